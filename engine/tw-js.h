/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-js.h: a sandboxed Duktape heap for a tower's own JavaScript
 * (docs/rules.md §12.3).
 *
 * One heap per tower. No file, network, timer or module globals; the
 * `Duktape` object is removed and Math.random is deterministic. Every call
 * from C runs under a wall-clock time limit (the executor's periodic check)
 * and a memory limit (a counting allocator): a script that loops, recurses
 * or allocates without end fails with an error instead of hanging or
 * crashing the app.
 */
#pragma once

#include <glib.h>

#include "duktape.h"

G_BEGIN_DECLS

typedef struct _TwJs TwJs;

/* The limits of one call from C (docs/rules.md §12.3); the time is the
 * calling thread's CPU time. */
#define TW_JS_TIME_LIMIT_US (250 * G_TIME_SPAN_MILLISECOND)
#define TW_JS_CALL_MEMORY_LIMIT ((gsize)32 * 1024 * 1024)
#define TW_JS_HEAP_MEMORY_LIMIT ((gsize)96 * 1024 * 1024)

/* What went wrong in a script. */
typedef struct
{
  char *message;  /* "TypeError: undefined not callable" */
  char *file;     /* the script's file ("project/functions.js"), or NULL */
  gint line;      /* 1-based, or 0 when Duktape does not know it */
  gboolean limit; /* the time or memory limit ended the call */
} TwJsError;

void tw_js_error_clear (TwJsError *error);
/* "project/functions.js:12: TypeError: ..." (newly allocated). */
char *tw_js_error_text (const TwJsError *error);

TwJs *tw_js_new (void);
void tw_js_free (TwJs *self);
duk_context *tw_js_context (TwJs *self);

/* Compiles and runs @source as the program @file. Leaves one value on the
 * stack: the program's result, or undefined on failure (then @error is set). */
gboolean tw_js_eval (TwJs *self, const char *file, const char *source, gsize length,
                     TwJsError *error);

/* duk_pcall under the limits: [... func arg1 .. argN] -> [... result]. On
 * failure the result is undefined and @error is set. Calls may nest (a C
 * function called by the script calling back): the limits are those of the
 * outermost call. */
gboolean tw_js_call (TwJs *self, duk_idx_t nargs, TwJsError *error);

/* Only compiles @source (nothing runs): syntax errors with their line. */
gboolean tw_js_check_syntax (const char *file, const char *source, gsize length, TwJsError *error);

/* Where @source's syntax error is: FALSE when it compiles. Duktape reports a
 * line only; the column is found by compiling prefixes of the text (a binary
 * search for the shortest one that fails other than by running out of
 * input): the token the parser stopped at, which is the offending token or,
 * since the parser reads one token ahead, the one after it. A file that ends
 * too soon (an unclosed brace) has its error at its end. Columns count
 * characters from 1. */
gboolean tw_js_syntax_error_position (const char *source, gsize length, gint *line, gint *column);

/* Bytes the heap holds now (for tests and the benchmark). */
gsize tw_js_heap_bytes (TwJs *self);

G_END_DECLS
