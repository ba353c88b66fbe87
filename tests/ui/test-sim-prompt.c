/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Simulate mode asks what the tower's events ask (docs/rules.md §11.8,
 * §11.9), in the real window under Xvfb: a move onto a `choices` cell opens
 * a dialog listing the choices; the pick is recorded as `choose N` before
 * the move, so the session's script replays as the CLI plays it; the
 * event's effects (a hidden block, the stats) show on the live map; an
 * `openShop` offers the shop with its prices, each purchase a `shop` line. */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"
#include "tests/ui/editor-test-util.h"

static json_t *
load_tower (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  /* (0,1): a question whose answers change atk or def, then the guard at (1,0) leaves;
   * (0,2): a shop opens. */
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "F0");
  json_t *events = json_loads (
      "{\"0,1\": [{\"type\": \"choices\", \"text\": \"Which blessing?\", \"choices\": ["
      "  {\"text\": \"Attack\", \"action\": [{\"type\": \"setValue\", \"name\": \"status:atk\","
      "    \"operator\": \"+=\", \"value\": \"5\"}]},"
      "  {\"text\": \"Defense\", \"action\": [{\"type\": \"setValue\", \"name\": \"status:def\","
      "    \"operator\": \"+=\", \"value\": \"7\"}]}]},"
      " {\"type\": \"hide\", \"loc\": [1, 0]}],"
      " \"0,2\": [{\"type\": \"openShop\", \"id\": \"shop1\"}]}",
      0, NULL);
  g_assert_nonnull (events);
  json_object_set_new (floor, "events", events);
  json_t *shops
      = json_loads ("[{\"id\": \"shop1\", \"text\": \"Buy something?\", \"choices\": ["
                    " {\"text\": \"HP +100\", \"need\": \"status:money>=0\", \"action\": ["
                    "  {\"type\": \"setValue\", \"name\": \"status:hp\", \"operator\": "
                    "\"+=\", \"value\": \"100\"}]}]}]",
                    0, NULL);
  json_object_set_new (json_object_get (json_object_get (tower, "data"), "main"), "shops", shops);
  return tower;
}

/* The tower with (0,1)'s events replaced by @events (a JSON list). */
static json_t *
load_tower_with (const char *events)
{
  json_t *tower = load_tower ();
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "F0");
  json_t *list = json_loads (events, 0, NULL);
  g_assert_nonnull (list);
  json_object_set_new (json_object_get (floor, "events"), "0,1", list);
  return tower;
}

static GtkWidget *
toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (window), name) == 0 && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

static void
click_in (const char *window_name, const char *button_name)
{
  GtkWidget *window = toplevel (window_name);
  g_assert_nonnull (window);
  GtkWidget *button = ui_test_find (window, button_name);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ui_test_flush ();
}

static json_int_t
hero_stat (TwSimSession *session, const char *name)
{
  json_t *view = tw_sim_session_get_map_view (session);
  json_t *hero
      = json_object_get (json_object_get (json_object_get (view, "data"), "firstData"), "hero");
  return json_integer_value (json_object_get (hero, name));
}

static json_int_t
view_cell (TwSimSession *session, int x, int y)
{
  json_t *view = tw_sim_session_get_map_view (session);
  json_t *map = json_object_get (json_object_get (json_object_get (view, "floors"), "F0"), "map");
  return json_integer_value (json_array_get (json_array_get (map, y), x));
}

static void
test_choice_prompt (void)
{
  json_t *tower = load_tower ();
  TwWindow *window = editor_test_tower_window (tower, 1100, 760);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  g_assert_nonnull (session);
  json_int_t atk = hero_stat (session, "atk"), def = hero_stat (session, "def");
  g_assert_cmpint (view_cell (session, 1, 0), ==, 202);

  /* The move asks first: nothing is played until the player picks. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  GtkWidget *prompt = toplevel ("sim-prompt");
  g_assert_nonnull (prompt);
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 0);
  GtkWidget *defense = ui_test_find (prompt, "sim-prompt-choice:1");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (defense)), ==, "Defense");
  if (g_getenv ("TW_SCREENSHOT_PAUSE") != NULL)
    ui_test_spin (atoi (g_getenv ("TW_SCREENSHOT_PAUSE")));
  click_in ("sim-prompt", "sim-prompt-choice:1");
  g_assert_null (toplevel ("sim-prompt"));
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==, "choose 1\nmove down\n");
  g_assert_cmpint (hero_stat (session, "def"), ==, def + 7);
  g_assert_cmpint (hero_stat (session, "atk"), ==, atk);
  /* The hidden guard is gone from the live map, and from the canvas's view. */
  g_assert_cmpint (view_cell (session, 1, 0), ==, 0);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 1, 0), ==, 0);

  /* Cancelling plays nothing: back up and ask again. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "up");
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  guint n = tw_sim_session_get_n_history (session);
  click_in ("sim-prompt", "sim-prompt-cancel");
  g_assert_null (toplevel ("sim-prompt"));
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, n);
  /* Closing the dialog (Escape) cancels too. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  g_assert_true (gtk_widget_activate_action (toplevel ("sim-prompt"), "window.close", NULL));
  ui_test_flush ();
  g_assert_null (toplevel ("sim-prompt"));
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, n);

  /* The shop: opened by the next cell's event, offered with its price. */
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  click_in ("sim-prompt", "sim-prompt-choice:0");
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  GtkWidget *shop = toplevel ("sim-shop");
  g_assert_nonnull (shop);
  GtkWidget *hp = ui_test_find (shop, "sim-shop-choice:0");
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (hp)), "needs status:money>=0"));
  json_int_t hp_before = hero_stat (session, "hp");
  click_in ("sim-shop", "sim-shop-choice:0");
  g_assert_cmpint (hero_stat (session, "hp"), ==, hp_before + 100);
  click_in ("sim-shop", "sim-shop-leave");
  g_assert_null (toplevel ("sim-shop"));
  g_autofree char *all = tw_sim_session_dup_script (session);
  g_assert_true (g_str_has_suffix (all, "choose 0\nmove down\nmove down\nshop shop1 0\n"));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  json_decref (tower);
}

/* Block commands show on the live map as the frame that ran them ends:
 * (`keep`: the moved block stays where it ends, as in mota-js)
 * a moved block, a block set, a door opened (libs/events.js `_action_move`,
 * `_action_setBlock`, `_action_openDoor`), without a question asked. */
static void
test_live_effects (void)
{
  json_t *tower = load_tower_with (
      "[{\"type\": \"move\", \"loc\": [3, 2], \"steps\": [\"down\"], \"keep\": true},"
      " {\"type\": \"setBlock\", \"number\": 1, \"loc\": [2, 2]},"
      " {\"type\": \"openDoor\", \"loc\": [3, 1]}]");
  TwWindow *window = editor_test_tower_window (tower, 1100, 760);
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 2), ==, 1);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 1), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  g_assert_null (toplevel ("sim-prompt"));
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==, "move down\n");
  g_assert_cmpint (view_cell (session, 3, 2), ==, 0);
  g_assert_cmpint (view_cell (session, 3, 3), ==, 1);
  g_assert_cmpint (view_cell (session, 2, 2), ==, 1);
  g_assert_cmpint (view_cell (session, 3, 1), ==, 0);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 2), ==, 0);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 3), ==, 1);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 2, 2), ==, 1);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 1), ==, 0);

  /* Seeking back to the start shows the blocks where they were. */
  tw_sim_session_seek (session, 0);
  ui_test_flush ();
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 2), ==, 1);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 2, 2), ==, 0);
  g_assert_cmpint (tw_map_canvas_get_cell (canvas, 3, 1), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  json_decref (tower);
}

static TwWindow *
simulate (json_t *tower, TwSimBar **bar, TwSimSession **session)
{
  TwWindow *window = editor_test_tower_window (tower, 1100, 760);
  *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  *session = tw_sim_bar_get_session (*bar);
  g_assert_nonnull (*session);
  return window;
}

static const char *
choice_label (int index)
{
  g_autofree char *name = g_strdup_printf ("sim-prompt-choice:%d", index);
  GtkWidget *prompt = toplevel ("sim-prompt");
  g_assert_nonnull (prompt);
  return gtk_button_get_label (GTK_BUTTON (ui_test_find (prompt, name)));
}

/* A shop keeper's loop (libs/events.js `_action_while` around
 * `_action_choices`): each pick is asked again until Leave breaks out; the
 * picks are played as `choose` lines in order before the move. */
static void
test_question_in_a_loop (void)
{
  json_t *tower = load_tower_with (
      "[{\"type\": \"while\", \"condition\": \"true\", \"data\": ["
      "  {\"type\": \"choices\", \"text\": \"Anything else?\", \"choices\": ["
      "    {\"text\": \"More attack\", \"action\": [{\"type\": \"addValue\", \"name\": "
      "\"status:atk\", \"value\": \"1\"}]},"
      "    {\"text\": \"Leave\", \"action\": [{\"type\": \"break\"}]}]}]},"
      " {\"type\": \"confirm\", \"text\": \"Sure?\", \"yes\": [{\"type\": \"addValue\", "
      "\"name\": \"status:def\", \"value\": \"3\"}], \"no\": []}]");
  TwSimBar *bar;
  TwSimSession *session;
  TwWindow *window = simulate (tower, &bar, &session);
  json_int_t atk = hero_stat (session, "atk"), def = hero_stat (session, "def");

  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  g_assert_cmpstr (choice_label (0), ==, "More attack");
  click_in ("sim-prompt", "sim-prompt-choice:0");
  g_assert_cmpstr (choice_label (0), ==, "More attack"); /* asked again */
  click_in ("sim-prompt", "sim-prompt-choice:0");
  click_in ("sim-prompt", "sim-prompt-choice:1");
  /* Then the confirm after the loop. */
  g_assert_cmpstr (choice_label (0), ==, "Yes");
  g_assert_cmpstr (choice_label (1), ==, "No");
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 0);
  click_in ("sim-prompt", "sim-prompt-choice:0");
  g_assert_null (toplevel ("sim-prompt"));
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==, "choose 0\nchoose 0\nchoose 1\nchoose 0\nmove down\n");
  g_assert_cmpint (hero_stat (session, "atk"), ==, atk + 2);
  g_assert_cmpint (hero_stat (session, "def"), ==, def + 3);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  json_decref (tower);
}

/* With TW_SCREENSHOT_DIR set, a PNG of @widget there (for looking at). */
static void
maybe_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("TW_SCREENSHOT_DIR");
  if (dir == NULL || widget == NULL)
    return;
  ui_test_spin (100);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return;
  g_autoptr (GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  g_autoptr (GdkTexture) texture
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static json_int_t
hero_item (TwSimSession *session, const char *id)
{
  json_t *view = tw_sim_session_get_map_view (session);
  json_t *hero
      = json_object_get (json_object_get (json_object_get (view, "data"), "firstData"), "hero");
  json_t *items = json_object_get (hero, "items");
  const char *cls;
  json_t *group;
  json_object_foreach (items, cls, group)
  {
    json_t *n = json_object_get (group, id);
    if (n != NULL)
      return json_integer_value (n);
  }
  return 0;
}

static void
type_in_prompt (const char *text)
{
  GtkWidget *prompt = toplevel ("sim-prompt");
  g_assert_nonnull (prompt);
  GtkWidget *entry = ui_test_find (prompt, "sim-prompt-input");
  g_assert_nonnull (entry);
  GtkWidget *ok = ui_test_find (prompt, "sim-prompt-ok");
  gtk_editable_set_text (GTK_EDITABLE (entry), "two words");
  g_assert_false (gtk_widget_get_sensitive (ok)); /* a script line holds one word */
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_assert_true (gtk_widget_get_sensitive (ok));
  g_autofree char *shot = g_strdup_printf ("sim-input-%s.png", text);
  maybe_screenshot (prompt, shot);
  g_signal_emit_by_name (entry, "activate");
  ui_test_flush ();
}

/* libs/events.js `_action_input` (flag:input = parseInt) and
 * `_action_input2` (the text) asked in an entry dialog, recorded as
 * `input VALUE` lines; then a 2.x item shop (`item: true`, the sample's
 * plugins.js `itemShop`) offered with Buy and Sell, recorded as
 * `shop ID N` and `shop ID sell N`. */
static void
test_input_and_item_shop (void)
{
  json_t *tower
      = load_tower_with ("[{\"type\": \"input\", \"text\": \"How much attack?\"},"
                         " {\"type\": \"setValue\", \"name\": \"status:atk\", \"operator\": \"+=\","
                         "  \"value\": \"flag:input\"},"
                         " {\"type\": \"input2\", \"text\": \"Your name?\"},"
                         " {\"type\": \"openShop\", \"id\": \"keys\"}]");
  json_t *items = json_loads ("{\"cls\": \"tools\", \"name\": \"Yellow key\"}", 0, NULL);
  json_object_set_new (json_object_get (tower, "items"), "yellowKey", items);
  json_object_set_new (
      json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"), "hero"),
      "money", json_integer (25));
  json_array_append_new (
      json_object_get (json_object_get (json_object_get (tower, "data"), "main"), "shops"),
      json_loads ("{\"id\": \"keys\", \"item\": true, \"use\": \"money\", \"choices\": ["
                  " {\"id\": \"yellowKey\", \"number\": 2, \"money\": 10, \"sell\": 5}]}",
                  0, NULL));
  TwSimBar *bar;
  TwSimSession *session;
  TwWindow *window = simulate (tower, &bar, &session);
  json_int_t atk = hero_stat (session, "atk");

  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  ui_test_flush ();
  g_assert_cmpuint (tw_sim_session_get_n_history (session), ==, 0);
  type_in_prompt ("7x");  /* parseInt: 7 */
  type_in_prompt ("Ann"); /* input2: the text */
  g_assert_null (toplevel ("sim-prompt"));
  g_assert_cmpint (hero_stat (session, "atk"), ==, atk + 7);
  json_t *state = tw_engine_save_state (tw_sim_session_get_engine (session));
  g_assert_cmpstr (
      json_string_value (json_object_get (
          json_object_get (json_object_get (json_object_get (state, "flags"), "towerEvents"),
                           "flags"),
          "input")),
      ==, "Ann");
  json_decref (state);

  /* The item shop: the item's name and price, its stock. */
  GtkWidget *shop = toplevel ("sim-shop");
  g_assert_nonnull (shop);
  g_assert_nonnull (ui_test_find (shop, "sim-shop-sell:0"));
  maybe_screenshot (shop, "sim-item-shop.png");
  GtkWidget *row = ui_test_find (shop, "sim-shop-item:0");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (row)), ==, "Yellow key for 10 money (stock 2)");
  click_in ("sim-shop", "sim-shop-choice:0");
  click_in ("sim-shop", "sim-shop-choice:0");
  g_assert_cmpint (hero_item (session, "yellowKey"), ==, 2);
  /* The stock left, as the run keeps it. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (row)), ==, "Yellow key for 10 money (stock 0)");
  g_assert_cmpint (hero_stat (session, "money"), ==, 5);
  click_in ("sim-shop", "sim-shop-sell:0");
  g_assert_cmpint (hero_item (session, "yellowKey"), ==, 1);
  g_assert_cmpint (hero_stat (session, "money"), ==, 10);
  /* A refused trade changes nothing and says why. */
  click_in ("sim-shop", "sim-shop-sell:0");
  click_in ("sim-shop", "sim-shop-sell:0"); /* nothing left to sell */
  GtkWidget *status = ui_test_find (toplevel ("sim-shop"), "sim-shop-status");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (status)), "Refused"));
  g_assert_cmpint (hero_item (session, "yellowKey"), ==, 0);
  g_assert_cmpint (hero_stat (session, "money"), ==, 15);
  click_in ("sim-shop", "sim-shop-leave");
  g_autofree char *script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (script, ==,
                   "input 7x\ninput Ann\nmove down\nshop keys 0\nshop keys 0\nshop keys sell 0\n"
                   "shop keys sell 0\nshop keys sell 0\n");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sim-prompt/choice-and-shop", test_choice_prompt);
  g_test_add_func ("/sim-prompt/live-effects", test_live_effects);
  g_test_add_func ("/sim-prompt/question-in-a-loop", test_question_in_a_loop);
  g_test_add_func ("/sim-prompt/input-and-item-shop", test_input_and_item_shop);
  return g_test_run ();
}
