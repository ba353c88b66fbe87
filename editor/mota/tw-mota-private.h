/* tw-mota-private.h: helpers shared by the mota-js import and export. */
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

/* The default prefixes of the editor's files (the variable names the engine
 * loads), for a tower that did not come from files. */
const char *tw_mota_default_prefix (const char *relative_path);

G_END_DECLS
