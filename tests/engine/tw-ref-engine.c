/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-ref-engine.c: the reference scheduler (see tw-ref-engine.h). */
#include "tw-ref-engine.h"

#include <string.h>

typedef struct
{
  gint x, y, enemy;
  char *rid;
  gboolean removed;
  guint patrol_target;
} RefEntry;

typedef struct
{
  const TwFloorDef *def;
  guint32 *tiles;
  guint8 *hidden;
  GPtrArray *list;   /* RefEntry*, in list order; NULL until first entry */
  GPtrArray *owned;  /* every entry ever made, freed with the floor */
  GHashTable *gauge; /* runtimeId -> gint64* */
} RefFloor;

struct _TwRefEngine
{
  TwTower *tower;
  RefFloor *floors;
  guint n_floors;
  gint cur;
  gboolean enabled;
  gint64 clock, map_turn, version, full_scans, verify_scans;
  guint move_depth;
  gint hero_x, hero_y;
  gint64 hero_hp;
  gint64 extra;  /* battle ticks owed after the current tick */
  gint64 budget; /* battle ticks one consumeTime may still run */
  TwRefSink sink;
  gpointer sink_data;
};

static void
entry_free (gpointer data)
{
  RefEntry *e = data;
  g_free (e->rid);
  g_free (e);
}

TwRefEngine *
tw_ref_new (TwTower *tower)
{
  TwRefEngine *ref = g_new0 (TwRefEngine, 1);
  guint i;

  ref->tower = tw_tower_ref (tower);
  ref->enabled = TRUE;
  ref->n_floors = tw_tower_get_n_floors (tower);
  ref->floors = g_new0 (RefFloor, ref->n_floors);
  for (i = 0; i < ref->n_floors; i++)
    {
      RefFloor *f = &ref->floors[i];
      f->def = tw_tower_get_floor (tower, i);
      f->tiles = g_memdup2 (f->def->map, sizeof (guint32) * f->def->width * f->def->height);
      f->hidden = g_new0 (guint8, (gsize)f->def->width * f->def->height);
      f->owned = g_ptr_array_new_with_free_func (entry_free);
      f->gauge = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
    }
  ref->cur = tw_tower_find_floor (tower, tw_tower_get_start_floor (tower));
  {
    json_t *hero = tw_tower_get_start_hero (tower);
    ref->hero_x = (gint)json_integer_value (json_object_get (json_object_get (hero, "loc"), "x"));
    ref->hero_y = (gint)json_integer_value (json_object_get (json_object_get (hero, "loc"), "y"));
    ref->hero_hp = json_integer_value (json_object_get (hero, "hp"));
  }
  tw_ref_active_rebuild (ref, NULL);
  return ref;
}

void
tw_ref_free (TwRefEngine *ref)
{
  guint i;

  for (i = 0; i < ref->n_floors; i++)
    {
      RefFloor *f = &ref->floors[i];
      g_free (f->tiles);
      g_free (f->hidden);
      if (f->list)
        g_ptr_array_unref (f->list);
      g_ptr_array_unref (f->owned);
      g_hash_table_unref (f->gauge);
    }
  g_free (ref->floors);
  tw_tower_unref (ref->tower);
  g_free (ref);
}

void
tw_ref_set_sink (TwRefEngine *ref, TwRefSink sink, gpointer user_data)
{
  ref->sink = sink;
  ref->sink_data = user_data;
}

static gint
fidx (TwRefEngine *ref, const char *floor_id)
{
  return floor_id ? tw_tower_find_floor (ref->tower, floor_id) : ref->cur;
}

static gboolean
inside (RefFloor *f, gint x, gint y)
{
  return x >= 0 && y >= 0 && x < f->def->width && y < f->def->height;
}

/* The scheduled enemy at (x, y), or -1. */
static gint
scheduled_at (TwRefEngine *ref, RefFloor *f, gint x, gint y)
{
  gsize cell = (gsize)y * f->def->width + x;
  const TwTileInfo *info;

  if (f->tiles[cell] == 0 || f->hidden[cell])
    return -1;
  info = tw_tower_get_tile (ref->tower, f->tiles[cell]);
  if (info == NULL || info->enemy < 0)
    return -1;
  return tw_tower_get_enemy (ref->tower, info->enemy)->time_cost > 0 ? info->enemy : -1;
}

static char *
make_rid (TwRefEngine *ref, RefFloor *f, gint x, gint y, gint enemy)
{
  return g_strdup_printf ("%s:%d:%d:%s", f->def->id, x, y,
                          tw_tower_get_enemy (ref->tower, enemy)->id);
}

static gint64
gauge_get (RefFloor *f, const char *rid)
{
  gint64 *g = g_hash_table_lookup (f->gauge, rid);
  return g ? *g : 0;
}

static void
gauge_set (RefFloor *f, const char *rid, gint64 value)
{
  g_hash_table_replace (f->gauge, g_strdup (rid), g_memdup2 (&value, sizeof value));
}

static RefEntry *
find_entry (RefFloor *f, gint x, gint y)
{
  guint i;
  for (i = 0; f->list && i < f->list->len; i++)
    {
      RefEntry *e = g_ptr_array_index (f->list, i);
      if (e->x == x && e->y == y)
        return e;
    }
  return NULL;
}

static void
drop_entry (RefFloor *f, RefEntry *e)
{
  e->removed = TRUE;
  g_hash_table_remove (f->gauge, e->rid);
  g_ptr_array_remove (f->list, e);
}

static RefEntry *
add_entry (TwRefEngine *ref, RefFloor *f, gint x, gint y, gint enemy)
{
  RefEntry *e = g_new0 (RefEntry, 1);
  e->x = x;
  e->y = y;
  e->enemy = enemy;
  e->rid = make_rid (ref, f, x, y, enemy);
  g_ptr_array_add (f->owned, e);
  g_ptr_array_add (f->list, e);
  return e;
}

void
tw_ref_active_rebuild (TwRefEngine *ref, const char *floor_id)
{
  gint i = fidx (ref, floor_id);
  RefFloor *f;
  GPtrArray *fresh;
  gint x, y;
  guint k;

  if (i < 0)
    return;
  f = &ref->floors[i];
  if (f->list == NULL)
    f->list = g_ptr_array_new ();
  ref->full_scans++;
  ref->version++;
  fresh = g_ptr_array_new ();
  for (y = 0; y < f->def->height; y++)
    for (x = 0; x < f->def->width; x++)
      {
        gint enemy = scheduled_at (ref, f, x, y);
        RefEntry *e;
        if (enemy < 0)
          continue;
        e = find_entry (f, x, y);
        if (e && e->enemy != enemy)
          {
            drop_entry (f, e);
            e = NULL;
          }
        if (e == NULL)
          {
            e = add_entry (ref, f, x, y, enemy);
            g_ptr_array_remove (f->list, e);
          }
        else
          g_ptr_array_remove (f->list, e);
        g_ptr_array_add (fresh, e);
      }
  /* Whatever is left in the old list no longer exists. */
  for (k = 0; k < f->list->len; k++)
    {
      RefEntry *e = g_ptr_array_index (f->list, k);
      e->removed = TRUE;
      g_hash_table_remove (f->gauge, e->rid);
    }
  g_ptr_array_unref (f->list);
  f->list = fresh;
}

void
tw_ref_active_remove_cell (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  gint i = fidx (ref, floor_id);
  RefFloor *f;
  RefEntry *e;

  if (i < 0 || ref->floors[i].list == NULL || ref->move_depth > 0
      || !inside (&ref->floors[i], x, y))
    return;
  f = &ref->floors[i];
  ref->version++;
  e = find_entry (f, x, y);
  if (e)
    drop_entry (f, e);
}

static void
sync_cell (TwRefEngine *ref, RefFloor *f, gint x, gint y)
{
  RefEntry *e = find_entry (f, x, y);
  gint enemy;

  if (e)
    drop_entry (f, e);
  enemy = scheduled_at (ref, f, x, y);
  if (enemy >= 0)
    add_entry (ref, f, x, y, enemy);
}

void
tw_ref_active_sync_cell (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  gint i = fidx (ref, floor_id);

  if (i < 0 || ref->floors[i].list == NULL || ref->move_depth > 0
      || !inside (&ref->floors[i], x, y))
    return;
  ref->version++;
  sync_cell (ref, &ref->floors[i], x, y);
}

void
tw_ref_active_migrate_point (TwRefEngine *ref, const char *floor_id, gint fx, gint fy, gint tx,
                             gint ty)
{
  gint i = fidx (ref, floor_id);
  RefFloor *f;
  RefEntry *e, *there;
  gint64 g;

  if (i < 0 || ref->floors[i].list == NULL || ref->move_depth > 0)
    return;
  f = &ref->floors[i];
  if (!inside (f, fx, fy) || !inside (f, tx, ty))
    return;
  ref->version++;
  e = find_entry (f, fx, fy);
  there = find_entry (f, tx, ty);
  if (there && there != e)
    drop_entry (f, there);
  if (e == NULL)
    {
      sync_cell (ref, f, tx, ty);
      return;
    }
  g = gauge_get (f, e->rid);
  g_hash_table_remove (f->gauge, e->rid);
  g_free (e->rid);
  e->x = tx;
  e->y = ty;
  e->rid = make_rid (ref, f, tx, ty, e->enemy);
  gauge_set (f, e->rid, g);
}

/* --- time ---------------------------------------------------------------- */

static void
emit (TwRefEngine *ref, TwEvent *ev)
{
  if (ref->sink == NULL)
    return;
  ev->map_turn = ref->map_turn;
  ev->clock = ref->clock;
  ref->sink (ref, ev, ref->sink_data);
}

static gint
by_priority (gconstpointer a, gconstpointer b, gpointer user_data)
{
  TwRefEngine *ref = user_data;
  const RefEntry *x = *(RefEntry *const *)a, *y = *(RefEntry *const *)b;
  gint px = tw_tower_get_enemy (ref->tower, x->enemy)->priority;
  gint py = tw_tower_get_enemy (ref->tower, y->enemy)->priority;
  return px == py ? 0 : (px > py ? -1 : 1);
}

/* --- enemy actions, the slow way ------------------------------------------ */

static const gint ddx[4] = { 0, 1, 0, -1 };
static const gint ddy[4] = { -1, 0, 1, 0 };

static gboolean
is_hero (TwRefEngine *ref, gint x, gint y)
{
  return x == ref->hero_x && y == ref->hero_y;
}

static gboolean
empty_for_enemy (TwRefEngine *ref, RefFloor *f, gint x, gint y)
{
  gsize cell;

  if (!inside (f, x, y) || is_hero (ref, x, y))
    return FALSE;
  cell = (gsize)y * f->def->width + x;
  return f->tiles[cell] == 0 || f->hidden[cell];
}

static gboolean
visible_enemy (TwRefEngine *ref, RefFloor *f, gint x, gint y)
{
  gsize cell = (gsize)y * f->def->width + x;
  const TwTileInfo *info;

  if (f->tiles[cell] == 0 || f->hidden[cell])
    return FALSE;
  info = tw_tower_get_tile (ref->tower, f->tiles[cell]);
  return info != NULL && info->enemy >= 0;
}

/* A fresh breadth-first search from the hero for every chaser's action:
 * @dist gets the distance of every cell (-1 unreachable). */
static void
distances_from_hero (TwRefEngine *ref, RefFloor *f, gint *dist)
{
  gint w = f->def->width, h = f->def->height;
  g_autoptr (GQueue) queue = g_queue_new ();
  gint i;

  for (i = 0; i < w * h; i++)
    dist[i] = -1;
  if (!inside (f, ref->hero_x, ref->hero_y))
    return;
  dist[ref->hero_y * w + ref->hero_x] = 0;
  g_queue_push_tail (queue, GINT_TO_POINTER (ref->hero_y * w + ref->hero_x));
  while (!g_queue_is_empty (queue))
    {
      gint cell = GPOINTER_TO_INT (g_queue_pop_head (queue));
      gint d;
      for (d = 0; d < 4; d++)
        {
          gint nx = cell % w + ddx[d], ny = cell / w + ddy[d];
          gint next = ny * w + nx;
          if (!inside (f, nx, ny) || dist[next] >= 0)
            continue;
          if (!(f->tiles[next] == 0 || f->hidden[next] || visible_enemy (ref, f, nx, ny)))
            continue;
          dist[next] = dist[cell] + 1;
          g_queue_push_tail (queue, GINT_TO_POINTER (next));
        }
    }
}

static gint
dist_at (RefFloor *f, const gint *dist, gint x, gint y)
{
  return inside (f, x, y) ? dist[y * f->def->width + x] : -1;
}

typedef enum
{
  R_IDLE,
  R_MOVE,
  R_BLOCKED,
  R_BATTLE,
  R_HIT,
  R_SUMMON,
} RefPlan;

static const TwEventResult ref_results[]
    = { TW_RESULT_IDLE,   TW_RESULT_MOVED, TW_RESULT_BLOCKED,
        TW_RESULT_BATTLE, TW_RESULT_HIT,   TW_RESULT_SUMMONED };

static RefPlan
step_plan (TwRefEngine *ref, RefFloor *f, gint nx, gint ny)
{
  if (is_hero (ref, nx, ny))
    return R_BATTLE;
  return empty_for_enemy (ref, f, nx, ny) ? R_MOVE : R_BLOCKED;
}

static RefPlan
decide (TwRefEngine *ref, RefFloor *f, RefEntry *e, const TwEnemyDef *def, gint *tx, gint *ty)
{
  gint d;

  switch (def->act_type)
    {
    case TW_ACT_PATROL:
      {
        TwPoint target;
        if (def->n_route == 0)
          return R_IDLE;
        target = def->route[e->patrol_target % def->n_route];
        if (target.x == e->x && target.y == e->y)
          {
            e->patrol_target = (e->patrol_target + 1) % def->n_route;
            target = def->route[e->patrol_target];
          }
        *tx = e->x;
        *ty = e->y;
        if (target.x != e->x)
          *tx += target.x > e->x ? 1 : -1;
        else if (target.y != e->y)
          *ty += target.y > e->y ? 1 : -1;
        else
          return R_IDLE;
        return step_plan (ref, f, *tx, *ty);
      }
    case TW_ACT_CHASE:
      {
        g_autofree gint *dist = NULL;
        gint best = -1;
        if (def->chase_range >= 0
            && ABS (e->x - ref->hero_x) + ABS (e->y - ref->hero_y) > def->chase_range)
          return R_IDLE;
        dist = g_new (gint, f->def->width * f->def->height);
        distances_from_hero (ref, f, dist);
        for (d = 0; d < 4; d++)
          {
            gint v = dist_at (f, dist, e->x + ddx[d], e->y + ddy[d]);
            if (v >= 0 && (best < 0 || v < best))
              best = v;
          }
        if (best < 0)
          return R_BLOCKED;
        for (d = 0; d < 4; d++)
          {
            gint nx = e->x + ddx[d], ny = e->y + ddy[d];
            if (dist_at (f, dist, nx, ny) != best)
              continue;
            if (is_hero (ref, nx, ny) || empty_for_enemy (ref, f, nx, ny))
              {
                *tx = nx;
                *ty = ny;
                return step_plan (ref, f, nx, ny);
              }
          }
        return R_BLOCKED;
      }
    case TW_ACT_SKILL:
      if (def->skill_kind == TW_SKILL_KIND_RANGED)
        return ABS (e->x - ref->hero_x) + ABS (e->y - ref->hero_y) <= def->skill_range ? R_HIT
                                                                                       : R_IDLE;
      if (def->skill_kind != TW_SKILL_KIND_SUMMON || def->summon_enemy < 0)
        return R_IDLE;
      for (d = 0; d < 4; d++)
        if (empty_for_enemy (ref, f, e->x + ddx[d], e->y + ddy[d]))
          {
            *tx = e->x + ddx[d];
            *ty = e->y + ddy[d];
            return R_SUMMON;
          }
      return R_IDLE;
    case TW_ACT_IDLE:
    default:
      return R_IDLE;
    }
}

static void
carry_out (TwRefEngine *ref, RefFloor *f, RefEntry *e, const TwEnemyDef *def, RefPlan plan, gint tx,
           gint ty)
{
  switch (plan)
    {
    case R_MOVE:
      if (empty_for_enemy (ref, f, tx, ty))
        {
          gint fx = e->x, fy = e->y;
          gsize from = (gsize)fy * f->def->width + fx, to = (gsize)ty * f->def->width + tx;
          f->tiles[to] = f->tiles[from];
          f->tiles[from] = 0;
          f->hidden[to] = 0;
          if (ref->move_depth == 0)
            tw_ref_active_migrate_point (ref, f->def->id, fx, fy, tx, ty);
        }
      break;
    case R_BATTLE:
      /* The test towers' hero always wins, losing nothing: the enemy goes and
       * the battle costs one tick, after the current one. */
      if (visible_enemy (ref, f, e->x, e->y))
        {
          tw_ref_remove_block (ref, f->def->id, e->x, e->y);
          ref->extra += 1;
        }
      break;
    case R_HIT:
      ref->hero_hp -= def->skill_damage;
      break;
    case R_SUMMON:
      if (empty_for_enemy (ref, f, tx, ty))
        {
          const char *id = tw_tower_get_enemy (ref->tower, def->summon_enemy)->id;
          tw_ref_set_block (ref, f->def->id, tx, ty, tw_tower_find_tile_by_id (ref->tower, id));
        }
      break;
    default:
      break;
    }
}

static void
advance_one (TwRefEngine *ref, const char *reason)
{
  RefFloor *f = &ref->floors[ref->cur];
  TwEvent tick = { .kind = TW_EVENT_TICK, .reason = reason };
  g_autoptr (GPtrArray) order = NULL;
  guint i;
  gint x, y, seen = 0;

  ref->map_turn++;
  emit (ref, &tick);
  /* The slow way: look at every cell every tick. */
  ref->verify_scans++;
  for (y = 0; y < f->def->height; y++)
    for (x = 0; x < f->def->width; x++)
      seen += scheduled_at (ref, f, x, y) >= 0;
  (void)seen;
  if (f->list == NULL)
    return;
  /* The pending set: enemies that join during the tick are not in this copy. */
  order = g_ptr_array_copy (f->list, NULL, NULL);
  g_qsort_with_data (order->pdata, (gint)order->len, sizeof (gpointer), by_priority, ref);
  for (i = 0; i < order->len; i++)
    {
      RefEntry *e = g_ptr_array_index (order, i);
      const TwEnemyDef *def = tw_tower_get_enemy (ref->tower, e->enemy);
      gint64 g;
      if (e->removed)
        continue;
      g = gauge_get (f, e->rid) + 1;
      gauge_set (f, e->rid, g);
      while (g >= def->time_cost)
        {
          TwEvent ev = { .kind = TW_EVENT_ENEMY_ACT };
          g_autofree char *rid = g_strdup (e->rid);
          gint tx = 0, ty = 0;
          RefPlan plan;
          g -= def->time_cost;
          gauge_set (f, e->rid, g);
          plan = decide (ref, f, e, def, &tx, &ty);
          ev.enemy = rid;
          ev.enemy_floor = f->def->id;
          ev.enemy_id = def->id;
          ev.x = e->x;
          ev.y = e->y;
          ev.act_type = def->act_type;
          ev.gauge = g;
          ev.result = ref_results[plan];
          emit (ref, &ev);
          if (e->removed)
            break;
          carry_out (ref, f, e, def, plan, tx, ty);
          if (e->removed)
            break;
          g = gauge_get (f, e->rid);
        }
    }
}

/* Ticks, each followed by the battle ticks it caused (capped per call, as
 * the engine does). */
static void
run (TwRefEngine *ref, gint64 n, const char *reason)
{
  while (n-- > 0)
    {
      advance_one (ref, reason);
      if (ref->extra > 0)
        {
          gint64 extra = MIN (ref->extra, ref->budget);
          ref->budget -= extra;
          ref->extra = 0;
          ref->clock += extra;
          run (ref, extra, "battle");
        }
    }
}

void
tw_ref_consume_time (TwRefEngine *ref, gint64 n, const char *reason)
{
  if (n <= 0 || !ref->enabled)
    return;
  ref->clock += n;
  ref->budget = 1000;
  run (ref, n, reason);
}

void
tw_ref_set_hero_loc (TwRefEngine *ref, gint x, gint y)
{
  ref->hero_x = x;
  ref->hero_y = y;
}

gint64
tw_ref_get_hero_hp (TwRefEngine *ref)
{
  return ref->hero_hp;
}

gint64
tw_ref_get_clock (TwRefEngine *ref)
{
  return ref->clock;
}

gint64
tw_ref_get_map_turn (TwRefEngine *ref)
{
  return ref->map_turn;
}

void
tw_ref_set_map_turn_enabled (TwRefEngine *ref, gboolean enabled)
{
  ref->enabled = enabled;
}

gboolean
tw_ref_change_floor (TwRefEngine *ref, const char *floor_id)
{
  gint i = tw_tower_find_floor (ref->tower, floor_id);
  if (i < 0)
    return FALSE;
  ref->cur = i;
  ref->map_turn = 0;
  ref->hero_x = 0;
  ref->hero_y = 0;
  /* Every entry rebuilds the floor's list, keeping gauges (docs/rules.md §1). */
  tw_ref_active_rebuild (ref, NULL);
  return TRUE;
}

const char *
tw_ref_get_floor_id (TwRefEngine *ref)
{
  return ref->floors[ref->cur].def->id;
}

/* --- blocks ---------------------------------------------------------------- */

#define REF_FLOOR(f, floor_id, x, y)                                                               \
  gint f##_i = fidx (ref, floor_id);                                                               \
  RefFloor *f;                                                                                     \
  if (f##_i < 0 || !inside (&ref->floors[f##_i], x, y))                                            \
    return;                                                                                        \
  f = &ref->floors[f##_i];

void
tw_ref_remove_block (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  REF_FLOOR (f, floor_id, x, y);
  f->tiles[y * f->def->width + x] = 0;
  f->hidden[y * f->def->width + x] = 0;
  tw_ref_active_remove_cell (ref, f->def->id, x, y);
}

void
tw_ref_set_block (TwRefEngine *ref, const char *floor_id, gint x, gint y, guint32 tile)
{
  REF_FLOOR (f, floor_id, x, y);
  f->tiles[y * f->def->width + x] = tile;
  f->hidden[y * f->def->width + x] = 0;
  tw_ref_active_sync_cell (ref, f->def->id, x, y);
}

void
tw_ref_hide_block (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  REF_FLOOR (f, floor_id, x, y);
  f->hidden[y * f->def->width + x] = 1;
  tw_ref_active_remove_cell (ref, f->def->id, x, y);
}

void
tw_ref_show_block (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  REF_FLOOR (f, floor_id, x, y);
  f->hidden[y * f->def->width + x] = 0;
  tw_ref_active_sync_cell (ref, f->def->id, x, y);
}

void
tw_ref_remove_blocks (TwRefEngine *ref, const char *floor_id, const TwPoint *cells, guint n)
{
  gint i = fidx (ref, floor_id);
  RefFloor *f;
  guint k;

  if (i < 0)
    return;
  f = &ref->floors[i];
  for (k = 0; k < n; k++)
    if (inside (f, cells[k].x, cells[k].y))
      {
        f->tiles[cells[k].y * f->def->width + cells[k].x] = 0;
        f->hidden[cells[k].y * f->def->width + cells[k].x] = 0;
      }
  if (f->list && ref->move_depth == 0)
    tw_ref_active_rebuild (ref, f->def->id);
}

void
tw_ref_move_block_begin (TwRefEngine *ref, const char *floor_id, gint fx, gint fy)
{
  REF_FLOOR (f, floor_id, fx, fy);
  (void)f;
  ref->move_depth++;
}

void
tw_ref_move_block_end (TwRefEngine *ref, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                       gboolean keep)
{
  guint32 tile;
  guint8 hidden;
  REF_FLOOR (f, floor_id, fx, fy);

  tile = f->tiles[fy * f->def->width + fx];
  hidden = f->hidden[fy * f->def->width + fx];
  f->tiles[fy * f->def->width + fx] = 0;
  f->hidden[fy * f->def->width + fx] = 0;
  keep = keep && inside (f, tx, ty);
  if (keep)
    {
      f->tiles[ty * f->def->width + tx] = tile;
      f->hidden[ty * f->def->width + tx] = hidden;
    }
  ref->move_depth--;
  if (keep)
    tw_ref_active_migrate_point (ref, f->def->id, fx, fy, tx, ty);
  else
    tw_ref_active_remove_cell (ref, f->def->id, fx, fy);
}

void
tw_ref_move_block (TwRefEngine *ref, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                   gboolean keep)
{
  tw_ref_move_block_begin (ref, floor_id, fx, fy);
  tw_ref_move_block_end (ref, floor_id, fx, fy, tx, ty, keep);
}

/* --- reading ------------------------------------------------------------ */

char **
tw_ref_dup_active_list (TwRefEngine *ref, const char *floor_id)
{
  gint i = fidx (ref, floor_id);
  GPtrArray *ids;
  guint k;

  if (i < 0 || ref->floors[i].list == NULL)
    return NULL;
  ids = g_ptr_array_new ();
  for (k = 0; k < ref->floors[i].list->len; k++)
    g_ptr_array_add (ids, g_strdup (((RefEntry *)g_ptr_array_index (ref->floors[i].list, k))->rid));
  g_ptr_array_add (ids, NULL);
  return (char **)g_ptr_array_free (ids, FALSE);
}

gint64
tw_ref_get_gauge (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  gint i = fidx (ref, floor_id);
  RefEntry *e;

  if (i < 0 || ref->floors[i].list == NULL)
    return -1;
  e = find_entry (&ref->floors[i], x, y);
  return e ? gauge_get (&ref->floors[i], e->rid) : -1;
}

guint32
tw_ref_get_tile (TwRefEngine *ref, const char *floor_id, gint x, gint y)
{
  gint i = fidx (ref, floor_id);
  if (i < 0 || !inside (&ref->floors[i], x, y))
    return 0;
  return ref->floors[i].tiles[y * ref->floors[i].def->width + x];
}

gint64
tw_ref_get_full_scan_count (TwRefEngine *ref)
{
  return ref->full_scans;
}

gint64
tw_ref_get_active_enemies_version (TwRefEngine *ref)
{
  return ref->version;
}
