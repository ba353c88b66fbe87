/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The monster manual in simulate mode: its hero is the live hero (the
 * hero's hp after a battle), and the starting hero again after. */
#include <gtk/gtk.h>

#include "tests/ui/editor-test-util.h"
#include "ui/tw-manual-live.h"
#include "ui/tw-window.h"

/* The manual's hero line ("hero hp 1000, atk ..."). */
static const char *
hero_line (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), "hero hp"))
    return gtk_label_get_text (GTK_LABEL (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = hero_line (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The manual follows in an idle: wait (up to 10 s) for the line. */
static void
assert_hero_line (GtkWidget *manual, const char *expected)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (g_strcmp0 (hero_line (manual), expected) != 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpstr (hero_line (manual), ==, expected);
}

static void
test_live_hero (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  /* A bat of 2100 hp costs the hero 400 hp (20 a blow, 21 turns). */
  json_object_set_new (json_object_get (json_object_get (tower, "enemys"), "bat"), "hp",
                       json_integer (2100));
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  GtkWidget *manual = GTK_WIDGET (tw_window_get_manual_panel (window));
  GtkStack *bottom = GTK_STACK (ui_test_find (GTK_WIDGET (window), "bottom-stack"));
  assert_hero_line (manual, "hero hp 1000, atk 100, def 100, mdef 0");

  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_autoptr (GError) error = NULL;
  g_assert_true (
      tw_sim_bar_play_script (bar, "wait 6\nmove down\nmove down\nmove right\nwait 20\n", &error));
  g_assert_no_error (error);
  ui_test_spin (400);
  /* Simulate mode shows the timeline; the manual, hidden, waits. */
  g_assert_cmpstr (hero_line (manual), ==, "hero hp 1000, atk 100, def 100, mdef 0");
  gtk_stack_set_visible_child_name (bottom, "manual");
  TwSimSession *session = tw_sim_bar_get_session (bar);
  gint64 hp = tw_engine_get_hero_hp (tw_sim_session_get_engine (session));
  g_assert_cmpint (hp, ==, 600);
  TwHeroStats live;
  g_assert_true (tw_manual_live_hero (session, &live));
  g_assert_cmpint (live.hp, ==, 600);
  g_assert_cmpint (live.atk, ==, 100);
  assert_hero_line (manual, "hero hp 600, atk 100, def 100, mdef 0");

  /* Back at tick 0 the live hero is whole again. */
  g_assert_true (tw_sim_session_seek (session, 0));
  ui_test_spin (50);
  assert_hero_line (manual, "hero hp 1000, atk 100, def 100, mdef 0");
  g_assert_true (tw_sim_session_seek (session, tw_sim_session_get_last_tick (session)));
  ui_test_spin (50);
  assert_hero_line (manual, "hero hp 600, atk 100, def 100, mdef 0");

  /* Leaving simulate mode: the starting hero. */
  tw_sim_bar_set_active (bar, FALSE);
  ui_test_spin (50);
  assert_hero_line (manual, "hero hp 1000, atk 100, def 100, mdef 0");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_spin (50);
  json_decref (tower);
}

/* The manual's damage for @enemy_id on the shown floor, as the map shows it. */
static char *
manual_damage (TwManualPanel *manual, const char *enemy_id)
{
  for (guint i = 0; i < tw_manual_panel_get_n_rows (manual); i++)
    {
      const TwManualEntry *e = tw_manual_panel_get_entry (manual, i);
      if (g_strcmp0 (e->enemy_id, enemy_id) == 0)
        return g_strdup_printf ("%" G_GINT64_FORMAT, e->battle.damage);
    }
  g_assert_not_reached ();
}

static char *
map_damage (TwWindow *window, const char *enemy_id)
{
  gboolean can_win = FALSE;
  char *text = tw_window_damage_text (window, enemy_id, &can_win);
  g_assert_nonnull (text);
  return text;
}

/* Edit mode: the manual computes for the header's hero box, as the map's
 * numbers do; simulate mode: for the battle hero the map uses. */
static void
test_hero_box (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  json_object_set_new (json_object_get (json_object_get (tower, "enemys"), "bat"), "hp",
                       json_integer (2100));
  TwWindow *window = editor_test_tower_window (tower, 1280, 800);
  TwManualPanel *manual = tw_window_get_manual_panel (window);
  gtk_stack_set_visible_child_name (GTK_STACK (ui_test_find (GTK_WIDGET (window), "bottom-stack")),
                                    "manual");
  ui_test_spin (50);
  g_autofree char *start = manual_damage (manual, "bat");
  g_autofree char *start_map = map_damage (window, "bat");
  g_assert_cmpstr (start, ==, "400"); /* 20 a blow, 20 blows */
  g_assert_cmpstr (start, ==, start_map);

  /* def 110 in the hero box: 10 a blow. */
  GtkWidget *def = ui_test_find (GTK_WIDGET (window), "hero-def");
  g_assert_true (GTK_IS_SPIN_BUTTON (def));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (def), 110);
  ui_test_spin (20);
  g_autofree char *boxed = manual_damage (manual, "bat");
  g_autofree char *boxed_map = map_damage (window, "bat");
  g_assert_cmpstr (boxed, ==, "200");
  g_assert_cmpstr (boxed, ==, boxed_map);
  assert_hero_line (GTK_WIDGET (manual), "hero hp 1000, atk 100, def 110, mdef 0");

  /* Simulate mode: the simulated hero (the box waits), the map's number. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  assert_hero_line (GTK_WIDGET (manual), "hero hp 1000, atk 100, def 100, mdef 0");
  g_autofree char *live = manual_damage (manual, "bat");
  g_autofree char *live_map = map_damage (window, "bat");
  g_assert_cmpstr (live, ==, live_map);
  g_assert_cmpstr (live, ==, start);

  /* Back in edit mode: the box's hero again. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  assert_hero_line (GTK_WIDGET (manual), "hero hp 1000, atk 100, def 110, mdef 0");
  g_autofree char *again = manual_damage (manual, "bat");
  g_assert_cmpstr (again, ==, boxed);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_spin (50);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manual-live/hero", test_live_hero);
  g_test_add_func ("/manual-live/hero-box", test_hero_box);
  return g_test_run ();
}
