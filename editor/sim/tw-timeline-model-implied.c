/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-implied.c: rows whose actions are implied. An idle
 * enemy does nothing when it acts, so the simulation session asks the engine
 * not to report those actions one by one (tw_engine_set_idle_actions_implied):
 * with a 500-enemy floor they were most of a tick's cost (issue 20). The
 * engine says instead when such an enemy's schedule starts (enemy_join,
 * `implied`), changes in place (enemy_reschedule) and ends (enemy_leave);
 * the row keeps those as ImpliedRun stretches, and its actions, which the
 * engine's enemy pass would have reported (docs/rules.md §1.3: the gauge
 * gains one a tick, and while it is at least timeCost, timeCost is taken off
 * and the enemy acts), are made marks when the row is next read or changed,
 * up to the last tick begun: the same marks, pushed the same way, as the
 * reported actions give (tests/editor/test-timeline-implied.c holds the two
 * to that).
 */
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

#define GAUGE_MAX 0xFFFFFFu

static guint32
last_tick_begun (TwTimelineModel *self)
{
  return self->clocks->len - 1;
}

static const ImpliedRun *
last_run (const Row *row)
{
  if (row->implied == NULL || row->implied->len == 0)
    return NULL;
  return &g_array_index (row->implied, ImpliedRun, row->implied->len - 1);
}

static TwTimelineMark
idle_act (guint32 tick, guint64 gauge_after)
{
  TwTimelineMark mark = { .tick = tick,
                          .gauge = (guint32)MIN (gauge_after, GAUGE_MAX),
                          .kind = TW_TIMELINE_MARK_ACT,
                          .result = TW_TIMELINE_RESULT_IDLE };
  return mark;
}

/* The actions of @row's last stretch in (implied_synced, @through] become marks. */
static void
sync_to (Row *row, guint32 through)
{
  const ImpliedRun *run = last_run (row);
  guint64 from = row->implied_synced;

  if (run == NULL || through <= row->implied_synced)
    return;
  row->implied_synced = through;
  if (run->cost == 0)
    return;

  guint64 cost = run->cost, base = run->base, gauge = (guint64)run->gauge + 1;
  gboolean acted = FALSE;
  /* The first tick after the base: a gauge at timeCost or above (a loaded
   * save) acts as many times as it holds timeCost, each mark with the gauge
   * left after it. */
  if (gauge >= cost)
    {
      if (base + 1 > from && base + 1 <= through)
        {
          for (guint64 left = gauge; left >= cost;)
            {
              left -= cost;
              tw_timeline_marks_push (&row->marks, idle_act ((guint32)(base + 1), left));
            }
          row->last_act_tick = (guint32)(base + 1);
          acted = TRUE;
        }
      gauge %= cost;
    }
  /* Then one action every timeCost ticks, each leaving the gauge at 0. */
  guint64 next = base + 1 + (cost - gauge);
  if (next <= from)
    next += ((from - next) / cost + 1) * cost;
  if (next <= through)
    {
      guint64 n = (through - next) / cost + 1;
      tw_timeline_marks_push_every (&row->marks, idle_act ((guint32)next, 0), (guint32)cost,
                                    (guint32)n);
      row->last_act_tick = (guint32)(next + (n - 1) * cost);
      acted = TRUE;
    }
  if (acted)
    {
      row->time_cost = run->cost;
      row->time_cost_inferred = FALSE;
    }
}

void
tw_timeline_model_row_sync (TwTimelineModel *self, Row *row)
{
  if (row->implied != NULL)
    sync_to (row, last_tick_begun (self));
}

void
tw_timeline_model_row_implied_restart (TwTimelineModel *self, Row *row, guint32 stamp, guint gauge,
                                       guint cost, gboolean before_turn)
{
  guint32 base = last_tick_begun (self);
  const ImpliedRun *last = last_run (row);

  if (cost == 0 && (last == NULL || last->cost == 0))
    return;
  if (before_turn && base > 0)
    {
      /* The enemy had not had its turn in the tick under way: an action of
       * it there, made a mark already, did not happen. */
      sync_to (row, base - 1);
      if (row->implied_synced > base - 1)
        {
          TwTimelineMark straddle;
          row->marks.len = tw_timeline_marks_cut (&row->marks, base - 1, &straddle);
          tw_timeline_marks_append_cut (&row->marks, &straddle);
          row->last_act_tick = tw_timeline_marks_last_act_tick (&row->marks);
        }
    }
  else
    sync_to (row, base);
  if (row->implied == NULL)
    row->implied = g_array_new (FALSE, FALSE, sizeof (ImpliedRun));
  ImpliedRun run = { .stamp = stamp, .base = base, .gauge = gauge, .cost = cost };
  g_array_append_val (row->implied, run);
  row->implied_synced = base;
}

void
tw_timeline_model_row_implied_cut (Row *row, guint32 tick, GArray **kept)
{
  if (kept != NULL)
    *kept = row->implied != NULL ? g_array_copy (row->implied) : NULL;
  if (row->implied == NULL)
    return;
  tw_timeline_model_array_cut_after (row->implied, tick);
  row->implied_synced = MIN (row->implied_synced, tick);
}

void
tw_timeline_model_enemy_reschedule (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                    guint gauge, guint time_cost, gboolean before_turn)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  int index = tw_timeline_model_lookup_enemy (self, enemy, NULL);
  if (index < 0)
    return;
  Row *row = tw_timeline_model_row_at (self, (guint)index);
  const ImpliedRun *last = last_run (row);
  /* Only a row whose actions are implied now has a schedule to change. */
  if (last == NULL || last->cost == 0)
    return;
  guint32 stamp = self->clocks->len - (self->pass_open ? 1 : 0);
  tw_timeline_model_row_implied_restart (self, row, stamp, gauge, MAX (time_cost, 1), before_turn);
}
