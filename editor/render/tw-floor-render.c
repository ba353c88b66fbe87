/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-render.c: a floor's cells drawn as mota-js draws them (libs/maps.js
 * drawBg, drawEvents, drawFg): the defaultGround tiled under everything, then
 * bgmap, map and fgmap, each layer's autotiles joined with their neighbours
 * on that layer. Sprites are copied from sheets pre-scaled to the cell size
 * with plain premultiplied OVER loops (tw-floor-blit.c): at small cells
 * cairo's per-call cost dominates a cell's few dozen pixels. For the same
 * reason the layers' tile numbers are read from the JSON once into flat
 * arrays (kept current through tw_floor_render_cells_changed), paints are
 * found by number in an array, and nothing is drawn under a cell that a
 * higher layer's opaque tile fills. */
#include "editor/render/tw-floor-render.h"

#include "editor/render/tw-floor-blit.h"
#include "editor/render/tw-floor-images.h"

#include <math.h>
#include <string.h>

#define DIM_OPACITY 90 /* of 256: a dimmed layer's opacity, 35 % */

static const char *const layer_members[TW_N_LAYERS] = { "bgmap", "map", "fgmap" };
static const char *const layer_names[TW_N_LAYERS] = { "bg", "event", "fg" };

/* Tile numbers below this have their paint in an array (every mota-js
 * number: tilesets start at 10000); others in a hash table. */
#define PAINT_SLOTS_MAX 65536

/* How one tile number is painted at the current cell size: a rectangle of
 * a sheet pre-scaled to that size, so a cell is a plain copy. NULL
 * source: not in the tile table. */
typedef struct
{
  cairo_surface_t *source; /* owned by self->scaled */
  TwPixels pixels;           /* the source's */
  TwRuns runs;               /* of all its frames */
  int src_x;
  int src_y;
  int dest_x; /* offset inside the cell */
  int dest_y;
  int width;
  int height;
  double scale; /* sheet pixels -> cell pixels */
  gboolean autotile;
  int frames;     /* animation frames side by side in the sheet (1: still) */
  int frame_step; /* scaled pixels from one frame to the next */
  int step16[8];  /* an autotile's 16 * i sheet pixels scaled (its quarters' offsets) */
  gboolean opaque; /* every pixel of every frame opaque: a cell is copied, not blended */
  gboolean inside; /* drawn within its own cell (not a tall sprite's head) */
  gboolean fills;  /* opaque over the whole cell in every frame: hides what is under it */
} CellPaint;

/* No layer's tile fills the cell (see cover_find). */
#define COVER_NONE 0xff

struct _TwFloorRender
{
  TwTileAtlas *atlas;
  json_t *layers[TW_N_LAYERS]; /* references, or NULL */
  char *ground_id;
  json_t *images;   /* the floor's `images` in the object form (tw_floor_images_read), or NULL */
  json_t *looks[3]; /* the floor's images, color, weather as read (references): changed? */
  double tint[4];   /* the floor's `color` as r, g, b, a (0 to 1); a 0: none */
  char *weather;    /* the floor's `weather` type ("snow", "rain", ...), or NULL */
  int weather_level;
  int width;
  int height;
  int cell_size;
  guint frame; /* the animation step (mota-js's globalAnimateStatus) */
  TwLayerMode modes[TW_N_LAYERS];
  GHashTable *scaled;      /* sheet surface -> the sheet scaled to the cell size */
  CellPaint **paint_slots; /* tile number -> CellPaint*, numbers below n_paint_slots */
  guint n_paint_slots;
  GHashTable *paints; /* other tile numbers -> CellPaint* */
  /* The layers' tile numbers, width x height each, read from the JSON rows
   * when first drawn (NULL until then, and for a missing layer): at 8-pixel
   * cells a redraw reads some 70,000 cells and their autotile neighbours.
   * Edits in place reach them through tw_floor_render_cells_changed. */
  int *cells[TW_N_LAYERS];
  cairo_surface_t *ground; /* one ground cell at the cell size; NULL: none */
  TwPixels ground_pixels;
  gboolean ground_opaque;
  gboolean ground_valid;
  const guint8 *event_skip; /* width x height: event cells left out (the caller's), or NULL */
};

const char *
tw_layer_member (TwLayer layer)
{
  g_return_val_if_fail (layer < TW_N_LAYERS, "map");
  return layer_members[layer];
}

const char *
tw_layer_name (TwLayer layer)
{
  g_return_val_if_fail (layer < TW_N_LAYERS, "event");
  return layer_names[layer];
}

gboolean
tw_layer_from_name (const char *name, TwLayer *out)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    if (g_strcmp0 (name, layer_names[layer]) == 0)
      {
        *out = (TwLayer)layer;
        return TRUE;
      }
  return FALSE;
}

static void
paint_free (gpointer data)
{
  CellPaint *paint = data;
  if (paint != NULL)
    g_free (paint->runs.data);
  g_free (paint);
}

TwFloorRender *
tw_floor_render_new (TwTileAtlas *atlas)
{
  TwFloorRender *self = g_new0 (TwFloorRender, 1);
  self->atlas = atlas != NULL ? g_object_ref (atlas) : NULL;
  self->cell_size = 32;
  self->scaled = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                        (GDestroyNotify)cairo_surface_destroy);
  self->paints = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, paint_free);
  return self;
}

static void
scaled_flush (TwFloorRender *self)
{
  for (guint i = 0; i < self->n_paint_slots; i++)
    paint_free (self->paint_slots[i]);
  g_clear_pointer (&self->paint_slots, g_free);
  self->n_paint_slots = 0;
  g_hash_table_remove_all (self->paints);
  g_hash_table_remove_all (self->scaled);
  g_clear_pointer (&self->ground, cairo_surface_destroy);
  self->ground_valid = FALSE;
}

void
tw_floor_render_free (TwFloorRender *self)
{
  if (self == NULL)
    return;
  tw_floor_render_set_floor (self, NULL);
  g_free (self->ground_id);
  scaled_flush (self);
  g_hash_table_unref (self->scaled);
  g_hash_table_unref (self->paints);
  g_clear_object (&self->atlas);
  g_free (self);
}

/* The floor's looks past its cells: images, `color` (a tint over the whole
 * floor, mota-js's curtain: [r, g, b] 0-255 and an alpha 0-1) and
 * `weather` ([type, level 1-10]). */
static const char *const looks_members[3] = { "images", "color", "weather" };

static void
looks_read (TwFloorRender *self, json_t *floor)
{
  for (int i = 0; i < 3; i++)
    {
      g_clear_pointer (&self->looks[i], json_decref);
      json_t *value = json_object_get (floor, looks_members[i]);
      self->looks[i] = value != NULL ? json_incref (value) : NULL;
    }
  g_clear_pointer (&self->images, json_decref);
  self->images = tw_floor_images_read (floor);
  json_t *color = json_object_get (floor, "color");
  memset (self->tint, 0, sizeof self->tint);
  if (json_is_array (color) && json_array_size (color) >= 3)
    {
      for (int i = 0; i < 3; i++)
        self->tint[i] = CLAMP (json_number_value (json_array_get (color, i)) / 255.0, 0, 1);
      json_t *alpha = json_array_get (color, 3);
      self->tint[3] = json_is_number (alpha) ? CLAMP (json_number_value (alpha), 0, 1) : 1;
    }
  g_clear_pointer (&self->weather, g_free);
  json_t *weather = json_object_get (floor, "weather");
  const char *type = json_string_value (json_array_get (weather, 0));
  if (type != NULL && *type != '\0')
    {
      self->weather = g_strdup (type);
      json_t *level = json_array_get (weather, 1);
      self->weather_level = json_is_number (level) ? (int)json_number_value (level) : 5;
      self->weather_level = CLAMP (self->weather_level, 1, 10);
    }
}

void
tw_floor_render_set_floor (TwFloorRender *self, json_t *floor)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      g_clear_pointer (&self->cells[layer], g_free);
      g_clear_pointer (&self->layers[layer], json_decref);
      json_t *grid = json_object_get (floor, layer_members[layer]);
      if (json_is_array (grid))
        self->layers[layer] = json_incref (grid);
    }
  json_t *map = self->layers[TW_LAYER_EVENT];
  self->height = map != NULL ? (int)json_array_size (map) : 0;
  self->width = self->height > 0 ? (int)json_array_size (json_array_get (map, 0)) : 0;
  if (self->width == 0)
    self->height = 0;
  looks_read (self, floor);
  const char *ground_id = json_string_value (json_object_get (floor, "defaultGround"));
  if (g_strcmp0 (ground_id, self->ground_id) != 0)
    {
      g_free (self->ground_id);
      self->ground_id = g_strdup (ground_id);
      g_clear_pointer (&self->ground, cairo_surface_destroy);
      self->ground_valid = FALSE;
    }
}

gboolean
tw_floor_render_is_current (TwFloorRender *self, json_t *floor)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      json_t *grid = json_object_get (floor, layer_members[layer]);
      if ((json_is_array (grid) ? grid : NULL) != self->layers[layer])
        return FALSE;
    }
  for (int i = 0; i < 3; i++)
    if (json_object_get (floor, looks_members[i]) != self->looks[i])
      return FALSE;
  return g_strcmp0 (json_string_value (json_object_get (floor, "defaultGround")), self->ground_id)
         == 0;
}

int
tw_floor_render_get_width (TwFloorRender *self)
{
  return self->width;
}

int
tw_floor_render_get_height (TwFloorRender *self)
{
  return self->height;
}

static int
json_cell (TwFloorRender *self, TwLayer layer, int x, int y)
{
  json_t *value = json_array_get (json_array_get (self->layers[layer], (size_t)y), (size_t)x);
  return json_is_integer (value) ? (int)json_integer_value (value) : 0;
}

int
tw_floor_render_get_cell (TwFloorRender *self, TwLayer layer, int x, int y)
{
  if (x < 0 || y < 0 || x >= self->width || y >= self->height || layer >= TW_N_LAYERS)
    return -1;
  return json_cell (self, layer, x, y);
}

/* The flat copies of the layers, read now where they are missing. */
static void
cells_read (TwFloorRender *self)
{
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      if (self->cells[layer] != NULL || self->layers[layer] == NULL || self->width == 0)
        continue;
      int *cells = g_new (int, (gsize)self->width * self->height);
      for (int y = 0; y < self->height; y++)
        {
          json_t *row = json_array_get (self->layers[layer], (size_t)y);
          int *out = cells + (gsize)y * self->width;
          for (int x = 0; x < self->width; x++)
            {
              json_t *value = json_array_get (row, (size_t)x);
              out[x] = json_is_integer (value) ? (int)json_integer_value (value) : 0;
            }
        }
      self->cells[layer] = cells;
    }
}

void
tw_floor_render_cells_changed (TwFloorRender *self, int x, int y, int width, int height)
{
  int x0 = MAX (x, 0), y0 = MAX (y, 0);
  int x1 = MIN (x + width, self->width), y1 = MIN (y + height, self->height);
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    if (self->cells[layer] != NULL)
      for (int cy = y0; cy < y1; cy++)
        for (int cx = x0; cx < x1; cx++)
          self->cells[layer][(gsize)cy * self->width + cx] = json_cell (self, layer, cx, cy);
}

void
tw_floor_render_set_cell_size (TwFloorRender *self, int cell_size)
{
  cell_size = MAX (1, cell_size);
  if (cell_size == self->cell_size)
    return;
  self->cell_size = cell_size;
  scaled_flush (self);
}

int
tw_floor_render_get_cell_size (TwFloorRender *self)
{
  return self->cell_size;
}

void
tw_floor_render_set_layer_mode (TwFloorRender *self, TwLayer layer, TwLayerMode mode)
{
  g_return_if_fail (layer < TW_N_LAYERS);
  self->modes[layer] = mode;
}

void
tw_floor_render_set_frame (TwFloorRender *self, guint frame)
{
  self->frame = frame;
}

guint
tw_floor_render_get_frame (TwFloorRender *self)
{
  return self->frame;
}

TwLayerMode
tw_floor_render_get_layer_mode (TwFloorRender *self, TwLayer layer)
{
  g_return_val_if_fail (layer < TW_N_LAYERS, TW_LAYER_SHOWN);
  return self->modes[layer];
}

/* ---- sheets at the cell size ------------------------------------------------ */

static cairo_surface_t *
scaled_sheet (TwFloorRender *self, cairo_surface_t *sheet, double scale)
{
  cairo_surface_t *scaled = g_hash_table_lookup (self->scaled, sheet);
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
  g_hash_table_insert (self->scaled, sheet, scaled);
  return scaled;
}

/* How many frames mota-js cycles through for a tile: the maps entry's
 * `animate`, else by class (icons.js _getAnimateFrames: 2 for enemys and
 * npcs, 4 for animates, enemy48 and npc48, else 1); an autotile as many
 * 96-pixel frames as its sheet holds; never more than the sheet has room for. */
static void
sprite_frames (TwFloorRender *self, int number, const TwTileRect *sprite, CellPaint *paint)
{
  int sheet_width = cairo_image_surface_get_width (sprite->surface);
  int step = sprite->is_autotile ? 96 : sprite->width;
  int frames = 1;
  if (sprite->is_autotile)
    frames = sheet_width / 96;
  else if (!sprite->is_glyph)
    {
      const char *cls = tw_tile_atlas_get_cls (self->atlas, number);
      int given = tw_tile_atlas_get_animate (self->atlas, number);
      if (g_strcmp0 (cls, "enemys") == 0 || g_strcmp0 (cls, "npcs") == 0)
        frames = 2;
      else if (g_strcmp0 (cls, "animates") == 0 || g_strcmp0 (cls, "enemy48") == 0
               || g_strcmp0 (cls, "npc48") == 0)
        frames = 4;
      if (given > 0) /* the maps entry's own count (doors: 1, their frames open them) */
        frames = given;
      frames = MIN (frames, step > 0 ? (sheet_width - sprite->x) / step : 1);
    }
  paint->frames = MAX (1, frames);
  paint->frame_step = (int)lround (step * paint->scale);
}

/* Where the current frame of a paint starts in its scaled sheet, across. */
static int
frame_offset (TwFloorRender *self, const CellPaint *paint)
{
  return (int)(self->frame % (guint)paint->frames) * paint->frame_step;
}

/* Keeps a new paint for its number. */
static void
paint_store (TwFloorRender *self, int number, CellPaint *paint)
{
  if (number < 0 || number >= PAINT_SLOTS_MAX)
    {
      g_hash_table_insert (self->paints, GINT_TO_POINTER (number), paint);
      return;
    }
  if ((guint)number >= self->n_paint_slots)
    {
      guint n = MAX (256u, self->n_paint_slots);
      while (n <= (guint)number)
        n *= 2;
      n = MIN (n, (guint)PAINT_SLOTS_MAX);
      self->paint_slots = g_renew (CellPaint *, self->paint_slots, n);
      memset (self->paint_slots + self->n_paint_slots, 0,
              (n - self->n_paint_slots) * sizeof (CellPaint *));
      self->n_paint_slots = n;
    }
  self->paint_slots[number] = paint;
}

static const CellPaint *cell_paint_make (TwFloorRender *self, int number);

/* TRUE when every pixel of the paint's frames has alpha 255 (a tile, not an autotile). */
static gboolean
paint_is_opaque (const CellPaint *paint)
{
  const TwPixels *src = &paint->pixels;
  for (int frame = 0; frame < paint->frames; frame++)
    {
      int x0 = MAX (0, paint->src_x + frame * paint->frame_step), y0 = MAX (0, paint->src_y);
      int x1 = MIN (src->width, paint->src_x + frame * paint->frame_step + paint->width);
      int y1 = MIN (src->height, paint->src_y + paint->height);
      for (int y = y0; y < y1; y++)
        {
          const guint32 *row = (const guint32 *)(gconstpointer)(src->data + (gsize)y * src->stride);
          for (int x = x0; x < x1; x++)
            if (row[x] >> 24 != 255)
              return FALSE;
        }
    }
  return TRUE;
}

/* The paint of a tile number, made on first use at a cell size. */
static inline const CellPaint *
cell_paint (TwFloorRender *self, int number)
{
  if ((guint)number < self->n_paint_slots && self->paint_slots[number] != NULL)
    return self->paint_slots[number];
  return cell_paint_make (self, number);
}

static const CellPaint *
cell_paint_make (TwFloorRender *self, int number)
{
  CellPaint *paint = g_hash_table_lookup (self->paints, GINT_TO_POINTER (number));
  if (paint != NULL)
    return paint;
  paint = g_new0 (CellPaint, 1);
  TwTileRect sprite;
  if (self->atlas != NULL && tw_tile_atlas_lookup (self->atlas, number, &sprite))
    {
      int cs = self->cell_size;
      /* Tall sprites (enemy48, npc48: 32x48) stand on their cell and reach
       * into the one above, as the game draws them; anything wider than
       * tall is fitted into the cell. */
      gboolean tall = sprite.height > sprite.width;
      double scale = (double)cs / (tall ? sprite.width : MAX (sprite.width, sprite.height));
      double width = sprite.width * scale, height = sprite.height * scale;
      /* One scale per sheet: every sheet cell is 32 wide, so one cell size
       * scales the whole sheet alike (a 48-high sheet at 32/48). */
      paint->source = scaled_sheet (self, sprite.surface, scale);
      paint->src_x = (int)lround (sprite.x * scale);
      paint->src_y = (int)lround (sprite.y * scale);
      paint->dest_x = (int)lround ((cs - width) / 2);
      paint->dest_y = tall ? cs - (int)lround (height) : (int)lround ((cs - height) / 2);
      paint->width = (int)lround (width);
      paint->height = (int)lround (height);
      paint->scale = scale;
      paint->autotile = sprite.is_autotile;
      paint->pixels = tw_blit_pixels_of (paint->source);
      for (int i = 0; i < (int)G_N_ELEMENTS (paint->step16); i++)
        paint->step16[i] = (int)lround (16 * i * scale);
      sprite_frames (self, number, &sprite, paint);
    }
  if (paint->frames < 1)
    paint->frames = 1;
  paint->opaque = paint->source != NULL && !paint->autotile && paint_is_opaque (paint);
  if (paint->source != NULL && paint->autotile)
    tw_blit_runs_make (&paint->runs, &paint->pixels, 0, 0, paint->pixels.width, paint->pixels.height);
  else if (paint->source != NULL && !paint->opaque)
    tw_blit_runs_make (&paint->runs, &paint->pixels, paint->src_x, paint->src_y,
               (paint->frames - 1) * MAX (0, paint->frame_step) + paint->width, paint->height);
  int cs = self->cell_size;
  paint->inside = paint->autotile
                  || (paint->dest_x >= 0 && paint->dest_y >= 0 && paint->dest_x + paint->width <= cs
                      && paint->dest_y + paint->height <= cs);
  /* Every frame's rectangle inside the sheet too, so no blit is clipped short. */
  int last_right = paint->src_x + (paint->frames - 1) * paint->frame_step + paint->width;
  paint->fills = paint->opaque && paint->dest_x == 0 && paint->dest_y == 0 && paint->width == cs
                 && paint->height == cs && paint->src_x >= 0 && paint->src_y >= 0
                 && paint->frame_step >= 0 && last_right <= paint->pixels.width
                 && paint->src_y + paint->height <= paint->pixels.height;
  paint_store (self, number, paint);
  return paint;
}

gboolean
tw_floor_render_has_picture (TwFloorRender *self, int number)
{
  return cell_paint (self, number)->source != NULL;
}

/* ---- autotiles: mota-js libs/maps.js _drawAutotile ---------------------------- */

/* _drawAutotile_render's table: for each join index (bit 1 up, 2 left, 4
 * down, 8 right), one 32x32 rectangle of the sheet or two halves of
 * 16x32 / 32x16, as { x, y, width, height }. */
static const int autotile_rects[16][2][4] = {
  { { 0, 0, 32, 32 } },
  { { 0, 96, 16, 32 }, { 80, 96, 16, 32 } },
  { { 64, 32, 32, 16 }, { 64, 112, 32, 16 } },
  { { 64, 96, 32, 32 } },
  { { 0, 32, 16, 32 }, { 80, 32, 16, 32 } },
  { { 0, 64, 16, 32 }, { 80, 64, 16, 32 } },
  { { 64, 32, 32, 32 } },
  { { 64, 64, 32, 32 } },
  { { 0, 32, 32, 16 }, { 0, 112, 32, 16 } },
  { { 0, 96, 32, 32 } },
  { { 32, 32, 32, 16 }, { 32, 112, 32, 16 } },
  { { 32, 96, 32, 32 } },
  { { 0, 32, 32, 32 } },
  { { 0, 64, 32, 32 } },
  { { 32, 32, 32, 32 } },
  { { 32, 64, 32, 32 } },
};

/* The inner corners (indexes 16 to 19 there), by quarter. */
static const int inner_corners[4][2] = { { 64, 0 }, { 80, 0 }, { 64, 16 }, { 80, 16 } };

static gboolean
around_has (guint around, int dx, int dy)
{
  return (around >> ((dy + 1) * 3 + (dx + 1))) & 1;
}

void
tw_autotile_quarter_source (guint around, int quarter, int *sx, int *sy)
{
  int qx = quarter % 2, qy = quarter / 2;
  int dx = qx ? 1 : -1, dy = qy ? 1 : -1;
  /* An inner corner where both sides join and the diagonal between them does not. */
  if (around_has (around, dx, 0) && around_has (around, 0, dy) && !around_has (around, dx, dy))
    {
      *sx = inner_corners[quarter][0];
      *sy = inner_corners[quarter][1];
      return;
    }
  int index = around_has (around, 0, -1) + 2 * around_has (around, -1, 0)
              + 4 * around_has (around, 0, 1) + 8 * around_has (around, 1, 0);
  const int (*rects)[4] = autotile_rects[index];
  if (rects[1][2] == 0)
    {
      *sx = rects[0][0] + 16 * qx;
      *sy = rects[0][1] + 16 * qy;
      return;
    }
  /* _drawAutotile_renderCut: a half whose corner is off the 32-pixel grid
   * covers the right (or bottom) quarters; a 16-wide half is cut in two
   * down, a 16-high one across. */
  for (int i = 0; i < 2; i++)
    {
      const int *rect = rects[i];
      int second = (rect[0] % 32 != 0 || rect[1] % 32 != 0) ? 1 : 0;
      if (rect[2] % 32 != 0 && second == qx) /* 16 wide: the left or right column */
        {
          *sx = rect[0];
          *sy = rect[1] + 16 * qy;
          return;
        }
      if (rect[2] % 32 == 0 && second == qy) /* 16 high: the top or bottom row */
        {
          *sx = rect[0] + 16 * qx;
          *sy = rect[1];
          return;
        }
    }
  *sx = *sy = 0;
}

/* tw_autotile_quarter_source for every `around` (9 bits) and quarter, as
 * sx / 16 + (sy / 16) * 16: every piece lies on the 16-pixel grid. */
static const guint8 *
quarter_table (void)
{
  static guint8 table[512][4];
  static gsize ready = 0;
  if (g_once_init_enter (&ready))
    {
      for (guint around = 0; around < 512; around++)
        for (int quarter = 0; quarter < 4; quarter++)
          {
            int sx, sy;
            tw_autotile_quarter_source (around, quarter, &sx, &sy);
            g_assert (sx % 16 == 0 && sy % 16 == 0 && sx / 16 < 8 && sy / 16 < 8);
            table[around][quarter] = (guint8)(sx / 16 + sy / 16 * 16);
          }
      g_once_init_leave (&ready, 1);
    }
  return &table[0][0];
}

static void
blit_autotile (TwFloorRender *self, const TwPixels *dest, const CellPaint *paint, TwLayer layer,
               int number, int x, int y, int px, int py, guint opacity)
{
  int cs = self->cell_size;
  const int *cells = self->cells[layer];
  guint around = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int nx = x + dx, ny = y + dy;
        if (dx == 0 && dy == 0)
          continue;
        /* Past the floor's edge counts as joined (mota-js: so a border runs
         * cleanly to the edge). */
        gboolean joined = TRUE;
        if (nx >= 0 && ny >= 0 && nx < self->width && ny < self->height)
          {
            int other = cells[(gsize)ny * self->width + nx];
            joined = other == number || tw_tile_atlas_autotile_joins (self->atlas, number, other);
          }
        if (joined)
          around |= 1u << ((dy + 1) * 3 + (dx + 1));
      }
  const guint8 *pieces = quarter_table () + around * 4;
  int half = cs / 2, frame = frame_offset (self, paint);
  for (int quarter = 0; quarter < 4; quarter++)
    {
      int qx = quarter % 2, qy = quarter / 2;
      int qw = qx ? cs - half : half, qh = qy ? cs - half : half;
      tw_blit_rect (dest, px + qx * half, py + qy * half, &paint->pixels,
                 frame + paint->step16[pieces[quarter] & 15], paint->step16[pieces[quarter] >> 4],
                 qw, qh, opacity, FALSE, &paint->runs);
    }
}

/* ---- drawing ---------------------------------------------------------------- */

static void
draw_ground (TwFloorRender *self, cairo_t *cr, int width, int height, const guint8 *cover)
{
  if (!self->ground_valid)
    {
      TwTileRect rect;
      self->ground_valid = TRUE;
      if (self->atlas != NULL && tw_tile_atlas_lookup_ground (self->atlas, self->ground_id, &rect))
        {
          int cs = self->cell_size;
          self->ground = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cs, cs);
          cairo_t *gcr = cairo_create (self->ground);
          cairo_scale (gcr, (double)cs / rect.width, (double)cs / rect.height);
          cairo_set_source_surface (gcr, rect.surface, -rect.x, -rect.y);
          cairo_pattern_set_filter (cairo_get_source (gcr), CAIRO_FILTER_NEAREST);
          cairo_rectangle (gcr, 0, 0, rect.width, rect.height);
          cairo_fill (gcr);
          cairo_destroy (gcr);
          cairo_surface_flush (self->ground);
          self->ground_pixels = tw_blit_pixels_of (self->ground);
          self->ground_opaque = TRUE;
          for (int y = 0; y < cs; y++)
            for (int x = 0; x < cs; x++)
              if (((const guint32 *)(gconstpointer)(self->ground_pixels.data
                                                    + (gsize)y * self->ground_pixels.stride))[x]
                      >> 24
                  != 255)
                self->ground_opaque = FALSE;
        }
    }
  if (self->ground == NULL)
    {
      cairo_set_source_rgb (cr, 0.83, 0.80, 0.72);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_fill (cr);
      return;
    }
  /* The ground cell tiled (a copy of cairo's repeating pattern, pixel for
   * pixel), left out under cells a layer's tile fills. */
  cairo_surface_t *dest = cairo_get_target (cr);
  cairo_surface_flush (dest);
  TwPixels pixels = tw_blit_pixels_of (dest);
  int cs = self->cell_size, columns = width / cs, rows = height / cs;
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < columns; x++)
      if (cover[y * columns + x] == COVER_NONE)
        tw_blit_rect (&pixels, x * cs, y * cs, &self->ground_pixels, 0, 0, cs, cs, 256,
                   self->ground_opaque, NULL);
  cairo_surface_mark_dirty (dest);
}

static void
draw_unknown_tile (cairo_t *cr, double x, double y, int cs, double opacity)
{
  cairo_rectangle (cr, x + 1, y + 1, cs - 2, cs - 2);
  cairo_set_source_rgba (cr, 0.40, 0.40, 0.42, opacity);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.20, 0.20, 0.22, opacity);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* ---- floor images, tint and weather ----------------------------------------------- */

/* The floor's images on canvas `name` ("bg" or "fg"), mota-js's
 * _drawFloorImage: pixel positions on the floor, `sx`/`sy`/`w`/`h` a part of
 * the image, the current frame of an animated strip (`frame` of them side
 * by side, as _drawFloorImage steps sx); an "auto" image puts its bottom
 * row of 32 pixels under the background layer and the rest over the
 * foreground layer (a tree's foot behind the hero, its crown in front).
 * `reverse` ":x", ":y" or ":o" mirrors each drawn part about its own centre
 * (left-right, top-bottom, both), as the game's drawImage does. */
static void
draw_floor_images (TwFloorRender *self, cairo_t *cr, const char *name, int x0, int y0, int x1,
                   int y1, double opacity)
{
  if (self->images == NULL || self->atlas == NULL)
    return;
  double scale = self->cell_size / 32.0;
  size_t i;
  json_t *one;
  json_array_foreach (self->images, i, one)
  {
    cairo_surface_t *image;
    if (!tw_tile_atlas_get_image (self->atlas, json_string_value (json_object_get (one, "name")),
                                  &image))
      continue;
    /* As the game: an image without a canvas is never drawn, a disabled
     * one is off until an event shows it. */
    const char *canvas = json_string_value (json_object_get (one, "canvas"));
    gboolean is_auto = g_strcmp0 (canvas, "auto") == 0;
    if ((!is_auto && g_strcmp0 (canvas, name) != 0)
        || json_is_true (json_object_get (one, "disabled")))
      continue;
    json_t *w = json_object_get (one, "w"), *h = json_object_get (one, "h");
    int frames = MAX (1, (int)json_number_value (json_object_get (one, "frame")));
    double width = (json_is_number (w) ? json_number_value (w)
                                       : cairo_image_surface_get_width (image))
                   / frames;
    double height = json_is_number (h) ? json_number_value (h)
                                       : cairo_image_surface_get_height (image);
    double sx = json_number_value (json_object_get (one, "sx")) + (self->frame % frames) * width;
    double sy = json_number_value (json_object_get (one, "sy"));
    double x = json_number_value (json_object_get (one, "x"));
    double y = json_number_value (json_object_get (one, "y"));
    double top = 0, part = height; /* the rows of the image drawn on this canvas */
    if (is_auto)
      {
        gboolean bottom = g_str_equal (name, "bg");
        top = bottom ? MAX (0, height - 32) : 0;
        part = bottom ? MIN (32, height) : MAX (0, height - 32);
      }
    if (part <= 0 || width <= 0)
      continue;
    const char *reverse = json_string_value (json_object_get (one, "reverse"));
    gboolean flip_x = g_strcmp0 (reverse, ":x") == 0 || g_strcmp0 (reverse, ":o") == 0;
    gboolean flip_y = g_strcmp0 (reverse, ":y") == 0 || g_strcmp0 (reverse, ":o") == 0;
    cairo_save (cr);
    cairo_rectangle (cr, 0, 0, (x1 - x0) * self->cell_size, (y1 - y0) * self->cell_size);
    cairo_clip (cr);
    cairo_translate (cr, -x0 * self->cell_size, -y0 * self->cell_size);
    cairo_scale (cr, scale, scale);
    /* The part's centre as the origin, mirrored there when reversed. */
    cairo_translate (cr, x + width / 2, y + top + part / 2);
    cairo_scale (cr, flip_x ? -1 : 1, flip_y ? -1 : 1);
    cairo_rectangle (cr, -width / 2, -part / 2, width, part);
    cairo_clip (cr);
    cairo_set_source_surface (cr, image, -width / 2 - sx, -part / 2 - (sy + top));
    cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
    cairo_paint_with_alpha (cr, opacity);
    cairo_restore (cr);
  }
}

/* A number from a cell and an index, the same on every draw (weather marks
 * stay put). */
static guint
cell_hash (int x, int y, int i)
{
  guint h = (guint)x * 73856093u ^ (guint)y * 19349663u ^ (guint)i * 83492791u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  return h ^ (h >> 15);
}

/* The weather as a still picture: snow flakes, rain streaks, a fog or cloud
 * veil, sunlight; more marks at a higher level. */
static void
draw_weather (TwFloorRender *self, cairo_t *cr, int x0, int y0, int x1, int y1)
{
  int cs = self->cell_size;
  double w = (x1 - x0) * cs, h = (y1 - y0) * cs;
  const char *type = self->weather;
  if (g_str_equal (type, "fog") || g_str_equal (type, "cloud"))
    {
      double grey = g_str_equal (type, "fog") ? 0.92 : 0.55;
      cairo_set_source_rgba (cr, grey, grey, grey, 0.10 + 0.03 * self->weather_level);
      cairo_rectangle (cr, 0, 0, w, h);
      cairo_fill (cr);
      return;
    }
  if (g_str_equal (type, "sun"))
    {
      cairo_set_source_rgba (cr, 1.0, 0.92, 0.55, 0.08 + 0.02 * self->weather_level);
      cairo_rectangle (cr, 0, 0, w, h);
      cairo_fill (cr);
      return;
    }
  gboolean rain = g_str_equal (type, "rain");
  /* A light veil, then the marks: 1 to 3 a cell. */
  cairo_set_source_rgba (cr, 0.85, 0.90, 1.0, 0.12);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
  int marks = 1 + self->weather_level / 4;
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_clip (cr);
  cairo_set_line_width (cr, MAX (1.0, cs / 24.0));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* The ring of cells around the block too: their marks spill over the
   * edge, and a block must match its neighbours. */
  for (int y = y0 - 1; y <= y1; y++)
    for (int x = x0 - 1; x <= x1; x++)
      for (int i = 0; i < marks; i++)
        {
          guint hash = cell_hash (x, y, i);
          double px = (x - x0 + (hash & 0xff) / 256.0) * cs;
          double py = (y - y0 + ((hash >> 8) & 0xff) / 256.0) * cs;
          if (rain)
            {
              cairo_move_to (cr, px, py);
              cairo_line_to (cr, px - cs * 0.12, py + cs * 0.35);
            }
          else
            cairo_arc (cr, px, py, MAX (1.0, cs / 18.0), 0, 2 * G_PI);
          if (rain)
            cairo_set_source_rgba (cr, 0.70, 0.80, 1.0, 0.85);
          else
            cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.90);
          rain ? cairo_stroke (cr) : cairo_fill (cr);
        }
  cairo_restore (cr);
}

char *
tw_floor_render_describe_looks (json_t *floor)
{
  GString *text = g_string_new (NULL);
  json_t *weather = json_object_get (floor, "weather");
  const char *type = json_string_value (json_array_get (weather, 0));
  if (type != NULL && *type != '\0')
    g_string_append_printf (text, "Weather: %s, level %d.", type,
                            (int)json_number_value (json_array_get (weather, 1)));
  json_t *color = json_object_get (floor, "color");
  if (json_is_array (color) && json_array_size (color) >= 3)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "Tint: %d, %d, %d at %g.",
                              (int)json_number_value (json_array_get (color, 0)),
                              (int)json_number_value (json_array_get (color, 1)),
                              (int)json_number_value (json_array_get (color, 2)),
                              json_is_number (json_array_get (color, 3))
                                  ? json_number_value (json_array_get (color, 3))
                                  : 1.0);
    }
  return g_string_free (text, text->len == 0);
}

/* ---- drawing ---------------------------------------------------------------- */

static gboolean
event_skipped (TwFloorRender *self, TwLayer layer, int x, int y)
{
  return layer == TW_LAYER_EVENT && self->event_skip != NULL
         && self->event_skip[(gsize)y * self->width + x] != 0;
}

void
tw_floor_render_set_event_skip (TwFloorRender *self, const guint8 *skip)
{
  self->event_skip = skip;
}

gboolean
tw_floor_render_has_cover (TwFloorRender *self)
{
  return self->tint[3] > 0 || self->weather != NULL || self->images != NULL;
}

gboolean
tw_floor_render_get_tile_paint (TwFloorRender *self, int number, TwTilePaint *out)
{
  const CellPaint *paint = cell_paint (self, number);
  if (paint->source == NULL || paint->autotile)
    return FALSE;
  *out = (TwTilePaint){ paint->source, paint->src_x, paint->src_y, paint->dest_x,
                        paint->dest_y, paint->width, paint->height };
  return TRUE;
}

/* For each cell of the block, the highest layer drawn at full opacity whose
 * tile fills it (opaque over the whole cell in every frame), or
 * COVER_NONE: the ground and lower layers' cells within it would be painted
 * over, so they are not drawn. Everything is drawn OVER, so a filled
 * cell's pixels are its tile's and what is drawn after it. */
static guint8 *
cover_find (TwFloorRender *self, int x0, int y0, int x1, int y1)
{
  int columns = x1 - x0;
  guint8 *cover = g_malloc ((gsize)columns * (y1 - y0));
  memset (cover, COVER_NONE, (gsize)columns * (y1 - y0));
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      if (self->modes[layer] != TW_LAYER_SHOWN || self->cells[layer] == NULL)
        continue;
      for (int y = y0; y < y1; y++)
        {
          const int *row = self->cells[layer] + (gsize)y * self->width;
          for (int x = x0; x < x1; x++)
            if (row[x] != 0 && cell_paint (self, row[x])->fills
                && !event_skipped (self, layer, x, y))
              cover[(y - y0) * columns + (x - x0)] = (guint8)layer;
        }
    }
  return cover;
}

/* The layer's cells, rows y0 to y1 (y1 itself only for tall sprites
 * reaching up into the block), with plain copies; TRUE when some cell's
 * number has no picture (drawn afterwards through cairo). */
static gboolean
blit_layer (TwFloorRender *self, const TwPixels *dest, TwLayer layer, int x0, int y0, int x1,
            int y1, guint opacity, const guint8 *cover)
{
  int cs = self->cell_size;
  gboolean unknown = FALSE;
  int last = MIN (y1, self->height - 1);
  for (int y = y0; y <= last; y++)
    {
      const int *row = self->cells[layer] + (gsize)y * self->width;
      for (int x = x0; x < x1; x++)
        {
          int number = row[x];
          if (number == 0 || event_skipped (self, layer, x, y))
            continue;
          const CellPaint *paint = cell_paint (self, number);
          if (y == y1 && (paint->source == NULL || paint->dest_y >= 0))
            continue; /* the row below the block: only a tall sprite's head */
          if (y < y1 && paint->inside)
            {
              guint8 over_it = cover[(y - y0) * (x1 - x0) + (x - x0)];
              if (over_it != COVER_NONE && over_it > layer)
                continue; /* a higher layer's tile fills the cell */
            }
          int px = (x - x0) * cs, py = (y - y0) * cs;
          if (paint->source == NULL)
            unknown = TRUE;
          else if (paint->autotile)
            blit_autotile (self, dest, paint, layer, number, x, y, px, py, opacity);
          else if (y == y1)
            {
              /* Only the part above the block's bottom edge. */
              int inside = -paint->dest_y;
              tw_blit_rect (dest, px + paint->dest_x, py + paint->dest_y, &paint->pixels,
                         paint->src_x + frame_offset (self, paint), paint->src_y, paint->width,
                         inside, opacity, paint->opaque, &paint->runs);
            }
          else
            tw_blit_rect (dest, px + paint->dest_x, py + paint->dest_y, &paint->pixels,
                       paint->src_x + frame_offset (self, paint), paint->src_y, paint->width,
                       paint->height, opacity, paint->opaque, &paint->runs);
        }
    }
  return unknown;
}

void
tw_floor_render_draw (TwFloorRender *self, cairo_surface_t *dest, int x0, int y0, int x1, int y1)
{
  int cs = self->cell_size;
  x0 = MAX (x0, 0), y0 = MAX (y0, 0);
  x1 = MIN (x1, self->width), y1 = MIN (y1, self->height);
  if (x1 <= x0 || y1 <= y0)
    return;
  cells_read (self);
  g_autofree guint8 *cover = cover_find (self, x0, y0, x1, y1);
  cairo_t *cr = cairo_create (dest);
  draw_ground (self, cr, (x1 - x0) * cs, (y1 - y0) * cs, cover);

  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      json_t *grid = self->layers[layer];
      if (self->modes[layer] == TW_LAYER_HIDDEN)
        continue;
      guint opacity = self->modes[layer] == TW_LAYER_DIMMED ? DIM_OPACITY : 256;
      /* Floor images go on with the layer whose canvas they name, just
       * under its cells (mota-js _drawBg_draw, _drawFg_draw). */
      if (layer != TW_LAYER_EVENT)
        draw_floor_images (self, cr, layer == TW_LAYER_BG ? "bg" : "fg", x0, y0, x1, y1,
                           opacity / 256.0);
      if (grid == NULL)
        continue;
      cairo_surface_flush (dest);
      TwPixels pixels = tw_blit_pixels_of (dest);
      gboolean unknown = blit_layer (self, &pixels, layer, x0, y0, x1, y1, opacity, cover);
      cairo_surface_mark_dirty (dest);
      if (!unknown)
        continue;
      /* Numbers not in the tile table: a grey box, through cairo. */
      for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
          {
            int number = self->cells[layer][(gsize)y * self->width + x];
            if (number != 0 && cell_paint (self, number)->source == NULL
                && !event_skipped (self, layer, x, y))
              draw_unknown_tile (cr, (double)(x - x0) * cs, (double)(y - y0) * cs, cs,
                                 opacity / 256.0);
          }
    }
  /* The tint and the weather lie over every layer, as the game's curtain
   * and weather canvases do. */
  if (self->tint[3] > 0)
    {
      cairo_set_source_rgba (cr, self->tint[0], self->tint[1], self->tint[2], self->tint[3]);
      cairo_rectangle (cr, 0, 0, (x1 - x0) * cs, (y1 - y0) * cs);
      cairo_fill (cr);
    }
  if (self->weather != NULL)
    draw_weather (self, cr, x0, y0, x1, y1);
  cairo_surface_flush (dest);
  cairo_destroy (cr);
}
