/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-view.h: the timeline's drawing surface inside TwTimeline.
 *
 * One widget draws everything visible (ruler, player row, status lanes,
 * enemy rows) with the cairo code of editor/sim/tw-timeline-render.c, culling
 * rows and ticks to the viewport. It is GtkScrollable: the horizontal
 * adjustment is in pixels of ticks, the vertical one in pixels of enemy rows
 * (the ruler, player row and status lanes stay on top). It keeps the model's
 * visible-start / visible-end in step with what it shows.
 *
 * Keys (its keyboard cursor is the model's selected tick): Left and Right
 * one tick, Shift+Left and Shift+Right ten, Home and End the first and the
 * last (action timeline-view.step, an int: the step). Signal cursor-moved
 * (guint tick) follows each such move, for the window's status line.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-timeline-render.h"
#include "ui/tw-timeline-strips.h"

G_BEGIN_DECLS

#define TW_TIMELINE_VIEW_MIN_PPT 0.0001
#define TW_TIMELINE_VIEW_MAX_PPT 64.0
/* The least zoom a session opens at (a short one fits the panel, up to MAX). */
#define TW_TIMELINE_VIEW_DEFAULT_PPT 16.0

#define TW_TYPE_TIMELINE_VIEW (tw_timeline_view_get_type ())
G_DECLARE_FINAL_TYPE (TwTimelineView, tw_timeline_view, TW, TIMELINE_VIEW, GtkWidget)

GtkWidget *tw_timeline_view_new (void);
void tw_timeline_view_set_model (TwTimelineView *self, TwTimelineModel *model);
TwTimelineModel *tw_timeline_view_get_model (TwTimelineView *self);

double tw_timeline_view_get_pixels_per_tick (TwTimelineView *self);
void tw_timeline_view_set_pixels_per_tick (TwTimelineView *self, double pixels_per_tick);
/* Multiplies the zoom by @factor keeping the tick under @anchor_x in place
 * (anchor_x < 0: the middle of the tick area). Zooming out stops when the
 * whole session fits. */
void tw_timeline_view_zoom (TwTimelineView *self, double factor, double anchor_x);
/* Scrolls so that @tick is the first visible one. */
void tw_timeline_view_scroll_to_tick (TwTimelineView *self, double tick);

/* What is drawn now: the first tick, zoom, scroll and size. */
void tw_timeline_view_get_viewport (TwTimelineView *self, TwTimelineViewport *view);
/* The hover read-out at (x, y) in widget coordinates (the tooltip text). */
char *tw_timeline_view_describe_at (TwTimelineView *self, double x, double y);
/* The columns of the picture kept from frame to frame (for tests). */
TwTimelineStrips *tw_timeline_view_get_strips (TwTimelineView *self);
/* Selects the tick under x (a click does this); FALSE over no tick. */
gboolean tw_timeline_view_select_at (TwTimelineView *self, double x, double y);

/* An earlier run of the same moves, drawn faded over the model's (the
 * balancing loop's "before"): its enemy acts, battles, death and end. NULL:
 * none. A reference is kept. */
void tw_timeline_view_set_ghost (TwTimelineView *self, TwTimelineModel *ghost);
TwTimelineModel *tw_timeline_view_get_ghost (TwTimelineView *self);

G_END_DECLS
