/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's files: the welcome view, opening in a thread, load
 * errors, save and reopen, the close prompt, autosave and recovery, the
 * recent list and the shortcuts window; the sprites built on a worker while
 * the floor shows placeholders. */
#define _GNU_SOURCE /* symlink, mkfifo, lstat under -std=c17 */
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-open.h"
#include "editor/mota/tw-sample-copy.h"
#include "tests/ui/editor-test-util.h"
#include "tests/ui/ui-test-util.h"
#include "ui/tw-recent.h"
#include "ui/tw-welcome.h"

static gboolean
not_loading (gpointer window)
{
  return !tw_window_is_loading (window);
}

/* A project file of the sample in a temporary folder. */
static char *
sample_project_copy (const char *dir)
{
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (sample, &error);
  g_assert_no_error (error);
  char *path = g_build_filename (dir, "sample.twproj", NULL);
  g_assert_true (tw_project_file_save (project, path, &error));
  g_assert_no_error (error);
  return path;
}

static void
paint_one (TwWindow *window, int tile)
{
  TwDocument *doc = tw_window_get_document (window);
  g_assert_true (tw_document_set_cell (doc, "sample0", 0, 0, tile, NULL));
  g_assert_true (tw_document_get_dirty (doc));
}

static void
test_welcome (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (NULL);
  g_assert_cmpstr (tw_window_get_view (window), ==, "welcome");
  g_assert_null (tw_window_get_document (window));
  GtkWidget *welcome = ui_test_find (GTK_WIDGET (window), "welcome");
  g_assert_true (gtk_widget_get_mapped (welcome));
  g_assert_true (gtk_widget_get_mapped (ui_test_find (welcome, "welcome-sample")));
  /* Nothing to save or undo with nothing open. */
  g_assert_false (gtk_widget_get_sensitive (ui_test_find (GTK_WIDGET (window), "save-button")));
  g_assert_false (gtk_widget_get_sensitive (ui_test_find (GTK_WIDGET (window), "undo-button")));
  /* Nor to simulate. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "simulate"));

  /* "Open the bundled sample" copies it into the user's folder and loads
   * the copy in a thread (a spinner first): the shipped sample stays as it
   * is, and a second open makes a second copy. */
  g_autofree char *parent = tw_sample_copy_parent ();
  g_autofree char *copy = NULL;
  for (guint round = 0; round < 2; round++)
    {
      g_autofree char *before = tw_window_get_path (window) ? g_strdup (tw_window_get_path (window))
                                                            : NULL;
      editor_test_action (window, "file.open-sample");
      g_assert_true (tw_window_is_loading (window) || tw_window_get_document (window) != NULL);
      editor_test_wait (not_loading, window);
      g_assert_cmpstr (tw_window_get_view (window), ==, "editor");
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "simulate"));
      const char *opened = tw_window_get_path (window);
      g_assert_cmpstr (opened, !=, sample);
      g_assert_cmpstr (opened, !=, before);
      g_assert_true (g_str_has_prefix (opened, parent));
      g_autofree char *data = g_build_filename (opened, "project", "data.js", NULL);
      g_autofree char *shipped = g_build_filename (sample, "project", "data.js", NULL);
      g_autofree char *a = NULL, *b = NULL;
      g_assert_true (g_file_get_contents (data, &a, NULL, NULL));
      g_assert_true (g_file_get_contents (shipped, &b, NULL, NULL));
      g_assert_cmpstr (a, ==, b);
      g_free (copy);
      copy = g_strdup (opened);
    }
  g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (window)), ==, "sample0");
  gtk_window_destroy (GTK_WINDOW (window));

  /* The copy is now the first recent project, listed on the welcome view. */
  g_auto (GStrv) recent = tw_recent_list ();
  g_assert_nonnull (recent[0]);
  g_assert_cmpstr (recent[0], ==, copy);
  window = editor_test_window (NULL);
  TwWelcome *view = TW_WELCOME (ui_test_find (GTK_WIDGET (window), "welcome"));
  g_assert_cmpuint (tw_welcome_get_n_recent (view), >=, 1);
  tw_welcome_activate_recent (view, 0);
  editor_test_wait (not_loading, window);
  g_assert_cmpstr (tw_window_get_path (window), ==, copy);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  /* The copies this test made go (a later run makes its own). */
  g_autofree char *remove = g_strdup_printf ("rm -rf '%s'", parent);
  g_assert_true (g_spawn_command_line_sync (remove, NULL, NULL, NULL, NULL));
}

/* A broken file: a dialog names the file, line and column; nothing changes. */
static void
test_open_error (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "broken.twproj", NULL);
  g_assert_true (g_file_set_contents (
      path, "{\"format\": \"turnwright-project\",\n  \"version\": 1,\n  \"tower\": {,}}\n", -1,
      NULL));
  TwWindow *window = editor_test_window (NULL);
  tw_window_open (window, path);
  editor_test_wait (not_loading, window);
  g_assert_null (tw_window_get_document (window));
  g_assert_cmpstr (tw_window_get_view (window), ==, "welcome");
  GtkWindow *dialog = editor_test_find_toplevel ("error-dialog");
  g_assert_nonnull (dialog);
  g_autofree char *secondary = NULL;
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  g_assert_nonnull (strstr (secondary, "broken.twproj"));
  g_assert_nonnull (strstr (secondary, "line 3"));
  g_assert_nonnull (strstr (secondary, "column"));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CLOSE);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
}

static void
test_save_and_reopen (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autofree char *path = g_build_filename (dir, "edited.twproj", NULL);
  TwWindow *window = editor_test_window (sample);
  TwDocument *doc = tw_window_get_document (window);
  int wall = tw_document_find_tile (doc, "yellowWall");
  paint_one (window, wall);
  json_t *value = json_integer (5);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/timeCost", value, NULL));
  json_decref (value);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_save_to (window, path, &error));
  g_assert_no_error (error);
  g_assert_false (tw_document_get_dirty (doc));
  g_assert_cmpstr (tw_window_get_path (window), ==, path);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "edited.twproj — Turnwright");

  TwWindow *again = editor_test_window (path);
  TwDocument *reopened = tw_window_get_document (again);
  g_assert_true (json_equal (tw_document_get_tower (doc), tw_document_get_tower (reopened)));
  g_assert_cmpint (tw_document_get_cell (reopened, "sample0", 0, 0), ==, wall);
  g_assert_false (tw_document_get_dirty (reopened));
  /* Ctrl+S on a project file writes it in place. */
  paint_one (again, 0);
  editor_test_action (again, "file.save");
  g_assert_false (tw_document_get_dirty (reopened));
  g_autoptr (TwProjectFile) on_disk = tw_project_file_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (
      json_equal (tw_project_file_get_tower (on_disk), tw_document_get_tower (reopened)));
  gtk_window_destroy (GTK_WINDOW (again));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
}

/* Ctrl+S on a project opened from a mota-js folder writes the folder back:
 * only the files whose bytes change. */
static void
test_save_folder (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) original = tw_project_open (sample, &error);
  g_assert_no_error (error);
  g_assert_true (tw_mota_export_folder (original, dir, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *floor_file = g_build_filename (dir, "project", "floors", "sample0.js", NULL);
  g_autofree char *enemys_file = g_build_filename (dir, "project", "enemys.js", NULL);
  g_autofree char *floor_before = NULL, *enemys_before = NULL;
  g_assert_true (g_file_get_contents (floor_file, &floor_before, NULL, NULL));
  g_assert_true (g_file_get_contents (enemys_file, &enemys_before, NULL, NULL));

  TwWindow *window = editor_test_window (dir);
  TwDocument *doc = tw_window_get_document (window);
  paint_one (window, tw_document_find_tile (doc, "yellowWall"));
  editor_test_action (window, "file.save");
  g_assert_false (tw_document_get_dirty (doc));
  g_autofree char *floor_after = NULL, *enemys_after = NULL;
  g_assert_true (g_file_get_contents (floor_file, &floor_after, NULL, NULL));
  g_assert_true (g_file_get_contents (enemys_file, &enemys_after, NULL, NULL));
  g_assert_cmpstr (floor_after, !=, floor_before);
  g_assert_cmpstr (enemys_after, ==, enemys_before);
  g_autoptr (TwProjectFile) reread = tw_mota_import (dir, &error);
  g_assert_no_error (error);
  g_assert_true (json_equal (tw_project_file_get_tower (reread), tw_document_get_tower (doc)));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
}

/* The game bundle holds the edited enemies; exporting into a new folder
 * writes every data file the first time, then only what changed. */
static void
test_exports (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwDocument *doc = tw_window_get_document (window);
  json_t *value = json_integer (4);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/timeCost", value, NULL));
  json_decref (value);

  g_autofree char *bundle_path = g_build_filename (dir, "bundle.json", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_export_bundle (window, bundle_path, &error));
  g_assert_no_error (error);
  json_t *bundle = json_load_file (bundle_path, 0, NULL);
  g_assert_nonnull (bundle);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (json_object_get (bundle, "enemys"), "bat"), "timeCost")),
                   ==, 4);
  g_assert_nonnull (json_object_get (json_object_get (bundle, "floors"), "sample0"));
  json_decref (bundle);

  g_autofree char *game = g_build_filename (dir, "game", NULL);
  guint written = 0;
  g_assert_true (tw_window_export_folder (window, game, &written, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (written, >, 5);
  g_assert_true (tw_window_export_folder (window, game, &written, &error));
  g_assert_cmpuint (written, ==, 0);
  int wall = tw_document_find_tile (doc, "yellowWall");
  int tile = tw_document_get_cell (doc, "sample1", 1, 1) == wall ? 0 : wall;
  g_assert_true (tw_document_set_cell (doc, "sample1", 1, 1, tile, NULL));
  g_assert_true (tw_window_export_folder (window, game, &written, &error));
  g_assert_cmpuint (written, ==, 1);
  g_autoptr (TwProjectFile) reread = tw_mota_import (game, &error);
  g_assert_no_error (error);
  /* The export writes the tower's data files, never functions.js or
   * plugins.js (the files stay the game's, docs/rules.md §12.1, §12.8): a
   * folder that did not hold the game reads back without them, and with
   * the rest. */
  g_autofree char *functions = g_build_filename (game, "project", "functions.js", NULL);
  g_assert_false (g_file_test (functions, G_FILE_TEST_EXISTS));
  g_assert_nonnull (json_object_get (tw_document_get_tower (doc), "functions"));
  json_t *expected = json_copy (tw_document_get_tower (doc));
  json_object_del (expected, "functions");
  json_object_del (expected, "plugins");
  g_assert_true (json_equal (tw_project_file_get_tower (reread), expected));
  json_decref (expected);
  /* Exporting does not save: the document still has unsaved changes. */
  g_assert_true (tw_document_get_dirty (doc));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
}

static void
test_close_prompt (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = sample_project_copy (dir);
  TwWindow *window = editor_test_window (path);
  paint_one (window, tw_document_find_tile (tw_window_get_document (window), "yellowWall"));
  GtkWidget *weak = GTK_WIDGET (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *)&weak);

  /* Cancel keeps the window and the changes. */
  gtk_window_close (GTK_WINDOW (window));
  ui_test_flush ();
  GtkWindow *prompt = editor_test_find_toplevel ("close-prompt");
  g_assert_nonnull (prompt);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_CANCEL);
  ui_test_flush ();
  g_assert_nonnull (weak);
  g_assert_null (editor_test_find_toplevel ("close-prompt"));
  g_assert_true (tw_document_get_dirty (tw_window_get_document (window)));

  /* Discard closes without saving, and drops the autosave. */
  g_assert_true (tw_window_autosave_now (window, NULL));
  g_autofree char *autosave = tw_window_get_autosave_path (window);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  gtk_window_close (GTK_WINDOW (window));
  ui_test_flush ();
  prompt = editor_test_find_toplevel ("close-prompt");
  g_assert_nonnull (prompt);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_REJECT);
  ui_test_flush ();
  g_assert_null (weak);
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_autoptr (TwProjectFile) on_disk = tw_project_file_load (path, NULL);
  g_assert_cmpint (
      json_integer_value (json_array_get (
          json_array_get (
              json_object_get (
                  json_object_get (json_object_get (tw_project_file_get_tower (on_disk), "floors"),
                                   "sample0"),
                  "map"),
              0),
          0)),
      ==, 0);

  /* A clean document closes at once. */
  window = editor_test_window (path);
  weak = GTK_WIDGET (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *)&weak);
  gtk_window_close (GTK_WINDOW (window));
  ui_test_flush ();
  g_assert_null (weak);
  g_assert_null (editor_test_find_toplevel ("close-prompt"));
  editor_test_rmdir (dir);
}

/* An autosave left behind (the app stopped) is offered at the next open. */
static void
test_autosave_recovery (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = sample_project_copy (dir);
  TwWindow *crashed = editor_test_window (path);
  int wall = tw_document_find_tile (tw_window_get_document (crashed), "yellowWall");
  g_assert_false (tw_window_has_recovery (crashed));
  paint_one (crashed, wall);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_autosave_now (crashed, &error));
  g_assert_no_error (error);
  g_autofree char *autosave = tw_window_get_autosave_path (crashed);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_assert_false (g_str_has_prefix (autosave, dir)); /* the project folder stays clean */
  /* Destroying skips the close prompt: as after a crash, the autosave stays. */
  gtk_window_destroy (GTK_WINDOW (crashed));
  ui_test_flush ();

  TwWindow *window = editor_test_window (path);
  TwDocument *doc = tw_window_get_document (window);
  g_assert_true (tw_window_has_recovery (window));
  GtkWidget *bar = ui_test_find (GTK_WIDGET (window), "recovery-bar");
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 0), ==, 0);
  editor_test_action (window, "file.recover");
  g_assert_false (tw_window_has_recovery (window));
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 0), ==, wall);
  g_assert_true (tw_document_get_dirty (doc));
  /* The recovery is one undo step. */
  editor_test_action (window, "edit.undo");
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 0), ==, 0);
  g_assert_false (tw_document_get_dirty (doc));
  gtk_window_destroy (GTK_WINDOW (window));

  /* Discarding deletes the autosave; an identical autosave is not offered. */
  window = editor_test_window (path);
  g_assert_true (tw_window_has_recovery (window));
  editor_test_action (window, "file.discard-recovery");
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_assert_true (tw_document_set_cell (tw_window_get_document (window), "sample0", 0, 0, 0, NULL));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
}

/* The periodic autosave writes only while there are unsaved changes. */
static void
test_autosave_timer (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = sample_project_copy (dir);
  TwWindow *window = editor_test_window (path);
  g_object_set (window, "autosave-interval", 1u, NULL);
  g_autofree char *autosave = tw_window_get_autosave_path (window);
  paint_one (window, tw_document_find_tile (tw_window_get_document (window), "yellowWall"));
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (!g_file_test (autosave, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_autoptr (TwProjectFile) saved = tw_project_file_load (autosave, NULL);
  g_assert_nonnull (saved);
  g_assert_true (json_equal (tw_project_file_get_tower (saved),
                             tw_document_get_tower (tw_window_get_document (window))));
  /* Saving the project removes the side file. */
  g_assert_true (tw_window_save_to (window, path, NULL));
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
}

/* Every shortcut of the window is listed in the shortcuts window (Ctrl+?). */
static void
test_shortcuts_window (void)
{
  g_autoptr (GtkBuilder) builder
      = gtk_builder_new_from_resource ("/io/github/turnwright/Turnwright/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_autoptr (GString) accels = g_string_new (NULL);
  GSList *objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accel = NULL;
        g_object_get (l->data, "accelerator", &accel, NULL);
        if (accel != NULL)
          g_string_append_printf (accels, " %s ", accel);
      }
  g_slist_free (objects);
  const char *const expected[] = { "<Control>o",
                                   "<Control>s",
                                   "<Control><Shift>s",
                                   "<Control>z",
                                   "<Control><Shift>z",
                                   "<Control>y",
                                   "<Control>x",
                                   "<Control>c",
                                   "<Control>v",
                                   " b ",
                                   " e ",
                                   " r ",
                                   " f ",
                                   " s ",
                                   " i ",
                                   "<Alt>1",
                                   "<Control><Alt>1...3",
                                   "<Control>question" };
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (strstr (accels->str, expected[i]) == NULL)
      g_error ("the shortcuts window lacks %s", expected[i]);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* Dropping a folder on an empty window opens it. */
static void
test_drop_opens (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (NULL);
  GtkDropTarget *target = NULL;
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  GSList *files = g_slist_prepend (NULL, g_file_new_for_path (sample));
  GValue value = G_VALUE_INIT;
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, files);
  gboolean handled = FALSE;
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &handled);
  g_value_unset (&value);
  g_assert_true (handled);
  editor_test_wait (not_loading, window);
  g_assert_cmpstr (tw_window_get_path (window), ==, sample);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* A window closed while its project loads: the load finishes into nothing. */
static void
test_close_while_loading (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (NULL);
  tw_window_open (window, sample);
  g_assert_true (tw_window_is_loading (window));
  g_assert_cmpstr (tw_window_get_view (window), ==, "loading");
  GtkWidget *weak = GTK_WIDGET (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *)&weak);
  gtk_window_destroy (GTK_WINDOW (window));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (weak != NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (weak);
}

static guint
missing_images (TwWindow *window, const char *file)
{
  TwIssuesPanel *panel = tw_window_get_issues_panel (window);
  guint n = 0;
  for (guint i = 0; i < tw_issues_panel_get_n_issues (panel); i++)
    {
      const TwDiagnostic *d = tw_issues_panel_get_issue (panel, i);
      if (g_strcmp0 (d->rule, "missing-image") == 0
          && (file == NULL || g_str_equal (d->file, file)))
        n++;
    }
  return n;
}

/* The bundled sample has every image its tower names; a project file saved
 * away from them lists one Issues entry per missing image and still opens. */
static void
test_missing_images (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  g_assert_cmpuint (missing_images (window, NULL), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));

  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = sample_project_copy (dir);
  window = editor_test_window (path);
  g_assert_cmpuint (missing_images (window, "project/tilesets/magictower.png"), ==, 1);
  g_assert_cmpuint (missing_images (window, "project/materials/enemys.png"), ==, 1);
  g_assert_cmpuint (missing_images (window, "project/autotiles/autotile.png"), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  editor_test_rmdir (dir);
}

/* A game folder of links to the sample's files, but for one sheet, which
 * is a FIFO: reading it blocks the sprites' worker until the test writes
 * the picture into it. Returns the FIFO's path. */
static char *
sample_with_blocked_sheet (const char *dir, const char *sheet)
{
  g_autofree char *sample = editor_test_sample_path ();
  g_autofree char *from = g_build_filename (sample, "project", NULL);
  g_autofree char *project = g_build_filename (dir, "project", NULL);
  g_autofree char *materials = g_build_filename (project, "materials", NULL);
  g_assert_cmpint (g_mkdir_with_parents (materials, 0755), ==, 0);
  const char *parts[] = { "project", "project/materials" };
  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    {
      g_autofree char *source = g_build_filename (sample, parts[p], NULL);
      g_autoptr (GDir) entries = g_dir_open (source, 0, NULL);
      g_assert_nonnull (entries);
      for (const char *name; (name = g_dir_read_name (entries)) != NULL;)
        {
          if ((p == 0 && g_str_equal (name, "materials")) || (p == 1 && g_str_equal (name, sheet)))
            continue;
          g_autofree char *target = g_build_filename (source, name, NULL);
          g_autofree char *link = g_build_filename (dir, parts[p], name, NULL);
          g_assert_cmpint (symlink (target, link), ==, 0);
        }
    }
  char *fifo = g_build_filename (materials, sheet, NULL);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  return fifo;
}

/* Removes a folder that holds links into the sample without following
 * them (editor_test_rmdir would descend into a linked folder). */
static void
rmdir_links (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  for (const char *name; listing != NULL && (name = g_dir_read_name (listing)) != NULL;)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GStatBuf info;
      if (g_lstat (path, &info) == 0 && S_ISDIR (info.st_mode))
        rmdir_links (path);
      else
        g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Feeds the sample's sheet into the FIFO the worker is (or will be) reading. */
static void
sheet_unblock (const char *fifo, const char *sheet)
{
  g_autofree char *sample = editor_test_sample_path ();
  g_autofree char *path = g_build_filename (sample, "project", "materials", sheet, NULL);
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  int fd = open (fifo, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  for (gsize done = 0; done < length;)
    {
      gssize n = write (fd, contents + done, length - done);
      g_assert_cmpint (n, >, 0);
      done += (gsize)n;
    }
  close (fd);
}

static gboolean
first_frame_drawn (gpointer window)
{
  return tw_window_get_first_frame_time (window) != 0;
}

static gboolean
sprites_ready (gpointer window)
{
  return !tw_window_sprites_pending (window);
}

static gboolean
settled (gpointer window)
{
  return !tw_window_is_settling (window);
}

/* The map as drawn at zoom 1 (the same in every window of one size).
 * settle: once the Issues list (its badges on the map) is filled too. */
static void
render_map (TwWindow *window, gboolean settle, TestImage *out)
{
  if (settle)
    editor_test_wait (settled, window);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  tw_map_canvas_set_zoom (canvas, 1);
  test_settle_widget (GTK_WIDGET (canvas));
  GskRenderer *renderer = test_cairo_renderer_new ();
  test_render_widget (GTK_WIDGET (canvas), renderer, out);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
}

/* Whether (x, y) lies on the cell the pointer is over (outlined, with its
 * 2 px border): the X server is shared with other tests, which move the
 * pointer, so that cell is left out of comparisons. */
static gboolean
on_hovered_cell (TwMapCanvas *canvas, int x, int y)
{
  int hx, hy;
  tw_map_canvas_get_hover (canvas, &hx, &hy);
  if (hx < 0 || hy < 0)
    return FALSE;
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (canvas, hx, hy, &cell);
  graphene_rect_inset (&cell, -2, -2);
  return graphene_rect_contains_point (&cell, &GRAPHENE_POINT_INIT (x + 0.5f, y + 0.5f));
}

static guint
pixels_differing (const TestImage *a, TwMapCanvas *canvas_a, const TestImage *b,
                  TwMapCanvas *canvas_b)
{
  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  guint n = 0;
  for (int y = 0; y < a->height; y++)
    for (int x = 0; x < a->width; x++)
      if (!on_hovered_cell (canvas_a, x, y) && !on_hovered_cell (canvas_b, x, y))
        n += test_image_pixel (a, x, y) != test_image_pixel (b, x, y);
  return n;
}

/* Opening a game folder shows its floor before the sprites are built (the
 * worker waits on a sheet here): glyph placeholders, no palette yet. When
 * the worker reports, the map is drawn exactly as a window that built its
 * sprites at once draws it. */
static void
test_open_sprites_in_background (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *fifo = sample_with_blocked_sheet (dir, "enemys.png");
  TwWindow *window = editor_test_window (NULL);
  tw_window_open (window, dir);
  editor_test_wait (not_loading, window);
  g_assert_nonnull (tw_window_get_document (window));
  g_assert_true (tw_window_sprites_pending (window));
  editor_test_wait (first_frame_drawn, window);
  g_assert_true (tw_window_sprites_pending (window)); /* the worker is still blocked */
  g_assert_cmpstr (tw_window_get_view (window), ==, "editor");
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample0");
  g_assert_true (tw_sprites_is_placeholder (tw_map_canvas_get_sprites (canvas)));
  GtkWidget *palette = GTK_WIDGET (tw_window_get_palette (window));
  g_assert_true (gtk_widget_get_visible (ui_test_need (palette, "palette-loading")));
  /* The placeholders know the tiles: a wall is a wall, an enemy has its id. */
  g_assert_cmpint (tw_sprites_get_kind (tw_map_canvas_get_sprites (canvas), 1), ==,
                   TW_TILE_KIND_WALL);
  TestImage before, after, direct;
  render_map (window, FALSE, &before);
  test_maybe_screenshot (GTK_WIDGET (window), "open-placeholders.png");

  sheet_unblock (fifo, "enemys.png");
  editor_test_wait (sprites_ready, window);
  g_assert_false (tw_sprites_is_placeholder (tw_map_canvas_get_sprites (canvas)));
  g_assert_cmpuint (g_list_model_get_n_items (tw_palette_get_rows (tw_window_get_palette (window))),
                    >, 0);
  g_assert_false (gtk_widget_get_visible (ui_test_need (palette, "palette-loading")));
  render_map (window, TRUE, &after);
  test_maybe_screenshot (GTK_WIDGET (window), "open-sprites-ready.png");

  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *at_once = editor_test_window (sample);
  render_map (at_once, TRUE, &direct);
  TwMapCanvas *direct_canvas = tw_window_get_canvas (at_once);
  g_assert_cmpuint (pixels_differing (&after, canvas, &direct, direct_canvas), ==, 0);
  /* The placeholders were drawn, and drawn otherwise: the comparison can fail. */
  g_assert_cmpuint (pixels_differing (&before, canvas, &after, canvas), >, 1000);

  test_image_clear (&before);
  test_image_clear (&after);
  test_image_clear (&direct);
  gtk_window_destroy (GTK_WINDOW (at_once));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  rmdir_links (dir);
}

int
main (int argc, char **argv)
{
  /* A config folder of this test's own, with the tests' GTK settings: its
   * recent list is asserted, and other test programs running beside it
   * open projects too. */
  g_autofree char *config = g_dir_make_tmp ("tw-files-config-XXXXXX", NULL);
  const char *tests_config = g_getenv ("XDG_CONFIG_HOME");
  g_autofree char *shared
      = g_build_filename (tests_config ? tests_config : "", "gtk-4.0", "settings.ini", NULL);
  g_autofree char *gtk_dir = g_build_filename (config, "gtk-4.0", NULL);
  g_autofree char *settings = g_build_filename (gtk_dir, "settings.ini", NULL);
  g_autofree char *ini = NULL;
  g_mkdir_with_parents (gtk_dir, 0700);
  if (g_file_get_contents (shared, &ini, NULL, NULL))
    g_file_set_contents (settings, ini, -1, NULL);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/editor/files/welcome", test_welcome);
  g_test_add_func ("/ui/editor/files/missing-images", test_missing_images);
  g_test_add_func ("/ui/editor/files/open-error", test_open_error);
  g_test_add_func ("/ui/editor/files/save-and-reopen", test_save_and_reopen);
  g_test_add_func ("/ui/editor/files/save-folder", test_save_folder);
  g_test_add_func ("/ui/editor/files/exports", test_exports);
  g_test_add_func ("/ui/editor/files/close-prompt", test_close_prompt);
  g_test_add_func ("/ui/editor/files/autosave-recovery", test_autosave_recovery);
  g_test_add_func ("/ui/editor/files/autosave-timer", test_autosave_timer);
  g_test_add_func ("/ui/editor/files/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/editor/files/drop-opens", test_drop_opens);
  g_test_add_func ("/ui/editor/files/close-while-loading", test_close_while_loading);
  g_test_add_func ("/ui/editor/files/open-sprites-in-background", test_open_sprites_in_background);
  int status = g_test_run ();
  g_autofree char *remove = g_strdup_printf ("rm -rf '%s'", config);
  g_spawn_command_line_sync (remove, NULL, NULL, NULL, NULL);
  return status;
}
