/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sweep-chart.h: a sweep's outcome plotted against the varied value,
 * drawn with cairo (the CLI's `sweep --png` and the app's sweep dialog).
 *
 * The x axis is the first varied value. One panel per outcome column shown
 * (all of them, stacked, or a chosen one), each with its own scale. With a
 * second varied value each panel has one line per value of it (its colour
 * in the legend), not a heat map: the lines keep the exact outcomes
 * readable and a designer compares a few second values at a time. Points
 * without a value (a failed variant, `death_tick` when the hero lived) are
 * left out, and the line breaks there. See docs/analytics.md.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "editor/analysis/tw-sweep.h"

G_BEGIN_DECLS

/* The plotted outcome columns, in the CSV's order. */
typedef enum
{
  TW_SWEEP_END_HP,
  TW_SWEEP_TICKS,
  TW_SWEEP_BATTLES,
  TW_SWEEP_DAMAGE_TAKEN,
  TW_SWEEP_DEATH_TICK,
  TW_SWEEP_REFUSED,
  TW_SWEEP_N_COLUMNS,
} TwSweepColumn;

/* Every column, one panel each. */
#define TW_SWEEP_CHART_ALL (-1)

#define TW_SWEEP_CHART_WIDTH 800
#define TW_SWEEP_CHART_PANEL_HEIGHT 150

/* The CSV's name of @column ("end_hp", ...). */
const char *tw_sweep_column_name (TwSweepColumn column);
/* @name as a column; FALSE when it is none of them. */
gboolean tw_sweep_column_parse (const char *name, TwSweepColumn *out);
/* The row's value of @column; FALSE when it has none (a failed variant, a
 * hero that lived for death_tick). */
gboolean tw_sweep_row_get (const TwSweepRow *row, TwSweepColumn column, double *value);

/* FALSE with @error unless there are one or two varied values. */
gboolean tw_sweep_chart_check (GPtrArray *axes, GError **error);
/* The height for @shown (a column or TW_SWEEP_CHART_ALL) at the default width. */
int tw_sweep_chart_height (int shown);
/* The colour of the line of the second axis's value @line (r, g, b in 0..1). */
void tw_sweep_chart_colour (guint line, double rgb[3]);
/* Where row @row's @column is drawn in a @width x @height chart showing
 * @shown; FALSE when the row has no value there or @column is not shown. */
gboolean tw_sweep_chart_point (GPtrArray *axes, GPtrArray *rows, int shown, TwSweepColumn column,
                               guint row, int width, int height, double *x, double *y);
void tw_sweep_chart_draw (GPtrArray *axes, GPtrArray *rows, int shown, cairo_t *cr, int width,
                          int height);
/* Writes the chart to @path: SVG when it ends in ".svg", else PNG. */
gboolean tw_sweep_chart_write (GPtrArray *axes, GPtrArray *rows, int shown, const char *path,
                               GError **error);

G_END_DECLS
