/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-entity-table.c: the enemy and item tables without GTK: cell text and
 * parsing, one undo step per write, TSV paste, and the CSV round trip with
 * its errors (file, line, column; nothing changed). */
#include <string.h>

#include "editor/tw-entity-table.h"
#include "tests/editor/doc-test-util.h"

static TwDocument *
open_sample (void)
{
  json_t *tower = doc_test_load_sample ();
  TwDocument *doc = tw_document_new (tower);
  json_decref (tower);
  return doc;
}

static const TwField *
column (TwEntityKind kind, const char *name)
{
  const TwField *found = tw_entity_table_column (kind, name);
  g_assert_nonnull (found);
  return found;
}

static char *
tower_text (TwDocument *doc)
{
  return json_dumps (tw_document_get_tower (doc), JSON_COMPACT | JSON_PRESERVE_ORDER);
}

static void
test_columns (void)
{
  guint n;
  const TwField *const *columns = tw_entity_table_columns (TW_ENTITY_ENEMY, &n);
  g_assert_cmpstr (columns[0]->name, ==, "name");
  g_assert_cmpstr (columns[1]->name, ==, "hp");
  g_assert_nonnull (tw_entity_table_column (TW_ENTITY_ENEMY, "special"));
  g_assert_nonnull (tw_entity_table_column (TW_ENTITY_ENEMY, "timeCost"));
  g_assert_nonnull (tw_entity_table_column (TW_ENTITY_ENEMY, "actType"));
  g_assert_null (tw_entity_table_column (TW_ENTITY_ENEMY, "actArgs")); /* an object */
  /* Items: timeCost once though two rows name it; effect members as columns. */
  guint n_time = 0;
  const TwField *const *items = tw_entity_table_columns (TW_ENTITY_ITEM, &n);
  for (guint i = 0; i < n; i++)
    n_time += strcmp (items[i]->name, "timeCost") == 0;
  g_assert_cmpuint (n_time, ==, 1);
  g_assert_nonnull (tw_entity_table_column (TW_ENTITY_ITEM, "effect/heal"));
  g_assert_null (tw_entity_table_column (TW_ENTITY_ITEM, "effect"));
}

static void
test_cell_text_and_parse (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  g_autofree char *name = tw_entity_table_cell_text (doc, TW_ENTITY_ENEMY, "greenSlime",
                                                     column (TW_ENTITY_ENEMY, "name"));
  g_assert_cmpstr (name, ==, "绿头怪");
  g_autofree char *special = tw_entity_table_cell_text (doc, TW_ENTITY_ENEMY, "redSlime",
                                                        column (TW_ENTITY_ENEMY, "special"));
  g_assert_cmpstr (special, ==, "16, 18");
  g_autofree char *missing = tw_entity_table_cell_text (doc, TW_ENTITY_ENEMY, "greenSlime",
                                                        column (TW_ENTITY_ENEMY, "timeCost"));
  g_assert_cmpstr (missing, ==, "");

  json_t *value = NULL;
  g_autoptr (GError) error = NULL;
  const TwField *hp = column (TW_ENTITY_ENEMY, "hp");
  g_assert_true (tw_entity_table_parse (hp, " 120 ", &value, &error));
  g_assert_true (json_is_integer (value) && json_integer_value (value) == 120);
  json_decref (value);
  g_assert_true (tw_entity_table_parse (hp, "1.5", &value, &error));
  g_assert_true (json_is_real (value));
  json_decref (value);
  g_assert_false (tw_entity_table_parse (hp, "abc", &value, &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_VALUE);
  g_clear_error (&error);
  g_assert_false (tw_entity_table_parse (hp, "-3", &value, &error)); /* 0 or more */
  g_clear_error (&error);
  g_assert_false (tw_entity_table_parse (hp, "", &value, &error)); /* required */
  g_clear_error (&error);
  const TwField *time_cost = column (TW_ENTITY_ENEMY, "timeCost");
  g_assert_false (tw_entity_table_parse (time_cost, "2.5", &value, &error));
  g_clear_error (&error);
  g_assert_true (tw_entity_table_parse (time_cost, "", &value, &error));
  g_assert_null (value); /* removes the field */
  g_assert_false (
      tw_entity_table_parse (column (TW_ENTITY_ENEMY, "actType"), "run", &value, &error));
  g_clear_error (&error);
  g_assert_true (
      tw_entity_table_parse (column (TW_ENTITY_ENEMY, "special"), "1, 5", &value, &error));
  g_assert_true (json_is_array (value) && json_array_size (value) == 2);
  json_decref (value);
}

static void
test_set_cell_undo (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  g_autofree char *before = tower_text (doc);
  const TwField *hp = column (TW_ENTITY_ENEMY, "hp");
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "greenSlime", hp, "350", &error));
  g_assert_no_error (error);
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "greenSlime", "hp")), ==,
                   350);
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Set hp of greenSlime");
  /* The same value again is no step. */
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "greenSlime", hp, "350", &error));
  g_assert_true (tw_document_undo (doc));
  g_assert_false (tw_document_can_undo (doc));
  g_autofree char *after = tower_text (doc);
  g_assert_cmpstr (before, ==, after);

  /* A bad value changes nothing. */
  g_assert_false (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "greenSlime", hp, "x", &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_VALUE);
  g_clear_error (&error);
  g_assert_false (tw_document_can_undo (doc));

  /* An effect member of a skill makes its effect object in the same step. */
  json_t *skill = json_pack ("{s:s, s:s}", "name", "Slash", "cls", "skillbattle");
  g_assert_true (tw_document_add_item (doc, "slash", skill, NULL));
  json_decref (skill);
  const TwField *atk = column (TW_ENTITY_ITEM, "effect/atk");
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ITEM, "slash", atk, "12", &error));
  g_assert_no_error (error);
  json_t *effect = tw_document_get_item_field (doc, "slash", "effect");
  g_assert_cmpint (json_integer_value (json_object_get (effect, "atk")), ==, 12);
  g_assert_true (tw_document_undo (doc));
  g_assert_null (tw_document_get_item_field (doc, "slash", "effect"));
  /* A field of another class is refused. */
  g_assert_false (tw_entity_table_set_cell (doc, TW_ENTITY_ITEM, "slash",
                                            column (TW_ENTITY_ITEM, "effect/heal"), "5", &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_NOT_HERE);
}

static void
test_matches (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  const TwField *hp = column (TW_ENTITY_ENEMY, "hp");
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "bat", hp, "200", NULL));
  g_assert_true (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "greenSlime", ""));
  g_assert_true (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "greenSlime", "SLIME"));
  g_assert_true (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "greenSlime", "绿头"));
  g_assert_false (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "greenSlime", "bat"));
  g_assert_true (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "bat", "hp>100"));
  g_assert_false (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "greenSlime", "hp>100"));
  g_assert_true (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "bat", "hp>=200 hp<=200 b"));
  g_assert_false (tw_entity_table_matches (doc, TW_ENTITY_ENEMY, "bat", "hp!=200"));
}

static void
test_paste (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  const TwField *hp = column (TW_ENTITY_ENEMY, "hp");
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "bat", hp, "200", NULL));
  g_assert_true (tw_entity_table_set_cell (doc, TW_ENTITY_ENEMY, "bat",
                                           column (TW_ENTITY_ENEMY, "atk"), "30", NULL));
  const char *source[] = { "bat", NULL };
  g_autofree char *tsv = tw_entity_table_to_tsv (doc, TW_ENTITY_ENEMY, source);
  g_assert_true (g_str_has_prefix (tsv, "id\tname\thp\tatk"));
  g_assert_nonnull (strstr (tsv, "\nbat\t"));

  /* One copied row over two selected rows: their numbers, not their names. */
  const char *targets[] = { "greenSlime", "redSlime", NULL };
  guint n_changed = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (
      tw_entity_table_paste_tsv (doc, TW_ENTITY_ENEMY, targets, tsv, &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 6); /* hp, atk and money (bat has 2 gold) on each */
  for (guint i = 0; targets[i]; i++)
    {
      g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, targets[i], "hp")), ==,
                       200);
      g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, targets[i], "atk")),
                       ==, 30);
    }
  g_assert_cmpstr (json_string_value (tw_document_get_enemy_field (doc, "greenSlime", "name")), ==,
                   "绿头怪");
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Paste 2 rows");
  g_assert_true (tw_document_undo (doc)); /* one step */
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "redSlime", "hp")), ==, 0);
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "greenSlime", "atk")), ==,
                   0);

  /* Two rows for three: refused. A bad number: refused, nothing changed. */
  const char *three[] = { "greenSlime", "redSlime", "bat", NULL };
  const char *two_rows = "id\thp\nx\t1\ny\t2\n";
  g_assert_false (tw_entity_table_paste_tsv (doc, TW_ENTITY_ENEMY, three, two_rows, NULL, &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_ROW);
  g_clear_error (&error);
  const char *bad = "id\thp\tatk\nx\t5\toops\n";
  g_assert_false (tw_entity_table_paste_tsv (doc, TW_ENTITY_ENEMY, targets, bad, NULL, &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_VALUE);
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "greenSlime", "hp")), ==,
                   0);
}

static void
test_csv_round_trip (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  g_autofree char *csv = tw_entity_table_export_csv (doc, TW_ENTITY_ENEMY);
  g_assert_true (g_str_has_prefix (csv, "id,name,hp,atk,def,money,exp,point,timeCost,priority"));
  g_assert_nonnull (strstr (csv, "\ngreenSlime,绿头怪,0,0,0,0,0,0,,"));

  /* Changed in a copy of the text, imported back: one step, then undone. */
  GString *edited = g_string_new (csv);
  g_string_replace (edited, "\ngreenSlime,绿头怪,0,0,0", "\ngreenSlime,\"Green, slime\",50,20,5",
                    1);
  g_autoptr (GError) error = NULL;
  guint n_changed = 0;
  g_assert_true (tw_entity_table_import_csv (doc, TW_ENTITY_ENEMY, edited->str, "enemies.csv",
                                             &n_changed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 3);
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "greenSlime", "hp")), ==,
                   50);
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "greenSlime", "def")), ==,
                   5);
  /* The name column is not imported. */
  g_assert_cmpstr (json_string_value (tw_document_get_enemy_field (doc, "greenSlime", "name")), ==,
                   "绿头怪");
  g_autofree char *again = tw_entity_table_export_csv (doc, TW_ENTITY_ENEMY);
  g_assert_nonnull (strstr (again, "\ngreenSlime,绿头怪,50,20,5,"));
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Import enemies.csv");
  g_assert_true (tw_document_undo (doc));
  g_assert_false (tw_document_can_undo (doc));
  g_autofree char *back = tw_entity_table_export_csv (doc, TW_ENTITY_ENEMY);
  g_assert_cmpstr (back, ==, csv);
  g_string_free (edited, TRUE);

  /* Importing the export unchanged is no step at all. */
  g_assert_true (
      tw_entity_table_import_csv (doc, TW_ENTITY_ENEMY, csv, "same.csv", &n_changed, &error));
  g_assert_cmpuint (n_changed, ==, 0);
  g_assert_false (tw_document_can_undo (doc));

  /* Items: class-dependent columns stay empty where they do not apply. */
  g_autofree char *items = tw_entity_table_export_csv (doc, TW_ENTITY_ITEM);
  g_assert_true (g_str_has_prefix (items, "id,name,timeCost,"));
}

static void
expect_import_error (TwDocument *doc, const char *csv, int code, const char *message)
{
  g_autofree char *before = tower_text (doc);
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_entity_table_import_csv (doc, TW_ENTITY_ENEMY, csv, "bal.csv", NULL, &error));
  g_assert_error (error, TW_ENTITY_TABLE_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_autofree char *after = tower_text (doc);
  g_assert_cmpstr (before, ==, after);
  g_assert_false (tw_document_can_undo (doc));
}

static void
test_csv_errors (void)
{
  g_autoptr (TwDocument) doc = open_sample ();
  /* The good first row is not written when a later one is bad. */
  expect_import_error (doc, "id,hp,atk\ngreenSlime,5,6\nbat,7,abc\n", TW_ENTITY_TABLE_ERROR_VALUE,
                       "bal.csv:3:3: atk: “abc” is not a number.");
  expect_import_error (doc, "id,hp\r\n\r\nbat,-1\r\n", TW_ENTITY_TABLE_ERROR_VALUE,
                       "bal.csv:3:2: hp: -1 is out of range (0 or more).");
  expect_import_error (doc, "id,hp,speed\nbat,1,2\n", TW_ENTITY_TABLE_ERROR_COLUMN,
                       "bal.csv:1:3: “speed” is not a field of an enemy.");
  expect_import_error (doc, "name,hp\nx,1\n", TW_ENTITY_TABLE_ERROR_FORMAT,
                       "bal.csv:1:1: The first line names the columns and needs one called “id”.");
  expect_import_error (doc, "hp,id\n1,nobody\n", TW_ENTITY_TABLE_ERROR_ROW,
                       "bal.csv:2:2: There is no enemy “nobody”.");
  expect_import_error (doc, "id,name,hp\nbat,\"a\nb,1\n", TW_ENTITY_TABLE_ERROR_FORMAT,
                       "bal.csv:2: a quoted cell is never closed.");
  expect_import_error (doc, "id,hp\nbat,1,2\n", TW_ENTITY_TABLE_ERROR_FORMAT,
                       "bal.csv:2:3: This line has more cells than the first line names.");
  /* A quoted cell over two lines counts its lines for the next error. */
  expect_import_error (doc, "id,name,hp\nbat,\"two\nlines\",1\nbat,x,q\n",
                       TW_ENTITY_TABLE_ERROR_VALUE, "bal.csv:4:3: hp: “q” is not a number.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/entity-table/columns", test_columns);
  g_test_add_func ("/entity-table/cell-text-and-parse", test_cell_text_and_parse);
  g_test_add_func ("/entity-table/set-cell-undo", test_set_cell_undo);
  g_test_add_func ("/entity-table/matches", test_matches);
  g_test_add_func ("/entity-table/paste", test_paste);
  g_test_add_func ("/entity-table/csv-round-trip", test_csv_round_trip);
  g_test_add_func ("/entity-table/csv-errors", test_csv_errors);
  return g_test_run ();
}
