/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-gauges.c: simulate mode's live gauge bars (issue 20): on
 * each enemy's cell bottom, a dark track and an orange fill from 0 to its
 * timeCost, drawn again every tick.
 *
 * GPU renderers get two color nodes a bar, which they batch. The cairo
 * renderer draws every node of the window each frame and a cairo node's
 * recording is replayed into a scratch image whenever it meets the damaged
 * area: a thousand color nodes (a save, a source, a fill and a restore
 * each) cost it about 2 ms of a 6.7 ms frame in bench-play, and two
 * recorded paths of 500 rectangles about 2.5 million instructions a frame
 * (building the paths, recording and replaying them). So for it the bars
 * are written straight into an image, each pixel covered by the share of
 * its area the bar covers (what cairo's fill of a rectangle gives, within
 * 2/255 at the partly covered edges), and one cairo node paints it. */
#include "ui/tw-map-canvas-private.h"

#include "editor/render/tw-floor-blit.h"

static const GdkRGBA gauge_track = { 0.1, 0.1, 0.1, 0.55 };
static const GdkRGBA gauge_fill = { 1.0, 0.55, 0.0, 1.0 };

/* The bars of one frame: color nodes, or an image for the cairo renderer. */
typedef struct
{
  GtkSnapshot *snapshot;
  cairo_surface_t *image; /* the cairo renderer's, made at the first bar */
  graphene_rect_t bounds; /* the image's place in widget coordinates */
} GaugePainter;

/* `color` at `cover` (0-1) as a premultiplied ARGB32 pixel. */
static guint32
premultiplied (const GdkRGBA *color, double cover)
{
  guint32 alpha = (guint32)(color->alpha * cover * 255 + 0.5);
  return alpha << 24 | (guint32)(color->red * alpha + 0.5) << 16
         | (guint32)(color->green * alpha + 0.5) << 8 | (guint32)(color->blue * alpha + 0.5);
}

/* Over an opaque colour or a still clear pixel (the image starts clear: a
 * track is mostly drawn there), the colour itself. */
static void
blend_pixel (guint32 *pixel, guint32 src)
{
  *pixel = src >> 24 == 255 || *pixel == 0 ? src : tw_blit_over (src, *pixel);
}

/* A rectangle of `color` over the image (premultiplied ARGB32), each pixel
 * at the share of its area the rectangle covers; in image pixels. The two
 * edge pixels of a row are worked out apart, the run between them at one
 * colour (bars are a few pixels: this runs a thousand times a frame). */
static void
image_fill_rect (cairo_surface_t *image, double x0, double y0, double x1, double y1,
                 const GdkRGBA *color)
{
  int width = cairo_image_surface_get_width (image);
  int height = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  guint8 *data = cairo_image_surface_get_data (image);
  int px0 = MAX (0, (int)floor (x0)), px1 = MIN (width, (int)ceil (x1));
  int py0 = MAX (0, (int)floor (y0)), py1 = MIN (height, (int)ceil (y1));
  /* The pixels wholly inside in x: [inner0, inner1), within the image. */
  int inner0 = MAX (px0, (int)ceil (x0)), inner1 = MIN (px1, (int)floor (x1));
  for (int py = py0; py < py1; py++)
    {
      double cover_y = MIN (y1, py + 1.0) - MAX (y0, (double)py);
      guint32 *row = (guint32 *)(data + (gsize)py * stride);
      for (int px = px0; px < px1; px++)
        {
          if (px == inner0 && inner0 < inner1)
            {
              guint32 inner = premultiplied (color, cover_y);
              for (; px < inner1; px++)
                blend_pixel (&row[px], inner);
              if (px >= px1)
                break;
            }
          double cover_x = MIN (x1, px + 1.0) - MAX (x0, (double)px);
          blend_pixel (&row[px], premultiplied (color, cover_y * cover_x));
        }
    }
}

static void
gauge_paint (GaugePainter *painter, const graphene_rect_t *track, double fill_width)
{
  graphene_rect_t fill = *track;
  fill.size.width = (float)fill_width;
  if (painter->image == NULL && graphene_rect_get_area (&painter->bounds) <= 0)
    {
      gtk_snapshot_append_color (painter->snapshot, &gauge_track, track);
      gtk_snapshot_append_color (painter->snapshot, &gauge_fill, &fill);
      return;
    }
  if (painter->image == NULL)
    painter->image = cairo_image_surface_create (
        CAIRO_FORMAT_ARGB32, (int)ceil (painter->bounds.size.width),
        (int)ceil (painter->bounds.size.height));
  double x = track->origin.x - painter->bounds.origin.x;
  double y = track->origin.y - painter->bounds.origin.y;
  double h = track->size.height;
  image_fill_rect (painter->image, x, y, x + track->size.width, y + h, &gauge_track);
  image_fill_rect (painter->image, x, y, x + fill_width, y + h, &gauge_fill);
}

static void
gauge_painter_finish (GaugePainter *painter)
{
  if (painter->image == NULL)
    return;
  cairo_surface_mark_dirty (painter->image);
  cairo_t *cr = gtk_snapshot_append_cairo (painter->snapshot, &painter->bounds);
  cairo_set_source_surface (cr, painter->image, painter->bounds.origin.x,
                            painter->bounds.origin.y);
  cairo_paint (cr);
  tw_map_canvas_keep_with_recording (cr, painter->image);
  cairo_destroy (cr);
}

/* A frame's bars: where they go, and which cells are in view. */
typedef struct
{
  GaugePainter painter;
  const GdkRectangle *cells;
  double ox, oy, cw, ch, h; /* cell (x, y)'s left is ox + x * cw, its bar h high */
} GaugeFrame;

static void
paint_gauge (gint x, gint y, gint64 gauge, gint time_cost, gpointer data)
{
  GaugeFrame *frame = data;
  const GdkRectangle *cells = frame->cells;
  if (x < cells->x || y < cells->y || x >= cells->x + cells->width
      || y >= cells->y + cells->height || time_cost <= 0)
    return;
  double left = frame->ox + x * frame->cw, top = frame->oy + (y + 1) * frame->ch - frame->h;
  gauge_paint (&frame->painter,
               &GRAPHENE_RECT_INIT ((float)left, (float)top, (float)frame->cw, (float)frame->h),
               frame->cw * CLAMP (gauge, 0, time_cost) / time_cost);
}

void
tw_map_canvas_snapshot_gauges (TwMapCanvas *self, GtkSnapshot *snapshot, const GdkRectangle *cells)
{
  if (self->gauge_func == NULL)
    return;
  GaugeFrame frame = { .painter = { .snapshot = snapshot }, .cells = cells };
  graphene_rect_t first, last;
  tw_map_canvas_cell_bounds (self, cells->x, cells->y, &first);
  tw_map_canvas_cell_bounds (self, cells->x + cells->width - 1, cells->y + cells->height - 1,
                             &last);
  /* Cells are laid out on a grid: each one's bounds from the first's. */
  frame.cw = first.size.width, frame.ch = first.size.height;
  frame.ox = first.origin.x - (double)cells->x * frame.cw;
  frame.oy = first.origin.y - (double)cells->y * frame.ch;
  frame.h = MAX (2.0, frame.ch / 10.0);
  if (tw_map_canvas_renderer_is_cairo (self))
    {
      /* Whole pixels, so the image lies on the target's pixels. */
      graphene_rect_t *bounds = &frame.painter.bounds;
      graphene_rect_union (&first, &last, bounds);
      double x0 = floor (bounds->origin.x), y0 = floor (bounds->origin.y);
      *bounds = GRAPHENE_RECT_INIT ((float)x0, (float)y0,
                                    (float)(ceil (bounds->origin.x + bounds->size.width) - x0),
                                    (float)(ceil (bounds->origin.y + bounds->size.height) - y0));
    }
  /* The scheduled enemies come from the game's own list: no walk over the
   * floor's cells each frame. */
  self->gauge_func (paint_gauge, &frame, self->gauge_data);
  gauge_painter_finish (&frame.painter);
}
