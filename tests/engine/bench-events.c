/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-events.c: what tower events cost a frame (docs/rules.md §11).
 *
 * A 20x20 floor, the hero walking right and left for 10,000 frames: with no
 * events; with 200 autoEvents whose condition does not hold (each checked
 * after every frame); and event-heavy, every cell of the walk a step-on
 * event (two setValue and an if) plus the 200 autoEvents.
 * Targets (issue 13): 200 autoEvents add under 5 us per frame; the
 * event-heavy 10,000-frame script runs in under 0.5 s.
 */
#include "tw-test-util.h"

#define SIDE 20
#define FRAMES 10000

static TwTower *
bench_tower (gboolean autos, gboolean cells)
{
  json_t *floor = json_object (), *map = json_array (), *auto_events = json_object (),
         *events = json_object ();
  json_t *floors, *root;
  g_autofree char *floors_text = NULL;
  TwTower *tower;

  for (gint y = 0; y < SIDE; y++)
    {
      json_t *row = json_array ();
      for (gint x = 0; x < SIDE; x++)
        json_array_append_new (row, json_integer (0));
      json_array_append_new (map, row);
    }
  for (gint i = 0; autos && i < 200; i++)
    {
      char key[16], cond[64];
      g_snprintf (key, sizeof key, "%d,%d", i % SIDE, 2 + i / SIDE);
      g_snprintf (cond, sizeof cond, "flag:door%d >= 2 && status:atk > %d", i, i);
      json_object_set_new (auto_events, key,
                           json_pack ("{s:{s:s, s:b, s:b, s:[{s:s}]}}", "0", "condition", cond,
                                      "currentFloor", 1, "multiExecute", 0, "data", "type",
                                      "openDoor"));
    }
  for (gint x = 0; cells && x < SIDE; x++)
    {
      char key[16];
      g_snprintf (key, sizeof key, "%d,0", x);
      json_object_set_new (
          events, key,
          json_pack ("[{s:s, s:s, s:s}, {s:s, s:s, s:s, s:s}, {s:s, s:s, s:[s], s:[]}]", "type",
                     "addValue", "name", "flag:steps", "value", "1", "type", "setValue", "name",
                     "flag:half", "operator", "=", "value", "flag:steps / 2", "type", "if",
                     "condition", "flag:half > 100000", "true", "text", "false"));
    }
  json_object_set_new (floor, "map", map);
  json_object_set_new (floor, "autoEvent", auto_events);
  json_object_set_new (floor, "events", events);
  floors = json_pack ("{s:o}", "F0", floor);
  floors_text = json_dumps (floors, 0);
  root = tt_tower_json (NULL, NULL, floors_text, NULL);
  tower = tt_tower_from_text (json_dumps (root, 0));
  json_decref (floors);
  json_decref (root);
  return tower;
}

static double
run (TwTower *tower)
{
  TwEngine *engine = tw_engine_new (tower);
  TwScriptAction right = { .kind = TW_SCRIPT_MOVE, .dir = TW_SCRIPT_DIR_RIGHT, .count = 1 };
  TwScriptAction left = { .kind = TW_SCRIPT_MOVE, .dir = TW_SCRIPT_DIR_LEFT, .count = 1 };
  gint64 start = g_get_monotonic_time ();

  for (gint i = 0; i < FRAMES; i++)
    tw_engine_apply_action (engine, (i / (SIDE - 1)) % 2 == 0 ? &right : &left, NULL);
  start = g_get_monotonic_time () - start;
  tw_engine_free (engine);
  return start / 1e6;
}

int
main (void)
{
  TwTower *plain = bench_tower (FALSE, FALSE), *autos = bench_tower (TRUE, FALSE),
          *heavy = bench_tower (TRUE, TRUE);
  double t_plain = G_MAXDOUBLE, t_autos = G_MAXDOUBLE, t_heavy = G_MAXDOUBLE;
  double added;
  gboolean ok;

  for (gint rep = 0; rep < 3; rep++)
    {
      t_plain = MIN (t_plain, run (plain));
      t_autos = MIN (t_autos, run (autos));
      t_heavy = MIN (t_heavy, run (heavy));
    }
  added = (t_autos - t_plain) / FRAMES * 1e6;
  g_print ("%d frames, no events:        %.3f s\n", FRAMES, t_plain);
  g_print ("%d frames, 200 autoEvents:   %.3f s (%.2f us per frame added)\n", FRAMES, t_autos,
           added);
  g_print ("%d frames, event-heavy:      %.3f s\n", FRAMES, t_heavy);
  ok = added < 5 && t_heavy < 0.5;
  g_print ("%s\n", ok ? "all targets met" : "TARGETS MISSED");
  tw_tower_unref (plain);
  tw_tower_unref (autos);
  tw_tower_unref (heavy);
  return ok ? 0 : 1;
}
