/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The event summary (editor/tw-event-summary.c): one line per command of
 * the mota-js shapes (libs/events.js `_action_*`), nested lists as
 * indented rows with the JSON Pointer of each command. */
#include <glib.h>
#include <jansson.h>

#include "editor/tw-event-summary.h"

static json_t *
parse (const char *text)
{
  json_error_t error;
  json_t *value = json_loads (text, JSON_DECODE_ANY, &error);
  if (value == NULL)
    g_error ("%s: %s", text, error.text);
  return value;
}

static void
assert_summary (const char *command, const char *expected)
{
  json_t *cmd = parse (command);
  g_autofree char *text = tw_event_summary_command (cmd);
  g_assert_cmpstr (text, ==, expected);
  json_decref (cmd);
}

static void
test_commands (void)
{
  assert_summary (
      "{\"type\":\"setValue\",\"name\":\"status:atk\",\"operator\":\"+=\",\"value\":\"10\"}",
      "setValue status:atk += 10");
  assert_summary ("{\"type\":\"setValue\",\"name\":\"flag:door\",\"value\":\"flag:door+1\"}",
                  "setValue flag:door = flag:door+1");
  assert_summary ("{\"type\":\"addValue\",\"name\":\"item:yellowKey\",\"value\":1}",
                  "addValue item:yellowKey += 1");
  assert_summary ("{\"type\":\"hide\",\"loc\":[3,4]}", "hide (3,4)");
  assert_summary ("{\"type\":\"hide\",\"remove\":true}", "hide (this cell) (removed)");
  assert_summary ("{\"type\":\"openDoor\",\"loc\":[[1,2],[5,6]],\"floorId\":\"MT3\"}",
                  "openDoor (1,2) (5,6) on MT3");
  assert_summary ("{\"type\":\"setBlock\",\"number\":21,\"loc\":[0,0]}", "setBlock 21 at (0,0)");
  assert_summary ("{\"type\":\"changeFloor\",\"floorId\":\"MT2\",\"stair\":\"downFloor\"}",
                  "changeFloor MT2 at downFloor");
  assert_summary ("{\"type\":\"changeFloor\",\"floorId\":\"MT2\",\"loc\":[6,11],"
                  "\"direction\":\"up\"}",
                  "changeFloor MT2 at (6,11) facing up");
  assert_summary ("{\"type\":\"battle\",\"id\":\"greenSlime\"}", "battle greenSlime");
  assert_summary ("{\"type\":\"battle\",\"loc\":[2,2]}", "battle (2,2)");
  assert_summary ("\"Hello,\\nhero\"", "text \"Hello, hero\"");
  /* mota-js speaker and bubble markup: the speaker kept, the markup dropped. */
  assert_summary ("\"\\t[老人,wizard]\\b[this]模仿、吸血\"", "text \"老人: 模仿、吸血\"");
  assert_summary ("\"\\t[hero]\\b[up,hero]我是谁？\"", "text \"hero: 我是谁？\"");
  assert_summary ("{\"type\":\"text\",\"text\":\"0123456789012345678901234567890123456789XYZ\"}",
                  "text \"0123456789012345678901234567890123456789…\"");
  assert_summary ("{\"type\":\"choices\",\"text\":\"Buy?\",\"choices\":[{\"text\":\"a\"},"
                  "{\"text\":\"b\"}]}",
                  "choices \"Buy?\" (2 choices)");
  assert_summary ("{\"type\":\"openShop\",\"id\":\"shop1\"}", "openShop shop1");
  assert_summary ("{\"type\":\"moveHero\",\"steps\":[\"up\",\"up\"]}", "moveHero 2 steps");
  assert_summary ("{\"type\":\"insert\",\"name\":\"加点事件\"}", "insert 加点事件");
  assert_summary ("{\"type\":\"win\",\"reason\":\"The end\"}", "win \"The end\"");
  /* Unknown commands show their type; odd values do not crash. */
  assert_summary ("{\"type\":\"fancyThing\",\"x\":1}", "fancyThing");
  assert_summary ("{\"x\":1}", "?");
  assert_summary ("42", "? 42");
}

static void
test_if_counts_nested (void)
{
  assert_summary (
      "{\"type\":\"if\",\"condition\":\"flag:door>=2\",\"true\":[{\"type\":\"openDoor\","
      "\"loc\":[1,1]},\"done\"],\"false\":[\"not yet\"]}",
      "if flag:door>=2 … (3 commands)");
  assert_summary ("{\"type\":\"while\",\"condition\":\"true\",\"data\":[{\"type\":\"if\","
                  "\"condition\":\"1\",\"true\":[{\"type\":\"break\"}]}]}",
                  "while true … (2 commands)");
}

static void
test_rows (void)
{
  json_t *list
      = parse ("[\"hi\", {\"type\":\"if\",\"condition\":\"flag:a\",\"true\":[{\"type\":"
               "\"hide\"}],\"false\":[]}, {\"type\":\"choices\",\"text\":\"?\",\"choices\":"
               "[{\"text\":\"Yes\",\"action\":[{\"type\":\"win\"}]}]}]");
  g_autoptr (GPtrArray) rows = tw_event_summary_rows (list);
  const struct
  {
    guint depth;
    gboolean heading;
    const char *pointer, *text;
  } expected[] = {
    { 0, FALSE, "/0", "text \"hi\"" },
    { 0, FALSE, "/1", "if flag:a … (1 command)" },
    { 1, TRUE, "/1/true", "then" },
    { 2, FALSE, "/1/true/0", "hide (this cell)" },
    { 1, TRUE, "/1/false", "else" },
    { 0, FALSE, "/2", "choices \"?\" (1 choice)" },
    { 1, TRUE, "/2/choices/0/action", "choice \"Yes\"" },
    { 2, FALSE, "/2/choices/0/action/0", "win" },
  };
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < rows->len; i++)
    {
      TwEventRow *row = g_ptr_array_index (rows, i);
      g_assert_cmpuint (row->depth, ==, expected[i].depth);
      g_assert_cmpint (row->heading, ==, expected[i].heading);
      g_assert_cmpstr (row->pointer, ==, expected[i].pointer);
      g_assert_cmpstr (row->text, ==, expected[i].text);
    }
  json_decref (list);
  g_autoptr (GPtrArray) none = tw_event_summary_rows (NULL);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_entry_list (void)
{
  json_t *array = parse ("[\"a\"]");
  json_t *object = parse ("{\"trigger\":null,\"data\":[\"b\"]}");
  json_t *other = parse ("{\"floorId\":\"MT1\"}");
  const char *suffix = NULL;
  g_assert_true (tw_event_entry_list (array, &suffix) == array);
  g_assert_cmpstr (suffix, ==, "");
  g_assert_true (tw_event_entry_list (object, &suffix) == json_object_get (object, "data"));
  g_assert_cmpstr (suffix, ==, "/data");
  g_assert_null (tw_event_entry_list (other, &suffix));
  json_decref (array);
  json_decref (object);
  json_decref (other);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/event-summary/commands", test_commands);
  g_test_add_func ("/event-summary/if-counts-nested", test_if_counts_nested);
  g_test_add_func ("/event-summary/rows", test_rows);
  g_test_add_func ("/event-summary/entry-list", test_entry_list);
  return g_test_run ();
}
