/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tower-events-battle.c: tower event commands about enemies that
 * stand on no cell (docs/rules.md §11.3): `battle` by enemy id. Each test
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
  g_assert_true (strstr (trace->str,
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/events/battle-by-id", test_battle_by_id);
  g_test_add_func ("/events/battle-by-id-lost", test_battle_by_id_lost);
  g_test_add_func ("/events/battle-by-id-coverage", test_battle_by_id_coverage);
  return g_test_run ();
}
