/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-state.c: the event state in a saved state (as
 * flags.towerEvents) and back. */
#include "engine/tw-tower-events-private.h"

#include <stdio.h>
#include <string.h>

/* "floorId@x@y@index": an autoEvent's name in the saved state (mota-js's symbol). */
static const char *
auto_key (TwEngine *self, guint i)
{
  static char buf[256];
  const Auto *a = &g_array_index (self->tev->autos, Auto, i);
  g_snprintf (buf, sizeof buf, "%s@%d@%d@%d", self->floors[a->floor].def->id, a->x, a->y, a->index);
  return buf;
}

void
tw_tower_events_save (TwEngine *self, json_t *flags)
{
  TwTowerEvents *tev = self->tev;
  json_t *out, *visited = json_array (), *done = json_array ();

  if (tev == NULL)
    return;
  for (guint f = 0; f < self->n_floors; f++)
    if (tev->visited[f])
      json_array_append_new (visited, json_string (self->floors[f].def->id));
  for (guint i = 0; i < tev->autos->len; i++)
    if (tev->auto_done[i])
      json_array_append_new (done, json_string (auto_key (self, i)));
  if (tev->answers->len > 0)
    {
      json_t *answers = json_array ();
      for (guint i = 0; i < tev->answers->len; i++)
        json_array_append_new (answers, json_integer (g_array_index (tev->answers, gint, i)));
      json_object_set_new (flags, "towerEventAnswers", answers);
    }
  if (json_object_size (tev->shops) > 0)
    json_object_set (flags, "towerEventShops", tev->shops);
  if (json_object_size (tev->item_shops) > 0)
    json_object_set_new (flags, "towerEventItemShops", json_deep_copy (tev->item_shops));
  if (tev->inputs->len > 0)
    {
      json_t *inputs = json_array ();
      for (guint i = 0; i < tev->inputs->len; i++)
        json_array_append_new (inputs, json_string (g_ptr_array_index (tev->inputs, i)));
      json_object_set_new (flags, "towerEventInputs", inputs);
    }
  /* Copies: a save kept in a slot must not follow the flags that change
   * after it (a load clears them in place before it reads the save's). */
  out = json_pack ("{s:o, s:o, s:o, s:o, s:b}", "flags", json_deep_copy (tev->flags), "globals",
                   json_deep_copy (tev->globals), "visited", visited, "autoDone", done, "won",
                   tev->won);
  /* mota-js's own names: flags.enemyInfo, flags.enemyOnPoint. */
  if (json_object_size (tev->enemy_info) > 0)
    json_object_set_new (out, "enemyInfo", json_deep_copy (tev->enemy_info));
  if (json_object_size (tev->enemy_on_point) > 0)
    json_object_set_new (out, "enemyOnPoint", json_deep_copy (tev->enemy_on_point));
  json_object_set_new (flags, "towerEvents", out);
}

static gboolean
load_fail (GError **error, const char *what)
{
  g_set_error (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_INVALID_STATE, "state: flags.towerEvents.%s",
               what);
  return FALSE;
}

gboolean
tw_tower_events_load (TwEngine *self, json_t *state, GError **error)
{
  TwTowerEvents *tev = self->tev;
  json_t *te = json_object_get (json_object_get (state, "flags"), "towerEvents");
  json_t *v, *flags, *globals;
  gsize i;

  if (tev == NULL)
    return TRUE;
  /* The blocks of `enable: false` events were hidden by the reset: a load
   * keeps only those the save has hidden. */
  for (guint f = 0; f < self->n_floors; f++)
    {
      TwFloorState *fs = &self->floors[f];
      json_t *saved = json_object_get (
          json_object_get (json_object_get (state, "floors"), fs->def->id), "hidden");
      const char *key;
      json_t *ev;
      json_object_foreach (json_object_get (fs->def->json, "events"), key, ev)
      {
        gboolean enabled, hidden = FALSE;
        gint x, y;
        tw_tower_events_event_commands (ev, &enabled, NULL);
        if (enabled || sscanf (key, "%d,%d", &x, &y) != 2 || !tw_engine_in_bounds (fs, x, y))
          continue;
        json_array_foreach (saved, i, v) hidden |= g_strcmp0 (json_string_value (v), key) == 0;
        if (fs->hidden)
          fs->hidden[tw_engine_cell_of (fs, x, y)] = hidden;
      }
    }
  if (te == NULL)
    return TRUE;
  flags = json_object_get (te, "flags");
  globals = json_object_get (te, "globals");
  if (!json_is_object (te) || (flags && !json_is_object (flags))
      || (globals && !json_is_object (globals)))
    return load_fail (error, "flags and globals must be objects");
  if (flags)
    json_object_update (tev->flags, flags);
  if (globals)
    json_object_update (tev->globals, globals);
  json_array_foreach (json_object_get (te, "visited"), i, v)
  {
    gint f = tw_tower_find_floor (self->tower, json_string_value (v));
    if (f < 0)
      return load_fail (error, "visited names a floor the tower does not have");
    tev->visited[f] = 1;
  }
  json_array_foreach (json_object_get (te, "autoDone"), i, v)
  {
    for (guint a = 0; a < tev->autos->len; a++)
      if (g_strcmp0 (json_string_value (v), auto_key (self, a)) == 0)
        tev->auto_done[a] = 1;
  }
  tev->won = json_is_true (json_object_get (te, "won"));
  {
    /* Deep copies: the tables are changed in place later; the state is the caller's. */
    json_t *info = json_object_get (te, "enemyInfo");
    json_t *points = json_object_get (te, "enemyOnPoint");
    if ((info && !json_is_object (info)) || (points && !json_is_object (points)))
      return load_fail (error, "enemyInfo and enemyOnPoint must be objects");
    if (info)
      {
        json_t *copy = json_deep_copy (info);
        json_object_update (tev->enemy_info, copy);
        json_decref (copy);
        tev->enemy_version++;
        tw_tower_events_enemy_defs_refresh (self);
      }
    if (points)
      {
        json_t *copy = json_deep_copy (points);
        json_object_update (tev->enemy_on_point, copy);
        json_decref (copy);
      }
  }
  v = json_object_get (json_object_get (state, "flags"), "towerEventItemShops");
  if (v != NULL && !json_is_object (v))
    return load_fail (error, "towerEventItemShops must be an object");
  if (v != NULL)
    {
      json_t *copy = json_deep_copy (v);
      json_object_update (tev->item_shops, copy);
      json_decref (copy);
    }
  json_array_foreach (json_object_get (json_object_get (state, "flags"), "towerEventInputs"), i, v)
  {
    if (!json_is_string (v))
      return load_fail (error, "towerEventInputs must be strings");
    g_ptr_array_add (tev->inputs, g_strdup (json_string_value (v)));
  }
  if (json_is_object (json_object_get (json_object_get (state, "flags"), "towerEventShops")))
    json_object_update (tev->shops,
                        json_object_get (json_object_get (state, "flags"), "towerEventShops"));
  json_array_foreach (json_object_get (json_object_get (state, "flags"), "towerEventAnswers"), i, v)
  {
    gint answer = (gint)json_integer_value (v);
    if (!json_is_integer (v) || answer < 0)
      return load_fail (error, "towerEventAnswers must be answers (integers >= 0)");
    g_array_append_val (tev->answers, answer);
  }
  tev->version++;
  return TRUE;
}
