/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-feed.c: engine events become timeline rows, from the engine or
 * from a trace (see tw-timeline-feed.h). */
#include "editor/sim/tw-timeline-feed.h"

#include <string.h>

#include "editor/mota/tw-json-read.h"
#include "editor/sim/tw-sim-limits.h"
#include "editor/sim/tw-timeline-model-private.h"
#include "editor/tw-i18n.h"

/* Event numbers are gint64; the model keeps guint32 ticks and gauges. */
static guint
to_uint (gint64 value)
{
  return (guint)CLAMP (value, 0, (gint64)G_MAXUINT32 - 1);
}

static const char *
enemy_name (const TwTower *tower, const char *enemy_id, const TwTimelineTraceHints *hints)
{
  if (hints != NULL && hints->name != NULL)
    return hints->name;
  gint index = tower != NULL && enemy_id != NULL ? tw_tower_find_enemy (tower, enemy_id) : -1;
  if (index < 0)
    return enemy_id;
  const TwEnemyDef *def = tw_tower_get_enemy (tower, (guint)index);
  return json_string_value (json_object_get (def->json, "name"));
}

/* The enemy an event names, with its parts (an id without parts stands for
 * its enemy id). */
static TwTimelineEnemy
enemy_of (const TwTower *tower, const TwEvent *ev, const TwTimelineTraceHints *hints)
{
  const char *enemy_id = ev->enemy_id != NULL ? ev->enemy_id : ev->enemy;
  TwTimelineEnemy enemy = { .runtime_id = ev->enemy,
                            .floor_id = ev->enemy_floor,
                            .enemy_id = enemy_id,
                            .name = enemy_name (tower, enemy_id, hints),
                            .x = ev->x,
                            .y = ev->y };
  return enemy;
}

static void
feed_join (TwTimelineModel *model, const TwTower *tower, const TwEvent *ev,
           const TwTimelineTraceHints *hints)
{
  /* The engine's enemies are the tower's: one it does not define is not shown. */
  if (tower != NULL && ev->enemy_id != NULL && tw_tower_find_enemy (tower, ev->enemy_id) < 0)
    return;
  TwTimelineEnemy enemy = enemy_of (tower, ev, hints);
  tw_timeline_model_enemy_join_full (model, enemy.runtime_id, enemy.enemy_id, enemy.name, enemy.x,
                                     enemy.y, to_uint (ev->time_cost), ev->act_type,
                                     to_uint (ev->gauge), ev->implied);
}

/* The engine's events (no hints) name enemies by tower-owned strings: the
 * model finds their rows by those, not by the runtimeId's text. */
static gconstpointer
key_tower (const TwTower *tower, const TwTimelineTraceHints *hints)
{
  return hints == NULL ? tower : NULL;
}

static void
feed_enemy_act (TwTimelineModel *model, const TwTower *tower, const TwEvent *ev,
                const TwTimelineTraceHints *hints)
{
  /* An enemy acts after it joined, named then; one seen first here (a trace)
   * is named by the trace, else by its id. */
  TwTimelineSeenAct act = {
    .enemy = enemy_of (NULL, ev, hints),
    .act_type = ev->act_type,
    .time_cost = to_uint (ev->time_cost),
    .gauge = to_uint (ev->gauge),
    .gauge_is_after = hints == NULL || hints->gauge_is_after,
    .result = ev->result < (TwEventResult)TW_TIMELINE_N_RESULTS ? (TwTimelineActResult)ev->result
                                                                : TW_TIMELINE_RESULT_IDLE,
    .to = ev->to,
    .to_x = ev->to_x,
    .to_y = ev->to_y,
  };
  act.enemy.tower = key_tower (tower, hints);
  tw_timeline_model_enemy_act_seen (model, &act);
}

static void
feed_battle (TwTimelineModel *model, const TwEvent *ev)
{
  TwTimelineSettle settle = { .base = to_uint (ev->settle_base),
                              .status_max = to_uint (ev->settle_status_max),
                              .battle_skill = to_uint (ev->settle_battle_skill),
                              .final_cost = to_uint (ev->settle_final) };
  TwTimelineEnemy enemy = enemy_of (NULL, ev, NULL);
  tw_timeline_model_link_moved (model, &enemy);
  tw_timeline_model_battle (model, ev->enemy, ev->initiator == TW_BATTLE_BY_ENEMY, ev->damage,
                            ev->result == TW_RESULT_SUCCESS, &settle);
}

/* A status event's lane: off once the skill is not active, else its remaining
 * battles (remainBattles null: until cancelled). */
static int
status_layers (const TwEvent *ev)
{
  if (!ev->active)
    return TW_TIMELINE_LAYERS_OFF;
  if (ev->remain < 0)
    return TW_TIMELINE_LAYERS_UNLIMITED;
  return (int)MIN (ev->remain, G_MAXINT);
}

void
tw_timeline_feed_status_layers (TwTimelineModel *model, const char *skill, int layers)
{
  guint t = tw_timeline_model_get_n_ticks (model);

  for (guint i = 0; i < tw_timeline_model_get_n_status_skills (model); i++)
    if (g_strcmp0 (tw_timeline_model_status_skill_get_id (model, i), skill) == 0
        && tw_timeline_model_status_skill_layers_at (model, i, t) == layers)
      return;
  tw_timeline_model_status (model, skill, layers);
}

static void
feed_death (TwTimelineModel *model, const TwEvent *ev)
{
  tw_timeline_model_death (model, ev->reason);
  /* clearOnDeath drops every skill without a status event. */
  for (guint i = 0; i < tw_timeline_model_get_n_status_skills (model); i++)
    tw_timeline_feed_status_layers (model, tw_timeline_model_status_skill_get_id (model, i),
                                    TW_TIMELINE_LAYERS_OFF);
}

void
tw_timeline_feed_event (TwTimelineModel *model, const TwTower *tower, const TwEvent *ev,
                        const TwTimelineTraceHints *hints)
{
  /* The engine's enemy actions, most of a session's events: the common
   * case first, before the type check (its cost was a tenth of the path's,
   * issue 20). */
  if (model != NULL && ev != NULL && ev->kind == TW_EVENT_ENEMY_ACT
      && tw_timeline_model_engine_act (model, key_tower (tower, hints), ev))
    return;
  g_return_if_fail (TW_IS_TIMELINE_MODEL (model) && ev != NULL);
  switch (ev->kind)
    {
    case TW_EVENT_TICK:
      tw_timeline_model_begin_tick (model, ev->clock, ev->map_turn);
      break;
    case TW_EVENT_ACTION:
      /* A frame begins: the clock then is settled (docs/timeline.md). */
      tw_timeline_model_frame_clock (model, ev->clock);
      /* The engine tells a frame's cost when it ends; a trace may give it here. */
      tw_timeline_model_player_action (model, ev->action, ev->reason,
                                       ev->time_cost < 0 ? TW_TIMELINE_COST_UNKNOWN
                                                         : to_uint (ev->time_cost));
      break;
    case TW_EVENT_REFUSED:
      tw_timeline_model_frame_clock (model, ev->clock);
      tw_timeline_model_refused (model, ev->action, ev->reason);
      break;
    case TW_EVENT_ENEMY_ACT:
      /* Not the common case (above): the general path. */
      feed_enemy_act (model, tower, ev, hints);
      break;
    case TW_EVENT_BATTLE:
      feed_battle (model, ev);
      break;
    case TW_EVENT_STATUS:
      if (ev->skill != NULL)
        tw_timeline_model_status (model, ev->skill, status_layers (ev));
      break;
    case TW_EVENT_FLOOR:
      tw_timeline_model_floor (model, ev->floor_id);
      break;
    case TW_EVENT_DEATH:
      feed_death (model, ev);
      break;
    case TW_EVENT_ENEMY_JOIN:
      feed_join (model, tower, ev, hints);
      break;
    case TW_EVENT_ENEMY_LEAVE:
      tw_timeline_model_enemy_leave (model, ev->enemy);
      break;
    case TW_EVENT_ENEMY_RESCHEDULE:
      {
        TwTimelineEnemy enemy = enemy_of (NULL, ev, hints);
        enemy.tower = key_tower (tower, hints);
        tw_timeline_model_enemy_reschedule (model, &enemy, to_uint (ev->gauge),
                                            to_uint (ev->time_cost), ev->before_turn);
      }
      break;
    case TW_EVENT_ENEMY_MIGRATE:
      if (key_tower (tower, hints) != NULL)
        {
          TwTimelineEnemy enemy = enemy_of (NULL, ev, hints);
          enemy.tower = tower;
          tw_timeline_model_enemy_migrate_seen (model, &enemy, ev->to, ev->to_x, ev->to_y);
        }
      else
        tw_timeline_model_enemy_migrate (model, ev->enemy, ev->to, ev->to_x, ev->to_y);
      break;
    default:
      break;
    }
}

/* --- After a load or a reset ------------------------------------------------ */

typedef struct
{
  TwTimelineModel *model;
  const TwTower *tower;
  const char *floor_id;
} Resync;

static void
join_listed (const TwActiveInfo *info, gpointer data)
{
  Resync *resync = data;
  gint index = tw_tower_find_enemy (resync->tower, info->enemy_id);
  if (index < 0)
    return;
  TwEvent ev = { .kind = TW_EVENT_ENEMY_JOIN,
                 .enemy = info->runtime_id,
                 .enemy_floor = resync->floor_id,
                 .enemy_id = info->enemy_id,
                 .x = info->x,
                 .y = info->y,
                 .act_type = tw_tower_get_enemy (resync->tower, (guint)index)->act_type,
                 .time_cost = info->time_cost,
                 .gauge = info->gauge,
                 .implied = info->implied };
  feed_join (resync->model, resync->tower, &ev, NULL);
}

void
tw_timeline_feed_resync_rows (TwTimelineModel *model, TwEngine *engine)
{
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  guint t = tw_timeline_model_get_n_ticks (model) - 1;
  Resync resync = { model, tw_engine_get_tower (engine), tw_engine_get_floor_id (engine) };

  /* Also the rows that joined after the last tick's pass (another load in
   * the same tick): they are scheduled now too. */
  tw_timeline_model_rows_alive_in (model, t, t + 1, rows);
  for (guint i = 0; i < rows->len; i++)
    tw_timeline_model_enemy_leave (
        model, tw_timeline_model_row_get_runtime_id (model, g_array_index (rows, guint, i)));
  tw_engine_foreach_active (engine, NULL, join_listed, &resync);
  if (g_strcmp0 (tw_timeline_model_get_floor_at (model, t), resync.floor_id) != 0)
    tw_timeline_model_floor (model, resync.floor_id);
}

void
tw_timeline_feed_resync_status (TwTimelineModel *model, TwEngine *engine)
{
  json_t *state = tw_engine_save_state (engine);
  json_t *ss = json_object_get (json_object_get (state, "flags"), "skillState");
  json_t *active = json_object_get (ss, "activeStatusSkills");
  const char *battle = json_string_value (json_object_get (ss, "activeBattleSkillId"));
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  const char *id;
  json_t *skill;

  for (guint i = 0; i < tw_timeline_model_get_n_status_skills (model); i++)
    g_ptr_array_add (ids, g_strdup (tw_timeline_model_status_skill_get_id (model, i)));
  for (guint i = 0; i < ids->len; i++)
    {
      const char *known = g_ptr_array_index (ids, i);
      if (json_object_get (active, known) == NULL && g_strcmp0 (battle, known) != 0)
        tw_timeline_feed_status_layers (model, known, TW_TIMELINE_LAYERS_OFF);
    }
  json_object_foreach (active, id, skill)
  {
    json_t *remain = json_object_get (skill, "remainBattles");
    tw_timeline_feed_status_layers (model, id,
                                    json_is_integer (remain) ? (int)json_integer_value (remain)
                                                             : TW_TIMELINE_LAYERS_UNLIMITED);
  }
  if (battle != NULL)
    tw_timeline_feed_status_layers (model, battle, TW_TIMELINE_LAYERS_UNLIMITED);
  json_decref (state);
}

/* --- Trace loading ------------------------------------------------------------ */

static const char *
get_string (json_t *event, const char *key)
{
  return json_string_value (json_object_get (event, key));
}

static gboolean
get_uint (json_t *event, const char *key, guint *value)
{
  json_t *node = json_object_get (event, key);
  if (!json_is_integer (node) || json_integer_value (node) < 0)
    return FALSE;
  *value = to_uint (json_integer_value (node));
  return TRUE;
}

static gboolean
invalid (GError **error, const char *ev, const char *what)
{
  g_set_error (error, TW_TIMELINE_MODEL_ERROR, TW_TIMELINE_MODEL_ERROR_INVALID, _("%s event: %s"), ev,
               what);
  return FALSE;
}

/* @key takes the first string among @aliases when it has none. */
static void
alias (json_t *event, json_t **copy, const char *key, const char *const *aliases)
{
  if (json_is_string (json_object_get (event, key)))
    return;
  for (; *aliases != NULL; aliases++)
    {
      json_t *value = json_object_get (event, *aliases);
      if (!json_is_string (value))
        continue;
      if (*copy == NULL)
        *copy = json_copy (event);
      json_object_set (*copy, key, value);
      return;
    }
}

/* @key is dropped (its default taken) when it is not one of the names @valid accepts. */
static void
drop_unknown (json_t *event, json_t **copy, const char *key, gboolean (*valid) (const char *))
{
  json_t *value = json_object_get (event, key);
  if (value == NULL || valid (json_string_value (value)))
    return;
  if (*copy == NULL)
    *copy = json_copy (event);
  json_object_del (*copy, key);
}

static gboolean
is_act_type (const char *text)
{
  TwActType type;
  return tw_act_type_from_string (text, &type);
}

static gboolean
is_initiator (const char *text)
{
  TwBattleInitiator initiator;
  return tw_battle_initiator_from_string (text, &initiator);
}

static gboolean
is_status_op (const char *text)
{
  TwStatusOp op;
  return tw_status_op_from_string (text, &op);
}

/* A battle's result: "win" is a success, any other word a failure. */
static void
battle_result (json_t *event, json_t **copy)
{
  const char *result = get_string (event, "result");
  if (result == NULL || strcmp (result, "success") == 0 || strcmp (result, "fail") == 0)
    return;
  if (*copy == NULL)
    *copy = json_copy (event);
  json_object_set_new (*copy, "result",
                       json_string (strcmp (result, "win") == 0 ? "success" : "fail"));
}

/* The trace object in the engine's own spelling: the other names
 * docs/timeline.md accepts, and the names a reader may not know, made into
 * what tw_event_from_json reads. A new reference. */
static json_t *
engine_spelling (json_t *event)
{
  static const char *const action_keys[] = { "line", "text", NULL };
  static const char *const floor_keys[] = { "floor", "to", NULL };
  static const char *const cause_keys[] = { "cause", NULL };
  static const char *const skill_keys[] = { "id", "item", NULL };
  const char *ev = get_string (event, "ev");
  json_t *copy = NULL;

  if (g_strcmp0 (ev, "action") == 0 || g_strcmp0 (ev, "refused") == 0)
    alias (event, &copy, "action", action_keys);
  else if (g_strcmp0 (ev, "floor") == 0)
    alias (event, &copy, "floorId", floor_keys);
  else if (g_strcmp0 (ev, "death") == 0 && json_is_string (json_object_get (event, "cause")))
    {
      copy = json_copy (event);
      json_object_del (copy, "reason");
      alias (copy, &copy, "reason", cause_keys);
    }
  else if (g_strcmp0 (ev, "status") == 0)
    {
      alias (event, &copy, "skill", skill_keys);
      drop_unknown (copy != NULL ? copy : event, &copy, "op", is_status_op);
    }
  else if (g_strcmp0 (ev, "battle") == 0)
    {
      battle_result (event, &copy);
      drop_unknown (copy != NULL ? copy : event, &copy, "initiator", is_initiator);
    }
  else if (g_strcmp0 (ev, "enemy_act") == 0 || g_strcmp0 (ev, "enemy_join") == 0)
    drop_unknown (event, &copy, "actType", is_act_type);
  return copy != NULL ? copy : json_incref (event);
}

/* What the trace reader needs beyond the event: the fields each kind must
 * have, and the defaults docs/timeline.md gives. */
static gboolean
complete_trace_event (json_t *object, TwEvent *ev, TwTimelineTraceHints *hints, GError **error)
{
  const char *kind = tw_event_kind_to_string (ev->kind);
  switch (ev->kind)
    {
    case TW_EVENT_ENEMY_ACT:
      {
        guint gauge;
        if (ev->enemy == NULL)
          return invalid (error, kind, "no \"enemy\" string");
        if (json_object_get (object, "result") == NULL)
          return invalid (error, kind,
                          "\"result\" is not one of idle, moved, blocked, battle, hit, summoned");
        hints->gauge_is_after = get_uint (object, "gaugeAfter", &gauge);
        if (!hints->gauge_is_after && !get_uint (object, "gauge", &gauge))
          return invalid (error, kind, "no \"gauge\" number");
        ev->gauge = gauge;
        return TRUE;
      }
    case TW_EVENT_BATTLE:
      {
        json_t *settle = json_object_get (object, "settle");
        if (ev->enemy == NULL)
          return invalid (error, kind, "no \"enemy\" string");
        if (json_object_get (settle, "base") == NULL)
          ev->settle_base = 1;
        if (json_object_get (settle, "final") == NULL)
          ev->settle_final
              = MAX (ev->settle_base, MAX (ev->settle_status_max, ev->settle_battle_skill));
        return TRUE;
      }
    case TW_EVENT_STATUS:
      return ev->skill != NULL || invalid (error, kind, "no \"skill\" string");
    case TW_EVENT_ENEMY_JOIN:
      return ev->enemy != NULL || invalid (error, kind, "no \"enemy\" string");
    case TW_EVENT_ENEMY_MIGRATE:
      return (ev->enemy != NULL && ev->to != NULL)
             || invalid (error, kind, "no \"enemy\" and \"to\" strings");
    default:
      return TRUE;
    }
}

static gboolean
feed_trace_object (TwTimelineModel *self, json_t *object, GString *scratch, GError **error)
{
  g_autoptr (GError) local = NULL;
  TwTimelineTraceHints hints = { .name = get_string (object, "name") };
  TwEvent ev;
  json_t *spelled = engine_spelling (object);
  gboolean read = tw_event_from_json (spelled, &ev, scratch, &local);
  gboolean ok = TRUE;

  if (!read && g_error_matches (local, TW_ENGINE_ERROR, TW_ENGINE_ERROR_UNKNOWN_EVENT))
    /* Other `ev` values are ignored, but they show when the trace began. */
    tw_timeline_model_first_event (self, json_integer_value (json_object_get (object, "clock")),
                                   json_integer_value (json_object_get (object, "mapTurn")));
  else if (!read)
    {
      g_set_error_literal (error, TW_TIMELINE_MODEL_ERROR, TW_TIMELINE_MODEL_ERROR_INVALID,
                           local->message);
      ok = FALSE;
    }
  else if (complete_trace_event (spelled, &ev, &hints, error))
    {
      if (ev.kind != TW_EVENT_TICK)
        tw_timeline_model_first_event (self, ev.clock, ev.map_turn);
      tw_timeline_feed_event (self, NULL, &ev, &hints);
    }
  else
    ok = FALSE;
  json_decref (spelled);
  return ok;
}

gboolean
tw_timeline_model_feed_event (TwTimelineModel *self, json_t *event, GError **error)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), FALSE);
  g_autoptr (GString) scratch = g_string_new (NULL);
  return feed_trace_object (self, event, scratch, error);
}

gboolean
tw_timeline_model_load_jsonl (TwTimelineModel *self, const char *text, gssize length,
                              GError **error)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_autoptr (GString) scratch = g_string_new (NULL);
  gsize len = length < 0 ? strlen (text) : (gsize)length;
  const char *end = text + len;
  guint line_no = 0;
  gboolean ok = TRUE;
  for (const char *line = text; line < end && ok; line_no++)
    {
      const char *eol = memchr (line, '\n', end - line);
      const char *next = eol != NULL ? eol + 1 : end;
      gsize line_len = (eol != NULL ? eol : end) - line;
      gboolean blank = TRUE;
      for (gsize i = 0; i < line_len && blank; i++)
        blank = g_ascii_isspace (line[i]);
      if (!blank)
        {
          json_error_t json_error;
          json_t *event = json_loadb (line, line_len, 0, &json_error);
          g_autoptr (GError) local = NULL;
          if (event == NULL)
            g_set_error (error, TW_TIMELINE_MODEL_ERROR, TW_TIMELINE_MODEL_ERROR_PARSE,
                         _("line %u: %s"), line_no + 1, json_error.text);
          else if (!feed_trace_object (self, event, scratch, &local))
            g_set_error (error, TW_TIMELINE_MODEL_ERROR, local->code, _("line %u: %s"), line_no + 1,
                         local->message);
          ok = event != NULL && local == NULL;
          json_decref (event);
        }
      line = next;
    }
  tw_timeline_model_trace_loaded (self);
  return ok;
}

gboolean
tw_timeline_model_load_jsonl_file (TwTimelineModel *self, const char *path, GError **error)
{
  gsize length;
  /* Only a regular file, read up to the trace cap (docs/saving.md). */
  g_autofree char *text = tw_json_read_file (path, path, TW_SIM_MAX_TRACE_BYTES, &length, error);
  if (text == NULL)
    return FALSE;
  g_autoptr (GError) local = NULL;
  if (tw_timeline_model_load_jsonl (self, text, length, &local))
    return TRUE;
  g_set_error (error, local->domain, local->code, "%s:%s", path, local->message);
  return FALSE;
}
