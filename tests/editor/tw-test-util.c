/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the mota-js tests. */
#include "tw-test-util.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

void
tw_test_copy_tree (const char *src, const char *dest)
{
  g_assert_cmpint (g_mkdir_with_parents (dest, 0755), ==, 0);
  g_autoptr (GDir) dir = g_dir_open (src, 0, NULL);
  g_assert_nonnull (dir);
  const char *name;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *from = g_build_filename (src, name, NULL);
      g_autofree char *to = g_build_filename (dest, name, NULL);
      if (g_file_test (from, G_FILE_TEST_IS_DIR))
        tw_test_copy_tree (from, to);
      else
        {
          g_autofree char *contents = NULL;
          gsize length;
          g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
          g_assert_true (g_file_set_contents (to, contents, (gssize) length, NULL));
        }
    }
}

void
tw_test_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          tw_test_remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

char *
tw_test_make_tmp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("tw-test-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

char *
tw_test_read (const char *path)
{
  char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

int
tw_test_count_changed_lines (const char *a, const char *b, char **changed)
{
  g_auto (GStrv) la = g_strsplit (a, "\n", -1);
  g_auto (GStrv) lb = g_strsplit (b, "\n", -1);
  if (changed != NULL)
    *changed = NULL;
  if (g_strv_length (la) != g_strv_length (lb))
    return -1;
  int n = 0;
  for (guint i = 0; la[i] != NULL; i++)
    if (strcmp (la[i], lb[i]) != 0)
      {
        if (n == 0 && changed != NULL)
          *changed = g_strdup (lb[i]);
        n++;
      }
  return n;
}

int
tw_test_run_cli (const char *const *args, char **out, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) g_getenv ("TW_CLI"));
  for (gsize i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                &wait_status, &error);
  g_assert_no_error (error);
  if (WIFSIGNALED (wait_status))
    return 128 + WTERMSIG (wait_status);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}
