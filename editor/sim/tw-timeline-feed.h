/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-feed.h: the one place engine events become timeline rows.
 *
 * The simulation session hands it the events the engine reports as they
 * happen; trace loading (tw_timeline_model_load_jsonl, also here) reads each
 * line with tw_event_from_json and hands it the same events. Whatever an
 * event means for the timeline (a tick, a row that joins, acts, moves or
 * leaves, a battle, a status lane, a floor, a death) is decided here once.
 * See docs/timeline.md.
 */
#pragma once

#include "editor/sim/tw-timeline-model.h"
#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* What a trace line may add to its event (the optional fields of
 * docs/timeline.md). NULL for the engine's own events. */
typedef struct
{
  const char *name;        /* enemy_act, enemy_join: the enemy's display name, or NULL */
  gboolean gauge_is_after; /* enemy_act: `gauge` is known to be the gauge after the action */
} TwTimelineTraceHints;

/* Feeds @event to @model. @tower (may be NULL) names the enemies; without it
 * an enemy is named by its id. */
void tw_timeline_feed_event (TwTimelineModel *model, const TwTower *tower, const TwEvent *event,
                             const TwTimelineTraceHints *hints);

/* Sets a status lane to @layers, only when that is a change. */
void tw_timeline_feed_status_layers (TwTimelineModel *model, const char *skill, int layers);

/* After a load or a reset the engine's list is a different one: every
 * scheduled row leaves, every entry of the current floor's list joins, and
 * the floor is the engine's. */
void tw_timeline_feed_resync_rows (TwTimelineModel *model, TwEngine *engine);
/* After a load: the status lanes show the engine's skills. */
void tw_timeline_feed_resync_status (TwTimelineModel *model, TwEngine *engine);

/* --- Trace loading --- */

/* Feeds one trace event (docs/rules.md §9 plus the optional fields and
 * other spellings of docs/timeline.md) to @self. Unknown `ev` values are
 * ignored. */
gboolean tw_timeline_model_feed_event (TwTimelineModel *self, json_t *event, GError **error);
/* Appends a JSON Lines trace (@length -1: NUL-terminated); errors name the line. */
gboolean tw_timeline_model_load_jsonl (TwTimelineModel *self, const char *text, gssize length,
                                       GError **error);
gboolean tw_timeline_model_load_jsonl_file (TwTimelineModel *self, const char *path,
                                            GError **error);

G_END_DECLS
