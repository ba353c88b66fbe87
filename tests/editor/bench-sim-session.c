/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-sim-session: a 100,000-tick session with 500 scheduled enemies.
 *
 * The tower: one 64x40 floor; the hero walks a corridor on row 0 (a wall
 * row below it), 500 enemies stand on rows 3..39: 70% idle, 20% patrolling
 * a short route, 10% chasing within range 2 (so they stay scheduled), with
 * timeCost 1..50. The script: 5 steps right, 5 steps left, `wait 1..20`,
 * repeated until 100,000 ticks. Measured: playing it (feeding the
 * timeline) against the bare engine on the same moves, the process's peak
 * memory, seeks to random ticks (max and mean), and undoing and redoing a
 * fork at a tenth of the session (then ten more of each: the most CPU one
 * took), for a few snapshot intervals (the
 * interval doubles when the snapshots outgrow their budget). Fails when a seek takes 50 ms of
 * CPU or more (the machine is shared: wall times are printed, not judged), or the peak RSS
 * reaches 200 MB. TW_BENCH_RUNS=1 plays only the default interval (for 10^6 ticks).
 * CPU times a tick are each the best of TW_BENCH_REPEATS (3) plays after a
 * warm-up play, the bare engine's and the session's alike (at the default
 * interval), taken in turns (bare engine, session, bare engine, ...): the
 * first play of a process ran up to half again as long (its heap and page
 * tables new, the CPU's clock rising), and on the shared machine a load
 * that came and went between the two figures decided the ratio. Seeks,
 * forks and the peak RSS are the first session's, measured before the
 * other plays (a process's later sessions peak higher, in a heap the first
 * left fragmented).
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "editor/sim/tw-sim-session.h"
#include "tests/editor/timeline-test-util.h"
#include "tests/editor/tw-tower-gen.h"

#define WIDTH 64
#define HEIGHT 40
#define N_ENEMIES 500
#define N_FORK_AGAIN 10
/* TW_BENCH_TICKS overrides (e.g. 1000000 for the figures of docs/benchmarks.md). */
static guint bench_ticks = 100000;
/* TW_BENCH_REPEATS overrides: plays timed, the best one counts. */
static guint bench_repeats = 3;

/* 70% idle, 20% patrolling to the next cell and back, 10% chasing within 2. */
static json_t *
bench_enemy (GRand *rand, const char *id, int x, int y, int width)
{
  int kind = g_rand_int_range (rand, 0, 10);
  json_t *def
      = json_pack ("{s:s, s:i, s:i, s:i, s:i, s:i, s:i}", "name", id, "hp", 10, "atk", 1, "def", 0,
                   "money", 0, "exp", 0, "timeCost", g_rand_int_range (rand, 1, 51));
  if (kind < 2)
    tw_tower_gen_patrol_next_cell (def, x, y, width);
  else if (kind < 3)
    {
      json_object_set_new (def, "actType", json_string ("chase"));
      json_object_set_new (def, "actArgs", json_pack ("{s:i}", "range", 2));
    }
  return def;
}

static gsize
peak_rss_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;
  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, "VmHWM:");
  return line ? (gsize)g_ascii_strtoull (line + 6, NULL, 10) : 0;
}

/* This process's CPU time in µs: play times are compared in it, since the
 * machine is shared and wall time swings with its load. */
static gint64
cpu_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void
null_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  (void)engine, (void)ev, (void)data;
}

typedef enum
{
  NO_SINK,
  EMPTY_SINK,         /* every idle enemy acts observably */
  EMPTY_SINK_IMPLIED, /* idle enemies' actions implied, steps told once, as the session asks */
} SinkKind;

/* The bare engine on the same tower and moves, no sink (or an empty sink
 * with schedule events and no runtimeIds, as the session sets it): CPU µs
 * a tick. */
static double
bare_engine_play_us (json_t *tower_json, SinkKind sink, guint n_ticks)
{
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (tower_json, &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  if (sink != NO_SINK)
    {
      tw_engine_set_event_sink (engine, null_sink, NULL, NULL);
      tw_engine_set_schedule_events (engine, TRUE);
      tw_engine_set_event_runtime_ids (engine, FALSE);
      tw_engine_set_idle_actions_implied (engine, sink == EMPTY_SINK_IMPLIED);
      tw_engine_set_step_migrations (engine, sink != EMPTY_SINK_IMPLIED);
    }
  GRand *rand = g_rand_new_with_seed (7);
  TwScriptAction right = { .kind = TW_SCRIPT_MOVE, .dir = TW_SCRIPT_DIR_RIGHT, .count = 1 };
  TwScriptAction left = { .kind = TW_SCRIPT_MOVE, .dir = TW_SCRIPT_DIR_LEFT, .count = 1 };
  TwScriptAction wait = { .kind = TW_SCRIPT_WAIT, .dir = TW_SCRIPT_DIR_NONE };
  gint64 t0 = cpu_us ();
  guint ticks = 0;

  while (ticks < n_ticks)
    {
      gint64 before = tw_engine_get_map_turn (engine);
      for (int i = 0; i < 5; i++)
        tw_engine_apply_action (engine, &right, NULL);
      for (int i = 0; i < 5; i++)
        tw_engine_apply_action (engine, &left, NULL);
      wait.count = MIN (n_ticks - ticks, (guint)g_rand_int_range (rand, 1, 21));
      tw_engine_apply_action (engine, &wait, NULL);
      ticks += (guint)(tw_engine_get_map_turn (engine) - before);
    }
  double us = (cpu_us () - t0) / (double)ticks;
  g_rand_free (rand);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  return us;
}

/* The bare engine's best CPU µs a tick: no sink, an empty one, one taking
 * idle actions as implied. */
typedef struct
{
  double bare, sink, implied;
} BareFigures;

/* One play of each kind; the best times kept. */
static void
bare_engine_play_all (json_t *tower_json, BareFigures *best)
{
  best->bare = MIN (best->bare, bare_engine_play_us (tower_json, NO_SINK, bench_ticks));
  best->sink = MIN (best->sink, bare_engine_play_us (tower_json, EMPTY_SINK, bench_ticks));
  best->implied
      = MIN (best->implied, bare_engine_play_us (tower_json, EMPTY_SINK_IMPLIED, bench_ticks));
}

typedef struct
{
  double undo_fork_ms, redo_fork_ms;
  double undo_fork_cpu_ms, redo_fork_cpu_ms;
  double undo_again_cpu_ms, redo_again_cpu_ms; /* the most of N_FORK_AGAIN more */
  double build_s, build_cpu_s;
  double seek_max_ms, seek_mean_ms;
  double seek_cpu_max_ms, seek_cpu_mean_ms;
  guint snapshots;
  gsize session_bytes, model_bytes;
  gsize peak_rss_kb; /* after the first session's play and measures */
} Figures;

static void
play (TwSimSession *session)
{
  tt_sim_walk (session, bench_ticks);
}

static void
play_one_wait (TwSimSession *session)
{
  g_autoptr (GError) error = NULL;
  tw_sim_session_wait (session, bench_ticks, &error);
  g_assert_no_error (error);
}

/* A new session played by @play_func; its times in @f when its CPU time
 * is the best yet. */
static TwSimSession *
play_timed (json_t *tower, guint interval, void (*play_func) (TwSimSession *), Figures *f)
{
  g_autoptr (GError) error = NULL;
  TwSimSession *session = tw_sim_session_new (tower, &error);
  g_assert_no_error (error);
  tw_sim_session_set_snapshot_interval (session, interval);

  gint64 t0 = g_get_monotonic_time (), c0 = cpu_us ();
  play_func (session);
  double cpu_s = (cpu_us () - c0) / 1e6;
  if (f->build_cpu_s == 0 || cpu_s < f->build_cpu_s)
    {
      f->build_s = (g_get_monotonic_time () - t0) / 1e6;
      f->build_cpu_s = cpu_s;
    }
  return session;
}

static void measure (TwSimSession *session, guint n_seeks, Figures *out);

/* A session played and measured, the peak RSS then too; then @n_plays - 1
 * more played for the best time (after the measures: a process's later
 * sessions peak higher, their heap fragmented by the first). Each play
 * after one of the bare engine when @bare is not NULL. */
static Figures
run (json_t *tower, guint interval, guint n_seeks, void (*play_func) (TwSimSession *),
     guint n_plays, BareFigures *bare)
{
  Figures f = { 0 };
  if (bare != NULL)
    bare_engine_play_all (tower, bare);
  g_autoptr (TwSimSession) session = play_timed (tower, interval, play_func, &f);
  measure (session, n_seeks, &f);
  f.peak_rss_kb = peak_rss_kb ();
  g_clear_object (&session);
  for (guint i = 1; i < n_plays; i++)
    {
      if (bare != NULL)
        bare_engine_play_all (tower, bare);
      g_object_unref (play_timed (tower, interval, play_func, &f));
    }
  return f;
}

/* The session's size, seeks and a fork's undo and redo. */
static void
measure (TwSimSession *session, guint n_seeks, Figures *out)
{
  Figures f = *out;
  f.snapshots = tw_sim_session_get_n_snapshots (session);
  f.session_bytes = tw_sim_session_get_memory_size (session);
  f.model_bytes = tw_timeline_model_get_memory_size (tw_sim_session_get_timeline (session));

  GRand *rand = g_rand_new_with_seed (11);
  guint last = tw_sim_session_get_last_tick (session);
  double total = 0, total_cpu = 0;
  for (guint i = 0; i < n_seeks; i++)
    {
      guint tick = (guint)g_rand_int_range (rand, 0, (gint32)last + 1);
      gint64 s0 = g_get_monotonic_time (), sc0 = cpu_us ();
      tw_sim_session_seek (session, tick);
      double ms = (g_get_monotonic_time () - s0) / 1e3;
      double cpu_ms = (cpu_us () - sc0) / 1e3;
      total_cpu += cpu_ms;
      f.seek_cpu_max_ms = MAX (f.seek_cpu_max_ms, cpu_ms);
      g_assert_cmpuint (tw_sim_session_get_tick (session), ==, tick);
      total += ms;
      f.seek_max_ms = MAX (f.seek_max_ms, ms);
    }
  f.seek_mean_ms = total / n_seeks;
  f.seek_cpu_mean_ms = total_cpu / n_seeks;
  g_rand_free (rand);

  /* A fork at a tenth of the session, then undo (the long future comes
   * back) and redo. */
  tw_sim_session_seek (session, last / 10);
  g_assert_true (tw_sim_session_apply_line (session, "move right", NULL));
  gint64 u0 = g_get_monotonic_time (), uc0 = cpu_us ();
  g_assert_true (tw_sim_session_undo_fork (session));
  f.undo_fork_ms = (g_get_monotonic_time () - u0) / 1e3;
  f.undo_fork_cpu_ms = (cpu_us () - uc0) / 1e3;
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);
  u0 = g_get_monotonic_time ();
  uc0 = cpu_us ();
  g_assert_true (tw_sim_session_redo_fork (session));
  f.redo_fork_ms = (g_get_monotonic_time () - u0) / 1e3;
  f.redo_fork_cpu_ms = (cpu_us () - uc0) / 1e3;
  /* Again and again: each undo and redo exchanges the two futures. */
  for (guint i = 0; i < N_FORK_AGAIN; i++)
    {
      uc0 = cpu_us ();
      g_assert_true (tw_sim_session_undo_fork (session));
      gint64 uc1 = cpu_us ();
      g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==, last);
      g_assert_true (tw_sim_session_redo_fork (session));
      f.undo_again_cpu_ms = MAX (f.undo_again_cpu_ms, (uc1 - uc0) / 1e3);
      f.redo_again_cpu_ms = MAX (f.redo_again_cpu_ms, (cpu_us () - uc1) / 1e3);
    }
  *out = f;
}

int
main (int argc, char **argv)
{
  const char *ticks_env = g_getenv ("TW_BENCH_TICKS");
  const char *repeats_env = g_getenv ("TW_BENCH_REPEATS");
  if (ticks_env != NULL && g_ascii_strtoull (ticks_env, NULL, 10) > 0)
    bench_ticks = (guint)g_ascii_strtoull (ticks_env, NULL, 10);
  if (repeats_env != NULL && g_ascii_strtoull (repeats_env, NULL, 10) > 0)
    bench_repeats = (guint)g_ascii_strtoull (repeats_env, NULL, 10);
  json_t *tower = tw_tower_gen_corridor (WIDTH, HEIGHT, N_ENEMIES, bench_enemy);
  static const guint intervals[] = { 4096, 1024, 256 }; /* the default first: peak RSS only grows */
  const guint n_seeks = 300;
  gboolean ok = TRUE;
  guint n_runs = G_N_ELEMENTS (intervals) + 1;
  if (g_strcmp0 (g_getenv ("TW_BENCH_RUNS"), "1") == 0)
    n_runs = 1;

  printf ("1..%u\n", n_runs);
  /* Warm-up, not timed: the first play of a process runs slower. */
  bare_engine_play_us (tower, EMPTY_SINK_IMPLIED, MIN (bench_ticks, 20000));
  BareFigures bare = { G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE };
  /* The default interval, whose time is compared, in turns with the bare engine. */
  Figures first = run (tower, intervals[0], n_seeks, play, bench_repeats, &bare);
  double bare_us = bare.bare;
  printf ("# bare engine, same tower and moves: %.2f us CPU a tick (with an empty sink: %.2f us;"
          " with one taking idle actions as implied, as the session's: %.2f us); best of %u,"
          " in turns with the session's plays at interval %u\n",
          bare_us, bare.sink, bare.implied, bench_repeats, intervals[0]);
  for (guint i = 0; i < n_runs; i++)
    {
      /* The last run: the whole session is one `wait 100000` frame. */
      gboolean one_wait = i == G_N_ELEMENTS (intervals);
      guint interval = one_wait ? 4096 : intervals[i];
      Figures f = i == 0 ? first
                         : run (tower, interval, n_seeks, one_wait ? play_one_wait : play, 1, NULL);
      gsize rss = f.peak_rss_kb;
      gboolean pass = f.seek_cpu_max_ms < 50 && rss < 200 * 1024;
      printf ("# %sinterval %u: play %u ticks x %d enemies %.2f s, CPU %.2f s (%.2f us a tick,"
              " %.1fx the bare engine); %u snapshots, session %.1f MB, timeline %.1f MB, peak RSS "
              "%.1f MB;"
              " %u seeks: max %.1f ms, mean %.1f ms (CPU: max %.1f ms, mean %.1f ms); undo fork "
              "%.1f ms (CPU %.1f ms),"
              " redo %.1f ms (CPU %.1f ms); %u more of each, CPU max %.1f / %.1f ms\n",
              one_wait ? "one wait, " : "", interval, bench_ticks, N_ENEMIES, f.build_s,
              f.build_cpu_s, f.build_cpu_s * 1e6 / bench_ticks,
              f.build_cpu_s * 1e6 / bench_ticks / bare_us, f.snapshots, f.session_bytes / 1048576.0,
              f.model_bytes / 1048576.0, rss / 1024.0, n_seeks, f.seek_max_ms, f.seek_mean_ms,
              f.seek_cpu_max_ms, f.seek_cpu_mean_ms, f.undo_fork_ms, f.undo_fork_cpu_ms,
              f.redo_fork_ms, f.redo_fork_cpu_ms, N_FORK_AGAIN, f.undo_again_cpu_ms,
              f.redo_again_cpu_ms);
      printf ("%s %u /bench/sim-session/%sinterval-%u\n", pass ? "ok" : "not ok", i + 1,
              one_wait ? "one-wait-" : "", interval);
      ok &= pass;
    }
  json_decref (tower);
  return ok ? 0 : 1;
}
