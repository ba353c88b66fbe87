/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Benchmark: the tower's own getDamageInfo (docs/rules.md §12), with mota-js
 * 2.x's default functions.js and the sample's enemies: a 13x13 floor full of
 * enemies forecast through the script (cold and warm cache), and 10,000
 * battles, each with a hero the cache has not seen. Run by
 * `meson test --benchmark`; prints TAP with the figures as comments. */
#include <glib.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "editor/check/tw-script-worker.h"
#include "editor/sim/tw-forecast.h"
#include "engine/tw-tower-script.h"

#define SIZE 13

static json_t *
load_mota_js (const char *relative)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", relative, NULL);
  g_autofree char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    g_error ("cannot read %s", path);
  json_t *value = json_loads (strchr (text, '{'), 0, NULL);
  if (value == NULL)
    g_error ("bad %s", path);
  return value;
}

static json_t *
make_tower (void)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "mota-functions", "functions.js", NULL);
  g_autofree char *functions = NULL;
  if (!g_file_get_contents (path, &functions, NULL, NULL))
    g_error ("cannot read %s", path);
  json_t *tower = json_object ();
  json_t *enemys = load_mota_js ("project/enemys.js");
  json_object_set_new (tower, "data", load_mota_js ("project/data.js"));
  json_object_set_new (tower, "functions",
                       json_pack ("{s:s, s:s}", "file", "project/functions.js", "text", functions));
  /* The 24 enemies with hp, each a tile, over a 13x13 floor. */
  json_t *maps = json_object ();
  GPtrArray *ids = g_ptr_array_new ();
  const char *id;
  json_t *enemy;
  json_object_foreach (enemys, id, enemy)
  {
    if (json_integer_value (json_object_get (enemy, "hp")) <= 0)
      continue;
    g_autofree char *number = g_strdup_printf ("%u", 201 + ids->len);
    json_object_set_new (maps, number, json_pack ("{s:s, s:s}", "cls", "enemys", "id", id));
    g_ptr_array_add (ids, (gpointer)id);
  }
  json_t *map = json_array ();
  for (int y = 0; y < SIZE; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < SIZE; x++)
        json_array_append_new (row, json_integer (201 + (y * SIZE + x) % ids->len));
      json_array_append_new (map, row);
    }
  json_object_set_new (tower, "enemys", enemys);
  json_object_set_new (tower, "maps", maps);
  json_object_set_new (tower, "floors", json_pack ("{s:{s:o}}", "F", "map", map));
  g_ptr_array_unref (ids);
  return tower;
}

/* 10,000 battles, each with a hero the cache has not seen: the sum of
 * their damage. */
static gint64
ten_thousand_battles (TwTowerScript *script, json_t *enemy)
{
  gint64 total = 0;
  for (int i = 0; i < 10000; i++)
    {
      TwHeroStats h = { .hp = 100000 - i, .atk = 100 + i % 7, .def = 100, .mdef = 0 };
      TwDamageResult r;
      tw_tower_script_damage_or_builtin (script, &h, "blackKing", enemy, NULL, &r, NULL);
      total += r.damage;
    }
  return total;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  json_t *tower = make_tower ();
  TwHeroStats hero = { .hp = 1000, .atk = 100, .def = 100, .mdef = 10 };

  gint64 t0 = g_get_monotonic_time ();
  TwForecast *forecast = tw_forecast_new (tower);
  tw_forecast_set_hero (forecast, &hero);
  GArray *cells = tw_forecast_floor (forecast, "F"); /* loads functions.js, cold cache */
  gint64 t1 = g_get_monotonic_time ();
  g_array_unref (cells);
  hero.hp++;
  tw_forecast_set_hero (forecast, &hero);
  cells = tw_forecast_floor (forecast, "F"); /* a new hero: cold cache, script loaded */
  gint64 t2 = g_get_monotonic_time ();
  g_array_unref (cells);
  cells = tw_forecast_floor (forecast, "F"); /* warm */
  gint64 t3 = g_get_monotonic_time ();
  guint n_cells = cells->len;
  g_array_unref (cells);
  /* A warm map number, as the canvas asks it each frame: the script checked
   * by comparing functions.js's text, or once per revision (issue 20). */
  double per_call_us[2];
  for (int keyed = 0; keyed < 2; keyed++)
    {
      if (keyed)
        tw_forecast_set_revision (forecast, 1);
      TwForecastDamage d;
      clock_t c0 = clock ();
      for (int i = 0; i < 10000; i++)
        tw_forecast_enemy (forecast, "blackKing", &d);
      per_call_us[keyed] = (double)(clock () - c0) / CLOCKS_PER_SEC * 1e6 / 10000;
    }
  tw_forecast_free (forecast);

  g_autoptr (GError) error = NULL;
  TwTowerScript *script = tw_tower_script_new (tower, &error);
  if (script == NULL)
    g_error ("%s", error ? error->message : "no script");
  json_t *enemys = json_object_get (tower, "enemys");
  json_t *slime = json_object_get (enemys, "blackKing");
  gint64 t4 = g_get_monotonic_time ();
  clock_t c4 = clock ();
  gint64 total = ten_thousand_battles (script, slime);
  gint64 t5 = g_get_monotonic_time ();
  clock_t c5 = clock ();
  guint calls = tw_tower_script_calls (script);
  tw_tower_script_free (script);

  /* The same file with one ES2015 default parameter: it runs in V8 (the
   * sandboxed node worker), and must give the same figures. */
  tw_script_worker_install ();
  json_t *functions = json_object_get (tower, "functions");
  g_autofree char *modern = NULL;
  {
    g_auto (GStrv) parts = g_strsplit (json_string_value (json_object_get (functions, "text")),
                                       "\"getDamageInfo\": function (enemy, hero, x, y, floorId)", 2);
    if (parts[1] == NULL)
      g_error ("functions.js has no getDamageInfo to make modern");
    modern = g_strjoinv ("\"getDamageInfo\": function (enemy, hero, x, y, floorId = null)", parts);
  }
  json_object_set_new (functions, "text", json_string (modern));
  gint64 t6 = g_get_monotonic_time ();
  script = tw_tower_script_new (tower, &error);
  if (script == NULL || strcmp (tw_tower_script_engine (script), "V8") != 0)
    g_error ("the modern file did not load in V8: %s", error ? error->message : "Duktape took it");
  gint64 t7 = g_get_monotonic_time ();
  clock_t c7 = clock ();
  gint64 total_v8 = ten_thousand_battles (script, slime);
  gint64 t8 = g_get_monotonic_time ();
  clock_t c8 = clock ();
  guint calls_v8 = tw_tower_script_calls (script);
  tw_tower_script_free (script);
  json_decref (tower);

  printf ("1..1\n");
  printf ("# 13x13 floor (%u enemy cells) through getDamageInfo: %.2f ms with loading "
          "functions.js, %.2f ms cold cache, %.3f ms warm (target < 5 ms)\n",
          n_cells, (t1 - t0) / 1000.0, (t2 - t1) / 1000.0, (t3 - t2) / 1000.0);
  /* CPU time too: on a shared machine the wall time says more about the load. */
  printf ("# 10,000 battles through getDamageInfo (%u script calls): %.3f s wall, %.3f s CPU "
          "(target < 0.5 s); checksum %" G_GINT64_FORMAT "\n",
          calls, (t5 - t4) / 1e6, (double)(c5 - c4) / CLOCKS_PER_SEC, total);
  printf ("# a warm map number (tw_forecast_enemy, 10,000 calls): %.2f us CPU comparing "
          "functions.js's text, %.2f us keyed by the revision\n",
          per_call_us[0], per_call_us[1]);
  printf ("# V8 worker: started and loaded in %.1f ms; 10,000 battles (%u calls): %.3f s wall, "
          "%.3f s CPU here (node's own CPU not counted); checksum %" G_GINT64_FORMAT "\n",
          (t7 - t6) / 1000.0, calls_v8, (t8 - t7) / 1e6, (double)(c8 - c7) / CLOCKS_PER_SEC,
          total_v8);
  if (total_v8 != total)
    {
      printf ("not ok 1 tower-script: V8 and Duktape disagree\n");
      return 1;
    }
  printf ("ok 1 tower-script\n");
  return 0;
}
