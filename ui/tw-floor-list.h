/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-list.h: the floors of the open document, in data.main.floorIds
 * order, with a thumbnail each, and the commands on them.
 *
 * Actions (all through the document, so each is one undo step):
 *   floors.add              a new empty floor after the selected one, same size
 *   floors.duplicate        a copy of the selected floor after it
 *   floors.rename           opens a small dialog asking for the new id
 *   floors.rename-to (s)    renames the selected floor to the given id
 *   floors.delete           removes the selected floor
 *   floors.move-up / floors.move-down   reorders the selected floor
 *   floors.resize           opens a dialog: width, height, offset x and y
 *   floors.resize-to ((iiii))  width, height, offset x, offset y
 *   floors.previous / floors.next       selects the neighbouring floor
 *                                       (PgUp / PgDn anywhere in the window)
 * A refused command (an id already taken, a bad size) shows its reason in
 * the panel and changes nothing.
 *
 * Signal floor-selected (floor_id): the selection changed (floor_id NULL when
 * the list is empty). Signal floor-activated (floor_id): a row was double
 * clicked (or Enter pressed on it): the window shows the floor's page.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

#define TW_TYPE_FLOOR_LIST (tw_floor_list_get_type ())
G_DECLARE_FINAL_TYPE (TwFloorList, tw_floor_list, TW, FLOOR_LIST, GtkWidget)

GtkWidget  *tw_floor_list_new          (void);
void        tw_floor_list_set_document (TwFloorList *self,
                                        TwDocument  *document);
TwDocument *tw_floor_list_get_document (TwFloorList *self);
/* Selects floor_id (emits floor-selected when the selection changes). */
gboolean    tw_floor_list_select       (TwFloorList *self,
                                        const char  *floor_id);
const char *tw_floor_list_get_selected (TwFloorList *self);
/* The last refused command's reason, or NULL. */
const char *tw_floor_list_get_message  (TwFloorList *self);
/* The thumbnail of a floor: one colour per tile class, a few pixels a cell.
 * Returns a new reference, or NULL for an unknown floor. */
GdkTexture *tw_floor_list_render_thumbnail (TwDocument *document,
                                            const char *floor_id);

G_END_DECLS
