/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-private.h: what the feed (tw-timeline-feed.c) tells the
 * model beyond its public feed calls: an enemy named by its parts, and the
 * inferences a trace needs (docs/timeline.md, "Loading a trace").
 */
#pragma once

#include "editor/sim/tw-timeline-model.h"

G_BEGIN_DECLS

/* An enemy as an event names it: its runtimeId and the parts of it. */
typedef struct
{
  const char *runtime_id;
  const char *floor_id; /* NULL when the runtimeId had no parts */
  const char *enemy_id;
  const char *name; /* its display name; NULL: its enemy id */
  int x, y;
} TwTimelineEnemy;

/* An enemy action with what its event knows. */
typedef struct
{
  TwTimelineEnemy enemy;
  TwActType act_type;
  guint time_cost; /* 0: unknown, inferred from two actions */
  guint gauge;
  gboolean gauge_is_after; /* FALSE for a trace's `gauge`, which may be the one before */
  TwTimelineActResult result;
  const char *to; /* moved: its runtimeId after the move, or NULL */
  int to_x, to_y;
} TwTimelineSeenAct;

/* The enemy acted: a row that joins here when it is new, its act type and
 * timeCost taken when known, then tw_timeline_model_enemy_act, then the move
 * to `to`. */
void tw_timeline_model_enemy_act_seen (TwTimelineModel *self, const TwTimelineSeenAct *act);
/* A runtimeId with no row yet may be a row that moved without saying where:
 * the one of the same floor and enemy id whose last action was `moved`, on an
 * adjacent cell, takes it. */
void tw_timeline_model_link_moved (TwTimelineModel *self, const TwTimelineEnemy *enemy);
/* A trace is loaded: an action without timeCost lasts until the last tick. Emits "changed". */
void tw_timeline_model_trace_loaded (TwTimelineModel *self);
/* Before the first tick: the state before any tick has this clock and mapTurn. */
void tw_timeline_model_first_event (TwTimelineModel *self, gint64 clock, gint64 map_turn);

G_END_DECLS
