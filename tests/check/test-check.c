/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-check.c: `turnwright-cli check` against mota-js 2.10.3's own code
 * (tests/game/mota-js-2.10.3, see its SOURCE.md, and the bundled sample
 * data/sample, a complete game with map-turn enemies): routes that agree at
 * every action, a difference found and shown, bad input, and hostile towers
 * whose scripts try to leave the sandbox. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <jansson.h>
#include <sys/wait.h>

#include "editor/check/tw-sandbox.h"
#include "tests/check/check-test-util.h"

static char *game_dir;   /* the stock 2.10.3 sample game */
static char *bundled_dir; /* data/sample */

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

/* turnwright-cli ARGS..., with @env_extra (NAME=VALUE, may be NULL) added. */
static void
run_cli (Run *r, const char *env_extra, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_auto (GStrv) env = g_get_environ ();
  va_list ap;
  g_ptr_array_add (argv, (gpointer)g_getenv ("TW_CLI"));
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer)a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  if (env_extra)
    {
      g_auto (GStrv) kv = g_strsplit (env_extra, "=", 2);
      env = g_environ_setenv (env, kv[0], kv[1], TRUE);
    }
  g_autoptr (GError) error = NULL;
  int wait_status = 0;
  memset (r, 0, sizeof *r);
  g_assert_true (g_spawn_sync (NULL, (char **)argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                               &r->out, &r->err, &wait_status, &error));
  g_assert_no_error (error);
  r->status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static char *
route_path_in (const char *folder, const char *name)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "check", folder, name, NULL);
}

static char *
route_path (const char *name)
{
  return route_path_in ("routes", name);
}

/* A route's expected difference: "# expect: difference after line N:
 * FIELD[,FIELD...]" with its reason on the comment lines after it. A route
 * without one agrees at every action. */
typedef struct
{
  gboolean any;
  guint line;
  char *fields; /* "flags" or "hp,flags", as the check lists them */
  char *game;   /* "# game: NAME": tests/game/NAME, else NULL (mota-js 2.10.3) */
} Expect;

static void
read_expect (const char *path, Expect *e)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autoptr (GMatchInfo) m = NULL;
  g_autoptr (GRegex) re = g_regex_new ("^# expect: difference after line ([0-9]+): ([a-z,]+)$",
                                       G_REGEX_MULTILINE, 0, NULL);
  memset (e, 0, sizeof *e);
  if (g_regex_match (re, text, 0, &m))
    {
      g_autofree char *line = g_match_info_fetch (m, 1);
      e->any = TRUE;
      e->line = (guint)g_ascii_strtoull (line, NULL, 10);
      e->fields = g_match_info_fetch (m, 2);
    }
  g_autoptr (GMatchInfo) g = NULL;
  g_autoptr (GRegex) game_re
      = g_regex_new ("^# game: ([A-Za-z0-9._-]+)$", G_REGEX_MULTILINE, 0, NULL);
  if (g_regex_match (game_re, text, 0, &g))
    {
      g_autofree char *name = g_match_info_fetch (g, 1);
      e->game = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", name, NULL);
    }
}

/* The route file the game recorded of a route's run (@recorded), as a
 * player's run is opened: imported as a moves script, checked with the game
 * reading the file itself (its decoding must be ours, token for token:
 * tw_check_run_route_file), agreeing as the route did (@expect_status); and
 * the imported script exported again is the very file (docs/routes.md). */
static void
check_recorded_run (const char *game, const char *recorded, int expect_status)
{
  g_autofree char *script = g_strconcat (recorded, ".txt", NULL);
  g_autofree char *again = g_strconcat (recorded, ".again", NULL);
  g_autofree char *written = NULL, *exported = NULL;
  Run r;

  g_assert_true (g_file_test (recorded, G_FILE_TEST_IS_REGULAR));
  run_cli (&r, NULL, "route", "import", recorded, "--project", game, "-o", script, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  run_cli (&r, NULL, "check", game, "--route", recorded, NULL);
  if (r.status != expect_status)
    g_test_message ("%s: %s%s", recorded, r.out, r.err);
  g_assert_cmpint (r.status, ==, expect_status);
  g_assert_nonnull (strstr (r.out, " actions agree"));
  run_clear (&r);
  run_cli (&r, NULL, "route", "export", game, script, "-o", again, NULL);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_true (g_file_get_contents (recorded, &written, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &exported, NULL, NULL));
  g_assert_cmpstr (exported, ==, written);
  g_unlink (script);
  g_unlink (again);
  g_unlink (recorded);
}

/* Checks the route @folder/@name on @game; @ignore_expect: it must agree
 * at every action whatever its expectation says. */
static void
check_route_on (const char *game, const char *folder, const char *name, gboolean ignore_expect)
{
  g_autofree char *path = route_path_in (folder, name);
  Expect expect;
  Run r;
  read_expect (path, &expect);
  if (ignore_expect)
    {
      g_clear_pointer (&expect.fields, g_free);
      expect.any = FALSE;
    }
  g_autofree char *tmp = g_dir_make_tmp ("tw-route-XXXXXX", NULL);
  g_autofree char *recorded = g_build_filename (tmp, "run.h5route", NULL);
  /* A route that names its game (# game: NAME) is checked on that one. */
  run_cli (&r, NULL, "check", expect.game ? expect.game : game, "--script", path, "--json",
           "--record", recorded, NULL);
  if (r.status == 2 || r.out[0] == '\0')
    g_test_message ("%s: %s", name, r.err);
  g_assert_cmpint (r.status, ==, expect.any ? 1 : 0);
  json_error_t jerr;
  json_t *out = json_loads (r.out, 0, &jerr);
  g_assert_nonnull (out);
  guint agree = (guint)json_integer_value (json_object_get (out, "agree"));
  guint total = (guint)json_integer_value (json_object_get (out, "actions"));
  g_test_message ("%s on %s: %u of %u actions agree", name, game, agree, total);
  g_assert_cmpuint (total, >, 5);
  json_t *first = json_object_get (out, "firstDifference");
  if (!expect.any)
    {
      g_assert_null (first);
      g_assert_cmpuint (agree, ==, total);
    }
  else
    {
      /* Not earlier, and in nothing else. */
      g_assert_nonnull (first);
      g_assert_cmpuint ((guint)json_integer_value (json_object_get (first, "line")), ==,
                        expect.line);
      g_autoptr (GString) fields = g_string_new (NULL);
      json_t *f;
      gsize i;
      json_array_foreach (json_object_get (first, "differ"), i, f)
          g_string_append_printf (fields, "%s%s", i ? "," : "", json_string_value (f));
      g_assert_cmpstr (fields->str, ==, expect.fields);
    }
  if (!ignore_expect)
    check_recorded_run (expect.game ? expect.game : game, recorded, expect.any ? 1 : 0);
  g_unlink (recorded);
  g_rmdir (tmp);
  json_decref (out);
  g_free (expect.fields);
  g_free (expect.game);
  run_clear (&r);
}

static void
check_route (const char *name)
{
  check_route_on (game_dir, "routes", name, FALSE);
}

/* The routes of tests/check/@folder, each given to @check; returns how many. */
static guint
each_route (const char *folder, void (*check) (const char *name))
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "check", folder, NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".txt"))
      {
        check (name);
        n++;
      }
  return n;
}

/* Every route under tests/check/routes agrees with the game at every
 * action, or differs exactly where its expectation says. */
static void
test_routes (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_assert_cmpuint (each_route ("routes", check_route), >=, 5);
}

/* A route of tests/check/routes-sample on the bundled sample (map-turn
 * enemies, played in the game by the runtime the check puts in it), as its
 * expectation says; and on the stock sample, which has no map-turn fields,
 * the same route agrees at every action. */
static void
check_bundled_route (const char *name)
{
  check_route_on (bundled_dir, "routes-sample", name, FALSE);
  check_route_on (game_dir, "routes-sample", name, TRUE);
}

static void
test_routes_bundled (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_assert_cmpuint (each_route ("routes-sample", check_bundled_route), >=, 1);
}

/* Copies the test game to a new temporary folder (cp -r: the test's own
 * tool, the product never copies games). */
static char *copy_folder (const char *from);

static char *
copy_game (void)
{
  return copy_folder (game_dir);
}

/* The same for the game folder @from. */
static char *
copy_folder (const char *from)
{
  g_autoptr (GError) error = NULL;
  char *tmp = g_dir_make_tmp ("tw-check-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *dest = g_build_filename (tmp, "game", NULL);
  const char *argv[] = { "cp", "-r", from, dest, NULL };
  int status = 0;
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_free (tmp);
  return g_steal_pointer (&dest);
}

static void
remove_tree (const char *dir)
{
  const char *argv[] = { "rm", "-rf", dir, NULL };
  g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

/* Removes a copy_game copy with the temporary folder that holds it. */
static void
remove_copy (const char *copy)
{
  g_autofree char *tmp = g_path_get_dirname (copy);
  remove_tree (tmp);
}

/* Replaces the first @old of the copy's project file @file by @new. */
static void
patch_file (const char *copy, const char *file, const char *old, const char *new)
{
  g_autofree char *path = g_build_filename (copy, "project", file, NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  char *at = strstr (text, old);
  g_assert_nonnull (at);
  g_autofree char *patched
      = g_strdup_printf ("%.*s%s%s", (int)(at - text), text, new, at + strlen (old));
  g_assert_true (g_file_set_contents (path, patched, -1, NULL));
}

/* A project whose hero starts with other hp than the game's: the check
 * finds it at the start and shows both values. */
static void
test_difference_shown (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *copy = copy_game ();
  patch_file (copy, "data.js", "\"hp\": 1000,", "\"hp\": 1234,");
  g_autofree char *route = route_path ("sample0-right-side.txt");
  Run r;
  run_cli (&r, NULL, "check", copy, "--game", game_dir, "--script", route, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.out, "0 of "));
  g_assert_nonnull (strstr (r.out, "first difference after line 0 (start)"));
  g_assert_true (g_regex_match_simple ("\\* hp +1234 +1000", r.out, G_REGEX_MULTILINE, 0));
  run_clear (&r);

  /* The same as JSON. */
  run_cli (&r, NULL, "check", copy, "--game", game_dir, "--script", route, "--json", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "\"differ\": [\n      \"hp\"\n    ]"));
  run_clear (&r);
  remove_copy (copy);
}

static void
test_bad_input (void)
{
  Run r;
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-check-XXXXXX", &error);
  g_autofree char *script = g_build_filename (tmp, "sell.txt", NULL);
  g_autofree char *route = route_path ("sample0-right-side.txt");
  g_assert_true (g_file_set_contents (script, "move up\nshop shop1 sell 1\n", -1, NULL));

  /* A sale, not translated to the game's route yet: exit 2, with its line. */
  run_cli (&r, NULL, "check", game_dir, "--script", script, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "sell.txt:line 2: shop shop1 sell 1"));
  run_clear (&r);

  /* A game folder without its code: named, exit 1. */
  g_autofree char *sample
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "data", "mota-sample", NULL);
  run_cli (&r, NULL, "check", game_dir, "--game", sample, "--script", route, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "not a mota-js game folder: main.js is missing"));
  run_clear (&r);
  g_unlink (script);
  g_rmdir (tmp);
}

/* Every enemy of @copy's enemys.js made a map-turn enemy, in turn a chaser
 * (timeCost 3), a ranged skill user (4, range 3, damage 7), idle (2) and a
 * chaser of priority 1 (5). */
static void
make_enemies_act (const char *copy)
{
  static const char *const fields[]
      = { "\"timeCost\":3,\"actType\":\"chase\",",
          "\"timeCost\":4,\"actType\":\"skill\",\"actArgs\":{\"kind\":\"ranged\",\"range\":3,"
          "\"damage\":7},",
          "\"timeCost\":2,\"actType\":\"idle\",",
          "\"timeCost\":5,\"actType\":\"chase\",\"priority\":1," };
  g_autofree char *path = g_build_filename (copy, "project", "enemys.js", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autoptr (GString) out = g_string_new (NULL);
  guint n = 0;
  for (const char *p = text; *p != '\0'; p++)
    {
      g_string_append_c (out, *p);
      /* An entry starts a line: a tab, "ID": { */
      if (*p == '{' && p > text && p[-1] == ' ' && p[-2] == ':' && p[-3] == '"')
        {
          const char *line = p;
          while (line > text && line[-1] != '\n')
            line--;
          if (line[0] == '\t' && line[1] == '"')
            g_string_append (out, fields[n++ % G_N_ELEMENTS (fields)]);
        }
    }
  g_assert_cmpuint (n, >, 30);
  g_assert_true (g_file_set_contents (path, out->str, -1, NULL));
}

/* @route agrees with the game at every action on @game. */
static void
check_route_agrees (const char *game, const char *route)
{
  Run r;
  run_cli (&r, NULL, "check", game, "--script", route, "--json", NULL);
  json_t *out = json_loads (r.out, 0, NULL);
  g_assert_nonnull (out);
  guint agree = (guint)json_integer_value (json_object_get (out, "agree"));
  guint total = (guint)json_integer_value (json_object_get (out, "actions"));
  g_test_message ("%s with map-turn enemies: %u of %u actions agree", route, agree, total);
  if (r.status != 0)
    g_test_message ("%s", r.out);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (agree, ==, total);
  json_decref (out);
  run_clear (&r);
}

/* The routes of mota-js 2.10.3's and 2.6.1's samples, on copies whose every
 * enemy acts (make_enemies_act), checked against the game with the
 * runtime: chasers, hits, doors, shops, repulse pushes (the runtime pushes
 * at once, before the step's time, rules §3.12) and 2.6's hide-then-remove
 * counted once. Every action agrees, gauges and lists included. */
static void
test_routes_map_turn (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *game26 = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game",
                                              "mota-js-2.6.1", NULL);
  g_autofree char *copy = copy_game ();
  g_autofree char *copy26 = copy_folder (game26);
  make_enemies_act (copy);
  make_enemies_act (copy26);
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "check", "routes", NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      Expect expect;
      if (!g_str_has_suffix (name, ".txt") || strstr (name, "1000") != NULL)
        continue;
      read_expect (path, &expect);
      gboolean v26 = expect.game && g_str_has_suffix (expect.game, "mota-js-2.6.1");
      if (expect.game == NULL || v26)
        {
          check_route_agrees (v26 ? copy26 : copy, path);
          n++;
        }
      g_free (expect.fields);
      g_free (expect.game);
    }
  g_assert_cmpuint (n, >=, 12);
  remove_copy (copy);
  remove_copy (copy26);
}

/* The bundled sample's map-turn enemies with the four skill classes
 * (docs/rules.md §4), played in the game by the runtime (docs/runtime.md):
 * a status skill and a battle skill turned on and off, a remote shot
 * stopped by a wall, a heal, the blue priest's hits at ticks 6 and 12, a
 * save and a load. Every action agrees, the skills, clock and gauges
 * included; and a runtime whose remote skill takes no time is caught. */
static void
test_sample_skills (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *sample = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  g_autofree char *copy = copy_folder (sample);
  patch_file (copy, "items.js", "\"hammer\": {\n\t\t\"cls\": \"tools\",",
              "\"hammer\": {\n\t\t\"cls\": \"skillremote\", \"timeCost\": 2, "
              "\"effect\": {\"damage\": 100, \"range\": 5},");
  patch_file (copy, "items.js", "\"lifeWand\": {\n\t\t\"cls\": \"tools\",",
              "\"lifeWand\": {\n\t\t\"cls\": \"skillrecover\", \"timeCost\": 3, "
              "\"effect\": {\"heal\": 50},");
  patch_file (copy, "items.js", "\"jumpShoes\": {\n\t\t\"cls\": \"tools\",",
              "\"jumpShoes\": {\n\t\t\"cls\": \"skillupdate\", \"timeCost\": 0, "
              "\"durationBattles\": 2, \"battleTimeCost\": 3, \"canCancel\": true, "
              "\"effect\": {\"atk\": 20},");
  patch_file (copy, "items.js", "\"skill1\": {\n\t\t\"cls\": \"constants\",",
              "\"skill1\": {\n\t\t\"cls\": \"skillbattle\", \"timeCost\": 4, "
              "\"canCancel\": true, \"exclusiveGroup\": \"battleSkill\", \"effect\": {\"atk\": 10},");
  patch_file (copy, "data.js", "\"constants\": {},",
              "\"constants\": {}, \"skillremote\": {\"hammer\": 1}, \"skillrecover\": "
              "{\"lifeWand\": 1}, \"skillupdate\": {\"jumpShoes\": 1}, \"skillbattle\": "
              "{\"skill1\": 1},");
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-check-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *route = g_build_filename (tmp, "skills.txt", NULL);
  g_assert_true (g_file_set_contents (route,
                                      "skill jumpShoes\nskill skill1\nmove up 3\n"
                                      "skill hammer left\nwait 1\nskill lifeWand\n"
                                      "cancel jumpShoes\nskill skill1\nwait 3\nskill skill1\n"
                                      "save a\ncancel skill1\nwait 6\nload a\nwait 6\n",
                                      -1, NULL));
  Run r;
  run_cli (&r, NULL, "check", copy, "--script", route, "--json", NULL);
  g_test_message ("%s%s", r.out, r.err);
  g_assert_cmpint (r.status, ==, 0);
  json_t *out = json_loads (r.out, 0, NULL);
  g_assert_nonnull (out);
  g_assert_cmpint (json_integer_value (json_object_get (out, "agree")), ==, 18);
  g_assert_cmpint (json_integer_value (json_object_get (out, "actions")), ==, 18);
  json_decref (out);
  run_clear (&r);

  /* A runtime whose remote skill takes no time differs from the engine at
   * that action, in the clock. */
  g_autofree char *runtime_path = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "runtime",
                                                    "map-turn.js", NULL);
  g_autofree char *runtime = NULL;
  g_assert_true (g_file_get_contents (runtime_path, &runtime, NULL, NULL));
  g_autofree char *bad = g_build_filename (tmp, "map-turn.js", NULL);
  g_autofree char *env = g_strconcat ("TW_RUNTIME_FILE=", bad, NULL);
  const char *timed = "mt.consumeTime(num(def.timeCost, 0), 'ranged');";
  char *at = strstr (runtime, timed);
  g_assert_nonnull (at);
  memset (at, ' ', strlen (timed));
  g_assert_true (g_file_set_contents (bad, runtime, -1, NULL));
  run_cli (&r, env, "check", copy, "--script", route, "--json", NULL);
  g_assert_cmpint (r.status, ==, 1);
  out = json_loads (r.out, 0, NULL);
  g_assert_nonnull (out);
  json_t *first = json_object_get (out, "firstDifference");
  g_assert_cmpint (json_integer_value (json_object_get (first, "line")), ==, 4);
  g_autofree char *differ = json_dumps (json_object_get (first, "differ"), 0);
  g_assert_nonnull (strstr (differ, "\"clock\""));
  json_decref (out);
  run_clear (&r);
  g_unlink (bad);
  g_unlink (route);
  g_rmdir (tmp);
  remove_copy (copy);
}

/* Items as the game does them (docs/rules.md §2.14, §2.15), checked against
 * the game's own items.js and functions.js on a copy of the sample with
 * what its routes do not meet: the red gem at (8, 7) of sample0 gets a
 * useItemEvent that the cell's afterGetItem runs before (flag:order 12),
 * the red key a useItemEffect and a useItemEvent that see the key taken
 * (flag:used 1), and enableHPMax with hpmax 1500 caps the yellow gem's
 * +1000, the red potion and the red key's +5000. */
static void
test_items (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *copy = copy_game ();
  patch_file (copy, "data.js", "\"hpmax\": 9999,", "\"hpmax\": 1500,");
  patch_file (copy, "data.js", "\"statusBarItems\": [", "\"statusBarItems\": [\"enableHPMax\",");
  patch_file (copy, "items.js",
              "\"useItemEffect\": \"core.status.hero.atk += core.values.redGem\",",
              "\"useItemEffect\": \"core.status.hero.atk += core.values.redGem\",\n"
              "\"useItemEvent\": [{\"type\": \"setValue\", \"name\": \"flag:order\", \"operator\": "
              "\"=\", \"value\": \"flag:order*10+2\"}, {\"type\": \"addValue\", \"name\": "
              "\"status:atk\", \"value\": \"1\"}],");
  patch_file (copy, "items.js", "\"name\": \"红钥匙\",",
              "\"name\": \"红钥匙\",\n\"useItemEffect\": \"core.status.hero.def += 1\",\n"
              "\"canUseItemEffect\": \"true\",\n"
              "\"useItemEvent\": [{\"type\": \"setValue\", \"name\": \"flag:used\", \"operator\": "
              "\"+=\", \"value\": \"item:redKey + 1\"}, {\"type\": \"addValue\", \"name\": "
              "\"status:hp\", \"value\": \"5000\"}],");
  patch_file (
      copy, "floors/sample0.js", "        \"8,7\": [\n",
      "        \"8,7\": [\n{\"type\": \"setValue\", \"name\": \"flag:order\", \"operator\": "
      "\"=\", \"value\": \"flag:order*10+1\"},\n");
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-check-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *route = g_build_filename (tmp, "items.txt", NULL);
  g_assert_true (g_file_set_contents (route,
                                      "move right 6\nmove up 6\nuse redKey\nmove up\n"
                                      "move left 2\nmove right 3\nmove right\n",
                                      -1, NULL));
  Run r;
  run_cli (&r, NULL, "check", copy, "--script", route, "--json", NULL);
  g_test_message ("%s%s", r.out, r.err);
  g_assert_cmpint (r.status, ==, 0);
  json_t *out = json_loads (r.out, 0, NULL);
  g_assert_nonnull (out);
  g_assert_cmpint (json_integer_value (json_object_get (out, "agree")), ==, 21);
  g_assert_cmpint (json_integer_value (json_object_get (out, "actions")), ==, 21);
  json_decref (out);
  run_clear (&r);

  /* What the engine left: the numbers the game agreed with. */
  g_autofree char *state = g_build_filename (tmp, "state.json", NULL);
  run_cli (&r, NULL, "simulate", copy, "--script", route, "--save", state, NULL);
  g_assert_cmpint (r.status, ==, 0);
  json_t *saved = json_load_file (state, 0, NULL);
  json_t *hero = json_object_get (saved, "hero");
  json_t *flags = json_object_get (
      json_object_get (json_object_get (saved, "flags"), "towerEvents"), "flags");
  g_assert_cmpint (json_integer_value (json_object_get (hero, "hp")), ==, 1500);
  g_assert_cmpint (json_integer_value (json_object_get (flags, "order")), ==, 12);
  g_assert_cmpint (json_integer_value (json_object_get (flags, "used")), ==, 1);
  json_decref (saved);
  run_clear (&r);
  g_unlink (state);
  g_unlink (route);
  g_rmdir (tmp);
  remove_copy (copy);
}

/* A 2.6 item effect sees `ratio` = parseInt (item_ratio) || 1 (2.6.1
 * items.js getItemEffect; docs/rules.md §2.15): sample0 of the 2.6.1 sample
 * with item_ratio 2.5, its gems `core.values.X * ratio`. */
static void
test_items_2_6 (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *game26
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "mota-js-2.6.1", NULL);
  g_autofree char *saved = game_dir;
  game_dir = game26;
  g_autofree char *copy = copy_game ();
  game_dir = g_steal_pointer (&saved);
  patch_file (copy, "floors/sample0.js", "\"item_ratio\": 1,", "\"item_ratio\": 2.5,");
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-check-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *route = g_build_filename (tmp, "gems.txt", NULL);
  g_assert_true (g_file_set_contents (
      route, "move right 6\nmove up 6\nmove up\nmove left 2\nmove right 3\nmove right\n", -1,
      NULL));
  Run r;
  run_cli (&r, NULL, "check", copy, "--script", route, NULL);
  g_test_message ("%s%s", r.out, r.err);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "20 of 20 actions agree"));
  run_clear (&r);
  g_unlink (route);
  g_rmdir (tmp);
  remove_copy (copy);
}

/* ---- hostile towers ------------------------------------------------------ */

/* Puts @code at the top of the copy's plugins.js, which the game loads
 * with its project data. */
static void
poison_plugins (const char *copy, const char *code)
{
  g_autofree char *path = g_build_filename (copy, "project", "plugins.js", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autofree char *poisoned = g_strconcat (code, "\n", text, NULL);
  g_assert_true (g_file_set_contents (path, poisoned, -1, NULL));
}

static gboolean
collect (const char *line, gpointer user_data)
{
  g_ptr_array_add (user_data, g_strdup (line));
  return TRUE;
}

/* A tower whose script leaves the vm (through a function of the outer
 * realm, as any tower can) and tries to read a secret outside the game
 * folder, write outside, and start processes: each refused by the OS. */
static void
test_hostile_escape (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autoptr (GError) error = NULL;
  g_autofree char *copy = copy_game ();
  g_autofree char *outside = g_dir_make_tmp ("tw-outside-XXXXXX", &error);
  g_autofree char *secret = g_build_filename (outside, "secret.txt", NULL);
  g_autofree char *written = g_build_filename (outside, "written.txt", NULL);
  g_autofree char *spawned = g_build_filename (outside, "spawned.txt", NULL);
  g_autofree char *home_secret = g_build_filename (g_get_home_dir (), ".tw-check-secret", NULL);
  /* A listener on the host's loopback that the tower's socket must not reach. */
  g_autoptr (GSocketListener) listener = g_socket_listener_new ();
  guint16 port = g_socket_listener_add_any_inet_port (listener, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (secret, "TOP-SECRET-1", -1, NULL));
  g_assert_true (g_file_set_contents (home_secret, "TOP-SECRET-2", -1, NULL));
  g_autofree char *code = g_strdup_printf (
      "(function () {\n"
      "  var P = setTimeout.constructor('return process')();\n"
      "  var req = P.mainModule.require, fs = req('fs'), cp = req('child_process');\n"
      "  var net = req('net'), r = {};\n"
      "  function t(name, f) { try { r[name] = 'DONE ' + f(); } catch (e) { r[name] = 'denied ' + "
      "(e.code || e.message); } }\n"
      "  t('read', function () { return fs.readFileSync('%s', 'utf8'); });\n"
      "  t('home', function () { return fs.readFileSync('%s', 'utf8'); });\n"
      "  t('write', function () { fs.writeFileSync('%s', 'x'); return 'w'; });\n"
      "  t('exec', function () { return cp.execSync('touch %s'); });\n"
      "  t('spawn', function () { var s = cp.spawnSync(P.execPath, ['-e', '1']); if (s.error) "
      "throw s.error; return s.status; });\n"
      "  var s = net.connect(%u, '127.0.0.1');\n"
      "  s.on('connect', function () { P.stdout.write('hostile-connected\\n'); });\n"
      "  s.on('error', function () {});\n"
      "  P.stdout.write(JSON.stringify({ kind: 'hostile', results: r }) + '\\n');\n"
      "})();\n",
      secret, home_secret, written, spawned, port);
  poison_plugins (copy, code);

  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *script
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "editor", "check", "game-ref.js", NULL);
  g_autofree char *ref_dir = g_path_get_dirname (script);
  const char *argv[] = { script, copy, "{\"route\": [\"up\"]}", NULL };
  TwSandboxOptions opts = { .read_dir = copy, .script_dir = ref_dir, .timeout_ms = 60000 };
  TwSandboxFault fault;
  int status = -1;
  g_autoptr (GString) err = g_string_new (NULL);
  g_assert_true (
      tw_sandbox_run_node (&opts, argv, collect, lines, NULL, err, &fault, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fault, ==, TW_SANDBOX_OK);

  const char *hostile = NULL;
  gboolean ended = FALSE;
  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = g_ptr_array_index (lines, i);
      g_assert_null (strstr (line, "TOP-SECRET"));
      if (strstr (line, "\"hostile\""))
        hostile = line;
      ended |= strstr (line, "\"kind\":\"end\"") != NULL;
      g_assert_null (strstr (line, "hostile-connected"));
    }
  g_assert_nonnull (hostile);
  g_test_message ("%s", hostile);
  g_assert_null (strstr (hostile, "DONE"));
  g_assert_false (g_file_test (written, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (spawned, G_FILE_TEST_EXISTS));
  /* The game went on after the tower's code: the route was played. */
  g_assert_true (ended);

  g_unlink (home_secret);
  remove_tree (outside);
  remove_copy (copy);
}

/* A tower that never ends, and one that takes all memory: the check stops
 * it, says why, and the run comes back. */
static void
check_hostile_limit (const char *code, const char *env, const char *expected)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *copy = copy_game ();
  g_autofree char *route = route_path ("sample0-right-side.txt");
  poison_plugins (copy, code);
  Run r;
  gint64 start = g_get_monotonic_time ();
  run_cli (&r, env, "check", game_dir, "--game", copy, "--script", route, NULL);
  g_test_message ("%s", r.err);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, expected));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
  run_clear (&r);
  remove_copy (copy);
}

static void
test_hostile_loop (void)
{
  check_hostile_limit ("while (true) {}", "TW_CHECK_TIMEOUT_MS=3000", "(timeout");
}

static void
test_hostile_memory (void)
{
  check_hostile_limit ("var hog = []; while (true) hog.push(new Array(1e6).fill(1.5));",
                       "TW_CHECK_MEMORY_MB=512", "(memory");
}

/* A route past what one command-line argument holds (128 KiB on Linux):
 * 16,000 steps back and forth on the start row go to the game in a file
 * bound read-only into the sandbox, and still agree at every step. */
static void
test_long_route (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("tw-check-long-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *script = g_build_filename (tmp, "long.txt", NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  for (guint i = 0; i < 8000; i++)
    g_string_append (text, "move right\nmove left\n");
  g_assert_true (g_file_set_contents (script, text->str, -1, NULL));
  Run r;
  run_cli (&r, NULL, "check", game_dir, "--script", script, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "16001 of 16001 actions agree"));
  run_clear (&r);
  remove_tree (tmp);
}

/* The sample's own "fiveLayers" plugin, switched on as real towers do,
 * adds two canvases of class gameCanvas to the page: the game reference's
 * page keeps its class collections live, as a browser does, so the game
 * finds them (control.js `setGameCanvasTranslate`) and plays on. */
static void
test_reference_plugin_canvases (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *copy = copy_game ();
  /* Its switch is the first `__enable` of the stock plugins.js. */
  patch_file (copy, "plugins.js", "var __enable = false;", "var __enable = true; ");
  g_autofree char *route = route_path ("sample0-right-side.txt");
  Run r;
  run_cli (&r, NULL, "check", copy, "--script", route, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "13 of 13 actions agree"));
  run_clear (&r);
  remove_copy (copy);
}

/* Copies @name of tests/check/map-damage over @dest (cp: the test's own tool). */
static void
lay_over (const char *name, const char *dest)
{
  g_autofree char *src
      = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "check", "map-damage", name, NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (dest, text, -1, NULL));
}

/* The hero's hp after @route in the engine (turnwright-cli simulate). */
static gint64
engine_hp_after (const char *project, const char *route)
{
  Run r;
  run_cli (&r, NULL, "simulate", project, "--script", route, NULL);
  g_assert_cmpint (r.status, ==, 0);
  const char *hp = strstr (r.out, ", hp ");
  g_assert_nonnull (hp);
  gint64 value = g_ascii_strtoll (hp + strlen (", hp "), NULL, 10);
  run_clear (&r);
  return value;
}

/* Map damage (control.js `checkBlock`, docs/rules.md §3.11): the sample
 * with a floor of zone, repulse, pincer and laser enemies next to the
 * hero's way (tests/check/map-damage): the engine and the game agree at
 * every step, and the hero did lose hp to them (no battle on the way). */
static void
test_map_damage (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *copy = copy_game ();
  g_autofree char *floor = g_build_filename (copy, "project", "floors", "sample0.js", NULL);
  g_autofree char *enemys = g_build_filename (copy, "project", "enemys.js", NULL);
  g_autofree char *route
      = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "check", "map-damage", "route.txt", NULL);
  lay_over ("sample0.js", floor);
  lay_over ("enemys.js", enemys);
  Run r;
  run_cli (&r, NULL, "check", copy, "--script", route, "--json", NULL);
  g_test_message ("%s%s", r.out, r.err);
  g_assert_cmpint (r.status, ==, 0);
  json_t *out = json_loads (r.out, 0, NULL);
  g_assert_nonnull (out);
  g_assert_cmpint (json_integer_value (json_object_get (out, "agree")), ==,
                   json_integer_value (json_object_get (out, "actions")));
  g_assert_cmpint (json_integer_value (json_object_get (out, "actions")), >, 15);
  json_decref (out);
  run_clear (&r);
  /* The same route on the stock sample takes no damage: the floor's. */
  gint64 hurt = engine_hp_after (copy, route);
  gint64 stock = engine_hp_after (game_dir, route);
  g_test_message ("hp after the route: %" G_GINT64_FORMAT " (stock sample %" G_GINT64_FORMAT ")",
                  hurt, stock);
  g_assert_cmpint (hurt, <, stock);
  remove_copy (copy);
}

/* The game reference plays a mota-js 2.6 game too (its hero keeps
 * `experience`, its pictures are in project/images): three steps up the
 * 2.6.1 sample's start floor, the book at (6, 9) picked up on the way. */
static void
test_reference_2_6 (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autoptr (GError) error = NULL;
  g_autofree char *game
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "mota-js-2.6.1", NULL);
  g_autofree char *script
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "editor", "check", "game-ref.js", NULL);
  g_autofree char *ref_dir = g_path_get_dirname (script);
  const char *argv[] = { script, game, "{\"route\": [\"up\", \"up\", \"up\"]}", NULL };
  TwSandboxOptions opts = { .read_dir = game, .script_dir = ref_dir, .timeout_ms = 60000 };
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  TwSandboxFault fault;
  int status = -1;
  g_assert_true (
      tw_sandbox_run_node (&opts, argv, collect, lines, NULL, NULL, &fault, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (lines->len, ==, 4); /* the start, two steps, the end */
  json_t *start = json_loads (g_ptr_array_index (lines, 0), 0, NULL);
  json_t *end = json_loads (g_ptr_array_index (lines, 3), 0, NULL);
  g_assert_cmpstr (json_string_value (json_object_get (start, "kind")), ==, "state");
  g_assert_cmpstr (json_string_value (json_object_get (start, "floor")), ==, "sample0");
  g_assert_cmpint (json_integer_value (json_object_get (start, "y")), ==, 10);
  g_assert_cmpint (json_integer_value (json_object_get (start, "exp")), ==, 0);
  g_assert_true (json_array_size (json_object_get (start, "ran")) > 0); /* the start story */
  g_assert_cmpstr (json_string_value (json_object_get (end, "kind")), ==, "end");
  g_assert_cmpint (json_integer_value (json_object_get (end, "x")), ==, 6);
  g_assert_cmpint (json_integer_value (json_object_get (end, "y")), ==, 7);
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (end, "items"), "book")),
                   ==, 1);
  json_decref (start);
  json_decref (end);
}

/* check --damage: every placed enemy's damage and criticals for three
 * heroes against the game's own getDamage and nextCriticals. The samples of
 * 2.10.3 (stock and bundled) and 2.6.1 agree at every figure. Shengqishi
 * (209 floors): its ES2015 functions.js runs in V8 (docs/js-engine.md),
 * the figures are taken after the start story as the game's are (its first
 * difficulty raises the hero's buffs by 10 %: `buff:atk`), and a facing
 * variant is its down-facing enemy: 9117 of 9120 agree (6285 when the file
 * could not run). The 3 left are the criticals of E907, whose hp, atk and
 * def are 10^14: both sides' figures are past 2^53 and the game's past
 * 2^63. Kept here as that expected difference, not dropped. */
static void
check_damage_on (const char *game, int expect_status, const char *expect_prefix)
{
  Run r;
  run_cli (&r, NULL, "check", game, "--damage", NULL);
  g_test_message ("%s: %s", game, r.out);
  g_assert_cmpint (r.status, ==, expect_status);
  g_assert_true (g_str_has_prefix (r.out, expect_prefix));
  g_assert_nonnull (strstr (r.out, "damage figures agree (3 heroes)"));
  run_clear (&r);
}

static void
test_damage (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *v26 = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game",
                                           "mota-js-2.6.1", NULL);
  g_autofree char *sqs = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game",
                                           "shengqishi", NULL);
  check_damage_on (game_dir, 0, "222 of 222 ");
  check_damage_on (bundled_dir, 0, "222 of 222 ");
  check_damage_on (v26, 0, "186 of 186 ");
  check_damage_on (sqs, 1, "9117 of 9120 ");
}

/* nextCriticals' own limits (enemys.js `_nextCriticals_special`,
 * `_nextCriticals_overAtk`), on the sample with a damage formula of its own
 * for the rock (solid, 3) and the bat (hp 100, def 0): neither can be
 * hurt below 301 attack. The game lists no break point for a solid enemy,
 * nor one above the enemy's hp + def; the manual's break point is not
 * compared there (found on SpiritedAwayCN/Mota-Dongchuangshifa-H5Replica,
 * whose every figure now agrees). */
static void
test_damage_critical_limits (void)
{
  if (!check_test_sandbox_available ())
    return;
  g_autofree char *copy = copy_game ();
#define HEAD "\"getDamageInfo\": function (enemy, hero, x, y, floorId) {"
  patch_file (copy, "functions.js", HEAD,
              HEAD "\n"
              "if (enemy.id == 'rock' || enemy.id == 'bat') {"
              " var a = core.getRealStatusOrDefault(hero, 'atk'); if (a <= 300) return null;"
              " return { damage: 1000 - a, turn: 1, mon_hp: 50, mon_atk: 1, mon_def: 280 }; }\n");
#undef HEAD
  Run r;
  run_cli (&r, NULL, "check", copy, "--damage", NULL);
  g_test_message ("%s%s", r.out, r.err);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "222 of 222 "));
  run_clear (&r);
  remove_copy (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  game_dir
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "mota-js-2.10.3", NULL);
  bundled_dir = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  g_test_add_func ("/check/routes", test_routes);
  g_test_add_func ("/check/damage", test_damage);
  g_test_add_func ("/check/damage-critical-limits", test_damage_critical_limits);
  g_test_add_func ("/check/routes-bundled-sample", test_routes_bundled);
  g_test_add_func ("/check/difference-shown", test_difference_shown);
  g_test_add_func ("/check/bad-input", test_bad_input);
  g_test_add_func ("/check/reference-2.6", test_reference_2_6);
  g_test_add_func ("/check/reference-plugin-canvases", test_reference_plugin_canvases);
  g_test_add_func ("/check/long-route", test_long_route);
  g_test_add_func ("/check/map-damage", test_map_damage);
  g_test_add_func ("/check/items", test_items);
  g_test_add_func ("/check/sample-skills", test_sample_skills);
  g_test_add_func ("/check/routes-map-turn", test_routes_map_turn);
  g_test_add_func ("/check/items-2.6", test_items_2_6);
  g_test_add_func ("/check/hostile/escape", test_hostile_escape);
  g_test_add_func ("/check/hostile/loop", test_hostile_loop);
  g_test_add_func ("/check/hostile/memory", test_hostile_memory);
  int status = g_test_run ();
  g_free (game_dir);
  g_free (bundled_dir);
  return status;
}
