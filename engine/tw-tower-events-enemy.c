/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-enemy.c: enemy definitions changed by events
 * (docs/rules.md §11.3): `setEnemy` (events.js `setEnemy`, kept as
 * mota-js's flags.enemyInfo) and `setEnemyOnPoint` / `resetEnemyOnPoint` /
 * `moveEnemyOnPoint` (flags.enemyOnPoint). The tower's definitions stay as
 * they are: every reader of an enemy's numbers (forecast, battle, loot)
 * gets the definition with these changes laid over it. */
#include "engine/tw-tower-events-private.h"

#include <math.h>
#include <string.h>

/* Fields of the enemy's map-turn actions (docs/rules.md §7): changed by
 * setEnemy (the whole definition, docs/rules.md §11.10), as `timeCost` is,
 * but not by setEnemyOnPoint (one enemy). */
static const char *const map_turn_fields[]
    = { "actType", "actArgs", "priority", "contactBattleOnly", NULL };

static void
lay_over (json_t **json, json_t *changes)
{
  if (json_object_size (changes) == 0)
    return;
  if (json_is_object (*json))
    {
      json_t *copy = json_copy (*json);
      json_decref (*json);
      *json = copy;
    }
  json_object_update (*json, changes);
}

json_t *
tw_tower_events_enemy_json (TwEngine *self, gint enemy, gint floor, gint x, gint y, json_t *json)
{
  TwTowerEvents *tev = self->tev;
  char key[32];

  if (tev == NULL
      || (json_object_size (tev->enemy_info) == 0 && json_object_size (tev->enemy_on_point) == 0))
    return json;
  lay_over (&json,
            json_object_get (tev->enemy_info, tw_tower_get_enemy (self->tower, enemy)->id));
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  if (floor >= 0)
    lay_over (&json, json_object_get (json_object_get (tev->enemy_on_point,
                                                       self->floors[floor].def->id),
                                      key));
  return json;
}

gint64
tw_tower_events_enemy_number (TwEngine *self, gint enemy, gint floor, gint x, gint y,
                              const char *field)
{
  json_t *json = tw_tower_events_enemy_json (
      self, enemy, floor, x, y, json_incref (tw_tower_get_enemy (self->tower, enemy)->json));
  json_t *v = json_object_get (json, field);
  gint64 n = json_is_number (v) ? (gint64)json_number_value (v) : 0;
  json_decref (json);
  return n;
}

void
tw_tower_events_enemy_defeated (TwEngine *self, gint floor, gint x, gint y)
{
  char key[32];

  if (self->tev == NULL || json_object_size (self->tev->enemy_on_point) == 0)
    return;
  /* functions.js afterBattle: `delete flags.enemyOnPoint[floorId][x + "," + y]`. */
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  json_object_del (json_object_get (self->tev->enemy_on_point, self->floors[floor].def->id), key);
}

/* The new value of @field (events.js `setEnemy`: `_updateValueByOperator
 * (calValue (value), old, operator)`): a number from the expression
 * language, or, for `=`, a JSON literal such as a `special` list. NULL when
 * it is not simulated. */
static json_t *
new_value (TwEngine *self, const Ctx *ctx, json_t *cmd, json_t *old)
{
  json_t *value = json_object_get (cmd, "value");
  const char *op = json_string_value (json_object_get (cmd, "operator"));
  double v, result;

  if (tw_tower_events_eval_value (self, ctx, value, &v))
    {
      double before = json_is_number (old) ? json_number_value (old) : 0;
      if (!tw_tower_events_apply_operator (op, before, v, &result) || !isfinite (result))
        return NULL;
      return result == floor (result) && fabs (result) < 9e15 ? json_integer ((json_int_t)result)
                                                              : json_real (result);
    }
  if (op != NULL && strcmp (op, "=") != 0)
    return NULL;
  if (json_is_array (value) || json_is_object (value) || json_is_boolean (value))
    return json_deep_copy (value);
  if (json_is_string (value))
    {
      /* A JavaScript string literal ('chase'), or a JSON list or object
       * written as text (a `special` list, an `actArgs` object). */
      const char *text = json_string_value (value);
      gsize len = strlen (text);
      if (len >= 2 && (text[0] == '\'' || text[0] == '"') && text[len - 1] == text[0]
          && memchr (text + 1, text[0], len - 2) == NULL)
        return json_stringn (text + 1, len - 2);
      if (text[0] == '[' || text[0] == '{')
        return json_loads (text, JSON_DECODE_ANY, NULL);
    }
  return NULL;
}

static const char *
check_field (const char *name, gboolean on_point)
{
  if (name == NULL)
    return "no field";
  if (on_point && (g_strv_contains (map_turn_fields, name) || strcmp (name, "timeCost") == 0))
    return "map-turn field not simulated";
  return NULL;
}

/* Whether setEnemy changed one of @enemy's map-turn fields but timeCost. */
static gboolean
turn_fields_changed (TwEngine *self, const TwEnemyDef *def)
{
  json_t *changes = json_object_get (self->tev->enemy_info, def->id);

  for (guint i = 0; changes != NULL && map_turn_fields[i] != NULL; i++)
    if (json_object_get (changes, map_turn_fields[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* The engine's definition of @enemy read again: the tower's, or, when
 * setEnemy changed its actType, actArgs, priority or contactBattleOnly, an
 * own copy read from the changed json as the tower reads its own (so that
 * every reader of self->defs sees the change). */
static void
refresh_def (TwEngine *self, gint enemy)
{
  TwTowerEvents *tev = self->tev;
  TwEnemyDef *tower_def = tw_tower_get_enemy_array (self->tower)[enemy];
  json_t *json;

  if (tev->defs == NULL)
    {
      if (!turn_fields_changed (self, tower_def))
        return;
      tev->n_defs = tw_tower_get_n_enemies (self->tower);
      tev->defs = g_memdup2 (tw_tower_get_enemy_array (self->tower),
                             tev->n_defs * sizeof (TwEnemyDef *));
      tev->own = g_new0 (TwEnemyDef *, tev->n_defs);
      self->defs = tev->defs;
    }
  g_clear_pointer (&tev->own[enemy], tw_enemy_def_free);
  tev->defs[enemy] = tower_def;
  if (!turn_fields_changed (self, tower_def))
    return;
  json = tw_tower_events_enemy_json (self, enemy, -1, -1, -1, json_incref (tower_def->json));
  tev->own[enemy] = tw_enemy_def_new (self->tower, tower_def->id, json);
  tev->defs[enemy] = tev->own[enemy];
  json_decref (json);
}

void
tw_tower_events_enemy_defs_reset (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  for (guint i = 0; i < tev->n_defs; i++)
    g_clear_pointer (&tev->own[i], tw_enemy_def_free);
  g_clear_pointer (&tev->own, g_free);
  g_clear_pointer (&tev->defs, g_free);
  tev->n_defs = 0;
  self->defs = tw_tower_get_enemy_array (self->tower);
}

void
tw_tower_events_enemy_defs_refresh (TwEngine *self)
{
  const char *id;
  json_t *changes;

  json_object_foreach (self->tev->enemy_info, id, changes)
  {
    gint enemy = tw_tower_find_enemy (self->tower, id);
    if (enemy >= 0)
      refresh_def (self, enemy);
  }
}

/* TRUE when @json holds, at any depth, a setEnemy of a map-turn field. */
static gboolean
holds_act_field_change (json_t *json)
{
  if (json_is_object (json))
    {
      const char *key;
      json_t *value;
      const char *type = json_string_value (json_object_get (json, "type"));
      const char *name = json_string_value (json_object_get (json, "name"));
      if (type != NULL && strcmp (type, "setEnemy") == 0 && name != NULL
          && g_strv_contains (map_turn_fields, name))
        return TRUE;
      json_object_foreach (json, key, value)
        if (holds_act_field_change (value))
          return TRUE;
    }
  else if (json_is_array (json))
    {
      size_t i;
      json_t *value;
      json_array_foreach (json, i, value)
        if (holds_act_field_change (value))
          return TRUE;
    }
  return FALSE;
}

gboolean
tw_tower_events_scan_act_fields (const TwTower *tower)
{
  for (guint i = 0; i < tw_tower_get_n_floors (tower); i++)
    if (holds_act_field_change (tw_tower_get_floor (tower, i)->json))
      return TRUE;
  for (guint i = 0; i < tw_tower_get_n_items (tower); i++)
    if (holds_act_field_change (tw_tower_get_item (tower, i)->json))
      return TRUE;
  return holds_act_field_change (tw_tower_get_events (tower))
         || holds_act_field_change (tw_tower_get_shops (tower));
}

gboolean
tw_tower_events_may_change_act_fields (TwEngine *self)
{
  return self->tev != NULL && self->tev->changes_act_fields;
}

gint
tw_tower_events_enemy_time_cost (TwEngine *self, gint enemy)
{
  const TwEnemyDef *def = tw_tower_get_enemy (self->tower, enemy);
  json_t *v;

  if (json_object_size (self->tev->enemy_info) == 0)
    return def->time_cost;
  v = json_object_get (json_object_get (self->tev->enemy_info, def->id), "timeCost");
  if (!json_is_number (v))
    return def->time_cost;
  /* As the tower's own field is read (docs/rules.md §10.1): whole, not below 0. */
  return (gint)CLAMP (json_number_value (v), 0, G_MAXINT32 / 2);
}

/* setEnemy (events.js `_action_setEnemy` -> `setEnemy`). */
const char *
tw_tower_events_set_enemy (TwEngine *self, const Ctx *ctx, json_t *cmd)
{
  TwTowerEvents *tev = self->tev;
  const char *id = json_string_value (json_object_get (cmd, "id"));
  const char *name = json_string_value (json_object_get (cmd, "name"));
  const char *why = check_field (name, FALSE);
  gint enemy;
  json_t *changes, *old, *v;

  if (why)
    return why;
  if (id == NULL || (enemy = tw_tower_find_enemy (self->tower, id)) < 0)
    return "unknown enemy";
  changes = json_object_get (tev->enemy_info, id);
  old = json_object_get (changes, name);
  if (old == NULL)
    old = json_object_get (tw_tower_get_enemy (self->tower, enemy)->json, name);
  v = new_value (self, ctx, cmd, old);
  if (v == NULL)
    return "value not simulated";
  if (changes == NULL)
    json_object_set_new (tev->enemy_info, id, changes = json_object ());
  json_object_set_new (changes, name, v);
  tev->enemy_version++;
  if (g_strv_contains (map_turn_fields, name))
    refresh_def (self, enemy);
  /* A changed timeCost, actType or priority re-keys the schedule; so does a
   * changed actArgs or contactBattleOnly, harmlessly (docs/rules.md §11.10). */
  if (strcmp (name, "timeCost") == 0 || g_strv_contains (map_turn_fields, name))
    tw_engine_enemy_time_cost_changed (self, enemy);
  return NULL;
}

/* The per-floor table of flags.enemyOnPoint of a command's floor. */
static json_t *
point_table (TwEngine *self, gint floor, gboolean create)
{
  const char *fid = self->floors[floor].def->id;
  json_t *table = json_object_get (self->tev->enemy_on_point, fid);
  if (table == NULL && create)
    json_object_set_new (self->tev->enemy_on_point, fid, table = json_object ());
  return table;
}

/* setEnemyOnPoint of one cell (events.js `setEnemyOnPoint`): only a cell
 * holding an enemy; the old value is the one the enemy has there. */
const char *
tw_tower_events_set_enemy_on_point (TwEngine *self, const Ctx *ctx, json_t *cmd, gint floor,
                                    gint x, gint y)
{
  const char *name = json_string_value (json_object_get (cmd, "name"));
  const char *why = check_field (name, TRUE);
  char key[32];
  gint enemy;
  json_t *json, *v, *table, *cell;

  if (why)
    return why;
  if (!tw_engine_cell_is_enemy (self, floor, x, y, &enemy))
    return "no enemy";
  json = tw_tower_events_enemy_json (self, enemy, floor, x, y,
                                     json_incref (tw_tower_get_enemy (self->tower, enemy)->json));
  v = new_value (self, ctx, cmd, json_object_get (json, name));
  json_decref (json);
  if (v == NULL)
    return "value not simulated";
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  table = point_table (self, floor, TRUE);
  cell = json_object_get (table, key);
  if (cell == NULL)
    json_object_set_new (table, key, cell = json_object ());
  json_object_set_new (cell, name, v);
  return NULL;
}

/* resetEnemyOnPoint (events.js `resetEnemyOnPoint`) and moveEnemyOnPoint
 * (`moveEnemyOnPoint`: the changes go with the enemy). */
void
tw_tower_events_reset_enemy_on_point (TwEngine *self, gint floor, gint x, gint y)
{
  char key[32];
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  json_object_del (point_table (self, floor, FALSE), key);
}

void
tw_tower_events_move_enemy_on_point (TwEngine *self, gint floor, gint fx, gint fy, gint tx,
                                     gint ty)
{
  char from[32], to[32];
  json_t *table = point_table (self, floor, FALSE), *cell;

  g_snprintf (from, sizeof from, "%d,%d", fx, fy);
  g_snprintf (to, sizeof to, "%d,%d", tx, ty);
  cell = json_object_get (table, from);
  if (cell == NULL)
    return;
  json_object_set (table, to, cell);
  json_object_del (table, from);
}

const char *
tw_tower_events_enemy_static_skip (TwTower *tower, json_t *cmd, const char *type)
{
  if (strcmp (type, "resetEnemyOnPoint") == 0 || strcmp (type, "moveEnemyOnPoint") == 0)
    return NULL;
  if (strcmp (type, "setEnemy") == 0)
    {
      const char *id = json_string_value (json_object_get (cmd, "id"));
      if (id == NULL || tw_tower_find_enemy (tower, id) < 0)
        return "unknown enemy";
    }
  return check_field (json_string_value (json_object_get (cmd, "name")),
                      strcmp (type, "setEnemy") != 0);
}
