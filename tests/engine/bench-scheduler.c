/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-scheduler.c: the map-turn scheduler's speed and memory.
 *
 * Floors with 10, 1,000 and 100,000 scheduled enemies of timeCost 1-50 (90%
 * idle, 10% patrolling between two cells), and the reference full-scan
 * scheduler on a 100x100 floor with 1,000 enemies, in the same run.
 * Targets (issue 3): 1,000 enemies consumeTime(1,000,000) < 1 s; >= 50x the
 * reference's ticks per second; <= 64 bytes per scheduled enemy.
 * Run with `meson test --benchmark` or `make bench`.
 */
#include "tw-ref-engine.h"

#include <stdlib.h>

#define N_COSTS 50

static TwTower *
bench_tower (guint n_enemies, gint *side_out, guint seed)
{
  TwTower *tower = tw_tower_new ();
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  g_autoptr (GError) error = NULL;
  guint per_row, rows, i, next_tile = 1000;
  gint side, c;
  g_autofree guint32 *map = NULL;
  json_t *hero;

  /* One idle definition per timeCost; a patrol definition per patrolling
   * enemy (its route is its own two cells). */
  for (c = 1; c <= N_COSTS; c++)
    {
      char id[32];
      json_t *def = json_pack ("{s:i, s:i, s:i, s:i, s:s}", "hp", 10, "atk", 1, "def", 0,
                               "timeCost", c, "actType", "idle");
      json_t *tile;
      g_snprintf (id, sizeof id, "idle%d", c);
      tw_tower_add_enemy (tower, id, def);
      tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", id);
      tw_tower_add_tile (tower, 200 + c, tile);
      json_decref (def);
      json_decref (tile);
    }
  /* Units of two cells: the enemy and the free cell it may patrol to. */
  side = 10;
  while ((guint)(side / 2) * side < n_enemies)
    side += 10;
  per_row = side / 2;
  rows = (n_enemies + per_row - 1) / per_row;
  map = g_new0 (guint32, (gsize)side * side);
  for (i = 0; i < n_enemies; i++)
    {
      gint x = 2 * (gint)(i % per_row), y = (gint)(i / per_row);
      gint cost = g_rand_int_range (r, 1, N_COSTS + 1);
      if (g_rand_int_range (r, 0, 10) == 0)
        {
          char id[32];
          json_t *def, *tile;
          g_snprintf (id, sizeof id, "patrol%u", i);
          def = json_pack ("{s:i, s:i, s:i, s:i, s:s, s:{s:[[i,i],[i,i]]}}", "hp", 10, "atk", 1,
                           "def", 0, "timeCost", cost, "actType", "patrol", "actArgs", "route",
                           x + 1, y, x, y);
          tw_tower_add_enemy (tower, id, def);
          tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", id);
          tw_tower_add_tile (tower, next_tile, tile);
          map[(gsize)y * side + x] = next_tile++;
          json_decref (def);
          json_decref (tile);
        }
      else
        map[(gsize)y * side + x] = 200 + cost;
    }
  (void)rows;
  tw_tower_add_floor (tower, "F", side, side, map, NULL);
  hero = json_pack ("{s:i, s:{s:i, s:i}}", "hp", 1000, "loc", "x", -9, "y", -9);
  tw_tower_set_start (tower, "F", hero);
  json_decref (hero);
  tw_tower_finish (tower, &error);
  g_assert_no_error (error);
  *side_out = side;
  return tower;
}

static void
count_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  (*(guint64 *)data)++;
}

static void
ref_count_sink (TwRefEngine *ref, const TwEvent *ev, gpointer data)
{
  (*(guint64 *)data)++;
}

typedef struct
{
  double ticks_per_s;
  double seconds;
  double bytes_per_enemy;
} Figure;

static Figure
bench_engine (guint n_enemies, gint64 ticks, gboolean with_sink, guint64 *events)
{
  gint side;
  TwTower *tower = bench_tower (n_enemies, &side, 42);
  TwEngine *engine = tw_engine_new (tower);
  gint64 scans;
  gint64 t0, t1;
  gsize bytes;
  Figure fig;

  *events = 0;
  if (with_sink)
    tw_engine_set_event_sink (engine, count_sink, events, NULL);
  scans = tw_engine_get_full_scan_count (engine);
  t0 = g_get_monotonic_time ();
  tw_engine_consume_time (engine, ticks, "wait");
  t1 = g_get_monotonic_time ();
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, scans);
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, ticks);
  bytes = tw_engine_get_scheduler_bytes (engine, NULL);
  fig.seconds = (t1 - t0) / 1e6;
  fig.ticks_per_s = ticks / MAX (fig.seconds, 1e-9);
  fig.bytes_per_enemy = (double)bytes / tw_engine_get_n_active (engine, NULL);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, n_enemies);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  return fig;
}

static Figure
bench_reference (guint n_enemies, gint64 ticks)
{
  gint side;
  TwTower *tower = bench_tower (n_enemies, &side, 42);
  TwRefEngine *ref = tw_ref_new (tower);
  guint64 events = 0;
  gint64 t0, t1;
  Figure fig = { 0 };

  tw_ref_set_sink (ref, ref_count_sink, &events);
  t0 = g_get_monotonic_time ();
  tw_ref_consume_time (ref, ticks, "wait");
  t1 = g_get_monotonic_time ();
  fig.seconds = (t1 - t0) / 1e6;
  fig.ticks_per_s = ticks / MAX (fig.seconds, 1e-9);
  tw_ref_free (ref);
  tw_tower_unref (tower);
  return fig;
}

int
main (int argc, char **argv)
{
  guint64 events;
  Figure e10, e1k, e1k_sink, e100k, ref;
  double ratio, ratio_sink;
  gboolean ok = TRUE;

  e10 = bench_engine (10, 1000000, FALSE, &events);
  e1k = bench_engine (1000, 1000000, FALSE, &events);
  e1k_sink = bench_engine (1000, 100000, TRUE, &events);
  g_print ("engine   1,000 enemies, sink on: %" G_GUINT64_FORMAT " events in 100,000 ticks\n",
           events);
  e100k = bench_engine (100000, 10000, FALSE, &events);
  ref = bench_reference (1000, 2000);
  ratio = e1k.ticks_per_s / ref.ticks_per_s;
  ratio_sink = e1k_sink.ticks_per_s / ref.ticks_per_s;

  g_print ("enemies   ticks       seconds   ticks/s       bytes/enemy\n");
  g_print ("10        1000000     %7.3f   %11.0f   %6.1f\n", e10.seconds, e10.ticks_per_s,
           e10.bytes_per_enemy);
  g_print ("1000      1000000     %7.3f   %11.0f   %6.1f\n", e1k.seconds, e1k.ticks_per_s,
           e1k.bytes_per_enemy);
  g_print ("1000 sink 100000      %7.3f   %11.0f   %6.1f\n", e1k_sink.seconds, e1k_sink.ticks_per_s,
           e1k_sink.bytes_per_enemy);
  g_print ("100000    10000       %7.3f   %11.0f   %6.1f\n", e100k.seconds, e100k.ticks_per_s,
           e100k.bytes_per_enemy);
  g_print ("reference 1000 on 100x100, 2000 ticks: %.3f s, %.0f ticks/s\n", ref.seconds,
           ref.ticks_per_s);
  g_print ("ratio to the reference: %.0fx (no sink), %.0fx (sink on, every action reported)\n",
           ratio, ratio_sink);

  if (e1k.seconds >= 1.0)
    {
      g_print ("MISSED: 1,000 enemies consumeTime(1,000,000) took %.3f s\n", e1k.seconds);
      ok = FALSE;
    }
  if (ratio < 50)
    {
      g_print ("MISSED: only %.0fx the reference\n", ratio);
      ok = FALSE;
    }
  if (e1k.bytes_per_enemy > 64 || e100k.bytes_per_enemy > 64)
    {
      g_print ("MISSED: more than 64 bytes per scheduled enemy\n");
      ok = FALSE;
    }
  g_print ("%s\n", ok ? "all targets met" : "some targets missed");
  return ok ? 0 : 1;
}
