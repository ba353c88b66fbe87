/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-events.h: the validator's note on tower events the
 * simulation does not play (docs/rules.md §11.5). */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* Appends to @out (TwDiagnostic*) one note per command type and reason
 * that is not played, naming its places. Nothing for a tower the engine
 * cannot load (the other rules say why). */
void tw_validate_events (json_t *tower, GPtrArray *out);

G_END_DECLS
