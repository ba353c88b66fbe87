/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-find.c: the search over floors, enemies and items, and where an
 * enemy or item is used, on the bundled sample (positions read by hand from
 * tests/data/mota-sample). */
#include <string.h>

#include "editor/tw-find.h"
#include "tests/editor/doc-test-util.h"

static TwDocument *
open_sample (void)
{
  json_t *tower = doc_test_load_sample ();
  TwDocument *doc = tw_document_new (tower);
  json_decref (tower);
  return doc;
}

static TwFindResult *
result_at (GPtrArray *results, guint index)
{
  g_assert_cmpuint (index, <, results->len);
  return g_ptr_array_index (results, index);
}

static void
test_find_floor_by_title (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  g_autoptr (GPtrArray) results = tw_find_search (doc, "样板 1", 0);
  g_assert_cmpuint (results->len, ==, 1);
  g_assert_cmpint (result_at (results, 0)->kind, ==, TW_ENTITY_FLOOR);
  g_assert_cmpstr (result_at (results, 0)->id, ==, "sample1");
  g_assert_cmpstr (result_at (results, 0)->label, ==, "样板 1 层");

  /* By id, case-insensitively: the whole id first, then the ids it starts. */
  g_autoptr (GPtrArray) by_id = tw_find_search (doc, "MT0", 0);
  g_assert_cmpuint (by_id->len, >=, 1);
  g_assert_cmpstr (result_at (by_id, 0)->id, ==, "MT0");
  g_autoptr (GPtrArray) lower = tw_find_search (doc, "mt0", 0);
  g_assert_cmpstr (result_at (lower, 0)->id, ==, "MT0");
}

static void
test_find_entities_ranked (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  /* "slime": greenSlime, redSlime, ... all contain it; none is it. */
  g_autoptr (GPtrArray) slimes = tw_find_search (doc, "Slime", 0);
  g_assert_cmpuint (slimes->len, >=, 4);
  for (guint i = 0; i < slimes->len; i++)
    {
      g_assert_cmpint (result_at (slimes, i)->kind, ==, TW_ENTITY_ENEMY);
      g_autofree char *id = g_ascii_strdown (result_at (slimes, i)->id, -1);
      g_assert_nonnull (strstr (id, "slime"));
    }
  /* By name: 红宝石 is redGem, an item. */
  g_autoptr (GPtrArray) gem = tw_find_search (doc, "红宝石", 0);
  g_assert_cmpuint (gem->len, ==, 1);
  g_assert_cmpint (result_at (gem, 0)->kind, ==, TW_ENTITY_ITEM);
  g_assert_cmpstr (result_at (gem, 0)->id, ==, "redGem");
  g_assert_cmpint (result_at (gem, 0)->rank, ==, 0);
  /* "red": exact none; prefix matches (redSlime, redGem, ...) come before
   * the ones that only hold it (bigRed... none here), and the limit holds. */
  g_autoptr (GPtrArray) red = tw_find_search (doc, "red", 3);
  g_assert_cmpuint (red->len, ==, 3);
  for (guint i = 1; i < red->len; i++)
    g_assert_cmpint (result_at (red, i - 1)->rank, <=, result_at (red, i)->rank);
  g_autoptr (GPtrArray) none = tw_find_search (doc, "  ", 0);
  g_assert_cmpuint (none->len, ==, 0);
  g_autoptr (GPtrArray) missing = tw_find_search (doc, "no such thing", 0);
  g_assert_cmpuint (missing->len, ==, 0);
}

static gboolean
has_usage (GPtrArray *usages, TwUsageKind kind, const char *floor_id, int x, int y,
           const char *where)
{
  for (guint i = 0; i < usages->len; i++)
    {
      TwUsage *u = g_ptr_array_index (usages, i);
      if (u->kind == kind && g_strcmp0 (u->floor_id, floor_id) == 0 && u->x == x && u->y == y
          && g_strcmp0 (u->where, where) == 0)
        return TRUE;
    }
  return FALSE;
}

static guint
count_kind (GPtrArray *usages, TwUsageKind kind)
{
  guint n = 0;
  for (guint i = 0; i < usages->len; i++)
    n += ((TwUsage *)g_ptr_array_index (usages, i))->kind == kind;
  return n;
}

static void
test_where_used_enemy (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  g_autoptr (GPtrArray) usages = tw_find_where_used (doc, TW_ENTITY_ENEMY, "greenSlime");
  g_assert_cmpuint (count_kind (usages, TW_USAGE_TILE), ==, 1);
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample0", 0, 7, "map"));
  g_autoptr (GPtrArray) bats = tw_find_where_used (doc, TW_ENTITY_ENEMY, "bat");
  g_assert_true (has_usage (bats, TW_USAGE_TILE, "sample0", 1, 7, "map"));

  /* A summoner names it in its actArgs: its definition is listed. */
  json_t *args = json_pack ("{s:s, s:s}", "kind", "summon", "enemy", "greenSlime");
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/actArgs", args, NULL));
  json_decref (args);
  g_autoptr (GPtrArray) summoned = tw_find_where_used (doc, TW_ENTITY_ENEMY, "greenSlime");
  g_assert_true (has_usage (summoned, TW_USAGE_DEFINITION, NULL, -1, -1, "bat"));
  TwUsage *last = g_ptr_array_index (summoned, summoned->len - 1);
  g_assert_cmpint (last->owner, ==, TW_ENTITY_ENEMY);
  g_autofree char *described = tw_usage_describe (last);
  g_assert_cmpstr (described, ==, "Enemy bat's definition");
  g_assert_true (tw_document_undo (doc));

  /* A placed copy shows up at once, and its removal undoes it. */
  int tile = tw_document_find_tile (doc, "greenSlime");
  g_assert_true (tw_document_set_cell (doc, "MT0", 3, 2, tile, NULL));
  g_autoptr (GPtrArray) more = tw_find_where_used (doc, TW_ENTITY_ENEMY, "greenSlime");
  g_assert_cmpuint (count_kind (more, TW_USAGE_TILE), ==, 2);
  g_assert_true (has_usage (more, TW_USAGE_TILE, "MT0", 3, 2, "map"));
}

static void
test_where_used_item (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  g_autoptr (GPtrArray) usages = tw_find_where_used (doc, TW_ENTITY_ITEM, "yellowKey");
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample0", 8, 8, "map"));
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample1", 0, 4, "map"));
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample1", 2, 4, "map"));
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample2", 1, 5, "map"));
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample2", 8, 5, "map"));
  g_assert_true (has_usage (usages, TW_USAGE_TILE, "sample2", 9, 7, "map"));
  g_assert_cmpuint (count_kind (usages, TW_USAGE_TILE), ==, 6);
  /* ${item:yellowKey} in the old man's text and an addValue of item:yellowKey. */
  g_assert_true (has_usage (usages, TW_USAGE_EVENT, "sample1", 8, 11, "events"));
  g_assert_true (has_usage (usages, TW_USAGE_EVENT, "sample1", 10, 11, "events"));
  g_assert_true (has_usage (usages, TW_USAGE_SHOP, NULL, -1, -1, "itemShop"));
  g_assert_false (has_usage (usages, TW_USAGE_SHOP, NULL, -1, -1, "keyShop"));
  g_assert_true (has_usage (usages, TW_USAGE_COMMON_EVENT, NULL, -1, -1, "回收钥匙商店"));
  /* The big key's effect gives keys in JavaScript: core.addItem('yellowKey', 1). */
  g_assert_true (has_usage (usages, TW_USAGE_DEFINITION, NULL, -1, -1, "bigKey"));
  g_assert_cmpuint (count_kind (usages, TW_USAGE_DEFINITION), ==, 1);
  /* item:yellowKeyX is another name. */
  g_autoptr (GPtrArray) none = tw_find_where_used (doc, TW_ENTITY_ITEM, "yellowKe");
  g_assert_cmpuint (none->len, ==, 0);

  g_autofree char *text = tw_usage_describe (g_ptr_array_index (usages, 0));
  g_assert_cmpstr (text, ==, "sample0 (8, 8) on the map layer");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/find/floor-by-title", test_find_floor_by_title);
  g_test_add_func ("/find/entities-ranked", test_find_entities_ranked);
  g_test_add_func ("/find/where-used-enemy", test_where_used_enemy);
  g_test_add_func ("/find/where-used-item", test_where_used_item);
  return g_test_run ();
}
