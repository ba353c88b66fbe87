/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game folder changed on disk by another program while the window has it
 * open: the test is that other program, writing files while the window
 * runs; the window's monitor notices, its bar appears, Reload and Overwrite
 * do what they say, and a save never silently reverts the other change. */
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-open.h"
#include "tests/ui/editor-test-util.h"

#define BAT_LINE_START "\t\"bat\": {\"name\":\"小蝙蝠\",\"hp\":"

typedef struct
{
  char *dir;    /* the game folder */
  char *enemys; /* its project/enemys.js */
  char *floor;  /* its project/floors/sample0.js */
  TwWindow *window;
} Fixture;

/* A fresh copy of the sample as a game folder, open in a window. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) original = tw_project_open (sample, &error);
  g_assert_no_error (error);
  g_assert_true (tw_mota_export_folder (original, f->dir, NULL, &error));
  g_assert_no_error (error);
  f->enemys = g_build_filename (f->dir, "project", "enemys.js", NULL);
  f->floor = g_build_filename (f->dir, "project", "floors", "sample0.js", NULL);
  f->window = editor_test_window (f->dir);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_flush ();
  editor_test_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->enemys);
  g_free (f->floor);
}

static char *
read_text (const char *path)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The other program sets the bat's hp in enemys.js. in_place: rewrites the
 * file where it is (as a plain `>` would), else writes a new file and
 * renames it over (as most editors save). */
static void
other_program_sets_bat_hp (Fixture *f, int hp, gboolean in_place)
{
  g_autofree char *text = read_text (f->enemys);
  char *bat = strstr (text, BAT_LINE_START);
  g_assert_nonnull (bat);
  char *after = strchr (bat + strlen (BAT_LINE_START), ',');
  g_autoptr (GString) edited = g_string_new_len (text, bat - text);
  g_string_append_printf (edited, BAT_LINE_START "%d%s", hp, after);
  if (in_place)
    {
      FILE *out = fopen (f->enemys, "w");
      g_assert_nonnull (out);
      fputs (edited->str, out);
      fclose (out);
    }
  else
    g_assert_true (g_file_set_contents (f->enemys, edited->str, -1, NULL));
}

static json_int_t
document_bat_hp (Fixture *f)
{
  TwDocument *doc = tw_window_get_document (f->window);
  return json_integer_value (tw_document_get_enemy_field (doc, "bat", "hp"));
}

static GtkInfoBar *
disk_bar (Fixture *f)
{
  return GTK_INFO_BAR (ui_test_find (GTK_WIDGET (f->window), "disk-bar"));
}

static gboolean
bar_shown (gpointer data)
{
  return gtk_info_bar_get_revealed (disk_bar (data));
}

static void
wait_for_bar (Fixture *f)
{
  editor_test_wait (bar_shown, f);
}

static void
click (Fixture *f, const char *name)
{
  GtkWidget *button = ui_test_find (GTK_WIDGET (f->window), name);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ui_test_flush ();
}

/* Runs the main loop for ms milliseconds: events the monitor may send. */
static void
run_for (int ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

static void
paint_corner (Fixture *f, int tile)
{
  TwDocument *doc = tw_window_get_document (f->window);
  g_assert_true (tw_document_set_cell (doc, "sample0", 0, 0, tile, NULL));
}

static int
yellow_wall (Fixture *f)
{
  return tw_document_find_tile (tw_window_get_document (f->window), "yellowWall");
}

/* The case: another program changes enemys.js, the designer paints
 * one cell and saves. The bar names the file; Reload takes the new enemies
 * and keeps the painted cell; the save writes the floor and leaves
 * enemys.js as the other program wrote it. */
static void
test_reload_keeps_other_edits (Fixture *f, gconstpointer data)
{
  TwDocument *doc = tw_window_get_document (f->window);
  g_assert_false (bar_shown (f));
  paint_corner (f, yellow_wall (f));
  other_program_sets_bat_hp (f, 4321, FALSE);
  wait_for_bar (f);
  GtkLabel *label = GTK_LABEL (ui_test_find (GTK_WIDGET (f->window), "disk-bar-label"));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), "enemys.js changed on disk."));

  click (f, "disk-reload-button");
  g_assert_false (bar_shown (f));
  g_assert_null (editor_test_find_toplevel ("disk-reload-dialog"));
  g_assert_cmpint (document_bat_hp (f), ==, 4321);
  g_assert_cmpint (editor_test_cell (f->window, "sample0", 0, 0), ==, yellow_wall (f));
  g_assert_true (tw_document_get_dirty (doc));

  g_autofree char *theirs = read_text (f->enemys);
  editor_test_action (f->window, "file.save");
  g_assert_false (tw_document_get_dirty (doc));
  g_autofree char *enemys_after = read_text (f->enemys);
  g_assert_cmpstr (enemys_after, ==, theirs);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) reread = tw_mota_import (f->dir, &error);
  g_assert_no_error (error);
  g_assert_true (json_equal (tw_project_file_get_tower (reread), tw_document_get_tower (doc)));
  /* The window's own save is not "a change on disk". */
  run_for (1500);
  g_assert_false (bar_shown (f));
}

/* A clean document that reloads a changed file stays clean; the reload is
 * one undo step. A file written in place is noticed as well as a rename. */
static void
test_reload_clean_document (Fixture *f, gconstpointer data)
{
  TwDocument *doc = tw_window_get_document (f->window);
  other_program_sets_bat_hp (f, 77, TRUE);
  wait_for_bar (f);
  click (f, "disk-reload-button");
  g_assert_cmpint (document_bat_hp (f), ==, 77);
  g_assert_false (tw_document_get_dirty (doc));
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Reload from Disk");
}

/* Overwrite keeps the document's version: the next save writes it over the
 * other program's, knowingly. */
static void
test_overwrite (Fixture *f, gconstpointer data)
{
  TwDocument *doc = tw_window_get_document (f->window);
  json_t *hp = json_integer (555);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  other_program_sets_bat_hp (f, 4321, FALSE);
  wait_for_bar (f);
  click (f, "disk-overwrite-button");
  g_assert_false (bar_shown (f));
  g_assert_cmpint (document_bat_hp (f), ==, 555);
  editor_test_action (f->window, "file.save");
  g_assert_null (editor_test_find_toplevel ("disk-save-dialog"));
  g_assert_false (tw_document_get_dirty (doc));
  g_autofree char *written = read_text (f->enemys);
  g_assert_nonnull (strstr (written, BAT_LINE_START "555,"));
}

/* Reload of a file the user edited too asks: Take Theirs replaces the edits
 * (undo brings them back); Keep Mine writes them on the next save. */
static void
test_reload_asks_about_edited_file (Fixture *f, gconstpointer data)
{
  TwDocument *doc = tw_window_get_document (f->window);
  json_t *hp = json_integer (555);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  other_program_sets_bat_hp (f, 4321, FALSE);
  wait_for_bar (f);

  click (f, "disk-reload-button");
  GtkWindow *dialog = editor_test_find_toplevel ("disk-reload-dialog");
  g_assert_nonnull (dialog);
  g_assert_cmpint (document_bat_hp (f), ==, 555); /* nothing changes before the answer */
  gtk_dialog_response (GTK_DIALOG (dialog), 4 /* Take Theirs */);
  ui_test_flush ();
  g_assert_cmpint (document_bat_hp (f), ==, 4321);
  g_assert_false (bar_shown (f));
  editor_test_action (f->window, "edit.undo");
  g_assert_cmpint (document_bat_hp (f), ==, 555);

  /* Again, keeping mine this time: the save writes 555 without asking. */
  other_program_sets_bat_hp (f, 999, FALSE);
  wait_for_bar (f);
  click (f, "disk-reload-button");
  dialog = editor_test_find_toplevel ("disk-reload-dialog");
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), 3 /* Keep Mine */);
  ui_test_flush ();
  g_assert_false (bar_shown (f));
  editor_test_action (f->window, "file.save");
  g_assert_null (editor_test_find_toplevel ("disk-save-dialog"));
  g_autofree char *written = read_text (f->enemys);
  g_assert_nonnull (strstr (written, BAT_LINE_START "555,"));
}

/* A save that meets a changed file before the monitor reported it writes
 * nothing and asks; Overwrite then saves. */
static void
test_save_asks (Fixture *f, gconstpointer data)
{
  TwDocument *doc = tw_window_get_document (f->window);
  g_autofree char *floor_before = read_text (f->floor);
  json_t *hp = json_integer (555);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  paint_corner (f, yellow_wall (f));
  other_program_sets_bat_hp (f, 4321, FALSE);
  g_autofree char *theirs = read_text (f->enemys);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "file.save", NULL));
  GtkWindow *dialog = editor_test_find_toplevel ("disk-save-dialog");
  g_assert_nonnull (dialog);
  g_assert_null (editor_test_find_toplevel ("error-dialog"));
  g_autofree char *text = NULL;
  g_object_get (dialog, "text", &text, NULL);
  g_assert_true (g_str_has_prefix (text, "enemys.js changed on disk"));
  g_assert_true (bar_shown (f));
  g_autofree char *enemys_now = read_text (f->enemys);
  g_autofree char *floor_now = read_text (f->floor);
  g_assert_cmpstr (enemys_now, ==, theirs);
  g_assert_cmpstr (floor_now, ==, floor_before);
  g_assert_true (tw_document_get_dirty (doc));

  gtk_dialog_response (GTK_DIALOG (dialog), 2 /* Overwrite */);
  ui_test_flush ();
  g_assert_false (tw_document_get_dirty (doc));
  g_assert_false (bar_shown (f));
  g_autofree char *written = read_text (f->enemys);
  g_assert_nonnull (strstr (written, BAT_LINE_START "555,"));
  g_autofree char *floor_written = read_text (f->floor);
  g_assert_cmpstr (floor_written, !=, floor_before);
}

/* Cancel in that dialog saves nothing and changes nothing. */
static void
test_save_cancelled (Fixture *f, gconstpointer data)
{
  TwDocument *doc = tw_window_get_document (f->window);
  paint_corner (f, yellow_wall (f));
  json_t *hp = json_integer (555);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  other_program_sets_bat_hp (f, 4321, TRUE);
  g_autofree char *theirs = read_text (f->enemys);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "file.save", NULL));
  GtkWindow *dialog = editor_test_find_toplevel ("disk-save-dialog");
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_flush ();
  g_autofree char *after = read_text (f->enemys);
  g_assert_cmpstr (after, ==, theirs);
  g_assert_true (tw_document_get_dirty (doc));
  g_assert_cmpint (document_bat_hp (f), ==, 555);
}

/* After Save As the window edits a project file: the folder is no longer
 * its file, and changes there show no bar. */
static void
test_save_as_stops_watching (Fixture *f, gconstpointer data)
{
  g_autofree char *project = g_build_filename (f->dir, "tower.twproj", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_save_to (f->window, project, &error));
  g_assert_no_error (error);
  other_program_sets_bat_hp (f, 4321, FALSE);
  run_for (1500);
  g_assert_false (bar_shown (f));
  g_assert_cmpint (document_bat_hp (f), ==, 100);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
#define ADD(name, func)                                                                            \
  g_test_add ("/ui/disk-watch/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("reload-keeps-other-edits", test_reload_keeps_other_edits);
  ADD ("reload-clean-document", test_reload_clean_document);
  ADD ("overwrite", test_overwrite);
  ADD ("reload-asks-about-edited-file", test_reload_asks_about_edited_file);
  ADD ("save-asks", test_save_asks);
  ADD ("save-cancelled", test_save_cancelled);
  ADD ("save-as-stops-watching", test_save_as_stops_watching);
#undef ADD
  return g_test_run ();
}
