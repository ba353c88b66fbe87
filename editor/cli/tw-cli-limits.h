/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-limits.h: the caps a simulation run keeps to (docs/saving.md).
 *
 * A self-summoning enemy on a big floor, or a long script, could otherwise
 * grow the run, its trace and its save without bound, and write a save that
 * `--load` then refuses. The CLI checks these caps (and the enemies of
 * tw-sim-limits.h) between script actions and stops with an error naming the
 * cap.
 */
#pragma once

#include <glib.h>

#include "editor/sim/tw-sim-limits.h"
#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* The trace file written by --trace. */
#define TW_CLI_MAX_TRACE_BYTES TW_SIM_MAX_TRACE_BYTES

/* FALSE (and *error) when `text`, a saved state of `engine`'s tower, is not
 * one that --load would read back: over the file size limit, or refused by
 * the reader or the engine. */
gboolean tw_cli_limits_check_save (TwEngine   *engine,
                                   const char *text,
                                   gsize       length,
                                   GError    **error);

G_END_DECLS
