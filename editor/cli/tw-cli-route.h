/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-route.h: the `route` verb (import and export of mota-js route files). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `turnwright-cli route import|export ...`; argv[0] is "route". */
int tw_cli_route (int argc, char **argv);

G_END_DECLS
