/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-forecast.h: the damage forecast: what fighting each enemy costs a hero.
 *
 * A model over a tower (the mota-js tower object a TwDocument edits, or a
 * session's map view), read live at each query so that edits show at once.
 * The hero is an input: by default the tower's starting hero
 * (data.firstData.hero), or any stats set with tw_forecast_set_hero, such as
 * a simulated hero's. The formula is mota-js getDamageInfo (engine/tw-damage.h,
 * docs/battle.md). The map canvas's damage overlay reads it; so can tooltips,
 * the CLI and tests, without GTK.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-damage.h"

G_BEGIN_DECLS

typedef struct _TwForecast TwForecast;

/* One enemy's battle against the hero. */
typedef struct
{
  gboolean can_battle; /* FALSE when mota-js would refuse the fight ("???") */
  gboolean can_win;    /* the battle can be fought and the hero survives it */
  gint64 damage;       /* the hp the hero loses; 0 when !can_battle */
} TwForecastDamage;

/* An enemy on a floor, and its forecast. */
typedef struct
{
  int x;
  int y;
  const char *enemy_id; /* borrowed from the tower: valid while the tower is unchanged */
  TwForecastDamage damage;
} TwForecastCell;

/* A forecast over @tower (a reference is taken). */
TwForecast *tw_forecast_new  (json_t *tower);
void        tw_forecast_free (TwForecast *self);

json_t     *tw_forecast_get_tower (TwForecast *self);

/* The hero the forecast is for: a copy of @hero, or NULL for the tower's
 * starting hero (read at each query). */
void        tw_forecast_set_hero (TwForecast        *self,
                                  const TwHeroStats *hero);
/* The run's state the tower's damage formula reads (tw_engine_damage_state_text:
 * flags, items, equipment, floor; docs/rules.md §12.9), copied; NULL: the
 * start of the game as authored (before its start story). */
void        tw_forecast_set_run_state (TwForecast *self,
                                       const char *state_text);
/* The tower's revision, a counter its owner bumps on every edit (the
 * window's change serial). While it and the functions.js string object stay
 * the same, the script is not checked again: without a revision, each
 * query compares the whole functions.js text with the one loaded. */
void        tw_forecast_set_revision (TwForecast *self,
                                      guint64     revision);
/* The stats in use: FALSE when they come from the tower and it has no hero. */
/* The tower's functions.js interpreter the forecast computes with (NULL
 * without one; owned by the forecast, reloaded when the text changes):
 * for other figures that must agree with the forecast's (the critical
 * overlay). */
struct _TwTowerScript;
struct _TwTowerScript *tw_forecast_get_script (TwForecast *self);

gboolean    tw_forecast_get_hero (TwForecast  *self,
                                  TwHeroStats *out);

/* The tower's starting hero (data.firstData.hero) as the formula sees it:
 * hp, atk, def, mdef, and whether it owns the `cross`. FALSE without one. */
gboolean    tw_forecast_starting_hero (json_t      *tower,
                                       TwHeroStats *out);

/* The battle against the enemy definition @enemy_id. FALSE when the tower
 * has no such enemy, or no hero to fight it. */
gboolean    tw_forecast_enemy (TwForecast       *self,
                               const char       *enemy_id,
                               TwForecastDamage *out);

/* The map damage a hero standing on (x, y) of @floor_id takes at the start
 * of the game (the engine's table, docs/rules.md §3.11; the starting
 * hero's numbers): 0 for none. Computed once per floor and revision (an
 * engine made for it when the tower has a map damage enemy or a lava net);
 * without tw_forecast_set_revision, on every call. */
gint64      tw_forecast_map_damage (TwForecast *self,
                                    const char *floor_id,
                                    gint        x,
                                    gint        y);

/* Every enemy cell of the floor, row by row (an array of TwForecastCell);
 * empty for an unknown floor or without a hero. */
GArray     *tw_forecast_floor (TwForecast *self,
                               const char *floor_id);

/* The number as mota-js draws it on the map: "???" when the battle cannot
 * be fought, "12.3w" (ten-thousands) from 100000 up, else the damage. */
char       *tw_forecast_damage_text (const TwForecastDamage *damage);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwForecast, tw_forecast_free)

G_END_DECLS
