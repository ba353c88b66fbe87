/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The undo history: primitive edits restore the tree exactly (key order
 * included), groups, the clean point, and random edit sequences on the
 * sample tower checked against snapshots of the model. */
#include <glib.h>
#include <jansson.h>

#include "doc-test-util.h"
#include "editor/tw-document.h"
#include "editor/tw-history.h"

static json_t *
parse (const char *text)
{
  json_error_t error;
  json_t *value = json_loads (text, 0, &error);
  g_assert_nonnull (value);
  return value;
}

static void
assert_dump (json_t *root, const char *expected)
{
  g_autofree char *text = doc_test_dump (root);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_paths (void)
{
  g_autofree char *escaped = tw_path_escape ("a/b~c");
  g_assert_cmpstr (escaped, ==, "a~1b~0c");
  g_autofree char *path = tw_path_append ("/floors", "x/y");
  g_assert_cmpstr (path, ==, "/floors/x~1y");
  g_auto (GStrv) parts = tw_path_split (path);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  g_assert_cmpstr (parts[1], ==, "x/y");
  g_auto (GStrv) root = tw_path_split ("");
  g_assert_cmpuint (g_strv_length (root), ==, 0);

  json_t *tree = parse ("{\"a\": {\"x/y\": [10, 20, {\"k\": true}]}}");
  g_assert_true (json_is_true (tw_path_resolve (tree, "/a/x~1y/2/k")));
  g_assert_cmpint (json_integer_value (tw_path_resolve (tree, "/a/x~1y/1")), ==, 20);
  g_assert_null (tw_path_resolve (tree, "/a/x~1y/3"));
  g_assert_null (tw_path_resolve (tree, "/a/x~1y/-1"));
  g_assert_null (tw_path_resolve (tree, "/b"));
  g_assert_true (tw_path_resolve (tree, "") == tree);
  json_decref (tree);
}

/* Every primitive, undone, gives back the same text: order included. */
static void
test_primitives_keep_order (void)
{
  const char *start = "{\"b\":1,\"a\":{\"z\":1,\"y\":2,\"x\":3},\"c\":[1,2,3]}";
  json_t *tree = parse (start);
  TwHistory *history = tw_history_new ();
  g_autoptr (GError) error = NULL;
  json_t *nine = json_integer (9);

  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_REMOVE, "/a", "y", NULL, NULL, &error));
  assert_dump (tree, "{\"b\":1,\"a\":{\"z\":1,\"x\":3},\"c\":[1,2,3]}");
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_RENAME, "/a", "z", "w", NULL, &error));
  assert_dump (tree, "{\"b\":1,\"a\":{\"w\":1,\"x\":3},\"c\":[1,2,3]}");
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_SET, "", "b", NULL, nine, &error));
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_SET, "", "d", NULL, nine, &error));
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_INSERT, "/c", "1", NULL, nine, &error));
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_REMOVE, "/c", "3", NULL, NULL, &error));
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_SET, "/c", "0", NULL, nine, &error));
  g_assert_no_error (error);
  assert_dump (tree, "{\"b\":9,\"a\":{\"w\":1,\"x\":3},\"c\":[9,9,2],\"d\":9}");
  g_autofree char *end = doc_test_dump (tree);

  g_assert_cmpuint (tw_history_get_length (history), ==, 7);
  while (tw_history_undo (history, tree) != NULL)
    ;
  assert_dump (tree, start);
  while (tw_history_redo (history, tree) != NULL)
    ;
  assert_dump (tree, end);

  json_decref (nine);
  tw_history_free (history);
  json_decref (tree);
}

static void
test_failed_edit_changes_nothing (void)
{
  json_t *tree = parse ("{\"a\":{\"x\":1,\"y\":2},\"l\":[1]}");
  TwHistory *history = tw_history_new ();
  json_t *one = json_integer (1);

  g_autoptr (GError) e1 = NULL, e2 = NULL, e3 = NULL, e4 = NULL, e5 = NULL;
  g_assert_null (tw_history_apply (history, tree, TW_EDIT_REMOVE, "/a", "q", NULL, NULL, &e1));
  g_assert_error (e1, TW_HISTORY_ERROR, TW_HISTORY_ERROR_NOT_FOUND);
  g_assert_null (tw_history_apply (history, tree, TW_EDIT_RENAME, "/a", "x", "y", NULL, &e2));
  g_assert_error (e2, TW_HISTORY_ERROR, TW_HISTORY_ERROR_EXISTS);
  g_assert_null (tw_history_apply (history, tree, TW_EDIT_SET, "/l", "5", NULL, one, &e3));
  g_assert_error (e3, TW_HISTORY_ERROR, TW_HISTORY_ERROR_NOT_FOUND);
  g_assert_null (tw_history_apply (history, tree, TW_EDIT_SET, "/nothing", "k", NULL, one, &e4));
  g_assert_error (e4, TW_HISTORY_ERROR, TW_HISTORY_ERROR_NOT_FOUND);
  g_assert_null (tw_history_apply (history, tree, TW_EDIT_INSERT, "/a", "0", NULL, one, &e5));
  g_assert_error (e5, TW_HISTORY_ERROR, TW_HISTORY_ERROR_TYPE);
  assert_dump (tree, "{\"a\":{\"x\":1,\"y\":2},\"l\":[1]}");
  g_assert_cmpuint (tw_history_get_length (history), ==, 0);
  g_assert_false (tw_history_is_dirty (history));

  json_decref (one);
  tw_history_free (history);
  json_decref (tree);
}

/* The caller's value is copied: changing it afterwards changes no step. */
static void
test_values_are_copied (void)
{
  json_t *tree = parse ("{}");
  TwHistory *history = tw_history_new ();
  json_t *value = parse ("{\"hp\":1}");
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_SET, "", "e", NULL, value, NULL));
  json_object_set_new (value, "hp", json_integer (2));
  assert_dump (tree, "{\"e\":{\"hp\":1}}");
  tw_history_undo (history, tree);
  tw_history_redo (history, tree);
  assert_dump (tree, "{\"e\":{\"hp\":1}}");
  json_decref (value);
  tw_history_free (history);
  json_decref (tree);
}

static void
test_groups (void)
{
  json_t *tree = parse ("{\"l\":[0,0,0]}");
  TwHistory *history = tw_history_new ();
  json_t *one = json_integer (1);

  tw_history_begin_group (history, "Paint");
  tw_history_begin_group (history, "inner");
  tw_history_apply (history, tree, TW_EDIT_SET, "/l", "0", NULL, one, NULL);
  tw_history_end_group (history);
  g_assert_false (tw_history_can_undo (history)); /* not while a group is open */
  tw_history_apply (history, tree, TW_EDIT_SET, "/l", "2", NULL, one, NULL);
  tw_history_end_group (history);

  /* an empty group leaves no step */
  tw_history_begin_group (history, "Nothing");
  tw_history_end_group (history);

  g_assert_cmpuint (tw_history_get_length (history), ==, 1);
  g_assert_cmpstr (tw_history_get_undo_label (history), ==, "Paint");
  g_assert_nonnull (tw_history_undo (history, tree));
  assert_dump (tree, "{\"l\":[0,0,0]}");
  g_assert_cmpstr (tw_history_get_redo_label (history), ==, "Paint");
  g_assert_nonnull (tw_history_redo (history, tree));
  assert_dump (tree, "{\"l\":[1,0,1]}");

  json_decref (one);
  tw_history_free (history);
  json_decref (tree);
}

static void
set_value (TwHistory *history, json_t *tree, int value)
{
  json_t *v = json_integer (value);
  g_assert_nonnull (tw_history_apply (history, tree,
                                      TW_EDIT_SET, "", "v", NULL, v, NULL));
  json_decref (v);
}

static void
test_clean_point (void)
{
  json_t *tree = parse ("{\"v\":0}");
  TwHistory *history = tw_history_new ();

  g_assert_false (tw_history_is_dirty (history));
  set_value (history, tree, 1);
  g_assert_true (tw_history_is_dirty (history));
  tw_history_undo (history, tree);
  g_assert_false (tw_history_is_dirty (history)); /* back at the opened state */
  tw_history_redo (history, tree);
  set_value (history, tree, 2);
  tw_history_mark_clean (history); /* saved at position 2 */
  g_assert_false (tw_history_is_dirty (history));
  tw_history_undo (history, tree);
  g_assert_true (tw_history_is_dirty (history));
  tw_history_redo (history, tree);
  g_assert_false (tw_history_is_dirty (history));

  /* a new edit after undo drops the step that led to the clean point */
  tw_history_undo (history, tree);
  set_value (history, tree, 3);
  g_assert_true (tw_history_is_dirty (history));
  tw_history_undo (history, tree);
  g_assert_true (tw_history_is_dirty (history));
  tw_history_undo (history, tree);
  g_assert_true (tw_history_is_dirty (history));
  while (tw_history_redo (history, tree))
    g_assert_true (tw_history_is_dirty (history));

  /* a new edit from the clean point itself keeps it reachable by undo */
  tw_history_mark_clean (history);
  set_value (history, tree, 4);
  g_assert_true (tw_history_is_dirty (history));
  tw_history_undo (history, tree);
  g_assert_false (tw_history_is_dirty (history));

  tw_history_free (history);
  json_decref (tree);
}

/* Random edits through TwDocument */

typedef struct
{
  GRand *rand;
  TwDocument *doc;
  guint serial;
} Fuzz;

static const char *
random_floor (Fuzz *f)
{
  guint n = tw_document_get_n_floors (f->doc);
  if (n == 0)
    return NULL;
  return tw_document_get_floor_id (f->doc, (guint) g_rand_int_range (f->rand, 0, (gint32) n));
}

static char *
random_key (Fuzz *f, json_t *object)
{
  gsize n = json_object_size (object);
  if (n == 0)
    return NULL;
  gint32 pick = g_rand_int_range (f->rand, 0, (gint32) n);
  const char *key;
  json_t *value;
  json_object_foreach (object, key, value)
    if (pick-- == 0)
      return g_strdup (key);
  return NULL;
}

static gboolean
random_paint (Fuzz *f)
{
  const char *floor = random_floor (f);
  int w, h;
  if (floor == NULL || !tw_document_get_floor_size (f->doc, floor, &w, &h))
    return FALSE;
  gboolean stroke = g_rand_boolean (f->rand);
  if (stroke)
    tw_document_begin_group (f->doc, "Paint");
  int cells = stroke ? g_rand_int_range (f->rand, 1, 12) : 1;
  int tile = g_rand_boolean (f->rand) ? 0 : g_rand_int_range (f->rand, 1, 400);
  gboolean changed = FALSE;
  for (int i = 0; i < cells; i++)
    {
      int x = g_rand_int_range (f->rand, 0, w), y = g_rand_int_range (f->rand, 0, h);
      int before = tw_document_get_cell (f->doc, floor, x, y);
      g_assert_true (tw_document_set_cell (f->doc, floor, x, y, tile, NULL));
      g_assert_cmpint (tw_document_get_cell (f->doc, floor, x, y), ==, tile);
      changed |= before != tile;
    }
  if (stroke)
    tw_document_end_group (f->doc);
  return changed;
}

static gboolean
random_move (Fuzz *f)
{
  const char *floor = random_floor (f);
  int w, h;
  if (floor == NULL || !tw_document_get_floor_size (f->doc, floor, &w, &h))
    return FALSE;
  g_autofree char *before = doc_test_dump (tw_document_get_tower (f->doc));
  int x = g_rand_int_range (f->rand, 0, w), y = g_rand_int_range (f->rand, 0, h);
  int sw = g_rand_int_range (f->rand, 1, 6), sh = g_rand_int_range (f->rand, 1, 6);
  int dx = g_rand_int_range (f->rand, -4, 5), dy = g_rand_int_range (f->rand, -4, 5);
  g_assert_true (tw_document_move_cells (f->doc, floor, x, y, sw, sh, dx, dy, NULL));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (f->doc));
  return g_strcmp0 (before, after) != 0;
}

static gboolean
random_field (Fuzz *f)
{
  static const char *parts[] = { "enemys", "items", "maps" };
  const char *part = parts[g_rand_int_range (f->rand, 0, 3)];
  json_t *table = json_object_get (tw_document_get_tower (f->doc), part);
  g_autofree char *id = random_key (f, table);
  if (id == NULL)
    return FALSE;
  json_t *entry = json_object_get (table, id);
  g_autofree char *field = NULL;
  int what = g_rand_int_range (f->rand, 0, 3);
  if (what == 0)
    field = random_key (f, entry); /* change or remove an existing field */
  else
    field = g_strdup_printf ("f%u", g_rand_int_range (f->rand, 0, 4));
  if (field == NULL)
    return FALSE;
  g_autofree char *base = tw_path_append ("", part);
  g_autofree char *entry_path = tw_path_append (base, id);
  g_autofree char *path = tw_path_append (entry_path, field);
  json_t *old = json_object_get (entry, field);
  gboolean remove = g_rand_int_range (f->rand, 0, 4) == 0;
  json_t *value = remove ? NULL : json_integer (g_rand_int_range (f->rand, -5, 50));
  g_assert_true (tw_document_set_field (f->doc, path, value, NULL));
  gboolean changed = value ? (old == NULL || !json_equal (old, value)) : old != NULL;
  if (value)
    json_decref (value);
  return changed;
}

static gboolean
random_floor_edit (Fuzz *f)
{
  const char *floor = random_floor (f);
  g_autofree char *fresh = g_strdup_printf ("F%u", f->serial++);
  guint n = tw_document_get_n_floors (f->doc);
  switch (g_rand_int_range (f->rand, 0, 6))
    {
    case 5:
      if (floor == NULL)
        return FALSE;
      return tw_document_resize_floor (f->doc, floor, g_rand_int_range (f->rand, 1, 16),
                                       g_rand_int_range (f->rand, 1, 16),
                                       g_rand_int_range (f->rand, -3, 4),
                                       g_rand_int_range (f->rand, -3, 4), NULL);
    case 0:
      return tw_document_add_floor (f->doc, fresh, g_rand_int_range (f->rand, 1, 15),
                                    g_rand_int_range (f->rand, 1, 15),
                                    g_rand_int_range (f->rand, -1, (gint32) n + 1), NULL);
    case 1:
      if (floor == NULL || n <= 1)
        return FALSE;
      g_assert_true (tw_document_remove_floor (f->doc, floor, NULL));
      return TRUE;
    case 2:
      if (floor == NULL)
        return FALSE;
      g_assert_true (tw_document_rename_floor (f->doc, floor, fresh, NULL));
      g_assert_nonnull (tw_document_get_floor (f->doc, fresh));
      return TRUE;
    case 3:
      {
        if (floor == NULL)
          return FALSE;
        g_autofree char *id = g_strdup (floor);
        int position = g_rand_int_range (f->rand, 0, (gint32) n);
        g_assert_true (tw_document_move_floor (f->doc, id, position, NULL));
        g_assert_cmpstr (tw_document_get_floor_id (f->doc, (guint) position), ==, id);
        return TRUE;
      }
    default:
      if (floor == NULL)
        return FALSE;
      return tw_document_insert_floor (f->doc, fresh, tw_document_get_floor (f->doc, floor), -1,
                                       NULL);
    }
}

static gboolean
random_entity_edit (Fuzz *f)
{
  gboolean enemy = g_rand_boolean (f->rand);
  json_t *table = json_object_get (tw_document_get_tower (f->doc), enemy ? "enemys" : "items");
  g_autofree char *id = random_key (f, table);
  g_autofree char *fresh = g_strdup_printf ("e%u", f->serial++);
  switch (g_rand_int_range (f->rand, 0, 3))
    {
    case 0:
      return enemy ? tw_document_add_enemy (f->doc, fresh, NULL, NULL)
                   : tw_document_add_item (f->doc, fresh, NULL, NULL);
    case 1:
      if (id == NULL)
        return FALSE;
      g_assert_true (enemy ? tw_document_remove_enemy (f->doc, id, NULL)
                           : tw_document_remove_item (f->doc, id, NULL));
      return TRUE;
    default:
      if (id == NULL)
        return FALSE;
      g_assert_true (enemy ? tw_document_rename_enemy (f->doc, id, fresh, NULL)
                           : tw_document_rename_item (f->doc, id, fresh, NULL));
      return TRUE;
    }
}

static gboolean
random_command (Fuzz *f)
{
  switch (g_rand_int_range (f->rand, 0, 10))
    {
    case 0:
    case 1:
    case 2:
      return random_paint (f);
    case 3:
      return random_move (f);
    case 4:
    case 5:
      return random_field (f);
    case 6:
    case 7:
      return random_floor_edit (f);
    default:
      return random_entity_edit (f);
    }
}

/* Apply N random commands, keeping a snapshot after each step; undo back to
 * the start checking every snapshot on the way; redo to the end likewise;
 * then undo half way and branch, checking the clean point. */
static void
run_random_sequence (guint32 seed, json_t *sample, guint n_commands)
{
  json_t *tower = json_deep_copy (sample);
  Fuzz f = { g_rand_new_with_seed (seed), tw_document_new (tower), 0 };
  json_decref (tower);
  tower = tw_document_get_tower (f.doc);

  GPtrArray *snapshots = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (snapshots, doc_test_dump (tower));
  for (guint i = 0; i < n_commands; i++)
    {
      g_autofree char *label = g_strdup (tw_document_get_undo_label (f.doc));
      gboolean could_undo = tw_document_can_undo (f.doc);
      random_command (&f);
      g_autofree char *now = doc_test_dump (tower);
      if (g_strcmp0 (now, g_ptr_array_index (snapshots, snapshots->len - 1)) != 0)
        {
          /* a change is always exactly one new step */
          g_assert_true (tw_document_can_undo (f.doc));
          g_ptr_array_add (snapshots, g_steal_pointer (&now));
        }
      else
        {
          g_assert_cmpint (could_undo, ==, tw_document_can_undo (f.doc));
          g_assert_cmpstr (label, ==, tw_document_get_undo_label (f.doc));
        }
    }
  g_assert_true (tw_document_get_dirty (f.doc) == (snapshots->len > 1));
  g_test_message ("seed %u: %u commands, %u steps", seed, n_commands, snapshots->len - 1);

  for (guint i = snapshots->len - 1; i > 0; i--)
    {
      g_assert_true (tw_document_undo (f.doc));
      g_autofree char *now = doc_test_dump (tower);
      g_assert_cmpstr (now, ==, g_ptr_array_index (snapshots, i - 1));
    }
  g_assert_false (tw_document_can_undo (f.doc));
  g_assert_false (tw_document_get_dirty (f.doc));
  g_assert_true (json_equal (tower, sample));

  for (guint i = 1; i < snapshots->len; i++)
    {
      g_assert_true (tw_document_redo (f.doc));
      g_autofree char *now = doc_test_dump (tower);
      g_assert_cmpstr (now, ==, g_ptr_array_index (snapshots, i));
    }
  g_assert_false (tw_document_can_redo (f.doc));

  /* save at the end, undo half way, branch: the save is unreachable */
  tw_document_mark_clean (f.doc);
  guint back = (snapshots->len - 1) / 2;
  for (guint i = 0; i < back; i++)
    tw_document_undo (f.doc);
  g_assert_true (tw_document_get_dirty (f.doc) == (back > 0));
  if (back > 0)
    {
      g_autofree char *mid = doc_test_dump (tower);
      g_assert_true (tw_document_add_enemy (f.doc, "branchEnemy", NULL, NULL));
      g_assert_false (tw_document_can_redo (f.doc));
      g_assert_true (tw_document_get_dirty (f.doc));
      tw_document_undo (f.doc);
      g_autofree char *again = doc_test_dump (tower);
      g_assert_cmpstr (again, ==, mid);
      g_assert_true (tw_document_get_dirty (f.doc));
    }

  g_ptr_array_unref (snapshots);
  g_rand_free (f.rand);
  g_object_unref (f.doc);
}

static void
test_random_sequences (void)
{
  json_t *sample = doc_test_load_sample ();
  for (guint32 seed = 1; seed <= 12; seed++)
    run_random_sequence (seed, sample, 40);
  json_decref (sample);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/history/paths", test_paths);
  g_test_add_func ("/editor/history/primitives-keep-order", test_primitives_keep_order);
  g_test_add_func ("/editor/history/failed-edit-changes-nothing", test_failed_edit_changes_nothing);
  g_test_add_func ("/editor/history/values-are-copied", test_values_are_copied);
  g_test_add_func ("/editor/history/groups", test_groups);
  g_test_add_func ("/editor/history/clean-point", test_clean_point);
  g_test_add_func ("/editor/history/random-sequences", test_random_sequences);
  return g_test_run ();
}
