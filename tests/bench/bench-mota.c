/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: the generated 200-floor, 1,000-enemy tower through import (with
 * the shape checks), project file save and load, and export; peak memory.
 * Targets: import + validate < 0.5 s, export < 0.5 s, < 100 MB.
 * `bench-mota N` runs an N-floor tower instead (bench-mota-1000: 1,000
 * floors, where only the exports' targets apply: < 0.5 s, issue 20).
 *
 * The export to a new folder runs RUNS times back to back (TW_BENCH_RUNS,
 * default 10), each into a folder of its own; the median is held to the
 * target, the worst run and the CPU time (user + system, every thread) are
 * printed beside it. So is what the machine had left to write back before the
 * first run and after the last (/proc/meminfo Dirty + Writeback: a sync
 * pays for it), and, after each run, the time merely to create as many empty
 * files in a new folder beside it: the file system's share, which the export
 * cannot lower (on ext4 without a journal, creating a file costs more the
 * more files were deleted in the same block group in the last minutes, such
 * as the previous run's folders). */
#include <glib.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static void fail (GError *error);

static double
cpu_seconds (void)
{
  struct rusage usage;
  getrusage (RUSAGE_SELF, &usage);
  return (double)usage.ru_utime.tv_sec + (double)usage.ru_stime.tv_sec
         + (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/* Dirty + Writeback of /proc/meminfo in MB: what a sync would still write. */
static double
dirty_mb (void)
{
  g_autofree char *text = NULL;
  if (!g_file_get_contents ("/proc/meminfo", &text, NULL, NULL))
    return -1;
  double kb = 0;
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Dirty:") || g_str_has_prefix (lines[i], "Writeback:"))
      kb += g_ascii_strtod (strchr (lines[i], ':') + 1, NULL);
  return kb / 1024.0;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* Wall time to create n empty files in a new folder: the floor under an
 * export of n new files on this file system, now. The files are kept until
 * the end, since deleting them would slow the next creations. */
static double
create_empty_files (const char *folder, guint n)
{
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  gint64 start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s/F%u.js", folder, i);
      g_assert_true (g_file_set_contents (name, "", 0, NULL));
    }
  return seconds_since (start);
}

typedef struct
{
  double median_s, worst_s, median_cpu_s, dirty_before_mb, dirty_after_mb, median_create_s;
  guint n_files, n_runs;
  char *each; /* every run's wall time, in order */
} FreshExports;

/* RUNS exports of the project into new folders, back to back. */
static FreshExports
export_fresh_runs (TwProjectFile *project, const char *tmp)
{
  const char *runs_env = g_getenv ("TW_BENCH_RUNS");
  FreshExports r = { 0 };
  r.n_runs = runs_env != NULL ? (guint)CLAMP (atoi (runs_env), 1, 100) : 10;
  double wall[100], cpu[100], create[100];
  GString *each = g_string_new (NULL);
  r.dirty_before_mb = dirty_mb ();
  for (guint i = 0; i < r.n_runs; i++)
    {
      g_autofree char *fresh = g_strdup_printf ("%s/fresh-%u", tmp, i);
      g_autoptr (GError) error = NULL;
      TwMotaExportStats stats;
      double cpu_start = cpu_seconds ();
      gint64 start = g_get_monotonic_time ();
      if (!tw_mota_export_folder (project, fresh, &stats, &error))
        fail (error);
      wall[i] = seconds_since (start);
      cpu[i] = cpu_seconds () - cpu_start;
      r.worst_s = MAX (r.worst_s, wall[i]);
      r.n_files = stats.n_files;
      g_autofree char *empty = g_strdup_printf ("%s/empty-%u/project/floors", tmp, i);
      create[i] = create_empty_files (empty, r.n_files);
      g_string_append_printf (each, "%s%.3f/%.3f", i > 0 ? " " : "", wall[i], create[i]);
    }
  r.dirty_after_mb = dirty_mb ();
  r.median_create_s = median (create, r.n_runs);
  r.median_s = median (wall, r.n_runs);
  r.median_cpu_s = median (cpu, r.n_runs);
  r.each = g_string_free (each, FALSE);
  return r;
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

  FreshExports fresh = export_fresh_runs (project, tmp);
  TwMotaExportStats stats;

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
  printf ("export (new)   %.3f s (%u files; median of %u runs, worst %.3f s, CPU %.3f s)\n",
          fresh.median_s, fresh.n_files, fresh.n_runs, fresh.worst_s, fresh.median_cpu_s);
  printf ("  each run, export/creating as many empty files alone (s): %s\n", fresh.each);
  g_free (fresh.each);
  printf ("  to write back: %.1f MB before the first run, %.1f MB after the last\n",
          fresh.dirty_before_mb, fresh.dirty_after_mb);
  printf ("  creating %u empty files in a new folder alone: %.3f s (median)\n", fresh.n_files,
          fresh.median_create_s);
  printf ("export (same)  %.3f s\n", export_same_s);
  printf ("export (edit)  %.3f s (%u written)\n", export_edit_s, stats.n_written);
  printf ("project save   %.3f s\n", save_s);
  printf ("project load   %.3f s\n", load_s);
  printf ("peak memory    %.1f MB\n", peak_mb);
  tw_test_remove_tree (tmp);

  gboolean ok = fresh.median_s < 0.5 && export_same_s < 0.5;
  if (n_floors == 200)
    ok = ok && import_s + validate_s < 0.5 && peak_mb < 100;
  if (!ok)
    printf ("over target (creating as many empty files alone took %.3f s)\n",
            fresh.median_create_s);
  return ok ? 0 : 1;
}
