/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map shows map damage (docs/rules.md §3.11), in the real window under
 * Xvfb: the 2.6.1 sample's brown wizards on sample0 (zone, their value 100,
 * range 2) mark the cells of their zones, as the mota-js game draws them,
 * in edit mode (the start of the game) and in simulate mode (the engine at
 * the shown tick); the hero walking into one loses that much. */
#include <gtk/gtk.h>
#include <string.h>

#include "tests/ui/editor-test-util.h"
#include "ui-test-util.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"

static void
test_zone_drawn (void)
{
  g_autofree char *game
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "mota-js-2.6.1", NULL);
  TwWindow *window = editor_test_window (game);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_autoptr (GError) error = NULL;
  TwMapCanvasStats stats;

  g_object_set (canvas, "show-damage", TRUE, NULL);
  tw_map_canvas_set_zoom (canvas, 1.0);
  /* Edit mode: the start of the game on the shown floor. */
  editor_test_draw_canvas (canvas, &stats);
  guint in_edit = stats.map_damage_labels;
  g_assert_cmpuint (in_edit, >=, 4);
  g_object_set (canvas, "show-damage", FALSE, NULL);
  editor_test_draw_canvas (canvas, &stats);
  g_assert_cmpuint (stats.map_damage_labels, ==, 0);
  g_object_set (canvas, "show-damage", TRUE, NULL);
  g_assert_true (tw_sim_bar_play_script (bar, "move up 7\n", &error));
  g_assert_no_error (error);
  ui_test_flush ();
  editor_test_draw_canvas (canvas, &stats);
  g_test_message ("%u cells with map damage drawn on %s (%u in edit mode)",
                  stats.map_damage_labels, tw_map_canvas_get_floor (canvas), in_edit);
  /* The wizards at (4, 2) and (0, 2): their zones' free cells. */
  g_assert_cmpuint (stats.map_damage_labels, >=, 4);
  test_maybe_screenshot (GTK_WIDGET (window), "map-damage.png");
  TwEngine *engine = tw_sim_session_get_engine (tw_sim_bar_get_session (bar));
  g_assert_cmpint (tw_engine_map_damage_at (engine, 6, 2, NULL), ==, 100);
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 1000);
  g_assert_true (tw_sim_bar_play_script (bar, "move up 7\nmove up\n", &error));
  g_assert_no_error (error);
  ui_test_flush ();
  engine = tw_sim_session_get_engine (tw_sim_bar_get_session (bar));
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 900);
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/map-damage/zone-drawn", test_zone_drawn);
  return g_test_run ();
}
