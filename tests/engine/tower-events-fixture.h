/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tower-events-fixture.h: the small towers and the trace log that
 * test-tower-events.c and test-tower-events-more.c check tower events on
 * (docs/rules.md §11). Static helpers: each test program has its own copy. */
#pragma once

#include "tw-test-util.h"

#include <string.h>

#define NPC 121 /* an NPC tile (cls npcs, not passable) */

G_GNUC_UNUSED static const char *slime
    = "{'slime': {'hp': 50, 'atk': 120, 'def': 0, 'money': 3, 'exp': 2, 'timeCost': 5}}";
G_GNUC_UNUSED static const char *keys = "{'yellowKey': {'cls': 'tools'}}";

/* The tower object of @enemys and @floors (single-quoted JSON) with the key
 * item (a new reference). */
G_GNUC_UNUSED static json_t *
tower_json_sq (const char *enemys, const char *floors)
{
  json_t *fl = tt_json_sq (floors), *ej = tt_json_sq (enemys), *kj = tt_json_sq (keys);
  g_autofree char *ft = json_dumps (fl, 0), *et = json_dumps (ej, 0), *kt = json_dumps (kj, 0);
  json_t *root = tt_tower_json (et, kt, ft, NULL);
  json_decref (fl);
  json_decref (ej);
  json_decref (kj);
  return root;
}

/* The tower of @root, which it takes. */
G_GNUC_UNUSED static TwTower *
tower_take_json (json_t *root)
{
  g_autoptr (GError) error = NULL;
  TwTower *t = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  return t;
}

/* A tower of @floors (single-quoted JSON) with the slime, the key item and
 * the NPC tile, and @common as its project/events.js commonEvent (may be NULL). */
G_GNUC_UNUSED static TwTower *
tower (const char *floors, const char *common)
{
  json_t *root = tower_json_sq (slime, floors);
  json_object_set_new (json_object_get (root, "maps"), "121",
                       tt_json_sq ("{'cls': 'npcs', 'id': 'man'}"));
  if (common)
    json_object_set_new (root, "events", json_pack ("{s:o}", "commonEvent", tt_json_sq (common)));
  return tower_take_json (root);
}

/* Event lines only: "event HOOK FLOOR X,Y COMMAND", "skip ... REASON",
 * "limit NAME", "death REASON", "floor ID", "refused ACTION REASON". */
G_GNUC_UNUSED static void
sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  GString *log = data;

  switch (ev->kind)
    {
    case TW_EVENT_EVENT:
    case TW_EVENT_SKIP:
      g_string_append_printf (log, "%s %s %s %d,%d %s", tw_event_kind_to_string (ev->kind),
                              ev->hook, ev->floor_id, ev->x, ev->y, ev->command);
      if (ev->reason != NULL)
        g_string_append_printf (log, " (%s)", ev->reason);
      g_string_append_c (log, '\n');
      break;
    case TW_EVENT_LIMIT:
      g_string_append_printf (log, "limit %s\n", ev->limit);
      break;
    case TW_EVENT_DEATH:
      g_string_append_printf (log, "death %s\n", ev->reason);
      break;
    case TW_EVENT_FLOOR:
      g_string_append_printf (log, "floor %s\n", ev->floor_id);
      break;
    case TW_EVENT_REFUSED:
      g_string_append_printf (log, "refused %s %s\n", ev->action, ev->reason);
      break;
    case TW_EVENT_BATTLE:
      g_string_append_printf (log, "battle %s\n", ev->enemy);
      break;
    default:
      break;
    }
}

typedef struct
{
  TwTower *tower;
  TwEngine *engine;
  GString *log;
} Run;

/* Starts run on tower t, which it takes, logging to run->log. */
G_GNUC_UNUSED static void
run_on (Run *run, TwTower *t)
{
  run->tower = t;
  run->engine = tw_engine_new (t);
  run->log = g_string_new (NULL);
  tw_engine_set_event_sink (run->engine, sink, run->log, NULL);
}

G_GNUC_UNUSED static void
run_start (Run *run, const char *floors, const char *common)
{
  run_on (run, tower (floors, common));
}

G_GNUC_UNUSED static void
play (Run *run, const char *script)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) parsed = tw_script_parse (script, -1, NULL, NULL, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < tw_script_get_n_actions (parsed); i++)
    tw_engine_apply_action (run->engine, tw_script_get_action (parsed, i), NULL);
}

G_GNUC_UNUSED static void
run_end (Run *run)
{
  tw_engine_free (run->engine);
  tw_tower_unref (run->tower);
  g_string_free (run->log, TRUE);
}

G_GNUC_UNUSED static void
assert_hero_at (Run *run, gint x, gint y)
{
  gint hx, hy;
  tw_engine_get_hero_loc (run->engine, &hx, &hy);
  g_assert_cmpint (hx, ==, x);
  g_assert_cmpint (hy, ==, y);
}

/* A value of the saved state's flags.towerEvents.flags. */
G_GNUC_UNUSED static json_t *
saved_flag (Run *run, const char *name)
{
  static json_t *state;
  g_clear_pointer (&state, json_decref);
  state = tw_engine_save_state (run->engine);
  return json_object_get (
      json_object_get (json_object_get (json_object_get (state, "flags"), "towerEvents"), "flags"),
      name);
}

G_GNUC_UNUSED static json_t *
hero_field (Run *run, const char *name)
{
  static json_t *hero;
  g_clear_pointer (&hero, json_decref);
  hero = tw_engine_dup_hero (run->engine);
  return json_object_get (hero, name);
}

/* The mota-js sample tower (tests/data/mota-sample), its hero made strong
 * enough for any battle: the routes played on it are about events. */
G_GNUC_UNUSED static TwTower *
sample_tower (void)
{
  const char *floors[] = { "sample0", "sample1", "sample2", "MT0" };
  json_t *root = json_object (), *fl = json_object (), *hero;
  g_autoptr (GError) error = NULL;
  TwTower *t;

  json_object_set_new (root, "data", tt_load_mota_js ("project/data.js"));
  json_object_set_new (root, "enemys", tt_load_mota_js ("project/enemys.js"));
  json_object_set_new (root, "items", tt_load_mota_js ("project/items.js"));
  json_object_set_new (root, "maps", tt_load_mota_js ("project/maps.js"));
  json_object_set_new (root, "events", tt_load_mota_js ("project/events.js"));
  for (guint i = 0; i < G_N_ELEMENTS (floors); i++)
    {
      g_autofree char *name = g_strdup_printf ("project/floors/%s.js", floors[i]);
      json_object_set_new (fl, floors[i], tt_load_mota_js (name));
    }
  json_object_set_new (root, "floors", fl);
  /* A hero strong enough for the black king: the route is about events. */
  hero = json_object_get (json_object_get (json_object_get (root, "data"), "firstData"), "hero");
  json_object_set_new (hero, "hp", json_integer (1000000));
  json_object_set_new (hero, "atk", json_integer (100000));
  json_object_set_new (hero, "def", json_integer (100000));
  t = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  return t;
}
