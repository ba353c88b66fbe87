/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-sim-replay: the balancing loop's replay after an edit (issue 15).
 *
 * A 10,000-tick session (TW_BENCH_TICKS) on one 64x40 floor with 200
 * scheduled enemies (timeCost 1..50, a fifth of them patrolling), played as
 * steps right and left and `wait 1..20`, is replayed on the tower with one
 * enemy's timeCost changed, as the window does it: tw_sim_replay_run in
 * slices of 8 ms. Two cases: the first edit (the replay also reads the run
 * before, on the old tower) and a later one (the window has the run before
 * from the last replay). Measured: the whole replay (CPU and wall), the
 * longest slice (what the window's responsiveness hangs on) and the
 * comparison. Fails when a replay takes 100 ms or more of CPU time (CPU,
 * since the machine is shared and wall time swings with its load; the wall
 * time is printed beside it).
 */
#include <stdio.h>
#include <time.h>

#include "editor/sim/tw-sim-replay.h"
#include "tests/editor/timeline-test-util.h"
#include "tests/editor/tw-tower-gen.h"

#define WIDTH 64
#define HEIGHT 40
#define N_ENEMIES 200
#define SLICE_US 8000
#define TARGET_MS 100.0

/* jansson has no g_autoptr cleanup of its own. */
static void
json_release (json_t *json)
{
  json_decref (json);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (json_t, json_release)

static guint bench_ticks = 10000;

/* Idle, except one in five patrolling to the next cell and back. */
static json_t *
bench_enemy (GRand *rand, const char *id, int x, int y, int width)
{
  json_t *def
      = json_pack ("{s:s, s:i, s:i, s:i, s:i, s:i, s:i}", "name", id, "hp", 10, "atk", 1, "def", 0,
                   "money", 0, "exp", 0, "timeCost", g_rand_int_range (rand, 1, 51));
  if (g_rand_int_range (rand, 0, 5) == 0)
    tw_tower_gen_patrol_next_cell (def, x, y, width);
  return def;
}

static gint64
cpu_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* The session the balancer played: its moves as a script. */
static char *
played_script (json_t *tower)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  g_assert_no_error (error);
  tt_sim_walk (session, bench_ticks);
  return tw_sim_session_dup_script (session);
}

int
main (int argc, char **argv)
{
  const char *ticks = g_getenv ("TW_BENCH_TICKS");
  if (ticks != NULL)
    bench_ticks = (guint)g_ascii_strtoull (ticks, NULL, 10);
  g_autoptr (json_t) tower = tw_tower_gen_corridor (WIDTH, HEIGHT, N_ENEMIES, bench_enemy);
  g_autofree char *script = played_script (tower);
  g_autoptr (json_t) edited = json_deep_copy (tower);
  json_object_set_new (json_object_get (json_object_get (edited, "enemys"), "e3"), "timeCost",
                       json_integer (7));

  g_autoptr (GError) error = NULL;
  TwTower *before_tower = tw_tower_new_from_json (tower, &error);
  g_assert_no_error (error);

  /* The first edit: the replay also reads the run before (on the old
   * tower); a later one has it from the last replay. */
  gboolean met = TRUE;
  for (int first_edit = 1; first_edit >= 0; first_edit--)
    {
      gint64 t0 = g_get_monotonic_time (), c0 = cpu_us ();
      g_autoptr (TwSimReplay) replay = tw_sim_replay_new (edited, script, -1, &error);
      g_assert_no_error (error);
      if (first_edit)
        tw_sim_replay_set_before (replay, before_tower);
      guint slices = 0;
      double longest_ms = 0, longest_cpu_ms = 0;
      gboolean done = FALSE;
      while (!done)
        {
          gint64 s0 = g_get_monotonic_time (), sc0 = cpu_us ();
          done = tw_sim_replay_run (replay, SLICE_US);
          longest_ms = MAX (longest_ms, (g_get_monotonic_time () - s0) / 1000.0);
          longest_cpu_ms = MAX (longest_cpu_ms, (cpu_us () - sc0) / 1000.0);
          slices++;
        }
      g_autoptr (TwSimRun) before
          = first_edit ? tw_sim_replay_steal_before_run (replay) : NULL;
      gint64 k0 = g_get_monotonic_time ();
      gint64 first_difference
          = before != NULL ? tw_sim_run_first_difference (before, tw_sim_replay_get_run (replay))
                           : -1;
      double compare_ms = (g_get_monotonic_time () - k0) / 1000.0;
      double wall_ms = (g_get_monotonic_time () - t0) / 1000.0;
      double cpu_ms = (cpu_us () - c0) / 1000.0;

      TwSimSession *session = tw_sim_replay_get_session (replay);
      g_assert_cmpuint (tw_sim_session_get_last_tick (session), >=, bench_ticks / 2);
      printf ("%s: replay of %u ticks (%u enemies, %u actions): %.1f ms CPU, %.1f ms wall, %u "
              "slices, longest slice %.1f ms CPU (%.1f ms wall)",
              first_edit ? "first edit (both runs read)" : "later edit (the run before known)",
              tw_sim_session_get_last_tick (session), N_ENEMIES,
              tw_sim_session_get_n_history (session), cpu_ms, wall_ms, slices, longest_cpu_ms,
              longest_ms);
      if (first_edit)
        printf ("; comparison %.2f ms (first difference at tick %" G_GINT64_FORMAT ")",
                compare_ms, first_difference);
      printf ("; target < %.0f ms CPU\n", TARGET_MS);
      met = met && cpu_ms < TARGET_MS;
    }
  tw_tower_unref (before_tower);
  return met ? 0 : 1;
}
