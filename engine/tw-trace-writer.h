/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-trace-writer.h: the simulation trace as JSON Lines or CSV.
 *
 * Shared by the CLI (`simulate --trace`) and the app. Each event is a JSON
 * object with at least `ev` (string), `mapTurn` and `clock` (integers); the
 * JSON Lines form writes it on one line, compact, with those three keys first
 * and the others in insertion order. The CSV form has fixed columns:
 *   ev,mapTurn,clock,enemy,actType,gauge,result,damage,settle_final,detail
 * where detail is the compact JSON of every other key. See docs/battle.md.
 */
#pragma once

#include <stdio.h>

#include <glib.h>
#include <jansson.h>

#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* Appends @text as one CSV cell: quoted (quotes doubled) when it holds a
 * comma, a quote or a line break. The trace, the manual and sweeps share it. */
void tw_csv_append_cell (GString *out, const char *text);

#define TW_TRACE_ERROR (tw_trace_error_quark ())

typedef enum
{
  TW_TRACE_ERROR_INVALID_EVENT, /* not an object, or ev/mapTurn/clock missing or mistyped */
  TW_TRACE_ERROR_WRITE,         /* the FILE* refused the bytes */
  TW_TRACE_ERROR_PARSE,         /* tw_trace_jsonl_to_csv: a line is not JSON */
} TwTraceError;

GQuark tw_trace_error_quark (void);

typedef enum
{
  TW_TRACE_FORMAT_JSONL,
  TW_TRACE_FORMAT_CSV,
} TwTraceFormat;

typedef struct _TwTraceWriter TwTraceWriter;

/* A writer appending to @file or @string, which stay the caller's (never
 * closed or freed here). A CSV writer writes its header line at once. */
TwTraceWriter *tw_trace_writer_new_for_file (FILE *file, TwTraceFormat format);
TwTraceWriter *tw_trace_writer_new_for_string (GString *string, TwTraceFormat format);
void tw_trace_writer_free (TwTraceWriter *writer);

/* Writes @event (not stolen) as one line. */
gboolean tw_trace_writer_write (TwTraceWriter *writer, json_t *event, GError **error);

/* Writes @event as one line: the same bytes as tw_trace_writer_write of
 * tw_event_to_json (@event), but a JSON Lines line is spelled directly, with
 * no JSON tree built (a kind without a direct spelling, and CSV, go through
 * tw_event_to_json). */
gboolean tw_trace_writer_write_event (TwTraceWriter *writer, const TwEvent *event, GError **error);

/* Events written so far. */
guint64 tw_trace_writer_get_n_events (const TwTraceWriter *writer);

/* Bytes handed to the file or string so far (the CSV header included). */
guint64 tw_trace_writer_get_n_bytes (const TwTraceWriter *writer);

/* Appends @text as a JSON string, quotes included, escaped as jansson's
 * compact dump does (`\"`, `\\`, `\b\f\n\r\t`, other control characters as
 * `\u00XX`, UTF-8 kept as it is). FALSE, with @out unchanged, when @text is
 * not valid UTF-8 (a string jansson refuses). */
gboolean tw_trace_append_json_string (GString *out, const char *text);

/* A new event object {"ev": @ev, "mapTurn": @map_turn, "clock": @clock};
 * add the event's other keys to it with json_object_set_new. */
json_t *tw_trace_event_new (const char *ev, gint64 map_turn, gint64 clock);

/* Converts a JSON Lines trace (@length -1: NUL-terminated) to CSV, appended
 * to @csv. Blank lines are skipped; errors name the 1-based line. */
gboolean tw_trace_jsonl_to_csv (const char *jsonl, gssize length, GString *csv, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwTraceWriter, tw_trace_writer_free)

G_END_DECLS
