/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli.c: verb dispatch for turnwright-cli.
 *
 * Each verb is one entry of cli_verbs[]; --help lists exactly that table, so
 * the help never names a verb that does not work.
 */
#include "editor/cli/tw-cli.h"

#include <stdio.h>
#include <string.h>

#include "editor/cli/tw-cli-coverage.h"
#include "editor/cli/tw-cli-render.h"
#include "editor/cli/tw-cli-timeline.h"
#include "editor/cli/tw-cli-validate.h"
#include "editor/cli/tw-cli-manual.h"
#include "editor/cli/tw-cli-mota.h"
#include "editor/cli/tw-cli-simulate.h"
#include "editor/cli/tw-cli-sweep.h"
#include "engine/tw-engine.h"

typedef int (*TwCliVerbFunc) (int argc, char **argv);

typedef struct
{
  const char *name;
  const char *usage;
  const char *summary;
  TwCliVerbFunc run;
} TwCliVerb;

static const TwCliVerb cli_verbs[] = {
  { "validate", "validate PROJECT", "check a project; exit 1 on any error", tw_cli_validate },
  { "import-mota", "import-mota DIR -o PROJECT", "read a mota-js game folder into a project file",
    tw_cli_import_mota },
  { "export", "export PROJECT -o OUT.json | --mota DIR",
    "write the game bundle, or the tower back into a mota-js folder", tw_cli_export },
  { "simulate", "simulate PROJECT --script FILE [...]",
    "play a script with the engine; write the trace and final state", tw_cli_simulate },
  { "timeline", "timeline PROJECT --script FILE --png OUT.png", "play a script, draw its timeline",
    tw_cli_timeline },
  { "manual", "manual PROJECT [--floor ID] [--hero JSON] [--crit N]",
    "the monster manual: damage, turns, criticals, 1def per enemy", tw_cli_manual },
  { "stats", "stats PROJECT [--from F] [--to F]", "resource statistics per floor and cumulative",
    tw_cli_stats },
  { "sweep", "sweep PROJECT --script S --vary PATH=LO:HI[:STEP]",
    "a script's outcome over ranges of tower values, as CSV", tw_cli_sweep },
  { "coverage", "coverage PROJECT [--json]",
    "what of the tower the simulation plays: event commands, item effects", tw_cli_coverage },
  { "render", "render PROJECT --floor ID --png OUT.png [...]",
    "draw a floor (layers, tilesets, autotiles, overlays) to PNG", tw_cli_render },
  { NULL, NULL, NULL, NULL },
};

static void
print_help (FILE *out)
{
  fprintf (out, "Usage: turnwright-cli VERB [OPTIONS...]\n"
                "       turnwright-cli --help | --version\n"
                "\n"
                "Turnwright's headless tool: the same code as the app, for scripts and CI.\n");
  if (cli_verbs[0].name != NULL)
    {
      fprintf (out, "\nVerbs:\n");
      for (const TwCliVerb *v = cli_verbs; v->name != NULL; v++)
        fprintf (out, "  %-40s %s\n", v->usage, v->summary);
      fprintf (out, "\nRun 'turnwright-cli VERB --help' for a verb's options.\n");
    }
}

int
tw_cli_run (int argc, char **argv)
{
  if (argc < 2)
    {
      print_help (stderr);
      return TW_CLI_EXIT_USAGE;
    }

  const char *verb = argv[1];
  if (strcmp (verb, "--help") == 0 || strcmp (verb, "-h") == 0 || strcmp (verb, "help") == 0)
    {
      print_help (stdout);
      return TW_CLI_EXIT_OK;
    }
  if (strcmp (verb, "--version") == 0)
    {
      printf ("turnwright-cli %s\n", tw_engine_version ());
      return TW_CLI_EXIT_OK;
    }

  for (const TwCliVerb *v = cli_verbs; v->name != NULL; v++)
    if (strcmp (v->name, verb) == 0)
      return v->run (argc - 1, argv + 1);

  fprintf (stderr, "turnwright-cli: unknown verb '%s'; see 'turnwright-cli --help'\n", verb);
  return TW_CLI_EXIT_USAGE;
}
