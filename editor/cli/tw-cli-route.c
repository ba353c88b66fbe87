/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-route.c: `turnwright-cli route import RUN.h5route [--project P] [-o MOVES]`
 * and `turnwright-cli route export PROJECT MOVES [-o RUN.h5route] [--hard H]
 * [--seed N]`: a player's run (a mota-js route file) as a moves script, and
 * a moves script as a route file the game replays (docs/routes.md). */
#include "editor/cli/tw-cli-route.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "editor/check/tw-check.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/route/tw-route-project.h"

static const TwCliHelp route_help = {
  "route",
  N_ ("import RUN.h5route [-o MOVES] | export PROJECT MOVES [-o RUN.h5route]"),
  N_ ("a player's run (a mota-js .h5route) as a moves script, and a moves script as a run"),
  N_ ("import decodes the route as the game does (every token kind of mota-js 2.6-2.10); a "
      "token Turnwright does not play becomes a `game TOKEN` line and is listed with its "
      "position. --project names item numbers by the tower's tiles. export writes the file "
      "the game's replay panel downloads; a script imported from a route gives that same file "
      "back. Exit status: 0 when written, 1 for a file that is not a route, 2 for a script "
      "line the game has no token for."),
};

/* Writes @text to @out, atomically, or to standard output when @out is NULL. */
static int
write_out (const char *out, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (out == NULL)
    {
      fputs (text, stdout);
      return TW_CLI_EXIT_OK;
    }
  if (!tw_atomic_write_file (out, text, strlen (text), &error))
    {
      fprintf (stderr, "%s: %s\n", out, error->message);
      return TW_CLI_EXIT_INVALID;
    }
  return TW_CLI_EXIT_OK;
}

static TwTower *
open_tower (const char *project_path, TwProjectFile **project_out)
{
  g_autoptr (GError) error = NULL;
  TwProjectFile *project = tw_project_open (project_path, &error);
  TwTower *tower;

  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }
  tower = tw_tower_new_from_json (tw_project_file_get_tower (project), &error);
  if (tower == NULL)
    {
      g_autofree char *where = g_strdup_printf ("%s:1:1", project_path);
      tw_cli_error_at (where, _ ("the tower cannot be read: %s"), error->message);
      tw_project_file_free (project);
      return NULL;
    }
  *project_out = project;
  return tower;
}

static void
list_skipped (const char *path, GPtrArray *skipped)
{
  for (guint i = 0; i < skipped->len; i++)
    {
      const TwRouteSkipped *s = skipped->pdata[i];
      fprintf (stderr, _ ("%s: token %u: %s: not played by Turnwright (kept as a `game` line)\n"),
               path, s->index + 1, s->token);
    }
}

static int
route_import (const char *path, const char *project_path, const char *out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) skipped = g_ptr_array_new_with_free_func (tw_route_skipped_free);
  TwProjectFile *project = NULL;
  TwTower *tower = NULL;
  g_autofree char *script = NULL;
  guint n_lines = 0;

  if (project_path != NULL && (tower = open_tower (project_path, &project)) == NULL)
    return TW_CLI_EXIT_INVALID;
  script = tw_route_import_file (path, tower, skipped, &error);
  g_clear_pointer (&tower, tw_tower_unref);
  g_clear_pointer (&project, tw_project_file_free);
  if (script == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  list_skipped (path, skipped);
  for (const char *p = script; *p != '\0'; p++)
    n_lines += *p == '\n';
  fprintf (stderr, _ ("%s: %u script lines, %u tokens not played by Turnwright\n"), path,
           n_lines, skipped->len);
  return write_out (out, script);
}

static int
route_export (const char *project_path, const char *script_path, const char *out,
              const char *hard, const char *seed)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (project_path, &error);
  g_autofree char *text = NULL, *route = NULL, *game_dir = NULL;

  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  if (!g_file_get_contents (script_path, &text, NULL, &error))
    {
      fprintf (stderr, "%s: %s\n", script_path, error->message);
      return TW_CLI_EXIT_USAGE;
    }
  if (g_file_test (project_path, G_FILE_TEST_IS_DIR))
    game_dir = tw_check_game_folder_for (project_path);
  else
    game_dir = tw_project_file_dup_game_folder (project, project_path);
  route = tw_route_export_script (tw_project_file_get_tower (project), game_dir, text, hard, seed,
                                  &error);
  if (route == NULL)
    {
      fprintf (stderr, "%s:%s\n", script_path, error->message);
      return g_error_matches (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_TOKEN)
                     || g_error_matches (error, TW_SCRIPT_ERROR, TW_SCRIPT_ERROR_SYNTAX)
                 ? TW_CLI_EXIT_USAGE
                 : TW_CLI_EXIT_INVALID;
    }
  return write_out (out, route);
}

int
tw_cli_route (int argc, char **argv)
{
  char *out = NULL, *project = NULL, *hard = NULL, *seed = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_ ("Write to FILE (default: standard output)"), N_ ("FILE") },
    { "project", 0, 0, G_OPTION_ARG_FILENAME, &project,
      N_ ("import: the tower whose tiles name item numbers"), N_ ("PROJECT") },
    { "hard", 0, 0, G_OPTION_ARG_STRING, &hard, N_ ("export: the difficulty written"),
      N_ ("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_ ("export: the random seed written"),
      N_ ("N") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&route_help, entries, argc, argv, &positional);
  guint n;

  if (status >= 0)
    return status;
  n = g_strv_length (positional);
  if (n == 0)
    status = tw_cli_usage_error ("route", _ ("no subcommand given (import or export)"));
  else if (g_str_equal (positional[0], "import"))
    status = n == 2 ? route_import (positional[1], project, out)
                    : tw_cli_usage_error ("route", _ ("import takes one route file"));
  else if (g_str_equal (positional[0], "export"))
    status = n == 3 ? route_export (positional[1], positional[2], out, hard, seed)
                    : tw_cli_usage_error ("route", _ ("export takes a project and a moves script"));
  else
    status = tw_cli_usage_error ("route", _ ("the subcommand is import or export"));
  tw_cli_free_options (entries);
  return status;
}
