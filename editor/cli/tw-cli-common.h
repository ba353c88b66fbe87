/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-common.h: what the verbs of turnwright-cli share: exit statuses,
 * usage errors, options and scripts. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "editor/mota/tw-project-file.h"
#include "engine/tw-script.h"

G_BEGIN_DECLS

/* Exit statuses, as docs/rules.md §9 gives them. */
enum
{
  TW_CLI_EXIT_OK = 0,
  TW_CLI_EXIT_INVALID = 1,
  TW_CLI_EXIT_USAGE = 2,
};

/* Shared by the verbs' argument parsing (GOption, one context per verb). */

/* What a verb's --help says, untranslated (N_()): the usage line is
 * "turnwright-cli VERB [OPTION…] PARAMETERS", then the summary, the
 * options and the description. */
typedef struct
{
  const char *verb;
  const char *parameters;
  const char *summary;
  const char *description; /* may be NULL */
} TwCliHelp;

/* Parses a verb's command line (argv[0] is the verb) with GOption. @entries
 * are the verb's options, NULL-terminated (-h/--help is added); their
 * values must start NULL/FALSE; take string values as G_OPTION_ARG_FILENAME
 * (bytes as given, whatever the locale). The arguments that are not
 * options, and every argument after "--", go to *positional
 * (NULL-terminated; g_strfreev). Returns -1 to go on; TW_CLI_EXIT_OK after
 * printing the help; TW_CLI_EXIT_USAGE after naming the option that is
 * unknown or lacks its value. */
int tw_cli_parse_options (const TwCliHelp *help, const GOptionEntry *entries, int argc,
                          char **argv, char ***positional);
/* Frees the strings and string lists GOption stored for @entries. */
void tw_cli_free_options (const GOptionEntry *entries);
/* Prints the verb's --help (translated) to @out. */
void tw_cli_print_help (const TwCliHelp *help, const GOptionEntry *entries, FILE *out);

/* Prints "turnwright-cli VERB: MESSAGE" and where help is; returns TW_CLI_EXIT_USAGE.
 * @message is already translated. */
int tw_cli_usage_error (const char *verb, const char *message);
/* Prints "WHERE: error: MESSAGE" (the compilers' form; @format translated). */
void tw_cli_error_at (const char *where, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* The mota-js project/ folder a tower's images are read from, found as the
 * app finds it (tw_image_folders_project_dir): PATH itself when it is a
 * game folder; for a project file, the game folder it records, else the
 * folder beside the file (a recorded folder that is gone: a warning on
 * stderr). */
char *tw_cli_images_dir (const char *path, TwProjectFile *project);

/* Reads and parses a simulate script; on failure prints FILE:LINE:COL: error
 * and returns NULL. *unreadable (may be NULL) tells a file that could not be
 * read from one that is not a script. */
TwScript *tw_cli_load_script (const char *path, gboolean *unreadable);

G_END_DECLS
