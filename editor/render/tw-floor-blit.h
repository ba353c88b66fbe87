/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-blit.h: the floor renderer's pixel copies (tw-floor-render.c):
 * premultiplied OVER of a sheet's rectangle onto a surface the way pixman
 * rounds it, by runs of clear, opaque and blended pixels worked out once
 * per sheet rectangle. No cairo call per copy: at 8-pixel cells a floor
 * makes some 100,000 of them. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* An image surface's pixels, read once (cairo's getters are calls, and a
 * floor at 8-pixel cells makes some 100,000 copies). */
typedef struct
{
  guint8 *data;
  int stride;
  int width;
  int height;
} TwPixels;

/* A rectangle of a sheet as runs of pixels alike (transparent, opaque or
 * neither), one byte a pixel: the run's kind times 64 plus the pixels left
 * in it from here to the right (at most 63). A blit skips transparent runs
 * and copies opaque ones without a test per pixel. */
typedef struct
{
  guint8 *data; /* width x height, or NULL */
  int x;        /* the rectangle in the sheet */
  int y;
  int width;
  int height;
} TwRuns;

/* Premultiplied OVER of pixel p onto q (ARGB32), with pixman's rounding:
 * what cairo gives for one pixel. */
static inline guint32
tw_blit_over (guint32 p, guint32 q)
{
  guint32 inv = 255 - (p >> 24), out = 0;
  for (int shift = 0; shift < 32; shift += 8)
    {
      guint32 t = ((q >> shift) & 0xff) * inv + 128;
      guint32 c = ((p >> shift) & 0xff) + ((t + (t >> 8)) >> 8);
      out |= MIN (c, 255u) << shift;
    }
  return out;
}

/* The surface's pixels (an image surface, flushed). */
TwPixels tw_blit_pixels_of (cairo_surface_t *surface);

/* Fills runs for the rectangle (x, y, width, height) of src, clipped to it
 * (data NULL when nothing is left); free runs->data with g_free. */
void tw_blit_runs_make (TwRuns *runs, const TwPixels *src, int x, int y, int width, int height);

/* Premultiplied OVER of source's rectangle (sx, sy, width, height) onto
 * dest at (dx, dy), at an opacity of `opacity` / 256 (256: full), clipped
 * to both. `opaque`: the rectangle is opaque throughout (copied row by
 * row); runs (or NULL): source's runs covering the rectangle, used at full
 * opacity. The same pixels either way. Both surfaces must be flushed. */
void tw_blit_rect (const TwPixels *dest, int dx, int dy, const TwPixels *source, int sx, int sy,
                   int width, int height, guint opacity, gboolean opaque, const TwRuns *runs);

G_END_DECLS
