/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-event-list.h: a tower event list (docs/rules.md §11) shown and edited
 * as commands.
 *
 * One row per command, "type summary" (editor/tw-event-summary.c), nested
 * lists indented under their heading; each command row has Edit (the
 * command's form, or its JSON: tw-event-editor.c), Up, Down and Remove,
 * each heading an Add (of the kind chosen in the drop-down). An "Add
 * command" drop-down appends a new command.
 * Every change writes the whole list back with tw_document_set_field: one
 * undo step; the commands not changed are copied as they were, so unknown
 * commands keep their exact JSON. The list follows the document (undo,
 * redo) by itself.
 *
 * Widget names, for tests: "event-row:PTR" (the summary label),
 * "event-edit:PTR", "event-up:PTR", "event-down:PTR", "event-remove:PTR",
 * "event-add:PTR" on headings (PTR: the row's pointer below the list,
 * "/0", "/1/true"), "event-add-type" and "event-add" at the bottom.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

/* A list at @pointer (a JSON Pointer in the tower; it need not exist yet:
 * the first command added makes it, and the object above it). */
GtkWidget *tw_event_list_new (TwDocument *document, const char *pointer, const char *title);

/* The edits the buttons make, for the editor dialog and tests. @row is a
 * row's pointer below the list. FALSE with @error when refused. */
gboolean tw_event_list_append (GtkWidget *list, const char *sublist, json_t *command,
                               GError **error);
gboolean tw_event_list_replace (GtkWidget *list, const char *row, json_t *command, GError **error);
gboolean tw_event_list_remove (GtkWidget *list, const char *row, GError **error);
gboolean tw_event_list_move (GtkWidget *list, const char *row, int delta, GError **error);
/* The command types the "Add command" drop-down offers, NULL-ended, and a
 * new command of one of them. */
const char *const *tw_event_list_new_types (void);
json_t *tw_event_list_template (const char *type);

G_END_DECLS
