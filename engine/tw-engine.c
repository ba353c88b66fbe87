/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine.c: the engine's life, the active-enemy cache's patches, floors and blocks
 * (the clock and the tick are in tw-engine-time.c).
 *
 * docs/rules.md §1 and §6. The scheduler never touches an enemy on a tick where it
 * does not act: each listed enemy sits in the bucket of the tick of its next
 * action (a 64-bucket wheel of bitsets over list slots, slots kept in action
 * order), so a tick visits exactly the enemies that act in it, in order.
 * Enemies whose action is `idle` have no effect at all; unless an event sink
 * wants their actions one by one they are not even put on the wheel, their
 * gauge being a formula of the tick count (tw_engine_set_idle_actions_implied). The wheel and the
 * lists themselves are in tw-engine-schedule.c. See docs/engine.md.
 */
#include "engine/tw-engine-private.h"
#include "engine/tw-tower-events.h"
#include "engine/tw-json-private.h"

#include <string.h>

const char *
tw_engine_version (void)
{
  return TW_VERSION;
}

/* --- Helpers ------------------------------------------------------------- */

static gint
floor_index (TwEngine *self, const char *floor_id)
{
  return floor_id ? tw_tower_find_floor (self->tower, floor_id) : self->cur;
}

gint
tw_engine_floor_index (TwEngine *self, const char *floor_id)
{
  return floor_index (self, floor_id);
}

TwFloorState *
tw_engine_floor_state (TwEngine *self, gint floor)
{
  g_assert (floor >= 0 && (guint)floor < self->n_floors);
  return &self->floors[floor];
}

static gboolean
in_bounds (const TwFloorState *fs, gint x, gint y)
{
  return tw_engine_in_bounds (fs, x, y);
}

static gsize
cell_of (const TwFloorState *fs, gint x, gint y)
{
  return tw_engine_cell_of (fs, x, y);
}

static gboolean
cell_hidden (const TwFloorState *fs, gsize cell)
{
  return fs->hidden != NULL && fs->hidden[cell];
}

/* Passable for the chase field: empty, hidden, or an enemy (enemies move). */
static gboolean
cell_field_passable (TwEngine *self, const TwFloorState *fs, gsize cell)
{
  guint32 tile = fs->tiles[cell];
  const TwTileInfo *info;

  if (cell_hidden (fs, cell))
    return TRUE;
  if (tile < self->field_pass_len)
    return self->field_pass[tile];
  info = tw_tower_get_tile (self->tower, tile);
  return info != NULL && info->enemy >= 0;
}

/* The chase field depends on passability only: an enemy stepping from cell
 * to cell does not invalidate it. */
static void
note_cell_change (TwEngine *self, const TwFloorState *fs, gsize cell, gboolean was_passable)
{
  if (cell_field_passable (self, fs, cell) != was_passable)
    self->map_version++;
}

/* The enemy index standing at (x, y) (visible), or -1. */
gboolean
tw_engine_cell_is_enemy (TwEngine *self, gint floor, gint x, gint y, gint *enemy)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  const TwTileInfo *info;
  gsize cell;

  if (!in_bounds (fs, x, y))
    return FALSE;
  cell = cell_of (fs, x, y);
  if (fs->tiles[cell] == 0 || cell_hidden (fs, cell))
    return FALSE;
  info = tw_tower_get_tile (self->tower, fs->tiles[cell]);
  if (info == NULL || info->enemy < 0)
    return FALSE;
  if (enemy)
    *enemy = info->enemy;
  return TRUE;
}

/* The enemy index at (x, y) when it belongs in the list (timeCost > 0), else -1. */
gint
tw_engine_cell_scheduled_enemy (TwEngine *self, TwFloorState *fs, gint x, gint y)
{
  gint floor = (gint)(fs - self->floors);
  gint enemy;

  if (!tw_engine_cell_is_enemy (self, floor, x, y, &enemy))
    return -1;
  return tw_engine_enemy_time_cost (self, enemy) > 0 ? enemy : -1;
}

gint
tw_engine_enemy_time_cost (TwEngine *self, gint enemy)
{
  if (self->tev)
    return tw_tower_events_enemy_time_cost (self, enemy);
  return tw_tower_get_enemy (self->tower, enemy)->time_cost;
}

void
tw_engine_enemy_time_cost_changed (TwEngine *self, gint enemy)
{
  gint time_cost = tw_engine_enemy_time_cost (self, enemy);

  for (guint f = 0; f < self->n_floors; f++)
    {
      TwActiveList *list = self->floors[f].list;
      if (list == NULL)
        continue;
      /* Each listed enemy of that kind keeps the gauge it has filled, below
       * its new timeCost; then the list takes in or lets go of the enemies
       * that now join it or leave it (timeCost 0), as a rebuild does. */
      for (guint i = 0; i < list->n_slots; i++)
        {
          TwActive *a = &list->slots[i];
          gint64 gauge;
          if (!a->alive || (gint)a->def != enemy || time_cost <= 0)
            continue;
          gauge = tw_engine_entry_gauge (self, list, a);
          a->time_cost = time_cost;
          a->gauge_at = (gint32)MIN (gauge, time_cost - 1);
          a->tick_at = self->serial;
          if (tw_engine_list_is_current (self, list))
            tw_engine_emit_reschedule (self, a, FALSE);
        }
      tw_engine_rebuild_floor (self, (gint)f);
    }
  tw_engine_reschedule_all (self);
}

gint64
tw_engine_enemy_base_hp (TwEngine *self, gint floor, gint x, gint y, gint enemy)
{
  if (self->tev)
    return tw_tower_events_enemy_number (self, enemy, floor, x, y, "hp");
  return tw_tower_get_enemy (self->tower, enemy)->hp;
}

TwInstance *
tw_engine_instance (TwEngine *self, gint floor, gint x, gint y, gboolean create)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  gpointer key = GSIZE_TO_POINTER (cell_of (fs, x, y) + 1);
  TwInstance *inst;
  gint enemy;

  inst = fs->inst ? g_hash_table_lookup (fs->inst, key) : NULL;
  if (inst || !create || !tw_engine_cell_is_enemy (self, floor, x, y, &enemy))
    return inst;
  if (fs->inst == NULL)
    fs->inst = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  inst = g_new0 (TwInstance, 1);
  inst->hp = tw_engine_enemy_base_hp (self, floor, x, y, enemy);
  g_hash_table_insert (fs->inst, key, inst);
  return inst;
}

static void
instance_drop (TwFloorState *fs, gsize cell)
{
  if (fs->inst)
    g_hash_table_remove (fs->inst, GSIZE_TO_POINTER (cell + 1));
}

static void
instance_move (TwFloorState *fs, gsize from, gsize to)
{
  gpointer inst;

  if (fs->inst == NULL)
    return;
  instance_drop (fs, to);
  if (g_hash_table_steal_extended (fs->inst, GSIZE_TO_POINTER (from + 1), NULL, &inst))
    g_hash_table_insert (fs->inst, GSIZE_TO_POINTER (to + 1), inst);
}

static void rebuild_floor (TwEngine *self, gint floor);

void
tw_engine_rebuild_floor (TwEngine *self, gint floor)
{
  rebuild_floor (self, floor);
}

/* --- Patches (docs/rules.md §6) ------------------------------------------------ */

static void
rebuild_floor (TwEngine *self, gint floor)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  TwActiveList *list;
  gint x, y;
  guint32 seq = 0;
  guint i;

  if (fs->list == NULL)
    fs->list = tw_engine_list_new (fs, floor == self->cur);
  list = fs->list;
  self->full_scans++;
  self->active_version++;

  /* Entries whose runtimeId no longer exists go, with their gauge. */
  for (i = 0; i < list->n_slots; i++)
    {
      TwActive *a = &list->slots[i];
      if (a->alive && tw_engine_cell_scheduled_enemy (self, fs, a->x, a->y) != (gint)a->def)
        tw_engine_list_remove_slot (self, fs, i);
    }
  /* One scan in row-major order: kept entries are renumbered in that order,
   * new ones join with a fresh gauge. */
  for (y = 0; y < fs->def->height; y++)
    for (x = 0; x < fs->def->width; x++)
      {
        gint enemy = tw_engine_cell_scheduled_enemy (self, fs, x, y);
        gint32 slot;
        if (enemy < 0)
          continue;
        slot = list->cell_slot[cell_of (fs, x, y)];
        if (slot < 0)
          slot = (gint32)tw_engine_list_append (self, floor, x, y, enemy, 0);
        list->slots[slot].seq = seq++;
      }
  list->next_seq = seq;
  list->dirty = TRUE;
  if (!self->in_tick || !tw_engine_list_is_current (self, list))
    tw_engine_list_reslot (self, fs);
}

static void
patch_remove_cell (TwEngine *self, gint floor, gint x, gint y)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  gint32 slot;

  if (fs->list == NULL || self->move_depth > 0 || !in_bounds (fs, x, y))
    return;
  self->active_version++;
  slot = fs->list->cell_slot[cell_of (fs, x, y)];
  if (slot >= 0)
    tw_engine_list_remove_slot (self, fs, (guint)slot);
}

static void
sync_cell_unversioned (TwEngine *self, gint floor, gint x, gint y)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  gint32 slot = fs->list->cell_slot[cell_of (fs, x, y)];
  gint enemy;

  if (slot >= 0)
    tw_engine_list_remove_slot (self, fs, (guint)slot);
  enemy = tw_engine_cell_scheduled_enemy (self, fs, x, y);
  if (enemy >= 0)
    tw_engine_list_append (self, floor, x, y, enemy, 0);
}

static void
patch_sync_cell (TwEngine *self, gint floor, gint x, gint y)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);

  if (fs->list == NULL || self->move_depth > 0 || !in_bounds (fs, x, y))
    return;
  self->active_version++;
  sync_cell_unversioned (self, floor, x, y);
}

static void
patch_migrate_point (TwEngine *self, gint floor, gint fx, gint fy, gint tx, gint ty)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  TwActiveList *list = fs->list;
  gint32 slot, there;

  if (list == NULL || self->move_depth > 0 || !in_bounds (fs, fx, fy) || !in_bounds (fs, tx, ty))
    return;
  self->active_version++;
  slot = list->cell_slot[cell_of (fs, fx, fy)];
  there = list->cell_slot[cell_of (fs, tx, ty)];
  if (there >= 0 && there != slot)
    tw_engine_list_remove_slot (self, fs, (guint)there);
  if (slot < 0)
    {
      sync_cell_unversioned (self, floor, tx, ty);
      return;
    }
  if (tw_engine_list_is_current (self, list) && tw_engine_wants_schedule_events (self))
    tw_engine_emit_schedule (self, TW_EVENT_ENEMY_MIGRATE, &list->slots[slot], 0, tx, ty);
  list->cell_slot[cell_of (fs, fx, fy)] = -1;
  list->cell_slot[cell_of (fs, tx, ty)] = slot;
  list->slots[slot].x = (guint16)tx;
  list->slots[slot].y = (guint16)ty;
}

/* --- Floors ------------------------------------------------------------------ */

static void
freeze_current (TwEngine *self)
{
  TwActiveList *list = tw_engine_current_list (self);
  guint i;

  if (list == NULL)
    return;
  for (i = 0; i < list->n_slots; i++)
    {
      TwActive *a = &list->slots[i];
      if (!a->alive)
        continue;
      a->gauge_at = (gint32)tw_engine_entry_gauge (self, list, a);
      a->tick_at = self->serial;
      a->where = TW_WHERE_NONE;
      if (tw_engine_wants_schedule_events (self))
        tw_engine_emit_schedule (self, TW_EVENT_ENEMY_LEAVE, a, 0, 0, 0);
    }
  list->frozen = TRUE;
  tw_engine_wheel_clear_all (self);
}

/* Entering a floor rebuilds its list (docs/rules.md §1; the spec's
 * afterChangeFloor calls rebuildActiveEnemies on every entry): one scan in
 * row-major order, keeping the gauge and per-instance state of every enemy
 * still there. Its gauges stood still while the floor was left. */
void
tw_engine_enter_floor (TwEngine *self, gint floor, gboolean reset_map_turn)
{
  TwFloorState *fs;
  gboolean schedule_events = self->schedule_events;
  guint i;

  freeze_current (self);
  self->cur = floor;
  if (reset_map_turn)
    self->map_turn = 0;
  fs = &self->floors[floor];
  if (fs->list != NULL)
    {
      fs->list->frozen = FALSE;
      tw_engine_wheel_reserve (self, fs->list->cap);
      for (i = 0; i < fs->list->n_slots; i++)
        fs->list->slots[i].tick_at = self->serial;
    }
  /* The timeline hears one join per listed enemy, after the rebuild. */
  self->schedule_events = FALSE;
  rebuild_floor (self, floor);
  self->schedule_events = schedule_events;
  if (tw_engine_wants_schedule_events (self))
    for (i = 0; i < fs->list->n_slots; i++)
      if (fs->list->slots[i].alive)
        tw_engine_emit_schedule (self, TW_EVENT_ENEMY_JOIN, &fs->list->slots[i],
                                 fs->list->slots[i].gauge_at, 0, 0);
}

/* Normalises every gauge of the current floor and puts each entry back on
 * the wheel or off it, as the sink now asks. */
void
tw_engine_reschedule_all (TwEngine *self)
{
  TwActiveList *list = tw_engine_current_list (self);
  guint i;

  if (list == NULL)
    return;
  for (i = 0; i < list->n_slots; i++)
    {
      TwActive *a = &list->slots[i];
      if (!a->alive)
        continue;
      a->gauge_at = (gint32)tw_engine_entry_gauge (self, list, a);
      a->tick_at = self->serial;
    }
  tw_engine_list_reslot (self, &self->floors[self->cur]);
}

/* --- Life ------------------------------------------------------------------- */

static void
hero_init (TwHero *hero, json_t *src)
{
  json_t *loc = json_object_get (src, "loc");
  json_t *items = json_object_get (src, "items");

  hero->hp = tw_json_get_int (src, "hp", 1000);
  hero->atk = tw_json_get_int (src, "atk", 10);
  hero->def = tw_json_get_int (src, "def", 10);
  hero->mdef = tw_json_get_int (src, "mdef", 0);
  hero->money = tw_json_get_int (src, "money", 0);
  hero->exp = tw_json_get_int (src, "exp", tw_json_get_int (src, "experience", 0));
  hero->has_hpmax = json_is_number (json_object_get (src, "hpmax"));
  hero->hpmax = tw_json_get_int (src, "hpmax", 0);
  hero->x = (gint)tw_json_get_int (loc, "x", 0);
  hero->y = (gint)tw_json_get_int (loc, "y", 0);
  hero->direction = g_strdup (json_string_value (json_object_get (loc, "direction")) ?: "up");
  hero->items = json_is_object (items) ? json_deep_copy (items) : json_object ();
  hero->rest = json_is_object (src) ? json_deep_copy (src) : json_object ();
}

static void
hero_clear (TwHero *hero)
{
  g_clear_pointer (&hero->direction, g_free);
  g_clear_pointer (&hero->items, json_decref);
  g_clear_pointer (&hero->rest, json_decref);
}

static void
status_skill_free (gpointer data)
{
  TwStatusSkill *s = data;
  g_free (s->id);
  g_free (s->source_item_id);
  g_free (s);
}

static void
floors_clear (TwEngine *self)
{
  guint i;

  for (i = 0; i < self->n_floors; i++)
    {
      TwFloorState *fs = &self->floors[i];
      g_free (fs->tiles);
      g_free (fs->hidden);
      if (fs->inst)
        g_hash_table_unref (fs->inst);
      tw_engine_list_free (fs->list);
    }
  g_clear_pointer (&self->floors, g_free);
}

static void
floors_init (TwEngine *self)
{
  guint i;

  self->n_floors = tw_tower_get_n_floors (self->tower);
  self->floors = g_new0 (TwFloorState, self->n_floors);
  for (i = 0; i < self->n_floors; i++)
    {
      TwFloorState *fs = &self->floors[i];
      fs->def = tw_tower_get_floor (self->tower, i);
      fs->tiles = g_memdup2 (fs->def->map, sizeof (guint32) * fs->def->width * fs->def->height);
    }
}

/* Back to a blank run: no floor, no hero, no time. */
void
tw_engine_clear_state (TwEngine *self)
{
  floors_clear (self);
  hero_clear (&self->hero);
  tw_engine_wheel_clear_all (self);
  g_ptr_array_set_size (self->status_skills, 0);
  g_clear_pointer (&self->active_battle_skill, g_free);
  json_decref (self->skill_temp);
  self->skill_temp = json_object ();
  json_object_clear (self->script_flags);
  self->hatred = 0;
  self->dead = FALSE;
  self->clock = 0;
  self->map_turn = 0;
  self->active_version = 0;
  self->full_scans = 0;
  self->extra_ticks = 0;
  self->move_depth = 0;
  self->frame_battle_stop = FALSE;
  self->field_floor = -1;
}

/* Floors and hero at the tower's start; no floor entered yet. */
void
tw_engine_init_state (TwEngine *self)
{
  json_t *enabled;

  floors_init (self);
  hero_init (&self->hero, tw_tower_get_start_hero (self->tower));
  /* flags.mapTurnEnabled defaults to true when the tower does not set it. */
  enabled = json_object_get (json_object_get (tw_tower_get_start_hero (self->tower), "flags"),
                             "mapTurnEnabled");
  if (!json_is_boolean (enabled))
    enabled = json_object_get (tw_tower_get_flags (self->tower), "mapTurnEnabled");
  self->map_turn_enabled = json_is_boolean (enabled) ? json_is_true (enabled) : TRUE;
  self->cur = tw_tower_find_floor (self->tower, tw_tower_get_start_floor (self->tower));
  if (self->tev)
    tw_tower_events_reset (self);
}

TwEngine *
tw_engine_new (TwTower *tower)
{
  TwEngine *self;

  g_return_val_if_fail (tower != NULL, NULL);
  self = g_new0 (TwEngine, 1);
  self->tower = tw_tower_ref (tower);
  self->defs = tw_tower_get_enemy_array (tower);
  self->far = g_array_new (FALSE, FALSE, sizeof (TwFarItem));
  self->status_skills = g_ptr_array_new_with_free_func (status_skill_free);
  self->skill_temp = json_object ();
  self->script_flags = json_object ();
  self->slots
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify)json_decref);
  self->field_floor = -1;
  /* Passability for the chase field by tile number: empty or an enemy. */
  self->field_pass_len = MAX (tw_tower_get_tile_limit (tower), 1);
  self->field_pass = g_new0 (guint8, self->field_pass_len);
  self->field_pass[0] = 1;
  for (guint n = 1; n < self->field_pass_len; n++)
    {
      const TwTileInfo *info = tw_tower_get_tile (tower, n);
      self->field_pass[n] = info != NULL && info->enemy >= 0;
    }
  self->tev = tw_tower_events_new (self);
  tw_engine_init_state (self);
  tw_engine_enter_floor (self, self->cur, TRUE);
  return self;
}

void
tw_engine_reset (TwEngine *self)
{
  g_return_if_fail (!self->in_tick);
  tw_engine_clear_state (self);
  tw_engine_init_state (self);
  tw_engine_enter_floor (self, self->cur, TRUE);
}

void
tw_engine_free (TwEngine *self)
{
  if (self == NULL)
    return;
  if (self->sink_destroy)
    self->sink_destroy (self->sink_data);
  floors_clear (self);
  hero_clear (&self->hero);
  g_free (self->bits);
  g_free (self->sum);
  g_array_unref (self->far);
  g_ptr_array_unref (self->status_skills);
  g_free (self->active_battle_skill);
  json_decref (self->skill_temp);
  json_decref (self->script_flags);
  g_hash_table_unref (self->slots);
  tw_engine_field_free (self);
  tw_engine_map_damage_free (self);
  tw_tower_events_free (self->tev);
  tw_tower_unref (self->tower);
  g_free (self);
}

TwTower *
tw_engine_get_tower (TwEngine *self)
{
  return self->tower;
}

void
tw_engine_set_event_sink (TwEngine *self, TwEventSink sink, gpointer user_data,
                          GDestroyNotify destroy)
{
  gboolean idle_was_on_wheel = tw_engine_idle_on_wheel (self);

  g_return_if_fail (!self->in_tick);
  if (self->sink_destroy)
    self->sink_destroy (self->sink_data);
  self->sink = sink;
  self->sink_data = user_data;
  self->sink_destroy = destroy;
  self->no_event_ids = FALSE;
  self->no_step_migrate = FALSE;
  self->idle_implied = FALSE;
  /* With a sink every action is observable, idle ones included. */
  if (idle_was_on_wheel != tw_engine_idle_on_wheel (self))
    tw_engine_reschedule_all (self);
}

void
tw_engine_set_idle_actions_implied (TwEngine *self, gboolean implied)
{
  gboolean idle_was_on_wheel;

  g_return_if_fail (self != NULL && !self->in_tick);
  idle_was_on_wheel = tw_engine_idle_on_wheel (self);
  /* setEnemy may turn a kind from idle to acting mid-play: on such towers
   * every action is reported (docs/simulation.md, issue 20). */
  implied = implied && !tw_tower_events_may_change_act_fields (self);
  self->idle_implied = implied;
  if (idle_was_on_wheel != tw_engine_idle_on_wheel (self))
    tw_engine_reschedule_all (self);
}

void
tw_engine_set_step_migrations (TwEngine *self, gboolean enabled)
{
  g_return_if_fail (self != NULL);
  self->no_step_migrate = !enabled;
}

gboolean
tw_engine_get_idle_actions_implied (TwEngine *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->idle_implied;
}

/* --- Floors API ---------------------------------------------------------------- */

const char *
tw_engine_get_floor_id (TwEngine *self)
{
  return self->floors[self->cur].def->id;
}

gboolean
tw_engine_change_floor (TwEngine *self, const char *floor_id, gint x, gint y)
{
  gint floor = tw_tower_find_floor (self->tower, floor_id);

  const char *from = self->floors[self->cur].def->id;

  g_return_val_if_fail (!self->in_tick, FALSE);
  if (floor < 0)
    return FALSE;
  tw_engine_enter_floor (self, floor, TRUE);
  self->hero.x = x;
  self->hero.y = y;
  if (self->sink)
    {
      TwEvent ev
          = { .kind = TW_EVENT_FLOOR, .floor_id = self->floors[floor].def->id, .from_floor = from };
      tw_engine_emit (self, &ev);
    }
  /* eachArrive / firstArrive, run at the end of the frame (docs/rules.md §11.2). */
  if (self->tev)
    tw_tower_events_arrived (self);
  return TRUE;
}

guint32
tw_engine_get_tile (TwEngine *self, const char *floor_id, gint x, gint y)
{
  gint floor = floor_index (self, floor_id);
  TwFloorState *fs;

  if (floor < 0)
    return 0;
  fs = &self->floors[floor];
  return in_bounds (fs, x, y) ? fs->tiles[cell_of (fs, x, y)] : 0;
}

const guint32 *
tw_engine_floor_grid (TwEngine *self, const char *floor_id, gint *width, gint *height,
                      const guint8 **hidden)
{
  gint floor = floor_index (self, floor_id);
  if (floor < 0)
    return NULL;
  const TwFloorState *fs = &self->floors[floor];
  *width = fs->def->width;
  *height = fs->def->height;
  *hidden = fs->hidden;
  return fs->tiles;
}

gboolean
tw_engine_is_hidden (TwEngine *self, const char *floor_id, gint x, gint y)
{
  gint floor = floor_index (self, floor_id);
  TwFloorState *fs;

  if (floor < 0)
    return FALSE;
  fs = &self->floors[floor];
  return in_bounds (fs, x, y) && cell_hidden (fs, cell_of (fs, x, y));
}

/* --- Block operations --------------------------------------------------------- */

static void move_block_finish (TwEngine *self, gint floor, gint fx, gint fy, gint tx, gint ty,
                               gboolean keep);

void
tw_engine_set_tile_raw (TwEngine *self, gint floor, gint x, gint y, guint32 tile)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  gsize cell = cell_of (fs, x, y);
  gboolean was = cell_field_passable (self, fs, cell);

  fs->tiles[cell] = tile;
  if (fs->hidden)
    fs->hidden[cell] = 0;
  instance_drop (fs, cell);
  note_cell_change (self, fs, cell, was);
}

#define FLOOR_OR_RETURN(floor, floor_id, x, y)                                                     \
  gint floor = floor_index (self, floor_id);                                                       \
  if (floor < 0 || !in_bounds (&self->floors[floor], x, y))                                        \
    return;

void
tw_engine_remove_block (TwEngine *self, const char *floor_id, gint x, gint y)
{
  FLOOR_OR_RETURN (floor, floor_id, x, y);
  tw_engine_set_tile_raw (self, floor, x, y, 0);
  patch_remove_cell (self, floor, x, y);
  if (self->tev)
    tw_tower_events_block_removed (self, floor, x, y);
}

void
tw_engine_set_block (TwEngine *self, const char *floor_id, gint x, gint y, guint32 tile)
{
  FLOOR_OR_RETURN (floor, floor_id, x, y);
  tw_engine_set_tile_raw (self, floor, x, y, tile);
  patch_sync_cell (self, floor, x, y);
}

void
tw_engine_hide_cell_raw (TwEngine *self, gint floor, gint x, gint y)
{
  TwFloorState *fs = &self->floors[floor];
  gboolean was;

  if (fs->hidden == NULL)
    fs->hidden = g_new0 (guint8, (gsize)fs->def->width * fs->def->height);
  was = cell_field_passable (self, fs, cell_of (fs, x, y));
  fs->hidden[cell_of (fs, x, y)] = 1;
  note_cell_change (self, fs, cell_of (fs, x, y), was);
}

void
tw_engine_hide_block (TwEngine *self, const char *floor_id, gint x, gint y)
{
  FLOOR_OR_RETURN (floor, floor_id, x, y);
  tw_engine_hide_cell_raw (self, floor, x, y);
  patch_remove_cell (self, floor, x, y);
}

void
tw_engine_show_block (TwEngine *self, const char *floor_id, gint x, gint y)
{
  TwFloorState *fs;

  FLOOR_OR_RETURN (floor, floor_id, x, y);
  fs = &self->floors[floor];
  if (fs->hidden)
    {
      gboolean was = cell_field_passable (self, fs, cell_of (fs, x, y));
      fs->hidden[cell_of (fs, x, y)] = 0;
      note_cell_change (self, fs, cell_of (fs, x, y), was);
    }
  patch_sync_cell (self, floor, x, y);
}

void
tw_engine_remove_blocks (TwEngine *self, const char *floor_id, const TwPoint *cells, guint n)
{
  gint floor = floor_index (self, floor_id);
  guint i;

  if (floor < 0)
    return;
  for (i = 0; i < n; i++)
    if (in_bounds (&self->floors[floor], cells[i].x, cells[i].y))
      tw_engine_set_tile_raw (self, floor, cells[i].x, cells[i].y, 0);
  if (self->floors[floor].list && self->move_depth == 0)
    rebuild_floor (self, floor);
}

/* An enemy's own step onto an empty cell: the block moves and its entry
 * migrates (migratePoint). This runs for every step of every moving enemy,
 * hence the direct path. */
void
tw_engine_step_block (TwEngine *self, gint floor, gint fx, gint fy, gint tx, gint ty)
{
  TwFloorState *fs = &self->floors[floor];
  gsize from = cell_of (fs, fx, fy), to = cell_of (fs, tx, ty);
  TwActiveList *list = fs->list;
  gboolean was_from = cell_field_passable (self, fs, from);
  gboolean was_to = cell_field_passable (self, fs, to);
  gint32 slot;

  fs->tiles[to] = fs->tiles[from];
  fs->tiles[from] = 0;
  if (fs->hidden)
    fs->hidden[to] = 0;
  instance_move (fs, from, to);
  /* An enemy leaving one cell for another changes no passability; only a
   * list entry moved by hand onto some other block (a raw migratePoint) can. */
  note_cell_change (self, fs, from, was_from);
  note_cell_change (self, fs, to, was_to);
  if (list == NULL || self->move_depth > 0)
    return;
  self->active_version++; /* migratePoint */
  slot = list->cell_slot[from];
  if (list->cell_slot[to] >= 0 && list->cell_slot[to] != slot)
    tw_engine_list_remove_slot (self, fs, (guint)list->cell_slot[to]);
  if (slot < 0)
    {
      sync_cell_unversioned (self, floor, tx, ty);
      return;
    }
  if (tw_engine_list_is_current (self, list) && tw_engine_wants_schedule_events (self)
      && !self->no_step_migrate)
    tw_engine_emit_schedule (self, TW_EVENT_ENEMY_MIGRATE, &list->slots[slot], 0, tx, ty);
  list->cell_slot[from] = -1;
  list->cell_slot[to] = slot;
  list->slots[slot].x = (guint16)tx;
  list->slots[slot].y = (guint16)ty;
}

void
tw_engine_move_block_begin (TwEngine *self, const char *floor_id, gint fx, gint fy)
{
  FLOOR_OR_RETURN (floor, floor_id, fx, fy);
  (void)floor;
  self->move_depth++;
}

void
tw_engine_move_block_end (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                          gboolean keep)
{
  FLOOR_OR_RETURN (floor, floor_id, fx, fy);
  g_return_if_fail (self->move_depth > 0);
  move_block_finish (self, floor, fx, fy, tx, ty, keep);
}

static void
move_block_finish (TwEngine *self, gint floor, gint fx, gint fy, gint tx, gint ty, gboolean keep)
{
  TwFloorState *fs;
  guint32 tile;
  gsize from;

  fs = &self->floors[floor];
  from = cell_of (fs, fx, fy);
  tile = fs->tiles[from];
  keep = keep && in_bounds (fs, tx, ty);
  if (keep && cell_of (fs, tx, ty) == from)
    {
      /* A move onto its own cell changes nothing but patches like any move. */
    }
  else if (keep)
    {
      gsize to = cell_of (fs, tx, ty);
      gboolean was_from = cell_field_passable (self, fs, from);
      gboolean was_to = cell_field_passable (self, fs, to);
      gboolean hidden = cell_hidden (fs, from);
      instance_move (fs, from, to);
      fs->tiles[from] = 0;
      fs->tiles[to] = tile;
      if (fs->hidden)
        {
          fs->hidden[from] = 0;
          fs->hidden[to] = hidden;
        }
      note_cell_change (self, fs, from, was_from);
      note_cell_change (self, fs, to, was_to);
    }
  else
    {
      gboolean was_from = cell_field_passable (self, fs, from);
      fs->tiles[from] = 0;
      if (fs->hidden)
        fs->hidden[from] = 0;
      instance_drop (fs, from);
      note_cell_change (self, fs, from, was_from);
    }
  self->move_depth--;
  if (keep)
    patch_migrate_point (self, floor, fx, fy, tx, ty);
  else
    patch_remove_cell (self, floor, fx, fy);
}

void
tw_engine_move_block (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                      gboolean keep)
{
  tw_engine_move_block_begin (self, floor_id, fx, fy);
  tw_engine_move_block_end (self, floor_id, fx, fy, tx, ty, keep);
}

void
tw_engine_jump_block (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                      gboolean keep)
{
  /* A jump differs from a move only in its animation. */
  tw_engine_move_block (self, floor_id, fx, fy, tx, ty, keep);
}

/* --- Cache API ---------------------------------------------------------------------- */

void
tw_engine_active_rebuild (TwEngine *self, const char *floor_id)
{
  gint floor = floor_index (self, floor_id);
  if (floor >= 0)
    rebuild_floor (self, floor);
}

void
tw_engine_active_remove_cell (TwEngine *self, const char *floor_id, gint x, gint y)
{
  gint floor = floor_index (self, floor_id);
  if (floor >= 0)
    patch_remove_cell (self, floor, x, y);
}

void
tw_engine_active_sync_cell (TwEngine *self, const char *floor_id, gint x, gint y)
{
  gint floor = floor_index (self, floor_id);
  if (floor >= 0)
    patch_sync_cell (self, floor, x, y);
}

void
tw_engine_active_migrate_point (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx,
                                gint ty)
{
  gint floor = floor_index (self, floor_id);
  if (floor >= 0)
    patch_migrate_point (self, floor, fx, fy, tx, ty);
}

/* --- The hero ------------------------------------------------------------------------ */

void
tw_engine_get_hero_loc (TwEngine *self, gint *x, gint *y)
{
  if (x)
    *x = self->hero.x;
  if (y)
    *y = self->hero.y;
}

void
tw_engine_set_hero_loc (TwEngine *self, gint x, gint y)
{
  self->hero.x = x;
  self->hero.y = y;
}

gint64
tw_engine_get_hero_hp (TwEngine *self)
{
  return self->hero.hp;
}

gboolean
tw_engine_is_dead (TwEngine *self)
{
  return self->dead;
}

gint64
tw_engine_get_field_computations (TwEngine *self)
{
  return self->field_computations;
}
