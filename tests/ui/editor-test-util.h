/* SPDX-License-Identifier: GPL-3.0-or-later */
/* editor-test-util.h: the main window with a project open, for the editor
 * tests (test-editor-*.c): opening, waiting, driving the canvas as a pointer
 * would, and finding widgets and dialogs. */
#pragma once

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tests/ui/panel-test-util.h"
#include "ui/tw-window.h"

static inline char *
editor_test_sample_path (void)
{
  return g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
}

/* Runs the main loop until cond (data) holds or 10 s pass. */
static inline void
editor_test_wait (gboolean (*cond) (gpointer), gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!cond (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (cond (data));
}

static inline gboolean
editor_test_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* A 1280x800 window, shown, with path opened synchronously (NULL: nothing). */
static inline TwWindow *
editor_test_window (const char *path)
{
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  if (path != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (tw_window_open_sync (window, path, &error));
      g_assert_no_error (error);
    }
  editor_test_wait (editor_test_is_mapped, window);
  ui_test_flush ();
  return window;
}

/* A window showing tower (not read from a file), presented and given 50 ms
 * to lay out; width and height 0 leave the default size alone. */
static inline TwWindow *
editor_test_tower_window (json_t *tower, int width, int height)
{
  TwWindow *window = tw_window_new (NULL);
  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  tw_window_show_tower (window, tower);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_spin (50);
  return window;
}

/* The sample in a window (editor_test_window), on a new empty 6x6 floor
 * "T1" that the canvas and the tools show, so tools start clean. */
static inline TwWindow *
editor_test_sample_on_new_floor (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  g_assert_true (tw_document_add_floor (tw_window_get_document (window), "T1", 6, 6, -1, NULL));
  g_assert_true (tw_floor_list_select (tw_window_get_floor_list (window), "T1"));
  ui_test_flush ();
  g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (window)), ==, "T1");
  g_assert_cmpstr (tw_tools_get_floor (tw_window_get_tools (window)), ==, "T1");
  return window;
}

/* Draws @canvas as a frame would and reads what the draw did. */
static inline void
editor_test_draw_canvas (TwMapCanvas *canvas, TwMapCanvasStats *stats)
{
  test_settle_widget (GTK_WIDGET (canvas));
  GskRenderNode *node = test_widget_to_node (GTK_WIDGET (canvas));
  g_assert_nonnull (node);
  gsk_render_node_unref (node);
  tw_map_canvas_get_stats (canvas, stats);
}

static inline void
editor_test_action (TwWindow *window, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  ui_test_flush ();
}

/* A primary-button stroke over the cells given as x0, y0, x1, y1, ..., -1. */
static inline void
editor_test_stroke (TwWindow *window, int x, int y, ...)
{
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  g_signal_emit_by_name (canvas, "cell-activated", x, y, 1u);
  g_signal_emit_by_name (canvas, "stroke-begin", x, y, 1u);
  va_list args;
  va_start (args, y);
  int lx = x, ly = y;
  for (int cx = va_arg (args, int); cx >= 0; cx = va_arg (args, int))
    {
      int cy = va_arg (args, int);
      g_signal_emit_by_name (canvas, "stroke-cell", cx, cy);
      lx = cx, ly = cy;
    }
  va_end (args);
  g_signal_emit_by_name (canvas, "stroke-end", lx, ly);
  ui_test_flush ();
}

static inline int
editor_test_cell (TwWindow *window, const char *floor_id, int x, int y)
{
  return tw_document_get_cell (tw_window_get_document (window), floor_id, x, y);
}

/* A toplevel window (dialog) with the widget name, or NULL. */
static inline GtkWindow *
editor_test_find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (window)), name) == 0
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* A new empty temporary folder (remove with editor_test_rmdir). */
static inline char *
editor_test_tmpdir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("tw-editor-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static inline void
editor_test_rmdir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        editor_test_rmdir (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}
