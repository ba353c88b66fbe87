/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-battle.h: battles, their time settlement and death (engine-internal). */
#pragma once

#include "engine/tw-engine-private.h"
#include "engine/tw-damage.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean fought;
  gboolean won;
  gint64 damage;
  gint64 cost; /* battleFinalTimeCost, 0 when lost */
} TwBattleOutcome;

/* The hero's effective stats: base plus the effects of active skills. */
void tw_engine_hero_stats (TwEngine *self, TwHeroStats *stats);
/* Whether the hero owns item @id, in any class (a count above 0). */
gboolean tw_engine_hero_owns (TwEngine *self, const char *id);
/* The enemy json at (x, y) of the current floor, with the instance's own hp
 * when it was hurt. Returns a new reference, or NULL. */
json_t *tw_engine_enemy_json_at (TwEngine *self, gint x, gint y, gint *enemy);
/* The damage forecast against the enemy at (x, y); FALSE when there is none. */
gboolean tw_engine_forecast (TwEngine *self, gint x, gint y, TwDamageResult *result);
/* Fights the enemy at (x, y) of the current floor: success settles (hp,
 * rewards, removeCell, cost computed then applyStatusAfterBattle), fail is death. */
void tw_engine_battle (TwEngine *self, gint x, gint y, TwBattleInitiator by, TwBattleOutcome *out);
/* Fights @enemy on no cell (a tower event's `battle` by id, events.js
 * `battle (id)`): as tw_engine_battle, its runtime id on the current floor
 * at -1:-1, the loot given but no block removed and no afterBattle queued. */
void tw_engine_battle_by_id (TwEngine *self, gint enemy, TwBattleOutcome *out);
/* settleBattleTimeCost: max(1, statusBattleTimeCostMax, activeBattleSkill.timeCost). */
gint64 tw_engine_settle_battle_time_cost (TwEngine *self, gint64 *status_max, gint64 *battle_skill);
void tw_engine_apply_status_after_battle (TwEngine *self, const char *result);
/* Damage outside battle (an enemy's ranged skill): at 0 hp, death. */
void tw_engine_hero_hit (TwEngine *self, gint64 damage, const char *cause);
/* clearOnDeath, the death event, and the end of the frame. */
void tw_engine_die (TwEngine *self, const char *cause);
/* Gives the rewards of a beaten enemy and removes its block (removeCell). */
void tw_engine_defeat_enemy (TwEngine *self, gint x, gint y, gint enemy);

G_END_DECLS
