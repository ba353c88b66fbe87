/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-event-editor.h: the dialog that edits one tower event command.
 *
 * A form for the common commands (text, setValue, addValue, hide, show,
 * remove, openDoor, closeDoor, changeFloor, battle, setBlock, if, while,
 * choices, openShop, win, lose) and a JSON page for any command; Apply
 * writes the current page's command through @apply (an error keeps the
 * dialog open and shows it, a JSON error with its line and column). The
 * form changes only the members whose text was changed, so every other
 * member, known or not, is kept as it was.
 *
 * Widget names: the window "event-editor", the form's entries
 * "event-field:MEMBER", the JSON text view "event-json", the notebook
 * "event-pages", the buttons "event-editor-apply" and
 * "event-editor-cancel", the message "event-editor-error".
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

typedef gboolean (*TwEventEditorApply) (json_t *command, gpointer user_data, GError **error);

/* Opens the dialog on a copy of @command, over @parent's window. */
GtkWindow *tw_event_editor_open (GtkWidget *parent, TwDocument *document, json_t *command,
                                 TwEventEditorApply apply, gpointer user_data,
                                 GDestroyNotify destroy);

/* Escape closes @window (the dialogs of the event editor and simulate mode). */
void tw_event_editor_close_on_escape (GtkWindow *window);

G_END_DECLS
