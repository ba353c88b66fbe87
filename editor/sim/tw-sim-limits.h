/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-limits.h: the cap on what a simulation may grow (docs/saving.md).
 *
 * A self-summoning enemy on a big floor fills it: the app's session and the
 * CLI stop playing once a floor holds more enemies than the cap, instead of
 * growing until memory runs out.
 */
#pragma once

#include <glib.h>

#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* Enemies on one floor. */
#define TW_SIM_MAX_ENEMIES_PER_FLOOR 10000u
/* A trace file: written by `simulate --trace`, read by the timeline. */
#define TW_SIM_MAX_TRACE_BYTES (256u * 1024u * 1024u)

/* FALSE (and *error, "limit: floor F holds N enemies, ...") when a floor of
 * the engine holds more enemies than the cap. */
gboolean tw_sim_limits_check_enemies (TwEngine *engine,
                                      GError  **error);

G_END_DECLS
