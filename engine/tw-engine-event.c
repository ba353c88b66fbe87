/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-event.c: events as trace objects and back (docs/rules.md §9).
 *
 * The names of kinds, results, initiators and status ops are spelled here
 * only; tw_event_to_json writes them and tw_event_from_json reads them, so a
 * trace line read back and written again is the same bytes.
 */
#include "engine/tw-engine.h"

#include <string.h>

static const char *const kind_names[]
    = { "action",        "tick",  "enemy_act", "battle",     "status",
        "floor",         "death", "refused",   "enemy_join", "enemy_leave",
        "enemy_migrate", "limit", "event",     "skip",       "enemy_reschedule" };
G_STATIC_ASSERT (G_N_ELEMENTS (kind_names) == TW_EVENT_ENEMY_RESCHEDULE + 1);

static const char *const result_names[]
    = { "idle", "moved", "blocked", "battle", "hit", "summoned", "success", "fail" };
G_STATIC_ASSERT (G_N_ELEMENTS (result_names) == TW_N_RESULTS);

static const char *const initiator_names[] = { "hero", "capture", "enemy" };
G_STATIC_ASSERT (G_N_ELEMENTS (initiator_names) == TW_N_BATTLE_INITIATORS);

static const char *const op_names[]
    = { "on", "refresh", "stack", "replace", "select", "layer", "expired", "off" };
G_STATIC_ASSERT (G_N_ELEMENTS (op_names) == TW_N_STATUS_OPS);

static const char *
name_of (const char *const *names, guint n, guint value)
{
  return value < n ? names[value] : "unknown";
}

static gboolean
value_of (const char *const *names, guint n, const char *text, guint *value)
{
  for (guint i = 0; text != NULL && i < n; i++)
    if (strcmp (text, names[i]) == 0)
      {
        *value = i;
        return TRUE;
      }
  return FALSE;
}

#define NAMES(table) table, G_N_ELEMENTS (table)

const char *
tw_event_kind_to_string (TwEventKind kind)
{
  return name_of (NAMES (kind_names), kind);
}

gboolean
tw_event_kind_from_string (const char *text, TwEventKind *kind)
{
  guint value;
  if (!value_of (NAMES (kind_names), text, &value))
    return FALSE;
  *kind = value;
  return TRUE;
}

const char *
tw_event_result_to_string (TwEventResult result)
{
  return name_of (NAMES (result_names), result);
}

gboolean
tw_event_result_from_string (const char *text, TwEventResult *result)
{
  guint value;
  if (!value_of (NAMES (result_names), text, &value))
    return FALSE;
  *result = value;
  return TRUE;
}

const char *
tw_battle_initiator_to_string (TwBattleInitiator initiator)
{
  return name_of (NAMES (initiator_names), initiator);
}

gboolean
tw_battle_initiator_from_string (const char *text, TwBattleInitiator *initiator)
{
  guint value;
  if (!value_of (NAMES (initiator_names), text, &value))
    return FALSE;
  *initiator = value;
  return TRUE;
}

const char *
tw_status_op_to_string (TwStatusOp op)
{
  return name_of (NAMES (op_names), op);
}

gboolean
tw_status_op_from_string (const char *text, TwStatusOp *op)
{
  guint value;
  if (!value_of (NAMES (op_names), text, &value))
    return FALSE;
  *op = value;
  return TRUE;
}

/* --- Writing ------------------------------------------------------------- */

static void
set_str (json_t *obj, const char *key, const char *value)
{
  json_object_set_new (obj, key, value ? json_string (value) : json_null ());
}

json_t *
tw_event_to_json (const TwEvent *ev)
{
  json_t *obj = json_object ();

  g_return_val_if_fail (ev != NULL, obj);
  json_object_set_new (obj, "ev", json_string (tw_event_kind_to_string (ev->kind)));
  json_object_set_new (obj, "mapTurn", json_integer (ev->map_turn));
  json_object_set_new (obj, "clock", json_integer (ev->clock));
  switch (ev->kind)
    {
    case TW_EVENT_ACTION:
      set_str (obj, "action", ev->action);
      if (ev->enemy)
        {
          /* A remote skill: its target, the damage and the hp it has left. */
          set_str (obj, "target", ev->enemy);
          json_object_set_new (obj, "damage", json_integer (ev->damage));
          json_object_set_new (obj, "targetHp", json_integer (ev->target_hp));
        }
      if (ev->not_simulated)
        set_str (obj, "notSimulated", ev->not_simulated);
      break;
    case TW_EVENT_TICK:
      set_str (obj, "reason", ev->reason);
      break;
    case TW_EVENT_ENEMY_ACT:
      set_str (obj, "enemy", ev->enemy);
      set_str (obj, "actType", tw_act_type_to_string (ev->act_type));
      json_object_set_new (obj, "gauge", json_integer (ev->gauge));
      set_str (obj, "result", tw_event_result_to_string (ev->result));
      json_object_set_new (obj, "timeCost", json_integer (ev->time_cost));
      if (ev->to)
        set_str (obj, "to", ev->to);
      json_object_set_new (obj, "hp", json_integer (ev->hp));
      break;
    case TW_EVENT_BATTLE:
      {
        json_t *settle = json_object ();
        set_str (obj, "enemy", ev->enemy);
        set_str (obj, "initiator", tw_battle_initiator_to_string (ev->initiator));
        json_object_set_new (obj, "damage", json_integer (ev->damage));
        set_str (obj, "result", tw_event_result_to_string (ev->result));
        json_object_set_new (settle, "base", json_integer (ev->settle_base));
        json_object_set_new (settle, "statusMax", json_integer (ev->settle_status_max));
        json_object_set_new (settle, "battleSkill", json_integer (ev->settle_battle_skill));
        json_object_set_new (settle, "final", json_integer (ev->settle_final));
        json_object_set_new (obj, "settle", settle);
        json_object_set_new (obj, "hp", json_integer (ev->hp));
        break;
      }
    case TW_EVENT_STATUS:
      set_str (obj, "skill", ev->skill);
      set_str (obj, "op", tw_status_op_to_string (ev->op));
      json_object_set_new (obj, "remainBattles",
                           ev->remain < 0 ? json_null () : json_integer (ev->remain));
      json_object_set_new (obj, "active", json_boolean (ev->active));
      break;
    case TW_EVENT_FLOOR:
      set_str (obj, "floorId", ev->floor_id);
      set_str (obj, "from", ev->from_floor);
      break;
    case TW_EVENT_DEATH:
      set_str (obj, "reason", ev->reason);
      json_object_set_new (obj, "hp", json_integer (ev->hp));
      break;
    case TW_EVENT_REFUSED:
      set_str (obj, "action", ev->action);
      set_str (obj, "reason", ev->reason);
      break;
    case TW_EVENT_ENEMY_JOIN:
      set_str (obj, "enemy", ev->enemy);
      set_str (obj, "enemyId", ev->enemy_id);
      json_object_set_new (obj, "x", json_integer (ev->x));
      json_object_set_new (obj, "y", json_integer (ev->y));
      json_object_set_new (obj, "timeCost", json_integer (ev->time_cost));
      set_str (obj, "actType", tw_act_type_to_string (ev->act_type));
      json_object_set_new (obj, "gauge", json_integer (ev->gauge));
      if (ev->implied) /* only for a sink that asked for it: traces never have it */
        json_object_set_new (obj, "implied", json_true ());
      break;
    case TW_EVENT_ENEMY_LEAVE:
      set_str (obj, "enemy", ev->enemy);
      break;
    case TW_EVENT_ENEMY_RESCHEDULE:
      set_str (obj, "enemy", ev->enemy);
      json_object_set_new (obj, "timeCost", json_integer (ev->time_cost));
      json_object_set_new (obj, "gauge", json_integer (ev->gauge));
      json_object_set_new (obj, "beforeTurn", json_boolean (ev->before_turn));
      break;
    case TW_EVENT_ENEMY_MIGRATE:
      set_str (obj, "enemy", ev->enemy);
      set_str (obj, "to", ev->to);
      break;
    case TW_EVENT_LIMIT:
      set_str (obj, "limit", ev->limit);
      json_object_set_new (obj, "max", json_integer (ev->limit_max));
      json_object_set_new (obj, "dropped", json_integer (ev->dropped));
      break;
    case TW_EVENT_EVENT:
    case TW_EVENT_SKIP:
      set_str (obj, "hook", ev->hook);
      set_str (obj, "floorId", ev->floor_id);
      json_object_set_new (obj, "x", json_integer (ev->x));
      json_object_set_new (obj, "y", json_integer (ev->y));
      set_str (obj, "command", ev->command);
      /* A skip's reason; a question's, when the engine answered it itself. */
      if (ev->kind == TW_EVENT_SKIP || ev->reason != NULL)
        set_str (obj, "reason", ev->reason);
      break;
    default:
      break;
    }
  return obj;
}

/* --- Reading ------------------------------------------------------------- */

static gboolean
invalid (GError **error, const char *ev, const char *key, const char *what)
{
  g_set_error (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_INVALID_EVENT, "%s event: \"%s\" %s", ev,
               key, what);
  return FALSE;
}

static const char *
get_str (json_t *obj, const char *key)
{
  return json_string_value (json_object_get (obj, key));
}

static gint64
get_int (json_t *obj, const char *key)
{
  return json_integer_value (json_object_get (obj, key));
}

/* A string field that, when given, must be a string. */
static gboolean
read_str (json_t *obj, const char *ev, const char *key, const char **out, GError **error)
{
  json_t *node = json_object_get (obj, key);
  if (node != NULL && !json_is_string (node) && !json_is_null (node))
    return invalid (error, ev, key, "is not a string");
  *out = json_string_value (node);
  return TRUE;
}

/* A name field: missing keeps *value; given, it must be one of @names. */
static gboolean
read_name (json_t *obj, const char *ev, const char *key, const char *const *names, guint n,
           guint *value, GError **error)
{
  json_t *node = json_object_get (obj, key);
  if (node == NULL)
    return TRUE;
  if (value_of (names, n, json_string_value (node), value))
    return TRUE;
  g_autoptr (GString) what = g_string_new ("is not one of");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (what, "%s %s", i == 0 ? "" : ",", names[i]);
  return invalid (error, ev, key, what->str);
}

/* An int written from @start to @end, nothing else. */
static gboolean
parse_int_span (const char *start, const char *end, gint *out)
{
  char *stop;
  if (start == end || g_ascii_isspace (*start))
    return FALSE;
  gint64 value = g_ascii_strtoll (start, &stop, 10);
  if (stop != end || value < G_MININT || value > G_MAXINT)
    return FALSE;
  *out = (gint)value;
  return TRUE;
}

/* The inverse of tw_engine_format_runtime_id ("floorId:x:y:enemyId", the
 * floor id may hold ':'): the one place a runtimeId is read back, because a
 * trace names enemies by it alone. FALSE when @id is not one. */
static gboolean
decode_runtime_id (const char *id, GString *floor, const char **enemy_id, gint *x, gint *y)
{
  const char *colon[3] = { NULL, NULL, NULL }; /* the last three, last first */
  guint found = 0;
  for (const char *p = id + strlen (id); p > id && found < 3; p--)
    if (p[-1] == ':')
      colon[found++] = p - 1;
  if (found < 3 || !parse_int_span (colon[2] + 1, colon[1], x)
      || !parse_int_span (colon[1] + 1, colon[0], y))
    return FALSE;
  if (floor != NULL)
    g_string_append_len (g_string_truncate (floor, 0), id, colon[2] - id);
  *enemy_id = colon[0] + 1;
  return TRUE;
}

/* `enemy` (or an action's `target`): the runtimeId and its parts. An id that
 * is not a runtimeId keeps no parts; explicit `enemyId`, `x`, `y` win. */
static gboolean
read_enemy (json_t *obj, const char *ev, const char *key, TwEvent *out, GString *scratch,
            GError **error)
{
  if (!read_str (obj, ev, key, &out->enemy, error))
    return FALSE;
  const char *parsed_id;
  gint x, y;
  if (out->enemy != NULL && decode_runtime_id (out->enemy, scratch, &parsed_id, &x, &y))
    {
      out->enemy_floor = scratch->str;
      out->enemy_id = parsed_id;
      out->x = x;
      out->y = y;
    }
  const char *enemy_id = get_str (obj, "enemyId");
  if (enemy_id != NULL)
    out->enemy_id = enemy_id;
  if (json_is_integer (json_object_get (obj, "x")) && json_is_integer (json_object_get (obj, "y")))
    {
      out->x = (gint)get_int (obj, "x");
      out->y = (gint)get_int (obj, "y");
    }
  return TRUE;
}

static gboolean
read_to (json_t *obj, const char *ev, TwEvent *out, GError **error)
{
  if (!read_str (obj, ev, "to", &out->to, error))
    return FALSE;
  const char *unused;
  gint x, y;
  if (out->to != NULL && decode_runtime_id (out->to, NULL, &unused, &x, &y))
    {
      out->to_x = x;
      out->to_y = y;
    }
  return TRUE;
}

static gboolean
read_act_type (json_t *obj, const char *ev, TwEvent *out, GError **error)
{
  json_t *node = json_object_get (obj, "actType");
  if (node == NULL || tw_act_type_from_string (json_string_value (node), &out->act_type))
    return TRUE;
  return invalid (error, ev, "actType", "is not one of idle, chase, patrol, skill");
}

static gboolean
read_enemy_act (json_t *obj, TwEvent *out, GString *scratch, GError **error)
{
  const char *ev = "enemy_act";
  guint result = TW_RESULT_IDLE;
  out->gauge = get_int (obj, "gauge");
  out->time_cost = (gint)get_int (obj, "timeCost");
  out->hp = get_int (obj, "hp");
  if (!read_enemy (obj, ev, "enemy", out, scratch, error) || !read_act_type (obj, ev, out, error)
      || !read_to (obj, ev, out, error)
      || !read_name (obj, ev, "result", result_names, TW_RESULT_SUCCESS, &result, error))
    return FALSE;
  out->result = result;
  return TRUE;
}

static gboolean
read_battle (json_t *obj, TwEvent *out, GString *scratch, GError **error)
{
  const char *ev = "battle";
  json_t *settle = json_object_get (obj, "settle");
  guint initiator = TW_BATTLE_BY_HERO, result = TW_RESULT_SUCCESS;
  out->damage = get_int (obj, "damage");
  out->settle_base = get_int (settle, "base");
  out->settle_status_max = get_int (settle, "statusMax");
  out->settle_battle_skill = get_int (settle, "battleSkill");
  out->settle_final = get_int (settle, "final");
  out->hp = get_int (obj, "hp");
  if (settle != NULL && !json_is_object (settle))
    return invalid (error, ev, "settle", "is not an object");
  if (!read_enemy (obj, ev, "enemy", out, scratch, error)
      || !read_name (obj, ev, "initiator", NAMES (initiator_names), &initiator, error))
    return FALSE;
  /* A battle's result is success or fail, the last two names. */
  json_t *node = json_object_get (obj, "result");
  if (node != NULL
      && !read_name (obj, ev, "result", result_names + TW_RESULT_SUCCESS, 2, &result, error))
    return FALSE;
  out->initiator = initiator;
  out->result = node != NULL ? TW_RESULT_SUCCESS + result : TW_RESULT_SUCCESS;
  return TRUE;
}

static gboolean
read_status (json_t *obj, TwEvent *out, GError **error)
{
  const char *ev = "status";
  json_t *remain = json_object_get (obj, "remainBattles");
  json_t *active = json_object_get (obj, "active");
  guint op = TW_STATUS_ON;
  if (!read_str (obj, ev, "skill", &out->skill, error)
      || !read_name (obj, ev, "op", NAMES (op_names), &op, error))
    return FALSE;
  out->op = op;
  out->remain = json_is_integer (remain) ? json_integer_value (remain) : -1;
  out->active = active == NULL || json_is_true (active);
  return TRUE;
}

static gboolean
read_kind_fields (json_t *obj, TwEvent *out, GString *scratch, GError **error)
{
  const char *ev = tw_event_kind_to_string (out->kind);
  switch (out->kind)
    {
    case TW_EVENT_ACTION:
      out->damage = get_int (obj, "damage");
      out->target_hp = get_int (obj, "targetHp");
      out->time_cost = json_is_integer (json_object_get (obj, "timeCost"))
                           ? (gint)get_int (obj, "timeCost")
                           : -1;
      return read_str (obj, ev, "action", &out->action, error)
             && read_str (obj, ev, "reason", &out->reason, error)
             && read_str (obj, ev, "notSimulated", &out->not_simulated, error)
             && read_enemy (obj, ev, "target", out, scratch, error);
    case TW_EVENT_TICK:
      return read_str (obj, ev, "reason", &out->reason, error);
    case TW_EVENT_ENEMY_ACT:
      return read_enemy_act (obj, out, scratch, error);
    case TW_EVENT_BATTLE:
      return read_battle (obj, out, scratch, error);
    case TW_EVENT_STATUS:
      return read_status (obj, out, error);
    case TW_EVENT_FLOOR:
      return read_str (obj, ev, "floorId", &out->floor_id, error)
             && read_str (obj, ev, "from", &out->from_floor, error);
    case TW_EVENT_DEATH:
      out->hp = get_int (obj, "hp");
      return read_str (obj, ev, "reason", &out->reason, error);
    case TW_EVENT_REFUSED:
      return read_str (obj, ev, "action", &out->action, error)
             && read_str (obj, ev, "reason", &out->reason, error);
    case TW_EVENT_ENEMY_JOIN:
      out->time_cost = (gint)get_int (obj, "timeCost");
      out->gauge = get_int (obj, "gauge");
      out->implied = json_is_true (json_object_get (obj, "implied"));
      return read_enemy (obj, ev, "enemy", out, scratch, error)
             && read_act_type (obj, ev, out, error);
    case TW_EVENT_ENEMY_LEAVE:
      return read_enemy (obj, ev, "enemy", out, scratch, error);
    case TW_EVENT_ENEMY_RESCHEDULE:
      out->time_cost = (gint)get_int (obj, "timeCost");
      out->gauge = get_int (obj, "gauge");
      out->before_turn = json_is_true (json_object_get (obj, "beforeTurn"));
      out->implied = TRUE;
      return read_enemy (obj, ev, "enemy", out, scratch, error);
    case TW_EVENT_ENEMY_MIGRATE:
      return read_enemy (obj, ev, "enemy", out, scratch, error) && read_to (obj, ev, out, error);
    case TW_EVENT_LIMIT:
      out->limit_max = get_int (obj, "max");
      out->dropped = get_int (obj, "dropped");
      return read_str (obj, ev, "limit", &out->limit, error);
    case TW_EVENT_EVENT:
    case TW_EVENT_SKIP:
      out->x = (gint)get_int (obj, "x");
      out->y = (gint)get_int (obj, "y");
      return read_str (obj, ev, "hook", &out->hook, error)
             && read_str (obj, ev, "floorId", &out->floor_id, error)
             && read_str (obj, ev, "command", &out->command, error)
             && ((out->kind != TW_EVENT_SKIP && json_object_get (obj, "reason") == NULL)
                 || read_str (obj, ev, "reason", &out->reason, error));
    default:
      return TRUE;
    }
}

gboolean
tw_event_from_json (json_t *object, TwEvent *event, GString *scratch, GError **error)
{
  g_return_val_if_fail (event != NULL && scratch != NULL, FALSE);
  memset (event, 0, sizeof *event);
  const char *ev = get_str (object, "ev");
  if (!json_is_object (object) || ev == NULL
      || !json_is_integer (json_object_get (object, "mapTurn"))
      || !json_is_integer (json_object_get (object, "clock")))
    {
      g_set_error (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_INVALID_EVENT,
                   "an event needs \"ev\" (string), \"mapTurn\" and \"clock\" (integers)");
      return FALSE;
    }
  if (!tw_event_kind_from_string (ev, &event->kind))
    {
      g_set_error (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_UNKNOWN_EVENT, "unknown event \"%s\"",
                   ev);
      return FALSE;
    }
  event->map_turn = get_int (object, "mapTurn");
  event->clock = get_int (object, "clock");
  return read_kind_fields (object, event, scratch, error);
}
