/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-wrap-box.h: children in a row, left to right, that wrap onto further
 * rows when the width runs out, so nothing is clipped when narrow (the
 * map's toolbar). Its minimum width is its widest child's. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TW_TYPE_WRAP_BOX (tw_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (TwWrapBox, tw_wrap_box, TW, WRAP_BOX, GtkWidget)

/* @spacing between children of a row, @row_spacing between rows. */
GtkWidget *tw_wrap_box_new (int spacing, int row_spacing);
void tw_wrap_box_append (TwWrapBox *self, GtkWidget *child);
/* The rows the last allocation laid the children in (1 when they fit). */
guint tw_wrap_box_get_n_rows (TwWrapBox *self);

G_END_DECLS
