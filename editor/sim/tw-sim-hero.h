/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-hero.h: the simulated hero at a glance, for the sim bar, without GTK.
 *
 * hp, atk, def, mdef (with what active skills add), money, the keys owned and
 * the active skills with their remaining layers (battles), as one line.
 */
#pragma once

#include <glib.h>

#include "editor/sim/tw-timeline-model.h"
#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* The line for the hero of @engine; the active skills are the status lanes
 * of @model at @tick (the tick the engine shows). */
char *tw_sim_hero_text (TwEngine *engine, TwTimelineModel *model, guint tick);

G_END_DECLS
