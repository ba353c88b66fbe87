/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-safe-files.c: folder writes that survive a kill, in folders with and
 * without hard links (docs/saving.md).
 *
 * A generated tower is exported over another one by turnwright-cli, killed
 * (SIGKILL, through the TW_TEST_KILL_AT_* hooks) at every rename of the batch
 * and after every temporary file; after the next CLI run the folder must be
 * wholly the old tower or wholly the new one, with no file of ours left over.
 */
#define _GNU_SOURCE /* symlink under -std=c17 */
#include <glib.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"
#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-feed.h"
#include "editor/sim/tw-timeline-model.h"
#include "editor/tw-validate.h"
#include "editor/mota/tw-journal.h"
#include "editor/mota/tw-json-patch.h"
#include "editor/mota/tw-json-error.h"
#include "tw-test-util.h"
#include "tw-tower-gen.h"

typedef struct
{
  char *tmp;
  char *old_game; /* the tower on disk before the export */
  char *new_game; /* the tower exported over it */
  char *expected; /* old_game after an export that was not interrupted */
  guint n_files;  /* how many files that export changes */
} Fixture;

/* Runs turnwright-cli, its output kept out of the TAP stream; returns its status. */
static int
run_cli_quiet (const char *const *args)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  return tw_test_run_cli (args, &out, &err);
}

/* Runs turnwright-cli with one extra environment variable (NULL for none);
 * returns its exit status, or 128 + the signal that killed it. */
static int
run_cli_env (const char *const *args, const char *name, const char *value, char **out)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer)g_getenv ("TW_CLI"));
  for (gsize i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  g_auto (GStrv) env = g_get_environ ();
  if (name != NULL)
    env = g_environ_setenv (env, name, value, TRUE);

  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_spawn_sync (NULL, (char **)argv->pdata, env, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, out, NULL,
                &wait_status, &error);
  g_assert_no_error (error);
  if (WIFSIGNALED (wait_status))
    return 128 + WTERMSIG (wait_status);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static int
export_over (Fixture *f, const char *game, const char *name, const char *value)
{
  const char *args[] = { "export", f->new_game, "--mota", game, NULL };
  g_autofree char *out = NULL;
  return run_cli_env (args, name, value, &out);
}

/* The old tower has n_floors, the new one n_new_floors (more floors: data.js
 * and a new floor file are in the batch too). */
static void
fixture_set_up_grown (Fixture *f, guint n_floors, guint n_new_floors)
{
  f->tmp = tw_test_make_tmp_dir ();
  f->old_game = g_build_filename (f->tmp, "old", NULL);
  f->new_game = g_build_filename (f->tmp, "new", NULL);
  f->expected = g_build_filename (f->tmp, "expected", NULL);
  tw_tower_gen_write (f->old_game, n_floors, 40, 1);
  tw_tower_gen_write (f->new_game, n_new_floors, 40, 2);
  tw_test_copy_tree (f->old_game, f->expected);

  const char *args[] = { "export", f->new_game, "--mota", f->expected, NULL };
  g_autofree char *out = NULL;
  g_assert_cmpint (run_cli_env (args, NULL, NULL, &out), ==, 0);
  g_assert_cmpint (sscanf (out, "%u of", &f->n_files), ==, 1);
}

static void
fixture_set_up (Fixture *f, guint n_floors)
{
  fixture_set_up_grown (f, n_floors, n_floors);
}

static void
fixture_tear_down (Fixture *f)
{
  tw_test_remove_tree (f->tmp);
  g_free (f->tmp);
  g_free (f->old_game);
  g_free (f->new_game);
  g_free (f->expected);
}

/* Every file under dir, by relative path, with its bytes. */
static void
collect_tree (GHashTable *files, const char *root, const char *relative)
{
  g_autofree char *dir_path = g_build_filename (root, relative, NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_assert_nonnull (dir);
  const char *name;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child
          = relative[0] != '\0' ? g_build_filename (relative, name, NULL) : g_strdup (name);
      g_autofree char *path = g_build_filename (root, child, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_tree (files, root, child);
      else
        g_hash_table_insert (files, g_strdup (child), tw_test_read (path));
    }
}

static GHashTable *
read_tree (const char *root)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  collect_tree (files, root, "");
  return files;
}

static gboolean
trees_equal (GHashTable *a, GHashTable *b)
{
  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b, key)) != 0)
      return FALSE;
  return TRUE;
}

/* After a kill and one more CLI run, the game is wholly old or wholly new, and
 * holds no temporary file, backup or journal (they would ship with the game). */
static void
assert_wholly_old_or_new (Fixture *f, const char *game, const char *what)
{
  const char *validate[] = { "validate", game, NULL };
  g_autofree char *out = NULL;
  run_cli_env (validate, NULL, NULL, &out); /* recovery runs first; findings do not matter */

  g_autoptr (GHashTable) now = read_tree (game);
  g_autoptr (GHashTable) old = read_tree (f->old_game);
  g_autoptr (GHashTable) expected = read_tree (f->expected);
  if (!trees_equal (now, old) && !trees_equal (now, expected))
    g_error ("%s: the game is neither the old tower nor the new one", what);
}

/* Kills the export before its 1st, 2nd, ... rename until one run is not
 * killed (it had fewer renames); each time the next CLI run must leave the new
 * tower: the commit point is before the first rename. */
static void
kill_at_every_step (Fixture *f, const char *extra_name, const char *extra_value)
{
  g_autofree char *game = g_build_filename (f->tmp, "game", NULL);
  /* With rename-based backups every old file takes one more rename. */
  guint most_renames = extra_name != NULL ? 2 * f->n_files : f->n_files;
  guint n = 1;
  for (;; n++)
    {
      g_assert_cmpuint (n, <=, most_renames + 1);
      tw_test_copy_tree (f->old_game, game);
      if (extra_name != NULL)
        g_setenv (extra_name, extra_value, TRUE);
      g_autofree char *at = g_strdup_printf ("%u", n);
      int status = export_over (f, game, "TW_TEST_KILL_AT_RENAME", at);
      if (extra_name != NULL)
        g_unsetenv (extra_name);
      g_assert_true (status == 0 || status == 128 + SIGKILL);
      g_autofree char *what = g_strdup_printf ("killed at rename %u", n);
      assert_wholly_old_or_new (f, game, what);
      g_autoptr (GHashTable) now = read_tree (game);
      g_autoptr (GHashTable) expected = read_tree (f->expected);
      g_assert_true (trees_equal (now, expected));
      tw_test_remove_tree (game);
      if (status == 0)
        break;
    }
  /* Every rename was a kill point: one a file, two with rename-based backups. */
  g_assert_cmpuint (n - 1, >=, f->n_files);
}

static void
test_kill_at_every_rename (void)
{
  Fixture f;
  fixture_set_up (&f, 19);
  g_assert_cmpuint (f.n_files, ==, 20); /* enemys.js and 19 floors */
  kill_at_every_step (&f, NULL, NULL);
  fixture_tear_down (&f);
}

static void
test_kill_at_every_rename_without_hard_links (void)
{
  Fixture f;
  fixture_set_up_grown (&f, 19, 20); /* data.js changes too: a game folder briefly without it */
  kill_at_every_step (&f, "TW_TEST_NO_HARD_LINKS", "1");
  fixture_tear_down (&f);
}

/* Before the commit point the batch is always rolled back. */
static void
test_kill_at_every_temporary_file (void)
{
  Fixture f;
  fixture_set_up (&f, 19);
  g_autofree char *game = g_build_filename (f.tmp, "game", NULL);
  g_autoptr (GHashTable) old = read_tree (f.old_game);
  for (guint n = 1; n <= f.n_files; n++)
    {
      tw_test_copy_tree (f.old_game, game);
      g_autofree char *at = g_strdup_printf ("%u", n);
      g_assert_cmpint (export_over (&f, game, "TW_TEST_KILL_AT_STAGE", at), ==, 128 + SIGKILL);
      assert_wholly_old_or_new (&f, game, "killed while staging");
      g_autoptr (GHashTable) now = read_tree (game);
      g_assert_true (trees_equal (now, old));
      tw_test_remove_tree (game);
    }
  fixture_tear_down (&f);
}

/* Every temporary file written and synced (the batch's own files fsync'd together), the
 * commit line not yet: still rolled back, with and without hard links (the
 * backups are hard links made before the sync). */
static void
test_kill_after_sync (void)
{
  Fixture f;
  fixture_set_up (&f, 19);
  g_autofree char *game = g_build_filename (f.tmp, "game", NULL);
  g_autoptr (GHashTable) old = read_tree (f.old_game);
  for (guint no_links = 0; no_links <= 1; no_links++)
    {
      tw_test_copy_tree (f.old_game, game);
      if (no_links)
        g_setenv ("TW_TEST_NO_HARD_LINKS", "1", TRUE);
      int status = export_over (&f, game, "TW_TEST_KILL_AT_SYNC", "1");
      g_unsetenv ("TW_TEST_NO_HARD_LINKS");
      g_assert_cmpint (status, ==, 128 + SIGKILL);
      /* Killed: the new bytes are there beside the old files, not in place. */
      g_autoptr (GHashTable) before = read_tree (game);
      g_assert_false (trees_equal (before, old));
      assert_wholly_old_or_new (&f, game, "killed after the sync");
      g_autoptr (GHashTable) now = read_tree (game);
      g_assert_true (trees_equal (now, old));
      tw_test_remove_tree (game);
    }
  fixture_tear_down (&f);
}

/* The 200-floor version (slow: run with -m slow). */
static void
test_kill_200_floors (void)
{
  Fixture f;
  fixture_set_up (&f, 200);
  g_autofree char *game = g_build_filename (f.tmp, "game", NULL);
  guint points[] = { 1, 2, 50, 100, 150, 200, f.n_files };
  for (gsize i = 0; i < G_N_ELEMENTS (points); i++)
    {
      tw_test_copy_tree (f.old_game, game);
      g_autofree char *at = g_strdup_printf ("%u", points[i]);
      g_assert_cmpint (export_over (&f, game, "TW_TEST_KILL_AT_RENAME", at), ==, 128 + SIGKILL);
      assert_wholly_old_or_new (&f, game, at);
      tw_test_remove_tree (game);
    }
  fixture_tear_down (&f);
}

/* Without hard links (FAT), a second export into the same folder works. */
static void
test_export_without_hard_links (void)
{
  Fixture f;
  fixture_set_up (&f, 3);
  g_autofree char *game = g_build_filename (f.tmp, "game", NULL);
  tw_test_copy_tree (f.old_game, game);
  g_assert_cmpint (export_over (&f, game, "TW_TEST_NO_HARD_LINKS", "1"), ==, 0);
  g_autoptr (GHashTable) now = read_tree (game);
  g_autoptr (GHashTable) expected = read_tree (f.expected);
  g_assert_true (trees_equal (now, expected));
  fixture_tear_down (&f);
}

/* A failed rename without hard links puts back the files renamed aside. */
static void
test_rollback_without_hard_links (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *one = g_build_filename (tmp, "one", NULL);
  g_autofree char *two = g_build_filename (tmp, "two", NULL);
  g_assert_cmpint (g_mkdir (one, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (two, 0755), ==, 0);
  g_autofree char *a = g_build_filename (one, "a.js", NULL);
  g_autofree char *b = g_build_filename (two, "b.js", NULL);
  g_assert_true (g_file_set_contents (a, "old", -1, NULL));

  g_setenv ("TW_TEST_NO_HARD_LINKS", "1", TRUE);
  g_autoptr (GError) error = NULL;
  TwAtomicBatch *batch = tw_atomic_batch_new_in (tmp);
  g_assert_true (tw_atomic_batch_add (batch, a, "new", 3, &error));
  g_assert_true (tw_atomic_batch_add (batch, b, "new", 3, &error));
  tw_test_remove_tree (two); /* the second rename must fail */
  g_assert_false (tw_atomic_batch_commit (batch, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_IO);
  tw_atomic_batch_free (batch);
  g_unsetenv ("TW_TEST_NO_HARD_LINKS");

  g_autofree char *content = tw_test_read (a);
  g_assert_cmpstr (content, ==, "old");
  g_autoptr (GDir) dir = g_dir_open (one, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (dir), ==, "a.js");
  g_assert_null (g_dir_read_name (dir));
  g_autofree char *journal = g_build_filename (tmp, TW_JOURNAL_NAME, NULL);
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
  tw_test_remove_tree (tmp);
}

/* A journal another running batch holds is left alone, and a second batch
 * into the folder is refused rather than mixed with it. */
static void
test_busy_journal (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *a = g_build_filename (tmp, "a.js", NULL);
  g_autofree char *b = g_build_filename (tmp, "b.js", NULL);
  g_autoptr (TwAtomicBatch) first = tw_atomic_batch_new_in (tmp);
  g_assert_true (tw_atomic_batch_add (first, a, "one", 3, NULL));

  TwJournalOutcome outcome;
  g_assert_true (tw_journal_recover (tmp, &outcome, NULL));
  g_assert_cmpint (outcome, ==, TW_JOURNAL_BUSY);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwAtomicBatch) second = tw_atomic_batch_new_in (tmp);
  g_assert_false (tw_atomic_batch_add (second, b, "two", 3, &error));
  g_assert_nonnull (strstr (error->message, "another program is saving into this folder"));

  g_assert_true (tw_atomic_batch_commit (first, NULL));
  g_clear_pointer (&first, tw_atomic_batch_free);
  g_autofree char *content = tw_test_read (a);
  g_assert_cmpstr (content, ==, "one");
  g_autoptr (GDir) dir = g_dir_open (tmp, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (dir), ==, "a.js");
  g_assert_null (g_dir_read_name (dir));
  tw_test_remove_tree (tmp);
}

/* ---- inputs are never outputs ---- */

/* Runs the CLI expecting a refusal: exit 1, the message on stderr, and
 * `untouched` still holding `bytes`. */
static void
assert_refused (const char *const *args, const char *untouched, const char *bytes)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 1);
  if (strstr (err, "this output is also an input of the command") == NULL
      && strstr (err, "two outputs of the command are the same file") == NULL)
    g_error ("stderr '%s' does not say why", err);
  g_autofree char *now = tw_test_read (untouched);
  g_assert_cmpstr (now, ==, bytes);
}

static void
test_output_onto_input (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *project = g_build_filename (tmp, "p.twproj", NULL);
  const char *import_args[] = { "import-mota", game, "-o", project, NULL };
  g_assert_cmpint (run_cli_quiet (import_args), ==, 0);
  g_autofree char *project_bytes = tw_test_read (project);
  g_autofree char *enemys = g_build_filename (game, "project", "enemys.js", NULL);
  g_autofree char *enemys_bytes = tw_test_read (enemys);

  const char *export_self[] = { "export", project, "-o", project, NULL };
  assert_refused (export_self, project, project_bytes);
  /* Through a link, or a relative spelling, it is the same file. */
  g_autofree char *link = g_build_filename (tmp, "link.twproj", NULL);
  g_assert_cmpint (symlink (project, link), ==, 0);
  const char *export_link[] = { "export", project, "-o", link, NULL };
  assert_refused (export_link, project, project_bytes);
  g_autofree char *dotted = g_build_filename (tmp, "game", "..", "p.twproj", NULL);
  const char *export_dotted[] = { "export", dotted, "-o", project, NULL };
  assert_refused (export_dotted, project, project_bytes);

  const char *import_onto_data[] = { "import-mota", game, "-o", enemys, NULL };
  assert_refused (import_onto_data, enemys, enemys_bytes);
  const char *export_onto_data[] = { "export", game, "-o", enemys, NULL };
  assert_refused (export_onto_data, enemys, enemys_bytes);

  g_autofree char *script = g_build_filename (tmp, "s.txt", NULL);
  g_assert_true (g_file_set_contents (script, "wait 1\n", -1, NULL));
  const char *trace_onto_script[]
      = { "simulate", project, "--script", script, "--trace", script, NULL };
  assert_refused (trace_onto_script, script, "wait 1\n");
  const char *save_onto_project[]
      = { "simulate", project, "--script", script, "--save", project, NULL };
  assert_refused (save_onto_project, project, project_bytes);
  g_autofree char *state = g_build_filename (tmp, "state.json", NULL);
  const char *save_onto_trace[]
      = { "simulate", project, "--script", script, "--save", state, "--trace", state, NULL };
  assert_refused (save_onto_trace, script, "wait 1\n");
  g_assert_false (g_file_test (state, G_FILE_TEST_EXISTS));
  const char *png_onto_script[]
      = { "timeline", project, "--script", script, "--png", script, NULL };
  assert_refused (png_onto_script, script, "wait 1\n");

  /* Writing beside the inputs is fine. */
  g_autofree char *bundle = g_build_filename (game, "bundle.json", NULL);
  const char *export_beside[] = { "export", game, "-o", bundle, NULL };
  g_assert_cmpint (run_cli_quiet (export_beside), ==, 0);
  tw_test_remove_tree (tmp);
}

/* ---- limits ---- */

/* A game folder whose enemys.js is replaced by `make` (a FIFO, a link to a device). */
static void
assert_data_file_refused (int (*make) (const char *path), const char *needle)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *enemys = g_build_filename (game, "project", "enemys.js", NULL);
  g_assert_cmpint (g_unlink (enemys), ==, 0);
  g_assert_cmpint (make (enemys), ==, 0);

  /* A FIFO blocked `validate` forever; /dev/zero was read until memory ran out. */
  const char *args[] = { "validate", game, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 1);
  if (strstr (err, "enemys.js") == NULL || strstr (err, needle) == NULL)
    g_error ("stderr '%s' does not name the file and '%s'", err, needle);
  tw_test_remove_tree (tmp);
}

static int
make_fifo (const char *path)
{
  return mkfifo (path, 0644);
}

static int
make_zero_link (const char *path)
{
  return symlink ("/dev/zero", path);
}

static void
test_fifo_refused (void)
{
  assert_data_file_refused (make_fifo, "not a regular file (a pipe)");
}

static void
test_device_refused (void)
{
  assert_data_file_refused (make_zero_link, "not a regular file (a device");
}

/* The timeline's trace loader reads only regular files: a FIFO blocked it. */
static void
test_trace_fifo_refused (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *fifo = g_build_filename (tmp, "trace.jsonl", NULL);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_timeline_model_load_jsonl_file (model, fifo, &error));
  g_assert_nonnull (strstr (error->message, "not a regular file (a pipe)"));
  tw_test_remove_tree (tmp);
}

/* A tower with a side x side floor and one enemy that summons itself every tick. */
static json_t *
summoning_tower (int side)
{
  g_autofree char *tower_path
      = g_test_build_filename (G_TEST_DIST, "sim", "summon", "tower.json", NULL);
  json_t *tower = json_load_file (tower_path, 0, NULL);
  g_assert_nonnull (tower);
  json_t *summoner = json_object_get (json_object_get (tower, "enemys"), "summoner");
  json_object_set_new (json_object_get (summoner, "actArgs"), "enemy", json_string ("summoner"));
  json_object_set_new (summoner, "timeCost", json_integer (1));
  json_t *map = json_array ();
  for (int y = 0; y < side; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < side; x++)
        json_array_append_new (row, json_integer (x == side - 1 && y == side - 1 ? 209 : 0));
      json_array_append_new (map, row);
    }
  json_t *floors = json_pack ("{s:{s:o,s:s,s:i}}", "F0", "map", map, "floorId", "F0", "ratio", 1);
  json_object_set_new (tower, "floors", floors);
  return tower;
}

static char *
write_summoning_project (const char *dir, int side)
{
  json_t *project = json_pack ("{s:s,s:i,s:o}", "format", "turnwright-project", "version", 1,
                               "tower", summoning_tower (side));
  char *path = g_strdup_printf ("%s/summon-%d.twproj", dir, side);
  g_assert_cmpint (json_dump_file (project, path, 0), ==, 0);
  json_decref (project);
  return path;
}

/* The app's session stops playing a floor filled past the cap, instead of
 * growing until memory runs out. */
static void
test_session_stops_at_cap (void)
{
  json_t *tower = summoning_tower (120);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  json_decref (tower);
  g_assert_no_error (error);
  g_assert_true (tw_sim_session_wait (session, 400, &error)); /* the floor fills inside it */
  guint last = tw_sim_session_get_last_tick (session);
  g_assert_false (tw_sim_session_wait (session, 1, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "limit: floor F0 holds"));
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);
  /* A wait in slices (the sim bar's long waits) is refused the same way. */
  g_assert_false (tw_sim_session_begin_wait (session, 1000, 10));
  g_assert_false (tw_sim_session_is_waiting (session));
  g_assert_nonnull (strstr (tw_sim_session_get_last_refusal (session), "limit: floor F0 holds"));
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);
}

static guint
count_enemies_in_save (const char *path)
{
  json_t *state = json_load_file (path, 0, NULL);
  g_assert_nonnull (state);
  json_t *blocks
      = json_object_get (json_object_get (json_object_get (state, "floors"), "F0"), "blocks");
  guint n = 0;
  const char *key;
  json_t *value;
  json_object_foreach (blocks, key, value) n += json_integer_value (value) == 209;
  json_decref (state);
  return n;
}

/* Whatever --save writes, --load reads; a floor filled past the cap stops the
 * run with a message instead of a save. */
static void
test_summoning_floor_capped (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *script = g_build_filename (tmp, "s.txt", NULL);
  g_assert_true (g_file_set_contents (script, "wait 400\n", -1, NULL));
  g_autofree char *state = g_build_filename (tmp, "state.json", NULL);
  g_autofree char *again = g_build_filename (tmp, "again.json", NULL);

  /* 900 cells: under the cap, saved and loaded back. */
  g_autofree char *small = write_summoning_project (tmp, 30);
  const char *save_small[] = { "simulate", small, "--script", script, "--save", state, NULL };
  g_assert_cmpint (run_cli_quiet (save_small), ==, 0);
  g_assert_cmpuint (count_enemies_in_save (state), >, 800);
  const char *load_small[]
      = { "simulate", small, "--load", state, "--script", script, "--save", again, NULL };
  g_assert_cmpint (run_cli_quiet (load_small), ==, 0);

  /* 14,400 cells: the run stops at the cap, and nothing unloadable is written. */
  g_autofree char *big = write_summoning_project (tmp, 120);
  g_autofree char *big_state = g_build_filename (tmp, "big.json", NULL);
  const char *save_big[] = { "simulate", big, "--script", script, "--save", big_state, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = tw_test_run_cli (save_big, &out, &err);
  if (status == 0)
    {
      /* An engine that stops summons itself keeps the floor under the cap. */
      g_assert_cmpuint (count_enemies_in_save (big_state), <=, 10000);
      const char *load_big[] = { "simulate", big, "--load", big_state, "--script", script, NULL };
      g_assert_cmpint (run_cli_quiet (load_big), ==, 0);
    }
  else
    {
      g_assert_cmpint (status, ==, 1);
      g_assert_nonnull (strstr (err, "s.txt:1:1: error: limit: floor F0 holds"));
      g_assert_false (g_file_test (big_state, G_FILE_TEST_EXISTS));
    }
  tw_test_remove_tree (tmp);
}

/* The enemy cap that stops a run is the trace's last event too. */
static void
test_summoning_floor_limit_event (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *script = g_build_filename (tmp, "s.txt", NULL);
  g_autofree char *trace = g_build_filename (tmp, "trace.jsonl", NULL);
  /* 144 summoners, one every 10 cells of a 120x120 floor: their diamonds
   * (2t² enemies each after t ticks) pass 10,000 within 10 ticks, with a
   * trace far under its own cap. */
  g_assert_true (g_file_set_contents (script, "wait 10\nwait 1\nwait 1\n", -1, NULL));
  g_autofree char *big = write_summoning_project (tmp, 120);
  json_t *project = json_load_file (big, 0, NULL);
  json_t *map = json_object_get (
      json_object_get (json_object_get (json_object_get (project, "tower"), "floors"), "F0"),
      "map");
  for (int y = 5; y < 120; y += 10)
    for (int x = 5; x < 120; x += 10)
      json_array_set_new (json_array_get (map, y), x, json_integer (209));
  g_assert_cmpint (json_dump_file (project, big, 0), ==, 0);
  json_decref (project);
  const char *argv[] = { "simulate", big, "--script", script, "--trace", trace, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_assert_cmpint (tw_test_run_cli (argv, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "s.txt:1:1: error: limit: floor F0 holds"));
  g_autofree char *text = tw_test_read (trace);
  g_strchomp (text);
  const char *last = strrchr (text, '\n');
  json_t *event = json_loads (last != NULL ? last + 1 : text, 0, NULL);
  g_assert_nonnull (event);
  g_assert_cmpstr (json_string_value (json_object_get (event, "ev")), ==, "limit");
  g_assert_cmpstr (json_string_value (json_object_get (event, "limit")), ==, "floorEnemies");
  g_assert_cmpint (json_integer_value (json_object_get (event, "max")), ==, 10000);
  g_assert_cmpint (json_integer_value (json_object_get (event, "dropped")), ==, 2);
  json_decref (event);
  tw_test_remove_tree (tmp);
}

/* ---- validation: places off the map ---- */

/* Replaces the first `from` after `after` in file; returns the 1-based line of
 * the replacement's first changed line (`from` starts with the line's indent). */
static int
edit_file (const char *path, const char *after, const char *from, const char *to)
{
  g_autofree char *text = tw_test_read (path);
  const char *start = strstr (text, after);
  g_assert_nonnull (start);
  const char *hit = strstr (start, from);
  g_assert_nonnull (hit);
  int line = 1;
  for (const char *p = text; p < hit; p++)
    line += *p == '\n';
  g_autofree char *head = g_strndup (text, (gsize)(hit - text));
  g_autofree char *edited = g_strconcat (head, to, hit + strlen (from), NULL);
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));
  return line;
}

static void
assert_has_line (const char *err, const char *line_start)
{
  if (strstr (err, line_start) == NULL)
    g_error ("the output lacks '%s':\n%s", line_start, err);
}

static void
test_places_off_map (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *data = g_build_filename (game, "project", "data.js", NULL);
  g_autofree char *sample1 = g_build_filename (game, "project", "floors", "sample1.js", NULL);

  int hero_line = edit_file (data, "\"loc\": {", "\t\t\t\t\"y\": 10", "\t\t\t\t\"y\": 99999");
  int event_line = edit_file (sample1, "\"type\": \"setBlock\"", "                        5\n",
                              "                        55\n");

  const char *args[] = { "validate", game, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 1);
  g_autofree char *hero = g_strdup_printf ("project/data.js:%d:10: error: The hero starts at "
                                           "(6, 99999), which is off floor",
                                           hero_line);
  assert_has_line (out, hero);
  g_autofree char *event = g_strdup_printf ("project/floors/sample1.js:%d:21: error: Floor "
                                            "'sample1': the event command 'setBlock' acts on "
                                            "(1, 55), which is off floor 'sample1' (13 x 13).",
                                            event_line - 2);
  assert_has_line (out, event);
  tw_test_remove_tree (tmp);
}

/* A number past 2^53 typed into the tower in memory is an error before it is
 * saved (reading one from a file is refused by the JSON reader). */
static void
test_unsafe_number_in_memory (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (sample, &error);
  g_assert_no_error (error);
  json_t *tower = tw_project_file_get_tower (project);
  json_t *slime = json_object_get (json_object_get (tower, "enemys"), "greenSlime");
  json_object_set_new (slime, "hp", json_integer (G_GINT64_CONSTANT (9007199254740993)));

  g_autoptr (GPtrArray) found = tw_validate_tower (tower, NULL, NULL);
  gboolean seen = FALSE;
  for (guint i = 0; i < found->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (found, i);
      if (g_strcmp0 (d->rule, "number-too-large") != 0)
        continue;
      g_assert_cmpstr (d->file, ==, "project/enemys.js");
      g_assert_cmpstr (d->path, ==, "/greenSlime/hp");
      g_assert_cmpint (d->severity, ==, TW_SEVERITY_ERROR);
      seen = TRUE;
    }
  g_assert_true (seen);
}

/* ---- minimal diffs ---- */

/* Leading runs of four spaces halved: the 2-space layout of engine 2.6 towers. */
static char *
two_space_indent (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (gchar **line = lines; *line != NULL; line++)
    {
      gsize blanks = strspn (*line, " ");
      char *shorter = g_strconcat (blanks >= 2 ? *line + blanks / 2 : *line, NULL);
      g_free (*line);
      *line = shorter;
    }
  return g_strjoinv ("\n", lines);
}

static char *
crlf_endings (const char *text)
{
  g_autoptr (GString) out = g_string_new (text);
  g_string_replace (out, "\n", "\r\n", 0);
  return g_strdup (out->str);
}

/* Writes `file` of a sample copy through `transform`, imports the copy, lets
 * `edit` change the tower, exports back and returns the file before and after. */
static void
edit_and_export (const char *file, char *(*transform) (const char *), void (*edit) (json_t *),
                 char **before, char **after)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *path = g_build_filename (game, "project", file, NULL);
  g_autofree char *original = tw_test_read (path);
  *before = transform (original);
  g_assert_true (g_file_set_contents (path, *before, -1, NULL));

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (game, &error);
  g_assert_no_error (error);
  edit (tw_project_file_get_tower (project));
  TwMotaExportStats stats;
  g_assert_true (tw_mota_export_folder (project, game, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, 1);
  *after = tw_test_read (path);
  tw_test_remove_tree (tmp);
}

static void
paint_one_cell (json_t *tower)
{
  json_t *map = json_object_get (json_object_get (json_object_get (tower, "floors"), "MT0"), "map");
  json_array_set_new (json_array_get (map, 3), 4, json_integer (1));
}

static void
change_one_hp (json_t *tower)
{
  json_t *slime = json_object_get (json_object_get (tower, "enemys"), "greenSlime");
  json_object_set_new (slime, "hp", json_integer (77));
}

static void
add_an_enemy (json_t *tower)
{
  json_object_set_new (json_object_get (tower, "enemys"), "newSlime",
                       json_pack ("{s:s,s:i,s:i,s:i}", "name", "new", "hp", 5, "atk", 1, "def", 0));
}

static void
test_two_space_floor_one_line (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  edit_and_export ("floors/MT0.js", two_space_indent, paint_one_cell, &before, &after);
  g_autofree char *changed = NULL;
  g_assert_cmpint (tw_test_count_changed_lines (before, after, &changed), ==, 1);
  g_assert_true (g_str_has_prefix (changed, "  ["));
}

static void
test_crlf_enemys_one_line (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  edit_and_export ("enemys.js", crlf_endings, change_one_hp, &before, &after);
  g_autofree char *changed = NULL;
  g_assert_cmpint (tw_test_count_changed_lines (before, after, &changed), ==, 1);
  g_assert_nonnull (strstr (changed, "\"greenSlime\""));
  g_assert_nonnull (strstr (changed, "\"hp\":77"));
  g_assert_true (g_str_has_suffix (changed, "\r"));
}

/* A new entry changes the file's shape: it is laid out again, in CRLF throughout. */
static void
test_crlf_kept_on_new_entry (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  edit_and_export ("enemys.js", crlf_endings, add_an_enemy, &before, &after);
  g_assert_nonnull (strstr (after, "\"newSlime\""));
  g_auto (GStrv) lines = g_strsplit (after, "\n", -1);
  for (guint i = 0; lines[i + 1] != NULL; i++)
    g_assert_true (g_str_has_suffix (lines[i], "\r"));
  g_assert_cmpint (tw_test_count_changed_lines (before, after, NULL), ==, -1); /* one more line */
}

/* ---- symbolic links ---- */

static gboolean
folder_has_hidden_files (const char *folder)
{
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] == '.')
      return TRUE;
  return FALSE;
}

/* A symlinked data file or project file stays a link; its target gets the bytes. */
static void
test_symlinked_files_written_through (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  g_autofree char *elsewhere = g_build_filename (tmp, "elsewhere", NULL);
  tw_test_copy_tree (sample, game);
  g_assert_cmpint (g_mkdir (elsewhere, 0755), ==, 0);
  g_autofree char *enemys = g_build_filename (game, "project", "enemys.js", NULL);
  g_autofree char *real_enemys = g_build_filename (elsewhere, "enemys.js", NULL);
  g_assert_cmpint (g_rename (enemys, real_enemys), ==, 0);
  g_assert_cmpint (symlink (real_enemys, enemys), ==, 0);

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (game, &error);
  g_assert_no_error (error);
  change_one_hp (tw_project_file_get_tower (project));
  g_assert_true (tw_mota_export_folder (project, game, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (enemys, G_FILE_TEST_IS_SYMLINK));
  g_autofree char *through = tw_test_read (real_enemys);
  g_assert_nonnull (strstr (through, "\"hp\":77"));
  g_autofree char *project_dir = g_build_filename (game, "project", NULL);
  g_assert_false (folder_has_hidden_files (project_dir));
  g_assert_false (folder_has_hidden_files (elsewhere));

  /* The project file too (import-mota -o, the app's Save). */
  g_autofree char *real_twproj = g_build_filename (elsewhere, "p.twproj", NULL);
  g_autofree char *twproj = g_build_filename (tmp, "p.twproj", NULL);
  g_assert_true (g_file_set_contents (real_twproj, "old", -1, NULL));
  g_assert_cmpint (symlink (real_twproj, twproj), ==, 0);
  g_assert_true (tw_project_file_save (project, twproj, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (twproj, G_FILE_TEST_IS_SYMLINK));
  g_autofree char *saved = tw_test_read (real_twproj);
  g_assert_true (g_str_has_prefix (saved, "{"));
  tw_test_remove_tree (tmp);
}

/* project/floors linked out of the game folder is not written into. */
static void
test_symlinked_folder_outside_refused (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  g_autofree char *outside = g_build_filename (tmp, "outside-floors", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *floors = g_build_filename (game, "project", "floors", NULL);
  g_assert_cmpint (g_rename (floors, outside), ==, 0);
  g_assert_cmpint (symlink (outside, floors), ==, 0);
  g_autofree char *mt0 = g_build_filename (outside, "MT0.js", NULL);
  g_autofree char *mt0_before = tw_test_read (mt0);

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (game, &error);
  g_assert_no_error (error);
  paint_one_cell (tw_project_file_get_tower (project));
  g_assert_false (tw_mota_export_folder (project, game, NULL, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "leads out of the game folder"));
  g_autofree char *mt0_after = tw_test_read (mt0);
  g_assert_cmpstr (mt0_after, ==, mt0_before);
  tw_test_remove_tree (tmp);
}

/* ---- small things ---- */

/* `main.floors.X = {...};` is a JavaScript statement like any other. */
static void
test_final_semicolon_accepted (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *path = g_build_filename (game, "project", "enemys.js", NULL);
  g_autofree char *text = tw_test_read (path);
  g_autofree char *with_semicolon = g_strconcat (text, ";\n", NULL);
  g_assert_true (g_file_set_contents (path, with_semicolon, -1, NULL));

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (game, &error);
  g_assert_no_error (error);
  change_one_hp (tw_project_file_get_tower (project));
  g_assert_true (tw_mota_export_folder (project, game, NULL, &error));
  g_autofree char *after = tw_test_read (path);
  g_assert_true (g_str_has_suffix (after, "};\n"));
  g_assert_cmpint (tw_test_count_changed_lines (with_semicolon, after, NULL), ==, 1);
  tw_test_remove_tree (tmp);
}

/* mota-js 2.6's floor files end with a comma after the last member
 * (`"fgmap": [],\n}`), which JavaScript allows: they are read, their lines
 * and columns kept, and an export of an unrelated edit leaves them as they
 * were. */
static void
test_trailing_commas_accepted (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (sample, game);
  g_autofree char *path = g_build_filename (game, "project", "floors", "MT0.js", NULL);
  g_autofree char *text = tw_test_read (path);
  g_autoptr (GString) commas = g_string_new (text);
  g_assert_true (g_str_has_suffix (commas->str, "\"autoEvent\": {}\n}"));
  g_string_insert (commas, commas->len - 2, ",");
  g_assert_true (g_file_set_contents (path, commas->str, -1, NULL));

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (game, &error);
  g_assert_no_error (error);
  json_t *mt0 = json_object_get (json_object_get (tw_project_file_get_tower (project), "floors"),
                                 "MT0");
  g_assert_cmpint (json_integer_value (json_object_get (mt0, "width")), ==, 13);
  change_one_hp (tw_project_file_get_tower (project));
  g_assert_true (tw_mota_export_folder (project, game, NULL, &error));
  g_assert_no_error (error);
  g_autofree char *after = tw_test_read (path);
  g_assert_cmpstr (after, ==, commas->str);

  /* A comma inside a string is the string's: a bad file stays bad. */
  g_assert_true (g_file_set_contents (path, "main.floors.MT0 = {\"title\": \"a,}\", }x", -1,
                                      NULL));
  g_clear_pointer (&project, tw_project_file_free);
  g_clear_error (&error);
  project = tw_mota_import (game, &error);
  g_assert_null (project);
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "MT0.js:1:"));
  tw_test_remove_tree (tmp);
}

/* A prefix holding '{' (a hand-edited project file) must not make a file
 * Turnwright cannot read back. */
static void
test_prefix_with_brace_exported_readable (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *out = g_build_filename (tmp, "out", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (sample, &error);
  g_assert_no_error (error);
  json_t *files = json_object_get (tw_project_file_get_mota (project), "files");
  const char *names[] = { "enemys.js", "floors/MT0.js" };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      json_t *entry = json_object_get (files, names[i]);
      g_assert_nonnull (entry);
      json_object_set_new (entry, "prefix", json_string (i == 0 ? "var x = { // [\n" : "[\n"));
    }
  g_assert_true (tw_mota_export_folder (project, out, NULL, &error));
  g_assert_no_error (error);
  g_autoptr (TwProjectFile) again = tw_mota_import (out, &error);
  g_assert_no_error (error);
  g_assert_true (
      json_equal (tw_project_file_get_tower (again), tw_project_file_get_tower (project)));
  tw_test_remove_tree (tmp);
}

/* The child may write files of at most 2000 bytes; a longer write fails
 * (EFBIG) instead of killing it. */
static void
limit_file_size (gpointer data)
{
  struct rlimit limit = { 2000, 2000 };
  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &limit);
}

/* A trace that cannot be written is said once: not "cannot write the trace:
 * cannot write the trace". */
static void
test_trace_error_said_once (void)
{
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *script = g_build_filename (tmp, "s.txt", NULL);
  g_autofree char *trace = g_build_filename (tmp, "trace.jsonl", NULL);
  g_assert_true (g_file_set_contents (script, "wait 200\nmove left 3\nwait 200\n", -1, NULL));
  const char *argv[]
      = { g_getenv ("TW_CLI"), "simulate", sample, "--script", script, "--trace", trace, NULL };
  g_autofree char *err = NULL;
  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, limit_file_size, NULL, NULL,
                &err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 1);
  const char *first = strstr (err, "cannot write the trace");
  if (first == NULL || strstr (first + 1, "cannot write the trace") != NULL)
    g_error ("stderr '%s' should say 'cannot write the trace' once", err);
  g_assert_false (g_file_test (trace, G_FILE_TEST_EXISTS));
  tw_test_remove_tree (tmp);
}

/* ---- the pieces ---- */

static void
test_patch_scalars (void)
{
  const char *text = "{\r\n  \"a\": [1, 2],\r\n  \"b\": \"x\", \"c\": 0.5\r\n};\r\n";
  json_t *value = json_pack ("{s:[i,i],s:s,s:f}", "a", 1, 3, "b", "y\"", "c", 0.5);
  g_autofree char *patched = tw_json_patch_scalars (text, strlen (text), value);
  g_assert_cmpstr (patched, ==,
                   "{\r\n  \"a\": [1, 3],\r\n  \"b\": \"y\\\"\", \"c\": 0.5\r\n};\r\n");
  json_decref (value);

  /* A key more, a key renamed, a longer list: not a patch. */
  const char *shapes[] = { "{\"a\": [1, 3], \"b\": \"y\", \"c\": 0.5, \"d\": 1}",
                           "{\"a\": [1, 3], \"B\": \"y\", \"c\": 0.5}",
                           "{\"a\": [1, 3, 4], \"b\": \"y\", \"c\": 0.5}",
                           "{\"a\": {\"0\": 1}, \"b\": \"y\", \"c\": 0.5}" };
  for (gsize i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      json_t *other = json_loads (shapes[i], 0, NULL);
      g_assert_nonnull (other);
      g_assert_null (tw_json_patch_scalars (text, strlen (text), other));
      json_decref (other);
    }

  g_autofree char *indent = tw_json_patch_detect_indent (text);
  g_assert_cmpstr (indent, ==, "  ");
  g_assert_true (tw_json_patch_uses_crlf (text));
  g_autofree char *restyled
      = tw_json_patch_restyle ("{\n\t\"a\": [\n\t\t1\n\t]\n}", "\t", "  ", TRUE);
  g_assert_cmpstr (restyled, ==, "{\r\n  \"a\": [\r\n    1\r\n  ]\r\n}");
}

/* A journal never makes recovery touch files that are not its batch's. */
static void
test_damaged_journal_touches_nothing_else (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *victim = g_build_filename (tmp, "victim.txt", NULL);
  g_autofree char *target = g_build_filename (tmp, "a.js", NULL);
  g_autofree char *journal = g_build_filename (tmp, TW_JOURNAL_NAME, NULL);
  g_assert_true (g_file_set_contents (victim, "keep", -1, NULL));
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_true (g_file_set_contents (journal,
                                      "turnwright-journal 1 AAAAAA\n"
                                      "entry\t1\ta.js\tvictim.txt\tvictim.txt\n"
                                      "commit\n",
                                      -1, NULL));
  TwJournalOutcome outcome;
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_journal_recover (tmp, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, ==, TW_JOURNAL_COMPLETED);
  g_autofree char *kept = tw_test_read (victim);
  g_assert_cmpstr (kept, ==, "keep");
  g_autofree char *old = tw_test_read (target);
  g_assert_cmpstr (old, ==, "old");
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));

  /* Not a journal at all: an error, and the file stays for a person to look at. */
  g_assert_true (g_file_set_contents (journal, "something else\n", -1, NULL));
  g_assert_false (tw_journal_recover (tmp, &outcome, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_FORMAT);
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));
  tw_test_remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/safe-files/journal/kill-at-every-rename", test_kill_at_every_rename);
  g_test_add_func ("/safe-files/journal/kill-at-every-rename-without-hard-links",
                   test_kill_at_every_rename_without_hard_links);
  g_test_add_func ("/safe-files/journal/kill-at-every-temporary-file",
                   test_kill_at_every_temporary_file);
  g_test_add_func ("/safe-files/journal/kill-after-sync", test_kill_after_sync);
  g_test_add_func ("/safe-files/journal/busy", test_busy_journal);
  g_test_add_func ("/safe-files/no-hard-links/export", test_export_without_hard_links);
  g_test_add_func ("/safe-files/no-hard-links/rollback", test_rollback_without_hard_links);
  g_test_add_func ("/safe-files/inputs/never-outputs", test_output_onto_input);
  g_test_add_func ("/safe-files/limits/fifo", test_fifo_refused);
  g_test_add_func ("/safe-files/limits/device", test_device_refused);
  g_test_add_func ("/safe-files/limits/summoning-floor", test_summoning_floor_capped);
  g_test_add_func ("/safe-files/limits/summoning-floor-limit-event",
                   test_summoning_floor_limit_event);
  g_test_add_func ("/safe-files/validate/places-off-map", test_places_off_map);
  g_test_add_func ("/safe-files/validate/unsafe-number", test_unsafe_number_in_memory);
  g_test_add_func ("/safe-files/minimal-diffs/two-space-floor", test_two_space_floor_one_line);
  g_test_add_func ("/safe-files/minimal-diffs/crlf-enemys", test_crlf_enemys_one_line);
  g_test_add_func ("/safe-files/minimal-diffs/crlf-new-entry", test_crlf_kept_on_new_entry);
  g_test_add_func ("/safe-files/symlinks/files-written-through",
                   test_symlinked_files_written_through);
  g_test_add_func ("/safe-files/symlinks/folder-outside-refused",
                   test_symlinked_folder_outside_refused);
  g_test_add_func ("/safe-files/minor/final-semicolon", test_final_semicolon_accepted);
  g_test_add_func ("/safe-files/minor/trailing-commas", test_trailing_commas_accepted);
  g_test_add_func ("/safe-files/minor/prefix-with-brace", test_prefix_with_brace_exported_readable);
  g_test_add_func ("/safe-files/minor/trace-error-said-once", test_trace_error_said_once);
  g_test_add_func ("/safe-files/pieces/patch-scalars", test_patch_scalars);
  g_test_add_func ("/safe-files/pieces/damaged-journal", test_damaged_journal_touches_nothing_else);
  g_test_add_func ("/safe-files/limits/session-stops-at-cap", test_session_stops_at_cap);
  g_test_add_func ("/safe-files/limits/trace-fifo", test_trace_fifo_refused);
  if (g_test_slow ())
    g_test_add_func ("/safe-files/journal/kill-200-floors", test_kill_200_floors);
  return g_test_run ();
}
