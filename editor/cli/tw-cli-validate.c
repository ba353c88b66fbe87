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
 * list shows them. Looked for where the editor looks: PROJECT, its
 * project/ folder, or the folder beside a project file. */
static void
missing_images_add (const char *path, json_t *tower, GPtrArray *diagnostics)
{
  g_autofree char *base
      = g_file_test (path, G_FILE_TEST_IS_DIR) ? g_strdup (path) : g_path_get_dirname (path);
  g_autofree char *project = g_build_filename (base, "project", NULL);
  const char *dir = g_file_test (project, G_FILE_TEST_IS_DIR) ? project : base;
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, dir);
  g_autoptr (GPtrArray) missing = tw_tile_atlas_check_images (atlas);
  while (missing->len > 0)
    g_ptr_array_add (diagnostics, g_ptr_array_steal_index (missing, 0));
}

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: turnwright-cli validate PROJECT\n"
                "\n"
                "Checks a Turnwright project and prints one line per finding:\n"
                "  FILE:LINE:COL: error|warning|note: text\n"
                "Images the tower names but that are missing (materials, tilesets, floor\n"
                "images) give one warning each, naming the file.\n"
                "Exits 1 when there is any error, 0 otherwise.\n");
}

int
tw_cli_validate (int argc, char **argv)
{
  const char *project = NULL;
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          print_usage (stdout);
          return TW_CLI_EXIT_OK;
        }
      if (argv[i][0] == '-' && argv[i][1] != '\0')
        {
          fprintf (stderr, "turnwright-cli validate: unknown option '%s'\n", argv[i]);
          print_usage (stderr);
          return TW_CLI_EXIT_USAGE;
        }
      if (project != NULL)
        {
          fprintf (stderr, "turnwright-cli validate: one project at a time\n");
          return TW_CLI_EXIT_USAGE;
        }
      project = argv[i];
    }
  if (project == NULL)
    {
      print_usage (stderr);
      return TW_CLI_EXIT_USAGE;
    }

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
  missing_images_add (project, tw_project_file_get_tower (loaded), diagnostics);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      g_autofree char *line = tw_diagnostic_format (g_ptr_array_index (diagnostics, i));
      printf ("%s\n", line);
    }
  return tw_validate_count (diagnostics, TW_SEVERITY_ERROR) > 0 ? TW_CLI_EXIT_INVALID
                                                                 : TW_CLI_EXIT_OK;
}
