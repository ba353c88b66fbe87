/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower.c: tower definitions and their JSON loader. */
#include "engine/tw-tower.h"
#include "engine/tw-fields.h"
#include "engine/tw-json-private.h"

#include <string.h>

struct _TwTower
{
  gint ref_count;
  GPtrArray *enemies;      /* TwEnemyDef* */
  GHashTable *enemy_index; /* id -> index + 1 */
  GPtrArray *items;
  GHashTable *item_index;
  GPtrArray *floors;
  GHashTable *floor_index;
  GHashTable *tiles;  /* number -> TwTileInfo* */
  TwTileInfo **dense; /* the same, indexed by number below n_dense */
  guint n_dense;
  char *start_floor;
  json_t *start_hero;
  json_t *values;
  json_t *flags;
  json_t *events; /* project/events.js (commonEvent, ...), or NULL */
  json_t *shops;  /* data.main.shops, or NULL */
  json_t *start_story; /* the commands the game runs when it starts (a list) */
  json_t *start_hard;  /* flag:hard at the start (levelChoose[0].hard), or NULL */
  TwMapDamageRule map_damage_rule; /* whose updateCheckBlock functions.js has */
  gboolean ends_skill_after_battle; /* docs/rules.md §3.17 */
  TwCoinRule coin_rule;             /* docs/rules.md §3.18 */
  gint max_time_cost;
  TwTowerScript *script; /* project/functions.js, or NULL (docs/rules.md §12) */
  char *script_error;    /* why functions.js did not load, or NULL */
  /* Item effects and `function` commands run in a heap of their own, made
   * when first needed (docs/rules.md §12.6), from these parts of the tower. */
  json_t *effect_parts;
  TwTowerScript *effect_script;
  gboolean is_2_6; /* tw_tower_is_2_6, found by tw_tower_finish */
  TwHpCap hp_cap;  /* from the flags, read once (every frame asks) */
  char *hp_cap_code; /* the tower's own cap statements, or NULL (docs/rules.md §3.19) */
};

/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-tower-error-quark, tw_tower_error)
/* clang-format on */

void
tw_enemy_def_free (gpointer data)
{
  TwEnemyDef *def = data;
  g_free (def->id);
  g_free (def->route);
  json_decref (def->json);
  g_free (def);
}

static void
item_def_free (gpointer data)
{
  TwItemDef *def = data;
  g_free (def->id);
  g_free (def->cls);
  g_free (def->exclusive_group);
  json_decref (def->json);
  g_free (def);
}

static void
floor_def_free (gpointer data)
{
  TwFloorDef *def = data;
  g_free (def->id);
  g_free (def->map);
  json_decref (def->json);
  g_free (def);
}

static void
tile_info_free (gpointer data)
{
  TwTileInfo *info = data;
  g_free (info->cls);
  g_free (info->id);
  json_decref (info->json);
  json_decref (info->door_keys_owned);
  g_free (info);
}

TwTower *
tw_tower_new (void)
{
  TwTower *tower = g_new0 (TwTower, 1);
  tower->ref_count = 1;
  tower->enemies = g_ptr_array_new_with_free_func (tw_enemy_def_free);
  tower->enemy_index = g_hash_table_new (g_str_hash, g_str_equal);
  tower->items = g_ptr_array_new_with_free_func (item_def_free);
  tower->item_index = g_hash_table_new (g_str_hash, g_str_equal);
  tower->floors = g_ptr_array_new_with_free_func (floor_def_free);
  tower->floor_index = g_hash_table_new (g_str_hash, g_str_equal);
  tower->tiles = g_hash_table_new_full (NULL, NULL, NULL, tile_info_free);
  tower->start_hero = json_object ();
  tower->values = json_object ();
  tower->flags = json_object ();
  return tower;
}

TwTower *
tw_tower_ref (TwTower *tower)
{
  g_return_val_if_fail (tower != NULL, NULL);
  g_atomic_int_inc (&tower->ref_count);
  return tower;
}

void
tw_tower_unref (TwTower *tower)
{
  if (tower == NULL || !g_atomic_int_dec_and_test (&tower->ref_count))
    return;
  g_hash_table_unref (tower->enemy_index);
  g_ptr_array_unref (tower->enemies);
  g_hash_table_unref (tower->item_index);
  g_ptr_array_unref (tower->items);
  g_hash_table_unref (tower->floor_index);
  g_ptr_array_unref (tower->floors);
  g_hash_table_unref (tower->tiles);
  g_free (tower->dense);
  g_free (tower->start_floor);
  json_decref (tower->start_hero);
  json_decref (tower->values);
  json_decref (tower->flags);
  json_decref (tower->events);
  json_decref (tower->shops);
  json_decref (tower->start_story);
  json_decref (tower->start_hard);
  tw_tower_script_free (tower->script);
  g_free (tower->script_error);
  g_free (tower->hp_cap_code);
  tw_tower_script_free (tower->effect_script);
  json_decref (tower->effect_parts);
  g_free (tower);
}

/* JSON helpers: numbers may be integers or reals in mota-js data. */
static gboolean
json_get_bool (json_t *obj, const char *key, gboolean fallback)
{
  json_t *v = obj ? json_object_get (obj, key) : NULL;
  if (json_is_boolean (v))
    return json_is_true (v);
  if (json_is_integer (v))
    return json_integer_value (v) != 0;
  return fallback;
}

static const char *
json_get_string (json_t *obj, const char *key)
{
  json_t *v = obj ? json_object_get (obj, key) : NULL;
  return json_is_string (v) ? json_string_value (v) : NULL;
}

/* A route cell is [x, y] or {"x": x, "y": y}. */
static gboolean
parse_point (json_t *v, TwPoint *out)
{
  if (json_is_array (v) && json_array_size (v) >= 2)
    {
      out->x = (gint)json_integer_value (json_array_get (v, 0));
      out->y = (gint)json_integer_value (json_array_get (v, 1));
      return TRUE;
    }
  if (json_is_object (v))
    {
      out->x = (gint)tw_json_get_int (v, "x", 0);
      out->y = (gint)tw_json_get_int (v, "y", 0);
      return TRUE;
    }
  return FALSE;
}

static void
parse_act_args (TwEnemyDef *def)
{
  json_t *args = def->act_args;
  json_t *route;
  const char *kind;

  def->chase_range = -1;
  def->summon_enemy = -1;
  if (!json_is_object (args))
    return;
  if (json_is_integer (json_object_get (args, "range")))
    def->chase_range = (gint)tw_json_get_int (args, "range", -1);
  route = json_object_get (args, "route");
  if (json_is_array (route) && json_array_size (route) > 0)
    {
      size_t i;
      def->route = g_new0 (TwPoint, json_array_size (route));
      for (i = 0; i < json_array_size (route); i++)
        if (parse_point (json_array_get (route, i), &def->route[def->n_route]))
          def->n_route++;
    }
  kind = json_get_string (args, "kind");
  def->skill_kind = tw_skill_kind_from_string (kind);
  def->skill_range = (gint)tw_json_get_int (args, "range", 0);
  def->skill_damage = (gint)tw_json_get_int (args, "damage", 0);
}

/* A whole-number field of an enemy, or its default (docs/rules.md §10). */
static gint64
enemy_int (json_t *def, const char *name)
{
  return tw_field_read_int (tw_field_lookup (TW_FIELD_OWNER_ENEMY, name), def);
}

TwEnemyDef *
tw_enemy_def_new (const TwTower *tower, const char *id, json_t *json)
{
  TwEnemyDef *def;
  const char *summon;

  def = g_new0 (TwEnemyDef, 1);
  def->id = g_strdup (id);
  def->json = json ? json_incref (json) : json_object ();
  def->time_cost = (gint)MAX (0, enemy_int (def->json, "timeCost"));
  def->act_type = tw_act_type_or_idle (
      tw_field_read_string (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "actType"), def->json));
  def->contact_battle_only
      = tw_field_read_bool (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "contactBattleOnly"), def->json);
  def->act_args = json_object_get (def->json, "actArgs");
  if (json_is_null (def->act_args))
    def->act_args = NULL;
  def->priority = (gint)enemy_int (def->json, "priority");
  def->hp = enemy_int (def->json, "hp");
  def->money = enemy_int (def->json, "money");
  def->exp = tw_json_get_int (def->json, "exp", tw_json_get_int (def->json, "experience", 0));
  parse_act_args (def);
  /* The enemies defined so far; a tower being loaded looks again once all are. */
  summon = json_get_string (def->act_args, "enemy");
  if (summon)
    def->summon_enemy = tw_tower_find_enemy (tower, summon);
  return def;
}

gint
tw_tower_add_enemy (TwTower *tower, const char *id, json_t *json)
{
  TwEnemyDef *def;
  gint index;

  g_return_val_if_fail (tower != NULL && id != NULL, -1);
  def = tw_enemy_def_new (tower, id, json);
  tower->max_time_cost = MAX (tower->max_time_cost, def->time_cost);

  index = (gint)tower->enemies->len;
  g_ptr_array_add (tower->enemies, def);
  g_hash_table_insert (tower->enemy_index, def->id, GINT_TO_POINTER (index + 1));
  return index;
}

static gint64
item_int (const TwItemDef *def, const char *name)
{
  return tw_field_read_int (tw_field_lookup (TW_FIELD_OWNER_ITEM, name), def->json);
}

/* The largest value the item's class allows for a field. */
static gint64
item_max (const TwItemDef *def, const char *name)
{
  const TwField *field = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, name, def->cls);
  return field != NULL && (field->flags & TW_FIELD_HAS_MAX) ? (gint64)field->max : G_MAXINT;
}

gint
tw_tower_add_item (TwTower *tower, const char *id, json_t *json)
{
  TwItemDef *def;
  gint index;

  g_return_val_if_fail (tower != NULL && id != NULL, -1);
  def = g_new0 (TwItemDef, 1);
  def->id = g_strdup (id);
  def->json = json ? json_incref (json) : json_object ();
  def->cls = g_strdup (json_get_string (def->json, "cls") ?: "items");
  /* A field that does not apply to the class reads as its first row's
   * default: a status skill's timeCost is fixed at 0 (docs/rules.md §4). */
  def->time_cost = (gint)CLAMP (item_int (def, "timeCost"), 0, item_max (def, "timeCost"));
  def->can_cancel
      = tw_field_read_bool (tw_field_lookup (TW_FIELD_OWNER_ITEM, "canCancel"), def->json);
  def->exclusive_group = g_strdup (json_get_string (def->json, "exclusiveGroup"));
  def->duration_battles = (gint)item_int (def, "durationBattles");
  def->battle_time_cost = (gint)item_int (def, "battleTimeCost");
  def->stack_policy = tw_stack_policy_from_string (json_get_string (def->json, "stackPolicy"));
  def->effect = json_object_get (def->json, "effect");
  if (!json_is_object (def->effect))
    def->effect = NULL;

  index = (gint)tower->items->len;
  g_ptr_array_add (tower->items, def);
  g_hash_table_insert (tower->item_index, def->id, GINT_TO_POINTER (index + 1));
  return index;
}

void
tw_tower_add_tile (TwTower *tower, guint number, json_t *json)
{
  TwTileInfo *info;
  json_t *door;

  g_return_if_fail (tower != NULL);
  info = g_new0 (TwTileInfo, 1);
  info->number = number;
  info->json = json ? json_incref (json) : json_object ();
  info->cls = g_strdup (json_get_string (info->json, "cls") ?: "");
  info->id = g_strdup (json_get_string (info->json, "id") ?: "");
  info->can_pass = json_get_bool (info->json, "canPass", FALSE);
  info->has_cannot_in_out = json_object_get (info->json, "cannotIn") != NULL
                            || json_object_get (info->json, "cannotOut") != NULL;
  door = json_object_get (info->json, "doorInfo");
  if (json_is_object (door))
    {
      info->door_keys = json_object_get (door, "keys");
      if (!json_is_object (info->door_keys) || json_object_size (info->door_keys) == 0)
        info->door_keys = NULL; /* a door that needs no key */
      /* As in mota-js, a block opens when the hero walks into it only with
       * the openDoor trigger: the sample's yellowWall/whiteWall/blueWall carry
       * a doorInfo without keys or trigger (walls opened by events only). A
       * doorInfo that names keys counts as a door even without the trigger. */
      info->is_door = g_strcmp0 (json_get_string (info->json, "trigger"), "openDoor") == 0
                      || info->door_keys != NULL;
    }
  else if (g_strcmp0 (json_get_string (info->json, "trigger"), "openDoor") == 0)
    {
      /* A mota-js 2.6 door has no doorInfo: it takes the key its id names,
       * "Door" read as "Key" (yellowDoor takes a yellowKey; docs/rules.md
       * §11.7). Whether that key exists is known in tw_tower_finish(). */
      const char *door_at = strstr (info->id, "Door");
      info->is_door = TRUE;
      if (door_at != NULL)
        {
          g_autofree char *key
              = g_strdup_printf ("%.*sKey%s", (int)(door_at - info->id), info->id, door_at + 4);
          info->door_keys_owned = json_pack ("{s:i}", key, 1);
          info->door_keys = info->door_keys_owned;
        }
    }
  info->enemy = -1;
  info->item = -1;
  g_hash_table_replace (tower->tiles, GUINT_TO_POINTER (number), info);
  g_clear_pointer (&tower->dense, g_free);
  tower->n_dense = 0;
}

gint
tw_tower_add_floor (TwTower *tower, const char *id, gint width, gint height, const guint32 *map,
                    json_t *json)
{
  TwFloorDef *def;
  gint index;

  g_return_val_if_fail (tower != NULL && id != NULL, -1);
  g_return_val_if_fail (width > 0 && height > 0 && width <= 0xffff && height <= 0xffff, -1);
  def = g_new0 (TwFloorDef, 1);
  def->id = g_strdup (id);
  def->width = width;
  def->height = height;
  def->map = g_new0 (guint32, (gsize)width * height);
  if (map)
    memcpy (def->map, map, sizeof (guint32) * (gsize)width * height);
  def->json = json ? json_incref (json) : json_object ();
  def->has_cannot_move = json_object_get (def->json, "cannotMove") != NULL
                         || json_object_get (def->json, "cannotMoveIn") != NULL;
  def->ratio = tw_field_lookup (TW_FIELD_OWNER_FLOOR, "ratio")->default_number;
  {
    json_t *r = json_object_get (def->json, "ratio");
    if (!json_is_number (r))
      r = json_object_get (def->json, "item_ratio");
    if (json_is_number (r))
      def->ratio = json_number_value (r);
  }
  index = (gint)tower->floors->len;
  g_ptr_array_add (tower->floors, def);
  g_hash_table_insert (tower->floor_index, def->id, GINT_TO_POINTER (index + 1));
  return index;
}

void
tw_tower_set_start (TwTower *tower, const char *floor_id, json_t *hero)
{
  g_return_if_fail (tower != NULL);
  g_free (tower->start_floor);
  tower->start_floor = g_strdup (floor_id);
  if (hero)
    {
      json_decref (tower->start_hero);
      tower->start_hero = json_deep_copy (hero);
    }
}

void
tw_tower_set_values (TwTower *tower, json_t *values)
{
  g_return_if_fail (tower != NULL && json_is_object (values));
  json_decref (tower->values);
  tower->values = json_incref (values);
}

void
tw_tower_set_flags (TwTower *tower, json_t *flags)
{
  g_return_if_fail (tower != NULL && json_is_object (flags));
  json_decref (tower->flags);
  tower->flags = json_incref (flags);
  tower->hp_cap = tw_item_effect_hp_cap (flags);
}

TwHpCap
tw_tower_get_hp_cap (const TwTower *tower)
{
  return tower->hp_cap;
}

static gboolean
is_item_class (const char *cls)
{
  return g_strcmp0 (cls, "items") == 0 || g_strcmp0 (cls, "tools") == 0
         || g_strcmp0 (cls, "constants") == 0 || g_strcmp0 (cls, "equips") == 0
         || g_str_has_prefix (cls, "skill");
}

/* mota-js 2.7 made keys tools: only a 2.6 tower has items of class `keys`,
 * or a starting hero who keeps keys apart (2.6 data.js hero.items.keys). */
static gboolean
find_2_6 (const TwTower *tower)
{
  if (json_is_object (json_object_get (json_object_get (tower->start_hero, "items"), "keys")))
    return TRUE;
  for (guint i = 0; i < tower->items->len; i++)
    if (g_strcmp0 (((TwItemDef *)g_ptr_array_index (tower->items, i))->cls, "keys") == 0)
      return TRUE;
  return FALSE;
}

gboolean
tw_tower_has_use_item_events (const TwTower *tower)
{
  for (guint i = 0; i < tower->items->len; i++)
    {
      json_t *event = json_object_get (((TwItemDef *)g_ptr_array_index (tower->items, i))->json,
                                       "useItemEvent");
      if ((json_is_array (event) && json_array_size (event) > 0) || json_is_object (event)
          || json_is_string (event))
        return !tower->is_2_6;
    }
  return FALSE;
}

gboolean
tw_tower_json_is_2_6 (json_t *root)
{
  json_t *hero = json_object_get (json_object_get (json_object_get (root, "data"), "firstData"),
                                  "hero");
  if (json_is_object (json_object_get (json_object_get (hero, "items"), "keys")))
    return TRUE;
  const char *id;
  json_t *item;
  json_object_foreach (json_object_get (root, "items"), id, item)
  {
    if (g_strcmp0 (json_string_value (json_object_get (item, "cls")), "keys") == 0)
      return TRUE;
  }
  return FALSE;
}

json_t *
tw_tower_json_enemy (json_t *root, const char *id)
{
  json_t *enemys = json_object_get (root, "enemys");
  json_t *enemy = id ? json_object_get (enemys, id) : NULL;
  if (!json_is_object (enemy))
    return NULL;
  const char *down_id = json_string_value (json_object_get (json_object_get (enemy, "faceIds"),
                                                            "down"));
  json_t *down = down_id ? json_object_get (enemys, down_id) : NULL;
  if (json_is_object (down) && strcmp (down_id, id) != 0 && !tw_tower_json_is_2_6 (root))
    return down;
  return enemy;
}

gboolean
tw_tower_is_2_6 (const TwTower *tower)
{
  return tower->is_2_6;
}

/* 2.7+ enemys.js getEnemys: an enemy whose `faceIds.down` names another
 * enemy is that enemy facing another way; every property but its id reads
 * the down-facing enemy's (docs/rules.md §12.9). 2.6.1 has no such mapping. */
static void
map_facings_to_down (TwTower *tower)
{
  for (guint i = 0; i < tower->enemies->len; i++)
    {
      TwEnemyDef *def = g_ptr_array_index (tower->enemies, i);
      const char *down_id = json_get_string (json_object_get (def->json, "faceIds"), "down");
      gint down = down_id ? tw_tower_find_enemy (tower, down_id) : -1;
      if (down < 0 || g_strcmp0 (down_id, def->id) == 0)
        continue;
      json_t *json = json_deep_copy (((TwEnemyDef *)g_ptr_array_index (tower->enemies, down))->json);
      json_object_set_new (json, "id", json_string (def->id));
      TwEnemyDef *mapped = tw_enemy_def_new (tower, def->id, json);
      json_decref (json);
      /* The index keys on the def's id: point it at the new one's. */
      g_hash_table_steal (tower->enemy_index, def->id);
      g_hash_table_insert (tower->enemy_index, mapped->id, GINT_TO_POINTER (i + 1));
      tower->max_time_cost = MAX (tower->max_time_cost, mapped->time_cost);
      g_ptr_array_index (tower->enemies, i) = mapped;
      tw_enemy_def_free (def);
    }
}

gboolean
tw_tower_finish (TwTower *tower, GError **error)
{
  GHashTableIter iter;
  gpointer value;
  guint i;

  g_return_val_if_fail (tower != NULL, FALSE);
  tower->is_2_6 = find_2_6 (tower);
  /* Tile lookups happen on every enemy step: index them by number. */
  g_clear_pointer (&tower->dense, g_free);
  tower->n_dense = 0;
  g_hash_table_iter_init (&iter, tower->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((TwTileInfo *)value)->number < (1u << 20))
      tower->n_dense = MAX (tower->n_dense, ((TwTileInfo *)value)->number + 1);
  tower->dense = g_new0 (TwTileInfo *, MAX (tower->n_dense, 1));
  g_hash_table_iter_init (&iter, tower->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      TwTileInfo *info = value;
      if (info->number < tower->n_dense)
        tower->dense[info->number] = info;
      if (g_str_has_prefix (info->cls, "enemy"))
        info->enemy = tw_tower_find_enemy (tower, info->id);
      else if (is_item_class (info->cls))
        info->item = tw_tower_find_item (tower, info->id);
      if (info->door_keys_owned != NULL)
        {
          /* mota-js 2.6 (events.js openDoor): the key is needed when it is an
           * item of the tower, or the specialKey no one holds; else the door
           * opens freely. */
          const char *key = json_object_iter_key (json_object_iter (info->door_keys_owned));
          info->door_keys
              = g_strcmp0 (key, "specialKey") == 0 || tw_tower_find_item (tower, key) >= 0
                    ? info->door_keys_owned
                    : NULL;
        }
    }
  if (!tower->is_2_6)
    map_facings_to_down (tower);
  for (i = 0; i < tower->enemies->len; i++)
    {
      TwEnemyDef *def = g_ptr_array_index (tower->enemies, i);
      const char *summon = json_get_string (def->act_args, "enemy");
      if (summon)
        def->summon_enemy = tw_tower_find_enemy (tower, summon);
    }
  if (tower->floors->len == 0)
    {
      g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID, "the tower has no floor");
      return FALSE;
    }
  if (tower->start_floor == NULL || tw_tower_find_floor (tower, tower->start_floor) < 0)
    {
      const TwFloorDef *first = g_ptr_array_index (tower->floors, 0);
      if (tower->start_floor != NULL)
        {
          g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID,
                       "data.firstData.floorId \"%s\" is not a floor", tower->start_floor);
          return FALSE;
        }
      tower->start_floor = g_strdup (first->id);
    }
  return TRUE;
}

/* --- JSON loader ------------------------------------------------------- */

static gboolean
load_floor (TwTower *tower, const char *key, json_t *floor, GError **error)
{
  json_t *map = json_object_get (floor, "map");
  g_autofree guint32 *cells = NULL;
  gint width, height;
  size_t y;

  if (!json_is_object (floor) || !json_is_array (map) || json_array_size (map) == 0)
    {
      g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID,
                   "floors.%s: \"map\" must be a non-empty array of rows", key);
      return FALSE;
    }
  height = (gint)json_array_size (map);
  width = (gint)json_array_size (json_array_get (map, 0));
  if (width <= 0 || width > 0xffff || height > 0xffff)
    {
      g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID, "floors.%s: bad map size", key);
      return FALSE;
    }
  cells = g_new0 (guint32, (gsize)width * height);
  for (y = 0; y < (size_t)height; y++)
    {
      json_t *row = json_array_get (map, y);
      size_t x;
      if (!json_is_array (row) || json_array_size (row) != (size_t)width)
        {
          g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID,
                       "floors.%s: map row %zu does not have %d cells", key, y, width);
          return FALSE;
        }
      for (x = 0; x < (size_t)width; x++)
        {
          json_t *cell = json_array_get (row, x);
          if (!json_is_integer (cell) || json_integer_value (cell) < 0)
            {
              g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID,
                           "floors.%s: map[%zu][%zu] is not a tile number", key, y, x);
              return FALSE;
            }
          cells[y * (size_t)width + x] = (guint32)json_integer_value (cell);
        }
    }
  tw_tower_add_floor (tower, key, width, height, cells, floor);
  return TRUE;
}

static gboolean
load_floors (TwTower *tower, json_t *root, GError **error)
{
  json_t *floors = json_object_get (root, "floors");
  json_t *order
      = json_object_get (json_object_get (json_object_get (root, "data"), "main"), "floorIds");
  const char *key;
  json_t *floor;

  if (!json_is_object (floors))
    {
      g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID,
                   "the tower has no \"floors\" object");
      return FALSE;
    }
  /* data.main.floorIds orders the floors; floors it does not list follow. */
  if (json_is_array (order))
    {
      size_t i;
      for (i = 0; i < json_array_size (order); i++)
        {
          const char *id = json_string_value (json_array_get (order, i));
          floor = id ? json_object_get (floors, id) : NULL;
          if (floor && tw_tower_find_floor (tower, id) < 0 && !load_floor (tower, id, floor, error))
            return FALSE;
        }
    }
  json_object_foreach (floors, key, floor)
  {
    if (tw_tower_find_floor (tower, key) < 0 && !load_floor (tower, key, floor, error))
      return FALSE;
  }
  return TRUE;
}

/* @text (a functions.js) with all whitespace taken out and double quotes
 * read as single ones, so that mota-js's own tests can be looked for in it
 * however the tower spaced them; NULL for NULL. */
static char *
bare_script (const char *text)
{
  GString *bare;

  if (text == NULL)
    return NULL;
  bare = g_string_sized_new (strlen (text));
  for (const char *p = text; *p; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (bare, *p == '"' ? '\'' : *p);
  return g_string_free (bare, FALSE);
}

/* Whether @bare (bare_script, or NULL: mota-js's own) holds @test. */
static gboolean
script_has_test (const char *bare, const char *test)
{
  return bare == NULL || strstr (bare, test) != NULL;
}

/* Whether data.flags.statusBarItems lists @item. */
static gboolean
status_bar_has (json_t *flags, const char *item)
{
  gsize i;
  json_t *one;
  json_array_foreach (json_object_get (flags, "statusBarItems"), i, one)
  {
    if (g_strcmp0 (json_string_value (one), item) == 0)
      return TRUE;
  }
  return FALSE;
}

/* Whether @bare (bare_script of a functions.js, or NULL) still caps hp as mota-js's own
 * `updateStatusBar` does for @cap: its test, all whitespace aside (2.10.3
 * `if (core.flags.statusBarItems.indexOf('enableHPMax') >= 0)`, 2.6.1
 * `if (core.flags.enableHPMax)`). A tower that turned it off in its own
 * code (ShakeFlower/xinxin2: `if (false && ...)`) has no cap. */
static gboolean
script_keeps_hp_cap (const char *bare, TwHpCap cap)
{
  if (cap == TW_HP_CAP_NONE)
    return TRUE;
  return script_has_test (bare, cap == TW_HP_CAP_BUFFED
                                    ? "if(core.flags.statusBarItems.indexOf('enableHPMax')>=0)"
                                    : "if(core.flags.enableHPMax)");
}

/* The body of the tower's hp cap test in @text (functions.js
 * updateStatusBar's `if (core.flags.statusBarItems.indexOf('enableHPMax')
 * >= 0) { ... }`) when it is not mota-js 2.10's own
 * `core.setStatus('hp', Math.min(core.getRealStatus('hpmax'),
 * core.getStatus('hp')));` (whitespace aside), else NULL (docs/rules.md
 * §3.19). Braces are matched as written; one inside a string would end it
 * early, and a tower with such a cap keeps the built-in one. */
static char *
own_hp_cap_code (const char *text)
{
  static const char own[]
      = "core.setStatus('hp',Math.min(core.getRealStatus('hpmax'),core.getStatus('hp')));";
  g_autoptr (GRegex) test = g_regex_new (
      "if\\s*\\(\\s*core\\.flags\\.statusBarItems\\.indexOf\\s*\\(\\s*['\"]enableHPMax['\"]\\s*\\)"
      "\\s*>=\\s*0\\s*\\)\\s*\\{",
      0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  gint end = 0;

  if (text == NULL || !g_regex_match (test, text, 0, &match))
    return NULL;
  g_match_info_fetch_pos (match, 0, NULL, &end);
  const char *body = text + end;
  const char *p = body;
  int depth = 1;
  for (; *p && depth > 0; p++)
    depth += *p == '{' ? 1 : *p == '}' ? -1 : 0;
  if (depth > 0)
    return NULL;
  g_autofree char *code = g_strndup (body, (gsize)(p - 1 - body));
  g_autofree char *bare = bare_script (code);
  if (strcmp (bare, own) == 0 || strstr (code, "enableHPMax") != NULL)
    return NULL;
  return g_steal_pointer (&code);
}

/* What the lucky coin does to a battle's money in @bare (bare_script of a
 * functions.js, or NULL: mota-js's own `money *= 2`): the statement after
 * `if (core.hasItem('coin'))` when it is `money *= N`, `money += N` or
 * `money = N` with a whole number N; none when the tower's afterBattle has
 * no such test (docs/rules.md §3.18). */
static TwCoinRule
coin_rule_of_script (const char *bare)
{
  static const char test[] = "if(core.hasItem('coin'))money";
  TwCoinRule rule = { TW_COIN_NONE, 0 };
  if (bare == NULL)
    return (TwCoinRule){ TW_COIN_MULTIPLY, 2 };
  const char *at = strstr (bare, test);
  if (at == NULL)
    return rule;
  at += sizeof test - 1;
  TwCoinOp op = TW_COIN_SET;
  if ((at[0] == '*' || at[0] == '+') && at[1] == '=')
    {
      op = at[0] == '*' ? TW_COIN_MULTIPLY : TW_COIN_ADD;
      at += 2;
    }
  else if (at[0] == '=' && at[1] != '=')
    at += 1;
  else
    return rule;
  char *end = NULL;
  gint64 n = g_ascii_strtoll (at, &end, 10);
  if (end == at || *end != ';')
    return rule;
  return (TwCoinRule){ op, n };
}

/* The tower's functions.js (docs/rules.md §12.2): a file that fails to load
 * leaves the built-in formula in place, and says why. */
static void
tw_tower_load_script (TwTower *tower, json_t *root)
{
  g_autoptr (GError) script_error = NULL;
  const char *text = tw_tower_script_text (root, NULL);
  g_autofree char *bare = bare_script (text);
  tower->script = tw_tower_script_new (root, &script_error);
  tower->map_damage_rule = tw_map_damage_rule_of_text (text);
  if (!script_keeps_hp_cap (bare, tower->hp_cap))
    tower->hp_cap = TW_HP_CAP_NONE;
  if (tower->hp_cap == TW_HP_CAP_BUFFED)
    tower->hp_cap_code = own_hp_cap_code (text);
  tower->ends_skill_after_battle
      = status_bar_has (tower->flags, "enableSkill")
        && script_has_test (bare, "if(core.flags.statusBarItems.indexOf('enableSkill')>=0)");
  tower->coin_rule = coin_rule_of_script (bare);
  if (script_error)
    tower->script_error = g_strdup (script_error->message);
  tower->effect_parts = json_object ();
  static const char *const parts[] = { "data", "enemys", "items", "functions", "plugins", NULL };
  for (guint i = 0; parts[i]; i++)
    if (json_object_get (root, parts[i]))
      json_object_set (tower->effect_parts, parts[i], json_object_get (root, parts[i]));
}

TwTowerScript *
tw_tower_peek_effect_script (const TwTower *tower)
{
  return tower->effect_script;
}

TwTowerScript *
tw_tower_get_effect_script (TwTower *tower)
{
  if (tower->effect_script == NULL && tower->effect_parts != NULL)
    tower->effect_script = tw_tower_script_new_for_effects (tower->effect_parts);
  return tower->effect_script;
}

TwTowerScript *
tw_tower_get_script (const TwTower *tower)
{
  return tower->script;
}

const char *
tw_tower_get_script_error (const TwTower *tower)
{
  return tower->script_error;
}

/* Appends @commands (a list of commands, or one) to @list. */
static void
append_commands (json_t *list, json_t *commands)
{
  if (json_is_array (commands))
    json_array_extend (list, commands);
  else if (commands != NULL && !json_is_null (commands))
    json_array_append (list, commands);
}

/* flag:hard as the game starts on the first difficulty (2.10 events.js
 * `_startGame_setHard`: its `hard`, or 0): a number other than 0, else
 * NULL (a flag at 0 reads as one never set). */
static json_t *
start_hard_of (json_t *data)
{
  json_t *levels = json_object_get (json_object_get (data, "main"), "levelChoose");
  json_t *hard = json_object_get (json_array_get (levels, 0), "hard");
  if (!json_is_number (hard) || json_number_value (hard) == 0)
    return NULL;
  return json_incref (hard);
}

/* What mota-js runs when a game starts, before the start floor is entered
 * (events.js `_startGame_start`): `startCanvas` when `startUsingCanvas` is
 * on, the first difficulty's `action` (2.10 `_startGame_setHard`; the game
 * reference starts on main.levelChoose[0]) and `startText`. */
static json_t *
start_story_of (json_t *data)
{
  json_t *first = json_object_get (data, "firstData");
  json_t *levels = json_object_get (json_object_get (data, "main"), "levelChoose");
  json_t *story = json_array ();

  if (json_is_true (json_object_get (json_object_get (data, "flags"), "startUsingCanvas")))
    append_commands (story, json_object_get (first, "startCanvas"));
  append_commands (story, json_object_get (json_array_get (levels, 0), "action"));
  append_commands (story, json_object_get (first, "startText"));
  return story;
}

TwTower *
tw_tower_new_from_json (json_t *root, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  TwTower *tower;
  json_t *section, *data, *first;
  const char *key;
  json_t *value;

  g_return_val_if_fail (root != NULL, NULL);
  if (json_is_object (json_object_get (root, "tower")))
    root = json_object_get (root, "tower");
  if (!json_is_object (root))
    {
      g_set_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID, "the tower is not an object");
      return NULL;
    }

  tower = tw_tower_new ();
  section = json_object_get (root, "enemys");
  json_object_foreach (section, key, value) tw_tower_add_enemy (tower, key, value);
  section = json_object_get (root, "items");
  json_object_foreach (section, key, value) tw_tower_add_item (tower, key, value);
  section = json_object_get (root, "maps");
  json_object_foreach (section, key, value)
  {
    char *end = NULL;
    guint64 number = g_ascii_strtoull (key, &end, 10);
    if (end && *end == '\0' && number > 0 && number < G_MAXUINT32 && json_is_object (value))
      tw_tower_add_tile (tower, (guint)number, value);
  }
  if (!load_floors (tower, root, &local_error))
    goto fail;

  data = json_object_get (root, "data");
  first = json_object_get (data, "firstData");
  tw_tower_set_start (tower, json_get_string (first, "floorId"), json_object_get (first, "hero"));
  if (json_is_object (json_object_get (data, "values")))
    tw_tower_set_values (tower, json_object_get (data, "values"));
  if (json_is_object (json_object_get (data, "flags")))
    tw_tower_set_flags (tower, json_object_get (data, "flags"));
  if (json_is_object (json_object_get (root, "events")))
    tw_tower_set_events (tower, json_object_get (root, "events"));
  tower->start_story = start_story_of (data);
  tower->start_hard = start_hard_of (data);
  if (json_is_array (json_object_get (json_object_get (data, "main"), "shops")))
    tower->shops = json_incref (json_object_get (json_object_get (data, "main"), "shops"));
  if (!tw_tower_finish (tower, &local_error))
    goto fail;
  tw_tower_load_script (tower, root);
  return tower;

fail:
  g_propagate_error (error, g_steal_pointer (&local_error));
  tw_tower_unref (tower);
  return NULL;
}

guint
tw_tower_get_n_floors (const TwTower *tower)
{
  return tower->floors->len;
}

const TwFloorDef *
tw_tower_get_floor (const TwTower *tower, guint index)
{
  g_return_val_if_fail (index < tower->floors->len, NULL);
  return g_ptr_array_index (tower->floors, index);
}

gint
tw_tower_find_floor (const TwTower *tower, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (tower->floor_index, id)) - 1 : -1;
}

guint
tw_tower_get_n_enemies (const TwTower *tower)
{
  return tower->enemies->len;
}

const TwEnemyDef *
tw_tower_get_enemy (const TwTower *tower, guint index)
{
  g_assert (index < tower->enemies->len);
  return tower->enemies->pdata[index];
}

TwEnemyDef *const *
tw_tower_get_enemy_array (const TwTower *tower)
{
  return (TwEnemyDef *const *)tower->enemies->pdata;
}

gint
tw_tower_find_enemy (const TwTower *tower, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (tower->enemy_index, id)) - 1 : -1;
}

guint
tw_tower_get_n_items (const TwTower *tower)
{
  return tower->items->len;
}

const TwItemDef *
tw_tower_get_item (const TwTower *tower, guint index)
{
  g_return_val_if_fail (index < tower->items->len, NULL);
  return g_ptr_array_index (tower->items, index);
}

gint
tw_tower_find_item (const TwTower *tower, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (tower->item_index, id)) - 1 : -1;
}

const TwTileInfo *
tw_tower_get_tile (const TwTower *tower, guint number)
{
  if (number < tower->n_dense)
    return tower->dense[number];
  return number == 0 ? NULL : g_hash_table_lookup (tower->tiles, GUINT_TO_POINTER (number));
}

guint
tw_tower_find_tile_by_id (const TwTower *tower, const char *id)
{
  GHashTableIter iter;
  gpointer value;
  guint best = 0;

  g_hash_table_iter_init (&iter, tower->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const TwTileInfo *info = value;
      if (g_strcmp0 (info->id, id) == 0 && (best == 0 || info->number < best))
        best = info->number;
    }
  return best;
}

guint
tw_tower_get_tile_limit (const TwTower *tower)
{
  return tower->n_dense;
}

const char *
tw_tower_get_start_floor (const TwTower *tower)
{
  return tower->start_floor;
}

json_t *
tw_tower_get_start_hero (const TwTower *tower)
{
  return tower->start_hero;
}

json_t *
tw_tower_get_values (const TwTower *tower)
{
  return tower->values;
}

json_t *
tw_tower_get_flags (const TwTower *tower)
{
  return tower->flags;
}

gint
tw_tower_get_max_time_cost (const TwTower *tower)
{
  return tower->max_time_cost;
}

gboolean
tw_tower_uses_map_turn (const TwTower *tower)
{
  g_return_val_if_fail (tower != NULL, FALSE);
  if (tower->max_time_cost > 0)
    return TRUE;
  for (guint i = 0; i < tw_tower_get_n_items (tower); i++)
    {
      gint cls = tw_item_class_from_string (tw_tower_get_item (tower, i)->cls);
      if (cls >= 0 && (TW_ITEM_CLASS_BIT (cls) & TW_ITEM_CLASSES_SKILLS) != 0)
        return TRUE;
    }
  return FALSE;
}

void
tw_tower_set_events (TwTower *tower, json_t *events)
{
  g_return_if_fail (tower != NULL);
  json_decref (tower->events);
  tower->events = json_is_object (events) ? json_incref (events) : NULL;
}

json_t *
tw_tower_get_events (const TwTower *tower)
{
  return tower->events;
}

json_t *
tw_tower_get_shops (const TwTower *tower)
{
  return tower->shops;
}

json_t *
tw_tower_get_start_hard (const TwTower *tower)
{
  return tower->start_hard;
}

json_t *
tw_tower_get_start_story (const TwTower *tower)
{
  return tower->start_story;
}

TwMapDamageRule
tw_tower_get_map_damage_rule (const TwTower *tower)
{
  return tower->map_damage_rule;
}

gboolean
tw_tower_ends_skill_after_battle (const TwTower *tower)
{
  return tower->ends_skill_after_battle;
}

const char *
tw_tower_get_hp_cap_code (const TwTower *tower)
{
  return tower->hp_cap_code;
}

TwCoinRule
tw_tower_get_coin_rule (const TwTower *tower)
{
  return tower->coin_rule;
}
