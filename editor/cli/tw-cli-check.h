/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-check.h: the `check` verb. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli check PROJECT --script S [--json] [--game DIR]`; argv[0] is "check". */
int tw_cli_check (int argc, char **argv);

G_END_DECLS
