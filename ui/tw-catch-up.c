/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-catch-up.c: per-tick work done a few times a second (see tw-catch-up.h). */
#include "ui/tw-catch-up.h"

void
tw_catch_up_init (TwCatchUp *self, gint priority, GSourceFunc late, gpointer data)
{
  *self = (TwCatchUp){ .late_priority = priority, .late = late, .data = data };
}

static gboolean
late_cb (gpointer data)
{
  TwCatchUp *self = data;
  self->late_source = 0;
  return self->late (self->data);
}

gboolean
tw_catch_up_changed (TwCatchUp *self)
{
  if (g_get_monotonic_time () - self->done_at >= TW_CATCH_UP_INTERVAL_MS * 1000)
    return TRUE;
  tw_catch_up_cancel (self);
  self->late_source
      = g_timeout_add_full (self->late_priority, TW_CATCH_UP_INTERVAL_MS, late_cb, self, NULL);
  return FALSE;
}

void
tw_catch_up_done (TwCatchUp *self)
{
  tw_catch_up_cancel (self);
  self->done_at = g_get_monotonic_time ();
}

void
tw_catch_up_cancel (TwCatchUp *self)
{
  g_clear_handle_id (&self->late_source, g_source_remove);
}

gboolean
tw_catch_up_pending (const TwCatchUp *self)
{
  return self->late_source != 0;
}
