/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwDocument: typed reads of the sample tower, each kind of edit and what it
 * propagates, the change signals and the history properties. */
#include <glib.h>
#include <jansson.h>

#include "doc-test-util.h"
#include "editor/tw-document.h"

/* Records the signals a document emits. */
typedef struct
{
  GPtrArray *events; /* "cells FLOOR x y w h", "floors", "entity KIND ID FIELD", "notify NAME" */
} Recorder;

static void
on_cells (TwDocument *doc, const char *floor, int x, int y, int w, int h, Recorder *r)
{
  g_ptr_array_add (r->events, g_strdup_printf ("cells %s %d %d %d %d", floor, x, y, w, h));
}

static void
on_floors (TwDocument *doc, Recorder *r)
{
  g_ptr_array_add (r->events, g_strdup ("floors"));
}

static void
on_entity (TwDocument *doc, TwEntityKind kind, const char *id, const char *field, Recorder *r)
{
  GEnumClass *klass = g_type_class_ref (TW_TYPE_ENTITY_KIND);
  g_ptr_array_add (r->events, g_strdup_printf ("entity %s %s %s",
                                               g_enum_get_value (klass, (int)kind)->value_nick,
                                               id ? id : "-", field ? field : "-"));
  g_type_class_unref (klass);
}

static void
on_notify (TwDocument *doc, GParamSpec *pspec, Recorder *r)
{
  g_ptr_array_add (r->events, g_strdup_printf ("notify %s", pspec->name));
}

static void
recorder_attach (Recorder *r, TwDocument *doc)
{
  r->events = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (doc, "cells-changed", G_CALLBACK (on_cells), r);
  g_signal_connect (doc, "floors-changed", G_CALLBACK (on_floors), r);
  g_signal_connect (doc, "entity-changed", G_CALLBACK (on_entity), r);
  g_signal_connect (doc, "notify", G_CALLBACK (on_notify), r);
}

static gboolean
recorder_has (Recorder *r, const char *event)
{
  for (guint i = 0; i < r->events->len; i++)
    if (g_strcmp0 (g_ptr_array_index (r->events, i), event) == 0)
      return TRUE;
  return FALSE;
}

static guint
recorder_count_prefix (Recorder *r, const char *prefix)
{
  guint n = 0;
  for (guint i = 0; i < r->events->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (r->events, i), prefix))
      n++;
  return n;
}

static void
recorder_clear (Recorder *r)
{
  g_ptr_array_set_size (r->events, 0);
}

static void
test_reads (void)
{
  TwDocument *doc = doc_test_open_sample ();

  g_assert_cmpuint (tw_document_get_n_floors (doc), ==, 4);
  g_assert_cmpstr (tw_document_get_floor_id (doc, 0), ==, "sample0");
  g_assert_cmpstr (tw_document_get_floor_id (doc, 3), ==, "MT0");
  g_assert_null (tw_document_get_floor_id (doc, 4));
  g_auto (GStrv) ids = tw_document_dup_floor_ids (doc);
  g_assert_cmpuint (g_strv_length (ids), ==, 4);
  g_assert_cmpstr (ids[1], ==, "sample1");

  int w = 0, h = 0;
  g_assert_true (tw_document_get_floor_size (doc, "MT0", &w, &h));
  g_assert_cmpint (w, ==, 13);
  g_assert_cmpint (h, ==, 13);
  g_assert_false (tw_document_get_floor_size (doc, "nope", &w, &h));

  /* sample1 row 0 starts 7,131,8 (see floors/sample1.js) */
  g_assert_cmpint (tw_document_get_cell (doc, "sample1", 0, 0), ==, 7);
  g_assert_cmpint (tw_document_get_cell (doc, "sample1", 1, 0), ==, 131);
  g_assert_cmpint (tw_document_get_cell (doc, "sample1", 13, 0), ==, -1);
  g_assert_cmpint (tw_document_get_cell (doc, "sample1", 0, -1), ==, -1);

  const char *cls = NULL, *id = NULL;
  g_assert_true (tw_document_lookup_tile (doc, 1, &cls, &id));
  g_assert_cmpstr (cls, ==, "animates");
  g_assert_cmpstr (id, ==, "yellowWall");
  g_assert_false (tw_document_lookup_tile (doc, 99999, &cls, &id));
  g_assert_cmpint (tw_document_find_tile (doc, "yellowWall"), ==, 1);
  g_assert_cmpint (tw_document_find_tile (doc, "noSuchTile"), ==, -1);

  g_auto (GStrv) enemies = tw_document_dup_enemy_ids (doc);
  g_assert_cmpstr (enemies[0], ==, "greenSlime");
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "bat", "hp")), ==, 100);
  g_assert_null (tw_document_get_enemy (doc, "nobody"));
  g_auto (GStrv) items = tw_document_dup_item_ids (doc);
  g_assert_cmpstr (items[0], ==, "yellowKey");
  g_assert_cmpstr (json_string_value (tw_document_get_item_field (doc, "redGem", "cls")), ==,
                   "items");

  g_assert_cmpint (json_integer_value (json_object_get (tw_document_get_hero (doc), "hp")), ==,
                   1000);
  g_assert_cmpstr (tw_document_get_start_floor (doc), ==, "sample0");
  g_assert_cmpint (json_integer_value (json_object_get (tw_document_get_values (doc), "redGem")),
                   ==, 3);
  g_assert_false (tw_document_get_dirty (doc));
  g_assert_false (tw_document_can_undo (doc));
  g_assert_false (tw_document_can_redo (doc));

  g_object_unref (doc);
}

static void
test_paint_signals_and_properties (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);

  g_assert_true (tw_document_set_cell (doc, "MT0", 2, 3, 1, NULL));
  g_assert_cmpint (tw_document_get_cell (doc, "MT0", 2, 3), ==, 1);
  g_assert_true (recorder_has (&r, "cells MT0 2 3 1 1"));
  g_assert_true (recorder_has (&r, "notify dirty"));
  g_assert_true (recorder_has (&r, "notify can-undo"));
  g_assert_true (recorder_has (&r, "notify undo-label"));
  g_assert_false (recorder_has (&r, "notify can-redo"));
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Paint");
  gboolean dirty = FALSE;
  g_object_get (doc, "dirty", &dirty, NULL);
  g_assert_true (dirty);

  /* painting what is already there is no step and no signal */
  recorder_clear (&r);
  g_assert_true (tw_document_set_cell (doc, "MT0", 2, 3, 1, NULL));
  g_assert_cmpuint (r.events->len, ==, 0);

  recorder_clear (&r);
  g_assert_true (tw_document_undo (doc));
  g_assert_cmpint (tw_document_get_cell (doc, "MT0", 2, 3), ==, 0);
  g_assert_true (recorder_has (&r, "cells MT0 2 3 1 1"));
  g_assert_true (recorder_has (&r, "notify dirty"));
  g_assert_true (recorder_has (&r, "notify can-redo"));
  g_assert_false (tw_document_get_dirty (doc));
  g_assert_cmpstr (tw_document_get_redo_label (doc), ==, "Paint");

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_set_cell (doc, "MT0", 13, 0, 1, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tw_document_set_cell (doc, "MT9", 0, 0, 1, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_NOT_FOUND);

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

/* A brush stroke: many cells, one step, each cell signalled as painted. */
static void
test_stroke_is_one_step (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));

  tw_document_begin_group (doc, "Brush");
  for (int x = 0; x < 5; x++)
    g_assert_true (tw_document_set_cell (doc, "MT0", x, 4, 2, NULL));
  g_assert_cmpuint (recorder_count_prefix (&r, "cells MT0"), ==, 5);
  g_assert_false (tw_document_can_undo (doc)); /* not in the middle of a stroke */
  tw_document_end_group (doc);

  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Brush");
  recorder_clear (&r);
  g_assert_true (tw_document_undo (doc));
  g_assert_false (tw_document_can_undo (doc));
  /* undone as one rectangle */
  g_assert_true (recorder_has (&r, "cells MT0 0 4 5 1"));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);
  g_assert_true (tw_document_redo (doc));
  for (int x = 0; x < 5; x++)
    g_assert_cmpint (tw_document_get_cell (doc, "MT0", x, 4), ==, 2);

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

/* Painting the background and foreground layers: sample0's bgmap is an
 * empty array, made whole by the first paint in the same undo step; undo
 * puts back exactly what was there; the event layer is untouched. */
static void
test_layer_cells (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));
  json_t *floor = tw_document_get_floor (doc, "sample0");
  g_assert_cmpuint (json_array_size (json_object_get (floor, "bgmap")), ==, 0);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "bgmap", 3, 4), ==, 0);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "fgmap", 7, 6), ==, 10181);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "map", 7, 6), ==, 1);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "bgmap", 13, 0), ==, -1);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "sky", 0, 0), ==, -1);

  g_assert_true (tw_document_set_layer_cell (doc, "sample0", "bgmap", 3, 4, 10005, NULL));
  /* The new grid: the whole floor is signalled. */
  g_assert_true (recorder_has (&r, "cells sample0 0 0 13 13"));
  g_assert_cmpuint (json_array_size (json_object_get (floor, "bgmap")), ==, 13);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "bgmap", 3, 4), ==, 10005);
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "bgmap", 4, 4), ==, 0);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 3, 4), ==, 234); /* the map's own */
  g_assert_true (tw_document_set_layer_cell (doc, "sample0", "fgmap", 7, 6, 0, NULL));
  g_assert_true (recorder_has (&r, "cells sample0 7 6 1 1"));
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "fgmap", 7, 6), ==, 0);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 7, 6), ==, 1);

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_set_layer_cell (doc, "sample0", "sky", 0, 0, 1, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (tw_document_set_layer_cell (doc, "sample0", "fgmap", 13, 0, 1, &error));
  g_assert_nonnull (error);

  g_assert_true (tw_document_undo (doc));
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "fgmap", 7, 6), ==, 10181);
  g_assert_true (tw_document_undo (doc)); /* one step: the grid and the cell */
  g_assert_false (tw_document_can_undo (doc));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);
  g_assert_true (tw_document_redo (doc));
  g_assert_cmpint (tw_document_get_layer_cell (doc, "sample0", "bgmap", 3, 4), ==, 10005);

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

/* Edits on other floors keep the history: switching floors is only reading. */
static void
test_history_across_floors (void)
{
  TwDocument *doc = doc_test_open_sample ();
  g_assert_true (tw_document_set_cell (doc, "MT0", 0, 0, 1, NULL));
  int other = tw_document_get_cell (doc, "sample2", 0, 0) == 1 ? 2 : 1;
  g_assert_true (tw_document_set_cell (doc, "sample2", 0, 0, other, NULL));
  g_assert_true (tw_document_set_cell (doc, "MT0", 1, 0, 1, NULL));
  g_assert_true (tw_document_undo (doc));
  g_assert_true (tw_document_undo (doc));
  g_assert_true (tw_document_undo (doc));
  g_assert_cmpint (tw_document_get_cell (doc, "MT0", 0, 0), ==, 0);
  g_assert_false (tw_document_get_dirty (doc));
  g_object_unref (doc);
}

static void
test_move_selection (void)
{
  TwDocument *doc = doc_test_open_sample ();
  /* sample0's stairs at "0,11" and "0,12" lead within sample0 */
  int t011 = tw_document_get_cell (doc, "sample0", 0, 11);
  int t012 = tw_document_get_cell (doc, "sample0", 0, 12);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));

  g_assert_true (tw_document_move_cells (doc, "sample0", 0, 11, 1, 2, 3, -1, NULL));
  g_assert_cmpuint (tw_document_get_n_floors (doc), ==, 4);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 3, 10), ==, t011);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 3, 11), ==, t012);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 11), ==, 0);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 12), ==, 0);
  json_t *stairs = json_object_get (tw_document_get_floor (doc, "sample0"), "changeFloor");
  g_assert_null (json_object_get (stairs, "0,11"));
  g_assert_nonnull (json_object_get (stairs, "3,10"));
  g_assert_nonnull (json_object_get (stairs, "3,11"));
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Move Selection");

  g_assert_true (tw_document_undo (doc));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);
  g_assert_false (tw_document_can_undo (doc));

  /* cells moved off the map are dropped */
  g_assert_true (tw_document_move_cells (doc, "MT0", 0, 0, 2, 2, -1, 0, NULL));
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_move_cells (doc, "MT0", 20, 20, 2, 2, 1, 0, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID);
  g_object_unref (doc);
}

static void
test_resize_floor (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));
  int t00 = tw_document_get_cell (doc, "sample0", 0, 11);
  json_t *hero_loc = tw_document_get_path (doc, "/data/firstData/hero/loc");
  json_int_t hero_y = json_integer_value (json_object_get (hero_loc, "y"));

  /* drop the top row, add two columns on the right */
  g_assert_true (tw_document_resize_floor (doc, "sample0", 15, 12, 0, -1, NULL));
  int w, h;
  g_assert_true (tw_document_get_floor_size (doc, "sample0", &w, &h));
  g_assert_cmpint (w, ==, 15);
  g_assert_cmpint (h, ==, 12);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 10), ==, t00);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 14, 11), ==, 0);
  g_assert_cmpint (tw_document_get_cell (doc, "sample0", 0, 12), ==, -1);
  json_t *stairs = json_object_get (tw_document_get_floor (doc, "sample0"), "changeFloor");
  g_assert_null (json_object_get (stairs, "6,0")); /* was on the dropped row */
  g_assert_nonnull (json_object_get (stairs, "0,10"));
  g_assert_null (json_object_get (stairs, "0,12"));
  g_assert_cmpint (json_integer_value (json_object_get (hero_loc, "y")), ==, hero_y - 1);
  g_assert_true (recorder_has (&r, "cells sample0 0 0 15 12"));
  g_assert_true (recorder_has (&r, "entity floor sample0 width"));
  g_assert_cmpstr (tw_document_get_undo_label (doc), ==, "Resize Floor");

  g_assert_true (tw_document_undo (doc));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_resize_floor (doc, "sample0", 0, 5, 0, 0, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID);
  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

static void
test_set_field (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));

  json_t *three = json_integer (3);
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/timeCost", three, NULL));
  g_assert_true (recorder_has (&r, "entity enemy bat timeCost"));
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/hp", three, NULL));
  /* a changed field stays where it was in the entry */
  json_t *bat = tw_document_get_enemy (doc, "bat");
  const char *first_key = json_object_iter_key (json_object_iter (bat));
  g_assert_cmpstr (first_key, ==, "name");
  /* removal, and its undo, keep the order */
  g_assert_true (tw_document_set_field (doc, "/enemys/bat/atk", NULL, NULL));
  g_assert_null (tw_document_get_enemy_field (doc, "bat", "atk"));
  g_assert_true (tw_document_set_field (doc, "/data/firstData/hero/atk", three, NULL));
  g_assert_true (recorder_has (&r, "entity hero - atk"));
  json_t *seven = json_integer (7);
  g_assert_true (tw_document_set_field (doc, "/data/values/redGem", seven, NULL));
  json_decref (seven);
  g_assert_true (recorder_has (&r, "entity values - redGem"));
  g_assert_true (tw_document_set_field (doc, "/floors/MT0/title", three, NULL));
  g_assert_true (recorder_has (&r, "entity floor MT0 title"));
  g_assert_true (tw_document_set_field (doc, "/floors/MT0/map/0/0", three, NULL));
  g_assert_true (recorder_has (&r, "cells MT0 0 0 1 1"));
  /* appending to a list */
  g_assert_true (tw_document_set_field (doc, "/data/main/images/5", three, NULL));
  g_assert_true (recorder_has (&r, "floors") == FALSE);

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_set_field (doc, "/enemys/nobody/hp", three, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_NOT_FOUND);
  json_decref (three);

  while (tw_document_undo (doc))
    ;
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

static void
test_floor_add_remove_move (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);

  g_assert_true (tw_document_add_floor (doc, "MT1", 5, 4, 1, NULL));
  g_assert_true (recorder_has (&r, "floors"));
  g_assert_cmpstr (tw_document_get_floor_id (doc, 1), ==, "MT1");
  int w, h;
  g_assert_true (tw_document_get_floor_size (doc, "MT1", &w, &h));
  g_assert_cmpint (w, ==, 5);
  g_assert_cmpint (h, ==, 4);
  g_assert_cmpint (tw_document_get_cell (doc, "MT1", 4, 3), ==, 0);
  g_assert_cmpint (tw_document_get_cell (doc, "MT1", 5, 3), ==, -1);

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_add_floor (doc, "MT1", 5, 4, -1, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_false (tw_document_add_floor (doc, "bad id", 5, 4, -1, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tw_document_add_floor (doc, "MT2", 0, 4, -1, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID);
  g_clear_error (&error);

  /* a duplicate keeps the content and gets its own floorId */
  g_assert_true (
      tw_document_insert_floor (doc, "copy", tw_document_get_floor (doc, "sample1"), -1, NULL));
  g_assert_cmpstr (tw_document_get_floor_id (doc, 5), ==, "copy");
  g_assert_cmpint (tw_document_get_cell (doc, "copy", 1, 0), ==, 131);
  g_assert_cmpstr (
      json_string_value (json_object_get (tw_document_get_floor (doc, "copy"), "floorId")), ==,
      "copy");

  g_assert_true (tw_document_move_floor (doc, "copy", 0, NULL));
  g_assert_cmpstr (tw_document_get_floor_id (doc, 0), ==, "copy");
  g_assert_cmpstr (tw_document_get_floor_id (doc, 1), ==, "sample0");
  g_assert_true (tw_document_move_floor (doc, "copy", -1, NULL));
  g_assert_cmpstr (tw_document_get_floor_id (doc, 5), ==, "copy");

  g_assert_true (tw_document_remove_floor (doc, "sample2", NULL));
  g_assert_null (tw_document_get_floor (doc, "sample2"));
  g_assert_cmpuint (tw_document_get_n_floors (doc), ==, 5);
  g_assert_false (tw_document_remove_floor (doc, "sample2", &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_NOT_FOUND);

  g_assert_true (tw_document_undo (doc));
  g_assert_nonnull (tw_document_get_floor (doc, "sample2"));
  g_assert_cmpstr (tw_document_get_floor_id (doc, 3), ==, "sample2");

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

static void
test_rename_floor_propagates (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));

  g_assert_true (tw_document_rename_floor (doc, "sample0", "start", NULL));
  g_assert_true (recorder_has (&r, "floors"));
  g_assert_cmpstr (tw_document_get_floor_id (doc, 0), ==, "start");
  g_assert_null (tw_document_get_floor (doc, "sample0"));
  json_t *floor = tw_document_get_floor (doc, "start");
  g_assert_cmpstr (json_string_value (json_object_get (floor, "floorId")), ==, "start");
  g_assert_cmpstr (tw_document_get_start_floor (doc), ==, "start");
  /* stairs on sample1 ("4,12") and on sample0 itself lead to the new id */
  g_assert_cmpstr (
      json_string_value (tw_document_get_path (doc, "/floors/sample1/changeFloor/4,12/floorId")),
      ==, "start");
  g_assert_cmpstr (
      json_string_value (tw_document_get_path (doc, "/floors/start/changeFloor/0,11/floorId")), ==,
      "start");
  /* stairs to other floors are untouched */
  g_assert_cmpstr (
      json_string_value (tw_document_get_path (doc, "/floors/start/changeFloor/6,0/floorId")), ==,
      "sample1");
  /* the floors object keeps its order */
  const char *first = json_object_iter_key (
      json_object_iter (json_object_get (tw_document_get_tower (doc), "floors")));
  g_assert_cmpstr (first, ==, "start");

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_rename_floor (doc, "start", "sample1", &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_EXISTS);

  g_assert_true (tw_document_undo (doc));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

static void
test_rename_enemy_propagates (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);
  int tile = tw_document_find_tile (doc, "greenSlime");
  g_assert_cmpint (tile, >, 0);
  json_t *summoner = json_pack ("{s:s, s:s, s:{s:s, s:s}}", "name", "s", "actType", "skill",
                                "actArgs", "kind", "summon", "enemy", "greenSlime");
  g_assert_true (tw_document_add_enemy (doc, "summoner", summoner, NULL));
  json_decref (summoner);
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));

  g_assert_true (tw_document_rename_enemy (doc, "greenSlime", "slime", NULL));
  g_assert_true (recorder_has (&r, "entity enemy slime -"));
  g_assert_true (recorder_has (&r, "entity enemy greenSlime -"));
  g_assert_null (tw_document_get_enemy (doc, "greenSlime"));
  g_assert_nonnull (tw_document_get_enemy (doc, "slime"));
  g_auto (GStrv) ids = tw_document_dup_enemy_ids (doc);
  g_assert_cmpstr (ids[0], ==, "slime"); /* same place in enemys.js */
  g_assert_cmpint (tw_document_find_tile (doc, "slime"), ==, tile);
  g_assert_nonnull (tw_document_get_path (doc, "/icons/enemys/slime"));
  g_assert_null (tw_document_get_path (doc, "/icons/enemys/greenSlime"));
  g_assert_cmpstr (json_string_value (tw_document_get_path (doc, "/enemys/summoner/actArgs/enemy")),
                   ==, "slime");

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_rename_enemy (doc, "slime", "redSlime", &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_false (tw_document_rename_enemy (doc, "slime", "9lives", &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID);
  g_clear_error (&error);
  /* an id held by another tile (a wall) cannot be taken */
  g_assert_false (tw_document_rename_enemy (doc, "slime", "yellowWall", &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_EXISTS);

  g_assert_true (tw_document_undo (doc));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

static void
test_rename_item_propagates (void)
{
  TwDocument *doc = doc_test_open_sample ();
  json_t *two = json_integer (2);
  g_assert_true (
      tw_document_set_field (doc, "/data/firstData/hero/items/tools/yellowKey", two, NULL));
  json_decref (two);
  int tile = tw_document_find_tile (doc, "yellowKey");
  g_autofree char *before = doc_test_dump (tw_document_get_tower (doc));

  g_assert_true (tw_document_rename_item (doc, "yellowKey", "goldKey", NULL));
  g_assert_nonnull (tw_document_get_item (doc, "goldKey"));
  g_assert_cmpint (tw_document_find_tile (doc, "goldKey"), ==, tile);
  g_assert_cmpint (
      json_integer_value (tw_document_get_path (doc, "/data/firstData/hero/items/tools/goldKey")),
      ==, 2);
  g_assert_nonnull (tw_document_get_path (doc, "/icons/items/goldKey"));

  g_assert_true (tw_document_undo (doc));
  g_autofree char *after = doc_test_dump (tw_document_get_tower (doc));
  g_assert_cmpstr (before, ==, after);
  g_object_unref (doc);
}

static void
test_add_remove_entities (void)
{
  TwDocument *doc = doc_test_open_sample ();
  Recorder r;
  recorder_attach (&r, doc);

  g_assert_true (tw_document_add_enemy (doc, "ghost", NULL, NULL));
  g_assert_true (recorder_has (&r, "entity enemy ghost -"));
  g_assert_cmpint (json_integer_value (tw_document_get_enemy_field (doc, "ghost", "hp")), ==, 0);
  json_t *def = json_pack ("{s:s, s:i}", "cls", "skillupdate", "timeCost", 0);
  g_assert_true (tw_document_add_item (doc, "skill9", def, NULL));
  json_decref (def);
  g_assert_cmpstr (json_string_value (tw_document_get_item_field (doc, "skill9", "cls")), ==,
                   "skillupdate");
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_add_item (doc, "ghost", NULL, &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_EXISTS);

  g_assert_true (tw_document_remove_enemy (doc, "bat", NULL));
  g_assert_null (tw_document_get_enemy (doc, "bat"));
  g_assert_true (tw_document_remove_item (doc, "redGem", NULL));
  g_assert_true (tw_document_undo (doc));
  g_assert_true (tw_document_undo (doc));
  g_auto (GStrv) ids = tw_document_dup_enemy_ids (doc);
  g_assert_cmpstr (ids[4], ==, "bat"); /* back in its place */
  g_assert_nonnull (tw_document_get_item (doc, "redGem"));

  g_ptr_array_unref (r.events);
  g_object_unref (doc);
}

/* Signals fire after the whole operation: a handler sees a finished rename. */
static void
on_floors_check_rename (TwDocument *doc, gboolean *consistent)
{
  *consistent = tw_document_get_floor (doc, "start") != NULL
                && g_strcmp0 (tw_document_get_floor_id (doc, 0), "start") == 0
                && g_strcmp0 (tw_document_get_start_floor (doc), "start") == 0;
}

static void
test_signals_after_operation (void)
{
  TwDocument *doc = doc_test_open_sample ();
  gboolean consistent = FALSE;
  g_signal_connect (doc, "floors-changed", G_CALLBACK (on_floors_check_rename), &consistent);
  g_assert_true (tw_document_rename_floor (doc, "sample0", "start", NULL));
  g_assert_true (consistent);
  g_object_unref (doc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/document/reads", test_reads);
  g_test_add_func ("/editor/document/paint-signals-and-properties",
                   test_paint_signals_and_properties);
  g_test_add_func ("/editor/document/stroke-is-one-step", test_stroke_is_one_step);
  g_test_add_func ("/editor/document/history-across-floors", test_history_across_floors);
  g_test_add_func ("/editor/document/move-selection", test_move_selection);
  g_test_add_func ("/editor/document/resize-floor", test_resize_floor);
  g_test_add_func ("/editor/document/set-field", test_set_field);
  g_test_add_func ("/editor/document/floor-add-remove-move", test_floor_add_remove_move);
  g_test_add_func ("/editor/document/rename-floor-propagates", test_rename_floor_propagates);
  g_test_add_func ("/editor/document/rename-enemy-propagates", test_rename_enemy_propagates);
  g_test_add_func ("/editor/document/rename-item-propagates", test_rename_item_propagates);
  g_test_add_func ("/editor/document/add-remove-entities", test_add_remove_entities);
  g_test_add_func ("/editor/document/signals-after-operation", test_signals_after_operation);
  g_test_add_func ("/editor/document/layer-cells", test_layer_cells);
  return g_test_run ();
}
