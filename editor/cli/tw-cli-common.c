/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-common.c: what the verbs of turnwright-cli share (see tw-cli-common.h). */
#include "editor/cli/tw-cli-common.h"

#include <stdio.h>
#include <string.h>

#include "editor/mota/tw-json-read.h"

int
tw_cli_usage_error (const char *verb, const char *message)
{
  fprintf (stderr, "turnwright-cli %s: %s\nRun 'turnwright-cli %s --help' for usage.\n", verb,
           message, verb);
  return TW_CLI_EXIT_USAGE;
}

gboolean
tw_cli_is_help (const char *arg)
{
  return strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0;
}

const char *
tw_cli_option_value (int argc, char **argv, int *i, const char *name)
{
  gsize n = strlen (name);
  if (strncmp (argv[*i], name, n) == 0 && argv[*i][n] == '=')
    return argv[*i] + n + 1;
  if (*i + 1 >= argc)
    return NULL;
  return argv[++*i];
}

gboolean
tw_cli_matches_option (const char *arg, const char *short_name, const char *long_name)
{
  gsize n = strlen (long_name);
  return (short_name != NULL && strcmp (arg, short_name) == 0) || strcmp (arg, long_name) == 0
         || (strncmp (arg, long_name, n) == 0 && arg[n] == '=');
}

/* A script is a text of short lines; anything this large is not one. */
#define SCRIPT_MAX_SIZE (16u * 1024u * 1024u)

TwScript *
tw_cli_load_script (const char *path, gboolean *unreadable)
{
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  if (unreadable != NULL)
    *unreadable = FALSE;
  g_autofree char *text = tw_json_read_file (path, path, SCRIPT_MAX_SIZE, &length, &error);
  if (text == NULL && unreadable != NULL)
    *unreadable = TRUE;
  if (text == NULL || !tw_json_read_check_text (path, text, length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }

  guint line = 0, column = 0;
  TwScript *script = tw_script_parse (text, (gssize) length, &line, &column, &error);
  if (script == NULL)
    {
      /* The parser's message starts with "LINE:COL: "; print it once, after the file. */
      const char *text_only = strstr (error->message, ": ");
      fprintf (stderr, "%s:%u:%u: error: %s\n", path, line, column,
               text_only != NULL ? text_only + 2 : error->message);
    }
  return script;
}
