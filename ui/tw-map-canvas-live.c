/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-live.c: simulate mode's moving enemies (issue 20). While the
 * live gauges are shown, an enemy is drawn as its own small node over the
 * cached tile chunks instead of into them: a tick where enemies only move
 * re-rasterises no chunk. With a GPU renderer the chunks keep their texture
 * nodes (nothing is uploaded again) and each enemy is a texture node of its
 * kind's sprite, made once per cell size (GTK's GL renderer keeps such small
 * textures in its atlas and batches them). With the cairo renderer the
 * enemies over a chunk are painted into the chunk's cairo node, made again
 * when one of them moves: 500 small nodes cost that renderer more (about
 * 1.3 ms a frame in bench-play) than a copy of each chunk does.
 *
 * The picture stays what tw_floor_render_draw makes: an enemy is only drawn
 * apart where nothing the floor renderer draws later covers it. It stays in
 * the chunks under an fgmap tile (its own cell, or the cell above for a tall
 * sprite's head), under a tall sprite of the cell below that stays in the
 * chunks (the game draws a row's heads over the row above), and everywhere
 * when the floor has a tint, weather or images, the event layer is dimmed
 * or hidden, or the passability tints are shown. Loose sprites are drawn
 * row by row like the event layer, so a tall head lands over the row above. */
#include "ui/tw-map-canvas-private.h"

#include "editor/render/tw-floor-blit.h"

gboolean
tw_map_canvas_live_active (TwMapCanvas *self)
{
  return self->gauge_func != NULL && self->sprites != NULL && self->map != NULL
         && self->render != NULL && !self->show_passability
         && tw_floor_render_get_layer_mode (self->render, TW_LAYER_EVENT) == TW_LAYER_SHOWN
         && !tw_floor_render_has_cover (self->render);
}

/* What the loose rules need of a tile number, worked out once per cell
 * size (tw_map_canvas_flush_cache empties the table). */
enum
{
  TILE_KNOWN = 1 << 0,
  TILE_LOOSE_ENEMY = 1 << 1, /* an enemy with a plain sprite: may be drawn apart */
  TILE_TALL = 1 << 2,        /* reaches into the cell above */
};

static guint
tile_flags (TwMapCanvas *self, int number)
{
  if (number <= 0)
    return TILE_KNOWN;
  gpointer key = GINT_TO_POINTER (number);
  guint flags = GPOINTER_TO_UINT (g_hash_table_lookup (self->live_tiles, key));
  if (flags != 0)
    return flags;
  flags = TILE_KNOWN;
  TwTilePaint paint;
  if (tw_floor_render_get_tile_paint (self->render, number, &paint))
    {
      if (paint.dest_y < 0)
        flags |= TILE_TALL;
      if (tw_sprites_get_kind (self->sprites, number) == TW_TILE_KIND_ENEMY)
        flags |= TILE_LOOSE_ENEMY;
    }
  g_hash_table_insert (self->live_tiles, key, GUINT_TO_POINTER (flags));
  return flags;
}

static gboolean
fg_covers (TwMapCanvas *self, int x, int y)
{
  return tw_floor_render_get_layer_mode (self->render, TW_LAYER_FG) != TW_LAYER_HIDDEN
         && tw_floor_render_get_cell (self->render, TW_LAYER_FG, x, y) > 0;
}

/* Whether the event cell (x, y) can be drawn apart; the row below is
 * already decided. */
static gboolean
cell_can_be_loose (TwMapCanvas *self, const int *numbers, int x, int y)
{
  gsize i = (gsize)y * self->width + x;
  guint flags = tile_flags (self, numbers[i]);
  if (!(flags & TILE_LOOSE_ENEMY))
    return FALSE;
  if (fg_covers (self, x, y) || ((flags & TILE_TALL) && y > 0 && fg_covers (self, x, y - 1)))
    return FALSE;
  /* A tall sprite below that stays in the chunks would be drawn under us. */
  if (y + 1 < self->height && !self->loose[i + self->width]
      && (tile_flags (self, numbers[i + self->width]) & TILE_TALL))
    return FALSE;
  return TRUE;
}

void
tw_map_canvas_live_update (TwMapCanvas *self, const int *numbers)
{
  gsize n = (gsize)self->width * self->height;
  if (n == 0)
    {
      g_clear_pointer (&self->loose, g_free);
      return;
    }
  if (self->loose == NULL)
    self->loose = g_new0 (guint8, n);
  if (!tw_map_canvas_live_active (self))
    {
      memset (self->loose, 0, n);
      return;
    }
  /* The tile paints are at the cell size the chunks are drawn at. */
  tw_floor_render_set_cell_size (self->render, tw_map_canvas_get_cell_pixels (self));
  for (int y = self->height - 1; y >= 0; y--)
    for (int x = 0; x < self->width; x++)
      self->loose[(gsize)y * self->width + x] = cell_can_be_loose (self, numbers, x, y);
}

/* The sprite of a tile at the current cell size as a node placed in a cell
 * at (0, 0): a copy of its pixels from the floor renderer's scaled sheet, so
 * it is the very picture the chunks would have held. */
static GskRenderNode *
sprite_node_new (TwMapCanvas *self, int number)
{
  TwTilePaint paint;
  if (!tw_floor_render_get_tile_paint (self->render, number, &paint) || paint.width <= 0
      || paint.height <= 0)
    return NULL;
  graphene_rect_t bounds
      = GRAPHENE_RECT_INIT (paint.dest_x, paint.dest_y, paint.width, paint.height);
  cairo_surface_t *copy
      = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, paint.width, paint.height);
  cairo_t *cr = cairo_create (copy);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, paint.source, -paint.src_x, -paint.src_y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (copy);
  int stride = cairo_image_surface_get_stride (copy);
  g_autoptr (GBytes) bytes = g_bytes_new_with_free_func (
      cairo_image_surface_get_data (copy), (gsize)paint.height * stride,
      (GDestroyNotify)cairo_surface_destroy, copy);
  g_autoptr (GdkTexture) texture
      = gdk_memory_texture_new (paint.width, paint.height, GDK_MEMORY_DEFAULT, bytes, stride);
  return gsk_texture_node_new (texture, &bounds);
}

void
tw_map_canvas_live_sprite_free (gpointer node)
{
  if (node != NULL)
    gsk_render_node_unref (node);
}

static GskRenderNode *
sprite_node (TwMapCanvas *self, int number)
{
  gpointer key = GINT_TO_POINTER (number);
  GskRenderNode *node = g_hash_table_lookup (self->live_sprites, key);
  if (node == NULL && !g_hash_table_contains (self->live_sprites, key))
    {
      node = sprite_node_new (self, number);
      g_hash_table_insert (self->live_sprites, key, node);
    }
  return node;
}

/* A plain texture node a sprite, which GTK's GL renderer batches with its
 * neighbours. */
static void
append_sprite (GtkSnapshot *snapshot, GskRenderNode *node, double x, double y)
{
  graphene_rect_t bounds;
  gsk_render_node_get_bounds (node, &bounds);
  gtk_snapshot_append_texture (snapshot, gsk_texture_node_get_texture (node),
                               &GRAPHENE_RECT_INIT ((float)(x + bounds.origin.x),
                                                    (float)(y + bounds.origin.y), bounds.size.width,
                                                    bounds.size.height));
}

void
tw_map_canvas_live_moved (TwMapCanvas *self, int x, int y)
{
  if (!tw_map_canvas_renderer_is_cairo (self))
    return; /* GPU renderers draw the sprites as nodes of their own */
  /* Its cell, and the cell above for a tall sprite's head. */
  int n = tw_map_canvas_chunk_cells (self);
  for (int cy = MAX (0, y - 1) / n; cy <= y / n; cy++)
    {
      Chunk *chunk = g_hash_table_lookup (self->chunks, tw_map_canvas_chunk_key (x / n, cy));
      if (chunk != NULL)
        g_clear_pointer (&chunk->node, gsk_render_node_unref);
    }
}

/* Copies a sprite OVER the image at (x, y), as cairo would (premultiplied
 * ARGB32 on both sides, pixman's rounding); FALSE when the sheet is not such
 * an image. A hundred sprites through cairo_fill cost ten times as much. */
static gboolean
blend_sprite (cairo_surface_t *image, const TwTilePaint *paint, int x, int y)
{
  cairo_surface_t *sheet = paint->source;
  if (cairo_surface_get_type (sheet) != CAIRO_SURFACE_TYPE_IMAGE
      || cairo_image_surface_get_format (sheet) != CAIRO_FORMAT_ARGB32
      || paint->src_x < 0 || paint->src_y < 0
      || paint->src_x + paint->width > cairo_image_surface_get_width (sheet)
      || paint->src_y + paint->height > cairo_image_surface_get_height (sheet))
    return FALSE;
  cairo_surface_flush (sheet);
  TwPixels dest = tw_blit_pixels_of (image), source = tw_blit_pixels_of (sheet);
  tw_blit_rect (&dest, x, y, &source, paint->src_x, paint->src_y, paint->width, paint->height,
                256, FALSE, NULL);
  return TRUE;
}

/* The loose sprites over a chunk are blended into an image of their own,
 * which the chunk's node paints once: recorded one by one, a hundred sprites
 * cost the node's recording and every frame's replay (the cairo renderer
 * replays a cairo node whenever it meets the damaged area) about 3 million
 * instructions a frame more in bench-play under callgrind. */
void
tw_map_canvas_live_paint_chunk (TwMapCanvas *self, cairo_t *cr, int x0, int y0, int x1, int y1)
{
  if (self->loose == NULL || !tw_map_canvas_live_active (self) || x1 <= x0 || y1 <= y0)
    return;
  int cs = tw_map_canvas_get_cell_pixels (self);
  cairo_surface_t *sprites = NULL;
  cairo_t *scr = NULL;
  /* The row below too: its tall sprites' heads reach into the chunk. */
  int last = MIN (y1 + 1, self->height);
  for (int y = y0; y < last; y++)
    for (int x = x0; x < x1; x++)
      {
        TwTilePaint paint;
        if (!self->loose[(gsize)y * self->width + x]
            || !tw_floor_render_get_tile_paint (self->render, tw_map_canvas_get_cell (self, x, y),
                                                &paint))
          continue;
        if (sprites == NULL)
          sprites = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (x1 - x0) * cs,
                                                (y1 - y0) * cs);
        /* In the image's pixels. */
        int px = (x - x0) * cs + paint.dest_x, py = (y - y0) * cs + paint.dest_y;
        if (blend_sprite (sprites, &paint, px, py))
          continue;
        if (scr == NULL)
          scr = cairo_create (sprites);
        cairo_surface_mark_dirty (sprites);
        cairo_set_source_surface (scr, paint.source, px - paint.src_x, py - paint.src_y);
        cairo_rectangle (scr, px, py, paint.width, paint.height);
        cairo_fill (scr);
        cairo_surface_flush (sprites);
      }
  if (sprites == NULL)
    return;
  if (scr != NULL)
    cairo_destroy (scr);
  cairo_surface_mark_dirty (sprites);
  cairo_set_source_surface (cr, sprites, (double)x0 * cs, (double)y0 * cs);
  cairo_paint (cr);
  tw_map_canvas_keep_with_recording (cr, sprites);
}

static const cairo_user_data_key_t kept_image_key;

void
tw_map_canvas_keep_with_recording (cairo_t *cr, cairo_surface_t *image)
{
  cairo_surface_t *target = cairo_get_target (cr);
  /* A surface holds one value per key: chain them through the images. */
  cairo_surface_t *before = cairo_surface_get_user_data (target, &kept_image_key);
  if (before != NULL)
    cairo_surface_set_user_data (image, &kept_image_key, cairo_surface_reference (before),
                                 (cairo_destroy_func_t)cairo_surface_destroy);
  if (cairo_surface_set_user_data (target, &kept_image_key, image,
                                   (cairo_destroy_func_t)cairo_surface_destroy)
      != CAIRO_STATUS_SUCCESS)
    cairo_surface_destroy (image);
}

void
tw_map_canvas_snapshot_live (TwMapCanvas *self, GtkSnapshot *snapshot, const GdkRectangle *cells)
{
  /* The cairo renderer has them in the chunks' nodes. */
  if (self->loose == NULL || !tw_map_canvas_live_active (self)
      || tw_map_canvas_renderer_is_cairo (self))
    return;
  int cs = tw_map_canvas_get_cell_pixels (self);
  /* A tall head never leaves the floor (the chunks cut it off at row 0). */
  gtk_snapshot_push_clip (
      snapshot, &GRAPHENE_RECT_INIT (0, 0, (float)self->width * cs, (float)self->height * cs));
  /* One row more below: its tall sprites' heads reach into the last row. */
  int y1 = MIN (self->height, cells->y + cells->height + 1);
  for (int y = cells->y; y < y1; y++)
    for (int x = cells->x; x < cells->x + cells->width; x++)
      {
        if (!self->loose[(gsize)y * self->width + x])
          continue;
        GskRenderNode *node = sprite_node (self, tw_map_canvas_get_cell (self, x, y));
        if (node != NULL)
          append_sprite (snapshot, node, (double)x * cs, (double)y * cs);
      }
  gtk_snapshot_pop (snapshot);
}
