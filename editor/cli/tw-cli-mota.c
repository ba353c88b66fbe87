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
#include "editor/tw-i18n.h"

static const TwCliHelp import_help = {
  "import-mota",
  N_("DIR -o PROJECT"),
  N_("Reads a mota-js game folder (the folder holding project/, or project/ itself):\n"
     "data.js, enemys.js, items.js, maps.js, icons.js, events.js and every floor of\n"
     "main.floorIds, and writes a Turnwright project file."),
  NULL,
};

static const TwCliHelp export_help = {
  "export",
  N_("PROJECT -o OUT.json | --mota DIR"),
  N_("Writes the game bundle {\"enemys\", \"items\", \"floors\"} as JSON (-o), and/or\n"
     "writes the tower back into a mota-js game folder in the official editor's\n"
     "layout (--mota; only files whose bytes change are written, all or none, even\n"
     "when the process is killed: the next run finishes or undoes the write)."),
  N_("An output that is also an input (the project, a file of the game) is refused.\n"
     "PROJECT is a project file or a mota-js game folder (imported on the fly).\n"
     "A file of DIR that changed since the project was imported from it (or last\n"
     "exported into it) is not overwritten: nothing is written, exit 1."),
};

static int import_mota (char **positional, const char *output);
static int export (char **positional, const char *output, const char *mota_dir,
                   gboolean force);

static int
report (GError *error)
{
  fprintf (stderr, "%s\n", error->message);
  return TW_CLI_EXIT_INVALID;
}

int
tw_cli_import_mota (int argc, char **argv)
{
  char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The project file to write"),
      N_("PROJECT") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&import_help, entries, argc, argv, &positional);
  if (status < 0)
    status = import_mota (positional, output);
  tw_cli_free_options (entries);
  return status;
}

static int
import_mota (char **positional, const char *output)
{
  const char *dir = positional[0];
  if (dir != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("import-mota", _("only one folder can be imported at a time"));
  if (dir == NULL || output == NULL)
    return tw_cli_usage_error ("import-mota", _("it needs a game folder and -o PROJECT"));
  if (!tw_cli_check_outputs (&output, 1, &dir, 1))
    return TW_CLI_EXIT_INVALID;

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (dir, &error);
  if (project == NULL)
    return report (error);
  /* Where the tower came from, as the app's Save records it: `render`,
   * `check` and the app find the game's images and code there. */
  tw_project_file_set_game_folder (project, dir, output);
  if (!tw_project_file_save (project, output, &error))
    return report (error);
  return TW_CLI_EXIT_OK;
}

int
tw_cli_export (int argc, char **argv)
{
  char *output = NULL;
  char *mota_dir = NULL;
  gboolean force = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The bundle to write"),
      N_("OUT.json") },
    { "mota", 0, 0, G_OPTION_ARG_FILENAME, &mota_dir,
      N_("The game folder to write into (created if missing)"), N_("DIR") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &force,
      N_("Overwrite files of DIR changed by another tool"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&export_help, entries, argc, argv, &positional);
  if (status < 0)
    status = export (positional, output, mota_dir, force);
  tw_cli_free_options (entries);
  return status;
}

static int
export (char **positional, const char *output, const char *mota_dir, gboolean force)
{
  const char *input = positional[0];
  if (input != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("export", _("only one project can be exported at a time"));
  if (input == NULL || (output == NULL && mota_dir == NULL))
    return tw_cli_usage_error ("export", _("it needs a PROJECT and -o OUT.json or --mota DIR"));
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
            fputs (_("export --force overwrites them\n"), stderr);
          return status;
        }
      printf (ngettext ("%u of %u file changed\n", "%u of %u files changed\n", stats.n_files),
              stats.n_written, stats.n_files);
    }
  return TW_CLI_EXIT_OK;
}
