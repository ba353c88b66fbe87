/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <locale.h>

#include "editor/cli/tw-cli.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  return tw_cli_run (argc, argv);
}
