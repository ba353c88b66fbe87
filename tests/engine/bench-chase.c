/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-chase.c: 100 chasing enemies on a 100x100 floor with walls.
 *
 * 10,000 ticks (target: under 0.5 s). The hero steps between two cells every
 * 10 ticks, so the shared distance field is recomputed 1,000 times; chasers
 * that reach the hero fight (and lose) and are replaced by new ones far
 * away, so 100 chase all along. A second run moves the hero every tick with
 * a single chaser to measure one distance field.
 */
#include "tw-test-util.h"

#define SIDE 100

static TwTower *
chase_tower (GRand *r)
{
  g_autofree guint32 *map = g_new0 (guint32, SIDE * SIDE);
  TwTower *tower = tw_tower_new ();
  g_autoptr (GError) error = NULL;
  json_t *def, *tile, *wall, *hero;
  gint i;

  for (i = 0; i < SIDE * SIDE; i++)
    if (g_rand_int_range (r, 0, 100) < 20)
      map[i] = TT_WALL;
  for (i = -2; i <= 2; i++)
    map[(SIDE / 2) * SIDE + SIDE / 2 + i] = 0;
  wall = json_pack ("{s:s, s:s}", "cls", "terrains", "id", "wall");
  tw_tower_add_tile (tower, TT_WALL, wall);
  def = json_pack ("{s:i, s:i, s:i, s:i, s:s}", "hp", 1, "atk", 1, "def", 0, "timeCost", 1,
                   "actType", "chase");
  tw_tower_add_enemy (tower, "chaser", def);
  tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", "chaser");
  tw_tower_add_tile (tower, TT_ENEMY (0), tile);
  tw_tower_add_floor (tower, "F", SIDE, SIDE, map, NULL);
  hero = json_pack ("{s:i, s:i, s:i, s:{s:i, s:i}}", "hp", 1000000, "atk", 1000, "def", 1000, "loc",
                    "x", SIDE / 2, "y", SIDE / 2);
  tw_tower_set_start (tower, "F", hero);
  tw_tower_finish (tower, &error);
  g_assert_no_error (error);
  json_decref (wall);
  json_decref (def);
  json_decref (tile);
  json_decref (hero);
  return tower;
}

/* Puts chasers on random empty cells far from the hero until there are @n. */
static void
top_up (TwEngine *engine, GRand *r, guint n)
{
  while (tw_engine_get_n_active (engine, NULL) < n)
    {
      gint x = g_rand_int_range (r, 0, SIDE), y = g_rand_int_range (r, 0, SIDE);
      if (ABS (x - SIDE / 2) + ABS (y - SIDE / 2) > 30
          && tw_engine_get_tile (engine, NULL, x, y) == 0)
        tw_engine_set_block (engine, NULL, x, y, TT_ENEMY (0));
    }
}

static double
run (guint chasers, gint64 ticks, gint hero_every, gint64 *fields)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (3);
  TwTower *tower = chase_tower (r);
  TwEngine *engine = tw_engine_new (tower);
  gint64 t0, elapsed = 0, i;

  for (i = 0; i < ticks; i++)
    {
      top_up (engine, r, chasers);
      if (i % hero_every == 0)
        tw_engine_set_hero_loc (engine, SIDE / 2 + (i / hero_every) % 2, SIDE / 2);
      t0 = g_get_monotonic_time ();
      tw_engine_consume_time (engine, 1, "wait");
      elapsed += g_get_monotonic_time () - t0;
      g_assert_false (tw_engine_is_dead (engine));
    }
  *fields = tw_engine_get_field_computations (engine);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  return elapsed / 1e6;
}

int
main (int argc, char **argv)
{
  gint64 fields, fields_each;
  double seconds = run (100, 10000, 10, &fields);
  double each = run (1, 10000, 1, &fields_each);

  g_print ("100 chasers, 100x100 with walls, 10,000 ticks: %.3f s (%.1f us a tick), "
           "%" G_GINT64_FORMAT " distance fields\n",
           seconds, seconds * 1e6 / 10000, fields);
  g_print ("one distance field on 100x100: %.1f us (%" G_GINT64_FORMAT " fields in %.3f s)\n",
           each * 1e6 / MAX (fields_each, 1), fields_each, each);
  if (seconds >= 0.5)
    {
      g_print ("MISSED: over 0.5 s\n");
      return 1;
    }
  g_print ("target met\n");
  return 0;
}
