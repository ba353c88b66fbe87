/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate.h: the tower's checks, shared by the app's Issues panel and
 * `turnwright-cli validate`. The rules are listed in docs/editor-model.md. */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/tw-diagnostic.h"

G_BEGIN_DECLS

/* Finds where a value was written: file as in TwDiagnostic.file, path a JSON
 * Pointer inside that file ("/greenSlime/timeCost", "/map/3/4"). Returns
 * FALSE when it does not know; line and column are 1-based. */
typedef gboolean (*TwPositionLookup) (const char *file,
                                      const char *path,
                                      int        *line,
                                      int        *column,
                                      gpointer    user_data);

/* Runs every rule on tower (the tower object of docs/formats.md). Returns a
 * new array of TwDiagnostic*, which frees them. lookup may be NULL: line and
 * column are then 0 and the message names the id and field. */
GPtrArray *tw_validate_tower (json_t           *tower,
                              TwPositionLookup  lookup,
                              gpointer          user_data);

/* How many diagnostics of severity the array holds. */
guint tw_validate_count (GPtrArray  *diagnostics,
                         TwSeverity  severity);

/* The tower's id and cell-key rules, shared with TwDocument so that its edits
 * refuse exactly what the validator reports. */
/* An enemy, item or tile id: a letter or '_', then letters, digits and '_'
 * (FALSE for NULL). */
gboolean tw_validate_entity_id (const char *id);
/* A floor id: one or more letters, digits and '_' (FALSE for NULL). */
gboolean tw_validate_floor_id (const char *id);
/* Reads a per-cell key "x,y" (changeFloor, events); FALSE when key is not one. */
gboolean tw_validate_parse_cell_key (const char *key,
                                     int        *x,
                                     int        *y);
/* Reads a route cell, [x, y] or {"x": x, "y": y}; FALSE when cell is neither
 * (the inspector shows routes as the validator reads them). */
gboolean tw_validate_route_cell (json_t *cell,
                                 int    *x,
                                 int    *y);

G_END_DECLS
