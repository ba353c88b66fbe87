/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-engine.c: the engine's enemy actions, the common case
 * without the detours. Most of a live session's events are actions of
 * enemies that are scheduled, named by their parts and found in the key
 * cache, stepping between cells they stood on before (a patrol) or not
 * moving at all; tw_timeline_model_enemy_act_seen, which also serves traces
 * (a timeCost to infer, a gauge before or after, a runtimeId to spell, a row
 * to join), was most of a session's cost per action once idle enemies'
 * actions were implied (issue 20). This path changes the row exactly as
 * that one does in this case, and declines every other case untouched.
 */
#include "editor/sim/tw-timeline-model-private.h"

static gint16
to_coord (int value)
{
  return (gint16)CLAMP (value, G_MININT16, G_MAXINT16);
}

void
tw_timeline_row_add_move (Row *row, guint32 tick, const char *runtime_id, int x, int y)
{
  Cell cell = { .tick = tick, .x = to_coord (x), .y = to_coord (y), .runtime_id = runtime_id };
  Move move = { .tick = tick, .cell = row->ids->len };
  for (guint i = row->ids->len; i > 0; i--)
    {
      const Cell *seen = &g_array_index (row->ids, Cell, i - 1);
      if (seen->runtime_id == cell.runtime_id && seen->x == cell.x && seen->y == cell.y)
        {
          move.cell = i - 1;
          break;
        }
    }
  if (move.cell == row->ids->len)
    g_array_append_val (row->ids, cell);
  GArray *moves = row->moves;
  guint len = moves->len;
  if (len >= row->moves_cap)
    {
      /* Room up to the power of two of bytes GLib allocates for one more
       * (at least 16 bytes), known from now on (g_array_set_size keeps the
       * memory when it shrinks): growing through g_array_set_size (or
       * g_array_append_val) on every move was a tenth of an action's cost
       * (issue 20). Exactly GLib's own growth, so a row's moves take the
       * memory they did (asking for more made a 10^6-tick bench's process
       * peak 22 MB higher). A cut or an exchange forgets the room. */
      gsize bytes = ((gsize)len + 1) * sizeof (Move);
      guint cap = (guint)(MAX ((gsize)1 << g_bit_storage (bytes - 1), 16) / sizeof (Move));
      g_array_set_size (moves, cap);
      g_array_set_size (moves, len);
      row->moves_cap = cap;
    }
  /* Written in place: the rows' arrays are not zero-terminated. */
  g_array_index (moves, Move, len) = move;
  moves->len = len + 1;
}

/* tw_timeline_marks_push, with the common case first: the next repetition
 * of the run the row is in. */
static void
push_act (MarkArray *marks, TwTimelineMark mark)
{
  TwTimelineMark *last = &marks->data[marks->len - 1];
  if (last->kind == MARK_REPEAT && mark.tick == last->tick + last->gauge)
    {
      const TwTimelineMark *base = last - 1;
      if (base->kind == TW_TIMELINE_MARK_ACT && base->result == mark.result
          && base->gauge == mark.gauge)
        {
          last->tick = mark.tick;
          return;
        }
    }
  tw_timeline_marks_push (marks, mark);
}

gboolean
tw_timeline_model_engine_act (TwTimelineModel *self, gconstpointer tower, const TwEvent *ev)
{
  const char *from_id, *to_id = NULL;
  if (tower == NULL || ev->enemy_floor == NULL || ev->enemy_id == NULL || ev->time_cost <= 0)
    return FALSE;
  int index = tw_timeline_model_key_probe (self, tower, ev->enemy_floor, ev->enemy_id, ev->x, ev->y,
                                           &from_id);
  if (index < 0)
    return FALSE;
  Row *row = tw_timeline_model_row_at (self, (guint)index);
  if (row->implied != NULL || !tw_timeline_row_is_scheduled (row))
    return FALSE;
  gboolean moved = ev->result == TW_RESULT_MOVED;
  /* Onto a cell the row had: its runtimeId names this row already. */
  if (moved
      && tw_timeline_model_key_probe (self, tower, ev->enemy_floor, ev->enemy_id, ev->to_x,
                                      ev->to_y, &to_id)
             != index)
    return FALSE;

  /* What enemy_act_seen and act_on_row do for a scheduled row with a known
   * timeCost and the gauge after the action. */
  guint32 stamp = tw_timeline_model_current_stamp (self);
  row->act_type = ev->act_type;
  row->time_cost = ev->time_cost < 0 ? TW_TIMELINE_COST_UNKNOWN : (guint)ev->time_cost;
  row->time_cost_inferred = FALSE;
  TwTimelineMark mark = { .tick = stamp,
                          .gauge = (guint32)CLAMP (ev->gauge, 0, 0xFFFFFF),
                          .kind = TW_TIMELINE_MARK_ACT,
                          .result = ev->result < (TwEventResult)TW_TIMELINE_N_RESULTS
                                        ? (TwTimelineActResult)ev->result
                                        : TW_TIMELINE_RESULT_IDLE };
  push_act (&row->marks, mark);
  row->last_act_tick = stamp;
  if (!moved)
    return TRUE;
  row->pending_move_tick = stamp;
  /* Told twice (the action's `to`, then a migratePoint): once. */
  if (tw_timeline_row_now (row)->runtime_id == to_id)
    return TRUE;
  tw_timeline_row_add_move (row, stamp, to_id, ev->to_x, ev->to_y);
  row->pending_move_tick = NO_TICK;
  return TRUE;
}
