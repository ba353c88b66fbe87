/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stats.c: resource statistics (see tw-stats.h). */
#include "editor/analysis/tw-stats.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "editor/analysis/tw-tower-floors.h"
#include "engine/tw-item-effect.h"
#include "engine/tw-tower-script.h"
#include "editor/tw-i18n.h"

static const char *const colour_names[TW_STATS_N_COLOURS]
    = { "yellow", "blue", "red", "green", "other" };

const char *
tw_stats_colour_name (TwStatsColour colour)
{
  return (guint)colour < TW_STATS_N_COLOURS ? colour_names[colour] : NULL;
}

/* The colour of "yellowKey" / "yellowDoor" (@suffix "Key" / "Door"); FALSE
 * when @id does not end with @suffix. */
static gboolean
colour_of (const char *id, const char *suffix, TwStatsColour *colour)
{
  gsize n = strlen (id), s = strlen (suffix);
  if (n <= s || strcmp (id + n - s, suffix) != 0)
    return FALSE;
  *colour = TW_STATS_COLOUR_OTHER;
  for (guint c = 0; c < TW_STATS_COLOUR_OTHER; c++)
    if (strlen (colour_names[c]) == n - s && strncmp (id, colour_names[c], n - s) == 0)
      *colour = c;
  return TRUE;
}

typedef enum
{
  KIND_OTHER,
  KIND_GEM,
  KIND_POTION,
  KIND_EQUIPMENT,
  KIND_KEY,
} ItemKind;

typedef struct
{
  ItemKind kind;
  TwStatsColour colour; /* KIND_KEY */
  TwItemEffect *effect; /* NULL: none, or not one Turnwright reads */
  gboolean unsimulated; /* an itemEffect Turnwright cannot read */
  gint64 equip[3];      /* atk, def, mdef of equip.value */
  /* An itemEffect that is JavaScript (not arithmetic Turnwright reads): run
   * by the tower interpreter on a probe hero, per floor ratio. */
  const char *js_code; /* borrowed from the tower, or NULL */
  gboolean js_known;   /* js_gain/js_ok hold the run at js_ratio */
  gboolean js_ok;
  double js_ratio;
  TwHeroNumbers js_gain;
} ItemInfo;

static void
item_info_free (ItemInfo *info)
{
  tw_item_effect_free (info->effect);
  g_free (info);
}

static void
classify_by_gain (ItemInfo *info, const TwHeroNumbers *gain)
{
  if (info->kind != KIND_OTHER)
    return;
  if (gain->atk > 0 || gain->def > 0 || gain->mdef > 0)
    info->kind = KIND_GEM;
  else if (gain->hp > 0)
    info->kind = KIND_POTION;
}

static gboolean
effect_raises (const TwItemEffect *effect, TwHeroField field)
{
  for (guint i = 0; effect != NULL && i < tw_item_effect_get_n_ops (effect); i++)
    {
      const TwItemOp *op = tw_item_effect_get_op (effect, i);
      if (op->field == field && op->sign > 0)
        return TRUE;
    }
  return FALSE;
}

static ItemInfo *
item_info_new (json_t *item, const char *id)
{
  ItemInfo *info = g_new0 (ItemInfo, 1);
  if (colour_of (id, "Key", &info->colour))
    {
      info->kind = KIND_KEY;
      return info;
    }
  /* An `equips` item goes to the equipment box and gives equip.value; an
   * `items` one with an `equip` (the sample's swords) is used up on pickup
   * and gives what its itemEffect says, as in mota-js. */
  json_t *equip = json_object_get (item, "equip");
  if (json_is_object (equip)
      && g_strcmp0 (json_string_value (json_object_get (item, "cls")), "equips") == 0)
    {
      json_t *value = json_object_get (equip, "value");
      static const char *const names[] = { "atk", "def", "mdef" };
      for (guint i = 0; i < 3; i++)
        info->equip[i] = (gint64)json_number_value (json_object_get (value, names[i]));
      info->kind = KIND_EQUIPMENT;
      return info;
    }
  const char *text = json_string_value (json_object_get (item, "itemEffect"));
  if (text != NULL)
    {
      info->effect = tw_item_effect_parse (text, NULL);
      info->unsimulated = info->effect == NULL;
      if (info->effect == NULL)
        info->js_code = text; /* tried with the interpreter when counted */
    }
  if (json_is_object (equip))
    info->kind = KIND_EQUIPMENT;
  else if (effect_raises (info->effect, TW_HERO_FIELD_ATK)
           || effect_raises (info->effect, TW_HERO_FIELD_DEF)
           || effect_raises (info->effect, TW_HERO_FIELD_MDEF))
    info->kind = KIND_GEM;
  else if (effect_raises (info->effect, TW_HERO_FIELD_HP))
    info->kind = KIND_POTION;
  return info;
}

typedef struct
{
  json_t *tower;
  json_t *items;
  json_t *enemys;
  json_t *values;
  GHashTable *infos;      /* item id -> ItemInfo */
  TwTowerScript *effects; /* for JavaScript item effects, made on first need */
  gboolean effects_tried;
  GPtrArray *not_counted; /* char*: ids of items whose effect is not counted */
} Counter;

/* The probe hero a JavaScript item effect runs on: the starting hero, its
 * flags and items, on a floor of @ratio (as the engine's state_json). */
static json_t *
probe_state (Counter *c, double ratio)
{
  json_t *start
      = json_object_get (json_object_get (json_object_get (c->tower, "data"), "firstData"), "hero");
  json_t *hero = json_is_object (start) ? json_deep_copy (start) : json_object ();
  json_t *flags = json_object_get (hero, "flags"), *items = json_object_get (hero, "items");
  json_t *state = json_pack (
      "{s:O, s:O, s:f, s:s}", "flags", json_is_object (flags) ? flags : json_object (), "items",
      json_is_object (items) ? items : json_object (), "ratio", ratio, "floorId", "");
  if (!json_is_object (flags))
    json_decref (json_object_get (state, "flags"));
  if (!json_is_object (items))
    json_decref (json_object_get (state, "items"));
  json_object_del (hero, "flags");
  json_object_del (hero, "items");
  json_object_set_new (state, "hero", hero);
  return state;
}

static gint64
number_member (json_t *object, const char *key)
{
  json_t *node = json_object_get (object, key);
  return json_is_number (node) ? (gint64)json_number_value (node) : 0;
}

/* What the JavaScript itemEffect of @id gives the probe hero on a floor of
 * @ratio: FALSE when the interpreter cannot run it (a script error, a
 * limit, a call the facade lacks, a result that is not numbers). The
 * sandbox bounds its time and memory (docs/rules.md §12.3). An effect that
 * depends on the hero's own stats counts as for the starting hero. */
static gboolean
js_gain (Counter *c, ItemInfo *info, const char *id, double ratio, TwHeroNumbers *gain)
{
  if (info->js_known && info->js_ratio == ratio)
    {
      *gain = info->js_gain;
      return info->js_ok;
    }
  if (!c->effects_tried)
    {
      c->effects = tw_tower_script_new_for_effects (c->tower);
      c->effects_tried = TRUE;
    }
  memset (gain, 0, sizeof *gain);
  gboolean ok = FALSE;
  if (c->effects != NULL)
    {
      json_t *state = probe_state (c, ratio);
      json_t *before = json_object_get (state, "hero");
      json_t *out = tw_tower_script_run_effect (c->effects, TW_TOWER_SCRIPT_STATEMENTS,
                                                info->js_code, id, id, state, NULL);
      json_t *after = json_object_get (out, "hero");
      static const char *const names[] = { "hp", "atk", "def", "mdef", "money" };
      gint64 *fields[] = { &gain->hp, &gain->atk, &gain->def, &gain->mdef, &gain->money };
      ok = json_is_object (after);
      for (guint i = 0; ok && i < G_N_ELEMENTS (names); i++)
        {
          json_t *v = json_object_get (after, names[i]);
          ok = v == NULL || (json_is_number (v) && isfinite (json_number_value (v)));
          if (ok && v != NULL)
            *fields[i] = (gint64)floor (json_number_value (v)) - number_member (before, names[i]);
        }
      if (!ok)
        memset (gain, 0, sizeof *gain);
      json_decref (out);
      json_decref (state);
    }
  info->js_known = TRUE;
  info->js_ok = ok;
  info->js_ratio = ratio;
  info->js_gain = *gain;
  return ok;
}

static void
note_not_counted (Counter *c, const char *id)
{
  for (guint i = 0; i < c->not_counted->len; i++)
    if (strcmp (g_ptr_array_index (c->not_counted, i), id) == 0)
      return;
  g_ptr_array_add (c->not_counted, g_strdup (id));
}

static ItemInfo *
counter_item (Counter *c, const char *id)
{
  ItemInfo *info = g_hash_table_lookup (c->infos, id);
  if (info == NULL)
    {
      info = item_info_new (json_object_get (c->items, id), id);
      g_hash_table_insert (c->infos, (gpointer)id, info);
    }
  return info;
}

static void
count_item (Counter *c, const char *id, guint n, double ratio, TwStatsCounts *out)
{
  ItemInfo *info = counter_item (c, id);
  TwHeroNumbers gain = { 0 };
  gboolean by_script = FALSE;
  if (info->js_code != NULL)
    {
      by_script = js_gain (c, info, id, ratio, &gain);
      if (by_script)
        classify_by_gain (info, &gain);
      else
        note_not_counted (c, id);
    }
  switch (info->kind)
    {
    case KIND_KEY:
      out->keys[info->colour] += n;
      return;
    case KIND_EQUIPMENT:
      out->equipment += n;
      out->atk += info->equip[0] * n;
      out->def += info->equip[1] * n;
      out->mdef += info->equip[2] * n;
      break;
    case KIND_GEM:
      out->gems += n;
      break;
    case KIND_POTION:
      out->potions += n;
      break;
    case KIND_OTHER:
      out->other_items += n;
      break;
    }
  if (by_script)
    out->script_items += n;
  else if (info->unsimulated)
    out->unsimulated_items += n;
  if (info->effect == NULL && !by_script)
    return;
  if (info->effect != NULL
      && !tw_item_effect_apply (info->effect, &gain, c->values, ratio, FALSE, NULL))
    {
      out->unsimulated_items += n;
      note_not_counted (c, id);
      return;
    }
  out->hp += gain.hp * n;
  out->atk += gain.atk * n;
  out->def += gain.def * n;
  out->mdef += gain.mdef * n;
  out->money_items += gain.money * n;
}

static void
count_floor (Counter *c, TwTileLookup *tiles, json_t *floor, double ratio, TwStatsCounts *out)
{
  g_autoptr (GHashTable) items = g_hash_table_new (g_str_hash, g_str_equal);
  json_t *map = json_object_get (floor, "map");
  for (gsize y = 0; y < json_array_size (map); y++)
    {
      json_t *row = json_array_get (map, y);
      for (gsize x = 0; x < json_array_size (row); x++)
        {
          const char *cls, *id;
          TwStatsColour colour;
          if (!tw_tile_lookup_get (tiles, json_array_get (row, x), &cls, &id))
            continue;
          if (tw_tile_cls_is_enemy (cls))
            {
              json_t *enemy = json_object_get (c->enemys, id);
              if (!json_is_object (enemy))
                continue;
              out->enemies++;
              out->money += (gint64)json_number_value (json_object_get (enemy, "money"));
              out->exp += (gint64)json_number_value (json_object_get (enemy, "exp"));
            }
          else if (strcmp (cls, "items") == 0 && json_is_object (json_object_get (c->items, id)))
            {
              guint n = GPOINTER_TO_UINT (g_hash_table_lookup (items, id));
              g_hash_table_insert (items, (gpointer)id, GUINT_TO_POINTER (n + 1));
            }
          else if (colour_of (id, "Door", &colour))
            out->doors[colour]++;
        }
    }
  GHashTableIter iter;
  gpointer id, n;
  g_hash_table_iter_init (&iter, items);
  while (g_hash_table_iter_next (&iter, &id, &n))
    count_item (c, id, GPOINTER_TO_UINT (n), ratio, out);
}

static void
add_counts (TwStatsCounts *sum, const TwStatsCounts *add)
{
  sum->gems += add->gems;
  sum->potions += add->potions;
  sum->equipment += add->equipment;
  sum->other_items += add->other_items;
  sum->hp += add->hp;
  sum->atk += add->atk;
  sum->def += add->def;
  sum->mdef += add->mdef;
  sum->money_items += add->money_items;
  sum->enemies += add->enemies;
  sum->money += add->money;
  sum->exp += add->exp;
  sum->unsimulated_items += add->unsimulated_items;
  sum->script_items += add->script_items;
  for (guint k = 0; k < TW_STATS_N_COLOURS; k++)
    {
      sum->keys[k] += add->keys[k];
      sum->doors[k] += add->doors[k];
    }
}

static gint
compare_ids (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

static gint
index_of (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (strcmp (g_ptr_array_index (ids, i), id) == 0)
      return (gint)i;
  return -1;
}

TwStats *
tw_stats_compute (json_t *tower, const char *from, const char *to, GError **error)
{
  g_return_val_if_fail (tower != NULL, NULL);
  g_autoptr (GPtrArray) ids = tw_tower_floor_ids (tower);
  gint first = from != NULL ? index_of (ids, from) : 0;
  gint last = to != NULL ? index_of (ids, to) : (gint)ids->len - 1;
  if (first < 0 || last < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("the tower has no floor '%s'"),
                   first < 0 ? from : to);
      return NULL;
    }
  if (last < first)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("floor '%s' comes before '%s' in the tower"), to, from);
      return NULL;
    }

  json_t *data = json_object_get (tower, "data");
  json_t *values = json_object_get (data, "values");
  Counter c = {
    .tower = tower,
    .items = json_object_get (tower, "items"),
    .enemys = json_object_get (tower, "enemys"),
    .values = json_is_object (values) ? values : NULL,
    .infos = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify)item_info_free),
    .not_counted = g_ptr_array_new_with_free_func (g_free),
  };
  g_autoptr (TwTileLookup) tiles = tw_tile_lookup_new (tower);
  TwStats *stats = g_new0 (TwStats, 1);
  stats->floors = g_array_new (FALSE, TRUE, sizeof (TwStatsFloor));
  TwStatsCounts running = { 0 };
  json_t *floors = json_object_get (tower, "floors");
  for (gint i = first; ids->len > 0 && i <= last; i++)
    {
      TwStatsFloor f = { .floor_id = g_ptr_array_index (ids, i), .ratio = 1 };
      json_t *floor = json_object_get (floors, f.floor_id);
      json_t *ratio = json_object_get (floor, "ratio");
      if (json_is_number (ratio))
        f.ratio = json_number_value (ratio);
      count_floor (&c, tiles, floor, f.ratio, &f.floor);
      add_counts (&running, &f.floor);
      f.cumulative = running;
      g_array_append_val (stats->floors, f);
    }
  g_hash_table_unref (c.infos);
  g_clear_pointer (&c.effects, tw_tower_script_free);
  g_ptr_array_sort (c.not_counted, compare_ids);
  stats->not_counted = c.not_counted;

  json_t *shops = json_object_get (json_object_get (data, "firstData"), "shops");
  if (json_is_array (shops))
    {
      stats->shops = json_incref (shops);
      stats->n_shops = (guint)json_array_size (shops);
    }
  return stats;
}

void
tw_stats_free (TwStats *stats)
{
  if (stats == NULL)
    return;
  g_array_unref (stats->floors);
  json_decref (stats->shops);
  if (stats->not_counted != NULL)
    g_ptr_array_unref (stats->not_counted);
  g_free (stats);
}
