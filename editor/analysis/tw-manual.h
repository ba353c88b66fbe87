/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-manual.h: the monster manual (怪物手册): what each enemy costs a hero.
 *
 * Per enemy, for given hero stats: the battle (damage, turns, or "cannot be
 * fought"), the critical table (临界: the attack to add for the damage to
 * drop, with the hp saved, as mota-js's nextCriticals pairs), the attack
 * needed to break the enemy's defence when the hero cannot hurt it yet, the
 * damage one more defence saves (1防, mota-js getDefDamage), the map-turn
 * fields and the specials by name. Every battle goes through one function
 * (tw_manual_battle), the same damage entry point as the forecast
 * (editor/sim/tw-forecast.c). Plain C over the tower's JSON: no GTK, no
 * document. See docs/analytics.md.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-damage.h"
#include "engine/tw-tower-script.h"

G_BEGIN_DECLS

/* The most attack values a critical table may try for an enemy whose damage
 * does not follow the turn count (mimic, solid): a linear scan, capped. */
#define TW_MANUAL_SCAN_MAX 65536
/* The most attack values a critical table tries through a tower's own
 * getDamageInfo (docs/rules.md §12.2): every value is one call. */
#define TW_MANUAL_SCRIPT_SCAN_MAX 4096

/* One row of the critical table: adding atk_add to the hero's attack lowers
 * the damage by saving (against the damage at the hero's attack, or at the
 * break point when the hero cannot fight yet). */
typedef struct
{
  gint64 atk_add;
  gint64 saving;
} TwManualCritical;

typedef struct
{
  const char *enemy_id; /* borrowed from the tower */
  const char *name;     /* its `name`, else its id */
  gint64 hp, atk, def, money, exp;
  GArray *specials;      /* int: its specials, in the order it lists them */
  /* The map damage figures of its zone (15), repulse (18) and laser (24)
   * specials, each cell's, as the tower's rule reads them (docs/rules.md
   * §3.11, §3.16); 0 without. */
  gint64 zone, repulse, laser;
  TwDamageResult battle; /* at the hero's stats */
  gboolean can_win;      /* can be fought and damage < hero hp */
  /* When !battle.can_battle: whether some more attack makes it fightable
   * (not for an invincible enemy without the cross), how much, and the
   * damage then. 0 when the hero can already fight. */
  gboolean can_break;
  gint64 break_atk;
  gint64 break_damage;
  GArray *criticals; /* TwManualCritical, atk_add increasing, at most the n asked */
  /* 1防: damage(def) - damage(def + 1); FALSE when either cannot be fought. */
  gboolean has_def_damage;
  gint64 def_damage;
  /* Map-turn fields: timeCost (0: never acts), actType, floor (10 / timeCost). */
  gint64 time_cost;
  const char *act_type;
  gint64 actions_per_10;
  /* Where it stands: the number of cells, and the first one (NULL floor when none). */
  guint count;
  const char *first_floor;
  int first_x, first_y;
} TwManualEntry;

/* The battle of @hero against @enemy by the built-in formula. The manual's
 * entries (tw_manual_entry_new, tw_manual_build) take the tower's own
 * getDamageInfo instead when its functions.js overrides it, through
 * tw_tower_script_damage_or_builtin, the entry point the forecast and the
 * engine's battles use (docs/rules.md §12.2); so do their criticals, 1防 and
 * break points. The three functions below that take @values alone use the
 * built-in formula (the map's critical overlay). */
void tw_manual_battle (const TwHeroStats *hero, json_t *enemy, json_t *values,
                       TwDamageResult *result);

/* The critical table of @hero against @enemy: up to @max_n attack values
 * above the hero's (or above the break point) where the damage reaches a new
 * low, each with the hp saved. Empty when nothing lowers it. */
GArray *tw_manual_criticals (const TwHeroStats *hero, json_t *enemy, json_t *values, guint max_n);

/* The attack to add for the battle to become possible; FALSE when none does
 * (or when it is possible already: then *atk_add is 0 and TRUE). */
gboolean tw_manual_break_atk (const TwHeroStats *hero, json_t *enemy, json_t *values,
                              gint64 *atk_add);

/* The map's critical label for @hero against @enemy: "+12:-400" (the next
 * critical: attack to add, hp saved), "+5atk" (the attack that breaks a
 * defence the hero cannot hurt yet), or NULL when no attack lowers the
 * damage. */
char *tw_manual_critical_text (const TwHeroStats *hero, json_t *enemy, json_t *values);
/* The same through @script (may be NULL: the built-in formula): a tower
 * that overrides getDamageInfo gets its own criticals, as in the manual's
 * table. @enemy_id is @enemy's id in the tower. */
char *tw_manual_critical_text_scripted (TwTowerScript *script, const char *enemy_id,
                                        const TwHeroStats *hero, json_t *enemy, json_t *values);

/* The first row of @enemy's critical table through @script (may be NULL:
 * the built-in formula), as the manual's table lists it: FALSE when the
 * table is empty (no more attack lowers the damage). The map's Criticals
 * overlay draws its atk_add ("+12"). */
gboolean tw_manual_next_critical_scripted (TwTowerScript *script, const char *enemy_id,
                                           const TwHeroStats *hero, json_t *enemy,
                                           json_t *values, TwManualCritical *out);

/* The entry of enemy definition @enemy_id of @tower, by the tower's own
 * damage function when it has one; NULL for an unknown id. */
TwManualEntry *tw_manual_entry_new (json_t *tower, const char *enemy_id, const TwHeroStats *hero,
                                    guint n_criticals);
/* The same with @script (may be NULL: the built-in formula) loaded once by
 * the caller, for many entries (a tower's code in V8 costs a worker's
 * start to load), in the run's @state (may be NULL; as
 * tw_manual_build_in_run). */
TwManualEntry *tw_manual_entry_new_scripted (json_t *tower, TwTowerScript *script,
                                             const char *enemy_id, const TwHeroStats *hero,
                                             const char *state, guint n_criticals);
void tw_manual_entry_free (TwManualEntry *entry);

/* The manual of one floor (@floor_id), or of the whole tower (NULL): one entry
 * per enemy that stands there, in the order first met (floors in the tower's
 * floorIds order, cells row by row), with its count and first cell.
 * NULL for an unknown floor. */
GPtrArray *tw_manual_build (json_t *tower, const char *floor_id, const TwHeroStats *hero,
                            guint n_criticals);
/* The same in a run: @state (may be NULL) is the run's state a tower's damage
 * formula reads at a battle (tw_engine_damage_state_text, docs/rules.md
 * §12.9): the items, equipment and flags the hero has now. */
GPtrArray *tw_manual_build_in_run (json_t *tower, const char *floor_id, const TwHeroStats *hero,
                                   const char *state, guint n_criticals);

/* The map damage figure special @special of @entry puts on each cell it
 * reaches (its zone, repulse or laser), 0 for none. */
gint64 tw_manual_entry_map_damage (const TwManualEntry *entry, int special);

/* A special's name: Chinese (mota-js's) or English; NULL when unknown. */
const char *tw_manual_special_name (int special, gboolean chinese);

/* The hero of @json ({"hp":..,"atk":..,"def":..,"mdef":..,"hatred":..,
 * "cross":true}) over @base: absent members keep @base's values. */
gboolean tw_manual_hero_from_json (json_t *json, const TwHeroStats *base, TwHeroStats *out,
                                   GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwManualEntry, tw_manual_entry_free)

G_END_DECLS
