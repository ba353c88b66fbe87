/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-error.h: load errors that carry the file, line and column they concern.
 *
 * Every loader of this module (mota-js files, project files) reports through a
 * GError of the TW_JSON_ERROR domain. Its message is already in the CLI's form
 * "FILE:LINE:COL: error: text" (or "FILE: error: text" without a position); the
 * parts can be read back with the getters for the app's problem list.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TW_JSON_ERROR (tw_json_error_quark ())

typedef enum
{
  TW_JSON_ERROR_IO,        /* cannot read or write a file */
  TW_JSON_ERROR_MISSING,   /* a file the tower needs does not exist */
  TW_JSON_ERROR_TOO_BIG,   /* a file or a floor over the limits */
  TW_JSON_ERROR_ENCODING,  /* not UTF-8, NUL bytes, binary data */
  TW_JSON_ERROR_SYNTAX,    /* not JSON, truncated, duplicate keys */
  TW_JSON_ERROR_TOO_DEEP,  /* nesting over the limit */
  TW_JSON_ERROR_NUMBER,    /* a number JavaScript cannot hold exactly */
  TW_JSON_ERROR_SHAPE,     /* valid JSON of the wrong type or shape */
  TW_JSON_ERROR_FORMAT,    /* not a Turnwright project file */
  TW_JSON_ERROR_VERSION,   /* a project file version this build cannot read */
} TwJsonErrorCode;

GQuark tw_json_error_quark (void);

/* Sets *error (if error is not NULL) with a located message. line and column are
 * 1-based; 0 means unknown (then they are left out of the message). */
void tw_json_error_set (GError    **error,
                        TwJsonErrorCode code,
                        const char *file,
                        int         line,
                        int         column,
                        const char *format,
                        ...) G_GNUC_PRINTF (6, 7);

/* The parts of a TW_JSON_ERROR error; NULL / 0 for errors of other domains. */
const char *tw_json_error_get_file   (const GError *error);
int         tw_json_error_get_line   (const GError *error);
int         tw_json_error_get_column (const GError *error);
const char *tw_json_error_get_text   (const GError *error);

G_END_DECLS
