/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: a generated tower of 200 floors (13x13) and 1,000 enemies, a
 * quarter of them patrolling. Times validation and a few document edits
 * with their undo. Run by `meson test --benchmark`; prints TAP with the
 * figures as comments. */
#include <glib.h>
#include <jansson.h>
#include <stdio.h>

#include "editor/tw-document.h"
#include "editor/tw-validate.h"

#define N_FLOORS 200
#define N_ENEMIES 1000
#define SIZE 13

static json_t *
generate_tower (void)
{
  json_t *enemys = json_object ();
  json_t *maps = json_pack ("{s:{s:s, s:s}}", "1", "cls", "terrains", "id", "wall");
  for (int i = 0; i < N_ENEMIES; i++)
    {
      g_autofree char *id = g_strdup_printf ("enemy%d", i);
      g_autofree char *number = g_strdup_printf ("%d", 201 + i);
      json_t *enemy = json_pack ("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:[i], s:i, s:s}", "name",
                                 id, "hp", 50 + i, "atk", 20 + i % 50, "def", i % 30, "money", 1,
                                 "exp", 1, "point", 0, "special", 1 + i % 11, "timeCost",
                                 1 + i % 4, "actType", i % 4 == 0 ? "patrol" : "chase");
      if (i % 4 == 0)
        json_object_set_new (enemy, "actArgs", json_pack ("{s:[[i,i],[i,i]]}", "route", 1, 1,
                                                          SIZE - 2, 1));
      json_object_set_new (enemys, id, enemy);
      json_object_set_new (maps, number, json_pack ("{s:s, s:s}", "cls", "enemys", "id", id));
    }

  json_t *floors = json_object ();
  json_t *ids = json_array ();
  for (int f = 0; f < N_FLOORS; f++)
    {
      g_autofree char *id = g_strdup_printf ("MT%d", f);
      json_t *map = json_array ();
      for (int y = 0; y < SIZE; y++)
        {
          json_t *row = json_array ();
          for (int x = 0; x < SIZE; x++)
            {
              int tile = 0;
              if (y == SIZE - 1)
                tile = 1;
              else if (y == 1 && x > 0 && x < SIZE - 1 && x % 3 == 0)
                tile = 201 + (f * 5 + x) % N_ENEMIES;
              json_array_append_new (row, json_integer (tile));
            }
          json_array_append_new (map, row);
        }
      g_autofree char *next = g_strdup_printf ("MT%d", (f + 1) % N_FLOORS);
      json_t *floor = json_pack ("{s:s, s:i, s:i, s:o, s:{s:{s:s, s:[i,i]}}}", "floorId", id,
                                 "width", SIZE, "height", SIZE, "map", map, "changeFloor", "0,0",
                                 "floorId", next, "loc", 0, 0);
      json_object_set_new (floors, id, floor);
      json_array_append_new (ids, json_string (id));
    }

  return json_pack ("{s:{s:{s:o}, s:{s:s, s:{s:i, s:i, s:i, s:i}}, s:{}}, s:o, s:{}, s:o, s:o}",
                    "data", "main", "floorIds", ids, "firstData", "floorId", "MT0", "hero", "hp",
                    1000, "atk", 100, "def", 100, "mdef", 0, "values", "enemys", enemys, "items",
                    "maps", maps, "floors", floors);
}

static double
seconds_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

int
main (void)
{
  json_t *tower = generate_tower ();
  printf ("1..1\n");

  gint64 start = g_get_monotonic_time ();
  GPtrArray *diagnostics = tw_validate_tower (tower, NULL, NULL);
  double validate_s = seconds_since (start);
  if (diagnostics->len > 0)
    printf ("# first: %s\n", ((TwDiagnostic *) g_ptr_array_index (diagnostics, 0))->message);
  printf ("# validate: %.3f s, %u diagnostics (%u errors)\n", validate_s, diagnostics->len,
          tw_validate_count (diagnostics, TW_SEVERITY_ERROR));
  g_ptr_array_unref (diagnostics);

  TwDocument *doc = tw_document_new (tower);
  start = g_get_monotonic_time ();
  tw_document_rename_floor (doc, "MT0", "start", NULL);
  tw_document_rename_enemy (doc, "enemy500", "boss", NULL);
  tw_document_begin_group (doc, "Brush");
  for (int f = 0; f < N_FLOORS; f++)
    {
      g_autofree char *id = g_strdup_printf ("MT%d", f);
      for (int x = 0; x < SIZE; x++)
        tw_document_set_cell (doc, f == 0 ? "start" : id, x, 5, 1, NULL);
    }
  tw_document_end_group (doc);
  double edit_s = seconds_since (start);
  start = g_get_monotonic_time ();
  while (tw_document_undo (doc))
    ;
  double undo_s = seconds_since (start);
  printf ("# edits (floor rename, enemy rename, %d-cell stroke): %.3f s; undo all: %.3f s\n",
          N_FLOORS * SIZE, edit_s, undo_s);
  g_object_unref (doc);
  json_decref (tower);

  printf ("%s 1 /editor/bench/validate-200-floors-1000-enemies\n",
          validate_s < 0.5 ? "ok" : "not ok");
  return validate_s < 0.5 ? 0 : 1;
}
