/* tw-engine-event.c: events as trace objects (CONTRACT §9). */
#include "engine/tw-engine.h"

static const char *kind_names[] = { "action",     "tick",        "enemy_act",    "battle",
                                    "status",     "floor",       "death",        "refused",
                                    "enemy_join", "enemy_leave", "enemy_migrate" };

const char *
tw_event_kind_to_string (TwEventKind kind)
{
  return (guint)kind < G_N_ELEMENTS (kind_names) ? kind_names[kind] : "unknown";
}

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
      set_str (obj, "actType", ev->act_type);
      json_object_set_new (obj, "gauge", json_integer (ev->gauge));
      set_str (obj, "result", ev->result);
      json_object_set_new (obj, "timeCost", json_integer (ev->time_cost));
      if (ev->to)
        set_str (obj, "to", ev->to);
      json_object_set_new (obj, "hp", json_integer (ev->hp));
      break;
    case TW_EVENT_BATTLE:
      {
        json_t *settle = json_object ();
        set_str (obj, "enemy", ev->enemy);
        set_str (obj, "initiator", ev->initiator);
        json_object_set_new (obj, "damage", json_integer (ev->damage));
        set_str (obj, "result", ev->result);
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
      set_str (obj, "op", ev->op);
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
      set_str (obj, "actType", ev->act_type);
      json_object_set_new (obj, "gauge", json_integer (ev->gauge));
      break;
    case TW_EVENT_ENEMY_LEAVE:
      set_str (obj, "enemy", ev->enemy);
      break;
    case TW_EVENT_ENEMY_MIGRATE:
      set_str (obj, "enemy", ev->enemy);
      set_str (obj, "to", ev->to);
      break;
    default:
      break;
    }
  return obj;
}
