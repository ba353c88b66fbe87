/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-gen.c: a generated tower, written as text (not through the
 * exporter), so an import-export round trip also checks the layout. */
#include "tw-tower-gen.h"

#include <glib/gstdio.h>

#define SIDE 13

static void
write_file (const char *project, const char *relative, GString *text)
{
  g_autofree char *path = g_build_filename (project, relative, NULL);
  g_autoptr (GError) error = NULL;
  g_file_set_contents (path, text->str, (gssize)text->len, &error);
  g_assert_no_error (error);
}

/* The layered variant: a tileset and bgmap/fgmap on every floor. */
static const char *gen_tileset;

static void
write_data (const char *project, guint n_floors)
{
  g_autoptr (GString) t = g_string_new ("var data_a1e2fb4a_e986_4524_b0da_9b7ba7c0874d = \n{\n"
                                        "\t\"main\": {\n");
  if (gen_tileset != NULL)
    g_string_append (t, "\t\t\"tilesets\": [\n\t\t\t\"magictower.png\"\n\t\t],\n");
  g_string_append (t, "\t\t\"floorIds\": [\n");
  for (guint i = 0; i < n_floors; i++)
    g_string_append_printf (t, "\t\t\t\"F%u\"%s\n", i, i + 1 < n_floors ? "," : "");
  g_string_append (t,
                   "\t\t]\n\t},\n\t\"firstData\": {\n\t\t\"floorId\": \"F0\",\n"
                   "\t\t\"hero\": {\n\t\t\t\"hp\": 1000,\n\t\t\t\"atk\": 10,\n\t\t\t\"def\": 10,\n"
                   "\t\t\t\"mdef\": 0,\n\t\t\t\"money\": 0,\n\t\t\t\"exp\": 0,\n"
                   "\t\t\t\"loc\": {\n\t\t\t\t\"direction\": \"up\",\n\t\t\t\t\"x\": 6,\n"
                   "\t\t\t\t\"y\": 11\n\t\t\t},\n\t\t\t\"items\": {}\n\t\t}\n\t},\n"
                   "\t\"values\": {\n\t\t\"redGem\": 3,\n\t\t\"blueGem\": 3,\n"
                   "\t\t\"breakArmor\": 0.9,\n\t\t\"counterAttack\": 0.1\n\t},\n"
                   "\t\"flags\": {\n\t\t\"mapTurnEnabled\": true\n\t}\n}");
  write_file (project, "data.js", t);
}

static void
write_enemys (const char *project, guint n_enemies, GRand *rand)
{
  static const char *act_types[] = { "idle", "chase", "patrol", "ranged" };
  g_autoptr (GString) t = g_string_new ("var enemys_fcae963b_31c9_42b4_b48c_bb48d09f3f80 = \n{\n");
  for (guint i = 0; i < n_enemies; i++)
    g_string_append_printf (
        t,
        "\t\"e%u\": {\"name\":\"敌人 %u\",\"hp\":%d,\"atk\":%d,\"def\":%d,"
        "\"money\":%d,\"exp\":%d,\"point\":0,\"special\":%s,\"timeCost\":%d,"
        "\"actType\":\"%s\",\"priority\":%d}%s\n",
        i, i, g_rand_int_range (rand, 10, 5000), g_rand_int_range (rand, 5, 800),
        g_rand_int_range (rand, 0, 600), g_rand_int_range (rand, 0, 50),
        g_rand_int_range (rand, 0, 50), i % 7 == 0 ? "[1,9]" : "0", g_rand_int_range (rand, 1, 8),
        act_types[i % 4], g_rand_int_range (rand, 0, 3), i + 1 < n_enemies ? "," : "");
  g_string_append (t, "}");
  write_file (project, "enemys.js", t);
}

static void
write_items_and_maps (const char *project, guint n_enemies)
{
  g_autoptr (GString) items = g_string_new (
      "var items_296f5d02_12fd_4166_a7c1_b5e830c9ee3a = \n{\n"
      "\t\"yellowKey\": {\n\t\t\"cls\": \"tools\",\n\t\t\"name\": \"黄钥匙\"\n\t},\n"
      "\t\"redGem\": {\n\t\t\"cls\": \"items\",\n\t\t\"name\": \"红宝石\",\n"
      "\t\t\"itemEffect\": "
      "\"core.status.hero.atk += core.values.redGem * core.status.thisMap.ratio\"\n"
      "\t},\n"
      "\t\"skill1\": {\n\t\t\"cls\": \"skillupdate\",\n\t\t\"name\": \"加速\",\n\t\t\"timeCost\": "
      "0,\n"
      "\t\t\"canCancel\": true,\n\t\t\"exclusiveGroup\": \"speed\",\n\t\t\"effect\": {\n"
      "\t\t\t\"speed\": 1.5\n\t\t}\n\t}\n}");
  write_file (project, "items.js", items);

  g_autoptr (GString) maps
      = g_string_new ("var maps_90f36752_8815_4be8_b32b_d7fad1d0542e = \n{\n"
                      "\t\"1\": {\"cls\":\"animates\",\"id\":\"yellowWall\",\"canBreak\":true},\n"
                      "\t\"21\": {\"cls\":\"items\",\"id\":\"yellowKey\"},\n"
                      "\t\"27\": {\"cls\":\"items\",\"id\":\"redGem\"},\n"
                      "\t\"87\": {\"cls\":\"terrains\",\"id\":\"upFloor\",\"canPass\":true},\n"
                      "\t\"88\": {\"cls\":\"terrains\",\"id\":\"downFloor\",\"canPass\":true}");
  for (guint i = 0; i < n_enemies; i++)
    g_string_append_printf (maps, ",\n\t\"%u\": {\"cls\":\"enemys\",\"id\":\"e%u\"}", 201 + i, i);
  g_string_append (maps, "\n}");
  write_file (project, "maps.js", maps);
}

static void
write_floor (const char *project, guint index, guint n_floors, guint n_enemies, GRand *rand)
{
  int map[SIDE][SIDE];
  for (int y = 0; y < SIDE; y++)
    for (int x = 0; x < SIDE; x++)
      {
        gboolean border = x == 0 || y == 0 || x == SIDE - 1 || y == SIDE - 1;
        int cell = 0;
        if (border || (y % 4 == 2 && x % 5 != 3))
          cell = 1;
        else if (g_rand_int_range (rand, 0, 8) == 0)
          cell = 201 + g_rand_int_range (rand, 0, (gint32)n_enemies);
        else if (g_rand_int_range (rand, 0, 20) == 0)
          cell = g_rand_boolean (rand) ? 21 : 27;
        map[y][x] = cell;
      }
  map[1][6] = index + 1 < n_floors ? 87 : 0;
  map[11][6] = index > 0 ? 88 : 0;

  g_autoptr (GString) t = g_string_new (NULL);
  g_string_append_printf (t,
                          "main.floors.F%u=\n{\n    \"floorId\": \"F%u\",\n"
                          "    \"title\": \"第 %u 层\",\n    \"name\": \"%u\",\n"
                          "    \"canFlyTo\": true,\n    \"ratio\": %u,\n    \"map\": [\n",
                          index, index, index, index, 1 + index / 50);
  for (int y = 0; y < SIDE; y++)
    {
      g_string_append (t, "    [");
      for (int x = 0; x < SIDE; x++)
        g_string_append_printf (t, "%3d%s", map[y][x], x + 1 < SIDE ? "," : "");
      g_string_append (t, y + 1 < SIDE ? "],\n" : "]\n");
    }
  g_string_append (t, "],\n    \"changeFloor\": {");
  gboolean first = TRUE;
  if (index + 1 < n_floors)
    {
      g_string_append_printf (t,
                              "\n        \"6,1\": {\n            \"floorId\": \"F%u\",\n"
                              "            \"stair\": \"downFloor\"\n        }",
                              index + 1);
      first = FALSE;
    }
  if (index > 0)
    g_string_append_printf (t,
                            "%s\n        \"6,11\": {\n            \"floorId\": \"F%u\",\n"
                            "            \"stair\": \"upFloor\"\n        }",
                            first ? "" : ",", index - 1);
  g_string_append (t, index + 1 < n_floors || index > 0 ? "\n    },\n" : "},\n");
  if (gen_tileset != NULL)
    /* bgmap: tileset floor cells everywhere; fgmap: a tileset cell in one of seven. */
    for (int layer = 0; layer < 2; layer++)
      {
        g_string_append (t, layer == 0 ? "    \"bgmap\": [\n" : "    \"fgmap\": [\n");
        for (int y = 0; y < SIDE; y++)
          {
            g_string_append (t, "    [");
            for (int x = 0; x < SIDE; x++)
              {
                int cell = layer == 0             ? 10000 + (x + y) % 8
                           : (x * 3 + y) % 7 == 0 ? 10169 + x % 8
                                                  : 0;
                g_string_append_printf (t, "%d%s", cell, x + 1 < SIDE ? "," : "");
              }
            g_string_append (t, y + 1 < SIDE ? "],\n" : "]\n");
          }
        g_string_append (t, "],\n");
      }
  g_string_append (t, "    \"events\": {},\n");
  if (gen_tileset == NULL)
    g_string_append (t, "    \"bgmap\": [\n\n],\n");
  g_string_append (t, "    \"width\": 13,\n    \"height\": 13\n}");

  g_autofree char *relative = g_strdup_printf ("floors/F%u.js", index);
  write_file (project, relative, t);
}

void
tw_tower_gen_write (const char *dir, guint n_floors, guint n_enemies, guint32 seed)
{
  g_assert_cmpuint (n_floors, >, 0);
  g_assert_cmpuint (n_enemies, >, 0);
  g_autofree char *project = g_build_filename (dir, "project", NULL);
  g_autofree char *floors = g_build_filename (project, "floors", NULL);
  g_assert_cmpint (g_mkdir_with_parents (floors, 0755), ==, 0);

  GRand *rand = g_rand_new_with_seed (seed);
  write_data (project, n_floors);
  write_enemys (project, n_enemies, rand);
  write_items_and_maps (project, n_enemies);
  for (guint i = 0; i < n_floors; i++)
    write_floor (project, i, n_floors, n_enemies, rand);
  g_rand_free (rand);
}

void
tw_tower_gen_write_layered (const char *dir, guint n_floors, guint n_enemies, guint32 seed,
                            const char *tileset_png)
{
  gen_tileset = tileset_png;
  tw_tower_gen_write (dir, n_floors, n_enemies, seed);
  gen_tileset = NULL;
  g_autofree char *tilesets = g_build_filename (dir, "project", "tilesets", NULL);
  g_assert_cmpint (g_mkdir_with_parents (tilesets, 0755), ==, 0);
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_get_contents (tileset_png, &contents, &length, &error));
  g_autofree char *target = g_build_filename (tilesets, "magictower.png", NULL);
  g_assert_true (g_file_set_contents (target, contents, (gssize)length, &error));
}
