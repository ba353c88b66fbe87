/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-damage.c: the mota-js damage formula against the sample tower's
 * expected results (one test per enemy), and hand-computed cases for each special. */
#include "engine/tw-damage.h"

#include <string.h>

#include "tw-test-util.h"

/* ---- shared data ---- */

typedef struct
{
  char *enemy_id;
  json_t *expected; /* the result object, or NULL for "cannot battle" */
} SampleCase;

static json_t *sample_enemys;
static json_t *sample_values;
static TwHeroStats sample_hero;

static json_t *
parse_json_or_die (const char *text)
{
  json_error_t jerror;
  json_t *root = json_loads (text, JSON_DECODE_ANY, &jerror);
  if (root == NULL)
    g_error ("bad JSON in damage-expected.txt: %s (%s)", jerror.text, text);
  return root;
}

static gint64
int_field (json_t *object, const char *key)
{
  json_t *node = json_object_get (object, key);
  g_assert_true (json_is_integer (node));
  return json_integer_value (node);
}

/* Reads damage-expected.txt: a HERO line, then `  id {def} => {result}|null ...`. */
static GPtrArray *
load_sample_cases (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "mota-sample",
                                                 "damage-expected.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  GPtrArray *cases = g_ptr_array_new ();

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      const char *l = *line;
      if (*l == '\0' || *l == '#')
        continue;
      if (g_str_has_prefix (l, "HERO "))
        {
          json_t *hero = parse_json_or_die (l + 5);
          sample_hero.hp = int_field (hero, "hp");
          sample_hero.atk = int_field (hero, "atk");
          sample_hero.def = int_field (hero, "def");
          sample_hero.mdef = int_field (hero, "mdef");
          json_decref (hero);
          continue;
        }
      g_autofree char *trimmed = g_strstrip (g_strdup (l));
      const char *space = strchr (trimmed, ' ');
      const char *arrow = strstr (trimmed, " => ");
      g_assert_nonnull (space);
      g_assert_nonnull (arrow);
      SampleCase *c = g_new0 (SampleCase, 1);
      c->enemy_id = g_strndup (trimmed, space - trimmed);
      if (!g_str_has_prefix (arrow + 4, "null"))
        c->expected = parse_json_or_die (arrow + 4);
      g_ptr_array_add (cases, c);
    }
  return cases;
}

static void
sample_case_free (gpointer data)
{
  SampleCase *c = data;
  g_free (c->enemy_id);
  json_decref (c->expected);
  g_free (c);
}

static void
test_sample_enemy (gconstpointer data)
{
  const SampleCase *c = data;
  json_t *enemy = json_object_get (sample_enemys, c->enemy_id);
  TwDamageResult r;

  g_assert_nonnull (enemy);
  tw_damage_compute (&sample_hero, enemy, sample_values, &r);
  if (c->expected == NULL)
    {
      g_assert_false (r.can_battle);
      g_assert_false (tw_damage_can_win (&r, sample_hero.hp));
      return;
    }
  g_assert_true (r.can_battle);
  g_assert_cmpint (r.mon_hp, ==, int_field (c->expected, "mon_hp"));
  g_assert_cmpint (r.mon_atk, ==, int_field (c->expected, "mon_atk"));
  g_assert_cmpint (r.mon_def, ==, int_field (c->expected, "mon_def"));
  g_assert_cmpint (r.init_damage, ==, int_field (c->expected, "init_damage"));
  g_assert_cmpint (r.per_damage, ==, int_field (c->expected, "per_damage"));
  g_assert_cmpint (r.hero_per_damage, ==, int_field (c->expected, "hero_per_damage"));
  g_assert_cmpint (r.turn, ==, int_field (c->expected, "turn"));
  g_assert_cmpint (r.damage, ==, int_field (c->expected, "damage"));
  g_assert_cmpint (json_object_size (c->expected), ==, 8);
  g_assert_cmpint (tw_damage_can_win (&r, sample_hero.hp), ==, r.damage < sample_hero.hp);
}

/* ---- hand-computed cases ---- */

static TwHeroStats
hero (gint64 hp, gint64 atk, gint64 def, gint64 mdef)
{
  TwHeroStats h = { .hp = hp, .atk = atk, .def = def, .mdef = mdef };
  return h;
}

static TwDamageResult
compute (const TwHeroStats *h, const char *enemy_json, const char *values_json)
{
  json_t *enemy = parse_json_or_die (enemy_json);
  json_t *values = values_json != NULL ? parse_json_or_die (values_json) : NULL;
  TwDamageResult r;

  tw_damage_compute (h, enemy, values, &r);
  json_decref (enemy);
  json_decref (values);
  return r;
}

static void
test_plain (void)
{
  TwHeroStats h = hero (1000, 100, 30, 5);
  /* heroPer 90, turn ceil(250/90)=3, per 50-30=20: 2*20 - 5 = 35 */
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":0}", NULL);
  g_assert_true (r.can_battle);
  g_assert_cmpint (r.hero_per_damage, ==, 90);
  g_assert_cmpint (r.turn, ==, 3);
  g_assert_cmpint (r.per_damage, ==, 20);
  g_assert_cmpint (r.init_damage, ==, 0);
  g_assert_cmpint (r.damage, ==, 35);
  g_assert_true (tw_damage_can_win (&r, 36));
  g_assert_false (tw_damage_can_win (&r, 35));
}

static void
test_mdef_clamps_to_zero (void)
{
  TwHeroStats h = hero (1000, 100, 30, 500);
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10}", NULL);
  g_assert_true (r.can_battle);
  g_assert_cmpint (r.damage, ==, 0);
}

static void
test_hero_per_not_positive (void)
{
  TwHeroStats h = hero (1000, 100, 30, 0);
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":100}", NULL);
  g_assert_false (r.can_battle);
  g_assert_cmpint (r.hero_per_damage, ==, 0);
  g_assert_false (tw_damage_can_win (&r, G_MAXINT64));
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":99}", NULL);
  g_assert_true (r.can_battle);
  g_assert_cmpint (r.turn, ==, 250);
}

static void
test_first_strike (void)
{
  TwHeroStats h = hero (1000, 100, 30, 0);
  /* per 20, turn 3: init 20 + 2*20 = 60 */
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":1}", NULL);
  g_assert_cmpint (r.init_damage, ==, 20);
  g_assert_cmpint (r.damage, ==, 60);
}

static void
test_magic (void)
{
  TwHeroStats h = hero (1000, 100, 300, 0);
  /* def ignored: per 50, turn 3: 100 */
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":[2]}", NULL);
  g_assert_cmpint (r.per_damage, ==, 50);
  g_assert_cmpint (r.damage, ==, 100);
}

static void
test_solid (void)
{
  TwHeroStats h = hero (1000, 100, 30, 0);
  TwDamageResult r = compute (&h, "{\"hp\":10,\"atk\":50,\"def\":10,\"special\":3}", NULL);
  g_assert_cmpint (r.mon_def, ==, 99);
  g_assert_cmpint (r.turn, ==, 10);
  g_assert_cmpint (r.damage, ==, 9 * 20);
  /* A def already above atk - 1 stays. */
  r = compute (&h, "{\"hp\":10,\"atk\":50,\"def\":150,\"special\":3}", NULL);
  g_assert_cmpint (r.mon_def, ==, 150);
  g_assert_false (r.can_battle);
}

static void
test_multi_hit (void)
{
  TwHeroStats h = hero (1000, 100, 30, 0);
  struct
  {
    const char *special;
    gint64 per;
  } cases[] = {
    { "4", 40 }, { "5", 60 }, { "6", 80 }, { "[6], \"n\": 7", 140 }, { "[6], \"n\": 0", 80 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json
          = g_strdup_printf ("{\"hp\":250,\"atk\":50,\"def\":10,\"special\":%s}", cases[i].special);
      TwDamageResult r = compute (&h, json, NULL);
      g_assert_cmpint (r.per_damage, ==, cases[i].per);
      g_assert_cmpint (r.damage, ==, 2 * cases[i].per);
    }
}

static void
test_break_armor (void)
{
  TwHeroStats h = hero (1000, 100, 33, 0);
  /* values 0.9: floor(29.7) = 29; per 17, turn 3: 29 + 34 = 63 */
  TwDamageResult r
      = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":7}", "{\"breakArmor\":0.9}");
  g_assert_cmpint (r.init_damage, ==, 29);
  g_assert_cmpint (r.damage, ==, 63);
  /* The enemy's own factor wins over the tower value. */
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":7,\"breakArmor\":0.5}",
               "{\"breakArmor\":0.9}");
  g_assert_cmpint (r.init_damage, ==, 16);
  /* No factor anywhere: nothing. */
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":7}", NULL);
  g_assert_cmpint (r.init_damage, ==, 0);
}

static void
test_counter (void)
{
  TwHeroStats h = hero (1000, 105, 30, 0);
  /* floor(0.1*105) = 10 a round; heroPer 95, turn 3: 2*20 + 3*10 = 70 */
  TwDamageResult r
      = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":8}", "{\"counterAttack\":0.1}");
  g_assert_cmpint (r.turn, ==, 3);
  g_assert_cmpint (r.init_damage, ==, 0);
  g_assert_cmpint (r.damage, ==, 70);
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":8,\"counterAttack\":0.2}",
               "{\"counterAttack\":0.1}");
  g_assert_cmpint (r.damage, ==, 40 + 3 * 21);
}

static void
test_purify (void)
{
  TwHeroStats h = hero (1000, 100, 30, 7);
  /* 3*7 = 21 before the fight; 21 + 40 - 7 = 54 */
  TwDamageResult r
      = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":9}", "{\"purify\":3}");
  g_assert_cmpint (r.init_damage, ==, 21);
  g_assert_cmpint (r.damage, ==, 54);
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":9,\"purify\":1.5}",
               "{\"purify\":3}");
  g_assert_cmpint (r.init_damage, ==, 10);
}

static void
test_mimic (void)
{
  TwHeroStats h = hero (1000, 100, 30, 0);
  /* mon atk 100 def 30: per 70, heroPer 70, turn ceil(250/70)=4: 3*70 */
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":5,\"def\":1,\"special\":10}", NULL);
  g_assert_cmpint (r.mon_atk, ==, 100);
  g_assert_cmpint (r.mon_def, ==, 30);
  g_assert_cmpint (r.turn, ==, 4);
  g_assert_cmpint (r.damage, ==, 210);
}

static void
test_vampire (void)
{
  TwHeroStats h = hero (1001, 100, 30, 0);
  /* floor(1001*0.25) = 250; 250 + 40 */
  TwDamageResult r = compute (&h,
                              "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":11,"
                              "\"vampire\":0.25}",
                              NULL);
  g_assert_cmpint (r.init_damage, ==, 250);
  g_assert_cmpint (r.mon_hp, ==, 250);
  g_assert_cmpint (r.damage, ==, 290);
  /* `value` is not the vampire factor (the sample's magicMaster). */
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":11,\"value\":0.25}", NULL);
  g_assert_cmpint (r.init_damage, ==, 0);
}

static void
test_hatred (void)
{
  TwHeroStats h = hero (1000, 100, 30, 500);
  h.hatred = 12;
  /* mdef absorbs the fight (clamped to 0) but not the hatred. */
  TwDamageResult r
      = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":[17]}", "{\"hatred\":2}");
  g_assert_cmpint (r.damage, ==, 12);
  json_t *enemy = parse_json_or_die ("{\"special\":[17]}");
  json_t *plain = parse_json_or_die ("{\"special\":0}");
  json_t *values = parse_json_or_die ("{\"hatred\":2}");
  g_assert_cmpint (tw_damage_hatred_after_battle (13, enemy, values), ==, 8);
  g_assert_cmpint (tw_damage_hatred_after_battle (13, plain, values), ==, 15);
  g_assert_cmpint (tw_damage_hatred_after_battle (13, plain, NULL), ==, 13);
  json_decref (enemy);
  json_decref (plain);
  json_decref (values);
}

static void
test_fixed_damage (void)
{
  TwHeroStats h = hero (1000, 100, 30, 500);
  TwDamageResult r = compute (&h,
                              "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":22,"
                              "\"damage\":77}",
                              NULL);
  g_assert_cmpint (r.damage, ==, 77);
  h.mdef = 0;
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":[22,1],\"damage\":77}", NULL);
  g_assert_cmpint (r.damage, ==, 60 + 77);
  r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":22}", NULL);
  g_assert_cmpint (r.damage, ==, 40);
}

static void
test_invincible (void)
{
  TwHeroStats h = hero (1000, 100, 30, 0);
  const char *enemy = "{\"hp\":250,\"atk\":50,\"def\":10,\"special\":[20]}";
  TwDamageResult r = compute (&h, enemy, NULL);
  g_assert_false (r.can_battle);
  g_assert_false (tw_damage_can_win (&r, h.hp));
  h.has_cross = TRUE;
  r = compute (&h, enemy, NULL);
  g_assert_true (r.can_battle);
  g_assert_cmpint (r.damage, ==, 40);
}

static void
test_negative_hero_stats (void)
{
  TwHeroStats h = hero (1000, 100, -20, -5);
  /* def and mdef count as 0 */
  TwDamageResult r = compute (&h, "{\"hp\":250,\"atk\":50,\"def\":10}", NULL);
  g_assert_cmpint (r.per_damage, ==, 50);
  g_assert_cmpint (r.damage, ==, 100);
}

static void
test_has_special (void)
{
  json_t *number = parse_json_or_die ("{\"special\":27}");
  json_t *array = parse_json_or_die ("{\"special\":[1,27]}");
  json_t *empty = parse_json_or_die ("{\"special\":[]}");
  json_t *missing = parse_json_or_die ("{}");

  g_assert_true (tw_enemy_has_special (number, TW_SPECIAL_CAPTURE));
  g_assert_false (tw_enemy_has_special (number, 1));
  g_assert_true (tw_enemy_has_special (array, 1));
  g_assert_true (tw_enemy_has_special (array, TW_SPECIAL_CAPTURE));
  g_assert_false (tw_enemy_has_special (empty, 1));
  g_assert_false (tw_enemy_has_special (missing, 0));
  json_decref (number);
  json_decref (array);
  json_decref (empty);
  json_decref (missing);
}

static void
test_simulated_list (void)
{
  int simulated[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18, 20, 22, 24, 27 };
  int n = 0;
  for (int s = -1; s <= 100; s++)
    n += tw_damage_special_is_simulated (s);
  g_assert_cmpint (n, ==, G_N_ELEMENTS (simulated));
  for (gsize i = 0; i < G_N_ELEMENTS (simulated); i++)
    g_assert_true (tw_damage_special_is_simulated (simulated[i]));
  g_assert_false (tw_damage_special_is_simulated (12));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  sample_enemys = tt_load_mota_js ("project/enemys.js");
  json_t *data = tt_load_mota_js ("project/data.js");
  sample_values = json_incref (json_object_get (data, "values"));
  json_decref (data);
  g_assert_nonnull (sample_values);

  g_autoptr (GPtrArray) cases = load_sample_cases ();
  g_ptr_array_set_free_func (cases, sample_case_free);
  g_assert_cmpuint (cases->len, >=, 20);
  for (guint i = 0; i < cases->len; i++)
    {
      SampleCase *c = g_ptr_array_index (cases, i);
      g_autofree char *name = g_strdup_printf ("/engine/damage/sample/%s", c->enemy_id);
      g_test_add_data_func (name, c, test_sample_enemy);
    }

  g_test_add_func ("/engine/damage/plain", test_plain);
  g_test_add_func ("/engine/damage/mdef-clamps-to-zero", test_mdef_clamps_to_zero);
  g_test_add_func ("/engine/damage/hero-per-not-positive", test_hero_per_not_positive);
  g_test_add_func ("/engine/damage/first-strike", test_first_strike);
  g_test_add_func ("/engine/damage/magic", test_magic);
  g_test_add_func ("/engine/damage/solid", test_solid);
  g_test_add_func ("/engine/damage/multi-hit", test_multi_hit);
  g_test_add_func ("/engine/damage/break-armor", test_break_armor);
  g_test_add_func ("/engine/damage/counter", test_counter);
  g_test_add_func ("/engine/damage/purify", test_purify);
  g_test_add_func ("/engine/damage/mimic", test_mimic);
  g_test_add_func ("/engine/damage/vampire", test_vampire);
  g_test_add_func ("/engine/damage/hatred", test_hatred);
  g_test_add_func ("/engine/damage/fixed-damage", test_fixed_damage);
  g_test_add_func ("/engine/damage/invincible-and-cross", test_invincible);
  g_test_add_func ("/engine/damage/negative-hero-stats", test_negative_hero_stats);
  g_test_add_func ("/engine/damage/has-special", test_has_special);
  g_test_add_func ("/engine/damage/simulated-list", test_simulated_list);

  int status = g_test_run ();
  json_decref (sample_enemys);
  json_decref (sample_values);
  return status;
}
