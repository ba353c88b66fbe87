/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stats-chart.c: the chart of resource statistics (see tw-stats-chart.h). */
#include "editor/analysis/tw-stats-chart.h"
#include "editor/tw-i18n.h"

#include <cairo-svg.h>
#include <gio/gio.h>

#define MARGIN_LEFT 64.0
#define MARGIN_RIGHT 16.0
#define MARGIN_TOP 24.0
#define MARGIN_BOTTOM 32.0
#define GAP 28.0

static const char *const series_names[TW_STATS_N_SERIES] = { "hp", "atk", "def", "mdef" };

void
tw_stats_chart_colour (TwStatsSeries series, double rgb[3])
{
  static const double colours[TW_STATS_N_SERIES][3] = {
    { 0.80, 0.10, 0.10 }, /* hp: red */
    { 0.90, 0.50, 0.00 }, /* atk: orange */
    { 0.10, 0.30, 0.85 }, /* def: blue */
    { 0.10, 0.60, 0.20 }, /* mdef: green */
  };
  for (int i = 0; i < 3; i++)
    rgb[i] = colours[series][i];
}

static gint64
value_of (const TwStatsCounts *c, TwStatsSeries series)
{
  switch (series)
    {
    case TW_STATS_SERIES_HP:
      return c->hp;
    case TW_STATS_SERIES_ATK:
      return c->atk;
    case TW_STATS_SERIES_DEF:
      return c->def;
    default:
      return c->mdef;
    }
}

/* The top of the series' panel's scale: the largest value drawn there. */
static gint64
panel_max (const TwStats *stats, TwStatsSeries series)
{
  gint64 max = 1;
  for (guint i = 0; i < stats->floors->len; i++)
    {
      const TwStatsCounts *c = &g_array_index (stats->floors, TwStatsFloor, i).cumulative;
      if (series == TW_STATS_SERIES_HP)
        max = MAX (max, c->hp);
      else
        max = MAX (max, MAX (c->atk, MAX (c->def, c->mdef)));
    }
  return max;
}

/* The series' panel: hp on top, the other three below. */
static void
panel_rect (TwStatsSeries series, int width, int height, double *x0, double *y0, double *w,
            double *h)
{
  double inner = height - MARGIN_TOP - MARGIN_BOTTOM - GAP;
  *x0 = MARGIN_LEFT;
  *w = width - MARGIN_LEFT - MARGIN_RIGHT;
  *h = inner / 2;
  *y0 = series == TW_STATS_SERIES_HP ? MARGIN_TOP : MARGIN_TOP + inner / 2 + GAP;
}

void
tw_stats_chart_point (const TwStats *stats, TwStatsSeries series, guint index, int width,
                      int height, double *x, double *y)
{
  double x0, y0, w, h;
  panel_rect (series, width, height, &x0, &y0, &w, &h);
  guint n = stats->floors->len;
  const TwStatsCounts *c = &g_array_index (stats->floors, TwStatsFloor, index).cumulative;
  *x = x0 + (n > 1 ? w * index / (n - 1) : w / 2);
  *y = y0 + h - h * (double)value_of (c, series) / (double)panel_max (stats, series);
}

static void
draw_axes (cairo_t *cr, TwStatsSeries series, gint64 max, int width, int height)
{
  double x0, y0, w, h;
  panel_rect (series, width, height, &x0, &y0, &w, &h);
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_rectangle (cr, x0 + 0.5, y0 + 0.5, w, h);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_font_size (cr, 11);
  char text[48];
  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, max);
  cairo_move_to (cr, 4, y0 + 10);
  cairo_show_text (cr, text);
  /* In a short panel (the app's bottom pane) the 0 would run into the top. */
  if (h >= 24)
    {
      cairo_move_to (cr, 4, y0 + h);
      cairo_show_text (cr, "0");
    }
}

void
tw_stats_chart_draw (const TwStats *stats, cairo_t *cr, int width, int height)
{
  g_return_if_fail (stats != NULL && cr != NULL);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  draw_axes (cr, TW_STATS_SERIES_HP, panel_max (stats, TW_STATS_SERIES_HP), width, height);
  draw_axes (cr, TW_STATS_SERIES_ATK, panel_max (stats, TW_STATS_SERIES_ATK), width, height);
  guint n = stats->floors->len;
  for (int s = 0; s < TW_STATS_N_SERIES && n > 0; s++)
    {
      double rgb[3], x, y;
      tw_stats_chart_colour (s, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, 2);
      for (guint i = 0; i < n; i++)
        {
          tw_stats_chart_point (stats, s, i, width, height, &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      /* A dot on each floor, so that one floor shows too. */
      for (guint i = 0; i < n; i++)
        {
          tw_stats_chart_point (stats, s, i, width, height, &x, &y);
          cairo_arc (cr, x, y, 2.5, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      /* The legend, top right of the series' panel. */
      double x0, y0, w, h;
      panel_rect (s, width, height, &x0, &y0, &w, &h);
      int slot = s == TW_STATS_SERIES_HP ? 0 : s - 1;
      cairo_move_to (cr, x0 + w - 150 + slot * 48, y0 - 6);
      cairo_set_font_size (cr, 12);
      cairo_show_text (cr, series_names[s]);
    }
  /* The first and last floor's ids under the x axis. */
  if (n > 0)
    {
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_set_font_size (cr, 11);
      const char *first = g_array_index (stats->floors, TwStatsFloor, 0).floor_id;
      const char *last = g_array_index (stats->floors, TwStatsFloor, n - 1).floor_id;
      cairo_move_to (cr, MARGIN_LEFT, height - 10);
      cairo_show_text (cr, first);
      cairo_text_extents_t extents;
      cairo_text_extents (cr, last, &extents);
      cairo_move_to (cr, width - MARGIN_RIGHT - extents.x_advance, height - 10);
      cairo_show_text (cr, last);
    }
}

static gboolean
check (cairo_surface_t *surface, const char *path, GError **error)
{
  cairo_status_t status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot draw the chart: %s"), path,
               cairo_status_to_string (status));
  return FALSE;
}

gboolean
tw_chart_write (const char *path, int width, int height, TwChartDrawFunc draw, gpointer data,
                GError **error)
{
  g_return_val_if_fail (path != NULL && draw != NULL, FALSE);
  gboolean svg = g_str_has_suffix (path, ".svg");
  cairo_surface_t *surface = svg ? cairo_svg_surface_create (path, width, height)
                                 : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  gboolean ok = check (surface, path, error);
  if (ok)
    {
      cairo_t *cr = cairo_create (surface);
      draw (cr, width, height, data);
      cairo_destroy (cr);
      if (svg)
        {
          cairo_surface_finish (surface);
          ok = check (surface, path, error);
        }
      else
        {
          cairo_surface_flush (surface);
          cairo_status_t status = cairo_surface_write_to_png (surface, path);
          if (status != CAIRO_STATUS_SUCCESS)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot write the PNG: %s"),
                           path, cairo_status_to_string (status));
              ok = FALSE;
            }
        }
    }
  cairo_surface_destroy (surface);
  return ok;
}

static void
draw_stats (cairo_t *cr, int width, int height, gpointer data)
{
  tw_stats_chart_draw (data, cr, width, height);
}

gboolean
tw_stats_chart_write (const TwStats *stats, const char *path, GError **error)
{
  g_return_val_if_fail (stats != NULL && path != NULL, FALSE);
  return tw_chart_write (path, TW_STATS_CHART_WIDTH, TW_STATS_CHART_HEIGHT, draw_stats,
                         (gpointer)stats, error);
}
