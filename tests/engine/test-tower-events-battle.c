/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tower-events-battle.c: tower event commands about whole enemy
 * definitions (docs/rules.md §11.3, §11.10): `battle` by enemy id, and
 * `setEnemy` of the map-turn fields. Each test
 * names the mota-js 2.x function whose meaning it checks; the figures are
 * worked out by hand from it.
 */
#include "tower-events-fixture.h"

#include "engine/tw-trace-writer.h"

static const char *slime_and_dragon
    = "{'slime': {'hp': 50, 'atk': 120, 'def': 0, 'money': 3, 'exp': 2, 'timeCost': 5},"
      " 'dragon': {'hp': 1000, 'atk': 1000, 'def': 0, 'money': 99, 'exp': 99}}";

/* Every event's trace line (JSON Lines), as `simulate --trace` writes them. */
static void
trace_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_trace_writer_write_event (data, ev, &error));
  g_assert_no_error (error);
}

static TwTower *
battle_tower (const char *events)
{
  g_autofree char *floors
      = g_strdup_printf ("{'F0': {'map': [[0, 0, 0]], 'events': {'1,0': %s}}}", events);
  return tower_take_json (tower_json_sq (slime_and_dragon, floors));
}

static gint64
hero_int (Run *run, const char *name)
{
  return json_integer_value (hero_field (run, name));
}

/* events.js `_action_battle` with an id: `battle (id, null, null, true)`,
 * then functions.js `afterBattle (enemyId)` with no x, y: the damage of
 * the definition as setEnemy changed it, the loot, no block removed. The
 * slime, set to hp 250, against the hero (hp 1000, atk 100, def 100):
 * ceil (250 / 100) = 3 rounds, the slime hitting twice for 120 - 100 = 20:
 * 40 damage; money 3 and exp 2. The battle is named on the current floor
 * at -1:-1 and, as every forced battle, takes no map time (the clock is
 * the move's one tick); its cost is still settled (final 1). */
static void
test_battle_by_id (void)
{
  Run run;
  GString *trace = g_string_new (NULL);
  TwTraceWriter *writer = tw_trace_writer_new_for_string (trace, TW_TRACE_FORMAT_JSONL);

  run_on (&run, battle_tower ("[{'type': 'setEnemy', 'id': 'slime', 'name': 'hp', 'value': 250},"
                              " {'type': 'battle', 'id': 'slime'},"
                              " {'type': 'setValue', 'name': 'flag:after', 'value': 1}]"));
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 setEnemy\n"
                   "event events F0 1,0 battle\n"
                   "battle F0:-1:-1:slime\n"
                   "event events F0 1,0 setValue\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 960);
  g_assert_cmpint (hero_int (&run, "money"), ==, 3);
  g_assert_cmpint (hero_int (&run, "exp"), ==, 2);
  g_assert_cmpint (tw_engine_get_clock (run.engine), ==, 1);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "after")), ==, 1);

  /* The trace line of the second such battle (the hero steps back on the
   * cell): 960 - 40 = 920 hp. */
  tw_engine_set_event_sink (run.engine, trace_sink, writer, NULL);
  play (&run, "move left\nmove right\n");
  g_assert_true (
      strstr (trace->str,
              "{\"ev\":\"battle\",\"mapTurn\":3,\"clock\":3,\"enemy\":\"F0:-1:-1:slime\","
              "\"initiator\":\"hero\",\"damage\":40,\"result\":\"success\","
              "\"settle\":{\"base\":1,\"statusMax\":0,\"battleSkill\":0,\"final\":1},"
              "\"hp\":920}\n")
      != NULL);
  g_assert_cmpint (hero_int (&run, "money"), ==, 6);
  tw_trace_writer_free (writer);
  g_string_free (trace, TRUE);
  run_end (&run);
}

/* functions.js `afterBattle`: `damage >= hp` is `lose`; nothing after it
 * runs. An unknown id is a skip (mota-js would fail on it). */
static void
test_battle_by_id_lost (void)
{
  Run run;
  run_on (&run, battle_tower ("[{'type': 'battle', 'id': 'nobody'},"
                              " {'type': 'battle', 'id': 'dragon'},"
                              " {'type': 'setValue', 'name': 'flag:after', 'value': 1}]"));
  play (&run, "move right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "skip events F0 1,0 battle (unknown enemy)\n"
                   "event events F0 1,0 battle\n"
                   "battle F0:-1:-1:dragon\n"
                   "death battle\n");
  g_assert_cmpint (hero_int (&run, "hp"), ==, 0);
  g_assert_cmpint (hero_int (&run, "money"), ==, 0);
  g_assert_null (saved_flag (&run, "after"));
  run_end (&run);
}

static void
collect_commands (const TwEventCommandInfo *info, gpointer data)
{
  g_string_append_printf (data, "%s %s\n", info->command,
                          info->skip_reason ? info->skip_reason : "played");
}

/* `turnwright-cli coverage` counts a battle by a known id as played. */
static void
test_battle_by_id_coverage (void)
{
  TwTower *t = battle_tower ("[{'type': 'battle', 'id': 'slime'}, {'type': 'battle', 'id': 'x'}]");
  GString *out = g_string_new (NULL);

  tw_tower_foreach_event_command (t, collect_commands, out);
  g_assert_cmpstr (out->str, ==, "battle played\nbattle unknown enemy\n");
  g_string_free (out, TRUE);
  tw_tower_unref (t);
}

/* The fixture's lines, and each enemy action's "act ENEMY ACTTYPE RESULT". */
static void
act_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  if (ev->kind == TW_EVENT_ENEMY_ACT)
    g_string_append_printf (data, "act %s %s %s\n", ev->enemy, tw_act_type_to_string (ev->act_type),
                            tw_event_result_to_string (ev->result));
  else
    sink (engine, ev, data);
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
  tw_engine_set_event_sink (run->engine, act_sink, run->log, NULL);
}

/* events.js `setEnemy` of Turnwright's map-turn fields (docs/rules.md
 * §11.10, §7): the slime (timeCost 5) at (5,0) becomes a chaser of range 3
 * (a JavaScript string literal, an object). At clock 5 the hero at (1,0)
 * is 4 away: idle; at clock 10, from (2,0), 3 away: it steps to (4,0).
 * The change outlives a save and a load: at clock 15 it steps to (3,0),
 * next to the hero. */
static void
test_set_enemy_act_type (void)
{
  Run run;
  run_on (
      &run,
      tower_take_json (tower_json_sq (
          slime_and_dragon,
          "{'F0': {'map': [[0, 0, 0, 0, 0, 201]], 'events': {'1,0': ["
          " {'type': 'setEnemy', 'id': 'slime', 'name': 'actType', 'value': '\\u0027chase\\u0027'},"
          " {'type': 'setEnemy', 'id': 'slime', 'name': 'actArgs', 'value': "
          "'{\\u0022range\\u0022: 3}'}]}}}")));
  tw_engine_set_event_sink (run.engine, act_sink, run.log, NULL);
  play (&run, "move right\nwait 4\nmove right\nwait 4\n");
  reload (&run);
  play (&run, "wait 5\n");
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 setEnemy\n"
                   "event events F0 1,0 setEnemy\n"
                   "act F0:5:0:slime chase idle\n"
                   "act F0:5:0:slime chase moved\n"
                   "act F0:4:0:slime chase moved\n");
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 3, 0), ==, 201);
  run_end (&run);
}

/* setEnemy of `priority` (docs/rules.md §7, §11.10): two enemies due on
 * the same tick act highest priority first, then in list order; the bat
 * (after the slime in the list) raised to 5 acts first from then on. */
static void
test_set_enemy_priority (void)
{
  Run run;
  run_on (&run, tower_take_json (tower_json_sq (
                    "{'slime': {'hp': 50, 'atk': 120, 'def': 0, 'timeCost': 2},"
                    " 'bat': {'hp': 50, 'atk': 120, 'def': 0, 'timeCost': 2}}",
                    "{'F0': {'map': [[0, 0, 0, 201, 202]], 'events': {'1,0': ["
                    " {'type': 'setEnemy', 'id': 'bat', 'name': 'priority', 'value': 5}]}}}")));
  tw_engine_set_event_sink (run.engine, act_sink, run.log, NULL);
  play (&run, "wait 2\nmove right\nwait 1\n");
  g_assert_cmpstr (run.log->str, ==,
                   "act F0:3:0:slime idle idle\n"
                   "act F0:4:0:bat idle idle\n"
                   "event events F0 1,0 setEnemy\n"
                   "act F0:4:0:bat idle idle\n"
                   "act F0:3:0:slime idle idle\n");
  run_end (&run);
}

/* setEnemy of `contactBattleOnly` (docs/rules.md §3.9): once the catcher
 * (special 27) is a boss, the first of the two next to the hero after his
 * step (up, left, right, down: (3,0) first) ends the frame's capture
 * battles; (2,1) does not fight. */
static void
test_set_enemy_contact_battle_only (void)
{
  Run run;
  run_on (&run, tower_take_json (tower_json_sq (
                    "{'catcher': {'hp': 10, 'atk': 0, 'def': 0, 'special': 27}}",
                    "{'F0': {'map': [[0, 0, 0, 201], [0, 0, 201, 0]], 'events': {'1,0': ["
                    " {'type': 'setEnemy', 'id': 'catcher', 'name': 'contactBattleOnly',"
                    " 'value': 'true'}]}}}")));
  play (&run, "move right\nmove right\n");
  g_assert_cmpstr (run.log->str, ==,
                   "event events F0 1,0 setEnemy\n"
                   "battle F0:3:0:catcher\n");
  g_assert_cmpint (tw_engine_get_tile (run.engine, "F0", 2, 1), ==, 201);
  run_end (&run);
}

/* Coverage: setEnemy of a map-turn field is played; setEnemyOnPoint of
 * one still is not (one enemy's turn fields are not kept per cell). */
static void
test_set_enemy_coverage (void)
{
  TwTower *t = battle_tower ("[{'type': 'setEnemy', 'id': 'slime', 'name': 'priority', 'value': 1},"
                             " {'type': 'setEnemyOnPoint', 'loc': [[2, 0]], 'name': 'actType',"
                             " 'value': '\\u0027chase\\u0027'}]");
  GString *out = g_string_new (NULL);

  tw_tower_foreach_event_command (t, collect_commands, out);
  g_assert_cmpstr (out->str, ==, "setEnemy played\nsetEnemyOnPoint map-turn field not simulated\n");
  g_string_free (out, TRUE);
  tw_tower_unref (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/events/battle-by-id", test_battle_by_id);
  g_test_add_func ("/events/battle-by-id-lost", test_battle_by_id_lost);
  g_test_add_func ("/events/battle-by-id-coverage", test_battle_by_id_coverage);
  g_test_add_func ("/events/set-enemy-act-type", test_set_enemy_act_type);
  g_test_add_func ("/events/set-enemy-priority", test_set_enemy_priority);
  g_test_add_func ("/events/set-enemy-contact-battle-only", test_set_enemy_contact_battle_only);
  g_test_add_func ("/events/set-enemy-coverage", test_set_enemy_coverage);
  return g_test_run ();
}
