/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-store.c: the timeline's kept futures. A truncation (a
 * fork of the session) cuts the model after a tick and can keep what it cut
 * as a TwTimelineTail, in the smaller of the two copies. Exchanging the tail
 * (undo_fork, redo_fork) puts the rows, marks, moves and events back as they
 * were and keeps the future it replaced in the same tail: the model and the
 * tail share everything up to the tick, so whole arrays are swapped, not
 * copied (issue 20: undoing a fork costs the same however long the session).
 * Clocks shifted after a cancelled wait are also changed here.
 */
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

/* --- Kept futures --- */

#define SWAP(type, a, b)                                                                           \
  G_STMT_START                                                                                     \
  {                                                                                                \
    type swap_tmp_ = (a);                                                                          \
    (a) = (b);                                                                                     \
    (b) = swap_tmp_;                                                                               \
  }                                                                                                \
  G_STMT_END

/* A kept array: either the whole array as it was (the model has its own
 * copy of the part before the cut; putting it back swaps the arrays), or
 * only the part after the cut (put back by appending it). */
typedef struct
{
  GArray *array;
  gboolean whole;
} Kept;

/* What a truncation cut off of a row, or after an exchange the future it replaced. */
typedef struct
{
  MarkArray marks;
  gboolean marks_whole;
  Kept moves; /* Move */
  Kept ids;   /* Cell, the row's cells and runtimeIds */
  guint time_cost;
  gboolean time_cost_inferred;
  TwActType act_type;
  guint32 last_act_tick, pending_move_tick;
  GArray *implied; /* ImpliedRun: the whole array as it was (a few stretches) */
  guint32 implied_synced;
} RowTail;

struct _TwTimelineTail
{
  guint n_ticks; /* the model's ticks once cut */
  guint n_rows, n_skills;
  Kept clocks, map_turns;
  RowTail *row_tails;  /* one per kept row */
  GPtrArray *new_rows; /* Row: rows that joined after the cut */
  Kept actions, battles, floors, deaths;
  Kept *skill_changes;   /* one per kept skill */
  GPtrArray *new_skills; /* StatusSkill */
  gboolean last_action_cost_unknown, pass_open;
  guint32 last_stamp;
};

/* The runtimeIds a row had by the end of @tick (its first one always). */
static guint
ids_before (GArray *ids, guint32 tick)
{
  return MAX (tw_timeline_model_upper_bound (ids->data, ids->len, sizeof (Cell), tick), 1);
}

/* The first element of @array (sorted by tick) after @tick. */
static guint
index_after (GArray *array, guint32 tick)
{
  return tw_timeline_model_upper_bound (array->data, array->len, g_array_get_element_size (array),
                                        tick);
}

/* A new array with the first @keep elements of @array and room for @extra more. */
static GArray *
array_head_copy (GArray *array, guint keep, guint extra)
{
  GArray *head
      = g_array_sized_new (FALSE, TRUE, g_array_get_element_size (array), MAX (keep + extra, 16));
  g_array_append_vals (head, array->data, keep);
  return head;
}

/* Moves the elements of @array after index @keep into a new array. */
static GArray *
array_split (GArray *array, guint keep)
{
  guint size = g_array_get_element_size (array);
  GArray *tail = g_array_sized_new (FALSE, FALSE, size, array->len - keep);
  g_array_append_vals (tail, array->data + (gsize)keep * size, array->len - keep);
  g_array_set_size (array, keep);
  return tail;
}

static void
array_join (GArray *array, GArray *tail)
{
  g_array_append_vals (array, tail->data, tail->len);
  g_array_unref (tail);
}

/* What a cut keeps of *@array (its first @keep elements stay): the whole
 * array (*@array gets a copy of those) or the elements after them, the
 * smaller copy. */
static void
kept_cut (Kept *kept, GArray **array, guint keep)
{
  kept->whole = keep <= (*array)->len - keep;
  if (!kept->whole)
    {
      kept->array = array_split (*array, keep);
      return;
    }
  kept->array = *array;
  *array = array_head_copy (kept->array, keep, 0);
}

/* *@array, whose first @keep elements are those of the array @kept was cut
 * from, gets @kept's future, and @kept the one *@array had. A whole array is
 * swapped (no copy). A kept part after the cut is appended, and the part of
 * *@array after the cut copied out, unless copying the part before it costs
 * no more: then @kept takes the whole of *@array and is whole from now on,
 * so that exchanging back and forth is a swap, and the extra copy is never
 * larger than the two futures. */
static void
kept_exchange (Kept *kept, GArray **array, guint keep)
{
  GArray *present = *array, *future = kept->array;
  if (kept->whole)
    {
      *array = future;
      kept->array = present;
      return;
    }
  if (present->len == keep && future->len == 0)
    return; /* neither future has any: a row that stood still, say */
  if (keep <= present->len - keep + future->len)
    {
      *array = array_head_copy (present, keep, future->len);
      kept->array = present;
      kept->whole = TRUE;
    }
  else
    kept->array = array_split (present, keep);
  array_join (*array, future);
}

static void
kept_clear (Kept *kept)
{
  g_clear_pointer (&kept->array, g_array_unref);
}

/* A new mark array with the first @keep marks of @marks and room for @extra more. */
static MarkArray
marks_head_copy (const MarkArray *marks, guint keep, guint extra)
{
  MarkArray head = { .len = keep, .cap = MAX (keep + extra, 8) };
  head.data = g_new (TwTimelineMark, head.cap);
  memcpy (head.data, marks->data, keep * sizeof (TwTimelineMark));
  return head;
}

/* The marks of @marks after the first @keep, in a new array; @marks keeps the first @keep. */
static MarkArray
marks_split (MarkArray *marks, guint keep)
{
  MarkArray tail = { .len = marks->len - keep, .cap = marks->len - keep };
  tail.data = g_memdup2 (marks->data + keep, tail.len * sizeof (TwTimelineMark));
  marks->len = keep;
  return tail;
}

/* kept_cut for a row's marks: @n marks stay (tw_timeline_marks_cut). */
static void
row_marks_cut (Row *row, RowTail *rt, guint n)
{
  rt->marks_whole = n <= row->marks.len - n;
  if (!rt->marks_whole)
    {
      rt->marks = marks_split (&row->marks, n);
      return;
    }
  rt->marks = row->marks;
  row->marks = marks_head_copy (&rt->marks, n, 1); /* + the cut run */
}

/* kept_exchange for a row's marks, cut after @tick. */
static void
row_marks_exchange (Row *row, RowTail *rt, guint32 tick)
{
  TwTimelineMark straddle;
  MarkArray future = rt->marks;
  if (rt->marks_whole)
    {
      SWAP (MarkArray, row->marks, rt->marks);
      return;
    }
  guint n = tw_timeline_marks_cut (&row->marks, tick, &straddle);
  if (n <= row->marks.len - n + future.len)
    {
      rt->marks = row->marks;
      rt->marks_whole = TRUE;
      row->marks = marks_head_copy (&rt->marks, n, 1 + future.len);
    }
  else
    rt->marks = marks_split (&row->marks, n);
  tw_timeline_marks_append_cut (&row->marks, &straddle);
  tw_timeline_marks_join (&row->marks, future.data, future.len);
  g_free (future.data);
}

/* What stays the same size whatever the row's length: its state at the end. */
static void
row_swap_state (Row *row, RowTail *rt)
{
  SWAP (guint, row->time_cost, rt->time_cost);
  SWAP (gboolean, row->time_cost_inferred, rt->time_cost_inferred);
  SWAP (TwActType, row->act_type, rt->act_type);
  SWAP (guint32, row->last_act_tick, rt->last_act_tick);
  SWAP (guint32, row->pending_move_tick, rt->pending_move_tick);
  SWAP (GArray *, row->implied, rt->implied);
  SWAP (guint32, row->implied_synced, rt->implied_synced);
}

/* The moves a row keeps after a cut after @tick: the first one is where it
 * joined, kept even if it joined later. */
static guint
moves_before (GArray *moves, guint32 tick)
{
  return MAX (tw_timeline_model_upper_bound (moves->data, moves->len, sizeof (Move), tick), 1);
}

/* The rows that joined by the end of @tick: rows are in first-join order,
 * and stamps never go back, so the rows that joined after it are the last ones. */
static guint
rows_joined_by (TwTimelineModel *self, guint32 tick)
{
  guint n_rows = self->rows->len;
  while (n_rows > 0
         && (tw_timeline_model_row_at (self, n_rows - 1)->marks.len == 0
             || tw_timeline_model_row_at (self, n_rows - 1)->marks.data[0].tick > tick))
    n_rows--;
  return n_rows;
}

/* The status skills that changed by the end of @tick (the later ones are the last). */
static guint
skills_begun_by (TwTimelineModel *self, guint32 tick)
{
  guint n_skills = self->skills->len;
  while (n_skills > 0)
    {
      GArray *changes = ((StatusSkill *)g_ptr_array_index (self->skills, n_skills - 1))->changes;
      if (changes->len > 0 && g_array_index (changes, TwTimelineStatusChange, 0).tick <= tick)
        break;
      n_skills--;
    }
  return n_skills;
}

/* Moves the elements of @array from @from on to the end of @to: @array
 * frees its elements with @free_func, which does not run for them. */
static void
ptr_array_move_tail (GPtrArray *array, guint from, GPtrArray *to, GDestroyNotify free_func)
{
  for (guint i = from; i < array->len; i++)
    g_ptr_array_add (to, g_ptr_array_index (array, i));
  g_ptr_array_set_free_func (array, NULL);
  g_ptr_array_set_size (array, from);
  g_ptr_array_set_free_func (array, free_func);
}

void
tw_timeline_tail_free (TwTimelineTail *tail)
{
  if (tail == NULL)
    return;
  for (guint i = 0; i < tail->n_rows; i++)
    {
      RowTail *rt = &tail->row_tails[i];
      g_free (rt->marks.data);
      kept_clear (&rt->moves);
      kept_clear (&rt->ids);
      if (rt->implied)
        g_array_unref (rt->implied);
    }
  g_free (tail->row_tails);
  g_ptr_array_unref (tail->new_rows);
  for (guint i = 0; i < tail->n_skills; i++)
    kept_clear (&tail->skill_changes[i]);
  g_free (tail->skill_changes);
  g_ptr_array_unref (tail->new_skills);
  kept_clear (&tail->clocks);
  kept_clear (&tail->map_turns);
  kept_clear (&tail->actions);
  kept_clear (&tail->battles);
  kept_clear (&tail->floors);
  kept_clear (&tail->deaths);
  g_free (tail);
}

gsize
tw_timeline_tail_get_memory_size (const TwTimelineTail *tail)
{
  gsize bytes
      = sizeof *tail + (tail->clocks.array->len + tail->map_turns.array->len) * sizeof (gint64);
  for (guint i = 0; i < tail->n_rows; i++)
    {
      const RowTail *rt = &tail->row_tails[i];
      bytes += sizeof (RowTail) + rt->marks.cap * sizeof (TwTimelineMark)
               + rt->moves.array->len * sizeof (Move) + rt->ids.array->len * sizeof (Cell);
    }
  for (guint i = 0; i < tail->new_rows->len; i++)
    bytes += ((Row *)g_ptr_array_index (tail->new_rows, i))->marks.cap * sizeof (TwTimelineMark);
  bytes += tail->actions.array->len * sizeof (TwTimelinePlayerAction)
           + tail->battles.array->len * sizeof (TwTimelineBattle);
  return bytes;
}

static TwTimelineTail *
truncate_impl (TwTimelineModel *self, guint tick, gboolean keep)
{
  TwTimelineTail *tail = NULL;
  guint n_ticks = MIN (self->clocks->len, tick + 1);
  tick = n_ticks - 1;

  /* Implied actions up to the end become marks first: the cut and the
   * kept future then hold them as they hold fed ones. */
  for (guint i = 0; i < self->rows->len; i++)
    tw_timeline_model_row_sync (self, tw_timeline_model_row_at (self, i));

  if (keep)
    {
      tail = g_new0 (TwTimelineTail, 1);
      tail->n_ticks = n_ticks;
      tail->last_action_cost_unknown = self->last_action_cost_unknown;
      tail->pass_open = self->pass_open;
      tail->last_stamp = self->last_stamp;
      kept_cut (&tail->clocks, &self->clocks, n_ticks);
      kept_cut (&tail->map_turns, &self->map_turns, n_ticks);
      tail->new_rows = g_ptr_array_new_with_free_func (tw_timeline_model_row_free);
      tail->new_skills = g_ptr_array_new_with_free_func (tw_timeline_model_status_skill_free);
    }
  else
    {
      g_array_set_size (self->clocks, n_ticks);
      g_array_set_size (self->map_turns, n_ticks);
    }

  guint n_rows = rows_joined_by (self, tick);
  if (keep)
    {
      ptr_array_move_tail (self->rows, n_rows, tail->new_rows, tw_timeline_model_row_free);
      tail->n_rows = n_rows;
      tail->row_tails = g_new0 (RowTail, n_rows);
    }
  else
    g_ptr_array_set_size (self->rows, n_rows);

  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = tw_timeline_model_row_at (self, i);
      TwTimelineMark straddle;
      guint n_marks = tw_timeline_marks_cut (&row->marks, tick, &straddle);
      guint n_moves = moves_before (row->moves, tick);
      if (keep)
        {
          RowTail *rt = &tail->row_tails[i];
          row_marks_cut (row, rt, n_marks);
          kept_cut (&rt->moves, &row->moves, n_moves);
          kept_cut (&rt->ids, &row->ids, ids_before (row->ids, tick));
          rt->time_cost = row->time_cost;
          rt->time_cost_inferred = row->time_cost_inferred;
          rt->act_type = row->act_type;
          rt->last_act_tick = row->last_act_tick;
          rt->pending_move_tick = row->pending_move_tick;
          rt->implied_synced = row->implied_synced;
        }
      else
        {
          g_array_set_size (row->moves, n_moves);
          g_array_set_size (row->ids, ids_before (row->ids, tick));
        }
      tw_timeline_model_row_implied_cut (row, tick, keep ? &tail->row_tails[i].implied : NULL);
      row->marks.len = n_marks;
      tw_timeline_marks_append_cut (&row->marks, &straddle);
      row->last_act_tick = tw_timeline_marks_last_act_tick (&row->marks);
      row->pending_move_tick = NO_TICK;
    }
  tw_timeline_model_rebuild_row_index (self);

  if (keep)
    {
      kept_cut (&tail->actions, &self->actions, index_after (self->actions, tick));
      kept_cut (&tail->battles, &self->battles, index_after (self->battles, tick));
      kept_cut (&tail->floors, &self->floors, index_after (self->floors, tick));
      kept_cut (&tail->deaths, &self->deaths, index_after (self->deaths, tick));
    }
  else
    {
      tw_timeline_model_array_cut_after (self->actions, tick);
      tw_timeline_model_array_cut_after (self->battles, tick);
      tw_timeline_model_array_cut_after (self->floors, tick);
      tw_timeline_model_array_cut_after (self->deaths, tick);
    }
  guint n_skills = skills_begun_by (self, tick);
  for (guint i = n_skills; i < self->skills->len; i++)
    g_hash_table_remove (self->skill_by_id,
                         ((StatusSkill *)g_ptr_array_index (self->skills, i))->id);
  if (keep)
    {
      ptr_array_move_tail (self->skills, n_skills, tail->new_skills,
                           tw_timeline_model_status_skill_free);
      tail->n_skills = n_skills;
      tail->skill_changes = g_new0 (Kept, n_skills);
    }
  else
    g_ptr_array_set_size (self->skills, n_skills);
  for (guint i = 0; i < self->skills->len; i++)
    {
      StatusSkill *skill = g_ptr_array_index (self->skills, i);
      if (keep)
        kept_cut (&tail->skill_changes[i], &skill->changes, index_after (skill->changes, tick));
      else
        tw_timeline_model_array_cut_after (skill->changes, tick);
    }

  self->last_action_cost_unknown = FALSE;
  self->pass_open = TRUE;
  self->frame_clock_set = FALSE;
  self->last_stamp = MIN (self->last_stamp, tick);
  if (self->selected_tick > (gint64)tick)
    tw_timeline_model_set_selected_tick (self, tick);
  tw_timeline_model_notify_n_ticks (self);
  tw_timeline_model_emit_changed (self);
  return tail;
}

void
tw_timeline_model_truncate (TwTimelineModel *self, guint tick)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  truncate_impl (self, tick, FALSE);
}

TwTimelineTail *
tw_timeline_model_truncate_keep (TwTimelineModel *self, guint tick)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), NULL);
  return truncate_impl (self, tick, TRUE);
}

/* The rows that joined after the tick (the model's from @n_rows on, the
 * tail's new ones) change places. */
static void
exchange_new_rows (TwTimelineModel *self, TwTimelineTail *tail, guint n_rows)
{
  GPtrArray *present = g_ptr_array_new_with_free_func (tw_timeline_model_row_free);
  ptr_array_move_tail (self->rows, n_rows, present, tw_timeline_model_row_free);
  ptr_array_move_tail (tail->new_rows, 0, self->rows, tw_timeline_model_row_free);
  g_ptr_array_unref (tail->new_rows);
  tail->new_rows = present;
}

/* The status skills: the changes of each that began by the tick are
 * exchanged, the skills that began after it change places. */
static void
exchange_skills (TwTimelineModel *self, TwTimelineTail *tail, guint32 tick)
{
  GPtrArray *present = g_ptr_array_new_with_free_func (tw_timeline_model_status_skill_free);
  for (guint i = 0; i < tail->n_skills; i++)
    {
      StatusSkill *skill = g_ptr_array_index (self->skills, i);
      kept_exchange (&tail->skill_changes[i], &skill->changes, index_after (skill->changes, tick));
    }
  for (guint i = tail->n_skills; i < self->skills->len; i++)
    g_hash_table_remove (self->skill_by_id,
                         ((StatusSkill *)g_ptr_array_index (self->skills, i))->id);
  ptr_array_move_tail (self->skills, tail->n_skills, present, tw_timeline_model_status_skill_free);
  for (guint i = 0; i < tail->new_skills->len; i++)
    {
      StatusSkill *skill = g_ptr_array_index (tail->new_skills, i);
      g_hash_table_insert (self->skill_by_id, (gpointer)skill->id, skill);
    }
  ptr_array_move_tail (tail->new_skills, 0, self->skills, tw_timeline_model_status_skill_free);
  g_ptr_array_unref (tail->new_skills);
  tail->new_skills = present;
}

gboolean
tw_timeline_model_exchange_tail (TwTimelineModel *self, TwTimelineTail *tail)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), FALSE);
  g_return_val_if_fail (tail != NULL, FALSE);
  guint32 tick = tail->n_ticks - 1;
  if (self->clocks->len < tail->n_ticks)
    return FALSE;
  /* As a truncation: implied actions up to the end become marks first. */
  for (guint i = 0; i < self->rows->len; i++)
    tw_timeline_model_row_sync (self, tw_timeline_model_row_at (self, i));
  if (rows_joined_by (self, tick) != tail->n_rows || skills_begun_by (self, tick) != tail->n_skills)
    return FALSE;

  kept_exchange (&tail->clocks, &self->clocks, tail->n_ticks);
  kept_exchange (&tail->map_turns, &self->map_turns, tail->n_ticks);
  for (guint i = 0; i < tail->n_rows; i++)
    {
      Row *row = tw_timeline_model_row_at (self, i);
      RowTail *rt = &tail->row_tails[i];
      row_marks_exchange (row, rt, tick);
      kept_exchange (&rt->moves, &row->moves, moves_before (row->moves, tick));
      kept_exchange (&rt->ids, &row->ids, ids_before (row->ids, tick));
      row_swap_state (row, rt);
    }
  exchange_new_rows (self, tail, tail->n_rows);
  tw_timeline_model_rebuild_row_index (self);
  kept_exchange (&tail->actions, &self->actions, index_after (self->actions, tick));
  kept_exchange (&tail->battles, &self->battles, index_after (self->battles, tick));
  kept_exchange (&tail->floors, &self->floors, index_after (self->floors, tick));
  kept_exchange (&tail->deaths, &self->deaths, index_after (self->deaths, tick));
  exchange_skills (self, tail, tick);
  SWAP (gboolean, self->last_action_cost_unknown, tail->last_action_cost_unknown);
  SWAP (gboolean, self->pass_open, tail->pass_open);
  self->frame_clock_set = FALSE;
  SWAP (guint32, self->last_stamp, tail->last_stamp);
  if (self->selected_tick >= (gint64)self->clocks->len)
    tw_timeline_model_set_selected_tick (self, self->clocks->len - 1);
  tw_timeline_model_notify_n_ticks (self);
  tw_timeline_model_emit_changed (self);
  return TRUE;
}
