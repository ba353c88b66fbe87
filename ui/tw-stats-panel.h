/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stats-panel.h: the resource statistics (数据统计) panel.
 *
 * A floor range (From, To pickers, in floorIds order), a table with one row
 * per floor of it (its own counts, or cumulative from the range's first
 * floor), the range's totals, and the chart of the cumulative hp, atk, def
 * and mdef per floor (editor/analysis/tw-stats-chart, drawn with cairo),
 * exported as PNG or SVG ("Export PNG…", "Export SVG…"; the widget actions
 * stats.export-png and stats.export-svg). Computed by tw_stats_compute and
 * rebuilt on every change of the document. See docs/analytics.md.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/analysis/tw-stats.h"
#include "editor/tw-document.h"

G_BEGIN_DECLS

#define TW_TYPE_STATS_PANEL (tw_stats_panel_get_type ())
G_DECLARE_FINAL_TYPE (TwStatsPanel, tw_stats_panel, TW, STATS_PANEL, GtkWidget)

GtkWidget *tw_stats_panel_new (void);
/* document may be NULL (the panel is then empty). The range becomes the
 * whole tower. */
void tw_stats_panel_set_document (TwStatsPanel *self, TwDocument *document);
/* Picks the range (floor ids; NULL: the first, the last), as the pickers do.
 * FALSE when either is not a floor. */
gboolean tw_stats_panel_set_range (TwStatsPanel *self, const char *from, const char *to);
/* Shows cumulative counts in the table (else each floor's own). */
void tw_stats_panel_set_cumulative (TwStatsPanel *self, gboolean cumulative);
/* The statistics shown, or NULL (no document, or a range that ends before
 * it starts). */
const TwStats *tw_stats_panel_get_stats (TwStatsPanel *self);
/* The totals line above the table (or why there is none). */
const char *tw_stats_panel_get_summary (TwStatsPanel *self);
/* The text of the table's cell at @row, column @column ("floor", "gems",
 * "hp", "atk", "yellow", ...); NULL when there is no such cell. */
char *tw_stats_panel_dup_cell (TwStatsPanel *self, guint row, const char *column);
/* Writes the chart to @path: SVG when it ends in ".svg", else PNG. */
gboolean tw_stats_panel_export (TwStatsPanel *self, const char *path, GError **error);

G_END_DECLS
