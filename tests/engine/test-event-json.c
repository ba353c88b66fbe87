/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-event-json.c: trace objects back to events (tw_event_from_json).
 *
 * Every line of every golden trace in tests/sim, read back and written
 * again, is the same bytes; so is every event of a run with the schedule
 * events on. The parts of a runtimeId an event carries spell the runtimeId.
 */
#include "engine/tw-trace-writer.h"
#include "tw-test-util.h"

#include <string.h>

static char *
read_case_file (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* @line (no newline) read as an event and written again by the trace writer. */
static char *
round_trip (const char *line)
{
  json_error_t json_error;
  json_t *object = json_loads (line, 0, &json_error);
  g_autoptr (GString) scratch = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  GString *out = g_string_new (NULL);
  TwTraceWriter *writer = tw_trace_writer_new_for_string (out, TW_TRACE_FORMAT_JSONL);
  TwEvent ev;

  g_assert_nonnull (object);
  g_assert_true (tw_event_from_json (object, &ev, scratch, &error));
  g_assert_no_error (error);
  json_t *again = tw_event_to_json (&ev);
  g_assert_true (tw_trace_writer_write (writer, again, &error));
  g_assert_no_error (error);
  json_decref (again);
  json_decref (object);
  tw_trace_writer_free (writer);
  g_strchomp (out->str);
  return g_string_free (out, FALSE);
}

static guint
assert_lines_round_trip (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0')
        continue;
      g_autofree char *again = round_trip (lines[i]);
      g_assert_cmpstr (again, ==, lines[i]);
      n++;
    }
  return n;
}

static void
test_golden_case (gconstpointer data)
{
  g_autofree char *trace = read_case_file (data, "expected-trace.jsonl");
  g_assert_cmpuint (assert_lines_round_trip (trace), >, 0);
}

/* Writes the trace lines and checks that each enemy's parts spell its runtimeId. */
static void
collect_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  json_t *object = tw_event_to_json (ev);
  g_autoptr (GError) error = NULL;

  g_assert_true (tw_trace_writer_write (data, object, &error));
  g_assert_no_error (error);
  json_decref (object);
  if (ev->enemy != NULL)
    {
      g_autofree char *spelled
          = g_strdup_printf ("%s:%d:%d:%s", ev->enemy_floor, ev->x, ev->y, ev->enemy_id);
      g_assert_cmpstr (spelled, ==, ev->enemy);
    }
  if (ev->to != NULL)
    {
      g_autofree char *spelled
          = g_strdup_printf ("%s:%d:%d:%s", ev->enemy_floor, ev->to_x, ev->to_y, ev->enemy_id);
      g_assert_cmpstr (spelled, ==, ev->to);
    }
  (void)engine;
}

static void
play_case (const char *dir, GString *lines)
{
  g_autofree char *tower_text = read_case_file (dir, "tower.json");
  g_autofree char *script_text = read_case_file (dir, "script");
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  TwTower *tower = tt_tower_from_text (tower_text);
  TwEngine *engine = tw_engine_new (tower);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_string (lines, TW_TRACE_FORMAT_JSONL);

  tw_engine_set_event_sink (engine, collect_sink, writer, NULL);
  tw_engine_set_schedule_events (engine, TRUE);
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
  tw_engine_free (engine);
  tw_tower_unref (tower);
}

/* With the schedule events on, every kind of event makes the round trip,
 * and the enemies the engine names carry their parts. */
static void
test_schedule_events (gconstpointer data)
{
  g_autoptr (GString) lines = g_string_new (NULL);
  play_case (data, lines);
  assert_lines_round_trip (lines->str);
}

static void
test_runtime_id_parts (void)
{
  /* A floor id may hold ':'; the last three fields are x, y and the enemy. */
  json_t *object = json_loads ("{\"ev\":\"enemy_act\",\"mapTurn\":3,\"clock\":5,"
                               "\"enemy\":\"tower:MT1:4:7:greenSlime\",\"actType\":\"chase\","
                               "\"gauge\":2,\"result\":\"moved\",\"timeCost\":3,"
                               "\"to\":\"tower:MT1:4:8:greenSlime\",\"hp\":90}",
                               0, NULL);
  g_autoptr (GString) scratch = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  TwEvent ev;

  g_assert_true (tw_event_from_json (object, &ev, scratch, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ev.kind, ==, TW_EVENT_ENEMY_ACT);
  g_assert_cmpint (ev.map_turn, ==, 3);
  g_assert_cmpint (ev.clock, ==, 5);
  g_assert_cmpstr (ev.enemy_floor, ==, "tower:MT1");
  g_assert_cmpstr (ev.enemy_id, ==, "greenSlime");
  g_assert_cmpint (ev.x, ==, 4);
  g_assert_cmpint (ev.y, ==, 7);
  g_assert_cmpint (ev.to_x, ==, 4);
  g_assert_cmpint (ev.to_y, ==, 8);
  g_assert_cmpint (ev.act_type, ==, TW_ACT_CHASE);
  g_assert_cmpint (ev.result, ==, TW_RESULT_MOVED);
  g_assert_cmpint (ev.time_cost, ==, 3);
  g_assert_cmpint (ev.hp, ==, 90);
  json_decref (object);
}

static void
assert_refused (const char *text, gint code)
{
  json_t *object = json_loads (text, 0, NULL);
  g_autoptr (GString) scratch = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  TwEvent ev;

  g_assert_nonnull (object);
  g_assert_false (tw_event_from_json (object, &ev, scratch, &error));
  g_assert_error (error, TW_ENGINE_ERROR, code);
  json_decref (object);
}

static void
test_errors (void)
{
  assert_refused ("{\"ev\":\"tick\",\"mapTurn\":1}", TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("[1,2]", TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("{\"ev\":\"teleport\",\"mapTurn\":1,\"clock\":1}", TW_ENGINE_ERROR_UNKNOWN_EVENT);
  assert_refused ("{\"ev\":\"enemy_act\",\"mapTurn\":1,\"clock\":1,\"result\":\"flew\"}",
                  TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("{\"ev\":\"battle\",\"mapTurn\":1,\"clock\":1,\"result\":\"moved\"}",
                  TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("{\"ev\":\"battle\",\"mapTurn\":1,\"clock\":1,\"initiator\":\"fate\"}",
                  TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("{\"ev\":\"status\",\"mapTurn\":1,\"clock\":1,\"op\":\"maybe\"}",
                  TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("{\"ev\":\"enemy_join\",\"mapTurn\":1,\"clock\":1,\"actType\":\"fly\"}",
                  TW_ENGINE_ERROR_INVALID_EVENT);
  assert_refused ("{\"ev\":\"action\",\"mapTurn\":1,\"clock\":1,\"action\":7}",
                  TW_ENGINE_ERROR_INVALID_EVENT);
}

/* Every name the engine writes reads back as the same value. */
static void
test_names (void)
{
  for (TwEventKind k = TW_EVENT_ACTION; k <= TW_EVENT_ENEMY_MIGRATE; k++)
    {
      TwEventKind back;
      g_assert_true (tw_event_kind_from_string (tw_event_kind_to_string (k), &back));
      g_assert_cmpint (back, ==, k);
    }
  for (TwEventResult r = 0; r < TW_N_RESULTS; r++)
    {
      TwEventResult back;
      g_assert_true (tw_event_result_from_string (tw_event_result_to_string (r), &back));
      g_assert_cmpint (back, ==, r);
    }
  for (TwBattleInitiator i = 0; i < TW_N_BATTLE_INITIATORS; i++)
    {
      TwBattleInitiator back;
      g_assert_true (tw_battle_initiator_from_string (tw_battle_initiator_to_string (i), &back));
      g_assert_cmpint (back, ==, i);
    }
  for (TwStatusOp op = 0; op < TW_N_STATUS_OPS; op++)
    {
      TwStatusOp back;
      g_assert_true (tw_status_op_from_string (tw_status_op_to_string (op), &back));
      g_assert_cmpint (back, ==, op);
    }
  for (TwActType t = 0; t < TW_N_ACT_TYPES; t++)
    {
      TwActType back;
      g_assert_true (tw_act_type_from_string (tw_act_type_to_string (t), &back));
      g_assert_cmpint (back, ==, t);
    }
  TwEventResult unused;
  g_assert_false (tw_event_result_from_string ("win", &unused));
  g_assert_false (tw_event_result_from_string (NULL, &unused));
}

static gint
sort_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *)a, *(char *const *)b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_autofree char *root = g_test_build_filename (G_TEST_DIST, "sim", NULL);
  g_autoptr (GDir) dir = g_dir_open (root, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, sort_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *golden = g_strconcat ("/engine/event-json/golden/", n, NULL);
      g_autofree char *schedule = g_strconcat ("/engine/event-json/schedule/", n, NULL);
      g_test_add_data_func_full (golden, g_build_filename (root, n, NULL), test_golden_case,
                                 g_free);
      g_test_add_data_func_full (schedule, g_build_filename (root, n, NULL), test_schedule_events,
                                 g_free);
    }
  g_test_add_func ("/engine/event-json/runtime-id-parts", test_runtime_id_parts);
  g_test_add_func ("/engine/event-json/errors", test_errors);
  g_test_add_func ("/engine/event-json/names", test_names);
  return g_test_run ();
}
