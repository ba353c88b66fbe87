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

/* Text is drawn at the UI's size (10 pt, a line of about 17 px): the
 * rows are sized for one line (ruler labels, lanes) or two (enemy rows). */
#define TW_TIMELINE_DEFAULT_FONT "Sans 10"
#define TW_TIMELINE_TEXT_LINE 17.0
#define TW_TIMELINE_HEADER_WIDTH 200.0
#define TW_TIMELINE_RULER_HEIGHT 40.0
#define TW_TIMELINE_PLAYER_HEIGHT 28.0
#define TW_TIMELINE_STATUS_LANE_HEIGHT 20.0
#define TW_TIMELINE_ROW_HEIGHT 38.0
/* The bar of an enemy row: from ROW_HEIGHT - 3 up by at most this much. */
#define TW_TIMELINE_BAR_HEIGHT 30.0
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
  const char *font; /* a Pango font description (the UI's); NULL: TW_TIMELINE_DEFAULT_FONT */
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

/* The colours of the marks that are not an enemy's. */
typedef enum
{
  TW_TIMELINE_EVENT_PLAYER, /* a player action's bar */
  TW_TIMELINE_EVENT_BATTLE, /* battles, refused actions, deaths */
  TW_TIMELINE_EVENT_FLOOR,  /* a floor change */
  TW_TIMELINE_EVENT_STATUS, /* an active skill's lane */
} TwTimelineEventKind;

TwTimelineColor tw_timeline_event_color (TwTimelineEventKind kind);

/* An enemy action's marker shape (circle idle, triangle moved, square
 * blocked, diamond battle, star hit, plus summoned) as a cairo path of
 * @size pixels centred on (cx, cy). */
void tw_timeline_render_marker_path (cairo_t *cr, TwTimelineActResult result, double cx, double cy,
                                     double size);

/* The legend of shapes and colours on one line, from (0, 0) in @height
 * pixels: returns its width. @font as TwTimelineViewport's (NULL: default). */
double tw_timeline_render_legend (cairo_t *cr, const TwTimelinePalette *palette, const char *font,
                                  double height);
/* The same legend a group a row (what enemies did, the rows' actType
 * colours, the player's lanes, the run before an edit: rings, outlines, a
 * dashed end), each row @row_height pixels: returns its width, *height the
 * rows' height. */
double tw_timeline_render_legend_rows (cairo_t *cr, const TwTimelinePalette *palette,
                                       const char *font, double row_height, double *height);

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

/* Keeping columns of the picture (editor/sim/tw-timeline-render-cache.c).
 * The view x from which on nothing drawn depends on where the view's left
 * edge is, other than by moving with it (labels stick to the edge, marks
 * left of it are not drawn): columns right of it, drawn for one first_tick,
 * are the same for another at a whole number of pixels from it. */
double tw_timeline_render_edge_extent (TwTimelineModel *model, const TwTimelineViewport *view);
/* A hash of everything the picture of ticks [from, to] depends on in the
 * model, for the view's zoom and its enemy @rows (tw_timeline_render_visible_rows):
 * equal hashes, equal pixels, as long as the view's zoom, size, vertical
 * scroll, palette, font and selected tick are the same. */
guint64 tw_timeline_render_columns_hash (TwTimelineModel *model, const TwTimelineViewport *view,
                                         const GArray *rows, guint from, guint to);

/* A label the picture draws for a tick: a ruler's clock or mapTurn, a
 * battle's cost ("\u2694 N") on the player row or in its enemy's row (@row). */
typedef struct
{
  TwTimelineArea area;
  gint64 tick;
  int row; /* the model row, for TW_TIMELINE_AREA_ENEMY; else -1 */
  double x, y;
  char *text;
} TwTimelineLabel;

/* The labels tw_timeline_render_draw draws for @view that belong to @tick
 * (-1: every tick's), in drawing order: a GPtrArray of TwTimelineLabel
 * that frees them. Draws the picture once, offscreen (for tests). */
GPtrArray *tw_timeline_render_labels_at (TwTimelineModel *model, const TwTimelineViewport *view,
                                         gint64 tick);

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
