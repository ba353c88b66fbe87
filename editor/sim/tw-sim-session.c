/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-session.c: the engine on a copy of the tower, and its history: the
 * session's life, the live play of each frame (fed to the timeline), the map
 * view, save slots and trace export. Rewind (snapshots, replay and forks) is
 * in tw-sim-session-rewind.c, the wait played in slices in
 * tw-sim-session-wait.c.
 */
#include "editor/sim/tw-sim-session-private.h"

#include <string.h>

#include "editor/sim/tw-sim-limits.h"
#include "editor/sim/tw-timeline-feed.h"

#define DEFAULT_INTERVAL 4096
/* Snapshots are kept under this many bytes: past it, every other one goes
 * and the interval doubles (docs/simulation.md). */
#define DEFAULT_SNAPSHOT_BUDGET (24 * 1024 * 1024)

G_DEFINE_FINAL_TYPE (TwSimSession, tw_sim_session, G_TYPE_OBJECT)
/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-sim-session-error-quark, tw_sim_session_error)
/* clang-format on */

enum
{
  PROP_0,
  PROP_TICK,
  PROP_LAST_TICK,
  PROP_REWOUND,
  PROP_CAN_UNDO_FORK,
  PROP_CAN_REDO_FORK,
  PROP_LAST_REFUSAL,
  N_PROPS
};

enum
{
  REFUSED,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* --- entries ---------------------------------------------------------------- */

void
tw_sim_session_entry_free (gpointer data)
{
  Entry *e = data;
  g_free (e->pub.action.id);
  if (e->loaded)
    json_decref (e->loaded);
  g_free (e);
}

Entry *
tw_sim_session_entry_new (const TwScriptAction *action)
{
  Entry *e = g_new0 (Entry, 1);
  e->pub.action = *action;
  e->pub.action.id = g_strdup (action->id);
  return e;
}

/* --- feeding the timeline ---------------------------------------------------- */

static gboolean
is_schedule_event (TwEventKind kind)
{
  return kind == TW_EVENT_ENEMY_JOIN || kind == TW_EVENT_ENEMY_LEAVE
         || kind == TW_EVENT_ENEMY_MIGRATE || kind == TW_EVENT_ENEMY_RESCHEDULE;
}

/* The live sink: the frame's first tick gives its reason, and the feed turns
 * every event into timeline rows. During a load or a reset the list's changes
 * are left out: the rows are resynced afterwards. */
static void
on_engine_event (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  TwSimSession *self = data;

  if (ev->kind == TW_EVENT_TICK && self->frame_ticks++ == 0)
    self->frame_reason = g_strdup (ev->reason);
  if (self->ignore_schedule && is_schedule_event (ev->kind))
    return;
  tw_timeline_feed_event (self->timeline, self->tower, ev, NULL);
  (void)engine;
}

/* --- the engine's sinks ---------------------------------------------------------- */

void
tw_sim_session_set_sink (TwSimSession *self, TwEventSink sink, gboolean feeds)
{
  tw_engine_set_event_sink (self->engine, sink, self, NULL);
  /* The feed finds enemies by their parts (tw-timeline-model-keys.c). */
  tw_engine_set_event_runtime_ids (self->engine, FALSE);
  tw_engine_set_schedule_events (self->engine, TRUE);
  /* An enemy's step: its action's `to` moves its row (a migrate after it
   * would be a second, idle lookup for each step of a patrol). */
  tw_engine_set_step_migrations (self->engine, FALSE);
  /* Idle enemies' actions change nothing: the timeline derives them from
   * their schedule (tw-timeline-model-implied.c), and a sink that reads
   * ticks only needs none. */
  tw_engine_set_idle_actions_implied (self->engine, self->idle_implied || !feeds);
}

void
tw_sim_session_use_feeding_sink (TwSimSession *self)
{
  tw_sim_session_set_sink (self, on_engine_event, TRUE);
}

void
tw_sim_session_cut_event (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  TwSimSession *self = data;

  if (ev->kind != TW_EVENT_TICK || self->cut_ticks_left == 0)
    return;
  /* The last tick to run has begun: its enemy pass still runs, later ones do not. */
  if (--self->cut_ticks_left == 0)
    tw_engine_set_map_turn_enabled (engine, FALSE);
}

/* A slice of a long wait: fed to the timeline, and time stops once its
 * last tick has begun. */
void
tw_sim_session_slice_event (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  on_engine_event (engine, ev, data);
  tw_sim_session_cut_event (engine, ev, data);
}

/* --- notifications ------------------------------------------------------------- */

/* Notifies the position properties that changed since the last call (a
 * notification costs about as much as a tick of the engine), then `changed`. */
void
tw_sim_session_notify_position (TwSimSession *self)
{
  guint values[] = { self->pos_tick, tw_sim_session_last_tick (self), !tw_sim_session_at_end (self),
                     self->undo_forks->len > 0, self->redo_forks->len > 0 };
  static const guint props[]
      = { PROP_TICK, PROP_LAST_TICK, PROP_REWOUND, PROP_CAN_UNDO_FORK, PROP_CAN_REDO_FORK };
  G_STATIC_ASSERT (G_N_ELEMENTS (values) == G_N_ELEMENTS (self->notified));

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    if (!self->notified_once || self->notified[i] != values[i])
      {
        self->notified[i] = values[i];
        g_object_notify_by_pspec (G_OBJECT (self), properties[props[i]]);
      }
  self->notified_once = TRUE;
  g_signal_emit (self, signals[CHANGED], 0);
}

void
tw_sim_session_set_refusal (TwSimSession *self, const char *reason)
{
  if (g_strcmp0 (self->last_refusal, reason) == 0)
    return;
  g_free (self->last_refusal);
  self->last_refusal = g_strdup (reason);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_REFUSAL]);
}

/* --- playing live ---------------------------------------------------------------- */

/* Remembers the floor the engine is on as one the map view must refresh;
 * more than two floors since the last refresh: all of them. */
void
tw_sim_session_view_note_floor (TwSimSession *self, gboolean first)
{
  const char *floor_id = tw_engine_get_floor_id (self->engine);

  if (first)
    {
      self->view_floors[0] = floor_id;
      self->view_floors[1] = NULL;
    }
  else if (floor_id != self->view_floors[0] && floor_id != self->view_floors[1])
    {
      if (self->view_floors[1] == NULL)
        self->view_floors[1] = floor_id;
      else
        self->view_all = TRUE;
    }
}

void
tw_sim_session_report_refusal (TwSimSession *self, const TwScriptAction *action, const char *reason,
                               GError **error)
{
  g_autofree char *text = tw_script_action_to_string (action);
  g_set_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_REFUSED, "%s",
               reason ? reason : "refused");
  g_signal_emit (self, signals[REFUSED], 0, text, reason ? reason : "refused");
}

/* One frame at the end of the history, fed to the timeline. */
gboolean
tw_sim_session_apply_frame (TwSimSession *self, const TwScriptAction *action, json_t *loaded,
                            GError **error)
{
  Entry *e = tw_sim_session_entry_new (action);
  const char *floor_before;
  const char *reason = NULL;
  gboolean ok;

  g_assert (tw_sim_session_at_end (self));
  e->pub.start_tick = tw_sim_session_last_tick (self);
  tw_sim_session_view_note_floor (self, !self->view_dirty);
  floor_before = tw_engine_get_floor_id (self->engine);
  self->frame_ticks = 0;
  g_clear_pointer (&self->frame_reason, g_free);
  if (action->kind == TW_SCRIPT_LOAD)
    {
      /* The session's slots decide what a load loads: the engine's own may
       * hold a save that replays of other times put there. With none, the
       * load is refused, as it was when first played. */
      e->loaded = loaded != NULL ? json_incref (loaded) : NULL;
      tw_engine_set_slot (self->engine, action->id, loaded);
    }
  self->ignore_schedule = action->kind == TW_SCRIPT_LOAD;
  /* The timeline says it changed once for the frame, not once a tick. */
  tw_timeline_model_hold_changes (self->timeline);
  ok = tw_engine_apply_action (self->engine, action, &reason);
  self->ignore_schedule = FALSE;
  if (ok && action->kind == TW_SCRIPT_LOAD)
    {
      tw_timeline_feed_resync_rows (self->timeline, self->engine);
      tw_timeline_feed_resync_status (self->timeline, self->engine);
    }
  if (ok)
    tw_timeline_model_set_action_time_cost (self->timeline, self->frame_ticks,
                                            self->frame_reason ? self->frame_reason : "");
  tw_timeline_model_release_changes (self->timeline);
  /* Every save played live fills the session's slot, also one a fork plays
   * again: a later load then records the state it loads (e->loaded), and a
   * replay of it never depends on what the engine's own slot holds by then. */
  if (ok && action->kind == TW_SCRIPT_SAVE)
    g_hash_table_replace (self->slots, g_strdup (action->id), tw_engine_save_state (self->engine));
  e->pub.end_tick = tw_sim_session_last_tick (self);
  e->floor_changed = tw_engine_get_floor_id (self->engine) != floor_before;
  e->pub.refused = !ok;
  e->pub.reason = ok ? NULL : reason;
  g_ptr_array_add (self->history, e);
  g_clear_pointer (&self->end_state, json_decref); /* the end moved */
  self->pos_entry = self->history->len;
  self->pos_tick = e->pub.end_tick;
  self->pos_cut = FALSE;
  tw_sim_session_view_note_floor (self, FALSE);
  self->view_dirty = TRUE;
  if (action->kind == TW_SCRIPT_LOAD)
    self->view_all = TRUE;
  tw_sim_session_snapshot_long_frame (self, self->history->len - 1);
  tw_sim_session_maybe_snapshot (self);
  tw_sim_session_set_refusal (self, ok ? "" : reason);
  if (!ok)
    tw_sim_session_report_refusal (self, action, reason, error);
  return ok;
}

/* --- life ------------------------------------------------------------------------ */

static void
tw_sim_session_finalize (GObject *object)
{
  TwSimSession *self = TW_SIM_SESSION (object);

  if (self->long_wait)
    tw_sim_session_entry_free (self->long_wait);
  if (self->engine)
    tw_engine_free (self->engine);
  if (self->tower)
    tw_tower_unref (self->tower);
  g_clear_pointer (&self->tower_json, json_decref);
  g_clear_object (&self->timeline);
  g_ptr_array_unref (self->history);
  g_array_unref (self->snapshots);
  g_hash_table_unref (self->slots);
  g_ptr_array_unref (self->undo_forks);
  g_ptr_array_unref (self->redo_forks);
  g_free (self->frame_reason);
  g_free (self->last_refusal);
  g_clear_pointer (&self->end_state, json_decref);
  G_OBJECT_CLASS (tw_sim_session_parent_class)->finalize (object);
}

static void
tw_sim_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwSimSession *self = TW_SIM_SESSION (object);

  switch (prop_id)
    {
    case PROP_TICK:
      g_value_set_uint (value, self->pos_tick);
      break;
    case PROP_LAST_TICK:
      g_value_set_uint (value, tw_sim_session_last_tick (self));
      break;
    case PROP_REWOUND:
      g_value_set_boolean (value, !tw_sim_session_at_end (self));
      break;
    case PROP_CAN_UNDO_FORK:
      g_value_set_boolean (value, self->undo_forks->len > 0);
      break;
    case PROP_CAN_REDO_FORK:
      g_value_set_boolean (value, self->redo_forks->len > 0);
      break;
    case PROP_LAST_REFUSAL:
      g_value_set_string (value, self->last_refusal);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_sim_session_class_init (TwSimSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tw_sim_session_finalize;
  object_class->get_property = tw_sim_session_get_property;
  properties[PROP_TICK] = g_param_spec_uint ("tick", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_LAST_TICK] = g_param_spec_uint ("last-tick", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_REWOUND] = g_param_spec_boolean ("rewound", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_UNDO_FORK] = g_param_spec_boolean ("can-undo-fork", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO_FORK] = g_param_spec_boolean ("can-redo-fork", NULL, NULL, FALSE, flags);
  properties[PROP_LAST_REFUSAL] = g_param_spec_string ("last-refusal", NULL, NULL, "", flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* refused (text, reason): an action the engine refused. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  /* changed (): the shown state changed (an action, a seek, a fork). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
tw_sim_session_init (TwSimSession *self)
{
  self->history = g_ptr_array_new_with_free_func (tw_sim_session_entry_free);
  self->snapshots = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  g_array_set_clear_func (self->snapshots, tw_sim_session_snapshot_clear);
  self->interval = DEFAULT_INTERVAL;
  self->snapshot_budget = DEFAULT_SNAPSHOT_BUDGET;
  self->slots
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify)json_decref);
  self->undo_forks = g_ptr_array_new_with_free_func (tw_sim_session_fork_free);
  self->redo_forks = g_ptr_array_new_with_free_func (tw_sim_session_fork_free);
  self->last_refusal = g_strdup ("");
  self->idle_implied = TRUE;
}

TwSimSession *
tw_sim_session_new (json_t *tower, GError **error)
{
  g_autoptr (TwSimSession) self = NULL;
  json_t *inner;

  g_return_val_if_fail (tower != NULL, NULL);
  inner = json_object_get (tower, "tower");
  self = g_object_new (TW_TYPE_SIM_SESSION, NULL);
  self->tower_json = json_deep_copy (json_is_object (inner) ? inner : tower);
  self->tower = tw_tower_new_from_json (self->tower_json, error);
  if (self->tower == NULL)
    return NULL;
  self->engine = tw_engine_new (self->tower);
  self->map_turn_enabled = tw_engine_get_map_turn_enabled (self->engine);
  self->timeline = tw_timeline_model_new ();
  self->view = self->tower_json;
  self->view_dirty = self->view_all = TRUE;
  tw_sim_session_take_snapshot (self, 0, 0);
  tw_sim_session_use_feeding_sink (self);
  /* The start floor's enemies join at tick 0. */
  tw_timeline_feed_resync_rows (self->timeline, self->engine);
  return g_steal_pointer (&self);
}

TwSimSession *
tw_sim_session_new_for_document (TwDocument *document, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (document), NULL);
  return tw_sim_session_new (tw_document_get_tower (document), error);
}

void
tw_sim_session_set_idle_actions_implied (TwSimSession *self, gboolean implied)
{
  g_return_if_fail (TW_IS_SIM_SESSION (self));
  g_return_if_fail (self->history->len == 0 && self->long_wait == NULL);
  self->idle_implied = implied;
  tw_sim_session_use_feeding_sink (self);
  /* The start floor's rows joined with the other setting: join them again. */
  g_object_unref (self->timeline);
  self->timeline = tw_timeline_model_new ();
  tw_timeline_feed_resync_rows (self->timeline, self->engine);
}

/* --- getters ---------------------------------------------------------------------- */

TwEngine *
tw_sim_session_get_engine (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  return self->engine;
}

TwTimelineModel *
tw_sim_session_get_timeline (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  return self->timeline;
}

TwTower *
tw_sim_session_get_tower (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  return self->tower;
}

static json_t *
ensure_object (json_t *parent, const char *key)
{
  json_t *obj = json_object_get (parent, key);
  if (!json_is_object (obj))
    {
      obj = json_object ();
      json_object_set_new (parent, key, obj);
    }
  return obj;
}

/* Writes the engine's tiles of @floor_id into the view's map (only cells that differ). */
static void
refresh_floor (TwSimSession *self, const char *floor_id)
{
  json_t *floor = json_object_get (json_object_get (self->view, "floors"), floor_id);
  json_t *map = json_object_get (floor, "map");
  gint width, height;
  const guint8 *hidden;
  const guint32 *tiles = tw_engine_floor_grid (self->engine, floor_id, &width, &height, &hidden);
  if (!json_is_array (map) || tiles == NULL)
    return;
  for (gint y = 0; y < height; y++)
    {
      json_t *row = json_array_get (map, (size_t)y);
      for (gint x = 0; x < width && json_is_array (row); x++)
        {
          json_t *cell = json_array_get (row, (size_t)x);
          gsize i = (gsize)y * width + x;
          json_int_t tile = hidden != NULL && hidden[i] ? 0 : tiles[i];
          if (cell == NULL)
            continue;
          if (!json_is_integer (cell))
            json_array_set_new (row, (size_t)x, json_integer (tile));
          else if (json_integer_value (cell) != tile)
            json_integer_set (cell, tile);
        }
    }
}

json_t *
tw_sim_session_get_map_view (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  if (self->view_dirty)
    {
      json_t *first = ensure_object (ensure_object (self->view, "data"), "firstData");
      const char *floor_id = tw_engine_get_floor_id (self->engine);
      guint n = tw_tower_get_n_floors (self->tower);
      if (self->view_all)
        for (guint i = 0; i < n; i++)
          refresh_floor (self, tw_tower_get_floor (self->tower, i)->id);
      else
        for (guint i = 0; i < G_N_ELEMENTS (self->view_floors); i++)
          if (self->view_floors[i] != NULL)
            refresh_floor (self, self->view_floors[i]);
      self->view_all = FALSE;
      self->view_floors[0] = self->view_floors[1] = NULL;
      json_object_set_new (first, "hero", tw_engine_dup_hero (self->engine));
      json_object_set_new (first, "floorId", json_string (floor_id));
      self->view_dirty = FALSE;
    }
  return self->view;
}

guint
tw_sim_session_get_tick (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  return self->pos_tick;
}

guint
tw_sim_session_get_last_tick (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  return tw_sim_session_last_tick (self);
}

gboolean
tw_sim_session_is_rewound (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  return !tw_sim_session_at_end (self);
}

/* --- playing ---------------------------------------------------------------------- */

/* At a past tick, an action the engine refuses would fork away the future
 * for nothing (a refusal changes nothing): try it on the shown state first.
 * TRUE when it was refused (reported, nothing recorded); otherwise the
 * shown state is put back and the caller forks. Frames that a fork would
 * finish first, and several-step moves, are not tried. */
static gboolean
refused_at_past_tick (TwSimSession *self, const TwScriptAction *action, GError **error)
{
  const char *reason = NULL;

  if (self->pos_cut
      && tw_sim_session_entry_at (self, self->pos_entry - 1)->pub.action.kind != TW_SCRIPT_WAIT)
    return FALSE;
  if (action->kind == TW_SCRIPT_WAIT || action->kind == TW_SCRIPT_SAVE
      || action->kind == TW_SCRIPT_LOAD || (action->kind == TW_SCRIPT_MOVE && action->count > 1))
    return FALSE;
  tw_engine_set_event_sink (self->engine, NULL, NULL, NULL);
  if (tw_engine_apply_action (self->engine, action, &reason))
    {
      tw_sim_session_restore (self, self->pos_tick, self->pos_entry);
      return FALSE;
    }
  tw_sim_session_use_feeding_sink (self);
  tw_sim_session_set_refusal (self, reason);
  tw_sim_session_report_refusal (self, action, reason, error);
  return TRUE;
}

/* A floor filled past the cap (a self-summoner) stops the play, instead of
 * the session growing until memory runs out (docs/saving.md). */
gboolean
tw_sim_session_refused_over_limit (TwSimSession *self, const TwScriptAction *action, GError **error)
{
  g_autoptr (GError) limit = NULL;
  if (tw_sim_limits_check_enemies (self->engine, &limit))
    return FALSE;
  tw_sim_session_set_refusal (self, limit->message);
  tw_sim_session_report_refusal (self, action, limit->message, error);
  return TRUE;
}

static gboolean
apply_checked (TwSimSession *self, const TwScriptAction *action, GError **error)
{
  json_t *loaded = NULL;

  if (tw_sim_session_refused_over_limit (self, action, error))
    return FALSE;
  if (!tw_sim_session_at_end (self) && refused_at_past_tick (self, action, error))
    return FALSE;
  if (!tw_sim_session_at_end (self))
    tw_sim_session_fork_here (self);
  /* After the fork: the frames it plays again may save to the slot. */
  if (action->kind == TW_SCRIPT_LOAD)
    loaded = g_hash_table_lookup (self->slots, action->id);
  if (action->kind == TW_SCRIPT_MOVE && action->count > 1)
    {
      TwScriptAction step = *action;
      step.count = 1;
      for (guint i = 0; i < action->count; i++)
        if (!tw_sim_session_apply_frame (self, &step, NULL, error))
          return FALSE;
      return TRUE;
    }
  return tw_sim_session_apply_frame (self, action, loaded, error);
}

gboolean
tw_sim_session_apply (TwSimSession *self, const TwScriptAction *action, GError **error)
{
  gboolean ok;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  tw_sim_session_cancel_wait (self);
  ok = apply_checked (self, action, error);
  tw_sim_session_notify_position (self);
  return ok;
}

gboolean
tw_sim_session_apply_line (TwSimSession *self, const char *line, GError **error)
{
  g_autoptr (TwScript) script = NULL;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  script = tw_script_parse (line, -1, NULL, NULL, error);
  if (script == NULL)
    return FALSE;
  if (tw_script_get_n_actions (script) == 0)
    return TRUE;
  return tw_sim_session_apply (self, tw_script_get_action (script, 0), error);
}

void
tw_sim_session_play (TwSimSession *self, const TwScript *script)
{
  g_return_if_fail (TW_IS_SIM_SESSION (self));
  g_return_if_fail (script != NULL);
  tw_sim_session_cancel_wait (self);
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    apply_checked (self, tw_script_get_action (script, i), NULL);
  tw_sim_session_notify_position (self);
}

gboolean
tw_sim_session_play_script (TwSimSession *self, const char *text, GError **error)
{
  g_autoptr (TwScript) script = NULL;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  script = tw_script_parse (text, -1, NULL, NULL, error);
  if (script == NULL)
    return FALSE;
  tw_sim_session_play (self, script);
  return TRUE;
}

void
tw_sim_session_reset (TwSimSession *self)
{
  g_return_if_fail (TW_IS_SIM_SESSION (self));
  tw_sim_session_cancel_wait (self);
  if (self->history->len == 0)
    return;
  tw_sim_session_restore (self, 0, 0);
  g_ptr_array_set_size (self->redo_forks, 0); /* frees them */
  tw_sim_session_cut_future (self, 0, 0, self->undo_forks);
  tw_sim_session_set_refusal (self, "");
  tw_sim_session_notify_position (self);
}

gboolean
tw_sim_session_save_slot (TwSimSession *self, const char *name, GError **error)
{
  TwScriptAction save
      = { .kind = TW_SCRIPT_SAVE, .dir = TW_SCRIPT_DIR_NONE, .count = 1, .id = (char *)name };
  g_return_val_if_fail (name != NULL && *name != '\0', FALSE);
  return tw_sim_session_apply (self, &save, error);
}

gboolean
tw_sim_session_load_slot (TwSimSession *self, const char *name, GError **error)
{
  TwScriptAction load
      = { .kind = TW_SCRIPT_LOAD, .dir = TW_SCRIPT_DIR_NONE, .count = 1, .id = (char *)name };
  g_return_val_if_fail (name != NULL && *name != '\0', FALSE);
  return tw_sim_session_apply (self, &load, error);
}

json_t *
tw_sim_session_get_slot (TwSimSession *self, const char *name)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  return g_hash_table_lookup (self->slots, name);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *)a, *(const char *const *)b);
}

char **
tw_sim_session_dup_slot_names (TwSimSession *self)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  g_hash_table_iter_init (&iter, self->slots);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (names, g_strdup (key));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return (char **)g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

/* --- history ------------------------------------------------------------------------ */

guint
tw_sim_session_get_n_history (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), 0);
  return self->history->len;
}

const TwSimHistoryEntry *
tw_sim_session_get_history (TwSimSession *self, guint index)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  g_return_val_if_fail (index < self->history->len, NULL);
  return &tw_sim_session_entry_at (self, index)->pub;
}

char *
tw_sim_session_dup_script (TwSimSession *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), NULL);
  for (guint i = 0; i < self->history->len; i++)
    {
      g_autofree char *line
          = tw_script_action_to_string (&tw_sim_session_entry_at (self, i)->pub.action);
      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (out, FALSE);
}

const char *
tw_sim_session_get_last_refusal (TwSimSession *self)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (self), "");
  return self->last_refusal;
}

/* --- trace export ---------------------------------------------------------------- */

typedef struct
{
  TwTraceWriter *writer;
  GError *error;
} TraceOut;

static void
trace_event (TwEngine *engine, const TwEvent *event, gpointer data)
{
  TraceOut *out = data;

  /* Spelled directly (engine/tw-trace-writer.c): the same bytes as
   * tw_event_to_json + dump, with no JSON tree built per event. */
  if (out->error == NULL)
    tw_trace_writer_write_event (out->writer, event, &out->error);
}

gboolean
tw_sim_session_write_trace (TwSimSession *self, GString *out, TwTraceFormat format, GError **error)
{
  TraceOut trace = { 0 };
  TwEngine *engine;

  g_return_val_if_fail (TW_IS_SIM_SESSION (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  engine = tw_engine_new (self->tower);
  trace.writer = tw_trace_writer_new_for_string (out, format);
  tw_engine_set_event_sink (engine, trace_event, &trace, NULL);
  for (guint i = 0; i < self->history->len && trace.error == NULL; i++)
    {
      Entry *e = tw_sim_session_entry_at (self, i);
      if (e->pub.action.kind == TW_SCRIPT_LOAD && e->loaded)
        tw_engine_set_slot (engine, e->pub.action.id, e->loaded);
      tw_engine_apply_action (engine, &e->pub.action, NULL);
    }
  tw_engine_free (engine);
  tw_trace_writer_free (trace.writer);
  if (trace.error != NULL)
    {
      g_propagate_error (error, trace.error);
      return FALSE;
    }
  return TRUE;
}
