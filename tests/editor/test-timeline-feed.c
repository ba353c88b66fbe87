/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-timeline-feed.c: one feed for the engine's events and for traces.
 *
 * The session's timeline (events fed live) and the timeline loaded from the
 * engine's trace of the same play, with the schedule events on, are the
 * same rows, gauges, cells, battles and lanes: both go through
 * tw_timeline_feed_event. And the other spellings a trace may use still
 * load.
 */
#include <string.h>

#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-feed.h"
#include "engine/tw-trace-writer.h"
#include "timeline-test-util.h"

static void
write_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  json_t *object = tw_event_to_json (ev);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_trace_writer_write (data, object, &error));
  g_assert_no_error (error);
  json_decref (object);
  (void)engine;
}

/* The script played on a bare engine with the schedule events on (from its
 * start: a reset reports the start floor's list joining), as a trace. */
static char *
schedule_trace (void)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (json_object_get (root, "tower"), &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  GString *text = g_string_new (NULL);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_string (text, TW_TRACE_FORMAT_JSONL);
  tw_engine_set_event_sink (engine, write_sink, writer, NULL);
  tw_engine_set_schedule_events (engine, TRUE);
  tw_engine_reset (engine);
  g_autofree char *script_source = tt_sim_script_text ();
  g_autoptr (TwScript) script = tw_script_parse (script_source, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  json_decref (root);
  return g_string_free (text, FALSE);
}

static void
assert_same_rows (TwTimelineModel *live, TwTimelineModel *traced, guint n_ticks)
{
  guint n_rows = tw_timeline_model_get_n_rows (live);
  g_assert_cmpuint (n_rows, >=, 3);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (traced), ==, n_rows);
  for (guint r = 0; r < n_rows; r++)
    {
      g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (live, r), ==,
                       tw_timeline_model_row_get_runtime_id (traced, r));
      g_assert_cmpstr (tw_timeline_model_row_get_enemy_id (live, r), ==,
                       tw_timeline_model_row_get_enemy_id (traced, r));
      g_assert_cmpuint (tw_timeline_model_row_get_time_cost (live, r), ==,
                        tw_timeline_model_row_get_time_cost (traced, r));
      g_assert_cmpint (tw_timeline_model_row_get_act_type (live, r), ==,
                       tw_timeline_model_row_get_act_type (traced, r));
      for (guint t = 0; t < n_ticks; t++)
        {
          guint ga = 0, gb = 0;
          int xa, ya, xb, yb;
          gboolean a = tw_timeline_model_row_gauge_at (live, r, t, &ga);
          gboolean b = tw_timeline_model_row_gauge_at (traced, r, t, &gb);
          g_assert_cmpint (a, ==, b);
          g_assert_cmpuint (ga, ==, gb);
          tw_timeline_model_row_get_position (live, r, t, &xa, &ya);
          tw_timeline_model_row_get_position (traced, r, t, &xb, &yb);
          g_assert_cmpint (xa, ==, xb);
          g_assert_cmpint (ya, ==, yb);
        }
    }
}

static void
assert_same_lanes (TwTimelineModel *live, TwTimelineModel *traced, guint n_ticks)
{
  guint n = tw_timeline_model_get_n_status_skills (live);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (tw_timeline_model_get_n_status_skills (traced), ==, n);
  for (guint s = 0; s < n; s++)
    for (guint t = 0; t < n_ticks; t++)
      g_assert_cmpint (tw_timeline_model_status_skill_layers_at (live, s, t), ==,
                       tw_timeline_model_status_skill_layers_at (traced, s, t));
}

static void
test_trace_equals_live (void)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSimSession) session = tw_sim_session_new (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  g_autofree char *script = tt_sim_script_text ();
  g_assert_true (tw_sim_session_play_script (session, script, &error));
  TwTimelineModel *live = tw_sim_session_get_timeline (session);

  g_autofree char *trace = schedule_trace ();
  g_autoptr (TwTimelineModel) traced = tw_timeline_model_new ();
  g_assert_true (tw_timeline_model_load_jsonl (traced, trace, -1, &error));
  g_assert_no_error (error);

  guint n_ticks = tw_timeline_model_get_n_ticks (live);
  g_assert_cmpuint (n_ticks, >, 30);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (traced), ==, n_ticks);
  assert_same_rows (live, traced, n_ticks);
  assert_same_lanes (live, traced, n_ticks);

  guint na, nb;
  const TwTimelineBattle *a = tw_timeline_model_get_battles (live, 0, n_ticks, &na);
  const TwTimelineBattle *b = tw_timeline_model_get_battles (traced, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (a[i].tick, ==, b[i].tick);
      g_assert_cmpint (a[i].row, ==, b[i].row);
      g_assert_cmpint (a[i].by_enemy, ==, b[i].by_enemy);
      g_assert_cmpuint (a[i].settle.final_cost, ==, b[i].settle.final_cost);
    }
}

/* The other spellings of docs/timeline.md go through the same feed. */
static void
test_trace_spellings (void)
{
  static const char *const text
      = "{\"ev\":\"floor\",\"mapTurn\":0,\"clock\":0,\"floor\":\"MT1\"}\n"
        "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"line\":\"wait 1\"}\n"
        "{\"ev\":\"tick\",\"mapTurn\":1,\"clock\":1}\n"
        "{\"ev\":\"enemy_act\",\"mapTurn\":1,\"clock\":1,\"enemy\":\"MT1:2:3:bat\","
        "\"actType\":\"hover\",\"gauge\":0,\"result\":\"battle\",\"name\":\"Bat\"}\n"
        "{\"ev\":\"battle\",\"mapTurn\":1,\"clock\":1,\"enemy\":\"MT1:2:3:bat\","
        "\"initiator\":\"bat\",\"result\":\"win\",\"settle\":{\"statusMax\":3}}\n"
        "{\"ev\":\"status\",\"mapTurn\":1,\"clock\":1,\"id\":\"shield\",\"op\":\"grow\","
        "\"remainBattles\":2}\n"
        "{\"ev\":\"death\",\"mapTurn\":1,\"clock\":1,\"cause\":\"trap\",\"reason\":\"other\"}\n";
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GError) error = NULL;
  guint n;

  g_assert_true (tw_timeline_model_load_jsonl (model, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tw_timeline_model_get_floor_at (model, 0), ==, "MT1");
  const TwTimelinePlayerAction *actions = tw_timeline_model_get_player_actions (model, 0, 9, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (actions[0].text, ==, "wait 1");
  g_assert_cmpint (tw_timeline_model_find_row (model, "MT1:2:3:bat"), ==, 0);
  g_assert_cmpstr (tw_timeline_model_row_get_name (model, 0), ==, "Bat");
  g_assert_cmpstr (tw_timeline_model_row_get_enemy_id (model, 0), ==, "bat");
  g_assert_cmpint (tw_timeline_model_row_get_act_type (model, 0), ==, TW_ACT_IDLE);
  int x, y;
  tw_timeline_model_row_get_position (model, 0, 1, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 3);
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, 0, 9, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (battles[0].success);
  g_assert_false (battles[0].by_enemy);
  g_assert_cmpuint (battles[0].settle.base, ==, 1);
  g_assert_cmpuint (battles[0].settle.final_cost, ==, 3);
  g_assert_cmpstr (tw_timeline_model_status_skill_get_id (model, 0), ==, "shield");
  const TwTimelineDeath *deaths = tw_timeline_model_get_deaths (model, 0, 9, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (deaths[0].cause, ==, "trap");
}

typedef struct
{
  TwTimelineModel *model;
  const TwTower *tower;
} FeedSink;

static void
feed_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  FeedSink *sink = data;
  tw_timeline_feed_event (sink->model, sink->tower, ev, NULL);
  (void)engine;
}

/* The script and a long wait on a bare engine feeding a model directly. */
static TwTimelineModel *
engine_fed_model (gboolean runtime_ids, gboolean schedule_events)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (json_object_get (root, "tower"), &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  FeedSink sink = { tw_timeline_model_new (), tower };
  tw_engine_set_event_sink (engine, feed_sink, &sink, NULL);
  tw_engine_set_schedule_events (engine, schedule_events);
  tw_engine_set_event_runtime_ids (engine, runtime_ids);
  tw_engine_reset (engine);
  g_autofree char *script_source = g_strconcat (tt_sim_script_lines[0], "\nwait 300\n", NULL);
  g_autoptr (TwScript) script = tw_script_parse (script_source, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  json_decref (root);
  return sink.model;
}

/* Events without runtimeIds (the session's sink: enemies found by their
 * parts through the key cache, moves back to a cell seen before included)
 * give the same rows, gauges and cells as events with them, with or
 * without the schedule events. */
static void
test_events_without_runtime_ids (void)
{
  for (int schedule = 0; schedule < 2; schedule++)
    {
      g_autoptr (TwTimelineModel) with_ids = engine_fed_model (TRUE, schedule);
      g_autoptr (TwTimelineModel) by_parts = engine_fed_model (FALSE, schedule);
      guint n_ticks = tw_timeline_model_get_n_ticks (with_ids);
      g_assert_cmpuint (n_ticks, >, 300);
      g_assert_cmpuint (tw_timeline_model_get_n_ticks (by_parts), ==, n_ticks);
      assert_same_rows (with_ids, by_parts, n_ticks);
      guint acts = timeline_test_assert_same_acts (by_parts, with_ids, n_ticks);
      g_assert_cmpuint (acts, >, 100);
    }
}

/* An enemy named by its parts only steps away and back, with no schedule
 * events to tell the moves again: each move is in its row. */
static void
test_parts_move_back (void)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (json_object_get (root, "tower"), &error);
  g_assert_no_error (error);
  const char *floor = tw_tower_get_floor (tower, 0)->id;
  const char *bat = tw_tower_get_enemy (tower, (guint)tw_tower_find_enemy (tower, "bat"))->id;
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autofree char *rid = g_strdup_printf ("%s:1:1:%s", floor, bat);
  TwEvent join = { .kind = TW_EVENT_ENEMY_JOIN,
                   .enemy = rid,
                   .enemy_floor = floor,
                   .enemy_id = bat,
                   .x = 1,
                   .y = 1,
                   .time_cost = 1,
                   .act_type = TW_ACT_CHASE };
  tw_timeline_feed_event (model, tower, &join, NULL);
  static const int xs[] = { 2, 1, 2, 1, 2 };
  int x = 1;
  for (guint t = 1; t <= G_N_ELEMENTS (xs); t++)
    {
      TwEvent tick = { .kind = TW_EVENT_TICK, .clock = t, .map_turn = t };
      tw_timeline_feed_event (model, tower, &tick, NULL);
      TwEvent act = { .kind = TW_EVENT_ENEMY_ACT,
                      .enemy_floor = floor,
                      .enemy_id = bat,
                      .x = x,
                      .y = 1,
                      .act_type = TW_ACT_CHASE,
                      .time_cost = 1,
                      .result = TW_RESULT_MOVED,
                      .to_x = xs[t - 1],
                      .to_y = 1 };
      tw_timeline_feed_event (model, tower, &act, NULL);
      x = xs[t - 1];
    }
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 1);
  for (guint t = 1; t <= G_N_ELEMENTS (xs); t++)
    {
      int px, py;
      tw_timeline_model_row_get_position (model, 0, t, &px, &py);
      g_assert_cmpint (px, ==, xs[t - 1]);
      g_assert_cmpint (py, ==, 1);
    }
  g_autofree char *now = g_strdup_printf ("%s:2:1:%s", floor, bat);
  g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (model, 0), ==, now);
  g_assert_cmpint (tw_timeline_model_find_row (model, rid), ==, 0);
  tw_tower_unref (tower);
  json_decref (root);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/timeline-feed/trace-equals-live", test_trace_equals_live);
  g_test_add_func ("/editor/timeline-feed/trace-spellings", test_trace_spellings);
  g_test_add_func ("/editor/timeline-feed/events-without-runtime-ids",
                   test_events_without_runtime_ids);
  g_test_add_func ("/editor/timeline-feed/parts-move-back", test_parts_move_back);
  return g_test_run ();
}
