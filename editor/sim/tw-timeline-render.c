/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-render.c: the timeline picture, drawn with cairo only. */
#include "editor/sim/tw-timeline-render.h"
#include "editor/tw-i18n.h"

#include <math.h>

#include <cairo-svg.h>
#include <gio/gio.h>
#include <pango/pangocairo.h>

/* Below this many pixels per tick, a pixel column holds several ticks: draw
 * the highest gauge among them and a thin mark if any of them acted. */
#define PER_TICK_MIN_PPT 1.0
/* From this zoom on, actions are drawn as shapes (triangle, square, ...). */
#define SHAPE_MIN_PPT 6.0

static const TwTimelinePalette light_palette = {
  .background = { 1, 1, 1, 1 },
  .header_background = { 0.95, 0.95, 0.96, 1 },
  .foreground = { 0.13, 0.13, 0.15, 1 },
  .grid = { 0.85, 0.85, 0.87, 1 },
  .selection = { 0.21, 0.52, 0.89, 0.22 },
};

static const TwTimelinePalette dark_palette = {
  .background = { 0.14, 0.14, 0.15, 1 },
  .header_background = { 0.19, 0.19, 0.2, 1 },
  .foreground = { 0.92, 0.92, 0.92, 1 },
  .grid = { 0.27, 0.27, 0.29, 1 },
  .selection = { 0.38, 0.62, 0.95, 0.28 },
};

static const TwTimelineColor act_colors[TW_N_ACT_TYPES] = {
  [TW_ACT_IDLE] = { 0.5, 0.5, 0.52, 1 },
  [TW_ACT_CHASE] = { 0.88, 0.34, 0.16, 1 },
  [TW_ACT_PATROL] = { 0.16, 0.47, 0.85, 1 },
  [TW_ACT_SKILL] = { 0.56, 0.24, 0.78, 1 },
};

static const TwTimelineColor player_color = { 0.2, 0.6, 0.3, 1 };
static const TwTimelineColor battle_color = { 0.85, 0.1, 0.15, 1 };
static const TwTimelineColor floor_color = { 0.1, 0.45, 0.85, 1 };
static const TwTimelineColor status_color = { 0.05, 0.6, 0.6, 1 };
/* Gauge bars are the row's colour at this opacity. */
#define BAR_ALPHA 0.55

const TwTimelinePalette *
tw_timeline_palette_light (void)
{
  return &light_palette;
}

const TwTimelinePalette *
tw_timeline_palette_dark (void)
{
  return &dark_palette;
}

TwTimelineColor
tw_timeline_act_type_color (TwActType type)
{
  return act_colors[type < TW_N_ACT_TYPES ? type : TW_ACT_IDLE];
}

static void
set_color (cairo_t *cr, TwTimelineColor color, double alpha)
{
  cairo_set_source_rgba (cr, color.r, color.g, color.b, color.a * alpha);
}

static const TwTimelinePalette *
palette_of (const TwTimelineViewport *view)
{
  return view->palette != NULL ? view->palette : &light_palette;
}

/* --- Geometry --- */

double
tw_timeline_render_top_height (TwTimelineModel *model)
{
  guint lanes = MAX (1, tw_timeline_model_get_n_status_skills (model));
  return TW_TIMELINE_RULER_HEIGHT + TW_TIMELINE_PLAYER_HEIGHT
         + lanes * TW_TIMELINE_STATUS_LANE_HEIGHT;
}

static double
tick_x (const TwTimelineViewport *view, double tick)
{
  return TW_TIMELINE_HEADER_WIDTH + (tick - view->first_tick) * view->pixels_per_tick;
}

void
tw_timeline_render_visible_ticks (TwTimelineModel *model, const TwTimelineViewport *view,
                                  guint *first, guint *last)
{
  double start = MAX (0, floor (view->first_tick));
  double span = MAX (0, view->width - TW_TIMELINE_HEADER_WIDTH) / view->pixels_per_tick;
  double end = floor (view->first_tick + span);
  double model_last = tw_timeline_model_get_last_tick (model);
  *first = (guint)MIN (start, model_last);
  *last = (guint)CLAMP (end, *first, model_last);
}

GArray *
tw_timeline_render_visible_rows (TwTimelineModel *model, const TwTimelineViewport *view)
{
  guint first, last;
  tw_timeline_render_visible_ticks (model, view, &first, &last);
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (guint));
  tw_timeline_model_rows_alive_in (model, first, last, rows);
  return rows;
}

double
tw_timeline_render_content_height (TwTimelineModel *model, const TwTimelineViewport *view)
{
  g_autoptr (GArray) rows = tw_timeline_render_visible_rows (model, view);
  return tw_timeline_render_top_height (model) + rows->len * TW_TIMELINE_ROW_HEIGHT;
}

/* --- Text --- */

typedef struct
{
  cairo_t *cr;
  PangoLayout *layout; /* one layout reused for every label */
  const TwTimelinePalette *palette;
  double clip_x0, clip_y0, clip_x1, clip_y1; /* labels outside are not laid out */
  GPtrArray *log; /* TwTimelineLabel: what draw_text_at drew (tw_timeline_render_labels_at) */
  PangoAttrList *bold; /* for battles' cost labels */
  gboolean in_bold;    /* the layout has `bold` set */
} Painter;

static gboolean draw_text_styled (Painter *p, double x, double y, double max_width,
                                  const char *text, TwTimelineColor color, double alpha);

static void
set_bold (Painter *p, gboolean bold)
{
  if (p->layout == NULL || p->in_bold == bold)
    return;
  pango_layout_set_attributes (p->layout, bold ? p->bold : NULL);
  p->in_bold = bold;
}

static gboolean
draw_text_color (Painter *p, double x, double y, double max_width, const char *text,
                 TwTimelineColor color, double alpha)
{
  set_bold (p, FALSE);
  return draw_text_styled (p, x, y, max_width, text, color, alpha);
}

static gboolean
draw_text_styled (Painter *p, double x, double y, double max_width, const char *text,
                  TwTimelineColor color, double alpha)
{
  if (p->layout == NULL || max_width < 8)
    return FALSE;
  /* A label wholly outside the clip draws nothing (strips of the widget
   * draw the view clipped to a few columns). */
  if (x - 4 >= p->clip_x1 || x + max_width + 4 <= p->clip_x0 || y - 4 >= p->clip_y1
      || y + 2 * TW_TIMELINE_TEXT_LINE <= p->clip_y0)
    return FALSE;
  pango_layout_set_text (p->layout, text, -1);
  pango_layout_set_width (p->layout, (int)(max_width * PANGO_SCALE));
  cairo_move_to (p->cr, x, y);
  set_color (p->cr, color, alpha);
  pango_cairo_show_layout (p->cr, p->layout);
  return TRUE;
}

static void
draw_text (Painter *p, double x, double y, double max_width, const char *text, double alpha)
{
  draw_text_color (p, x, y, max_width, text, p->palette->foreground, alpha);
}

static void
label_free (gpointer data)
{
  TwTimelineLabel *label = data;
  g_free (label->text);
  g_free (label);
}

/* A label that belongs to @tick (and @row, for enemy rows), logged when a
 * log is kept. */
static void
draw_label_full (Painter *p, TwTimelineArea area, gint64 tick, int row, double x, double y,
                 double max_width, const char *text, TwTimelineColor color, double alpha,
                 gboolean bold)
{
  set_bold (p, bold);
  gboolean drawn = draw_text_styled (p, x, y, max_width, text, color, alpha);
  set_bold (p, FALSE);
  if (!drawn || p->log == NULL)
    return;
  TwTimelineLabel *label = g_new0 (TwTimelineLabel, 1);
  *label = (TwTimelineLabel){ .area = area, .tick = tick, .row = row, .x = x, .y = y,
                              .text = g_strdup (text) };
  g_ptr_array_add (p->log, label);
}

static void
draw_text_at (Painter *p, TwTimelineArea area, gint64 tick, double x, double y, double max_width,
              const char *text, double alpha)
{
  draw_label_full (p, area, tick, -1, x, y, max_width, text, p->palette->foreground, alpha,
                   FALSE);
}

/* A battle's cost label: bold, in the battles' red. */
static void
draw_battle_label (Painter *p, TwTimelineArea area, gint64 tick, int row, double x, double y,
                   double max_width, const char *text)
{
  draw_label_full (p, area, tick, row, x, y, max_width, text, battle_color, 1, TRUE);
}

/* The pixel width of a battle label (bold) at the painter's font (an
 * estimate without one). */
static double
battle_label_width (Painter *p, const char *text)
{
  if (p->layout == NULL)
    return 9.0 * g_utf8_strlen (text, -1);
  int w, h;
  set_bold (p, TRUE);
  pango_layout_set_width (p->layout, -1);
  pango_layout_set_text (p->layout, text, -1);
  pango_layout_get_pixel_size (p->layout, &w, &h);
  set_bold (p, FALSE);
  return w;
}

/* The settled cost a battle's marker carries: "⚔ N" (docs/rules.md §3.5). */
static void
battle_cost_text (const TwTimelineBattle *b, char *text, gsize size)
{
  g_snprintf (text, size, "\u2694 %u", b->settle.final_cost);
}

/* From this zoom on, a battle's marker carries its cost. */
#define BATTLE_LABEL_MIN_PPT SHAPE_MIN_PPT
/* How far right of its tick a battle's label reaches, at most. */
#define BATTLE_LABEL_REACH 80.0

static guint
battle_label_lookback (const TwTimelineViewport *view)
{
  return (guint)ceil (BATTLE_LABEL_REACH / view->pixels_per_tick) + 1;
}

/* --- Shapes --- */

static void
path_marker (cairo_t *cr, TwTimelineActResult result, double cx, double cy, double s)
{
  double h = s / 2;
  switch (result)
    {
    case TW_TIMELINE_RESULT_MOVED: /* triangle */
      cairo_move_to (cr, cx, cy - h);
      cairo_line_to (cr, cx + h, cy + h);
      cairo_line_to (cr, cx - h, cy + h);
      cairo_close_path (cr);
      break;
    case TW_TIMELINE_RESULT_BLOCKED: /* square */
      cairo_rectangle (cr, cx - h * 0.85, cy - h * 0.85, s * 0.85, s * 0.85);
      break;
    case TW_TIMELINE_RESULT_BATTLE: /* diamond */
      cairo_move_to (cr, cx, cy - h);
      cairo_line_to (cr, cx + h, cy);
      cairo_line_to (cr, cx, cy + h);
      cairo_line_to (cr, cx - h, cy);
      cairo_close_path (cr);
      break;
    case TW_TIMELINE_RESULT_HIT: /* five-pointed star */
      for (int i = 0; i < 10; i++)
        {
          double r = i % 2 == 0 ? h : h * 0.45;
          double a = -G_PI / 2 + i * G_PI / 5;
          if (i == 0)
            cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
          else
            cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
        }
      cairo_close_path (cr);
      break;
    case TW_TIMELINE_RESULT_SUMMONED: /* plus */
      cairo_rectangle (cr, cx - h, cy - h * 0.3, s, s * 0.3 * 2);
      cairo_rectangle (cr, cx - h * 0.3, cy - h, h * 0.3 * 2, s);
      break;
    case TW_TIMELINE_RESULT_IDLE:
    default: /* circle */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h * 0.8, 0, 2 * G_PI);
      break;
    }
}

void
tw_timeline_render_marker_path (cairo_t *cr, TwTimelineActResult result, double cx, double cy,
                                double size)
{
  path_marker (cr, result, cx, cy, size);
}

TwTimelineColor
tw_timeline_event_color (TwTimelineEventKind kind)
{
  switch (kind)
    {
    case TW_TIMELINE_EVENT_PLAYER:
      return player_color;
    case TW_TIMELINE_EVENT_FLOOR:
      return floor_color;
    case TW_TIMELINE_EVENT_STATUS:
      return status_color;
    case TW_TIMELINE_EVENT_BATTLE:
    default:
      return battle_color;
    }
}

static void
diamond (cairo_t *cr, double cx, double cy, double h)
{
  cairo_move_to (cr, cx, cy - h);
  cairo_line_to (cr, cx + h, cy);
  cairo_line_to (cr, cx, cy + h);
  cairo_line_to (cr, cx - h, cy);
  cairo_close_path (cr);
}

/* --- Enemy rows --- */

/* Walks a row's marks tick by tick (or pixel column by pixel column): the
 * state at the start comes from one binary search, then only marks. */
typedef struct
{
  TwTimelineModel *model;
  guint row;
  const TwTimelineMark *marks;
  guint n_marks;
  guint next;        /* index of the next mark not applied */
  guint32 seg_start; /* tick of the last applied change */
  guint seg_gauge;   /* gauge at seg_start */
  gboolean seg_alive;
  gboolean acted; /* an action was applied since this was last cleared */
} MarkCursor;

static void
cursor_init (MarkCursor *c, TwTimelineModel *model, guint row, guint first, guint last)
{
  c->model = model;
  c->row = row;
  c->seg_start = first;
  c->seg_alive = tw_timeline_model_row_gauge_at (model, row, first, &c->seg_gauge);
  /* Marks at @first are already in the state; keep them for the markers. */
  c->marks = tw_timeline_model_row_get_marks (model, row, first, last, &c->n_marks);
  c->next = 0;
  c->acted = FALSE;
  while (c->next < c->n_marks && c->marks[c->next].tick == first)
    c->acted |= c->marks[c->next++].kind == TW_TIMELINE_MARK_ACT;
}

/* Applies every mark of the next changed tick if it is <= @tick. */
static gboolean
cursor_step (MarkCursor *c, guint32 tick)
{
  if (c->next >= c->n_marks || c->marks[c->next].tick > tick)
    return FALSE;
  guint32 t = c->marks[c->next].tick;
  const TwTimelineMark *last = NULL;
  while (c->next < c->n_marks && c->marks[c->next].tick == t)
    {
      last = &c->marks[c->next++];
      c->acted |= last->kind == TW_TIMELINE_MARK_ACT;
    }
  c->seg_start = t;
  c->seg_alive = last->kind != TW_TIMELINE_MARK_LEAVE;
  c->seg_gauge = last->gauge;
  return TRUE;
}

static double
bar_height (guint gauge, guint time_cost)
{
  return TW_TIMELINE_BAR_HEIGHT * MIN (gauge, time_cost) / (double)time_cost;
}

/* Where a row's bars go: rectangles on the cairo path (vector output), or
 * one height per pixel column turned into an A8 mask painted once per row
 * (raster output: thousands of one-pixel rectangles cost cairo far more
 * than one masked paint). */
typedef struct
{
  cairo_t *cr;
  float *heights; /* per pixel column of the tick area from `lo`; NULL: rectangles */
  int lo;         /* the first column the clip shows */
  int width;      /* columns from lo that the clip shows */
  int height; /* of the mask: the tallest bar */
  double y_bottom;
} BarSink;

static void
bar_sink_init (BarSink *sink, cairo_t *cr, const TwTimelineViewport *view, gboolean use_mask,
               double y_bottom, int height)
{
  *sink = (BarSink){ .cr = cr, .y_bottom = y_bottom, .height = height };
  if (!use_mask)
    return;
  /* Only the columns within the clip (the widget draws strips). */
  int columns = MAX (1, view->width - (int)TW_TIMELINE_HEADER_WIDTH);
  double x0, y0, x1, y1;
  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  sink->lo = CLAMP ((int)floor (x0 - TW_TIMELINE_HEADER_WIDTH), 0, columns - 1);
  int hi = CLAMP ((int)ceil (x1 - TW_TIMELINE_HEADER_WIDTH), sink->lo + 1, columns);
  sink->width = hi - sink->lo;
  sink->heights = g_new0 (float, sink->width);
}

/* A bar of height @h over pixel columns [x0, x1) (absolute x). */
static void
bar_sink_add (BarSink *sink, double x0, double x1, double h)
{
  if (sink->heights == NULL)
    {
      cairo_rectangle (sink->cr, x0, sink->y_bottom - h, x1 - x0, h);
      return;
    }
  int c0 = MAX (0, (int)floor (x0 - TW_TIMELINE_HEADER_WIDTH + 0.5) - sink->lo);
  int c1 = MIN (sink->width, (int)floor (x1 - TW_TIMELINE_HEADER_WIDTH + 0.5) - sink->lo);
  for (int c = c0; c < c1; c++)
    sink->heights[c] = MAX (sink->heights[c], (float)h);
}

/* Paints what was added in @color. */
static void
bar_sink_finish (BarSink *sink, TwTimelineColor color, double alpha)
{
  set_color (sink->cr, color, alpha);
  if (sink->heights == NULL)
    {
      cairo_fill (sink->cr);
      return;
    }
  cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, sink->width, sink->height);
  cairo_surface_flush (mask);
  guint8 *data = cairo_image_surface_get_data (mask);
  int stride = cairo_image_surface_get_stride (mask);
  /* Each column: `full` whole pixels and one partly covered pixel above
   * them; then the mask is written row by row (y = 0 at the top). */
  g_autofree guint8 *full = g_new (guint8, sink->width);
  g_autofree guint8 *partial = g_new (guint8, sink->width);
  for (int c = 0; c < sink->width; c++)
    {
      float h = MIN (sink->heights[c], (float)sink->height);
      full[c] = (guint8)h;
      partial[c] = (guint8)((h - full[c]) * 255.0f + 0.5f);
    }
  for (int y = 0; y < sink->height; y++)
    {
      guint8 *line = data + y * stride;
      guint8 level = (guint8)(sink->height - 1 - y);
      for (int c = 0; c < sink->width; c++)
        line[c] = full[c] > level ? 255 : (full[c] == level ? partial[c] : 0);
    }
  cairo_surface_mark_dirty (mask);
  cairo_mask_surface (sink->cr, mask, TW_TIMELINE_HEADER_WIDTH + sink->lo,
                      sink->y_bottom - sink->height);
  cairo_surface_destroy (mask);
  g_clear_pointer (&sink->heights, g_free);
}

/* One column per tick: each tick's gauge as a bar. */
static void
draw_row_per_tick (BarSink *sink, const TwTimelineViewport *view, MarkCursor *c, guint first,
                   guint last, guint time_cost)
{
  double ppt = view->pixels_per_tick;
  double gap = ppt >= 4 ? 1 : 0;
  for (guint t = first; t <= last; t++)
    {
      while (cursor_step (c, t))
        ;
      if (!c->seg_alive || time_cost == 0)
        continue;
      double h = bar_height (c->seg_gauge + (t - c->seg_start), time_cost);
      if (h > 0)
        bar_sink_add (sink, tick_x (view, t), tick_x (view, t) + ppt - gap, h);
    }
}

/* Several ticks per pixel column: the highest gauge in the column (the end
 * of each rising segment in it), and a thin mark on @acts when the enemy
 * acted in it; O(columns + marks). */
static void
draw_row_per_column (BarSink *sink, BarSink *acts, const TwTimelineViewport *view, MarkCursor *c,
                     guint first, guint last, guint time_cost)
{
  int x0 = (int)floor (MAX (TW_TIMELINE_HEADER_WIDTH, tick_x (view, first)));
  int x1 = (int)ceil (MIN (view->width, tick_x (view, last + 1.0)));
  for (int x = x0; x < x1; x++)
    {
      double ta = view->first_tick + (x - TW_TIMELINE_HEADER_WIDTH) / view->pixels_per_tick;
      double tb = view->first_tick + (x + 1 - TW_TIMELINE_HEADER_WIDTH) / view->pixels_per_tick;
      guint a = (guint)MAX (first, ceil (ta - 1e-9));
      guint b = (guint)MIN (last, ceil (tb - 1e-9) - 1);
      if (b < a) /* no tick starts here: the column shows the tick it lies in */
        a = b = (guint)CLAMP (floor (ta), first, last);
      /* Each segment rises until the tick before the next mark: its highest
       * value in the column is there, or at b for the open segment. A tight
       * loop, since a zoomed-out column may hold a hundred marks. */
      gint64 best = -1;
      while (c->next < c->n_marks && c->marks[c->next].tick <= b)
        {
          const TwTimelineMark *m = &c->marks[c->next++];
          if (c->seg_alive && m->tick > c->seg_start && m->tick > a)
            best = MAX (best, (gint64)c->seg_gauge + (m->tick - 1 - c->seg_start));
          c->seg_start = m->tick;
          c->seg_gauge = m->gauge;
          c->seg_alive = m->kind != TW_TIMELINE_MARK_LEAVE;
          c->acted |= m->kind == TW_TIMELINE_MARK_ACT;
        }
      if (c->seg_alive)
        best = MAX (best, (gint64)c->seg_gauge + (b - c->seg_start));
      if (best > 0 && time_cost > 0)
        bar_sink_add (sink, x, x + 1, bar_height ((guint)best, time_cost));
      if (c->acted)
        bar_sink_add (acts, x, x + 1, acts->height);
      c->acted = FALSE;
    }
}

static void
draw_row_markers (cairo_t *cr, const TwTimelineViewport *view, TwTimelineModel *model, guint row,
                  guint first, guint last, double row_y, TwTimelineColor color, gboolean use_mask)
{
  guint n;
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, row, first, last, &n);
  double ppt = view->pixels_per_tick;
  if (ppt >= SHAPE_MIN_PPT)
    {
      double s = MIN (ppt - 2, TW_TIMELINE_ROW_HEIGHT - 20);
      double cy = row_y + TW_TIMELINE_ROW_HEIGHT / 2;
      double clip_x0, clip_y0, clip_x1, clip_y1;
      cairo_clip_extents (cr, &clip_x0, &clip_y0, &clip_x1, &clip_y1);
      for (TwTimelineActResult result = 0; result < TW_TIMELINE_N_RESULTS; result++)
        {
          /* Filled only: an outline would double cairo's work per shape.
           * One fill a shape: a path of many shapes gets pixels that
           * depend on the clip (cairo's scan converter takes another
           * path), and the widget draws columns clipped to strips. */
          set_color (cr, result == TW_TIMELINE_RESULT_BATTLE ? battle_color : color, 1);
          for (guint i = 0; i < n; i++)
            if (marks[i].kind == TW_TIMELINE_MARK_ACT && marks[i].result == result)
              {
                double cx = tick_x (view, marks[i].tick) + ppt / 2;
                if (cx + s < clip_x0 || cx - s > clip_x1)
                  continue; /* nothing to draw */
                path_marker (cr, result, cx, cy, s);
                cairo_fill (cr);
              }
        }
      return;
    }
  /* Thin marks along the row's top, one per pixel column at most: after a
   * mark, jump to the first mark of the next pixel column. */
  BarSink sink;
  bar_sink_init (&sink, cr, view, use_mask, row_y + 5, 3);
  double w = MAX (1, ppt);
  guint i = 0;
  while (i < n)
    {
      if (marks[i].kind != TW_TIMELINE_MARK_ACT)
        {
          i++;
          continue;
        }
      double x = floor (tick_x (view, marks[i].tick));
      bar_sink_add (&sink, x, x + w, 3);
      double next_tick = ceil (view->first_tick + (x + 1 - TW_TIMELINE_HEADER_WIDTH) / ppt);
      guint lo = i + 1, hi = n;
      while (lo < hi)
        {
          guint mid = lo + (hi - lo) / 2;
          if (marks[mid].tick < next_tick)
            lo = mid + 1;
          else
            hi = mid;
        }
      i = lo;
    }
  bar_sink_finish (&sink, color, 1);
}

static void
draw_row_header (Painter *p, TwTimelineModel *model, guint row, guint at_tick, double row_y)
{
  int x, y;
  tw_timeline_model_row_get_position (model, row, at_tick, &x, &y);
  TwActType act = tw_timeline_model_row_get_act_type (model, row);
  guint cost = tw_timeline_model_row_get_time_cost (model, row);
  set_color (p->cr, tw_timeline_act_type_color (act), 1);
  cairo_rectangle (p->cr, 0, row_y + 3, 3, TW_TIMELINE_ROW_HEIGHT - 6);
  cairo_fill (p->cr);
  draw_text (p, 7, row_y + 2, TW_TIMELINE_HEADER_WIDTH - 10,
             tw_timeline_model_row_get_name (model, row), 1);
  g_autofree char *details
      = cost > 0 ? g_strdup_printf (_("(%d,%d)  cost %u  %s"), x, y, cost, _(tw_act_type_to_string (act)))
                 : g_strdup_printf (_("(%d,%d)  cost ?  %s"), x, y, _(tw_act_type_to_string (act)));
  draw_text (p, 7, row_y + 2 + TW_TIMELINE_TEXT_LINE, TW_TIMELINE_HEADER_WIDTH - 10, details,
             0.6);
}

/* Battles as red diamonds in their enemy's row, each with its settled cost
 * beside it ("⚔ N": the row is empty after a won battle, the enemy left). */
static void
draw_row_battles (Painter *p, TwTimelineModel *model, const TwTimelineViewport *view, GArray *rows,
                  guint first, guint last, double top)
{
  cairo_t *cr = p->cr;
  guint n;
  guint back = view->pixels_per_tick >= BATTLE_LABEL_MIN_PPT ? battle_label_lookback (view) : 0;
  const TwTimelineBattle *battles
      = tw_timeline_model_get_battles (model, first > back ? first - back : 0, last, &n);
  if (n == 0)
    return;
  g_autofree int *line_of_row = g_new (int, tw_timeline_model_get_n_rows (model));
  for (guint i = 0; i < tw_timeline_model_get_n_rows (model); i++)
    line_of_row[i] = -1;
  for (guint i = 0; i < rows->len; i++)
    line_of_row[g_array_index (rows, guint, i)] = (int)i;
  double r = CLAMP (view->pixels_per_tick / 2 - 1, 2.5, 7);
  cairo_save (cr);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, top, view->width, view->height);
  cairo_clip (cr);
  double clip_x0, clip_y0, clip_x1, clip_y1;
  cairo_clip_extents (cr, &clip_x0, &clip_y0, &clip_x1, &clip_y1);
  for (guint i = 0; i < n; i++)
    {
      if (battles[i].row < 0 || line_of_row[battles[i].row] < 0)
        continue;
      double cy
          = top + (line_of_row[battles[i].row] + 0.5) * TW_TIMELINE_ROW_HEIGHT - view->scroll_y;
      if (cy < top - r || cy > view->height + r)
        continue;
      /* One shape at a time, as the markers; none outside the clip. */
      double cx = tick_x (view, battles[i].tick) + view->pixels_per_tick / 2;
      if (cx + r + 1 < clip_x0 || cx - r - 1 > clip_x1)
        continue;
      diamond (cr, cx, cy, r);
      set_color (cr, battle_color, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 0.75);
      cairo_stroke (cr);
      if (view->pixels_per_tick >= BATTLE_LABEL_MIN_PPT && battles[i].success)
        {
          char text[32];
          battle_cost_text (&battles[i], text, sizeof text);
          draw_battle_label (p, TW_TIMELINE_AREA_ENEMY, battles[i].tick, battles[i].row,
                             cx + r + 2, cy - TW_TIMELINE_TEXT_LINE / 2, 64, text);
        }
    }
  cairo_restore (cr);
}

static void
draw_enemy_rows (Painter *p, TwTimelineModel *model, const TwTimelineViewport *view, guint first,
                 guint last, double top)
{
  cairo_t *cr = p->cr;
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  tw_timeline_model_rows_alive_in (model, first, last, rows);
  gint64 selected = tw_timeline_model_get_selected_tick (model);
  guint header_tick = selected >= first && selected <= last ? (guint)selected : last;
  /* Vector targets (SVG) get rectangles, raster ones masks. */
  cairo_surface_type_t target = cairo_surface_get_type (cairo_get_target (cr));
  gboolean use_masks = target == CAIRO_SURFACE_TYPE_IMAGE || target == CAIRO_SURFACE_TYPE_RECORDING;

  cairo_save (cr);
  cairo_rectangle (cr, 0, top, view->width, view->height - top);
  cairo_clip (cr);
  guint first_row = (guint)MAX (0, floor (view->scroll_y / TW_TIMELINE_ROW_HEIGHT));
  for (guint i = first_row; i < rows->len; i++)
    {
      double row_y = top + i * TW_TIMELINE_ROW_HEIGHT - view->scroll_y;
      if (row_y >= view->height)
        break;
      guint row = g_array_index (rows, guint, i);
      TwTimelineColor color
          = tw_timeline_act_type_color (tw_timeline_model_row_get_act_type (model, row));
      guint cost = tw_timeline_model_row_get_time_cost (model, row);
      double y_bottom = row_y + TW_TIMELINE_ROW_HEIGHT - TW_TIMELINE_BAR_BOTTOM_GAP;

      set_color (cr, p->palette->grid, 1);
      cairo_rectangle (cr, 0, row_y + TW_TIMELINE_ROW_HEIGHT - 1, view->width, 1);
      cairo_fill (cr);

      cairo_save (cr);
      cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, row_y, view->width, TW_TIMELINE_ROW_HEIGHT);
      cairo_clip (cr);
      MarkCursor cursor;
      cursor_init (&cursor, model, row, first, last);
      BarSink sink;
      bar_sink_init (&sink, cr, view, use_masks, y_bottom, (int)TW_TIMELINE_BAR_HEIGHT);
      if (view->pixels_per_tick >= PER_TICK_MIN_PPT)
        {
          draw_row_per_tick (&sink, view, &cursor, first, last, cost);
          bar_sink_finish (&sink, color, BAR_ALPHA);
          draw_row_markers (cr, view, model, row, first, last, row_y, color, use_masks);
        }
      else
        {
          BarSink acts;
          bar_sink_init (&acts, cr, view, use_masks, row_y + 5, 3);
          draw_row_per_column (&sink, &acts, view, &cursor, first, last, cost);
          bar_sink_finish (&sink, color, BAR_ALPHA);
          bar_sink_finish (&acts, color, 1);
        }
      cairo_restore (cr);

      draw_row_header (p, model, row, header_tick, row_y);
    }
  draw_row_battles (p, model, view, rows, first, last, top);
  cairo_restore (cr);
}

/* --- Top area --- */

/* A label step of 1, 2 or 5 x 10^k ticks, at least ~70 pixels apart. */
static guint
ruler_step (double ppt)
{
  static const guint mults[] = { 1, 2, 5 };
  for (guint scale = 1; scale < G_MAXUINT / 10; scale *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (mults); i++)
      if (mults[i] * scale * ppt >= 70)
        return mults[i] * scale;
  return G_MAXUINT / 10;
}

static void
draw_ruler (Painter *p, TwTimelineModel *model, const TwTimelineViewport *view, guint first,
            guint last)
{
  cairo_t *cr = p->cr;
  guint step = ruler_step (view->pixels_per_tick);
  set_color (cr, p->palette->grid, 1);
  for (guint t = first - first % step; t <= last; t += step)
    if (t >= first)
      cairo_rectangle (cr, floor (tick_x (view, t)), 0, 1, TW_TIMELINE_RULER_HEIGHT);
  cairo_rectangle (cr, 0, TW_TIMELINE_RULER_HEIGHT - 1, view->width, 1);
  cairo_fill (cr);
  draw_text (p, 7, 2, TW_TIMELINE_HEADER_WIDTH, _("clock"), 1);
  draw_text (p, 7, 2 + TW_TIMELINE_TEXT_LINE, TW_TIMELINE_HEADER_WIDTH, _("mapTurn"), 0.6);
  for (guint t = first - first % step; t <= last; t += step)
    {
      if (t < first)
        continue;
      double x = tick_x (view, t) + 3;
      char text[32];
      TwTimelineTickTime time = tw_timeline_model_get_tick_time (model, t);
      g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, time.clock);
      draw_text_at (p, TW_TIMELINE_AREA_RULER, t, x, 2, 66, text, 1);
      g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, time.map_turn);
      draw_text_at (p, TW_TIMELINE_AREA_RULER, t, x, 2 + TW_TIMELINE_TEXT_LINE, 66, text, 0.6);
    }
}

static void
draw_player_row (Painter *p, TwTimelineModel *model, const TwTimelineViewport *view, guint first,
                 guint last, double y)
{
  cairo_t *cr = p->cr;
  double h = TW_TIMELINE_PLAYER_HEIGHT;
  double text_y = y + (h - TW_TIMELINE_TEXT_LINE) / 2;
  draw_text (p, 7, text_y, TW_TIMELINE_HEADER_WIDTH, _("Player"), 1);
  /* An action that began before the first visible tick may still be running. */
  guint n;
  guint from = first > 1000 ? first - 1000 : 0;
  const TwTimelinePlayerAction *actions
      = tw_timeline_model_get_player_actions (model, from, last, &n);
  /* Battles' markers and cost labels first placed, so that the actions'
   * labels keep clear of them. */
  guint n_battles;
  gboolean battle_labels = view->pixels_per_tick >= BATTLE_LABEL_MIN_PPT && p->layout != NULL;
  /* A battle just left of the view still shows its label's end. */
  guint back = battle_labels ? battle_label_lookback (view) : 0;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (
      model, first > back ? first - back : 0, last, &n_battles);
  double r = CLAMP (view->pixels_per_tick / 2, 2.5, 6);
  g_autofree double *battle_x0 = g_new (double, n_battles + 1);
  g_autofree double *battle_x1 = g_new (double, n_battles + 1);
  for (guint i = 0; i < n_battles; i++)
    {
      double cx = tick_x (view, battles[i].tick) + view->pixels_per_tick / 2;
      battle_x0[i] = cx - r;
      battle_x1[i] = cx + r;
      if (battle_labels && battles[i].success)
        {
          char text[32];
          battle_cost_text (&battles[i], text, sizeof text);
          battle_x1[i] = cx + r + 2 + battle_label_width (p, text);
        }
    }
  cairo_save (cr);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, y, view->width, h);
  cairo_clip (cr);
  double last_label_end = -G_MAXDOUBLE;
  double last_px = -G_MAXDOUBLE;
  for (guint i = 0; i < n; i++)
    {
      const TwTimelinePlayerAction *a = &actions[i];
      if (a->tick + MAX (a->time_cost, 1) < first)
        continue;
      double x = tick_x (view, a->tick);
      double w = MAX (2, a->time_cost * view->pixels_per_tick - (view->pixels_per_tick >= 4));
      /* Zoomed out, many short actions share a pixel: draw the first. */
      if (w <= 2 && floor (x) == last_px)
        continue;
      last_px = floor (x);
      if (a->refused)
        {
          set_color (cr, battle_color, 0.8);
          cairo_rectangle (cr, x, y + 3, 2, h - 6);
        }
      else
        {
          set_color (cr, player_color, a->time_cost > 0 ? 0.45 : 0.9);
          cairo_rectangle (cr, x, y + 3, a->time_cost > 0 ? w : 2, h - 6);
        }
      cairo_fill (cr);
      if (w >= 36 && x >= last_label_end)
        {
          /* Past a battle's marker and label at its start, before the next. */
          double lx = MAX (x, TW_TIMELINE_HEADER_WIDTH) + 2, rx = x + w - 1;
          for (guint b = 0; b < n_battles; b++)
            {
              if (battle_x1[b] <= lx || battle_x0[b] >= rx)
                continue;
              /* Too little room before it for a word: after it. */
              if (battle_x0[b] <= lx + 32)
                lx = battle_x1[b] + 3;
              else
                rx = MIN (rx, battle_x0[b] - 2);
            }
          draw_text (p, lx, text_y, rx - lx, a->text, 0.9);
          last_label_end = x + w;
        }
    }
  /* Battles: red diamonds on the player row, with their cost ("⚔ N"). */
  double last_x = -G_MAXDOUBLE, last_label_x = -G_MAXDOUBLE;
  for (guint i = 0; i < n_battles; i++)
    {
      double cx = tick_x (view, battles[i].tick) + view->pixels_per_tick / 2;
      if (cx - last_x < 1)
        continue;
      last_x = cx;
      diamond (cr, cx, y + h / 2, r);
      set_color (cr, battle_color, 1);
      cairo_fill (cr); /* one at a time, as the markers */
      if (battle_labels && battles[i].success && battle_x0[i] >= last_label_x)
        {
          char text[32];
          battle_cost_text (&battles[i], text, sizeof text);
          double lw = battle_x1[i] - (cx + r + 2);
          /* Until the next battle's marker, if it comes sooner. */
          if (i + 1 < n_battles)
            lw = MIN (lw, battle_x0[i + 1] - (cx + r + 2));
          draw_battle_label (p, TW_TIMELINE_AREA_PLAYER, battles[i].tick, -1, cx + r + 2, text_y,
                             lw + 1, text);
          last_label_x = battle_x1[i];
        }
    }
  cairo_restore (cr);
}

static void
draw_status_lanes (Painter *p, TwTimelineModel *model, const TwTimelineViewport *view, guint first,
                   guint last, double y)
{
  cairo_t *cr = p->cr;
  guint n_skills = tw_timeline_model_get_n_status_skills (model);
  if (n_skills == 0)
    draw_text (p, 7, y + 1, TW_TIMELINE_HEADER_WIDTH, _("Status skills"), 0.5);
  for (guint s = 0; s < n_skills; s++, y += TW_TIMELINE_STATUS_LANE_HEIGHT)
    {
      draw_text (p, 7, y + 1, TW_TIMELINE_HEADER_WIDTH,
                 tw_timeline_model_status_skill_get_id (model, s), 0.8);
      guint n;
      const TwTimelineStatusChange *changes
          = tw_timeline_model_status_skill_get_changes (model, s, first + 1, last, &n);
      int layers = tw_timeline_model_status_skill_layers_at (model, s, first);
      guint start = first;
      cairo_save (cr);
      cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, y, view->width,
                       TW_TIMELINE_STATUS_LANE_HEIGHT);
      cairo_clip (cr);
      for (guint i = 0; i <= n; i++)
        {
          guint end = i < n ? changes[i].tick : last + 1;
          if (layers != TW_TIMELINE_LAYERS_OFF && end > start)
            {
              double x = tick_x (view, start);
              double w = (end - start) * view->pixels_per_tick;
              set_color (cr, status_color, 0.5);
              cairo_rectangle (cr, x, y + 2, w, TW_TIMELINE_STATUS_LANE_HEIGHT - 4);
              cairo_fill (cr);
              char text[16];
              if (layers == TW_TIMELINE_LAYERS_UNLIMITED)
                g_strlcpy (text, "\u221e", sizeof text);
              else
                g_snprintf (text, sizeof text, "%d", layers);
              if (w >= 14)
                draw_text (p, MAX (x, TW_TIMELINE_HEADER_WIDTH) + 2, y + 1, w - 2, text, 1);
            }
          if (i < n)
            {
              layers = changes[i].layers;
              start = end;
            }
        }
      cairo_restore (cr);
    }
}

/* Floor changes, deaths and the selected tick cross every row. */
static void
draw_vertical_marks (Painter *p, TwTimelineModel *model, const TwTimelineViewport *view,
                     guint first, guint last)
{
  cairo_t *cr = p->cr;
  double bottom = view->height;
  cairo_save (cr);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, 0, view->width, view->height);
  cairo_clip (cr);
  guint n;
  const TwTimelineFloor *floors = tw_timeline_model_get_floors (model, first, last, &n);
  for (guint i = 0; i < n; i++)
    {
      double x = floor (tick_x (view, floors[i].tick));
      set_color (cr, floor_color, 0.9);
      cairo_rectangle (cr, x, 0, 2, bottom);
      cairo_fill (cr);
      /* The floor's name on a tab of its colour, on the player row. */
      g_autofree char *label = g_strdup_printf ("\u2192 %s", floors[i].floor_id);
      double tab_w = 16 + 8.5 * g_utf8_strlen (floors[i].floor_id, -1);
      if (p->layout != NULL)
        {
          /* As wide as the label at the font in use. */
          int text_w, text_h;
          pango_layout_set_width (p->layout, -1);
          pango_layout_set_text (p->layout, label, -1);
          pango_layout_get_pixel_size (p->layout, &text_w, &text_h);
          tab_w = text_w + 7;
        }
      set_color (cr, floor_color, 0.9);
      cairo_rectangle (cr, x, TW_TIMELINE_RULER_HEIGHT, tab_w, TW_TIMELINE_TEXT_LINE);
      cairo_fill (cr);
      if (p->layout != NULL)
        {
          cairo_move_to (cr, x + 3, TW_TIMELINE_RULER_HEIGHT);
          cairo_set_source_rgb (cr, 1, 1, 1);
          pango_cairo_show_layout (cr, p->layout);
        }
    }
  const TwTimelineDeath *deaths = tw_timeline_model_get_deaths (model, first, last, &n);
  for (guint i = 0; i < n; i++)
    {
      double x = floor (tick_x (view, deaths[i].tick));
      set_color (cr, battle_color, 1);
      cairo_rectangle (cr, x, 0, 3, bottom);
      cairo_fill (cr);
      draw_text (p, x + 4, TW_TIMELINE_RULER_HEIGHT + 1, 80, _("death"), 1);
    }
  gint64 selected = tw_timeline_model_get_selected_tick (model);
  if (selected >= first && selected <= last)
    {
      set_color (cr, p->palette->selection, 1);
      cairo_rectangle (cr, tick_x (view, selected), 0, MAX (2, view->pixels_per_tick), bottom);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
draw_picture (TwTimelineModel *model, const TwTimelineViewport *view, cairo_t *cr, GPtrArray *log)
{
  Painter p = { .cr = cr, .palette = palette_of (view), .log = log };
  cairo_clip_extents (cr, &p.clip_x0, &p.clip_y0, &p.clip_x1, &p.clip_y1);
  if (view->draw_text)
    {
      p.layout = pango_cairo_create_layout (cr);
      g_autoptr (PangoFontDescription) font = pango_font_description_from_string (
          view->font != NULL ? view->font : TW_TIMELINE_DEFAULT_FONT);
      pango_layout_set_font_description (p.layout, font);
      pango_layout_set_ellipsize (p.layout, PANGO_ELLIPSIZE_END);
      p.bold = pango_attr_list_new ();
      pango_attr_list_insert (p.bold, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
    }
  guint first, last;
  tw_timeline_render_visible_ticks (model, view, &first, &last);
  double top = tw_timeline_render_top_height (model);

  cairo_save (cr);
  set_color (cr, p.palette->background, 1);
  cairo_paint (cr);
  set_color (cr, p.palette->header_background, 1);
  cairo_rectangle (cr, 0, 0, TW_TIMELINE_HEADER_WIDTH, view->height);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, 0, view->width, TW_TIMELINE_RULER_HEIGHT);
  cairo_fill (cr);

  draw_ruler (&p, model, view, first, last);
  draw_player_row (&p, model, view, first, last, TW_TIMELINE_RULER_HEIGHT);
  draw_status_lanes (&p, model, view, first, last,
                     TW_TIMELINE_RULER_HEIGHT + TW_TIMELINE_PLAYER_HEIGHT);
  set_color (cr, p.palette->grid, 1);
  cairo_rectangle (cr, 0, top - 1, view->width, 1);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH - 1, 0, 1, view->height);
  cairo_fill (cr);
  draw_enemy_rows (&p, model, view, first, last, top);
  draw_vertical_marks (&p, model, view, first, last);
  cairo_restore (cr);
  g_clear_object (&p.layout);
  g_clear_pointer (&p.bold, pango_attr_list_unref);
}

void
tw_timeline_render_draw (TwTimelineModel *model, const TwTimelineViewport *view, cairo_t *cr)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (model));
  g_return_if_fail (view != NULL && view->pixels_per_tick > 0 && cr != NULL);
  draw_picture (model, view, cr, NULL);
}

/* --- Hit testing and read-outs --- */

TwTimelineHit
tw_timeline_render_hit (TwTimelineModel *model, const TwTimelineViewport *view, double x, double y)
{
  TwTimelineHit hit = { .area = TW_TIMELINE_AREA_NONE, .tick = -1, .row = -1, .skill = -1 };
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model) && view != NULL, hit);
  if (x < 0 || y < 0 || x >= view->width || y >= view->height)
    return hit;
  hit.in_header = x < TW_TIMELINE_HEADER_WIDTH;
  if (!hit.in_header)
    {
      double tick
          = floor (view->first_tick + (x - TW_TIMELINE_HEADER_WIDTH) / view->pixels_per_tick);
      if (tick >= 0 && tick <= tw_timeline_model_get_last_tick (model))
        hit.tick = (gint64)tick;
    }
  double status_top = TW_TIMELINE_RULER_HEIGHT + TW_TIMELINE_PLAYER_HEIGHT;
  double top = tw_timeline_render_top_height (model);
  if (y < TW_TIMELINE_RULER_HEIGHT)
    hit.area = TW_TIMELINE_AREA_RULER;
  else if (y < status_top)
    hit.area = TW_TIMELINE_AREA_PLAYER;
  else if (y < top)
    {
      hit.area = TW_TIMELINE_AREA_STATUS;
      guint lane = (guint)((y - status_top) / TW_TIMELINE_STATUS_LANE_HEIGHT);
      hit.skill = lane < tw_timeline_model_get_n_status_skills (model) ? (int)lane : -1;
    }
  else
    {
      g_autoptr (GArray) rows = tw_timeline_render_visible_rows (model, view);
      guint i = (guint)((y - top + view->scroll_y) / TW_TIMELINE_ROW_HEIGHT);
      if (i < rows->len)
        {
          hit.area = TW_TIMELINE_AREA_ENEMY;
          hit.row = (int)g_array_index (rows, guint, i);
        }
    }
  return hit;
}

static void
describe_tick (GString *out, TwTimelineModel *model, guint tick)
{
  TwTimelineTickTime time = tw_timeline_model_get_tick_time (model, tick);
  g_string_append_printf (out, _("tick %u  clock %lld  mapTurn %lld"), tick,
                          (long long)time.clock, (long long)time.map_turn);
  const char *floor_id = tw_timeline_model_get_floor_at (model, tick);
  if (floor_id != NULL)
    g_string_append_printf (out, _("  floor %s"), floor_id);
}

static void
describe_battle (GString *out, const TwTimelineBattle *b)
{
  /* The settled cost in its parts (docs/rules.md §3.5), then who attacked
   * and how it ended: whole lines, so each translates as a sentence. */
  g_string_append_c (out, '\n');
  g_string_append_printf (out,
                          ngettext ("Battle with %s: damage %lld; cost max(base %u, status %u, "
                                    "battle skill %u) = %u tick",
                                    "Battle with %s: damage %lld; cost max(base %u, status %u, "
                                    "battle skill %u) = %u ticks",
                                    b->settle.final_cost),
                          b->enemy, (long long)b->damage, b->settle.base, b->settle.status_max,
                          b->settle.battle_skill, b->settle.final_cost);
  g_string_append (out, b->by_enemy ? (b->success ? _("\n  the enemy attacked; won")
                                                  : _("\n  the enemy attacked; lost"))
                                    : (b->success ? _("\n  the hero attacked; won")
                                                  : _("\n  the hero attacked; lost")));
}

static void
describe_enemy (GString *out, TwTimelineModel *model, guint row, guint tick)
{
  int x, y;
  tw_timeline_model_row_get_position (model, row, tick, &x, &y);
  g_string_append_printf (out, "\n%s  %s  (%d,%d)  %s", tw_timeline_model_row_get_name (model, row),
                          tw_timeline_model_row_get_runtime_id (model, row), x, y,
                          _(tw_act_type_to_string (tw_timeline_model_row_get_act_type (model, row))));
  guint gauge;
  guint cost = tw_timeline_model_row_get_time_cost (model, row);
  if (tw_timeline_model_row_gauge_at (model, row, tick, &gauge))
    g_string_append_printf (out, _("\ngauge %u / %u"), gauge, cost);
  else
    g_string_append (out, _("\nnot scheduled"));
  guint n;
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, row, tick, tick, &n);
  for (guint i = 0; i < n; i++)
    if (marks[i].kind == TW_TIMELINE_MARK_ACT)
      g_string_append_printf (out, _("\nacted: %s"),
                              tw_timeline_act_result_to_string (marks[i].result));
    else
      g_string_append (out, marks[i].kind == TW_TIMELINE_MARK_JOIN ? _("\njoined") : _("\nleft"));
}

char *
tw_timeline_render_describe (TwTimelineModel *model, const TwTimelineViewport *view, double x,
                             double y)
{
  TwTimelineHit hit = tw_timeline_render_hit (model, view, x, y);
  if (hit.area == TW_TIMELINE_AREA_NONE)
    return NULL;
  if (hit.in_header)
    {
      if (hit.area != TW_TIMELINE_AREA_ENEMY)
        return NULL;
      guint first, last;
      tw_timeline_render_visible_ticks (model, view, &first, &last);
      GString *out = g_string_new (NULL);
      describe_enemy (out, model, hit.row, last);
      g_string_erase (out, 0, 1);
      return g_string_free (out, FALSE);
    }
  if (hit.tick < 0)
    return NULL;
  guint tick = (guint)hit.tick;
  GString *out = g_string_new (NULL);
  describe_tick (out, model, tick);
  guint n;
  switch (hit.area)
    {
    case TW_TIMELINE_AREA_PLAYER:
      {
        const TwTimelinePlayerAction *actions
            = tw_timeline_model_get_player_actions (model, tick, tick, &n);
        for (guint i = 0; i < n; i++)
          if (actions[i].refused)
            g_string_append_printf (out, _("\nrefused: %s (%s)"), actions[i].text, actions[i].reason);
          else
            g_string_append_printf (out, _("\naction: %s  (time %u)"), actions[i].text,
                                    actions[i].time_cost);
        const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, tick, tick, &n);
        for (guint i = 0; i < n; i++)
          describe_battle (out, &battles[i]);
        break;
      }
    case TW_TIMELINE_AREA_STATUS:
      if (hit.skill >= 0)
        {
          int layers = tw_timeline_model_status_skill_layers_at (model, hit.skill, tick);
          const char *id = tw_timeline_model_status_skill_get_id (model, hit.skill);
          if (layers == TW_TIMELINE_LAYERS_OFF)
            g_string_append_printf (out, _("\n%s: off"), id);
          else if (layers == TW_TIMELINE_LAYERS_UNLIMITED)
            g_string_append_printf (out, _("\n%s: on until cancelled"), id);
          else
            g_string_append_printf (out, ngettext ("\n%s: %d battle left", "\n%s: %d battles left", layers), id, layers);
        }
      break;
    case TW_TIMELINE_AREA_ENEMY:
      {
        describe_enemy (out, model, hit.row, tick);
        const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, tick, tick, &n);
        for (guint i = 0; i < n; i++)
          if (battles[i].row == hit.row)
            describe_battle (out, &battles[i]);
        break;
      }
    case TW_TIMELINE_AREA_RULER:
    case TW_TIMELINE_AREA_NONE:
    default:
      break;
    }
  return g_string_free (out, FALSE);
}

GPtrArray *
tw_timeline_render_labels_at (TwTimelineModel *model, const TwTimelineViewport *view, gint64 tick)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model) && view != NULL, NULL);
  GPtrArray *all = g_ptr_array_new_with_free_func (label_free);
  cairo_rectangle_t extents = { 0, 0, MAX (1, view->width), MAX (1, view->height) };
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t *cr = cairo_create (surface);
  TwTimelineViewport with_text = *view;
  with_text.draw_text = TRUE;
  draw_picture (model, &with_text, cr, all);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  GPtrArray *labels = g_ptr_array_new_with_free_func (label_free);
  for (guint i = 0; i < all->len; i++)
    if (tick < 0 || ((TwTimelineLabel *)g_ptr_array_index (all, i))->tick == tick)
      g_ptr_array_add (labels, g_ptr_array_steal_index (all, i--));
  g_ptr_array_unref (all);
  return labels;
}

/* --- Export --- */

void
tw_timeline_render_export_viewport (TwTimelineModel *model, guint from, guint to,
                                    double pixels_per_tick, TwTimelineViewport *view)
{
  g_return_if_fail (TW_IS_TIMELINE_MODEL (model) && view != NULL);
  to = MIN (to, tw_timeline_model_get_last_tick (model));
  from = MIN (from, to);
  guint n = to - from + 1;
  if (pixels_per_tick <= 0)
    pixels_per_tick = MIN (12.0, 4000.0 / n);
  *view = (TwTimelineViewport){
    .first_tick = from,
    .pixels_per_tick = pixels_per_tick,
    .width = (int)ceil (TW_TIMELINE_HEADER_WIDTH + n * pixels_per_tick),
    .height = 1,
    .draw_text = TRUE,
  };
  view->height = (int)ceil (tw_timeline_render_content_height (model, view));
}

static gboolean
check_surface (cairo_surface_t *surface, const char *path, GError **error)
{
  cairo_status_t status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot render the timeline: %s"), path,
               cairo_status_to_string (status));
  return FALSE;
}

gboolean
tw_timeline_render_png (TwTimelineModel *model, guint from, guint to, double pixels_per_tick,
                        const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model) && path != NULL, FALSE);
  TwTimelineViewport view;
  tw_timeline_render_export_viewport (model, from, to, pixels_per_tick, &view);
  if (view.width > 32767 || view.height > 32767)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: a %dx%d picture is too large for PNG; choose fewer ticks or a lower zoom"),
                   path, view.width, view.height);
      return FALSE;
    }
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view.width, view.height);
  gboolean ok = check_surface (surface, path, error);
  if (ok)
    {
      cairo_t *cr = cairo_create (surface);
      tw_timeline_render_draw (model, &view, cr);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      cairo_status_t status = cairo_surface_write_to_png (surface, path);
      if (status != CAIRO_STATUS_SUCCESS)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot write the PNG: %s"), path,
                       cairo_status_to_string (status));
          ok = FALSE;
        }
    }
  cairo_surface_destroy (surface);
  return ok;
}

gboolean
tw_timeline_render_svg (TwTimelineModel *model, guint from, guint to, double pixels_per_tick,
                        const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model) && path != NULL, FALSE);
  TwTimelineViewport view;
  tw_timeline_render_export_viewport (model, from, to, pixels_per_tick, &view);
  cairo_surface_t *surface = cairo_svg_surface_create (path, view.width, view.height);
  gboolean ok = check_surface (surface, path, error);
  if (ok)
    {
      cairo_t *cr = cairo_create (surface);
      tw_timeline_render_draw (model, &view, cr);
      cairo_destroy (cr);
      cairo_surface_finish (surface);
      ok = check_surface (surface, path, error);
    }
  cairo_surface_destroy (surface);
  return ok;
}
