/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tower-events-more.c: the second part of the tower events
 * (docs/rules.md §11): setEnemy, input, item shops, cannotMove, events on
 * enemy, item and door cells, moveHero's captures. Each test names the
 * mota-js 2.x function whose meaning it checks; the figures are worked out
 * by hand from it.
 */
#include "tower-events-fixture.h"

/* A tower of @floors with @enemys (single-quoted JSON) and the key item. */
static TwTower *
tower_with (const char *enemys, const char *floors, const char *main_data)
{
  json_t *root = tower_json_sq (enemys, floors);
  if (main_data)
    json_object_set_new (json_object_get (root, "data"), "main", tt_json_sq (main_data));
  return tower_take_json (root);
}

/* The engine goes through a save and a load into a fresh engine. */
static void
reload (Run *run)
{
  TwEngine *other = tw_engine_new (run->tower);
  json_t *state = tw_engine_save_state (run->engine);
  g_assert_true (tw_engine_load_state (other, state, NULL));
  json_decref (state);
  tw_engine_free (run->engine);
  run->engine = other;
  tw_engine_set_event_sink (run->engine, sink, run->log, NULL);
}

static json_t *
saved_tower_events (Run *run, const char *name)
{
  static json_t *state;
  g_clear_pointer (&state, json_decref);
  state = tw_engine_save_state (run->engine);
  return json_object_get (json_object_get (json_object_get (state, "flags"), "towerEvents"), name);
}

static gint64
hero_int (Run *run, const char *name)
{
  return json_integer_value (hero_field (run, name));
}

/* events.js `setEnemy` (flags.enemyInfo, `_updateValueByOperator` over the
 * definition's value) and `setEnemyOnPoint` (flags.enemyOnPoint, laid over
 * it for one cell); functions.js `afterBattle` uses the changed money and
 * forgets the cell's changes. The slime (hp 50, atk 120, def 0, money 3)
 * against the hero (hp 1000, atk 100, def 100): with hp 250 and atk 300 it
 * takes ceil (250 / 100) = 3 rounds, the slime hitting twice for 200:
 * 400 damage; the second slime, set to hp 50 on its cell, dies in one
 * round: 0. A bare word is no value (mota-js's eval fails on it). */
static void
test_set_enemy (void)
{
  Run run;
  run_on (&run,
          tower_with (slime,
                      "{'F0': {'map': [[0, 0, 201, 0, 201]], 'events': {'1,0': ["
                      " {'type': 'setEnemy', 'id': 'slime', 'name': 'hp', 'value': '250'},"
                      " {'type': 'setEnemy', 'id': 'slime', 'name': 'atk', 'value': "
                      "'status:def + 200'},"
                      " {'type': 'setEnemy', 'id': 'slime', 'name': 'money', 'operator': '+=', "
                      "'value': '7'},"
                      " {'type': 'setEnemy', 'id': 'slime', 'name': 'actType', 'value': 'chase'},"
                      " {'type': 'setEnemyOnPoint', 'loc': [[4, 0], [3, 0]], 'name': 'hp', "
                      "'value': 50},"
                      " {'type': 'setEnemy', 'id': 'nobody', 'name': 'hp', 'value': 1}]}}}",
                      NULL));
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 setEnemy\n"
                   "event events F0 1,0 setEnemy\n"
                   "event events F0 1,0 setEnemy\n"
                   "skip events F0 1,0 setEnemy (value not simulated)\n"
                   "event events F0 1,0 setEnemyOnPoint\n"
                   "skip events F0 1,0 setEnemy (unknown enemy)\n");
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (saved_tower_events (&run, "enemyInfo"), "slime"), "atk")),
                   ==, 300);
  /* The changes are part of the saved state. */
  reload (&run);
  g_string_truncate (run.log, 0);
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==, "battle F0:2:0:slime\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 600);
  g_assert_cmpint (hero_int (&run, "money"), ==, 10);
  play (&run, "move right\nmove right\nmove right\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 600);
  g_assert_cmpint (hero_int (&run, "money"), ==, 20);
  /* afterBattle: `delete flags.enemyOnPoint[floorId][x + "," + y]`. */
  g_assert_null (json_object_get (
      json_object_get (saved_tower_events (&run, "enemyOnPoint"), "F0"), "4,0"));
  run_end (&run);
}

static void
collect_active (const TwActiveInfo *info, gpointer data)
{
  g_string_append_printf (data, "%s tc=%d gauge=%" G_GINT64_FORMAT " next=%" G_GINT64_FORMAT "\n",
                          info->enemy_id, info->time_cost, info->gauge, info->ticks_to_action);
}

static char *
active_text (Run *run)
{
  GString *out = g_string_new (NULL);
  tw_engine_foreach_active (run->engine, NULL, collect_active, out);
  return g_string_free (out, FALSE);
}

/* setEnemy of `timeCost` (events.js `setEnemy` on a Turnwright field,
 * docs/rules.md §11.10): a listed enemy of that kind keeps the gauge it
 * filled, below its new timeCost (4 of 5, then 1 of 2); an enemy whose
 * timeCost was 0 joins the active list with a fresh gauge (§6); the
 * changes outlive a save and a load. */
static void
test_set_enemy_time_cost (void)
{
  Run run;
  g_autofree char *before = NULL, *after = NULL, *loaded = NULL;

  run_on (&run, tower_with ("{'slime': {'hp': 50, 'atk': 120, 'def': 0, 'timeCost': 5},"
                            " 'statue': {'hp': 50, 'atk': 0, 'def': 0}}",
                            "{'F0': {'map': [[0, 0, 0, 201, 202]], 'events': {'1,0': ["
                            " {'type': 'setEnemy', 'id': 'slime', 'name': 'timeCost', 'value': 2},"
                            " {'type': 'setEnemy', 'id': 'statue', 'name': 'timeCost', 'value': "
                            "'1 + 2'}]}}}",
                            NULL));
  play (&run, "wait 3\n");
  before = active_text (&run);
  g_assert_cmpstr (before, ==, "slime tc=5 gauge=3 next=2\n");
  play (&run, "move right\n");
  after = active_text (&run);
  g_assert_cmpstr (after, ==, "slime tc=2 gauge=1 next=1\nstatue tc=3 gauge=0 next=3\n");
  reload (&run);
  loaded = active_text (&run);
  g_assert_cmpstr (loaded, ==, after);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 setEnemy\n"
                   "event events F0 1,0 setEnemy\n");
  run_end (&run);
}

/* events.js `_action_input` (flag:input = parseInt (value) || 0) and
 * `_action_input2` (flag:input = the text), answered by `input VALUE`
 * lines, first given first used; met without one, a skip as choices are
 * (docs/rules.md §11.8). */
static void
test_input (void)
{
  Run run;
  g_autoptr (TwScript) script
      = tw_script_parse ("input -7x\nshop s sell 2\n", -1, NULL, NULL, NULL);
  g_autofree char *line0 = tw_script_action_to_string (tw_script_get_action (script, 0));
  g_autofree char *line1 = tw_script_action_to_string (tw_script_get_action (script, 1));

  g_assert_cmpstr (line0, ==, "input -7x");
  g_assert_cmpstr (line1, ==, "shop s sell 2");
  run_start (&run,
             "{'F0': {'map': [[0, 0]], 'events': {'1,0': ["
             " {'type': 'input', 'text': 'How many?'},"
             " {'type': 'setValue', 'name': 'flag:n', 'value': 'flag:input * 2'},"
             " {'type': 'input2', 'text': 'Your name?'}]}}}",
             NULL);
  play (&run, "input -7x\ninput Ada\n");
  reload (&run); /* the answers not yet used are kept */
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "n")), ==, -14);
  g_assert_cmpstr (json_string_value (saved_flag (&run, "input")), ==, "Ada");
  play (&run, "input abc\nmove left\nmove right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "n")), ==, 0);
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 input\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 input2\n"
                   "event events F0 1,0 input\n"
                   "event events F0 1,0 setValue\n"
                   "event events F0 1,0 input2 (no answer: the empty text)\n");
  run_end (&run);
}

/* A mota-js 2.x item shop (project/plugins.js `itemShop`: `_add` caps a
 * purchase by the purse and the stock `number`, `_confirm` takes `money`,
 * gives the item and lowers the stock; a sale gives `sell` back and raises
 * it; a `condition` that does not hold hides the choice), usable once
 * `openShop` visited it (`canOpenShop`). */
static void
test_item_shop (void)
{
  Run run;
  run_on (&run,
          tower_with (slime,
                      "{'F0': {'map': [[0, 0]], 'events': {'1,0': [{'type': 'openShop', 'id': "
                      "'keys'}, {'type': 'setValue', 'name': 'status:money', 'value': 25}]}}}",
                      "{'shops': [{'id': 'keys', 'item': true, 'choices': ["
                      " {'id': 'yellowKey', 'number': 2, 'money': '10', 'sell': '5'},"
                      " {'id': 'yellowKey', 'money': 'status:atk', 'condition': 'flag:vip'}]}]}"));
  play (&run, "shop keys 0\nmove right\nshop keys 0\nshop keys 0\nshop keys 0\n");
  g_assert_cmpint (hero_int (&run, "money"), ==, 5);
  play (&run, "shop keys sell 0\n");
  reload (&run); /* the stock is part of the saved state */
  play (&run, "shop keys 0\nshop keys 0\nshop keys 1\n");
  g_assert_cmpint (hero_int (&run, "money"), ==, 0);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (hero_field (&run, "items"), "tools"), "yellowKey")),
                   ==, 2);
  g_assert_cmpstr (run.log->str, ==,
                   "refused shop keys 0 shop not visited\n"
                   "event events F0 1,0 openShop\n"
                   "event events F0 1,0 setValue\n"
                   "refused shop keys 0 sold out\n"
                   "refused shop keys 0 sold out\n"
                   "refused shop keys 1 no such choice\n");
  play (&run, "shop keys sell 0\nshop keys sell 0\nshop keys sell 0\n");
  g_assert_cmpint (hero_int (&run, "money"), ==, 10);
  g_assert_true (g_str_has_suffix (run.log->str, "refused shop keys sell 0 nothing to sell\n"));
  run_end (&run);
}

/* maps.js `_canMoveHero_checkPoint`: the floor's `cannotMove` (the
 * directions a cell cannot be left by) and `cannotMoveIn` (the sides a
 * cell cannot be entered from); control.js `moveAction` then triggers
 * nothing. moveto's path (maps.js `canMoveDirectly`) keeps to them too. */
static void
test_cannot_move (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0], [0, 0, 0]], 'cannotMove': {'1,0': ['right']},"
             " 'cannotMoveIn': {'1,1': ['left']}}}",
             NULL);
  play (&run, "move right\nmove right\nmove down\nmove left\nmove right\n");
  assert_hero_at (&run, 0, 1);
  g_assert_cmpstr (run.log->str, ==,
                   "refused move right cannot move\n"
                   "refused move right cannot move\n");
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 3);
  /* Round the two fences: up, right, down, right, up = 5 ticks, not 3. */
  play (&run, "moveto 2 0\n");
  assert_hero_at (&run, 2, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 8);
  run_end (&run);
}

/* maps.js `initBlock`: an enemy's, item's or door's block gets its trigger
 * (battle, getItem, openDoor) before `_addEvent` lays the cell's event
 * over it, so the event does not run, unless it names its own trigger
 * ("trigger": "action"), which takes the cell over. Once the block is gone
 * (maps.js `removeBlockByIndex` -> `setMapBlockDisabled`) its event is too. */
static void
test_events_on_enemy_item_door (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 201, 301, 81, 201]], 'events': {"
             " '1,0': [{'type': 'setValue', 'name': 'flag:a', 'value': 1}],"
             " '2,0': [{'type': 'setValue', 'name': 'flag:b', 'value': 1}],"
             " '3,0': [{'type': 'setValue', 'name': 'flag:c', 'value': 1}],"
             " '4,0': {'trigger': 'action', 'data': [{'type': 'setValue', 'name': 'flag:d', "
             "'value': 1}, {'type': 'hide'}]}}}}",
             NULL);
  /* The door at 3,0 is opened by a bump (the hero stays at 2,0), so a
   * sixth move steps in and a seventh bumps the event at 4,0. */
  play (&run, "move right\nmove right\nmove right\nmove right\nmove right\nmove right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "battle F0:1:0:slime\n"
                   "event events F0 4,0 setValue\n"
                   "event events F0 4,0 hide\n");
  g_assert_null (saved_flag (&run, "a"));
  g_assert_null (saved_flag (&run, "b"));
  g_assert_null (saved_flag (&run, "c"));
  g_assert_cmpint (json_integer_value (saved_flag (&run, "d")), ==, 1);
  /* The key was picked up and opened the door; the slime at 4,0 was never fought. */
  assert_hero_at (&run, 3, 0);
  g_assert_true (tw_engine_is_hidden (run.engine, "F0", 1, 0));
  g_assert_true (tw_engine_is_hidden (run.engine, "F0", 4, 0));
  play (&run, "move right\n");
  assert_hero_at (&run, 4, 0);
  run_end (&run);
}

/* events.js `eventMoveHero`: the hero walks over what stands there (no
 * battle, pickup or event on the cells he crosses); each step is a move
 * (docs/rules.md §2), so a capturer (special 27) next to him then fights. */
static void
test_move_hero_captures (void)
{
  Run run;
  run_on (&run, tower_with ("{'slime': {'hp': 50, 'atk': 120, 'def': 0, 'money': 3, 'exp': 2},"
                            " 'catcher': {'hp': 10, 'atk': 0, 'def': 0, 'money': 1,"
                            " 'special': 27}}",
                            "{'F0': {'map': [[0, 0, 301, 0], [0, 0, 0, 202]], 'events': {'1,0': ["
                            " {'type': 'moveHero', 'steps': ['right:2']}]}}}",
                            NULL));
  play (&run, "move right\n");
  assert_hero_at (&run, 3, 0);
  g_assert_cmpstr (run.log->str, ==, "event events F0 1,0 moveHero\nbattle F0:3:1:catcher\n");
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 2, 0), ==, 301);
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 3, 1), ==, 0);
  g_assert_cmpint (hero_int (&run, "money"), ==, 1);
  run_end (&run);
}

/* The mota-js sample floor sample1 (tests/data/mota-sample, with its
 * LICENSE.md): the old man at (12,11) asks for a number (`_action_input`)
 * and adds it to the hero's atk when it is above 0 (`_action_if`); the
 * one-way arrows at (7,9) (arrowRight: cannotOut up, down, left; cannotIn
 * right) let the hero leave only to the right and not come back in from
 * there (maps.js `_canMoveHero_checkCannotInOut`). */
static void
test_mota_sample_input_and_arrows (void)
{
  Run run = { .tower = sample_tower (), .log = g_string_new (NULL) };

  run.engine = tw_engine_new (run.tower);
  g_assert_true (tw_engine_change_floor (run.engine, "sample1", 12, 12));
  tw_engine_set_event_sink (run.engine, sink, run.log, NULL);
  play (&run, "input 7\nmove up\n");
  assert_hero_at (&run, 12, 12);
  g_assert_cmpint (hero_int (&run, "atk"), ==, 100007);
  g_assert_cmpstr (run.log->str, ==,
                   "event events sample1 12,11 text\n"
                   "event events sample1 12,11 text\n"
                   "event events sample1 12,11 input\n"
                   "event events sample1 12,11 if\n"
                   "event events sample1 12,11 setValue\n"
                   "event events sample1 12,11 tip\n"
                   "event events sample1 12,11 text\n"
                   "event events sample1 12,11 text\n");
  g_string_truncate (run.log, 0);
  g_assert_true (tw_engine_change_floor (run.engine, "sample1", 7, 9));
  g_string_truncate (run.log, 0);
  play (&run, "move left\nmove down\nmove right\nmove left\n");
  assert_hero_at (&run, 8, 9);
  g_assert_cmpstr (run.log->str, ==,
                   "refused move left cannot move\n"
                   "refused move down cannot move\n"
                   "refused move left cannot move\n");
  run_end (&run);
}

/* functions.js `afterOpenDoor` (2.10.3): after the cell's afterOpenDoor,
 * the door tile's own doorInfo.afterOpenDoor ("批量开门事件") runs, in the
 * same list; a tower with no other event runs it too. It runs for a door
 * an `openDoor` command opens as well. */
static void
test_door_info_after_open_door (void)
{
  json_t *root = tower_json_sq (slime, "{'F0': {'map': [[0, 81, 0, 81]]}}");
  json_t *door = json_object_get (json_object_get (root, "maps"), "81");
  json_t *info = json_object_get (door, "doorInfo");
  Run run;

  json_object_set_new (door, "trigger", json_string ("openDoor"));
  json_object_set_new (info, "afterOpenDoor",
                       tt_json_sq ("[{'type': 'addValue', 'name': 'flag:opened', 'value': 1}]"));
  json_object_set_new (json_object_get (json_object_get (json_object_get (root, "data"),
                                                         "firstData"),
                                        "hero"),
                       "items", tt_json_sq ("{'tools': {'yellowKey': 2}}"));
  run_on (&run, tower_take_json (root));
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "opened")), ==, 1);
  g_assert_cmpstr (run.log->str, ==, "event afterOpenDoor F0 1,0 addValue\n");
  run_end (&run);
}

/* maps.js: a cell's changeFloor is its block's trigger, and a block
 * disabled by its event's `enable: false` has none (`getBlock` returns
 * null for it): the hero walks over the cell on the same floor, until an
 * event shows it (docs/rules.md §2.7). */
static void
test_disabled_stairs (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0, 0, 0]],"
             "  'changeFloor': {'1,0': {'floorId': 'F1', 'loc': [0, 0]}},"
             "  'events': {'1,0': {'enable': false, 'data': []},"
             "             '3,0': [{'type': 'show', 'loc': [[1, 0]]}]}},"
             " 'F1': {'map': [[0, 0]]}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F0");
  assert_hero_at (&run, 1, 0);
  play (&run, "move right 2\nmove left 2\n");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F1");
  run_end (&run);
}

/* events.js `trigger`: a block whose tile has its own `event` (maps.js,
 * ShakeFlower/xinxin2's talking book) runs it instead of what the cell
 * would do: the floor's event there does not run, the hero stays (maps.js
 * `noPass`), and an enemy tile with one is not fought. */
static void
test_tile_event (void)
{
  json_t *root = tower_json_sq (slime, "{'F0': {'map': [[0, 121], [201, 0]],"
                                       " 'events': {'1,0': [{'type': 'setValue', 'name': "
                                       "'flag:floor', 'value': 1}]}}}");
  json_t *maps = json_object_get (root, "maps");
  Run run;

  json_object_set_new (maps, "121",
                       tt_json_sq ("{'cls': 'npcs', 'id': 'book', 'event': [{'type': 'addValue', "
                                   "'name': 'flag:talked', 'value': 1}]}"));
  json_object_set_new (json_object_get (maps, "201"), "event",
                       tt_json_sq ("[{'type': 'addValue', 'name': 'flag:spared', 'value': 1}]"));
  run_on (&run, tower_take_json (root));
  play (&run, "move right\nmove right\nmove down\n");
  assert_hero_at (&run, 0, 0);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "talked")), ==, 2);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "spared")), ==, 1);
  g_assert_null (saved_flag (&run, "floor"));
  g_assert_null (strstr (run.log->str, "battle"));
  run_end (&run);
}

/* events.js `_openDoor_check`: with data.flags.steelDoorWithoutKey the
 * steelDoor needs no key (ShakeFlower/xinxin2's first door), and a key
 * named "ID:o" must be owned but is not used up. */
static void
test_door_key_rules (void)
{
  json_t *root = tower_json_sq (slime, "{'F0': {'map': [[0, 81, 82]]}}");
  json_t *maps = json_object_get (root, "maps");
  json_t *data = json_object_get (root, "data");
  Run run;

  json_object_set_new (maps, "81",
                       tt_json_sq ("{'cls': 'animates', 'id': 'steelDoor', 'trigger': 'openDoor',"
                                   " 'doorInfo': {'keys': {'steelKey': 1}}}"));
  json_object_set_new (maps, "82",
                       tt_json_sq ("{'cls': 'animates', 'id': 'showDoor', 'trigger': 'openDoor',"
                                   " 'doorInfo': {'keys': {'yellowKey:o': 1}}}"));
  json_object_set_new (data, "flags", tt_json_sq ("{'steelDoorWithoutKey': true}"));
  json_object_set_new (json_object_get (json_object_get (data, "firstData"), "hero"), "items",
                       tt_json_sq ("{'tools': {'yellowKey': 1}}"));
  run_on (&run, tower_take_json (root));
  play (&run, "move right\nmove right\nmove right\nmove right\n");
  assert_hero_at (&run, 2, 0);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (hero_field (&run, "items"), "tools"), "yellowKey")),
                   ==, 1);
  run_end (&run);
}

/* 2.10.3 functions.js `afterBattle` ("战后的技能处理"): with "enableSkill"
 * in the status bar, a won battle ends the skill (skill 1 costs 5 mana),
 * flag:skill 0 and flag:skillName '无' (docs/rules.md §3.17), even in a
 * tower with no events. */
static void
test_battle_ends_skill (void)
{
  json_t *root = tower_json_sq (slime, "{'F0': {'map': [[0, 201]]}}");
  json_t *data = json_object_get (root, "data");
  json_t *hero = json_object_get (json_object_get (data, "firstData"), "hero");
  Run run;

  json_object_set_new (data, "flags", tt_json_sq ("{'statusBarItems': ['enableHP', 'enableSkill']}"));
  json_object_set_new (hero, "mana", json_integer (12));
  json_object_set_new (hero, "flags", tt_json_sq ("{'skill': 1, 'skillName': '二倍斩'}"));
  run_on (&run, tower_take_json (root));
  play (&run, "move right\n");
  /* No events: the flags are the run's script flags. */
  json_t *state = tw_engine_save_state (run.engine);
  json_t *flags = json_object_get (json_object_get (state, "flags"), "scriptFlags");
  g_assert_true (json_is_integer (json_object_get (flags, "skill")));
  g_assert_cmpint (json_integer_value (json_object_get (flags, "skill")), ==, 0);
  g_assert_cmpstr (json_string_value (json_object_get (flags, "skillName")), ==, "无");
  json_decref (state);
  g_assert_cmpint (json_integer_value (hero_field (&run, "mana")), ==, 7);
  run_end (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/events/set-enemy", test_set_enemy);
  g_test_add_func ("/events/set-enemy-time-cost", test_set_enemy_time_cost);
  g_test_add_func ("/events/input", test_input);
  g_test_add_func ("/events/item-shop", test_item_shop);
  g_test_add_func ("/events/cannot-move", test_cannot_move);
  g_test_add_func ("/events/on-enemy-item-door", test_events_on_enemy_item_door);
  g_test_add_func ("/events/move-hero-captures", test_move_hero_captures);
  g_test_add_func ("/events/mota-sample-input-arrows", test_mota_sample_input_and_arrows);
  g_test_add_func ("/events/door-info-after-open-door", test_door_info_after_open_door);
  g_test_add_func ("/events/disabled-stairs", test_disabled_stairs);
  g_test_add_func ("/events/tile-event", test_tile_event);
  g_test_add_func ("/events/door-key-rules", test_door_key_rules);
  g_test_add_func ("/events/battle-ends-skill", test_battle_ends_skill);
  return g_test_run ();
}
