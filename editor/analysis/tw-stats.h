/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stats.h: resource statistics (数据统计) of a tower, per floor and
 * cumulative over a range of floors.
 *
 * What a floor holds: gems, potions, equipment and other items (by the item
 * definition: an `equip` object makes equipment, and its `equip.value` the
 * stats it gives; else an itemEffect that raises atk, def or mdef makes a
^ * gem, one that raises hp a potion), the stats they give (the tower's
 * `values` times the floor's `ratio`, through engine/tw-item-effect), keys
 * and doors by colour (COLOURKey, COLOURDoor), the enemies with their money
 * and exp. The tower's shops are listed once. See docs/analytics.md.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* Key and door colours counted by name; any other COLOURKey or COLOURDoor
 * is counted under TW_STATS_COLOUR_OTHER. */
typedef enum
{
  TW_STATS_YELLOW,
  TW_STATS_BLUE,
  TW_STATS_RED,
  TW_STATS_GREEN,
  TW_STATS_COLOUR_OTHER,
  TW_STATS_N_COLOURS,
} TwStatsColour;

/* The colour's name as in the tile ids ("yellow", ...; "other"). */
const char *tw_stats_colour_name (TwStatsColour colour);

/* Counts and sums: one floor's, or cumulative. */
typedef struct
{
  guint gems, potions, equipment, other_items;
  gint64 hp, atk, def, mdef, money_items; /* what the items give (equipment included) */
  guint enemies;
  gint64 money, exp; /* the enemies' */
  guint keys[TW_STATS_N_COLOURS];
  guint doors[TW_STATS_N_COLOURS];
  guint unsimulated_items; /* items whose effect Turnwright cannot read (not counted in stats) */
  guint script_items;      /* items whose JavaScript itemEffect was run to count them */
} TwStatsCounts;

typedef struct
{
  const char *floor_id; /* borrowed from the tower */
  double ratio;
  TwStatsCounts floor;
  TwStatsCounts cumulative; /* from the first floor of the range to this one */
} TwStatsFloor;

typedef struct
{
  GArray *floors; /* TwStatsFloor, in the tower's floorIds order */
  guint n_shops;
  json_t *shops;          /* the tower's data.firstData.shops (a reference), or NULL */
  GPtrArray *not_counted; /* char*: ids of the items (in the range) whose effect is not counted,
                           * sorted */
} TwStats;

/* The statistics of the floors from @from to @to (floor ids, inclusive, in
 * the floorIds order; NULL: the first, the last). NULL with @error when
 * either is not a floor or @to comes before @from. */
TwStats *tw_stats_compute (json_t *tower, const char *from, const char *to, GError **error);
void tw_stats_free (TwStats *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwStats, tw_stats_free)

G_END_DECLS
