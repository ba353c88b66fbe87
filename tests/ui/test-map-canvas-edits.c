/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map canvas after edits: the floor renderer draws from its own copy of
 * the layers' tile numbers (tw-floor-render.c), so every way a cell changes
 * in place must reach it. A cell painted through the document on each layer
 * shows at once and goes back on undo, at zoom 1 and after a zoom change (a
 * cold redraw with the copy kept); a cell written into the tower's JSON the
 * way simulate mode does shows after tw_map_canvas_queue_changed_cells. A
 * stale copy would draw the old tile and fail. */
#include "tests/ui/editor-test-util.h"
#include "tests/ui/ui-test-util.h"

typedef struct
{
  TwWindow *window;
  TwDocument *doc;
  TwMapCanvas *canvas;
  GskRenderer *renderer;
  int wall, slime;
} Fixture;

/* The sample in a window, on its new empty 6x6 floor "T1". */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = editor_test_sample_on_new_floor ();
  f->doc = tw_window_get_document (f->window);
  f->canvas = tw_window_get_canvas (f->window);
  /* The tests share one X server, whose pointer may rest or move where this
   * window opens: a hover outline appearing between two renders would read
   * as a change outside the painted cell. An insensitive canvas hears no
   * pointer: a hovered cell it had by now stays as it is in every render. */
  gtk_widget_set_sensitive (GTK_WIDGET (f->canvas), FALSE);
  ui_test_flush ();
  f->renderer = test_cairo_renderer_new ();
  f->wall = tw_document_find_tile (f->doc, "yellowWall");
  f->slime = tw_document_find_tile (f->doc, "greenSlime");
  g_assert_cmpint (f->wall, >, 0);
  g_assert_cmpint (f->slime, >, 0);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gsk_renderer_unrealize (f->renderer);
  g_object_unref (f->renderer);
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_flush ();
}

static void
render (Fixture *f, TestImage *out)
{
  ui_test_flush ();
  test_settle_widget (GTK_WIDGET (f->canvas));
  test_render_widget (GTK_WIDGET (f->canvas), f->renderer, out);
}

/* Pixels that differ between two renders inside cell (x, y) and outside it. */
static void
count_changes (Fixture *f, const TestImage *a, const TestImage *b, int x, int y, guint *inside,
               guint *outside)
{
  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, x, y, &cell);
  *inside = *outside = 0;
  for (int py = 0; py < a->height; py++)
    for (int px = 0; px < a->width; px++)
      {
        if (test_image_pixel (a, px, py) == test_image_pixel (b, px, py))
          continue;
        gboolean in
            = graphene_rect_contains_point (&cell, &GRAPHENE_POINT_INIT (px + 0.5f, py + 0.5f));
        (*(in ? inside : outside))++;
      }
}

/* Paints the tile on the layer at (x, y) through the document, checks that
 * the cell and nothing else changes, undoes and checks the render is
 * `before` again, pixel for pixel. */
static void
paint_and_undo (Fixture *f, const char *layer, int x, int y, int tile, const TestImage *before)
{
  g_assert_true (tw_document_set_layer_cell (f->doc, "T1", layer, x, y, tile, NULL));
  TestImage painted;
  render (f, &painted);
  guint inside, outside;
  count_changes (f, before, &painted, x, y, &inside, &outside);
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (f->canvas, x, y, &cell);
  g_assert_cmpfloat (cell.size.width, >=, 16);
  /* The cell shows the new tile (a wall covers it all, a slime a fifth or more). */
  g_test_message ("%s (%d, %d): %u of %.0f pixels changed", layer, x, y, inside,
                  cell.size.width * cell.size.height);
  g_assert_cmpuint (inside, >, (guint)(cell.size.width * cell.size.height / 8));
  g_assert_cmpuint (outside, ==, 0);
  test_image_clear (&painted);

  g_assert_true (tw_document_undo (f->doc));
  TestImage undone;
  render (f, &undone);
  g_assert_cmpuint (test_image_count_differing (before, &undone), ==, 0);
  test_image_clear (&undone);
}

static void
test_document_edits (Fixture *f, gconstpointer data)
{
  /* The new floor has no bgmap or fgmap yet: the first paint makes one (a
   * new array, which the canvas reloads the floor for); after that cells
   * change in place. */
  g_assert_true (tw_document_set_layer_cell (f->doc, "T1", "bgmap", 0, 0, f->wall, NULL));
  g_assert_true (tw_document_set_layer_cell (f->doc, "T1", "fgmap", 0, 5, f->slime, NULL));
  static const double zooms[] = { 1.0, 0.5, 2.0 };
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      /* From the second zoom on the chunks are drawn cold, from the copy of
       * the cells the renderer already holds. */
      tw_map_canvas_set_zoom (f->canvas, zooms[z]);
      TestImage before;
      render (f, &before);
      paint_and_undo (f, "bgmap", 2, 3, f->wall, &before);
      paint_and_undo (f, "map", 4, 1, f->wall, &before);
      paint_and_undo (f, "map", 1, 4, f->slime, &before);
      paint_and_undo (f, "fgmap", 3, 2, f->slime, &before);
      test_image_clear (&before);
    }
}

/* An edit, then a zoom change before the next draw: the cold redraw shows it. */
static void
test_edit_then_zoom (Fixture *f, gconstpointer data)
{
  TestImage before;
  render (f, &before);
  g_assert_true (tw_document_set_cell (f->doc, "T1", 5, 5, f->wall, NULL));
  tw_map_canvas_set_zoom (f->canvas, 0.5);
  tw_map_canvas_set_zoom (f->canvas, 1.0);
  TestImage after;
  render (f, &after);
  guint inside, outside;
  count_changes (f, &before, &after, 5, 5, &inside, &outside);
  g_assert_cmpuint (inside, >, 32 * 32 / 2);
  g_assert_cmpuint (outside, ==, 0);
  test_image_clear (&before);
  test_image_clear (&after);
}

/* Simulate mode writes its tiles into the floor's JSON in place
 * (json_integer_set) and tells the canvas through queue_changed_cells. */
static void
test_changed_in_place (Fixture *f, gconstpointer data)
{
  json_t *tower = tw_map_canvas_get_tower (f->canvas);
  json_t *map = json_object_get (json_object_get (json_object_get (tower, "floors"), "T1"), "map");
  json_t *cell = json_array_get (json_array_get (map, 2), 1);
  g_assert_true (json_is_integer (cell));
  TestImage before;
  render (f, &before);
  json_integer_set (cell, f->wall);
  tw_map_canvas_queue_changed_cells (f->canvas);
  TestImage after;
  render (f, &after);
  guint inside, outside;
  count_changes (f, &before, &after, 1, 2, &inside, &outside);
  g_assert_cmpuint (inside, >, 32 * 32 / 2);
  g_assert_cmpuint (outside, ==, 0);
  json_integer_set (cell, 0);
  tw_map_canvas_queue_changed_cells (f->canvas);
  test_image_clear (&after);
  render (f, &after);
  g_assert_cmpuint (test_image_count_differing (&before, &after), ==, 0);
  test_image_clear (&before);
  test_image_clear (&after);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/ui/map-canvas/edits/document", Fixture, NULL, fixture_set_up, test_document_edits,
              fixture_tear_down);
  g_test_add ("/ui/map-canvas/edits/then-zoom", Fixture, NULL, fixture_set_up, test_edit_then_zoom,
              fixture_tear_down);
  g_test_add ("/ui/map-canvas/edits/in-place", Fixture, NULL, fixture_set_up, test_changed_in_place,
              fixture_tear_down);
  return g_test_run ();
}
