/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-bar.h: simulate mode: the controls that play a TwSimSession.
 *
 * The bar plays the tower of the map canvas it is given and, while
 * simulating, shows the session's live map view on that canvas and its
 * timeline on the timeline panel it is given; a click on the timeline seeks
 * the session. It knows nothing of the window around it: the window gives it
 * the canvas and the timeline, follows its `active` property (its
 * win.simulate action and header toggle), and passes it the keys (arrow keys
 * and WASD move the hero, each a player action).
 * The bar's own actions: sim.step, sim.wait (the spin button's ticks),
 * sim.play (toggles play/pause at the chosen speed), sim.reset, sim.save,
 * sim.load (the slot entry's name), sim.undo-fork, sim.redo-fork,
 * sim.move ("up"|"right"|"down"|"left"), sim.use ("ID" or "ID DIR"),
 * sim.cancel ("ID"). A refused action's reason shows in its status line.
 * Under the controls, a line shows the hero: hp, atk, def, mdef, money, keys
 * and active skills with their remaining battles, at the shown tick.
 * Signal "hero-changed": the shown state changed (after each action, wait
 * slice or seek), so that the window can follow the hero.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-sim-session.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-timeline.h"

G_BEGIN_DECLS

#define TW_TYPE_SIM_BAR (tw_sim_bar_get_type ())
G_DECLARE_FINAL_TYPE (TwSimBar, tw_sim_bar, TW, SIM_BAR, GtkWidget)

GtkWidget *tw_sim_bar_new (void);
/* The map whose tower simulate mode plays, and on which it shows the live
 * map view (changing it leaves simulate mode). */
void tw_sim_bar_set_canvas (TwSimBar *self, TwMapCanvas *canvas);
/* The panel that shows the session's timeline while simulating. */
void tw_sim_bar_set_timeline (TwSimBar *self, TwTimeline *timeline);
/* The `active` property: TRUE while simulating (a session plays). The bar
 * shows only then. */
gboolean tw_sim_bar_get_active (TwSimBar *self);
/* Enters simulate mode on the tower the map shows (FALSE with the reason in
 * the status line when there is none), or leaves it. */
gboolean tw_sim_bar_set_active (TwSimBar *self, gboolean active);
/* The session while simulating, else NULL. */
TwSimSession *tw_sim_bar_get_session (TwSimBar *self);
/* Shows @session (a reference is taken): enters simulate mode with it, or
 * puts it in place of the session shown (the balancing loop's replays). */
void tw_sim_bar_set_session (TwSimBar *self, TwSimSession *session);
/* Enters simulate mode and plays @text (a script) in it. */
/* Adds @widget at the end of the bar's flow (after the hero's line and the
 * check): the window's notice that the map shows the played state. */
void tw_sim_bar_append (TwSimBar *self, GtkWidget *widget);
gboolean tw_sim_bar_play_script (TwSimBar *self, const char *text, GError **error);
/* Writes the session's trace or timeline to @path, by its extension:
 * .jsonl (or .json) the trace as JSON Lines, .csv the trace as CSV, .png
 * or .svg the whole timeline as the panel draws it. sim.export asks for
 * the path with a file chooser. */
gboolean tw_sim_bar_export (TwSimBar *self, const char *path, GError **error);
/* A key pressed in the bar's window: in simulate mode, arrow keys and WASD
 * move the hero (TRUE: handled), unless a text field has the focus or
 * Control or Alt is held. */
gboolean tw_sim_bar_handle_key (TwSimBar *self, guint keyval, GdkModifierType state);
/* TRUE while Play runs the clock. */
gboolean tw_sim_bar_is_playing (TwSimBar *self);
/* The status line's text (the last refusal, or another message). */
const char *tw_sim_bar_get_status (TwSimBar *self);
/* The hero line's text. */
/* The check against the game's line (ui/tw-window-check.c): @text (its
 * progress, then its verdict) and the button's label, Cancel while
 * @running. */
void tw_sim_bar_set_check_text (TwSimBar *self, const char *text, gboolean running);
const char *tw_sim_bar_get_check_text (TwSimBar *self);
const char *tw_sim_bar_get_hero_text (TwSimBar *self);
/* The tick read-out ("tick T / L   clock C   mapTurn M   hp H"): the shown
 * tick's clock and mapTurn as the timeline has them. */
const char *tw_sim_bar_get_tick_text (TwSimBar *self);

G_END_DECLS
