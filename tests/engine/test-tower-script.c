/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tower-script.c: the tower's own functions.js in the sandboxed
 * interpreter (docs/rules.md §12): the default mota-js 2.x file against the
 * built-in formula, an override, and hostile scripts. */
#include "engine/tw-tower-script.h"

#include <string.h>

#include "engine/tw-engine-battle.h"
#include "engine/tw-engine.h"
#include "engine/tw-js.h"
#include "engine/tw-script.h"
#include "engine/tw-tower.h"
#include "tw-test-util.h"

#define PREFIX "var functions_d6ad677b_427a_4623_b50f_a445a3b0ef8a = \n"

static char *
default_functions (void)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "mota-functions", "functions.js", NULL);
  char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The sample tower's data and enemies, with @functions as its functions.js. */
static json_t *
sample_tower (const char *functions)
{
  json_t *tower = json_object ();
  json_object_set_new (tower, "data", tt_load_mota_js ("project/data.js"));
  json_object_set_new (tower, "enemys", tt_load_mota_js ("project/enemys.js"));
  json_object_set_new (tower, "items", tt_load_mota_js ("project/items.js"));
  if (functions)
    json_object_set_new (
        tower, "functions",
        json_pack ("{s:s, s:s}", "file", "project/functions.js", "text", functions));
  return tower;
}

static json_t *
values_of (json_t *tower)
{
  return json_object_get (json_object_get (tower, "data"), "values");
}

static TwTowerScript *
script_or_die (json_t *tower)
{
  g_autoptr (GError) error = NULL;
  TwTowerScript *script = tw_tower_script_new (tower, &error);
  g_assert_no_error (error);
  g_assert_nonnull (script);
  return script;
}

static void
assert_same (const TwDamageResult *a, const TwDamageResult *b, const char *id)
{
  if (a->can_battle != b->can_battle)
    g_error ("%s: can_battle %d vs %d", id, a->can_battle, b->can_battle);
  if (!a->can_battle)
    return;
  if (a->damage != b->damage || a->turn != b->turn || a->per_damage != b->per_damage
      || a->init_damage != b->init_damage || a->hero_per_damage != b->hero_per_damage
      || a->mon_hp != b->mon_hp || a->mon_atk != b->mon_atk || a->mon_def != b->mon_def)
    g_error ("%s: script damage %" G_GINT64_FORMAT " turn %" G_GINT64_FORMAT
             " vs built-in %" G_GINT64_FORMAT " turn %" G_GINT64_FORMAT,
             id, a->damage, a->turn, b->damage, b->turn);
}

/* The default functions.js of mota-js 2.x gives the built-in formula's
 * figures for every enemy of the sample, against three heroes. */
static void
test_default_matches_builtin (void)
{
  g_autofree char *text = default_functions ();
  json_t *tower = sample_tower (text);
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  g_assert_true (tw_tower_script_overrides_damage (script));
  g_assert_true (g_strv_contains ((const char *const *)tw_tower_script_functions (script),
                                  "enemys.getEnemyInfo"));

  const TwHeroStats heroes[] = {
    { .hp = 1000, .atk = 100, .def = 100, .mdef = 0 },
    { .hp = 400, .atk = 10, .def = 10, .mdef = 10, .hatred = 0 },
    { .hp = 5000, .atk = 260, .def = 75, .mdef = 35, .hatred = 12, .has_cross = TRUE },
  };
  json_t *enemys = json_object_get (tower, "enemys");
  guint compared = 0, fought = 0, living = 0;
  const char *id;
  json_t *enemy;
  for (guint h = 0; h < G_N_ELEMENTS (heroes); h++)
    json_object_foreach (enemys, id, enemy)
    {
      TwDamageResult by_script, builtin;
      g_autoptr (GError) error = NULL;
      g_assert_true (tw_tower_script_damage (script, &heroes[h], id, enemy, &by_script, &error));
      g_assert_no_error (error);
      tw_damage_compute (&heroes[h], enemy, values_of (tower), &builtin);
      assert_same (&by_script, &builtin, id);
      compared++;
      fought += by_script.can_battle;
      /* The sample's 24 real enemies (the others are hp 0 placeholders). */
      living += json_integer_value (json_object_get (enemy, "hp")) > 0;
    }
  g_assert_cmpuint (compared, ==, 3 * json_object_size (enemys));
  g_assert_cmpuint (living, ==, 3 * 24);
  g_assert_cmpuint (fought, >, 30); /* not a comparison of refusals only */
  /* Asking again is answered from the cache. */
  guint calls = tw_tower_script_calls (script);
  TwDamageResult again;
  g_assert_true (tw_tower_script_damage (script, &heroes[0], "blackKing",
                                         json_object_get (enemys, "blackKing"), &again, NULL));
  g_assert_cmpuint (tw_tower_script_calls (script), ==, calls);
  g_assert_cmpint (again.damage, ==, 3600);
  json_decref (tower);
}

/* A tower with its own special (30: the monster's atk counts double) and an
 * equipment that adds 10% to every battle. */
static const char override_js[]
    = PREFIX "{\n"
             "  \"enemys\": {\n"
             "    \"getDamageInfo\": function (enemy, hero, x, y, floorId) {\n"
             "      var atk = core.getRealStatusOrDefault(hero, 'atk'),\n"
             "          def = core.getRealStatusOrDefault(hero, 'def'),\n"
             "          mdef = core.getRealStatusOrDefault(hero, 'mdef');\n"
             "      var mon_atk = enemy.atk;\n"
             "      if (core.hasSpecial(enemy.special, 30)) mon_atk *= 2;\n"
             "      var hero_per = atk - enemy.def;\n"
             "      if (hero_per <= 0) return null;\n"
             "      var per = Math.max(0, mon_atk - def);\n"
             "      var turn = Math.ceil(enemy.hp / hero_per);\n"
             "      var damage = Math.max(0, (turn - 1) * per - mdef);\n"
             "      damage *= 1 + (core.values.damageBonus || 0) / 100;\n"
             "      return { mon_hp: enemy.hp, mon_atk: mon_atk, mon_def: enemy.def,\n"
             "               init_damage: 0, per_damage: per, hero_per_damage: hero_per,\n"
             "               turn: turn, damage: Math.floor(damage) };\n"
             "    }\n"
             "  }\n"
             "}";

static void
test_override (void)
{
  json_t *tower = sample_tower (override_js);
  json_object_set_new (values_of (tower), "damageBonus", json_integer (10));
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  g_assert_true (tw_tower_script_overrides_damage (script));
  TwHeroStats hero = { .hp = 1000, .atk = 100, .def = 100, .mdef = 0 };
  json_t *enemy = json_pack ("{s:s, s:i, s:i, s:i, s:[i]}", "name", "ogre", "hp", 1000, "atk", 200,
                             "def", 0, "special", 30);
  TwDamageResult r, builtin;
  tw_tower_script_damage_or_builtin (script, &hero, "ogre", enemy, values_of (tower), &r, NULL);
  /* per = 400 - 100 = 300, turn 10: 9 * 300 = 2700, +10% = 2970. */
  g_assert_true (r.can_battle);
  g_assert_cmpint (r.per_damage, ==, 300);
  g_assert_cmpint (r.turn, ==, 10);
  g_assert_cmpint (r.damage, ==, 2970);
  tw_damage_compute (&hero, enemy, values_of (tower), &builtin);
  g_assert_cmpint (builtin.damage, ==, 900); /* what the built-in formula would say */
  /* No tower script: the built-in formula. */
  tw_tower_script_damage_or_builtin (NULL, &hero, "ogre", enemy, values_of (tower), &r, NULL);
  g_assert_cmpint (r.damage, ==, 900);
  json_decref (enemy);
  json_decref (tower);
}

/* A tower whose functions.js does not define getDamageInfo keeps the built-in formula. */
static void
test_no_override (void)
{
  json_t *tower = sample_tower (PREFIX "{ \"events\": { \"gameOver\": function () {} } }");
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  g_assert_false (tw_tower_script_overrides_damage (script));
  g_assert_true (
      g_strv_contains ((const char *const *)tw_tower_script_functions (script), "events.gameOver"));
  json_decref (tower);
  tower = sample_tower (NULL);
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_tower_script_new (tower, &error));
  g_assert_no_error (error);
  json_decref (tower);
}

/* No Duktape object, no require, print or alert; Math.random repeats. */
static void
test_sandbox (void)
{
  json_t *tower = sample_tower (
      PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
             "  var open = typeof Duktape + typeof require + typeof print + typeof alert\n"
             "    + typeof setTimeout + typeof XMLHttpRequest + typeof process;\n"
             "  return { damage: open == 'undefinedundefinedundefinedundefinedundefined'\n"
             "    + 'undefinedundefined' ? Math.floor(Math.random() * 1e6) : -1, turn: 1 };\n"
             "} } }");
  g_autoptr (TwTowerScript) a = script_or_die (tower);
  g_autoptr (TwTowerScript) b = script_or_die (tower);
  TwHeroStats hero = { .hp = 10, .atk = 10 };
  json_t *enemy = json_object_get (json_object_get (tower, "enemys"), "greenSlime");
  TwDamageResult ra, rb;
  g_assert_true (tw_tower_script_damage (a, &hero, "greenSlime", enemy, &ra, NULL));
  g_assert_true (tw_tower_script_damage (b, &hero, "greenSlime", enemy, &rb, NULL));
  g_assert_cmpint (ra.damage, >=, 0);
  g_assert_cmpint (ra.damage, ==, rb.damage);
  json_decref (tower);
}

/* What one call changes (the hero, flags, the tower's values) never reaches
 * the next: the figures depend on the inputs only. */
static void
test_calls_independent (void)
{
  json_t *tower = sample_tower (
      PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
             "  var h = core.status.hero;\n"
             "  h.money = (h.money || 0) + 1;\n"
             "  core.addFlag('count', 1);\n"
             "  core.values.redGem = (core.values.redGem || 0) + 1000;\n"
             "  h.items.count = (h.items.count || 0) + 1;\n"
             "  return { damage: h.money * 1000000 + core.getFlag('count', 0) * 1000\n"
             "    + core.values.redGem + (h.items.count || 0) + core.rand(100) * 1e9\n"
             "    + Math.floor(Math.random() * 100) * 1e11, turn: 1 };\n"
             "} } }");
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  json_t *enemy = json_object_get (json_object_get (tower, "enemys"), "greenSlime");
  gint64 first = -1;
  for (gint64 hp = 1; hp <= 3; hp++)
    {
      TwHeroStats hero = { .hp = hp, .atk = 10 };
      TwDamageResult r;
      g_assert_true (tw_tower_script_damage (script, &hero, "greenSlime", enemy, &r, NULL));
      if (first < 0)
        first = r.damage;
      g_assert_cmpint (r.damage, ==, first);
    }
  g_assert_cmpuint (tw_tower_script_calls (script), ==, 3);
  json_decref (tower);
}

typedef struct
{
  const char *name;
  const char *body;  /* the body of getDamageInfo for enemy 'redBat' */
  const char *words; /* what the error says */
} Hostile;

static const Hostile hostiles[] = {
  { "infinite-loop", "for (;;) {}", "ms" },
  { "catching-loop", "while (true) { try { for (;;) {} } catch (e) {} }", "ms" },
  { "recursion", "function f(n) { return f(n + 1) + 1; } return f(0);", "RangeError" },
  { "gigabyte", "return { damage: new ArrayBuffer(1024 * 1024 * 1024).byteLength };", "memory" },
  { "allocation-loop",
    "var a = []; for (var i = 0; i < 1e9; i++) a.push(new Array(100000).join('x') + i); return a;",
    "was stopped" },
  { "big-string", "var s = 'x'; for (;;) s = s + s; return s;", "memory" },
  { "getter", "return { get damage() { while (true) {} } };", "ms" },
  { "throw", "throw new TypeError('the tower broke');", "the tower broke" },
  { "hostile-error", "throw { toString: function () { for (;;) {} } };", "ms" },
  { "missing-facade", "return { damage: core.getNothing('x') };", "TypeError" },
  { "not-a-number", "return { damage: 'lots' };", "not a number" },
  { "broken-builtins",
    "Math.floor = null; return { damage: core.getRealStatusOrDefault(hero, 'atk') };",
    "core facade" },
};

static void
test_hostile (gconstpointer data)
{
  const Hostile *h = data;
  g_autofree char *text
      = g_strdup_printf (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy, hero) {\n"
                                "  if (enemy.id == 'redBat') {\n"
                                "    %s\n"
                                "  }\n"
                                "  return { damage: 7, turn: 1 };\n"
                                "} } }",
                         h->body);
  json_t *tower = sample_tower (text);
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  TwHeroStats hero = { .hp = 1000, .atk = 100, .def = 100 };
  json_t *enemys = json_object_get (tower, "enemys");
  json_t *bat = json_object_get (enemys, "redBat");
  g_assert_nonnull (bat);

  gint64 start = g_get_monotonic_time ();
  TwDamageResult r, builtin;
  g_autoptr (GError) error = NULL;
  tw_tower_script_damage_or_builtin (script, &hero, "redBat", bat, values_of (tower), &r, &error);
  gint64 took = g_get_monotonic_time () - start;
  g_assert_nonnull (error);
  g_test_message ("%s: %s (%" G_GINT64_FORMAT " ms)", h->name, error->message, took / 1000);
  g_assert_true (strstr (error->message, h->words) != NULL);
  g_assert_true (g_str_has_prefix (error->message, "project/functions.js"));
  /* Within the limit (and the time the cleanup takes under ASan). */
  g_assert_cmpint (took, <, 10 * TW_JS_TIME_LIMIT_US);
  /* The fallback: the built-in figures. */
  tw_damage_compute (&hero, bat, values_of (tower), &builtin);
  assert_same (&r, &builtin, "redBat");
  /* The heap still works for the next battle. */
  g_assert_true (tw_tower_script_damage (script, &hero, "greenSlime",
                                         json_object_get (enemys, "greenSlime"), &r, NULL));
  g_assert_cmpint (r.damage, ==, 7);
  json_decref (tower);
}

/* A failure is kept like a figure: the same inputs do not run the script
 * again; after three calls ended by the time limit the script is no longer
 * run at all, so a looping tower costs at most three time limits. */
static void
test_failures_kept (void)
{
  json_t *tower = sample_tower (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                                       "  if (enemy.id == 'greenSlime') throw new Error('no');\n"
                                       "  for (;;) {}\n"
                                       "} } }");
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  json_t *enemys = json_object_get (tower, "enemys");
  TwHeroStats hero = { .hp = 100, .atk = 10 };
  TwDamageResult r;
  for (int i = 0; i < 2; i++)
    g_assert_false (tw_tower_script_damage (script, &hero, "greenSlime",
                                            json_object_get (enemys, "greenSlime"), &r, NULL));
  g_assert_cmpuint (tw_tower_script_calls (script), ==, 1);
  const char *first = NULL;
  g_assert_cmpuint (tw_tower_script_failures (script, &first), ==, 2);
  g_assert_cmpstr (first, ==, "project/functions.js:3: Error: no");

  gint64 start = g_get_monotonic_time ();
  for (gint64 hp = 1; hp <= 6; hp++)
    {
      TwHeroStats h = { .hp = hp, .atk = 10 };
      g_autoptr (GError) error = NULL;
      g_assert_false (tw_tower_script_damage (script, &h, "redBat",
                                              json_object_get (enemys, "redBat"), &r, &error));
      if (hp > 3)
        g_assert_nonnull (strstr (error->message, "no longer run"));
    }
  gint64 took = g_get_monotonic_time () - start;
  g_assert_cmpuint (tw_tower_script_calls (script), ==, 1 + 3);
  g_assert_cmpuint (tw_tower_script_failures (script, NULL), ==, 2 + 6);
  g_assert_cmpint (took, <, 3 * TW_JS_TIME_LIMIT_US + 2 * G_USEC_PER_SEC);
  json_decref (tower);
}

/* A thrown error names the file and the line. */
static void
test_error_line (void)
{
  json_t *tower = sample_tower (PREFIX "{ \"enemys\": {\n"
                                       "  \"getDamageInfo\": function (enemy) {\n"
                                       "    var x = 1;\n"
                                       "    throw new Error('line four');\n"
                                       "  }\n"
                                       "} }");
  g_autoptr (TwTowerScript) script = script_or_die (tower);
  TwHeroStats hero = { .hp = 1000, .atk = 100, .def = 100 };
  TwDamageResult r;
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_tower_script_damage (
      script, &hero, "greenSlime",
      json_object_get (json_object_get (tower, "enemys"), "greenSlime"), &r, &error));
  g_assert_cmpstr (error->message, ==, "project/functions.js:5: Error: line four");
  json_decref (tower);
}

/* A syntax error stops the file from loading, with its line. */
static void
test_syntax_error (void)
{
  json_t *tower = sample_tower (PREFIX "{\n  \"enemys\": {\n    \"getDamageInfo\": function ( {\n"
                                       "  }\n}");
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_tower_script_new (tower, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "project/functions.js:4: SyntaxError"));
  TwJsError js = { 0 };
  const char *text = tw_tower_script_text (tower, NULL);
  g_assert_false (tw_js_check_syntax ("f.js", text, strlen (text), &js));
  g_assert_cmpint (js.line, ==, 4);
  tw_js_error_clear (&js);
  /* A file that runs and fails: the load fails too. */
  json_decref (tower);
  tower = sample_tower ("var functions_x = {};\nnull.boom;\n");
  g_clear_error (&error);
  g_assert_null (tw_tower_script_new (tower, &error));
  g_assert_true (g_str_has_prefix (error->message, "project/functions.js:2: TypeError"));
  json_decref (tower);
}

/* ---- the engine's battles (docs/rules.md §12.2) ---- */

static TwEngine *
engine_with (const char *functions, TtLog *log)
{
  /* Hero at (0,0), an ogre (special 30) at (1,0). */
  json_t *root = tt_tower_json ("{\"ogre\": {\"name\": \"ogre\", \"hp\": 1000, \"atk\": 200, "
                                "\"def\": 0, \"special\": [30], \"money\": 1, \"exp\": 1}}",
                                NULL, "{\"F0\": {\"map\": [[0, 201, 0]]}}",
                                "{\"hp\": 5000, \"atk\": 100, \"def\": 100, "
                                "\"loc\": {\"x\": 0, \"y\": 0}}");
  json_object_set_new (json_object_get (root, "data"), "values",
                       json_pack ("{s:i}", "damageBonus", 10));
  if (functions)
    json_object_set_new (
        root, "functions",
        json_pack ("{s:s, s:s}", "file", "project/functions.js", "text", functions));
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  tw_engine_set_event_sink (engine, tt_log_sink, log, NULL);
  return engine;
}

static void
bump (TwEngine *engine)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) parsed = tw_script_parse ("move right", -1, NULL, NULL, &error);
  g_assert_no_error (error);
  tw_engine_apply_action (engine, tw_script_get_action (parsed, 0), NULL);
}

static void
test_engine_battle_override (void)
{
  TtLog *log = tt_log_new ();
  TwEngine *engine = engine_with (override_js, log);
  TwDamageResult forecast;
  g_assert_true (tw_engine_forecast (engine, 1, 0, &forecast));
  g_assert_cmpint (forecast.damage, ==, 2970);
  bump (engine);
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 5000 - 2970);
  g_autofree char *text = tt_log_take (log);
  g_assert_nonnull (strstr (text, "d2970"));
  g_assert_null (strstr (text, "towerScript"));
  tw_engine_free (engine);
  tt_log_free (log);

  /* Without functions.js: the built-in 900. */
  log = tt_log_new ();
  engine = engine_with (NULL, log);
  bump (engine);
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 5000 - 900);
  tw_engine_free (engine);
  tt_log_free (log);
}

/* A script that fails: the built-in figure, and the trace says so. */
static void
test_engine_battle_fallback (void)
{
  TtLog *log = tt_log_new ();
  TwEngine *engine = engine_with (
      PREFIX "{ \"enemys\": { \"getDamageInfo\": function () { for (;;) {} } } }", log);
  bump (engine);
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 5000 - 900);
  g_autofree char *text = tt_log_take (log);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "towerScript"));
  tw_engine_free (engine);
  tt_log_free (log);

  /* A file that does not load: the built-in formula, and the tower says why. */
  json_t *root = tt_tower_json (NULL, NULL, "{\"F0\": {\"map\": [[0]]}}", NULL);
  json_object_set_new (root, "functions",
                       json_pack ("{s:s, s:s}", "file", "project/functions.js", "text",
                                  "var functions_x = {\n  oops(\n};"));
  TwTower *tower = tw_tower_new_from_json (root, NULL);
  g_assert_nonnull (tower);
  g_assert_null (tw_tower_get_script (tower));
  g_test_message ("%s", tw_tower_get_script_error (tower));
  g_assert_true (g_str_has_prefix (tw_tower_get_script_error (tower), "project/functions.js:3: "));
  g_assert_nonnull (strstr (tw_tower_get_script_error (tower), "SyntaxError"));
  tw_tower_unref (tower);
  json_decref (root);
}

/* The formula sees the run at the battle (docs/rules.md §12.9): a charm
 * picked up on the way, a flag an event set and the floor it is on, with
 * mota-js's utilities (core.inArray, core.isset). At the start of the game
 * (no run) it sees the starting hero. */
static const char run_state_js[]
    = PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
             "  var d = 100 * (1 + core.itemCount('charm'));\n"
             "  if (core.inArray(core.status.hero.equipment, 'sword')) d += 7;\n"
             "  if (core.isset(core.getFlag('boost'))) d += core.getFlag('boost');\n"
             "  if (core.status.floorId == 'F0') d += 1;\n"
             "  return { damage: d, mon_hp: enemy.hp, mon_atk: enemy.atk, mon_def: enemy.def,\n"
             "           turn: 1, per_damage: d, init_damage: 0, hero_per_damage: 1 };\n"
             "} } }";

static void
test_engine_battle_run_state (void)
{
  TtLog *log = tt_log_new ();
  json_t *root = tt_tower_json ("{\"ogre\": {\"name\": \"ogre\", \"hp\": 10, \"atk\": 1, "
                                "\"def\": 0, \"money\": 0, \"exp\": 0}}",
                                "{\"charm\": {\"cls\": \"constants\", \"name\": \"charm\"}}",
                                "{\"F0\": {\"map\": [[0, 301, 201]]}}",
                                "{\"hp\": 5000, \"atk\": 100, \"def\": 100, "
                                "\"equipment\": [\"sword\"], \"loc\": {\"x\": 0, \"y\": 0}}");
  json_object_set_new (root, "functions",
                       json_pack ("{s:s, s:s}", "file", "project/functions.js", "text",
                                  run_state_js));
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);

  /* No run: the starting hero (no charm, the sword), no floor state. */
  TwHeroStats hero = { .hp = 5000, .atk = 100, .def = 100 };
  TwDamageResult start;
  g_assert_true (tw_tower_script_damage (tw_tower_get_script (tower), &hero, "ogre",
                                         tw_tower_get_enemy (tower, 0)->json, &start, NULL));
  g_assert_cmpint (start.damage, ==, 100 + 7 + 1);

  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  tw_engine_set_event_sink (engine, tt_log_sink, log, NULL);
  TwDamageResult forecast;
  g_assert_true (tw_engine_forecast (engine, 2, 0, &forecast));
  g_assert_cmpint (forecast.damage, ==, 100 + 7 + 1);
  bump (engine); /* picks up the charm */
  g_assert_true (tw_engine_forecast (engine, 2, 0, &forecast));
  g_assert_cmpint (forecast.damage, ==, 200 + 7 + 1);
  bump (engine); /* the battle, with the charm */
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 5000 - 208);
  g_autofree char *text = tt_log_take (log);
  g_assert_null (strstr (text, "towerScript"));
  tw_engine_free (engine);
  tt_log_free (log);
}

/* 2.6.1 enemys.js getDamage adds getExtraDamage to the tower's figure:
 * fixed damage (22) and hatred (17); a 2.10 tower's functions.js has them
 * inside its own formula, so nothing is added there (docs/rules.md §12.9). */
static void
test_extra_damage_2_6 (void)
{
  for (int legacy = 0; legacy <= 1; legacy++)
    {
      json_t *tower = json_pack (
          "{s:{s:{s:{s:i}}}, s:{s:{s:i, s:i, s:i, s:[i], s:i}, s:{s:i, s:i, s:i, s:[i]}}, s:o, "
          "s:{s:s, s:s}}",
          "data", "firstData", "hero", "hp", 1000, "enemys", "fixed", "hp", 10, "atk", 1, "def", 0,
          "special", 22, "damage", 30, "hating", "hp", 10, "atk", 1, "def", 0, "special", 17,
          "items",
          legacy ? json_pack ("{s:{s:s}}", "yellowKey", "cls", "keys") : json_object (),
          "functions", "file", "project/functions.js", "text",
          PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                 "  return { damage: 100, turn: 1 };\n"
                 "} } }");
      TwTowerScript *script = script_or_die (tower);
      TwHeroStats hero = { .hp = 1000, .atk = 10, .def = 10, .hatred = 4 };
      json_t *enemys = json_object_get (tower, "enemys");
      TwDamageResult fixed, hating;
      g_assert_true (tw_tower_script_damage (script, &hero, "fixed",
                                             json_object_get (enemys, "fixed"), &fixed, NULL));
      g_assert_true (tw_tower_script_damage (script, &hero, "hating",
                                             json_object_get (enemys, "hating"), &hating, NULL));
      g_assert_cmpint (fixed.damage, ==, legacy ? 130 : 100);
      g_assert_cmpint (hating.damage, ==, legacy ? 104 : 100);
      /* Kept figures get it once only. */
      g_assert_true (tw_tower_script_damage (script, &hero, "fixed",
                                             json_object_get (enemys, "fixed"), &fixed, NULL));
      g_assert_cmpint (fixed.damage, ==, legacy ? 130 : 100);
      tw_tower_script_free (script);
      json_decref (tower);
    }
}

/* 2.7+ enemys.js maps an enemy's facing variants onto its down-facing
 * enemy (every property but the id); 2.6.1 does not. A battle with the
 * left-facing bear is the down-facing bear's. */
static void
test_facings_are_down (void)
{
  for (int legacy = 0; legacy <= 1; legacy++)
    {
      json_t *root = tt_tower_json (
          "{\"bearDown\": {\"name\": \"bear\", \"hp\": 250, \"atk\": 120, \"def\": 0, \"money\": 3, "
          "\"faceIds\": {\"down\": \"bearDown\", \"left\": \"bearLeft\"}},"
          " \"bearLeft\": {\"name\": \"bear\", \"hp\": 0, \"atk\": 0, \"def\": 0, \"money\": 0, "
          "\"faceIds\": {\"down\": \"bearDown\", \"left\": \"bearLeft\"}}}",
          legacy ? "{\"yellowKey\": {\"cls\": \"keys\"}}" : NULL,
          "{\"F0\": {\"map\": [[0, 202]]}}", NULL);
      TwTower *tower = tw_tower_new_from_json (root, NULL);
      g_assert_nonnull (tower);
      json_decref (root);
      g_assert_cmpint (tw_tower_is_2_6 (tower), ==, legacy);
      const TwEnemyDef *left = tw_tower_get_enemy (tower, tw_tower_find_enemy (tower, "bearLeft"));
      g_assert_cmpstr (left->id, ==, "bearLeft");
      g_assert_cmpint (left->hp, ==, (legacy ? 0 : 250));
      g_assert_cmpint (left->money, ==, (legacy ? 0 : 3));
      TwEngine *engine = tw_engine_new (tower);
      tw_tower_unref (tower);
      bump (engine);
      /* 1000 hp, atk 100 def 100 against hp 250 atk 120: two hits of 20; the
       * 2.6 bear (atk 0, hp 0) costs nothing. */
      g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, (legacy ? 1000 : 960));
      tw_engine_free (engine);
    }
}

/* The battle of a 100/10/10 hero with the sample's greenSlime by @script,
 * which must give it. */
static void
slime_battle (TwTowerScript *script, json_t *tower, TwDamageResult *result)
{
  TwHeroStats hero = { .hp = 100, .atk = 10, .def = 10 };
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_tower_script_damage (
      script, &hero, "greenSlime", json_object_get (json_object_get (tower, "enemys"), "greenSlime"),
      result, &error));
  g_assert_no_error (error);
}

/* mota-js's utilities the facade forwards onto core, as utils.js defines them. */
static void
test_utilities (void)
{
  json_t *tower = sample_tower (
      PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
             "  var ok = core.isset(0) && !core.isset(NaN) && !core.isset(null)\n"
             "    && core.inArray([1, 2], 2) && !core.inArray('12', '1')\n"
             "    && core.utils.clamp(15, 10, 0) === 10 && core.clamp(undefined, 1, 5) === 1\n"
             "    && core.same({a: [1, {b: 2}]}, {a: [1, {b: 2}]}) && !core.same([1], [2])\n"
             "    && core.subarray([1, 2, 3], [1]).length === 2 && core.subarray([1], [2]) === null\n"
             "    && core.push([1], [2, 3]).length === 3 && core.unshift([3], 1)[0] === 1\n"
             "    && core.setTwoDigits(7) === '07' && core.matchWildcard('MT*', 'MT12')\n"
             "    && core.matchRegex('^MT\\\\d+$', 'MT3') && !core.matchRegex('MT\\\\d+', 'MTx');\n"
             "  return { damage: ok ? 1 : 0, turn: 1 };\n"
             "} } }");
  TwTowerScript *script = script_or_die (tower);
  TwDamageResult result;
  slime_battle (script, tower, &result);
  g_assert_cmpint (result.damage, ==, 1);
  tw_tower_script_free (script);
  json_decref (tower);
}

/* plugins.js as core.js _init_plugins runs it, once a call fails on a
 * function it lacks: each plugin's init on core.plugin (one that throws is
 * skipped), its functions forwarded onto core, not over a name core has;
 * main.replayChecking is on. */
static void
test_plugins (void)
{
  json_t *tower = sample_tower (
      PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
             "  return { damage: core.double(20) + core.plugin.one() + (core.fails ? 100 : 0)\n"
             "                   + (core.isset === core.utils.isset ? 0 : 1000) + core.direct(),\n"
             "           turn: 1 };\n"
             "} } }");
  json_object_set_new (
      tower, "plugins",
      json_pack ("{s:s, s:s}", "file", "project/plugins.js", "text",
                 "var plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1 = {\n"
                 "  \"init\": function () {\n"
                 "    this.double = function (x) { return 2 * x; };\n"
                 "    this.one = function () { return 1; };\n"
                 "    this.isset = function () { return false; };\n"
                 "  },\n"
                 "  \"broken\": function () { this.fails = function () {}; nothing(); },\n"
                 "  \"direct\": function () {\n"
                 "    core.direct = function () { return main.replayChecking ? 1 : 0; };\n"
                 "  }\n"
                 "};\n"));
  TwTowerScript *script = script_or_die (tower);
  TwDamageResult result;
  slime_battle (script, tower, &result);
  /* 40 + 1, the broken plugin's function kept (it was set before the
   * throw: +100), core.isset left alone, main.replayChecking: +1. */
  g_assert_cmpint (result.damage, ==, 142);
  tw_tower_script_free (script);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tower-script/default-matches-builtin", test_default_matches_builtin);
  g_test_add_func ("/tower-script/override", test_override);
  g_test_add_func ("/tower-script/no-override", test_no_override);
  g_test_add_func ("/tower-script/sandbox", test_sandbox);
  g_test_add_func ("/tower-script/calls-independent", test_calls_independent);
  g_test_add_func ("/tower-script/error-line", test_error_line);
  g_test_add_func ("/tower-script/failures-kept", test_failures_kept);
  g_test_add_func ("/tower-script/syntax-error", test_syntax_error);
  g_test_add_func ("/tower-script/engine-battle-override", test_engine_battle_override);
  g_test_add_func ("/tower-script/engine-battle-fallback", test_engine_battle_fallback);
  g_test_add_func ("/tower-script/engine-battle-run-state", test_engine_battle_run_state);
  g_test_add_func ("/tower-script/utilities", test_utilities);
  g_test_add_func ("/tower-script/plugins", test_plugins);
  g_test_add_func ("/tower-script/extra-damage-2-6", test_extra_damage_2_6);
  g_test_add_func ("/tower-script/facings-are-down", test_facings_are_down);
  for (guint i = 0; i < G_N_ELEMENTS (hostiles); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tower-script/hostile/%s", hostiles[i].name);
      g_test_add_data_func (path, &hostiles[i], test_hostile);
    }
  return g_test_run ();
}
