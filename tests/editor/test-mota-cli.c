/* SPDX-License-Identifier: GPL-3.0-or-later */
/* turnwright-cli import-mota and export, run as a user would. */
#include <glib.h>
#include <jansson.h>
#include <string.h>

#include "tw-test-util.h"

static char *
sample_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
}

static void
test_help (void)
{
  const char *verbs[] = { "import-mota", "export" };
  for (gsize i = 0; i < G_N_ELEMENTS (verbs); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      const char *args[] = { verbs[i], "--help", NULL };
      g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
      g_autofree char *usage = g_strdup_printf ("Usage:\n  turnwright-cli %s [OPTION…] ", verbs[i]);
      g_assert_true (g_str_has_prefix (out, usage));
      g_assert_cmpstr (err, ==, "");
    }
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *args[] = { "--help", NULL };
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "import-mota DIR -o PROJECT"));
  g_assert_nonnull (strstr (out, "export PROJECT -o OUT.json | --mota DIR"));
}

static void
assert_usage_error (const char *const *args, const char *needle)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 2);
  g_assert_cmpstr (out, ==, "");
  if (strstr (err, needle) == NULL)
    g_error ("stderr '%s' lacks '%s'", err, needle);
}

static void
test_usage_errors (void)
{
  const char *no_output[] = { "import-mota", "dir", NULL };
  assert_usage_error (no_output, "needs a game folder and -o PROJECT");
  const char *dangling[] = { "import-mota", "dir", "-o", NULL };
  assert_usage_error (dangling, "Missing argument for -o");
  const char *unknown[] = { "export", "p", "--frobnicate", NULL };
  assert_usage_error (unknown, "unknown option");
  const char *no_target[] = { "export", "p", NULL };
  assert_usage_error (no_target, "-o OUT.json or --mota DIR");
  const char *two[] = { "export", "a", "b", "-o", "x", NULL };
  assert_usage_error (two, "only one project");
}

static void
test_import_export_roundtrip (void)
{
  g_autofree char *sample = sample_dir ();
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *project = g_build_filename (tmp, "sample.twproj", NULL);
  g_autofree char *game = g_build_filename (tmp, "game", NULL);
  g_autofree char *bundle = g_build_filename (tmp, "bundle.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  const char *import_args[] = { "import-mota", sample, "-o", project, NULL };
  g_assert_cmpint (tw_test_run_cli (import_args, NULL, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&err, g_free);

  const char *export_args[] = { "export", project, "--mota", game, "-o", bundle, NULL };
  g_assert_cmpint (tw_test_run_cli (export_args, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "10 of 10 files changed\n");
  g_autofree char *enemys = g_build_filename (game, "project", "enemys.js", NULL);
  g_autofree char *original = g_build_filename (sample, "project", "enemys.js", NULL);
  g_autofree char *written = tw_test_read (enemys);
  g_autofree char *expected = tw_test_read (original);
  g_assert_cmpstr (written, ==, expected);

  /* Readable: map rows on one line each. */
  g_autofree char *bundle_text = tw_test_read (bundle);
  g_assert_nonnull (strstr (bundle_text, "\n        [0,0,0,0,0,0,0,0,0,0,0,0,0],\n"));
  json_error_t jerror;
  json_t *parsed = json_load_file (bundle, 0, &jerror);
  g_assert_nonnull (parsed);
  g_assert_cmpuint (json_object_size (json_object_get (parsed, "floors")), ==, 4);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (json_object_get (parsed, "enemys"), "vampire"), "n")),
                   ==, 8);
  json_decref (parsed);

  /* Again into the same folder: nothing changes. A game folder stands for a project. */
  g_clear_pointer (&out, g_free);
  const char *again_args[] = { "export", sample, "--mota", game, NULL };
  g_assert_cmpint (tw_test_run_cli (again_args, &out, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "0 of 10 files changed\n");
  tw_test_remove_tree (tmp);
}

static void
test_missing_project (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *args[] = { "export", "/nonexistent/x.twproj", "-o", "/nonexistent/out.json", NULL };
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, "/nonexistent/x.twproj: error: cannot open the file"));
}

/* `coverage` on the mota-js sample (docs/rules.md §11): per floor, the
 * event commands played and skipped with why, and the floors whose every
 * command is played: all of sample1's 117 now, its choices' actions
 * counted (choices answered by `choose N`, shops by `shop ID N`, its
 * `input` by `input VALUE`); and the
 * specials of each floor's enemies, simulated or not (sample2's sixteen
 * enemies have specials 16 and 18, which the engine does not simulate).
 */
static void
test_coverage (void)
{
  g_autofree char *dir = sample_dir ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *args[] = { "coverage", dir, NULL };
  const char *json_args[] = { "coverage", dir, "--json", NULL };
  json_t *root, *floors;

  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "sample1: 117 event commands, 117 played, 0 skipped;"));
  g_assert_null (strstr (out, "skipped 1x input"));
  g_assert_nonnull (
      strstr (out, "  enemy specials: 16 (16 enemies, simulated) 18 (16 enemies, simulated)\n"));
  g_assert_nonnull (
      strstr (out, "floors with every event command played: 4 of 4 (3 have events)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (tw_test_run_cli (json_args, &out, &err), ==, 0);
  root = json_loads (out, 0, NULL);
  g_assert_nonnull (root);
  g_assert_cmpint (json_integer_value (json_object_get (root, "floorsFullyPlayed")), ==, 4);
  floors = json_object_get (root, "floors");
  g_assert_cmpstr (json_string_value (json_object_get (json_array_get (floors, 1), "floorId")), ==,
                   "sample1");
  g_assert_cmpint (
      json_integer_value (json_object_get (
          json_object_get (json_object_get (json_array_get (floors, 1), "commands"), "setValue"),
          "played")),
      >, 0);
  {
    json_t *special = json_object_get (
        json_object_get (json_array_get (floors, 0), "enemySpecials"), "1");
    g_assert_true (json_is_true (json_object_get (special, "simulated")));
    g_assert_cmpint (json_integer_value (json_object_get (special, "enemies")), ==, 2);
    /* Pincer, map damage: the sample's updateCheckBlock is 2.10.3's own. */
    special = json_object_get (json_object_get (json_array_get (floors, 2), "enemySpecials"), "16");
    g_assert_true (json_is_true (json_object_get (special, "simulated")));
    special = json_object_get (json_object_get (json_array_get (floors, 0), "enemySpecials"), "12");
    g_assert_true (json_is_false (json_object_get (special, "simulated")));
  }
  json_decref (root);
}

/* A tower that writes its own updateCheckBlock: its map damage specials
 * are not what the engine plays (docs/rules.md §3.16); the sample itself
 * (no functions.js) has them simulated (test_coverage). */
static void
test_coverage_own_map_damage (void)
{
  g_autofree char *dir = sample_dir ();
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *project = g_build_filename (tmp, "sample.twproj", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *import[] = { "import-mota", dir, "-o", project, NULL };
  const char *args[] = { "coverage", project, NULL };

  g_assert_cmpint (tw_test_run_cli (import, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  json_t *root = json_load_file (project, 0, NULL);
  g_assert_nonnull (root);
  json_t *tower = json_object_get (root, "tower") ? json_object_get (root, "tower") : root;
  /* The sample has no functions.js: give it one whose updateCheckBlock
   * lets no cell hurt. */
  json_object_set_new (tower, "functions",
                       json_pack ("{s:s, s:s}", "file", "project/functions.js", "text",
                                  "var functions_d6ad677b = {\"control\": {\n"
                                  "  \"updateCheckBlock\": function (floorId) {\n"
                                  "    core.status.checkBlock = {damage: {}, type: {}};\n"
                                  "  }\n}};\n"));
  g_assert_cmpint (json_dump_file (root, project, 0), ==, 0);
  json_decref (root);

  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
  g_assert_nonnull (strstr (
      out, "  enemy specials: 16 (16 enemies, not simulated) 18 (16 enemies, not simulated)\n"));
  tw_test_remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/cli-mota/help", test_help);
  g_test_add_func ("/editor/cli-mota/coverage-own-map-damage", test_coverage_own_map_damage);
  g_test_add_func ("/editor/cli-mota/usage-errors", test_usage_errors);
  g_test_add_func ("/editor/cli-mota/import-export-roundtrip", test_import_export_roundtrip);
  g_test_add_func ("/editor/cli-mota/missing-project", test_missing_project);
  g_test_add_func ("/editor/cli-mota/coverage", test_coverage);
  return g_test_run ();
}
