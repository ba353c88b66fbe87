/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-store.c: the timeline's kept futures. A truncation (a
 * fork of the session) cuts the model after a tick and can keep what it cut
 * as a TwTimelineTail, in the smaller of the two copies; restoring the tail
 * (undo_fork) puts the rows, marks, moves and events back as they were.
 * Clocks shifted after a cancelled wait are also changed here.
 */
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

/* --- Kept futures --- */

/* What a truncation cut off, kept to be put back (tw_timeline_model_truncate_keep). */
/* Each kept array is either the whole array as it was, when the part
 * before the cut was the smaller one (the model got a copy of that part;
 * putting it back swaps the arrays), or only the part after the cut (put
 * back by appending it): the copy is the smaller part either way. */
typedef struct
{
  MarkArray marks;
  GArray *moves; /* Move */
  GArray *ids;   /* Cell, the row's cells and runtimeIds */
  gboolean marks_whole, moves_whole, ids_whole;
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
  GArray *clocks, *map_turns;
  gboolean clocks_whole, map_turns_whole;
  RowTail *row_tails;  /* one per kept row */
  GPtrArray *new_rows; /* Row: rows that joined after the cut */
  GArray *actions, *battles, *floors, *deaths;
  GArray **skill_changes; /* one per kept skill */
  GPtrArray *new_skills;  /* StatusSkill */
  gboolean last_action_cost_unknown, pass_open;
  guint32 last_stamp;
};

/* The runtimeIds a row had by the end of @tick (its first one always). */
static guint
ids_before (GArray *ids, guint32 tick)
{
  return MAX (tw_timeline_model_upper_bound (ids->data, ids->len, sizeof (Cell), tick), 1);
}

static GArray *array_split (GArray *array, guint keep);

/* What a cut keeps of @array (its first @keep elements stay): the whole
 * array (*array gets a copy of those) or the elements after them, the
 * smaller copy. */
static GArray *
array_keep (GArray **array, guint keep, gboolean *whole)
{
  *whole = keep <= (*array)->len - keep;
  if (!*whole)
    return array_split (*array, keep);
  GArray *whole_array = *array;
  guint size = g_array_get_element_size (whole_array);
  *array = g_array_sized_new (FALSE, TRUE, size, MAX (keep, 16));
  g_array_append_vals (*array, whole_array->data, keep);
  return whole_array;
}

/* Puts back what array_keep kept. */
static void
array_put_back (GArray **array, GArray *kept, gboolean whole)
{
  if (whole)
    {
      g_array_unref (*array);
      *array = kept;
      return;
    }
  g_array_append_vals (*array, kept->data, kept->len);
  g_array_unref (kept);
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

static GArray *
array_split_after (GArray *array, guint32 tick)
{
  return array_split (array, tw_timeline_model_upper_bound (
                                 array->data, array->len, g_array_get_element_size (array), tick));
}

static void
array_join (GArray *array, GArray *tail)
{
  g_array_append_vals (array, tail->data, tail->len);
  g_array_unref (tail);
}

void
tw_timeline_tail_free (TwTimelineTail *tail)
{
  if (tail == NULL)
    return;
  for (guint i = 0; i < tail->n_rows; i++)
    {
      g_free (tail->row_tails[i].marks.data);
      if (tail->row_tails[i].moves)
        g_array_unref (tail->row_tails[i].moves);
      if (tail->row_tails[i].ids)
        g_array_unref (tail->row_tails[i].ids);
      if (tail->row_tails[i].implied)
        g_array_unref (tail->row_tails[i].implied);
    }
  g_free (tail->row_tails);
  g_ptr_array_unref (tail->new_rows);
  for (guint i = 0; i < tail->n_skills; i++)
    g_array_unref (tail->skill_changes[i]);
  g_free (tail->skill_changes);
  g_ptr_array_unref (tail->new_skills);
  g_array_unref (tail->clocks);
  g_array_unref (tail->map_turns);
  g_array_unref (tail->actions);
  g_array_unref (tail->battles);
  g_array_unref (tail->floors);
  g_array_unref (tail->deaths);
  g_free (tail);
}

gsize
tw_timeline_tail_get_memory_size (const TwTimelineTail *tail)
{
  gsize bytes = sizeof *tail + tail->clocks->len * 2 * sizeof (gint64);
  for (guint i = 0; i < tail->n_rows; i++)
    bytes += sizeof (RowTail) + tail->row_tails[i].marks.cap * sizeof (TwTimelineMark)
             + (tail->row_tails[i].moves ? tail->row_tails[i].moves->len * sizeof (Move) : 0);
  for (guint i = 0; i < tail->new_rows->len; i++)
    bytes += ((Row *)g_ptr_array_index (tail->new_rows, i))->marks.cap * sizeof (TwTimelineMark);
  bytes += tail->actions->len * sizeof (TwTimelinePlayerAction)
           + tail->battles->len * sizeof (TwTimelineBattle);
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
      tail->last_action_cost_unknown = self->last_action_cost_unknown;
      tail->pass_open = self->pass_open;
      tail->last_stamp = self->last_stamp;
      tail->clocks = array_keep (&self->clocks, n_ticks, &tail->clocks_whole);
      tail->map_turns = array_keep (&self->map_turns, n_ticks, &tail->map_turns_whole);
      tail->new_rows = g_ptr_array_new_with_free_func (tw_timeline_model_row_free);
      tail->new_skills = g_ptr_array_new_with_free_func (tw_timeline_model_status_skill_free);
    }
  else
    {
      g_array_set_size (self->clocks, n_ticks);
      g_array_set_size (self->map_turns, n_ticks);
    }

  /* Rows are in first-join order, and stamps never go back: the rows that
   * joined after @tick are the last ones. */
  guint n_rows = self->rows->len;
  while (n_rows > 0
         && (tw_timeline_model_row_at (self, n_rows - 1)->marks.len == 0
             || tw_timeline_model_row_at (self, n_rows - 1)->marks.data[0].tick > tick))
    n_rows--;
  if (keep)
    {
      for (guint i = n_rows; i < self->rows->len; i++)
        g_ptr_array_add (tail->new_rows, g_ptr_array_index (self->rows, i));
      g_ptr_array_set_free_func (self->rows, NULL);
      g_ptr_array_set_size (self->rows, n_rows);
      g_ptr_array_set_free_func (self->rows, tw_timeline_model_row_free);
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
      /* The first move is where it joined; keep it even if it joined later. */
      guint n_moves = MAX (
          tw_timeline_model_upper_bound (row->moves->data, row->moves->len, sizeof (Move), tick),
          1);
      if (keep)
        {
          RowTail *rt = &tail->row_tails[i];
          rt->marks_whole = n_marks <= row->marks.len - n_marks;
          if (rt->marks_whole)
            {
              rt->marks = row->marks;
              row->marks.cap = MAX (n_marks + 1, 8); /* + the cut run */
              row->marks.data = g_new (TwTimelineMark, row->marks.cap);
              memcpy (row->marks.data, rt->marks.data, n_marks * sizeof (TwTimelineMark));
            }
          else
            {
              rt->marks.len = rt->marks.cap = row->marks.len - n_marks;
              rt->marks.data
                  = g_memdup2 (row->marks.data + n_marks, rt->marks.len * sizeof (TwTimelineMark));
            }
          rt->moves = array_keep (&row->moves, n_moves, &rt->moves_whole);
          rt->ids = array_keep (&row->ids, ids_before (row->ids, tick), &rt->ids_whole);
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
      tail->actions = array_split_after (self->actions, tick);
      tail->battles = array_split_after (self->battles, tick);
      tail->floors = array_split_after (self->floors, tick);
      tail->deaths = array_split_after (self->deaths, tick);
    }
  else
    {
      tw_timeline_model_array_cut_after (self->actions, tick);
      tw_timeline_model_array_cut_after (self->battles, tick);
      tw_timeline_model_array_cut_after (self->floors, tick);
      tw_timeline_model_array_cut_after (self->deaths, tick);
    }
  guint n_skills = self->skills->len;
  while (n_skills > 0)
    {
      GArray *changes = ((StatusSkill *)g_ptr_array_index (self->skills, n_skills - 1))->changes;
      if (changes->len > 0 && g_array_index (changes, TwTimelineStatusChange, 0).tick <= tick)
        break;
      n_skills--;
    }
  for (guint i = n_skills; i < self->skills->len; i++)
    {
      StatusSkill *skill = g_ptr_array_index (self->skills, i);
      g_hash_table_remove (self->skill_by_id, skill->id);
      if (keep)
        g_ptr_array_add (tail->new_skills, skill);
    }
  if (keep)
    g_ptr_array_set_free_func (self->skills, NULL);
  g_ptr_array_set_size (self->skills, n_skills);
  g_ptr_array_set_free_func (self->skills, tw_timeline_model_status_skill_free);
  if (keep)
    {
      tail->n_skills = n_skills;
      tail->skill_changes = g_new0 (GArray *, n_skills);
    }
  for (guint i = 0; i < self->skills->len; i++)
    {
      GArray *changes = ((StatusSkill *)g_ptr_array_index (self->skills, i))->changes;
      if (keep)
        tail->skill_changes[i] = array_split_after (changes, tick);
      else
        tw_timeline_model_array_cut_after (changes, tick);
    }

  if (tail)
    tail->n_ticks = n_ticks;
  self->last_action_cost_unknown = FALSE;
  self->pass_open = TRUE;
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

void
tw_timeline_model_shift_clocks (TwTimelineModel *self, guint from_tick, gint64 delta)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  for (guint t = from_tick; t < self->clocks->len; t++)
    g_array_index (self->clocks, gint64, t) += delta;
  tw_timeline_model_emit_changed (self);
}

TwTimelineTail *
tw_timeline_model_truncate_keep (TwTimelineModel *self, guint tick)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), NULL);
  return truncate_impl (self, tick, TRUE);
}

gboolean
tw_timeline_model_restore_tail (TwTimelineModel *self, TwTimelineTail *tail)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), FALSE);
  g_return_val_if_fail (tail != NULL, FALSE);
  if (self->clocks->len != tail->n_ticks || self->rows->len != tail->n_rows
      || self->skills->len != tail->n_skills)
    return FALSE;
  array_put_back (&self->clocks, g_steal_pointer (&tail->clocks), tail->clocks_whole);
  array_put_back (&self->map_turns, g_steal_pointer (&tail->map_turns), tail->map_turns_whole);
  for (guint i = 0; i < tail->n_rows; i++)
    {
      Row *row = tw_timeline_model_row_at (self, i);
      RowTail *rt = &tail->row_tails[i];
      if (rt->marks_whole)
        {
          g_free (row->marks.data);
          row->marks = rt->marks;
        }
      else
        {
          tw_timeline_marks_join (&row->marks, rt->marks.data, rt->marks.len);
          g_free (rt->marks.data);
        }
      rt->marks = (MarkArray){ 0 };
      array_put_back (&row->moves, g_steal_pointer (&rt->moves), rt->moves_whole);
      array_put_back (&row->ids, g_steal_pointer (&rt->ids), rt->ids_whole);
      row->time_cost = rt->time_cost;
      row->time_cost_inferred = rt->time_cost_inferred;
      row->act_type = rt->act_type;
      row->last_act_tick = rt->last_act_tick;
      row->pending_move_tick = rt->pending_move_tick;
      if (row->implied)
        g_array_unref (row->implied);
      row->implied = g_steal_pointer (&rt->implied);
      row->implied_synced = rt->implied_synced;
    }
  for (guint i = 0; i < tail->new_rows->len; i++)
    g_ptr_array_add (self->rows, g_ptr_array_index (tail->new_rows, i));
  g_ptr_array_set_free_func (tail->new_rows, NULL);
  tw_timeline_model_rebuild_row_index (self);
  array_join (self->actions, g_steal_pointer (&tail->actions));
  array_join (self->battles, g_steal_pointer (&tail->battles));
  array_join (self->floors, g_steal_pointer (&tail->floors));
  array_join (self->deaths, g_steal_pointer (&tail->deaths));
  for (guint i = 0; i < tail->n_skills; i++)
    array_join (((StatusSkill *)g_ptr_array_index (self->skills, i))->changes,
                g_steal_pointer (&tail->skill_changes[i]));
  for (guint i = 0; i < tail->new_skills->len; i++)
    {
      StatusSkill *skill = g_ptr_array_index (tail->new_skills, i);
      g_ptr_array_add (self->skills, skill);
      g_hash_table_insert (self->skill_by_id, (gpointer)skill->id, skill);
    }
  g_ptr_array_set_free_func (tail->new_skills, NULL);
  self->last_action_cost_unknown = tail->last_action_cost_unknown;
  self->pass_open = tail->pass_open;
  self->last_stamp = tail->last_stamp;
  /* What is left of the tail owns nothing now. */
  tail->clocks = g_array_new (FALSE, FALSE, sizeof (gint64));
  tail->map_turns = g_array_new (FALSE, FALSE, sizeof (gint64));
  tail->actions = g_array_new (FALSE, FALSE, 1);
  tail->battles = g_array_new (FALSE, FALSE, 1);
  tail->floors = g_array_new (FALSE, FALSE, 1);
  tail->deaths = g_array_new (FALSE, FALSE, 1);
  for (guint i = 0; i < tail->n_skills; i++)
    tail->skill_changes[i] = g_array_new (FALSE, FALSE, 1);
  tw_timeline_model_notify_n_ticks (self);
  tw_timeline_model_emit_changed (self);
  return TRUE;
}
