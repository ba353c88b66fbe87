/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli.h: the headless command line, shared by turnwright-cli and the tests.
 *
 * Dispatches to the verbs (tw-cli-*.h); what the verbs share is in
 * tw-cli-common.h, below them, so that no verb calls back into the dispatch. */
#pragma once

#include <glib.h>

#include "editor/cli/tw-cli-common.h"

G_BEGIN_DECLS

/* Runs one command line (argv[0] is the program name). Output goes to
 * stdout, errors to stderr; the return value is the exit status. */
int tw_cli_run (int argc, char **argv);

G_END_DECLS
