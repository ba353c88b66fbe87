/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-tiles.c: the canvas's tile pass. What each tile number is
 * (maps entries, sprites, autotiles, passability), drawn with cairo into
 * chunk textures that are cached until cells change or the zoom does. */
#include "ui/tw-map-canvas-private.h"

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
    return g_strdup_printf ("(%d, %d) outside the floor", x, y);
  GString *text = g_string_new (NULL);
  g_string_printf (text, "(%d, %d) ", x, y);
  const char *id = tw_map_canvas_cell_id (self, number);
  if (number == 0)
    g_string_append (text, "empty");
  else if (id == NULL)
    g_string_append_printf (text, "#%d (not in the tile table)", number);
  else
    {
      const char *name = tw_sprites_get_name (self->sprites, number);
      g_string_append (text, id);
      if (name != NULL)
        g_string_append_printf (text, " %s", name);
      g_string_append_printf (text, " %s", tw_sprites_get_cls (self->sprites, number));
    }
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
tw_map_canvas_set_gauge_func (TwMapCanvas *self, TwGaugeFunc func, gpointer user_data,
                              GDestroyNotify destroy)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (self->gauge_destroy != NULL)
    self->gauge_destroy (self->gauge_data);
  self->gauge_func = func;
  self->gauge_data = user_data;
  self->gauge_destroy = destroy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- the tile pass: chunks rasterised with cairo --------------------------- */

static void
draw_ground (TwMapCanvas *self, cairo_t *cr, int cs, int width, int height)
{
  if (self->ground == NULL)
    {
      cairo_set_source_rgb (cr, 0.83, 0.80, 0.72);
      cairo_paint (cr);
      return;
    }
  cairo_save (cr);
  cairo_pattern_t *pattern = cairo_pattern_create_for_surface (self->ground);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_matrix_t matrix;
  double scale = (double)cairo_image_surface_get_width (self->ground) / cs;
  cairo_matrix_init_scale (&matrix, scale, scale);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);
}

static void
draw_unknown_tile (cairo_t *cr, double x, double y, int cs)
{
  cairo_rectangle (cr, x + 1, y + 1, cs - 2, cs - 2);
  cairo_set_source_rgb (cr, 0.40, 0.40, 0.42);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.20, 0.20, 0.22);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
draw_passability (cairo_t *cr, Passability pass, double x, double y, int cs)
{
  static const double tints[][4] = {
    [PASS_OPEN] = { 0.20, 0.80, 0.30, 0.30 },
    [PASS_DOOR] = { 0.95, 0.70, 0.10, 0.40 },
    [PASS_BATTLE] = { 0.95, 0.35, 0.10, 0.35 },
    [PASS_BLOCKED] = { 0.85, 0.10, 0.10, 0.40 },
  };
  cairo_set_source_rgba (cr, tints[pass][0], tints[pass][1], tints[pass][2], tints[pass][3]);
  cairo_rectangle (cr, x, y, cs, cs);
  cairo_fill (cr);
}

/* How one tile number is painted at the current cell size: a rectangle of
 * a sheet pre-scaled to that size (shared by all tiles of the sheet), so a
 * cell is a plain copy. NULL source: not in the tile table. */
typedef struct
{
  cairo_surface_t *source; /* owned by self->scaled */
  int src_x;
  int src_y;
  int dest_x; /* offset inside the cell */
  int dest_y;
  int width;
  int height;
  double scale;      /* sheet pixels -> cell pixels */
  gboolean autotile; /* joined with same-number neighbours, quarter by quarter */
} CellPaint;

static cairo_surface_t *
scaled_sheet (TwMapCanvas *self, cairo_surface_t *sheet, double scale)
{
  char key[64];
  g_snprintf (key, sizeof key, "%p@%d", (void *)sheet, (int)lround (scale * 4096));
  cairo_surface_t *scaled = g_hash_table_lookup (self->scaled, key);
  if (scaled != NULL)
    return scaled;
  int width = (int)ceil (cairo_image_surface_get_width (sheet) * scale);
  int height = (int)ceil (cairo_image_surface_get_height (sheet) * scale);
  scaled = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (1, width), MAX (1, height));
  cairo_t *cr = cairo_create (scaled);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, sheet, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (scaled);
  g_hash_table_insert (self->scaled, g_strdup (key), scaled);
  return scaled;
}

static const CellPaint *
cell_paint (TwMapCanvas *self, int number)
{
  CellPaint *paint = g_hash_table_lookup (self->paints, GINT_TO_POINTER (number));
  if (paint != NULL)
    return paint;
  paint = g_new0 (CellPaint, 1);
  TwSpriteRect sprite;
  if (self->sprites != NULL && tw_sprites_lookup (self->sprites, number, &sprite))
    {
      int cs = tw_map_canvas_get_cell_pixels (self);
      graphene_rect_t dest;
      tw_sprite_rect_fit (&sprite, 0, 0, cs, &dest);
      double scale = dest.size.width / sprite.width;
      paint->source = scaled_sheet (self, sprite.surface, scale);
      paint->src_x = (int)lround (sprite.x * scale);
      paint->src_y = (int)lround (sprite.y * scale);
      paint->dest_x = (int)lround (dest.origin.x);
      paint->dest_y = (int)lround (dest.origin.y);
      paint->width = (int)lround (dest.size.width);
      paint->height = (int)lround (dest.size.height);
      paint->scale = scale;
      paint->autotile = sprite.is_autotile;
    }
  g_hash_table_insert (self->paints, GINT_TO_POINTER (number), paint);
  return paint;
}

/* Premultiplied OVER of a source rectangle onto a destination, without
 * cairo: at small cell sizes cairo's per-call cost dominates a cell's few
 * dozen pixels. Both surfaces must be flushed. */
static void
blit_over (cairo_surface_t *dest, int dx, int dy, cairo_surface_t *source, int sx, int sy,
           int width, int height)
{
  int dest_w = cairo_image_surface_get_width (dest), dest_h = cairo_image_surface_get_height (dest);
  int src_w = cairo_image_surface_get_width (source);
  int src_h = cairo_image_surface_get_height (source);
  width = MIN (width, MIN (dest_w - dx, src_w - sx));
  height = MIN (height, MIN (dest_h - dy, src_h - sy));
  if (width <= 0 || height <= 0 || dx < 0 || dy < 0 || sx < 0 || sy < 0)
    return;
  guint8 *dest_data = cairo_image_surface_get_data (dest);
  const guint8 *src_data = cairo_image_surface_get_data (source);
  int dest_stride = cairo_image_surface_get_stride (dest);
  int src_stride = cairo_image_surface_get_stride (source);
  for (int y = 0; y < height; y++)
    {
      guint32 *d = (guint32 *)(gpointer)(dest_data + (gsize)(dy + y) * dest_stride) + dx;
      const guint32 *s
          = (const guint32 *)(gconstpointer)(src_data + (gsize)(sy + y) * src_stride) + sx;
      for (int x = 0; x < width; x++)
        {
          guint32 p = s[x];
          guint32 alpha = p >> 24;
          if (alpha == 255)
            d[x] = p;
          else if (alpha != 0)
            {
              guint32 q = d[x], inv = 255 - alpha, out = 0;
              for (int shift = 0; shift < 32; shift += 8)
                {
                  guint32 t = ((q >> shift) & 0xff) * inv + 128;
                  guint32 c = ((p >> shift) & 0xff) + ((t + (t >> 8)) >> 8);
                  out |= MIN (c, 255u) << shift;
                }
              d[x] = out;
            }
        }
    }
}

static gboolean
same_autotile (TwMapCanvas *self, int x, int y, int number)
{
  /* Past the floor's edge counts as joined, so an autotile border runs
   * cleanly to the edge. */
  if (x < 0 || y < 0 || x >= self->width || y >= self->height)
    return TRUE;
  return tw_map_canvas_get_cell (self, x, y) == number;
}

/* An autotile cell is four 16x16 quarters (at zoom 1), each chosen by its two
 * side neighbours and the diagonal between them: an outer corner, a
 * horizontal or vertical edge, the middle, or an inner corner. The sheet
 * holds the lone icon and the four inner corners in its top row and a 3x3
 * block of corners, edges and middle below. */
static void
blit_autotile (TwMapCanvas *self, cairo_surface_t *surface, const CellPaint *paint, int x, int y,
               int px, int py, int cs)
{
  int number = tw_map_canvas_get_cell (self, x, y);
  for (int qy = 0; qy < 2; qy++)
    for (int qx = 0; qx < 2; qx++)
      {
        int dx = qx ? 1 : -1, dy = qy ? 1 : -1;
        gboolean side_h = same_autotile (self, x + dx, y, number);
        gboolean side_v = same_autotile (self, x, y + dy, number);
        gboolean diagonal = same_autotile (self, x + dx, y + dy, number);
        int block_x, block_y; /* the source 32x32 cell, in sheet cells */
        if (side_h && side_v)
          block_x = diagonal ? 1 : 2, block_y = diagonal ? 2 : 0;
        else if (side_h)
          block_x = 1, block_y = 1 + 2 * qy;
        else if (side_v)
          block_x = 2 * qx, block_y = 2;
        else
          block_x = 2 * qx, block_y = 1 + 2 * qy;
        int half = cs / 2;
        int qw = qx ? cs - half : half, qh = qy ? cs - half : half;
        int src_x = (int)lround ((block_x * 32 + qx * 16) * paint->scale);
        int src_y = (int)lround ((block_y * 32 + qy * 16) * paint->scale);
        blit_over (surface, px + qx * half, py + qy * half, paint->source, src_x, src_y, qw, qh);
      }
}

static cairo_surface_t *
chunk_render (TwMapCanvas *self, int cx, int cy)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  int n = tw_map_canvas_chunk_cells (self);
  int x0 = cx * n, y0 = cy * n;
  int x1 = MIN (x0 + n, self->width), y1 = MIN (y0 + n, self->height);
  int pw = (x1 - x0) * cs, ph = (y1 - y0) * cs;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create (surface);
  draw_ground (self, cr, cs, pw, ph);
  cairo_surface_flush (surface);

  /* Sprites first, copied straight into the pixels; then, through cairo,
   * what is not a sprite (unknown tiles) and the passability tint. */
  for (int y = y0; y < y1; y++)
    {
      json_t *row = json_array_get (self->map, (size_t)y);
      for (int x = x0; x < x1; x++)
        {
          json_t *value = json_array_get (row, (size_t)x);
          int number = json_is_integer (value) ? (int)json_integer_value (value) : 0;
          if (number != 0)
            {
              const CellPaint *paint = cell_paint (self, number);
              if (paint->source != NULL && paint->autotile)
                blit_autotile (self, surface, paint, x, y, (x - x0) * cs, (y - y0) * cs, cs);
              else if (paint->source != NULL)
                blit_over (surface, (x - x0) * cs + paint->dest_x, (y - y0) * cs + paint->dest_y,
                           paint->source, paint->src_x, paint->src_y, paint->width, paint->height);
            }
          self->stats.cells_rasterized++;
          self->stats.total_cells_rasterized++;
        }
    }
  cairo_surface_mark_dirty (surface);

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        int number = tw_map_canvas_get_cell (self, x, y);
        double px = (double)(x - x0) * cs, py = (double)(y - y0) * cs;
        if (number != 0 && cell_paint (self, number)->source == NULL)
          draw_unknown_tile (cr, px, py, cs);
        if (self->show_passability)
          draw_passability (cr, cell_passability (self, number), px, py, cs);
      }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static GdkTexture *
chunk_texture (Chunk *chunk)
{
  if (chunk->texture != NULL)
    return chunk->texture;
  cairo_surface_t *surface = chunk->surface;
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

void
tw_map_canvas_chunk_free (gpointer data)
{
  Chunk *chunk = data;
  g_clear_object (&chunk->texture);
  cairo_surface_destroy (chunk->surface);
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
      chunk->surface = chunk_render (self, cx, cy);
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
  gboolean use_cairo = tw_map_canvas_renderer_is_cairo (self);
  cairo_t *cr = NULL;
  if (use_cairo)
    cr = gtk_snapshot_append_cairo (
        snapshot, &GRAPHENE_RECT_INIT (
                      MAX (0, ox + (double)cells->x * cs), MAX (0, oy + (double)cells->y * cs),
                      MIN (gtk_widget_get_width (GTK_WIDGET (self)), (double)cells->width * cs),
                      MIN (gtk_widget_get_height (GTK_WIDGET (self)), (double)cells->height * cs)));
  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      {
        Chunk *chunk = chunk_get (self, cx, cy);
        double x = ox + (double)cx * n * cs, y = oy + (double)cy * n * cs;
        int width = cairo_image_surface_get_width (chunk->surface);
        int height = cairo_image_surface_get_height (chunk->surface);
        if (use_cairo)
          {
            cairo_set_source_surface (cr, chunk->surface, x, y);
            /* Sharp pixels when a HiDPI device scale enlarges the chunk. */
            cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
            cairo_rectangle (cr, x, y, width, height);
            cairo_fill (cr);
          }
        else
          gtk_snapshot_append_texture (snapshot, chunk_texture (chunk),
                                       &GRAPHENE_RECT_INIT (x, y, width, height));
      }
  if (cr != NULL)
    cairo_destroy (cr);
  chunks_trim (self);
}
