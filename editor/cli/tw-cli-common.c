/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-common.c: what the verbs of turnwright-cli share (see tw-cli-common.h). */
#include "editor/cli/tw-cli-common.h"

#include "editor/render/tw-image-folders.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "editor/tw-i18n.h"

#include "editor/mota/tw-json-read.h"

/* GOption hands every string of the help here: the verbs' texts are in
 * the program's default text domain. */
static const char *
translate (const char *text, gpointer unused)
{
  return _(text);
}

/* The usage line names the program and the verb ("turnwright-cli render"):
 * GOption takes the first word of it from the program name. */
static void
set_program_name (const char *verb)
{
  g_autofree char *name = g_strdup_printf ("turnwright-cli %s", verb);
  g_set_prgname (name);
}

static GOptionContext *
context_new (const TwCliHelp *help, const GOptionEntry *entries, gboolean *show_help,
             char ***positional)
{
  GOptionContext *context = g_option_context_new (help->parameters);
  g_option_context_set_translate_func (context, translate, NULL, NULL);
  g_option_context_set_summary (context, help->summary);
  g_option_context_set_description (context, help->description);
  /* GOption's own --help exits the process; ours returns an exit status. */
  g_option_context_set_help_enabled (context, FALSE);
  /* Unknown options stay in argv, so the error names them in our words. */
  g_option_context_set_ignore_unknown_options (context, TRUE);

  GOptionGroup *group = g_option_group_new (help->verb, NULL, NULL, NULL, NULL);
  g_option_group_set_translate_func (group, translate, NULL, NULL);
  g_option_group_add_entries (group, entries);
  const GOptionEntry common[] = {
    { "help", 'h', 0, G_OPTION_ARG_NONE, show_help, N_("Show this help"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, positional, NULL, NULL },
    G_OPTION_ENTRY_NULL,
  };
  g_option_group_add_entries (group, common);
  g_option_context_set_main_group (context, group);
  return context;
}

void
tw_cli_print_help (const TwCliHelp *help, const GOptionEntry *entries, FILE *out)
{
  gboolean show_help = FALSE;
  char **positional = NULL;
  GOptionContext *context = context_new (help, entries, &show_help, &positional);
  set_program_name (help->verb);
  g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);
  fputs (text, out);
  if (!g_str_has_suffix (text, "\n"))
    fputc ('\n', out);
  g_option_context_free (context);
}

int
tw_cli_parse_options (const TwCliHelp *help, const GOptionEntry *entries, int argc, char **argv,
                      char ***positional)
{
  gboolean show_help = FALSE;
  *positional = NULL;
  GOptionContext *context = context_new (help, entries, &show_help, positional);
  set_program_name (help->verb);

  /* GOption takes what it parses out of the list: it works on a copy. */
  g_autofree char **args = g_new0 (char *, argc + 1);
  memcpy (args, argv, sizeof (char *) * (gsize)argc);
  char **remaining = args;
  int n_remaining = argc;
  g_autoptr (GError) error = NULL;
  int status = -1;
  if (!g_option_context_parse (context, &n_remaining, &remaining, &error))
    status = tw_cli_usage_error (help->verb, error->message);
  else if (show_help)
    {
      tw_cli_print_help (help, entries, stdout);
      status = TW_CLI_EXIT_OK;
    }
  else if (n_remaining > 1)
    {
      /* What GOption left in the list: the options it does not know. */
      g_autofree char *message = g_strdup_printf (_("unknown option '%s'"), remaining[1]);
      status = tw_cli_usage_error (help->verb, message);
    }
  g_option_context_free (context);
  if (status >= 0)
    g_clear_pointer (positional, g_strfreev);
  else if (*positional == NULL)
    *positional = g_new0 (char *, 1);
  return status;
}

void
tw_cli_free_options (const GOptionEntry *entries)
{
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    switch (e->arg)
      {
      case G_OPTION_ARG_STRING:
      case G_OPTION_ARG_FILENAME:
        g_clear_pointer ((char **)e->arg_data, g_free);
        break;
      case G_OPTION_ARG_STRING_ARRAY:
      case G_OPTION_ARG_FILENAME_ARRAY:
        g_clear_pointer ((char ***)e->arg_data, g_strfreev);
        break;
      default:
        break;
      }
}

int
tw_cli_usage_error (const char *verb, const char *message)
{
  /* TRANSLATORS: the first %s is a verb of the command line (validate,
     simulate, ...), the second what is wrong with its options. */
  fprintf (stderr, _("turnwright-cli %s: %s\nRun 'turnwright-cli %s --help' for usage.\n"), verb,
           message, verb);
  return TW_CLI_EXIT_USAGE;
}

void
tw_cli_error_at (const char *where, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *message = g_strdup_vprintf (format, args);
  va_end (args);
  /* "FILE: error: ..." is the compilers' form that editors and CI jump to:
   * its "error:" stays as it is in every language. */
  fprintf (stderr, "%s: error: %s\n", where, message);
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

/* The mota-js project/ folder holding the images, found as the app finds
 * it (tw_image_folders_project_dir): PROJECT itself when it is a game
 * folder; for a project file, the game folder it records (import-mota and
 * the app's Save record one), else the folder beside the file. */
char *
tw_cli_images_dir (const char *path, TwProjectFile *project)
{
  g_autofree char *game = g_file_test (path, G_FILE_TEST_IS_DIR)
                              ? NULL
                              : tw_project_file_dup_game_folder (project, path);
  if (game != NULL && !g_file_test (game, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *message = g_strdup_printf (
          _("the game folder %s recorded in %s is gone: the images are looked for beside the "
            "project file"),
          game, path);
      fprintf (stderr, "warning: %s\n", message);
      g_clear_pointer (&game, g_free);
    }
  return tw_image_folders_project_dir (path, game);
}
