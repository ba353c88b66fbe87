/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline.c: the timeline panel: an empty state, or the scrolled TwTimelineView. */
#include "ui/tw-timeline.h"

#include <math.h>

#include "ui/tw-timeline-detail.h"
#include "ui/tw-timeline-view.h"
#include "editor/tw-i18n.h"

/* Each zoom action step. */
#define ZOOM_STEP 1.5

struct _TwTimeline
{
  GtkWidget parent_instance;

  TwTimelineDetail *detail;
  GtkLabel *empty_label;
  GtkDrawingArea *legend;
  GtkPaned *paned;
  GtkScrolledWindow *scroller;
  GtkStack *stack;
  GtkWidget *toolbar;
  TwTimelineView *view;
  GtkInscription *zoom_label;
};

G_DEFINE_FINAL_TYPE (TwTimeline, tw_timeline, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_PIXELS_PER_TICK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_actions (TwTimeline *self)
{
  gboolean has_model = tw_timeline_view_get_model (self->view) != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.zoom-in", has_model);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.zoom-out", has_model);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.zoom-fit", has_model);
}

static void
zoom_in_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tw_timeline_view_zoom (TW_TIMELINE (widget)->view, ZOOM_STEP, -1);
}

static void
zoom_out_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tw_timeline_view_zoom (TW_TIMELINE (widget)->view, 1 / ZOOM_STEP, -1);
}

static void
zoom_fit_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwTimelineView *view = TW_TIMELINE (widget)->view;
  tw_timeline_view_zoom (view, 1e-9, -1);
  tw_timeline_view_scroll_to_tick (view, 0);
}

void
tw_timeline_set_model (TwTimeline *self, TwTimelineModel *model)
{
  g_return_if_fail (TW_IS_TIMELINE (self));
  if (tw_timeline_view_get_model (self->view) == model)
    return;
  tw_timeline_view_set_model (self->view, model);
  tw_timeline_detail_set_model (self->detail, model);
  gtk_stack_set_visible_child_name (self->stack, model != NULL ? "timeline" : "empty");
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

TwTimelineModel *
tw_timeline_get_model (TwTimeline *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE (self), NULL);
  return tw_timeline_view_get_model (self->view);
}

double
tw_timeline_get_pixels_per_tick (TwTimeline *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE (self), 0);
  return tw_timeline_view_get_pixels_per_tick (self->view);
}

void
tw_timeline_set_pixels_per_tick (TwTimeline *self, double pixels_per_tick)
{
  g_return_if_fail (TW_IS_TIMELINE (self));
  tw_timeline_view_set_pixels_per_tick (self->view, pixels_per_tick);
}

GtkWidget *
tw_timeline_get_view (TwTimeline *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE (self), NULL);
  return GTK_WIDGET (self->view);
}

void
tw_timeline_set_tower (TwTimeline *self, json_t *tower)
{
  g_return_if_fail (TW_IS_TIMELINE (self));
  tw_timeline_detail_set_tower (self->detail, tower);
}

GtkWidget *
tw_timeline_get_detail (TwTimeline *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE (self), NULL);
  return GTK_WIDGET (self->detail);
}

char *
tw_timeline_zoom_text (double pixels_per_tick)
{
  if (pixels_per_tick >= 1)
    return g_strdup_printf (_("%.3g px per tick"), pixels_per_tick);
  return g_strdup_printf (_("%.3g ticks per px"), 1 / pixels_per_tick);
}

static void
update_zoom_label (TwTimeline *self)
{
  g_autofree char *text = tw_timeline_zoom_text (tw_timeline_view_get_pixels_per_tick (self->view));
  /* The same text set again would still redraw it, and widen the frame's
   * damage while a session plays. */
  if (g_strcmp0 (text, gtk_inscription_get_text (self->zoom_label)) != 0)
    gtk_inscription_set_text (self->zoom_label, text);
}

void
tw_timeline_scroll_to_tick (TwTimeline *self, guint tick)
{
  g_return_if_fail (TW_IS_TIMELINE (self));
  tw_timeline_view_scroll_to_tick (self->view, tick);
}

const char *
tw_timeline_get_zoom_text (TwTimeline *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE (self), NULL);
  return gtk_inscription_get_text (self->zoom_label);
}

/* The view may change its zoom while it is being allocated (its default
 * zoom fits its width): the read-out is an inscription, whose new text only
 * redraws it, so it is set at once. */
static void
view_zoom_changed (TwTimeline *self)
{
  update_zoom_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIXELS_PER_TICK]);
}

/* --- The legend --- */

#define LEGEND_ROW_HEIGHT 24

static const char *
ui_font (GtkWidget *widget, char **storage)
{
  const PangoFontDescription *description
      = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  *storage = description != NULL ? pango_font_description_to_string (description) : NULL;
  return *storage;
}

static const TwTimelinePalette *
legend_palette (GtkWidget *widget)
{
  GdkRGBA fg;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  double luminance = 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue;
  return luminance > 0.5 ? tw_timeline_palette_dark () : tw_timeline_palette_light ();
}

static void
legend_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  g_autofree char *font = NULL;
  tw_timeline_render_legend_rows (cr, legend_palette (GTK_WIDGET (area)),
                                  ui_font (GTK_WIDGET (area), &font), LEGEND_ROW_HEIGHT, NULL);
}

/* The legend's width at the UI font, measured by drawing it once unseen. */
static void
legend_measure (TwTimeline *self)
{
  g_autofree char *font = NULL;
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double height = 0;
  double width = tw_timeline_render_legend_rows (
      cr, NULL, ui_font (GTK_WIDGET (self->legend), &font), LEGEND_ROW_HEIGHT, &height);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gtk_drawing_area_set_content_width (self->legend, (int)ceil (width) + 2);
  gtk_drawing_area_set_content_height (self->legend, (int)ceil (height));
}

static void
tw_timeline_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TW_TYPE_TIMELINE);
  G_OBJECT_CLASS (tw_timeline_parent_class)->dispose (object);
}

static void
tw_timeline_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwTimeline *self = TW_TIMELINE (object);
  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, tw_timeline_get_model (self));
      break;
    case PROP_PIXELS_PER_TICK:
      g_value_set_double (value, tw_timeline_get_pixels_per_tick (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_timeline_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TwTimeline *self = TW_TIMELINE (object);
  switch (prop_id)
    {
    case PROP_MODEL:
      tw_timeline_set_model (self, g_value_get_object (value));
      break;
    case PROP_PIXELS_PER_TICK:
      tw_timeline_set_pixels_per_tick (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_timeline_class_init (TwTimelineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_timeline_dispose;
  object_class->get_property = tw_timeline_get_property;
  object_class->set_property = tw_timeline_set_property;

  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, TW_TYPE_TIMELINE_MODEL, rw);
  properties[PROP_PIXELS_PER_TICK]
      = g_param_spec_double ("pixels-per-tick", NULL, NULL, TW_TIMELINE_VIEW_MIN_PPT,
                             TW_TIMELINE_VIEW_MAX_PPT, TW_TIMELINE_VIEW_DEFAULT_PPT, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TW_TYPE_TIMELINE_VIEW);
  g_type_ensure (TW_TYPE_TIMELINE_DETAIL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-timeline.ui");
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, detail);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, empty_label);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, legend);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, paned);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, scroller);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, stack);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, toolbar);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, view);
  gtk_widget_class_bind_template_child (widget_class, TwTimeline, zoom_label);

  gtk_widget_class_install_action (widget_class, "timeline.zoom-in", NULL, zoom_in_activated);
  gtk_widget_class_install_action (widget_class, "timeline.zoom-out", NULL, zoom_out_activated);
  gtk_widget_class_install_action (widget_class, "timeline.zoom-fit", NULL, zoom_fit_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "timeline.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "timeline.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "timeline.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "timeline.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "timeline.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "timeline.zoom-out", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twtimeline");
}

static void
tw_timeline_init (TwTimeline *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->view, "notify::pixels-per-tick", G_CALLBACK (view_zoom_changed),
                            self);
  gtk_drawing_area_set_draw_func (self->legend, legend_draw, NULL, NULL);
  legend_measure (self);
  update_zoom_label (self);
  update_actions (self);
}

GtkWidget *
tw_timeline_new (void)
{
  return g_object_new (TW_TYPE_TIMELINE, NULL);
}
