/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-items.c: items as the game does them (docs/rules.md §2.10,
 * §2.11, §2.14 to §2.16).
 *
 * An item's effect string is applied with the ratio its mota-js version
 * gives it; its `useItemEvent` is queued as items.js queues it (through
 * core.insertAction) when the item is picked up or used; hp is kept at most
 * hpmax after every change when the tower turns enableHPMax on (its
 * functions.js `updateStatusBar`); and a 2.6 tower's keys stay in the hero's
 * items at 0 once spent.
 */
#include "engine/tw-engine-private.h"
#include "engine/tw-item-effect.h"
#include "engine/tw-tower-events-private.h"

#include <math.h>
#include <string.h>

/* --- the hero as numbers ------------------------------------------------------- */

static void
hero_to_numbers (const TwHero *hero, TwHeroNumbers *n)
{
  memset (n, 0, sizeof *n);
  n->hp = hero->hp;
  n->hpmax = hero->has_hpmax ? hero->hpmax : 0;
  n->atk = hero->atk;
  n->def = hero->def;
  n->mdef = hero->mdef;
  n->money = hero->money;
  n->exp = hero->exp;
  n->mana = json_integer_value (json_object_get (hero->rest, "mana"));
}

static void
numbers_to_hero (const TwHeroNumbers *n, TwHero *hero)
{
  hero->hp = n->hp;
  if (hero->has_hpmax || n->hpmax != 0)
    {
      hero->hpmax = n->hpmax;
      hero->has_hpmax = TRUE;
    }
  hero->atk = n->atk;
  hero->def = n->def;
  hero->mdef = n->mdef;
  hero->money = n->money;
  hero->exp = n->exp;
  if (json_object_get (hero->rest, "mana") || n->mana != 0)
    json_object_set_new (hero->rest, "mana", json_integer (n->mana));
}

/* --- ratio ------------------------------------------------------------------------- */

double
tw_engine_item_ratio (TwEngine *self)
{
  double ratio = self->floors[self->cur].def->ratio;

  if (!tw_tower_is_2_6 (self->tower))
    return ratio; /* 2.10 items.js: core.status.thisMap.ratio, as the floor has it */
  /* 2.6.1 items.js getItemEffect: `var ratio =
   * parseInt(core.status.thisMap.item_ratio) || 1`: whole, and 0 is 1. */
  ratio = trunc (ratio);
  return isfinite (ratio) && ratio != 0 ? ratio : 1;
}

/* --- enableHPMax ------------------------------------------------------------------- */

/* core.getBuff ('hpmax'): the flag __hpmax_buff__, 1 when unset. The run's
 * flags are laid over the starting hero's; a null there is a flag removed. */
static double
hpmax_buff (TwEngine *self)
{
  json_t *runtime = self->tev ? self->tev->flags : self->script_flags;
  json_t *v = json_object_get (runtime, "__hpmax_buff__");

  if (v == NULL)
    v = json_object_get (json_object_get (self->hero.rest, "flags"), "__hpmax_buff__");
  return json_is_number (v) ? json_number_value (v) : 1;
}

/* The tower's own cap (docs/rules.md §3.19), once the hp is past the
 * built-in one: TRUE when it ran (it has set the hp), FALSE when the tower
 * has none or it failed (the built-in cap applies then). */
static gboolean
run_own_hp_cap (TwEngine *self)
{
  const char *code = tw_tower_get_hp_cap_code (self->tower);
  g_autoptr (GError) error = NULL;

  if (code == NULL)
    return FALSE;
  if (tw_engine_run_js (self, TW_TOWER_SCRIPT_STATEMENTS, code, NULL,
                        "project/functions.js: updateStatusBar", &error))
    return TRUE;
  tw_engine_report_js_failure (self, error);
  return FALSE;
}

void
tw_engine_cap_hp (TwEngine *self)
{
  TwHpCap cap = tw_tower_get_hp_cap (self->tower);
  double max;

  /* A hero without hpmax would get NaN hp from Math.min in the game: a
   * broken tower, left alone. */
  if (cap == TW_HP_CAP_NONE || !self->hero.has_hpmax)
    return;
  max = (double)self->hero.hpmax;
  if (cap == TW_HP_CAP_BUFFED)
    max = floor (max * hpmax_buff (self)); /* control.js getRealStatus */
  if (!isfinite (max) || (double)self->hero.hp <= max)
    return;
  if (!run_own_hp_cap (self))
    self->hero.hp = (gint64)max;
}

/* --- effects and events ------------------------------------------------------------ */

gboolean
tw_engine_apply_item_effect (TwEngine *self, const TwItemDef *def, const char *key)
{
  const char *text = json_string_value (json_object_get (def->json, key));
  g_autoptr (TwItemEffect) effect = NULL;
  TwHeroNumbers numbers;

  if (text == NULL)
    return TRUE;
  effect = tw_item_effect_parse (text, NULL);
  if (effect == NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *label = g_strdup_printf ("project/items.js: %s.%s", def->id, key);
      if (!tw_engine_run_js (self, TW_TOWER_SCRIPT_STATEMENTS, text, def->id, label, &error))
        {
          tw_engine_report_js_failure (self, error);
          return FALSE;
        }
      tw_engine_cap_hp (self);
      return TRUE;
    }
  hero_to_numbers (&self->hero, &numbers);
  if (!tw_item_effect_apply (effect, &numbers, tw_tower_get_values (self->tower),
                             tw_engine_item_ratio (self), FALSE, NULL))
    return FALSE;
  numbers_to_hero (&numbers, &self->hero);
  /* items.js getItemEffect and _afterUseItem end with updateStatusBar. */
  tw_engine_cap_hp (self);
  return TRUE;
}

void
tw_engine_queue_use_item_event (TwEngine *self, const TwItemDef *def)
{
  json_t *event = json_object_get (def->json, "useItemEvent");

  /* 2.6.1's items.js has no useItemEvent. */
  if (self->tev == NULL || event == NULL || json_is_null (event) || tw_tower_is_2_6 (self->tower))
    return;
  /* items.js getItemEffect / _useItemEffect: core.insertAction (useItemEvent),
   * which names no cell: its own hook at x = y = -1 of the current floor. */
  tw_tower_events_queue (self, "useItemEvent", self->cur, -1, -1, event);
}

/* --- keys -------------------------------------------------------------------------- */

gboolean
tw_item_class_keeps_zero (const char *cls)
{
  /* 2.6.1 items.js addItem / setItem / removeItem: a `keys` count that
   * reaches 0 stays, so that `core.status.hero.items.keys.yellowKey++`
   * (the 2.6 bigKey) still counts. */
  return g_strcmp0 (cls, "keys") == 0;
}

/* How many of item @id the hero holds, in every class (core.itemCount). */
gint64
tw_engine_hero_item_count (TwEngine *self, const char *id)
{
  const char *cls;
  json_t *per_cls;
  gint64 n = 0;
  json_object_foreach (self->hero.items, cls, per_cls)
  {
    json_t *count = json_object_get (per_cls, id);
    if (json_is_integer (count))
      n += json_integer_value (count);
  }
  return n;
}
