/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-strips.h: the timeline's picture kept in columns from frame to frame.
 *
 * A session playing adds a tick a frame; redrawing the whole timeline for
 * it cost a frame about 3 M instructions to draw and as many to replay, and
 * with GL an upload of the whole picture. The tick area is cut into strips
 * of TW_TIMELINE_STRIP_WIDTH pixels at fixed places in the content (tick 0
 * at 0), each drawn once into an image and kept while the model's part it
 * shows (tw_timeline_render_columns_hash) and the view's zoom, size,
 * vertical scroll, palette, font, selection and enemy rows stay the same;
 * scrolling moves them. The header column, the strips near the left edge
 * (labels stick to it: tw_timeline_render_edge_extent) and the strips whose
 * ticks changed are drawn each frame, by the same renderer clipped to them,
 * so that the picture is the full redraw's, pixel for pixel.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-timeline-render.h"

G_BEGIN_DECLS

#define TW_TIMELINE_STRIP_WIDTH 64

typedef struct _TwTimelineStrips TwTimelineStrips;

TwTimelineStrips *tw_timeline_strips_new (void);
void tw_timeline_strips_free (TwTimelineStrips *self);
/* Forgets every kept strip (a new model, a theme). */
void tw_timeline_strips_clear (TwTimelineStrips *self);

/* Paints the picture of @view (palette set) onto @cr at (0, 0), as
 * tw_timeline_render_draw would, keeping strips for the next call. */
void tw_timeline_strips_paint (TwTimelineStrips *self, TwTimelineModel *model,
                               const TwTimelineViewport *view, cairo_t *cr);
/* The same as render nodes for a GPU renderer: each kept strip a texture
 * made once, which the renderer uploads once. */
void tw_timeline_strips_snapshot (TwTimelineStrips *self, TwTimelineModel *model,
                                  const TwTimelineViewport *view, GtkSnapshot *snapshot);

/* The widget's scale factor: strips are drawn at its resolution. */
void tw_timeline_strips_set_scale (TwTimelineStrips *self, int scale);

/* Strips painted from the cache and strips drawn, since the last clear (for tests). */
void tw_timeline_strips_get_counts (TwTimelineStrips *self, guint *kept, guint *drawn);

G_END_DECLS
