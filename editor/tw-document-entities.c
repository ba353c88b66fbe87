/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-document-entities.c: operations on whole floors (insert, add, remove,
 * rename with every changeFloor that leads there, move) and on enemy and
 * item definitions (add, remove, rename). */
#include "editor/tw-document-private.h"

#include <string.h>

#include "editor/tw-validate.h"
#include "editor/tw-i18n.h"

/* Floors */

static gssize
floor_index (TwDocument *self, const char *floor_id)
{
  gsize i;
  json_t *id;
  json_array_foreach (tw_document_floor_ids_array (self), i,
                      id) if (g_strcmp0 (json_string_value (id), floor_id) == 0) return (gssize)i;
  return -1;
}

static gboolean
check_new_floor_id (TwDocument *self, const char *floor_id, GError **error)
{
  if (!tw_validate_floor_id (floor_id))
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("'%s' is not a valid floor id: use letters, digits and '_'."),
                             floor_id);
  if (tw_document_get_floor (self, floor_id) != NULL || floor_index (self, floor_id) >= 0)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_EXISTS, _("There is already a floor '%s'."),
                             floor_id);
  if (!json_is_object (json_object_get (self->tower, "floors"))
      || tw_document_floor_ids_array (self) == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("The tower has no floor list (data.main.floorIds and floors)."));
  return TRUE;
}

/* An empty floor with the fields the mota-js editor gives a new one. */
static json_t *
floor_new_empty (const char *floor_id, int width, int height)
{
  json_t *map = json_array ();
  for (int y = 0; y < height; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < width; x++)
        json_array_append_new (row, json_integer (0));
      json_array_append_new (map, row);
    }
  return json_pack ("{s:s, s:s, s:s, s:b, s:b, s:b, s:b, s:s, s:[], s:i, s:o, s:[], s:s, "
                    "s:{}, s:{}, s:{}, s:{}, s:{}, s:{}, s:[], s:[], s:i, s:i, s:{}}",
                    "floorId", floor_id, "title", floor_id, "name", floor_id, "canFlyTo", 1,
                    "canFlyFrom", 1, "canUseQuickShop", 1, "cannotViewMap", 0, "defaultGround",
                    "ground", "images", "ratio", 1, "map", map, "firstArrive", "parallelDo", "",
                    "events", "changeFloor", "afterBattle", "afterGetItem", "afterOpenDoor",
                    "cannotMove", "bgmap", "fgmap", "width", width, "height", height, "autoEvent");
}

gboolean
tw_document_insert_floor (TwDocument *self, const char *floor_id, json_t *floor, int position,
                          GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);
  g_return_val_if_fail (json_is_object (floor), FALSE);

  if (!check_new_floor_id (self, floor_id, error))
    return FALSE;
  gsize n = json_array_size (tw_document_floor_ids_array (self));
  gsize index = position < 0 || (gsize)position > n ? n : (gsize)position;

  json_t *copy = json_deep_copy (floor);
  json_object_set_new (copy, "floorId", json_string (floor_id));
  tw_document_operation_begin (self, _("Add Floor"));
  tw_document_edit_set_new (self, "/floors", floor_id, copy);
  char key[32];
  g_snprintf (key, sizeof key, "%" G_GSIZE_FORMAT, index);
  json_t *id = json_string (floor_id);
  tw_document_edit (self, TW_EDIT_INSERT, "/data/main/floorIds", key, NULL, id, NULL);
  json_decref (id);
  tw_document_operation_end (self);
  return TRUE;
}

gboolean
tw_document_add_floor (TwDocument *self, const char *floor_id, int width, int height, int position,
                       GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);

  if (width < 1 || height < 1 || width > 1000 || height > 1000)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID,
                             _("A floor is 1 to 1000 cells wide and high, not %d x %d."), width,
                             height);
  json_t *floor = floor_new_empty (floor_id, width, height);
  gboolean ok = tw_document_insert_floor (self, floor_id, floor, position, error);
  json_decref (floor);
  return ok;
}

gboolean
tw_document_remove_floor (TwDocument *self, const char *floor_id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);

  gssize index = floor_index (self, floor_id);
  gboolean has_floor = json_object_get (tw_document_part (self, "floors"), floor_id) != NULL;
  if (index < 0 && !has_floor)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no floor '%s'."),
                             floor_id);

  tw_document_operation_begin (self, _("Remove Floor"));
  if (index >= 0)
    {
      char key[32];
      g_snprintf (key, sizeof key, "%" G_GSSIZE_FORMAT, index);
      tw_document_edit (self, TW_EDIT_REMOVE, "/data/main/floorIds", key, NULL, NULL, NULL);
    }
  if (has_floor)
    tw_document_edit (self, TW_EDIT_REMOVE, "/floors", floor_id, NULL, NULL, NULL);
  tw_document_operation_end (self);
  return TRUE;
}

/* Points every changeFloor entry of every floor that leads to old_id at new_id. */
static void
retarget_stairs (TwDocument *self, const char *old_id, const char *new_id)
{
  const char *fid;
  json_t *floor;
  json_object_foreach (tw_document_part (self, "floors"), fid, floor)
  {
    json_t *stairs = json_object_get (floor, "changeFloor");
    const char *loc;
    json_t *stair;
    json_object_foreach (stairs, loc, stair)
    {
      if (g_strcmp0 (json_string_value (json_object_get (stair, "floorId")), old_id) != 0)
        continue;
      g_autofree char *fpath = tw_document_floor_path (fid);
      g_autofree char *spath = tw_path_append (fpath, "changeFloor");
      g_autofree char *epath = tw_path_append (spath, loc);
      tw_document_edit_set_new (self, epath, "floorId", json_string (new_id));
    }
  }
}

gboolean
tw_document_rename_floor (TwDocument *self, const char *floor_id, const char *new_id,
                          GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL && new_id != NULL, FALSE);

  if (strcmp (floor_id, new_id) == 0)
    return TRUE;
  gssize index = floor_index (self, floor_id);
  gboolean has_floor = json_object_get (tw_document_part (self, "floors"), floor_id) != NULL;
  if (index < 0 && !has_floor)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no floor '%s'."),
                             floor_id);
  if (!check_new_floor_id (self, new_id, error))
    return FALSE;

  tw_document_operation_begin (self, _("Rename Floor"));
  if (has_floor)
    {
      tw_document_edit (self, TW_EDIT_RENAME, "/floors", floor_id, new_id, NULL, NULL);
      g_autofree char *fpath = tw_document_floor_path (new_id);
      if (json_is_object (tw_document_get_floor (self, new_id)))
        tw_document_edit_set_new (self, fpath, "floorId", json_string (new_id));
    }
  gsize i;
  json_t *id;
  json_array_foreach (tw_document_floor_ids_array (self), i,
                      id) if (g_strcmp0 (json_string_value (id), floor_id) == 0)
      tw_document_edit_set_index (self, "/data/main/floorIds", i, json_string (new_id));
  if (g_strcmp0 (tw_document_get_start_floor (self), floor_id) == 0)
    tw_document_edit_set_new (self, "/data/firstData", "floorId", json_string (new_id));
  retarget_stairs (self, floor_id, new_id);
  tw_document_operation_end (self);
  return TRUE;
}

gboolean
tw_document_move_floor (TwDocument *self, const char *floor_id, int position, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (floor_id != NULL, FALSE);

  gssize index = floor_index (self, floor_id);
  if (index < 0)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND,
                             _("Floor '%s' is not in the floor list."), floor_id);
  gsize last = json_array_size (tw_document_floor_ids_array (self)) - 1;
  gsize target = position < 0 || (gsize)position > last ? last : (gsize)position;
  if (target == (gsize)index)
    return TRUE;

  char from[32], to[32];
  g_snprintf (from, sizeof from, "%" G_GSSIZE_FORMAT, index);
  g_snprintf (to, sizeof to, "%" G_GSIZE_FORMAT, target);
  json_t *id = json_string (floor_id);
  tw_document_operation_begin (self, _("Move Floor"));
  tw_document_edit (self, TW_EDIT_REMOVE, "/data/main/floorIds", from, NULL, NULL, NULL);
  tw_document_edit (self, TW_EDIT_INSERT, "/data/main/floorIds", to, NULL, id, NULL);
  tw_document_operation_end (self);
  json_decref (id);
  return TRUE;
}

/* Enemies and items */

static gboolean
check_new_entity_id (TwDocument *self, const char *kind_name, const char *id, GError **error)
{
  if (!tw_validate_entity_id (id))
    return tw_document_fail (
        error, TW_DOCUMENT_ERROR_INVALID,
        _("'%s' is not a valid %s id: start with a letter, then letters, digits or '_'."), id,
        _(kind_name));
  if (json_object_get (tw_document_part (self, "enemys"), id)
      || json_object_get (tw_document_part (self, "items"), id)
      || tw_document_find_tile (self, id) >= 0)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_EXISTS, _("The id '%s' is already used."), id);
  return TRUE;
}

static gboolean
add_entity (TwDocument *self, const char *part_name, const char *kind_name, const char *id,
            json_t *definition, json_t *fallback, const char *label, GError **error)
{
  if (tw_document_part (self, part_name) == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_INVALID, _("The tower has no %s table."),
                             part_name);
  if (!check_new_entity_id (self, kind_name, id, error))
    return FALSE;
  g_autofree char *parent = g_strconcat ("/", part_name, NULL);
  tw_document_operation_begin (self, label);
  tw_document_edit (self, TW_EDIT_SET, parent, id, NULL, definition ? definition : fallback, NULL);
  tw_document_operation_end (self);
  return TRUE;
}

static gboolean
remove_entity (TwDocument *self, const char *part_name, const char *kind_name, const char *id,
               const char *label, GError **error)
{
  if (json_object_get (tw_document_part (self, part_name), id) == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no %s '%s'."), _(kind_name),
                             id);
  g_autofree char *parent = g_strconcat ("/", part_name, NULL);
  tw_document_operation_begin (self, label);
  tw_document_edit (self, TW_EDIT_REMOVE, parent, id, NULL, NULL, NULL);
  tw_document_operation_end (self);
  return TRUE;
}

static gboolean
tile_class_matches (const char *cls, const char *part_name)
{
  if (cls == NULL)
    return FALSE;
  if (strcmp (part_name, "enemys") == 0)
    return g_str_has_prefix (cls, "enemy");
  return strcmp (cls, "items") == 0;
}

/* The rest of a rename: tile table entries, icons, starting items and
 * summon references. */
static void
rename_references (TwDocument *self, const char *part_name, const char *old_id, const char *new_id)
{
  const char *key;
  json_t *value;
  json_object_foreach (tw_document_part (self, "maps"), key, value)
  {
    if (g_strcmp0 (json_string_value (json_object_get (value, "id")), old_id) != 0
        || !tile_class_matches (json_string_value (json_object_get (value, "cls")), part_name))
      continue;
    g_autofree char *tile_path = tw_path_append ("/maps", key);
    tw_document_edit_set_new (self, tile_path, "id", json_string (new_id));
  }

  const char *icon_classes_enemy[] = { "enemys", "enemy48", NULL };
  const char *icon_classes_item[] = { "items", NULL };
  const char **classes = strcmp (part_name, "enemys") == 0 ? icon_classes_enemy : icon_classes_item;
  for (guint i = 0; classes[i]; i++)
    {
      json_t *icons = json_object_get (tw_document_part (self, "icons"), classes[i]);
      if (json_is_object (icons) && json_object_get (icons, old_id)
          && json_object_get (icons, new_id) == NULL)
        {
          g_autofree char *icons_path = tw_path_append ("/icons", classes[i]);
          tw_document_edit (self, TW_EDIT_RENAME, icons_path, old_id, new_id, NULL, NULL);
        }
    }

  if (strcmp (part_name, "items") == 0)
    {
      json_object_foreach (tw_path_resolve (self->tower, "/data/firstData/hero/items"), key,
                           value) if (json_is_object (value) && json_object_get (value, old_id)
                                      && json_object_get (value, new_id) == NULL)
      {
        g_autofree char *cls_path = tw_path_append ("/data/firstData/hero/items", key);
        tw_document_edit (self, TW_EDIT_RENAME, cls_path, old_id, new_id, NULL, NULL);
      }
      return;
    }

  json_object_foreach (tw_document_part (self, "enemys"), key, value)
  {
    json_t *args = json_object_get (value, "actArgs");
    if (g_strcmp0 (json_string_value (json_object_get (args, "enemy")), old_id) != 0)
      continue;
    g_autofree char *enemy_path = tw_path_append ("/enemys", key);
    g_autofree char *args_path = tw_path_append (enemy_path, "actArgs");
    tw_document_edit_set_new (self, args_path, "enemy", json_string (new_id));
  }
}

static gboolean
rename_entity (TwDocument *self, const char *part_name, const char *kind_name, const char *id,
               const char *new_id, const char *label, GError **error)
{
  if (json_object_get (tw_document_part (self, part_name), id) == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no %s '%s'."), _(kind_name),
                             id);
  if (strcmp (id, new_id) == 0)
    return TRUE;
  if (!check_new_entity_id (self, kind_name, new_id, error))
    return FALSE;

  g_autofree char *parent = g_strconcat ("/", part_name, NULL);
  tw_document_operation_begin (self, label);
  tw_document_edit (self, TW_EDIT_RENAME, parent, id, new_id, NULL, NULL);
  rename_references (self, part_name, id, new_id);
  tw_document_rename_in_references (self, id, new_id, strcmp (part_name, "items") == 0);
  tw_document_operation_end (self);
  return TRUE;
}

gboolean
tw_document_add_enemy (TwDocument *self, const char *enemy_id, json_t *definition, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (enemy_id != NULL, FALSE);
  json_t *fallback
      = json_pack ("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:i}", "name", enemy_id, "hp", 0, "atk", 0,
                   "def", 0, "money", 0, "exp", 0, "point", 0, "special", 0);
  gboolean ok
      = add_entity (self, "enemys", "enemy", enemy_id, definition, fallback, _("Add Enemy"), error);
  json_decref (fallback);
  return ok;
}

gboolean
tw_document_remove_enemy (TwDocument *self, const char *enemy_id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (enemy_id != NULL, FALSE);
  return remove_entity (self, "enemys", "enemy", enemy_id, _("Remove Enemy"), error);
}

gboolean
tw_document_rename_enemy (TwDocument *self, const char *enemy_id, const char *new_id,
                          GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (enemy_id != NULL && new_id != NULL, FALSE);
  return rename_entity (self, "enemys", "enemy", enemy_id, new_id, _("Rename Enemy"), error);
}

gboolean
tw_document_add_item (TwDocument *self, const char *item_id, json_t *definition, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (item_id != NULL, FALSE);
  json_t *fallback = json_pack ("{s:s, s:s, s:s}", "cls", "items", "name", item_id, "text", "");
  gboolean ok
      = add_entity (self, "items", "item", item_id, definition, fallback, _("Add Item"), error);
  json_decref (fallback);
  return ok;
}

gboolean
tw_document_remove_item (TwDocument *self, const char *item_id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (item_id != NULL, FALSE);
  return remove_entity (self, "items", "item", item_id, _("Remove Item"), error);
}

gboolean
tw_document_rename_item (TwDocument *self, const char *item_id, const char *new_id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (item_id != NULL && new_id != NULL, FALSE);
  return rename_entity (self, "items", "item", item_id, new_id, _("Rename Item"), error);
}
