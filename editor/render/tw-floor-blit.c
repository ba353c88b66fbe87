/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-blit.c: see tw-floor-blit.h. */
#include "editor/render/tw-floor-blit.h"

#include <string.h>

/* A run's kind, its byte's top two bits. */
enum
{
  RUN_CLEAR,
  RUN_OPAQUE,
  RUN_BLEND,
};

TwPixels
tw_blit_pixels_of (cairo_surface_t *surface)
{
  return (TwPixels){ cairo_image_surface_get_data (surface),
                     cairo_image_surface_get_stride (surface),
                     cairo_image_surface_get_width (surface),
                     cairo_image_surface_get_height (surface) };
}

void
tw_blit_runs_make (TwRuns *runs, const TwPixels *src, int x, int y, int width, int height)
{
  runs->x = MAX (0, x), runs->y = MAX (0, y);
  runs->width = MIN (src->width, x + width) - runs->x;
  runs->height = MIN (src->height, y + height) - runs->y;
  if (runs->width <= 0 || runs->height <= 0)
    {
      runs->data = NULL;
      runs->width = runs->height = 0;
      return;
    }
  runs->data = g_malloc ((gsize)runs->width * runs->height);
  for (int row = 0; row < runs->height; row++)
    {
      const guint32 *pixels
          = (const guint32 *)(gconstpointer)(src->data + (gsize)(runs->y + row) * src->stride)
            + runs->x;
      guint8 *out = runs->data + (gsize)row * runs->width;
      /* From the right: each pixel's run continues its right neighbour's
       * when they are alike. */
      for (int i = runs->width - 1; i >= 0; i--)
        {
          guint32 alpha = pixels[i] >> 24;
          guint kind = alpha == 0 ? RUN_CLEAR : alpha == 255 ? RUN_OPAQUE : RUN_BLEND;
          guint length = 1;
          if (i + 1 < runs->width && out[i + 1] >> 6 == kind)
            length = MIN ((guint)(out[i + 1] & 63) + 1, 63u);
          out[i] = (guint8)(kind << 6 | length);
        }
    }
}

/* Pixel p at opacity / 256. */
static inline guint32
fade (guint32 p, guint opacity)
{
  guint32 faded = 0;
  for (int shift = 0; shift < 32; shift += 8)
    faded |= ((((p >> shift) & 0xff) * opacity) >> 8) << shift;
  return faded;
}

/* tw_blit_rect at full opacity by the source's runs: clear pixels skipped,
 * opaque ones copied, the others blended (the same as testing each). */
static void
blit_runs (const TwPixels *dest, int dx, int dy, const TwPixels *source, int sx, int sy, int width,
           int height, const TwRuns *runs)
{
  for (int y = 0; y < height; y++)
    {
      guint32 *d = (guint32 *)(gpointer)(dest->data + (gsize)(dy + y) * dest->stride) + dx;
      const guint32 *s
          = (const guint32 *)(gconstpointer)(source->data + (gsize)(sy + y) * source->stride) + sx;
      const guint8 *r = runs->data + (gsize)(sy + y - runs->y) * runs->width + (sx - runs->x);
      for (int x = 0; x < width;)
        {
          guint run = r[x];
          int end = MIN (x + (int)(run & 63), width);
          if (run >> 6 == RUN_OPAQUE)
            for (; x < end; x++)
              d[x] = s[x];
          else if (run >> 6 == RUN_BLEND)
            for (; x < end; x++)
              d[x] = tw_blit_over (s[x], d[x]);
          else
            x = end;
        }
    }
}

/* Premultiplied OVER of a source rectangle onto a destination at an
 * opacity of `opacity` / 256, a plain copy where the source is `opaque`
 * (alpha 255 throughout: OVER gives the source). Both surfaces must be
 * flushed. */
void
tw_blit_rect (const TwPixels *dest, int dx, int dy, const TwPixels *source, int sx, int sy,
              int width, int height, guint opacity, gboolean opaque, const TwRuns *runs)
{
  /* A tall sprite's head above the block's first row is cut off here. */
  if (dy < 0)
    sy -= dy, height += dy, dy = 0;
  if (dx < 0)
    sx -= dx, width += dx, dx = 0;
  width = MIN (width, MIN (dest->width - dx, source->width - sx));
  height = MIN (height, MIN (dest->height - dy, source->height - sy));
  if (width <= 0 || height <= 0 || dx < 0 || dy < 0 || sx < 0 || sy < 0)
    return;
  if (!opaque && opacity >= 256 && runs != NULL && runs->data != NULL && sx >= runs->x
      && sy >= runs->y && sx + width <= runs->x + runs->width
      && sy + height <= runs->y + runs->height)
    {
      blit_runs (dest, dx, dy, source, sx, sy, width, height, runs);
      return;
    }
  for (int y = 0; y < height; y++)
    {
      guint32 *d = (guint32 *)(gpointer)(dest->data + (gsize)(dy + y) * dest->stride) + dx;
      const guint32 *s
          = (const guint32 *)(gconstpointer)(source->data + (gsize)(sy + y) * source->stride) + sx;
      if (opaque && opacity >= 256)
        memcpy (d, s, (gsize)width * 4);
      else if (opacity < 256)
        for (int x = 0; x < width; x++)
          {
            guint32 p = fade (s[x], opacity);
            if (p >> 24 == 255)
              d[x] = p;
            else if (p >> 24 != 0)
              d[x] = tw_blit_over (p, d[x]);
          }
      else
        for (int x = 0; x < width; x++)
          {
            guint32 p = s[x];
            /* Over a clear pixel (a sprite into a fresh image) as opaque. */
            if (p >> 24 == 255 || (d[x] == 0 && p != 0))
              d[x] = p;
            else if (p >> 24 != 0)
              d[x] = tw_blit_over (p, d[x]);
          }
    }
}
