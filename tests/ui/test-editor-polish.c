/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's polish (issue 18): the selection following undo and
 * redo, the zoom read-out, the passability legend, the fill and select
 * tools' own icons, the map's labels hidden when a cell has no room for
 * them. The config folder is a temporary one. (The pane sizes remembered
 * between launches: tests/ui/test-window-layout.c.) */
#include <string.h>

#include "tests/ui/editor-test-util.h"
#include "tests/ui/ui-test-util.h"
#include "ui/tw-application.h"
#include "ui/tw-issues-panel.h"
#include "ui/tw-map-readouts.h"

static char *config_dir;

typedef struct
{
  TwWindow *window;
  TwDocument *doc;
  TwTools *tools;
  int slime;
} Fixture;

/* The sample, on a new empty 6x6 floor "T1". */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = editor_test_sample_on_new_floor ();
  f->doc = tw_window_get_document (f->window);
  f->tools = tw_window_get_tools (f->window);
  f->slime = tw_document_find_tile (f->doc, "greenSlime");
  g_assert_cmpint (f->slime, >, 0);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_flush ();
}

static GdkRectangle
selection (Fixture *f)
{
  GdkRectangle sel = { -1, -1, -1, -1 };
  g_assert_true (tw_tools_get_selection (f->tools, &sel));
  return sel;
}

/* Moving a selection, then undo: the selection goes back with the cells;
 * redo brings it to where they went. */
static void
test_undo_moves_selection (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_document_set_cell (f->doc, "T1", 0, 0, f->slime, NULL));
  editor_test_action (f->window, "tool.select");
  editor_test_stroke (f->window, 0, 0, 1, 1, -1);
  editor_test_stroke (f->window, 0, 0, 2, 3, -1); /* drags the 2x2 selection by (2, 3) */
  g_assert_cmpint (editor_test_cell (f->window, "T1", 2, 3), ==, f->slime);
  GdkRectangle sel = selection (f);
  g_assert_cmpint (sel.x, ==, 2);
  g_assert_cmpint (sel.y, ==, 3);

  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 0), ==, f->slime);
  sel = selection (f);
  g_assert_cmpint (sel.x, ==, 0);
  g_assert_cmpint (sel.y, ==, 0);
  g_assert_cmpint (sel.width, ==, 2);
  g_assert_cmpint (sel.height, ==, 2);

  editor_test_action (f->window, "edit.redo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 2, 3), ==, f->slime);
  sel = selection (f);
  g_assert_cmpint (sel.x, ==, 2);
  g_assert_cmpint (sel.y, ==, 3);

  /* Paste: undo takes the selection back to where it was before. */
  editor_test_action (f->window, "edit.copy");
  tw_tools_set_selection (f->tools, 4, 4, 1, 1);
  g_assert_true (tw_tools_paste (f->tools, 0, 0));
  sel = selection (f);
  g_assert_cmpint (sel.x, ==, 0);
  g_assert_cmpint (sel.width, ==, 2);
  editor_test_action (f->window, "edit.undo");
  sel = selection (f);
  g_assert_cmpint (sel.x, ==, 4);
  g_assert_cmpint (sel.width, ==, 1);

  /* A new edit after undo forgets the undone step's selection. */
  g_assert_true (tw_document_set_cell (f->doc, "T1", 5, 0, f->slime, NULL));
  tw_tools_set_selection (f->tools, 1, 1, 1, 1);
  editor_test_action (f->window, "edit.undo"); /* the set_cell: no selection step */
  sel = selection (f);
  g_assert_cmpint (sel.x, ==, 1);
  g_assert_cmpint (sel.y, ==, 1);
}

static void
test_zoom_readout (Fixture *f, gconstpointer data)
{
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  GtkWidget *readout = ui_test_find (GTK_WIDGET (f->window), "zoom-readout");
  g_assert_nonnull (readout);
  g_assert_true (gtk_widget_get_mapped (readout));
  tw_map_canvas_set_zoom (canvas, 1.5);
  g_assert_cmpstr (tw_zoom_readout_get_text (TW_ZOOM_READOUT (readout)), ==, "150%");
  tw_map_canvas_set_zoom (canvas, 0.5);
  g_assert_cmpstr (tw_zoom_readout_get_text (TW_ZOOM_READOUT (readout)), ==, "50%");
  /* Clicking the percentage goes back to 100%. */
  g_signal_emit_by_name (ui_test_find (readout, "zoom-percent"), "clicked");
  g_assert_cmpfloat (tw_map_canvas_get_zoom (canvas), ==, 1.0);
  g_assert_cmpstr (tw_zoom_readout_get_text (TW_ZOOM_READOUT (readout)), ==, "100%");
}

static void
test_passability_legend (Fixture *f, gconstpointer data)
{
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  GtkWidget *legend = ui_test_find (GTK_WIDGET (f->window), "passability-legend");
  g_assert_nonnull (legend);
  g_object_set (canvas, "show-passability", FALSE, NULL);
  ui_test_flush ();
  g_assert_false (gtk_widget_get_mapped (legend));
  GtkWidget *toggle = ui_test_find (GTK_WIDGET (f->window), "overlay-show-passability");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), TRUE);
  ui_test_flush ();
  g_assert_true (gtk_widget_get_mapped (legend));
  /* Its four colours are the overlay's. */
  GdkRGBA tint;
  for (guint i = 0; i < 4; i++)
    g_assert_true (tw_map_canvas_passability_tint (i, &tint));
  g_assert_false (tw_map_canvas_passability_tint (4, &tint));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), FALSE);
  ui_test_flush ();
  g_assert_false (gtk_widget_get_mapped (legend));
}

/* The fill and select tools have icons of their own, which the theme finds. */
static void
test_tool_icons (Fixture *f, gconstpointer data)
{
  const char *tools[]
      = { "tool-pencil", "tool-eraser", "tool-rectangle", "tool-fill", "tool-select", "tool-pick" };
  g_autoptr (GHashTable) icons = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      GtkWidget *button = ui_test_find (GTK_WIDGET (f->window), tools[i]);
      const char *icon = gtk_button_get_icon_name (GTK_BUTTON (button));
      g_assert_nonnull (icon);
      g_assert_true (g_hash_table_add (icons, (gpointer)icon)); /* no two alike */
    }
  GtkIconTheme *theme
      = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (f->window)));
  g_assert_true (gtk_icon_theme_has_icon (theme, "tw-fill-symbolic"));
  g_assert_true (gtk_icon_theme_has_icon (theme, "tw-select-symbolic"));
  g_assert_cmpstr (
      gtk_button_get_icon_name (GTK_BUTTON (ui_test_find (GTK_WIDGET (f->window), "tool-fill"))),
      ==, "tw-fill-symbolic");
}

/* A row of slimes: at zoom 0.5 some labels have no room and are hidden; at
 * zoom 2 all fit. */
static void
test_labels_hidden_when_small (Fixture *f, gconstpointer data)
{
  for (int x = 0; x < 6; x++)
    g_assert_true (tw_document_set_cell (f->doc, "T1", x, 2, f->slime, NULL));
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  g_object_set (canvas, "show-damage", TRUE, "show-badges", TRUE, NULL);
  /* A badge on every enemy: give the sample's slime a timeCost. */
  json_t *cost = json_integer (12);
  g_assert_true (tw_document_set_field (f->doc, "/enemys/greenSlime/timeCost", cost, NULL));
  json_decref (cost);
  TwMapCanvasStats stats;
  tw_map_canvas_set_zoom (canvas, 2.0);
  editor_test_draw_canvas (canvas, &stats);
  guint at_two = stats.labels_hidden;
  g_assert_cmpuint (stats.cells_overlaid, >, 0);
  tw_map_canvas_set_zoom (canvas, 0.5);
  editor_test_draw_canvas (canvas, &stats);
  g_test_message ("labels hidden: %u at zoom 2, %u at zoom 0.5 (%u cells overlaid, floor %s)",
                  at_two, stats.labels_hidden, stats.cells_overlaid,
                  tw_map_canvas_get_floor (canvas));
  g_assert_cmpuint (at_two, ==, 0);
  g_assert_cmpuint (stats.labels_hidden, >, 0);
}

/* A tower whose functions.js the interpreter cannot run: a banner over the
 * map says so first, with the place (docs/rules.md §12.10); the designer can
 * close it, and a tower whose formula runs shows none. */
static void
test_script_banner (void)
{
  json_t *tower = test_load_sample_tower ();
  json_object_set_new (
      tower, "functions",
      json_pack ("{s:s, s:s}", "file", "project/functions.js", "text",
                 "var functions_x = {\n  \"enemys\": {\n"
                 "    \"getDamageInfo\": function (enemy, hero, x, y, floorId) {\n"
                 "      return { damage: core.notThere(enemy) };\n"
                 "    }\n  }\n};\n"));
  TwWindow *window = editor_test_tower_window (tower, 1100, 760);
  tw_issues_panel_validate_now (tw_window_get_issues_panel (window));
  ui_test_spin (400); /* the info bar's reveal animation */
  GtkWidget *bar = ui_test_find (GTK_WIDGET (window), "script-bar");
  GtkWidget *label = ui_test_find (GTK_WIDGET (window), "script-label");
  g_assert_nonnull (bar);
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));
  const char *text = gtk_label_get_text (GTK_LABEL (label));
  g_test_message ("banner: %s", text);
  g_assert_true (g_str_has_prefix (text, "The tower's damage formula could not be run for "));
  g_assert_nonnull (strstr (text, "project/functions.js:4: TypeError"));
  g_assert_nonnull (strstr (text, "use the built-in formula"));
  test_maybe_screenshot (GTK_WIDGET (window), "script-banner");

  /* Closed: it stays closed when the same finding comes back. */
  gtk_info_bar_response (GTK_INFO_BAR (bar), GTK_RESPONSE_CLOSE);
  tw_issues_panel_validate_now (tw_window_get_issues_panel (window));
  g_assert_false (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);

  /* A formula that runs: no banner. */
  tower = test_load_sample_tower ();
  json_object_set_new (
      tower, "functions",
      json_pack ("{s:s, s:s}", "file", "project/functions.js", "text",
                 "var functions_x = {\n  \"enemys\": {\n"
                 "    \"getDamageInfo\": function (enemy) { return { damage: 1, turn: 1 }; }\n"
                 "  }\n};\n"));
  window = editor_test_tower_window (tower, 1100, 760);
  tw_issues_panel_validate_now (tw_window_get_issues_panel (window));
  bar = ui_test_find (GTK_WIDGET (window), "script-bar");
  g_assert_false (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
}

static void
add (const char *path, void (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
}

/* The first label of @root (depth first) whose text is @text. */
static GtkLabel *
label_with_text (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = label_with_text (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The About window does not open with its name selected. */
static void
test_about_name_not_selected (void)
{
  GtkWindow *about = tw_application_show_about (NULL);
  ui_test_spin (200);
  GtkLabel *name = label_with_text (GTK_WIDGET (about), "Turnwright");
  g_assert_nonnull (name);
  int start = 0, end = 0;
  gboolean selected = gtk_label_get_selection_bounds (name, &start, &end);
  g_assert_false (selected && end > start);
  g_assert_true (gtk_window_get_focus (about) != GTK_WIDGET (name));
  test_maybe_screenshot (GTK_WIDGET (about), "about");
  gtk_window_destroy (about);
}

int
main (int argc, char **argv)
{
  /* Before anything asks GLib for the config folder: it is cached. */
  config_dir = g_dir_make_tmp ("tw-polish-XXXXXX", NULL);
  g_assert_nonnull (config_dir);
  g_setenv ("XDG_CONFIG_HOME", config_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  add ("/ui/editor/polish/undo-moves-selection", test_undo_moves_selection);
  add ("/ui/editor/polish/zoom-readout", test_zoom_readout);
  add ("/ui/editor/polish/passability-legend", test_passability_legend);
  add ("/ui/editor/polish/tool-icons", test_tool_icons);
  add ("/ui/editor/polish/labels-hidden-when-small", test_labels_hidden_when_small);
  g_test_add_func ("/ui/editor/polish/script-banner", test_script_banner);
  g_test_add_func ("/ui/editor/polish/about-name-not-selected", test_about_name_not_selected);
  int status = g_test_run ();
  editor_test_rmdir (config_dir);
  g_free (config_dir);
  return status;
}
