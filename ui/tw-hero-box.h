/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-hero-box.h: the hero the damage forecast assumes in edit mode.
 *
 * A "Hero" button on the map's toolbar with a popover of hp, atk, def and
 * mdef: the stats the map's damage numbers (and whoever else reads the
 * window's forecast) are computed for. By default the tower's starting hero
 * (data.firstData.hero), followed as the document changes; setting a value
 * is not a document edit, only the forecast's assumption, and "Start stats"
 * goes back to the default. Signal "changed" after every change of the
 * assumed hero.
 */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "engine/tw-damage.h"

G_BEGIN_DECLS

#define TW_TYPE_HERO_BOX (tw_hero_box_get_type ())
G_DECLARE_FINAL_TYPE (TwHeroBox, tw_hero_box, TW, HERO_BOX, GtkWidget)

GtkWidget *tw_hero_box_new (void);
/* The tower whose starting hero is the default (a reference is taken). */
void tw_hero_box_set_tower (TwHeroBox *self, json_t *tower);
/* TRUE when the user set stats of their own (not the starting hero's). */
gboolean tw_hero_box_is_custom (TwHeroBox *self);
/* The assumed stats: the custom ones, else the starting hero's (FALSE
 * without a tower hero). */
gboolean tw_hero_box_get_stats (TwHeroBox *self, TwHeroStats *out);
/* Assumes @stats (hp, atk, def, mdef; the rest from the starting hero). */
void tw_hero_box_set_stats (TwHeroBox *self, const TwHeroStats *stats);
/* Back to the starting hero. */
void tw_hero_box_reset (TwHeroBox *self);

G_END_DECLS
