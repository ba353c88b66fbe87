/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-pane-memory.c: a window's pane sizes, remembered; see the header. */
#include "ui/tw-pane-memory.h"

#include "editor/tw-ui-state.h"

#define PANES_GROUP "panes"

typedef struct
{
  char *path;       /* NULL: the default */
  GPtrArray *panes; /* GtkPaned *, borrowed: the window's descendants */
  GStrv names;
} PaneMemory;

static void
pane_memory_free (gpointer data)
{
  PaneMemory *memory = data;
  g_free (memory->path);
  g_ptr_array_unref (memory->panes);
  g_strfreev (memory->names);
  g_free (memory);
}

static PaneMemory *
pane_memory_get (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), "tw-pane-memory");
}

gboolean
tw_pane_memory_save (GtkWindow *window, GError **error)
{
  g_return_val_if_fail (GTK_IS_WINDOW (window), FALSE);

  PaneMemory *memory = pane_memory_get (window);
  if (memory == NULL)
    return FALSE;
  /* Read first, so what other windows or versions keep there survives. */
  g_autoptr (TwUiState) state = tw_ui_state_load (memory->path);
  for (guint i = 0; i < memory->panes->len; i++)
    tw_ui_state_set_int (state, PANES_GROUP, memory->names[i],
                         gtk_paned_get_position (g_ptr_array_index (memory->panes, i)));
  return tw_ui_state_save (state, error);
}

static gboolean
window_close_request (GtkWindow *window, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  if (!tw_pane_memory_save (window, &error) && error != NULL)
    g_warning ("The pane sizes were not saved: %s", error->message);
  return FALSE; /* the window's own handlers decide whether it closes */
}

void
tw_pane_memory_attach (GtkWindow *window, const char *path, GtkPaned *const *panes,
                       const char *const *names, guint n)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (n == 0 || (panes != NULL && names != NULL));
  g_return_if_fail (pane_memory_get (window) == NULL);

  PaneMemory *memory = g_new0 (PaneMemory, 1);
  memory->path = g_strdup (path);
  memory->panes = g_ptr_array_new ();
  memory->names = g_new0 (char *, n + 1);
  g_autoptr (TwUiState) state = tw_ui_state_load (path);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (memory->panes, panes[i]);
      memory->names[i] = g_strdup (names[i]);
      int position;
      /* A zero or negative size would hide a panel for good: keep the default. */
      if (tw_ui_state_get_int (state, PANES_GROUP, names[i], &position) && position > 0)
        gtk_paned_set_position (panes[i], position);
    }
  g_object_set_data_full (G_OBJECT (window), "tw-pane-memory", memory, pane_memory_free);
  g_signal_connect (window, "close-request", G_CALLBACK (window_close_request), NULL);
}
