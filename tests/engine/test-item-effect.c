/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-item-effect.c: itemEffect recognition on every item of the sample
 * tower, and on the other recognised and refused forms. */
#include "engine/tw-item-effect.h"

#include <string.h>

#include "tw-test-util.h"

static json_t *sample_items;
static json_t *sample_data;

static TwHeroNumbers
base_hero (void)
{
  TwHeroNumbers h = {
    .hp = 1000, .hpmax = 9999, .atk = 10, .def = 10, .mdef = 0, .money = 0, .exp = 0, .mana = 0
  };
  return h;
}

/* What each sample item does to base_hero() on a floor with ratio 2 and the
 * sample's values (redGem 3, blueGem 3, greenGem 5, potions 100/250/500/800). */
typedef struct
{
  const char *id;
  gboolean simulated;
  TwHeroNumbers delta;
} SampleItem;

static const SampleItem sample_expectations[] = {
  { "redGem", TRUE, { .atk = 6 } },
  { "blueGem", TRUE, { .def = 6 } },
  { "greenGem", TRUE, { .mdef = 10 } },
  { "yellowGem", TRUE, { .hp = 1000, .atk = 6, .def = 6, .mdef = 10 } },
  { "redPotion", TRUE, { .hp = 200 } },
  { "bluePotion", TRUE, { .hp = 500 } },
  { "yellowPotion", TRUE, { .hp = 1000 } },
  { "greenPotion", TRUE, { .hp = 1600 } },
  { "sword0", TRUE, { .atk = 0 } },
  { "sword1", TRUE, { .atk = 10 } },
  { "sword2", TRUE, { .atk = 20 } },
  { "sword3", TRUE, { .atk = 40 } },
  { "sword4", TRUE, { .atk = 80 } },
  { "sword5", TRUE, { .atk = 100 } },
  { "shield0", TRUE, { .def = 0 } },
  { "shield1", TRUE, { .def = 10 } },
  { "shield2", TRUE, { .def = 20 } },
  { "shield3", TRUE, { .def = 40 } },
  { "shield4", TRUE, { .def = 80 } },
  { "shield5", TRUE, { .def = 100, .mdef = 100 } },
  { "superPotion", FALSE, { 0 } },
  { "bigKey", FALSE, { 0 } },
  { "pack", TRUE, { .money = 500 } },
};

static void
assert_hero_equal (const TwHeroNumbers *a, const TwHeroNumbers *b)
{
  g_assert_cmpint (a->hp, ==, b->hp);
  g_assert_cmpint (a->hpmax, ==, b->hpmax);
  g_assert_cmpint (a->atk, ==, b->atk);
  g_assert_cmpint (a->def, ==, b->def);
  g_assert_cmpint (a->mdef, ==, b->mdef);
  g_assert_cmpint (a->money, ==, b->money);
  g_assert_cmpint (a->exp, ==, b->exp);
  g_assert_cmpint (a->mana, ==, b->mana);
}

static void
test_sample_item (gconstpointer data)
{
  const SampleItem *expect = data;
  json_t *item = json_object_get (sample_items, expect->id);
  const char *text = json_string_value (json_object_get (item, "itemEffect"));
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (text);
  g_autoptr (TwItemEffect) effect = tw_item_effect_parse (text, &error);
  if (!expect->simulated)
    {
      g_assert_null (effect);
      g_assert_error (error, TW_ITEM_EFFECT_ERROR, TW_ITEM_EFFECT_ERROR_NOT_SIMULATED);
      g_assert_nonnull (strstr (error->message, text));
      return;
    }
  g_assert_no_error (error);
  g_assert_cmpstr (tw_item_effect_get_text (effect), ==, text);

  TwHeroNumbers hero = base_hero ();
  TwHeroNumbers want = base_hero ();
  want.hp += expect->delta.hp;
  want.atk += expect->delta.atk;
  want.def += expect->delta.def;
  want.mdef += expect->delta.mdef;
  want.money += expect->delta.money;
  g_assert_true (tw_item_effect_apply (effect, &hero, json_object_get (sample_data, "values"), 2,
                                       FALSE, &error));
  g_assert_no_error (error);
  assert_hero_equal (&hero, &want);
}

/* Every sample item with an itemEffect has an expectation above. */
static void
test_sample_all_listed (void)
{
  const char *id;
  json_t *item;
  guint n = 0;

  json_object_foreach (sample_items, id, item)
  {
    if (json_object_get (item, "itemEffect") == NULL)
      continue;
    gboolean listed = FALSE;
    for (gsize i = 0; i < G_N_ELEMENTS (sample_expectations); i++)
      listed |= strcmp (sample_expectations[i].id, id) == 0;
    if (!listed)
      g_error ("sample item %s has no expectation", id);
    n++;
  }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (sample_expectations));
}

static TwItemEffect *
parse_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  TwItemEffect *effect = tw_item_effect_parse (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (effect);
  return effect;
}

static void
test_op_fields (void)
{
  g_autoptr (TwItemEffect) effect = parse_ok (
      "core.status.hero.atk += core.values.redGem * core.status.thisMap.ratio;"
      " core.status.hero.def -= 7 ;\ncore.status.hero.money += 2 * core.status.thisMap.ratio");
  g_assert_cmpuint (tw_item_effect_get_n_ops (effect), ==, 3);
  const TwItemOp *op = tw_item_effect_get_op (effect, 0);
  g_assert_cmpint (op->field, ==, TW_HERO_FIELD_ATK);
  g_assert_cmpint (op->sign, ==, 1);
  g_assert_cmpstr (op->values_key, ==, "redGem");
  g_assert_true (op->times_ratio);
  op = tw_item_effect_get_op (effect, 1);
  g_assert_cmpint (op->field, ==, TW_HERO_FIELD_DEF);
  g_assert_cmpint (op->sign, ==, -1);
  g_assert_null (op->values_key);
  g_assert_cmpfloat (op->constant, ==, 7);
  g_assert_false (op->times_ratio);
  op = tw_item_effect_get_op (effect, 2);
  g_assert_cmpint (op->field, ==, TW_HERO_FIELD_MONEY);
  g_assert_cmpfloat (op->constant, ==, 2);
  g_assert_true (op->times_ratio);
  g_assert_cmpstr (tw_hero_field_name (TW_HERO_FIELD_MDEF), ==, "mdef");
}

static void
test_minus (void)
{
  g_autoptr (TwItemEffect) effect = parse_ok ("core.status.hero.hp -= core.values.lava");
  json_t *values = json_pack ("{s:i}", "lava", 30);
  TwHeroNumbers hero = base_hero ();
  g_assert_true (tw_item_effect_apply (effect, &hero, values, 3, FALSE, NULL));
  g_assert_cmpint (hero.hp, ==, 970);
  json_decref (values);
}

/* Engine 2.6 and older: `ratio`, `item_ratio`, `experience`, ratio first. */
static void
test_older_forms (void)
{
  g_autoptr (TwItemEffect) effect
      = parse_ok ("core.status.hero.atk += core.values.redJewel * ratio;"
                  "core.status.hero.def += core.status.thisMap.item_ratio * core.values.blueJewel;"
                  "core.status.hero.experience += 5 * ratio;"
                  "core.status.hero.mana += core.values.x");
  json_t *values = json_pack ("{s:i,s:i,s:f}", "redJewel", 1, "blueJewel", 2, "x", 1.5);
  TwHeroNumbers hero = base_hero ();
  g_assert_true (tw_item_effect_apply (effect, &hero, values, 3, FALSE, NULL));
  g_assert_cmpint (hero.atk, ==, 13);
  g_assert_cmpint (hero.def, ==, 16);
  g_assert_cmpint (hero.exp, ==, 15);
  g_assert_cmpint (hero.mana, ==, 1); /* 1.5 floored */
  g_assert_cmpint (tw_item_effect_get_op (effect, 2)->field, ==, TW_HERO_FIELD_EXP);
  json_decref (values);
}

static void
test_not_simulated (void)
{
  const char *refused[] = {
    "core.status.hero.hp *= 2",
    "core.status.hero.lv += 1",
    "core.status.hero.atk = 5",
    "core.status.hero.atk += core.values.a * core.values.b",
    "core.status.hero.atk += ratio * ratio",
    "core.status.hero.atk += 2 * 3",
    "core.status.hero.atk += core.values.a + 1",
    "core.status.hero.atk += -5",
    "core.status.hero.atk += 5; core.addItem('yellowKey', 1)",
    "if (core.hasItem('x')) core.status.hero.atk += 5",
    "core.status.hero.atk += Math.floor(core.status.hero.def / 2)",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;
      TwItemEffect *effect = tw_item_effect_parse (refused[i], &error);
      if (effect != NULL)
        g_error ("accepted: %s", refused[i]);
      g_assert_error (error, TW_ITEM_EFFECT_ERROR, TW_ITEM_EFFECT_ERROR_NOT_SIMULATED);
      g_assert_nonnull (strstr (error->message, refused[i]));
    }
}

static void
test_empty (void)
{
  g_autoptr (TwItemEffect) effect = parse_ok (" ; \n");
  TwHeroNumbers hero = base_hero ();
  TwHeroNumbers before = hero;
  g_assert_cmpuint (tw_item_effect_get_n_ops (effect), ==, 0);
  g_assert_true (tw_item_effect_apply (effect, &hero, NULL, 1, TRUE, NULL));
  assert_hero_equal (&hero, &before);
}

static void
test_missing_value_changes_nothing (void)
{
  g_autoptr (TwItemEffect) effect = parse_ok ("core.status.hero.atk += 5;"
                                              "core.status.hero.def += core.values.nope");
  g_autoptr (GError) error = NULL;
  TwHeroNumbers hero = base_hero ();
  TwHeroNumbers before = hero;
  g_assert_false (tw_item_effect_apply (effect, &hero, json_object_get (sample_data, "values"), 1,
                                        FALSE, &error));
  g_assert_error (error, TW_ITEM_EFFECT_ERROR, TW_ITEM_EFFECT_ERROR_MISSING_VALUE);
  g_assert_nonnull (strstr (error->message, "nope"));
  assert_hero_equal (&hero, &before);
}

static void
test_hp_clamp (void)
{
  g_autoptr (TwItemEffect) effect = parse_ok ("core.status.hero.hp += 5000");
  TwHeroNumbers hero = base_hero ();
  hero.hpmax = 3000;
  g_assert_true (tw_item_effect_apply (effect, &hero, NULL, 1, FALSE, NULL));
  g_assert_cmpint (hero.hp, ==, 6000);
  hero.hp = 1000;
  g_assert_true (tw_item_effect_apply (effect, &hero, NULL, 1, TRUE, NULL));
  g_assert_cmpint (hero.hp, ==, 3000);
  hero.hp = 1000;
  hero.hpmax = 0; /* no maximum */
  g_assert_true (tw_item_effect_apply (effect, &hero, NULL, 1, TRUE, NULL));
  g_assert_cmpint (hero.hp, ==, 6000);
}

/* The sample tower does not list enableHPMax: gems and potions are not clamped. */
static void
test_tower_clamps_hp (void)
{
  g_assert_false (tw_item_effect_tower_clamps_hp (json_object_get (sample_data, "flags")));
  g_assert_false (tw_item_effect_tower_clamps_hp (NULL));
  json_t *flags = json_pack ("{s:[ss]}", "statusBarItems", "enableHP", "enableHPMax");
  g_assert_true (tw_item_effect_tower_clamps_hp (flags));
  json_decref (flags);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  sample_items = tt_load_mota_js ("project/items.js");
  sample_data = tt_load_mota_js ("project/data.js");

  for (gsize i = 0; i < G_N_ELEMENTS (sample_expectations); i++)
    {
      g_autofree char *name
          = g_strdup_printf ("/engine/item-effect/sample/%s", sample_expectations[i].id);
      g_test_add_data_func (name, &sample_expectations[i], test_sample_item);
    }
  g_test_add_func ("/engine/item-effect/sample-all-listed", test_sample_all_listed);
  g_test_add_func ("/engine/item-effect/op-fields", test_op_fields);
  g_test_add_func ("/engine/item-effect/minus", test_minus);
  g_test_add_func ("/engine/item-effect/older-forms", test_older_forms);
  g_test_add_func ("/engine/item-effect/not-simulated", test_not_simulated);
  g_test_add_func ("/engine/item-effect/empty", test_empty);
  g_test_add_func ("/engine/item-effect/missing-value-changes-nothing",
                   test_missing_value_changes_nothing);
  g_test_add_func ("/engine/item-effect/hp-clamp", test_hp_clamp);
  g_test_add_func ("/engine/item-effect/tower-clamps-hp", test_tower_clamps_hp);

  int status = g_test_run ();
  json_decref (sample_items);
  json_decref (sample_data);
  return status;
}
