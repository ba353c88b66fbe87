/* tw-cli.h: the headless command line, shared by turnwright-cli and the tests. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses, as CONTRACT.md §9 gives them. */
enum
{
  TW_CLI_EXIT_OK = 0,
  TW_CLI_EXIT_INVALID = 1,
  TW_CLI_EXIT_USAGE = 2,
};

/* Runs one command line (argv[0] is the program name). Output goes to
 * stdout, errors to stderr; the return value is the exit status. */
int tw_cli_run (int argc, char **argv);

G_END_DECLS
