/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Issues panel of the real window on real towers (issue 32): the rows a
 * designer sees at first are few (a group per kind of finding, folded but
 * the errors), errors come first, a group opens to its members, and a
 * member still jumps where it points. */
#include <gtk/gtk.h>

#include "tests/ui/editor-test-util.h"
#include "ui/tw-issues-panel.h"

typedef struct
{
  int activations;
  char *floor_id;
  char *id;
  int x, y;
} Jump;

static void
on_activated (TwIssuesPanel *panel, TwEntityKind kind, const char *id, const char *field,
              const char *floor_id, int x, int y, Jump *jump)
{
  jump->activations++;
  g_free (jump->floor_id);
  g_free (jump->id);
  jump->floor_id = g_strdup (floor_id);
  jump->id = g_strdup (id);
  jump->x = x, jump->y = y;
}

static GtkColumnView *
issues_view (TwIssuesPanel *panel)
{
  return GTK_COLUMN_VIEW (ui_test_find (GTK_WIDGET (panel), "issues-view"));
}

static GListModel *
view_model (TwIssuesPanel *panel)
{
  return G_LIST_MODEL (gtk_column_view_get_model (issues_view (panel)));
}

/* The tower in the window, its Issues validated with what the window adds
 * (missing images, the tower's script). */
static TwWindow *
open_tower (const char *relative)
{
  g_autofree char *path = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), relative, NULL);
  TwWindow *window = editor_test_window (path);
  ui_test_spin (1500);
  TwIssuesPanel *panel = tw_window_get_issues_panel (window);
  tw_issues_panel_validate_now (panel);
  ui_test_flush ();
  return window;
}

static void
print_rows (const char *tower, TwIssuesPanel *panel)
{
  GListModel *model = view_model (panel);
  g_test_message ("%s: %u E, %u W, %u N; %u rows shown", tower,
                  tw_issues_panel_count (panel, TW_SEVERITY_ERROR),
                  tw_issues_panel_count (panel, TW_SEVERITY_WARNING),
                  tw_issues_panel_count (panel, TW_SEVERITY_NOTE), g_list_model_get_n_items (model));
  for (guint i = 0; i < tw_issues_panel_get_n_groups (panel); i++)
    {
      const TwDiagnosticGroup *g = tw_issues_panel_get_group (panel, i);
      g_test_message ("  %s %s x%u: %s", tw_severity_to_string (g->severity), g->rule,
                      g->members->len, g->kind);
    }
}

/* The row of the view showing group (top-level rows are groups). */
static guint
top_row_of (TwIssuesPanel *panel, guint group)
{
  GListModel *model = view_model (panel);
  guint top = 0;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkTreeListRow) row = g_list_model_get_item (model, i);
      if (gtk_tree_list_row_get_depth (row) == 0 && top++ == group)
        return i;
    }
  g_assert_not_reached ();
}

static guint
top_level_rows (TwIssuesPanel *panel)
{
  GListModel *model = view_model (panel);
  guint n = 0;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkTreeListRow) row = g_list_model_get_item (model, i);
      n += gtk_tree_list_row_get_depth (row) == 0;
    }
  return n;
}

static void
test_rows (gconstpointer data)
{
  const char *tower = data;
  TwWindow *window = open_tower (tower);
  TwIssuesPanel *panel = tw_window_get_issues_panel (window);
  print_rows (tower, panel);

  guint total = tw_issues_panel_get_n_issues (panel);
  g_assert_cmpuint (total, >, 20); /* a real tower: many findings */
  guint shown = g_list_model_get_n_items (view_model (panel));
  g_assert_cmpuint (shown, <, 30);
  g_assert_cmpuint (top_level_rows (panel), ==, tw_issues_panel_get_n_groups (panel));
  /* Every finding is behind one row; errors first, then warnings, then
   * notes (after what leads, the damage formula not run). */
  guint grouped = 0;
  int last = -1;
  for (guint i = 0; i < tw_issues_panel_get_n_groups (panel); i++)
    {
      const TwDiagnosticGroup *g = tw_issues_panel_get_group (panel, i);
      grouped += g->members->len;
      if (i == 0 && tw_diagnostic_leads (g_ptr_array_index (g->members, 0)))
        continue;
      g_assert_cmpint ((int)g->severity, >=, last);
      last = g->severity;
      /* A group of several findings has a heading in plain words. */
      if (g->parts != NULL)
        g_assert_nonnull (tw_diagnostic_rule_heading (g->rule));
    }
  g_assert_cmpuint (grouped, ==, total);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* A folded group opens to its kinds, a kind to its places; a place,
 * activated by a click or by Enter, jumps as tw_issues_panel_activate does. */
static void
test_open_and_jump (void)
{
  TwWindow *window = open_tower ("tests/game/shengqishi");
  TwIssuesPanel *panel = tw_window_get_issues_panel (window);
  Jump jump = { 0 };
  g_signal_connect (panel, "diagnostic-activated", G_CALLBACK (on_activated), &jump);
  GListModel *model = view_model (panel);
  GtkColumnView *view = issues_view (panel);

  /* The group of the events the simulation skips: several kinds, each with a cell. */
  guint group = G_MAXUINT;
  for (guint i = 0; i < tw_issues_panel_get_n_groups (panel) && group == G_MAXUINT; i++)
    if (g_strcmp0 (tw_issues_panel_get_group (panel, i)->rule, "event-not-simulated") == 0)
      group = i;
  g_assert_cmpuint (group, !=, G_MAXUINT);
  const TwDiagnosticGroup *g = tw_issues_panel_get_group (panel, group);
  g_assert_nonnull (g->parts);
  guint rows = g_list_model_get_n_items (model);
  guint at = top_row_of (panel, group);
  g_signal_emit_by_name (view, "activate", at);
  g_assert_cmpint (jump.activations, ==, 0); /* a group opens, it does not jump */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, rows + g->parts->len);
  ui_test_flush ();

  /* Its first kind, opened if it has several places, then its first place. */
  const TwDiagnosticGroup *part = g_ptr_array_index (g->parts, 0);
  guint member = at + 1;
  if (part->members->len > 1)
    {
      g_signal_emit_by_name (view, "activate", at + 1);
      g_assert_cmpuint (g_list_model_get_n_items (model), ==,
                        rows + g->parts->len + part->members->len);
      member = at + 2;
    }
  const TwDiagnostic *d = g_ptr_array_index (part->members, 0);
  g_signal_emit_by_name (view, "activate", member);
  g_assert_cmpint (jump.activations, ==, 1);
  g_autofree char *floor = g_strdup (jump.floor_id);
  g_autofree char *id = g_strdup (jump.id);
  int x = jump.x, y = jump.y;
  g_assert_cmpstr (floor, ==, d->floor_id);
  if (d->floor_id != NULL)
    {
      g_assert_cmpint (x, ==, d->x);
      g_assert_cmpint (y, ==, d->y);
      /* The window jumped: the map shows the finding's floor. */
      g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (window)), ==, d->floor_id);
    }

  /* The same as before the groups: tw_issues_panel_activate on the finding. */
  guint index = G_MAXUINT;
  for (guint i = 0; i < tw_issues_panel_get_n_issues (panel); i++)
    if (tw_issues_panel_get_issue (panel, i) == d)
      index = i;
  g_assert_cmpuint (index, !=, G_MAXUINT);
  tw_issues_panel_activate (panel, index);
  g_assert_cmpint (jump.activations, ==, 2);
  g_assert_cmpstr (jump.floor_id, ==, floor);
  g_assert_cmpstr (jump.id, ==, id);
  g_assert_cmpint (jump.x, ==, x);
  g_assert_cmpint (jump.y, ==, y);

  /* Enter on the row (the list's activate-item, what the key runs). */
  GtkWidget *list = gtk_widget_get_first_child (GTK_WIDGET (view));
  while (list != NULL && !GTK_IS_LIST_VIEW (list))
    list = gtk_widget_get_next_sibling (list);
  g_assert_nonnull (list);
  gtk_widget_grab_focus (list);
  g_assert_true (gtk_widget_activate_action (list, "list.activate-item", "u", member));
  g_assert_cmpint (jump.activations, ==, 3);
  g_assert_cmpstr (jump.floor_id, ==, floor);

  /* Folding the group hides its rows again. */
  g_signal_emit_by_name (view, "activate", at);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, rows);

  const char *shot = g_getenv ("TW_ISSUES_SCREENSHOT");
  if (shot != NULL)
    {
      GtkWidget *stack = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_STACK);
      if (!tw_window_get_bottom_panel_open (window))
        g_action_group_activate_action (G_ACTION_GROUP (window), "bottom-panel", NULL);
      gtk_stack_set_visible_child_name (GTK_STACK (stack), "issues");
      /* A taller bottom panel, so the picture shows the whole list. */
      GtkWidget *paned = gtk_widget_get_ancestor (stack, GTK_TYPE_PANED);
      while (paned != NULL
             && gtk_orientable_get_orientation (GTK_ORIENTABLE (paned)) != GTK_ORIENTATION_VERTICAL)
        paned = gtk_widget_get_ancestor (gtk_widget_get_parent (paned), GTK_TYPE_PANED);
      if (paned != NULL)
        gtk_paned_set_position (GTK_PANED (paned), 330);
      g_signal_emit_by_name (view, "activate", at);
      ui_test_spin (500);
      /* The screen as it is (Xvfb without a window manager: the window at 0, 0). */
      g_autofree char *command = g_strdup_printf ("import -window root -crop 1280x800+0+0 %s", shot);
      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
    }

  g_signal_handlers_disconnect_by_data (panel, &jump);
  g_free (jump.floor_id);
  g_free (jump.id);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/ui/issues-towers/rows/shengqishi", "tests/game/shengqishi", test_rows);
  g_test_add_data_func ("/ui/issues-towers/rows/mota-js-2.10.3", "tests/game/mota-js-2.10.3",
                        test_rows);
  g_test_add_data_func ("/ui/issues-towers/rows/sample", "data/sample", test_rows);
  g_test_add_func ("/ui/issues-towers/open-and-jump", test_open_and_jump);
  return g_test_run ();
}
