/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-mota.c: `import-mota DIR -o PROJECT` and `export PROJECT -o OUT.json | --mota DIR
 * [--with-runtime [--force-runtime] | --without-runtime]`.
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
#include "editor/mota/tw-runtime-install.h"
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
  N_("PROJECT -o OUT.json | --mota DIR [--with-runtime | --without-runtime]"),
  N_("Writes the game bundle {\"enemys\", \"items\", \"floors\"} as JSON (-o), and/or\n"
     "writes the tower back into a mota-js game folder in the official editor's\n"
     "layout (--mota; only files whose bytes change are written, all or none, even\n"
     "when the process is killed: the next run finishes or undoes the write)."),
  N_("An output that is also an input (the project, a file of the game) is refused.\n"
     "PROJECT is a project file or a mota-js game folder (imported on the fly).\n"
     "A file of DIR that changed since the project was imported from it (or last\n"
     "exported into it) is not overwritten: nothing is written, exit 1.\n"
     "--with-runtime then installs Turnwright's map-turn runtime into DIR's\n"
     "project/plugins.js (or updates it), keeping every other plugin; a tower with\n"
     "a map-turn plugin of its own is refused (exit 1) unless --force-runtime.\n"
     "--without-runtime takes it out again (docs/runtime.md)."),
};

/* What export does to the runtime in the game folder's plugins.js. */
typedef enum
{
  RUNTIME_KEEP,
  RUNTIME_INSTALL,
  RUNTIME_FORCE,
  RUNTIME_REMOVE,
} RuntimeStep;

static int import_mota (char **positional, const char *output);
static int export (char **positional, const char *output, const char *mota_dir,
                   gboolean force, RuntimeStep runtime);

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
  gboolean with_runtime = FALSE, force_runtime = FALSE, without_runtime = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The bundle to write"),
      N_("OUT.json") },
    { "mota", 0, 0, G_OPTION_ARG_FILENAME, &mota_dir,
      N_("The game folder to write into (created if missing)"), N_("DIR") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &force,
      N_("Overwrite files of DIR changed by another tool"), NULL },
    { "with-runtime", 0, 0, G_OPTION_ARG_NONE, &with_runtime,
      N_("Install or update the map-turn runtime in DIR's project/plugins.js"), NULL },
    { "force-runtime", 0, 0, G_OPTION_ARG_NONE, &force_runtime,
      N_("Install it even beside the tower's own map-turn plugin"), NULL },
    { "without-runtime", 0, 0, G_OPTION_ARG_NONE, &without_runtime,
      N_("Remove the map-turn runtime from DIR's project/plugins.js"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&export_help, entries, argc, argv, &positional);
  if (status < 0 && without_runtime && (with_runtime || force_runtime))
    status = tw_cli_usage_error ("export",
                                 _("--with-runtime and --without-runtime exclude each other"));
  if (status < 0)
    status = export (positional, output, mota_dir, force,
                     without_runtime ? RUNTIME_REMOVE
                     : force_runtime ? RUNTIME_FORCE
                     : with_runtime  ? RUNTIME_INSTALL
                                     : RUNTIME_KEEP);
  tw_cli_free_options (entries);
  return status;
}

/* After the tower's files: the runtime in plugins.js, one line saying what
 * happened (a refusal on stderr, exit 1, the files already written). */
static int
apply_runtime (const char *mota_dir, RuntimeStep step)
{
  g_autoptr (GError) error = NULL;
  TwRuntimeResult result = { 0 };
  gboolean ok;
  if (step == RUNTIME_REMOVE)
    ok = tw_runtime_uninstall (mota_dir, &result, &error);
  else
    {
      g_autoptr (TwRuntime) runtime = tw_runtime_load (NULL, &error);
      ok = runtime != NULL
           && tw_runtime_install (mota_dir, runtime, step == RUNTIME_FORCE, &result, &error);
    }
  if (!ok && g_error_matches (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_OWN_PLUGIN))
    {
      /* TRANSLATORS: %s is the refusal, "FILE:LINE: error: refused to ...". */
      fprintf (stderr, _("%s; --force-runtime installs ours beside it\n"), error->message);
      return TW_CLI_EXIT_INVALID;
    }
  if (!ok)
    return report (error);
  g_autofree char *line = tw_runtime_result_describe (&result);
  printf ("%s\n", line);
  return TW_CLI_EXIT_OK;
}

static int
export (char **positional, const char *output, const char *mota_dir, gboolean force,
        RuntimeStep runtime)
{
  const char *input = positional[0];
  if (input != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("export", _("only one project can be exported at a time"));
  if (input == NULL || (output == NULL && mota_dir == NULL))
    return tw_cli_usage_error ("export", _("it needs a PROJECT and -o OUT.json or --mota DIR"));
  if (runtime != RUNTIME_KEEP && mota_dir == NULL)
    return tw_cli_usage_error (
        "export", _("the map-turn runtime goes into a game folder: it needs --mota DIR"));
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
      if (runtime != RUNTIME_KEEP)
        return apply_runtime (mota_dir, runtime);
    }
  return TW_CLI_EXIT_OK;
}
