/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-battle.c: battles (docs/rules.md §3) and death (§5). */
#include "engine/tw-engine-battle.h"
#include "engine/tw-tower-events-private.h"
#include "engine/tw-tower-events.h"

#include <string.h>

static void
add_effect (json_t *effect, TwHeroStats *stats)
{
  json_t *v;

  if (effect == NULL)
    return;
  if (json_is_number (v = json_object_get (effect, "atk")))
    stats->atk += (gint64)json_number_value (v);
  if (json_is_number (v = json_object_get (effect, "def")))
    stats->def += (gint64)json_number_value (v);
  if (json_is_number (v = json_object_get (effect, "mdef")))
    stats->mdef += (gint64)json_number_value (v);
}

/* 2.10.3 functions.js `afterBattle` ("战后的技能处理"), with the status
 * bar's skill on: skill 1 (二倍斩) costs 5 mana, then flag:skill is 0 and
 * flag:skillName '无' (docs/rules.md §3.17). */
static void
end_skill (TwEngine *self)
{
  json_t *flags = self->tev ? self->tev->flags : self->script_flags;
  json_t *skill;

  if (!tw_tower_ends_skill_after_battle (self->tower))
    return;
  skill = json_object_get (flags, "skill");
  if (skill == NULL)
    skill = json_object_get (json_object_get (self->hero.rest, "flags"), "skill");
  if (json_is_number (skill) && json_number_value (skill) == 1)
    {
      json_t *mana = json_object_get (self->hero.rest, "mana");
      json_object_set_new (self->hero.rest, "mana",
                           json_integer ((json_is_number (mana) ? (json_int_t)json_number_value (mana)
                                                                : 0)
                                         - 5));
    }
  json_object_set_new (flags, "skill", json_integer (0));
  json_object_set_new (flags, "skillName", json_string ("无"));
  if (self->tev)
    self->tev->version++;
}

gboolean
tw_engine_hero_owns (TwEngine *self, const char *id)
{
  const char *cls;
  json_t *per_cls;

  json_object_foreach (self->hero.items, cls, per_cls)
  {
    json_t *count = json_object_get (per_cls, id);
    if (json_is_integer (count) && json_integer_value (count) > 0)
      return TRUE;
  }
  return FALSE;
}

void
tw_engine_hero_stats (TwEngine *self, TwHeroStats *stats)
{
  guint i;

  memset (stats, 0, sizeof *stats);
  stats->hp = self->hero.hp;
  stats->atk = self->hero.atk;
  stats->def = self->hero.def;
  stats->mdef = self->hero.mdef;
  stats->hatred = self->hatred;
  stats->has_cross = tw_engine_hero_owns (self, "cross");
  for (i = 0; i < self->status_skills->len; i++)
    {
      TwStatusSkill *s = g_ptr_array_index (self->status_skills, i);
      gint item = tw_tower_find_item (self->tower, s->id);
      if (item >= 0)
        add_effect (tw_tower_get_item (self->tower, item)->effect, stats);
    }
  if (self->active_battle_skill)
    {
      gint item = tw_tower_find_item (self->tower, self->active_battle_skill);
      if (item >= 0)
        add_effect (tw_tower_get_item (self->tower, item)->effect, stats);
    }
}

void
tw_engine_get_battle_hero (TwEngine *self, TwHeroStats *stats)
{
  g_return_if_fail (self != NULL && stats != NULL);
  tw_engine_hero_stats (self, stats);
}

json_t *
tw_engine_enemy_json_at (TwEngine *self, gint x, gint y, gint *enemy_out)
{
  TwInstance *inst;
  const TwEnemyDef *def;
  json_t *json;
  gint enemy;

  if (!tw_engine_cell_is_enemy (self, self->cur, x, y, &enemy))
    return NULL;
  def = tw_tower_get_enemy (self->tower, enemy);
  if (enemy_out)
    *enemy_out = enemy;
  inst = tw_engine_instance (self, self->cur, x, y, FALSE);
  /* What events changed (setEnemy, setEnemyOnPoint), then a wound. */
  json = tw_tower_events_enemy_json (self, enemy, self->cur, x, y, json_incref (def->json));
  if (inst == NULL || inst->hp == tw_engine_enemy_base_hp (self, self->cur, x, y, enemy))
    return json;
  {
    json_t *copy = json_copy (json);
    json_decref (json);
    json = copy;
  }
  json_object_set_new (json, "hp", json_integer (inst->hp));
  return json;
}

/* The battle's figures: the tower's own getDamageInfo when functions.js has
 * one, else the built-in formula; a script that fails falls back to the
 * built-in formula, with a `limit` event "towerScript" (docs/rules.md §12.2). */
static void
battle_damage (TwEngine *self, const TwHeroStats *stats, gint enemy, json_t *json, gboolean report,
               TwDamageResult *result)
{
  TwTowerScript *script = tw_tower_get_script (self->tower);
  g_autoptr (GError) error = NULL;
  g_autofree char *state = tw_engine_damage_state_text (self);
  tw_tower_script_damage_or_builtin_in_run (script, stats, state,
                                            tw_tower_get_enemy (self->tower, enemy)->id, json,
                                            tw_tower_get_values (self->tower), result,
                                            report ? &error : NULL);
  if (error)
    {
      TwEvent ev = { .kind = TW_EVENT_LIMIT, .limit = "towerScript", .limit_max = 1, .dropped = 1 };
      tw_engine_emit (self, &ev);
    }
}

gboolean
tw_engine_forecast (TwEngine *self, gint x, gint y, TwDamageResult *result)
{
  TwHeroStats stats;
  gint enemy;
  json_t *json = tw_engine_enemy_json_at (self, x, y, &enemy);

  if (json == NULL)
    return FALSE;
  tw_engine_hero_stats (self, &stats);
  battle_damage (self, &stats, enemy, json, FALSE, result);
  json_decref (json);
  return TRUE;
}

gint64
tw_engine_settle_battle_time_cost (TwEngine *self, gint64 *status_max_out, gint64 *battle_skill_out)
{
  gint64 status_max = 0, battle_skill = 0;
  guint i;

  for (i = 0; i < self->status_skills->len; i++)
    {
      TwStatusSkill *s = g_ptr_array_index (self->status_skills, i);
      status_max = MAX (status_max, s->battle_time_cost);
    }
  if (self->active_battle_skill)
    {
      gint item = tw_tower_find_item (self->tower, self->active_battle_skill);
      if (item >= 0)
        battle_skill = tw_tower_get_item (self->tower, item)->time_cost;
    }
  if (status_max_out)
    *status_max_out = status_max;
  if (battle_skill_out)
    *battle_skill_out = battle_skill;
  return MAX (1, MAX (status_max, battle_skill));
}

static void
emit_status (TwEngine *self, const char *skill, TwStatusOp op, gint64 remain)
{
  TwEvent ev = { .kind = TW_EVENT_STATUS, .skill = skill, .op = op, .remain = remain };

  ev.active = op != TW_STATUS_OFF && op != TW_STATUS_EXPIRED;
  tw_engine_emit (self, &ev);
}

void
tw_engine_apply_status_after_battle (TwEngine *self, const char *result)
{
  guint i = 0;

  if (g_strcmp0 (result, "success") != 0)
    return;
  while (i < self->status_skills->len)
    {
      TwStatusSkill *s = g_ptr_array_index (self->status_skills, i);
      if (s->remain_battles < 0)
        {
          i++;
          continue;
        }
      s->remain_battles--;
      if (s->remain_battles <= 0)
        {
          if (self->sink)
            emit_status (self, s->id, TW_STATUS_EXPIRED, 0);
          g_ptr_array_remove_index (self->status_skills, i);
          continue;
        }
      if (self->sink)
        emit_status (self, s->id, TW_STATUS_LAYER, s->remain_battles);
      i++;
    }
}

void
tw_engine_die (TwEngine *self, const char *cause)
{
  /* clearOnDeath (seed §6.6). */
  json_decref (self->skill_temp);
  self->skill_temp = json_object ();
  g_clear_pointer (&self->active_battle_skill, g_free);
  g_ptr_array_set_size (self->status_skills, 0);
  self->dead = TRUE;
  self->extra_ticks = 0;
  if (self->sink)
    {
      TwEvent ev = { .kind = TW_EVENT_DEATH, .reason = cause, .hp = self->hero.hp };
      tw_engine_emit (self, &ev);
    }
}

void
tw_engine_hero_hit (TwEngine *self, gint64 damage, const char *cause)
{
  if (damage <= 0)
    return;
  self->hero.hp -= damage;
  if (self->hero.hp <= 0)
    {
      self->hero.hp = 0;
      tw_engine_die (self, cause);
    }
}

/* A won battle's @money with the lucky coin held, as the tower's
 * afterBattle has it (docs/rules.md §3.18). */
static gint64
with_lucky_coin (TwEngine *self, gint64 money)
{
  TwCoinRule rule = tw_tower_get_coin_rule (self->tower);
  if (rule.op == TW_COIN_NONE || tw_engine_hero_item_count (self, "coin") <= 0)
    return money;
  switch (rule.op)
    {
    case TW_COIN_MULTIPLY:
      return money * rule.n;
    case TW_COIN_ADD:
      return money + rule.n;
    case TW_COIN_SET:
      return rule.n;
    case TW_COIN_NONE:
      break;
    }
  return money;
}

void
tw_engine_defeat_enemy (TwEngine *self, gint x, gint y, gint enemy)
{
  const TwEnemyDef *def = tw_tower_get_enemy (self->tower, enemy);

  if (self->tev)
    {
      /* The loot as events changed it (setEnemy, setEnemyOnPoint). */
      self->hero.money += with_lucky_coin (
          self, tw_tower_events_enemy_number (self, enemy, self->cur, x, y, "money"));
      self->hero.exp += tw_tower_events_enemy_number (self, enemy, self->cur, x, y, "exp");
      tw_tower_events_enemy_defeated (self, self->cur, x, y);
    }
  else
    {
      self->hero.money += with_lucky_coin (self, def->money);
      self->hero.exp += def->exp;
    }
  tw_engine_remove_block (self, NULL, x, y);
  /* afterBattle, at the end of the frame (docs/rules.md §11.2). */
  if (self->tev)
    tw_tower_events_queue_cell (self, "afterBattle", x, y);
}

/* The loot of an enemy beaten where it stands on no cell (a `battle` by id):
 * functions.js afterBattle's money and exp as setEnemy changed them, no
 * block to remove and no cell whose afterBattle would run. */
static void
loot_without_cell (TwEngine *self, gint enemy)
{
  self->hero.money
      += with_lucky_coin (self, tw_tower_events_enemy_number (self, enemy, -1, -1, -1, "money"));
  self->hero.exp += tw_tower_events_enemy_number (self, enemy, -1, -1, -1, "exp");
}

/* One battle against @enemy (@json: its definition as it fights, taken), at
 * (x, y) of the current floor, or on no cell when x < 0. */
static void
fight (TwEngine *self, json_t *json, gint enemy, gint x, gint y, TwBattleInitiator by,
       TwBattleOutcome *out)
{
  TwHeroStats stats;
  TwDamageResult dmg;
  char id[256];
  gint64 status_max = 0, battle_skill = 0, cost = 0;
  gboolean won;

  tw_engine_hero_stats (self, &stats);
  battle_damage (self, &stats, enemy, json, TRUE, &dmg);
  won = tw_damage_can_win (&dmg, self->hero.hp);
  tw_engine_format_runtime_id (self, self->cur, x, y, enemy, id, sizeof id);
  out->fought = TRUE;
  out->won = won;
  /* A contactBattleOnly enemy that fought, whoever started it (a bump, a
   * capture, or its own step in the frame's ticks), ends the frame's
   * automatic battles (docs/rules.md §3). */
  if (self->defs[enemy]->contact_battle_only)
    self->frame_battle_stop = TRUE;
  out->damage = dmg.can_battle ? dmg.damage : 0;

  if (won)
    {
      self->hero.hp -= dmg.damage;
      self->hatred
          = tw_damage_hatred_after_battle (self->hatred, json, tw_tower_get_values (self->tower));
      end_skill (self);
      if (x >= 0)
        tw_engine_defeat_enemy (self, x, y, enemy);
      else
        loot_without_cell (self, enemy);
      /* The cost is taken before the battle's status layers are. */
      cost = tw_engine_settle_battle_time_cost (self, &status_max, &battle_skill);
      out->cost = cost;
    }
  else
    self->hero.hp = 0;

  if (self->sink)
    {
      TwEvent ev = { .kind = TW_EVENT_BATTLE };
      tw_engine_event_set_enemy (self, &ev, self->cur, x, y, enemy, id, sizeof id);
      ev.initiator = by;
      ev.damage = out->damage;
      ev.result = won ? TW_RESULT_SUCCESS : TW_RESULT_FAIL;
      ev.settle_base = won ? 1 : 0;
      ev.settle_status_max = status_max;
      ev.settle_battle_skill = battle_skill;
      ev.settle_final = cost;
      ev.hp = self->hero.hp;
      tw_engine_emit (self, &ev);
    }
  json_decref (json);
  if (won)
    tw_engine_apply_status_after_battle (self, "success");
  else
    tw_engine_die (self, "battle");
}

void
tw_engine_battle (TwEngine *self, gint x, gint y, TwBattleInitiator by, TwBattleOutcome *out)
{
  json_t *json;
  gint enemy;

  memset (out, 0, sizeof *out);
  json = tw_engine_enemy_json_at (self, x, y, &enemy);
  if (json == NULL)
    return;
  fight (self, json, enemy, x, y, by, out);
}

void
tw_engine_battle_by_id (TwEngine *self, gint enemy, TwBattleOutcome *out)
{
  const TwEnemyDef *def = tw_tower_get_enemy (self->tower, enemy);

  memset (out, 0, sizeof *out);
  /* The definition as setEnemy changed it; no cell, so no setEnemyOnPoint. */
  fight (self, tw_tower_events_enemy_json (self, enemy, -1, -1, -1, json_incref (def->json)), enemy,
         -1, -1, TW_BATTLE_BY_HERO, out);
}
