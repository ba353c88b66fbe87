/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events.h: the tower's own mota-js events, run by the engine
 * (docs/rules.md §11). Engine-internal: the engine calls these hooks, each a
 * no-op (one pointer test) when the tower has no events.
 */
#pragma once

#include "engine/tw-engine-private.h"

G_BEGIN_DECLS

typedef struct _TwTowerEvents TwTowerEvents;

/* How the reason of a question's `event` line begins when the script gave
 * no answer and the engine answered as mota-js's replay checker does
 * (docs/rules.md §11.8). */
#define TW_TOWER_EVENTS_NO_ANSWER "no answer"


/* The event tables of @self's tower, or NULL when it has none. */
TwTowerEvents *tw_tower_events_new (TwEngine *self);
void tw_tower_events_free (TwTowerEvents *tev);

/* Back to the tower's start (after the floors are set up): values cleared,
 * blocks of `enable: false` events hidden, nothing pending. */
void tw_tower_events_reset (TwEngine *self);

/* The cell's `events` when (x, y) of the current floor holds a live one:
 * *bump is TRUE when the hero bumps it (its block is not passable, or the
 * event says `noPass`), FALSE when he steps on it. */
gboolean tw_tower_events_cell (TwEngine *self, gint x, gint y, gboolean *bump);

/* Whether the cell event at (x, y) of the current floor replaces what its
 * enemy, item or door would do: it names its own trigger, "action"
 * (maps.js `_addEvent`). */
gboolean tw_tower_events_cell_takes_over (TwEngine *self, gint x, gint y);

/* The block at (x, y) of @floor was removed (a battle, a pickup, a door
 * opened, `remove`): its cell's event goes with it, the cell disabled
 * (maps.js `removeBlockByIndex` -> `setMapBlockDisabled`). */
void tw_tower_events_block_removed (TwEngine *self, gint floor, gint x, gint y);

/* Queues a hook's commands of the current floor's cell (x, y): "events",
 * "afterBattle", "afterGetItem", "afterOpenDoor". They run at the end of the
 * frame (tw_tower_events_run). */
void tw_tower_events_queue_cell (TwEngine *self, const char *hook, gint x, gint y);
/* The door @door (its tile, or NULL) at (x, y) of the current floor was
 * opened: the cell's afterOpenDoor and the tile's doorInfo.afterOpenDoor
 * are queued (functions.js `afterOpenDoor`). */
void tw_tower_events_door_opened (TwEngine *self, const TwTileInfo *door, gint x, gint y);
/* events.js `trigger`: a block whose tile has its own `event` (maps.js)
 * runs it, and nothing else the cell would do (its battle, item, door or
 * the floor's event there); such a block is not passable (maps.js
 * `noPass`). Queues it (hook "events") and returns TRUE when @tile has one. */
gboolean tw_tower_events_tile_event (TwEngine *self, const TwTileInfo *tile, gint x, gint y);
/* The hero arrived on the current floor: eachArrive (and firstArrive, on
 * the first arrival) are queued. */
void tw_tower_events_arrived (TwEngine *self);

/* Runs everything queued, then the autoEvents whose condition holds, until
 * nothing is left: the end of a frame (docs/rules.md §11.2). */
void tw_tower_events_run (TwEngine *self);

/* `shop ID N` (docs/rules.md §11.9): queues choice N of the visited 2.x
 * shop ID (its `action`), or FALSE with why (a static string). */
gboolean tw_tower_events_shop (TwEngine *self, const char *id, gint choice, const char **why);

/* `shop ID N` and `shop ID sell N`: an item shop (item: true) buys or
 * sells one of choice N's item at once (docs/rules.md §11.9); @sell on
 * another shop is refused. */
gboolean tw_tower_events_shop_trade (TwEngine *self, const char *id, gint choice, gboolean sell,
                                     const char **why);

/* `input VALUE`: the answer to the next input or input2 met. */
void tw_tower_events_input (TwEngine *self, const char *value);

/* The definition of @enemy at (x, y) of @floor with what setEnemy and
 * setEnemyOnPoint changed (docs/rules.md §11.3): @json itself (a reference,
 * taken) when nothing did, else a changed copy. */
json_t *tw_tower_events_enemy_json (TwEngine *self, gint enemy, gint floor, gint x, gint y,
                                    json_t *json);
/* The timeCost of @enemy's definition as setEnemy changed it. */
gint tw_tower_events_enemy_time_cost (TwEngine *self, gint enemy);
/* TRUE when some event of @tower (a floor's, an item's, a common event, a
 * shop's) is a setEnemy of actType, actArgs, priority or contactBattleOnly:
 * an enemy kind may then change between idle and acting mid-play. A walk
 * over the whole tower: tw_tower_events_new makes it once. */
gboolean tw_tower_events_scan_act_fields (const TwTower *tower);
/* The engine's tower events made that finding (FALSE without events). */
gboolean tw_tower_events_may_change_act_fields (TwEngine *self);
/* A whole-number field of that definition (hp, money, exp), 0 when missing. */
gint64 tw_tower_events_enemy_number (TwEngine *self, gint enemy, gint floor, gint x, gint y,
                                     const char *field);
/* The enemy at (x, y) was beaten: its setEnemyOnPoint changes go. */
void tw_tower_events_enemy_defeated (TwEngine *self, gint floor, gint x, gint y);

/* `choose N`: the answer to the next choices or confirm met. */
void tw_tower_events_answer (TwEngine *self, gint answer);

/* The event state in the saved state's `flags` (as flags.towerEvents), and
 * back; @state is the whole saved state (its floors' hidden cells). */
void tw_tower_events_save (TwEngine *self, json_t *flags);
gboolean tw_tower_events_load (TwEngine *self, json_t *state, GError **error);

G_END_DECLS
