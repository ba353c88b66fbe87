/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model.c: the timeline's data, fed tick by tick by the feed
 * (tw-timeline-feed.c), from the engine or from a trace, and the queries the
 * drawing makes. Truncation and the kept futures are in
 * tw-timeline-model-store.c. */
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

#define GAUGE_MAX 0xFFFFFFu
#define UNKNOWN_COST TW_TIMELINE_COST_UNKNOWN

static gint16
to_coord (int value)
{
  return (gint16)CLAMP (value, G_MININT16, G_MAXINT16);
}

G_DEFINE_FINAL_TYPE (TwTimelineModel, tw_timeline_model, G_TYPE_OBJECT)
/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-timeline-model-error-quark, tw_timeline_model_error)
/* clang-format on */

enum
{
  PROP_0,
  PROP_N_TICKS,
  PROP_VISIBLE_START,
  PROP_VISIBLE_END,
  PROP_SELECTED_TICK,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The result names are the engine's: its first values are the act results. */
G_STATIC_ASSERT ((int)TW_TIMELINE_RESULT_IDLE == (int)TW_RESULT_IDLE);
G_STATIC_ASSERT ((int)TW_TIMELINE_RESULT_SUMMONED == (int)TW_RESULT_SUMMONED);
G_STATIC_ASSERT ((int)TW_TIMELINE_N_RESULTS == (int)TW_RESULT_SUMMONED + 1);

const char *
tw_timeline_act_result_to_string (TwTimelineActResult result)
{
  g_return_val_if_fail (result < TW_TIMELINE_N_RESULTS, "idle");
  return tw_event_result_to_string ((TwEventResult)result);
}

gboolean
tw_timeline_act_result_from_string (const char *text, TwTimelineActResult *result)
{
  TwEventResult value;
  if (!tw_event_result_from_string (text, &value) || value >= (TwEventResult)TW_TIMELINE_N_RESULTS)
    return FALSE;
  *result = (TwTimelineActResult)value;
  return TRUE;
}

/* --- Sorted arrays whose elements start with a guint32 tick --- */

/* First index whose tick is at least @tick. */
static guint
lower_bound (const void *base, guint n, gsize size, guint32 tick)
{
  return tick == 0 ? 0 : tw_timeline_model_upper_bound (base, n, size, tick - 1);
}

static const void *
slice (const void *base, guint n, gsize size, guint from, guint to, guint *n_out)
{
  guint first = lower_bound (base, n, size, from);
  guint end = to < from ? first : tw_timeline_model_upper_bound (base, n, size, to);
  *n_out = end - first;
  return (const char *)base + (gsize)first * size;
}

static const void *
array_slice (GArray *array, guint from, guint to, guint *n_out)
{
  return slice (array->data, array->len, g_array_get_element_size (array), from, to, n_out);
}

void
tw_timeline_model_array_cut_after (GArray *array, guint32 tick)
{
  g_array_set_size (array, tw_timeline_model_upper_bound (array->data, array->len,
                                                          g_array_get_element_size (array), tick));
}

/* --- Rows --- */

void
tw_timeline_model_row_free (gpointer data)
{
  Row *row = data;
  g_free (row->marks.data);
  g_array_unref (row->moves);
  g_array_unref (row->ids);
  if (row->implied)
    g_array_unref (row->implied);
  g_aligned_free (row);
}

void
tw_timeline_model_status_skill_free (gpointer data)
{
  StatusSkill *skill = data;
  g_array_unref (skill->changes);
  g_free (skill);
}

const char *
tw_timeline_model_intern (TwTimelineModel *self, const char *text)
{
  if (text == NULL)
    text = "";
  /* A frame's action text and reason are most often those of a frame just
   * before ("move right", ""): compared first, not hashed (issue 20). The
   * chunk is never cleared: the strings stay. */
  for (guint i = 0; i < G_N_ELEMENTS (self->recent_interned); i++)
    if (self->recent_interned[i] != NULL && strcmp (self->recent_interned[i], text) == 0)
      return self->recent_interned[i];
  const char *interned = g_string_chunk_insert_const (self->strings, text);
  self->recent_interned[self->next_recent_interned++ % G_N_ELEMENTS (self->recent_interned)]
      = interned;
  return interned;
}

static const char *
intern (TwTimelineModel *self, const char *text)
{
  return tw_timeline_model_intern (self, text);
}

static guint32
current_stamp (TwTimelineModel *self)
{
  return tw_timeline_model_current_stamp (self);
}

static void
close_pass (TwTimelineModel *self)
{
  self->pass_open = FALSE;
}

static gboolean
row_is_scheduled (Row *row)
{
  return tw_timeline_row_is_scheduled (row);
}

static guint
row_gauge_now (Row *row, guint32 stamp)
{
  TwTimelineMark last = tw_timeline_marks_last (&row->marks);
  return MIN (GAUGE_MAX, last.gauge + (stamp - last.tick));
}

static void
row_add_mark (Row *row, guint32 tick, TwTimelineMarkKind kind, guint gauge,
              TwTimelineActResult result)
{
  TwTimelineMark mark
      = { .tick = tick, .gauge = MIN (gauge, GAUGE_MAX), .kind = kind, .result = result };
  tw_timeline_marks_push (&row->marks, mark);
}

static void
row_add_move (TwTimelineModel *self, Row *row, guint32 tick, const char *runtime_id, int x, int y)
{
  tw_timeline_row_add_move (row, tick, intern (self, runtime_id), x, y);
}

int
tw_timeline_model_lookup_row (TwTimelineModel *self, const char *runtime_id)
{
  gpointer value;
  if (runtime_id == NULL
      || !g_hash_table_lookup_extended (self->row_by_id, runtime_id, NULL, &value))
    return -1;
  return (int)GPOINTER_TO_UINT (value) - 1;
}

static int
lookup_row (TwTimelineModel *self, const char *runtime_id)
{
  return tw_timeline_model_lookup_row (self, runtime_id);
}

void
tw_timeline_model_map_runtime_id (TwTimelineModel *self, const char *runtime_id, guint row)
{
  const char *key = intern (self, runtime_id);
  gpointer old = g_hash_table_lookup (self->row_by_id, key);
  if (old == GUINT_TO_POINTER (row + 1))
    return;
  /* The key cache may hold this runtimeId's old row. */
  if (old != NULL)
    tw_timeline_model_keys_invalidate (self);
  g_hash_table_insert (self->row_by_id, (gpointer)key, GUINT_TO_POINTER (row + 1));
}

static void
map_runtime_id (TwTimelineModel *self, const char *runtime_id, guint row)
{
  tw_timeline_model_map_runtime_id (self, runtime_id, row);
}

static const char *
row_runtime_id (Row *row)
{
  return tw_timeline_row_now (row)->runtime_id;
}

static guint
row_new (TwTimelineModel *self, const char *runtime_id, const char *enemy_id, const char *name,
         int x, int y, guint time_cost, TwActType act_type)
{
  Row *row = g_aligned_alloc0 (1, sizeof (Row), 64); /* see Row */
  row->enemy_id = intern (self, enemy_id);
  row->name = intern (self, name != NULL && *name != '\0' ? name : enemy_id);
  row->time_cost = time_cost;
  row->act_type = act_type;
  row->moves = g_array_new (FALSE, FALSE, sizeof (Move));
  row->ids = g_array_new (FALSE, FALSE, sizeof (Cell));
  row->last_act_tick = NO_TICK;
  row->pending_move_tick = NO_TICK;
  Cell cell = {
    .tick = 0, .x = to_coord (x), .y = to_coord (y), .runtime_id = intern (self, runtime_id)
  };
  Move first = { .tick = 0, .cell = 0 };
  g_array_append_val (row->moves, first);
  g_array_append_val (row->ids, cell);
  g_ptr_array_add (self->rows, row);
  guint index = self->rows->len - 1;
  map_runtime_id (self, runtime_id, index);
  return index;
}

void
tw_timeline_model_rebuild_row_index (TwTimelineModel *self)
{
  g_hash_table_remove_all (self->row_by_id);
  tw_timeline_model_keys_invalidate (self);
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = tw_timeline_model_row_at (self, i);
      /* Its moves may be another array now (a cut or an exchange). */
      row->moves_cap = 0;
      /* Each runtimeId once: a patrol's thousands of moves have two. They
       * are interned and the key cache is cleared above: inserted as they
       * are (map_runtime_id would intern each again; issue 20, undoing a fork). */
      for (guint m = 0; m < row->ids->len; m++)
        g_hash_table_insert (self->row_by_id,
                             (gpointer)g_array_index (row->ids, Cell, m).runtime_id,
                             GUINT_TO_POINTER (i + 1));
    }
}

/* --- GObject --- */

static void
tw_timeline_model_finalize (GObject *object)
{
  TwTimelineModel *self = TW_TIMELINE_MODEL (object);
  g_ptr_array_unref (self->rows);
  g_hash_table_unref (self->row_by_id);
  tw_timeline_model_keys_free (self);
  tw_timeline_marks_scratch_free (self);
  g_array_unref (self->clocks);
  g_array_unref (self->map_turns);
  g_array_unref (self->actions);
  g_array_unref (self->battles);
  g_array_unref (self->floors);
  g_array_unref (self->deaths);
  g_ptr_array_unref (self->skills);
  g_hash_table_unref (self->skill_by_id);
  g_string_chunk_free (self->strings);
  G_OBJECT_CLASS (tw_timeline_model_parent_class)->finalize (object);
}

static void
tw_timeline_model_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwTimelineModel *self = TW_TIMELINE_MODEL (object);
  switch (prop_id)
    {
    case PROP_N_TICKS:
      g_value_set_uint (value, self->clocks->len);
      break;
    case PROP_VISIBLE_START:
      g_value_set_double (value, self->visible_start);
      break;
    case PROP_VISIBLE_END:
      g_value_set_double (value, self->visible_end);
      break;
    case PROP_SELECTED_TICK:
      g_value_set_int64 (value, self->selected_tick);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_timeline_model_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TwTimelineModel *self = TW_TIMELINE_MODEL (object);
  switch (prop_id)
    {
    case PROP_VISIBLE_START:
      tw_timeline_model_set_visible_range (self, g_value_get_double (value), self->visible_end);
      break;
    case PROP_VISIBLE_END:
      tw_timeline_model_set_visible_range (self, self->visible_start, g_value_get_double (value));
      break;
    case PROP_SELECTED_TICK:
      tw_timeline_model_set_selected_tick (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_timeline_model_class_init (TwTimelineModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = tw_timeline_model_finalize;
  object_class->get_property = tw_timeline_model_get_property;
  object_class->set_property = tw_timeline_model_set_property;

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_N_TICKS]
      = g_param_spec_uint ("n-ticks", NULL, NULL, 1, G_MAXUINT32, 1,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VISIBLE_START]
      = g_param_spec_double ("visible-start", NULL, NULL, 0, G_MAXUINT32, 0, rw);
  properties[PROP_VISIBLE_END]
      = g_param_spec_double ("visible-end", NULL, NULL, 0, G_MAXUINT32, 0, rw);
  properties[PROP_SELECTED_TICK]
      = g_param_spec_int64 ("selected-tick", NULL, NULL, -1, G_MAXUINT32, -1, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Something was added or dropped: redraw. Emitted once per tick, frame,
   * floor change, death, truncation and trace load, not per enemy event. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
tw_timeline_model_init (TwTimelineModel *self)
{
  self->strings = g_string_chunk_new (4096);
  self->clocks = g_array_new (FALSE, TRUE, sizeof (gint64));
  self->map_turns = g_array_new (FALSE, TRUE, sizeof (gint64));
  g_array_set_size (self->clocks, 1);
  g_array_set_size (self->map_turns, 1);
  self->pass_open = TRUE;
  self->rows = g_ptr_array_new_with_free_func (tw_timeline_model_row_free);
  self->row_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->actions = g_array_new (FALSE, FALSE, sizeof (TwTimelinePlayerAction));
  self->battles = g_array_new (FALSE, FALSE, sizeof (TwTimelineBattle));
  self->floors = g_array_new (FALSE, FALSE, sizeof (TwTimelineFloor));
  self->deaths = g_array_new (FALSE, FALSE, sizeof (TwTimelineDeath));
  self->skills = g_ptr_array_new_with_free_func (tw_timeline_model_status_skill_free);
  self->skill_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->selected_tick = -1;
}

TwTimelineModel *
tw_timeline_model_new (void)
{
  return g_object_new (TW_TYPE_TIMELINE_MODEL, NULL);
}

void
tw_timeline_model_emit_changed (TwTimelineModel *self)
{
  if (self->hold > 0)
    self->held_changed = TRUE;
  else
    g_signal_emit (self, signals[CHANGED], 0);
}

/* The n-ticks property changed (a tick, a truncation, a tail put back). */
void
tw_timeline_model_notify_n_ticks (TwTimelineModel *self)
{
  if (self->hold > 0)
    self->held_n_ticks = TRUE;
  else
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_TICKS]);
}

void
tw_timeline_model_hold_changes (TwTimelineModel *self)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  self->hold++;
}

void
tw_timeline_model_release_changes (TwTimelineModel *self)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self) && self->hold > 0);
  if (--self->hold > 0)
    return;
  if (self->held_n_ticks)
    tw_timeline_model_notify_n_ticks (self);
  if (self->held_changed)
    tw_timeline_model_emit_changed (self);
  self->held_n_ticks = self->held_changed = FALSE;
}

/* --- Feed --- */

/* An action whose trace event gave no timeCost lasts until the next frame. */
static void
settle_unknown_action_cost (TwTimelineModel *self)
{
  if (!self->last_action_cost_unknown || self->actions->len == 0)
    return;
  TwTimelinePlayerAction *last
      = &g_array_index (self->actions, TwTimelinePlayerAction, self->actions->len - 1);
  last->time_cost = self->clocks->len > last->tick ? self->clocks->len - last->tick : 0;
  self->last_action_cost_unknown = FALSE;
}

guint
tw_timeline_model_begin_tick (TwTimelineModel *self, gint64 clock, gint64 map_turn)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  /* The settled clock: one more than the clock the frame began with, or
   * than the tick before's, and never more than the engine's (which holds
   * the whole frame's time from its first tick on). */
  gint64 base = self->frame_clock_set
                    ? self->frame_clock
                    : g_array_index (self->clocks, gint64, self->clocks->len - 1);
  gint64 settled = MIN (clock, base + 1);
  self->frame_clock_set = FALSE;
  g_array_append_val (self->clocks, settled);
  g_array_append_val (self->map_turns, map_turn);
  self->pass_open = TRUE;
  self->seen_event = TRUE;
  guint tick = self->clocks->len - 1;
  self->last_stamp = MAX (self->last_stamp, tick);
  tw_timeline_model_notify_n_ticks (self);
  tw_timeline_model_emit_changed (self);
  return tick;
}

void
tw_timeline_model_enemy_join (TwTimelineModel *self, const char *runtime_id, const char *enemy_id,
                              const char *name, int x, int y, guint time_cost, TwActType act_type,
                              guint gauge)
{
  tw_timeline_model_enemy_join_full (self, runtime_id, enemy_id, name, x, y, time_cost, act_type,
                                     gauge, FALSE);
}

void
tw_timeline_model_enemy_join_full (TwTimelineModel *self, const char *runtime_id,
                                   const char *enemy_id, const char *name, int x, int y,
                                   guint time_cost, TwActType act_type, guint gauge,
                                   gboolean implied)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (runtime_id != NULL);
  guint32 stamp = current_stamp (self);
  int index = lookup_row (self, runtime_id);
  Row *row;
  if (index < 0)
    {
      index = (int)row_new (self, runtime_id, enemy_id, name, x, y, time_cost, act_type);
      row = tw_timeline_model_row_at (self, index);
      g_array_index (row->moves, Move, 0).tick = stamp;
      g_array_index (row->ids, Cell, 0).tick = stamp;
    }
  else
    {
      row = tw_timeline_model_row_at (self, index);
      tw_timeline_model_row_sync (self, row);
      if (row_is_scheduled (row))
        row_add_mark (row, stamp, TW_TIMELINE_MARK_LEAVE, 0, 0);
      if (time_cost > 0)
        {
          row->time_cost = time_cost;
          row->time_cost_inferred = FALSE;
        }
      row->act_type = act_type;
      const Cell *now = tw_timeline_row_now (row);
      if (now->x != to_coord (x) || now->y != to_coord (y)
          || strcmp (now->runtime_id, runtime_id) != 0)
        row_add_move (self, row, stamp, runtime_id, x, y);
      map_runtime_id (self, runtime_id, index);
    }
  row->last_act_tick = NO_TICK;
  row_add_mark (row, stamp, TW_TIMELINE_MARK_JOIN, gauge, 0);
  tw_timeline_model_row_implied_restart (self, row, stamp, gauge, implied ? MAX (time_cost, 1) : 0,
                                         FALSE);
}

void
tw_timeline_model_enemy_leave (TwTimelineModel *self, const char *runtime_id)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  int index = lookup_row (self, runtime_id);
  if (index < 0 || !row_is_scheduled (tw_timeline_model_row_at (self, index)))
    return;
  Row *row = tw_timeline_model_row_at (self, index);
  guint32 stamp = current_stamp (self);
  tw_timeline_model_row_sync (self, row);
  row_add_mark (row, stamp, TW_TIMELINE_MARK_LEAVE, 0, 0);
  tw_timeline_model_row_implied_restart (self, row, stamp, 0, 0, FALSE);
  row->last_act_tick = NO_TICK;
  row->pending_move_tick = NO_TICK;
}

static void
migrate_row (TwTimelineModel *self, int index, const char *new_runtime_id, int x, int y)
{
  Row *row = tw_timeline_model_row_at (self, index);
  /* Told twice (an action's `to`, then the list's migratePoint): once. */
  if (strcmp (row_runtime_id (row), new_runtime_id) == 0)
    return;
  row_add_move (self, row, current_stamp (self), new_runtime_id, x, y);
  map_runtime_id (self, new_runtime_id, index);
  row->pending_move_tick = NO_TICK;
}

/* migrate_row for a move whose target @to_row and interned runtimeId @to_id
 * the key cache gave (-1, NULL: not known). */
static void
migrate_row_known (TwTimelineModel *self, int index, int to_row, const char *to_id,
                   const char *new_runtime_id, int x, int y)
{
  Row *row = tw_timeline_model_row_at (self, index);
  if (to_row != index || to_id == NULL)
    {
      migrate_row (self, index, new_runtime_id, x, y);
      return;
    }
  /* Told twice (an action's `to`, then the list's migratePoint): once. The
   * runtimeId names this row already: no index change. */
  if (row_runtime_id (row) == to_id)
    return;
  tw_timeline_row_add_move (row, current_stamp (self), to_id, x, y);
  row->pending_move_tick = NO_TICK;
}

void
tw_timeline_model_enemy_migrate_seen (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                      const char *to, int to_x, int to_y)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (to != NULL || enemy->tower != NULL);
  int index = tw_timeline_model_lookup_enemy (self, enemy, NULL);
  if (index < 0)
    return;
  const char *to_id;
  char buf[256];
  int to_row = tw_timeline_model_lookup_cell (self, enemy, to, to_x, to_y, &to_id);
  if (to_row != index)
    to = tw_timeline_enemy_runtime_id (enemy, to, to_x, to_y, buf, sizeof buf);
  migrate_row_known (self, index, to_row, to_id, to, to_x, to_y);
}

void
tw_timeline_model_enemy_migrate (TwTimelineModel *self, const char *old_runtime_id,
                                 const char *new_runtime_id, int x, int y)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (new_runtime_id != NULL);
  int index = lookup_row (self, old_runtime_id);
  if (index >= 0)
    migrate_row (self, index, new_runtime_id, x, y);
}

static void act_on_row (TwTimelineModel *self, int index, const char *runtime_id, guint gauge_after,
                        TwTimelineActResult result);

/* An enemy seen first in an action, without its parts: a row that joins now. */
static int
join_unknown (TwTimelineModel *self, const char *runtime_id, guint gauge)
{
  tw_timeline_model_enemy_join (self, runtime_id, runtime_id, runtime_id, 0, 0, 0, TW_ACT_IDLE,
                                gauge);
  int index = lookup_row (self, runtime_id);
  tw_timeline_model_row_at (self, index)->time_cost_inferred = TRUE;
  return index;
}

void
tw_timeline_model_enemy_act (TwTimelineModel *self, const char *runtime_id, guint gauge_after,
                             TwTimelineActResult result)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (runtime_id != NULL && result < TW_TIMELINE_N_RESULTS);
  int index = lookup_row (self, runtime_id);
  if (index < 0)
    index = join_unknown (self, runtime_id, gauge_after);
  act_on_row (self, index, runtime_id, gauge_after, result);
}

static void
act_on_row (TwTimelineModel *self, int index, const char *runtime_id, guint gauge_after,
            TwTimelineActResult result)
{
  if (!row_is_scheduled (tw_timeline_model_row_at (self, index)))
    {
      Row *left = tw_timeline_model_row_at (self, index);
      const Cell *now = tw_timeline_row_now (left);
      tw_timeline_model_enemy_join (self, runtime_id, left->enemy_id, left->name, now->x, now->y,
                                    left->time_cost, left->act_type, gauge_after);
    }
  Row *row = tw_timeline_model_row_at (self, index);
  guint32 stamp = current_stamp (self);
  /* An action fed for a row whose actions were implied: they are fed from now on. */
  if (G_UNLIKELY (row->implied != NULL))
    tw_timeline_model_row_implied_restart (self, row, stamp, 0, 0, TRUE);
  /* Without a timeCost (a trace), the gauge arithmetic gives it back:
   * before = previous gauge + ticks since; after = before - timeCost. */
  if ((row->time_cost == 0 || row->time_cost_inferred) && row->last_act_tick != NO_TICK)
    {
      guint before = row_gauge_now (row, stamp);
      if (before > gauge_after)
        {
          row->time_cost = before - gauge_after;
          row->time_cost_inferred = TRUE;
        }
    }
  row_add_mark (row, stamp, TW_TIMELINE_MARK_ACT, gauge_after, result);
  row->last_act_tick = stamp;
  if (result == TW_TIMELINE_RESULT_MOVED)
    row->pending_move_tick = stamp;
}

void
tw_timeline_model_battle (TwTimelineModel *self, const char *enemy_runtime_id, gboolean by_enemy,
                          gint64 damage, gboolean success, const TwTimelineSettle *settle)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (settle != NULL);
  TwTimelineBattle battle = {
    .tick = current_stamp (self),
    .row = lookup_row (self, enemy_runtime_id),
    .enemy = intern (self, enemy_runtime_id),
    .by_enemy = by_enemy,
    .success = success,
    .damage = damage,
    .settle = *settle,
  };
  g_array_append_val (self->battles, battle);
  if (success)
    tw_timeline_model_enemy_leave (self, enemy_runtime_id);
}

void
tw_timeline_model_player_action (TwTimelineModel *self, const char *text, const char *reason,
                                 guint time_cost)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  settle_unknown_action_cost (self);
  close_pass (self);
  TwTimelinePlayerAction action = { .tick = current_stamp (self),
                                    .time_cost = time_cost,
                                    .text = intern (self, text),
                                    .reason = intern (self, reason) };
  if (time_cost == UNKNOWN_COST)
    {
      action.time_cost = 0;
      self->last_action_cost_unknown = TRUE;
    }
  g_array_append_val (self->actions, action);
  tw_timeline_model_emit_changed (self);
}

void
tw_timeline_model_set_action_time_cost (TwTimelineModel *self, guint time_cost, const char *reason)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  if (self->actions->len == 0)
    return;
  TwTimelinePlayerAction *last
      = &g_array_index (self->actions, TwTimelinePlayerAction, self->actions->len - 1);
  if (last->refused)
    return;
  last->time_cost = time_cost;
  if (reason != NULL)
    last->reason = intern (self, reason);
  self->last_action_cost_unknown = FALSE;
  tw_timeline_model_emit_changed (self);
}

void
tw_timeline_model_set_action_text (TwTimelineModel *self, const char *text)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (text != NULL);
  if (self->actions->len == 0)
    return;
  g_array_index (self->actions, TwTimelinePlayerAction, self->actions->len - 1).text
      = intern (self, text);
  tw_timeline_model_emit_changed (self);
}

void
tw_timeline_model_refused (TwTimelineModel *self, const char *text, const char *reason)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  settle_unknown_action_cost (self);
  close_pass (self);
  TwTimelinePlayerAction action = { .tick = current_stamp (self),
                                    .text = intern (self, text),
                                    .reason = intern (self, reason),
                                    .refused = TRUE };
  g_array_append_val (self->actions, action);
  tw_timeline_model_emit_changed (self);
}

void
tw_timeline_model_status (TwTimelineModel *self, const char *skill_id, int layers)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (skill_id != NULL);
  StatusSkill *skill = g_hash_table_lookup (self->skill_by_id, skill_id);
  if (skill == NULL)
    {
      skill = g_new0 (StatusSkill, 1);
      skill->id = intern (self, skill_id);
      skill->changes = g_array_new (FALSE, FALSE, sizeof (TwTimelineStatusChange));
      g_ptr_array_add (self->skills, skill);
      g_hash_table_insert (self->skill_by_id, (gpointer)skill->id, skill);
    }
  TwTimelineStatusChange change = { .tick = current_stamp (self), .layers = layers };
  g_array_append_val (skill->changes, change);
}

void
tw_timeline_model_floor (TwTimelineModel *self, const char *floor_id)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  TwTimelineFloor floor = { .tick = current_stamp (self), .floor_id = intern (self, floor_id) };
  g_array_append_val (self->floors, floor);
  tw_timeline_model_emit_changed (self);
}

void
tw_timeline_model_death (TwTimelineModel *self, const char *cause)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  TwTimelineDeath death = { .tick = current_stamp (self), .cause = intern (self, cause) };
  g_array_append_val (self->deaths, death);
  tw_timeline_model_emit_changed (self);
}

/* --- What events tell beyond the feed calls (tw-timeline-model-private.h) --- */

/* A trace without moves: an unknown runtimeId of the same floor and enemy id
 * next to the cell of an enemy that just moved is that enemy. Its row, or -1. */
static int
find_moved_row (TwTimelineModel *self, const TwTimelineEnemy *enemy)
{
  if (enemy->floor_id == NULL)
    return -1;
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = tw_timeline_model_row_at (self, i);
      if (row->pending_move_tick == NO_TICK || !row_is_scheduled (row)
          || strcmp (row->enemy_id, enemy->enemy_id) != 0)
        continue;
      const Cell *now = tw_timeline_row_now (row);
      if (ABS (now->x - enemy->x) + ABS (now->y - enemy->y) != 1)
        continue;
      /* Same floor: the row's runtimeId is the one this enemy had on its cell. */
      g_autofree char *there
          = g_strdup_printf ("%s:%d:%d:%s", enemy->floor_id, now->x, now->y, enemy->enemy_id);
      if (strcmp (now->runtime_id, there) != 0)
        continue;
      row_add_move (self, row, row->pending_move_tick, enemy->runtime_id, enemy->x, enemy->y);
      map_runtime_id (self, enemy->runtime_id, i);
      row->pending_move_tick = NO_TICK;
      return (int)i;
    }
  return -1;
}

void
tw_timeline_model_link_moved (TwTimelineModel *self, const TwTimelineEnemy *enemy)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  if (enemy->runtime_id != NULL && lookup_row (self, enemy->runtime_id) < 0)
    find_moved_row (self, enemy);
}

/* The row of an enemy seen first in an action: it joins here, its gauge
 * before this action unknown. */
static int
join_seen (TwTimelineModel *self, const TwTimelineSeenAct *act)
{
  const TwTimelineEnemy *who = &act->enemy;
  tw_timeline_model_enemy_join (self, who->runtime_id, who->enemy_id, who->name, who->x, who->y,
                                act->time_cost, act->act_type, 0);
  int index = lookup_row (self, who->runtime_id);
  Row *row = tw_timeline_model_row_at (self, index);
  row->time_cost_inferred = act->time_cost == 0;
  row->marks.data[row->marks.len - 1].gauge = MIN (act->gauge, GAUGE_MAX);
  return index;
}

void
tw_timeline_model_enemy_act_seen (TwTimelineModel *self, const TwTimelineSeenAct *act)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  g_return_if_fail (act->enemy.runtime_id != NULL || act->enemy.tower != NULL);
  int index = tw_timeline_model_lookup_enemy (self, &act->enemy, NULL);
  char id_buf[256], to_buf[256];
  TwTimelineSeenAct spelled;
  if (index < 0 && act->enemy.runtime_id == NULL)
    {
      /* A new enemy, named by its parts only: spell its runtimeId. */
      spelled = *act;
      spelled.enemy.runtime_id = tw_timeline_enemy_runtime_id (&act->enemy, NULL, act->enemy.x,
                                                               act->enemy.y, id_buf, sizeof id_buf);
      act = &spelled;
    }
  if (index < 0)
    index = find_moved_row (self, &act->enemy);
  if (index < 0)
    index = join_seen (self, act);
  Row *row = tw_timeline_model_row_at (self, index);
  row->act_type = act->act_type;
  if (act->time_cost > 0)
    {
      row->time_cost = act->time_cost;
      row->time_cost_inferred = FALSE;
    }
  /* A trace's `gauge` still at or above a known timeCost was written before
   * the subtraction. */
  guint gauge = act->gauge;
  if (!act->gauge_is_after && row->time_cost > 0 && !row->time_cost_inferred
      && gauge >= row->time_cost)
    gauge -= row->time_cost;
  if (!row_is_scheduled (row) && act->enemy.runtime_id == NULL)
    {
      /* act_on_row joins it again by its runtimeId. */
      spelled = *act;
      spelled.enemy.runtime_id = tw_timeline_enemy_runtime_id (&act->enemy, NULL, act->enemy.x,
                                                               act->enemy.y, id_buf, sizeof id_buf);
      act = &spelled;
    }
  act_on_row (self, index, act->enemy.runtime_id, gauge, act->result);
  if ((act->to != NULL || act->enemy.tower != NULL) && act->result == TW_TIMELINE_RESULT_MOVED)
    {
      const char *to_id, *to = act->to;
      int to_row
          = tw_timeline_model_lookup_cell (self, &act->enemy, to, act->to_x, act->to_y, &to_id);
      if (to_row != index)
        to = tw_timeline_enemy_runtime_id (&act->enemy, to, act->to_x, act->to_y, to_buf,
                                           sizeof to_buf);
      /* Back on a cell the row had (to_row == index): known by its interned id. */
      if (to != NULL || to_row == index)
        migrate_row_known (self, index, to_row, to_id, to, act->to_x, act->to_y);
    }
}

void
tw_timeline_model_trace_loaded (TwTimelineModel *self)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  settle_unknown_action_cost (self);
  tw_timeline_model_emit_changed (self);
}

void
tw_timeline_model_frame_clock (TwTimelineModel *self, gint64 clock)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  self->frame_clock = clock;
  self->frame_clock_set = TRUE;
}

void
tw_timeline_model_first_event (TwTimelineModel *self, gint64 clock, gint64 map_turn)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  if (!self->seen_event && self->clocks->len == 1)
    {
      g_array_index (self->clocks, gint64, 0) = clock;
      g_array_index (self->map_turns, gint64, 0) = map_turn;
    }
  self->seen_event = TRUE;
}

/* --- Queries --- */

guint
tw_timeline_model_get_n_ticks (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 1);
  return self->clocks->len;
}

guint
tw_timeline_model_get_last_tick (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  return MAX (self->last_stamp, self->clocks->len - 1);
}

TwTimelineTickTime
tw_timeline_model_get_tick_time (TwTimelineModel *self, guint tick)
{
  TwTimelineTickTime time = { 0, 0 };
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), time);
  guint i = MIN (tick, self->clocks->len - 1);
  time.clock = g_array_index (self->clocks, gint64, i);
  time.map_turn = g_array_index (self->map_turns, gint64, i);
  return time;
}

gint64
tw_timeline_model_get_clock (TwTimelineModel *self, guint tick)
{
  return tw_timeline_model_get_tick_time (self, tick).clock;
}

gint64
tw_timeline_model_get_map_turn (TwTimelineModel *self, guint tick)
{
  return tw_timeline_model_get_tick_time (self, tick).map_turn;
}

const char *
tw_timeline_model_get_floor_at (TwTimelineModel *self, guint tick)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), NULL);
  guint i = tw_timeline_model_upper_bound (self->floors->data, self->floors->len,
                                           sizeof (TwTimelineFloor), tick);
  return i == 0 ? NULL : g_array_index (self->floors, TwTimelineFloor, i - 1).floor_id;
}

guint
tw_timeline_model_get_n_rows (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  return self->rows->len;
}

#define CHECK_ROW(val)                                                                             \
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && row < self->rows->len, val)

const char *
tw_timeline_model_row_get_runtime_id (TwTimelineModel *self, guint row)
{
  CHECK_ROW (NULL);
  return row_runtime_id (tw_timeline_model_row_at (self, row));
}

const char *
tw_timeline_model_row_get_enemy_id (TwTimelineModel *self, guint row)
{
  CHECK_ROW (NULL);
  return tw_timeline_model_row_at (self, row)->enemy_id;
}

const char *
tw_timeline_model_row_get_name (TwTimelineModel *self, guint row)
{
  CHECK_ROW (NULL);
  return tw_timeline_model_row_at (self, row)->name;
}

guint
tw_timeline_model_row_get_time_cost (TwTimelineModel *self, guint row)
{
  CHECK_ROW (0);
  Row *r = tw_timeline_model_row_at (self, row);
  tw_timeline_model_row_sync (self, r); /* its last action tells it */
  return r->time_cost;
}

TwActType
tw_timeline_model_row_get_act_type (TwTimelineModel *self, guint row)
{
  CHECK_ROW (TW_ACT_IDLE);
  return tw_timeline_model_row_at (self, row)->act_type;
}

void
tw_timeline_model_row_get_position (TwTimelineModel *self, guint row, guint tick, int *x, int *y)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self) && row < self->rows->len);
  const Row *r = tw_timeline_model_row_at (self, row);
  guint i = tw_timeline_model_upper_bound (r->moves->data, r->moves->len, sizeof (Move), tick);
  const Cell *cell = tw_timeline_row_move_cell (r, i == 0 ? 0 : i - 1);
  *x = cell->x;
  *y = cell->y;
}

int
tw_timeline_model_find_row (TwTimelineModel *self, const char *runtime_id)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), -1);
  return lookup_row (self, runtime_id);
}

gboolean
tw_timeline_model_row_gauge_at (TwTimelineModel *self, guint row, guint tick, guint *gauge)
{
  CHECK_ROW (FALSE);
  TwTimelineMark mark;
  tw_timeline_model_row_sync (self, tw_timeline_model_row_at (self, row));
  if (!tw_timeline_marks_at (&tw_timeline_model_row_at (self, row)->marks, tick, &mark)
      || mark.kind == TW_TIMELINE_MARK_LEAVE)
    return FALSE;
  if (gauge != NULL)
    *gauge = mark.gauge + (tick - mark.tick);
  return TRUE;
}

gboolean
tw_timeline_model_row_alive_in (TwTimelineModel *self, guint row, guint from, guint to)
{
  CHECK_ROW (FALSE);
  const MarkArray *marks = &tw_timeline_model_row_at (self, row)->marks;
  guint i = tw_timeline_model_upper_bound (marks->data, marks->len, sizeof (TwTimelineMark), from);
  if (i > 0 && marks->data[i - 1].kind != TW_TIMELINE_MARK_LEAVE)
    return TRUE;
  /* Not scheduled at @from: the next mark, if any, is a join. */
  return i < marks->len && marks->data[i].tick <= to;
}

void
tw_timeline_model_rows_alive_in (TwTimelineModel *self, guint from, guint to, GArray *rows)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self) && rows != NULL);
  for (guint i = 0; i < self->rows->len; i++)
    if (tw_timeline_model_row_alive_in (self, i, from, to))
      g_array_append_val (rows, i);
}

const TwTimelineMark *
tw_timeline_model_row_get_marks (TwTimelineModel *self, guint row, guint from, guint to,
                                 guint *n_marks)
{
  CHECK_ROW (NULL);
  g_return_val_if_fail (n_marks != NULL, NULL);
  tw_timeline_model_row_sync (self, tw_timeline_model_row_at (self, row));
  return tw_timeline_marks_slice (self, row, &tw_timeline_model_row_at (self, row)->marks, from, to,
                                  n_marks);
}

const TwTimelinePlayerAction *
tw_timeline_model_get_player_actions (TwTimelineModel *self, guint from, guint to, guint *n)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && n != NULL, NULL);
  return array_slice (self->actions, from, to, n);
}

const TwTimelineBattle *
tw_timeline_model_get_battles (TwTimelineModel *self, guint from, guint to, guint *n)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && n != NULL, NULL);
  return array_slice (self->battles, from, to, n);
}

const TwTimelineFloor *
tw_timeline_model_get_floors (TwTimelineModel *self, guint from, guint to, guint *n)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && n != NULL, NULL);
  return array_slice (self->floors, from, to, n);
}

const TwTimelineDeath *
tw_timeline_model_get_deaths (TwTimelineModel *self, guint from, guint to, guint *n)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && n != NULL, NULL);
  return array_slice (self->deaths, from, to, n);
}

guint
tw_timeline_model_get_n_status_skills (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  return self->skills->len;
}

static StatusSkill *
skill_at (TwTimelineModel *self, guint skill)
{
  return g_ptr_array_index (self->skills, skill);
}

const char *
tw_timeline_model_status_skill_get_id (TwTimelineModel *self, guint skill)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && skill < self->skills->len, NULL);
  return skill_at (self, skill)->id;
}

int
tw_timeline_model_status_skill_layers_at (TwTimelineModel *self, guint skill, guint tick)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && skill < self->skills->len,
                        TW_TIMELINE_LAYERS_OFF);
  GArray *changes = skill_at (self, skill)->changes;
  guint i = tw_timeline_model_upper_bound (changes->data, changes->len,
                                           sizeof (TwTimelineStatusChange), tick);
  return i == 0 ? TW_TIMELINE_LAYERS_OFF
                : g_array_index (changes, TwTimelineStatusChange, i - 1).layers;
}

const TwTimelineStatusChange *
tw_timeline_model_status_skill_get_changes (TwTimelineModel *self, guint skill, guint from,
                                            guint to, guint *n)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self) && skill < self->skills->len && n != NULL,
                        NULL);
  return array_slice (skill_at (self, skill)->changes, from, to, n);
}

double
tw_timeline_model_get_visible_start (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  return self->visible_start;
}

double
tw_timeline_model_get_visible_end (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  return self->visible_end;
}

void
tw_timeline_model_set_visible_range (TwTimelineModel *self, double start, double end)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  start = CLAMP (start, 0, G_MAXUINT32);
  end = CLAMP (end, start, G_MAXUINT32);
  g_object_freeze_notify (G_OBJECT (self));
  if (start != self->visible_start)
    {
      self->visible_start = start;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_START]);
    }
  if (end != self->visible_end)
    {
      self->visible_end = end;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_END]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

gint64
tw_timeline_model_get_selected_tick (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), -1);
  return self->selected_tick;
}

void
tw_timeline_model_set_selected_tick (TwTimelineModel *self, gint64 tick)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (self));
  tick = CLAMP (tick, -1, (gint64)G_MAXUINT32);
  if (tick == self->selected_tick)
    return;
  self->selected_tick = tick;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TICK]);
}

gsize
tw_timeline_model_get_memory_size (TwTimelineModel *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), 0);
  gsize size = sizeof *self + 2 * self->clocks->len * sizeof (gint64);
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = tw_timeline_model_row_at (self, i);
      size += sizeof *row + row->marks.cap * sizeof (TwTimelineMark)
              + row->moves->len * sizeof (Move) + row->ids->len * sizeof (Cell)
              + (row->implied ? row->implied->len * sizeof (ImpliedRun) : 0);
    }
  size += self->actions->len * sizeof (TwTimelinePlayerAction)
          + self->battles->len * sizeof (TwTimelineBattle);
  return size;
}
