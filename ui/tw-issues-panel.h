/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-issues-panel.h: the validator's diagnostics for the open document, live.
 *
 * The panel re-runs tw_validate_tower about 300 ms after the last change of
 * its document (or at once with tw_issues_panel_validate_now) and lists each
 * diagnostic with its severity, location and message. Activating a row emits
 * diagnostic-activated (kind, id, field, floor_id, x, y):
 *
 * - a map cell: kind TW_ENTITY_FLOOR, id and floor_id the floor, x and y >= 0;
 * - an enemy or item definition: TW_ENTITY_ENEMY / TW_ENTITY_ITEM, its id and
 *   field (field may be NULL); floor_id NULL, x = y = -1;
 * - a floor's field: TW_ENTITY_FLOOR, id the floor, field, x = y = -1;
 * - the start (data.firstData): TW_ENTITY_HERO; anything else: TW_ENTITY_OTHER
 *   with id the part of the tower ("maps", "data").
 *
 * Repeated findings are grouped (tw_diagnostic_group): one row per severity,
 * rule and kind of message, which expands to list its places; a group of one
 * is a plain row. Activating a group's row opens or closes it; activating a
 * place jumps there. The filters above the list (severity, rule, floor, a
 * search; Ctrl+F) are applied before grouping. The title property is the
 * tab's label with the counts by severity.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-diagnostic-group.h"
#include "editor/tw-diagnostic.h"
#include "editor/tw-document.h"
#include "editor/tw-validate.h"

G_BEGIN_DECLS

#define TW_TYPE_ISSUES_PANEL (tw_issues_panel_get_type ())
G_DECLARE_FINAL_TYPE (TwIssuesPanel, tw_issues_panel, TW, ISSUES_PANEL, GtkWidget)

/* How long the panel waits after a change before validating again. */
#define TW_ISSUES_PANEL_DEBOUNCE_MS 300

GtkWidget          *tw_issues_panel_new                 (void);
/* document may be NULL (the panel then shows "No issues"). Validates at once. */
void                tw_issues_panel_set_document        (TwIssuesPanel    *self,
                                                         TwDocument       *document);
TwDocument         *tw_issues_panel_get_document        (TwIssuesPanel    *self);
/* Where the loader knows positions: passed to tw_validate_tower. */
void                tw_issues_panel_set_position_lookup (TwIssuesPanel    *self,
                                                         TwPositionLookup  lookup,
                                                         gpointer          user_data,
                                                         GDestroyNotify    destroy);
/* Findings from outside the tower object (missing images on disk), listed
 * with every validation from now on; copied. NULL clears them. With a
 * document set, validates again after the debounce delay. */
void                tw_issues_panel_set_extra           (TwIssuesPanel    *self,
                                                         GPtrArray        *diagnostics);
/* Validates now and drops a pending debounced run. */
void                tw_issues_panel_validate_now        (TwIssuesPanel    *self);
/* The finding that leads the list (tw_diagnostic_leads: the tower's damage
 * formula could not be run), or NULL. Valid until the next validation
 * (the "validated" signal). */
const TwDiagnostic *tw_issues_panel_get_lead            (TwIssuesPanel    *self);
/* The listed diagnostics, errors first, then warnings, then notes. */
guint               tw_issues_panel_get_n_issues        (TwIssuesPanel    *self);
const TwDiagnostic *tw_issues_panel_get_issue           (TwIssuesPanel    *self,
                                                         guint             position);
guint               tw_issues_panel_count               (TwIssuesPanel    *self,
                                                         TwSeverity        severity);
/* The rows shown: groups of the diagnostics that pass the filters. */
guint               tw_issues_panel_get_n_groups        (TwIssuesPanel    *self);
const TwDiagnosticGroup *tw_issues_panel_get_group      (TwIssuesPanel    *self,
                                                         guint             position);
/* "Issues", or "Issues (2 E · 3 W · 12 N)": the tab's label. */
const char         *tw_issues_panel_get_title           (TwIssuesPanel    *self);
/* Emits diagnostic-activated for the diagnostic at position (of all of
 * them, as tw_issues_panel_get_issue counts). */
void                tw_issues_panel_activate            (TwIssuesPanel    *self,
                                                         guint             position);
/* The entity a diagnostic is about, from its file (see above). */
TwEntityKind        tw_issues_panel_diagnostic_kind     (const TwDiagnostic *diagnostic);

G_END_DECLS
