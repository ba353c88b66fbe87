/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-script-worker.c: tower code Duktape cannot run, in V8 (the sandboxed
 * node worker, docs/js-engine.md): every ES2015-ES2020 form a tower writes,
 * ES5 code calling built-ins ES5.1 lacks, item effects, and hostile code
 * (a loop, 10 GB, the host's files, processes and network) stopped. */
#include <string.h>

#include <glib/gstdio.h>

#include "editor/check/tw-check.h"
#include "editor/check/tw-sandbox.h"
#include "editor/check/tw-script-worker.h"
#include "engine/tw-tower-script.h"

#define PREFIX "var functions_d6ad677b_427a_4623_b50f_a445a3b0ef8a = \n"

/* A tower of one enemy (hp 50, atk 20, def 1) with @functions as its file. */
static json_t *
tower_with (const char *functions)
{
  json_t *tower = json_pack (
      "{s:{s:{s:{s:i, s:i, s:i, s:i}, s:s}, s:{}}, s:{s:{s:s, s:i, s:i, s:i, s:[]}}, "
      "s:{s:s, s:s}}",
      "data", "firstData", "hero", "hp", 1000, "atk", 10, "def", 5, "mdef", 0, "floorId", "MT0",
      "values", "enemys", "slime", "name", "slime", "hp", 50, "atk", 20, "def", 1, "special",
      "functions", "file", "project/functions.js", "text", functions);
  g_assert_nonnull (tower);
  return tower;
}

static TwTowerScript *
load (const char *functions, json_t **tower_out)
{
  json_t *tower = tower_with (functions);
  g_autoptr (GError) error = NULL;
  TwTowerScript *script = tw_tower_script_new (tower, &error);
  g_assert_no_error (error);
  g_assert_nonnull (script);
  *tower_out = tower;
  return script;
}

/* The damage @script gives the slime (hero 1000/10/5/0), or -1 with
 * *@error_out (may be NULL) on a failure. */
static gint64
slime_damage (TwTowerScript *script, json_t *tower, char **error_out)
{
  TwHeroStats hero = { .hp = 1000, .atk = 10, .def = 5 };
  TwDamageResult result;
  g_autoptr (GError) error = NULL;
  json_t *slime = json_object_get (json_object_get (tower, "enemys"), "slime");
  if (!tw_tower_script_damage (script, &hero, "slime", slime, &result, &error))
    {
      if (error_out)
        *error_out = g_strdup (error->message);
      return -1;
    }
  return result.damage;
}

/* Each form of ES2015-ES2020 a tower's formula may use, giving 1 each:
 * the damage is their count, 17. */
static const char modern[]
    = PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy, hero, x, y, floorId, "
             "allEquip = false) {\n"
             "  let n = 0; const one = () => 1;\n"
             "  n += allEquip === false ? one() : 0;                         // default parameter\n"
             "  const sum = (...xs) => xs.reduce((a, b) => a + b, 0);\n"
             "  n += sum(1, 0, 0);                                           // rest\n"
             "  const { hp, atk: a = 0 } = enemy; n += hp === 50 && a === 20 ? 1 : 0; // destructuring\n"
             "  const [p, , q] = [1, 2, 3]; n += p + q === 4 ? 1 : 0;\n"
             "  n += Math.max(...[0, 1]);                                    // spread\n"
             "  n += `${enemy.name}!` === 'slime!' ? 1 : 0;                  // template literal\n"
             "  class Base { constructor(v) { this.v = v; } get twice() { return this.v * 2; } }\n"
             "  class Derived extends Base { static of(v) { return new Derived(v); } }\n"
             "  n += Derived.of(1).twice === 2 ? 1 : 0;                      // classes\n"
             "  const m = new Map([['k', 1]]); n += m.get('k');              // Map\n"
             "  n += new Set([1, 1, 1]).size;                                 // Set\n"
             "  n += [3, 4].includes(4) ? 1 : 0;                             // includes\n"
             "  for (const v of [1]) n += v;                                 // for-of\n"
             "  n += enemy?.missing?.deep ?? 1;                              // ?. and ??\n"
             "  n += 2 ** 3 === 8 ? 1 : 0;                                   // exponent\n"
             "  n += Object.entries({ a: 1 }).length;                         // Object.entries\n"
             "  n += '7'.padStart(2, '0') === '07' ? 1 : 0;                  // padStart\n"
             "  n += [[1], [2]].flat().length === 2 ? 1 : 0;                 // flat\n"
             "  n += typeof 10n === 'bigint' ? 1 : 0;                        // BigInt\n"
             "  return { damage: n, turn: 1 };\n"
             "} } }";

static void
test_modern_syntax (void)
{
  json_t *tower;
  TwTowerScript *script = load (modern, &tower);
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "V8");
  g_assert_true (tw_tower_script_overrides_damage (script));
  g_assert_cmpint (slime_damage (script, tower, NULL), ==, 17);
  tw_tower_script_free (script);

  /* Without the worker, Duktape cannot read the file. */
  tw_tower_script_set_worker_class (NULL);
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_tower_script_new (tower, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "SyntaxError"));
  tw_script_worker_install ();
  json_decref (tower);
}

/* A modern file that does not parse in V8 either: V8's message and line. */
static void
test_syntax_error_is_v8s (void)
{
  json_t *tower = tower_with (PREFIX "{ \"enemys\": { \"getDamageInfo\": (a = 1) => {\n"
                                     "  return { damage: 1 +, turn: 1 };\n} } }");
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_tower_script_new (tower, &error));
  g_assert_nonnull (error);
  /* "project/functions.js:3: SyntaxError: Unexpected token ','" */
  g_assert_true (g_str_has_prefix (error->message, "project/functions.js:3"));
  g_assert_nonnull (strstr (error->message, "Unexpected token"));
  json_decref (tower);
}

/* A file that loops at its top level is stopped at vm's limit on loading. */
static void
test_loop_at_load (void)
{
  json_t *tower = tower_with (PREFIX "{ \"enemys\": { \"getDamageInfo\": (a = 1) => null } };\n"
                                     "for (;;) {}\n");
  g_autoptr (GError) error = NULL;
  gint64 started = g_get_monotonic_time ();
  g_assert_null (tw_tower_script_new (tower, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "250 ms"));
  g_assert_cmpint (g_get_monotonic_time () - started, <, 3 * G_USEC_PER_SEC);
  json_decref (tower);
}

/* ES5 syntax, an ES2015 built-in: Duktape fails the call, V8 runs it. */
static void
test_es5_syntax_modern_builtin (void)
{
  json_t *tower;
  TwTowerScript *script
      = load (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                     "  return { damage: [1, 2].includes(2) ? 42 : 0, turn: 1 };\n} } }",
              &tower);
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "Duktape");
  g_assert_cmpint (slime_damage (script, tower, NULL), ==, 42);
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "V8");
  tw_tower_script_free (script);
  json_decref (tower);
}

/* What Duktape runs stays there (in process, no worker started). */
static void
test_es5_stays (void)
{
  json_t *tower;
  TwTowerScript *script
      = load (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                     "  return { damage: enemy.atk - 5, turn: 1 };\n} } }",
              &tower);
  g_assert_cmpint (slime_damage (script, tower, NULL), ==, 15);
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "Duktape");
  /* A plain error of the tower's stays Duktape's too. */
  tw_tower_script_free (script);
  json_decref (tower);
  script = load (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                        "  return { damage: enemy.nothing.deeper, turn: 1 };\n} } }",
                 &tower);
  g_autofree char *message = NULL;
  g_assert_cmpint (slime_damage (script, tower, &message), ==, -1);
  g_assert_nonnull (strstr (message, "TypeError"));
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "Duktape");
  tw_tower_script_free (script);
  json_decref (tower);
}

/* An item effect of modern syntax on a V8 tower writes the hero back. */
static void
test_effect (void)
{
  json_t *tower;
  TwTowerScript *script = load (modern, &tower);
  json_t *state = json_pack ("{s:{s:i, s:i}, s:{}, s:{}, s:f, s:s}", "hero", "hp", 100, "atk", 10,
                             "flags", "items", "ratio", 1.0, "floorId", "MT0");
  g_autoptr (GError) error = NULL;
  json_t *out = tw_tower_script_run_effect (
      script, TW_TOWER_SCRIPT_STATEMENTS,
      "const { hero } = core.status; hero.atk += [5].includes(5) ? 5 : 0; hero.hp **= 1;",
      "sword", "items.js: sword", state, &error);
  g_assert_no_error (error);
  g_assert_nonnull (out);
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (out, "hero"), "atk")), ==,
                   15);
  json_decref (out);
  json_decref (state);
  tw_tower_script_free (script);
  json_decref (tower);
}

/* An ES5 tower's item effect or `function` command in modern syntax: it
 * compiles (V8's verdict) and runs there. */
static void
test_modern_effect_on_es5_tower (void)
{
  json_t *tower;
  TwTowerScript *script
      = load (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                     "  return { damage: 1, turn: 1 };\n} } }",
              &tower);
  g_autofree char *problem = NULL;
  g_assert_false (tw_tower_script_compiles (script, TW_TOWER_SCRIPT_STATEMENTS, "hero.atk +=;",
                                            &problem));
  g_assert_true (g_str_has_prefix (problem, "SyntaxError"));
  g_assert_true (tw_tower_script_compiles (script, TW_TOWER_SCRIPT_FUNCTION,
                                           "function () { const f = (v) => v * 5; }", NULL));
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "V8");
  tw_tower_script_free (script);
  json_decref (tower);

  script = load (PREFIX "{ \"enemys\": {} }", &tower);
  json_t *state = json_pack ("{s:{s:i, s:i}, s:{}, s:{}, s:f, s:s}", "hero", "hp", 100, "atk", 10,
                             "flags", "items", "ratio", 1.0, "floorId", "MT0");
  g_autoptr (GError) error = NULL;
  json_t *out = tw_tower_script_run_effect (
      script, TW_TOWER_SCRIPT_FUNCTION,
      "function () { const [x] = [1].map((v) => v * 5); core.status.hero.atk += x; }", NULL,
      "MT0 (3, 4)", state, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (out, "hero"), "atk")), ==,
                   15);
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "V8");
  json_decref (out);
  json_decref (state);
  tw_tower_script_free (script);
  json_decref (tower);
}

/* ---- hostile code, in V8 (each file is modern so it runs there) ---- */

typedef struct
{
  const char *name;
  const char *body;  /* getDamageInfo's body; returns a damage */
  const char *words; /* in the failure's message; NULL: no failure, damage 0 */
} Hostile;

/* Each tries the host through an escape from vm (the constructor of a
 * constructor) and Node's own modules; the OS sandbox holds where vm does
 * not. A success would return 666. */
#define ESCAPE                                                                                    \
  "  const P = (() => { try { return this.constructor.constructor('return process')(); }"        \
  " catch (e) { return null; } })() || (() => { try { return (0, eval)('process'); }"           \
  " catch (e) { return null; } })();\n"                                                           \
  "  if (!P) throw new Error('no process object');\n"                                            \
  "  const req = P.mainModule ? P.mainModule.require : P.binding;\n"

static const Hostile hostiles[] = {
  { "loop", "  for (;;) {}\n", "ms" },
  { "loop-in-promises",
    "  const spin = () => Promise.resolve().then(spin); spin(); return { damage: 1 };\n",
    "ms" },
  { "ten-gigabytes",
    "  const keep = []; for (let i = 0; i < 80; i++) keep.push(new ArrayBuffer(128 << 20));\n"
    "  return { damage: keep.length };\n", "allocation failed" },
  /* Past V8's heap: V8 gives no answer (or dies); the worker is killed,
   * said so, and started again for the next call. */
  { "heap-over-limit", "  return { damage: new Array(1 << 26).fill(0.5).length };\n",
    "stopped" },
  { "read-home", ESCAPE "  return { damage: req('fs').readFileSync('@SECRET@') ? 666 : 0 };\n", "" },
  { "write-outside",
    ESCAPE "  req('fs').writeFileSync('@OUTSIDE@', 'x'); return { damage: 666 };\n",
    "" },
  { "spawn", ESCAPE "  req('child_process').execSync('true'); return { damage: 666 };\n", "" },
  { "socket",
    "  return { damage: typeof require == 'function' || typeof fetch == 'function'"
    " || typeof XMLHttpRequest == 'function' ? 666 : 0 };\n", NULL },
};

static char *
replace (const char *text, const char *what, const char *with)
{
  g_auto (GStrv) parts = g_strsplit (text, what, -1);
  return g_strjoinv (with, parts);
}

static void
test_hostile (gconstpointer data)
{
  const Hostile *h = data;
  g_autofree char *with_secret = replace (h->body, "@SECRET@", g_getenv ("TW_SECRET"));
  g_autofree char *body = replace (with_secret, "@OUTSIDE@", g_getenv ("TW_OUTSIDE"));
  g_autofree char *text = g_strdup_printf (
      PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy, hero, x = 0) {\n%s} } }",
      body);
  json_t *tower;
  TwTowerScript *script = load (text, &tower);
  g_assert_cmpstr (tw_tower_script_engine (script), ==, "V8");
  gint64 started = g_get_monotonic_time ();
  g_autofree char *message = NULL;
  gint64 damage = slime_damage (script, tower, &message);
  gdouble seconds = (g_get_monotonic_time () - started) / 1e6;
  g_test_message ("%s: %" G_GINT64_FORMAT " in %.2f s: %s", h->name, damage, seconds,
                  message ? message : "");
  g_assert_cmpint (damage, !=, 666);
  g_assert_cmpfloat (seconds, <, TW_SCRIPT_WORKER_ANSWER_MS / 1000.0 + 2.0);
  if (h->words != NULL)
    {
      g_assert_cmpint (damage, ==, -1);
      g_assert_nonnull (strstr (message, h->words));
    }
  else
    g_assert_cmpint (damage, ==, 0);
  /* The host is untouched, and the tower still answers (a worker killed by
   * a limit is started again). */
  g_assert_false (g_file_test (g_getenv ("TW_OUTSIDE"), G_FILE_TEST_EXISTS));
  g_autofree char *again = NULL;
  slime_damage (script, tower, &again);
  tw_tower_script_free (script);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_autofree char *bwrap = g_find_program_in_path ("bwrap");
  g_autofree char *node = g_find_program_in_path ("node");
  if (bwrap == NULL || node == NULL)
    {
      g_test_skip ("bwrap or node is not installed");
      return g_test_run ();
    }
  /* A machine whose bwrap cannot make namespaces has no worker: the tower
   * code then stays in Duktape, which the engine's own tests cover. */
  {
    g_autoptr (GError) error = NULL;
    const char *dir = tw_check_reference_dir ();
    g_autofree char *script = g_build_filename (dir, "tower-worker.js", NULL);
    const char *start[] = { script, NULL };
    TwSandboxOptions opts = { .script_dir = dir, .memory_bytes = TW_SCRIPT_WORKER_MEMORY };
    TwSandboxWorker *probe = tw_sandbox_worker_start (&opts, start, &error);
    if (probe == NULL)
      {
        g_test_skip (error->message);
        return g_test_run ();
      }
    tw_sandbox_worker_free (probe);
  }
  tw_script_worker_install ();
  /* A file in the home folder to steal, a path outside to write. */
  g_autofree char *home = g_dir_make_tmp ("tw-home-XXXXXX", NULL);
  g_autofree char *secret = g_build_filename (home, "secret.txt", NULL);
  g_autofree char *outside = g_build_filename (home, "written.txt", NULL);
  g_file_set_contents (secret, "secret", -1, NULL);
  g_setenv ("TW_SECRET", secret, TRUE);
  g_setenv ("TW_OUTSIDE", outside, TRUE);

  g_test_add_func ("/script-worker/modern-syntax", test_modern_syntax);
  g_test_add_func ("/script-worker/syntax-error-is-v8s", test_syntax_error_is_v8s);
  g_test_add_func ("/script-worker/loop-at-load", test_loop_at_load);
  g_test_add_func ("/script-worker/es5-syntax-modern-builtin", test_es5_syntax_modern_builtin);
  g_test_add_func ("/script-worker/es5-stays", test_es5_stays);
  g_test_add_func ("/script-worker/effect", test_effect);
  g_test_add_func ("/script-worker/modern-effect-on-es5-tower", test_modern_effect_on_es5_tower);
  for (guint i = 0; i < G_N_ELEMENTS (hostiles); i++)
    {
      g_autofree char *path = g_strdup_printf ("/script-worker/hostile/%s", hostiles[i].name);
      g_test_add_data_func (path, &hostiles[i], test_hostile);
    }
  int status = g_test_run ();
  g_unlink (secret);
  g_rmdir (home);
  return status;
}
