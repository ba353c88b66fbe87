/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-coverage.c: what of a tower's events is played, command
 * by command, without running them (tw_tower_foreach_event_command). */
#include "engine/tw-tower-events-private.h"

#include <stdio.h>
#include <string.h>

static void
walk_list (TwTower *tower, TwEventCommandInfo *info, json_t *list, TwEventCommandFunc func,
           gpointer user_data, guint depth)
{
  gsize i;
  json_t *cmd;

  if (depth > 64)
    return;
  if (json_is_string (list) || json_is_object (list))
    {
      json_t *one = json_pack ("[O]", list);
      walk_list (tower, info, one, func, user_data, depth);
      json_decref (one);
      return;
    }
  json_array_foreach (list, i, cmd)
  {
    const char *type
        = json_is_string (cmd) ? "text" : json_string_value (json_object_get (cmd, "type"));
    info->command = type ? type : "?";
    info->skip_reason = type ? tw_tower_events_static_skip (tower, cmd, type) : "no type";
    func (info, user_data);
    if (type == NULL)
      continue;
    if (strcmp (type, "if") == 0)
      {
        walk_list (tower, info, json_object_get (cmd, "true"), func, user_data, depth + 1);
        walk_list (tower, info, json_object_get (cmd, "false"), func, user_data, depth + 1);
      }
    else if (strcmp (type, "while") == 0 || strcmp (type, "dowhile") == 0)
      walk_list (tower, info, json_object_get (cmd, "data"), func, user_data, depth + 1);
    else if (strcmp (type, "choices") == 0)
      {
        gsize k;
        json_t *c;
        json_array_foreach (json_object_get (cmd, "choices"), k, c)
            walk_list (tower, info, json_object_get (c, "action"), func, user_data, depth + 1);
      }
    else if (strcmp (type, "confirm") == 0)
      {
        walk_list (tower, info, json_object_get (cmd, "yes"), func, user_data, depth + 1);
        walk_list (tower, info, json_object_get (cmd, "no"), func, user_data, depth + 1);
      }
    else if (strcmp (type, "switch") == 0)
      {
        gsize k;
        json_t *c;
        json_array_foreach (json_object_get (cmd, "caseList"), k, c)
            walk_list (tower, info, json_object_get (c, "action"), func, user_data, depth + 1);
      }
  }
}

void
tw_tower_foreach_event_command (TwTower *tower, TwEventCommandFunc func, gpointer user_data)
{
  static const char *const cell_hooks[]
      = { "events", "afterBattle", "afterGetItem", "afterOpenDoor", NULL };
  static const char *const floor_hooks[] = { "firstArrive", "eachArrive", NULL };
  const char *key;
  json_t *value;

  g_return_if_fail (tower != NULL && func != NULL);
  /* The start story (docs/rules.md §11.12), on the start floor. */
  {
    TwEventCommandInfo info
        = { .hook = "startText", .floor_id = tw_tower_get_start_floor (tower), .x = -1, .y = -1 };
    walk_list (tower, &info, tw_tower_get_start_story (tower), func, user_data, 0);
  }
  for (guint f = 0; f < tw_tower_get_n_floors (tower); f++)
    {
      json_t *floor = tw_tower_get_floor (tower, f)->json;
      TwEventCommandInfo info = { .floor_id = tw_tower_get_floor (tower, f)->id };
      for (guint h = 0; cell_hooks[h]; h++)
        json_object_foreach (json_object_get (floor, cell_hooks[h]), key, value)
        {
          info.hook = cell_hooks[h];
          if (sscanf (key, "%d,%d", &info.x, &info.y) != 2)
            continue;
          walk_list (tower, &info,
                     h == 0 ? tw_tower_events_event_commands (value, NULL, NULL) : value, func,
                     user_data, 0);
        }
      for (guint h = 0; floor_hooks[h]; h++)
        {
          info.hook = floor_hooks[h];
          info.x = info.y = -1;
          walk_list (tower, &info, json_object_get (floor, floor_hooks[h]), func, user_data, 0);
        }
      json_object_foreach (json_object_get (floor, "autoEvent"), key, value)
      {
        const char *index;
        json_t *ev;
        info.hook = "autoEvent";
        if (sscanf (key, "%d,%d", &info.x, &info.y) != 2)
          continue;
        json_object_foreach (value, index, ev)
        {
          if (!json_is_object (ev))
            continue;
          if (!tw_tower_events_compiles (json_object_get (ev, "condition")))
            {
              /* Its condition is code: the autoEvent never runs. */
              info.command = "autoEvent";
              info.skip_reason = "condition not simulated";
              func (&info, user_data);
              continue;
            }
          walk_list (tower, &info, json_object_get (ev, "data"), func, user_data, 0);
        }
      }
    }
  json_object_foreach (json_object_get (tw_tower_get_events (tower), "commonEvent"), key, value)
  {
    TwEventCommandInfo info = { .hook = "commonEvent", .x = -1, .y = -1 };
    walk_list (tower, &info, value, func, user_data, 0);
  }
  /* Items' useItemEvent (docs/rules.md §2.14), with the common events. */
  if (tw_tower_has_use_item_events (tower))
    for (guint i = 0; i < tw_tower_get_n_items (tower); i++)
      {
        TwEventCommandInfo info = { .hook = "useItemEvent", .x = -1, .y = -1 };
        walk_list (tower, &info,
                   json_object_get (tw_tower_get_item (tower, i)->json, "useItemEvent"), func,
                   user_data, 0);
      }
  /* The 2.x global shops' choices run their `action` as hook `shop`. */
  {
    gsize i, k;
    json_t *shop, *choice;
    json_array_foreach (tw_tower_get_shops (tower), i, shop)
    {
      TwEventCommandInfo info = { .hook = "shop", .x = -1, .y = -1 };
      json_array_foreach (json_object_get (shop, "choices"), k, choice)
          walk_list (tower, &info, json_object_get (choice, "action"), func, user_data, 0);
    }
  }
}
