/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine.h: the Turnwright map-turn engine, plain C on GLib and jansson.
 *
 * Nothing here may include GTK or GObject: the CLI, the tests and the app all
 * share this library. The names follow the map-turn spec: consumeTime is
 * tw_engine_consume_time, advanceMapTurnOne tw_engine_advance_map_turn_one,
 * resolveEnemyActionsForSingleTick is run by it, and the saved state keeps
 * flags.mapTurnState.{clock, mapTurn, enemyActionGauge, activeEnemiesByFloor,
 * activeEnemiesVersion}. See docs/engine.md.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-damage.h"
#include "engine/tw-script.h"
#include "engine/tw-tower.h"

G_BEGIN_DECLS

/* The engine's version, the same string as the project's. */
const char *tw_engine_version (void);

typedef struct _TwEngine TwEngine;

/* --- Events ------------------------------------------------------------ */

typedef enum
{
  TW_EVENT_ACTION,
  TW_EVENT_TICK,
  TW_EVENT_ENEMY_ACT,
  TW_EVENT_BATTLE,
  TW_EVENT_STATUS,
  TW_EVENT_FLOOR,
  TW_EVENT_DEATH,
  TW_EVENT_REFUSED,
  /* Scheduling changes of the current floor's list, only with
   * tw_engine_set_schedule_events (never in a docs/rules.md §9 trace by default). */
  TW_EVENT_ENEMY_JOIN,    /* enemy joined with gauge (syncCell, summon, rebuild, floor entered) */
  TW_EVENT_ENEMY_LEAVE,   /* enemy left (removeCell, rebuild, floor left) */
  TW_EVENT_ENEMY_MIGRATE, /* enemy moved (migratePoint) from enemy to `to`, same gauge */
  /* A safety cap was reached (docs/rules.md §9): `limit` names it, `limit_max`
   * is the cap and `dropped` what was not done. Never cut silently. */
  TW_EVENT_LIMIT,
  /* A tower event command run (docs/rules.md §11): `hook` (events,
   * afterBattle, ...), the floor and cell it belongs to (x = y = -1 for a
   * floor's or the tower's own), `command` (its type). */
  TW_EVENT_EVENT,
  /* A tower event command not simulated: the same fields, and `reason`. */
  TW_EVENT_SKIP,
  /* An enemy whose actions are implied (tw_engine_set_idle_actions_implied)
   * goes on with another gauge or timeCost without leaving the list: a
   * setEnemy timeCost change, or the hero dying in a tick before the enemy's
   * turn (`before_turn`; its gauge stays as it was after the tick before).
   * Only with schedule events and implied actions (never in a trace by default). */
  TW_EVENT_ENEMY_RESCHEDULE,
} TwEventKind;

/* `result` of an enemy_act (what its action did) or a battle (docs/rules.md §9). */
typedef enum
{
  TW_RESULT_IDLE, /* enemy_act */
  TW_RESULT_MOVED,
  TW_RESULT_BLOCKED,
  TW_RESULT_BATTLE,
  TW_RESULT_HIT,
  TW_RESULT_SUMMONED,
  TW_RESULT_SUCCESS, /* battle */
  TW_RESULT_FAIL,
  TW_N_RESULTS,
} TwEventResult;

/* Who began a battle: the battle's `initiator`. */
typedef enum
{
  TW_BATTLE_BY_HERO,    /* a bump */
  TW_BATTLE_BY_CAPTURE, /* special 27 next to the hero after its move */
  TW_BATTLE_BY_ENEMY,   /* an enemy stepped into the hero during a tick */
  TW_N_BATTLE_INITIATORS,
} TwBattleInitiator;

/* What happened to a status skill: the status event's `op`. */
typedef enum
{
  TW_STATUS_ON,
  TW_STATUS_REFRESH,
  TW_STATUS_STACK,
  TW_STATUS_REPLACE,
  TW_STATUS_SELECT,
  TW_STATUS_LAYER,
  TW_STATUS_EXPIRED,
  TW_STATUS_OFF,
  TW_N_STATUS_OPS,
} TwStatusOp;

/* One event, valid during the sink call only. Fields that do not belong to
 * the kind are 0 / NULL. An enemy is named by its runtimeId
 * "floorId:x:y:enemyId" (`enemy`, what the trace writes) and by its parts
 * (`enemy_floor`, `x`, `y`, `enemy_id`): readers use the parts, never
 * the string's pieces. */
typedef struct
{
  TwEventKind kind;
  gint64 map_turn;
  gint64 clock;
  const char *reason;      /* tick: consumeTime's reason; refused: why; death: cause */
  const char *action;      /* action / refused: the action's text */
  const char *enemy;       /* enemy_act, battle, enemy_*: its runtimeId; action: a skill's target */
  const char *enemy_floor; /* the floor of `enemy` */
  const char *enemy_id;    /* the enemy definition of `enemy` */
  gint x, y;               /* the cell of `enemy` */
  TwActType act_type;      /* enemy_act, enemy_join */
  gint64 gauge;            /* enemy_act: the gauge after timeCost was taken */
  gint time_cost;  /* enemy_act, enemy_join: the enemy's timeCost; action read from a trace: the
                      frame's timeCost, -1 when the trace does not say */
  const char *to;  /* enemy_act moved, enemy_migrate: the runtimeId it moves to */
  gint to_x, to_y; /* the cell of `to` (same floor and enemy) */
  TwEventResult result;        /* enemy_act: idle..summoned; battle: success|fail */
  TwBattleInitiator initiator; /* battle */
  gint64 damage;               /* battle; action: a remote skill's damage */
  gint64 target_hp;            /* action: the remote skill's target's hp left */
  const char *not_simulated;   /* action: an item whose effect Turnwright cannot simulate */
  gint64 settle_base, settle_status_max, settle_battle_skill, settle_final;
  const char *floor_id;   /* floor: the new floor */
  const char *from_floor; /* floor: the floor left */
  const char *skill;      /* status: the skill id */
  TwStatusOp op;          /* status */
  gint64 remain;          /* status: remainBattles, -1 for null */
  gboolean active;        /* status: the skill is on after the event */
  gint64 hp;              /* hero hp after the event (battle, enemy_act, death) */
  const char *limit;      /* limit: which cap ("battleTicks") */
  gint64 limit_max;       /* limit: the cap */
  gint64 dropped;         /* limit: what the cap cut (ticks) */
  const char *hook;       /* event, skip: the hook that ran the command */
  const char *command;    /* event, skip: the command's type ("text" for a plain string) */
  /* event, skip: `floor_id`, `x`, `y` (-1 when the hook has no cell); skip: `reason` */
  /* enemy_join, enemy_reschedule: the enemy's actions are not reported one
   * by one (tw_engine_set_idle_actions_implied); from the end of the tick
   * under way (the last one begun) its gauge is `gauge`, and it acts
   * whenever the gauge reaches `time_cost`, until its next schedule event. */
  gboolean implied;
  gboolean before_turn; /* enemy_reschedule: see TW_EVENT_ENEMY_RESCHEDULE */
} TwEvent;

typedef void (*TwEventSink) (TwEngine *engine, const TwEvent *event, gpointer user_data);

/* The trace object of docs/rules.md §9 for @event (ev, mapTurn, clock, then the kind's fields). */
json_t *tw_event_to_json (const TwEvent *event);
/* The other way: a trace object (one line of a JSON Lines trace) as an event.
 * Its strings point into @object, and the floor of its runtimeIds into
 * @scratch (overwritten): both must outlive @event. Missing fields are 0 /
 * NULL (a missing `active` is TRUE, a missing `remainBattles` -1); `ev`,
 * `mapTurn` and `clock` are required, and a name (`ev`, `result`, `op`,
 * `initiator`, `actType`) must be one the engine writes. An unknown `ev` is
 * TW_ENGINE_ERROR_UNKNOWN_EVENT, so that readers can skip it. */
gboolean tw_event_from_json (json_t *object, TwEvent *event, GString *scratch, GError **error);
const char *tw_event_kind_to_string (TwEventKind kind);
gboolean tw_event_kind_from_string (const char *text, TwEventKind *kind);
const char *tw_event_result_to_string (TwEventResult result);
gboolean tw_event_result_from_string (const char *text, TwEventResult *result);
const char *tw_battle_initiator_to_string (TwBattleInitiator initiator);
gboolean tw_battle_initiator_from_string (const char *text, TwBattleInitiator *initiator);
const char *tw_status_op_to_string (TwStatusOp op);
gboolean tw_status_op_from_string (const char *text, TwStatusOp *op);

/* --- Life -------------------------------------------------------------- */

/* A new engine at the tower's start: the start floor is entered (its list is
 * built), clock = mapTurn = 0. Takes a reference on @tower. */
TwEngine *tw_engine_new (TwTower *tower);
void tw_engine_free (TwEngine *self);
TwTower *tw_engine_get_tower (TwEngine *self);

/* Registers the sink (NULL to remove). Without one, events cost nothing. */
void tw_engine_set_event_sink (TwEngine *self, TwEventSink sink, gpointer user_data,
                               GDestroyNotify destroy);

/* With @enabled (and a sink), the sink also gets enemy_join {enemy, enemyId,
 * x, y, timeCost, actType, gauge}, enemy_leave {enemy} and enemy_migrate
 * {enemy, to} for the current floor's list: what a timeline needs to know
 * when each enemy is scheduled. Off by default: the contract's trace does not
 * have them. */
void tw_engine_set_schedule_events (TwEngine *self, gboolean enabled);

/* With @enabled FALSE, enemy_act and enemy_migrate events leave `enemy` and
 * `to` NULL: the enemy is named by its parts only (enemy_floor, enemy_id,
 * x, y; to_x, to_y), and the runtimeIds are not formatted, for a sink that
 * finds enemies by their parts (the simulation session's timeline, issue
 * 20). On by default; setting a sink turns it back on. */
void tw_engine_set_event_runtime_ids (TwEngine *self, gboolean enabled);

/* With @implied (and a sink), the sink does not get enemy_act for enemies
 * whose actType is idle (an idle action changes nothing): they keep the
 * engine's fast path, off the schedule wheel, as with no sink. A sink that
 * still needs their actions derives them from the schedule events (turn
 * them on): enemy_join says `implied` with the gauge and timeCost they start
 * from, enemy_reschedule says when those change in place, enemy_leave ends
 * them; each one acts whenever its gauge reaches its timeCost (docs/rules.md
 * §1.3). Off by default; setting a sink turns it back off (a trace writer
 * gets every event). Not during a tick. */
void tw_engine_set_idle_actions_implied (TwEngine *self, gboolean implied);
gboolean tw_engine_get_idle_actions_implied (TwEngine *self);

/* With @enabled FALSE, an enemy's own step is not also reported as an
 * enemy_migrate (with schedule events): its enemy_act `moved` just before
 * names the cell it goes to. Other moves of a listed enemy (a block moved
 * by an event) still are. On by default; setting a sink turns it back on. */
void tw_engine_set_step_migrations (TwEngine *self, gboolean enabled);

/* --- Time (docs/rules.md §1) ------------------------------------------------- */

/* consumeTime: clock += n at once, then exactly n ticks. No-op when n <= 0,
 * flags.mapTurnEnabled is false, or the hero is dead. */
void tw_engine_consume_time (TwEngine *self, gint64 n, const char *reason);
/* advanceMapTurnOne: mapTurn += 1 and one enemy pass over the current floor. */
void tw_engine_advance_map_turn_one (TwEngine *self, const char *reason);

gint64 tw_engine_get_clock (TwEngine *self);
gint64 tw_engine_get_map_turn (TwEngine *self);
gboolean tw_engine_get_map_turn_enabled (TwEngine *self);
void tw_engine_set_map_turn_enabled (TwEngine *self, gboolean enabled);

/* The safety caps (docs/rules.md §9). Each cut is a `limit` event for the
 * sink; this report sums them for callers without one (the CLI). */
typedef struct
{
  const char *limit;     /* which cap: "battleTicks" */
  gint64 max;            /* the cap */
  guint64 hits;          /* how many times it cut something; 0: never reached */
  gint64 dropped;        /* what it cut in all (ticks) */
  gint64 first_map_turn; /* mapTurn and clock of the first cut */
  gint64 first_clock;
} TwLimitReport;

/* The report of the cap on extra battle ticks (TW_MAX_BATTLE_TICKS per
 * consumeTime), over the engine's life: loads and resets do not clear it. */
void tw_engine_get_battle_ticks_limit (TwEngine *self, TwLimitReport *report);

/* --- Floors ------------------------------------------------------------ */

const char *tw_engine_get_floor_id (TwEngine *self);
/* A normal floor change: mapTurn = 0; gauges of every floor and clock kept;
 * the floor's list is built on its first entry. The hero stands at (x, y). */
gboolean tw_engine_change_floor (TwEngine *self, const char *floor_id, gint x, gint y);
guint32 tw_engine_get_tile (TwEngine *self, const char *floor_id, gint x, gint y);
gboolean tw_engine_is_hidden (TwEngine *self, const char *floor_id, gint x, gint y);
/* The floor's grid of tiles and its mask of hidden blocks (NULL while none
 * is hidden), row by row, borrowed until the next change: its map shows
 * tiles[i], or 0 where hidden[i]; what tw_engine_get_tile and
 * tw_engine_is_hidden give for every cell, with the floor found once. NULL
 * without the floor. */
const guint32 *tw_engine_floor_grid (TwEngine *self, const char *floor_id, gint *width,
                                     gint *height, const guint8 **hidden);

/* --- Block operations (each patches the cache, docs/rules.md §6) -------------- */

void tw_engine_remove_block (TwEngine *self, const char *floor_id, gint x, gint y);
void tw_engine_set_block (TwEngine *self, const char *floor_id, gint x, gint y, guint32 tile);
void tw_engine_hide_block (TwEngine *self, const char *floor_id, gint x, gint y);
void tw_engine_show_block (TwEngine *self, const char *floor_id, gint x, gint y);
/* removeBlockByIndexes: removes every cell, then rebuilds the floor once. */
void tw_engine_remove_blocks (TwEngine *self, const char *floor_id, const TwPoint *cells, guint n);
/* moveBlock / jumpBlock: the block leaves (fx, fy); with @keep it lands on
 * (tx, ty) and its entry migrates (same gauge, same place in the order);
 * without, the start cell ends with removeCell. */
void tw_engine_move_block (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                           gboolean keep);
void tw_engine_jump_block (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                           gboolean keep);
/* The two halves of a move, for callers that animate it: between begin and
 * end, block changes are not patched (the move patches once at its end). */
void tw_engine_move_block_begin (TwEngine *self, const char *floor_id, gint fx, gint fy);
void tw_engine_move_block_end (TwEngine *self, const char *floor_id, gint fx, gint fy, gint tx,
                               gint ty, gboolean keep);

/* --- activeEnemiesByFloor ---------------------------------------------- */

void tw_engine_active_rebuild (TwEngine *self, const char *floor_id);
void tw_engine_active_remove_cell (TwEngine *self, const char *floor_id, gint x, gint y);
void tw_engine_active_sync_cell (TwEngine *self, const char *floor_id, gint x, gint y);
void tw_engine_active_migrate_point (TwEngine *self, const char *floor_id, gint fx, gint fy,
                                     gint tx, gint ty);
/* runtimeIds in list order; NULL when the floor has no list yet. Free with g_strfreev. */
char **tw_engine_dup_active_list (TwEngine *self, const char *floor_id);
/* The gauge of the enemy at (x, y), or -1 when none is listed there. Exact
 * between ticks. */
gint64 tw_engine_get_gauge (TwEngine *self, const char *floor_id, gint x, gint y);
/* Calls `visit` for each enemy listed on the floor, as tw_engine_get_gauge
 * finds it at its cell: its cell, its gauge and its timeCost (the period
 * the gauge turns over at: the gauge bar's full length). The floor is looked
 * up once (the map draws every enemy's gauge each frame). */
typedef void (*TwEngineGaugeVisit) (gint x, gint y, gint64 gauge, gint time_cost, gpointer data);
void tw_engine_foreach_enemy_gauge (TwEngine *self, const char *floor_id, TwEngineGaugeVisit visit,
                                    gpointer data);
guint tw_engine_get_n_active (TwEngine *self, const char *floor_id);
/* One listed enemy, for timelines and inspectors. */
typedef struct
{
  const char *runtime_id;
  const char *enemy_id;
  gint x, y;
  gint64 gauge;
  gint time_cost;
  gint priority;
  gint64 ticks_to_action; /* ticks until its next action (current floor), or -1 */
  gboolean implied;       /* its actions are not reported (tw_engine_set_idle_actions_implied) */
} TwActiveInfo;

typedef void (*TwActiveFunc) (const TwActiveInfo *info, gpointer user_data);
/* Calls @func for each listed enemy of @floor_id (NULL: the current floor), in list order. */
void tw_engine_foreach_active (TwEngine *self, const char *floor_id, TwActiveFunc func,
                               gpointer user_data);
gint64 tw_engine_get_full_scan_count (TwEngine *self);
gint64 tw_engine_get_active_enemies_version (TwEngine *self);
/* Bytes held by the scheduler (lists, cell maps and the wheel). */
gsize tw_engine_get_scheduler_bytes (TwEngine *self, gsize *per_cell_bytes);

/* --- The hero ---------------------------------------------------------- */

void tw_engine_get_hero_loc (TwEngine *self, gint *x, gint *y);
void tw_engine_set_hero_loc (TwEngine *self, gint x, gint y);
gint64 tw_engine_get_hero_hp (TwEngine *self);
/* The damage an enemy's `hit` action event (a ranged skill, docs/rules.md
 * §7.5) does: its skillDamage, no more than the hp the hero has (the event
 * is reported before the hit, with the hp before it); 0 for other events. */
gint64 tw_engine_event_hit_damage (TwEngine *self, const TwEvent *event);
gboolean tw_engine_is_dead (TwEngine *self);
/* How many times the chase distance field was computed. */
gint64 tw_engine_get_field_computations (TwEngine *self);
/* The run's state a damage formula reads at a battle now
 * (tw_tower_script_damage_in_run, docs/rules.md §12.9), or NULL when the
 * tower has no damage script. Newly allocated (g_free). */
char *tw_engine_damage_state_text (TwEngine *self);

/* The hero in mota-js names (hp, atk, def, mdef, money, exp, loc, items, ...). New reference. */
json_t *tw_engine_dup_hero (TwEngine *self);
/* The hero as the damage formula sees it now: hp, atk, def, mdef with the
 * effects of the active status skills and the selected battle skill added,
 * hatred, the cross. What a battle at this moment would use (UI work: no time). */
void tw_engine_get_battle_hero (TwEngine *self, TwHeroStats *stats);
/* The damage forecast against the enemy at (x, y) of the current floor (UI
 * work: no time). FALSE when there is no enemy; *damage is -1 when the hero
 * cannot fight it. */
gboolean tw_engine_forecast_damage (TwEngine *self, gint x, gint y, gint64 *damage);

/* Map damage (mota-js `updateCheckBlock`, docs/rules.md §3.11 to §3.16): what
 * the hero standing on a cell of the current floor takes after a step, and
 * why. Kinds, as the game's `checkBlock.type` names them. */
typedef enum
{
  TW_MAP_DAMAGE_LAVA = 1 << 0,    /* 血网: a lavaNet block, without the amulet */
  TW_MAP_DAMAGE_ZONE = 1 << 1,    /* 领域: special 15 */
  TW_MAP_DAMAGE_REPULSE = 1 << 2, /* 阻击: special 18 (also pushes the enemy back) */
  TW_MAP_DAMAGE_LASER = 1 << 3,   /* 激光: special 24 */
  TW_MAP_DAMAGE_PINCER = 1 << 4,  /* 夹击: special 16, between two of a kind */
  TW_MAP_DAMAGE_PUSH = 1 << 5,    /* a repulse enemy is pushed back from here */
} TwMapDamageKind;

/* The map damage at (x, y) of the current floor, 0 outside it; @kinds (may
 * be NULL) gets the TwMapDamageKind bits of the cell. The floor's table is
 * computed once and reused until one of its inputs changes (the blocks, the
 * hero's numbers, the flags that turn a kind off, the amulet): UI work, no
 * time. */
gint64 tw_engine_map_damage_at (TwEngine *self, gint x, gint y, guint *kinds);
/* The whole table of the current floor, row by row (width * height cells),
 * borrowed until the next change of the engine; NULL without a floor, or
 * when the tower has nothing that makes map damage (all cells 0). */
const gint64 *tw_engine_map_damage_grid (TwEngine *self, const guint8 **kinds);
/* How many times a floor's table was computed (tests and the benchmark). */
gint64 tw_engine_get_map_damage_computations (TwEngine *self);

/* --- Player actions (docs/rules.md §2): one action, one frame ------------------ */

/* Plays @action (a parsed script line). `move DIR N` plays N frames of one step,
 * each on its own: a refused step is recorded and the next one is tried (the
 * result is FALSE, with the first refusal's reason, if any step was refused). `save NAME` and `load
 * NAME` use named slots kept by the engine (not part of any saved state). Returns FALSE when the
 * action was refused, with a reason (a static string) in @reason; a refusal changes nothing, costs
 * no time, and is reported as a `refused` event. */
gboolean tw_engine_apply_action (TwEngine *self, const TwScriptAction *action, const char **reason);
/* Runs what the start of the game (the start story, the start floor's
 * arrival) and the tower's events left queued (docs/rules.md §11.12). The
 * first action that is not an answer does it too; a script's player calls
 * it once the script ends, so that a script of no actions (or of answers
 * only) ends where the game's start leaves the hero. */
void tw_engine_begin_game (TwEngine *self);
/* The answers (`choose N`, `input VALUE`) given and not yet taken by a
 * question (docs/rules.md §11.8). */
guint tw_engine_get_n_unused_answers (TwEngine *self);
/* Puts @state in the slot @name (a copy is kept); NULL empties the slot. */
void tw_engine_set_slot (TwEngine *self, const char *name, json_t *state);

/* --- Saved state (docs/rules.md §8) -------------------------------------------- */

/* The whole state as one JSON object (new reference). */
json_t *tw_engine_save_state (TwEngine *self);
/* The same state with its two large parts, "floors" and flags'
 * "mapTurnState", null in their places: the hero, the flags and the rest
 * without a walk over every floor (the direct writer, the check against the
 * game after each action). */
json_t *tw_engine_save_state_skeleton (TwEngine *self);
/* The same state as compact JSON text, appended to @out: the bytes of
 * json_dumps (tw_engine_save_state (self), JSON_COMPACT), its large parts
 * (floors, the active lists and their gauges) written without a tree
 * (tw-engine-state-text.c). FALSE, @out as it was, when a part of the state
 * cannot be written (as json_dumps would return NULL). */
gboolean tw_engine_write_state (TwEngine *self, GString *out);
/* Replaces the state with @state. A load is not a floor change: mapTurn is
 * kept as saved. On error the engine is left at the tower's start. */
gboolean tw_engine_load_state (TwEngine *self, json_t *state, GError **error);
/* Back to the tower's start. */
void tw_engine_reset (TwEngine *self);

/* --- Tower events (docs/rules.md §11) ------------------------------------------ */

/* One event command of the tower, as `turnwright-cli coverage` lists them. */
typedef struct
{
  const char *floor_id; /* NULL for a common event, a shop's or an item's */
  const char *hook;     /* events, afterBattle, ..., autoEvent, commonEvent, shop, useItemEvent */
  gint x, y;            /* -1 when the hook has no cell */
  const char
      *command; /* the command's type; "autoEvent" for an autoEvent whose condition is code */
  const char *skip_reason; /* NULL when the engine plays it; else why it is a `skip` */
} TwEventCommandInfo;

typedef void (*TwEventCommandFunc) (const TwEventCommandInfo *info, gpointer user_data);
/* Calls @func for every event command of @tower (nested ones too), floor by
 * floor, then the common events; whether each is played is decided on the
 * command alone, as the interpreter would. */
void tw_tower_foreach_event_command (TwTower *tower, TwEventCommandFunc func, gpointer user_data);

#define TW_ENGINE_ERROR (tw_engine_error_quark ())
GQuark tw_engine_error_quark (void);

typedef enum
{
  TW_ENGINE_ERROR_INVALID_STATE,
  TW_ENGINE_ERROR_INVALID_EVENT, /* a trace object that is not an event */
  TW_ENGINE_ERROR_UNKNOWN_EVENT, /* a trace object whose `ev` the engine does not write */
} TwEngineError;

G_END_DECLS
