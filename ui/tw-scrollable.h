/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-scrollable.h: what our GtkScrollable widgets (the map canvas, the
 * timeline view, the drawn text lines) share: the interface's four
 * properties, and adjustments handed over by a scrolled window with a
 * value-changed handler moved from the old one to the new. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a GtkScrollable keeps: its adjustments and its policies. */
typedef struct
{
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  GtkScrollablePolicy hscroll_policy;
  GtkScrollablePolicy vscroll_policy;
} TwScrollable;

/* What tw_scrollable_set_property did. */
typedef enum
{
  TW_SCROLLABLE_NOT_MINE,  /* not one of the four: the widget's own property */
  TW_SCROLLABLE_ADJUSTMENT, /* an adjustment replaced: configure it */
  TW_SCROLLABLE_UNCHANGED,  /* the same adjustment again */
  TW_SCROLLABLE_POLICY,     /* a policy set */
} TwScrollableSet;

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

/* get_property of the four properties (ids first_prop_id to + 3); FALSE for
 * any other id. */
gboolean tw_scrollable_get_property (const TwScrollable *scroll, guint prop_id,
                                     guint first_prop_id, GValue *value);
/* set_property of the four: an adjustment handed over with its
 * value-changed handler (on_h or on_v, with data). */
TwScrollableSet tw_scrollable_set_property (TwScrollable *scroll, guint prop_id,
                                            guint first_prop_id, const GValue *value,
                                            GCallback on_h, GCallback on_v, gpointer data);

G_END_DECLS
