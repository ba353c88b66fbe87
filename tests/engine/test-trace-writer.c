/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-trace-writer.c: JSON Lines and CSV trace output. */
#include "engine/tw-trace-writer.h"

#include <string.h>

static json_t *
parse (const char *text)
{
  json_error_t jerror;
  json_t *root = json_loads (text, 0, &jerror);
  if (root == NULL)
    g_error ("bad JSON: %s", jerror.text);
  return root;
}

static void
write_ok (TwTraceWriter *writer, json_t *event)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_trace_writer_write (writer, event, &error));
  g_assert_no_error (error);
}

static void
test_jsonl_leading_keys (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_string (out, TW_TRACE_FORMAT_JSONL);
  json_t *event = parse ("{\"result\": \"moved\", \"clock\": 3, \"zeta\": 1, \"ev\": \"enemy_act\","
                         " \"alpha\": {\"y\": 2, \"x\": 1}, \"mapTurn\": 2}");

  write_ok (writer, event);
  g_assert_cmpstr (out->str, ==,
                   "{\"ev\":\"enemy_act\",\"mapTurn\":2,\"clock\":3,\"result\":\"moved\","
                   "\"zeta\":1,\"alpha\":{\"y\":2,\"x\":1}}\n");
  /* The caller's object is not changed. */
  g_assert_cmpuint (json_object_size (event), ==, 6);
  json_decref (event);
}

static void
test_jsonl_event_new (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_string (out, TW_TRACE_FORMAT_JSONL);
  json_t *tick = tw_trace_event_new ("tick", 0, 1);
  json_t *battle = tw_trace_event_new ("battle", 4, 9);
  json_object_set_new (battle, "enemy", json_string ("MT0:3:4:greenSlime"));
  json_object_set_new (battle, "name", json_string ("绿头怪"));
  json_object_set_new (battle, "damage", json_integer (12));

  write_ok (writer, tick);
  write_ok (writer, battle);
  g_assert_cmpuint (tw_trace_writer_get_n_events (writer), ==, 2);
  g_assert_cmpstr (out->str, ==,
                   "{\"ev\":\"tick\",\"mapTurn\":0,\"clock\":1}\n"
                   "{\"ev\":\"battle\",\"mapTurn\":4,\"clock\":9,\"enemy\":\"MT0:3:4:greenSlime\","
                   "\"name\":\"绿头怪\",\"damage\":12}\n");
  json_decref (tick);
  json_decref (battle);
}

static void
test_invalid_events (void)
{
  const char *bad[] = {
    "[1, 2]",
    "{\"mapTurn\": 1, \"clock\": 1}",
    "{\"ev\": 5, \"mapTurn\": 1, \"clock\": 1}",
    "{\"ev\": \"tick\", \"mapTurn\": \"1\", \"clock\": 1}",
    "{\"ev\": \"tick\", \"mapTurn\": 1}",
    "{\"ev\": \"tick\", \"mapTurn\": 1, \"clock\": 1.5}",
  };
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_string (out, TW_TRACE_FORMAT_JSONL);

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      json_t *event = parse (bad[i]);
      g_assert_false (tw_trace_writer_write (writer, event, &error));
      g_assert_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_INVALID_EVENT);
      json_decref (event);
    }
  g_assert_cmpuint (out->len, ==, 0);
  g_assert_cmpuint (tw_trace_writer_get_n_events (writer), ==, 0);
}

static char *
read_back (FILE *file)
{
  g_autoptr (GString) text = g_string_new (NULL);
  char buf[256];
  size_t n;

  fflush (file);
  rewind (file);
  while ((n = fread (buf, 1, sizeof buf, file)) > 0)
    g_string_append_len (text, buf, n);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_file_sink (void)
{
  FILE *file = tmpfile ();
  g_assert_nonnull (file);
  TwTraceWriter *writer = tw_trace_writer_new_for_file (file, TW_TRACE_FORMAT_JSONL);
  json_t *event = tw_trace_event_new ("death", 7, 70);

  write_ok (writer, event);
  write_ok (writer, event);
  tw_trace_writer_free (writer);
  g_autofree char *text = read_back (file);
  g_assert_cmpstr (text, ==,
                   "{\"ev\":\"death\",\"mapTurn\":7,\"clock\":70}\n"
                   "{\"ev\":\"death\",\"mapTurn\":7,\"clock\":70}\n");
  json_decref (event);
  fclose (file);
}

static void
test_file_write_error (void)
{
  FILE *file = fopen ("/dev/full", "w");
  if (file == NULL)
    {
      g_test_skip ("no /dev/full");
      return;
    }
  setvbuf (file, NULL, _IONBF, 0);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_file (file, TW_TRACE_FORMAT_JSONL);
  g_autoptr (GError) error = NULL;
  json_t *event = tw_trace_event_new ("tick", 1, 1);

  g_assert_false (tw_trace_writer_write (writer, event, &error));
  g_assert_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_WRITE);
  g_assert_cmpuint (tw_trace_writer_get_n_events (writer), ==, 0);
  json_decref (event);
  fclose (file);
}

static const char csv_header[]
    = "ev,mapTurn,clock,enemy,actType,gauge,result,damage,settle_final,detail\n";

static void
test_csv_columns (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (TwTraceWriter) writer = tw_trace_writer_new_for_string (out, TW_TRACE_FORMAT_CSV);
  g_assert_cmpstr (out->str, ==, csv_header);

  json_t *act = parse ("{\"ev\":\"enemy_act\",\"mapTurn\":3,\"clock\":5,\"enemy\":\"MT0:1:2:bat\","
                       "\"actType\":\"chase\",\"gauge\":0,\"result\":\"moved\"}");
  json_t *battle = parse ("{\"ev\":\"battle\",\"mapTurn\":3,\"clock\":5,\"enemy\":\"MT0:1:1:bat\","
                          "\"initiator\":\"enemy\",\"damage\":20,\"result\":\"success\","
                          "\"settle\":{\"base\":1,\"statusMax\":0,\"battleSkill\":2,\"final\":2}}");
  json_t *tick = parse ("{\"ev\":\"tick\",\"mapTurn\":4,\"clock\":6}");
  json_t *refused = parse ("{\"ev\":\"refused\",\"mapTurn\":4,\"clock\":6,"
                           "\"reason\":\"wall, \\\"closed\\\"\",\"enemy\":null}");
  write_ok (writer, act);
  write_ok (writer, battle);
  write_ok (writer, tick);
  write_ok (writer, refused);

  g_autofree char *want = g_strconcat (
      csv_header, "enemy_act,3,5,MT0:1:2:bat,chase,0,moved,,,\n",
      "battle,3,5,MT0:1:1:bat,,,success,20,2,"
      "\"{\"\"initiator\"\":\"\"enemy\"\",\"\"settle\"\":{\"\"base\"\":1,\"\"statusMax\"\":0,"
      "\"\"battleSkill\"\":2,\"\"final\"\":2}}\"\n",
      "tick,4,6,,,,,,,\n",
      "refused,4,6,,,,,,,\"{\"\"reason\"\":\"\"wall, \\\"\"closed\\\"\"\"\"}\"\n", NULL);
  g_assert_cmpstr (out->str, ==, want);
  json_decref (act);
  json_decref (battle);
  json_decref (tick);
  json_decref (refused);
}

static void
test_jsonl_to_csv (void)
{
  const char *events[] = {
    "{\"ev\":\"action\",\"mapTurn\":0,\"clock\":0,\"action\":\"move up\"}",
    "{\"ev\":\"battle\",\"mapTurn\":1,\"clock\":1,\"enemy\":\"F:1:1:e\",\"damage\":3,"
    "\"settle\":{\"final\":1}}",
  };
  g_autoptr (GString) jsonl = g_string_new (NULL);
  g_autoptr (GString) direct = g_string_new (NULL);
  g_autoptr (TwTraceWriter) jwriter = tw_trace_writer_new_for_string (jsonl, TW_TRACE_FORMAT_JSONL);
  g_autoptr (TwTraceWriter) cwriter = tw_trace_writer_new_for_string (direct, TW_TRACE_FORMAT_CSV);
  for (gsize i = 0; i < G_N_ELEMENTS (events); i++)
    {
      json_t *event = parse (events[i]);
      write_ok (jwriter, event);
      write_ok (cwriter, event);
      json_decref (event);
    }
  g_string_append (jsonl, "\n  \n"); /* blank lines are skipped */

  g_autoptr (GString) converted = g_string_new ("");
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_trace_jsonl_to_csv (jsonl->str, -1, converted, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (converted->str, ==, direct->str);
}

static void
test_jsonl_to_csv_errors (void)
{
  g_autoptr (GString) csv = g_string_new ("kept");
  g_autoptr (GError) error = NULL;

  g_assert_false (tw_trace_jsonl_to_csv ("{\"ev\":\"tick\",\"mapTurn\":0,\"clock\":0}\n\n{oops", -1,
                                         csv, &error));
  g_assert_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "line 3,"));
  g_assert_cmpstr (csv->str, ==, "kept");
  g_clear_error (&error);

  g_assert_false (tw_trace_jsonl_to_csv ("{\"ev\":\"tick\"}", -1, csv, &error));
  g_assert_error (error, TW_TRACE_ERROR, TW_TRACE_ERROR_INVALID_EVENT);
  g_assert_true (g_str_has_prefix (error->message, "line 1:"));
}

/* --- Events spelled directly, against tw_event_to_json ------------------- */

static void
test_json_string_escapes (void)
{
  g_autoptr (GString) out = g_string_new ("x");
  g_assert_true (tw_trace_append_json_string (out, "a\"b\\c/\b\f\n\r\t\x01\x1f\x7f 绿😀"));
  g_assert_cmpstr (out->str, ==, "x\"a\\\"b\\\\c/\\b\\f\\n\\r\\t\\u0001\\u001F\x7f 绿😀\"");
  /* Not UTF-8: an overlong NUL, a surrogate, past U+10FFFF, a cut sequence. */
  const char *bad[]
      = { "\xc0\x80", "ok\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe4\xbd", "\x80", "\xff" };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (tw_trace_append_json_string (out, bad[i]));
      g_assert_null (json_string (bad[i]));
    }
  g_assert_cmpstr (out->str, ==, "x\"a\\\"b\\\\c/\\b\\f\\n\\r\\t\\u0001\\u001F\x7f 绿😀\"");
}

/* Pieces of random strings: plain text, every byte jansson escapes, UTF-8 of
 * two to four bytes, and sequences that are not UTF-8. */
static const char *const string_pieces[] = { "MT0",
                                             ":",
                                             "greenSlime",
                                             "\"",
                                             "\\",
                                             "/",
                                             "\b",
                                             "\f",
                                             "\n",
                                             "\r",
                                             "\t",
                                             "\x01",
                                             "\x1f",
                                             "\x7f",
                                             " ",
                                             "é",
                                             "绿头怪",
                                             "😀",
                                             "\xc0\x80",
                                             "\xed\xa0\x80",
                                             "\xf4\x90\x80\x80",
                                             "\xe4\xbd",
                                             "\x80",
                                             "\xff",
                                             "\xf0\x9f\x98",
                                             "0" };

static char *
random_string (GRand *r, GPtrArray *keep)
{
  if (g_rand_int_range (r, 0, 8) == 0)
    return NULL;
  GString *s = g_string_new (NULL);
  gint n = g_rand_int_range (r, 0, 6);
  /* Mostly valid text, so that most fields are written. */
  gboolean invalid_ok = g_rand_int_range (r, 0, 4) == 0;
  for (gint i = 0; i < n; i++)
    {
      const char *piece = string_pieces[g_rand_int_range (r, 0, G_N_ELEMENTS (string_pieces))];
      if (!invalid_ok && !g_utf8_validate (piece, -1, NULL))
        continue;
      g_string_append (s, piece);
    }
  char *text = g_string_free (s, FALSE);
  g_ptr_array_add (keep, text);
  return text;
}

static gint64
random_int (GRand *r)
{
  switch (g_rand_int_range (r, 0, 7))
    {
    case 0:
      return 0;
    case 1:
      return G_MININT64;
    case 2:
      return G_MAXINT64;
    case 3:
      return -1;
    case 4:
      return (gint64)g_rand_int (r) - G_MAXINT32;
    case 5:
      return (gint64)(((guint64)g_rand_int (r) << 32) | g_rand_int (r));
    default:
      return g_rand_int_range (r, 0, 1000);
    }
}

static void
random_event (GRand *r, TwEventKind kind, TwEvent *ev, GPtrArray *keep)
{
  memset (ev, 0, sizeof *ev);
  ev->kind = kind;
  ev->map_turn = random_int (r);
  ev->clock = random_int (r);
  ev->reason = random_string (r, keep);
  ev->action = random_string (r, keep);
  ev->enemy = random_string (r, keep);
  ev->enemy_id = random_string (r, keep);
  ev->x = (gint)random_int (r);
  ev->y = (gint)random_int (r);
  ev->act_type = g_rand_int_range (r, 0, TW_N_ACT_TYPES + 1);
  ev->gauge = random_int (r);
  ev->time_cost = (gint)random_int (r);
  ev->to = random_string (r, keep);
  ev->result = g_rand_int_range (r, 0, TW_N_RESULTS + 1);
  ev->initiator = g_rand_int_range (r, 0, TW_N_BATTLE_INITIATORS + 1);
  ev->damage = random_int (r);
  ev->target_hp = random_int (r);
  ev->not_simulated = random_string (r, keep);
  ev->settle_base = random_int (r);
  ev->settle_status_max = random_int (r);
  ev->settle_battle_skill = random_int (r);
  ev->settle_final = random_int (r);
  ev->floor_id = random_string (r, keep);
  ev->from_floor = random_string (r, keep);
  ev->skill = random_string (r, keep);
  ev->op = g_rand_int_range (r, 0, TW_N_STATUS_OPS + 1);
  ev->remain = g_rand_boolean (r) ? -1 : random_int (r);
  ev->active = g_rand_boolean (r);
  ev->hp = random_int (r);
  ev->limit = random_string (r, keep);
  ev->limit_max = random_int (r);
  ev->dropped = random_int (r);
}

/* Every kind the engine names (and one past them), 2,000 random events each:
 * tw_trace_writer_write_event writes the bytes tw_event_to_json and
 * tw_trace_writer_write give, in JSON Lines and in CSV. */
static void
test_direct_matches_reference (void)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (20);
  guint n_kinds = 0;
  while (strcmp (tw_event_kind_to_string (n_kinds), "unknown") != 0)
    n_kinds++;
  g_assert_cmpuint (n_kinds, >=, TW_EVENT_LIMIT + 1);

  for (TwTraceFormat format = TW_TRACE_FORMAT_JSONL; format <= TW_TRACE_FORMAT_CSV; format++)
    {
      g_autoptr (GString) want = g_string_new (NULL);
      g_autoptr (GString) got = g_string_new (NULL);
      g_autoptr (TwTraceWriter) reference = tw_trace_writer_new_for_string (want, format);
      g_autoptr (TwTraceWriter) direct = tw_trace_writer_new_for_string (got, format);
      guint n_dropped = 0;
      for (guint kind = 0; kind <= n_kinds; kind++)
        for (guint i = 0; i < 2000; i++)
          {
            g_autoptr (GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
            TwEvent ev;
            random_event (r, kind, &ev, keep);
            gsize want_len = want->len, got_len = got->len;
            json_t *object = tw_event_to_json (&ev);
            n_dropped += kind == TW_EVENT_ENEMY_ACT && ev.enemy != NULL
                         && json_object_get (object, "enemy") == NULL;
            write_ok (reference, object);
            json_decref (object);
            g_autoptr (GError) error = NULL;
            g_assert_true (tw_trace_writer_write_event (direct, &ev, &error));
            g_assert_no_error (error);
            g_assert_cmpstr (got->str + got_len, ==, want->str + want_len);
          }
      g_assert_cmpstr (got->str, ==, want->str);
      g_assert_cmpuint (tw_trace_writer_get_n_events (direct), ==, 2000 * (n_kinds + 1));
      g_assert_cmpuint (tw_trace_writer_get_n_bytes (direct), ==, got->len);
      /* Some strings were not UTF-8, so some keys were left out. */
      g_assert_cmpuint (n_dropped, >, 0);
    }
}

static void
test_direct_file_sink (void)
{
  FILE *file = tmpfile ();
  g_assert_nonnull (file);
  TwTraceWriter *writer = tw_trace_writer_new_for_file (file, TW_TRACE_FORMAT_JSONL);
  TwEvent ev = { .kind = TW_EVENT_BATTLE,
                 .map_turn = 4,
                 .clock = 9,
                 .enemy = "MT0:3:4:绿",
                 .initiator = TW_BATTLE_BY_ENEMY,
                 .damage = -12,
                 .result = TW_RESULT_FAIL,
                 .settle_final = 3,
                 .hp = 0 };
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_trace_writer_write_event (writer, &ev, &error));
  g_assert_no_error (error);
  guint64 n_bytes = tw_trace_writer_get_n_bytes (writer);
  tw_trace_writer_free (writer);
  g_autofree char *text = read_back (file);
  g_assert_cmpuint (n_bytes, ==, strlen (text));
  g_assert_cmpstr (text, ==,
                   "{\"ev\":\"battle\",\"mapTurn\":4,\"clock\":9,\"enemy\":\"MT0:3:4:绿\","
                   "\"initiator\":\"enemy\",\"damage\":-12,\"result\":\"fail\",\"settle\":{"
                   "\"base\":0,\"statusMax\":0,\"battleSkill\":0,\"final\":3},\"hp\":0}\n");
  fclose (file);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/trace-writer/jsonl-leading-keys", test_jsonl_leading_keys);
  g_test_add_func ("/engine/trace-writer/jsonl-event-new", test_jsonl_event_new);
  g_test_add_func ("/engine/trace-writer/invalid-events", test_invalid_events);
  g_test_add_func ("/engine/trace-writer/file-sink", test_file_sink);
  g_test_add_func ("/engine/trace-writer/file-write-error", test_file_write_error);
  g_test_add_func ("/engine/trace-writer/csv-columns", test_csv_columns);
  g_test_add_func ("/engine/trace-writer/jsonl-to-csv", test_jsonl_to_csv);
  g_test_add_func ("/engine/trace-writer/jsonl-to-csv-errors", test_jsonl_to_csv_errors);
  g_test_add_func ("/engine/trace-writer/json-string-escapes", test_json_string_escapes);
  g_test_add_func ("/engine/trace-writer/direct-matches-reference", test_direct_matches_reference);
  g_test_add_func ("/engine/trace-writer/direct-file-sink", test_direct_file_sink);

  return g_test_run ();
}
