/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-document.h: the open tower, its edits and their undo history.
 *
 * A TwDocument holds the tower object of docs/formats.md (a jansson tree) and
 * edits it in place, so key order and unknown fields survive. Readers get
 * borrowed json_t pointers: never modify them; every change goes through the
 * editing functions below, which record it in the undo history and emit:
 *
 * - cells-changed (floor_id, x, y, width, height): map cells changed;
 * - floors-changed (): a floor was added, removed, renamed or reordered;
 * - entity-changed (kind, id, field): a field of an enemy, item, floor, tile,
 *   the hero's start or the tower values changed (field NULL: the whole
 *   entity was added, removed or renamed);
 * - notify::dirty, notify::can-undo, notify::can-redo, notify::undo-label,
 *   notify::redo-label.
 *
 * Signals are emitted after the tree has changed, once per cell rectangle
 * and entity field of a step.
 */
#pragma once

#include <glib-object.h>
#include <jansson.h>

G_BEGIN_DECLS

typedef enum
{
  TW_ENTITY_ENEMY,  /* enemys.<id> */
  TW_ENTITY_ITEM,   /* items.<id> */
  TW_ENTITY_FLOOR,  /* floors.<id>, except map cells */
  TW_ENTITY_HERO,   /* data.firstData.hero and data.firstData.floorId */
  TW_ENTITY_VALUES, /* data.values */
  TW_ENTITY_TILE,   /* maps.<number> */
  TW_ENTITY_OTHER,  /* anything else: id is the top-level part ("icons", "data") */
} TwEntityKind;

#define TW_TYPE_ENTITY_KIND (tw_entity_kind_get_type ())
GType tw_entity_kind_get_type (void);

#define TW_DOCUMENT_ERROR (tw_document_error_quark ())
GQuark tw_document_error_quark (void);

typedef enum
{
  TW_DOCUMENT_ERROR_NOT_FOUND,
  TW_DOCUMENT_ERROR_EXISTS,
  TW_DOCUMENT_ERROR_INVALID,
} TwDocumentError;

#define TW_TYPE_DOCUMENT (tw_document_get_type ())
G_DECLARE_FINAL_TYPE (TwDocument, tw_document, TW, DOCUMENT, GObject)

/* Takes a new reference to tower (a JSON object). */
TwDocument *tw_document_new (json_t *tower);
json_t *tw_document_get_tower (TwDocument *self);
json_t *tw_document_get_path (TwDocument *self, const char *path);

/* Floors, in data.main.floorIds order. */
guint tw_document_get_n_floors (TwDocument *self);
const char *tw_document_get_floor_id (TwDocument *self, guint index);
char **tw_document_dup_floor_ids (TwDocument *self);
json_t *tw_document_get_floor (TwDocument *self, const char *floor_id);
gboolean tw_document_get_floor_size (TwDocument *self, const char *floor_id, int *width,
                                     int *height);
/* The tile number at (x, y), or -1 off the map or on an unknown floor. */
int tw_document_get_cell (TwDocument *self, const char *floor_id, int x, int y);

/* The tile table (maps): number -> {cls, id}. */
gboolean tw_document_lookup_tile (TwDocument *self, int number, const char **cls, const char **id);
int tw_document_find_tile (TwDocument *self, const char *id);

/* Enemy and item definitions, in file order. */
char **tw_document_dup_enemy_ids (TwDocument *self);
json_t *tw_document_get_enemy (TwDocument *self, const char *enemy_id);
json_t *tw_document_get_enemy_field (TwDocument *self, const char *enemy_id, const char *field);
char **tw_document_dup_item_ids (TwDocument *self);
json_t *tw_document_get_item (TwDocument *self, const char *item_id);
json_t *tw_document_get_item_field (TwDocument *self, const char *item_id, const char *field);

/* The start: data.firstData.hero, data.firstData.floorId; data.values. */
json_t *tw_document_get_hero (TwDocument *self);
const char *tw_document_get_start_floor (TwDocument *self);
json_t *tw_document_get_values (TwDocument *self);

/* Editing. Each call is one undo step, unless made between begin_group and
 * end_group (a brush stroke), which makes all of them one step. On failure
 * nothing changes and error says why. */
void tw_document_begin_group (TwDocument *self, const char *label);
void tw_document_end_group (TwDocument *self);

gboolean tw_document_set_cell (TwDocument *self, const char *floor_id, int x, int y, int tile,
                               GError **error);
/* The same on a layer: "map" (the event layer), "bgmap" or "fgmap". A
 * layer the floor lacks (or holds as an empty array, as mota-js writes it)
 * reads as 0 and is made, the floor's size in zeros, by the first paint,
 * in the same undo step. get: -1 outside the floor or for an unknown layer. */
int tw_document_get_layer_cell (TwDocument *self, const char *floor_id, const char *layer, int x,
                                int y);
gboolean tw_document_set_layer_cell (TwDocument *self, const char *floor_id, const char *layer,
                                     int x, int y, int tile, GError **error);
/* Cuts the w x h cells at (x, y) and pastes them at (x + dx, y + dy); cells
 * moved off the map are dropped. Per-cell entries of the floor ("x,y" keys
 * of changeFloor, events, ...) move with their cells. */
gboolean tw_document_move_cells (TwDocument *self, const char *floor_id, int x, int y, int width,
                                 int height, int dx, int dy, GError **error);
/* Gives the floor a new size. Its cells, layers (bgmap, fgmap) and per-cell
 * entries move by (offset_x, offset_y); what falls off the map is dropped,
 * new cells are 0. The hero's start moves too when it is on this floor. */
gboolean tw_document_resize_floor (TwDocument *self, const char *floor_id, int width, int height,
                                   int offset_x, int offset_y, GError **error);
/* Sets the value at path (a JSON Pointer into the tower; its parent must
 * exist), or removes it when value is NULL. value is copied. */
gboolean tw_document_set_field (TwDocument *self, const char *path, json_t *value, GError **error);

/* position: index in data.main.floorIds, -1 for the end. add_floor makes an
 * empty floor; insert_floor adds a copy of floor (its floorId is set). */
gboolean tw_document_add_floor (TwDocument *self, const char *floor_id, int width, int height,
                                int position, GError **error);
gboolean tw_document_insert_floor (TwDocument *self, const char *floor_id, json_t *floor,
                                   int position, GError **error);
gboolean tw_document_remove_floor (TwDocument *self, const char *floor_id, GError **error);
/* Also updates data.main.floorIds, the floor's floorId, data.firstData.floorId
 * and every changeFloor entry that leads to it. */
gboolean tw_document_rename_floor (TwDocument *self, const char *floor_id, const char *new_id,
                                   GError **error);
gboolean tw_document_move_floor (TwDocument *self, const char *floor_id, int position,
                                 GError **error);

/* definition NULL: a default one. Renaming also renames the id in the tile
 * table (maps), in icons and in the hero's starting items. */
gboolean tw_document_add_enemy (TwDocument *self, const char *enemy_id, json_t *definition,
                                GError **error);
gboolean tw_document_remove_enemy (TwDocument *self, const char *enemy_id, GError **error);
gboolean tw_document_rename_enemy (TwDocument *self, const char *enemy_id, const char *new_id,
                                   GError **error);
gboolean tw_document_add_item (TwDocument *self, const char *item_id, json_t *definition,
                               GError **error);
gboolean tw_document_remove_item (TwDocument *self, const char *item_id, GError **error);
gboolean tw_document_rename_item (TwDocument *self, const char *item_id, const char *new_id,
                                  GError **error);

/* Where an enemy or item is used (tw-document-references.c). Renaming
 * updates every reference it can in the same step: strings that are the id,
 * `item:ID` and `\i[ID]` in texts and conditions, object keys (door keys).
 * dup_unrenamable_references lists the paths ("/items/bigKey/itemEffect")
 * of strings that name the id in another way (JavaScript): a rename leaves
 * them as they are. */
char **tw_document_dup_unrenamable_references (TwDocument *self, const char *id);
/* Cells of every floor and layer that hold one of the id's tile numbers;
 * n_floors (may be NULL): on how many floors. */
guint tw_document_count_placements (TwDocument *self, const char *id, guint *n_floors);
/* A new enemy or item with a default definition, a tile table entry (the
 * next free number after its class's last) and the first icon: placeable. */
gboolean tw_document_add_placeable (TwDocument *self, gboolean item, const char *id,
                                    GError **error);
/* A copy of the definition under new_id, with a tile of its own (a copy of
 * the original's) and the same icon. */
gboolean tw_document_duplicate_entity (TwDocument *self, const char *id, const char *new_id,
                                       GError **error);
/* Removes the definition, clears its placements (to 0) and drops its tile
 * table entries and icons: one step. */
gboolean tw_document_delete_entity (TwDocument *self, const char *id, GError **error);

/* History. */
gboolean tw_document_can_undo (TwDocument *self);
gboolean tw_document_can_redo (TwDocument *self);
gboolean tw_document_undo (TwDocument *self);
gboolean tw_document_redo (TwDocument *self);
/* How many steps are done (undone ones not counted): a step's number, for
 * those who remember something about it (the map's selection). */
guint tw_document_get_history_position (TwDocument *self);
const char *tw_document_get_undo_label (TwDocument *self);
const char *tw_document_get_redo_label (TwDocument *self);
gboolean tw_document_get_dirty (TwDocument *self);
/* Call after saving: the current state is the saved one. */
void tw_document_mark_clean (TwDocument *self);

G_END_DECLS
