/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-document.c: the open tower, its edits and their undo history.
 *
 * Each editing function is an "operation": it checks everything first, then
 * makes its primitive edits through the history inside one group, and only
 * when the outermost operation ends emits the change signals, so handlers
 * never see a half-done rename. A designer's group (a brush stroke) spans
 * many operations and makes them one undo step, while each painted cell is
 * still signalled at once.
 *
 * The operations on whole floors and on enemy and item definitions are in
 * tw-document-entities.c; both files share tw-document-private.h.
 */
#include "editor/tw-document-private.h"

#include <stdlib.h>
#include <string.h>

#include "editor/tw-history.h"
#include "editor/tw-validate.h"
#include "editor/tw-i18n.h"

enum
{
  PROP_0,
  PROP_DIRTY,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_LABEL,
  PROP_REDO_LABEL,
  N_PROPS
};

enum
{
  CELLS_CHANGED,
  FLOORS_CHANGED,
  ENTITY_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TwDocument, tw_document, G_TYPE_OBJECT)
/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-document-error-quark, tw_document_error)
/* clang-format on */

static const GEnumValue entity_kind_values[] = {
  { TW_ENTITY_ENEMY, "TW_ENTITY_ENEMY", "enemy" },    { TW_ENTITY_ITEM, "TW_ENTITY_ITEM", "item" },
  { TW_ENTITY_FLOOR, "TW_ENTITY_FLOOR", "floor" },    { TW_ENTITY_HERO, "TW_ENTITY_HERO", "hero" },
  { TW_ENTITY_VALUES, "TW_ENTITY_VALUES", "values" }, { TW_ENTITY_TILE, "TW_ENTITY_TILE", "tile" },
  { TW_ENTITY_OTHER, "TW_ENTITY_OTHER", "other" },    { 0, NULL, NULL },
};

GType
tw_entity_kind_get_type (void)
{
  static gsize type_id = 0;
  if (g_once_init_enter (&type_id))
    {
      GType type = g_enum_register_static ("TwEntityKind", entity_kind_values);
      g_once_init_leave (&type_id, type);
    }
  return type_id;
}

/* Change signals */

typedef struct
{
  int x0, y0, x1, y1; /* inclusive */
} CellRect;

typedef struct
{
  gboolean floors_changed;
  GHashTable *cells;     /* floor id -> CellRect* */
  GPtrArray *cell_order; /* floor ids in first-seen order (borrowed from cells) */
  GHashTable *entities_seen;
  GPtrArray *entities; /* "kind\037id\037field" strings, in order */
} Changes;

static void
changes_init (Changes *changes)
{
  changes->floors_changed = FALSE;
  changes->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  changes->cell_order = g_ptr_array_new ();
  changes->entities_seen = g_hash_table_new (g_str_hash, g_str_equal);
  changes->entities = g_ptr_array_new_with_free_func (g_free);
}

static void
changes_clear (Changes *changes)
{
  g_hash_table_unref (changes->cells);
  g_ptr_array_unref (changes->cell_order);
  g_hash_table_unref (changes->entities_seen);
  g_ptr_array_unref (changes->entities);
}

static void
changes_add_entity (Changes *changes, TwEntityKind kind, const char *id, const char *field)
{
  char *key = g_strdup_printf ("%d\037%s\037%s", kind, id ? id : "", field ? field : "");
  if (g_hash_table_contains (changes->entities_seen, key))
    {
      g_free (key);
      return;
    }
  g_hash_table_add (changes->entities_seen, key);
  g_ptr_array_add (changes->entities, key);
}

static void
changes_add_cells (Changes *changes, const char *floor_id, int x0, int y0, int x1, int y1)
{
  CellRect *rect = g_hash_table_lookup (changes->cells, floor_id);
  if (rect == NULL)
    {
      rect = g_new0 (CellRect, 1);
      *rect = (CellRect){ x0, y0, x1, y1 };
      char *key = g_strdup (floor_id);
      g_hash_table_insert (changes->cells, key, rect);
      g_ptr_array_add (changes->cell_order, key);
      return;
    }
  rect->x0 = MIN (rect->x0, x0);
  rect->y0 = MIN (rect->y0, y0);
  rect->x1 = MAX (rect->x1, x1);
  rect->y1 = MAX (rect->y1, y1);
}

static gboolean
parse_int (const char *text, int *value)
{
  char *end = NULL;
  gint64 v = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || v < 0 || v > G_MAXINT)
    return FALSE;
  *value = (int)v;
  return TRUE;
}

static void
changes_add_floor_path (TwDocument *self, Changes *changes, char **segs, guint n)
{
  const char *floor_id = segs[1];
  if (n == 2)
    {
      changes->floors_changed = TRUE;
      changes_add_entity (changes, TW_ENTITY_FLOOR, floor_id, NULL);
      return;
    }
  if (strcmp (segs[2], "map") != 0 && strcmp (segs[2], "bgmap") != 0
      && strcmp (segs[2], "fgmap") != 0)
    {
      changes_add_entity (changes, TW_ENTITY_FLOOR, floor_id, segs[2]);
      return;
    }

  int width = 0, height = 0, x = 0, y = 0;
  if (!tw_document_get_floor_size (self, floor_id, &width, &height) || width <= 0 || height <= 0)
    return;
  if (n == 3)
    changes_add_cells (changes, floor_id, 0, 0, width - 1, height - 1);
  else if (n == 4 && parse_int (segs[3], &y))
    changes_add_cells (changes, floor_id, 0, y, width - 1, y);
  else if (n >= 5 && parse_int (segs[3], &y) && parse_int (segs[4], &x))
    changes_add_cells (changes, floor_id, x, y, x, y);
}

static void
changes_add_data_path (Changes *changes, char **segs, guint n)
{
  if (n == 1 || strcmp (segs[1], "main") == 0)
    {
      if (n <= 3 || strcmp (segs[2], "floorIds") == 0)
        changes->floors_changed = TRUE;
      changes_add_entity (changes, TW_ENTITY_OTHER, "data", "main");
      return;
    }
  if (strcmp (segs[1], "firstData") == 0 && n >= 3 && strcmp (segs[2], "hero") == 0)
    changes_add_entity (changes, TW_ENTITY_HERO, NULL, n >= 4 ? segs[3] : NULL);
  else if (strcmp (segs[1], "firstData") == 0 && n >= 3 && strcmp (segs[2], "floorId") == 0)
    changes_add_entity (changes, TW_ENTITY_HERO, NULL, "floorId");
  else if (strcmp (segs[1], "values") == 0)
    changes_add_entity (changes, TW_ENTITY_VALUES, NULL, n >= 3 ? segs[2] : NULL);
  else
    changes_add_entity (changes, TW_ENTITY_OTHER, "data", segs[1]);
}

static void
changes_add_path (TwDocument *self, Changes *changes, char **segs)
{
  guint n = g_strv_length (segs);
  if (n == 0)
    return;
  const char *part = segs[0];
  if (strcmp (part, "floors") == 0 && n >= 2)
    changes_add_floor_path (self, changes, segs, n);
  else if (strcmp (part, "floors") == 0)
    changes->floors_changed = TRUE;
  else if (strcmp (part, "data") == 0)
    changes_add_data_path (changes, segs, n);
  else if (strcmp (part, "enemys") == 0)
    changes_add_entity (changes, TW_ENTITY_ENEMY, n >= 2 ? segs[1] : NULL, n >= 3 ? segs[2] : NULL);
  else if (strcmp (part, "items") == 0)
    changes_add_entity (changes, TW_ENTITY_ITEM, n >= 2 ? segs[1] : NULL, n >= 3 ? segs[2] : NULL);
  else if (strcmp (part, "maps") == 0)
    changes_add_entity (changes, TW_ENTITY_TILE, n >= 2 ? segs[1] : NULL, n >= 3 ? segs[2] : NULL);
  else
    changes_add_entity (changes, TW_ENTITY_OTHER, part, n >= 2 ? segs[1] : NULL);
}

static void
changes_add_edit (TwDocument *self, Changes *changes, const TwEdit *edit)
{
  g_autofree char *path = tw_path_append (edit->parent, edit->key);
  g_auto (GStrv) segs = tw_path_split (path);
  changes_add_path (self, changes, segs);
  if (edit->kind == TW_EDIT_RENAME)
    {
      g_autofree char *renamed = tw_path_append (edit->parent, edit->new_key);
      g_auto (GStrv) renamed_segs = tw_path_split (renamed);
      changes_add_path (self, changes, renamed_segs);
    }
}

static void
changes_emit (TwDocument *self, Changes *changes)
{
  if (changes->floors_changed)
    g_signal_emit (self, signals[FLOORS_CHANGED], 0);
  for (guint i = 0; i < changes->cell_order->len; i++)
    {
      const char *floor_id = g_ptr_array_index (changes->cell_order, i);
      CellRect *r = g_hash_table_lookup (changes->cells, floor_id);
      g_signal_emit (self, signals[CELLS_CHANGED], 0, floor_id, r->x0, r->y0, r->x1 - r->x0 + 1,
                     r->y1 - r->y0 + 1);
    }
  for (guint i = 0; i < changes->entities->len; i++)
    {
      g_auto (GStrv) parts = g_strsplit (g_ptr_array_index (changes->entities, i), "\037", 3);
      int kind = atoi (parts[0]);
      g_signal_emit (self, signals[ENTITY_CHANGED], 0, kind, *parts[1] ? parts[1] : NULL,
                     *parts[2] ? parts[2] : NULL);
    }
}

static void
update_history_properties (TwDocument *self)
{
  gboolean dirty = tw_history_is_dirty (self->history);
  gboolean can_undo = tw_history_can_undo (self->history);
  gboolean can_redo = tw_history_can_redo (self->history);
  const char *undo_label = can_undo ? tw_history_get_undo_label (self->history) : NULL;
  const char *redo_label = can_redo ? tw_history_get_redo_label (self->history) : NULL;

  g_object_freeze_notify (G_OBJECT (self));
  if (dirty != self->dirty)
    {
      self->dirty = dirty;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (g_strcmp0 (undo_label, self->undo_label) != 0)
    {
      g_free (self->undo_label);
      self->undo_label = g_strdup (undo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDO_LABEL]);
    }
  if (g_strcmp0 (redo_label, self->redo_label) != 0)
    {
      g_free (self->redo_label);
      self->redo_label = g_strdup (redo_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REDO_LABEL]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* Operations */

void
tw_document_operation_begin (TwDocument *self, const char *label)
{
  tw_history_begin_group (self->history, label);
  self->operation_depth++;
}

void
tw_document_operation_end (TwDocument *self)
{
  g_assert (self->operation_depth > 0);
  tw_history_end_group (self->history);
  if (--self->operation_depth > 0)
    return;

  Changes changes;
  changes_init (&changes);
  for (guint i = 0; i < self->pending->len; i++)
    changes_add_edit (self, &changes, g_ptr_array_index (self->pending, i));
  g_ptr_array_set_size (self->pending, 0);
  changes_emit (self, &changes);
  changes_clear (&changes);
  update_history_properties (self);
}

/* Makes one primitive edit inside the current operation. The operations
 * check their preconditions first, so a failure here is a bug. */
gboolean
tw_document_edit (TwDocument *self, TwEditKind kind, const char *parent, const char *key,
                  const char *new_key, json_t *value, GError **error)
{
  g_assert (self->operation_depth > 0);
  const TwEdit *done
      = tw_history_apply (self->history, self->tower, kind, parent, key, new_key, value, error);
  if (done == NULL)
    return FALSE;
  g_ptr_array_add (self->pending, (gpointer)done);
  return TRUE;
}

gboolean
tw_document_edit_set_new (TwDocument *self, const char *parent, const char *key, json_t *value)
{
  gboolean ok = tw_document_edit (self, TW_EDIT_SET, parent, key, NULL, value, NULL);
  json_decref (value);
  return ok;
}

gboolean
tw_document_edit_set_index (TwDocument *self, const char *parent, gsize index, json_t *value)
{
  char key[32];
  g_snprintf (key, sizeof key, "%" G_GSIZE_FORMAT, index);
  return tw_document_edit_set_new (self, parent, key, value);
}

/* GObject */

static void
tw_document_finalize (GObject *object)
{
  TwDocument *self = TW_DOCUMENT (object);

  tw_history_free (self->history);
  g_ptr_array_unref (self->pending);
  if (self->tower)
    json_decref (self->tower);
  g_free (self->undo_label);
  g_free (self->redo_label);

  G_OBJECT_CLASS (tw_document_parent_class)->finalize (object);
}

static void
tw_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwDocument *self = TW_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_DIRTY:
      g_value_set_boolean (value, tw_document_get_dirty (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tw_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tw_document_can_redo (self));
      break;
    case PROP_UNDO_LABEL:
      g_value_set_string (value, tw_document_get_undo_label (self));
      break;
    case PROP_REDO_LABEL:
      g_value_set_string (value, tw_document_get_redo_label (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_document_class_init (TwDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tw_document_finalize;
  object_class->get_property = tw_document_get_property;

  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_UNDO_LABEL] = g_param_spec_string ("undo-label", NULL, NULL, NULL, flags);
  properties[PROP_REDO_LABEL] = g_param_spec_string ("redo-label", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CELLS_CHANGED] = g_signal_new (
      "cells-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
      G_TYPE_NONE, 5, G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[FLOORS_CHANGED] = g_signal_new ("floors-changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ENTITY_CHANGED]
      = g_signal_new ("entity-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, TW_TYPE_ENTITY_KIND, G_TYPE_STRING, G_TYPE_STRING);
}

static void
tw_document_init (TwDocument *self)
{
  self->history = tw_history_new ();
  self->pending = g_ptr_array_new ();
}

TwDocument *
tw_document_new (json_t *tower)
{
  g_return_val_if_fail (json_is_object (tower), NULL);

  TwDocument *self = g_object_new (TW_TYPE_DOCUMENT, NULL);
  self->tower = json_incref (tower);
  return self;
}

json_t *
tw_document_get_tower (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return self->tower;
}

json_t *
tw_document_get_path (TwDocument *self, const char *path)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  return tw_path_resolve (self->tower, path);
}

/* Reading */

json_t *
tw_document_floor_ids_array (TwDocument *self)
{
  json_t *ids = tw_path_resolve (self->tower, "/data/main/floorIds");
  return json_is_array (ids) ? ids : NULL;
}

static char **
object_keys (json_t *object)
{
  GPtrArray *keys = g_ptr_array_new ();
  const char *key;
  json_t *value;
  json_object_foreach (object, key, value) g_ptr_array_add (keys, g_strdup (key));
  g_ptr_array_add (keys, NULL);
  return (char **)g_ptr_array_free (keys, FALSE);
}

guint
tw_document_get_n_floors (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), 0);
  json_t *ids = tw_document_floor_ids_array (self);
  return ids ? (guint)json_array_size (ids) : 0;
}

const char *
tw_document_get_floor_id (TwDocument *self, guint index)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return json_string_value (json_array_get (tw_document_floor_ids_array (self), index));
}

char **
tw_document_dup_floor_ids (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  GPtrArray *ids = g_ptr_array_new ();
  json_t *array = tw_document_floor_ids_array (self);
  gsize i;
  json_t *id;
  json_array_foreach (array, i, id) if (json_is_string (id))
      g_ptr_array_add (ids, g_strdup (json_string_value (id)));
  g_ptr_array_add (ids, NULL);
  return (char **)g_ptr_array_free (ids, FALSE);
}

json_t *
tw_document_get_floor (TwDocument *self, const char *floor_id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (floor_id != NULL, NULL);
  json_t *floor = json_object_get (json_object_get (self->tower, "floors"), floor_id);
  return json_is_object (floor) ? floor : NULL;
}

gboolean
tw_document_get_floor_size (TwDocument *self, const char *floor_id, int *width, int *height)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  json_t *floor = tw_document_get_floor (self, floor_id);
  if (floor == NULL)
    return FALSE;

  /* width and height as written; the map's own shape when they are missing */
  json_t *map = json_object_get (floor, "map");
  json_t *w = json_object_get (floor, "width");
  json_t *h = json_object_get (floor, "height");
  int map_h = json_is_array (map) ? (int)json_array_size (map) : 0;
  int map_w = map_h > 0 ? (int)json_array_size (json_array_get (map, 0)) : 0;
  if (width)
    *width = json_is_integer (w) ? (int)json_integer_value (w) : map_w;
  if (height)
    *height = json_is_integer (h) ? (int)json_integer_value (h) : map_h;
  return TRUE;
}

static json_t *
cell_at (TwDocument *self, const char *floor_id, int x, int y)
{
  json_t *floor = tw_document_get_floor (self, floor_id);
  if (floor == NULL || x < 0 || y < 0)
    return NULL;
  json_t *row = json_array_get (json_object_get (floor, "map"), (gsize)y);
  return json_array_get (row, (gsize)x);
}

int
tw_document_get_cell (TwDocument *self, const char *floor_id, int x, int y)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), -1);
  g_return_val_if_fail (floor_id != NULL, -1);
  json_t *cell = cell_at (self, floor_id, x, y);
  if (!json_is_integer (cell))
    return -1;
  json_int_t value = json_integer_value (cell);
  return value >= 0 && value <= G_MAXINT ? (int)value : -1;
}

gboolean
tw_document_lookup_tile (TwDocument *self, int number, const char **cls, const char **id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  char key[16];
  g_snprintf (key, sizeof key, "%d", number);
  json_t *tile = json_object_get (json_object_get (self->tower, "maps"), key);
  if (!json_is_object (tile))
    return FALSE;
  if (cls)
    *cls = json_string_value (json_object_get (tile, "cls"));
  if (id)
    *id = json_string_value (json_object_get (tile, "id"));
  return TRUE;
}

int
tw_document_find_tile (TwDocument *self, const char *id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), -1);
  g_return_val_if_fail (id != NULL, -1);
  const char *key;
  json_t *tile;
  int number;
  json_object_foreach (json_object_get (self->tower, "maps"), key,
                       tile) if (g_strcmp0 (json_string_value (json_object_get (tile, "id")), id)
                                     == 0
                                 && parse_int (key, &number)) return number;
  return -1;
}

json_t *
tw_document_part (TwDocument *self, const char *name)
{
  json_t *object = json_object_get (self->tower, name);
  return json_is_object (object) ? object : NULL;
}

char **
tw_document_dup_enemy_ids (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return object_keys (tw_document_part (self, "enemys"));
}

json_t *
tw_document_get_enemy (TwDocument *self, const char *enemy_id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (enemy_id != NULL, NULL);
  return json_object_get (tw_document_part (self, "enemys"), enemy_id);
}

json_t *
tw_document_get_enemy_field (TwDocument *self, const char *enemy_id, const char *field)
{
  g_return_val_if_fail (field != NULL, NULL);
  return json_object_get (tw_document_get_enemy (self, enemy_id), field);
}

char **
tw_document_dup_item_ids (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return object_keys (tw_document_part (self, "items"));
}

json_t *
tw_document_get_item (TwDocument *self, const char *item_id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (item_id != NULL, NULL);
  return json_object_get (tw_document_part (self, "items"), item_id);
}

json_t *
tw_document_get_item_field (TwDocument *self, const char *item_id, const char *field)
{
  g_return_val_if_fail (field != NULL, NULL);
  return json_object_get (tw_document_get_item (self, item_id), field);
}

json_t *
tw_document_get_hero (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return tw_path_resolve (self->tower, "/data/firstData/hero");
}

const char *
tw_document_get_start_floor (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return json_string_value (tw_path_resolve (self->tower, "/data/firstData/floorId"));
}

json_t *
tw_document_get_values (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return tw_path_resolve (self->tower, "/data/values");
}

/* Editing */

void
tw_document_begin_group (TwDocument *self, const char *label)
{
  g_return_if_fail (TW_IS_DOCUMENT (self));
  tw_history_begin_group (self->history, label);
  update_history_properties (self);
}

void
tw_document_end_group (TwDocument *self)
{
  g_return_if_fail (TW_IS_DOCUMENT (self));
  g_return_if_fail (tw_history_in_group (self->history));
  tw_history_end_group (self->history);
  update_history_properties (self);
}

gboolean
tw_document_fail (GError **error, TwDocumentError code, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TW_DOCUMENT_ERROR, code, message);
  return FALSE;
}

static gboolean
require_floor (TwDocument *self, const char *floor_id, GError **error)
{
  if (tw_document_get_floor (self, floor_id) == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no floor '%s'."),
                             floor_id);
  return TRUE;
}

char *
tw_document_floor_path (const char *floor_id)
{
  return tw_path_append ("/floors", floor_id);
}

static char *
map_row_path (const char *floor_id, int y)
{
  g_autofree char *floor = tw_document_floor_path (floor_id);
  g_autofree char *map = tw_path_append (floor, "map");
  return tw_path_append_index (map, (gsize)y);
}

gboolean
tw_document_set_cell (TwDocument *self, const char *floor_id, int x, int y, int tile,
                      GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);

  if (!require_floor (self, floor_id, error))
    return FALSE;
  if (tile < 0)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("Tile numbers cannot be negative (%d)."), tile);
  json_t *cell = cell_at (self, floor_id, x, y);
  if (cell == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID, _("(%d, %d) is not on floor '%s'."), x,
                             y, floor_id);
  if (json_is_integer (cell) && json_integer_value (cell) == tile)
    return TRUE;

  g_autofree char *row = map_row_path (floor_id, y);
  tw_document_operation_begin (self, _("Paint"));
  gboolean ok = tw_document_edit_set_index (self, row, (gsize)x, json_integer (tile));
  tw_document_operation_end (self);
  return ok;
}

static gboolean
is_layer (const char *layer)
{
  return layer != NULL
         && (strcmp (layer, "map") == 0 || strcmp (layer, "bgmap") == 0
             || strcmp (layer, "fgmap") == 0);
}

/* The layer's grid when it has the floor's shape, else NULL. */
static json_t *
layer_grid (TwDocument *self, const char *floor_id, const char *layer, int width, int height)
{
  json_t *grid = json_object_get (tw_document_get_floor (self, floor_id), layer);
  if (!json_is_array (grid) || (int)json_array_size (grid) != height)
    return NULL;
  for (int y = 0; y < height; y++)
    if ((int)json_array_size (json_array_get (grid, (gsize)y)) != width)
      return NULL;
  return grid;
}

int
tw_document_get_layer_cell (TwDocument *self, const char *floor_id, const char *layer, int x, int y)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), -1);
  g_return_val_if_fail (floor_id != NULL, -1);
  if (g_strcmp0 (layer, "map") == 0)
    return tw_document_get_cell (self, floor_id, x, y);
  int width = 0, height = 0;
  if (!is_layer (layer) || !tw_document_get_floor_size (self, floor_id, &width, &height) || x < 0
      || y < 0 || x >= width || y >= height)
    return -1;
  json_t *grid = layer_grid (self, floor_id, layer, width, height);
  json_t *cell = json_array_get (json_array_get (grid, (gsize)y), (gsize)x);
  json_int_t value = json_is_integer (cell) ? json_integer_value (cell) : 0;
  return value >= 0 && value <= G_MAXINT ? (int)value : 0;
}

gboolean
tw_document_set_layer_cell (TwDocument *self, const char *floor_id, const char *layer, int x, int y,
                            int tile, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);
  if (g_strcmp0 (layer, "map") == 0)
    return tw_document_set_cell (self, floor_id, x, y, tile, error);
  if (!is_layer (layer))
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID, _("There is no layer '%s'."),
                             layer ? layer : "(null)");
  if (!require_floor (self, floor_id, error))
    return FALSE;
  if (tile < 0)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("Tile numbers cannot be negative (%d)."), tile);
  int width = 0, height = 0;
  tw_document_get_floor_size (self, floor_id, &width, &height);
  if (x < 0 || y < 0 || x >= width || y >= height)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID, _("(%d, %d) is not on floor '%s'."), x,
                             y, floor_id);
  if (tw_document_get_layer_cell (self, floor_id, layer, x, y) == tile)
    return TRUE;

  g_autofree char *floor_path = tw_document_floor_path (floor_id);
  g_autofree char *grid_path = tw_path_append (floor_path, layer);
  g_autofree char *row_path = tw_path_append_index (grid_path, (gsize)y);
  tw_document_operation_begin (self, _("Paint"));
  gboolean ok = TRUE;
  if (layer_grid (self, floor_id, layer, width, height) == NULL)
    {
      /* Made whole, in zeros, in the same undo step. */
      json_t *grid = json_array ();
      for (int row = 0; row < height; row++)
        {
          json_t *cells = json_array ();
          for (int column = 0; column < width; column++)
            json_array_append_new (cells, json_integer (0));
          json_array_append_new (grid, cells);
        }
      ok = tw_document_edit_set_new (self, floor_path, layer, grid);
    }
  ok = ok && tw_document_edit_set_index (self, row_path, (gsize)x, json_integer (tile));
  tw_document_operation_end (self);
  return ok;
}

static gboolean
in_rect (int x, int y, int rx, int ry, int rw, int rh)
{
  return x >= rx && y >= ry && x < rx + rw && y < ry + rh;
}

/* Moves the "x,y" entries of one per-cell object of the floor: entries in the
 * destination are overwritten, entries moved off the map are dropped. */
static void
move_cell_entries (TwDocument *self, const char *dict_path, json_t *dict, int x, int y, int w,
                   int h, int dx, int dy, int width, int height)
{
  g_autoptr (GPtrArray) moved_keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) moved_values = g_ptr_array_new_with_free_func ((GDestroyNotify)json_decref);
  g_autoptr (GPtrArray) dropped = g_ptr_array_new_with_free_func (g_free);
  const char *key;
  json_t *value;
  int cx, cy;

  json_object_foreach (dict, key, value)
  {
    if (!tw_validate_parse_cell_key (key, &cx, &cy))
      continue;
    if (in_rect (cx, cy, x, y, w, h))
      {
        g_ptr_array_add (dropped, g_strdup (key));
        if (in_rect (cx + dx, cy + dy, 0, 0, width, height))
          {
            g_ptr_array_add (moved_keys, g_strdup_printf ("%d,%d", cx + dx, cy + dy));
            g_ptr_array_add (moved_values, json_incref (value));
          }
      }
    else if (in_rect (cx, cy, x + dx, y + dy, w, h))
      g_ptr_array_add (dropped, g_strdup (key));
  }

  for (guint i = 0; i < dropped->len; i++)
    tw_document_edit (self, TW_EDIT_REMOVE, dict_path, g_ptr_array_index (dropped, i), NULL, NULL,
                      NULL);
  for (guint i = 0; i < moved_keys->len; i++)
    tw_document_edit (self, TW_EDIT_SET, dict_path, g_ptr_array_index (moved_keys, i), NULL,
                      g_ptr_array_index (moved_values, i), NULL);
}

gboolean
tw_document_move_cells (TwDocument *self, const char *floor_id, int x, int y, int w, int h, int dx,
                        int dy, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);

  if (!require_floor (self, floor_id, error))
    return FALSE;
  int width = 0, height = 0;
  tw_document_get_floor_size (self, floor_id, &width, &height);
  for (int j = 0; j < height; j++)
    for (int i = 0; i < width; i++)
      if (tw_document_get_cell (self, floor_id, i, j) < 0)
        return tw_document_fail (
            error, TW_DOCUMENT_ERROR_INVALID,
            _("The map of floor '%s' does not match its size; fix it before moving cells."), floor_id);
  /* clip the selection to the map */
  int x0 = MAX (x, 0), y0 = MAX (y, 0);
  int x1 = MIN (x + w, width), y1 = MIN (y + h, height);
  if (x1 <= x0 || y1 <= y0)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("The selection is not on floor '%s'."), floor_id);
  if (dx == 0 && dy == 0)
    return TRUE;
  x = x0, y = y0, w = x1 - x0, h = y1 - y0;

  /* the final grid, then one edit per cell that differs */
  g_autofree int *grid = g_new (int, (gsize)width *(gsize)height);
  for (int j = 0; j < height; j++)
    for (int i = 0; i < width; i++)
      grid[j * width + i] = tw_document_get_cell (self, floor_id, i, j);
  for (int j = y; j < y + h; j++)
    for (int i = x; i < x + w; i++)
      grid[j * width + i] = 0;
  for (int j = y; j < y + h; j++)
    for (int i = x; i < x + w; i++)
      if (in_rect (i + dx, j + dy, 0, 0, width, height))
        grid[(j + dy) * width + i + dx] = tw_document_get_cell (self, floor_id, i, j);

  tw_document_operation_begin (self, _("Move Selection"));
  for (int j = 0; j < height; j++)
    {
      g_autofree char *row = map_row_path (floor_id, j);
      for (int i = 0; i < width; i++)
        if (grid[j * width + i] != tw_document_get_cell (self, floor_id, i, j))
          tw_document_edit_set_index (self, row, (gsize)i, json_integer (grid[j * width + i]));
    }

  g_autofree char *fpath = tw_document_floor_path (floor_id);
  json_t *floor = tw_document_get_floor (self, floor_id);
  g_auto (GStrv) members = object_keys (floor);
  for (guint m = 0; members[m]; m++)
    {
      json_t *dict = json_object_get (floor, members[m]);
      if (!json_is_object (dict))
        continue;
      g_autofree char *dict_path = tw_path_append (fpath, members[m]);
      move_cell_entries (self, dict_path, dict, x, y, w, h, dx, dy, width, height);
    }
  tw_document_operation_end (self);
  return TRUE;
}

/* A copy of a grid (map, bgmap, fgmap) at the new size, moved by the offset. */
static json_t *
grid_resized (json_t *grid, int width, int height, int offset_x, int offset_y)
{
  json_t *out = json_array ();
  for (int y = 0; y < height; y++)
    {
      json_t *row = json_array ();
      int old_y = y - offset_y;
      json_t *old_row = old_y >= 0 ? json_array_get (grid, (gsize)old_y) : NULL;
      for (int x = 0; x < width; x++)
        {
          int old_x = x - offset_x;
          json_t *old = old_x >= 0 ? json_array_get (old_row, (gsize)old_x) : NULL;
          json_array_append_new (row, json_is_integer (old) ? json_incref (old) : json_integer (0));
        }
      json_array_append_new (out, row);
    }
  return out;
}

gboolean
tw_document_resize_floor (TwDocument *self, const char *floor_id, int width, int height,
                          int offset_x, int offset_y, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);

  if (!require_floor (self, floor_id, error))
    return FALSE;
  if (width < 1 || height < 1 || width > 1000 || height > 1000)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("A floor is 1 to 1000 cells wide and high, not %d x %d."), width,
                             height);
  int old_width = 0, old_height = 0;
  tw_document_get_floor_size (self, floor_id, &old_width, &old_height);
  if (width == old_width && height == old_height && offset_x == 0 && offset_y == 0)
    return TRUE;

  json_t *floor = tw_document_get_floor (self, floor_id);
  g_autofree char *fpath = tw_document_floor_path (floor_id);
  tw_document_operation_begin (self, _("Resize Floor"));
  const char *grids[] = { "map", "bgmap", "fgmap", NULL };
  for (guint i = 0; grids[i]; i++)
    {
      json_t *grid = json_object_get (floor, grids[i]);
      if (!json_is_array (grid) || (i > 0 && json_array_size (grid) == 0))
        continue;
      tw_document_edit_set_new (self, fpath, grids[i],
                                grid_resized (grid, width, height, offset_x, offset_y));
    }
  tw_document_edit_set_new (self, fpath, "width", json_integer (width));
  tw_document_edit_set_new (self, fpath, "height", json_integer (height));

  g_auto (GStrv) members = object_keys (floor);
  for (guint m = 0; members[m]; m++)
    {
      json_t *dict = json_object_get (floor, members[m]);
      if (!json_is_object (dict))
        continue;
      g_autofree char *dict_path = tw_path_append (fpath, members[m]);
      move_cell_entries (self, dict_path, dict, 0, 0, old_width, old_height, offset_x, offset_y,
                         width, height);
    }

  json_t *loc = tw_path_resolve (self->tower, "/data/firstData/hero/loc");
  json_t *lx = json_object_get (loc, "x"), *ly = json_object_get (loc, "y");
  if (g_strcmp0 (tw_document_get_start_floor (self), floor_id) == 0 && json_is_integer (lx)
      && json_is_integer (ly))
    {
      json_int_t x = json_integer_value (lx) + offset_x, y = json_integer_value (ly) + offset_y;
      if (x >= 0 && y >= 0 && x < width && y < height)
        {
          tw_document_edit_set_new (self, "/data/firstData/hero/loc", "x", json_integer (x));
          tw_document_edit_set_new (self, "/data/firstData/hero/loc", "y", json_integer (y));
        }
    }
  tw_document_operation_end (self);
  return TRUE;
}

gboolean
tw_document_set_field (TwDocument *self, const char *path, json_t *value, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  g_autofree char *parent_path = NULL, *key = NULL;
  if (!tw_path_split_last (path, &parent_path, &key))
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID, _("'%s' is not a path in the tower."),
                             path);
  json_t *parent = tw_path_resolve (self->tower, parent_path);
  if (!json_is_object (parent) && !json_is_array (parent))
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND,
                             _("There is nothing at '%s' to hold '%s'."),
                             *parent_path ? parent_path : "/", key);
  json_t *current = tw_path_resolve (self->tower, path);
  if (value == NULL && current == NULL)
    return TRUE;
  if (value != NULL && current != NULL && json_equal (value, current)
      && json_typeof (value) == json_typeof (current))
    return TRUE;

  TwEditKind kind = value == NULL ? TW_EDIT_REMOVE : TW_EDIT_SET;
  if (json_is_array (parent) && value != NULL && current == NULL)
    kind = TW_EDIT_INSERT; /* an index one past the end appends */
  tw_document_operation_begin (self, value == NULL ? _("Remove Field") : _("Change Field"));
  gboolean ok = tw_document_edit (self, kind, parent_path, key, NULL, value, error);
  tw_document_operation_end (self);
  return ok;
}

/* History */

gboolean
tw_document_can_undo (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  return tw_history_can_undo (self->history);
}

gboolean
tw_document_can_redo (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  return tw_history_can_redo (self->history);
}

static void
emit_for_command (TwDocument *self, const TwCommand *command)
{
  Changes changes;
  changes_init (&changes);
  for (guint i = 0; i < tw_command_get_n_edits (command); i++)
    changes_add_edit (self, &changes, tw_command_get_edit (command, i));
  changes_emit (self, &changes);
  changes_clear (&changes);
  update_history_properties (self);
}

gboolean
tw_document_undo (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  const TwCommand *command = tw_history_undo (self->history, self->tower);
  if (command == NULL)
    return FALSE;
  emit_for_command (self, command);
  return TRUE;
}

gboolean
tw_document_redo (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  const TwCommand *command = tw_history_redo (self->history, self->tower);
  if (command == NULL)
    return FALSE;
  emit_for_command (self, command);
  return TRUE;
}

guint
tw_document_get_history_position (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), 0);
  return tw_history_get_position (self->history);
}

const char *
tw_document_get_undo_label (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return tw_history_can_undo (self->history) ? tw_history_get_undo_label (self->history) : NULL;
}

const char *
tw_document_get_redo_label (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  return tw_history_can_redo (self->history) ? tw_history_get_redo_label (self->history) : NULL;
}

gboolean
tw_document_get_dirty (TwDocument *self)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  return tw_history_is_dirty (self->history);
}

void
tw_document_mark_clean (TwDocument *self)
{
  g_return_if_fail (TW_IS_DOCUMENT (self));
  tw_history_mark_clean (self->history);
  update_history_properties (self);
}
