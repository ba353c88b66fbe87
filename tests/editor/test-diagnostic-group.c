/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Issues list's groups and filters (editor/tw-diagnostic-group.c). */
#include <string.h>

#include "editor/tw-diagnostic-group.h"

static GPtrArray *
new_list (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
}

static TwDiagnostic *
unbeatable (const char *enemy, int atk)
{
  g_autofree char *message = g_strdup_printf (
      "Enemy '%s' cannot be beaten with the hero's starting stats: its def %d is not below the "
      "hero's atk %d, so the hero cannot hurt it.",
      enemy, atk + 5, atk);
  g_autofree char *path = g_strdup_printf ("/%s", enemy);
  return tw_diagnostic_new (TW_SEVERITY_NOTE, "unbeatable-enemy", "project/enemys.js", path, enemy,
                            NULL, message);
}

static TwDiagnostic *
unknown_tile (const char *floor, int x, int y)
{
  g_autofree char *message
      = g_strdup_printf ("Tile %d at (%d, %d) is not in maps.", 9000 + x, x, y);
  g_autofree char *file = g_strdup_printf ("project/floors/%s.js", floor);
  TwDiagnostic *d
      = tw_diagnostic_new (TW_SEVERITY_ERROR, "unknown-tile", file, "/map", floor, NULL, message);
  tw_diagnostic_set_cell (d, floor, x, y);
  return d;
}

static void
test_kind (void)
{
  g_autofree char *a = tw_diagnostic_message_kind (
      "Enemy 'bat' cannot be beaten with the hero's starting stats: the battle costs 30 hp.");
  g_autofree char *b = tw_diagnostic_message_kind (
      "Enemy 'slime2' cannot be beaten with the hero's starting stats: it is invincible.");
  g_assert_cmpstr (a, ==, "Enemy '…' cannot be beaten with the hero's starting stats");
  g_assert_cmpstr (a, ==, b);
  g_autofree char *c = tw_diagnostic_message_kind ("Tile 9001 at (1, 12) is not in maps.");
  g_assert_cmpstr (c, ==, "Tile # at (#, #) is not in maps.");
  g_autofree char *d = tw_diagnostic_message_kind ("Floor 'MT1' has no title.");
  g_autofree char *e = tw_diagnostic_message_kind ("Floor 'MT1' has no music.");
  g_assert_cmpstr (d, !=, e);
}

/* 200 similar notes: one group holding the 200, its title naming the first places. */
static void
test_two_hundred_one_group (void)
{
  g_autoptr (GPtrArray) list = new_list ();
  for (int i = 0; i < 200; i++)
    {
      g_autofree char *id = g_strdup_printf ("enemy%d", i);
      g_ptr_array_add (list, unbeatable (id, i));
    }
  g_ptr_array_add (list, unknown_tile ("MT0", 3, 4));
  g_autoptr (GPtrArray) groups = tw_diagnostic_group (list, NULL);
  g_assert_cmpuint (groups->len, ==, 2);
  TwDiagnosticGroup *notes = g_ptr_array_index (groups, 0);
  g_assert_cmpstr (notes->rule, ==, "unbeatable-enemy");
  g_assert_cmpint (notes->severity, ==, TW_SEVERITY_NOTE);
  g_assert_cmpuint (notes->members->len, ==, 200);
  for (guint i = 0; i < 200; i++)
    g_assert_true (g_ptr_array_index (notes->members, i) == g_ptr_array_index (list, i));
  g_autofree char *title = tw_diagnostic_group_title (notes, 3);
  g_assert_cmpstr (title, ==,
                   "Enemy '…' cannot be beaten with the hero's starting stats (200 places): "
                   "enemy0, enemy1, enemy2 and 197 more");
  TwDiagnosticGroup *tile = g_ptr_array_index (groups, 1);
  g_assert_cmpuint (tile->members->len, ==, 1);
  g_autofree char *single = tw_diagnostic_group_title (tile, 3);
  g_assert_cmpstr (single, ==, "Tile 9003 at (3, 4) is not in maps.");
}

/* One rule, two kinds of message: two groups; one kind, two severities: two groups. */
static void
test_kinds_and_severities_apart (void)
{
  g_autoptr (GPtrArray) list = new_list ();
  g_ptr_array_add (list,
                   tw_diagnostic_new (TW_SEVERITY_WARNING, "floor-field", "project/floors/MT1.js",
                                      "/title", "MT1", "title", "Floor 'MT1' has no title."));
  g_ptr_array_add (list,
                   tw_diagnostic_new (TW_SEVERITY_WARNING, "floor-field", "project/floors/MT2.js",
                                      "/bgm", "MT2", "bgm", "Floor 'MT2' has no music."));
  g_ptr_array_add (list,
                   tw_diagnostic_new (TW_SEVERITY_WARNING, "floor-field", "project/floors/MT3.js",
                                      "/title", "MT3", "title", "Floor 'MT3' has no title."));
  g_ptr_array_add (list,
                   tw_diagnostic_new (TW_SEVERITY_ERROR, "floor-field", "project/floors/MT4.js",
                                      "/title", "MT4", "title", "Floor 'MT4' has no title."));
  g_autoptr (GPtrArray) groups = tw_diagnostic_group (list, NULL);
  g_assert_cmpuint (groups->len, ==, 3);
  g_assert_cmpuint (((TwDiagnosticGroup *)g_ptr_array_index (groups, 0))->members->len, ==, 2);
  g_autofree char *title = tw_diagnostic_group_title (g_ptr_array_index (groups, 0), 10);
  g_assert_cmpstr (title, ==, "Floor '…' has no title. (2 places): MT1.title, MT3.title");
}

static void
test_filters (void)
{
  g_autoptr (GPtrArray) list = new_list ();
  g_ptr_array_add (list, unbeatable ("bat", 10));
  g_ptr_array_add (list, unbeatable ("slime", 10));
  g_ptr_array_add (list, unknown_tile ("MT0", 1, 1));
  g_ptr_array_add (list, unknown_tile ("MT1", 2, 2));
  g_ptr_array_add (list, unknown_tile ("MT1", 5, 2));

  TwDiagnosticFilter any = TW_DIAGNOSTIC_FILTER_ANY;
  for (guint i = 0; i < list->len; i++)
    g_assert_true (tw_diagnostic_filter_matches (&any, g_ptr_array_index (list, i)));

  TwDiagnosticFilter errors = { TW_SEVERITY_ERROR, NULL, NULL, NULL };
  g_autoptr (GPtrArray) by_severity = tw_diagnostic_group (list, &errors);
  g_assert_cmpuint (by_severity->len, ==, 1);
  g_assert_cmpuint (((TwDiagnosticGroup *)g_ptr_array_index (by_severity, 0))->members->len, ==, 3);

  TwDiagnosticFilter rule = { -1, "unbeatable-enemy", NULL, NULL };
  g_autoptr (GPtrArray) by_rule = tw_diagnostic_group (list, &rule);
  g_assert_cmpuint (by_rule->len, ==, 1);
  g_assert_cmpstr (((TwDiagnosticGroup *)g_ptr_array_index (by_rule, 0))->rule, ==,
                   "unbeatable-enemy");

  TwDiagnosticFilter floor = { -1, NULL, "MT1", NULL };
  g_autoptr (GPtrArray) by_floor = tw_diagnostic_group (list, &floor);
  g_assert_cmpuint (by_floor->len, ==, 1);
  g_assert_cmpuint (((TwDiagnosticGroup *)g_ptr_array_index (by_floor, 0))->members->len, ==, 2);

  /* The search ignores case and looks at the message and the place. */
  TwDiagnosticFilter search = { -1, NULL, NULL, "SLIME" };
  g_autoptr (GPtrArray) by_search = tw_diagnostic_group (list, &search);
  g_assert_cmpuint (by_search->len, ==, 1);
  g_assert_cmpuint (((TwDiagnosticGroup *)g_ptr_array_index (by_search, 0))->members->len, ==, 1);
  TwDiagnosticFilter place = { -1, NULL, NULL, "mt0 (1, 1)" };
  g_assert_true (tw_diagnostic_filter_matches (&place, g_ptr_array_index (list, 2)));
  g_assert_false (tw_diagnostic_filter_matches (&place, g_ptr_array_index (list, 3)));

  TwDiagnosticFilter nothing = { TW_SEVERITY_WARNING, NULL, NULL, NULL };
  g_autoptr (GPtrArray) none = tw_diagnostic_group (list, &nothing);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_floor_and_location (void)
{
  g_autoptr (TwDiagnostic) cell = unknown_tile ("MT7", 2, 3);
  g_autofree char *floor = tw_diagnostic_floor (cell);
  g_autofree char *where = tw_diagnostic_location (cell);
  g_assert_cmpstr (floor, ==, "MT7");
  g_assert_cmpstr (where, ==, "MT7 (2, 3)");
  g_autoptr (TwDiagnostic) field = tw_diagnostic_new (
      TW_SEVERITY_ERROR, "r", "project/floors/MT9.js", "/title", "MT9", "title", "m");
  g_autofree char *floor9 = tw_diagnostic_floor (field);
  g_assert_cmpstr (floor9, ==, "MT9");
  g_autoptr (TwDiagnostic) enemy = unbeatable ("bat", 1);
  g_autofree char *none = tw_diagnostic_floor (enemy);
  g_assert_null (none);
}

/* What all places share stays in the group's title; what differs is "…". */
static void
test_title_keeps_shared_values (void)
{
  g_autoptr (GPtrArray) list = new_list ();
  const char *messages[] = {
    "Enemy 'bat' has special 12, which Turnwright does not simulate (it simulates 1-10): x.",
    "Enemy 'slime' has special 12, which Turnwright does not simulate (it simulates 1-10): y.",
    "Enemy 'bat' has special 31, which Turnwright does not simulate (it simulates 1-10): z.",
  };
  const char *ids[] = { "bat", "slime", "bat" };
  for (guint i = 0; i < G_N_ELEMENTS (messages); i++)
    g_ptr_array_add (list,
                     tw_diagnostic_new (TW_SEVERITY_WARNING, "unsimulated-special",
                                        "project/enemys.js", "", ids[i], "special", messages[i]));
  g_autoptr (GPtrArray) all = tw_diagnostic_group (list, NULL);
  g_assert_cmpuint (all->len, ==, 1);
  g_autofree char *title = tw_diagnostic_group_title (g_ptr_array_index (all, 0), 5);
  g_assert_cmpstr (title, ==,
                   "Enemy '…' has special …, which Turnwright does not simulate (it simulates "
                   "1-10) (3 places): bat.special, slime.special");
  g_ptr_array_remove_index (list, 2);
  g_autoptr (GPtrArray) two = tw_diagnostic_group (list, NULL);
  g_autofree char *shared = tw_diagnostic_group_title (g_ptr_array_index (two, 0), 5);
  g_assert_cmpstr (shared, ==,
                   "Enemy '…' has special 12, which Turnwright does not simulate (it simulates "
                   "1-10) (2 places): bat.special, slime.special");
}

/* A row per rule (issue 32): one rule's kinds are parts of one group; a rule
 * of one kind keeps its group; the rows come in the order of their first. */
static void
test_by_rule (void)
{
  g_autoptr (GPtrArray) list = new_list ();
  g_ptr_array_add (list, unknown_tile ("MT0", 1, 1));
  g_ptr_array_add (list, tw_diagnostic_new (TW_SEVERITY_WARNING, "missing-image", "a.png", "",
                                            NULL, NULL, "The image a.png is missing: x."));
  g_ptr_array_add (list, tw_diagnostic_new (TW_SEVERITY_WARNING, "missing-image", "b.png", "",
                                            NULL, NULL, "The image b.png is missing: x."));
  g_ptr_array_add (list, tw_diagnostic_new (TW_SEVERITY_WARNING, "odd-rule", "c", "", NULL, NULL,
                                            "Odd thing 'c' here."));
  g_ptr_array_add (list, tw_diagnostic_new (TW_SEVERITY_WARNING, "odd-rule", "d", "", NULL, NULL,
                                            "Another odd thing."));
  for (int i = 0; i < 3; i++)
    g_ptr_array_add (list, unbeatable (i == 0 ? "bat" : i == 1 ? "slime" : "orc", 10));

  g_autoptr (GPtrArray) kinds = tw_diagnostic_group (list, NULL);
  g_assert_cmpuint (kinds->len, ==, 6);
  g_autoptr (GPtrArray) rows = tw_diagnostic_group_by_rule (kinds);
  g_assert_cmpuint (kinds->len, ==, 0);
  g_assert_cmpuint (rows->len, ==, 4);

  const TwDiagnosticGroup *tile = g_ptr_array_index (rows, 0);
  g_assert_null (tile->parts);
  g_autofree char *tile_title = tw_diagnostic_group_heading (tile, 6);
  g_assert_cmpstr (tile_title, ==, "Tile 9001 at (1, 1) is not in maps."); /* a group of one */

  const TwDiagnosticGroup *images = g_ptr_array_index (rows, 1);
  g_assert_cmpstr (images->rule, ==, "missing-image");
  g_assert_cmpuint (images->parts->len, ==, 2);
  g_assert_cmpuint (images->members->len, ==, 2);
  g_autofree char *images_title = tw_diagnostic_group_heading (images, 6);
  g_assert_cmpstr (images_title, ==, tw_diagnostic_rule_heading ("missing-image"));

  const TwDiagnosticGroup *odd = g_ptr_array_index (rows, 2);
  g_assert_null (tw_diagnostic_rule_heading ("odd-rule"));
  g_autofree char *odd_title = tw_diagnostic_group_heading (odd, 6);
  g_assert_cmpstr (odd_title, ==, "Odd thing 'c' here., and similar");

  const TwDiagnosticGroup *enemies = g_ptr_array_index (rows, 3);
  g_assert_null (enemies->parts); /* one kind: its places straight under it */
  g_assert_cmpuint (enemies->members->len, ==, 3);
  g_autofree char *enemies_title = tw_diagnostic_group_heading (enemies, 6);
  g_assert_cmpstr (enemies_title, ==, "Enemies the hero cannot beat at the start");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/diagnostic-group/kind", test_kind);
  g_test_add_func ("/diagnostic-group/two-hundred-one-group", test_two_hundred_one_group);
  g_test_add_func ("/diagnostic-group/kinds-and-severities-apart", test_kinds_and_severities_apart);
  g_test_add_func ("/diagnostic-group/filters", test_filters);
  g_test_add_func ("/diagnostic-group/title-keeps-shared-values", test_title_keeps_shared_values);
  g_test_add_func ("/diagnostic-group/floor-and-location", test_floor_and_location);
  g_test_add_func ("/diagnostic-group/by-rule", test_by_rule);
  return g_test_run ();
}
