/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `turnwright-cli simulate`, run as a script would run it: the trace, the
 * saved state, save/load continuity and the exit statuses of docs/rules.md §9. */
#include <glib.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <string.h>

#include "tw-test-util.h"

/* A 7x5 floor: walls around, a slime that chases every 2 ticks, a bat that
 * never acts (timeCost 0), a red gem. The hero starts at (1, 3). */
static const char small_tower[]
    = "{\"format\": \"turnwright-project\", \"version\": 1, \"tower\": {"
      "\"data\": {\"main\": {\"floorIds\": [\"F1\"]},"
      "  \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 500, \"atk\": 20, \"def\": 5,"
      "    \"mdef\": 0, \"money\": 0, \"exp\": 0, \"items\": {},"
      "    \"loc\": {\"x\": 1, \"y\": 3, \"direction\": \"up\"}, \"flags\": {}}},"
      "  \"values\": {\"redGem\": 3}, \"flags\": {}},"
      "\"enemys\": {"
      "  \"slime\": {\"name\": \"Slime\", \"hp\": 30, \"atk\": 12, \"def\": 2, \"money\": 1,"
      "    \"exp\": 1, \"special\": 0, \"timeCost\": 2, \"actType\": \"chase\"},"
      "  \"bat\": {\"name\": \"Bat\", \"hp\": 10, \"atk\": 8, \"def\": 0, \"money\": 1,"
      "    \"exp\": 1, \"special\": 0, \"timeCost\": 0}},"
      "\"items\": {\"redGem\": {\"cls\": \"items\", \"name\": \"Red gem\","
      "  \"itemEffect\": \"core.status.hero.atk += core.values.redGem\"}},"
      "\"maps\": {\"1\": {\"cls\": \"terrains\", \"id\": \"yellowWall\"},"
      "  \"27\": {\"cls\": \"items\", \"id\": \"redGem\"},"
      "  \"201\": {\"cls\": \"enemys\", \"id\": \"slime\"},"
      "  \"202\": {\"cls\": \"enemys\", \"id\": \"bat\"}},"
      "\"floors\": {\"F1\": {\"floorId\": \"F1\", \"title\": \"F1\", \"width\": 7, \"height\": 5,"
      "  \"ratio\": 1, \"changeFloor\": {}, \"events\": {},"
      "  \"map\": [[1, 1, 1, 1, 1, 1, 1],"
      "          [1, 0, 0, 0, 0, 201, 1],"
      "          [1, 27, 1, 0, 1, 0, 1],"
      "          [1, 0, 0, 0, 202, 0, 1],"
      "          [1, 1, 1, 1, 1, 1, 1]]}}"
      "}}";

/* A chaser next to the hero, and a status skill whose battles cost 1500
 * ticks: more than the 1000 extra battle ticks one run may take. */
static const char limit_tower[]
    = "{\"format\": \"turnwright-project\", \"version\": 1, \"tower\": {"
      "\"data\": {\"main\": {\"floorIds\": [\"F1\"]},"
      "  \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 500, \"atk\": 20, \"def\": 5,"
      "    \"items\": {\"skillupdate\": {\"hourglass\": 1}},"
      "    \"loc\": {\"x\": 0, \"y\": 0, \"direction\": \"up\"}}}},"
      "\"enemys\": {\"slime\": {\"hp\": 30, \"atk\": 12, \"def\": 2, \"timeCost\": 1,"
      "  \"actType\": \"chase\"}},"
      "\"items\": {\"hourglass\": {\"cls\": \"skillupdate\", \"battleTimeCost\": 1500}},"
      "\"maps\": {\"201\": {\"cls\": \"enemys\", \"id\": \"slime\"}},"
      "\"floors\": {\"F1\": {\"floorId\": \"F1\", \"width\": 2, \"height\": 1,"
      "  \"map\": [[0, 201]]}}}}";

typedef struct
{
  char *dir;
  char *project;
} Fixture;

static char *
write_file (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = tw_test_make_tmp_dir ();
  f->project = write_file (f->dir, "small.json", small_tower);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tw_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->project);
}

/* Runs `simulate PROJECT --script SCRIPT` with extra options; returns the status. */
static int
simulate (Fixture *f, const char *script_text, const char *const *extra, char **out, char **err)
{
  g_autofree char *script = write_file (f->dir, "script.txt", script_text);
  GPtrArray *args = g_ptr_array_new ();
  g_ptr_array_add (args, (gpointer) "simulate");
  g_ptr_array_add (args, f->project);
  g_ptr_array_add (args, (gpointer) "--script");
  g_ptr_array_add (args, script);
  for (guint i = 0; extra != NULL && extra[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) extra[i]);
  g_ptr_array_add (args, NULL);
  int status = tw_test_run_cli ((const char *const *) args->pdata, out, err);
  g_ptr_array_unref (args);
  return status;
}

static json_t *
load_json (const char *path)
{
  json_error_t error;
  json_t *root = json_load_file (path, 0, &error);
  if (root == NULL)
    g_error ("%s:%d:%d: %s", path, error.line, error.column, error.text);
  return root;
}

/* The lines of a JSON Lines file, each parsed. */
static GPtrArray *
load_jsonl (const char *path)
{
  g_autofree char *text = tw_test_read (path);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) json_decref);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      json_error_t error;
      json_t *event = json_loads (lines[i], 0, &error);
      g_assert_nonnull (event);
      g_ptr_array_add (events, event);
    }
  return events;
}

static void
test_simulate_trace_and_state (Fixture *f, gconstpointer data)
{
  g_autofree char *trace = g_build_filename (f->dir, "trace.jsonl", NULL);
  g_autofree char *state = g_build_filename (f->dir, "state.json", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *extra[] = { "--trace", trace, "--save", state, NULL };

  g_assert_cmpint (simulate (f, "move up\nwait 3\n", extra, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "played 2 actions (0 refused)"));

  /* Every event carries ev, mapTurn and clock; one tick event per tick. */
  g_autoptr (GPtrArray) events = load_jsonl (trace);
  guint ticks = 0;
  for (guint i = 0; i < events->len; i++)
    {
      json_t *event = g_ptr_array_index (events, i);
      g_assert_true (json_is_string (json_object_get (event, "ev")));
      g_assert_true (json_is_integer (json_object_get (event, "mapTurn")));
      g_assert_true (json_is_integer (json_object_get (event, "clock")));
      if (g_str_equal (json_string_value (json_object_get (event, "ev")), "tick"))
        ticks++;
    }
  g_assert_cmpuint (ticks, ==, 4);

  /* The final state uses the spec's names. */
  json_t *saved = load_json (state);
  json_t *turn_state = json_object_get (json_object_get (saved, "flags"), "mapTurnState");
  g_assert_nonnull (turn_state);
  g_assert_cmpint (json_integer_value (json_object_get (turn_state, "mapTurn")), ==, 4);
  g_assert_cmpint (json_integer_value (json_object_get (turn_state, "clock")), ==, 4);
  json_t *loc = json_object_get (json_object_get (saved, "hero"), "loc");
  g_assert_cmpint (json_integer_value (json_object_get (loc, "x")), ==, 1);
  g_assert_cmpint (json_integer_value (json_object_get (loc, "y")), ==, 2);
  /* The gem at (1, 2) was picked up on the way: atk 20 + 3. */
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (saved, "hero"), "atk")),
                   ==, 23);
  json_decref (saved);
}

/* Saving half-way and loading into a new run gives the same rest of the
 * trace and the same final state as one uninterrupted run. */
static void
test_simulate_save_load_continuity (Fixture *f, gconstpointer data)
{
  const char *first = "move up\nmove down\nwait 2\n";
  const char *second = "move right\nmove right\nwait 3\nmove up\n";
  g_autofree char *whole_script = g_strconcat (first, second, NULL);
  g_autofree char *whole_trace = g_build_filename (f->dir, "whole.jsonl", NULL);
  g_autofree char *whole_state = g_build_filename (f->dir, "whole.json", NULL);
  g_autofree char *mid_state = g_build_filename (f->dir, "mid.json", NULL);
  g_autofree char *rest_trace = g_build_filename (f->dir, "rest.jsonl", NULL);
  g_autofree char *rest_state = g_build_filename (f->dir, "rest.json", NULL);
  g_autofree char *out = NULL, *err = NULL;

  const char *whole[] = { "--trace", whole_trace, "--save", whole_state, NULL };
  g_assert_cmpint (simulate (f, whole_script, whole, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *head[] = { "--save", mid_state, NULL };
  g_assert_cmpint (simulate (f, first, head, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *tail[] = { "--load", mid_state, "--trace", rest_trace, "--save", rest_state, NULL };
  g_assert_cmpint (simulate (f, second, tail, &out, &err), ==, 0);

  g_autoptr (GPtrArray) all = load_jsonl (whole_trace);
  g_autoptr (GPtrArray) rest = load_jsonl (rest_trace);
  g_assert_cmpuint (rest->len, >, 0);
  g_assert_cmpuint (all->len, >, rest->len);
  guint offset = all->len - rest->len;
  for (guint i = 0; i < rest->len; i++)
    g_assert_true (json_equal (g_ptr_array_index (all, offset + i), g_ptr_array_index (rest, i)));

  json_t *a = load_json (whole_state);
  json_t *b = load_json (rest_state);
  g_assert_true (json_equal (a, b));
  json_decref (a);
  json_decref (b);
}

static void
test_simulate_script_error (Fixture *f, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *state = g_build_filename (f->dir, "state.json", NULL);
  const char *extra[] = { "--save", state, NULL };

  g_assert_cmpint (simulate (f, "move up\n\nfly away\n", extra, &out, &err), ==, 2);
  g_autofree char *script = g_build_filename (f->dir, "script.txt", NULL);
  g_autofree char *want = g_strdup_printf ("%s:3:1: error: ", script);
  g_assert_true (g_str_has_prefix (err, want));
  /* Nothing was played, so nothing was written. */
  g_assert_false (g_file_test (state, G_FILE_TEST_EXISTS));
}

static void
test_simulate_invalid_project (Fixture *f, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  g_free (f->project);
  f->project = write_file (f->dir, "broken.json", "{\"format\": \"turnwright-project\",\n  oops");

  g_assert_cmpint (simulate (f, "move up\n", NULL, &out, &err), ==, 1);
  g_autofree char *want = g_strdup_printf ("%s:2:", f->project);
  g_assert_true (g_str_has_prefix (err, want));
}

static void
test_simulate_invalid_state (Fixture *f, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *bad = write_file (f->dir, "bad-state.json", "{\"hero\": [1, 2,\n");
  const char *extra[] = { "--load", bad, NULL };

  g_assert_cmpint (simulate (f, "move up\n", extra, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (err, bad));
  g_assert_cmpstr (out, ==, "");
}

static void
test_simulate_refused_is_not_an_error (Fixture *f, gconstpointer data)
{
  g_autofree char *trace = g_build_filename (f->dir, "trace.jsonl", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *extra[] = { "--trace", trace, NULL };

  /* Left of the start is a wall. */
  g_assert_cmpint (simulate (f, "move left\n", extra, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "(1 refused)"));
  g_autoptr (GPtrArray) events = load_jsonl (trace);
  json_t *last = g_ptr_array_index (events, events->len - 1);
  g_assert_cmpstr (json_string_value (json_object_get (last, "ev")), ==, "refused");
  g_assert_cmpint (json_integer_value (json_object_get (last, "clock")), ==, 0);
}

/* The cap on extra battle ticks is visible (docs/rules.md §9): a `limit`
 * event in the trace and a line in the output, with what was dropped. */
static void
test_simulate_limit_is_visible (Fixture *f, gconstpointer data)
{
  g_autofree char *trace = g_build_filename (f->dir, "trace.jsonl", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *extra[] = { "--trace", trace, NULL };

  g_free (f->project);
  f->project = write_file (f->dir, "limit.json", limit_tower);
  g_assert_cmpint (simulate (f, "use hourglass\nwait 1\n", extra, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "limit: the battleTicks cap (1000) was reached 1 time, first "
                                 "at mapTurn 1, clock 1; 500 ticks dropped\n"));
  g_autoptr (GPtrArray) events = load_jsonl (trace);
  json_t *limit = NULL;
  for (guint i = 0; i < events->len; i++)
    if (g_strcmp0 (json_string_value (json_object_get (g_ptr_array_index (events, i), "ev")),
                   "limit")
        == 0)
      limit = g_ptr_array_index (events, i);
  g_assert_nonnull (limit);
  g_assert_cmpstr (json_string_value (json_object_get (limit, "limit")), ==, "battleTicks");
  g_assert_cmpint (json_integer_value (json_object_get (limit, "max")), ==, 1000);
  g_assert_cmpint (json_integer_value (json_object_get (limit, "dropped")), ==, 500);
  g_assert_cmpint (json_integer_value (json_object_get (limit, "mapTurn")), ==, 1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Without --trace too. */
  g_assert_cmpint (simulate (f, "use hourglass\nwait 1\n", NULL, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "limit: the battleTicks cap (1000) was reached 1 time"));
}

static void
test_simulate_usage (Fixture *f, gconstpointer data)
{
  g_autofree char *out = NULL, *err = NULL;
  const char *no_script[] = { "simulate", f->project, NULL };
  g_assert_cmpint (tw_test_run_cli (no_script, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--script"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  const char *help[] = { "simulate", "--help", NULL };
  g_assert_cmpint (tw_test_run_cli (help, &out, &err), ==, 0);
  g_assert_true (
      g_str_has_prefix (out, "Usage:\n  turnwright-cli simulate [OPTION…] PROJECT --script FILE"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli/simulate/trace-and-state", test_simulate_trace_and_state);
  ADD ("/cli/simulate/save-load-continuity", test_simulate_save_load_continuity);
  ADD ("/cli/simulate/script-error", test_simulate_script_error);
  ADD ("/cli/simulate/invalid-project", test_simulate_invalid_project);
  ADD ("/cli/simulate/invalid-state", test_simulate_invalid_state);
  ADD ("/cli/simulate/refused-is-not-an-error", test_simulate_refused_is_not_an_error);
  ADD ("/cli/simulate/usage", test_simulate_usage);
  ADD ("/cli/simulate/limit-is-visible", test_simulate_limit_is_visible);
#undef ADD
  return g_test_run ();
}
