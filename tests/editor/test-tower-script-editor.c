/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tower's functions.js in the editor (docs/rules.md §12): the import keeps
 * it, the forecast and the validator's notes take the damage from its
 * getDamageInfo, and the validator reports what fails with its line. */
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"
#include "editor/sim/tw-forecast.h"
#include "editor/tw-diagnostic.h"
#include "editor/tw-validate.h"
#include "tw-test-util.h"

#define PREFIX "var functions_d6ad677b_427a_4623_b50f_a445a3b0ef8a = \n"

/* Hero hp 1000, atk 10, def 10; a slime (hp 10, atk 12, def 1) at (1,1).
 * The built-in formula: 9 a blow, 2 turns, 1 blow of 2: damage 2. */
static const char tower_text[]
    = "{\"data\": {\"main\": {\"floorIds\": [\"F1\"]},"
      "  \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 1000, \"atk\": 10, \"def\": 10,"
      "    \"mdef\": 0, \"money\": 0, \"exp\": 0, \"loc\": {\"direction\": \"up\", \"x\": 0, "
      "\"y\": 0},"
      "    \"items\": {\"tools\": {}}}},"
      "  \"values\": {\"bonus\": 10}},"
      "\"enemys\": {\"slime\": {\"name\": \"Slime\", \"hp\": 10, \"atk\": 12, \"def\": 1, "
      "\"money\": 1,"
      "  \"exp\": 1, \"point\": 0, \"special\": 0}},"
      "\"items\": {},"
      "\"maps\": {\"201\": {\"cls\": \"enemys\", \"id\": \"slime\"}},"
      "\"floors\": {\"F1\": {\"floorId\": \"F1\", \"width\": 3, \"height\": 2,"
      "    \"map\": [[0, 0, 0], [0, 201, 0]]}}}";

/* (atk - hero def + 1) * 10, plus the tower's bonus percent: slime 3 * 10 * 1.1 = 33. */
static const char override_js[]
    = PREFIX "{\n"
             "  \"enemys\": {\n"
             "    \"getDamageInfo\": function (enemy, hero) {\n"
             "      var per = enemy.atk - core.getRealStatusOrDefault(hero, 'def') + 1;\n"
             "      return { turn: 1, per_damage: per,\n"
             "               damage: Math.floor(per * 10 * (1 + core.values.bonus / 100)) };\n"
             "    }\n"
             "  }\n"
             "}";

static json_t *
tower_with (const char *functions)
{
  json_error_t error;
  json_t *tower = json_loads (tower_text, 0, &error);
  if (tower == NULL)
    g_error ("tower: %d: %s", error.line, error.text);
  if (functions)
    json_object_set_new (
        tower, "functions",
        json_pack ("{s:s, s:s}", "file", "project/functions.js", "text", functions));
  return tower;
}

static void
set_functions (json_t *tower, const char *functions)
{
  if (functions == NULL)
    json_object_del (tower, "functions");
  else
    json_object_set_new (
        tower, "functions",
        json_pack ("{s:s, s:s}", "file", "project/functions.js", "text", functions));
}

static void
test_forecast (void)
{
  json_t *tower = tower_with (override_js);
  TwForecast *forecast = tw_forecast_new (tower);
  TwForecastDamage d;
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_true (d.can_battle && d.can_win);
  g_assert_cmpint (d.damage, ==, 33);
  GArray *cells = tw_forecast_floor (forecast, "F1");
  g_assert_cmpuint (cells->len, ==, 1);
  g_assert_cmpint (g_array_index (cells, TwForecastCell, 0).damage.damage, ==, 33);
  g_array_unref (cells);

  /* A hero given as input goes to the script too: def 12 -> 1 * 10 * 1.1 = 11. */
  TwHeroStats hero = { .hp = 1000, .atk = 10, .def = 12 };
  tw_forecast_set_hero (forecast, &hero);
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 11);

  /* The file edited: the forecast follows; removed: the built-in formula. */
  tw_forecast_set_hero (forecast, NULL);
  set_functions (tower, PREFIX "{ \"enemys\": { \"getDamageInfo\": function () {\n"
                               "  return { damage: 999, turn: 1 }; } } }");
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 999);
  g_assert_true (d.can_win); /* 999 < 1000 hp */
  set_functions (tower, NULL);
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 2);

  /* A script that fails: the built-in figure. */
  set_functions (tower, PREFIX "{ \"enemys\": { \"getDamageInfo\": function () {\n"
                               "  while (true) {} } } }");
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 2);
  tw_forecast_free (forecast);
  json_decref (tower);
}

/* With a revision (the window's change serial), the forecast checks the
 * script once per revision, not on every battle: an edit in place shows
 * when the revision moves; a replaced functions.js shows at once. */
static void
test_forecast_revision (void)
{
  json_t *tower = tower_with (override_js);
  TwForecast *forecast = tw_forecast_new (tower);
  TwForecastDamage d;
  tw_forecast_set_revision (forecast, 1);
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 33);

  json_t *text = json_object_get (json_object_get (tower, "functions"), "text");
  json_string_set (text, PREFIX "{ \"enemys\": { \"getDamageInfo\": function () {\n"
                               "  return { damage: 999, turn: 1 }; } } }");
  /* The same revision: the text is not compared again (the script loaded stays). */
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 33);
  tw_forecast_set_revision (forecast, 2);
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 999);

  /* Another string object (the file replaced): followed at the same revision. */
  set_functions (tower, override_js);
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 33);
  set_functions (tower, NULL);
  g_assert_true (tw_forecast_enemy (forecast, "slime", &d));
  g_assert_cmpint (d.damage, ==, 2);
  tw_forecast_free (forecast);
  json_decref (tower);
}

static TwDiagnostic *
find (GPtrArray *diagnostics, const char *rule, TwSeverity severity)
{
  TwDiagnostic *found = NULL;
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      g_autofree char *line = tw_diagnostic_format (d);
      g_test_message ("%s [%s]", line, d->rule);
      if (g_strcmp0 (d->rule, rule) == 0 && d->severity == severity)
        {
          g_assert_null (found); /* only one */
          found = d;
        }
    }
  return found;
}

/* The notes use the tower's figure: 5000 is more than the hero's 1000 hp. */
static void
test_validate_override (void)
{
  json_t *tower = tower_with (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                                     "  return { damage: 5000, turn: 1 }; } } }");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  TwDiagnostic *note = find (diagnostics, "tower-script", TW_SEVERITY_NOTE);
  g_assert_nonnull (note);
  g_assert_cmpstr (note->file, ==, "project/functions.js");
  g_assert_nonnull (strstr (note->message, "enemys.getDamageInfo"));
  TwDiagnostic *unbeatable = find (diagnostics, "unbeatable-enemy", TW_SEVERITY_NOTE);
  g_assert_nonnull (unbeatable);
  g_assert_nonnull (strstr (unbeatable->message, "5000"));
  json_decref (tower);

  /* getDamageInfo says null: the note gives the def the tower's getEnemyInfo
   * computes (as mota-js's default functions.js does: 30 here, not the
   * slime's 1, nor 0); where that def is below the hero's atk, it says the
   * tower's getDamageInfo refuses the battle. */
  tower = tower_with (PREFIX "{ \"enemys\": {\n"
                             "  \"getEnemyInfo\": function (enemy) {\n"
                             "    return { hp: enemy.hp, atk: enemy.atk, def: 30 }; },\n"
                             "  \"getDamageInfo\": function (enemy, hero) {\n"
                             "    var info = core.enemys.getEnemyInfo(enemy, hero);\n"
                             "    if (info.def >= core.status.hero.atk) return null;\n"
                             "    return { damage: 1, turn: 1 }; } } }");
  g_autoptr (GPtrArray) refused = tw_validate_tower (tower, NULL, NULL);
  unbeatable = find (refused, "unbeatable-enemy", TW_SEVERITY_NOTE);
  g_assert_nonnull (unbeatable);
  g_assert_nonnull (strstr (unbeatable->message, "its def 30 is not below the hero's atk 10"));
  json_decref (tower);
  tower = tower_with (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                             "  return null; } } }");
  g_autoptr (GPtrArray) refused2 = tw_validate_tower (tower, NULL, NULL);
  unbeatable = find (refused2, "unbeatable-enemy", TW_SEVERITY_NOTE);
  g_assert_nonnull (unbeatable);
  g_assert_nonnull (strstr (unbeatable->message, "enemys.getDamageInfo says the battle cannot"));
  json_decref (tower);

  /* Without functions.js: no tower-script note, and the slime is beatable. */
  tower = tower_with (NULL);
  g_autoptr (GPtrArray) plain = tw_validate_tower (tower, NULL, NULL);
  g_assert_null (find (plain, "tower-script", TW_SEVERITY_NOTE));
  g_assert_null (find (plain, "unbeatable-enemy", TW_SEVERITY_NOTE));
  json_decref (tower);
}

static void
test_validate_errors (void)
{
  /* A syntax error on line 3. */
  json_t *tower = tower_with (PREFIX "{ \"enemys\": {\n"
                                     "  \"getDamageInfo\": function (enemy { }\n"
                                     "} }");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  /* The designer sees it first (docs/rules.md §12.10), whatever else is found. */
  TwDiagnostic *d = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpstr (d->rule, ==, TW_DIAGNOSTIC_RULE_NOT_RUN);
  g_assert_true (tw_diagnostic_leads (d));
  g_assert_cmpstr (d->file, ==, "project/functions.js");
  g_assert_cmpint (d->line, ==, 3);
  g_test_message ("%s", d->message);
  g_assert_true (g_str_has_prefix (
      d->message, "The tower's damage formula could not be run: project/functions.js:3:36: "
                  "SyntaxError"));
  g_assert_true (g_str_has_suffix (d->message, "use the built-in formula."));
  g_assert_null (find (diagnostics, "tower-script", TW_SEVERITY_WARNING));
  json_decref (tower);

  /* getDamageInfo throws on line 4 for the slime. */
  tower = tower_with (PREFIX "{ \"enemys\": {\n"
                             "  \"getDamageInfo\": function (enemy) {\n"
                             "    return { damage: core.status.hero.sword.atk };\n"
                             "} } }");
  g_autoptr (GPtrArray) failing = tw_validate_tower (tower, NULL, NULL);
  d = find (failing, "tower-script", TW_SEVERITY_WARNING);
  g_assert_nonnull (d);
  g_assert_cmpint (d->line, ==, 4);
  g_assert_nonnull (strstr (d->message, "'slime'"));
  g_assert_nonnull (strstr (d->message, "TypeError"));
  /* ... and, first of all, that the formula is not the tower's for it. */
  d = g_ptr_array_index (failing, 0);
  g_assert_cmpstr (d->rule, ==, TW_DIAGNOSTIC_RULE_NOT_RUN);
  g_assert_cmpint (d->line, ==, 4);
  g_assert_nonnull (strstr (d->message, "for 1 of the 1 placed enemies"));
  g_assert_nonnull (strstr (d->message, "TypeError"));
  json_decref (tower);

  /* A formula that runs: nothing leads. */
  tower = tower_with (override_js);
  g_autoptr (GPtrArray) running = tw_validate_tower (tower, NULL, NULL);
  for (guint i = 0; i < running->len; i++)
    g_assert_false (tw_diagnostic_leads (g_ptr_array_index (running, i)));
  json_decref (tower);
}

/* Syntax errors with their line and column (Duktape gives the line only;
 * the column comes from compiling prefixes of the file, see
 * tw_js_syntax_error_position): the token the parser stopped at, or, as it
 * reads one token ahead, the one after it; at the file's end when it ends
 * too soon. Columns count characters, not bytes. */
static void
test_validate_syntax_columns (void)
{
  static const struct
  {
    const char *text;
    gint line, column;
  } cases[] = {
    /* The brace where a parameter name should be. */
    { PREFIX "{ \"enemys\": {\n  \"getDamageInfo\": function (enemy { }\n} }", 3, 36 },
    /* A missing comma between two members: the second value. */
    { PREFIX "{ \"enemys\": {\n  \"a\": 1\n  \"b\": 2 3\n} }", 4, 3 },
    /* `+*`: the parser stops at the token after the `*`. */
    { PREFIX "{ \"enemys\": {\n  \"a\": 1 +* 2\n} }", 3, 13 },
    /* Two identifiers in a row, after Chinese ones: counted in characters. */
    { PREFIX "{ \"enemys\": {\n  \"名字\": 怪物 怪物\n} }", 3, 12 },
    /* An unclosed brace: the error is at the end of the file. */
    { PREFIX "{ \"enemys\": {\n  \"a\": function () {\n    return 1;\n", 5, 1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      json_t *tower = tower_with (cases[i].text);
      g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
      TwDiagnostic *d = find (diagnostics, TW_DIAGNOSTIC_RULE_NOT_RUN, TW_SEVERITY_WARNING);
      g_assert_nonnull (d);
      g_assert_nonnull (strstr (d->message, "SyntaxError"));
      g_test_message ("case %u: %d:%d", i, d->line, d->column);
      g_assert_cmpint (d->line, ==, cases[i].line);
      g_assert_cmpint (d->column, ==, cases[i].column);
      json_decref (tower);
    }
}

/* Item effects and `function` commands (docs/rules.md §12.6): syntax errors
 * with their line and column in the text, and calls the facade lacks. */
static void
test_validate_effect_scripts (void)
{
  json_t *tower = tower_with (NULL);
  json_object_set_new (
      tower, "items",
      json_pack ("{s:{s:s, s:s}, s:{s:s, s:s}, s:{s:s, s:s}, s:{s:s, s:s}}", "gem", "cls", "items",
                 "itemEffect", "core.status.hero.atk += 3", "broken", "cls", "items", "itemEffect",
                 "core.status.hero.hp +=\n  * 2;", "shop", "cls", "tools", "useItemEffect",
                 "core.openShop('s'); core.status.hero.hp += 1", "fine", "cls", "items",
                 "itemEffect", "core.addItem('gem', 2); core.playSound('x')"));
  json_object_set_new (json_object_get (json_object_get (tower, "floors"), "F1"), "events",
                       json_pack ("{s:[{s:s, s:s}, {s:s, s:s}]}", "0,0", "type", "function",
                                  "function", "function () { core.teleport(); }", "type",
                                  "function", "function", "function () { var = 1; }"));
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  guint found = 0;
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      if (g_strcmp0 (d->rule, "tower-script") != 0)
        continue;
      g_test_message ("%s", d->message);
      g_assert_cmpint (d->severity, ==, TW_SEVERITY_WARNING);
      if (strstr (d->message, "item 'broken'"))
        /* The `*` is at column 3; the parser stops at the `2` after it. */
        g_assert_nonnull (strstr (d->message, "syntax error at line 2, column 5"));
      else if (strstr (d->message, "item 'shop'"))
        g_assert_nonnull (strstr (d->message, "does not have: core.openShop;"));
      else if (strstr (d->message, "core.teleport"))
        g_assert_nonnull (strstr (d->message, "A function command of floor F1 calls"));
      else
        g_assert_nonnull (strstr (d->message, "syntax error at line 1, column 19"));
      found++;
    }
  /* The plain gem and the effect the facade covers say nothing. */
  g_assert_cmpuint (found, ==, 4);
  json_decref (tower);
}

/* The validator says which calls of the damage functions the facade lacks. */
static void
test_validate_coverage (void)
{
  json_t *tower
      = tower_with (PREFIX "{ \"enemys\": {\n"
                           "  \"getEnemyInfo\": function (enemy) {\n"
                           "    var b = core.getBlock(1, 1); // core.commented(\n"
                           "    return { hp: enemy.hp, s: \"core.quoted(\" };\n"
                           "  },\n"
                           "  \"getDamageInfo\": function (enemy, hero) {\n"
                           "    if (core.hasItem('cross')) core.openShop('x');\n"
                           "    return { damage: core.getRealStatusOrDefault(hero, 'atk'),\n"
                           "             turn: core . enemys . getEnemyInfo(enemy).hp };\n"
                           "  }\n"
                           "},\n"
                           "\"events\": { \"x\": function () { core.notDamage(); } } }");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  TwDiagnostic *d = NULL;
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *each = g_ptr_array_index (diagnostics, i);
      g_test_message ("%s", each->message);
      if (strstr (each->message, "does not have"))
        d = each;
    }
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, TW_SEVERITY_WARNING);
  g_assert_nonnull (strstr (d->message, "have: core.openShop, core.getBlock."));
  json_decref (tower);

  /* mota-js 2.x's default file: the facade has all its damage functions call. */
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "mota-functions", "functions.js", NULL);
  g_autofree char *text = tw_test_read (path);
  tower = tower_with (text);
  g_autoptr (GPtrArray) clean = tw_validate_tower (tower, NULL, NULL);
  g_assert_null (find (clean, "tower-script", TW_SEVERITY_WARNING));
  TwDiagnostic *note = find (clean, "tower-script", TW_SEVERITY_NOTE);
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (note->message, "has every function it calls"));
  g_assert_nonnull (strstr (note->message, "enemys.getDamageInfo"));
  json_decref (tower);
}

/* The import keeps project/functions.js's text in the tower. */
static void
test_import (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *sample = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", NULL);
  tw_test_copy_tree (sample, tmp);
  g_autofree char *dest = g_build_filename (tmp, "project", "functions.js", NULL);
  g_assert_true (g_file_set_contents (dest, override_js, -1, NULL));

  g_autoptr (GError) error = NULL;
  TwProjectFile *project = tw_mota_import (tmp, &error);
  g_assert_no_error (error);
  json_t *tower = tw_project_file_get_tower (project);
  json_t *functions = json_object_get (tower, "functions");
  g_assert_cmpstr (json_string_value (json_object_get (functions, "file")), ==,
                   "project/functions.js");
  g_assert_cmpstr (json_string_value (json_object_get (functions, "text")), ==, override_js);
  tw_project_file_free (project);
  tw_test_remove_tree (tmp);
}

/* `simulate` says when the tower's script failed and the built-in formula
 * was used, and the trace has the `limit` event. */
static void
test_cli_simulate (void)
{
  json_t *tower = tower_with (PREFIX "{ \"enemys\": { \"getDamageInfo\": function (enemy) {\n"
                                     "  throw new Error('broken tower');\n"
                                     "} } }");
  json_t *project
      = json_pack ("{s:s, s:i, s:o}", "format", "turnwright-project", "version", 1, "tower", tower);
  g_autofree char *dir = tw_test_make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "t.json", NULL);
  g_autofree char *script = g_build_filename (dir, "s.txt", NULL);
  g_autofree char *trace = g_build_filename (dir, "trace.jsonl", NULL);
  g_assert_cmpint (json_dump_file (project, path, 0), ==, 0);
  json_decref (project);
  g_assert_true (g_file_set_contents (script, "move down\nmove right\n", -1, NULL));
  const char *args[] = { "simulate", path, "--script", script, "--trace", trace, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = tw_test_run_cli (args, &out, &err);
  g_test_message ("%s%s", out, err);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "limit: the tower's getDamageInfo failed"));
  g_assert_nonnull (strstr (out, "project/functions.js:3: Error: broken tower"));
  g_autofree char *lines = tw_test_read (trace);
  g_assert_nonnull (strstr (lines, "\"limit\":\"towerScript\""));
  /* The built-in damage, 2: the hero won. */
  g_assert_nonnull (strstr (lines, "\"damage\":2"));
  tw_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tower-script/forecast", test_forecast);
  g_test_add_func ("/tower-script/forecast-revision", test_forecast_revision);
  g_test_add_func ("/tower-script/validate-override", test_validate_override);
  g_test_add_func ("/tower-script/validate-errors", test_validate_errors);
  g_test_add_func ("/tower-script/validate-syntax-columns", test_validate_syntax_columns);
  g_test_add_func ("/tower-script/validate-effect-scripts", test_validate_effect_scripts);
  g_test_add_func ("/tower-script/validate-coverage", test_validate_coverage);
  g_test_add_func ("/tower-script/import", test_import);
  g_test_add_func ("/tower-script/cli-simulate", test_cli_simulate);
  return g_test_run ();
}
