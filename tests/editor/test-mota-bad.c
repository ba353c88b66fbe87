/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The bad-input corpus (tests/editor/bad/<case>/) run through turnwright-cli:
 * every case exits 1 with a located error and no output, and nothing crashes.
 * Cases too large to commit are generated here. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "tw-test-util.h"
#include "tw-tower-gen.h"

typedef struct
{
  char *name;
  char *dir;
} Case;

static char *
bad_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "editor", "bad", NULL);
}

/* Runs the CLI, checks exit 1, no output file, and stderr holding `expected`. */
static void
assert_rejected (const char *const *args, const char *output, const char *expected)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = tw_test_run_cli (args, &out, &err);
  if (status != 1 || strstr (err, expected) == NULL || strstr (err, "error: ") == NULL)
    g_error ("exit %d, stderr:\n%s\nexpected exit 1 and: %s", status, err, expected);
  g_assert_cmpstr (out, ==, "");
  g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));
}

/* A copy of _base in tmp/game with the case's files over it. */
static char *
make_game (const char *tmp, const char *case_dir)
{
  g_autofree char *bad = bad_dir ();
  g_autofree char *base = g_build_filename (bad, "_base", NULL);
  char *game = g_build_filename (tmp, "game", NULL);
  tw_test_copy_tree (base, game);

  g_autofree char *remove_list = g_build_filename (case_dir, "remove", NULL);
  g_autofree char *removals = NULL;
  if (g_file_get_contents (remove_list, &removals, NULL, NULL))
    {
      g_auto (GStrv) lines = g_strsplit (removals, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (lines[i][0] != '\0')
          {
            g_autofree char *path = g_build_filename (game, lines[i], NULL);
            tw_test_remove_tree (path);
          }
    }
  g_autofree char *overlay = g_build_filename (case_dir, "project", NULL);
  if (g_file_test (overlay, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *project = g_build_filename (game, "project", NULL);
      tw_test_copy_tree (overlay, project);
    }
  return game;
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *expected_path = g_build_filename (c->dir, "expected-error.txt", NULL);
  g_autofree char *expected = tw_test_read (expected_path);
  g_strchomp (expected);
  g_assert_cmpstr (expected, !=, "");

  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *project_file = g_build_filename (c->dir, "project.twproj", NULL);
  if (g_file_test (project_file, G_FILE_TEST_EXISTS))
    {
      g_autofree char *output = g_build_filename (tmp, "out.json", NULL);
      const char *args[] = { "export", project_file, "-o", output, NULL };
      assert_rejected (args, output, expected);
      /* The same file through --mota must fail alike and write nothing. */
      g_autofree char *mota = g_build_filename (tmp, "mota", NULL);
      const char *mota_args[] = { "export", project_file, "--mota", mota, NULL };
      assert_rejected (mota_args, mota, expected);
    }
  else
    {
      g_autofree char *game = make_game (tmp, c->dir);
      g_autofree char *output = g_build_filename (tmp, "out.twproj", NULL);
      const char *args[] = { "import-mota", game, "-o", output, NULL };
      assert_rejected (args, output, expected);
      /* A game folder is accepted where a project is: export must refuse it too. */
      g_autofree char *bundle = g_build_filename (tmp, "bundle.json", NULL);
      const char *export_args[] = { "export", game, "-o", bundle, NULL };
      assert_rejected (export_args, bundle, expected);
    }
  tw_test_remove_tree (tmp);
}

/* Runs import-mota on _base with one file replaced by `contents`. */
static void
assert_generated_rejected (const char *relative, const char *contents, gsize length,
                           const char *expected)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *bad = bad_dir ();
  g_autofree char *base = g_build_filename (bad, "_base", NULL);
  g_autofree char *game = make_game (tmp, base);
  g_autofree char *path = g_build_filename (game, "project", relative, NULL);
  g_assert_true (g_file_set_contents (path, contents, (gssize)length, NULL));
  g_autofree char *output = g_build_filename (tmp, "out.twproj", NULL);
  const char *args[] = { "import-mota", game, "-o", output, NULL };
  assert_rejected (args, output, expected);
  tw_test_remove_tree (tmp);
}

static GString *
deep_nesting (const char *start, gsize depth, const char *end)
{
  GString *text = g_string_new (start);
  for (gsize i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (gsize i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  g_string_append (text, end);
  return text;
}

static void
test_generated_nesting_mota (void)
{
  GString *text = deep_nesting ("var enemys = \n{\"deep\": ", 100000, "}");
  assert_generated_rejected ("enemys.js", text->str, text->len,
                             "project/enemys.js:2:2057: error: the data is nested too deeply");
  g_string_free (text, TRUE);
}

static void
test_generated_nesting_project (void)
{
  GString *text = deep_nesting (
      "{\"format\": \"turnwright-project\", \"version\": 1, \"tower\": ", 100000, "}");
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (tmp, "deep.twproj", NULL);
  g_assert_true (g_file_set_contents (path, text->str, (gssize)text->len, NULL));
  g_autofree char *output = g_build_filename (tmp, "out.json", NULL);
  const char *args[] = { "export", path, "-o", output, NULL };
  assert_rejected (args, output, "deep.twproj:1:2104: error: the data is nested too deeply");
  tw_test_remove_tree (tmp);
  g_string_free (text, TRUE);
}

static void
test_generated_file_too_big (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *bad = bad_dir ();
  g_autofree char *base = g_build_filename (bad, "_base", NULL);
  g_autofree char *game = make_game (tmp, base);
  g_autofree char *path = g_build_filename (game, "project", "floors", "MT0.js", NULL);
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  /* 65 MiB, sparse: refused by its size before it is read. */
  g_assert_cmpint (fseek (f, 65l * 1024 * 1024, SEEK_SET), ==, 0);
  fputc ('}', f);
  fclose (f);
  g_autofree char *output = g_build_filename (tmp, "out.twproj", NULL);
  const char *args[] = { "import-mota", game, "-o", output, NULL };
  assert_rejected (args, output, "project/floors/MT0.js: error: the file is too big");
  tw_test_remove_tree (tmp);
}

static void
test_generated_floor_10000_rows (void)
{
  GString *text = g_string_new ("main.floors.MT0=\n{\n    \"floorId\": \"MT0\",\n    \"map\": [\n");
  for (int y = 0; y < 10000; y++)
    g_string_append (text, y == 0 ? "    [  0]" : ",\n    [  0]");
  g_string_append (text, "\n],\n    \"width\": 1,\n    \"height\": 10000\n}");
  assert_generated_rejected ("floors/MT0.js", text->str, text->len,
                             "project/floors/MT0.js:10007:15: error: floor \"MT0\" has height "
                             "10000: Turnwright handles floors of at most 1000x1000");
  g_string_free (text, TRUE);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *)a, *(char *const *)b);
}

/* The positions of a mota-js file's values are found when a message first
 * needs one (tw_json_positions_scan_later); TW_TEST_EAGER_POSITIONS=1 scans
 * every file as it is read, as before. Both must print the same bytes. */
typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_both_ways (const char *const *args, const char *what)
{
  Run runs[2];
  for (int eager = 0; eager <= 1; eager++)
    {
      if (eager)
        g_setenv ("TW_TEST_EAGER_POSITIONS", "1", TRUE);
      runs[eager].status = tw_test_run_cli (args, &runs[eager].out, &runs[eager].err);
      g_unsetenv ("TW_TEST_EAGER_POSITIONS");
    }
  if (runs[0].status != runs[1].status || g_strcmp0 (runs[0].out, runs[1].out) != 0
      || g_strcmp0 (runs[0].err, runs[1].err) != 0)
    g_error (
        "%s: %s differs with the positions found on demand:\n%s%s\n---- scanned at once:\n%s%s",
        what, args[0], runs[0].out, runs[0].err, runs[1].out, runs[1].err);
  for (int i = 0; i < 2; i++)
    {
      g_free (runs[i].out);
      g_free (runs[i].err);
    }
}

/* Every game case of the corpus (import-mota and validate), the sample and
 * a generated tower with findings on every floor (validate). */
static void
test_positions_on_demand (gconstpointer data)
{
  const GPtrArray *cases = data;
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  guint n_games = 0;
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = cases->pdata[i];
      g_autofree char *project_file = g_build_filename (c->dir, "project.twproj", NULL);
      if (g_file_test (project_file, G_FILE_TEST_EXISTS))
        continue;
      g_autofree char *game = make_game (tmp, c->dir);
      g_autofree char *output = g_build_filename (tmp, "out.twproj", NULL);
      const char *import_args[] = { "import-mota", game, "-o", output, NULL };
      run_both_ways (import_args, c->name);
      const char *validate_args[] = { "validate", game, NULL };
      run_both_ways (validate_args, c->name);
      tw_test_remove_tree (game);
      n_games++;
    }
  g_assert_cmpuint (n_games, >=, 30);

  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "..", "data", "sample", NULL);
  const char *sample_args[] = { "validate", sample, NULL };
  run_both_ways (sample_args, "data/sample");

  g_autofree char *generated = g_build_filename (tmp, "generated", NULL);
  tw_tower_gen_write (generated, 30, 200, 7);
  /* An unknown tile in the first cell of F1, so that one floor file's
   * positions are needed and the other 29 are not. */
  g_autofree char *floor_path = g_build_filename (generated, "project", "floors", "F1.js", NULL);
  g_autofree char *floor_text = tw_test_read (floor_path);
  char *cell = strstr (strstr (floor_text, "\"map\""), "[  1,");
  g_assert_nonnull (cell);
  *cell = '\0';
  g_autofree char *edited = g_strconcat (floor_text, "[2000,", cell + 5, NULL);
  g_assert_true (g_file_set_contents (floor_path, edited, -1, NULL));
  const char *generated_args[] = { "validate", generated, NULL };
  run_both_ways (generated_args, "generated tower");
  /* Findings located in floor files: positions were needed there. */
  g_autofree char *out = NULL, *err = NULL;
  tw_test_run_cli (generated_args, &out, &err);
  g_autofree char *all = g_strconcat (out, err, NULL);
  g_assert_nonnull (strstr (all, "project/floors/F1.js:9:6: error: Floor 'F1': the cell at (0, 0) "
                                 "holds tile 2000"));
  tw_test_remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_autofree char *dir = bad_dir ();
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (name[0] != '_' && g_file_test (path, G_FILE_TEST_IS_DIR))
        g_ptr_array_add (names, g_strdup (name));
    }
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >=, 30);

  g_autoptr (GPtrArray) cases = g_ptr_array_new ();
  for (guint i = 0; i < names->len; i++)
    {
      Case *c = g_new0 (Case, 1);
      c->name = g_strdup (names->pdata[i]);
      c->dir = g_build_filename (dir, c->name, NULL);
      g_ptr_array_add (cases, c);
      g_autofree char *test_path = g_strdup_printf ("/editor/bad/%s", c->name);
      g_test_add_data_func (test_path, c, test_case);
    }
  g_test_add_func ("/editor/bad/generated/nesting-100000-mota", test_generated_nesting_mota);
  g_test_add_func ("/editor/bad/generated/nesting-100000-project", test_generated_nesting_project);
  g_test_add_func ("/editor/bad/generated/file-too-big", test_generated_file_too_big);
  g_test_add_func ("/editor/bad/generated/floor-10000-rows", test_generated_floor_10000_rows);
  g_test_add_data_func ("/editor/bad/positions-on-demand", cases, test_positions_on_demand);

  int status = g_test_run ();
  for (guint i = 0; i < cases->len; i++)
    {
      Case *c = cases->pdata[i];
      g_free (c->name);
      g_free (c->dir);
      g_free (c);
    }
  return status;
}
