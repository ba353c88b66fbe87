/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-hero.h: the simulated hero at a glance, for the sim bar, without GTK.
 *
 * hp, atk, def, mdef (with what active skills add), money, the keys owned and
 * the active skills with their remaining layers (battles), as one line.
 */
#pragma once

#include <glib.h>

#include "editor/sim/tw-sim-session.h"

G_BEGIN_DECLS

/* The line for the hero @session shows; the active skills are its
 * timeline's status lanes at the shown state (at the live end, a skill used
 * in a frame whose time has not begun counts already). */
char *tw_sim_hero_text (TwSimSession *session);

G_END_DECLS
