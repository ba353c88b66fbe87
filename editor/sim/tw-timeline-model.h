/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model.h: what happened at each tick of a simulation, for the timeline.
 *
 * A GObject without GTK. The timeline feed (tw-timeline-feed.c) calls it as
 * events come (tw_timeline_model_begin_tick, _enemy_join, _enemy_act, ...):
 * the engine's, from the simulation session, or a trace's (JSON Lines,
 * docs/rules.md §9), loaded by the CLI or a test. The widget
 * (ui/tw-timeline.c) and the headless renderer (editor/sim/tw-timeline-render.c)
 * read it through the range queries below.
 *
 * Ticks: tick 0 is the state before any time passed; each
 * tw_timeline_model_begin_tick adds the next one (one `advanceMapTurnOne`).
 * An event is stamped with the first tick whose end state shows it: events
 * fed during a tick's enemy pass (enemy actions, an enemy stepping into the
 * hero) get that tick; events after a player action began (the action, its
 * immediate battles, a death) get the next tick, the one its time starts
 * with. See docs/timeline.md.
 *
 * Memory: an enemy row keeps one 8-byte mark per join, action and leave
 * (not one per tick), and a stretch of equal actions at a fixed spacing (an
 * idle enemy idling, a patrol stepping) as one run; its moves are 8 bytes
 * each. The gauge at any tick is derived from the last mark at or before it
 * by binary search.
 */
#pragma once

#include <glib-object.h>
#include <jansson.h>

#include "engine/tw-engine.h"

G_BEGIN_DECLS

#define TW_TIMELINE_MODEL_ERROR (tw_timeline_model_error_quark ())

/* A player action's time cost that a trace does not give. */
#define TW_TIMELINE_COST_UNKNOWN G_MAXUINT32

typedef enum
{
  TW_TIMELINE_MODEL_ERROR_PARSE,   /* a trace line is not a JSON object */
  TW_TIMELINE_MODEL_ERROR_INVALID, /* an event lacks ev/mapTurn/clock or has a mistyped field */
} TwTimelineModelError;

GQuark tw_timeline_model_error_quark (void);

/* `enemy_act.result` (docs/rules.md §9): the engine's TwEventResult values
 * for an enemy action, in a mark's 6 bits. */
typedef enum
{
  TW_TIMELINE_RESULT_IDLE,
  TW_TIMELINE_RESULT_MOVED,
  TW_TIMELINE_RESULT_BLOCKED,
  TW_TIMELINE_RESULT_BATTLE,
  TW_TIMELINE_RESULT_HIT,
  TW_TIMELINE_RESULT_SUMMONED,
  TW_TIMELINE_N_RESULTS,
} TwTimelineActResult;

typedef enum
{
  TW_TIMELINE_MARK_JOIN,  /* scheduled from this tick on with this gauge */
  TW_TIMELINE_MARK_ACT,   /* acted; gauge is the gauge after the action */
  TW_TIMELINE_MARK_LEAVE, /* no longer scheduled at the end of this tick */
} TwTimelineMarkKind;

/* One change in an enemy row. 8 bytes. Moves (migratePoint) change no
 * gauge and are kept apart, with the row's cells. */
typedef struct
{
  guint32 tick;
  guint32 gauge : 24; /* gauge at the end of the mark's event */
  guint32 kind : 2;   /* TwTimelineMarkKind */
  guint32 result : 6; /* TwTimelineActResult, for TW_TIMELINE_MARK_ACT */
} TwTimelineMark;

/* `layers` of a status skill: a count, or one of these. */
#define TW_TIMELINE_LAYERS_OFF (-1)       /* not active */
#define TW_TIMELINE_LAYERS_UNLIMITED (-2) /* remainBattles null: lasts until cancelled */

typedef struct
{
  guint32 tick;
  gint32 layers;
} TwTimelineStatusChange;

typedef struct
{
  guint32 tick;
  guint32 time_cost;  /* ticks this action consumes (0 for refused ones) */
  const char *text;   /* the action as a script line, e.g. "move up" */
  const char *reason; /* consumeTime reason ("move", "tool", ...) or refusal reason; may be "" */
  gboolean refused;
} TwTimelinePlayerAction;

/* docs/rules.md §3 battleFinalTimeCost = max (base, statusMax, battleSkill). */
typedef struct
{
  guint base;
  guint status_max;
  guint battle_skill;
  guint final_cost;
} TwTimelineSettle;

typedef struct
{
  guint32 tick;
  gint32 row;        /* enemy row, -1 when the enemy was never scheduled */
  const char *enemy; /* runtimeId */
  gboolean by_enemy; /* initiator: the enemy stepped into the hero */
  gboolean success;  /* result "success"; else "fail" (death) */
  gint64 damage;
  TwTimelineSettle settle;
} TwTimelineBattle;

typedef struct
{
  guint32 tick;
  const char *floor_id;
} TwTimelineFloor;

typedef struct
{
  guint32 tick;
  const char *cause; /* may be "" */
} TwTimelineDeath;

#define TW_TYPE_TIMELINE_MODEL (tw_timeline_model_get_type ())
G_DECLARE_FINAL_TYPE (TwTimelineModel, tw_timeline_model, TW, TIMELINE_MODEL, GObject)

TwTimelineModel *tw_timeline_model_new (void);

/* --- Names (the engine's) --- */
const char *tw_timeline_act_result_to_string (TwTimelineActResult result);
gboolean tw_timeline_act_result_from_string (const char *text, TwTimelineActResult *result);

/* --- Feed (called by the simulation session, in the engine's order) --- */

/* Starts the next tick with the clock and mapTurn the engine has during it;
 * returns its index (1, 2, ...). Emits "changed". The clock the model keeps
 * for the tick is its settled clock (tw_timeline_model_get_tick_time). */
guint tw_timeline_model_begin_tick (TwTimelineModel *self, gint64 clock, gint64 map_turn);

/* An enemy added to the active list with @gauge (0 for a fresh one). Joining a
 * runtimeId seen before reuses its row (it came back, e.g. the hero returned
 * to its floor); joining one that is scheduled now restarts it (syncCell). */
void tw_timeline_model_enemy_join (TwTimelineModel *self, const char *runtime_id,
                                   const char *enemy_id, const char *name, int x, int y,
                                   guint time_cost, TwActType act_type, guint gauge);
void tw_timeline_model_enemy_leave (TwTimelineModel *self, const char *runtime_id);
/* The enemy moved (migratePoint): same row and gauge, new runtimeId and cell. */
void tw_timeline_model_enemy_migrate (TwTimelineModel *self, const char *old_runtime_id,
                                      const char *new_runtime_id, int x, int y);
/* The enemy acted; @gauge_after is its gauge after `gauge -= timeCost`. An
 * unknown runtimeId joins first (with gauge_after and no timeCost; the
 * runtimeId stands for its enemy id, at cell 0, 0: the feed joins enemies
 * with their parts before they act). */
void tw_timeline_model_enemy_act (TwTimelineModel *self, const char *runtime_id, guint gauge_after,
                                  TwTimelineActResult result);
/* A battle; a success removes the enemy from the schedule (removeCell). */
void tw_timeline_model_battle (TwTimelineModel *self, const char *enemy_runtime_id,
                               gboolean by_enemy, gint64 damage, gboolean success,
                               const TwTimelineSettle *settle);
/* A player action (one frame) that will consume @time_cost ticks
 * (TW_TIMELINE_COST_UNKNOWN: until the next frame begins). Emits "changed". */
void tw_timeline_model_player_action (TwTimelineModel *self, const char *text, const char *reason,
                                      guint time_cost);
void tw_timeline_model_refused (TwTimelineModel *self, const char *text, const char *reason);
/* Sets the time cost and consumeTime reason of the last player action, for
 * a feeder (the simulation session) that learns them when the frame ends. */
void tw_timeline_model_set_action_time_cost (TwTimelineModel *self, guint time_cost,
                                             const char *reason);
/* A status skill's remaining layers (or TW_TIMELINE_LAYERS_OFF / _UNLIMITED). */
void tw_timeline_model_status (TwTimelineModel *self, const char *skill_id, int layers);
void tw_timeline_model_floor (TwTimelineModel *self, const char *floor_id);
void tw_timeline_model_death (TwTimelineModel *self, const char *cause);

/* While held (a feeder playing one frame of many ticks), "changed" and
 * notify::n-ticks are not emitted per tick: each is emitted once, when the
 * last hold is released, if it was due. Holds nest. */
void tw_timeline_model_hold_changes (TwTimelineModel *self);
void tw_timeline_model_release_changes (TwTimelineModel *self);

/* Rewind / fork: drops every tick after @tick and every event stamped after
 * it, so the session can feed a new future from the end of @tick. */
void tw_timeline_model_truncate (TwTimelineModel *self, guint tick);
/* The last player action's text becomes @text (a wait cut short). */
void tw_timeline_model_set_action_text (TwTimelineModel *self, const char *text);
/* What a truncation cut off: kept by tw_timeline_model_truncate_keep and put
 * back, as it was, by tw_timeline_model_exchange_tail when the model holds
 * the same up to the truncation's tick (FALSE, nothing changed, otherwise).
 * The exchange keeps the future it replaced in @tail instead, as a
 * truncation at that tick would have kept it: exchanging again puts it
 * back. No event is fed again, and whole kept arrays are swapped, not
 * copied: going back and forth costs the same however long either future. */
typedef struct _TwTimelineTail TwTimelineTail;
TwTimelineTail *tw_timeline_model_truncate_keep (TwTimelineModel *self, guint tick);
gboolean tw_timeline_model_exchange_tail (TwTimelineModel *self, TwTimelineTail *tail);
void tw_timeline_tail_free (TwTimelineTail *tail);
gsize tw_timeline_tail_get_memory_size (const TwTimelineTail *tail);

/* --- Ticks --- */
guint tw_timeline_model_get_n_ticks (TwTimelineModel *self);
/* The last column that holds anything: n_ticks - 1, or n_ticks when events
 * came after the last tick's enemy pass (an action whose time has not begun). */
guint tw_timeline_model_get_last_tick (TwTimelineModel *self);
/* The one clock (docs/timeline.md, "The clock at a tick"): what the ruler,
 * the tooltip, the detail pane and the sim bar say for tick @tick. mapTurn
 * is the tick's own (its `tick` event's); clock is the clock at the end of
 * the tick with the frame's time counted one tick at a time: the clock
 * before the frame plus the frame's ticks up to this one, never more than
 * the engine's clock during the tick (consumeTime(n) adds n at once, so the
 * engine's clock is already the frame's end clock during all n ticks). A
 * tick past the last one (a column of events whose time has not begun)
 * reads the last tick's. */
typedef struct
{
  gint64 clock;
  gint64 map_turn;
} TwTimelineTickTime;

TwTimelineTickTime tw_timeline_model_get_tick_time (TwTimelineModel *self, guint tick);
/* Its two fields. */
gint64 tw_timeline_model_get_clock (TwTimelineModel *self, guint tick);
gint64 tw_timeline_model_get_map_turn (TwTimelineModel *self, guint tick);
/* The floor at @tick (NULL before the first floor event). */
const char *tw_timeline_model_get_floor_at (TwTimelineModel *self, guint tick);

/* --- Enemy rows, in the order they first joined --- */
guint tw_timeline_model_get_n_rows (TwTimelineModel *self);
/* The runtimeId it has now (after its last move). */
const char *tw_timeline_model_row_get_runtime_id (TwTimelineModel *self, guint row);
const char *tw_timeline_model_row_get_enemy_id (TwTimelineModel *self, guint row);
const char *tw_timeline_model_row_get_name (TwTimelineModel *self, guint row);
/* 0 when unknown (a row loaded from a trace with a single action). */
guint tw_timeline_model_row_get_time_cost (TwTimelineModel *self, guint row);
TwActType tw_timeline_model_row_get_act_type (TwTimelineModel *self, guint row);
/* Its cell at @tick (its first cell before it joined). */
void tw_timeline_model_row_get_position (TwTimelineModel *self, guint row, guint tick, int *x,
                                         int *y);
/* Row of a runtimeId (current or past), -1 if none. */
int tw_timeline_model_find_row (TwTimelineModel *self, const char *runtime_id);
/* Scheduled at the end of @tick; *gauge gets the gauge then. O(log marks). */
gboolean tw_timeline_model_row_gauge_at (TwTimelineModel *self, guint row, guint tick,
                                         guint *gauge);
gboolean tw_timeline_model_row_alive_in (TwTimelineModel *self, guint row, guint from, guint to);
/* Appends to @rows (a GArray of guint) the rows scheduled at some tick of [from, to]. */
void tw_timeline_model_rows_alive_in (TwTimelineModel *self, guint from, guint to, GArray *rows);
/* The marks with from <= tick <= to, in order (a view into the row, or,
 * when the range holds runs, into a buffer of the model that one of the
 * four rows asked for last owns; valid until the model changes or marks of
 * four other rows are asked for). */
const TwTimelineMark *tw_timeline_model_row_get_marks (TwTimelineModel *self, guint row, guint from,
                                                       guint to, guint *n_marks);

/* --- Other events in [from, to], in order (views valid until the model changes) --- */
const TwTimelinePlayerAction *tw_timeline_model_get_player_actions (TwTimelineModel *self,
                                                                    guint from, guint to, guint *n);
const TwTimelineBattle *tw_timeline_model_get_battles (TwTimelineModel *self, guint from, guint to,
                                                       guint *n);
const TwTimelineFloor *tw_timeline_model_get_floors (TwTimelineModel *self, guint from, guint to,
                                                     guint *n);
const TwTimelineDeath *tw_timeline_model_get_deaths (TwTimelineModel *self, guint from, guint to,
                                                     guint *n);
guint tw_timeline_model_get_n_status_skills (TwTimelineModel *self);
const char *tw_timeline_model_status_skill_get_id (TwTimelineModel *self, guint skill);
/* Layers at the end of @tick (TW_TIMELINE_LAYERS_OFF before the first change). */
int tw_timeline_model_status_skill_layers_at (TwTimelineModel *self, guint skill, guint tick);
const TwTimelineStatusChange *tw_timeline_model_status_skill_get_changes (TwTimelineModel *self,
                                                                          guint skill, guint from,
                                                                          guint to, guint *n);

/* --- View state (bound by the widget, as Sysprof's SysprofSession) --- */
double tw_timeline_model_get_visible_start (TwTimelineModel *self);
double tw_timeline_model_get_visible_end (TwTimelineModel *self);
void tw_timeline_model_set_visible_range (TwTimelineModel *self, double start, double end);
/* -1: none. */
gint64 tw_timeline_model_get_selected_tick (TwTimelineModel *self);
void tw_timeline_model_set_selected_tick (TwTimelineModel *self, gint64 tick);

/* Bytes held (an estimate from capacities), for the benchmark. */
gsize tw_timeline_model_get_memory_size (TwTimelineModel *self);

G_END_DECLS
