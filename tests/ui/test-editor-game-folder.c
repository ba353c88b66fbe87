/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's ways to the inspector's pages (the hero's start cell, a
 * floor list double click), and Save As keeps the tower: a project saved from a mota-js game folder
 * records the folder (relative to the project file), so that reopening it
 * anywhere finds the images and Ctrl+S writes back to the game folder; a
 * project whose game folder moved asks for it. */
#include <string.h>

#include "editor/render/tw-tile-atlas.h"
#include "tests/ui/editor-test-util.h"
#include "ui/tw-floor-list.h"
#include "ui/tw-inspector.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-sprites.h"

static void
copy_sample (const char *dest)
{
  g_autofree char *sample = editor_test_sample_path ();
  g_autofree char *quoted_from = g_shell_quote (sample);
  g_autofree char *quoted_to = g_shell_quote (dest);
  g_autofree char *command = g_strdup_printf ("cp -R %s %s", quoted_from, quoted_to);
  int status = 0;
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
}

/* Images the tower names that the window could not load. */
static guint
missing_images (TwWindow *window)
{
  TwSprites *sprites = tw_map_canvas_get_sprites (tw_window_get_canvas (window));
  g_assert_nonnull (sprites);
  g_autoptr (GPtrArray) missing = tw_tile_atlas_check_images (tw_sprites_get_atlas (sprites));
  return missing->len;
}

static gboolean
file_holds (const char *path, const char *text)
{
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return strstr (contents, text) != NULL;
}

static GtkWindow *
find_chooser (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_window_get_title (window), title) == 0)
        return window;
    }
  return NULL;
}

static void
close_window (TwWindow *window)
{
  tw_document_mark_clean (tw_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

static void
test_save_as_keeps_game_folder (void)
{
  g_autofree char *tmp = editor_test_tmpdir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  g_autofree char *elsewhere = g_build_filename (tmp, "projects", NULL);
  g_autofree char *project = g_build_filename (elsewhere, "tower.twproj", NULL);
  copy_sample (game);
  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);

  /* From the folder: every image found. */
  TwWindow *window = editor_test_window (game);
  guint missing_from_folder = missing_images (window);
  g_assert_cmpuint (missing_from_folder, ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_save_to (window, project, &error));
  g_assert_no_error (error);
  g_assert_true (file_holds (project, "\"gameFolder\": \"../game\""));
  close_window (window);

  /* Reopened from another folder: the images are there, and Ctrl+S writes
   * the game folder as well as the project file. */
  window = editor_test_window (project);
  g_assert_cmpstr (tw_window_get_game_folder (window), ==, game);
  g_assert_cmpuint (missing_images (window), ==, missing_from_folder);
  json_t *hp = json_integer (7777);
  g_assert_true (
      tw_document_set_field (tw_window_get_document (window), "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  editor_test_action (window, "file.save");
  g_assert_false (tw_document_get_dirty (tw_window_get_document (window)));
  g_autofree char *enemys = g_build_filename (game, "project", "enemys.js", NULL);
  g_assert_true (file_holds (enemys, "7777"));
  g_assert_true (file_holds (project, "7777"));
  g_assert_cmpstr (tw_window_get_path (window), ==, project);
  close_window (window);

  /* The game folder moved: reopening asks where it is. */
  g_autofree char *moved = g_build_filename (tmp, "game-moved", NULL);
  g_assert_cmpint (g_rename (game, moved), ==, 0);
  window = editor_test_window (project);
  ui_test_flush ();
  g_assert_nonnull (find_chooser ("The game folder of this project moved: where is it now?"));
  g_assert_cmpuint (missing_images (window), >, 0); /* sprites are glyphs until then */
  tw_window_set_game_folder (window, moved);
  g_assert_cmpuint (missing_images (window), ==, missing_from_folder);
  editor_test_action (window, "file.save");
  g_assert_true (file_holds (project, "\"gameFolder\": \"../game-moved\""));
  close_window (window);
  editor_test_rmdir (tmp);
}

static GtkWidget *
find_list_view (GtkWidget *root)
{
  if (GTK_IS_LIST_VIEW (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_view (child);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_pages_from_the_window (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwInspector *inspector = tw_window_get_inspector (window);
  /* Opened: the empty page offers the hero and the tower values. */
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_NOTHING);
  g_assert_true (
      gtk_widget_is_sensitive (ui_test_find (GTK_WIDGET (inspector), "empty-show-hero")));

  /* The hero's start cell (sample0, 6, 10) shows the hero page. */
  editor_test_action (window, "tool.select");
  g_signal_emit_by_name (tw_window_get_canvas (window), "cell-activated", 6, 10, 1u);
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_HERO);
  g_signal_emit_by_name (tw_window_get_canvas (window), "cell-activated", 5, 10, 1u);
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (inspector), !=, TW_INSPECTOR_HERO);

  /* A double click in the floor list shows that floor's page. */
  GtkWidget *list = find_list_view (GTK_WIDGET (tw_window_get_floor_list (window)));
  g_assert_nonnull (list);
  g_signal_emit_by_name (list, "activate", 1u);
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (inspector), ==, TW_INSPECTOR_FLOOR);
  g_assert_cmpstr (tw_inspector_get_subject_id (inspector), ==, "sample1");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/editor/pages-from-the-window", test_pages_from_the_window);
  g_test_add_func ("/ui/editor/save-as-keeps-game-folder", test_save_as_keeps_game_folder);
  return g_test_run ();
}
