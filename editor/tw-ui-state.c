/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-ui-state.c: the window's layout remembered between launches; see the header. */
#include "editor/tw-ui-state.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "editor/mota/tw-atomic.h"
#include "editor/tw-i18n.h"

struct _TwUiState
{
  char *path;
  GKeyFile *keys;
};

char *
tw_ui_state_default_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "turnwright", "layout.ini", NULL);
}

TwUiState *
tw_ui_state_load (const char *path)
{
  TwUiState *self = g_new0 (TwUiState, 1);
  self->path = path != NULL ? g_strdup (path) : tw_ui_state_default_path ();
  self->keys = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  if (!g_key_file_load_from_file (self->keys, self->path, G_KEY_FILE_KEEP_COMMENTS, &error)
      && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_debug ("layout not read from %s: %s", self->path, error->message);
  return self;
}

void
tw_ui_state_free (TwUiState *self)
{
  if (self == NULL)
    return;
  g_key_file_unref (self->keys);
  g_free (self->path);
  g_free (self);
}

const char *
tw_ui_state_get_path (TwUiState *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->path;
}

gboolean
tw_ui_state_get_int (TwUiState *self, const char *group, const char *key, int *value)
{
  g_return_val_if_fail (self != NULL && group != NULL && key != NULL && value != NULL, FALSE);

  g_autoptr (GError) error = NULL;
  int found = g_key_file_get_integer (self->keys, group, key, &error);
  if (error != NULL)
    return FALSE;
  *value = found;
  return TRUE;
}

void
tw_ui_state_set_int (TwUiState *self, const char *group, const char *key, int value)
{
  g_return_if_fail (self != NULL && group != NULL && key != NULL);
  g_key_file_set_integer (self->keys, group, key, value);
}

gboolean
tw_ui_state_save (TwUiState *self, GError **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  g_autofree char *dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("Cannot create %s: %s"),
                   dir, g_strerror (saved));
      return FALSE;
    }
  gsize length = 0;
  g_autofree char *data = g_key_file_to_data (self->keys, &length, NULL);
  return tw_atomic_write_file (self->path, data, length, error);
}
