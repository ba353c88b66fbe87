/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-common.h: what the verbs of turnwright-cli share: exit statuses,
 * usage errors, options and scripts. */
#pragma once

#include <glib.h>

#include "engine/tw-script.h"

G_BEGIN_DECLS

/* Exit statuses, as docs/rules.md §9 gives them. */
enum
{
  TW_CLI_EXIT_OK = 0,
  TW_CLI_EXIT_INVALID = 1,
  TW_CLI_EXIT_USAGE = 2,
};

/* Shared by the verbs' argument parsing. */

/* Prints "turnwright-cli VERB: MESSAGE" and where help is; returns TW_CLI_EXIT_USAGE. */
int tw_cli_usage_error (const char *verb, const char *message);
/* TRUE for "-h" and "--help". */
gboolean tw_cli_is_help (const char *arg);
/* TRUE when arg is the option: "-o", "--output" or "--output=VALUE". */
gboolean tw_cli_matches_option (const char *arg, const char *short_name, const char *long_name);
/* The value of the option at argv[*i] ("--mota DIR" or "--mota=DIR"),
 * advancing *i past it; NULL when it is missing. */
const char *tw_cli_option_value (int argc, char **argv, int *i, const char *name);

/* Reads and parses a simulate script; on failure prints FILE:LINE:COL: error
 * and returns NULL. *unreadable (may be NULL) tells a file that could not be
 * read from one that is not a script. */
TwScript *tw_cli_load_script (const char *path, gboolean *unreadable);

G_END_DECLS
