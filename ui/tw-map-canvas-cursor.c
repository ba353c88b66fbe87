/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-cursor.c: the map's keyboard cursor. Arrow keys move it (Shift:
 * five cells), Space or Enter paints there with the current tool (or selects,
 * as a click would), and the cell under it becomes the hovered cell, so the
 * status line reads it and a paste lands there. It is drawn as a focus
 * rectangle while the canvas has the focus and the keyboard drove it last;
 * pointer motion hands the hovered cell back to the pointer. Simulate mode's
 * movement keys are taken by the window before they reach the canvas. */
#include "ui/tw-map-canvas-private.h"

#include "editor/tw-i18n.h"

/* Keeps the cursor's cell inside the scrolled view. */
static void
scroll_to_cursor (TwMapCanvas *self)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  GtkAdjustment *adjustments[2] = { self->scroll.hadjustment, self->scroll.vadjustment };
  int cells[2] = { self->cursor_x, self->cursor_y };
  for (int i = 0; i < 2; i++)
    {
      GtkAdjustment *adj = adjustments[i];
      if (adj == NULL || gtk_adjustment_get_page_size (adj) <= 0)
        continue;
      double value = gtk_adjustment_get_value (adj);
      double page = gtk_adjustment_get_page_size (adj);
      double start = (double)cells[i] * cs, end = start + cs;
      if (start < value)
        gtk_adjustment_set_value (adj, start);
      else if (end > value + page)
        gtk_adjustment_set_value (adj, end - page);
    }
}

/* The cell description, also given to screen readers as the map's description. */
static void
announce_cursor (TwMapCanvas *self)
{
  g_autofree char *cell = tw_map_canvas_describe_cell (self, self->cursor_x, self->cursor_y);
  g_autofree char *text
      = g_strdup_printf (_("Floor %s, %s"), self->floor_id ? self->floor_id : "", cell);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

void
tw_map_canvas_set_cursor (TwMapCanvas *self, int x, int y)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (self->width <= 0 || self->height <= 0)
    return;
  self->cursor_x = CLAMP (x, 0, self->width - 1);
  self->cursor_y = CLAMP (y, 0, self->height - 1);
  self->keyboard_cursor = TRUE;
  scroll_to_cursor (self);
  announce_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->hover_x != self->cursor_x || self->hover_y != self->cursor_y)
    {
      self->hover_x = self->cursor_x;
      self->hover_y = self->cursor_y;
      tw_map_canvas_emit_hover (self);
    }
}

gboolean
tw_map_canvas_get_cursor (TwMapCanvas *self, int *x, int *y)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), FALSE);
  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
  return self->keyboard_cursor;
}

void
tw_map_canvas_cursor_release (TwMapCanvas *self)
{
  if (!self->keyboard_cursor)
    return;
  self->keyboard_cursor = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* What a click at the cursor would do: activate, then a one-cell stroke. */
static void
activate_cursor (TwMapCanvas *self)
{
  tw_map_canvas_emit_click (self, self->cursor_x, self->cursor_y);
}

gboolean
tw_map_canvas_cursor_key (TwMapCanvas *self, guint keyval, GdkModifierType state)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || self->width <= 0 || self->height <= 0)
    return FALSE;
  int step = (state & GDK_SHIFT_MASK) != 0 ? 5 : 1;
  int dx = 0, dy = 0;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = -step;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = step;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = -step;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = step;
      break;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_KP_Space:
      /* Space without the keyboard cursor keeps its meaning: hold to pan. */
      if (!self->keyboard_cursor)
        return FALSE;
      activate_cursor (self);
      return TRUE;
    default:
      return FALSE;
    }
  /* The first arrow shows the cursor where the pointer was (or where it was left). */
  if (!self->keyboard_cursor && self->hover_x >= 0)
    tw_map_canvas_set_cursor (self, self->hover_x, self->hover_y);
  else if (!self->keyboard_cursor)
    tw_map_canvas_set_cursor (self, self->cursor_x, self->cursor_y);
  else
    tw_map_canvas_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
  return TRUE;
}

/* A two-tone focus rectangle around the cursor's cell, outside the white
 * hover outline, so it shows on light and dark tiles. */
void
tw_map_canvas_snapshot_cursor (TwMapCanvas *self, GtkSnapshot *snapshot)
{
  if (!self->keyboard_cursor || !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (self, self->cursor_x, self->cursor_y, &cell);
  const GdkRGBA blue = { 0.21, 0.52, 0.89, 1 }, black = { 0, 0, 0, 0.8 };
  GskRoundedRect outer, inner;
  gsk_rounded_rect_init_from_rect (&outer, &GRAPHENE_RECT_INIT (cell.origin.x - 3, cell.origin.y - 3,
                                                                cell.size.width + 6,
                                                                cell.size.height + 6),
                                   3);
  gsk_rounded_rect_init_from_rect (&inner, &GRAPHENE_RECT_INIT (cell.origin.x - 1, cell.origin.y - 1,
                                                                cell.size.width + 2,
                                                                cell.size.height + 2),
                                   1);
  gtk_snapshot_append_border (snapshot, &outer, (float[4]){ 3, 3, 3, 3 },
                              (GdkRGBA[4]){ blue, blue, blue, blue });
  gtk_snapshot_append_border (snapshot, &inner, (float[4]){ 1, 1, 1, 1 },
                              (GdkRGBA[4]){ black, black, black, black });
}
