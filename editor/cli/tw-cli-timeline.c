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
#include "editor/tw-i18n.h"

static const TwCliHelp timeline_help = {
  "timeline",
  N_("PROJECT --script FILE --png OUT.png"),
  N_("Plays the script (one action a line, as `simulate`) and draws the timeline\n"
     "of ticks [T, T] (default: all of them) as the app's timeline panel does."),
  N_("PROJECT is a project file or a mota-js game folder (imported on the fly).\n"
     "Exit status: 0 written; 1 the project, the script or an output could not be\n"
     "read or written; 2 a usage error or a script line that does not parse."),
};

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
  char *script;
  char *png;
  char *svg;
  char *from_text;
  char *to_text;
  guint from, to;
  gboolean has_to;
} Options;

/* Checks what GOption parsed; returns -1 when the options are fine, else the
 * exit status. */
static int
check_options (char **positional, Options *o)
{
  o->project = positional[0];
  if (o->project != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("timeline", _("one project at a time"));
  if (o->project == NULL || o->script == NULL || (o->png == NULL && o->svg == NULL))
    return tw_cli_usage_error ("timeline", _("it needs a PROJECT, --script FILE and --png OUT.png "
                                             "or --svg OUT.svg"));
  if (o->from_text != NULL && !parse_tick (o->from_text, &o->from))
    return tw_cli_usage_error ("timeline", _("--from takes a tick number"));
  if (o->to_text != NULL && !parse_tick (o->to_text, &o->to))
    return tw_cli_usage_error ("timeline", _("--to takes a tick number"));
  o->has_to = o->to_text != NULL;
  if (o->has_to && o->to < o->from)
    return tw_cli_usage_error ("timeline", _("--to is before --from"));
  return -1;
}

static int timeline_run (const Options *o);

int
tw_cli_timeline (int argc, char **argv)
{
  Options o = { 0 };
  const GOptionEntry entries[] = {
    { "script", 0, 0, G_OPTION_ARG_FILENAME, &o.script, N_("The actions to play (required)"),
      N_("FILE") },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &o.png, N_("Draw the timeline to this PNG file"),
      N_("OUT.png") },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &o.svg, N_("Draw the timeline to this SVG file"),
      N_("OUT.svg") },
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &o.from_text, N_("The first tick drawn (default: 0)"),
      N_("T") },
    { "to", 0, 0, G_OPTION_ARG_FILENAME, &o.to_text, N_("The last tick drawn (default: the last)"),
      N_("T") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&timeline_help, entries, argc, argv, &positional);
  if (status < 0)
    status = check_options (positional, &o);
  if (status < 0)
    status = timeline_run (&o);
  tw_cli_free_options (entries);
  return status;
}

static int
timeline_run (const Options *opts)
{
  Options o = *opts;
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
      g_autofree char *where = g_strdup_printf ("%s:1:1", o.project);
      tw_cli_error_at (where, "%s", error->message);
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
