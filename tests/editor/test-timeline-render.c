/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The headless timeline picture: gauge bar heights at known pixels, the
 * zoomed-out column maximum, SVG output, hit testing and read-outs. */
#include "editor/sim/tw-timeline-render.h"

#include <string.h>

#include <glib/gstdio.h>

#include "timeline-test-util.h"

#define PPT 10.0

/* One chasing enemy with timeCost 3 from tick 0 (gauges 0,1,2,0,1,2,...),
 * acting at ticks 3, 6, 9; a battle at tick 5 with a settlement breakdown. */
static TwTimelineModel *
hand_model (void)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  tw_timeline_model_enemy_join (model, "MT1:1:1:slime", "slime", "Slime", 1, 1, 3, TW_ACT_CHASE, 0);
  tw_timeline_model_enemy_join (model, "MT1:5:5:bat", "bat", "Bat", 5, 5, 2, TW_ACT_PATROL, 0);
  for (guint tick = 1; tick <= 9; tick++)
    {
      tw_timeline_model_begin_tick (model, tick, tick);
      if (tick % 3 == 0)
        tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_MOVED);
      if (tick == 5)
        {
          TwTimelineSettle settle = { 1, 2, 0, 2 };
          tw_timeline_model_battle (model, "MT1:5:5:bat", TRUE, 42, TRUE, &settle);
        }
    }
  return model;
}

static double
row_bar_bottom (TwTimelineModel *model, guint visible_index)
{
  return tw_timeline_render_top_height (model) + visible_index * TW_TIMELINE_ROW_HEIGHT
         + TW_TIMELINE_ROW_HEIGHT - TW_TIMELINE_BAR_BOTTOM_GAP;
}

static void
test_png_gauge_heights (void)
{
  g_autoptr (TwTimelineModel) model = hand_model ();
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "tw-timeline-test.png", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_timeline_render_png (model, 0, 9, PPT, path, &error));
  g_assert_no_error (error);
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, TW_TIMELINE_HEADER_WIDTH + 10 * PPT);
  /* The slime's row is the first; the bat's (it left at tick 5) the second. */
  g_assert_cmpint (cairo_image_surface_get_height (png), ==,
                   tw_timeline_render_top_height (model) + 2 * TW_TIMELINE_ROW_HEIGHT);

  static const int gauges[] = { 0, 1, 2, 0, 1, 2, 0, 1, 2, 0 };
  int bottom = (int)row_bar_bottom (model, 0);
  for (guint tick = 0; tick < G_N_ELEMENTS (gauges); tick++)
    {
      if (gauges[tick] == 0)
        continue; /* act ticks hold a marker instead of a bar */
      int x = (int)(TW_TIMELINE_HEADER_WIDTH + tick * PPT + 1);
      g_assert_cmpint (timeline_test_bar_height_at (png, x, bottom), ==,
                       (int)(TW_TIMELINE_BAR_HEIGHT * gauges[tick] / 3));
    }
  /* The bat (timeCost 2) is drawn until it leaves: gauge 1 at tick 1, nothing at 6. */
  int bat_bottom = (int)row_bar_bottom (model, 1);
  g_assert_cmpint (
      timeline_test_bar_height_at (png, (int)(TW_TIMELINE_HEADER_WIDTH + 1 * PPT + 1), bat_bottom),
      ==, (int)(TW_TIMELINE_BAR_HEIGHT / 2));
  g_assert_cmpint (
      timeline_test_bar_height_at (png, (int)(TW_TIMELINE_HEADER_WIDTH + 6 * PPT + 1), bat_bottom),
      ==, 0);
  /* An action marker (not background) in the slime's row at tick 3. */
  g_assert_false (timeline_test_is_background (png,
                                               (int)(TW_TIMELINE_HEADER_WIDTH + 3 * PPT + PPT / 2),
                                               (int)(bottom - TW_TIMELINE_ROW_HEIGHT / 2 + 3)));
  cairo_surface_destroy (png);
  g_unlink (path);
}

/* Two ticks per pixel: each column shows the higher gauge of its two ticks. */
static void
test_zoomed_out_column_max (void)
{
  g_autoptr (TwTimelineModel) model = hand_model ();
  TwTimelineViewport view
      = { .first_tick = 0, .pixels_per_tick = 0.5, .width = 400, .height = 200 };
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_RGB24, view.width, view.height);
  cairo_t *cr = cairo_create (surface);
  tw_timeline_render_draw (model, &view, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  /* Pairs (0,1) (2,3) (4,5) (6,7) (8,9) have maxima 1, 2, 2, 1, 2; the
   * action marks sit on the row's top, far above the bars. */
  static const int maxima[] = { 1, 2, 2, 1, 2 };
  int bottom = (int)row_bar_bottom (model, 0);
  for (guint col = 0; col < G_N_ELEMENTS (maxima); col++)
    g_assert_cmpint (
        timeline_test_bar_height_at (surface, (int)TW_TIMELINE_HEADER_WIDTH + col, bottom), ==,
        (int)(TW_TIMELINE_BAR_HEIGHT * maxima[col] / 3));
  cairo_surface_destroy (surface);
}

static void
pixel_rgb (cairo_surface_t *surface, int x, int y, int *r, int *g, int *b)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *)(data + y * cairo_image_surface_get_stride (surface) + x * 4);
  *r = (pixel >> 16) & 0xFF;
  *g = (pixel >> 8) & 0xFF;
  *b = pixel & 0xFF;
}

/* A floor change is a blue line and a death a red one across the rows; the
 * selected tick is tinted. */
static void
test_floor_death_selection_lines (void)
{
  g_autoptr (TwTimelineModel) model = hand_model ();
  tw_timeline_model_floor (model, "MT2"); /* during tick 9's pass: stamped 9 */
  tw_timeline_model_player_action (model, "move up", "move", 1);
  tw_timeline_model_death (model, "hp"); /* after the action began: stamped 10 */
  tw_timeline_model_set_selected_tick (model, 2);
  TwTimelineViewport view;
  tw_timeline_render_export_viewport (model, 0, 20, PPT, &view);
  g_assert_cmpint (view.width, ==, TW_TIMELINE_HEADER_WIDTH + 11 * PPT);
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_RGB24, view.width, view.height);
  cairo_t *cr = cairo_create (surface);
  tw_timeline_render_draw (model, &view, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  int y = (int)(tw_timeline_render_top_height (model) + 3);
  int r, g, b;
  pixel_rgb (surface, (int)(TW_TIMELINE_HEADER_WIDTH + 9 * PPT), y, &r, &g, &b);
  g_assert_cmpint (b, >, r + 100);
  pixel_rgb (surface, (int)(TW_TIMELINE_HEADER_WIDTH + 10 * PPT + 1), y, &r, &g, &b);
  g_assert_cmpint (r, >, g + 100);
  pixel_rgb (surface, (int)(TW_TIMELINE_HEADER_WIDTH + 2 * PPT + 5), y, &r, &g, &b);
  g_assert_cmpint (b, >, r); /* the selection's blue tint over white */
  g_assert_cmpint (r, <, 250);
  pixel_rgb (surface, (int)(TW_TIMELINE_HEADER_WIDTH + 5 * PPT + 5), y, &r, &g, &b);
  g_assert_cmpint (r, ==, 255); /* an unselected tick above the bar: white */
  g_assert_cmpint (b, ==, 255);
  cairo_surface_destroy (surface);
}

static void
test_svg (void)
{
  g_autoptr (TwTimelineModel) model = hand_model ();
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "tw-timeline-test.svg", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_timeline_render_svg (model, 0, 100, 0, path, &error));
  g_assert_no_error (error);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<svg"));
  g_assert_nonnull (strstr (text, "</svg>"));
  g_unlink (path);
}

static void
test_hit_and_describe (void)
{
  g_autoptr (TwTimelineModel) model = hand_model ();
  TwTimelineViewport view;
  tw_timeline_render_export_viewport (model, 0, 9, PPT, &view);
  double top = tw_timeline_render_top_height (model);
  double x5 = TW_TIMELINE_HEADER_WIDTH + 5 * PPT + 2;

  TwTimelineHit hit = tw_timeline_render_hit (model, &view, x5, top + 3);
  g_assert_cmpint (hit.area, ==, TW_TIMELINE_AREA_ENEMY);
  g_assert_cmpint (hit.tick, ==, 5);
  g_assert_cmpint (hit.row, ==, 0);
  g_autofree char *enemy = tw_timeline_render_describe (model, &view, x5, top + 3);
  g_assert_nonnull (strstr (enemy, "tick 5"));
  g_assert_nonnull (strstr (enemy, "gauge 2 / 3"));

  g_autofree char *player
      = tw_timeline_render_describe (model, &view, x5, TW_TIMELINE_RULER_HEIGHT + 5);
  g_assert_nonnull (strstr (player, "damage 42"));
  g_assert_nonnull (strstr (player, "cost max(base 1, status 2, battle skill 0) = 2 ticks"));

  hit = tw_timeline_render_hit (model, &view, 10, top + TW_TIMELINE_ROW_HEIGHT + 3);
  g_assert_true (hit.in_header);
  g_assert_cmpint (hit.row, ==, 1);
  g_assert_null (tw_timeline_render_describe (model, &view, -1, 5));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/timeline-render/png-gauge-heights", test_png_gauge_heights);
  g_test_add_func ("/editor/timeline-render/zoomed-out-column-max", test_zoomed_out_column_max);
  g_test_add_func ("/editor/timeline-render/floor-death-selection-lines",
                   test_floor_death_selection_lines);
  g_test_add_func ("/editor/timeline-render/svg", test_svg);
  g_test_add_func ("/editor/timeline-render/hit-and-describe", test_hit_and_describe);
  return g_test_run ();
}
