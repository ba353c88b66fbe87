/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events.c: the tower's mota-js events (docs/rules.md §11): the
 * event tables, the hooks that queue commands, the end-of-frame run and
 * the public calls (shop, choose).
 *
 * Hooks queue a list of commands; at the end of the frame the queue is run
 * to completion, then every autoEvent whose condition holds, until nothing
 * is left (docs/rules.md §11.2). Commands follow mota-js 2.x's
 * libs/events.js `_action_*` functions; what is not simulated is a `skip`
 * event, never silence (§11.5). Conditions and values are a small
 * expression language over status:, item:, flag:, switch: and global:
 * names (§11.4), compiled once to a postfix program.
 */
#include "engine/tw-tower-events-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const hook_keys[]
    = { "events",      "afterBattle", "afterGetItem", "afterOpenDoor",
        "firstArrive", "eachArrive",  "autoEvent" };

static gboolean
has_content (json_t *v)
{
  return (json_is_object (v) && json_object_size (v) > 0)
         || (json_is_array (v) && json_array_size (v) > 0);
}

static void
collect_autos (TwTowerEvents *tev, const TwTower *tower)
{
  for (guint f = 0; f < tw_tower_get_n_floors (tower); f++)
    {
      const char *key;
      json_t *per_cell;
      json_object_foreach (json_object_get (tw_tower_get_floor (tower, f)->json, "autoEvent"), key,
                           per_cell)
      {
        gint x, y;
        const char *index;
        json_t *ev;
        if (sscanf (key, "%d,%d", &x, &y) != 2)
          continue;
        json_object_foreach (per_cell, index, ev)
        {
          Auto a = { .floor = (gint)f, .x = x, .y = y, .index = atoi (index) };
          if (!json_is_object (ev))
            continue;
          a.cond = tw_tower_events_expr_compile (json_object_get (ev, "condition"));
          a.current_floor = json_is_true (json_object_get (ev, "currentFloor"));
          a.multi = json_is_true (json_object_get (ev, "multiExecute"));
          a.data = json_object_get (ev, "data");
          if (a.cond != NULL && a.cond->reads_items)
            tev->any_reads_items = TRUE;
          g_array_append_val (tev->autos, a);
        }
      }
    }
}

/* The tile's own events after it was opened: `doorInfo.afterOpenDoor`. */
static json_t *
door_info_after_open (const TwTileInfo *door)
{
  return door ? json_object_get (json_object_get (door->json, "doorInfo"), "afterOpenDoor") : NULL;
}

/* The tile's own `event` (maps.js), or NULL. */
static json_t *
tile_event (const TwTileInfo *tile)
{
  json_t *ev = tile ? json_object_get (tile->json, "event") : NULL;
  return has_content (ev) ? ev : NULL;
}

/* Whether some tile has events of its own: doorInfo.afterOpenDoor, `event`. */
static gboolean
any_tile_events (const TwTower *tower)
{
  for (guint n = 1; n < tw_tower_get_tile_limit (tower); n++)
    {
      const TwTileInfo *tile = tw_tower_get_tile (tower, n);
      if (has_content (door_info_after_open (tile)) || tile_event (tile))
        return TRUE;
    }
  return FALSE;
}

TwTowerEvents *
tw_tower_events_new (TwEngine *self)
{
  const TwTower *tower = self->tower;
  gboolean any = has_content (json_object_get (tw_tower_get_events (tower), "commonEvent"));
  TwTowerEvents *tev;

  for (guint f = 0; f < tw_tower_get_n_floors (tower) && !any; f++)
    for (guint k = 0; k < G_N_ELEMENTS (hook_keys) && !any; k++)
      any = has_content (json_object_get (tw_tower_get_floor (tower, f)->json, hook_keys[k]));
  any = any || json_array_size (tw_tower_get_start_story (tower)) > 0
        || tw_tower_get_start_hard (tower) != NULL
        || any_tile_events (tower);
  if (!any && !tw_tower_has_use_item_events (tower))
    return NULL;
  tev = g_new0 (TwTowerEvents, 1);
  tev->changes_act_fields = tw_tower_events_scan_act_fields (tower);
  tev->flags = json_object ();
  tev->globals = json_object ();
  tev->visited = g_new0 (guint8, MAX (1, tw_tower_get_n_floors (tower)));
  tev->autos = g_array_new (FALSE, FALSE, sizeof (Auto));
  tev->pending = g_array_new (FALSE, FALSE, sizeof (Pending));
  tev->answers = g_array_new (FALSE, FALSE, sizeof (gint));
  tev->shops = json_object ();
  tev->inputs = g_ptr_array_new_with_free_func (g_free);
  tev->item_shops = json_object ();
  tev->enemy_info = json_object ();
  tev->enemy_on_point = json_object ();
  tev->expr_cache
      = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify)tw_tower_events_expr_free);
  collect_autos (tev, tower);
  tev->auto_done = g_new0 (guint8, tev->autos->len + 1);
  tev->auto_frame = g_new0 (guint8, tev->autos->len + 1);
  return tev;
}

void
tw_tower_events_free (TwTowerEvents *tev)
{
  if (tev == NULL)
    return;
  json_decref (tev->flags);
  json_decref (tev->globals);
  g_free (tev->visited);
  for (guint i = 0; i < tev->autos->len; i++)
    tw_tower_events_expr_free (g_array_index (tev->autos, Auto, i).cond);
  g_array_unref (tev->autos);
  g_free (tev->auto_done);
  g_free (tev->auto_frame);
  g_array_unref (tev->pending);
  g_hash_table_unref (tev->expr_cache);
  g_array_unref (tev->answers);
  json_decref (tev->shops);
  g_ptr_array_unref (tev->inputs);
  json_decref (tev->item_shops);
  json_decref (tev->enemy_info);
  json_decref (tev->enemy_on_point);
  json_decref (tev->items_snap);
  for (guint i = 0; i < tev->n_defs; i++)
    if (tev->own[i] != NULL)
      tw_enemy_def_free (tev->own[i]);
  g_free (tev->own);
  g_free (tev->defs);
  g_free (tev);
}

/* A cell's event as a list of commands, its `enable` and `noPass`. */
json_t *
tw_tower_events_event_commands (json_t *ev, gboolean *enabled, json_t **no_pass)
{
  if (enabled)
    *enabled = TRUE;
  if (no_pass)
    *no_pass = NULL;
  if (json_is_object (ev))
    {
      if (enabled)
        *enabled = !json_is_false (json_object_get (ev, "enable"));
      if (no_pass)
        *no_pass = json_object_get (ev, "noPass");
      return json_object_get (ev, "data");
    }
  return json_is_array (ev) || json_is_string (ev) ? ev : NULL;
}

json_t *
tw_tower_events_cell_hook (TwEngine *self, gint floor, const char *hook, gint x, gint y)
{
  char key[32];
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  return json_object_get (json_object_get (self->floors[floor].def->json, hook), key);
}

void
tw_tower_events_reset (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  json_object_clear (tev->flags);
  json_object_clear (tev->globals);
  memset (tev->visited, 0, self->n_floors);
  memset (tev->auto_done, 0, tev->autos->len);
  g_array_set_size (tev->pending, 0);
  g_array_set_size (tev->answers, 0);
  json_object_clear (tev->shops);
  g_ptr_array_set_size (tev->inputs, 0);
  json_object_clear (tev->item_shops);
  json_object_clear (tev->enemy_info);
  tev->enemy_version++;
  json_object_clear (tev->enemy_on_point);
  tw_tower_events_enemy_defs_reset (self);
  tev->won = FALSE;
  tev->version++;
  /* mota-js (maps.js initBlock): an event with `enable: false` starts
   * disabled, its block hidden until `show` (docs/rules.md §11.3). */
  for (guint f = 0; f < self->n_floors; f++)
    {
      TwFloorState *fs = &self->floors[f];
      const char *key;
      json_t *ev;
      json_object_foreach (json_object_get (fs->def->json, "events"), key, ev)
      {
        gboolean enabled;
        gint x, y;
        tw_tower_events_event_commands (ev, &enabled, NULL);
        if (enabled || sscanf (key, "%d,%d", &x, &y) != 2 || !tw_engine_in_bounds (fs, x, y))
          continue;
        if (fs->hidden == NULL)
          fs->hidden = g_new0 (guint8, (gsize)fs->def->width * fs->def->height);
        fs->hidden[tw_engine_cell_of (fs, x, y)] = 1;
      }
    }
}

gboolean
tw_tower_events_cell (TwEngine *self, gint x, gint y, gboolean *bump)
{
  TwFloorState *fs = &self->floors[self->cur];
  json_t *no_pass, *commands;
  const TwTileInfo *info;
  gsize cell;

  if (self->tev == NULL || !tw_engine_in_bounds (fs, x, y))
    return FALSE;
  cell = tw_engine_cell_of (fs, x, y);
  if (fs->hidden && fs->hidden[cell])
    return FALSE;
  commands = tw_tower_events_event_commands (
      tw_tower_events_cell_hook (self, self->cur, "events", x, y), NULL, &no_pass);
  if (commands == NULL)
    return FALSE;
  info = tw_tower_get_tile (self->tower, fs->tiles[cell]);
  /* mota-js's noPass: the event's own, else the block's (canPass). */
  if (json_is_boolean (no_pass))
    *bump = json_is_true (no_pass);
  else
    *bump = fs->tiles[cell] != 0 && (info == NULL || !info->can_pass);
  return TRUE;
}

void
tw_tower_events_block_removed (TwEngine *self, gint floor, gint x, gint y)
{
  /* mota-js's removeBlock keeps a block that has events, disabled: one
   * change of the map, which the removal already patched (docs/rules.md
   * §6.4), so the list is not patched a second time. */
  if (tw_tower_events_cell_hook (self, floor, "events", x, y) != NULL)
    tw_engine_hide_cell_raw (self, floor, x, y);
}

gboolean
tw_tower_events_cell_takes_over (TwEngine *self, gint x, gint y)
{
  TwFloorState *fs = &self->floors[self->cur];
  json_t *ev;

  if (self->tev == NULL || !tw_engine_in_bounds (fs, x, y)
      || (fs->hidden && fs->hidden[tw_engine_cell_of (fs, x, y)]))
    return FALSE;
  ev = tw_tower_events_cell_hook (self, self->cur, "events", x, y);
  return g_strcmp0 (json_string_value (json_object_get (ev, "trigger")), "action") == 0;
}

void
tw_tower_events_queue (TwEngine *self, const char *hook, gint floor, gint x, gint y, json_t *data)
{
  Pending p = { .hook = hook, .floor = floor, .x = x, .y = y, .data = data };
  if (data != NULL)
    g_array_append_val (self->tev->pending, p);
}

/* Queued before what is already queued: mota-js `insertAction` puts an
 * arrival's events first. */
static void
queue_front (TwEngine *self, const char *hook, gint floor, json_t *data)
{
  Pending p = { .hook = hook, .floor = floor, .x = -1, .y = -1, .data = data };
  if (data != NULL)
    g_array_prepend_val (self->tev->pending, p);
}

void
tw_tower_events_queue_cell (TwEngine *self, const char *hook, gint x, gint y)
{
  json_t *data;

  if (self->tev == NULL)
    return;
  data = tw_tower_events_cell_hook (self, self->cur, hook, x, y);
  if (strcmp (hook, "events") == 0)
    data = tw_tower_events_event_commands (data, NULL, NULL);
  tw_tower_events_queue (self, hook, self->cur, x, y, data);
}

void
tw_tower_events_door_opened (TwEngine *self, const TwTileInfo *door, gint x, gint y)
{
  if (self->tev == NULL)
    return;
  /* functions.js `afterOpenDoor` (2.10.3): the cell's afterOpenDoor, then
   * the door tile's own doorInfo.afterOpenDoor ("批量开门事件"), as one
   * list. */
  tw_tower_events_queue_cell (self, "afterOpenDoor", x, y);
  tw_tower_events_queue (self, "afterOpenDoor", self->cur, x, y, door_info_after_open (door));
}

gboolean
tw_tower_events_tile_event (TwEngine *self, const TwTileInfo *tile, gint x, gint y)
{
  json_t *ev = tile_event (tile);
  if (self->tev == NULL || ev == NULL)
    return FALSE;
  tw_tower_events_queue (self, "events", self->cur, x, y, ev);
  return TRUE;
}

void
tw_tower_events_arrived (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;
  json_t *floor_json;

  if (tev == NULL)
    return;
  floor_json = self->floors[self->cur].def->json;
  /* functions.js `afterChangeFloor`: core.insertAction (eachArrive), then
   * on the first arrival core.insertAction (firstArrive): each goes before
   * what is queued, so firstArrive runs first, then eachArrive, then the
   * rest (docs/rules.md §11.2). */
  queue_front (self, "eachArrive", self->cur, json_object_get (floor_json, "eachArrive"));
  if (!tev->visited[self->cur])
    {
      tev->visited[self->cur] = 1;
      queue_front (self, "firstArrive", self->cur, json_object_get (floor_json, "firstArrive"));
    }
}

Flow
tw_tower_events_run_first (TwEngine *self, guint n)
{
  TwTowerEvents *tev = self->tev;

  for (guint i = 0; i < n && tev->pending->len > 0; i++)
    {
      Pending p = g_array_index (tev->pending, Pending, 0);
      Ctx ctx;
      g_array_remove_index (tev->pending, 0);
      tw_tower_events_ctx_init (self, &ctx, p.hook, p.floor, p.x, p.y);
      tw_tower_events_run_list (self, &ctx, p.data);
      if (self->dead || tev->won)
        return FLOW_STOP;
    }
  return FLOW_NEXT;
}

static gboolean
game_started (TwEngine *self)
{
  for (guint f = 0; f < self->n_floors; f++)
    if (self->tev->visited[f])
      return TRUE;
  return FALSE;
}

/* The start of a game (docs/rules.md §11.12): events.js `_startGame_start`
 * runs the start story, then `_startGame_afterStart` changes to the start
 * floor at the start cell, where the hero arrives. The hero stands there
 * already; only a story that moved him is followed by that change. */
static void
run_start_story (TwEngine *self)
{
  json_t *story = tw_tower_get_start_story (self->tower);
  gint floor = self->cur, x = self->hero.x, y = self->hero.y;
  json_t *hard = tw_tower_get_start_hard (self->tower);
  Ctx ctx;

  if (hard)
    json_object_set (self->tev->flags, "hard", hard);
  if (json_array_size (story) == 0)
    return;
  tw_tower_events_ctx_init (self, &ctx, "startText", self->cur, -1, -1);
  tw_tower_events_run_list (self, &ctx, story);
  if (self->dead || self->tev->won)
    return;
  if (self->cur != floor || self->hero.x != x || self->hero.y != y)
    tw_engine_change_floor (self, self->floors[floor].def->id, x, y);
}

/* --- trace ------------------------------------------------------------------------ */

void
tw_tower_events_emit (TwEngine *self, const Ctx *ctx, TwEventKind kind, const char *command,
                      const char *reason)
{
  TwEvent ev = { .kind = kind,
                 .hook = ctx->hook,
                 .floor_id = ctx->floor >= 0 ? self->floors[ctx->floor].def->id : NULL,
                 .x = ctx->x,
                 .y = ctx->y,
                 .command = command,
                 .reason = reason };
  if (self->sink)
    tw_engine_emit (self, &ev);
}

void
tw_tower_events_ctx_init (TwEngine *self, Ctx *ctx, const char *hook, gint floor, gint x, gint y)
{
  ctx->hook = hook;
  ctx->floor = floor;
  ctx->x = x;
  ctx->y = y;
  ctx->floor_id = floor >= 0 ? self->floors[floor].def->id : "";
}

/* The first autoEvent that is due (its condition holds), queued; FALSE when none. */
/* Bumps the serials of what changed since the last check. */
static void
snapshot_hero (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;
  const TwHero *h = &self->hero;
  gint64 numbers[8] = { h->hp, h->atk, h->def, h->mdef, h->money, h->exp, h->hpmax, h->has_hpmax };
  gint64 loc[3] = { h->x, h->y, self->cur };

  if (memcmp (numbers, tev->numbers_snap, sizeof numbers) != 0)
    {
      memcpy (tev->numbers_snap, numbers, sizeof numbers);
      tev->numbers_serial++;
    }
  if (memcmp (loc, tev->loc_snap, sizeof loc) != 0)
    {
      memcpy (tev->loc_snap, loc, sizeof loc);
      tev->loc_serial++;
    }
  if (tev->any_reads_items && (tev->items_snap == NULL || !json_equal (tev->items_snap, h->items)))
    {
      json_decref (tev->items_snap);
      tev->items_snap = json_deep_copy (h->items);
      tev->items_serial++;
    }
}

static gboolean
queue_due_auto (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  if (tev->autos->len == 0)
    return FALSE;
  snapshot_hero (self);

  for (guint i = 0; i < tev->autos->len; i++)
    {
      Auto *a = &g_array_index (tev->autos, Auto, i);
      Ctx ctx;
      double v;
      if (a->cond == NULL || tev->auto_frame[i] || (a->current_floor && a->floor != self->cur)
          || (!a->multi && tev->auto_done[i]))
        continue;
      /* A condition that was false cannot have turned true while nothing it
       * reads changed: checking it again is skipped (docs/engine.md). */
      if (a->was_false && !a->cond->reads_other && a->false_version == tev->version
          && (!a->cond->reads_numbers || a->false_numbers == tev->numbers_serial)
          && (!a->cond->reads_loc || a->false_loc == tev->loc_serial)
          && (!a->cond->reads_items || a->false_items == tev->items_serial))
        continue;
      tw_tower_events_ctx_init (self, &ctx, "autoEvent", a->floor, a->x, a->y);
      if (!tw_tower_events_expr_eval (self, &ctx, a->cond, &v) || v == 0)
        {
          a->was_false = TRUE;
          a->false_version = tev->version;
          a->false_numbers = tev->numbers_serial;
          a->false_loc = tev->loc_serial;
          a->false_items = tev->items_serial;
          continue;
        }
      tev->auto_done[i] = 1;
      tev->auto_frame[i] = 1;
      tw_tower_events_queue (self, "autoEvent", a->floor, a->x, a->y, a->data);
      return TRUE;
    }
  return FALSE;
}

void
tw_tower_events_run (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  if (tev == NULL || tev->running)
    return;
  tev->running = TRUE;
  tev->budget = MAX_FRAME_COMMANDS;
  memset (tev->auto_frame, 0, tev->autos->len);
  if (!game_started (self))
    run_start_story (self);
  for (;;)
    {
      if (self->dead || tev->won)
        {
          g_array_set_size (tev->pending, 0);
          break;
        }
      if (!tev->visited[self->cur])
        tw_tower_events_arrived (self);
      if (tev->pending->len > 0)
        {
          Pending p = g_array_index (tev->pending, Pending, 0);
          Ctx ctx;
          g_array_remove_index (tev->pending, 0);
          tw_tower_events_ctx_init (self, &ctx, p.hook, p.floor, p.x, p.y);
          tw_tower_events_run_list (self, &ctx, p.data);
          continue;
        }
      if (!queue_due_auto (self))
        break;
    }
  tev->running = FALSE;
  /* The start story is a frame too: it ends with updateStatusBar. */
  tw_engine_cap_hp (self);
}

void
tw_tower_events_answer (TwEngine *self, gint answer)
{
  if (self->tev != NULL)
    g_array_append_val (self->tev->answers, answer);
}

guint
tw_engine_get_n_unused_answers (TwEngine *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->tev ? self->tev->answers->len + self->tev->inputs->len : 0;
}

void
tw_tower_events_input (TwEngine *self, const char *value)
{
  if (self->tev != NULL)
    g_ptr_array_add (self->tev->inputs, g_strdup (value));
}

gboolean
tw_tower_events_shop (TwEngine *self, const char *id, gint choice, const char **why)
{
  return tw_tower_events_shop_trade (self, id, choice, FALSE, why);
}

gboolean
tw_tower_events_shop_trade (TwEngine *self, const char *id, gint choice, gboolean sell,
                            const char **why)
{
  TwTowerEvents *tev = self->tev;
  json_t *shop = NULL, *item, *pick, *need;
  gsize i;
  Ctx ctx;
  double v;

  json_array_foreach (tw_tower_get_shops (self->tower), i, item)
  {
    if (g_strcmp0 (json_string_value (json_object_get (item, "id")), id) == 0)
      shop = item;
  }
  if (shop == NULL || tev == NULL)
    return (*why = "no such shop"), FALSE;
  if (!json_is_true (json_object_get (tev->shops, id)))
    return (*why = "shop not visited"), FALSE;
  if (json_is_true (json_object_get (shop, "item")))
    return tw_tower_events_item_shop (self, shop, choice, sell, why);
  if (sell)
    return (*why = "no such choice"), FALSE;
  if (json_object_get (shop, "item") != NULL || json_object_get (shop, "commonEvent") != NULL)
    return (*why = "shop not simulated"), FALSE;
  pick = json_array_get (json_object_get (shop, "choices"), (gsize)choice);
  if (!json_is_object (pick))
    return (*why = "no such choice"), FALSE;
  tw_tower_events_ctx_init (self, &ctx, "shop", self->cur, -1, -1);
  need = json_object_get (pick, "need");
  if (need != NULL && !json_is_null (need)
      && !(json_is_string (need) && !*json_string_value (need)))
    {
      if (!tw_tower_events_eval_value (self, &ctx, need, &v))
        return (*why = "shop not simulated"), FALSE;
      if (v == 0)
        return (*why = "cannot afford"), FALSE;
    }
  tw_tower_events_queue (self, "shop", self->cur, -1, -1, json_object_get (pick, "action"));
  return TRUE;
}
