/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-render.h: the `render` verb. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli render PROJECT --floor ID|all --png OUT.png [--scale S]
 * [--layers bg,event,fg] [--overlay damage|timecost|routes]`; argv[0] is "render". */
int tw_cli_render (int argc, char **argv);

G_END_DECLS
