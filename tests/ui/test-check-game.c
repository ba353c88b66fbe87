/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "Check Against the Game" in the real window under Xvfb: simulate mode's
 * moves on mota-js 2.10.3's sample (tests/game) checked against the game's
 * own code in the background, the sim bar's line while it runs and after,
 * a difference named with its move and tick, cancel, and a project with no
 * game code. And players' runs: a route file the game recorded, opened as
 * moves (Open Moves), exported again byte for byte (Export Moves as Route),
 * and the tokens Turnwright does not play listed when one is opened. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <sys/wait.h>

#include "tests/ui/editor-test-util.h"
#include "tests/check/check-test-util.h"
#include "ui-test-util.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"

static char *
game_path (void)
{
  return g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "mota-js-2.10.3", NULL);
}

static gboolean
check_finished (gpointer data)
{
  TwSimBar *bar = data;
  const char *text = tw_sim_bar_get_check_text (bar);
  return text[0] != '\0' && !g_str_has_prefix (text, "Checking");
}

static TwSimBar *
simulate (TwWindow *window, const char *moves)
{
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_sim_bar_play_script (bar, moves, &error));
  g_assert_no_error (error);
  ui_test_flush ();
  return bar;
}

static gboolean
is_check_button (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static GtkButton *
check_button (TwSimBar *bar)
{
  GtkWidget *found = test_find_widget (GTK_WIDGET (bar), is_check_button, "Check Against the Game");
  g_assert_nonnull (found);
  return GTK_BUTTON (found);
}

/* Moves through sample1's NPCs agree with the game: the button, pressed as
 * a person would, says so in one line. */
static void
test_agree (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *game = game_path ();
  TwWindow *window = editor_test_window (game);
  TwSimBar *bar = simulate (window, "move up 13\nmove right 2\nmove down 2\nmove right 2\n"
                                    "move down 2\n");
  GtkButton *button = check_button (bar);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (g_str_has_prefix (tw_sim_bar_get_check_text (bar), "Checking against the game"));
  g_assert_cmpstr (gtk_button_get_label (button), ==, "Cancel Check");
  editor_test_wait (check_finished, bar);
  g_assert_cmpstr (tw_sim_bar_get_check_text (bar), ==,
                   "The game agrees: all 22 actions of these moves play the same in the "
                   "tower's own code.");
  g_assert_cmpstr (gtk_button_get_label (button), ==, "Check Against the Game");
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An edit the game does not have: the yellow gate keeper's hp raised in
 * the project, so the check finds its battle (move 25) differs in hp. */
static void
test_difference (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *game = game_path ();
  TwWindow *window = editor_test_window (game);
  json_t *hp = json_integer (1000);
  g_assert_true (tw_document_set_field (tw_window_get_document (window),
                                        "/enemys/yellowGateKeeper/hp", hp, NULL));
  json_decref (hp);
  TwSimBar *bar = simulate (window, "move up 15\nmove right 5\nmove up\nmove right 2\nmove up\n"
                                    "move left\n");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.check-game", NULL);
  editor_test_wait (check_finished, bar);
  const char *text = tw_sim_bar_get_check_text (bar);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "25 of 26 actions agree with the game; the first "
                                         "difference is after move 25 (move left), tick "));
  g_assert_true (g_str_has_suffix (text, ": hp."));
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Pressed again while it runs: cancelled, and said so. */
static void
test_cancel (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *game = game_path ();
  TwWindow *window = editor_test_window (game);
  g_autoptr (GString) moves = g_string_new (NULL);
  for (guint i = 0; i < 100; i++)
    g_string_append (moves, "move right 4\nmove left 4\n");
  TwSimBar *bar = simulate (window, moves->str);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.check-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.check-game", NULL);
  editor_test_wait (check_finished, bar);
  g_assert_cmpstr (tw_sim_bar_get_check_text (bar), ==, "Check against the game cancelled.");
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The bundled sample's folder holds only the tower's data: the check names
 * what is missing instead of running. */
static void
test_no_game_code (void)
{
  g_autofree char *sample
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "data", "mota-sample", NULL);
  TwWindow *window = editor_test_window (sample);
  TwSimBar *bar = simulate (window, "move up\n");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.check-game", NULL);
  ui_test_flush ();
  const char *text = tw_sim_bar_get_check_text (bar);
  g_assert_true (g_str_has_prefix (text, "The check could not run: "));
  g_assert_nonnull (strstr (text, "main.js is missing"));
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* turnwright-cli ARGS...; asserts it exits with @status. */
static void
cli (int status, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;
  int wait_status = 0;
  va_list ap;

  g_ptr_array_add (argv, (gpointer)g_getenv ("TW_CLI"));
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer)a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &wait_status, NULL));
  if (!WIFEXITED (wait_status) || WEXITSTATUS (wait_status) != status)
    g_error ("turnwright-cli %s: %s%s", first, out, err);
}

static GtkWidget *
find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0 && gtk_widget_get_visible (w))
        return w;
    }
  return NULL;
}

/* The run the game recorded of moves through sample1's NPCs opens as those
 * moves, and Export Moves as Route writes the very file back. */
static void
test_route_recorded (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *game = game_path ();
  g_autofree char *dir = g_dir_make_tmp ("tw-route-ui-XXXXXX", NULL);
  g_autofree char *moves = g_build_filename (dir, "moves.txt", NULL);
  g_autofree char *run = g_build_filename (dir, "run.h5route", NULL);
  g_autofree char *again = g_build_filename (dir, "again.h5route", NULL);
  g_autofree char *recorded = NULL, *exported = NULL, *played = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (moves, "move up 10\nmove up 3\nmove right 2\n", -1, NULL));
  cli (0, "check", game, "--script", moves, "--record", run, NULL);
  TwWindow *window = editor_test_window (game);
  g_assert_true (tw_window_open_moves (window, run, &error));
  g_assert_no_error (error);
  played = tw_sim_session_dup_script (tw_sim_bar_get_session (TW_SIM_BAR (tw_window_get_sim_bar (window))));
  /* The session keeps a move a step. */
  g_autoptr (GString) expected = g_string_new (NULL);
  for (int i = 0; i < 13; i++)
    g_string_append (expected, "move up\n");
  g_string_append (expected, "move right\nmove right\n");
  g_assert_cmpstr (played, ==, expected->str);
  g_assert_null (find_toplevel ("route-tokens-dialog"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "export-route"));
  g_assert_true (tw_window_export_route (window, again, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (run, &recorded, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &exported, NULL, NULL));
  g_assert_cmpstr (exported, ==, recorded);
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (moves);
  g_unlink (run);
  g_unlink (again);
  g_rmdir (dir);
}

/* A run with tokens the rules do not play: they are kept as `game` lines
 * and the window lists each with its position. */
static void
test_route_tokens_listed (void)
{
  g_autofree char *game = game_path ();
  g_autofree char *dir = g_dir_make_tmp ("tw-route-ui-XXXXXX", NULL);
  g_autofree char *moves = g_build_filename (dir, "moves.txt", NULL);
  g_autofree char *run = g_build_filename (dir, "run.h5route", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *played = NULL;

  g_assert_true (g_file_set_contents (moves, "move up 2\ngame key:49\nmove up\ngame fly:sample1\n",
                                      -1, NULL));
  cli (0, "route", "export", game, moves, "-o", run, NULL);
  TwWindow *window = editor_test_window (game);
  g_assert_true (tw_window_open_moves (window, run, &error));
  g_assert_no_error (error);
  played = tw_sim_session_dup_script (tw_sim_bar_get_session (TW_SIM_BAR (tw_window_get_sim_bar (window))));
  g_assert_cmpstr (played, ==, "move up\nmove up\ngame key:49\nmove up\ngame fly:sample1\n");
  GtkWidget *dialog = find_toplevel ("route-tokens-dialog");
  g_assert_nonnull (dialog);
  g_autofree char *text = NULL, *secondary = NULL;
  g_object_get (dialog, "text", &text, "secondary-text", &secondary, NULL);
  g_assert_cmpstr (text, ==, "run.h5route: 2 tokens of the run are not played by Turnwright");
  g_assert_nonnull (strstr (secondary, "token 3: key:49\ntoken 5: fly:sample1\n"));
  test_maybe_screenshot (dialog, "route-tokens-dialog");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (moves);
  g_unlink (run);
  g_rmdir (dir);
}

/* A corrupt run: a clear error naming the file and the offset, and the
 * moves shown before stay. */
static void
test_route_corrupt (void)
{
  g_autofree char *game = game_path ();
  g_autofree char *dir = g_dir_make_tmp ("tw-route-ui-XXXXXX", NULL);
  g_autofree char *run = g_build_filename (dir, "bad.h5route", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (run, "N4IgdghgtgpiBcIA*uMoAc", -1, NULL));
  TwWindow *window = editor_test_window (game);
  TwSimBar *bar = simulate (window, "move up 2\n");
  TwSimSession *before = tw_sim_bar_get_session (bar);
  g_assert_false (tw_window_open_moves (window, run, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_suffix (run, "bad.h5route"));
  g_assert_nonnull (strstr (error->message, "bad.h5route: offset 16: '*' is not a base64 character"));
  g_assert_true (tw_sim_bar_get_session (bar) == before);
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (run);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check-game/agree", test_agree);
  g_test_add_func ("/check-game/difference", test_difference);
  g_test_add_func ("/check-game/cancel", test_cancel);
  g_test_add_func ("/check-game/no-game-code", test_no_game_code);
  g_test_add_func ("/check-game/route-recorded", test_route_recorded);
  g_test_add_func ("/check-game/route-tokens-listed", test_route_tokens_listed);
  g_test_add_func ("/check-game/route-corrupt", test_route_corrupt);
  return g_test_run ();
}
