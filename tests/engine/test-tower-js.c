/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tower-js.c: the tower's JavaScript item effects and `function` event
 * commands run against the engine's hero, flags and items (docs/rules.md
 * §12.6): what they write comes back, failures and hostile scripts leave a
 * `skip` or `limit` line and change nothing, and core.rand continues the
 * same sequence across a save and a load. */
#include "engine/tw-tower-script.h"

#include <string.h>

#include "engine/tw-engine.h"
#include "engine/tw-script.h"
#include "engine/tw-tower.h"
#include "tw-test-util.h"

/* Single quotes for double ones, so that the towers below stay readable. */
static json_t *
sq (const char *text)
{
  g_autofree char *json = g_strdup (text);
  json_error_t error;
  for (char *p = json; *p; p++)
    if (*p == '\'')
      *p = '"';
  json_t *value = json_loads (json, 0, &error);
  if (value == NULL)
    g_error ("bad test JSON at %d: %s\n%s", error.position, error.text, json);
  return value;
}

static char *
dq (const char *text)
{
  json_t *value = sq (text);
  char *out = json_dumps (value, JSON_ENCODE_ANY);
  json_decref (value);
  return out;
}

static const char *const hero = "{'hp': 1000, 'atk': 100, 'def': 100, 'mdef': 0, 'money': 0,"
                                " 'exp': 0, 'lv': 1, 'loc': {'x': 0, 'y': 0},"
                                " 'equipment': ['sword1'],"
                                " 'items': {'tools': {'yellowKey': 1, 'dice': 20, 'potion': 1}}}";

static const char *const items
    = "{'yellowKey': {'cls': 'tools'},"
      " 'sword1': {'cls': 'equips'},"
      " 'redGem': {'cls': 'items', 'itemEffect': 'core.status.hero.atk += 3'},"
      " 'book': {'cls': 'items', 'itemEffect': 'core.status.hero.lv += 1;"
      " if (core.hasItem(\\'yellowKey\\') && core.hasEquip(\\'sword1\\'))"
      " core.status.hero.atk += 5 * core.status.thisMap.ratio;"
      " core.addItem(\\'yellowKey\\', 2); core.setFlag(\\'seen\\', \\'yes\\');"
      " core.status.hero.hp = Math.floor(core.status.hero.hp * 1.5); core.playSound(\\'x\\')'},"
      " 'potion': {'cls': 'tools', 'useItemEffect':"
      " 'core.status.hero.hp += core.itemCount(\\'yellowKey\\') * 100'},"
      " 'dice': {'cls': 'tools', 'useItemEffect':"
      " 'core.status.hero.money += core.rand(1000); core.status.hero.exp += core.rand2(50)'}}";

typedef struct
{
  TwTower *tower;
  TwEngine *engine;
  GString *log;
} Run;

/* skip / event / limit / death lines. */
static void
sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  GString *log = data;
  switch (ev->kind)
    {
    case TW_EVENT_EVENT:
    case TW_EVENT_SKIP:
      g_string_append_printf (log, "%s %s", tw_event_kind_to_string (ev->kind), ev->command);
      if (ev->kind == TW_EVENT_SKIP)
        g_string_append_printf (log, " (%s)", ev->reason);
      g_string_append_c (log, '\n');
      break;
    case TW_EVENT_LIMIT:
      g_string_append_printf (log, "limit %s\n", ev->limit);
      break;
    case TW_EVENT_DEATH:
      g_string_append_printf (log, "death %s\n", ev->reason);
      break;
    case TW_EVENT_ACTION:
      if (ev->not_simulated)
        g_string_append_printf (log, "not simulated %s\n", ev->not_simulated);
      break;
    default:
      break;
    }
}

/* A tower of @floors (single-quoted) with the items above and @functions
 * as its functions.js (may be NULL). */
static void
run_start_with (Run *run, const char *floors, const char *functions, const char *items_json)
{
  g_autofree char *fl = dq (floors), *it = dq (items), *he = dq (hero);
  json_t *root = tt_tower_json (NULL, items_json ? items_json : it, fl, he);
  g_autoptr (GError) error = NULL;
  if (functions)
    json_object_set_new (
        root, "functions",
        json_pack ("{s:s, s:s}", "file", "project/functions.js", "text", functions));
  run->tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  run->engine = tw_engine_new (run->tower);
  run->log = g_string_new (NULL);
  tw_engine_set_event_sink (run->engine, sink, run->log, NULL);
}

static void
run_start (Run *run, const char *floors, const char *functions)
{
  run_start_with (run, floors, functions, NULL);
}

static void
play (Run *run, const char *script)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) parsed = tw_script_parse (script, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < tw_script_get_n_actions (parsed); i++)
    tw_engine_apply_action (run->engine, tw_script_get_action (parsed, i), NULL);
}

static void
run_end (Run *run)
{
  tw_engine_free (run->engine);
  tw_tower_unref (run->tower);
  g_string_free (run->log, TRUE);
}

static json_t *
hero_get (Run *run, const char *key)
{
  static json_t *kept;
  json_decref (kept);
  kept = tw_engine_dup_hero (run->engine);
  return json_object_get (kept, key);
}

static gint64
hero_int (Run *run, const char *key)
{
  return json_integer_value (hero_get (run, key));
}

static gint64
owned (Run *run, const char *cls, const char *id)
{
  return json_integer_value (json_object_get (json_object_get (hero_get (run, "items"), cls), id));
}

/* A flag as the save has it: the tower events' flags, else flags.scriptFlags. */
static json_t *
saved_flag (Run *run, const char *name)
{
  static json_t *kept;
  json_decref (kept);
  kept = tw_engine_save_state (run->engine);
  json_t *flags = json_object_get (kept, "flags");
  json_t *v
      = json_object_get (json_object_get (json_object_get (flags, "towerEvents"), "flags"), name);
  return v ? v : json_object_get (json_object_get (flags, "scriptFlags"), name);
}

/* items.js getItemEffect / _useItemEffect: the effect is JavaScript the
 * arithmetic path does not read, so it runs in the interpreter; what it
 * writes is the engine's hero, items and flags afterwards. */
static void
test_item_effects (void)
{
  Run run;
  run_start (&run, "{'F0': {'ratio': 2, 'map': [[0, 304, 303, 0]]}}", NULL);
  play (&run, "move right\nmove right\n");
  g_assert_cmpstr (run.log->str, ==, ""); /* nothing skipped, nothing failed */
  g_assert_cmpint (hero_int (&run, "lv"), ==, 2);
  /* The key and the sword: atk + 5 * ratio 2, then the plain redGem's 3. */
  g_assert_cmpint (hero_int (&run, "atk"), ==, 113);
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1500);
  g_assert_cmpint (owned (&run, "tools", "yellowKey"), ==, 3);
  g_assert_cmpstr (json_string_value (saved_flag (&run, "seen")), ==, "yes");

  /* useItemEffect: 3 keys, +300 hp; the potion is used up. */
  play (&run, "use potion\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1800);
  g_assert_cmpint (owned (&run, "tools", "potion"), ==, 0);
  run_end (&run);
}

/* events.js `_action_function`: the function runs with the writable facade;
 * a flag it sets is the `flag:` of the commands that follow. */
static void
test_function_command (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0]], 'events': {'1,0': ["
             " {'type': 'function', 'function': 'function () { core.status.hero.atk += 7;"
             " core.setFlag(\\'door\\', 3); core.addItem(\\'yellowKey\\'); }'},"
             " {'type': 'if', 'condition': 'flag:door == 3',"
             "  'true': [{'type': 'setValue', 'name': 'status:def', 'operator': '+=', 'value': "
             "'1'}]}]}}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==, "event function\nevent if\nevent setValue\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 107);
  g_assert_cmpint (hero_int (&run, "def"), ==, 101);
  g_assert_cmpint (owned (&run, "tools", "yellowKey"), ==, 2);
  run_end (&run);
}

/* A function that throws, or leaves the hero's hp not a number, changes
 * nothing: the command is a `skip` and the next one runs. */
static void
test_function_errors (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0]], 'events': {'1,0': ["
             " {'type': 'function', 'function': 'function () { core.status.hero.atk = 1;"
             " throw new Error(\\'no\\'); }'},"
             " {'type': 'function', 'function': 'function () { core.status.hero.hp = 0 / 0; }'},"
             " {'type': 'function', 'function': 'function () { core.noSuchThing(); }'},"
             " {'type': 'function', 'function': 'not a function'},"
             " {'type': 'setValue', 'name': 'status:def', 'operator': '+=', 'value': '1'}]}}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "skip function (script error)\nskip function (script error)\n"
                   "skip function (script error)\nskip function (not a function)\n"
                   "event setValue\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 100);
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1000);
  g_assert_cmpint (hero_int (&run, "def"), ==, 101);
  const char *first = NULL;
  g_assert_cmpuint (tw_tower_script_failures (tw_tower_get_effect_script (run.tower), &first), ==,
                    3);
  /* The diagnostic names the hook, the cell and the line of the function. */
  g_assert_nonnull (strstr (first, "events F0@1,0: function:1: Error: no"));
  run_end (&run);
}

/* A function that brings hp to 0 is a death by the event (events.js
 * `_action_setValue` rule, §11). */
static void
test_function_death (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0]], 'events': {'1,0': ["
             " {'type': 'function', 'function': 'function () { core.status.hero.hp -= 5000; }'},"
             " {'type': 'setValue', 'name': 'status:def', 'operator': '+=', 'value': '1'}]}}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==, "event function\ndeath event\n");
  g_assert_true (tw_engine_is_dead (run.engine));
  run_end (&run);
}

static const char *const hostiles[][2] = {
  { "loop", "while (true) {}" },
  { "recursion", "(function f () { return f() + 1; })()" },
  { "allocation", "var a = []; for (;;) a.push(new Array(1 << 20).join(\"x\"));" },
  { "gigabyte", "var s = new Array(1 << 30).join(\"x\");" },
  { "getter", "Object.defineProperty(core.status.hero, \"hp\", { enumerable: true,"
              " get: function () { while (true) {} } });" },
  { "catch", "for (;;) { try { while (true) {} } catch (e) {} }" },
};

/* The test's JSON is written with single quotes: these use double ones. */
/* Hostile functions and item effects end with an error within the limit; the
 * run goes on and nothing they did is kept. */
static void
test_hostile (gconstpointer data)
{
  const char *const *hostile = data;
  g_autofree char *function
      = g_strdup_printf ("function () { core.status.hero.atk = 1; %s }", hostile[1]);
  json_t *floors
      = json_pack ("{s:{s:[[i, i, i]], s:{s:[{s:s, s:s}, {s:s, s:s, s:s, s:s}]}}}", "F0", "map", 0,
                   0, 0, "events", "1,0", "type", "function", "function", function, "type",
                   "setValue", "name", "status:def", "operator", "+=", "value", "1");
  g_autofree char *text = json_dumps (floors, 0);
  json_decref (floors);
  Run run;
  run_start (&run, text, NULL);
  gint64 start = g_get_monotonic_time ();
  play (&run, "move right\n");
  gint64 took = g_get_monotonic_time () - start;
  /* Recursion is a RangeError at once; the others meet the time or memory
   * limit (250 ms, plus the grace of the allocator's check). */
  if (strcmp (hostile[0], "recursion") == 0)
    g_assert_cmpstr (run.log->str, ==, "skip function (script error)\nevent setValue\n");
  else
    g_assert_cmpstr (run.log->str, ==,
                     "limit towerScript\nskip function (script limit)\nevent setValue\n");
  g_assert_cmpint (took, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpint (hero_int (&run, "atk"), ==, 100);
  g_assert_cmpint (hero_int (&run, "def"), ==, 101);
  const char *first = NULL;
  tw_tower_script_failures (tw_tower_get_effect_script (run.tower), &first);
  g_test_message ("%s: %s (%" G_GINT64_FORMAT " ms)", hostile[0], first, took / 1000);
  g_assert_nonnull (first);
  run_end (&run);

  /* The same code as a tool's useItemEffect (the hero owns a `dice` tool in
   * the tower's own items; here its effect is the hostile code). */
  g_autofree char *effect = g_strdup_printf ("core.status.hero.atk = 1; %s", hostile[1]);
  json_t *trap = json_pack ("{s:{s:s}, s:{s:s, s:s}}", "yellowKey", "cls", "tools", "dice", "cls",
                            "tools", "useItemEffect", effect);
  g_autofree char *trap_text = json_dumps (trap, 0);
  json_decref (trap);
  run_start_with (&run, "{'F0': {'map': [[0, 0, 0]]}}", NULL, trap_text);
  start = g_get_monotonic_time ();
  play (&run, "use dice\nwait 1\n");
  took = g_get_monotonic_time () - start;
  g_assert_cmpstr (run.log->str, ==, "limit towerScript\n");
  g_assert_cmpint (took, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpint (hero_int (&run, "atk"), ==, 100);
  g_assert_cmpint (owned (&run, "tools", "dice"), ==, 19); /* used up all the same */
  g_assert_cmpint (tw_engine_get_clock (run.engine), >=, 1);
  run_end (&run);
}

/* Code that reached its limits three times is not run again: five uses of
 * a looping tool cost three time limits, and each still leaves its line. */
static void
test_limit_cap (void)
{
  Run run;
  run_start_with (&run, "{'F0': {'map': [[0, 0, 0]]}}", NULL,
                  "{\"dice\": {\"cls\": \"tools\", \"useItemEffect\": \"while (true) {}\"}}");
  gint64 start = g_get_monotonic_time ();
  play (&run, "use dice\nuse dice\nuse dice\nuse dice\nuse dice\n");
  gint64 took = g_get_monotonic_time () - start;
  g_assert_cmpstr (run.log->str, ==,
                   "limit towerScript\nlimit towerScript\nlimit towerScript\n"
                   "limit towerScript\nlimit towerScript\n");
  g_assert_cmpint (took, >=, 3 * 250 * 1000);
  /* Run three times only (the time bound would depend on the machine's load). */
  g_assert_cmpuint (tw_tower_script_calls (tw_tower_get_effect_script (run.tower)), ==, 3);
  g_assert_cmpuint (tw_tower_script_failures (tw_tower_get_effect_script (run.tower), NULL), ==, 5);
  run_end (&run);
}

/* utils.js `__next_rand`, for the expected sequence. */
static gint64
next_rand (gint64 r)
{
  r = (r % 127773) * 16807 - (r / 127773) * 2836;
  return r + (r < 0 ? 2147483647 : 0);
}

/* core.rand follows mota-js's generator over flags.__rand__: the draws are
 * that sequence, and a save taken between two draws continues it. */
static void
test_rand_save_load (void)
{
  Run run;
  run_start (&run, "{'F0': {'map': [[0, 0, 0]]}}", NULL);
  /* The first draws, by hand: seed = next^3 (3534), then rand and rand2. */
  gint64 r = next_rand (next_rand (next_rand (3534)));
  r = next_rand (r);
  gint64 money = (gint64)((double)r / 2147483647 * 1000);
  r = next_rand (r);
  gint64 exp = (gint64)((double)r / 2147483647 * 50);
  play (&run, "use dice\n");
  g_assert_cmpstr (run.log->str, ==, "");
  g_assert_cmpint (hero_int (&run, "money"), ==, money);
  g_assert_cmpint (hero_int (&run, "exp"), ==, exp);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "__rand__")), ==, r);

  play (&run, "use dice\nuse dice\n");
  json_t *saved = tw_engine_save_state (run.engine);
  /* Through the text a save file holds. */
  g_autofree char *saved_text = json_dumps (saved, 0);
  json_decref (saved);
  play (&run, "use dice\nuse dice\nuse dice\n");
  gint64 end_money = hero_int (&run, "money"), end_exp = hero_int (&run, "exp");

  /* Loaded in another engine: the same three draws. */
  Run other;
  run_start (&other, "{'F0': {'map': [[0, 0, 0]]}}", NULL);
  g_autoptr (GError) error = NULL;
  json_t *state = json_loads (saved_text, 0, NULL);
  g_assert_true (tw_engine_load_state (other.engine, state, &error));
  g_assert_no_error (error);
  json_decref (state);
  play (&other, "use dice\nuse dice\nuse dice\n");
  g_assert_cmpint (hero_int (&other, "money"), ==, end_money);
  g_assert_cmpint (hero_int (&other, "exp"), ==, end_exp);
  /* And not a constant: six draws of 0..999 that are all equal would be. */
  g_assert_cmpint (end_money, !=, 6 * money);
  run_end (&other);
  run_end (&run);
}

/* A tower that has events keeps the seed with the events' flags: the same
 * rule. */
static void
test_rand_with_events (void)
{
  Run a, b;
  const char *floors = "{'F0': {'map': [[0, 0, 0]], 'events': {'2,0': ["
                       " {'type': 'function', 'function': 'function () {"
                       " core.status.hero.def += core.rand(100); }'}]}}}";
  run_start (&a, floors, NULL);
  run_start (&b, floors, NULL);
  play (&a, "use dice\n");
  json_t *saved = tw_engine_save_state (a.engine);
  g_assert_true (tw_engine_load_state (b.engine, saved, NULL));
  json_decref (saved);
  play (&a, "move right\nmove right\n");
  play (&b, "move right\nmove right\n");
  g_assert_cmpint (hero_int (&a, "def"), >, 100 - 1);
  g_assert_cmpint (hero_int (&a, "def"), ==, hero_int (&b, "def"));
  g_assert_cmpint (hero_int (&a, "money"), ==, hero_int (&b, "money"));
  run_end (&a);
  run_end (&b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tower-js/item-effects", test_item_effects);
  g_test_add_func ("/tower-js/function-command", test_function_command);
  g_test_add_func ("/tower-js/function-errors", test_function_errors);
  g_test_add_func ("/tower-js/function-death", test_function_death);
  g_test_add_func ("/tower-js/limit-cap", test_limit_cap);
  g_test_add_func ("/tower-js/rand-save-load", test_rand_save_load);
  g_test_add_func ("/tower-js/rand-with-events", test_rand_with_events);
  for (guint i = 0; i < G_N_ELEMENTS (hostiles); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tower-js/hostile/%s", hostiles[i][0]);
      g_test_add_data_func (path, hostiles[i], test_hostile);
    }
  return g_test_run ();
}
