/* SPDX-License-Identifier: GPL-3.0-or-later */
/* panel-test-util.h: shared helpers of the panel tests (ui-panels): the sample
 * tower as a document, a window to host a widget, finding widgets by name. */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"
#include "tests/editor/doc-test-util.h"
#include "tests/ui/ui-test-util.h"
#include "ui/tw-inspector.h"

static inline TwDocument *
ui_test_open_sample (void)
{
  return doc_test_open_sample ();
}

/* The widget named name below root; the test fails when there is none. */
static inline GtkWidget *
ui_test_need (GtkWidget *root, const char *name)
{
  GtkWidget *widget = ui_test_find (root, name);
  if (widget == NULL)
    g_error ("no widget named '%s'", name);
  return widget;
}

/* Runs what is pending (idle rebuilds, redraws) without blocking. */
static inline void
ui_test_flush (void)
{
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

/* Runs the main loop, without blocking, for ms milliseconds. */
static inline void
ui_test_spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* The tower of tests/editor/data/sim-tower.json, the simulation tests'
 * small tower (a new reference). */
static inline json_t *
ui_test_load_sim_tower (void)
{
  const char *root = g_getenv ("TW_SOURCE_ROOT");
  g_assert_nonnull (root);
  g_autofree char *path
      = g_build_filename (root, "tests", "editor", "data", "sim-tower.json", NULL);
  json_t *project = json_load_file (path, 0, NULL);
  g_assert_nonnull (project);
  json_t *tower = json_incref (json_object_get (project, "tower"));
  json_decref (project);
  return tower;
}

/* A mapped window holding widget, so focus, actions and rows are real. */
static inline GtkWindow *
ui_test_host (GtkWidget *widget, int width, int height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, widget);
  gtk_window_present (window);
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (!gtk_widget_get_mapped (widget) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  ui_test_flush ();
  return window;
}

/* Closes what ui_test_host opened and lets the document go. */
static inline void
ui_test_unhost (GtkWindow *window, TwDocument *doc)
{
  gtk_window_destroy (window);
  ui_test_flush ();
  g_object_unref (doc);
}

/* Presses Enter in an entry: activates its text widget, as the key does. */
static inline void
ui_test_enter (GtkWidget *entry)
{
  g_assert_true (GTK_IS_ENTRY (entry));
  GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (entry));
  g_assert_true (GTK_IS_TEXT (text));
  g_signal_emit_by_name (text, "activate");
}

/* Types text into an entry and presses Enter. */
static inline void
ui_test_type (GtkWidget *entry, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  ui_test_enter (entry);
}

static inline guint
ui_test_drop_down_find (GtkWidget *drop_down, const char *text)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);
      if (g_strcmp0 (gtk_string_object_get_string (item), text) == 0)
        return i;
    }
  g_error ("no drop-down item '%s'", text);
  return GTK_INVALID_LIST_POSITION;
}

/* The inspector tests' fixture: the sample document and an inspector in a
 * mapped window. Each test program opens it at its own window size. */
typedef struct
{
  TwDocument *doc;
  TwInspector *inspector;
  GtkWindow *window;
} InspectorFixture;

static inline void
inspector_fixture_open (InspectorFixture *f, int width, int height)
{
  f->doc = ui_test_open_sample ();
  f->inspector = TW_INSPECTOR (tw_inspector_new ());
  f->window = ui_test_host (GTK_WIDGET (f->inspector), width, height);
}

static inline void
inspector_fixture_tear_down (InspectorFixture *f, gconstpointer data)
{
  ui_test_unhost (f->window, f->doc);
}
