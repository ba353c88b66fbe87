/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-validate.h: the `validate` verb and the CLI's project loading. */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* Loads the tower of a project file (new reference), or NULL with error, whose
 * message is the line to print: "PATH:LINE:COL: error: text". */
json_t *tw_cli_load_tower (const char  *path,
                           GError     **error);

/* `turnwright-cli validate PROJECT`; argv[0] is "validate". */
int tw_cli_validate (int    argc,
                     char **argv);

G_END_DECLS
