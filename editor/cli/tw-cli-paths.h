/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-paths.h: a command never writes onto what it reads.
 *
 * `export P -o P` or `import-mota G -o G/project/enemys.js` would replace the
 * very data the command reads; every verb checks its outputs against its
 * inputs (after following links) before it writes anything (docs/saving.md).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE when `output` resolves to `input` (the same file, through any link),
 * or, when input is a mota-js game folder, to something inside the folder
 * whose data it reads (project/). */
gboolean tw_cli_output_is_input (const char *output,
                                 const char *input);

/* Checks each output of `outputs` (NULL entries are skipped) against each
 * input and each other output; prints "OUTPUT: error: ..." for the first clash
 * and returns FALSE. Both lists end at a sentinel: n_outputs / n_inputs. */
gboolean tw_cli_check_outputs (const char *const *outputs,
                               gsize              n_outputs,
                               const char *const *inputs,
                               gsize              n_inputs);

G_END_DECLS
