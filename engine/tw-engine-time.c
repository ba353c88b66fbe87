/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-time.c: the clock and the tick (docs/rules.md §1):
 * `consumeTime`, `advanceMapTurnOne` and the enemy pass of one tick, over
 * the scheduler's wheel (tw-engine-schedule.c); see tw-engine.c and
 * docs/engine.md. */
#include "engine/tw-engine-private.h"

/* Resolves the entry in @slot, due this tick: gauge += 1 (implicitly), then
 * while gauge >= timeCost: gauge -= timeCost and performEnemyAction. */
static void
resolve_entry (TwEngine *self, TwActiveList *list, guint slot)
{
  TwActive *a = &list->slots[slot];
  gint32 time_cost = a->time_cost;
  gint64 gauge = a->gauge_at + (self->serial - a->tick_at);

  a->tick_at = self->serial;
  while (gauge >= time_cost)
    {
      gauge -= time_cost;
      a->gauge_at = (gint32)gauge;
      tw_engine_perform_enemy_action (self, slot);
      a = &list->slots[slot];
      if (!a->alive || self->dead || list != tw_engine_current_list (self))
        return;
      gauge = a->gauge_at;
    }
  a->gauge_at = (gint32)gauge;
  tw_engine_sched_insert (self, list, slot);
}

/* The hero died in this tick's pass while the entry in @dying_slot acted.
 * The entries after it in action order never had their turn in this tick:
 * their gauges stay as they were after the previous tick (a death ends the
 * frame, so no tick comes to add the 1 the lazy formula would count). */
static void
freeze_after_death (TwEngine *self, TwActiveList *list, guint dying_slot)
{
  for (guint j = dying_slot + 1; j < list->n_slots; j++)
    {
      TwActive *a = &list->slots[j];
      gint64 before;

      /* Joined during this tick (pending) or not alive: nothing to undo. */
      if (!a->alive || a->tick_at >= self->serial)
        continue;
      self->serial--;
      before = tw_engine_entry_gauge (self, list, a);
      self->serial++;
      if (a->where != TW_WHERE_NONE)
        tw_engine_sched_remove (self, list, j);
      a->gauge_at = (gint32)before;
      a->tick_at = self->serial;
      if (tw_engine_entry_wants_wheel (self, a))
        tw_engine_sched_insert (self, list, j);
      else
        /* Its gauge did not grow in this tick, nor did it act: a sink that
         * derives its actions must hear so. */
        tw_engine_emit_reschedule (self, a, TRUE);
    }
}

static void
resolve_enemy_actions_for_single_tick (TwEngine *self, const char *reason)
{
  TwFloorState *fs = &self->floors[self->cur];
  TwActiveList *list = fs->list;
  guint bucket = (guint)(self->serial & (TW_WHEEL - 1));
  guint sw;

  if (list == NULL || list->n_live == 0)
    return;
  if (list->dirty || list->n_slots > 2 * list->n_live + 64)
    tw_engine_list_reslot (self, fs);
  tw_engine_far_pull (self, list);
  self->in_tick = TRUE;
  for (sw = 0; sw < self->nsum && !self->dead; sw++)
    {
      /* The wheel may grow during an action (a summon): re-read it each time. */
      while (self->sum[(gsize)sw * TW_WHEEL + bucket] != 0 && !self->dead)
        {
          guint64 summary = self->sum[(gsize)sw * TW_WHEEL + bucket];
          guint word = sw * 64 + (guint)__builtin_ctzll (summary);
          guint64 bits = self->bits[(gsize)word * TW_WHEEL + bucket];
          guint slot = word * 64 + (guint)__builtin_ctzll (bits);

          tw_engine_wheel_clear (self, slot, bucket);
          list->slots[slot].where = TW_WHERE_NONE;
          resolve_entry (self, list, slot);
          if (self->dead && list == tw_engine_current_list (self))
            freeze_after_death (self, list, slot);
          if (list != tw_engine_current_list (self))
            break;
        }
    }
  self->in_tick = FALSE;
}

void
tw_engine_advance_map_turn_one (TwEngine *self, const char *reason)
{
  g_return_if_fail (!self->in_tick);
  if (!self->map_turn_enabled || self->dead)
    return;
  self->map_turn++;
  self->serial++;
  if (self->sink)
    {
      TwEvent ev = { .kind = TW_EVENT_TICK, .reason = reason };
      tw_engine_emit (self, &ev);
    }
  resolve_enemy_actions_for_single_tick (self, reason);
}

/* A safety cap was reached: the report counts it, the `limit` event says
 * which and what it cut. */
static void
emit_limit (TwEngine *self, const char *which, gint64 max, gint64 dropped)
{
  TwLimitReport *report = &self->battle_ticks_limit;

  if (report->hits++ == 0)
    {
      report->first_map_turn = self->map_turn;
      report->first_clock = self->clock;
    }
  report->limit = which;
  report->max = max;
  report->dropped += dropped;
  if (self->sink)
    {
      TwEvent ev = { .kind = TW_EVENT_LIMIT, .limit = which, .limit_max = max, .dropped = dropped };
      tw_engine_emit (self, &ev);
    }
}

/* Runs @n ticks of @reason. A battle fought inside a tick leaves its cost in
 * extra_ticks: it is consumed (clock and ticks) right after that tick, before
 * the rest of the run; the tick loop itself never recurses. */
static void
run_ticks (TwEngine *self, gint64 n, const char *reason)
{
  g_autoptr (GArray) stack = NULL;
  TwTickRun run = { n, reason };
  gint64 extra_budget = TW_MAX_BATTLE_TICKS;

  for (;;)
    {
      if (run.left == 0)
        {
          if (stack == NULL || stack->len == 0)
            return;
          run = g_array_index (stack, TwTickRun, stack->len - 1);
          g_array_set_size (stack, stack->len - 1);
          continue;
        }
      if (self->dead)
        return;
      run.left--;
      tw_engine_advance_map_turn_one (self, run.reason);
      if (self->extra_ticks > 0 && !self->dead)
        {
          /* Enemies that keep stepping into the hero (a summoner feeding
           * chasers) could make the battle ticks endless: a run takes at most
           * TW_MAX_BATTLE_TICKS of them, the rest are dropped, and said so. */
          if (self->extra_ticks > extra_budget)
            emit_limit (self, "battleTicks", TW_MAX_BATTLE_TICKS, self->extra_ticks - extra_budget);
          self->extra_ticks = MIN (self->extra_ticks, extra_budget);
          extra_budget -= self->extra_ticks;
        }
      if (self->extra_ticks > 0 && !self->dead)
        {
          if (stack == NULL)
            stack = g_array_new (FALSE, FALSE, sizeof (TwTickRun));
          g_array_append_val (stack, run);
          run.left = self->extra_ticks;
          run.reason = "battle";
          self->clock += self->extra_ticks;
          self->extra_ticks = 0;
        }
    }
}

void
tw_engine_get_battle_ticks_limit (TwEngine *self, TwLimitReport *report)
{
  g_return_if_fail (self != NULL && report != NULL);
  *report = self->battle_ticks_limit;
  report->limit = "battleTicks";
  report->max = TW_MAX_BATTLE_TICKS;
}

void
tw_engine_consume_time (TwEngine *self, gint64 n, const char *reason)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (!self->in_tick);
  if (n <= 0 || !self->map_turn_enabled || self->dead)
    return;
  self->clock += n;
  run_ticks (self, n, reason);
}

gint64
tw_engine_get_clock (TwEngine *self)
{
  return self->clock;
}

gint64
tw_engine_get_map_turn (TwEngine *self)
{
  return self->map_turn;
}

gboolean
tw_engine_get_map_turn_enabled (TwEngine *self)
{
  return self->map_turn_enabled;
}

void
tw_engine_set_map_turn_enabled (TwEngine *self, gboolean enabled)
{
  self->map_turn_enabled = enabled;
}
