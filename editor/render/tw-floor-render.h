/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-render.h: draws a block of a floor's cells as the game does:
 * the ground, then the background (bgmap), event (map) and foreground
 * (fgmap) layers, autotiles joined to their neighbours. Plain cairo and
 * pixel copies, no GTK: the map canvas rasterises its chunks with it and
 * `turnwright-cli render` whole floors. */
#pragma once

#include <cairo.h>
#include <jansson.h>

#include "editor/render/tw-tile-atlas.h"

G_BEGIN_DECLS

typedef enum
{
  TW_LAYER_BG,
  TW_LAYER_EVENT,
  TW_LAYER_FG,
  TW_N_LAYERS,
} TwLayer;

typedef enum
{
  TW_LAYER_SHOWN,
  TW_LAYER_DIMMED, /* drawn at 35 % opacity */
  TW_LAYER_HIDDEN,
} TwLayerMode;

/* The floor member holding the layer: "bgmap", "map", "fgmap". */
const char *tw_layer_member (TwLayer layer);
/* "bg", "event", "fg" (the CLI's --layers words); TRUE when known. */
const char *tw_layer_name (TwLayer layer);
gboolean tw_layer_from_name (const char *name, TwLayer *out);

typedef struct _TwFloorRender TwFloorRender;

/* atlas may be NULL: every tile is then an unknown grey cell. */
TwFloorRender *tw_floor_render_new (TwTileAtlas *atlas);
void tw_floor_render_free (TwFloorRender *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwFloorRender, tw_floor_render_free)

/* The floor object (its map, bgmap, fgmap, defaultGround, images, color and
 * weather; a reference on each array), or NULL. Its size is the `map` array's.
 * Drawn: the ground, `images` on the bg canvas, bgmap, map, `images` on the
 * fg canvas, fgmap, then the `color` tint over all and the weather as a still
 * overlay (flakes, streaks or a veil). Tall sprites (32x48) reach into the
 * cell above. */
void tw_floor_render_set_floor (TwFloorRender *self, json_t *floor);
/* FALSE when one of the floor's layer arrays was replaced since set_floor
 * (a resize): call set_floor again. */
gboolean tw_floor_render_is_current (TwFloorRender *self, json_t *floor);
int tw_floor_render_get_width (TwFloorRender *self);
int tw_floor_render_get_height (TwFloorRender *self);
/* The tile number of a layer's cell; 0 when empty or outside; -1 outside the floor. */
int tw_floor_render_get_cell (TwFloorRender *self, TwLayer layer, int x, int y);
/* The renderer draws from its own copy of the layers' tile numbers, read
 * from the arrays when first drawn after set_floor. After changing cells of
 * the floor in place (an edit, an undo, simulate mode's tiles), call this
 * for them (on every layer) before the next draw; set_floor reads all anew. */
void tw_floor_render_cells_changed (TwFloorRender *self, int x, int y, int width, int height);

/* Pixels a cell takes (32 at zoom 1); changing it drops the scaled sheets. */
void tw_floor_render_set_cell_size (TwFloorRender *self, int cell_size);
int tw_floor_render_get_cell_size (TwFloorRender *self);
void tw_floor_render_set_layer_mode (TwFloorRender *self, TwLayer layer, TwLayerMode mode);
TwLayerMode tw_floor_render_get_layer_mode (TwFloorRender *self, TwLayer layer);
/* The animation step, mota-js's globalAnimateStatus (one more every
 * animateSpeed ms in the game; 0 by default): an animated tile shows frame
 * `frame` modulo its frame count (enemys and npcs 2, animates, enemy48 and
 * npc48 4, an autotile as many as its sheet holds), a floor image with
 * `frame` N frame `frame` modulo N. */
void tw_floor_render_set_frame (TwFloorRender *self, guint frame);
guint tw_floor_render_get_frame (TwFloorRender *self);
/* FALSE for a tile number that is not in the tile table (drawn as a grey box). */
gboolean tw_floor_render_has_picture (TwFloorRender *self, int number);

/* Draws cells [x0, x1) x [y0, y1) into dest (ARGB32, at least the cells'
 * size) with cell (x0, y0) at dest's (0, 0), over whatever dest holds. */
void tw_floor_render_draw (TwFloorRender *self, cairo_surface_t *dest, int x0, int y0, int x1,
                           int y1);

/* Event-layer cells tw_floor_render_draw leaves out: skip[y * width + x]
 * nonzero (the map canvas draws simulate mode's moving enemies on their
 * own); NULL draws every cell. The caller keeps the array (the floor's
 * width x height bytes) alive while it is set. */
void tw_floor_render_set_event_skip (TwFloorRender *self, const guint8 *skip);
/* TRUE when something lies over all the layers' cells: a tint, weather or
 * floor images (a cell drawn apart from the rest would come out over it). */
gboolean tw_floor_render_has_cover (TwFloorRender *self);

/* How a tile (not an autotile) is copied into a cell at the current cell
 * size: the rectangle of a sheet scaled to that size (owned by the renderer
 * until the cell size changes) and where it goes in the cell; dest_y < 0
 * for a tall sprite reaching into the cell above. */
typedef struct
{
  cairo_surface_t *source;
  int src_x;
  int src_y;
  int dest_x;
  int dest_y;
  int width;
  int height;
} TwTilePaint;
/* FALSE for a number not in the tile table, and for autotiles. */
gboolean tw_floor_render_get_tile_paint (TwFloorRender *self, int number, TwTilePaint *out);

/* What the renderer shows of the floor's weather and tint in words ("Weather:
 * snow, level 6."), for a label; NULL when the floor has neither. */
char *tw_floor_render_describe_looks (json_t *floor);

/* Which 16x16 quarter of the autotile sheet (frame 0) mota-js draws in the
 * quarter q (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) of a
 * cell whose neighbours join as `around` (bit (dy + 1) * 3 + (dx + 1) set
 * for a joined neighbour at (dx, dy); bit 4, the cell itself, is ignored):
 * the quarter's top-left in sheet pixels. */
void tw_autotile_quarter_source (guint around, int quarter, int *sx, int *sy);

G_END_DECLS
