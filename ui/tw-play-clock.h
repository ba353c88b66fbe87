/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-play-clock.h: when the sim bar's Play plays its next tick.
 *
 * Played on a timeout of 1000/speed ms re-armed after each tick, the ticks
 * drift by each dispatch's lateness: "30/s" played 29.5 ticks a second.
 * The clock keeps the ticks on a fixed schedule from the start (tick k at
 * start + k periods), so a late tick makes the next wait shorter; after a
 * stall of more than a few periods it starts again from now rather than
 * playing the missed ticks in a burst. No GTK: tests drive it with made-up
 * times.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Ticks this many periods behind are given up: the schedule starts again. */
#define TW_PLAY_CLOCK_MAX_LAG 4

typedef struct
{
  gint64 start_us;  /* monotonic time the schedule counts from */
  gint64 period_us; /* 1 s / ticks a second */
  guint64 played;   /* ticks played since start_us */
} TwPlayClock;

/* Starts a schedule of @ticks_per_second at monotonic time @now_us. */
void tw_play_clock_start (TwPlayClock *clock, guint ticks_per_second, gint64 now_us);
/* A tick was played. */
void tw_play_clock_ticked (TwPlayClock *clock);
/* Milliseconds from @now_us until the next tick is due (0: due already);
 * starts the schedule again from @now_us when it is more than
 * TW_PLAY_CLOCK_MAX_LAG periods behind. */
guint tw_play_clock_next_delay_ms (TwPlayClock *clock, gint64 now_us);

G_END_DECLS
