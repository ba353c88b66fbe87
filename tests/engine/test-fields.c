/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-fields.c: the field table itself (engine/tw-fields.h), its lookups,
 * the names spelled once, and the tower loader reading each row's default. */
#include <string.h>

#include "engine/tw-fields.h"
#include "engine/tw-tower.h"

static const char *const owner_names[] = { "enemy", "item", "floor", "hero", "values", "flags" };
G_STATIC_ASSERT (G_N_ELEMENTS (owner_names) == TW_FIELD_N_OWNERS);

static void
test_rows_are_complete (void)
{
  guint n = 0;
  const TwField *rows = tw_fields_get_all (&n);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const TwField *row = &rows[i];
      g_test_message ("%s.%s", owner_names[row->owner], row->name);
      g_assert_true (row->name != NULL && row->name[0] != '\0');
      g_assert_cmpuint (row->owner, <, TW_FIELD_N_OWNERS);
      g_assert_true (row->label != NULL && row->label[0] != '\0');
      g_assert_true (row->tooltip != NULL && row->tooltip[0] != '\0');
      if (row->type == TW_FIELD_CHOICE)
        {
          g_assert_nonnull (row->choices);
          g_assert_true (g_strv_contains ((const char *const *)row->choices, row->default_string));
        }
      if (row->flags & (TW_FIELD_HAS_MIN | TW_FIELD_HAS_MAX))
        {
          /* A range is checked, so it needs a rule and words for its message. */
          g_assert_true (row->type == TW_FIELD_NUMBER || row->type == TW_FIELD_INTEGER);
          g_assert_nonnull (row->rule);
          g_assert_nonnull (row->range_words);
          if (!(row->flags & TW_FIELD_NULLABLE)) /* the default of a nullable row is null */
            g_assert_true (tw_field_in_range (row, row->default_number));
        }
      if (row->classes != 0)
        g_assert_cmpint (row->owner, ==, TW_FIELD_OWNER_ITEM);
      if (row->flags & TW_FIELD_WARN_OTHER_CLASS) /* a field for some classes only */
        g_assert_cmpuint (row->classes, !=, 0);
    }
}

/* Two rows of one name never apply to the same class: the lookup by class
 * would hide the second. */
static void
test_rows_by_class_do_not_overlap (void)
{
  guint n = 0;
  const TwField *rows = tw_fields_get_all (&n);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (rows[i].owner == rows[j].owner && strcmp (rows[i].name, rows[j].name) == 0)
        {
          g_assert_cmpuint (rows[i].classes, !=, 0);
          g_assert_cmpuint (rows[i].classes & rows[j].classes, ==, 0);
        }
}

static void
test_lookup (void)
{
  const TwField *cost = tw_field_lookup (TW_FIELD_OWNER_ENEMY, "timeCost");
  g_assert_nonnull (cost);
  g_assert_cmpint (cost->owner, ==, TW_FIELD_OWNER_ENEMY);
  g_assert_cmpint (cost->type, ==, TW_FIELD_INTEGER);
  g_assert_null (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "battleTimeCost"));
  g_assert_null (tw_field_lookup (TW_FIELD_OWNER_HERO, "noSuchField"));
  g_assert_true (tw_field_lookup (TW_FIELD_OWNER_HERO, "hp")
                 != tw_field_lookup (TW_FIELD_OWNER_ENEMY, "hp"));
}

/* docs/rules.md §4: a battle skill's cost is its timeCost, a status skill's
 * its battleTimeCost; only battle skills are exclusive. */
static void
test_applies_to_class (void)
{
  const TwField *battle_cost = tw_field_lookup (TW_FIELD_OWNER_ITEM, "battleTimeCost");
  g_assert_true (tw_field_applies_to_class (battle_cost, "skillupdate"));
  g_assert_false (tw_field_applies_to_class (battle_cost, "skillbattle"));
  g_assert_false (tw_field_applies_to_class (battle_cost, "items"));
  g_assert_false (tw_field_applies_to_class (battle_cost, "noSuchClass"));
  g_assert_false (tw_field_applies_to_class (battle_cost, NULL));
  g_assert_null (tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "battleTimeCost", "skillbattle"));
  g_assert_true (tw_field_applies_to_class (tw_field_lookup (TW_FIELD_OWNER_ITEM, "name"), NULL));

  const TwField *group = tw_field_lookup (TW_FIELD_OWNER_ITEM, "exclusiveGroup");
  g_assert_true (tw_field_applies_to_class (group, "skillbattle"));
  g_assert_false (tw_field_applies_to_class (group, "skillupdate"));

  /* timeCost has a row per kind of class: a status skill's is fixed at 0. */
  const TwField *battle
      = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "timeCost", "skillbattle");
  const TwField *status
      = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "timeCost", "skillupdate");
  g_assert_nonnull (battle);
  g_assert_nonnull (status);
  g_assert_true (battle != status);
  g_assert_true (tw_field_in_range (battle, 5));
  g_assert_false (tw_field_in_range (status, 5));
  g_assert_true (tw_field_in_range (status, 0));
  g_assert_nonnull (tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "timeCost", "tools"));
  g_assert_null (tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "timeCost", "items"));
}

static void
test_iteration_by_owner (void)
{
  guint n = 0, seen = 0;
  const TwField *rows = tw_fields_get_all (&n);
  for (guint owner = 0; owner < TW_FIELD_N_OWNERS; owner++)
    {
      guint count = 0;
      const TwField *previous = NULL;
      for (const TwField *row = tw_field_next (owner, NULL); row; row = tw_field_next (owner, row))
        {
          g_assert_cmpint (row->owner, ==, owner);
          g_assert_true (previous == NULL || row > previous); /* table order */
          previous = row;
          count++;
        }
      guint expected = 0;
      for (guint i = 0; i < n; i++)
        expected += rows[i].owner == owner;
      g_assert_cmpuint (count, ==, expected);
      g_assert_cmpuint (count, >, 0);
      seen += count;
    }
  g_assert_cmpuint (seen, ==, n);
}

static void
test_read_defaults (void)
{
  json_t *empty = json_object ();
  const TwField *ratio = tw_field_lookup (TW_FIELD_OWNER_FLOOR, "ratio");
  g_assert_cmpfloat (tw_field_read_number (ratio, empty), ==, 1);
  g_assert_cmpstr (tw_field_read_string (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "actType"), empty),
                   ==, "idle");
  json_t *blank = json_pack ("{s:s, s:f, s:i}", "actType", "", "timeCost", 3.9, "canCancel", 1);
  g_assert_cmpstr (tw_field_read_string (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "actType"), blank),
                   ==, "idle");
  g_assert_cmpint (tw_field_read_int (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "timeCost"), blank),
                   ==, 3);
  g_assert_true (tw_field_read_bool (tw_field_lookup (TW_FIELD_OWNER_ITEM, "canCancel"), blank));
  g_assert_false (tw_field_read_bool (tw_field_lookup (TW_FIELD_OWNER_ITEM, "canCancel"), empty));
  json_decref (blank);
  json_decref (empty);
}

static void
test_names_round_trip (void)
{
  for (guint i = 0; tw_act_type_names[i]; i++)
    {
      g_assert_cmpint (tw_act_type_or_idle (tw_act_type_names[i]), ==, i);
      g_assert_cmpstr (tw_act_type_to_string ((TwActType)i), ==, tw_act_type_names[i]);
    }
  g_assert_cmpint (tw_act_type_or_idle ("teleport"), ==, TW_ACT_IDLE);
  g_assert_cmpint (tw_act_type_or_idle (NULL), ==, TW_ACT_IDLE);
  g_assert_cmpint (tw_act_type_or_idle ("patrol"), ==, TW_ACT_PATROL);
  TwActType type = TW_ACT_CHASE;
  g_assert_false (tw_act_type_from_string ("teleport", &type));
  g_assert_cmpint (type, ==, TW_ACT_CHASE); /* untouched */
  g_assert_true (tw_act_type_from_string ("skill", &type));
  g_assert_cmpint (type, ==, TW_ACT_SKILL);
  g_assert_cmpuint (g_strv_length ((char **)tw_act_type_names), ==, TW_N_ACT_TYPES);
  for (guint i = 0; tw_stack_policy_names[i]; i++)
    g_assert_cmpint (tw_stack_policy_from_string (tw_stack_policy_names[i]), ==, i);
  g_assert_cmpint (tw_stack_policy_from_string ("merge"), ==, TW_STACK_REFRESH);
  for (guint i = 0; tw_item_class_names[i]; i++)
    g_assert_cmpint (tw_item_class_from_string (tw_item_class_names[i]), ==, i);
  g_assert_cmpuint (g_strv_length ((char **)tw_item_class_names), ==, TW_ITEM_N_CLASSES);
  g_assert_cmpint (tw_item_class_from_string ("potion"), ==, -1);
  g_assert_cmpint (tw_skill_kind_from_string ("summon"), ==, TW_SKILL_KIND_SUMMON);
  g_assert_cmpint (tw_skill_kind_from_string ("ranged"), ==, TW_SKILL_KIND_RANGED);
  g_assert_cmpint (tw_skill_kind_from_string ("fire"), ==, TW_SKILL_KIND_NONE);
}

/* --- the loader reads each row's default ---------------------------------- */

/* What the engine made of an enemy or item field, as a number. */
typedef double (*EnemyValue) (const TwEnemyDef *def);
typedef double (*ItemValue) (const TwItemDef *def);

static double
enemy_time_cost (const TwEnemyDef *d)
{
  return d->time_cost;
}
static double
enemy_priority (const TwEnemyDef *d)
{
  return d->priority;
}
static double
enemy_contact (const TwEnemyDef *d)
{
  return d->contact_battle_only;
}
static double
enemy_hp (const TwEnemyDef *d)
{
  return (double)d->hp;
}
static double
enemy_money (const TwEnemyDef *d)
{
  return (double)d->money;
}
static double
enemy_exp (const TwEnemyDef *d)
{
  return (double)d->exp;
}
static double
item_time_cost (const TwItemDef *d)
{
  return d->time_cost;
}
static double
item_can_cancel (const TwItemDef *d)
{
  return d->can_cancel;
}
static double
item_duration (const TwItemDef *d)
{
  return d->duration_battles;
}
static double
item_battle_cost (const TwItemDef *d)
{
  return d->battle_time_cost;
}

static const struct
{
  const char *name;
  EnemyValue value;
} enemy_values[] = {
  { "timeCost", enemy_time_cost },
  { "priority", enemy_priority },
  { "contactBattleOnly", enemy_contact },
  { "hp", enemy_hp },
  { "money", enemy_money },
  { "exp", enemy_exp },
};

static const struct
{
  const char *name;
  ItemValue value;
} item_values[] = {
  { "timeCost", item_time_cost },
  { "canCancel", item_can_cancel },
  { "durationBattles", item_duration },
  { "battleTimeCost", item_battle_cost },
};

static TwTower *
tower_with_defaults (void)
{
  json_t *root = json_loads (
      "{\"enemys\": {\"plain\": {}}, \"items\": {}, \"floors\": {\"F1\": {\"map\": [[0]]}}}", 0,
      NULL);
  json_t *items = json_object_get (root, "items");
  for (guint i = 0; tw_item_class_names[i]; i++)
    json_object_set_new (items, tw_item_class_names[i],
                         json_pack ("{s:s}", "cls", tw_item_class_names[i]));
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  return tower;
}

static void
test_loader_reads_defaults (void)
{
  TwTower *tower = tower_with_defaults ();
  const TwEnemyDef *enemy = tw_tower_get_enemy (tower, tw_tower_find_enemy (tower, "plain"));
  for (guint i = 0; i < G_N_ELEMENTS (enemy_values); i++)
    {
      const TwField *row = tw_field_lookup (TW_FIELD_OWNER_ENEMY, enemy_values[i].name);
      g_assert_nonnull (row);
      g_assert_cmpfloat (enemy_values[i].value (enemy), ==, row->default_number);
    }
  g_assert_cmpint (
      enemy->act_type, ==,
      tw_act_type_or_idle (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "actType")->default_string));

  for (guint c = 0; tw_item_class_names[c]; c++)
    {
      const char *cls = tw_item_class_names[c];
      const TwItemDef *item = tw_tower_get_item (tower, tw_tower_find_item (tower, cls));
      for (guint i = 0; i < G_N_ELEMENTS (item_values); i++)
        {
          const TwField *row
              = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, item_values[i].name, cls);
          if (row == NULL) /* not for this class: the first row's default */
            row = tw_field_lookup (TW_FIELD_OWNER_ITEM, item_values[i].name);
          g_test_message ("%s.%s", cls, row->name);
          g_assert_cmpfloat (item_values[i].value (item), ==, row->default_number);
        }
      g_assert_cmpint (item->stack_policy, ==,
                       tw_stack_policy_from_string (
                           tw_field_lookup (TW_FIELD_OWNER_ITEM, "stackPolicy")->default_string));
    }
  g_assert_cmpfloat (tw_tower_get_floor (tower, 0)->ratio, ==,
                     tw_field_lookup (TW_FIELD_OWNER_FLOOR, "ratio")->default_number);
  tw_tower_unref (tower);
}

/* Every map-turn field of enemies and items is read by the loader: a row
 * added without its behaviour fails here. */
static void
test_map_turn_rows_are_loaded (void)
{
  for (const TwField *row = tw_field_next (TW_FIELD_OWNER_ENEMY, NULL); row;
       row = tw_field_next (TW_FIELD_OWNER_ENEMY, row))
    {
      if (row->section != TW_FIELD_SECTION_MAP_TURN || row->type == TW_FIELD_CHOICE)
        continue;
      gboolean known = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (enemy_values); i++)
        known |= strcmp (enemy_values[i].name, row->name) == 0;
      g_assert_true (known);
    }
  for (const TwField *row = tw_field_next (TW_FIELD_OWNER_ITEM, NULL); row;
       row = tw_field_next (TW_FIELD_OWNER_ITEM, row))
    {
      if (row->section != TW_FIELD_SECTION_MAP_TURN || row->type != TW_FIELD_INTEGER)
        continue;
      gboolean known = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (item_values); i++)
        known |= strcmp (item_values[i].name, row->name) == 0;
      g_assert_true (known);
    }
}

/* A status skill's timeCost reads as 0 whatever the file says (§4), as the
 * row for its class allows no more. */
static void
test_loader_clamps_to_class_range (void)
{
  json_t *root = json_loads (
      "{\"enemys\": {}, \"items\": {\"status\": {\"cls\": \"skillupdate\", \"timeCost\": 4},"
      " \"battle\": {\"cls\": \"skillbattle\", \"timeCost\": 4}},"
      " \"floors\": {\"F1\": {\"map\": [[0]]}}}",
      0, NULL);
  TwTower *tower = tw_tower_new_from_json (root, NULL);
  json_decref (root);
  g_assert_nonnull (tower);
  g_assert_cmpint (tw_tower_get_item (tower, tw_tower_find_item (tower, "status"))->time_cost, ==,
                   0);
  g_assert_cmpint (tw_tower_get_item (tower, tw_tower_find_item (tower, "battle"))->time_cost, ==,
                   4);
  tw_tower_unref (tower);
}

/* The names of the actArgs rows that apply to act and kind, comma-joined. */
static char *
act_rows (TwActType act, TwSkillKind kind)
{
  GString *names = g_string_new (NULL);
  for (const TwField *row = tw_field_next (TW_FIELD_OWNER_ENEMY, NULL); row;
       row = tw_field_next (TW_FIELD_OWNER_ENEMY, row))
    if (row->section == TW_FIELD_SECTION_ACT_ARGS && tw_field_applies_to_act (row, act, kind))
      g_string_append_printf (names, "%s%s", names->len ? "," : "", row->name);
  return g_string_free (names, FALSE);
}

/* Each actType's arguments are rows of the table (docs/rules.md §7). */
static void
test_act_args_rows (void)
{
  const struct
  {
    TwActType act;
    TwSkillKind kind;
    const char *rows;
  } cases[] = {
    { TW_ACT_IDLE, TW_SKILL_KIND_NONE, "" },
    { TW_ACT_CHASE, TW_SKILL_KIND_NONE, "actArgs/range" },
    { TW_ACT_PATROL, TW_SKILL_KIND_NONE, "" },
    { TW_ACT_SKILL, TW_SKILL_KIND_RANGED, "actArgs/kind,actArgs/range,actArgs/damage" },
    { TW_ACT_SKILL, TW_SKILL_KIND_NONE, "actArgs/kind,actArgs/range,actArgs/damage" },
    { TW_ACT_SKILL, TW_SKILL_KIND_SUMMON, "actArgs/kind,actArgs/enemy" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *rows = act_rows (cases[i].act, cases[i].kind);
      g_assert_cmpstr (rows, ==, cases[i].rows);
    }
  /* Rows of other sections apply to every actType. */
  g_assert_true (tw_field_applies_to_act (tw_field_lookup (TW_FIELD_OWNER_ENEMY, "hp"),
                                          TW_ACT_SKILL, TW_SKILL_KIND_SUMMON));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/fields/rows-are-complete", test_rows_are_complete);
  g_test_add_func ("/engine/fields/rows-by-class-do-not-overlap",
                   test_rows_by_class_do_not_overlap);
  g_test_add_func ("/engine/fields/lookup", test_lookup);
  g_test_add_func ("/engine/fields/applies-to-class", test_applies_to_class);
  g_test_add_func ("/engine/fields/iteration-by-owner", test_iteration_by_owner);
  g_test_add_func ("/engine/fields/read-defaults", test_read_defaults);
  g_test_add_func ("/engine/fields/names-round-trip", test_names_round_trip);
  g_test_add_func ("/engine/fields/loader-reads-defaults", test_loader_reads_defaults);
  g_test_add_func ("/engine/fields/map-turn-rows-are-loaded", test_map_turn_rows_are_loaded);
  g_test_add_func ("/engine/fields/loader-clamps-to-class-range",
                   test_loader_clamps_to_class_range);
  g_test_add_func ("/engine/fields/act-args-rows", test_act_args_rows);
  return g_test_run ();
}
