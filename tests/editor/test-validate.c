/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Validation: one test per rule, each on a small tower that breaks exactly
 * that rule; the sample tower has no errors; positions from a lookup; the
 * `validate` verb's output and exit status. */
#include <glib.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <string.h>
#include <sys/wait.h>

#include "doc-test-util.h"
#include "editor/tw-history.h"
#include "editor/tw-validate.h"
#include "engine/tw-fields.h"

/* A small tower that breaks no rule: two floors, stairs between them, a
 * chasing slime, a battle skill and a status skill. */
static const char *base_tower_text = "{"
  "\"data\": {\"main\": {\"floorIds\": [\"F1\", \"F2\"]},"
  "  \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 1000, \"atk\": 10, \"def\": 10,"
  "    \"mdef\": 0, \"money\": 0, \"exp\": 0, \"loc\": {\"direction\": \"up\", \"x\": 0, \"y\": 0},"
  "    \"items\": {\"tools\": {}}}},"
  "  \"values\": {\"breakArmor\": 0.9, \"counterAttack\": 0.1, \"purify\": 3, \"hatred\": 2}},"
  "\"enemys\": {\"slime\": {\"name\": \"Slime\", \"hp\": 10, \"atk\": 12, \"def\": 1, \"money\": 1,"
  "  \"exp\": 1, \"point\": 0, \"special\": 0, \"timeCost\": 2, \"actType\": \"chase\"}},"
  "\"items\": {\"redGem\": {\"cls\": \"items\", \"name\": \"Red gem\"},"
  "  \"skill1\": {\"cls\": \"skillbattle\", \"timeCost\": 2, \"exclusiveGroup\": \"battleSkill\"},"
  "  \"shield\": {\"cls\": \"skillupdate\", \"timeCost\": 0, \"canCancel\": true,"
  "    \"durationBattles\": 3, \"battleTimeCost\": 2, \"stackPolicy\": \"refresh\","
  "    \"effect\": {\"def\": 5}}},"
  "\"maps\": {\"1\": {\"cls\": \"terrains\", \"id\": \"wall\"},"
  "  \"21\": {\"cls\": \"items\", \"id\": \"redGem\"},"
  "  \"87\": {\"cls\": \"terrains\", \"id\": \"upFloor\"},"
  "  \"201\": {\"cls\": \"enemys\", \"id\": \"slime\"}},"
  "\"floors\": {"
  "  \"F1\": {\"floorId\": \"F1\", \"width\": 4, \"height\": 3,"
  "    \"map\": [[0, 0, 0, 87], [0, 201, 0, 0], [1, 1, 0, 21]],"
  "    \"changeFloor\": {\"3,0\": {\"floorId\": \"F2\", \"loc\": [0, 0]}}},"
  "  \"F2\": {\"floorId\": \"F2\", \"width\": 3, \"height\": 3,"
  "    \"map\": [[0, 0, 0], [0, 0, 0], [0, 0, 0]], \"changeFloor\": {}}}"
  "}";

static json_t *
base_tower (void)
{
  json_error_t error;
  json_t *tower = json_loads (base_tower_text, 0, &error);
  if (tower == NULL)
    g_error ("base tower: %d:%d: %s", error.line, error.column, error.text);
  return tower;
}

/* Sets the value at a JSON Pointer of the tower (its parent must exist). */
static void
set (json_t *tower, const char *path, const char *json_text)
{
  const char *slash = strrchr (path, '/');
  g_autofree char *parent_path = g_strndup (path, (gsize) (slash - path));
  json_t *parent = tw_path_resolve (tower, parent_path);
  json_t *value = json_loads (json_text, JSON_DECODE_ANY, NULL);
  g_assert_nonnull (value);
  if (json_is_array (parent))
    {
      gsize index = (gsize) g_ascii_strtoull (slash + 1, NULL, 10);
      if (index == json_array_size (parent))
        json_array_append_new (parent, value);
      else
        json_array_set_new (parent, index, value);
    }
  else
    {
      g_assert_true (json_is_object (parent));
      json_object_set_new (parent, slash + 1, value);
    }
}

static void
dump_diagnostics (GPtrArray *diagnostics)
{
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      g_autofree char *line = tw_diagnostic_format (d);
      g_test_message ("%s [%s]", line, d->rule);
    }
}

/* Validates tower (and frees it), asserts that it gives exactly one
 * diagnostic, of rule with severity, file, id and field, whose message holds
 * every word of the NULL-terminated list; returns nothing. */
static void
expect_one (json_t *tower, const char *rule, TwSeverity severity, const char *file,
            const char *id, const char *field, ...)
{
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  json_decref (tower);
  dump_diagnostics (diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 1);
  TwDiagnostic *d = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpstr (d->rule, ==, rule);
  g_assert_cmpint (d->severity, ==, severity);
  g_assert_cmpstr (d->file, ==, file);
  g_assert_cmpstr (d->id, ==, id);
  g_assert_cmpstr (d->field, ==, field);
  g_assert_cmpint (d->line, ==, 0);
  g_assert_cmpint (d->column, ==, 0);

  va_list words;
  va_start (words, field);
  for (const char *word = va_arg (words, const char *); word; word = va_arg (words, const char *))
    if (strstr (d->message, word) == NULL)
      g_error ("message \"%s\" lacks \"%s\"", d->message, word);
  va_end (words);
}

static void
test_base_tower_is_clean (void)
{
  json_t *tower = base_tower ();
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  dump_diagnostics (diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  json_decref (tower);
}

static void
test_wrong_type (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/hp", "\"ten\"");
  expect_one (tower, "wrong-type", TW_SEVERITY_ERROR, "project/enemys.js", "slime", "hp",
              "Enemy 'slime'", "'hp'", "a number", "text", NULL);
}

/* mota-js reads a null itemEffect, itemEffectTip or useItemEffect as none
 * (items.js), and its editor writes null for a cleared one: no finding.
 * Another kind of value still is one. */
static void
test_null_item_texts (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/skill1/itemEffect", "null");
  set (tower, "/items/skill1/itemEffectTip", "null");
  set (tower, "/items/skill1/useItemEffect", "null");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  dump_diagnostics (diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  set (tower, "/items/skill1/itemEffectTip", "3");
  expect_one (tower, "wrong-type", TW_SEVERITY_ERROR, "project/items.js", "skill1",
              "itemEffectTip", "'itemEffectTip'", "text", NULL);
}

/* A special Turnwright does not simulate: a warning per enemy with the
 * built-in formula; with the tower's own getDamageInfo running, which puts
 * it in the battles' damage, one note per special naming its enemies. */
static void
test_specials_of_own_formula (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/special", "[29]");
  set (tower, "/enemys/bat", "{\"name\": \"Bat\", \"hp\": 5, \"atk\": 5, \"def\": 0, "
                              "\"special\": [29, 1]}");
  g_autoptr (GPtrArray) builtin = tw_validate_tower (tower, NULL, NULL);
  guint warnings = 0;
  for (guint i = 0; i < builtin->len; i++)
    {
      TwDiagnostic *d = builtin->pdata[i];
      warnings += g_strcmp0 (d->rule, "unsupported-special") == 0
                  && d->severity == TW_SEVERITY_WARNING;
    }
  g_assert_cmpuint (warnings, ==, 2);

  set (tower, "/functions",
       "{\"file\": \"project/functions.js\", \"text\": \"var functions_d6ad677b_427a_4623_b50f_"
       "a445a3b0ef8a = { enemys: { getDamageInfo: function (enemy) { return { damage: 1 }; } } };"
       "\"}");
  g_autoptr (GPtrArray) own = tw_validate_tower (tower, NULL, NULL);
  guint notes = 0;
  for (guint i = 0; i < own->len; i++)
    {
      TwDiagnostic *d = own->pdata[i];
      if (g_strcmp0 (d->rule, "unsupported-special") != 0)
        continue;
      g_assert_cmpint (d->severity, ==, TW_SEVERITY_NOTE);
      g_assert_nonnull (strstr (d->message, "Special 29 (2 enemies: "));
      g_assert_nonnull (strstr (d->message, "bat"));
      g_assert_nonnull (strstr (d->message, "slime"));
      notes++;
    }
  g_assert_cmpuint (notes, ==, 1);
  json_decref (tower);
}

static void
test_wrong_type_fractional_time_cost (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/skill1/timeCost", "1.5");
  expect_one (tower, "wrong-type", TW_SEVERITY_ERROR, "project/items.js", "skill1", "timeCost",
              "Item 'skill1'", "whole number", "fractional", NULL);
}

static void
test_wrong_type_floor_width (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F2/width", "\"3\"");
  /* the width is unreadable, so rows are measured against the map's own */
  expect_one (tower, "wrong-type", TW_SEVERITY_ERROR, "project/floors/F2.js", "F2", "width",
              "Floor 'F2'", "'width'", NULL);
}

static void
test_unknown_tile (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F2/map/1/2", "555");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  g_assert_cmpuint (diagnostics->len, ==, 1);
  TwDiagnostic *d = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpstr (d->floor_id, ==, "F2");
  g_assert_cmpint (d->x, ==, 2);
  g_assert_cmpint (d->y, ==, 1);
  g_assert_cmpstr (d->path, ==, "/map/1/2");
  expect_one (tower, "unknown-tile", TW_SEVERITY_ERROR, "project/floors/F2.js", "F2", "map",
              "(2, 1)", "tile 555", "maps.js", NULL);
}

static void
test_map_row_length (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F1/map/1", "[0, 201, 0]");
  expect_one (tower, "map-row-length", TW_SEVERITY_ERROR, "project/floors/F1.js", "F1", "map",
              "row 1", "3 cells", "4 wide", NULL);
}

static void
test_map_height (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F2/height", "4");
  expect_one (tower, "map-height", TW_SEVERITY_ERROR, "project/floors/F2.js", "F2", "map",
              "4 rows high", "3 rows", NULL);
}

static void
test_bad_id (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/big slime", "{\"name\": \"Big\", \"hp\": 1, \"atk\": 1, \"def\": 0}");
  expect_one (tower, "bad-id", TW_SEVERITY_ERROR, "project/enemys.js", "big slime", NULL,
              "'big slime'", "badly formed", NULL);
}

static void
test_bad_id_floor_id_mismatch (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F2/floorId", "\"F3\"");
  expect_one (tower, "bad-id", TW_SEVERITY_ERROR, "project/floors/F2.js", "F2", "floorId",
              "'F3'", "must match", NULL);
}

static void
test_duplicate_id (void)
{
  json_t *tower = base_tower ();
  set (tower, "/maps/202", "{\"cls\": \"enemys\", \"id\": \"slime\"}");
  expect_one (tower, "duplicate-id", TW_SEVERITY_ERROR, "project/maps.js", "slime", "id",
              "201", "202", "'slime'", NULL);
}

static void
test_duplicate_id_floor_listed_twice (void)
{
  json_t *tower = base_tower ();
  set (tower, "/data/main/floorIds/2", "\"F1\"");
  expect_one (tower, "duplicate-id", TW_SEVERITY_ERROR, "project/data.js", "F1", "floorIds",
              "listed twice", NULL);
}

static void
test_duplicate_id_enemy_and_item (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/slime", "{\"cls\": \"items\", \"name\": \"Slime jelly\"}");
  expect_one (tower, "duplicate-id", TW_SEVERITY_ERROR, "project/items.js", "slime", NULL,
              "both an enemy and an item", NULL);
}

static void
test_missing_floor (void)
{
  json_t *tower = base_tower ();
  set (tower, "/data/main/floorIds/2", "\"F3\"");
  expect_one (tower, "missing-floor", TW_SEVERITY_ERROR, "project/data.js", "F3", "floorIds",
              "'F3'", "no such floor", "project/floors/F3.js", NULL);
}

static void
test_missing_start_floor (void)
{
  json_t *tower = base_tower ();
  set (tower, "/data/firstData/floorId", "\"F7\"");
  expect_one (tower, "missing-floor", TW_SEVERITY_ERROR, "project/data.js", "F7", "floorId",
              "starts on floor 'F7'", NULL);
}

static void
test_unlisted_floor (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F3", "{\"floorId\": \"F3\", \"width\": 1, \"height\": 1, \"map\": [[0]]}");
  expect_one (tower, "unlisted-floor", TW_SEVERITY_WARNING, "project/floors/F3.js", "F3", NULL,
              "not listed", "never loads", NULL);
}

static void
test_stairs_unknown_floor (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F1/changeFloor/3,0/floorId", "\"F9\"");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  g_assert_cmpuint (diagnostics->len, ==, 1);
  TwDiagnostic *d = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpstr (d->path, ==, "/changeFloor/3,0/floorId");
  g_assert_cmpint (d->x, ==, 3);
  g_assert_cmpint (d->y, ==, 0);
  expect_one (tower, "stairs-unknown-floor", TW_SEVERITY_ERROR, "project/floors/F1.js", "F1",
              "changeFloor", "(3, 0)", "'F9'", "does not exist", NULL);
}

static void
test_stairs_off_map (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F1/changeFloor/3,0/loc", "[5, 1]");
  expect_one (tower, "stairs-off-map", TW_SEVERITY_ERROR, "project/floors/F1.js", "F1",
              "changeFloor", "(5, 1)", "'F2'", "off that map", NULL);
}

static void
test_stairs_key_off_map (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F2/changeFloor/7,7", "{\"floorId\": \"F1\", \"loc\": [0, 0]}");
  expect_one (tower, "stairs-off-map", TW_SEVERITY_ERROR, "project/floors/F2.js", "F2",
              "changeFloor", "'7,7'", "not on the map", NULL);
}

static void
test_negative_time_cost (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/timeCost", "-3");
  expect_one (tower, "negative-time-cost", TW_SEVERITY_ERROR, "project/enemys.js", "slime",
              "timeCost", "Enemy 'slime'", "timeCost is -3", "0", NULL);
}

static void
test_negative_time_cost_item (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/skill1/timeCost", "-1");
  expect_one (tower, "negative-time-cost", TW_SEVERITY_ERROR, "project/items.js", "skill1",
              "timeCost", "Item 'skill1'", "-1", NULL);
}

static void
test_unknown_act_type (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/actType", "\"teleport\"");
  expect_one (tower, "unknown-act-type", TW_SEVERITY_ERROR, "project/enemys.js", "slime",
              "actType", "'teleport'", "idle, chase, patrol or skill", NULL);
}

static void
test_skillupdate_time_cost (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/timeCost", "2");
  expect_one (tower, "skillupdate-time-cost", TW_SEVERITY_ERROR, "project/items.js", "shield",
              "timeCost", "status skill", "must be 0", "not 2", NULL);
}

static void
make_patrol (json_t *tower, const char *route)
{
  set (tower, "/enemys/slime/actType", "\"patrol\"");
  g_autofree char *args = g_strdup_printf ("{\"route\": %s}", route);
  set (tower, "/enemys/slime/actArgs", args);
}

static void
test_patrol_off_map (void)
{
  json_t *tower = base_tower ();
  make_patrol (tower, "[[1, 1], [9, 1]]");
  expect_one (tower, "patrol-off-map", TW_SEVERITY_ERROR, "project/enemys.js", "slime",
              "actArgs", "floor 'F1'", "(9, 1)", "off the map", NULL);
}

/* A wall on the way to an earlier cell does not hide a cell off the map:
 * (0, 2) is a wall on the first leg, (99, 99) is off the map. */
static void
test_patrol_off_map_behind_wall (void)
{
  json_t *tower = base_tower ();
  make_patrol (tower, "[[0, 2], [99, 99]]");
  expect_one (tower, "patrol-off-map", TW_SEVERITY_ERROR, "project/enemys.js", "slime", "actArgs",
              "floor 'F1'", "(99, 99)", "off the map", NULL);
}

/* docs/rules.md §4: a battle skill's cost is its timeCost, so a
 * battleTimeCost on it is a field of another class. */
static void
test_field_not_for_class (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/skill1/battleTimeCost", "3");
  expect_one (tower, "field-not-for-class", TW_SEVERITY_WARNING, "project/items.js", "skill1",
              "battleTimeCost", "skillbattle", "battleTimeCost", "its timeCost", NULL);
}

static void
test_field_not_for_class_remote (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/fireball",
       "{\"cls\": \"skillremote\", \"timeCost\": 2, \"durationBattles\": 2,"
       " \"effect\": {\"damage\": 5, \"range\": 2}}");
  expect_one (tower, "field-not-for-class", TW_SEVERITY_WARNING, "project/items.js", "fireball",
              "durationBattles", "skillremote", NULL);
}

static void
test_patrol_through_wall (void)
{
  json_t *tower = base_tower ();
  /* the slime stands at (1, 1); (0, 2) is a wall */
  make_patrol (tower, "[[0, 1], [0, 2]]");
  json_t *copy = json_deep_copy (tower);
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (copy, NULL, NULL);
  json_decref (copy);
  g_assert_cmpuint (diagnostics->len, ==, 1);
  TwDiagnostic *d = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpint (d->x, ==, 0);
  g_assert_cmpint (d->y, ==, 2);
  expect_one (tower, "patrol-through-wall", TW_SEVERITY_WARNING, "project/enemys.js", "slime",
              "actArgs", "(0, 2)", "wall", NULL);
}

static void
test_patrol_clear_route (void)
{
  json_t *tower = base_tower ();
  /* along row 1 and down column 2 and back: nothing in the way */
  make_patrol (tower, "[[3, 1], [2, 1], [2, 2], [2, 1]]");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  dump_diagnostics (diagnostics);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  json_decref (tower);
}

static void
test_exclusive_group_on_other_class (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/exclusiveGroup", "\"battleSkill\"");
  expect_one (tower, "exclusive-group", TW_SEVERITY_WARNING, "project/items.js", "shield",
              "exclusiveGroup", "only battle skills", "skillupdate", NULL);
}

static void
test_exclusive_group_two_battle_groups (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/skill2", "{\"cls\": \"skillbattle\", \"timeCost\": 3, "
                               "\"exclusiveGroup\": \"fire\"}");
  expect_one (tower, "exclusive-group", TW_SEVERITY_WARNING, "project/items.js", "skill2",
              "exclusiveGroup", "'skill1'", "'battleSkill'", "'fire'", "one battle skill", NULL);
}

static void
test_unsupported_special (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/special", "[1, 13]");
  expect_one (tower, "unsupported-special", TW_SEVERITY_WARNING, "project/enemys.js", "slime",
              "special", "special 13", "does not simulate", NULL);
}

/* Map damage is simulated (docs/rules.md §3.11), but by 2.10.3's rule: a
 * tower whose functions.js writes its own updateCheckBlock is told (§3.16). */
static void
test_own_map_damage_rule (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/special", "[1, 15]");
  for (gint own = 0; own < 2; own++)
    {
      if (own)
        json_object_set_new (tower, "functions",
                             json_pack ("{s:s, s:s}", "file", "project/functions.js", "text",
                                        "var functions_x = {\"control\": {\"updateCheckBlock\": "
                                        "function (floorId) { return; }}};"));
      g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
      dump_diagnostics (diagnostics);
      guint found = 0;
      for (guint i = 0; i < diagnostics->len; i++)
        {
          TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
          if (strcmp (d->rule, "unsupported-special") != 0)
            continue;
          found++;
          g_assert_cmpstr (d->id, ==, "slime");
          g_assert_nonnull (strstr (d->message, "special 15"));
          g_assert_nonnull (strstr (d->message, "control.updateCheckBlock"));
          g_assert_nonnull (strstr (d->message, "2.10.3"));
        }
      g_assert_cmpuint (found, ==, own ? 1 : 0);
    }
  json_decref (tower);
}

/* A plugin that replaces a game function the engine plays (docs/rules.md
 * §12.11) is a note naming the plugin, the functions and the place; drawing
 * functions, a longer name and Turnwright's own runtime are not. */
static void
test_plugin_override (void)
{
  json_t *tower = base_tower ();
  json_object_set_new (
      tower, "plugins",
      json_pack ("{s:s, s:s}", "file", "project/plugins.js", "text",
                 "var plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1 = {\n"
                 "  \"init\": function () {\n"
                 "    core.maps._drawBg_draw = function () {};\n"
                 "    my.events.getItem = 1;\n"
                 "  },\n"
                 "  \"pickup\": function () {\n"
                 "    events.prototype.getItem = function () {};\n"
                 "    core.items.getItemEffect = function () {};\n"
                 "    core.events.getItem = core.events.getItem;\n"
                 "  },\n"
                 "// @turnwright-runtime map-turn 1\n"
                 "  \"mapTurn\": function () { core.control.moveOneStep = function () {}; },\n"
                 "// @turnwright-runtime end\n"
                 "  \"fight\": function () { if (core.events.battle == null) return; "
                 "core.events.battle = function () {}; }\n"
                 "};\n"));
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  dump_diagnostics (diagnostics);
  GPtrArray *found = g_ptr_array_new ();
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      if (strcmp (d->rule, "plugin-override") == 0)
        g_ptr_array_add (found, d);
    }
  g_assert_cmpuint (found->len, ==, 2);
  TwDiagnostic *pickup = g_ptr_array_index (found, 0), *fight = g_ptr_array_index (found, 1);
  g_assert_cmpint (pickup->severity, ==, TW_SEVERITY_NOTE);
  g_assert_cmpstr (pickup->file, ==, "project/plugins.js");
  g_assert_cmpint (pickup->line, ==, 7);
  g_assert_cmpint (pickup->column, ==, 5);
  g_assert_nonnull (strstr (pickup->message, "The plugin pickup replaces the game's "
                                             "events.getItem, items.getItemEffect."));
  g_assert_nonnull (strstr (fight->message, "The plugin fight replaces the game's events.battle."));
  g_assert_cmpint (fight->line, ==, 14);
  g_ptr_array_unref (found);
  json_decref (tower);
}

static void
test_bad_stack_policy (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/stackPolicy", "\"merge\"");
  expect_one (tower, "bad-stack-policy", TW_SEVERITY_ERROR, "project/items.js", "shield",
              "stackPolicy", "'merge'", "refresh, stack or replace", NULL);
}

static void
test_bad_duration (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/durationBattles", "0");
  expect_one (tower, "bad-duration", TW_SEVERITY_ERROR, "project/items.js", "shield",
              "durationBattles", "above 0", "null", NULL);
}

static void
test_bad_duration_text (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/durationBattles", "\"3\"");
  expect_one (tower, "bad-duration", TW_SEVERITY_ERROR, "project/items.js", "shield",
              "durationBattles", "it is text", NULL);
}

/* The field table drives the checks: every row with a range reports a value
 * just outside it, under the row's rule, and nothing for its bound. */
static char *
row_path (const TwField *row, json_t *tower)
{
  switch (row->owner)
    {
    case TW_FIELD_OWNER_ENEMY:
      /* an actArgs member: on an enemy of an actType it applies to */
      if (g_str_has_prefix (row->name, "actArgs/"))
        {
          json_t *slime = json_object_get (json_object_get (tower, "enemys"), "slime");
          TwActType act = TW_ACT_IDLE;
          while (row->act_types != 0 && !(row->act_types & TW_ACT_TYPE_BIT (act)))
            act++;
          json_object_set_new (slime, "actType", json_string (tw_act_type_to_string (act)));
          json_object_set_new (slime, "actArgs", json_object ());
        }
      return g_strdup_printf ("/enemys/slime/%s", row->name);
    case TW_FIELD_OWNER_ITEM:
      {
        /* an item of the first class the row applies to */
        guint cls = 0;
        while (row->classes != 0 && !(row->classes & TW_ITEM_CLASS_BIT (cls)))
          cls++;
        json_object_set_new (json_object_get (tower, "items"), "probe",
                             json_pack ("{s:s, s:{}}", "cls",
                                        row->classes ? tw_item_class_names[cls] : "items",
                                        "effect"));
        return g_strdup_printf ("/items/probe/%s", row->name);
      }
    case TW_FIELD_OWNER_FLOOR:
      return g_strdup_printf ("/floors/F1/%s", row->name);
    case TW_FIELD_OWNER_HERO:
      return g_strdup_printf ("/data/firstData/hero/%s", row->name);
    case TW_FIELD_OWNER_FLAGS:
      return g_strdup_printf ("/data/flags/%s", row->name);
    case TW_FIELD_OWNER_VALUES:
    default:
      return g_strdup_printf ("/data/values/%s", row->name);
    }
}

/* How many diagnostics of rule name field. */
static guint
count_for_field (GPtrArray *diagnostics, const char *rule, const char *field)
{
  guint n = 0;
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      n += (rule == NULL || g_strcmp0 (d->rule, rule) == 0) && g_strcmp0 (d->field, field) == 0;
    }
  return n;
}

static void
validate_row_value (const TwField *row, double value, guint expected)
{
  json_t *tower = base_tower ();
  g_autofree char *path = row_path (row, tower);
  g_autofree char *text = row->type == TW_FIELD_INTEGER ? g_strdup_printf ("%.0f", value)
                                                         : g_strdup_printf ("%g", value);
  set (tower, path, text);
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  json_decref (tower);
  g_test_message ("%s = %s", path, text);
  dump_diagnostics (diagnostics);
  g_assert_cmpuint (count_for_field (diagnostics, row->rule, row->name), ==, expected);
  if (expected == 0)
    g_assert_cmpuint (count_for_field (diagnostics, NULL, row->name), ==, 0);
}

static void
test_field_table_ranges (void)
{
  guint n = 0, checked = 0;
  const TwField *rows = tw_fields_get_all (&n);
  for (guint i = 0; i < n; i++)
    {
      const TwField *row = &rows[i];
      if (!(row->flags & (TW_FIELD_HAS_MIN | TW_FIELD_HAS_MAX)))
        continue;
      double bound = (row->flags & TW_FIELD_HAS_MIN) ? row->min : row->max;
      double outside = (row->flags & TW_FIELD_HAS_MIN) ? row->min - 1 : row->max + 1;
      validate_row_value (row, outside, 1);
      validate_row_value (row, bound, 0);
      if ((row->flags & TW_FIELD_HAS_MIN) && (row->flags & TW_FIELD_HAS_MAX))
        validate_row_value (row, row->max + 1, 1);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 10);
}

static void
test_field_table_choices (void)
{
  guint n = 0;
  const TwField *rows = tw_fields_get_all (&n);
  for (guint i = 0; i < n; i++)
    {
      const TwField *row = &rows[i];
      if (row->type != TW_FIELD_CHOICE || row->rule == NULL)
        continue;
      json_t *tower = base_tower ();
      g_autofree char *path = row_path (row, tower);
      set (tower, path, "\"noSuchChoice\"");
      g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
      json_decref (tower);
      dump_diagnostics (diagnostics);
      g_assert_cmpuint (count_for_field (diagnostics, row->rule, row->name), ==, 1);
    }
}

/* A field inside the effect object is typed by its row, and reported at its
 * own pointer. */
static void
test_effect_field_type (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/effect/def", "\"five\"");
  json_t *copy = json_deep_copy (tower);
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (copy, NULL, NULL);
  json_decref (copy);
  g_assert_cmpuint (diagnostics->len, ==, 1);
  g_assert_cmpstr (((TwDiagnostic *) g_ptr_array_index (diagnostics, 0))->path, ==,
                   "/shield/effect/def");
  expect_one (tower, "wrong-type", TW_SEVERITY_ERROR, "project/items.js", "shield", "effect/def",
              "'effect/def'", "a number", "text", NULL);
}

static void
test_duration_null_is_fine (void)
{
  json_t *tower = base_tower ();
  set (tower, "/items/shield/durationBattles", "null");
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  json_decref (tower);
}

static void
test_unbeatable_enemy (void)
{
  json_t *tower = base_tower ();
  /* 10 atk against 10 def: the hero cannot hurt it */
  set (tower, "/enemys/slime/def", "10");
  expect_one (tower, "unbeatable-enemy", TW_SEVERITY_NOTE, "project/enemys.js", "slime", NULL,
              "cannot be beaten", "starting stats", "def 10", "atk 10", "cannot hurt", NULL);
}

static void
test_unbeatable_enemy_by_damage (void)
{
  json_t *tower = base_tower ();
  /* hp 100 / (10 - 1) = 12 rounds, 11 hits of 200 - 10 = 2090 damage > 1000 hp */
  set (tower, "/enemys/slime/hp", "100");
  set (tower, "/enemys/slime/atk", "200");
  expect_one (tower, "unbeatable-enemy", TW_SEVERITY_NOTE, "project/enemys.js", "slime", NULL,
              "costs 2090 hp", "has 1000", NULL);
}

static void
test_unbeatable_enemy_invincible (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/special", "20");
  expect_one (tower, "unbeatable-enemy", TW_SEVERITY_NOTE, "project/enemys.js", "slime", NULL,
              "invincible", "cross", NULL);
}

/* Every test above breaks one rule; this one the sample tower: no errors. */
static void
test_sample_has_no_errors (void)
{
  json_t *tower = doc_test_load_sample ();
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  dump_diagnostics (diagnostics);
  g_assert_cmpuint (tw_validate_count (diagnostics, TW_SEVERITY_ERROR), ==, 0);
  json_decref (tower);
}

/* Every path of a tree (JSON Pointers), for the damage test. */
static void
collect_paths (json_t *node, const char *path, GPtrArray *out)
{
  g_ptr_array_add (out, g_strdup (path));
  if (json_is_object (node))
    {
      const char *key;
      json_t *child;
      json_object_foreach (node, key, child)
        {
          g_autofree char *child_path = tw_path_append (path, key);
          collect_paths (child, child_path, out);
        }
    }
  else if (json_is_array (node))
    {
      gsize i;
      json_t *child;
      json_array_foreach (node, i, child)
        {
          g_autofree char *child_path = tw_path_append_index (path, i);
          collect_paths (child, child_path, out);
        }
    }
}

/* Any value anywhere replaced by a value of any type: the validator reports
 * and never crashes (run under ASan and UBSan by the test gate). */
static void
test_survives_random_damage (void)
{
  static const char *values[] = { "null", "true", "\"text\"", "-1", "0", "1.5", "1e300",
                                  "-1e300", "9223372036854775807", "-9223372036854775807",
                                  "[]", "{}", "[[1, 2], [3]]", "{\"x\": -5, \"y\": 1e9}",
                                  "[1e300, -1]", "\"F1\"", NULL };
  guint n_values = g_strv_length ((char **) values);
  json_t *base = base_tower ();
  make_patrol (base, "[[0, 1], [3, 1]]");
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  collect_paths (base, "", paths);
  GRand *rand = g_rand_new_with_seed (5);

  for (guint round = 0; round < 600; round++)
    {
      json_t *tower = json_deep_copy (base);
      for (int hits = g_rand_int_range (rand, 1, 4); hits > 0; hits--)
        {
          gint32 pick = g_rand_int_range (rand, 1, (gint32) paths->len);
          const char *path = g_ptr_array_index (paths, pick);
          if (tw_path_resolve (tower, path) == NULL)
            continue;
          set (tower, path, values[g_rand_int_range (rand, 0, (gint32) n_values)]);
        }
      g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
      for (guint i = 0; i < diagnostics->len; i++)
        {
          TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
          g_assert_nonnull (d->message);
          g_assert_nonnull (d->file);
        }
      json_decref (tower);
    }

  g_rand_free (rand);
  json_decref (base);
}

static gboolean
fake_lookup (const char *file, const char *path, int *line, int *column, gpointer user_data)
{
  guint *calls = user_data;
  (*calls)++;
  if (strcmp (file, "project/enemys.js") != 0)
    return FALSE;
  *line = 40 + (int) strlen (path);
  *column = 7;
  return TRUE;
}

static void
test_position_lookup (void)
{
  json_t *tower = base_tower ();
  set (tower, "/enemys/slime/timeCost", "-3");
  set (tower, "/items/shield/durationBattles", "0");
  guint calls = 0;
  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, fake_lookup, &calls);
  g_assert_cmpuint (diagnostics->len, ==, 2);
  g_assert_cmpuint (calls, ==, 2);
  TwDiagnostic *enemy = g_ptr_array_index (diagnostics, 0);
  g_assert_cmpstr (enemy->path, ==, "/slime/timeCost");
  g_assert_cmpint (enemy->line, ==, 40 + (int) strlen ("/slime/timeCost"));
  g_assert_cmpint (enemy->column, ==, 7);
  g_autofree char *line = tw_diagnostic_format (enemy);
  g_assert_true (g_str_has_prefix (line, "project/enemys.js:55:7: error: Enemy 'slime'"));
  TwDiagnostic *item = g_ptr_array_index (diagnostics, 1);
  g_assert_cmpint (item->line, ==, 0);
  g_autofree char *item_line = tw_diagnostic_format (item);
  g_assert_true (g_str_has_prefix (item_line, "project/items.js:0:0: error: Item 'shield'"));

  TwDiagnostic *copy = tw_diagnostic_copy (enemy);
  g_assert_cmpstr (copy->message, ==, enemy->message);
  g_assert_cmpint (copy->line, ==, enemy->line);
  tw_diagnostic_free (copy);
  json_decref (tower);
}

/* The CLI verb */

static int
run_cli (const char *args, char **out, char **err)
{
  g_autofree char *cmd = g_strdup_printf ("%s %s", g_getenv ("TW_CLI"), args);
  g_autoptr (GError) error = NULL;
  int wait_status = 0;
  g_assert_true (g_spawn_command_line_sync (cmd, out, err, &wait_status, &error));
  g_assert_no_error (error);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static char *
write_project (const char *dir, const char *name, json_t *tower)
{
  char *path = g_build_filename (dir, name, NULL);
  json_t *project = json_pack ("{s:s, s:i, s:O}", "format", "turnwright-project", "version", 1,
                               "tower", tower);
  g_assert_cmpint (json_dump_file (project, path, JSON_INDENT (2)), ==, 0);
  json_decref (project);
  return path;
}

/* "LINE:COL" of `value` written right after `key` in the file at `path`. */
static char *
position_of (const char *path, const char *key, const char *value)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autofree char *needle = g_strconcat (key, value, NULL);
  const char *hit = strstr (text, needle);
  g_assert_nonnull (hit);
  int line = 1;
  const char *line_start = text;
  for (const char *p = text; p < hit; p++)
    if (*p == '\n')
      {
        line++;
        line_start = p + 1;
      }
  int column = (int) (hit - line_start) + (int) strlen (key) + 1;
  return g_strdup_printf ("%d:%d", line, column);
}

static void
test_cli_validate (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tw-validate-XXXXXX", &error);
  g_assert_no_error (error);

  json_t *tower = base_tower ();
  g_autofree char *clean = write_project (dir, "clean.json", tower);
  set (tower, "/enemys/slime/timeCost", "-3");
  set (tower, "/enemys/slime/special", "13");
  g_autofree char *broken = write_project (dir, "broken.json", tower);
  json_decref (tower);
  json_t *sample = doc_test_load_sample ();
  g_autofree char *sample_path = write_project (dir, "sample.json", sample);
  json_decref (sample);

  g_autofree char *args = NULL, *out = NULL, *err = NULL;
  args = g_shell_quote (clean);
  g_autofree char *a1 = g_strdup_printf ("validate %s", args);
  g_assert_cmpint (run_cli (a1, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_autofree char *q2 = g_shell_quote (broken);
  g_autofree char *a2 = g_strdup_printf ("validate %s", q2);
  g_assert_cmpint (run_cli (a2, &out, &err), ==, 1);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3); /* two lines and the final "" */
  /* Each line points into the project file at the value it is about. */
  g_autofree char *where_cost = position_of (broken, "\"timeCost\": ", "-3");
  g_autofree char *where_special = position_of (broken, "\"special\": ", "13");
  g_autofree char *want0 = g_strdup_printf ("%s:%s: error: Enemy 'slime': timeCost is -3", broken,
                                            where_cost);
  g_autofree char *want1 = g_strdup_printf ("%s:%s: warning: Enemy 'slime' has special 13",
                                            broken, where_special);
  g_assert_true (g_str_has_prefix (lines[0], want0));
  g_assert_true (g_str_has_prefix (lines[1], want1));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_autofree char *q3 = g_shell_quote (sample_path);
  g_autofree char *a3 = g_strdup_printf ("validate %s", q3);
  g_assert_cmpint (run_cli (a3, &out, &err), ==, 0);
  g_assert_null (strstr (out, ": error: "));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* JSON syntax: file, line and column */
  g_autofree char *bad_json = g_build_filename (dir, "bad.json", NULL);
  const char *bad_text = "{\"format\": \"turnwright-project\",\n  \"version\": 1,\n  oops}";
  g_assert_true (g_file_set_contents (bad_json, bad_text, -1, NULL));
  g_autofree char *q4 = g_shell_quote (bad_json);
  g_autofree char *a4 = g_strdup_printf ("validate %s", q4);
  g_assert_cmpint (run_cli (a4, &out, &err), ==, 1);
  g_autofree char *expected = g_strdup_printf ("%s:3:", bad_json);
  g_assert_true (g_str_has_prefix (err, expected));
  g_assert_nonnull (strstr (err, ": error: "));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* JSON that is not a project */
  g_autofree char *not_project = g_build_filename (dir, "other.json", NULL);
  g_assert_true (g_file_set_contents (not_project, "{\"tower\": {}}", -1, NULL));
  g_autofree char *q5 = g_shell_quote (not_project);
  g_autofree char *a5 = g_strdup_printf ("validate %s", q5);
  g_assert_cmpint (run_cli (a5, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not a Turnwright project"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* a missing file */
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *q6 = g_shell_quote (missing);
  g_autofree char *a6 = g_strdup_printf ("validate %s", q6);
  g_assert_cmpint (run_cli (a6, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "missing.json"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_cli ("validate --help", &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage:\n  turnwright-cli validate [OPTION…] PROJECT\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ("validate", &out, &err), ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli ("--help", &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "validate PROJECT"));

  const char *names[] = { "clean.json", "broken.json", "sample.json", "bad.json", "other.json",
                          NULL };
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Event commands the simulation skips are one note per type and reason,
 * counting them and naming their first places (docs/rules.md §11.5); the
 * commands it plays say nothing. */
static void
test_event_not_simulated_grouped (void)
{
  json_t *tower = base_tower ();
  set (tower, "/floors/F1/events",
       "{\"0,0\": [{\"type\": \"function\", \"function\": \"f\"},"
       " {\"type\": \"function\", \"function\": \"function(){}\"},"
       " {\"type\": \"setValue\", \"name\": \"flag:a\", \"value\": \"1\"}],"
       " \"2,0\": [{\"type\": \"if\", \"condition\": \"flag:a\", \"true\":"
       "   [{\"type\": \"function\", \"function\": \"g\"}], \"false\": []}]}");
  set (tower, "/floors/F2/firstArrive", "[{\"type\": \"function\", \"function\": \"f\"}]");
  /* A `function` that is a function is played (docs/rules.md §12.6): only
   * the three that are not are noted. */
  expect_one (tower, "event-not-simulated", TW_SEVERITY_NOTE, "project/floors/F1.js", "F1", NULL,
              "3 event commands", "function: not a function", "F1 (0,0) events",
              "F1 (2,0) events", "F2 firstArrive", NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/validate/base-tower-is-clean", test_base_tower_is_clean);
  g_test_add_func ("/editor/validate/wrong-type", test_wrong_type);
  g_test_add_func ("/editor/validate/null-item-texts", test_null_item_texts);
  g_test_add_func ("/editor/validate/specials-of-own-formula", test_specials_of_own_formula);
  g_test_add_func ("/editor/validate/wrong-type-fractional-time-cost",
                   test_wrong_type_fractional_time_cost);
  g_test_add_func ("/editor/validate/wrong-type-floor-width", test_wrong_type_floor_width);
  g_test_add_func ("/editor/validate/unknown-tile", test_unknown_tile);
  g_test_add_func ("/editor/validate/map-row-length", test_map_row_length);
  g_test_add_func ("/editor/validate/map-height", test_map_height);
  g_test_add_func ("/editor/validate/bad-id", test_bad_id);
  g_test_add_func ("/editor/validate/bad-id-floor-id-mismatch", test_bad_id_floor_id_mismatch);
  g_test_add_func ("/editor/validate/duplicate-id", test_duplicate_id);
  g_test_add_func ("/editor/validate/duplicate-id-floor-listed-twice",
                   test_duplicate_id_floor_listed_twice);
  g_test_add_func ("/editor/validate/duplicate-id-enemy-and-item",
                   test_duplicate_id_enemy_and_item);
  g_test_add_func ("/editor/validate/missing-floor", test_missing_floor);
  g_test_add_func ("/editor/validate/missing-start-floor", test_missing_start_floor);
  g_test_add_func ("/editor/validate/unlisted-floor", test_unlisted_floor);
  g_test_add_func ("/editor/validate/stairs-unknown-floor", test_stairs_unknown_floor);
  g_test_add_func ("/editor/validate/stairs-off-map", test_stairs_off_map);
  g_test_add_func ("/editor/validate/stairs-key-off-map", test_stairs_key_off_map);
  g_test_add_func ("/editor/validate/negative-time-cost", test_negative_time_cost);
  g_test_add_func ("/editor/validate/negative-time-cost-item", test_negative_time_cost_item);
  g_test_add_func ("/editor/validate/unknown-act-type", test_unknown_act_type);
  g_test_add_func ("/editor/validate/skillupdate-time-cost", test_skillupdate_time_cost);
  g_test_add_func ("/editor/validate/patrol-off-map", test_patrol_off_map);
  g_test_add_func ("/editor/validate/patrol-off-map-behind-wall", test_patrol_off_map_behind_wall);
  g_test_add_func ("/editor/validate/field-not-for-class", test_field_not_for_class);
  g_test_add_func ("/editor/validate/field-not-for-class-remote", test_field_not_for_class_remote);
  g_test_add_func ("/editor/validate/patrol-through-wall", test_patrol_through_wall);
  g_test_add_func ("/editor/validate/patrol-clear-route", test_patrol_clear_route);
  g_test_add_func ("/editor/validate/exclusive-group-on-other-class",
                   test_exclusive_group_on_other_class);
  g_test_add_func ("/editor/validate/exclusive-group-two-battle-groups",
                   test_exclusive_group_two_battle_groups);
  g_test_add_func ("/editor/validate/unsupported-special", test_unsupported_special);
  g_test_add_func ("/editor/validate/own-map-damage-rule", test_own_map_damage_rule);
  g_test_add_func ("/editor/validate/plugin-override", test_plugin_override);
  g_test_add_func ("/editor/validate/bad-stack-policy", test_bad_stack_policy);
  g_test_add_func ("/editor/validate/bad-duration", test_bad_duration);
  g_test_add_func ("/editor/validate/bad-duration-text", test_bad_duration_text);
  g_test_add_func ("/editor/validate/duration-null-is-fine", test_duration_null_is_fine);
  g_test_add_func ("/editor/validate/field-table-ranges", test_field_table_ranges);
  g_test_add_func ("/editor/validate/field-table-choices", test_field_table_choices);
  g_test_add_func ("/editor/validate/effect-field-type", test_effect_field_type);
  g_test_add_func ("/editor/validate/unbeatable-enemy", test_unbeatable_enemy);
  g_test_add_func ("/editor/validate/unbeatable-enemy-by-damage", test_unbeatable_enemy_by_damage);
  g_test_add_func ("/editor/validate/unbeatable-enemy-invincible",
                   test_unbeatable_enemy_invincible);
  g_test_add_func ("/editor/validate/sample-has-no-errors", test_sample_has_no_errors);
  g_test_add_func ("/editor/validate/survives-random-damage", test_survives_random_damage);
  g_test_add_func ("/editor/validate/position-lookup", test_position_lookup);
  g_test_add_func ("/editor/validate/cli", test_cli_validate);
  g_test_add_func ("/editor/validate/event-not-simulated", test_event_not_simulated_grouped);
  return g_test_run ();
}
