/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-text-lines.h: a long read-only text, drawn a line at a time.
 *
 * For text that changes while a session plays (the timeline's detail pane:
 * hundreds of enemy gauges). A GtkLabel lays out its whole text on every
 * change and asks the window for a new size; this widget's size never
 * depends on its text, and it lays out only the lines on screen when it
 * draws. It is a GtkScrollable: put it in a GtkScrolledWindow. Lines that
 * do not start with a space are section titles, drawn bold.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TW_TYPE_TEXT_LINES (tw_text_lines_get_type ())
G_DECLARE_FINAL_TYPE (TwTextLines, tw_text_lines, TW, TEXT_LINES, GtkWidget)

GtkWidget *tw_text_lines_new (void);
void tw_text_lines_set_text (TwTextLines *self, const char *text);
/* The whole text ("" when none). */
const char *tw_text_lines_get_text (TwTextLines *self);
guint tw_text_lines_get_n_lines (TwTextLines *self);
/* Line `index` laid out as it is drawn (bold when a title, wrapped to the
 * view's width when wrapping); a new reference. */
PangoLayout *tw_text_lines_layout_line (TwTextLines *self, guint index);
/* Whether a line wider than the view wraps onto further rows, indented
 * under its text (the detail pane), rather than scrolling sideways (the
 * default). */
void tw_text_lines_set_wrap (TwTextLines *self, gboolean wrap);
/* Line `index` (0-based) scrolled to the top of the view, below the top margin. */
void tw_text_lines_scroll_to_line (TwTextLines *self, guint index);

G_END_DECLS
