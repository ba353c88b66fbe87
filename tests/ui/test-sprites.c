/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sprite atlas: tile numbers find their row in the right sheet, tall
 * sheets use 48-pixel rows, missing sheets fall back to class-coloured
 * glyphs, and paintables show the same pixels as the sheet. */
#include <glib/gstdio.h>
#include <math.h>
#include <gtk/gtk.h>

#include "tests/ui/ui-test-util.h"
#include "ui/tw-sprites.h"

static json_t *tower;
static char *project_dir;

static int
icon_row (const char *cls, const char *id)
{
  json_t *row = json_object_get (json_object_get (json_object_get (tower, "icons"), cls), id);
  g_assert_true (json_is_integer (row));
  return (int)json_integer_value (row);
}

static void
test_sheet_rows (void)
{
  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, project_dir);
  g_assert_cmpuint (tw_sprites_get_sheet_count (sprites), >, 0);

  int slime = tw_sprites_find_number (sprites, "greenSlime");
  g_assert_cmpint (slime, ==, 201);
  TwSpriteRect rect;
  g_assert_true (tw_sprites_lookup (sprites, slime, &rect));
  g_assert_false (rect.is_glyph);
  g_assert_cmpint (rect.y, ==, icon_row ("enemys", "greenSlime") * 32);
  g_assert_cmpint (rect.width, ==, 32);
  g_assert_cmpint (rect.height, ==, 32);
  g_assert_cmpint (gdk_texture_get_width (rect.texture), ==, 64); /* enemys.png: 2 frames */

  int wall = tw_sprites_find_number (sprites, "blueWall");
  g_assert_true (tw_sprites_lookup (sprites, wall, &rect));
  g_assert_cmpint (rect.y, ==, icon_row ("animates", "blueWall") * 32);
  g_assert_cmpint (gdk_texture_get_width (rect.texture), ==, 128); /* animates: 4 frames */

  /* enemy48 sheets have 32x48 cells. */
  int angel = tw_sprites_find_number (sprites, "angel");
  g_assert_true (tw_sprites_lookup (sprites, angel, &rect));
  g_assert_cmpint (rect.height, ==, 48);
  g_assert_cmpint (rect.y, ==, icon_row ("enemy48", "angel") * 48);

  /* The autotile's lone picture is the top-left cell of its own sheet. */
  int autotile = tw_sprites_find_number (sprites, "autotile");
  g_assert_true (tw_sprites_lookup (sprites, autotile, &rect));
  g_assert_false (rect.is_glyph);
  g_assert_cmpint (gdk_texture_get_width (rect.texture), ==, 96);
  g_assert_true (rect.is_autotile);
  g_assert_cmpint (rect.x, ==, 0);
  g_assert_cmpint (rect.y, ==, 0);

  /* autotile1 is animated: four 96x128 frames side by side, joined all the same. */
  g_assert_true (tw_sprites_lookup (sprites, tw_sprites_find_number (sprites, "autotile1"), &rect));
  g_assert_false (rect.is_glyph);
  g_assert_true (rect.is_autotile);
  g_assert_cmpint (gdk_texture_get_width (rect.texture), ==, 4 * 96);

  g_assert_false (tw_sprites_lookup (sprites, 0, &rect));
  g_assert_false (tw_sprites_lookup (sprites, 99999, &rect));
}

static void
test_names_and_kinds (void)
{
  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, project_dir);
  g_assert_cmpstr (tw_sprites_get_name (sprites, 201), ==, "绿头怪"); /* from enemys.js */
  g_assert_cmpstr (tw_sprites_get_id (sprites, 201), ==, "greenSlime");
  g_assert_cmpstr (tw_sprites_get_cls (sprites, 201), ==, "enemys");
  g_assert_cmpstr (tw_sprites_get_name (sprites, 4), ==, "星空"); /* from maps.js */

  const struct
  {
    const char *id;
    TwTileKind kind;
  } cases[] = {
    { "yellowWall", TW_TILE_KIND_WALL },
    { "yellowDoor", TW_TILE_KIND_DOOR },
    { "tallYellowDoor", TW_TILE_KIND_DOOR },
    { "redGem", TW_TILE_KIND_ITEM },
    { "greenSlime", TW_TILE_KIND_ENEMY },
    { "angel", TW_TILE_KIND_ENEMY },
    { "upFloor", TW_TILE_KIND_STAIRS },
    { "downFloor", TW_TILE_KIND_STAIRS },
    { "man", TW_TILE_KIND_NPC },
    { "npc0", TW_TILE_KIND_NPC },
    { "lava", TW_TILE_KIND_TERRAIN },
    { "autotile", TW_TILE_KIND_WALL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int number = tw_sprites_find_number (sprites, cases[i].id);
      g_assert_cmpint (number, >, 0);
      g_assert_cmpstr (tw_tile_kind_to_string (tw_sprites_get_kind (sprites, number)), ==,
                       tw_tile_kind_to_string (cases[i].kind));
    }
  g_assert_cmpint (tw_sprites_get_kind (sprites, 0), ==, TW_TILE_KIND_EMPTY);

  guint n = 0;
  const int *numbers = tw_sprites_get_numbers (sprites, &n);
  /* tower.maps, then the cells of the sample's one tileset (magictower.png,
   * 8 x 38 cells, numbered from 10000). */
  TwTileAtlas *atlas = tw_sprites_get_atlas (sprites);
  const char *file;
  int first, columns, rows;
  g_assert_cmpuint (tw_tile_atlas_get_tileset_count (atlas), ==, 1);
  g_assert_true (tw_tile_atlas_get_tileset (atlas, 0, &file, &first, &columns, &rows));
  g_assert_cmpstr (file, ==, "magictower.png");
  g_assert_cmpint (first, ==, 10000);
  g_assert_cmpint (columns, ==, 8);
  g_assert_cmpint (rows, ==, 38);
  g_assert_cmpuint (n, ==, json_object_size (json_object_get (tower, "maps")) + 8 * 38);
  g_assert_cmpint (numbers[n - 1], ==, 10000 + 8 * 38 - 1);
  g_assert_cmpstr (tw_sprites_get_cls (sprites, 10169), ==, "tileset");
  g_assert_cmpstr (tw_sprites_get_id (sprites, 10169), ==, "X10169");
  for (guint i = 1; i < n; i++)
    g_assert_cmpint (numbers[i - 1], <, numbers[i]);
}

static guint32
glyph_pixel (TwSprites *sprites, const char *id)
{
  TwSpriteRect rect;
  g_assert_true (tw_sprites_lookup (sprites, tw_sprites_find_number (sprites, id), &rect));
  g_assert_true (rect.is_glyph);
  g_assert_nonnull (rect.texture);
  TestImage image;
  test_image_from_texture (rect.texture, &image);
  /* Inside the rounded square, left of the initials. */
  guint32 pixel = test_image_pixel (&image, rect.x + 4, rect.y + 16);
  test_image_clear (&image);
  return pixel;
}

static void
test_glyph_fallback (void)
{
  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, NULL);
  g_assert_cmpuint (tw_sprites_get_sheet_count (sprites), ==, 0);

  guint32 wall = glyph_pixel (sprites, "yellowWall");
  g_assert_cmpint (abs (TEST_R (wall) - TEST_G (wall)), <=, 2);
  g_assert_cmpint (abs (TEST_G (wall) - TEST_B (wall)), <=, 2);
  g_assert_cmpint (TEST_R (wall), >, 100);

  guint32 enemy = glyph_pixel (sprites, "greenSlime");
  g_assert_cmpint (TEST_R (enemy), >, 2 * TEST_G (enemy));
  guint32 item = glyph_pixel (sprites, "redGem");
  g_assert_cmpint (TEST_G (item), >, TEST_R (item) + 60);
  guint32 stairs = glyph_pixel (sprites, "upFloor");
  g_assert_cmpint (TEST_B (stairs), >, TEST_R (stairs) + 60);
  guint32 npc = glyph_pixel (sprites, "man");
  g_assert_cmpint (TEST_B (npc), >, TEST_G (npc) + 60);
  g_assert_cmpint (TEST_R (npc), >, TEST_G (npc) + 30);

  /* Doors take the colour their id names. */
  guint32 yellow = glyph_pixel (sprites, "yellowDoor");
  g_assert_cmpint (TEST_R (yellow), >, TEST_B (yellow) + 100);
  g_assert_cmpint (TEST_G (yellow), >, TEST_B (yellow) + 80);
  guint32 blue = glyph_pixel (sprites, "blueDoor");
  g_assert_cmpint (TEST_B (blue), >, TEST_R (blue) + 100);
  g_assert_cmphex (glyph_pixel (sprites, "tallYellowDoor"), ==, yellow);
}

/* Only enemys.png present: enemies come from the sheet, items are glyphs. */
static void
test_missing_sheet (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("tw-sprites-XXXXXX", NULL);
  g_assert_nonnull (tmp);
  g_autofree char *materials = g_build_filename (tmp, "materials", NULL);
  g_assert_cmpint (g_mkdir (materials, 0700), ==, 0);
  g_autofree char *source = g_build_filename (project_dir, "materials", "enemys.png", NULL);
  g_autofree char *copy = g_build_filename (materials, "enemys.png", NULL);
  g_autofree char *bytes = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (source, &bytes, &length, NULL));
  g_assert_true (g_file_set_contents (copy, bytes, (gssize)length, NULL));

  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, tmp);
  g_assert_cmpuint (tw_sprites_get_sheet_count (sprites), ==, 1);
  TwSpriteRect rect;
  g_assert_true (tw_sprites_lookup (sprites, 201, &rect));
  g_assert_false (rect.is_glyph);
  g_assert_true (tw_sprites_lookup (sprites, tw_sprites_find_number (sprites, "redGem"), &rect));
  g_assert_true (rect.is_glyph);

  g_assert_cmpint (g_remove (copy), ==, 0);
  g_assert_cmpint (g_rmdir (materials), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

/* A paintable draws the sheet's own pixels (through push_clip + texture). */
static void
test_paintable_pixels (void)
{
  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, project_dir);
  int number = tw_sprites_find_number (sprites, "blueWall");
  g_autoptr (GdkPaintable) paintable = tw_sprites_get_paintable (sprites, number);
  g_assert_nonnull (paintable);
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (paintable), ==, 32);

  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), 32, 32);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  GskRenderer *renderer = test_cairo_renderer_new ();
  GdkTexture *texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, 32, 32));
  TestImage drawn, sheet;
  test_image_from_texture (texture, &drawn);
  g_autofree char *path = g_build_filename (project_dir, "materials", "animates.png", NULL);
  test_image_load_png (path, &sheet);

  int top = icon_row ("animates", "blueWall") * 32;
  int same = 0;
  for (int y = 0; y < 32; y += 4)
    for (int x = 0; x < 32; x += 4)
      same += test_image_pixel (&drawn, x + 1, y + 1)
              == test_image_pixel (&sheet, x + 1, top + y + 1);
  g_assert_cmpint (same, ==, 64);
  /* And it is not the row above: the comparison can fail. */
  int above = 0;
  for (int x = 0; x < 32; x += 4)
    above += test_image_pixel (&drawn, x + 1, 9) == test_image_pixel (&sheet, x + 1, top - 32 + 9);
  g_assert_cmpint (above, <, 8);

  test_image_clear (&drawn);
  test_image_clear (&sheet);
  g_object_unref (texture);
  gsk_render_node_unref (node);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
}

/* Whether @pixel is the opaque colour (r, g, b), give or take rounding. */
static gboolean
pixel_is (guint32 pixel, double r, double g, double b)
{
  return TEST_A (pixel) == 255 && abs (TEST_R (pixel) - (int)lround (r * 255)) <= 2
         && abs (TEST_G (pixel) - (int)lround (g * 255)) <= 2
         && abs (TEST_B (pixel) - (int)lround (b * 255)) <= 2;
}

/* 10,000 tile kinds, none with a picture: one glyph each, in a grid within
 * cairo's 32,767-pixel limit (criticals are fatal here). Kinds 0, 5,000 and
 * 9,999 (an enemy, an item, an npc) are each in their class colour with
 * white initials, differ, and draw the same through cairo and through a
 * paintable. */
static void
test_glyph_atlas_grid (void)
{
  static const char *classes[] = { "enemys", "items", "npcs", "terrains" };
  json_t *many = json_pack ("{s:{}, s:{}}", "maps", "icons");
  const struct
  {
    int kind;
    double r, g, b;
  } probes[] = {
    { 0, 0.80, 0.20, 0.20 },    /* enemys */
    { 5000, 0.20, 0.65, 0.30 }, /* items */
    { 9999, 0.55, 0.30, 0.75 }, /* npcs */
  };
  guint32 glyphs[G_N_ELEMENTS (probes)][32 * 32];
  TestImage atlas = { 0 };

  for (int kind = 0; kind < 10000; kind++)
    {
      char number[16], id[32];
      const char *cls = classes[kind % 4];
      if (kind == 5000)
        cls = "items";
      else if (kind == 9999)
        cls = "npcs";
      g_snprintf (number, sizeof number, "%d", kind + 1);
      g_snprintf (id, sizeof id, "%s%d", cls, kind);
      json_object_set_new (json_object_get (many, "maps"), number,
                           json_pack ("{s:s, s:s}", "cls", cls, "id", id));
    }
  gint64 start = g_get_monotonic_time ();
  g_autoptr (TwSprites) sprites = tw_sprites_new (many, NULL);
  g_test_message ("10,000 glyphs drawn in %.0f ms", (g_get_monotonic_time () - start) / 1000.0);

  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    {
      TwSpriteRect rect;
      int white = 0;
      g_assert_true (tw_sprites_lookup (sprites, probes[i].kind + 1, &rect));
      g_assert_true (rect.is_glyph);
      g_assert_nonnull (rect.texture);
      g_assert_cmpint (rect.width, ==, 32);
      g_assert_cmpint (rect.height, ==, 32);
      g_assert_cmpint (gdk_texture_get_width (rect.texture), <=, 32767);
      g_assert_cmpint (gdk_texture_get_height (rect.texture), <=, 32767);
      if (atlas.pixels == NULL)
        test_image_from_texture (rect.texture, &atlas);
      g_assert_cmpint (rect.x + rect.width, <=, atlas.width);
      g_assert_cmpint (rect.y + rect.height, <=, atlas.height);
      for (int y = 0; y < 32; y++)
        for (int x = 0; x < 32; x++)
          glyphs[i][y * 32 + x] = test_image_pixel (&atlas, rect.x + x, rect.y + y);
      /* The rounded square in the class colour, left of the initials. */
      g_assert_true (pixel_is (glyphs[i][16 * 32 + 4], probes[i].r, probes[i].g, probes[i].b));
      /* The initials: white pixels in the middle. */
      for (int y = 8; y < 24; y++)
        for (int x = 8; x < 24; x++)
          white += pixel_is (glyphs[i][y * 32 + x], 1, 1, 1);
      g_assert_cmpint (white, >, 10);

      /* The cairo side draws the same pixels from the same place. */
      cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 32, 32);
      cairo_t *cr = cairo_create (target);
      tw_sprite_rect_draw_cairo (&rect, cr, 0, 0, 32, 32);
      cairo_destroy (cr);
      cairo_surface_flush (target);
      const guint8 *data = cairo_image_surface_get_data (target);
      int stride = cairo_image_surface_get_stride (target);
      for (int y = 0; y < 32; y++)
        for (int x = 0; x < 32; x++)
          g_assert_cmphex (*(const guint32 *)(gconstpointer)(data + y * stride + x * 4), ==,
                           glyphs[i][y * 32 + x]);
      cairo_surface_destroy (target);

      /* And so does the GtkSnapshot side (a paintable: clip + whole atlas). */
      g_autoptr (GdkPaintable) paintable = tw_sprites_get_paintable (sprites, probes[i].kind + 1);
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), 32, 32);
      GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
      GskRenderer *renderer = test_cairo_renderer_new ();
      GdkTexture *texture
          = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, 32, 32));
      TestImage drawn;
      test_image_from_texture (texture, &drawn);
      for (int y = 0; y < 32; y++)
        for (int x = 0; x < 32; x++)
          g_assert_cmphex (test_image_pixel (&drawn, x, y), ==, glyphs[i][y * 32 + x]);
      test_image_clear (&drawn);
      g_object_unref (texture);
      gsk_render_node_unref (node);
      gsk_renderer_unrealize (renderer);
      g_object_unref (renderer);
    }
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (probes); j++)
      {
        int differ = 0;
        for (int k = 0; k < 32 * 32; k++)
          differ += glyphs[i][k] != glyphs[j][k];
        g_assert_cmpint (differ, >, 100);
      }
  test_image_clear (&atlas);
  json_decref (many);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  tower = test_load_sample_tower ();
  project_dir = test_sample_project_dir ();
  g_test_add_func ("/ui/sprites/sheet-rows", test_sheet_rows);
  g_test_add_func ("/ui/sprites/names-and-kinds", test_names_and_kinds);
  g_test_add_func ("/ui/sprites/glyph-fallback", test_glyph_fallback);
  g_test_add_func ("/ui/sprites/missing-sheet", test_missing_sheet);
  g_test_add_func ("/ui/sprites/paintable-pixels", test_paintable_pixels);
  g_test_add_func ("/ui/sprites/glyph-atlas-grid", test_glyph_atlas_grid);
  int status = g_test_run ();
  json_decref (tower);
  g_free (project_dir);
  return status;
}
