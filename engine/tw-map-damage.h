/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-damage.h: whose map damage rule a tower has (docs/rules.md §3.16).
 *
 * The engine plays mota-js 2.10.3's `updateCheckBlock` (tw-map-damage.c).
 * A tower whose functions.js writes its own is told so (the validator, the
 * coverage), not silently played by the stock rule.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

typedef enum
{
  TW_MAP_DAMAGE_RULE_NONE,  /* no functions.js, or no updateCheckBlock in it: the stock rule */
  TW_MAP_DAMAGE_RULE_STOCK, /* mota-js 2.10.3's own updateCheckBlock, as shipped */
  TW_MAP_DAMAGE_RULE_STOCK_2_6, /* mota-js 2.6.1's, as shipped: played with its figures */
  TW_MAP_DAMAGE_RULE_OWN,   /* another one: the engine still plays the stock rule */
} TwMapDamageRule;

/* Which rule @functions_text (a project/functions.js, may be NULL) has: its
 * `"updateCheckBlock": function ... { ... }` compared, all whitespace aside,
 * with 2.10.3's and 2.6.1's. */
TwMapDamageRule tw_map_damage_rule_of_text (const char *functions_text);

/* The figure special @special (15 zone, 18 repulse, 24 laser) of @enemy
 * (a definition) puts on each cell it reaches under @rule: 2.10.3 reads the
 * enemy's `zone`, `repulse`, `laser`, 2.6.1 its `value`; 0 when missing or
 * for another special. */
double tw_map_damage_figure (json_t *enemy, int special, TwMapDamageRule rule);

/* TRUE for the specials map damage is made of (15, 16, 18, 24). */
gboolean tw_map_damage_special (int special);

G_END_DECLS
