/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-layer-buttons.c: the per-layer show / dim / hide buttons (see the header). */
#include "ui/tw-layer-buttons.h"
#include "editor/tw-i18n.h"

struct _TwLayerButtons
{
  GObject parent_instance;

  TwMapCanvas *canvas; /* weak: the window owns both */
  GtkWidget *buttons[TW_N_LAYERS];
  TwLayerMode modes[TW_N_LAYERS];
  TwLayer painted;
};

G_DEFINE_FINAL_TYPE (TwLayerButtons, tw_layer_buttons, G_TYPE_OBJECT)

static const char *const layer_titles[TW_N_LAYERS] = { N_("background"), N_("event"), N_("foreground") };

/* What the canvas draws: the user's modes, the painted layer shown. */
static void
canvas_update (TwLayerButtons *self)
{
  if (self->canvas == NULL)
    return;
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    tw_map_canvas_set_layer_mode (self->canvas, layer,
                                  layer == (int)self->painted ? TW_LAYER_SHOWN
                                                              : self->modes[layer]);
}

static void
button_update (TwLayerButtons *self, TwLayer layer)
{
  GtkWidget *button = self->buttons[layer];
  TwLayerMode mode = self->modes[layer];
  gtk_button_set_icon_name (GTK_BUTTON (button), mode == TW_LAYER_HIDDEN ? "view-conceal-symbolic"
                                                                         : "view-reveal-symbolic");
  /* A dimmed layer's eye is drawn faint, as the layer is. */
  if (mode == TW_LAYER_DIMMED)
    gtk_widget_add_css_class (button, "dim-label");
  else
    gtk_widget_remove_css_class (button, "dim-label");
  /* One whole sentence per state, so each translates as a sentence. */
  g_autofree char *tooltip = g_strdup_printf (
      mode == TW_LAYER_SHOWN
          ? _("The %s layer is shown. Click (or press Ctrl+Alt+%d) to cycle shown, dimmed and "
              "hidden; the layer being painted is always shown.")
      : mode == TW_LAYER_DIMMED
          ? _("The %s layer is dimmed. Click (or press Ctrl+Alt+%d) to cycle shown, dimmed and "
              "hidden; the layer being painted is always shown.")
          : _("The %s layer is hidden. Click (or press Ctrl+Alt+%d) to cycle shown, dimmed and "
              "hidden; the layer being painted is always shown."),
      _(layer_titles[layer]), layer + 1);
  gtk_widget_set_tooltip_text (button, tooltip);
}

static void
button_clicked_cb (GtkButton *button, TwLayerButtons *self)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    if (self->buttons[layer] == GTK_WIDGET (button))
      tw_layer_buttons_set_mode (self, layer, (self->modes[layer] + 1) % 3);
}

static void
tw_layer_buttons_dispose (GObject *object)
{
  TwLayerButtons *self = TW_LAYER_BUTTONS (object);
  g_clear_weak_pointer (&self->canvas);
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    g_clear_object (&self->buttons[layer]);
  G_OBJECT_CLASS (tw_layer_buttons_parent_class)->dispose (object);
}

static void
tw_layer_buttons_class_init (TwLayerButtonsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tw_layer_buttons_dispose;
}

static void
tw_layer_buttons_init (TwLayerButtons *self)
{
  self->painted = TW_LAYER_EVENT;
}

TwLayerButtons *
tw_layer_buttons_new (TwMapCanvas *canvas)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (canvas), NULL);
  TwLayerButtons *self = g_object_new (TW_TYPE_LAYER_BUTTONS, NULL);
  g_set_weak_pointer (&self->canvas, canvas);
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      GtkWidget *button = g_object_ref_sink (gtk_button_new ());
      g_autofree char *name = g_strconcat ("layer-view-", tw_layer_name (layer), NULL);
      gtk_widget_set_name (button, name);
      gtk_widget_add_css_class (button, "flat");
      g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
      self->buttons[layer] = button;
      self->modes[layer] = tw_map_canvas_get_layer_mode (canvas, layer);
      button_update (self, layer);
    }
  canvas_update (self);
  return self;
}

GtkWidget *
tw_layer_buttons_get_button (TwLayerButtons *self, TwLayer layer)
{
  g_return_val_if_fail (TW_IS_LAYER_BUTTONS (self), NULL);
  g_return_val_if_fail (layer < TW_N_LAYERS, NULL);
  return self->buttons[layer];
}

TwLayerMode
tw_layer_buttons_get_mode (TwLayerButtons *self, TwLayer layer)
{
  g_return_val_if_fail (TW_IS_LAYER_BUTTONS (self), TW_LAYER_SHOWN);
  g_return_val_if_fail (layer < TW_N_LAYERS, TW_LAYER_SHOWN);
  return self->modes[layer];
}

void
tw_layer_buttons_set_mode (TwLayerButtons *self, TwLayer layer, TwLayerMode mode)
{
  g_return_if_fail (TW_IS_LAYER_BUTTONS (self));
  g_return_if_fail (layer < TW_N_LAYERS && mode <= TW_LAYER_HIDDEN);
  self->modes[layer] = mode;
  button_update (self, layer);
  canvas_update (self);
}

void
tw_layer_buttons_set_painted (TwLayerButtons *self, TwLayer layer)
{
  g_return_if_fail (TW_IS_LAYER_BUTTONS (self));
  g_return_if_fail (layer < TW_N_LAYERS);
  self->painted = layer;
  canvas_update (self);
}
