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

gboolean
tw_scrollable_get_property (const TwScrollable *scroll, guint prop_id, guint first_prop_id,
                            GValue *value)
{
  if (prop_id < first_prop_id || prop_id > first_prop_id + 3)
    return FALSE;
  switch (prop_id - first_prop_id)
    {
    case 0:
      g_value_set_object (value, scroll->hadjustment);
      break;
    case 1:
      g_value_set_object (value, scroll->vadjustment);
      break;
    case 2:
      g_value_set_enum (value, scroll->hscroll_policy);
      break;
    default:
      g_value_set_enum (value, scroll->vscroll_policy);
    }
  return TRUE;
}

TwScrollableSet
tw_scrollable_set_property (TwScrollable *scroll, guint prop_id, guint first_prop_id,
                            const GValue *value, GCallback on_h, GCallback on_v, gpointer data)
{
  if (prop_id < first_prop_id || prop_id > first_prop_id + 3)
    return TW_SCROLLABLE_NOT_MINE;
  switch (prop_id - first_prop_id)
    {
    case 0:
      return tw_scrollable_replace_adjustment (&scroll->hadjustment, g_value_get_object (value),
                                               on_h, data)
                 ? TW_SCROLLABLE_ADJUSTMENT
                 : TW_SCROLLABLE_UNCHANGED;
    case 1:
      return tw_scrollable_replace_adjustment (&scroll->vadjustment, g_value_get_object (value),
                                               on_v, data)
                 ? TW_SCROLLABLE_ADJUSTMENT
                 : TW_SCROLLABLE_UNCHANGED;
    case 2:
      scroll->hscroll_policy = g_value_get_enum (value);
      return TW_SCROLLABLE_POLICY;
    default:
      scroll->vscroll_policy = g_value_get_enum (value);
      return TW_SCROLLABLE_POLICY;
    }
}
