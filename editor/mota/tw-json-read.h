/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-read.h: reading untrusted JSON text with errors a designer can act on.
 *
 * Shared by the mota-js file reader and the project file loader: size limits,
 * UTF-8 and binary checks, jansson's syntax errors turned into sentences with
 * the file, line and column, and numbers JavaScript cannot hold refused.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* The largest mota-js data file read (a 1000x1000 floor is about 4 MB). */
#define TW_JSON_READ_MAX_FILE_SIZE (64u * 1024u * 1024u)
/* jansson refuses deeper nesting (JSON_PARSER_MAX_DEPTH). */
#define TW_JSON_READ_MAX_DEPTH 2048
/* The largest integer read: beyond 2^53 JavaScript numbers lose units. */
#define TW_JSON_READ_MAX_SAFE_INTEGER G_GINT64_CONSTANT (9007199254740991)

/* Reads a whole file of at most max_size bytes; `display` names it in errors.
 * The result is NUL-terminated; *length excludes the NUL. */
char    *tw_json_read_file       (const char *path,
                                  const char *display,
                                  gsize       max_size,
                                  gsize      *length,
                                  GError    **error);

/* Refuses NUL bytes and text that is not UTF-8, pointing at the first bad byte. */
gboolean tw_json_read_check_text (const char *display,
                                  const char *text,
                                  gsize       length,
                                  GError    **error);

/* Parses one JSON text (object or array) whose first byte sits at
 * first_line:first_column of `display`: syntax errors, duplicate keys, nesting
 * over TW_JSON_READ_MAX_DEPTH and integers over TW_JSON_READ_MAX_SAFE_INTEGER
 * are errors. Returns a new reference. */
json_t  *tw_json_read_parse      (const char *display,
                                  const char *text,
                                  gsize       length,
                                  int         first_line,
                                  int         first_column,
                                  GError    **error);

/* Line and column (1-based, columns in characters) of byte `offset` of text. */
void     tw_json_read_locate     (const char *text,
                                  gsize       offset,
                                  int        *line,
                                  int        *column);

G_END_DECLS
