/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwSweepDialog: a sweep of the bat's hp on tests/editor/data/sim-tower.json
 * run in the background, each row against a separate simulation of its
 * variant (a TwSimSession playing the same moves), the document left as it
 * was, CSV and chart export, Cancel, the refusals; and the inspector's
 * numeric fields offering "Sweep this value…" (win.sweep-value). */
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "editor/analysis/tw-sweep-chart.h"
#include "editor/sim/tw-sim-session.h"
#include "tests/ui/panel-test-util.h"
#include "ui/tw-inspector.h"
#include "ui/tw-sweep-dialog.h"

/* The hero waits, then walks to the chasing bat and fights it: the more hp
 * the bat has, the longer the battle and the lower the hero's end hp. */
static const char moves[] = "wait 6\nmove down\nmove down\nmove right\nwait 20\n";

static void
wait_for (TwSweepDialog *dialog)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (tw_sweep_dialog_is_running (dialog) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (tw_sweep_dialog_is_running (dialog));
  ui_test_flush ();
}

/* The variant played by a simulation session, as simulate mode plays it. */
static void
assert_row_equals_session (json_t *tower, const TwSweepRow *row, const char *path)
{
  json_t *variant = json_deep_copy (tower);
  json_t *value = json_real (g_array_index (row->values, double, 0));
  g_assert_true (tw_tower_set_path (variant, path, value, NULL));
  json_decref (value);
  g_autoptr (GError) error = NULL;
  TwSimSession *session = tw_sim_session_new (variant, &error);
  g_assert_no_error (error);
  g_assert_true (tw_sim_session_play_script (session, moves, &error));
  TwEngine *engine = tw_sim_session_get_engine (session);
  g_assert_true (row->ok);
  g_assert_cmpint (row->outcome.end_hp, ==, tw_engine_get_hero_hp (engine));
  g_assert_cmpint (row->outcome.ticks, ==, tw_engine_get_clock (engine));
  g_assert_cmpstr (row->outcome.floor, ==, tw_engine_get_floor_id (engine));
  g_assert_cmpint (row->outcome.death_tick >= 0, ==, tw_engine_is_dead (engine));
  g_object_unref (session);
  json_decref (variant);
}

static void
test_rows_equal_simulation (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwDocument *doc = tw_document_new (tower);
  g_autoptr (GError) error = NULL;
  TwSweepDialog *dialog = tw_sweep_dialog_new (NULL, doc, "/enemys/bat/hp", moves, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tw_sweep_dialog_get_path (dialog), ==, "enemys.bat.hp");
  gtk_window_present (GTK_WINDOW (dialog));
  tw_sweep_dialog_set_range (dialog, 100, 2100, 500);
  /* Through the Run button's action, as a click does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "sweep.run", NULL));
  g_assert_true (tw_sweep_dialog_is_running (dialog));
  wait_for (dialog);
  GPtrArray *rows = tw_sweep_dialog_get_rows (dialog);
  g_assert_nonnull (rows);
  g_assert_cmpuint (rows->len, ==, 5);
  gint64 last_hp = G_MAXINT64;
  for (guint i = 0; i < rows->len; i++)
    {
      const TwSweepRow *row = g_ptr_array_index (rows, i);
      g_assert_cmpfloat (g_array_index (row->values, double, 0), ==, 100 + 500 * i);
      assert_row_equals_session (tower, row, "enemys.bat.hp");
      g_assert_cmpint (row->outcome.end_hp, <, last_hp);
      last_hp = row->outcome.end_hp;
    }
  g_assert_cmpstr (tw_sweep_dialog_get_status (dialog), ==, "5 variants played.");
  /* The document is as it was. */
  g_assert_cmpint (json_integer_value (tw_document_get_path (doc, "/enemys/bat/hp")), ==, 50);
  g_assert_false (tw_document_get_dirty (doc));

  /* CSV: the CLI's columns; the chart: the end_hp line through each row. */
  g_autofree char *dir = g_dir_make_tmp ("tw-sweep-XXXXXX", NULL);
  g_autofree char *csv_path = g_build_filename (dir, "rows.csv", NULL);
  g_autofree char *png_path = g_build_filename (dir, "chart.png", NULL);
  g_assert_true (tw_sweep_dialog_export_csv (dialog, csv_path, &error));
  g_autofree char *csv = NULL;
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
  g_autofree char *expected = tw_sweep_csv (tw_sweep_dialog_get_axes (dialog), rows);
  g_assert_cmpstr (csv, ==, expected);
  g_assert_true (g_str_has_prefix (csv, "enemys.bat.hp,end_hp,ticks,battles,damage_taken,"));
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7); /* header, 5 rows, "" */
  g_assert_true (tw_sweep_dialog_export_chart (dialog, png_path, &error));
  cairo_surface_t *image = cairo_image_surface_create_from_png (png_path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *pixels = cairo_image_surface_get_data (image);
  double rgb[3];
  tw_sweep_chart_colour (0, rgb);
  for (guint i = 0; i < rows->len; i++)
    {
      double x, y;
      g_assert_true (tw_sweep_chart_point (tw_sweep_dialog_get_axes (dialog), rows, TW_SWEEP_END_HP,
                                           TW_SWEEP_END_HP, i, w, h, &x, &y));
      guint32 pixel = *(const guint32 *)(pixels + (int)y * stride + (int)x * 4);
      g_assert_cmpint (ABS ((int)((pixel >> 16) & 0xff) - (int)(rgb[0] * 255)), <=, 40);
      g_assert_cmpint (ABS ((int)((pixel >> 8) & 0xff) - (int)(rgb[1] * 255)), <=, 40);
    }
  cairo_surface_destroy (image);
  g_remove (csv_path);
  g_remove (png_path);
  g_rmdir (dir);

  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_flush ();
  g_object_unref (doc);
  json_decref (tower);
}

/* Cancel skips the variants not begun and says so; closing the dialog
 * while a sweep runs is safe. */
static void
test_cancel (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwDocument *doc = tw_document_new (tower);
  g_autoptr (GString) long_moves = g_string_new (NULL);
  for (int i = 0; i < 200; i++)
    g_string_append (long_moves, "wait 50\n");
  TwSweepDialog *dialog
      = tw_sweep_dialog_new (NULL, doc, "/enemys/bat/timeCost", long_moves->str, NULL);
  g_assert_nonnull (dialog);
  tw_sweep_dialog_set_range (dialog, 1, 2000, 1);
  g_assert_true (tw_sweep_dialog_run (dialog, NULL));
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_sweep_dialog_run (dialog, &error)); /* one at a time */
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "sweep.cancel", NULL));
  wait_for (dialog);
  GPtrArray *rows = tw_sweep_dialog_get_rows (dialog);
  g_assert_cmpuint (rows->len, ==, 2000);
  g_assert_false (((TwSweepRow *)g_ptr_array_index (rows, rows->len - 1))->ok);
  g_assert_true (g_str_has_prefix (tw_sweep_dialog_get_status (dialog), "Cancelled: "));

  /* Closed while running: the dialog goes at once (the sweep holds it
   * weakly), and the sweep, cancelled, ends. */
  g_assert_true (tw_sweep_dialog_run (dialog, NULL));
  g_assert_cmpuint (tw_sweep_dialog_get_n_running (), ==, 1);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *)&dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_flush ();
  g_assert_null (dialog);
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (tw_sweep_dialog_get_n_running () > 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (tw_sweep_dialog_get_n_running (), ==, 0);
  g_object_unref (doc);
  json_decref (tower);
}

/* No moves: nothing runs until a file gives some; a value that is not a
 * number cannot be swept. */
static void
test_refusals (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwDocument *doc = tw_document_new (tower);
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_sweep_dialog_new (NULL, doc, "/enemys/bat/name", NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (tw_sweep_dialog_new (NULL, doc, "/enemys/bat/actArgs.x", NULL, &error));
  g_clear_error (&error);
  TwSweepDialog *dialog = tw_sweep_dialog_new (NULL, doc, "/enemys/bat/atk", NULL, &error);
  g_assert_no_error (error);
  g_assert_false (tw_sweep_dialog_run (dialog, &error));
  g_assert_nonnull (strstr (error->message, "moves"));
  g_clear_error (&error);
  g_assert_false (tw_sweep_dialog_set_moves (dialog, "fly away\n", &error));
  g_clear_error (&error);
  g_assert_true (tw_sweep_dialog_set_moves (dialog, moves, &error));
  g_assert_false (tw_sweep_dialog_export_csv (dialog, "/nowhere.csv", &error));
  g_clear_error (&error);
  tw_sweep_dialog_set_range (dialog, 5, 1, 1); /* To below From */
  g_assert_false (tw_sweep_dialog_run (dialog, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* A whole value may still be swept by fractions. */
  tw_sweep_dialog_set_range (dialog, 0.5, 1.5, 0.25);
  g_assert_true (tw_sweep_dialog_run (dialog, &error));
  wait_for (dialog);
  GPtrArray *rows = tw_sweep_dialog_get_rows (dialog);
  g_assert_cmpuint (rows->len, ==, 5);
  g_assert_cmpfloat (g_array_index (((TwSweepRow *)g_ptr_array_index (rows, 1))->values, double, 0),
                     ==, 0.75);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_flush ();
  g_object_unref (doc);
  json_decref (tower);
}

static void
sweep_value_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  char **path = data;
  g_free (*path);
  *path = g_variant_dup_string (param, NULL);
}

/* The inspector's hp field offers "Sweep this value…" in its context menu,
 * which activates win.sweep-value with the field's path. */
static void
test_inspector_menu (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwDocument *doc = tw_document_new (tower);
  GtkWidget *inspector = tw_inspector_new ();
  GtkWindow *window = ui_test_host (inspector, 400, 700);
  g_autofree char *asked = NULL;
  GSimpleActionGroup *group = g_simple_action_group_new ();
  g_autoptr (GSimpleAction) action = g_simple_action_new ("sweep-value", G_VARIANT_TYPE_STRING);
  g_signal_connect (action, "activate", G_CALLBACK (sweep_value_cb), &asked);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  gtk_widget_insert_action_group (GTK_WIDGET (window), "win", G_ACTION_GROUP (group));
  g_object_unref (group);
  tw_inspector_show_enemy (TW_INSPECTOR (inspector), doc, "bat");
  ui_test_flush ();
  GtkWidget *entry = ui_test_find (inspector, "hp");
  g_assert_true (GTK_IS_ENTRY (entry));
  GMenuModel *menu = gtk_entry_get_extra_menu (GTK_ENTRY (entry));
  g_assert_nonnull (menu);
  g_autofree char *label = NULL, *name = NULL, *target = NULL;
  g_assert_true (g_menu_model_get_item_attribute (menu, 0, "label", "s", &label));
  g_assert_cmpstr (label, ==, "Sweep this value…");
  g_assert_true (g_menu_model_get_item_attribute (menu, 0, "action", "s", &name));
  g_assert_true (g_menu_model_get_item_attribute (menu, 0, "target", "s", &target));
  g_assert_cmpstr (target, ==, "/enemys/bat/hp");
  g_assert_true (g_str_has_prefix (name, "win."));
  g_assert_true (gtk_widget_activate_action (entry, name, "s", target));
  g_assert_cmpstr (asked, ==, "/enemys/bat/hp");
  gtk_window_destroy (window);
  ui_test_flush ();
  g_object_unref (doc);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sweep-dialog/rows-equal-simulation", test_rows_equal_simulation);
  g_test_add_func ("/sweep-dialog/cancel", test_cancel);
  g_test_add_func ("/sweep-dialog/refusals", test_refusals);
  g_test_add_func ("/sweep-dialog/inspector-menu", test_inspector_menu);
  return g_test_run ();
}
