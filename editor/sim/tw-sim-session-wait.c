/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-session-wait.c: `wait n` played in slices (tw_sim_session_begin_wait
 * and continue_wait), so that the sim bar keeps its main loop running, its
 * cancellation (the history then holds `wait m`, the ticks that ran), and
 * the plain `wait n` and `wait 1`.
 */
#include "editor/sim/tw-sim-session-private.h"

/* --- a wait in slices ----------------------------------------------------------- */

static void finish_long_wait (TwSimSession *self, gboolean cancelled);

/* Runs the next @ticks of the long wait (fewer when it ends first), fed to
 * the timeline. The first slice is the wait action itself, stopped after
 * its first @ticks; each later one goes on with consumeTime from the
 * stopped state, its clock first lowered by the ticks it is about to add
 * (as a snapshot inside a long frame goes on): tick for tick the same as
 * the whole frame. */
static void
run_slice (TwSimSession *self, guint ticks)
{
  gint64 remaining;
  guint before = tw_sim_session_last_tick (self);

  ticks = MAX (ticks, 1);
  tw_timeline_model_hold_changes (self->timeline);
  if (self->long_wait_done == 0)
    {
      const char *reason = NULL;
      self->cut_ticks_left = ticks;
      tw_sim_session_set_sink (self, tw_sim_session_slice_event, TRUE);
      if (!tw_engine_apply_action (self->engine, &self->long_wait->pub.action, &reason))
        {
          self->long_wait->pub.refused = TRUE;
          self->long_wait->pub.reason = reason;
        }
    }
  else
    {
      remaining = tw_engine_get_clock (self->engine) - self->long_wait_clock0
                  - (gint64)self->long_wait_done;
      json_t *state = tw_engine_save_state (self->engine);
      g_autoptr (GError) error = NULL;
      tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
      tw_sim_session_shift_clock (state, -remaining);
      if (!tw_engine_load_state (self->engine, state, &error))
        g_warning ("sim session: a wait slice did not load: %s", error->message);
      json_decref (state);
      self->cut_ticks_left = (guint)MIN ((gint64)ticks, remaining);
      tw_sim_session_set_sink (self, tw_sim_session_slice_event, TRUE);
      tw_engine_consume_time (self->engine, remaining, "wait");
    }
  tw_engine_set_map_turn_enabled (self->engine, self->map_turn_enabled);
  tw_sim_session_use_feeding_sink (self);
  tw_timeline_model_release_changes (self->timeline);
  self->long_wait_done += tw_sim_session_last_tick (self) - before;
  self->pos_tick = tw_sim_session_last_tick (self);
  self->view_dirty = TRUE;
}

/* TRUE when the long wait has run all its ticks (or cannot run more). */
static gboolean
long_wait_over (TwSimSession *self)
{
  TwEngine *engine = self->engine;
  return self->long_wait->pub.refused || tw_engine_is_dead (engine) || !self->map_turn_enabled
         || tw_engine_get_clock (engine) - self->long_wait_clock0 <= (gint64)self->long_wait_done;
}

gboolean
tw_sim_session_begin_wait (TwSimSession *self, guint n, guint first_ticks)
{
  TwScriptAction wait = { .kind = TW_SCRIPT_WAIT, .dir = TW_SCRIPT_DIR_NONE, .count = n };

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  tw_sim_session_cancel_wait (self);
  /* As every action: a floor filled past the cap stops the play. */
  if (tw_sim_session_refused_over_limit (self, &wait, NULL))
    {
      tw_sim_session_notify_position (self);
      return FALSE;
    }
  if (!tw_sim_session_at_end (self))
    tw_sim_session_fork_here (self);
  self->long_wait = tw_sim_session_entry_new (&wait);
  self->long_wait->pub.start_tick = tw_sim_session_last_tick (self);
  self->long_wait_clock0 = tw_engine_get_clock (self->engine);
  self->long_wait_done = self->long_wait_snap = 0;
  self->long_wait_floor = tw_engine_get_floor_id (self->engine);
  tw_sim_session_view_note_floor (self, !self->view_dirty);
  self->frame_ticks = 0;
  g_clear_pointer (&self->frame_reason, g_free);
  return tw_sim_session_continue_wait (self, first_ticks);
}

gboolean
tw_sim_session_continue_wait (TwSimSession *self, guint ticks)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  if (self->long_wait == NULL)
    return FALSE;
  run_slice (self, ticks);
  if (long_wait_over (self))
    {
      finish_long_wait (self, FALSE);
      return FALSE;
    }
  /* Inside the frame, snapshots as a long frame gets them (the stored clock
   * is the frame's end clock, as run_slice goes on from). */
  if (self->long_wait_done >= self->long_wait_snap + self->interval)
    {
      tw_sim_session_take_snapshot_shifted (self,
                                            self->long_wait->pub.start_tick + self->long_wait_done,
                                            self->history->len, TRUE, 0);
      self->long_wait_snap = self->long_wait_done;
    }
  tw_sim_session_notify_position (self);
  return TRUE;
}

gboolean
tw_sim_session_is_waiting (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  return self->long_wait != NULL;
}

guint
tw_sim_session_get_wait_progress (TwSimSession *self, guint *total)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  if (total != NULL)
    *total = self->long_wait
                 ? (guint)MAX (tw_engine_get_clock (self->engine) - self->long_wait_clock0,
                               (gint64)self->long_wait_done)
                 : 0;
  return self->long_wait ? self->long_wait_done : 0;
}

void
tw_sim_session_cancel_wait (TwSimSession *self)
{
  g_return_if_fail (TW_IS_SIM_SESSION (self));
  if (self->long_wait != NULL)
    finish_long_wait (self, TRUE);
}

/* Ends the long wait: its entry joins the history as apply_frame records a
 * frame. Cancelled, it becomes `wait m`, m the ticks run less a battle's
 * extra ticks: the ticks it ran are those of `wait m`, whose clock is lower
 * by the ticks not run, so the engine and the snapshots inside it are
 * lowered by as much (the timeline's settled clocks already count only the
 * ticks run). When a battle's extra ticks
 * were run, `wait m` is played again from its start instead (a cut may have
 * fallen inside them, and `wait m` runs them all). */
static void
finish_long_wait (TwSimSession *self, gboolean cancelled)
{
  Entry *e = g_steal_pointer (&self->long_wait);
  guint index = self->history->len;
  gint64 ran = tw_engine_get_clock (self->engine) - self->long_wait_clock0;

  if (cancelled && ran > (gint64)self->long_wait_done)
    {
      gint64 extra = ran - (gint64)e->pub.action.count;
      guint m = (guint)MAX ((gint64)self->long_wait_done - extra, 0);
      if (extra > 0)
        {
          /* Played again: the history stays a script that plays the same. */
          TwScriptAction shorter = e->pub.action;
          guint start = e->pub.start_tick;
          shorter.count = m;
          tw_sim_session_entry_free (e);
          tw_sim_session_cut_back_to (self, start);
          tw_sim_session_apply_frame (self, &shorter, NULL, NULL);
          tw_sim_session_notify_position (self);
          return;
        }
      gint64 shift = -((gint64)e->pub.action.count - (gint64)m);
      json_t *state = tw_engine_save_state (self->engine);
      g_autoptr (GError) error = NULL;
      tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
      tw_sim_session_shift_clock (state, shift);
      if (!tw_engine_load_state (self->engine, state, &error))
        g_warning ("sim session: a cancelled wait did not load: %s", error->message);
      json_decref (state);
      tw_sim_session_use_feeding_sink (self);
      /* The timeline's clocks need no shift: a tick's settled clock counts
       * the ticks run, not the wait's whole time (docs/timeline.md). */
      for (guint i = 0; i < self->snapshots->len; i++)
        {
          Snapshot *snap = &g_array_index (self->snapshots, Snapshot, i);
          if (!snap->mid || snap->entry != index)
            continue;
          json_t *saved = json_loads (snap->state, 0, NULL);
          tw_sim_session_shift_clock (saved, shift);
          self->snapshot_bytes -= tw_sim_session_snapshot_size (snap);
          g_free (snap->state);
          snap->state = json_dumps (saved, JSON_COMPACT);
          snap->size = strlen (snap->state) + 1;
          self->snapshot_bytes += tw_sim_session_snapshot_size (snap);
          json_decref (saved);
        }
      e->pub.action.count = m;
      g_autofree char *text = tw_script_action_to_string (&e->pub.action);
      tw_timeline_model_set_action_text (self->timeline, text);
    }
  if (!e->pub.refused)
    tw_timeline_model_set_action_time_cost (self->timeline, self->frame_ticks,
                                            self->frame_reason ? self->frame_reason : "");
  e->pub.end_tick = tw_sim_session_last_tick (self);
  e->floor_changed = tw_engine_get_floor_id (self->engine) != self->long_wait_floor;
  g_ptr_array_add (self->history, e);
  g_clear_pointer (&self->end_state, json_decref); /* the end moved */
  self->pos_entry = self->history->len;
  self->pos_tick = e->pub.end_tick;
  self->pos_cut = FALSE;
  tw_sim_session_view_note_floor (self, FALSE);
  self->view_dirty = TRUE;
  tw_sim_session_maybe_snapshot (self);
  tw_sim_session_set_refusal (self, e->pub.refused ? e->pub.reason : "");
  if (e->pub.refused)
    tw_sim_session_report_refusal (self, &e->pub.action, e->pub.reason, NULL);
  tw_sim_session_notify_position (self);
}

gboolean
tw_sim_session_wait (TwSimSession *self, guint n, GError **error)
{
  TwScriptAction wait = { .kind = TW_SCRIPT_WAIT, .dir = TW_SCRIPT_DIR_NONE, .count = n };
  return tw_sim_session_apply (self, &wait, error);
}

gboolean
tw_sim_session_step (TwSimSession *self, GError **error)
{
  return tw_sim_session_wait (self, 1, error);
}
