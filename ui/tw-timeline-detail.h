/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-detail.h: the timeline's detail pane: everything about one tick.
 *
 * Beside the timeline rows, it writes out the selected tick (or, with no
 * selection, the session's last one): its actions, each battle's time
 * settlement as `max(base 1, status S, battle skill B) = N ticks` with the
 * skills that gave S and B, and each enemy's gauge against its timeCost. The
 * text comes from editor/sim/tw-timeline-detail.c; this widget only shows it
 * and keeps it current as the model changes.
 */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "editor/sim/tw-timeline-model.h"

G_BEGIN_DECLS

#define TW_TYPE_TIMELINE_DETAIL (tw_timeline_detail_get_type ())
G_DECLARE_FINAL_TYPE (TwTimelineDetail, tw_timeline_detail, TW, TIMELINE_DETAIL, GtkWidget)

GtkWidget *tw_timeline_detail_new (void);
void tw_timeline_detail_set_model (TwTimelineDetail *self, TwTimelineModel *model);
/* The tower whose skill definitions name the settlement's skills (a reference
 * is taken; NULL: numbers only). */
void tw_timeline_detail_set_tower (TwTimelineDetail *self, json_t *tower);
/* The text shown now ("" without a model). */
const char *tw_timeline_detail_get_text (TwTimelineDetail *self);

G_END_DECLS
