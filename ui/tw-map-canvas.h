/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas.h: draws one floor of a tower and turns pointer input into cell signals. */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "editor/render/tw-floor-render.h"
#include "ui/tw-sprites.h"

G_BEGIN_DECLS

/* The damage forecast for one enemy against the hero's current stats: the
 * text to draw (a newly allocated string, NULL to draw nothing) and whether
 * the hero can win. The engine's damage module plugs in here. */
typedef char *(*TwDamageFunc) (const char *enemy_id, gboolean *can_win, gpointer user_data);

/* The Criticals overlay for one enemy: the attack the hero needs for the
 * next critical (the first row of the manual's critical table), as drawn
 * small in the cell's top-right corner ("+12"; newly allocated), or NULL
 * for none (an empty table). Drawn with the damage numbers, not instead. */
typedef char *(*TwCriticalFunc) (const char *enemy_id, gpointer user_data);

/* The map damage a hero standing on (x, y) of the shown floor takes (the
 * zone, repulse, laser, pincer and lava of mota-js's checkBlock; 0 for
 * none): drawn in red on the cell, with the damage numbers, as the
 * mota-js game draws it. */
typedef gint64 (*TwMapDamageFunc) (gint x, gint y, gpointer user_data);

/* Simulate mode's live action gauges: a TwGaugeFunc calls `visit` for each
 * enemy scheduled on the shown floor, with its cell, gauge and timeCost;
 * each is drawn as a thin bar along the bottom of its cell. */
typedef void (*TwGaugeVisit) (gint x, gint y, gint64 gauge, gint time_cost,
                              gpointer visit_data);
typedef void (*TwGaugeFunc) (TwGaugeVisit visit, gpointer visit_data, gpointer user_data);

#define TW_TYPE_MAP_CANVAS (tw_map_canvas_get_type ())
G_DECLARE_FINAL_TYPE (TwMapCanvas, tw_map_canvas, TW, MAP_CANVAS, GtkWidget)

#define TW_MAP_CANVAS_CELL_SIZE 32
#define TW_MAP_CANVAS_ZOOM_MIN 0.25
#define TW_MAP_CANVAS_ZOOM_MAX 4.0

GtkWidget *tw_map_canvas_new (void);

/* The canvas reads tower.floors[floor_id] on every draw and keeps a ref on
 * the tower and the sprites. After changing cells in place, call
 * tw_map_canvas_queue_cells_redraw (which also notices a replaced map
 * array, as a resize makes). */
void tw_map_canvas_set_tower (TwMapCanvas *self, json_t *tower, TwSprites *sprites);
json_t *tw_map_canvas_get_tower (TwMapCanvas *self);
TwSprites *tw_map_canvas_get_sprites (TwMapCanvas *self);
void tw_map_canvas_set_floor (TwMapCanvas *self, const char *floor_id);
const char *tw_map_canvas_get_floor (TwMapCanvas *self);
int tw_map_canvas_get_floor_width (TwMapCanvas *self);
int tw_map_canvas_get_floor_height (TwMapCanvas *self);
/* The tile number at a cell, or -1 outside the floor. */
int tw_map_canvas_get_cell (TwMapCanvas *self, int x, int y);

void tw_map_canvas_queue_cells_redraw (TwMapCanvas *self, int x, int y, int width, int height);
/* The floor's event layer may have changed in place anywhere (simulate mode
 * writes the live tiles into it): redraws the cells whose numbers differ
 * from what the canvas last drew, not the whole floor, and the overlays. */
void tw_map_canvas_queue_changed_cells (TwMapCanvas *self);

double tw_map_canvas_get_zoom (TwMapCanvas *self);
void tw_map_canvas_set_zoom (TwMapCanvas *self, double zoom);
/* The cell size in pixels at the current zoom (32 at zoom 1). */
int tw_map_canvas_get_cell_pixels (TwMapCanvas *self);

void tw_map_canvas_set_map_damage_func (TwMapCanvas *self, TwMapDamageFunc func,
                                        gpointer user_data);
void tw_map_canvas_set_damage_func (TwMapCanvas *self, TwDamageFunc func, gpointer user_data,
                                    GDestroyNotify destroy);

/* The Criticals overlay's source; drawn while show-criticals is on. */
void tw_map_canvas_set_critical_func (TwMapCanvas *self, TwCriticalFunc func, gpointer user_data,
                                      GDestroyNotify destroy);

/* The overlay labels of one cell, as the overlay pass draws them with the
 * overlays as they are set now (show-damage, show-criticals, the functions):
 * the damage number (NULL when none; damage_can_win FALSE draws it red) and
 * the critical value (NULL when none). Both NULL away from an enemy. */
typedef struct
{
  char *damage;
  gboolean damage_can_win;
  char *critical;
} TwMapCellLabels;

void tw_map_canvas_get_cell_labels (TwMapCanvas *self, int x, int y, TwMapCellLabels *out);
void tw_map_cell_labels_clear (TwMapCellLabels *labels);

void tw_map_canvas_set_gauge_func (TwMapCanvas *self, TwGaugeFunc func, gpointer user_data,
                                   GDestroyNotify destroy);

/* Widget coordinates <-> cells; FALSE outside the floor. */
gboolean tw_map_canvas_cell_at (TwMapCanvas *self, double x, double y, int *cell_x, int *cell_y);
void tw_map_canvas_cell_bounds (TwMapCanvas *self, int cell_x, int cell_y, graphene_rect_t *out);

/* "(3, 5) greenSlime 绿头怪 enemys": the status line text for a cell (newly allocated). */
char *tw_map_canvas_describe_cell (TwMapCanvas *self, int x, int y);
/* The keyboard cursor: arrow keys move it, Space or Enter clicks there.
 * Setting it shows it and makes its cell the hovered cell; get returns
 * whether it is shown (the keyboard drove the map last). */
void tw_map_canvas_set_cursor (TwMapCanvas *self, int x, int y);
gboolean tw_map_canvas_get_cursor (TwMapCanvas *self, int *x, int *y);
/* The hovered cell, (-1, -1) when the pointer is not over the floor. */
void tw_map_canvas_get_hover (TwMapCanvas *self, int *x, int *y);

/* What the last draw did, so tests and benchmarks can check culling: the
 * visible cell rectangle, how many cells were rasterised into the tile
 * cache, and how many cells the overlay pass visited. */
typedef struct
{
  GdkRectangle visible_cells;
  guint cells_rasterized;
  guint cells_overlaid;
  guint chunks_drawn;
  guint64 total_cells_rasterized; /* since the canvas was made */
  gint64 total_snapshot_us;       /* CPU time in snapshots since the canvas was made */
  guint labels_hidden; /* damage numbers and badges left out: no room in their cell */
  guint map_damage_labels; /* cells with their map damage drawn */
  guint critical_labels;   /* cells with their critical value drawn */
} TwMapCanvasStats;

void tw_map_canvas_get_stats (TwMapCanvas *self, TwMapCanvasStats *out);

/* The passability overlay's tints, by index: 0 open (floor, items, stairs),
 * 1 a door, 2 a battle (an enemy), 3 blocked (walls and the like); FALSE
 * past the last. */
gboolean tw_map_canvas_passability_tint (guint index, GdkRGBA *color);
/* Drops the cached tile chunks (the next draw rasterises again). */
void tw_map_canvas_flush_cache (TwMapCanvas *self);

/* The pencil's stamp (width x height tile numbers, row by row), drawn
 * translucent with its top-left cell at the hovered cell; NULL or 1 x 1: none. */
void tw_map_canvas_set_stamp_preview (TwMapCanvas *self, const int *numbers, int width,
                                      int height);
/* TRUE, with its size, while a stamp is previewed. */
gboolean tw_map_canvas_get_stamp_preview (TwMapCanvas *self, int *width, int *height);
/* Shows, dims or hides one of the floor's layers (bgmap, map, fgmap). */
void tw_map_canvas_set_layer_mode (TwMapCanvas *self, TwLayer layer, TwLayerMode mode);
TwLayerMode tw_map_canvas_get_layer_mode (TwMapCanvas *self, TwLayer layer);
/* A cell of one layer: 0 empty, -1 outside the floor. */
int tw_map_canvas_get_layer_cell (TwMapCanvas *self, TwLayer layer, int x, int y);

G_END_DECLS
