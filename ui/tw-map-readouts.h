/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-readouts.h: the map's small companions.
 *
 * TwZoomReadout: the map's zoom as a percentage, between zoom-out and
 * zoom-in buttons; clicking the percentage goes back to 100%.
 * TwPassabilityLegend: what the passability overlay's colours mean, shown
 * only while the overlay is.
 */
#pragma once

#include <gtk/gtk.h>

#include "ui/tw-map-canvas.h"

G_BEGIN_DECLS

#define TW_TYPE_ZOOM_READOUT (tw_zoom_readout_get_type ())
G_DECLARE_FINAL_TYPE (TwZoomReadout, tw_zoom_readout, TW, ZOOM_READOUT, GtkWidget)

GtkWidget  *tw_zoom_readout_new        (TwMapCanvas   *canvas);
void        tw_zoom_readout_set_canvas (TwZoomReadout *self,
                                        TwMapCanvas   *canvas);
/* "100%", as shown. */
const char *tw_zoom_readout_get_text   (TwZoomReadout *self);

#define TW_TYPE_PASSABILITY_LEGEND (tw_passability_legend_get_type ())
G_DECLARE_FINAL_TYPE (TwPassabilityLegend, tw_passability_legend, TW, PASSABILITY_LEGEND,
                      GtkWidget)

GtkWidget *tw_passability_legend_new        (TwMapCanvas         *canvas);
void       tw_passability_legend_set_canvas (TwPassabilityLegend *self,
                                             TwMapCanvas         *canvas);

G_END_DECLS
