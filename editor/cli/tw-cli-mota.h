/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-mota.h: the turnwright-cli verbs import-mota and export. */
#pragma once

G_BEGIN_DECLS

int tw_cli_import_mota (int argc, char **argv);
int tw_cli_export      (int argc, char **argv);

G_END_DECLS
