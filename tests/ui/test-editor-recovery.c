/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Crash recovery is never deleted without asking: an autosave offered in
 * the recovery bar survives closing the window (which asks), edits and undo
 * while the bar shows, and a save of other work; it goes only on Discard or
 * once its content is recovered and saved. */
#include "editor/mota/tw-project-open.h"
#include "tests/ui/editor-test-util.h"

typedef struct
{
  char *dir;
  char *path;     /* a project file */
  char *autosave; /* its autosave */
  int wall;
} Fixture;

static void
paint_corner (TwWindow *window, int tile)
{
  g_assert_true (
      tw_document_set_cell (tw_window_get_document (window), "sample0", 0, 0, tile, NULL));
}

/* A project, and an autosave of it with the corner painted, left behind by
 * a window that went away without closing (as after a crash). */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (sample, &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "sample.twproj", NULL);
  g_assert_true (tw_project_file_save (project, f->path, &error));

  TwWindow *crashed = editor_test_window (f->path);
  f->wall = tw_document_find_tile (tw_window_get_document (crashed), "yellowWall");
  paint_corner (crashed, f->wall);
  g_assert_true (tw_window_autosave_now (crashed, &error));
  g_assert_no_error (error);
  f->autosave = tw_window_get_autosave_path (crashed);
  gtk_window_destroy (GTK_WINDOW (crashed));
  ui_test_flush ();
  g_assert_true (g_file_test (f->autosave, G_FILE_TEST_EXISTS));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_remove (f->autosave);
  editor_test_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->autosave);
}

static TwWindow *
open_with_recovery (Fixture *f)
{
  TwWindow *window = editor_test_window (f->path);
  g_assert_true (tw_window_has_recovery (window));
  return window;
}

static GtkWidget *
weak_watch (TwWindow *window, GtkWidget **weak)
{
  *weak = GTK_WIDGET (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *)weak);
  return *weak;
}

static GtkWindow *
close_and_find_prompt (TwWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  ui_test_flush ();
  GtkWindow *prompt = editor_test_find_toplevel ("recovery-close-prompt");
  g_assert_nonnull (prompt);
  return prompt;
}

/* Closing a clean document with the bar open asks; dismissing the question
 * keeps the window; Keep for Later closes and keeps the autosave, which the
 * next open offers again. */
static void
test_close_asks_and_keeps (Fixture *f, gconstpointer data)
{
  TwWindow *window = open_with_recovery (f);
  GtkWidget *weak = NULL;
  weak_watch (window, &weak);
  g_assert_false (tw_document_get_dirty (tw_window_get_document (window)));

  GtkWindow *prompt = close_and_find_prompt (window);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_DELETE_EVENT);
  ui_test_flush ();
  g_assert_nonnull (weak);
  g_assert_true (g_file_test (f->autosave, G_FILE_TEST_EXISTS));

  prompt = close_and_find_prompt (window);
  gtk_dialog_response (GTK_DIALOG (prompt), 1 /* Keep for Later */);
  ui_test_flush ();
  g_assert_null (weak);
  g_assert_true (g_file_test (f->autosave, G_FILE_TEST_EXISTS));

  window = open_with_recovery (f);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* Discard deletes the autosave and closes. */
static void
test_close_discard (Fixture *f, gconstpointer data)
{
  TwWindow *window = open_with_recovery (f);
  GtkWidget *weak = NULL;
  weak_watch (window, &weak);
  GtkWindow *prompt = close_and_find_prompt (window);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_REJECT);
  ui_test_flush ();
  g_assert_null (weak);
  g_assert_false (g_file_test (f->autosave, G_FILE_TEST_EXISTS));
}

/* Recover loads the changes, then the usual prompt asks to save them. */
static void
test_close_recover (Fixture *f, gconstpointer data)
{
  TwWindow *window = open_with_recovery (f);
  GtkWidget *weak = NULL;
  weak_watch (window, &weak);
  GtkWindow *prompt = close_and_find_prompt (window);
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_ACCEPT);
  ui_test_flush ();
  g_assert_nonnull (weak);
  g_assert_cmpint (editor_test_cell (window, "sample0", 0, 0), ==, f->wall);
  GtkWindow *save_prompt = editor_test_find_toplevel ("close-prompt");
  g_assert_nonnull (save_prompt);
  gtk_dialog_response (GTK_DIALOG (save_prompt), GTK_RESPONSE_ACCEPT);
  ui_test_flush ();
  g_assert_null (weak);
  /* Its content is saved: now, and only now, the autosave is gone. */
  g_assert_false (g_file_test (f->autosave, G_FILE_TEST_EXISTS));
  g_autoptr (TwProjectFile) saved = tw_project_file_load (f->path, NULL);
  g_assert_nonnull (saved);
  json_t *map = json_object_get (
      json_object_get (json_object_get (tw_project_file_get_tower (saved), "floors"), "sample0"),
      "map");
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (map, 0), 0)), ==, f->wall);
}

/* One edit and its undo while the bar shows: the autosave ticks leave the
 * offered autosave as it was. */
static void
test_edit_undo_keeps (Fixture *f, gconstpointer data)
{
  g_autofree char *before = NULL;
  g_assert_true (g_file_get_contents (f->autosave, &before, NULL, NULL));
  TwWindow *window = open_with_recovery (f);
  int other = tw_document_find_tile (tw_window_get_document (window), "blueWall");
  g_assert_cmpint (other, >, 0);
  g_object_set (window, "autosave-interval", 1u, NULL);
  paint_corner (window, other);
  editor_test_action (window, "edit.undo");
  g_assert_false (tw_document_get_dirty (tw_window_get_document (window)));
  g_assert_true (tw_window_autosave_now (window, NULL));
  /* And a real tick of the timer. */
  paint_corner (window, other);
  gint64 until = g_get_monotonic_time () + 1500 * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  editor_test_action (window, "edit.undo");
  g_assert_true (tw_window_autosave_now (window, NULL));

  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (f->autosave, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (tw_window_has_recovery (window));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* Saving other work while the bar shows does not take the autosave away. */
static void
test_save_keeps (Fixture *f, gconstpointer data)
{
  TwWindow *window = open_with_recovery (f);
  int other = tw_document_find_tile (tw_window_get_document (window), "blueWall");
  TwDocument *doc = tw_window_get_document (window);
  g_assert_true (tw_document_set_cell (doc, "sample1", 0, 0, other, NULL));
  editor_test_action (window, "file.save");
  g_assert_false (tw_document_get_dirty (doc));
  g_assert_true (g_file_test (f->autosave, G_FILE_TEST_EXISTS));
  /* Kept for later, it is offered again though the project is newer. */
  GtkWindow *prompt = close_and_find_prompt (window);
  gtk_dialog_response (GTK_DIALOG (prompt), 1 /* Keep for Later */);
  ui_test_flush ();
  window = open_with_recovery (f);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
#define ADD(name, func)                                                                            \
  g_test_add ("/ui/editor/recovery/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("close-asks-and-keeps", test_close_asks_and_keeps);
  ADD ("close-discard", test_close_discard);
  ADD ("close-recover", test_close_recover);
  ADD ("edit-undo-keeps", test_edit_undo_keeps);
  ADD ("save-keeps", test_save_keeps);
#undef ADD
  return g_test_run ();
}
