/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-sweep.h: the `sweep` verb (docs/analytics.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli sweep PROJECT --script S --vary PATH=LO:HI[:STEP] ... [--csv OUT]
 * [--threads N] [--jobs DIR | --collect DIR]`. */
int tw_cli_sweep (int argc, char **argv);

G_END_DECLS
