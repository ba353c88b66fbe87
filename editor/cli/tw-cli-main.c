/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <locale.h>

#include "editor/cli/tw-cli.h"
#include "editor/tw-i18n.h"

#ifndef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE "turnwright"
#endif

/* The CLI's messages come from the "turnwright" catalogues: installed in
 * TW_CLI_LOCALEDIR, or in $TW_LOCALEDIR when set (tests point it at a
 * catalogue built in the tree). Printed as UTF-8 whatever the locale's
 * charset, as the app does. */
static void
bind_catalogue (void)
{
  const char *dir = g_getenv ("TW_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, dir != NULL && dir[0] != '\0' ? dir : TW_CLI_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bind_catalogue ();
  return tw_cli_run (argc, argv);
}
