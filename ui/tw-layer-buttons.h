/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-layer-buttons.h: one view button per layer, beside the layer switcher.
 *
 * Each button cycles its layer shown -> dimmed -> hidden -> shown (the state
 * is per layer and kept while other layers are painted). The layer the
 * tools paint is always drawn shown, whatever its button says, so a stroke
 * is never invisible. The buttons set the map canvas's layer modes. */
#pragma once

#include <gtk/gtk.h>

#include "ui/tw-map-canvas.h"

G_BEGIN_DECLS

#define TW_TYPE_LAYER_BUTTONS (tw_layer_buttons_get_type ())
G_DECLARE_FINAL_TYPE (TwLayerButtons, tw_layer_buttons, TW, LAYER_BUTTONS, GObject)

TwLayerButtons *tw_layer_buttons_new (TwMapCanvas *canvas);
/* The view button of a layer, named "layer-view-bg", "layer-view-event",
 * "layer-view-fg" (owned by the caller's container once appended). */
GtkWidget *tw_layer_buttons_get_button (TwLayerButtons *self, TwLayer layer);
/* The mode the user chose for a layer (not the forced shown of the painted one). */
TwLayerMode tw_layer_buttons_get_mode (TwLayerButtons *self, TwLayer layer);
void tw_layer_buttons_set_mode (TwLayerButtons *self, TwLayer layer, TwLayerMode mode);
/* The layer being painted: drawn shown until another one is painted. */
void tw_layer_buttons_set_painted (TwLayerButtons *self, TwLayer layer);

G_END_DECLS
