/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-prompt.h: simulate mode asks the player what the tower's events ask.
 *
 * Before a hero's action is played, it is probed (editor/sim/tw-sim-question.c):
 * a `choices` or `confirm` met without an answer opens a dialog listing its
 * choices; each pick is probed again, until the action asks nothing more.
 * Then @play gets `choose N` lines (one per pick, in order) and the action's
 * line, so that the session's script holds exactly what the CLI would play
 * (docs/rules.md §11.8). Cancelling the dialog plays nothing. After the
 * action, each shop its events opened is offered in a dialog listing its
 * choices with their price (`need`); each purchase is a `shop ID N` line
 * (§11.9), and the dialog stays until Leave.
 *
 * Dialog widget names: the window "sim-prompt", its choice buttons
 * "sim-prompt-choice:N", "sim-prompt-cancel"; the shop window "sim-shop",
 * "sim-shop-choice:N", "sim-shop-leave", its status label "sim-shop-status".
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-sim-session.h"

G_BEGIN_DECLS

/* Plays one script line through the caller (the sim bar); FALSE: refused. */
typedef gboolean (*TwSimPromptPlay) (const char *line, gpointer user_data);

/* Plays @line as described above; @owner (the sim bar) is kept alive while
 * a dialog is open and gives the dialogs their parent window. */
void tw_sim_prompt_play (GtkWidget *owner, TwSimSession *session, const char *line,
                         TwSimPromptPlay play, gpointer user_data);

G_END_DECLS
