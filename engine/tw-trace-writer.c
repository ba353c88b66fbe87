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
  guint64 n_bytes;
  GString *line;          /* reused for every line */
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
      writer->n_bytes += len;
      return TRUE;
    }
  if (fwrite (bytes, 1, len, writer->file) != len || ferror (writer->file))
    {
      int saved = errno;
      g_set_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_WRITE, "cannot write the trace: %s",
                   g_strerror (saved));
      return FALSE;
    }
  writer->n_bytes += len;
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
  writer->line = g_string_sized_new (256);
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
  if (writer == NULL)
    return;
  g_string_free (writer->line, TRUE);
  g_free (writer);
}

guint64
tw_trace_writer_get_n_events (const TwTraceWriter *writer)
{
  g_return_val_if_fail (writer != NULL, 0);
  return writer->n_events;
}

guint64
tw_trace_writer_get_n_bytes (const TwTraceWriter *writer)
{
  g_return_val_if_fail (writer != NULL, 0);
  return writer->n_bytes;
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

void
tw_csv_append_cell (GString *out, const char *text)
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
      tw_csv_append_cell (out, json_string_value (value));
      return;
    }
  g_autoptr (GString) text = g_string_new (NULL);
  append_json (text, value);
  tw_csv_append_cell (out, text->str);
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

  GString *line = g_string_truncate (writer->line, 0);
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

/* --- Events spelled directly ---------------------------------------------
 *
 * The bytes of append_jsonl (tw_event_to_json (event)), without building
 * either tree: jansson's compact dump puts no spaces, keeps UTF-8, escapes
 * as tw_trace_append_json_string does, and writes integers as "%lld".
 * tw_event_to_json stays the reference: the tests hold every golden trace
 * and random events of every kind to it byte for byte. A key whose string is
 * not valid UTF-8 is left out, as json_object_set_new leaves out the NULL
 * that json_string returns for it. */

/* Jansson's UTF-8 check (utf8.c): the length of the sequence at @p (at most
 * @left bytes), 0 when it is not a valid one (overlong, a surrogate, past
 * U+10FFFF, a bad continuation byte). */
static guint
utf8_sequence (const guchar *p, gsize left)
{
  guchar c = p[0];
  guint n;
  guint32 cp;
  if (c >= 0xC2 && c <= 0xDF)
    n = 2, cp = c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF)
    n = 3, cp = c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4)
    n = 4, cp = c & 0x07;
  else
    return 0;
  if (left < n)
    return 0;
  for (guint i = 1; i < n; i++)
    {
      if ((p[i] & 0xC0) != 0x80)
        return 0;
      cp = (cp << 6) | (p[i] & 0x3F);
    }
  if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000))
    return 0;
  return n;
}

gboolean
tw_trace_append_json_string (GString *out, const char *text)
{
  static const char hex[] = "0123456789ABCDEF";
  const guchar *p = (const guchar *)text;
  gsize start = out->len;

  g_string_append_c (out, '"');
  const guchar *run = p; /* bytes not yet copied */
  while (*p != '\0')
    {
      guchar c = *p;
      if (c >= 0x20 && c != '"' && c != '\\' && c < 0x80)
        {
          p++;
          continue;
        }
      if (c >= 0x80)
        {
          gsize left = 1;
          while (left < 4 && p[left] != '\0')
            left++;
          guint n = utf8_sequence (p, left);
          if (n == 0)
            {
              g_string_truncate (out, start);
              return FALSE;
            }
          p += n;
          continue;
        }
      g_string_append_len (out, (const char *)run, p - run);
      switch (c)
        {
        case '"':
          g_string_append_len (out, "\\\"", 2);
          break;
        case '\\':
          g_string_append_len (out, "\\\\", 2);
          break;
        case '\b':
          g_string_append_len (out, "\\b", 2);
          break;
        case '\f':
          g_string_append_len (out, "\\f", 2);
          break;
        case '\n':
          g_string_append_len (out, "\\n", 2);
          break;
        case '\r':
          g_string_append_len (out, "\\r", 2);
          break;
        case '\t':
          g_string_append_len (out, "\\t", 2);
          break;
        default:
          {
            char seq[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF] };
            g_string_append_len (out, seq, sizeof seq);
          }
        }
      p++;
      run = p;
    }
  g_string_append_len (out, (const char *)run, p - run);
  g_string_append_c (out, '"');
  return TRUE;
}

/* A gint64 as "%lld" would write it. */
static void
put_int (GString *out, gint64 value)
{
  char buf[24];
  char *end = buf + sizeof buf;
  char *p = end;
  guint64 u = value < 0 ? (guint64)0 - (guint64)value : (guint64)value;
  do
    {
      *--p = (char)('0' + u % 10);
      u /= 10;
    }
  while (u != 0);
  if (value < 0)
    *--p = '-';
  g_string_append_len (out, p, end - p);
}

/* `,"KEY":` and its length: the prefix of a field, spelled by the caller. */
#define KEY(key) ",\"" key "\":", sizeof (",\"" key "\":") - 1

static void
put_int_field (GString *out, const char *key_part, gsize key_len, gint64 value)
{
  g_string_append_len (out, key_part, key_len);
  put_int (out, value);
}

/* A string field of set_str: NULL is null, a string that is not UTF-8 drops the key. */
static void
put_str_field (GString *out, const char *key_part, gsize key_len, const char *value)
{
  gsize start = out->len;
  g_string_append_len (out, key_part, key_len);
  if (value == NULL)
    g_string_append_len (out, "null", 4);
  else if (!tw_trace_append_json_string (out, value))
    g_string_truncate (out, start);
}

/* The kind's own fields, in tw_event_to_json's order; FALSE for a kind
 * spelled only there (the caller then takes that path). A new kind is one
 * more case here, mirroring its case in tw_event_to_json. */
static gboolean
put_kind_fields (GString *out, const TwEvent *ev)
{
  switch (ev->kind)
    {
    case TW_EVENT_ACTION:
      put_str_field (out, KEY ("action"), ev->action);
      if (ev->enemy)
        {
          put_str_field (out, KEY ("target"), ev->enemy);
          put_int_field (out, KEY ("damage"), ev->damage);
          put_int_field (out, KEY ("targetHp"), ev->target_hp);
        }
      if (ev->not_simulated)
        put_str_field (out, KEY ("notSimulated"), ev->not_simulated);
      return TRUE;
    case TW_EVENT_TICK:
      put_str_field (out, KEY ("reason"), ev->reason);
      return TRUE;
    case TW_EVENT_ENEMY_ACT:
      put_str_field (out, KEY ("enemy"), ev->enemy);
      put_str_field (out, KEY ("actType"), tw_act_type_to_string (ev->act_type));
      put_int_field (out, KEY ("gauge"), ev->gauge);
      put_str_field (out, KEY ("result"), tw_event_result_to_string (ev->result));
      put_int_field (out, KEY ("timeCost"), ev->time_cost);
      if (ev->to)
        put_str_field (out, KEY ("to"), ev->to);
      put_int_field (out, KEY ("hp"), ev->hp);
      return TRUE;
    case TW_EVENT_BATTLE:
      put_str_field (out, KEY ("enemy"), ev->enemy);
      put_str_field (out, KEY ("initiator"), tw_battle_initiator_to_string (ev->initiator));
      put_int_field (out, KEY ("damage"), ev->damage);
      put_str_field (out, KEY ("result"), tw_event_result_to_string (ev->result));
      put_int_field (out, KEY ("settle\":{\"base"), ev->settle_base);
      put_int_field (out, KEY ("statusMax"), ev->settle_status_max);
      put_int_field (out, KEY ("battleSkill"), ev->settle_battle_skill);
      put_int_field (out, KEY ("final"), ev->settle_final);
      g_string_append_c (out, '}');
      put_int_field (out, KEY ("hp"), ev->hp);
      return TRUE;
    case TW_EVENT_STATUS:
      put_str_field (out, KEY ("skill"), ev->skill);
      put_str_field (out, KEY ("op"), tw_status_op_to_string (ev->op));
      if (ev->remain < 0)
        g_string_append (out, ",\"remainBattles\":null");
      else
        put_int_field (out, KEY ("remainBattles"), ev->remain);
      g_string_append (out, ev->active ? ",\"active\":true" : ",\"active\":false");
      return TRUE;
    case TW_EVENT_FLOOR:
      put_str_field (out, KEY ("floorId"), ev->floor_id);
      put_str_field (out, KEY ("from"), ev->from_floor);
      return TRUE;
    case TW_EVENT_DEATH:
      put_str_field (out, KEY ("reason"), ev->reason);
      put_int_field (out, KEY ("hp"), ev->hp);
      return TRUE;
    case TW_EVENT_REFUSED:
      put_str_field (out, KEY ("action"), ev->action);
      put_str_field (out, KEY ("reason"), ev->reason);
      return TRUE;
    case TW_EVENT_ENEMY_JOIN:
      put_str_field (out, KEY ("enemy"), ev->enemy);
      put_str_field (out, KEY ("enemyId"), ev->enemy_id);
      put_int_field (out, KEY ("x"), ev->x);
      put_int_field (out, KEY ("y"), ev->y);
      put_int_field (out, KEY ("timeCost"), ev->time_cost);
      put_str_field (out, KEY ("actType"), tw_act_type_to_string (ev->act_type));
      put_int_field (out, KEY ("gauge"), ev->gauge);
      if (ev->implied)
        g_string_append (out, ",\"implied\":true");
      return TRUE;
    case TW_EVENT_ENEMY_LEAVE:
      put_str_field (out, KEY ("enemy"), ev->enemy);
      return TRUE;
    case TW_EVENT_ENEMY_RESCHEDULE:
      put_str_field (out, KEY ("enemy"), ev->enemy);
      put_int_field (out, KEY ("timeCost"), ev->time_cost);
      put_int_field (out, KEY ("gauge"), ev->gauge);
      g_string_append (out, ev->before_turn ? ",\"beforeTurn\":true" : ",\"beforeTurn\":false");
      return TRUE;
    case TW_EVENT_ENEMY_MIGRATE:
      put_str_field (out, KEY ("enemy"), ev->enemy);
      put_str_field (out, KEY ("to"), ev->to);
      return TRUE;
    case TW_EVENT_LIMIT:
      put_str_field (out, KEY ("limit"), ev->limit);
      put_int_field (out, KEY ("max"), ev->limit_max);
      put_int_field (out, KEY ("dropped"), ev->dropped);
      return TRUE;
    case TW_EVENT_EVENT:
    case TW_EVENT_SKIP:
      put_str_field (out, KEY ("hook"), ev->hook);
      put_str_field (out, KEY ("floorId"), ev->floor_id);
      put_int_field (out, KEY ("x"), ev->x);
      put_int_field (out, KEY ("y"), ev->y);
      put_str_field (out, KEY ("command"), ev->command);
      /* A skip's reason; a question's, when the engine answered it itself. */
      if (ev->kind == TW_EVENT_SKIP || ev->reason != NULL)
        put_str_field (out, KEY ("reason"), ev->reason);
      return TRUE;
    default:
      return FALSE;
    }
}

/* The line of @ev, or FALSE (@out as it was) for a kind with no direct spelling. */
static gboolean
append_event_jsonl (GString *out, const TwEvent *ev)
{
  gsize start = out->len;
  g_string_append_len (out, "{\"ev\":", 6);
  tw_trace_append_json_string (out, tw_event_kind_to_string (ev->kind));
  put_int_field (out, KEY ("mapTurn"), ev->map_turn);
  put_int_field (out, KEY ("clock"), ev->clock);
  if (!put_kind_fields (out, ev))
    {
      g_string_truncate (out, start);
      return FALSE;
    }
  g_string_append_len (out, "}\n", 2);
  return TRUE;
}

gboolean
tw_trace_writer_write_event (TwTraceWriter *writer, const TwEvent *event, GError **error)
{
  g_return_val_if_fail (writer != NULL, FALSE);
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (writer->format == TW_TRACE_FORMAT_JSONL)
    {
      GString *line = g_string_truncate (writer->line, 0);
      if (append_event_jsonl (line, event))
        {
          if (!sink_write (writer, line->str, line->len, error))
            return FALSE;
          writer->n_events++;
          return TRUE;
        }
    }
  json_t *object = tw_event_to_json (event);
  gboolean ok = tw_trace_writer_write (writer, object, error);
  json_decref (object);
  return ok;
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
