/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-scrollable.h: what our GtkScrollable widgets (the map canvas, the
 * timeline view, the drawn text lines) share: the interface's four
 * properties, and adjustments handed over by a scrolled window with a
 * value-changed handler moved from the old one to the new. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Overrides hadjustment, vadjustment, hscroll-policy and vscroll-policy as
 * the property ids first_prop_id to first_prop_id + 3, in that order. */
void tw_scrollable_override_properties (GObjectClass *klass, guint first_prop_id);
/* Puts adjustment (NULL: a new empty one) in *slot, `callback` (with data)
 * connected to its value-changed and disconnected from the one it replaces.
 * FALSE when it was there already. */
gboolean tw_scrollable_replace_adjustment (GtkAdjustment **slot, GtkAdjustment *adjustment,
                                           GCallback callback, gpointer data);
/* Lets go of *slot and its handler (dispose). */
void tw_scrollable_release_adjustment (GtkAdjustment **slot, GCallback callback, gpointer data);

G_END_DECLS
