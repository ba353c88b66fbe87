/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The timeline's detail pane text (editor/sim/tw-timeline-detail.c) and the
 * sim bar's hero line (editor/sim/tw-sim-hero.c), without GTK. */
#include <string.h>

#include "editor/sim/tw-sim-hero.h"
#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-detail.h"

/* The skills a settlement names: a status skill by its battleTimeCost, a
 * battle skill by its timeCost; a potion with battleTimeCost 2 is no skill. */
static const char skills_json[]
    = "{\"items\": {"
      "  \"shield\": {\"cls\": \"skillupdate\", \"battleTimeCost\": 2},"
      "  \"haste\": {\"cls\": \"skillupdate\", \"battleTimeCost\": 1},"
      "  \"fury\": {\"cls\": \"skillbattle\", \"timeCost\": 4},"
      "  \"potion\": {\"cls\": \"tools\", \"battleTimeCost\": 2}}}";

/* A slime (timeCost 3) acting every 3 ticks; shield on from tick 2 with two
 * battles, haste on, fury selected at tick 4 and a battle at tick 5 that
 * settles max(1, 2, 4) = 4 and uses shield's last-but-one layer. */
static TwTimelineModel *
battle_model (void)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  tw_timeline_model_floor (model, "MT1");
  tw_timeline_model_enemy_join (model, "MT1:1:1:slime", "slime", "Slime", 1, 1, 3, TW_ACT_CHASE, 0);
  for (guint tick = 1; tick <= 8; tick++)
    {
      tw_timeline_model_begin_tick (model, tick, tick);
      if (tick % 3 == 0)
        tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_MOVED);
      if (tick == 2)
        {
          tw_timeline_model_status (model, "shield", 2);
          tw_timeline_model_status (model, "haste", TW_TIMELINE_LAYERS_UNLIMITED);
        }
      if (tick == 4)
        {
          tw_timeline_model_player_action (model, "use fury", "", 0);
          tw_timeline_model_status (model, "fury", TW_TIMELINE_LAYERS_UNLIMITED);
          tw_timeline_model_player_action (model, "move up", "move", 1);
        }
      if (tick == 5)
        {
          TwTimelineSettle settle = { 1, 2, 4, 4 };
          tw_timeline_model_battle (model, "MT1:1:1:slime", FALSE, 42, TRUE, &settle);
          tw_timeline_model_status (model, "shield", 1);
        }
    }
  return model;
}

static void
test_settle_text (void)
{
  TwTimelineSettle settle = { 1, 2, 4, 4 };
  g_autofree char *text = tw_timeline_detail_settle_text (&settle);
  g_assert_cmpstr (text, ==, "max(base 1, status 2, battle skill 4) = 4 ticks");
  TwTimelineSettle plain = { 1, 0, 0, 1 };
  g_autofree char *one = tw_timeline_detail_settle_text (&plain);
  g_assert_cmpstr (one, ==, "max(base 1, status 0, battle skill 0) = 1 tick");
}

static void
test_settle_skills (void)
{
  g_autoptr (TwTimelineModel) model = battle_model ();
  json_t *tower = json_loads (skills_json, 0, NULL);
  g_autofree char *status = tw_timeline_detail_settle_skills (model, tower, 5, 2, FALSE);
  g_assert_cmpstr (status, ==, "shield");
  g_autofree char *battle = tw_timeline_detail_settle_skills (model, tower, 5, 4, TRUE);
  g_assert_cmpstr (battle, ==, "fury");
  /* Before anything was on, no skill gives the value. */
  g_assert_null (tw_timeline_detail_settle_skills (model, tower, 1, 2, FALSE));
  /* 0 is no skill's doing; without a tower nothing is named. */
  g_assert_null (tw_timeline_detail_settle_skills (model, tower, 5, 0, FALSE));
  g_assert_null (tw_timeline_detail_settle_skills (model, NULL, 5, 2, FALSE));
  json_decref (tower);
}

static void
test_battle_tick (void)
{
  g_autoptr (TwTimelineModel) model = battle_model ();
  json_t *tower = json_loads (skills_json, 0, NULL);
  g_autofree char *text = tw_timeline_detail_text (model, tower, 5);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Tick 5   clock 5   mapTurn 5   floor MT1\n"));
  g_assert_nonnull (strstr (text, "  Slime (MT1:1:1:slime), the hero attacked: damage 42, won\n"
                                  "    max(base 1, status 2, battle skill 4) = 4 ticks\n"
                                  "    status 2 from shield\n"
                                  "    battle skill 4 from fury\n"));
  /* The battle removed the slime from the schedule. */
  g_assert_nonnull (strstr (text, "Enemy gauges\n  No enemy is scheduled at this tick.\n"));
  g_assert_nonnull (strstr (text, "  shield: 1 battle left\n"));
  g_assert_nonnull (strstr (text, "  fury: on until cancelled\n"));
  g_autofree char *tick6 = tw_timeline_detail_text (model, tower, 6);
  g_assert_nonnull (strstr (tick6, "Actions\n  No player action began at this tick.\n"));
  json_decref (tower);
}

static void
test_gauges_and_actions (void)
{
  g_autoptr (TwTimelineModel) model = battle_model ();
  g_autofree char *tick4 = tw_timeline_detail_text (model, NULL, 4);
  g_assert_nonnull (strstr (tick4, "  Slime (1,1): gauge 1 / timeCost 3\n"));
  g_autofree char *tick3 = tw_timeline_detail_text (model, NULL, 3);
  g_assert_nonnull (strstr (tick3, "  Slime (1,1): gauge 0 / timeCost 3, acted (moved)\n"));
  g_assert_null (strstr (tick3, "Battles"));
  /* Actions are stamped with the tick their time starts with. */
  g_autofree char *tick5 = tw_timeline_detail_text (model, NULL, 5);
  g_assert_nonnull (strstr (tick5, "  use fury: 0 ticks\n  move up: 1 tick\n"));
  /* Without a tower the numbers stay, with no names. */
  g_assert_nonnull (strstr (tick5, "    status 2 from an active status skill\n"));
}

static const char hero_tower[]
    = "{\"data\": {\"main\": {\"floorIds\": [\"F1\"]},"
      "  \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 500, \"atk\": 20, \"def\": 5,"
      "    \"mdef\": 1, \"money\": 7, \"exp\": 0,"
      "    \"items\": {\"tools\": {\"yellowKey\": 2}, \"skillupdate\": {\"shield\": 1}},"
      "    \"loc\": {\"x\": 1, \"y\": 1, \"direction\": \"up\"}, \"flags\": {}}},"
      "  \"values\": {\"redGem\": 3}, \"flags\": {}},"
      "\"enemys\": {},"
      "\"items\": {\"redGem\": {\"cls\": \"items\", \"name\": \"Red gem\","
      "    \"itemEffect\": \"core.status.hero.atk += core.values.redGem\"},"
      "  \"yellowKey\": {\"cls\": \"tools\", \"name\": \"Yellow key\"},"
      "  \"shield\": {\"cls\": \"skillupdate\", \"name\": \"Shield\", \"timeCost\": 0,"
      "    \"durationBattles\": 3, \"battleTimeCost\": 2, \"effect\": {\"def\": 10}}},"
      "\"maps\": {\"27\": {\"cls\": \"items\", \"id\": \"redGem\"}},"
      "\"floors\": {\"F1\": {\"floorId\": \"F1\", \"title\": \"F1\", \"width\": 3, \"height\": 3,"
      "  \"ratio\": 1, \"changeFloor\": {}, \"events\": {},"
      "  \"map\": [[0, 0, 0], [0, 0, 27], [0, 0, 0]]}}}";

static void
test_hero_text (void)
{
  json_t *tower = json_loads (hero_tower, 0, NULL);
  g_assert_nonnull (tower);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  g_assert_no_error (error);
  g_autofree char *start = tw_sim_hero_text (session);
  g_assert_cmpstr (start, ==,
                   "hp 500  atk 20  def 5  mdef 1  money 7  keys yellowKey 2  skills none");
  g_assert_true (tw_sim_session_apply_line (session, "move right", &error));
  g_assert_true (tw_sim_session_apply_line (session, "use shield", &error));
  g_assert_no_error (error);
  g_autofree char *after = tw_sim_hero_text (session);
  g_test_message ("%s", after);
  g_assert_cmpstr (after, ==,
                   "hp 500  atk 23  def 15 (5 +10)  mdef 1  money 7  keys yellowKey 2"
                   "  skills shield (3 left)");
  /* Back at the start (a past tick), the skill was not on yet. */
  g_assert_true (tw_sim_session_seek (session, 0));
  g_autofree char *past = tw_sim_hero_text (session);
  g_assert_cmpstr (past, ==, start);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/timeline-detail/settle-text", test_settle_text);
  g_test_add_func ("/timeline-detail/settle-skills", test_settle_skills);
  g_test_add_func ("/timeline-detail/battle-tick", test_battle_tick);
  g_test_add_func ("/timeline-detail/gauges-and-actions", test_gauges_and_actions);
  g_test_add_func ("/timeline-detail/hero-text", test_hero_text);
  return g_test_run ();
}
