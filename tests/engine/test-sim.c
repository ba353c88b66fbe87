/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sim.c: golden traces, one folder per rule.
 *
 * Each tests/sim/<case>/ holds tower.json (the tower object), script (the
 * simulate script) and expected-trace.jsonl (the trace, written by the shared
 * trace writer); expected-state.json (the final saved state) when present.
 * TW_SIM_UPDATE=1 rewrites the expected files from the engine (then review
 * the diff).
 */
#include "engine/tw-trace-writer.h"
#include "tw-test-util.h"

#include <stdlib.h>
#include <string.h>

/* The trace written twice: through tw_event_to_json and the writer's dump
 * (the reference), and spelled directly (what `simulate --trace` uses). */
typedef struct
{
  TwTraceWriter *reference;
  TwTraceWriter *direct;
} Writers;

static void
write_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  Writers *writers = data;
  json_t *obj = tw_event_to_json (ev);
  g_autoptr (GError) error = NULL;

  tw_trace_writer_write (writers->reference, obj, &error);
  g_assert_no_error (error);
  json_decref (obj);
  tw_trace_writer_write_event (writers->direct, ev, &error);
  g_assert_no_error (error);
}

static char *
read_file (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, NULL);
  return text;
}

static void
compare_or_update (const char *dir, const char *name, const char *actual)
{
  g_autofree char *expected = read_file (dir, name);

  if (g_getenv ("TW_SIM_UPDATE"))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) error = NULL;
      g_file_set_contents (path, actual, -1, &error);
      g_assert_no_error (error);
      return;
    }
  if (expected == NULL)
    g_error ("%s/%s is missing (run with TW_SIM_UPDATE=1 to write it)", dir, name);
  g_assert_cmpstr (actual, ==, expected);
}

static void
run_case (gconstpointer data)
{
  const char *dir = data;
  g_autofree char *tower_text = read_file (dir, "tower.json");
  g_autofree char *script_text = read_file (dir, "script");
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) script = NULL;
  g_autoptr (TwTraceWriter) writer = NULL;
  g_autoptr (TwTraceWriter) direct_writer = NULL;
  g_autoptr (GString) direct = g_string_new (NULL);
  GString *trace = g_string_new (NULL);
  TwTower *tower;
  TwEngine *engine;
  json_t *state;
  char *state_text;
  guint i;

  g_assert_nonnull (tower_text);
  g_assert_nonnull (script_text);
  tower = tt_tower_from_text (tower_text);
  script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  engine = tw_engine_new (tower);
  writer = tw_trace_writer_new_for_string (trace, TW_TRACE_FORMAT_JSONL);
  direct_writer = tw_trace_writer_new_for_string (direct, TW_TRACE_FORMAT_JSONL);
  Writers writers = { writer, direct_writer };
  tw_engine_set_event_sink (engine, write_sink, &writers, NULL);
  for (i = 0; i < tw_script_get_n_actions (script); i++)
    tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
  compare_or_update (dir, "expected-trace.jsonl", trace->str);
  g_assert_cmpstr (direct->str, ==, trace->str);
  state = tw_engine_save_state (engine);
  state_text = json_dumps (state, JSON_INDENT (1) | JSON_PRESERVE_ORDER);
  {
    g_autofree char *with_newline = g_strconcat (state_text, "\n", NULL);
    compare_or_update (dir, "expected-state.json", with_newline);
  }
  free (state_text);
  json_decref (state);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  g_string_free (trace, TRUE);
}

static gint
sort_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *)a, *(char *const *)b);
}

int
main (int argc, char **argv)
{
  g_autofree char *root = NULL;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint i;

  g_test_init (&argc, &argv, NULL);
  root = g_test_build_filename (G_TEST_DIST, "sim", NULL);
  dir = g_dir_open (root, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, sort_names);
  for (i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *path = g_strconcat ("/engine/sim/", n, NULL);
      g_test_add_data_func_full (path, g_build_filename (root, n, NULL), run_case, g_free);
    }
  return g_test_run ();
}
