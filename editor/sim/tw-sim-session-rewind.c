/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-session-rewind.c: the session's way back to any past tick, and its
 * forks. Rewind works by snapshots plus deterministic replay: after a frame that
 * ends at least `interval` ticks past the last snapshot, the engine's saved
 * state is kept (as compact JSON text). Seeking to tick t loads the last
 * snapshot at or before t and replays the frames after it with no event
 * sink; a frame that t cuts in the middle is replayed with a small sink that
 * stops time after tick t (map turns are switched off for the rest of the
 * frame, then on again). Replays never feed the timeline: its model already
 * holds every tick, and a fork only truncates it. Acting at a past tick
 * forks: the future it replaces (entries, snapshots, timeline tail) is kept
 * for undo_fork. The snapshots' interval and memory budget are set here.
 */
#include "editor/sim/tw-sim-session-private.h"

#include <string.h>

/* --- fork records ------------------------------------------------------------ */

void
tw_sim_session_fork_free (gpointer data)
{
  Fork *f = data;
  g_clear_pointer (&f->end_state, json_decref);
  for (guint i = f->entries_whole ? f->index : 0; i < f->entries->len; i++)
    tw_sim_session_entry_free (g_ptr_array_index (f->entries, i));
  g_ptr_array_unref (f->entries);
  if (f->snapshots)
    g_array_unref (f->snapshots);
  tw_timeline_tail_free (f->tail);
  g_free (f);
}

void
tw_sim_session_snapshot_clear (gpointer data)
{
  g_free (((Snapshot *)data)->state);
}

/* --- snapshots ---------------------------------------------------------------- */

/* A snapshot inside a long frame is taken by replaying the frame with time
 * stopped after its tick. Its clock is the one a frame stopped that way has
 * (consumeTime adds the whole cost at once); going on from it runs the rest
 * of the frame's ticks with consumeTime, so the stored clock is lowered by
 * those ticks first: the world is the same tick for tick, and the clock ends
 * where the frame's own clock ends. */
void
tw_sim_session_shift_clock (json_t *state, json_int_t delta)
{
  json_t *mts = json_object_get (json_object_get (state, "flags"), "mapTurnState");
  json_t *clock = json_object_get (mts, "clock");

  if (json_is_integer (clock))
    json_integer_set (clock, json_integer_value (clock) + delta);
}

gsize
tw_sim_session_snapshot_size (const Snapshot *snap)
{
  return snap->size;
}

/* Over the memory budget: every other snapshot goes (the first one, tick 0,
 * and the newest stay) and the interval doubles, so a long session keeps a
 * bounded number of snapshots, spaced ever wider; a seek replays at most
 * about one interval, at the engine's own speed (no sink). */
static void
thin_snapshots (TwSimSession *self)
{
  while (self->snapshot_bytes > self->snapshot_budget && self->snapshots->len > 2)
    {
      guint n = self->snapshots->len, kept = 1;
      for (guint i = 1; i < n; i++)
        {
          Snapshot *s = &g_array_index (self->snapshots, Snapshot, i);
          if (i % 2 == 0 || i == n - 1)
            g_array_index (self->snapshots, Snapshot, kept++) = *s;
          else
            {
              self->snapshot_bytes -= tw_sim_session_snapshot_size (s);
              g_free (s->state);
            }
        }
      /* The dropped ones were freed above: shrink without the clear func. */
      g_array_set_clear_func (self->snapshots, NULL);
      g_array_set_size (self->snapshots, kept);
      g_array_set_clear_func (self->snapshots, tw_sim_session_snapshot_clear);
      if (self->interval <= G_MAXUINT / 2)
        self->interval *= 2;
      if (kept == n)
        break;
    }
}

void
tw_sim_session_take_snapshot_shifted (TwSimSession *self, guint tick, guint entry, gboolean mid,
                                      json_int_t shift)
{
  Snapshot snap = { .tick = tick, .entry = entry, .mid = mid };
  g_autoptr (GString) text = shift == 0 ? g_string_sized_new (64 * 1024) : NULL;

  /* Written directly, the same text as the tree dumped (issue 20: building
   * and dumping the tree was a quarter of a session's time a tick). */
  if (text != NULL && tw_engine_write_state (self->engine, text))
    {
      snap.state = g_strndup (text->str, text->len); /* the budget counts what is kept */
      snap.size = text->len + 1;
    }
  else
    {
      json_t *state = tw_engine_save_state (self->engine);
      tw_sim_session_shift_clock (state, shift);
      snap.state = json_dumps (state, JSON_COMPACT);
      snap.size = strlen (snap.state) + 1;
      json_decref (state);
    }
  self->snapshot_bytes += snap.size;
  g_array_append_val (self->snapshots, snap);
  thin_snapshots (self);
}

void
tw_sim_session_take_snapshot (TwSimSession *self, guint tick, guint entry)
{
  tw_sim_session_take_snapshot_shifted (self, tick, entry, FALSE, 0);
}

void
tw_sim_session_maybe_snapshot (TwSimSession *self)
{
  const Snapshot *last = &g_array_index (self->snapshots, Snapshot, self->snapshots->len - 1);
  guint tick = tw_sim_session_last_tick (self);

  if (tick >= last->tick + self->interval)
    tw_sim_session_take_snapshot (self, tick, self->history->len);
}

/* Drops snapshots of a future that is being replaced (from entry @entry on);
 * with @keep, moves them there instead. */
void
tw_sim_session_drop_snapshots_after (TwSimSession *self, guint entry, GArray *keep)
{
  guint n = self->snapshots->len;
  while (n > 1)
    {
      const Snapshot *s = &g_array_index (self->snapshots, Snapshot, n - 1);
      if (s->entry < entry || (!s->mid && s->entry == entry))
        break;
      self->snapshot_bytes -= tw_sim_session_snapshot_size (s);
      n--;
    }
  if (keep != NULL)
    {
      g_array_append_vals (keep, &g_array_index (self->snapshots, Snapshot, n),
                           self->snapshots->len - n);
      g_array_set_clear_func (self->snapshots, NULL);
    }
  g_array_set_size (self->snapshots, n);
  g_array_set_clear_func (self->snapshots, tw_sim_session_snapshot_clear);
}

/* The last snapshot from which the state at the end of @tick, entries
 * [0, entry) begun, can be reached. */
static const Snapshot *
find_snapshot (TwSimSession *self, guint tick, guint entry)
{
  for (guint i = self->snapshots->len; i > 0; i--)
    {
      const Snapshot *s = &g_array_index (self->snapshots, Snapshot, i - 1);
      if (s->tick <= tick && (s->mid ? s->entry < entry : s->entry <= entry))
        return s;
    }
  return &g_array_index (self->snapshots, Snapshot, 0);
}

/* --- replay ------------------------------------------------------------------- */

/* Runs the engine's next action (@apply) or @ticks of time with time
 * stopped once @stop_after ticks have begun. */
static void
run_cut (TwSimSession *self, const TwScriptAction *apply, guint ticks, guint stop_after)
{
  self->cut_ticks_left = stop_after;
  tw_sim_session_set_sink (self, tw_sim_session_cut_event, FALSE); /* it reads ticks only */
  if (apply != NULL)
    tw_engine_apply_action (self->engine, apply, NULL);
  else
    tw_engine_consume_time (self->engine, ticks, "wait");
  tw_engine_set_map_turn_enabled (self->engine, self->map_turn_enabled);
  tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
}

static void
replay_entry (TwSimSession *self, Entry *e, guint stop_tick)
{
  if (e->pub.refused)
    return;
  if (e->pub.action.kind == TW_SCRIPT_LOAD && e->loaded)
    tw_engine_set_slot (self->engine, e->pub.action.id, e->loaded);
  if (stop_tick < e->pub.end_tick)
    run_cut (self, &e->pub.action, 0, stop_tick - e->pub.start_tick);
  else
    tw_engine_apply_action (self->engine, &e->pub.action, NULL);
}

static void
load_snapshot (TwSimSession *self, const Snapshot *snap, json_int_t shift)
{
  json_t *state = json_loads (snap->state, 0, NULL);
  g_autoptr (GError) error = NULL;

  tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
  if (state != NULL && shift != 0)
    tw_sim_session_shift_clock (state, shift);
  if (state == NULL || !tw_engine_load_state (self->engine, state, &error))
    g_warning ("sim session: a snapshot did not load: %s", error ? error->message : "bad JSON");
  json_decref (state);
}

/* Puts the engine at the end of @tick with entries [0, @entry) applied (the
 * last one cut after @tick when it lasts longer). */
void
tw_sim_session_restore (TwSimSession *self, guint tick, guint entry)
{
  const Snapshot *snap = find_snapshot (self, tick, entry);
  guint first = snap->entry;

  /* Leaving the end: its state, for a fork to keep (swap_fork). */
  if (tw_sim_session_at_end (self) && self->end_state == NULL && self->long_wait == NULL)
    self->end_state = tw_engine_save_state (self->engine);

  if (snap->mid)
    {
      /* Inside frame snap->entry: run its remaining ticks up to @tick or its end. */
      Entry *e = tw_sim_session_entry_at (self, snap->entry);
      guint stop = MIN (tick, e->pub.end_tick);
      load_snapshot (self, snap, -(json_int_t)(stop - snap->tick));
      if (stop > snap->tick)
        run_cut (self, NULL, stop - snap->tick, stop - snap->tick);
      first = snap->entry + 1;
    }
  else
    load_snapshot (self, snap, 0);
  for (guint i = first; i < entry; i++)
    replay_entry (self, tw_sim_session_entry_at (self, i), tick);
  self->pos_tick = tick;
  self->pos_entry = entry;
  self->pos_cut = entry > 0 && tw_sim_session_entry_at (self, entry - 1)->pub.end_tick > tick;
  self->view_dirty = self->view_all = TRUE;
  tw_sim_session_use_feeding_sink (self);
}

/* After a live frame longer than two intervals: snapshots inside it, so
 * that a seek into it replays at most an interval. The frame is replayed
 * once with no sink, then the engine gets its end state back. */
void
tw_sim_session_snapshot_long_frame (TwSimSession *self, guint index)
{
  Entry *e = tw_sim_session_entry_at (self, index);
  guint start = e->pub.start_tick, end = e->pub.end_tick;
  json_t *end_state;
  json_int_t drift = 0;
  guint at;

  /* A frame that takes stairs changes floor after its ticks: going on from
   * inside it with consumeTime would never take them. */
  if (e->pub.refused || e->floor_changed || end - start < 2 * self->interval)
    return;
  end_state = tw_engine_save_state (self->engine);
  tw_sim_session_restore (self, start, index);
  tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
  at = start + self->interval;
  run_cut (self, &e->pub.action, 0, at - start);
  tw_sim_session_take_snapshot_shifted (self, at, index, TRUE, 0);
  while (at + self->interval + self->interval / 2 < end)
    {
      /* Going on with consumeTime adds its ticks to the clock: take them off. */
      run_cut (self, NULL, self->interval, self->interval);
      at += self->interval;
      drift += self->interval;
      tw_sim_session_take_snapshot_shifted (self, at, index, TRUE, -drift);
    }
  {
    g_autoptr (GError) error = NULL;
    if (!tw_engine_load_state (self->engine, end_state, &error))
      g_warning ("sim session: the end state did not load: %s", error->message);
  }
  json_decref (end_state);
  self->pos_entry = self->history->len;
  self->pos_tick = end;
  self->pos_cut = FALSE;
  self->view_dirty = self->view_all = TRUE;
  tw_sim_session_use_feeding_sink (self);
}

/* Entries that began before @tick: the ones whose effect the state at the end of @tick shows. */
static guint
entries_before (TwSimSession *self, guint tick)
{
  guint lo = 0, hi = self->history->len;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      if (tw_sim_session_entry_at (self, mid)->pub.start_tick < tick)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* --- cutting the future off -------------------------------------------------- */

/* Appends @n entries from @data to @array (no copy of the entries: a move). */
static void
entries_append (GPtrArray *array, gpointer *data, guint n)
{
  guint at = array->len;
  g_ptr_array_set_size (array, at + n);
  if (n > 0)
    memcpy (array->pdata + at, data, n * sizeof (gpointer));
}

/* A new history with the first @keep entries of @whole (which it then
 * owns) and room for @extra more. */
static GPtrArray *
history_head (GPtrArray *whole, guint keep, guint extra)
{
  GPtrArray *head = g_ptr_array_new_full (MAX (keep + extra, 16), tw_sim_session_entry_free);
  entries_append (head, whole->pdata, keep);
  return head;
}

/* The entries of the history from @index on, moved into a new array that
 * does not free them. */
static GPtrArray *
history_split (TwSimSession *self, guint index)
{
  GPtrArray *tail = g_ptr_array_new_full (self->history->len - index, NULL);
  entries_append (tail, self->history->pdata + index, self->history->len - index);
  g_ptr_array_set_free_func (self->history, NULL);
  g_ptr_array_set_size (self->history, index);
  g_ptr_array_set_free_func (self->history, tw_sim_session_entry_free);
  return tail;
}

/* @f keeps the history from @f->index on, as the smaller copy: the whole
 * history (which gets a copy of the part before) or the part after. */
static void
entries_cut (TwSimSession *self, Fork *f)
{
  f->entries_whole = f->index <= self->history->len - f->index;
  if (!f->entries_whole)
    {
      f->entries = history_split (self, f->index);
      return;
    }
  f->entries = self->history;
  g_ptr_array_set_free_func (f->entries, NULL);
  self->history = history_head (f->entries, f->index, 0);
}

/* The history from @f->index on and the entries @f kept change places: a
 * whole history is swapped; otherwise as the timeline's arrays are
 * exchanged (tw_timeline_model_exchange_tail), @f taking the whole present
 * history when copying the part before @f->index costs no more than the
 * part after. */
static void
entries_exchange (TwSimSession *self, Fork *f)
{
  GPtrArray *present = self->history, *future = f->entries;
  guint index = f->index;

  if (f->entries_whole)
    {
      self->history = future;
      g_ptr_array_set_free_func (self->history, tw_sim_session_entry_free);
      g_ptr_array_set_free_func (present, NULL);
      f->entries = present;
      return;
    }
  if (index <= present->len - index + future->len)
    {
      self->history = history_head (present, index, future->len);
      g_ptr_array_set_free_func (present, NULL);
      f->entries = present;
      f->entries_whole = TRUE;
    }
  else
    f->entries = history_split (self, index);
  entries_append (self->history, future->pdata, future->len);
  g_ptr_array_unref (future); /* frees none: the history owns them now */
}

/* The entries @f replaced that it plays again when its timeline cannot be
 * put back (the ones after its index). */
static gpointer *
fork_own_entries (Fork *f, guint *n)
{
  guint from = f->entries_whole ? f->index : 0;
  *n = f->entries->len - from;
  return f->entries->pdata + from;
}

/* Replaces the history from entry @index (which began at @tick) by nothing,
 * keeping what it replaced as a fork record on @stack. The engine must
 * already be at the end of @tick with entries [0, index) applied, or at the
 * end of the history. */
void
tw_sim_session_cut_future (TwSimSession *self, guint index, guint tick, GPtrArray *stack)
{
  Fork *f = g_new0 (Fork, 1);

  f->index = index;
  f->tick = tick;
  /* The engine's state at the end of what is cut: kept when the engine left
   * that end (a seek), or taken now when it is still there. */
  if (self->end_state != NULL)
    f->end_state = g_steal_pointer (&self->end_state);
  else if (tw_sim_session_at_end (self) && self->long_wait == NULL)
    f->end_state = tw_engine_save_state (self->engine);
  entries_cut (self, f);
  g_ptr_array_add (stack, f);
  f->snapshots = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  g_array_set_clear_func (f->snapshots, tw_sim_session_snapshot_clear);
  tw_sim_session_drop_snapshots_after (self, index, f->snapshots);
  f->tail = tw_timeline_model_truncate_keep (self->timeline, tick);
  self->pos_entry = index;
  self->pos_tick = tick;
  self->pos_cut = FALSE;
}

/* Plays @n entries at the end of the history, fed to the timeline. */
static void
replay_live (TwSimSession *self, gpointer *entries, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      Entry *e = entries[i];
      tw_sim_session_apply_frame (self, &e->pub.action, e->loaded, NULL);
    }
}

/* A new entry to play @e again. A load keeps the state it loaded: without
 * it, a later replay would load whatever the engine's slot holds by then. */
static Entry *
entry_copy (const Entry *e)
{
  Entry *copy = tw_sim_session_entry_new (&e->pub.action);
  if (e->loaded != NULL)
    copy->loaded = json_incref (e->loaded);
  return copy;
}

void
tw_sim_session_cut_back_to (TwSimSession *self, guint tick)
{
  guint index = entries_before (self, tick);
  g_autoptr (GPtrArray) again = g_ptr_array_new_with_free_func (tw_sim_session_entry_free);

  /* The frames that began at @tick took no time: the timeline stamps their
   * events after it (a load's rows, a refusal), so they are cut with the
   * rest and played again. */
  for (guint i = index; i < self->history->len; i++)
    g_ptr_array_add (again, entry_copy (tw_sim_session_entry_at (self, i)));
  tw_sim_session_drop_snapshots_after (self, index, NULL);
  tw_timeline_model_truncate (self->timeline, tick);
  tw_sim_session_restore (self, tick, index);
  g_ptr_array_set_size (self->history, index);
  self->pos_entry = index;
  self->pos_cut = FALSE;
  replay_live (self, again->pdata, again->len);
}

/* Before acting at a past tick: the history after it becomes a fork. A
 * `wait n` cut in the middle becomes `wait k` (the ticks before the cut);
 * any other frame cut in the middle is finished first (a frame is atomic). */
void
tw_sim_session_fork_here (TwSimSession *self)
{
  g_autoptr (GPtrArray) keep = g_ptr_array_new_with_free_func (tw_sim_session_entry_free);
  guint index, tick;

  if (tw_sim_session_at_end (self))
    return;
  if (self->pos_cut)
    {
      Entry *cut = tw_sim_session_entry_at (self, self->pos_entry - 1);
      if (cut->pub.action.kind != TW_SCRIPT_WAIT)
        tw_sim_session_restore (self, cut->pub.end_tick, self->pos_entry);
    }
  if (!self->pos_cut)
    {
      index = self->pos_entry;
      tick = self->pos_tick;
      g_ptr_array_set_size (self->redo_forks, 0);
      tw_sim_session_cut_future (self, index, tick, self->undo_forks);
      return;
    }
  /* A cut wait: restart from the first entry that began with it. */
  {
    Entry *cut = tw_sim_session_entry_at (self, self->pos_entry - 1);
    TwScriptAction shorter = cut->pub.action;
    guint start = cut->pub.start_tick;
    guint k = self->pos_tick - start;

    index = entries_before (self, start);
    for (guint i = index; i + 1 < self->pos_entry; i++)
      g_ptr_array_add (keep, entry_copy (tw_sim_session_entry_at (self, i)));
    shorter.count = k;
    g_ptr_array_add (keep, tw_sim_session_entry_new (&shorter));
    tw_sim_session_restore (self, start, index);
    g_ptr_array_set_size (self->redo_forks, 0);
    tw_sim_session_cut_future (self, index, start, self->undo_forks);
    replay_live (self, keep->pdata, keep->len);
  }
}

/* --- rewind and forks ------------------------------------------------------------- */

gboolean
tw_sim_session_seek (TwSimSession *self, guint tick)
{
  guint last;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  tw_sim_session_cancel_wait (self);
  last = tw_sim_session_last_tick (self);
  if (tick >= last)
    {
      if (tw_sim_session_at_end (self))
        return TRUE;
      tw_sim_session_restore (self, last, self->history->len);
    }
  else
    tw_sim_session_restore (self, tick, entries_before (self, tick));
  tw_sim_session_notify_position (self);
  return TRUE;
}

gboolean
tw_sim_session_can_undo_fork (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  return self->undo_forks->len > 0;
}

gboolean
tw_sim_session_can_redo_fork (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  return self->redo_forks->len > 0;
}

/* The engine at the end of the history, from the state kept there (no
 * replay: undoing a fork costs the same however long its future is). The
 * state stays kept as the end's (self->end_state): the next fork or
 * exchange takes it instead of saving the engine again. */
static void
put_back_end (TwSimSession *self, json_t *state)
{
  g_autoptr (GError) error = NULL;

  tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
  if (!tw_engine_load_state (self->engine, state, &error))
    {
      g_warning ("sim session: a fork's end state did not load: %s", error->message);
      json_decref (state);
      tw_sim_session_restore (self, tw_sim_session_last_tick (self), self->history->len);
      return;
    }
  g_clear_pointer (&self->end_state, json_decref);
  self->end_state = state;
  self->pos_tick = tw_sim_session_last_tick (self);
  self->pos_entry = self->history->len;
  self->pos_cut = FALSE;
  self->view_dirty = self->view_all = TRUE;
  tw_sim_session_use_feeding_sink (self);
}

/* The snapshots of the present future (from @f->index on) and those @f kept change places. */
static void
snapshots_exchange (TwSimSession *self, Fork *f)
{
  GArray *future = f->snapshots;

  f->snapshots = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  g_array_set_clear_func (f->snapshots, tw_sim_session_snapshot_clear);
  tw_sim_session_drop_snapshots_after (self, f->index, f->snapshots);
  for (guint i = 0; i < future->len; i++)
    self->snapshot_bytes += tw_sim_session_snapshot_size (&g_array_index (future, Snapshot, i));
  g_array_append_vals (self->snapshots, future->data, future->len);
  g_array_set_clear_func (future, NULL);
  g_array_unref (future);
  thin_snapshots (self);
}

/* The present future and the one @f kept change places: its history,
 * snapshots and timeline come back as they were, and @f keeps the present
 * ones. The two share everything before @f->tick, so nothing is replayed,
 * and whole arrays are swapped rather than copied. FALSE, nothing changed,
 * when the timeline does not fit. */
static gboolean
exchange_future (TwSimSession *self, Fork *f)
{
  json_t *end = f->end_state;

  if (self->history->len < f->index || !tw_timeline_model_exchange_tail (self->timeline, f->tail))
    return FALSE;
  /* The engine's state at the end of the present future (the history is still it). */
  if (self->end_state != NULL)
    f->end_state = g_steal_pointer (&self->end_state);
  else if (tw_sim_session_at_end (self))
    f->end_state = tw_engine_save_state (self->engine);
  else
    f->end_state = NULL;
  entries_exchange (self, f);
  snapshots_exchange (self, f);
  if (end != NULL)
    put_back_end (self, end);
  else
    tw_sim_session_restore (self, tw_sim_session_last_tick (self), self->history->len);
  return TRUE;
}

/* Takes the last fork of @from and puts the present future on @to. The
 * fork's history, snapshots and timeline come back as they were (nothing is
 * replayed; the engine is put at its end from the state kept there, or by
 * replaying from its last snapshot when none was kept). */
static gboolean
swap_fork (TwSimSession *self, GPtrArray *from, GPtrArray *to)
{
  Fork *f;

  tw_sim_session_cancel_wait (self);
  if (from->len == 0)
    return FALSE;
  f = g_ptr_array_steal_index (from, from->len - 1);
  if (exchange_future (self, f))
    g_ptr_array_add (to, f);
  else
    {
      guint n;
      gpointer *entries = fork_own_entries (f, &n);
      tw_sim_session_cut_future (self, f->index, f->tick, to);
      tw_sim_session_restore (self, f->tick, f->index);
      replay_live (self, entries, n);
      tw_sim_session_fork_free (f);
    }
  tw_sim_session_set_refusal (self, "");
  tw_sim_session_notify_position (self);
  return TRUE;
}

gboolean
tw_sim_session_undo_fork (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  return swap_fork (self, self->undo_forks, self->redo_forks);
}

gboolean
tw_sim_session_redo_fork (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  return swap_fork (self, self->redo_forks, self->undo_forks);
}

/* --- snapshot settings -------------------------------------------------------- */

void
tw_sim_session_set_snapshot_interval (TwSimSession *self, guint ticks)
{
  g_return_if_fail (TW_IS_SIM_SESSION (self));
  self->interval = MAX (ticks, 1);
}

void
tw_sim_session_set_snapshot_budget (TwSimSession *self, gsize bytes)
{
  g_return_if_fail (TW_IS_SIM_SESSION (self));
  self->snapshot_budget = MAX (bytes, 1);
  thin_snapshots (self);
}

guint
tw_sim_session_get_snapshot_interval (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  return self->interval;
}

guint
tw_sim_session_get_n_snapshots (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  return self->snapshots->len;
}

gsize
tw_sim_session_get_memory_size (TwSimSession *self)
{
  gsize bytes = sizeof *self;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  bytes += self->history->len * (sizeof (Entry) + sizeof (gpointer));
  bytes += self->snapshots->len * sizeof (Snapshot) + self->snapshot_bytes;
  for (guint s = 0; s < 2; s++)
    {
      GPtrArray *stack = s == 0 ? self->undo_forks : self->redo_forks;
      for (guint i = 0; i < stack->len; i++)
        {
          Fork *f = g_ptr_array_index (stack, i);
          guint n_own;
          fork_own_entries (f, &n_own);
          bytes += n_own * sizeof (Entry) + f->entries->len * sizeof (gpointer);
          for (guint j = 0; j < f->snapshots->len; j++)
            bytes += sizeof (Snapshot)
                     + tw_sim_session_snapshot_size (&g_array_index (f->snapshots, Snapshot, j));
          bytes += tw_timeline_tail_get_memory_size (f->tail);
        }
    }
  return bytes;
}
