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

  return g_test_run ();
}
