/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline.h: the timeline panel: the simulation's ticks, enemy gauges,
 * actions, battles and status skills over time (docs/timeline.md).
 *
 * Shows an empty state until it has a model. Above the rows: zoom out, the
 * zoom read-out, zoom in, fit, and the legend of marker shapes and colours;
 * beside them the detail pane of the selected tick (ui/tw-timeline-detail.c).
 * Actions: timeline.zoom-in (Ctrl+plus), timeline.zoom-out (Ctrl+minus;
 * Ctrl+wheel zooms at the pointer), timeline.zoom-fit (Ctrl+0), when the
 * panel has the focus.
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
/* The detail pane beside the rows (a TwTimelineDetail). */
GtkWidget *tw_timeline_get_detail (TwTimeline *self);
/* The tower whose skills the detail pane names in battle settlements. */
void tw_timeline_set_tower (TwTimeline *self, json_t *tower);
/* The zoom read-out beside the zoom buttons ("16 px per tick"), and its
 * text for a zoom. */
/* Scrolls the view so @tick is in sight (the check's first difference). */
void tw_timeline_scroll_to_tick (TwTimeline *self, guint tick);
const char *tw_timeline_get_zoom_text (TwTimeline *self);
char *tw_timeline_zoom_text (double pixels_per_tick);

G_END_DECLS
