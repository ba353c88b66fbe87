/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The floor renderer past the cells: floor images (bg, fg, auto canvases)
 * against crops of the image file, the tint and the weather overlay, tall
 * sprites reaching into the cell above (also across drawn blocks), layer
 * modes through the render path and `render --dim`, and `validate` naming a
 * missing image once. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/render/tw-floor-render.h"
#include "tests/editor/render-test-util.h"

static gboolean
cell_empty (TwFloorRender *render, int x, int y)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    if (tw_floor_render_get_cell (render, layer, x, y) != 0)
      return FALSE;
  return TRUE;
}

/* bg.jpg's pixel (x, y), opaque ARGB32, read on its own. */
static guint32
jpeg_pixel (GdkPixbuf *pixbuf, int x, int y)
{
  const guint8 *p = gdk_pixbuf_read_pixels (pixbuf) + (gsize)y * gdk_pixbuf_get_rowstride (pixbuf)
                    + (gsize)x * gdk_pixbuf_get_n_channels (pixbuf);
  return 0xff000000u | (guint32)p[0] << 16 | (guint32)p[1] << 8 | p[2];
}

/* sample1 with one image of bg.jpg: its part (sx, sy) w x h at floor pixel
 * (64, 32), on the given canvas. Empty cells under it show the image's own
 * pixels; an auto image's bottom 32 rows go under the bg layer and the rest
 * over the fg layer. */
static void
test_floor_images (void)
{
  json_t *tower = render_test_load_sample ();
  g_autoptr (TwTileAtlas) atlas = render_test_sample_atlas (tower);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *jpg = g_build_filename (dir, "project", "images", "bg.jpg", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkPixbuf) image = gdk_pixbuf_new_from_file (jpg, &error);
  g_assert_no_error (error);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "sample1");
  json_object_del (floor, "weather");
  json_object_del (floor, "color");
  json_object_del (floor, "images");
  json_t *bare = json_deep_copy (floor);
  cairo_surface_t *plain = render_test_draw_floor (render, bare, 32);

  const char *canvases[] = { "bg", "fg", "auto" };
  for (guint c = 0; c < G_N_ELEMENTS (canvases); c++)
    {
      json_object_set_new (floor, "images",
                           json_pack ("[{s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:i}]", "name",
                                      "bg.jpg", "canvas", canvases[c], "x", 64, "y", 32, "sx", 10,
                                      "sy", 20, "w", 96, "h", 96));
      for (int fg_shown = 0; fg_shown < 2; fg_shown++)
        {
          tw_floor_render_set_layer_mode (render, TW_LAYER_FG,
                                          fg_shown ? TW_LAYER_SHOWN : TW_LAYER_HIDDEN);
          cairo_surface_t *out = render_test_draw_floor (render, floor, 32);
          guint image_cells = 0;
          for (int y = 0; y < 13; y++)
            for (int x = 0; x < 13; x++)
              {
                if (!cell_empty (render, x, y))
                  continue;
                gboolean inside = x >= 2 && x < 5 && y >= 1 && y < 4;
                gboolean bottom_row = y == 3;
                gboolean drawn
                    = inside
                      && (g_str_equal (canvases[c], "bg") || fg_shown
                          || (g_str_equal (canvases[c], "auto") && bottom_row));
                for (int py = 0; py < 32; py += 3)
                  for (int px = 0; px < 32; px += 3)
                    {
                      int fx = x * 32 + px, fy = y * 32 + py;
                      guint32 want = drawn ? jpeg_pixel (image, 10 + fx - 64, 20 + fy - 32)
                                           : render_test_pixel (plain, fx, fy);
                      g_assert_cmphex (render_test_pixel (out, fx, fy), ==, want);
                    }
                image_cells += drawn;
              }
          /* fg hidden hides an fg image altogether. */
          if (fg_shown || !g_str_equal (canvases[c], "fg"))
            g_assert_cmpuint (image_cells, >, 0);
          else
            g_assert_cmpuint (image_cells, ==, 0);
          cairo_surface_destroy (out);
        }
    }
  tw_floor_render_set_layer_mode (render, TW_LAYER_FG, TW_LAYER_SHOWN);
  /* Disabled, or without a canvas: not drawn, as in the game. */
  json_object_set_new (floor, "images",
                       json_pack ("[{s:s, s:s, s:i, s:i, s:b}, {s:s, s:i, s:i}]", "name", "bg.jpg",
                                  "canvas", "bg", "x", 0, "y", 0, "disabled", 1, "name", "bg.jpg",
                                  "x", 0, "y", 0));
  cairo_surface_t *none = render_test_draw_floor (render, floor, 32);
  for (int y = 0; y < 13 * 32; y += 7)
    for (int x = 0; x < 13 * 32; x += 7)
      g_assert_cmphex (render_test_pixel (none, x, y), ==, render_test_pixel (plain, x, y));
  cairo_surface_destroy (none);
  cairo_surface_destroy (plain);
  json_decref (bare);
  json_decref (tower);
}

/* `color` lies over every cell as cairo lays an rgba colour; snow leaves
 * white marks; both are named for a label. */
static void
test_tint_and_weather (void)
{
  json_t *tower = render_test_load_sample ();
  g_autoptr (TwTileAtlas) atlas = render_test_sample_atlas (tower);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "sample0");
  json_object_del (floor, "weather");
  json_object_del (floor, "color");
  g_assert_null (tw_floor_render_describe_looks (floor));
  cairo_surface_t *plain = render_test_draw_floor (render, floor, 32);

  json_object_set_new (floor, "color", json_pack ("[i, i, i, f]", 255, 0, 0, 0.5));
  cairo_surface_t *tinted = render_test_draw_floor (render, floor, 32);
  for (int y = 0; y < 13 * 32; y += 5)
    for (int x = 0; x < 13 * 32; x += 5)
      {
        /* The same colour laid by cairo over the plain pixel. */
        cairo_surface_t *one = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
        *(guint32 *)(gpointer)cairo_image_surface_get_data (one) = render_test_pixel (plain, x, y);
        cairo_surface_mark_dirty (one);
        cairo_t *cr = cairo_create (one);
        cairo_set_source_rgba (cr, 1, 0, 0, 0.5);
        cairo_paint (cr);
        cairo_destroy (cr);
        cairo_surface_flush (one);
        g_assert_cmphex (render_test_pixel (tinted, x, y), ==, render_test_pixel (one, 0, 0));
        cairo_surface_destroy (one);
      }
  g_autofree char *tint_text = tw_floor_render_describe_looks (floor);
  g_assert_cmpstr (tint_text, ==, "Tint: 255, 0, 0 at 0.5.");
  cairo_surface_destroy (tinted);

  json_object_del (floor, "color");
  json_object_set_new (floor, "weather", json_pack ("[s, i]", "snow", 10));
  cairo_surface_t *snow = render_test_draw_floor (render, floor, 32);
  guint white = 0, changed = 0;
  for (int y = 0; y < 13 * 32; y++)
    for (int x = 0; x < 13 * 32; x++)
      {
        changed += render_test_pixel (snow, x, y) != render_test_pixel (plain, x, y);
        white += (render_test_pixel (snow, x, y) & 0xf0f0f0) == 0xf0f0f0;
      }
  g_assert_cmpuint (changed, >, 13 * 13 * 32 * 32 / 2); /* the veil */
  g_assert_cmpuint (white, >, 13 * 13 * 3 * 4);        /* three flakes a cell */
  g_autofree char *snow_text = tw_floor_render_describe_looks (floor);
  g_assert_cmpstr (snow_text, ==, "Weather: snow, level 10.");
  /* The rows from 6 down drawn as a block of their own: the same marks (they
   * belong to cells, not to the block). */
  cairo_surface_t *rest = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 13 * 32, 7 * 32);
  tw_floor_render_draw (render, rest, 0, 6, 13, 13);
  cairo_surface_flush (rest);
  for (int y = 0; y < 7 * 32; y += 3)
    for (int x = 0; x < 13 * 32; x += 3)
      g_assert_cmphex (render_test_pixel (rest, x, y), ==, render_test_pixel (snow, x, 6 * 32 + y));
  cairo_surface_destroy (rest);
  cairo_surface_destroy (snow);
  cairo_surface_destroy (plain);
  json_decref (tower);
}

/* An enemy48 sprite on (3, 5): its top 16 rows in the cell above, its
 * bottom 32 in its own cell, at 32 and 16 pixels a cell; a block that ends
 * just above still gets the head. */
static void
test_tall_sprite (void)
{
  json_t *tower = render_test_load_sample ();
  g_autoptr (TwTileAtlas) atlas = render_test_sample_atlas (tower);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  int angel = tw_tile_atlas_find_number (atlas, "angel");
  g_assert_cmpint (angel, >, 0);
  TwTileRect sprite;
  g_assert_true (tw_tile_atlas_lookup (atlas, angel, &sprite));
  g_assert_cmpint (sprite.width, ==, 32);
  g_assert_cmpint (sprite.height, ==, 48);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "sample0");
  json_object_del (floor, "weather");
  json_object_del (floor, "color");
  json_object_del (floor, "images");
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      json_t *grid = json_object_get (floor, tw_layer_member (layer));
      for (int y = 3; y <= 5; y++)
        json_array_set_new (json_array_get (grid, (size_t)y), 3, json_integer (0));
    }
  json_array_set_new (json_array_get (json_object_get (floor, "map"), 5), 3,
                      json_integer (angel));

  cairo_surface_t *out = render_test_draw_floor (render, floor, 32);
  const guint8 *data = cairo_image_surface_get_data (sprite.surface);
  int stride = cairo_image_surface_get_stride (sprite.surface);
  guint opaque_head = 0;
  for (int py = 0; py < 48; py++)
    for (int px = 0; px < 32; px++)
      {
        guint32 p = *(const guint32 *)(gconstpointer)(data + (gsize)(sprite.y + py) * stride
                                                     + (gsize)(sprite.x + px) * 4);
        if (p >> 24 != 0xff)
          continue;
        /* Row 0 of the sprite is 16 pixels up into cell (3, 4). */
        g_assert_cmphex (render_test_pixel (out, 3 * 32 + px, 4 * 32 + 16 + py), ==, p);
        opaque_head += py < 16;
      }
  g_assert_cmpuint (opaque_head, >, 20);
  /* Nothing of it in cell (3, 3) or above the head. */
  json_array_set_new (json_array_get (json_object_get (floor, "map"), 5), 3, json_integer (0));
  cairo_surface_t *bare = render_test_draw_floor (render, floor, 32);
  for (int py = 0; py < 48; py++)
    for (int px = 0; px < 32; px++)
      g_assert_cmphex (render_test_pixel (out, 3 * 32 + px, 3 * 32 + py), ==,
                       render_test_pixel (bare, 3 * 32 + px, 3 * 32 + py));
  cairo_surface_destroy (bare);

  /* A block of rows 0 to 4 (the canvas's chunks) gets the head too. */
  json_array_set_new (json_array_get (json_object_get (floor, "map"), 5), 3,
                      json_integer (angel));
  tw_floor_render_set_floor (render, floor);
  cairo_surface_t *block = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 13 * 32, 5 * 32);
  tw_floor_render_draw (render, block, 0, 0, 13, 5);
  cairo_surface_flush (block);
  for (int py = 4 * 32; py < 5 * 32; py++)
    for (int px = 0; px < 13 * 32; px++)
      g_assert_cmphex (render_test_pixel (block, px, py), ==, render_test_pixel (out, px, py));
  cairo_surface_destroy (block);
  cairo_surface_destroy (out);

  /* At 16 pixels a cell the head is 8 rows into the cell above. */
  cairo_surface_t *small = render_test_draw_floor (render, floor, 16);
  json_array_set_new (json_array_get (json_object_get (floor, "map"), 5), 3, json_integer (0));
  cairo_surface_t *small_bare = render_test_draw_floor (render, floor, 16);
  guint differ = 0;
  for (int py = 0; py < 16; py++)
    for (int px = 0; px < 16; px++)
      {
        guint32 a = render_test_pixel (small, 3 * 16 + px, 4 * 16 + py);
        guint32 b = render_test_pixel (small_bare, 3 * 16 + px, 4 * 16 + py);
        if (py < 8)
          g_assert_cmphex (a, ==, b);
        else
          differ += a != b;
      }
  g_assert_cmpuint (differ, >, 0);
  cairo_surface_destroy (small);
  cairo_surface_destroy (small_bare);
  json_decref (tower);
}

/* `render` of sample1 (snow): the renderer's pixels, and a label naming the
 * weather at the bottom left. */
static void
test_cli_label (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-label-XXXXXX", &error);
  g_autofree char *png = g_build_filename (tmp, "s1.png", NULL);
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *args = g_strdup_printf ("render '%s' --floor sample1 --png '%s'", dir, png);
  g_assert_cmpint (render_test_run_cli (args, NULL, NULL), ==, 0);
  cairo_surface_t *written = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (written), ==, CAIRO_STATUS_SUCCESS);
  json_t *tower = render_test_load_sample ();
  g_autoptr (TwTileAtlas) atlas = render_test_sample_atlas (tower);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  cairo_surface_t *drawn
      = render_test_draw_floor (render, json_object_get (json_object_get (tower, "floors"), "sample1"), 32);
  for (int y = 0; y < 10 * 32; y += 5)
    for (int x = 0; x < 13 * 32; x += 5)
      g_assert_cmphex (render_test_pixel (written, x, y), ==, render_test_pixel (drawn, x, y));
  guint label = 0;
  for (int y = 12 * 32; y < 13 * 32; y++)
    for (int x = 0; x < 4 * 32; x++)
      label += render_test_pixel (written, x, y) != render_test_pixel (drawn, x, y);
  g_assert_cmpuint (label, >, 100);
  cairo_surface_destroy (drawn);
  cairo_surface_destroy (written);
  json_decref (tower);
  g_unlink (png);
  g_rmdir (tmp);
}

static guint32
fade_over (guint32 top, guint opacity, guint32 under)
{
  guint32 faded = 0;
  for (int shift = 0; shift < 32; shift += 8)
    faded |= ((((top >> shift) & 0xff) * opacity) >> 8) << shift;
  guint32 alpha = faded >> 24, out = 0;
  for (int shift = 0; shift < 32; shift += 8)
    {
      guint32 t = ((under >> shift) & 0xff) * (255 - alpha) + 128;
      out |= MIN (((faded >> shift) & 0xff) + ((t + (t >> 8)) >> 8), 255u) << shift;
    }
  return out;
}

/* sample0's (7, 6): a tileset cell on fgmap over a wall. Hidden, the cell
 * is the wall; dimmed, each pixel is the faded tileset pixel over the wall;
 * `render --dim fg` writes what the renderer draws dimmed. */
static void
test_layer_modes (void)
{
  json_t *tower = render_test_load_sample ();
  g_autoptr (TwTileAtlas) atlas = render_test_sample_atlas (tower);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "sample0");
  g_assert_null (json_object_get (floor, "weather"));
  cairo_surface_t *shown = render_test_draw_floor (render, floor, 32);
  tw_floor_render_set_layer_mode (render, TW_LAYER_FG, TW_LAYER_HIDDEN);
  cairo_surface_t *hidden = render_test_draw_floor (render, floor, 32);
  tw_floor_render_set_layer_mode (render, TW_LAYER_FG, TW_LAYER_DIMMED);
  cairo_surface_t *dimmed = render_test_draw_floor (render, floor, 32);
  g_assert_cmpint (tw_floor_render_get_cell (render, TW_LAYER_FG, 7, 6), ==, 10181);
  TwTileRect cell;
  g_assert_true (tw_tile_atlas_lookup (atlas, 10181, &cell));
  guint differ = 0;
  for (int py = 0; py < 32; py++)
    for (int px = 0; px < 32; px++)
      {
        int x = 7 * 32 + px, y = 6 * 32 + py;
        guint32 fg = render_test_pixel (cell.surface, cell.x + px, cell.y + py);
        g_assert_cmphex (render_test_pixel (dimmed, x, y), ==,
                         fade_over (fg, 90, render_test_pixel (hidden, x, y)));
        if (fg >> 24 == 0xff)
          g_assert_cmphex (render_test_pixel (shown, x, y), ==, fg);
        differ += render_test_pixel (shown, x, y) != render_test_pixel (hidden, x, y);
      }
  g_assert_cmpuint (differ, >, 100);
  /* Cells without an fg tile are the same in all three. */
  g_assert_cmphex (render_test_pixel (hidden, 16, 16), ==, render_test_pixel (shown, 16, 16));

  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-looks-XXXXXX", &error);
  g_autofree char *png = g_build_filename (tmp, "dim.png", NULL);
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *args = g_strdup_printf ("render '%s' --floor sample0 --png '%s' --dim fg",
                                           dir, png);
  g_assert_cmpint (render_test_run_cli (args, NULL, NULL), ==, 0);
  cairo_surface_t *written = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (written), ==, CAIRO_STATUS_SUCCESS);
  for (int py = 0; py < 32; py++)
    for (int px = 0; px < 32; px++)
      g_assert_cmphex (render_test_pixel (written, 7 * 32 + px, 6 * 32 + py), ==,
                       render_test_pixel (dimmed, 7 * 32 + px, 6 * 32 + py));
  cairo_surface_destroy (written);
  g_unlink (png);
  g_rmdir (tmp);
  cairo_surface_destroy (shown);
  cairo_surface_destroy (hidden);
  cairo_surface_destroy (dimmed);
  json_decref (tower);
}

static guint
count_lines_with (const char *text, const char *needle)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    n += strstr (lines[i], needle) != NULL;
  return n;
}

/* A copy of the sample without its tileset image: `validate` names the
 * file once (though hundreds of cells use it), and nothing for the sample. */
static void
test_validate_missing_tileset (void)
{
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *args = g_strdup_printf ("validate '%s'", dir);
  g_autofree char *out = NULL;
  render_test_run_cli (args, &out, NULL);
  g_assert_cmpuint (count_lines_with (out, "missing or unreadable"), ==, 0);

  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-validate-XXXXXX", &error);
  g_autofree char *copy = g_strdup_printf ("cp -r '%s' '%s/game'", dir, tmp);
  g_assert_true (g_spawn_command_line_sync (copy, NULL, NULL, NULL, NULL));
  g_autofree char *tileset
      = g_build_filename (tmp, "game", "project", "tilesets", "magictower.png", NULL);
  g_assert_cmpint (g_unlink (tileset), ==, 0);
  g_autofree char *args_copy = g_strdup_printf ("validate '%s/game'", tmp);
  g_autofree char *out_copy = NULL;
  render_test_run_cli (args_copy, &out_copy, NULL);
  g_assert_cmpuint (count_lines_with (out_copy, "missing or unreadable"), ==, 1);
  g_assert_cmpuint (count_lines_with (out_copy, "project/tilesets/magictower.png"), ==, 1);
  g_assert_cmpuint (count_lines_with (out_copy, "warning"), >=, 1);
  g_autofree char *remove = g_strdup_printf ("rm -rf '%s'", tmp);
  g_assert_true (g_spawn_command_line_sync (remove, NULL, NULL, NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/looks/floor-images", test_floor_images);
  g_test_add_func ("/render/looks/tint-and-weather", test_tint_and_weather);
  g_test_add_func ("/render/looks/tall-sprite", test_tall_sprite);
  g_test_add_func ("/render/looks/layer-modes", test_layer_modes);
  g_test_add_func ("/render/looks/cli-label", test_cli_label);
  g_test_add_func ("/render/looks/validate-missing-tileset", test_validate_missing_tileset);
  return g_test_run ();
}
