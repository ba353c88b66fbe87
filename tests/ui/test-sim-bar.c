/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Simulate mode in the real window under Xvfb: win.simulate and the sim
 * bar's actions drive the session, the map shows its live state, the
 * timeline follows it, and a click on the timeline's tick seeks it. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"
#include "tests/editor/timeline-test-util.h"
#include "tests/ui/editor-test-util.h"
#include "ui-test-util.h"

static void
hero_in_view (TwSimSession *session, TwMapCanvas *canvas, gint64 *x, gint64 *y)
{
  json_t *view = tw_map_canvas_get_tower (canvas);
  g_assert_true (view == tw_sim_session_get_map_view (session));
  json_t *loc = json_object_get (
      json_object_get (json_object_get (json_object_get (view, "data"), "firstData"), "hero"),
      "loc");
  *x = json_integer_value (json_object_get (loc, "x"));
  *y = json_integer_value (json_object_get (loc, "y"));
}

static void
feed_sink (TwEngine *engine, const TwEvent *event, gpointer data)
{
  json_t *object = tw_event_to_json (event);
  g_assert_true (tw_timeline_model_feed_event (data, object, NULL));
  json_decref (object);
}

/* @script played on a bare engine, its trace fed to a timeline model. */
static TwTimelineModel *
trace_model (json_t *tower_json, const char *script)
{
  TwTower *tower = tw_tower_new_from_json (tower_json, NULL);
  TwEngine *engine = tw_engine_new (tower);
  TwTimelineModel *model = tw_timeline_model_new ();
  g_autoptr (TwScript) parsed = tw_script_parse (script, -1, NULL, NULL, NULL);
  tw_engine_set_event_sink (engine, feed_sink, model, NULL);
  for (guint i = 0; i < tw_script_get_n_actions (parsed); i++)
    tw_engine_apply_action (engine, tw_script_get_action (parsed, i), NULL);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  return model;
}

static void
test_drive_actions (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  TwTimeline *timeline = tw_window_get_timeline (window);

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_true (tw_sim_bar_get_active (bar));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  TwSimSession *session = tw_sim_bar_get_session (bar);
  g_assert_nonnull (session);
  TwTimelineModel *model = tw_sim_session_get_timeline (session);
  g_assert_true (tw_timeline_get_model (timeline) == model);
  GVariant *state = g_action_group_get_action_state (G_ACTION_GROUP (window), "simulate");
  g_assert_true (g_variant_get_boolean (state));
  g_variant_unref (state);
  /* The timeline comes forward: its tab, and at least 40% of the height. */
  ui_test_spin (100);
  GtkWidget *bottom = ui_test_find (GTK_WIDGET (window), "bottom-stack");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (bottom)), ==, "timeline");
  graphene_rect_t bounds;
  g_assert_true (gtk_widget_compute_bounds (bottom, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.size.height, >=, 0.3 * gtk_widget_get_height (GTK_WIDGET (window)));

  /* move: one player action, one tick; the map shows the hero there. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 1);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 1);
  gint64 x, y;
  hero_in_view (session, canvas, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);

  /* step: wait 1; wait: the spin button's 5 ticks. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.step", NULL);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.wait", NULL);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 7);
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==, "move down\nwait 1\nwait 5\n");

  /* A refusal says why in the status line and costs nothing. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "left");
  g_assert_nonnull (strstr (tw_sim_bar_get_status (bar), "outside the map"));
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 7);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "right");
  g_assert_cmpstr (tw_sim_bar_get_status (bar), ==, "");

  /* The session's timeline is what the engine's own trace of the same
   * script gives: ticks, clocks, actions, and every enemy action. */
  g_autofree char *played = tw_sim_session_dup_script (session);
  g_autoptr (TwTimelineModel) ref = trace_model (tower, played);
  guint n = tw_timeline_model_get_n_ticks (ref);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (model), ==, n);
  for (guint t = 0; t < n; t++)
    g_assert_cmpint (tw_timeline_model_get_clock (model, t), ==,
                     tw_timeline_model_get_clock (ref, t));
  guint na, nb;
  const TwTimelinePlayerAction *a = tw_timeline_model_get_player_actions (model, 0, n, &na);
  const TwTimelinePlayerAction *b = tw_timeline_model_get_player_actions (ref, 0, n, &nb);
  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpuint (a[i].tick, ==, b[i].tick);
      g_assert_cmpstr (a[i].text, ==, b[i].text);
      g_assert_cmpint (a[i].refused, ==, b[i].refused);
    }
  guint acts = timeline_test_assert_same_acts (model, ref, n);
  g_assert_cmpuint (acts, >, 3);

  /* Selecting a tick on the timeline rewinds the session (and the map). */
  guint last = tw_sim_session_get_last_tick (session);
  tw_timeline_model_set_selected_tick (model, 1);
  g_assert_cmpuint (tw_sim_session_get_tick (session), ==, 1);
  g_assert_true (tw_sim_session_is_rewound (session));
  hero_in_view (session, canvas, &x, &y);
  g_assert_cmpint (y, ==, 1);
  g_assert_cmpint (x, ==, 0);
  tw_timeline_model_set_selected_tick (model, last);
  g_assert_false (tw_sim_session_is_rewound (session));

  /* Reset, then undo the reset. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.reset", NULL);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 0);
  hero_in_view (session, canvas, &x, &y);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.undo-fork", NULL);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);

  /* Play at 30 ticks a second for a moment, then pause. */
  GtkWidget *speed = test_find_type (GTK_WIDGET (bar), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (speed);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (speed), 0); /* 1/s */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.play", NULL);
  /* A new speed while playing takes effect at once: three ticks well
   * within a second (at the old 1/s they would take three). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (speed), 4);
  gint64 play_start = g_get_monotonic_time ();
  while (tw_sim_session_get_last_tick (session) < last + 3
         && g_get_monotonic_time () - play_start < 5 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, FALSE);
  gint64 three_ticks_us = g_get_monotonic_time () - play_start;
  g_test_message ("three ticks at 30/s in %.0f ms", three_ticks_us / 1e3);
  g_assert_cmpint (three_ticks_us, <, G_USEC_PER_SEC);
  ui_test_spin (200);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.play", NULL);
  guint after_play = tw_sim_session_get_last_tick (session);
  g_assert_cmpuint (after_play, >, last + 2);
  ui_test_spin (100);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, after_play);

  /* Exports: the trace as JSON Lines and CSV, the timeline as PNG and SVG. */
  g_autofree char *dir = g_dir_make_tmp ("tw-sim-bar-XXXXXX", NULL);
  static const char *const names[] = { "trace.jsonl", "trace.csv", "timeline.png", "timeline.svg" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr (GError) error = NULL;
      g_autofree char *contents = NULL;
      gsize length = 0;
      g_assert_true (tw_sim_bar_export (bar, path, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 100);
      if (i == 0)
        g_assert_true (g_str_has_prefix (contents, "{\"ev\":\"action\""));
      if (i == 2)
        g_assert_true (memcmp (contents, "\x89PNG", 4) == 0);
      g_unlink (path);
    }
  g_rmdir (dir);
  g_autoptr (GError) bad = NULL;
  g_assert_false (tw_sim_bar_export (bar, "/tmp/x.txt", &bad));

  /* Slots. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.save", NULL);
  g_assert_nonnull (tw_sim_session_get_slot (session, "A"));

  /* Leaving simulate mode gives the map its own tower back, untouched. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_false (tw_sim_bar_get_active (bar));
  g_assert_true (tw_map_canvas_get_tower (canvas) == tower);
  json_t *fresh = ui_test_load_sim_tower ();
  g_assert_true (json_equal (fresh, tower));
  json_decref (fresh);
  g_assert_null (tw_timeline_get_model (timeline));

  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
}

/* `turnwright PROJECT --simulate SCRIPT` plays through tw_sim_bar_play_script. */
static void
test_play_script (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_autoptr (GError) error = NULL;

  g_assert_true (
      tw_sim_bar_play_script (bar, "use skill1\nmove right\nwait 3\nmove left\n", &error));
  g_assert_no_error (error);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 4);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, 5);
  g_assert_nonnull (strstr (tw_sim_bar_get_status (bar), "outside the map"));
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
}

static gboolean
press_key (GtkWidget *window, guint keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (window);
  gboolean handled = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      GtkEventController *c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, (GdkModifierType)0, &handled);
      g_object_unref (c);
    }
  g_object_unref (controllers);
  return handled;
}

/* Arrow keys and WASD move the hero in simulate mode only, never while a
 * text field has the focus. */
static void
test_movement_keys (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));

  g_assert_false (press_key (GTK_WIDGET (window), GDK_KEY_Down));
  tw_sim_bar_set_active (bar, TRUE);
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  g_assert_true (press_key (GTK_WIDGET (window), GDK_KEY_Down));
  g_assert_true (press_key (GTK_WIDGET (window), GDK_KEY_s));
  g_assert_true (press_key (GTK_WIDGET (window), GDK_KEY_w));
  g_assert_true (press_key (GTK_WIDGET (window), GDK_KEY_Left)); /* refused: outside */
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==, "move down\nmove down\nmove up\nmove left\n");
  g_assert_nonnull (strstr (tw_sim_bar_get_status (bar), "outside the map"));
  g_assert_false (press_key (GTK_WIDGET (window), GDK_KEY_x));

  /* Typing a slot name: the keys are the text field's. */
  GtkWidget *entry = NULL;
  for (GtkWidget *child
       = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (bar)));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_ENTRY (child))
      entry = child;
  g_assert_nonnull (entry);
  gtk_widget_grab_focus (entry);
  g_assert_false (press_key (GTK_WIDGET (window), GDK_KEY_a));
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
}

/* The map shows each enemy's live gauge as a bar along its cell's bottom. */
static void
test_gauge_bars (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  GskRenderer *renderer = test_cairo_renderer_new ();
  TestImage image = { 0 };

  tw_sim_bar_set_active (bar, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.wait", NULL); /* 5 ticks */
  /* The slime (timeCost 3) at (4, 4): gauge 5 mod 3 = 2, two thirds full. */
  g_assert_cmpint (
      tw_engine_get_gauge (tw_sim_session_get_engine (tw_sim_bar_get_session (bar)), "F0", 4, 4),
      ==, 2);
  test_settle_widget (GTK_WIDGET (canvas));
  test_render_widget (GTK_WIDGET (canvas), renderer, &image);
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (canvas, 4, 4, &cell);
  int bottom = (int)(cell.origin.y + cell.size.height) - 1;
  guint32 filled = test_image_pixel (&image, (int)(cell.origin.x + cell.size.width / 3), bottom);
  guint32 empty = test_image_pixel (&image, (int)(cell.origin.x + cell.size.width * 5 / 6), bottom);
  /* Orange where the gauge is, the dark track past it. */
  g_assert_cmpint (test_channel (filled, 16), >, 200);
  g_assert_cmpint (test_channel (filled, 8), >, 100);
  g_assert_cmpint (test_channel (filled, 0), <, 60);
  g_assert_cmpint (test_channel (empty, 16), <, 150);
  test_image_clear (&image);

  tw_sim_bar_set_active (bar, FALSE);
  test_settle_widget (GTK_WIDGET (canvas));
  test_render_widget (GTK_WIDGET (canvas), renderer, &image);
  guint32 after = test_image_pixel (&image, (int)(cell.origin.x + cell.size.width / 3), bottom);
  g_assert_cmpuint (after, !=, filled); /* no gauge outside simulate mode */
  test_image_clear (&image);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  gtk_window_destroy (GTK_WINDOW (window));
  json_decref (tower);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* The bar stands on its own: in any window, given a map and a timeline, it
 * plays the map's tower, shows the session there, says when it is active and
 * moves the hero for the keys it is handed. */
static void
test_without_window (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  TwMapCanvas *canvas = TW_MAP_CANVAS (tw_map_canvas_new ());
  TwTimeline *timeline = TW_TIMELINE (tw_timeline_new ());
  TwSimBar *bar = TW_SIM_BAR (tw_sim_bar_new ());
  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, NULL);
  guint notified = 0;

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (bar));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (canvas));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (timeline));
  gtk_window_set_child (GTK_WINDOW (window), box);
  tw_map_canvas_set_tower (canvas, tower, sprites);
  tw_map_canvas_set_floor (canvas, "F0");
  g_signal_connect (bar, "notify::active", G_CALLBACK (count_notify), &notified);

  /* No map yet: nothing to play. */
  g_assert_false (tw_sim_bar_set_active (bar, TRUE));
  g_assert_cmpstr (tw_sim_bar_get_status (bar), ==, "Open a project to simulate it");
  g_assert_cmpuint (notified, ==, 0);

  tw_sim_bar_set_canvas (bar, canvas);
  tw_sim_bar_set_timeline (bar, timeline);
  g_assert_true (tw_sim_bar_set_active (bar, TRUE));
  g_assert_cmpuint (notified, ==, 1);
  gboolean active = FALSE;
  g_object_get (bar, "active", &active, NULL);
  g_assert_true (active);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  g_assert_true (tw_map_canvas_get_tower (canvas) == tw_sim_session_get_map_view (session));
  g_assert_true (tw_timeline_get_model (timeline) == tw_sim_session_get_timeline (session));

  g_assert_true (tw_sim_bar_handle_key (bar, GDK_KEY_Down, 0));
  g_assert_false (tw_sim_bar_handle_key (bar, GDK_KEY_Down, GDK_CONTROL_MASK));
  g_assert_false (tw_sim_bar_handle_key (bar, GDK_KEY_x, 0));
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==, "move down\n");
  /* Time's keys: '.' is Step (one tick), 'p' plays and pauses. */
  TwEngine *engine = tw_sim_session_get_engine (session);
  gint64 before = tw_engine_get_clock (engine);
  g_assert_true (tw_sim_bar_handle_key (bar, GDK_KEY_period, 0));
  g_assert_cmpint (tw_engine_get_clock (tw_sim_session_get_engine (session)), ==, before + 1);
  g_assert_true (tw_sim_bar_handle_key (bar, GDK_KEY_p, 0));
  g_assert_true (tw_sim_bar_is_playing (bar));
  g_assert_true (tw_sim_bar_handle_key (bar, GDK_KEY_p, 0));
  g_assert_false (tw_sim_bar_is_playing (bar));

  /* A new timeline panel takes over the session's rows. */
  TwTimeline *other = TW_TIMELINE (tw_timeline_new ());
  g_object_ref_sink (other);
  tw_sim_bar_set_timeline (bar, other);
  g_assert_null (tw_timeline_get_model (timeline));
  g_assert_true (tw_timeline_get_model (other) == tw_sim_session_get_timeline (session));

  tw_sim_bar_set_active (bar, FALSE);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_true (tw_map_canvas_get_tower (canvas) == tower);
  g_assert_null (tw_timeline_get_model (other));
  g_assert_false (tw_sim_bar_handle_key (bar, GDK_KEY_Down, 0));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (other);
  json_decref (tower);
}

/* Closing the window in simulate mode: the map canvas may outlive the window
 * and the bar (here the test holds it); drawn afterwards it must not call
 * back into either (the damage forecast, the live gauges). */
static void
test_close_while_simulating (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwMapCanvas *canvas = g_object_ref (tw_window_get_canvas (window));

  g_assert_true (tw_sim_bar_set_active (bar, TRUE));
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.wait", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_spin (50);
  /* Drawn after the window and the bar are gone. */
  GskRenderer *renderer = test_cairo_renderer_new ();
  TestImage image = { 0 };
  GtkWidget *holder = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (holder), GTK_WIDGET (canvas));
  gtk_window_present (GTK_WINDOW (holder));
  test_settle_widget (GTK_WIDGET (canvas));
  test_render_widget (GTK_WIDGET (canvas), renderer, &image);
  test_image_clear (&image);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  gtk_window_destroy (GTK_WINDOW (holder));
  g_object_unref (canvas);
  json_decref (tower);
}

typedef struct
{
  gint64 last;
  gint64 max_gap;
  guint fired;
} Ticker;

static gboolean
ticker_cb (gpointer data)
{
  Ticker *ticker = data;
  gint64 now = g_get_monotonic_time ();
  if (ticker->last != 0)
    ticker->max_gap = MAX (ticker->max_gap, now - ticker->last);
  ticker->last = now;
  ticker->fired++;
  return G_SOURCE_CONTINUE;
}

/* `wait 1000000` from the bar runs off the main loop's back: the action
 * returns before the wait is done, other main-loop sources (a 50 ms
 * timeout) keep firing between its slices, the timeline grows while it
 * runs, the progress shows; the gaps are logged, not asserted: how long a
 * slice takes in wall time depends on the machine's load (the slice budget
 * is measured by the benchmarks, docs/benchmarks.md);
 * Stop leaves `wait m` (the ticks that ran) and a session that replays to
 * the same state. */
/* The test tower on a 40x40 floor with a slime (timeCost 3) on every other
 * cell: about 250 actions a tick, so `wait 1000000` takes seconds on any
 * machine and is still running when the test looks (the bare 5x5 floor
 * finishes it in well under a second on a quiet machine). */
static json_t *
load_busy_tower (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  json_t *map = json_array ();
  for (int y = 0; y < 40; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < 40; x++)
        json_array_append_new (row, json_integer (x > 1 && y > 1 && (x + y) % 2 ? 201 : 0));
      json_array_append_new (map, row);
    }
  json_object_set_new (json_object_get (json_object_get (tower, "floors"), "F0"), "map", map);
  return tower;
}

static void
test_long_wait_stays_responsive (void)
{
  json_t *tower = load_busy_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));

  g_assert_true (tw_sim_bar_set_active (bar, TRUE));
  TwSimSession *session = tw_sim_bar_get_session (bar);
  GtkWidget *spin_button = ui_test_find (GTK_WIDGET (bar), "wait-spin");
  GtkWidget *wait_box = ui_test_find (GTK_WIDGET (bar), "wait-box");
  g_assert_nonnull (spin_button);
  g_assert_nonnull (wait_box);
  g_assert_false (gtk_widget_get_visible (wait_box));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin_button), 1000000);

  Ticker ticker = { 0 };
  guint source = g_timeout_add (50, ticker_cb, &ticker);
  gint64 t0 = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.wait", NULL);
  g_test_message ("sim.wait returned after %.1f ms", (g_get_monotonic_time () - t0) / 1e3);
  g_assert_true (tw_sim_session_is_waiting (session));
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), <, 1000000);
  g_assert_true (gtk_widget_get_visible (wait_box));
  guint first = tw_sim_session_get_last_tick (session);
  ticker.last = g_get_monotonic_time ();
  /* 600 ms of main loop at least, until the wait has gone on and the
   * timeout has fired three times (10 s at most: on a loaded machine one
   * paint can take most of the 600 ms). */
  gint64 t_spin = g_get_monotonic_time ();
  ui_test_spin (600);
  while ((tw_sim_session_get_last_tick (session) == first || ticker.fired < 3)
         && g_get_monotonic_time () - t_spin < 10 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, FALSE);
  guint later = tw_sim_session_get_last_tick (session);
  g_assert_true (tw_sim_session_is_waiting (session));
  g_assert_cmpuint (later, >, first);
  g_assert_cmpuint (later, <, 1000000);
  g_assert_cmpuint (tw_timeline_model_get_n_ticks (tw_sim_session_get_timeline (session)), ==,
                    later + 1);
  g_test_message ("wait running: max gap %.1f ms, %u timeouts", ticker.max_gap / 1e3, ticker.fired);
  /* The other source ran again and again while the wait went on: the
   * wait yields to the main loop between slices. */
  g_assert_cmpuint (ticker.fired, >=, 3);
  g_source_remove (source);

  /* Stop: the wait is `wait m`, as many ticks as ran; the bar is idle. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.stop-wait", NULL);
  g_assert_false (tw_sim_session_is_waiting (session));
  g_assert_false (gtk_widget_get_visible (wait_box));
  guint last = tw_sim_session_get_last_tick (session);
  g_assert_cmpuint (last, >=, later);
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 1);
  const TwSimHistoryEntry *e = tw_sim_session_get_history (session, 0);
  g_assert_cmpint (e->action.kind, ==, TW_SCRIPT_WAIT);
  g_assert_cmpuint (e->action.count, ==, last);
  ui_test_spin (100);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);

  /* The same moves on a fresh session: the same state and timeline length. */
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_autoptr (TwSimSession) again = tw_sim_session_new (tower, NULL);
  g_assert_true (tw_sim_session_play_script (again, script, NULL));
  g_assert_cmpuint (tw_sim_session_get_last_tick (again), ==, last);
  json_t *want = tw_engine_save_state (tw_sim_session_get_engine (again));
  json_t *got = tw_engine_save_state (tw_sim_session_get_engine (session));
  g_assert_true (json_equal (want, got));
  json_decref (want);
  json_decref (got);
  /* And the bar goes on acting. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.step", NULL);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last + 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_spin (50);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/sim-bar/drive-actions", test_drive_actions);
  g_test_add_func ("/ui/sim-bar/play-script", test_play_script);
  g_test_add_func ("/ui/sim-bar/gauge-bars", test_gauge_bars);
  g_test_add_func ("/ui/sim-bar/movement-keys", test_movement_keys);
  g_test_add_func ("/ui/sim-bar/without-window", test_without_window);
  g_test_add_func ("/ui/sim-bar/close-while-simulating", test_close_while_simulating);
  g_test_add_func ("/ui/sim-bar/long-wait-stays-responsive", test_long_wait_stays_responsive);
  return g_test_run ();
}
