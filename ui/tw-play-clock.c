/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-play-clock.c: a fixed schedule for playing ticks (see tw-play-clock.h). */
#include "ui/tw-play-clock.h"

void
tw_play_clock_start (TwPlayClock *clock, guint ticks_per_second, gint64 now_us)
{
  clock->start_us = now_us;
  clock->period_us = G_USEC_PER_SEC / MAX (ticks_per_second, 1);
  clock->played = 0;
}

void
tw_play_clock_ticked (TwPlayClock *clock)
{
  clock->played++;
}

guint
tw_play_clock_next_delay_ms (TwPlayClock *clock, gint64 now_us)
{
  gint64 due = clock->start_us + (gint64)(clock->played + 1) * clock->period_us;
  if (now_us - due > TW_PLAY_CLOCK_MAX_LAG * clock->period_us)
    {
      /* Far behind (the machine stalled): count again from now. */
      clock->start_us = now_us;
      clock->played = 0;
      due = now_us + clock->period_us;
    }
  /* Rounded up: a tick a little late, never early. */
  return due > now_us ? (guint)((due - now_us + 999) / 1000) : 0;
}
