/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-ref-engine.h: the reference scheduler, written the obvious slow way.
 *
 * The same rules as the engine's clock, scheduler and cache (CONTRACT §1 and
 * §6), kept as literal as the spec's pseudo-code: a list of entries, gauges in
 * a hash table keyed by runtimeId, every tick a stable sort by priority and a
 * scan of every cell of the floor; enemy actions (CONTRACT §7) with a fresh
 * search from the hero for every chaser. Battles assume a hero who always
 * wins at no cost in hp (the test towers make it so). Differential tests run
 * it beside the real engine; the benchmark measures it.
 */
#pragma once

#include "engine/tw-engine.h"

G_BEGIN_DECLS

typedef struct _TwRefEngine TwRefEngine;
typedef void (*TwRefSink) (TwRefEngine *ref, const TwEvent *event, gpointer user_data);

TwRefEngine *tw_ref_new (TwTower *tower);
void tw_ref_free (TwRefEngine *ref);
void tw_ref_set_sink (TwRefEngine *ref, TwRefSink sink, gpointer user_data);

void tw_ref_consume_time (TwRefEngine *ref, gint64 n, const char *reason);
gint64 tw_ref_get_clock (TwRefEngine *ref);
void tw_ref_set_hero_loc (TwRefEngine *ref, gint x, gint y);
gint64 tw_ref_get_hero_hp (TwRefEngine *ref);
gint64 tw_ref_get_map_turn (TwRefEngine *ref);
void tw_ref_set_map_turn_enabled (TwRefEngine *ref, gboolean enabled);
gboolean tw_ref_change_floor (TwRefEngine *ref, const char *floor_id);
const char *tw_ref_get_floor_id (TwRefEngine *ref);

void tw_ref_remove_block (TwRefEngine *ref, const char *floor_id, gint x, gint y);
void tw_ref_set_block (TwRefEngine *ref, const char *floor_id, gint x, gint y, guint32 tile);
void tw_ref_hide_block (TwRefEngine *ref, const char *floor_id, gint x, gint y);
void tw_ref_show_block (TwRefEngine *ref, const char *floor_id, gint x, gint y);
void tw_ref_remove_blocks (TwRefEngine *ref, const char *floor_id, const TwPoint *cells, guint n);
void tw_ref_move_block_begin (TwRefEngine *ref, const char *floor_id, gint fx, gint fy);
void tw_ref_move_block_end (TwRefEngine *ref, const char *floor_id, gint fx, gint fy, gint tx,
                            gint ty, gboolean keep);
void tw_ref_move_block (TwRefEngine *ref, const char *floor_id, gint fx, gint fy, gint tx, gint ty,
                        gboolean keep);

void tw_ref_active_rebuild (TwRefEngine *ref, const char *floor_id);
void tw_ref_active_remove_cell (TwRefEngine *ref, const char *floor_id, gint x, gint y);
void tw_ref_active_sync_cell (TwRefEngine *ref, const char *floor_id, gint x, gint y);
void tw_ref_active_migrate_point (TwRefEngine *ref, const char *floor_id, gint fx, gint fy, gint tx,
                                  gint ty);

char **tw_ref_dup_active_list (TwRefEngine *ref, const char *floor_id);
gint64 tw_ref_get_gauge (TwRefEngine *ref, const char *floor_id, gint x, gint y);
guint32 tw_ref_get_tile (TwRefEngine *ref, const char *floor_id, gint x, gint y);
gint64 tw_ref_get_full_scan_count (TwRefEngine *ref);
gint64 tw_ref_get_active_enemies_version (TwRefEngine *ref);

G_END_DECLS
