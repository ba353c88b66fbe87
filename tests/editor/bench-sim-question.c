/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-sim-question: what probing a move for questions (editor/sim/
 * tw-sim-question.c) costs on a big tower: the generated 200-floor tower
 * with 1,000 enemies, an openShop event put on the start floor so that
 * the app probes every move. Measured: a plain move of the session
 * against a probe of the same move (mean and max over 200 moves). Fails
 * when a probe takes 50 ms or more (a key press must feel instant). */
#include <stdio.h>

#include "editor/mota/tw-mota.h"
#include "editor/sim/tw-sim-question.h"
#include "tw-test-util.h"
#include "tw-tower-gen.h"

#define N_MOVES 200

int
main (void)
{
  g_autofree char *tmp = tw_test_make_tmp_dir ();
  tw_tower_gen_write (tmp, 200, 1000, 42);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_mota_import (tmp, &error);
  g_assert_no_error (error);
  json_t *tower = json_deep_copy (tw_project_file_get_tower (project));
  const char *start = json_string_value (
      json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"), "floorId"));
  json_t *floor = json_object_get (json_object_get (tower, "floors"), start);
  json_object_set_new (floor, "events",
                       json_pack ("{s:[{s:s, s:s}]}", "0,0", "type", "openShop", "id", "shop1"));
  g_autoptr (TwSimSession) session = tw_sim_session_new (tower, &error);
  g_assert_no_error (error);
  g_assert_true (tw_sim_question_tower_asks (session));

  const char *moves[] = { "move left", "move right", "move up", "move down" };
  gint64 probe_total = 0, probe_max = 0, move_total = 0;
  for (guint i = 0; i < N_MOVES; i++)
    {
      const char *line = moves[i % 4];
      gint64 t0 = g_get_monotonic_time ();
      TwSimQuestion *q = tw_sim_question_probe (session, line, NULL, 0, NULL, NULL);
      gint64 t1 = g_get_monotonic_time ();
      tw_sim_question_free (q);
      tw_sim_session_apply_line (session, line, NULL);
      gint64 t2 = g_get_monotonic_time ();
      probe_total += t1 - t0;
      probe_max = MAX (probe_max, t1 - t0);
      move_total += t2 - t1;
    }
  guint refused = 0;
  for (guint i = 0; i < tw_sim_session_get_n_history (session); i++)
    refused += tw_sim_session_get_history (session, i)->refused;
  printf ("# 200 floors, 1000 enemies: move %.2f ms mean; probe %.2f ms mean, %.2f ms max"
          " (%u of %u moves refused)\n",
          move_total / 1000.0 / N_MOVES, probe_total / 1000.0 / N_MOVES, probe_max / 1000.0,
          refused, N_MOVES);
  printf ("%s 1 - a probe takes under 50 ms\n", probe_max < 50000 ? "ok" : "not ok");
  printf ("1..1\n");
  json_decref (tower);
  tw_test_remove_tree (tmp);
  return probe_max < 50000 ? 0 : 1;
}
