/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-catch-up.h: work that a playing session would ask for on every tick,
 * done a few times a second instead (the timeline's scrollbar, the detail
 * pane's text).
 *
 * While the changes go on, the work is due on the first change at least
 * TW_CATCH_UP_INTERVAL_MS after it was last done, and its owner does it
 * then, in that tick's main-loop turn, before the tick's frame. A timeout
 * does it once the changes stop; every change pushes that timeout back,
 * so it never fires between ticks (fired there, each was a frame of its
 * own).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TW_CATCH_UP_INTERVAL_MS 250

typedef struct
{
  gint64 done_at;     /* monotonic time the work was last done */
  guint late_source;  /* the timeout for when the changes stop */
  gint late_priority; /* its priority */
  GSourceFunc late;   /* does the work and calls tw_catch_up_done */
  gpointer data;
} TwCatchUp;

/* `late` (with `data`) runs at `priority` once changes stop. */
void tw_catch_up_init (TwCatchUp *self, gint priority, GSourceFunc late, gpointer data);
/* A change. TRUE when the work is due: the caller does it (now or in an
 * idle before the frame) and calls tw_catch_up_done. FALSE: the timeout
 * will. */
gboolean tw_catch_up_changed (TwCatchUp *self);
/* The work was done: no timeout pending, the interval counts from now. */
void tw_catch_up_done (TwCatchUp *self);
/* The work was done outside the changes: no timeout pending. */
void tw_catch_up_cancel (TwCatchUp *self);
gboolean tw_catch_up_pending (const TwCatchUp *self);

G_END_DECLS
