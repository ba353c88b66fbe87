/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-private.h: what the feed (tw-timeline-feed.c) tells the
 * model beyond its public feed calls: an enemy named by its parts, and the
 * inferences a trace needs (docs/timeline.md, "Loading a trace"); and, in
 * its last part, what the model's own files (tw-timeline-model.c and
 * tw-timeline-model-store.c) share: its storage and instance struct.
 */
#pragma once

#include "editor/sim/tw-timeline-model.h"

G_BEGIN_DECLS

/* An enemy as an event names it: its runtimeId and the parts of it. */
typedef struct
{
  /* Non-NULL for the engine's events: the tower that owns floor_id and
   * enemy_id, so the parts name the enemy without its runtimeId's text (the
   * model's key cache, tw-timeline-model-keys.c). */
  gconstpointer tower;
  const char *runtime_id;
  const char *floor_id; /* NULL when the runtimeId had no parts */
  const char *enemy_id;
  const char *name; /* its display name; NULL: its enemy id */
  int x, y;
} TwTimelineEnemy;

/* An enemy action with what its event knows. */
typedef struct
{
  TwTimelineEnemy enemy;
  TwActType act_type;
  guint time_cost; /* 0: unknown, inferred from two actions */
  guint gauge;
  gboolean gauge_is_after; /* FALSE for a trace's `gauge`, which may be the one before */
  TwTimelineActResult result;
  const char *to; /* moved: its runtimeId after the move, or NULL */
  int to_x, to_y;
} TwTimelineSeenAct;

/* The enemy acted: a row that joins here when it is new, its act type and
 * timeCost taken when known, then tw_timeline_model_enemy_act, then the move
 * to `to`. */
void tw_timeline_model_enemy_act_seen (TwTimelineModel *self, const TwTimelineSeenAct *act);
/* A runtimeId with no row yet may be a row that moved without saying where:
 * the one of the same floor and enemy id whose last action was `moved`, on an
 * adjacent cell, takes it. */
void tw_timeline_model_link_moved (TwTimelineModel *self, const TwTimelineEnemy *enemy);
/* The list's migratePoint for an enemy named by its parts: as
 * tw_timeline_model_enemy_migrate. */
void tw_timeline_model_enemy_migrate_seen (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                           const char *to, int to_x, int to_y);
/* tw_timeline_model_enemy_join for the engine's enemy_join: with @implied,
 * the row's actions are not fed one by one (tw_engine_set_idle_actions_implied)
 * but follow from @gauge and @time_cost from the last tick begun on
 * (tw-timeline-model-implied.c). */
void tw_timeline_model_enemy_join_full (TwTimelineModel *self, const char *runtime_id,
                                        const char *enemy_id, const char *name, int x, int y,
                                        guint time_cost, TwActType act_type, guint gauge,
                                        gboolean implied);
/* The engine's enemy_reschedule: the implied actions of @enemy's row go on
 * from @gauge and @time_cost; with @before_turn, the last tick begun had no
 * action of it. */
void tw_timeline_model_enemy_reschedule (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                         guint gauge, guint time_cost, gboolean before_turn);
/* A trace is loaded: an action without timeCost lasts until the last tick. Emits "changed". */
void tw_timeline_model_trace_loaded (TwTimelineModel *self);
/* A frame (its action or refusal) began at @clock: every tick before it
 * ran, so the next tick's settled clock is @clock + 1 (a load may have
 * moved the clock since the last tick). */
void tw_timeline_model_frame_clock (TwTimelineModel *self, gint64 clock);
/* Before the first tick: the state before any tick has this clock and mapTurn. */
void tw_timeline_model_first_event (TwTimelineModel *self, gint64 clock, gint64 map_turn);

/* --- For the model's own files (tw-timeline-model.c, -store.c) --- */

#define NO_TICK G_MAXUINT32

/* The marks of a row, grown by half each time: the big array of the model. */
typedef struct
{
  TwTimelineMark *data;
  guint len;
  guint cap;
} MarkArray;

/* A mark's internal kind (the public ones are 0-2): the mark before it
 * repeats every `gauge` ticks, the last time at `tick`
 * (tw-timeline-model-marks.c). Only ACT marks repeat. */
#define MARK_REPEAT 3
#define MARK_PERIOD_MAX 0xFFFFFFu

/* A cell a row stood on with the runtimeId it had there, from @tick (the
 * first time) on. */
typedef struct
{
  guint32 tick;
  gint16 x;
  gint16 y;
  const char *runtime_id;
} Cell;

/* The row stands on cell @cell (an index into its ids) from @tick on. 8
 * bytes: a patrol's moves are a large part of a long session's timeline
 * (issue 20: 16 bytes a move made 144 MB at 10^6 ticks). */
typedef struct
{
  guint32 tick;
  guint32 cell;
} Move;

/* A stretch of a row whose actions are implied (tw-timeline-model-implied.c):
 * from the end of tick `base` (the last tick begun when it began) its gauge
 * is `gauge`, and it acts whenever the gauge reaches `cost`, as the engine's
 * enemy pass does (docs/rules.md §1.3); cost 0: no implied actions (it left,
 * or its actions are fed again). `stamp`: the stamp of the event that began
 * it, which a truncation cuts by. */
typedef struct
{
  guint32 stamp;
  guint32 base;
  guint32 gauge;
  guint32 cost;
} ImpliedRun;

/* The fields an engine action reads and writes (tw-timeline-model-engine.c)
 * come first, in the first 64 bytes: rows are allocated 64-byte aligned,
 * so an action reads its row from one cache line (issue 20). */
typedef struct
{
  GArray *implied; /* ImpliedRun, by stamp; NULL: every action was fed */
  MarkArray marks;
  GArray *moves;             /* Move; the first one is where it joined */
  GArray *ids;               /* Cell: each cell and runtimeId it had, in the order first seen */
  guint32 last_act_tick;     /* for inferring timeCost; NO_TICK after a leave */
  guint32 pending_move_tick; /* moved with no new runtimeId known yet (trace only) */
  guint time_cost;
  gboolean time_cost_inferred; /* loaded from a trace without timeCost */
  TwActType act_type;
  /* Moves row->moves has room for, at least (0: not known): an engine
   * action's move is written in place without g_array_set_size, a tenth
   * of the action's cost (issue 20). Whoever replaces or cuts a row's
   * moves rebuilds the row index, which sets it to 0. */
  guint32 moves_cap;
  const char *enemy_id; /* interned */
  const char *name;
  guint32 implied_synced; /* the implied actions up to this tick are marks */
} Row;
G_STATIC_ASSERT (G_STRUCT_OFFSET (Row, moves_cap) + sizeof (guint32) <= 64);

typedef struct
{
  const char *id;
  GArray *changes; /* TwTimelineStatusChange */
} StatusSkill;

/* A direct-mapped cache from an engine enemy's parts to what row_by_id
 * gives for its runtimeId (tw-timeline-model-keys.c): an event's enemy is
 * found without hashing and comparing its text. */
typedef struct
{
  gconstpointer floor_id; /* tower-owned */
  gconstpointer enemy_id;
  gint32 x, y;
  guint32 gen; /* valid while it is the model's key_gen */
  guint32 row;
  const char *runtime_id; /* interned */
} KeyEntry;

#define KEY_CACHE_SIZE 4096 /* a power of two */
#define KEY_WAYS 4          /* entries a set: a power of two */

/* A set of the key cache, its ways the one used last first. Sets are
 * 64-byte aligned and padded to three cache lines, so that way 0 lies
 * whole in the first: a probe that hits it reads one line (160-byte sets
 * split it across two in every other set, issue 20). */
typedef struct
{
  KeyEntry way[KEY_WAYS];
  guint8 pad[192 - KEY_WAYS * sizeof (KeyEntry)];
} KeySet;

/* The public marks of a row slice that holds runs, expanded. */
typedef struct
{
  guint row;
  TwTimelineMark *data;
  guint cap;
} MarkScratch;

struct _TwTimelineModel
{
  GObject parent_instance;

  GStringChunk *strings;
  const char *recent_interned[4]; /* in strings: tw_timeline_model_intern's last */
  guint next_recent_interned;
  GArray *clocks;     /* gint64 per tick: its settled clock (tw_timeline_model_get_tick_time) */
  GArray *map_turns;  /* gint64 per tick */
  gboolean pass_open; /* inside a tick's enemy pass: events get that tick */
  gboolean frame_clock_set; /* frame_clock holds the clock a frame began with */
  gint64 frame_clock;
  guint32 last_stamp;
  gboolean seen_event;

  GPtrArray *rows;       /* Row */
  GHashTable *row_by_id; /* interned runtimeId -> row + 1 */
  KeySet *keys;          /* KEY_CACHE_SIZE / KEY_WAYS, allocated on first use */
  guint32 key_gen;       /* bumped when a runtimeId names another row */
  gconstpointer key_tower;
  MarkScratch scratch[4]; /* the last rows asked for, each its own */
  guint next_scratch;
  GArray *actions; /* TwTimelinePlayerAction */
  gboolean last_action_cost_unknown;
  GArray *battles;   /* TwTimelineBattle */
  GArray *floors;    /* TwTimelineFloor */
  GArray *deaths;    /* TwTimelineDeath */
  GPtrArray *skills; /* StatusSkill */
  GHashTable *skill_by_id;

  guint hold; /* tw_timeline_model_hold_changes */
  gboolean held_changed, held_n_ticks;

  double visible_start;
  double visible_end;
  gint64 selected_tick;
};

static inline guint32
tw_timeline_model_tick_of (const void *base, gsize size, guint i)
{
  return *(const guint32 *)((const char *)base + (gsize)i * size);
}

/* First index whose tick is greater than @tick. */
static inline guint
tw_timeline_model_upper_bound (const void *base, guint n, gsize size, guint32 tick)
{
  guint lo = 0, hi = n;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (tw_timeline_model_tick_of (base, size, mid) <= tick)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

static inline Row *
tw_timeline_model_row_at (TwTimelineModel *self, guint row)
{
  return g_ptr_array_index (self->rows, row);
}

/* The cell of @row's move @i. */
static inline const Cell *
tw_timeline_row_move_cell (const Row *row, guint i)
{
  return &g_array_index (row->ids, Cell, g_array_index (row->moves, Move, i).cell);
}

/* Where @row stands now (after its last move). */
static inline const Cell *
tw_timeline_row_now (const Row *row)
{
  return tw_timeline_row_move_cell (row, row->moves->len - 1);
}

/* The stamp of an event fed now (the tick under way during an enemy pass,
 * the next one after it). */
static inline guint32
tw_timeline_model_current_stamp (TwTimelineModel *self)
{
  guint32 stamp = self->clocks->len - (self->pass_open ? 1 : 0);
  self->last_stamp = MAX (self->last_stamp, stamp);
  return stamp;
}

static inline gboolean
tw_timeline_row_is_scheduled (const Row *row)
{
  /* A run (MARK_REPEAT) is of actions: scheduled. */
  return row->marks.len > 0 && row->marks.data[row->marks.len - 1].kind != TW_TIMELINE_MARK_LEAVE;
}

/* tw-timeline-model-engine.c: the engine's enemy actions. */
/* @row stands on the cell (x, y) with the runtimeId @runtime_id (interned)
 * from @tick on. */
void tw_timeline_row_add_move (Row *row, guint32 tick, const char *runtime_id, int x, int y);
/* The engine's enemy_act @ev (its enemy named by the parts @tower owns) in
 * the common case: a scheduled row whose actions are fed, found in the key
 * cache, with a known timeCost, moving (if at all) to a cell the row had
 * before. FALSE, nothing changed, otherwise: the feed then takes the
 * general path (tw_timeline_model_enemy_act_seen). */
gboolean tw_timeline_model_engine_act (TwTimelineModel *self, gconstpointer tower,
                                       const TwEvent *ev);

/* tw-timeline-model.c: the runtimeId index. */
const char *tw_timeline_model_intern (TwTimelineModel *self, const char *text);
int tw_timeline_model_lookup_row (TwTimelineModel *self, const char *runtime_id);
void tw_timeline_model_map_runtime_id (TwTimelineModel *self, const char *runtime_id, guint row);

/* tw-timeline-model-keys.c: the row of @enemy's runtimeId, as
 * tw_timeline_model_lookup_row, through the key cache when @enemy has its
 * tower; *interned (may be NULL) gets the interned runtimeId when it has a row. */
int tw_timeline_model_lookup_enemy (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                    const char **interned);
/* The row that @enemy's runtimeId at (x, y) names, for a move to there. */
int tw_timeline_model_lookup_cell (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                   const char *runtime_id, int x, int y, const char **interned);
/* @text when it is not NULL, else the runtimeId @enemy's parts spell at
 * (x, y) ("floorId:x:y:enemyId", as the engine formats it), in @buf: the
 * engine leaves the text out when the session's sink does not need it. */
const char *tw_timeline_enemy_runtime_id (const TwTimelineEnemy *enemy, const char *text, int x,
                                          int y, char *buf, gsize len);
void tw_timeline_model_keys_invalidate (TwTimelineModel *self);
void tw_timeline_model_keys_free (TwTimelineModel *self);

/* tw-timeline-model-implied.c: rows whose actions are implied. */
/* Makes @row's implied actions up to the last tick begun marks: before any
 * read or change of its marks. */
void tw_timeline_model_row_sync (TwTimelineModel *self, Row *row);
/* A new implied stretch of @row from an event at @stamp (@cost 0: none, the
 * actions are fed or it left), the ones before it made marks first. */
void tw_timeline_model_row_implied_restart (TwTimelineModel *self, Row *row, guint32 stamp,
                                            guint gauge, guint cost, gboolean before_turn);
/* A truncation after @tick: the stretches begun after it go (into *kept, a
 * copy of the whole array as it was, when @kept is not NULL). */
void tw_timeline_model_row_implied_cut (Row *row, guint32 tick, GArray **kept);

/* tw-timeline-model-marks.c: marks with runs. */
void tw_timeline_marks_push (MarkArray *marks, TwTimelineMark mark);
/* @n marks equal to @first, @period ticks apart (the first at first.tick),
 * pushed as tw_timeline_marks_push would one by one, in O(1). */
void tw_timeline_marks_push_every (MarkArray *marks, TwTimelineMark first, guint32 period,
                                   guint32 n);
/* The last mark, a run's last repetition made real. @marks not empty. */
TwTimelineMark tw_timeline_marks_last (const MarkArray *marks);
/* The mark in effect at the end of @tick (a run's repetition made real); FALSE: none yet. */
gboolean tw_timeline_marks_at (const MarkArray *marks, guint32 tick, TwTimelineMark *out);
guint32 tw_timeline_marks_last_act_tick (const MarkArray *marks);
/* How many marks stay after a cut after @tick; *straddle gets the REPEAT
 * that must follow them (kind MARK_REPEAT) when a run went on past @tick. */
guint tw_timeline_marks_cut (MarkArray *marks, guint32 tick, TwTimelineMark *straddle);
void tw_timeline_marks_append_cut (MarkArray *marks, const TwTimelineMark *straddle);
/* Appends kept marks (a cut's tail) back. */
void tw_timeline_marks_join (MarkArray *marks, const TwTimelineMark *data, guint n);
const TwTimelineMark *tw_timeline_marks_slice (TwTimelineModel *self, guint row,
                                               const MarkArray *marks, guint from, guint to,
                                               guint *n_out);
void tw_timeline_marks_scratch_free (TwTimelineModel *self);

void tw_timeline_model_array_cut_after (GArray *array, guint32 tick);
void tw_timeline_model_row_free (gpointer data);
void tw_timeline_model_status_skill_free (gpointer data);
void tw_timeline_model_rebuild_row_index (TwTimelineModel *self);
void tw_timeline_model_emit_changed (TwTimelineModel *self);
void tw_timeline_model_notify_n_ticks (TwTimelineModel *self);

/* The key cache's set of an enemy's parts (tw-timeline-model-keys.c); here
 * so that the engine's actions probe it inline (issue 20). */
static inline guint
tw_timeline_key_hash (gconstpointer floor_id, gconstpointer enemy_id, int x, int y)
{
  guint64 h = (guint64)(guintptr)floor_id * 0x9E3779B97F4A7C15ull;
  h ^= (guint64)(guintptr)enemy_id * 0xC2B2AE3D27D4EB4Full;
  h ^= ((guint64)(guint32)x << 32 | (guint32)y) * 0x165667B19E3779F9ull;
  /* MurmurHash3's finaliser: every bit of the key reaches the set. */
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDull;
  h ^= h >> 33;
  return (guint)h & (KEY_CACHE_SIZE - 1);
}

/* The ways of the set of the key. */
static inline KeyEntry *
tw_timeline_key_set (TwTimelineModel *self, gconstpointer floor_id, gconstpointer enemy_id, int x,
                     int y)
{
  return self->keys[tw_timeline_key_hash (floor_id, enemy_id, x, y) / KEY_WAYS].way;
}

/* The way of the set @set that holds the key, swapped to the front, or NULL. */
static inline KeyEntry *
tw_timeline_key_set_find (TwTimelineModel *self, KeyEntry *set, gconstpointer floor_id,
                          gconstpointer enemy_id, int x, int y)
{
  for (guint way = 0; way < KEY_WAYS; way++)
    if (set[way].floor_id == floor_id && set[way].enemy_id == enemy_id && set[way].x == x
        && set[way].y == y && set[way].gen == self->key_gen)
      {
        if (way > 0)
          {
            KeyEntry hit = set[way];
            set[way] = set[0];
            set[0] = hit;
          }
        return set;
      }
  return NULL;
}

/* The key cache alone: the row of the engine's enemy (@floor_id, @enemy_id
 * owned by @tower) on (x, y) and its interned runtimeId, or -1 when the
 * cache does not hold it (the general lookup then finds it and fills it). */
static inline int
tw_timeline_model_key_probe (TwTimelineModel *self, gconstpointer tower, const char *floor_id,
                             const char *enemy_id, int x, int y, const char **interned)
{
  if (self->keys == NULL || self->key_tower != tower)
    return -1;
  KeyEntry *set = tw_timeline_key_set (self, floor_id, enemy_id, x, y);
  KeyEntry *hit = tw_timeline_key_set_find (self, set, floor_id, enemy_id, x, y);
  if (hit == NULL)
    return -1;
  *interned = hit->runtime_id;
  return (int)hit->row;
}

G_END_DECLS
