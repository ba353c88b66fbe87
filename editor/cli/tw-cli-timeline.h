/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-timeline.h: the `timeline` verb. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli timeline PROJECT --script FILE --png OUT.png [--svg OUT.svg]
 * [--from T --to T]`; argv[0] is "timeline". */
int tw_cli_timeline (int argc, char **argv);

G_END_DECLS
