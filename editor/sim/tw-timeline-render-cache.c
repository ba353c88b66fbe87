/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-render-cache.c: what lets a widget keep columns of the
 * timeline's picture from frame to frame (see tw-timeline-render.h).
 *
 * Both functions follow what tw_timeline_render_draw reads: when it draws
 * something new, or reaches further left or right of its tick, these must
 * follow, or a kept column would differ from a full redraw (the widget's
 * test compares them pixel for pixel). */
#include "editor/sim/tw-timeline-render.h"

#include <math.h>
#include <string.h>

static double
tick_x (const TwTimelineViewport *view, double tick)
{
  return TW_TIMELINE_HEADER_WIDTH + (tick - view->first_tick) * view->pixels_per_tick;
}

/* How far right of the left edge labels reach: a ruler label (3 + 66
 * pixels from its tick), a death's (4 + 80), a status count (at most 11
 * characters), with a few pixels for glyphs and shapes. */
#define EDGE_BASE 96.0
#define STATUS_LABEL_MAX 112.0
/* A floor's tab: its name's width plus 7 pixels; a generous bound a character. */
#define FLOOR_TAB_CHAR 20.0
#define FLOOR_TAB_PAD 16.0
/* How many ticks before the view a player action still running is looked for. */
#define ACTION_LOOKBACK 5000

double
tw_timeline_render_edge_extent (TwTimelineModel *model, const TwTimelineViewport *view)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model) && view != NULL, 0);
  guint first, last, n;
  tw_timeline_render_visible_ticks (model, view, &first, &last);
  double ppt = view->pixels_per_tick;
  double edge = TW_TIMELINE_HEADER_WIDTH + EDGE_BASE;

  /* Floors before the first tick: their tabs are not drawn. */
  guint floor_from = (guint)MAX (0.0, first - ceil (1024.0 / ppt));
  if (first > 0)
    {
      const TwTimelineFloor *floors
          = tw_timeline_model_get_floors (model, floor_from, first - 1, &n);
      for (guint i = 0; i < n; i++)
        edge = MAX (edge, tick_x (view, floors[i].tick) + FLOOR_TAB_PAD
                              + FLOOR_TAB_CHAR * g_utf8_strlen (floors[i].floor_id, -1));
    }

  /* Player actions begun left of the tick area: their labels stick to the
   * edge, as far as their bars go. */
  guint from = first > ACTION_LOOKBACK ? first - ACTION_LOOKBACK : 0;
  const TwTimelinePlayerAction *actions
      = tw_timeline_model_get_player_actions (model, from, first + 1, &n);
  for (guint i = 0; i < n; i++)
    if (tick_x (view, actions[i].tick) < TW_TIMELINE_HEADER_WIDTH)
      edge = MAX (edge, tick_x (view, actions[i].tick + MAX (actions[i].time_cost, 1)) + 1);

  /* A status active at the first tick: its count sticks to the edge. */
  for (guint s = 0; s < tw_timeline_model_get_n_status_skills (model); s++)
    if (tw_timeline_model_status_skill_layers_at (model, s, first) != TW_TIMELINE_LAYERS_OFF)
      edge = MAX (edge, TW_TIMELINE_HEADER_WIDTH + 2 + STATUS_LABEL_MAX);
  return edge;
}

static guint64
mix (guint64 hash, guint64 value)
{
  /* FNV-1a over the value's 8 bytes, folded. */
  for (int i = 0; i < 8; i++, value >>= 8)
    hash = (hash ^ (value & 0xff)) * 0x100000001b3ULL;
  return hash;
}

static guint64
mix_string (guint64 hash, const char *text)
{
  return mix (hash, text != NULL ? g_str_hash (text) : 0);
}

guint64
tw_timeline_render_columns_hash (TwTimelineModel *model, const TwTimelineViewport *view,
                                 const GArray *rows, guint from, guint to)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model) && view != NULL && rows != NULL, 0);
  double ppt = view->pixels_per_tick;
  guint first, last, n;
  tw_timeline_render_visible_ticks (model, view, &first, &last);
  /* What is drawn left of a tick reaches about 100 pixels (labels), a
   * floor's tab further; shapes a few pixels right. */
  guint near = (guint)ceil (128.0 / ppt) + 1;
  guint far = (guint)ceil (1024.0 / ppt) + 1;
  guint a = from > near ? from - near : 0;
  guint b = to + (guint)ceil (16.0 / ppt) + 1;
  guint64 hash = 0xcbf29ce484222325ULL;
  /* The right edge of what is drawn: the view's last tick, or the model's. */
  hash = mix (hash, MIN (last, b + 1));
  hash = mix (hash, MIN (tw_timeline_model_get_last_tick (model), b + 1));

  guint model_last = tw_timeline_model_get_last_tick (model);
  for (guint t = a; t <= MIN (b, model_last); t++)
    {
      hash = mix (hash, (guint64)tw_timeline_model_get_clock (model, t));
      hash = mix (hash, (guint64)tw_timeline_model_get_map_turn (model, t));
    }

  guint action_from = a > 1000 + ACTION_LOOKBACK ? a - 1000 - ACTION_LOOKBACK : 0;
  const TwTimelinePlayerAction *actions
      = tw_timeline_model_get_player_actions (model, action_from, b, &n);
  for (guint i = 0; i < n; i++)
    if (actions[i].tick + MAX (actions[i].time_cost, 1) + 1 >= a)
      {
        hash = mix (hash, actions[i].tick);
        hash = mix (hash, actions[i].time_cost);
        hash = mix (hash, actions[i].refused);
        hash = mix_string (hash, actions[i].text);
      }

  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, a, b, &n);
  for (guint i = 0; i < n; i++)
    {
      /* The marker, and its cost label ("⚔ N", won battles). */
      hash = mix (mix (hash, battles[i].tick), (guint64)battles[i].row);
      hash = mix (mix (hash, battles[i].settle.final_cost), battles[i].success);
    }
  const TwTimelineFloor *floors
      = tw_timeline_model_get_floors (model, from > far ? from - far : 0, b, &n);
  for (guint i = 0; i < n; i++)
    hash = mix_string (mix (hash, floors[i].tick), floors[i].floor_id);
  const TwTimelineDeath *deaths = tw_timeline_model_get_deaths (model, a, b, &n);
  for (guint i = 0; i < n; i++)
    hash = mix (hash, deaths[i].tick);

  /* A status's count is drawn at its start, as wide as it lasts: the
   * change after the range (or the end, while it is open) counts too. */
  for (guint s = 0; s < tw_timeline_model_get_n_status_skills (model); s++)
    {
      hash = mix (hash, (guint64)tw_timeline_model_status_skill_layers_at (model, s, a));
      const TwTimelineStatusChange *changes
          = tw_timeline_model_status_skill_get_changes (model, s, a, G_MAXUINT32, &n);
      guint i = 0;
      for (; i < n && changes[i].tick <= b; i++)
        hash = mix (mix (hash, changes[i].tick), (guint64)changes[i].layers);
      /* A count begun in the range and running past it. */
      if (i > 0 && changes[i - 1].layers != TW_TIMELINE_LAYERS_OFF)
        hash = mix (hash, i < n ? changes[i].tick : MIN (last, model_last) + 1);
    }

  /* The enemy rows drawn (those within the view's height). */
  double top = tw_timeline_render_top_height (model);
  guint first_row = (guint)MAX (0, floor (view->scroll_y / TW_TIMELINE_ROW_HEIGHT));
  for (guint i = first_row; i < rows->len; i++)
    {
      if (top + i * TW_TIMELINE_ROW_HEIGHT - view->scroll_y >= view->height)
        break;
      guint row = g_array_index (rows, guint, i);
      guint gauge = 0;
      gboolean alive = tw_timeline_model_row_gauge_at (model, row, a, &gauge);
      hash = mix (mix (hash, row), alive ? gauge : G_MAXUINT64);
      hash = mix (mix (hash, tw_timeline_model_row_get_time_cost (model, row)),
                  tw_timeline_model_row_get_act_type (model, row));
      const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, row, a, b, &n);
      for (guint m = 0; m < n; m++)
        {
          guint32 bits;
          memcpy (&bits, (const char *)&marks[m] + sizeof (guint32), sizeof bits);
          hash = mix (mix (hash, marks[m].tick), bits);
        }
    }
  return hash;
}
