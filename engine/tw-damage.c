/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-damage.c: the mota-js 2.10.3 damage formula.
 *
 * The arithmetic is done in doubles and floored at the end, as JavaScript
 * does, so that fractional factors (breakArmor 0.9, counterAttack 0.1) round
 * exactly as in the game.
 */
#include "engine/tw-damage.h"

#include <math.h>
#include <string.h>

/* JavaScript's `x || fallback` for a number read from JSON: missing, non-numeric,
 * 0 and NaN all fall through. */
static gboolean
json_truthy_number (json_t *object, const char *key, double *out)
{
  json_t *node = object != NULL ? json_object_get (object, key) : NULL;

  if (node == NULL || !json_is_number (node))
    return FALSE;
  double v = json_number_value (node);
  if (v == 0 || isnan (v))
    return FALSE;
  *out = v;
  return TRUE;
}

/* The enemy's own field, else the tower-wide value, else @fallback. */
static double
enemy_factor (json_t *enemy_def, const char *key, json_t *values, double fallback)
{
  double v;

  if (json_truthy_number (enemy_def, key, &v))
    return v;
  if (json_truthy_number (values, key, &v))
    return v;
  return fallback;
}

static double
enemy_stat (json_t *enemy_def, const char *key)
{
  double v = 0;

  json_truthy_number (enemy_def, key, &v);
  return floor (v);
}

static gint64
js_floor_to_int (double v)
{
  if (isnan (v))
    return 0;
  v = floor (v);
  if (v >= 9.2e18)
    return G_MAXINT64;
  if (v <= -9.2e18)
    return G_MININT64;
  return (gint64)v;
}

gboolean
tw_enemy_has_special (json_t *enemy_def, int special)
{
  g_return_val_if_fail (enemy_def != NULL, FALSE);

  json_t *node = json_object_get (enemy_def, "special");
  if (node == NULL)
    return FALSE;
  if (json_is_number (node))
    return json_number_value (node) == special;
  if (json_is_array (node))
    {
      size_t i;
      json_t *item;
      json_array_foreach (node, i, item)
      {
        if (json_is_number (item) && json_number_value (item) == special)
          return TRUE;
      }
    }
  return FALSE;
}

gboolean
tw_damage_special_is_simulated (int special)
{
  switch (special)
    {
    case TW_SPECIAL_FIRST_STRIKE:
    case TW_SPECIAL_MAGIC:
    case TW_SPECIAL_SOLID:
    case TW_SPECIAL_DOUBLE_HIT:
    case TW_SPECIAL_TRIPLE_HIT:
    case TW_SPECIAL_MULTI_HIT:
    case TW_SPECIAL_BREAK_ARMOR:
    case TW_SPECIAL_COUNTER:
    case TW_SPECIAL_PURIFY:
    case TW_SPECIAL_MIMIC:
    case TW_SPECIAL_VAMPIRE:
    case TW_SPECIAL_HATRED:
    case 15: /* zone, 16 pincer, 18 repulse, 24 laser: map damage, tw-map-damage.c */
    case 16:
    case 18:
    case 24:
    case TW_SPECIAL_INVINCIBLE:
    case TW_SPECIAL_FIXED_DAMAGE:
    case TW_SPECIAL_CAPTURE:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The monster's stats after the specials that rewrite them (mota-js getEnemyInfo). */
static void
compute_monster_stats (json_t *enemy_def, double hero_atk, double hero_def, double *mon_hp,
                       double *mon_atk, double *mon_def)
{
  *mon_hp = enemy_stat (enemy_def, "hp");
  *mon_atk = enemy_stat (enemy_def, "atk");
  *mon_def = enemy_stat (enemy_def, "def");

  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_MIMIC))
    {
      *mon_atk = hero_atk;
      *mon_def = hero_def;
    }
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_SOLID) && *mon_def < hero_atk - 1)
    *mon_def = hero_atk - 1;
}

/* Damage of one monster round: magic ignores def, multi-hit multiplies. */
static double
compute_per_damage (json_t *enemy_def, double mon_atk, double hero_def)
{
  double per = mon_atk - hero_def;

  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_MAGIC))
    per = mon_atk;
  if (per < 0)
    per = 0;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_DOUBLE_HIT))
    per *= 2;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_TRIPLE_HIT))
    per *= 3;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_MULTI_HIT))
    per *= enemy_factor (enemy_def, "n", NULL, 4);
  return per;
}

/* Damage dealt before the first round: vampire, first strike, break armour, purify. */
static double
compute_init_damage (json_t *enemy_def, json_t *values, double per, double hero_hp, double hero_def,
                     double hero_mdef)
{
  double init = 0;

  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_VAMPIRE))
    {
      double v = floor (hero_hp * enemy_factor (enemy_def, "vampire", values, 0));
      init += isnan (v) ? 0 : v;
    }
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_FIRST_STRIKE))
    init += per;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_BREAK_ARMOR))
    init += floor (enemy_factor (enemy_def, "breakArmor", values, 0) * hero_def);
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_PURIFY))
    init += floor (enemy_factor (enemy_def, "purify", values, 0) * hero_mdef);
  return init;
}

void
tw_damage_compute (const TwHeroStats *hero, json_t *enemy_def, json_t *values,
                   TwDamageResult *result)
{
  g_return_if_fail (hero != NULL);
  g_return_if_fail (enemy_def != NULL);
  g_return_if_fail (result != NULL);

  /* Negative hero stats count as 0, as in getDamageInfo. */
  double hero_hp = MAX (0, (double)hero->hp);
  double hero_atk = MAX (0, (double)hero->atk);
  double hero_def = MAX (0, (double)hero->def);
  double hero_mdef = MAX (0, (double)hero->mdef);
  double mon_hp, mon_atk, mon_def;

  memset (result, 0, sizeof *result);
  compute_monster_stats (enemy_def, hero_atk, hero_def, &mon_hp, &mon_atk, &mon_def);
  result->mon_hp = js_floor_to_int (mon_hp);
  result->mon_atk = js_floor_to_int (mon_atk);
  result->mon_def = js_floor_to_int (mon_def);

  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_INVINCIBLE) && !hero->has_cross)
    return;

  double per = compute_per_damage (enemy_def, mon_atk, hero_def);
  double counter = 0;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_COUNTER))
    counter = floor (enemy_factor (enemy_def, "counterAttack", values, 0) * hero_atk);
  double init = compute_init_damage (enemy_def, values, per, hero_hp, hero_def, hero_mdef);
  double hero_per = MAX (hero_atk - mon_def, 0);

  result->per_damage = js_floor_to_int (per);
  result->init_damage = js_floor_to_int (init);
  result->hero_per_damage = js_floor_to_int (hero_per);
  if (hero_per <= 0)
    return;

  double turn = ceil (mon_hp / hero_per);
  double damage = init + (turn - 1) * per + turn * counter - hero_mdef;
  if (damage < 0)
    damage = 0;
  /* Hatred and fixed damage come after the clamp: mdef cannot absorb them. */
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_HATRED))
    damage += (double)hero->hatred;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_FIXED_DAMAGE))
    damage += enemy_factor (enemy_def, "damage", NULL, 0);

  result->turn = js_floor_to_int (turn);
  result->damage = js_floor_to_int (damage);
  result->can_battle = TRUE;
}

gboolean
tw_damage_can_win (const TwDamageResult *result, gint64 hero_hp)
{
  g_return_val_if_fail (result != NULL, FALSE);

  return result->can_battle && result->damage < hero_hp;
}

gint64
tw_damage_hatred_after_battle (gint64 hatred, json_t *enemy_def, json_t *values)
{
  g_return_val_if_fail (enemy_def != NULL, hatred);

  double next = (double)hatred;
  double increment = 0;

  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_HATRED))
    next = floor (next / 2);
  json_truthy_number (values, "hatred", &increment);
  return js_floor_to_int (next + increment);
}
