/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota-export.c: a tower back to mota-js files, and the game bundle.
 *
 * A file is written in the official editor's layout, in the tower's 2.6 or
 * 2.7 shape as it was read; if the file was not in that layout to begin with
 * and its data did not change, its original text is written back instead.
 */
#include "editor/mota/tw-mota.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-disk-check.h"
#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-mota-file.h"
#include "editor/mota/tw-mota-common.h"
#include "editor/tw-i18n.h"

static const struct
{
  const char *name;
  const char *file;
  const char *prefix;
} part_files[] = {
  { "data", "data.js", "var data_a1e2fb4a_e986_4524_b0da_9b7ba7c0874d = \n" },
  { "enemys", "enemys.js", "var enemys_fcae963b_31c9_42b4_b48c_bb48d09f3f80 = \n" },
  { "items", "items.js", "var items_296f5d02_12fd_4166_a7c1_b5e830c9ee3a = \n" },
  { "maps", "maps.js", "var maps_90f36752_8815_4be8_b32b_d7fad1d0542e = \n" },
  { "icons", "icons.js", "var icons_4665ee12_3a1f_44a4_bea3_0fccba634dc1 = \n" },
  { "events", "events.js", "var events_c12a15a8_c380_4b28_8144_256cba95f760 = \n" },
};

/* The default prefixes of the editor's files (the variable names the engine
 * loads), for a tower that did not come from files. */
static const char *
tw_mota_default_prefix (const char *relative_path)
{
  for (gsize i = 0; i < G_N_ELEMENTS (part_files); i++)
    if (strcmp (part_files[i].file, relative_path) == 0)
      return part_files[i].prefix;
  return NULL;
}

/* jansson's json_equal ignores key order; a reordered file is a changed file. */
static gboolean
equal_in_order (const json_t *a, const json_t *b)
{
  if (json_typeof (a) != json_typeof (b))
    return FALSE;
  if (json_is_object (a))
    {
      if (json_object_size (a) != json_object_size (b))
        return FALSE;
      json_t *oa = (json_t *)a;
      json_t *ob = (json_t *)b;
      void *ia = json_object_iter (oa);
      void *ib = json_object_iter (ob);
      for (; ia != NULL && ib != NULL;
           ia = json_object_iter_next (oa, ia), ib = json_object_iter_next (ob, ib))
        if (strcmp (json_object_iter_key (ia), json_object_iter_key (ib)) != 0
            || !equal_in_order (json_object_iter_value (ia), json_object_iter_value (ib)))
          return FALSE;
      return TRUE;
    }
  if (json_is_array (a))
    {
      if (json_array_size (a) != json_array_size (b))
        return FALSE;
      for (gsize i = 0; i < json_array_size (a); i++)
        if (!equal_in_order (json_array_get (a, i), json_array_get (b, i)))
          return FALSE;
      return TRUE;
    }
  return json_equal ((json_t *)a, (json_t *)b);
}

/* A shallow copy of object with old_key spelled new_key (if new_key is free). */
static json_t *
renamed_copy (json_t *object, const char *new_key, const char *old_key)
{
  if (!json_is_object (object) || json_object_get (object, new_key) == NULL
      || json_object_get (object, old_key) != NULL)
    return json_incref (object);
  json_t *copy = json_copy (object);
  tw_mota_object_rename_key (copy, new_key, old_key);
  return copy;
}

/* Applies a file's recorded renames ({"exp": "experience"}) back. */
static json_t *
apply_renames (const char *relative, json_t *value, const json_t *renames)
{
  const char *new_key;
  json_t *old_key_value;
  json_t *result = json_incref (value);

  json_object_foreach ((json_t *)renames, new_key, old_key_value)
  {
    const char *old_key = json_string_value (old_key_value);
    if (old_key == NULL)
      continue;
    json_t *next;
    if (strcmp (relative, "enemys.js") == 0 && json_is_object (result))
      {
        next = json_object ();
        const char *id;
        json_t *enemy;
        json_object_foreach (result, id, enemy)
            json_object_set_new (next, id, renamed_copy (enemy, new_key, old_key));
      }
    else if (strcmp (relative, "data.js") == 0)
      {
        json_t *first = json_object_get (result, "firstData");
        json_t *hero = json_object_get (first, "hero");
        if (!json_is_object (hero))
          continue;
        next = json_copy (result);
        json_t *first_copy = json_copy (first);
        json_object_set_new (first_copy, "hero", renamed_copy (hero, new_key, old_key));
        json_object_set_new (next, "firstData", first_copy);
      }
    else
      next = renamed_copy (result, new_key, old_key);
    json_decref (result);
    result = next;
  }
  return result;
}

/* The engine 2.6 items.js object from 2.7-shaped items and the recorded
 * table order: {"items": {id: def minus table fields}, "itemEffect": {...}}. */
static gboolean
is_listed (const json_t *list, const char *id)
{
  for (gsize i = 0; i < json_array_size (list); i++)
    if (g_strcmp0 (json_string_value (json_array_get (list, i)), id) == 0)
      return TRUE;
  return FALSE;
}

static json_t *
split_items_26 (json_t *items, const json_t *tables, const json_t *orphans)
{
  json_t *out = json_object ();
  const char *table_name;
  json_t *order;

  json_object_foreach ((json_t *)tables, table_name, order)
  {
    json_t *table = json_object ();
    json_object_set_new (out, table_name, table);
    const char *id;
    json_t *item;
    if (strcmp (table_name, "items") == 0)
      {
        json_object_foreach (items, id, item)
        {
          json_t *base = json_object ();
          const char *field;
          json_t *value;
          json_object_foreach (item, field, value) if (strcmp (field, "items") == 0
                                                       || json_object_get (tables, field) == NULL)
              json_object_set (base, field, value);
          if (json_object_size (base) == 0 && is_listed (orphans, id))
            json_decref (base); /* it had no definition in the file */
          else
            json_object_set_new (table, id, base);
        }
        continue;
      }
    for (gsize i = 0; i < json_array_size (order); i++)
      {
        const char *listed = json_string_value (json_array_get (order, i));
        json_t *value
            = listed != NULL ? json_object_get (json_object_get (items, listed), table_name) : NULL;
        if (value != NULL)
          json_object_set (table, listed, value);
      }
    json_object_foreach (items, id, item)
    {
      json_t *value = json_object_get (item, table_name);
      if (value != NULL && json_object_get (table, id) == NULL)
        json_object_set (table, id, value);
    }
  }
  return out;
}

static char *
file_text (json_t *mota, const char *relative, json_t *value)
{
  json_t *entry = json_object_get (json_object_get (mota, "files"), relative);
  const char *prefix = json_string_value (json_object_get (entry, "prefix"));
  g_autofree char *default_prefix = NULL;
  /* A prefix holding '{' or '[' would be read as the data's start. */
  if (prefix == NULL || strpbrk (prefix, "{[") != NULL)
    {
      prefix = tw_mota_default_prefix (relative);
      if (prefix == NULL) /* floors/ID.js */
        {
          g_autofree char *id = g_strndup (relative + strlen ("floors/"),
                                           strlen (relative) - strlen ("floors/") - strlen (".js"));
          default_prefix = g_strdup_printf ("main.floors.%s=\n", id);
          prefix = default_prefix;
        }
    }

  json_t *in_file;
  json_t *tables = json_object_get (entry, "itemTables");
  if (strcmp (relative, "items.js") == 0 && json_is_object (tables) && json_is_object (value))
    in_file = split_items_26 (value, tables, json_object_get (entry, "itemOrphans"));
  else
    in_file = json_incref (value);
  json_t *renames = json_object_get (entry, "renames");
  if (json_is_object (renames))
    {
      json_t *renamed = apply_renames (relative, in_file, renames);
      json_decref (in_file);
      in_file = renamed;
    }

  char *text = NULL;
  const char *original = json_string_value (json_object_get (entry, "text"));
  if (original != NULL)
    {
      json_t *before
          = tw_mota_file_parse (relative, original, strlen (original), NULL, NULL, NULL, NULL);
      if (before != NULL && equal_in_order (before, in_file))
        text = g_strdup (original);
      else if (before != NULL) /* the file's own layout, so the diff is the edit */
        text = tw_mota_file_rewrite (tw_mota_file_style_for_path (relative), original, in_file);
      json_decref (before);
    }
  if (text == NULL)
    text = tw_mota_file_format (tw_mota_file_style_for_path (relative), prefix, in_file);
  json_decref (in_file);
  return text;
}

char *
tw_mota_export_file_text (TwProjectFile *project, const char *relative_path)
{
  g_return_val_if_fail (project != NULL && relative_path != NULL, NULL);

  json_t *tower = tw_project_file_get_tower (project);
  json_t *value = NULL;
  if (g_str_has_prefix (relative_path, "floors/") && g_str_has_suffix (relative_path, ".js"))
    {
      g_autofree char *id
          = g_strndup (relative_path + strlen ("floors/"),
                       strlen (relative_path) - strlen ("floors/") - strlen (".js"));
      value = json_object_get (json_object_get (tower, "floors"), id);
    }
  else
    for (gsize i = 0; i < G_N_ELEMENTS (part_files); i++)
      if (strcmp (part_files[i].file, relative_path) == 0)
        value = json_object_get (tower, part_files[i].name);
  if (value == NULL)
    return NULL;
  return file_text (tw_project_file_get_mota (project), relative_path, value);
}

json_t *
tw_mota_export_bundle (TwProjectFile *project)
{
  g_return_val_if_fail (project != NULL, NULL);

  json_t *tower = tw_project_file_get_tower (project);
  json_t *bundle = json_object ();
  const char *names[] = { "enemys", "items", "floors" };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      json_t *part = json_object_get (tower, names[i]);
      json_object_set_new (bundle, names[i], part != NULL ? json_incref (part) : json_object ());
    }
  return bundle;
}

/* The folder the files go to: DIR/project if it exists or DIR is new, DIR
 * itself if it holds data.js or is named project. */
char *
tw_mota_export_project_dir (const char *dir)
{
  g_autofree char *nested = g_build_filename (dir, "project", NULL);
  if (g_file_test (nested, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&nested);
  g_autofree char *data = g_build_filename (dir, "data.js", NULL);
  g_autofree char *base = g_path_get_basename (dir);
  if (g_file_test (data, G_FILE_TEST_EXISTS) || strcmp (base, "project") == 0)
    return g_strdup (dir);
  return g_steal_pointer (&nested);
}

static gboolean
stage_file (TwAtomicBatch *batch, TwDiskCheck *check, TwProjectFile *project,
            const char *project_dir, const char *relative, json_t *value, TwMotaExportStats *stats,
            GError **error)
{
  g_autofree char *text = file_text (tw_project_file_get_mota (project), relative, value);
  g_autofree char *path = g_build_filename (project_dir, relative, NULL);
  stats->n_files++;
  guint staged_before = tw_atomic_batch_get_n_files (batch);
  if (!tw_atomic_batch_add (batch, path, text, strlen (text), error))
    return FALSE;
  tw_disk_check_add (check, relative, text, tw_atomic_batch_get_n_files (batch) > staged_before);
  return TRUE;
}

gboolean
tw_mota_export_folder (TwProjectFile *project, const char *dir, TwMotaExportStats *stats,
                       GError **error)
{
  g_return_val_if_fail (project != NULL && dir != NULL, FALSE);

  TwMotaExportStats local_stats = { 0, 0 };
  if (stats == NULL)
    stats = &local_stats;
  *stats = (TwMotaExportStats){ 0, 0 };

  /* A tower edited in memory may have grown a floor id that is no file name. */
  json_t *tower = tw_project_file_get_tower (project);
  if (!tw_project_file_check_tower (tower, tw_project_file_get_positions (project), "tower", error))
    return FALSE;
  g_autofree char *project_dir = tw_mota_export_project_dir (dir);
  g_autofree char *floors_dir = g_build_filename (project_dir, "floors", NULL);
  if (g_mkdir_with_parents (floors_dir, 0755) != 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, floors_dir, 0, 0, _("cannot create the folder: %s"),
                         g_strerror (saved));
      return FALSE;
    }

  if (!tw_atomic_check_inside (dir, project_dir, error)
      || !tw_atomic_check_inside (dir, floors_dir, error))
    return FALSE;
  g_autoptr (TwAtomicBatch) batch = tw_atomic_batch_new_in (project_dir);
  g_autoptr (TwDiskCheck) check = tw_disk_check_begin (project, project_dir);
  for (gsize i = 0; i < G_N_ELEMENTS (part_files); i++)
    {
      json_t *value = json_object_get (tower, part_files[i].name);
      if (value != NULL
          && !stage_file (batch, check, project, project_dir, part_files[i].file, value, stats,
                          error))
        return FALSE;
    }

  const char *id;
  json_t *floor;
  json_object_foreach (json_object_get (tower, "floors"), id, floor)
  {
    g_autofree char *relative = g_strdup_printf ("floors/%s.js", id);
    if (!stage_file (batch, check, project, project_dir, relative, floor, stats, error))
      return FALSE;
  }

  /* Another tool's save since we read a file is never overwritten silently. */
  if (!tw_disk_check_verify (check, error))
    return FALSE;
  stats->n_written = tw_atomic_batch_get_n_files (batch);
  if (!tw_atomic_batch_commit (batch, error))
    return FALSE;
  tw_disk_check_commit (check);
  return TRUE;
}

gboolean
tw_mota_export_has_edits (TwProjectFile *project, const char *project_dir, const char *relative)
{
  g_autofree char *text = tw_mota_export_file_text (project, relative);
  return tw_disk_check_text_differs (project, project_dir, relative, text);
}
