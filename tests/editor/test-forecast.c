/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The damage forecast: hand-computed battles of the mota-js formula
 * (docs/battle.md), per enemy and per floor cell, for the tower's starting
 * hero read live and for a hero given as input. */
#include "editor/sim/tw-forecast.h"

/* Hero hp 100, atk 10, def 2, mdef 5. Damage = (ceil (mon_hp / (atk -
 * mon_def)) - 1) * (mon_atk - def) - mdef:
 *   slime (hp 30, atk 7, def 1):    ceil (30/9) = 4 turns,  3 * 5 - 5 = 10
 *   bat (hp 50, atk 20, def 4):     ceil (50/6) = 9 turns,  8 * 18 - 5 = 139 (lost)
 *   rock (def 10): the hero cannot hurt it: "???"
 *   dragon (hp 1000, atk 2000):     100 turns, 99 * 1998 - 5 = 197797 ("19.8w")
 *   angel (invincible, special 20): only with the cross. */
static const char tower_json[]
    = "{\"data\": {\"firstData\": {\"hero\": {\"hp\": 100, \"atk\": 10, \"def\": 2, \"mdef\": 5,"
      "   \"items\": {\"tools\": {}}}}, \"values\": {}},"
      " \"enemys\": {"
      "   \"slime\": {\"hp\": 30, \"atk\": 7, \"def\": 1},"
      "   \"bat\": {\"hp\": 50, \"atk\": 20, \"def\": 4},"
      "   \"rock\": {\"hp\": 5, \"atk\": 1, \"def\": 10},"
      "   \"dragon\": {\"hp\": 1000, \"atk\": 2000, \"def\": 0},"
      "   \"angel\": {\"hp\": 10, \"atk\": 3, \"def\": 0, \"special\": [20]}},"
      " \"maps\": {\"201\": {\"cls\": \"enemys\", \"id\": \"slime\"},"
      "   \"202\": {\"cls\": \"enemy48\", \"id\": \"bat\"},"
      "   \"203\": {\"cls\": \"items\", \"id\": \"redPotion\"},"
      "   \"204\": {\"cls\": \"enemys\", \"id\": \"ghost\"}},"
      " \"floors\": {\"F1\": {\"map\": [[0, 201, 0], [202, 203, 204]]}}}";

static json_t *
load_tower (void)
{
  json_error_t error;
  json_t *tower = json_loads (tower_json, 0, &error);
  if (tower == NULL)
    g_error ("test tower: %s", error.text);
  return tower;
}

static void
assert_enemy (TwForecast *forecast, const char *id, gboolean can_battle, gboolean can_win,
              gint64 damage, const char *text)
{
  TwForecastDamage result;
  g_assert_true (tw_forecast_enemy (forecast, id, &result));
  g_assert_cmpint (result.can_battle, ==, can_battle);
  g_assert_cmpint (result.can_win, ==, can_win);
  g_assert_cmpint (result.damage, ==, damage);
  g_autofree char *shown = tw_forecast_damage_text (&result);
  g_assert_cmpstr (shown, ==, text);
}

static void
test_starting_hero (void)
{
  json_t *tower = load_tower ();
  g_autoptr (TwForecast) forecast = tw_forecast_new (tower);

  assert_enemy (forecast, "slime", TRUE, TRUE, 10, "10");
  assert_enemy (forecast, "bat", TRUE, FALSE, 139, "139");
  assert_enemy (forecast, "rock", FALSE, FALSE, 0, "???");
  assert_enemy (forecast, "dragon", TRUE, FALSE, 197797, "19.8w");
  assert_enemy (forecast, "angel", FALSE, FALSE, 0, "???");

  TwForecastDamage unused;
  g_assert_false (tw_forecast_enemy (forecast, "ghost", &unused)); /* no definition */
  json_decref (tower);
}

/* The tower is read at each query: an edit of the hero or an enemy shows at once. */
static void
test_reads_edits_live (void)
{
  json_t *tower = load_tower ();
  g_autoptr (TwForecast) forecast = tw_forecast_new (tower);
  json_t *hero
      = json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"), "hero");

  json_object_set_new (hero, "atk", json_integer (31)); /* slime in one blow */
  assert_enemy (forecast, "slime", TRUE, TRUE, 0, "0");
  json_object_set_new (json_object_get (json_object_get (hero, "items"), "tools"), "cross",
                       json_integer (1));
  assert_enemy (forecast, "angel", TRUE, TRUE, 0, "0");
  json_object_set_new (json_object_get (json_object_get (tower, "enemys"), "slime"), "hp",
                       json_integer (62)); /* 3 turns: 2 * 5 - 5 */
  assert_enemy (forecast, "slime", TRUE, TRUE, 5, "5");
  json_decref (tower);
}

/* A hero given as input (a simulated hero's stats) replaces the starting one
 * until it is cleared again. */
static void
test_hero_input (void)
{
  json_t *tower = load_tower ();
  g_autoptr (TwForecast) forecast = tw_forecast_new (tower);
  TwHeroStats strong = { .hp = 1000, .atk = 31, .def = 0, .mdef = 0 };

  tw_forecast_set_hero (forecast, &strong);
  TwHeroStats in_use;
  g_assert_true (tw_forecast_get_hero (forecast, &in_use));
  g_assert_cmpint (in_use.atk, ==, 31);
  assert_enemy (forecast, "slime", TRUE, TRUE, 0, "0");     /* hero_per 30: one turn */
  assert_enemy (forecast, "bat", TRUE, TRUE, 20, "20");     /* 2 turns: 1 * 20 */
  assert_enemy (forecast, "angel", FALSE, FALSE, 0, "???"); /* no cross */

  tw_forecast_set_hero (forecast, NULL);
  g_assert_true (tw_forecast_get_hero (forecast, &in_use));
  g_assert_cmpint (in_use.atk, ==, 10);
  assert_enemy (forecast, "bat", TRUE, FALSE, 139, "139");
  json_decref (tower);
}

/* Each enemy cell of a floor, row by row; items, empty cells and enemies
 * without a definition are not enemy cells. */
static void
test_floor_cells (void)
{
  json_t *tower = load_tower ();
  g_autoptr (TwForecast) forecast = tw_forecast_new (tower);

  g_autoptr (GArray) cells = tw_forecast_floor (forecast, "F1");
  g_assert_cmpuint (cells->len, ==, 2);
  const TwForecastCell *slime = &g_array_index (cells, TwForecastCell, 0);
  const TwForecastCell *bat = &g_array_index (cells, TwForecastCell, 1);
  g_assert_cmpint (slime->x, ==, 1);
  g_assert_cmpint (slime->y, ==, 0);
  g_assert_cmpstr (slime->enemy_id, ==, "slime");
  g_assert_cmpint (slime->damage.damage, ==, 10);
  g_assert_true (slime->damage.can_win);
  g_assert_cmpint (bat->x, ==, 0);
  g_assert_cmpint (bat->y, ==, 1);
  g_assert_cmpstr (bat->enemy_id, ==, "bat");
  g_assert_cmpint (bat->damage.damage, ==, 139);
  g_assert_false (bat->damage.can_win);

  g_autoptr (GArray) none = tw_forecast_floor (forecast, "nowhere");
  g_assert_cmpuint (none->len, ==, 0);
  json_decref (tower);
}

/* Without a starting hero there is nothing to forecast, until one is given. */
static void
test_no_hero (void)
{
  json_t *tower = load_tower ();
  json_object_del (json_object_get (json_object_get (tower, "data"), "firstData"), "hero");
  g_autoptr (TwForecast) forecast = tw_forecast_new (tower);

  TwForecastDamage result;
  TwHeroStats stats;
  g_assert_false (tw_forecast_get_hero (forecast, &stats));
  g_assert_false (tw_forecast_enemy (forecast, "slime", &result));
  g_autoptr (GArray) cells = tw_forecast_floor (forecast, "F1");
  g_assert_cmpuint (cells->len, ==, 0);

  TwHeroStats given = { .hp = 100, .atk = 10, .def = 2, .mdef = 5 };
  tw_forecast_set_hero (forecast, &given);
  assert_enemy (forecast, "slime", TRUE, TRUE, 10, "10");
  json_decref (tower);
}

/* The map damage at the start of the game (docs/rules.md §3.11): a zone
 * enemy (15, zone 25, range 1) at (1, 0) of F1 hurts the cells around it,
 * once per revision and floor; a tower without such an enemy has none. */
static void
test_map_damage (void)
{
  json_t *tower = load_tower ();
  g_autoptr (TwForecast) forecast = tw_forecast_new (tower);
  tw_forecast_set_revision (forecast, 1);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 0, 0), ==, 0);
  json_t *slime = json_object_get (json_object_get (tower, "enemys"), "slime");
  json_object_set_new (slime, "special", json_pack ("[i]", 15));
  json_object_set_new (slime, "zone", json_integer (25));
  /* Same revision: the table kept. */
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 0, 0), ==, 0);
  tw_forecast_set_revision (forecast, 2);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 0, 0), ==, 25);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 2, 0), ==, 25);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 1, 1), ==, 25);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 0, 1), ==, 0);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "F1", 9, 9), ==, 0);
  g_assert_cmpint (tw_forecast_map_damage (forecast, "nowhere", 0, 0), ==, 0);
  json_decref (tower);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forecast/starting-hero", test_starting_hero);
  g_test_add_func ("/forecast/reads-edits-live", test_reads_edits_live);
  g_test_add_func ("/forecast/hero-input", test_hero_input);
  g_test_add_func ("/forecast/floor-cells", test_floor_cells);
  g_test_add_func ("/forecast/no-hero", test_no_hero);
  g_test_add_func ("/forecast/map-damage", test_map_damage);
  return g_test_run ();
}
