/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tables-window.h: the enemy and item grids in a window of their own
 * (Tables, Ctrl+T from the editor), beside the map.
 *
 * Two pages, "enemies" and "items", each a TwEntityGrid on the editor's
 * document. Its own keys: Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo
 * the document, Ctrl+W closes. The window follows the editor's document
 * (tw_tables_window_set_document) and is destroyed with its parent.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"
#include "ui/tw-entity-grid.h"

G_BEGIN_DECLS

#define TW_TYPE_TABLES_WINDOW (tw_tables_window_get_type ())
G_DECLARE_FINAL_TYPE (TwTablesWindow, tw_tables_window, TW, TABLES_WINDOW, GtkWindow)

GtkWidget *tw_tables_window_new (GtkWindow *parent);
void tw_tables_window_set_document (TwTablesWindow *self, TwDocument *document);
/* Shows the page of kind (TW_ENTITY_ENEMY or TW_ENTITY_ITEM). */
void tw_tables_window_show_kind (TwTablesWindow *self, TwEntityKind kind);
TwEntityKind tw_tables_window_get_shown_kind (TwTablesWindow *self);
TwEntityGrid *tw_tables_window_get_grid (TwTablesWindow *self, TwEntityKind kind);

G_END_DECLS
