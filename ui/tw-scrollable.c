/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-scrollable.c: the GtkScrollable plumbing our widgets share (see tw-scrollable.h). */
#include "ui/tw-scrollable.h"

void
tw_scrollable_override_properties (GObjectClass *klass, guint first_prop_id)
{
  g_object_class_override_property (klass, first_prop_id, "hadjustment");
  g_object_class_override_property (klass, first_prop_id + 1, "vadjustment");
  g_object_class_override_property (klass, first_prop_id + 2, "hscroll-policy");
  g_object_class_override_property (klass, first_prop_id + 3, "vscroll-policy");
}

void
tw_scrollable_release_adjustment (GtkAdjustment **slot, GCallback callback, gpointer data)
{
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, callback, data);
  g_clear_object (slot);
}

gboolean
tw_scrollable_replace_adjustment (GtkAdjustment **slot, GtkAdjustment *adjustment,
                                  GCallback callback, gpointer data)
{
  if (adjustment != NULL && adjustment == *slot)
    return FALSE;
  tw_scrollable_release_adjustment (slot, callback, data);
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect (adjustment, "value-changed", callback, data);
  return TRUE;
}
