/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.h: helpers shared by the widget tests (loading the sample
 * tower, rendering a widget offscreen with the cairo renderer, reading
 * pixels). Header-only so each test program stays one file plus this. */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "editor/mota/tw-mota.h"

typedef struct
{
  int width;
  int height;
  guint32 *pixels; /* premultiplied ARGB, native endian (cairo's ARGB32) */
} TestImage;

static inline char *
test_sample_project_dir (void)
{
  const char *root = g_getenv ("TW_SOURCE_ROOT");
  g_assert_nonnull (root);
  return g_build_filename (root, "data", "sample", "project", NULL);
}

/* The sample tower as the mota-js importer reads it (a new reference). */
static inline json_t *
test_load_sample_tower (void)
{
  g_autofree char *dir = test_sample_project_dir ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (dir, &error);
  g_assert_no_error (error);
  g_assert_nonnull (project);
  return json_incref (tw_project_file_get_tower (project));
}

static inline void
test_image_clear (TestImage *image)
{
  g_clear_pointer (&image->pixels, g_free);
}

static inline void
test_image_from_texture (GdkTexture *texture, TestImage *out)
{
  out->width = gdk_texture_get_width (texture);
  out->height = gdk_texture_get_height (texture);
  out->pixels = g_new0 (guint32, (gsize)out->width * out->height);
  gdk_texture_download (texture, (guchar *)out->pixels, (gsize)out->width * 4);
}

static inline guint32
test_image_pixel (const TestImage *image, int x, int y)
{
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, image->width);
  g_assert_cmpint (y, <, image->height);
  return image->pixels[(gsize)y * image->width + x];
}

/* How many pixels of two images of one size differ. */
static inline guint
test_image_count_differing (const TestImage *a, const TestImage *b)
{
  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  guint differ = 0;
  for (gsize i = 0; i < (gsize)a->width * a->height; i++)
    differ += a->pixels[i] != b->pixels[i];
  return differ;
}

static inline void
test_image_load_png (const char *path, TestImage *out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  test_image_from_texture (texture, out);
}

static inline GskRenderNode *
test_widget_to_node (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* Renders the widget's own drawing (its snapshot vfunc) with the cairo renderer. */
static inline void
test_render_widget (GtkWidget *widget, GskRenderer *renderer, TestImage *out)
{
  GskRenderNode *node = test_widget_to_node (widget);
  g_assert_nonnull (node);
  graphene_rect_t viewport
      = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &viewport);
  test_image_from_texture (texture, out);
  g_object_unref (texture);
  gsk_render_node_unref (node);
}

static inline GskRenderer *
test_cairo_renderer_new (void)
{
  GskRenderer *renderer = gsk_cairo_renderer_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  return renderer;
}

/* Thirty non-blocking turns of the main loop: the idles a change queued
 * (a model's "changed", a view catching up) run, and what they queue too. */
static inline void
test_iterate (void)
{
  for (int i = 0; i < 30; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* The first widget at or below @root, depth first, that @matches; NULL if none. */
static inline GtkWidget *
test_find_widget (GtkWidget *root, gboolean (*matches) (GtkWidget *, gconstpointer),
                  gconstpointer data)
{
  if (matches (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = test_find_widget (child, matches, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
test_widget_has_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static inline gboolean
test_widget_has_name (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The first widget of @type at or below @root; NULL if none. */
static inline GtkWidget *
test_find_type (GtkWidget *root, GType type)
{
  return test_find_widget (root, test_widget_has_type, GSIZE_TO_POINTER (type));
}

/* The first widget named @name at or below @root; NULL if none. */
static inline GtkWidget *
ui_test_find (GtkWidget *root, const char *name)
{
  return test_find_widget (root, test_widget_has_name, name);
}

/* Waits (5 s at most) until @widget is mapped with a size, then lets the
 * layout settle (paned positions move after the first allocation). */
static inline void
test_wait_until_mapped (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while ((!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0)
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* A window of the given size around child, shown and laid out. */
static inline GtkWindow *
test_window_with (GtkWidget *child, int width, int height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, child);
  gtk_window_present (window);
  test_wait_until_mapped (child);
  return window;
}

static inline gboolean
test_count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(int *)data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the widget's frame clock has ticked twice, so
 * queued resizes and allocations are done. */
static inline void
test_settle_widget (GtkWidget *widget)
{
  int frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, test_count_frame, &frames, NULL);
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (frames < 2 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static inline int
test_channel (guint32 pixel, int shift)
{
  return (int)((pixel >> shift) & 0xff);
}
#define TEST_R(p) test_channel ((p), 16)
#define TEST_G(p) test_channel ((p), 8)
#define TEST_B(p) test_channel ((p), 0)
#define TEST_A(p) test_channel ((p), 24)

/* Saves widget as drawn, with its children, to a PNG at path (the cairo
 * renderer, so the picture does not hang on the GL driver). */
static inline void
test_save_widget_png (GtkWidget *widget, const char *path)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  g_autoptr (GdkTexture) texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Saves widget, once its frames have settled, as TW_SCREENSHOT_DIR/name
 * when that is set; does nothing otherwise. */
static inline void
test_maybe_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("TW_SCREENSHOT_DIR");
  if (dir == NULL)
    return;
  test_settle_widget (widget);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  test_save_widget_png (widget, path);
}
