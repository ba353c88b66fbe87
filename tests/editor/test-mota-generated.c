/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A generated tower of 200 floors and 1,000 enemies: imported whole, and
 * written back unchanged. */
#include <glib.h>
#include <jansson.h>
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "tw-test-util.h"
#include "tw-tower-gen.h"

static void
test_generated_import (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  tw_tower_gen_write (tmp, 200, 1000, 42);

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (tmp, &error);
  g_assert_no_error (error);
  json_t *tower = tw_project_file_get_tower (project);
  g_assert_cmpuint (json_object_size (json_object_get (tower, "floors")), ==, 200);
  g_assert_cmpuint (json_object_size (json_object_get (tower, "enemys")), ==, 1000);
  g_assert_cmpuint (json_object_size (json_object_get (tower, "maps")), ==, 1005);
  json_t *f199 = json_object_get (json_object_get (tower, "floors"), "F199");
  g_assert_cmpstr (json_string_value (json_object_get (json_object_get (json_object_get (f199,
                   "changeFloor"), "6,11"), "floorId")), ==, "F198");
  json_t *e999 = json_object_get (json_object_get (tower, "enemys"), "e999");
  g_assert_cmpstr (json_string_value (json_object_get (e999, "actType")), ==, "ranged");

  TwJsonPosition where;
  g_assert_true (tw_json_positions_lookup (tw_project_file_get_positions (project),
                                           "enemys/e999/timeCost", &where));
  g_assert_cmpint (where.line, ==, 1002);
  g_assert_true (g_str_has_suffix (where.file, "enemys.js"));

  /* The generator writes the editor's layout: nothing to rewrite, no text kept. */
  TwMotaExportStats stats;
  g_assert_true (tw_mota_export_folder (project, tmp, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stats.n_files, ==, 204);
  g_assert_cmpuint (stats.n_written, ==, 0);
  json_t *files = json_object_get (tw_project_file_get_mota (project), "files");
  const char *name;
  json_t *entry;
  json_object_foreach (files, name, entry)
    g_assert_null (json_object_get (entry, "text"));
  tw_test_remove_tree (tmp);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/mota/generated-200-floors-1000-enemies", test_generated_import);
  return g_test_run ();
}
