/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sweep-dialog.h: "Sweep this value…": a numeric value of the tower
 * (an inspector field, by its JSON Pointer) varied over From..To by Step,
 * the moves played on each variant in the background (editor/analysis/
 * tw-sweep on a GThreadPool, with progress and Cancel), and the outcome
 * plotted against the value (editor/analysis/tw-sweep-chart, the drawing
 * `sweep --png` makes) over a table of the rows, exported as CSV (the
 * CLI's columns) or as the chart (PNG or SVG).
 *
 * The moves are the simulation's (simulate mode's session) or a moves file
 * the user picks. The document is not changed: each variant is a copy.
 * Widget actions: sweep.run, sweep.cancel, sweep.choose-moves,
 * sweep.export-csv, sweep.export-chart. See docs/analytics.md.
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/analysis/tw-sweep.h"
#include "editor/tw-document.h"

G_BEGIN_DECLS

#define TW_TYPE_SWEEP_DIALOG (tw_sweep_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TwSweepDialog, tw_sweep_dialog, TW, SWEEP_DIALOG, GtkWindow)

/* A dialog for the number at @pointer (a JSON Pointer of @document's tower,
 * "/enemys/bat/hp"); @moves is a script's text, or NULL (the user picks a
 * file). NULL with @error when @pointer is not a number the sweep can set.
 * From..To start around the current value. */
TwSweepDialog *tw_sweep_dialog_new (GtkWindow *parent, TwDocument *document, const char *pointer,
                                    const char *moves, GError **error);
/* The sweep's path ("enemys.bat.hp"). */
const char *tw_sweep_dialog_get_path (TwSweepDialog *self);
void tw_sweep_dialog_set_range (TwSweepDialog *self, double from, double to, double step);
/* Sets the moves (a script's text); FALSE with @error when it does not parse. */
gboolean tw_sweep_dialog_set_moves (TwSweepDialog *self, const char *text, GError **error);
/* The outcome the chart plots (TW_SWEEP_END_HP ...). */
void tw_sweep_dialog_set_column (TwSweepDialog *self, int column);
/* Starts the sweep in the background (FALSE with @error: no moves, a bad
 * range, one already running). */
gboolean tw_sweep_dialog_run (TwSweepDialog *self, GError **error);
gboolean tw_sweep_dialog_is_running (TwSweepDialog *self);
void tw_sweep_dialog_cancel (TwSweepDialog *self);
/* The last finished sweep's axes and rows (TwSweepAxis *, TwSweepRow *), or NULL. */
GPtrArray *tw_sweep_dialog_get_axes (TwSweepDialog *self);
GPtrArray *tw_sweep_dialog_get_rows (TwSweepDialog *self);
/* The status line: progress, the result, or why nothing runs. */
const char *tw_sweep_dialog_get_status (TwSweepDialog *self);
/* Writes the rows as CSV (the CLI's columns). */
gboolean tw_sweep_dialog_export_csv (TwSweepDialog *self, const char *path, GError **error);
/* Writes the chart: SVG when @path ends in ".svg", else PNG. */
gboolean tw_sweep_dialog_export_chart (TwSweepDialog *self, const char *path, GError **error);

/* How many sweeps still run in the background, closed dialogs' included
 * (each stops soon after its dialog closes). */
guint tw_sweep_dialog_get_n_running (void);

/* "/enemys/bat/hp" as a sweep path ("enemys.bat.hp"); NULL when a key holds
 * a dot or an escape the dotted path cannot say. */
char *tw_sweep_path_from_pointer (const char *pointer);

G_END_DECLS
