/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-autosave.c: autosave side files; see tw-autosave.h. */
#include "ui/tw-autosave.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

char *
tw_autosave_path (const char *project_path)
{
  g_return_val_if_fail (project_path != NULL, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (project_path);
  g_autofree char *absolute = g_file_get_path (file);
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA1, absolute, -1);
  g_autofree char *base = g_path_get_basename (absolute);
  g_autofree char *name = g_strdup_printf ("%s-%.12s.twproj", base, hash);
  return g_build_filename (g_get_user_cache_dir (), "turnwright", "autosave", name, NULL);
}

gboolean
tw_autosave_write (TwProjectFile *project, const char *project_path, GError **error)
{
  g_autofree char *path = tw_autosave_path (project_path);
  g_autofree char *dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", dir,
                   g_strerror (errno));
      return FALSE;
    }
  return tw_project_file_save (project, path, error);
}

void
tw_autosave_remove (const char *project_path)
{
  g_autofree char *path = tw_autosave_path (project_path);
  g_remove (path);
}

void
tw_autosave_keep (const char *project_path)
{
  g_autofree char *path = tw_autosave_path (project_path);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr (GFileInfo) info = g_file_info_new ();
  g_file_info_set_modification_date_time (info, now);
  g_file_set_attributes_from_info (file, info, G_FILE_QUERY_INFO_NONE, NULL, NULL);
}

static gint64
mtime_of (const char *path)
{
  GStatBuf st;
  if (g_stat (path, &st) != 0)
    return 0;
  return (gint64)st.st_mtime;
}

/* The newest modification time of a project file, or of a game folder's data files. */
static gint64
project_mtime (const char *path)
{
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return mtime_of (path);
  g_autofree char *project = g_build_filename (path, "project", NULL);
  const char *root = g_file_test (project, G_FILE_TEST_IS_DIR) ? project : path;
  gint64 newest = 0;
  const char *const subdirs[] = { "", "floors" };
  for (guint i = 0; i < G_N_ELEMENTS (subdirs); i++)
    {
      g_autofree char *dir = g_build_filename (root, subdirs[i], NULL);
      g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
      const char *name;
      while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
        if (g_str_has_suffix (name, ".js"))
          {
            g_autofree char *file = g_build_filename (dir, name, NULL);
            newest = MAX (newest, mtime_of (file));
          }
    }
  return newest;
}

TwProjectFile *
tw_autosave_find_recovery (const char *project_path, json_t *tower)
{
  g_return_val_if_fail (project_path != NULL, NULL);
  g_autofree char *path = tw_autosave_path (project_path);
  if (!g_file_test (path, G_FILE_TEST_EXISTS) || mtime_of (path) < project_mtime (project_path))
    return NULL;
  TwProjectFile *saved = tw_project_file_load (path, NULL);
  if (saved != NULL && json_equal (tw_project_file_get_tower (saved), tower))
    g_clear_pointer (&saved, tw_project_file_free);
  return saved;
}
