/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-manual-live.h: the monster manual follows simulate mode's live hero.
 *
 * While the bar simulates, the manual's hero is the session's hero as it
 * stands at the shown tick (hp, atk, def, mdef, the cross); when the bar
 * leaves simulate mode, the tower's starting hero again. The manual is
 * rebuilt only when those stats change, at most every 150 ms (a long wait
 * changes the session many times), and only while it is shown (a hidden
 * manual catches up when it shows). */
#pragma once

#include "ui/tw-manual-panel.h"
#include "ui/tw-sim-bar.h"

G_BEGIN_DECLS

void tw_manual_panel_follow_sim_bar (TwManualPanel *panel, TwSimBar *bar);
/* The live hero of @session as the manual sees it; FALSE without one. */
gboolean tw_manual_live_hero (TwSimSession *session, TwHeroStats *out);

G_END_DECLS
