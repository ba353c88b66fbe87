/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The timeline model: gauges per tick for hand-computed cases, battles and their
 * settlement, floors and mapTurn, status layers, trace loading and truncation. */
#include "editor/sim/tw-timeline-feed.h"

#include <string.h>

#include <glib/gstdio.h>

static const TwTimelineSettle settle_1 = { 1, 0, 0, 1 };

/* Ticks 1..n with clock == tick and mapTurn == tick. */
static void
begin_ticks_until (TwTimelineModel *model, guint last)
{
  while (tw_timeline_model_get_n_ticks (model) <= last)
    {
      guint tick = tw_timeline_model_get_n_ticks (model);
      tw_timeline_model_begin_tick (model, tick, tick);
    }
}

static void
assert_gauges (TwTimelineModel *model, guint row, const int *expected, guint n)
{
  for (guint tick = 0; tick < n; tick++)
    {
      guint gauge = 999;
      if (expected[tick] < 0)
        {
          g_assert_false (tw_timeline_model_row_gauge_at (model, row, tick, &gauge));
          continue;
        }
      g_assert_true (tw_timeline_model_row_gauge_at (model, row, tick, &gauge));
      g_assert_cmpint (gauge, ==, expected[tick]);
    }
}

/* A (timeCost 3) from tick 0 and B (timeCost 2, higher priority, so it acts
 * first in a shared tick) joined after A: the engine reports, per tick, B's
 * action before A's. */
static TwTimelineModel *
two_enemies_model (void)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  tw_timeline_model_enemy_join (model, "MT1:1:1:slime", "slime", "Slime", 1, 1, 3, TW_ACT_CHASE, 0);
  tw_timeline_model_enemy_join (model, "MT1:4:2:bat", "bat", "Bat", 4, 2, 2, TW_ACT_PATROL, 0);
  for (guint tick = 1; tick <= 10; tick++)
    {
      tw_timeline_model_begin_tick (model, tick, tick);
      if (tick % 2 == 0)
        tw_timeline_model_enemy_act (model, "MT1:4:2:bat", 0, TW_TIMELINE_RESULT_BLOCKED);
      if (tick % 3 == 0)
        tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_MOVED);
    }
  return model;
}

static void
test_gauge_time_cost_3 (void)
{
  g_autoptr (TwTimelineModel) model = two_enemies_model ();
  static const int slime[] = { 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1 };
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==, 11);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 2);
  assert_gauges (model, 0, slime, G_N_ELEMENTS (slime));
  g_assert_cmpuint (tw_timeline_model_row_get_time_cost (model, 0), ==, 3);
  g_assert_cmpint (tw_timeline_model_row_get_act_type (model, 0), ==, TW_ACT_CHASE);
  g_assert_cmpstr (tw_timeline_model_row_get_name (model, 0), ==, "Slime");
  /* One join and three actions: no array per tick. */
  guint n;
  tw_timeline_model_row_get_marks (model, 0, 0, 10, &n);
  g_assert_cmpuint (n, ==, 4);
}

static void
test_gauge_time_cost_2_priority (void)
{
  g_autoptr (TwTimelineModel) model = two_enemies_model ();
  static const int bat[] = { 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0 };
  assert_gauges (model, 1, bat, G_N_ELEMENTS (bat));
  /* Both act in tick 6: each row holds its own action, with its result. */
  guint n;
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, 1, 5, 7, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (marks[0].tick, ==, 6);
  g_assert_cmpint (marks[0].result, ==, TW_TIMELINE_RESULT_BLOCKED);
  marks = tw_timeline_model_row_get_marks (model, 0, 4, 9, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (marks[0].tick, ==, 6);
  g_assert_cmpuint (marks[1].tick, ==, 9);
  g_assert_cmpint (marks[1].kind, ==, TW_TIMELINE_MARK_ACT);
  g_assert_cmpint (marks[1].result, ==, TW_TIMELINE_RESULT_MOVED);
  /* The join mark is at tick 0. */
  marks = tw_timeline_model_row_get_marks (model, 0, 0, 0, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (marks[0].kind, ==, TW_TIMELINE_MARK_JOIN);
}

static void
test_battle_settlement (void)
{
  g_autoptr (TwTimelineModel) model = two_enemies_model ();
  /* After tick 10 the hero bumps the slime; the battle costs max(1, 2, 3) = 3. */
  tw_timeline_model_player_action (model, "move left", "move", 0);
  TwTimelineSettle settle = { .base = 1, .status_max = 2, .battle_skill = 3, .final_cost = 3 };
  tw_timeline_model_battle (model, "MT1:1:1:slime", FALSE, 120, TRUE, &settle);
  begin_ticks_until (model, 13);

  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, 0, 100, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (battles[0].tick, ==, 11); /* the first tick whose state shows it */
  g_assert_cmpint (battles[0].row, ==, 0);
  g_assert_cmpint (battles[0].damage, ==, 120);
  g_assert_false (battles[0].by_enemy);
  g_assert_true (battles[0].success);
  g_assert_cmpuint (battles[0].settle.base, ==, 1);
  g_assert_cmpuint (battles[0].settle.status_max, ==, 2);
  g_assert_cmpuint (battles[0].settle.battle_skill, ==, 3);
  g_assert_cmpuint (battles[0].settle.final_cost, ==, 3);
  /* The slime left the schedule: scheduled at tick 10, not at 11. */
  g_assert_true (tw_timeline_model_row_gauge_at (model, 0, 10, NULL));
  g_assert_false (tw_timeline_model_row_gauge_at (model, 0, 11, NULL));
  g_assert_true (tw_timeline_model_row_alive_in (model, 0, 5, 12));
  g_assert_false (tw_timeline_model_row_alive_in (model, 0, 11, 13));
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  tw_timeline_model_rows_alive_in (model, 11, 13, rows);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpuint (g_array_index (rows, guint, 0), ==, 1);
  /* The player row holds the action at tick 11. */
  const TwTimelinePlayerAction *actions = tw_timeline_model_get_player_actions (model, 0, 20, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (actions[0].tick, ==, 11);
  g_assert_cmpstr (actions[0].text, ==, "move left");
}

static void
test_battle_by_enemy_in_tick (void)
{
  g_autoptr (TwTimelineModel) model = two_enemies_model ();
  tw_timeline_model_begin_tick (model, 11, 11);
  tw_timeline_model_battle (model, "MT1:4:2:bat", TRUE, 7, TRUE, &settle_1);
  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, 11, 11, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (battles[0].by_enemy);
  g_assert_false (tw_timeline_model_row_gauge_at (model, 1, 11, NULL));
}

static void
test_migrate_keeps_row_and_gauge (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  tw_timeline_model_enemy_join (model, "MT1:2:2:slime", "slime", "Slime", 2, 2, 2, TW_ACT_CHASE, 0);
  begin_ticks_until (model, 2);
  tw_timeline_model_enemy_act (model, "MT1:2:2:slime", 0, TW_TIMELINE_RESULT_MOVED);
  tw_timeline_model_enemy_migrate (model, "MT1:2:2:slime", "MT1:2:3:slime", 2, 3);
  begin_ticks_until (model, 3);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 1);
  g_assert_cmpint (tw_timeline_model_find_row (model, "MT1:2:3:slime"), ==, 0);
  g_assert_cmpint (tw_timeline_model_find_row (model, "MT1:2:2:slime"), ==, 0);
  g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (model, 0), ==, "MT1:2:3:slime");
  int x, y;
  tw_timeline_model_row_get_position (model, 0, 1, &x, &y);
  g_assert_cmpint (y, ==, 2);
  tw_timeline_model_row_get_position (model, 0, 3, &x, &y);
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 3);
  guint gauge;
  g_assert_true (tw_timeline_model_row_gauge_at (model, 0, 3, &gauge));
  g_assert_cmpuint (gauge, ==, 1);
}

static void
test_floor_resets_map_turn (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  tw_timeline_model_floor (model, "MT1");
  tw_timeline_model_begin_tick (model, 1, 1);
  tw_timeline_model_begin_tick (model, 2, 2);
  tw_timeline_model_player_action (model, "move up", "move", 1);
  tw_timeline_model_begin_tick (model, 3, 3);
  tw_timeline_model_floor (model, "MT2");
  tw_timeline_model_player_action (model, "move up", "move", 1);
  tw_timeline_model_begin_tick (model, 4, 1);
  g_assert_cmpint (tw_timeline_model_get_map_turn (model, 3), ==, 3);
  g_assert_cmpint (tw_timeline_model_get_map_turn (model, 4), ==, 1);
  g_assert_cmpint (tw_timeline_model_get_clock (model, 4), ==, 4);
  g_assert_cmpstr (tw_timeline_model_get_floor_at (model, 2), ==, "MT1");
  g_assert_cmpstr (tw_timeline_model_get_floor_at (model, 3), ==, "MT2");
  guint n;
  const TwTimelineFloor *floors = tw_timeline_model_get_floors (model, 1, 10, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (floors[0].tick, ==, 3);
}

static void
test_status_layers (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  tw_timeline_model_player_action (model, "use skill2", "", 0);
  tw_timeline_model_status (model, "skill2", 2);
  tw_timeline_model_status (model, "shield", TW_TIMELINE_LAYERS_UNLIMITED);
  begin_ticks_until (model, 3);
  tw_timeline_model_status (model, "skill2", 1);
  begin_ticks_until (model, 5);
  tw_timeline_model_status (model, "skill2", TW_TIMELINE_LAYERS_OFF);
  g_assert_cmpuint (tw_timeline_model_get_n_status_skills (model), ==, 2);
  g_assert_cmpstr (tw_timeline_model_status_skill_get_id (model, 0), ==, "skill2");
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 0), ==,
                   TW_TIMELINE_LAYERS_OFF);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 2), ==, 2);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 4), ==, 1);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 5), ==,
                   TW_TIMELINE_LAYERS_OFF);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 1, 5), ==,
                   TW_TIMELINE_LAYERS_UNLIMITED);
}

static const char trace_text[]
    = "{\"ev\":\"floor\",\"mapTurn\":0,\"clock\":0,\"floorId\":\"MT1\"}\n"
      "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"wait 4\",\"timeCost\":4}\n"
      "{\"ev\":\"tick\",\"mapTurn\":1,\"clock\":4}\n"
      "{\"ev\":\"tick\",\"mapTurn\":2,\"clock\":4}\n"
      "{\"ev\":\"enemy_act\",\"mapTurn\":2,\"clock\":4,\"enemy\":\"MT1:3:3:slime\","
      "\"actType\":\"chase\",\"gauge\":0,\"result\":\"moved\"}\n"
      "\n"
      "{\"ev\":\"tick\",\"mapTurn\":3,\"clock\":4}\n"
      "{\"ev\":\"tick\",\"mapTurn\":4,\"clock\":4}\n"
      "{\"ev\":\"enemy_act\",\"mapTurn\":4,\"clock\":4,\"enemy\":\"MT1:3:2:slime\","
      "\"actType\":\"chase\",\"gauge\":0,\"result\":\"battle\"}\n"
      "{\"ev\":\"battle\",\"mapTurn\":4,\"clock\":4,\"enemy\":\"MT1:3:2:slime\","
      "\"initiator\":\"enemy\",\"damage\":35,\"result\":\"success\","
      "\"settle\":{\"base\":1,\"statusMax\":2,\"battleSkill\":0,\"final\":2}}\n"
      "{\"ev\":\"status\",\"mapTurn\":4,\"clock\":4,\"skill\":\"skill1\",\"remainBattles\":1}\n"
      "{\"ev\":\"tick\",\"mapTurn\":5,\"clock\":6}\n"
      "{\"ev\":\"tick\",\"mapTurn\":6,\"clock\":6}\n"
      "{\"ev\":\"action\",\"mapTurn\":6,\"clock\":6,\"action\":\"move up\",\"timeCost\":1}\n"
      "{\"ev\":\"floor\",\"mapTurn\":0,\"clock\":6,\"floorId\":\"MT2\"}\n"
      "{\"ev\":\"tick\",\"mapTurn\":1,\"clock\":7}\n"
      "{\"ev\":\"refused\",\"mapTurn\":1,\"clock\":7,\"action\":\"move up\",\"reason\":\"wall\"}\n"
      "{\"ev\":\"death\",\"mapTurn\":1,\"clock\":7}\n";

static void
test_load_jsonl (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_timeline_model_load_jsonl (model, trace_text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==, 8);
  g_assert_cmpint (tw_timeline_model_get_map_turn (model, 6), ==, 6);
  g_assert_cmpint (tw_timeline_model_get_map_turn (model, 7), ==, 1);
  g_assert_cmpint (tw_timeline_model_get_clock (model, 7), ==, 7);
  /* The slime joined at its first action, moved (the next runtimeId is the
   * adjacent cell), and its timeCost comes from the gauge arithmetic. */
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 1);
  g_assert_cmpstr (tw_timeline_model_row_get_enemy_id (model, 0), ==, "slime");
  g_assert_cmpuint (tw_timeline_model_row_get_time_cost (model, 0), ==, 2);
  g_assert_cmpint (tw_timeline_model_row_get_act_type (model, 0), ==, TW_ACT_CHASE);
  g_assert_cmpint (tw_timeline_model_find_row (model, "MT1:3:2:slime"), ==, 0);
  static const int slime[] = { -1, -1, 0, 1, -1, -1, -1, -1 };
  assert_gauges (model, 0, slime, G_N_ELEMENTS (slime));
  int x, y;
  tw_timeline_model_row_get_position (model, 0, 3, &x, &y);
  g_assert_cmpint (x, ==, 3);
  g_assert_cmpint (y, ==, 2);

  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, 0, 10, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (battles[0].tick, ==, 4);
  g_assert_true (battles[0].by_enemy);
  g_assert_cmpuint (battles[0].settle.status_max, ==, 2);
  g_assert_cmpuint (battles[0].settle.final_cost, ==, 2);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 5), ==, 1);
  const TwTimelinePlayerAction *actions = tw_timeline_model_get_player_actions (model, 0, 10, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (actions[0].tick, ==, 1);
  g_assert_cmpuint (actions[0].time_cost, ==, 4);
  g_assert_cmpuint (actions[1].tick, ==, 7);
  g_assert_true (actions[2].refused);
  g_assert_cmpstr (actions[2].reason, ==, "wall");
  const TwTimelineFloor *floors = tw_timeline_model_get_floors (model, 0, 10, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (floors[1].tick, ==, 7);
  tw_timeline_model_get_deaths (model, 0, 10, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (tw_timeline_model_get_last_tick (model), ==, 8);
}

/* The optional fields and events of docs/timeline.md make the trace exact. */
static void
test_load_jsonl_extensions (void)
{
  static const char text[]
      = "{\"ev\":\"enemy_join\",\"mapTurn\":0,\"clock\":0,\"enemy\":\"F:2:2:orc\","
        "\"name\":\"Orc\",\"timeCost\":4,\"actType\":\"patrol\",\"gauge\":1}\n"
        "{\"ev\":\"tick\",\"mapTurn\":1,\"clock\":1}\n"
        "{\"ev\":\"tick\",\"mapTurn\":2,\"clock\":2}\n"
        "{\"ev\":\"tick\",\"mapTurn\":3,\"clock\":3}\n"
        /* gauge 4 >= timeCost 4: written before the subtraction */
        "{\"ev\":\"enemy_act\",\"mapTurn\":3,\"clock\":3,\"enemy\":\"F:2:2:orc\","
        "\"actType\":\"patrol\",\"gauge\":4,\"result\":\"moved\",\"to\":\"F:3:2:orc\"}\n"
        "{\"ev\":\"tick\",\"mapTurn\":4,\"clock\":4}\n"
        "{\"ev\":\"enemy_leave\",\"mapTurn\":4,\"clock\":4,\"enemy\":\"F:3:2:orc\"}\n"
        "{\"ev\":\"tick\",\"mapTurn\":5,\"clock\":5}\n"
        "{\"ev\":\"future_event\",\"mapTurn\":5,\"clock\":5}\n";
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_timeline_model_load_jsonl (model, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 1);
  g_assert_cmpstr (tw_timeline_model_row_get_name (model, 0), ==, "Orc");
  g_assert_cmpuint (tw_timeline_model_row_get_time_cost (model, 0), ==, 4);
  g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (model, 0), ==, "F:3:2:orc");
  static const int orc[] = { 1, 2, 3, 0, -1, -1 };
  assert_gauges (model, 0, orc, G_N_ELEMENTS (orc));
  int x, y;
  tw_timeline_model_row_get_position (model, 0, 2, &x, &y);
  g_assert_cmpint (x, ==, 2);
  tw_timeline_model_row_get_position (model, 0, 3, &x, &y);
  g_assert_cmpint (x, ==, 3);
}

static void
test_load_jsonl_errors (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GError) error = NULL;
  const char *bad_json = "{\"ev\":\"tick\",\"mapTurn\":1,\"clock\":1}\n{oops\n";
  g_assert_false (tw_timeline_model_load_jsonl (model, bad_json, -1, &error));
  g_assert_error (error, TW_TIMELINE_MODEL_ERROR, TW_TIMELINE_MODEL_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "line 2:"));
  g_clear_error (&error);
  const char *no_clock = "{\"ev\":\"tick\",\"mapTurn\":1}\n";
  g_assert_false (tw_timeline_model_load_jsonl (model, no_clock, -1, &error));
  g_assert_error (error, TW_TIMELINE_MODEL_ERROR, TW_TIMELINE_MODEL_ERROR_INVALID);
  g_clear_error (&error);
  const char *bad_result = "{\"ev\":\"enemy_act\",\"mapTurn\":1,\"clock\":1,\"enemy\":\"a:1:1:b\","
                           "\"gauge\":0,\"result\":\"flew\"}";
  g_assert_false (tw_timeline_model_load_jsonl (model, bad_result, -1, &error));
  g_assert_error (error, TW_TIMELINE_MODEL_ERROR, TW_TIMELINE_MODEL_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "result"));
}

static void
test_load_jsonl_file (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "tw-timeline-XXXXXX.jsonl", NULL);
  int fd = g_mkstemp (path);
  g_assert_cmpint (fd, >=, 0);
  g_close (fd, NULL);
  g_assert_true (g_file_set_contents (path, trace_text, -1, NULL));
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_timeline_model_load_jsonl_file (model, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==, 8);
  g_unlink (path);
}

static void
test_truncate (void)
{
  g_autoptr (TwTimelineModel) model = two_enemies_model ();
  tw_timeline_model_player_action (model, "wait 2", "wait", 2);
  tw_timeline_model_enemy_join (model, "MT1:7:7:mage", "mage", "Mage", 7, 7, 5, TW_ACT_SKILL, 0);
  tw_timeline_model_set_selected_tick (model, 10);
  begin_ticks_until (model, 12);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 3);

  tw_timeline_model_truncate (model, 6);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==, 7);
  g_assert_cmpuint (tw_timeline_model_get_last_tick (model), ==, 6);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 2);
  g_assert_cmpint (tw_timeline_model_find_row (model, "MT1:7:7:mage"), ==, -1);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 6);
  guint n;
  tw_timeline_model_row_get_marks (model, 0, 0, 100, &n);
  g_assert_cmpuint (n, ==, 3); /* join, acts at 3 and 6 */
  tw_timeline_model_get_player_actions (model, 0, 100, &n);
  g_assert_cmpuint (n, ==, 0);

  /* A new future from tick 6: the slime now acts at 9 with another result. */
  tw_timeline_model_player_action (model, "wait 3", "wait", 3);
  begin_ticks_until (model, 9);
  tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_IDLE);
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, 0, 7, 100, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (marks[0].result, ==, TW_TIMELINE_RESULT_IDLE);
  const TwTimelinePlayerAction *actions = tw_timeline_model_get_player_actions (model, 0, 100, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (actions[0].tick, ==, 7);
  static const int slime[] = { 0, 1, 2, 0, 1, 2, 0, 1, 2, 0 };
  assert_gauges (model, 0, slime, G_N_ELEMENTS (slime));
}

static void
on_notify (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  (*(int *)user_data)++;
}

static void
test_view_properties (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  int notified = 0;
  g_signal_connect (model, "notify::selected-tick", G_CALLBACK (on_notify), &notified);
  tw_timeline_model_set_selected_tick (model, 4);
  tw_timeline_model_set_selected_tick (model, 4);
  g_assert_cmpint (notified, ==, 1);
  g_object_set (model, "visible-start", 10.0, "visible-end", 50.0, NULL);
  g_assert_cmpfloat (tw_timeline_model_get_visible_start (model), ==, 10.0);
  g_assert_cmpfloat (tw_timeline_model_get_visible_end (model), ==, 50.0);
  guint n_ticks;
  g_object_get (model, "n-ticks", &n_ticks, NULL);
  g_assert_cmpuint (n_ticks, ==, 1);
}

/* --- Runs of equal actions (issue 20) --- */

typedef struct
{
  guint32 tick;
  guint gauge;
  TwTimelineActResult result;
} RefAct;

/* Feeds one enemy's actions from @seed: stretches of equal actions at a
 * fixed spacing (stored as runs), broken by other results, gauges and
 * spacings; @ref gets every action. Ends at tick @last. */
static void
feed_run_acts (TwTimelineModel *model, GArray *ref, guint32 seed, guint last)
{
  GRand *rand = g_rand_new_with_seed (seed);
  guint tick = tw_timeline_model_get_n_ticks (model);
  while (tick <= last)
    {
      guint period = (guint)g_rand_int_range (rand, 1, 6);
      guint count = (guint)g_rand_int_range (rand, 1, 12);
      RefAct act = { 0, (guint)g_rand_int_range (rand, 0, 2),
                     (TwTimelineActResult)g_rand_int_range (rand, 0, 3) };
      for (guint i = 0; i < count && tick <= last; i++)
        {
          begin_ticks_until (model, tick);
          act.tick = tick;
          tw_timeline_model_enemy_act (model, "F:1:1:e", act.gauge, act.result);
          g_array_append_val (ref, act);
          tick += period;
        }
    }
  begin_ticks_until (model, last);
  g_rand_free (rand);
}

/* The model's marks and gauges are exactly those of the actions fed. */
static void
assert_acts_match (TwTimelineModel *model, GArray *ref, guint last)
{
  guint n;
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, 0, 0, last, &n);
  g_assert_cmpuint (n, ==, ref->len + 1); /* + the join */
  g_assert_cmpuint (marks[0].kind, ==, TW_TIMELINE_MARK_JOIN);
  for (guint i = 0; i < ref->len; i++)
    {
      const RefAct *act = &g_array_index (ref, RefAct, i);
      g_assert_cmpuint (marks[i + 1].kind, ==, TW_TIMELINE_MARK_ACT);
      g_assert_cmpuint (marks[i + 1].tick, ==, act->tick);
      g_assert_cmpuint (marks[i + 1].gauge, ==, act->gauge);
      g_assert_cmpuint (marks[i + 1].result, ==, act->result);
    }
  /* Gauges at every tick, and slices of every width. */
  guint j = 0;
  for (guint tick = 1; tick <= last; tick++)
    {
      while (j < ref->len && g_array_index (ref, RefAct, j).tick <= tick)
        j++;
      guint gauge;
      g_assert_true (tw_timeline_model_row_gauge_at (model, 0, tick, &gauge));
      guint expected = j == 0 ? tick
                              : g_array_index (ref, RefAct, j - 1).gauge + tick
                                    - g_array_index (ref, RefAct, j - 1).tick;
      g_assert_cmpuint (gauge, ==, expected);
    }
  for (guint from = 0; from <= last; from += 7)
    for (guint to = from; to <= last; to += 13)
      {
        guint expected = 0;
        for (guint i = 0; i < ref->len; i++)
          expected += g_array_index (ref, RefAct, i).tick >= from
                      && g_array_index (ref, RefAct, i).tick <= to;
        marks = tw_timeline_model_row_get_marks (model, 0, from, to, &n);
        g_assert_cmpuint (n, ==, expected + (from == 0));
        for (guint i = 0; i < n; i++)
          g_assert_true (marks[i].tick >= from && marks[i].tick <= to);
      }
}

static void
test_mark_runs (void)
{
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_autoptr (GArray) ref = g_array_new (FALSE, FALSE, sizeof (RefAct));
  tw_timeline_model_enemy_join (model, "F:1:1:e", "e", "E", 1, 1, 0, TW_ACT_IDLE, 0);
  feed_run_acts (model, ref, 5, 600);
  assert_acts_match (model, ref, 600);

  /* A long idle stretch is a run: a few bytes, not 8 an action. */
  g_autoptr (TwTimelineModel) idle = tw_timeline_model_new ();
  tw_timeline_model_enemy_join (idle, "F:1:1:e", "e", "E", 1, 1, 1, TW_ACT_IDLE, 0);
  gsize before = tw_timeline_model_get_memory_size (idle);
  for (guint tick = 1; tick <= 20000; tick++)
    {
      tw_timeline_model_begin_tick (idle, tick, tick);
      tw_timeline_model_enemy_act (idle, "F:1:1:e", 0, TW_TIMELINE_RESULT_IDLE);
    }
  guint n;
  tw_timeline_model_row_get_marks (idle, 0, 0, 20000, &n);
  g_assert_cmpuint (n, ==, 20001);
  /* Clocks and mapTurns are 16 bytes a tick; the marks add (almost) nothing. */
  g_assert_cmpuint (tw_timeline_model_get_memory_size (idle) - before, <, 20000 * 16 + 20000);
}

/* Cuts inside runs: truncating and going on gives the same marks as never
 * cutting; a kept future put back is the model as it was. */
static void
test_mark_runs_truncate (void)
{
  static const guint cuts[] = { 1, 37, 99, 100, 101, 250, 499 };
  for (guint c = 0; c < G_N_ELEMENTS (cuts); c++)
    {
      g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
      g_autoptr (GArray) ref = g_array_new (FALSE, FALSE, sizeof (RefAct));
      tw_timeline_model_enemy_join (model, "F:1:1:e", "e", "E", 1, 1, 0, TW_ACT_IDLE, 0);
      feed_run_acts (model, ref, 9, 500);

      TwTimelineTail *tail = tw_timeline_model_truncate_keep (model, cuts[c]);
      g_autoptr (GArray) cut = g_array_new (FALSE, FALSE, sizeof (RefAct));
      for (guint i = 0; i < ref->len && g_array_index (ref, RefAct, i).tick <= cuts[c]; i++)
        g_array_append_val (cut, g_array_index (ref, RefAct, i));
      assert_acts_match (model, cut, cuts[c]);
      g_assert_true (tw_timeline_model_exchange_tail (model, tail));
      assert_acts_match (model, ref, 500);

      /* Back to the cut (the tail held an empty future), then a different
       * future, continuing the run at the cut. */
      g_assert_true (tw_timeline_model_exchange_tail (model, tail));
      assert_acts_match (model, cut, cuts[c]);
      feed_run_acts (model, cut, 31 + c, 700);
      assert_acts_match (model, cut, 700);

      /* The two futures, back and forth. */
      for (int i = 0; i < 3; i++)
        {
          g_assert_true (tw_timeline_model_exchange_tail (model, tail));
          assert_acts_match (model, ref, 500);
          g_assert_true (tw_timeline_model_exchange_tail (model, tail));
          assert_acts_match (model, cut, 700);
        }
      tw_timeline_tail_free (tail);

      /* A tail that does not fit (the model cut before its tick) changes nothing. */
      tail = tw_timeline_model_truncate_keep (model, cuts[c]);
      tw_timeline_model_truncate (model, cuts[c] / 2);
      g_autoptr (GArray) half = g_array_new (FALSE, FALSE, sizeof (RefAct));
      for (guint i = 0; i < cut->len && g_array_index (cut, RefAct, i).tick <= cuts[c] / 2; i++)
        g_array_append_val (half, g_array_index (cut, RefAct, i));
      g_assert_false (tw_timeline_model_exchange_tail (model, tail));
      assert_acts_match (model, half, cuts[c] / 2);
      tw_timeline_tail_free (tail);
    }
}

/* Feeds @count equal actions @period ticks apart from tick @from (a run),
 * ending at the last one's tick; @ref gets them. */
static void
feed_equal_acts (TwTimelineModel *model, GArray *ref, guint from, guint period, guint count,
                 guint gauge, TwTimelineActResult result)
{
  for (guint i = 0; i < count; i++)
    {
      RefAct act = { from + i * period, gauge, result };
      begin_ticks_until (model, act.tick);
      tw_timeline_model_enemy_act (model, "F:1:1:e", act.gauge, act.result);
      g_array_append_val (ref, act);
    }
}

/* Two futures from a cut inside a run that one of them ends before the
 * cut (an action of another kind follows it after the cut) and the other
 * goes on past it: exchanged back and forth, each comes back as fed. With
 * a long history before the cut, the kept futures stay parts after it;
 * with a short one, an exchange makes them whole arrays. */
static void
test_mark_runs_exchange (void)
{
  for (guint history = 0; history < 2; history++)
    {
      g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
      g_autoptr (GArray) first = g_array_new (FALSE, FALSE, sizeof (RefAct));
      tw_timeline_model_enemy_join (model, "F:1:1:e", "e", "E", 1, 1, 0, TW_ACT_IDLE, 0);
      /* Alternating results: no runs, a mark each. */
      guint n_before = history == 0 ? 2 : 60;
      for (guint i = 0; i < n_before; i++)
        feed_equal_acts (model, first, 1 + i, 1, 1, 0, i % 2);
      guint run_start = n_before + 3, cut = run_start + 30; /* the run's last action */
      feed_equal_acts (model, first, run_start, 3, 11, 1, TW_TIMELINE_RESULT_IDLE);
      feed_equal_acts (model, first, cut + 1, 1, 3, 0, TW_TIMELINE_RESULT_MOVED);
      begin_ticks_until (model, cut + 10);
      assert_acts_match (model, first, cut + 10);

      TwTimelineTail *tail = tw_timeline_model_truncate_keep (model, cut);
      g_autoptr (GArray) second = g_array_new (FALSE, FALSE, sizeof (RefAct));
      for (guint i = 0; i < first->len && g_array_index (first, RefAct, i).tick <= cut; i++)
        g_array_append_val (second, g_array_index (first, RefAct, i));
      /* The other future goes on with the run past the cut. */
      feed_equal_acts (model, second, cut + 3, 3, 4, 1, TW_TIMELINE_RESULT_IDLE);
      begin_ticks_until (model, cut + 20);
      assert_acts_match (model, second, cut + 20);
      for (int i = 0; i < 3; i++)
        {
          g_assert_true (tw_timeline_model_exchange_tail (model, tail));
          assert_acts_match (model, first, cut + 10);
          g_assert_true (tw_timeline_model_exchange_tail (model, tail));
          assert_acts_match (model, second, cut + 20);
        }
      tw_timeline_tail_free (tail);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/timeline-model/gauge-time-cost-3", test_gauge_time_cost_3);
  g_test_add_func ("/editor/timeline-model/gauge-time-cost-2-priority",
                   test_gauge_time_cost_2_priority);
  g_test_add_func ("/editor/timeline-model/battle-settlement", test_battle_settlement);
  g_test_add_func ("/editor/timeline-model/battle-by-enemy-in-tick", test_battle_by_enemy_in_tick);
  g_test_add_func ("/editor/timeline-model/migrate-keeps-row-and-gauge",
                   test_migrate_keeps_row_and_gauge);
  g_test_add_func ("/editor/timeline-model/floor-resets-map-turn", test_floor_resets_map_turn);
  g_test_add_func ("/editor/timeline-model/status-layers", test_status_layers);
  g_test_add_func ("/editor/timeline-model/load-jsonl", test_load_jsonl);
  g_test_add_func ("/editor/timeline-model/load-jsonl-extensions", test_load_jsonl_extensions);
  g_test_add_func ("/editor/timeline-model/load-jsonl-errors", test_load_jsonl_errors);
  g_test_add_func ("/editor/timeline-model/load-jsonl-file", test_load_jsonl_file);
  g_test_add_func ("/editor/timeline-model/truncate", test_truncate);
  g_test_add_func ("/editor/timeline-model/view-properties", test_view_properties);
  g_test_add_func ("/editor/timeline-model/mark-runs", test_mark_runs);
  g_test_add_func ("/editor/timeline-model/mark-runs-truncate", test_mark_runs_truncate);
  g_test_add_func ("/editor/timeline-model/mark-runs-exchange", test_mark_runs_exchange);
  return g_test_run ();
}
