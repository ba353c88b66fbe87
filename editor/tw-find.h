/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-find.h: finding things in a tower (no GTK).
 *
 * tw_find_search looks for floors (by id, title or name), enemies and items
 * (by id or name) whose text contains the query, case-insensitively; better
 * matches first: the whole text, then its start, then anywhere; floors before
 * enemies before items on a tie, each in document order.
 *
 * tw_find_where_used lists where an enemy or item is used: the cells of
 * every floor whose tile (map, bgmap, fgmap) is it, then references in
 * events: a floor's per-cell events ("x,y" keys of events, afterBattle,
 * autoEvent, ...: the cell is known), its hooks (firstArrive, eachArrive,
 * parallelDo: no cell), the shops (data.firstData.shops), the common
 * events, and the other enemy and item definitions that name it (a
 * summoner's actArgs.enemy, an item's effect text). A reference is a string that is the id
 * ({"type": "battle", "id": "greenSlime"}), holds "item:ID" (item:yellowKey > 0) or holds the id
 * quoted, as JavaScript names it (core.addItem('yellowKey', 1)).
 */
#pragma once

#include <glib.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

typedef struct
{
  TwEntityKind kind; /* TW_ENTITY_FLOOR, TW_ENTITY_ENEMY or TW_ENTITY_ITEM */
  char *id;
  char *label; /* the floor's title or the entity's name; "" when it has none */
  int rank;    /* 0: whole text, 1: its start, 2: anywhere */
} TwFindResult;

/* A new array of TwFindResult (freed with it), at most limit (0: all). An
 * empty query finds nothing. */
GPtrArray *tw_find_search (TwDocument *doc, const char *query, guint limit);

typedef enum
{
  TW_USAGE_TILE,  /* a cell of the floor shows it */
  TW_USAGE_EVENT, /* an event of the floor names it (at a cell, or in a hook) */
  TW_USAGE_SHOP,  /* a shop of data.firstData.shops names it */
  TW_USAGE_COMMON_EVENT,
  TW_USAGE_DEFINITION, /* another enemy's or item's definition (where: its id) */
} TwUsageKind;

typedef struct
{
  TwUsageKind kind;
  char *floor_id;     /* NULL for shops and common events */
  int x, y;           /* -1 when there is no cell (hooks, shops) */
  char *where;        /* the layer ("map", "bgmap", "fgmap"), the event table ("events",
                       * "afterBattle", "firstArrive"), the shop id, the common event's
                       * name, or the definition's id */
  TwEntityKind owner; /* TW_USAGE_DEFINITION: TW_ENTITY_ENEMY or TW_ENTITY_ITEM */
} TwUsage;

/* A new array of TwUsage, floors in data.main.floorIds order, cells row by
 * row. kind is TW_ENTITY_ENEMY or TW_ENTITY_ITEM. */
GPtrArray *tw_find_where_used (TwDocument *doc, TwEntityKind kind, const char *id);

/* "MT1 (3, 4) map", "MT1 firstArrive", "shop moneyShop1": for lists. */
char *tw_usage_describe (const TwUsage *usage);

G_END_DECLS
