/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-map-damage.c: a 13x13 floor's forecast with map damage (docs/rules.md
 * §3.11).
 *
 * 40 enemies, a quarter of them each zone (range 2), repulse, laser and
 * pincer. The forecast of the floor: the battle damage of every enemy and
 * the map damage of every cell, as the map and the manual ask for them.
 * Warm: the table is made once and reused (the hero and the blocks do not
 * change between frames of the interface). Cold: a block is hidden or
 * shown again before each forecast, so the table is made again every time
 * (the worst case: the first forecast after a change). Target (issue):
 * under 1 ms per forecast.
 */
#include "tw-test-util.h"

#define SIDE 13
#define ROUNDS 2000

static TwEngine *
bench_engine (void)
{
  const char *enemys
      = "{\"wizard\": {\"hp\": 50, \"atk\": 120, \"def\": 5, \"special\": 15, \"zone\": 20, "
        "\"range\": 2},"
        " \"priest\": {\"hp\": 60, \"atk\": 110, \"def\": 5, \"special\": [18], \"repulse\": 15},"
        " \"bat\": {\"hp\": 40, \"atk\": 130, \"def\": 0, \"special\": [24, 1], \"laser\": 10},"
        " \"king\": {\"hp\": 70, \"atk\": 140, \"def\": 10, \"special\": [16, 4]}}";
  json_t *map = json_array (), *floors;
  g_autofree char *text = NULL;
  TwTower *tower;
  TwEngine *engine;
  gint placed = 0;

  for (gint y = 0; y < SIDE; y++)
    {
      json_t *row = json_array ();
      for (gint x = 0; x < SIDE; x++)
        {
          gboolean enemy = (x * 7 + y * 3) % 4 == 1 && placed < 40 && (x || y);
          json_array_append_new (row, json_integer (enemy ? TT_ENEMY (placed++ % 4) : 0));
        }
      json_array_append_new (map, row);
    }
  floors = json_pack ("{s:{s:o}}", "F0", "map", map);
  text = json_dumps (floors, 0);
  json_decref (floors);
  tower = tt_tower (enemys, NULL, text, NULL);
  engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  return engine;
}

/* One forecast of the floor; returns a checksum so nothing is optimised out. */
static gint64
forecast_floor (TwEngine *engine)
{
  gint64 sum = 0, d;

  for (gint y = 0; y < SIDE; y++)
    for (gint x = 0; x < SIDE; x++)
      {
        if (tw_engine_forecast_damage (engine, x, y, &d))
          sum += d;
        sum += tw_engine_map_damage_at (engine, x, y, NULL);
      }
  return sum;
}

static double
run (TwEngine *engine, gboolean cold, gint64 *checksum)
{
  gint64 start = g_get_monotonic_time ();

  for (gint i = 0; i < ROUNDS; i++)
    {
      if (cold && i % 2 == 0)
        tw_engine_hide_block (engine, NULL, 1, 0);
      else if (cold)
        tw_engine_show_block (engine, NULL, 1, 0);
      *checksum += forecast_floor (engine);
    }
  return (double)(g_get_monotonic_time () - start) / 1e6 / ROUNDS;
}

int
main (void)
{
  TwEngine *engine = bench_engine ();
  gint64 checksum = 0, before;
  double warm = G_MAXDOUBLE, cold = G_MAXDOUBLE;

  /* Not MIN (warm, run ()): the macro would run the round twice. */
  for (gint rep = 0; rep < 3; rep++)
    {
      double t = run (engine, FALSE, &checksum);
      warm = MIN (warm, t);
    }
  before = tw_engine_get_map_damage_computations (engine);
  for (gint rep = 0; rep < 3; rep++)
    {
      double t = run (engine, TRUE, &checksum);
      cold = MIN (cold, t);
    }
  g_print ("13x13 floor, 40 enemies, forecast of every cell with map damage:\n");
  g_print ("  warm (table kept):       %.1f us per forecast (%" G_GINT64_FORMAT " table made)\n",
           warm * 1e6, before);
  g_print ("  cold (table made again): %.1f us per forecast (%" G_GINT64_FORMAT " tables made)\n",
           cold * 1e6, tw_engine_get_map_damage_computations (engine) - before);
  g_print ("checksum %" G_GINT64_FORMAT "\n", checksum);
  gboolean ok = warm < 1e-3 && cold < 1e-3 && before == 1;
  g_print ("%s\n", ok ? "all targets met" : "TARGETS MISSED");
  tw_engine_free (engine);
  return ok ? 0 : 1;
}
