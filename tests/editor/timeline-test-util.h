/* SPDX-License-Identifier: GPL-3.0-or-later */
/* timeline-test-util.h: comparing a timeline model against a reference one
 * built from the engine's own trace (the simulation session's tests and the
 * sim bar's), and reading gauge bars off a rendered timeline picture.
 * Header-only so each test program stays one file plus this. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <jansson.h>

#include "editor/sim/tw-sim-session.h"
#include "editor/sim/tw-timeline-feed.h"

/* The benchmarks' walk on a corridor tower (tw_tower_gen_corridor): 5 steps
 * right, 5 left and `wait 1..20` (seed 7), until the session has @ticks ticks. */
static inline void
tt_sim_walk (TwSimSession *session, guint ticks)
{
  GRand *rand = g_rand_new_with_seed (7);
  g_autoptr (GError) error = NULL;
  while (tw_sim_session_get_last_tick (session) < ticks)
    {
      guint left = ticks - tw_sim_session_get_last_tick (session);
      tw_sim_session_apply_line (session, "move right 5", NULL);
      tw_sim_session_apply_line (session, "move left 5", NULL);
      tw_sim_session_wait (session, MIN (left, (guint)g_rand_int_range (rand, 1, 21)), &error);
      g_assert_no_error (error);
    }
  g_rand_free (rand);
}

/* The project of tests/editor/data/sim-tower.json (the simulation tests'
 * small tower), whole: {"format", ..., "tower": {...}}. */
static inline json_t *
tt_load_sim_tower (void)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "editor", "data", "sim-tower.json", NULL);
  json_error_t jerr;
  json_t *root = json_load_file (path, 0, &jerr);
  if (root == NULL)
    g_error ("%s: %s", path, jerr.text);
  return root;
}

/* The moves both the session and the feed tests play on that tower: a
 * status skill, steps, waits and the battles they bring. */
static const char *const tt_sim_script_lines[] = {
  "use skill1", "move right", "wait 7",  "move down",  "move down", "wait 3",
  "wait 2",     "wait 12",    "move up", "move right", "wait 4",
};

/* tt_sim_script_lines as one script text (a new string). */
static inline char *
tt_sim_script_text (void)
{
  GString *text = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (tt_sim_script_lines); i++)
    g_string_append_printf (text, "%s\n", tt_sim_script_lines[i]);
  return g_string_free (text, FALSE);
}

static inline guint
timeline_test_assert_same_acts (TwTimelineModel *model, TwTimelineModel *ref, guint n_ticks)
{
  guint acts = 0;
  for (guint r = 0; r < tw_timeline_model_get_n_rows (ref); r++)
    {
      guint nr, ns, j = 0;
      const TwTimelineMark *mr = tw_timeline_model_row_get_marks (ref, r, 0, n_ticks, &nr);
      int row = tw_timeline_model_find_row (model, tw_timeline_model_row_get_runtime_id (ref, r));
      g_assert_cmpint (row, >=, 0);
      const TwTimelineMark *ms = tw_timeline_model_row_get_marks (model, row, 0, n_ticks, &ns);
      for (guint i = 0; i < nr; i++)
        {
          if (mr[i].kind != TW_TIMELINE_MARK_ACT)
            continue;
          while (j < ns && ms[j].kind != TW_TIMELINE_MARK_ACT)
            j++;
          g_assert_cmpuint (j, <, ns);
          g_assert_cmpuint (ms[j].tick, ==, mr[i].tick);
          g_assert_cmpuint (ms[j].gauge, ==, mr[i].gauge);
          g_assert_cmpuint (ms[j].result, ==, mr[i].result);
          j++;
          acts++;
        }
    }
  return acts;
}

/* Whether the pixel at (@x, @y) of an ARGB32 image surface is white. */
static inline gboolean
timeline_test_is_background (cairo_surface_t *surface, int x, int y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *)(data + y * stride + x * 4);
  return (pixel & 0xFFFFFF) == 0xFFFFFF;
}

/* Height of the bar whose bottom pixel row is @bottom - 1, at column @x. */
static inline int
timeline_test_bar_height_at (cairo_surface_t *surface, int x, int bottom)
{
  int h = 0;
  while (bottom - 1 - h >= 0 && !timeline_test_is_background (surface, x, bottom - 1 - h))
    h++;
  return h;
}
