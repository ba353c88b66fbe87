/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The timeline widget's kept strips (ui/tw-timeline-strips.c): the widget's
 * picture, painted through GTK's cairo renderer, is the full redraw's
 * pixel for pixel while a session plays tick by tick, and after a seek
 * back, a selection, a fork, a vertical scroll and zooms; and strips are
 * kept (not all drawn again) while it plays. With GDK_SCALE=2 the
 * pictures are compared at the widget's scale factor. */
#include <string.h>

#include <gtk/gtk.h>

#include "tests/ui/ui-test-util.h"

#include "ui/tw-timeline-strips.h"
#include "ui/tw-timeline-view.h"
#include "ui/tw-timeline.h"

#define N_ENEMIES 8

static const char *
enemy_id (guint i)
{
  static char ids[N_ENEMIES][32];
  g_snprintf (ids[i], sizeof ids[i], "MT1:%u:1:slime", i);
  return ids[i];
}

/* One tick of a made-up session: enemies of timeCost 2..9 acting, a player
 * action a tick (a long wait now and then, whose label is drawn), battles,
 * floor changes, a status skill going on and off. @variant changes what
 * happens (a fork plays another future). */
static void
play_tick (TwTimelineModel *model, guint tick, guint variant)
{
  tw_timeline_model_begin_tick (model, 10 * tick, tick / 3);
  for (guint i = 0; i < N_ENEMIES; i++)
    if ((tick + variant) % (i + 2) == 0)
      tw_timeline_model_enemy_act (model, enemy_id (i), 0,
                                   (TwTimelineActResult)((tick + i) % TW_TIMELINE_RESULT_SUMMONED));
  if (tick % 9 == 0)
    tw_timeline_model_player_action (model, "wait 6 ticks for the door", "wait", 6);
  else
    tw_timeline_model_player_action (model, "move up", "move", 1);
  if ((tick + variant) % 13 == 0)
    {
      TwTimelineSettle settle = { 1, 2, 3, 3 };
      tw_timeline_model_battle (model, enemy_id (tick % N_ENEMIES), FALSE, 7, FALSE, &settle);
    }
  if (tick % 37 == 0)
    tw_timeline_model_floor (model, tick % 74 == 0 ? "MT2" : "MT1-long-floor-name");
  if (tick % 50 == 20)
    tw_timeline_model_status (model, "shield", 3);
  if (tick % 50 == 35)
    tw_timeline_model_status (model, "shield", TW_TIMELINE_LAYERS_OFF);
}

static TwTimelineModel *
session_model (guint n_ticks)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  for (guint i = 0; i < N_ENEMIES; i++)
    tw_timeline_model_enemy_join (model, enemy_id (i), "slime", "Slime", (int)i, 1, i + 2,
                                  TW_ACT_PATROL, 0);
  for (guint tick = 1; tick < n_ticks; tick++)
    play_tick (model, tick, 0);
  return model;
}

/* @node's pixels at @scale device pixels a pixel (the widget's scale factor). */
static guint8 *
render_pixels (GskRenderNode *unscaled, int scale, int width, int height)
{
  g_autoptr (GskRenderNode) node = gsk_render_node_ref (unscaled);
  if (scale != 1)
    {
      g_autoptr (GskTransform) transform = gsk_transform_scale (NULL, scale, scale);
      gsk_render_node_unref (node);
      node = gsk_transform_node_new (unscaled, transform);
    }
  width *= scale;
  height *= scale;
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_autoptr (GdkTexture) texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  guint8 *data = g_malloc ((gsize)width * 4 * height);
  gdk_texture_download (texture, data, (gsize)width * 4);
  return data;
}

/* The widget's picture as GTK's paint takes it (the strips kept). */
static GskRenderNode *
snapshot_widget (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* The widget's own snapshot (strips) against the renderer's full redraw
 * of the same viewport, both through GTK's cairo renderer. */
static void
assert_same_as_full_redraw (TwTimelineView *view, TwTimelineModel *model, const char *when)
{
  test_iterate ();
  TwTimelineViewport viewport;
  tw_timeline_view_get_viewport (view, &viewport);
  viewport.palette = tw_timeline_palette_light ();
  int width = viewport.width, height = viewport.height;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (view));

  g_autoptr (GskRenderNode) strips_node = snapshot_widget (GTK_WIDGET (view));
  g_autofree guint8 *strips = render_pixels (strips_node, scale, width, height);

  GtkSnapshot *snapshot = gtk_snapshot_new ();
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  tw_timeline_render_draw (model, &viewport, cr);
  cairo_destroy (cr);
  g_autoptr (GskRenderNode) full_node = gtk_snapshot_free_to_node (snapshot);
  g_autofree guint8 *full = render_pixels (full_node, scale, width, height);

  width *= scale;
  height *= scale;
  guint n_diff = 0;
  int first_x = -1, first_y = -1;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (memcmp (strips + (y * width + x) * 4, full + (y * width + x) * 4, 4) != 0)
        {
          if (n_diff++ == 0)
            first_x = x, first_y = y;
        }
  if (n_diff > 0)
    g_test_message ("%s: %u pixels differ, the first at (%d, %d); first tick %g, ppt %g", when,
                    n_diff, first_x, first_y, viewport.first_tick, viewport.pixels_per_tick);
  g_assert_cmpuint (n_diff, ==, 0);
}

static void
test_strips_match_full_redraw (void)
{
  g_autoptr (TwTimelineModel) model = session_model (300);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1000, 420);
  TwTimeline *timeline = TW_TIMELINE (tw_timeline_new ());
  tw_timeline_set_model (timeline, model);
  gtk_window_set_child (window, GTK_WIDGET (timeline));
  gtk_window_present (window);
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gtk_widget_get_width (GTK_WIDGET (view)) < 600 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  test_iterate ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), >=, 600);

  /* Playing, the view following the end. */
  tw_timeline_view_set_pixels_per_tick (view, 16);
  tw_timeline_view_scroll_to_tick (view, 1e9);
  TwTimelineStrips *strips = tw_timeline_view_get_strips (view);
  tw_timeline_strips_clear (strips);
  for (guint tick = 300; tick < 340; tick++)
    {
      play_tick (model, tick, 0);
      /* Every other tick a frame is painted before the view catches up
       * with the model (GTK's paint can come first on a loaded machine):
       * the strip across the right edge then holds ticks cut off there. */
      if (tick % 2 == 0)
        gsk_render_node_unref (snapshot_widget (GTK_WIDGET (view)));
      g_autofree char *when = g_strdup_printf ("playing tick %u", tick);
      assert_same_as_full_redraw (view, model, when);
    }
  guint kept, drawn;
  tw_timeline_strips_get_counts (strips, &kept, &drawn);
  g_test_message ("playing: %u strips kept, %u drawn", kept, drawn);
  /* At a scale factor above 1 the view is drawn whole (see tw-timeline-strips.c). */
  if (gtk_widget_get_scale_factor (GTK_WIDGET (view)) == 1)
    g_assert_cmpuint (kept, >, drawn);

  /* A seek back (the view scrolled to earlier ticks) and a selection. */
  tw_timeline_view_scroll_to_tick (view, 100);
  assert_same_as_full_redraw (view, model, "scrolled back");
  tw_timeline_model_set_selected_tick (model, 110);
  assert_same_as_full_redraw (view, model, "selected");
  tw_timeline_view_scroll_to_tick (view, 103);
  assert_same_as_full_redraw (view, model, "scrolled with a selection");
  tw_timeline_model_set_selected_tick (model, -1);

  /* A fork: the model cut at tick 320 and played another future. */
  tw_timeline_view_scroll_to_tick (view, 1e9);
  assert_same_as_full_redraw (view, model, "back at the end");
  tw_timeline_model_truncate (model, 320);
  for (guint tick = 321; tick < 340; tick++)
    play_tick (model, tick, 1);
  assert_same_as_full_redraw (view, model, "forked");
  play_tick (model, 340, 1);
  assert_same_as_full_redraw (view, model, "forked and played");

  /* Enemy rows scrolled. */
  GtkAdjustment *vadjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
  gtk_adjustment_set_value (vadjustment, 2 * TW_TIMELINE_ROW_HEIGHT);
  assert_same_as_full_redraw (view, model, "rows scrolled");
  play_tick (model, 341, 1);
  assert_same_as_full_redraw (view, model, "rows scrolled and played");

  /* Zoomed in and out (the last one off whole pixels: drawn whole). */
  static const double zooms[] = { 32, 8, 4, 5.5, 16 };
  for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
    {
      tw_timeline_view_set_pixels_per_tick (view, zooms[i]);
      g_autofree char *when = g_strdup_printf ("zoom %g", zooms[i]);
      assert_same_as_full_redraw (view, model, when);
      play_tick (model, 342 + i, 1);
      assert_same_as_full_redraw (view, model, when);
    }
  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/timeline/strips-match-full-redraw", test_strips_match_full_redraw);
  return g_test_run ();
}
