/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-render.h: draws a TwTimelineModel with cairo, with or without GTK.
 *
 * The widget (ui/tw-timeline-view.c) calls tw_timeline_render_draw inside
 * gtk_snapshot_append_cairo; the CLI writes the same picture to PNG or SVG
 * with tw_timeline_render_png / _svg. Only the visible ticks and rows are
 * walked: a frame costs O(visible rows x (visible columns + their marks)).
 *
 * Layout, top to bottom: the ruler (clock and mapTurn), the player-action
 * row, one lane per status skill, then one row per enemy scheduled somewhere
 * in the visible ticks (in join order). Left: a header column with each row's
 * name, cell, timeCost and actType. Column x of tick t starts at
 * header_width + (t - first_tick) * pixels_per_tick.
 */
#pragma once

#include <cairo.h>

#include "editor/sim/tw-timeline-model.h"

G_BEGIN_DECLS

#define TW_TIMELINE_HEADER_WIDTH 168.0
#define TW_TIMELINE_RULER_HEIGHT 32.0
#define TW_TIMELINE_PLAYER_HEIGHT 24.0
#define TW_TIMELINE_STATUS_LANE_HEIGHT 14.0
#define TW_TIMELINE_ROW_HEIGHT 26.0
/* The bar of an enemy row: from ROW_HEIGHT - 3 up by at most this much. */
#define TW_TIMELINE_BAR_HEIGHT 18.0
#define TW_TIMELINE_BAR_BOTTOM_GAP 3.0

typedef struct
{
  double r, g, b, a;
} TwTimelineColor;

typedef struct
{
  TwTimelineColor background;
  TwTimelineColor header_background;
  TwTimelineColor foreground; /* text */
  TwTimelineColor grid;
  TwTimelineColor selection;
} TwTimelinePalette;

typedef struct
{
  double first_tick;      /* tick at the left edge of the tick area (may be fractional) */
  double pixels_per_tick; /* > 0 */
  double scroll_y;        /* pixels of enemy rows scrolled off the top */
  int width;
  int height;
  const TwTimelinePalette *palette; /* NULL: the light default */
  gboolean draw_text;               /* FALSE: skip every label (the benchmark's bare cost) */
} TwTimelineViewport;

typedef enum
{
  TW_TIMELINE_AREA_NONE,
  TW_TIMELINE_AREA_RULER,
  TW_TIMELINE_AREA_PLAYER,
  TW_TIMELINE_AREA_STATUS,
  TW_TIMELINE_AREA_ENEMY,
} TwTimelineArea;

typedef struct
{
  TwTimelineArea area;
  gboolean in_header; /* over the header column (no tick) */
  gint64 tick;        /* -1 when none */
  int row;            /* model row, for TW_TIMELINE_AREA_ENEMY */
  int skill;          /* status skill, for TW_TIMELINE_AREA_STATUS */
} TwTimelineHit;

const TwTimelinePalette *tw_timeline_palette_light (void);
const TwTimelinePalette *tw_timeline_palette_dark (void);

/* The fill and marker colour of an actType. */
TwTimelineColor tw_timeline_act_type_color (TwActType type);

/* Height of everything above the enemy rows. */
double tw_timeline_render_top_height (TwTimelineModel *model);
/* Ticks [first, last] that the viewport shows (clamped to the model). */
void tw_timeline_render_visible_ticks (TwTimelineModel *model, const TwTimelineViewport *view,
                                       guint *first, guint *last);
/* Rows (model indices) drawn for the viewport's ticks, in drawing order. */
GArray *tw_timeline_render_visible_rows (TwTimelineModel *model, const TwTimelineViewport *view);
/* Full height of the top area plus every row drawn for the viewport's ticks. */
double tw_timeline_render_content_height (TwTimelineModel *model, const TwTimelineViewport *view);

void tw_timeline_render_draw (TwTimelineModel *model, const TwTimelineViewport *view, cairo_t *cr);

TwTimelineHit tw_timeline_render_hit (TwTimelineModel *model, const TwTimelineViewport *view,
                                      double x, double y);
/* The hover read-out at (x, y), or NULL over nothing. */
char *tw_timeline_render_describe (TwTimelineModel *model, const TwTimelineViewport *view, double x,
                                   double y);

/* Whole-range export: ticks [from, to] (to clamped to the last tick), every
 * row scheduled in them. @pixels_per_tick <= 0 picks one that fits the
 * picture in 4000 pixels (at most 12 per tick). */
void tw_timeline_render_export_viewport (TwTimelineModel *model, guint from, guint to,
                                         double pixels_per_tick, TwTimelineViewport *view);
gboolean tw_timeline_render_png (TwTimelineModel *model, guint from, guint to,
                                 double pixels_per_tick, const char *path, GError **error);
gboolean tw_timeline_render_svg (TwTimelineModel *model, guint from, guint to,
                                 double pixels_per_tick, const char *path, GError **error);

G_END_DECLS
