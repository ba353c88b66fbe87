/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-event-summary.h: a tower event list (docs/rules.md §11) as readable rows.
 *
 * No GTK: the inspector's command list shows these rows, and tests check
 * them without a display. Each command is one row, "type summary"
 * (`setValue status:atk += 10`, `hide (3,4)`, `if flag:door>=2 … (3
 * commands)`); the lists inside a command (if's then/else, a choice's
 * action, a loop's body, a switch case) follow it as a heading row and
 * their own rows, one level deeper. Each row carries the JSON Pointer of
 * its command (or, for a heading, of its list) below the list given, so
 * that an editor can change exactly that place.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

typedef struct
{
  guint depth;      /* 0 for the list's own commands */
  gboolean heading; /* a nested list's heading ("then", "choice “Yes”") */
  char *pointer;    /* "/2", "/2/true/0"; a heading: its list ("/2/true") */
  char *text;       /* the summary, or the heading's label */
} TwEventRow;

/* One command's summary, one line: its type, then what it does. */
char *tw_event_summary_command (json_t *command);
/* The type of a command: its `type`, "text" for a plain string, "?" else. */
const char *tw_event_command_type (json_t *command);
/* Every command of @list (nested ones included) as rows, in order. Free
 * with g_ptr_array_unref. @list may be NULL or not an array: no rows. */
GPtrArray *tw_event_summary_rows (json_t *list);
/* The commands inside @command, nested lists counted through. */
guint tw_event_count_nested (json_t *command);

/* Where a hook's command list sits in a floor's entry: the entry itself
 * when it is an array, its `data` when it is an object holding one (a 2.x
 * cell event with trigger, enable, noPass), else NULL. @suffix gets ""
 * or "/data". */
json_t *tw_event_entry_list (json_t *entry, const char **suffix);

G_END_DECLS
