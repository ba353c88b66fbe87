/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas.c: the map canvas. It draws one floor of the tower object in
 * two passes: the tiles (ground, sprites, passability tint) rasterised with
 * cairo into chunk textures that are cached until cells change or the zoom
 * does, then the overlays (grid, hero start, badges, damage, routes, hover)
 * with GtkSnapshot every frame. Both passes visit only the visible cells, so
 * a 200x200 floor costs what the viewport shows. The canvas is a
 * GtkScrollable: a GtkScrolledWindow around it scrolls it, and it centres the
 * floor when the floor is smaller than the view.
 *
 * Editing is not done here: pointer input becomes cell signals
 * (cell-activated, stroke-begin/-cell/-end, hover-changed) for the tools.
 *
 * This file is the widget (geometry, the floor, zoom, input, scrolling); the
 * tile pass is tw-map-canvas-tiles.c, the overlay pass
 * tw-map-canvas-overlays.c. */
#include "ui/tw-map-canvas-private.h"
#include "ui/tw-scrollable.h"
#include "editor/tw-i18n.h"

#include <time.h>

static const double zoom_levels[] = { 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0 };

static void tw_map_canvas_scrollable_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TwMapCanvas, tw_map_canvas, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE,
                                                      tw_map_canvas_scrollable_init))

enum
{
  PROP_0,
  PROP_FLOOR_ID,
  PROP_ZOOM,
  PROP_SHOW_GRID,
  PROP_SHOW_DAMAGE,
  PROP_SHOW_BADGES,
  PROP_SHOW_ROUTES,
  PROP_SHOW_PASSABILITY,
  PROP_SHOW_CRITICALS,
  N_PROPS,
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

enum
{
  CELL_ACTIVATED,
  STROKE_BEGIN,
  STROKE_CELL,
  STROKE_END,
  HOVER_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- geometry ---------------------------------------------------------- */

int
tw_map_canvas_get_cell_pixels (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), TW_MAP_CANVAS_CELL_SIZE);
  return MAX (1, (int)lround (TW_MAP_CANVAS_CELL_SIZE * self->zoom));
}

int
tw_map_canvas_chunk_cells (TwMapCanvas *self)
{
  return CLAMP (CHUNK_PIXELS / tw_map_canvas_get_cell_pixels (self), 1, 64);
}

/* Where the floor's top-left corner is, in widget coordinates. */
static void
content_origin (TwMapCanvas *self, double *ox, double *oy)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  double cw = (double)self->width * cs, ch = (double)self->height * cs;
  double ww = gtk_widget_get_width (GTK_WIDGET (self));
  double wh = gtk_widget_get_height (GTK_WIDGET (self));
  double hv = self->scroll.hadjustment ? gtk_adjustment_get_value (self->scroll.hadjustment) : 0;
  double vv = self->scroll.vadjustment ? gtk_adjustment_get_value (self->scroll.vadjustment) : 0;
  *ox = cw < ww ? floor ((ww - cw) / 2) : -floor (hv);
  *oy = ch < wh ? floor ((wh - ch) / 2) : -floor (vv);
}

gboolean
tw_map_canvas_cell_at (TwMapCanvas *self, double x, double y, int *cell_x, int *cell_y)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), FALSE);
  double ox, oy;
  content_origin (self, &ox, &oy);
  int cs = tw_map_canvas_get_cell_pixels (self);
  int cx = (int)floor ((x - ox) / cs), cy = (int)floor ((y - oy) / cs);
  *cell_x = cx;
  *cell_y = cy;
  return self->map != NULL && cx >= 0 && cy >= 0 && cx < self->width && cy < self->height;
}

void
tw_map_canvas_cell_bounds (TwMapCanvas *self, int cell_x, int cell_y, graphene_rect_t *out)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  double ox, oy;
  content_origin (self, &ox, &oy);
  int cs = tw_map_canvas_get_cell_pixels (self);
  graphene_rect_init (out, ox + (double)cell_x * cs, oy + (double)cell_y * cs, cs, cs);
}

static void
adjustment_configure (GtkAdjustment *adjustment, double content, double view)
{
  if (adjustment == NULL)
    return;
  double upper = MAX (content, view);
  double value = CLAMP (gtk_adjustment_get_value (adjustment), 0, upper - view);
  gtk_adjustment_configure (adjustment, value, 0, upper, MAX (1, view * 0.1), MAX (1, view * 0.9),
                            view);
}

static void
adjustments_configure (TwMapCanvas *self)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  adjustment_configure (self->scroll.hadjustment, (double)self->width * cs,
                        gtk_widget_get_width (GTK_WIDGET (self)));
  adjustment_configure (self->scroll.vadjustment, (double)self->height * cs,
                        gtk_widget_get_height (GTK_WIDGET (self)));
}

/* ---- the floor --------------------------------------------------------- */

int
tw_map_canvas_get_cell (TwMapCanvas *self, int x, int y)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), -1);
  if (self->map == NULL || x < 0 || y < 0 || x >= self->width || y >= self->height)
    return -1;
  json_t *value = json_array_get (json_array_get (self->map, (size_t)y), (size_t)x);
  return json_is_integer (value) ? (int)json_integer_value (value) : 0;
}

static json_t *
floor_object (TwMapCanvas *self)
{
  if (self->tower == NULL || self->floor_id == NULL)
    return NULL;
  return json_object_get (json_object_get (self->tower, "floors"), self->floor_id);
}

static void
labels_flush (TwMapCanvas *self)
{
  g_hash_table_remove_all (self->labels);
}

static void shown_cells_reset (TwMapCanvas *self);

void
tw_map_canvas_flush_cache (TwMapCanvas *self)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  g_hash_table_remove_all (self->chunks);
  g_hash_table_remove_all (self->live_sprites);
  g_hash_table_remove_all (self->live_tiles);
  /* What the chunks will hold is worked out again (which enemies are loose
   * depends on the zoom, the layer modes, the passability tints). */
  shown_cells_reset (self);
}

void
tw_map_canvas_set_layer_mode (TwMapCanvas *self, TwLayer layer, TwLayerMode mode)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  g_return_if_fail (layer < TW_N_LAYERS);
  if (tw_floor_render_get_layer_mode (self->render, layer) == mode)
    return;
  tw_floor_render_set_layer_mode (self->render, layer, mode);
  tw_map_canvas_flush_cache (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

TwLayerMode
tw_map_canvas_get_layer_mode (TwMapCanvas *self, TwLayer layer)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), TW_LAYER_SHOWN);
  return tw_floor_render_get_layer_mode (self->render, layer);
}

int
tw_map_canvas_get_layer_cell (TwMapCanvas *self, TwLayer layer, int x, int y)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), -1);
  return tw_floor_render_get_cell (self->render, layer, x, y);
}

static void
floor_reload (TwMapCanvas *self)
{
  json_t *floor = floor_object (self);
  json_t *map = json_object_get (floor, "map");
  /* A reference, so a map array replaced behind our back is never read freed. */
  g_clear_pointer (&self->map, json_decref);
  self->map = json_is_array (map) ? json_incref (map) : NULL;
  self->height = self->map ? (int)json_array_size (self->map) : 0;
  self->width = self->height > 0 ? (int)json_array_size (json_array_get (self->map, 0)) : 0;
  if (self->width == 0)
    self->height = 0;
  if (self->render != NULL)
    tw_floor_render_set_floor (self->render, floor);
  tw_map_canvas_flush_cache (self);
  self->enemy_cells_valid = FALSE;
  self->hover_x = self->hover_y = -1;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tw_map_canvas_set_tower (TwMapCanvas *self, json_t *tower, TwSprites *sprites)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  g_return_if_fail (sprites == NULL || TW_IS_SPRITES (sprites));
  if (tower != NULL)
    json_incref (tower);
  g_clear_pointer (&self->tower, json_decref);
  self->tower = tower;
  g_set_object (&self->sprites, sprites);
  /* A new renderer: its scaled sheets belonged to the old atlas. */
  TwFloorRender *render = tw_floor_render_new (sprites ? tw_sprites_get_atlas (sprites) : NULL);
  if (self->render != NULL)
    for (int layer = 0; layer < TW_N_LAYERS; layer++)
      tw_floor_render_set_layer_mode (render, layer,
                                      tw_floor_render_get_layer_mode (self->render, layer));
  g_clear_pointer (&self->render, tw_floor_render_free);
  self->render = render;
  floor_reload (self);
}

json_t *
tw_map_canvas_get_tower (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), NULL);
  return self->tower;
}

TwSprites *
tw_map_canvas_get_sprites (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), NULL);
  return self->sprites;
}

void
tw_map_canvas_set_floor (TwMapCanvas *self, const char *floor_id)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  char *copy = g_strdup (floor_id);
  g_free (self->floor_id);
  self->floor_id = copy;
  floor_reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLOOR_ID]);
}

const char *
tw_map_canvas_get_floor (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), NULL);
  return self->floor_id;
}

int
tw_map_canvas_get_floor_width (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), 0);
  return self->width;
}

int
tw_map_canvas_get_floor_height (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), 0);
  return self->height;
}

gpointer
tw_map_canvas_chunk_key (int cx, int cy)
{
  return GSIZE_TO_POINTER (((gsize)(guint)cy << 20) | (guint)cx);
}

void
tw_map_canvas_queue_cells_redraw (TwMapCanvas *self, int x, int y, int width, int height)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (width <= 0 || height <= 0)
    return;
  /* One of the floor's layer arrays was replaced (a resize): start over. */
  if (json_object_get (floor_object (self), "map") != self->map
      || (self->render != NULL && !tw_floor_render_is_current (self->render, floor_object (self))))
    {
      floor_reload (self);
      return;
    }
  /* The renderer's copy of the cells too. */
  if (self->render != NULL)
    tw_floor_render_cells_changed (self->render, x, y, width, height);
  /* One cell more on each side: autotiles join with their neighbours. */
  x -= 1, y -= 1, width += 2, height += 2;
  int n = tw_map_canvas_chunk_cells (self);
  int cx0 = MAX (0, x) / n, cy0 = MAX (0, y) / n;
  int cx1 = MAX (0, x + width - 1) / n, cy1 = MAX (0, y + height - 1) / n;
  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      g_hash_table_remove (self->chunks, tw_map_canvas_chunk_key (cx, cy));
  self->enemy_cells_valid = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- simulate mode: redrawing the cells that changed ----------------------------- */

/* Takes the event layer's numbers as the chunks now show them: a floor
 * (re)load flushes every chunk, so whatever the floor holds is what the
 * next draw shows. */
/* The event layer's numbers, row by row, into width x height ints. */
static void
read_event_layer (TwMapCanvas *self, int *numbers)
{
  for (int y = 0; y < self->height; y++)
    {
      json_t *row = json_array_get (self->map, (size_t)y);
      for (int x = 0; x < self->width; x++)
        {
          json_t *cell = json_array_get (row, (size_t)x);
          numbers[(gsize)y * self->width + x]
              = json_is_integer (cell) ? (int)json_integer_value (cell) : 0;
        }
    }
}

static void
shown_cells_reset (TwMapCanvas *self)
{
  g_clear_pointer (&self->shown_cells, g_free);
  g_clear_pointer (&self->chunk_cells, g_free);
  g_clear_pointer (&self->loose, g_free);
  g_clear_pointer (&self->shown_loose, g_free);
  if (self->width <= 0 || self->height <= 0)
    return;
  gsize n = (gsize)self->width * self->height;
  self->shown_cells = g_new (int, n);
  read_event_layer (self, self->shown_cells);
  tw_map_canvas_live_update (self, self->shown_cells);
  self->shown_loose = g_memdup2 (self->loose, n);
  self->chunk_cells = g_new (int, n);
  for (gsize i = 0; i < n; i++)
    self->chunk_cells[i] = self->loose[i] ? 0 : self->shown_cells[i];
}

/* Drops the cached chunks under cell (x, y) and its eight neighbours
 * (autotiles join with them). */
static void
chunks_drop_around (TwMapCanvas *self, int x, int y)
{
  int n = tw_map_canvas_chunk_cells (self);
  int cx0 = MAX (0, x - 1) / n, cy0 = MAX (0, y - 1) / n;
  int cx1 = MIN (self->width - 1, x + 1) / n, cy1 = MIN (self->height - 1, y + 1) / n;
  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      g_hash_table_remove (self->chunks, tw_map_canvas_chunk_key (cx, cy));
}

void
tw_map_canvas_queue_changed_cells (TwMapCanvas *self)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  json_t *floor = floor_object (self);
  if (json_object_get (floor, "map") != self->map
      || (self->render != NULL && !tw_floor_render_is_current (self->render, floor)))
    {
      floor_reload (self);
      return;
    }
  /* Gauges, the hero and the numbers are drawn every frame anyway. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->shown_cells == NULL)
    return;
  /* Enemies drawn apart from the chunks (simulate mode) move without
   * touching them: a chunk is drawn again only where what it holds changed. */
  gsize n = (gsize)self->width * self->height;
  g_autofree int *numbers = g_new (int, n);
  read_event_layer (self, numbers);
  tw_map_canvas_live_update (self, numbers);
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      {
        gsize i = (gsize)y * self->width + x;
        int number = numbers[i];
        gboolean loose = self->loose[i];
        if ((number != self->shown_cells[i] || loose != self->shown_loose[i])
            && (loose || self->shown_loose[i]))
          tw_map_canvas_live_moved (self, x, y);
        if (number != self->shown_cells[i])
          {
            self->enemy_cells_valid = FALSE;
            tw_floor_render_cells_changed (self->render, x, y, 1, 1);
          }
        self->shown_cells[i] = number;
        self->shown_loose[i] = loose;
        int held = loose ? 0 : number;
        if (held == self->chunk_cells[i])
          continue;
        self->chunk_cells[i] = held;
        chunks_drop_around (self, x, y);
      }
}

/* The cells that meet the widget's rectangle. */
static gboolean
visible_cells (TwMapCanvas *self, double ox, double oy, GdkRectangle *out)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  double ww = gtk_widget_get_width (GTK_WIDGET (self));
  double wh = gtk_widget_get_height (GTK_WIDGET (self));
  int x0 = MAX (0, (int)floor (-ox / cs)), y0 = MAX (0, (int)floor (-oy / cs));
  int x1 = MIN (self->width, (int)ceil ((ww - ox) / cs));
  int y1 = MIN (self->height, (int)ceil ((wh - oy) / cs));
  *out = (GdkRectangle){ x0, y0, MAX (0, x1 - x0), MAX (0, y1 - y0) };
  return out->width > 0 && out->height > 0;
}

static void snapshot_floor (TwMapCanvas *self, GtkSnapshot *snapshot);

/* This thread's CPU time in µs: what a frame's snapshot costs (benchmarks). */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64)ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
tw_map_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TwMapCanvas *self = TW_MAP_CANVAS (widget);
  gint64 start = thread_cpu_us ();
  self->stats = (TwMapCanvasStats){ .total_cells_rasterized = self->stats.total_cells_rasterized,
                                    .total_snapshot_us = self->stats.total_snapshot_us };
  snapshot_floor (self, snapshot);
  self->stats.total_snapshot_us += thread_cpu_us () - start;
}

static void
snapshot_floor (TwMapCanvas *self, GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  if (self->map == NULL)
    return;

  double ox, oy;
  content_origin (self, &ox, &oy);
  GdkRectangle cells;
  if (!visible_cells (self, ox, oy, &cells))
    return;
  self->stats.visible_cells = cells;
  self->frame++;

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                         gtk_widget_get_height (widget)));
  tw_map_canvas_snapshot_tiles (self, snapshot, ox, oy, &cells);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float)ox, (float)oy));
  tw_map_canvas_snapshot_live (self, snapshot, &cells);
  gtk_snapshot_restore (snapshot);
  if (self->show_grid)
    tw_map_canvas_snapshot_grid (self, snapshot, ox, oy, &cells);
  if (self->show_routes)
    tw_map_canvas_snapshot_routes (self, snapshot, ox, oy);
  tw_map_canvas_snapshot_hero (self, snapshot, &cells);
  tw_map_canvas_snapshot_cell_overlays (self, snapshot, &cells);

  tw_map_canvas_snapshot_stamp (self, snapshot);
  if (self->hover_x >= 0)
    {
      graphene_rect_t cell;
      tw_map_canvas_cell_bounds (self, self->hover_x, self->hover_y, &cell);
      GskRoundedRect outline;
      gsk_rounded_rect_init_from_rect (&outline, &cell, 0);
      const GdkRGBA white = { 1, 1, 1, 0.9 };
      gtk_snapshot_append_border (snapshot, &outline, (float[4]){ 2, 2, 2, 2 },
                                  (GdkRGBA[4]){ white, white, white, white });
    }
  tw_map_canvas_snapshot_cursor (self, snapshot);
  gtk_snapshot_pop (snapshot);
}

/* ---- zoom --------------------------------------------------------------------- */

double
tw_map_canvas_get_zoom (TwMapCanvas *self)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), 1.0);
  return self->zoom;
}

/* Zooms keeping the floor point under (wx, wy) in place. */
static void
zoom_at (TwMapCanvas *self, double zoom, double wx, double wy)
{
  zoom = CLAMP (zoom, TW_MAP_CANVAS_ZOOM_MIN, TW_MAP_CANVAS_ZOOM_MAX);
  if (fabs (zoom - self->zoom) < 1e-9)
    return;
  double ox, oy;
  content_origin (self, &ox, &oy);
  int old_cs = tw_map_canvas_get_cell_pixels (self);
  double fx = (wx - ox) / old_cs, fy = (wy - oy) / old_cs;

  self->zoom = zoom;
  tw_map_canvas_flush_cache (self);
  labels_flush (self);
  int cs = tw_map_canvas_get_cell_pixels (self);
  adjustments_configure (self);
  if (self->scroll.hadjustment != NULL)
    gtk_adjustment_set_value (self->scroll.hadjustment, fx * cs - wx);
  if (self->scroll.vadjustment != NULL)
    gtk_adjustment_set_value (self->scroll.vadjustment, fy * cs - wy);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

void
tw_map_canvas_set_zoom (TwMapCanvas *self, double zoom)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  zoom_at (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

static double
zoom_step (double zoom, int direction)
{
  if (direction > 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_levels); i++)
        if (zoom_levels[i] > zoom + 1e-6)
          return zoom_levels[i];
      return TW_MAP_CANVAS_ZOOM_MAX;
    }
  for (guint i = G_N_ELEMENTS (zoom_levels); i > 0; i--)
    if (zoom_levels[i - 1] < zoom - 1e-6)
      return zoom_levels[i - 1];
  return TW_MAP_CANVAS_ZOOM_MIN;
}

static void
zoom_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwMapCanvas *self = TW_MAP_CANVAS (widget);
  if (g_str_equal (action_name, "canvas.zoom-in"))
    tw_map_canvas_set_zoom (self, zoom_step (self->zoom, 1));
  else if (g_str_equal (action_name, "canvas.zoom-out"))
    tw_map_canvas_set_zoom (self, zoom_step (self->zoom, -1));
  else
    tw_map_canvas_set_zoom (self, 1.0);
}

/* ---- input -------------------------------------------------------------------- */

static void
hover_update (TwMapCanvas *self, double x, double y, gboolean inside_widget)
{
  int cx = -1, cy = -1;
  if (!inside_widget || !tw_map_canvas_cell_at (self, x, y, &cx, &cy))
    cx = cy = -1;
  if (cx == self->hover_x && cy == self->hover_y)
    return;
  self->hover_x = cx;
  self->hover_y = cy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[HOVER_CHANGED], 0, cx, cy);
}

void
tw_map_canvas_emit_hover (TwMapCanvas *self)
{
  g_signal_emit (self, signals[HOVER_CHANGED], 0, self->hover_x, self->hover_y);
}

void
tw_map_canvas_emit_click (TwMapCanvas *self, int x, int y)
{
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, x, y, 1u);
  self->stroke_x = x;
  self->stroke_y = y;
  g_signal_emit (self, signals[STROKE_BEGIN], 0, x, y, 1u);
  g_signal_emit (self, signals[STROKE_END], 0, x, y);
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, TwMapCanvas *self)
{
  /* The pointer moving takes the hovered cell back from the keyboard cursor;
   * GTK's own motion events at the same place (after a relayout) do not. */
  gboolean moved = self->pointer_known
                   && (fabs (x - self->pointer_x) > 1 || fabs (y - self->pointer_y) > 1);
  self->pointer_known = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  if (self->keyboard_cursor && !moved)
    return;
  tw_map_canvas_cursor_release (self);
  hover_update (self, x, y, TRUE);
}

static void
leave_cb (GtkEventControllerMotion *controller, TwMapCanvas *self)
{
  if (self->keyboard_cursor)
    return; /* the hovered cell is the keyboard cursor's */
  hover_update (self, 0, 0, FALSE);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, TwMapCanvas *self)
{
  GdkModifierType state
      = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if ((state & GDK_CONTROL_MASK) == 0 || dy == 0)
    return FALSE; /* plain wheel: the scrolled window scrolls */
  zoom_at (self, zoom_step (self->zoom, dy < 0 ? 1 : -1), self->pointer_x, self->pointer_y);
  return TRUE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, TwMapCanvas *self)
{
  if (tw_map_canvas_cursor_key (self, keyval, state))
    return TRUE;
  if (keyval != GDK_KEY_space)
    return FALSE;
  self->space_down = TRUE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
  return TRUE;
}

static void
key_released_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                 GdkModifierType state, TwMapCanvas *self)
{
  if (keyval != GDK_KEY_space)
    return;
  self->space_down = FALSE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static void
pan_begin (TwMapCanvas *self)
{
  self->panning = TRUE;
  self->pan_start_h
      = self->scroll.hadjustment ? gtk_adjustment_get_value (self->scroll.hadjustment) : 0;
  self->pan_start_v
      = self->scroll.vadjustment ? gtk_adjustment_get_value (self->scroll.vadjustment) : 0;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
pan_update (TwMapCanvas *self, double offset_x, double offset_y)
{
  if (self->scroll.hadjustment != NULL)
    gtk_adjustment_set_value (self->scroll.hadjustment, self->pan_start_h - offset_x);
  if (self->scroll.vadjustment != NULL)
    gtk_adjustment_set_value (self->scroll.vadjustment, self->pan_start_v - offset_y);
}

static void
pan_end (TwMapCanvas *self)
{
  self->panning = FALSE;
  if (self->space_down)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
  else
    gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

/* Emits stroke-cell for every cell on the line from the last stroke cell to
 * (x, y), so a fast drag paints without gaps. */
static void
stroke_to (TwMapCanvas *self, int x, int y)
{
  int dx = abs (x - self->stroke_x), dy = -abs (y - self->stroke_y);
  int sx = self->stroke_x < x ? 1 : -1, sy = self->stroke_y < y ? 1 : -1;
  int err = dx + dy;
  int cx = self->stroke_x, cy = self->stroke_y;
  while (cx != x || cy != y)
    {
      int e2 = 2 * err;
      if (e2 >= dy)
        err += dy, cx += sx;
      if (e2 <= dx)
        err += dx, cy += sy;
      if (cx >= 0 && cy >= 0 && cx < self->width && cy < self->height)
        g_signal_emit (self, signals[STROKE_CELL], 0, cx, cy);
    }
  self->stroke_x = x;
  self->stroke_y = y;
}

static void
primary_drag_begin_cb (GtkGestureDrag *gesture, double x, double y, TwMapCanvas *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->drag_start_x = x;
  self->drag_start_y = y;
  if (self->space_down)
    {
      pan_begin (self);
      return;
    }
  int cx, cy;
  if (!tw_map_canvas_cell_at (self, x, y, &cx, &cy))
    return;
  g_signal_emit (self, signals[CELL_ACTIVATED], 0, cx, cy, 1u);
  self->stroking = TRUE;
  self->stroke_x = cx;
  self->stroke_y = cy;
  g_signal_emit (self, signals[STROKE_BEGIN], 0, cx, cy, 1u);
}

static void
primary_drag_update_cb (GtkGestureDrag *gesture, double offset_x, double offset_y,
                        TwMapCanvas *self)
{
  if (self->panning)
    {
      pan_update (self, offset_x, offset_y);
      return;
    }
  if (!self->stroking)
    return;
  int cx, cy;
  tw_map_canvas_cell_at (self, self->drag_start_x + offset_x, self->drag_start_y + offset_y, &cx,
                         &cy);
  cx = CLAMP (cx, 0, self->width - 1);
  cy = CLAMP (cy, 0, self->height - 1);
  if (cx != self->stroke_x || cy != self->stroke_y)
    stroke_to (self, cx, cy);
}

static void
primary_drag_end_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, TwMapCanvas *self)
{
  if (self->panning)
    {
      pan_end (self);
      return;
    }
  if (!self->stroking)
    return;
  self->stroking = FALSE;
  g_signal_emit (self, signals[STROKE_END], 0, self->stroke_x, self->stroke_y);
}

static void
middle_drag_begin_cb (GtkGestureDrag *gesture, double x, double y, TwMapCanvas *self)
{
  pan_begin (self);
}

static void
middle_drag_update_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, TwMapCanvas *self)
{
  pan_update (self, offset_x, offset_y);
}

static void
middle_drag_end_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, TwMapCanvas *self)
{
  pan_end (self);
}

static void
secondary_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, TwMapCanvas *self)
{
  int cx, cy;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (tw_map_canvas_cell_at (self, x, y, &cx, &cy))
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, cx, cy, 3u);
}

static void
controllers_add (TwMapCanvas *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  GtkEventController *scroll = gtk_event_controller_scroll_new (
      GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (widget, keys);

  /* The keyboard cursor is drawn only while the canvas has the focus. */
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (widget, focus);

  GtkGesture *primary = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (primary), GDK_BUTTON_PRIMARY);
  g_signal_connect (primary, "drag-begin", G_CALLBACK (primary_drag_begin_cb), self);
  g_signal_connect (primary, "drag-update", G_CALLBACK (primary_drag_update_cb), self);
  g_signal_connect (primary, "drag-end", G_CALLBACK (primary_drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (primary));

  GtkGesture *middle = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (middle), GDK_BUTTON_MIDDLE);
  g_signal_connect (middle, "drag-begin", G_CALLBACK (middle_drag_begin_cb), self);
  g_signal_connect (middle, "drag-update", G_CALLBACK (middle_drag_update_cb), self);
  g_signal_connect (middle, "drag-end", G_CALLBACK (middle_drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (middle));

  GtkGesture *secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (secondary));
}

/* ---- GtkScrollable and layout ------------------------------------------------ */

static void
adjustment_value_changed_cb (GtkAdjustment *adjustment, TwMapCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tw_map_canvas_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                       int *natural, int *minimum_baseline, int *natural_baseline)
{
  TwMapCanvas *self = TW_MAP_CANVAS (widget);
  int cs = tw_map_canvas_get_cell_pixels (self);
  *minimum = 0;
  *natural = (orientation == GTK_ORIENTATION_HORIZONTAL ? self->width : self->height) * cs;
}

static void
tw_map_canvas_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  adjustments_configure (TW_MAP_CANVAS (widget));
}

static gboolean
tw_map_canvas_get_border (GtkScrollable *scrollable, GtkBorder *border)
{
  return FALSE;
}

static void
tw_map_canvas_scrollable_init (GtkScrollableInterface *iface)
{
  iface->get_border = tw_map_canvas_get_border;
}

/* ---- GObject ------------------------------------------------------------------ */

static gboolean *
overlay_slot (TwMapCanvas *self, guint prop_id)
{
  switch (prop_id)
    {
    case PROP_SHOW_GRID:
      return &self->show_grid;
    case PROP_SHOW_DAMAGE:
      return &self->show_damage;
    case PROP_SHOW_BADGES:
      return &self->show_badges;
    case PROP_SHOW_ROUTES:
      return &self->show_routes;
    case PROP_SHOW_PASSABILITY:
      return &self->show_passability;
    case PROP_SHOW_CRITICALS:
      return &self->show_criticals;
    default:
      return NULL;
    }
}

static void
tw_map_canvas_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwMapCanvas *self = TW_MAP_CANVAS (object);
  gboolean *slot = overlay_slot (self, prop_id);
  if (slot != NULL)
    {
      g_value_set_boolean (value, *slot);
      return;
    }
  if (tw_scrollable_get_property (&self->scroll, prop_id, PROP_HADJUSTMENT, value))
    return;
  switch (prop_id)
    {
    case PROP_FLOOR_ID:
      g_value_set_string (value, self->floor_id);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_map_canvas_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TwMapCanvas *self = TW_MAP_CANVAS (object);
  gboolean *slot = overlay_slot (self, prop_id);
  if (slot != NULL)
    {
      gboolean enabled = g_value_get_boolean (value);
      if (*slot == enabled)
        return;
      *slot = enabled;
      if (prop_id == PROP_SHOW_PASSABILITY)
        tw_map_canvas_flush_cache (self); /* the tint is baked into the tile chunks */
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (object, pspec);
      return;
    }
  switch (tw_scrollable_set_property (&self->scroll, prop_id, PROP_HADJUSTMENT, value,
                                      G_CALLBACK (adjustment_value_changed_cb),
                                      G_CALLBACK (adjustment_value_changed_cb), self))
    {
    case TW_SCROLLABLE_ADJUSTMENT:
      adjustments_configure (self);
      return;
    case TW_SCROLLABLE_POLICY:
      gtk_widget_queue_resize (GTK_WIDGET (self));
      return;
    case TW_SCROLLABLE_UNCHANGED:
      return;
    case TW_SCROLLABLE_NOT_MINE:
      break;
    }
  switch (prop_id)
    {
    case PROP_FLOOR_ID:
      tw_map_canvas_set_floor (self, g_value_get_string (value));
      break;
    case PROP_ZOOM:
      tw_map_canvas_set_zoom (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_map_canvas_dispose (GObject *object)
{
  TwMapCanvas *self = TW_MAP_CANVAS (object);
  tw_map_canvas_set_damage_func (self, NULL, NULL, NULL);
  tw_map_canvas_set_critical_func (self, NULL, NULL, NULL);
  tw_map_canvas_set_gauge_func (self, NULL, NULL, NULL);
  tw_scrollable_release_adjustment (&self->scroll.hadjustment,
                                    G_CALLBACK (adjustment_value_changed_cb), self);
  tw_scrollable_release_adjustment (&self->scroll.vadjustment,
                                    G_CALLBACK (adjustment_value_changed_cb), self);
  g_clear_object (&self->sprites);
  g_clear_pointer (&self->tower, json_decref);
  g_clear_pointer (&self->map, json_decref);
  g_clear_pointer (&self->render, tw_floor_render_free);
  G_OBJECT_CLASS (tw_map_canvas_parent_class)->dispose (object);
}

static void
tw_map_canvas_finalize (GObject *object)
{
  TwMapCanvas *self = TW_MAP_CANVAS (object);
  g_free (self->stamp);
  g_free (self->shown_cells);
  g_free (self->chunk_cells);
  g_free (self->loose);
  g_free (self->shown_loose);
  g_free (self->floor_id);
  g_hash_table_unref (self->chunks);
  g_hash_table_unref (self->labels);
  g_hash_table_unref (self->live_sprites);
  g_hash_table_unref (self->live_tiles);
  g_array_unref (self->enemy_cells);
  tw_map_canvas_routes_clear (self);
  G_OBJECT_CLASS (tw_map_canvas_parent_class)->finalize (object);
}

static GParamSpec *
overlay_pspec (const char *name, const char *nick, gboolean default_value)
{
  return g_param_spec_boolean (name, nick, NULL, default_value,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                   | G_PARAM_STATIC_STRINGS);
}

static void
tw_map_canvas_class_init (TwMapCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tw_map_canvas_get_property;
  object_class->set_property = tw_map_canvas_set_property;
  object_class->dispose = tw_map_canvas_dispose;
  object_class->finalize = tw_map_canvas_finalize;
  widget_class->snapshot = tw_map_canvas_snapshot;
  widget_class->measure = tw_map_canvas_measure;
  widget_class->size_allocate = tw_map_canvas_size_allocate;

  properties[PROP_FLOOR_ID]
      = g_param_spec_string ("floor-id", "Floor id", NULL, NULL,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] = g_param_spec_double (
      "zoom", "Zoom", NULL, TW_MAP_CANVAS_ZOOM_MIN, TW_MAP_CANVAS_ZOOM_MAX, 1.0,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_GRID] = overlay_pspec ("show-grid", "Show grid", TRUE);
  properties[PROP_SHOW_DAMAGE] = overlay_pspec ("show-damage", "Show damage", FALSE);
  properties[PROP_SHOW_BADGES] = overlay_pspec ("show-badges", "Show badges", FALSE);
  properties[PROP_SHOW_ROUTES] = overlay_pspec ("show-routes", "Show routes", FALSE);
  properties[PROP_SHOW_PASSABILITY] = overlay_pspec ("show-passability", "Show passability", FALSE);
  properties[PROP_SHOW_CRITICALS] = overlay_pspec ("show-criticals", "Show criticals", FALSE);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  tw_scrollable_override_properties (object_class, PROP_HADJUSTMENT);

  /* Pointer input as cells; button is 1 (primary) or 3 (secondary). */
  signals[CELL_ACTIVATED]
      = g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  signals[STROKE_BEGIN]
      = g_signal_new ("stroke-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  signals[STROKE_CELL] = g_signal_new ("stroke-cell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[STROKE_END] = g_signal_new ("stroke-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[HOVER_CHANGED]
      = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "canvas.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-reset", NULL, zoom_action);
  static const struct
  {
    guint keyval;
    const char *action;
  } keys[] = {
    { GDK_KEY_plus, "canvas.zoom-in" },         { GDK_KEY_equal, "canvas.zoom-in" },
    { GDK_KEY_KP_Add, "canvas.zoom-in" },       { GDK_KEY_minus, "canvas.zoom-out" },
    { GDK_KEY_KP_Subtract, "canvas.zoom-out" }, { GDK_KEY_0, "canvas.zoom-reset" },
    { GDK_KEY_KP_0, "canvas.zoom-reset" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].keyval, GDK_CONTROL_MASK,
                                         keys[i].action, NULL);

  gtk_widget_class_set_css_name (widget_class, "twmapcanvas");
  /* A grid of cells walked with the arrow keys (tw-map-canvas-cursor.c). */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tw_map_canvas_init (TwMapCanvas *self)
{
  self->zoom = 1.0;
  self->show_grid = TRUE;
  self->hover_x = self->hover_y = -1;
  self->chunks
      = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, tw_map_canvas_chunk_free);
  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, tw_map_canvas_label_free);
  self->live_sprites
      = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, tw_map_canvas_live_sprite_free);
  self->live_tiles = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->enemy_cells = g_array_new (FALSE, FALSE, sizeof (int));
  self->render = tw_floor_render_new (NULL);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys move the cursor; Space or Enter uses the tool there"),
                                  -1);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  tw_scrollable_replace_adjustment (&self->scroll.hadjustment, NULL,
                                    G_CALLBACK (adjustment_value_changed_cb), self);
  tw_scrollable_replace_adjustment (&self->scroll.vadjustment, NULL,
                                    G_CALLBACK (adjustment_value_changed_cb), self);
  adjustments_configure (self);
  controllers_add (self);
}

GtkWidget *
tw_map_canvas_new (void)
{
  return g_object_new (TW_TYPE_MAP_CANVAS, NULL);
}
