/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Animation frames in the floor renderer, as mota-js steps them: an enemy's
 * two frames, an animates tile's four, a door kept still by its maps entry
 * (`animate: 1`), an autotile with four frames side by side, a floor image
 * with `frame`, and `render --frame`; each against the sheet's own pixels. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/render/tw-floor-render.h"
#include "tests/editor/render-test-util.h"

typedef struct
{
  json_t *tower;
  json_t *floor; /* sample0, borrowed from tower */
  TwTileAtlas *atlas;
  TwFloorRender *render;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->tower = render_test_load_sample ();
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *project_dir = g_build_filename (dir, "project", NULL);
  f->atlas = tw_tile_atlas_new (f->tower, project_dir);
  f->render = tw_floor_render_new (f->atlas);
  f->floor = json_object_get (json_object_get (f->tower, "floors"), "sample0");
  json_object_del (f->floor, "images");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tw_floor_render_free (f->render);
  g_object_unref (f->atlas);
  json_decref (f->tower);
}

/* Only `number` at (x, y), on the event layer. */
static void
place (Fixture *f, int x, int y, int number)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    json_array_set_new (
        json_array_get (json_object_get (f->floor, tw_layer_member (layer)), (size_t)y), (size_t)x,
        json_integer (layer == TW_LAYER_EVENT ? number : 0));
}

static cairo_surface_t *
draw_frame (Fixture *f, guint frame)
{
  tw_floor_render_set_floor (f->render, f->floor);
  tw_floor_render_set_frame (f->render, frame);
  int w = tw_floor_render_get_width (f->render), h = tw_floor_render_get_height (f->render);
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * 32, h * 32);
  tw_floor_render_draw (f->render, out, 0, 0, w, h);
  cairo_surface_flush (out);
  return out;
}

/* The cell (x, y) of `out` shows the sheet's 32 x 32 block at (sx, sy)
 * wherever that block is opaque; returns how many pixels were compared. */
static guint
assert_cell_shows (cairo_surface_t *out, int x, int y, cairo_surface_t *sheet, int sx, int sy)
{
  guint compared = 0;
  for (int py = 0; py < 32; py++)
    for (int px = 0; px < 32; px++)
      {
        guint32 want = render_test_pixel (sheet, sx + px, sy + py);
        if (want >> 24 != 0xff)
          continue;
        g_assert_cmphex (render_test_pixel (out, x * 32 + px, y * 32 + py), ==, want);
        compared++;
      }
  return compared;
}

/* The tile's frame k is its frame-0 rectangle moved k * 32 pixels across. */
static void
assert_frames (Fixture *f, const char *id, guint frames)
{
  int number = tw_tile_atlas_find_number (f->atlas, id);
  g_assert_cmpint (number, >, 0);
  TwTileRect rect;
  g_assert_true (tw_tile_atlas_lookup (f->atlas, number, &rect));
  place (f, 6, 1, number);
  for (guint frame = 0; frame < 2 * frames + 1; frame++)
    {
      cairo_surface_t *out = draw_frame (f, frame);
      guint shown = frame % frames;
      g_assert_cmpuint (assert_cell_shows (out, 6, 1, rect.surface, rect.x + 32 * (int)shown,
                                           rect.y + rect.height - 32),
                        >, 100);
      cairo_surface_destroy (out);
    }
  /* And the frames differ, so the comparisons above could fail. */
  cairo_surface_t *first = draw_frame (f, 0), *second = draw_frame (f, 1);
  guint differ = 0;
  for (int py = 0; py < 32; py++)
    for (int px = 0; px < 32; px++)
      differ += render_test_pixel (first, 6 * 32 + px, 32 + py)
                != render_test_pixel (second, 6 * 32 + px, 32 + py);
  g_assert_cmpuint (differ, >, 20);
  cairo_surface_destroy (first);
  cairo_surface_destroy (second);
}

static void
test_enemy_two_frames (Fixture *f, gconstpointer data)
{
  assert_frames (f, "greenSlime", 2);
}

static void
test_animates_four_frames (Fixture *f, gconstpointer data)
{
  assert_frames (f, "lava", 4);
}

/* yellowWall is in the animates sheet with four pictures, but its maps entry
 * says `animate: 1` (the others open the door): every frame is frame 0. */
static void
test_door_still (Fixture *f, gconstpointer data)
{
  int number = tw_tile_atlas_find_number (f->atlas, "yellowWall");
  g_assert_cmpint (tw_tile_atlas_get_animate (f->atlas, number), ==, 1);
  TwTileRect rect;
  g_assert_true (tw_tile_atlas_lookup (f->atlas, number, &rect));
  place (f, 6, 1, number);
  for (guint frame = 0; frame < 4; frame++)
    {
      cairo_surface_t *out = draw_frame (f, frame);
      g_assert_cmpuint (assert_cell_shows (out, 6, 1, rect.surface, rect.x, rect.y), >, 100);
      cairo_surface_destroy (out);
    }
}

/* autotile1.png holds four 96 x 128 frames: a lone cell shows the top-left
 * 32 x 32 of the current frame. */
static void
test_autotile_frames (Fixture *f, gconstpointer data)
{
  int number = tw_tile_atlas_find_number (f->atlas, "autotile1");
  g_assert_cmpint (number, >, 0);
  TwTileRect rect;
  g_assert_true (tw_tile_atlas_lookup (f->atlas, number, &rect));
  g_assert_true (rect.is_autotile);
  g_assert_cmpint (cairo_image_surface_get_width (rect.surface), ==, 4 * 96);
  /* Alone: no neighbour of the same autotile (the floor's edge counts as
   * joined, so a cell away from it). */
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      place (f, 6 + dx, 6 + dy, 0);
  place (f, 6, 6, number);
  for (guint frame = 0; frame < 5; frame++)
    {
      cairo_surface_t *out = draw_frame (f, frame);
      g_assert_cmpuint (assert_cell_shows (out, 6, 6, rect.surface, 96 * (int)(frame % 4), 0), >,
                        100);
      cairo_surface_destroy (out);
    }
}

static guint32
jpeg_pixel (GdkPixbuf *pixbuf, int x, int y)
{
  const guint8 *p = gdk_pixbuf_read_pixels (pixbuf) + (gsize)y * gdk_pixbuf_get_rowstride (pixbuf)
                    + (gsize)x * gdk_pixbuf_get_n_channels (pixbuf);
  return 0xff000000u | (guint32)p[0] << 16 | (guint32)p[1] << 8 | p[2];
}

/* A floor image of two frames, each 100 x 96 (`w` 200 holds both): frame 1
 * shows the image's pixels 100 to the right. */
static void
test_floor_image_frames (Fixture *f, gconstpointer data)
{
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *jpg = g_build_filename (dir, "project", "images", "bg.jpg", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkPixbuf) image = gdk_pixbuf_new_from_file (jpg, &error);
  g_assert_no_error (error);
  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      place (f, x, y, 0);
  json_object_set_new (f->floor, "images",
                       json_pack ("[{s:s, s:s, s:i, s:i, s:i, s:i, s:i}]", "name", "bg.jpg",
                                  "canvas", "bg", "x", 0, "y", 0, "w", 200, "h", 96, "frame", 2));
  for (guint frame = 0; frame < 3; frame++)
    {
      cairo_surface_t *out = draw_frame (f, frame);
      for (int y = 0; y < 96; y += 3)
        for (int x = 0; x < 96; x += 3)
          g_assert_cmphex (render_test_pixel (out, x, y), ==,
                           jpeg_pixel (image, 100 * (int)(frame % 2) + x, y));
      cairo_surface_destroy (out);
    }
}

/* `render --frame 1` writes the renderer's frame 1; a bad step is a usage error. */
static void
test_cli_frame (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-frames-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *png = g_build_filename (tmp, "f1.png", NULL);
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *args
      = g_strdup_printf ("render '%s' --floor sample0 --png '%s' --frame 1", dir, png);
  g_assert_cmpint (render_test_run_cli (args, NULL, NULL), ==, 0);
  cairo_surface_t *written = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (written), ==, CAIRO_STATUS_SUCCESS);
  /* The sample as read (with its own images), at frame 1 and frame 0. */
  json_decref (f->tower);
  f->tower = render_test_load_sample ();
  f->floor = json_object_get (json_object_get (f->tower, "floors"), "sample0");
  cairo_surface_t *one = draw_frame (f, 1), *zero = draw_frame (f, 0);
  guint differ = 0;
  for (int y = 0; y < 13 * 32; y += 2)
    for (int x = 0; x < 13 * 32; x += 2)
      {
        g_assert_cmphex (render_test_pixel (written, x, y), ==, render_test_pixel (one, x, y));
        differ += render_test_pixel (one, x, y) != render_test_pixel (zero, x, y);
      }
  g_assert_cmpuint (differ, >, 1000);
  cairo_surface_destroy (one);
  cairo_surface_destroy (zero);
  cairo_surface_destroy (written);
  g_unlink (png);
  g_rmdir (tmp);
  g_autofree char *bad
      = g_strdup_printf ("render '%s' --floor sample0 --png x.png --frame -1", dir);
  g_autofree char *err = NULL;
  g_assert_cmpint (render_test_run_cli (bad, NULL, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--frame"));
}

static void
add (const char *path, void (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  add ("/render/frames/enemy", test_enemy_two_frames);
  add ("/render/frames/animates", test_animates_four_frames);
  add ("/render/frames/door-still", test_door_still);
  add ("/render/frames/autotile", test_autotile_frames);
  add ("/render/frames/floor-image", test_floor_image_frames);
  add ("/render/frames/cli", test_cli_frame);
  return g_test_run ();
}
