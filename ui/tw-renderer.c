/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-renderer.c: the cairo renderer on software OpenGL (see tw-renderer.h). */
#include "ui/tw-renderer.h"

#include <epoxy/gl.h>
#include <string.h>

gboolean
tw_renderer_name_is_software (const char *gl_renderer)
{
  static const char *const software[] = { "llvmpipe", "softpipe", "Software Rasterizer", "SWR" };
  if (gl_renderer == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (software); i++)
    if (strstr (gl_renderer, software[i]) != NULL)
      return TRUE;
  return FALSE;
}

char *
tw_renderer_display_gl_renderer (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  if (display == NULL)
    return NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkGLContext) context = gdk_display_create_gl_context (display, &error);
  if (context == NULL || !gdk_gl_context_realize (context, &error))
    return NULL;
  gdk_gl_context_make_current (context);
  char *name = g_strdup ((const char *)glGetString (GL_RENDERER));
  gdk_gl_context_clear_current ();
  return name;
}

gboolean
tw_renderer_prefer_cairo_on_software_gl (void)
{
  if (g_getenv ("GSK_RENDERER") != NULL)
    return FALSE;
  g_autofree char *name = tw_renderer_display_gl_renderer ();
  if (!tw_renderer_name_is_software (name))
    return FALSE;
  /* GTK reads it when it makes the first window's renderer. */
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  g_debug ("OpenGL is %s (software): drawing with the cairo renderer", name);
  return TRUE;
}
