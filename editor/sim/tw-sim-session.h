/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-session.h: a simulation session: the engine playing a copy of a tower.
 *
 * A GObject without GTK. The session owns a TwEngine running on its own
 * copy of the tower (the document is never changed by playing), the history
 * of player actions (each a frame, with the ticks it began and ended at), a
 * TwTimelineModel fed from the engine's events (which also keeps the visible
 * tick range and the selected tick), named save slots, and snapshots of the
 * engine's saved state every few hundred ticks so that any past tick can be
 * shown again: tw_sim_session_seek.
 *
 * Positions: tick 0 is the start; tick t is the state at the end of tick t,
 * before the next frame's actions. Acting while the session shows a past
 * tick forks a new future from there; the old future is kept and comes back
 * with tw_sim_session_undo_fork. See docs/simulation.md.
 */
#pragma once

#include <glib-object.h>
#include <jansson.h>

#include "editor/tw-document.h"
#include "editor/sim/tw-timeline-model.h"
#include "engine/tw-engine.h"
#include "engine/tw-script.h"
#include "engine/tw-trace-writer.h"

G_BEGIN_DECLS

#define TW_SIM_SESSION_ERROR (tw_sim_session_error_quark ())
GQuark tw_sim_session_error_quark (void);

typedef enum
{
  TW_SIM_SESSION_ERROR_REFUSED, /* the engine refused the action; the message is its reason */
  TW_SIM_SESSION_ERROR_INVALID, /* a tower, slot or script the session cannot use */
} TwSimSessionError;

/* One frame of the history. */
typedef struct
{
  TwScriptAction action; /* a single frame: `move DIR` has count 1 */
  guint start_tick;      /* the tick it began after */
  guint end_tick;        /* the last tick of its time (== start_tick: no time) */
  gboolean refused;
  const char *reason; /* refusal reason, or NULL */
} TwSimHistoryEntry;

#define TW_TYPE_SIM_SESSION (tw_sim_session_get_type ())
G_DECLARE_FINAL_TYPE (TwSimSession, tw_sim_session, TW, SIM_SESSION, GObject)

/* A session on a deep copy of @tower (the tower object of docs/formats.md,
 * or a project file holding it). NULL with @error when the engine cannot
 * load it. */
TwSimSession *tw_sim_session_new (json_t *tower, GError **error);
/* A session on a copy of the document's tower as it is now. */
TwSimSession *tw_sim_session_new_for_document (TwDocument *document, GError **error);

/* The live engine, at the shown position. Read it; play through the session. */
TwEngine *tw_sim_session_get_engine (TwSimSession *self);
TwTimelineModel *tw_sim_session_get_timeline (TwSimSession *self);
/* The tower the session plays (its own copy, never changed; borrowed). */
TwTower *tw_sim_session_get_tower (TwSimSession *self);
/* A tower object (the session's copy) whose floors show the live tiles and
 * whose data.firstData holds the live hero and floor: what the map canvas
 * draws. Borrowed; refreshed in place by each call after a change. */
json_t *tw_sim_session_get_map_view (TwSimSession *self);

/* The tick shown now, and the last tick of the history. */
guint tw_sim_session_get_tick (TwSimSession *self);
guint tw_sim_session_get_last_tick (TwSimSession *self);
/* TRUE when showing a past tick (acting would fork). */
gboolean tw_sim_session_is_rewound (TwSimSession *self);

/* Plays one action (a `move DIR N` plays N frames, stopping at the first
 * refused one). FALSE when refused: TW_SIM_SESSION_ERROR_REFUSED with the
 * engine's reason, and the `refused` signal (text, reason). `save NAME` and
 * `load NAME` use the session's slots. */
gboolean tw_sim_session_apply (TwSimSession *self, const TwScriptAction *action, GError **error);
/* Parses one script line and plays it (parse errors: TW_SCRIPT_ERROR). */
gboolean tw_sim_session_apply_line (TwSimSession *self, const char *line, GError **error);
/* Plays a whole script; refused actions are played as the CLI plays them
 * (recorded, and the script goes on). FALSE only for a syntax error. */
/* Plays every action of a parsed script (refusals are results, not errors). */
void tw_sim_session_play (TwSimSession *self, const TwScript *script);
gboolean tw_sim_session_play_script (TwSimSession *self, const char *text, GError **error);
/* `wait 1` and `wait n`. */
gboolean tw_sim_session_step (TwSimSession *self, GError **error);
gboolean tw_sim_session_wait (TwSimSession *self, guint n, GError **error);
/* A `wait n` played in slices, so that a caller (the sim bar) keeps its
 * main loop running: begin_wait records nothing yet and runs the first
 * @first_ticks ticks; continue_wait runs @ticks more, TRUE while ticks are
 * left. The timeline, the engine and the map view show each slice as it
 * comes (the `changed` signal after each). When it ends, the history holds
 * `wait n` exactly as tw_sim_session_wait records it (same ticks, clocks and
 * snapshots). cancel_wait stops it: the history holds `wait m`, the ticks
 * that ran (docs/simulation.md). Any other call that acts, seeks or forks
 * cancels a running wait first. begin_wait returns FALSE when the wait ended
 * within its first slice. */
gboolean tw_sim_session_begin_wait (TwSimSession *self, guint n, guint first_ticks);
gboolean tw_sim_session_continue_wait (TwSimSession *self, guint ticks);
void tw_sim_session_cancel_wait (TwSimSession *self);
gboolean tw_sim_session_is_waiting (TwSimSession *self);
/* Ticks run so far, and (in @total) the ticks the wait lasts as known now. */
guint tw_sim_session_get_wait_progress (TwSimSession *self, guint *total);
/* Back to the tower's start. This is a fork at tick 0: undo_fork restores. */
void tw_sim_session_reset (TwSimSession *self);

/* Named slots (the engine's saved state, docs/rules.md §8). They live outside
 * the timeline, like save files: a seek or fork keeps them. Saving and
 * loading are actions of the history. */
gboolean tw_sim_session_save_slot (TwSimSession *self, const char *name, GError **error);
gboolean tw_sim_session_load_slot (TwSimSession *self, const char *name, GError **error);
/* The slot's state (borrowed) or NULL. */
json_t *tw_sim_session_get_slot (TwSimSession *self, const char *name);
char **tw_sim_session_dup_slot_names (TwSimSession *self);

/* Shows the state at the end of @tick (clamped to the last tick): the map,
 * hero, gauges and skill state of that moment. */
gboolean tw_sim_session_seek (TwSimSession *self, guint tick);
gboolean tw_sim_session_can_undo_fork (TwSimSession *self);
gboolean tw_sim_session_can_redo_fork (TwSimSession *self);
/* Brings back the future the last fork replaced (and the reverse). */
gboolean tw_sim_session_undo_fork (TwSimSession *self);
gboolean tw_sim_session_redo_fork (TwSimSession *self);

guint tw_sim_session_get_n_history (TwSimSession *self);
const TwSimHistoryEntry *tw_sim_session_get_history (TwSimSession *self, guint index);
/* The history as a script (refused actions included), one action a line. */
char *tw_sim_session_dup_script (TwSimSession *self);
/* The reason of the last refused action ("" after an accepted one). */
const char *tw_sim_session_get_last_refusal (TwSimSession *self);

/* The trace of the whole history (docs/rules.md §9, as `simulate --trace`
 * writes it), JSON Lines or CSV, appended to @out: the history is played
 * again on a fresh engine with a trace writer as its sink. */
gboolean tw_sim_session_write_trace (TwSimSession *self, GString *out, TwTraceFormat format,
                                     GError **error);

/* Ticks between snapshots (default 4096); takes effect for new snapshots. */
void tw_sim_session_set_snapshot_interval (TwSimSession *self, guint ticks);
/* The snapshots' memory budget (default 24 MB): past it, every other
 * snapshot is dropped and the interval doubles. */
void tw_sim_session_set_snapshot_budget (TwSimSession *self, gsize bytes);
guint tw_sim_session_get_snapshot_interval (TwSimSession *self);
guint tw_sim_session_get_n_snapshots (TwSimSession *self);
/* Bytes held by the history and snapshots (the timeline model apart). */
gsize tw_sim_session_get_memory_size (TwSimSession *self);

/* How idle enemies' actions reach the timeline: derived from their
 * schedule (@implied, the default: the engine keeps its fast path for them)
 * or one engine event each. The timeline is the same either way: for tests
 * and benchmarks that compare the two. Only before anything was played;
 * the timeline is made again (a new object). */
void tw_sim_session_set_idle_actions_implied (TwSimSession *self, gboolean implied);

G_END_DECLS
