/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-find-popover.h: Find (Ctrl+F): floors, enemies and items by id, title
 * or name, and where an enemy or item is used.
 *
 * Typing lists what editor/tw-find finds (best matches first). Activating
 * a result emits floor-activated (floor_id) or entity-activated (kind, id)
 * and closes the popover; an enemy's or item's "Where used" button lists
 * the cells and events that use it, and activating one emits cell-activated
 * (floor_id, x, y), floor-activated for a floor hook, entity-activated for
 * another definition that names it; shops and common events are listed
 * without a jump.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

#define TW_TYPE_FIND_POPOVER (tw_find_popover_get_type ())
G_DECLARE_FINAL_TYPE (TwFindPopover, tw_find_popover, TW, FIND_POPOVER, GtkPopover)

GtkWidget *tw_find_popover_new (void);
void tw_find_popover_set_document (TwFindPopover *self, TwDocument *document);
/* Sets the entry's text and lists its results now. */
void tw_find_popover_search (TwFindPopover *self, const char *text);
guint tw_find_popover_get_n_results (TwFindPopover *self);
/* Emits the activation of the result at index, as a click does. */
void tw_find_popover_activate_result (TwFindPopover *self, guint index);
/* Lists where the enemy or item is used. */
void tw_find_popover_show_where_used (TwFindPopover *self, TwEntityKind kind, const char *id);
guint tw_find_popover_get_n_usages (TwFindPopover *self);
void tw_find_popover_activate_usage (TwFindPopover *self, guint index);

G_END_DECLS
