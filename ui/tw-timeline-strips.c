/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-strips.c: the timeline's picture kept in columns (see tw-timeline-strips.h). */
#include "ui/tw-timeline-strips.h"

#include <math.h>
#include <string.h>

/* Below this zoom battle diamonds reach into the next tick's column,
 * across a strip's edge, where cairo's pixels depend on the clip; further
 * down a pixel column holds several ticks: no strips, the whole redraw. */
#define STRIPS_MIN_PPT 8.0

typedef struct
{
  gint64 index; /* content x / TW_TIMELINE_STRIP_WIDTH */
  guint64 hash;
  cairo_surface_t *surface; /* TW_TIMELINE_STRIP_WIDTH x the view's height */
  GdkTexture *texture;      /* made from the surface for GPU renderers */
  guint frame;              /* last frame it was shown in */
} Strip;

struct _TwTimelineStrips
{
  GHashTable *strips; /* index (gint64 *) -> Strip */
  guint frame;
  /* What every strip was drawn for. */
  gboolean has_key;
  TwTimelineModel *model; /* not a reference: only compared */
  double pixels_per_tick;
  double scroll_y;
  int width, height;
  const TwTimelinePalette *palette;
  char *font;
  gint64 selected;
  guint n_skills;
  GArray *rows;
  int scale; /* device pixels a pixel (HiDPI) */
  guint kept, drawn;
};

static void
strip_free (gpointer data)
{
  Strip *strip = data;
  g_clear_pointer (&strip->surface, cairo_surface_destroy);
  g_clear_object (&strip->texture);
  g_free (strip);
}

TwTimelineStrips *
tw_timeline_strips_new (void)
{
  TwTimelineStrips *self = g_new0 (TwTimelineStrips, 1);
  self->strips = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, strip_free);
  self->rows = g_array_new (FALSE, FALSE, sizeof (guint));
  self->scale = 1;
  return self;
}

void
tw_timeline_strips_clear (TwTimelineStrips *self)
{
  g_hash_table_remove_all (self->strips);
  self->has_key = FALSE;
  self->kept = self->drawn = 0;
}

void
tw_timeline_strips_free (TwTimelineStrips *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->strips);
  g_array_unref (self->rows);
  g_free (self->font);
  g_free (self);
}

void
tw_timeline_strips_set_scale (TwTimelineStrips *self, int scale)
{
  scale = MAX (scale, 1);
  if (scale == self->scale)
    return;
  self->scale = scale;
  tw_timeline_strips_clear (self);
}

/* An image of @width x @height pixels at the scale's resolution. */
static cairo_surface_t *
strips_surface (TwTimelineStrips *self, int width, int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * self->scale,
                                                         height * self->scale);
  cairo_surface_set_device_scale (surface, self->scale, self->scale);
  return surface;
}

void
tw_timeline_strips_get_counts (TwTimelineStrips *self, guint *kept, guint *drawn)
{
  *kept = self->kept;
  *drawn = self->drawn;
}

/* Keeps the key of this frame; FALSE (and every strip dropped) when it is
 * not the key the strips were drawn for. */
static gboolean
check_key (TwTimelineStrips *self, TwTimelineModel *model, const TwTimelineViewport *view,
           GArray *rows)
{
  gint64 selected = tw_timeline_model_get_selected_tick (model);
  guint n_skills = tw_timeline_model_get_n_status_skills (model);
  gboolean same = self->has_key && self->model == model
                  && self->pixels_per_tick == view->pixels_per_tick
                  && self->scroll_y == view->scroll_y && self->width == view->width
                  && self->height == view->height && self->palette == view->palette
                  && g_strcmp0 (self->font, view->font) == 0 && self->selected == selected
                  && self->n_skills == n_skills && self->rows->len == rows->len
                  && (rows->len == 0 /* no data to compare */
                      || memcmp (self->rows->data, rows->data, rows->len * sizeof (guint)) == 0);
  if (same)
    return TRUE;
  g_hash_table_remove_all (self->strips);
  self->has_key = TRUE;
  self->model = model;
  self->pixels_per_tick = view->pixels_per_tick;
  self->scroll_y = view->scroll_y;
  self->width = view->width;
  self->height = view->height;
  self->palette = view->palette;
  g_free (self->font);
  self->font = g_strdup (view->font);
  self->selected = selected;
  self->n_skills = n_skills;
  g_array_set_size (self->rows, 0);
  g_array_append_vals (self->rows, rows->data, rows->len);
  return FALSE;
}

/* The renderer's picture of @view, clipped to columns [x0, x1) of it, onto
 * @cr whose origin is the view's x = @origin_x. */
static void
draw_columns (TwTimelineModel *model, const TwTimelineViewport *view, cairo_t *cr, double x0,
              double x1, double origin_x)
{
  cairo_save (cr);
  cairo_translate (cr, -origin_x, 0);
  cairo_rectangle (cr, x0, 0, x1 - x0, view->height);
  cairo_clip (cr);
  tw_timeline_render_draw (model, view, cr);
  cairo_restore (cr);
}

/* One frame's plan: the columns drawn directly ([0, dynamic_end)) and the
 * strips after them, each up to date. */
typedef struct
{
  double dynamic_end;
  GPtrArray *strips; /* Strip, left to right */
  gint64 origin;     /* content x of the tick area's left edge */
} Plan;

static double strip_x (const Plan *plan, const Strip *strip);

/* Draws the strips that have no picture: neighbours in one renderer call
 * (its cost is mostly per call: rows, labels, masks), then cut apart. */
static void
draw_missing_strips (TwTimelineStrips *self, TwTimelineModel *model,
                     const TwTimelineViewport *view, Plan *plan)
{
  const int w = TW_TIMELINE_STRIP_WIDTH;
  for (guint i = 0; i < plan->strips->len;)
    {
      Strip *first = g_ptr_array_index (plan->strips, i);
      if (first->surface != NULL)
        {
          i++;
          continue;
        }
      guint end = i + 1;
      while (end < plan->strips->len
             && ((Strip *)g_ptr_array_index (plan->strips, end))->surface == NULL)
        end++;
      double x = strip_x (plan, first);
      int n = (int)(end - i);
      cairo_surface_t *run = strips_surface (self, n * w, view->height);
      cairo_t *cr = cairo_create (run);
      draw_columns (model, view, cr, x, x + n * w, x);
      cairo_destroy (cr);
      for (guint j = i; j < end; j++)
        {
          Strip *strip = g_ptr_array_index (plan->strips, j);
          strip->surface = strips_surface (self, w, view->height);
          cr = cairo_create (strip->surface);
          cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
          cairo_set_source_surface (cr, run, -(double)(j - i) * w, 0);
          cairo_paint (cr);
          cairo_destroy (cr);
          cairo_surface_flush (strip->surface);
        }
      cairo_surface_destroy (run);
      i = end;
    }
}

static gboolean
plan_frame (TwTimelineStrips *self, TwTimelineModel *model, const TwTimelineViewport *view,
            Plan *plan)
{
  double ppt = view->pixels_per_tick;
  double origin = view->first_tick * ppt;
  *plan = (Plan){ .dynamic_end = view->width };
  /* Strips move by whole pixels only. At a scale factor above 1 the
   * recorded full picture, replayed scaled, differs from images drawn at
   * that scale (text and edges, a few hundred device pixels): drawn whole. */
  if (self->scale != 1 || ppt < STRIPS_MIN_PPT || fabs (origin - round (origin)) > 1e-6
      || view->width <= TW_TIMELINE_HEADER_WIDTH || view->height <= 0)
    {
      tw_timeline_strips_clear (self);
      return FALSE;
    }
  plan->origin = (gint64)round (origin);
  g_autoptr (GArray) rows = tw_timeline_render_visible_rows (model, view);
  /* A new zoom, size or selection: drawn whole once; strips from the next
   * frame on, if it stays (not while the zoom follows a growing session). */
  if (!check_key (self, model, view, rows))
    return FALSE;
  self->frame++;

  const int w = TW_TIMELINE_STRIP_WIDTH;
  double edge = tw_timeline_render_edge_extent (model, view);
  gint64 first_k = plan->origin / w;
  gint64 right_edge = plan->origin + view->width - (gint64)TW_TIMELINE_HEADER_WIDTH;
  gint64 last_k = (right_edge - 1) / w;
  plan->dynamic_end = TW_TIMELINE_HEADER_WIDTH;
  plan->strips = g_ptr_array_new ();
  for (gint64 k = first_k; k <= last_k; k++)
    {
      double x = TW_TIMELINE_HEADER_WIDTH + (double)(k * w - plan->origin);
      if (x < edge)
        {
          plan->dynamic_end = MIN (x + w, view->width);
          continue;
        }
      guint from = (guint)floor (k * w / ppt);
      guint to = (guint)ceil ((k + 1) * w / ppt);
      guint64 hash = tw_timeline_render_columns_hash (model, view, rows, from, to);
      /* The renderer draws nothing right of the view: a strip across its
       * right edge holds a picture cut there, good only while the edge
       * stays at the same place in it. */
      gint64 cut = right_edge - k * w;
      if (cut < w)
        hash = (hash ^ (guint64)cut) * 0x100000001b3ULL;
      Strip *strip = g_hash_table_lookup (self->strips, &k);
      if (strip == NULL)
        {
          strip = g_new0 (Strip, 1);
          strip->index = k;
          g_hash_table_insert (self->strips, &strip->index, strip);
        }
      if (strip->surface != NULL && strip->hash == hash)
        self->kept++;
      else
        {
          g_clear_pointer (&strip->surface, cairo_surface_destroy);
          g_clear_object (&strip->texture);
          strip->hash = hash;
          self->drawn++;
        }
      strip->frame = self->frame;
      g_ptr_array_add (plan->strips, strip);
    }
  draw_missing_strips (self, model, view, plan);
  /* Strips scrolled out of view are dropped. */
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, self->strips);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((Strip *)value)->frame != self->frame)
      g_hash_table_iter_remove (&iter);
  return TRUE;
}

static double
strip_x (const Plan *plan, const Strip *strip)
{
  return TW_TIMELINE_HEADER_WIDTH + (double)(strip->index * TW_TIMELINE_STRIP_WIDTH - plan->origin);
}

void
tw_timeline_strips_paint (TwTimelineStrips *self, TwTimelineModel *model,
                          const TwTimelineViewport *view, cairo_t *cr)
{
  Plan plan;
  if (!plan_frame (self, model, view, &plan))
    {
      tw_timeline_render_draw (model, view, cr);
      return;
    }
  draw_columns (model, view, cr, 0, plan.dynamic_end, 0);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  cairo_clip (cr);
  for (guint i = 0; i < plan.strips->len; i++)
    {
      Strip *strip = g_ptr_array_index (plan.strips, i);
      cairo_set_source_surface (cr, strip->surface, strip_x (&plan, strip), 0);
      cairo_paint (cr);
    }
  cairo_restore (cr);
  g_ptr_array_unref (plan.strips);
}

static GdkTexture *
texture_of_surface (cairo_surface_t *surface)
{
  int stride = cairo_image_surface_get_stride (surface);
  int height = cairo_image_surface_get_height (surface);
  g_autoptr (GBytes) bytes
      = g_bytes_new (cairo_image_surface_get_data (surface), (gsize)stride * height);
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}

void
tw_timeline_strips_snapshot (TwTimelineStrips *self, TwTimelineModel *model,
                             const TwTimelineViewport *view, GtkSnapshot *snapshot)
{
  Plan plan;
  if (!plan_frame (self, model, view, &plan))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (
          snapshot, &GRAPHENE_RECT_INIT (0, 0, view->width, view->height));
      tw_timeline_render_draw (model, view, cr);
      cairo_destroy (cr);
      return;
    }
  cairo_t *cr = gtk_snapshot_append_cairo (
      snapshot, &GRAPHENE_RECT_INIT (0, 0, (float)plan.dynamic_end, view->height));
  draw_columns (model, view, cr, 0, plan.dynamic_end, 0);
  cairo_destroy (cr);
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, view->width, view->height));
  for (guint i = 0; i < plan.strips->len; i++)
    {
      Strip *strip = g_ptr_array_index (plan.strips, i);
      if (strip->texture == NULL)
        strip->texture = texture_of_surface (strip->surface);
      gtk_snapshot_append_texture (snapshot, strip->texture,
                                   &GRAPHENE_RECT_INIT ((float)strip_x (&plan, strip), 0,
                                                        TW_TIMELINE_STRIP_WIDTH, view->height));
    }
  gtk_snapshot_pop (snapshot);
  g_ptr_array_unref (plan.strips);
}
