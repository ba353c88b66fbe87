/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sprites.c: the tile atlas (editor/render/tw-tile-atlas.c loads the
 * sheets, tilesets and glyphs) with a GdkTexture per sheet, sharing the
 * sheet's pixels, for GtkSnapshot and paintables. */
#include "ui/tw-sprites.h"

#define CELL 32

struct _TwSprites
{
  GObject parent_instance;

  TwTileAtlas *atlas;
  GHashTable *textures; /* cairo surface -> GdkTexture sharing its pixels */
};

G_DEFINE_FINAL_TYPE (TwSprites, tw_sprites, G_TYPE_OBJECT)

/* The texture shares the surface's pixels (no copy): the atlas never
 * changes a sheet once loaded. */
static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  cairo_surface_flush (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GBytes) bytes = g_bytes_new_with_free_func (
      cairo_image_surface_get_data (surface), (gsize)height * stride,
      (GDestroyNotify)cairo_surface_destroy, cairo_surface_reference (surface));
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}

static void
tw_sprites_finalize (GObject *object)
{
  TwSprites *self = TW_SPRITES (object);
  g_hash_table_unref (self->textures);
  g_clear_object (&self->atlas);
  G_OBJECT_CLASS (tw_sprites_parent_class)->finalize (object);
}

static void
tw_sprites_class_init (TwSpritesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_sprites_finalize;
}

static void
tw_sprites_init (TwSprites *self)
{
  self->textures = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_object_unref);
}

TwSprites *
tw_sprites_new (json_t *tower, const char *project_dir)
{
  TwSprites *self = g_object_new (TW_TYPE_SPRITES, NULL);
  self->atlas = tw_tile_atlas_new (tower, project_dir);
  return self;
}

TwTileAtlas *
tw_sprites_get_atlas (TwSprites *self)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  return self->atlas;
}

static void
rect_from_tile (TwSprites *self, const TwTileRect *tile, TwSpriteRect *out)
{
  GdkTexture *texture = g_hash_table_lookup (self->textures, tile->surface);
  if (texture == NULL)
    {
      texture = texture_from_surface (tile->surface);
      g_hash_table_insert (self->textures, tile->surface, texture);
    }
  *out = (TwSpriteRect){ texture,     tile->surface, tile->x,        tile->y,
                         tile->width, tile->height,  tile->is_glyph, tile->is_autotile };
}

gboolean
tw_sprites_lookup (TwSprites *self, int number, TwSpriteRect *out)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), FALSE);
  TwTileRect tile;
  if (!tw_tile_atlas_lookup (self->atlas, number, &tile))
    return FALSE;
  rect_from_tile (self, &tile, out);
  return TRUE;
}

gboolean
tw_sprites_lookup_ground (TwSprites *self, const char *ground_id, TwSpriteRect *out)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), FALSE);
  TwTileRect tile;
  if (!tw_tile_atlas_lookup_ground (self->atlas, ground_id, &tile))
    return FALSE;
  rect_from_tile (self, &tile, out);
  return TRUE;
}

TwTileKind
tw_sprites_get_kind (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), TW_TILE_KIND_OTHER);
  return tw_tile_atlas_get_kind (self->atlas, number);
}

const char *
tw_sprites_get_cls (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  return tw_tile_atlas_get_cls (self->atlas, number);
}

const char *
tw_sprites_get_id (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  return tw_tile_atlas_get_id (self->atlas, number);
}

const char *
tw_sprites_get_name (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  return tw_tile_atlas_get_name (self->atlas, number);
}

int
tw_sprites_find_number (TwSprites *self, const char *id)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), -1);
  return tw_tile_atlas_find_number (self->atlas, id);
}

const int *
tw_sprites_get_numbers (TwSprites *self, guint *n_numbers)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  return tw_tile_atlas_get_numbers (self->atlas, n_numbers);
}

guint
tw_sprites_get_sheet_count (TwSprites *self)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), 0);
  return tw_tile_atlas_get_sheet_count (self->atlas);
}

void
tw_sprite_rect_fit (const TwSpriteRect *sprite, double x, double y, double size,
                    graphene_rect_t *out)
{
  double scale = size / MAX (sprite->width, sprite->height);
  double width = sprite->width * scale, height = sprite->height * scale;
  graphene_rect_init (out, x + (size - width) / 2, y + (size - height) / 2, width, height);
}

void
tw_sprite_rect_draw_cairo (const TwSpriteRect *sprite, cairo_t *cr, double x, double y,
                           double width, double height)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, width / sprite->width, height / sprite->height);
  cairo_set_source_surface (cr, sprite->surface, -sprite->x, -sprite->y);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle (cr, 0, 0, sprite->width, sprite->height);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tw_sprite_rect_snapshot (const TwSpriteRect *sprite, GtkSnapshot *snapshot,
                         const graphene_rect_t *dest)
{
  double sx = dest->size.width / sprite->width;
  double sy = dest->size.height / sprite->height;
  gtk_snapshot_push_clip (snapshot, dest);
  gtk_snapshot_append_texture (snapshot, sprite->texture,
                               &GRAPHENE_RECT_INIT (dest->origin.x - sprite->x * sx,
                                                    dest->origin.y - sprite->y * sy,
                                                    gdk_texture_get_width (sprite->texture) * sx,
                                                    gdk_texture_get_height (sprite->texture) * sy));
  gtk_snapshot_pop (snapshot);
}

/* A paintable of one tile, so GtkImage and GtkPicture can show sprites. */
#define TW_TYPE_SPRITE_PAINTABLE (tw_sprite_paintable_get_type ())
G_DECLARE_FINAL_TYPE (TwSpritePaintable, tw_sprite_paintable, TW, SPRITE_PAINTABLE, GObject)

struct _TwSpritePaintable
{
  GObject parent_instance;
  TwSprites *sprites;
  TwSpriteRect rect;
  GdkTexture *cell; /* the sprite's own pixels, made on the first draw */
};

/* A texture of just the sprite's rectangle, sharing the sheet's pixels. GTK's
 * cairo renderer converts a texture node's whole texture to a surface on
 * every frame it draws it: a 736x704 sheet for one 32x32 palette sprite cost
 * about 2 ms a frame (bench-play). */
static GdkTexture *
sprite_cell_texture (const TwSpriteRect *rect)
{
  cairo_surface_t *sheet = rect->surface;
  int stride = cairo_image_surface_get_stride (sheet);
  int sheet_w = cairo_image_surface_get_width (sheet);
  int sheet_h = cairo_image_surface_get_height (sheet);
  int x = CLAMP (rect->x, 0, sheet_w - 1), y = CLAMP (rect->y, 0, sheet_h - 1);
  int width = MIN (rect->width, sheet_w - x), height = MIN (rect->height, sheet_h - y);
  if (width <= 0 || height <= 0)
    return NULL;
  cairo_surface_flush (sheet);
  const guint8 *data = cairo_image_surface_get_data (sheet) + (gsize)y * stride + (gsize)x * 4;
  g_autoptr (GBytes) bytes = g_bytes_new_with_free_func (
      data, (gsize)(height - 1) * stride + (gsize)width * 4, (GDestroyNotify)cairo_surface_destroy,
      cairo_surface_reference (sheet));
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static void
tw_sprite_paintable_snapshot (GdkPaintable *paintable, GdkSnapshot *snapshot, double width,
                              double height)
{
  TwSpritePaintable *self = TW_SPRITE_PAINTABLE (paintable);
  graphene_rect_t dest;
  tw_sprite_rect_fit (&self->rect, 0, 0, MIN (width, height), &dest);
  if (self->cell == NULL)
    self->cell = sprite_cell_texture (&self->rect);
  if (self->cell != NULL && gdk_texture_get_width (self->cell) == self->rect.width
      && gdk_texture_get_height (self->cell) == self->rect.height)
    gtk_snapshot_append_texture (GTK_SNAPSHOT (snapshot), self->cell, &dest);
  else
    tw_sprite_rect_snapshot (&self->rect, GTK_SNAPSHOT (snapshot), &dest);
}

static int
tw_sprite_paintable_get_intrinsic_width (GdkPaintable *paintable)
{
  return CELL;
}

static int
tw_sprite_paintable_get_intrinsic_height (GdkPaintable *paintable)
{
  return CELL;
}

static GdkPaintableFlags
tw_sprite_paintable_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void
tw_sprite_paintable_iface_init (GdkPaintableInterface *iface)
{
  iface->snapshot = tw_sprite_paintable_snapshot;
  iface->get_intrinsic_width = tw_sprite_paintable_get_intrinsic_width;
  iface->get_intrinsic_height = tw_sprite_paintable_get_intrinsic_height;
  iface->get_flags = tw_sprite_paintable_get_flags;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TwSpritePaintable, tw_sprite_paintable, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE,
                                                      tw_sprite_paintable_iface_init))

static void
tw_sprite_paintable_finalize (GObject *object)
{
  g_clear_object (&TW_SPRITE_PAINTABLE (object)->cell);
  g_clear_object (&TW_SPRITE_PAINTABLE (object)->sprites);
  G_OBJECT_CLASS (tw_sprite_paintable_parent_class)->finalize (object);
}

static void
tw_sprite_paintable_class_init (TwSpritePaintableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_sprite_paintable_finalize;
}

static void
tw_sprite_paintable_init (TwSpritePaintable *self)
{
}

GdkPaintable *
tw_sprites_get_paintable (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  TwSpriteRect rect;
  if (!tw_sprites_lookup (self, number, &rect))
    return NULL;
  TwSpritePaintable *paintable = g_object_new (TW_TYPE_SPRITE_PAINTABLE, NULL);
  paintable->sprites = g_object_ref (self); /* keeps the sheet texture alive */
  paintable->rect = rect;
  return GDK_PAINTABLE (paintable);
}
