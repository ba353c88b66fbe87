/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-route.h: mota-js routes ("录像"): the route tokens the game records
 * ("up", "choices:0", "item:redPotion", ...), their encoding (utils.js
 * encodeRoute / decodeRoute), the .h5route file a player downloads, and
 * the translation between tokens and a Turnwright moves script
 * (docs/routes.md). No GTK. */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-script.h"

G_BEGIN_DECLS

#define TW_ROUTE_ERROR (tw_route_error_quark ())

typedef enum
{
  TW_ROUTE_ERROR_CORRUPT, /* not a route file, or its route is not an encoded route */
  TW_ROUTE_ERROR_TOKEN,   /* a token a script cannot hold */
} TwRouteError;

GQuark tw_route_error_quark (void);

/* The engines' route encodings differ in one token: 2.6 writes a shop
 * visit as "shop:ID:SELECTIONS" ("S" ID ":" digits), 2.7 and later as
 * "shop:ID" ("S" ID ":") followed by the shop's choices. */
typedef enum
{
  TW_ROUTE_DIALECT_2_6,
  TW_ROUTE_DIALECT_2_7,
} TwRouteDialect;

/* Tile numbers and ids, as the game's maps.blocksInfo has them: the
 * encoding writes an item or equipment by its number (the smallest one
 * with that id), and decoding names a number by its id. */
typedef struct _TwRouteIds TwRouteIds;

TwRouteIds *tw_route_ids_new (void);
void tw_route_ids_free (TwRouteIds *ids);
void tw_route_ids_add (TwRouteIds *ids, guint number, const char *id);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwRouteIds, tw_route_ids_free)

/* encodeRoute: @tokens (char *) to the route string of a route file (the
 * LZString base64 of the compact form). @ids may be NULL. */
char *tw_route_encode (GPtrArray *tokens, TwRouteDialect dialect, const TwRouteIds *ids);

/* decodeRoute: the tokens (char *) of @route, which is the LZString base64
 * of the compact form or, as the game accepts too, the compact form
 * itself. On a route that is neither: NULL and TW_ROUTE_ERROR_CORRUPT with
 * "offset N: ..." (N counts characters of @route). */
GPtrArray *tw_route_decode (const char *route, TwRouteDialect dialect, const TwRouteIds *ids,
                            GError **error);

/* A .h5route file: a JSON object {name, version?, hard, seed, route}, as
 * 2.6-2.8 download it, or that JSON in LZString base64, as 2.9 and later
 * do; both are read, as utils.js readFileContent reads them. */
typedef struct
{
  json_t *object;   /* the file's members, in its order; "route" is the encoded route */
  gboolean wrapped; /* the file is LZString base64 */
} TwRouteFile;

/* Parses a route file's text. Errors name the place: "LINE:COLUMN: ..."
 * for JSON, "offset N: ..." for base64. */
gboolean tw_route_file_parse (const char *text, gsize length, TwRouteFile *file, GError **error);
/* The file's text, as the game's download writes it (JSON.stringify in the
 * file's member order, then LZString when @file->wrapped). */
char *tw_route_file_to_text (const TwRouteFile *file);
void tw_route_file_clear (TwRouteFile *file);
/* The file's encoded route (its "route" member). */
const char *tw_route_file_get_route (const TwRouteFile *file);

/* A token the script does not play, and where it was. */
typedef struct
{
  guint index; /* 0-based position in the route's tokens */
  char *token;
} TwRouteSkipped;

/* The moves script of @tokens, one action a line: moves (same-direction
 * runs merged as `move DIR N`), `moveto`, `pickup`, `use`, `shop`,
 * `choose`, `input`; every other token as `game TOKEN`, listed in
 * @skipped (TwRouteSkipped *, may be NULL). An answer follows the action
 * it answers in the route and comes before it in the script (docs/rules.md
 * §11.8). @file (may be NULL) is kept in the first line as a `#! h5route`
 * comment (its members but the route, and whether it was wrapped), so
 * exporting the script writes the same file. FALSE with
 * TW_ROUTE_ERROR_TOKEN for a token a script line cannot hold (white space,
 * a leading #). */
char *tw_route_to_script (GPtrArray *tokens, TwRouteDialect dialect, const TwRouteFile *file,
                          GPtrArray *skipped, GError **error);
void tw_route_skipped_free (gpointer skipped);

/* The file a script's `#! h5route` line describes, its route empty;
 * FALSE when the script has no such line (or it does not parse). */
gboolean tw_route_script_file (const char *text, TwRouteFile *file);

/* One script action's place in the route (tw_route_from_script). */
typedef struct
{
  const TwScriptAction *action;
  guint main_end;    /* the route actions the game pulls up to its end (answers are not pulled) */
  gboolean compared; /* FALSE for an answer: it belongs to the action it answers */
} TwRouteUnit;

/* The route tokens (char *) of @script. Its first @n_start answers answer
 * the start story and open the route; every other answer follows the
 * first token of the action after it. A move of N steps gives N units,
 * every other action one (@units, of TwRouteUnit, may be NULL). NULL and
 * TW_ROUTE_ERROR_TOKEN naming the line for an action the game has no token
 * for (`wait`, `skill`, ...). */
GPtrArray *tw_route_from_script (const TwScript *script, guint n_start, TwRouteDialect dialect,
                                 GArray *units, GError **error);

/* TRUE for tokens the game's events take while they run (the route's
 * answers: choices:, input:, input2:, random:), not pulled as actions. */
gboolean tw_route_token_is_answer (const char *token);

G_END_DECLS
