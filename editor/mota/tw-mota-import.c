/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota-import.c: a mota-js game folder to a tower object.
 *
 * Every file is parsed once; its prefix, and its whole text when the official
 * editor's layout would not give it back byte for byte, go into the project's
 * `mota` member. Engine 2.6 names are renamed to the 2.7 ones in the tower and
 * recorded so the export can rename them back.
 */
#include "editor/mota/tw-mota.h"

#include <string.h>

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-disk-check.h"
#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-mota-file.h"
#include "editor/mota/tw-mota-common.h"
#include "editor/tw-i18n.h"

typedef struct
{
  const char *name; /* the tower member */
  const char *file; /* the file inside project/ */
  gboolean required;
} Part;

static const Part parts[] = {
  { "data", "data.js", TRUE },   { "enemys", "enemys.js", TRUE }, { "items", "items.js", TRUE },
  { "maps", "maps.js", TRUE },   { "icons", "icons.js", FALSE },  { "events", "events.js", FALSE },
};

typedef struct
{
  char *project_dir;       /* where the files are */
  char *display_dir;       /* how messages name that folder */
  json_t *tower;
  json_t *mota;
  json_t *files;           /* mota.files */
  TwJsonPositions *positions;
} Import;

static char *
find_project_dir (const char *dir, gboolean *nested)
{
  g_autofree char *inner = g_build_filename (dir, "project", "data.js", NULL);
  if (g_file_test (inner, G_FILE_TEST_IS_REGULAR))
    {
      *nested = TRUE;
      return g_build_filename (dir, "project", NULL);
    }
  g_autofree char *direct = g_build_filename (dir, "data.js", NULL);
  if (g_file_test (direct, G_FILE_TEST_IS_REGULAR))
    {
      *nested = FALSE;
      return g_strdup (dir);
    }
  return NULL;
}

/* project/functions.js and plugins.js are JavaScript, not data: their texts
 * go into the tower as `functions` and `plugins` ({"file", "text"}) for the
 * engine's interpreter (docs/rules.md §12.1, §12.8). The files stay the
 * game's: the export never writes them. */
#define FUNCTIONS_MAX_BYTES (16 * 1024 * 1024)

static void
import_script (Import *im, const char *name, const char *key)
{
  g_autofree char *path = g_build_filename (im->project_dir, name, NULL);
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_get_contents (path, &text, &length, NULL))
    return;
  if (length > FUNCTIONS_MAX_BYTES || !g_utf8_validate (text, (gssize)length, NULL))
    return;
  g_autofree char *file = g_strconcat ("project/", name, NULL);
  json_object_set_new (im->tower, key,
                       json_pack ("{s:s, s:s%}", "file", file, "text", text, length));
}

gboolean
tw_mota_is_game_folder (const char *dir)
{
  gboolean nested;
  g_autofree char *found = find_project_dir (dir, &nested);
  return found != NULL;
}

/* Records the file's prefix and, if the editor's layout does not reproduce it,
 * its text. Called on the value as read, before any renaming. */
static json_t *
record_file (Import *im, const char *relative, const char *prefix, const char *text,
             const json_t *value)
{
  json_t *entry = json_object ();
  json_object_set_new (entry, "prefix", json_string (prefix));
  g_autofree char *canonical
      = tw_mota_file_format (tw_mota_file_style_for_path (relative), prefix, value);
  if (strcmp (canonical, text) != 0)
    json_object_set_new (entry, "text", json_string (text));
  json_object_set_new (im->files, relative, entry);
  /* What was read, so that a later save notices another tool's change. */
  tw_disk_check_record_text (im->mota, im->project_dir, relative, text, strlen (text));
  return entry;
}

static json_t *
load_part (Import *im, const char *relative, const char *root, TwJsonPositions *positions,
           json_t **file_entry, GError **error)
{
  g_autofree char *path = g_build_filename (im->project_dir, relative, NULL);
  g_autofree char *display = g_build_filename (im->display_dir, relative, NULL);
  g_autofree char *prefix = NULL;
  g_autofree char *text = NULL;

  json_t *value = tw_mota_file_load (path, display, &prefix, &text, positions, root, error);
  if (value == NULL)
    return NULL;
  if (!json_is_object (value))
    {
      tw_json_error_set (error, TW_JSON_ERROR_SHAPE, display, 0, 0, _("expected a JSON object"));
      json_decref (value);
      return NULL;
    }
  *file_entry = record_file (im, relative, prefix, text, value);
  return value;
}

/* Copies the position of old_path to new_path (after a rename). */
static void
move_position (TwJsonPositions *positions, const char *old_path, const char *new_path)
{
  TwJsonPosition where;
  if (tw_json_positions_lookup (positions, old_path, &where))
    tw_json_positions_add (positions, new_path, where.file, where.line, where.column);
}

/* Renames old_key to new_key in object (at `path`), keeping the key order,
 * unless new_key is already there. */
static gboolean
rename_in (json_t *object, const char *old_key, const char *new_key, TwJsonPositions *positions,
           const char *path)
{
  if (!json_is_object (object) || json_object_get (object, old_key) == NULL
      || json_object_get (object, new_key) != NULL)
    return FALSE;
  tw_mota_object_rename_key (object, old_key, new_key);
  g_autoptr (GString) old_path = g_string_new (path);
  g_autoptr (GString) new_path = g_string_new (path);
  tw_json_path_append_key (old_path, old_key);
  tw_json_path_append_key (new_path, new_key);
  move_position (positions, old_path->str, new_path->str);
  return TRUE;
}

static void
normalise_enemys (Import *im, json_t *enemys, json_t *file_entry)
{
  gboolean renamed = FALSE;
  const char *id;
  json_t *enemy;
  json_object_foreach (enemys, id, enemy)
    {
      g_autoptr (GString) path = g_string_new ("enemys");
      tw_json_path_append_key (path, id);
      renamed |= rename_in (enemy, "experience", "exp", im->positions, path->str);
    }
  if (renamed)
    json_object_set_new (file_entry, "renames", json_pack ("{ss}", "exp", "experience"));
}

static void
normalise_data (Import *im, json_t *data, json_t *file_entry)
{
  json_t *hero = json_object_get (json_object_get (data, "firstData"), "hero");
  if (rename_in (hero, "experience", "exp", im->positions, "data/firstData/hero"))
    json_object_set_new (file_entry, "renames", json_pack ("{ss}", "exp", "experience"));
}

static void
normalise_floor (Import *im, json_t *floor, const char *root, json_t *file_entry)
{
  if (rename_in (floor, "item_ratio", "ratio", im->positions, root))
    json_object_set_new (file_entry, "renames", json_pack ("{ss}", "ratio", "item_ratio"));
}

/* Engine 2.6 items.js: {"items": {id: def}, "itemEffect": {id: js}, ...}. */
static gboolean
is_items_26 (const json_t *items)
{
  const json_t *base = json_object_get (items, "items");
  return json_is_object (base) && !json_is_string (json_object_get (base, "cls"));
}

typedef struct
{
  TwJsonPositions *positions;
} RemapItems;

/* items/items/ID/... -> items/ID/...; items/TABLE/ID/... -> items/ID/TABLE/... */
static void
remap_item_position (const char *path, const TwJsonPosition *where, gpointer user_data)
{
  RemapItems *remap = user_data;
  g_auto (GStrv) tokens = g_strsplit (path, "/", 4);
  guint n = g_strv_length (tokens);
  g_autoptr (GString) out = g_string_new ("items");

  if (n < 3)
    {
      if (n == 1)
        tw_json_positions_add (remap->positions, path, where->file, where->line, where->column);
      return;
    }
  g_string_append_printf (out, "/%s", tokens[2]);
  if (strcmp (tokens[1], "items") != 0)
    g_string_append_printf (out, "/%s", tokens[1]);
  if (n == 4)
    g_string_append_printf (out, "/%s", tokens[3]);
  tw_json_positions_add (remap->positions, out->str, where->file, where->line, where->column);
}

static json_t *
normalise_items_26 (Import *im, json_t *items26, json_t *file_entry, const char *display,
                    const TwJsonPositions *file_positions, GError **error)
{
  json_t *items = json_object ();
  json_t *tables = json_object ();
  const char *item_id;
  json_t *definition;

  json_object_foreach (json_object_get (items26, "items"), item_id, definition)
    {
      if (!json_is_object (definition))
        {
          g_autoptr (GString) path = g_string_new ("items/items");
          tw_json_path_append_key (path, item_id);
          TwJsonPosition where = { display, 0, 0 };
          tw_json_positions_lookup (file_positions, path->str, &where);
          tw_json_error_set (error, TW_JSON_ERROR_SHAPE, display, where.line, where.column,
                             _("the item \"%s\" should be an object ({\"cls\": ..., ...})"),
                             item_id);
          json_decref (items);
          json_decref (tables);
          return NULL;
        }
      json_object_set_new (items, item_id, json_copy (definition));
    }

  const char *table_name;
  json_t *table;
  json_t *orphans = json_array ();
  json_object_foreach (items26, table_name, table)
    {
      json_t *ids = json_array ();
      json_object_set_new (tables, table_name, ids);
      if (strcmp (table_name, "items") == 0)
        continue;
      if (!json_is_object (table))
        {
          TwJsonPosition where = { display, 0, 0 };
          g_autoptr (GString) path = g_string_new ("items");
          tw_json_path_append_key (path, table_name);
          tw_json_positions_lookup (file_positions, path->str, &where);
          tw_json_error_set (error, TW_JSON_ERROR_SHAPE, display, where.line, where.column,
                             _("\"%s\" should be an object keyed by item id"), table_name);
          json_decref (items);
          json_decref (tables);
          json_decref (orphans);
          return NULL;
        }
      const char *id;
      json_t *value;
      json_object_foreach (table, id, value)
        {
          json_array_append_new (ids, json_string (id));
          json_t *item = json_object_get (items, id);
          if (item == NULL)
            {
              /* Listed in a table but not among the definitions: remembered,
               * so the export does not invent an empty definition. */
              item = json_object ();
              json_object_set_new (items, id, item);
              json_array_append_new (orphans, json_string (id));
            }
          json_object_set (item, table_name, value);
        }
    }

  json_object_set_new (file_entry, "itemTables", tables);
  if (json_array_size (orphans) > 0)
    json_object_set_new (file_entry, "itemOrphans", orphans);
  else
    json_decref (orphans);
  json_object_set_new (im->mota, "layout", json_string ("2.6"));

  RemapItems remap = { im->positions };
  tw_json_positions_foreach (file_positions, remap_item_position, &remap);
  return items;
}

static gboolean
is_safe_floor_id (const char *id)
{
  return id[0] != '\0' && id[0] != '.' && strlen (id) <= 128 && strchr (id, '/') == NULL
         && strchr (id, '\\') == NULL;
}

static gboolean
import_floors (Import *im, GError **error)
{
  json_t *data = json_object_get (im->tower, "data");
  json_t *floor_ids = json_object_get (json_object_get (data, "main"), "floorIds");
  g_autofree char *data_display = g_build_filename (im->display_dir, "data.js", NULL);
  TwJsonPosition where = { data_display, 0, 0 };

  if (!json_is_array (floor_ids))
    {
      tw_json_positions_lookup_nearest (im->positions, "data/main/floorIds", &where);
      tw_json_error_set (error, TW_JSON_ERROR_SHAPE, data_display, where.line, where.column,
                         _("main.floorIds should be the list of floor ids, like [\"MT0\", \"MT1\"]"));
      return FALSE;
    }

  json_t *floors = json_object ();
  json_object_set_new (im->tower, "floors", floors);
  for (gsize i = 0; i < json_array_size (floor_ids); i++)
    {
      json_t *id_value = json_array_get (floor_ids, i);
      g_autofree char *id_path = g_strdup_printf ("data/main/floorIds/%" G_GSIZE_FORMAT, i);
      tw_json_positions_lookup_nearest (im->positions, id_path, &where);
      const char *id = json_string_value (id_value);
      if (id == NULL)
        {
          tw_json_error_set (error, TW_JSON_ERROR_SHAPE, data_display, where.line, where.column,
                             _("entry %lu of main.floorIds should be a floor id "
                               "in quotes, like \"MT0\""),
                             (unsigned long)i);
          return FALSE;
        }
      if (!is_safe_floor_id (id))
        {
          tw_json_error_set (error, TW_JSON_ERROR_SHAPE, data_display, where.line, where.column,
                             _("floor ids must be non-empty names without '/', '\\' or a leading "
                               "'.'; entry %lu of main.floorIds is not"),
                             (unsigned long)i);
          return FALSE;
        }
      if (json_object_get (floors, id) != NULL)
        {
          tw_json_error_set (error, TW_JSON_ERROR_SHAPE, data_display, where.line, where.column,
                             _("the floor \"%s\" is listed twice in main.floorIds"), id);
          return FALSE;
        }

      g_autofree char *relative = g_strdup_printf ("floors/%s.js", id);
      g_autoptr (GString) root = g_string_new ("floors");
      tw_json_path_append_key (root, id);
      json_t *file_entry = NULL;
      json_t *floor = load_part (im, relative, root->str, im->positions, &file_entry, error);
      if (floor == NULL)
        {
          if (error != NULL && *error != NULL
              && g_error_matches (*error, TW_JSON_ERROR, TW_JSON_ERROR_MISSING))
            {
              g_autofree char *display = g_build_filename (im->display_dir, relative, NULL);
              g_clear_error (error);
              tw_json_error_set (error, TW_JSON_ERROR_MISSING, display, 0, 0,
                                 _("the floor \"%s\" is listed in main.floorIds (%s:%d:%d) but "
                                 "its file is missing"),
                                 id, data_display, where.line, where.column);
            }
          return FALSE;
        }
      normalise_floor (im, floor, root->str, file_entry);
      json_object_set_new (floors, id, floor);
    }
  return TRUE;
}

static gboolean
import_parts (Import *im, GError **error)
{
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      const Part *part = &parts[i];
      g_autofree char *path = g_build_filename (im->project_dir, part->file, NULL);
      if (!part->required && !g_file_test (path, G_FILE_TEST_EXISTS))
        continue;

      gboolean items = strcmp (part->name, "items") == 0;
      g_autoptr (TwJsonPositions) item_positions = items ? tw_json_positions_new () : NULL;
      json_t *file_entry = NULL;
      json_t *value = load_part (im, part->file, part->name,
                                 items ? item_positions : im->positions, &file_entry, error);
      if (value == NULL)
        return FALSE;

      if (items && is_items_26 (value))
        {
          g_autofree char *display = g_build_filename (im->display_dir, part->file, NULL);
          json_t *normalised
              = normalise_items_26 (im, value, file_entry, display, item_positions, error);
          json_decref (value);
          if (normalised == NULL)
            return FALSE;
          value = normalised;
        }
      else if (items)
        {
          tw_mota_positions_merge (im->positions, item_positions);
        }
      else if (strcmp (part->name, "enemys") == 0)
        normalise_enemys (im, value, file_entry);
      else if (strcmp (part->name, "data") == 0)
        normalise_data (im, value, file_entry);

      json_object_set_new (im->tower, part->name, value);
    }
  return TRUE;
}

TwProjectFile *
tw_mota_import (const char *dir, GError **error)
{
  g_return_val_if_fail (dir != NULL, NULL);

  /* A save killed half-way is finished or undone before anything is read
   * (docs/saving.md): until then even data.js may be missing. */
  g_autofree char *nested_dir = g_build_filename (dir, "project", NULL);
  if (!tw_atomic_recover_folder (nested_dir, error) || !tw_atomic_recover_folder (dir, error))
    return NULL;

  gboolean nested = FALSE;
  g_autofree char *project_dir = find_project_dir (dir, &nested);
  if (project_dir == NULL)
    {
      gboolean exists = g_file_test (dir, G_FILE_TEST_IS_DIR);
      tw_json_error_set (error, TW_JSON_ERROR_MISSING, dir, 0, 0,
                         exists ? "no mota-js game here: neither project/data.js nor data.js "
                                  "was found"
                                : "no such folder");
      return NULL;
    }

  Import im = { g_steal_pointer (&project_dir), NULL, json_object (), json_object (),
                json_object (), tw_json_positions_new () };
  im.display_dir = nested ? g_build_filename (dir, "project", NULL) : g_strdup (dir);
  json_object_set_new (im.mota, "layout", json_string ("2.7"));
  json_object_set (im.mota, "files", im.files);

  TwProjectFile *project = NULL;
  g_autofree char *data_display = g_build_filename (im.display_dir, "data.js", NULL);
  if (import_parts (&im, error) && import_floors (&im, error)
      && (import_script (&im, "functions.js", "functions"),
          import_script (&im, "plugins.js", "plugins"), TRUE)
      && tw_project_file_check_tower (im.tower, im.positions, data_display, error))
    {
      project = tw_project_file_new (im.tower, im.mota);
      tw_project_file_take_positions (project, g_steal_pointer (&im.positions));
    }

  tw_json_positions_free (im.positions);
  json_decref (im.tower);
  json_decref (im.mota);
  json_decref (im.files);
  g_free (im.project_dir);
  g_free (im.display_dir);
  return project;
}
