/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stairs-form.h: a cell's stairs (its `changeFloor` entry, docs/rules.md
 * §2 and §11) edited with a form.
 *
 * Target floor (a floor id, `:before`, `:next` or `:now`), where the hero
 * arrives (a stair: upFloor, downFloor, `:symmetry`...; or a cell x,y),
 * and the direction he faces. Each change writes the entry at once: one
 * undo step; members the form does not show are kept. "Pick on map"
 * shows the target floor on the window's map canvas and takes the next
 * click there as the cell, then shows the stairs' floor again.
 *
 * Widget names: "stairs-floor", "stairs-stair" (drop-downs), "stairs-x",
 * "stairs-y" (spin buttons), "stairs-direction", "stairs-pick",
 * "stairs-remove"; the add button "stairs-add".
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"
#include "ui/tw-map-canvas.h"

G_BEGIN_DECLS

GtkWidget *tw_stairs_form_new (TwDocument *document, const char *floor_id, int x, int y);
/* A button that gives the cell a changeFloor entry (to the next floor's downstairs). */
GtkWidget *tw_stairs_form_add_button (TwDocument *document, const char *floor_id, int x, int y);

/* Picking the arrival cell on @canvas (what "Pick on map" does with the
 * canvas of its window): the canvas shows the target floor until
 * finish_pick takes the cell (one undo step) or cancel_pick; both show the
 * stairs' floor again. */
gboolean tw_stairs_form_begin_pick (GtkWidget *form, TwMapCanvas *canvas);
gboolean tw_stairs_form_finish_pick (TwMapCanvas *canvas, int x, int y);
void tw_stairs_form_cancel_pick (TwMapCanvas *canvas);

G_END_DECLS
