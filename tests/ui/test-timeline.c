/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The timeline widget under Xvfb: empty state, zoom actions, click to select,
 * hover read-outs, and the gauge bars' pixels of an offscreen render. */
#include <math.h>
#include <string.h>

#include <gtk/gtk.h>

#include "tests/ui/ui-test-util.h"

#include "ui/tw-timeline-view.h"
#include "ui/tw-timeline.h"
#include "ui/tw-window.h"

/* timeCost 3 from tick 0 (gauges 0,1,2,0,...), acting at 3, 6, 9, ...; a
 * battle with a settlement breakdown at tick 5. */
static TwTimelineModel *
hand_model (guint n_ticks)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  tw_timeline_model_enemy_join (model, "MT1:1:1:slime", "slime", "Slime", 1, 1, 3, TW_ACT_CHASE, 0);
  tw_timeline_model_enemy_join (model, "MT1:5:5:bat", "bat", "Bat", 5, 5, 2, TW_ACT_PATROL, 0);
  for (guint tick = 1; tick < n_ticks; tick++)
    {
      tw_timeline_model_begin_tick (model, tick, tick);
      if (tick % 3 == 0)
        tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_MOVED);
      if (tick % 2 == 0 && tick < 5)
        tw_timeline_model_enemy_act (model, "MT1:5:5:bat", 0, TW_TIMELINE_RESULT_BLOCKED);
      if (tick == 5)
        {
          TwTimelineSettle settle = { 1, 2, 4, 4 };
          tw_timeline_model_battle (model, "MT1:5:5:bat", TRUE, 42, TRUE, &settle);
        }
    }
  return model;
}

static GtkWindow *
present_timeline (TwTimeline **out_timeline, TwTimelineModel *model)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 900, 320);
  TwTimeline *timeline = TW_TIMELINE (tw_timeline_new ());
  tw_timeline_set_model (timeline, model);
  gtk_window_set_child (window, GTK_WIDGET (timeline));
  gtk_window_present (window);
  GtkWidget *view = tw_timeline_get_view (timeline);
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while ((model != NULL && gtk_widget_get_width (view) < 300) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  test_iterate ();
  *out_timeline = timeline;
  return window;
}

static void
test_empty_state (void)
{
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, NULL);
  GtkStack *stack = GTK_STACK (gtk_widget_get_first_child (GTK_WIDGET (timeline)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_false (gtk_widget_get_mapped (tw_timeline_get_view (timeline)));
  g_autoptr (TwTimelineModel) model = hand_model (10);
  tw_timeline_set_model (timeline, model);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "timeline");
  tw_timeline_set_model (timeline, NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  gtk_window_destroy (window);
}

static void
test_window_pane (void)
{
  TwWindow *window = tw_window_new (NULL);
  TwTimeline *timeline = tw_window_get_timeline (window);
  g_assert_true (TW_IS_TIMELINE (timeline));
  g_assert_null (tw_timeline_get_model (timeline));
  GtkWidget *panel = gtk_widget_get_parent (GTK_WIDGET (timeline));
  g_assert_cmpstr (gtk_widget_get_name (panel), ==, "timeline-panel");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_zoom_actions (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, model);
  double ppt = tw_timeline_get_pixels_per_tick (timeline);
  g_assert_cmpfloat (ppt, ==, TW_TIMELINE_VIEW_DEFAULT_PPT);
  double span
      = tw_timeline_model_get_visible_end (model) - tw_timeline_model_get_visible_start (model);
  g_assert_cmpfloat (span, >, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (timeline), "timeline.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (tw_timeline_get_pixels_per_tick (timeline), ppt * 1.5, 1e-9);
  double zoomed_span
      = tw_timeline_model_get_visible_end (model) - tw_timeline_model_get_visible_start (model);
  g_assert_cmpfloat_with_epsilon (zoomed_span, span / 1.5, 1e-6);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (timeline), "timeline.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (timeline), "timeline.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (tw_timeline_get_pixels_per_tick (timeline), ppt / 1.5, 1e-9);

  /* Zooming out stops when the whole session fits. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (timeline), "timeline.zoom-fit", NULL));
  double fit_span
      = tw_timeline_model_get_visible_end (model) - tw_timeline_model_get_visible_start (model);
  g_assert_cmpfloat_with_epsilon (fit_span, 2000, 1e-6);
  gtk_widget_activate_action (GTK_WIDGET (timeline), "timeline.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (tw_timeline_model_get_visible_end (model)
                                      - tw_timeline_model_get_visible_start (model),
                                  2000, 1e-6);
  gtk_window_destroy (window);
}

static GtkGesture *
find_click_gesture (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (controller))
        return GTK_GESTURE (controller);
    }
  return NULL;
}

static void
test_click_selects_tick (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, model);
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  tw_timeline_view_scroll_to_tick (view, 100);
  g_assert_cmpfloat (tw_timeline_model_get_visible_start (model), ==, 100);
  GtkGesture *click = find_click_gesture (GTK_WIDGET (view));
  g_assert_nonnull (click);
  double ppt = tw_timeline_get_pixels_per_tick (timeline);
  double x = TW_TIMELINE_HEADER_WIDTH + 7.5 * ppt;
  g_signal_emit_by_name (click, "pressed", 1, x, 100.0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 107);
  /* The header column is no tick: the selection stays. */
  g_signal_emit_by_name (click, "pressed", 1, 20.0, 100.0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 107);
  gtk_window_destroy (window);
}

static void
test_hover_tooltip (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (50);
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, model);
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  double ppt = tw_timeline_get_pixels_per_tick (timeline);
  double top = tw_timeline_render_top_height (model);
  double x4 = TW_TIMELINE_HEADER_WIDTH + 4.5 * ppt;
  g_autofree char *enemy = tw_timeline_view_describe_at (view, x4, top + 5);
  g_assert_nonnull (enemy);
  g_assert_nonnull (strstr (enemy, "tick 4  clock 4  mapTurn 4"));
  g_assert_nonnull (strstr (enemy, "Slime"));
  g_assert_nonnull (strstr (enemy, "gauge 1 / 3"));
  double x5 = TW_TIMELINE_HEADER_WIDTH + 5.5 * ppt;
  g_autofree char *battle = tw_timeline_view_describe_at (view, x5, TW_TIMELINE_RULER_HEIGHT + 5);
  g_assert_nonnull (strstr (battle, "damage 42"));
  g_assert_nonnull (strstr (battle, "cost max(base 1, status 2, battle skill 4) = 4 ticks"));
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (view)));
  gtk_window_destroy (window);
}

/* The visible range lives in the model: the view follows it when the
 * session moves it, and a live session's new ticks keep its end in view. */
static void
test_follows_model (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, model);
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  double width = gtk_widget_get_width (GTK_WIDGET (view)) - TW_TIMELINE_HEADER_WIDTH;
  tw_timeline_model_set_visible_range (model, 300, 400);
  g_assert_cmpfloat_with_epsilon (tw_timeline_get_pixels_per_tick (timeline), width / 100, 1e-9);
  TwTimelineViewport viewport;
  tw_timeline_view_get_viewport (view, &viewport);
  g_assert_cmpfloat (viewport.first_tick, ==, 300);

  tw_timeline_view_scroll_to_tick (view, 1e9); /* the end */
  double end = tw_timeline_model_get_visible_end (model);
  g_assert_cmpfloat_with_epsilon (end, 2000, 1e-6);
  for (guint tick = 2000; tick < 2050; tick++)
    tw_timeline_model_begin_tick (model, tick, tick);
  test_iterate ();
  g_assert_cmpfloat_with_epsilon (tw_timeline_model_get_visible_end (model), 2050, 1e-6);
  gtk_window_destroy (window);
}

static void
count_signal (gpointer instance, guint *count)
{
  (*count)++;
}

/* While a session plays with its end in view, the picture follows every
 * tick, the horizontal scrollbar a few times a second (moving it lays the
 * window out again), and it catches up once the ticks stop. */
static void
test_scrollbar_follows_late (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, model);
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  tw_timeline_view_scroll_to_tick (view, 1e9); /* the end */
  test_iterate ();
  GtkAdjustment *hadj = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  guint changes = 0;
  g_signal_connect (hadj, "value-changed", G_CALLBACK (count_signal), &changes);
  g_signal_connect (hadj, "changed", G_CALLBACK (count_signal), &changes);
  gint64 start = g_get_monotonic_time ();
  guint tick = 2000;
  for (; tick < 2040; tick++)
    {
      tw_timeline_model_begin_tick (model, tick, tick);
      test_iterate ();
      /* The picture shows the new tick at once. */
      g_assert_cmpfloat_with_epsilon (tw_timeline_model_get_visible_end (model), tick + 1, 1e-6);
    }
  gint64 elapsed_ms = (g_get_monotonic_time () - start) / 1000;
  /* At most one setting (a value and a range change) per 250 ms, and one at
   * the start; 40 ticks set it every tick would be 40. */
  g_assert_cmpuint (changes, <=, 2 * (1 + elapsed_ms / 250 + 1));
  g_assert_cmpuint (changes, <, 40);
  /* Once the ticks stop, the scrollbar reaches the end. */
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  double end_px = 0;
  while (g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      end_px = gtk_adjustment_get_value (hadj) + gtk_adjustment_get_page_size (hadj);
      if (fabs (end_px - gtk_adjustment_get_upper (hadj)) < 1e-6
          && gtk_adjustment_get_upper (hadj)
                 >= 2040 * tw_timeline_get_pixels_per_tick (timeline) - 1e-6)
        break;
      g_usleep (10000);
    }
  g_assert_cmpfloat_with_epsilon (end_px, gtk_adjustment_get_upper (hadj), 1e-6);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_upper (hadj),
                                  2040 * tw_timeline_get_pixels_per_tick (timeline), 1e-6);
  g_signal_handlers_disconnect_by_func (hadj, count_signal, &changes);
  gtk_window_destroy (window);
}

static gboolean
is_background (const guint8 *data, gsize stride, int x, int y)
{
  guint32 pixel = *(const guint32 *)(data + y * stride + x * 4);
  return (pixel & 0xFFFFFF) == 0xFFFFFF;
}

/* The view painted through GTK's own path: its snapshot -> render node ->
 * the cairo GSK renderer -> texture -> pixels. */
static void
test_offscreen_gauge_pixels (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (50);
  TwTimeline *timeline;
  GtkWindow *window = present_timeline (&timeline, model);
  tw_timeline_set_pixels_per_tick (timeline, 10);
  test_iterate ();
  GtkWidget *view = tw_timeline_get_view (timeline);
  int width = gtk_widget_get_width (view);
  int height = gtk_widget_get_height (view);

  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_autoptr (GdkTexture) texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  gsize stride = width * 4;
  g_autofree guint8 *data = g_malloc (stride * height);
  gdk_texture_download (texture, data, stride);

  int bottom = (int)(tw_timeline_render_top_height (model) + TW_TIMELINE_ROW_HEIGHT
                     - TW_TIMELINE_BAR_BOTTOM_GAP);
  static const int gauges[] = { 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2 };
  for (guint tick = 0; tick < G_N_ELEMENTS (gauges); tick++)
    {
      if (gauges[tick] == 0)
        continue;
      int x = (int)(TW_TIMELINE_HEADER_WIDTH + tick * 10 + 1);
      int h = 0;
      while (!is_background (data, stride, x, bottom - 1 - h))
        h++;
      g_assert_cmpint (h, ==, (int)(TW_TIMELINE_BAR_HEIGHT * gauges[tick] / 3));
    }
  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/timeline/empty-state", test_empty_state);
  g_test_add_func ("/ui/timeline/window-pane", test_window_pane);
  g_test_add_func ("/ui/timeline/zoom-actions", test_zoom_actions);
  g_test_add_func ("/ui/timeline/click-selects-tick", test_click_selects_tick);
  g_test_add_func ("/ui/timeline/hover-tooltip", test_hover_tooltip);
  g_test_add_func ("/ui/timeline/follows-model", test_follows_model);
  g_test_add_func ("/ui/timeline/scrollbar-follows-late", test_scrollbar_follows_late);
  g_test_add_func ("/ui/timeline/offscreen-gauge-pixels", test_offscreen_gauge_pixels);
  return g_test_run ();
}
