/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window with the sample project: each tool through its action
 * and canvas strokes, the undo history, the clipboard, the inspector and the
 * Issues panel wired to the canvas. */
#include "tests/ui/editor-test-util.h"

typedef struct
{
  TwWindow *window;
  TwDocument *doc;
  TwTools *tools;
  int wall, slime; /* two tile numbers of the sample */
} Fixture;

/* The sample in a window, on a new empty 6x6 floor "T1" so tools start clean. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = editor_test_sample_on_new_floor ();
  f->doc = tw_window_get_document (f->window);
  f->tools = tw_window_get_tools (f->window);
  f->wall = tw_document_find_tile (f->doc, "yellowWall");
  f->slime = tw_document_find_tile (f->doc, "greenSlime");
  g_assert_cmpint (f->wall, >, 0);
  g_assert_cmpint (f->slime, >, 0);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_flush ();
}

static void
choose_tile (Fixture *f, int tile)
{
  tw_palette_select (tw_window_get_palette (f->window), tile);
  ui_test_flush ();
  g_assert_cmpint (tw_tools_get_tile (f->tools), ==, tile);
}

static void
use_tool (Fixture *f, const char *name)
{
  g_autofree char *action = g_strconcat ("tool.", name, NULL);
  editor_test_action (f->window, action);
  g_assert_cmpstr (tw_tool_kind_to_string (tw_tools_get_tool (f->tools)), ==, name);
  /* The tool palette's button for it is the active one. */
  g_autofree char *button_name = g_strconcat ("tool-", name, NULL);
  GtkWidget *button = ui_test_find (GTK_WIDGET (f->window), button_name);
  g_assert_nonnull (button);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (button));
}

static gboolean
action_enabled (Fixture *f, const char *name)
{
  GtkWidget *button = ui_test_find (GTK_WIDGET (f->window), name);
  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static void
test_pencil (Fixture *f, gconstpointer data)
{
  choose_tile (f, f->wall);
  use_tool (f, "pencil");
  g_assert_false (action_enabled (f, "undo-button") && !tw_document_can_undo (f->doc));
  editor_test_stroke (f->window, 1, 1, 2, 1, 3, 1, 3, 2, -1);
  for (int x = 1; x <= 3; x++)
    g_assert_cmpint (editor_test_cell (f->window, "T1", x, 1), ==, f->wall);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 3, 2), ==, f->wall);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 1), ==, 0);
  /* One stroke, one undo step; the header buttons follow can-undo / can-redo. */
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Pencil");
  g_assert_true (action_enabled (f, "undo-button"));
  g_assert_false (action_enabled (f, "redo-button"));
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 1, 1), ==, 0);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 3, 2), ==, 0);
  g_assert_true (action_enabled (f, "redo-button"));
  editor_test_action (f->window, "edit.redo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 2, 1), ==, f->wall);
  g_assert_false (action_enabled (f, "redo-button"));
}

static void
test_eraser (Fixture *f, gconstpointer data)
{
  choose_tile (f, f->wall);
  use_tool (f, "pencil");
  editor_test_stroke (f->window, 0, 0, 1, 0, 2, 0, -1);
  use_tool (f, "eraser");
  editor_test_stroke (f->window, 1, 0, 2, 0, -1);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 0), ==, f->wall);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 1, 0), ==, 0);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 2, 0), ==, 0);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Erase");
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 2, 0), ==, f->wall);
}

static void
test_rectangle (Fixture *f, gconstpointer data)
{
  choose_tile (f, f->wall);
  use_tool (f, "rectangle");
  /* Nothing is painted while dragging: the rectangle is previewed. */
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  g_signal_emit_by_name (canvas, "stroke-begin", 4, 3, 1u);
  g_signal_emit_by_name (canvas, "stroke-cell", 2, 1);
  GdkRectangle preview;
  g_assert_true (tw_tools_get_preview (f->tools, &preview));
  g_assert_cmpint (preview.x, ==, 2);
  g_assert_cmpint (preview.width, ==, 3);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 3, 2), ==, 0);
  g_signal_emit_by_name (canvas, "stroke-end", 2, 1);
  ui_test_flush ();
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 6; x++)
      g_assert_cmpint (editor_test_cell (f->window, "T1", x, y), ==,
                       x >= 2 && x <= 4 && y >= 1 && y <= 3 ? f->wall : 0);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Rectangle");
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 3, 2), ==, 0);
}

static void
test_fill (Fixture *f, gconstpointer data)
{
  /* A wall across the floor splits it; the fill stops at it. */
  choose_tile (f, f->wall);
  use_tool (f, "pencil");
  editor_test_stroke (f->window, 2, 0, 2, 1, 2, 2, 2, 3, 2, 4, 2, 5, -1);
  choose_tile (f, f->slime);
  use_tool (f, "fill");
  editor_test_stroke (f->window, 0, 0, -1);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 6; x++)
      g_assert_cmpint (editor_test_cell (f->window, "T1", x, y), ==,
                       x < 2    ? f->slime
                       : x == 2 ? f->wall
                                : 0);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Fill");
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 1, 5), ==, 0);
}

static void
test_select_and_move (Fixture *f, gconstpointer data)
{
  choose_tile (f, f->slime);
  use_tool (f, "pencil");
  editor_test_stroke (f->window, 0, 0, 1, 0, -1);
  use_tool (f, "select");
  g_assert_false (action_enabled (f, "undo-button") && !tw_document_can_undo (f->doc));
  editor_test_stroke (f->window, 0, 0, 1, 1, -1);
  GdkRectangle sel;
  g_assert_true (tw_tools_get_selection (f->tools, &sel));
  g_assert_cmpint (sel.x, ==, 0);
  g_assert_cmpint (sel.y, ==, 0);
  g_assert_cmpint (sel.width, ==, 2);
  g_assert_cmpint (sel.height, ==, 2);
  /* A drag that starts inside the selection moves its cells. */
  editor_test_stroke (f->window, 1, 1, 2, 2, 3, 3, -1);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 0), ==, 0);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 2, 2), ==, f->slime);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 3, 2), ==, f->slime);
  g_assert_true (tw_tools_get_selection (f->tools, &sel));
  g_assert_cmpint (sel.x, ==, 2);
  g_assert_cmpint (sel.y, ==, 2);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Move Selection");
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 1, 0), ==, f->slime);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 3, 2), ==, 0);
  /* Escape drops the selection. */
  editor_test_action (f->window, "edit.deselect");
  g_assert_false (tw_tools_get_selection (f->tools, NULL));
}

static void
test_pick (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_document_set_cell (f->doc, "T1", 4, 4, f->slime, NULL));
  choose_tile (f, f->wall);
  use_tool (f, "pick");
  editor_test_stroke (f->window, 4, 4, -1);
  g_assert_cmpint (tw_tools_get_tile (f->tools), ==, f->slime);
  g_assert_cmpint (tw_palette_get_selected (tw_window_get_palette (f->window)), ==, f->slime);
  /* Right click picks whatever the tool. */
  use_tool (f, "pencil");
  g_assert_true (tw_document_set_cell (f->doc, "T1", 0, 5, f->wall, NULL));
  g_signal_emit_by_name (tw_window_get_canvas (f->window), "cell-activated", 0, 5, 3u);
  ui_test_flush ();
  g_assert_cmpint (tw_tools_get_tile (f->tools), ==, f->wall);
  g_assert_cmpint (tw_tools_get_tool (f->tools), ==, TW_TOOL_PENCIL);
}

static void
test_clipboard (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_document_set_cell (f->doc, "T1", 0, 0, f->wall, NULL));
  g_assert_true (tw_document_set_cell (f->doc, "T1", 1, 0, f->slime, NULL));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (f->window), "edit.copy", NULL)
                  && tw_tools_can_paste (f->tools));
  tw_tools_set_selection (f->tools, 0, 0, 2, 1);
  editor_test_action (f->window, "edit.copy");
  /* Paste lands at the hovered cell, else at the selection's origin (under
   * Xvfb the pointer may rest on the map). */
  tw_tools_set_selection (f->tools, 3, 4, 1, 1);
  int tx, ty;
  tw_map_canvas_get_hover (tw_window_get_canvas (f->window), &tx, &ty);
  if (tx < 0 || ty < 0)
    tx = 3, ty = 4;
  editor_test_action (f->window, "edit.paste");
  g_assert_cmpint (editor_test_cell (f->window, "T1", tx, ty), ==, f->wall);
  if (tx + 1 < 6)
    g_assert_cmpint (editor_test_cell (f->window, "T1", tx + 1, ty), ==, f->slime);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Paste");
  GdkRectangle sel;
  g_assert_true (tw_tools_get_selection (f->tools, &sel));
  g_assert_cmpint (sel.x, ==, tx);
  g_assert_cmpint (sel.y, ==, ty);
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 0), ==, f->wall);

  /* Cut copies and clears, in one step. */
  tw_tools_set_selection (f->tools, 0, 0, 2, 1);
  editor_test_action (f->window, "edit.cut");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 0), ==, 0);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 1, 0), ==, 0);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Cut");
  /* A paste is clipped to the floor: at (5, 5) only the first cell fits. */
  g_assert_true (tw_tools_paste (f->tools, 5, 5));
  g_assert_cmpint (editor_test_cell (f->window, "T1", 5, 5), ==, f->wall);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 4, 5), ==, 0);
  editor_test_action (f->window, "edit.undo");
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (editor_test_cell (f->window, "T1", 0, 0), ==, f->wall);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 1, 0), ==, f->slime);
  g_assert_cmpint (editor_test_cell (f->window, "T1", 5, 5), ==, 0);
}

static int
layer_cell (Fixture *f, const char *layer, int x, int y)
{
  return tw_document_get_layer_cell (f->doc, "T1", layer, x, y);
}

/* Alt+1/2/3 (the layer actions) choose the layer the tools paint: the
 * pencil, the pick and copy/paste work on it, each stroke one undo step.
 * Each layer's view button cycles it shown, dimmed, hidden; the painted
 * layer is drawn shown whatever its button says. */
static void
test_layers (Fixture *f, gconstpointer data)
{
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  choose_tile (f, f->wall);
  use_tool (f, "pencil");
  editor_test_stroke (f->window, 1, 1, 2, 1, -1); /* the event layer */
  editor_test_action (f->window, "layer.bg");
  g_assert_cmpint (tw_tools_get_layer (f->tools), ==, TW_LAYER_BG);
  GtkWidget *button = ui_test_find (GTK_WIDGET (f->window), "layer-bg");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_BG), ==, TW_LAYER_SHOWN);
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_SHOWN);
  /* The event layer's button: dimmed, then hidden, then shown again. */
  GtkWidget *event_view = ui_test_find (GTK_WIDGET (f->window), "layer-view-event");
  g_signal_emit_by_name (event_view, "clicked");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_DIMMED);
  g_signal_emit_by_name (event_view, "clicked");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_HIDDEN);
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (event_view)), ==,
                   "view-conceal-symbolic");
  /* Painting the event layer shows it; leaving it hides it again. */
  editor_test_action (f->window, "layer.event");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_SHOWN);
  editor_test_action (f->window, "layer.bg");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_HIDDEN);
  g_signal_emit_by_name (event_view, "clicked");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_SHOWN);
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_FG), ==, TW_LAYER_SHOWN);
  /* The view action (Ctrl+Alt+3) is the button. */
  editor_test_action (f->window, "layer-view.fg");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_FG), ==, TW_LAYER_DIMMED);
  editor_test_action (f->window, "layer-view.fg");
  editor_test_action (f->window, "layer-view.fg");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_FG), ==, TW_LAYER_SHOWN);
  tw_tools_set_tile (f->tools, 10005); /* a tileset cell (not in the palette list) */
  editor_test_stroke (f->window, 2, 1, 3, 1, -1);
  g_assert_cmpint (layer_cell (f, "bgmap", 2, 1), ==, 10005);
  g_assert_cmpint (layer_cell (f, "bgmap", 3, 1), ==, 10005);
  g_assert_cmpint (layer_cell (f, "bgmap", 1, 1), ==, 0);
  g_assert_cmpint (layer_cell (f, "map", 2, 1), ==, f->wall); /* untouched */
  g_assert_cmpint (layer_cell (f, "map", 3, 1), ==, 0);
  g_assert_cmpint (tw_map_canvas_get_layer_cell (canvas, TW_LAYER_BG, 3, 1), ==, 10005);

  /* Copy on the background, paste on the foreground. */
  tw_tools_set_selection (f->tools, 2, 1, 2, 1);
  editor_test_action (f->window, "edit.copy");
  editor_test_action (f->window, "layer.fg");
  g_assert_cmpint (tw_map_canvas_get_layer_mode (canvas, TW_LAYER_EVENT), ==, TW_LAYER_SHOWN);
  g_assert_true (tw_tools_paste (f->tools, 0, 4));
  g_assert_cmpint (layer_cell (f, "fgmap", 0, 4), ==, 10005);
  g_assert_cmpint (layer_cell (f, "fgmap", 1, 4), ==, 10005);
  g_assert_cmpint (layer_cell (f, "map", 0, 4), ==, 0);
  g_assert_cmpint (layer_cell (f, "bgmap", 0, 4), ==, 0);
  /* Pick reads the current layer. */
  g_assert_true (tw_tools_pick (f->tools, 1, 1));
  g_assert_cmpint (tw_tools_get_tile (f->tools), ==, 0);

  editor_test_action (f->window, "edit.undo"); /* the paste */
  g_assert_cmpint (layer_cell (f, "fgmap", 0, 4), ==, 0);
  editor_test_action (f->window, "edit.undo"); /* the background stroke */
  g_assert_cmpint (layer_cell (f, "bgmap", 2, 1), ==, 0);
  g_assert_cmpint (layer_cell (f, "map", 2, 1), ==, f->wall);
  editor_test_action (f->window, "layer.event");
  g_assert_cmpint (tw_tools_get_layer (f->tools), ==, TW_LAYER_EVENT);
}

/* Selecting an enemy on the map shows it in the window's inspector; its
 * timeCost and actType are edited there, through the history. */
static void
test_inspector_enemy (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_document_set_cell (f->doc, "T1", 2, 3, f->slime, NULL));
  use_tool (f, "select");
  TwInspector *inspector = tw_window_get_inspector (f->window);
  /* A click on a cell without an enemy inspects the cell. */
  editor_test_stroke (f->window, 4, 4, -1);
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_CELL);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "T1");
  editor_test_stroke (f->window, 2, 3, -1);
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_ENEMY);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "greenSlime");

  GtkWidget *time_cost = ui_test_find (GTK_WIDGET (inspector), "timeCost");
  g_assert_nonnull (time_cost);
  ui_test_type (time_cost, "7");
  ui_test_flush ();
  json_t *value = tw_document_get_enemy_field (f->doc, "greenSlime", "timeCost");
  g_assert_cmpint (json_integer_value (value), ==, 7);

  GtkWidget *act_type = ui_test_find (GTK_WIDGET (inspector), "actType");
  g_assert_nonnull (act_type);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (act_type), ui_test_drop_down_find (act_type, "chase"));
  ui_test_flush ();
  g_assert_cmpstr (
      json_string_value (tw_document_get_enemy_field (f->doc, "greenSlime", "actType")), ==,
      "chase");
  /* Undo in the window takes the inspector's edits back, one at a time. */
  editor_test_action (f->window, "edit.undo");
  g_assert_null (tw_document_get_enemy_field (f->doc, "greenSlime", "actType"));
  editor_test_action (f->window, "edit.undo");
  g_assert_null (tw_document_get_enemy_field (f->doc, "greenSlime", "timeCost"));

  /* An enemy chosen in the palette shows its definition too. */
  choose_tile (f, tw_document_find_tile (f->doc, "bat"));
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "bat");
}

static guint
find_issue (TwIssuesPanel *panel, const char *rule)
{
  for (guint i = 0; i < tw_issues_panel_get_n_issues (panel); i++)
    if (g_strcmp0 (tw_issues_panel_get_issue (panel, i)->rule, rule) == 0)
      return i;
  g_error ("no %s issue", rule);
  return 0;
}

/* Activating an Issues entry jumps to its cell, or to its enemy's field. */
static void
test_issue_jump (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_document_set_cell (f->doc, "sample1", 3, 4, 9999, NULL));
  json_t *bad = json_integer (-2);
  g_assert_true (tw_document_set_field (f->doc, "/enemys/bat/timeCost", bad, NULL));
  json_decref (bad);
  TwIssuesPanel *panel = tw_window_get_issues_panel (f->window);
  tw_issues_panel_validate_now (panel);

  tw_issues_panel_activate (panel, find_issue (panel, "unknown-tile"));
  ui_test_flush ();
  g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (f->window)), ==, "sample1");
  g_assert_cmpstr (tw_floor_list_get_selected (tw_window_get_floor_list (f->window)), ==,
                   "sample1");
  GdkRectangle sel;
  g_assert_true (tw_tools_get_selection (f->tools, &sel));
  g_assert_cmpint (sel.x, ==, 3);
  g_assert_cmpint (sel.y, ==, 4);
  g_assert_cmpint (sel.width, ==, 1);
  TwInspector *inspector = tw_window_get_inspector (f->window);
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_CELL);

  tw_issues_panel_activate (panel, find_issue (panel, "negative-time-cost"));
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_ENEMY);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "bat");
  GtkWidget *field = ui_test_find (GTK_WIDGET (inspector), "timeCost");
  g_assert_true (gtk_widget_is_focus (field)
                 || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), field));
}

/* The status line names the hovered cell; the title marks unsaved changes. */
static void
test_title_and_actions (Fixture *f, gconstpointer data)
{
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (f->window)), "*sample"));
  while (tw_document_can_undo (f->doc))
    editor_test_action (f->window, "edit.undo");
  g_assert_false (tw_document_get_dirty (f->doc));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->window)), ==, "sample — Turnwright");
  g_assert_false (action_enabled (f, "undo-button"));
  /* Tools need an open floor: nothing open, nothing enabled. */
  g_assert_true (action_enabled (f, "tool-pencil"));
}

/* A rectangle dragged in a tileset grid is a stamp: on each layer a pencil
 * click paints all of it (one undo step), a drag lays copies edge to edge,
 * and the canvas previews it under the pointer. */
static void
test_stamps (Fixture *f, gconstpointer data)
{
  TwPalette *palette = tw_window_get_palette (f->window);
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  use_tool (f, "pencil");
  /* From cell (1, 0) to cell (3, 1) of the first tileset (8 cells a row). */
  /* Dragged up and to the left: the same rectangle. */
  g_assert_true (tw_palette_pick_tileset_rect (palette, 0, 100, 40, 40, 5));
  ui_test_flush ();
  g_assert_false (tw_palette_pick_tileset_rect (palette, 0, -50, -50, -10, -10));
  int width, height;
  const int *stamp = tw_tools_get_stamp (f->tools, &width, &height);
  g_assert_cmpint (width, ==, 3);
  g_assert_cmpint (height, ==, 2);
  const int want[6] = { 10001, 10002, 10003, 10009, 10010, 10011 };
  for (int i = 0; i < 6; i++)
    g_assert_cmpint (stamp[i], ==, want[i]);
  g_assert_cmpint (tw_tools_get_tile (f->tools), ==, 10001);
  g_assert_cmpint (tw_palette_get_selected (palette), ==, -1);

  static const char *const members[TW_N_LAYERS] = { "bgmap", "map", "fgmap" };
  static const char *const actions[TW_N_LAYERS] = { "layer.bg", "layer.event", "layer.fg" };
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      editor_test_action (f->window, actions[layer]);
      editor_test_stroke (f->window, 1, 2, -1);
      for (int i = 0; i < 6; i++)
        g_assert_cmpint (layer_cell (f, members[layer], 1 + i % 3, 2 + i / 3), ==, want[i]);
      g_assert_cmpint (layer_cell (f, members[layer], 4, 2), ==, 0);
      g_assert_cmpint (layer_cell (f, members[layer], 1, 1), ==, 0);
      for (int other = 0; other < TW_N_LAYERS; other++)
        if (other != layer)
          g_assert_cmpint (layer_cell (f, members[other], 2, 3), ==, 0);
      editor_test_action (f->window, "edit.undo");
      for (int i = 0; i < 6; i++)
        g_assert_cmpint (layer_cell (f, members[layer], 1 + i % 3, 2 + i / 3), ==, 0);
    }

  /* A drag from (0, 0) to (3, 0): the copy at (0, 0) and the next one at (3, 0),
   * clipped to the 6x6 floor, in one undo step. */
  editor_test_action (f->window, "layer.event");
  editor_test_stroke (f->window, 0, 0, 1, 0, 2, 0, 3, 0, -1);
  for (int x = 0; x < 6; x++)
    {
      g_assert_cmpint (layer_cell (f, "map", x, 0), ==, want[x % 3]);
      g_assert_cmpint (layer_cell (f, "map", x, 1), ==, want[3 + x % 3]);
    }
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (layer_cell (f, "map", 0, 0), ==, 0);
  g_assert_cmpint (layer_cell (f, "map", 5, 1), ==, 0);

  /* The rectangle fills with copies laid from its top-left cell. */
  use_tool (f, "rectangle");
  editor_test_stroke (f->window, 0, 3, 4, 5, -1);
  for (int y = 3; y <= 5; y++)
    for (int x = 0; x <= 4; x++)
      g_assert_cmpint (layer_cell (f, "map", x, y), ==, want[(y - 3) % 2 * 3 + x % 3]);
  g_assert_cmpint (layer_cell (f, "map", 5, 3), ==, 0);
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (layer_cell (f, "map", 4, 5), ==, 0);
  use_tool (f, "pencil");

  /* The preview follows the stamp; a list row makes it a single tile again. */
  g_assert_true (tw_map_canvas_get_stamp_preview (canvas, &width, &height));
  g_assert_cmpint (width, ==, 3);
  choose_tile (f, f->wall);
  stamp = tw_tools_get_stamp (f->tools, &width, &height);
  g_assert_cmpint (width * height, ==, 1);
  g_assert_cmpint (stamp[0], ==, f->wall);
  g_assert_false (tw_map_canvas_get_stamp_preview (canvas, &width, &height));
}

/* Runs what the window's key binding for keyval + mods does, as GTK does on the key. */
static void
press_window_key (Fixture *f, guint keyval, GdkModifierType mods)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                           GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                           GTK_WIDGET (f->window),
                                                           gtk_shortcut_get_arguments (shortcut)));
              ui_test_flush ();
              return;
            }
        }
    }
  g_assert_not_reached ();
}

/* Tiled's "capture stamp": a rectangle selected on the map (select tool),
 * taken with Ctrl+Shift+C, is the pencil's stamp: the painted layer's
 * numbers, empty cells too; a click paints the copy, a drag copies edge to
 * edge, each one undo step; on the background layer the same selection
 * gives that layer's numbers. */
static void
test_capture_stamp (Fixture *f, gconstpointer data)
{
  TwPalette *palette = tw_window_get_palette (f->window);
  TwMapCanvas *canvas = tw_window_get_canvas (f->window);
  /* (0, 0)-(1, 1): wall slime / empty wall on the event layer; two tileset
   * cells over two empty ones on the background. */
  const int event[4] = { f->wall, f->slime, 0, f->wall };
  const int bg[4] = { 10001, 10002, 0, 0 };
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (tw_document_set_layer_cell (f->doc, "T1", "map", i % 2, i / 2, event[i], NULL)
                     || event[i] == 0);
      g_assert_true (tw_document_set_layer_cell (f->doc, "T1", "bgmap", i % 2, i / 2, bg[i], NULL)
                     || bg[i] == 0);
    }
  /* The stamp's empty cell lands on (3, 4): it clears the slime there. */
  g_assert_true (tw_document_set_layer_cell (f->doc, "T1", "map", 3, 4, f->slime, NULL));
  choose_tile (f, f->slime);
  g_assert_false (action_enabled (f, "capture-stamp"));
  g_assert_nonnull (gtk_widget_get_tooltip_text (ui_test_find (GTK_WIDGET (f->window),
                                                                "capture-stamp")));

  use_tool (f, "select");
  editor_test_stroke (f->window, 0, 0, 1, 1, -1);
  GdkRectangle sel;
  g_assert_true (tw_tools_get_selection (f->tools, &sel));
  g_assert_cmpint (sel.width, ==, 2);
  g_assert_cmpint (sel.height, ==, 2);
  g_assert_true (action_enabled (f, "capture-stamp"));
  press_window_key (f, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK);

  /* The pencil with the 2 x 2 stamp, previewed; the palette chooses nothing. */
  g_assert_cmpint (tw_tools_get_tool (f->tools), ==, TW_TOOL_PENCIL);
  g_assert_true (gtk_toggle_button_get_active (
      GTK_TOGGLE_BUTTON (ui_test_find (GTK_WIDGET (f->window), "tool-pencil"))));
  int width, height;
  const int *stamp = tw_tools_get_stamp (f->tools, &width, &height);
  g_assert_cmpint (width, ==, 2);
  g_assert_cmpint (height, ==, 2);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (stamp[i], ==, event[i]);
  g_assert_true (tw_map_canvas_get_stamp_preview (canvas, &width, &height));
  g_assert_cmpint (width * height, ==, 4);
  g_assert_cmpint (tw_palette_get_selected (palette), ==, -1);

  /* A click at (3, 3): the copy, the empty cell too, in one step. */
  guint position = tw_document_get_history_position (f->doc);
  editor_test_stroke (f->window, 3, 3, -1);
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (layer_cell (f, "map", 3 + i % 2, 3 + i / 2), ==, event[i]);
      g_assert_cmpint (layer_cell (f, "bgmap", 3 + i % 2, 3 + i / 2), ==, 0);
    }
  g_assert_cmpuint (tw_document_get_history_position (f->doc), ==, position + 1);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Pencil");
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (layer_cell (f, "map", 3, 3), ==, 0);
  g_assert_cmpint (layer_cell (f, "map", 4, 3), ==, 0);
  g_assert_cmpint (layer_cell (f, "map", 3, 4), ==, f->slime);
  g_assert_cmpint (layer_cell (f, "map", 4, 4), ==, 0);
  /* The source is untouched throughout. */
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (layer_cell (f, "map", i % 2, i / 2), ==, event[i]);

  /* A drag from (2, 2) to (4, 2): copies at (2, 2) and (4, 2), one step. */
  editor_test_stroke (f->window, 2, 2, 3, 2, 4, 2, -1);
  for (int x = 2; x < 6; x++)
    for (int y = 2; y < 4; y++)
      g_assert_cmpint (layer_cell (f, "map", x, y), ==, event[(y - 2) * 2 + (x - 2) % 2]);
  g_assert_cmpuint (tw_document_get_history_position (f->doc), ==, position + 1);
  editor_test_action (f->window, "edit.undo");
  for (int x = 2; x < 6; x++)
    for (int y = 2; y < 4; y++)
      g_assert_cmpint (layer_cell (f, "map", x, y), ==, 0);

  /* On the background layer the selection gives bgmap's numbers. */
  editor_test_action (f->window, "layer.bg");
  editor_test_action (f->window, "edit.capture-stamp");
  stamp = tw_tools_get_stamp (f->tools, &width, &height);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (stamp[i], ==, bg[i]);
  editor_test_stroke (f->window, 0, 4, -1);
  for (int i = 0; i < 4; i++)
    {
      g_assert_cmpint (layer_cell (f, "bgmap", i % 2, 4 + i / 2), ==, bg[i]);
      g_assert_cmpint (layer_cell (f, "map", i % 2, 4 + i / 2), ==, 0);
    }
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (layer_cell (f, "bgmap", 0, 4), ==, 0);
  g_assert_cmpint (layer_cell (f, "bgmap", 1, 4), ==, 0);

  /* Without a selection there is nothing to capture. */
  editor_test_action (f->window, "edit.deselect");
  g_assert_false (action_enabled (f, "capture-stamp"));
}

static void
add (const char *path, void (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  add ("/ui/editor/tools/pencil", test_pencil);
  add ("/ui/editor/tools/eraser", test_eraser);
  add ("/ui/editor/tools/rectangle", test_rectangle);
  add ("/ui/editor/tools/fill", test_fill);
  add ("/ui/editor/tools/select-and-move", test_select_and_move);
  add ("/ui/editor/tools/pick", test_pick);
  add ("/ui/editor/tools/clipboard", test_clipboard);
  add ("/ui/editor/tools/layers", test_layers);
  add ("/ui/editor/tools/stamps", test_stamps);
  add ("/ui/editor/tools/capture-stamp", test_capture_stamp);
  add ("/ui/editor/inspector/enemy", test_inspector_enemy);
  add ("/ui/editor/issues/jump", test_issue_jump);
  add ("/ui/editor/title-and-actions", test_title_and_actions);
  return g_test_run ();
}
