/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-runtime.c: the map-turn runtime's tick in the game, beside the
 * engine's (issue 30, docs/runtime.md).
 *
 * mota-js 2.10.3's sample (tests/game) with its first floor made 40 x 40
 * and 1,000 enemies on it, idle, of ten kinds with timeCost 500 to 5,000
 * (so most ticks no enemy acts): consumeTime(100,000) in Turnwright's engine
 * and, under Node in the game reference's sandbox, in the game with
 * data/runtime/map-turn.js. Both must end with the same gauges. Then the
 * same with timeCost 1,000,000, where no enemy acts at all: the runtime
 * must touch no enemy in those ticks. Prints the figures; exits 1 when a
 * rule is broken or a target missed. */
#include <glib.h>
#include <glib/gstdio.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "editor/check/tw-check.h"
#include "editor/mota/tw-project-open.h"
#include "editor/mota/tw-project-file.h"
#include "engine/tw-engine.h"

#define SIZE 40
#define N_ENEMIES 1000
#define TICKS 100000

static const char *const kinds[] = { "greenSlime", "redSlime", "blackSlime", "slimelord",
                                     "bat",        "bigBat",   "redBat",     "vampire",
                                     "skeleton",   "skeletonWarrior" };

static char *
copy_sample (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("tw-bench-runtime-XXXXXX", &error);
  g_autofree char *from = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game",
                                            "mota-js-2.10.3", ".", NULL);
  const char *argv[] = { "cp", "-r", from, dir, NULL };
  int status = 0;

  g_assert_no_error (error);
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return dir;
}

/* sample0 as a 40 x 40 floor: the enemies everywhere but the hero's
 * column (x = 6) and row (y = 10). */
static void
write_floor (const char *dir)
{
  g_autoptr (GString) map = g_string_new (NULL);
  guint placed = 0;
  static const guint numbers[] = { 201, 202, 203, 204, 205, 206, 207, 208, 209, 210 };

  for (gint y = 0; y < SIZE; y++)
    {
      g_string_append (map, y ? ",\n    [" : "    [");
      for (gint x = 0; x < SIZE; x++)
        {
          gboolean free_cell = x == 6 || y == 10 || placed >= N_ENEMIES;
          guint n = free_cell ? 0 : numbers[placed++ % G_N_ELEMENTS (numbers)];
          g_string_append_printf (map, "%s%u", x ? "," : "", n);
        }
      g_string_append (map, "]");
    }
  g_assert_cmpuint (placed, ==, N_ENEMIES);
  g_autofree char *text = g_strdup_printf (
      "main.floors.sample0=\n{\n    \"floorId\": \"sample0\",\n    \"title\": \"bench\",\n"
      "    \"name\": \"0\",\n    \"canFlyTo\": true,\n    \"canFlyFrom\": true,\n"
      "    \"defaultGround\": \"ground\",\n    \"images\": [],\n    \"ratio\": 1,\n"
      "    \"map\": [\n%s\n],\n    \"firstArrive\": [],\n    \"eachArrive\": [],\n"
      "    \"parallelDo\": \"\",\n    \"events\": {},\n    \"changeFloor\": {},\n"
      "    \"afterBattle\": {},\n    \"afterGetItem\": {},\n    \"afterOpenDoor\": {},\n"
      "    \"cannotMove\": {},\n    \"bgmap\": [],\n    \"fgmap\": [],\n"
      "    \"width\": %d,\n    \"height\": %d,\n    \"autoEvent\": {}\n}",
      map->str, SIZE, SIZE);
  g_autofree char *path = g_build_filename (dir, "project", "floors", "sample0.js", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* The ten kinds get an idle map-turn schedule: timeCost @base, 2 x @base ... */
static void
write_time_costs (const char *dir, gint64 base)
{
  g_autofree char *path = g_build_filename (dir, "project", "enemys.js", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autoptr (GString) out = g_string_new (text);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *key = g_strdup_printf ("\"%s\": {", kinds[k]);
      g_autofree char *with = g_strdup_printf (
          "\"%s\": {\"timeCost\":%" G_GINT64_FORMAT ",\"actType\":\"idle\",", kinds[k],
          base * (gint64)(k + 1) + (gint64)k);
      g_assert_nonnull (strstr (out->str, key));
      g_string_replace (out, key, with, 1);
    }
  g_assert_true (g_file_set_contents (path, out->str, -1, NULL));
}

static gdouble
engine_run (const char *dir, json_t **gauges)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (dir, &error);
  g_assert_no_error (error);
  TwTower *tower = tw_tower_new_from_json (tw_project_file_get_tower (project), &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  tw_engine_begin_game (engine);
  g_assert_cmpuint (tw_engine_get_n_active (engine, "sample0"), ==, N_ENEMIES);
  gint64 t0 = g_get_monotonic_time ();
  tw_engine_consume_time (engine, TICKS, "wait");
  gdouble ms = (g_get_monotonic_time () - t0) / 1000.0;
  json_t *state = tw_engine_save_state (engine);
  *gauges = json_incref (json_object_get (
      json_object_get (json_object_get (json_object_get (state, "flags"), "mapTurnState"),
                       "enemyActionGauge"),
      "sample0"));
  json_decref (state);
  tw_engine_free (engine);
  return ms;
}

static const char game_code[]
    = "(function () {\n"
      "  var mt = core.plugin.mapTurn, n = 0, lists = mt.persist().activeEnemiesByFloor;\n"
      "  n = (lists.sample0 || []).length;\n"
      "  var before = JSON.parse(JSON.stringify(mt.stats));\n"
      "  var t0 = __realNow();\n"
      "  mt.consumeTime(" G_STRINGIFY (TICKS) ", 'wait');\n"
      "  var ms = __realNow() - t0;\n"
      "  var s = mt.persist();\n"
      "  return { ms: ms, active: n, clock: s.clock,\n"
      "           ticks: mt.stats.ticks - before.ticks, touched: mt.stats.touched - before.touched,\n"
      "           actions: mt.stats.actions - before.actions,\n"
      "           gauges: s.enemyActionGauge.sample0 };\n"
      "})()";

typedef struct
{
  gdouble engine_ms, game_ms;
  gint64 touched, actions;
} Figures;

static gboolean
run_case (gint64 base, Figures *f)
{
  g_autofree char *dir = copy_sample ();
  g_autoptr (GError) error = NULL;
  json_t *engine_gauges = NULL;
  gboolean ok = TRUE;

  write_floor (dir);
  write_time_costs (dir, base);
  f->engine_ms = engine_run (dir, &engine_gauges);
  json_t *game = tw_check_game_eval (dir, game_code, TRUE, NULL, &error);
  if (game == NULL)
    {
      fprintf (stderr, "the game did not run: %s\n", error->message);
      json_decref (engine_gauges);
      return FALSE;
    }
  f->game_ms = json_number_value (json_object_get (game, "ms"));
  f->touched = json_integer_value (json_object_get (game, "touched"));
  f->actions = json_integer_value (json_object_get (game, "actions"));
  if (json_integer_value (json_object_get (game, "active")) != N_ENEMIES)
    {
      fprintf (stderr, "the game's list holds %lld enemies, not %d\n",
               (long long)json_integer_value (json_object_get (game, "active")), N_ENEMIES);
      ok = FALSE;
    }
  if (!json_equal (engine_gauges, json_object_get (game, "gauges")))
    {
      fprintf (stderr, "the gauges differ after %d ticks\n", TICKS);
      ok = FALSE;
    }
  json_decref (game);
  json_decref (engine_gauges);
  const char *argv[] = { "rm", "-rf", dir, NULL };
  g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                NULL);
  return ok;
}

int
main (void)
{
  Figures busy = { 0 }, quiet = { 0 };
  gboolean ok = run_case (500, &busy) && run_case (1000000, &quiet);

  if (!ok)
    return 1;
  printf ("bench-runtime: %d enemies, %d ticks of consumeTime\n", N_ENEMIES, TICKS);
  printf ("  timeCost 500-5,000: %lld actions; game %.1f ms (%.3f us a tick), engine %.1f ms "
          "(%.3f us a tick); same gauges\n",
          (long long)busy.actions, busy.game_ms, busy.game_ms * 1000 / TICKS, busy.engine_ms,
          busy.engine_ms * 1000 / TICKS);
  printf ("  no enemy due: %lld enemies touched; game %.1f ms (%.3f us a tick), engine %.1f ms "
          "(%.3f us a tick)\n",
          (long long)quiet.touched, quiet.game_ms, quiet.game_ms * 1000 / TICKS, quiet.engine_ms,
          quiet.engine_ms * 1000 / TICKS);
  /* The spec's promise: a tick in which no enemy acts touches no enemy. */
  if (quiet.touched != 0 || quiet.actions != 0)
    {
      fprintf (stderr, "ticks with no enemy due touched %lld enemies\n", (long long)quiet.touched);
      return 1;
    }
  if (busy.touched != busy.actions)
    {
      fprintf (stderr, "%lld enemies touched for %lld actions\n", (long long)busy.touched,
               (long long)busy.actions);
      return 1;
    }
  return 0;
}
