/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-recent.c: the recent projects list; see tw-recent.h. */
#include "ui/tw-recent.h"

#include <gio/gio.h>
#include <string.h>
#include <jansson.h>

#include "editor/mota/tw-atomic.h"

char *
tw_recent_file (void)
{
  return g_build_filename (g_get_user_config_dir (), "turnwright", "recent.json", NULL);
}

/* The stored entries (a JSON array, possibly empty; never NULL). */
static json_t *
recent_load (void)
{
  g_autofree char *file = tw_recent_file ();
  json_t *root = json_load_file (file, 0, NULL);
  json_t *list = json_object_get (root, "recent");
  json_t *entries = json_is_array (list) ? json_incref (list) : json_array ();
  json_decref (root);
  return entries;
}

static void
recent_store (json_t *entries)
{
  g_autofree char *file = tw_recent_file ();
  g_autofree char *dir = g_path_get_dirname (file);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return;
  json_t *root = json_pack ("{sO}", "recent", entries);
  char *text = json_dumps (root, JSON_INDENT (2));
  /* A list that cannot be written only costs the designer the list. */
  if (text != NULL)
    tw_atomic_write_file (file, text, strlen (text), NULL);
  free (text);
  json_decref (root);
}

static void
recent_drop (json_t *entries, const char *path)
{
  for (size_t i = json_array_size (entries); i-- > 0;)
    if (g_strcmp0 (json_string_value (json_object_get (json_array_get (entries, i), "path")), path)
        == 0)
      json_array_remove (entries, i);
}

char **
tw_recent_list (void)
{
  json_t *entries = recent_load ();
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  size_t i;
  json_t *entry;
  json_array_foreach (entries, i, entry)
  {
    const char *path = json_string_value (json_object_get (entry, "path"));
    if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
      g_strv_builder_add (builder, path);
  }
  json_decref (entries);
  return g_strv_builder_end (builder);
}

void
tw_recent_add (const char *path)
{
  g_return_if_fail (path != NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *absolute = g_file_get_path (file);
  json_t *entries = recent_load ();
  recent_drop (entries, absolute);
  json_array_insert_new (entries, 0,
                         json_pack ("{sssI}", "path", absolute, "opened",
                                    (json_int_t)(g_get_real_time () / G_USEC_PER_SEC)));
  while (json_array_size (entries) > TW_RECENT_MAX)
    json_array_remove (entries, json_array_size (entries) - 1);
  recent_store (entries);
  json_decref (entries);
}

void
tw_recent_remove (const char *path)
{
  g_return_if_fail (path != NULL);
  json_t *entries = recent_load ();
  recent_drop (entries, path);
  recent_store (entries);
  json_decref (entries);
}
