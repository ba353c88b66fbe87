/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-differential.c: the engine's scheduler against the reference.
 *
 * Thousands of random floors with enemies that idle, patrol, chase, shoot and
 * summon (and fight a hero who always wins), random block changes between
 * ticks and, through the event sink, in the middle of ticks (spawns,
 * removals, moves, batch removals, hides). After every step: identical
 * events (ticks and enemy actions in order, with gauges and results), gauges
 * of every cell, lists in order, tiles, hero hp, mapTurn, clock, full-scan
 * counter and activeEnemiesVersion.
 */
#include "tw-ref-engine.h"

#include <stdlib.h>
#include <string.h>

#define N_ENEMY_DEFS 8
#define N_FLOORS 2

typedef struct
{
  TwEngine *eng;
  TwRefEngine *ref;
  GRand *rand; /* drives mid-tick changes: same seed on both sides */
  GString *log;
  guint mid_percent;
  guint depth;
} Side;

static const char *floor_ids[N_FLOORS] = { "F0", "F1" };

static const char *act_types[] = { "idle", "idle", "patrol", "chase", "skill" };

/* Routes, ranges and skills for the reference and the engine to follow. */
static void
add_act_args (GRand *r, json_t *def)
{
  const char *act = json_string_value (json_object_get (def, "actType"));

  if (g_strcmp0 (act, "patrol") == 0)
    json_object_set_new (def, "actArgs",
                         json_pack ("{s:[[i,i],[i,i]]}", "route", g_rand_int_range (r, 0, 12),
                                    g_rand_int_range (r, 0, 12), g_rand_int_range (r, 0, 12),
                                    g_rand_int_range (r, 0, 12)));
  else if (g_strcmp0 (act, "chase") == 0 && g_rand_boolean (r))
    json_object_set_new (def, "actArgs", json_pack ("{s:i}", "range", g_rand_int_range (r, 1, 10)));
  else if (g_strcmp0 (act, "skill") == 0)
    json_object_set_new (def, "actArgs",
                         g_rand_boolean (r)
                             ? json_pack ("{s:s, s:i, s:i}", "kind", "ranged", "range",
                                          g_rand_int_range (r, 1, 5), "damage", 7)
                             : json_pack ("{s:s, s:s}", "kind", "summon", "enemy",
                                          g_rand_boolean (r) ? "e0" : "e1"));
}

static TwTower *
random_tower (GRand *r)
{
  TwTower *tower = tw_tower_new ();
  g_autoptr (GError) error = NULL;
  guint i, f;
  json_t *hero;

  {
    json_t *wall = json_pack ("{s:s, s:s}", "cls", "terrains", "id", "wall");
    tw_tower_add_tile (tower, 1, wall);
    json_decref (wall);
  }
  for (i = 0; i < N_ENEMY_DEFS; i++)
    {
      char id[16];
      gint time_cost;
      json_t *def, *tile;
      g_snprintf (id, sizeof id, "e%u", i);
      /* Mostly small costs, some 0 (never listed), some beyond the wheel. */
      switch (g_rand_int_range (r, 0, 10))
        {
        case 0:
          time_cost = 0;
          break;
        case 1:
          time_cost = g_rand_int_range (r, 60, 140);
          break;
        default:
          time_cost = g_rand_int_range (r, 1, 8);
        }
      def = json_pack ("{s:i, s:i, s:i, s:i, s:s, s:i}", "hp", 1, "atk", 1, "def", 0, "timeCost",
                       time_cost, "actType", act_types[g_rand_int_range (r, 0, 5)], "priority",
                       g_rand_int_range (r, -1, 3));
      add_act_args (r, def);
      tw_tower_add_enemy (tower, id, def);
      json_decref (def);
      tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", id);
      tw_tower_add_tile (tower, 201 + i, tile);
      json_decref (tile);
    }
  for (f = 0; f < N_FLOORS; f++)
    {
      gint w = g_rand_int_range (r, 2, 13), h = g_rand_int_range (r, 2, 13);
      g_autofree guint32 *map = g_new0 (guint32, w * h);
      gint density = g_rand_int_range (r, 5, 90);
      gint c;
      for (c = 0; c < w * h; c++)
        {
          gint roll = g_rand_int_range (r, 0, 100);
          if (roll < density)
            map[c] = 201 + g_rand_int_range (r, 0, N_ENEMY_DEFS);
          else if (roll < density + 10)
            map[c] = 1;
        }
      tw_tower_add_floor (tower, floor_ids[f], w, h, map, NULL);
    }
  /* A hero who beats every enemy (hp 1, atk 1) without losing hp. */
  hero = json_pack ("{s:i, s:i, s:i, s:{s:i, s:i}}", "hp", 1000000000, "atk", 1000, "def", 1000,
                    "loc", "x", g_rand_int_range (r, 0, 3), "y", g_rand_int_range (r, 0, 3));
  tw_tower_set_start (tower, "F0", hero);
  json_decref (hero);
  tw_tower_finish (tower, &error);
  g_assert_no_error (error);
  return tower;
}

/* --- one operation on either side ------------------------------------------ */

typedef enum
{
  OP_REMOVE,
  OP_SET,
  OP_HIDE,
  OP_SHOW,
  OP_MOVE,
  OP_BATCH,
  OP_REBUILD,
  OP_SYNC,
  OP_REMOVE_CELL,
  OP_MIGRATE,
  OP_MOVE_WITH_CHANGE,
  OP_N_MAP_OPS,
  OP_CHANGE_FLOOR = OP_N_MAP_OPS,
  OP_HERO,
  OP_TOGGLE,
  OP_CONSUME,
  OP_N,
} OpKind;

typedef struct
{
  OpKind kind;
  const char *floor;
  gint x, y, tx, ty;
  guint32 tile;
  gboolean keep;
  TwPoint cells[4];
  guint n_cells;
  gint64 n;
} Op;

static void
random_op (GRand *r, Op *op, gboolean mid_tick)
{
  guint i;

  memset (op, 0, sizeof *op);
  op->kind = g_rand_int_range (r, 0, mid_tick ? OP_N_MAP_OPS : OP_N);
  if (!mid_tick && g_rand_int_range (r, 0, 100) < 45)
    op->kind = OP_CONSUME; /* time passes more often than anything else */
  op->floor = floor_ids[g_rand_int_range (r, 0, 100) < 80 ? 0 : 1];
  op->x = g_rand_int_range (r, 0, 12);
  op->y = g_rand_int_range (r, 0, 12);
  op->tx = g_rand_int_range (r, 0, 12);
  op->ty = g_rand_int_range (r, 0, 12);
  switch (g_rand_int_range (r, 0, 4))
    {
    case 0:
      op->tile = 0;
      break;
    case 1:
      op->tile = 1;
      break;
    default:
      op->tile = 201 + g_rand_int_range (r, 0, N_ENEMY_DEFS);
    }
  op->keep = g_rand_int_range (r, 0, 4) != 0;
  op->n_cells = g_rand_int_range (r, 1, 5);
  for (i = 0; i < op->n_cells; i++)
    {
      op->cells[i].x = g_rand_int_range (r, 0, 12);
      op->cells[i].y = g_rand_int_range (r, 0, 12);
    }
  op->n = g_rand_int_range (r, 1, 100) < 90 ? g_rand_int_range (r, 1, 6)
                                            : g_rand_int_range (r, 20, 200);
}

static void
apply_op (Side *s, const Op *op)
{
  if (s->eng)
    switch (op->kind)
      {
      case OP_REMOVE:
        tw_engine_remove_block (s->eng, op->floor, op->x, op->y);
        break;
      case OP_SET:
        tw_engine_set_block (s->eng, op->floor, op->x, op->y, op->tile);
        break;
      case OP_HIDE:
        tw_engine_hide_block (s->eng, op->floor, op->x, op->y);
        break;
      case OP_SHOW:
        tw_engine_show_block (s->eng, op->floor, op->x, op->y);
        break;
      case OP_MOVE:
        tw_engine_move_block (s->eng, op->floor, op->x, op->y, op->tx, op->ty, op->keep);
        break;
      case OP_BATCH:
        tw_engine_remove_blocks (s->eng, op->floor, op->cells, op->n_cells);
        break;
      case OP_REBUILD:
        tw_engine_active_rebuild (s->eng, op->floor);
        break;
      case OP_SYNC:
        tw_engine_active_sync_cell (s->eng, op->floor, op->x, op->y);
        break;
      case OP_REMOVE_CELL:
        tw_engine_active_remove_cell (s->eng, op->floor, op->x, op->y);
        break;
      case OP_MIGRATE:
        tw_engine_active_migrate_point (s->eng, op->floor, op->x, op->y, op->tx, op->ty);
        break;
      case OP_MOVE_WITH_CHANGE:
        /* A change while the block travels is not patched. */
        tw_engine_move_block_begin (s->eng, op->floor, op->x, op->y);
        tw_engine_set_block (s->eng, op->floor, op->cells[0].x, op->cells[0].y, op->tile);
        tw_engine_move_block_end (s->eng, op->floor, op->x, op->y, op->tx, op->ty, op->keep);
        break;
      case OP_CHANGE_FLOOR:
        tw_engine_change_floor (s->eng, op->floor, 0, 0);
        break;
      case OP_HERO:
        tw_engine_set_hero_loc (s->eng, op->tx, op->ty);
        break;
      case OP_CONSUME:
        tw_engine_consume_time (s->eng, op->n, "wait");
        break;
      default:
        g_assert_not_reached ();
      }
  else
    switch (op->kind)
      {
      case OP_REMOVE:
        tw_ref_remove_block (s->ref, op->floor, op->x, op->y);
        break;
      case OP_SET:
        tw_ref_set_block (s->ref, op->floor, op->x, op->y, op->tile);
        break;
      case OP_HIDE:
        tw_ref_hide_block (s->ref, op->floor, op->x, op->y);
        break;
      case OP_SHOW:
        tw_ref_show_block (s->ref, op->floor, op->x, op->y);
        break;
      case OP_MOVE:
        tw_ref_move_block (s->ref, op->floor, op->x, op->y, op->tx, op->ty, op->keep);
        break;
      case OP_BATCH:
        tw_ref_remove_blocks (s->ref, op->floor, op->cells, op->n_cells);
        break;
      case OP_REBUILD:
        tw_ref_active_rebuild (s->ref, op->floor);
        break;
      case OP_SYNC:
        tw_ref_active_sync_cell (s->ref, op->floor, op->x, op->y);
        break;
      case OP_REMOVE_CELL:
        tw_ref_active_remove_cell (s->ref, op->floor, op->x, op->y);
        break;
      case OP_MIGRATE:
        tw_ref_active_migrate_point (s->ref, op->floor, op->x, op->y, op->tx, op->ty);
        break;
      case OP_MOVE_WITH_CHANGE:
        tw_ref_move_block_begin (s->ref, op->floor, op->x, op->y);
        tw_ref_set_block (s->ref, op->floor, op->cells[0].x, op->cells[0].y, op->tile);
        tw_ref_move_block_end (s->ref, op->floor, op->x, op->y, op->tx, op->ty, op->keep);
        break;
      case OP_CHANGE_FLOOR:
        tw_ref_change_floor (s->ref, op->floor);
        break;
      case OP_HERO:
        tw_ref_set_hero_loc (s->ref, op->tx, op->ty);
        break;
      case OP_CONSUME:
        tw_ref_consume_time (s->ref, op->n, "wait");
        break;
      default:
        g_assert_not_reached ();
      }
}

/* --- sinks: log every event, sometimes change the map mid-tick -------------- */

static void
on_event (Side *s, const TwEvent *ev)
{
  Op op;

  /* The reference reports ticks and enemy actions only. */
  if (ev->kind != TW_EVENT_TICK && ev->kind != TW_EVENT_ENEMY_ACT)
    return;
  g_string_append_printf (s->log, "%s t%" G_GINT64_FORMAT " c%" G_GINT64_FORMAT,
                          tw_event_kind_to_string (ev->kind), ev->map_turn, ev->clock);
  if (ev->kind == TW_EVENT_ENEMY_ACT)
    g_string_append_printf (s->log, " %s g%" G_GINT64_FORMAT " %s", ev->enemy, ev->gauge,
                            tw_event_result_to_string (ev->result));
  g_string_append_c (s->log, '\n');
  if (ev->kind != TW_EVENT_ENEMY_ACT || (guint)g_rand_int_range (s->rand, 0, 100) >= s->mid_percent)
    return;
  random_op (s->rand, &op, TRUE);
  /* Often act on the acting enemy itself: move it, remove it, replace it. */
  if (g_rand_boolean (s->rand))
    {
      op.floor = g_strcmp0 (ev->enemy_floor, floor_ids[0]) == 0 ? floor_ids[0] : floor_ids[1];
      op.x = ev->x;
      op.y = ev->y;
    }
  s->depth++;
  apply_op (s, &op);
  s->depth--;
}

static void
engine_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  on_event (data, ev);
}

static void
ref_sink (TwRefEngine *ref, const TwEvent *ev, gpointer data)
{
  on_event (data, ev);
}

static void
assert_same_state (Side *a, Side *b, guint seed, guint step)
{
  guint f;

  if (strcmp (a->log->str, b->log->str) != 0)
    g_error ("seed %u step %u: events differ\nengine:\n%s\nreference:\n%s", seed, step, a->log->str,
             b->log->str);
  g_assert_cmpint (tw_engine_get_map_turn (a->eng), ==, tw_ref_get_map_turn (b->ref));
  g_assert_cmpint (tw_engine_get_clock (a->eng), ==, tw_ref_get_clock (b->ref));
  g_assert_cmpint (tw_engine_get_full_scan_count (a->eng), ==, tw_ref_get_full_scan_count (b->ref));
  g_assert_cmpint (tw_engine_get_active_enemies_version (a->eng), ==,
                   tw_ref_get_active_enemies_version (b->ref));
  g_assert_cmpstr (tw_engine_get_floor_id (a->eng), ==, tw_ref_get_floor_id (b->ref));
  g_assert_cmpint (tw_engine_get_hero_hp (a->eng), ==, tw_ref_get_hero_hp (b->ref));
  for (f = 0; f < N_FLOORS; f++)
    {
      g_auto (GStrv) la = tw_engine_dup_active_list (a->eng, floor_ids[f]);
      g_auto (GStrv) lb = tw_ref_dup_active_list (b->ref, floor_ids[f]);
      gint x, y;
      if (la == NULL || lb == NULL)
        g_assert_true (la == NULL && lb == NULL);
      else if (!g_strv_equal ((const char *const *)la, (const char *const *)lb))
        {
          g_autofree char *ja = g_strjoinv (" ", la), *jb = g_strjoinv (" ", lb);
          g_error ("seed %u step %u floor %u: lists differ\nengine:    %s\nreference: %s", seed,
                   step, f, ja, jb);
        }
      for (y = 0; y < 12; y++)
        for (x = 0; x < 12; x++)
          {
            gint64 ga = tw_engine_get_gauge (a->eng, floor_ids[f], x, y);
            gint64 gb = tw_ref_get_gauge (b->ref, floor_ids[f], x, y);
            if (ga != gb)
              g_error ("seed %u step %u: gauge at %s:%d:%d engine %" G_GINT64_FORMAT
                       " reference %" G_GINT64_FORMAT,
                       seed, step, floor_ids[f], x, y, ga, gb);
            g_assert_cmpuint (tw_engine_get_tile (a->eng, floor_ids[f], x, y), ==,
                              tw_ref_get_tile (b->ref, floor_ids[f], x, y));
          }
    }
  g_string_truncate (a->log, 0);
  g_string_truncate (b->log, 0);
}

static void
run_seed (guint seed, gboolean with_sink, guint steps)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  TwTower *tower = random_tower (r);
  Side a = { 0 }, b = { 0 };
  gboolean enabled = TRUE;
  guint step;

  a.eng = tw_engine_new (tower);
  b.ref = tw_ref_new (tower);
  a.log = g_string_new (NULL);
  b.log = g_string_new (NULL);
  a.rand = g_rand_new_with_seed (seed * 7919u + 1);
  b.rand = g_rand_new_with_seed (seed * 7919u + 1);
  a.mid_percent = b.mid_percent = g_rand_int_range (r, 5, 40);
  if (with_sink)
    {
      tw_engine_set_event_sink (a.eng, engine_sink, &a, NULL);
      tw_ref_set_sink (b.ref, ref_sink, &b);
    }
  assert_same_state (&a, &b, seed, 0);
  for (step = 1; step <= steps; step++)
    {
      Op op;
      random_op (r, &op, FALSE);
      if (g_getenv ("TW_DIFF_DEBUG"))
        g_printerr ("step %u: op %d %s (%d,%d)->(%d,%d) tile %u keep %d n %" G_GINT64_FORMAT
                    " floor now %s\n",
                    step, op.kind, op.floor, op.x, op.y, op.tx, op.ty, op.tile, op.keep, op.n,
                    tw_engine_get_floor_id (a.eng));
      if (op.kind == OP_TOGGLE)
        {
          /* Rarely: time stops for a while on both sides. */
          if (g_rand_int_range (r, 0, 4) != 0)
            continue;
          enabled = !enabled;
          tw_engine_set_map_turn_enabled (a.eng, enabled);
          tw_ref_set_map_turn_enabled (b.ref, enabled);
        }
      else
        {
          apply_op (&a, &op);
          apply_op (&b, &op);
        }
      assert_same_state (&a, &b, seed, step);
    }
  tw_engine_free (a.eng);
  tw_ref_free (b.ref);
  g_string_free (a.log, TRUE);
  g_string_free (b.log, TRUE);
  g_rand_free (a.rand);
  g_rand_free (b.rand);
  tw_tower_unref (tower);
}

/* Under AddressSanitizer the reference is slow: half the towers there. */
#if defined(__SANITIZE_ADDRESS__)
#define N_TOWERS_DIVISOR 2
#else
#define N_TOWERS_DIVISOR 1
#endif

/* Mid-tick changes through the sink: spawns, removals, moves during a tick. */
static void
test_differential_mid_tick (void)
{
  guint seed;
  for (seed = 1; seed <= 1000 / N_TOWERS_DIVISOR; seed++)
    run_seed (seed, TRUE, 25);
}

/* Without a sink, idle enemies are off the wheel: gauges must still agree. */
static void
test_differential_no_sink (void)
{
  guint seed;
  for (seed = 100001; seed <= 100000 + 500 / N_TOWERS_DIVISOR; seed++)
    run_seed (seed, FALSE, 25);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/differential/mid-tick-changes", test_differential_mid_tick);
  g_test_add_func ("/engine/differential/no-sink", test_differential_no_sink);
  return g_test_run ();
}
