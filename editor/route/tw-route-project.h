/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-route-project.h: route files and a tower: what `turnwright-cli route`
 * and the app's Open Moves / Export Moves as Route share (docs/routes.md).
 * No GTK. */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/route/tw-route.h"
#include "engine/tw-tower.h"

G_BEGIN_DECLS

/* The tower's tile numbers and ids, as the game's maps.blocksInfo. */
TwRouteIds *tw_route_ids_from_tower (const TwTower *tower);
/* 2.6 for a tower in 2.6's data format (tw_tower_is_2_6), else 2.7+. */
TwRouteDialect tw_route_dialect_of (const TwTower *tower);

/* The moves script of the route file @path (tw_route_to_script), its item
 * numbers named by @tower's tiles (@tower may be NULL: numbers stay
 * numbers, 2.7+ dialect). Errors name the file: "PATH:LINE:COLUMN: ..." for
 * its JSON, "PATH: offset N: ..." for base64, "PATH: route: ..." for the
 * encoded route. @skipped as tw_route_to_script's. */
char *tw_route_import_file (const char *path, const TwTower *tower, GPtrArray *skipped,
                            GError **error);

/* The route file of the moves script @script_text for the tower @tower_json
 * (a project's "tower"), as the game's replay panel downloads it:
 * {name, hard, seed, route}, wrapped in LZString where the game's engine
 * (@game_dir's libs/, may be NULL) wraps it. The script's `#! h5route` line,
 * when it has one, gives the members (a route imported and exported is the
 * same file); @hard and @seed (may be NULL) replace them. The start story's
 * answers are found by playing the start in the engine, as the check does.
 * Errors: "LINE:COLUMN: ..." for a script that does not parse, "line N:
 * ..." for an action the game has no token for. */
char *tw_route_export_script (json_t *tower_json, const char *game_dir, const char *script_text,
                              const char *hard, const char *seed, GError **error);

G_END_DECLS
