/* SPDX-License-Identifier: GPL-3.0-or-later */
/* File > Export into mota-js Folder… (ui/tw-export-dialog.c): the folder,
 * "Install the map-turn runtime" ticked for a tower that uses the map-turn
 * system, unticked leaving plugins.js as it is, ticked installing the
 * runtime into project/plugins.js and saying so, and a tower's own
 * map-turn plugin refused with the dialog left open. */
#include <gtk/gtk.h>
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-open.h"
#include "editor/mota/tw-runtime-install.h"
#include "editor/tw-i18n.h"
#include "tests/ui/editor-test-util.h"
#include "ui/tw-window.h"

typedef struct
{
  char *dir;
  char *game;    /* the export's folder: a copy of the sample's data files */
  char *plugins; /* its project/plugins.js */
  char *original;
  TwWindow *window;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = editor_test_tmpdir ();
  f->game = g_build_filename (f->dir, "game", NULL);
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (sample, &error);
  g_assert_no_error (error);
  g_assert_true (tw_mota_export_folder (project, f->game, NULL, &error));
  g_assert_no_error (error);
  /* The export writes no plugins.js: the game's own comes from the sample. */
  g_autofree char *source = g_build_filename (sample, "project", "plugins.js", NULL);
  g_assert_true (g_file_get_contents (source, &f->original, NULL, NULL));
  f->plugins = g_build_filename (f->game, "project", "plugins.js", NULL);
  g_assert_true (g_file_set_contents (f->plugins, f->original, -1, NULL));
  f->window = editor_test_window (sample);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr (GDir) listing = g_dir_open (path, 0, NULL);
      const char *name;
      while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_flush ();
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->game);
  g_free (f->plugins);
  g_free (f->original);
}

/* Opens the dialog with the export's folder typed in. */
static GtkWidget *
open_dialog (Fixture *f)
{
  editor_test_action (f->window, "file.export-folder");
  ui_test_flush ();
  GtkWindow *dialog = editor_test_find_toplevel ("export-dialog");
  g_assert_nonnull (dialog);
  GtkWidget *entry = ui_test_find (GTK_WIDGET (dialog), "export-folder");
  gtk_editable_set_text (GTK_EDITABLE (entry), f->game);
  return GTK_WIDGET (dialog);
}

static GtkCheckButton *
runtime_check (GtkWidget *dialog)
{
  return GTK_CHECK_BUTTON (ui_test_find (dialog, "export-runtime"));
}

static void
press_export (GtkWidget *dialog)
{
  g_signal_emit_by_name (ui_test_find (dialog, "export-ok"), "clicked");
  ui_test_flush ();
}

static char *
read_plugins (Fixture *f)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (f->plugins, &text, NULL, NULL));
  return text;
}

static const char *
status_text (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_find (GTK_WIDGET (f->window), "status-label")));
}

/* Waits (5 s at most) until the status line holds @part: the line is
 * set after the export's files are written, a frame or more later on a
 * loaded machine. */
static const char *
wait_for_status (Fixture *f, const char *part)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (!strstr (status_text (f), part) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return status_text (f);
}

/* The sample has enemies with a timeCost: the box starts ticked, with its
 * tooltip. Unticked, the export leaves plugins.js alone; ticked again, the
 * runtime is installed, and the status line says which version. */
static void
test_toggle (Fixture *f, gconstpointer data)
{
  GtkWidget *dialog = open_dialog (f);
  GtkCheckButton *check = runtime_check (dialog);
  g_assert_true (gtk_check_button_get_active (check));
  test_maybe_screenshot (dialog, "export-dialog.png");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (check)), "plugins.js"));
  gtk_check_button_set_active (check, FALSE);
  press_export (dialog);
  g_assert_null (editor_test_find_toplevel ("export-dialog"));
  g_autofree char *unticked = read_plugins (f);
  g_assert_cmpstr (unticked, ==, f->original);
  g_assert_false (tw_runtime_is_installed (f->game, NULL));

  dialog = open_dialog (f);
  check = runtime_check (dialog);
  gtk_check_button_set_active (check, FALSE);
  gtk_check_button_set_active (check, TRUE);
  press_export (dialog);
  g_assert_null (editor_test_find_toplevel ("export-dialog"));
  g_autofree char *ticked = read_plugins (f);
  g_assert_nonnull (strstr (ticked, "\"mapTurn\": function () {\n"));
  guint version = 0;
  g_assert_true (tw_runtime_is_installed (f->game, &version));
  g_autofree char *line = g_strdup_printf ("map-turn runtime: installed version %u", version);
  g_assert_nonnull (strstr (wait_for_status (f, line), line));
  g_assert_true (g_str_has_prefix (status_text (f), "Exported: "));

  /* Once more: up to date, the file as it was. */
  dialog = open_dialog (f);
  g_assert_true (gtk_check_button_get_active (runtime_check (dialog)));
  press_export (dialog);
  g_autofree char *again = read_plugins (f);
  g_assert_cmpstr (again, ==, ticked);
  g_assert_nonnull (strstr (wait_for_status (f, "is up to date"), "is up to date"));
}

/* A plugins.js with a map-turn plugin of its own: an error dialog, the
 * export dialog still open, the file as it was. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  static const char own[] = "var plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1 = \n{\n"
                            "    \"mapTurn\": function () {\n\tthis.tick = 0;\n}\n}";
  g_assert_true (g_file_set_contents (f->plugins, own, -1, NULL));
  GtkWidget *dialog = open_dialog (f);
  gtk_check_button_set_active (runtime_check (dialog), TRUE);
  press_export (dialog);
  GtkWindow *error = editor_test_find_toplevel ("error-dialog");
  g_assert_nonnull (error);
  g_assert_nonnull (editor_test_find_toplevel ("export-dialog"));
  g_autofree char *after = read_plugins (f);
  g_assert_cmpstr (after, ==, own);
  gtk_window_destroy (error);
  g_signal_emit_by_name (ui_test_find (dialog, "export-cancel"), "clicked");
  ui_test_flush ();
  g_assert_null (editor_test_find_toplevel ("export-dialog"));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/ui/editor/export-dialog/toggle", Fixture, NULL, fixture_set_up, test_toggle,
              fixture_tear_down);
  g_test_add ("/ui/editor/export-dialog/refused", Fixture, NULL, fixture_set_up, test_refused,
              fixture_tear_down);
  return g_test_run ();
}
