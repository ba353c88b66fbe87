/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The renderer choice (ui/tw-renderer.c): software OpenGL is told from its
 * GL_RENDERER name; under Xvfb (Mesa's llvmpipe) the cairo renderer is
 * chosen, and a GSK_RENDERER the user set is left alone. The test clears
 * GDK_DEBUG and GSK_RENDERER (the test runner sets both) before GTK starts. */
#include <gtk/gtk.h>

#include "ui/tw-renderer.h"

static void
test_names (void)
{
  g_assert_true (tw_renderer_name_is_software ("llvmpipe (LLVM 15.0.6, 256 bits)"));
  g_assert_true (tw_renderer_name_is_software ("softpipe"));
  g_assert_true (tw_renderer_name_is_software ("Software Rasterizer"));
  g_assert_false (tw_renderer_name_is_software ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  g_assert_false (tw_renderer_name_is_software ("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
  g_assert_false (tw_renderer_name_is_software (NULL));
}

static void
test_user_choice_kept (void)
{
  g_setenv ("GSK_RENDERER", "gl", TRUE);
  g_assert_false (tw_renderer_prefer_cairo_on_software_gl ());
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "gl");
  g_unsetenv ("GSK_RENDERER");
}

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

static void
test_software_gl_gets_cairo (void)
{
#ifdef UNDER_ASAN
  /* Mesa's EGL leaks 128 bytes at start-up with no symbols to suppress by
   * (tools/run-tests.sh); the plain build runs this. */
  g_test_skip ("opens OpenGL, whose start-up leak LeakSanitizer reports");
  return;
#endif
  gint64 start = g_get_monotonic_time ();
  g_autofree char *name = tw_renderer_display_gl_renderer ();
  g_test_message ("GL_RENDERER: %s (asked in %.1f ms)", name != NULL ? name : "(none)",
                  (g_get_monotonic_time () - start) / 1000.0);
  /* Xvfb's OpenGL is Mesa's, in software. */
  g_assert_nonnull (name);
  g_assert_true (tw_renderer_name_is_software (name));
  g_assert_null (g_getenv ("GSK_RENDERER"));
  g_assert_true (tw_renderer_prefer_cairo_on_software_gl ());
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
  /* And a window made now draws with it. */
  GtkWidget *window = gtk_window_new ();
  gtk_widget_realize (window);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_assert_true (GSK_IS_CAIRO_RENDERER (renderer));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("GSK_RENDERER");
}

int
main (int argc, char **argv)
{
#ifndef UNDER_ASAN
  g_unsetenv ("GDK_DEBUG"); /* gl-disable, from the test runner */
#endif
  g_unsetenv ("GSK_RENDERER");
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/renderer/names", test_names);
  g_test_add_func ("/ui/renderer/user-choice-kept", test_user_choice_kept);
  g_test_add_func ("/ui/renderer/software-gl-gets-cairo", test_software_gl_gets_cairo);
  return g_test_run ();
}
