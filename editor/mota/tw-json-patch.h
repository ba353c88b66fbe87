/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-patch.h: writing a changed value back into its own file's text.
 *
 * A file not in the official editor's layout (a 2-space engine 2.6 floor,
 * CRLF line endings) would be rewritten whole by the formatter. When only
 * leaf values changed (a map cell, an enemy's hp), their spellings are
 * replaced where they stand and every other byte is kept, so one edit
 * changes one line. When keys or list lengths changed, the formatter's text
 * is given the file's own indentation and line endings instead.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* `text` holds one JSON value (blanks around it and any text after it are
 * kept). Returns text with each scalar that differs from `value` respelled,
 * or NULL when the text's objects, keys (and their order) or list lengths
 * differ from value's. */
char *tw_json_patch_scalars (const char *text, gsize length, const json_t *value);

/* The indentation unit of `text` (its first indented line's blanks: "\t",
 * "  ", "    "), or NULL when no line is indented. */
char *tw_json_patch_detect_indent (const char *text);

/* TRUE when text's lines end in "\r\n". */
gboolean tw_json_patch_uses_crlf (const char *text);

/* `formatted` (lines indented by `unit`, ending in "\n") with each leading
 * `unit` replaced by `own_unit` (if not NULL) and "\n" by "\r\n" when `crlf`. */
char *tw_json_patch_restyle (const char *formatted, const char *unit, const char *own_unit,
                             gboolean crlf);

G_END_DECLS
