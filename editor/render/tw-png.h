/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-png.h: writes a cairo image surface as PNG, quickly. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Writes an ARGB32 surface as an 8-bit RGBA PNG with light compression
 * (zlib level 1): cairo_surface_write_to_png spends most of `render
 * --floor all` in zlib. FALSE with error set when the file cannot be written. */
gboolean tw_png_write (cairo_surface_t *surface, const char *path, GError **error);

G_END_DECLS
