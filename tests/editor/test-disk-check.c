/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The disk check: a game folder's file changed by another tool since the
 * project read it is never overwritten by an export; what was read and
 * written is recorded per folder; version 1 project files are upgraded;
 * `export --force` overwrites knowingly. */
#include <glib.h>
#include <jansson.h>
#include <string.h>

#include "editor/mota/tw-disk-check.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"
#include "tw-test-util.h"

typedef struct
{
  char *tmp;
  char *game;    /* tmp/game: a copy of the sample tower */
  char *project; /* tmp/game/project */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  f->tmp = tw_test_make_tmp_dir ();
  f->game = g_build_filename (f->tmp, "game", NULL);
  f->project = g_build_filename (f->game, "project", NULL);
  tw_test_copy_tree (source, f->game);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tw_test_remove_tree (f->tmp);
  g_free (f->tmp);
  g_free (f->game);
  g_free (f->project);
}

static TwProjectFile *
import_ok (const char *dir)
{
  g_autoptr (GError) error = NULL;
  TwProjectFile *project = tw_mota_import (dir, &error);
  g_assert_no_error (error);
  return project;
}

static char *
file_in (Fixture *f, const char *relative)
{
  return g_build_filename (f->project, relative, NULL);
}

/* Another tool saves enemys.js: one enemy's hp in the text changes. */
static void
other_tool_edits_enemys (Fixture *f)
{
  g_autofree char *path = file_in (f, "enemys.js");
  g_autofree char *text = tw_test_read (path);
  char *hp = strstr (text, "\"hp\":");
  g_assert_nonnull (hp);
  g_autoptr (GString) edited = g_string_new_len (text, hp - text);
  g_string_append (edited, "\"hp\":4321,\"was\":");
  g_string_append (edited, hp + strlen ("\"hp\":"));
  g_assert_true (g_file_set_contents (path, edited->str, -1, NULL));
}

static void
set_bat_hp (TwProjectFile *project, json_int_t hp)
{
  json_t *enemys = json_object_get (tw_project_file_get_tower (project), "enemys");
  json_object_set_new (json_object_get (enemys, "bat"), "hp", json_integer (hp));
}

static void
set_cell (TwProjectFile *project, const char *floor_id, int tile)
{
  json_t *floors = json_object_get (tw_project_file_get_tower (project), "floors");
  json_t *row = json_array_get (json_object_get (json_object_get (floors, floor_id), "map"), 0);
  json_array_set_new (row, 0, json_integer (tile));
}

/* Import records the SHA-256 and size of every file it read, under the folder. */
static void
test_import_records (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *disk = json_object_get (tw_project_file_get_mota (project), "disk");
  g_autofree char *key = tw_disk_check_folder_key (f->project);
  json_t *files = json_object_get (disk, key);
  g_assert_true (json_is_object (files));
  g_assert_cmpuint (json_object_size (files), ==, 10);

  g_autofree char *path = file_in (f, "floors/sample1.js");
  gsize length = 0;
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  g_autofree char *sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (guchar *)text, length);
  json_t *record = json_object_get (files, "floors/sample1.js");
  g_assert_cmpstr (json_string_value (json_object_get (record, "sha256")), ==, sum);
  g_assert_cmpint (json_integer_value (json_object_get (record, "size")), ==, (json_int_t)length);

  for (const char *const *r
       = (const char *const[]){ "data.js", "enemys.js", "floors/MT0.js", NULL };
       *r != NULL; r++)
    {
      g_assert_true (tw_disk_check_has_record (project, f->project, *r));
      g_assert_false (tw_disk_check_is_changed (project, f->project, *r));
    }
  g_auto (GStrv) changed = tw_disk_check_list_changed (project, f->project);
  g_assert_cmpuint (g_strv_length (changed), ==, 0);
}

/* A file another tool changed is not overwritten; nothing else is written
 * either (all or none); the error names the file. */
static void
test_changed_file_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  other_tool_edits_enemys (f);
  g_autofree char *enemys = file_in (f, "enemys.js");
  g_autofree char *floor = file_in (f, "floors/sample0.js");
  g_autofree char *theirs = tw_test_read (enemys);
  g_autofree char *floor_before = tw_test_read (floor);

  g_auto (GStrv) changed = tw_disk_check_list_changed (project, f->project);
  g_assert_cmpuint (g_strv_length (changed), ==, 1);
  g_assert_cmpstr (changed[0], ==, "enemys.js");

  set_bat_hp (project, 99);
  set_cell (project, "sample0", 1);
  g_autoptr (GError) error = NULL;
  TwMotaExportStats stats = { 0, 0 };
  g_assert_false (tw_mota_export_folder (project, f->game, &stats, &error));
  g_assert_error (error, TW_DISK_CHECK_ERROR, TW_DISK_CHECK_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, enemys));
  g_assert_nonnull (strstr (error->message, "changed on disk"));
  g_assert_null (strstr (error->message, "sample0.js"));
  g_autofree char *enemys_after = tw_test_read (enemys);
  g_autofree char *floor_after = tw_test_read (floor);
  g_assert_cmpstr (enemys_after, ==, theirs);
  g_assert_cmpstr (floor_after, ==, floor_before);
}

/* The user has no edits in the changed file, but the document still holds
 * the old version of it: writing that would undo their change, so it is
 * refused too (the app offers Reload for this). */
static void
test_stale_untouched_file_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  other_tool_edits_enemys (f);
  g_autofree char *enemys = file_in (f, "enemys.js");
  g_autofree char *theirs = tw_test_read (enemys);
  g_assert_false (tw_mota_export_has_edits (project, f->project, "enemys.js"));

  set_cell (project, "sample0", 1);
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_mota_export_folder (project, f->game, NULL, &error));
  g_assert_error (error, TW_DISK_CHECK_ERROR, TW_DISK_CHECK_ERROR_CHANGED);
  g_autofree char *enemys_after = tw_test_read (enemys);
  g_assert_cmpstr (enemys_after, ==, theirs);
}

/* Accepting the disk's version (the user chose to overwrite) lets the
 * export write; afterwards the folder's records are what was written, so a
 * second edit and export need no new confirmation. */
static void
test_accept_then_write (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  other_tool_edits_enemys (f);
  set_bat_hp (project, 99);
  g_assert_true (tw_mota_export_has_edits (project, f->project, "enemys.js"));
  tw_disk_check_accept_disk (project, f->project, "enemys.js");
  g_assert_false (tw_disk_check_is_changed (project, f->project, "enemys.js"));

  g_autoptr (GError) error = NULL;
  TwMotaExportStats stats = { 0, 0 };
  g_assert_true (tw_mota_export_folder (project, f->game, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, 1);
  g_autoptr (TwProjectFile) reread = import_ok (f->game);
  json_t *bat
      = json_object_get (json_object_get (tw_project_file_get_tower (reread), "enemys"), "bat");
  g_assert_cmpint (json_integer_value (json_object_get (bat, "hp")), ==, 99);
  g_assert_false (tw_mota_export_has_edits (project, f->project, "enemys.js"));

  set_bat_hp (project, 98);
  g_assert_true (tw_mota_export_folder (project, f->game, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, 1);
}

/* A file on disk that already holds exactly what would be written is no
 * conflict: nothing would be lost. */
static void
test_same_change_is_no_conflict (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  g_autoptr (TwProjectFile) other = import_ok (f->game);
  set_bat_hp (project, 77);
  set_bat_hp (other, 77);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_mota_export_folder (other, f->game, NULL, &error));
  g_assert_true (tw_disk_check_is_changed (project, f->project, "enemys.js"));
  TwMotaExportStats stats = { 0, 0 };
  g_assert_true (tw_mota_export_folder (project, f->game, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, 0);
  g_assert_false (tw_disk_check_is_changed (project, f->project, "enemys.js"));
}

/* Records are per folder: exporting into another folder checks that
 * folder's own records only, and keeps those of the first. */
static void
test_records_per_folder (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  g_autofree char *copy = g_build_filename (f->tmp, "copy", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_mota_export_folder (project, copy, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *copy_project = g_build_filename (copy, "project", NULL);
  g_assert_true (tw_disk_check_has_record (project, copy_project, "floors/MT0.js"));
  g_assert_true (tw_disk_check_has_record (project, f->project, "floors/MT0.js"));

  other_tool_edits_enemys (f);
  set_bat_hp (project, 55);
  g_assert_true (tw_mota_export_folder (project, copy, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (tw_mota_export_folder (project, f->game, NULL, &error));
  g_assert_error (error, TW_DISK_CHECK_ERROR, TW_DISK_CHECK_ERROR_CHANGED);
}

/* A project file saved and loaded keeps its records, so the CLI's export
 * of a project file checks what import-mota read. */
static void
test_records_survive_save (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  g_autofree char *path = g_build_filename (f->tmp, "p.twproj", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_project_file_save (project, path, &error));
  g_autoptr (TwProjectFile) loaded = tw_project_file_load (path, &error);
  g_assert_no_error (error);
  g_assert_false (tw_disk_check_is_changed (loaded, f->project, "enemys.js"));
  other_tool_edits_enemys (f);
  g_assert_true (tw_disk_check_is_changed (loaded, f->project, "enemys.js"));
}

/* A version 1 project file (no records) is read as version 2 with every
 * other member kept; its exports are not checked. */
static void
test_version_1_migrates (Fixture *f, gconstpointer data)
{
  g_autofree char *v1
      = g_test_build_filename (G_TEST_DIST, "editor", "data", "project-v1.twproj", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_file_load (v1, &error);
  g_assert_no_error (error);
  json_t *root = tw_project_file_get_root (project);
  g_assert_cmpint (json_integer_value (json_object_get (root, "version")), ==, 2);
  json_t *mota = tw_project_file_get_mota (project);
  g_assert_cmpstr (json_string_value (json_object_get (mota, "kept")), ==,
                   "a member Turnwright does not know");
  g_assert_null (json_object_get (mota, "disk"));
  g_autofree char *text = tw_project_file_to_text (project);
  g_assert_true (g_str_has_prefix (text, "{\n  \"format\": \"turnwright-project\",\n"
                                         "  \"version\": 2,\n"));

  g_autofree char *out = g_build_filename (f->tmp, "from-v1", NULL);
  g_assert_true (tw_mota_export_folder (project, out, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *out_project = g_build_filename (out, "project", NULL);
  g_assert_true (tw_disk_check_has_record (project, out_project, "floors/MT0.js"));
}

/* turnwright-cli export: a file changed since import-mota exits 1 naming it
 * and writes nothing; --force writes. */
static void
test_cli_force (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->tmp, "p.twproj", NULL);
  const char *import_args[] = { "import-mota", f->game, "-o", path, NULL };
  g_assert_cmpint (tw_test_run_cli (import_args, NULL, NULL), ==, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_file_load (path, &error);
  g_assert_no_error (error);
  set_bat_hp (project, 99);
  g_assert_true (tw_project_file_save (project, path, &error));
  other_tool_edits_enemys (f);
  g_autofree char *enemys = file_in (f, "enemys.js");
  g_autofree char *theirs = tw_test_read (enemys);

  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *export_args[] = { "export", path, "--mota", f->game, NULL };
  g_assert_cmpint (tw_test_run_cli (export_args, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_autofree char *expected = g_strdup_printf ("%s: error: the file changed on disk", enemys);
  if (strstr (err, expected) == NULL || strstr (err, "--force") == NULL)
    g_error ("stderr '%s' lacks '%s' or --force", err, expected);
  g_autofree char *unchanged = tw_test_read (enemys);
  g_assert_cmpstr (unchanged, ==, theirs);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *force_args[] = { "export", path, "--mota", f->game, "--force", NULL };
  g_assert_cmpint (tw_test_run_cli (force_args, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "1 of 10 files changed\n");
  g_autoptr (TwProjectFile) reread = import_ok (f->game);
  json_t *bat
      = json_object_get (json_object_get (tw_project_file_get_tower (reread), "enemys"), "bat");
  g_assert_cmpint (json_integer_value (json_object_get (bat, "hp")), ==, 99);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func)                                                                            \
  g_test_add ("/editor/disk-check/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("import-records", test_import_records);
  ADD ("changed-file-refused", test_changed_file_refused);
  ADD ("stale-untouched-file-refused", test_stale_untouched_file_refused);
  ADD ("accept-then-write", test_accept_then_write);
  ADD ("same-change-no-conflict", test_same_change_is_no_conflict);
  ADD ("records-per-folder", test_records_per_folder);
  ADD ("records-survive-save", test_records_survive_save);
  ADD ("version-1-migrates", test_version_1_migrates);
  ADD ("cli-force", test_cli_force);
#undef ADD
  return g_test_run ();
}
