/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-trace.c: what `simulate --trace` costs an event.
 *
 * 1,000 enemies (timeCost 1-50, a tenth of them patrolling between two
 * cells) for 10,000 ticks, the run played three times: without a sink, with
 * every event written through tw_event_to_json and tw_trace_writer_write (the
 * reference, what the trace cost before issue 20), and spelled directly by
 * tw_trace_writer_write_event, both into a file. The two traces must be the
 * same bytes. Target (issue 20): under 0.5 us an event spelled directly.
 * Run with `meson test --benchmark bench-trace -v` or `make bench`.
 */
#include "engine/tw-trace-writer.h"

#include <stdlib.h>
#include <string.h>

#define N_ENEMIES 1000
#define N_TICKS 10000
#define N_COSTS 50
#define TARGET_US 0.5

static TwTower *
bench_tower (void)
{
  TwTower *tower = tw_tower_new ();
  g_autoptr (GRand) r = g_rand_new_with_seed (42);
  g_autoptr (GError) error = NULL;
  guint next_tile = 1000;
  gint side = 10;
  while ((side / 2) * side < N_ENEMIES)
    side += 10;
  g_autofree guint32 *map = g_new0 (guint32, (gsize)side * side);

  for (gint c = 1; c <= N_COSTS; c++)
    {
      char id[32];
      g_snprintf (id, sizeof id, "idle%d", c);
      json_t *def = json_pack ("{s:i, s:i, s:i, s:i, s:s}", "hp", 10, "atk", 1, "def", 0,
                               "timeCost", c, "actType", "idle");
      json_t *tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", id);
      tw_tower_add_enemy (tower, id, def);
      tw_tower_add_tile (tower, 200 + c, tile);
      json_decref (def);
      json_decref (tile);
    }
  for (guint i = 0; i < N_ENEMIES; i++)
    {
      gint x = 2 * (gint)(i % (side / 2)), y = (gint)(i / (side / 2));
      gint cost = g_rand_int_range (r, 1, N_COSTS + 1);
      if (g_rand_int_range (r, 0, 10) != 0)
        {
          map[(gsize)y * side + x] = 200 + cost;
          continue;
        }
      char id[32];
      g_snprintf (id, sizeof id, "patrol%u", i);
      json_t *def = json_pack ("{s:i, s:i, s:i, s:i, s:s, s:{s:[[i,i],[i,i]]}}", "hp", 10, "atk", 1,
                               "def", 0, "timeCost", cost, "actType", "patrol", "actArgs", "route",
                               x + 1, y, x, y);
      json_t *tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", id);
      tw_tower_add_enemy (tower, id, def);
      tw_tower_add_tile (tower, next_tile, tile);
      map[(gsize)y * side + x] = next_tile++;
      json_decref (def);
      json_decref (tile);
    }
  tw_tower_add_floor (tower, "MT0", side, side, map, NULL);
  json_t *hero = json_pack ("{s:i, s:{s:i, s:i}}", "hp", 1000, "loc", "x", -9, "y", -9);
  tw_tower_set_start (tower, "MT0", hero);
  json_decref (hero);
  tw_tower_finish (tower, &error);
  g_assert_no_error (error);
  return tower;
}

typedef enum
{
  MODE_NONE,
  MODE_COUNT,
  MODE_REFERENCE,
  MODE_DIRECT,
} Mode;

static void
reference_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  json_t *object = tw_event_to_json (ev);
  if (!tw_trace_writer_write (data, object, NULL))
    g_error ("cannot write the trace");
  json_decref (object);
}

static void
count_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  (*(guint64 *)data)++;
}

static void
direct_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  if (!tw_trace_writer_write_event (data, ev, NULL))
    g_error ("cannot write the trace");
}

/* Seconds for the run; the trace (when any) is left in @file. The figures
 * per event are over the run without a sink, so they include what the
 * engine spends making its events (the counting sink's share). */
static double
run (TwTower *tower, Mode mode, FILE *file, guint64 *n_events)
{
  TwEngine *engine = tw_engine_new (tower);
  TwTraceWriter *writer = NULL;
  if (mode == MODE_COUNT)
    tw_engine_set_event_sink (engine, count_sink, n_events, NULL);
  else if (mode != MODE_NONE)
    {
      writer = tw_trace_writer_new_for_file (file, TW_TRACE_FORMAT_JSONL);
      tw_engine_set_event_sink (engine, mode == MODE_DIRECT ? direct_sink : reference_sink, writer,
                                NULL);
    }
  gint64 t0 = g_get_monotonic_time ();
  tw_engine_consume_time (engine, N_TICKS, "wait");
  if (file != NULL)
    fflush (file);
  gint64 t1 = g_get_monotonic_time ();
  if (writer != NULL)
    {
      *n_events = tw_trace_writer_get_n_events (writer);
      tw_trace_writer_free (writer);
    }
  tw_engine_free (engine);
  return (t1 - t0) / 1e6;
}

static char *
read_all (FILE *file, gsize *length)
{
  fflush (file);
  long size = ftell (file);
  char *text = g_malloc (size + 1);
  rewind (file);
  *length = fread (text, 1, size, file);
  text[*length] = '\0';
  return text;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int
main (void)
{
  TwTower *tower = bench_tower ();
  enum
  {
    N_RUNS = 3
  };
  double none[N_RUNS], count[N_RUNS], reference[N_RUNS], direct[N_RUNS];
  guint64 n_events = 0, n_direct = 0, n_counted = 0;
  gsize ref_len = 0, direct_len = 0;
  g_autofree char *ref_text = NULL, *direct_text = NULL;

  for (guint i = 0; i < N_RUNS; i++)
    {
      FILE *ref_file = tmpfile (), *direct_file = tmpfile ();
      g_assert_nonnull (ref_file);
      g_assert_nonnull (direct_file);
      none[i] = run (tower, MODE_NONE, NULL, NULL);
      n_counted = 0;
      count[i] = run (tower, MODE_COUNT, NULL, &n_counted);
      reference[i] = run (tower, MODE_REFERENCE, ref_file, &n_events);
      direct[i] = run (tower, MODE_DIRECT, direct_file, &n_direct);
      g_assert_cmpuint (n_direct, ==, n_events);
      g_assert_cmpuint (n_counted, ==, n_events);
      if (i == 0)
        {
          ref_text = read_all (ref_file, &ref_len);
          direct_text = read_all (direct_file, &direct_len);
        }
      fclose (ref_file);
      fclose (direct_file);
    }
  /* The same trace, byte for byte. */
  g_assert_cmpuint (direct_len, ==, ref_len);
  g_assert_true (memcmp (direct_text, ref_text, ref_len) == 0);

  qsort (none, N_RUNS, sizeof (double), compare_doubles);
  qsort (count, N_RUNS, sizeof (double), compare_doubles);
  qsort (reference, N_RUNS, sizeof (double), compare_doubles);
  qsort (direct, N_RUNS, sizeof (double), compare_doubles);
  double us_ref = (reference[N_RUNS / 2] - none[N_RUNS / 2]) * 1e6 / n_events;
  double us_direct = (direct[N_RUNS / 2] - none[N_RUNS / 2]) * 1e6 / n_events;
  double us_events = (count[N_RUNS / 2] - none[N_RUNS / 2]) * 1e6 / n_events;
  printf ("%d enemies x %d ticks: %" G_GUINT64_FORMAT " events, %.1f MB of trace\n", N_ENEMIES,
          N_TICKS, n_events, ref_len / 1e6);
  printf ("run without a trace: %.3f s (median of %d, %.3f-%.3f)\n", none[N_RUNS / 2], N_RUNS,
          none[0], none[N_RUNS - 1]);
  printf ("with a sink that counts the events: %.3f s (%.3f-%.3f), %.3f us an event (the "
          "engine making its events)\n",
          count[N_RUNS / 2], count[0], count[N_RUNS - 1], us_events);
  printf ("reference (tw_event_to_json + dump): %.3f s (%.3f-%.3f), %.3f us an event\n",
          reference[N_RUNS / 2], reference[0], reference[N_RUNS - 1], us_ref);
  printf ("direct (tw_trace_writer_write_event): %.3f s (%.3f-%.3f), %.3f us an event "
          "(target < %.1f), %.1fx faster\n",
          direct[N_RUNS / 2], direct[0], direct[N_RUNS - 1], us_direct, TARGET_US,
          us_ref / MAX (us_direct, 1e-9));
  tw_tower_unref (tower);
  if (us_direct >= TARGET_US)
    {
      printf ("FAIL: %.3f us an event is over the target\n", us_direct);
      return 1;
    }
  return 0;
}
