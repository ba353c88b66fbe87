/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stats-chart.h: the chart of resource statistics: the cumulative hp
 * (top) and atk, def, mdef (bottom) the floors give, floor by floor, drawn
 * with cairo, to PNG or SVG (docs/analytics.md). */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "editor/analysis/tw-stats.h"

G_BEGIN_DECLS

typedef enum
{
  TW_STATS_SERIES_HP,
  TW_STATS_SERIES_ATK,
  TW_STATS_SERIES_DEF,
  TW_STATS_SERIES_MDEF,
  TW_STATS_N_SERIES,
} TwStatsSeries;

#define TW_STATS_CHART_WIDTH 800
#define TW_STATS_CHART_HEIGHT 480

/* The series' line colour (r, g, b in 0..1). */
void tw_stats_chart_colour (TwStatsSeries series, double rgb[3]);
/* Where floor @index of @series is drawn in a @width x @height chart. */
void tw_stats_chart_point (const TwStats *stats, TwStatsSeries series, guint index, int width,
                           int height, double *x, double *y);
void tw_stats_chart_draw (const TwStats *stats, cairo_t *cr, int width, int height);
/* Draws a chart on a cairo context of @width x @height. */
typedef void (*TwChartDrawFunc) (cairo_t *cr, int width, int height, gpointer data);
/* Writes what @draw draws to @path: SVG when it ends in ".svg", else PNG
 * (the statistics chart, the sweep chart, the app's exports). */
gboolean tw_chart_write (const char *path, int width, int height, TwChartDrawFunc draw,
                         gpointer data, GError **error);

/* Writes the chart to @path: SVG when it ends in ".svg", else PNG. */
gboolean tw_stats_chart_write (const TwStats *stats, const char *path, GError **error);

G_END_DECLS
