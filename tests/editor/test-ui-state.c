/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The remembered window layout (editor/tw-ui-state.c), in a config folder of its own. */
#include <glib/gstdio.h>

#include "editor/tw-ui-state.h"

static char *config_dir;

static void
test_default_path_in_config_dir (void)
{
  g_autofree char *path = tw_ui_state_default_path ();
  g_autofree char *expected = g_build_filename (config_dir, "turnwright", "layout.ini", NULL);
  g_assert_cmpstr (path, ==, expected);
}

static void
test_missing_file_is_empty (void)
{
  g_autofree char *path = g_build_filename (config_dir, "nowhere", "layout.ini", NULL);
  g_autoptr (TwUiState) state = tw_ui_state_load (path);
  int value = 42;
  g_assert_false (tw_ui_state_get_int (state, "panes", "main", &value));
  g_assert_cmpint (value, ==, 42);
}

/* Saved in the default place, with its folder created, and read back. */
static void
test_save_and_load (void)
{
  g_autoptr (TwUiState) state = tw_ui_state_load (NULL);
  tw_ui_state_set_int (state, "panes", "main", 512);
  tw_ui_state_set_int (state, "panes", "left", 190);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_ui_state_save (state, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (tw_ui_state_get_path (state), G_FILE_TEST_IS_REGULAR));

  g_autoptr (TwUiState) again = tw_ui_state_load (NULL);
  int main_pos = 0, left = 0, other = -7;
  g_assert_true (tw_ui_state_get_int (again, "panes", "main", &main_pos));
  g_assert_true (tw_ui_state_get_int (again, "panes", "left", &left));
  g_assert_false (tw_ui_state_get_int (again, "panes", "center", &other));
  g_assert_cmpint (main_pos, ==, 512);
  g_assert_cmpint (left, ==, 190);
  g_assert_cmpint (other, ==, -7);

  /* Saving again replaces the whole file; no temporary is left beside it. */
  tw_ui_state_set_int (again, "panes", "main", 300);
  g_assert_true (tw_ui_state_save (again, &error));
  g_autoptr (TwUiState) third = tw_ui_state_load (NULL);
  g_assert_true (tw_ui_state_get_int (third, "panes", "main", &main_pos));
  g_assert_cmpint (main_pos, ==, 300);
  g_autofree char *dir = g_path_get_dirname (tw_ui_state_get_path (third));
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint files = 0;
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_test_message ("in %s: %s", dir, name);
      if (g_str_has_prefix (name, "layout.ini"))
        files++;
    }
  g_assert_cmpuint (files, ==, 1);
}

/* A damaged file reads as empty rather than failing. */
static void
test_garbage_is_empty (void)
{
  g_autofree char *path = g_build_filename (config_dir, "garbage.ini", NULL);
  g_assert_true (g_file_set_contents (path, "\x01\x02 not a key file [[[", -1, NULL));
  g_autoptr (TwUiState) state = tw_ui_state_load (path);
  int value = 5;
  g_assert_false (tw_ui_state_get_int (state, "panes", "main", &value));
  g_assert_cmpint (value, ==, 5);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
    }
  g_remove (path);
}

int
main (int argc, char **argv)
{
  /* Before anything asks GLib for the config folder: it is cached. */
  config_dir = g_dir_make_tmp ("tw-ui-state-XXXXXX", NULL);
  g_assert_nonnull (config_dir);
  g_setenv ("XDG_CONFIG_HOME", config_dir, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui-state/default-path-in-config-dir", test_default_path_in_config_dir);
  g_test_add_func ("/ui-state/missing-file-is-empty", test_missing_file_is_empty);
  g_test_add_func ("/ui-state/save-and-load", test_save_and_load);
  g_test_add_func ("/ui-state/garbage-is-empty", test_garbage_is_empty);
  int status = g_test_run ();
  remove_tree (config_dir);
  g_free (config_dir);
  return status;
}
