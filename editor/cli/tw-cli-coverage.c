/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-coverage.c: `turnwright-cli coverage PROJECT [--json]`.
 *
 * What of a tower Turnwright simulates, per floor: its event commands by
 * type, played or skipped (docs/rules.md §11), and the effects of the items
 * lying on it (played when the engine understands the effect string). A
 * designer reads in a minute how far to trust a simulation of the tower.
 */
#include "editor/cli/tw-cli-coverage.h"

#include <stdio.h>
#include <string.h>

#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-validate.h"
#include "editor/tw-i18n.h"
#include "engine/tw-engine.h"
#include "engine/tw-damage.h"
#include "engine/tw-item-effect.h"
#include "engine/tw-map-damage.h"
#include "engine/tw-tower-script.h"

typedef struct
{
  guint played, skipped;
} Count;

/* One floor's figures (the common events are the floor "" at the end). */
typedef struct
{
  char *floor_id;
  GTree *commands; /* type -> Count* */
  GTree *reasons;  /* "type: reason" -> Count* (skipped only) */
  Count items;
  GTree *specials; /* special number (a GINT key) -> Count*: enemies, played when simulated */
} FloorCoverage;

static void
floor_coverage_free (gpointer data)
{
  FloorCoverage *fc = data;
  g_free (fc->floor_id);
  g_tree_unref (fc->commands);
  g_tree_unref (fc->reasons);
  g_tree_unref (fc->specials);
  g_free (fc);
}

static gint
compare_keys (gconstpointer a, gconstpointer b, gpointer unused)
{
  return strcmp (a, b);
}

static gint
compare_numbers (gconstpointer a, gconstpointer b, gpointer unused)
{
  return GPOINTER_TO_INT (a) - GPOINTER_TO_INT (b);
}

static FloorCoverage *
floor_coverage_new (const char *id)
{
  FloorCoverage *fc = g_new0 (FloorCoverage, 1);
  fc->floor_id = g_strdup (id);
  fc->commands = g_tree_new_full (compare_keys, NULL, g_free, g_free);
  fc->reasons = g_tree_new_full (compare_keys, NULL, g_free, g_free);
  fc->specials = g_tree_new_full (compare_numbers, NULL, NULL, g_free);
  return fc;
}

static Count *
count_of (GTree *tree, const char *key)
{
  Count *c = g_tree_lookup (tree, key);
  if (c == NULL)
    {
      c = g_new0 (Count, 1);
      g_tree_insert (tree, g_strdup (key), c);
    }
  return c;
}

typedef struct
{
  GPtrArray *floors; /* FloorCoverage*, the tower's order, common events last */
  GHashTable *by_id; /* floor id -> FloorCoverage* */
} Coverage;

static void
on_command (const TwEventCommandInfo *info, gpointer user_data)
{
  Coverage *cov = user_data;
  FloorCoverage *fc = g_hash_table_lookup (cov->by_id, info->floor_id ? info->floor_id : "");
  Count *c = count_of (fc->commands, info->command);

  if (info->skip_reason == NULL)
    c->played++;
  else
    {
      g_autofree char *key = g_strdup_printf ("%s: %s", info->command, info->skip_reason);
      c->skipped++;
      count_of (fc->reasons, key)->skipped++;
    }
}

/* The items lying on the floor whose effect the engine plays. */
static void
count_items (TwTower *tower, const TwFloorDef *def, Count *items)
{
  for (gint c = 0; c < def->width * def->height; c++)
    {
      const TwTileInfo *tile = tw_tower_get_tile (tower, def->map[c]);
      const TwItemDef *item;
      const char *effect;
      if (tile == NULL || tile->item < 0)
        continue;
      item = tw_tower_get_item (tower, (guint)tile->item);
      effect = json_string_value (json_object_get (item->json, "itemEffect"));
      if (g_strcmp0 (item->cls, "items") != 0 || effect == NULL)
        continue;
      TwItemEffect *parsed = tw_item_effect_parse (effect, NULL);
      if (parsed != NULL)
        items->played++;
      else
        items->skipped++;
      tw_item_effect_free (parsed);
    }
}

/* The specials of the enemies standing on the floor: per special number,
 * how many enemies have it, played when the engine simulates it
 * (docs/rules.md §3.2); the map damage ones (15, 16, 18, 24) not when the
 * tower writes its own updateCheckBlock, which the engine does not run
 * (§3.16). */
static void
count_special (GTree *specials, gint special, gboolean own_map_damage)
{
  Count *c = g_tree_lookup (specials, GINT_TO_POINTER (special));
  if (c == NULL)
    {
      c = g_new0 (Count, 1);
      g_tree_insert (specials, GINT_TO_POINTER (special), c);
    }
  if (tw_damage_special_is_simulated (special)
      && !(own_map_damage && tw_map_damage_special (special)))
    c->played++;
  else
    c->skipped++;
}

static void
count_specials (TwTower *tower, const TwFloorDef *def, gboolean own_map_damage, GTree *specials)
{
  for (gint c = 0; c < def->width * def->height; c++)
    {
      const TwTileInfo *tile = tw_tower_get_tile (tower, def->map[c]);
      json_t *special, *one;
      gsize i;
      if (tile == NULL || tile->enemy < 0)
        continue;
      special = json_object_get (tw_tower_get_enemy (tower, (guint)tile->enemy)->json, "special");
      if (json_is_integer (special) && json_integer_value (special) != 0)
        count_special (specials, (gint)json_integer_value (special), own_map_damage);
      json_array_foreach (special, i, one)
      {
        if (json_is_integer (one) && json_integer_value (one) != 0)
          count_special (specials, (gint)json_integer_value (one), own_map_damage);
      }
    }
}

static json_t *
specials_json (GTree *specials)
{
  json_t *obj = json_object ();
  for (GTreeNode *n = g_tree_node_first (specials); n; n = g_tree_node_next (n))
    {
      Count *c = g_tree_node_value (n);
      char key[16];
      g_snprintf (key, sizeof key, "%d", GPOINTER_TO_INT (g_tree_node_key (n)));
      json_object_set_new (obj, key,
                           json_pack ("{s:b, s:i}", "simulated", c->skipped == 0, "enemies",
                                      c->played + c->skipped));
    }
  return obj;
}

static gboolean
sum_counts (gpointer key, gpointer value, gpointer data)
{
  Count *total = data, *c = value;
  total->played += c->played;
  total->skipped += c->skipped;
  return FALSE;
}

static json_t *
counts_json (GTree *tree)
{
  json_t *obj = json_object ();
  GTreeNode *node;
  for (node = g_tree_node_first (tree); node; node = g_tree_node_next (node))
    {
      Count *c = g_tree_node_value (node);
      json_object_set_new (obj, g_tree_node_key (node),
                           json_pack ("{s:i, s:i}", "played", c->played, "skipped", c->skipped));
    }
  return obj;
}

/* The items whose useItemEvent the engine runs (docs/rules.md §2.14). */
static guint
count_use_item_events (TwTower *tower)
{
  guint n = 0;
  if (!tw_tower_has_use_item_events (tower))
    return 0;
  for (guint i = 0; i < tw_tower_get_n_items (tower); i++)
    n += json_object_get (tw_tower_get_item (tower, i)->json, "useItemEvent") != NULL;
  return n;
}

/* How the tower caps hp (docs/rules.md §2.15), as its data.js says it. */
static const char *
hp_cap_name (TwTower *tower)
{
  switch (tw_tower_get_hp_cap (tower))
    {
    case TW_HP_CAP_BUFFED:
      return "statusBarItems";
    case TW_HP_CAP_PLAIN:
      return "flag";
    case TW_HP_CAP_NONE:
    default:
      return NULL;
    }
}

/* The item rules the tower uses, and that they are simulated. */
static void
print_item_rules (TwTower *tower)
{
  guint n = count_use_item_events (tower);
  if (n > 0)
    /* TRANSLATORS: %u items; useItemEvent is a mota-js field name. */
    printf (ngettext ("items: %u with a useItemEvent, simulated (run on pickup and on use)\n",
                      "items: %u with a useItemEvent, simulated (run on pickup and on use)\n", n),
            n);
  if (hp_cap_name (tower) != NULL)
    /* TRANSLATORS: enableHPMax and hpmax are mota-js names. */
    printf ("%s\n", _("enableHPMax: on, simulated (hp kept at most hpmax after every change)"));
}

static const TwCliHelp coverage_help = {
  "coverage",
  N_("PROJECT"),
  N_("What of the tower the simulation plays, per floor: event commands by type\n"
     "(played / skipped, with why), the effects of the items on the floor and\n"
     "the specials of its enemies (simulated or not)."),
  NULL,
};

int
tw_cli_coverage (int argc, char **argv)
{
  const char *project = NULL;
  gboolean as_json = FALSE;
  g_autoptr (GError) error = NULL;
  Coverage cov;
  guint full = 0, with_events = 0;
  json_t *root, *floors_json;
  TwTower *tower;

  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, N_("Write JSON"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&coverage_help, entries, argc, argv, &positional);
  if (status >= 0)
    return status;
  project = positional[0];
  if (project != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("coverage", _("one project at a time"));
  if (project == NULL)
    return tw_cli_usage_error ("coverage", _("no PROJECT given"));
  root = tw_cli_load_tower (project, &error);
  tower = root ? tw_tower_new_from_json (root, &error) : NULL;
  json_t *tower_json = json_object_get (root, "tower") ? json_object_get (root, "tower") : root;
  gboolean own_map_damage = root != NULL
                            && tw_map_damage_rule_of_text (tw_tower_script_text (tower_json, NULL))
                                   == TW_MAP_DAMAGE_RULE_OWN;
  json_decref (root);
  if (tower == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }

  cov.floors = g_ptr_array_new_with_free_func (floor_coverage_free);
  cov.by_id = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint f = 0; f <= tw_tower_get_n_floors (tower); f++)
    {
      gboolean common = f == tw_tower_get_n_floors (tower);
      FloorCoverage *fc = floor_coverage_new (common ? "" : tw_tower_get_floor (tower, f)->id);
      if (!common)
        {
          count_items (tower, tw_tower_get_floor (tower, f), &fc->items);
          count_specials (tower, tw_tower_get_floor (tower, f), own_map_damage, fc->specials);
        }
      g_ptr_array_add (cov.floors, fc);
      g_hash_table_insert (cov.by_id, fc->floor_id, fc);
    }
  tw_tower_foreach_event_command (tower, on_command, &cov);

  floors_json = json_array ();
  for (guint f = 0; f < cov.floors->len; f++)
    {
      FloorCoverage *fc = g_ptr_array_index (cov.floors, f);
      gboolean common = fc->floor_id[0] == '\0';
      Count total = { 0, 0 };
      g_tree_foreach (fc->commands, sum_counts, &total);
      if (!common)
        {
          full += total.skipped == 0;
          with_events += total.played + total.skipped > 0;
        }
      if (as_json)
        {
          json_t *obj = json_pack (
              "{s:s?, s:o, s:o, s:{s:i, s:i}}", "floorId", common ? NULL : fc->floor_id, "commands",
              counts_json (fc->commands), "skipped", counts_json (fc->reasons), "itemEffects",
              "played", fc->items.played, "skipped", fc->items.skipped);
          if (common)
            json_object_set_new (obj, "commonEvents", json_true ());
          else
            json_object_set_new (obj, "enemySpecials", specials_json (fc->specials));
          json_array_append_new (floors_json, obj);
          continue;
        }
      if (common && total.played + total.skipped == 0)
        continue;
      guint n_commands = total.played + total.skipped;
      printf (ngettext ("%s: %u event command, %u played, %u skipped; item effects %u played, "
                        "%u skipped\n",
                        "%s: %u event commands, %u played, %u skipped; item effects %u played, "
                        "%u skipped\n",
                        n_commands),
              common ? _("(common events)") : fc->floor_id, n_commands, total.played,
              total.skipped, fc->items.played, fc->items.skipped);
      for (GTreeNode *n = g_tree_node_first (fc->reasons); n; n = g_tree_node_next (n))
        /* TRANSLATORS: "skipped 3x setBlock: not simulated": a count, then an
           event command and why it is not played. */
        printf (_("  skipped %ux %s\n"), ((Count *)g_tree_node_value (n))->skipped,
                (const char *)g_tree_node_key (n));
      if (g_tree_nnodes (fc->specials) > 0)
        {
          fputs (_("  enemy specials:"), stdout);
          for (GTreeNode *n = g_tree_node_first (fc->specials); n; n = g_tree_node_next (n))
            {
              Count *c = g_tree_node_value (n);
              int special = GPOINTER_TO_INT (g_tree_node_key (n));
              guint enemies = c->played + c->skipped;
              /* TRANSLATORS: a special's number, then how many enemies have it. */
              if (c->skipped == 0)
                printf (ngettext (" %d (%u enemy, simulated)", " %d (%u enemies, simulated)",
                                  enemies),
                        special, enemies);
              else
                printf (ngettext (" %d (%u enemy, not simulated)",
                                  " %d (%u enemies, not simulated)", enemies),
                        special, enemies);
            }
          printf ("\n");
        }
    }
  if (as_json)
    {
      json_t *out = json_pack ("{s:o, s:i, s:i, s:i, s:i, s:s?}", "floors", floors_json, "nFloors",
                               tw_tower_get_n_floors (tower), "floorsWithEvents", with_events,
                               "floorsFullyPlayed", full, "useItemEvents",
                               count_use_item_events (tower), "enableHPMax", hp_cap_name (tower));
      g_autofree char *text = json_dumps (out, JSON_INDENT (2) | JSON_PRESERVE_ORDER);
      printf ("%s\n", text);
      json_decref (out);
    }
  else
    {
      json_decref (floors_json);
      printf (_("floors with every event command played: %u of %u (%u have events)\n"), full,
              tw_tower_get_n_floors (tower), with_events);
      print_item_rules (tower);
    }
  g_hash_table_unref (cov.by_id);
  g_ptr_array_unref (cov.floors);
  tw_tower_unref (tower);
  return TW_CLI_EXIT_OK;
}
