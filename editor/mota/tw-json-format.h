/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-format.h: JSON text the way JavaScript's JSON.stringify writes it.
 *
 * The mota-js editor saves its files with JSON.stringify, so matching it byte
 * for byte (string escapes, number spelling, indentation) is what keeps an
 * import followed by an export identical. jansson's own dumper spells reals
 * with 17 digits (0.90000000000000002) and cannot lay out map rows, hence this.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* Appends a number as JavaScript's Number.prototype.toString spells it: the
 * shortest text that reads back to the same double (0.9, 0.3333333333333333,
 * 1e+21), integers as integers. Non-finite reals become "null", as in JSON. */
void tw_json_format_append_real    (GString *out,
                                    double   value);

/* Appends a string literal with JSON.stringify's escapes: \" \\ \b \f \n \r \t,
 * other control characters as \u00xx; everything else as raw UTF-8. */
void tw_json_format_append_string  (GString    *out,
                                    const char *text,
                                    gsize       length);

/* Appends JSON.stringify (value, null, indent) with the nesting level already
 * at `level` (the closing bracket is indented `level` times). indent NULL or
 * "" gives the compact form. */
void tw_json_format_append         (GString      *out,
                                    const json_t *value,
                                    const char   *indent,
                                    int           level);

/* JSON.stringify (value, null, indent) as a new string. */
char *tw_json_format_to_string     (const json_t *value,
                                    const char   *indent);

/* 2-space JSON for files people read (project files, bundles): like
 * JSON.stringify (value, null, 2) but with lists of numbers (map rows) on one
 * line. */
char *tw_json_format_to_readable   (const json_t *value);

G_END_DECLS
