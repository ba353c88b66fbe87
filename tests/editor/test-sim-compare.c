/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The balancing loop's numbers (editor/sim/tw-sim-compare.c) and replay
 * (editor/sim/tw-sim-replay.c): a run's end hp, ticks, battles, damage and
 * death agree with the what-if sweep's outcome (editor/analysis, its own
 * code); the first difference of two runs is the tick of the first line
 * where their traces differ; a replay in slices gives the same session as
 * the script played at once, at the tick asked for. */
#include <string.h>

#include "editor/analysis/tw-sweep.h"
#include "editor/sim/tw-sim-compare.h"
#include "editor/sim/tw-sim-replay.h"
#include "timeline-test-util.h"

/* jansson has no g_autoptr cleanup of its own. */
static void
json_release (json_t *json)
{
  json_decref (json);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (json_t, json_release)

static json_t *
sim_tower (void)
{
  g_autoptr (json_t) project = tt_load_sim_tower ();
  return json_deep_copy (json_object_get (project, "tower"));
}

static json_t *
edited_tower (const char *enemy, const char *field, json_int_t value)
{
  json_t *tower = sim_tower ();
  json_object_set_new (json_object_get (json_object_get (tower, "enemys"), enemy), field,
                       json_integer (value));
  return tower;
}

static TwSimRun *
run_of (json_t *tower_json, const char *script_text)
{
  g_autoptr (GError) error = NULL;
  TwTower *tower = tw_tower_new_from_json (tower_json, &error);
  g_assert_no_error (error);
  g_autoptr (TwScript) script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  TwSimRun *run = tw_sim_run_play (tower, script);
  tw_tower_unref (tower);
  return run;
}

static void
assert_run_is_outcome (const TwSimRun *run, json_t *tower, const char *script_text)
{
  g_autoptr (TwScript) script = tw_script_parse (script_text, -1, NULL, NULL, NULL);
  TwOutcome outcome = { 0 };
  g_assert_true (tw_outcome_play (tower, script, &outcome, NULL));
  g_assert_cmpint (run->end_hp, ==, outcome.end_hp);
  g_assert_cmpint (run->ticks, ==, outcome.ticks);
  g_assert_cmpint (run->battles, ==, outcome.battles);
  g_assert_cmpint (run->damage_taken, ==, outcome.damage_taken);
  g_assert_cmpint (run->death_tick, ==, outcome.death_tick);
  tw_outcome_clear (&outcome);
}

/* The trace of @script on @tower, as the session writes it (JSON Lines). */
static char *
trace_of (json_t *tower, const char *script)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  g_assert_no_error (error);
  g_assert_true (tw_sim_session_play_script (session, script, &error));
  GString *out = g_string_new (NULL);
  g_assert_true (tw_sim_session_write_trace (session, out, TW_TRACE_FORMAT_JSONL, &error));
  return g_string_free (out, FALSE);
}

/* The timeline's stamp of each line of a trace (docs/timeline.md, "Ticks
 * and stamps"): the tick under way during a tick's enemy pass, the next one
 * once a player action began. */
static gint64 *
trace_stamps (GStrv lines)
{
  gint64 *stamps = g_new0 (gint64, g_strv_length (lines) + 1);
  gint64 ticks = 1;
  gboolean pass_open = TRUE;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0')
        continue;
      g_autoptr (json_t) event = json_loads (lines[i], 0, NULL);
      g_assert_nonnull (event);
      const char *ev = json_string_value (json_object_get (event, "ev"));
      if (g_strcmp0 (ev, "tick") == 0)
        {
          ticks++;
          pass_open = TRUE;
        }
      else if (g_strcmp0 (ev, "action") == 0 || g_strcmp0 (ev, "refused") == 0)
        pass_open = FALSE;
      stamps[i] = ticks - (pass_open ? 1 : 0);
    }
  return stamps;
}

/* The tick of the first line where two traces differ: its timeline stamp. */
static gint64
first_differing_tick (const char *a, const char *b)
{
  g_auto (GStrv) la = g_strsplit (a, "\n", -1);
  g_auto (GStrv) lb = g_strsplit (b, "\n", -1);
  g_autofree gint64 *sa = trace_stamps (la);
  g_autofree gint64 *sb = trace_stamps (lb);
  for (guint i = 0; la[i] != NULL || lb[i] != NULL; i++)
    {
      if (la[i] != NULL && lb[i] != NULL && strcmp (la[i], lb[i]) == 0)
        {
          if (la[i + 1] == NULL || lb[i + 1] == NULL)
            {
              const char *rest = la[i + 1] != NULL ? la[i + 1] : lb[i + 1];
              if (rest == NULL || *rest == '\0')
                return -1;
            }
          continue;
        }
      gint64 ticks[2] = { G_MAXINT64, G_MAXINT64 };
      if (la[i] != NULL && *la[i] != '\0')
        ticks[0] = sa[i];
      if (lb[i] != NULL && *lb[i] != '\0')
        ticks[1] = sb[i];
      return MIN (ticks[0], ticks[1]);
    }
  return -1;
}

static void
test_run_numbers (void)
{
  g_autofree char *script = tt_sim_script_text ();
  /* Enemies that hurt: the damage counts. */
  g_autoptr (json_t) tower = edited_tower ("guard", "atk", 130);
  json_object_set_new (json_object_get (json_object_get (tower, "enemys"), "guard"), "hp",
                       json_integer (1000));
  g_autoptr (TwSimRun) run = run_of (tower, script);
  g_assert_cmpint (run->battles, >, 0);
  g_assert_cmpint (run->damage_taken, >, 0);
  g_assert_cmpint (run->ticks, >, 20);
  assert_run_is_outcome (run, tower, script);

  /* The same moves, the same run. */
  g_autoptr (TwSimRun) again = run_of (tower, script);
  g_assert_cmpint (tw_sim_run_first_difference (run, again), ==, -1);
}

static void
test_first_difference (void)
{
  g_autofree char *script = tt_sim_script_text ();
  g_autoptr (json_t) tower = sim_tower ();
  g_autoptr (json_t) slower = edited_tower ("slime", "timeCost", 9);
  g_autoptr (TwSimRun) before = run_of (tower, script);
  g_autoptr (TwSimRun) after = run_of (slower, script);
  assert_run_is_outcome (after, slower, script);
  g_autofree char *trace_before = trace_of (tower, script);
  g_autofree char *trace_after = trace_of (slower, script);
  gint64 expected = first_differing_tick (trace_before, trace_after);
  g_assert_cmpint (expected, >=, 0);
  g_assert_cmpint (tw_sim_run_first_difference (before, after), ==, expected);
  g_assert_cmpint (tw_sim_run_first_difference (after, before), ==, expected);
}

static void
test_death (void)
{
  /* A bat that chases the hero and hits hard enough kills him: the death's tick and cause. */
  g_autofree char *script = tt_sim_script_text ();
  g_autoptr (json_t) deadly = edited_tower ("bat", "atk", 100000);
  json_object_set_new (json_object_get (json_object_get (deadly, "enemys"), "bat"), "hp",
                       json_integer (100000));
  g_autoptr (TwSimRun) run = run_of (deadly, script);
  assert_run_is_outcome (run, deadly, script);
  g_assert_cmpint (run->death_tick, >=, 0);
  g_assert_nonnull (run->death_cause);
  g_assert_cmpstr (run->death_cause, !=, "");
  g_assert_cmpint (run->end_hp, <=, 0);
  g_assert_cmpint (run->death_tick, ==, 16);
  g_assert_cmpint (run->damage_taken, >=, 1000);
}

static void
test_skill_hits (void)
{
  /* A slime with a ranged skill hits the hero from afar: the comparison
   * counts those hits as damage taken, as the sweep's outcome does. */
  g_autofree char *script = tt_sim_script_text ();
  g_autoptr (json_t) plain = sim_tower ();
  g_autoptr (json_t) ranged = sim_tower ();
  json_t *slime = json_object_get (json_object_get (ranged, "enemys"), "slime");
  json_object_set_new (slime, "actType", json_string ("skill"));
  json_object_set_new (slime, "actArgs",
                       json_pack ("{s:s, s:i, s:i}", "kind", "ranged", "range", 10, "damage", 7));
  g_autoptr (TwSimRun) before = run_of (plain, script);
  g_autoptr (TwSimRun) after = run_of (ranged, script);
  assert_run_is_outcome (after, ranged, script);
  g_assert_cmpint (after->damage_taken, >=, before->damage_taken + 7);
}

static void
test_replay_in_slices (void)
{
  g_autofree char *script = tt_sim_script_text ();
  g_autoptr (json_t) slower = edited_tower ("slime", "timeCost", 9);
  g_autoptr (GError) error = NULL;

  /* The moves played at once on the edited tower: the reference. */
  g_autoptr (TwSimSession) direct = tw_sim_session_new (slower, &error);
  g_assert_no_error (error);
  g_assert_true (tw_sim_session_play_script (direct, script, &error));
  g_autofree char *direct_script = tw_sim_session_dup_script (direct);

  /* In the smallest slices, showing tick 10, with the run before the edit. */
  g_autoptr (TwSimReplay) replay = tw_sim_replay_new (slower, script, 10, &error);
  g_assert_no_error (error);
  g_autoptr (json_t) tower = sim_tower ();
  TwTower *original = tw_tower_new_from_json (tower, &error);
  g_assert_no_error (error);
  tw_sim_replay_set_before (replay, original);
  tw_tower_unref (original); /* the replay keeps its own reference */
  guint slices = 1;
  while (!tw_sim_replay_run (replay, 0))
    slices++;
  g_assert_cmpuint (slices, >, 3);
  TwSimSession *session = tw_sim_replay_get_session (replay);
  g_autofree char *replayed_script = tw_sim_session_dup_script (session);
  g_assert_cmpstr (replayed_script, ==, direct_script);
  g_assert_cmpuint (tw_sim_session_get_tick (session), ==, 10);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (tw_sim_session_get_timeline (session)), ==,
                   10);
  g_assert_cmpuint (tw_sim_session_get_last_tick (session), ==,
                    tw_sim_session_get_last_tick (direct));
  GString *a = g_string_new (NULL), *b = g_string_new (NULL);
  g_assert_true (tw_sim_session_write_trace (session, a, TW_TRACE_FORMAT_JSONL, NULL));
  g_assert_true (tw_sim_session_write_trace (direct, b, TW_TRACE_FORMAT_JSONL, NULL));
  g_assert_cmpstr (a->str, ==, b->str);
  g_string_free (a, TRUE);
  g_string_free (b, TRUE);

  const TwSimRun *run = tw_sim_replay_get_run (replay);
  g_assert_nonnull (run);
  assert_run_is_outcome (run, slower, script);
  g_autoptr (TwSimRun) before = tw_sim_replay_steal_before_run (replay);
  g_assert_nonnull (before);
  assert_run_is_outcome (before, tower, script);
  g_autoptr (TwSimRun) expected_before = run_of (tower, script);
  g_assert_cmpint (tw_sim_run_first_difference (before, expected_before), ==, -1);
  g_assert_cmpint (tw_sim_run_first_difference (before, run), >=, 0);
}

static void
test_replay_long_wait (void)
{
  /* A wait longer than a slice is played in slices, as one `wait n`. */
  g_autoptr (json_t) tower = sim_tower ();
  g_autoptr (GError) error = NULL;
  const char *script = "move right\nwait 3000\nmove down\n";
  g_autoptr (TwSimReplay) replay = tw_sim_replay_new (tower, script, -1, &error);
  g_assert_no_error (error);
  while (!tw_sim_replay_run (replay, 0))
    ;
  TwSimSession *session = tw_sim_replay_get_session (replay);
  g_autofree char *text = tw_sim_session_dup_script (session);
  g_autoptr (TwSimSession) direct = tw_sim_session_new (tower, &error);
  g_assert_true (tw_sim_session_play_script (direct, script, &error));
  g_autofree char *direct_text = tw_sim_session_dup_script (direct);
  g_assert_cmpstr (text, ==, direct_text);
  g_assert_cmpuint (tw_sim_session_get_tick (session), ==, tw_sim_session_get_last_tick (direct));
  g_assert_false (tw_sim_session_is_rewound (session));
}

static void
test_replay_bad_script (void)
{
  g_autoptr (json_t) tower = sim_tower ();
  g_autoptr (GError) error = NULL;
  TwSimReplay *replay = tw_sim_replay_new (tower, "jump around\n", -1, &error);
  g_assert_null (replay);
  g_assert_nonnull (error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sim-compare/run-numbers", test_run_numbers);
  g_test_add_func ("/sim-compare/first-difference", test_first_difference);
  g_test_add_func ("/sim-compare/death", test_death);
  g_test_add_func ("/sim-compare/skill-hits", test_skill_hits);
  g_test_add_func ("/sim-replay/slices", test_replay_in_slices);
  g_test_add_func ("/sim-replay/long-wait", test_replay_long_wait);
  g_test_add_func ("/sim-replay/bad-script", test_replay_bad_script);
  return g_test_run ();
}
