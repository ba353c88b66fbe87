/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The GTK-free floor renderer (editor/render): the bundled sample's floors
 * against crops of its own images, autotiles in every join shape against
 * mota-js's table, a tower whose images are missing, and `render`; the
 * atlas built on another thread from a copy, and the placeholder. */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/render/tw-floor-render.h"
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

/* An image of the sample, loaded on its own (not through the atlas). */
static cairo_surface_t *
sample_image (GHashTable *images, const char *subdir, const char *file)
{
  g_autofree char *key = g_strconcat (subdir, "/", file, NULL);
  cairo_surface_t *image = g_hash_table_lookup (images, key);
  if (image == NULL)
    {
      g_autofree char *dir = render_test_sample_dir ();
      g_autofree char *path = g_build_filename (dir, "project", subdir, file, NULL);
      image = cairo_image_surface_create_from_png (path);
      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (cairo_image_surface_get_format (image), ==, CAIRO_FORMAT_ARGB32);
      g_hash_table_insert (images, g_steal_pointer (&key), image);
    }
  return image;
}

/* Where the tile's 32x32 picture is, found from the tower as mota-js does:
 * icons.js rows of materials/<cls>.png, tilesets by their 10000 blocks.
 * FALSE for what this check leaves out (autotiles, 48-high sprites). */
static gboolean
tile_crop (json_t *tower, GHashTable *images, int number, cairo_surface_t **image, int *x, int *y)
{
  if (number >= 10000)
    {
      json_t *files
          = json_object_get (json_object_get (json_object_get (tower, "data"), "main"), "tilesets");
      const char *file = json_string_value (json_array_get (files, (size_t)(number / 10000 - 1)));
      g_assert_nonnull (file);
      *image = sample_image (images, "tilesets", file);
      int columns = cairo_image_surface_get_width (*image) / 32;
      *x = (number % 10000) % columns * 32;
      *y = (number % 10000) / columns * 32;
      return TRUE;
    }
  char key[16];
  g_snprintf (key, sizeof key, "%d", number);
  json_t *entry = json_object_get (json_object_get (tower, "maps"), key);
  const char *cls = json_string_value (json_object_get (entry, "cls"));
  const char *id = json_string_value (json_object_get (entry, "id"));
  json_t *row = json_object_get (json_object_get (json_object_get (tower, "icons"), cls), id);
  if (cls == NULL || !json_is_integer (row) || g_str_has_suffix (cls, "48")
      || strcmp (cls, "autotile") == 0)
    return FALSE;
  g_autofree char *file = g_strconcat (cls, ".png", NULL);
  *image = sample_image (images, "materials", file);
  *x = 0;
  *y = (int)json_integer_value (row) * 32;
  return TRUE;
}

/* An enemy48 or npc48 tile: 48 pixels high, over the cell above. */
static gboolean
is_tall (json_t *tower, int number)
{
  char key[16];
  g_snprintf (key, sizeof key, "%d", number);
  const char *cls = json_string_value (
      json_object_get (json_object_get (json_object_get (tower, "maps"), key), "cls"));
  return cls != NULL && g_str_has_suffix (cls, "48");
}

/* Every cell of every sample floor whose tiles are plain 32x32 pictures is,
 * pixel for pixel, the ground crop with each layer's crop laid over it. */
static void
test_sample_floors (void)
{
  json_t *tower = render_test_load_sample ();
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *project_dir = g_build_filename (dir, "project", NULL);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, project_dir);
  guint n_missing = 1;
  tw_tile_atlas_get_missing (atlas, &n_missing);
  g_assert_cmpuint (n_missing, ==, 0);
  g_autoptr (GHashTable) images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                         (GDestroyNotify)cairo_surface_destroy);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  json_t *terrains_row = NULL;
  guint checked = 0, layered = 0;
  const char *floor_id;
  json_t *floor;
  json_object_foreach (json_object_get (tower, "floors"), floor_id, floor)
  {
    /* The cells alone: images, weather and tint have tests of their own
     * (test-render-looks.c). */
    json_object_del (floor, "images");
    json_object_del (floor, "weather");
    json_object_del (floor, "color");
    tw_floor_render_set_floor (render, floor);
    int width = tw_floor_render_get_width (render), height = tw_floor_render_get_height (render);
    g_assert_cmpint (width, >, 0);
    cairo_surface_t *out
        = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * 32, height * 32);
    tw_floor_render_draw (render, out, 0, 0, width, height);
    cairo_surface_flush (out);

    const char *ground = json_string_value (json_object_get (floor, "defaultGround"));
    terrains_row = json_object_get (json_object_get (json_object_get (tower, "icons"), "terrains"),
                                    ground != NULL ? ground : "ground");
    cairo_surface_t *terrains = sample_image (images, "materials", "terrains.png");
    int ground_y = (int)json_integer_value (terrains_row) * 32;
    for (int y = 0; y < height; y++)
      for (int x = 0; x < width; x++)
        {
          cairo_surface_t *crops[TW_N_LAYERS] = { NULL };
          int cx[TW_N_LAYERS], cy[TW_N_LAYERS], used = 0;
          gboolean plain = TRUE;
          for (int layer = 0; layer < TW_N_LAYERS; layer++)
            {
              int number = tw_floor_render_get_cell (render, layer, x, y);
              if (number != 0)
                {
                  plain
                      = plain
                        && tile_crop (tower, images, number, &crops[layer], &cx[layer], &cy[layer]);
                  used++;
                }
            }
          /* A tall sprite below reaches into this cell. */
          for (int layer = 0; layer < TW_N_LAYERS; layer++)
            plain = plain && !is_tall (tower, tw_floor_render_get_cell (render, layer, x, y + 1));
          if (!plain)
            continue;
          for (int py = 0; py < 32; py++)
            for (int px = 0; px < 32; px++)
              {
                guint32 want = render_test_pixel (terrains, px, ground_y + py);
                for (int layer = 0; layer < TW_N_LAYERS; layer++)
                  if (crops[layer] != NULL)
                    want = over (render_test_pixel (crops[layer], cx[layer] + px, cy[layer] + py),
                                 want);
                g_assert_cmphex (render_test_pixel (out, x * 32 + px, y * 32 + py), ==, want);
              }
          checked++;
          layered += used > 1;
        }
    cairo_surface_destroy (out);
  }
  /* The four sample floors: most cells, and the tileset cells on fgmap. */
  g_assert_cmpuint (checked, >, 400);
  g_assert_cmpuint (layered, >=, 10);
  json_decref (tower);
}

/* mota-js libs/maps.js _drawAutotile_render, transcribed: for each join
 * index (1 up, 2 left, 4 down, 8 right) the sheet corner of the top-left,
 * top-right, bottom-left and bottom-right 16x16 quarters. */
static const int mota_quarters[16][4][2] = {
  { { 0, 0 }, { 16, 0 }, { 0, 16 }, { 16, 16 } },
  { { 0, 96 }, { 80, 96 }, { 0, 112 }, { 80, 112 } },
  { { 64, 32 }, { 80, 32 }, { 64, 112 }, { 80, 112 } },
  { { 64, 96 }, { 80, 96 }, { 64, 112 }, { 80, 112 } },
  { { 0, 32 }, { 80, 32 }, { 0, 48 }, { 80, 48 } },
  { { 0, 64 }, { 80, 64 }, { 0, 80 }, { 80, 80 } },
  { { 64, 32 }, { 80, 32 }, { 64, 48 }, { 80, 48 } },
  { { 64, 64 }, { 80, 64 }, { 64, 80 }, { 80, 80 } },
  { { 0, 32 }, { 16, 32 }, { 0, 112 }, { 16, 112 } },
  { { 0, 96 }, { 16, 96 }, { 0, 112 }, { 16, 112 } },
  { { 32, 32 }, { 48, 32 }, { 32, 112 }, { 48, 112 } },
  { { 32, 96 }, { 48, 96 }, { 32, 112 }, { 48, 112 } },
  { { 0, 32 }, { 16, 32 }, { 0, 48 }, { 16, 48 } },
  { { 0, 64 }, { 16, 64 }, { 0, 80 }, { 16, 80 } },
  { { 32, 32 }, { 48, 32 }, { 32, 48 }, { 48, 48 } },
  { { 32, 64 }, { 48, 64 }, { 32, 80 }, { 48, 80 } },
};

/* Each 16x16 piece of the test autotile is one colour naming it. */
static guint32
piece_colour (int sx, int sy)
{
  return 0xff000000u | (guint32)(sx / 16 * 40) << 16 | (guint32)(sy / 16 * 30) << 8 | 0x80;
}

static char *
temp_project (const char *name)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp (name, &error);
  g_assert_no_error (error);
  g_autofree char *autotiles = g_build_filename (dir, "autotiles", NULL);
  g_assert_cmpint (g_mkdir_with_parents (autotiles, 0755), ==, 0);
  return dir;
}

static void
write_piece_autotile (const char *dir, const char *name)
{
  cairo_surface_t *sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 96, 128);
  cairo_t *cr = cairo_create (sheet);
  for (int sy = 0; sy < 128; sy += 16)
    for (int sx = 0; sx < 96; sx += 16)
      {
        guint32 c = piece_colour (sx, sy);
        cairo_set_source_rgb (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0,
                              (c & 0xff) / 255.0);
        cairo_rectangle (cr, sx, sy, 16, 16);
        cairo_fill (cr);
      }
  cairo_destroy (cr);
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, "autotiles", file, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (sheet);
}

static void
remove_tree (const char *dir)
{
  g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", dir);
  g_assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, NULL, NULL));
}

/* A 5x5 floor with the autotile in the middle and each of the 256 ways
 * its eight neighbours can hold it (the outer ring empty), on the
 * background layer, at 32 and 16 pixels a cell. */
static void
test_autotile_every_shape (void)
{
  g_autofree char *dir = temp_project ("tw-autotile-XXXXXX");
  write_piece_autotile (dir, "hedge");
  json_t *tower = json_pack ("{s:{s:{s:s, s:s}}, s:{}}", "maps", "140", "cls", "autotile", "id",
                             "hedge", "floors");
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, dir);
  TwTileRect rect;
  g_assert_true (tw_tile_atlas_lookup (atlas, 140, &rect));
  g_assert_true (rect.is_autotile);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  static const int sizes[] = { 32, 16 };
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int cs = sizes[s];
      tw_floor_render_set_cell_size (render, cs);
      for (guint around = 0; around < 256; around++)
        {
          json_t *grid = json_array (), *empty = json_array ();
          for (int y = 0; y < 5; y++)
            {
              json_t *row = json_array (), *blank = json_array ();
              for (int x = 0; x < 5; x++)
                {
                  int dx = x - 2, dy = y - 2, bit = -1;
                  if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx || dy))
                    {
                      int index = (dy + 1) * 3 + (dx + 1);
                      bit = index > 4 ? index - 1 : index;
                    }
                  gboolean on = (x == 2 && y == 2) || (bit >= 0 && ((around >> bit) & 1));
                  json_array_append_new (row, json_integer (on ? 140 : 0));
                  json_array_append_new (blank, json_integer (0));
                }
              json_array_append_new (grid, row);
              json_array_append_new (empty, blank);
            }
          json_t *floor = json_pack ("{s:o, s:o}", "bgmap", grid, "map", empty);
          tw_floor_render_set_floor (render, floor);
          cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 5 * cs, 5 * cs);
          tw_floor_render_draw (render, out, 0, 0, 5, 5);
          cairo_surface_flush (out);

          gboolean up = (around >> 1) & 1, left = (around >> 3) & 1, right = (around >> 4) & 1,
                   down = (around >> 6) & 1;
          gboolean diagonal[4]
              = { around & 1, (around >> 2) & 1, (around >> 5) & 1, (around >> 7) & 1 };
          int index = up + 2 * left + 4 * down + 8 * right;
          for (int q = 0; q < 4; q++)
            {
              gboolean side_h = q % 2 ? right : left, side_v = q / 2 ? down : up;
              int sx = mota_quarters[index][q][0], sy = mota_quarters[index][q][1];
              if (side_h && side_v && !diagonal[q])
                sx = 64 + 16 * (q % 2), sy = 16 * (q / 2);
              int px = 2 * cs + (q % 2) * cs / 2 + cs / 4, py = 2 * cs + (q / 2) * cs / 2 + cs / 4;
              if (render_test_pixel (out, px, py) != piece_colour (sx, sy))
                g_error ("around %02x (size %d) quarter %d: %08x, mota-js draws (%d, %d) %08x",
                         around, cs, q, render_test_pixel (out, px, py), sx, sy,
                         piece_colour (sx, sy));
            }
          cairo_surface_destroy (out);
          json_decref (floor);
        }
    }
  json_decref (tower);
  remove_tree (dir);
}

/* Two autotiles join when one's icon is the other's second cell (mota-js
 * autotileEdges): a hedge beside a "wall" whose inner-corner cell is the
 * hedge's icon treats it as its own. */
static void
test_autotile_edges (void)
{
  g_autofree char *dir = temp_project ("tw-edges-XXXXXX");
  write_piece_autotile (dir, "hedge");
  /* wall: the hedge's sheet with its (32, 0) cell replaced by the hedge's icon. */
  g_autofree char *hedge = g_build_filename (dir, "autotiles", "hedge.png", NULL);
  cairo_surface_t *sheet = cairo_image_surface_create_from_png (hedge);
  cairo_t *cr = cairo_create (sheet);
  cairo_surface_t *copy = cairo_image_surface_create_from_png (hedge);
  cairo_set_source_surface (cr, copy, 32, 0);
  cairo_rectangle (cr, 32, 0, 32, 32);
  cairo_fill (cr);
  cairo_destroy (cr);
  g_autofree char *wall = g_build_filename (dir, "autotiles", "wall.png", NULL);
  g_assert_cmpint (cairo_surface_write_to_png (sheet, wall), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (sheet);
  cairo_surface_destroy (copy);
  json_t *tower = json_pack ("{s:{s:{s:s, s:s}, s:{s:s, s:s}}}", "maps", "140", "cls", "autotile",
                             "id", "hedge", "141", "cls", "autotile", "id", "wall");
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, dir);
  g_assert_true (tw_tile_atlas_autotile_joins (atlas, 140, 141));
  g_assert_false (tw_tile_atlas_autotile_joins (atlas, 141, 140));
  g_assert_true (tw_tile_atlas_autotile_joins (atlas, 141, 141));
  json_decref (tower);
  remove_tree (dir);
}

/* No materials/ at all and a tileset whose file is absent: every tile is a
 * glyph (tileset cells each with their own), one diagnostic per missing
 * file, and the floor still draws. */
static void
test_missing_images (void)
{
  g_autofree char *dir = temp_project ("tw-missing-XXXXXX");
  json_t *tower = json_pack ("{s:{s:{s:s, s:s}, s:{s:s, s:s}}, s:{s:{s:i}, s:{s:i}}, s:{s:{s:[s]}},"
                             " s:{s:{s:[[i, i, i]], s:[[i, i, i]]}}}",
                             "maps", "1", "cls", "terrains", "id", "ground", "201", "cls", "enemys",
                             "id", "greenSlime", "icons", "terrains", "ground", 0, "enemys",
                             "greenSlime", 0, "data", "main", "tilesets", "gone.png", "floors",
                             "MT0", "map", 201, 0, 1, "fgmap", 10005, 10006, 0);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, dir);
  guint n = 0;
  const char *const *missing = tw_tile_atlas_get_missing (atlas, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (missing[0], ==, "materials/enemys.png");
  g_assert_cmpstr (missing[1], ==, "materials/terrains.png");
  g_assert_cmpstr (missing[2], ==, "tilesets/gone.png");
  g_autoptr (GPtrArray) found = tw_tile_atlas_check_images (atlas);
  g_assert_cmpuint (found->len, ==, 3);
  TwDiagnostic *d = found->pdata[2];
  g_assert_cmpstr (d->rule, ==, "missing-image");
  g_assert_cmpstr (d->file, ==, "project/tilesets/gone.png");
  g_assert_nonnull (strstr (d->message, "project/tilesets/gone.png"));

  TwTileRect a, b;
  g_assert_true (tw_tile_atlas_lookup (atlas, 10005, &a));
  g_assert_true (tw_tile_atlas_lookup (atlas, 10006, &b));
  g_assert_true (a.is_glyph && b.is_glyph);
  g_assert_false (tw_tile_atlas_lookup (atlas, 10007, &a)); /* not on any floor */
  g_assert_cmpstr (tw_tile_atlas_get_cls (atlas, 10005), ==, "tileset");

  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  tw_floor_render_set_floor (render, json_object_get (json_object_get (tower, "floors"), "MT0"));
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 96, 32);
  tw_floor_render_draw (render, out, 0, 0, 3, 1);
  cairo_surface_flush (out);
  /* The two tileset glyphs differ (their numbers), and differ from the empty cell. */
  gboolean differ = FALSE;
  for (int y = 0; y < 32; y++)
    for (int x = 0; x < 32; x++)
      differ = differ || render_test_pixel (out, x, y) != render_test_pixel (out, 32 + x, y);
  g_assert_true (differ);
  g_assert_cmphex (render_test_pixel (out, 64 + 16, 16), !=, render_test_pixel (out, 32 + 16, 16));
  cairo_surface_destroy (out);
  json_decref (tower);
  remove_tree (dir);
}

static gpointer
atlas_from_source_thread (gpointer source)
{
  return tw_tile_atlas_new_from_source (source);
}

/* Two atlases hold the same tiles, drawn the same, pixel for pixel. */
static void
assert_same_atlas (TwTileAtlas *a, TwTileAtlas *b)
{
  guint n_a = 0, n_b = 0;
  const int *numbers = tw_tile_atlas_get_numbers (a, &n_a);
  g_assert_cmpmem (numbers, n_a * sizeof (int), tw_tile_atlas_get_numbers (b, &n_b),
                   n_b * sizeof (int));
  for (guint i = 0; i < n_a; i++)
    {
      int number = numbers[i];
      g_assert_cmpstr (tw_tile_atlas_get_id (a, number), ==, tw_tile_atlas_get_id (b, number));
      g_assert_cmpstr (tw_tile_atlas_get_name (a, number), ==, tw_tile_atlas_get_name (b, number));
      g_assert_cmpint (tw_tile_atlas_get_kind (a, number), ==, tw_tile_atlas_get_kind (b, number));
      g_assert_cmpint (tw_tile_atlas_can_pass (a, number), ==, tw_tile_atlas_can_pass (b, number));
      TwTileRect ra, rb;
      gboolean has = tw_tile_atlas_lookup (a, number, &ra);
      g_assert_cmpint (has, ==, tw_tile_atlas_lookup (b, number, &rb));
      if (!has)
        continue;
      g_assert_cmpint (ra.is_glyph, ==, rb.is_glyph);
      g_assert_cmpint (ra.is_autotile, ==, rb.is_autotile);
      g_assert_cmpint (ra.width, ==, rb.width);
      g_assert_cmpint (ra.height, ==, rb.height);
      for (int y = 0; y < ra.height; y++)
        for (int x = 0; x < ra.width; x++)
          g_assert_cmphex (render_test_pixel (ra.surface, ra.x + x, ra.y + y), ==,
                           render_test_pixel (rb.surface, rb.x + x, rb.y + y));
    }
  guint m_a = 0, m_b = 0;
  const char *const *missing_a = tw_tile_atlas_get_missing (a, &m_a);
  const char *const *missing_b = tw_tile_atlas_get_missing (b, &m_b);
  g_assert_cmpuint (m_a, ==, m_b);
  for (guint i = 0; i < m_a; i++)
    g_assert_cmpstr (missing_a[i], ==, missing_b[i]);
  g_assert_cmpuint (tw_tile_atlas_get_tileset_count (a), ==, tw_tile_atlas_get_tileset_count (b));
  g_assert_cmpuint (tw_tile_atlas_get_sheet_count (a), ==, tw_tile_atlas_get_sheet_count (b));
}

/* The atlas built on another thread from a copy of the tower (as the
 * window does when a tower opens) is the one built at once, glyphs
 * included, even when the tower changes meanwhile; the placeholder knows
 * every tile but draws glyphs for the ones it was given only. */
static void
test_atlas_from_source (void)
{
  json_t *tower = render_test_load_sample ();
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *project_dir = g_build_filename (dir, "project", NULL);
  /* Tiles without pictures: an enemy with no sheet row, a missing tileset's cells. */
  json_object_set_new (json_object_get (tower, "maps"), "999",
                       json_pack ("{s:s, s:s}", "cls", "enemys", "id", "ghostKing"));
  json_object_set_new (json_object_get (tower, "enemys"), "ghostKing",
                       json_pack ("{s:s}", "name", "Ghost King"));
  json_array_append_new (
      json_object_get (json_object_get (json_object_get (tower, "data"), "main"), "tilesets"),
      json_string ("gone.png"));
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "MT0");
  json_array_set_new (json_array_get (json_object_get (floor, "map"), 0), 0, json_integer (999));
  json_object_set_new (floor, "fgmap", json_pack ("[[i, i]]", 0, 20005));

  g_autoptr (TwTileAtlas) direct = tw_tile_atlas_new (tower, project_dir);
  TwTileAtlasSource *source = tw_tile_atlas_source_new (tower, project_dir);
  /* The tower changes while the worker reads its copy. */
  json_object_clear (json_object_get (tower, "maps"));
  json_object_clear (json_object_get (tower, "floors"));
  GThread *thread = g_thread_new ("atlas", atlas_from_source_thread, source);
  g_autoptr (TwTileAtlas) threaded = g_thread_join (thread);
  tw_tile_atlas_source_free (source);
  TwTileRect rect;
  g_assert_true (tw_tile_atlas_lookup (threaded, 999, &rect) && rect.is_glyph);
  g_assert_true (tw_tile_atlas_lookup (threaded, 20005, &rect) && rect.is_glyph);
  assert_same_atlas (direct, threaded);
  json_decref (tower);

  tower = render_test_load_sample ();
  const int shown[] = { 201, 10005 };
  g_autoptr (TwTileAtlas) placeholder = tw_tile_atlas_new_placeholder (tower, shown, 2);
  g_autoptr (TwTileAtlas) plain = tw_tile_atlas_new (tower, project_dir);
  g_assert_true (tw_tile_atlas_lookup (placeholder, 201, &rect) && rect.is_glyph);
  g_assert_true (tw_tile_atlas_lookup (placeholder, 10005, &rect) && rect.is_glyph);
  g_assert_false (tw_tile_atlas_lookup (placeholder, 202, &rect));
  g_assert_cmpuint (tw_tile_atlas_get_sheet_count (placeholder), ==, 0);
  guint n = 0;
  const int *numbers = tw_tile_atlas_get_numbers (placeholder, &n);
  g_assert_cmpuint (n, >, 100);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (tw_tile_atlas_get_id (placeholder, numbers[i]), ==,
                       tw_tile_atlas_get_id (plain, numbers[i]));
      g_assert_cmpint (tw_tile_atlas_get_kind (placeholder, numbers[i]), ==,
                       tw_tile_atlas_get_kind (plain, numbers[i]));
    }
  json_decref (tower);
}

/* `render` writes the floor the renderer draws, at the scale asked, and
 * names bad input. */
static void
test_cli_render (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-render-XXXXXX", &error);
  g_autofree char *png = g_build_filename (tmp, "s0.png", NULL);
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *args
      = g_strdup_printf ("render '%s' --floor sample0 --png '%s' --scale 2", dir, png);
  g_autofree char *err = NULL;
  g_assert_cmpint (render_test_run_cli (args, NULL, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 13 * 64);

  /* The same pixels as the renderer at 64 pixels a cell. */
  json_t *tower = render_test_load_sample ();
  g_autofree char *project_dir = g_build_filename (dir, "project", NULL);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, project_dir);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  tw_floor_render_set_cell_size (render, 64);
  tw_floor_render_set_floor (render,
                             json_object_get (json_object_get (tower, "floors"), "sample0"));
  cairo_surface_t *want = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 13 * 64, 13 * 64);
  tw_floor_render_draw (render, want, 0, 0, 13, 13);
  cairo_surface_flush (want);
  for (int y = 0; y < 13 * 64; y += 7)
    for (int x = 0; x < 13 * 64; x += 7)
      g_assert_cmphex (render_test_pixel (image, x, y), ==, render_test_pixel (want, x, y));
  cairo_surface_destroy (want);
  cairo_surface_destroy (image);
  json_decref (tower);

  /* Without the fg layer, (7, 6) is the yellow wall, not the tileset cell. */
  g_autofree char *png_bg = g_build_filename (tmp, "bg.png", NULL);
  g_autofree char *args_bg = g_strdup_printf (
      "render '%s' --floor sample0 --png '%s' --layers bg,event --overlay damage,timecost,routes",
      dir, png_bg);
  g_autofree char *err_bg = NULL;
  g_assert_cmpint (render_test_run_cli (args_bg, NULL, &err_bg), ==, 0);
  g_assert_true (g_file_test (png_bg, G_FILE_TEST_IS_REGULAR));

  g_autofree char *all = g_build_filename (tmp, "all", NULL);
  g_autofree char *args_all = g_strdup_printf ("render '%s' --floor all --png '%s'", dir, all);
  g_autofree char *err_all = NULL;
  g_assert_cmpint (render_test_run_cli (args_all, NULL, &err_all), ==, 0);
  g_autofree char *mt0 = g_build_filename (all, "MT0.png", NULL);
  g_assert_true (g_file_test (mt0, G_FILE_TEST_IS_REGULAR));

  g_autofree char *args_bad = g_strdup_printf ("render '%s' --floor nowhere --png '%s'", dir, png);
  g_autofree char *err_bad = NULL;
  g_assert_cmpint (render_test_run_cli (args_bad, NULL, &err_bad), ==, 1);
  g_assert_nonnull (strstr (err_bad, "no floor 'nowhere'"));
  g_autofree char *args_layer
      = g_strdup_printf ("render '%s' --floor MT0 --png '%s' --layers sky", dir, png);
  g_autofree char *err_layer = NULL;
  g_assert_cmpint (render_test_run_cli (args_layer, NULL, &err_layer), ==, 2);
  remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/sample-floors", test_sample_floors);
  g_test_add_func ("/render/autotile-every-shape", test_autotile_every_shape);
  g_test_add_func ("/render/autotile-edges", test_autotile_edges);
  g_test_add_func ("/render/missing-images", test_missing_images);
  g_test_add_func ("/render/cli", test_cli_render);
  g_test_add_func ("/render/atlas-from-source", test_atlas_from_source);
  return g_test_run ();
}
