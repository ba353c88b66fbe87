/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tile-atlas.h: every tile number of a tower and where its picture is:
 * a rectangle of a material sheet, an autotile, a tileset cell, or a drawn
 * glyph. Plain cairo, no GTK: the map canvas and `turnwright-cli render`
 * both draw from it. */
#pragma once

#include <cairo.h>
#include <glib-object.h>
#include <jansson.h>

#include "editor/tw-diagnostic.h"

G_BEGIN_DECLS

/* What a tile is, for grouping in the palette and for the glyph's colour. */
typedef enum
{
  TW_TILE_KIND_EMPTY,
  TW_TILE_KIND_TERRAIN,
  TW_TILE_KIND_WALL,
  TW_TILE_KIND_DOOR,
  TW_TILE_KIND_ITEM,
  TW_TILE_KIND_ENEMY,
  TW_TILE_KIND_STAIRS,
  TW_TILE_KIND_NPC,
  TW_TILE_KIND_OTHER,
} TwTileKind;

/* mota-js numbers tileset i's cells from TW_TILESET_OFFSET * (i + 1), row
 * by row (libs/icons.js getTilesetOffset). */
#define TW_TILESET_OFFSET 10000

/* Where a tile's frame 0 sits: a sub-rectangle of one sheet, owned by the atlas. */
typedef struct
{
  cairo_surface_t *surface;
  int x;
  int y;
  int width;
  int height;
  gboolean is_glyph;
  /* The sheet is a whole autotile (96x128 a frame: icon, inner corners,
   * 3x3 block): drawn joined with its neighbours; x, y, width, height is the icon. */
  gboolean is_autotile;
} TwTileRect;

#define TW_TYPE_TILE_ATLAS (tw_tile_atlas_get_type ())
G_DECLARE_FINAL_TYPE (TwTileAtlas, tw_tile_atlas, TW, TILE_ATLAS, GObject)

/* Loads the sheets for every tile number of tower.maps, every tileset of
 * tower.data.main.tilesets, and glyphs for the rest (also for tileset
 * numbers the floors use whose image is missing). project_dir is the
 * mota-js `project/` folder (NULL: glyphs only). */
TwTileAtlas *tw_tile_atlas_new (json_t *tower, const char *project_dir);

/* What tw_tile_atlas_new reads of a tower (its tile table, icons, names,
 * tilesets, floor images and the tileset numbers the floors use), copied
 * on the thread that owns the tower, so that the atlas can be built on
 * another while the tower changes. */
typedef struct _TwTileAtlasSource TwTileAtlasSource;
TwTileAtlasSource *tw_tile_atlas_source_new (json_t *tower, const char *project_dir);
void tw_tile_atlas_source_free (TwTileAtlasSource *source);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwTileAtlasSource, tw_tile_atlas_source_free)
/* The atlas tw_tile_atlas_new would build from the tower, pixel for pixel;
 * safe on any thread (it lays glyphs out with a font map of its own). */
TwTileAtlas *tw_tile_atlas_new_from_source (const TwTileAtlasSource *source);
/* A stand-in while the real atlas is built: the whole tile table (ids,
 * names, kinds, passability) but no image read, and glyphs only for
 * `numbers` (a floor's tiles; tileset cells among them numbered, as when
 * their image is missing). Cheap enough for the main thread. */
TwTileAtlas *tw_tile_atlas_new_placeholder (json_t *tower, const int *numbers, guint n_numbers);

/* TRUE when the tile number has a picture (a sheet cell or a glyph); 0 has none. */
gboolean tw_tile_atlas_lookup (TwTileAtlas *self, int number, TwTileRect *out);
/* The ground sprite for a floor's defaultGround id (a terrains id, default "ground"). */
gboolean tw_tile_atlas_lookup_ground (TwTileAtlas *self, const char *ground_id, TwTileRect *out);
/* A floor image, project/images/<name> (PNG, JPEG, GIF's first frame),
 * owned by the atlas; FALSE when it is missing or unreadable. */
gboolean tw_tile_atlas_get_image (TwTileAtlas *self, const char *name, cairo_surface_t **out);
/* Whether an autotile at a cell joins a neighbour holding `other`: the same
 * number, or an autotile whose inner-corner cell is this one's icon
 * (mota-js's autotileEdges). */
gboolean tw_tile_atlas_autotile_joins (TwTileAtlas *self, int number, int other);

TwTileKind tw_tile_atlas_get_kind (TwTileAtlas *self, int number);
const char *tw_tile_atlas_get_cls (TwTileAtlas *self, int number);
const char *tw_tile_atlas_get_id (TwTileAtlas *self, int number);
/* The display name (maps entry, else enemys/items definition), or NULL. */
const char *tw_tile_atlas_get_name (TwTileAtlas *self, int number);
/* Whether tower.maps says the hero may step on it (`canPass`). */
gboolean tw_tile_atlas_can_pass (TwTileAtlas *self, int number);
/* The animation frames the tower's maps entry gives (`animate`: a count,
 * false as 1); 0 when it gives none (the class decides). */
int tw_tile_atlas_get_animate (TwTileAtlas *self, int number);
/* The tile number whose id is `id`, or -1. */
int tw_tile_atlas_find_number (TwTileAtlas *self, const char *id);
/* All tile numbers (tower.maps, then tileset cells), ascending. */
const int *tw_tile_atlas_get_numbers (TwTileAtlas *self, guint *n_numbers);
/* How many sheets were loaded from PNG files (0: glyphs only). */
guint tw_tile_atlas_get_sheet_count (TwTileAtlas *self);

/* Tilesets of main.tilesets, in order: the image's file name, its first
 * tile number and its size in cells (0 x 0 when the image is missing). */
guint tw_tile_atlas_get_tileset_count (TwTileAtlas *self);
gboolean tw_tile_atlas_get_tileset (TwTileAtlas *self, guint index, const char **file,
                                    int *first_number, int *columns, int *rows);

/* Image files the tower names (material sheets of its tiles, autotiles,
 * tilesets, floor images) that could not be read, relative to project/, sorted: one
 * diagnostic each ("missing-image", a warning). */
GPtrArray *tw_tile_atlas_check_images (TwTileAtlas *self);
const char *const *tw_tile_atlas_get_missing (TwTileAtlas *self, guint *n_missing);

TwTileKind tw_tile_kind_classify (const char *cls, const char *id);
const char *tw_tile_kind_to_string (TwTileKind kind);

G_END_DECLS
