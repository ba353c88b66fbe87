/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The simulation session: the timeline it feeds against the engine's own
 * trace, hand-computed gauges and settlements, rewind, forks, slots, and
 * the `timeline` CLI verb's picture. */
#include <cairo.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/cli/tw-cli.h"
#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-render.h"
#include "timeline-test-util.h"

/* The test tower (tests/editor/data/sim-tower.json): hero at (0,0) owning
 * the status skill skill1 (2 battles, battleTimeCost 2); a guard (timeCost
 * 5) at (1,0), a chasing bat (timeCost 2) at (4,2), an idle slime (timeCost
 * 3) at (4,4). */
static TwSimSession *
new_session (void)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  TwSimSession *session = tw_sim_session_new (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  return session;
}

/* --- the engine's own trace ----------------------------------------------------- */

static void
collect_sink (TwEngine *engine, const TwEvent *event, gpointer data)
{
  g_ptr_array_add (data, tw_event_to_json (event));
}

/* The script played on a bare engine, its trace fed to a timeline model. */
static TwTimelineModel *
trace_model (void)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (json_object_get (root, "tower"), &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)json_decref);
  tw_engine_set_event_sink (engine, collect_sink, events, NULL);
  g_autofree char *text = tt_sim_script_text ();
  g_autoptr (TwScript) script = tw_script_parse (text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
  TwTimelineModel *model = tw_timeline_model_new ();
  for (guint i = 0; i < events->len; i++)
    {
      g_assert_true (tw_timeline_model_feed_event (model, g_ptr_array_index (events, i), &error));
      g_assert_no_error (error);
    }
  tw_engine_free (engine);
  tw_tower_unref (tower);
  json_decref (root);
  return model;
}

static void
test_matches_engine_trace (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autofree char *text = tt_sim_script_text ();
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_sim_session_play_script (session, text, &error));
  TwTimelineModel *model = tw_sim_session_get_timeline (session);
  g_autoptr (TwTimelineModel) ref = trace_model ();

  guint n = tw_timeline_model_get_n_ticks (ref);
  g_assert_cmpuint (n, >, 30);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==, n);
  for (guint t = 0; t < n; t++)
    {
      g_assert_cmpint (tw_timeline_model_get_clock (model, t), ==,
                       tw_timeline_model_get_clock (ref, t));
      g_assert_cmpint (tw_timeline_model_get_map_turn (model, t), ==,
                       tw_timeline_model_get_map_turn (ref, t));
    }

  guint na, nb;
  const TwTimelinePlayerAction *a = tw_timeline_model_get_player_actions (model, 0, n, &na);
  const TwTimelinePlayerAction *b = tw_timeline_model_get_player_actions (ref, 0, n, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (a[i].tick, ==, b[i].tick);
      g_assert_cmpstr (a[i].text, ==, b[i].text);
      g_assert_cmpint (a[i].refused, ==, b[i].refused);
      if (i + 1 < na) /* the trace knows a cost once the next frame begins */
        g_assert_cmpuint (a[i].time_cost, ==, b[i].time_cost);
    }

  const TwTimelineBattle *ba = tw_timeline_model_get_battles (model, 0, n, &na);
  const TwTimelineBattle *bb = tw_timeline_model_get_battles (ref, 0, n, &nb);
  g_assert_cmpuint (na, ==, nb);
  g_assert_cmpuint (na, >=, 2); /* the guard (bumped) and the bat (it attacks) */
  gboolean by_enemy = FALSE;
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (ba[i].tick, ==, bb[i].tick);
      g_assert_cmpstr (ba[i].enemy, ==, bb[i].enemy);
      g_assert_cmpint (ba[i].damage, ==, bb[i].damage);
      g_assert_cmpint (ba[i].by_enemy, ==, bb[i].by_enemy);
      g_assert_cmpuint (ba[i].settle.final_cost, ==, bb[i].settle.final_cost);
      g_assert_cmpuint (ba[i].settle.status_max, ==, bb[i].settle.status_max);
      by_enemy |= ba[i].by_enemy;
    }
  g_assert_true (by_enemy);

  /* Every enemy action of the trace is the same mark in the session's row. */
  guint acts = timeline_test_assert_same_acts (model, ref, n);
  g_assert_cmpuint (acts, >, 10);
}

/* --- hand-computed rows and values ------------------------------------------------ */

static void
test_hand_computed (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autoptr (GError) error = NULL;
  TwTimelineModel *model = tw_sim_session_get_timeline (session);

  /* Every enemy of the start floor is scheduled from tick 0, gauge 0, row-major. */
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 3);
  g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (model, 0), ==, "F0:1:0:guard");
  g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (model, 1), ==, "F0:4:2:bat");
  g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (model, 2), ==, "F0:4:4:slime");
  g_assert_cmpuint (tw_timeline_model_row_get_time_cost (model, 2), ==, 3);
  g_assert_cmpstr (tw_timeline_model_row_get_name (model, 2), ==, "Slime");

  g_assert_true (tw_sim_session_apply_line (session, "use skill1", &error));
  g_assert_true (tw_sim_session_apply_line (session, "move right", &error));
  g_assert_no_error (error);
  /* The bump: base 1, statusMax 2 (skill1), no battle skill: final 2 ticks. */
  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, 0, 100, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (battles[0].tick, ==, 1);
  g_assert_cmpstr (battles[0].enemy, ==, "F0:1:0:guard");
  g_assert_false (battles[0].by_enemy);
  g_assert_true (battles[0].success);
  g_assert_cmpuint (battles[0].settle.base, ==, 1);
  g_assert_cmpuint (battles[0].settle.status_max, ==, 2);
  g_assert_cmpuint (battles[0].settle.battle_skill, ==, 0);
  g_assert_cmpuint (battles[0].settle.final_cost, ==, 2);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 2);
  const TwTimelinePlayerAction *actions = tw_timeline_model_get_player_actions (model, 0, 100, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (actions[0].text, ==, "use skill1");
  g_assert_cmpuint (actions[0].time_cost, ==, 0);
  g_assert_cmpstr (actions[1].text, ==, "move right");
  g_assert_cmpuint (actions[1].time_cost, ==, 2);
  g_assert_cmpstr (actions[1].reason, ==, "battle");
  /* skill1: 2 layers when used, 1 after the battle. */
  g_assert_cmpuint (tw_timeline_model_get_n_status_skills (model), ==, 1);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 0), ==,
                   TW_TIMELINE_LAYERS_OFF);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, 1), ==, 1);
  /* The guard was scheduled until the battle removed it. */
  guint gauge;
  g_assert_true (tw_timeline_model_row_gauge_at (model, 0, 0, &gauge));
  g_assert_cmpuint (gauge, ==, 0);
  g_assert_false (tw_timeline_model_row_gauge_at (model, 0, 1, &gauge));

  g_assert_true (tw_sim_session_wait (session, 7, &error));
  /* The slime (timeCost 3, idle) fills 0, 1, 2 and acts every third tick. */
  guint last = tw_sim_session_get_last_tick (session);
  g_assert_cmpuint (last, >=, 9);
  for (guint t = 0; t <= last; t++)
    {
      g_assert_true (tw_timeline_model_row_gauge_at (model, 2, t, &gauge));
      g_assert_cmpuint (gauge, ==, t % 3);
    }
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, 2, 0, last, &n);
  guint acts = 0;
  for (guint i = 0; i < n; i++)
    if (marks[i].kind == TW_TIMELINE_MARK_ACT)
      {
        g_assert_cmpuint (marks[i].tick % 3, ==, 0);
        g_assert_cmpuint (marks[i].result, ==, TW_TIMELINE_RESULT_IDLE);
        acts++;
      }
  g_assert_cmpuint (acts, ==, last / 3);
}

/* --- rewind ----------------------------------------------------------------------- */

/* The engine's gauge at each row's cell is what the timeline says for that tick. */
static void
assert_state_matches_timeline (TwSimSession *session, guint tick)
{
  TwTimelineModel *model = tw_sim_session_get_timeline (session);
  TwEngine *engine = tw_sim_session_get_engine (session);
  guint checked = 0;

  g_assert_cmpint (tw_engine_get_map_turn (engine), ==,
                   tw_timeline_model_get_map_turn (model, tick));
  for (guint row = 0; row < tw_timeline_model_get_n_rows (model); row++)
    {
      guint gauge;
      int x, y;
      if (!tw_timeline_model_row_gauge_at (model, row, tick, &gauge))
        continue;
      tw_timeline_model_row_get_position (model, row, tick, &x, &y);
      g_assert_cmpint (tw_engine_get_gauge (engine, "F0", x, y), ==, gauge);
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
}

static void
test_seek_everywhere (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autofree char *text = tt_sim_script_text ();
  tw_sim_session_set_snapshot_interval (session, 5);
  g_assert_true (tw_sim_session_play_script (session, text, NULL));
  g_assert_cmpuint (tw_sim_session_get_n_snapshots (session), >, 3);
  guint last = tw_sim_session_get_last_tick (session);
  json_t *end_state = tw_engine_save_state (tw_sim_session_get_engine (session));

  /* Backwards, forwards and at random: the state of each tick, every time. */
  for (guint t = last + 1; t-- > 0;)
    {
      g_assert_true (tw_sim_session_seek (session, t));
      g_assert_cmpuint (tw_sim_session_get_tick (session), ==, t);
      g_assert_cmpint (tw_sim_session_is_rewound (session), ==, t < last);
      assert_state_matches_timeline (session, t);
    }
  GRand *rand = g_rand_new_with_seed (7);
  for (guint i = 0; i < 60; i++)
    {
      guint t = g_rand_int_range (rand, 0, (gint32)last + 1);
      tw_sim_session_seek (session, t);
      assert_state_matches_timeline (session, t);
    }
  g_rand_free (rand);

  /* Frame boundaries: the whole saved state equals a bare engine's. */
  json_t *root = tt_load_sim_tower ();
  TwTower *tower = tw_tower_new_from_json (json_object_get (root, "tower"), NULL);
  TwEngine *engine = tw_engine_new (tower);
  for (guint i = 0; i < tw_sim_session_get_n_history (session); i++)
    {
      const TwSimHistoryEntry *e = tw_sim_session_get_history (session, i);
      tw_engine_apply_action (engine, &e->action, NULL);
      /* The state at the end of tick t shows the frames that began before t. */
      if (e->start_tick < e->end_tick && i + 1 < tw_sim_session_get_n_history (session))
        {
          tw_sim_session_seek (session, e->end_tick);
          json_t *want = tw_engine_save_state (engine);
          json_t *got = tw_engine_save_state (tw_sim_session_get_engine (session));
          if (!json_equal (want, got))
            {
              g_autofree char *a = json_dumps (want, JSON_SORT_KEYS);
              g_autofree char *b = json_dumps (got, JSON_SORT_KEYS);
              g_printerr ("tick %u\nwant %s\ngot  %s\n", e->end_tick, a, b);
            }
          g_assert_true (json_equal (want, got));
          json_decref (want);
          json_decref (got);
        }
    }
  tw_sim_session_seek (session, last);
  g_assert_false (tw_sim_session_is_rewound (session));
  json_t *again = tw_engine_save_state (tw_sim_session_get_engine (session));
  g_assert_true (json_equal (end_state, again));
  json_decref (again);
  json_decref (end_state);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  json_decref (root);
}

/* Inside a long frame, a seek goes on from a snapshot taken inside it: the
 * state (clock included) is the one a replay of the whole frame, stopped
 * at that tick, gives; also across a battle the bat starts inside it. */
static void
test_seek_inside_long_frames (void)
{
  g_autoptr (TwSimSession) near = new_session ();
  g_autoptr (TwSimSession) far = new_session ();
  const char *text = "use skill1\nwait 40\nmove down\nwait 25\n";
  tw_sim_session_set_snapshot_interval (near, 3);
  tw_sim_session_set_snapshot_interval (far, 1000000);
  g_assert_true (tw_sim_session_play_script (near, text, NULL));
  g_assert_true (tw_sim_session_play_script (far, text, NULL));
  g_assert_cmpuint (tw_sim_session_get_n_snapshots (near), >, 15);
  g_assert_cmpuint (tw_sim_session_get_n_snapshots (far), ==, 1);
  guint n;
  const TwTimelineBattle *battles
      = tw_timeline_model_get_battles (tw_sim_session_get_timeline (near), 0, 1000, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (battles[0].by_enemy);
  g_assert_cmpuint (battles[0].settle.final_cost, ==, 2);

  guint last = tw_sim_session_get_last_tick (near);
  g_assert_cmpuint (last, ==, tw_sim_session_get_last_tick (far));
  for (guint t = 0; t <= last; t++)
    {
      tw_sim_session_seek (near, t);
      tw_sim_session_seek (far, t);
      json_t *a = tw_engine_save_state (tw_sim_session_get_engine (near));
      json_t *b = tw_engine_save_state (tw_sim_session_get_engine (far));
      g_assert_true (json_equal (a, b));
      json_decref (a);
      json_decref (b);
      assert_state_matches_timeline (near, t);
    }
  /* Acting in the middle of the long wait: `wait k`, then the action. */
  guint battle_tick = battles[0].tick; /* the view goes stale when the model changes */
  g_assert_cmpuint (battle_tick, >, 2);
  tw_sim_session_seek (near, battle_tick - 1);
  g_assert_true (tw_sim_session_apply_line (near, "move down", NULL));
  guint len = tw_sim_session_get_n_history (near);
  const TwSimHistoryEntry *cut = tw_sim_session_get_history (near, len - 2);
  g_assert_cmpint (cut->action.kind, ==, TW_SCRIPT_WAIT);
  g_assert_cmpuint (cut->start_tick + cut->action.count, ==, battle_tick - 1);
  g_assert_cmpuint (cut->end_tick, ==, battle_tick - 1);
  assert_state_matches_timeline (near, tw_sim_session_get_last_tick (near));
}

/* Under a snapshot memory budget the snapshots are thinned and spaced wider
 * (far fewer bytes than without the budget), and every tick
 * still seeks to the state a session with dense snapshots shows. */
static void
test_snapshot_budget (void)
{
  g_autoptr (TwSimSession) thin = new_session ();
  g_autoptr (TwSimSession) dense = new_session ();
  const char *text = "use skill1\nwait 40\nmove down\nwait 25\nwait 30\n";
  tw_sim_session_set_snapshot_interval (thin, 2);
  tw_sim_session_set_snapshot_interval (dense, 2);
  g_assert_true (tw_sim_session_play_script (dense, text, NULL));
  gsize one = tw_sim_session_get_memory_size (dense) / tw_sim_session_get_n_snapshots (dense);
  gsize budget = 4 * one;
  tw_sim_session_set_snapshot_budget (thin, budget);
  g_assert_true (tw_sim_session_play_script (thin, text, NULL));
  g_assert_cmpuint (tw_sim_session_get_n_snapshots (dense), >, 30);
  g_assert_cmpuint (tw_sim_session_get_n_snapshots (thin), <, 12);
  g_assert_cmpuint (tw_sim_session_get_snapshot_interval (thin), >, 2);
  g_assert_cmpuint (tw_sim_session_get_memory_size (thin), <,
                    tw_sim_session_get_memory_size (dense) / 2);

  guint last = tw_sim_session_get_last_tick (thin);
  g_assert_cmpuint (last, ==, tw_sim_session_get_last_tick (dense));
  for (guint t = last + 1; t-- > 0;)
    {
      tw_sim_session_seek (thin, t);
      tw_sim_session_seek (dense, t);
      json_t *a = tw_engine_save_state (tw_sim_session_get_engine (thin));
      json_t *b = tw_engine_save_state (tw_sim_session_get_engine (dense));
      g_assert_true (json_equal (a, b));
      json_decref (a);
      json_decref (b);
      assert_state_matches_timeline (thin, t);
    }
}

/* Two timeline models hold the same ticks, rows, marks, cells, actions,
 * battles and status lanes. */
static void
assert_models_equal (TwTimelineModel *a, TwTimelineModel *b)
{
  guint n_ticks = tw_timeline_model_get_n_ticks (a), na, nb;
  g_assert_cmpuint (n_ticks, ==, tw_timeline_model_get_n_ticks (b));
  for (guint t = 0; t < n_ticks; t++)
    {
      g_assert_cmpint (tw_timeline_model_get_clock (a, t), ==, tw_timeline_model_get_clock (b, t));
      g_assert_cmpint (tw_timeline_model_get_map_turn (a, t), ==,
                       tw_timeline_model_get_map_turn (b, t));
    }
  g_assert_cmpuint (tw_timeline_model_get_n_rows (a), ==, tw_timeline_model_get_n_rows (b));
  for (guint r = 0; r < tw_timeline_model_get_n_rows (a); r++)
    {
      const TwTimelineMark *ma = tw_timeline_model_row_get_marks (a, r, 0, n_ticks, &na);
      const TwTimelineMark *mb = tw_timeline_model_row_get_marks (b, r, 0, n_ticks, &nb);
      g_assert_cmpuint (na, ==, nb);
      g_assert_cmpmem (ma, na * sizeof *ma, mb, nb * sizeof *mb);
      g_assert_cmpstr (tw_timeline_model_row_get_runtime_id (a, r), ==,
                       tw_timeline_model_row_get_runtime_id (b, r));
      g_assert_cmpuint (tw_timeline_model_row_get_time_cost (a, r), ==,
                        tw_timeline_model_row_get_time_cost (b, r));
      for (guint t = 0; t < n_ticks; t++)
        {
          int xa, ya, xb, yb;
          tw_timeline_model_row_get_position (a, r, t, &xa, &ya);
          tw_timeline_model_row_get_position (b, r, t, &xb, &yb);
          g_assert_cmpint (xa, ==, xb);
          g_assert_cmpint (ya, ==, yb);
        }
    }
  const TwTimelinePlayerAction *pa = tw_timeline_model_get_player_actions (a, 0, n_ticks, &na);
  const TwTimelinePlayerAction *pb = tw_timeline_model_get_player_actions (b, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (pa[i].tick, ==, pb[i].tick);
      g_assert_cmpuint (pa[i].time_cost, ==, pb[i].time_cost);
      g_assert_cmpstr (pa[i].text, ==, pb[i].text);
      g_assert_cmpstr (pa[i].reason, ==, pb[i].reason);
    }
  const TwTimelineBattle *ba = tw_timeline_model_get_battles (a, 0, n_ticks, &na);
  const TwTimelineBattle *bb = tw_timeline_model_get_battles (b, 0, n_ticks, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (ba[i].tick, ==, bb[i].tick);
      g_assert_cmpint (ba[i].row, ==, bb[i].row);
      g_assert_cmpint (ba[i].damage, ==, bb[i].damage);
    }
  g_assert_cmpuint (tw_timeline_model_get_n_status_skills (a), ==,
                    tw_timeline_model_get_n_status_skills (b));
  for (guint i = 0; i < tw_timeline_model_get_n_status_skills (a); i++)
    for (guint t = 0; t < n_ticks; t++)
      g_assert_cmpint (tw_timeline_model_status_skill_layers_at (a, i, t), ==,
                       tw_timeline_model_status_skill_layers_at (b, i, t));
}

/* Undoing a fork puts back the replaced future as it was (history,
 * snapshots, timeline), without playing it again: the result equals a
 * session that only ever played that future; redo likewise. */
static void
test_undo_fork_keeps_future (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autoptr (TwSimSession) original = new_session ();
  g_autoptr (TwSimSession) forked = new_session ();
  g_autofree char *text = tt_sim_script_text ();
  tw_sim_session_set_snapshot_interval (session, 4);
  g_assert_true (tw_sim_session_play_script (session, text, NULL));
  g_assert_true (tw_sim_session_play_script (original, text, NULL));
  guint last = tw_sim_session_get_last_tick (session);
  g_assert_cmpuint (last, >, 10);

  tw_sim_session_seek (session, last / 2);
  g_assert_true (tw_sim_session_apply_line (session, "wait 7", NULL));
  g_autofree char *fork_script = tw_sim_session_dup_script (session);
  g_assert_true (tw_sim_session_play_script (forked, fork_script, NULL));
  assert_models_equal (tw_sim_session_get_timeline (session), tw_sim_session_get_timeline (forked));

  g_assert_true (tw_sim_session_undo_fork (session));
  g_assert_false (tw_sim_session_is_rewound (session));
  assert_models_equal (tw_sim_session_get_timeline (session),
                       tw_sim_session_get_timeline (original));
  json_t *want = tw_engine_save_state (tw_sim_session_get_engine (original));
  json_t *got = tw_engine_save_state (tw_sim_session_get_engine (session));
  g_assert_true (json_equal (want, got));
  json_decref (want);
  json_decref (got);
  for (guint t = last + 1; t-- > 0;)
    {
      tw_sim_session_seek (session, t);
      assert_state_matches_timeline (session, t);
    }

  g_assert_true (tw_sim_session_redo_fork (session));
  assert_models_equal (tw_sim_session_get_timeline (session), tw_sim_session_get_timeline (forked));
  g_assert_true (tw_sim_session_undo_fork (session));
  tw_sim_session_reset (session);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 0);
  g_assert_true (tw_sim_session_undo_fork (session));
  assert_models_equal (tw_sim_session_get_timeline (session),
                       tw_sim_session_get_timeline (original));
}

static void
assert_same_state (TwSimSession *a, TwSimSession *b)
{
  json_t *sa = tw_engine_save_state (tw_sim_session_get_engine (a));
  json_t *sb = tw_engine_save_state (tw_sim_session_get_engine (b));
  if (!json_equal (sa, sb))
    {
      g_autofree char *ta = json_dumps (sa, JSON_SORT_KEYS);
      g_autofree char *tb = json_dumps (sb, JSON_SORT_KEYS);
      g_printerr ("a %s\nb %s\n", ta, tb);
    }
  g_assert_true (json_equal (sa, sb));
  json_decref (sa);
  json_decref (sb);
}

/* A wait played in slices (a battle inside it) records what the same wait
 * played at once records: history, timeline, state, and every tick seeks
 * to the same state. */
static void
test_wait_in_slices (void)
{
  const char *before = "use skill1\nwait 40\nmove down\n";
  for (guint slice = 1; slice <= 9; slice += 4)
    {
      g_autoptr (TwSimSession) sliced = new_session ();
      g_autoptr (TwSimSession) whole = new_session ();
      tw_sim_session_set_snapshot_interval (sliced, 3);
      g_assert_true (tw_sim_session_play_script (sliced, before, NULL));
      g_assert_true (tw_sim_session_play_script (whole, before, NULL));
      guint start = tw_sim_session_get_last_tick (sliced);
      guint slices = 1;
      if (tw_sim_session_begin_wait (sliced, 60, slice))
        {
          g_assert_true (tw_sim_session_is_waiting (sliced));
          g_assert_cmpuint (tw_sim_session_get_last_tick (sliced), ==, start + slice);
          while (tw_sim_session_continue_wait (sliced, slice))
            slices++;
        }
      g_assert_false (tw_sim_session_is_waiting (sliced));
      g_assert_cmpuint (slices, >, 60 / slice - 1);
      g_assert_true (tw_sim_session_apply_line (whole, "wait 60", NULL));
      g_autofree char *a = tw_sim_session_dup_script (sliced);
      g_autofree char *b = tw_sim_session_dup_script (whole);
      g_assert_cmpstr (a, ==, b);
      guint n;
      tw_timeline_model_get_battles (tw_sim_session_get_timeline (whole), start, start + 100, &n);
      g_assert_cmpuint (n, >, 0);
      assert_models_equal (tw_sim_session_get_timeline (sliced),
                           tw_sim_session_get_timeline (whole));
      assert_same_state (sliced, whole);
      for (guint t = tw_sim_session_get_last_tick (whole) + 1; t-- > start;)
        {
          tw_sim_session_seek (sliced, t);
          tw_sim_session_seek (whole, t);
          assert_same_state (sliced, whole);
          assert_state_matches_timeline (sliced, t);
        }
    }
}

/* Cancelling a sliced wait after k slices leaves `wait m` in the history,
 * and everything equals a session that played `wait m` at once (before and
 * after the battle inside it, whose extra ticks make m smaller than the
 * ticks that ran). */
static void
test_wait_cancelled (void)
{
  const char *before = "use skill1\nwait 40\nmove down\n";
  for (guint k = 1; k < 12; k++)
    {
      g_autoptr (TwSimSession) sliced = new_session ();
      g_autoptr (TwSimSession) direct = new_session ();
      tw_sim_session_set_snapshot_interval (sliced, 3);
      g_assert_true (tw_sim_session_play_script (sliced, before, NULL));
      g_assert_true (tw_sim_session_play_script (direct, before, NULL));
      g_assert_true (tw_sim_session_begin_wait (sliced, 1000, 2));
      for (guint i = 1; i < k; i++)
        g_assert_true (tw_sim_session_continue_wait (sliced, 2));
      guint total = 0;
      g_assert_cmpuint (tw_sim_session_get_wait_progress (sliced, &total), ==, 2 * k);
      g_assert_cmpuint (total, >=, 1000);
      tw_sim_session_cancel_wait (sliced);
      g_assert_false (tw_sim_session_is_waiting (sliced));
      guint n = tw_sim_session_get_n_history (sliced);
      const TwSimHistoryEntry *e = tw_sim_session_get_history (sliced, n - 1);
      g_assert_cmpint (e->action.kind, ==, TW_SCRIPT_WAIT);
      g_assert_cmpuint (e->action.count, <=, 2 * k);
      g_autofree char *line = g_strdup_printf ("wait %u", e->action.count);
      g_assert_true (tw_sim_session_apply_line (direct, line, NULL));
      assert_models_equal (tw_sim_session_get_timeline (sliced),
                           tw_sim_session_get_timeline (direct));
      assert_same_state (sliced, direct);
      for (guint t = tw_sim_session_get_last_tick (direct) + 1; t-- > 0;)
        {
          tw_sim_session_seek (sliced, t);
          tw_sim_session_seek (direct, t);
          assert_same_state (sliced, direct);
        }
      /* And it goes on as any session. */
      g_assert_true (tw_sim_session_apply_line (sliced, "wait 3", NULL));
      g_assert_true (tw_sim_session_apply_line (direct, "wait 3", NULL));
      assert_models_equal (tw_sim_session_get_timeline (sliced),
                           tw_sim_session_get_timeline (direct));
    }
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* The position properties are notified when they change, not after every
 * action. */
static void
test_notify_on_change (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  guint tick = 0, undo = 0;
  g_signal_connect (session, "notify::tick", G_CALLBACK (count_notify), &tick);
  g_signal_connect (session, "notify::can-undo-fork", G_CALLBACK (count_notify), &undo);
  g_assert_true (tw_sim_session_apply_line (session, "wait 3", NULL));
  g_assert_true (tw_sim_session_apply_line (session, "wait 2", NULL));
  g_assert_true (tw_sim_session_apply_line (session, "save a", NULL)); /* no time */
  g_assert_cmpuint (tick, ==, 2);
  g_assert_cmpuint (undo, <=, 1);
  guint undo_before = undo;
  tw_sim_session_seek (session, 1);
  g_assert_cmpuint (tick, ==, 3);
  g_assert_cmpuint (undo, ==, undo_before);
  g_assert_true (tw_sim_session_apply_line (session, "wait 1", NULL)); /* forks */
  g_assert_cmpuint (undo, ==, undo_before + 1);
  g_assert_true (tw_sim_session_can_undo_fork (session));
}

/* A hero a chaser kills while waiting. */
static const char deadly[]
    = "{\"data\": {\"firstData\": {\"floorId\": \"F0\", \"hero\": {\"hp\": 10, \"atk\": 1,"
      " \"def\": 0, \"loc\": {\"x\": 0, \"y\": 0}}}, \"main\": {\"floorIds\": [\"F0\"]}},"
      " \"enemys\": {\"ogre\": {\"hp\": 1000, \"atk\": 100, \"def\": 100, \"timeCost\": 1,"
      "                       \"actType\": \"chase\", \"actArgs\": {\"range\": 5}}},"
      " \"items\": {}, \"maps\": {\"201\": {\"cls\": \"enemys\", \"id\": \"ogre\"}},"
      " \"floors\": {\"F0\": {\"floorId\": \"F0\", \"width\": 4, \"height\": 1,"
      "                     \"map\": [[0, 0, 0, 201]]}}}";

/* A wait in slices that kills the hero ends there, as a whole wait does;
 * one begun on a dead hero is refused as the whole wait is. */
static void
test_wait_in_slices_death (void)
{
  json_t *tower = json_loads (deadly, 0, NULL);
  g_autoptr (TwSimSession) sliced = tw_sim_session_new (tower, NULL);
  g_autoptr (TwSimSession) whole = tw_sim_session_new (tower, NULL);
  json_decref (tower);
  g_assert_nonnull (sliced);
  g_assert_nonnull (whole);
  if (tw_sim_session_begin_wait (sliced, 50, 2))
    while (tw_sim_session_continue_wait (sliced, 2))
      ;
  tw_sim_session_wait (whole, 50, NULL);
  g_assert_true (tw_engine_is_dead (tw_sim_session_get_engine (whole)));
  g_assert_true (tw_engine_is_dead (tw_sim_session_get_engine (sliced)));
  g_assert_cmpuint (tw_sim_session_get_last_tick (sliced), <, 50);
  assert_models_equal (tw_sim_session_get_timeline (sliced), tw_sim_session_get_timeline (whole));
  assert_same_state (sliced, whole);

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_sim_session_wait (whole, 5, &error));
  g_assert_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_REFUSED);
  g_assert_false (tw_sim_session_begin_wait (sliced, 5, 2));
  g_assert_false (tw_sim_session_is_waiting (sliced));
  g_assert_cmpstr (tw_sim_session_get_last_refusal (sliced), ==,
                   tw_sim_session_get_last_refusal (whole));
  guint n = tw_sim_session_get_n_history (sliced);
  g_assert_cmpuint (n, ==, tw_sim_session_get_n_history (whole));
  const TwSimHistoryEntry *a = tw_sim_session_get_history (sliced, n - 1);
  const TwSimHistoryEntry *b = tw_sim_session_get_history (whole, n - 1);
  g_assert_true (a->refused && b->refused);
  g_assert_cmpstr (a->reason, ==, b->reason);
  assert_models_equal (tw_sim_session_get_timeline (sliced), tw_sim_session_get_timeline (whole));
}

/* Stairs: the old floor's enemies leave the timeline, the new floor's
 * join, mapTurn restarts; the map view follows the hero's floor. */
static const char two_floors[]
    = "{\"data\": {\"firstData\": {\"floorId\": \"F0\", \"hero\": {\"hp\": 1000, \"atk\": 100,"
      " \"def\": 100, \"loc\": {\"x\": 0, \"y\": 0}}}, \"main\": {\"floorIds\": [\"F0\", \"F1\"]}},"
      " \"enemys\": {\"slime\": {\"hp\": 5, \"atk\": 1, \"timeCost\": 3},"
      "              \"guard\": {\"hp\": 5, \"atk\": 1, \"timeCost\": 5}},"
      " \"items\": {}, \"maps\": {\"201\": {\"cls\": \"enemys\", \"id\": \"slime\"},"
      "                      \"202\": {\"cls\": \"enemys\", \"id\": \"guard\"}},"
      " \"floors\": {\"F0\": {\"floorId\": \"F0\", \"width\": 3, \"height\": 2,"
      "                     \"map\": [[0, 0, 0], [201, 0, 0]],"
      "                     \"changeFloor\": {\"2,0\": {\"floorId\": \"F1\", \"loc\": [0, 0]}}},"
      "             \"F1\": {\"floorId\": \"F1\", \"width\": 2, \"height\": 2,"
      "                     \"map\": [[0, 0], [0, 202]]}}}";

static void
test_floor_change (void)
{
  json_t *tower = json_loads (two_floors, 0, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  g_assert_no_error (error);
  json_decref (tower);
  g_assert_true (tw_sim_session_play_script (session, "move right\nmove right\nwait 3\n", &error));
  TwTimelineModel *model = tw_sim_session_get_timeline (session);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 5);
  g_assert_cmpstr (tw_timeline_model_get_floor_at (model, 2), ==, "F1");
  g_assert_cmpint (tw_timeline_model_get_map_turn (model, 2), ==, 2);
  g_assert_cmpint (tw_timeline_model_get_map_turn (model, 3), ==, 1);
  int slime = tw_timeline_model_find_row (model, "F0:0:1:slime");
  int guard = tw_timeline_model_find_row (model, "F1:1:1:guard");
  g_assert_cmpint (slime, >=, 0);
  g_assert_cmpint (guard, >=, 0);
  guint gauge;
  g_assert_true (tw_timeline_model_row_gauge_at (model, slime, 1, &gauge));
  g_assert_cmpuint (gauge, ==, 1);
  g_assert_false (tw_timeline_model_row_gauge_at (model, slime, 4, &gauge));
  g_assert_false (tw_timeline_model_row_gauge_at (model, guard, 1, &gauge));
  g_assert_true (tw_timeline_model_row_gauge_at (model, guard, 5, &gauge));
  g_assert_cmpuint (gauge, ==, 3);

  json_t *view = tw_sim_session_get_map_view (session);
  json_t *first = json_object_get (json_object_get (view, "data"), "firstData");
  g_assert_cmpstr (json_string_value (json_object_get (first, "floorId")), ==, "F1");
  tw_sim_session_seek (session, 1);
  view = tw_sim_session_get_map_view (session);
  first = json_object_get (json_object_get (view, "data"), "firstData");
  g_assert_cmpstr (json_string_value (json_object_get (first, "floorId")), ==, "F0");
  json_t *loc = json_object_get (json_object_get (first, "hero"), "loc");
  g_assert_cmpint (json_integer_value (json_object_get (loc, "x")), ==, 1);
}

/* The map view shows a hidden block as empty: the engine keeps its tile
 * (shown again later), the view draws 0 there. */
static void
test_map_view_hidden_block (void)
{
  json_t *root = tt_load_sim_tower ();
  TwSimSession *session = tw_sim_session_new (root, NULL);
  TwEngine *engine = tw_sim_session_get_engine (session);
  const char *floor_id = tw_engine_get_floor_id (engine);
  gint hx, hy, bx = -1, by = -1;
  tw_engine_get_hero_loc (engine, &hx, &hy);
  for (gint y = 0; y < 13 && bx < 0; y++)
    for (gint x = 0; x < 13 && bx < 0; x++)
      if ((x != hx || y != hy) && tw_engine_get_tile (engine, floor_id, x, y) != 0)
        bx = x, by = y;
  g_assert_cmpint (bx, >=, 0);
  guint32 tile = tw_engine_get_tile (engine, floor_id, bx, by);
  tw_engine_hide_block (engine, floor_id, bx, by);
  g_assert_true (tw_sim_session_apply_line (session, "wait 1", NULL));
  json_t *view = tw_sim_session_get_map_view (session);
  json_t *map
      = json_object_get (json_object_get (json_object_get (view, "floors"), floor_id), "map");
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (map, by), bx)), ==, 0);
  g_assert_cmpuint (tw_engine_get_tile (engine, floor_id, bx, by), ==, tile);
  g_object_unref (session);
  json_decref (root);
}

/* Playing never changes the tower it was given (nor the document). */
static void
test_tower_untouched (void)
{
  json_t *root = tt_load_sim_tower ();
  json_t *copy = json_deep_copy (root);
  TwSimSession *session = tw_sim_session_new (root, NULL);
  g_autofree char *text = tt_sim_script_text ();
  tw_sim_session_play_script (session, text, NULL);
  json_t *view = tw_sim_session_get_map_view (session);
  /* The view shows the live map: the guard is gone, the hero moved. */
  json_t *map = json_object_get (json_object_get (json_object_get (view, "floors"), "F0"), "map");
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (map, 0), 1)), ==, 0);
  json_t *loc = json_object_get (
      json_object_get (json_object_get (json_object_get (view, "data"), "firstData"), "hero"),
      "loc");
  gint hx, hy;
  tw_engine_get_hero_loc (tw_sim_session_get_engine (session), &hx, &hy);
  g_assert_cmpint (json_integer_value (json_object_get (loc, "x")), ==, hx);
  g_assert_cmpint (json_integer_value (json_object_get (loc, "y")), ==, hy);
  g_assert_true (json_equal (root, copy));
  g_object_unref (session);

  g_autoptr (TwDocument) document = tw_document_new (json_object_get (root, "tower"));
  session = tw_sim_session_new_for_document (document, NULL);
  tw_sim_session_play_script (session, text, NULL);
  g_assert_false (tw_document_get_dirty (document));
  g_assert_true (json_equal (root, copy));
  g_object_unref (session);
  json_decref (copy);
  json_decref (root);
}

/* --- forks ------------------------------------------------------------------------- */

static void
test_fork_and_undo (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autoptr (GError) error = NULL;
  TwTimelineModel *model = tw_sim_session_get_timeline (session);

  g_assert_true (tw_sim_session_apply_line (session, "wait 6", &error));
  g_assert_true (tw_sim_session_apply_line (session, "move down", &error));
  g_assert_true (tw_sim_session_apply_line (session, "wait 2", &error));
  guint old_last = tw_sim_session_get_last_tick (session);
  g_autofree char *old_script = tw_sim_session_dup_script (session);
  g_assert_false (tw_sim_session_can_undo_fork (session));

  /* Tick 3 is in the middle of `wait 6`: acting there makes it `wait 3`. */
  tw_sim_session_seek (session, 3);
  g_assert_true (tw_sim_session_is_rewound (session));
  /* A refused action there changes nothing: no fork, the future stays. */
  g_assert_false (tw_sim_session_apply_line (session, "move left", &error));
  g_assert_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_true (tw_sim_session_is_rewound (session));
  g_assert_cmpuint (tw_sim_session_get_tick (session), ==, 3);
  g_assert_false (tw_sim_session_can_undo_fork (session));
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, old_last);
  assert_state_matches_timeline (session, 3);
  g_assert_true (tw_sim_session_apply_line (session, "move right", &error));
  g_assert_no_error (error);
  g_autofree char *forked = tw_sim_session_dup_script (session);
  g_assert_cmpstr (forked, ==, "wait 3\nmove right\n");
  g_assert_false (tw_sim_session_is_rewound (session));
  g_assert_true (tw_sim_session_can_undo_fork (session));
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==,
                    tw_sim_session_get_last_tick (session) + 1);
  guint n;
  const TwTimelinePlayerAction *actions = tw_timeline_model_get_player_actions (model, 0, 1000, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (actions[1].text, ==, "move right");
  assert_state_matches_timeline (session, tw_sim_session_get_last_tick (session));

  /* Undo the fork: the old future, tick for tick. */
  g_assert_true (tw_sim_session_undo_fork (session));
  g_autofree char *back = tw_sim_session_dup_script (session);
  g_assert_cmpstr (back, ==, old_script);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, old_last);
  g_assert_true (tw_sim_session_can_redo_fork (session));
  actions = tw_timeline_model_get_player_actions (model, 0, 1000, &n);
  g_assert_cmpuint (n, ==, 3);
  assert_state_matches_timeline (session, old_last);

  g_assert_true (tw_sim_session_redo_fork (session));
  g_autofree char *again = tw_sim_session_dup_script (session);
  g_assert_cmpstr (again, ==, forked);

  /* A fork at a frame boundary keeps what came before it. */
  tw_sim_session_seek (session, 3);
  g_assert_true (tw_sim_session_apply_line (session, "move down", &error));
  g_autofree char *boundary = tw_sim_session_dup_script (session);
  g_assert_cmpstr (boundary, ==, "wait 3\nmove down\n");

  /* Reset is a fork at tick 0. */
  tw_sim_session_reset (session);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 0);
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 0);
  g_assert_cmpuint (tw_timeline_model_get_n_rows (model), ==, 3);
  g_assert_true (tw_sim_session_undo_fork (session));
  g_autofree char *restored = tw_sim_session_dup_script (session);
  g_assert_cmpstr (restored, ==, boundary);
}

/* A fresh session playing @session's script: the same history, timeline
 * and (when @session stands at its end) engine state. */
static TwSimSession *
assert_matches_fresh_play (TwSimSession *session)
{
  TwSimSession *fresh = new_session ();
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_true (tw_sim_session_play_script (fresh, script, NULL));
  g_assert_cmpuint (tw_sim_session_get_n_history (fresh), ==,
                    tw_sim_session_get_n_history (session));
  assert_models_equal (tw_sim_session_get_timeline (session), tw_sim_session_get_timeline (fresh));
  if (!tw_sim_session_is_rewound (session))
    assert_same_state (session, fresh);
  return fresh;
}

/* Undo and redo again and again, with new forks between them, early and
 * late in the history (a fork then keeps whole arrays or only their part
 * after it, and each undo or redo exchanges the two futures): after each
 * step the session equals a fresh one playing its script, and a seek finds
 * the state the fresh one has there. One step in three leaves the session
 * rewound, so that undo and redo also start away from the end. */
static void
test_fork_undo_redo_repeated (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autofree char *text = tt_sim_script_text ();
  GRand *rand = g_rand_new_with_seed (20);
  guint undos = 0, redos = 0, forks = 0;

  tw_sim_session_set_snapshot_interval (session, 4);
  for (int i = 0; i < 3; i++)
    g_assert_true (tw_sim_session_play_script (session, text, NULL));
  for (guint step = 0; step < 90; step++)
    {
      int roll = g_rand_int_range (rand, 0, 10);
      const char *line
          = tt_sim_script_lines[g_rand_int_range (rand, 0, G_N_ELEMENTS (tt_sim_script_lines))];
      if (roll < 3)
        undos += tw_sim_session_undo_fork (session);
      else if (roll < 5)
        redos += tw_sim_session_redo_fork (session);
      else if (roll < 9)
        {
          tw_sim_session_seek (
              session, g_rand_int_range (rand, 0, tw_sim_session_get_last_tick (session) + 1));
          gboolean rewound = tw_sim_session_is_rewound (session);
          if (tw_sim_session_apply_line (session, line, NULL))
            {
              g_assert_false (tw_sim_session_is_rewound (session));
              forks += rewound;
            }
        }
      else
        tw_sim_session_apply_line (session, line, NULL);
      g_autoptr (TwSimSession) fresh = assert_matches_fresh_play (session);
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          guint tick = g_rand_int_range (rand, 0, tw_sim_session_get_last_tick (session) + 1);
          tw_sim_session_seek (session, tick);
          tw_sim_session_seek (fresh, tick);
          assert_same_state (session, fresh);
        }
    }
  g_test_message ("%u undos, %u redos, %u forks", undos, redos, forks);
  g_assert_cmpuint (undos, >=, 10);
  g_assert_cmpuint (redos, >=, 5);
  g_assert_cmpuint (forks, >=, 10);
  g_rand_free (rand);
}

static void
on_refused (TwSimSession *session, const char *text, const char *reason, gpointer data)
{
  g_string_append_printf (data, "%s: %s;", text, reason);
}

static void
test_refused (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autoptr (GError) error = NULL;
  GString *log = g_string_new (NULL);
  g_signal_connect (session, "refused", G_CALLBACK (on_refused), log);
  g_assert_false (tw_sim_session_apply_line (session, "move left", &error));
  g_assert_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_REFUSED);
  g_assert_cmpstr (error->message, ==, "outside the map");
  g_assert_cmpstr (log->str, ==, "move left: outside the map;");
  g_assert_cmpstr (tw_sim_session_get_last_refusal (session), ==, "outside the map");
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 0);
  g_assert_true (tw_sim_session_step (session, NULL));
  g_assert_cmpstr (tw_sim_session_get_last_refusal (session), ==, "");
  g_string_free (log, TRUE);
}

static void
test_slots (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autoptr (GError) error = NULL;
  TwEngine *engine = tw_sim_session_get_engine (session);

  TwTimelineModel *model = tw_sim_session_get_timeline (session);

  g_assert_true (tw_sim_session_apply_line (session, "use skill1", &error));
  g_assert_true (tw_sim_session_wait (session, 4, &error));
  g_assert_true (tw_sim_session_save_slot (session, "A", &error));
  json_t *saved = tw_engine_save_state (engine);
  g_assert_true (
      tw_sim_session_apply_line (session, "move right", &error)); /* the guard: a layer */
  g_assert_true (tw_sim_session_wait (session, 3, &error));
  guint t = tw_timeline_model_get_n_ticks (model) - 1;
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, t), ==, 1);
  g_assert_true (tw_sim_session_load_slot (session, "A", &error));
  json_t *loaded = tw_engine_save_state (engine);
  /* The lanes and rows show the loaded state: two layers, the guard back. */
  t = tw_timeline_model_get_n_ticks (model);
  g_assert_cmpint (tw_timeline_model_status_skill_layers_at (model, 0, t), ==, 2);
  g_assert_true (tw_timeline_model_row_alive_in (model, 0, t, t));
  g_assert_true (json_equal (saved, loaded));
  g_assert_false (tw_sim_session_load_slot (session, "B", &error));
  g_clear_error (&error);
  g_auto (GStrv) names = tw_sim_session_dup_slot_names (session);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_assert_cmpstr (names[0], ==, "A");

  /* After the load the rows follow the loaded list; waiting goes on from it. */
  g_assert_true (tw_sim_session_wait (session, 2, &error));
  assert_state_matches_timeline (session, tw_sim_session_get_last_tick (session));
  /* Replays use the state each load loaded, even after the slot changes. */
  guint last = tw_sim_session_get_last_tick (session);
  json_t *end = tw_engine_save_state (engine);
  tw_sim_session_seek (session, 2);
  g_assert_true (tw_sim_session_wait (session, 1, &error)); /* a fork: the slot now differs */
  g_assert_true (tw_sim_session_save_slot (session, "A", &error));
  g_assert_true (tw_sim_session_undo_fork (session));
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);
  json_t *end_again = tw_engine_save_state (engine);
  g_assert_true (json_equal (end, end_again));
  json_decref (end_again);
  json_decref (end);
  json_decref (saved);
  json_decref (loaded);
}

/* The exported trace is the engine's own: fed back to a timeline model it
 * gives the session's ticks and actions. */
static void
test_write_trace (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autofree char *text = tt_sim_script_text ();
  g_autoptr (GError) error = NULL;
  tw_sim_session_play_script (session, text, NULL);
  g_assert_false (tw_sim_session_apply_line (session, "cancel skill1", NULL)); /* refused: traced */
  GString *jsonl = g_string_new (NULL);
  g_assert_true (tw_sim_session_write_trace (session, jsonl, TW_TRACE_FORMAT_JSONL, &error));
  g_assert_no_error (error);
  g_autoptr (TwTimelineModel) model = tw_timeline_model_new ();
  g_assert_true (tw_timeline_model_load_jsonl (model, jsonl->str, -1, &error));
  TwTimelineModel *live = tw_sim_session_get_timeline (session);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==,
                    tw_timeline_model_get_n_ticks (live));
  guint na, nb;
  tw_timeline_model_get_player_actions (model, 0, 100000, &na);
  tw_timeline_model_get_player_actions (live, 0, 100000, &nb);
  g_assert_cmpuint (na, ==, nb);
  g_assert_nonnull (strstr (jsonl->str, "\"ev\":\"refused\""));
  g_assert_null (strstr (jsonl->str, "enemy_join")); /* a docs/rules.md §9 trace, no extensions */
  GString *csv = g_string_new (NULL);
  g_assert_true (tw_sim_session_write_trace (session, csv, TW_TRACE_FORMAT_CSV, &error));
  g_assert_true (g_str_has_prefix (csv->str, "ev,mapTurn,clock,"));
  g_string_free (csv, TRUE);
  g_string_free (jsonl, TRUE);
}

/* The trace as it was written before the direct writer: each event built as
 * a jansson object (tw_event_to_json) and dumped. */
static void
json_trace_sink (TwEngine *engine, const TwEvent *event, gpointer data)
{
  json_t *object = tw_event_to_json (event);
  g_assert_true (tw_trace_writer_write (data, object, NULL));
  json_decref (object);
}

static char *
json_path_trace (TwSimSession *session, TwTraceFormat format)
{
  json_t *root = tt_load_sim_tower ();
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  GString *out = g_string_new (NULL);
  TwTraceWriter *writer = tw_trace_writer_new_for_string (out, format);
  tw_engine_set_event_sink (engine, json_trace_sink, writer, NULL);
  for (guint i = 0; i < tw_sim_session_get_n_history (session); i++)
    tw_engine_apply_action (engine, &tw_sim_session_get_history (session, i)->action, NULL);
  tw_trace_writer_free (writer);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  json_decref (root);
  return g_string_free (out, FALSE);
}

/* Golden: the session's trace (spelled directly) is byte for byte the one
 * the jansson path writes, in both formats, for a script with moves, waits,
 * battles, a status skill and a refusal. */
static void
test_write_trace_golden (void)
{
  g_autoptr (TwSimSession) session = new_session ();
  g_autofree char *text = tt_sim_script_text ();
  tw_sim_session_play_script (session, text, NULL);
  g_assert_false (tw_sim_session_apply_line (session, "cancel skill1", NULL));
  static const TwTraceFormat formats[] = { TW_TRACE_FORMAT_JSONL, TW_TRACE_FORMAT_CSV };
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autoptr (GError) error = NULL;
      GString *direct = g_string_new (NULL);
      g_assert_true (tw_sim_session_write_trace (session, direct, formats[f], &error));
      g_assert_no_error (error);
      g_autofree char *expected = json_path_trace (session, formats[f]);
      g_assert_cmpuint (strlen (expected), >, 1000);
      g_assert_nonnull (strstr (expected, "enemy_act"));
      g_assert_nonnull (strstr (expected, "battle"));
      g_assert_cmpstr (direct->str, ==, expected);
      g_string_free (direct, TRUE);
    }
}

/* --- the CLI verb ------------------------------------------------------------------- */

static void
test_cli_timeline_png (void)
{
  g_autofree char *project
      = g_test_build_filename (G_TEST_DIST, "editor", "data", "sim-tower.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("tw-sim-XXXXXX", NULL);
  g_autofree char *script = g_build_filename (dir, "case.txt", NULL);
  g_autofree char *png = g_build_filename (dir, "out.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "out.svg", NULL);
  g_assert_true (g_file_set_contents (script, "use skill1\nmove right\nwait 7\n", -1, NULL));
  char *argv[] = { "turnwright-cli", "timeline", project,  "--script", script, "--png", png,
                   "--svg",          svg,        "--from", "0",        "--to", "9",     NULL };
  g_assert_cmpint (tw_cli_run (G_N_ELEMENTS (argv) - 1, argv), ==, 0);
  g_assert_true (g_file_test (svg, G_FILE_TEST_EXISTS));

  /* The same session, to know the layout the picture follows. */
  g_autoptr (TwSimSession) session = new_session ();
  tw_sim_session_play_script (session, "use skill1\nmove right\nwait 7\n", NULL);
  TwTimelineModel *model = tw_sim_session_get_timeline (session);

  cairo_surface_t *surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  int width = cairo_image_surface_get_width (surface);
  double ppt = (width - TW_TIMELINE_HEADER_WIDTH) / 10.0;
  g_assert_cmpfloat (ppt, >=, 6);
  /* Rows drawn: guard (until tick 1), bat, slime: the slime is the third. */
  TwTimelineViewport view;
  tw_timeline_render_export_viewport (model, 0, 9, 0, &view);
  g_autoptr (GArray) rows = tw_timeline_render_visible_rows (model, &view);
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpuint (g_array_index (rows, guint, 2), ==, 2);
  int bottom = (int)(tw_timeline_render_top_height (model) + 2 * TW_TIMELINE_ROW_HEIGHT
                     + TW_TIMELINE_ROW_HEIGHT - TW_TIMELINE_BAR_BOTTOM_GAP);
  for (guint t = 0; t <= 9; t++)
    {
      if (t % 3 == 0)
        continue; /* an act tick holds a marker */
      int x = (int)(TW_TIMELINE_HEADER_WIDTH + t * ppt + 1);
      g_assert_cmpint (timeline_test_bar_height_at (surface, x, bottom), ==,
                       (int)(TW_TIMELINE_BAR_HEIGHT * (t % 3) / 3));
    }
  cairo_surface_destroy (surface);

  /* A script line that does not parse: exit 2. */
  g_assert_true (g_file_set_contents (script, "wait 2\njump\n", -1, NULL));
  g_assert_cmpint (tw_cli_run (G_N_ELEMENTS (argv) - 1, argv), ==, 2);
  char *missing[] = { "turnwright-cli", "timeline", project, NULL };
  g_assert_cmpint (tw_cli_run (3, missing), ==, 2);
  g_unlink (script);
  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/sim-session/matches-engine-trace", test_matches_engine_trace);
  g_test_add_func ("/editor/sim-session/hand-computed", test_hand_computed);
  g_test_add_func ("/editor/sim-session/seek-everywhere", test_seek_everywhere);
  g_test_add_func ("/editor/sim-session/seek-inside-long-frames", test_seek_inside_long_frames);
  g_test_add_func ("/editor/sim-session/snapshot-budget", test_snapshot_budget);
  g_test_add_func ("/editor/sim-session/wait-in-slices", test_wait_in_slices);
  g_test_add_func ("/editor/sim-session/wait-cancelled", test_wait_cancelled);
  g_test_add_func ("/editor/sim-session/wait-in-slices-death", test_wait_in_slices_death);
  g_test_add_func ("/editor/sim-session/notify-on-change", test_notify_on_change);
  g_test_add_func ("/editor/sim-session/floor-change", test_floor_change);
  g_test_add_func ("/editor/sim-session/tower-untouched", test_tower_untouched);
  g_test_add_func ("/editor/sim-session/map-view-hidden-block", test_map_view_hidden_block);
  g_test_add_func ("/editor/sim-session/fork-and-undo", test_fork_and_undo);
  g_test_add_func ("/editor/sim-session/undo-fork-keeps-future", test_undo_fork_keeps_future);
  g_test_add_func ("/editor/sim-session/fork-undo-redo-repeated", test_fork_undo_redo_repeated);
  g_test_add_func ("/editor/sim-session/refused", test_refused);
  g_test_add_func ("/editor/sim-session/slots", test_slots);
  g_test_add_func ("/editor/sim-session/write-trace", test_write_trace);
  g_test_add_func ("/editor/sim-session/write-trace-golden", test_write_trace_golden);
  g_test_add_func ("/editor/sim-session/cli-timeline-png", test_cli_timeline_png);
  return g_test_run ();
}
