/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-simulate.c: `turnwright-cli simulate` (docs/rules.md §9).
 *
 * Plays a script of player actions on a project with the engine, writes the
 * trace as JSON Lines while it plays, and the final saved state (§8) at the
 * end. Exit 0 when the script was played to its end (a death is a result),
 * 1 when the project or the state is invalid, 2 for a script that cannot be
 * parsed and for bad usage.
 */
#include "editor/cli/tw-cli-simulate.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "editor/analysis/tw-sweep.h"
#include "editor/mota/tw-atomic.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-limits.h"
#include "editor/cli/tw-cli-paths.h"
#include "editor/mota/tw-json-positions.h"
#include "editor/mota/tw-json-read.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/sim/tw-sim-limits.h"
#include "engine/tw-engine.h"
#include "engine/tw-script.h"
#include "engine/tw-tower.h"
#include "engine/tw-trace-writer.h"
#include "editor/tw-i18n.h"

static const TwCliHelp simulate_help = {
  "simulate",
  N_("PROJECT --script FILE"),
  N_("Plays a script of player actions, one a line (move up, move left 3, moveto X Y,\n"
     "pickup up, use bigKey, skill skill2 [DIR], cancel skill2, wait 5, save NAME,\n"
     "load NAME, choose N, shop ID N; # starts a comment), with the map-turn engine;\n"
     "the tower's events run as the game runs them (docs/rules.md, section 11).\n"
     "PROJECT is a project file or a mota-js game folder (imported on the fly)."),
  N_("Exit status: 0 the script was played to its end (a death is a result);\n"
     "1 the project or the state is invalid; 2 a script line cannot be parsed."),
};

typedef struct
{
  const char *project;
  char *script;
  char *load;
  char *save;
  char *trace;
  char *outcome;
  char **sets; /* "PATH=VALUE" */
} SimulateArgs;

/* Checks what GOption parsed into args; returns -1 when they are complete,
 * else an exit status. */
static int
check_args (char **positional, SimulateArgs *args)
{
  args->project = positional[0];
  if (args->project != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("simulate", _("one project at a time"));
  if (args->project == NULL)
    return tw_cli_usage_error ("simulate", _("no PROJECT given"));
  if (args->script == NULL)
    return tw_cli_usage_error ("simulate", _("--script FILE is required"));
  return -1;
}

typedef struct
{
  const char *wanted; /* a path, or the tail of one */
  gsize best_length;
  TwJsonPosition where;
} StateLocator;

static void
match_state_path (const char *path, const TwJsonPosition *position, gpointer user_data)
{
  StateLocator *loc = user_data;
  gsize length = strlen (path), wanted = strlen (loc->wanted);

  if (length < wanted || strcmp (path + length - wanted, loc->wanted) != 0
      || (length > wanted && path[length - wanted - 1] != '/'))
    return;
  if (loc->best_length == 0 || length < loc->best_length)
    {
      loc->best_length = length;
      loc->where = *position;
    }
}

/* The engine names a bad value of a state as a dotted path after "state: "
 * ("mapTurnState.clock", "activeEnemiesByFloor.F1[2]"); finds where that
 * value stands in the state's text, so the error can give its line and
 * column. FALSE when it names none. */
static gboolean
locate_state_error (const char *path, const char *text, gsize length, const char *message,
                    int *line, int *column)
{
  const char *start = strstr (message, "state: ");
  if (start == NULL)
    return FALSE;
  start += strlen ("state: ");
  GString *wanted = g_string_new (NULL);
  for (const char *p = start; *p != '\0' && *p != ' '; p++)
    {
      if (*p == '"' || *p == ']')
        continue;
      g_string_append_c (wanted, (*p == '.' || *p == '[') ? '/' : *p);
    }

  g_autoptr (TwJsonPositions) positions = tw_json_positions_new ();
  tw_json_positions_scan (positions, path, text, length, 1, 1, "", NULL);
  StateLocator loc = { .wanted = wanted->str };
  if (wanted->len > 0)
    tw_json_positions_foreach (positions, match_state_path, &loc);
  g_string_free (wanted, TRUE);
  if (loc.best_length == 0)
    return FALSE;
  *line = loc.where.line;
  *column = loc.where.column;
  return TRUE;
}

/* Reads a saved state (§8) into the engine; on failure prints why. */
static gboolean
load_state (TwEngine *engine, const char *path)
{
  g_autoptr (GError) error = NULL;
  gsize length = 0;
  g_autofree char *text
      = tw_json_read_file (path, path, TW_JSON_READ_MAX_FILE_SIZE, &length, &error);
  json_t *state = NULL;
  if (text != NULL && tw_json_read_check_text (path, text, length, &error))
    state = tw_json_read_parse (path, text, length, 1, 1, &error);
  if (state == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  gboolean ok = tw_engine_load_state (engine, state, &error);
  json_decref (state);
  if (!ok)
    {
      int line = 1, column = 1;
      locate_state_error (path, text, length, error->message, &line, &column);
      g_autofree char *where = g_strdup_printf ("%s:%d:%d", path, line, column);
      tw_cli_error_at (where, _("not a state this tower can load: %s"), error->message);
    }
  return ok;
}

static gboolean
save_state (TwEngine *engine, const char *path)
{
  g_autoptr (GError) error = NULL;
  json_t *state = tw_engine_save_state (engine);
  char *text = json_dumps (state, JSON_INDENT (2) | JSON_PRESERVE_ORDER);
  json_decref (state);
  g_autofree char *with_newline = g_strconcat (text, "\n", NULL);
  free (text);
  /* Whatever --save writes, --load reads: checked before anything is written. */
  if (!tw_cli_limits_check_save (engine, with_newline, strlen (with_newline), &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  if (!tw_atomic_write_file (path, with_newline, strlen (with_newline), &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* The trace goes to a temporary file beside its destination while the script
 * plays, and takes the destination's name only when it is complete. */
typedef struct
{
  char *path;
  char *tmp_path;
  FILE *file;
  TwTraceWriter *writer;
  GError *error;      /* the first write error */
  TwOutcome *outcome; /* counted from the same events, with --outcome */
} TraceOut;

static void
trace_write (TraceOut *out, const TwEvent *event)
{
  if (out->writer == NULL || out->error != NULL)
    return;
  tw_trace_writer_write_event (out->writer, event, &out->error);
  if (out->error == NULL && tw_trace_writer_get_n_bytes (out->writer) > TW_CLI_MAX_TRACE_BYTES)
    {
      g_autofree char *message = g_strdup_printf (
          _("the trace is over its cap of %u bytes; the run stopped"), TW_CLI_MAX_TRACE_BYTES);
      /* "limit:" stays as it is: scripts look for it. */
      g_set_error (&out->error, G_FILE_ERROR, G_FILE_ERROR_NOSPC, "limit: %s", message);
    }
}

static void
trace_sink (TwEngine *engine, const TwEvent *event, gpointer user_data)
{
  TraceOut *out = user_data;
  if (out->outcome != NULL)
    tw_outcome_observe (out->outcome, engine, event);
  trace_write (out, event);
}

/* The cap on a floor's enemies stopped the run: the trace ends with a
 * `limit` event saying so (docs/rules.md §9), `dropped` the script actions
 * not played. */
static void
trace_write_enemy_limit (TraceOut *out, TwEngine *engine, guint actions_dropped)
{
  TwEvent event = {
    .kind = TW_EVENT_LIMIT,
    .map_turn = tw_engine_get_map_turn (engine),
    .clock = tw_engine_get_clock (engine),
    .limit = "floorEnemies",
    .limit_max = TW_SIM_MAX_ENEMIES_PER_FLOOR,
    .dropped = actions_dropped,
  };
  trace_write (out, &event);
}

/* A safety cap the engine reached is a line of the output too, not only a
 * `limit` event of the trace (docs/rules.md §9): nothing is cut silently.
 * Read from the engine's report, so a run without --trace (and without the
 * cost of a sink) says it as well. */
/* "limit:" starts the line in every language, like "error:": scripts look for it. */
static void
print_limit (const char *message)
{
  printf ("limit: %s\n", message);
}

static void
print_limits (TwEngine *engine)
{
  TwLimitReport report;
  TwTower *tower = tw_engine_get_tower (engine);
  const char *first_error = NULL;
  guint failures = tw_tower_script_failures (tw_tower_get_script (tower), &first_error);
  /* The tower's functions.js (docs/rules.md §12.2). */
  if (tw_tower_get_script_error (tower))
    {
      g_autofree char *message
          = g_strdup_printf (_("the tower's functions.js does not load, so every battle used the "
                               "built-in damage formula: %s"),
                             tw_tower_get_script_error (tower));
      print_limit (message);
    }
  if (failures > 0)
    {
      g_autofree char *message = g_strdup_printf (
          ngettext ("the tower's getDamageInfo failed %u time (battles and forecasts), and the "
                    "built-in damage formula was used; the first failure: %s",
                    "the tower's getDamageInfo failed %u times (battles and forecasts), and the "
                    "built-in damage formula was used; the first failure: %s",
                    failures),
          failures, first_error);
      print_limit (message);
    }
  /* Item effects and `function` commands (docs/rules.md §12.6). */
  failures = tw_tower_script_failures (tw_tower_peek_effect_script (tower), &first_error);
  if (failures > 0)
    {
      g_autofree char *message = g_strdup_printf (
          ngettext ("the tower's JavaScript item effects or function commands failed %u time and "
                    "changed nothing; the first failure: %s",
                    "the tower's JavaScript item effects or function commands failed %u times "
                    "and changed nothing; the first failure: %s",
                    failures),
          failures, first_error);
      print_limit (message);
    }
  tw_engine_get_battle_ticks_limit (engine, &report);
  if (report.hits == 0)
    return;
  /* TRANSLATORS: the first %s names the cap (battleTicks); mapTurn and
     clock are the trace's fields. */
  g_autofree char *message = g_strdup_printf (
      ngettext ("the %s cap (%lld) was reached %llu time, first at mapTurn %lld, clock %lld; "
                "%lld ticks dropped",
                "the %s cap (%lld) was reached %llu times, first at mapTurn %lld, clock %lld; "
                "%lld ticks dropped",
                (unsigned long)MIN (report.hits, G_MAXULONG)),
      report.limit, (long long)report.max, (unsigned long long)report.hits,
      (long long)report.first_map_turn, (long long)report.first_clock, (long long)report.dropped);
  print_limit (message);
}

static gboolean
trace_open (TraceOut *out, const char *path)
{
  out->path = g_strdup (path);
  out->tmp_path = g_strdup_printf ("%s.tmp-%d", path, (int)getpid ());
  out->file = fopen (out->tmp_path, "w");
  if (out->file == NULL)
    {
      tw_cli_error_at (path, _("cannot write the trace: %s"), g_strerror (errno));
      return FALSE;
    }
  out->writer = tw_trace_writer_new_for_file (out->file, TW_TRACE_FORMAT_JSONL);
  return TRUE;
}

/* Closes the trace; renames it into place when `keep` and all went well. */
static gboolean
trace_close (TraceOut *out, gboolean keep)
{
  gboolean ok = TRUE;
  g_clear_pointer (&out->writer, tw_trace_writer_free);
  if (out->file != NULL && fclose (out->file) != 0 && out->error == NULL)
    g_set_error (&out->error, G_FILE_ERROR, g_file_error_from_errno (errno),
                 _("cannot write the trace: %s"), g_strerror (errno));
  out->file = NULL;
  if (out->error != NULL)
    {
      /* The message says what failed ("cannot write the trace: ...", "limit: ..."). */
      fprintf (stderr, "%s: error: %s\n", out->path, out->error->message);
      ok = FALSE;
    }
  if (out->tmp_path != NULL)
    {
      if (ok && keep && rename (out->tmp_path, out->path) != 0)
        {
          tw_cli_error_at (out->path, _("cannot write the trace: %s"), g_strerror (errno));
          ok = FALSE;
        }
      if (!ok || !keep)
        remove (out->tmp_path);
    }
  g_clear_error (&out->error);
  g_clear_pointer (&out->path, g_free);
  g_clear_pointer (&out->tmp_path, g_free);
  return ok;
}

/* Plays every action; returns how many were refused. Stops early, with
 * *stopped_at the action's script line, when a cap is reached (the trace's,
 * or *limit for the enemies on a floor). */
static guint
play_script (TwEngine *engine, const TwScript *script, TraceOut *trace, guint *stopped_at,
             GError **limit)
{
  guint refused = 0;
  guint n = tw_script_get_n_actions (script);
  *stopped_at = 0;
  for (guint i = 0; i < n; i++)
    {
      const char *reason = NULL;
      const TwScriptAction *action = tw_script_get_action (script, i);
      if (!tw_engine_apply_action (engine, action, &reason))
        refused++;
      if (trace->error != NULL)
        {
          *stopped_at = action->line;
          break;
        }
      if (!tw_sim_limits_check_enemies (engine, limit))
        {
          trace_write_enemy_limit (trace, engine, n - i - 1);
          *stopped_at = action->line;
          break;
        }
    }
  /* A script of answers only, or none, still starts the game. */
  if (*stopped_at == 0)
    tw_engine_begin_game (engine);
  return refused;
}

static void
print_summary (TwEngine *engine, guint n_actions, guint refused)
{
  gint x = 0, y = 0;
  tw_engine_get_hero_loc (engine, &x, &y);
  const char *floor = tw_engine_get_floor_id (engine);
  long long hp = tw_engine_get_hero_hp (engine), map_turn = tw_engine_get_map_turn (engine),
            clock = tw_engine_get_clock (engine);
  /* TRANSLATORS: mapTurn and clock are the trace's fields. */
  if (tw_engine_is_dead (engine))
    printf (ngettext ("played %u action (%u refused); floor %s (%d, %d), hp %lld, mapTurn %lld, "
                      "clock %lld; the hero is dead\n",
                      "played %u actions (%u refused); floor %s (%d, %d), hp %lld, mapTurn %lld, "
                      "clock %lld; the hero is dead\n",
                      n_actions),
            n_actions, refused, floor, x, y, hp, map_turn, clock);
  else
    printf (ngettext ("played %u action (%u refused); floor %s (%d, %d), hp %lld, mapTurn %lld, "
                      "clock %lld\n",
                      "played %u actions (%u refused); floor %s (%d, %d), hp %lld, mapTurn %lld, "
                      "clock %lld\n",
                      n_actions),
            n_actions, refused, floor, x, y, hp, map_turn, clock);
}

/* Loads the project's tower into a new engine, or prints why it cannot. */
static TwEngine *
engine_for_project (const char *path, char **sets)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (path, &error);
  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }
  for (guint i = 0; sets[i] != NULL; i++)
    if (!tw_tower_set_assignment (tw_project_file_get_tower (project), sets[i], &error))
      {
        fprintf (stderr, "turnwright-cli simulate: --set %s\n", error->message);
        return NULL;
      }
  TwTower *tower = tw_tower_new_from_json (tw_project_file_get_tower (project), &error);
  if (tower == NULL)
    {
      g_autofree char *where = g_strdup_printf ("%s:1:1", path);
      tw_cli_error_at (where, _("the tower cannot be simulated: %s"), error->message);
      return NULL;
    }
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  return engine;
}

/* The outcome file: the variant's settings, then the outcome. */
static gboolean
write_outcome (const char *path, char **sets, const TwOutcome *outcome)
{
  g_autoptr (GError) error = NULL;
  json_t *json = json_object ();
  json_t *list = json_array ();
  for (guint i = 0; sets[i] != NULL; i++)
    json_array_append_new (list, json_string (sets[i]));
  json_object_set_new (json, "set", list);
  json_t *fields = tw_outcome_to_json (outcome);
  json_object_update (json, fields);
  json_decref (fields);
  char *text = json_dumps (json, JSON_INDENT (2) | JSON_PRESERVE_ORDER);
  json_decref (json);
  g_autofree char *with_newline = g_strconcat (text, "\n", NULL);
  free (text);
  if (!tw_atomic_write_file (path, with_newline, strlen (with_newline), &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

static int simulate_run (SimulateArgs *args);

int
tw_cli_simulate (int argc, char **argv)
{
  SimulateArgs args = { 0 };
  const GOptionEntry entries[] = {
    { "script", 0, 0, G_OPTION_ARG_FILENAME, &args.script, N_("The actions to play (required)"),
      N_("FILE") },
    { "load", 0, 0, G_OPTION_ARG_FILENAME, &args.load,
      N_("Start from a saved state instead of the tower's start"), N_("STATE") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &args.save, N_("Write the final state (JSON) there"),
      N_("STATE") },
    { "trace", 0, 0, G_OPTION_ARG_FILENAME, &args.trace,
      N_("Write every event as JSON Lines there"), N_("FILE") },
    { "set", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &args.sets,
      N_("Play a variant of the tower: the value at PATH (enemys.bat.timeCost, hero.atk, "
         "values.redGem, ...) set to VALUE; may be repeated"),
      N_("PATH=VALUE") },
    { "outcome", 0, 0, G_OPTION_ARG_FILENAME, &args.outcome,
      N_("Write the run's outcome (end hp, ticks, battles, damage taken, death tick, "
         "floor) as JSON there (what `sweep` collects)"),
      N_("FILE") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&simulate_help, entries, argc, argv, &positional);
  if (status < 0)
    status = check_args (positional, &args);
  if (status < 0)
    {
      /* Without --set, no variant: an empty list. */
      char *no_sets[] = { NULL };
      if (args.sets == NULL)
        args.sets = g_strdupv (no_sets);
      status = simulate_run (&args);
    }
  tw_cli_free_options (entries);
  return status;
}

static int
simulate_run (SimulateArgs *a)
{
  SimulateArgs args = *a;
  int status;
  const char *inputs[] = { args.project, args.script, args.load };
  const char *outputs[] = { args.save, args.trace, args.outcome };
  if (!tw_cli_check_outputs (outputs, G_N_ELEMENTS (outputs), inputs, G_N_ELEMENTS (inputs)))
    return TW_CLI_EXIT_INVALID;

  TwEngine *engine = engine_for_project (args.project, args.sets);
  if (engine == NULL)
    return TW_CLI_EXIT_INVALID;
  if (args.load != NULL && !load_state (engine, args.load))
    {
      tw_engine_free (engine);
      return TW_CLI_EXIT_INVALID;
    }
  TwScript *script = tw_cli_load_script (args.script, NULL);
  if (script == NULL)
    {
      tw_engine_free (engine);
      return TW_CLI_EXIT_USAGE;
    }

  TraceOut trace = { 0 };
  TwOutcome outcome = { .death_tick = -1 };
  status = TW_CLI_EXIT_OK;
  if (args.outcome != NULL)
    trace.outcome = &outcome;
  if (args.trace != NULL && !trace_open (&trace, args.trace))
    status = TW_CLI_EXIT_INVALID;
  if (status == TW_CLI_EXIT_OK && (args.trace != NULL || args.outcome != NULL))
    tw_engine_set_event_sink (engine, trace_sink, &trace, NULL);
  if (status == TW_CLI_EXIT_OK)
    {
      guint stopped_at;
      g_autoptr (GError) limit = NULL;
      guint refused = play_script (engine, script, &trace, &stopped_at, &limit);
      tw_engine_set_event_sink (engine, NULL, NULL, NULL);
      if (limit != NULL)
        {
          g_autofree char *where = g_strdup_printf ("%s:%u:1", args.script, stopped_at);
          tw_cli_error_at (where, _("%s; the run stopped after this action"), limit->message);
          status = TW_CLI_EXIT_INVALID;
        }
      if (args.trace != NULL && !trace_close (&trace, TRUE))
        status = TW_CLI_EXIT_INVALID;
      if (status == TW_CLI_EXIT_OK && args.save != NULL && !save_state (engine, args.save))
        status = TW_CLI_EXIT_INVALID;
      if (status == TW_CLI_EXIT_OK && args.outcome != NULL)
        {
          outcome.refused = refused;
          tw_outcome_finish (&outcome, engine);
          if (!write_outcome (args.outcome, args.sets, &outcome))
            status = TW_CLI_EXIT_INVALID;
        }
      if (status == TW_CLI_EXIT_OK)
        {
          print_limits (engine);
          print_summary (engine, tw_script_get_n_actions (script), refused);
        }
    }
  trace_close (&trace, FALSE);
  tw_outcome_clear (&outcome);
  tw_script_free (script);
  tw_engine_free (engine);
  return status;
}
