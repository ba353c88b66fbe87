/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-detail.h: the timeline's detail pane text for one tick, without GTK.
 *
 * What the pane (ui/tw-timeline-detail.c) shows for the selected tick: the
 * tick's clock, mapTurn and floor; the player actions stamped with it; each
 * battle's time settlement written out as the rule computes it,
 * `max(base 1, status S, battle skill B) = N ticks` (docs/rules.md §3), with
 * the skills that gave S and B; and each scheduled enemy's gauge against its
 * timeCost. The model keeps only the settlement's numbers: the skills are
 * found from the status lanes active around the battle's tick and their
 * definitions in @tower (a skillupdate whose battleTimeCost is S, a
 * skillbattle whose timeCost is B).
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/sim/tw-timeline-model.h"

G_BEGIN_DECLS

/* One battle's settlement as a line: "max(base 1, status 2, battle skill 4) = 4 ticks". */
char *tw_timeline_detail_settle_text (const TwTimelineSettle *settle);

/* The skills (comma-separated ids) active at @tick or just before it whose
 * definition in @tower gives @value: status skills (skillupdate) by their
 * battleTimeCost when @battle_skill is FALSE, the battle skill (skillbattle)
 * by its timeCost when TRUE. NULL when none is found or @value is 0. */
char *tw_timeline_detail_settle_skills (TwTimelineModel *model, json_t *tower, guint tick,
                                        guint value, gboolean battle_skill);

/* The pane lists at most this many enemies (a floor may schedule hundreds;
 * their rows' tooltips tell the rest). */
#define TW_TIMELINE_DETAIL_MAX_ENEMIES 60

/* The whole pane for @tick (@tower may be NULL: no skill names). */
char *tw_timeline_detail_text (TwTimelineModel *model, json_t *tower, guint tick);

G_END_DECLS
