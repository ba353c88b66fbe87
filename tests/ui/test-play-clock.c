/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sim bar's play clock (ui/tw-play-clock.c): ticks on a fixed schedule
 * whatever each timeout's lateness, late ticks followed by shorter waits,
 * a stall given up rather than played back in a burst. Times are made up. */
#include <glib.h>

#include "ui/tw-play-clock.h"

#define MS 1000

/* 300 ticks at 30/s, each timeout dispatched 0.9 ms after it was due (the
 * main loop's lateness): the 300th tick comes 10 s after the start, not
 * 300 x 33.9 ms = 10.17 s as a re-armed 33 ms timeout played. */
static void
test_no_drift (void)
{
  TwPlayClock clock;
  gint64 now = 5000 * MS;
  const gint64 start = now;
  tw_play_clock_start (&clock, 30, now);
  for (int i = 0; i < 300; i++)
    {
      guint delay = tw_play_clock_next_delay_ms (&clock, now);
      g_assert_cmpuint (delay, <=, 34);
      now += delay * MS + 900; /* the timeout fires late */
      tw_play_clock_ticked (&clock);
    }
  gint64 elapsed = now - start;
  g_assert_cmpint (elapsed, >=, 10 * G_USEC_PER_SEC - 300 * 1);
  g_assert_cmpint (elapsed, <=, 10 * G_USEC_PER_SEC + 2 * MS);
}

/* A tick 20 ms late: the next one waits the rest of its period only. */
static void
test_late_tick_shortens_the_wait (void)
{
  TwPlayClock clock;
  tw_play_clock_start (&clock, 30, 0);
  g_assert_cmpuint (tw_play_clock_next_delay_ms (&clock, 0), ==, 34); /* 33.3 ms, rounded up */
  tw_play_clock_ticked (&clock);
  /* Tick 1 was due at 33.3 ms and ran at 53.3 ms; tick 2 is due at 66.7 ms. */
  g_assert_cmpuint (tw_play_clock_next_delay_ms (&clock, 53333), ==, 14);
  /* Behind by two periods: due at once, and the schedule is kept. */
  g_assert_cmpuint (tw_play_clock_next_delay_ms (&clock, 66667 + 2 * 33333), ==, 0);
  g_assert_cmpint (clock.start_us, ==, 0);
  g_assert_cmpuint (clock.played, ==, 1);
}

/* A stall of ten periods: the missed ticks are not played in a burst; the
 * schedule starts again from now. */
static void
test_stall_restarts_the_schedule (void)
{
  TwPlayClock clock;
  tw_play_clock_start (&clock, 10, 0);
  tw_play_clock_ticked (&clock);
  gint64 now = 100 * MS + 10 * 100 * MS; /* tick 2 was due at 200 ms */
  g_assert_cmpuint (tw_play_clock_next_delay_ms (&clock, now), ==, 100);
  g_assert_cmpint (clock.start_us, ==, now);
  g_assert_cmpuint (clock.played, ==, 0);
}

static void
test_slow_speed (void)
{
  TwPlayClock clock;
  tw_play_clock_start (&clock, 1, 0);
  g_assert_cmpuint (tw_play_clock_next_delay_ms (&clock, 0), ==, 1000);
  g_assert_cmpuint (tw_play_clock_next_delay_ms (&clock, 400 * MS), ==, 600);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/play-clock/no-drift", test_no_drift);
  g_test_add_func ("/ui/play-clock/late-tick-shortens-the-wait", test_late_tick_shortens_the_wait);
  g_test_add_func ("/ui/play-clock/stall-restarts-the-schedule", test_stall_restarts_the_schedule);
  g_test_add_func ("/ui/play-clock/slow-speed", test_slow_speed);
  return g_test_run ();
}
