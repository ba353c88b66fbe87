/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One clock (issue 32): the sim bar, the timeline's ruler, the detail pane
 * and the balancing loop's comparison strip read a tick's clock and
 * mapTurn from one place (tw_timeline_model_get_tick_time), and name ticks
 * as the timeline draws them. Each report of the issue is one case here:
 *
 *   - the ruler read "10, 10, 10" over ticks 6, 8, 10 during a wait;
 *   - the bar said clock 10 where the detail pane said 9;
 *   - "First difference at tick 3" for a battle drawn at tick 4.
 *
 * And battles show their settled cost on the row: the marker's "⚔ N" and
 * its tooltip's parts, after a real simulation whose battle costs 2. */
#include <string.h>

#include <gtk/gtk.h>

#include "editor/sim/tw-sim-compare.h"
#include "tests/ui/editor-test-util.h"
#include "ui-test-util.h"
#include "ui/tw-compare-strip.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-timeline-detail.h"
#include "ui/tw-timeline-view.h"
#include "ui/tw-timeline.h"
#include "ui/tw-window.h"

typedef struct
{
  json_t *tower;
  TwWindow *window;
  TwSimBar *bar;
  TwTimeline *timeline;
  TwTimelineView *view;
  TwSimSession *session;
  TwTimelineModel *model;
} Fixture;

/* The test tower (tests/editor/data/sim-tower.json: the hero at 0,0 with
 * skill1, a status skill whose battles cost 2; a guard at 1,0; a bat that
 * chases) in the window, simulate mode on, @script played. */
static void
fixture_play (Fixture *f, const char *script)
{
  f->tower = ui_test_load_sim_tower ();
  f->window = editor_test_tower_window (f->tower, 1280, 800);
  f->bar = TW_SIM_BAR (tw_window_get_sim_bar (f->window));
  f->timeline = tw_window_get_timeline (f->window);
  f->view = TW_TIMELINE_VIEW (tw_timeline_get_view (f->timeline));
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "simulate", NULL);
  f->session = tw_sim_bar_get_session (f->bar);
  g_assert_nonnull (f->session);
  f->model = tw_sim_session_get_timeline (f->session);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_sim_bar_play_script (f->bar, script, &error));
  g_assert_no_error (error);
  ui_test_spin (300);
}

static void
fixture_clear (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  json_decref (f->tower);
}

/* The labels the view draws now at @tick in @area (texts, in order). */
static GPtrArray *
labels_at (Fixture *f, guint tick, TwTimelineArea area, int row)
{
  TwTimelineViewport vp;
  tw_timeline_view_get_viewport (f->view, &vp);
  g_autoptr (GPtrArray) labels = tw_timeline_render_labels_at (f->model, &vp, tick);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < labels->len; i++)
    {
      const TwTimelineLabel *label = g_ptr_array_index (labels, i);
      if (label->area == area && (row < 0 || label->row == row))
        g_ptr_array_add (texts, g_strdup (label->text));
    }
  return texts;
}

static gint64
number (const char *text)
{
  return g_ascii_strtoll (text, NULL, 10);
}

/* "clock N" in a read-out. */
static gint64
clock_in (const char *text)
{
  const char *at = strstr (text, "clock ");
  g_assert_nonnull (at);
  return number (at + strlen ("clock "));
}

static gint64
map_turn_in (const char *text)
{
  const char *at = strstr (text, "mapTurn ");
  g_assert_nonnull (at);
  return number (at + strlen ("mapTurn "));
}

/* Report 1. consumeTime(10) adds 10 to the clock before its first tick: the
 * engine's clock is 10 during all ten ticks of `wait 10`. The ruler reads
 * the settled clock: one more each tick, as mapTurn. */
static void
test_ruler_during_wait (void)
{
  Fixture f;
  fixture_play (&f, "wait 10\n");
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (f.model), ==, 11);
  guint labelled = 0;
  gint64 last_clock = -1;
  for (guint t = 0; t <= 10; t++)
    {
      g_autoptr (GPtrArray) texts = labels_at (&f, t, TW_TIMELINE_AREA_RULER, -1);
      if (texts->len == 0)
        continue;
      /* The clock above, mapTurn below. */
      g_assert_cmpuint (texts->len, ==, 2);
      gint64 clock = number (g_ptr_array_index (texts, 0));
      g_assert_cmpint (clock, ==, t);
      g_assert_cmpint (number (g_ptr_array_index (texts, 1)), ==, t);
      g_assert_cmpint (clock, >, last_clock);
      last_clock = clock;
      labelled++;
    }
  g_assert_cmpuint (labelled, >=, 3);
  /* The one function says the same, and the hover read-out too. */
  TwTimelineTickTime time = tw_timeline_model_get_tick_time (f.model, 6);
  g_assert_cmpint (time.clock, ==, 6);
  g_assert_cmpint (time.map_turn, ==, 6);
  TwTimelineViewport vp;
  tw_timeline_view_get_viewport (f.view, &vp);
  double x6 = TW_TIMELINE_HEADER_WIDTH + (6.5 - vp.first_tick) * vp.pixels_per_tick;
  g_autofree char *hover = tw_timeline_view_describe_at (f.view, x6, 5);
  g_assert_nonnull (hover);
  g_assert_nonnull (strstr (hover, "tick 6  clock 6  mapTurn 6"));
  /* The end of the wait: the engine's clock, the last tick's. */
  g_assert_cmpint (tw_timeline_model_get_clock (f.model, 10), ==,
                   tw_engine_get_clock (tw_sim_session_get_engine (f.session)));
  fixture_clear (&f);
}

/* Report 2. A battle inside a wait (the bat steps into the hero at tick 12
 * of `wait 12`, cost 2): shown at that tick, the engine's clock already
 * holds the wait and the battle's ticks. The bar, the detail pane, the
 * tooltip and the ruler say the same clock for every tick. */
static void
test_bar_and_detail (void)
{
  Fixture f;
  fixture_play (&f, "skill skill1\nmove down\nmove down\nwait 12\n");
  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (f.model, 0, G_MAXUINT32, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (battles[0].by_enemy);
  g_assert_cmpuint (battles[0].settle.final_cost, ==, 2);
  guint battle_tick = battles[0].tick;
  g_assert_cmpuint (battle_tick, ==, 12);
  TwTimelineDetail *detail = TW_TIMELINE_DETAIL (tw_timeline_get_detail (f.timeline));
  guint last = tw_sim_session_get_last_tick (f.session);
  g_assert_cmpuint (last, ==, 16);
  for (guint t = 1; t <= last; t++)
    {
      tw_timeline_model_set_selected_tick (f.model, t);
      g_assert_cmpuint (tw_sim_session_get_tick (f.session), ==, t);
      ui_test_spin (t == battle_tick ? 300 : 30);
      TwTimelineTickTime time = tw_timeline_model_get_tick_time (f.model, t);
      const char *bar = tw_sim_bar_get_tick_text (f.bar);
      const char *pane = tw_timeline_detail_get_text (detail);
      g_autofree char *header = g_strdup_printf ("Tick %u ", t);
      g_assert_true (g_str_has_prefix (pane, header));
      g_assert_cmpint (clock_in (bar), ==, clock_in (pane));
      g_assert_cmpint (map_turn_in (bar), ==, map_turn_in (pane));
      g_assert_cmpint (clock_in (bar), ==, time.clock);
      /* No load, no floor change: the clock counts the ticks. */
      g_assert_cmpint (time.clock, ==, t);
    }
  /* At the end the engine's clock is the last tick's. */
  tw_timeline_model_set_selected_tick (f.model, last);
  g_assert_cmpint (tw_engine_get_clock (tw_sim_session_get_engine (f.session)), ==,
                   tw_timeline_model_get_clock (f.model, last));
  fixture_clear (&f);
}

static TwSimRun *
run_of (json_t *tower_json, const char *text)
{
  TwTower *tower = tw_tower_new_from_json (tower_json, NULL);
  g_assert_nonnull (tower);
  g_autoptr (TwScript) script = tw_script_parse (text, -1, NULL, NULL, NULL);
  TwSimRun *run = tw_sim_run_play (tower, script);
  tw_tower_unref (tower);
  return run;
}

/* Report 3. The runs differ first at a bump battle after `wait 3`: its event
 * comes at clock 3, before its time; the timeline draws it at tick 4, and
 * the strip names tick 4. */
static void
test_first_difference_names_the_tick (void)
{
  const char *script = "wait 3\nmove right\nwait 2\n";
  json_t *before = ui_test_load_sim_tower ();
  json_t *after = json_deep_copy (before);
  json_t *guard = json_object_get (json_object_get (after, "enemys"), "guard");
  json_object_set_new (guard, "hp", json_integer (500));
  json_object_set_new (guard, "atk", json_integer (150));
  g_autoptr (TwSimRun) run_before = run_of (before, script);
  g_autoptr (TwSimRun) run_after = run_of (after, script);
  g_assert_cmpint (run_before->damage_taken, ==, 0);
  g_assert_cmpint (run_after->damage_taken, >, 0);

  /* Where the timeline draws the battle. */
  g_autoptr (TwSimSession) session = tw_sim_session_new (after, NULL);
  g_assert_nonnull (session);
  g_assert_true (tw_sim_session_play_script (session, script, NULL));
  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (
      tw_sim_session_get_timeline (session), 0, G_MAXUINT32, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (battles[0].tick, ==, 4);

  g_assert_cmpint (tw_sim_run_first_difference (run_before, run_after), ==, 4);
  TwCompareStrip *strip = TW_COMPARE_STRIP (g_object_ref_sink (tw_compare_strip_new ()));
  tw_compare_strip_set_runs (strip, run_before, run_after);
  g_autofree char *text = tw_compare_strip_dup_text (strip);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "First difference at tick 4"));
  g_object_unref (strip);
  json_decref (before);
  json_decref (after);
}

/* A bump battle with skill1 on: max(base 1, status 2, battle skill 0) = 2.
 * At the default zoom the player row and the guard's row draw "⚔ 2" at
 * the battle's tick, and the marker's tooltip gives the parts. */
static void
test_battle_cost_on_the_row (void)
{
  Fixture f;
  fixture_play (&f, "skill skill1\nmove right\nwait 3\n");
  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (f.model, 0, G_MAXUINT32, &n);
  g_assert_cmpuint (n, ==, 1);
  const TwTimelineBattle *b = &battles[0];
  g_assert_cmpuint (b->settle.base, ==, 1);
  g_assert_cmpuint (b->settle.status_max, ==, 2);
  g_assert_cmpuint (b->settle.battle_skill, ==, 0);
  g_assert_cmpuint (b->settle.final_cost, ==, 2);
  g_assert_cmpint (b->row, >=, 0);
  double ppt = tw_timeline_get_pixels_per_tick (f.timeline);
  g_assert_cmpfloat (ppt, >=, TW_TIMELINE_VIEW_DEFAULT_PPT);

  g_autoptr (GPtrArray) player = labels_at (&f, b->tick, TW_TIMELINE_AREA_PLAYER, -1);
  g_assert_cmpuint (player->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (player, 0), ==, "\u2694 2");
  g_autoptr (GPtrArray) row = labels_at (&f, b->tick, TW_TIMELINE_AREA_ENEMY, b->row);
  g_assert_cmpuint (row->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (row, 0), ==, "\u2694 2");

  /* The tooltip over the marker, on the player row and in the enemy's row. */
  const char *expected
      = "Battle with F0:1:0:guard: damage 0; cost max(base 1, status 2, battle skill 0) = 2 ticks";
  TwTimelineViewport vp;
  tw_timeline_view_get_viewport (f.view, &vp);
  double cx = TW_TIMELINE_HEADER_WIDTH + (b->tick + 0.5 - vp.first_tick) * vp.pixels_per_tick;
  g_autofree char *on_player
      = tw_timeline_view_describe_at (f.view, cx, TW_TIMELINE_RULER_HEIGHT + 14);
  g_assert_nonnull (on_player);
  g_test_message ("%s", on_player);
  g_assert_nonnull (strstr (on_player, expected));
  g_assert_nonnull (strstr (on_player, "the hero attacked; won"));
  g_autoptr (GArray) rows = tw_timeline_render_visible_rows (f.model, &vp);
  int line = -1;
  for (guint i = 0; i < rows->len; i++)
    if (g_array_index (rows, guint, i) == (guint)b->row)
      line = (int)i;
  g_assert_cmpint (line, >=, 0);
  double cy = tw_timeline_render_top_height (f.model) + (line + 0.5) * TW_TIMELINE_ROW_HEIGHT
              - vp.scroll_y;
  g_autofree char *on_row = tw_timeline_view_describe_at (f.view, cx, cy);
  g_assert_nonnull (on_row);
  g_assert_nonnull (strstr (on_row, expected));

  /* Zoomed far out the markers carry no label. */
  tw_timeline_set_pixels_per_tick (f.timeline, 2);
  ui_test_spin (100);
  g_autoptr (GPtrArray) small = labels_at (&f, b->tick, TW_TIMELINE_AREA_PLAYER, -1);
  g_assert_cmpuint (small->len, ==, 0);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/timeline-clock/ruler-during-wait", test_ruler_during_wait);
  g_test_add_func ("/ui/timeline-clock/bar-and-detail", test_bar_and_detail);
  g_test_add_func ("/ui/timeline-clock/first-difference-names-the-tick",
                   test_first_difference_names_the_tick);
  g_test_add_func ("/ui/timeline-clock/battle-cost-on-the-row", test_battle_cost_on_the_row);
  return g_test_run ();
}
