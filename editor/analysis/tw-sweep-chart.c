/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sweep-chart.c: a sweep's outcome against the varied value (see
 * tw-sweep-chart.h). */
#include "editor/analysis/tw-sweep-chart.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "editor/analysis/tw-stats-chart.h"
#include "editor/tw-i18n.h"

#define MARGIN_LEFT 72.0
#define MARGIN_RIGHT 24.0
#define MARGIN_TOP 26.0
#define MARGIN_BOTTOM 34.0
#define PANEL_TITLE 18.0 /* above each panel's plot: its column's name */
#define PANEL_GAP 10.0   /* below each panel's plot */

static const char *const column_names[TW_SWEEP_N_COLUMNS]
    = { "end_hp", "ticks", "battles", "damage_taken", "death_tick", "refused" };

const char *
tw_sweep_column_name (TwSweepColumn column)
{
  g_return_val_if_fail (column < TW_SWEEP_N_COLUMNS, NULL);
  return column_names[column];
}

gboolean
tw_sweep_column_parse (const char *name, TwSweepColumn *out)
{
  for (int c = 0; c < TW_SWEEP_N_COLUMNS; c++)
    if (g_strcmp0 (name, column_names[c]) == 0)
      {
        *out = c;
        return TRUE;
      }
  return FALSE;
}

gboolean
tw_sweep_row_get (const TwSweepRow *row, TwSweepColumn column, double *value)
{
  if (!row->ok)
    return FALSE;
  const TwOutcome *o = &row->outcome;
  switch (column)
    {
    case TW_SWEEP_END_HP:
      *value = (double)o->end_hp;
      return TRUE;
    case TW_SWEEP_TICKS:
      *value = (double)o->ticks;
      return TRUE;
    case TW_SWEEP_BATTLES:
      *value = (double)o->battles;
      return TRUE;
    case TW_SWEEP_DAMAGE_TAKEN:
      *value = (double)o->damage_taken;
      return TRUE;
    case TW_SWEEP_DEATH_TICK:
      *value = (double)o->death_tick;
      return o->death_tick >= 0;
    case TW_SWEEP_REFUSED:
      *value = (double)o->refused;
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
tw_sweep_chart_check (GPtrArray *axes, GError **error)
{
  if (axes->len == 1 || axes->len == 2)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("a chart plots one or two varied values, not %u"), axes->len);
  return FALSE;
}

static guint
n_panels (int shown)
{
  return shown == TW_SWEEP_CHART_ALL ? TW_SWEEP_N_COLUMNS : 1;
}

int
tw_sweep_chart_height (int shown)
{
  return (int)(MARGIN_TOP + MARGIN_BOTTOM) + (int)n_panels (shown) * TW_SWEEP_CHART_PANEL_HEIGHT;
}

void
tw_sweep_chart_colour (guint line, double rgb[3])
{
  static const double colours[][3] = {
    { 0.80, 0.10, 0.10 }, { 0.10, 0.30, 0.85 }, { 0.10, 0.60, 0.20 }, { 0.90, 0.50, 0.00 },
    { 0.55, 0.20, 0.70 }, { 0.00, 0.60, 0.65 }, { 0.45, 0.30, 0.10 }, { 0.85, 0.25, 0.60 },
  };
  for (int i = 0; i < 3; i++)
    rgb[i] = colours[line % G_N_ELEMENTS (colours)][i];
}

/* The plot rectangle of the @index-th panel. */
static void
panel_rect (guint index, guint n, int width, int height, double *x0, double *y0, double *w,
            double *h)
{
  double panel = (height - MARGIN_TOP - MARGIN_BOTTOM) / n;
  *x0 = MARGIN_LEFT;
  *w = width - MARGIN_LEFT - MARGIN_RIGHT;
  *y0 = MARGIN_TOP + panel * index + PANEL_TITLE;
  *h = MAX (panel - PANEL_TITLE - PANEL_GAP, 1);
}

static TwSweepAxis *
axis_at (GPtrArray *axes, guint i)
{
  return g_ptr_array_index (axes, i);
}

static guint
n_lines (GPtrArray *axes)
{
  return axes->len > 1 ? axis_at (axes, 1)->values->len : 1;
}

/* The range of the first axis's values. */
static void
x_range (GPtrArray *axes, double *lo, double *hi)
{
  GArray *values = axis_at (axes, 0)->values;
  *lo = g_array_index (values, double, 0);
  *hi = g_array_index (values, double, values->len - 1);
}

/* The scale of @column's panel: from 0 (or a lower value) to the largest. */
static void
y_range (GPtrArray *rows, TwSweepColumn column, double *lo, double *hi)
{
  *lo = 0;
  *hi = 0;
  for (guint r = 0; r < rows->len; r++)
    {
      double v;
      if (!tw_sweep_row_get (g_ptr_array_index (rows, r), column, &v))
        continue;
      *lo = MIN (*lo, v);
      *hi = MAX (*hi, v);
    }
  if (*hi <= *lo)
    *hi = *lo + 1;
}

static gboolean
panel_of (int shown, TwSweepColumn column, guint *index)
{
  if (shown == TW_SWEEP_CHART_ALL)
    {
      *index = column;
      return TRUE;
    }
  *index = 0;
  return shown == (int)column;
}

/* Where a panel is and what its axes span: computed once per panel, so
 * that drawing n rows takes O(n), not O(n^2). */
typedef struct
{
  double x0, y0, w, h;
  double xlo, xhi, ylo, yhi;
} Scale;

static void
panel_scale (GPtrArray *axes, GPtrArray *rows, int shown, TwSweepColumn column, guint panel,
             int width, int height, Scale *s)
{
  panel_rect (panel, n_panels (shown), width, height, &s->x0, &s->y0, &s->w, &s->h);
  x_range (axes, &s->xlo, &s->xhi);
  y_range (rows, column, &s->ylo, &s->yhi);
}

static double
scaled_x (const Scale *s, double value)
{
  return s->x0 + (s->xhi > s->xlo ? s->w * (value - s->xlo) / (s->xhi - s->xlo) : s->w / 2);
}

static gboolean
scaled_point (const Scale *s, GPtrArray *rows, TwSweepColumn column, guint row, double *x,
              double *y)
{
  double value;
  const TwSweepRow *r = g_ptr_array_index (rows, row);
  if (!tw_sweep_row_get (r, column, &value))
    return FALSE;
  *x = scaled_x (s, g_array_index (r->values, double, 0));
  *y = s->y0 + s->h - s->h * (value - s->ylo) / (s->yhi - s->ylo);
  return TRUE;
}

gboolean
tw_sweep_chart_point (GPtrArray *axes, GPtrArray *rows, int shown, TwSweepColumn column,
                      guint row, int width, int height, double *x, double *y)
{
  guint panel;
  if (axes->len == 0 || row >= rows->len || !panel_of (shown, column, &panel))
    return FALSE;
  Scale s;
  panel_scale (axes, rows, shown, column, panel, width, height, &s);
  return scaled_point (&s, rows, column, row, x, y);
}

static void
show_number (cairo_t *cr, double value, double x, double y, gboolean right_align)
{
  g_autofree char *text = tw_sweep_value_text (value);
  cairo_text_extents_t extents;
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, right_align ? x - extents.x_advance : x - extents.x_advance / 2, y);
  cairo_show_text (cr, text);
}

static void
draw_panel_frame (GPtrArray *axes, TwSweepColumn column, const Scale *s, gboolean last_panel,
                  cairo_t *cr)
{
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_rectangle (cr, s->x0 + 0.5, s->y0 + 0.5, s->w, s->h);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_font_size (cr, 12);
  cairo_move_to (cr, s->x0, s->y0 - 5);
  cairo_show_text (cr, column_names[column]);
  cairo_set_font_size (cr, 11);
  show_number (cr, s->yhi, s->x0 - 6, s->y0 + 10, TRUE);
  if (s->h >= 24)
    show_number (cr, s->ylo, s->x0 - 6, s->y0 + s->h, TRUE);
  /* A tick under each varied value (at most 40 of them, else the two
   * ends); under the last panel, up to 16 of their values. */
  GArray *values = axis_at (axes, 0)->values;
  gboolean all = values->len <= 40;
  guint label_every = (values->len + 15) / 16;
  for (guint i = 0; i < values->len; i++)
    {
      gboolean end = i == 0 || i + 1 == values->len;
      if (!all && !end)
        continue;
      double x = scaled_x (s, g_array_index (values, double, i));
      cairo_move_to (cr, x + 0.5, s->y0 + s->h);
      cairo_line_to (cr, x + 0.5, s->y0 + s->h + 4);
      cairo_stroke (cr);
      if (last_panel && (end || i % label_every == 0))
        show_number (cr, g_array_index (values, double, i), x, s->y0 + s->h + 16, FALSE);
    }
}

static void
draw_lines (GPtrArray *axes, GPtrArray *rows, TwSweepColumn column, const Scale *s, cairo_t *cr)
{
  guint lines = n_lines (axes);
  guint per_line = axis_at (axes, 0)->values->len;
  for (guint l = 0; l < lines; l++)
    {
      double rgb[3], x, y;
      tw_sweep_chart_colour (l, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, 2);
      gboolean open = FALSE;
      for (guint i = 0; i < per_line; i++)
        {
          /* The last axis varies fastest: row i * lines + l. */
          guint row = i * lines + l;
          if (row >= rows->len || !scaled_point (s, rows, column, row, &x, &y))
            {
              open = FALSE;
              continue;
            }
          if (open)
            cairo_line_to (cr, x, y);
          else
            cairo_move_to (cr, x, y);
          open = TRUE;
        }
      cairo_stroke (cr);
      /* A dot on each variant, so that a lone point shows too. */
      for (guint i = 0; i < per_line; i++)
        {
          guint row = i * lines + l;
          if (row < rows->len && scaled_point (s, rows, column, row, &x, &y))
            {
              cairo_arc (cr, x, y, 3, 0, 2 * G_PI);
              cairo_fill (cr);
            }
        }
    }
}

/* The first axis's path under the chart; the second's values as a legend on top. */
static void
draw_legend (GPtrArray *axes, cairo_t *cr, int width, int height)
{
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_font_size (cr, 12);
  cairo_text_extents_t extents;
  const char *path = axis_at (axes, 0)->path;
  cairo_text_extents (cr, path, &extents);
  cairo_move_to (cr, (width - extents.x_advance) / 2, height - 4);
  cairo_show_text (cr, path);
  if (axes->len < 2)
    return;
  TwSweepAxis *second = axis_at (axes, 1);
  double x = MARGIN_LEFT;
  cairo_move_to (cr, x, 16);
  cairo_show_text (cr, second->path);
  cairo_text_extents (cr, second->path, &extents);
  x += extents.x_advance + 10;
  for (guint l = 0; l < second->values->len && x < width - 40; l++)
    {
      double rgb[3];
      tw_sweep_chart_colour (l, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_rectangle (cr, x, 7, 10, 10);
      cairo_fill (cr);
      g_autofree char *text = tw_sweep_value_text (g_array_index (second->values, double, l));
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_move_to (cr, x + 13, 16);
      cairo_show_text (cr, text);
      cairo_text_extents (cr, text, &extents);
      x += 13 + extents.x_advance + 10;
    }
}

void
tw_sweep_chart_draw (GPtrArray *axes, GPtrArray *rows, int shown, cairo_t *cr, int width,
                     int height)
{
  g_return_if_fail (axes != NULL && rows != NULL && cr != NULL);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (axes->len == 0 || axes->len > 2 || axis_at (axes, 0)->values->len == 0)
    return;
  guint n = n_panels (shown);
  for (int c = 0; c < TW_SWEEP_N_COLUMNS; c++)
    {
      guint panel;
      if (!panel_of (shown, c, &panel))
        continue;
      Scale scale;
      panel_scale (axes, rows, shown, c, panel, width, height, &scale);
      draw_panel_frame (axes, c, &scale, panel + 1 == n, cr);
      draw_lines (axes, rows, c, &scale, cr);
    }
  draw_legend (axes, cr, width, height);
}

typedef struct
{
  GPtrArray *axes, *rows;
  int shown;
} DrawData;

static void
draw_cb (cairo_t *cr, int width, int height, gpointer data)
{
  DrawData *d = data;
  tw_sweep_chart_draw (d->axes, d->rows, d->shown, cr, width, height);
}

gboolean
tw_sweep_chart_write (GPtrArray *axes, GPtrArray *rows, int shown, const char *path,
                      GError **error)
{
  g_return_val_if_fail (axes != NULL && rows != NULL && path != NULL, FALSE);
  if (!tw_sweep_chart_check (axes, error))
    return FALSE;
  DrawData data = { axes, rows, shown };
  return tw_chart_write (path, TW_SWEEP_CHART_WIDTH, tw_sweep_chart_height (shown), draw_cb, &data,
                         error);
}
