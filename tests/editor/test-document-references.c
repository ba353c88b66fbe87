/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-document-references.c: renaming an enemy and an item of the bundled
 * sample updates every reference the document can reach (tile table,
 * icons, door keys, event texts and conditions, shops), lists what it
 * cannot (JavaScript), and the exported game folder differs only in the
 * lines that name the id; placements counted, duplicate, add and delete
 * are one undo step each. */
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "editor/tw-document.h"
#include "tests/editor/tw-test-util.h"

typedef struct
{
  char *tmp;
  char *game;
  TwProjectFile *project;
  TwDocument *doc;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->tmp = tw_test_make_tmp_dir ();
  f->game = g_build_filename (f->tmp, "game", NULL);
  g_autofree char *sample = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
  tw_test_copy_tree (sample, f->game);
  g_autoptr (GError) error = NULL;
  f->project = tw_mota_import (f->game, &error);
  g_assert_no_error (error);
  f->doc = tw_document_new (tw_project_file_get_tower (f->project));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_object_unref (f->doc);
  tw_project_file_free (f->project);
  tw_test_remove_tree (f->tmp);
  g_free (f->tmp);
  g_free (f->game);
}

static char *
dump (TwDocument *doc)
{
  return json_dumps (tw_document_get_tower (doc), JSON_PRESERVE_ORDER | JSON_COMPACT);
}

/* Every line of every file under project/ that differs between the sample
 * and the export is the sample's line with each whole-word old id renamed.
 * Returns how many lines changed. */
static guint
check_export_diff (Fixture *f, const char *const *olds, const char *const *news)
{
  g_autofree char *sample
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", "project", NULL);
  const char *files[] = {
    "data.js",   "enemys.js",         "items.js",          "maps.js",           "icons.js",
    "events.js", "floors/sample0.js", "floors/sample1.js", "floors/sample2.js", "floors/MT0.js",
    NULL
  };
  guint changed = 0;
  for (guint i = 0; files[i]; i++)
    {
      g_autofree char *a_path = g_build_filename (sample, files[i], NULL);
      g_autofree char *b_path = g_build_filename (f->game, "project", files[i], NULL);
      g_autofree char *a = tw_test_read (a_path);
      g_autofree char *b = tw_test_read (b_path);
      g_auto (GStrv) a_lines = g_strsplit (a, "\n", -1);
      g_auto (GStrv) b_lines = g_strsplit (b, "\n", -1);
      g_assert_cmpuint (g_strv_length (a_lines), ==, g_strv_length (b_lines));
      for (guint l = 0; a_lines[l]; l++)
        {
          if (strcmp (a_lines[l], b_lines[l]) == 0)
            continue;
          changed++;
          g_autofree char *expected = g_strdup (a_lines[l]);
          for (guint k = 0; olds[k]; k++)
            {
              g_auto (GStrv) parts = g_strsplit (expected, olds[k], -1);
              g_free (expected);
              expected = g_strjoinv (news[k], parts);
            }
          g_test_message ("%s:%u: %s", files[i], l + 1, b_lines[l]);
          g_assert_cmpstr (b_lines[l], ==, expected);
        }
    }
  return changed;
}

static void
test_rename_updates_references (Fixture *f, gconstpointer data)
{
  g_autofree char *before = dump (f->doc);

  /* yellowKey: a door's keys, item: in texts and conditions, a shop; the
   * JavaScript of an item effect cannot be updated and is listed first. */
  g_auto (GStrv) blockers = tw_document_dup_unrenamable_references (f->doc, "yellowKey");
  g_assert_nonnull (blockers);
  gboolean effect_listed = FALSE;
  for (guint i = 0; blockers[i]; i++)
    {
      g_test_message ("cannot update %s", blockers[i]);
      json_t *value = tw_document_get_path (f->doc, blockers[i]);
      g_assert_true (json_is_string (value));
      g_assert_nonnull (strstr (json_string_value (value), "yellowKey"));
      effect_listed = effect_listed || g_str_has_suffix (blockers[i], "/itemEffect");
    }
  g_assert_true (effect_listed);

  g_assert_true (tw_document_rename_item (f->doc, "yellowKey", "goldKey", NULL));
  g_assert_true (tw_document_rename_enemy (f->doc, "greenSlime", "slimeGreen", NULL));
  g_assert_nonnull (tw_document_get_path (f->doc, "/maps/81/doorInfo/keys/goldKey"));
  g_assert_null (tw_document_get_path (f->doc, "/maps/81/doorInfo/keys/yellowKey"));
  g_assert_cmpint (tw_document_find_tile (f->doc, "slimeGreen"), ==, 201);
  /* What could not be updated is all that still names the old id. */
  g_auto (GStrv) left = tw_document_dup_unrenamable_references (f->doc, "yellowKey");
  g_assert_cmpuint (g_strv_length (left), ==, g_strv_length (blockers));
  g_auto (GStrv) slime_left = tw_document_dup_unrenamable_references (f->doc, "greenSlime");
  g_assert_cmpuint (g_strv_length (slime_left), ==, 0);

  g_autoptr (GError) error = NULL;
  g_assert_true (tw_mota_export_folder (f->project, f->game, NULL, &error));
  g_assert_no_error (error);
  const char *olds[] = { "item:yellowKey", "\"yellowKey\"", "greenSlime", NULL };
  const char *news[] = { "item:goldKey", "\"goldKey\"", "slimeGreen", NULL };
  guint changed = check_export_diff (f, olds, news);
  g_assert_cmpuint (changed, >=, 6);

  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *after = dump (f->doc);
  g_assert_cmpstr (before, ==, after);
}

static void
test_placements_duplicate_delete (Fixture *f, gconstpointer data)
{
  g_autofree char *before = dump (f->doc);
  guint n_floors = 0;
  guint placed = tw_document_count_placements (f->doc, "greenSlime", &n_floors);
  g_assert_cmpuint (placed, >, 0);
  g_assert_cmpuint (n_floors, >, 0);
  g_assert_cmpuint (tw_document_count_placements (f->doc, "noSuchThing", NULL), ==, 0);

  /* Duplicate: its own tile, the same icon, the same stats. */
  g_assert_true (tw_document_duplicate_entity (f->doc, "greenSlime", "greenSlime2", NULL));
  int tile = tw_document_find_tile (f->doc, "greenSlime2");
  g_assert_cmpint (tile, >, 201);
  g_assert_true (json_equal (tw_document_get_path (f->doc, "/icons/enemys/greenSlime2"),
                             tw_document_get_path (f->doc, "/icons/enemys/greenSlime")));
  g_assert_true (json_equal (tw_document_get_enemy (f->doc, "greenSlime2"),
                             tw_document_get_enemy (f->doc, "greenSlime")));
  g_assert_cmpuint (tw_document_count_placements (f->doc, "greenSlime2", NULL), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_document_duplicate_entity (f->doc, "greenSlime", "bat", &error));
  g_assert_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_EXISTS);
  g_clear_error (&error);

  /* Add: placeable at once. */
  g_assert_true (tw_document_add_placeable (f->doc, TRUE, "silverKey", NULL));
  g_assert_cmpint (tw_document_find_tile (f->doc, "silverKey"), >, 0);
  g_assert_nonnull (tw_document_get_path (f->doc, "/icons/items/silverKey"));

  /* Delete: the placements go in the same step. */
  g_assert_true (tw_document_delete_entity (f->doc, "greenSlime", NULL));
  g_assert_null (tw_document_get_enemy (f->doc, "greenSlime"));
  g_assert_cmpint (tw_document_find_tile (f->doc, "greenSlime"), ==, -1);
  g_assert_null (tw_document_get_path (f->doc, "/icons/enemys/greenSlime"));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpuint (tw_document_count_placements (f->doc, "greenSlime", NULL), ==, placed);

  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *after = dump (f->doc);
  g_assert_cmpstr (before, ==, after);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/editor/document/references/rename", Fixture, NULL, fixture_set_up,
              test_rename_updates_references, fixture_tear_down);
  g_test_add ("/editor/document/references/placements", Fixture, NULL, fixture_set_up,
              test_placements_duplicate_delete, fixture_tear_down);
  return g_test_run ();
}
