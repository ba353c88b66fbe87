/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sample-copy.c: "Open the Bundled Sample" works on a copy
 * (editor/mota/tw-sample-copy.h): the whole game folder, byte for byte,
 * under a new name each time; a failure leaves nothing behind. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/mota/tw-sample-copy.h"

static char *
file_text (const char *dir, const char *relative)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
test_copies (void)
{
  g_autofree char *sample
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  g_autofree char *parent = g_dir_make_tmp ("tw-samples-XXXXXX", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *first = tw_sample_copy (sample, parent, &error);
  g_assert_no_error (error);
  g_autofree char *expected = g_build_filename (parent, "sample", NULL);
  g_assert_cmpstr (first, ==, expected);
  static const char *const files[] = { "project/data.js", "project/floors/sample0.js",
                                       "libs/core.js", "main.js", "LICENSE.md", NULL };
  for (guint i = 0; files[i]; i++)
    {
      g_autofree char *a = file_text (sample, files[i]);
      g_autofree char *b = file_text (first, files[i]);
      g_assert_cmpstr (a, ==, b);
    }
  g_autofree char *second = tw_sample_copy (sample, parent, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (second, "/sample-2"));

  /* No such sample: an error, and no folder made for it. */
  g_autofree char *missing = g_build_filename (parent, "no-such", NULL);
  g_assert_null (tw_sample_copy (missing, parent, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_autofree char *third = g_build_filename (parent, "sample-3", NULL);
  g_assert_false (g_file_test (third, G_FILE_TEST_EXISTS));

  g_autofree char *remove = g_strdup_printf ("rm -rf '%s'", parent);
  g_assert_true (g_spawn_command_line_sync (remove, NULL, NULL, NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sample-copy/copies", test_copies);
  return g_test_run ();
}
