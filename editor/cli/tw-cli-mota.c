/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-mota.c: `import-mota DIR -o PROJECT` and `export PROJECT -o OUT.json | --mota DIR`.
 *
 * Errors go to stderr as "FILE:LINE:COL: error: text"; exit 1 for input that
 * cannot be read, 2 for a command line that cannot be understood.
 */
#include <glib.h>

#include "editor/cli/tw-cli-mota.h"

#include <stdio.h>
#include <string.h>

#include "editor/mota/tw-atomic.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-paths.h"
#include "editor/mota/tw-disk-check.h"
#include "editor/mota/tw-json-format.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"

static const char import_help[]
    = "Usage: turnwright-cli import-mota DIR -o PROJECT\n"
      "\n"
      "Reads a mota-js game folder (the folder holding project/, or project/ itself):\n"
      "data.js, enemys.js, items.js, maps.js, icons.js, events.js and every floor of\n"
      "main.floorIds, and writes a Turnwright project file.\n"
      "\n"
      "Options:\n"
      "  -o, --output PROJECT   the project file to write\n"
      "  -h, --help             show this help\n";

static const char export_help[]
    = "Usage: turnwright-cli export PROJECT -o OUT.json\n"
      "       turnwright-cli export PROJECT --mota DIR\n"
      "\n"
      "Writes the game bundle {\"enemys\", \"items\", \"floors\"} as JSON (-o), and/or\n"
      "writes the tower back into a mota-js game folder in the official editor's\n"
      "layout (--mota; only files whose bytes change are written, all or none, even\n"
      "when the process is killed: the next run finishes or undoes the write).\n"
      "An output that is also an input (the project, a file of the game) is refused.\n"
      "PROJECT is a project file or a mota-js game folder (imported on the fly).\n"
      "A file of DIR that changed since the project was imported from it (or last\n"
      "exported into it) is not overwritten: nothing is written, exit 1.\n"
      "\n"
      "Options:\n"
      "  -o, --output OUT.json  the bundle to write\n"
      "      --mota DIR         the game folder to write into (created if missing)\n"
      "      --force            overwrite files of DIR changed by another tool\n"
      "  -h, --help             show this help\n";

static int
report (GError *error)
{
  fprintf (stderr, "%s\n", error->message);
  return TW_CLI_EXIT_INVALID;
}

int
tw_cli_import_mota (int argc, char **argv)
{
  const char *dir = NULL;
  const char *output = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (tw_cli_is_help (argv[i]))
        {
          fputs (import_help, stdout);
          return TW_CLI_EXIT_OK;
        }
      else if (tw_cli_matches_option (argv[i], "-o", "--output"))
        {
          output = tw_cli_option_value (argc, argv, &i, "--output");
          if (output == NULL)
            return tw_cli_usage_error ("import-mota", "-o needs a file name");
        }
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        return tw_cli_usage_error ("import-mota", "unknown option");
      else if (dir == NULL)
        dir = argv[i];
      else
        return tw_cli_usage_error ("import-mota", "only one folder can be imported at a time");
    }
  if (dir == NULL || output == NULL)
    return tw_cli_usage_error ("import-mota", "needs a game folder and -o PROJECT");
  if (!tw_cli_check_outputs (&output, 1, &dir, 1))
    return TW_CLI_EXIT_INVALID;

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (dir, &error);
  if (project == NULL || !tw_project_file_save (project, output, &error))
    return report (error);
  return TW_CLI_EXIT_OK;
}

int
tw_cli_export (int argc, char **argv)
{
  const char *input = NULL;
  const char *output = NULL;
  const char *mota_dir = NULL;
  gboolean force = FALSE;

  for (int i = 1; i < argc; i++)
    {
      if (tw_cli_is_help (argv[i]))
        {
          fputs (export_help, stdout);
          return TW_CLI_EXIT_OK;
        }
      else if (tw_cli_matches_option (argv[i], "-o", "--output"))
        {
          output = tw_cli_option_value (argc, argv, &i, "--output");
          if (output == NULL)
            return tw_cli_usage_error ("export", "-o needs a file name");
        }
      else if (tw_cli_matches_option (argv[i], NULL, "--mota"))
        {
          mota_dir = tw_cli_option_value (argc, argv, &i, "--mota");
          if (mota_dir == NULL)
            return tw_cli_usage_error ("export", "--mota needs a folder");
        }
      else if (strcmp (argv[i], "--force") == 0)
        force = TRUE;
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        return tw_cli_usage_error ("export", "unknown option");
      else if (input == NULL)
        input = argv[i];
      else
        return tw_cli_usage_error ("export", "only one project can be exported at a time");
    }
  if (input == NULL || (output == NULL && mota_dir == NULL))
    return tw_cli_usage_error ("export", "needs a PROJECT and -o OUT.json or --mota DIR");
  if (!tw_cli_check_outputs (&output, 1, &input, 1))
    return TW_CLI_EXIT_INVALID;

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (input, &error);
  if (project == NULL)
    return report (error);

  if (output != NULL)
    {
      json_t *bundle = tw_mota_export_bundle (project);
      g_autofree char *text = tw_json_format_to_readable (bundle);
      json_decref (bundle);
      g_autofree char *with_newline = g_strconcat (text, "\n", NULL);
      if (!tw_atomic_write_file (output, with_newline, strlen (with_newline), &error))
        return report (error);
    }
  if (mota_dir != NULL)
    {
      TwMotaExportStats stats;
      if (force)
        tw_disk_check_accept_folder (project, mota_dir);
      if (!tw_mota_export_folder (project, mota_dir, &stats, &error))
        {
          int status = report (error);
          if (g_error_matches (error, TW_DISK_CHECK_ERROR, TW_DISK_CHECK_ERROR_CHANGED))
            fputs ("export --force overwrites them\n", stderr);
          return status;
        }
      printf ("%u of %u files changed\n", stats.n_written, stats.n_files);
    }
  return TW_CLI_EXIT_OK;
}
