/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-item-effect.h: the common mota-js `itemEffect` strings, as data.
 *
 * An itemEffect is JavaScript. Turnwright recognises the usual statements
 * (`core.status.hero.atk += core.values.redGem * core.status.thisMap.ratio`,
 * `core.status.hero.hp += 200`, ...) and reports anything else as not
 * simulated, with the original text: it never guesses. See docs/battle.md.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

#define TW_ITEM_EFFECT_ERROR (tw_item_effect_error_quark ())

typedef enum
{
  TW_ITEM_EFFECT_ERROR_NOT_SIMULATED, /* parse: a statement Turnwright does not understand */
  TW_ITEM_EFFECT_ERROR_MISSING_VALUE, /* apply: core.values.KEY is missing or not a number */
} TwItemEffectError;

GQuark tw_item_effect_error_quark (void);

/* The hero numbers an item can change, by their mota-js names. */
typedef enum
{
  TW_HERO_FIELD_HP,
  TW_HERO_FIELD_HPMAX,
  TW_HERO_FIELD_ATK,
  TW_HERO_FIELD_DEF,
  TW_HERO_FIELD_MDEF,
  TW_HERO_FIELD_MONEY,
  TW_HERO_FIELD_EXP,
  TW_HERO_FIELD_MANA,
} TwHeroField;

typedef struct
{
  gint64 hp;
  gint64 hpmax; /* 0: the tower sets no maximum */
  gint64 atk;
  gint64 def;
  gint64 mdef;
  gint64 money;
  gint64 exp;
  gint64 mana;
} TwHeroNumbers;

/* One statement: hero.FIELD += / -= (constant | values[values_key]) [* floor ratio]. */
typedef struct
{
  TwHeroField field;
  int sign;             /* +1 for +=, -1 for -= */
  double constant;      /* the amount, or the factor of values[values_key] */
  char *values_key;     /* core.values.KEY, or NULL */
  gboolean times_ratio; /* multiplied by the floor's `ratio` */
} TwItemOp;

typedef struct _TwItemEffect TwItemEffect;

/* Parses @text; NULL with TW_ITEM_EFFECT_ERROR_NOT_SIMULATED (naming the
 * statement and the original text) when any statement is not recognised.
 * An empty text gives an effect with no operation. */
TwItemEffect *tw_item_effect_parse (const char *text, GError **error);
void tw_item_effect_free (TwItemEffect *effect);

const char *tw_item_effect_get_text (const TwItemEffect *effect);
guint tw_item_effect_get_n_ops (const TwItemEffect *effect);
const TwItemOp *tw_item_effect_get_op (const TwItemEffect *effect, guint index);

/* Applies every operation to @hero, or none: FALSE with
 * TW_ITEM_EFFECT_ERROR_MISSING_VALUE when a `core.values` key is not a number
 * in @values (which may be NULL). @ratio is the floor's `ratio`. Each result is
 * floored to an integer. With @clamp_hp, hp is then kept <= hpmax (when hpmax > 0). */
gboolean tw_item_effect_apply (const TwItemEffect *effect, TwHeroNumbers *hero, json_t *values,
                               double ratio, gboolean clamp_hp, GError **error);

/* How a tower keeps hp <= hpmax: its functions.js `updateStatusBar`, run
 * after every change (docs/rules.md §2.14). */
typedef enum
{
  TW_HP_CAP_NONE,
  TW_HP_CAP_PLAIN,  /* 2.6: flags.enableHPMax, hp <= getStatus('hpmax') */
  TW_HP_CAP_BUFFED, /* 2.10: flags.statusBarItems has "enableHPMax", hp <= getRealStatus('hpmax') */
} TwHpCap;

/* The tower's cap from its data.js `flags`: "enableHPMax" in
 * `statusBarItems` (mota-js 2.10.3), else `enableHPMax: true` (2.6.1). */
TwHpCap tw_item_effect_hp_cap (json_t *tower_flags);

/* TRUE when the tower keeps hp <= hpmax (tw_item_effect_hp_cap is not NONE). */
gboolean tw_item_effect_tower_clamps_hp (json_t *tower_flags);

/* The mota-js name of @field ("hp", "atk", ...). */
const char *tw_hero_field_name (TwHeroField field);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwItemEffect, tw_item_effect_free)

G_END_DECLS
