/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota-file.h: one mota-js data file (project/enemys.js, floors/MT0.js, ...).
 *
 * A data file is a JavaScript prefix ("var enemys_... = \n", "main.floors.MT0=\n")
 * followed by strict JSON. Reading keeps the prefix; writing lays the JSON out
 * as the official mota-js editor does, so that untouched files come out
 * byte-identical and an edit shows as the lines it touches.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/mota/tw-json-positions.h"

G_BEGIN_DECLS

typedef enum
{
  TW_MOTA_STYLE_TABS,           /* JSON.stringify (v, null, '\t'): data, items, icons, events */
  TW_MOTA_STYLE_ENTRY_PER_LINE, /* tab-indented, one compact entry a line: enemys, maps */
  TW_MOTA_STYLE_FLOOR,          /* 4-space indent, map rows padded to width 3: floors */
} TwMotaStyle;

/* The style the editor uses for a file, by its path inside project/. */
TwMotaStyle tw_mota_file_style_for_path (const char *relative_path);

/* Splits text into the prefix (before the first '{') and the JSON object after
 * it, checking encoding, syntax, depth and numbers. Positions of its values are
 * recorded under `root` when positions is not NULL. */
json_t *tw_mota_file_parse  (const char      *display,
                             const char      *text,
                             gsize            length,
                             char           **prefix,
                             TwJsonPositions *positions,
                             const char      *root,
                             GError         **error);

/* Reads and parses a file of at most TW_JSON_READ_MAX_FILE_SIZE bytes. With
 * text not NULL, the file's whole text is returned there too. */
json_t *tw_mota_file_load   (const char      *path,
                             const char      *display,
                             char           **prefix,
                             char           **text,
                             TwJsonPositions *positions,
                             const char      *root,
                             GError         **error);

/* The whole file text: prefix, then value laid out in `style`, no final newline. */
char   *tw_mota_file_format (TwMotaStyle   style,
                             const char   *prefix,
                             const json_t *value);

/* `original` (a file's whole text) rewritten to hold `value`, keeping its own
 * layout: changed leaf values respelled in place, or, when keys or list
 * lengths changed, `style`'s layout in the file's own indentation and line
 * endings. NULL when original cannot be read as a data file. */
char   *tw_mota_file_rewrite (TwMotaStyle   style,
                              const char   *original,
                              const json_t *value);

G_END_DECLS
