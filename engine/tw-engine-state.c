/* tw-engine-state.c: the saved state (CONTRACT §8).
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

static json_t *
save_map_turn_state (TwEngine *self)
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
          tw_engine_format_runtime_id (self, (gint)f, a->x, a->y, (gint)a->def, rid, sizeof rid);
          json_array_append_new (entries, json_pack ("{s:s, s:i, s:i, s:s}", "runtimeId", rid, "x",
                                                     a->x, "y", a->y, "enemyId",
                                                     tw_tower_get_enemy (self->tower, a->def)->id));
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

json_t *
tw_engine_save_state (TwEngine *self)
{
  json_t *state = json_object ();
  json_t *floors = json_object ();
  json_t *flags, *start_flags;
  guint f;

  g_return_val_if_fail (!self->in_tick, state);
  json_object_set_new (state, "floorId", json_string (self->floors[self->cur].def->id));
  json_object_set_new (state, "hero", save_hero (self));
  for (f = 0; f < self->n_floors; f++)
    {
      json_t *floor = save_floor (self, (gint)f);
      if (floor)
        json_object_set_new (floors, self->floors[f].def->id, floor);
    }
  json_object_set_new (state, "floors", floors);
  start_flags = json_object_get (self->hero.rest, "flags");
  flags = json_is_object (start_flags) ? json_deep_copy (start_flags) : json_object ();
  json_object_set_new (flags, "mapTurnEnabled", json_boolean (self->map_turn_enabled));
  json_object_set_new (flags, "mapTurnState", save_map_turn_state (self));
  json_object_set_new (flags, "skillState", save_skill_state (self));
  json_object_set_new (flags, "hatred", json_integer (self->hatred));
  json_object_set_new (flags, "skill", json_integer (flag_skill (self)));
  json_object_set_new (state, "flags", flags);
  if (self->dead)
    json_object_set_new (state, "dead", json_true ());
  return state;
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

static gboolean
load_lists (TwEngine *self, json_t *mts, json_t *floors, GError **error)
{
  json_t *lists = json_object_get (mts, "activeEnemiesByFloor");
  json_t *gauges = json_object_get (mts, "enemyActionGauge");
  const char *id;
  json_t *entries;

  if (!check_object (lists, "activeEnemiesByFloor", error)
      || !check_object (gauges, "enemyActionGauge", error))
    return FALSE;
  json_object_foreach (gauges, id, entries)
  {
    if (!json_is_object (entries))
      return fail (error, "state: enemyActionGauge.%s must be an object", id);
  }
  json_object_foreach (lists, id, entries)
  {
    gint f = tw_tower_find_floor (self->tower, id);
    json_t *floor_gauges = json_object_get (gauges, id);
    json_t *instances = json_object_get (json_object_get (floors, id), "enemies");
    TwFloorState *fs;
    size_t i;
    json_t *entry;
    if (f < 0 || !json_is_array (entries))
      return fail (error, "state: activeEnemiesByFloor.%s is not a floor's list", id);
    fs = &self->floors[f];
    tw_engine_list_ensure (self, f);
    json_array_foreach (entries, i, entry)
    {
      gint x = (gint)tw_json_get_int (entry, "x", -1), y = (gint)tw_json_get_int (entry, "y", -1);
      gint enemy = tw_tower_find_enemy (self->tower,
                                        json_string_value (json_object_get (entry, "enemyId")));
      const char *rid = json_string_value (json_object_get (entry, "runtimeId"));
      g_autofree char *key = NULL;
      gint64 gauge;
      guint slot;
      if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height || enemy < 0
          || tw_tower_get_enemy (self->tower, enemy)->time_cost <= 0)
        return fail (error, "state: activeEnemiesByFloor.%s[%zu] is not a listed enemy", id, i);
      if (fs->list->cell_slot[(gsize)y * fs->def->width + x] >= 0)
        return fail (error, "state: activeEnemiesByFloor.%s lists (%d,%d) twice", id, x, y);
      gauge = 0;
      if (rid != NULL && !read_int (floor_gauges, rid, 0, G_MAXINT32, "enemyActionGauge", &gauge,
                                    error))
        return FALSE;
      slot = tw_engine_list_append (self, f, x, y, enemy, gauge);
      key = g_strdup_printf ("%d,%d", x, y);
      fs->list->slots[slot].patrol_target
          = (guint16)tw_json_get_int (json_object_get (instances, key), "patrolTarget", 0);
    }
  }
  return TRUE;
}

static gboolean
load_skill_state (TwEngine *self, json_t *ss, GError **error)
{
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
      return fail (error, "state: activeStatusSkills.%s.remainBattles must be a whole number or null",
                   id);
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
  if (!load_hero (self, json_object_get (state, "hero"), error)
      || !load_floors (self, floors, error))
    return FALSE;
  if (self->hero.x >= self->floors[floor].def->width
      || self->hero.y >= self->floors[floor].def->height)
    return fail (error, "state: hero.loc (%d, %d) is off the map of %s", self->hero.x,
                 self->hero.y, json_string_value (json_object_get (state, "floorId")));
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
  if (!load_lists (self, mts, floors, error)
      || !load_skill_state (self, json_object_get (flags, "skillState"), error))
    return FALSE;
  self->active_version = tw_json_get_int (mts, "activeEnemiesVersion", 0);
  self->dead = json_is_true (json_object_get (state, "dead"));
  /* A floor never entered before the save has no list: build it now. The
   * load does not reset mapTurn. */
  if (self->floors[floor].list == NULL)
    tw_engine_rebuild_floor (self, floor);
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
