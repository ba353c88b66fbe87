/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-check-damage.h: Turnwright's damage figures against the game's own
 * (docs/check.md, "Damage"): for each hero asked, the damage the game draws
 * on every placed enemy of every floor (enemys.js getDamage, run by the game
 * reference), against the forecast's (editor/sim/tw-forecast.h), and each
 * enemy's next criticals (nextCriticals) against the manual's. No GTK. */
#pragma once

#include <gio/gio.h>
#include <jansson.h>

#include "engine/tw-damage.h"

G_BEGIN_DECLS

/* One figure that differs. */
typedef struct
{
  char *floor;
  int x;
  int y;
  char *enemy;
  guint hero;     /* index into the heroes asked */
  char *what;     /* "damage" or "criticals" */
  char *game;     /* the game's figure: "123", "???" (no battle), or its error */
  char *ours;     /* Turnwright's */
} TwCheckDamageDifference;

typedef struct
{
  guint n_compared; /* figures compared: one damage a cell and hero, one criticals list an
                       enemy and hero */
  guint n_agree;
  GPtrArray *differences; /* TwCheckDamageDifference * */
  gdouble game_seconds;
} TwCheckDamageResult;

/* Compares @tower (a project's tower JSON) with the game in @game_dir for
 * each of @heroes (hp, atk, def, mdef; the rest from the tower's starting
 * hero). FALSE with @error only when the game cannot run. */
gboolean tw_check_damage (json_t *tower, const char *game_dir, const TwHeroStats *heroes,
                          guint n_heroes, GCancellable *cancellable, TwCheckDamageResult *result,
                          GError **error);
void tw_check_damage_result_clear (TwCheckDamageResult *result);

G_END_DECLS
