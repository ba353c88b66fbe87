/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-session-private.h: what the files of the simulation session share:
 * its history entries, snapshots and fork records, the session's instance
 * struct, and the functions one of its files (tw-sim-session.c, -rewind.c,
 * -wait.c) calls in another. Not for use outside the session.
 */
#pragma once

#include "editor/sim/tw-sim-session.h"

G_BEGIN_DECLS

typedef struct
{
  TwSimHistoryEntry pub;
  json_t *loaded;         /* load NAME: the state it loaded, for replays */
  gboolean floor_changed; /* stairs: the floor changes after the frame's ticks */
} Entry;

typedef struct
{
  guint tick;  /* the state at the end of this tick... */
  guint entry; /* ...after history entries [0, entry), or inside entry `entry` when mid */
  gboolean mid;
  char *state; /* tw_engine_save_state as compact JSON */
  gsize size;  /* strlen (state) + 1: an exchange of forks moves hundreds, unread */
} Snapshot;

/* What a fork replaced: the entries from `index` on, which began at `tick`. */
typedef struct
{
  guint index;
  guint tick;
  /* Entry: those from `index` on, or with entries_whole the whole history
   * they ended, whose first `index` are the history's own (not the fork's):
   * a fork's index is the entries begun before its tick, which no later
   * change of the history before that tick replaces. */
  GPtrArray *entries;
  gboolean entries_whole;
  GArray *snapshots;    /* Snapshot: the ones taken in that future */
  TwTimelineTail *tail; /* its timeline */
  json_t *end_state;    /* the engine at its end, or NULL: put back, not replayed */
} Fork;

struct _TwSimSession
{
  GObject parent_instance;

  json_t *tower_json; /* our copy */
  TwTower *tower;
  TwEngine *engine;
  TwTimelineModel *timeline;
  json_t *view; /* the map view: tower_json with live tiles (same object) */
  gboolean view_dirty;
  gboolean view_all;          /* every floor may differ (a seek, a load, a fork) */
  const char *view_floors[2]; /* else: the floors a frame played on (tower-owned ids) */

  GPtrArray *history; /* Entry */
  GArray *snapshots;  /* Snapshot, by tick */
  guint interval;
  gsize snapshot_bytes;  /* their states' text */
  gsize snapshot_budget; /* past it: thinned, interval doubled */
  GHashTable *slots;     /* name -> json_t state */
  GPtrArray *undo_forks; /* Fork */
  GPtrArray *redo_forks;

  /* The shown position: entries [0, pos_entry) applied, state at the end of pos_tick. */
  guint pos_tick;
  guint pos_entry;
  gboolean pos_cut; /* pos_entry - 1 was stopped after pos_tick */

  /* Feeding the timeline during a live frame. */
  guint frame_ticks;
  char *frame_reason;
  gboolean ignore_schedule; /* a load or reset: rows are resynced afterwards */
  gboolean idle_implied;    /* idle enemies' actions reach the timeline as their schedule */

  /* The engine's state at the end of the history, kept when a seek left
   * the end (NULL: not kept, or the history changed since): a fork keeps it
   * with the future it replaces, and undoing the fork loads it instead of
   * replaying up to that end. */
  json_t *end_state;

  /* Cutting a replayed frame. */
  guint cut_ticks_left;
  gboolean map_turn_enabled;

  char *last_refusal;
  guint notified[5]; /* the position properties as last notified */
  gboolean notified_once;

  /* A wait played in slices (tw_sim_session_begin_wait): its entry is not in
   * the history until it ends. */
  Entry *long_wait;
  gint64 long_wait_clock0; /* the clock before it */
  guint long_wait_done;    /* ticks run */
  guint long_wait_snap;    /* ticks at its last snapshot */
  const char *long_wait_floor;
};

static inline Entry *
tw_sim_session_entry_at (TwSimSession *self, guint i)
{
  return g_ptr_array_index (self->history, i);
}

static inline guint
tw_sim_session_last_tick (TwSimSession *self)
{
  return tw_timeline_model_get_n_ticks (self->timeline) - 1;
}

static inline gboolean
tw_sim_session_at_end (TwSimSession *self)
{
  return self->pos_entry == self->history->len && !self->pos_cut;
}

/* tw-sim-session.c: entries, the engine's sinks, notifications and live play. */
void tw_sim_session_entry_free (gpointer data);
Entry *tw_sim_session_entry_new (const TwScriptAction *action);
void tw_sim_session_use_feeding_sink (TwSimSession *self);
/* Sets @sink, one that feeds the timeline (@feeds) or only reads ticks,
 * with the event settings the timeline's feed wants. */
void tw_sim_session_set_sink (TwSimSession *self, TwEventSink sink, gboolean feeds);
void tw_sim_session_cut_event (TwEngine *engine, const TwEvent *ev, gpointer data);
void tw_sim_session_slice_event (TwEngine *engine, const TwEvent *ev, gpointer data);
void tw_sim_session_notify_position (TwSimSession *self);
void tw_sim_session_set_refusal (TwSimSession *self, const char *reason);
void tw_sim_session_view_note_floor (TwSimSession *self, gboolean first);
void tw_sim_session_report_refusal (TwSimSession *self, const TwScriptAction *action,
                                    const char *reason, GError **error);
gboolean tw_sim_session_apply_frame (TwSimSession *self, const TwScriptAction *action,
                                     json_t *loaded, GError **error);
gboolean tw_sim_session_refused_over_limit (TwSimSession *self, const TwScriptAction *action,
                                            GError **error);

/* tw-sim-session-rewind.c: snapshots, replay and forks. */
void tw_sim_session_fork_free (gpointer data);
void tw_sim_session_snapshot_clear (gpointer data);
void tw_sim_session_shift_clock (json_t *state, json_int_t delta);
gsize tw_sim_session_snapshot_size (const Snapshot *snap);
void tw_sim_session_take_snapshot_shifted (TwSimSession *self, guint tick, guint entry,
                                           gboolean mid, json_int_t shift);
void tw_sim_session_take_snapshot (TwSimSession *self, guint tick, guint entry);
void tw_sim_session_maybe_snapshot (TwSimSession *self);
void tw_sim_session_drop_snapshots_after (TwSimSession *self, guint entry, GArray *keep);
void tw_sim_session_restore (TwSimSession *self, guint tick, guint entry);
void tw_sim_session_snapshot_long_frame (TwSimSession *self, guint index);
void tw_sim_session_cut_future (TwSimSession *self, guint index, guint tick, GPtrArray *stack);
void tw_sim_session_fork_here (TwSimSession *self);
/* Drops the history after the end of @tick for good (no fork record): the
 * engine and the timeline are put there, the frames that took no time at
 * @tick played again. */
void tw_sim_session_cut_back_to (TwSimSession *self, guint tick);

G_END_DECLS
