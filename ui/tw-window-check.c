/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-check.c: win.check-game ("Check Against the Game" in simulate
 * mode): simulate mode's moves played in the engine and in the tower's own
 * game code (editor/check/tw-check.c, sandboxed) on a worker thread, with
 * progress and cancel in the sim bar, then one line that says how far the
 * tower's simulation follows the game, and the timeline scrolled to the
 * first difference. */
#include "ui/tw-window-private.h"

#include "editor/check/tw-check.h"
#include "editor/tw-i18n.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-timeline.h"

typedef struct
{
  TwTower *tower;
  TwScript *script;
  char *game_dir;
  TwCheckResult result;
  /* The history's ticks by script line, to name where a difference is. */
  GArray *end_ticks;
  gint64 last_progress; /* on the worker thread */
} CheckJob;

typedef struct
{
  TwWindow *window; /* a reference, dropped once shown */
  guint done, total;
} Progress;

static void
job_free (gpointer data)
{
  CheckJob *job = data;
  tw_tower_unref (job->tower);
  tw_script_free (job->script);
  g_free (job->game_dir);
  tw_check_result_clear (&job->result);
  g_array_unref (job->end_ticks);
  g_free (job);
}

static void
set_line (TwWindow *self, const char *text, gboolean running)
{
  tw_sim_bar_set_check_text (TW_SIM_BAR (self->sim_bar), text, running);
}

static gboolean
show_progress (gpointer data)
{
  Progress *p = data;
  TwWindow *self = p->window;
  if (self->check.cancellable != NULL)
    {
      g_autofree char *text = g_strdup_printf (
          _ ("Checking against the game… %u of %u route actions"), p->done, p->total);
      set_line (self, text, TRUE);
    }
  g_object_unref (self);
  g_free (p);
  return G_SOURCE_REMOVE;
}

/* On the worker thread: a few updates a second at most are enough. */
static void
on_progress (guint done, guint total, gpointer user_data)
{
  GTask *task = user_data;
  CheckJob *job = g_task_get_task_data (task);
  gint64 now = g_get_monotonic_time ();
  if (done != total && now - job->last_progress < 100000)
    return;
  job->last_progress = now;
  Progress *p = g_new0 (Progress, 1);
  p->window = g_object_ref (g_task_get_source_object (task));
  p->done = done;
  p->total = total;
  g_main_context_invoke (NULL, show_progress, p);
}

static void
check_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  CheckJob *job = data;
  GError *error = NULL;
  TwEngine *engine = tw_engine_new (job->tower);
  gboolean ok = tw_check_run (engine, job->script, job->game_dir, on_progress, task, cancellable,
                              &job->result, &error);
  tw_engine_free (engine);
  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* The verdict in one line. */
static char *
verdict (const CheckJob *job)
{
  const TwCheckResult *r = &job->result;
  if (r->first_difference < 0)
    return g_strdup_printf (_ ("The game agrees: all %u actions of these moves play the same in "
                               "the tower's own code."),
                            r->n_actions);
  const TwCheckPoint *p = g_ptr_array_index (r->points, r->first_difference);
  g_autoptr (GString) fields = g_string_new (NULL);
  for (guint i = 0; i < p->differ->len; i++)
    g_string_append_printf (fields, "%s%s", i ? ", " : "",
                            (char *)g_ptr_array_index (p->differ, i));
  if (p->line == 0)
    return g_strdup_printf (_ ("The game differs from the start (%s): this tower's simulation "
                               "cannot be trusted yet."),
                            fields->str);
  guint tick
      = p->line <= job->end_ticks->len ? g_array_index (job->end_ticks, guint, p->line - 1) : 0;
  return g_strdup_printf (_ ("%u of %u actions agree with the game; the first difference is "
                             "after move %u (%s), tick %u: %s."),
                          r->n_agree, r->n_actions, p->line, p->action, tick, fields->str);
}

static void
check_done (GObject *source, GAsyncResult *res, gpointer data)
{
  TwWindow *self = TW_WINDOW (source);
  CheckJob *job = g_task_get_task_data (G_TASK (res));
  g_autoptr (GError) error = NULL;
  guint generation = GPOINTER_TO_UINT (data);

  if (generation != self->check.generation)
    return;
  g_clear_object (&self->check.cancellable);
  if (!g_task_propagate_boolean (G_TASK (res), &error))
    {
      g_autofree char *text
          = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                ? g_strdup (_ ("Check against the game cancelled."))
                : g_strdup_printf (_ ("The check could not run: %s"), error->message);
      set_line (self, text, FALSE);
      return;
    }
  g_autofree char *text = verdict (job);
  set_line (self, text, FALSE);
  const TwCheckResult *r = &job->result;
  if (r->first_difference > 0)
    {
      const TwCheckPoint *p = g_ptr_array_index (r->points, r->first_difference);
      if (p->line >= 1 && p->line <= job->end_ticks->len)
        tw_timeline_scroll_to_tick (self->timeline,
                                    g_array_index (job->end_ticks, guint, p->line - 1));
    }
}

/* The moves as the session has them, one frame a line, and each line's tick. */
static TwScript *
session_script (TwSimSession *session, GArray *end_ticks, GError **error)
{
  g_autofree char *text = tw_sim_session_dup_script (session);
  for (guint i = 0; i < tw_sim_session_get_n_history (session); i++)
    g_array_append_val (end_ticks, tw_sim_session_get_history (session, i)->end_tick);
  return tw_script_parse (text, -1, NULL, NULL, error);
}

static void
check_game_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  TwSimSession *session = tw_sim_bar_get_session (TW_SIM_BAR (self->sim_bar));
  const char *folder = tw_window_get_game_folder (self);
  g_autoptr (GError) error = NULL;

  if (self->check.cancellable != NULL)
    {
      g_cancellable_cancel (self->check.cancellable);
      return;
    }
  if (session == NULL || self->document == NULL)
    return;
  if (folder == NULL)
    {
      set_line (self,
                _ ("This project records no mota-js game folder to check against: open the game "
                   "folder itself."),
                FALSE);
      return;
    }
  CheckJob *job = g_new0 (CheckJob, 1);
  job->end_ticks = g_array_new (FALSE, FALSE, sizeof (guint));
  job->game_dir = tw_check_game_folder_for (folder);
  job->script = session_script (session, job->end_ticks, &error);
  json_t *tower_json = json_deep_copy (tw_document_get_tower (self->document));
  job->tower = job->script ? tw_tower_new_from_json (tower_json, &error) : NULL;
  json_decref (tower_json);
  if (job->tower == NULL || !tw_check_game_folder (job->game_dir, &error))
    {
      g_autofree char *text = g_strdup_printf (_ ("The check could not run: %s"), error->message);
      set_line (self, text, FALSE);
      job_free (job);
      return;
    }
  self->check.cancellable = g_cancellable_new ();
  self->check.generation++;
  set_line (self, _ ("Checking against the game…"), TRUE);
  g_autoptr (GTask) task = g_task_new (self, self->check.cancellable, check_done,
                                       GUINT_TO_POINTER (self->check.generation));
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, check_thread);
}

void
tw_window_check_build (TwWindow *self)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("check-game", NULL);
  g_signal_connect (action, "activate", G_CALLBACK (check_game_activated), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
}

void
tw_window_check_cancel (TwWindow *self)
{
  if (self->check.cancellable != NULL)
    g_cancellable_cancel (self->check.cancellable);
  g_clear_object (&self->check.cancellable);
  self->check.generation++;
}
