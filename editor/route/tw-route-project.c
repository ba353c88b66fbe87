/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-route-project.c: route files and a tower (tw-route-project.h). */
#include "editor/route/tw-route-project.h"

#include <string.h>

#include "editor/check/tw-check.h"
#include "engine/tw-engine.h"

TwRouteIds *
tw_route_ids_from_tower (const TwTower *tower)
{
  TwRouteIds *ids = tw_route_ids_new ();
  guint limit = tw_tower_get_tile_limit (tower);

  for (guint number = 1; number < limit; number++)
    {
      const TwTileInfo *tile = tw_tower_get_tile (tower, number);
      if (tile != NULL && tile->id != NULL)
        tw_route_ids_add (ids, number, tile->id);
    }
  return ids;
}

TwRouteDialect
tw_route_dialect_of (const TwTower *tower)
{
  return tower != NULL && tw_tower_is_2_6 (tower) ? TW_ROUTE_DIALECT_2_6 : TW_ROUTE_DIALECT_2_7;
}

/* "PATH:1:2: text" for a place in JSON, "PATH: offset 3: text" otherwise. */
static void
prefix_path (GError **error, const char *path, const char *part)
{
  const char *message = (*error)->message;
  char *text = g_ascii_isdigit (message[0]) ? g_strdup_printf ("%s:%s%s", path, part, message)
                                            : g_strdup_printf ("%s: %s%s", path, part, message);
  g_free ((*error)->message);
  (*error)->message = text;
}

char *
tw_route_import_file (const char *path, const TwTower *tower, GPtrArray *skipped, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  TwRouteFile file;
  g_autoptr (TwRouteIds) ids = NULL;
  g_autoptr (GPtrArray) tokens = NULL;
  TwRouteDialect dialect = tw_route_dialect_of (tower);
  char *script;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  if (!tw_route_file_parse (text, length, &file, error))
    {
      prefix_path (error, path, "");
      return NULL;
    }
  if (tower != NULL)
    ids = tw_route_ids_from_tower (tower);
  tokens = tw_route_decode (tw_route_file_get_route (&file), dialect, ids, error);
  if (tokens == NULL)
    {
      g_prefix_error (error, "%s: route: ", path);
      tw_route_file_clear (&file);
      return NULL;
    }
  script = tw_route_to_script (tokens, dialect, &file, skipped, error);
  if (script == NULL)
    g_prefix_error (error, "%s: ", path);
  tw_route_file_clear (&file);
  return script;
}

/* Whether the game's engine downloads route files in LZString: 2.9 and
 * later do (actions.js _clickReplay_download). */
static gboolean
game_wraps_route_files (const char *game_dir, TwRouteDialect dialect)
{
  g_autofree char *actions = NULL;
  g_autofree char *path = NULL;

  if (game_dir == NULL)
    return dialect != TW_ROUTE_DIALECT_2_6;
  path = g_build_filename (game_dir, "libs", "actions.js", NULL);
  if (!g_file_get_contents (path, &actions, NULL, NULL))
    return dialect != TW_ROUTE_DIALECT_2_6;
  return strstr (actions, "LZString.compressToBase64(JSON.stringify") != NULL;
}

/* The members of a new route file: the tower's name, its first difficulty
 * (what the game starts a replay with when the file names none). */
static json_t *
new_file_object (json_t *tower_json)
{
  json_t *data = json_object_get (tower_json, "data");
  json_t *levels = json_object_get (json_object_get (data, "main"), "levelChoose");
  const char *name = json_string_value (json_object_get (json_object_get (data, "firstData"),
                                                         "name"));
  const char *hard = json_string_value (json_object_get (json_array_get (levels, 0), "name"));

  return json_pack ("{s:s, s:s, s:s}", "name", name ? name : "", "hard", hard ? hard : "",
                    "route", "");
}

static gboolean
set_seed (json_t *object, const char *seed, GError **error)
{
  gint64 value;

  if (!g_ascii_string_to_signed (seed, 10, 0, G_MAXINT32, &value, NULL))
    {
      g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_TOKEN,
                   "the seed must be a whole number from 0 to %d, not \"%s\"", G_MAXINT32, seed);
      return FALSE;
    }
  /* The replay panel writes it before the route. */
  json_object_del (object, "route");
  json_object_set_new (object, "seed", json_integer (value));
  json_object_set_new (object, "route", json_string (""));
  return TRUE;
}

char *
tw_route_export_script (json_t *tower_json, const char *game_dir, const char *script_text,
                        const char *hard, const char *seed, GError **error)
{
  g_autoptr (TwScript) script = tw_script_parse (script_text, -1, NULL, NULL, error);
  TwTower *tower;
  TwEngine *engine;
  TwRouteDialect dialect;
  g_autoptr (TwRouteIds) ids = NULL;
  g_autoptr (GPtrArray) tokens = NULL;
  g_autofree char *route = NULL;
  TwRouteFile file;
  guint n_start;
  char *text;

  if (script == NULL)
    return NULL;
  tower = tw_tower_new_from_json (tower_json, error);
  if (tower == NULL)
    return NULL;
  dialect = tw_route_dialect_of (tower);
  ids = tw_route_ids_from_tower (tower);
  engine = tw_engine_new (tower);
  n_start = tw_check_play_start (engine, script, NULL);
  tw_engine_free (engine);
  tw_tower_unref (tower);
  tokens = tw_route_from_script (script, n_start, dialect, NULL, error);
  if (tokens == NULL)
    return NULL;
  if (!tw_route_script_file (script_text, &file))
    {
      file.object = new_file_object (tower_json);
      file.wrapped = game_wraps_route_files (game_dir, dialect);
    }
  if (hard != NULL)
    json_object_set_new (file.object, "hard", json_string (hard));
  if (seed != NULL && !set_seed (file.object, seed, error))
    {
      tw_route_file_clear (&file);
      return NULL;
    }
  route = tw_route_encode (tokens, dialect, ids);
  json_object_set_new (file.object, "route", json_string (route));
  text = tw_route_file_to_text (&file);
  tw_route_file_clear (&file);
  return text;
}
