/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-timeline-implied.c: idle enemies' actions derived from their schedule
 * (tw_engine_set_idle_actions_implied, editor/sim/tw-timeline-model-implied.c)
 * give the timeline exactly what one engine event per action gives. Two
 * simulation sessions play the same long random play on a random two-floor
 * tower, one each way, and their timelines are compared after every step:
 * each row's marks (the stored array with its runs, and the expanded view),
 * gauges, cells, timeCost, and every battle, floor, death and action. The
 * play has floor changes, battles that kill enemies, deaths in the middle
 * of a tick (an archer or a bat before the idle enemies in action order),
 * setEnemy timeCost changes (to 0 and back), summons, saves and loads,
 * waits played in slices and cancelled, seeks, forks and their undo and redo.
 */
#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

#define SIZE 9
#define N_SEEDS 30
#define N_STEPS 400

/* Tiles: 1 wall, 87/88 stairs, 201... the enemies below, in this order. */
static const char *const enemy_ids[]
    = { "i1", "i2", "i3", "i5", "i13", "big", "bat", "archer", "caller" };
#define TILE_OF(i) (201 + (i))
#define N_IDLE 5 /* the first five are idle and weak; "big" is idle and unbeatable */

static json_t *
enemies (void)
{
  return json_pack (
      "{s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i},"                              /* i1 */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i},"                              /* i2 */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:i},"                         /* i3: acts first */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i},"                              /* i5 */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i},"                              /* i13 */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i},"                              /* big */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:s, s:{s:i}, s:i},"           /* bat */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:s, s:{s:s, s:i, s:i}, s:i}," /* archer */
      " s:{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:s, s:{s:s, s:s}}}",          /* caller */
      "i1", "name", "One", "hp", 10, "atk", 2, "def", 0, "money", 1, "exp", 1, "timeCost", 1, "i2",
      "name", "Two", "hp", 10, "atk", 2, "def", 0, "money", 1, "exp", 1, "timeCost", 2, "i3",
      "name", "Three", "hp", 10, "atk", 2, "def", 0, "money", 1, "exp", 1, "timeCost", 3,
      "priority", 9, "i5", "name", "Five", "hp", 10, "atk", 2, "def", 0, "money", 1, "exp", 1,
      "timeCost", 5, "i13", "name", "Thirteen", "hp", 10, "atk", 2, "def", 0, "money", 1, "exp", 1,
      "timeCost", 13, "big", "name", "Big", "hp", 100000, "atk", 1000, "def", 1000, "money", 0,
      "exp", 0, "timeCost", 4, "bat", "name", "Bat", "hp", 30, "atk", 45, "def", 0, "money", 1,
      "exp", 1, "timeCost", 3, "actType", "chase", "actArgs", "range", 3, "priority", 5, "archer",
      "name", "Archer", "hp", 20, "atk", 10, "def", 0, "money", 1, "exp", 1, "timeCost", 4,
      "actType", "skill", "actArgs", "kind", "ranged", "range", 3, "damage", 20, "priority", 5,
      "caller", "name", "Caller", "hp", 20, "atk", 10, "def", 0, "money", 1, "exp", 1, "timeCost",
      7, "actType", "skill", "actArgs", "kind", "summon", "enemy", "i2");
}

/* A setEnemy of an idle enemy's timeCost (0 takes it off the schedule) or,
 * with @act_types, one time in four of its actType: such a tower is played
 * with every action reported (a kind may turn from idle to acting), so it
 * checks that the session falls back and both timelines still agree. */
static json_t *
time_cost_event (GRand *rand, gboolean act_types)
{
  static const char *const values[] = { "1", "2", "4", "6", "0", "3" };
  static const char *const kinds[] = { "'chase'", "'idle'" };
  if (act_types && g_rand_int_range (rand, 0, 4) == 0)
    return json_pack ("[{s:s, s:s, s:s, s:s}]", "type", "setEnemy", "id",
                      enemy_ids[g_rand_int_range (rand, 0, N_IDLE)], "name", "actType", "value",
                      kinds[g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds))]);
  return json_pack ("[{s:s, s:s, s:s, s:s}]", "type", "setEnemy", "id",
                    enemy_ids[g_rand_int_range (rand, 0, N_IDLE)], "name", "timeCost", "value",
                    values[g_rand_int_range (rand, 0, G_N_ELEMENTS (values))]);
}

/* A floor: stairs near the hero's corner to the other floor, walls, enemies,
 * and setEnemy cells. */
static json_t *
random_floor (GRand *rand, const char *id, const char *other, gboolean up, gboolean act_types)
{
  json_t *map = json_array ();
  json_t *events = json_object ();
  int sx = g_rand_int_range (rand, 1, 4), sy = g_rand_int_range (rand, 1, 4);
  for (int y = 0; y < SIZE; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < SIZE; x++)
        {
          int roll = g_rand_int_range (rand, 0, 100), tile = 0;
          if (x == sx && y == sy)
            tile = up ? 87 : 88;
          else if (x + y <= 1)
            tile = 0; /* the hero's corner */
          else if (roll < 8)
            tile = 1;
          else if (roll < 30)
            tile = TILE_OF (g_rand_int_range (rand, 0, G_N_ELEMENTS (enemy_ids)));
          else if (roll < 46)
            {
              g_autofree char *key = g_strdup_printf ("%d,%d", x, y);
              json_object_set_new (events, key, time_cost_event (rand, act_types));
            }
          json_array_append_new (row, json_integer (tile));
        }
      json_array_append_new (map, row);
    }
  g_autofree char *stairs = g_strdup_printf ("%d,%d", sx, sy);
  return json_pack ("{s:s, s:i, s:i, s:o, s:o, s:{s:{s:s, s:[i,i]}}}", "floorId", id, "width", SIZE,
                    "height", SIZE, "map", map, "events", events, "changeFloor", stairs, "floorId",
                    other, "loc", 0, 0);
}

static json_t *
random_tower (GRand *rand, gboolean act_types)
{
  json_t *maps = json_pack ("{s:{s:s, s:s}, s:{s:s, s:s}, s:{s:s, s:s}}", "1", "cls", "terrains",
                            "id", "yellowWall", "87", "cls", "terrains", "id", "upFloor", "88",
                            "cls", "terrains", "id", "downFloor");
  for (guint i = 0; i < G_N_ELEMENTS (enemy_ids); i++)
    {
      g_autofree char *tile = g_strdup_printf ("%d", TILE_OF (i));
      json_object_set_new (maps, tile,
                           json_pack ("{s:s, s:s}", "cls", "enemys", "id", enemy_ids[i]));
    }
  return json_pack ("{s:{s:{s:s, s:{s:i, s:i, s:i, s:{s:i, s:i}}}, s:{s:[s, s]}, s:{}},"
                    " s:o, s:{}, s:o, s:{s:o, s:o}}",
                    "data", "firstData", "floorId", "F0", "hero", "hp", 400, "atk", 20, "def", 3,
                    "loc", "x", 0, "y", 0, "main", "floorIds", "F0", "F1", "values", "enemys",
                    enemies (), "items", "maps", maps, "floors", "F0",
                    random_floor (rand, "F0", "F1", TRUE, act_types), "F1",
                    random_floor (rand, "F1", "F0", FALSE, act_types));
}

/* --- the two timelines ------------------------------------------------------- */

static void
assert_same_marks (TwTimelineModel *a, TwTimelineModel *b, guint row, guint from, guint to)
{
  guint na, nb;
  const TwTimelineMark *ma = tw_timeline_model_row_get_marks (a, row, from, to, &na);
  g_autofree TwTimelineMark *copy = g_memdup2 (ma, na * sizeof *ma);
  const TwTimelineMark *mb = tw_timeline_model_row_get_marks (b, row, from, to, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (copy[i].tick, ==, mb[i].tick);
      g_assert_cmpuint (copy[i].kind, ==, mb[i].kind);
      g_assert_cmpuint (copy[i].gauge, ==, mb[i].gauge);
      g_assert_cmpuint (copy[i].result, ==, mb[i].result);
    }
}

/* @a derives idle actions, @b was fed every one: the same timeline. */
static void
assert_same_timeline (TwTimelineModel *a, TwTimelineModel *b, GRand *rand)
{
  guint n_ticks = tw_timeline_model_get_n_ticks (a);
  g_assert_cmpuint (n_ticks, ==, tw_timeline_model_get_n_ticks (b));
  g_assert_cmpuint (tw_timeline_model_get_last_tick (a), ==, tw_timeline_model_get_last_tick (b));
  g_assert_cmpuint (tw_timeline_model_get_n_rows (a), ==, tw_timeline_model_get_n_rows (b));
  for (guint r = 0; r < tw_timeline_model_get_n_rows (a); r++)
    {
      g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (a, r), ==,
                       tw_timeline_model_row_get_runtime_id (b, r));
      g_assert_cmpstr (tw_timeline_model_row_get_name (a, r), ==,
                       tw_timeline_model_row_get_name (b, r));
      g_assert_cmpuint (tw_timeline_model_row_get_act_type (a, r), ==,
                        tw_timeline_model_row_get_act_type (b, r));
      /* The whole range (this also makes the implied actions marks). */
      assert_same_marks (a, b, r, 0, n_ticks);
      g_assert_cmpuint (tw_timeline_model_row_get_time_cost (a, r), ==,
                        tw_timeline_model_row_get_time_cost (b, r));
      /* The stored marks, runs and all. */
      const MarkArray *sa = &tw_timeline_model_row_at (a, r)->marks;
      const MarkArray *sb = &tw_timeline_model_row_at (b, r)->marks;
      g_assert_cmpmem (sa->data, sa->len * sizeof (TwTimelineMark), sb->data,
                       sb->len * sizeof (TwTimelineMark));
      g_assert_cmpuint (tw_timeline_model_row_at (a, r)->last_act_tick, ==,
                        tw_timeline_model_row_at (b, r)->last_act_tick);
      /* A window, as the panel asks for it, and a few ticks. */
      guint from = g_rand_int_range (rand, 0, n_ticks), to = from + g_rand_int_range (rand, 0, 40);
      assert_same_marks (a, b, r, from, to);
      for (int i = 0; i < 4; i++)
        {
          guint tick = g_rand_int_range (rand, 0, n_ticks + 1), ga = 0, gb = 0;
          int xa, ya, xb, yb;
          g_assert_cmpint (tw_timeline_model_row_gauge_at (a, r, tick, &ga), ==,
                           tw_timeline_model_row_gauge_at (b, r, tick, &gb));
          g_assert_cmpuint (ga, ==, gb);
          tw_timeline_model_row_get_position (a, r, tick, &xa, &ya);
          tw_timeline_model_row_get_position (b, r, tick, &xb, &yb);
          g_assert_cmpint (xa, ==, xb);
          g_assert_cmpint (ya, ==, yb);
        }
    }
  guint na, nb;
  const TwTimelineBattle *ba = tw_timeline_model_get_battles (a, 0, n_ticks, &na);
  const TwTimelineBattle *bb = tw_timeline_model_get_battles (b, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (ba[i].tick, ==, bb[i].tick);
      g_assert_cmpint (ba[i].row, ==, bb[i].row);
      g_assert_cmpstr (ba[i].enemy, ==, bb[i].enemy);
      g_assert_cmpint (ba[i].by_enemy, ==, bb[i].by_enemy);
      g_assert_cmpint (ba[i].success, ==, bb[i].success);
      g_assert_cmpint (ba[i].damage, ==, bb[i].damage);
      g_assert_cmpmem (&ba[i].settle, sizeof ba[i].settle, &bb[i].settle, sizeof bb[i].settle);
    }
  const TwTimelineDeath *da = tw_timeline_model_get_deaths (a, 0, n_ticks, &na);
  const TwTimelineDeath *db = tw_timeline_model_get_deaths (b, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (da[i].tick, ==, db[i].tick);
      g_assert_cmpstr (da[i].cause, ==, db[i].cause);
    }
  const TwTimelinePlayerAction *pa = tw_timeline_model_get_player_actions (a, 0, n_ticks, &na);
  const TwTimelinePlayerAction *pb = tw_timeline_model_get_player_actions (b, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (pa[i].tick, ==, pb[i].tick);
      g_assert_cmpuint (pa[i].time_cost, ==, pb[i].time_cost);
      g_assert_cmpstr (pa[i].text, ==, pb[i].text);
    }
  const TwTimelineFloor *fa = tw_timeline_model_get_floors (a, 0, n_ticks, &na);
  const TwTimelineFloor *fb = tw_timeline_model_get_floors (b, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (fa[i].tick, ==, fb[i].tick);
      g_assert_cmpstr (fa[i].floor_id, ==, fb[i].floor_id);
    }
}

/* --- the play ------------------------------------------------------------------ */

typedef struct
{
  guint steps, deaths, floors, battles, time_cost_events, forks, undos, slices;
} Seen;

static void
both_line (TwSimSession *s[2], const char *line)
{
  for (int i = 0; i < 2; i++)
    tw_sim_session_apply_line (s[i], line, NULL);
}

/* After an undo or redo the engine stands at the end of the future put
 * back, from the state kept with it (no replay): the same state a replay
 * from the snapshots gives. */
static void
assert_end_state_replays (TwSimSession *s[2])
{
  for (int i = 0; i < 2; i++)
    {
      guint last = tw_sim_session_get_last_tick (s[i]);
      json_t *kept = tw_engine_save_state (tw_sim_session_get_engine (s[i]));
      if (last == 0)
        {
          json_decref (kept);
          continue;
        }
      tw_sim_session_seek (s[i], last - 1);
      tw_sim_session_seek (s[i], last);
      json_t *replayed = tw_engine_save_state (tw_sim_session_get_engine (s[i]));
      g_assert_true (json_equal (kept, replayed));
      json_decref (kept);
      json_decref (replayed);
    }
}

/* A wait played in slices, as the sim bar plays it, cancelled or not. */
static void
both_wait_in_slices (TwSimSession *s[2], GRand *rand)
{
  guint n = g_rand_int_range (rand, 10, 60), first = g_rand_int_range (rand, 1, 9);
  guint slices = g_rand_int_range (rand, 1, 5), slice = g_rand_int_range (rand, 2, 12);
  gboolean cancel = g_rand_boolean (rand);
  for (int i = 0; i < 2; i++)
    {
      gboolean going = tw_sim_session_begin_wait (s[i], n, first);
      for (guint k = 0; going && k < slices; k++)
        going = tw_sim_session_continue_wait (s[i], slice);
      if (cancel)
        tw_sim_session_cancel_wait (s[i]);
      while (tw_sim_session_continue_wait (s[i], slice))
        ;
    }
}

static void
play_step (TwSimSession *s[2], GRand *rand, Seen *seen)
{
  static const char *const dirs[] = { "up", "right", "down", "left" };
  TwEngine *engine = tw_sim_session_get_engine (s[0]);
  int roll = g_rand_int_range (rand, 0, 100);
  g_autofree char *line = NULL;

  if (tw_engine_is_dead (engine) && tw_sim_session_get_slot (s[0], "s") != NULL && roll < 70)
    line = g_strdup ("load s");
  else if (roll < 45)
    line = g_strdup_printf ("move %s", dirs[g_rand_int_range (rand, 0, 4)]);
  else if (roll < 52)
    line = g_strdup_printf ("moveto %d %d", g_rand_int_range (rand, 0, SIZE),
                            g_rand_int_range (rand, 0, SIZE));
  else if (roll < 60)
    line = g_strdup_printf ("move %s %d", dirs[g_rand_int_range (rand, 0, 4)],
                            g_rand_int_range (rand, 2, 4));
  else if (roll < 72)
    line = g_strdup_printf ("wait %d", g_rand_int_range (rand, 1, 25));
  else if (roll < 77)
    line = g_strdup ("save s");
  else if (roll < 81)
    line = g_strdup ("load s");
  else if (roll < 84)
    {
      guint tick = g_rand_int_range (rand, 0, tw_sim_session_get_last_tick (s[0]) + 1);
      for (int i = 0; i < 2; i++)
        tw_sim_session_seek (s[i], tick);
      seen->forks++;
      return; /* the next step acts there: a fork */
    }
  else if (roll < 87)
    {
      gboolean undone = tw_sim_session_undo_fork (s[0]);
      g_assert_cmpint (tw_sim_session_undo_fork (s[1]), ==, undone);
      seen->undos += undone;
      if (undone)
        assert_end_state_replays (s);
      return;
    }
  else if (roll < 89)
    {
      gboolean redone = tw_sim_session_redo_fork (s[0]);
      g_assert_cmpint (tw_sim_session_redo_fork (s[1]), ==, redone);
      if (redone)
        assert_end_state_replays (s);
      return;
    }
  else if (roll < 96)
    {
      both_wait_in_slices (s, rand);
      seen->slices++;
      return;
    }
  else
    {
      for (int i = 0; i < 2; i++)
        tw_sim_session_seek (s[i], tw_sim_session_get_last_tick (s[i]));
      return;
    }
  both_line (s, line);
}

static guint
count_lines (const char *text, const char *needle)
{
  guint n = 0;
  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

static void
test_implied_equals_fed (void)
{
  Seen seen = { 0 };
  for (guint seed = 1; seed <= N_SEEDS; seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);
      /* One tower in five changes enemies' actTypes: no implied actions. */
      gboolean act_types = seed % 5 == 0;
      json_t *tower = random_tower (rand, act_types);
      TwSimSession *s[2];
      for (int i = 0; i < 2; i++)
        {
          g_autoptr (GError) error = NULL;
          s[i] = tw_sim_session_new (tower, &error);
          g_assert_no_error (error);
        }
      tw_sim_session_set_idle_actions_implied (s[1], FALSE);
      g_assert_true (tw_engine_get_idle_actions_implied (tw_sim_session_get_engine (s[0]))
                     == !act_types);
      g_assert_false (tw_engine_get_idle_actions_implied (tw_sim_session_get_engine (s[1])));
      for (guint step = 0; step < N_STEPS; step++)
        {
          TwEngine *engine = tw_sim_session_get_engine (s[0]);
          gboolean dead = tw_engine_is_dead (engine);
          const char *floor_id = tw_engine_get_floor_id (engine);
          play_step (s, rand, &seen);
          seen.deaths += !dead && tw_engine_is_dead (engine);
          seen.floors += g_strcmp0 (floor_id, tw_engine_get_floor_id (engine)) != 0;
          g_assert_cmpuint (tw_sim_session_get_tick (s[0]), ==, tw_sim_session_get_tick (s[1]));
          /* Not after every step: reading the rows makes their implied
           * actions marks, and the truncations of forks must also meet
           * rows that were not read. */
          if (g_rand_int_range (rand, 0, 5) == 0)
            assert_same_timeline (tw_sim_session_get_timeline (s[0]),
                                  tw_sim_session_get_timeline (s[1]), rand);
          seen.steps++;
        }
      assert_same_timeline (tw_sim_session_get_timeline (s[0]), tw_sim_session_get_timeline (s[1]),
                            rand);
      /* What the play went through, from its trace and timeline. */
      g_autoptr (GString) trace = g_string_new (NULL);
      g_assert_true (tw_sim_session_write_trace (s[0], trace, TW_TRACE_FORMAT_JSONL, NULL));
      TwTimelineModel *model = tw_sim_session_get_timeline (s[0]);
      guint n;
      seen.time_cost_events += count_lines (trace->str, "\"command\":\"setEnemy\"");
      tw_timeline_model_get_battles (model, 0, G_MAXUINT32, &n);
      seen.battles += n;
      for (int i = 0; i < 2; i++)
        g_object_unref (s[i]);
      json_decref (tower);
      g_rand_free (rand);
    }
  g_test_message ("%u steps: %u deaths, %u floors, %u battles, %u setEnemy, %u seeks, %u undos, "
                  "%u sliced waits",
                  seen.steps, seen.deaths, seen.floors, seen.battles, seen.time_cost_events,
                  seen.forks, seen.undos, seen.slices);
  /* The play reached what the derivation must get right. */
  g_assert_cmpuint (seen.deaths, >, 0);
  g_assert_cmpuint (seen.floors, >, 0);
  g_assert_cmpuint (seen.battles, >, 10);
  g_assert_cmpuint (seen.time_cost_events, >, 0);
  g_assert_cmpuint (seen.undos, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/timeline-implied/equals-fed", test_implied_equals_fed);
  return g_test_run ();
}
