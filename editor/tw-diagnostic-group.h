/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-diagnostic-group.h: the Issues list's filters and groups, without GTK.
 *
 * A real tower gives hundreds of findings that are mostly the same note about
 * different places ("Enemy 'bat' cannot be beaten with the hero's starting
 * stats: ..." for each enemy). Diagnostics of one rule whose messages have the
 * same kind (tw_diagnostic_message_kind) are one group: one row, listing its
 * places. Filtering happens before grouping, so a group holds what is shown.
 */
#pragma once

#include <glib.h>

#include "editor/tw-diagnostic.h"

G_BEGIN_DECLS

/* The message with what varies between places taken out: quoted names
 * become "…", numbers "#", and only the part before the first ": " is kept
 * (the detail after it differs from place to place). */
char *tw_diagnostic_message_kind (const char *message);

/* Where a diagnostic is, in a few words: "MT0 (3, 4)", "bat.timeCost",
 * "bat", else its file. */
char *tw_diagnostic_location (const TwDiagnostic *diagnostic);

/* The floor a diagnostic concerns: its cell's floor, or the floor file it is
 * in; NULL when it concerns no floor. Returns a new string. */
char *tw_diagnostic_floor (const TwDiagnostic *diagnostic);

/* What the Issues list shows. severity -1, rule NULL, floor_id NULL and
 * search NULL or "" each mean "any". The search matches, ignoring case, the
 * message, the rule, the location and the file. */
typedef struct
{
  int severity;
  const char *rule;
  const char *floor_id;
  const char *search;
} TwDiagnosticFilter;

#define TW_DIAGNOSTIC_FILTER_ANY ((TwDiagnosticFilter){ -1, NULL, NULL, NULL })

gboolean tw_diagnostic_filter_matches (const TwDiagnosticFilter *filter,
                                       const TwDiagnostic       *diagnostic);

typedef struct
{
  TwSeverity severity;
  char *rule;
  char *kind;         /* tw_diagnostic_message_kind of its members */
  GPtrArray *members; /* const TwDiagnostic *, borrowed from the grouped array, in its order */
  GPtrArray *parts;   /* TwDiagnosticGroup *, owned: for a group of one rule's several kinds
                       * (tw_diagnostic_group_by_rule), those kinds; else NULL */
} TwDiagnosticGroup;

/* Groups diagnostics (an array of TwDiagnostic *, which must outlive the
 * groups) by severity, rule and message kind; the groups come in the order of
 * their first member. Diagnostics not matching filter (NULL: all) are left
 * out. Returns an array of TwDiagnosticGroup *, owning them. */
GPtrArray *tw_diagnostic_group (GPtrArray                *diagnostics,
                                const TwDiagnosticFilter *filter);

/* One line for the group's row: the member's own message for a group of
 * one, else the kind followed by the places, at most max_places of them
 * ("… and 197 more"). */
char *tw_diagnostic_group_title (const TwDiagnosticGroup *group,
                                 guint                    max_places);

/* What the designer has to do, one row each (issue 32): the groups of one
 * severity and rule are merged into one group whose parts they are (its
 * kind ""), in the order of the first; a rule with one group keeps it as it
 * is. Takes the groups (tw_diagnostic_group's array, emptied) and returns a
 * new array of TwDiagnosticGroup *, owning them. */
GPtrArray *tw_diagnostic_group_by_rule (GPtrArray *groups);

/* The rule's findings in plain words, translated ("Enemies with specials
 * Turnwright does not simulate"), or NULL for a rule without one. */
const char *tw_diagnostic_rule_heading (const char *rule);

/* The title of a row of tw_diagnostic_group_by_rule: the rule's heading for
 * a group of several findings when it has one, else the merged kinds' first
 * title and "and similar", else tw_diagnostic_group_title. */
char *tw_diagnostic_group_heading (const TwDiagnosticGroup *group, guint max_places);

void tw_diagnostic_group_free (TwDiagnosticGroup *group);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwDiagnosticGroup, tw_diagnostic_group_free)

G_END_DECLS
