/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map canvas: offscreen renders of the sample tower compared with the
 * sprite sheets at cell centres, zoom through the canvas.* actions, hover
 * reporting, culling on a scrolled 200x200 floor, stroke signals and the
 * overlays (damage, badges, routes, passability, hero start). */
#include <gtk/gtk.h>

#include "tests/ui/ui-test-util.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-palette.h"
#include "ui/tw-window.h"

typedef struct
{
  json_t *tower;
  TwSprites *sprites;
  GtkWidget *scroller;
  TwMapCanvas *canvas;
  GtkWindow *window;
  GskRenderer *renderer;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *project_dir = test_sample_project_dir ();
  f->tower = test_load_sample_tower ();
  f->sprites = tw_sprites_new (f->tower, project_dir);
  f->canvas = TW_MAP_CANVAS (tw_map_canvas_new ());
  tw_map_canvas_set_tower (f->canvas, f->tower, f->sprites);
  tw_map_canvas_set_floor (f->canvas, data != NULL ? data : "sample0");
  f->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (f->scroller), GTK_WIDGET (f->canvas));
  f->window = test_window_with (f->scroller, 640, 600);
  f->renderer = test_cairo_renderer_new ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gsk_renderer_unrealize (f->renderer);
  g_object_unref (f->renderer);
  gtk_window_destroy (f->window);
  g_object_unref (f->sprites);
  json_decref (f->tower);
}

static void
render (Fixture *f, TestImage *out)
{
  test_settle_widget (GTK_WIDGET (f->canvas));
  test_render_widget (GTK_WIDGET (f->canvas), f->renderer, out);
}

static guint32
cell_pixel (Fixture *f, const TestImage *image, int x, int y, double fx, double fy)
{
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, x, y, &cell);
  return test_image_pixel (image, (int)(cell.origin.x + cell.size.width * fx),
                           (int)(cell.origin.y + cell.size.height * fy));
}

static guint32
sheet_pixel (const char *sheet, const char *cls, const char *id, int px, int py)
{
  g_autofree char *dir = test_sample_project_dir ();
  g_autofree char *file = g_strconcat (sheet, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, "materials", file, NULL);
  TestImage image;
  test_image_load_png (path, &image);
  g_autoptr (GError) error = NULL;
  g_autofree char *icons_path = g_build_filename (dir, "icons.js", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (icons_path, &text, NULL, &error));
  json_t *all = json_loads (strchr (text, '{'), JSON_DISABLE_EOF_CHECK, NULL);
  int row = (int)json_integer_value (json_object_get (json_object_get (all, cls), id));
  json_decref (all);
  guint32 pixel = test_image_pixel (&image, px, row * 32 + py);
  test_image_clear (&image);
  return pixel;
}

/* The sample tileset's pixel, over `under` when it is not opaque. */
static guint32
tileset_pixel (int px, int py, guint32 under)
{
  g_autofree char *dir = test_sample_project_dir ();
  g_autofree char *path = g_build_filename (dir, "tilesets", "magictower.png", NULL);
  TestImage image;
  test_image_load_png (path, &image);
  guint32 pixel = test_image_pixel (&image, px, py);
  test_image_clear (&image);
  guint32 alpha = pixel >> 24;
  if (alpha == 255)
    return pixel;
  guint32 out = 0;
  for (int shift = 0; shift < 32; shift += 8)
    {
      guint32 t = ((under >> shift) & 0xff) * (255 - alpha) + 128;
      out |= MIN (((pixel >> shift) & 0xff) + ((t + (t >> 8)) >> 8), 255u) << shift;
    }
  return out;
}

/* At zoom 1 a cell shows its sprite's frame 0 pixel for pixel; an empty cell
 * shows the floor's defaultGround. */
static void
test_sprite_pixels (Fixture *f, gconstpointer data)
{
  TestImage image;
  render (f, &image);
  g_assert_cmpint (tw_map_canvas_get_cell (f->canvas, 7, 6), ==, 1);   /* yellowWall */
  g_assert_cmpint (tw_map_canvas_get_cell (f->canvas, 0, 7), ==, 201); /* greenSlime */
  g_assert_cmpint (tw_map_canvas_get_cell (f->canvas, 6, 1), ==, 0);

  guint32 wall = sheet_pixel ("animates", "animates", "yellowWall", 16, 16);
  guint32 slime = sheet_pixel ("enemys", "enemys", "greenSlime", 16, 20);
  guint32 ground = sheet_pixel ("terrains", "terrains", "ground", 16, 16);
  /* (7, 6) has tileset cell 10181 on the fgmap over the wall: row 22,
   * column 5 of tilesets/magictower.png (8 cells a row), drawn over it. */
  g_assert_cmpint (tw_map_canvas_get_layer_cell (f->canvas, TW_LAYER_FG, 7, 6), ==, 10181);
  /* Inside the grid lines at the cell's edges. */
  for (int py = 2; py < 31; py += 4)
    for (int px = 2; px < 31; px += 4)
      g_assert_cmphex (cell_pixel (f, &image, 7, 6, px / 32.0, py / 32.0), ==,
                       tileset_pixel (5 * 32 + px, 22 * 32 + py,
                                      sheet_pixel ("animates", "animates", "yellowWall", px, py)));
  test_image_clear (&image);
  tw_map_canvas_set_layer_mode (f->canvas, TW_LAYER_FG, TW_LAYER_HIDDEN);
  render (f, &image);
  g_assert_cmphex (cell_pixel (f, &image, 7, 6, 0.5, 0.5), ==, wall);
  g_assert_cmphex (cell_pixel (f, &image, 0, 7, 0.5, 20 / 32.0), ==, slime);
  g_assert_cmphex (cell_pixel (f, &image, 6, 1, 0.5, 0.5), ==, ground);
  g_assert_cmphex (wall, !=, ground);
  test_image_clear (&image);
}

/* sample1's defaultGround is grass (its background image and snow taken
 * away, as they lie over the ground). */
static void
test_default_ground (Fixture *f, gconstpointer data)
{
  TestImage image;
  /* The status text names the weather drawn as a still overlay. */
  g_autofree char *text = tw_map_canvas_describe_cell (f->canvas, 4, 10);
  g_assert_nonnull (strstr (text, "Weather: snow, level 6."));
  json_t *floor = json_object_get (json_object_get (f->tower, "floors"), "sample1");
  json_object_del (floor, "images");
  json_object_del (floor, "weather");
  tw_map_canvas_set_tower (f->canvas, f->tower, f->sprites);
  tw_map_canvas_set_floor (f->canvas, "sample1");
  render (f, &image);
  g_assert_cmpint (tw_map_canvas_get_cell (f->canvas, 4, 10), ==, 0);
  guint32 grass = sheet_pixel ("terrains", "terrains", "grass", 16, 16);
  g_assert_cmphex (cell_pixel (f, &image, 4, 10, 0.5, 0.5), ==, grass);
  g_assert_cmphex (grass, !=, sheet_pixel ("terrains", "terrains", "ground", 16, 16));
  test_image_clear (&image);
}

static void
test_zoom_actions (Fixture *f, gconstpointer data)
{
  GtkWidget *widget = GTK_WIDGET (f->canvas);
  g_assert_cmpfloat (tw_map_canvas_get_zoom (f->canvas), ==, 1.0);
  g_assert_true (gtk_widget_activate_action (widget, "canvas.zoom-in", NULL));
  g_assert_cmpfloat (tw_map_canvas_get_zoom (f->canvas), ==, 1.5);
  g_assert_cmpint (tw_map_canvas_get_cell_pixels (f->canvas), ==, 48);
  g_assert_true (gtk_widget_activate_action (widget, "canvas.zoom-in", NULL));
  g_assert_cmpint (tw_map_canvas_get_cell_pixels (f->canvas), ==, 64);

  /* The canvas asks for zoom * floor pixels and draws cells that big. */
  int natural;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, ==, 13 * 64);
  TestImage image;
  render (f, &image);
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, 8, 6, &cell);
  g_assert_cmpfloat (cell.size.width, ==, 64);
  guint32 wall = sheet_pixel ("animates", "animates", "yellowWall", 16, 16);
  if (cell.origin.x >= 0 && cell.origin.x + 64 <= image.width && cell.origin.y >= 0
      && cell.origin.y + 64 <= image.height)
    g_assert_cmphex (cell_pixel (f, &image, 8, 6, 0.5 + 1 / 128.0, 0.5 + 1 / 128.0), ==, wall);
  test_image_clear (&image);

  g_assert_true (gtk_widget_activate_action (widget, "canvas.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (widget, "canvas.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (widget, "canvas.zoom-out", NULL));
  g_assert_cmpfloat (tw_map_canvas_get_zoom (f->canvas), ==, 0.75);
  g_assert_true (gtk_widget_activate_action (widget, "canvas.zoom-reset", NULL));
  g_assert_cmpfloat (tw_map_canvas_get_zoom (f->canvas), ==, 1.0);
  for (int i = 0; i < 20; i++)
    gtk_widget_activate_action (widget, "canvas.zoom-out", NULL);
  g_assert_cmpfloat (tw_map_canvas_get_zoom (f->canvas), ==, TW_MAP_CANVAS_ZOOM_MIN);
  for (int i = 0; i < 20; i++)
    gtk_widget_activate_action (widget, "canvas.zoom-in", NULL);
  g_assert_cmpfloat (tw_map_canvas_get_zoom (f->canvas), ==, TW_MAP_CANVAS_ZOOM_MAX);
}

static GtkEventController *
find_controller (GtkWidget *widget, GType type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller; /* the widget keeps it alive */
    }
  g_assert_not_reached ();
}

static void
record_hover (TwMapCanvas *canvas, int x, int y, GArray *seen)
{
  int pair[2] = { x, y };
  g_array_append_vals (seen, pair, 2);
}

static void
test_hover (Fixture *f, gconstpointer data)
{
  GtkEventController *motion
      = find_controller (GTK_WIDGET (f->canvas), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (f->canvas, "hover-changed", G_CALLBACK (record_hover), seen);
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, 0, 7, &cell);
  g_signal_emit_by_name (motion, "motion", cell.origin.x + 3.0, cell.origin.y + 30.0);
  g_signal_emit_by_name (motion, "motion", cell.origin.x + 9.0, cell.origin.y + 20.0);
  g_assert_cmpuint (seen->len, ==, 2); /* one change, not one per motion */
  g_assert_cmpint (g_array_index (seen, int, 0), ==, 0);
  g_assert_cmpint (g_array_index (seen, int, 1), ==, 7);
  int x, y;
  tw_map_canvas_get_hover (f->canvas, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 7);
  g_autofree char *text = tw_map_canvas_describe_cell (f->canvas, x, y);
  g_assert_cmpstr (text, ==, "(0, 7) greenSlime 绿头怪 enemys");
  g_autofree char *empty = tw_map_canvas_describe_cell (f->canvas, 6, 1);
  g_assert_cmpstr (empty, ==, "(6, 1) empty");
  g_autofree char *outside = tw_map_canvas_describe_cell (f->canvas, 13, 0);
  g_assert_cmpstr (outside, ==, "(13, 0) outside the floor");

  /* Off the floor (the floor is centred in a larger view), then leaving. */
  tw_map_canvas_cell_bounds (f->canvas, 0, 0, &cell);
  g_signal_emit_by_name (motion, "motion", cell.origin.x - 5.0, cell.origin.y + 5.0);
  g_assert_cmpuint (seen->len, ==, 4);
  g_assert_cmpint (g_array_index (seen, int, 2), ==, -1);
  tw_map_canvas_cell_bounds (f->canvas, 12, 12, &cell);
  g_signal_emit_by_name (motion, "motion", cell.origin.x + 1.0, cell.origin.y + 1.0);
  g_assert_cmpint (g_array_index (seen, int, 4), ==, 12);
  g_signal_emit_by_name (motion, "leave");
  tw_map_canvas_get_hover (f->canvas, &x, &y);
  g_assert_cmpint (x, ==, -1);
}

/* A floor of width x height cells with a pattern of sample tiles. */
static json_t *
big_floor (int width, int height)
{
  static const int tiles[] = { 0, 1, 0, 201, 27, 0, 3, 21, 0, 87, 2, 0, 205, 0, 81 };
  json_t *map = json_array ();
  for (int y = 0; y < height; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < width; x++)
        json_array_append_new (row, json_integer (tiles[(x * 7 + y * 3) % G_N_ELEMENTS (tiles)]));
      json_array_append_new (map, row);
    }
  return json_pack ("{s:s, s:i, s:i, s:s, s:o}", "floorId", "big", "width", width, "height", height,
                    "defaultGround", "ground", "map", map);
}

static void
scroll_to (Fixture *f, double x, double y)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (f->scroller);
  gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (scroller), x);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scroller), y);
}

static void
test_culling (Fixture *f, gconstpointer data)
{
  json_object_set_new (json_object_get (f->tower, "floors"), "big", big_floor (200, 200));
  tw_map_canvas_set_floor (f->canvas, "big");
  gtk_window_set_default_size (f->window, 320, 240);
  gtk_widget_set_size_request (f->scroller, 320, 240);
  test_settle_widget (GTK_WIDGET (f->canvas));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (f->scroller), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_EXTERNAL);
  test_settle_widget (GTK_WIDGET (f->canvas));
  int vw = gtk_widget_get_width (GTK_WIDGET (f->canvas));
  int vh = gtk_widget_get_height (GTK_WIDGET (f->canvas));
  g_assert_cmpint (vw, <, 1000);

  scroll_to (f, 100 * 32, 100 * 32);
  test_settle_widget (GTK_WIDGET (f->canvas));
  tw_map_canvas_flush_cache (f->canvas);
  TestImage image;
  test_render_widget (GTK_WIDGET (f->canvas), f->renderer, &image);
  TwMapCanvasStats stats;
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpint (stats.visible_cells.x, ==, 100);
  g_assert_cmpint (stats.visible_cells.y, ==, 100);
  g_assert_cmpint (stats.visible_cells.width, ==, (vw + 31) / 32);
  g_assert_cmpint (stats.visible_cells.height, ==, (vh + 31) / 32);
  /* Only the chunks under the view were rasterised: a few hundred cells, not 40000. */
  g_assert_cmpuint (stats.cells_rasterized, >=,
                    (guint)(stats.visible_cells.width * stats.visible_cells.height));
  g_assert_cmpuint (stats.cells_rasterized, <=, 4 * (guint)(vw / 32 + 8) * (vh / 32 + 8));
  /* The top-left cell on screen is (100, 100). */
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, 100, 100, &cell);
  g_assert_cmpfloat (cell.origin.x, ==, 0);
  g_assert_cmpfloat (cell.origin.y, ==, 0);
  int cx, cy;
  g_assert_true (tw_map_canvas_cell_at (f->canvas, 40, 40, &cx, &cy));
  g_assert_cmpint (cx, ==, 101);
  g_assert_cmpint (cy, ==, 101);
  test_image_clear (&image);

  /* A second frame reuses the cached chunks; a changed cell redraws one chunk. */
  test_render_widget (GTK_WIDGET (f->canvas), f->renderer, &image);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpuint (stats.cells_rasterized, ==, 0);
  g_assert_cmpuint (stats.chunks_drawn, >, 0);
  test_image_clear (&image);
  guint64 total_before = stats.total_cells_rasterized;

  json_array_set_new (
      json_array_get (
          json_object_get (json_object_get (json_object_get (f->tower, "floors"), "big"), "map"),
          101),
      101, json_integer (1));
  tw_map_canvas_queue_cells_redraw (f->canvas, 101, 101, 1, 1);
  render (f, &image);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpuint (stats.total_cells_rasterized - total_before, >, 0);
  g_assert_cmpuint (stats.total_cells_rasterized - total_before, <=, 8 * 8);
  g_assert_cmphex (cell_pixel (f, &image, 101, 101, 0.5, 0.5), ==,
                   sheet_pixel ("animates", "animates", "yellowWall", 16, 16));
  test_image_clear (&image);

  /* Zoomed out, the whole view is still a bounded set of cells. */
  tw_map_canvas_set_zoom (f->canvas, 0.25);
  test_settle_widget (GTK_WIDGET (f->canvas));
  tw_map_canvas_flush_cache (f->canvas);
  test_render_widget (GTK_WIDGET (f->canvas), f->renderer, &image);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpint (stats.visible_cells.width, <=, vw / 8 + 1);
  g_assert_cmpuint (stats.cells_rasterized, <, 200 * 200 / 4);
  test_image_clear (&image);
}

/* Simulate mode writes live tiles into the floor in place and asks the
 * canvas to redraw what changed: only the chunk under a changed cell is
 * rasterised again, nothing when no cell changed (issue 20). */
static void
test_changed_cells (Fixture *f, gconstpointer data)
{
  json_object_set_new (json_object_get (f->tower, "floors"), "big", big_floor (200, 200));
  tw_map_canvas_set_floor (f->canvas, "big");
  gtk_widget_set_size_request (f->scroller, 320, 240);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (f->scroller), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_EXTERNAL);
  test_settle_widget (GTK_WIDGET (f->canvas));
  scroll_to (f, 100 * 32, 100 * 32);
  TestImage image;
  render (f, &image);
  test_image_clear (&image);
  TwMapCanvasStats stats;
  tw_map_canvas_get_stats (f->canvas, &stats);
  guint64 total_before = stats.total_cells_rasterized;
  g_assert_cmpuint (total_before, >, 0);

  /* Nothing changed: the cached chunks are drawn as they are. */
  tw_map_canvas_queue_changed_cells (f->canvas);
  render (f, &image);
  test_image_clear (&image);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpuint (stats.total_cells_rasterized, ==, total_before);

  /* Two cells of one chunk (cells 96-103), one set in place, one replaced. */
  json_t *map
      = json_object_get (json_object_get (json_object_get (f->tower, "floors"), "big"), "map");
  json_t *row = json_array_get (map, 101);
  json_integer_set (json_array_get (row, 101), 1);
  json_array_set_new (row, 102, json_integer (1));
  tw_map_canvas_queue_changed_cells (f->canvas);
  render (f, &image);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpuint (stats.total_cells_rasterized - total_before, ==, 8 * 8);
  guint32 wall = sheet_pixel ("animates", "animates", "yellowWall", 16, 16);
  g_assert_cmphex (cell_pixel (f, &image, 101, 101, 0.5, 0.5), ==, wall);
  g_assert_cmphex (cell_pixel (f, &image, 102, 101, 0.5, 0.5), ==, wall);
  test_image_clear (&image);
}

/* Checks one 16x16 quarter of a cell against a 16x16 piece of the
 * autotile sheet, on the piece's opaque pixels. */
static void
assert_quarter (Fixture *f, const TestImage *image, const TestImage *sheet, int x, int y, int qx,
                int qy, int sheet_x, int sheet_y)
{
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, x, y, &cell);
  int opaque = 0;
  g_test_message ("cell (%d, %d) quarter (%d, %d) from sheet (%d, %d)", x, y, qx, qy, sheet_x,
                  sheet_y);
  for (int py = 0; py < 16; py++)
    for (int px = 0; px < 16; px++)
      {
        guint32 want = test_image_pixel (sheet, sheet_x + px, sheet_y + py);
        if (TEST_A (want) != 255)
          continue;
        opaque++;
        g_assert_cmphex (test_image_pixel (image, (int)cell.origin.x + qx * 16 + px,
                                           (int)cell.origin.y + qy * 16 + py),
                         ==, want);
      }
  g_assert_cmpint (opaque, >, 64);
}

/* sample0's hedge (autotile, tile 20) runs down column 5 from the top edge
 * and turns left along row 3: its cells join with their neighbours. */
static void
test_autotile_joins (Fixture *f, gconstpointer data)
{
  g_autofree char *dir = test_sample_project_dir ();
  g_autofree char *path = g_build_filename (dir, "autotiles", "autotile.png", NULL);
  TestImage sheet, image;
  test_image_load_png (path, &sheet);
  g_object_set (f->canvas, "show-grid", FALSE, NULL); /* grid lines cover quarter edges */
  /* The fgmap's tileset cells cover (5, 2) to (5, 8). */
  tw_map_canvas_set_layer_mode (f->canvas, TW_LAYER_FG, TW_LAYER_HIDDEN);
  render (f, &image);
  g_assert_cmpint (tw_map_canvas_get_cell (f->canvas, 5, 1), ==, 20);
  /* (5, 1): hedge above and below, nothing beside: left and right edges. */
  assert_quarter (f, &image, &sheet, 5, 1, 0, 0, 0 + 0, 64 + 0);
  assert_quarter (f, &image, &sheet, 5, 1, 1, 1, 64 + 16, 64 + 16);
  /* (5, 3): hedge above and left, not up-left: an inner corner top-left;
   * nothing right or below: an outer corner bottom-right. */
  assert_quarter (f, &image, &sheet, 5, 3, 0, 0, 64, 0);
  assert_quarter (f, &image, &sheet, 5, 3, 1, 1, 64 + 16, 96 + 16);
  /* (3, 3): hedge right only (a wizard stands left): mota-js's join index
   * 8 draws the top and bottom halves of the block's left column, so the
   * top-right quarter is the outer corner cell's right half. */
  assert_quarter (f, &image, &sheet, 3, 3, 0, 0, 0, 32);
  assert_quarter (f, &image, &sheet, 3, 3, 1, 0, 16, 32);
  assert_quarter (f, &image, &sheet, 3, 3, 1, 1, 16, 112);
  test_image_clear (&image);
  test_image_clear (&sheet);
}

/* A resize replaces the floor's map array: the canvas follows it on the
 * next change notice and never reads the old, freed array. */
static void
test_map_replaced (Fixture *f, gconstpointer data)
{
  json_t *floor = json_object_get (json_object_get (f->tower, "floors"), "sample0");
  json_t *wide = big_floor (20, 15);
  json_object_set (floor, "map", json_object_get (wide, "map"));
  json_decref (wide);
  g_assert_cmpint (tw_map_canvas_get_floor_width (f->canvas), ==, 13); /* not yet told */
  TestImage image;
  render (f, &image); /* draws the old map, which it still holds */
  test_image_clear (&image);
  tw_map_canvas_queue_cells_redraw (f->canvas, 0, 0, 1, 1);
  g_assert_cmpint (tw_map_canvas_get_floor_width (f->canvas), ==, 20);
  g_assert_cmpint (tw_map_canvas_get_floor_height (f->canvas), ==, 15);
  g_assert_cmpint (tw_map_canvas_get_cell (f->canvas, 1, 3), ==, 1);
  render (f, &image);
  g_assert_cmphex (cell_pixel (f, &image, 1, 3, 0.5, 0.5), ==,
                   sheet_pixel ("animates", "animates", "yellowWall", 16, 16));
  test_image_clear (&image);
}

static void
on_activated (TwMapCanvas *c, int x, int y, guint button, GString *log)
{
  g_string_append_printf (log, "activated %d,%d,%u;", x, y, button);
}

static void
on_begin (TwMapCanvas *c, int x, int y, guint button, GString *log)
{
  g_string_append_printf (log, "begin %d,%d;", x, y);
}

static void
on_cell (TwMapCanvas *c, int x, int y, GString *log)
{
  g_string_append_printf (log, "%d,%d;", x, y);
}

static void
on_end (TwMapCanvas *c, int x, int y, GString *log)
{
  g_string_append_printf (log, "end %d,%d", x, y);
}

static GtkGesture *
find_drag (GtkWidget *widget, guint button)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button)
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

/* A drag becomes cell-activated, stroke-begin, one stroke-cell per cell on
 * the line (no gaps however fast the pointer moves) and stroke-end. */
static void
test_strokes (Fixture *f, gconstpointer data)
{
  g_autoptr (GString) log = g_string_new (NULL);
  g_signal_connect (f->canvas, "cell-activated", G_CALLBACK (on_activated), log);
  g_signal_connect (f->canvas, "stroke-begin", G_CALLBACK (on_begin), log);
  g_signal_connect (f->canvas, "stroke-cell", G_CALLBACK (on_cell), log);
  g_signal_connect (f->canvas, "stroke-end", G_CALLBACK (on_end), log);
  GtkGesture *drag = find_drag (GTK_WIDGET (f->canvas), GDK_BUTTON_PRIMARY);
  graphene_rect_t start;
  tw_map_canvas_cell_bounds (f->canvas, 1, 1, &start);
  double sx = start.origin.x + 16, sy = start.origin.y + 16;
  g_signal_emit_by_name (drag, "drag-begin", sx, sy);
  g_signal_emit_by_name (drag, "drag-update", 5.0, 3.0);           /* same cell: nothing */
  g_signal_emit_by_name (drag, "drag-update", 4 * 32.0, 2 * 32.0); /* to (5, 3) */
  g_signal_emit_by_name (drag, "drag-update", 4 * 32.0, 3 * 32.0); /* to (5, 4) */
  g_signal_emit_by_name (drag, "drag-end", 4 * 32.0, 3 * 32.0);
  g_assert_cmpstr (log->str, ==, "activated 1,1,1;begin 1,1;2,2;3,2;4,3;5,3;5,4;end 5,4");

  /* Secondary click: cell-activated with button 3, no stroke. */
  g_string_truncate (log, 0);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->canvas));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (controller))
        g_signal_emit_by_name (controller, "pressed", 1, sx + 64, sy);
    }
  g_assert_cmpstr (log->str, ==, "activated 3,1,3;");
}

/* Space + primary drag and middle drag move the view, and paint nothing. */
static void
test_pan (Fixture *f, gconstpointer data)
{
  tw_map_canvas_set_zoom (f->canvas, 4.0);
  test_settle_widget (GTK_WIDGET (f->canvas));
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (f->scroller);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scroller);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (h, 300);
  gtk_adjustment_set_value (v, 300);
  g_autoptr (GString) log = g_string_new (NULL);
  g_signal_connect (f->canvas, "stroke-begin", G_CALLBACK (on_begin), log);
  g_signal_connect (f->canvas, "stroke-cell", G_CALLBACK (on_cell), log);

  GtkEventController *keys
      = find_controller (GTK_WIDGET (f->canvas), GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_space, 0, 0, &handled);
  g_assert_true (handled);
  GtkGesture *primary = find_drag (GTK_WIDGET (f->canvas), GDK_BUTTON_PRIMARY);
  g_signal_emit_by_name (primary, "drag-begin", 100.0, 100.0);
  g_signal_emit_by_name (primary, "drag-update", -40.0, 25.0);
  g_signal_emit_by_name (primary, "drag-end", -40.0, 25.0);
  g_signal_emit_by_name (keys, "key-released", GDK_KEY_space, 0, 0);
  g_assert_cmpfloat (gtk_adjustment_get_value (h), ==, 340);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 275);
  g_assert_cmpstr (log->str, ==, "");

  GtkGesture *middle = find_drag (GTK_WIDGET (f->canvas), GDK_BUTTON_MIDDLE);
  g_signal_emit_by_name (middle, "drag-begin", 100.0, 100.0);
  g_signal_emit_by_name (middle, "drag-update", 60.0, -10.0);
  g_signal_emit_by_name (middle, "drag-end", 60.0, -10.0);
  g_assert_cmpfloat (gtk_adjustment_get_value (h), ==, 280);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 285);

  /* Without Space, the same primary drag paints again. */
  g_signal_emit_by_name (primary, "drag-begin", 100.0, 100.0);
  g_signal_emit_by_name (primary, "drag-end", 0.0, 0.0);
  g_assert_cmpstr (log->str, !=, "");
  g_assert_cmpfloat (gtk_adjustment_get_value (h), ==, 280);
}

static char *
damage_for_test (const char *enemy_id, gboolean *can_win, gpointer user_data)
{
  if (g_strcmp0 (enemy_id, "greenSlime") != 0)
    return NULL;
  *can_win = FALSE;
  return g_strdup ("8888");
}

/* Pixels of the cell's region that pass `test`, for overlay checks. */
static int
count_pixels (Fixture *f, const TestImage *image, int x, int y, double fx0, double fy0, double fx1,
              double fy1, gboolean (*test) (guint32))
{
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, x, y, &cell);
  int count = 0;
  for (int py = (int)(cell.origin.y + fy0 * cell.size.height);
       py < (int)(cell.origin.y + fy1 * cell.size.height); py++)
    for (int px = (int)(cell.origin.x + fx0 * cell.size.width);
         px < (int)(cell.origin.x + fx1 * cell.size.width); px++)
      count += test (test_image_pixel (image, px, py));
  return count;
}

static gboolean
is_strong_red (guint32 p)
{
  return TEST_R (p) > 200 && TEST_G (p) < 90 && TEST_B (p) < 90;
}

static gboolean
is_badge_blue (guint32 p)
{
  return TEST_B (p) > 80 && TEST_B (p) > TEST_R (p) + 40 && TEST_G (p) < 90;
}

static gboolean
is_cyan (guint32 p)
{
  return TEST_G (p) > 150 && TEST_B (p) > 150 && TEST_R (p) < 90;
}

static gboolean
is_gold (guint32 p)
{
  return TEST_R (p) > 200 && TEST_G (p) > 150 && TEST_B (p) < 80;
}

/* The definition of the enemy standing at (x, y) of a floor of the tower. */
static json_t *
enemy_at (Fixture *f, const char *floor_id, int x, int y)
{
  json_t *floor = json_object_get (json_object_get (f->tower, "floors"), floor_id);
  json_t *row = json_array_get (json_object_get (floor, "map"), (size_t)y);
  g_autofree char *number = g_strdup_printf ("%" JSON_INTEGER_FORMAT,
                                             json_integer_value (json_array_get (row, (size_t)x)));
  json_t *tile = json_object_get (json_object_get (f->tower, "maps"), number);
  json_t *enemy = json_object_get (json_object_get (f->tower, "enemys"),
                                   json_string_value (json_object_get (tile, "id")));
  g_assert_nonnull (enemy);
  return enemy;
}

static void
test_overlays (Fixture *f, gconstpointer data)
{
  TestImage plain, drawn;
  render (f, &plain);

  /* Damage: bottom-left of each enemy the function knows, red when the hero cannot win. */
  tw_map_canvas_set_damage_func (f->canvas, damage_for_test, NULL, NULL);
  g_object_set (f->canvas, "show-damage", TRUE, NULL);
  render (f, &drawn);
  g_assert_cmpint (count_pixels (f, &drawn, 0, 7, 0, 0.5, 1, 1, is_strong_red), >,
                   count_pixels (f, &plain, 0, 7, 0, 0.5, 1, 1, is_strong_red) + 10);
  /* redSlime (205 at 1,7) has no forecast: unchanged. */
  g_assert_cmpint (count_pixels (f, &drawn, 1, 7, 0, 0.5, 1, 1, is_strong_red), ==,
                   count_pixels (f, &plain, 1, 7, 0, 0.5, 1, 1, is_strong_red));
  test_image_clear (&drawn);
  g_object_set (f->canvas, "show-damage", FALSE, NULL);

  /* Badges: only enemies with timeCost > 0. The enemy at (1, 7) is made
   * unscheduled whatever the sample gives it. */
  json_object_del (enemy_at (f, "sample0", 1, 7), "timeCost");
  json_t *slime = json_object_get (json_object_get (f->tower, "enemys"), "greenSlime");
  json_object_set_new (slime, "timeCost", json_integer (3));
  json_object_set_new (slime, "actType", json_string ("patrol"));
  json_object_set_new (slime, "actArgs", json_pack ("{s:[[i,i],[i,i]]}", "route", 0, 4, 3, 4));
  g_object_set (f->canvas, "show-badges", TRUE, NULL);
  render (f, &drawn);
  g_assert_cmpint (count_pixels (f, &drawn, 0, 7, 0, 0, 1, 0.5, is_badge_blue), >,
                   count_pixels (f, &plain, 0, 7, 0, 0, 1, 0.5, is_badge_blue) + 20);
  g_assert_cmpint (count_pixels (f, &drawn, 1, 7, 0, 0, 1, 0.5, is_badge_blue), ==,
                   count_pixels (f, &plain, 1, 7, 0, 0, 1, 0.5, is_badge_blue));
  test_image_clear (&drawn);
  g_object_set (f->canvas, "show-badges", FALSE, NULL);

  /* Routes: a line from (0, 7) up to the route cell (0, 4) passes (0, 5). */
  g_object_set (f->canvas, "show-routes", TRUE, NULL);
  render (f, &drawn);
  g_assert_cmpint (count_pixels (f, &drawn, 0, 6, 0.3, 0, 0.7, 1, is_cyan), >,
                   count_pixels (f, &plain, 0, 6, 0.3, 0, 0.7, 1, is_cyan) + 20);
  /* (3, 4) to (0, 4) is on the route, back along row 4; row 2 is not. */
  g_assert_cmpint (count_pixels (f, &drawn, 2, 4, 0, 0.3, 1, 0.7, is_cyan), >,
                   count_pixels (f, &plain, 2, 4, 0, 0.3, 1, 0.7, is_cyan) + 20);
  g_assert_cmpint (count_pixels (f, &drawn, 2, 2, 0, 0, 1, 1, is_cyan), ==,
                   count_pixels (f, &plain, 2, 2, 0, 0, 1, 1, is_cyan));
  test_image_clear (&drawn);
  g_object_set (f->canvas, "show-routes", FALSE, NULL);

  /* Passability: an empty cell turns greener, a wall redder. */
  g_object_set (f->canvas, "show-passability", TRUE, NULL);
  render (f, &drawn);
  guint32 empty_before = cell_pixel (f, &plain, 6, 1, 0.5, 0.5);
  guint32 empty_after = cell_pixel (f, &drawn, 6, 1, 0.5, 0.5);
  g_assert_cmpint (TEST_G (empty_after) - TEST_R (empty_after), >,
                   TEST_G (empty_before) - TEST_R (empty_before) + 20);
  guint32 wall_before = cell_pixel (f, &plain, 7, 6, 0.5, 0.5);
  guint32 wall_after = cell_pixel (f, &drawn, 7, 6, 0.5, 0.5);
  g_assert_cmpint (TEST_R (wall_after) - TEST_G (wall_after), >,
                   TEST_R (wall_before) - TEST_G (wall_before) + 20);
  test_image_clear (&drawn);

  /* The hero's start (sample0, 6, 10) is marked in gold. */
  g_assert_cmpint (count_pixels (f, &plain, 6, 10, 0, 0, 1, 1, is_gold), >, 30);
  g_assert_cmpint (count_pixels (f, &plain, 6, 9, 0, 0, 1, 1, is_gold), ==, 0);
  test_image_clear (&plain);
}

/* The main window puts the canvas in the map pane and the palette in the
 * palette pane, on the tower's start floor. */
static void
test_window_shows_tower (void)
{
  const char *root = g_getenv ("TW_SOURCE_ROOT");
  g_autofree char *sample = g_build_filename (root, "data", "sample", NULL);
  TwWindow *window = tw_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_open_sync (window, sample, &error));
  g_assert_no_error (error);
  test_wait_until_mapped (GTK_WIDGET (window));

  GtkWidget *map_panel = ui_test_find (GTK_WIDGET (window), "map-panel");
  GtkWidget *palette_panel = ui_test_find (GTK_WIDGET (window), "palette-panel");
  g_assert_nonnull (map_panel);
  g_assert_nonnull (palette_panel);
  TwMapCanvas *canvas = TW_MAP_CANVAS (test_find_type (map_panel, TW_TYPE_MAP_CANVAS));
  g_assert_nonnull (canvas);
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample0");
  g_assert_cmpint (tw_map_canvas_get_floor_width (canvas), ==, 13);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (canvas)));
  g_assert_cmpuint (tw_sprites_get_sheet_count (tw_map_canvas_get_sprites (canvas)), >, 0);
  TwPalette *palette = TW_PALETTE (test_find_type (palette_panel, TW_TYPE_PALETTE));
  g_assert_nonnull (palette);
  g_assert_cmpuint (g_list_model_get_n_items (tw_palette_get_rows (palette)), >, 200);

  /* Opening again replaces the content, not the widgets. */
  g_assert_true (tw_window_open_sync (window, sample, &error));
  g_assert_true (TW_MAP_CANVAS (test_find_type (map_panel, TW_TYPE_MAP_CANVAS)) == canvas);
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample0");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Simulate mode's gauges (none scheduled): only puts the canvas in simulate mode. */
static void
no_gauge (TwGaugeVisit visit, gpointer visit_data, gpointer user_data)
{
}

static void
set_layer_cell (Fixture *f, const char *member, int x, int y, int number)
{
  json_t *floor = json_object_get (json_object_get (f->tower, "floors"), "sample0");
  json_t *row = json_array_get (json_object_get (floor, member), (size_t)y);
  g_assert_nonnull (row);
  json_array_set_new (row, (size_t)x, json_integer (number));
}

/* Simulate mode draws enemies apart from the cached tile chunks: a tick
 * where only enemies move rasterises no chunk, and what shows is, pixel for
 * pixel, what the tile pass draws with the enemies in the chunks. Covered:
 * a tall enemy's head over an enemy above it, an enemy under a tall npc's
 * head (kept in the chunks), enemies under fgmap tiles (kept in the chunks).
 * Run with either renderer (tests/ui/meson.build runs it again with cairo). */
static void
test_live_enemies (Fixture *f, gconstpointer data)
{
  const int slime = 201, angel = 261 /* enemy48: 32x48 */, npc = 133 /* npc48 */;
  set_layer_cell (f, "map", 6, 2, slime);
  set_layer_cell (f, "map", 6, 3, angel); /* its head over the slime */
  set_layer_cell (f, "map", 6, 4, slime);
  set_layer_cell (f, "map", 6, 5, npc); /* its head over that slime */
  set_layer_cell (f, "map", 9, 5, slime);
  set_layer_cell (f, "fgmap", 9, 5, 10181); /* a slime under an fgmap tile */
  set_layer_cell (f, "map", 11, 5, angel);
  set_layer_cell (f, "fgmap", 11, 4, 10181); /* an angel's head under one */
  tw_map_canvas_set_tower (f->canvas, f->tower, f->sprites);
  tw_map_canvas_set_floor (f->canvas, "sample0");
  tw_map_canvas_set_gauge_func (f->canvas, no_gauge, NULL, NULL);
  TestImage image;
  render (f, &image);
  test_image_clear (&image);
  TwMapCanvasStats stats;
  tw_map_canvas_get_stats (f->canvas, &stats);
  guint64 rasterized = stats.total_cells_rasterized;
  g_assert_cmpuint (rasterized, >, 0);

  /* A tick: the slime of column 6 walks to row 10, the angel to row 8, its
   * head over the chunk above (chunks are 8 cells a side at zoom 1). */
  set_layer_cell (f, "map", 6, 2, 0);
  set_layer_cell (f, "map", 6, 3, 0);
  set_layer_cell (f, "map", 8, 10, slime);
  set_layer_cell (f, "map", 6, 8, angel);
  tw_map_canvas_queue_changed_cells (f->canvas);
  TestImage live;
  render (f, &live);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpuint (stats.total_cells_rasterized, ==, rasterized);
  g_assert_cmpuint (stats.cells_rasterized, ==, 0);
  g_assert_cmpuint (stats.chunks_drawn, >, 0);

  /* The same floor drawn whole by the tile pass, the enemies in the chunks. */
  tw_map_canvas_set_gauge_func (f->canvas, NULL, NULL, NULL);
  TestImage whole;
  render (f, &whole);
  tw_map_canvas_get_stats (f->canvas, &stats);
  g_assert_cmpuint (stats.total_cells_rasterized - rasterized, >=, 13 * 13);
  g_assert_cmpint (live.width, ==, whole.width);
  g_assert_cmpint (live.height, ==, whole.height);
  int differ = 0;
  for (int y = 0; y < live.height; y++)
    for (int x = 0; x < live.width; x++)
      if (test_image_pixel (&live, x, y) != test_image_pixel (&whole, x, y) && differ++ < 5)
        g_test_message ("pixel (%d, %d): %08x live, %08x whole", x, y,
                        test_image_pixel (&live, x, y), test_image_pixel (&whole, x, y));
  g_assert_cmpint (differ, ==, 0);
  /* The angel's head is there, in the chunk above: the cell above differs
   * once it is gone. */
  int head_differs = 0;
  TestImage gone;
  set_layer_cell (f, "map", 6, 8, 0);
  tw_map_canvas_queue_changed_cells (f->canvas);
  render (f, &gone);
  graphene_rect_t above;
  tw_map_canvas_cell_bounds (f->canvas, 6, 7, &above);
  for (int y = 0; y < 32; y++)
    for (int x = 0; x < 32; x++)
      head_differs += test_image_pixel (&gone, (int)above.origin.x + x, (int)above.origin.y + y)
                      != test_image_pixel (&whole, (int)above.origin.x + x,
                                           (int)above.origin.y + y);
  g_assert_cmpint (head_differs, >, 32);
  test_image_clear (&gone);
  test_image_clear (&live);
  test_image_clear (&whole);
}

static void
add (const char *path, const char *floor, void (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, floor, fixture_set_up, func, fixture_tear_down);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  add ("/ui/map-canvas/sprite-pixels", "sample0", test_sprite_pixels);
  add ("/ui/map-canvas/default-ground", "sample1", test_default_ground);
  add ("/ui/map-canvas/autotile-joins", "sample0", test_autotile_joins);
  add ("/ui/map-canvas/zoom-actions", "sample0", test_zoom_actions);
  add ("/ui/map-canvas/hover", "sample0", test_hover);
  add ("/ui/map-canvas/culling", "sample0", test_culling);
  add ("/ui/map-canvas/changed-cells", "sample0", test_changed_cells);
  add ("/ui/map-canvas/strokes", "sample0", test_strokes);
  add ("/ui/map-canvas/pan", "sample0", test_pan);
  add ("/ui/map-canvas/map-replaced", "sample0", test_map_replaced);
  add ("/ui/map-canvas/overlays", "sample0", test_overlays);
  add ("/ui/map-canvas/live-enemies", "sample0", test_live_enemies);
  g_test_add_func ("/ui/map-canvas/window-shows-tower", test_window_shows_tower);
  return g_test_run ();
}
