/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The monster manual: hand-computed battles, criticals, break points and 1防,
 * and the critical table against a brute force over every attack value. */
#include "editor/analysis/tw-manual.h"

#include <string.h>

/* Hero hp 1000, atk 10, def 2, mdef 0 (damage = (turn - 1) * (atk - 2)):
 *   slime (hp 30, atk 7, def 1): heroPer 9, 4 turns, 3 * 5 = 15.
 *     atk 11: 10 a round, 3 turns, 10 (saves 5); atk 16: 2 turns, 5 (10);
 *     atk 31: 1 turn, 0 (15). def 3: 3 * 4 = 12, so 1防 = 3.
 *   rock (hp 5, atk 1, def 10): cannot be hurt; atk 11 (+1) breaks it, then
 *     5 turns of 0 damage; nothing lowers it further.
 *   angel (invincible, 20): no attack breaks it.
 *   golem (solid, 3; hp 50, atk 20, def 3): its def becomes 9, 50 turns,
 *     49 * 18 = 882 whatever the attack: no critical.
 *   knight (hp 100, atk 50, def 5, counter 8 with counterAttack 0.5):
 *     heroPer 5, 20 turns, counter floor (0.5 * 10) = 5 a round:
 *     19 * 48 + 20 * 5 = 1012 (lost). */
static const char tower_json[]
    = "{\"data\": {\"firstData\": {\"hero\": {\"hp\": 1000, \"atk\": 10, \"def\": 2, \"mdef\": 0}},"
      "   \"values\": {\"counterAttack\": 0.5}, \"main\": {\"floorIds\": [\"F2\", \"F1\"]}},"
      " \"enemys\": {"
      "   \"slime\": {\"name\": \"Slime\", \"hp\": 30, \"atk\": 7, \"def\": 1, \"money\": 3,"
      "     \"timeCost\": 3, \"actType\": \"chase\"},"
      "   \"rock\": {\"hp\": 5, \"atk\": 1, \"def\": 10, \"special\": 0},"
      "   \"angel\": {\"hp\": 10, \"atk\": 3, \"def\": 0, \"special\": [20]},"
      "   \"golem\": {\"hp\": 50, \"atk\": 20, \"def\": 3, \"special\": 3},"
      "   \"knight\": {\"hp\": 100, \"atk\": 50, \"def\": 5, \"special\": [8, 1]}},"
      " \"maps\": {\"201\": {\"cls\": \"enemys\", \"id\": \"slime\"},"
      "   \"202\": {\"cls\": \"enemy48\", \"id\": \"rock\"},"
      "   \"203\": {\"cls\": \"items\", \"id\": \"redPotion\"},"
      "   \"204\": {\"cls\": \"enemys\", \"id\": \"knight\"}},"
      " \"floors\": {\"F1\": {\"map\": [[0, 201, 0], [202, 203, 201]]},"
      "   \"F2\": {\"map\": [[204, 0], [0, 201]]}}}";

static json_t *
load_tower (void)
{
  json_error_t error;
  json_t *tower = json_loads (tower_json, 0, &error);
  if (tower == NULL)
    g_error ("test tower: %s", error.text);
  return tower;
}

static const TwHeroStats hero = { .hp = 1000, .atk = 10, .def = 2, .mdef = 0 };

static void
assert_criticals (const TwManualEntry *e, const gint64 (*pairs)[2], guint n)
{
  g_assert_cmpuint (e->criticals->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      const TwManualCritical *c = &g_array_index (e->criticals, TwManualCritical, i);
      g_assert_cmpint (c->atk_add, ==, pairs[i][0]);
      g_assert_cmpint (c->saving, ==, pairs[i][1]);
    }
}

static void
test_hand_computed (void)
{
  json_t *tower = load_tower ();

  g_autoptr (TwManualEntry) slime = tw_manual_entry_new (tower, "slime", &hero, 10);
  g_assert_cmpstr (slime->name, ==, "Slime");
  g_assert_true (slime->battle.can_battle && slime->can_win);
  g_assert_cmpint (slime->battle.damage, ==, 15);
  g_assert_cmpint (slime->battle.turn, ==, 4);
  static const gint64 slime_crit[][2] = { { 1, 5 }, { 6, 10 }, { 21, 15 } };
  assert_criticals (slime, slime_crit, 3);
  g_assert_true (slime->has_def_damage);
  g_assert_cmpint (slime->def_damage, ==, 3);
  g_assert_cmpint (slime->break_atk, ==, 0);
  g_assert_cmpint (slime->time_cost, ==, 3);
  g_assert_cmpstr (slime->act_type, ==, "chase");
  g_assert_cmpint (slime->actions_per_10, ==, 3);

  /* Only the first two when two are asked. */
  g_autoptr (TwManualEntry) slime2 = tw_manual_entry_new (tower, "slime", &hero, 2);
  assert_criticals (slime2, slime_crit, 2);

  g_autoptr (TwManualEntry) rock = tw_manual_entry_new (tower, "rock", &hero, 10);
  g_assert_false (rock->battle.can_battle);
  g_assert_true (rock->can_break);
  g_assert_cmpint (rock->break_atk, ==, 1);
  g_assert_cmpint (rock->break_damage, ==, 0);
  g_assert_cmpuint (rock->criticals->len, ==, 0);
  g_assert_false (rock->has_def_damage);
  g_assert_cmpuint (rock->specials->len, ==, 0);
  g_assert_cmpstr (rock->act_type, ==, "idle");
  g_assert_cmpint (rock->actions_per_10, ==, 0);

  g_autoptr (TwManualEntry) angel = tw_manual_entry_new (tower, "angel", &hero, 10);
  g_assert_false (angel->battle.can_battle);
  g_assert_false (angel->can_break);
  g_assert_cmpuint (angel->criticals->len, ==, 0);
  g_assert_cmpuint (angel->specials->len, ==, 1);
  g_assert_cmpint (g_array_index (angel->specials, int, 0), ==, 20);
  TwHeroStats with_cross = hero;
  with_cross.has_cross = TRUE;
  g_autoptr (TwManualEntry) angel2 = tw_manual_entry_new (tower, "angel", &with_cross, 10);
  g_assert_true (angel2->battle.can_battle);
  g_assert_cmpint (angel2->battle.damage, ==, 0);

  g_autoptr (TwManualEntry) golem = tw_manual_entry_new (tower, "golem", &hero, 10);
  g_assert_cmpint (golem->battle.damage, ==, 882);
  g_assert_cmpuint (golem->criticals->len, ==, 0);

  g_autoptr (TwManualEntry) knight = tw_manual_entry_new (tower, "knight", &hero, 10);
  /* First strike adds one round: 48 + 19 * 48 + 20 * 5 = 1060. */
  g_assert_cmpint (knight->battle.damage, ==, 1060);
  g_assert_false (knight->can_win);
  g_assert_cmpuint (knight->specials->len, ==, 2);

  g_assert_null (tw_manual_entry_new (tower, "ghost", &hero, 10));

  /* The map's labels: the next critical, the break point, nothing. */
  json_t *enemys = json_object_get (tower, "enemys");
  g_autofree char *slime_text
      = tw_manual_critical_text (&hero, json_object_get (enemys, "slime"), NULL);
  g_assert_cmpstr (slime_text, ==, "+1:-5");
  g_autofree char *rock_text
      = tw_manual_critical_text (&hero, json_object_get (enemys, "rock"), NULL);
  g_assert_cmpstr (rock_text, ==, "+1atk");
  g_assert_null (tw_manual_critical_text (&hero, json_object_get (enemys, "golem"), NULL));
  g_assert_null (tw_manual_critical_text (&hero, json_object_get (enemys, "angel"), NULL));
  json_decref (tower);
}

static void
test_special_names (void)
{
  g_assert_cmpstr (tw_manual_special_name (1, TRUE), ==, "先攻");
  g_assert_cmpstr (tw_manual_special_name (1, FALSE), ==, "First strike");
  g_assert_cmpstr (tw_manual_special_name (27, TRUE), ==, "捕捉");
  g_assert_null (tw_manual_special_name (99, FALSE));
  for (int s = 1; s <= 27; s++)
    g_assert_nonnull (tw_manual_special_name (s, FALSE));
}

static void
test_build (void)
{
  json_t *tower = load_tower ();
  /* Floors in floorIds order (F2 first), cells row by row. */
  g_autoptr (GPtrArray) all = tw_manual_build (tower, NULL, &hero, 3);
  g_assert_cmpuint (all->len, ==, 3);
  TwManualEntry *knight = g_ptr_array_index (all, 0);
  TwManualEntry *slime = g_ptr_array_index (all, 1);
  TwManualEntry *rock = g_ptr_array_index (all, 2);
  g_assert_cmpstr (knight->enemy_id, ==, "knight");
  g_assert_cmpstr (slime->enemy_id, ==, "slime");
  g_assert_cmpuint (slime->count, ==, 3);
  g_assert_cmpstr (slime->first_floor, ==, "F2");
  g_assert_cmpint (slime->first_x, ==, 1);
  g_assert_cmpint (slime->first_y, ==, 1);
  g_assert_cmpstr (rock->first_floor, ==, "F1");

  g_autoptr (GPtrArray) f1 = tw_manual_build (tower, "F1", &hero, 3);
  g_assert_cmpuint (f1->len, ==, 2);
  slime = g_ptr_array_index (f1, 0);
  g_assert_cmpuint (slime->count, ==, 2);
  g_assert_cmpint (slime->first_x, ==, 1);
  g_assert_cmpint (slime->first_y, ==, 0);
  g_assert_null (tw_manual_build (tower, "F9", &hero, 3));
  json_decref (tower);
}

static void
test_hero_json (void)
{
  g_autoptr (GError) error = NULL;
  TwHeroStats out;
  json_t *json = json_pack ("{s:i, s:b}", "atk", 40, "cross", 1);
  g_assert_true (tw_manual_hero_from_json (json, &hero, &out, &error));
  g_assert_cmpint (out.atk, ==, 40);
  g_assert_cmpint (out.hp, ==, 1000);
  g_assert_true (out.has_cross);
  json_decref (json);
  json = json_pack ("{s:i}", "speed", 3);
  g_assert_false (tw_manual_hero_from_json (json, &hero, &out, &error));
  g_assert_nonnull (strstr (error->message, "speed"));
  json_decref (json);
}

/* ---- brute force ---- */

/* Every attack value from the hero's (or the break point) up to where the
 * battle is one round whatever the def: the new lows of the damage. */
static GArray *
brute_criticals (const TwHeroStats *h, json_t *enemy, json_t *values, guint max_n)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (TwManualCritical));
  TwDamageResult r;
  TwHeroStats at = *h;
  gint64 end = json_integer_value (json_object_get (enemy, "hp"))
               + json_integer_value (json_object_get (enemy, "def")) + MAX (h->def, 0) + 2;
  gint64 atk = h->atk;
  for (;; atk++)
    {
      if (atk > end)
        return list;
      at.atk = atk;
      tw_damage_compute (&at, enemy, values, &r);
      if (r.can_battle)
        break;
    }
  gint64 first = r.damage, low = r.damage;
  for (atk++; atk <= end && list->len < max_n; atk++)
    {
      at.atk = atk;
      tw_damage_compute (&at, enemy, values, &r);
      g_assert_true (r.can_battle);
      if (r.damage < low)
        {
          TwManualCritical c = { atk - h->atk, first - r.damage };
          g_array_append_val (list, c);
          low = r.damage;
        }
    }
  return list;
}

static void
test_brute_force (void)
{
  static const int specials[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 22 };
  GRand *rand = g_rand_new_with_seed (16);
  json_t *values = json_pack ("{s:f, s:f, s:f, s:f}", "breakArmor", 0.9, "counterAttack", 0.1,
                              "purify", 3.0, "vampire", 0.1);
  guint checked = 0, with_entries = 0;
  for (guint i = 0; i < 3000; i++)
    {
      int s1 = specials[g_rand_int_range (rand, 0, G_N_ELEMENTS (specials))];
      int s2 = specials[g_rand_int_range (rand, 0, G_N_ELEMENTS (specials))];
      json_t *enemy = json_pack (
          "{s:i, s:i, s:i, s:[i, i], s:i, s:i}", "hp", g_rand_int_range (rand, 1, 600), "atk",
          g_rand_int_range (rand, 0, 200), "def", g_rand_int_range (rand, 0, 80), "special", s1, s2,
          "damage", g_rand_int_range (rand, 0, 30), "n", g_rand_int_range (rand, 2, 5));
      TwHeroStats h = { .hp = g_rand_int_range (rand, 1, 5000),
                        .atk = g_rand_int_range (rand, 0, 100),
                        .def = g_rand_int_range (rand, 0, 100),
                        .mdef = g_rand_int_range (rand, 0, 50),
                        .hatred = g_rand_int_range (rand, 0, 10) };
      guint n = g_rand_boolean (rand) ? 1000 : (guint)g_rand_int_range (rand, 1, 4);
      g_autoptr (GArray) fast = tw_manual_criticals (&h, enemy, values, n);
      g_autoptr (GArray) slow = brute_criticals (&h, enemy, values, n);
      g_assert_cmpuint (fast->len, ==, slow->len);
      for (guint k = 0; k < fast->len; k++)
        {
          const TwManualCritical *a = &g_array_index (fast, TwManualCritical, k);
          const TwManualCritical *b = &g_array_index (slow, TwManualCritical, k);
          g_assert_cmpint (a->atk_add, ==, b->atk_add);
          g_assert_cmpint (a->saving, ==, b->saving);
        }
      /* The break point is the first attack that can fight. */
      gint64 add = -1;
      if (tw_manual_break_atk (&h, enemy, values, &add))
        {
          TwDamageResult r;
          TwHeroStats at = h;
          at.atk = h.atk + add;
          tw_damage_compute (&at, enemy, values, &r);
          g_assert_true (r.can_battle);
          if (add > 0)
            {
              at.atk--;
              tw_damage_compute (&at, enemy, values, &r);
              g_assert_false (r.can_battle);
            }
        }
      checked++;
      with_entries += fast->len > 0;
      json_decref (enemy);
    }
  /* The cases are not all empty tables. */
  g_assert_cmpuint (with_entries, >, checked / 4);
  json_decref (values);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/manual/hand-computed", test_hand_computed);
  g_test_add_func ("/manual/special-names", test_special_names);
  g_test_add_func ("/manual/build", test_build);
  g_test_add_func ("/manual/hero-json", test_hero_json);
  g_test_add_func ("/manual/brute-force", test_brute_force);
  return g_test_run ();
}
