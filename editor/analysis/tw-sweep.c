/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sweep.c: what-if sweeps (see tw-sweep.h). */
#include "editor/analysis/tw-sweep.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "engine/tw-trace-writer.h"

#include "editor/sim/tw-sim-limits.h"
#include "engine/tw-tower.h"
#include "editor/tw-i18n.h"

/* ---- outcomes ---- */

void
tw_outcome_clear (TwOutcome *outcome)
{
  g_clear_pointer (&outcome->floor, g_free);
  memset (outcome, 0, sizeof *outcome);
  outcome->death_tick = -1;
}

void
tw_outcome_observe (TwOutcome *outcome, TwEngine *engine, const TwEvent *event)
{
  switch (event->kind)
    {
    case TW_EVENT_BATTLE:
      outcome->battles++;
      outcome->damage_taken += event->damage;
      break;
    case TW_EVENT_ENEMY_ACT:
      if (event->result == TW_RESULT_HIT)
        outcome->damage_taken += tw_engine_event_hit_damage (engine, event);
      break;
    case TW_EVENT_DEATH:
      if (outcome->death_tick < 0)
        outcome->death_tick = event->clock;
      break;
    default:
      break;
    }
}

void
tw_outcome_finish (TwOutcome *outcome, TwEngine *engine)
{
  outcome->end_hp = tw_engine_get_hero_hp (engine);
  outcome->ticks = tw_engine_get_clock (engine);
  g_free (outcome->floor);
  outcome->floor = g_strdup (tw_engine_get_floor_id (engine));
}

json_t *
tw_outcome_to_json (const TwOutcome *outcome)
{
  json_t *json = json_pack ("{s:I, s:I, s:I, s:I}", "endHp", (json_int_t)outcome->end_hp, "ticks",
                            (json_int_t)outcome->ticks, "battles", (json_int_t)outcome->battles,
                            "damageTaken", (json_int_t)outcome->damage_taken);
  json_object_set_new (json, "deathTick",
                       outcome->death_tick >= 0 ? json_integer (outcome->death_tick)
                                                : json_null ());
  json_object_set_new (json, "floor", json_string (outcome->floor != NULL ? outcome->floor : ""));
  json_object_set_new (json, "refused", json_integer (outcome->refused));
  return json;
}

gboolean
tw_outcome_from_json (json_t *json, TwOutcome *outcome, GError **error)
{
  tw_outcome_clear (outcome);
  static const char *const names[] = { "endHp", "ticks", "battles", "damageTaken", "refused" };
  gint64 numbers[G_N_ELEMENTS (names)];
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      json_t *node = json_object_get (json, names[i]);
      if (!json_is_integer (node))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _ ("not an outcome: '%s' should be an integer"), names[i]);
          return FALSE;
        }
      numbers[i] = json_integer_value (node);
    }
  json_t *death = json_object_get (json, "deathTick");
  const char *floor = json_string_value (json_object_get (json, "floor"));
  if ((!json_is_null (death) && !json_is_integer (death)) || floor == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _ ("not an outcome: 'deathTick' or 'floor' is missing"));
      return FALSE;
    }
  outcome->end_hp = numbers[0];
  outcome->ticks = numbers[1];
  outcome->battles = numbers[2];
  outcome->damage_taken = numbers[3];
  outcome->refused = (guint)numbers[4];
  outcome->death_tick = json_is_integer (death) ? json_integer_value (death) : -1;
  outcome->floor = g_strdup (floor);
  return TRUE;
}

static void
outcome_sink (TwEngine *engine, const TwEvent *event, gpointer user_data)
{
  tw_outcome_observe (user_data, engine, event);
}

gboolean
tw_outcome_play (json_t *tower_json, const TwScript *script, TwOutcome *outcome, GError **error)
{
  tw_outcome_clear (outcome);
  TwTower *tower = tw_tower_new_from_json (tower_json, error);
  if (tower == NULL)
    return FALSE;
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  tw_engine_set_event_sink (engine, outcome_sink, outcome, NULL);
  gboolean ok = TRUE;
  /* As `simulate` plays (editor/cli/tw-cli-simulate.c): every action, the
   * enemies' cap checked after each. */
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    {
      const char *reason = NULL;
      if (!tw_engine_apply_action (engine, tw_script_get_action (script, i), &reason))
        outcome->refused++;
      if (!tw_sim_limits_check_enemies (engine, error))
        {
          ok = FALSE;
          break;
        }
    }
  if (ok)
    tw_engine_begin_game (engine);
  tw_engine_set_event_sink (engine, NULL, NULL, NULL);
  tw_outcome_finish (outcome, engine);
  tw_engine_free (engine);
  return ok;
}

/* ---- paths ---- */

static char *
expand_path (const char *path)
{
  if (g_str_has_prefix (path, "hero."))
    return g_strconcat ("data.firstData.", path, NULL);
  if (g_str_has_prefix (path, "values."))
    return g_strconcat ("data.", path, NULL);
  return g_strdup (path);
}

gboolean
tw_tower_set_path (json_t *tower, const char *path, json_t *value, GError **error)
{
  g_return_val_if_fail (tower != NULL && path != NULL && value != NULL, FALSE);
  g_autofree char *full = expand_path (path);
  g_auto (GStrv) parts = g_strsplit (full, ".", -1);
  guint n = g_strv_length (parts);
  json_t *node = tower;
  for (guint i = 0; i + 1 < n; i++)
    {
      node = json_object_get (node, parts[i]);
      if (!json_is_object (node))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _ ("%s: the tower has no object '%s' here"), path, parts[i]);
          return FALSE;
        }
    }
  if (n == 0 || parts[n - 1][0] == '\0' || !json_is_object (node))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _ ("%s: not a path"), path);
      return FALSE;
    }
  json_object_set (node, parts[n - 1], value);
  return TRUE;
}

gboolean
tw_tower_set_assignment (json_t *tower, const char *assignment, GError **error)
{
  const char *eq = strchr (assignment, '=');
  if (eq == NULL || eq == assignment)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("'%s' should be PATH=VALUE, like enemys.bat.timeCost=3"), assignment);
      return FALSE;
    }
  g_autofree char *path = g_strndup (assignment, eq - assignment);
  json_t *value = json_loads (eq + 1, JSON_DECODE_ANY, NULL);
  if (value == NULL)
    value = json_string (eq + 1);
  gboolean ok = tw_tower_set_path (tower, path, value, error);
  json_decref (value);
  return ok;
}

/* ---- axes and variants ---- */

static gboolean
parse_number (const char *text, double *out)
{
  char *end = NULL;
  if (text == NULL || *text == '\0')
    return FALSE;
  *out = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*out);
}

TwSweepAxis *
tw_sweep_axis_parse (const char *spec, GError **error)
{
  const char *eq = strchr (spec, '=');
  g_auto (GStrv) range = eq != NULL ? g_strsplit (eq + 1, ":", -1) : NULL;
  guint n = range != NULL ? g_strv_length (range) : 0;
  double lo, hi, step = 1;
  if (eq == NULL || eq == spec || n < 2 || n > 3 || !parse_number (range[0], &lo)
      || !parse_number (range[1], &hi) || (n == 3 && !parse_number (range[2], &step)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("'%s' should be PATH=LO:HI[:STEP], like enemys.bat.timeCost=1:8"), spec);
      return NULL;
    }
  if (hi < lo || step <= 0 || (hi - lo) / step >= TW_SWEEP_MAX_VARIANTS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _ ("'%s': LO must not be above HI, STEP must be above 0, and there may be at "
                      "most %u values"),
                   spec, TW_SWEEP_MAX_VARIANTS);
      return NULL;
    }
  TwSweepAxis *axis = g_new0 (TwSweepAxis, 1);
  axis->path = g_strndup (spec, eq - spec);
  axis->values = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0;; i++)
    {
      double v = lo + step * i;
      if (v > hi + step * 1e-9)
        break;
      /* Kept as the text --set would give it (0.3, not 0.30000000000000004),
       * so that a variant run as a command plays the same number. */
      g_autofree char *text = tw_sweep_value_text (v);
      v = g_ascii_strtod (text, NULL);
      g_array_append_val (axis->values, v);
    }
  return axis;
}

void
tw_sweep_axis_free (TwSweepAxis *axis)
{
  if (axis == NULL)
    return;
  g_free (axis->path);
  g_array_unref (axis->values);
  g_free (axis);
}

char *
tw_sweep_value_text (double value)
{
  if (value == floor (value) && fabs (value) < 9e15)
    return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64)value);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.15g", value));
}

static json_t *
value_json (double value)
{
  if (value == floor (value) && fabs (value) < 9e15)
    return json_integer ((json_int_t)value);
  return json_real (value);
}

guint
tw_sweep_count (GPtrArray *axes)
{
  guint64 count = 1;
  for (guint i = 0; i < axes->len; i++)
    {
      TwSweepAxis *axis = g_ptr_array_index (axes, i);
      count *= axis->values->len;
      if (count > TW_SWEEP_MAX_VARIANTS)
        return 0;
    }
  return (guint)count;
}

GArray *
tw_sweep_variant (GPtrArray *axes, guint index)
{
  GArray *values = g_array_sized_new (FALSE, FALSE, sizeof (double), axes->len);
  g_array_set_size (values, axes->len);
  for (guint i = axes->len; i-- > 0;)
    {
      TwSweepAxis *axis = g_ptr_array_index (axes, i);
      g_array_index (values, double, i)
          = g_array_index (axis->values, double, index % axis->values->len);
      index /= axis->values->len;
    }
  return values;
}

/* ---- running ---- */

typedef struct
{
  TwSweepRow *row;
  json_t *tower; /* the variant's own copy */
  const TwScript *script;
  GCancellable *cancellable;
  guint *n_done;
} Job;

static void
run_job (gpointer data, gpointer user_data)
{
  Job *job = data;
  (void)user_data;
  g_autoptr (GError) error = NULL;
  /* A cancelled sweep skips the variants not begun (one play is short). */
  if (g_cancellable_set_error_if_cancelled (job->cancellable, &error))
    job->row->ok = FALSE;
  else
    job->row->ok = tw_outcome_play (job->tower, job->script, &job->row->outcome, &error);
  if (!job->row->ok)
    job->row->error = g_strdup (error->message);
  json_decref (job->tower);
  if (job->n_done != NULL)
    g_atomic_int_inc ((gint *)job->n_done);
  g_free (job);
}

void
tw_sweep_row_free (TwSweepRow *row)
{
  if (row == NULL)
    return;
  g_array_unref (row->values);
  g_free (row->error);
  tw_outcome_clear (&row->outcome);
  g_free (row);
}

GPtrArray *
tw_sweep_run (json_t *tower, const TwScript *script, GPtrArray *axes, guint n_threads)
{
  return tw_sweep_run_full (tower, script, axes, n_threads, NULL, NULL);
}

GPtrArray *
tw_sweep_run_full (json_t *tower, const TwScript *script, GPtrArray *axes, guint n_threads,
                   GCancellable *cancellable, guint *n_done)
{
  g_return_val_if_fail (tower != NULL && script != NULL && axes != NULL, NULL);
  guint n = tw_sweep_count (axes);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_row_free);
  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  GThreadPool *pool = g_thread_pool_new (run_job, NULL, (gint)MAX (n_threads, 1), FALSE, NULL);
  /* Each variant's tower is copied and set here, in this thread: the
   * workers touch only their own copy. */
  for (guint i = 0; i < n; i++)
    {
      TwSweepRow *row = g_new0 (TwSweepRow, 1);
      row->values = tw_sweep_variant (axes, i);
      row->outcome.death_tick = -1;
      g_ptr_array_add (rows, row);
      json_t *copy = json_deep_copy (tower);
      g_autoptr (GError) error = NULL;
      for (guint a = 0; a < axes->len && error == NULL; a++)
        {
          json_t *value = value_json (g_array_index (row->values, double, a));
          tw_tower_set_path (copy, ((TwSweepAxis *)g_ptr_array_index (axes, a))->path, value,
                             &error);
          json_decref (value);
        }
      if (error != NULL)
        {
          row->error = g_strdup (error->message);
          json_decref (copy);
          if (n_done != NULL)
            g_atomic_int_inc ((gint *)n_done);
          continue;
        }
      Job *job = g_new0 (Job, 1);
      job->row = row;
      job->tower = copy;
      job->script = script;
      job->cancellable = cancellable;
      job->n_done = n_done;
      g_thread_pool_push (pool, job, NULL);
    }
  g_thread_pool_free (pool, FALSE, TRUE);
  return rows;
}

char *
tw_sweep_csv (GPtrArray *axes, GPtrArray *rows)
{
  GString *out = g_string_new (NULL);
  for (guint a = 0; a < axes->len; a++)
    {
      tw_csv_append_cell (out, ((TwSweepAxis *)g_ptr_array_index (axes, a))->path);
      g_string_append_c (out, ',');
    }
  g_string_append (out, "end_hp,ticks,battles,damage_taken,death_tick,floor,refused,error\n");
  for (guint r = 0; r < rows->len; r++)
    {
      const TwSweepRow *row = g_ptr_array_index (rows, r);
      for (guint a = 0; a < row->values->len; a++)
        {
          g_autofree char *text = tw_sweep_value_text (g_array_index (row->values, double, a));
          g_string_append_printf (out, "%s,", text);
        }
      if (!row->ok)
        {
          g_string_append (out, ",,,,,,,");
          tw_csv_append_cell (out, row->error != NULL ? row->error : "failed");
          g_string_append_c (out, '\n');
          continue;
        }
      const TwOutcome *o = &row->outcome;
      g_string_append_printf (out,
                              "%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT
                              ",%" G_GINT64_FORMAT ",",
                              o->end_hp, o->ticks, o->battles, o->damage_taken);
      if (o->death_tick >= 0)
        g_string_append_printf (out, "%" G_GINT64_FORMAT ",", o->death_tick);
      else
        g_string_append (out, "none,");
      tw_csv_append_cell (out, o->floor != NULL ? o->floor : "");
      g_string_append_printf (out, ",%u,\n", o->refused);
    }
  return g_string_free (out, FALSE);
}
