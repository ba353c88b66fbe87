/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-coverage.h: the `coverage` verb. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli coverage PROJECT [--json]`; argv[0] is "coverage". */
int tw_cli_coverage (int argc, char **argv);

G_END_DECLS
