#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "ui/tw-map-canvas.h"
#include "ui/tw-timeline.h"

G_BEGIN_DECLS

#define TW_TYPE_WINDOW (tw_window_get_type ())
G_DECLARE_FINAL_TYPE (TwWindow, tw_window, TW, WINDOW, GtkApplicationWindow)

TwWindow *tw_window_new (GtkApplication *app);
/* Shows a tower: its start floor on the map canvas and its tiles in the
 * palette. project_dir holds materials/ (NULL: glyphs). */
void tw_window_show_tower (TwWindow *self, json_t *tower, const char *project_dir);
/* The timeline panel's widget (empty until a session gives it a model). */
TwTimeline *tw_window_get_timeline (TwWindow *self);
/* The map canvas (NULL until a tower is shown). */
TwMapCanvas *tw_window_get_map_canvas (TwWindow *self);
/* Simulate mode's controls (ui/tw-sim-bar.h), a TwSimBar. */
GtkWidget *tw_window_get_sim_bar (TwWindow *self);

G_END_DECLS
