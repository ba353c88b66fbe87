/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota-common.c: JSON helpers shared by the mota-js import and export. */
#include "editor/mota/tw-mota-common.h"

#include <string.h>

void
tw_mota_object_rename_key (json_t *object, const char *old_key, const char *new_key)
{
  json_t *renamed = json_object ();
  const char *key;
  json_t *value;
  json_object_foreach (object, key, value)
    json_object_set (renamed, strcmp (key, old_key) == 0 ? new_key : key, value);
  json_object_clear (object);
  json_object_update (object, renamed);
  json_decref (renamed);
}

static void
merge_one (const char *path, const TwJsonPosition *where, gpointer user_data)
{
  tw_json_positions_add (user_data, path, where->file, where->line, where->column);
}

void
tw_mota_positions_merge (TwJsonPositions *dest, const TwJsonPositions *src)
{
  tw_json_positions_foreach (src, merge_one, dest);
}
