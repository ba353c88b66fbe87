/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sample-copy.c: a copy of the bundled sample game (tw-sample-copy.h). */
#include "editor/mota/tw-sample-copy.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

/* @from's tree into @to (which exists). Regular files and folders only: a
 * symbolic link or anything else is skipped (a sample holds none). */
static gboolean
copy_tree (GFile *from, GFile *to, GError **error)
{
  g_autoptr (GFileEnumerator) children = g_file_enumerate_children (
      from, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
      G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, error);
  if (children == NULL)
    return FALSE;
  for (;;)
    {
      GFileInfo *info = NULL;
      if (!g_file_enumerator_iterate (children, &info, NULL, NULL, error))
        return FALSE;
      if (info == NULL)
        return TRUE;
      const char *name = g_file_info_get_name (info);
      g_autoptr (GFile) source = g_file_get_child (from, name);
      g_autoptr (GFile) target = g_file_get_child (to, name);
      switch (g_file_info_get_file_type (info))
        {
        case G_FILE_TYPE_DIRECTORY:
          if (!g_file_make_directory (target, NULL, error) || !copy_tree (source, target, error))
            return FALSE;
          break;
        case G_FILE_TYPE_REGULAR:
          if (!g_file_copy (source, target, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL,
                            error))
            return FALSE;
          break;
        default:
          break;
        }
    }
}

/* Removes @file's tree (a failed copy's). */
static void
remove_tree (GFile *file)
{
  g_autoptr (GFileEnumerator) children = g_file_enumerate_children (
      file, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
      G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  GFileInfo *info = NULL;
  while (children != NULL && g_file_enumerator_iterate (children, &info, NULL, NULL, NULL)
         && info != NULL)
    {
      g_autoptr (GFile) child = g_file_get_child (file, g_file_info_get_name (info));
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        remove_tree (child);
      else
        g_file_delete (child, NULL, NULL);
    }
  g_file_delete (file, NULL, NULL);
}

char *
tw_sample_copy (const char *sample, const char *parent, GError **error)
{
  g_return_val_if_fail (sample != NULL && parent != NULL, NULL);
  if (!g_file_test (sample, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s is not a folder", sample);
      return NULL;
    }
  if (g_mkdir_with_parents (parent, 0755) != 0)
    {
      int e = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (e), "%s: %s", parent,
                   g_strerror (e));
      return NULL;
    }
  /* The first name free: sample, sample-2, ... (made at once, so that two
   * windows never pick the same). */
  g_autoptr (GFile) target = NULL;
  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup ("sample") : g_strdup_printf ("sample-%u", n);
      g_autofree char *path = g_build_filename (parent, name, NULL);
      g_autoptr (GFile) candidate = g_file_new_for_path (path);
      g_autoptr (GError) exists = NULL;
      if (g_file_make_directory (candidate, NULL, &exists))
        {
          target = g_steal_pointer (&candidate);
          break;
        }
      if (!g_error_matches (exists, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_propagate_error (error, g_steal_pointer (&exists));
          return NULL;
        }
    }
  if (target == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, "%s holds too many samples", parent);
      return NULL;
    }
  g_autoptr (GFile) from = g_file_new_for_path (sample);
  if (!copy_tree (from, target, error))
    {
      remove_tree (target);
      return NULL;
    }
  return g_file_get_path (target);
}

char *
tw_sample_copy_parent (void)
{
  return g_build_filename (g_get_user_data_dir (), "turnwright", "samples", NULL);
}
