/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-damage.h: the mota-js 2.10.3 battle damage formula (getDamageInfo).
 *
 * Pure functions over plain numbers and the tower's JSON: no world, no state.
 * The formula and every choice where mota-js is unclear are in docs/battle.md.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* Specials with an effect on the damage or on the engine. */
enum
{
  TW_SPECIAL_FIRST_STRIKE = 1,
  TW_SPECIAL_MAGIC = 2,
  TW_SPECIAL_SOLID = 3,
  TW_SPECIAL_DOUBLE_HIT = 4,
  TW_SPECIAL_TRIPLE_HIT = 5,
  TW_SPECIAL_MULTI_HIT = 6,
  TW_SPECIAL_BREAK_ARMOR = 7,
  TW_SPECIAL_COUNTER = 8,
  TW_SPECIAL_PURIFY = 9,
  TW_SPECIAL_MIMIC = 10,
  TW_SPECIAL_VAMPIRE = 11,
  TW_SPECIAL_HATRED = 17,
  TW_SPECIAL_INVINCIBLE = 20,
  TW_SPECIAL_FIXED_DAMAGE = 22,
  TW_SPECIAL_CAPTURE = 27,
};

/* The hero as the formula sees it: effective stats (skill effects already added). */
typedef struct
{
  gint64 hp;
  gint64 atk;
  gint64 def;
  gint64 mdef;
  gint64 hatred;      /* flags.hatred: the hatred accumulated so far (special 17) */
  gboolean has_cross; /* owns the `cross` item: invincible (20) enemies can be fought */
} TwHeroStats;

/* The fields of mota-js getDamageInfo's result. When can_battle is FALSE
 * (mota-js returns null) the fields hold what was computed before the formula
 * gave up, and damage is 0. */
typedef struct
{
  gboolean can_battle;
  gint64 mon_hp;
  gint64 mon_atk;
  gint64 mon_def;
  gint64 init_damage;
  gint64 per_damage;
  gint64 hero_per_damage;
  gint64 turn;
  gint64 damage;
} TwDamageResult;

/* Computes the battle of @hero against @enemy_def (a mota-js enemy object).
 * @values is the tower's `values` object (data.js firstData... `values`), or NULL. */
void tw_damage_compute (const TwHeroStats *hero, json_t *enemy_def, json_t *values,
                        TwDamageResult *result);

/* TRUE when the battle can be fought and won: damage < @hero_hp. */
gboolean tw_damage_can_win (const TwDamageResult *result, gint64 hero_hp);

/* TRUE when @enemy_def's `special` (a number or an array of numbers) holds @special. */
gboolean tw_enemy_has_special (json_t *enemy_def, int special);

/* TRUE for the specials Turnwright simulates (1-11, 15-18, 20, 22, 24, 27:
 * 15, 16, 18 and 24 as map damage, docs/rules.md §3.11); the validator warns
 * about the others. */
gboolean tw_damage_special_is_simulated (int special);

/* flags.hatred after a won battle against @enemy_def, as mota-js afterBattle:
 * halved (floor) when the enemy has special 17, then values.hatred added. */
gint64 tw_damage_hatred_after_battle (gint64 hatred, json_t *enemy_def, json_t *values);

G_END_DECLS
