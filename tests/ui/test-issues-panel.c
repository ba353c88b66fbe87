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
  gtk_window_destroy (f->window);
  ui_test_flush ();
  g_object_unref (f->doc);
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
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, expected->len);
}

static void
test_activate_cell (Fixture *f, gconstpointer data)
{
  break_tower (f);
  tw_issues_panel_set_document (f->panel, f->doc);
  guint row = find_rule (f, "unknown-tile", NULL);

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
#undef ADD
  return g_test_run ();
}
