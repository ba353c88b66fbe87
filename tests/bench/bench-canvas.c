/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-canvas: how long the map canvas takes to draw a 200x200 floor in a
 * 1280x800 view at zooms 0.25, 1, 2 and 4, snapshot plus the cairo
 * renderer's render_texture. Three cases per zoom:
 *   steady  the same view again (tile chunks cached)
 *   pan     the view moves 48 px a frame (new chunks come into view)
 *   cold    the tile cache flushed before every frame (worst case: a zoom
 *           change or a full repaint)
 * Then the same on a floor with bgmap (tileset cells and autotiles), map
 * and fgmap (tileset cells) layers. The target is under 8 ms a frame. Run with `meson test
 * --benchmark`. With TW_BENCH_COLD set, only the hardest case, the three
 * layers' cold redraw at zoom 0.25, ten times (to profile it, or compare
 * builds on a busy machine by the least of the ten).
 *
 * The canvas draws for its window's renderer (cairo surfaces for the cairo
 * renderer, textures for GL), so the frames are rendered with the window's
 * own renderer, as the app does: rendering texture nodes with a cairo
 * renderer would time GTK converting every texture to floats and back,
 * which no window ever does. GSK_RENDERER chooses the renderer, cairo by
 * default (machines without GL, and the tests); GSK_RENDERER=gl times
 * GTK's GL renderer (under Xvfb, Mesa's software rasteriser). */
#include <gtk/gtk.h>
#include <time.h>

#include "tests/ui/ui-test-util.h"
#include "ui/tw-map-canvas.h"

#define FRAMES 40
#define SIZE 200

/* A layer of the big floor: the background all tileset floor cells and
 * autotile hedges, the foreground a tileset cell in one of seven. */
static json_t *
big_layer (gboolean background)
{
  json_t *grid = json_array ();
  for (int y = 0; y < SIZE; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < SIZE; x++)
        {
          int cell;
          if (background)
            cell = (x / 3 + y / 2) % 5 == 0 ? 20 : 10000 + (x + y) % 8;
          else
            cell = (x * 3 + y) % 7 == 0 ? 10169 + x % 8 : 0;
          json_array_append_new (row, json_integer (cell));
        }
      json_array_append_new (grid, row);
    }
  return grid;
}

static json_t *
big_floor (gboolean layers)
{
  static const int tiles[] = { 0, 1, 0, 201, 27, 0, 3, 21, 0, 87, 2, 0, 205, 0, 81, 20, 263 };
  json_t *map = json_array ();
  for (int y = 0; y < SIZE; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < SIZE; x++)
        json_array_append_new (row, json_integer (tiles[(x * 7 + y * 3) % G_N_ELEMENTS (tiles)]));
      json_array_append_new (map, row);
    }
  json_t *floor = json_pack ("{s:s, s:i, s:i, s:s, s:o}", "floorId", "big", "width", SIZE, "height",
                             SIZE, "defaultGround", "ground", "map", map);
  if (layers)
    {
      json_object_set_new (floor, "bgmap", big_layer (TRUE));
      json_object_set_new (floor, "fgmap", big_layer (FALSE));
    }
  return floor;
}

static char *
damage_text (const char *enemy_id, gboolean *can_win, gpointer data)
{
  *can_win = enemy_id[0] != 'r';
  return g_strdup_printf ("%d", (int)strlen (enemy_id) * 37);
}

typedef enum
{
  CASE_STEADY,
  CASE_PAN,
  CASE_COLD
} Case;

/* CPU time of this thread: on a shared machine wall time also counts the
 * other processes' turns. */
static double
thread_cpu_ms (void)
{
  struct timespec now;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

typedef struct
{
  double wall;
  double cpu;
} Timing;

static Timing
frame_ms (TwMapCanvas *canvas, GtkScrolledWindow *scroller, GskRenderer *renderer, Case kind)
{
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scroller);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (h,
                            (gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h)) / 3);
  gtk_adjustment_set_value (v,
                            (gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v)) / 3);
  graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (canvas)),
                                                 gtk_widget_get_height (GTK_WIDGET (canvas)));
  /* Warm up once so every case starts from a drawn view. */
  GskRenderNode *node = test_widget_to_node (GTK_WIDGET (canvas));
  g_object_unref (gsk_renderer_render_texture (renderer, node, &viewport));
  gsk_render_node_unref (node);

  gint64 start = g_get_monotonic_time ();
  double cpu_start = thread_cpu_ms ();
  for (int i = 0; i < FRAMES; i++)
    {
      if (kind == CASE_COLD)
        tw_map_canvas_flush_cache (canvas);
      else if (kind == CASE_PAN)
        {
          gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + 48);
          gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) + 24);
        }
      node = test_widget_to_node (GTK_WIDGET (canvas));
      GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &viewport);
      g_object_unref (texture);
      gsk_render_node_unref (node);
    }
  return (Timing){ (g_get_monotonic_time () - start) / 1000.0 / FRAMES,
                   (thread_cpu_ms () - cpu_start) / FRAMES };
}

int
main (int argc, char **argv)
{
  if (g_getenv ("GSK_RENDERER") == NULL)
    g_setenv ("GSK_RENDERER", "cairo", TRUE);
  gtk_init ();
  g_autofree char *project_dir = test_sample_project_dir ();
  json_t *tower = test_load_sample_tower ();
  json_object_set_new (json_object_get (tower, "floors"), "big", big_floor (FALSE));
  json_object_set_new (json_object_get (tower, "floors"), "layers", big_floor (TRUE));
  TwSprites *sprites = tw_sprites_new (tower, project_dir);
  TwMapCanvas *canvas = TW_MAP_CANVAS (tw_map_canvas_new ());
  tw_map_canvas_set_tower (canvas, tower, sprites);
  tw_map_canvas_set_floor (canvas, "big");
  tw_map_canvas_set_damage_func (canvas, damage_text, NULL, NULL);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (canvas));
  GtkWindow *window = test_window_with (scroller, 1280, 800);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  static const double zooms[] = { 0.25, 1.0, 2.0, 4.0 };
  if (g_getenv ("TW_BENCH_COLD") != NULL)
    {
      tw_map_canvas_set_floor (canvas, "layers");
      tw_map_canvas_set_zoom (canvas, zooms[0]);
      test_settle_widget (GTK_WIDGET (canvas));
      g_print ("# 3 layers, zoom 0.25, cold: ms per frame, wall / CPU\n");
      for (int i = 0; i < 10; i++)
        {
          Timing cold = frame_ms (canvas, GTK_SCROLLED_WINDOW (scroller), renderer, CASE_COLD);
          g_print ("%.2f/%.2f\n", cold.wall, cold.cpu);
        }
      gtk_window_destroy (window);
      g_object_unref (sprites);
      json_decref (tower);
      return 0;
    }

  double worst_steady = 0, worst_pan = 0;
  g_print ("# 200x200 floor, view %dx%d, %s, ms per frame (target < 8):\n"
           "# wall time / CPU time of the drawing thread\n",
           gtk_widget_get_width (GTK_WIDGET (canvas)), gtk_widget_get_height (GTK_WIDGET (canvas)),
           G_OBJECT_TYPE_NAME (renderer));
  g_print ("# overlays   zoom    steady         pan           cold\n");
  for (int overlays = 0; overlays < 3; overlays++)
    {
      /* Third pass: the floor with bg (tileset cells, autotiles), event and
       * fg (tileset cells) layers, grid only. */
      if (overlays == 2)
        tw_map_canvas_set_floor (canvas, "layers");
      g_object_set (canvas, "show-damage", overlays == 1, "show-badges", overlays == 1,
                    "show-routes", overlays == 1, NULL);
      for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
        {
          tw_map_canvas_set_zoom (canvas, zooms[z]);
          test_settle_widget (GTK_WIDGET (canvas));
          Timing steady = frame_ms (canvas, GTK_SCROLLED_WINDOW (scroller), renderer, CASE_STEADY);
          Timing pan = frame_ms (canvas, GTK_SCROLLED_WINDOW (scroller), renderer, CASE_PAN);
          Timing cold = frame_ms (canvas, GTK_SCROLLED_WINDOW (scroller), renderer, CASE_COLD);
          worst_steady = MAX (worst_steady, steady.cpu);
          worst_pan = MAX (worst_pan, pan.cpu);
          g_print ("  %-9s %5.2f %6.2f/%-6.2f %6.2f/%-6.2f %6.2f/%-6.2f\n",
                   overlays == 2 ? "3 layers"
                   : overlays    ? "grid+all"
                                 : "grid",
                   zooms[z], steady.wall, steady.cpu, pan.wall, pan.cpu, cold.wall, cold.cpu);
        }
    }
  g_print ("# worst CPU: steady %.2f ms, pan %.2f ms: %s\n", worst_steady, worst_pan,
           worst_steady < 8 && worst_pan < 8 ? "within 8 ms" : "OVER 8 ms");

  gtk_window_destroy (window);
  g_object_unref (sprites);
  json_decref (tower);
  return 0;
}
