/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwManualPanel: the sample's floors as the manual lists them, sorting,
 * following the document's edits and the hero, and activating a row. */
#include <gtk/gtk.h>
#include <stdlib.h>

#include "tests/ui/panel-test-util.h"
#include "ui/tw-manual-panel.h"

typedef struct
{
  TwDocument *doc;
  TwManualPanel *panel;
  GtkWindow *window;
  int activations;
  char *enemy_id, *floor_id;
  int x, y;
} Fixture;

static void
on_activated (TwManualPanel *panel, const char *enemy_id, const char *floor_id, int x, int y,
              Fixture *f)
{
  f->activations++;
  g_free (f->enemy_id), g_free (f->floor_id);
  f->enemy_id = g_strdup (enemy_id);
  f->floor_id = g_strdup (floor_id);
  f->x = x, f->y = y;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  memset (f, 0, sizeof *f);
  f->doc = ui_test_open_sample ();
  f->panel = TW_MANUAL_PANEL (tw_manual_panel_new ());
  g_signal_connect (f->panel, "enemy-activated", G_CALLBACK (on_activated), f);
  f->window = ui_test_host (GTK_WIDGET (f->panel), 900, 400);
  tw_manual_panel_set_document (f->panel, f->doc);
  tw_manual_panel_set_floor (f->panel, "sample1");
  ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_test_unhost (f->window, f->doc);
  g_free (f->enemy_id), g_free (f->floor_id);
}

static guint
find_row (Fixture *f, const char *id)
{
  for (guint i = 0; i < tw_manual_panel_get_n_rows (f->panel); i++)
    if (g_strcmp0 (tw_manual_panel_get_entry (f->panel, i)->enemy_id, id) == 0)
      return i;
  g_error ("no row for '%s'", id);
  return 0;
}

/* sample1 holds blackKing (hp 1000, atk 500, def 0) and two
 * yellowGateKeepers; the sample's hero has atk 100 and def 100:
 * blackKing lasts 10 turns, 9 blows of 400 = 3600 (see test-stats.c). */
static void
test_floor (Fixture *f, gconstpointer data)
{
  g_assert_cmpuint (tw_manual_panel_get_n_rows (f->panel), ==, 2);
  const TwManualEntry *king = tw_manual_panel_get_entry (f->panel, find_row (f, "blackKing"));
  g_assert_cmpint (king->battle.damage, ==, 3600);
  g_assert_cmpint (king->battle.turn, ==, 10);
  g_assert_cmpuint (king->criticals->len, ==, 3);
  g_assert_cmpint (g_array_index (king->criticals, TwManualCritical, 0).atk_add, ==, 12);
  const TwManualEntry *keeper
      = tw_manual_panel_get_entry (f->panel, find_row (f, "yellowGateKeeper"));
  g_assert_cmpuint (keeper->count, ==, 2);

  /* The whole tower lists every enemy on any floor, sample0's first. */
  tw_manual_panel_set_whole_tower (f->panel, TRUE);
  guint whole = tw_manual_panel_get_n_rows (f->panel);
  g_assert_cmpuint (whole, >, 20);
  tw_manual_panel_set_whole_tower (f->panel, FALSE);
  g_assert_cmpuint (tw_manual_panel_get_n_rows (f->panel), ==, 2);
  tw_manual_panel_set_floor (f->panel, "nowhere");
  g_assert_cmpuint (tw_manual_panel_get_n_rows (f->panel), ==, 0);
}

static void
test_sort (Fixture *f, gconstpointer data)
{
  tw_manual_panel_set_whole_tower (f->panel, TRUE);
  guint n = tw_manual_panel_get_n_rows (f->panel);
  tw_manual_panel_sort_by (f->panel, "damage", GTK_SORT_ASCENDING);
  gboolean seen_unfightable = FALSE;
  gint64 last = -1;
  for (guint i = 0; i < n; i++)
    {
      const TwManualEntry *e = tw_manual_panel_get_entry (f->panel, i);
      if (!e->battle.can_battle)
        {
          seen_unfightable = TRUE;
          continue;
        }
      /* Battles that cannot be fought come last. */
      g_assert_false (seen_unfightable);
      g_assert_cmpint (e->battle.damage, >=, last);
      last = e->battle.damage;
    }
  tw_manual_panel_sort_by (f->panel, "hp", GTK_SORT_DESCENDING);
  for (guint i = 1; i < n; i++)
    g_assert_cmpint (tw_manual_panel_get_entry (f->panel, i - 1)->hp, >=,
                     tw_manual_panel_get_entry (f->panel, i)->hp);
  g_assert_cmpuint (tw_manual_panel_get_n_rows (f->panel), ==, n);
}

static void
test_follows_edits_and_hero (Fixture *f, gconstpointer data)
{
  /* blackKing with hp 2000: 20 turns, 19 * 400 = 7600. */
  json_t *hp = json_integer (2000);
  g_assert_true (tw_document_set_field (f->doc, "/enemys/blackKing/hp", hp, NULL));
  json_decref (hp);
  ui_test_flush ();
  const TwManualEntry *king = tw_manual_panel_get_entry (f->panel, find_row (f, "blackKing"));
  g_assert_cmpint (king->battle.damage, ==, 7600);
  g_assert_cmpint (king->hp, ==, 2000);

  /* A hero of atk 0 cannot hurt it: one attack breaks it. */
  TwHeroStats hero = { .hp = 1000, .atk = 0, .def = 100 };
  tw_manual_panel_set_hero (f->panel, &hero);
  king = tw_manual_panel_get_entry (f->panel, find_row (f, "blackKing"));
  g_assert_false (king->battle.can_battle);
  g_assert_cmpint (king->break_atk, ==, 1);
  tw_manual_panel_set_hero (f->panel, NULL);
  king = tw_manual_panel_get_entry (f->panel, find_row (f, "blackKing"));
  g_assert_cmpint (king->battle.damage, ==, 7600);

  /* An enemy painted on the floor joins the list. */
  json_t *tower = tw_document_get_tower (f->doc);
  const char *key;
  json_t *tile;
  int bat_tile = 0;
  json_object_foreach (json_object_get (tower, "maps"), key, tile)
  {
    if (g_strcmp0 (json_string_value (json_object_get (tile, "id")), "bat") == 0)
      bat_tile = atoi (key);
  }
  g_assert_cmpint (bat_tile, >, 0);
  g_assert_true (tw_document_set_cell (f->doc, "sample1", 1, 1, bat_tile, NULL));
  ui_test_flush ();
  g_assert_cmpuint (tw_manual_panel_get_n_rows (f->panel), ==, 3);
  f->activations = 0;
  tw_manual_panel_activate (f->panel, find_row (f, "bat"));
  g_assert_cmpint (f->activations, ==, 1);
  g_assert_cmpstr (f->enemy_id, ==, "bat");
  g_assert_cmpstr (f->floor_id, ==, "sample1");
  g_assert_cmpint (f->x, ==, 1);
  g_assert_cmpint (f->y, ==, 1);
}

/* The row shows what the manual says: the damage column's text. */
static void
test_activate_first_cell (Fixture *f, gconstpointer data)
{
  tw_manual_panel_activate (f->panel, find_row (f, "blackKing"));
  g_assert_cmpint (f->activations, ==, 1);
  g_assert_cmpstr (f->floor_id, ==, "sample1");
  /* The cell holds blackKing. */
  json_t *floor
      = json_object_get (json_object_get (tw_document_get_tower (f->doc), "floors"), "sample1");
  json_int_t n = json_integer_value (
      json_array_get (json_array_get (json_object_get (floor, "map"), f->y), f->x));
  char key[24];
  g_snprintf (key, sizeof key, "%" JSON_INTEGER_FORMAT, n);
  json_t *tile = json_object_get (json_object_get (tw_document_get_tower (f->doc), "maps"), key);
  g_assert_cmpstr (json_string_value (json_object_get (tile, "id")), ==, "blackKing");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/manual-panel/floor", Fixture, NULL, fixture_set_up, test_floor, fixture_tear_down);
  g_test_add ("/manual-panel/sort", Fixture, NULL, fixture_set_up, test_sort, fixture_tear_down);
  g_test_add ("/manual-panel/follows-edits-and-hero", Fixture, NULL, fixture_set_up,
              test_follows_edits_and_hero, fixture_tear_down);
  g_test_add ("/manual-panel/activate-first-cell", Fixture, NULL, fixture_set_up,
              test_activate_first_cell, fixture_tear_down);
  return g_test_run ();
}
