/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-tiles.c: the canvas's tile pass. What each tile number is
 * (maps entries, passability), and chunks of cells drawn by the floor
 * renderer (editor/render/tw-floor-render.c: ground, layers, autotiles)
 * that are cached until cells change or the zoom does. */
#include "ui/tw-map-canvas-private.h"
#include "editor/tw-i18n.h"

/* ---- tile information ---------------------------------------------------- */

static json_t *
maps_entry (TwMapCanvas *self, int number)
{
  char key[16];
  g_snprintf (key, sizeof key, "%d", number);
  return json_object_get (json_object_get (self->tower, "maps"), key);
}

static Passability
cell_passability (TwMapCanvas *self, int number)
{
  if (number == 0)
    return PASS_OPEN;
  switch (self->sprites ? tw_sprites_get_kind (self->sprites, number) : TW_TILE_KIND_OTHER)
    {
    case TW_TILE_KIND_ITEM:
    case TW_TILE_KIND_STAIRS:
      return PASS_OPEN;
    case TW_TILE_KIND_DOOR:
      return PASS_DOOR;
    case TW_TILE_KIND_ENEMY:
      return PASS_BATTLE;
    default:
      break;
    }
  return json_is_true (json_object_get (maps_entry (self, number), "canPass")) ? PASS_OPEN
                                                                               : PASS_BLOCKED;
}

const char *
tw_map_canvas_cell_id (TwMapCanvas *self, int number)
{
  return self->sprites ? tw_sprites_get_id (self->sprites, number) : NULL;
}

json_t *
tw_map_canvas_enemy_definition (TwMapCanvas *self, int number)
{
  if (self->sprites == NULL || tw_sprites_get_kind (self->sprites, number) != TW_TILE_KIND_ENEMY)
    return NULL;
  return json_object_get (json_object_get (self->tower, "enemys"),
                          tw_map_canvas_cell_id (self, number));
}

char *
tw_map_canvas_describe_cell (TwMapCanvas *self, int x, int y)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), NULL);
  int number = tw_map_canvas_get_cell (self, x, y);
  if (number < 0)
    return g_strdup_printf (_("(%d, %d) outside the floor"), x, y);
  GString *text = g_string_new (NULL);
  g_string_printf (text, "(%d, %d) ", x, y);
  const char *id = tw_map_canvas_cell_id (self, number);
  if (number == 0)
    g_string_append (text, "empty");
  else if (id == NULL)
    g_string_append_printf (text, _("#%d (not in the tile table)"), number);
  else
    {
      const char *name = tw_sprites_get_name (self->sprites, number);
      g_string_append (text, id);
      if (name != NULL)
        g_string_append_printf (text, " %s", name);
      g_string_append_printf (text, " %s", tw_sprites_get_cls (self->sprites, number));
    }
  /* The weather and tint are drawn as a still overlay: say which they are. */
  json_t *floor = json_object_get (json_object_get (self->tower, "floors"), self->floor_id);
  g_autofree char *looks = tw_floor_render_describe_looks (floor);
  if (looks != NULL)
    g_string_append_printf (text, "   ·   %s", looks);
  return g_string_free (text, FALSE);
}

void
tw_map_canvas_get_hover (TwMapCanvas *self, int *x, int *y)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  *x = self->hover_x;
  *y = self->hover_y;
}

void
tw_map_canvas_get_stats (TwMapCanvas *self, TwMapCanvasStats *out)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  *out = self->stats;
}

void
tw_map_canvas_set_damage_func (TwMapCanvas *self, TwDamageFunc func, gpointer user_data,
                               GDestroyNotify destroy)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (self->damage_destroy != NULL)
    self->damage_destroy (self->damage_data);
  self->damage_func = func;
  self->damage_data = user_data;
  self->damage_destroy = destroy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tw_map_canvas_set_critical_func (TwMapCanvas *self, TwCriticalFunc func, gpointer user_data,
                                 GDestroyNotify destroy)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (self->critical_destroy != NULL)
    self->critical_destroy (self->critical_data);
  self->critical_func = func;
  self->critical_data = user_data;
  self->critical_destroy = destroy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tw_map_canvas_set_map_damage_func (TwMapCanvas *self, TwMapDamageFunc func, gpointer user_data)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  self->map_damage_func = func;
  self->map_damage_data = user_data;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tw_map_canvas_set_gauge_func (TwMapCanvas *self, TwGaugeFunc func, gpointer user_data,
                              GDestroyNotify destroy)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (self->gauge_destroy != NULL)
    self->gauge_destroy (self->gauge_data);
  gboolean was_live = self->gauge_func != NULL;
  self->gauge_func = func;
  self->gauge_data = user_data;
  self->gauge_destroy = destroy;
  /* Simulate mode draws its enemies apart from the chunks (tw-map-canvas-live.c). */
  if (was_live != (func != NULL))
    tw_map_canvas_flush_cache (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- the tile pass: chunks rasterised with cairo --------------------------- */

/* The passability tints; the legend (tw-map-readouts) shows the same. */
static const double tints[][4] = {
  [PASS_OPEN] = { 0.20, 0.80, 0.30, 0.30 },
  [PASS_DOOR] = { 0.95, 0.70, 0.10, 0.40 },
  [PASS_BATTLE] = { 0.95, 0.35, 0.10, 0.35 },
  [PASS_BLOCKED] = { 0.85, 0.10, 0.10, 0.40 },
};

gboolean
tw_map_canvas_passability_tint (guint index, GdkRGBA *color)
{
  if (index >= G_N_ELEMENTS (tints))
    return FALSE;
  *color = (GdkRGBA){ tints[index][0], tints[index][1], tints[index][2], tints[index][3] };
  return TRUE;
}

static void
draw_passability (cairo_t *cr, Passability pass, double x, double y, int cs)
{
  cairo_set_source_rgba (cr, tints[pass][0], tints[pass][1], tints[pass][2], tints[pass][3]);
  cairo_rectangle (cr, x, y, cs, cs);
  cairo_fill (cr);
}

static cairo_surface_t *
chunk_render (TwMapCanvas *self, int cx, int cy)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  int n = tw_map_canvas_chunk_cells (self);
  int x0 = cx * n, y0 = cy * n;
  int x1 = MIN (x0 + n, self->width), y1 = MIN (y0 + n, self->height);
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (x1 - x0) * cs, (y1 - y0) * cs);
  /* Ground, bgmap, map, fgmap: the same drawing as turnwright-cli render,
   * less simulate mode's loose enemies (drawn over the chunks). */
  tw_floor_render_set_cell_size (self->render, cs);
  tw_floor_render_set_event_skip (self->render,
                                  tw_map_canvas_live_active (self) ? self->loose : NULL);
  tw_floor_render_draw (self->render, surface, x0, y0, x1, y1);
  tw_floor_render_set_event_skip (self->render, NULL);
  guint cells = (guint)((x1 - x0) * (y1 - y0));
  self->stats.cells_rasterized += cells;
  self->stats.total_cells_rasterized += cells;

  if (self->show_passability)
    {
      cairo_t *cr = cairo_create (surface);
      for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
          draw_passability (cr, cell_passability (self, tw_map_canvas_get_cell (self, x, y)),
                            (double)(x - x0) * cs, (double)(y - y0) * cs, cs);
      cairo_destroy (cr);
    }
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
chunk_surface (TwMapCanvas *self, Chunk *chunk)
{
  if (chunk->surface == NULL)
    chunk->surface = chunk_render (self, chunk->cx, chunk->cy);
  return chunk->surface;
}

static GdkTexture *
chunk_texture (TwMapCanvas *self, Chunk *chunk)
{
  if (chunk->texture != NULL)
    return chunk->texture;
  cairo_surface_t *surface = chunk_surface (self, chunk);
  int stride = cairo_image_surface_get_stride (surface);
  int height = cairo_image_surface_get_height (surface);
  GBytes *bytes = g_bytes_new_with_free_func (
      cairo_image_surface_get_data (surface), (gsize)height * stride,
      (GDestroyNotify)cairo_surface_destroy, cairo_surface_reference (surface));
  chunk->texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                           GDK_MEMORY_DEFAULT, bytes, stride);
  g_bytes_unref (bytes);
  return chunk->texture;
}

/* The chunk's node at its place in content coordinates: the cairo
 * renderer paints a cairo node's surface as it is, while it would convert a
 * texture to a surface on every frame. */
static GskRenderNode *
chunk_node (TwMapCanvas *self, Chunk *chunk, double x, double y)
{
  gboolean use_cairo = tw_map_canvas_renderer_is_cairo (self);
  /* The canvas may have moved to a window with another renderer. */
  if (chunk->node != NULL && chunk->node_is_cairo != use_cairo)
    g_clear_pointer (&chunk->node, gsk_render_node_unref);
  if (chunk->node != NULL)
    return chunk->node;
  chunk->node_is_cairo = use_cairo;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT ((float)x, (float)y, chunk->width, chunk->height);
  if (!use_cairo)
    return chunk->node = gsk_texture_node_new (chunk_texture (self, chunk), &bounds);
  chunk->node = gsk_cairo_node_new (&bounds);
  cairo_t *cr = gsk_cairo_node_get_draw_context (chunk->node);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, chunk_surface (self, chunk), x, y);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  int cs = tw_map_canvas_get_cell_pixels (self);
  int x0 = (int)lround (x / cs), y0 = (int)lround (y / cs);
  tw_map_canvas_live_paint_chunk (self, cr, x0, y0, x0 + chunk->width / cs,
                                  y0 + chunk->height / cs);
  cairo_destroy (cr);
  /* The node has the pixels: keep them twice only while simulate mode
   * paints moving enemies over them again. */
  if (!tw_map_canvas_live_active (self))
    g_clear_pointer (&chunk->surface, cairo_surface_destroy);
  return chunk->node;
}

void
tw_map_canvas_chunk_free (gpointer data)
{
  Chunk *chunk = data;
  g_clear_pointer (&chunk->node, gsk_render_node_unref);
  g_clear_object (&chunk->texture);
  g_clear_pointer (&chunk->surface, cairo_surface_destroy);
  g_free (chunk);
}

static void
chunks_trim (TwMapCanvas *self)
{
  if (g_hash_table_size (self->chunks) <= CHUNK_CACHE_MAX)
    return;
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, self->chunks);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((Chunk *)value)->frame != self->frame)
      g_hash_table_iter_remove (&iter);
}

/* The cairo renderer (tests, benchmarks, machines without GL) draws cairo
 * surfaces fastest; GPU renderers draw cached textures fastest. */
gboolean
tw_map_canvas_renderer_is_cairo (TwMapCanvas *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  return renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer);
}

static Chunk *
chunk_get (TwMapCanvas *self, int cx, int cy)
{
  Chunk *chunk = g_hash_table_lookup (self->chunks, tw_map_canvas_chunk_key (cx, cy));
  if (chunk == NULL)
    {
      chunk = g_new0 (Chunk, 1);
      chunk->cx = cx;
      chunk->cy = cy;
      chunk->surface = chunk_render (self, cx, cy);
      chunk->width = cairo_image_surface_get_width (chunk->surface);
      chunk->height = cairo_image_surface_get_height (chunk->surface);
      g_hash_table_insert (self->chunks, tw_map_canvas_chunk_key (cx, cy), chunk);
    }
  chunk->frame = self->frame;
  self->stats.chunks_drawn++;
  return chunk;
}

void
tw_map_canvas_snapshot_tiles (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy,
                              const GdkRectangle *cells)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  int n = tw_map_canvas_chunk_cells (self);
  int cx0 = cells->x / n, cy0 = cells->y / n;
  int cx1 = (cells->x + cells->width - 1) / n, cy1 = (cells->y + cells->height - 1) / n;
  /* The same nodes in content coordinates from frame to frame, scrolled by
   * one translation: GTK finds unchanged chunks unchanged. */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float)ox, (float)oy));
  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      {
        Chunk *chunk = chunk_get (self, cx, cy);
        gtk_snapshot_append_node (snapshot,
                                  chunk_node (self, chunk, (double)cx * n * cs, (double)cy * n * cs));
      }
  gtk_snapshot_restore (snapshot);
  chunks_trim (self);
}

/* ---- the stamp preview ------------------------------------------------------------ */

void
tw_map_canvas_set_stamp_preview (TwMapCanvas *self, const int *numbers, int width, int height)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  g_clear_pointer (&self->stamp, g_free);
  self->stamp_width = self->stamp_height = 0;
  if (numbers != NULL && width > 0 && height > 0 && width * height > 1)
    {
      self->stamp = g_memdup2 (numbers, sizeof (int) * (gsize)width * height);
      self->stamp_width = width;
      self->stamp_height = height;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tw_map_canvas_get_stamp_preview (TwMapCanvas *self, int *width, int *height)
{
  g_return_val_if_fail (TW_IS_MAP_CANVAS (self), FALSE);
  *width = self->stamp_width;
  *height = self->stamp_height;
  return self->stamp != NULL;
}

void
tw_map_canvas_snapshot_stamp (TwMapCanvas *self, GtkSnapshot *snapshot)
{
  if (self->stamp == NULL || self->hover_x < 0 || self->sprites == NULL)
    return;
  graphene_rect_t first;
  tw_map_canvas_cell_bounds (self, self->hover_x, self->hover_y, &first);
  double cs = first.size.width;
  graphene_rect_t area = GRAPHENE_RECT_INIT (first.origin.x, first.origin.y,
                                             (float)(cs * self->stamp_width),
                                             (float)(cs * self->stamp_height));
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &area);
  TwTileAtlas *atlas = tw_sprites_get_atlas (self->sprites);
  for (int y = 0; y < self->stamp_height; y++)
    for (int x = 0; x < self->stamp_width; x++)
      {
        TwTileRect rect;
        if (!tw_tile_atlas_lookup (atlas, self->stamp[y * self->stamp_width + x], &rect))
          continue;
        cairo_save (cr);
        cairo_translate (cr, first.origin.x + x * cs, first.origin.y + y * cs);
        cairo_rectangle (cr, 0, 0, cs, cs);
        cairo_clip (cr);
        cairo_scale (cr, cs / rect.width, cs / rect.width);
        cairo_set_source_surface (cr, rect.surface, -rect.x, -rect.y);
        cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
        cairo_paint_with_alpha (cr, 0.7);
        cairo_restore (cr);
      }
  /* The stamp's outline, so its extent shows over any floor. */
  cairo_rectangle (cr, area.origin.x + 1, area.origin.y + 1, area.size.width - 2,
                   area.size.height - 2);
  cairo_set_source_rgba (cr, 0.2, 0.5, 1.0, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_destroy (cr);
}
