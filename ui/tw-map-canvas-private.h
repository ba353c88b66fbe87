/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-private.h: what the map canvas's files share: the widget's
 * struct, the tile pass (tw-map-canvas-tiles.c: tile lookups, sprites,
 * autotiles, chunks) and the overlay pass (tw-map-canvas-overlays.c: grid,
 * hero, badges, damage, gauges, routes). */
#pragma once

#include "ui/tw-map-canvas.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "editor/render/tw-floor-render.h"
#include "engine/tw-fields.h"
#include "ui/tw-scrollable.h"

G_BEGIN_DECLS

/* Chunks are about this many pixels square at any zoom. */
#define CHUNK_PIXELS 256
/* Past this many cached chunks, chunks not drawn in the last frame are dropped. */
#define CHUNK_CACHE_MAX 192
/* Below this cell size, text overlays are unreadable and are skipped. */
#define TEXT_MIN_CELL 16

/* A rasterised block of cells. The cairo surface is the source of truth;
 * the texture is made from it only for GPU renderers, which upload it once
 * and keep it, while the cairo renderer would convert a texture back to a
 * surface on every frame (about 0.7 ms per 256x256 chunk). */
typedef struct
{
  /* NULL once the cairo renderer's node holds the pixels and no simulate
   * mode needs them again (rasterised again if they are needed). */
  cairo_surface_t *surface;
  int cx; /* which chunk, for rasterising again */
  int cy;
  int width; /* pixels */
  int height;
  GdkTexture *texture;
  /* The node drawn every frame (a texture node for GPU renderers, a cairo
   * node holding a copy of the pixels for the cairo renderer), in content
   * coordinates: the same node from frame to frame, so GTK sees the chunk
   * unchanged and neither re-uploads nor redraws it. */
  GskRenderNode *node;
  gboolean node_is_cairo; /* made for the cairo renderer (simulate mode's enemies in it) */
  guint64 frame;
} Chunk;

typedef enum
{
  PASS_OPEN,
  PASS_DOOR,
  PASS_BATTLE,
  PASS_BLOCKED,
} Passability;

struct _TwMapCanvas
{
  GtkWidget parent_instance;

  json_t *tower;
  TwSprites *sprites;
  char *floor_id;
  json_t *map; /* tower.floors[floor_id].map (a reference) */
  int width;
  int height;
  TwFloorRender *render; /* the tile pass: ground, layers, autotiles */

  double zoom;
  gboolean show_grid;
  gboolean show_damage;
  gboolean show_badges;
  gboolean show_routes;
  gboolean show_passability;
  gboolean show_criticals;

  TwScrollable scroll;

  TwDamageFunc damage_func;
  gpointer damage_data;
  GDestroyNotify damage_destroy;
  TwCriticalFunc critical_func; /* the Criticals overlay */
  gpointer critical_data;
  GDestroyNotify critical_destroy;
  TwMapDamageFunc map_damage_func; /* simulate mode's map damage */
  gpointer map_damage_data;
  TwGaugeFunc gauge_func; /* simulate mode's live gauges */
  gpointer gauge_data;
  GDestroyNotify gauge_destroy;

  GHashTable *chunks;  /* packed (cx, cy) -> Chunk* */
  GHashTable *labels;  /* style + text -> Label*, for the current cell size */
  GArray *enemy_cells; /* (x, y) int pairs of the floor's enemies, for routes */
  /* The event layer's numbers as the chunks were last told them
   * (tw_map_canvas_queue_changed_cells compares the floor with it). */
  int *shown_cells;
  /* What the chunks hold of the event layer: its number, or 0 where the
   * cell is drawn apart from the chunks (loose, below). */
  int *chunk_cells;
  /* Simulate mode (tw-map-canvas-live.c): event cells drawn as their own
   * node over the chunks (1) rather than into them; width x height. */
  guint8 *loose;
  guint8 *shown_loose; /* loose as last drawn */
  GHashTable *live_sprites; /* tile number -> GskRenderNode* at the current cell size */
  GHashTable *live_tiles;   /* tile number -> what the loose rules need of it */
  gboolean enemy_cells_valid;
  /* The patrol routes' node and what it shows (tw_map_canvas_snapshot_routes). */
  GskRenderNode *routes_node;
  GArray *routes_cells;
  double routes_ox;
  double routes_oy;
  int routes_cs;
  graphene_rect_t routes_bounds;
  guint64 frame;
  TwMapCanvasStats stats;

  int hover_x;
  int hover_y;
  double pointer_x;
  double pointer_y;
  gboolean space_down;
  gboolean panning;
  double pan_start_h;
  double pan_start_v;
  gboolean stroking;
  double drag_start_x;
  double drag_start_y;
  int stroke_x;
  int stroke_y;

  /* The keyboard cursor (tw-map-canvas-cursor.c); shown while keyboard_cursor. */
  int cursor_x;
  int cursor_y;
  gboolean keyboard_cursor;
  gboolean pointer_known; /* pointer_x, pointer_y hold a position seen */

  /* The pencil's stamp, drawn translucent under the pointer (tw-map-canvas-tiles.c). */
  int *stamp;
  int stamp_width;
  int stamp_height;
};

/* The stamp preview at the hovered cell (tw-map-canvas-tiles.c). */
void tw_map_canvas_snapshot_stamp (TwMapCanvas *self, GtkSnapshot *snapshot);

/* The widget: geometry and the floor (tw-map-canvas.c). */
void tw_map_canvas_emit_hover (TwMapCanvas *self);
/* A primary click at a cell: cell-activated, then a one-cell stroke. */
void tw_map_canvas_emit_click (TwMapCanvas *self, int x, int y);

/* The keyboard cursor (tw-map-canvas-cursor.c): TRUE when the key was used. */
gboolean tw_map_canvas_cursor_key (TwMapCanvas *self, guint keyval, GdkModifierType state);
void tw_map_canvas_cursor_release (TwMapCanvas *self);
void tw_map_canvas_snapshot_cursor (TwMapCanvas *self, GtkSnapshot *snapshot);
int tw_map_canvas_chunk_cells (TwMapCanvas *self);
gpointer tw_map_canvas_chunk_key (int cx, int cy);

/* The tile pass (tw-map-canvas-tiles.c). */
const char *tw_map_canvas_cell_id (TwMapCanvas *self, int number);
json_t *tw_map_canvas_enemy_definition (TwMapCanvas *self, int number);
void tw_map_canvas_chunk_free (gpointer data);
gboolean tw_map_canvas_renderer_is_cairo (TwMapCanvas *self);
void tw_map_canvas_snapshot_tiles (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy,
                                   const GdkRectangle *cells);

/* Simulate mode's moving enemies (tw-map-canvas-live.c). */
gboolean tw_map_canvas_live_active (TwMapCanvas *self);
/* Works out which event cells are loose (tw_map_canvas_live_active) from
 * the event layer's numbers (width x height, row by row). */
void tw_map_canvas_live_update (TwMapCanvas *self, const int *numbers);
void tw_map_canvas_live_sprite_free (gpointer node);
/* A loose sprite at (x, y) came, went or changed: the chunk nodes it is
 * composited into (the cairo renderer's) are made again. */
void tw_map_canvas_live_moved (TwMapCanvas *self, int x, int y);
/* With the cairo renderer, the loose sprites over a chunk are painted into
 * its node (one node a chunk is far cheaper for it than one a sprite). */
void tw_map_canvas_live_paint_chunk (TwMapCanvas *self, cairo_t *cr, int x0, int y0, int x1,
                                     int y1);
/* Hands `image` (a reference) to the recording surface `cr` draws on, to be
 * dropped with it: an image dropped while a recording still paints it is
 * copied by cairo at once. (Under callgrind the replay then costs about as
 * much more as the snapshot saved: kept for the copy it avoids when the
 * node is never drawn.) */
void tw_map_canvas_keep_with_recording (cairo_t *cr, cairo_surface_t *image);
/* Draws the loose cells' sprites, in content coordinates (the snapshot
 * translated to the floor's origin). */
void tw_map_canvas_snapshot_live (TwMapCanvas *self, GtkSnapshot *snapshot,
                                  const GdkRectangle *cells);

/* The overlay pass (tw-map-canvas-overlays.c). */
void tw_map_canvas_label_free (gpointer data);
/* The patrol routes, over the widget (its node kept while they stay the same). */
void tw_map_canvas_snapshot_routes (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy);
void tw_map_canvas_routes_clear (TwMapCanvas *self);
void tw_map_canvas_snapshot_hero (TwMapCanvas *self, GtkSnapshot *snapshot,
                                  const GdkRectangle *cells);
void tw_map_canvas_snapshot_grid (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy,
                                  const GdkRectangle *cells);

/* Simulate mode's live gauge bars (tw-map-canvas-gauges.c). */
void tw_map_canvas_snapshot_gauges (TwMapCanvas *self, GtkSnapshot *snapshot,
                                    const GdkRectangle *cells);

void tw_map_canvas_snapshot_cell_overlays (TwMapCanvas *self, GtkSnapshot *snapshot,
                                           const GdkRectangle *cells);

G_END_DECLS
