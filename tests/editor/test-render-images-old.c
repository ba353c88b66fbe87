/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A floor's `images` in the old array form of mota-js 2.x before 2.7
 * ([x, y, "name", type, frames], a bare name, one string): drawn pixel for
 * pixel as the same images in the object form, mirrored images against the
 * file's own pixels, and a tower in the old form read, written back byte for
 * byte, edited elsewhere without touching it, and drawn by `render` as the
 * object form is. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "editor/render/tw-floor-images.h"
#include "editor/render/tw-floor-render.h"
#include "tests/editor/render-test-util.h"
#include "tw-test-util.h"

/* How many pixels differ (the surfaces have the same size). */
static guint
count_differing (cairo_surface_t *a, cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  g_assert_cmpint (w, ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (h, ==, cairo_image_surface_get_height (b));
  guint differ = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      differ += render_test_pixel (a, x, y) != render_test_pixel (b, x, y);
  return differ;
}

/* Each old spelling next to the object form the game drew it as; NULL: not
 * drawn at all. */
static const struct
{
  const char *old;
  const char *object;
} forms[] = {
  { "\"bg.jpg\"", "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 0, \"y\": 0}]" },
  { "[\"bg.jpg\"]", "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 0, \"y\": 0}]" },
  { "[[64, 32, \"bg.jpg\"]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 64, \"y\": 32}]" },
  { "[[64, 32, \"bg.jpg\", 0]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 64, \"y\": 32}]" },
  { "[[64, 32, \"bg.jpg\", 1]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"fg\", \"x\": 64, \"y\": 32}]" },
  { "[[\"64\", \"32\", \"bg.jpg\", 2]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"auto\", \"x\": 64, \"y\": 32}]" },
  { "[[-40, 100, \"bg.jpg:x\", 0]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": -40, \"y\": 100, \"reverse\": \":x\"}]" },
  { "[[32, 0, \"bg.jpg:o\", 1]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"fg\", \"x\": 32, \"y\": 0, \"reverse\": \":o\"}]" },
  { "[[0, 0, \"bg.jpg\", 0, 2]]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 0, \"y\": 0, \"frame\": 2}]" },
  /* Old and new side by side in one array. */
  { "[[0, 0, \"bg.jpg\", 0, 4], {\"name\": \"bg.jpg\", \"canvas\": \"fg\", \"x\": 200, \"y\": "
    "200}]",
    "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 0, \"y\": 0, \"frame\": 4},"
    " {\"name\": \"bg.jpg\", \"canvas\": \"fg\", \"x\": 200, \"y\": 200}]" },
  /* Types the old game had no canvas for, and positions that are no number. */
  { "[[64, 32, \"bg.jpg\", 3]]", NULL },
  { "[[64, 32, \"bg.jpg\", \"0\"]]", NULL },
  { "[[\"left\", 32, \"bg.jpg\"]]", NULL },
};

static void
set_images (json_t *floor, const char *text)
{
  json_error_t error;
  json_t *images = json_loads (text, JSON_DECODE_ANY, &error);
  if (images == NULL)
    g_error ("%s: %s", text, error.text);
  json_object_set_new (floor, "images", images);
}

/* The reader's object for an old entry and for a bare string. */
static void
test_read_old_entry (void)
{
  json_t *floor = json_object ();
  set_images (floor, "[[\"12\", 7.9, \"tree.png:y\", 2, 20], {\"name\": \"a.png\"}]");
  json_t *read = tw_floor_images_read (floor);
  json_t *want = json_loads ("[{\"name\": \"tree.png\", \"reverse\": \":y\", \"canvas\": \"auto\","
                             " \"x\": 12, \"y\": 7, \"frame\": 8}, {\"name\": \"a.png\"}]",
                             0, NULL);
  g_assert_true (json_equal (read, want));
  /* Object entries are the floor's own. */
  g_assert_true (json_array_get (read, 1) == json_array_get (json_object_get (floor, "images"), 1));
  json_decref (want);
  json_decref (read);
  set_images (floor, "[]");
  g_assert_null (tw_floor_images_read (floor));
  set_images (floor, "[[\"x\", 0, \"a.png\"]]");
  g_assert_null (tw_floor_images_read (floor));
  json_decref (floor);
}

/* sample1 with each old spelling and with its object form: the same pixels
 * at 32 and at 20 pixels a cell, and (unless the game skipped it) not the
 * bare floor's. */
static void
test_old_form_draws_as_object_form (void)
{
  json_t *tower = render_test_load_sample ();
  g_autoptr (TwTileAtlas) atlas = render_test_sample_atlas (tower);
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "sample1");
  json_object_del (floor, "weather");
  json_object_del (floor, "images");
  json_t *bare = json_deep_copy (floor);
  json_t *object_floor = json_deep_copy (floor);
  const int sizes[] = { 32, 20 };
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      cairo_surface_t *plain = render_test_draw_floor (render, bare, sizes[s]);
      for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
        {
          g_test_message ("%s at %d", forms[i].old, sizes[s]);
          set_images (floor, forms[i].old);
          cairo_surface_t *old = render_test_draw_floor (render, floor, sizes[s]);
          if (forms[i].object == NULL)
            {
              g_assert_cmpuint (count_differing (old, plain), ==, 0);
            }
          else
            {
              set_images (object_floor, forms[i].object);
              cairo_surface_t *object = render_test_draw_floor (render, object_floor, sizes[s]);
              g_assert_cmpuint (count_differing (old, object), ==, 0);
              g_assert_cmpuint (count_differing (old, plain), >, 1000);
              cairo_surface_destroy (object);
            }
          cairo_surface_destroy (old);
        }
      cairo_surface_destroy (plain);
    }
  json_decref (object_floor);
  json_decref (bare);
  json_decref (tower);
}

static guint32
jpeg_pixel (GdkPixbuf *pixbuf, int x, int y)
{
  const guint8 *p = gdk_pixbuf_read_pixels (pixbuf) + (gsize)y * gdk_pixbuf_get_rowstride (pixbuf)
                    + (gsize)x * gdk_pixbuf_get_n_channels (pixbuf);
  return 0xff000000u | (guint32)p[0] << 16 | (guint32)p[1] << 8 | p[2];
}

static gboolean
cell_empty (TwFloorRender *render, int x, int y)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    if (tw_floor_render_get_cell (render, layer, x, y) != 0)
      return FALSE;
  return TRUE;
}

/* The part (10, 20) 96 x 96 of bg.jpg at floor pixel (64, 32), mirrored
 * ":x", ":y" and ":o": an empty cell under it shows the file's pixel from
 * the other side of the part. */
static void
test_reverse_against_file (void)
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
  const char *reverses[] = { ":x", ":y", ":o" };
  for (guint r = 0; r < G_N_ELEMENTS (reverses); r++)
    {
      gboolean flip_x = reverses[r][1] != 'y', flip_y = reverses[r][1] != 'x';
      json_object_set_new (floor, "images",
                           json_pack ("[{s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:s}]", "name",
                                      "bg.jpg", "canvas", "bg", "x", 64, "y", 32, "sx", 10, "sy",
                                      20, "w", 96, "h", 96, "reverse", reverses[r]));
      cairo_surface_t *out = render_test_draw_floor (render, floor, 32);
      guint checked = 0;
      for (int y = 1; y < 4; y++)
        for (int x = 2; x < 5; x++)
          {
            if (!cell_empty (render, x, y))
              continue;
            for (int py = 0; py < 32; py += 3)
              for (int px = 0; px < 32; px += 3)
                {
                  int ix = x * 32 + px - 64, iy = y * 32 + py - 32; /* inside the part */
                  int sx = 10 + (flip_x ? 95 - ix : ix), sy = 20 + (flip_y ? 95 - iy : iy);
                  g_assert_cmphex (render_test_pixel (out, x * 32 + px, y * 32 + py), ==,
                                   jpeg_pixel (image, sx, sy));
                  checked++;
                }
          }
      g_assert_cmpuint (checked, >, 100);
      cairo_surface_destroy (out);
    }
  json_decref (tower);
}

/* ---- a tower written in the old form ---- */

/* sample1's images block as the mota-js editor of 2.6 wrote it. */
static const char object_block[] = "    \"images\": [\n"
                                   "        {\n"
                                   "            \"name\": \"bg.jpg\",\n"
                                   "            \"canvas\": \"bg\",\n"
                                   "            \"x\": 0,\n"
                                   "            \"y\": 0\n"
                                   "        }\n"
                                   "    ],\n";
static const char old_block[] = "    \"images\": [\n"
                                "        [\n"
                                "            0,\n"
                                "            0,\n"
                                "            \"bg.jpg\",\n"
                                "            0\n"
                                "        ]\n"
                                "    ],\n";

/* tmp/game: a copy of the sample with sample1's images in the old form
 * (with `image` for bg.jpg). Returns sample1.js's new text. */
static char *
old_form_copy (const char *tmp, const char *image)
{
  g_autofree char *source = render_test_sample_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (source, game);
  g_autofree char *path = g_build_filename (game, "project", "floors", "sample1.js", NULL);
  g_autofree char *text = tw_test_read (path);
  g_autoptr (GString) edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, object_block, old_block, 1), ==, 1);
  g_string_replace (edited, "\"bg.jpg\",\n            0\n", image, 1);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_set_contents (path, edited->str, -1, &error));
  g_assert_no_error (error);
  return g_string_free (g_steal_pointer (&edited), FALSE);
}

static char *
floor_file (const char *game)
{
  g_autofree char *path = g_build_filename (game, "project", "floors", "sample1.js", NULL);
  return tw_test_read (path);
}

/* Read and written back: nothing written in place, the same bytes in a
 * fresh folder, the old form as it was in the tower; a cell edited: one
 * line changed, the images block untouched. */
static void
test_old_form_kept_on_export (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *text = old_form_copy (tmp, "\"bg.jpg\",\n            0\n");
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (game, &error);
  g_assert_no_error (error);
  json_t *floor = json_object_get (json_object_get (tw_project_file_get_tower (project), "floors"),
                                   "sample1");
  json_t *images = json_object_get (floor, "images");
  g_assert_true (json_is_array (json_array_get (images, 0)));

  TwMotaExportStats stats;
  g_assert_true (tw_mota_export_folder (project, game, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, 0);
  g_autofree char *fresh = g_build_filename (tmp, "fresh", NULL);
  g_assert_true (tw_mota_export_folder (project, fresh, &stats, &error));
  g_assert_no_error (error);
  g_autofree char *written = floor_file (fresh);
  g_assert_cmpstr (written, ==, text);

  json_array_set_new (json_array_get (json_object_get (floor, "map"), 1), 0, json_integer (1));
  g_assert_true (tw_mota_export_folder (project, game, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, 1);
  g_autofree char *edited = floor_file (game);
  g_autofree char *line = NULL;
  g_assert_cmpint (tw_test_count_changed_lines (text, edited, &line), ==, 1);
  g_assert_nonnull (strstr (edited, old_block));
  tw_test_remove_tree (tmp);
}

/* `render` of the old-form copy writes the pixels of the sample's object
 * form; with a missing file, `validate` names that file once. */
static void
test_old_form_cli (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *text = old_form_copy (tmp, "\"bg.jpg\",\n            0\n");
  g_autofree char *sample = render_test_sample_dir ();
  g_autofree char *old_png = g_build_filename (tmp, "old.png", NULL);
  g_autofree char *object_png = g_build_filename (tmp, "object.png", NULL);
  g_autofree char *old_args
      = g_strdup_printf ("render '%s/game' --floor sample1 --png '%s'", tmp, old_png);
  g_autofree char *object_args
      = g_strdup_printf ("render '%s' --floor sample1 --png '%s'", sample, object_png);
  g_assert_cmpint (render_test_run_cli (old_args, NULL, NULL), ==, 0);
  g_assert_cmpint (render_test_run_cli (object_args, NULL, NULL), ==, 0);
  cairo_surface_t *old = cairo_image_surface_create_from_png (old_png);
  cairo_surface_t *object = cairo_image_surface_create_from_png (object_png);
  g_assert_cmpint (cairo_surface_status (old), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_surface_status (object), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpuint (count_differing (old, object), ==, 0);
  cairo_surface_destroy (old);
  cairo_surface_destroy (object);
  tw_test_remove_tree (tmp);

  /* The same tower naming an image that is not there. */
  g_autofree char *tmp2 = tw_test_make_tmp_dir ();
  g_autofree char *text2 = old_form_copy (tmp2, "\"gone.png:x\",\n            0\n");
  g_autofree char *validate = g_strdup_printf ("validate '%s/game'", tmp2);
  g_autofree char *out = NULL;
  render_test_run_cli (validate, &out, NULL);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  guint naming = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    naming += strstr (lines[i], "project/images/gone.png") != NULL;
  g_assert_cmpuint (naming, ==, 1);
  tw_test_remove_tree (tmp2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/images-old/read-old-entry", test_read_old_entry);
  g_test_add_func ("/render/images-old/draws-as-object-form", test_old_form_draws_as_object_form);
  g_test_add_func ("/render/images-old/reverse-against-file", test_reverse_against_file);
  g_test_add_func ("/render/images-old/kept-on-export", test_old_form_kept_on_export);
  g_test_add_func ("/render/images-old/cli", test_old_form_cli);
  return g_test_run ();
}
