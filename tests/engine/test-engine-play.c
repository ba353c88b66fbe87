/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-play.c: player actions, battles, skills, death and enemy actions
 * (docs/rules.md §2-§5, §7; seed §10), one test per rule; the saved state is in
 * test-engine-state.c. */
#include "engine/tw-trace-writer.h"
#include "play-fixture.h"

/* --- §2: actions -------------------------------------------------------------- */

static void
test_action_move_free (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = play (&run, "move right");
  gint x, y;

  tw_engine_get_hero_loc (run.engine, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 1);
  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"move right\"}\n"
                   "tick 1\n");
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  run_free (&run);
}

static void
assert_refused (Run *run, const char *script, const char *reason)
{
  json_t *before = tw_engine_save_state (run->engine);
  g_autofree char *log = play (run, script);
  g_autofree char *expected = NULL;
  json_t *after = tw_engine_save_state (run->engine);

  expected = g_strdup_printf ("{\"ev\":\"refused\",\"mapTurn\":%d,\"clock\":%d,\"action\":\"%s\","
                              "\"reason\":\"%s\"}\n",
                              (int)tw_engine_get_map_turn (run->engine),
                              (int)tw_engine_get_clock (run->engine), script, reason);
  g_assert_cmpstr (log, ==, expected);
  /* A refusal changes nothing. */
  g_assert_true (json_equal (before, after));
  json_decref (before);
  json_decref (after);
}

static void
test_action_wall_refused (void)
{
  Run run = run_new (ROOM ("[0, 1, 0, 0, 0]", EMPTY_ROW, EMPTY_ROW));
  assert_refused (&run, "move up", "wall");
  run_free (&run);
}

static void
test_action_outside_refused (void)
{
  Run run = run_new ("{\"F0\": {\"map\": [[0, 0], [0, 0]]}}");
  assert_refused (&run, "move right", "outside the map");
  assert_refused (&run, "move down", "outside the map");
  run_free (&run);
}

static void
test_action_door_with_key (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 81, 0, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "move right");
  gint x;

  /* control.js `_moveAction_noPass`: the bump opens the door, the hero
   * stays and no time passes (docs/rules.md §2.9). */
  tw_engine_get_hero_loc (run.engine, &x, NULL);
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (owned (run.engine, "tools", "yellowKey"), ==, 0);
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 1), ==, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 0);
  g_free (play (&run, "move right"));
  tw_engine_get_hero_loc (run.engine, &x, NULL);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  run_free (&run);
}

static void
test_action_door_without_key_refused (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 81, 81, 0]", EMPTY_ROW));
  /* The first door opens by a bump, the second move steps in. */
  g_free (play (&run, "move right\nmove right"));
  assert_refused (&run, "move right", "no key");
  run_free (&run);
}

static void
test_action_pickup_on_move (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 302, 0, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "move right");

  g_assert_cmpint (hero_int (run.engine, "atk"), ==, 103);
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 1), ==, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  run_free (&run);
}

static void
test_action_item_effect_js (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 311, 0, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "move right");

  /* Picked up, and its JavaScript effect (`core.addFlag('luck', 1)`) run in
   * the tower's interpreter (docs/rules.md §12.6): nothing is left unsimulated. */
  g_assert_null (strstr (log, "notSimulated"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 1), ==, 0);
  json_t *state = tw_engine_save_state (run.engine);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (json_object_get (state, "flags"), "scriptFlags"), "luck")),
                   ==, 1);
  json_decref (state);
  run_free (&run);
}

static void
test_action_pickup_adjacent (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 301, 0, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "pickup right");
  gint x;

  tw_engine_get_hero_loc (run.engine, &x, NULL);
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (owned (run.engine, "tools", "yellowKey"), ==, 2);
  g_assert_nonnull (strstr (log, "tick 1\n"));
  g_assert_cmpstr (
      json_string_value (json_object_get (g_ptr_array_index (run.log->json, 1), "reason")), ==,
      "pickup");
  assert_refused (&run, "pickup right", "no item there");
  run_free (&run);
}

static void
test_action_bump_battle (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 0, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "move right");
  gint x;

  tw_engine_get_hero_loc (run.engine, &x, NULL);
  g_assert_cmpint (x, ==, 1); /* the hero stays */
  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"move right\"}\n"
                   "battle F0:2:1:slime hero success d20 cost1\n"
                   "tick 1\n");
  g_assert_cmpint (hero_int (run.engine, "hp"), ==, 980);
  g_assert_cmpint (hero_int (run.engine, "money"), ==, 3);
  g_assert_cmpint (hero_int (run.engine, "exp"), ==, 2);
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 1), ==, 0);
  run_free (&run);
}

static void
test_action_bump_cannot_win (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 204, 0, 0]", EMPTY_ROW));
  assert_refused (&run, "move right", "cannot win");
  run_free (&run);
}

static void
test_action_moveto (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 1, 0, 302]", EMPTY_ROW));
  g_autofree char *log = play (&run, "moveto 3 1");
  gint x, y;

  tw_engine_get_hero_loc (run.engine, &x, &y);
  g_assert_cmpint (x, ==, 3);
  /* Around the wall: 4 steps, one frame, one action, 4 ticks. */
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 4);
  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"moveto 3 1\"}\n"
                   "tick 1\ntick 2\ntick 3\ntick 4\n");
  /* Items are not walked through, and are no destination. */
  assert_refused (&run, "moveto 4 1", "no path");
  run_free (&run);
}

/* A direct move neither passes nor ends next to a capturer (maps.js
 * `_canMoveDirectly_checkNextPoint`: checkBlock.ambush), docs/rules.md
 * §3.15: round by the top row, 5 steps instead of 3. */
static void
test_action_moveto_avoids_capture (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, "[0, 0, 0, 202, 0]"));
  g_autofree char *log = play (&run, "moveto 4 1");
  gint x, y;

  tw_engine_get_hero_loc (run.engine, &x, &y);
  g_assert_cmpint (x, ==, 4);
  g_assert_cmpint (y, ==, 1);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 5);
  g_assert_null (strstr (log, "battle"));
  assert_refused (&run, "moveto 2 2", "no path");
  run_free (&run);
}

/* Stairs: a direct move passes over them when the tower's
 * ignoreChangeFloor (or the stairs' own) says so, never ends on them, and
 * does not take them (docs/rules.md §3.15). */
static void
test_action_moveto_over_stairs (void)
{
#define STAIRS_FLOORS(own)                                                                    \
  "{\"F0\": {\"map\": [[1, 1, 1, 1, 1], [0, 0, 87, 0, 0], [1, 1, 1, 1, 1]],"                    \
  " \"changeFloor\": {\"2,1\": {\"floorId\": \"F1\", \"stair\": \"downFloor\"" own "}}},"        \
  " \"F1\": {\"map\": [[0, 0, 88]]}}"
  for (guint own = 0; own < 3; own++)
    {
      /* own 0: the tower's flag alone (off); 1: the stairs' own true; 2:
       * the tower's flag on. */
      const char *text = own == 1 ? STAIRS_FLOORS (", \"ignoreChangeFloor\": true")
                                  : STAIRS_FLOORS ("");
      json_t *root = tt_tower_json (enemys, items, text, hero);
      if (own == 2)
        json_object_set_new (json_object_get (root, "data"), "flags",
                             json_pack ("{s:b}", "ignoreChangeFloor", 1));
      Run run = run_new_json (root);
      if (own == 0)
        assert_refused (&run, "moveto 3 1", "no path");
      else
        {
          g_autofree char *log = play (&run, "moveto 3 1");
          gint x, y;
          tw_engine_get_hero_loc (run.engine, &x, &y);
          g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F0");
          g_assert_cmpint (x, ==, 3);
          g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 2);
        }
      assert_refused (&run, "moveto 2 1", "no path");
      run_free (&run);
    }
#undef STAIRS_FLOORS
}

static void
test_action_stairs (void)
{
  Run run = run_new ("{\"F0\": {\"map\": [[0, 87, 0], [0, 0, 0]], \"changeFloor\": {\"1,0\":"
                     " {\"floorId\": \"F1\", \"stair\": \"downFloor\"}}},"
                     " \"F1\": {\"map\": [[0, 0, 0], [0, 0, 88]], \"changeFloor\": {\"2,1\":"
                     " {\"floorId\": \"F0\", \"loc\": [2, 0], \"direction\": \"left\"}}}}");
  g_autofree char *log = play (&run, "wait 2\nmove up");
  g_autofree char *back = NULL;
  gint x, y;

  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F1");
  tw_engine_get_hero_loc (run.engine, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 1);
  /* The step's tick runs on F0, then the floor changes and mapTurn is 0. */
  g_assert_true (g_str_has_suffix (log, "tick 3\n{\"ev\":\"floor\",\"mapTurn\":0,\"clock\":3,"
                                        "\"floorId\":\"F1\",\"from\":\"F0\"}\n"));
  g_assert_cmpint (tw_engine_get_map_turn (run.engine), ==, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 3);
  back = play (&run, "move left\nmove right");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F0");
  tw_engine_get_hero_loc (run.engine, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 0);
  {
    json_t *h = tw_engine_dup_hero (run.engine);
    g_assert_cmpstr (json_string_value (json_object_get (json_object_get (h, "loc"), "direction")),
                     ==, "left");
    json_decref (h);
  }
  run_free (&run);
}

static void
test_action_stairs_capture (void)
{
  /* A capturer beside the stairs: the step's tick, the battle and the
   * battle's tick all happen on F0, then the floor changes. */
  Run run = run_new ("{\"F0\": {\"map\": [[202, 87, 0], [0, 0, 0]], \"changeFloor\": {\"1,0\":"
                     " {\"floorId\": \"F1\", \"loc\": [0, 0]}}},"
                     " \"F1\": {\"map\": [[0]]}}");
  g_autofree char *log = play (&run, "move up");

  g_assert_cmpstr (
      log, ==,
      "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"move up\"}\n"
      "tick 1\n"
      "battle F0:0:0:capturer capture success d20 cost1\n"
      "tick 2\n"
      "{\"ev\":\"floor\",\"mapTurn\":0,\"clock\":2,\"floorId\":\"F1\",\"from\":\"F0\"}\n");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F1");
  run_free (&run);
}

static void
test_action_tool (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = play (&run, "use bomb");

  g_assert_cmpint (hero_int (run.engine, "hp"), ==, 1007);
  g_assert_cmpint (owned (run.engine, "tools", "bomb"), ==, 0);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 3);
  g_assert_cmpstr (
      json_string_value (json_object_get (g_ptr_array_index (run.log->json, 1), "reason")), ==,
      "tool");
  assert_refused (&run, "use bomb", "not owned");
  assert_refused (&run, "use nothing", "unknown item");
  run_free (&run);
}

static void
test_action_wait (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = play (&run, "wait 3\nwait 0");

  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 3);
  g_assert_cmpint (tw_engine_get_map_turn (run.engine), ==, 3);
  g_assert_cmpstr (
      json_string_value (json_object_get (g_ptr_array_index (run.log->json, 1), "reason")), ==,
      "wait");
  run_free (&run);
}

static void
test_action_ui_only (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 0, 205]", EMPTY_ROW));
  json_t *before = tw_engine_save_state (run.engine), *after;
  g_autofree char *log = NULL;
  gint64 damage = 0;

  /* The damage forecast, the hero, the list: UI work takes no time, ever. */
  g_assert_true (tw_engine_forecast_damage (run.engine, 2, 1, &damage));
  g_assert_cmpint (damage, ==, 20);
  g_assert_false (tw_engine_forecast_damage (run.engine, 0, 0, &damage));
  json_decref (tw_engine_dup_hero (run.engine));
  g_strfreev (tw_engine_dup_active_list (run.engine, NULL));
  after = tw_engine_save_state (run.engine);
  log = tt_log_take (run.log);
  g_assert_cmpstr (log, ==, "");
  g_assert_true (json_equal (before, after));
  json_decref (before);
  json_decref (after);
  run_free (&run);
}

static void
test_action_move_n_frames (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 1, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "move right 3");
  gint x;

  tw_engine_get_hero_loc (run.engine, &x, NULL);
  /* One frame a step; each step into the wall is refused on its own, as
   * three `move right` lines would be. */
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  const char *first = strstr (log, "\"reason\":\"wall\"");
  g_assert_nonnull (first);
  const char *second = strstr (first + 1, "\"reason\":\"wall\"");
  g_assert_nonnull (second);
  g_assert_null (strstr (second + 1, "\"reason\":\"wall\""));
  run_free (&run);
}

/* --- §4: skills --------------------------------------------------------------- */

static void
test_skill_status_no_time (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = play (&run, "use shield");

  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 0);
  g_assert_null (strstr (log, "tick"));
  g_assert_nonnull (
      strstr (log, "\"skill\":\"shield\",\"op\":\"on\",\"remainBattles\":2,\"active\":true"));
  run_free (&run);
}

static json_t *
skill_state (TwEngine *engine)
{
  json_t *state = tw_engine_save_state (engine);
  json_t *ss = json_incref (json_object_get (json_object_get (state, "flags"), "skillState"));
  json_decref (state);
  return ss;
}

static gint64
remain (TwEngine *engine, const char *id)
{
  json_t *ss = skill_state (engine);
  json_t *s = json_object_get (json_object_get (ss, "activeStatusSkills"), id);
  gint64 v = s == NULL ? -2
             : json_is_null (json_object_get (s, "remainBattles"))
                 ? -1
                 : json_integer_value (json_object_get (s, "remainBattles"));
  json_decref (ss);
  return v;
}

static void
spec10_status_skill_no_time_layer_per_battle (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 201, 201]", EMPTY_ROW));

  g_free (play (&run, "use shield"));
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 0); /* no time when used */
  g_assert_cmpint (remain (run.engine, "shield"), ==, 2);
  g_free (play (&run, "move right"));
  g_assert_cmpint (remain (run.engine, "shield"), ==, 1); /* one layer per success */
  g_free (play (&run, "move right\nmove right"));
  g_assert_cmpint (remain (run.engine, "shield"), ==, -2);
  run_free (&run);
}

static void
test_skill_refresh_stack_replace (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 0, 0]", EMPTY_ROW));

  g_free (play (&run, "use shield\nuse stacker\nmove right"));
  g_assert_cmpint (remain (run.engine, "shield"), ==, 1);
  g_assert_cmpint (remain (run.engine, "stacker"), ==, 1);
  g_free (play (&run, "use shield\nuse stacker"));
  g_assert_cmpint (remain (run.engine, "shield"), ==, 2);  /* refresh */
  g_assert_cmpint (remain (run.engine, "stacker"), ==, 3); /* stack */
  g_free (play (&run, "use replacer"));
  g_assert_cmpint (remain (run.engine, "shield"), ==, -2); /* replace removes the others */
  g_assert_cmpint (remain (run.engine, "stacker"), ==, -2);
  g_assert_cmpint (remain (run.engine, "replacer"), ==, -1); /* null: until cancelled */
  run_free (&run);
}

static void
test_skill_battle_exclusive (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  json_t *ss;

  g_free (play (&run, "skill skill1\nskill skill2"));
  ss = skill_state (run.engine);
  g_assert_cmpstr (json_string_value (json_object_get (ss, "activeBattleSkillId")), ==, "skill2");
  json_decref (ss);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 0);
  run_free (&run);
}

/* Battle skills are toggles (docs/rules.md §4): selecting the selected one
 * again turns it off, by the rule of cancel: skill1 can be cancelled,
 * skill2 cannot (refused, nothing changes). No time either way. */
static void
test_skill_battle_toggle (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = NULL;
  json_t *ss;

  g_free (play (&run, "skill skill1"));
  log = play (&run, "skill skill1");
  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"skill skill1\"}\n"
                   "{\"ev\":\"status\",\"mapTurn\":0,\"clock\":0,\"skill\":\"skill1\",\"op\":"
                   "\"off\",\"remainBattles\":null,\"active\":false}\n");
  ss = skill_state (run.engine);
  g_assert_true (json_is_null (json_object_get (ss, "activeBattleSkillId")));
  json_decref (ss);
  g_free (play (&run, "skill skill2"));
  assert_refused (&run, "skill skill2", "cannot cancel");
  ss = skill_state (run.engine);
  g_assert_cmpstr (json_string_value (json_object_get (ss, "activeBattleSkillId")), ==, "skill2");
  json_decref (ss);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 0);
  run_free (&run);
}

/* flags.skill is the game's flag:skill, both ways (docs/rules.md §4):
 * written when the selection changes, read from a save that has no
 * activeBattleSkillId. */
static void
test_skill_flag_both_ways (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  json_t *state, *flags, *ss;

  g_free (play (&run, "skill skill2"));
  state = tw_engine_save_state (run.engine);
  flags = json_object_get (state, "flags");
  g_assert_cmpint (json_integer_value (json_object_get (flags, "skill")), ==, 2);
  /* A save as the game writes it: flag:skill only. */
  json_object_del (json_object_get (flags, "skillState"), "activeBattleSkillId");
  json_object_set_new (flags, "skill", json_integer (1));
  g_assert_true (tw_engine_load_state (run.engine, state, NULL));
  ss = skill_state (run.engine);
  g_assert_cmpstr (json_string_value (json_object_get (ss, "activeBattleSkillId")), ==, "skill1");
  json_decref (ss);
  json_decref (state);
  g_free (play (&run, "cancel skill1"));
  state = tw_engine_save_state (run.engine);
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (state, "flags"), "skill")),
                   ==, 0);
  json_decref (state);
  run_free (&run);
}

static void
test_skill_cancel (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  json_t *ss;

  g_free (play (&run, "use shield\ncancel shield"));
  g_assert_cmpint (remain (run.engine, "shield"), ==, -2);
  g_free (play (&run, "use stacker"));
  assert_refused (&run, "cancel stacker", "cannot cancel");
  g_free (play (&run, "skill skill2"));
  assert_refused (&run, "cancel skill2", "cannot cancel");
  g_free (play (&run, "skill skill1\ncancel skill1"));
  ss = skill_state (run.engine);
  g_assert_true (json_is_null (json_object_get (ss, "activeBattleSkillId")));
  json_decref (ss);
  assert_refused (&run, "cancel skill1", "not active");
  run_free (&run);
}

static void
test_skill_remote (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 201, 201]", EMPTY_ROW));
  g_autofree char *log = play (&run, "skill fireball right");

  /* The first enemy in range loses 100 of its 150 hp; no battle, no layer. */
  g_assert_nonnull (strstr (log, "\"action\":\"skill fireball right\",\"target\":\"F0:3:1:slime\","
                                 "\"damage\":100,\"targetHp\":50}"));
  g_assert_null (strstr (log, "battle"));
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 2);
  g_free (play (&run, "skill fireball right"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 3, 1), ==, 0);
  g_assert_cmpint (hero_int (run.engine, "money"), ==, 3);
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 4, 1), ==, TT_ENEMY (E_SLIME));
  run_free (&run);
}

/* The shot stops at a wall or a closed door (docs/rules.md §4): the slime
 * behind either is not hit, yet the skill's time passes. */
static void
test_skill_remote_stops_at_walls (void)
{
  Run run = run_new (ROOM ("[0, 0, 81, 201, 0]", "[0, 0, 1, 201, 0]", EMPTY_ROW));
  g_autofree char *log = NULL;

  g_free (play (&run, "skill fireball right"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 3, 1), ==, TT_ENEMY (E_SLIME));
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 2);
  g_free (play (&run, "move up"));
  log = play (&run, "skill fireball right");
  g_assert_null (strstr (log, "target"));
  g_free (play (&run, "move down\nmove down\nmove right\nmove right"));
  /* From (3,2) upward: nothing in between, the slime at (3,1) is hit. */
  g_free (log);
  log = play (&run, "skill fireball up");
  g_assert_nonnull (strstr (log, "\"target\":\"F0:3:1:slime\""));
  run_free (&run);
}

/* spec §10: remote and recover skills take their time at once, and the
 * enemies answer in those ticks (the chaser steps toward the hero). */
static void
spec10_remote_recover_take_time_enemies_answer (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 0, 205]", EMPTY_ROW));
  g_autofree char *heal = play (&run, "skill heal");
  g_autofree char *fire = NULL;

  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  g_assert_nonnull (strstr (heal, "tick 1\nact F0:4:1:chaser g0 moved\n"));
  fire = play (&run, "skill fireball right");
  /* Ticks 2 and 3: the chaser comes next to the hero, then steps into it
   * (a battle, its cost one extra tick). */
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 4);
  g_assert_nonnull (strstr (fire, "tick 3\nact F0:2:1:chaser g0 battle\n"));
  run_free (&run);
}

static void
test_skill_recover (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));

  g_free (play (&run, "skill heal"));
  g_assert_cmpint (hero_int (run.engine, "hp"), ==, 1100); /* up to hpmax */
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  run_free (&run);
}

static void
test_skill_effect_applies (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 0, 0]", EMPTY_ROW));
  gint64 damage;

  tw_engine_forecast_damage (run.engine, 2, 1, &damage);
  g_assert_cmpint (damage, ==, 20);
  g_free (play (&run, "use shield"));
  tw_engine_forecast_damage (run.engine, 2, 1, &damage);
  g_assert_cmpint (damage, ==, 10);
  run_free (&run);
}

/* --- §3: battles --------------------------------------------------------------- */

static void
spec10_battle_cost_is_max_not_sum (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 0, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "use shield\nskill skill1\nmove right");
  json_t *battle = NULL;
  guint i;

  for (i = 0; i < run.log->json->len; i++)
    if (g_strcmp0 (json_string_value (json_object_get (g_ptr_array_index (run.log->json, i), "ev")),
                   "battle")
        == 0)
      battle = g_ptr_array_index (run.log->json, i);
  g_assert_nonnull (battle);
  {
    g_autofree char *settle
        = json_dumps (json_object_get (battle, "settle"), JSON_COMPACT | JSON_PRESERVE_ORDER);
    g_assert_cmpstr (settle, ==, "{\"base\":1,\"statusMax\":4,\"battleSkill\":3,\"final\":4}");
  }
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 4); /* max, not 1 + 4 + 3 */
  run_free (&run);
}

static void
test_battle_cost_before_layer (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 201, 201]", EMPTY_ROW));

  /* shield has 2 layers and battleTimeCost 4: bump (4), step (1), bump: the
   * battle that takes its last layer still costs 4; then step, bump (1). */
  g_free (play (&run, "use shield\nmove right\nmove right\nmove right"));
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 9);
  g_assert_cmpint (remain (run.engine, "shield"), ==, -2);
  g_free (play (&run, "move right\nmove right"));
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 11);
  run_free (&run);
}

/* spec §10: several capture battles in one frame take one status layer
 * each. After the move's own tick, each capturer is fought and its cost
 * consumed before the next (docs/rules.md §3, spec §7.1): consumeTime(4)
 * twice, not one consumeTime(8). */
static void
spec10_multi_capture_layer_per_battle (void)
{
  /* Hero steps to (2,1): capturers up (2,0) and down (2,2), a slime right. */
  Run run = run_new (ROOM ("[0, 0, 202, 0, 0]", "[0, 0, 0, 201, 0]", "[0, 0, 202, 0, 0]"));
  g_autofree char *log = play (&run, "use shield\nmove right");

  g_assert_true (g_str_has_suffix (
      log, "\"action\":\"move right\"}\n"
           "tick 1\n"
           "battle F0:2:0:capturer capture success d10 cost4\n"
           "{\"ev\":\"status\",\"mapTurn\":1,\"clock\":1,\"skill\":\"shield\",\"op\":\"layer\","
           "\"remainBattles\":1,\"active\":true}\n"
           "tick 2\ntick 3\ntick 4\ntick 5\n"
           "battle F0:2:2:capturer capture success d10 cost4\n"
           "{\"ev\":\"status\",\"mapTurn\":5,\"clock\":5,\"skill\":\"shield\",\"op\":\"expired\","
           "\"remainBattles\":0,\"active\":false}\n"
           "tick 6\ntick 7\ntick 8\ntick 9\n"));
  g_assert_cmpstr (json_string_value (json_object_get (
                       g_ptr_array_index (run.log->json, run.log->json->len - 13), "reason")),
                   ==, "move");
  g_assert_cmpstr (json_string_value (json_object_get (
                       g_ptr_array_index (run.log->json, run.log->json->len - 1), "reason")),
                   ==, "battle");
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 9);
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 3, 1), ==, TT_ENEMY (E_SLIME));
  run_free (&run);
}

/* Capturers are fought in mota-js block order: up, left, right, down. */
static void
test_battle_capture_block_order (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, "[202, 0, 202, 0, 0]"));
  g_autofree char *log = play (&run, "move down");
  const char *left = strstr (log, "battle F0:0:2:capturer");
  const char *right = strstr (log, "battle F0:2:2:capturer");

  g_assert_nonnull (left);
  g_assert_nonnull (right);
  g_assert_true (left < right);
  run_free (&run);
}

/* A hero killed by the step's own tick fights no capture battle: three
 * archers (400 each, timeCost 2) fire in tick 2, the move's tick. */
static void
test_battle_no_capture_after_death_in_tick (void)
{
  Run run = run_new (ROOM ("[0, 207, 0, 207, 0]", "[0, 0, 0, 0, 207]", "[0, 0, 202, 0, 0]"));
  g_autofree char *log = play (&run, "wait 1\nmove right");

  g_assert_true (tw_engine_is_dead (run.engine));
  g_assert_null (strstr (log, "battle"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 2), ==, TT_ENEMY (E_CAPTURE));
  run_free (&run);
}

/* A capturer that walks away during the step's tick does not fight: the
 * runner at (2,0) patrols to (3,0) in tick 1, leaving the hero's side. */
static void
test_battle_capturer_moved_away (void)
{
  Run run = run_new (ROOM ("[0, 0, 210, 0, 0]", EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = play (&run, "move right");

  g_assert_null (strstr (log, "battle"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 3, 0), ==, TT_ENEMY (E_RUNNER));
  run_free (&run);
}

static void
test_battle_capture_defeat_stops (void)
{
  Run run = run_new (ROOM ("[0, 0, 209, 0, 0]", EMPTY_ROW, "[0, 0, 202, 0, 0]"));
  g_autofree char *log = play (&run, "move right\nwait 1");

  g_assert_true (tw_engine_is_dead (run.engine));
  g_assert_nonnull (strstr (log, "battle F0:2:0:killer capture fail"));
  g_assert_null (strstr (log, "F0:2:2:capturer"));
  /* The move's tick ran before the battle; nothing after the death. */
  g_assert_nonnull (strstr (log, "tick 1\nbattle F0:2:0:killer"));
  g_assert_null (strstr (log, "tick 2"));
  g_assert_nonnull (strstr (log, "\"reason\":\"dead\""));
  run_free (&run);
}

static void
spec10_boss_contact_battle_only_one_battle (void)
{
  Run run = run_new (ROOM ("[0, 0, 203, 0, 0]", EMPTY_ROW, "[0, 0, 202, 0, 0]"));
  g_autofree char *log = play (&run, "move right");

  /* The boss (up) fights once; the frame then resolves no other capture. */
  g_assert_nonnull (strstr (log, "battle F0:2:0:boss capture success"));
  g_assert_null (strstr (log, "capturer"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 2), ==, TT_ENEMY (E_CAPTURE));
  g_free (play (&run, "wait 1"));
  run_free (&run);
}

/* A contactBattleOnly enemy that steps into the hero in the step's tick
 * has fought: the frame resolves no capture after it (docs/rules.md §3). */
static void
test_battle_contact_only_in_tick_stops_captures (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 211, 0]", "[0, 0, 202, 0, 0]"));
  g_autofree char *log = play (&run, "move right");

  g_assert_nonnull (strstr (log, "battle F0:3:1:bully enemy success"));
  g_assert_null (strstr (log, "capturer"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 2), ==, TT_ENEMY (E_CAPTURE));
  run_free (&run);
}

static void
test_battle_enemy_steps_in (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 205, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "wait 2");

  /* Tick 1: the chaser steps next to the hero; tick 2: into it: a battle
   * inside the tick, its cost an extra tick right after. */
  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"wait 2\"}\n"
                   "tick 1\nact F0:3:1:chaser g0 moved\n"
                   "tick 2\nact F0:2:1:chaser g0 battle\n"
                   "battle F0:2:1:chaser enemy success d20 cost1\n"
                   "tick 3\n");
  g_assert_cmpstr (json_string_value (json_object_get (
                       g_ptr_array_index (run.log->json, run.log->json->len - 1), "reason")),
                   ==, "battle");
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 3);
  run_free (&run);
}

/* --- §5: death ------------------------------------------------------------------ */

static void
spec10_death_clears_skill_state (void)
{
  Run run = run_new (ROOM ("[0, 0, 209, 0, 0]", EMPTY_ROW, EMPTY_ROW));
  json_t *ss;

  g_free (play (&run, "save start\nuse shield\nskill skill1\nmove right"));
  g_assert_true (tw_engine_is_dead (run.engine));
  ss = skill_state (run.engine);
  g_assert_cmpuint (json_object_size (json_object_get (ss, "activeStatusSkills")), ==, 0);
  g_assert_true (json_is_null (json_object_get (ss, "activeBattleSkillId")));
  g_assert_cmpuint (json_object_size (json_object_get (ss, "temp")), ==, 0);
  json_decref (ss);
  assert_refused (&run, "wait 1", "dead");
  assert_refused (&run, "use shield", "dead");
  /* Loading is allowed. */
  g_free (play (&run, "load start"));
  g_assert_false (tw_engine_is_dead (run.engine));
  run_free (&run);
}

static void
test_death_drops_remaining_ticks (void)
{
  /* The archer (range 2, 400 a hit, timeCost 2) kills the 1000-hp hero on its 3rd action. */
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 207, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "wait 10");

  g_assert_true (tw_engine_is_dead (run.engine));
  g_assert_cmpint (tw_engine_get_map_turn (run.engine), ==, 6);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 10);
  g_assert_true (g_str_has_suffix (
      log, "act F0:3:1:archer g0 hit\n"
           "{\"ev\":\"death\",\"mapTurn\":6,\"clock\":10,\"reason\":\"archer\",\"hp\":0}\n"));
  run_free (&run);
}

/* --- §7: enemy actions ----------------------------------------------------------- */

static void
test_enemy_chase_path (void)
{
  /* A wall between: the chaser goes around, by the shortest path. */
  Run run = run_new ("{\"F0\": {\"map\": [[0, 0, 0, 0], [0, 0, 1, 205], [0, 0, 0, 0]]}}");
  g_autofree char *log = play (&run, "wait 2");

  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"wait 2\"}\n"
                   "tick 1\nact F0:3:1:chaser g0 moved\n"
                   "tick 2\nact F0:3:0:chaser g0 moved\n");
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 2, 0), ==, TT_ENEMY (E_CHASER));
  run_free (&run);
}

static void
test_enemy_chase_blocked (void)
{
  /* Walled in: no neighbour reaches the hero. */
  Run run = run_new ("{\"F0\": {\"map\": [[0, 0, 1, 0], [0, 0, 1, 205], [0, 0, 1, 0]]}}");
  g_autofree char *log = play (&run, "wait 1");

  g_assert_nonnull (strstr (log, "act F0:3:1:chaser g0 blocked"));
  run_free (&run);
}

static void
test_enemy_chase_shared_field (void)
{
  Run run = run_new ("{\"F0\": {\"map\": [[0, 0, 0, 0, 0, 0, 0, 205], [0, 0, 0, 0, 0, 0, 0, 205],"
                     " [0, 0, 0, 0, 0, 0, 0, 205], [0, 0, 0, 0, 0, 0, 0, 205]]}}");

  g_free (play (&run, "wait 3"));
  /* Four chasers moving for three ticks, the hero and the walls standing
   * still: the distance field was computed once. */
  g_assert_cmpint (tw_engine_get_field_computations (run.engine), ==, 1);
  g_free (play (&run, "move left\nwait 1"));
  g_assert_cmpint (tw_engine_get_field_computations (run.engine), ==, 2);
  run_free (&run);
}

static void
test_enemy_patrol (void)
{
  /* Route (4,0) -> (2,0), looped; the patroller starts at (3,0). */
  Run run = run_new ("{\"F0\": {\"map\": [[0, 0, 0, 206, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]}}");
  g_autofree char *log = play (&run, "wait 5");

  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"wait 5\"}\n"
                   "tick 1\nact F0:3:0:patroller g0 moved\n"
                   "tick 2\nact F0:4:0:patroller g0 moved\n"
                   "tick 3\nact F0:3:0:patroller g0 moved\n"
                   "tick 4\nact F0:2:0:patroller g0 moved\n"
                   "tick 5\nact F0:3:0:patroller g0 moved\n");
  run_free (&run);
}

static void
test_enemy_patrol_blocked (void)
{
  Run run = run_new ("{\"F0\": {\"map\": [[0, 0, 0, 206, 1], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]}}");
  g_autofree char *log = play (&run, "wait 2");

  g_assert_cmpstr (log, ==,
                   "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"wait 2\"}\n"
                   "tick 1\nact F0:3:0:patroller g0 blocked\n"
                   "tick 2\nact F0:3:0:patroller g0 blocked\n");
  run_free (&run);
}

static void
test_enemy_ranged (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 207, 0]", EMPTY_ROW));
  g_autofree char *log = play (&run, "wait 2");

  g_assert_nonnull (strstr (log, "act F0:3:1:archer g0 hit"));
  g_assert_cmpint (hero_int (run.engine, "hp"), ==, 600);
  run_free (&run);
}

static void
test_enemy_summon (void)
{
  Run run = run_new (ROOM ("[0, 0, 0, 208, 0]", EMPTY_ROW, EMPTY_ROW));
  g_autofree char *log = play (&run, "wait 3");
  g_autofree char *next = NULL;

  /* The summon lands on the first empty neighbour (up is outside, right is empty). */
  g_assert_true (g_str_has_suffix (log, "tick 3\nact F0:3:0:summoner g0 summoned\n"));
  g_assert_cmpuint (tw_engine_get_tile (run.engine, NULL, 4, 0), ==, TT_ENEMY (E_CHASER));
  g_assert_cmpint (tw_engine_get_gauge (run.engine, NULL, 4, 0), ==, 0);
  next = play (&run, "wait 1");
  g_assert_nonnull (strstr (next, "act F0:4:0:chaser g0 moved"));
  run_free (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/action/move-free", test_action_move_free);
  g_test_add_func ("/engine/action/wall-refused", test_action_wall_refused);
  g_test_add_func ("/engine/action/outside-refused", test_action_outside_refused);
  g_test_add_func ("/engine/action/door-with-key", test_action_door_with_key);
  g_test_add_func ("/engine/action/door-without-key-refused", test_action_door_without_key_refused);
  g_test_add_func ("/engine/action/pickup-on-move", test_action_pickup_on_move);
  g_test_add_func ("/engine/action/pickup-adjacent", test_action_pickup_adjacent);
  g_test_add_func ("/engine/action/item-effect-js", test_action_item_effect_js);
  g_test_add_func ("/engine/action/bump-battle", test_action_bump_battle);
  g_test_add_func ("/engine/action/bump-cannot-win-refused", test_action_bump_cannot_win);
  g_test_add_func ("/engine/action/moveto", test_action_moveto);
  g_test_add_func ("/engine/action/moveto-avoids-capture", test_action_moveto_avoids_capture);
  g_test_add_func ("/engine/action/moveto-over-stairs", test_action_moveto_over_stairs);
  g_test_add_func ("/engine/action/stairs", test_action_stairs);
  g_test_add_func ("/engine/action/stairs-capture", test_action_stairs_capture);
  g_test_add_func ("/engine/action/tool", test_action_tool);
  g_test_add_func ("/engine/action/wait", test_action_wait);
  g_test_add_func ("/engine/action/move-n-frames", test_action_move_n_frames);
  g_test_add_func ("/engine/action/ui-only-no-time", test_action_ui_only);
  g_test_add_func ("/engine/skill/status-no-time", test_skill_status_no_time);
  g_test_add_func ("/engine/spec10/status-skill-no-time-layer-per-battle",
                   spec10_status_skill_no_time_layer_per_battle);
  g_test_add_func ("/engine/skill/refresh-stack-replace", test_skill_refresh_stack_replace);
  g_test_add_func ("/engine/skill/battle-exclusive", test_skill_battle_exclusive);
  g_test_add_func ("/engine/skill/battle-toggle", test_skill_battle_toggle);
  g_test_add_func ("/engine/skill/flag-skill-both-ways", test_skill_flag_both_ways);
  g_test_add_func ("/engine/skill/remote-stops-at-walls", test_skill_remote_stops_at_walls);
  g_test_add_func ("/engine/skill/cancel", test_skill_cancel);
  g_test_add_func ("/engine/skill/remote", test_skill_remote);
  g_test_add_func ("/engine/skill/recover", test_skill_recover);
  g_test_add_func ("/engine/spec10/remote-recover-take-time-enemies-answer",
                   spec10_remote_recover_take_time_enemies_answer);
  g_test_add_func ("/engine/skill/effect-applies", test_skill_effect_applies);
  g_test_add_func ("/engine/spec10/battle-cost-is-max-not-sum", spec10_battle_cost_is_max_not_sum);
  g_test_add_func ("/engine/battle/cost-before-layer", test_battle_cost_before_layer);
  g_test_add_func ("/engine/spec10/multi-capture-layer-per-battle",
                   spec10_multi_capture_layer_per_battle);
  g_test_add_func ("/engine/battle/capture-block-order", test_battle_capture_block_order);
  g_test_add_func ("/engine/battle/no-capture-after-death-in-tick",
                   test_battle_no_capture_after_death_in_tick);
  g_test_add_func ("/engine/battle/capturer-moved-away", test_battle_capturer_moved_away);
  g_test_add_func ("/engine/battle/contact-only-in-tick-stops-captures",
                   test_battle_contact_only_in_tick_stops_captures);
  g_test_add_func ("/engine/battle/capture-defeat-stops", test_battle_capture_defeat_stops);
  g_test_add_func ("/engine/spec10/boss-contact-battle-only-one-battle",
                   spec10_boss_contact_battle_only_one_battle);
  g_test_add_func ("/engine/battle/enemy-steps-in", test_battle_enemy_steps_in);
  g_test_add_func ("/engine/spec10/death-clears-skill-state", spec10_death_clears_skill_state);
  g_test_add_func ("/engine/death/drops-remaining-ticks", test_death_drops_remaining_ticks);
  g_test_add_func ("/engine/enemy/chase-path", test_enemy_chase_path);
  g_test_add_func ("/engine/enemy/chase-blocked", test_enemy_chase_blocked);
  g_test_add_func ("/engine/enemy/chase-shared-field", test_enemy_chase_shared_field);
  g_test_add_func ("/engine/enemy/patrol", test_enemy_patrol);
  g_test_add_func ("/engine/enemy/patrol-blocked", test_enemy_patrol_blocked);
  g_test_add_func ("/engine/enemy/ranged", test_enemy_ranged);
  g_test_add_func ("/engine/enemy/summon", test_enemy_summon);
  return g_test_run ();
}
