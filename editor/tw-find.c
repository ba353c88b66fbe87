/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-find.c: search over floors, enemies and items; where an enemy or item
 * is used. */
#include "editor/tw-find.h"

#include <stdio.h>
#include <string.h>

#include "editor/tw-i18n.h"

/* ---- search ------------------------------------------------------------------------- */

static void
result_free (gpointer data)
{
  TwFindResult *result = data;
  g_free (result->id);
  g_free (result->label);
  g_free (result);
}

/* 0: text is the query, 1: starts with it, 2: holds it, -1: neither. */
static int
rank_text (const char *text, const char *folded_query)
{
  if (text == NULL || *text == '\0')
    return -1;
  g_autofree char *folded = g_utf8_casefold (text, -1);
  if (strcmp (folded, folded_query) == 0)
    return 0;
  if (g_str_has_prefix (folded, folded_query))
    return 1;
  return strstr (folded, folded_query) != NULL ? 2 : -1;
}

static int
best_rank (int a, int b)
{
  if (a < 0)
    return b;
  if (b < 0)
    return a;
  return MIN (a, b);
}

static void
consider (GPtrArray *results, TwEntityKind kind, const char *id, const char *label,
          const char *extra, const char *folded_query)
{
  int rank = best_rank (rank_text (id, folded_query), rank_text (label, folded_query));
  rank = best_rank (rank, rank_text (extra, folded_query));
  if (rank < 0)
    return;
  TwFindResult *result = g_new0 (TwFindResult, 1);
  result->kind = kind;
  result->id = g_strdup (id);
  result->label = g_strdup (label ? label : "");
  result->rank = rank;
  g_ptr_array_add (results, result);
}

static int
kind_order (TwEntityKind kind)
{
  return kind == TW_ENTITY_FLOOR ? 0 : kind == TW_ENTITY_ENEMY ? 1 : 2;
}

/* Stable by rank then kind: g_ptr_array_sort is not stable, so the
 * insertion index breaks ties. */
typedef struct
{
  TwFindResult *result;
  guint index;
} Ranked;

static int
ranked_compare (gconstpointer a, gconstpointer b)
{
  const Ranked *x = a, *y = b;
  if (x->result->rank != y->result->rank)
    return x->result->rank - y->result->rank;
  if (x->result->kind != y->result->kind)
    return kind_order (x->result->kind) - kind_order (y->result->kind);
  return (int)x->index - (int)y->index;
}

GPtrArray *
tw_find_search (TwDocument *doc, const char *query, guint limit)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (doc), NULL);
  GPtrArray *results = g_ptr_array_new_with_free_func (result_free);
  g_autofree char *trimmed = g_strstrip (g_strdup (query ? query : ""));
  if (*trimmed == '\0')
    return results;
  g_autofree char *folded = g_utf8_casefold (trimmed, -1);

  guint n_floors = tw_document_get_n_floors (doc);
  for (guint i = 0; i < n_floors; i++)
    {
      const char *id = tw_document_get_floor_id (doc, i);
      json_t *floor = tw_document_get_floor (doc, id);
      consider (results, TW_ENTITY_FLOOR, id, json_string_value (json_object_get (floor, "title")),
                json_string_value (json_object_get (floor, "name")), folded);
    }
  g_auto (GStrv) enemies = tw_document_dup_enemy_ids (doc);
  for (guint i = 0; enemies && enemies[i]; i++)
    consider (results, TW_ENTITY_ENEMY, enemies[i],
              json_string_value (json_object_get (tw_document_get_enemy (doc, enemies[i]), "name")),
              NULL, folded);
  g_auto (GStrv) items = tw_document_dup_item_ids (doc);
  for (guint i = 0; items && items[i]; i++)
    consider (results, TW_ENTITY_ITEM, items[i],
              json_string_value (json_object_get (tw_document_get_item (doc, items[i]), "name")),
              NULL, folded);

  g_autoptr (GArray) ranked = g_array_sized_new (FALSE, FALSE, sizeof (Ranked), results->len);
  for (guint i = 0; i < results->len; i++)
    {
      Ranked entry = { g_ptr_array_index (results, i), i };
      g_array_append_val (ranked, entry);
    }
  g_array_sort (ranked, ranked_compare);
  g_ptr_array_set_free_func (results, NULL);
  GPtrArray *sorted = g_ptr_array_new_with_free_func (result_free);
  for (guint i = 0; i < ranked->len; i++)
    {
      TwFindResult *result = g_array_index (ranked, Ranked, i).result;
      if (limit == 0 || sorted->len < limit)
        g_ptr_array_add (sorted, result);
      else
        result_free (result);
    }
  g_ptr_array_unref (results);
  return sorted;
}

/* ---- where used --------------------------------------------------------------------- */

static void
usage_free (gpointer data)
{
  TwUsage *usage = data;
  g_free (usage->floor_id);
  g_free (usage->where);
  g_free (usage);
}

static void
usage_add (GPtrArray *usages, TwUsageKind kind, const char *floor_id, int x, int y,
           const char *where)
{
  TwUsage *usage = g_new0 (TwUsage, 1);
  usage->kind = kind;
  usage->floor_id = g_strdup (floor_id);
  usage->x = x;
  usage->y = y;
  usage->where = g_strdup (where);
  g_ptr_array_add (usages, usage);
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '$';
}

/* "item:yellowKey" as a whole name inside text. */
static gboolean
holds_item_name (const char *text, const char *id)
{
  g_autofree char *needle = g_strconcat ("item:", id, NULL);
  gsize len = strlen (needle);
  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    if ((p == text || !is_name_char (p[-1])) && !is_name_char (p[len]))
      return TRUE;
  return FALSE;
}

/* 'ID' or "ID" inside text: a name in the tower's JavaScript
 * (core.addItem('yellowKey', 1)). */
static gboolean
holds_quoted (const char *text, const char *id)
{
  g_autofree char *single = g_strdup_printf ("'%s'", id);
  g_autofree char *twice = g_strdup_printf ("\"%s\"", id);
  return strstr (text, single) != NULL || strstr (text, twice) != NULL;
}

/* Whether value (an event, a command list, a shop) names the entity. */
static gboolean
refers_to (json_t *value, TwEntityKind kind, const char *id)
{
  if (json_is_string (value))
    {
      const char *text = json_string_value (value);
      return strcmp (text, id) == 0 || (kind == TW_ENTITY_ITEM && holds_item_name (text, id))
             || holds_quoted (text, id);
    }
  if (json_is_array (value))
    {
      gsize index;
      json_t *element;
      json_array_foreach (value, index, element) if (refers_to (element, kind, id)) return TRUE;
      return FALSE;
    }
  if (json_is_object (value))
    {
      const char *key;
      json_t *member;
      json_object_foreach (value, key, member) if (refers_to (member, kind, id)) return TRUE;
    }
  return FALSE;
}

static void
tiles_used (TwDocument *doc, const char *floor_id, int tile, GPtrArray *usages)
{
  static const char *const layers[] = { "map", "bgmap", "fgmap" };
  int width = 0, height = 0;
  if (!tw_document_get_floor_size (doc, floor_id, &width, &height))
    return;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      for (guint l = 0; l < G_N_ELEMENTS (layers); l++)
        if (tw_document_get_layer_cell (doc, floor_id, layers[l], x, y) == tile)
          usage_add (usages, TW_USAGE_TILE, floor_id, x, y, layers[l]);
}

/* A floor's members that hold no events. */
static gboolean
holds_events (const char *key, json_t *value)
{
  static const char *const not_events[]
      = { "map",   "bgmap",  "fgmap",   "images", "bgm", "weather",
          "width", "height", "floorId", "title",  "name" };
  if (!json_is_object (value) && !json_is_array (value))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (not_events); i++)
    if (strcmp (key, not_events[i]) == 0)
      return FALSE;
  return TRUE;
}

static void
events_used (TwDocument *doc, const char *floor_id, TwEntityKind kind, const char *id,
             GPtrArray *usages)
{
  json_t *floor = tw_document_get_floor (doc, floor_id);
  const char *key;
  json_t *member;
  json_object_foreach (floor, key, member)
  {
    if (!holds_events (key, member))
      continue;
    /* Per-cell tables are keyed "x,y": each such key is a cell. */
    const char *cell_key;
    json_t *cell_events;
    gboolean per_cell = json_is_object (member) && json_object_size (member) > 0;
    json_object_foreach (member, cell_key, cell_events)
    {
      int x, y;
      char end;
      if (sscanf (cell_key, "%d,%d%c", &x, &y, &end) != 2)
        per_cell = FALSE;
    }
    if (!per_cell)
      {
        if (refers_to (member, kind, id))
          usage_add (usages, TW_USAGE_EVENT, floor_id, -1, -1, key);
        continue;
      }
    json_object_foreach (member, cell_key, cell_events)
    {
      int x = -1, y = -1;
      if (sscanf (cell_key, "%d,%d", &x, &y) == 2 && refers_to (cell_events, kind, id))
        usage_add (usages, TW_USAGE_EVENT, floor_id, x, y, key);
    }
  }
}

static void
shops_used (TwDocument *doc, TwEntityKind kind, const char *id, GPtrArray *usages)
{
  json_t *shops = tw_document_get_path (doc, "/data/firstData/shops");
  gsize index;
  json_t *shop;
  json_array_foreach (shops, index, shop)
  {
    if (!refers_to (shop, kind, id))
      continue;
    const char *shop_id = json_string_value (json_object_get (shop, "id"));
    g_autofree char *fallback = g_strdup_printf ("%zu", index);
    usage_add (usages, TW_USAGE_SHOP, NULL, -1, -1, shop_id ? shop_id : fallback);
  }
  json_t *common = tw_document_get_path (doc, "/events/commonEvent");
  const char *name;
  json_t *event;
  json_object_foreach (common, name, event) if (refers_to (event, kind, id))
      usage_add (usages, TW_USAGE_COMMON_EVENT, NULL, -1, -1, name);
}

/* The other definitions of both kinds (a summoner naming an enemy). */
static void
definitions_used (TwDocument *doc, TwEntityKind kind, const char *id, GPtrArray *usages)
{
  static const struct
  {
    const char *part;
    TwEntityKind owner;
  } parts[] = { { "enemys", TW_ENTITY_ENEMY }, { "items", TW_ENTITY_ITEM } };
  for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
    {
      json_t *definitions = json_object_get (tw_document_get_tower (doc), parts[p].part);
      const char *other;
      json_t *definition;
      json_object_foreach (definitions, other, definition)
      {
        if (parts[p].owner == kind && strcmp (other, id) == 0)
          continue;
        if (refers_to (definition, kind, id))
          {
            usage_add (usages, TW_USAGE_DEFINITION, NULL, -1, -1, other);
            ((TwUsage *)g_ptr_array_index (usages, usages->len - 1))->owner = parts[p].owner;
          }
      }
    }
}

GPtrArray *
tw_find_where_used (TwDocument *doc, TwEntityKind kind, const char *id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (doc) && id != NULL, NULL);
  GPtrArray *usages = g_ptr_array_new_with_free_func (usage_free);
  int tile = tw_document_find_tile (doc, id);
  guint n_floors = tw_document_get_n_floors (doc);
  for (guint i = 0; i < n_floors; i++)
    {
      const char *floor_id = tw_document_get_floor_id (doc, i);
      if (tile > 0)
        tiles_used (doc, floor_id, tile, usages);
      events_used (doc, floor_id, kind, id, usages);
    }
  shops_used (doc, kind, id, usages);
  definitions_used (doc, kind, id, usages);
  return usages;
}

char *
tw_usage_describe (const TwUsage *usage)
{
  switch (usage->kind)
    {
    case TW_USAGE_TILE:
      return g_strdup_printf (_ ("%s (%d, %d) on the %s layer"), usage->floor_id, usage->x,
                              usage->y, usage->where);
    case TW_USAGE_EVENT:
      if (usage->x >= 0)
        return g_strdup_printf (_ ("%s (%d, %d) in %s"), usage->floor_id, usage->x, usage->y,
                                usage->where);
      return g_strdup_printf (_ ("%s in its %s hook"), usage->floor_id, usage->where);
    case TW_USAGE_SHOP:
      return g_strdup_printf (_ ("Shop %s"), usage->where);
    case TW_USAGE_DEFINITION:
      return g_strdup_printf (usage->owner == TW_ENTITY_ITEM ? _ ("Item %s's definition")
                                                             : _ ("Enemy %s's definition"),
                              usage->where);
    case TW_USAGE_COMMON_EVENT:
    default:
      return g_strdup_printf (_ ("Common event %s"), usage->where);
    }
}
