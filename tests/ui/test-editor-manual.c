/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The monster manual in the editor window: it follows the selected floor,
 * and activating a row shows where the enemy stands and its definition. */
#include "tests/ui/editor-test-util.h"

static guint
find_row (TwManualPanel *panel, const char *id)
{
  for (guint i = 0; i < tw_manual_panel_get_n_rows (panel); i++)
    if (g_strcmp0 (tw_manual_panel_get_entry (panel, i)->enemy_id, id) == 0)
      return i;
  g_error ("no row for '%s'", id);
  return 0;
}

static void
test_manual_in_window (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwManualPanel *panel = tw_window_get_manual_panel (window);

  /* sample1: blackKing and two yellowGateKeepers. */
  g_assert_true (tw_floor_list_select (tw_window_get_floor_list (window), "sample1"));
  ui_test_flush ();
  g_assert_cmpuint (tw_manual_panel_get_n_rows (panel), ==, 2);
  g_assert_true (tw_floor_list_select (tw_window_get_floor_list (window), "MT0"));
  ui_test_flush ();
  g_assert_cmpuint (tw_manual_panel_get_n_rows (panel), ==, 0);

  /* From another floor, the whole tower's row jumps to sample1 (10, 2). */
  tw_manual_panel_set_whole_tower (panel, TRUE);
  tw_manual_panel_activate (panel, find_row (panel, "blackKing"));
  ui_test_flush ();
  g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (window)), ==, "sample1");
  GdkRectangle sel;
  g_assert_true (tw_tools_get_selection (tw_window_get_tools (window), &sel));
  g_assert_cmpint (sel.x, ==, 10);
  g_assert_cmpint (sel.y, ==, 2);
  TwInspector *inspector = tw_window_get_inspector (window);
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_ENEMY);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "blackKing");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* Overlays > Criticals: the label on blackKing is its next critical value
 * (+12 atk saves 400, test-stats.c), and its damage again when off. */
static void
test_critical_overlay (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  gboolean can_win = TRUE;
  g_autofree char *damage = tw_window_damage_text (window, "blackKing", &can_win);
  g_assert_cmpstr (damage, ==, "3600");
  GtkWidget *toggle = ui_test_find (GTK_WIDGET (window), "overlay-criticals");
  g_assert_nonnull (toggle);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), TRUE);
  g_autofree char *critical = tw_window_damage_text (window, "blackKing", &can_win);
  g_assert_cmpstr (critical, ==, "+12:-400");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), FALSE);
  g_autofree char *again = tw_window_damage_text (window, "blackKing", &can_win);
  g_assert_cmpstr (again, ==, "3600");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/manual-in-window", test_manual_in_window);
  g_test_add_func ("/editor/critical-overlay", test_critical_overlay);
  return g_test_run ();
}
