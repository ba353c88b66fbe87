/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-replay.h: the same moves played again on a changed tower, in slices.
 *
 * The balancing loop (issue 15): after an edit made while simulating, the
 * moves of the session are played on the edited tower. A TwSimReplay builds
 * that new session a slice at a time (tw_sim_replay_run with a time budget,
 * called from an idle callback), so that the window stays responsive: each
 * action is played as tw_sim_session_play plays a script, long waits in
 * slices as tw_sim_session_begin_wait runs them. When the moves are played
 * it shows the tick the old session showed (its end stays its end), and the
 * run's numbers (TwSimRun, tw-sim-compare.h) are read. No GTK.
 */
#pragma once

#include <jansson.h>

#include "editor/sim/tw-sim-compare.h"
#include "editor/sim/tw-sim-session.h"

G_BEGIN_DECLS

typedef struct _TwSimReplay TwSimReplay;

/* A replay of @script (the moves, as tw_sim_session_dup_script writes them)
 * on a copy of @tower. @tick: the tick to show at the end, or -1 for the
 * end of the run. NULL with @error when the tower cannot be simulated or
 * the script cannot be parsed. */
TwSimReplay *tw_sim_replay_new (json_t *tower, const char *script, gint64 tick, GError **error);
void tw_sim_replay_free (TwSimReplay *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwSimReplay, tw_sim_replay_free)

/* Plays on for about @budget_us microseconds (at least one step); TRUE once
 * the replay is complete. */
gboolean tw_sim_replay_run (TwSimReplay *self, gint64 budget_us);
gboolean tw_sim_replay_is_done (TwSimReplay *self);
/* The new session (borrowed; complete once done). */
TwSimSession *tw_sim_replay_get_session (TwSimReplay *self);
/* The new run's numbers (borrowed; NULL until done). */
const TwSimRun *tw_sim_replay_get_run (TwSimReplay *self);
/* Takes the run (the caller frees it). */
TwSimRun *tw_sim_replay_steal_run (TwSimReplay *self);

/* Also reads the run of the same moves on @tower (the tower before the
 * edit, tw_sim_session_get_tower of the old session; a reference is
 * taken), in slices too. Call before the first tw_sim_replay_run. */
void tw_sim_replay_set_before (TwSimReplay *self, TwTower *tower);
/* Takes that run (NULL until done, or when none was asked for). */
TwSimRun *tw_sim_replay_steal_before_run (TwSimReplay *self);

/* A session's run: its moves played on its own tower (tw_sim_run_play). */
TwSimRun *tw_sim_run_for_session (TwSimSession *session);

G_END_DECLS
