/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-floors.c: walking a tower's floors (see tw-tower-floors.h). */
#include "editor/analysis/tw-tower-floors.h"

#include <string.h>

GPtrArray *
tw_tower_floor_ids (json_t *tower)
{
  g_return_val_if_fail (tower != NULL, NULL);
  GPtrArray *ids = g_ptr_array_new ();
  json_t *floors = json_object_get (tower, "floors");
  json_t *listed
      = json_object_get (json_object_get (json_object_get (tower, "data"), "main"), "floorIds");
  size_t i;
  json_t *id;
  json_array_foreach (json_is_array (listed) ? listed : NULL, i, id)
  {
    if (json_is_string (id) && json_is_object (json_object_get (floors, json_string_value (id))))
      g_ptr_array_add (ids, (gpointer)json_string_value (id));
  }
  if (ids->len == 0)
    {
      const char *key;
      json_t *floor;
      json_object_foreach (floors, key, floor) { g_ptr_array_add (ids, (gpointer)key); }
    }
  return ids;
}

typedef struct
{
  const char *cls;
  const char *id;
} Tile;

struct _TwTileLookup
{
  json_t *maps;
  GHashTable *cache; /* number -> Tile* (NULL: not a tile) */
};

TwTileLookup *
tw_tile_lookup_new (json_t *tower)
{
  g_return_val_if_fail (tower != NULL, NULL);
  TwTileLookup *self = g_new0 (TwTileLookup, 1);
  self->maps = json_object_get (tower, "maps");
  self->cache = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  return self;
}

void
tw_tile_lookup_free (TwTileLookup *lookup)
{
  if (lookup == NULL)
    return;
  g_hash_table_unref (lookup->cache);
  g_free (lookup);
}

gboolean
tw_tile_lookup_get (TwTileLookup *lookup, json_t *number, const char **cls, const char **id)
{
  g_return_val_if_fail (lookup != NULL, FALSE);
  json_int_t n = json_integer_value (number);
  if (n <= 0 || n > G_MAXINT)
    return FALSE;
  gpointer cached;
  if (!g_hash_table_lookup_extended (lookup->cache, GINT_TO_POINTER ((int)n), NULL, &cached))
    {
      char key[24];
      g_snprintf (key, sizeof key, "%" JSON_INTEGER_FORMAT, n);
      json_t *tile = json_object_get (lookup->maps, key);
      const char *c = json_string_value (json_object_get (tile, "cls"));
      const char *i = json_string_value (json_object_get (tile, "id"));
      Tile *t = NULL;
      if (c != NULL && i != NULL)
        {
          t = g_new (Tile, 1);
          t->cls = c;
          t->id = i;
        }
      g_hash_table_insert (lookup->cache, GINT_TO_POINTER ((int)n), t);
      cached = t;
    }
  if (cached == NULL)
    return FALSE;
  *cls = ((Tile *)cached)->cls;
  *id = ((Tile *)cached)->id;
  return TRUE;
}

gboolean
tw_tile_cls_is_enemy (const char *cls)
{
  return cls != NULL && (strcmp (cls, "enemys") == 0 || strcmp (cls, "enemy48") == 0);
}
