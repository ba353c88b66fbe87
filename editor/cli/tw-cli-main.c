#include <locale.h>

#include "editor/cli/tw-cli.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  return tw_cli_run (argc, argv);
}
