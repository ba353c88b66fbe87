/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-compare-strip.h: the balancing loop's before → after of one edit.
 *
 * A row under the sim bar: end hp, ticks, battles, damage taken and the
 * death (tick and cause) of the run before an edit and of the same moves
 * replayed after it, with the first tick where the two runs differ. The
 * numbers come from editor/sim/tw-sim-compare.c; the strip only shows them
 * (changed ones in bold). Hidden while it has no runs.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/sim/tw-sim-compare.h"

G_BEGIN_DECLS

#define TW_TYPE_COMPARE_STRIP (tw_compare_strip_get_type ())
G_DECLARE_FINAL_TYPE (TwCompareStrip, tw_compare_strip, TW, COMPARE_STRIP, GtkWidget)

GtkWidget *tw_compare_strip_new (void);
/* Shows @before → @after (both NULL: hides the strip). The runs are read now, not kept. */
void tw_compare_strip_set_runs (TwCompareStrip *self, const TwSimRun *before,
                                const TwSimRun *after);
/* What the strip says, its cells joined by "; " (tests, the accessible description). */
char *tw_compare_strip_dup_text (TwCompareStrip *self);

G_END_DECLS
