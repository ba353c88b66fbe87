/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector.h: the properties of what is selected, typed for its kind.
 *
 * Shows one subject of a document: a map cell (read-only: its tile and the
 * floor's per-cell events), an enemy definition, an item definition, a floor,
 * or the hero's start. Each editable field checks its text as it is typed
 * (a bad value gets the "error" style class and a message under the field,
 * and nothing is written) and commits on Enter or when the focus leaves it
 * (check boxes and drop-downs at once) through tw_document_set_field: one
 * undo step per committed change. The inspector follows the document's
 * entity-changed signal for its subject, so undo and redo show at once.
 *
 * Editor widgets are named after their field's path below the subject
 * ("timeCost", "actArgs/range", "effect/atk", "loc/x",
 * "items/tools/yellowKey"); the message label under each is "<name>-message".
 *
 * Actions: inspector.pick-route (boolean state, the picking-route property):
 * while on, the map canvas calls tw_inspector_add_route_cell for each cell
 * the designer clicks; it turns off when the subject changes.
 * inspector.show-definition: from a cell, inspect the enemy or item there.
 * inspector.show-hero, inspector.show-values, inspector.show-floor: the hero
 * start, tower values and floor pages (the header menu, the empty page).
 * inspector.new-enemy, inspector.new-item, inspector.duplicate,
 * inspector.rename, inspector.delete: ask in a small dialog, then act as one
 * undo step (tw-inspector-entities.c); a rename first lists what it cannot
 * update, a delete how many placements go with it.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

typedef enum
{
  TW_INSPECTOR_NOTHING,
  TW_INSPECTOR_CELL,
  TW_INSPECTOR_ENEMY,
  TW_INSPECTOR_ITEM,
  TW_INSPECTOR_FLOOR,
  TW_INSPECTOR_HERO,
  TW_INSPECTOR_VALUES, /* data.values and the rule switches of data.flags */
} TwInspectorSubject;

#define TW_TYPE_INSPECTOR (tw_inspector_get_type ())
G_DECLARE_FINAL_TYPE (TwInspector, tw_inspector, TW, INSPECTOR, GtkWidget)

GtkWidget          *tw_inspector_new             (void);
void                tw_inspector_show_nothing    (TwInspector *self);
void                tw_inspector_show_cell       (TwInspector *self,
                                                  TwDocument  *document,
                                                  const char  *floor_id,
                                                  int          x,
                                                  int          y);
void                tw_inspector_show_enemy      (TwInspector *self,
                                                  TwDocument  *document,
                                                  const char  *enemy_id);
void                tw_inspector_show_item       (TwInspector *self,
                                                  TwDocument  *document,
                                                  const char  *item_id);
void                tw_inspector_show_floor      (TwInspector *self,
                                                  TwDocument  *document,
                                                  const char  *floor_id);
void                tw_inspector_show_hero       (TwInspector *self,
                                                  TwDocument  *document);
void                tw_inspector_show_values     (TwInspector *self,
                                                  TwDocument  *document);
/* Nothing selected, but the document known: the empty page offers the
 * hero, the tower values and new enemies and items. */
void                tw_inspector_show_document   (TwInspector *self,
                                                  TwDocument  *document);
/* The add, duplicate, rename or delete dialog open, or NULL. Its widgets are
 * named entity-id (the entry), entity-ok, entity-cancel, entity-message and
 * entity-unreachable (what a rename cannot update). */
GtkWidget          *tw_inspector_get_dialog      (TwInspector *self);

TwInspectorSubject  tw_inspector_get_subject     (TwInspector *self);
/* The enemy, item or floor id shown (the floor for a cell), or NULL. */
const char         *tw_inspector_get_subject_id  (TwInspector *self);
TwDocument         *tw_inspector_get_document    (TwInspector *self);

/* Moves the keyboard focus to a field of the page, as the Issues panel's
 * jump asks: field is a widget name ("timeCost", "actArgs/range") or a
 * top-level field with sub-fields ("actArgs", "effect", "special": the
 * first of them). FALSE when the page has no such field. */
gboolean            tw_inspector_focus_field     (TwInspector *self,
                                                  const char  *field);

/* Appends (x, y) to the patrol route of the enemy shown: one undo step.
 * FALSE when no enemy is shown or the write is refused. */
gboolean            tw_inspector_add_route_cell  (TwInspector *self,
                                                  int          x,
                                                  int          y);
gboolean            tw_inspector_get_picking_route (TwInspector *self);
void                tw_inspector_set_picking_route (TwInspector *self,
                                                    gboolean     picking);

/* mota-js names of the specials the engine simulates, NULL for others. */
const char         *tw_inspector_special_name    (int          special);

G_END_DECLS
