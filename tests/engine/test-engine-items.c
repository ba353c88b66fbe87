/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-items.c: items as the game does them (docs/rules.md §2.14 to
 * §2.16): an item's useItemEvent on pickup and on use (mota-js 2.10.3
 * items.js getItemEffect, _useItemEffect), enableHPMax after every change
 * (functions.js updateStatusBar), the local `ratio` of 2.6 item effects and
 * 2.6 keys kept at 0 (2.6.1 items.js getItemEffect, removeItem). */
#include "tower-events-fixture.h"

#define GEM TT_ITEM (0)

/* A tower of one floor F0 whose one row is @row ("0, 301, 81": tiles of
 * tw-test-util.h; NULL: the two first items and the yellow door, each two
 * cells apart), in single-quoted JSON parts: @floor_extra is laid into F0,
 * @flags become data.flags, @hero is laid over the hero at (0, 0). An item
 * of class `keys` lies as a 2.6 maps.js has it, cls "items". */
static TwTower *
items_tower (const char *items, const char *row, const char *floor_extra, const char *flags,
             const char *hero)
{
  json_t *it = tt_json_sq (items);
  g_autofree char *items_text = json_dumps (it, 0);
  g_autofree char *floors = row ? g_strdup_printf ("{\"F0\": {\"map\": [[%s]]}}", row)
                                : g_strdup_printf ("{\"F0\": {\"map\": [[0, %d, 0, %d, 0, %d]]}}",
                                                   GEM, TT_ITEM (1), TT_DOOR);
  json_t *root = tt_tower_json (NULL, items_text, floors, NULL);
  json_t *data = json_object_get (root, "data");
  const char *key;
  json_t *tile;

  json_decref (it);
  json_object_foreach (json_object_get (root, "maps"), key, tile)
  {
    if (g_strcmp0 (json_string_value (json_object_get (tile, "cls")), "keys") == 0)
      json_object_set_new (tile, "cls", json_string ("items"));
  }
  if (floor_extra)
    json_object_update_new (json_object_get (json_object_get (root, "floors"), "F0"),
                            tt_json_sq (floor_extra));
  if (flags)
    json_object_set_new (data, "flags", tt_json_sq (flags));
  if (hero)
    json_object_update_new (json_object_get (json_object_get (data, "firstData"), "hero"),
                            tt_json_sq (hero));
  return tower_take_json (root);
}

static gint64
hero_int (Run *run, const char *name)
{
  return json_integer_value (hero_field (run, name));
}

/* items.js getItemEffect: the effect, then core.insertAction (useItemEvent);
 * a tower with no other event still runs it. */
static void
test_use_item_event_on_pickup (void)
{
  Run run;
  run_on (&run, items_tower ("{'gem': {'cls': 'items', 'itemEffect': 'core.status.hero.atk += 1',"
                             " 'useItemEvent': [{'type': 'setValue', 'name': 'flag:atk',"
                             " 'value': 'status:atk'}]}}",
                             NULL, NULL, NULL, NULL));
  play (&run, "move right\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 101);
  /* The event saw the effect done. */
  g_assert_cmpint (json_integer_value (saved_flag (&run, "atk")), ==, 101);
  g_assert_nonnull (strstr (run.log->str, "event useItemEvent F0 -1,-1 setValue\n"));
  run_end (&run);
}

/* The cell's afterGetItem runs first: getItemEffect starts the useItemEvent,
 * then functions.js afterGetItem's core.insertAction puts its commands
 * before it (events.js insertAction unshifts). The game agrees
 * (tests/check/test-check.c /check/items). */
static void
test_after_get_item_first (void)
{
  Run run;
  run_on (&run, items_tower ("{'gem': {'cls': 'items', 'useItemEvent': [{'type': 'setValue',"
                             " 'name': 'flag:order', 'value': 'flag:order * 10 + 2'}]}}",
                             NULL,
                             "{'afterGetItem': {'1,0': [{'type': 'setValue', 'name': "
                             "'flag:order', 'value': 'flag:order * 10 + 1'}]}}",
                             NULL, NULL));
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "order")), ==, 12);
  run_end (&run);
}

/* items.js useItem: _useItemEffect (the effect, the useItemEvent started),
 * then _afterUseItem takes the tool away before the event runs. */
static void
test_use_item_event_on_use (void)
{
  Run run;
  run_on (&run,
          items_tower ("{'gem': {'cls': 'items'}, 'wand': {'cls': 'tools', 'useItemEffect': "
                       "'core.status.hero.def += 1', 'useItemEvent': [{'type': 'setValue', 'name':"
                       " 'flag:left', 'value': 'item:wand + 10'}]}}",
                       NULL, NULL, NULL, "{'items': {'tools': {'wand': 2}}}"));
  play (&run, "use wand\n");
  g_assert_cmpint (hero_int (&run, "def"), ==, 101);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "left")), ==, 11);
  run_end (&run);
}

/* 2.6.1 items.js has no useItemEvent: a 2.6 tower (it has keys) runs none. */
static void
test_no_use_item_event_in_2_6 (void)
{
  Run run;
  run_on (&run, items_tower ("{'gem': {'cls': 'items', 'itemEffect': 'core.status.hero.atk += 1',"
                             " 'useItemEvent': [{'type': 'setValue', 'name': 'status:def',"
                             " 'value': '7'}]}, 'yellowKey': {'cls': 'keys'}}",
                             NULL, NULL, NULL, NULL));
  g_assert_true (tw_tower_is_2_6 (run.tower));
  play (&run, "move right\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 101);
  g_assert_cmpint (hero_int (&run, "def"), ==, 100);
  run_end (&run);
}

/* functions.js updateStatusBar (2.10.3): with "enableHPMax" in
 * statusBarItems, hp = min(getRealStatus('hpmax'), hp) after an item effect
 * and after a setValue; getRealStatus is hpmax times the flag
 * __hpmax_buff__. */
static void
test_hpmax_status_bar (void)
{
  static const char *items = "{'gem': {'cls': 'items', 'itemEffect': 'core.status.hero.hp += 100',"
                             " 'useItemEvent': [{'type': 'setValue', 'name': 'flag:seen',"
                             " 'value': 'status:hp'}, {'type': 'addValue', 'name': 'status:hp',"
                             " 'value': '1000'}]}}";
  static const char *flags = "{'statusBarItems': ['enableHP', 'enableHPMax']}";
  Run run;

  run_on (&run, items_tower (items, NULL, NULL, flags, "{'hpmax': 1050}"));
  play (&run, "move right\n");
  /* Capped by the effect's own updateStatusBar, before the event ran. */
  g_assert_cmpint (json_integer_value (saved_flag (&run, "seen")), ==, 1050);
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1050);
  run_end (&run);

  run_on (&run, items_tower (items, NULL, NULL, flags,
                             "{'hpmax': 1050, 'flags': {'__hpmax_buff__': 1.5}}"));
  play (&run, "move right\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1575);
  run_end (&run);
}

/* A tower whose own functions.js `updateStatusBar` no longer has mota-js's
 * test (ShakeFlower/xinxin2 wrote `if (false && ...)`) does not cap hp;
 * one that keeps it with mota-js's own body caps at hpmax; one with a body
 * of its own (bdf1/shengqishi: twice hpmax on its easy difficulty) has that
 * run once the hp passes hpmax (docs/rules.md §3.19). */
static void
test_hpmax_turned_off_by_the_tower (void)
{
  static const char *flags = "{'statusBarItems': ['enableHP', 'enableHPMax']}";
  static const char *const tests[] = {
    "if (false && core.flags.statusBarItems.indexOf('enableHPMax') >= 0) {"
    " core.status.hero.hp = 0; }",
    "if (core.flags.statusBarItems.indexOf(\"enableHPMax\") >= 0) {\n"
    "  core.setStatus('hp', Math.min(core.getRealStatus('hpmax'), core.getStatus('hp')));\n}",
    "if (core.flags.statusBarItems.indexOf('enableHPMax') >= 0) {"
    " if (core.getStatus('hp') > core.getRealStatus('hpmax') * 2) core.addFlag('overflow', 1);"
    " core.setStatus('hp', Math.min(core.getRealStatus('hpmax') * 2, core.getStatus('hp'))); }",
    "if (core.flags.statusBarItems.indexOf('enableHPMax') >= 0) {"
    " core.setStatus('hp', Math.min(core.getRealStatus('hpmax') - 50, core.getStatus('hp'))); }",
  };
  /* 1000 + the gem's 100 against hpmax 1050; the last body caps below hpmax,
   * but runs only once the hp is past it. */
  static const gint64 hp[] = { 1100, 1050, 1100, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autoptr (GError) error = NULL;
      TwTower *t;
      json_t *root = tt_tower_json (NULL, "{\"gem\": {\"cls\": \"items\", \"itemEffect\": "
                                          "\"core.status.hero.hp += 100\"}}",
                                    "{\"F0\": {\"map\": [[0, 301]]}}", NULL);
      g_autofree char *text = g_strdup_printf (
          "var functions_d6ad677b_427a_4623_b50f_a445a3b0ef8a = {\"control\": {"
          "\"updateStatusBar\": function () { %s }}};",
          tests[i]);
      Run run;
      json_object_set_new (json_object_get (root, "data"), "flags", tt_json_sq (flags));
      json_object_set_new (json_object_get (json_object_get (json_object_get (root, "data"),
                                                             "firstData"),
                                            "hero"),
                           "hpmax", json_integer (1050));
      json_object_set_new (root, "functions", json_pack ("{s:s}", "text", text));
      t = tw_tower_new_from_json (root, &error);
      g_assert_no_error (error);
      json_decref (root);
      run_on (&run, t);
      play (&run, "move right\n");
      g_assert_cmpint (hero_int (&run, "hp"), ==, hp[i]);
      run_end (&run);
    }
}

/* 2.6.1 functions.js updateStatusBar: `if (core.flags.enableHPMax)`, no buff. */
static void
test_hpmax_2_6_flag (void)
{
  static const char *items
      = "{'gem': {'cls': 'items', 'itemEffect': 'core.status.hero.hp += 100'}}";
  Run run;

  run_on (&run, items_tower (items, NULL, NULL, "{'enableHPMax': true}",
                             "{'hpmax': 1020, 'flags': {'__hpmax_buff__': 2}}"));
  play (&run, "move right\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1020);
  run_end (&run);

  /* Off (the sample's default): gems and potions go past hpmax. */
  run_on (&run,
          items_tower (items, NULL, NULL, "{'enableHPMax': false, 'statusBarItems': ['enableHP']}",
                       "{'hpmax': 1020}"));
  play (&run, "move right\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 1100);
  run_end (&run);
}

/* A tower of one floor F0 (the hero at 0, an enemy of 10 money at 1) whose
 * functions.js afterBattle has @coin_line, with the lucky coin held. */
static gint64
money_with_coin (const char *coin_line)
{
  g_autoptr (GError) error = NULL;
  json_t *root = tt_tower_json ("{\"slime\": {\"hp\": 1, \"atk\": 0, \"def\": 0, \"money\": 10}}",
                                "{\"coin\": {\"cls\": \"constants\"}}",
                                "{\"F0\": {\"map\": [[0, 201]]}}", NULL);
  json_t *hero = json_object_get (json_object_get (json_object_get (root, "data"), "firstData"),
                                  "hero");
  json_object_set_new (hero, "items", tt_json_sq ("{'constants': {'coin': 1}}"));
  if (coin_line)
    {
      g_autofree char *text = g_strdup_printf (
          "var functions_d6ad677b_427a_4623_b50f_a445a3b0ef8a = {\"events\": {"
          "\"afterBattle\": function (enemyId, x, y) { var money = 10; %s }}};",
          coin_line);
      json_object_set_new (root, "functions", json_pack ("{s:s}", "text", text));
    }
  TwTower *t = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  Run run;
  run_on (&run, t);
  play (&run, "move right\n");
  gint64 money = hero_int (&run, "money");
  run_end (&run);
  return money;
}

/* The lucky coin as the tower's afterBattle has it (docs/rules.md §3.18):
 * mota-js's own doubles the money (no functions.js: mota-js's own), a tower
 * may add to it (bdf1/shengqishi: `money += 12`) or not have it. */
static void
test_lucky_coin (void)
{
  g_assert_cmpint (money_with_coin (NULL), ==, 20);
  g_assert_cmpint (money_with_coin ("if (core.hasItem('coin')) money *= 2; // 双倍"), ==, 20);
  g_assert_cmpint (money_with_coin ("if (core.hasItem(\"coin\"))\n\tmoney += 12;"), ==, 22);
  g_assert_cmpint (money_with_coin ("if (core.hasItem('coin')) money = 3;"), ==, 3);
  g_assert_cmpint (money_with_coin ("core.status.hero.money += money;"), ==, 10);
  g_assert_cmpint (money_with_coin ("if (core.hasItem('coin')) money *= other;"), ==, 10);
}

/* flag:hard is the first difficulty's `hard` from the start (2.10 events.js
 * `_startGame_setHard`), read by an item's useItemEvent. */
static void
test_hard_flag_at_start (void)
{
  json_t *root = tt_tower_json (
      NULL,
      "{\"gem\": {\"cls\": \"items\", \"useItemEvent\": [{\"type\": \"if\", "
      "\"condition\": \"(flag:hard==2)\", \"true\": [{\"type\": \"setValue\", "
      "\"name\": \"status:atk\", \"operator\": \"+=\", \"value\": \"5\"}]}]}}",
      "{\"F0\": {\"map\": [[0, 301]]}}", NULL);
  json_object_set_new (json_object_get (root, "data"), "main",
                       tt_json_sq ("{'levelChoose': [{'title': 'x', 'name': 'Hard', 'hard': 2}]}"));
  g_autoptr (GError) error = NULL;
  TwTower *t = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  Run run;
  run_on (&run, t);
  gint64 atk = hero_int (&run, "atk");
  play (&run, "move right\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, atk + 5);
  run_end (&run);
}

/* A setValue with norefresh waits for the next updateStatusBar: the end of
 * the action (every action of the game ends with one). */
static void
test_hpmax_norefresh (void)
{
  Run run;
  run_on (&run, items_tower ("{'gem': {'cls': 'items', 'useItemEvent': [{'type': 'setValue',"
                             " 'name': 'status:hp', 'value': '5000', 'norefresh': true},"
                             " {'type': 'setValue', 'name': 'flag:seen', 'value': 'status:hp'}]}}",
                             NULL, NULL, "{'statusBarItems': ['enableHPMax']}", "{'hpmax': 2000}"));
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "seen")), ==, 5000);
  g_assert_cmpint (hero_int (&run, "hp"), ==, 2000);
  run_end (&run);
}

/* 2.6.1 items.js getItemEffect: `var ratio = parseInt(core.status.thisMap
 * .item_ratio) || 1` beside the eval: arithmetic and JavaScript effects alike. */
static void
test_ratio_2_6 (void)
{
  static const char *items
      = "{'gem': {'cls': 'items', 'itemEffect': 'core.status.hero.atk += 10 * ratio'},"
        " 'gem2': {'cls': 'items', 'itemEffect': 'core.status.hero.def = core.status.hero.def + "
        "ratio * 3; core.status.hero.mdef = core.status.thisMap.item_ratio * 10'},"
        " 'yellowKey': {'cls': 'keys'}}";
  Run run;

  run_on (&run, items_tower (items, NULL, "{'ratio': 2.7}", NULL, NULL));
  play (&run, "move right 3\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 120);
  g_assert_cmpint (hero_int (&run, "def"), ==, 106);
  g_assert_cmpint (hero_int (&run, "mdef"), ==, 27);
  run_end (&run);

  /* parseInt(0.5) is 0, and `|| 1` makes it 1. */
  run_on (&run, items_tower (items, NULL, "{'ratio': 0.5}", NULL, NULL));
  play (&run, "move right 3\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 110);
  g_assert_cmpint (hero_int (&run, "def"), ==, 103);
  run_end (&run);
}

/* 2.10.3 items.js getItemEffect has no local `ratio`: JavaScript that reads
 * it fails (a ReferenceError) and changes nothing; the floor's ratio is
 * used whole (core.status.thisMap.ratio). */
static void
test_ratio_2_10 (void)
{
  Run run;
  run_on (&run, items_tower ("{'gem': {'cls': 'items', 'itemEffect': 'core.status.hero.atk += 10 * "
                             "core.status.thisMap.ratio'}, 'gem2': {'cls': 'items', 'itemEffect': "
                             "'core.status.hero.def = core.status.hero.def + ratio * 3'}}",
                             NULL, "{'ratio': 2.5}", NULL, NULL));
  play (&run, "move right 3\n");
  g_assert_cmpint (hero_int (&run, "atk"), ==, 125);
  g_assert_cmpint (hero_int (&run, "def"), ==, 100);
  g_assert_nonnull (strstr (run.log->str, "limit towerScript"));
  run_end (&run);
}

/* 2.6.1 items.js removeItem (the door's key, events.js _openDoor_check):
 * a `keys` count stays at 0, so the 2.6 bigKey's
 * `core.status.hero.items.keys.yellowKey++` counts from there. */
static void
test_keys_2_6_kept_at_zero (void)
{
  Run run;
  g_autofree char *row = g_strdup_printf ("0, %d, %d", TT_DOOR, GEM);
  run_on (&run, items_tower ("{'bigKey': {'cls': 'items', 'itemEffect': "
                             "'core.status.hero.items.keys.yellowKey++'},"
                             " 'yellowKey': {'cls': 'keys'}}",
                             row, NULL, NULL, "{'items': {'keys': {'yellowKey': 1}}}"));
  /* The door at (1, 0) takes the key; the count stays, at 0. */
  play (&run, "move right\n");
  {
    json_t *owned = json_object_get (hero_field (&run, "items"), "keys");
    g_assert_true (json_is_integer (json_object_get (owned, "yellowKey")));
    g_assert_cmpint (json_integer_value (json_object_get (owned, "yellowKey")), ==, 0);
  }
  /* The bigKey at (2, 0) counts up from there. */
  play (&run, "move right 2\n");
  assert_hero_at (&run, 2, 0);
  {
    json_t *owned = json_object_get (hero_field (&run, "items"), "keys");
    g_assert_cmpint (json_integer_value (json_object_get (owned, "yellowKey")), ==, 1);
  }
  run_end (&run);
}

/* items.js `addItem`: "永久道具只能有一个", a permanent item (cls
 * constants) is owned once, picked up twice or given by `addValue`
 * (events.js `_setValue_setItem` -> getItem). */
static void
test_constants_owned_once (void)
{
  Run run;
  run_on (&run, items_tower ("{'cross': {'cls': 'constants'}, 'fly': {'cls': 'constants'}}",
                             "0, 301, 301, 0", "{'events': {'3,0': [{'type': 'addValue', 'name': "
                             "'item:fly', 'value': 2}]}}", NULL, NULL));
  play (&run, "move right\nmove right\nmove right\n");
  json_t *constants = json_object_get (hero_field (&run, "items"), "constants");
  g_assert_cmpint (json_integer_value (json_object_get (constants, "cross")), ==, 1);
  g_assert_cmpint (json_integer_value (json_object_get (constants, "fly")), ==, 1);
  run_end (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/items/use-item-event/pickup", test_use_item_event_on_pickup);
  g_test_add_func ("/engine/items/use-item-event/after-get-item-first", test_after_get_item_first);
  g_test_add_func ("/engine/items/use-item-event/use", test_use_item_event_on_use);
  g_test_add_func ("/engine/items/use-item-event/none-in-2.6", test_no_use_item_event_in_2_6);
  g_test_add_func ("/engine/items/hpmax/status-bar", test_hpmax_status_bar);
  g_test_add_func ("/engine/items/hpmax/2.6-flag", test_hpmax_2_6_flag);
  g_test_add_func ("/engine/items/hpmax/turned-off-by-the-tower", test_hpmax_turned_off_by_the_tower);
  g_test_add_func ("/engine/items/hpmax/norefresh", test_hpmax_norefresh);
  g_test_add_func ("/engine/items/lucky-coin", test_lucky_coin);
  g_test_add_func ("/engine/items/hard-flag-at-start", test_hard_flag_at_start);
  g_test_add_func ("/engine/items/ratio/2.6", test_ratio_2_6);
  g_test_add_func ("/engine/items/ratio/2.10", test_ratio_2_10);
  g_test_add_func ("/engine/items/keys-2.6-kept-at-0", test_keys_2_6_kept_at_zero);
  g_test_add_func ("/engine/items/constants-owned-once", test_constants_owned_once);
  return g_test_run ();
}
