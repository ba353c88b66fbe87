/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "Check Against the Game" in the real window under Xvfb: simulate mode's
 * moves on mota-js 2.10.3's sample (tests/game) checked against the game's
 * own code in the background, the sim bar's line while it runs and after,
 * a difference named with its move and tick, cancel, and a project with no
 * game code. */
#include <gtk/gtk.h>
#include <string.h>

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

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check-game/agree", test_agree);
  g_test_add_func ("/check-game/difference", test_difference);
  g_test_add_func ("/check-game/cancel", test_cancel);
  g_test_add_func ("/check-game/no-game-code", test_no_game_code);
  return g_test_run ();
}
