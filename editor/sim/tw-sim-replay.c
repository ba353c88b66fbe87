/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-replay.c: the same moves played again on a changed tower (see tw-sim-replay.h). */
#include "editor/sim/tw-sim-replay.h"

#include "editor/sim/tw-sim-limits.h"

/* Ticks of a long wait played between two looks at the clock. */
#define WAIT_SLICE_TICKS 512

struct _TwSimReplay
{
  TwSimSession *session;
  TwScript *script;
  guint next;         /* the next action to play */
  gboolean in_wait;   /* a long wait is being played in slices */
  gint64 target_tick; /* -1: the end */
  TwSimRun *run;
  TwTower *before_tower; /* tw_sim_replay_set_before: the tower of the run before, or NULL */
  TwSimRun *before_run;
  /* The runs' numbers: the moves on a bare engine, a step at a time. */
  TwEngine *run_engine;
  TwSimRun *run_target; /* run or before_run */
  guint run_next;
  gboolean done;
};

TwSimReplay *
tw_sim_replay_new (json_t *tower, const char *script, gint64 tick, GError **error)
{
  g_return_val_if_fail (tower != NULL && script != NULL, NULL);
  TwScript *parsed = tw_script_parse (script, -1, NULL, NULL, error);
  if (parsed == NULL)
    return NULL;
  TwSimSession *session = tw_sim_session_new (tower, error);
  if (session == NULL)
    {
      tw_script_free (parsed);
      return NULL;
    }
  TwSimReplay *self = g_new0 (TwSimReplay, 1);
  self->session = session;
  self->script = parsed;
  self->target_tick = tick;
  return self;
}

void
tw_sim_replay_free (TwSimReplay *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->session);
  g_clear_pointer (&self->run_engine, tw_engine_free);
  g_clear_pointer (&self->before_tower, tw_tower_unref);
  tw_sim_run_free (self->before_run);
  tw_script_free (self->script);
  tw_sim_run_free (self->run);
  g_free (self);
}

/* One step: an action, or a slice of a long wait. */
static void
play_step (TwSimReplay *self)
{
  if (self->in_wait)
    {
      self->in_wait = tw_sim_session_continue_wait (self->session, WAIT_SLICE_TICKS);
      return;
    }
  const TwScriptAction *action = tw_script_get_action (self->script, self->next++);
  if (action->kind == TW_SCRIPT_WAIT && action->count > WAIT_SLICE_TICKS)
    self->in_wait = tw_sim_session_begin_wait (self->session, action->count, WAIT_SLICE_TICKS);
  else
    tw_sim_session_apply (self->session, action, NULL); /* refusals are results */
}

/* Starts reading a run: the moves on a bare engine for @tower, into @run. */
static void
start_run (TwSimReplay *self, TwTower *tower, TwSimRun *run)
{
  self->run_target = run;
  self->run_next = 0;
  self->run_engine = tw_engine_new (tower);
  tw_engine_set_event_sink (self->run_engine, tw_sim_run_sink, run, NULL);
}

/* The moves are played: show the tick asked for, and start reading the run. */
static void
finish_session (TwSimReplay *self)
{
  if (self->target_tick >= 0)
    {
      /* Shown as the timeline shows a looked-back tick: selected. */
      tw_sim_session_seek (self->session, (guint)self->target_tick);
      tw_timeline_model_set_selected_tick (tw_sim_session_get_timeline (self->session),
                                           tw_sim_session_get_tick (self->session));
    }
  self->run = tw_sim_run_new ();
  start_run (self, tw_sim_session_get_tower (self->session), self->run);
}

/* One action of the run's bare engine, as tw_sim_run_play plays it; past
 * the last one (or the enemies' cap) the run is read, then the run before
 * (when asked for), then the replay is done. */
static void
run_step (TwSimReplay *self)
{
  if (self->run_next < tw_script_get_n_actions (self->script))
    {
      tw_engine_apply_action (self->run_engine,
                              tw_script_get_action (self->script, self->run_next++), NULL);
      if (tw_sim_limits_check_enemies (self->run_engine, NULL))
        return;
    }
  tw_engine_set_event_sink (self->run_engine, NULL, NULL, NULL);
  tw_sim_run_finish (self->run_target, self->run_engine);
  g_clear_pointer (&self->run_engine, tw_engine_free);
  if (self->before_tower != NULL && self->before_run == NULL)
    {
      self->before_run = tw_sim_run_new ();
      start_run (self, self->before_tower, self->before_run);
      return;
    }
  self->done = TRUE;
}

void
tw_sim_replay_set_before (TwSimReplay *self, TwTower *tower)
{
  g_return_if_fail (self != NULL && tower != NULL);
  g_return_if_fail (self->run == NULL);
  g_clear_pointer (&self->before_tower, tw_tower_unref);
  self->before_tower = tw_tower_ref (tower);
}

TwSimRun *
tw_sim_replay_steal_before_run (TwSimReplay *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->done ? g_steal_pointer (&self->before_run) : NULL;
}

gboolean
tw_sim_replay_run (TwSimReplay *self, gint64 budget_us)
{
  g_return_val_if_fail (self != NULL, TRUE);
  gint64 end = g_get_monotonic_time () + budget_us;
  while (!self->done)
    {
      if (self->run_engine != NULL)
        run_step (self);
      else if (self->in_wait || self->next < tw_script_get_n_actions (self->script))
        play_step (self);
      else
        finish_session (self);
      if (g_get_monotonic_time () >= end)
        break;
    }
  return self->done;
}

gboolean
tw_sim_replay_is_done (TwSimReplay *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->done;
}

TwSimSession *
tw_sim_replay_get_session (TwSimReplay *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->session;
}

const TwSimRun *
tw_sim_replay_get_run (TwSimReplay *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->done ? self->run : NULL;
}

TwSimRun *
tw_sim_replay_steal_run (TwSimReplay *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->done ? g_steal_pointer (&self->run) : NULL;
}

TwSimRun *
tw_sim_run_for_session (TwSimSession *session)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (session), NULL);
  g_autofree char *text = tw_sim_session_dup_script (session);
  g_autoptr (TwScript) script = tw_script_parse (text, -1, NULL, NULL, NULL);
  if (script == NULL) /* the session's own history always parses */
    return tw_sim_run_new ();
  return tw_sim_run_play (tw_sim_session_get_tower (session), script);
}
