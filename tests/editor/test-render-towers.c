/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Real towers drawn as their game draws them (issue 31): the floors of the
 * mota-js 2.6.1 sample (every picture in project/images/) and of a tower
 * whose maps.js lists tileset cells (`"cls": "tileset"`), cell by cell
 * against crops of the towers' own PNGs, found here as mota-js finds them
 * (not through the atlas's lookup); where each version keeps its pictures;
 * and `render` of a project file made by import-mota, which finds the
 * game's images through the game folder the import records. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/render/tw-floor-render.h"
#include "editor/render/tw-image-folders.h"
#include "tests/editor/render-test-util.h"

/* Premultiplied OVER, rounded as the renderer's blit. */
static guint32
over (guint32 top, guint32 under)
{
  guint32 alpha = top >> 24, out = 0;
  if (alpha == 255)
    return top;
  for (int shift = 0; shift < 32; shift += 8)
    {
      guint32 t = ((under >> shift) & 0xff) * (255 - alpha) + 128;
      out |= MIN (((top >> shift) & 0xff) + ((t + (t >> 8)) >> 8), 255u) << shift;
    }
  return out;
}

/* A game of tests/game, and where its pictures are (the test's own rule,
 * written from the two loaders: 2.6.1 loads everything from
 * project/images, 2.7+ from materials/ and tilesets/). */
typedef struct
{
  char *dir;        /* the game folder */
  gboolean one_dir; /* 2.6: every picture in project/images */
  GHashTable *images;
  json_t *tower;
  GHashTable *classes_checked; /* cls -> itself */
  guint tileset_entries_checked;
} Game;

static void
game_open (Game *game, const char *name, gboolean one_dir)
{
  game->dir = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", name, NULL);
  game->one_dir = one_dir;
  game->images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify)cairo_surface_destroy);
  game->classes_checked = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (game->dir, &error);
  g_assert_no_error (error);
  game->tower = json_incref (tw_project_file_get_tower (project));
}

static void
game_close (Game *game)
{
  g_free (game->dir);
  g_hash_table_unref (game->images);
  g_hash_table_unref (game->classes_checked);
  json_decref (game->tower);
}

/* project/<folder>/<file> of the game, loaded on its own with cairo. */
static cairo_surface_t *
game_image (Game *game, const char *folder, const char *file)
{
  g_autofree char *key
      = g_build_filename (game->dir, "project", game->one_dir ? "images" : folder, file, NULL);
  cairo_surface_t *image = g_hash_table_lookup (game->images, key);
  if (image == NULL)
    {
      image = cairo_image_surface_create_from_png (key);
      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (cairo_image_surface_get_format (image), ==, CAIRO_FORMAT_ARGB32);
      g_hash_table_insert (game->images, g_strdup (key), image);
    }
  return image;
}

static json_t *
maps_entry (Game *game, int number)
{
  char key[16];
  g_snprintf (key, sizeof key, "%d", number);
  return json_object_get (json_object_get (game->tower, "maps"), key);
}

/* A tileset cell as libs/icons.js getTilesetOffset finds it: tileset
 * n / 10000 - 1, cell n % 10000 row by row. FALSE past the image. */
static gboolean
tileset_crop (Game *game, int cell, cairo_surface_t **image, int *x, int *y)
{
  json_t *files = json_object_get (
      json_object_get (json_object_get (game->tower, "data"), "main"), "tilesets");
  const char *file = json_string_value (json_array_get (files, (size_t)(cell / 10000 - 1)));
  g_assert_nonnull (file);
  *image = game_image (game, "tilesets", file);
  int columns = cairo_image_surface_get_width (*image) / 32;
  int rows = cairo_image_surface_get_height (*image) / 32;
  if (cell % 10000 >= columns * rows)
    return FALSE;
  *x = (cell % 10000) % columns * 32;
  *y = (cell % 10000) / columns * 32;
  return TRUE;
}

/* Where a tile's 32x32 picture is, as maps.js getBlockInfo finds it: a
 * `tileset` entry by the cell its id names, a number of a tileset without
 * an entry by itself, else icons.js's row of <cls>.png. FALSE for what
 * this check leaves out (autotiles and 48-high sprites, tested elsewhere). */
static gboolean
tile_crop (Game *game, int number, cairo_surface_t **image, int *x, int *y, const char **cls_out)
{
  json_t *entry = maps_entry (game, number);
  const char *cls = json_string_value (json_object_get (entry, "cls"));
  const char *id = json_string_value (json_object_get (entry, "id"));
  if (entry == NULL && number >= 10000)
    {
      *cls_out = "tileset";
      return tileset_crop (game, number, image, x, y);
    }
  *cls_out = cls;
  if (g_strcmp0 (cls, "tileset") == 0)
    return id[0] == 'X' && tileset_crop (game, atoi (id + 1), image, x, y);
  json_t *row = json_object_get (json_object_get (json_object_get (game->tower, "icons"), cls), id);
  if (cls == NULL || !json_is_integer (row) || g_str_has_suffix (cls, "48")
      || strcmp (cls, "autotile") == 0)
    return FALSE;
  g_autofree char *file = g_strconcat (cls, ".png", NULL);
  *image = game_image (game, "materials", file);
  *x = 0;
  *y = (int)json_integer_value (row) * 32;
  return TRUE;
}

static gboolean
is_tall (Game *game, int number)
{
  const char *cls = json_string_value (json_object_get (maps_entry (game, number), "cls"));
  return cls != NULL && g_str_has_suffix (cls, "48");
}

/* One cell: the ground crop with each layer's crop laid over it. FALSE
 * when the cell holds something this check leaves out. */
static gboolean
check_cell (Game *game, TwFloorRender *render, cairo_surface_t *out, int ground_y, int x, int y)
{
  cairo_surface_t *crops[TW_N_LAYERS] = { NULL };
  const char *classes[TW_N_LAYERS] = { NULL };
  int cx[TW_N_LAYERS], cy[TW_N_LAYERS];
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      int number = tw_floor_render_get_cell (render, layer, x, y);
      if (number != 0
          && !tile_crop (game, number, &crops[layer], &cx[layer], &cy[layer], &classes[layer]))
        return FALSE;
      if (is_tall (game, tw_floor_render_get_cell (render, layer, x, y + 1)))
        return FALSE; /* a tall sprite below reaches into this cell */
    }
  cairo_surface_t *terrains = game_image (game, "materials", "terrains.png");
  for (int py = 0; py < 32; py++)
    for (int px = 0; px < 32; px++)
      {
        guint32 want = render_test_pixel (terrains, px, ground_y + py);
        for (int layer = 0; layer < TW_N_LAYERS; layer++)
          if (crops[layer] != NULL)
            want = over (render_test_pixel (crops[layer], cx[layer] + px, cy[layer] + py), want);
        g_assert_cmphex (render_test_pixel (out, x * 32 + px, y * 32 + py), ==, want);
      }
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    if (classes[layer] != NULL)
      {
        g_hash_table_add (game->classes_checked, (gpointer)g_intern_string (classes[layer]));
        int number = tw_floor_render_get_cell (render, layer, x, y);
        game->tileset_entries_checked
            += g_strcmp0 (json_string_value (json_object_get (maps_entry (game, number), "cls")),
                          "tileset")
               == 0;
      }
  return TRUE;
}

/* Every floor of the game drawn with the atlas the app would build (its
 * project/ folder found by tw_image_folders_project_dir); returns the
 * cells compared. No picture of the tower may be missing. */
static guint
check_floors (Game *game)
{
  g_autofree char *project_dir = tw_image_folders_project_dir (game->dir, NULL);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (game->tower, project_dir);
  guint n_missing = 1;
  const char *const *missing = tw_tile_atlas_get_missing (atlas, &n_missing);
  g_assert_cmpstr (missing[0], ==, NULL);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  guint checked = 0;
  const char *floor_id;
  json_t *floor;
  json_object_foreach (json_object_get (game->tower, "floors"), floor_id, floor)
  {
    /* The cells alone: images, weather and tint have tests of their own. */
    json_object_del (floor, "images");
    json_object_del (floor, "weather");
    json_object_del (floor, "color");
    cairo_surface_t *out = render_test_draw_floor (render, floor, 32);
    const char *ground = json_string_value (json_object_get (floor, "defaultGround"));
    json_t *row = json_object_get (json_object_get (json_object_get (game->tower, "icons"),
                                                    "terrains"),
                                   ground != NULL ? ground : "ground");
    g_assert_true (json_is_integer (row));
    for (int y = 0; y < tw_floor_render_get_height (render); y++)
      for (int x = 0; x < tw_floor_render_get_width (render); x++)
        checked += check_cell (game, render, out, (int)json_integer_value (row) * 32, x, y);
    cairo_surface_destroy (out);
  }
  return checked;
}

/* The 2.6.1 sample: its five floors, with enemies, items, NPCs, walls and
 * animated tiles, every one a crop of a sheet of project/images. */
static void
test_floors_26 (void)
{
  Game game = { 0 };
  game_open (&game, "mota-js-2.6.1", TRUE);
  guint checked = check_floors (&game);
  g_assert_cmpuint (checked, >, 500);
  static const char *const classes[] = { "terrains", "animates", "enemys", "items", "npcs" };
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    g_assert_true (g_hash_table_contains (game.classes_checked, g_intern_string (classes[i])));
  game_close (&game);
}

/* The 2.10.3 sample, the same check: the folders of 2.7+ still serve. */
static void
test_floors_210 (void)
{
  Game game = { 0 };
  game_open (&game, "mota-js-2.10.3", FALSE);
  g_assert_cmpuint (check_floors (&game), >, 400);
  g_assert_true (g_hash_table_contains (game.classes_checked, g_intern_string ("tileset")));
  game_close (&game);
}

/* tests/game/tileset-entries: maps.js lists tileset cells of two tilesets;
 * every cell of its floor (walls of entries, rows of cells with and
 * without entries, entries on bg and fg) is its tileset cell, and the
 * entry past its tileset's image is a glyph numbered by its cell. */
static void
test_tileset_entries (void)
{
  Game game = { 0 };
  game_open (&game, "tileset-entries", FALSE);
  g_assert_cmpuint (check_floors (&game), ==, 13 * 13 - 1);
  g_assert_cmpuint (game.tileset_entries_checked, >, 100);

  g_autofree char *project_dir = tw_image_folders_project_dir (game.dir, NULL);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (game.tower, project_dir);
  TwTileRect rect;
  g_assert_true (tw_tile_atlas_lookup (atlas, 10001, &rect));
  g_assert_false (rect.is_glyph);
  g_assert_cmpint (rect.x, ==, 32);
  g_assert_cmpint (rect.y, ==, 0);
  g_assert_true (tw_tile_atlas_lookup (atlas, 20005, &rect));
  g_assert_false (rect.is_glyph);
  g_assert_cmpint (rect.x, ==, 32);
  g_assert_cmpint (rect.y, ==, 32);
  g_assert_cmpstr (tw_tile_atlas_get_name (atlas, 10018), ==, "stone floor");
  g_assert_true (tw_tile_atlas_can_pass (atlas, 10009));
  g_assert_false (tw_tile_atlas_can_pass (atlas, 10001));
  g_assert_true (tw_tile_atlas_lookup (atlas, 10080, &rect));
  g_assert_true (rect.is_glyph);
  /* The glyph shows the cell's place (80), not the id's initials (X1). */
  g_autoptr (TwTileAtlas) renumbered = NULL;
  {
    json_t *copy = json_deep_copy (game.tower);
    json_object_set_new (json_object_get (copy, "maps"), "10080",
                         json_pack ("{s:s, s:s}", "cls", "tileset", "id", "X10081"));
    renumbered = tw_tile_atlas_new (copy, project_dir);
    json_decref (copy);
  }
  TwTileRect other;
  g_assert_true (tw_tile_atlas_lookup (renumbered, 10080, &other) && other.is_glyph);
  gboolean differ = FALSE;
  for (int y = 0; y < 32 && !differ; y++)
    for (int x = 0; x < 32 && !differ; x++)
      differ = render_test_pixel (rect.surface, rect.x + x, rect.y + y)
               != render_test_pixel (other.surface, other.x + x, other.y + y);
  g_assert_true (differ);

  /* An entry draws the cell its id names, as getBlockInfo does. */
  json_object_set_new (json_object_get (game.tower, "maps"), "10002",
                       json_pack ("{s:s, s:s}", "cls", "tileset", "id", "X20005"));
  g_autoptr (TwTileAtlas) moved = tw_tile_atlas_new (game.tower, project_dir);
  TwTileRect want;
  g_assert_true (tw_tile_atlas_lookup (moved, 10002, &rect));
  g_assert_true (tw_tile_atlas_lookup (moved, 20005, &want));
  g_assert_true (rect.surface == want.surface && rect.x == want.x && rect.y == want.y);
  game_close (&game);
}

/* Each version's folders and names, from the game's own loader.js; a copy
 * of project/ without libs/ is told by its folders. */
static void
test_image_folders (void)
{
  g_autofree char *root = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", NULL);
  g_autofree char *p26 = g_build_filename (root, "mota-js-2.6.1", "project", NULL);
  g_autofree char *p210 = g_build_filename (root, "mota-js-2.10.3", "project", NULL);
  TwImageLayout one = tw_image_folders_detect (p26), folders = tw_image_folders_detect (p210);
  g_assert_cmpint (one, ==, TW_IMAGE_LAYOUT_ONE_FOLDER);
  g_assert_cmpint (folders, ==, TW_IMAGE_LAYOUT_FOLDERS);

  static const struct
  {
    TwImageKind kind;
    const char *name, *in_one, *in_folders;
  } names[] = {
    { TW_IMAGE_MATERIAL, "enemys", "images/enemys.png", "materials/enemys.png" },
    { TW_IMAGE_AUTOTILE, "autotile1", "images/autotile1.png", "autotiles/autotile1.png" },
    { TW_IMAGE_TILESET, "magictower.png", "images/magictower.png", "tilesets/magictower.png" },
    { TW_IMAGE_TILESET, "walls", "images/walls.png", "tilesets/walls.png" },
    { TW_IMAGE_PICTURE, "bg.jpg", "images/bg.jpg", "images/bg.jpg" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *a = tw_image_folders_relative (one, names[i].kind, names[i].name);
      g_autofree char *b = tw_image_folders_relative (folders, names[i].kind, names[i].name);
      g_assert_cmpstr (a, ==, names[i].in_one);
      g_assert_cmpstr (b, ==, names[i].in_folders);
      g_autofree char *path = g_build_filename (names[i].kind == TW_IMAGE_PICTURE ? p210 : p26,
                                                a, NULL);
      if (i != 3)
        g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  static const char *const unsafe[] = { "", "../data.js", "/etc/passwd", "a/../../b", "a\\b" };
  for (guint i = 0; i < G_N_ELEMENTS (unsafe); i++)
    g_assert_null (tw_image_folders_relative (folders, TW_IMAGE_TILESET, unsafe[i]));

  /* Without libs/: project/images alone is 2.6, materials/ is 2.7+. */
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-folders-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *project = g_build_filename (tmp, "project", NULL);
  g_autofree char *images = g_build_filename (project, "images", NULL);
  g_autofree char *materials = g_build_filename (project, "materials", NULL);
  g_assert_cmpint (g_mkdir_with_parents (images, 0755), ==, 0);
  g_assert_cmpint (tw_image_folders_detect (project), ==, TW_IMAGE_LAYOUT_ONE_FOLDER);
  g_assert_cmpint (g_mkdir (materials, 0755), ==, 0);
  g_assert_cmpint (tw_image_folders_detect (project), ==, TW_IMAGE_LAYOUT_FOLDERS);

  /* The project/ folder of a game folder, of a project file beside one,
   * and of a recorded game folder elsewhere. */
  g_autofree char *of_game = tw_image_folders_project_dir (tmp, NULL);
  g_assert_cmpstr (of_game, ==, project);
  g_autofree char *file = g_build_filename (tmp, "tower.json", NULL);
  g_autofree char *of_file = tw_image_folders_project_dir (file, NULL);
  g_assert_cmpstr (of_file, ==, project);
  g_autofree char *elsewhere = g_build_filename (root, "mota-js-2.6.1", NULL);
  g_autofree char *of_recorded = tw_image_folders_project_dir (file, elsewhere);
  g_assert_cmpstr (of_recorded, ==, p26);
  g_assert_null (tw_image_folders_project_dir (NULL, NULL));
  g_rmdir (materials);
  g_rmdir (images);
  g_rmdir (project);
  g_rmdir (tmp);
}

/* import-mota records the game folder; `render` of the project file,
 * written elsewhere, then draws the game's pictures: the same PNG as
 * rendering the game folder itself, with no missing image. */
static void
test_cli_project_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-render-towers-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *game
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "mota-js-2.6.1", NULL);
  g_autofree char *project = g_build_filename (tmp, "tower.json", NULL);
  g_autofree char *args = g_strdup_printf ("import-mota '%s' -o '%s'", game, project);
  g_assert_cmpint (render_test_run_cli (args, NULL, NULL), ==, 0);
  g_autoptr (TwProjectFile) file = tw_project_open (project, &error);
  g_assert_no_error (error);
  g_autofree char *recorded = tw_project_file_dup_game_folder (file, project);
  g_autoptr (GFile) a = g_file_new_for_path (recorded);
  g_autoptr (GFile) b = g_file_new_for_path (game);
  g_assert_true (g_file_equal (a, b));

  g_autofree char *from_file = g_build_filename (tmp, "file.png", NULL);
  g_autofree char *from_game = g_build_filename (tmp, "game.png", NULL);
  g_autofree char *args_file
      = g_strdup_printf ("render '%s' --floor sample1 --png '%s'", project, from_file);
  g_autofree char *args_game
      = g_strdup_printf ("render '%s' --floor sample1 --png '%s'", game, from_game);
  g_autofree char *err_file = NULL, *err_game = NULL;
  g_assert_cmpint (render_test_run_cli (args_file, NULL, &err_file), ==, 0);
  g_assert_cmpint (render_test_run_cli (args_game, NULL, &err_game), ==, 0);
  g_assert_cmpstr (err_file, ==, "");
  g_assert_cmpstr (err_game, ==, "");
  cairo_surface_t *x = cairo_image_surface_create_from_png (from_file);
  cairo_surface_t *y = cairo_image_surface_create_from_png (from_game);
  g_assert_cmpint (cairo_surface_status (x), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (x), ==, cairo_image_surface_get_width (y));
  for (int py = 0; py < cairo_image_surface_get_height (x); py += 3)
    for (int px = 0; px < cairo_image_surface_get_width (x); px += 3)
      g_assert_cmphex (render_test_pixel (x, px, py), ==, render_test_pixel (y, px, py));
  cairo_surface_destroy (x);
  cairo_surface_destroy (y);

  /* validate finds the images there too: no missing-image warning. */
  g_autofree char *args_validate = g_strdup_printf ("validate '%s'", project);
  g_autofree char *out_validate = NULL;
  render_test_run_cli (args_validate, &out_validate, NULL);
  g_assert_null (strstr (out_validate, "missing or unreadable"));

  /* A recorded folder that is gone: a warning, and the images beside the file. */
  json_object_set_new (tw_project_file_get_root (file), "gameFolder",
                       json_string ("/nonexistent/tower"));
  g_assert_true (tw_project_file_save (file, project, &error));
  g_autofree char *err_gone = NULL;
  g_assert_cmpint (render_test_run_cli (args_file, NULL, &err_gone), ==, 0);
  g_assert_nonnull (strstr (err_gone, "/nonexistent/tower"));
  g_assert_nonnull (strstr (err_gone, "missing or unreadable"));
  g_autofree char *out_gone = NULL;
  render_test_run_cli (args_validate, &out_gone, NULL);
  g_assert_nonnull (strstr (out_gone, "missing or unreadable"));
  g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", tmp);
  g_assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-towers/floors-2.6.1", test_floors_26);
  g_test_add_func ("/render-towers/floors-2.10.3", test_floors_210);
  g_test_add_func ("/render-towers/tileset-entries", test_tileset_entries);
  g_test_add_func ("/render-towers/image-folders", test_image_folders);
  g_test_add_func ("/render-towers/cli-project-file", test_cli_project_file);
  return g_test_run ();
}
