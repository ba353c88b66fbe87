/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-state.c: the saved state (docs/rules.md §8).
 *
 * {floorId, hero (mota-js names), floors: {id: {blocks, hidden, enemies}},
 *  flags: {mapTurnEnabled, mapTurnState: {clock, mapTurn, enemyActionGauge,
 *  activeEnemiesByFloor, activeEnemiesVersion}, skillState: {activeStatusSkills,
 *  activeBattleSkillId, temp}, hatred, skill}}
 * Loading restores the lists in their saved order, so the action order and
 * every gauge go on exactly as if the game had never been saved.
 */
#include "engine/tw-engine-private.h"
#include "engine/tw-json-private.h"
#include "engine/tw-tower-events.h"

#include <stdlib.h>
#include <string.h>

/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-engine-error-quark, tw_engine_error)
/* clang-format on */

static char *
cell_key (gint x, gint y)
{
  return g_strdup_printf ("%d,%d", x, y);
}

static gboolean
parse_cell_key (const char *key, gint *x, gint *y)
{
  char *end;

  *x = (gint)strtol (key, &end, 10);
  if (*end != ',')
    return FALSE;
  *y = (gint)strtol (end + 1, &end, 10);
  return *end == '\0';
}

/* --- save ------------------------------------------------------------------------ */

static json_t *
save_hero (TwEngine *self)
{
  TwHero *h = &self->hero;
  json_t *hero = json_deep_copy (h->rest);

  json_object_del (hero, "flags"); /* the run's flags are saved at the top */
  json_object_set_new (hero, "hp", json_integer (h->hp));
  json_object_set_new (hero, "atk", json_integer (h->atk));
  json_object_set_new (hero, "def", json_integer (h->def));
  json_object_set_new (hero, "mdef", json_integer (h->mdef));
  json_object_set_new (hero, "money", json_integer (h->money));
  json_object_set_new (hero, "exp", json_integer (h->exp));
  if (h->has_hpmax)
    json_object_set_new (hero, "hpmax", json_integer (h->hpmax));
  json_object_set_new (
      hero, "loc", json_pack ("{s:i, s:i, s:s}", "x", h->x, "y", h->y, "direction", h->direction));
  json_object_set_new (hero, "items", json_deep_copy (h->items));
  return hero;
}

json_t *
tw_engine_dup_hero (TwEngine *self)
{
  return save_hero (self);
}

static json_t *
save_floor (TwEngine *self, gint floor)
{
  TwFloorState *fs = &self->floors[floor];
  json_t *out = json_object ();
  json_t *blocks = json_object ();
  json_t *hidden = json_array ();
  json_t *enemies = json_object ();
  gint x, y;

  for (y = 0; y < fs->def->height; y++)
    for (x = 0; x < fs->def->width; x++)
      {
        gsize cell = (gsize)y * fs->def->width + x;
        g_autofree char *key = NULL;
        TwInstance *inst;
        gint32 slot;
        json_t *data = NULL;

        if (fs->tiles[cell] != fs->def->map[cell])
          json_object_set_new (blocks, key = cell_key (x, y), json_integer (fs->tiles[cell]));
        if (fs->hidden && fs->hidden[cell])
          json_array_append_new (hidden, json_string (key ? key : (key = cell_key (x, y))));
        inst = fs->inst ? g_hash_table_lookup (fs->inst, GSIZE_TO_POINTER (cell + 1)) : NULL;
        if (inst)
          {
            data = json_object ();
            json_object_set_new (data, "hp", json_integer (inst->hp));
          }
        slot = fs->list ? fs->list->cell_slot[cell] : -1;
        if (slot >= 0 && fs->list->slots[slot].patrol_target != 0)
          {
            if (data == NULL)
              data = json_object ();
            json_object_set_new (data, "patrolTarget",
                                 json_integer (fs->list->slots[slot].patrol_target));
          }
        if (data)
          json_object_set_new (enemies, key ? key : (key = cell_key (x, y)), data);
      }
  if (json_object_size (blocks))
    json_object_set (out, "blocks", blocks);
  if (json_array_size (hidden))
    json_object_set (out, "hidden", hidden);
  if (json_object_size (enemies))
    json_object_set (out, "enemies", enemies);
  json_decref (blocks);
  json_decref (hidden);
  json_decref (enemies);
  if (json_object_size (out) == 0)
    {
      json_decref (out);
      return NULL;
    }
  return out;
}

static gint
seq_order (gconstpointer a, gconstpointer b)
{
  const TwActive *const *x = a, *const *y = b;
  return (*x)->seq < (*y)->seq ? -1 : ((*x)->seq > (*y)->seq ? 1 : 0);
}

json_t *
tw_engine_save_map_turn_state (TwEngine *self)
{
  json_t *gauges = json_object ();
  json_t *lists = json_object ();
  guint f;

  for (f = 0; f < self->n_floors; f++)
    {
      TwActiveList *list = self->floors[f].list;
      g_autoptr (GPtrArray) order = NULL;
      json_t *entries, *floor_gauges;
      guint i;

      if (list == NULL)
        continue;
      order = g_ptr_array_new ();
      for (i = 0; i < list->n_slots; i++)
        if (list->slots[i].alive)
          g_ptr_array_add (order, &list->slots[i]);
      g_ptr_array_sort (order, seq_order);
      entries = json_array ();
      floor_gauges = json_object ();
      for (i = 0; i < order->len; i++)
        {
          const TwActive *a = g_ptr_array_index (order, i);
          char rid[256];
          /* Built by hand: json_pack parses its format for each of a big
           * floor's hundreds of entries (a session snapshots every few
           * thousand ticks, issue 20). */
          json_t *entry = json_object ();
          tw_engine_format_runtime_id (self, (gint)f, a->x, a->y, (gint)a->def, rid, sizeof rid);
          json_object_set_new (entry, "runtimeId", json_string (rid));
          json_object_set_new (entry, "x", json_integer (a->x));
          json_object_set_new (entry, "y", json_integer (a->y));
          json_object_set_new (entry, "enemyId",
                               json_string (tw_tower_get_enemy (self->tower, a->def)->id));
          json_array_append_new (entries, entry);
          json_object_set_new (floor_gauges, rid,
                               json_integer (tw_engine_entry_gauge (self, list, a)));
        }
      json_object_set_new (lists, self->floors[f].def->id, entries);
      json_object_set_new (gauges, self->floors[f].def->id, floor_gauges);
    }
  return json_pack ("{s:I, s:I, s:o, s:o, s:I}", "clock", (json_int_t)self->clock, "mapTurn",
                    (json_int_t)self->map_turn, "enemyActionGauge", gauges, "activeEnemiesByFloor",
                    lists, "activeEnemiesVersion", (json_int_t)self->active_version);
}

static json_t *
save_skill_state (TwEngine *self)
{
  json_t *status = json_object ();
  guint i;

  for (i = 0; i < self->status_skills->len; i++)
    {
      TwStatusSkill *s = g_ptr_array_index (self->status_skills, i);
      json_object_set_new (
          status, s->id,
          json_pack ("{s:o, s:i, s:s}", "remainBattles",
                     s->remain_battles < 0 ? json_null () : json_integer (s->remain_battles),
                     "battleTimeCost", s->battle_time_cost, "sourceItemId", s->source_item_id));
    }
  return json_pack ("{s:o, s:o, s:o}", "activeStatusSkills", status, "activeBattleSkillId",
                    self->active_battle_skill ? json_string (self->active_battle_skill)
                                              : json_null (),
                    "temp", json_deep_copy (self->skill_temp));
}

/* mota-js's flag:skill: N for a selected battle skill named skillN, else 0. */
static gint64
flag_skill (TwEngine *self)
{
  const char *id = self->active_battle_skill;

  if (id && g_str_has_prefix (id, "skill") && id[5] != '\0')
    {
      char *end;
      gint64 n = g_ascii_strtoll (id + 5, &end, 10);
      if (*end == '\0')
        return n;
    }
  return 0;
}

/* The state; with @skeleton, its two large parts, "floors" and flags'
 * "mapTurnState", are null in their places (tw-engine-state-text.c writes
 * them directly): every other key in the same order as the whole state. */
static json_t *
save_state (TwEngine *self, gboolean skeleton)
{
  json_t *state = json_object ();
  json_t *floors = skeleton ? json_null () : json_object ();
  json_t *flags, *start_flags;
  guint f;

  json_object_set_new (state, "floorId", json_string (self->floors[self->cur].def->id));
  json_object_set_new (state, "hero", save_hero (self));
  for (f = 0; f < self->n_floors && !skeleton; f++)
    {
      json_t *floor = save_floor (self, (gint)f);
      if (floor)
        json_object_set_new (floors, self->floors[f].def->id, floor);
    }
  json_object_set_new (state, "floors", floors);
  start_flags = json_object_get (self->hero.rest, "flags");
  flags = json_is_object (start_flags) ? json_deep_copy (start_flags) : json_object ();
  json_object_set_new (flags, "mapTurnEnabled", json_boolean (self->map_turn_enabled));
  json_object_set_new (flags, "mapTurnState",
                       skeleton ? json_null () : tw_engine_save_map_turn_state (self));
  json_object_set_new (flags, "skillState", save_skill_state (self));
  json_object_set_new (flags, "hatred", json_integer (self->hatred));
  json_object_set_new (flags, "skill", json_integer (flag_skill (self)));
  if (self->tev)
    tw_tower_events_save (self, flags);
  if (json_object_size (self->script_flags) > 0)
    json_object_set_new (flags, "scriptFlags", json_deep_copy (self->script_flags));
  json_object_set_new (state, "flags", flags);
  if (self->dead)
    json_object_set_new (state, "dead", json_true ());
  return state;
}

json_t *
tw_engine_save_state (TwEngine *self)
{
  g_return_val_if_fail (!self->in_tick, json_object ());
  return save_state (self, FALSE);
}

json_t *
tw_engine_save_state_skeleton (TwEngine *self)
{
  return save_state (self, TRUE);
}

/* --- load ------------------------------------------------------------------------ */

static gboolean fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_INVALID_STATE, message);
  return FALSE;
}

/* Reads the integer @key of @obj into @out (kept as it is when missing); a
 * value that is there but not a whole number in [min, max] is an error
 * naming @where. */
static gboolean
read_int (json_t *obj, const char *key, gint64 min, gint64 max, const char *where, gint64 *out,
          GError **error)
{
  json_t *v = json_object_get (obj, key);
  gint64 value;

  if (v == NULL)
    return TRUE;
  if (json_is_integer (v))
    value = json_integer_value (v);
  else if (json_is_real (v) && json_real_value (v) == (double)(gint64)json_real_value (v))
    value = (gint64)json_real_value (v);
  else
    return fail (error, "state: %s.%s must be a whole number", where, key);
  if (value < min || value > max)
    return fail (error, "state: %s.%s is out of range (%" G_GINT64_FORMAT ")", where, key, value);
  *out = value;
  return TRUE;
}

/* @value must be an object, or missing. */
static gboolean
check_object (json_t *value, const char *where, GError **error)
{
  if (value != NULL && !json_is_object (value))
    return fail (error, "state: %s must be an object", where);
  return TRUE;
}

static gboolean
load_hero_numbers (TwHero *h, json_t *hero, json_t *loc, GError **error)
{
  const gint64 big = G_GINT64_CONSTANT (9007199254740991);
  gint64 x = h->x, y = h->y;

  if (!read_int (hero, "hp", -big, big, "hero", &h->hp, error)
      || !read_int (hero, "atk", -big, big, "hero", &h->atk, error)
      || !read_int (hero, "def", -big, big, "hero", &h->def, error)
      || !read_int (hero, "mdef", -big, big, "hero", &h->mdef, error)
      || !read_int (hero, "money", -big, big, "hero", &h->money, error)
      || !read_int (hero, "exp", -big, big, "hero", &h->exp, error)
      || !read_int (loc, "x", 0, G_MAXINT16, "hero.loc", &x, error)
      || !read_int (loc, "y", 0, G_MAXINT16, "hero.loc", &y, error))
    return FALSE;
  h->x = (gint)x;
  h->y = (gint)y;
  return TRUE;
}

static gboolean
load_hero (TwEngine *self, json_t *hero, GError **error)
{
  TwHero *h = &self->hero;
  json_t *loc = json_object_get (hero, "loc");
  json_t *items = json_object_get (hero, "items");
  json_t *start_flags = json_object_get (h->rest, "flags");

  if (!json_is_object (hero) || !json_is_object (loc))
    return fail (error, "state: \"hero\" must be an object with \"loc\"");
  if (!load_hero_numbers (h, hero, loc, error))
    return FALSE;
  if (items != NULL && !json_is_object (items))
    return fail (error, "state: hero.items must be an object");
  h->has_hpmax = json_is_number (json_object_get (hero, "hpmax"));
  h->hpmax = tw_json_get_int (hero, "hpmax", 0);
  if (json_is_string (json_object_get (loc, "direction")))
    {
      g_free (h->direction);
      h->direction = g_strdup (json_string_value (json_object_get (loc, "direction")));
    }
  json_decref (h->items);
  h->items = json_is_object (items) ? json_deep_copy (items) : json_object ();
  /* Keep the other mota-js fields; the start's flags stay under rest.flags. */
  if (start_flags)
    json_incref (start_flags);
  json_decref (h->rest);
  h->rest = json_deep_copy (hero);
  if (start_flags)
    json_object_set_new (h->rest, "flags", start_flags);
  return TRUE;
}

static gboolean
load_floors (TwEngine *self, json_t *floors, GError **error)
{
  const char *id;
  json_t *floor;

  json_object_foreach (floors, id, floor)
  {
    gint f = tw_tower_find_floor (self->tower, id);
    TwFloorState *fs;
    const char *key;
    json_t *value;
    size_t i;
    if (f < 0)
      return fail (error, "state: floors.%s is not a floor of the tower", id);
    fs = &self->floors[f];
    json_object_foreach (json_object_get (floor, "blocks"), key, value)
    {
      gint x, y;
      if (!parse_cell_key (key, &x, &y) || x < 0 || y < 0 || x >= fs->def->width
          || y >= fs->def->height || !json_is_integer (value))
        return fail (error, "state: floors.%s.blocks.%s is not a cell", id, key);
      fs->tiles[(gsize)y * fs->def->width + x] = (guint32)json_integer_value (value);
    }
    json_array_foreach (json_object_get (floor, "hidden"), i, value)
    {
      gint x, y;
      if (!json_is_string (value) || !parse_cell_key (json_string_value (value), &x, &y) || x < 0
          || y < 0 || x >= fs->def->width || y >= fs->def->height)
        return fail (error, "state: floors.%s.hidden has a bad cell", id);
      if (fs->hidden == NULL)
        fs->hidden = g_new0 (guint8, (gsize)fs->def->width * fs->def->height);
      fs->hidden[(gsize)y * fs->def->width + x] = 1;
    }
    json_object_foreach (json_object_get (floor, "enemies"), key, value)
    {
      gint x, y;
      TwInstance *inst;
      if (!parse_cell_key (key, &x, &y) || x < 0 || y < 0 || x >= fs->def->width
          || y >= fs->def->height)
        return fail (error, "state: floors.%s.enemies.%s is not a cell", id, key);
      if (json_is_integer (json_object_get (value, "hp")))
        {
          inst = tw_engine_instance (self, f, x, y, TRUE);
          if (inst)
            inst->hp = json_integer_value (json_object_get (value, "hp"));
        }
    }
  }
  return TRUE;
}

/* The saved gauge of @rid (0 when the save has none). */
static gboolean
saved_gauge (json_t *floor_gauges, const char *rid, gint64 *gauge, GError **error)
{
  *gauge = 0;
  return rid == NULL
         || read_int (floor_gauges, rid, 0, G_MAXINT32, "enemyActionGauge", gauge, error);
}

/* The saved patrol target of the instance at (x, y), 0 when none. */
static guint16
saved_patrol_target (json_t *instances, gint x, gint y)
{
  g_autofree char *key = cell_key (x, y);
  return (guint16)tw_json_get_int (json_object_get (instances, key), "patrolTarget", 0);
}

/* The entry's enemy when it names a scheduled enemy that stands at its cell
 * on the loaded map, else -1. */
static gint
entry_enemy_on_map (TwEngine *self, TwFloorState *fs, json_t *entry)
{
  gint x = (gint)tw_json_get_int (entry, "x", -1), y = (gint)tw_json_get_int (entry, "y", -1);
  gint enemy
      = tw_tower_find_enemy (self->tower, json_string_value (json_object_get (entry, "enemyId")));

  if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height || enemy < 0)
    return -1;
  return tw_engine_cell_scheduled_enemy (self, fs, x, y) == enemy ? enemy : -1;
}

/* How many scheduled enemies stand on the floor's loaded map. A check of the
 * saved cache, not a rebuild: it does not count as one. */
static guint
scheduled_on_map (TwEngine *self, TwFloorState *fs)
{
  guint n = 0;
  gint x, y;

  for (y = 0; y < fs->def->height; y++)
    for (x = 0; x < fs->def->width; x++)
      if (tw_engine_cell_scheduled_enemy (self, fs, x, y) >= 0)
        n++;
  return n;
}

/* The saved list matches the map: every entry is a scheduled enemy standing
 * at its cell, none twice, and none of the map's is missing. */
static gboolean
saved_list_matches (TwEngine *self, TwFloorState *fs, json_t *entries)
{
  g_autoptr (GHashTable) cells = g_hash_table_new (NULL, NULL);
  size_t i;
  json_t *entry;

  if (!json_is_array (entries))
    return FALSE;
  json_array_foreach (entries, i, entry)
  {
    gint x = (gint)tw_json_get_int (entry, "x", -1), y = (gint)tw_json_get_int (entry, "y", -1);
    if (entry_enemy_on_map (self, fs, entry) < 0
        || !g_hash_table_add (cells, GSIZE_TO_POINTER ((gsize)y * fs->def->width + x + 1)))
      return FALSE;
  }
  return json_array_size (entries) == scheduled_on_map (self, fs);
}

/* The floor's list as saved, in its saved order. */
static gboolean
load_saved_list (TwEngine *self, gint f, json_t *entries, json_t *floor_gauges, json_t *instances,
                 GError **error)
{
  TwFloorState *fs = &self->floors[f];
  size_t i;
  json_t *entry;

  tw_engine_list_ensure (self, f);
  json_array_foreach (entries, i, entry)
  {
    gint x = (gint)tw_json_get_int (entry, "x", -1), y = (gint)tw_json_get_int (entry, "y", -1);
    gint64 gauge;
    guint slot;
    if (!saved_gauge (floor_gauges, json_string_value (json_object_get (entry, "runtimeId")),
                      &gauge, error))
      return FALSE;
    slot = tw_engine_list_append (self, f, x, y, entry_enemy_on_map (self, fs, entry), gauge);
    fs->list->slots[slot].patrol_target = saved_patrol_target (instances, x, y);
  }
  return TRUE;
}

/* The place of @rid among the floor's saved gauges (written in list order),
 * or -1. */
static gint
saved_order (json_t *floor_gauges, const char *rid)
{
  const char *key;
  json_t *value;
  gint i = 0;

  json_object_foreach (floor_gauges, key, value)
  {
    if (strcmp (key, rid) == 0)
      return i;
    i++;
  }
  return -1;
}

/* A missing or wrong cache (docs/rules.md §8): the floor's list is rebuilt
 * from its map, once. Each enemy still there keeps its saved gauge and
 * per-instance state, by runtimeId, and its place in the saved order (the
 * gauges are saved in list order), so the run goes on as with the cache;
 * enemies the save does not know follow in row-major order. A stale entry
 * is simply not listed: it never acts. */
static gboolean
rebuild_saved_list (TwEngine *self, gint f, json_t *floor_gauges, json_t *instances, GError **error)
{
  TwActiveList *list;
  guint n_saved = (guint)json_object_size (floor_gauges), n_new = 0, i;

  tw_engine_list_ensure (self, f);
  tw_engine_rebuild_floor (self, f);
  list = self->floors[f].list;
  for (i = 0; i < list->n_slots; i++)
    {
      TwActive *a = &list->slots[i];
      char rid[256];
      gint64 gauge;
      gint order;
      if (!a->alive)
        continue;
      tw_engine_format_runtime_id (self, f, a->x, a->y, (gint)a->def, rid, sizeof rid);
      if (!saved_gauge (floor_gauges, rid, &gauge, error))
        return FALSE;
      a->gauge_at = (gint32)gauge;
      a->tick_at = self->serial;
      a->patrol_target = saved_patrol_target (instances, a->x, a->y);
      order = saved_order (floor_gauges, rid);
      a->seq = order >= 0 ? (guint32)order : n_saved + a->seq;
      n_new = MAX (n_new, a->seq + 1);
    }
  list->next_seq = n_new;
  list->dirty = TRUE;
  return TRUE;
}

static gboolean
load_lists (TwEngine *self, json_t *mts, json_t *floors, GError **error)
{
  json_t *lists = json_object_get (mts, "activeEnemiesByFloor");
  json_t *gauges = json_object_get (mts, "enemyActionGauge");
  const char *id;
  json_t *entries;
  guint f;

  if (!check_object (lists, "activeEnemiesByFloor", error)
      || !check_object (gauges, "enemyActionGauge", error))
    return FALSE;
  json_object_foreach (gauges, id, entries)
  {
    if (!json_is_object (entries))
      return fail (error, "state: enemyActionGauge.%s must be an object", id);
    if (tw_tower_find_floor (self->tower, id) < 0)
      return fail (error, "state: enemyActionGauge.%s is not a floor of the tower", id);
  }
  json_object_foreach (lists, id, entries)
  {
    if (tw_tower_find_floor (self->tower, id) < 0 || !json_is_array (entries))
      return fail (error, "state: activeEnemiesByFloor.%s is not a floor's list", id);
  }
  /* A floor with a list or gauges in the save was entered: it gets its list
   * now, as saved when that matches its map, else rebuilt. The others are
   * built when first entered. */
  for (f = 0; f < self->n_floors; f++)
    {
      const char *fid = self->floors[f].def->id;
      json_t *floor_list = json_object_get (lists, fid);
      json_t *floor_gauges = json_object_get (gauges, fid);
      json_t *instances = json_object_get (json_object_get (floors, fid), "enemies");
      gboolean ok;

      if (floor_list == NULL && floor_gauges == NULL && (gint)f != self->cur)
        continue;
      if (saved_list_matches (self, &self->floors[f], floor_list))
        ok = load_saved_list (self, (gint)f, floor_list, floor_gauges, instances, error);
      else
        ok = rebuild_saved_list (self, (gint)f, floor_gauges, instances, error);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* mota-js's flag:skill == N selects the battle skill skillN (0: none),
 * docs/rules.md §4: a save written by the game may carry only that. */
static char *
battle_skill_from_flag (TwEngine *self, json_t *flags)
{
  gint64 n = 0;
  g_autofree char *id = NULL;

  if (!json_is_integer (json_object_get (flags, "skill")))
    return NULL;
  n = json_integer_value (json_object_get (flags, "skill"));
  if (n <= 0)
    return NULL;
  id = g_strdup_printf ("skill%" G_GINT64_FORMAT, n);
  if (tw_tower_find_item (self->tower, id) < 0)
    return NULL;
  return g_steal_pointer (&id);
}

static gboolean
load_skill_state (TwEngine *self, json_t *flags, GError **error)
{
  json_t *ss = json_object_get (flags, "skillState");
  json_t *status = json_object_get (ss, "activeStatusSkills");
  json_t *battle = json_object_get (ss, "activeBattleSkillId");
  json_t *temp = json_object_get (ss, "temp");
  const char *id;
  json_t *value;

  if (!check_object (ss, "flags.skillState", error)
      || !check_object (status, "activeStatusSkills", error))
    return FALSE;
  json_object_foreach (status, id, value)
  {
    TwStatusSkill *s;
    json_t *remain = json_object_get (value, "remainBattles");
    gint64 cost = 0;
    if (!json_is_object (value))
      return fail (error, "state: activeStatusSkills.%s must be an object", id);
    if (remain != NULL && !json_is_null (remain)
        && !(json_is_integer (remain) && json_integer_value (remain) >= 0
             && json_integer_value (remain) <= G_MAXINT32))
      return fail (error,
                   "state: activeStatusSkills.%s.remainBattles must be a whole number or null", id);
    if (!read_int (value, "battleTimeCost", 0, G_MAXINT32, "activeStatusSkills", &cost, error))
      return FALSE;
    s = g_new0 (TwStatusSkill, 1);
    s->id = g_strdup (id);
    s->remain_battles = json_is_integer (remain) ? (gint)json_integer_value (remain) : -1;
    s->battle_time_cost = (gint)cost;
    s->source_item_id
        = g_strdup (json_string_value (json_object_get (value, "sourceItemId")) ?: id);
    g_ptr_array_add (self->status_skills, s);
  }
  if (json_is_string (battle))
    self->active_battle_skill = g_strdup (json_string_value (battle));
  else if (battle && !json_is_null (battle))
    return fail (error, "state: activeBattleSkillId must be a string or null");
  else
    self->active_battle_skill = battle_skill_from_flag (self, flags);
  if (json_is_object (temp))
    {
      json_decref (self->skill_temp);
      self->skill_temp = json_deep_copy (temp);
    }
  return TRUE;
}

static gboolean
load_into (TwEngine *self, json_t *state, GError **error)
{
  json_t *flags = json_object_get (state, "flags");
  json_t *mts = json_object_get (flags, "mapTurnState");
  json_t *floors = json_object_get (state, "floors");
  json_t *enabled = json_object_get (flags, "mapTurnEnabled");
  gint floor;

  if (!json_is_object (state))
    return fail (error, "state: not an object");
  floor = tw_tower_find_floor (self->tower, json_string_value (json_object_get (state, "floorId")));
  if (floor < 0)
    return fail (error, "state: \"floorId\" is not a floor of the tower");
  if (floors && !json_is_object (floors))
    return fail (error, "state: \"floors\" must be an object");
  if (!check_object (flags, "flags", error) || !check_object (mts, "flags.mapTurnState", error))
    return FALSE;
  if (enabled != NULL && !json_is_boolean (enabled))
    return fail (error, "state: flags.mapTurnEnabled must be true or false");
  if (!check_object (json_object_get (flags, "scriptFlags"), "flags.scriptFlags", error))
    return FALSE;
  if (json_object_get (flags, "scriptFlags"))
    json_object_update (self->script_flags, json_object_get (flags, "scriptFlags"));
  if (!load_hero (self, json_object_get (state, "hero"), error)
      || !load_floors (self, floors, error) || !tw_tower_events_load (self, state, error))
    return FALSE;
  if (self->hero.x >= self->floors[floor].def->width
      || self->hero.y >= self->floors[floor].def->height)
    return fail (error, "state: hero.loc (%d, %d) is off the map of %s", self->hero.x, self->hero.y,
                 json_string_value (json_object_get (state, "floorId")));
  if (json_is_boolean (enabled))
    self->map_turn_enabled = json_is_true (enabled);
  self->clock = 0;
  self->map_turn = 0;
  self->hatred = 0;
  if (!read_int (mts, "clock", 0, G_MAXINT64, "mapTurnState", &self->clock, error)
      || !read_int (mts, "mapTurn", 0, G_MAXINT64, "mapTurnState", &self->map_turn, error)
      || !read_int (flags, "hatred", G_MININT64, G_MAXINT64, "flags", &self->hatred, error))
    return FALSE;
  self->cur = floor;
  self->active_version = 0;
  if (!load_lists (self, mts, floors, error) || !load_skill_state (self, flags, error))
    return FALSE;
  /* The saved version, plus one for each list the load had to rebuild. */
  self->active_version += tw_json_get_int (mts, "activeEnemiesVersion", 0);
  self->dead = json_is_true (json_object_get (state, "dead"));
  /* The load does not reset mapTurn. */
  tw_engine_reschedule_all (self);
  return TRUE;
}

gboolean
tw_engine_load_state (TwEngine *self, json_t *state, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (self != NULL && state != NULL, FALSE);
  g_return_val_if_fail (!self->in_tick, FALSE);
  tw_engine_clear_state (self);
  tw_engine_init_state (self);
  if (!load_into (self, state, &local))
    {
      tw_engine_reset (self);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}
