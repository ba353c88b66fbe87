/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-marks.c: a row's marks, with runs. Most of a long
 * session's marks are an enemy doing the same thing every timeCost ticks
 * (an idle enemy idles, a patrol steps back and forth): 8 bytes an action
 * made a 10^6-tick, 500-enemy session's timeline 360 MB of marks (issue 20).
 * An action equal to the one before (same result, same gauge after it) at
 * the same spacing only moves the end of a run: a MARK_REPEAT mark after
 * its base. The queries make the repetitions real: the public marks are
 * expanded into a scratch buffer of the model when a slice holds a run.
 */
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

static void
mark_array_append (MarkArray *marks, TwTimelineMark mark)
{
  if (marks->len == marks->cap)
    {
      marks->cap = marks->cap < 8 ? 8 : marks->cap + marks->cap / 2;
      marks->data = g_renew (TwTimelineMark, marks->data, marks->cap);
    }
  marks->data[marks->len++] = mark;
}

static gboolean
same_act (const TwTimelineMark *a, const TwTimelineMark *b)
{
  return a->kind == TW_TIMELINE_MARK_ACT && b->kind == TW_TIMELINE_MARK_ACT
         && a->result == b->result && a->gauge == b->gauge;
}

void
tw_timeline_marks_push (MarkArray *marks, TwTimelineMark mark)
{
  if (mark.kind == TW_TIMELINE_MARK_ACT && marks->len > 0)
    {
      TwTimelineMark *last = &marks->data[marks->len - 1];
      if (last->kind == MARK_REPEAT)
        {
          if (same_act (last - 1, &mark) && mark.tick == last->tick + last->gauge)
            {
              last->tick = mark.tick;
              return;
            }
        }
      else if (same_act (last, &mark) && mark.tick > last->tick
               && mark.tick - last->tick <= MARK_PERIOD_MAX)
        {
          TwTimelineMark run = { .tick = mark.tick,
                                 .gauge = mark.tick - last->tick,
                                 .kind = MARK_REPEAT,
                                 .result = mark.result };
          mark_array_append (marks, run);
          return;
        }
    }
  mark_array_append (marks, mark);
}

void
tw_timeline_marks_push_every (MarkArray *marks, TwTimelineMark first, guint32 period, guint32 n)
{
  /* Three pushes leave a run of @period ending with the third (whatever
   * came before them): the rest only moves its end. */
  guint32 pushed = period <= MARK_PERIOD_MAX ? MIN (n, 3) : n;
  for (guint32 i = 0; i < pushed; i++)
    {
      TwTimelineMark mark = first;
      mark.tick = first.tick + i * period;
      tw_timeline_marks_push (marks, mark);
    }
  if (pushed < n)
    {
      TwTimelineMark *last = &marks->data[marks->len - 1];
      g_assert (last->kind == MARK_REPEAT && last->gauge == period);
      last->tick = first.tick + (n - 1) * period;
    }
}

TwTimelineMark
tw_timeline_marks_last (const MarkArray *marks)
{
  g_assert (marks->len > 0);
  TwTimelineMark last = marks->data[marks->len - 1];
  if (last.kind != MARK_REPEAT)
    return last;
  TwTimelineMark base = marks->data[marks->len - 2];
  base.tick = last.tick;
  return base;
}

gboolean
tw_timeline_marks_at (const MarkArray *marks, guint32 tick, TwTimelineMark *out)
{
  guint i = tw_timeline_model_upper_bound (marks->data, marks->len, sizeof (TwTimelineMark), tick);
  if (i == 0)
    return FALSE;
  TwTimelineMark m = marks->data[i - 1];
  if (m.kind == MARK_REPEAT)
    {
      guint32 end = m.tick;
      m = marks->data[i - 2];
      m.tick = end;
    }
  else if (i < marks->len && marks->data[i].kind == MARK_REPEAT)
    {
      /* Inside a run: its last repetition at or before @tick. */
      guint32 period = marks->data[i].gauge;
      m.tick += (tick - m.tick) / period * period;
    }
  *out = m;
  return TRUE;
}

guint32
tw_timeline_marks_last_act_tick (const MarkArray *marks)
{
  for (guint m = marks->len; m > 0; m--)
    if (marks->data[m - 1].kind == TW_TIMELINE_MARK_ACT || marks->data[m - 1].kind == MARK_REPEAT)
      return marks->data[m - 1].tick;
  return NO_TICK;
}

guint
tw_timeline_marks_cut (MarkArray *marks, guint32 tick, TwTimelineMark *straddle)
{
  guint n = tw_timeline_model_upper_bound (marks->data, marks->len, sizeof (TwTimelineMark), tick);
  straddle->kind = TW_TIMELINE_MARK_JOIN; /* none */
  if (n > 0 && n < marks->len && marks->data[n].kind == MARK_REPEAT)
    {
      /* A run goes on past @tick: the part up to it stays. */
      const TwTimelineMark *base = &marks->data[n - 1];
      guint32 period = marks->data[n].gauge;
      guint32 last = base->tick + (tick - base->tick) / period * period;
      if (last > base->tick)
        {
          *straddle = marks->data[n];
          straddle->tick = last;
        }
    }
  return n;
}

void
tw_timeline_marks_append_cut (MarkArray *marks, const TwTimelineMark *straddle)
{
  if (straddle->kind == MARK_REPEAT)
    mark_array_append (marks, *straddle);
}

void
tw_timeline_marks_join (MarkArray *marks, const TwTimelineMark *data, guint n)
{
  /* The kept part starts inside a run: its REPEAT replaces the cut one. */
  if (n > 0 && data[0].kind == MARK_REPEAT && marks->len > 0
      && marks->data[marks->len - 1].kind == MARK_REPEAT)
    marks->len--;
  if (marks->len + n > marks->cap)
    {
      marks->cap = marks->len + n;
      marks->data = g_renew (TwTimelineMark, marks->data, marks->cap);
    }
  if (n > 0)
    memcpy (marks->data + marks->len, data, n * sizeof (TwTimelineMark));
  marks->len += n;
}

/* --- The public view --- */

static guint
lower_bound (const TwTimelineMark *data, guint n, guint32 tick)
{
  return tick == 0 ? 0 : tw_timeline_model_upper_bound (data, n, sizeof (TwTimelineMark), tick - 1);
}

static TwTimelineMark *
scratch_for (TwTimelineModel *self, guint row, guint *cap)
{
  MarkScratch *slot = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (self->scratch); i++)
    if (self->scratch[i].data != NULL && self->scratch[i].row == row)
      slot = &self->scratch[i];
  if (slot == NULL)
    {
      slot = &self->scratch[self->next_scratch];
      self->next_scratch = (self->next_scratch + 1) % G_N_ELEMENTS (self->scratch);
      slot->row = row;
    }
  if (slot->cap < *cap)
    {
      slot->cap = MAX (*cap, 64);
      slot->data = g_renew (TwTimelineMark, slot->data, slot->cap);
    }
  *cap = slot->cap;
  return slot->data;
}

const TwTimelineMark *
tw_timeline_marks_slice (TwTimelineModel *self, guint row, const MarkArray *marks, guint from,
                         guint to, guint *n_out)
{
  guint lo = lower_bound (marks->data, marks->len, from);
  guint hi = tw_timeline_model_upper_bound (marks->data, marks->len, sizeof (TwTimelineMark), to);
  gboolean runs = FALSE;
  for (guint i = lo; i <= hi && i < marks->len && !runs; i++)
    runs = marks->data[i].kind == MARK_REPEAT;
  if (!runs)
    {
      *n_out = hi > lo ? hi - lo : 0;
      return marks->data + lo;
    }
  /* Count, then write: the repetitions of each run inside [from, to]. */
  guint n = 0;
  for (int pass = 0; pass < 2; pass++)
    {
      TwTimelineMark *out = NULL;
      guint cap = n, at = 0;
      if (pass == 1)
        out = scratch_for (self, row, &cap);
      for (guint i = lo > 0 ? lo - 1 : 0; i < marks->len; i++)
        {
          TwTimelineMark m = marks->data[i];
          if (m.kind == MARK_REPEAT)
            {
              TwTimelineMark rep = marks->data[i - 1];
              guint32 period = m.gauge, t = rep.tick + period;
              if (t < from)
                t += (from - t + period - 1) / period * period;
              for (; t <= m.tick && t <= to; t += period)
                {
                  if (out != NULL)
                    {
                      rep.tick = t;
                      out[at] = rep;
                    }
                  at++;
                }
              continue;
            }
          if (m.tick > to)
            break;
          if (m.tick >= from)
            {
              if (out != NULL)
                out[at] = m;
              at++;
            }
        }
      n = at;
      if (pass == 1)
        {
          *n_out = n;
          return out;
        }
    }
  g_assert_not_reached ();
}

void
tw_timeline_marks_scratch_free (TwTimelineModel *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->scratch); i++)
    g_clear_pointer (&self->scratch[i].data, g_free);
}
