/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-mapturn-random.c: `turnwright-cli check` on random towers
 * (gen-tower.h, docs/check.md "Random map-turn towers").
 *
 * For each seed the tower is written to a temporary folder, validated
 * (`turnwright-cli validate`: no error) and checked against the game
 * (`turnwright-cli check DIR --script DIR/moves.txt --json`): every action
 * must agree. Every seed is run, two at a time, and the failures are
 * reported together at the end, each with its first difference and the
 * folder kept for it. /mapturn-random/stock runs 30 towers on the stock
 * rules (no timeCost, no skills), on which the engine and the stock game
 * play the same rules; /mapturn-random/map-turn runs TW_MAPTURN_SEEDS
 * (200) map-turn towers, which the game plays through its map-turn
 * runtime (data/runtime/map-turn.js, injected by the check). */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <locale.h>
#include <string.h>

#include "tests/check/check-test-util.h"
#include "tests/check/gen-tower.h"

#define JOBS 2 /* checks in flight: each is mostly one node process */
#define STOCK_SEEDS 30
#define MAP_TURN_SEEDS 200
#define MAX_SHOWN 2000 /* characters of a state shown: a frame may hold thousands of events */

typedef struct _Batch Batch;

typedef struct
{
  Batch *batch;
  guint32 seed;
  char *dir;
  GString *problems; /* what failed, one paragraph each; empty: the seed agrees */
} Job;

struct _Batch
{
  TwGenFlags flags;
  guint32 next, last;
  guint in_flight;
  char *root;
  GMainLoop *loop;
  guint n_seeds, n_agree;
  guint64 n_actions;
  GArray *failed; /* the seeds that did not agree (guint32) */
};

static void batch_fill (Batch *b);

static void
remove_tree (const char *dir)
{
  const char *argv[] = { "rm", "-rf", dir, NULL };
  g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

static char *
compact (json_t *value)
{
  if (value == NULL || json_is_null (value))
    return g_strdup ("-");
  char *text = json_dumps (value, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
  glong length = g_utf8_strlen (text, -1);
  char *copy = length <= MAX_SHOWN
                   ? g_strdup (text)
                   : g_strdup_printf ("%.*s... (%ld characters in all)",
                                      (int)(g_utf8_offset_to_pointer (text, MAX_SHOWN) - text),
                                      text, length);
  free (text);
  return copy;
}

/* ---- one seed --------------------------------------------------------- */

static void
job_finish (Job *job)
{
  Batch *b = job->batch;
  if (job->problems->len == 0)
    {
      b->n_agree++;
      remove_tree (job->dir);
    }
  else
    {
      g_test_message ("seed %u:%s\n  the tower and its script are kept in %s", job->seed,
                      job->problems->str, job->dir);
      g_array_append_val (b->failed, job->seed);
    }
  g_string_free (job->problems, TRUE);
  g_free (job->dir);
  g_free (job);
  b->in_flight--;
  batch_fill (b);
  if (b->in_flight == 0)
    g_main_loop_quit (b->loop);
}

/* `turnwright-cli ARGS...` for @job, @done called with its output. */
static void
job_spawn (Job *job, GAsyncReadyCallback done, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_ptr_array_add (argv, (gpointer)g_getenv ("TW_CLI"));
  for (; *args != NULL; args++)
    g_ptr_array_add (argv, (gpointer)*args);
  g_ptr_array_add (argv, NULL);
  GSubprocess *proc
      = g_subprocess_newv ((const char *const *)argv->pdata,
                           G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (proc, NULL, NULL, done, job);
}

/* The output of the process @source, which ran for @job: FALSE when it
 * could not be read (a problem of the seed). */
static gboolean
job_output (Job *job, GObject *source, GAsyncResult *res, char **out, char **err, int *status)
{
  g_autoptr (GSubprocess) proc = G_SUBPROCESS (source);
  g_autoptr (GError) error = NULL;
  if (!g_subprocess_communicate_utf8_finish (proc, res, out, err, &error))
    {
      g_string_append_printf (job->problems, "\n  turnwright-cli did not run: %s", error->message);
      return FALSE;
    }
  *status = g_subprocess_get_if_exited (proc) ? g_subprocess_get_exit_status (proc) : -1;
  return TRUE;
}

/* The first difference of a check, as the CLI's --json gives it. */
static void
describe_difference (Job *job, json_t *report)
{
  json_t *first = json_object_get (report, "firstDifference");
  g_autofree char *differ = compact (json_object_get (first, "differ"));
  g_autofree char *engine = compact (json_object_get (first, "engine"));
  g_autofree char *game = compact (json_object_get (first, "game"));
  g_autofree char *ran = compact (json_object_get (first, "ran"));
  const char *message = json_string_value (json_object_get (report, "gameMessage"));

  g_string_append_printf (job->problems,
                          "\n  %d of %d actions agree; first difference after line %d (%s): %s"
                          "\n  Turnwright: %s\n  game:       %s\n  the game ran: %s",
                          (int)json_integer_value (json_object_get (report, "agree")),
                          (int)json_integer_value (json_object_get (report, "actions")),
                          (int)json_integer_value (json_object_get (first, "line")),
                          json_string_value (json_object_get (first, "action")), differ, engine,
                          game, ran);
  if (message != NULL)
    g_string_append_printf (job->problems, "\n  the game said: %s", message);
}

static void
on_check (GObject *source, GAsyncResult *res, gpointer data)
{
  Job *job = data;
  g_autofree char *out = NULL, *err = NULL;
  int status = -1;
  json_error_t jerr;

  if (!job_output (job, source, res, &out, &err, &status))
    {
      job_finish (job);
      return;
    }
  json_t *report = status <= 1 ? json_loads (out, 0, &jerr) : NULL;
  if (report == NULL)
    /* exit 2: a line the game cannot play; else the check could not run */
    g_string_append_printf (job->problems, "\n  the check did not run (exit %d): %s", status,
                            g_strstrip (err));
  else
    {
      json_int_t agree = json_integer_value (json_object_get (report, "agree"));
      json_int_t actions = json_integer_value (json_object_get (report, "actions"));
      job->batch->n_actions += (guint64)actions;
      if (status != 0 || agree != actions || json_object_get (report, "firstDifference"))
        describe_difference (job, report);
    }
  json_decref (report);
  job_finish (job);
}

static void
start_check (Job *job)
{
  g_autofree char *script = g_build_filename (job->dir, "moves.txt", NULL);
  const char *args[] = { "check", job->dir, "--script", script, "--json", NULL };
  job_spawn (job, on_check, args);
}

/* Validation first: every error line is a problem of the seed; the check
 * runs all the same. */
static void
on_validate (GObject *source, GAsyncResult *res, gpointer data)
{
  Job *job = data;
  g_autofree char *out = NULL, *err = NULL;
  int status = -1;

  if (!job_output (job, source, res, &out, &err, &status))
    {
      job_finish (job);
      return;
    }
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  for (char **l = lines; *l != NULL; l++)
    if (strstr (*l, ": error: ") != NULL)
      g_string_append_printf (job->problems, "\n  validate: %s", *l);
  if (status != 0)
    g_string_append_printf (job->problems, "\n  validate exited %d%s%s", status, err[0] ? ": " : "",
                            g_strstrip (err));
  start_check (job);
}

static void
job_start (Batch *b, guint32 seed)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("seed-%u", seed);
  Job *job = g_new0 (Job, 1);

  job->batch = b;
  job->seed = seed;
  job->dir = g_build_filename (b->root, name, NULL);
  job->problems = g_string_new (NULL);
  b->in_flight++;
  if (!tw_gen_tower_full (seed, job->dir, b->flags, &error))
    {
      g_string_append_printf (job->problems, "\n  the generator failed: %s", error->message);
      job_finish (job);
      return;
    }
  const char *args[] = { "validate", job->dir, NULL };
  job_spawn (job, on_validate, args);
}

static void
batch_fill (Batch *b)
{
  while (b->in_flight < JOBS && b->next <= b->last)
    job_start (b, b->next++);
}

/* ---- the tests -------------------------------------------------------- */

static gint
compare_seeds (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *)a, y = *(const guint32 *)b;
  return x < y ? -1 : x > y;
}

static char *
seed_list (GArray *seeds)
{
  GString *list = g_string_new (NULL);
  g_array_sort (seeds, compare_seeds);
  for (guint i = 0; i < seeds->len; i++)
    g_string_append_printf (list, "%s%u", i ? ", " : "", g_array_index (seeds, guint32, i));
  return g_string_free (list, FALSE);
}

/* Seeds 1 to @n, each agreeing with the game, or the test fails naming
 * every seed that did not. */
static void
run_seeds (TwGenFlags flags, guint32 n)
{
  g_autoptr (GError) error = NULL;
  Batch b = {
    .flags = flags, .next = 1, .last = n, .failed = g_array_new (FALSE, FALSE, sizeof (guint32))
  };
  gint64 started = g_get_monotonic_time ();

  b.root = g_dir_make_tmp ("tw-mapturn-XXXXXX", &error);
  g_assert_no_error (error);
  b.loop = g_main_loop_new (NULL, FALSE);
  batch_fill (&b);
  if (b.in_flight > 0)
    g_main_loop_run (b.loop);
  double seconds = (g_get_monotonic_time () - started) / 1e6;
  g_test_message ("%u of %u seeds agree (%" G_GUINT64_FORMAT " actions; %.1f s, %.2f s a seed)",
                  b.n_agree, n, b.n_actions, seconds, seconds / MAX (n, 1));
  if (b.failed->len > 0)
    {
      g_autofree char *seeds = seed_list (b.failed);
      g_test_fail_printf ("%u of %u seeds do not agree with the game: %s (towers kept under %s)",
                          b.failed->len, n, seeds, b.root);
    }
  else
    remove_tree (b.root);
  g_main_loop_unref (b.loop);
  g_array_unref (b.failed);
  g_free (b.root);
}

static void
test_stock (void)
{
  if (!check_test_sandbox_available ())
    return;
  run_seeds (TW_GEN_NO_MAPTURN, STOCK_SEEDS);
}

static guint32
map_turn_seeds (void)
{
  const char *text = g_getenv ("TW_MAPTURN_SEEDS");
  guint64 n = text ? g_ascii_strtoull (text, NULL, 10) : 0;
  return n > 0 && n <= G_MAXUINT32 ? (guint32)n : MAP_TURN_SEEDS;
}

static void
test_map_turn (void)
{
  if (!check_test_sandbox_available ())
    return;
  run_seeds (TW_GEN_DEFAULT, map_turn_seeds ());
}

static char *
read_file (const char *dir, const char *relative)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A seed gives the same folder every time: the script and every project
 * file the generator writes. */
static void
test_deterministic (void)
{
  static const char *const files[] = { "moves.txt", "project/data.js", "project/enemys.js",
                                       "project/items.js", "project/floors/MT1.js" };
  g_autoptr (GError) error = NULL;
  g_autofree char *root = g_dir_make_tmp ("tw-mapturn-XXXXXX", &error);
  g_autofree char *a = g_build_filename (root, "a", NULL);
  g_autofree char *b = g_build_filename (root, "b", NULL);
  g_autofree char *c = g_build_filename (root, "c", NULL);

  g_assert_true (tw_gen_tower (7, a, &error));
  g_assert_no_error (error);
  g_assert_true (tw_gen_tower (7, b, &error));
  g_assert_true (tw_gen_tower (8, c, &error));
  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *one = read_file (a, files[i]);
      g_autofree char *two = read_file (b, files[i]);
      g_assert_cmpstr (one, ==, two);
    }
  g_autofree char *seven = read_file (a, "moves.txt");
  g_autofree char *eight = read_file (c, "moves.txt");
  g_assert_cmpstr (seven, !=, eight);
  g_assert_true (g_str_has_prefix (seven, "# generated by tests/check/gen-tower.c, seed 7\n"));
  remove_tree (root);
}

int
main (int argc, char **argv)
{
  /* The states hold the tower's Chinese names: printed as they are, not
   * as '?' in the C locale the tests run in. */
  setlocale (LC_CTYPE, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mapturn-random/deterministic", test_deterministic);
  g_test_add_func ("/mapturn-random/stock", test_stock);
  g_test_add_func ("/mapturn-random/map-turn", test_map_turn);
  return g_test_run ();
}
