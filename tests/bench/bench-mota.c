/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: the generated 200-floor, 1,000-enemy tower through import (with
 * the shape checks), project file save and load, and export; peak memory.
 * Targets: import + validate < 0.5 s, export < 0.5 s, < 100 MB.
 * `bench-mota N` runs an N-floor tower instead (bench-mota-1000: 1,000
 * floors, where only the exports' targets apply: < 0.5 s, issue 20). */
#include <glib.h>
#include <jansson.h>
#include <stdio.h>
#include <sys/resource.h>

#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"
#include "editor/tw-validate.h"
#include "tw-test-util.h"
#include "tw-tower-gen.h"

static double
seconds_since (gint64 start)
{
  return (double)(g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

static void
fail (GError *error)
{
  fprintf (stderr, "%s\n", error->message);
  exit (1);
}

int
main (int argc, char **argv)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  g_autofree char *fresh = g_build_filename (tmp, "fresh", NULL);
  g_autofree char *project_path = g_build_filename (tmp, "tower.twproj", NULL);
  g_autoptr (GError) error = NULL;
  guint n_floors = argc > 1 ? (guint)g_ascii_strtoull (argv[1], NULL, 10) : 200;
  if (n_floors == 0)
    n_floors = 200;
  tw_tower_gen_write (tmp, n_floors, 1000, 42);

  gint64 start = g_get_monotonic_time ();
  TwProjectFile *project = tw_mota_import (tmp, &error);
  if (project == NULL)
    fail (error);
  double import_s = seconds_since (start);

  /* The validator's full rule set, as the CLI and the Issues panel run it. */
  start = g_get_monotonic_time ();
  GPtrArray *diagnostics = tw_validate_tower (tw_project_file_get_tower (project),
                                              tw_project_file_lookup_position, project);
  double validate_s = seconds_since (start);
  guint n_diagnostics = diagnostics->len;
  g_ptr_array_unref (diagnostics);

  start = g_get_monotonic_time ();
  TwMotaExportStats stats;
  if (!tw_mota_export_folder (project, fresh, &stats, &error))
    fail (error);
  double export_fresh_s = seconds_since (start);

  start = g_get_monotonic_time ();
  if (!tw_mota_export_folder (project, tmp, &stats, &error))
    fail (error);
  double export_same_s = seconds_since (start);

  json_t *enemy
      = json_object_get (json_object_get (tw_project_file_get_tower (project), "enemys"), "e500");
  json_object_set_new (enemy, "hp", json_integer (4242));
  start = g_get_monotonic_time ();
  if (!tw_mota_export_folder (project, tmp, &stats, &error))
    fail (error);
  double export_edit_s = seconds_since (start);

  start = g_get_monotonic_time ();
  if (!tw_project_file_save (project, project_path, &error))
    fail (error);
  double save_s = seconds_since (start);
  tw_project_file_free (project);

  start = g_get_monotonic_time ();
  project = tw_project_file_load (project_path, &error);
  if (project == NULL)
    fail (error);
  double load_s = seconds_since (start);
  tw_project_file_free (project);

  struct rusage usage;
  getrusage (RUSAGE_SELF, &usage);
  double peak_mb = (double)usage.ru_maxrss / 1024.0;

  printf ("%u floors\n", n_floors);
  printf ("import+check   %.3f s\n", import_s);
  printf ("validate       %.3f s (%u diagnostics)\n", validate_s, n_diagnostics);
  printf ("import+validate %.3f s\n", import_s + validate_s);
  printf ("export (new)   %.3f s (%u files)\n", export_fresh_s, stats.n_files);
  printf ("export (same)  %.3f s\n", export_same_s);
  printf ("export (edit)  %.3f s (%u written)\n", export_edit_s, stats.n_written);
  printf ("project save   %.3f s\n", save_s);
  printf ("project load   %.3f s\n", load_s);
  printf ("peak memory    %.1f MB\n", peak_mb);
  tw_test_remove_tree (tmp);

  gboolean ok = export_fresh_s < 0.5 && export_same_s < 0.5;
  if (n_floors == 200)
    ok = ok && import_s + validate_s < 0.5 && peak_mb < 100;
  if (!ok)
    printf ("over target\n");
  return ok ? 0 : 1;
}
