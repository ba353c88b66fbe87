/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sprites.h: the tower's tile atlas (editor/render/tw-tile-atlas.h) as
 * GdkTextures and paintables for GTK widgets. */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "editor/render/tw-tile-atlas.h"

G_BEGIN_DECLS

/* Where a tile's frame 0 sits: a sub-rectangle of one sheet. The sheet is
 * both a GdkTexture (for GtkSnapshot) and a cairo surface (for bulk
 * rasterising); both are owned by the TwSprites. */
typedef struct
{
  GdkTexture *texture;
  cairo_surface_t *surface;
  int x;
  int y;
  int width;
  int height;
  gboolean is_glyph;
  /* The sheet is a whole 96x128 autotile (icon, inner corners, 3x3 block):
   * the canvas joins it with its neighbours; x, y, width, height is the icon. */
  gboolean is_autotile;
} TwSpriteRect;

#define TW_TYPE_SPRITES (tw_sprites_get_type ())
G_DECLARE_FINAL_TYPE (TwSprites, tw_sprites, TW, SPRITES, GObject)

/* The GTK-free atlas underneath (editor/render/tw-tile-atlas.h): tile
 * numbers, tilesets, missing images. */
TwTileAtlas *tw_sprites_get_atlas (TwSprites *self);

/* Builds the atlas for every tile number of tower.maps. project_dir is the
 * mota-js `project/` folder holding materials/ and autotiles/ (NULL: glyphs
 * only). The tower must carry `maps`; `icons` gives sheet rows,
 * data.main.tilesets the tilesets. */
TwSprites *tw_sprites_new (json_t *tower, const char *project_dir);
/* The same built on a worker thread (decoding the sheets, drawing the
 * glyphs): the parts of the tower it reads are copied before this returns,
 * so the tower may change meanwhile. The callback runs on the calling
 * thread's main context. */
void tw_sprites_new_async (json_t *tower, const char *project_dir, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data);
TwSprites *tw_sprites_new_finish (GAsyncResult *result, GError **error);
/* A stand-in to draw with until the real sprites are ready: the tower's
 * whole tile table, glyphs for `numbers` only (the floor on screen), no
 * image read (tw_tile_atlas_new_placeholder). */
TwSprites *tw_sprites_new_placeholder (json_t *tower, const int *numbers, guint n_numbers);
gboolean tw_sprites_is_placeholder (TwSprites *self);

/* TRUE when the tile number has a picture (a sheet cell or a glyph); 0 has none. */
gboolean tw_sprites_lookup (TwSprites *self, int number, TwSpriteRect *out);
/* The ground sprite for a floor's defaultGround id (a terrains id). */
gboolean tw_sprites_lookup_ground (TwSprites *self, const char *ground_id, TwSpriteRect *out);

TwTileKind tw_sprites_get_kind (TwSprites *self, int number);
const char *tw_sprites_get_cls (TwSprites *self, int number);
const char *tw_sprites_get_id (TwSprites *self, int number);
/* The display name (maps entry, else enemys/items definition), or NULL. */
const char *tw_sprites_get_name (TwSprites *self, int number);
/* The tile number whose id is `id`, or -1. */
int tw_sprites_find_number (TwSprites *self, const char *id);
/* All tile numbers of tower.maps, ascending. */
const int *tw_sprites_get_numbers (TwSprites *self, guint *n_numbers);
/* How many sheets were loaded from PNG files (0: glyphs only). */
guint tw_sprites_get_sheet_count (TwSprites *self);

/* A paintable of the tile's frame 0 (for GtkImage / GtkPicture). */
GdkPaintable *tw_sprites_get_paintable (TwSprites *self, int number);

/* The rectangle a sprite takes in a square cell: tall sprites (32x48) keep
 * their aspect and are centred, so they never cover the cell above. */
void tw_sprite_rect_fit (const TwSpriteRect *sprite, double x, double y, double size,
                         graphene_rect_t *out);
/* Draws the sprite into dest with nearest-neighbour scaling (pixel art stays sharp). */
void tw_sprite_rect_draw_cairo (const TwSpriteRect *sprite, cairo_t *cr, double x, double y,
                                double width, double height);
/* The same with GtkSnapshot: a clip and the whole sheet texture, scaled and shifted. */
void tw_sprite_rect_snapshot (const TwSpriteRect *sprite, GtkSnapshot *snapshot,
                              const graphene_rect_t *dest);

G_END_DECLS
