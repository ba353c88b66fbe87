/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Live numbers in the real window under Xvfb: in simulate mode the damage
 * forecast is the simulated hero's at the shown tick, the sim bar's hero
 * line follows the moves, and the floor list follows the hero's floor; in
 * edit mode the hero box sets the hero the forecast assumes. The moves go
 * through the window's and the sim bar's actions. With TW_SCREENSHOT_DIR
 * set, the window in simulate mode is saved as PNG to look at. */
#include <string.h>

#include <gtk/gtk.h>

#include "tests/ui/editor-test-util.h"
#include "ui-test-util.h"
#include "ui/tw-hero-box.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"

/* F1: the hero at (1, 3), a red gem (+3 atk) at (2, 3), stairs to F2 at
 * (5, 3), a slime that never acts at (5, 1): 60 hp and def 2, so that 3
 * more atk saves the hero a turn. */
static const char tower_text[]
    = "{\"data\": {\"main\": {\"floorIds\": [\"F1\", \"F2\"]},"
      "  \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 500, \"atk\": 20, \"def\": 5,"
      "    \"mdef\": 0, \"money\": 0, \"exp\": 0, \"items\": {\"tools\": {\"yellowKey\": 1}},"
      "    \"loc\": {\"x\": 1, \"y\": 3, \"direction\": \"up\"}, \"flags\": {}}},"
      "  \"values\": {\"redGem\": 3}, \"flags\": {}},"
      "\"enemys\": {"
      "  \"slime\": {\"name\": \"Slime\", \"hp\": 60, \"atk\": 12, \"def\": 2, \"money\": 1,"
      "    \"exp\": 1, \"special\": 0, \"timeCost\": 0}},"
      "\"items\": {\"redGem\": {\"cls\": \"items\", \"name\": \"Red gem\","
      "    \"itemEffect\": \"core.status.hero.atk += core.values.redGem\"},"
      "  \"yellowKey\": {\"cls\": \"tools\", \"name\": \"Yellow key\"}},"
      "\"maps\": {\"1\": {\"cls\": \"terrains\", \"id\": \"yellowWall\"},"
      "  \"27\": {\"cls\": \"items\", \"id\": \"redGem\"},"
      "  \"87\": {\"cls\": \"terrains\", \"id\": \"upFloor\"},"
      "  \"201\": {\"cls\": \"enemys\", \"id\": \"slime\"}},"
      "\"floors\": {"
      "  \"F1\": {\"floorId\": \"F1\", \"title\": \"F1\", \"width\": 7, \"height\": 5,"
      "    \"ratio\": 1, \"events\": {},"
      "    \"changeFloor\": {\"5,3\": {\"floorId\": \"F2\", \"loc\": [1, 1]}},"
      "    \"map\": [[1, 1, 1, 1, 1, 1, 1],"
      "            [1, 0, 0, 0, 0, 201, 1],"
      "            [1, 0, 1, 0, 1, 0, 1],"
      "            [1, 0, 27, 0, 0, 87, 1],"
      "            [1, 1, 1, 1, 1, 1, 1]]},"
      "  \"F2\": {\"floorId\": \"F2\", \"title\": \"F2\", \"width\": 3, \"height\": 3,"
      "    \"ratio\": 1, \"events\": {}, \"changeFloor\": {},"
      "    \"map\": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]}}}";

static TwWindow *
new_window (void)
{
  json_t *tower = json_loads (tower_text, 0, NULL);
  g_assert_nonnull (tower);
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  json_decref (tower);
  return window;
}

static char *
slime_damage (TwWindow *window)
{
  gboolean can_win = FALSE;
  char *text = tw_window_damage_text (window, "slime", &can_win);
  g_assert_nonnull (text);
  g_assert_true (can_win);
  return text;
}

/* Moves the pointer over cell (x, y) of the map, as the motion controller
 * reports it, and returns the status line. */
static const char *
hover_status (TwWindow *window, int x, int y)
{
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  graphene_rect_t bounds;
  tw_map_canvas_cell_bounds (canvas, x, y, &bounds);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));
  gboolean moved = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !moved; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        continue;
      g_signal_emit_by_name (controller, "motion", (double)(bounds.origin.x + bounds.size.width / 2),
                             (double)(bounds.origin.y + bounds.size.height / 2));
      moved = TRUE;
    }
  g_assert_true (moved);
  GtkWidget *label = ui_test_find (GTK_WIDGET (window), "status-label");
  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The engine's own forecast for the slime's cell, as text. */
static char *
engine_slime_damage (TwSimSession *session)
{
  gint64 damage = -1;
  g_assert_true (tw_engine_forecast_damage (tw_sim_session_get_engine (session), 5, 1, &damage));
  return g_strdup_printf ("%" G_GINT64_FORMAT, damage);
}

static void
move (TwSimBar *bar, const char *dir)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", dir));
  ui_test_spin (10);
}

static void
test_forecast_follows_hero (void)
{
  TwWindow *window = new_window ();
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_autofree char *start = slime_damage (window);

  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  g_assert_nonnull (session);
  g_autofree char *at_start = slime_damage (window);
  g_assert_cmpstr (at_start, ==, start);
  g_assert_true (g_str_has_prefix (tw_sim_bar_get_hero_text (bar), "hp 500  atk 20  def 5"));

  /* The red gem: +3 atk, one turn fewer against the slime. */
  move (bar, "right");
  g_autofree char *after_gem = slime_damage (window);
  g_test_message ("slime damage: %s at the start, %s after the gem", start, after_gem);
  g_assert_cmpstr (after_gem, !=, start);
  g_autofree char *engine = engine_slime_damage (session);
  g_assert_cmpstr (after_gem, ==, engine);
  /* The status line of the hovered slime says the same. */
  g_autofree char *status_text = g_strdup_printf ("damage %s", after_gem);
  g_assert_nonnull (strstr (hover_status (window, 5, 1), status_text));
  g_assert_null (strstr (hover_status (window, 3, 1), "damage"));
  const char *hero = tw_sim_bar_get_hero_text (bar);
  g_assert_nonnull (strstr (hero, "atk 23"));
  g_assert_nonnull (strstr (hero, "keys yellowKey 1"));
  g_assert_nonnull (strstr (hero, "skills none"));

  /* Showing tick 0 again (a click on the timeline) shows its numbers. */
  tw_timeline_model_set_selected_tick (tw_sim_session_get_timeline (session), 0);
  ui_test_spin (10);
  g_autofree char *seeked = slime_damage (window);
  g_assert_cmpstr (seeked, ==, start);
  g_assert_true (g_str_has_prefix (tw_sim_bar_get_hero_text (bar), "hp 500  atk 20"));
  tw_timeline_model_set_selected_tick (tw_sim_session_get_timeline (session), 1);
  ui_test_spin (10);
  g_autofree char *again = slime_damage (window);
  g_assert_cmpstr (again, ==, after_gem);

  /* Edit mode: the starting hero again. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_false (tw_sim_bar_get_active (bar));
  g_autofree char *edit = slime_damage (window);
  g_assert_cmpstr (edit, ==, start);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_floor_list_follows (void)
{
  TwWindow *window = new_window ();
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  TwFloorList *floors = tw_window_get_floor_list (window);
  g_assert_cmpstr (tw_floor_list_get_selected (floors), ==, "F1");
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  move (bar, "right");
  move (bar, "right");
  move (bar, "right");
  g_assert_cmpstr (tw_floor_list_get_selected (floors), ==, "F1");
  move (bar, "right"); /* the stairs */
  g_assert_cmpstr (tw_engine_get_floor_id (tw_sim_session_get_engine (tw_sim_bar_get_session (bar))),
                   ==, "F2");
  g_assert_cmpstr (tw_floor_list_get_selected (floors), ==, "F2");
  g_assert_cmpstr (tw_map_canvas_get_floor (tw_window_get_canvas (window)), ==, "F2");
  /* Back in the past, the list follows the hero back to F1. */
  tw_timeline_model_set_selected_tick (
      tw_sim_session_get_timeline (tw_sim_bar_get_session (bar)), 1);
  ui_test_spin (10);
  g_assert_cmpstr (tw_floor_list_get_selected (floors), ==, "F1");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_hero_box (void)
{
  /* With no tower the button cannot open a popover of zeros. */
  TwHeroBox *empty = TW_HERO_BOX (g_object_ref_sink (tw_hero_box_new ()));
  g_assert_false (gtk_widget_get_sensitive (ui_test_find (GTK_WIDGET (empty), "hero-box-button")));
  g_object_unref (empty);

  TwWindow *window = new_window ();
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  GtkWidget *widget = ui_test_find (GTK_WIDGET (window), "hero-box");
  g_assert_true (TW_IS_HERO_BOX (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  TwHeroBox *box = TW_HERO_BOX (widget);
  g_autofree char *start = slime_damage (window);
  TwHeroStats stats;
  g_assert_true (tw_hero_box_get_stats (box, &stats));
  g_assert_cmpint (stats.atk, ==, 20);
  g_assert_false (tw_hero_box_is_custom (box));
  g_assert_true (gtk_widget_get_sensitive (ui_test_find (widget, "hero-box-button")));

  /* Typing a stronger attack into the box: the numbers follow, the tower does not. */
  GtkWidget *atk = ui_test_find (GTK_WIDGET (window), "hero-atk");
  g_assert_true (GTK_IS_SPIN_BUTTON (atk));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (atk), 62);
  g_assert_true (tw_hero_box_is_custom (box));
  g_autofree char *strong = slime_damage (window);
  g_assert_cmpstr (strong, ==, "0"); /* one blow: the slime never strikes */
  g_assert_false (tw_document_get_dirty (tw_window_get_document (window)));
  json_t *tower = tw_map_canvas_get_tower (tw_window_get_canvas (window));
  json_t *hero = json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"),
                                  "hero");
  g_assert_cmpint (json_integer_value (json_object_get (hero, "atk")), ==, 20);

  /* Simulating: the simulated hero counts and the box waits. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_false (gtk_widget_get_sensitive (widget));
  g_autofree char *simulated = slime_damage (window);
  g_assert_cmpstr (simulated, ==, start);
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_true (gtk_widget_get_sensitive (widget));
  g_autofree char *custom_again = slime_damage (window);
  g_assert_cmpstr (custom_again, ==, strong);

  tw_hero_box_reset (box);
  g_autofree char *reset = slime_damage (window);
  g_assert_cmpstr (reset, ==, start);
  (void)bar;
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A floor 5 wide and 60 high, the hero at its top: walking down, the map
 * scrolls to keep the hero in view. */
static json_t *
tall_tower (void)
{
  json_t *tower = json_loads (tower_text, 0, NULL);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "F2");
  json_t *map = json_array ();
  for (int y = 0; y < 60; y++)
    json_array_append_new (map, json_pack ("[i, i, i, i, i]", 0, 0, 0, 0, 0));
  json_object_set_new (floor, "map", map);
  json_object_set_new (floor, "width", json_integer (5));
  json_object_set_new (floor, "height", json_integer (60));
  json_t *first = json_object_get (json_object_get (tower, "data"), "firstData");
  json_object_set_new (first, "floorId", json_string ("F2"));
  json_object_set_new (json_object_get (first, "hero"), "loc",
                       json_pack ("{s:i, s:i, s:s}", "x", 2, "y", 0, "direction", "down"));
  return tower;
}

static gboolean
cell_visible (TwWindow *window, int x, int y)
{
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  graphene_rect_t bounds;
  tw_map_canvas_cell_bounds (canvas, x, y, &bounds);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (canvas), GTK_TYPE_SCROLLED_WINDOW);
  double page = gtk_adjustment_get_page_size (
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)));
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= page;
}

static void
test_map_follows_hero (void)
{
  json_t *tower = tall_tower ();
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tw_window_show_tower (window, tower);
  json_decref (tower);
  gtk_window_present (GTK_WINDOW (window));
  test_wait_until_mapped (GTK_WIDGET (window));
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  test_settle_widget (GTK_WIDGET (window));
  g_assert_true (cell_visible (window, 2, 0));
  g_assert_false (cell_visible (window, 2, 50)); /* the floor is taller than the map's view */
  for (int i = 0; i < 50; i++)
    move (bar, "down");
  test_settle_widget (GTK_WIDGET (window));
  TwEngine *engine = tw_sim_session_get_engine (tw_sim_bar_get_session (bar));
  int x, y;
  tw_engine_get_hero_loc (engine, &x, &y);
  g_assert_cmpint (y, ==, 50);
  g_assert_true (cell_visible (window, x, y));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window as a balancer sees it after a few moves, for a person to look at. */
static void
test_screenshot (void)
{
  if (g_getenv ("TW_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TW_SCREENSHOT_DIR is not set");
      return;
    }
  g_autofree char *sample = tw_window_find_sample ();
  g_assert_nonnull (sample);
  TwWindow *window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tw_window_open_sync (window, sample, NULL));
  test_wait_until_mapped (GTK_WIDGET (window));
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  static const char *const moves[] = { "up", "up", "left", "left", "up", "right", "right", "right",
                                       "down", "wait" };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    if (g_str_equal (moves[i], "wait"))
      gtk_widget_activate_action (GTK_WIDGET (bar), "sim.step", NULL);
    else
      move (bar, moves[i]);
  ui_test_spin (200);
  test_maybe_screenshot (GTK_WIDGET (window), "window-simulate.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/sim-live/forecast-follows-hero", test_forecast_follows_hero);
  g_test_add_func ("/ui/sim-live/floor-list-follows", test_floor_list_follows);
  g_test_add_func ("/ui/sim-live/hero-box", test_hero_box);
  g_test_add_func ("/ui/sim-live/map-follows-hero", test_map_follows_hero);
  g_test_add_func ("/ui/sim-live/screenshot", test_screenshot);
  return g_test_run ();
}
