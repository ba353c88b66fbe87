/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-browser.c: the bundled sample (data/sample, mota-js 2.10.3) played in
 * headless Chromium by tests/browser/play-in-browser.js (docs/browser.md):
 * the title screen passed with Enter, the first moves of
 * tests/check/routes-sample/sample0-blue-priest.txt walked with real arrow
 * keys, the hero read back from core.status, and a screenshot of the game.
 * Skips when node or chromium is not installed. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <png.h>

#define WIDTH 832
#define HEIGHT 512

/* One run of the harness: its status and the JSON lines it printed. */
typedef struct
{
  gboolean skipped;
  char *skip_reason;
  int wait_status;
  char *out_dir;
  char *stderr_text;
  json_t *lines; /* array */
} Run;

static char *
find_program (const char *const *names)
{
  for (; *names; names++)
    {
      char *path = g_find_program_in_path (*names);
      if (path)
        return path;
    }
  return NULL;
}

/* The harness's exit code, or -1 when it did not exit normally. */
static int
exit_code (int wait_status)
{
  g_autoptr (GError) error = NULL;
  if (g_spawn_check_wait_status (wait_status, &error))
    return 0;
  if (error->domain == G_SPAWN_EXIT_ERROR)
    return error->code;
  return -1;
}

/* Runs play-in-browser.js on data/sample with @steps (JSON text), its output
 * under the build tree's browser-@name/. */
static Run *run_harness_on (const char *game, const char *name, const char *steps,
                           const char *const *extra_args);

static Run *
run_harness (const char *name, const char *steps, const char *const *extra_args)
{
  g_autofree char *game = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  return run_harness_on (game, name, steps, extra_args);
}

/* The same on the game folder @game. */
static Run *
run_harness_on (const char *game, const char *name, const char *steps,
                const char *const *extra_args)
{
  Run *run = g_new0 (Run, 1);
  const char *const node_names[] = { "node", "nodejs", NULL };
  g_autofree char *node = find_program (node_names);
  const char *const chromium_names[] = { "chromium", "chromium-browser", NULL };
  g_autofree char *chromium = NULL;
  if (g_getenv ("CHROMIUM") && g_file_test (g_getenv ("CHROMIUM"), G_FILE_TEST_IS_EXECUTABLE))
    chromium = g_strdup (g_getenv ("CHROMIUM"));
  else
    chromium = find_program (chromium_names);
  if (!node || !chromium)
    {
      run->skipped = TRUE;
      run->skip_reason = g_strdup_printf ("%s is not installed: the browser test needs Debian's %s "
                                          "(tools/install-deps.sh installs it)",
                                          node ? "chromium" : "node",
                                          node ? "chromium" : "nodejs");
      return run;
    }

  const char *root = g_getenv ("TW_SOURCE_ROOT");
  g_assert_nonnull (root);
  g_autofree char *harness = g_build_filename (root, "tests", "browser", "play-in-browser.js", NULL);
  g_autofree char *dir_name = g_strconcat ("browser-", name, NULL);
  run->out_dir = g_build_filename (g_test_get_dir (G_TEST_BUILT), dir_name, NULL);
  g_assert_cmpint (g_mkdir_with_parents (run->out_dir, 0755), ==, 0);
  g_autofree char *steps_file = g_build_filename (run->out_dir, "steps.json", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_set_contents (steps_file, steps, -1, &error));
  g_assert_no_error (error);

  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, node);
  g_ptr_array_add (argv, harness);
  g_ptr_array_add (argv, (char *) game);
  g_ptr_array_add (argv, steps_file);
  g_ptr_array_add (argv, (char *) "--out");
  g_ptr_array_add (argv, run->out_dir);
  g_ptr_array_add (argv, (char *) "--chromium");
  g_ptr_array_add (argv, chromium);
  g_ptr_array_add (argv, (char *) "--timeout");
  g_ptr_array_add (argv, (char *) "90");
  for (; extra_args && *extra_args; extra_args++)
    g_ptr_array_add (argv, (char *) *extra_args);
  g_ptr_array_add (argv, NULL);

  g_autofree char *out = NULL;
  gint64 t0 = g_get_monotonic_time ();
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &run->stderr_text, &run->wait_status, &error));
  g_assert_no_error (error);
  g_test_message ("play-in-browser.js (%s) took %.1f s, status %d", name,
                  (g_get_monotonic_time () - t0) / 1e6, exit_code (run->wait_status));
  if (exit_code (run->wait_status) == 77)
    {
      run->skipped = TRUE;
      run->skip_reason = g_strdup_printf ("play-in-browser.js found no browser: %s", run->stderr_text);
      return run;
    }

  run->lines = json_array ();
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      if (!**l)
        continue;
      json_error_t jerror;
      json_t *line = json_loads (*l, 0, &jerror);
      if (!line)
        g_error ("play-in-browser.js printed a line that is not JSON (%s): %s", jerror.text, *l);
      json_array_append_new (run->lines, line);
    }
  return run;
}

static void
run_free (Run *run)
{
  g_free (run->skip_reason);
  g_free (run->out_dir);
  g_free (run->stderr_text);
  json_decref (run->lines);
  g_free (run);
}

/* The walk of sample0, run once for the test cases that read it. */
static const char walk_steps[] = "[\n"
                                 "  {\"name\": \"pickup up\", \"key\": \"ArrowUp\"},\n"
                                 "  {\"name\": \"move up 3\", \"key\": \"ArrowUp\", \"times\": 3},\n"
                                 "  {\"name\": \"into the wall\", \"key\": \"ArrowRight\"},\n"
                                 "  {\"name\": \"move down\", \"key\": \"ArrowDown\"},\n"
                                 "  {\"eval\": \"[core.status.floorId, core.status.hero.flags.hard, "
                                 "core.status.hero.loc.x, core.status.hero.loc.y]\"},\n"
                                 "  {\"eval\": \"Promise.all(['/main.js', '/logo.png', '/styles.css', "
                                 "'/project/data.js'].map(function (u) { return fetch(u).then(function (r) "
                                 "{ return r.status + ' ' + r.headers.get('content-type'); }); }))\"},\n"
                                 "  {\"eval\": \"fetch('/..%2f..%2f..%2fetc/hostname').then(function (r) "
                                 "{ return r.status; })\"},\n"
                                 "  {\"screenshot\": \"sample0.png\"}\n"
                                 "]\n";

static Run *walk_run;

static Run *
walk (void)
{
  if (!walk_run)
    {
      const char *const args[] = { "--start", "keys", NULL };
      walk_run = run_harness ("sample", walk_steps, args);
    }
  return walk_run;
}

/* The line of step @n (0: the start), failing with the harness's stderr. */
static json_t *
step_line (Run *run, size_t n)
{
  json_t *line = json_array_get (run->lines, n);
  if (!line || json_integer_value (json_object_get (line, "step")) != (json_int_t) n)
    g_error ("no line for step %zu; play-in-browser.js said:\n%s", n, run->stderr_text);
  if (n > 0 && !json_is_true (json_object_get (line, "ok")))
    g_error ("step %zu failed: %s", n, json_string_value (json_object_get (line, "error")));
  return line;
}

static void
assert_hero (json_t *line, int x, int y, const char *direction, int hp)
{
  json_t *hero = json_object_get (line, "hero");
  g_assert_nonnull (hero);
  g_assert_cmpstr (json_string_value (json_object_get (hero, "floor")), ==, "sample0");
  g_assert_cmpint (json_integer_value (json_object_get (hero, "x")), ==, x);
  g_assert_cmpint (json_integer_value (json_object_get (hero, "y")), ==, y);
  g_assert_cmpstr (json_string_value (json_object_get (hero, "direction")), ==, direction);
  g_assert_cmpint (json_integer_value (json_object_get (hero, "hp")), ==, hp);
  g_assert_cmpint (json_integer_value (json_object_get (hero, "atk")), ==, 100);
  g_assert_cmpint (json_integer_value (json_object_get (hero, "def")), ==, 100);
}

/* The run passed: exit 0, a final line ok with no page error. */
static void
test_walk_finishes (void)
{
  Run *run = walk ();
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      return;
    }
  json_t *last = json_array_get (run->lines, json_array_size (run->lines) - 1);
  g_assert_nonnull (last);
  if (exit_code (run->wait_status) != 0 || !json_is_true (json_object_get (last, "ok")))
    g_error ("play-in-browser.js failed (status %d):\n%s", exit_code (run->wait_status),
             run->stderr_text);
  g_assert_true (json_is_true (json_object_get (last, "done")));
  g_assert_cmpint (json_integer_value (json_object_get (last, "steps")), ==, 8);
  g_assert_cmpint (json_array_size (json_object_get (last, "errors")), ==, 0);
  g_assert_cmpuint (json_array_size (run->lines), ==, 10);
}

/* The title passed with Enter twice (start, the first difficulty "Easy"),
 * the start's story confirmed: the hero at firstData's place. */
static void
test_walk_start (void)
{
  Run *run = walk ();
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      return;
    }
  json_t *start = step_line (run, 0);
  g_assert_true (json_is_true (json_object_get (start, "start")));
  g_assert_cmpstr (json_string_value (json_object_get (start, "hard")), ==, "Easy");
  g_assert_true (g_str_has_prefix (json_string_value (json_object_get (start, "browser")), "Chrome/"));
  assert_hero (start, 6, 10, "up", 1000);
  json_t *flags = json_object_get (json_object_get (start, "hero"), "flags");
  g_assert_cmpint (json_integer_value (json_object_get (flags, "hard")), ==, 1);
}

/* The route's first lines by arrow keys: up onto the book (picked up), up 3
 * along the open column x = 6, right into the wall at (7, 6) (a turn, no
 * step), down one. No enemy acts in the stock engine: hp stays 1000. */
static void
test_walk_moves (void)
{
  Run *run = walk ();
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      return;
    }
  json_t *l1 = step_line (run, 1);
  assert_hero (l1, 6, 9, "up", 1000);
  json_t *items = json_object_get (json_object_get (l1, "hero"), "items");
  g_assert_cmpint (json_integer_value (json_object_get (items, "book")), ==, 1);
  assert_hero (step_line (run, 2), 6, 6, "up", 1000);
  assert_hero (step_line (run, 3), 6, 6, "right", 1000);
  assert_hero (step_line (run, 4), 6, 7, "down", 1000);

  /* The page's own state agrees with the hero lines. */
  json_t *value = json_object_get (step_line (run, 5), "value");
  g_assert_cmpstr (json_string_value (json_array_get (value, 0)), ==, "sample0");
  g_assert_cmpint (json_integer_value (json_array_get (value, 1)), ==, 1);
  g_assert_cmpint (json_integer_value (json_array_get (value, 2)), ==, 6);
  g_assert_cmpint (json_integer_value (json_array_get (value, 3)), ==, 7);
}

/* The harness's server: MIME types, nothing outside the game folder. */
static void
test_walk_server (void)
{
  Run *run = walk ();
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      return;
    }
  json_t *types = json_object_get (step_line (run, 6), "value");
  g_assert_cmpstr (json_string_value (json_array_get (types, 0)), ==, "200 text/javascript; charset=utf-8");
  g_assert_cmpstr (json_string_value (json_array_get (types, 1)), ==, "200 image/png");
  g_assert_cmpstr (json_string_value (json_array_get (types, 2)), ==, "200 text/css; charset=utf-8");
  g_assert_cmpstr (json_string_value (json_array_get (types, 3)), ==, "200 text/javascript; charset=utf-8");
  json_int_t outside = json_integer_value (json_object_get (step_line (run, 7), "value"));
  g_assert_true (outside == 403 || outside == 404);
}

/* The screenshot: a PNG of the window's size with the game drawn (the map's
 * tiles and the status bar: many colours, little of it black). */
static void
test_walk_screenshot (void)
{
  Run *run = walk ();
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      return;
    }
  json_t *line = step_line (run, 8);
  g_autofree char *file = g_build_filename (run->out_dir, "sample0.png", NULL);
  g_assert_cmpstr (json_string_value (json_object_get (line, "file")), ==, file);
  g_test_message ("screenshot: %s", file);

  png_image image;
  memset (&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  g_assert_true (png_image_begin_read_from_file (&image, file));
  g_assert_cmpuint (image.width, ==, WIDTH);
  g_assert_cmpuint (image.height, ==, HEIGHT);
  image.format = PNG_FORMAT_RGBA;
  g_autofree guint32 *pixels = g_new (guint32, (gsize) WIDTH * HEIGHT);
  g_assert_true (png_image_finish_read (&image, NULL, pixels, 0, NULL));

  g_autoptr (GHashTable) colours = g_hash_table_new (g_direct_hash, g_direct_equal);
  gsize dark = 0;
  for (gsize i = 0; i < (gsize) WIDTH * HEIGHT; i++)
    {
      const guint8 *p = (const guint8 *) &pixels[i];
      if (p[0] < 16 && p[1] < 16 && p[2] < 16)
        dark++;
      g_hash_table_add (colours, GUINT_TO_POINTER (pixels[i] & 0x00ffffffu));
    }
  g_test_message ("%u colours, %.0f%% dark", g_hash_table_size (colours),
                  100.0 * dark / ((double) WIDTH * HEIGHT));
  g_assert_cmpuint (g_hash_table_size (colours), >, 1000);
  /* The game's 13 x 13 map and status bar fill the middle; the black is the
   * page's margin around it. */
  g_assert_cmpfloat ((double) dark / ((double) WIDTH * HEIGHT), <, 0.6);
}

/* ---- the map-turn runtime in the game (docs/runtime.md) ------------------- */

/* A copy of data/sample with Turnwright's runtime installed by export, as a
 * designer does (`turnwright-cli export DIR --mota DIR --with-runtime`). */
static char *
sample_with_runtime (void)
{
  g_autofree char *sample = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  char *copy = g_build_filename (g_test_get_dir (G_TEST_BUILT), "browser-runtime-game", NULL);
  const char *rm[] = { "rm", "-rf", copy, NULL };
  const char *cp[] = { "cp", "-r", sample, copy, NULL };
  const char *export[] = { g_getenv ("TW_CLI"), "export", copy, "--mota", copy, "--with-runtime", NULL };
  g_autofree char *out = NULL;
  int status = 0;
  g_assert_true (g_spawn_sync (NULL, (char **)rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **)cp, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (export[0]);
  g_assert_true (g_spawn_sync (NULL, (char **)export, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "map-turn runtime: installed version"));
  return copy;
}

/* The hero walks up 3 (onto the book, then to (6, 7), four cells from the
 * blue priest at (2, 7): timeCost 6, a ranged skill of range 4, damage 20)
 * and waits nine ticks with the '.' key: the priest hits at ticks 6 and 12,
 * as Turnwright's engine has it (`move up 3`, `wait 9`: 960 hp, clock 12). */
static const char runtime_steps[]
    = "[\n"
      "  {\"name\": \"move up 3\", \"key\": \"ArrowUp\", \"times\": 3},\n"
      "  {\"eval\": \"[core.status.hero.flags.mapTurnState.clock, core.status.hero.hp]\"},\n"
      "  {\"name\": \"wait 2\", \"key\": \".\", \"times\": 2},\n"
      "  {\"eval\": \"[core.status.hero.flags.mapTurnState.clock, core.status.hero.hp]\"},\n"
      "  {\"name\": \"wait 7\", \"key\": \".\", \"times\": 7},\n"
      "  {\"eval\": \"[core.status.hero.flags.mapTurnState.clock, core.status.hero.hp, "
      "core.status.route.filter(function (t) { return t == 'mapTurn:wait:1'; }).length]\"},\n"
      "  {\"screenshot\": \"hit.png\"}\n"
      "]\n";

static void
assert_clock_hp (Run *run, size_t step, gint64 clock, gint64 hp)
{
  json_t *value = json_object_get (step_line (run, step), "value");
  g_assert_cmpint (json_integer_value (json_array_get (value, 0)), ==, clock);
  g_assert_cmpint (json_integer_value (json_array_get (value, 1)), ==, hp);
}

static void
test_runtime_enemies_act (void)
{
  g_autofree char *game = sample_with_runtime ();
  const char *const args[] = { "--start", "keys", NULL };
  Run *run = run_harness_on (game, "runtime", runtime_steps, args);
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      run_free (run);
      return;
    }
  if (exit_code (run->wait_status) != 0)
    g_error ("play-in-browser.js failed (status %d):\n%s", exit_code (run->wait_status),
             run->stderr_text);
  /* Three steps, three ticks; nobody in reach yet. */
  assert_hero (step_line (run, 1), 6, 7, "up", 1000);
  assert_clock_hp (run, 2, 3, 1000);
  /* Tick 5: still nothing; the priest's first action is at tick 6. */
  assert_clock_hp (run, 4, 5, 1000);
  /* Ticks 6 and 12: two hits of 20, and the nine waits are in the route. */
  assert_clock_hp (run, 6, 12, 960);
  g_assert_cmpint (json_integer_value (json_array_get (json_object_get (step_line (run, 6), "value"), 2)), ==, 9);
  g_autofree char *shot = g_build_filename (run->out_dir, "hit.png", NULL);
  g_assert_true (g_file_test (shot, G_FILE_TEST_IS_REGULAR));
  g_test_message ("screenshot: %s", shot);
  run_free (run);
}

/* A failing step: the harness stops there, says why, and exits 1. */
static void
test_failure (void)
{
  static const char steps[] = "[{\"key\": \"ArrowUp\"},\n"
                              " {\"waitFor\": \"core.status.hero.hp > 5000\", \"timeout\": 300},\n"
                              " {\"key\": \"ArrowUp\"}]\n";
  Run *run = run_harness ("failure", steps, NULL);
  if (run->skipped)
    {
      g_test_skip (run->skip_reason);
      run_free (run);
      return;
    }
  g_assert_cmpint (exit_code (run->wait_status), ==, 1);
  g_assert_nonnull (strstr (run->stderr_text, "step 2: timed out after 300 ms"));
  assert_hero (step_line (run, 1), 6, 9, "up", 1000);
  json_t *last = json_array_get (run->lines, json_array_size (run->lines) - 1);
  g_assert_true (json_is_true (json_object_get (last, "done")));
  g_assert_true (json_is_false (json_object_get (last, "ok")));
  g_assert_cmpint (json_integer_value (json_object_get (last, "step")), ==, 2);
  g_assert_cmpuint (json_array_size (run->lines), ==, 4);
  run_free (run);
}

/* A usage error: exit 2, before any browser starts. */
static void
test_usage (void)
{
  const char *const node_names[] = { "node", "nodejs", NULL };
  g_autofree char *node = find_program (node_names);
  if (!node)
    {
      g_test_skip ("node is not installed");
      return;
    }
  g_autofree char *harness
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "browser", "play-in-browser.js", NULL);
  const char *argv[] = { node, harness, "/nonexistent-game", "/nonexistent-steps.json", NULL };
  g_autofree char *err = NULL;
  int status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (exit_code (status), ==, 2);
  g_assert_nonnull (strstr (err, "not a mota-js game folder"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/browser/usage", test_usage);
  g_test_add_func ("/browser/sample/finishes", test_walk_finishes);
  g_test_add_func ("/browser/sample/start", test_walk_start);
  g_test_add_func ("/browser/sample/moves", test_walk_moves);
  g_test_add_func ("/browser/sample/server", test_walk_server);
  g_test_add_func ("/browser/sample/screenshot", test_walk_screenshot);
  g_test_add_func ("/browser/failure", test_failure);
  g_test_add_func ("/browser/runtime/enemies-act", test_runtime_enemies_act);
  int status = g_test_run ();
  if (walk_run)
    run_free (walk_run);
  return status;
}
