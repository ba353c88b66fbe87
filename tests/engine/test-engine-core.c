/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-core.c: the world model, the clock, the scheduler and the
 * active-enemy cache, one test per rule (docs/rules.md §1, §6; seed spec §10). */
#include "tw-test-util.h"

#include <string.h>

/* slime (201) timeCost 3; bat (202) timeCost 1; boss (203) timeCost 2 priority 5;
 * zero (204) timeCost 0; slow (205) timeCost 200. */
static const char *base_enemys
    = "{\"slime\": {\"hp\": 10, \"atk\": 5, \"def\": 0, \"money\": 1, \"exp\": 1, \"timeCost\": 3},"
      " \"bat\": {\"hp\": 10, \"atk\": 5, \"def\": 0, \"timeCost\": 1},"
      " \"boss\": {\"hp\": 10, \"atk\": 5, \"def\": 0, \"timeCost\": 2, \"priority\": 5,"
      "            \"contactBattleOnly\": true},"
      " \"zero\": {\"hp\": 10, \"atk\": 5, \"def\": 0, \"timeCost\": 0},"
      " \"slow\": {\"hp\": 10, \"atk\": 5, \"def\": 0, \"timeCost\": 200}}";

static TwEngine *
engine_for (const char *floors, TtLog **log)
{
  TwTower *tower = tt_tower (base_enemys, NULL, floors, NULL);
  TwEngine *engine = tw_engine_new (tower);

  tw_tower_unref (tower);
  if (log)
    {
      *log = tt_log_new ();
      tw_engine_set_event_sink (engine, tt_log_sink, *log, NULL);
    }
  return engine;
}

/* --- the world model -------------------------------------------------------- */

static void
test_tower_fields (void)
{
  TwTower *tower = tt_tower (
      "{\"a\": {\"hp\": 5, \"timeCost\": 4, \"actType\": \"patrol\", \"contactBattleOnly\": true,"
      " \"priority\": 2, \"actArgs\": {\"route\": [[1, 0], {\"x\": 2, \"y\": 3}]}},"
      " \"b\": {\"hp\": 7, \"special\": [1, 9]}}",
      "{\"skill1\": {\"cls\": \"skillbattle\", \"timeCost\": 2, \"canCancel\": true,"
      " \"exclusiveGroup\": \"battleSkill\"},"
      " \"shield\": {\"cls\": \"skillupdate\", \"timeCost\": 9, \"durationBattles\": 3,"
      " \"battleTimeCost\": 4, \"stackPolicy\": \"stack\", \"effect\": {\"def\": 10}}}",
      "{\"F0\": {\"map\": [[201, 202, 1], [0, 87, 301]], \"ratio\": 2}}",
      "{\"hp\": 99, \"atk\": 3, \"def\": 4, \"loc\": {\"x\": 0, \"y\": 1, \"direction\": "
      "\"left\"}}");
  const TwEnemyDef *a = tw_tower_get_enemy (tower, tw_tower_find_enemy (tower, "a"));
  const TwEnemyDef *b = tw_tower_get_enemy (tower, tw_tower_find_enemy (tower, "b"));
  const TwItemDef *skill = tw_tower_get_item (tower, tw_tower_find_item (tower, "skill1"));
  const TwItemDef *shield = tw_tower_get_item (tower, tw_tower_find_item (tower, "shield"));
  const TwFloorDef *floor = tw_tower_get_floor (tower, 0);

  g_assert_cmpint (a->time_cost, ==, 4);
  g_assert_cmpint (a->act_type, ==, TW_ACT_PATROL);
  g_assert_true (a->contact_battle_only);
  g_assert_cmpint (a->priority, ==, 2);
  g_assert_cmpuint (a->n_route, ==, 2);
  g_assert_cmpint (a->route[1].x, ==, 2);
  g_assert_cmpint (a->route[1].y, ==, 3);
  /* Defaults of docs/rules.md §10, and the definition's json kept whole. */
  g_assert_cmpint (b->time_cost, ==, 0);
  g_assert_cmpint (b->act_type, ==, TW_ACT_IDLE);
  g_assert_false (b->contact_battle_only);
  g_assert_cmpint (b->priority, ==, 0);
  g_assert_true (json_is_array (json_object_get (b->json, "special")));
  g_assert_cmpint (skill->time_cost, ==, 2);
  g_assert_true (skill->can_cancel);
  g_assert_cmpstr (skill->exclusive_group, ==, "battleSkill");
  g_assert_cmpint (skill->duration_battles, ==, -1);
  /* A status skill's timeCost is always 0. */
  g_assert_cmpint (shield->time_cost, ==, 0);
  g_assert_cmpint (shield->duration_battles, ==, 3);
  g_assert_cmpint (shield->battle_time_cost, ==, 4);
  g_assert_cmpint (shield->stack_policy, ==, TW_STACK_STACK);
  g_assert_nonnull (shield->effect);
  g_assert_cmpint (floor->width, ==, 3);
  g_assert_cmpint (floor->height, ==, 2);
  g_assert_cmpuint (floor->map[1 * 3 + 2], ==, 301);
  g_assert_cmpfloat (floor->ratio, ==, 2);
  g_assert_cmpint (tw_tower_get_tile (tower, 201)->enemy, ==, tw_tower_find_enemy (tower, "a"));
  g_assert_cmpint (tw_tower_get_tile (tower, 301)->item, ==, tw_tower_find_item (tower, "skill1"));
  g_assert_cmpstr (tw_tower_get_tile (tower, 1)->cls, ==, "terrains");
  g_assert_false (tw_tower_get_tile (tower, 1)->can_pass);
  g_assert_true (tw_tower_get_tile (tower, 81)->is_door);
  g_assert_nonnull (tw_tower_get_tile (tower, 81)->door_keys);
  g_assert_null (tw_tower_get_tile (tower, 0));
  g_assert_cmpstr (tw_tower_get_start_floor (tower), ==, "F0");
  g_assert_cmpint (json_integer_value (json_object_get (tw_tower_get_start_hero (tower), "hp")), ==,
                   99);
  tw_tower_unref (tower);
}

static json_t *
load_mota_file (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  json_error_t jerr;
  json_t *v;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  v = json_loads (strchr (text, '{'), 0, &jerr);
  g_assert_nonnull (v);
  return v;
}

static void
test_tower_mota_sample (void)
{
  g_autofree char *dir
      = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", "project", NULL);
  const char *floors[] = { "sample0", "sample1", "sample2", "MT0" };
  g_autoptr (GError) error = NULL;
  json_t *root = json_object ();
  json_t *fl = json_object ();
  TwTower *tower;
  TwEngine *engine;
  guint i;

  json_object_set_new (root, "data", load_mota_file (dir, "data.js"));
  json_object_set_new (root, "enemys", load_mota_file (dir, "enemys.js"));
  json_object_set_new (root, "items", load_mota_file (dir, "items.js"));
  json_object_set_new (root, "maps", load_mota_file (dir, "maps.js"));
  for (i = 0; i < G_N_ELEMENTS (floors); i++)
    {
      g_autofree char *name = g_strdup_printf ("floors/%s.js", floors[i]);
      json_object_set_new (fl, floors[i], load_mota_file (dir, name));
    }
  json_object_set_new (root, "floors", fl);
  tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tw_tower_get_n_floors (tower), ==, 4);
  /* data.main.floorIds orders the floors. */
  g_assert_cmpstr (tw_tower_get_floor (tower, 0)->id, ==, "sample0");
  g_assert_cmpstr (tw_tower_get_start_floor (tower), ==, "sample0");
  g_assert_cmpint (tw_tower_get_floor (tower, tw_tower_find_floor (tower, "sample2"))->width, ==,
                   26);
  g_assert_cmpint (tw_tower_get_tile (tower, 201)->enemy, ==,
                   tw_tower_find_enemy (tower, "greenSlime"));
  g_assert_cmpint (tw_tower_get_enemy (tower, tw_tower_find_enemy (tower, "greenSlime"))->time_cost,
                   ==, 0);
  /* yellowWall has a doorInfo without keys or trigger: a wall; yellowDoor a door. */
  g_assert_false (tw_tower_get_tile (tower, 1)->is_door);
  g_assert_true (tw_tower_get_tile (tower, 81)->is_door);
  g_assert_nonnull (tw_tower_get_tile (tower, 81)->door_keys);
  engine = tw_engine_new (tower);
  /* The sample has no map-turn fields: nothing is scheduled. */
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 0);
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 1000);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  json_decref (root);
}

static void
test_tower_invalid (void)
{
  const char *bad[] = {
    "{\"floors\": {}}",
    "{\"floors\": {\"F\": {\"map\": [[0, 0], [0]]}}}",
    "{\"floors\": {\"F\": {\"map\": [[0, -1]]}}}",
    "{\"floors\": {\"F\": {\"map\": [[0]]}}, \"data\": {\"firstData\": {\"floorId\": \"X\"}}}",
    "[]",
  };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      json_t *root = json_loads (bad[i], 0, NULL);
      TwTower *tower = tw_tower_new_from_json (root, &error);
      g_assert_null (tower);
      g_assert_error (error, TW_TOWER_ERROR, TW_TOWER_ERROR_INVALID);
      g_assert_nonnull (error->message);
      json_decref (root);
    }
}

/* --- the clock ------------------------------------------------------------- */

static void
spec10_consume_time_3_is_3_ticks (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[202, 0]]}}", &log);
  g_autofree char *text = NULL;

  tw_engine_consume_time (engine, 3, "move");
  text = tt_log_take (log);
  /* Three separate ticks, the bat (timeCost 1) acting once in each. */
  g_assert_cmpstr (text, ==,
                   "tick 1\nact F0:0:0:bat g0 idle\n"
                   "tick 2\nact F0:0:0:bat g0 idle\n"
                   "tick 3\nact F0:0:0:bat g0 idle\n");
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 3);
  g_assert_cmpint (tw_engine_get_clock (engine), ==, 3);
  tw_engine_free (engine);
  tt_log_free (log);
}

/* tw_engine_set_idle_actions_implied: idle enemies' actions are not
 * reported, their schedule is (enemy_join says `implied`); a new sink gets
 * every action again. enemy_reschedule reads back as it was written. */
static void
test_idle_actions_implied (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[202, 0, 201]]}}", &log);
  g_autofree char *joins = NULL, *ticks = NULL, *again = NULL;

  tw_engine_set_schedule_events (engine, TRUE);
  tw_engine_set_idle_actions_implied (engine, TRUE);
  g_assert_true (tw_engine_get_idle_actions_implied (engine));
  tw_engine_reset (engine);
  joins = tt_log_take (log);
  g_assert_nonnull (strstr (joins, "\"enemy\":\"F0:0:0:bat\""));
  g_assert_nonnull (strstr (joins, "\"enemy\":\"F0:2:0:slime\""));
  g_auto (GStrv) parts = g_strsplit (joins, "\"implied\":true", -1);
  g_assert_cmpint (g_strv_length (parts), ==, 3); /* two joins say it */
  tw_engine_consume_time (engine, 3, "wait");
  ticks = tt_log_take (log);
  g_assert_cmpstr (ticks, ==, "tick 1\ntick 2\ntick 3\n");
  /* The slime's gauge went on all the same: it acts again at tick 6. */
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 2, 0), ==, 0);
  tw_engine_set_event_sink (engine, tt_log_sink, log, NULL);
  g_assert_false (tw_engine_get_idle_actions_implied (engine));
  tw_engine_consume_time (engine, 1, "wait");
  again = tt_log_take (log);
  g_assert_cmpstr (again, ==, "tick 4\nact F0:0:0:bat g0 idle\n");

  TwEvent ev = { .kind = TW_EVENT_ENEMY_RESCHEDULE,
                 .enemy = "F0:2:0:slime",
                 .gauge = 2,
                 .time_cost = 4,
                 .before_turn = TRUE };
  json_t *object = tw_event_to_json (&ev);
  g_autoptr (GString) scratch = g_string_new (NULL);
  TwEvent back;
  g_assert_true (tw_event_from_json (object, &back, scratch, NULL));
  g_assert_cmpint (back.kind, ==, TW_EVENT_ENEMY_RESCHEDULE);
  g_assert_cmpint (back.gauge, ==, 2);
  g_assert_cmpint (back.time_cost, ==, 4);
  g_assert_true (back.before_turn);
  g_assert_cmpstr (back.enemy_id, ==, "slime");
  json_decref (object);
  tw_engine_free (engine);
  tt_log_free (log);
}

static void
clock_at_first_tick (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  if (ev->kind == TW_EVENT_TICK && ev->map_turn == 1)
    *(gint64 *)data = ev->clock;
}

static void
test_clock_added_at_once (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[0]]}}", NULL);
  gint64 clock_seen = -1;

  tw_engine_set_event_sink (engine, clock_at_first_tick, &clock_seen, NULL);
  tw_engine_consume_time (engine, 5, "wait");
  /* clock += n happens before the first of the n ticks. */
  g_assert_cmpint (clock_seen, ==, 5);
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 5);
  tw_engine_free (engine);
}

static void
note_gauge (gint x, gint y, gint64 gauge, gint time_cost, gpointer data)
{
  g_string_append_printf (data, "(%d,%d) %" G_GINT64_FORMAT "/%d;", x, y, gauge, time_cost);
}

static void
test_clock_disabled (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}}", NULL);

  tw_engine_set_map_turn_enabled (engine, FALSE);
  tw_engine_consume_time (engine, 10, "move");
  g_assert_cmpint (tw_engine_get_clock (engine), ==, 0);
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 0);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 0);
  tw_engine_advance_map_turn_one (engine, "move");
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 0);
  tw_engine_set_map_turn_enabled (engine, TRUE);
  tw_engine_consume_time (engine, 2, "move");
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 2);
  /* Each listed enemy with the slime's timeCost (the gauge bar's length);
   * nothing on a floor that does not exist. */
  GString *seen = g_string_new (NULL);
  tw_engine_foreach_enemy_gauge (engine, NULL, note_gauge, seen);
  g_assert_cmpstr (seen->str, ==, "(0,0) 2/3;");
  g_string_truncate (seen, 0);
  tw_engine_foreach_enemy_gauge (engine, "nowhere", note_gauge, seen);
  g_assert_cmpstr (seen->str, ==, "");
  g_string_free (seen, TRUE);
  tw_engine_free (engine);
}

typedef struct
{
  TwEngine *engine;
  guint visits;
  GString *cells;
} GaugeVisits;

/* Each visit agrees with tw_engine_get_gauge at its cell, and carries the
 * timeCost of the enemy drawn there (slime 3, bat 1, boss 2, slow 200). */
static void
check_gauge (gint x, gint y, gint64 gauge, gint time_cost, gpointer data)
{
  GaugeVisits *v = data;
  v->visits++;
  g_assert_cmpint (gauge, ==, tw_engine_get_gauge (v->engine, NULL, x, y));
  g_assert_cmpint (gauge, <, time_cost);
  g_string_append_printf (v->cells, "(%d,%d)%d ", x, y, time_cost);
}

static void
test_foreach_enemy_gauge (void)
{
  /* slime, bat, boss and slow listed; zero (timeCost 0) never scheduled. */
  TwEngine *engine
      = engine_for ("{\"F0\": {\"map\": [[201, 0, 202], [0, 203, 204], [205, 0, 0]]}}", NULL);
  tw_engine_consume_time (engine, 4, "wait");
  GaugeVisits v = { engine, 0, g_string_new (NULL) };
  tw_engine_foreach_enemy_gauge (engine, NULL, check_gauge, &v);
  g_assert_cmpuint (v.visits, ==, 4);
  g_assert_nonnull (strstr (v.cells->str, "(0,0)3 "));
  g_assert_nonnull (strstr (v.cells->str, "(2,0)1 "));
  g_assert_nonnull (strstr (v.cells->str, "(1,1)2 "));
  g_assert_nonnull (strstr (v.cells->str, "(0,2)200 "));
  g_assert_null (strstr (v.cells->str, "(2,1)"));
  g_string_free (v.cells, TRUE);
  tw_engine_free (engine);
}

static void
test_clock_enabled_by_default (void)
{
  TwTower *tower = tt_tower (base_enemys, NULL, "{\"F0\": {\"map\": [[0]]}}", NULL);
  json_t *root = tt_tower_json (base_enemys, NULL, "{\"F0\": {\"map\": [[0]]}}", NULL);
  g_autoptr (GError) error = NULL;
  TwEngine *engine = tw_engine_new (tower);
  TwTower *off;

  g_assert_true (tw_engine_get_map_turn_enabled (engine));
  tw_engine_free (engine);
  /* A tower may switch it off in data.firstData.hero.flags. */
  json_object_set_new (
      json_object_get (json_object_get (json_object_get (root, "data"), "firstData"), "hero"),
      "flags", json_pack ("{s:b}", "mapTurnEnabled", 0));
  off = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  engine = tw_engine_new (off);
  g_assert_false (tw_engine_get_map_turn_enabled (engine));
  tw_engine_free (engine);
  tw_tower_unref (off);
  tw_tower_unref (tower);
  json_decref (root);
}

static void
test_clock_advance_one (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}}", NULL);

  /* advanceMapTurnOne: mapTurn += 1 and one enemy pass; clock is consumeTime's. */
  tw_engine_advance_map_turn_one (engine, "move");
  tw_engine_advance_map_turn_one (engine, "move");
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 2);
  g_assert_cmpint (tw_engine_get_clock (engine), ==, 0);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 2);
  tw_engine_free (engine);
}

static void
test_clock_non_positive (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}}", NULL);

  tw_engine_consume_time (engine, 0, "move");
  tw_engine_consume_time (engine, -4, "move");
  g_assert_cmpint (tw_engine_get_clock (engine), ==, 0);
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 0);
  tw_engine_free (engine);
}

static void
test_clock_gauge_threshold (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}}", &log);
  g_autofree char *text = NULL;
  gint64 expect[] = { 1, 2, 0, 1, 2, 0, 1 };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      tw_engine_consume_time (engine, 1, "wait");
      g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, expect[i]);
    }
  text = tt_log_take (log);
  /* timeCost 3: the slime acts on ticks 3 and 6, with gauge 0 left. */
  g_assert_cmpstr (text, ==,
                   "tick 1\ntick 2\ntick 3\nact F0:0:0:slime g0 idle\n"
                   "tick 4\ntick 5\ntick 6\nact F0:0:0:slime g0 idle\ntick 7\n");
  tw_engine_free (engine);
  tt_log_free (log);
}

/* --- the scheduler ------------------------------------------------------- */

static void
test_scheduler_priority (void)
{
  TtLog *log;
  /* bat at (0,0), boss (priority 5, timeCost 2) at (1,0). */
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[202, 203]]}}", &log);
  g_autofree char *text = NULL;

  tw_engine_consume_time (engine, 2, "wait");
  text = tt_log_take (log);
  g_assert_cmpstr (text, ==,
                   "tick 1\nact F0:0:0:bat g0 idle\n"
                   "tick 2\nact F0:1:0:boss g0 idle\nact F0:0:0:bat g0 idle\n");
  tw_engine_free (engine);
  tt_log_free (log);
}

static void
test_scheduler_ties_row_major (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[0, 202], [202, 202]]}}", &log);
  g_autofree char *text = NULL;

  tw_engine_consume_time (engine, 1, "wait");
  text = tt_log_take (log);
  g_assert_cmpstr (text, ==,
                   "tick 1\nact F0:1:0:bat g0 idle\nact F0:0:1:bat g0 idle\n"
                   "act F0:1:1:bat g0 idle\n");
  tw_engine_free (engine);
  tt_log_free (log);
}

static void
test_scheduler_later_joins_last (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[0, 202, 202]]}}", &log);
  g_autofree char *text = NULL;
  g_auto (GStrv) list = NULL;

  tw_engine_set_block (engine, NULL, 0, 0, TT_ENEMY (1));
  list = tw_engine_dup_active_list (engine, NULL);
  g_assert_cmpstr (list[2], ==, "F0:0:0:bat");
  tw_engine_consume_time (engine, 1, "wait");
  text = tt_log_take (log);
  /* The newcomer stands first in row-major order but acts last. */
  g_assert_cmpstr (text, ==,
                   "tick 1\nact F0:1:0:bat g0 idle\nact F0:2:0:bat g0 idle\n"
                   "act F0:0:0:bat g0 idle\n");
  tw_engine_free (engine);
  tt_log_free (log);
}

static void
spec10_time_cost_zero_not_scheduled (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[204, 204], [202, 204]]}}", &log);
  g_autofree char *text = NULL;
  g_auto (GStrv) list = tw_engine_dup_active_list (engine, NULL);

  g_assert_cmpuint (g_strv_length (list), ==, 1);
  g_assert_cmpstr (list[0], ==, "F0:0:1:bat");
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, -1);
  tw_engine_consume_time (engine, 2, "wait");
  text = tt_log_take (log);
  g_assert_null (strstr (text, "zero"));
  /* Spawned or set, a timeCost 0 enemy is still never listed. */
  tw_engine_set_block (engine, NULL, 1, 1, TT_ENEMY (3));
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 1);
  tw_engine_free (engine);
  tt_log_free (log);
}

typedef struct
{
  TtLog *log;
  gboolean done;
  void (*change) (TwEngine *engine);
} MidTick;

static void
mid_tick_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  MidTick *mt = data;

  tt_log_sink (engine, ev, mt->log);
  if (ev->kind == TW_EVENT_ENEMY_ACT && !mt->done)
    {
      mt->done = TRUE;
      mt->change (engine);
    }
}

static void
spawn_at_origin (TwEngine *engine)
{
  tw_engine_set_block (engine, NULL, 0, 0, TT_ENEMY (1));
}

static void
test_scheduler_mid_tick_join_pending (void)
{
  MidTick mt = { tt_log_new (), FALSE, spawn_at_origin };
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[0, 202]]}}", NULL);
  g_autofree char *text = NULL;

  tw_engine_set_event_sink (engine, mid_tick_sink, &mt, NULL);
  tw_engine_consume_time (engine, 1, "wait");
  /* The bat spawned during tick 1 neither gained gauge nor acted in it. */
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 0);
  tw_engine_consume_time (engine, 1, "wait");
  text = tt_log_take (mt.log);
  g_assert_cmpstr (text, ==,
                   "tick 1\nact F0:1:0:bat g0 idle\n"
                   "tick 2\nact F0:1:0:bat g0 idle\nact F0:0:0:bat g0 idle\n");
  tw_engine_free (engine);
  tt_log_free (mt.log);
}

static void
remove_last (TwEngine *engine)
{
  tw_engine_remove_block (engine, NULL, 2, 0);
}

static void
test_scheduler_mid_tick_removal_skipped (void)
{
  MidTick mt = { tt_log_new (), FALSE, remove_last };
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[202, 0, 202]]}}", NULL);
  g_autofree char *text = NULL;

  tw_engine_set_event_sink (engine, mid_tick_sink, &mt, NULL);
  tw_engine_consume_time (engine, 1, "wait");
  text = tt_log_take (mt.log);
  g_assert_cmpstr (text, ==, "tick 1\nact F0:0:0:bat g0 idle\n");
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 2, 0), ==, -1);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 1);
  tw_engine_free (engine);
  tt_log_free (mt.log);
}

static void
move_first_right (TwEngine *engine)
{
  /* The first bat, having acted, moves to the end of the row. */
  tw_engine_move_block (engine, NULL, 0, 0, 3, 0, TRUE);
}

static void
test_scheduler_migrate_keeps_place (void)
{
  MidTick mt = { tt_log_new (), FALSE, move_first_right };
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[202, 202, 0, 0]]}}", NULL);
  g_autofree char *text = NULL;

  tw_engine_set_event_sink (engine, mid_tick_sink, &mt, NULL);
  tw_engine_consume_time (engine, 2, "wait");
  text = tt_log_take (mt.log);
  /* It did not act twice in tick 1, and keeps its place (first) in tick 2. */
  g_assert_cmpstr (text, ==,
                   "tick 1\nact F0:0:0:bat g0 idle\nact F0:1:0:bat g0 idle\n"
                   "tick 2\nact F0:3:0:bat g0 idle\nact F0:1:0:bat g0 idle\n");
  tw_engine_free (engine);
  tt_log_free (mt.log);
}

static void
test_scheduler_only_current_floor (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}, \"F1\": {\"map\": [[201]]}}", NULL);

  tw_engine_consume_time (engine, 2, "wait");
  tw_engine_change_floor (engine, "F1", 0, 0);
  tw_engine_consume_time (engine, 1, "wait");
  /* F0's slime stood still while the hero was on F1. */
  g_assert_cmpint (tw_engine_get_gauge (engine, "F0", 0, 0), ==, 2);
  g_assert_cmpint (tw_engine_get_gauge (engine, "F1", 0, 0), ==, 1);
  tw_engine_free (engine);
}

static void
test_scheduler_long_time_cost (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[205]]}}", &log);
  g_autofree char *text = NULL;

  tw_engine_consume_time (engine, 199, "wait");
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 199);
  text = tt_log_take (log);
  g_assert_null (strstr (text, "act"));
  tw_engine_consume_time (engine, 1, "wait");
  g_free (text);
  text = tt_log_take (log);
  g_assert_cmpstr (text, ==, "tick 200\nact F0:0:0:slow g0 idle\n");
  tw_engine_free (engine);
  tt_log_free (log);
}

static void
test_scheduler_no_sink_same_gauges (void)
{
  const char *floors = "{\"F0\": {\"map\": [[201, 202, 203], [205, 201, 0]]}}";
  TtLog *log;
  TwEngine *with = engine_for (floors, &log);
  TwEngine *without = engine_for (floors, NULL);
  gint x, y;

  tw_engine_consume_time (with, 1234, "wait");
  tw_engine_consume_time (without, 1234, "wait");
  for (y = 0; y < 2; y++)
    for (x = 0; x < 3; x++)
      g_assert_cmpint (tw_engine_get_gauge (with, NULL, x, y), ==,
                       tw_engine_get_gauge (without, NULL, x, y));
  g_assert_cmpint (tw_engine_get_gauge (without, NULL, 0, 1), ==, 1234 % 200);
  tw_engine_free (with);
  tw_engine_free (without);
  tt_log_free (log);
}

/* --- the cache -------------------------------------------------------------- */

static void
test_cache_runtime_id (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[0, 0], [0, 201]]}}", NULL);
  g_auto (GStrv) list = tw_engine_dup_active_list (engine, "F0");

  g_assert_cmpstr (list[0], ==, "F0:1:1:slime");
  tw_engine_free (engine);
}

static void
test_cache_migrate_keeps_gauge (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0, 0]]}}", NULL);
  gint64 version;

  tw_engine_consume_time (engine, 2, "wait");
  version = tw_engine_get_active_enemies_version (engine);
  tw_engine_move_block (engine, NULL, 0, 0, 2, 0, TRUE);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 2, 0), ==, 2);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, -1);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 2, 0), ==, TT_ENEMY (0));
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, version + 1);
  tw_engine_jump_block (engine, NULL, 2, 0, 1, 0, TRUE);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 1, 0), ==, 2);
  tw_engine_free (engine);
}

static void
test_cache_remove_cell (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 201]]}}", NULL);

  tw_engine_consume_time (engine, 1, "wait");
  tw_engine_remove_block (engine, NULL, 0, 0);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, -1);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 1);
  /* A new enemy on that cell starts from 0: the gauge went with the old one. */
  tw_engine_set_block (engine, NULL, 0, 0, TT_ENEMY (0));
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 0);
  tw_engine_free (engine);
}

static void
test_cache_sync_cell_fresh (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}}", NULL);
  g_auto (GStrv) list = NULL;

  tw_engine_consume_time (engine, 2, "wait");
  /* Replaced in place (a summon onto the same cell): a fresh gauge. */
  tw_engine_set_block (engine, NULL, 0, 0, TT_ENEMY (1));
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 0);
  list = tw_engine_dup_active_list (engine, NULL);
  g_assert_cmpstr (list[0], ==, "F0:0:0:bat");
  tw_engine_set_block (engine, NULL, 0, 0, TT_WALL);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 0);
  tw_engine_free (engine);
}

static void
test_cache_hide_show (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}}", NULL);

  tw_engine_consume_time (engine, 2, "wait");
  tw_engine_hide_block (engine, NULL, 0, 0);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 0);
  g_assert_true (tw_engine_is_hidden (engine, NULL, 0, 0));
  tw_engine_consume_time (engine, 5, "wait");
  tw_engine_show_block (engine, NULL, 0, 0);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 1);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 0);
  tw_engine_free (engine);
}

/* The grid and its hidden mask give what get_tile and is_hidden give cell
 * by cell. */
static void
assert_grid_per_cell (TwEngine *engine)
{
  gint width = 0, height = 0;
  const guint8 *hidden;
  const guint32 *tiles = tw_engine_floor_grid (engine, "F0", &width, &height, &hidden);
  g_assert_nonnull (tiles);
  g_assert_cmpint (width, ==, 3);
  g_assert_cmpint (height, ==, 2);
  for (gint y = 0; y < height; y++)
    for (gint x = 0; x < width; x++)
      {
        gint i = y * width + x;
        g_assert_cmpint (hidden != NULL && hidden[i], ==, tw_engine_is_hidden (engine, "F0", x, y));
        g_assert_cmpuint (tiles[i], ==, tw_engine_get_tile (engine, "F0", x, y));
      }
}

static void
test_floor_grid (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0, 1], [0, 202, 0]]}}", NULL);
  const guint8 *hidden;
  gint width, height;
  assert_grid_per_cell (engine);
  tw_engine_floor_grid (engine, NULL, &width, &height, &hidden);
  g_assert_null (hidden);
  tw_engine_hide_block (engine, NULL, 1, 1);
  assert_grid_per_cell (engine);
  tw_engine_floor_grid (engine, NULL, &width, &height, &hidden);
  g_assert_nonnull (hidden);
  g_assert_true (hidden[4]);
  g_assert_null (tw_engine_floor_grid (engine, "nowhere", &width, &height, &hidden));
  tw_engine_show_block (engine, NULL, 1, 1);
  assert_grid_per_cell (engine);
  tw_engine_free (engine);
}

static void
test_cache_batch_remove_one_rebuild (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 201, 201, 202]]}}", NULL);
  TwPoint cells[] = { { 0, 0 }, { 1, 0 }, { 2, 0 } };
  gint64 scans = tw_engine_get_full_scan_count (engine);
  gint64 version = tw_engine_get_active_enemies_version (engine);

  tw_engine_consume_time (engine, 2, "wait");
  tw_engine_remove_blocks (engine, NULL, cells, 3);
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, scans + 1);
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, version + 1);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 1);
  /* The rebuild keeps the gauges of the enemies that are still there. */
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 3, 0), ==, 0);
  tw_engine_consume_time (engine, 1, "wait");
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 3, 0), ==, 0);
  tw_engine_free (engine);
}

static void
test_cache_rebuild_keeps_gauges (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0, 201]]}}", NULL);
  g_auto (GStrv) list = NULL;

  tw_engine_consume_time (engine, 2, "wait");
  tw_engine_set_block (engine, NULL, 1, 0, TT_ENEMY (0));
  tw_engine_active_rebuild (engine, NULL);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 0, 0), ==, 2);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 1, 0), ==, 0);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 2, 0), ==, 2);
  /* A rebuild lists row-major again. */
  list = tw_engine_dup_active_list (engine, NULL);
  g_assert_cmpstr (list[1], ==, "F0:1:0:slime");
  tw_engine_free (engine);
}

static void
test_cache_move_keep_false (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0]]}}", NULL);
  gint64 version = tw_engine_get_active_enemies_version (engine);

  tw_engine_move_block (engine, NULL, 0, 0, 1, 0, FALSE);
  g_assert_cmpuint (tw_engine_get_n_active (engine, NULL), ==, 0);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 0, 0), ==, 0);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 1, 0), ==, 0);
  /* One removeCell, one version. */
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, version + 1);
  tw_engine_free (engine);
}

static void
test_cache_move_suppresses_patches (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0, 0]]}}", NULL);
  gint64 version;

  tw_engine_consume_time (engine, 1, "wait");
  version = tw_engine_get_active_enemies_version (engine);
  tw_engine_move_block_begin (engine, NULL, 0, 0);
  /* Changes while the block travels are not patched ... */
  tw_engine_remove_block (engine, NULL, 1, 0);
  tw_engine_set_block (engine, NULL, 1, 0, 0);
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, version);
  tw_engine_move_block_end (engine, NULL, 0, 0, 2, 0, TRUE);
  /* ... the move patches once, at its end. */
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, version + 1);
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 2, 0), ==, 1);
  tw_engine_free (engine);
}

static void
spec10_active_enemies_no_scan_per_tick (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 202, 203, 205]]}}", NULL);
  gint64 scans = tw_engine_get_full_scan_count (engine);
  gint64 version = tw_engine_get_active_enemies_version (engine);

  g_assert_cmpint (scans, ==, 1); /* the start floor's first entry */
  tw_engine_consume_time (engine, 1000, "wait");
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, scans);
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, version);
  tw_engine_free (engine);
}

static gint
strcmp_cb (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *)a, *(char *const *)b);
}

static void
test_cache_patches_equal_rebuild (void)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (7);
  guint round;

  for (round = 0; round < 200; round++)
    {
      TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0, 202, 0], [0, 203, 0, 204],"
                                     " [205, 0, 201, 0], [0, 0, 0, 202]]}}",
                                     NULL);
      g_auto (GStrv) patched = NULL;
      g_auto (GStrv) rebuilt = NULL;
      gint64 gauges[16];
      guint i;
      gint c;

      for (i = 0; i < 30; i++)
        {
          gint x = g_rand_int_range (r, 0, 4), y = g_rand_int_range (r, 0, 4);
          gint tx = g_rand_int_range (r, 0, 4), ty = g_rand_int_range (r, 0, 4);
          switch (g_rand_int_range (r, 0, 6))
            {
            case 0:
              tw_engine_remove_block (engine, NULL, x, y);
              break;
            case 1:
              tw_engine_set_block (engine, NULL, x, y, TT_ENEMY (g_rand_int_range (r, 0, 5)));
              break;
            case 2:
              tw_engine_hide_block (engine, NULL, x, y);
              break;
            case 3:
              tw_engine_show_block (engine, NULL, x, y);
              break;
            case 4:
              if (tw_engine_get_tile (engine, NULL, tx, ty) == 0)
                tw_engine_move_block (engine, NULL, x, y, tx, ty, g_rand_boolean (r));
              break;
            default:
              tw_engine_consume_time (engine, g_rand_int_range (r, 1, 4), "wait");
            }
        }
      patched = tw_engine_dup_active_list (engine, NULL);
      for (c = 0; c < 16; c++)
        gauges[c] = tw_engine_get_gauge (engine, NULL, c % 4, c / 4);
      tw_engine_active_rebuild (engine, NULL);
      rebuilt = tw_engine_dup_active_list (engine, NULL);
      /* The same enemies (the order of a rebuild is row-major) and gauges. */
      qsort (patched, g_strv_length (patched), sizeof (char *), strcmp_cb);
      qsort (rebuilt, g_strv_length (rebuilt), sizeof (char *), strcmp_cb);
      g_assert_true (g_strv_equal ((const char *const *)patched, (const char *const *)rebuilt));
      for (c = 0; c < 16; c++)
        g_assert_cmpint (gauges[c], ==, tw_engine_get_gauge (engine, NULL, c % 4, c / 4));
      tw_engine_free (engine);
    }
}

static void
test_cache_version_counts (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201, 0]]}}", NULL);
  gint64 v = tw_engine_get_active_enemies_version (engine);

  tw_engine_active_sync_cell (engine, NULL, 1, 0);
  tw_engine_active_remove_cell (engine, NULL, 1, 0);
  tw_engine_active_migrate_point (engine, NULL, 0, 0, 0, 0);
  tw_engine_active_rebuild (engine, NULL);
  g_assert_cmpint (tw_engine_get_active_enemies_version (engine), ==, v + 4);
  tw_engine_free (engine);
}

static void
collect_active (const TwActiveInfo *info, gpointer data)
{
  g_string_append_printf (data, "%s g%" G_GINT64_FORMAT " t%d p%d n%" G_GINT64_FORMAT ";",
                          info->runtime_id, info->gauge, info->time_cost, info->priority,
                          info->ticks_to_action);
}

static void
test_cache_foreach_active (void)
{
  TwEngine *engine
      = engine_for ("{\"F0\": {\"map\": [[201, 203]]}, \"F1\": {\"map\": [[202]]}}", NULL);
  g_autoptr (GString) text = g_string_new (NULL);

  tw_engine_consume_time (engine, 4, "wait");
  tw_engine_foreach_active (engine, NULL, collect_active, text);
  g_assert_cmpstr (text->str, ==, "F0:0:0:slime g1 t3 p0 n2;F0:1:0:boss g0 t2 p5 n2;");
  g_string_truncate (text, 0);
  tw_engine_change_floor (engine, "F1", 0, 0);
  tw_engine_foreach_active (engine, "F0", collect_active, text);
  g_assert_cmpstr (text->str, ==, "F0:0:0:slime g1 t3 p0 n-1;F0:1:0:boss g0 t2 p5 n-1;");
  tw_engine_free (engine);
}

/* --- floors ----------------------------------------------------------------- */

static void
test_floor_change_resets_map_turn (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}, \"F1\": {\"map\": [[0]]}}", NULL);

  tw_engine_consume_time (engine, 4, "wait");
  g_assert_true (tw_engine_change_floor (engine, "F1", 0, 0));
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, 0);
  g_assert_cmpint (tw_engine_get_clock (engine), ==, 4);
  g_assert_cmpstr (tw_engine_get_floor_id (engine), ==, "F1");
  g_assert_false (tw_engine_change_floor (engine, "nowhere", 0, 0));
  tw_engine_free (engine);
}

/* A floor's list is built on its first entry and rebuilt, one scan, on
 * every entry after (docs/rules.md §1); never per tick. */
static void
test_floor_list_rebuilt_on_each_entry (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[201]]}, \"F1\": {\"map\": [[202]]}}", NULL);

  g_assert_null (tw_engine_dup_active_list (engine, "F1"));
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, 1);
  tw_engine_change_floor (engine, "F1", 0, 0);
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, 2);
  tw_engine_consume_time (engine, 5, "wait");
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, 2);
  tw_engine_change_floor (engine, "F0", 0, 0);
  tw_engine_change_floor (engine, "F1", 0, 0);
  g_assert_cmpint (tw_engine_get_full_scan_count (engine), ==, 4);
  tw_engine_free (engine);
}

/* spec §10 (activeEnemies path) and docs/rules.md §1: entering a floor
 * rebuilds its list row-major; each surviving enemy keeps its gauge. The
 * slime moved (migratePoint keeps its place in the order), so after the
 * floor is left and entered again it acts after the bat, which is now
 * first in row-major order. */
static void
spec10_floor_entry_rebuilds_row_major (void)
{
  TwEngine *engine
      = engine_for ("{\"F0\": {\"map\": [[0, 201], [202, 0]]}, \"F1\": {\"map\": [[0]]}}", NULL);
  g_auto (GStrv) before = NULL, after = NULL;

  tw_engine_consume_time (engine, 2, "wait");
  tw_engine_move_block (engine, NULL, 1, 0, 1, 1, TRUE);
  before = tw_engine_dup_active_list (engine, NULL);
  g_assert_cmpstr (before[0], ==, "F0:1:1:slime");
  tw_engine_change_floor (engine, "F1", 0, 0);
  tw_engine_change_floor (engine, "F0", 0, 0);
  after = tw_engine_dup_active_list (engine, NULL);
  g_assert_cmpuint (g_strv_length (after), ==, 2);
  g_assert_cmpstr (after[0], ==, "F0:0:1:bat");
  g_assert_cmpstr (after[1], ==, "F0:1:1:slime");
  g_assert_cmpint (tw_engine_get_gauge (engine, NULL, 1, 1), ==, 2);
  tw_engine_free (engine);
}

static void
test_floor_gauges_kept (void)
{
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[205]]}, \"F1\": {\"map\": [[205]]}}", NULL);

  tw_engine_consume_time (engine, 7, "wait");
  tw_engine_change_floor (engine, "F1", 0, 0);
  tw_engine_consume_time (engine, 3, "wait");
  tw_engine_change_floor (engine, "F0", 0, 0);
  g_assert_cmpint (tw_engine_get_gauge (engine, "F0", 0, 0), ==, 7);
  g_assert_cmpint (tw_engine_get_gauge (engine, "F1", 0, 0), ==, 3);
  tw_engine_consume_time (engine, 1, "wait");
  g_assert_cmpint (tw_engine_get_gauge (engine, "F0", 0, 0), ==, 8);
  g_assert_cmpint (tw_engine_get_gauge (engine, "F1", 0, 0), ==, 3);
  tw_engine_free (engine);
}

/* --- events ---------------------------------------------------------------- */

static void
test_events_trace_fields (void)
{
  TtLog *log;
  TwEngine *engine = engine_for ("{\"F0\": {\"map\": [[202]]}}", &log);
  g_autofree char *tick = NULL, *act = NULL;

  tw_engine_consume_time (engine, 1, "move");
  tick = json_dumps (g_ptr_array_index (log->json, 0), JSON_COMPACT | JSON_PRESERVE_ORDER);
  act = json_dumps (g_ptr_array_index (log->json, 1), JSON_COMPACT | JSON_PRESERVE_ORDER);
  g_assert_cmpstr (tick, ==, "{\"ev\":\"tick\",\"mapTurn\":1,\"clock\":1,\"reason\":\"move\"}");
  g_assert_cmpstr (
      act, ==,
      "{\"ev\":\"enemy_act\",\"mapTurn\":1,\"clock\":1,\"enemy\":\"F0:0:0:bat\","
      "\"actType\":\"idle\",\"gauge\":0,\"result\":\"idle\",\"timeCost\":1,\"hp\":1000}");
  tw_engine_free (engine);
  tt_log_free (log);
}

static void
membership_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  GHashTable *alive = data;

  if (ev->kind == TW_EVENT_ENEMY_JOIN)
    g_hash_table_add (alive, g_strdup (ev->enemy));
  else if (ev->kind == TW_EVENT_ENEMY_LEAVE)
    g_assert_true (g_hash_table_remove (alive, ev->enemy));
  else if (ev->kind == TW_EVENT_ENEMY_MIGRATE)
    {
      g_assert_true (g_hash_table_remove (alive, ev->enemy));
      g_hash_table_add (alive, g_strdup (ev->to));
    }
}

static void
test_events_membership (void)
{
  TwTower *tower = tt_tower (
      base_enemys, NULL,
      "{\"F0\": {\"map\": [[0]]}, \"F1\": {\"map\": [[201, 0, 202], [0, 203, 0]]}}", NULL);
  TwEngine *engine = tw_engine_new (tower);
  g_autoptr (GHashTable) alive = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GRand) r = g_rand_new_with_seed (5);
  guint i;

  tw_engine_set_event_sink (engine, membership_sink, alive, NULL);
  tw_engine_set_schedule_events (engine, TRUE);
  tw_engine_change_floor (engine, "F1", 0, 0);
  g_assert_cmpuint (g_hash_table_size (alive), ==, 3);
  /* Replaying the joins, leaves and moves gives the list, whatever happens. */
  for (i = 0; i < 300; i++)
    {
      gint x = g_rand_int_range (r, 0, 3), y = g_rand_int_range (r, 0, 2);
      g_auto (GStrv) list = NULL;
      switch (g_rand_int_range (r, 0, 5))
        {
        case 0:
          tw_engine_set_block (engine, NULL, x, y, TT_ENEMY (g_rand_int_range (r, 0, 5)));
          break;
        case 1:
          tw_engine_remove_block (engine, NULL, x, y);
          break;
        case 2:
          if (tw_engine_get_tile (engine, NULL, x ^ 1, y) == 0)
            tw_engine_move_block (engine, NULL, x, y, x ^ 1, y, g_rand_boolean (r));
          break;
        case 3:
          tw_engine_active_rebuild (engine, NULL);
          break;
        default:
          tw_engine_consume_time (engine, 2, "wait");
        }
      list = tw_engine_dup_active_list (engine, NULL);
      g_assert_cmpuint (g_strv_length (list), ==, g_hash_table_size (alive));
      for (guint k = 0; list[k]; k++)
        g_assert_true (g_hash_table_contains (alive, list[k]));
    }
  tw_engine_free (engine);
  tw_tower_unref (tower);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/tower/fields-and-defaults", test_tower_fields);
  g_test_add_func ("/engine/tower/mota-sample", test_tower_mota_sample);
  g_test_add_func ("/engine/tower/invalid", test_tower_invalid);
  g_test_add_func ("/engine/spec10/consume-time-3-is-3-ticks", spec10_consume_time_3_is_3_ticks);
  g_test_add_func ("/engine/clock/added-at-once", test_clock_added_at_once);
  g_test_add_func ("/engine/events/idle-actions-implied", test_idle_actions_implied);
  g_test_add_func ("/engine/clock/disabled", test_clock_disabled);
  g_test_add_func ("/engine/clock/foreach-enemy-gauge", test_foreach_enemy_gauge);
  g_test_add_func ("/engine/cache/floor-grid", test_floor_grid);
  g_test_add_func ("/engine/clock/enabled-by-default", test_clock_enabled_by_default);
  g_test_add_func ("/engine/clock/non-positive", test_clock_non_positive);
  g_test_add_func ("/engine/clock/advance-one", test_clock_advance_one);
  g_test_add_func ("/engine/clock/gauge-threshold", test_clock_gauge_threshold);
  g_test_add_func ("/engine/scheduler/priority", test_scheduler_priority);
  g_test_add_func ("/engine/scheduler/ties-row-major", test_scheduler_ties_row_major);
  g_test_add_func ("/engine/scheduler/later-joins-last", test_scheduler_later_joins_last);
  g_test_add_func ("/engine/spec10/time-cost-zero-not-scheduled",
                   spec10_time_cost_zero_not_scheduled);
  g_test_add_func ("/engine/scheduler/mid-tick-join-pending", test_scheduler_mid_tick_join_pending);
  g_test_add_func ("/engine/scheduler/mid-tick-removal-skipped",
                   test_scheduler_mid_tick_removal_skipped);
  g_test_add_func ("/engine/scheduler/migrate-keeps-place", test_scheduler_migrate_keeps_place);
  g_test_add_func ("/engine/scheduler/only-current-floor", test_scheduler_only_current_floor);
  g_test_add_func ("/engine/scheduler/long-time-cost", test_scheduler_long_time_cost);
  g_test_add_func ("/engine/scheduler/no-sink-same-gauges", test_scheduler_no_sink_same_gauges);
  g_test_add_func ("/engine/cache/runtime-id", test_cache_runtime_id);
  g_test_add_func ("/engine/cache/migrate-keeps-gauge", test_cache_migrate_keeps_gauge);
  g_test_add_func ("/engine/cache/remove-cell-deletes-gauge", test_cache_remove_cell);
  g_test_add_func ("/engine/cache/sync-cell-fresh-gauge", test_cache_sync_cell_fresh);
  g_test_add_func ("/engine/cache/hide-show", test_cache_hide_show);
  g_test_add_func ("/engine/cache/batch-remove-one-rebuild", test_cache_batch_remove_one_rebuild);
  g_test_add_func ("/engine/cache/rebuild-keeps-gauges", test_cache_rebuild_keeps_gauges);
  g_test_add_func ("/engine/cache/move-keep-false-remove-cell", test_cache_move_keep_false);
  g_test_add_func ("/engine/cache/move-suppresses-patches", test_cache_move_suppresses_patches);
  g_test_add_func ("/engine/spec10/active-enemies-no-scan-per-tick",
                   spec10_active_enemies_no_scan_per_tick);
  g_test_add_func ("/engine/cache/patches-equal-rebuild", test_cache_patches_equal_rebuild);
  g_test_add_func ("/engine/cache/version-counts", test_cache_version_counts);
  g_test_add_func ("/engine/cache/foreach-active", test_cache_foreach_active);
  g_test_add_func ("/engine/floor/change-resets-map-turn", test_floor_change_resets_map_turn);
  g_test_add_func ("/engine/floor/list-rebuilt-on-each-entry",
                   test_floor_list_rebuilt_on_each_entry);
  g_test_add_func ("/engine/floor/gauges-kept", test_floor_gauges_kept);
  g_test_add_func ("/engine/spec10/floor-entry-rebuilds-row-major",
                   spec10_floor_entry_rebuilds_row_major);
  g_test_add_func ("/engine/events/trace-fields", test_events_trace_fields);
  g_test_add_func ("/engine/events/membership", test_events_membership);
  return g_test_run ();
}
