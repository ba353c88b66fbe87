/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-manual-panel.h: the monster manual (怪物手册) panel.
 *
 * One sortable row per enemy of the current floor, or of the whole tower:
 * its name, damage and turns against the hero, the next critical value
 * (attack to add, damage saved; all of them in the tooltip), 1防, its stats,
 * specials by name and map-turn fields, computed by editor/analysis/tw-manual
 * (docs/analytics.md). The hero is the tower's starting hero, or any stats
 * set with tw_manual_panel_set_hero (simulate mode's live hero). Rebuilt on
 * every change of the document. Activating a row emits enemy-activated
 * (enemy_id, floor_id, x, y) with the enemy's first cell.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/analysis/tw-manual.h"
#include "editor/tw-document.h"

G_BEGIN_DECLS

#define TW_TYPE_MANUAL_PANEL (tw_manual_panel_get_type ())
G_DECLARE_FINAL_TYPE (TwManualPanel, tw_manual_panel, TW, MANUAL_PANEL, GtkWidget)

GtkWidget *tw_manual_panel_new (void);
/* document may be NULL (the panel is then empty). */
void tw_manual_panel_set_document (TwManualPanel *self, TwDocument *document);
/* The floor listed when not showing the whole tower. */
void tw_manual_panel_set_floor (TwManualPanel *self, const char *floor_id);
void tw_manual_panel_set_whole_tower (TwManualPanel *self, gboolean whole_tower);
/* NULL: the tower's starting hero. */
void tw_manual_panel_set_hero (TwManualPanel *self, const TwHeroStats *hero);
/* The same with the run's state a tower's damage formula reads (may be
 * NULL; tw_engine_damage_state_text, docs/rules.md §12.9). */
void tw_manual_panel_set_hero_in_run (TwManualPanel *self, const TwHeroStats *hero,
                                      const char *state);
/* Edit mode's hero (the header's hero box; NULL: the starting hero), used
 * while no hero is set with tw_manual_panel_set_hero. */
void tw_manual_panel_set_edit_hero (TwManualPanel *self, const TwHeroStats *hero);

/* The rows in the order shown (sorted). */
guint tw_manual_panel_get_n_rows (TwManualPanel *self);
const TwManualEntry *tw_manual_panel_get_entry (TwManualPanel *self, guint position);
/* Sorts by a column: "name", "damage", "turn", "critical", "def-damage",
 * "hp", "atk", "def", "time-cost", "count". */
void tw_manual_panel_sort_by (TwManualPanel *self, const char *column, GtkSortType order);
/* Emits enemy-activated for the row at position. */
void tw_manual_panel_activate (TwManualPanel *self, guint position);

G_END_DECLS
