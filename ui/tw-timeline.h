/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline.h: the timeline panel: the simulation's ticks, enemy gauges,
 * actions, battles and status skills over time (docs/timeline.md).
 *
 * Shows an empty state until it has a model. Actions: timeline.zoom-in,
 * timeline.zoom-out (Ctrl+wheel zooms at the pointer), timeline.zoom-fit.
 * A click selects a tick (the model's selected-tick); hovering reads out
 * the tick, gauges, actions and battle settlements.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-timeline-model.h"

G_BEGIN_DECLS

#define TW_TYPE_TIMELINE (tw_timeline_get_type ())
G_DECLARE_FINAL_TYPE (TwTimeline, tw_timeline, TW, TIMELINE, GtkWidget)

GtkWidget *tw_timeline_new (void);
/* NULL: the empty state ("no session"). */
void tw_timeline_set_model (TwTimeline *self, TwTimelineModel *model);
TwTimelineModel *tw_timeline_get_model (TwTimeline *self);
double tw_timeline_get_pixels_per_tick (TwTimeline *self);
void tw_timeline_set_pixels_per_tick (TwTimeline *self, double pixels_per_tick);
/* The drawing widget (a TwTimelineView), for hit tests and screenshots. */
GtkWidget *tw_timeline_get_view (TwTimeline *self);

G_END_DECLS
