/* tw-cli-validate.c: `turnwright-cli validate PROJECT`.
 *
 * Prints one compiler-style line per diagnostic (FILE:LINE:COL: severity:
 * text) and exits 1 when any of them is an error, as CONTRACT §9 says.
 */
#include "editor/tw-cli-validate.h"

#include <stdio.h>
#include <string.h>

#include "editor/tw-cli.h"
#include "editor/tw-validate.h"

G_DEFINE_QUARK (tw-cli-load-error-quark, tw_cli_load_error)

/* Reads a project file. This is the one place the CLI loads a tower; it will
 * be pointed at the project-file loader once that exists. For now: a
 * project file ({"format": "turnwright-project", "version": 1, "tower":
 * {...}}) read with jansson. */
json_t *
tw_cli_load_tower (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  json_error_t json_error;
  json_t *root = json_load_file (path, JSON_REJECT_DUPLICATES, &json_error);
  if (root == NULL)
    {
      g_set_error (error, TW_CLI_LOAD_ERROR, 0, "%s:%d:%d: error: %s", path,
                   MAX (json_error.line, 0), MAX (json_error.column, 0), json_error.text);
      return NULL;
    }

  const char *format = json_string_value (json_object_get (root, "format"));
  json_t *version = json_object_get (root, "version");
  json_t *tower = json_object_get (root, "tower");
  const char *problem = NULL;
  if (!json_is_object (root))
    problem = "the file is not a JSON object";
  else if (g_strcmp0 (format, "turnwright-project") != 0)
    problem = "\"format\" is not \"turnwright-project\"";
  else if (!json_is_integer (version) || json_integer_value (version) != 1)
    problem = "\"version\" is not 1, the only version this Turnwright reads";
  else if (!json_is_object (tower))
    problem = "\"tower\" is missing or not an object";
  if (problem != NULL)
    {
      g_set_error (error, TW_CLI_LOAD_ERROR, 0, "%s:1:1: error: not a Turnwright project: %s", path,
                   problem);
      json_decref (root);
      return NULL;
    }

  json_incref (tower);
  json_decref (root);
  return tower;
}

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: turnwright-cli validate PROJECT\n"
                "\n"
                "Checks a Turnwright project and prints one line per finding:\n"
                "  FILE:LINE:COL: error|warning|note: text\n"
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
  json_t *tower = tw_cli_load_tower (project, &error);
  if (tower == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }

  g_autoptr (GPtrArray) diagnostics = tw_validate_tower (tower, NULL, NULL);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      g_autofree char *line = tw_diagnostic_format (g_ptr_array_index (diagnostics, i));
      printf ("%s\n", line);
    }
  json_decref (tower);
  return tw_validate_count (diagnostics, TW_SEVERITY_ERROR) > 0 ? TW_CLI_EXIT_INVALID
                                                                 : TW_CLI_EXIT_OK;
}
