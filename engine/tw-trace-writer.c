/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-trace-writer.c: JSON Lines and CSV output of simulation events. */
#include "engine/tw-trace-writer.h"

#include <errno.h>
#include <string.h>

struct _TwTraceWriter
{
  FILE *file; /* one of file and string */
  GString *string;
  TwTraceFormat format;
  guint64 n_events;
  gboolean header_failed; /* the CSV header could not be written to the file */
};

/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-trace-error-quark, tw_trace_error)
/* clang-format on */

/* The keys that lead every event, in this order. */
static const char *const leading_keys[] = { "ev", "mapTurn", "clock" };

/* The CSV columns after the leading keys; settle_final is settle.final. */
static const char *const csv_event_keys[] = { "enemy", "actType", "gauge", "result", "damage" };

static gboolean
sink_write (TwTraceWriter *writer, const char *bytes, gsize len, GError **error)
{
  if (writer->string != NULL)
    {
      g_string_append_len (writer->string, bytes, len);
      return TRUE;
    }
  if (fwrite (bytes, 1, len, writer->file) != len || ferror (writer->file))
    {
      int saved = errno;
      g_set_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_WRITE, "cannot write the trace: %s",
                   g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

static void
append_csv_header (GString *out)
{
  g_string_append (out, "ev,mapTurn,clock,enemy,actType,gauge,result,damage,settle_final,detail\n");
}

static TwTraceWriter *
writer_new (FILE *file, GString *string, TwTraceFormat format)
{
  TwTraceWriter *writer = g_new0 (TwTraceWriter, 1);
  writer->file = file;
  writer->string = string;
  writer->format = format;
  if (format == TW_TRACE_FORMAT_CSV)
    {
      g_autoptr (GString) header = g_string_new (NULL);
      append_csv_header (header);
      writer->header_failed = !sink_write (writer, header->str, header->len, NULL);
    }
  return writer;
}

TwTraceWriter *
tw_trace_writer_new_for_file (FILE *file, TwTraceFormat format)
{
  g_return_val_if_fail (file != NULL, NULL);
  return writer_new (file, NULL, format);
}

TwTraceWriter *
tw_trace_writer_new_for_string (GString *string, TwTraceFormat format)
{
  g_return_val_if_fail (string != NULL, NULL);
  return writer_new (NULL, string, format);
}

void
tw_trace_writer_free (TwTraceWriter *writer)
{
  g_free (writer);
}

guint64
tw_trace_writer_get_n_events (const TwTraceWriter *writer)
{
  g_return_val_if_fail (writer != NULL, 0);
  return writer->n_events;
}

json_t *
tw_trace_event_new (const char *ev, gint64 map_turn, gint64 clock)
{
  g_return_val_if_fail (ev != NULL, NULL);
  return json_pack ("{s:s, s:I, s:I}", "ev", ev, "mapTurn", (json_int_t)map_turn, "clock",
                    (json_int_t)clock);
}

static gboolean
check_event (json_t *event, GError **error)
{
  if (!json_is_object (event))
    {
      g_set_error_literal (error, TW_TRACE_ERROR, TW_TRACE_ERROR_INVALID_EVENT,
                           "a trace event must be a JSON object");
      return FALSE;
    }
  if (!json_is_string (json_object_get (event, "ev"))
      || !json_is_integer (json_object_get (event, "mapTurn"))
      || !json_is_integer (json_object_get (event, "clock")))
    {
      g_set_error_literal (error, TW_TRACE_ERROR, TW_TRACE_ERROR_INVALID_EVENT,
                           "a trace event needs \"ev\" (string), \"mapTurn\" and \"clock\" "
                           "(integers)");
      return FALSE;
    }
  return TRUE;
}

static gboolean
key_is_one_of (const char *key, const char *const *keys, gsize n_keys)
{
  for (gsize i = 0; i < n_keys; i++)
    if (strcmp (key, keys[i]) == 0)
      return TRUE;
  return FALSE;
}

static void
append_json (GString *out, json_t *value)
{
  char *text = json_dumps (value, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);
  g_string_append (out, text);
  free (text);
}

/* {"ev":..,"mapTurn":..,"clock":.., then the other keys in insertion order} */
static void
append_jsonl (GString *out, json_t *event)
{
  const char *key;
  json_t *value;

  json_t *ordered = json_object ();
  for (gsize i = 0; i < G_N_ELEMENTS (leading_keys); i++)
    json_object_set (ordered, leading_keys[i], json_object_get (event, leading_keys[i]));
  json_object_foreach (event, key, value)
  {
    if (!key_is_one_of (key, leading_keys, G_N_ELEMENTS (leading_keys)))
      json_object_set (ordered, key, value);
  }
  append_json (out, ordered);
  g_string_append_c (out, '\n');
  json_decref (ordered);
}

/* One CSV cell, quoted when it holds a comma, a quote or a line break. */
static void
append_csv_cell (GString *out, const char *text)
{
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* Strings as they are, null or missing as an empty cell, anything else as JSON. */
static void
append_csv_value (GString *out, json_t *value)
{
  if (value == NULL || json_is_null (value))
    return;
  if (json_is_string (value))
    {
      append_csv_cell (out, json_string_value (value));
      return;
    }
  g_autoptr (GString) text = g_string_new (NULL);
  append_json (text, value);
  append_csv_cell (out, text->str);
}

static void
append_csv_row (GString *out, json_t *event)
{
  for (gsize i = 0; i < G_N_ELEMENTS (leading_keys); i++)
    {
      append_csv_value (out, json_object_get (event, leading_keys[i]));
      g_string_append_c (out, ',');
    }
  for (gsize i = 0; i < G_N_ELEMENTS (csv_event_keys); i++)
    {
      append_csv_value (out, json_object_get (event, csv_event_keys[i]));
      g_string_append_c (out, ',');
    }
  append_csv_value (out, json_object_get (json_object_get (event, "settle"), "final"));
  g_string_append_c (out, ',');

  /* detail: every key without a column of its own (settle stays whole). */
  json_t *detail = json_object ();
  const char *key;
  json_t *value;
  json_object_foreach (event, key, value)
  {
    if (!key_is_one_of (key, leading_keys, G_N_ELEMENTS (leading_keys))
        && !key_is_one_of (key, csv_event_keys, G_N_ELEMENTS (csv_event_keys)))
      json_object_set (detail, key, value);
  }
  if (json_object_size (detail) > 0)
    append_csv_value (out, detail);
  json_decref (detail);
  g_string_append_c (out, '\n');
}

gboolean
tw_trace_writer_write (TwTraceWriter *writer, json_t *event, GError **error)
{
  g_return_val_if_fail (writer != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_event (event, error))
    return FALSE;

  g_autoptr (GString) line = g_string_new (NULL);
  if (writer->header_failed)
    {
      append_csv_header (line);
      writer->header_failed = FALSE;
    }
  if (writer->format == TW_TRACE_FORMAT_CSV)
    append_csv_row (line, event);
  else
    append_jsonl (line, event);
  if (!sink_write (writer, line->str, line->len, error))
    return FALSE;
  writer->n_events++;
  return TRUE;
}

gboolean
tw_trace_jsonl_to_csv (const char *jsonl, gssize length, GString *csv, GError **error)
{
  g_return_val_if_fail (jsonl != NULL, FALSE);
  g_return_val_if_fail (csv != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gsize len = length < 0 ? strlen (jsonl) : (gsize)length;
  const char *end = jsonl + len;
  g_autoptr (GString) out = g_string_new (NULL);
  guint line_no = 0;

  append_csv_header (out);
  for (const char *p = jsonl; p < end;)
    {
      const char *nl = memchr (p, '\n', end - p);
      const char *line_end = nl != NULL ? nl : end;
      g_autofree char *line = g_strndup (p, line_end - p);
      json_error_t jerror;
      g_autoptr (GError) local = NULL;

      line_no++;
      p = nl != NULL ? nl + 1 : end;
      if (*g_strstrip (line) == '\0')
        continue;
      json_t *event = json_loads (line, 0, &jerror);
      if (event == NULL)
        {
          g_set_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_PARSE, "line %u, column %d: %s",
                       line_no, jerror.column, jerror.text);
          return FALSE;
        }
      if (!check_event (event, &local))
        {
          json_decref (event);
          g_set_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_INVALID_EVENT, "line %u: %s", line_no,
                       local->message);
          return FALSE;
        }
      append_csv_row (out, event);
      json_decref (event);
    }
  g_string_append_len (csv, out->str, out->len);
  return TRUE;
}
