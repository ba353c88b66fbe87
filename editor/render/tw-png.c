/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-png.c: a cairo surface to PNG through libpng, un-premultiplying the
 * pixels and compressing lightly. */
#include "editor/render/tw-png.h"
#include "editor/tw-i18n.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>

gboolean
tw_png_write (cairo_surface_t *surface, const char *path, GError **error)
{
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, FALSE);
  cairo_surface_flush (surface);
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  FILE *file = g_fopen (path, "wb");
  if (file == NULL)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("cannot write %s: %s"),
                   path, g_strerror (saved));
      return FALSE;
    }
  png_structp png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png != NULL ? png_create_info_struct (png) : NULL;
  guint8 *volatile row = g_malloc ((gsize)width * 4);
  if (png == NULL || info == NULL || setjmp (png_jmpbuf (png)))
    {
      png_destroy_write_struct (&png, &info);
      fclose (file);
      g_free (row);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, _("cannot write %s"), path);
      return FALSE;
    }
  png_init_io (png, file);
  png_set_compression_level (png, 1);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_set_IHDR (png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info (png, info);
  for (int y = 0; y < height; y++)
    {
      const guint32 *src = (const guint32 *)(gconstpointer)(data + (gsize)y * stride);
      for (int x = 0; x < width; x++)
        {
          guint32 p = src[x], a = p >> 24;
          guint8 *out = row + x * 4;
          if (a == 0)
            out[0] = out[1] = out[2] = out[3] = 0;
          else
            {
              out[0] = (guint8)((((p >> 16) & 0xff) * 255 + a / 2) / a);
              out[1] = (guint8)((((p >> 8) & 0xff) * 255 + a / 2) / a);
              out[2] = (guint8)(((p & 0xff) * 255 + a / 2) / a);
              out[3] = (guint8)a;
            }
        }
      png_write_row (png, row);
    }
  png_write_end (png, NULL);
  png_destroy_write_struct (&png, &info);
  g_free (row);
  if (fclose (file) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("cannot write %s: %s"),
                   path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
