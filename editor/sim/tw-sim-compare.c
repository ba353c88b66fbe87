/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-compare.c: one run's numbers and two runs compared (see tw-sim-compare.h). */
#include "editor/sim/tw-sim-compare.h"

#include "editor/sim/tw-sim-limits.h"

TwSimRun *
tw_sim_run_new (void)
{
  TwSimRun *run = g_new0 (TwSimRun, 1);
  run->death_tick = -1;
  run->death_at = -1;
  run->n_ticks = 1;
  run->pass_open = TRUE;
  run->events = g_array_new (FALSE, FALSE, sizeof (TwSimRunEvent));
  return run;
}

void
tw_sim_run_free (TwSimRun *run)
{
  if (run == NULL)
    return;
  g_free (run->death_cause);
  g_array_unref (run->events);
  g_free (run);
}

/* A hash over the event's fields that a player sees: two runs whose events
 * hash alike did the same thing (a collision would only hide a difference).
 * Numbers are mixed a word at a time, texts by g_str_hash: the replay hashes
 * every event of the run, so this stays cheap. */
static inline guint64
mix (guint64 hash, guint64 value)
{
  hash ^= value + 0x9e3779b97f4a7c15ull + (hash << 6) + (hash >> 2);
  return hash;
}

static guint32
event_hash (const TwEvent *ev)
{
  guint64 h = (guint64)ev->kind;
  h = mix (h, (guint64)ev->map_turn);
  h = mix (h, (guint64)ev->clock);
  h = mix (h, (guint64)(guint32)ev->x << 32 | (guint32)ev->y);
  h = mix (h, (guint64)ev->gauge);
  h = mix (h, (guint64)(guint32)ev->time_cost << 32 | (guint32)ev->act_type);
  h = mix (h, (guint64)ev->hp);
  h = mix (h, (guint64)ev->damage);
  switch (ev->kind)
    {
    case TW_EVENT_ENEMY_ACT:
      h = mix (h, (guint64)ev->result << 32 | ((guint32)ev->to_x << 16) | (guint32)ev->to_y);
      break;
    case TW_EVENT_BATTLE:
      h = mix (h, (guint64)ev->result << 32 | (guint32)ev->initiator);
      h = mix (h, (guint64)ev->settle_final);
      break;
    case TW_EVENT_STATUS:
      h = mix (h, (guint64)ev->op << 32 | (guint32)ev->active);
      h = mix (h, (guint64)ev->remain);
      break;
    default:
      h = mix (h, (guint64)ev->target_hp);
      h = mix (h, (guint64)ev->dropped);
      break;
    }
  const char *const texts[] = { ev->reason, ev->action, ev->enemy, ev->floor_id, ev->skill };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    h = mix (h, texts[i] != NULL ? g_str_hash (texts[i]) : 0x5bd1e995u);
  return (guint32)(h ^ (h >> 32));
}

void
tw_sim_run_observe (TwSimRun *run, TwEngine *engine, const TwEvent *event)
{
  g_return_if_fail (run != NULL && event != NULL);
  /* The stamp as the timeline model gives it (tw-timeline-model.c). */
  if (event->kind == TW_EVENT_TICK)
    {
      run->n_ticks++;
      run->pass_open = TRUE;
    }
  else if (event->kind == TW_EVENT_ACTION || event->kind == TW_EVENT_REFUSED)
    run->pass_open = FALSE;
  gint64 tick = (gint64)run->n_ticks - (run->pass_open ? 1 : 0);
  switch (event->kind)
    {
    case TW_EVENT_BATTLE:
      run->battles++;
      run->damage_taken += event->damage;
      break;
    case TW_EVENT_ENEMY_ACT:
      /* As the sweep's outcome counts it: a ranged skill's hit hurts too. */
      run->damage_taken += tw_engine_event_hit_damage (engine, event);
      break;
    case TW_EVENT_DEATH:
      if (run->death_tick < 0)
        {
          run->death_tick = event->clock;
          run->death_at = tick;
          run->death_cause = g_strdup (event->reason);
        }
      break;
    case TW_EVENT_REFUSED:
      run->refused++;
      break;
    default:
      break;
    }
  TwSimRunEvent mark = { event->clock, tick, event_hash (event) };
  g_array_append_val (run->events, mark);
}

void
tw_sim_run_sink (TwEngine *engine, const TwEvent *event, gpointer run)
{
  tw_sim_run_observe (run, engine, event);
}

void
tw_sim_run_finish (TwSimRun *run, TwEngine *engine)
{
  g_return_if_fail (run != NULL && engine != NULL);
  run->end_hp = tw_engine_get_hero_hp (engine);
  run->ticks = tw_engine_get_clock (engine);
}

TwSimRun *
tw_sim_run_play (TwTower *tower, const TwScript *script)
{
  g_return_val_if_fail (tower != NULL && script != NULL, NULL);
  TwSimRun *run = tw_sim_run_new ();
  TwEngine *engine = tw_engine_new (tower);
  tw_engine_set_event_sink (engine, tw_sim_run_sink, run, NULL);
  /* As `simulate` plays (editor/cli/tw-cli-simulate.c): every action, the
   * enemies' cap checked after each; past the cap the run stops. */
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    {
      tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
      if (!tw_sim_limits_check_enemies (engine, NULL))
        break;
    }
  tw_engine_begin_game (engine);
  tw_engine_set_event_sink (engine, NULL, NULL, NULL);
  tw_sim_run_finish (run, engine);
  tw_engine_free (engine);
  return run;
}

gint64
tw_sim_run_first_difference (const TwSimRun *before, const TwSimRun *after)
{
  g_return_val_if_fail (before != NULL && after != NULL, -1);
  guint n = MIN (before->events->len, after->events->len);
  for (guint i = 0; i < n; i++)
    {
      const TwSimRunEvent *a = &g_array_index (before->events, TwSimRunEvent, i);
      const TwSimRunEvent *b = &g_array_index (after->events, TwSimRunEvent, i);
      if (a->hash != b->hash || a->tick != b->tick)
        return MIN (a->tick, b->tick);
    }
  if (before->events->len > n)
    return g_array_index (before->events, TwSimRunEvent, n).tick;
  if (after->events->len > n)
    return g_array_index (after->events, TwSimRunEvent, n).tick;
  return -1;
}
