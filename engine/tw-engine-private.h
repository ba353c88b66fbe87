/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-private.h: the engine's state, shared by its .c files only. */
#pragma once

#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* The timing wheel: one bucket per tick modulo TW_WHEEL. An enemy whose next
 * action is TW_WHEEL ticks away or more waits in a small heap instead. */
#define TW_WHEEL 64

/* The most battle ticks (enemies stepping into the hero) one consumeTime runs. */
#define TW_MAX_BATTLE_TICKS 1000

typedef enum
{
  TW_WHERE_NONE,
  TW_WHERE_WHEEL,
  TW_WHERE_FAR,
} TwWhere;

/* One scheduled enemy (an entry of activeEnemiesByFloor). Its gauge at the
 * scheduler's tick `serial` is gauge_at + (serial - tick_at), reduced modulo
 * time_cost once past tick_at: it is exact at every tick without touching
 * the entry. 32 bytes. */
typedef struct
{
  gint64 tick_at;
  gint32 gauge_at;
  guint16 x, y;
  guint32 def; /* enemy index */
  guint32 seq; /* list order: a rebuild numbers row-major, later joins go last */
  gint32 time_cost;
  guint16 patrol_target;
  guint8 alive;
  guint8 where; /* TwWhere */
} TwActive;

/* activeEnemiesByFloor[floorId]. Slots are kept in action order (priority
 * highest first, then seq); a join that breaks the order only marks the list
 * dirty, and it is re-slotted before the next tick is resolved. */
typedef struct
{
  TwActive *slots;
  guint n_slots, cap, n_live;
  guint32 next_seq;
  gint32 *cell_slot; /* per cell: slot index or -1 */
  gboolean dirty;
  gboolean frozen; /* not the current floor: gauges stand still */
} TwActiveList;

/* Per-instance enemy data that is not scheduling state. */
typedef struct
{
  gint64 hp; /* remaining hp */
} TwInstance;

typedef struct
{
  const TwFloorDef *def;
  guint32 *tiles;     /* the current grid */
  guint8 *hidden;     /* hidden blocks (hideBlock), NULL until one is hidden */
  GHashTable *inst;   /* cell index + 1 -> TwInstance*, NULL until needed */
  TwActiveList *list; /* NULL until the floor is first entered */
} TwFloorState;

typedef struct
{
  gint64 hp, atk, def, mdef, money, exp, hpmax;
  gboolean has_hpmax;
  gint x, y;
  char *direction;
  json_t *items; /* {cls: {id: count}} */
  json_t *rest;  /* every other mota-js hero field, kept */
} TwHero;

typedef struct
{
  gint64 next;
  guint32 slot;
} TwFarItem;

typedef struct
{
  char *id;
  gint remain_battles; /* -1: null (until cancelled) */
  gint battle_time_cost;
  char *source_item_id;
} TwStatusSkill;

/* A pending run of ticks: the outer consumeTime's ticks, or a battle's extra ticks. */
typedef struct
{
  gint64 left;
  const char *reason;
} TwTickRun;

struct _TwEngine
{
  TwTower *tower;
  TwEnemyDef *const *defs; /* the tower's enemy definitions, by index */
  TwFloorState *floors;
  guint n_floors;
  gint cur;

  TwHero hero;
  gboolean dead;
  gboolean map_turn_enabled;
  gint64 clock;
  gint64 map_turn;
  gint64 serial; /* ticks resolved since the engine started: the wheel's time */
  gint64 active_version;
  gint64 full_scans;
  gboolean in_tick;
  guint move_depth; /* > 0 while a block travels: patches are suppressed */

  /* The wheel of the current floor's list. */
  guint64 *bits; /* [word * TW_WHEEL + bucket] */
  guint64 *sum;  /* [sumword * TW_WHEEL + bucket] */
  guint nwords, nsum;
  GArray *far; /* min-heap of TwFarItem */

  /* Battles fought inside a tick add their cost here, consumed right after it. */
  gint64 extra_ticks;
  gboolean frame_battle_stop; /* a contactBattleOnly enemy fought this frame */

  /* skillState */
  GPtrArray *status_skills; /* TwStatusSkill*, in activation order */
  char *active_battle_skill;
  json_t *skill_temp;
  gint64 hatred;

  /* The chase distance field, shared by all chasers (tw-engine-enemy.c). */
  guint8 *field_pass; /* per tile number below field_pass_len: passable for the field */
  guint field_pass_len;
  gint32 **field_queue; /* field_queue_cap cells of field; queued: [field_head, field_tail) */
  guint32 field_queue_cap, field_head, field_tail;
  gint32 *field;
  gsize field_len;
  gint32 field_base, field_top; /* this search's distance 0; largest value written */
  gint32 field_seed;            /* the hero's cell in the grid, or -1 */
  gboolean field_seed_blocked;
  gint64 field_map_version; /* map_version when the grid was built */
  gint field_floor, field_hx, field_hy;
  gint64 map_version; /* bumps when a cell's passability for the field changes */
  gint64 field_computations;

  GHashTable *slots; /* save NAME -> state */

  TwEventSink sink;
  gpointer sink_data;
  GDestroyNotify sink_destroy;
  gboolean schedule_events; /* emit enemy_join / _leave / _migrate */
  gboolean no_event_ids;    /* enemy_act / _migrate without runtimeIds */
  gboolean idle_implied;    /* idle enemies' actions not reported one by one */
  gboolean no_step_migrate; /* an enemy's own step is told by its enemy_act only */
  /* The enemy_act event, zeroed once with the engine: an action writes the
   * same fields every time (tw-engine-enemy.c); busy while its sink runs. */
  TwEvent act_event;
  gboolean act_event_busy;

  /* The battle-tick cap's hits over the engine's life (not saved state), so
   * that a caller without a sink still learns of them. */
  TwLimitReport battle_ticks_limit;

  /* The tower's events (tw-tower-events.c), NULL when it has none: every
   * hook is then one pointer test. */
  struct _TwTowerEvents *tev;

  /* The flags the tower's JavaScript set, when the tower has no events to
   * keep them (docs/rules.md §12.6); saved as flags.scriptFlags. */
  json_t *script_flags;

  /* The current floor's map damage table (tw-map-damage.c), NULL until asked. */
  struct _TwMapDamage *map_damage;
};

/* tw-engine.c */
gint tw_engine_floor_index (TwEngine *self, const char *floor_id); /* NULL: the current floor */
void tw_engine_clear_state (TwEngine *self);
void tw_engine_init_state (TwEngine *self);
void tw_engine_rebuild_floor (TwEngine *self, gint floor);
TwFloorState *tw_engine_floor_state (TwEngine *self, gint floor);
gboolean tw_engine_cell_is_enemy (TwEngine *self, gint floor, gint x, gint y, gint *enemy);
gint tw_engine_cell_scheduled_enemy (TwEngine *self, TwFloorState *fs, gint x, gint y);
void tw_engine_emit (TwEngine *self, TwEvent *ev);
void tw_engine_format_runtime_id (TwEngine *self, gint floor, gint x, gint y, gint enemy, char *buf,
                                  gsize len);
/* Names in @ev the enemy @enemy at (x, y) of @floor: `enemy` (its runtimeId,
 * written to @buf) and its parts. */
/* tw_engine_event_set_enemy, or only the parts (enemy NULL) when the sink
 * asked for no runtimeIds (tw_engine_set_event_runtime_ids). */
void tw_engine_event_set_enemy_parts (TwEngine *self, TwEvent *ev, gint floor, gint x, gint y,
                                      gint enemy, char *buf, gsize len);
void tw_engine_event_set_enemy (TwEngine *self, TwEvent *ev, gint floor, gint x, gint y, gint enemy,
                                char *buf, gsize len);
void tw_engine_set_tile_raw (TwEngine *self, gint floor, gint x, gint y, guint32 tile);
/* Hides the cell's block without patching the active list (the caller
 * patches, or already did). */
void tw_engine_hide_cell_raw (TwEngine *self, gint floor, gint x, gint y);
void tw_engine_enter_floor (TwEngine *self, gint floor, gboolean reset_map_turn);
void tw_engine_reschedule_all (TwEngine *self);
void tw_engine_step_block (TwEngine *self, gint floor, gint fx, gint fy, gint tx, gint ty);
/* The capture battles after a move (docs/rules.md §2, §3): the capturers
 * around the hero, in block order (tw-engine-play.c). */
void tw_engine_capture_battles (TwEngine *self);
/* An enemy's timeCost, as events changed it (setEnemy, docs/rules.md §11.10). */
gint tw_engine_enemy_time_cost (TwEngine *self, gint enemy);
/* setEnemy changed @enemy's timeCost: every list takes it in (docs/rules.md §11.10). */
void tw_engine_enemy_time_cost_changed (TwEngine *self, gint enemy);
/* An unwounded enemy's hp: its definition's, as events changed it. */
gint64 tw_engine_enemy_base_hp (TwEngine *self, gint floor, gint x, gint y, gint enemy);
TwInstance *tw_engine_instance (TwEngine *self, gint floor, gint x, gint y, gboolean create);

/* tw-engine-state.c: the state's mapTurnState, as the state has it (the
 * skeleton, tw-engine.h, leaves it null for the direct writer). */
json_t *tw_engine_save_map_turn_state (TwEngine *self);

/* tw-engine-schedule.c: the active lists and the current floor's wheel. */
TwActiveList *tw_engine_list_new (const TwFloorState *fs, gboolean current);
TwActiveList *tw_engine_list_ensure (TwEngine *self, gint floor);
void tw_engine_list_free (TwActiveList *list);
/* Appends an entry (it joins last in list order); the list is re-slotted first when half empty. */
guint tw_engine_list_append (TwEngine *self, gint floor, gint x, gint y, gint enemy, gint64 gauge);
void tw_engine_list_remove_slot (TwEngine *self, TwFloorState *fs, guint slot);
/* Puts the live entries back in action order and rebuilds the wheel. Never
 * while a tick walks the current floor's wheel. */
void tw_engine_list_reslot (TwEngine *self, TwFloorState *fs);
/* The gauge of @a now: exact at every tick, the list being lazy. */
gint64 tw_engine_entry_gauge (TwEngine *self, const TwActiveList *list, const TwActive *a);
void tw_engine_wheel_reserve (TwEngine *self, guint cap);
void tw_engine_wheel_clear_all (TwEngine *self);
void tw_engine_far_push (TwEngine *self, gint64 next, guint slot);
/* Moves enemies due within the wheel's span from the heap into buckets. */
void tw_engine_far_pull (TwEngine *self, TwActiveList *list);
/* enemy_join / _leave / _migrate of the current floor's entry @a (to: its new cell). */
void tw_engine_emit_schedule (TwEngine *self, TwEventKind kind, const TwActive *a, gint64 gauge,
                              gint tx, gint ty);
/* enemy_reschedule of the current floor's entry @a, when its actions are
 * implied and the sink wants schedule events. */
void tw_engine_emit_reschedule (TwEngine *self, const TwActive *a, gboolean before_turn);

/* The steps the tick loop takes for each enemy, inline: they run for every
 * action. */

static inline gboolean
tw_engine_in_bounds (const TwFloorState *fs, gint x, gint y)
{
  return x >= 0 && y >= 0 && x < fs->def->width && y < fs->def->height;
}

static inline gsize
tw_engine_cell_of (const TwFloorState *fs, gint x, gint y)
{
  return (gsize)y * fs->def->width + x;
}

/* An idle enemy's actions change nothing: they are reported only to a sink
 * that asked for them one by one; otherwise its gauge is a formula of the
 * tick count and it never sits on the wheel. */
static inline gboolean
tw_engine_idle_on_wheel (TwEngine *self)
{
  return self->sink != NULL && !self->idle_implied;
}

/* A sink hears of @a's actions from its schedule only. */
static inline gboolean
tw_engine_entry_implied (TwEngine *self, const TwActive *a)
{
  return self->sink != NULL && self->idle_implied && self->defs[a->def]->act_type == TW_ACT_IDLE;
}

static inline gboolean
tw_engine_entry_wants_wheel (TwEngine *self, const TwActive *a)
{
  return self->defs[a->def]->act_type != TW_ACT_IDLE || tw_engine_idle_on_wheel (self);
}

static inline gint64
tw_engine_entry_next (const TwActive *a)
{
  gint64 wait = (gint64)a->time_cost - a->gauge_at;
  return a->tick_at + (wait < 1 ? 1 : wait);
}

static inline void
tw_engine_wheel_set (TwEngine *self, guint slot, guint bucket)
{
  guint word = slot >> 6;
  self->bits[(gsize)word * TW_WHEEL + bucket] |= G_GUINT64_CONSTANT (1) << (slot & 63);
  self->sum[(gsize)(word >> 6) * TW_WHEEL + bucket] |= G_GUINT64_CONSTANT (1) << (word & 63);
}

static inline void
tw_engine_wheel_clear (TwEngine *self, guint slot, guint bucket)
{
  guint word = slot >> 6;
  guint64 *w = &self->bits[(gsize)word * TW_WHEEL + bucket];

  *w &= ~(G_GUINT64_CONSTANT (1) << (slot & 63));
  if (*w == 0)
    self->sum[(gsize)(word >> 6) * TW_WHEEL + bucket] &= ~(G_GUINT64_CONSTANT (1) << (word & 63));
}

static inline void
tw_engine_sched_insert (TwEngine *self, TwActiveList *list, guint slot)
{
  TwActive *a = &list->slots[slot];
  gint64 next = tw_engine_entry_next (a);

  if (next - self->serial < TW_WHEEL)
    {
      tw_engine_wheel_set (self, slot, (guint)(next & (TW_WHEEL - 1)));
      a->where = TW_WHERE_WHEEL;
    }
  else
    {
      tw_engine_far_push (self, next, slot);
      a->where = TW_WHERE_FAR;
    }
}

static inline void
tw_engine_sched_remove (TwEngine *self, TwActiveList *list, guint slot)
{
  TwActive *a = &list->slots[slot];

  if (a->where == TW_WHERE_WHEEL)
    tw_engine_wheel_clear (self, slot, (guint)(tw_engine_entry_next (a) & (TW_WHEEL - 1)));
  a->where = TW_WHERE_NONE; /* a far item becomes stale and is skipped */
}

static inline TwActiveList *
tw_engine_current_list (TwEngine *self)
{
  return self->floors ? self->floors[self->cur].list : NULL;
}

static inline gboolean
tw_engine_list_is_current (TwEngine *self, TwActiveList *list)
{
  return list != NULL && list == tw_engine_current_list (self);
}

static inline gboolean
tw_engine_wants_schedule_events (TwEngine *self)
{
  return self->sink != NULL && self->schedule_events;
}

/* tw-engine-js.c: an item effect or a `function` command through the tower's
 * interpreter, written back into the hero, flags and items; FALSE (nothing
 * changed) with @error when the script failed. */
gboolean tw_engine_run_js (TwEngine *self, TwTowerScriptCode kind, const char *code,
                           const char *item_id, const char *label, GError **error);
/* The `limit` event "towerScript" of a failed script (docs/rules.md §12.2). */
void tw_engine_report_js_failure (TwEngine *self, const GError *error);

/* tw-engine-items.c (docs/rules.md §2.10, §2.11, §2.14 to §2.16) */
/* The ratio the current floor's item effects see: the floor's `ratio`, or
 * for a 2.6 tower parseInt (item_ratio) || 1. */
double tw_engine_item_ratio (TwEngine *self);
/* Applies @def's effect string @key ("itemEffect", "useItemEffect"): the
 * arithmetic path, else the tower's interpreter; FALSE when it did nothing. */
gboolean tw_engine_apply_item_effect (TwEngine *self, const TwItemDef *def, const char *key);
/* Queues @def's useItemEvent (hook "useItemEvent"), when it has one. */
void tw_engine_queue_use_item_event (TwEngine *self, const TwItemDef *def);
/* enableHPMax: hp down to hpmax (times its buff in 2.10), when the tower asks. */
void tw_engine_cap_hp (TwEngine *self);
/* TRUE for an item class whose counts stay at 0 (2.6 `keys`). */
gboolean tw_item_class_keeps_zero (const char *cls);
gint64 tw_engine_hero_item_count (TwEngine *self, const char *id);

/* tw-engine-enemy.c: performEnemyAction. Returns the result name. */
void tw_engine_perform_enemy_action (TwEngine *self, guint slot);
/* Frees the chase distance field's memory. */
void tw_engine_field_free (TwEngine *self);

/* tw-engine-play.c: whether a block at (x, y) of @floor may leave it in
 * direction @d (0 up, 1 right, 2 down, 3 left): the floor's cannotMove and
 * cannotMoveIn, the tiles' cannotOut and cannotIn (maps.js `canMoveHero`
 * without its dead-zone check). */
gboolean tw_engine_can_step (TwEngine *self, gint floor, gint x, gint y, gint d);

/* tw-map-damage.c (docs/rules.md §3.11 to §3.16). */
void tw_engine_map_damage_free (TwEngine *self);
/* control.js `checkBlock` after a step: the damage of the hero's cell (death
 * at 0 hp), then the repulse enemies around it pushed back. */
void tw_engine_check_block (TwEngine *self);
/* maps.js `canMoveHero`'s dead-zone check: TRUE when the tower forbids
 * stepping onto (x, y), a cell with no block whose map damage would kill
 * (flags.canGoDeadZone false). */
gboolean tw_engine_map_damage_deadly (TwEngine *self, gint x, gint y);
/* maps.js `_canMoveDirectly_checkNextPoint`: TRUE when a direct move may
 * not pass (x, y): it has map damage or pushes a repulse enemy. */
gboolean tw_engine_map_damage_marks (TwEngine *self, gint x, gint y);

G_END_DECLS
