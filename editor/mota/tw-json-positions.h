/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-positions.h: where each value of a JSON text sits (file, line, column).
 *
 * jansson forgets positions once a text is parsed; validation wants to point a
 * designer at "enemys.js:12:40" for enemys/greenSlime/timeCost. This is a small
 * linear-time scanner over the original text that records, for every object
 * member value and array element, its path and its 1-based line and column.
 * Columns count Unicode characters, as jansson's error columns do.
 *
 * Paths are JSON Pointers without the leading slash: keys joined by '/', with
 * '~' written "~0" and '/' written "~1"; array elements by their index
 * ("floors/MT0/map/3/4"). A whole text is recorded at its root path.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Deeper text is not scanned further (jansson's own limit). */
#define TW_JSON_POSITIONS_MAX_DEPTH 2048

typedef struct _TwJsonPositions TwJsonPositions;

typedef struct
{
  const char *file; /* owned by the positions table */
  int line;
  int column;
} TwJsonPosition;

TwJsonPositions *tw_json_positions_new (void);
void tw_json_positions_free (TwJsonPositions *self);

/* Scans one JSON text whose first byte sits at first_line:first_column of
 * `file`, recording its values under `root` (a path; "" for none). With
 * `subtree` set, only values inside that path of the text are recorded, with
 * the subtree path cut off (a project file's "tower"). Returns FALSE if the
 * text is not well-formed JSON or nests deeper than TW_JSON_POSITIONS_MAX_DEPTH
 * (what was recorded until then stays). */
gboolean tw_json_positions_scan (TwJsonPositions *self, const char *file, const char *text,
                                 gsize length, int first_line, int first_column, const char *root,
                                 const char *subtree);

/* tw_json_positions_scan of a whole text (no subtree), done only when a
 * lookup, an add, foreach or get_size first needs a path at or under `root`
 * (the text is copied). The table reads exactly as if the text had been
 * scanned now: validation asks for the positions of a few paths, and most
 * of a tower's files are never scanned. Since a lookup may scan (it changes
 * the table), a table is used by one thread at a time, lookups included. */
void tw_json_positions_scan_later (TwJsonPositions *self, const char *file, const char *text,
                                   gsize length, int first_line, int first_column,
                                   const char *root);

void tw_json_positions_add (TwJsonPositions *self, const char *path, const char *file, int line,
                            int column);

/* Exact lookup. */
gboolean tw_json_positions_lookup (const TwJsonPositions *self, const char *path,
                                   TwJsonPosition *position);

/* Lookup of the path or, failing that, of its nearest recorded ancestor (a
 * missing field points at the object that should hold it). */
gboolean tw_json_positions_lookup_nearest (const TwJsonPositions *self, const char *path,
                                           TwJsonPosition *position);

guint tw_json_positions_get_size (const TwJsonPositions *self);

typedef void (*TwJsonPositionsFunc) (const char *path, const TwJsonPosition *position,
                                     gpointer user_data);

void tw_json_positions_foreach (const TwJsonPositions *self, TwJsonPositionsFunc func,
                                gpointer user_data);

/* Appends "/" (unless path is empty) and key escaped as a JSON Pointer token. */
void tw_json_path_append_key (GString *path, const char *key);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwJsonPositions, tw_json_positions_free)

G_END_DECLS
