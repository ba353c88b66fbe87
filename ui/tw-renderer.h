/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-renderer.h: which GTK renderer draws the windows.
 *
 * Where OpenGL is done in software (Mesa's llvmpipe: virtual machines,
 * remote desktops, Xvfb, machines without a GPU driver), GTK's GL renderer
 * redraws and swaps the whole window every frame on the CPU. There the
 * cairo renderer draws only what changed: playing a 500-enemy session, the
 * main thread spends about a quarter less a frame, and all threads together
 * a sixth of the CPU (docs/ui.md, bench-play). GSK_RENDERER, when set, is
 * left alone.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Before the first window is shown: sets GSK_RENDERER=cairo when it is not
 * set and the display's OpenGL is a software rasterizer. TRUE when it did. */
gboolean tw_renderer_prefer_cairo_on_software_gl (void);
/* Whether a GL_RENDERER string names a software rasterizer. */
gboolean tw_renderer_name_is_software (const char *gl_renderer);
/* The GL_RENDERER of an OpenGL context on the default display (free it);
 * NULL where GDK makes none. */
char *tw_renderer_display_gl_renderer (void);

G_END_DECLS
