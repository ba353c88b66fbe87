/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-state.c: the saved state, one test per rule (docs/rules.md §8), on
 * the tower of play-fixture.h. */
#include "engine/tw-trace-writer.h"
#include "play-fixture.h"

/* --- §8: saved state -------------------------------------------------------------- */

/* The state written directly (tw_engine_write_state, a session's snapshots)
 * is byte for byte the state's tree dumped compact. */
static void
assert_text_same (TwEngine *engine)
{
  json_t *state = tw_engine_save_state (engine);
  g_autofree char *dumped = json_dumps (state, JSON_COMPACT);
  g_autoptr (GString) text = g_string_new ("before:");

  g_assert_true (tw_engine_write_state (engine, text));
  g_assert_cmpstr (text->str + strlen ("before:"), ==, dumped);
  json_decref (state);
}

static void
test_state_spec_names (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 0, 205, 0]", EMPTY_ROW));
  json_t *state, *flags, *mts, *ss;

  g_free (play (&run, "use shield\nskill skill2\nwait 1"));
  assert_text_same (run.engine);
  state = tw_engine_save_state (run.engine);
  flags = json_object_get (state, "flags");
  mts = json_object_get (flags, "mapTurnState");
  ss = json_object_get (flags, "skillState");
  g_assert_cmpstr (json_string_value (json_object_get (state, "floorId")), ==, "F0");
  g_assert_true (json_is_true (json_object_get (flags, "mapTurnEnabled")));
  g_assert_cmpint (json_integer_value (json_object_get (mts, "clock")), ==, 1);
  g_assert_cmpint (json_integer_value (json_object_get (mts, "mapTurn")), ==, 1);
  g_assert_true (
      json_is_object (json_object_get (json_object_get (mts, "enemyActionGauge"), "F0")));
  g_assert_true (json_is_integer (json_object_get (
      json_object_get (json_object_get (mts, "enemyActionGauge"), "F0"), "F0:2:1:chaser")));
  g_assert_cmpstr (
      json_string_value (json_object_get (
          json_array_get (json_object_get (json_object_get (mts, "activeEnemiesByFloor"), "F0"), 0),
          "runtimeId")),
      ==, "F0:2:1:chaser");
  g_assert_true (json_is_integer (json_object_get (mts, "activeEnemiesVersion")));
  g_assert_true (
      json_is_object (json_object_get (json_object_get (ss, "activeStatusSkills"), "shield")));
  g_assert_cmpstr (json_string_value (json_object_get (ss, "activeBattleSkillId")), ==, "skill2");
  g_assert_true (json_is_object (json_object_get (ss, "temp")));
  g_assert_cmpint (json_integer_value (json_object_get (flags, "skill")), ==, 2);
  g_assert_cmpint (json_integer_value (json_object_get (
                       json_object_get (json_object_get (state, "hero"), "loc"), "x")),
                   ==, 1);
  json_decref (state);
  run_free (&run);
}

static void
spec10_save_load_layers_and_time_continue (void)
{
  const char *floors
      = "{\"F0\": {\"map\": [[0, 0, 0, 206, 0], [0, 0, 0, 0, 205], [0, 208, 0, 0, 0]]},"
        " \"F1\": {\"map\": [[205]]}}";
  Run a = run_new (floors), b = run_new (floors);
  g_autofree char *la = NULL, *lb = NULL;
  json_t *state, *sa, *sb;
  gint64 map_turn;

  g_free (play (&a, "use shield\nwait 4\nmove down"));
  state = tw_engine_save_state (a.engine);
  map_turn = tw_engine_get_map_turn (a.engine);
  g_assert_cmpint (map_turn, >, 5);
  la = play (&a, "wait 7\nmove left\nwait 3");
  assert_text_same (a.engine); /* two floors, one of them left */
  /* A fresh engine loads the state and goes on. */
  g_assert_true (tw_engine_load_state (b.engine, state, NULL));
  g_assert_cmpint (tw_engine_get_map_turn (b.engine), ==, map_turn); /* a load keeps mapTurn */
  g_free (tt_log_take (b.log));
  lb = play (&b, "wait 7\nmove left\nwait 3");
  g_assert_cmpstr (la, ==, lb);
  sa = tw_engine_save_state (a.engine);
  sb = tw_engine_save_state (b.engine);
  g_assert_true (json_equal (sa, sb));
  json_decref (state);
  json_decref (sa);
  json_decref (sb);
  run_free (&a);
  run_free (&b);
}

/* A save whose activeEnemiesByFloor is @edited (NULL: deleted) goes on as
 * the intact save does (docs/rules.md §8): the list is rebuilt once, each
 * enemy keeps its gauge and patrol target by runtimeId. Only the cache's
 * version (one rebuild more) may differ. */
static void
assert_cache_rebuilt (const char *floors, const char *before, json_t *edited, const char *after)
{
  Run a = run_new (floors), b = run_new (floors);
  g_autofree char *la = NULL, *lb = NULL;
  json_t *state, *broken, *mts, *sa, *sb;

  g_free (play (&a, before));
  state = tw_engine_save_state (a.engine);
  broken = json_deep_copy (state);
  mts = json_object_get (json_object_get (broken, "flags"), "mapTurnState");
  if (edited)
    json_object_set_new (mts, "activeEnemiesByFloor", edited);
  else
    json_object_del (mts, "activeEnemiesByFloor");
  g_assert_true (tw_engine_load_state (a.engine, state, NULL));
  g_assert_true (tw_engine_load_state (b.engine, broken, NULL));
  g_free (tt_log_take (a.log));
  g_free (tt_log_take (b.log));
  la = play (&a, after);
  lb = play (&b, after);
  g_assert_cmpstr (la, ==, lb);
  sa = tw_engine_save_state (a.engine);
  sb = tw_engine_save_state (b.engine);
  json_object_del (json_object_get (json_object_get (sa, "flags"), "mapTurnState"),
                   "activeEnemiesVersion");
  json_object_del (json_object_get (json_object_get (sb, "flags"), "mapTurnState"),
                   "activeEnemiesVersion");
  g_assert_true (json_equal (sa, sb));
  json_decref (state);
  json_decref (broken);
  json_decref (sa);
  json_decref (sb);
  run_free (&a);
  run_free (&b);
}

/* A patroller (its target is per-instance state) and a far archer
 * (timeCost 2: gauge 1 after an odd tick). */
#define CACHE_ROOM ROOM ("[0, 0, 0, 0, 206]", EMPTY_ROW, "[0, 0, 0, 0, 207]")

static void
test_state_cache_missing (void)
{
  assert_cache_rebuilt (CACHE_ROOM, "wait 3", NULL, "wait 6\nmove left\nwait 3");
}

static void
test_state_cache_ghost_never_acts (void)
{
  /* The cache names a patroller at (0, 2), where nothing stands, and
   * forgets the archer: the ghost must not act, the archer must. */
  json_t *ghost
      = json_pack ("{s:[{s:s, s:i, s:i, s:s}, {s:s, s:i, s:i, s:s}]}", "F0", "runtimeId",
                   "F0:0:2:patroller", "x", 0, "y", 2, "enemyId", "patroller", "runtimeId",
                   "F0:2:0:patroller", "x", 2, "y", 0, "enemyId", "patroller");
  assert_cache_rebuilt (CACHE_ROOM, "wait 3", ghost, "wait 6\nmove left\nwait 3");
}

static void
test_state_round_trip (void)
{
  Run run = run_new (ROOM ("[0, 0, 0, 206, 0]", "[0, 0, 201, 0, 205]", EMPTY_ROW));
  json_t *first, *second;

  g_free (play (&run, "skill fireball right\nuse replacer\nwait 3"));
  tw_engine_hide_block (run.engine, NULL, 0, 0);
  assert_text_same (run.engine); /* blocks, hidden, enemies' hp and patrol targets */
  first = tw_engine_save_state (run.engine);
  g_assert_true (tw_engine_load_state (run.engine, first, NULL));
  second = tw_engine_save_state (run.engine);
  g_assert_true (json_equal (first, second));
  json_decref (first);
  json_decref (second);
  run_free (&run);
}

/* Strings that need escaping: a floor id with a backslash or a quote and a
 * letter beyond ASCII (in every runtimeId of its enemies), and a field the
 * hero keeps without knowing it. The written text escapes them as jansson. */
static void
test_state_text_escapes (void)
{
  static const char *const floors[] = {
    "{\"F\\\\\\u00e9\": {\"map\": [[0, 206, 0, 207, 0], " EMPTY_ROW ", [0, 0, 0, 208, 0]]}}",
    "{\"F\\\"\\u00e9\": {\"map\": [[0, 206, 0, 207, 0], " EMPTY_ROW ", [0, 0, 0, 208, 0]]}}",
  };
  static const char *const ids[] = { "F\\\u00e9", "F\"\u00e9" };

  for (guint i = 0; i < G_N_ELEMENTS (floors); i++)
    {
      Run run = run_new (floors[i]);
      json_t *state;

      g_free (play (&run, "wait 3"));
      assert_text_same (run.engine);
      state = tw_engine_save_state (run.engine);
      g_assert_cmpstr (json_string_value (json_object_get (state, "floorId")), ==, ids[i]);
      json_object_set_new (json_object_get (state, "hero"), "we\"ird\\key\n",
                           json_string ("tab\there \u00e9\u4e2d \x01"));
      g_assert_true (tw_engine_load_state (run.engine, state, NULL));
      g_free (play (&run, "wait 5\nmove right"));
      assert_text_same (run.engine);
      json_decref (state);
      run_free (&run);
    }
}

static void
test_state_invalid (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW));
  const char *bad[] = {
    "[]",
    "{\"floorId\": \"nowhere\", \"hero\": {\"loc\": {}}}",
    "{\"floorId\": \"F0\"}",
    "{\"floorId\": \"F0\", \"hero\": {\"loc\": {}}, \"floors\": {\"F0\": {\"blocks\": {\"9,9\": "
    "1}}}}",
    "{\"floorId\": \"F0\", \"hero\": {\"loc\": {}}, \"flags\": {\"mapTurnState\": "
    "{\"activeEnemiesByFloor\": {\"F0\": {}}}}}",
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      json_t *state = json_loads (bad[i], 0, NULL);
      g_assert_false (tw_engine_load_state (run.engine, state, &error));
      g_assert_error (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_INVALID_STATE);
      json_decref (state);
    }
  run_free (&run);
}

/* Replaces numbers and strings of @node at random, in place. */
static void
mutate (GRand *r, json_t *node)
{
  const char *key;
  json_t *value;
  size_t i;

  if (json_is_object (node))
    {
      json_object_foreach (node, key, value)
      {
        if (g_rand_int_range (r, 0, 12) == 0
            && (json_is_number (value) || json_is_string (value) || json_is_null (value)))
          {
            switch (g_rand_int_range (r, 0, 5))
              {
              case 0:
                json_object_set_new (node, key, json_integer (g_rand_int_range (r, -5, 15)));
                break;
              case 1:
                json_object_set_new (node, key, json_integer (G_MAXINT32 + (json_int_t)7));
                break;
              case 2:
                json_object_set_new (node, key, json_string ("F0"));
                break;
              case 3:
                json_object_set_new (node, key, json_null ());
                break;
              default:
                json_object_set_new (node, key, json_real (-0.5));
              }
          }
        else
          mutate (r, value);
      }
    }
  else if (json_is_array (node))
    json_array_foreach (node, i, value) mutate (r, value);
}

static void
test_state_fuzz (void)
{
  const char *floors
      = "{\"F0\": {\"map\": [[0, 206, 0, 0, 0], [0, 0, 201, 0, 205], [0, 208, 0, 207, 0]]},"
        " \"F1\": {\"map\": [[205, 0]]}}";
  Run run = run_new (floors);
  g_autoptr (GRand) r = g_rand_new_with_seed (11);
  json_t *good;
  guint i;

  g_free (play (&run, "use shield\nskill fireball right\nwait 3"));
  good = tw_engine_save_state (run.engine);
  for (i = 0; i < 400; i++)
    {
      json_t *bad = json_deep_copy (good);
      mutate (r, bad);
      /* Whatever it holds, a load either works or fails cleanly, and the
       * engine goes on playing. */
      tw_engine_load_state (run.engine, bad, NULL);
      assert_text_same (run.engine);
      g_free (play (&run, "wait 2\nmove up\nmoveto 4 0\nskill fireball left\nmove down"));
      assert_text_same (run.engine);
      json_decref (bad);
    }
  json_decref (good);
  run_free (&run);
}

static void
test_state_reset (void)
{
  Run run = run_new (ROOM (EMPTY_ROW, "[0, 0, 201, 0, 0]", EMPTY_ROW));
  json_t *start = tw_engine_save_state (run.engine), *again;

  g_free (play (&run, "use shield\nmove right\nwait 3"));
  tw_engine_reset (run.engine);
  assert_text_same (run.engine);
  again = tw_engine_save_state (run.engine);
  g_assert_true (json_equal (start, again));
  json_decref (start);
  json_decref (again);
  run_free (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/spec10/save-load-layers-and-time-continue",
                   spec10_save_load_layers_and_time_continue);
  g_test_add_func ("/engine/state/spec-names", test_state_spec_names);
  g_test_add_func ("/engine/state/round-trip", test_state_round_trip);
  g_test_add_func ("/engine/state/cache-missing-rebuilt", test_state_cache_missing);
  g_test_add_func ("/engine/state/cache-ghost-never-acts", test_state_cache_ghost_never_acts);
  g_test_add_func ("/engine/state/invalid", test_state_invalid);
  g_test_add_func ("/engine/state/text-escapes", test_state_text_escapes);
  g_test_add_func ("/engine/state/reset", test_state_reset);
  g_test_add_func ("/engine/state/fuzz", test_state_fuzz);
  return g_test_run ();
}
