/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-readouts.c: the zoom read-out and the passability legend; see the header. */
#include "ui/tw-map-readouts.h"
#include "ui/tw-a11y.h"

#include <math.h>

#include "editor/tw-i18n.h"

/* Both read-outs follow one canvas, held weakly: points *@slot at @canvas,
 * moving @owner's handler from the old canvas to @signal of the new one.
 * FALSE when it was already that canvas. */
static gboolean
follow_canvas (gpointer owner, TwMapCanvas **slot, TwMapCanvas *canvas, const char *signal,
               GCallback update)
{
  if (*slot == canvas)
    return FALSE;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_data (*slot, owner);
      g_object_remove_weak_pointer (G_OBJECT (*slot), (gpointer *)slot);
    }
  *slot = canvas;
  if (canvas != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (canvas), (gpointer *)slot);
      g_signal_connect_swapped (canvas, signal, update, owner);
    }
  return TRUE;
}

/* ---- the zoom read-out -------------------------------------------------------------- */

struct _TwZoomReadout
{
  GtkWidget parent_instance;
  GtkWidget *box;
  GtkWidget *percent;  /* a flat button: its label is the zoom */
  TwMapCanvas *canvas; /* weak */
};

G_DEFINE_FINAL_TYPE (TwZoomReadout, tw_zoom_readout, GTK_TYPE_WIDGET)

enum
{
  ZOOM_PROP_0,
  ZOOM_PROP_CANVAS,
  ZOOM_N_PROPS
};
static GParamSpec *zoom_properties[ZOOM_N_PROPS];

static void
zoom_update (TwZoomReadout *self)
{
  double zoom = self->canvas ? tw_map_canvas_get_zoom (self->canvas) : 1.0;
  /* TRANSLATORS: the map's zoom, e.g. "150%" */
  g_autofree char *text = g_strdup_printf (_ ("%d%%"), (int)lround (zoom * 100));
  gtk_button_set_label (GTK_BUTTON (self->percent), text);
}

static void
zoom_clicked (GtkButton *button, gpointer data)
{
  TwZoomReadout *self = data;
  const char *action = g_object_get_data (G_OBJECT (button), "tw-zoom-action");
  if (self->canvas != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self->canvas), action, NULL);
}

static GtkWidget *
zoom_button (TwZoomReadout *self, const char *icon, const char *label, const char *action,
             const char *tooltip)
{
  GtkWidget *button
      = icon ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_label (label);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  /* An icon button's label is its name for a screen reader. */
  if (icon != NULL && label != NULL)
    tw_a11y_set_name (button, label);
  g_object_set_data (G_OBJECT (button), "tw-zoom-action", (gpointer)action);
  g_signal_connect (button, "clicked", G_CALLBACK (zoom_clicked), self);
  gtk_box_append (GTK_BOX (self->box), button);
  return button;
}

void
tw_zoom_readout_set_canvas (TwZoomReadout *self, TwMapCanvas *canvas)
{
  g_return_if_fail (TW_IS_ZOOM_READOUT (self));
  if (!follow_canvas (self, &self->canvas, canvas, "notify::zoom", G_CALLBACK (zoom_update)))
    return;
  zoom_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), zoom_properties[ZOOM_PROP_CANVAS]);
}

const char *
tw_zoom_readout_get_text (TwZoomReadout *self)
{
  g_return_val_if_fail (TW_IS_ZOOM_READOUT (self), NULL);
  return gtk_button_get_label (GTK_BUTTON (self->percent));
}

GtkWidget *
tw_zoom_readout_new (TwMapCanvas *canvas)
{
  return g_object_new (TW_TYPE_ZOOM_READOUT, "canvas", canvas, NULL);
}

static void
tw_zoom_readout_dispose (GObject *object)
{
  TwZoomReadout *self = TW_ZOOM_READOUT (object);
  tw_zoom_readout_set_canvas (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tw_zoom_readout_parent_class)->dispose (object);
}

static void
tw_zoom_readout_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  if (id == ZOOM_PROP_CANVAS)
    g_value_set_object (value, TW_ZOOM_READOUT (object)->canvas);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
tw_zoom_readout_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  if (id == ZOOM_PROP_CANVAS)
    tw_zoom_readout_set_canvas (TW_ZOOM_READOUT (object), g_value_get_object (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
tw_zoom_readout_class_init (TwZoomReadoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = tw_zoom_readout_dispose;
  object_class->get_property = tw_zoom_readout_get_property;
  object_class->set_property = tw_zoom_readout_set_property;
  zoom_properties[ZOOM_PROP_CANVAS]
      = g_param_spec_object ("canvas", NULL, NULL, TW_TYPE_MAP_CANVAS,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ZOOM_N_PROPS, zoom_properties);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
tw_zoom_readout_init (TwZoomReadout *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self), "zoom-readout");
  zoom_button (self, "zoom-out-symbolic", _("Zoom out"), "canvas.zoom-out", _ ("Zoom out (Ctrl+minus)"));
  self->percent = zoom_button (self, NULL, "100%", "canvas.zoom-reset",
                               _ ("The map's zoom; click for 100% (Ctrl+0)"));
  gtk_widget_set_name (self->percent, "zoom-percent");
  gtk_widget_add_css_class (self->percent, "numeric");
  zoom_button (self, "zoom-in-symbolic", _("Zoom in"), "canvas.zoom-in", _ ("Zoom in (Ctrl+plus)"));
  zoom_update (self);
}

/* ---- the passability legend --------------------------------------------------------- */

struct _TwPassabilityLegend
{
  GtkWidget parent_instance;
  GtkWidget *box;
  TwMapCanvas *canvas; /* weak */
};

G_DEFINE_FINAL_TYPE (TwPassabilityLegend, tw_passability_legend, GTK_TYPE_WIDGET)

enum
{
  LEGEND_PROP_0,
  LEGEND_PROP_CANVAS,
  LEGEND_N_PROPS
};
static GParamSpec *legend_properties[LEGEND_N_PROPS];

static void
swatch_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  GdkRGBA tint;
  if (!tw_map_canvas_passability_tint (GPOINTER_TO_UINT (data), &tint))
    return;
  /* Over a mid grey, as the tint lies over the floor's tiles. */
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  cairo_paint (cr);
  gdk_cairo_set_source_rgba (cr, &tint);
  cairo_paint (cr);
}

static void
legend_update (TwPassabilityLegend *self)
{
  gboolean shown = FALSE;
  if (self->canvas != NULL)
    g_object_get (self->canvas, "show-passability", &shown, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), shown);
}

void
tw_passability_legend_set_canvas (TwPassabilityLegend *self, TwMapCanvas *canvas)
{
  g_return_if_fail (TW_IS_PASSABILITY_LEGEND (self));
  if (!follow_canvas (self, &self->canvas, canvas, "notify::show-passability",
                      G_CALLBACK (legend_update)))
    return;
  legend_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), legend_properties[LEGEND_PROP_CANVAS]);
}

GtkWidget *
tw_passability_legend_new (TwMapCanvas *canvas)
{
  return g_object_new (TW_TYPE_PASSABILITY_LEGEND, "canvas", canvas, NULL);
}

static void
tw_passability_legend_dispose (GObject *object)
{
  TwPassabilityLegend *self = TW_PASSABILITY_LEGEND (object);
  tw_passability_legend_set_canvas (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tw_passability_legend_parent_class)->dispose (object);
}

static void
tw_passability_legend_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  if (id == LEGEND_PROP_CANVAS)
    g_value_set_object (value, TW_PASSABILITY_LEGEND (object)->canvas);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
tw_passability_legend_set_property (GObject *object, guint id, const GValue *value,
                                    GParamSpec *pspec)
{
  if (id == LEGEND_PROP_CANVAS)
    tw_passability_legend_set_canvas (TW_PASSABILITY_LEGEND (object), g_value_get_object (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
}

static void
tw_passability_legend_class_init (TwPassabilityLegendClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = tw_passability_legend_dispose;
  object_class->get_property = tw_passability_legend_get_property;
  object_class->set_property = tw_passability_legend_set_property;
  legend_properties[LEGEND_PROP_CANVAS]
      = g_param_spec_object ("canvas", NULL, NULL, TW_TYPE_MAP_CANVAS,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, LEGEND_N_PROPS, legend_properties);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "twpassabilitylegend");
}

static void
tw_passability_legend_init (TwPassabilityLegend *self)
{
  /* In the order of tw_map_canvas_passability_tint. */
  const char *labels[] = { _ ("Open"), _ ("Door"), _ ("Battle"), _ ("Blocked") };
  const char *tooltips[] = {
    _ ("The hero can step here: floor, items, stairs"),
    _ ("A door: passable with its key"),
    _ ("An enemy: passable after the battle"),
    _ ("The hero cannot step here: walls and other solid tiles"),
  };
  gtk_widget_set_name (GTK_WIDGET (self), "passability-legend");
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_add_css_class (self->box, "osd");
  gtk_widget_add_css_class (self->box, "tw-legend");
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      GtkWidget *entry = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *swatch = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 14);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 14);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), swatch_draw, GUINT_TO_POINTER (i),
                                      NULL);
      gtk_box_append (GTK_BOX (entry), swatch);
      gtk_box_append (GTK_BOX (entry), gtk_label_new (labels[i]));
      gtk_widget_set_tooltip_text (entry, tooltips[i]);
      gtk_box_append (GTK_BOX (self->box), entry);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
