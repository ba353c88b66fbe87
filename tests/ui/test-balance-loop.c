/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The balancing loop in the real window under Xvfb (issue 15), driven
 * through its actions: play, leave, come back (same moves, same tick); the
 * map tools are off while simulating (a pencil stroke edits nothing); a
 * timeCost edited mid-session replays the moves, whose trace equals
 * `turnwright-cli simulate --script MOVES --set ...` on the same project
 * (the CLI's own code, editor/cli), and the comparison strip's numbers are
 * the CLI's outcomes before and after; the saved moves are what the CLI
 * plays; undo brings the old run back; opening the moves plays them again.
 * TW_LOOP_SCREENSHOT=PATH writes the window with the strip to PATH. */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "editor/cli/tw-cli-simulate.h"
#include "editor/tw-document.h"
#include "tests/editor/tw-tower-gen.h"
#include "ui/tw-compare-strip.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-timeline-view.h"
#include "tests/ui/editor-test-util.h"
#include "tests/ui/ui-test-util.h"
#include "ui/tw-window.h"

static char *
project_path (void)
{
  const char *root = g_getenv ("TW_SOURCE_ROOT");
  g_assert_nonnull (root);
  return g_build_filename (root, "tests", "editor", "data", "sim-tower.json", NULL);
}

static void
wait_for_replay (TwWindow *window)
{
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (tw_window_is_replaying (window) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (tw_window_is_replaying (window));
}

static TwSimSession *
session_of (TwWindow *window)
{
  return tw_sim_bar_get_session (TW_SIM_BAR (tw_window_get_sim_bar (window)));
}

static char *
trace_of (TwSimSession *session)
{
  GString *out = g_string_new (NULL);
  g_assert_true (tw_sim_session_write_trace (session, out, TW_TRACE_FORMAT_JSONL, NULL));
  return g_string_free (out, FALSE);
}

/* The CLI's simulate, in this process. It prints its summary on stdout,
 * which here carries the TAP report: that goes to /dev/null. */
static int
cli_simulate_quietly (int argc, char **argv)
{
  fflush (stdout);
  int saved_stdout = dup (STDOUT_FILENO);
  int null_fd = open ("/dev/null", O_WRONLY);
  g_assert_true (saved_stdout >= 0 && null_fd >= 0);
  dup2 (null_fd, STDOUT_FILENO);
  int status = tw_cli_simulate (argc, argv);
  fflush (stdout);
  dup2 (saved_stdout, STDOUT_FILENO);
  close (null_fd);
  close (saved_stdout);
  return status;
}

/* `turnwright-cli simulate PROJECT --script MOVES [--set SET] --trace T --outcome O`:
 * the trace's text and the outcome. */
static char *
cli_run (const char *moves, const char *set, json_t **outcome)
{
  g_autofree char *project = project_path ();
  g_autofree char *dir = g_dir_make_tmp ("tw-loop-XXXXXX", NULL);
  g_autofree char *trace = g_build_filename (dir, "trace.jsonl", NULL);
  g_autofree char *outcome_path = g_build_filename (dir, "outcome.json", NULL);
  GPtrArray *args = g_ptr_array_new ();
  const char *fixed[] = { "simulate", project, "--script", moves, "--trace", trace,
                          "--outcome", outcome_path };
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    g_ptr_array_add (args, (gpointer)fixed[i]);
  if (set != NULL)
    {
      g_ptr_array_add (args, (gpointer) "--set");
      g_ptr_array_add (args, (gpointer)set);
    }
  g_assert_cmpint (cli_simulate_quietly ((int)args->len, (char **)args->pdata), ==, 0);
  g_ptr_array_free (args, TRUE);
  char *text = NULL;
  g_assert_true (g_file_get_contents (trace, &text, NULL, NULL));
  *outcome = json_load_file (outcome_path, 0, NULL);
  g_assert_nonnull (*outcome);
  g_unlink (trace);
  g_unlink (outcome_path);
  g_rmdir (dir);
  return text;
}

/* The clock of the first line where two traces differ, or -1. */
static gint64
first_differing_clock (const char *a, const char *b)
{
  g_auto (GStrv) la = g_strsplit (a, "\n", -1);
  g_auto (GStrv) lb = g_strsplit (b, "\n", -1);
  for (guint i = 0;; i++)
    {
      const char *x = la[i], *y = lb[i];
      if (x == NULL && y == NULL)
        return -1;
      if (x != NULL && y != NULL && strcmp (x, y) == 0)
        continue;
      gint64 clock = G_MAXINT64;
      const char *lines[] = { x, y };
      for (int k = 0; k < 2; k++)
        if (lines[k] != NULL && *lines[k] != '\0')
          {
            json_t *event = json_loads (lines[k], 0, NULL);
            clock = MIN (clock, json_integer_value (json_object_get (event, "clock")));
            json_decref (event);
          }
      return clock == G_MAXINT64 ? -1 : clock;
    }
}

static gint64
number (json_t *outcome, const char *name)
{
  return json_integer_value (json_object_get (outcome, name));
}

/* The strip's text for @before → @after, from the CLI's outcomes. */
static char *
expected_strip (json_t *before, json_t *after, gint64 first_difference)
{
  g_assert_true (json_is_null (json_object_get (before, "deathTick")));
  g_assert_true (json_is_null (json_object_get (after, "deathTick")));
  g_autofree char *difference
      = first_difference < 0
            ? g_strdup ("The runs are the same")
            : g_strdup_printf ("First difference at tick %" G_GINT64_FORMAT, first_difference);
  return g_strdup_printf (
      "End hp %" G_GINT64_FORMAT " → %" G_GINT64_FORMAT "; Ticks %" G_GINT64_FORMAT
      " → %" G_GINT64_FORMAT "; Battles %" G_GINT64_FORMAT " → %" G_GINT64_FORMAT
      "; Damage taken %" G_GINT64_FORMAT " → %" G_GINT64_FORMAT "; Death none → none; %s",
      number (before, "endHp"), number (after, "endHp"), number (before, "ticks"),
      number (after, "ticks"), number (before, "battles"), number (after, "battles"),
      number (before, "damageTaken"), number (after, "damageTaken"), difference);
}

/* The tt script of the session tests, played through the bar's actions. */
static void
play_moves (TwSimBar *bar)
{
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.use", "s", "skill1");
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "right");
  for (int i = 0; i < 7; i++)
    gtk_widget_activate_action (GTK_WIDGET (bar), "sim.step", NULL);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  for (int i = 0; i < 17; i++)
    gtk_widget_activate_action (GTK_WIDGET (bar), "sim.step", NULL);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "up");
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "right");
  for (int i = 0; i < 4; i++)
    gtk_widget_activate_action (GTK_WIDGET (bar), "sim.step", NULL);
}

static void
test_loop (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwDocument *document = tw_window_get_document (window);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  TwCompareStrip *strip = TW_COMPARE_STRIP (tw_window_get_compare_strip (window));
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (tw_window_get_timeline (window)));
  GtkWidget *notice = tw_window_get_sim_notice (window);
  g_autofree char *dir = g_dir_make_tmp ("tw-loop-XXXXXX", NULL);
  g_autofree char *moves = g_build_filename (dir, "moves.txt", NULL);

  /* Play, look back at tick 10. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-moves"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_true (tw_sim_bar_get_active (bar));
  g_assert_true (gtk_widget_get_visible (notice));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-moves"));
  play_moves (bar);
  TwSimSession *session = session_of (window);
  g_autofree char *played = tw_sim_session_dup_script (session);
  guint last = tw_sim_session_get_last_tick (session);
  g_assert_cmpuint (last, >, 20);
  tw_timeline_model_set_selected_tick (tw_sim_session_get_timeline (session), 10);
  g_assert_cmpuint (tw_sim_session_get_tick (session), ==, 10);

  /* A pencil stroke on the map while simulating edits nothing behind it. */
  TwTools *tools = tw_window_get_tools (window);
  tw_tools_set_tool (tools, TW_TOOL_PENCIL);
  tw_tools_set_tile (tools, 1);
  int before_cell = tw_document_get_cell (document, "F0", 2, 3);
  g_signal_emit_by_name (canvas, "stroke-begin", 2, 3, 1);
  g_signal_emit_by_name (canvas, "stroke-end", 2, 3);
  g_assert_cmpint (tw_document_get_cell (document, "F0", 2, 3), ==, before_cell);
  g_assert_false (tw_document_can_undo (document));
  g_assert_false (tw_document_get_dirty (document));

  /* Leave and come back: the same moves, the same tick. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "simulate",
                                      g_variant_new_boolean (FALSE));
  g_assert_false (tw_sim_bar_get_active (bar));
  g_assert_false (gtk_widget_get_visible (notice));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-moves"));
  g_assert_true (tw_map_canvas_get_tower (canvas) == tw_document_get_tower (document));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "simulate",
                                      g_variant_new_boolean (TRUE));
  g_assert_true (session_of (window) == session);
  g_assert_cmpuint (tw_sim_session_get_tick (session), ==, 10);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);
  g_autofree char *again = tw_sim_session_dup_script (session);
  g_assert_cmpstr (again, ==, played);
  g_assert_true (tw_map_canvas_get_tower (canvas) == tw_sim_session_get_map_view (session));

  /* The moves saved are the moves played, and the CLI plays them as the app did. */
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_save_moves (window, moves, &error));
  g_assert_no_error (error);
  json_t *outcome_before = NULL;
  g_autofree char *cli_before = cli_run (moves, NULL, &outcome_before);
  g_autofree char *app_before = trace_of (session);
  g_assert_cmpstr (app_before, ==, cli_before);

  /* Tweak: the slime's timeCost, one undoable edit; the moves replay on it. */
  TwTimelineModel *old_model = tw_sim_session_get_timeline (session);
  json_t *cost = json_integer (9);
  g_assert_true (tw_document_set_field (document, "/enemys/slime/timeCost", cost, &error));
  json_decref (cost);
  g_assert_no_error (error);
  wait_for_replay (window);
  g_assert_true (tw_document_can_undo (document));
  TwSimSession *replayed = session_of (window);
  g_assert_true (replayed != session);
  g_assert_cmpuint (tw_sim_session_get_tick (replayed), ==, 10);
  g_assert_true (tw_map_canvas_get_tower (canvas) == tw_sim_session_get_map_view (replayed));
  json_t *outcome_after = NULL;
  g_autofree char *cli_after = cli_run (moves, "enemys.slime.timeCost=9", &outcome_after);
  g_autofree char *app_after = trace_of (replayed);
  g_assert_cmpstr (app_after, ==, cli_after);
  g_assert_cmpstr (app_after, !=, app_before);

  /* The comparison: the CLI's outcomes before → after, the first tick the traces differ. */
  gint64 first = first_differing_clock (cli_before, cli_after);
  g_assert_cmpint (first, >=, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (strip)));
  g_autofree char *text = tw_compare_strip_dup_text (strip);
  g_autofree char *expected = expected_strip (outcome_before, outcome_after, first);
  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (tw_timeline_view_get_ghost (view));
  g_assert_true (tw_timeline_view_get_ghost (view) == old_model); /* the ghost keeps it */

  const char *shot = g_getenv ("TW_LOOP_SCREENSHOT");
  if (shot != NULL)
    {
      ui_test_spin (300);
      test_save_widget_png (GTK_WIDGET (window), shot);
    }

  /* Undo: the old tower, its run back, the comparison the other way round. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "simulate"));
  gtk_widget_activate_action (GTK_WIDGET (window), "edit.undo", NULL);
  wait_for_replay (window);
  g_assert_false (tw_document_can_undo (document));
  g_autofree char *app_undone = trace_of (session_of (window));
  g_assert_cmpstr (app_undone, ==, cli_before);
  g_autofree char *text_undone = tw_compare_strip_dup_text (strip);
  g_autofree char *expected_undone = expected_strip (outcome_after, outcome_before, first);
  g_assert_cmpstr (text_undone, ==, expected_undone);

  /* Open Moves plays the file on the tower as it is: the same moves again. */
  g_assert_true (tw_window_open_moves (window, moves, &error));
  g_assert_no_error (error);
  g_autofree char *reopened = tw_sim_session_dup_script (session_of (window));
  g_assert_cmpstr (reopened, ==, played);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (strip)));

  json_decref (outcome_before);
  json_decref (outcome_after);
  g_unlink (moves);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
  ui_test_spin (20);
}

/* Edited while not simulating: coming back replays the kept moves on the
 * edited tower (same moves, new run). */
static void
test_edit_while_away (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 0, 0);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwDocument *document = tw_window_get_document (window);

  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  play_moves (bar);
  TwSimSession *session = session_of (window);
  g_autofree char *played = tw_sim_session_dup_script (session);
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_false (tw_sim_bar_get_active (bar));

  json_t *cost = json_integer (9);
  g_assert_true (tw_document_set_field (document, "/enemys/slime/timeCost", cost, NULL));
  json_decref (cost);
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  wait_for_replay (window);
  TwSimSession *replayed = session_of (window);
  g_assert_true (replayed != session);
  g_autofree char *replayed_script = tw_sim_session_dup_script (replayed);
  g_assert_cmpstr (replayed_script, ==, played);
  g_assert_false (tw_sim_session_is_rewound (replayed));

  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
  ui_test_spin (20);
}

/* Two edits in one go (as a group or an undo may send): one replay, whose
 * "before" is the run before both. */
static void
test_two_edits_one_comparison (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 0, 0);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwDocument *document = tw_window_get_document (window);
  TwCompareStrip *strip = TW_COMPARE_STRIP (tw_window_get_compare_strip (window));
  g_autofree char *dir = g_dir_make_tmp ("tw-loop-XXXXXX", NULL);
  g_autofree char *moves = g_build_filename (dir, "moves.txt", NULL);

  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  play_moves (bar);
  g_assert_true (tw_window_save_moves (window, moves, NULL));
  json_t *slime = json_integer (9), *guard = json_integer (1);
  g_assert_true (tw_document_set_field (document, "/enemys/slime/timeCost", slime, NULL));
  g_assert_true (tw_document_set_field (document, "/enemys/guard/timeCost", guard, NULL));
  json_decref (slime);
  json_decref (guard);
  g_assert_true (tw_window_is_replaying (window));
  wait_for_replay (window);

  json_t *before = NULL, *after = NULL;
  g_autofree char *trace_before = cli_run (moves, NULL, &before);
  /* Both edits: the project with both values set (the CLI's --set, repeated). */
  g_autofree char *project = project_path ();
  g_autofree char *trace_path = g_build_filename (dir, "both.jsonl", NULL);
  g_autofree char *outcome_path = g_build_filename (dir, "both.json", NULL);
  char *argv[] = { "simulate", project, "--script", moves, "--set", "enemys.slime.timeCost=9",
                   "--set", "enemys.guard.timeCost=1", "--trace", trace_path, "--outcome",
                   outcome_path };
  g_assert_cmpint (cli_simulate_quietly (G_N_ELEMENTS (argv), argv), ==, 0);
  g_autofree char *trace_both = NULL;
  g_assert_true (g_file_get_contents (trace_path, &trace_both, NULL, NULL));
  after = json_load_file (outcome_path, 0, NULL);
  g_autofree char *app = trace_of (session_of (window));
  g_assert_cmpstr (app, ==, trace_both);
  g_autofree char *text = tw_compare_strip_dup_text (strip);
  g_autofree char *expected
      = expected_strip (before, after, first_differing_clock (trace_before, trace_both));
  g_assert_cmpstr (text, ==, expected);

  json_decref (before);
  json_decref (after);
  g_unlink (trace_path);
  g_unlink (outcome_path);
  g_unlink (moves);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
  ui_test_spin (20);
}

static json_t *
idle_enemy (GRand *rand, const char *id, int x, int y, int width)
{
  return json_pack ("{s:s, s:i, s:i, s:i, s:i}", "name", id, "hp", 10, "atk", 1, "def", 0,
                    "timeCost", g_rand_int_range (rand, 1, 51));
}

/* A 10,000-tick session on a floor of 200 scheduled enemies: the replay
 * after an edit runs in slices, and the main loop runs other sources (a
 * 10 ms timeout here, input and drawing in the app) between them. */
static json_t *
big_tower (void)
{
  return tw_tower_gen_corridor (64, 40, 200, idle_enemy);
}

static gboolean
count_tick (gpointer data)
{
  (*(guint *)data)++;
  return G_SOURCE_CONTINUE;
}

static void
test_long_replay_in_slices (void)
{
  json_t *tower = big_tower ();
  TwWindow *window = editor_test_tower_window (tower, 0, 0);
  g_autofree char *dir = g_dir_make_tmp ("tw-loop-XXXXXX", NULL);
  g_autofree char *moves = g_build_filename (dir, "moves.txt", NULL);
  GString *script = g_string_new (NULL);
  for (int i = 0; i < 400; i++)
    g_string_append (script, "move right 5\nmove left 5\nwait 15\n");
  g_assert_true (g_file_set_contents (moves, script->str, -1, NULL));
  g_string_free (script, TRUE);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_open_moves (window, moves, &error));
  g_assert_no_error (error);
  TwSimSession *session = session_of (window);
  guint last = tw_sim_session_get_last_tick (session);
  g_assert_cmpuint (last, >=, 10000);
  ui_test_spin (300); /* the first frames of simulate mode are drawn */

  guint ticks = 0;
  json_t *cost = json_integer (7);
  g_assert_true (tw_document_set_field (tw_window_get_document (window), "/enemys/e3/timeCost",
                                        cost, NULL));
  json_decref (cost);
  guint source = g_timeout_add (10, count_tick, &ticks);
  gint64 t0 = g_get_monotonic_time ();
  struct timespec c0, c1;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &c0);
  wait_for_replay (window);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &c1);
  double ms = (g_get_monotonic_time () - t0) / 1000.0;
  double cpu_ms = (c1.tv_sec - c0.tv_sec) * 1000.0 + (c1.tv_nsec - c0.tv_nsec) / 1e6;
  g_source_remove (source);
  g_test_message ("replayed %u ticks in %.1f ms wall, %.1f ms CPU (with the panels' own work on the "
                  "edit), %u timeouts ran meanwhile", last, ms, cpu_ms, ticks);
  g_assert_cmpuint (ticks, >=, 1);
  TwSimSession *replayed = session_of (window);
  g_assert_true (replayed != session);
  g_assert_cmpuint (tw_sim_session_get_tick (replayed), ==,
                    tw_sim_session_get_last_tick (replayed));
  g_assert_true (gtk_widget_get_visible (tw_window_get_compare_strip (window)));

  g_unlink (moves);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
  ui_test_spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/balance-loop/play-leave-tweak-compare-undo", test_loop);
  g_test_add_func ("/ui/balance-loop/edit-while-away", test_edit_while_away);
  g_test_add_func ("/ui/balance-loop/two-edits-one-comparison", test_two_edits_one_comparison);
  g_test_add_func ("/ui/balance-loop/long-replay-in-slices", test_long_replay_in_slices);
  return g_test_run ();
}
