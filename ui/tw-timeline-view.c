/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-view.c: draws the visible part of a TwTimelineModel; zoom, scroll, hover, select. */
#include "ui/tw-timeline-view.h"

#include <math.h>

#include "editor/tw-i18n.h"
#include "ui/tw-catch-up.h"
#include "ui/tw-scrollable.h"
#include "ui/tw-timeline-strips.h"

struct _TwTimelineView
{
  GtkWidget parent_instance;

  TwTimelineModel *model;
  TwTimelineModel *ghost; /* an earlier run drawn faded over this one, or NULL */
  /* hadjustment: pixels, value = first_tick * ppt; vadjustment: pixels of enemy rows. */
  TwScrollable scroll;

  double pixels_per_tick;
  double first_tick;
  double scroll_y;
  gboolean configuring; /* adjustments are being set from our own state */
  gboolean syncing;     /* we are writing the model's visible range */
  gboolean auto_zoom;   /* no zoom chosen yet: fit the session, down to the default */
  char *font;           /* the UI font, for the renderer */
  guint changed_idle;   /* coalesces the model's per-tick "changed" */
  /* The session's length in ticks at the last configuring, or the tick
   * area's width in ticks if wider: whether the view showed the end. */
  double shown_columns;
  /* While following a playing session: the horizontal adjustment set a few
   * times a second (see follow_end). */
  TwCatchUp hadjustment_catch_up;
  TwTimelineStrips *strips; /* the picture's columns kept from frame to frame */
};

static void tw_timeline_view_scrollable_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TwTimelineView, tw_timeline_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE,
                                                      tw_timeline_view_scrollable_init))

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_PIXELS_PER_TICK,
  N_PROPS,
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

static void
tw_timeline_view_scrollable_init (GtkScrollableInterface *iface)
{
}

static double
tick_area_width (TwTimelineView *self)
{
  return MAX (1, gtk_widget_get_width (GTK_WIDGET (self)) - TW_TIMELINE_HEADER_WIDTH);
}

static double
n_columns (TwTimelineView *self)
{
  return self->model != NULL ? tw_timeline_model_get_last_tick (self->model) + 1.0 : 1.0;
}

/* The zoom at which the whole session fits the tick area. */
static double
fit_pixels_per_tick (TwTimelineView *self)
{
  return CLAMP (tick_area_width (self) / n_columns (self), TW_TIMELINE_VIEW_MIN_PPT,
                TW_TIMELINE_VIEW_MAX_PPT);
}

/* The zoom a new session opens with: the whole session in the panel, but
 * never below TW_TIMELINE_VIEW_DEFAULT_PPT, where shapes and labels still
 * read (a longer session scrolls, showing its end). */
static double
default_pixels_per_tick (TwTimelineView *self)
{
  return CLAMP (tick_area_width (self) / n_columns (self), TW_TIMELINE_VIEW_DEFAULT_PPT,
                TW_TIMELINE_VIEW_MAX_PPT);
}

static double
clamp_first_tick (TwTimelineView *self, double first_tick)
{
  double max_first = MAX (0, n_columns (self) - tick_area_width (self) / self->pixels_per_tick);
  return CLAMP (first_tick, 0, max_first);
}

void
tw_timeline_view_get_viewport (TwTimelineView *self, TwTimelineViewport *view)
{
  g_return_if_fail (TW_IS_TIMELINE_VIEW (self) && view != NULL);
  *view = (TwTimelineViewport){
    .first_tick = self->first_tick,
    .pixels_per_tick = self->pixels_per_tick,
    .scroll_y = self->scroll_y,
    .width = gtk_widget_get_width (GTK_WIDGET (self)),
    .height = gtk_widget_get_height (GTK_WIDGET (self)),
    .draw_text = TRUE,
    .font = self->font,
  };
}

static void
sync_model_range (TwTimelineView *self)
{
  if (self->model == NULL)
    return;
  self->syncing = TRUE;
  tw_timeline_model_set_visible_range (self->model, self->first_tick,
                                       self->first_tick
                                           + tick_area_width (self) / self->pixels_per_tick);
  self->syncing = FALSE;
}

static void
configure_hadjustment (TwTimelineView *self)
{
  double width = tick_area_width (self);
  /* A session fitted to the width may come out a rounding error wider: the
   * scrollbar would show for it. */
  double columns_width = n_columns (self) * self->pixels_per_tick;
  double upper = columns_width > width + 0.5 ? columns_width : width;
  if (self->scroll.hadjustment != NULL)
    gtk_adjustment_configure (self->scroll.hadjustment, self->first_tick * self->pixels_per_tick, 0,
                              upper, MAX (1, self->pixels_per_tick), width * 0.9, width);
}

static void
configure_vadjustment (TwTimelineView *self)
{
  if (self->scroll.vadjustment == NULL)
    return;
  double rows_height = 0, page = 0;
  if (self->model != NULL)
    {
      TwTimelineViewport view;
      tw_timeline_view_get_viewport (self, &view);
      double top = tw_timeline_render_top_height (self->model);
      rows_height = tw_timeline_render_content_height (self->model, &view) - top;
      page = MAX (1, view.height - top);
    }
  page = MAX (page, 1);
  self->scroll_y = CLAMP (self->scroll_y, 0, MAX (0, rows_height - page));
  gtk_adjustment_configure (self->scroll.vadjustment, self->scroll_y, 0, MAX (rows_height, page),
                            TW_TIMELINE_ROW_HEIGHT, page * 0.9, page);
}

/* Sets the adjustments from first_tick, zoom, scroll_y and the model (the
 * horizontal one unless `horizontal` is FALSE). */
static void
configure (TwTimelineView *self, gboolean horizontal)
{
  self->first_tick = clamp_first_tick (self, self->first_tick);
  self->shown_columns = MAX (n_columns (self), tick_area_width (self) / self->pixels_per_tick);
  self->configuring = TRUE;
  if (horizontal)
    configure_hadjustment (self);
  configure_vadjustment (self);
  self->configuring = FALSE;
  sync_model_range (self);
}

static void
configure_adjustments (TwTimelineView *self)
{
  tw_catch_up_cancel (&self->hadjustment_catch_up);
  configure (self, TRUE);
}

static void
hadjustment_changed (GtkAdjustment *adjustment, TwTimelineView *self)
{
  if (self->configuring)
    return;
  self->first_tick = gtk_adjustment_get_value (adjustment) / self->pixels_per_tick;
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
vadjustment_changed (GtkAdjustment *adjustment, TwTimelineView *self)
{
  if (self->configuring)
    return;
  self->scroll_y = gtk_adjustment_get_value (adjustment);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* While no zoom was chosen, the zoom follows the session's length and the
 * panel's width. TRUE when it changed: the end of the session then stays in
 * view (first_tick is clamped when the adjustments are configured). */
static gboolean
take_auto_zoom (TwTimelineView *self)
{
  if (!self->auto_zoom || gtk_widget_get_width (GTK_WIDGET (self)) <= 0)
    return FALSE;
  double ppt = default_pixels_per_tick (self);
  if (ppt == self->pixels_per_tick)
    return FALSE;
  self->pixels_per_tick = ppt;
  self->first_tick = G_MAXDOUBLE;
  return TRUE;
}

/* The zoom first, then the adjustments once. Configured with the old zoom
 * and again with the new one, the horizontal scrollbar was shown and hidden
 * within one tick, and each time the scrolled window laid the whole window
 * out again. */
static void
configure_with_auto_zoom (TwTimelineView *self)
{
  gboolean zoomed = take_auto_zoom (self);
  configure_adjustments (self);
  if (zoomed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXELS_PER_TICK]);
}

/* The horizontal adjustment from first_tick, as the catch-up does it. */
static gboolean
hadjustment_catch_up_cb (gpointer data)
{
  TwTimelineView *self = data;
  configure_adjustments (self);
  tw_catch_up_done (&self->hadjustment_catch_up);
  return G_SOURCE_REMOVE;
}

/* While the view follows a playing session's end, the horizontal scrollbar
 * is set a few times a second (tw-catch-up.h), the picture on every tick
 * (it is drawn from first_tick). Each setting moves the scrollbar's slider,
 * and GTK 4.8 then lays the window out again, asking the X server for the
 * monitor's work area: round trips on every frame. */
static void
follow_end (TwTimelineView *self)
{
  self->first_tick = G_MAXDOUBLE; /* clamped to the end by the configuring */
  gboolean zoomed = take_auto_zoom (self);
  if (zoomed || tw_catch_up_changed (&self->hadjustment_catch_up))
    hadjustment_catch_up_cb (self);
  else
    configure (self, FALSE);
  if (zoomed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXELS_PER_TICK]);
}

/* --- Model --- */

static gboolean
apply_model_change (gpointer data)
{
  TwTimelineView *self = data;
  self->changed_idle = 0;
  /* A live session: when its end was in view, keep following it. */
  double shown_end = self->first_tick + tick_area_width (self) / self->pixels_per_tick;
  if (shown_end >= self->shown_columns - 0.5)
    follow_end (self);
  else
    configure_with_auto_zoom (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* The model says "changed" once per tick: a session playing fast must not
 * relayout per tick, so the view catches up once per main-loop turn. */
static void
model_changed (TwTimelineModel *model, TwTimelineView *self)
{
  if (self->changed_idle == 0)
    self->changed_idle
        = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, apply_model_change, self, NULL);
}

/* Someone else (the session) moved the visible range: show it. */
static void
model_range_changed (TwTimelineView *self)
{
  if (self->syncing || self->model == NULL)
    return;
  double start = tw_timeline_model_get_visible_start (self->model);
  double end = tw_timeline_model_get_visible_end (self->model);
  if (end <= start)
    return;
  self->auto_zoom = FALSE;
  self->pixels_per_tick = CLAMP (tick_area_width (self) / (end - start), TW_TIMELINE_VIEW_MIN_PPT,
                                 TW_TIMELINE_VIEW_MAX_PPT);
  self->first_tick = start;
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXELS_PER_TICK]);
}

static void
model_redraw (TwTimelineView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tw_timeline_view_set_model (TwTimelineView *self, TwTimelineModel *model)
{
  g_return_if_fail (TW_IS_TIMELINE_VIEW (self));
  g_return_if_fail (model == NULL || TW_IS_TIMELINE_MODEL (model));
  if (self->model == model)
    return;
  g_clear_handle_id (&self->changed_idle, g_source_remove);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  tw_timeline_strips_clear (self->strips);
  if (model != NULL)
    {
      g_signal_connect (model, "changed", G_CALLBACK (model_changed), self);
      g_signal_connect_swapped (model, "notify::selected-tick", G_CALLBACK (model_redraw), self);
      g_signal_connect_swapped (model, "notify::visible-start", G_CALLBACK (model_range_changed),
                                self);
      g_signal_connect_swapped (model, "notify::visible-end", G_CALLBACK (model_range_changed),
                                self);
    }
  self->first_tick = 0;
  self->scroll_y = 0;
  self->auto_zoom = TRUE;
  configure_with_auto_zoom (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

TwTimelineModel *
tw_timeline_view_get_model (TwTimelineView *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_VIEW (self), NULL);
  return self->model;
}

/* --- Zoom and scroll --- */

double
tw_timeline_view_get_pixels_per_tick (TwTimelineView *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_VIEW (self), TW_TIMELINE_VIEW_DEFAULT_PPT);
  return self->pixels_per_tick;
}

void
tw_timeline_view_set_pixels_per_tick (TwTimelineView *self, double pixels_per_tick)
{
  g_return_if_fail (TW_IS_TIMELINE_VIEW (self));
  pixels_per_tick = CLAMP (pixels_per_tick, TW_TIMELINE_VIEW_MIN_PPT, TW_TIMELINE_VIEW_MAX_PPT);
  self->auto_zoom = FALSE;
  if (pixels_per_tick == self->pixels_per_tick)
    return;
  self->pixels_per_tick = pixels_per_tick;
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXELS_PER_TICK]);
}

void
tw_timeline_view_zoom (TwTimelineView *self, double factor, double anchor_x)
{
  g_return_if_fail (TW_IS_TIMELINE_VIEW (self) && factor > 0);
  double area = tick_area_width (self);
  double offset
      = anchor_x < TW_TIMELINE_HEADER_WIDTH ? area / 2 : anchor_x - TW_TIMELINE_HEADER_WIDTH;
  double anchor_tick = self->first_tick + offset / self->pixels_per_tick;
  double ppt = self->pixels_per_tick * factor;
  if (factor < 1)
    ppt = MAX (ppt, MIN (self->pixels_per_tick, fit_pixels_per_tick (self)));
  ppt = CLAMP (ppt, TW_TIMELINE_VIEW_MIN_PPT, TW_TIMELINE_VIEW_MAX_PPT);
  self->auto_zoom = FALSE;
  if (ppt == self->pixels_per_tick)
    return;
  self->pixels_per_tick = ppt;
  self->first_tick = anchor_tick - offset / ppt;
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXELS_PER_TICK]);
}

void
tw_timeline_view_scroll_to_tick (TwTimelineView *self, double tick)
{
  g_return_if_fail (TW_IS_TIMELINE_VIEW (self));
  self->first_tick = tick;
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* --- Input --- */

enum
{
  CURSOR_MOVED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

/* The keyboard cursor is the selected tick: Left and Right step one tick
 * (Shift: ten), Home and End go to the first and the last. It is scrolled
 * into view and read out (the accessible description, and cursor-moved
 * for the window's status line). */
static void
cursor_step (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwTimelineView *self = TW_TIMELINE_VIEW (widget);
  if (self->model == NULL)
    return;
  gint64 last = tw_timeline_model_get_last_tick (self->model);
  gint64 tick = tw_timeline_model_get_selected_tick (self->model);
  gint32 step = g_variant_get_int32 (parameter);
  if (step == G_MININT32)
    tick = 0;
  else if (step == G_MAXINT32)
    tick = last;
  else
    tick = CLAMP ((tick < 0 ? last : tick) + step, 0, last);
  tw_timeline_model_set_selected_tick (self->model, tick);
  double visible = tick_area_width (self) / self->pixels_per_tick;
  if (tick < self->first_tick)
    tw_timeline_view_scroll_to_tick (self, tick);
  else if (tick + 1 > self->first_tick + visible)
    tw_timeline_view_scroll_to_tick (self, tick + 1 - visible);
  g_autofree char *text = g_strdup_printf (_("Tick %u"), (guint)tick);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
  g_signal_emit (self, signals[CURSOR_MOVED], 0, (guint)tick);
}

static void
cursor_keys_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "timeline-view.step", "i", cursor_step);
  const struct
  {
    guint key;
    GdkModifierType mods;
    gint32 step;
  } keys[] = {
    { GDK_KEY_Left, 0, -1 },
    { GDK_KEY_Right, 0, 1 },
    { GDK_KEY_Left, GDK_SHIFT_MASK, -10 },
    { GDK_KEY_Right, GDK_SHIFT_MASK, 10 },
    { GDK_KEY_Home, 0, G_MININT32 },
    { GDK_KEY_End, 0, G_MAXINT32 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods,
                                         "timeline-view.step", "i", keys[i].step);
  /* Signal cursor-moved (tick): the keyboard moved the selected tick. */
  signals[CURSOR_MOVED]
      = g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

char *
tw_timeline_view_describe_at (TwTimelineView *self, double x, double y)
{
  g_return_val_if_fail (TW_IS_TIMELINE_VIEW (self), NULL);
  if (self->model == NULL)
    return NULL;
  TwTimelineViewport view;
  tw_timeline_view_get_viewport (self, &view);
  return tw_timeline_render_describe (self->model, &view, x, y);
}

gboolean
tw_timeline_view_select_at (TwTimelineView *self, double x, double y)
{
  g_return_val_if_fail (TW_IS_TIMELINE_VIEW (self), FALSE);
  if (self->model == NULL)
    return FALSE;
  TwTimelineViewport view;
  tw_timeline_view_get_viewport (self, &view);
  TwTimelineHit hit = tw_timeline_render_hit (self->model, &view, x, y);
  if (hit.tick < 0)
    return FALSE;
  tw_timeline_model_set_selected_tick (self->model, hit.tick);
  return TRUE;
}

static void
click_pressed (GtkGestureClick *gesture, int n_press, double x, double y, TwTimelineView *self)
{
  /* The focus, so that the panel's Ctrl+plus / minus / 0 zoom it. */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (tw_timeline_view_select_at (self, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
scrolled (GtkEventControllerScroll *controller, double dx, double dy, TwTimelineView *self)
{
  GdkModifierType state
      = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if ((state & GDK_CONTROL_MASK) == 0 || dy == 0)
    return FALSE; /* plain scrolling belongs to the GtkScrolledWindow */
  double x = -1, y;
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  if (event != NULL)
    {
      GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
      double nx, ny, sx, sy;
      if (gdk_event_get_position (event, &nx, &ny) && native != NULL)
        {
          gtk_native_get_surface_transform (native, &sx, &sy);
          if (!gtk_widget_translate_coordinates (GTK_WIDGET (native), GTK_WIDGET (self), nx - sx,
                                                 ny - sy, &x, &y))
            x = -1;
        }
    }
  tw_timeline_view_zoom (self, pow (1.25, -dy), x);
  return TRUE;
}

static gboolean
tw_timeline_view_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard,
                                GtkTooltip *tooltip)
{
  g_autofree char *text = tw_timeline_view_describe_at (TW_TIMELINE_VIEW (widget), x, y);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* --- Drawing --- */

static const TwTimelinePalette *
palette_for (GtkWidget *widget)
{
  GdkRGBA fg;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  double luminance = 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue;
  return luminance > 0.5 ? tw_timeline_palette_dark () : tw_timeline_palette_light ();
}

/* ---- the ghost: an earlier run of the same moves (the balancing loop) ---- */

static double
ghost_x (const TwTimelineViewport *view, double tick)
{
  return TW_TIMELINE_HEADER_WIDTH + (tick - view->first_tick) * view->pixels_per_tick;
}

/* The ghost's marks faded over the live ones: its enemy acts in the rows of
 * the same enemies, its battles and death in the player row, and a dashed
 * line where it ended, so that a balancer sees what the edit moved. */
static void
draw_ghost (TwTimelineView *self, const TwTimelineViewport *view, cairo_t *cr)
{
  const TwTimelinePalette *palette = view->palette ? view->palette : tw_timeline_palette_light ();
  TwTimelineColor ink = palette->foreground;
  double ppt = view->pixels_per_tick;
  double size = CLAMP (ppt - 2, 3, TW_TIMELINE_ROW_HEIGHT - 10);
  guint first, last, n;
  tw_timeline_render_visible_ticks (self->model, view, &first, &last);
  last = MAX (last, (guint)MIN (tw_timeline_model_get_last_tick (self->ghost),
                                view->first_tick + view->width / ppt));

  cairo_save (cr);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, 0, view->width, view->height);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, ink.r, ink.g, ink.b, 0.4);
  cairo_set_line_width (cr, 1.5);

  /* Battles (diamonds) and the death (a cross) in the player row. */
  double py = TW_TIMELINE_RULER_HEIGHT + TW_TIMELINE_PLAYER_HEIGHT / 2;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (self->ghost, first, last, &n);
  for (guint i = 0; i < n; i++)
    {
      double x = ghost_x (view, battles[i].tick) + ppt / 2;
      tw_timeline_render_marker_path (cr, TW_TIMELINE_RESULT_BATTLE, x, py, size);
    }
  const TwTimelineDeath *deaths = tw_timeline_model_get_deaths (self->ghost, first, last, &n);
  for (guint i = 0; i < n; i++)
    {
      double x = ghost_x (view, deaths[i].tick) + ppt / 2;
      cairo_move_to (cr, x - size / 2, py - size / 2);
      cairo_line_to (cr, x + size / 2, py + size / 2);
      cairo_move_to (cr, x + size / 2, py - size / 2);
      cairo_line_to (cr, x - size / 2, py + size / 2);
    }
  cairo_stroke (cr);

  /* Enemy acts (rings) in the rows of the same enemies, as the renderer orders them. */
  double top = tw_timeline_render_top_height (self->model);
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  tw_timeline_model_rows_alive_in (self->model, first, last, rows);
  cairo_rectangle (cr, TW_TIMELINE_HEADER_WIDTH, top, view->width, view->height - top);
  cairo_clip (cr);
  for (guint i = 0; i < rows->len; i++)
    {
      double row_y = top + i * TW_TIMELINE_ROW_HEIGHT - view->scroll_y;
      if (row_y + TW_TIMELINE_ROW_HEIGHT < top || row_y >= view->height)
        continue;
      const char *id = tw_timeline_model_row_get_runtime_id (self->model,
                                                             g_array_index (rows, guint, i));
      int ghost_row = tw_timeline_model_find_row (self->ghost, id);
      if (ghost_row < 0)
        continue;
      const TwTimelineMark *marks
          = tw_timeline_model_row_get_marks (self->ghost, ghost_row, first, last, &n);
      for (guint m = 0; m < n; m++)
        if (marks[m].kind == TW_TIMELINE_MARK_ACT)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, ghost_x (view, marks[m].tick) + ppt / 2,
                       row_y + TW_TIMELINE_ROW_HEIGHT / 2, size / 2, 0, 2 * G_PI);
          }
      cairo_stroke (cr);
    }
  cairo_reset_clip (cr);

  /* Where the ghost run ended. */
  double end_x = ghost_x (view, tw_timeline_model_get_last_tick (self->ghost) + 1);
  static const double dash[] = { 4, 3 };
  cairo_set_dash (cr, dash, 2, 0);
  cairo_move_to (cr, end_x, TW_TIMELINE_RULER_HEIGHT);
  cairo_line_to (cr, end_x, view->height);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tw_timeline_view_set_ghost (TwTimelineView *self, TwTimelineModel *ghost)
{
  g_return_if_fail (TW_IS_TIMELINE_VIEW (self));
  g_return_if_fail (ghost == NULL || TW_IS_TIMELINE_MODEL (ghost));
  if (g_set_object (&self->ghost, ghost))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

TwTimelineModel *
tw_timeline_view_get_ghost (TwTimelineView *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_VIEW (self), NULL);
  return self->ghost;
}

/* The cairo renderer (tests, benchmarks, machines without GL) paints
 * image surfaces from a cairo node as they are; GPU renderers keep
 * textures uploaded. */
static gboolean
renderer_is_cairo (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  return renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer);
}

static void
tw_timeline_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TwTimelineView *self = TW_TIMELINE_VIEW (widget);
  if (self->model == NULL)
    return;
  TwTimelineViewport view;
  tw_timeline_view_get_viewport (self, &view);
  if (view.width <= 0 || view.height <= 0)
    return;
  view.palette = palette_for (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, view.width, view.height);
  cairo_t *cr = NULL;
  tw_timeline_strips_set_scale (self->strips, gtk_widget_get_scale_factor (widget));
  if (renderer_is_cairo (widget))
    {
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      tw_timeline_strips_paint (self->strips, self->model, &view, cr);
    }
  else
    {
      tw_timeline_strips_snapshot (self->strips, self->model, &view, snapshot);
      if (self->ghost != NULL)
        cr = gtk_snapshot_append_cairo (snapshot, &bounds);
    }
  if (self->ghost != NULL)
    draw_ghost (self, &view, cr);
  g_clear_pointer (&cr, cairo_destroy);
}

TwTimelineStrips *
tw_timeline_view_get_strips (TwTimelineView *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_VIEW (self), NULL);
  return self->strips;
}

static void
tw_timeline_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  configure_with_auto_zoom (TW_TIMELINE_VIEW (widget));
}

/* The renderer draws its text in the UI's font, at the UI's size. */
static void
update_font (TwTimelineView *self)
{
  const PangoFontDescription *description
      = pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  g_free (self->font);
  self->font = description != NULL ? pango_font_description_to_string (description) : NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tw_timeline_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tw_timeline_view_parent_class)->css_changed (widget, change);
  update_font (TW_TIMELINE_VIEW (widget));
}

static void
tw_timeline_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                          int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? (int)TW_TIMELINE_HEADER_WIDTH + 40 : 60;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 800 : 200;
}

/* --- GObject --- */

static void
tw_timeline_view_dispose (GObject *object)
{
  TwTimelineView *self = TW_TIMELINE_VIEW (object);
  g_clear_handle_id (&self->changed_idle, g_source_remove);
  tw_catch_up_cancel (&self->hadjustment_catch_up);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->ghost);
  tw_scrollable_release_adjustment (&self->scroll.hadjustment, G_CALLBACK (hadjustment_changed),
                                    self);
  tw_scrollable_release_adjustment (&self->scroll.vadjustment, G_CALLBACK (vadjustment_changed),
                                    self);
  g_clear_pointer (&self->font, g_free);
  g_clear_pointer (&self->strips, tw_timeline_strips_free);
  G_OBJECT_CLASS (tw_timeline_view_parent_class)->dispose (object);
}

static void
tw_timeline_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwTimelineView *self = TW_TIMELINE_VIEW (object);
  if (tw_scrollable_get_property (&self->scroll, prop_id, PROP_HADJUSTMENT, value))
    return;
  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_PIXELS_PER_TICK:
      g_value_set_double (value, self->pixels_per_tick);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_timeline_view_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TwTimelineView *self = TW_TIMELINE_VIEW (object);
  switch (tw_scrollable_set_property (&self->scroll, prop_id, PROP_HADJUSTMENT, value,
                                      G_CALLBACK (hadjustment_changed),
                                      G_CALLBACK (vadjustment_changed), self))
    {
    case TW_SCROLLABLE_ADJUSTMENT:
      configure_adjustments (self);
      return;
    case TW_SCROLLABLE_NOT_MINE:
      break;
    default:
      return;
    }
  switch (prop_id)
    {
    case PROP_MODEL:
      tw_timeline_view_set_model (self, g_value_get_object (value));
      break;
    case PROP_PIXELS_PER_TICK:
      tw_timeline_view_set_pixels_per_tick (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_timeline_view_class_init (TwTimelineViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_timeline_view_dispose;
  object_class->get_property = tw_timeline_view_get_property;
  object_class->set_property = tw_timeline_view_set_property;
  widget_class->snapshot = tw_timeline_view_snapshot;
  widget_class->size_allocate = tw_timeline_view_size_allocate;
  widget_class->css_changed = tw_timeline_view_css_changed;
  widget_class->measure = tw_timeline_view_measure;
  widget_class->query_tooltip = tw_timeline_view_query_tooltip;

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, TW_TYPE_TIMELINE_MODEL, rw);
  properties[PROP_PIXELS_PER_TICK]
      = g_param_spec_double ("pixels-per-tick", NULL, NULL, TW_TIMELINE_VIEW_MIN_PPT,
                             TW_TIMELINE_VIEW_MAX_PPT, TW_TIMELINE_VIEW_DEFAULT_PPT, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  tw_scrollable_override_properties (object_class, PROP_HADJUSTMENT);

  gtk_widget_class_set_css_name (widget_class, "twtimelineview");
  cursor_keys_install (widget_class);
}

static void
tw_timeline_view_init (TwTimelineView *self)
{
  tw_catch_up_init (&self->hadjustment_catch_up, G_PRIORITY_DEFAULT, hadjustment_catch_up_cb,
                    self);
  self->pixels_per_tick = TW_TIMELINE_VIEW_DEFAULT_PPT;
  self->auto_zoom = TRUE;
  self->strips = tw_timeline_strips_new ();
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (
      GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Timeline"),
      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
      _("Left and Right move the selected tick; Home and End go to the first and the last"), -1);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  GtkEventController *scroll = gtk_event_controller_scroll_new (
      GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  tw_scrollable_replace_adjustment (&self->scroll.hadjustment, NULL,
                                    G_CALLBACK (hadjustment_changed), self);
  tw_scrollable_replace_adjustment (&self->scroll.vadjustment, NULL,
                                    G_CALLBACK (vadjustment_changed), self);
}

GtkWidget *
tw_timeline_view_new (void)
{
  return g_object_new (TW_TYPE_TIMELINE_VIEW, NULL);
}
