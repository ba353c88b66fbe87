/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-project-file.c: loading, checking and saving Turnwright project files. */
#include "editor/mota/tw-project-file.h"

#include <gio/gio.h>
#include <string.h>

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-json-format.h"
#include "editor/mota/tw-json-read.h"

struct _TwProjectFile
{
  json_t *root;
  TwJsonPositions *positions;
};

TwProjectFile *
tw_project_file_new (json_t *tower, json_t *mota)
{
  g_return_val_if_fail (json_is_object (tower), NULL);

  TwProjectFile *self = g_new0 (TwProjectFile, 1);
  self->root = json_object ();
  json_object_set_new (self->root, "format", json_string (TW_PROJECT_FILE_FORMAT));
  json_object_set_new (self->root, "version", json_integer (TW_PROJECT_FILE_VERSION));
  json_object_set (self->root, "tower", tower);
  if (mota != NULL)
    json_object_set (self->root, "mota", mota);
  self->positions = tw_json_positions_new ();
  return self;
}

void
tw_project_file_free (TwProjectFile *self)
{
  if (self == NULL)
    return;
  json_decref (self->root);
  tw_json_positions_free (self->positions);
  g_free (self);
}

json_t *
tw_project_file_get_root (TwProjectFile *self)
{
  return self->root;
}

json_t *
tw_project_file_get_tower (TwProjectFile *self)
{
  return json_object_get (self->root, "tower");
}

json_t *
tw_project_file_get_mota (TwProjectFile *self)
{
  json_t *mota = json_object_get (self->root, "mota");
  return json_is_object (mota) ? mota : NULL;
}

TwJsonPositions *
tw_project_file_get_positions (TwProjectFile *self)
{
  return self->positions;
}

void
tw_project_file_take_positions (TwProjectFile *self, TwJsonPositions *positions)
{
  tw_json_positions_free (self->positions);
  self->positions = positions;
}

/* The tower path of a mota-js file's data: "project/floors/MT1.js" -> "floors/MT1". */
static char *
tower_root_of_file (const char *file)
{
  static const char *parts[] = { "data", "enemys", "items", "maps", "icons", "events" };
  const char *relative = g_str_has_prefix (file, "project/") ? file + strlen ("project/") : file;
  if (!g_str_has_suffix (relative, ".js"))
    return NULL;
  g_autofree char *stem = g_strndup (relative, strlen (relative) - strlen (".js"));
  if (g_str_has_prefix (stem, "floors/"))
    {
      GString *root = g_string_new ("floors");
      tw_json_path_append_key (root, stem + strlen ("floors/"));
      return g_string_free (root, FALSE);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    if (strcmp (stem, parts[i]) == 0)
      return g_strdup (stem);
  return NULL;
}

gboolean
tw_project_file_locate (TwProjectFile *self, const char *file, const char *pointer,
                        const char **where_file, int *line, int *column)
{
  g_return_val_if_fail (self != NULL && file != NULL && pointer != NULL, FALSE);

  g_autofree char *root = tower_root_of_file (file);
  if (root == NULL)
    return FALSE;
  g_autofree char *path = g_strconcat (root, pointer, NULL);
  gsize root_length = strlen (root);
  for (;;)
    {
      TwJsonPosition where;
      if (tw_json_positions_lookup (self->positions, path, &where))
        {
          *where_file = where.file;
          *line = where.line;
          *column = where.column;
          return TRUE;
        }
      char *slash = strrchr (path, '/');
      if (slash == NULL || (gsize) (slash - path) < root_length)
        return FALSE;
      *slash = '\0';
    }
}

gboolean
tw_project_file_lookup_position (const char *file, const char *pointer, int *line, int *column,
                                 gpointer user_data)
{
  const char *where_file = NULL;
  int where_line, where_column;

  if (!tw_project_file_locate (user_data, file, pointer, &where_file, &where_line, &where_column)
      || !g_str_has_suffix (where_file, file))
    return FALSE;
  *line = where_line;
  *column = where_column;
  return TRUE;
}

/* ---- the tower's shape ---- */

typedef struct
{
  const TwJsonPositions *positions;
  const char *display;
  GError **error;
} Checker;

static gboolean
fail_at (Checker *ck, TwJsonErrorCode code, const char *path, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static gboolean
fail_at (Checker *ck, TwJsonErrorCode code, const char *path, const char *format, ...)
{
  TwJsonPosition where = { ck->display, 0, 0 };
  if (ck->positions != NULL)
    tw_json_positions_lookup_nearest (ck->positions, path, &where);
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  tw_json_error_set (ck->error, code, where.file, where.line, where.column, "%s", text);
  return FALSE;
}

static const char *
type_name (const json_t *value)
{
  switch (json_typeof (value))
    {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "a list";
    case JSON_STRING: return "a string";
    case JSON_INTEGER:
    case JSON_REAL: return "a number";
    case JSON_TRUE:
    case JSON_FALSE: return "true or false";
    case JSON_NULL:
    default: return "null";
    }
}

/* part must be an object of objects ({"greenSlime": {...}}). */
static gboolean
check_table (Checker *ck, json_t *tower, const char *part, const char *what, gboolean required)
{
  json_t *table = json_object_get (tower, part);
  if (table == NULL)
    return !required
           || fail_at (ck, TW_JSON_ERROR_SHAPE, "", "the tower has no \"%s\" (%s)", part, what);
  if (!json_is_object (table))
    return fail_at (ck, TW_JSON_ERROR_SHAPE, part, "the %s should be an object keyed by id, not %s",
                    what, type_name (table));
  if (strcmp (part, "icons") == 0 || strcmp (part, "events") == 0)
    return TRUE;

  const char *id;
  json_t *entry;
  json_object_foreach (table, id, entry)
    if (!json_is_object (entry))
      {
        g_autoptr (GString) path = g_string_new (part);
        tw_json_path_append_key (path, id);
        return fail_at (ck, TW_JSON_ERROR_SHAPE, path->str,
                        "\"%s\" in the %s should be an object ({...}), not %s", id, what,
                        type_name (entry));
      }
  return TRUE;
}

static gboolean
is_safe_id (const char *id)
{
  return id[0] != '\0' && id[0] != '.' && strlen (id) <= 128 && strchr (id, '/') == NULL
         && strchr (id, '\\') == NULL;
}

static gboolean
check_side (Checker *ck, const json_t *floor, const char *key, const char *path, const char *id)
{
  json_t *side = json_object_get (floor, key);
  if (side == NULL)
    return TRUE;
  g_autofree char *side_path = g_strdup_printf ("%s/%s", path, key);
  if (!json_is_integer (side))
    return fail_at (ck, TW_JSON_ERROR_SHAPE, side_path,
                    "the %s of floor \"%s\" should be a whole number, not %s", key, id,
                    type_name (side));
  json_int_t v = json_integer_value (side);
  if (v < 1)
    return fail_at (ck, TW_JSON_ERROR_SHAPE, side_path,
                    "floor \"%s\" has %s %" JSON_INTEGER_FORMAT ": a floor needs at least one "
                    "row and one column", id, key, v);
  if (v > TW_PROJECT_FILE_MAX_FLOOR_SIDE)
    return fail_at (ck, TW_JSON_ERROR_TOO_BIG, side_path,
                    "floor \"%s\" has %s %" JSON_INTEGER_FORMAT ": Turnwright handles floors of "
                    "at most %dx%d", id, key, v, TW_PROJECT_FILE_MAX_FLOOR_SIDE, TW_PROJECT_FILE_MAX_FLOOR_SIDE);
  return TRUE;
}

static gboolean
check_floor (Checker *ck, const char *id, const json_t *floor)
{
  g_autoptr (GString) path = g_string_new ("floors");
  tw_json_path_append_key (path, id);

  if (!is_safe_id (id))
    return fail_at (ck, TW_JSON_ERROR_SHAPE, path->str,
                    "the floor id \"%s\" cannot be a file name (no '/', '\\' or leading '.')", id);
  if (!json_is_object (floor))
    return fail_at (ck, TW_JSON_ERROR_SHAPE, path->str,
                    "floor \"%s\" should be an object, not %s", id, type_name (floor));
  if (!check_side (ck, floor, "width", path->str, id)
      || !check_side (ck, floor, "height", path->str, id))
    return FALSE;

  g_autofree char *map_path = g_strdup_printf ("%s/map", path->str);
  json_t *map = json_object_get (floor, "map");
  if (map == NULL)
    return fail_at (ck, TW_JSON_ERROR_SHAPE, path->str, "floor \"%s\" has no \"map\"", id);
  if (!json_is_array (map))
    return fail_at (ck, TW_JSON_ERROR_SHAPE, map_path,
                    "the map of floor \"%s\" should be a list of rows, not %s", id,
                    type_name (map));
  gsize height = json_array_size (map);
  if (height == 0)
    return fail_at (ck, TW_JSON_ERROR_SHAPE, map_path,
                    "the map of floor \"%s\" is empty (0x0): a floor needs at least one cell", id);
  if (height > TW_PROJECT_FILE_MAX_FLOOR_SIDE)
    return fail_at (ck, TW_JSON_ERROR_TOO_BIG, map_path,
                    "the map of floor \"%s\" has %" G_GSIZE_FORMAT " rows: Turnwright handles "
                    "floors of at most %dx%d", id, height, TW_PROJECT_FILE_MAX_FLOOR_SIDE,
                    TW_PROJECT_FILE_MAX_FLOOR_SIDE);

  json_t *declared_width = json_object_get (floor, "width");
  json_t *declared_height = json_object_get (floor, "height");
  gsize width = declared_width != NULL ? (gsize) json_integer_value (declared_width)
                                       : json_array_size (json_array_get (map, 0));
  if (declared_height != NULL && (gsize) json_integer_value (declared_height) != height)
    return fail_at (ck, TW_JSON_ERROR_SHAPE, map_path,
                    "the map of floor \"%s\" has %" G_GSIZE_FORMAT " rows but its height is %"
                    JSON_INTEGER_FORMAT, id, height, json_integer_value (declared_height));

  for (gsize y = 0; y < height; y++)
    {
      json_t *row = json_array_get (map, y);
      g_autofree char *row_path = g_strdup_printf ("%s/%" G_GSIZE_FORMAT, map_path, y);
      if (!json_is_array (row))
        return fail_at (ck, TW_JSON_ERROR_SHAPE, row_path,
                        "row %" G_GSIZE_FORMAT " of the map of floor \"%s\" should be a list of "
                        "tile numbers, not %s", y, id, type_name (row));
      if (json_array_size (row) != width || width == 0 || width > TW_PROJECT_FILE_MAX_FLOOR_SIDE)
        return fail_at (ck, width > TW_PROJECT_FILE_MAX_FLOOR_SIDE ? TW_JSON_ERROR_TOO_BIG
                                                           : TW_JSON_ERROR_SHAPE,
                        row_path,
                        "row %" G_GSIZE_FORMAT " of the map of floor \"%s\" has %" G_GSIZE_FORMAT
                        " cells where %" G_GSIZE_FORMAT " are expected (1 to %d)", y, id,
                        json_array_size (row), width, TW_PROJECT_FILE_MAX_FLOOR_SIDE);
      for (gsize x = 0; x < width; x++)
        {
          json_t *cell = json_array_get (row, x);
          if (!json_is_integer (cell) || json_integer_value (cell) < 0)
            {
              g_autofree char *cell_path = g_strdup_printf ("%s/%" G_GSIZE_FORMAT, row_path, x);
              return fail_at (ck, TW_JSON_ERROR_SHAPE, cell_path,
                              "the cell at x=%" G_GSIZE_FORMAT ", y=%" G_GSIZE_FORMAT " of floor "
                              "\"%s\" should be a tile number (0 or more), not %s", x, y, id,
                              json_is_integer (cell) ? "a negative number" : type_name (cell));
            }
        }
    }
  return TRUE;
}

gboolean
tw_project_file_check_tower (json_t *tower, const TwJsonPositions *positions, const char *display,
                             GError **error)
{
  Checker ck = { positions, display, error };

  if (!json_is_object (tower))
    return fail_at (&ck, TW_JSON_ERROR_SHAPE, "", "the tower should be an object, not %s",
                    tower != NULL ? type_name (tower) : "missing");

  json_t *data = json_object_get (tower, "data");
  if (!json_is_object (data))
    return fail_at (&ck, TW_JSON_ERROR_SHAPE, "data",
                    "the tower's data (data.js) should be an object");
  json_t *main = json_object_get (data, "main");
  json_t *floor_ids = json_object_get (main, "floorIds");
  if (!json_is_array (floor_ids))
    return fail_at (&ck, TW_JSON_ERROR_SHAPE, "data/main/floorIds",
                    "main.floorIds should be the list of floor ids, like [\"MT0\", \"MT1\"]");

  if (!check_table (&ck, tower, "enemys", "enemies (enemys.js)", TRUE)
      || !check_table (&ck, tower, "items", "items (items.js)", TRUE)
      || !check_table (&ck, tower, "maps", "tile table (maps.js)", TRUE)
      || !check_table (&ck, tower, "icons", "icons (icons.js)", FALSE)
      || !check_table (&ck, tower, "events", "events (events.js)", FALSE))
    return FALSE;

  json_t *floors = json_object_get (tower, "floors");
  if (!json_is_object (floors))
    return fail_at (&ck, TW_JSON_ERROR_SHAPE, "floors",
                    "the tower's floors should be an object keyed by floor id");
  for (gsize i = 0; i < json_array_size (floor_ids); i++)
    {
      const char *id = json_string_value (json_array_get (floor_ids, i));
      g_autofree char *path = g_strdup_printf ("data/main/floorIds/%" G_GSIZE_FORMAT, i);
      if (id == NULL)
        return fail_at (&ck, TW_JSON_ERROR_SHAPE, path, "floor ids should be strings");
      if (json_object_get (floors, id) == NULL)
        return fail_at (&ck, TW_JSON_ERROR_MISSING, path,
                        "the floor \"%s\" is listed in main.floorIds but missing", id);
    }

  const char *id;
  json_t *floor;
  json_object_foreach (floors, id, floor)
    if (!check_floor (&ck, id, floor))
      return FALSE;
  return TRUE;
}

/* ---- reading ---- */

/* Version 2 added `mota.disk`, what was read from each game folder
 * (tw-disk-check.h). A version 1 file has no such record: its files are
 * simply not checked before writing, so the step only renumbers it. */
static void
migrate_1_to_2 (json_t *root)
{
  json_object_set_new (root, "version", json_integer (2));
}

/* Brings a file of an older version up to this build's, step by step. */
static void
migrate (json_t *root)
{
  if (json_integer_value (json_object_get (root, "version")) == 1)
    migrate_1_to_2 (root);
}

TwProjectFile *
tw_project_file_load_from_text (const char *display, const char *text, gsize length,
                                GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);

  if (!tw_json_read_check_text (display, text, length, error))
    return NULL;
  json_t *root = tw_json_read_parse (display, text, length, 1, 1, error);
  if (root == NULL)
    return NULL;

  g_autoptr (TwJsonPositions) positions = tw_json_positions_new ();
  tw_json_positions_scan (positions, display, text, length, 1, 1, "", NULL);
  Checker ck = { positions, display, error };
  TwProjectFile *self = NULL;

  json_t *format = json_object_get (root, "format");
  json_t *version = json_object_get (root, "version");
  if (!json_is_object (root))
    fail_at (&ck, TW_JSON_ERROR_FORMAT, "",
             "this is not a Turnwright project file (it is not a JSON object)");
  else if (g_strcmp0 (json_string_value (format), TW_PROJECT_FILE_FORMAT) != 0)
    fail_at (&ck, TW_JSON_ERROR_FORMAT, format != NULL ? "format" : "",
             "this is not a Turnwright project file: \"format\" should be \"%s\"",
             TW_PROJECT_FILE_FORMAT);
  else if (!json_is_integer (version) || json_integer_value (version) < 1)
    fail_at (&ck, TW_JSON_ERROR_FORMAT, version != NULL ? "version" : "",
             "the project file has no valid \"version\" (a whole number, 1 or more)");
  else if (json_integer_value (version) > TW_PROJECT_FILE_VERSION)
    fail_at (&ck, TW_JSON_ERROR_VERSION, "version",
             "this project was saved by a newer Turnwright (project format version %"
             JSON_INTEGER_FORMAT "); this build reads version %d: update Turnwright to open it",
             json_integer_value (version), TW_PROJECT_FILE_VERSION);
  else if (json_object_get (root, "mota") != NULL
           && !json_is_object (json_object_get (root, "mota")))
    fail_at (&ck, TW_JSON_ERROR_SHAPE, "mota", "\"mota\" should be an object");
  else
    {
      g_autoptr (TwJsonPositions) tower_positions = tw_json_positions_new ();
      tw_json_positions_scan (tower_positions, display, text, length, 1, 1, "", "tower");
      if (tw_project_file_check_tower (json_object_get (root, "tower"), tower_positions, display,
                                       error))
        {
          self = g_new0 (TwProjectFile, 1);
          migrate (root);
          self->root = json_incref (root);
          self->positions = g_steal_pointer (&tower_positions);
        }
    }
  json_decref (root);
  return self;
}

TwProjectFile *
tw_project_file_load (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  /* A save killed half-way is finished or undone before anything is read (docs/saving.md). */
  g_autofree char *folder = g_path_get_dirname (path);
  if (!tw_atomic_recover_folder (folder, error))
    return NULL;
  gsize length = 0;
  g_autofree char *text = tw_json_read_file (path, path, TW_PROJECT_FILE_MAX_SIZE, &length, error);
  if (text == NULL)
    return NULL;
  return tw_project_file_load_from_text (path, text, length, error);
}

/* ---- writing ---- */

char *
tw_project_file_to_text (TwProjectFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  char *text = tw_json_format_to_readable (self->root);
  char *with_newline = g_strconcat (text, "\n", NULL);
  g_free (text);
  return with_newline;
}

gboolean
tw_project_file_save (TwProjectFile *self, const char *path, GError **error)
{
  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  g_autofree char *text = tw_project_file_to_text (self);
  return tw_atomic_write_file (path, text, strlen (text), error);
}

/* The game folder */

#define GAME_FOLDER_MEMBER "gameFolder"

/* path below base ("a/b") as a relative path from base, climbing with ".."
 * while the two share a root; NULL when they share nothing (another
 * drive, or a root that is all they share). */
static char *
relative_path (const char *base, const char *path)
{
  g_auto (GStrv) from = g_strsplit (base, G_DIR_SEPARATOR_S, -1);
  g_auto (GStrv) to = g_strsplit (path, G_DIR_SEPARATOR_S, -1);
  guint common = 0;
  while (from[common] && to[common] && strcmp (from[common], to[common]) == 0)
    common++;
  /* Only the root in common: an absolute path says more. */
  if (common <= 1)
    return NULL;
  GString *out = g_string_new (NULL);
  for (guint i = common; from[i]; i++)
    if (*from[i] != '\0')
      g_string_append (out, ".." G_DIR_SEPARATOR_S);
  for (guint i = common; to[i]; i++)
    if (*to[i] != '\0')
      g_string_append_printf (out, "%s" G_DIR_SEPARATOR_S, to[i]);
  if (out->len == 0)
    g_string_append (out, ".");
  else
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

static char *
absolute_folder_of (const char *project_path)
{
  g_autofree char *dir = g_path_get_dirname (project_path);
  g_autoptr (GFile) file = g_file_new_for_path (dir);
  return g_file_get_path (file); /* canonical: no "." or ".." */
}

void
tw_project_file_set_game_folder (TwProjectFile *self, const char *game_folder,
                                 const char *project_path)
{
  g_return_if_fail (self != NULL);
  json_t *root = tw_project_file_get_root (self);
  if (game_folder == NULL)
    {
      json_object_del (root, GAME_FOLDER_MEMBER);
      return;
    }
  g_autoptr (GFile) game = g_file_new_for_path (game_folder);
  g_autofree char *absolute = g_file_get_path (game);
  g_autofree char *base = project_path ? absolute_folder_of (project_path) : NULL;
  g_autofree char *relative = base ? relative_path (base, absolute) : NULL;
  json_object_set_new (root, GAME_FOLDER_MEMBER, json_string (relative ? relative : absolute));
}

char *
tw_project_file_dup_game_folder (TwProjectFile *self, const char *project_path)
{
  g_return_val_if_fail (self != NULL, NULL);
  const char *recorded
      = json_string_value (json_object_get (tw_project_file_get_root (self), GAME_FOLDER_MEMBER));
  if (recorded == NULL || *recorded == '\0')
    return NULL;
  if (g_path_is_absolute (recorded) || project_path == NULL)
    return g_strdup (recorded);
  g_autofree char *base = absolute_folder_of (project_path);
  g_autoptr (GFile) file = g_file_new_for_path (base);
  g_autoptr (GFile) resolved = g_file_resolve_relative_path (file, recorded);
  return g_file_get_path (resolved);
}
