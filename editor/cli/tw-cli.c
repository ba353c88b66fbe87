/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli.c: verb dispatch for turnwright-cli.
 *
 * Each verb is one entry of cli_verbs[]; --help lists exactly that table, so
 * the help never names a verb that does not work.
 */
#include "editor/cli/tw-cli.h"

#include <stdio.h>
#include <string.h>

#include "editor/cli/tw-cli-check.h"
#include "editor/cli/tw-cli-route.h"
#include "editor/cli/tw-cli-coverage.h"
#include "editor/cli/tw-cli-render.h"
#include "editor/cli/tw-cli-timeline.h"
#include "editor/cli/tw-cli-validate.h"
#include "editor/cli/tw-cli-manual.h"
#include "editor/cli/tw-cli-mota.h"
#include "editor/cli/tw-cli-simulate.h"
#include "editor/cli/tw-cli-sweep.h"
#include "editor/tw-i18n.h"
#include "engine/tw-engine.h"

typedef int (*TwCliVerbFunc) (int argc, char **argv);

typedef struct
{
  const char *name;
  const char *usage;
  const char *summary;
  TwCliVerbFunc run;
} TwCliVerb;

/* The usage column keeps the options as they are typed; translators put
 * the capitalised placeholders (PROJECT, FILE, ...) in their words. */
static const TwCliVerb cli_verbs[] = {
  { "validate", N_("validate PROJECT"), N_("check a project; exit 1 on any error"),
    tw_cli_validate },
  { "import-mota", N_("import-mota DIR -o PROJECT"),
    N_("read a mota-js game folder into a project file"), tw_cli_import_mota },
  { "export", N_("export PROJECT -o OUT.json | --mota DIR"),
    N_("write the game bundle, or the tower back into a mota-js folder"), tw_cli_export },
  { "simulate", N_("simulate PROJECT --script FILE [...]"),
    N_("play a script with the engine; write the trace and final state"), tw_cli_simulate },
  { "timeline", N_("timeline PROJECT --script FILE --png OUT.png"),
    N_("play a script, draw its timeline"), tw_cli_timeline },
  { "manual", N_("manual PROJECT [--floor ID] [--hero JSON] [--crit N]"),
    N_("the monster manual: damage, turns, criticals, 1def per enemy"), tw_cli_manual },
  { "stats", N_("stats PROJECT [--from F] [--to F]"),
    N_("resource statistics per floor and cumulative"), tw_cli_stats },
  { "sweep", N_("sweep PROJECT --script S --vary PATH=LO:HI[:STEP]"),
    N_("a script's outcome over ranges of tower values, as CSV"), tw_cli_sweep },
  { "coverage", N_("coverage PROJECT [--json]"),
    N_("what of the tower the simulation plays: event commands, item effects"),
    tw_cli_coverage },
  { "check", N_("check PROJECT --script FILE | --route RUN [--game DIR]"),
    N_("play a script in the engine and in the tower's own game code, compared step by step"),
    tw_cli_check },
  { "route", N_("route import RUN.h5route | export PROJECT MOVES"),
    N_("a player's run (mota-js .h5route) as a moves script, and back"), tw_cli_route },
  { "render", N_("render PROJECT --floor ID --png OUT.png [...]"),
    N_("draw a floor (layers, tilesets, autotiles, overlays) to PNG"), tw_cli_render },
  { NULL, NULL, NULL, NULL },
};

/* How many terminal columns a text takes: a Chinese character takes two. */
static glong
display_width (const char *text)
{
  glong width = 0;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      width += (c != (gunichar)-1 && c != (gunichar)-2 && g_unichar_iswide (c)) ? 2 : 1;
    }
  return width;
}

static void
print_help (FILE *out)
{
  fputs (_("Usage: turnwright-cli VERB [OPTIONS...]\n"
           "       turnwright-cli --help | --version\n"
           "\n"
           "Turnwright's headless tool: the same code as the app, for scripts and CI.\n"),
         out);
  if (cli_verbs[0].name != NULL)
    {
      fprintf (out, "\n%s\n", _("Verbs:"));
      for (const TwCliVerb *v = cli_verbs; v->name != NULL; v++)
        {
          const char *usage = _(v->usage);
          glong pad = MAX (1, 41 - display_width (usage));
          fprintf (out, "  %s%*s%s\n", usage, (int)pad, "", _(v->summary));
        }
      fprintf (out, "\n%s\n", _("Run 'turnwright-cli VERB --help' for a verb's options."));
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

  fprintf (stderr, _("turnwright-cli: unknown verb '%s'; see 'turnwright-cli --help'\n"), verb);
  return TW_CLI_EXIT_USAGE;
}
