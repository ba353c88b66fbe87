/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-simulate.h: the `simulate` verb. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli simulate PROJECT --script FILE ...`; argv[0] is "simulate". */
int tw_cli_simulate (int    argc,
                     char **argv);

G_END_DECLS
