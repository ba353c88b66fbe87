/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-gen.h: writes a large mota-js tower for tests and benchmarks. */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* Writes DIR/project/ (data.js, enemys.js, items.js, maps.js, floors/F<i>.js)
 * in the official editor's layout: n_floors 13x13 floors joined by stairs,
 * n_enemies enemies with map-turn fields, placed over the floors. The same
 * seed gives the same tower. */
void tw_tower_gen_write (const char *dir,
                         guint       n_floors,
                         guint       n_enemies,
                         guint32     seed);

/* The same tower with tileset art: tileset_png (a mota-js tileset image)
 * copied as project/tilesets/magictower.png and named in main.tilesets,
 * and every floor with a bgmap of tileset cells and a sparse fgmap. */
void tw_tower_gen_write_layered (const char *dir,
                                 guint       n_floors,
                                 guint       n_enemies,
                                 guint32     seed,
                                 const char *tileset_png);

/* The definition of enemy id, standing at x, y on a floor width wide. It may
 * draw from rand, after the draws that placed it. */
typedef json_t *(*TwTowerGenEnemyDef) (GRand *rand, const char *id, int x, int y, int width);

/* Makes def patrol from x, y to the next cell of its row and back. */
static inline void
tw_tower_gen_patrol_next_cell (json_t *def, int x, int y, int width)
{
  json_object_set_new (def, "actType", json_string ("patrol"));
  json_object_set_new (
      def, "actArgs",
      json_pack ("{s:[[i,i],[i,i]]}", "route", x, y, x + 1 < width ? x + 1 : x - 1, y));
}

/* A one-floor tower (F0, width x height) for the scheduler tests and
 * benchmarks: the hero at 0,0 in a corridor on row 0 with a wall row below
 * it, and n_enemies enemies e<i> (tiles 1000 + i) on free cells of rows 3
 * and below, each defined by enemy_def. Seed 42: the same tower every run.
 * Header-only, so a test program needs no other source for it. */
static inline json_t *
tw_tower_gen_corridor (int width, int height, int n_enemies, TwTowerGenEnemyDef enemy_def)
{
  json_t *map = json_array ();
  json_t *enemys = json_object ();
  json_t *maps = json_pack ("{s:{s:s, s:s}}", "1", "cls", "terrains", "id", "yellowWall");
  GRand *rand = g_rand_new_with_seed (42);
  guint32 *grid = g_new0 (guint32, (gsize)width * height);

  for (int x = 0; x < width; x++)
    grid[width + x] = 1;
  for (int i = 0; i < n_enemies; i++)
    {
      g_autofree char *id = g_strdup_printf ("e%d", i);
      g_autofree char *tile = g_strdup_printf ("%d", 1000 + i);
      int x, y;
      do
        {
          x = g_rand_int_range (rand, 0, width);
          y = g_rand_int_range (rand, 3, height);
        }
      while (grid[y * width + x] != 0);
      grid[y * width + x] = 1000 + i;
      json_object_set_new (enemys, id, enemy_def (rand, id, x, y, width));
      json_object_set_new (maps, tile, json_pack ("{s:s, s:s}", "cls", "enemys", "id", id));
    }
  for (int y = 0; y < height; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < width; x++)
        json_array_append_new (row, json_integer (grid[y * width + x]));
      json_array_append_new (map, row);
    }
  g_free (grid);
  g_rand_free (rand);
  return json_pack ("{s:{s:{s:s, s:{s:i, s:i, s:i, s:{s:i, s:i}}}, s:{s:[s]}, s:{}},"
                    " s:o, s:{}, s:o, s:{s:{s:s, s:i, s:i, s:o}}}",
                    "data", "firstData", "floorId", "F0", "hero", "hp", 1000000, "atk", 1000, "def",
                    1000, "loc", "x", 0, "y", 0, "main", "floorIds", "F0", "values", "enemys",
                    enemys, "items", "maps", maps, "floors", "F0", "floorId", "F0", "width", width,
                    "height", height, "map", map);
}

G_END_DECLS
