/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-validate.c: `turnwright-cli validate PROJECT`.
 *
 * Prints one compiler-style line per diagnostic (FILE:LINE:COL: severity:
 * text) and exits 1 when any of them is an error, as docs/rules.md §9 says.
 */
#include "editor/cli/tw-cli-validate.h"

#include <stdio.h>
#include <string.h>

#include "editor/cli/tw-cli-common.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/render/tw-tile-atlas.h"
#include "editor/tw-i18n.h"
#include "editor/tw-validate.h"

/* The one place the CLI loads a tower: a project file, or a mota-js game
 * folder imported on the fly. */
json_t *
tw_cli_load_tower (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  g_autoptr (TwProjectFile) project = tw_project_open (path, error);
  if (project == NULL)
    return NULL;
  return json_incref (tw_project_file_get_tower (project));
}

/* Points each diagnostic at the file and position its value was read from:
 * the mota-js file of an imported folder, or the project file itself. */
static void
locate_diagnostics (TwProjectFile *project, GPtrArray *diagnostics)
{
  for (guint i = 0; i < diagnostics->len; i++)
    {
      TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      const char *where_file = NULL;
      int line, column;
      if (d->file == NULL || d->path == NULL
          || !tw_project_file_locate (project, d->file, d->path, &where_file, &line, &column))
        continue;
      g_free (d->file);
      d->file = g_strdup (where_file);
      d->line = line;
      d->column = column;
    }
}

/* Images the tower names that are not on disk (a tileset, a material sheet,
 * a floor image): one warning per file, naming it, as the editor's Issues
 * list shows them. Looked for where the editor and `render` look
 * (tw_cli_images_dir). */
static void
missing_images_add (const char *path, TwProjectFile *project, GPtrArray *diagnostics)
{
  g_autofree char *dir = tw_cli_images_dir (path, project);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tw_project_file_get_tower (project), dir);
  g_autoptr (GPtrArray) missing = tw_tile_atlas_check_images (atlas);
  while (missing->len > 0)
    g_ptr_array_add (diagnostics, g_ptr_array_steal_index (missing, 0));
}

static const TwCliHelp validate_help = {
  "validate",
  N_("PROJECT"),
  N_("Checks a Turnwright project and prints one line per finding:\n"
     "  FILE:LINE:COL: error|warning|note: text\n"
     "Images the tower names but that are missing (materials, tilesets, floor\n"
     "images) give one warning each, naming the file."),
  N_("PROJECT is a project file or a mota-js game folder (imported on the fly).\n"
     "Exits 1 when there is any error, 0 otherwise."),
};

int
tw_cli_validate (int argc, char **argv)
{
  const GOptionEntry entries[] = { G_OPTION_ENTRY_NULL };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&validate_help, entries, argc, argv, &positional);
  if (status >= 0)
    return status;
  if (positional[0] == NULL)
    {
      tw_cli_print_help (&validate_help, entries, stderr);
      return TW_CLI_EXIT_USAGE;
    }
  if (positional[1] != NULL)
    return tw_cli_usage_error ("validate", _("one project at a time"));
  const char *project = positional[0];

  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) loaded = tw_project_open (project, &error);
  if (loaded == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }

  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tw_project_file_get_tower (loaded), NULL,
                                                         NULL);
  locate_diagnostics (loaded, diagnostics);
  missing_images_add (project, loaded, diagnostics);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      g_autofree char *line = tw_diagnostic_format (g_ptr_array_index (diagnostics, i));
      printf ("%s\n", line);
    }
  return tw_validate_count (diagnostics, TW_SEVERITY_ERROR) > 0 ? TW_CLI_EXIT_INVALID
                                                                 : TW_CLI_EXIT_OK;
}
