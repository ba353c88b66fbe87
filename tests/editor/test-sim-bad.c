/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Broken simulate inputs (tests/editor/bad-sim/<case>/): scripts that cannot
 * be parsed exit 2, saved states that cannot be loaded exit 1, each with an
 * error naming the file (and, for text, its line and column); nothing is
 * written and nothing crashes. `expected` holds the exit status and a
 * substring of the error. Cases too large to commit are generated here. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tw-test-util.h"

/* tests/editor/<folder>/<name> (name may be NULL). */
static char *
source_path (const char *folder, const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "editor", folder, name, NULL);
}

/* Runs simulate on the bad-input base tower; checks status, error and that
 * neither the trace nor the state was written. */
static void
assert_simulate_fails (const char *script, const char *state, int want_status,
                       const char *want_error)
{
  g_autofree char *tower = source_path ("bad", "_base");
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *trace = g_build_filename (tmp, "trace.jsonl", NULL);
  g_autofree char *saved = g_build_filename (tmp, "saved.json", NULL);
  const char *args[] = { "simulate", tower, "--script", script, "--trace", trace,
                         "--save", saved, state != NULL ? "--load" : NULL, state, NULL };
  g_autofree char *out = NULL, *err = NULL;

  int status = tw_test_run_cli (args, &out, &err);
  if (status != want_status || strstr (err, want_error) == NULL || strstr (err, "error") == NULL)
    g_error ("exit %d, stderr:\n%s\nexpected exit %d and: %s", status, err, want_status,
             want_error);
  g_assert_cmpstr (out, ==, "");
  g_assert_false (g_file_test (trace, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (saved, G_FILE_TEST_EXISTS));
  g_autoptr (GDir) left = g_dir_open (tmp, 0, NULL);
  g_assert_null (g_dir_read_name (left));
  tw_test_remove_tree (tmp);
}

static void
run_case (gconstpointer data)
{
  const char *dir = data;
  g_autofree char *expected_path = g_build_filename (dir, "expected", NULL);
  g_autofree char *expected = tw_test_read (expected_path);
  g_auto (GStrv) lines = g_strsplit (expected, "\n", 3);
  g_assert_nonnull (lines[0]);
  g_assert_nonnull (lines[1]);

  g_autofree char *script = g_build_filename (dir, "script.txt", NULL);
  g_autofree char *state = g_build_filename (dir, "state.json", NULL);
  assert_simulate_fails (script, g_file_test (state, G_FILE_TEST_EXISTS) ? state : NULL,
                         atoi (lines[0]), lines[1]);
}

/* A state nested 100,000 arrays deep: refused without a stack overflow. */
static void
test_state_deep_nesting (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *state = g_build_filename (tmp, "deep.json", NULL);
  g_autofree char *script = g_build_filename (tmp, "script.txt", NULL);
  const int depth = 100000;
  GString *text = g_string_new ("{\"hero\": ");
  for (int i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (int i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "}\n");
  g_assert_true (g_file_set_contents (state, text->str, (gssize) text->len, NULL));
  g_string_free (text, TRUE);
  g_assert_true (g_file_set_contents (script, "wait 1\n", -1, NULL));

  assert_simulate_fails (script, state, 1, "deep.json:1:");
  tw_test_remove_tree (tmp);
}

/* A script of a million valid lines and one bad one at the end: the error
 * names the last line, and nothing was played. */
static void
test_script_bad_last_line (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *script = g_build_filename (tmp, "long.txt", NULL);
  GString *text = g_string_new (NULL);
  for (int i = 0; i < 1000000; i++)
    g_string_append (text, "wait 1\n");
  g_string_append (text, "wait\n");
  g_assert_true (g_file_set_contents (script, text->str, (gssize) text->len, NULL));
  g_string_free (text, TRUE);

  assert_simulate_fails (script, NULL, 2, "long.txt:1000001:");
  tw_test_remove_tree (tmp);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_autofree char *root = source_path ("bad-sim", NULL);
  g_autoptr (GDir) dir = g_dir_open (root, 0, NULL);
  g_assert_nonnull (dir);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >=, 25);
  for (guint i = 0; i < names->len; i++)
    {
      const char *case_name = g_ptr_array_index (names, i);
      g_autofree char *test_path = g_strdup_printf ("/cli/simulate/bad/%s", case_name);
      /* The case folder lives as long as the test program. */
      char *case_dir = g_build_filename (root, case_name, NULL);
      g_test_add_data_func_full (test_path, case_dir, run_case, g_free);
    }
  g_test_add_func ("/cli/simulate/bad/generated-state-deep-nesting", test_state_deep_nesting);
  g_test_add_func ("/cli/simulate/bad/generated-script-bad-last-line", test_script_bad_last_line);
  return g_test_run ();
}
