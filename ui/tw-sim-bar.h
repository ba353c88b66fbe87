/* tw-sim-bar.h: simulate mode: the controls that play a TwSimSession in the window.
 *
 * The bar installs `win.simulate` on its window (a header-bar toggle and
 * Ctrl+Enter). In simulate mode the map canvas shows the session's live map
 * view, the timeline panel its timeline, arrow keys and WASD move the hero
 * (each a player action), and a click on the timeline seeks the session.
 * The bar's own actions: sim.step, sim.wait (the spin button's ticks),
 * sim.play (toggles play/pause at the chosen speed), sim.reset, sim.save,
 * sim.load (the slot entry's name), sim.undo-fork, sim.redo-fork,
 * sim.move ("up"|"right"|"down"|"left"), sim.use ("ID" or "ID DIR"),
 * sim.cancel ("ID"). A refused action's reason shows in its status line.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-sim-session.h"

G_BEGIN_DECLS

#define TW_TYPE_SIM_BAR (tw_sim_bar_get_type ())
G_DECLARE_FINAL_TYPE (TwSimBar, tw_sim_bar, TW, SIM_BAR, GtkWidget)

GtkWidget *tw_sim_bar_new (void);
/* Installs win.simulate, its header-bar toggle, Ctrl+Enter and the movement
 * keys on @window (a TwWindow). The bar shows only in simulate mode. */
void tw_sim_bar_attach (TwSimBar *self, GtkWindow *window, GtkHeaderBar *header_bar);
gboolean tw_sim_bar_get_active (TwSimBar *self);
/* Enters simulate mode on the tower the map shows (FALSE with the reason in
 * the status line when there is none), or leaves it. */
gboolean tw_sim_bar_set_active (TwSimBar *self, gboolean active);
/* The session while simulating, else NULL. */
TwSimSession *tw_sim_bar_get_session (TwSimBar *self);
/* Enters simulate mode and plays @text (a script) in it. */
gboolean tw_sim_bar_play_script (TwSimBar *self, const char *text, GError **error);
/* Writes the session's trace or timeline to @path, by its extension:
 * .jsonl (or .json) the trace as JSON Lines, .csv the trace as CSV, .png
 * or .svg the whole timeline as the panel draws it. sim.export asks for
 * the path with a file chooser. */
gboolean tw_sim_bar_export (TwSimBar *self, const char *path, GError **error);
/* The status line's text (the last refusal, or another message). */
const char *tw_sim_bar_get_status (TwSimBar *self);

G_END_DECLS
