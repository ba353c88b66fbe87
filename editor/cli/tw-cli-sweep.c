/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-sweep.c: `turnwright-cli sweep`: a script's outcome over ranges of
 * tower values, in parallel on a GThreadPool; or, for a cluster, one
 * `simulate --set ... --outcome` command per variant (--jobs) and the merge
 * of their outcomes into the same CSV (--collect). */
#include "editor/cli/tw-cli-sweep.h"

#include <gio/gio.h>
#include <stdio.h>
#include <string.h>

#include "editor/analysis/tw-sweep-chart.h"
#include "editor/analysis/tw-sweep.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-validate.h"
#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-json-read.h"
#include "editor/tw-i18n.h"

static const TwCliHelp sweep_help = {
  "sweep",
  N_("PROJECT --script FILE --vary PATH=LO:HI[:STEP] [--vary ...]"),
  N_("Plays the script on every variant of the tower (the cross product of the\n"
     "ranges; PATH like enemys.bat.timeCost, hero.atk, values.redGem) and writes\n"
     "one CSV row per variant: the values, then end_hp, ticks, battles,\n"
     "damage_taken, death_tick (none when the hero lived), floor, refused, error."),
  N_("For a cluster: 'sweep PROJECT --script FILE --vary ... --jobs DIR' prints one\n"
     "command per variant; 'sweep --collect DIR [--csv OUT.csv] [--png OUT.png]'\n"
     "merges their outcomes into the same CSV."),
};

typedef struct
{
  const char *project;
  char *script;
  char *csv;
  char *png;
  char *plot;
  char *threads;
  char *jobs;
  char *collect;
  char **vary;
  guint n_vary;
} SweepArgs;

/* Checks what GOption parsed into args; returns -1 when they are complete,
 * else an exit status. */
static int
check_args (char **positional, SweepArgs *args)
{
  args->project = positional[0];
  args->n_vary = args->vary != NULL ? g_strv_length (args->vary) : 0;
  if (args->project != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("sweep", _("one project at a time"));
  if (args->collect != NULL)
    return args->jobs == NULL
               ? -1
               : tw_cli_usage_error ("sweep", _("--jobs and --collect do not go together"));
  if (args->project == NULL)
    return tw_cli_usage_error ("sweep", _("no PROJECT given"));
  if (args->script == NULL)
    return tw_cli_usage_error ("sweep", _("--script FILE is required"));
  if (args->n_vary == 0)
    return tw_cli_usage_error ("sweep", _("at least one --vary PATH=LO:HI[:STEP] is required"));
  return -1;
}

static gboolean
write_csv (const char *path, const char *csv)
{
  if (path == NULL)
    {
      fputs (csv, stdout);
      return TRUE;
    }
  g_autoptr (GError) error = NULL;
  if (!tw_atomic_write_file (path, csv, strlen (csv), &error))
    {
      fprintf (stderr, "%s: error: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* --png: the chart of @rows, after the CSV. */
static int
write_outputs (const SweepArgs *args, GPtrArray *axes, GPtrArray *rows)
{
  g_autofree char *csv = tw_sweep_csv (axes, rows);
  if (!write_csv (args->csv, csv))
    return TW_CLI_EXIT_INVALID;
  if (args->png == NULL)
    return TW_CLI_EXIT_OK;
  TwSweepColumn column = 0;
  int shown = args->plot != NULL && tw_sweep_column_parse (args->plot, &column)
                  ? (int)column
                  : TW_SWEEP_CHART_ALL;
  g_autoptr (GError) error = NULL;
  if (!tw_sweep_chart_write (axes, rows, shown, args->png, &error))
    {
      fprintf (stderr, "%s: error: %s\n", args->png, error->message);
      return TW_CLI_EXIT_INVALID;
    }
  return TW_CLI_EXIT_OK;
}

/* --png and --plot, checked before any variant plays. */
static int
check_chart_args (const SweepArgs *args, GPtrArray *axes)
{
  TwSweepColumn column;
  if (args->plot != NULL && !tw_sweep_column_parse (args->plot, &column))
    return tw_cli_usage_error ("sweep", _("--plot takes end_hp, ticks, battles, damage_taken, "
                                          "death_tick or refused"));
  if (args->plot != NULL && args->png == NULL)
    return tw_cli_usage_error ("sweep", _("--plot goes with --png"));
  g_autoptr (GError) error = NULL;
  if (args->png != NULL && axes != NULL && !tw_sweep_chart_check (axes, &error))
    return tw_cli_usage_error ("sweep", error->message);
  return -1;
}

static char *
outcome_path (const char *dir, guint index)
{
  g_autofree char *name = g_strdup_printf ("variant-%06u.json", index);
  return g_build_filename (dir, name, NULL);
}

static int
print_jobs (const SweepArgs *args, GPtrArray *axes)
{
  guint n = tw_sweep_count (axes);
  g_autofree char *project = g_shell_quote (args->project);
  g_autofree char *script = g_shell_quote (args->script);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GArray) values = tw_sweep_variant (axes, i);
      GString *line = g_string_new (NULL);
      g_string_append_printf (line, "turnwright-cli simulate %s --script %s", project, script);
      for (guint a = 0; a < axes->len; a++)
        {
          g_autofree char *value = tw_sweep_value_text (g_array_index (values, double, a));
          g_autofree char *set = g_strdup_printf (
              "%s=%s", ((TwSweepAxis *)g_ptr_array_index (axes, a))->path, value);
          g_autofree char *quoted = g_shell_quote (set);
          g_string_append_printf (line, " --set %s", quoted);
        }
      g_autofree char *out = outcome_path (args->jobs, i);
      g_autofree char *quoted = g_shell_quote (out);
      g_string_append_printf (line, " --outcome %s\n", quoted);
      fputs (line->str, stdout);
      g_string_free (line, TRUE);
    }
  return TW_CLI_EXIT_OK;
}

/* One outcome file of --jobs as a row; its "set" list gives the axes'
 * paths (the first file's) and values. */
static TwSweepRow *
read_outcome (const char *path, GPtrArray *axes, GError **error)
{
  gsize length = 0;
  g_autofree char *text
      = tw_json_read_file (path, path, TW_JSON_READ_MAX_FILE_SIZE, &length, error);
  if (text == NULL || !tw_json_read_check_text (path, text, length, error))
    return NULL;
  json_t *json = tw_json_read_parse (path, text, length, 1, 1, error);
  if (json == NULL)
    return NULL;
  TwSweepRow *row = g_new0 (TwSweepRow, 1);
  row->values = g_array_new (FALSE, FALSE, sizeof (double));
  json_t *sets = json_object_get (json, "set");
  gboolean ok = json_is_array (sets) && tw_outcome_from_json (json, &row->outcome, error);
  for (gsize i = 0; ok && i < json_array_size (sets); i++)
    {
      const char *set = json_string_value (json_array_get (sets, i));
      const char *eq = set != NULL ? strchr (set, '=') : NULL;
      char *end = NULL;
      double v = eq != NULL ? g_ascii_strtod (eq + 1, &end) : 0;
      ok = eq != NULL && end != eq + 1 && *end == '\0';
      if (!ok)
        break;
      g_autofree char *name = g_strndup (set, eq - set);
      if (axes->len == i)
        {
          TwSweepAxis *axis = g_new0 (TwSweepAxis, 1);
          axis->path = g_steal_pointer (&name);
          axis->values = g_array_new (FALSE, FALSE, sizeof (double));
          g_ptr_array_add (axes, axis);
        }
      else
        ok = strcmp (((TwSweepAxis *)g_ptr_array_index (axes, i))->path, name) == 0;
      g_array_append_val (row->values, v);
    }
  ok = ok && row->values->len == axes->len;
  json_decref (json);
  if (!ok)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("%s: not an outcome of this sweep (its \"set\" list differs)"), path);
      tw_sweep_row_free (row);
      return NULL;
    }
  row->ok = TRUE;
  return row;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

/* The rows of the outcome files of DIR, in variant order (their names). */
static int
collect (const SweepArgs *args)
{
  g_autoptr (GError) error = NULL;
  GDir *dir = g_dir_open (args->collect, 0, &error);
  if (dir == NULL)
    {
      fprintf (stderr, "%s: error: %s\n", args->collect, error->message);
      return TW_CLI_EXIT_INVALID;
    }
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "variant-") && g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_dir_close (dir);
  g_ptr_array_sort (names, compare_names);
  if (names->len == 0)
    {
      tw_cli_error_at (args->collect, _("no variant-N.json outcome there"));
      return TW_CLI_EXIT_INVALID;
    }

  g_autoptr (GPtrArray) axes = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_axis_free);
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_row_free);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (args->collect, g_ptr_array_index (names, i), NULL);
      TwSweepRow *row = read_outcome (path, axes, &error);
      if (row == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return TW_CLI_EXIT_INVALID;
        }
      g_ptr_array_add (rows, row);
    }
  int status = check_chart_args (args, axes);
  return status >= 0 ? status : write_outputs (args, axes, rows);
}

static int sweep_run (SweepArgs *args);

int
tw_cli_sweep (int argc, char **argv)
{
  SweepArgs args = { 0 };
  const GOptionEntry entries[] = {
    { "script", 0, 0, G_OPTION_ARG_FILENAME, &args.script,
      N_("The actions to play (required, but with --collect)"), N_("FILE") },
    { "vary", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &args.vary,
      N_("PATH=LO:HI[:STEP] (STEP 1 by default); may be repeated"), N_("SPEC") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &args.csv,
      N_("Write the CSV there (default: standard output)"), N_("FILE") },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &args.png,
      N_("Plot the outcome against the first varied value (SVG when FILE ends in "
         ".svg); with a second --vary, one line per value of it"),
      N_("FILE") },
    { "plot", 0, 0, G_OPTION_ARG_FILENAME, &args.plot,
      N_("The column --png plots (end_hp, ticks, battles, damage_taken, death_tick, "
         "refused; default: all, stacked)"),
      N_("COLUMN") },
    { "threads", 0, 0, G_OPTION_ARG_FILENAME, &args.threads,
      N_("Variants played at once (default: one per processor)"), N_("N") },
    { "jobs", 0, 0, G_OPTION_ARG_FILENAME, &args.jobs,
      N_("Print one `turnwright-cli simulate ... --set ... --outcome DIR/variant-N.json` "
         "command per variant, play none"),
      N_("DIR") },
    { "collect", 0, 0, G_OPTION_ARG_FILENAME, &args.collect,
      N_("Merge the outcomes of those commands into the CSV"), N_("DIR") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&sweep_help, entries, argc, argv, &positional);
  if (status < 0)
    status = check_args (positional, &args);
  if (status < 0)
    status = sweep_run (&args);
  tw_cli_free_options (entries);
  return status;
}

/* Plays (or prints, or collects) the sweep of complete arguments. */
static int
sweep_run (SweepArgs *a)
{
  SweepArgs args = *a;
  int status = -1;
  g_autoptr (GPtrArray) axes = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_axis_free);
  if (status < 0 && args.collect != NULL)
    status = collect (&args);
  for (guint i = 0; status < 0 && i < args.n_vary; i++)
    {
      g_autoptr (GError) error = NULL;
      TwSweepAxis *axis = tw_sweep_axis_parse (args.vary[i], &error);
      if (axis == NULL)
        {
          fprintf (stderr, "turnwright-cli sweep: --vary %s\n", error->message);
          status = TW_CLI_EXIT_USAGE;
        }
      else
        g_ptr_array_add (axes, axis);
    }
  guint n_threads = 0;
  if (status < 0 && args.threads != NULL)
    {
      char *end = NULL;
      guint64 n = g_ascii_strtoull (args.threads, &end, 10);
      if (end == args.threads || *end != '\0' || n == 0 || n > 256)
        status = tw_cli_usage_error ("sweep", _("--threads takes a number from 1 to 256"));
      n_threads = (guint)n;
    }
  if (status < 0 && tw_sweep_count (axes) == 0)
    {
      fprintf (stderr, _("turnwright-cli sweep: more than %u variants\n"), TW_SWEEP_MAX_VARIANTS);
      status = TW_CLI_EXIT_USAGE;
    }
  if (status < 0 && args.collect == NULL)
    status = check_chart_args (&args, axes);
  if (status < 0 && args.jobs != NULL)
    status = print_jobs (&args, axes);
  if (status < 0)
    {
      g_autoptr (GError) error = NULL;
      json_t *tower = tw_cli_load_tower (args.project, &error);
      TwScript *script = tower != NULL ? tw_cli_load_script (args.script, NULL) : NULL;
      if (tower == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          status = TW_CLI_EXIT_INVALID;
        }
      else if (script == NULL)
        status = TW_CLI_EXIT_USAGE;
      else
        {
          g_autoptr (GPtrArray) rows = tw_sweep_run (tower, script, axes, n_threads);
          status = write_outputs (&args, axes, rows);
        }
      if (script != NULL)
        tw_script_free (script);
      json_decref (tower);
    }
  return status;
}
