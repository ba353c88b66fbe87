/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main window's layout: every pane exists and sits where a designer
 * expects it at 1280x800 (floors and palette left, map centre, inspector
 * right, timeline bottom). */
#include <gtk/gtk.h>

#include "ui/tw-window.h"
#include "panel-test-util.h"
#include "ui-test-util.h"

static graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *window)
{
  graphene_rect_t rect;
  g_assert_true (gtk_widget_compute_bounds (widget, window, &rect));
  return rect;
}

static void
test_window_panes (void)
{
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  /* The panes show once a project is open (the welcome view before). */
  g_autofree char *sample = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  g_assert_true (tw_window_open_sync (window, sample, NULL));
  test_wait_until_mapped (GTK_WIDGET (window));

  const char *names[] = { "floors-panel", "palette-panel", "map-panel", "inspector-panel",
                          "timeline-panel" };
  GtkWidget *panes[G_N_ELEMENTS (names)];
  /* With nothing simulated the bottom panel shows only its tabs; opened,
   * the timeline sits below everything (docs/ui.md, "The window's layout"). */
  g_assert_false (tw_window_get_bottom_panel_open (window));
  g_assert_false (gtk_widget_get_mapped (ui_test_find (GTK_WIDGET (window), "timeline-panel")));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "bottom-panel",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (tw_window_get_bottom_panel_open (window));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      panes[i] = ui_test_find (GTK_WIDGET (window), names[i]);
      g_assert_nonnull (panes[i]);
      /* A slow machine (ASan) lays the opened panel out a few frames
       * later: wait for its size, not for a fixed time. */
      test_wait_until_mapped (panes[i]);
      g_assert_true (gtk_widget_get_mapped (panes[i]));
      g_assert_cmpint (gtk_widget_get_width (panes[i]), >, 100);
      g_assert_cmpint (gtk_widget_get_height (panes[i]), >, 60);
    }

  graphene_rect_t floors = bounds_in (panes[0], GTK_WIDGET (window));
  graphene_rect_t palette = bounds_in (panes[1], GTK_WIDGET (window));
  graphene_rect_t map = bounds_in (panes[2], GTK_WIDGET (window));
  graphene_rect_t inspector = bounds_in (panes[3], GTK_WIDGET (window));
  graphene_rect_t timeline = bounds_in (panes[4], GTK_WIDGET (window));

  /* Left column: floors above the palette, both left of the map. */
  g_assert_cmpfloat (floors.origin.y + floors.size.height, <=, palette.origin.y);
  g_assert_cmpfloat (floors.origin.x + floors.size.width, <=, map.origin.x);
  /* The map is the widest pane, between the left column and the inspector. */
  g_assert_cmpfloat (map.origin.x + map.size.width, <=, inspector.origin.x);
  g_assert_cmpfloat (map.size.width, >, floors.size.width);
  g_assert_cmpfloat (map.size.width, >, inspector.size.width);
  /* The timeline spans the bottom, below everything else. */
  g_assert_cmpfloat (timeline.origin.y, >=, map.origin.y + map.size.height);
  g_assert_cmpfloat (timeline.origin.y, >=, palette.origin.y + palette.size.height);
  g_assert_cmpfloat (timeline.size.width, >, 1000);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/window/panes", test_window_panes);
  return g_test_run ();
}
