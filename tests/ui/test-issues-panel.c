/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwIssuesPanel: lists the validator's diagnostics of the document, follows
 * its changes (debounced), and activating a row tells where to jump. */
#include <gtk/gtk.h>

#include "tests/ui/panel-test-util.h"
#include "ui/tw-issues-panel.h"

typedef struct
{
  TwDocument *doc;
  TwIssuesPanel *panel;
  GtkWindow *window;
  /* the last diagnostic-activated */
  int activations;
  TwEntityKind kind;
  char *id, *field, *floor_id;
  int x, y;
} Fixture;

static void
on_activated (TwIssuesPanel *panel, TwEntityKind kind, const char *id, const char *field,
              const char *floor_id, int x, int y, Fixture *f)
{
  f->activations++;
  f->kind = kind;
  g_free (f->id), g_free (f->field), g_free (f->floor_id);
  f->id = g_strdup (id);
  f->field = g_strdup (field);
  f->floor_id = g_strdup (floor_id);
  f->x = x, f->y = y;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  memset (f, 0, sizeof *f);
  f->doc = ui_test_open_sample ();
  f->panel = TW_ISSUES_PANEL (tw_issues_panel_new ());
  g_signal_connect (f->panel, "diagnostic-activated", G_CALLBACK (on_activated), f);
  f->window = ui_test_host (GTK_WIDGET (f->panel), 800, 400);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_test_unhost (f->window, f->doc);
  g_free (f->id), g_free (f->field), g_free (f->floor_id);
}

static guint
find_rule (Fixture *f, const char *rule, const char *id)
{
  for (guint i = 0; i < tw_issues_panel_get_n_issues (f->panel); i++)
    {
      const TwDiagnostic *d = tw_issues_panel_get_issue (f->panel, i);
      if (g_strcmp0 (d->rule, rule) == 0 && (id == NULL || g_strcmp0 (d->id, id) == 0))
        return i;
    }
  g_error ("no '%s' diagnostic listed", rule);
  return 0;
}

static const char *
summary (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_find (GTK_WIDGET (f->panel), "issues-summary")));
}

/* Breaks the sample: an unknown tile on MT0 and a negative timeCost. */
static void
break_tower (Fixture *f)
{
  g_assert_true (tw_document_set_cell (f->doc, "MT0", 3, 4, 9999, NULL));
  json_t *bad = json_integer (-1);
  g_assert_true (tw_document_set_field (f->doc, "/enemys/bat/timeCost", bad, NULL));
  json_decref (bad);
}

static void
test_lists_validator_output (Fixture *f, gconstpointer data)
{
  break_tower (f);
  tw_issues_panel_set_document (f->panel, f->doc);

  g_autoptr (GPtrArray) expected = tw_validate_tower (tw_document_get_tower (f->doc), NULL, NULL);
  g_assert_cmpuint (tw_issues_panel_get_n_issues (f->panel), ==, expected->len);
  guint errors = tw_validate_count (expected, TW_SEVERITY_ERROR);
  g_assert_cmpuint (errors, ==, 2);
  g_assert_cmpuint (tw_issues_panel_count (f->panel, TW_SEVERITY_ERROR), ==, errors);
  /* Errors are listed first. */
  for (guint i = 0; i < tw_issues_panel_get_n_issues (f->panel); i++)
    g_assert_true ((i < errors)
                   == (tw_issues_panel_get_issue (f->panel, i)->severity == TW_SEVERITY_ERROR));
  g_autofree char *start = g_strdup_printf ("%u errors,", errors);
  g_assert_true (g_str_has_prefix (summary (f), start));

  /* The list shows rows. */
  GtkWidget *view = ui_test_find (GTK_WIDGET (f->panel), "issues-view");
  g_assert_true (gtk_widget_get_mapped (view));
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (view)));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, tw_issues_panel_get_n_groups (f->panel));
  /* Every diagnostic is in exactly one group. */
  guint grouped = 0;
  for (guint i = 0; i < tw_issues_panel_get_n_groups (f->panel); i++)
    grouped += tw_issues_panel_get_group (f->panel, i)->members->len;
  g_assert_cmpuint (grouped, ==, expected->len);

  /* The tab's label counts by severity. */
  g_autofree char *title_start = g_strdup_printf ("Issues (%u E", errors);
  g_assert_true (g_str_has_prefix (tw_issues_panel_get_title (f->panel), title_start));
}

/* The list row of the group of a rule (groups closed: a group per row). */
static guint
find_group (Fixture *f, const char *rule)
{
  for (guint i = 0; i < tw_issues_panel_get_n_groups (f->panel); i++)
    if (g_strcmp0 (tw_issues_panel_get_group (f->panel, i)->rule, rule) == 0)
      return i;
  g_error ("no '%s' group listed", rule);
  return 0;
}

static void
test_activate_cell (Fixture *f, gconstpointer data)
{
  break_tower (f);
  tw_issues_panel_set_document (f->panel, f->doc);
  guint row = find_group (f, "unknown-tile");

  GtkWidget *view = ui_test_find (GTK_WIDGET (f->panel), "issues-view");
  g_signal_emit_by_name (view, "activate", row);
  g_assert_cmpint (f->activations, ==, 1);
  g_assert_cmpint (f->kind, ==, TW_ENTITY_FLOOR);
  g_assert_cmpstr (f->id, ==, "MT0");
  g_assert_cmpstr (f->floor_id, ==, "MT0");
  g_assert_cmpint (f->x, ==, 3);
  g_assert_cmpint (f->y, ==, 4);
}

static void
test_activate_enemy_field (Fixture *f, gconstpointer data)
{
  break_tower (f);
  tw_issues_panel_set_document (f->panel, f->doc);
  guint row = find_rule (f, "negative-time-cost", "bat");

  tw_issues_panel_activate (f->panel, row);
  g_assert_cmpint (f->activations, ==, 1);
  g_assert_cmpint (f->kind, ==, TW_ENTITY_ENEMY);
  g_assert_cmpstr (f->id, ==, "bat");
  g_assert_cmpstr (f->field, ==, "timeCost");
  g_assert_null (f->floor_id);
  g_assert_cmpint (f->x, ==, -1);
}

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static void
wait_ms (guint ms)
{
  GMainLoop *loop = g_main_loop_new (NULL, FALSE);
  g_timeout_add (ms, quit_loop, loop);
  g_main_loop_run (loop);
  g_main_loop_unref (loop);
}

static void
test_live_debounced (Fixture *f, gconstpointer data)
{
  tw_issues_panel_set_document (f->panel, f->doc);
  guint before = tw_issues_panel_count (f->panel, TW_SEVERITY_ERROR);
  g_assert_cmpuint (before, ==, 0);

  /* A burst of edits validates once, after the wait. */
  for (int x = 0; x < 5; x++)
    g_assert_true (tw_document_set_cell (f->doc, "MT0", x, 0, 9999, NULL));
  g_assert_cmpuint (tw_issues_panel_count (f->panel, TW_SEVERITY_ERROR), ==, 0);
  wait_ms (TW_ISSUES_PANEL_DEBOUNCE_MS + 200);
  g_assert_cmpuint (tw_issues_panel_count (f->panel, TW_SEVERITY_ERROR), ==, 5);

  /* Undo, then ask at once. */
  for (int i = 0; i < 5; i++)
    g_assert_true (tw_document_undo (f->doc));
  gtk_widget_activate_action (GTK_WIDGET (f->panel), "issues.validate", NULL);
  g_assert_cmpuint (tw_issues_panel_count (f->panel, TW_SEVERITY_ERROR), ==, 0);
}

static void
test_empty_state (Fixture *f, gconstpointer data)
{
  tw_issues_panel_set_document (f->panel, NULL);
  g_assert_cmpuint (tw_issues_panel_get_n_issues (f->panel), ==, 0);
  g_assert_cmpstr (summary (f), ==, "No issues");

  /* A small tower with nothing wrong. */
  json_t *tower = json_pack (
      "{s:{s:{s:[s]}, s:{s:s, s:{s:i, s:i, s:i, s:{s:i, s:i}, s:{}}}}, s:{}, s:{}, s:{}, "
      "s:{s:{s:s, s:i, s:i, s:[[i, i], [i, i]]}}}",
      "data", "main", "floorIds", "F1", "firstData", "floorId", "F1", "hero", "hp", 100, "atk", 10,
      "def", 10, "loc", "x", 0, "y", 0, "items", "enemys", "items", "maps", "floors", "F1",
      "floorId", "F1", "width", 2, "height", 2, "map", 0, 0, 0, 0);
  g_assert_nonnull (tower);
  TwDocument *clean = tw_document_new (tower);
  json_decref (tower);
  tw_issues_panel_set_document (f->panel, clean);
  for (guint i = 0; i < tw_issues_panel_get_n_issues (f->panel); i++)
    g_test_message ("unexpected: %s", tw_issues_panel_get_issue (f->panel, i)->message);
  g_assert_cmpuint (tw_issues_panel_get_n_issues (f->panel), ==, 0);
  g_assert_cmpstr (summary (f), ==, "No issues");
  /* The empty state replaces the list. */
  ui_test_flush ();
  g_assert_false (gtk_widget_get_child_visible (gtk_widget_get_ancestor (
      ui_test_find (GTK_WIDGET (f->panel), "issues-view"), GTK_TYPE_SCROLLED_WINDOW)));
  tw_issues_panel_set_document (f->panel, NULL);
  g_object_unref (clean);
}


static GtkWidget *
find (Fixture *f, const char *name)
{
  GtkWidget *widget = ui_test_find (GTK_WIDGET (f->panel), name);
  g_assert_nonnull (widget);
  return widget;
}

static guint
view_rows (Fixture *f)
{
  GtkColumnView *view = GTK_COLUMN_VIEW (find (f, "issues-view"));
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view)));
}

/* Unknown tiles on five cells: one group of five places, which the row opens
 * and closes; a place jumps to its cell. Errors start open (issue 32). */
static void
test_group_expands_to_places (Fixture *f, gconstpointer data)
{
  for (int x = 0; x < 5; x++)
    g_assert_true (tw_document_set_cell (f->doc, "MT0", x, 0, 9999, NULL));
  tw_issues_panel_set_document (f->panel, f->doc);
  guint group = find_group (f, "unknown-tile");
  g_assert_cmpuint (tw_issues_panel_get_group (f->panel, group)->members->len, ==, 5);
  guint rows = tw_issues_panel_get_n_groups (f->panel);
  g_assert_cmpuint (view_rows (f), ==, rows + 5);

  GtkWidget *view = find (f, "issues-view");
  g_signal_emit_by_name (view, "activate", group);
  g_assert_cmpuint (view_rows (f), ==, rows); /* folded */
  /* Folded by the designer, it stays folded over a new validation. */
  tw_issues_panel_validate_now (f->panel);
  g_assert_cmpuint (view_rows (f), ==, rows);
  g_signal_emit_by_name (view, "activate", group);
  g_assert_cmpint (f->activations, ==, 0); /* a group opens, it does not jump */
  g_assert_cmpuint (view_rows (f), ==, rows + 5);
  ui_test_flush ();

  /* The places are the rows under it, in order: the third is (2, 0). */
  g_signal_emit_by_name (view, "activate", group + 3);
  g_assert_cmpint (f->activations, ==, 1);
  g_assert_cmpstr (f->floor_id, ==, "MT0");
  g_assert_cmpint (f->x, ==, 2);
  g_assert_cmpint (f->y, ==, 0);

  /* A new validation keeps the group open. */
  tw_issues_panel_validate_now (f->panel);
  g_assert_cmpuint (view_rows (f), ==, rows + 5);

  g_signal_emit_by_name (view, "activate", group);
  g_assert_cmpuint (view_rows (f), ==, rows);
}

/* 200 notes alike (found outside the tower, as missing images are): one row. */
static void
test_two_hundred_one_row (Fixture *f, gconstpointer data)
{
  g_autoptr (GPtrArray) extra = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
  for (int i = 0; i < 200; i++)
    {
      g_autofree char *message
          = g_strdup_printf ("Enemy 'e%d' cannot be beaten with the hero's starting stats: the "
                             "battle costs %d hp and the hero has 10.",
                             i, 100 + i);
      g_autofree char *id = g_strdup_printf ("e%d", i);
      g_ptr_array_add (extra, tw_diagnostic_new (TW_SEVERITY_NOTE, "unbeatable-enemy",
                                                 "project/enemys.js", "", id, NULL, message));
    }
  tw_issues_panel_set_document (f->panel, f->doc);
  guint before = tw_issues_panel_get_n_groups (f->panel);
  tw_issues_panel_set_extra (f->panel, extra);
  tw_issues_panel_validate_now (f->panel);
  g_assert_cmpuint (tw_issues_panel_get_n_issues (f->panel), >=, 200);
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), <=, before + 1);
  guint group = find_group (f, "unbeatable-enemy");
  const TwDiagnosticGroup *g = tw_issues_panel_get_group (f->panel, group);
  g_assert_cmpuint (g->members->len, >=, 200);
  guint rows = view_rows (f);
  g_signal_emit_by_name (find (f, "issues-view"), "activate", group);
  g_assert_cmpuint (view_rows (f), ==, rows + g->members->len);
}

/* Each filter changes the rows; back to "all", all are back. */
static void
test_filters_change_rows (Fixture *f, gconstpointer data)
{
  break_tower (f);
  tw_issues_panel_set_document (f->panel, f->doc);
  guint all_groups = tw_issues_panel_get_n_groups (f->panel);
  guint all = tw_issues_panel_get_n_issues (f->panel);
  g_assert_cmpuint (all_groups, >, 2);

  /* Severity: errors only. */
  GtkDropDown *severity = GTK_DROP_DOWN (find (f, "issues-severity"));
  gtk_drop_down_set_selected (severity, 1);
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), <, all_groups);
  g_assert_cmpuint (view_rows (f), ==, tw_issues_panel_get_n_groups (f->panel));
  for (guint i = 0; i < tw_issues_panel_get_n_groups (f->panel); i++)
    g_assert_cmpint (tw_issues_panel_get_group (f->panel, i)->severity, ==, TW_SEVERITY_ERROR);
  g_assert_nonnull (strstr (summary (f), "2 shown"));
  gtk_drop_down_set_selected (severity, 0);
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), ==, all_groups);

  /* Rule: the list offers the rules found. */
  GtkWidget *rule = find (f, "issues-rule");
  guint negative = ui_test_drop_down_find (rule, "negative-time-cost");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (rule), negative);
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), ==, 1);
  g_assert_cmpstr (tw_issues_panel_get_group (f->panel, 0)->rule, ==, "negative-time-cost");
  /* It stays chosen over a new validation. */
  tw_issues_panel_validate_now (f->panel);
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (rule), 0);

  /* Floor: MT0's findings only. */
  GtkWidget *floor = find (f, "issues-floor");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (floor), ui_test_drop_down_find (floor, "MT0"));
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), >=, 1);
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), <, all_groups);
  for (guint i = 0; i < tw_issues_panel_get_n_groups (f->panel); i++)
    {
      const TwDiagnosticGroup *g = tw_issues_panel_get_group (f->panel, i);
      for (guint m = 0; m < g->members->len; m++)
        {
          g_autofree char *on = tw_diagnostic_floor (g_ptr_array_index (g->members, m));
          g_assert_cmpstr (on, ==, "MT0");
        }
    }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (floor), 0);

  /* Search, ignoring case. */
  GtkWidget *search = find (f, "issues-search");
  gtk_editable_set_text (GTK_EDITABLE (search), "TIMECOST");
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), ==, 1);
  gtk_editable_set_text (GTK_EDITABLE (search), "no such words anywhere");
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), ==, 0);
  ui_test_flush ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_stack_get_visible_child (GTK_STACK (
                       gtk_widget_get_ancestor (find (f, "issues-view"), GTK_TYPE_STACK))))),
                   ==, "No issue matches the filters");
  gtk_editable_set_text (GTK_EDITABLE (search), "");
  g_assert_cmpuint (tw_issues_panel_get_n_groups (f->panel), ==, all_groups);
  g_assert_cmpuint (tw_issues_panel_get_n_issues (f->panel), ==, all);
  g_assert_null (strstr (summary (f), "shown"));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
#define ADD(path, func)                                                                            \
  g_test_add ("/ui/issues/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("lists-validator-output", test_lists_validator_output);
  ADD ("activate-cell", test_activate_cell);
  ADD ("activate-enemy-field", test_activate_enemy_field);
  ADD ("live-debounced", test_live_debounced);
  ADD ("empty-state", test_empty_state);
  ADD ("group-expands-to-places", test_group_expands_to_places);
  ADD ("two-hundred-one-row", test_two_hundred_one_row);
  ADD ("filters-change-rows", test_filters_change_rows);
#undef ADD
  return g_test_run ();
}
