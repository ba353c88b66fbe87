/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-entity-grid.c: the enemy and item grids, the Tables window and Find
 * under Xvfb: a cell edited through its GtkEditableLabel and undone, sort
 * and filter, rows copied and pasted through the clipboard, the CSV round
 * trip and a refused import, a floor found by title and jumped to, and
 * where used with its jump to the cell.
 *
 * TW_SCREENSHOT_PAUSE=N holds the grid and the find popover on screen for
 * N seconds each (for `import -window root`). */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdlib.h>

#include "editor/tw-entity-table.h"
#include "tests/ui/editor-test-util.h"
#include "ui/tw-entity-grid.h"
#include "ui/tw-find-popover.h"
#include "ui/tw-tables-window.h"

static void
screenshot_pause (void)
{
  const char *pause = g_getenv ("TW_SCREENSHOT_PAUSE");
  if (pause != NULL)
    ui_test_spin (atoi (pause) * 1000);
}

typedef struct
{
  const char *name, *id;
} CellKey;

static gboolean
is_cell (GtkWidget *widget, gconstpointer data)
{
  const CellKey *key = data;
  return g_strcmp0 (gtk_widget_get_name (widget), key->name) == 0
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "tw-row-id"), key->id) == 0;
}

/* The widget named name whose row is id (object data "tw-row-id"). */
static GtkWidget *
find_cell (GtkWidget *root, const char *name, const char *id)
{
  CellKey key = { name, id };
  return test_find_widget (root, is_cell, &key);
}

static json_int_t
enemy_int (TwDocument *doc, const char *id, const char *field)
{
  json_t *value = tw_document_get_enemy_field (doc, id, field);
  g_assert_true (json_is_integer (value));
  return json_integer_value (value);
}

/* Types text into a cell as a person does: focus, type, Enter. */
static void
edit_cell (GtkWidget *cell, const char *text)
{
  g_assert_true (GTK_IS_ENTRY (cell));
  gtk_widget_grab_focus (cell);
  ui_test_type (cell, text);
  ui_test_flush ();
}

/* A key press as the widget's key controller gets it. */
static void
press_key (GtkWidget *widget, guint keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
      if (handled)
        return;
    }
  g_error ("no key controller took the key");
}

static TwEntityGrid *
hosted_grid (TwDocument *doc, TwEntityKind kind, GtkWindow **window)
{
  TwEntityGrid *grid = TW_ENTITY_GRID (tw_entity_grid_new (kind));
  tw_entity_grid_set_document (grid, doc);
  *window = ui_test_host (GTK_WIDGET (grid), 1100, 600);
  return grid;
}

static void
test_grid_edit_undo (void)
{
  g_autoptr (TwDocument) doc = ui_test_open_sample ();
  GtkWindow *window;
  TwEntityGrid *grid = hosted_grid (doc, TW_ENTITY_ENEMY, &window);
  g_auto (GStrv) ids = tw_document_dup_enemy_ids (doc);
  g_assert_cmpuint (tw_entity_grid_get_n_rows (grid), ==, g_strv_length (ids));

  GtkWidget *cell = find_cell (GTK_WIDGET (grid), "cell-hp", "greenSlime");
  g_assert_nonnull (cell);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  edit_cell (cell, "350");
  g_assert_cmpint (enemy_int (doc, "greenSlime", "hp"), ==, 350);
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Set hp of greenSlime");

  /* A bad value: refused with its reason, the cell shows the stored value. */
  cell = find_cell (GTK_WIDGET (grid), "cell-atk", "greenSlime");
  edit_cell (cell, "lots");
  g_assert_cmpstr (tw_entity_grid_get_message (grid), ==, "atk: “lots” is not a number.");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  g_assert_cmpint (enemy_int (doc, "greenSlime", "atk"), ==, 0);

  /* Undo (the document's): the cell follows. */
  g_assert_true (tw_document_undo (doc));
  ui_test_flush ();
  g_assert_cmpint (enemy_int (doc, "greenSlime", "hp"), ==, 0);
  cell = find_cell (GTK_WIDGET (grid), "cell-hp", "greenSlime");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  g_assert_false (tw_document_can_undo (doc));

  /* A choice column: actType. */
  cell = find_cell (GTK_WIDGET (grid), "cell-actType", "greenSlime");
  edit_cell (cell, "chase");
  g_assert_cmpstr (json_string_value (tw_document_get_enemy_field (doc, "greenSlime", "actType")),
                   ==, "chase");

  /* Typing then leaving the cell writes it too; Escape puts the value back. */
  cell = find_cell (GTK_WIDGET (grid), "cell-money", "greenSlime");
  gtk_widget_grab_focus (cell);
  gtk_editable_set_text (GTK_EDITABLE (cell), "15");
  gtk_widget_grab_focus (ui_test_find (GTK_WIDGET (grid), "grid-filter"));
  ui_test_flush ();
  g_assert_cmpint (enemy_int (doc, "greenSlime", "money"), ==, 15);
  cell = find_cell (GTK_WIDGET (grid), "cell-exp", "greenSlime");
  gtk_widget_grab_focus (cell);
  gtk_editable_set_text (GTK_EDITABLE (cell), "99");
  press_key (cell, GDK_KEY_Escape);
  ui_test_flush ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  gtk_widget_grab_focus (ui_test_find (GTK_WIDGET (grid), "grid-filter"));
  ui_test_flush ();
  g_assert_cmpint (enemy_int (doc, "greenSlime", "exp"), ==, 0);
  gtk_window_destroy (window);
}

static void
test_grid_sort_filter (void)
{
  g_autoptr (TwDocument) doc = ui_test_open_sample ();
  GtkWindow *window;
  TwEntityGrid *grid = hosted_grid (doc, TW_ENTITY_ENEMY, &window);
  guint n = tw_entity_grid_get_n_rows (grid);

  tw_entity_grid_sort_by (grid, "hp", GTK_SORT_DESCENDING);
  ui_test_flush ();
  json_int_t previous = G_MAXINT64;
  for (guint i = 0; i < n; i++)
    {
      json_int_t hp = enemy_int (doc, tw_entity_grid_get_row_id (grid, i), "hp");
      g_assert_cmpint (hp, <=, previous);
      previous = hp;
    }
  /* An edit moves its row: the biggest hp comes first. */
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "greenSlime",
                                           tw_entity_table_column (TW_ENTITY_ENEMY, "hp"), "999999",
                                           NULL));
  ui_test_flush ();
  g_assert_cmpstr (tw_entity_grid_get_row_id (grid, 0), ==, "greenSlime");
  /* A new order is shown from its top, wherever the view was. */
  GtkWidget *view = ui_test_find (GTK_WIDGET (grid), "grid-view");
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (view, GTK_TYPE_SCROLLED_WINDOW)));
  gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
  ui_test_flush ();
  g_assert_cmpfloat (gtk_adjustment_get_value (v), >, 0);
  tw_entity_grid_sort_by (grid, "id", GTK_SORT_ASCENDING);
  ui_test_flush ();
  ui_test_spin (50);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 0);
  for (guint i = 1; i < n; i++)
    g_assert_cmpint (g_utf8_collate (tw_entity_grid_get_row_id (grid, i - 1),
                                     tw_entity_grid_get_row_id (grid, i)),
                     <=, 0);

  tw_entity_grid_set_filter (grid, "slime");
  guint n_slimes = tw_entity_grid_get_n_rows (grid);
  g_assert_cmpuint (n_slimes, >=, 4);
  g_assert_cmpuint (n_slimes, <, n);
  for (guint i = 0; i < n_slimes; i++)
    g_assert_true (tw_entity_table_matches (doc, TW_ENTITY_ENEMY,
                                            tw_entity_grid_get_row_id (grid, i), "slime"));
  tw_entity_grid_set_filter (grid, "hp>100000");
  g_assert_cmpuint (tw_entity_grid_get_n_rows (grid), ==, 1);
  g_assert_cmpstr (tw_entity_grid_get_row_id (grid, 0), ==, "greenSlime");
  tw_entity_grid_set_filter (grid, "no such enemy");
  g_assert_cmpuint (tw_entity_grid_get_n_rows (grid), ==, 0);
  GtkWidget *empty = ui_test_find (GTK_WIDGET (grid), "grid-empty");
  g_assert_true (gtk_widget_get_mapped (empty));
  tw_entity_grid_set_filter (grid, "");
  g_assert_cmpuint (tw_entity_grid_get_n_rows (grid), ==, n);
  gtk_window_destroy (window);
}

static gboolean
value_is_200 (gpointer data)
{
  TwDocument *doc = data;
  return json_integer_value (tw_document_get_enemy_field (doc, "redSlime", "hp")) == 200;
}

static void
test_grid_copy_paste (void)
{
  g_autoptr (TwDocument) doc = ui_test_open_sample ();
  GtkWindow *window;
  TwEntityGrid *grid = hosted_grid (doc, TW_ENTITY_ENEMY, &window);
  const TwField *hp = tw_entity_table_column (TW_ENTITY_ENEMY, "hp");
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "bat", hp, "200", NULL));
  tw_entity_grid_sort_by (grid, "id", GTK_SORT_ASCENDING);
  tw_entity_grid_set_filter (grid, "bat");
  g_assert_cmpstr (tw_entity_grid_get_row_id (grid, 0), ==, "bat");
  guint first = 0;
  tw_entity_grid_select_rows (grid, &first, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (grid), "grid.copy", NULL));
  ui_test_flush ();
  g_assert_cmpstr (tw_entity_grid_get_message (grid), ==, "Copied 1 row.");

  /* Two other rows selected, Ctrl+V's action: the clipboard's numbers. */
  tw_entity_grid_set_filter (grid, "slime");
  guint n = tw_entity_grid_get_n_rows (grid);
  guint rows[2] = { G_MAXUINT, G_MAXUINT };
  for (guint i = 0; i < n; i++)
    {
      const char *id = tw_entity_grid_get_row_id (grid, i);
      if (g_str_equal (id, "greenSlime"))
        rows[0] = i;
      else if (g_str_equal (id, "redSlime"))
        rows[1] = i;
    }
  tw_entity_grid_select_rows (grid, rows, 2);
  g_auto (GStrv) selected = tw_entity_grid_dup_selected_ids (grid);
  g_assert_cmpuint (g_strv_length (selected), ==, 2);
  guint undo_steps = tw_document_can_undo (doc) ? 1 : 0;
  g_assert_cmpuint (undo_steps, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (grid), "grid.paste", NULL));
  editor_test_wait (value_is_200, doc);
  g_assert_cmpint (enemy_int (doc, "greenSlime", "hp"), ==, 200);
  g_assert_cmpint (enemy_int (doc, "greenSlime", "atk"), ==, enemy_int (doc, "bat", "atk"));
  g_assert_cmpint (enemy_int (doc, "redSlime", "money"), ==, enemy_int (doc, "bat", "money"));
  g_assert_cmpstr (json_string_value (tw_document_get_enemy_field (doc, "redSlime", "name")), ==,
                   "红头怪");
  g_assert_cmpstr (tw_entity_grid_get_message (grid), ==, "Pasted: 6 values changed.");
  /* The visible cells follow, and one undo takes the whole paste back. */
  GtkWidget *cell = find_cell (GTK_WIDGET (grid), "cell-hp", "redSlime");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "200");
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Paste 2 rows");
  g_assert_true (tw_document_undo (doc));
  ui_test_flush ();
  g_assert_cmpint (enemy_int (doc, "greenSlime", "hp"), ==, 0);
  g_assert_cmpint (enemy_int (doc, "redSlime", "money"), ==, 0);
  g_assert_cmpint (enemy_int (doc, "bat", "hp"), ==, 200);
  cell = find_cell (GTK_WIDGET (grid), "cell-hp", "redSlime");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  gtk_window_destroy (window);
}

/* A key press with modifiers as the widget's own key controllers get it;
 * TRUE when one of them took it. */
static gboolean
press_keys (GtkWidget *widget, guint keyval, GdkModifierType state)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;
      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
      if (handled)
        return TRUE;
    }
  return FALSE;
}

typedef struct
{
  TwDocument *doc;
  GtkWidget *cell;
} Waiting;

static gboolean
green_hp_is_200 (gpointer data)
{
  Waiting *w = data;
  return json_integer_value (tw_document_get_enemy_field (w->doc, "greenSlime", "hp")) == 200;
}

static gboolean
cell_says_77 (gpointer data)
{
  Waiting *w = data;
  return g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (w->cell)), "77") == 0;
}

/* Ctrl+C with a row selected copies it; Ctrl+V in a cell pastes rows over
 * the cell's row, or one value into the cell; Ctrl+C in a cell is the
 * entry's own. */
static void
test_grid_keys (void)
{
  g_autoptr (TwDocument) doc = ui_test_open_sample ();
  GtkWindow *window;
  TwEntityGrid *grid = hosted_grid (doc, TW_ENTITY_ENEMY, &window);
  const TwField *hp = tw_entity_table_column (TW_ENTITY_ENEMY, "hp");
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "bat", hp, "200", NULL));
  tw_entity_grid_set_filter (grid, "bat");
  guint first = 0;
  tw_entity_grid_select_rows (grid, &first, 1);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_true (press_keys (GTK_WIDGET (grid), GDK_KEY_c, GDK_CONTROL_MASK));
  g_assert_cmpstr (tw_entity_grid_get_message (grid), ==, "Copied 1 row.");

  tw_entity_grid_set_filter (grid, "greenSlime");
  tw_entity_grid_select_rows (grid, NULL, 0);
  Waiting w = { doc, find_cell (GTK_WIDGET (grid), "cell-hp", "greenSlime") };
  gtk_widget_grab_focus (w.cell);
  g_assert_false (press_keys (GTK_WIDGET (grid), GDK_KEY_c, GDK_CONTROL_MASK));
  g_assert_true (press_keys (GTK_WIDGET (grid), GDK_KEY_v, GDK_CONTROL_MASK));
  editor_test_wait (green_hp_is_200, &w);
  g_assert_cmpint (enemy_int (doc, "greenSlime", "atk"), ==, enemy_int (doc, "bat", "atk"));
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Paste 1 row");

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (grid)), "77\n");
  w.cell = find_cell (GTK_WIDGET (grid), "cell-atk", "greenSlime");
  gtk_widget_grab_focus (w.cell);
  g_assert_true (press_keys (GTK_WIDGET (grid), GDK_KEY_v, GDK_CONTROL_MASK));
  editor_test_wait (cell_says_77, &w);
  ui_test_enter (w.cell);
  g_assert_cmpint (enemy_int (doc, "greenSlime", "atk"), ==, 77);
  gtk_widget_grab_focus (ui_test_find (GTK_WIDGET (grid), "grid-filter"));
  gtk_window_destroy (window);
}

static void
test_grid_csv (void)
{
  g_autoptr (TwDocument) doc = ui_test_open_sample ();
  GtkWindow *window;
  TwEntityGrid *grid = hosted_grid (doc, TW_ENTITY_ENEMY, &window);
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "enemies.csv", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_entity_grid_export_csv (grid, path, &error));
  g_assert_no_error (error);
  g_autofree char *csv = NULL;
  g_assert_true (g_file_get_contents (path, &csv, NULL, NULL));

  /* Edited outside (a spreadsheet), read back: one undo step. */
  GString *edited = g_string_new (csv);
  g_string_replace (edited, "\nbat,小蝙蝠,100,120,", "\nbat,小蝙蝠,150,125,", 1);
  g_assert_true (g_file_set_contents (path, edited->str, -1, NULL));
  g_string_free (edited, TRUE);
  g_assert_true (tw_entity_grid_import_csv (grid, path, &error));
  g_assert_no_error (error);
  ui_test_flush ();
  g_assert_cmpint (enemy_int (doc, "bat", "hp"), ==, 150);
  g_assert_cmpint (enemy_int (doc, "bat", "atk"), ==, 125);
  g_assert_cmpstr (tw_entity_grid_get_message (grid), ==,
                   "Imported enemies.csv: 2 values changed.");
  GtkWidget *cell = find_cell (GTK_WIDGET (grid), "cell-hp", "bat");
  if (cell != NULL) /* shown when its row is on screen */
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "150");
  g_assert_true (tw_document_undo (doc));
  g_assert_cmpint (enemy_int (doc, "bat", "hp"), ==, 100);
  g_assert_false (tw_document_can_undo (doc));

  /* A bad value: file, line and column under the table, nothing changed. */
  g_assert_true (g_file_set_contents (path, "id,hp\nbat,7\ngreenSlime,x\n", -1, NULL));
  g_assert_false (tw_entity_grid_import_csv (grid, path, &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_VALUE);
  g_autofree char *expected = g_strdup_printf ("%s:3:2: hp: “x” is not a number.", path);
  g_assert_cmpstr (tw_entity_grid_get_message (grid), ==, expected);
  g_assert_cmpint (enemy_int (doc, "bat", "hp"), ==, 100);
  g_assert_false (tw_document_can_undo (doc));
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (window);
}

/* ---- in the editor window ----------------------------------------------------------- */

static void
test_window_tables (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwDocument *doc = tw_window_get_document (window);
  g_assert_null (tw_window_get_tables_window (window));
  editor_test_action (window, "view.enemy-table");
  TwTablesWindow *tables = tw_window_get_tables_window (window);
  g_assert_nonnull (tables);
  editor_test_wait (editor_test_is_mapped, tables);
  ui_test_flush ();
  g_assert_cmpint (tw_tables_window_get_shown_kind (tables), ==, TW_ENTITY_ENEMY);
  TwEntityGrid *grid = tw_tables_window_get_grid (tables, TW_ENTITY_ENEMY);
  g_assert_true (tw_entity_grid_get_document (grid) == doc);

  GtkWidget *cell = find_cell (GTK_WIDGET (grid), "cell-def", "greenSlime");
  g_assert_nonnull (cell);
  edit_cell (cell, "12");
  g_assert_cmpint (enemy_int (doc, "greenSlime", "def"), ==, 12);
  /* The window's undo button and Ctrl+Z there undo the document. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tables), "tables.undo", NULL));
  ui_test_flush ();
  g_assert_cmpint (enemy_int (doc, "greenSlime", "def"), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tables), "tables.redo", NULL));
  g_assert_cmpint (enemy_int (doc, "greenSlime", "def"), ==, 12);

  tw_entity_grid_sort_by (grid, "hp", GTK_SORT_DESCENDING);
  ui_test_flush ();
  screenshot_pause ();

  /* Ctrl+Shift+T: the same window on its items page. */
  editor_test_action (window, "view.item-table");
  g_assert_true (tw_window_get_tables_window (window) == tables);
  g_assert_cmpint (tw_tables_window_get_shown_kind (tables), ==, TW_ENTITY_ITEM);
  TwEntityGrid *items = tw_tables_window_get_grid (tables, TW_ENTITY_ITEM);
  g_assert_cmpuint (tw_entity_grid_get_n_rows (items), >, 40);
  tw_entity_grid_set_filter (items, "key");
  ui_test_flush ();
  /* Keys are tools: a timeCost, but no canCancel (battle and status skills). */
  GtkWidget *time_cost = find_cell (GTK_WIDGET (items), "cell-timeCost", "yellowKey");
  GtkWidget *can_cancel = find_cell (GTK_WIDGET (items), "cell-canCancel", "yellowKey");
  g_assert_true (gtk_widget_get_sensitive (time_cost));
  g_assert_false (gtk_widget_get_sensitive (can_cancel));
  screenshot_pause ();
  gtk_window_destroy (GTK_WINDOW (tables));
  ui_test_flush ();
  g_assert_null (tw_window_get_tables_window (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
widget_visible (gpointer widget)
{
  return gtk_widget_get_visible (widget);
}

static void
test_window_find (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwInspector *inspector = tw_window_get_inspector (window);
  TwFloorList *floors = tw_window_get_floor_list (window);
  editor_test_action (window, "view.find");
  TwFindPopover *find = TW_FIND_POPOVER (tw_window_get_find_popover (window));
  /* The popover shows once the main loop has run it (on a loaded machine,
   * not by the time the action returns). */
  editor_test_wait (widget_visible, find);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find)));

  /* A floor by its title: selected in the list and shown in the inspector. */
  GtkWidget *entry = ui_test_find (GTK_WIDGET (find), "find-entry");
  gtk_editable_set_text (GTK_EDITABLE (entry), "样板 1");
  g_signal_emit_by_name (entry, "activate"); /* Enter takes the first result */
  ui_test_flush ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find)));
  g_assert_cmpstr (tw_floor_list_get_selected (floors), ==, "sample1");
  g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (window)), ==, "sample1");
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_FLOOR);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "sample1");

  /* An enemy by name: the inspector shows it. */
  editor_test_action (window, "view.find");
  tw_find_popover_search (find, "绿头怪");
  g_assert_cmpuint (tw_find_popover_get_n_results (find), ==, 1);
  tw_find_popover_activate_result (find, 0);
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_ENEMY);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "greenSlime");

  /* Where used, from the result row's button: greenSlime stands at
   * sample0 (0, 7); the click jumps there. */
  editor_test_action (window, "view.find");
  tw_find_popover_search (find, "slime");
  ui_test_flush ();
  screenshot_pause ();
  tw_find_popover_search (find, "greenSlime");
  GtkWidget *button = ui_test_find (GTK_WIDGET (find), "where-used-0");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ui_test_flush ();
  g_assert_cmpuint (tw_find_popover_get_n_usages (find), ==, 1);
  GtkWidget *title = ui_test_find (GTK_WIDGET (find), "where-used-title");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, "greenSlime: used in 1 place");
  GtkListBox *usages = GTK_LIST_BOX (ui_test_find (GTK_WIDGET (find), "where-used-list"));
  g_signal_emit_by_name (usages, "row-activated", gtk_list_box_get_row_at_index (usages, 0));
  ui_test_flush ();
  g_assert_cmpstr (tw_floor_list_get_selected (floors), ==, "sample0");
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_CELL);
  GdkRectangle selection;
  g_assert_true (tw_tools_get_selection (tw_window_get_tools (window), &selection));
  g_assert_cmpint (selection.x, ==, 0);
  g_assert_cmpint (selection.y, ==, 7);

  /* yellowKey: six cells, two events, a shop, a common event and the big
   * key's effect; the last one shows the big key in the inspector. */
  editor_test_action (window, "view.find");
  tw_find_popover_show_where_used (find, TW_ENTITY_ITEM, "yellowKey");
  g_assert_cmpuint (tw_find_popover_get_n_usages (find), ==, 11);
  ui_test_flush ();
  screenshot_pause ();
  tw_find_popover_activate_usage (find, 10);
  ui_test_flush ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find)));
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_ITEM);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "bigKey");

  /* Nothing found: a message, not an empty list. */
  editor_test_action (window, "view.find");
  tw_find_popover_search (find, "zzzz");
  GtkWidget *message = ui_test_find (GTK_WIDGET (find), "find-message");
  g_assert_true (gtk_widget_get_mapped (message));
  gtk_popover_popdown (GTK_POPOVER (find));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/entity-grid/edit-undo", test_grid_edit_undo);
  g_test_add_func ("/entity-grid/sort-filter", test_grid_sort_filter);
  g_test_add_func ("/entity-grid/copy-paste", test_grid_copy_paste);
  g_test_add_func ("/entity-grid/keys", test_grid_keys);
  g_test_add_func ("/entity-grid/csv", test_grid_csv);
  g_test_add_func ("/entity-grid/window-tables", test_window_tables);
  g_test_add_func ("/entity-grid/window-find", test_window_find);
  return g_test_run ();
}
