/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tower-events.c: the tower's mota-js events (docs/rules.md §11), one
 * small tower and script per hook and command. Each test names the mota-js
 * 2.x function (libs/events.js, libs/maps.js) whose meaning it checks; the
 * expected figures are worked out by hand from that function.
 */
#include "tower-events-fixture.h"

/* events.js `_action_setValue`, `_action_addValue`, `setValue` with its
 * operators (`_updateValueByOperator`) and names (`_setValue_setStatus`,
 * `_setValue_setItem`, `_setValue_setFlag`, `_setValue_setSwitch` with the
 * prefix "floorId@x@y", `_setValue_setGlobal`); a step onto a passable event
 * cell triggers it after the step (events.js `trigger`). */
static void
test_set_value (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0]], 'events': {'1,0': ['Hello',"
             " {'type': 'setValue', 'name': 'status:atk', 'operator': '+=', 'value': '10'},"
             " {'type': 'addValue', 'name': 'item:yellowKey', 'value': '2'},"
             " {'type': 'setValue', 'name': 'flag:k', 'value': 'status:atk * 2 + item:yellowKey'},"
             " {'type': 'setValue', 'name': 'switch:A', 'value': '(1 < 2) && !(3 == 4)'},"
             " {'type': 'setValue', 'name': 'global:g', 'value': '(3 + 4) % 5'},"
             " {'type': 'setValue', 'name': 'status:def', 'operator': '*=', 'value': 3},"
             " {'type': 'setValue', 'name': 'status:money', 'value': 'flag:k / 4'}]}}}",
             NULL);
  play (&run, "move right\n");
  assert_hero_at (&run, 1, 0);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 text\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 addValue\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 setValue\n");
  g_assert_cmpint (json_integer_value (hero_field (&run, "atk")), ==, 110);
  g_assert_cmpint (json_integer_value (hero_field (&run, "def")), ==, 300);
  /* 222 / 4 = 55.5: the hero's numbers are whole, floored. */
  g_assert_cmpint (json_integer_value (hero_field (&run, "money")), ==, 55);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (hero_field (&run, "items"), "tools"), "yellowKey")),
                   ==, 2);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "k")), ==, 222);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "F0@1@0@A")), ==, 1);
  /* The step costs its tick; the event's commands none. */
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  /* Stepping on it again runs it again (mota-js keeps the event). */
  play (&run, "move left\nmove right\n");
  g_assert_cmpint (json_integer_value (hero_field (&run, "atk")), ==, 120);
  run_end (&run);
}

/* control.js setBuff/getBuff through setValue's `buff:` names
 * (events.js `_setValue_setBuff`): the flag __NAME_buff__, 1 when unset,
 * kept to three decimals; what a tower's getRealStatus multiplies by. */
static void
test_set_buff (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0]], 'events': {'1,0': ["
             " {'type': 'setValue', 'name': 'buff:atk', 'operator': '+=', 'value': '0.1'},"
             " {'type': 'setValue', 'name': 'buff:def', 'value': '1 / 3'},"
             " {'type': 'setValue', 'name': 'flag:read', 'value': 'buff:atk * 10 + buff:mdef'}]}}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpfloat (json_number_value (saved_flag (&run, "__atk_buff__")), ==, 1.1);
  g_assert_cmpfloat (json_number_value (saved_flag (&run, "__def_buff__")), ==, 0.333);
  /* 1.1 * 10 + 1 (mdef's buff unset). */
  g_assert_cmpfloat (json_number_value (saved_flag (&run, "read")), ==, 12);
  run_end (&run);
}

/* setValue of one string literal (calValue evals it to the text) into a
 * flag or global writes the text; into a number it is not simulated. */
static void
test_set_text (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0]], 'events': {'1,0': ["
             " {'type': 'setValue', 'name': 'flag:name', 'value': '\\\"Lu Xi\\\"'},"
             " {'type': 'setValue', 'name': 'global:who', 'value': '\\u0027Bo\\u0027'},"
             " {'type': 'setValue', 'name': 'status:atk', 'value': '\\\"x\\\"'}]}}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (json_string_value (saved_flag (&run, "name")), ==, "Lu Xi");
  g_assert_cmpint (json_integer_value (hero_field (&run, "atk")), ==, 100);
  run_end (&run);
}

/* An NPC (a block that does not let the hero through) is bumped: the hero
 * stays and its event runs (events.js `trigger`, control.js `moveAction`
 * through `noPass`); `hide` (events.js `_action_hide` -> maps.js
 * `hideBlock`) disables block and event, so the hero then walks through. */
static void
test_npc_bump_and_hide (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 121, 0]], 'events': {'1,0': ['Go on.', {'type': 'hide'}]}}}",
             NULL);
  play (&run, "move right\n");
  assert_hero_at (&run, 0, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 0);
  g_assert_true (tw_engine_is_hidden (run.engine, "F0", 1, 0));
  play (&run, "move right\nmove right\n");
  assert_hero_at (&run, 2, 0);
  g_assert_cmpstr (run.log->str, ==, "event events F0 1,0 text\nevent events F0 1,0 hide\n");
  run_end (&run);
}

/* The guarded door: afterBattle counts (events.js `afterBattle`), an
 * autoEvent whose condition then holds opens the wall (events.js
 * `checkAutoEvents`, `_action_openDoor`), once: it is not multiExecute. */
static void
test_after_battle_auto_event_door (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 201, 0], [0, 1, 0]],"
             " 'afterBattle': {'1,0': [{'type': 'addValue', 'name': 'flag:kills', 'value': '1'}]},"
             " 'autoEvent': {'1,1': {'0': {'condition': 'flag:kills >= 1', 'currentFloor': true,"
             "   'priority': 0, 'delayExecute': false, 'multiExecute': false,"
             "   'data': [{'type': 'openDoor'}, {'type': 'addValue', 'name': 'flag:opened', "
             "'value': 1}]}}}}}",
             NULL);
  play (&run, "move down\nmove right\n");
  g_assert_cmpstr (run.log->str, ==, "refused move right wall\n");
  g_string_truncate (run.log, 0);
  play (&run, "move up\nmove right\nwait 1\nmove down\nmove right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "battle F0:1:0:slime\n"
                   "event afterBattle F0 1,0 addValue\n"
                   "event autoEvent F0 1,1 openDoor\n"
                   "event autoEvent F0 1,1 addValue\n");
  assert_hero_at (&run, 1, 1);
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 1, 1), ==, 0);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "opened")), ==, 1);
  run_end (&run);
}

/* if / switch / while (events.js `_action_if`, `_action_switch`,
 * `_action_while`, `_action_break`), and the cap on a loop that never ends. */
static void
test_flow (void)
{
  Run run;
  run_start (
      &run,
      "{'F0': {'map': [[0, 0, 0, 0]], 'events': {"
      " '1,0': [{'type': 'while', 'condition': 'flag:i < 5', 'data': ["
      "   {'type': 'addValue', 'name': 'flag:i', 'value': 1},"
      "   {'type': 'if', 'condition': 'flag:i == 3', 'true': [{'type': 'break'}], 'false': []}]},"
      "  {'type': 'switch', 'condition': 'flag:i', 'caseList': ["
      "   {'case': '2', 'action': [{'type': 'setValue', 'name': 'flag:s', 'value': 20}]},"
      "   {'case': '3', 'action': [{'type': 'setValue', 'name': 'flag:s', 'value': 30}]},"
      "   {'case': 'default', 'action': [{'type': 'setValue', 'name': 'flag:s', 'value': 9}]}]}],"
      " '2,0': [{'type': 'while', 'condition': 'true', 'data': []}]}}}",
      NULL);
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "i")), ==, 3);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "s")), ==, 30);
  g_string_truncate (run.log, 0);
  play (&run, "move right\nmove right\n");
  g_assert_cmpstr (run.log->str, ==, "event events F0 2,0 while\nlimit eventWhileTurns\n");
  assert_hero_at (&run, 3, 0);
  run_end (&run);
}

/* firstArrive once, eachArrive on every arrival (events.js
 * `afterChangeFloor`); changeFloor and changePos as commands (events.js
 * `_action_changeFloor`, `_action_changePos`); the start floor's firstArrive
 * runs before the first action. */
static void
test_arrive (void)
{
  Run run;
  run_start (
      &run,
      "{'F0': {'map': [[0, 87]], 'changeFloor': {'1,0': {'floorId': 'F1', 'loc': [0, 0]}},"
      "        'firstArrive': [{'type': 'addValue', 'name': 'flag:start', 'value': 1}]},"
      " 'F1': {'map': [[0, 0, 0]],"
      "        'firstArrive': [{'type': 'addValue', 'name': 'flag:first', 'value': 1}],"
      "        'eachArrive': [{'type': 'addValue', 'name': 'flag:each', 'value': 1}],"
      "        'events': {'2,0': [{'type': 'changeFloor', 'floorId': 'F0', 'loc': [0, 0]}]}}}",
      NULL);
  play (&run, "wait 1\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "start")), ==, 1);
  play (&run, "move right\nmove right\nmove right\n");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F0");
  assert_hero_at (&run, 0, 0);
  play (&run, "move right\n");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F1");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "first")), ==, 1);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "each")), ==, 2);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "start")), ==, 1);
  run_end (&run);
}

/* `enable: false` (maps.js `initBlock`: the block starts disabled, not drawn
 * nor triggered) until `show` (maps.js `showBlock`). */
static void
test_enable_false_and_show (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 121, 0], [0, 0, 0]], 'events': {"
             " '1,0': {'trigger': null, 'enable': false, 'noPass': null, 'data': ['Hi',"
             "          {'type': 'setValue', 'name': 'flag:talked', 'value': 1}]},"
             " '0,1': [{'type': 'show', 'loc': [1, 0]}]}}}",
             NULL);
  play (&run, "move right\nmove left\nmove down\nmove up\nmove right\n");
  /* Walked through the hidden NPC, then, once shown, bumped it. */
  assert_hero_at (&run, 0, 0);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "talked")), ==, 1);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 0,1 show\n"
                   "event events F0 1,0 text\n"
                   "event events F0 1,0 setValue\n");
  run_end (&run);
}

/* What is not simulated is a skip line, never silence (docs/rules.md §11.5):
 * choices, a value that is code, an input without its answer (`input
 * VALUE`). A `function` command runs in the tower's interpreter
 * (docs/rules.md §12.6; tests/engine/test-tower-js.c). */
static void
test_skip (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0]], 'events': {'1,0': ["
             " {'type': 'function', 'function': 'function(){}'},"
             " {'type': 'setValue', 'name': 'flag:x', 'value': 'core.getFlag(\\'y\\')'},"
             " {'type': 'input', 'text': 'How many?'},"
             " {'type': 'playSound', 'name': 'door.mp3'}]}}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 function\n"
                   "skip events F0 1,0 setValue (value not simulated)\n"
                   "event events F0 1,0 input (no answer: 0)\n"
                   "event events F0 1,0 playSound\n");
  run_end (&run);
}

/* Block commands patch the active list by the cache rules (docs/rules.md
 * §6): `move` with keep migrates the enemy (maps.js `moveBlock`),
 * `setBlock` of an enemy adds it (maps.js `setBlock`), `remove` takes it
 * out (maps.js `removeBlock`). */
static void
test_blocks_patch_active_list (void)
{
  Run run;
  g_auto (GStrv) list = NULL;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 201, 0], [0, 0, 0, 0], [0, 0, 0, 0]], 'events': {'1,0': ["
             " {'type': 'move', 'loc': [2, 0], 'steps': ['down:2', 'right'], 'keep': true},"
             " {'type': 'setBlock', 'number': 'slime', 'loc': [0, 2]},"
             " {'type': 'jump', 'from': [0, 2], 'to': [1, 2], 'keep': true},"
             " {'type': 'setBlock', 'number': 201, 'loc': [[0, 1], [1, 1]]},"
             " {'type': 'remove', 'loc': [0, 1]}]}}}",
             NULL);
  play (&run, "move right\n");
  list = tw_engine_dup_active_list (run.engine, "F0");
  g_assert_cmpuint (g_strv_length (list), ==, 3);
  g_assert_true (g_strv_contains ((const char *const *)list, "F0:3:2:slime"));
  g_assert_true (g_strv_contains ((const char *const *)list, "F0:1:2:slime"));
  g_assert_true (g_strv_contains ((const char *const *)list, "F0:1:1:slime"));
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 2, 0), ==, 0);
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 0, 1), ==, 0);
  run_end (&run);
}

/* `insert` of a common event (events.js `_action_insert`,
 * `insertCommonEvent`); `battle` at a cell (events.js `_action_battle`);
 * `lose` (events.js `lose`) ends the run. */
static void
test_insert_battle_lose (void)
{
  Run run;
  run_start (
      &run,
      "{'F0': {'map': [[0, 0, 201, 0]], 'events': {"
      " '1,0': [{'type': 'insert', 'name': 'bless'}, {'type': 'battle', 'loc': [2, 0]},"
      "         {'type': 'insert', 'name': 'missing'}],"
      " '0,0': [{'type': 'lose'}, {'type': 'setValue', 'name': 'flag:after', 'value': 1}]}}}",
      "{'bless': [{'type': 'addValue', 'name': 'status:def', 'value': '5'}]}");
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (hero_field (&run, "def")), ==, 105);
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 2, 0), ==, 0);
  g_assert_cmpint (json_integer_value (hero_field (&run, "money")), ==, 3);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 insert\n"
                   "event commonEvent F0 1,0 addValue\n"
                   "event events F0 1,0 battle\n"
                   "battle F0:2:0:slime\n"
                   "skip events F0 1,0 insert (unknown common event)\n");
  g_string_truncate (run.log, 0);
  play (&run, "move left\nmove right\n");
  g_assert_true (tw_engine_is_dead (run.engine));
  g_assert_null (saved_flag (&run, "after"));
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 0,0 lose\ndeath lose\nrefused move right dead\n");
  run_end (&run);
}

/* Save/load continuity across events: a run saved after any action and
 * loaded into a new engine ends in the same state as the straight run. */
static void
test_save_load_continuity (void)
{
  const char *floors
      = "{'F0': {'map': [[0, 201, 0], [0, 1, 121], [0, 0, 0]],"
        " 'afterBattle': {'1,0': [{'type': 'addValue', 'name': 'flag:kills', 'value': '1'}]},"
        " 'autoEvent': {'1,1': {'0': {'condition': 'flag:kills >= 1', 'currentFloor': true,"
        "   'multiExecute': false, 'data': [{'type': 'openDoor'}]}}},"
        " 'firstArrive': [{'type': 'addValue', 'name': 'global:runs', 'value': 1}],"
        " 'events': {'2,1': {'enable': false, 'data': [{'type': 'addValue', 'name': "
        "'switch:met', 'value': 1}, {'type': 'hide'}]},"
        "            '0,2': [{'type': 'show', 'loc': [2, 1]}]}}}";
  const char *script = "move down\nmove down\nmove up\nmove up\nmove right\nmove down\n"
                       "move right\nmove right\nmove down\nmove up\nmove right\nmove right\n";
  TwTower *t = tower (floors, NULL);
  g_autoptr (TwScript) parsed = tw_script_parse (script, -1, NULL, NULL, NULL);
  guint n = tw_script_get_n_actions (parsed);
  json_t *straight;
  TwEngine *e = tw_engine_new (t);

  for (guint i = 0; i < n; i++)
    tw_engine_apply_action (e, tw_script_get_action (parsed, i), NULL);
  straight = tw_engine_save_state (e);
  tw_engine_free (e);
  /* The route did what it is for: the door opened, the NPC came and went. */
  g_assert_cmpint (
      json_integer_value (json_object_get (
          json_object_get (json_object_get (json_object_get (straight, "flags"), "towerEvents"),
                           "flags"),
          "F0@2@1@met")),
      ==, 1);
  for (guint cut = 0; cut <= n; cut++)
    {
      TwEngine *a = tw_engine_new (t), *b = tw_engine_new (t);
      g_autoptr (GError) error = NULL;
      json_t *mid, *end;
      for (guint i = 0; i < cut; i++)
        tw_engine_apply_action (a, tw_script_get_action (parsed, i), NULL);
      mid = tw_engine_save_state (a);
      g_assert_true (tw_engine_load_state (b, mid, &error));
      g_assert_no_error (error);
      for (guint i = cut; i < n; i++)
        tw_engine_apply_action (b, tw_script_get_action (parsed, i), NULL);
      end = tw_engine_save_state (b);
      if (!json_equal (end, straight))
        {
          g_autofree char *x = json_dumps (end, JSON_SORT_KEYS);
          g_autofree char *y = json_dumps (straight, JSON_SORT_KEYS);
          g_error ("cut %u:\n%s\n%s", cut, x, y);
        }
      json_decref (mid);
      json_decref (end);
      tw_engine_free (a);
      tw_engine_free (b);
    }
  json_decref (straight);
  tw_tower_unref (t);
}

/* A route through the mota-js sample floor sample1 (tests/data/mota-sample,
 * with its LICENSE.md), played as the game plays it: the old man at (7,7)
 * talks and leaves (`hide`), the cell (9,7) shuts the special door behind
 * the hero (`closeDoor`, events.js `_action_closeDoor`), the two gate
 * keepers each count flag:door after their battle (`afterBattle`), the
 * autoEvent at (10,5) opens the special door once flag:door == 2
 * (`checkAutoEvents`, `_action_openDoor`), and the cell (10,4) forces the
 * battle with the black king (`_action_battle`) and opens (8,7) again. */
static void
test_mota_sample_gate (void)
{
  GString *log = g_string_new (NULL);
  TwTower *t = sample_tower ();
  TwEngine *e;

  e = tw_engine_new (t);
  tw_engine_set_event_sink (e, sink, log, NULL);
  g_assert_true (tw_engine_change_floor (e, "sample1", 4, 7));
  {
    Run run = { .tower = t, .engine = e, .log = log };
    /* Before the guards fall, the special door is shut (it needs a specialKey). */
    play (&run, "move right 2\nmove right\n");
    assert_hero_at (&run, 6, 7);
    g_assert_true (tw_engine_is_hidden (e, "sample1", 7, 7));
    play (&run, "move right 4\nmove up\nmove up\n");
    assert_hero_at (&run, 10, 6);
    g_assert_cmpint (tw_engine_get_tile (e, "sample1", 8, 7), ==, 85);
    g_assert_cmpint (tw_engine_get_tile (e, "sample1", 10, 5), ==, 85);
    g_string_truncate (log, 0);
    play (&run, "move right\nmove left\n");
    g_assert_cmpstr (log->str, ==,
                     "battle sample1:11:6:yellowGateKeeper\n"
                     "event afterBattle sample1 11,6 setValue\n"
                     "battle sample1:9:6:yellowGateKeeper\n"
                     "event afterBattle sample1 9,6 setValue\n"
                     "event autoEvent sample1 10,5 openDoor\n");
    g_assert_cmpint (tw_engine_get_tile (e, "sample1", 10, 5), ==, 0);
    play (&run, "move up\nmove up\n");
    assert_hero_at (&run, 10, 4);
    /* The black king fought, the way back open, the cell's event gone. */
    g_assert_cmpint (tw_engine_get_tile (e, "sample1", 10, 2), ==, 0);
    g_assert_cmpint (tw_engine_get_tile (e, "sample1", 8, 7), ==, 0);
    g_assert_true (tw_engine_is_hidden (e, "sample1", 10, 4));
  }
  tw_engine_free (e);
  tw_tower_unref (t);
  g_string_free (log, TRUE);
}

/* moveHero (events.js `eventMoveHero`): the hero walks the steps, whatever
 * stands there, each step one tick (docs/rules.md §11.3); jumpHero
 * (events.js `jumpHero`) puts him down without a step. */
static void
test_move_and_jump_hero (void)
{
  Run run;
  g_autofree char *dir = NULL;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0, 0], [0, 1, 1, 0]], 'events': {'1,0': ["
             " {'type': 'moveHero', 'time': 500, 'steps': ['right:2', 'down', 'speed:100']},"
             " {'type': 'moveHero', 'steps': ['left', 'forward']},"
             " {'type': 'jumpHero', 'loc': [0, 1]},"
             " {'type': 'moveHero', 'steps': ['leftup']}]}}}",
             NULL);
  play (&run, "move right\n");
  assert_hero_at (&run, 0, 1);
  /* The step onto the event, then 3 + 2 steps of moveHero. */
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 6);
  dir = g_strdup (json_string_value (json_object_get (hero_field (&run, "loc"), "direction")));
  g_assert_cmpstr (dir, ==, "left");
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 moveHero\n"
                   "event events F0 1,0 moveHero\n"
                   "event events F0 1,0 jumpHero\n"
                   "skip events F0 1,0 moveHero (steps not simulated)\n");
  run_end (&run);
}

/* choices and confirm (events.js `_action_choices`, `_action_confirm`) are
 * answered by the script's `choose N` lines, in order (docs/rules.md
 * §11.8). */
static void
test_choices (void)
{
  Run run;
  run_start (
      &run,
      "{'F0': {'map': [[0, 0, 0]], 'events': {'1,0': ["
      " {'type': 'choices', 'text': 'Buy?', 'choices': ["
      "   {'text': 'atk', 'action': [{'type': 'addValue', 'name': 'status:atk', 'value': 5}]},"
      "   {'text': 'def', 'action': [{'type': 'addValue', 'name': 'status:def', 'value': 7}]},"
      "   {'text': 'rich', 'condition': 'status:money > 100', 'action': []}]},"
      " {'type': 'confirm', 'text': 'Sure?', 'yes': [{'type': 'setValue', 'name': "
      "'flag:yes', 'value': 1}], 'no': [{'type': 'setValue', 'name': 'flag:no', 'value': 1}]}]}}}",
      NULL);
  play (&run, "choose 1\nchoose 1\nmove right\n");
  g_assert_cmpint (json_integer_value (hero_field (&run, "def")), ==, 107);
  g_assert_cmpint (json_integer_value (hero_field (&run, "atk")), ==, 100);
  g_assert_null (saved_flag (&run, "yes"));
  g_assert_cmpint (json_integer_value (saved_flag (&run, "no")), ==, 1);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 choices\n"
                   "event events F0 1,0 addValue\n"
                   "event events F0 1,0 confirm\n"
                   "event events F0 1,0 setValue\n");
  g_string_truncate (run.log, 0);
  /* An answer kept across a save and a load; a choice not available. */
  {
    TwEngine *other = tw_engine_new (run.tower);
    json_t *state;
    play (&run, "move left\nchoose 2\n");
    state = tw_engine_save_state (run.engine);
    g_assert_true (tw_engine_load_state (other, state, NULL));
    json_decref (state);
    tw_engine_free (run.engine);
    run.engine = other;
    tw_engine_set_event_sink (run.engine, sink, run.log, NULL);
  }
  /* events.js `_action_choices` shows only the choices whose condition
   * holds and the answer indexes those: 'rich' is not shown, so 2 is no
   * choice; the confirm, unanswered, takes its default (no). */
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "skip events F0 1,0 choices (no such choice)\n"
                   "event events F0 1,0 confirm (no answer: no, its default)\n"
                   "event events F0 1,0 setValue\n");
  run_end (&run);
}

/* A question the script does not answer is answered as mota-js's replay
 * checker answers a route that lacks it (events.js `_action_choices`
 * under main.replayChecking: the last choice shown; `_action_confirm`:
 * the confirm's `default`, yes when true; `__action_getInput`: 0), and
 * the line says so (docs/rules.md §11.8). */
static void
test_unanswered_questions (void)
{
  Run run;
  run_start (
      &run,
      "{'F0': {'map': [[0, 0]], 'events': {'1,0': ["
      " {'type': 'choices', 'text': 'Buy?', 'choices': ["
      "   {'text': 'atk', 'action': [{'type': 'addValue', 'name': 'status:atk', 'value': 5}]},"
      "   {'text': 'def', 'action': [{'type': 'addValue', 'name': 'status:def', 'value': 7}]},"
      "   {'text': 'rich', 'condition': 'status:money > 100', 'action': ["
      "     {'type': 'addValue', 'name': 'status:hp', 'value': 1000}]}]},"
      " {'type': 'confirm', 'text': 'Sure?', 'default': true, 'yes': [{'type': 'setValue', "
      "'name': 'flag:yes', 'value': 1}], 'no': [{'type': 'setValue', 'name': 'flag:no', "
      "'value': 1}]},"
      " {'type': 'input', 'text': 'How many?'},"
      " {'type': 'setValue', 'name': 'flag:n', 'value': 'flag:input + 3'}]}}}",
      NULL);
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (hero_field (&run, "def")), ==, 107);
  g_assert_cmpint (json_integer_value (hero_field (&run, "hp")), ==, 1000);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "yes")), ==, 1);
  g_assert_null (saved_flag (&run, "no"));
  g_assert_cmpint (json_integer_value (saved_flag (&run, "n")), ==, 3);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 choices (no answer: the last choice)\n"
                   "event events F0 1,0 addValue\n"
                   "event events F0 1,0 confirm (no answer: yes, its default)\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 input (no answer: 0)\n"
                   "event events F0 1,0 setValue\n");
  run_end (&run);
}

/* A mota-js 2.x global shop (data.main.shops): `openShop` makes it usable
 * (events.js `_action_openShop`), and the script's `shop ID N` buys choice
 * N when its `need` holds, running its `action` (docs/rules.md §11.9). */
static void
test_shop (void)
{
  Run run = { 0 };
  json_t *fl = tt_json_sq (
      "{'F0': {'map': [[0, 0]], 'events': {'1,0': [{'type': 'openShop', 'id': 's1',"
      " 'open': true}, {'type': 'setValue', 'name': 'status:money', 'value': 20}]}}}");
  g_autofree char *floors_text = json_dumps (fl, 0);
  json_t *root = tt_tower_json (NULL, NULL, floors_text, NULL);
  g_autoptr (GError) error = NULL;

  json_object_set_new (
      json_object_get (root, "data"), "main",
      tt_json_sq (
          "{'shops': [{'id': 's1', 'text': 'Buy', 'choices': [{'text': 'atk+4', 'need': "
          "'status:money>=10', 'action': [{'type': 'setValue', 'name': 'status:money', "
          "'operator': '-=', 'value': '10'}, {'type': 'addValue', 'name': 'status:atk', 'value': "
          "'4'}]}]}]}"));
  run.tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  json_decref (fl);
  run.engine = tw_engine_new (run.tower);
  run.log = g_string_new (NULL);
  tw_engine_set_event_sink (run.engine, sink, run.log, NULL);
  play (&run, "shop s1 0\nmove right\nshop s1 0\nshop s1 0\nshop s1 0\nshop s1 1\nshop x 0\n");
  g_assert_cmpint (json_integer_value (hero_field (&run, "atk")), ==, 108);
  g_assert_cmpint (json_integer_value (hero_field (&run, "money")), ==, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  g_assert_cmpstr (run.log->str, ==,
                   "refused shop s1 0 shop not visited\n"
                   "event events F0 1,0 openShop\n"
                   "event events F0 1,0 setValue\n"
                   "event shop F0 -1,-1 setValue\n"
                   "event shop F0 -1,-1 addValue\n"
                   "event shop F0 -1,-1 setValue\n"
                   "event shop F0 -1,-1 addValue\n"
                   "refused shop s1 0 cannot afford\n"
                   "refused shop s1 1 no such choice\n"
                   "refused shop x 0 no such shop\n");
  run_end (&run);
}

/* mota-js 2.6 doors have no doorInfo: the key is the id with "Door" read
 * as "Key" (2.6 events.js `openDoor`: `id.replace("Door", "Key")`), needed
 * when the tower has that item or it is the specialKey; else the door opens
 * freely. */
static void
test_doors_2_6 (void)
{
  json_t *root = tt_tower_json (
      NULL, "{\"yellowKey\": {\"cls\": \"tools\"}}", "{\"F0\": {\"map\": [[0, 90, 0, 91, 0, 92]]}}",
      "{\"hp\": 100, \"atk\": 1, \"def\": 1, \"loc\": {\"x\": 0, \"y\": 0},"
      " \"items\": {\"tools\": {\"yellowKey\": 1}}}");
  json_t *maps = json_object_get (root, "maps");
  g_autoptr (GError) error = NULL;
  TwTower *t;
  Run run = { 0 };

  json_object_set_new (
      maps, "90", tt_json_sq ("{'cls': 'animates', 'id': 'yellowDoor', 'trigger': 'openDoor'}"));
  json_object_set_new (
      maps, "91", tt_json_sq ("{'cls': 'animates', 'id': 'greenDoor', 'trigger': 'openDoor'}"));
  json_object_set_new (
      maps, "92", tt_json_sq ("{'cls': 'animates', 'id': 'specialDoor', 'trigger': 'openDoor'}"));
  t = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  run.tower = t;
  run.engine = tw_engine_new (t);
  run.log = g_string_new (NULL);
  tw_engine_set_event_sink (run.engine, sink, run.log, NULL);
  /* yellowDoor takes the yellowKey; greenKey is no item: greenDoor opens
   * freely; specialDoor needs the specialKey no one has. */
  /* Each door opens by a bump and is stepped into by the next move. */
  play (&run, "move right 7\nmove right\n");
  assert_hero_at (&run, 4, 0);
  g_assert_cmpstr (run.log->str, ==, "refused move right no key\nrefused move right no key\n");
  g_assert_null (
      json_object_get (json_object_get (hero_field (&run, "items"), "tools"), "yellowKey"));
  run_end (&run);
}

/* The prologue of sample1 (its cell (1,7)): kings set and hidden
 * (`setBlock`, `hide`), the hero's atk and def cut to a tenth
 * (`setValue` with `/=`), a `changeFloor` to the cell (1,11), then
 * `trigger` (events.js `_action_trigger`) of the thief's cell (2,11), who
 * opens the wall (3,11) and walks off (`move` without keep: maps.js
 * `moveBlock` removes him at the end). */
static void
test_mota_sample_prologue (void)
{
  GString *log = g_string_new (NULL);
  TwTower *t = sample_tower ();
  TwEngine *e = tw_engine_new (t);
  Run run = { .tower = t, .engine = e, .log = log };

  tw_engine_set_event_sink (e, sink, log, NULL);
  g_assert_true (tw_engine_change_floor (e, "sample1", 1, 8));
  play (&run, "move up\n");
  g_assert_cmpstr (tw_engine_get_floor_id (e), ==, "sample1");
  assert_hero_at (&run, 1, 11);
  g_assert_cmpint (json_integer_value (hero_field (&run, "atk")), ==, 10000);
  g_assert_cmpint (json_integer_value (hero_field (&run, "def")), ==, 10000);
  g_assert_true (tw_engine_is_hidden (e, "sample1", 1, 5));
  g_assert_true (tw_engine_is_hidden (e, "sample1", 1, 8));
  g_assert_true (tw_engine_is_hidden (e, "sample1", 1, 7));
  g_assert_cmpint (tw_engine_get_tile (e, "sample1", 3, 11), ==, 0);
  g_assert_cmpint (tw_engine_get_tile (e, "sample1", 2, 11), ==, 0);
  g_assert_cmpint (tw_engine_get_tile (e, "sample1", 4, 12), ==, 88);
  g_assert_null (strstr (log->str, "skip"));
  g_assert_nonnull (strstr (log->str, "event events sample1 1,7 trigger\n"));
  g_assert_nonnull (strstr (log->str, "event events sample1 2,11 move\n"));
  tw_engine_free (e);
  tw_tower_unref (t);
  g_string_free (log, TRUE);
}

/* A tower without events pays nothing and its saved state has no towerEvents. */
static void
test_no_events_no_state (void)
{
  Run run;
  json_t *state;
  run_start (&run, "{'F0': {'map': [[0, 0]]}}", NULL);
  play (&run, "move right\n");
  state = tw_engine_save_state (run.engine);
  g_assert_null (json_object_get (json_object_get (state, "flags"), "towerEvents"));
  json_decref (state);
  run_end (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/events/set-value", test_set_value);
  g_test_add_func ("/events/set-buff", test_set_buff);
  g_test_add_func ("/events/set-text", test_set_text);
  g_test_add_func ("/events/npc-bump-hide", test_npc_bump_and_hide);
  g_test_add_func ("/events/after-battle-auto-door", test_after_battle_auto_event_door);
  g_test_add_func ("/events/flow", test_flow);
  g_test_add_func ("/events/arrive", test_arrive);
  g_test_add_func ("/events/enable-false-show", test_enable_false_and_show);
  g_test_add_func ("/events/skip", test_skip);
  g_test_add_func ("/events/blocks-active-list", test_blocks_patch_active_list);
  g_test_add_func ("/events/insert-battle-lose", test_insert_battle_lose);
  g_test_add_func ("/events/save-load", test_save_load_continuity);
  g_test_add_func ("/events/no-events", test_no_events_no_state);
  g_test_add_func ("/events/doors-2-6", test_doors_2_6);
  g_test_add_func ("/events/choices", test_choices);
  g_test_add_func ("/events/unanswered-questions", test_unanswered_questions);
  g_test_add_func ("/events/shop", test_shop);
  g_test_add_func ("/events/move-jump-hero", test_move_and_jump_hero);
  g_test_add_func ("/events/mota-sample-gate", test_mota_sample_gate);
  g_test_add_func ("/events/mota-sample-prologue", test_mota_sample_prologue);
  return g_test_run ();
}
