/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start of a game (docs/rules.md §11.12) and the order of a floor's
 * arrival events (§11.2), after mota-js 2.10.3's libs/events.js
 * `_startGame_start` / `_startGame_afterStart` and functions.js
 * `afterChangeFloor`. */
#include "tower-events-fixture.h"

/* A tower of @floors (single-quoted JSON) whose data.firstData has
 * `startText` @start_text (single-quoted JSON, or NULL) and whose
 * data.main.levelChoose is @levels (or NULL). */
static void
run_with_start (Run *run, const char *floors, const char *start_text, const char *levels)
{
  json_t *root = tower_json_sq (slime, floors);
  json_t *data = json_object_get (root, "data");
  if (start_text != NULL)
    json_object_set_new (json_object_get (data, "firstData"), "startText", tt_json_sq (start_text));
  if (levels != NULL)
    json_object_set_new (data, "main", json_pack ("{s:o}", "levelChoose", tt_json_sq (levels)));
  run_on (run, tower_take_json (root));
}

/* events.js `_startGame_start`: the first difficulty's action (the game
 * reference starts on levelChoose[0]), then startText, when the game
 * begins, before the start floor's firstArrive (`_startGame_afterStart`
 * changes to it after the story); a script of no actions ends there. */
static void
test_start_story_runs_at_the_start (void)
{
  Run run;
  run_with_start (&run,
                  "{'F0': {'map': [[0, 0]], 'firstArrive': ["
                  " {'type': 'setValue', 'name': 'flag:order', 'value': 'flag:order * 10 + 3'}]}}",
                  "['Welcome!', {'type': 'setValue', 'name': 'flag:order', "
                  "'value': 'flag:order * 10 + 2'}]",
                  "[{'name': 'Easy', 'hard': 1, 'action': [{'type': 'setValue', 'name': "
                  "'flag:order', 'value': 1}]}, {'name': 'Hard', 'hard': 2, 'action': []}]");
  g_assert_null (saved_flag (&run, "order"));
  tw_engine_begin_game (run.engine);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "order")), ==, 123);
  g_assert_cmpstr (run.log->str, ==,
                   "event startText F0 -1,-1 setValue\n"
                   "event startText F0 -1,-1 text\n"
                   "event startText F0 -1,-1 setValue\n"
                   "event firstArrive F0 -1,-1 setValue\n");
  /* It runs once: the next action does not start the game again. */
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "order")), ==, 123);
  run_end (&run);
}

/* The answers before the first action answer the start story's questions
 * (docs/rules.md §11.8); one it does not ask for is kept for later. */
static void
test_answers_before_the_first_action (void)
{
  Run run;
  run_with_start (
      &run,
      "{'F0': {'map': [[0, 0]], 'events': {'1,0': [{'type': 'confirm', 'text': 'Again?', "
      "'yes': [{'type': 'setValue', 'name': 'flag:again', 'value': 1}], 'no': []}]}}}",
      "[{'type': 'choices', 'text': 'Skip the opening?', 'choices': ["
      " {'text': 'yes', 'action': [{'type': 'setValue', 'name': 'flag:skipped', 'value': 1}]},"
      " {'text': 'no', 'action': [{'type': 'setValue', 'name': 'flag:skipped', 'value': 2}]}]}]",
      NULL);
  play (&run, "choose 0\nchoose 0\n");
  /* Answers alone do not start the game. */
  g_assert_null (saved_flag (&run, "skipped"));
  play (&run, "move right\n");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "skipped")), ==, 1);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "again")), ==, 1);
  g_assert_cmpuint (tw_engine_get_n_unused_answers (run.engine), ==, 0);
  run_end (&run);
}

/* A start story that leaves the start floor (a story floor) ends with the
 * hero back on the start floor at his start cell (events.js
 * `_startGame_afterStart`: changeFloor (firstData.floorId, hero.loc)); the
 * story floor's firstArrive ran when he arrived there, inside the story. */
static void
test_start_story_on_another_floor (void)
{
  Run run;
  run_with_start (&run,
                  "{'F0': {'map': [[0, 0, 0]]},"
                  " 'S': {'map': [[0, 0]], 'firstArrive': ["
                  "  {'type': 'setValue', 'name': 'flag:order', 'value': 'flag:order * 10 + 1'}]}}",
                  "[{'type': 'changeFloor', 'floorId': 'S', 'loc': [1, 0]},"
                  " {'type': 'setValue', 'name': 'flag:order', 'value': 'flag:order * 10 + 2'}]",
                  NULL);
  tw_engine_begin_game (run.engine);
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F0");
  assert_hero_at (&run, 0, 0);
  g_assert_cmpint (json_integer_value (saved_flag (&run, "order")), ==, 12);
  run_end (&run);
}

/* functions.js `afterChangeFloor` inserts firstArrive (and eachArrive)
 * before what is queued: a changeFloor command's arrival events run before
 * the rest of the event that changed floor. */
static void
test_first_arrive_runs_before_the_rest (void)
{
  Run run;
  run_start (&run,
             "{'F0': {'map': [[0, 0]], 'events': {'1,0': ["
             "  {'type': 'changeFloor', 'floorId': 'F1', 'loc': [0, 0]},"
             "  {'type': 'setValue', 'name': 'flag:order', 'value': 'flag:order * 10 + 3'}]}},"
             " 'F1': {'map': [[0, 0]],"
             "  'firstArrive': [{'type': 'setValue', 'name': 'flag:order', 'value': 1}],"
             "  'eachArrive': [{'type': 'setValue', 'name': 'flag:order', "
             "'value': 'flag:order * 10 + 2'}]}}",
             NULL);
  play (&run, "move right\n");
  g_assert_cmpstr (tw_engine_get_floor_id (run.engine), ==, "F1");
  g_assert_cmpint (json_integer_value (saved_flag (&run, "order")), ==, 123);
  run_end (&run);
}

static void
collect_start (const TwEventCommandInfo *info, gpointer data)
{
  g_string_append_printf (data, "%s %s %s %s\n", info->hook, info->floor_id, info->command,
                          info->skip_reason ? info->skip_reason : "played");
}

/* The coverage walks the start story too, on the start floor. */
static void
test_start_story_coverage (void)
{
  Run run;
  GString *out = g_string_new (NULL);
  run_with_start (&run, "{'F0': {'map': [[0, 0]]}}",
                  "['Hello', {'type': 'setValue', 'name': 'flag:a', 'value': 'core.f()'}]",
                  "[{'name': 'Easy', 'action': [{'type': 'addValue', 'name': 'status:hp', "
                  "'value': 10}]}]");
  tw_tower_foreach_event_command (run.tower, collect_start, out);
  g_assert_cmpstr (out->str, ==,
                   "startText F0 addValue played\n"
                   "startText F0 text played\n"
                   "startText F0 setValue value not simulated\n");
  g_string_free (out, TRUE);
  run_end (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/events/start/story", test_start_story_runs_at_the_start);
  g_test_add_func ("/events/start/answers", test_answers_before_the_first_action);
  g_test_add_func ("/events/start/another-floor", test_start_story_on_another_floor);
  g_test_add_func ("/events/start/coverage", test_start_story_coverage);
  g_test_add_func ("/events/arrival/first-arrive-first", test_first_arrive_runs_before_the_rest);
  return g_test_run ();
}
