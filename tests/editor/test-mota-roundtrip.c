/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mota-js import and export: byte-identical round trips of the sample tower
 * and of a 2.6-layout tower, edits that touch only their lines, atomic and
 * minimal writes, the game bundle and the project file. */
#include <glib.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <string.h>
#include <sys/stat.h>

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "tw-test-util.h"

static const char *sample_files[] = {
  "data.js", "enemys.js", "items.js", "maps.js", "icons.js", "events.js",
  "floors/sample0.js", "floors/sample1.js", "floors/sample2.js", "floors/MT0.js",
};

static const char *files_26[] = {
  "data.js", "enemys.js", "items.js", "maps.js", "floors/F1.js", "floors/F2.js",
};

typedef struct
{
  char *tmp;    /* a temporary folder */
  char *game;   /* tmp/game: a copy of the tower under test */
  char *source; /* the committed data */
} Fixture;

static void
fixture_set_up (Fixture *f, const char *folder, const char *data_name)
{
  f->source = g_test_build_filename (G_TEST_DIST, folder, "data", data_name, NULL);
  f->tmp = tw_test_make_tmp_dir ();
  f->game = g_build_filename (f->tmp, "game", NULL);
  tw_test_copy_tree (f->source, f->game);
}

static void
sample_set_up (Fixture *f, gconstpointer data)
{
  fixture_set_up (f, ".", "mota-sample");
}

/* data/sample: the bundled sample, a complete game (engine, functions.js,
 * plugins.js, pictures; data/sample/SOURCE.md). */
static void
bundled_set_up (Fixture *f, gconstpointer data)
{
  fixture_set_up (f, "..", "sample");
}

static void
layout26_set_up (Fixture *f, gconstpointer data)
{
  fixture_set_up (f, "editor", "mota-26");
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tw_test_remove_tree (f->tmp);
  g_free (f->tmp);
  g_free (f->game);
  g_free (f->source);
}

static TwProjectFile *
import_ok (const char *dir)
{
  g_autoptr (GError) error = NULL;
  TwProjectFile *project = tw_mota_import (dir, &error);
  g_assert_no_error (error);
  g_assert_nonnull (project);
  return project;
}

static char *
game_file (const char *game, const char *relative)
{
  g_autofree char *path = g_build_filename (game, "project", relative, NULL);
  return tw_test_read (path);
}

/* Every listed file of `game` equals the committed original. */
static void
assert_files_identical (const Fixture *f, const char *game, const char **files, gsize n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *original = game_file (f->source, files[i]);
      g_autofree char *written = game_file (game, files[i]);
      if (strcmp (original, written) != 0)
        g_error ("%s differs after the round trip", files[i]);
    }
}

static void
export_ok (TwProjectFile *project, const char *dir, guint expected_written)
{
  g_autoptr (GError) error = NULL;
  TwMotaExportStats stats;
  g_assert_true (tw_mota_export_folder (project, dir, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_written, ==, expected_written);
}

static void
test_sample_roundtrip_in_place (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  export_ok (project, f->game, 0);
  assert_files_identical (f, f->game, sample_files, G_N_ELEMENTS (sample_files));
}

static void
test_sample_roundtrip_fresh_folder (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  g_autofree char *fresh = g_build_filename (f->tmp, "fresh", NULL);
  export_ok (project, fresh, G_N_ELEMENTS (sample_files));
  assert_files_identical (f, fresh, sample_files, G_N_ELEMENTS (sample_files));
}

/* Every file under @dir (relative paths, sorted), folders walked. */
static void
list_tree (const char *dir, const char *relative, GPtrArray *out)
{
  g_autofree char *path = relative ? g_build_filename (dir, relative, NULL) : g_strdup (dir);
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  g_assert_nonnull (d);
  const char *name;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *child = relative ? g_build_filename (relative, name, NULL) : g_strdup (name);
      g_autofree char *full = g_build_filename (dir, child, NULL);
      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        list_tree (dir, child, out);
      else
        g_ptr_array_add (out, g_steal_pointer (&child));
    }
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

static GPtrArray *
tree_files (const char *dir)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  list_tree (dir, NULL, out);
  g_ptr_array_sort (out, compare_names);
  return out;
}

/* The bundled sample is a whole game: an export into it in place writes
 * nothing; an edit writes its own files only; the engine, functions.js,
 * plugins.js, the pictures and every other file keep their bytes, and no
 * file is added. The import keeps functions.js's and plugins.js's texts for
 * the engine. */
static void
test_bundled_game_export_keeps_the_game (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *tower = tw_project_file_get_tower (project);
  g_autofree char *functions = game_file (f->source, "functions.js");
  g_assert_cmpstr (
      json_string_value (json_object_get (json_object_get (tower, "functions"), "text")), ==,
      functions);
  /* plugins.js too, for the plugins' functions the facade runs. */
  g_autofree char *plugins = game_file (f->source, "plugins.js");
  g_assert_cmpstr (
      json_string_value (json_object_get (json_object_get (tower, "plugins"), "text")), ==,
      plugins);
  export_ok (project, f->game, 0);

  json_object_set_new (json_object_get (json_object_get (tower, "enemys"), "bat"), "hp",
                       json_integer (123));
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "sample1");
  json_array_set_new (json_array_get (json_object_get (floor, "map"), 1), 1, json_integer (1));
  export_ok (project, f->game, 2);

  g_autoptr (GPtrArray) before = tree_files (f->source);
  g_autoptr (GPtrArray) after = tree_files (f->game);
  g_assert_cmpuint (after->len, ==, before->len);
  guint changed = 0;
  for (guint i = 0; i < before->len; i++)
    {
      const char *name = g_ptr_array_index (before, i);
      g_assert_cmpstr (g_ptr_array_index (after, i), ==, name);
      g_autofree char *a = g_build_filename (f->source, name, NULL);
      g_autofree char *b = g_build_filename (f->game, name, NULL);
      g_autofree char *text_a = NULL, *text_b = NULL;
      gsize len_a = 0, len_b = 0;
      g_assert_true (g_file_get_contents (a, &text_a, &len_a, NULL));
      g_assert_true (g_file_get_contents (b, &text_b, &len_b, NULL));
      gboolean same = len_a == len_b && memcmp (text_a, text_b, len_a) == 0;
      if (strcmp (name, "project/enemys.js") == 0
          || strcmp (name, "project/floors/sample1.js") == 0)
        g_assert_false (same);
      else if (!same)
        g_error ("%s changed, the export should not touch it", name);
      changed += !same;
    }
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (before->len, >, 60); /* libs/, pictures, animates, fonts... */
}

static void
test_sample_project_dir_itself (Fixture *f, gconstpointer data)
{
  g_autofree char *inner = g_build_filename (f->game, "project", NULL);
  g_autoptr (TwProjectFile) outer_project = import_ok (f->game);
  g_autoptr (TwProjectFile) inner_project = import_ok (inner);
  g_assert_true (json_equal (tw_project_file_get_tower (outer_project),
                             tw_project_file_get_tower (inner_project)));
  export_ok (inner_project, inner, 0);
}

static void
test_sample_tower_shape (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *tower = tw_project_file_get_tower (project);
  const char *expected_keys[] = { "data", "enemys", "items", "maps", "icons", "events", "floors" };
  void *iter = json_object_iter (tower);
  for (gsize i = 0; i < G_N_ELEMENTS (expected_keys); i++)
    {
      g_assert_cmpstr (json_object_iter_key (iter), ==, expected_keys[i]);
      iter = json_object_iter_next (tower, iter);
    }

  json_t *floors = json_object_get (tower, "floors");
  g_assert_cmpuint (json_object_size (floors), ==, 4);
  g_assert_cmpstr (json_object_iter_key (json_object_iter (floors)), ==, "sample0");
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (floors, "sample2"),
                                                        "width")), ==, 26);
  json_t *values = json_object_get (json_object_get (tower, "data"), "values");
  g_assert_cmpfloat (json_real_value (json_object_get (values, "breakArmor")), ==, 0.9);
  json_t *slime = json_object_get (json_object_get (tower, "enemys"), "slimelord");
  g_assert_cmpint (json_integer_value (json_object_get (slime, "hp")), ==, 100);
  g_assert_cmpstr (json_string_value (json_object_get (json_object_get (json_object_get (tower,
                   "items"), "redGem"), "cls")), ==, "items");
  json_t *mota = tw_project_file_get_mota (project);
  g_assert_cmpstr (json_string_value (json_object_get (mota, "layout")), ==, "2.7");
}

static void
set_int (json_t *object, const char *key, json_int_t value)
{
  g_assert_true (json_is_object (object));
  json_object_set_new (object, key, json_integer (value));
}

static void
test_sample_edit_one_line (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *enemys = json_object_get (tw_project_file_get_tower (project), "enemys");
  set_int (json_object_get (enemys, "greenSlime"), "hp", 123);

  g_autofree char *before = game_file (f->game, "enemys.js");
  export_ok (project, f->game, 1);
  g_autofree char *after = game_file (f->game, "enemys.js");
  g_autofree char *changed = NULL;
  g_assert_cmpint (tw_test_count_changed_lines (before, after, &changed), ==, 1);
  g_assert_nonnull (strstr (changed, "\"greenSlime\": {"));
  g_assert_nonnull (strstr (changed, "\"hp\":123,"));
}

static void
test_sample_edit_floor_cell (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *floor = json_object_get (json_object_get (tw_project_file_get_tower (project), "floors"),
                                   "MT0");
  json_t *row = json_array_get (json_object_get (floor, "map"), 3);
  json_array_set_new (row, 4, json_integer (201));
  json_object_set_new (floor, "title", json_string ("主塔 0 层 \"new\""));

  g_autofree char *before = game_file (f->game, "floors/MT0.js");
  export_ok (project, f->game, 1);
  g_autofree char *after = game_file (f->game, "floors/MT0.js");
  g_assert_cmpint (tw_test_count_changed_lines (before, after, NULL), ==, 2);
  g_assert_nonnull (strstr (after, "\n    [  0,  0,  0,  0,201,  0,"));
  g_assert_nonnull (strstr (after, "\"title\": \"主塔 0 层 \\\"new\\\"\","));
}

static void
test_sample_only_changed_rewritten (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  GStatBuf before[G_N_ELEMENTS (sample_files)];
  for (gsize i = 0; i < G_N_ELEMENTS (sample_files); i++)
    {
      g_autofree char *path = g_build_filename (f->game, "project", sample_files[i], NULL);
      g_assert_cmpint (g_stat (path, &before[i]), ==, 0);
    }
  json_t *values = json_object_get (json_object_get (tw_project_file_get_tower (project), "data"),
                                    "values");
  json_object_set_new (values, "breakArmor", json_real (1.0 / 3.0));
  export_ok (project, f->game, 1);

  for (gsize i = 0; i < G_N_ELEMENTS (sample_files); i++)
    {
      GStatBuf now;
      g_autofree char *path = g_build_filename (f->game, "project", sample_files[i], NULL);
      g_assert_cmpint (g_stat (path, &now), ==, 0);
      /* A rewrite renames a new file over the old one: a new inode. */
      gboolean rewritten = now.st_ino != before[i].st_ino;
      g_assert_cmpint (rewritten, ==, strcmp (sample_files[i], "data.js") == 0);
    }
  g_autofree char *data_js = game_file (f->game, "data.js");
  g_assert_nonnull (strstr (data_js, "\n\t\t\"breakArmor\": 0.3333333333333333,\n"));
}

static void
test_sample_positions (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  TwJsonPositions *positions = tw_project_file_get_positions (project);
  TwJsonPosition where;

  g_assert_true (tw_json_positions_lookup (positions, "enemys/slimelord/hp", &where));
  g_assert_true (g_str_has_suffix (where.file, "project/enemys.js"));
  g_assert_cmpint (where.line, ==, 6);
  /* "\t\"slimelord\": {\"name\":\"怪王\",\"hp\":" is 32 characters. */
  g_assert_cmpint (where.column, ==, 33);

  g_assert_true (tw_json_positions_lookup (positions, "floors/MT0/map/2/5", &where));
  g_assert_true (g_str_has_suffix (where.file, "floors/MT0.js"));
  g_assert_cmpint (where.line, ==, 16);
  g_assert_cmpint (where.column, ==, 28);

  g_assert_true (tw_json_positions_lookup (positions, "data/main/floorIds/1", &where));
  g_assert_cmpint (where.line, ==, 6);
}

static void
test_sample_lookup_for_validator (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  int line = 0, column = 0;
  g_assert_true (tw_project_file_lookup_position ("project/enemys.js", "/slimelord/hp", &line,
                                                  &column, project));
  g_assert_cmpint (line, ==, 6);
  g_assert_cmpint (column, ==, 33);
  g_assert_true (tw_project_file_lookup_position ("project/floors/MT0.js", "/map/2/5", &line,
                                                  &column, project));
  g_assert_cmpint (line, ==, 16);
  g_assert_cmpint (column, ==, 28);
  /* A field that is not there: the enemy's entry. */
  g_assert_true (tw_project_file_lookup_position ("project/enemys.js", "/slimelord/timeCost",
                                                  &line, &column, project));
  g_assert_cmpint (line, ==, 6);
  g_assert_cmpint (column, ==, 15);
  /* An enemy that is not there: the file's object. */
  g_assert_true (tw_project_file_lookup_position ("project/enemys.js", "/nobody", &line, &column,
                                                  project));
  g_assert_cmpint (line, ==, 2);
  g_assert_cmpint (column, ==, 1);
  g_assert_false (tw_project_file_lookup_position ("project/nothing.js", "/a", &line, &column,
                                                   project));
}

static void
test_sample_bundle (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *bundle = tw_mota_export_bundle (project);
  json_t *tower = tw_project_file_get_tower (project);
  g_assert_cmpuint (json_object_size (bundle), ==, 3);
  g_assert_true (json_equal (json_object_get (bundle, "enemys"),
                             json_object_get (tower, "enemys")));
  g_assert_true (json_equal (json_object_get (bundle, "items"), json_object_get (tower, "items")));
  g_assert_cmpuint (json_object_size (json_object_get (bundle, "floors")), ==, 4);
  g_assert_nonnull (json_object_get (json_object_get (json_object_get (bundle, "enemys"), "bat"),
                                     "exp"));
  json_decref (bundle);
}

static void
test_sample_failed_export_changes_nothing (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *tower = tw_project_file_get_tower (project);
  set_int (json_object_get (json_object_get (tower, "enemys"), "bat"), "hp", 7);
  json_t *mt0 = json_object_get (json_object_get (tower, "floors"), "MT0");
  json_object_set_new (mt0, "title", json_string ("changed"));

  /* A folder where floors/MT0.js should be: that file cannot be replaced. */
  g_autofree char *mt0_path = g_build_filename (f->game, "project", "floors", "MT0.js", NULL);
  g_assert_cmpint (g_remove (mt0_path), ==, 0);
  g_assert_cmpint (g_mkdir (mt0_path, 0755), ==, 0);

  g_autoptr (GError) error = NULL;
  g_assert_false (tw_mota_export_folder (project, f->game, NULL, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "MT0.js"));

  g_autofree char *enemys = game_file (f->game, "enemys.js");
  g_autofree char *original = game_file (f->source, "enemys.js");
  g_assert_cmpstr (enemys, ==, original);
  const char *folders[] = { "project", "project/floors" };
  for (gsize i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *folder = g_build_filename (f->game, folders[i], NULL);
      g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
      const char *name;
      while ((name = g_dir_read_name (dir)) != NULL)
        g_assert_null (strstr (name, ".tw-"));
    }
}

static void
test_sample_missing_floor (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->game, "project", "floors", "sample1.js", NULL);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_mota_import (f->game, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_MISSING);
  g_assert_true (g_str_has_suffix (tw_json_error_get_file (error), "floors/sample1.js"));
  g_assert_nonnull (strstr (error->message, "main.floorIds"));
}

static void
test_export_refuses_unsafe_floor_id (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *floors = json_object_get (tw_project_file_get_tower (project), "floors");
  json_object_set (floors, "../escape", json_object_get (floors, "MT0"));

  g_autofree char *fresh = g_build_filename (f->tmp, "fresh", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_mota_export_folder (project, fresh, NULL, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_SHAPE);
  g_assert_nonnull (strstr (error->message, "cannot be a file name"));
  g_autofree char *escaped = g_build_filename (f->tmp, "escape.js", NULL);
  g_assert_false (g_file_test (escaped, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

/* ---- engine 2.6 layout ---- */

static void
test_26_normalised (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *tower = tw_project_file_get_tower (project);
  json_t *jewel = json_object_get (json_object_get (tower, "items"), "redJewel");
  g_assert_cmpstr (json_string_value (json_object_get (jewel, "cls")), ==, "items");
  g_assert_nonnull (strstr (json_string_value (json_object_get (jewel, "itemEffect")), "atk +="));
  g_assert_nonnull (json_object_get (jewel, "itemEffectTip"));
  g_assert_null (json_object_get (json_object_get (tower, "items"), "itemEffect"));

  json_t *slime = json_object_get (json_object_get (tower, "enemys"), "greenSlime");
  g_assert_cmpint (json_integer_value (json_object_get (slime, "exp")), ==, 1);
  g_assert_null (json_object_get (slime, "experience"));
  /* The renamed key keeps its place. */
  void *iter = json_object_iter_at (slime, "money");
  g_assert_cmpstr (json_object_iter_key (json_object_iter_next (slime, iter)), ==, "exp");

  json_t *hero = json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"),
                                  "hero");
  g_assert_nonnull (json_object_get (hero, "exp"));
  json_t *f1 = json_object_get (json_object_get (tower, "floors"), "F1");
  g_assert_cmpint (json_integer_value (json_object_get (f1, "ratio")), ==, 1);
  g_assert_null (json_object_get (f1, "item_ratio"));
  g_assert_cmpstr (json_string_value (json_object_get (tw_project_file_get_mota (project),
                                                       "layout")), ==, "2.6");

  /* "ghost" has a tip but no definition: kept out of the definitions on export. */
  json_t *items_entry = json_object_get (json_object_get (tw_project_file_get_mota (project),
                                                          "files"), "items.js");
  g_assert_null (json_object_get (items_entry, "text"));
  json_t *orphans = json_object_get (items_entry, "itemOrphans");
  g_assert_cmpuint (json_array_size (orphans), ==, 1);
  g_assert_cmpstr (json_string_value (json_array_get (orphans, 0)), ==, "ghost");
}

static void
test_26_roundtrip (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  export_ok (project, f->game, 0);
  g_autofree char *fresh = g_build_filename (f->tmp, "fresh", NULL);
  export_ok (project, fresh, G_N_ELEMENTS (files_26));
  assert_files_identical (f, fresh, files_26, G_N_ELEMENTS (files_26));
}

static void
test_26_edits_in_own_layout (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *tower = tw_project_file_get_tower (project);
  json_t *jewel = json_object_get (json_object_get (tower, "items"), "redJewel");
  json_object_set_new (jewel, "itemEffect", json_string ("core.status.hero.atk += 5"));
  set_int (json_object_get (json_object_get (tower, "enemys"), "bat"), "exp", 9);

  g_autofree char *items_before = game_file (f->game, "items.js");
  g_autofree char *enemys_before = game_file (f->game, "enemys.js");
  export_ok (project, f->game, 2);
  g_autofree char *items_after = game_file (f->game, "items.js");
  g_autofree char *enemys_after = game_file (f->game, "enemys.js");
  g_autofree char *items_line = NULL;
  g_autofree char *enemys_line = NULL;
  g_assert_cmpint (tw_test_count_changed_lines (items_before, items_after, &items_line), ==, 1);
  g_assert_cmpstr (items_line, ==, "\t\t\"redJewel\": \"core.status.hero.atk += 5\"");
  g_assert_cmpint (tw_test_count_changed_lines (enemys_before, enemys_after, &enemys_line), ==, 1);
  g_assert_nonnull (strstr (enemys_line, "\"experience\":9,"));
}

static void
test_26_text_kept_until_edited (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *entry = json_object_get (json_object_get (tw_project_file_get_mota (project), "files"),
                                   "floors/F2.js");
  g_assert_nonnull (json_object_get (entry, "text")); /* not the editor's layout */

  json_t *f2 = json_object_get (json_object_get (tw_project_file_get_tower (project), "floors"),
                                "F2");
  json_array_set_new (json_array_get (json_object_get (f2, "map"), 0), 0, json_integer (1));
  g_autofree char *before = game_file (f->game, "floors/F2.js");
  export_ok (project, f->game, 1);
  g_autofree char *after = game_file (f->game, "floors/F2.js");
  /* The file keeps its own layout: only the changed value is respelled. */
  g_autoptr (GString) edited = g_string_new (before);
  g_string_replace (edited, "[[0, 0]", "[[1, 0]", 1);
  g_assert_cmpstr (after, ==, edited->str);
}

static void
test_26_positions (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  TwJsonPositions *positions = tw_project_file_get_positions (project);
  TwJsonPosition where;
  g_assert_true (tw_json_positions_lookup (positions, "items/redJewel/itemEffect", &where));
  g_assert_cmpint (where.line, ==, 14);
  g_assert_true (tw_json_positions_lookup (positions, "items/redJewel/cls", &where));
  g_assert_cmpint (where.line, ==, 9);
  g_assert_true (tw_json_positions_lookup (positions, "enemys/bat/exp", &where));
  g_assert_cmpint (where.line, ==, 4);
  g_assert_true (tw_json_positions_lookup (positions, "floors/F1/ratio", &where));
  g_assert_cmpint (where.line, ==, 5);
}

/* ---- the project file ---- */

static void
test_project_save_load_keeps_everything (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  json_t *root = tw_project_file_get_root (project);
  json_object_set_new (root, "x-future", json_pack ("{s:[i,f]}", "z", 1, 0.25));
  json_object_set_new (json_object_get (tw_project_file_get_tower (project), "enemys"), "aaa",
                       json_pack ("{s:i,s:s}", "hp", 3, "unknownField", "kept"));

  g_autofree char *path = g_build_filename (f->tmp, "tower.twproj", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_project_file_save (project, path, &error));
  g_assert_no_error (error);

  g_autoptr (TwProjectFile) loaded = tw_project_file_load (path, &error);
  g_assert_no_error (error);
  g_autofree char *saved_text = tw_project_file_to_text (project);
  g_autofree char *loaded_text = tw_project_file_to_text (loaded);
  g_assert_cmpstr (saved_text, ==, loaded_text);
  g_autofree char *file_text = tw_test_read (path);
  g_assert_cmpstr (file_text, ==, saved_text);
  g_assert_true (g_str_has_prefix (file_text, "{\n  \"format\": \"turnwright-project\",\n"
                                              "  \"version\": 2,\n"));

  TwJsonPosition where;
  g_assert_true (tw_json_positions_lookup (tw_project_file_get_positions (loaded),
                                           "enemys/aaa/unknownField", &where));
  g_assert_cmpstr (where.file, ==, path);
  g_autofree char *text = tw_test_read (path);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_assert_nonnull (strstr (lines[where.line - 1], "\"unknownField\": \"kept\""));
}

static void
test_project_export_after_reload (Fixture *f, gconstpointer data)
{
  g_autoptr (TwProjectFile) project = import_ok (f->game);
  g_autofree char *path = g_build_filename (f->tmp, "tower.twproj", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_project_file_save (project, path, &error));
  g_autoptr (TwProjectFile) loaded = tw_project_file_load (path, &error);
  g_assert_no_error (error);
  export_ok (loaded, f->game, 0);
}

static void
assert_project_error (const char *text, TwJsonErrorCode code, const char *needle)
{
  g_autoptr (GError) error = NULL;
  g_assert_null (tw_project_file_load_from_text ("p.twproj", text, strlen (text), &error));
  g_assert_error (error, TW_JSON_ERROR, (gint) code);
  if (strstr (error->message, needle) == NULL)
    g_error ("'%s' does not say '%s'", error->message, needle);
  g_assert_true (g_str_has_prefix (error->message, "p.twproj:"));
}

static void
test_project_bad_headers (void)
{
  assert_project_error ("{\"format\":\"turnwright-project\",\"version\":3,\"tower\":{}}",
                        TW_JSON_ERROR_VERSION, "newer Turnwright (project format version 3)");
  assert_project_error ("{\"format\":\"something-else\",\"version\":1}", TW_JSON_ERROR_FORMAT,
                        "not a Turnwright project file");
  assert_project_error ("[1,2]", TW_JSON_ERROR_FORMAT, "not a Turnwright project file");
  assert_project_error ("{\"format\":\"turnwright-project\",\"version\":\"1\"}",
                        TW_JSON_ERROR_FORMAT, "\"version\"");
  assert_project_error ("{\"format\":\"turnwright-project\",\"version\":1}", TW_JSON_ERROR_SHAPE,
                        "tower");
  assert_project_error ("{\"format\":\"turnwright-project\",\"version\":1,\"tower\":{\"data\":"
                        "{\"main\":{\"floorIds\":[\"A\"]}},\"enemys\":{},\"items\":{},\"maps\":{},"
                        "\"floors\":{}}}", TW_JSON_ERROR_MISSING, "p.twproj:1:81: error: the floor "
                        "\"A\" is listed");
}

static void
test_project_open_folder (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (f->game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (json_object_get (tw_project_file_get_tower (project), "floors"));
}

/* ---- atomic writes ---- */

static void
test_atomic_rollback (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *one = g_build_filename (tmp, "one", NULL);
  g_autofree char *two = g_build_filename (tmp, "two", NULL);
  g_assert_cmpint (g_mkdir (one, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (two, 0755), ==, 0);
  g_autofree char *a = g_build_filename (one, "a.js", NULL);
  g_autofree char *b = g_build_filename (two, "b.js", NULL);
  g_assert_true (g_file_set_contents (a, "old", -1, NULL));

  g_autoptr (GError) error = NULL;
  TwAtomicBatch *batch = tw_atomic_batch_new ();
  g_assert_true (tw_atomic_batch_add (batch, a, "new", 3, &error));
  g_assert_true (tw_atomic_batch_add (batch, b, "new", 3, &error));
  g_assert_cmpuint (tw_atomic_batch_get_n_files (batch), ==, 2);
  tw_test_remove_tree (two); /* the second rename must fail */
  g_assert_false (tw_atomic_batch_commit (batch, &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_IO);
  tw_atomic_batch_free (batch);

  g_autofree char *content = tw_test_read (a);
  g_assert_cmpstr (content, ==, "old");
  g_autoptr (GDir) dir = g_dir_open (one, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (dir), ==, "a.js");
  g_assert_null (g_dir_read_name (dir));
  tw_test_remove_tree (tmp);
}

static void
test_atomic_unchanged_not_written (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *a = g_build_filename (tmp, "a.js", NULL);
  g_assert_true (g_file_set_contents (a, "same", -1, NULL));
  g_autoptr (TwAtomicBatch) batch = tw_atomic_batch_new ();
  g_assert_true (tw_atomic_batch_add (batch, a, "same", 4, NULL));
  g_assert_cmpuint (tw_atomic_batch_get_n_files (batch), ==, 0);
  g_assert_true (tw_atomic_batch_commit (batch, NULL));
  tw_test_remove_tree (tmp);
}

static void
test_atomic_keeps_mode (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *a = g_build_filename (tmp, "a.js", NULL);
  g_assert_true (g_file_set_contents (a, "old", -1, NULL));
  g_assert_cmpint (g_chmod (a, 0600), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_atomic_write_file (a, "new", 3, &error));
  g_assert_no_error (error);
  GStatBuf st;
  g_assert_cmpint (g_stat (a, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_autofree char *content = tw_test_read (a);
  g_assert_cmpstr (content, ==, "new");
  tw_test_remove_tree (tmp);
}

#define ADD_SAMPLE(path, func) \
  g_test_add ("/editor/mota/" path, Fixture, NULL, sample_set_up, func, fixture_tear_down)
#define ADD_26(path, func) \
  g_test_add ("/editor/mota/" path, Fixture, NULL, layout26_set_up, func, fixture_tear_down)

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ADD_SAMPLE ("sample-roundtrip-in-place", test_sample_roundtrip_in_place);
  ADD_SAMPLE ("sample-roundtrip-fresh-folder", test_sample_roundtrip_fresh_folder);
  ADD_SAMPLE ("sample-project-dir-itself", test_sample_project_dir_itself);
  ADD_SAMPLE ("sample-tower-shape", test_sample_tower_shape);
  ADD_SAMPLE ("sample-edit-one-line", test_sample_edit_one_line);
  ADD_SAMPLE ("sample-edit-floor-cell", test_sample_edit_floor_cell);
  ADD_SAMPLE ("sample-only-changed-rewritten", test_sample_only_changed_rewritten);
  ADD_SAMPLE ("sample-positions", test_sample_positions);
  ADD_SAMPLE ("sample-bundle", test_sample_bundle);
  ADD_SAMPLE ("sample-lookup-for-validator", test_sample_lookup_for_validator);
  ADD_SAMPLE ("sample-failed-export-changes-nothing", test_sample_failed_export_changes_nothing);
  ADD_SAMPLE ("sample-missing-floor", test_sample_missing_floor);
  ADD_SAMPLE ("export-refuses-unsafe-floor-id", test_export_refuses_unsafe_floor_id);
  g_test_add ("/editor/mota/bundled-game-export-keeps-the-game", Fixture, NULL, bundled_set_up,
              test_bundled_game_export_keeps_the_game, fixture_tear_down);
  ADD_26 ("layout26-normalised", test_26_normalised);
  ADD_26 ("layout26-roundtrip", test_26_roundtrip);
  ADD_26 ("layout26-edits-in-own-layout", test_26_edits_in_own_layout);
  ADD_26 ("layout26-text-kept-until-edited", test_26_text_kept_until_edited);
  ADD_26 ("layout26-positions", test_26_positions);
  g_test_add ("/editor/project/save-load-keeps-everything", Fixture, NULL, sample_set_up,
              test_project_save_load_keeps_everything, fixture_tear_down);
  g_test_add ("/editor/project/export-after-reload", Fixture, NULL, layout26_set_up,
              test_project_export_after_reload, fixture_tear_down);
  g_test_add_func ("/editor/project/bad-headers", test_project_bad_headers);
  g_test_add ("/editor/project/open-folder", Fixture, NULL, sample_set_up,
              test_project_open_folder, fixture_tear_down);
  g_test_add_func ("/editor/atomic/rollback", test_atomic_rollback);
  g_test_add_func ("/editor/atomic/unchanged-not-written", test_atomic_unchanged_not_written);
  g_test_add_func ("/editor/atomic/keeps-mode", test_atomic_keeps_mode);
  return g_test_run ();
}
