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

/* Overlays > Criticals adds to the damage numbers: blackKing keeps its
 * damage (3600) and gets its next critical, +12 atk (saves 400,
 * test-stats.c); off, no critical again. */
static void
test_critical_overlay (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  gboolean can_win = TRUE;
  g_autofree char *damage = tw_window_damage_text (window, "blackKing", &can_win);
  g_assert_cmpstr (damage, ==, "3600");
  g_autofree char *critical = tw_window_critical_text (window, "blackKing");
  g_assert_cmpstr (critical, ==, "+12");
  /* yellowGateKeeper falls to one blow: nothing to gain. */
  g_assert_null (tw_window_critical_text (window, "yellowGateKeeper"));
  GtkWidget *toggle = ui_test_find (GTK_WIDGET (window), "overlay-criticals");
  g_assert_nonnull (toggle);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), TRUE);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (toggle)));
  g_autofree char *still = tw_window_damage_text (window, "blackKing", &can_win);
  g_assert_cmpstr (still, ==, "3600");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* The first cell of @floor's shown map holding @id (by its status text). */
static gboolean
find_enemy_cell (TwMapCanvas *canvas, const char *id, int *x, int *y)
{
  g_autofree char *needle = g_strdup_printf (" %s ", id);
  for (int cy = 0; cy < tw_map_canvas_get_floor_height (canvas); cy++)
    for (int cx = 0; cx < tw_map_canvas_get_floor_width (canvas); cx++)
      {
        g_autofree char *text = tw_map_canvas_describe_cell (canvas, cx, cy);
        if (text != NULL && strstr (text, needle) != NULL)
          {
            *x = cx;
            *y = cy;
            return TRUE;
          }
      }
  return FALSE;
}

/* The real map with Damage and Criticals on: blackKing's cell draws its
 * damage number and its critical value, a yellowGateKeeper's cell its
 * damage and no critical; the frame drawn paints critical labels; with
 * Criticals off the damage numbers stay and the critical goes. */
static void
test_critical_overlay_cells (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  g_assert_true (tw_floor_list_select (tw_window_get_floor_list (window), "sample1"));
  ui_test_flush ();
  tw_map_canvas_set_zoom (canvas, 1.0);
  GtkWidget *toggle = ui_test_find (GTK_WIDGET (window), "overlay-criticals");
  GtkWidget *damage_toggle = ui_test_find (GTK_WIDGET (window), "overlay-show-damage");
  g_assert_nonnull (toggle);
  g_assert_nonnull (damage_toggle);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (damage_toggle), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), TRUE);
  gboolean on = FALSE;
  g_object_get (canvas, "show-criticals", &on, NULL);
  g_assert_true (on);
  ui_test_flush ();

  int kx, ky, gx, gy;
  g_assert_true (find_enemy_cell (canvas, "blackKing", &kx, &ky));
  g_assert_true (find_enemy_cell (canvas, "yellowGateKeeper", &gx, &gy));
  TwMapCellLabels king, keeper, empty;
  tw_map_canvas_get_cell_labels (canvas, kx, ky, &king);
  g_assert_cmpstr (king.damage, ==, "3600");
  g_assert_false (king.damage_can_win); /* 3600 > the hero's 1000 hp: red */
  g_assert_cmpstr (king.critical, ==, "+12");
  tw_map_canvas_get_cell_labels (canvas, gx, gy, &keeper);
  g_assert_cmpstr (keeper.damage, ==, "0");
  g_assert_null (keeper.critical);
  /* A cell without an enemy has neither. */
  tw_map_canvas_get_cell_labels (canvas, 0, 0, &empty);
  g_assert_null (empty.damage);
  g_assert_null (empty.critical);
  tw_map_cell_labels_clear (&king);
  tw_map_cell_labels_clear (&keeper);

  /* What the frame drew: the critical labels were painted, none hidden at 32 px. */
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
  ui_test_spin (100);
  TwMapCanvasStats stats;
  tw_map_canvas_get_stats (canvas, &stats);
  g_assert_cmpuint (stats.critical_labels, >=, 1);
  g_assert_cmpuint (stats.labels_hidden, ==, 0);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), FALSE);
  tw_map_canvas_get_cell_labels (canvas, kx, ky, &king);
  g_assert_cmpstr (king.damage, ==, "3600");
  g_assert_null (king.critical);
  tw_map_cell_labels_clear (&king);
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
  ui_test_spin (100);
  tw_map_canvas_get_stats (canvas, &stats);
  g_assert_cmpuint (stats.critical_labels, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/manual-in-window", test_manual_in_window);
  g_test_add_func ("/editor/critical-overlay", test_critical_overlay);
  g_test_add_func ("/editor/critical-overlay-cells", test_critical_overlay_cells);
  return g_test_run ();
}
