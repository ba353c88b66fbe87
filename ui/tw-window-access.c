/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-access.c: the window's parts as tests and the other window
 * files reach them (tw-window.h). */
#include "ui/tw-window-private.h"

/* ---- accessors ---------------------------------------------------------------------- */

const char *
tw_window_get_view (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->view_stack);
}

TwDocument *
tw_window_get_document (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->document;
}

TwProjectFile *
tw_window_get_project (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->project;
}

const char *
tw_window_get_path (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->path;
}

gint64
tw_window_get_first_frame_time (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), 0);
  return self->first_frame_us;
}

gint64
tw_window_get_open_start_time (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), 0);
  return self->open_started_us;
}

TwTools *
tw_window_get_tools (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->tools;
}

TwMapCanvas *
tw_window_get_canvas (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->canvas;
}

TwPalette *
tw_window_get_palette (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->palette;
}

TwInspector *
tw_window_get_inspector (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->inspector;
}

TwIssuesPanel *
tw_window_get_issues_panel (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->issues_panel;
}

TwManualPanel *
tw_window_get_manual_panel (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->manual_panel;
}

TwFloorList *
tw_window_get_floor_list (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->floor_list;
}

TwTimeline *
tw_window_get_timeline (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->timeline;
}

GtkWidget *
tw_window_get_sim_bar (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->sim_bar;
}

void
tw_window_show_tower (TwWindow *self, json_t *tower)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  g_return_if_fail (tower != NULL);
  tw_window_set_project (self, tw_project_file_new (tower, NULL), NULL);
}

GtkBox *
tw_window_get_sim_bar_slot (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->sim_bar_slot;
}

GtkBox *
tw_window_get_header_end_box (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->header_end_box;
}

char *
tw_window_find_sample (void)
{
  const char *override = g_getenv ("TW_SAMPLE_DIR");
  if (override != NULL && g_file_test (override, G_FILE_TEST_IS_DIR))
    return g_strdup (override);
  /* An installed build: <prefix>/bin/turnwright -> <prefix>/share/turnwright/sample. */
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe != NULL)
    {
      g_autofree char *bin = g_path_get_dirname (exe);
      g_autofree char *installed
          = g_build_filename (bin, "..", "share", "turnwright", "sample", NULL);
      if (g_file_test (installed, G_FILE_TEST_IS_DIR))
        return g_canonicalize_filename (installed, NULL);
    }
  const char *const candidates[]
      = { TW_DATADIR "/turnwright/sample", TW_SOURCE_DIR "/data/sample" };
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (g_file_test (candidates[i], G_FILE_TEST_IS_DIR))
      return g_strdup (candidates[i]);
  return NULL;
}
