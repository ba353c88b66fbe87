/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-manual.h: the `manual` and `stats` verbs (docs/analytics.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli manual PROJECT [--floor ID] [--hero JSON] [--crit N] [--json|--csv]`. */
int tw_cli_manual (int argc, char **argv);

/* `turnwright-cli stats PROJECT [--from F] [--to F] [--json|--csv]`. */
int tw_cli_stats (int argc, char **argv);

G_END_DECLS
