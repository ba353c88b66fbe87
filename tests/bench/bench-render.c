/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-render: `turnwright-cli render TOWER --floor all --png DIR` on a
 * generated 200-floor tower with a tileset and bg, event and fg layers on
 * every floor, as a user runs it (loading, the atlas, 200 PNG files).
 * Goal: under 5 s. Run with `meson test --benchmark bench-render -v`. */
#include <glib.h>
#include <glib/gstdio.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "tw-tower-gen.h"

/* CPU time (user + system) of the finished children, in ms: on a shared
 * machine wall time also counts the other processes' turns. */
static double
children_cpu_ms (void)
{
  struct rusage usage;
  getrusage (RUSAGE_CHILDREN, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

static void
remove_tree (const char *dir)
{
  g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", dir);
  g_spawn_command_line_sync (cmd, NULL, NULL, NULL, NULL);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tw-bench-render-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *tileset = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample",
                                               "project", "tilesets", "magictower.png", NULL);
  g_autofree char *tower = g_build_filename (dir, "tower", NULL);
  tw_tower_gen_write_layered (tower, 200, 1000, 42, tileset);
  g_autofree char *out = g_build_filename (dir, "png", NULL);
  const int runs = 3;
  double worst = 0, total = 0;
  for (int run = 0; run < runs; run++)
    {
      g_autofree char *cmd = g_strdup_printf ("%s render '%s' --floor all --png '%s'",
                                              g_getenv ("TW_CLI"), tower, out);
      gint64 start = g_get_monotonic_time ();
      double cpu_start = children_cpu_ms ();
      int status = 0;
      g_assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
      double ms = (g_get_monotonic_time () - start) / 1000.0;
      g_print ("run %d: %.0f ms wall, %.0f ms CPU\n", run + 1, ms, children_cpu_ms () - cpu_start);
      worst = MAX (worst, ms);
      total += ms;
    }
  g_autofree char *last = g_build_filename (out, "F199.png", NULL);
  g_assert_true (g_file_test (last, G_FILE_TEST_IS_REGULAR));
  g_print ("render --floor all, 200 floors of 13x13 with 3 layers: %.0f ms mean, %.0f ms worst "
           "(goal < 5000 ms)\n",
           total / runs, worst);
  remove_tree (dir);
  return worst < 5000 ? 0 : 1;
}
