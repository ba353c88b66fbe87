/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-floors.h: walking a tower's floors for the analytics: the floor
 * ids in order, and what a tile number stands for. */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* The tower's floor ids in order: data.main.floorIds (those that are
 * floors), else the floors object's order. Borrowed strings. */
GPtrArray *tw_tower_floor_ids (json_t *tower);

/* A lookup of tile numbers to their `maps` entry ({cls, id}), cached. */
typedef struct _TwTileLookup TwTileLookup;

TwTileLookup *tw_tile_lookup_new (json_t *tower);
void tw_tile_lookup_free (TwTileLookup *lookup);
/* The tile's cls and id (borrowed); FALSE for 0, unknown numbers and tiles
 * without both. */
gboolean tw_tile_lookup_get (TwTileLookup *lookup, json_t *number, const char **cls,
                             const char **id);

/* TRUE for an enemy tile's cls ("enemys", "enemy48"). */
gboolean tw_tile_cls_is_enemy (const char *cls);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwTileLookup, tw_tile_lookup_free)

G_END_DECLS
