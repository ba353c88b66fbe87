/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota-common.h: JSON helpers shared by the mota-js import and export.
 *
 * Both directions rename members (2.6 names to 2.7 and back) and carry
 * positions between tables; they live here, below both, so that neither the
 * import nor the export calls into the other.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/mota/tw-json-positions.h"

G_BEGIN_DECLS

/* Renames a member in place, keeping its place in the key order. */
void tw_mota_object_rename_key (json_t     *object,
                                const char *old_key,
                                const char *new_key);

/* Copies every position of src into dest. */
void tw_mota_positions_merge   (TwJsonPositions       *dest,
                                const TwJsonPositions *src);

G_END_DECLS
