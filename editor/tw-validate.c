/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate.c: the tower's checks.
 *
 * Each rule is one function that reads the tower and reports through
 * report(); none of them changes the tower. Messages name the id and the
 * field in words a designer uses, because line and column are not always
 * known (a tower built in memory has none).
 */
#include "editor/tw-validate-private.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "editor/mota/tw-json-read.h"
#include "editor/tw-history.h"
#include "editor/tw-validate-events.h"
#include "engine/tw-damage.h"
#include "engine/tw-fields.h"
#include "engine/tw-map-damage.h"
#include "engine/tw-tower-script.h"
#include "editor/tw-i18n.h"

/* Where an enemy stands: floor (borrowed from the tower) and cell. */
typedef struct
{
  const char *floor_id;
  json_t *floor;
  int x, y;
} Place;

TwDiagnostic *
tw_validate_report_va (Validator *v, TwSeverity severity, const char *rule, const char *file,
                       const char *path, const char *id, const char *field, const char *format,
                       va_list args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);
  TwDiagnostic *d = tw_diagnostic_new (severity, rule, file, path, id, field, message);
  if (v->lookup != NULL)
    {
      int line = 0, column = 0;
      if (v->lookup (file, d->path, &line, &column, v->lookup_data))
        {
          d->line = line;
          d->column = column;
        }
    }
  g_ptr_array_add (v->out, d);
  return d;
}

TwDiagnostic *
tw_validate_report (Validator *v, TwSeverity severity, const char *rule, const char *file,
                    const char *path, const char *id, const char *field, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  TwDiagnostic *d = tw_validate_report_va (v, severity, rule, file, path, id, field, format, args);
  va_end (args);
  return d;
}

static char *entry_path (const char *id, const char *field);

TwDiagnostic *
tw_validate_report_entry (Validator *v, TwSeverity severity, const char *rule, const char *file,
                          const char *id, const char *field, const char *format, ...)
{
  g_autofree char *path = entry_path (id, field);
  va_list args;
  va_start (args, format);
  TwDiagnostic *d = tw_validate_report_va (v, severity, rule, file, path, id, field, format, args);
  va_end (args);
  return d;
}

/* Paths and files */

char *
tw_validate_floor_file (const char *floor_id)
{
  return g_strdup_printf ("project/floors/%s.js", floor_id);
}

/* "/id/field" (field may be NULL) */
static char *
entry_path (const char *id, const char *field)
{
  g_autofree char *path = tw_path_append ("", id);
  return field ? tw_path_append (path, field) : g_steal_pointer (&path);
}

static char *
cell_path (int x, int y)
{
  return g_strdup_printf ("/map/%d/%d", y, x);
}

json_t *
tw_validate_part (Validator *v, const char *name)
{
  json_t *object = json_object_get (v->tower, name);
  return json_is_object (object) ? object : NULL;
}

static void
check_part_types (Validator *v)
{
  static const char *required[] = { "data", "enemys", "items", "maps", "floors", NULL };
  static const char *optional[] = { "icons", "events", NULL };
  for (guint i = 0; required[i]; i++)
    {
      json_t *value = json_object_get (v->tower, required[i]);
      g_autofree char *file = g_strdup_printf ("project/%s.js", required[i]);
      if (value == NULL)
        tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type",
                            strcmp (required[i], "floors") == 0 ? "project/floors" : file, "",
                            required[i], NULL, _("The tower has no '%s' part."), required[i]);
      else if (!json_is_object (value))
        tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", file, "", required[i], NULL,
                            _("The '%s' part should be an object, but it is %s."), required[i],
                            tw_validate_value_words (value));
    }
  for (guint i = 0; optional[i]; i++)
    {
      json_t *value = json_object_get (v->tower, optional[i]);
      g_autofree char *file = g_strdup_printf ("project/%s.js", optional[i]);
      if (value != NULL && !json_is_object (value))
        tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", file, "", optional[i], NULL,
                            _("The '%s' part should be an object, but it is %s."), optional[i],
                            tw_validate_value_words (value));
    }
}

static void
check_data_types (Validator *v)
{
  json_t *data = tw_validate_part (v, "data");
  if (data == NULL)
    return;

  json_t *ids = json_object_get (json_object_get (data, "main"), "floorIds");
  if (!json_is_array (ids))
    tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", DATA_FILE, "/main/floorIds", "main",
                        "floorIds",
                        _("The floor list main.floorIds should be a list of floor ids, but it is %s."),
                        ids ? tw_validate_value_words (ids) : "missing");
  else
    {
      gsize i;
      json_t *id;
      json_array_foreach (ids, i, id) if (!json_is_string (id))
      {
        g_autofree char *path = g_strdup_printf ("/main/floorIds/%" G_GSIZE_FORMAT, i);
        tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", DATA_FILE, path, "main", "floorIds",
                            _("Entry %lu of main.floorIds should be a floor id (text), "
                              "but it is %s."),
                            (unsigned long)(i + 1), tw_validate_value_words (id));
      }
    }

  json_t *first = json_object_get (data, "firstData");
  json_t *start = json_object_get (first, "floorId");
  if (start != NULL && !json_is_string (start))
    tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", DATA_FILE, "/firstData/floorId",
                        "firstData", "floorId",
                        _("The start floor firstData.floorId should be a floor id, but it is %s."),
                        tw_validate_value_words (start));
  json_t *hero = json_object_get (first, "hero");
  if (json_is_object (hero))
    tw_validate_check_fields (v, hero, TW_FIELD_OWNER_HERO, "The hero's start", DATA_FILE,
                              "/firstData/hero", "hero");
  json_t *loc = json_object_get (hero, "loc");
  for (const char *const *axis = (const char *const[]){ "x", "y", NULL }; *axis; axis++)
    {
      json_t *value = json_object_get (loc, *axis);
      if (json_is_object (loc) && !json_is_integer (value))
        {
          g_autofree char *path = g_strdup_printf ("/firstData/hero/loc/%s", *axis);
          tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", DATA_FILE, path, "hero", "loc",
                              _("The hero's start: loc.%s should be a whole number, but it is %s."),
                              *axis, value ? tw_validate_value_words (value) : "missing");
        }
    }
  json_t *values = json_object_get (data, "values");
  if (values != NULL && !json_is_object (values))
    tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", DATA_FILE, "/values", "values", NULL,
                        _("The tower values should be an object, but they are %s."),
                        tw_validate_value_words (values));
  else if (values != NULL)
    tw_validate_check_fields (v, values, TW_FIELD_OWNER_VALUES, "The tower values", DATA_FILE,
                              "/values", "values");
  json_t *flags = json_object_get (data, "flags");
  if (json_is_object (flags))
    tw_validate_check_fields (v, flags, TW_FIELD_OWNER_FLAGS, "The tower flags", DATA_FILE,
                              "/flags", "flags");
}

/* One part of the tower whose entries must be objects of known fields. */
typedef struct
{
  const char *part;  /* the tower object's member */
  const char *file;  /* the entries' file, or NULL: each floor's own file */
  const char *noun;  /* "Enemy": messages name an entry "Enemy 'bat'" */
  gboolean quote_id; /* FALSE for tiles: "Tile 201" */
  const char *shape; /* what a non-object entry should have been */
  gint owner;        /* its TwFieldOwner in the field table; -1 for tiles */
} EntryKind;

static const EntryKind entry_kinds[] = {
  { "enemys", ENEMYS_FILE, "Enemy", TRUE, "an object of fields", TW_FIELD_OWNER_ENEMY },
  { "items", ITEMS_FILE, "Item", TRUE, "an object of fields", TW_FIELD_OWNER_ITEM },
  { "maps", MAPS_FILE, "Tile", FALSE, "an object with cls and id", -1 },
  { "floors", NULL, "Floor", TRUE, "an object", TW_FIELD_OWNER_FLOOR },
};

static void
check_entry_types (Validator *v)
{
  for (gsize k = 0; k < G_N_ELEMENTS (entry_kinds); k++)
    {
      const EntryKind *kind = &entry_kinds[k];
      const char *id;
      json_t *entry;
      json_object_foreach (tw_validate_part (v, kind->part), id, entry)
      {
        /* A floor is a file of its own; other entries sit at /id of their part's file. */
        g_autofree char *file = kind->file ? g_strdup (kind->file) : tw_validate_floor_file (id);
        g_autofree char *base = kind->file ? entry_path (id, NULL) : g_strdup ("");
        g_autofree char *what = kind->quote_id ? g_strdup_printf ("%s '%s'", kind->noun, id)
                                               : g_strdup_printf ("%s %s", kind->noun, id);
        if (!json_is_object (entry))
          tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", file, base, id, NULL,
                              _("%s should be %s, but it is %s."), what, kind->shape,
                              tw_validate_value_words (entry));
        else if (kind->owner < 0)
          tw_validate_check_tile_fields (v, entry, what, file, base, id);
        else
          tw_validate_check_fields (v, entry, kind->owner, what, file, base, id);
      }
    }
}

/* Ids */

gboolean
tw_validate_entity_id (const char *id)
{
  if (id == NULL || !(g_ascii_isalpha (*id) || *id == '_'))
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return FALSE;
  return TRUE;
}

gboolean
tw_validate_floor_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return FALSE;
  return TRUE;
}

static void
check_ids (Validator *v)
{
  const char *id;
  json_t *entry;

  json_object_foreach (tw_validate_part (v, "enemys"), id, entry) if (!tw_validate_entity_id (id))
      tw_validate_report_entry (
          v, TW_SEVERITY_ERROR, "bad-id", ENEMYS_FILE, id, NULL,
          _("Enemy id '%s' is badly formed: use a letter first, then letters, digits or '_'."), id);
  json_object_foreach (tw_validate_part (v, "items"), id, entry)
  {
    if (!tw_validate_entity_id (id))
      tw_validate_report_entry (
          v, TW_SEVERITY_ERROR, "bad-id", ITEMS_FILE, id, NULL,
          _("Item id '%s' is badly formed: use a letter first, then letters, digits or '_'."), id);
    if (json_object_get (tw_validate_part (v, "enemys"), id) != NULL)
      tw_validate_report_entry (
          v, TW_SEVERITY_ERROR, "duplicate-id", ITEMS_FILE, id, NULL,
          _("The id '%s' is both an enemy and an item; mota-js finds blocks by id, so one "
          "of them must be renamed."),
          id);
  }
  json_object_foreach (tw_validate_part (v, "floors"), id, entry)
  {
    g_autofree char *file = tw_validate_floor_file (id);
    if (!tw_validate_floor_id (id))
      tw_validate_report (v, TW_SEVERITY_ERROR, "bad-id", file, "", id, NULL,
                          _("Floor id '%s' is badly formed: use letters, digits or '_'."), id);
    json_t *own = json_object_get (entry, "floorId");
    if (json_is_string (own) && strcmp (json_string_value (own), id) != 0)
      tw_validate_report (v, TW_SEVERITY_ERROR, "bad-id", file, "/floorId", id, "floorId",
                          _("Floor '%s' calls itself '%s' in its floorId field; the two must match."),
                          id, json_string_value (own));
  }

  /* a tile id may stand for one tile number only */
  g_autoptr (GHashTable) tile_ids = g_hash_table_new (g_str_hash, g_str_equal);
  json_object_foreach (tw_validate_part (v, "maps"), id, entry)
  {
    const char *tile_id = json_string_value (json_object_get (entry, "id"));
    if (tile_id == NULL)
      continue;
    const char *first = g_hash_table_lookup (tile_ids, tile_id);
    g_autofree char *path = entry_path (id, "id");
    if (first != NULL)
      tw_validate_report (v, TW_SEVERITY_ERROR, "duplicate-id", MAPS_FILE, path, tile_id, "id",
                          _("Tiles %s and %s both have the id '%s'; each id must name one tile."),
                          first, id, tile_id);
    else
      g_hash_table_insert (tile_ids, (gpointer)tile_id, (gpointer)id);
  }

  json_t *ids
      = json_object_get (json_object_get (tw_validate_part (v, "data"), "main"), "floorIds");
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gsize i;
  json_t *fid;
  json_array_foreach (ids, i, fid)
  {
    const char *floor_id = json_string_value (fid);
    if (floor_id == NULL)
      continue;
    if (g_hash_table_contains (seen, floor_id))
      {
        g_autofree char *path = g_strdup_printf ("/main/floorIds/%" G_GSIZE_FORMAT, i);
        tw_validate_report (v, TW_SEVERITY_ERROR, "duplicate-id", DATA_FILE, path, floor_id,
                            "floorIds", _("Floor '%s' is listed twice in main.floorIds."), floor_id);
      }
    g_hash_table_add (seen, (gpointer)floor_id);
  }
}

/* Floors */

static json_t *
floor_ids (Validator *v)
{
  return json_object_get (json_object_get (tw_validate_part (v, "data"), "main"), "floorIds");
}

static gboolean
floor_listed (Validator *v, const char *floor_id)
{
  gsize i;
  json_t *id;
  json_array_foreach (floor_ids (v), i,
                      id) if (g_strcmp0 (json_string_value (id), floor_id) == 0) return TRUE;
  return FALSE;
}

static void
check_missing_floors (Validator *v)
{
  json_t *floors = tw_validate_part (v, "floors");
  gsize i;
  json_t *id;
  json_array_foreach (floor_ids (v), i, id)
  {
    const char *floor_id = json_string_value (id);
    if (floor_id != NULL && !json_is_object (json_object_get (floors, floor_id)))
      {
        g_autofree char *path = g_strdup_printf ("/main/floorIds/%" G_GSIZE_FORMAT, i);
        tw_validate_report (v, TW_SEVERITY_ERROR, "missing-floor", DATA_FILE, path, floor_id,
                            "floorIds",
                            _("Floor '%s' is listed in main.floorIds, but there is no such floor "
                            "(project/floors/%s.js)."),
                            floor_id, floor_id);
      }
  }

  const char *fid;
  json_t *floor;
  json_object_foreach (floors, fid,
                       floor) if (json_is_array (floor_ids (v)) && !floor_listed (v, fid))
  {
    g_autofree char *file = tw_validate_floor_file (fid);
    tw_validate_report (v, TW_SEVERITY_WARNING, "unlisted-floor", file, "", fid, NULL,
                        _("Floor '%s' is not listed in main.floorIds, so the game never loads it."),
                        fid);
  }

  const char *start = json_string_value (tw_path_resolve (v->tower, "/data/firstData/floorId"));
  if (start != NULL && !json_is_object (json_object_get (floors, start)))
    tw_validate_report (v, TW_SEVERITY_ERROR, "missing-floor", DATA_FILE, "/firstData/floorId",
                        start, "floorId", _("The hero starts on floor '%s', which does not exist."),
                        start);
}

/* The shape the floor says it has: width and height, or the map's own. */
void
tw_validate_floor_size (json_t *floor, int *width, int *height)
{
  json_t *map = json_object_get (floor, "map");
  json_t *w = json_object_get (floor, "width");
  json_t *h = json_object_get (floor, "height");
  *height = json_is_integer (h) ? (int)json_integer_value (h) : (int)json_array_size (map);
  *width = json_is_integer (w) ? (int)json_integer_value (w)
                               : (int)json_array_size (json_array_get (map, 0));
}

static json_t *
floor_cell (json_t *floor, int x, int y)
{
  if (x < 0 || y < 0)
    return NULL;
  return json_array_get (json_array_get (json_object_get (floor, "map"), (gsize)y), (gsize)x);
}

static gboolean
tile_is_known (Validator *v, json_int_t number)
{
  if (number == 0 || number == 17 || number >= 10000)
    return TRUE;
  char key[32];
  g_snprintf (key, sizeof key, "%" JSON_INTEGER_FORMAT, number);
  return json_is_object (json_object_get (tw_validate_part (v, "maps"), key));
}

static void
check_map (Validator *v, const char *floor_id, json_t *floor)
{
  json_t *map = json_object_get (floor, "map");
  if (!json_is_array (map))
    return;
  g_autofree char *file = tw_validate_floor_file (floor_id);
  int width, height;
  tw_validate_floor_size (floor, &width, &height);

  if ((int)json_array_size (map) != height)
    tw_validate_report (v, TW_SEVERITY_ERROR, "map-height", file, "/map", floor_id, "map",
                        _("Floor '%s' is %d rows high, but its map has %d rows."), floor_id, height,
                        (int)json_array_size (map));

  gsize y;
  json_t *row;
  json_array_foreach (map, y, row)
  {
    g_autofree char *row_path = g_strdup_printf ("/map/%" G_GSIZE_FORMAT, y);
    if (!json_is_array (row))
      {
        tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", file, row_path, floor_id, "map",
                            _("Floor '%s': map row %lu should be a list of tile numbers, "
                              "but it is %s."),
                            floor_id, (unsigned long)y, tw_validate_value_words (row));
        continue;
      }
    if ((int)json_array_size (row) != width)
      tw_validate_report (v, TW_SEVERITY_ERROR, "map-row-length", file, row_path, floor_id, "map",
                          _("Floor '%s': map row %lu has %d cells, but the floor is %d wide."),
                          floor_id, (unsigned long)y, (int)json_array_size (row), width);
    gsize x;
    json_t *cell;
    json_array_foreach (row, x, cell)
    {
      g_autofree char *path = cell_path ((int)x, (int)y);
      TwDiagnostic *d = NULL;
      if (!json_is_integer (cell))
        d = tw_validate_report (
            v, TW_SEVERITY_ERROR, "wrong-type", file, path, floor_id, "map",
            _("Floor '%s': the cell at (%d, %d) should be a tile number, but it is "
            "%s."),
            floor_id, (int)x, (int)y, tw_validate_value_words (cell));
      else if (!tile_is_known (v, json_integer_value (cell)))
        d = tw_validate_report (v, TW_SEVERITY_ERROR, "unknown-tile", file, path, floor_id, "map",
                                _("Floor '%s': the cell at (%d, %d) holds tile %lld, which is "
                                  "not in the tile table (maps.js)."),
                                floor_id, (int)x, (int)y, (long long)json_integer_value (cell));
      if (d)
        tw_diagnostic_set_cell (d, floor_id, (int)x, (int)y);
    }
  }
}

gboolean
tw_validate_parse_cell_key (const char *key, int *x, int *y)
{
  int consumed = 0;
  if (sscanf (key, "%d,%d%n", x, y, &consumed) != 2)
    return FALSE;
  return key[consumed] == '\0';
}

static gboolean
on_floor (json_t *floor, int x, int y)
{
  int width, height;
  tw_validate_floor_size (floor, &width, &height);
  return x >= 0 && y >= 0 && x < width && y < height;
}

static void
check_stairs (Validator *v, const char *floor_id, json_t *floor)
{
  g_autofree char *file = tw_validate_floor_file (floor_id);
  const char *key;
  json_t *stair;

  json_object_foreach (json_object_get (floor, "changeFloor"), key, stair)
  {
    if (json_is_null (stair))
      continue; /* mota-js writes null for a removed entry */
    g_autofree char *base = tw_path_append ("/changeFloor", key);
    g_autofree char *target_path = tw_path_append (base, "floorId");
    int x = -1, y = -1;
    if (!tw_validate_parse_cell_key (key, &x, &y) || !on_floor (floor, x, y))
      {
        tw_validate_report (v, TW_SEVERITY_ERROR, "stairs-off-map", file, base, floor_id,
                            "changeFloor", _("Floor '%s': the stairs at '%s' are not on the map."),
                            floor_id, key);
        continue;
      }
    const char *target = json_string_value (json_object_get (stair, "floorId"));
    TwDiagnostic *d = NULL;
    if (target == NULL)
      d = tw_validate_report (v, TW_SEVERITY_ERROR, "stairs-unknown-floor", file, target_path,
                              floor_id, "changeFloor",
                              _("Floor '%s': the stairs at (%d, %d) do not say which floor "
                              "they lead to."),
                              floor_id, x, y);
    else if (target[0] == ':')
      continue; /* ":before", ":after", ":now": relative targets, resolved by the game */
    else if (!json_is_object (json_object_get (tw_validate_part (v, "floors"), target)))
      d = tw_validate_report (v, TW_SEVERITY_ERROR, "stairs-unknown-floor", file, target_path,
                              floor_id, "changeFloor",
                              _("Floor '%s': the stairs at (%d, %d) lead to floor '%s', "
                              "which does not exist."),
                              floor_id, x, y, target);
    else
      {
        json_t *loc = json_object_get (stair, "loc");
        json_t *to_floor = json_object_get (tw_validate_part (v, "floors"), target);
        if (json_is_array (loc))
          {
            json_t *lx = json_array_get (loc, 0), *ly = json_array_get (loc, 1);
            int tx = json_is_integer (lx) ? (int)json_integer_value (lx) : -1;
            int ty = json_is_integer (ly) ? (int)json_integer_value (ly) : -1;
            if (!on_floor (to_floor, tx, ty))
              {
                g_autofree char *loc_path = tw_path_append (base, "loc");
                d = tw_validate_report (
                    v, TW_SEVERITY_ERROR, "stairs-off-map", file, loc_path, floor_id, "changeFloor",
                    _("Floor '%s': the stairs at (%d, %d) lead to (%d, %d) on floor "
                    "'%s', which is off that map."),
                    floor_id, x, y, tx, ty, target);
              }
          }
      }
    if (d)
      tw_diagnostic_set_cell (d, floor_id, x, y);
  }
}

static void
check_floors (Validator *v)
{
  const char *fid;
  json_t *floor;
  json_object_foreach (tw_validate_part (v, "floors"), fid, floor)
  {
    if (!json_is_object (floor))
      continue;
    check_map (v, fid, floor);
    check_stairs (v, fid, floor);
  }
}

/* Map-turn fields of enemies */

/* timeCost and actType are checked with the other fields (check_fields). */
static void
check_enemy_time (Validator *v, const char *id, json_t *enemy)
{
  json_t *act = json_object_get (enemy, "actType");
  json_t *args = json_object_get (enemy, "actArgs");
  if (json_is_string (act) && tw_act_type_or_idle (json_string_value (act)) == TW_ACT_SKILL
      && json_is_object (args))
    {
      const char *kind = json_string_value (json_object_get (args, "kind"));
      if (kind != NULL && tw_skill_kind_from_string (kind) == TW_SKILL_KIND_NONE)
        {
          g_autofree char *path = g_strdup_printf ("/%s/actArgs/kind", id);
          g_autofree char *kinds = tw_validate_choice_words (tw_skill_kind_names);
          tw_validate_report (v, TW_SEVERITY_ERROR, "unknown-act-type", ENEMYS_FILE, path, id,
                              "actArgs", _("Enemy '%s': the skill kind '%s' is unknown; use %s."), id,
                              kind, kinds);
        }
      const char *summoned = json_string_value (json_object_get (args, "enemy"));
      if (tw_skill_kind_from_string (kind) == TW_SKILL_KIND_SUMMON && summoned != NULL
          && json_object_get (tw_validate_part (v, "enemys"), summoned) == NULL)
        {
          g_autofree char *path = g_strdup_printf ("/%s/actArgs/enemy", id);
          tw_validate_report (v, TW_SEVERITY_ERROR, "unknown-act-type", ENEMYS_FILE, path, id,
                              "actArgs", _("Enemy '%s' summons '%s', which is not an enemy."), id,
                              summoned);
        }
    }
}

/* @handled (may be NULL): the tower's own getDamageInfo runs, so a special
 * Turnwright does not simulate is in its battles' damage; such specials are
 * gathered (number -> the enemy ids) for one note each, not a warning per
 * enemy. */
static void
check_special_number (Validator *v, const char *id, double number, GHashTable *handled)
{
  /* compare as doubles first: casting an out-of-range double is undefined */
  gboolean whole = number >= 0 && number <= 1000 && number == (double)(int)number;
  /* Map damage (15, 16, 18, 24) is played by mota-js 2.10.3's rule: not
   * the tower's when functions.js writes its own (docs/rules.md §3.16). */
  if (whole && tw_map_damage_special ((int)number)
      && tw_map_damage_rule_of_text (tw_tower_script_text (v->tower, NULL))
             == TW_MAP_DAMAGE_RULE_OWN)
    {
      tw_validate_report_entry (
          v, TW_SEVERITY_WARNING, "unsupported-special", ENEMYS_FILE, id, "special",
          _("Enemy '%s' has special %g, map damage, which the tower's own "
          "control.updateCheckBlock (functions.js) computes; Turnwright plays mota-js "
          "2.10.3's updateCheckBlock instead, so the map damage may differ from the game."),
          id, number);
      return;
    }
  if (whole && (number == 0 || tw_damage_special_is_simulated ((int)number)))
    return;
  if (whole && handled != NULL)
    {
      GPtrArray *ids = g_hash_table_lookup (handled, GINT_TO_POINTER ((int)number));
      if (ids == NULL)
        g_hash_table_insert (handled, GINT_TO_POINTER ((int)number), ids = g_ptr_array_new ());
      g_ptr_array_add (ids, (gpointer)id);
      return;
    }
  tw_validate_report_entry (
      v, TW_SEVERITY_WARNING, "unsupported-special", ENEMYS_FILE, id, "special",
      _("Enemy '%s' has special %g, which Turnwright does not simulate (it simulates "
      "1-11, 15-18, 20, 22, 24 and 27); forecasts and simulations ignore it."),
      id, number);
}

static void
check_specials (Validator *v, const char *id, json_t *enemy, GHashTable *handled)
{
  json_t *special = json_object_get (enemy, "special");
  if (json_is_number (special))
    check_special_number (v, id, json_number_value (special), handled);
  gsize i;
  json_t *element;
  json_array_foreach (special, i, element) if (json_is_number (element))
      check_special_number (v, id, json_number_value (element), handled);
}

TwTowerScript *
tw_validate_script (Validator *v, const char **error_message)
{
  if (!v->script_loaded)
    {
      v->script_loaded = TRUE;
      g_autoptr (GError) error = NULL;
      v->script = tw_tower_script_new (v->tower, &error);
      v->script_error = error ? g_strdup (error->message) : NULL;
    }
  if (error_message != NULL)
    *error_message = v->script_error;
  return v->script;
}

/* TRUE when the tower's functions.js loads and defines getDamageInfo. */
static gboolean
own_damage_formula_runs (Validator *v)
{
  return tw_tower_script_overrides_damage (tw_validate_script (v, NULL));
}

static int
compare_special_numbers (gconstpointer a, gconstpointer b)
{
  return GPOINTER_TO_INT (*(gpointer *)a) - GPOINTER_TO_INT (*(gpointer *)b);
}

/* One note per special the tower's formula handles, naming its enemies. */
static void
report_formula_specials (Validator *v, GHashTable *handled)
{
  g_autoptr (GPtrArray) numbers = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, handled);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (numbers, key);
  g_ptr_array_sort (numbers, compare_special_numbers);
  for (guint i = 0; i < numbers->len; i++)
    {
      int number = GPOINTER_TO_INT (numbers->pdata[i]);
      GPtrArray *ids = g_hash_table_lookup (handled, numbers->pdata[i]);
      GString *names = g_string_new (NULL);
      for (guint k = 0; k < ids->len && k < 5; k++)
        g_string_append_printf (names, "%s%s", k ? ", " : "", (const char *)ids->pdata[k]);
      if (ids->len > 5)
        g_string_append (names, ", ...");
      tw_validate_report_entry (
          v, TW_SEVERITY_NOTE, "unsupported-special", ENEMYS_FILE, ids->pdata[0], "special",
          g_dngettext (NULL, "Special %d (%u enemy: %s): its battles take the damage from the "
                             "tower's own getDamageInfo (functions.js); what it does beyond the "
                             "damage is not simulated.",
                       "Special %d (%u enemies: %s): their battles take the damage from the "
                       "tower's own getDamageInfo (functions.js); what it does beyond the "
                       "damage is not simulated.",
                       ids->len),
          number, ids->len, names->str);
      g_string_free (names, TRUE);
    }
}

gboolean
tw_validate_route_cell (json_t *cell, int *x, int *y)
{
  json_t *jx = json_is_array (cell) ? json_array_get (cell, 0) : json_object_get (cell, "x");
  json_t *jy = json_is_array (cell) ? json_array_get (cell, 1) : json_object_get (cell, "y");
  if (!json_is_integer (jx) || !json_is_integer (jy))
    return FALSE;
  *x = (int)json_integer_value (jx);
  *y = (int)json_integer_value (jy);
  return TRUE;
}

static gboolean
tile_is_enemy (Validator *v, json_int_t number)
{
  char key[32];
  g_snprintf (key, sizeof key, "%" JSON_INTEGER_FORMAT, number);
  const char *cls = json_string_value (
      json_object_get (json_object_get (tw_validate_part (v, "maps"), key), "cls"));
  return cls != NULL && g_str_has_prefix (cls, "enemy");
}

/* The walk between two cells as the engine makes it (x first, then y):
 * returns the first cell on the way where an enemy cannot step (not empty
 * and not an enemy, which moves), or FALSE. */
static gboolean
walk_blocked (Validator *v, json_t *floor, int x, int y, int tx, int ty, int *bx, int *by)
{
  while (x != tx || y != ty)
    {
      if (x != tx)
        x += x < tx ? 1 : -1;
      else
        y += y < ty ? 1 : -1;
      json_t *cell = floor_cell (floor, x, y);
      json_int_t number = json_is_integer (cell) ? json_integer_value (cell) : 0;
      if (number != 0 && !tile_is_enemy (v, number))
        {
          *bx = x;
          *by = y;
          return TRUE;
        }
    }
  return FALSE;
}

/* One scan of every map: where each enemy stands, floor by floor in the
 * floors' order, row by row. Rules that need placements share it, so a
 * tower with many enemies is scanned once, not once per enemy. */
GHashTable *
tw_validate_enemy_places (Validator *v)
{
  if (v->enemy_places != NULL)
    return v->enemy_places;
  v->enemy_places
      = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify)g_array_unref);
  g_autoptr (GHashTable) enemy_tiles = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr (GArray) numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
  const char *key;
  json_t *entry;
  json_object_foreach (tw_validate_part (v, "maps"), key, entry)
  {
    const char *cls = json_string_value (json_object_get (entry, "cls"));
    const char *id = json_string_value (json_object_get (entry, "id"));
    if (cls != NULL && id != NULL && g_str_has_prefix (cls, "enemy"))
      {
        gint64 number = g_ascii_strtoll (key, NULL, 10);
        g_array_append_val (numbers, number);
      }
  }
  /* keys point into the array, which no longer grows */
  guint n = 0;
  json_object_foreach (tw_validate_part (v, "maps"), key, entry)
  {
    const char *cls = json_string_value (json_object_get (entry, "cls"));
    const char *id = json_string_value (json_object_get (entry, "id"));
    if (cls != NULL && id != NULL && g_str_has_prefix (cls, "enemy"))
      g_hash_table_insert (enemy_tiles, &g_array_index (numbers, gint64, n++), (gpointer)id);
  }

  const char *fid;
  json_t *floor;
  json_object_foreach (tw_validate_part (v, "floors"), fid, floor)
  {
    gsize y, x;
    json_t *row, *tile;
    json_array_foreach (json_object_get (floor, "map"), y, row) json_array_foreach (row, x, tile)
    {
      if (!json_is_integer (tile) || json_integer_value (tile) == 0)
        continue;
      gint64 number = json_integer_value (tile);
      const char *id = g_hash_table_lookup (enemy_tiles, &number);
      if (id == NULL)
        continue;
      GArray *places = g_hash_table_lookup (v->enemy_places, id);
      if (places == NULL)
        {
          places = g_array_new (FALSE, FALSE, sizeof (Place));
          g_hash_table_insert (v->enemy_places, (gpointer)id, places);
        }
      Place place = { fid, floor, (int)x, (int)y };
      g_array_append_val (places, place);
    }
  }
  return v->enemy_places;
}

/* Every cell of the route must be on the floor: checked before the walk,
 * so that a wall on an earlier leg does not hide it. FALSE when one is off. */
static gboolean
check_patrol_cells_on_floor (Validator *v, const char *id, json_t *route, const char *floor_id,
                             json_t *floor, int ex, int ey)
{
  g_autofree char *path = g_strdup_printf ("/%s/actArgs/route", id);
  gsize i;
  json_t *cell;
  json_array_foreach (route, i, cell)
  {
    int tx, ty;
    if (!tw_validate_route_cell (cell, &tx, &ty) || on_floor (floor, tx, ty))
      continue;
    TwDiagnostic *d = tw_validate_report (v, TW_SEVERITY_ERROR, "patrol-off-map", ENEMYS_FILE, path,
                                          id, "actArgs",
                                          _("Enemy '%s' on floor '%s' at (%d, %d): its patrol "
                                          "route goes to (%d, %d), which is off the map."),
                                          id, floor_id, ex, ey, tx, ty);
    tw_diagnostic_set_cell (d, floor_id, ex, ey);
    return FALSE;
  }
  return TRUE;
}

static void
check_patrol_on_floor (Validator *v, const char *id, json_t *route, const char *floor_id,
                       json_t *floor, int ex, int ey)
{
  g_autofree char *path = g_strdup_printf ("/%s/actArgs/route", id);
  gsize n = json_array_size (route);
  int x = ex, y = ey;
  if (!check_patrol_cells_on_floor (v, id, route, floor_id, floor, ex, ey))
    return;
  for (gsize i = 0; i <= n; i++)
    {
      int tx, ty, bx, by;
      if (n == 0 || !tw_validate_route_cell (json_array_get (route, i % n), &tx, &ty))
        return; /* reported as a wrong type */
      if (walk_blocked (v, floor, x, y, tx, ty, &bx, &by))
        {
          TwDiagnostic *d = tw_validate_report (
              v, TW_SEVERITY_WARNING, "patrol-through-wall", ENEMYS_FILE, path, id, "actArgs",
              _("Enemy '%s' on floor '%s' at (%d, %d): "
              "its patrol route runs into a wall or other block at (%d, "
              "%d), where it will stop."),
              id, floor_id, ex, ey, bx, by);
          tw_diagnostic_set_cell (d, floor_id, bx, by);
          return;
        }
      x = tx, y = ty;
    }
}

/* Patrols are checked where the enemy stands, since a route is in cells. */
static void
check_patrol (Validator *v, const char *id, json_t *enemy)
{
  const char *act = json_string_value (json_object_get (enemy, "actType"));
  if (act == NULL || tw_act_type_or_idle (act) != TW_ACT_PATROL)
    return;
  json_t *route = json_object_get (json_object_get (enemy, "actArgs"), "route");
  g_autofree char *path = g_strdup_printf ("/%s/actArgs/route", id);
  if (!json_is_array (route) || json_array_size (route) == 0)
    {
      tw_validate_report (v, TW_SEVERITY_ERROR, "patrol-off-map", ENEMYS_FILE, path, id, "actArgs",
                          _("Enemy '%s' patrols, but actArgs.route is not a list of cells."), id);
      return;
    }
  gsize i;
  json_t *cell;
  int x, y;
  json_array_foreach (route, i, cell) if (!tw_validate_route_cell (cell, &x, &y))
  {
    tw_validate_report (
        v, TW_SEVERITY_ERROR, "wrong-type", ENEMYS_FILE, path, id, "actArgs",
        _("Enemy '%s': patrol route entry %lu should be a cell [x, y]."), id,
        (unsigned long)(i + 1));
    return;
  }

  GArray *places = g_hash_table_lookup (tw_validate_enemy_places (v), id);
  for (guint k = 0; places != NULL && k < places->len; k++)
    {
      Place *place = &g_array_index (places, Place, k);
      check_patrol_on_floor (v, id, route, place->floor_id, place->floor, place->x, place->y);
    }
}

static void
check_enemies (Validator *v)
{
  const char *id;
  json_t *enemy;
  GHashTable *handled = own_damage_formula_runs (v)
                            ? g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                     (GDestroyNotify)g_ptr_array_unref)
                            : NULL;
  json_object_foreach (tw_validate_part (v, "enemys"), id, enemy)
  {
    if (!json_is_object (enemy))
      continue;
    check_enemy_time (v, id, enemy);
    check_specials (v, id, enemy, handled);
    check_patrol (v, id, enemy);
  }
  if (handled != NULL)
    {
      report_formula_specials (v, handled);
      g_hash_table_unref (handled);
    }
}

/* Skill items */

/* The skill fields' types and ranges are checked with the other fields
 * (check_fields); here what only one class uses. */
static void
check_skill (Validator *v, const char *id, json_t *item)
{
  const char *cls = json_string_value (json_object_get (item, "cls"));
  json_t *group = json_object_get (item, "exclusiveGroup");
  if (group != NULL
      && !tw_field_applies_to_class (tw_field_lookup (TW_FIELD_OWNER_ITEM, "exclusiveGroup"), cls))
    tw_validate_report_entry (
        v, TW_SEVERITY_WARNING, "exclusive-group", ITEMS_FILE, id, "exclusiveGroup",
        _("Item '%s' has an exclusiveGroup, but only battle skills (skillbattle) are "
        "exclusive; it has no effect on a %s item."),
        id, cls ? cls : "class-less");
}

/* A skill field that does not apply to the item's class is a warning: the
 * engine ignores it, and the designer probably meant another field. The
 * field table says which fields apply to which class (docs/rules.md §4: a
 * battle skill's cost is its timeCost, a status skill's its battleTimeCost)
 * and which of them warn (exclusiveGroup has its own rule above). */
static void
check_skill_fields_apply (Validator *v, const char *id, json_t *item)
{
  const char *cls = json_string_value (json_object_get (item, "cls"));
  gint index = tw_item_class_from_string (cls);
  if (index < 0 || !(TW_ITEM_CLASS_BIT (index) & TW_ITEM_CLASSES_SKILLS))
    return;
  for (const TwField *f = tw_field_next (TW_FIELD_OWNER_ITEM, NULL); f;
       f = tw_field_next (TW_FIELD_OWNER_ITEM, f))
    {
      if (!(f->flags & TW_FIELD_WARN_OTHER_CLASS) || tw_field_lookup (f->owner, f->name) != f
          || tw_field_get_value (f, item) == NULL
          || tw_field_lookup_for_class (f->owner, f->name, cls) != NULL)
        continue;
      tw_validate_report_entry (
          v, TW_SEVERITY_WARNING, "field-not-for-class", ITEMS_FILE, id, f->name,
          _("Item '%s' is a %s, and %s does not apply to that class: the engine "
          "ignores it.%s"),
          id, cls, f->name,
          index == TW_ITEM_CLASS_SKILLBATTLE && strcmp (f->name, "battleTimeCost") == 0
              ? " A battle skill's battle cost is its timeCost."
              : "");
    }
}

static void
check_items (Validator *v)
{
  const char *id;
  json_t *item;
  const char *first_group = NULL, *first_id = NULL;

  json_object_foreach (tw_validate_part (v, "items"), id, item)
  {
    if (!json_is_object (item))
      continue;
    const char *cls = json_string_value (json_object_get (item, "cls"));
    check_skill (v, id, item);
    check_skill_fields_apply (v, id, item);

    /* The engine holds one battle skill at a time, so all battle skills are
     * one group; a second group name promises a choice that does not exist. */
    if (tw_item_class_from_string (cls) != TW_ITEM_CLASS_SKILLBATTLE)
      continue;
    const char *group = json_string_value (json_object_get (item, "exclusiveGroup"));
    if (group == NULL)
      group = "battleSkill";
    if (first_group == NULL)
      {
        first_group = group;
        first_id = id;
      }
    else if (strcmp (group, first_group) != 0)
      tw_validate_report_entry (
          v, TW_SEVERITY_WARNING, "exclusive-group", ITEMS_FILE, id, "exclusiveGroup",
          _("Battle skills '%s' (group '%s') and '%s' (group '%s') are in different "
          "exclusiveGroups, but only one battle skill can be selected at a time, so they "
          "still replace each other."),
          first_id, first_group, id, group);
  }
}

/* The findings that lead (tw_diagnostic_leads) moved to the front, the
 * others in their order: the designer sees first that the tower's own
 * formula is not what the figures come from. */
static GPtrArray *
leads_first (GPtrArray *found)
{
  GPtrArray *ordered = g_ptr_array_new_full (found->len, (GDestroyNotify)tw_diagnostic_free);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < found->len; i++)
      if (tw_diagnostic_leads (g_ptr_array_index (found, i)) == (pass == 0))
        g_ptr_array_add (ordered, g_ptr_array_index (found, i));
  g_ptr_array_set_free_func (found, NULL);
  g_ptr_array_unref (found);
  return ordered;
}

GPtrArray *
tw_validate_tower (json_t *tower, TwPositionLookup lookup, gpointer user_data)
{
  Validator v = {
    .tower = tower,
    .out = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free),
    .lookup = lookup,
    .lookup_data = user_data,
  };
  if (!json_is_object (tower))
    {
      tw_validate_report (&v, TW_SEVERITY_ERROR, "wrong-type", "project", "", NULL, NULL,
                          _("The tower should be a JSON object."));
      return v.out;
    }

  check_part_types (&v);
  check_data_types (&v);
  check_entry_types (&v);
  check_ids (&v);
  check_missing_floors (&v);
  check_floors (&v);
  tw_validate_check_hero_start_on_map (&v);
  tw_validate_check_events_on_map (&v);
  tw_validate_check_unsafe_numbers (&v);
  tw_validate_check_plugin_overrides (&v);
  check_enemies (&v);
  check_items (&v);
  tw_validate_check_balance (&v);
  tw_validate_events (tower, v.out);
  if (v.enemy_places)
    g_hash_table_unref (v.enemy_places);
  tw_tower_script_free (v.script);
  g_free (v.script_error);
  return leads_first (v.out);
}

guint
tw_validate_count (GPtrArray *diagnostics, TwSeverity severity)
{
  g_return_val_if_fail (diagnostics != NULL, 0);
  guint n = 0;
  for (guint i = 0; i < diagnostics->len; i++)
    if (((TwDiagnostic *)g_ptr_array_index (diagnostics, i))->severity == severity)
      n++;
  return n;
}
