/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-timeline.c: `turnwright-cli timeline PROJECT --script FILE --png OUT.png ...`.
 *
 * Plays the script through a TwSimSession, exactly as the app's simulate
 * mode does, and renders the session's timeline with the same cairo code
 * the panel uses (editor/sim/tw-timeline-render.c), without a display.
 * Exit status: 0 written; 1 the project, the script file or an output file
 * could not be read or written; 2 a usage error or a script line that does
 * not parse (FILE:LINE:COL: error: text).
 */
#include "editor/cli/tw-cli-timeline.h"

#include <stdio.h>
#include <string.h>

#include "editor/cli/tw-cli-validate.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-paths.h"
#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-render.h"

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: turnwright-cli timeline PROJECT --script FILE --png OUT.png "
                "[--svg OUT.svg] [--from T --to T]\n"
                "\n"
                "Plays the script (one action a line, as `simulate`) and draws the timeline\n"
                "of ticks [T, T] (default: all of them) as the app's timeline panel does.\n");
}

static gboolean
parse_tick (const char *text, guint *tick)
{
  guint64 value;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &value, NULL))
    return FALSE;
  *tick = (guint)value;
  return TRUE;
}

typedef struct
{
  const char *project;
  const char *script;
  const char *png;
  const char *svg;
  guint from, to;
  gboolean has_to;
} Options;

/* Returns -1 when the options are fine, else the exit status. */
static int
parse_options (int argc, char **argv, Options *o)
{
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;
      if (strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0)
        {
          print_usage (stdout);
          return TW_CLI_EXIT_OK;
        }
      if (arg[0] != '-' || arg[1] == '\0')
        {
          if (o->project != NULL)
            {
              fprintf (stderr, "turnwright-cli timeline: one project at a time\n");
              return TW_CLI_EXIT_USAGE;
            }
          o->project = arg;
          continue;
        }
      if (value == NULL)
        {
          fprintf (stderr, "turnwright-cli timeline: '%s' needs a value\n", arg);
          return TW_CLI_EXIT_USAGE;
        }
      if (strcmp (arg, "--script") == 0)
        o->script = value;
      else if (strcmp (arg, "--png") == 0)
        o->png = value;
      else if (strcmp (arg, "--svg") == 0)
        o->svg = value;
      else if (strcmp (arg, "--from") == 0 && parse_tick (value, &o->from))
        ;
      else if (strcmp (arg, "--to") == 0 && parse_tick (value, &o->to))
        o->has_to = TRUE;
      else
        {
          fprintf (stderr, "turnwright-cli timeline: bad option '%s %s'\n", arg, value);
          print_usage (stderr);
          return TW_CLI_EXIT_USAGE;
        }
      i++;
    }
  if (o->project == NULL || o->script == NULL || (o->png == NULL && o->svg == NULL))
    {
      print_usage (stderr);
      return TW_CLI_EXIT_USAGE;
    }
  if (o->has_to && o->to < o->from)
    {
      fprintf (stderr, "turnwright-cli timeline: --to is before --from\n");
      return TW_CLI_EXIT_USAGE;
    }
  return -1;
}

int
tw_cli_timeline (int argc, char **argv)
{
  Options o = { 0 };
  int status = parse_options (argc, argv, &o);
  if (status >= 0)
    return status;
  const char *inputs[] = { o.project, o.script };
  const char *outputs[] = { o.png, o.svg };
  if (!tw_cli_check_outputs (outputs, G_N_ELEMENTS (outputs), inputs, G_N_ELEMENTS (inputs)))
    return TW_CLI_EXIT_INVALID;

  g_autoptr (GError) error = NULL;
  json_t *tower = tw_cli_load_tower (o.project, &error);
  if (tower == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  json_decref (tower);
  if (session == NULL)
    {
      fprintf (stderr, "%s:1:1: error: %s\n", o.project, error->message);
      return TW_CLI_EXIT_INVALID;
    }

  gboolean unreadable = FALSE;
  g_autoptr (TwScript) script = tw_cli_load_script (o.script, &unreadable);
  if (script == NULL)
    return unreadable ? TW_CLI_EXIT_INVALID : TW_CLI_EXIT_USAGE;
  tw_sim_session_play (session, script);

  TwTimelineModel *model = tw_sim_session_get_timeline (session);
  guint last = tw_timeline_model_get_last_tick (model);
  guint from = MIN (o.from, last);
  guint to = o.has_to ? MIN (o.to, last) : last;
  if ((o.png && !tw_timeline_render_png (model, from, to, 0, o.png, &error))
      || (o.svg && !tw_timeline_render_svg (model, from, to, 0, o.svg, &error)))
    {
      fprintf (stderr, "turnwright-cli timeline: %s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  return TW_CLI_EXIT_OK;
}
