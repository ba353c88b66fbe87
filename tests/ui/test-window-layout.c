/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's layout (issue 32; docs/ui.md, "The window's layout"): the
 * bottom panel folded to its tabs in edit mode until there is something to
 * show, open in simulate mode; the sizes of each mode kept apart and put
 * back; saved sizes clamped by the rules on restore; Reset Layout; the map's
 * room in simulate mode at 1280x800. Real windows of the sample, driven
 * through their actions; the layout file goes to a temporary config folder. */
#include <string.h>

#include "editor/tw-ui-state.h"
#include "ui/tw-sim-bar.h"
#include "tests/ui/editor-test-util.h"
#include "tests/ui/ui-test-util.h"

static char *config_dir;

/* The panes and panels the layout sizes. */
typedef struct
{
  TwWindow *window;
  GtkPaned *main, *outer, *left, *center;
  GtkWidget *bottom, *stack, *map, *floors, *inspector, *scroller;
} Layout;

typedef struct
{
  gboolean open;
  int bottom, map, left, floors, inspector;
} Sizes;

static GtkPaned *
find_paned (GtkWidget *widget, const char *id)
{
  const char *own
      = GTK_IS_BUILDABLE (widget) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)) : NULL;
  if (GTK_IS_PANED (widget) && g_strcmp0 (own, id) == 0)
    return GTK_PANED (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkPaned *found = find_paned (child, id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
layout_settled (gpointer data)
{
  return !tw_window_get_layout_pending (TW_WINDOW (data));
}

/* Lets the window lay out: the layout's frames, then a few more. */
static void
settle (Layout *l)
{
  ui_test_spin (60);
  editor_test_wait (layout_settled, l->window);
  ui_test_spin (120);
  editor_test_wait (layout_settled, l->window);
}

static void
layout_init (Layout *l, TwWindow *window)
{
  l->window = window;
  GtkWidget *root = GTK_WIDGET (window);
  l->main = find_paned (root, "main_paned");
  l->outer = find_paned (root, "outer_paned");
  l->left = find_paned (root, "left_paned");
  l->center = find_paned (root, "center_paned");
  g_assert_nonnull (l->main);
  g_assert_nonnull (l->outer);
  g_assert_nonnull (l->left);
  g_assert_nonnull (l->center);
  l->bottom = ui_test_find (root, "bottom-panel");
  l->stack = ui_test_find (root, "bottom-stack");
  l->map = ui_test_find (root, "map-panel");
  l->floors = ui_test_find (root, "floors-panel");
  l->inspector = ui_test_find (root, "inspector-panel");
  g_assert_nonnull (l->bottom);
  g_assert_nonnull (l->stack);
  g_assert_nonnull (l->map);
  g_assert_nonnull (l->floors);
  g_assert_nonnull (l->inspector);
  l->scroller = gtk_widget_get_parent (GTK_WIDGET (tw_window_get_canvas (window)));
  g_assert_true (GTK_IS_SCROLLED_WINDOW (l->scroller));
  settle (l);
}

static Layout
sample_layout (const char *remember)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  if (remember != NULL)
    tw_window_remember_panes (window, remember);
  Layout l;
  layout_init (&l, window);
  return l;
}

static Sizes
sizes_now (Layout *l)
{
  return (Sizes){
    .open = tw_window_get_bottom_panel_open (l->window),
    .bottom = gtk_widget_get_height (l->bottom),
    .map = gtk_widget_get_height (GTK_WIDGET (l->outer)),
    .left = gtk_widget_get_width (gtk_paned_get_start_child (l->outer)),
    .floors = gtk_widget_get_height (l->floors),
    .inspector = gtk_widget_get_width (l->inspector),
  };
}

static void
assert_sizes_equal (const Sizes *a, Sizes now)
{
  const Sizes *b = &now;
  g_test_message ("want open %d bottom %d map %d left %d floors %d inspector %d", a->open,
                  a->bottom, a->map, a->left, a->floors, a->inspector);
  g_test_message ("have open %d bottom %d map %d left %d floors %d inspector %d", b->open,
                  b->bottom, b->map, b->left, b->floors, b->inspector);
  g_assert_cmpint (a->open, ==, b->open);
  g_assert_cmpint (ABS (a->bottom - b->bottom), <=, 1);
  g_assert_cmpint (ABS (a->map - b->map), <=, 1);
  g_assert_cmpint (ABS (a->left - b->left), <=, 1);
  g_assert_cmpint (ABS (a->floors - b->floors), <=, 1);
  g_assert_cmpint (ABS (a->inspector - b->inspector), <=, 1);
}

/* The rules hold: the map's part keeps its minimum, the open bottom panel
 * its own, the side panels their bounds. */
static void
assert_rules (Layout *l)
{
  int map_min = 0, bottom_min = 0;
  tw_window_get_layout_minimums (l->window, &map_min, &bottom_min);
  int height = gtk_widget_get_height (GTK_WIDGET (l->main));
  int width = gtk_widget_get_width (GTK_WIDGET (l->outer));
  Sizes s = sizes_now (l);
  g_test_message ("height %d: map %d (least %d), bottom %d (least %d, open %d), left %d, "
                  "floors %d, inspector %d",
                  height, s.map, map_min, s.bottom, bottom_min, s.open, s.left, s.floors,
                  s.inspector);
  g_assert_cmpint (map_min, >=, height * 55 / 100);
  g_assert_cmpint (s.map, >=, map_min);
  if (s.open)
    g_assert_cmpint (s.bottom, >=, bottom_min);
  g_assert_cmpint (s.left, >=, 240);
  g_assert_cmpint (s.left, <=, MAX (240, width * 35 / 100) + 1);
  g_assert_cmpint (s.inspector, >=, 360);
  g_assert_cmpint (s.inspector, <=, MAX (360, width * 45 / 100) + 1);
  g_assert_cmpint (gtk_widget_get_width (l->map), >=, width * 40 / 100 - 2);
  g_assert_cmpint (s.floors, >=, s.map * 2 / 5 - 1);
}

static void
set_simulating (Layout *l, gboolean on)
{
  GVariant *state = g_action_group_get_action_state (
      G_ACTION_GROUP (l->window), "simulate");
  gboolean now = g_variant_get_boolean (state);
  g_variant_unref (state);
  if (now != on)
    editor_test_action (l->window, "win.simulate");
  settle (l);
  state = g_action_group_get_action_state (G_ACTION_GROUP (l->window), "simulate");
  g_assert_cmpint (g_variant_get_boolean (state), ==, on);
  g_variant_unref (state);
}

static void
set_bottom_open (Layout *l, gboolean open)
{
  g_action_group_change_action_state (G_ACTION_GROUP (l->window), "bottom-panel",
                                      g_variant_new_boolean (open));
  settle (l);
  g_assert_cmpint (tw_window_get_bottom_panel_open (l->window), ==, open);
}

/* A drag of the main handle to leave the bottom panel @bottom pixels. */
static void
drag_bottom_to (Layout *l, int bottom)
{
  int height = gtk_widget_get_height (GTK_WIDGET (l->main));
  gtk_paned_set_position (l->main, height - bottom);
  settle (l);
}

static void
layout_close (Layout *l)
{
  gtk_window_destroy (GTK_WINDOW (l->window));
  ui_test_flush ();
}

/* Edit mode with nothing simulated: the bottom panel shows its tabs only;
 * simulate mode opens it on the timeline with the room the rules give, and
 * at 1280x800 the map's part keeps its minimum and shows the whole floor. */
static void
test_folded_then_open (void)
{
  Layout l = sample_layout (NULL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (l.window)), ==, 1280);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (l.window)), ==, 800);
  g_assert_false (tw_window_get_bottom_panel_open (l.window));
  g_assert_false (gtk_widget_get_visible (l.stack));
  /* Its tabs and nothing else: the map gets the height. */
  g_assert_cmpint (gtk_widget_get_height (l.bottom), <=, 60);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (l.outer)), >=,
                   gtk_widget_get_height (GTK_WIDGET (l.main)) - 60);
  assert_rules (&l);

  set_simulating (&l, TRUE);
  g_assert_true (tw_window_get_bottom_panel_open (l.window));
  g_assert_true (gtk_widget_get_visible (l.stack));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (l.stack)), ==, "timeline");
  assert_rules (&l);
  /* The whole floor in view. */
  TwMapCanvas *canvas = tw_window_get_canvas (l.window);
  int cell = tw_map_canvas_get_cell_pixels (canvas);
  g_test_message ("simulate: zoom %g, map view %dx%d", tw_map_canvas_get_zoom (canvas),
                  gtk_widget_get_width (l.scroller), gtk_widget_get_height (l.scroller));
  g_assert_cmpint (tw_map_canvas_get_floor_height (canvas) * cell, <=,
                   gtk_widget_get_height (l.scroller));
  g_assert_cmpint (tw_map_canvas_get_floor_width (canvas) * cell, <=,
                   gtk_widget_get_width (l.scroller));
  g_assert_cmpfloat (tw_map_canvas_get_zoom (canvas), >=, 0.75); /* not needlessly small */

  /* A drag cannot take the map below its minimum. */
  int map_min = 0;
  tw_window_get_layout_minimums (l.window, &map_min, NULL);
  gtk_paned_set_position (l.main, map_min / 3);
  settle (&l);
  assert_rules (&l);

  /* Back in edit mode it folds again, and the zoom edit mode had is back. */
  set_simulating (&l, FALSE);
  g_assert_false (tw_window_get_bottom_panel_open (l.window));
  g_assert_false (gtk_widget_get_visible (l.stack));
  g_assert_cmpfloat (tw_map_canvas_get_zoom (canvas), ==, 1.0);
  layout_close (&l);
}

/* A tab chosen while the panel is folded opens it on that tab. */
static void
test_tab_opens_folded (void)
{
  Layout l = sample_layout (NULL);
  g_assert_false (tw_window_get_bottom_panel_open (l.window));
  gtk_stack_set_visible_child_name (GTK_STACK (l.stack), "issues");
  settle (&l);
  g_assert_true (tw_window_get_bottom_panel_open (l.window));
  g_assert_true (gtk_widget_get_visible (l.stack));
  assert_rules (&l);
  set_bottom_open (&l, FALSE);
  g_assert_false (gtk_widget_get_visible (l.stack));
  layout_close (&l);
}

/* Each mode keeps its own sizes: leaving simulate mode puts edit mode's
 * back, entering again simulate mode's. */
static void
test_modes_keep_their_sizes (void)
{
  Layout l = sample_layout (NULL);
  set_bottom_open (&l, TRUE);
  drag_bottom_to (&l, 200);
  gtk_paned_set_position (l.outer, 300);
  settle (&l);
  Sizes edit = sizes_now (&l);
  g_assert_true (edit.open);
  g_assert_cmpint (ABS (edit.bottom - 200), <=, 2);
  g_assert_cmpint (edit.left, ==, 300);

  set_simulating (&l, TRUE);
  Sizes sim_default = sizes_now (&l);
  g_assert_cmpint (ABS (sim_default.bottom - edit.bottom), >, 20); /* the test could fail */
  drag_bottom_to (&l, sim_default.bottom + 30);
  gtk_paned_set_position (l.outer, 260);
  settle (&l);
  Sizes sim = sizes_now (&l);
  assert_rules (&l);

  set_simulating (&l, FALSE);
  assert_sizes_equal (&edit, sizes_now (&l));
  set_simulating (&l, TRUE);
  assert_sizes_equal (&sim, sizes_now (&l));
  set_simulating (&l, FALSE);
  assert_sizes_equal (&edit, sizes_now (&l));
  layout_close (&l);
}

/* Reset Layout puts the current mode's defaults back, in either mode. */
static void
test_reset_layout (void)
{
  Layout l = sample_layout (NULL);
  Sizes edit_default = sizes_now (&l);
  g_assert_false (edit_default.open);
  set_bottom_open (&l, TRUE);
  drag_bottom_to (&l, 250);
  gtk_paned_set_position (l.outer, 330);
  gtk_paned_set_position (l.left, 200);
  settle (&l);
  g_assert_true (sizes_now (&l).left != edit_default.left);
  editor_test_action (l.window, "win.reset-layout");
  settle (&l);
  assert_sizes_equal (&edit_default, sizes_now (&l));

  set_simulating (&l, TRUE);
  Sizes sim_default = sizes_now (&l);
  double zoom = tw_map_canvas_get_zoom (tw_window_get_canvas (l.window));
  drag_bottom_to (&l, sim_default.bottom + 60);
  set_bottom_open (&l, FALSE);
  g_assert_cmpint (sizes_now (&l).bottom, <, sim_default.bottom);
  editor_test_action (l.window, "win.reset-layout");
  settle (&l);
  assert_sizes_equal (&sim_default, sizes_now (&l));
  g_assert_cmpfloat (tw_map_canvas_get_zoom (tw_window_get_canvas (l.window)), ==, zoom);
  assert_rules (&l);

  /* Edit mode kept what it was reset to. */
  set_simulating (&l, FALSE);
  assert_sizes_equal (&edit_default, sizes_now (&l));
  layout_close (&l);
}

/* Simulate mode's bar is compact (issue 32): its controls, the tick, the
 * hero's line, the check and the notice in one flow, two rows at 1280 px
 * (it was four, 118 px: the controls, the hero's line, the check, the
 * notice), and it never makes the window wider than it is. */
static void
test_sim_bar_compact (void)
{
  Layout l = sample_layout (NULL);
  set_simulating (&l, TRUE);
  GtkWidget *bar = tw_window_get_sim_bar (l.window);
  GtkWidget *slot = GTK_WIDGET (tw_window_get_sim_bar_slot (l.window));
  GtkWidget *notice = tw_window_get_sim_notice (l.window);
  g_assert_true (gtk_widget_get_mapped (notice));
  g_assert_true (gtk_widget_is_ancestor (notice, bar));
  int height = gtk_widget_get_height (slot);
  g_test_message ("the simulate bar at 1280x800: %d px (%d the bar itself)", height,
                  gtk_widget_get_height (bar));
  g_assert_cmpint (height, <=, 84);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (l.window)), ==, 1280);
  layout_close (&l);

  /* A smaller window: more rows, not a wider window. */
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  g_autofree char *sample = editor_test_sample_path ();
  g_assert_true (tw_window_open_sync (window, sample, NULL));
  editor_test_wait (editor_test_is_mapped, window);
  layout_init (&l, window);
  set_simulating (&l, TRUE);
  slot = GTK_WIDGET (tw_window_get_sim_bar_slot (l.window));
  g_test_message ("at 1024x700: %d px", gtk_widget_get_height (slot));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (l.window)), ==, 1024);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (l.window)), ==, 700);
  /* (Not assert_rules: at 1024 px the left column's buttons and the
   * narrowest inspector leave the map 36 % of the width, not 40 %.) */
  int map_min = 0;
  tw_window_get_layout_minimums (l.window, &map_min, NULL);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (l.outer)), >=, map_min);
  layout_close (&l);
}

/* Simulate mode refits the zoom when the session goes to another floor, as
 * on entering it: the sample's second floor made 30x30, reached by its
 * stairs, is in view whole; back on a 13x13 floor the zoom comes back. */
static void
test_floor_change_refits (void)
{
  Layout l = sample_layout (NULL);
  TwDocument *doc = tw_window_get_document (l.window);
  g_assert_true (tw_document_resize_floor (doc, "sample1", 30, 30, 0, 0, NULL));
  set_simulating (&l, TRUE);
  TwMapCanvas *canvas = tw_window_get_canvas (l.window);
  double start_zoom = tw_map_canvas_get_zoom (canvas);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (l.window));
  g_autoptr (GError) error = NULL;
  /* The book, then up the open column to the stairs onto sample1. */
  g_assert_true (tw_sim_bar_play_script (bar, "pickup up\nmove up 10\n", &error));
  g_assert_no_error (error);
  settle (&l);
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample1");
  int cell = tw_map_canvas_get_cell_pixels (canvas);
  g_test_message ("on sample1 (30x30): zoom %g (%g on sample0), view %dx%d",
                  tw_map_canvas_get_zoom (canvas), start_zoom, gtk_widget_get_width (l.scroller),
                  gtk_widget_get_height (l.scroller));
  g_assert_cmpint (30 * cell, <=, gtk_widget_get_height (l.scroller));
  g_assert_cmpint (30 * cell, <=, gtk_widget_get_width (l.scroller));
  assert_rules (&l);
  /* Reset to the start: sample0 at the zoom it had. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bar), "sim.reset", NULL));
  settle (&l);
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample0");
  g_assert_cmpfloat (tw_map_canvas_get_zoom (canvas), ==, start_zoom);
  tw_document_mark_clean (doc);
  layout_close (&l);
}

static char *
layout_file (const char *name)
{
  return g_build_filename (config_dir, name, NULL);
}

/* A saved layout that would hide the map (a bottom panel taller than the
 * window, side panels wider than it) is clamped when it is put back. */
static void
test_saved_layout_clamped (void)
{
  g_autofree char *path = layout_file ("tiny-map.ini");
  g_autoptr (TwUiState) state = tw_ui_state_load (path);
  const char *groups[] = { "layout-edit", "layout-simulate" };
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      tw_ui_state_set_int (state, groups[i], "bottom-open", 1);
      tw_ui_state_set_int (state, groups[i], "bottom", 4000); /* a map of 0 px */
      tw_ui_state_set_int (state, groups[i], "left", 3000);
      tw_ui_state_set_int (state, groups[i], "inspector", 5000);
      tw_ui_state_set_int (state, groups[i], "floors", 5);
    }
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_ui_state_save (state, &error));
  g_assert_no_error (error);

  Layout l = sample_layout (path);
  g_assert_true (tw_window_get_bottom_panel_open (l.window));
  assert_rules (&l);
  int map_min = 0;
  tw_window_get_layout_minimums (l.window, &map_min, NULL);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (l.outer)), <=, map_min + 2);
  set_simulating (&l, TRUE);
  assert_rules (&l);
  set_simulating (&l, FALSE);
  assert_rules (&l);

  /* A window smaller than the one the sizes were drawn in keeps the rules. */
  Sizes before = sizes_now (&l);
  gtk_window_set_default_size (GTK_WINDOW (l.window), 1100, 700);
  ui_test_spin (300);
  settle (&l);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (l.window)), <, 800);
  g_assert_cmpint (sizes_now (&l).map, <, before.map);
  assert_rules (&l);
  set_simulating (&l, TRUE);
  assert_rules (&l);
  layout_close (&l);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *)data == NULL;
}

/* Both modes' sizes come back in the next window from the user's layout
 * file, written when the window closes. */
static void
test_sizes_remembered (void)
{
  g_autofree char *path = g_build_filename (config_dir, "turnwright", "layout.ini", NULL);
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  tw_window_remember_panes (window, NULL);
  Layout first;
  layout_init (&first, window);
  set_bottom_open (&first, TRUE);
  drag_bottom_to (&first, 210);
  gtk_paned_set_position (first.outer, 310);
  gtk_paned_set_position (first.left, 330);
  settle (&first);
  Sizes edit = sizes_now (&first);
  set_simulating (&first, TRUE);
  drag_bottom_to (&first, sizes_now (&first).bottom + 25);
  Sizes sim = sizes_now (&first);
  set_simulating (&first, FALSE);

  /* Closing the window saves them. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *)&window);
  gtk_window_close (GTK_WINDOW (window));
  editor_test_wait (window_gone, &window);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  TwWindow *next = editor_test_window (sample);
  tw_window_remember_panes (next, NULL);
  Layout l;
  layout_init (&l, next);
  assert_sizes_equal (&edit, sizes_now (&l));
  set_simulating (&l, TRUE);
  assert_sizes_equal (&sim, sizes_now (&l));
  layout_close (&l);
}

int
main (int argc, char **argv)
{
  /* Before anything asks GLib for the config folder: it is cached. */
  config_dir = g_dir_make_tmp ("tw-layout-XXXXXX", NULL);
  g_assert_nonnull (config_dir);
  g_setenv ("XDG_CONFIG_HOME", config_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/window-layout/folded-then-open", test_folded_then_open);
  g_test_add_func ("/ui/window-layout/tab-opens-folded", test_tab_opens_folded);
  g_test_add_func ("/ui/window-layout/modes-keep-their-sizes", test_modes_keep_their_sizes);
  g_test_add_func ("/ui/window-layout/reset-layout", test_reset_layout);
  g_test_add_func ("/ui/window-layout/saved-layout-clamped", test_saved_layout_clamped);
  g_test_add_func ("/ui/window-layout/sizes-remembered", test_sizes_remembered);
  g_test_add_func ("/ui/window-layout/sim-bar-compact", test_sim_bar_compact);
  g_test_add_func ("/ui/window-layout/floor-change-refits", test_floor_change_refits);
  int status = g_test_run ();
  editor_test_rmdir (config_dir);
  g_free (config_dir);
  return status;
}
