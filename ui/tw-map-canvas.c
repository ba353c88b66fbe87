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
 * (cell-activated, stroke-begin/-cell/-end, hover-changed) for the tools. */
#include "ui/tw-map-canvas.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "engine/tw-fields.h"

/* Chunks are about this many pixels square at any zoom. */
#define CHUNK_PIXELS 256
/* Past this many cached chunks, chunks not drawn in the last frame are dropped. */
#define CHUNK_CACHE_MAX 192
/* Below this cell size, text overlays are unreadable and are skipped. */
#define TEXT_MIN_CELL 16

static const double zoom_levels[] = { 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0 };

/* A rasterised block of cells. The cairo surface is the source of truth;
 * the texture is made from it only for GPU renderers, which upload it once
 * and keep it, while the cairo renderer would convert a texture back to a
 * surface on every frame (about 0.7 ms per 256x256 chunk). */
typedef struct
{
  cairo_surface_t *surface;
  GdkTexture *texture;
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
  cairo_surface_t *ground; /* one ground cell, NULL: plain colour */

  double zoom;
  gboolean show_grid;
  gboolean show_damage;
  gboolean show_badges;
  gboolean show_routes;
  gboolean show_passability;

  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint hscroll_policy : 1;
  guint vscroll_policy : 1;

  TwDamageFunc damage_func;
  gpointer damage_data;
  GDestroyNotify damage_destroy;
  TwGaugeFunc gauge_func; /* simulate mode's live gauges */
  gpointer gauge_data;
  GDestroyNotify gauge_destroy;

  GHashTable *chunks;  /* packed (cx, cy) -> Chunk* */
  GHashTable *labels;  /* style + text -> Label*, for the current cell size */
  GHashTable *scaled;  /* "surface@scale" -> sheet scaled for the current cell size */
  GHashTable *paints;  /* tile number -> CellPaint*, for the current cell size */
  GArray *enemy_cells; /* (x, y) int pairs of the floor's enemies, for routes */
  gboolean enemy_cells_valid;
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
};

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

static int
chunk_cells (TwMapCanvas *self)
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
  double hv = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  double vv = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
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
  adjustment_configure (self->hadjustment, (double)self->width * cs,
                        gtk_widget_get_width (GTK_WIDGET (self)));
  adjustment_configure (self->vadjustment, (double)self->height * cs,
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
ground_reload (TwMapCanvas *self)
{
  g_clear_pointer (&self->ground, cairo_surface_destroy);
  TwSpriteRect rect;
  json_t *floor = floor_object (self);
  const char *ground_id = json_string_value (json_object_get (floor, "defaultGround"));
  if (self->sprites == NULL || !tw_sprites_lookup_ground (self->sprites, ground_id, &rect))
    return;
  self->ground = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, rect.width, rect.height);
  cairo_t *cr = cairo_create (self->ground);
  tw_sprite_rect_draw_cairo (&rect, cr, 0, 0, rect.width, rect.height);
  cairo_destroy (cr);
}

static void
labels_flush (TwMapCanvas *self)
{
  g_hash_table_remove_all (self->labels);
}

void
tw_map_canvas_flush_cache (TwMapCanvas *self)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  g_hash_table_remove_all (self->chunks);
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
  ground_reload (self);
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
  g_hash_table_remove_all (self->scaled); /* keyed by the old sheets' addresses */
  g_hash_table_remove_all (self->paints); /* they point into the scaled sheets */
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

static gpointer
chunk_key (int cx, int cy)
{
  return GSIZE_TO_POINTER (((gsize)(guint)cy << 20) | (guint)cx);
}

void
tw_map_canvas_queue_cells_redraw (TwMapCanvas *self, int x, int y, int width, int height)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self));
  if (width <= 0 || height <= 0)
    return;
  /* The floor's map array was replaced (a resize): start over. */
  if (json_object_get (floor_object (self), "map") != self->map)
    {
      floor_reload (self);
      return;
    }
  /* One cell more on each side: autotiles join with their neighbours. */
  x -= 1, y -= 1, width += 2, height += 2;
  int n = chunk_cells (self);
  int cx0 = MAX (0, x) / n, cy0 = MAX (0, y) / n;
  int cx1 = MAX (0, x + width - 1) / n, cy1 = MAX (0, y + height - 1) / n;
  for (int cy = cy0; cy <= cy1; cy++)
    for (int cx = cx0; cx <= cx1; cx++)
      g_hash_table_remove (self->chunks, chunk_key (cx, cy));
  self->enemy_cells_valid = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

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

static const char *
cell_id (TwMapCanvas *self, int number)
{
  return self->sprites ? tw_sprites_get_id (self->sprites, number) : NULL;
}

static json_t *
enemy_definition (TwMapCanvas *self, int number)
{
  if (self->sprites == NULL || tw_sprites_get_kind (self->sprites, number) != TW_TILE_KIND_ENEMY)
    return NULL;
  return json_object_get (json_object_get (self->tower, "enemys"), cell_id (self, number));
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
  const char *id = cell_id (self, number);
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
  int n = chunk_cells (self);
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

static void
chunk_free (gpointer data)
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
static gboolean
renderer_is_cairo (TwMapCanvas *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  return renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer);
}

static Chunk *
chunk_get (TwMapCanvas *self, int cx, int cy)
{
  Chunk *chunk = g_hash_table_lookup (self->chunks, chunk_key (cx, cy));
  if (chunk == NULL)
    {
      chunk = g_new0 (Chunk, 1);
      chunk->surface = chunk_render (self, cx, cy);
      g_hash_table_insert (self->chunks, chunk_key (cx, cy), chunk);
    }
  chunk->frame = self->frame;
  self->stats.chunks_drawn++;
  return chunk;
}

static void
snapshot_tiles (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy,
                const GdkRectangle *cells)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  int n = chunk_cells (self);
  int cx0 = cells->x / n, cy0 = cells->y / n;
  int cx1 = (cells->x + cells->width - 1) / n, cy1 = (cells->y + cells->height - 1) / n;
  gboolean use_cairo = renderer_is_cairo (self);
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

/* ---- the overlay pass: GtkSnapshot per frame --------------------------------- */

/* Overlay text (damage numbers, badges) is rendered once per text and
 * style into a small cached surface: drawing a few hundred labels a frame as
 * text nodes (five each, for the outline) cost several milliseconds. */
typedef enum
{
  LABEL_DAMAGE,
  LABEL_DAMAGE_LOSS,
  LABEL_BADGE,
} LabelStyle;

typedef struct
{
  cairo_surface_t *surface;
  GdkTexture *texture;
  int width;
  int height;
} Label;

#define LABEL_CACHE_MAX 1024

static void
label_free (gpointer data)
{
  Label *label = data;
  g_clear_object (&label->texture);
  cairo_surface_destroy (label->surface);
  g_free (label);
}

static void
label_draw (cairo_t *cr, PangoLayout *layout, LabelStyle style, int width, int height)
{
  if (style == LABEL_BADGE)
    {
      double radius = 3;
      cairo_new_sub_path (cr);
      cairo_arc (cr, width - radius, radius, radius, -G_PI_2, 0);
      cairo_arc (cr, width - radius, height - radius, radius, 0, G_PI_2);
      cairo_arc (cr, radius, height - radius, radius, G_PI_2, G_PI);
      cairo_arc (cr, radius, radius, radius, G_PI, 3 * G_PI_2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.10, 0.15, 0.45, 0.85);
      cairo_fill (cr);
      cairo_move_to (cr, 1.5, 0);
      cairo_set_source_rgb (cr, 1, 1, 1);
      pango_cairo_show_layout (cr, layout);
      return;
    }
  /* A one-pixel black outline, as mota-js draws its damage numbers. */
  static const int offsets[][2] = { { 0, 1 }, { 2, 1 }, { 1, 0 }, { 1, 2 } };
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
    {
      cairo_move_to (cr, offsets[i][0], offsets[i][1]);
      pango_cairo_show_layout (cr, layout);
    }
  if (style == LABEL_DAMAGE_LOSS)
    cairo_set_source_rgb (cr, 1, 0.2, 0.2);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, 1, 1);
  pango_cairo_show_layout (cr, layout);
}

static Label *
label_get (TwMapCanvas *self, const char *text, LabelStyle style)
{
  g_autofree char *key = g_strdup_printf ("%d%s", (int)style, text);
  Label *label = g_hash_table_lookup (self->labels, key);
  if (label != NULL)
    return label;
  if (g_hash_table_size (self->labels) >= LABEL_CACHE_MAX)
    g_hash_table_remove_all (self->labels);

  int cs = tw_map_canvas_get_cell_pixels (self);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font
      = pango_font_description_from_string (style == LABEL_BADGE ? "Sans" : "Sans Bold");
  pango_font_description_set_absolute_size (font, CLAMP (cs * 0.32, 9, 18) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  int tw, th;
  pango_layout_get_pixel_size (layout, &tw, &th);

  label = g_new0 (Label, 1);
  label->width = style == LABEL_BADGE ? tw + 3 : tw + 2;
  label->height = style == LABEL_BADGE ? th : th + 2;
  label->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, label->width, label->height);
  cairo_t *cr = cairo_create (label->surface);
  label_draw (cr, layout, style, label->width, label->height);
  cairo_destroy (cr);
  cairo_surface_flush (label->surface);
  g_object_unref (layout);
  g_hash_table_insert (self->labels, g_steal_pointer (&key), label);
  return label;
}

static GdkTexture *
label_texture (Label *label)
{
  if (label->texture == NULL)
    {
      int stride = cairo_image_surface_get_stride (label->surface);
      GBytes *bytes = g_bytes_new_with_free_func (
          cairo_image_surface_get_data (label->surface), (gsize)label->height * stride,
          (GDestroyNotify)cairo_surface_destroy, cairo_surface_reference (label->surface));
      label->texture
          = gdk_memory_texture_new (label->width, label->height, GDK_MEMORY_DEFAULT, bytes, stride);
      g_bytes_unref (bytes);
    }
  return label->texture;
}

/* Labels of one frame: painted through one cairo node with the cairo
 * renderer, as cached textures otherwise (like the tile chunks). */
typedef struct
{
  GtkSnapshot *snapshot;
  cairo_t *cr;
  gboolean use_cairo;
  double width;
  double height;
} LabelPainter;

static void
label_paint (LabelPainter *painter, Label *label, double x, double y)
{
  if (!painter->use_cairo)
    {
      gtk_snapshot_append_texture (painter->snapshot, label_texture (label),
                                   &GRAPHENE_RECT_INIT (x, y, label->width, label->height));
      return;
    }
  if (painter->cr == NULL)
    painter->cr = gtk_snapshot_append_cairo (
        painter->snapshot, &GRAPHENE_RECT_INIT (0, 0, painter->width, painter->height));
  cairo_set_source_surface (painter->cr, label->surface, x, y);
  cairo_rectangle (painter->cr, x, y, label->width, label->height);
  cairo_fill (painter->cr);
}

static void
paint_damage (TwMapCanvas *self, LabelPainter *painter, const char *enemy_id,
              const graphene_rect_t *cell)
{
  gboolean can_win = TRUE;
  g_autofree char *text = self->damage_func (enemy_id, &can_win, self->damage_data);
  if (text == NULL)
    return;
  Label *label = label_get (self, text, can_win ? LABEL_DAMAGE : LABEL_DAMAGE_LOSS);
  label_paint (painter, label, cell->origin.x, cell->origin.y + cell->size.height - label->height);
}

static void
paint_badge (TwMapCanvas *self, LabelPainter *painter, json_t *enemy, const graphene_rect_t *cell)
{
  /* The field table's readers: what the engine reads, defaults included. */
  static const TwField *time_cost_row, *act_type_row;
  if (time_cost_row == NULL)
    {
      time_cost_row = tw_field_lookup (TW_FIELD_OWNER_ENEMY, "timeCost");
      act_type_row = tw_field_lookup (TW_FIELD_OWNER_ENEMY, "actType");
    }
  gint64 time_cost = tw_field_read_int (time_cost_row, enemy);
  if (time_cost <= 0)
    return;
  const char *act = tw_field_read_string (act_type_row, enemy);
  /* A small cell has room for the cost and the action's initial only. */
  g_autofree char *text
      = cell->size.width >= 64
            ? g_strdup_printf ("%" G_GINT64_FORMAT " %s", time_cost, act)
            : g_strdup_printf ("%" G_GINT64_FORMAT "%c", time_cost, g_ascii_toupper (act[0]));
  Label *label = label_get (self, text, LABEL_BADGE);
  label_paint (painter, label, cell->origin.x + cell->size.width - label->width, cell->origin.y);
}

static gboolean
route_point (json_t *point, int *x, int *y)
{
  if (json_is_array (point) && json_array_size (point) >= 2)
    {
      *x = (int)json_integer_value (json_array_get (point, 0));
      *y = (int)json_integer_value (json_array_get (point, 1));
      return TRUE;
    }
  if (json_is_object (point))
    {
      *x = (int)json_integer_value (json_object_get (point, "x"));
      *y = (int)json_integer_value (json_object_get (point, "y"));
      return TRUE;
    }
  return FALSE;
}

/* Patrol routes: the enemy's cell, then its route in order and back to the
 * first route cell (CONTRACT §7: the route repeats from its first cell). */
/* Where the floor's enemies stand; scanned again after cells change. */
static void
enemy_cells_update (TwMapCanvas *self)
{
  if (self->enemy_cells_valid)
    return;
  g_array_set_size (self->enemy_cells, 0);
  for (int y = 0; y < self->height; y++)
    for (int x = 0; x < self->width; x++)
      if (enemy_definition (self, tw_map_canvas_get_cell (self, x, y)) != NULL)
        {
          int pair[2] = { x, y };
          g_array_append_vals (self->enemy_cells, pair, 2);
        }
  self->enemy_cells_valid = TRUE;
}

static void
draw_routes (TwMapCanvas *self, cairo_t *cr, double ox, double oy)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  cairo_set_line_width (cr, MAX (1.5, cs / 12.0));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  enemy_cells_update (self);
  for (guint e = 0; e < self->enemy_cells->len; e += 2)
    {
      int x = g_array_index (self->enemy_cells, int, e);
      int y = g_array_index (self->enemy_cells, int, e + 1);
      json_t *enemy = enemy_definition (self, tw_map_canvas_get_cell (self, x, y));
      json_t *route = json_object_get (json_object_get (enemy, "actArgs"), "route");
      const char *act = json_string_value (json_object_get (enemy, "actType"));
      if (!json_is_array (route) || json_array_size (route) == 0
          || tw_act_type_from_string (act) != TW_ACT_PATROL)
        continue;
      cairo_move_to (cr, ox + (x + 0.5) * cs, oy + (y + 0.5) * cs);
      size_t i;
      json_t *point;
      int first_x = -1, first_y = -1;
      json_array_foreach (route, i, point)
      {
        int rx, ry;
        if (!route_point (point, &rx, &ry))
          continue;
        if (first_x < 0)
          first_x = rx, first_y = ry;
        cairo_line_to (cr, ox + (rx + 0.5) * cs, oy + (ry + 0.5) * cs);
      }
      if (first_x >= 0)
        cairo_line_to (cr, ox + (first_x + 0.5) * cs, oy + (first_y + 0.5) * cs);
      cairo_set_source_rgba (cr, 0.0, 0.85, 0.95, 0.9);
      cairo_stroke (cr);
      json_array_foreach (route, i, point)
      {
        int rx, ry;
        if (!route_point (point, &rx, &ry))
          continue;
        cairo_arc (cr, ox + (rx + 0.5) * cs, oy + (ry + 0.5) * cs, MAX (2, cs / 8.0), 0, 2 * G_PI);
        cairo_fill (cr);
      }
    }
}

static void
draw_hero_marker (cairo_t *cr, const char *direction, double x, double y, int cs)
{
  double cx = x + cs / 2.0, cy = y + cs / 2.0, r = cs * 0.38;
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1.0, 0.85, 0.1, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1.0, 0.80, 0.0);
  cairo_set_line_width (cr, MAX (1.5, cs / 14.0));
  cairo_stroke (cr);
  /* An arrow toward the facing direction. */
  double angle = -G_PI_2;
  if (g_strcmp0 (direction, "down") == 0)
    angle = G_PI_2;
  else if (g_strcmp0 (direction, "left") == 0)
    angle = G_PI;
  else if (g_strcmp0 (direction, "right") == 0)
    angle = 0;
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, r * 0.75, 0);
  cairo_line_to (cr, -r * 0.45, -r * 0.5);
  cairo_line_to (cr, -r * 0.45, r * 0.5);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1.0, 0.80, 0.0);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
snapshot_hero (TwMapCanvas *self, GtkSnapshot *snapshot, const GdkRectangle *cells)
{
  json_t *first = json_object_get (json_object_get (self->tower, "data"), "firstData");
  if (g_strcmp0 (json_string_value (json_object_get (first, "floorId")), self->floor_id) != 0)
    return;
  json_t *loc = json_object_get (json_object_get (first, "hero"), "loc");
  int x = (int)json_integer_value (json_object_get (loc, "x"));
  int y = (int)json_integer_value (json_object_get (loc, "y"));
  if (x < cells->x || y < cells->y || x >= cells->x + cells->width || y >= cells->y + cells->height)
    return;
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (self, x, y, &cell);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &cell);
  draw_hero_marker (cr, json_string_value (json_object_get (loc, "direction")), cell.origin.x,
                    cell.origin.y, tw_map_canvas_get_cell_pixels (self));
  cairo_destroy (cr);
}

static void
snapshot_grid (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy,
               const GdkRectangle *cells)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  if (cs < 6)
    return;
  /* Mid grey reads on dark (stone) and light (grass) grounds alike. */
  const GdkRGBA line = { 0.55, 0.55, 0.55, 0.45 };
  double top = oy + (double)cells->y * cs, left = ox + (double)cells->x * cs;
  double bottom = top + (double)cells->height * cs, right = left + (double)cells->width * cs;
  for (int x = cells->x; x <= cells->x + cells->width; x++)
    gtk_snapshot_append_color (snapshot, &line,
                               &GRAPHENE_RECT_INIT (ox + (double)x * cs, top, 1, bottom - top));
  for (int y = cells->y; y <= cells->y + cells->height; y++)
    gtk_snapshot_append_color (snapshot, &line,
                               &GRAPHENE_RECT_INIT (left, oy + (double)y * cs, right - left, 1));
}

/* A gauge bar: dark track, orange fill from 0 to timeCost, on the cell's bottom. */
static void
paint_gauge (TwMapCanvas *self, GtkSnapshot *snapshot, int x, int y, const graphene_rect_t *cell)
{
  static const GdkRGBA track = { 0.1, 0.1, 0.1, 0.55 };
  static const GdkRGBA fill = { 1.0, 0.55, 0.0, 1.0 };
  int gauge = 0, time_cost = 0;
  double h = MAX (2.0, cell->size.height / 10.0);

  if (!self->gauge_func (x, y, &gauge, &time_cost, self->gauge_data) || time_cost <= 0)
    return;
  double top = cell->origin.y + cell->size.height - h;
  gtk_snapshot_append_color (snapshot, &track,
                             &GRAPHENE_RECT_INIT (cell->origin.x, top, cell->size.width, h));
  gtk_snapshot_append_color (
      snapshot, &fill,
      &GRAPHENE_RECT_INIT (cell->origin.x, top,
                           cell->size.width * CLAMP (gauge, 0, time_cost) / time_cost, h));
}

static void
snapshot_gauges (TwMapCanvas *self, GtkSnapshot *snapshot, const GdkRectangle *cells)
{
  if (self->gauge_func == NULL)
    return;
  for (int y = cells->y; y < cells->y + cells->height; y++)
    for (int x = cells->x; x < cells->x + cells->width; x++)
      if (enemy_definition (self, tw_map_canvas_get_cell (self, x, y)) != NULL)
        {
          graphene_rect_t cell;
          tw_map_canvas_cell_bounds (self, x, y, &cell);
          paint_gauge (self, snapshot, x, y, &cell);
        }
}

static void
snapshot_cell_overlays (TwMapCanvas *self, GtkSnapshot *snapshot, const GdkRectangle *cells)
{
  gboolean damage = self->show_damage && self->damage_func != NULL;
  snapshot_gauges (self, snapshot, cells);
  if ((!damage && !self->show_badges) || tw_map_canvas_get_cell_pixels (self) < TEXT_MIN_CELL)
    return;
  LabelPainter painter
      = { snapshot, NULL, renderer_is_cairo (self), gtk_widget_get_width (GTK_WIDGET (self)),
          gtk_widget_get_height (GTK_WIDGET (self)) };
  for (int y = cells->y; y < cells->y + cells->height; y++)
    for (int x = cells->x; x < cells->x + cells->width; x++)
      {
        self->stats.cells_overlaid++;
        int number = tw_map_canvas_get_cell (self, x, y);
        json_t *enemy = enemy_definition (self, number);
        if (enemy == NULL)
          continue;
        graphene_rect_t cell;
        tw_map_canvas_cell_bounds (self, x, y, &cell);
        if (damage)
          paint_damage (self, &painter, cell_id (self, number), &cell);
        if (self->show_badges)
          paint_badge (self, &painter, enemy, &cell);
      }
  if (painter.cr != NULL)
    cairo_destroy (painter.cr);
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

static void
tw_map_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TwMapCanvas *self = TW_MAP_CANVAS (widget);
  self->stats = (TwMapCanvasStats){ .total_cells_rasterized = self->stats.total_cells_rasterized };
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
  snapshot_tiles (self, snapshot, ox, oy, &cells);
  if (self->show_grid)
    snapshot_grid (self, snapshot, ox, oy, &cells);
  if (self->show_routes)
    {
      cairo_t *cr = gtk_snapshot_append_cairo (
          snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                         gtk_widget_get_height (widget)));
      draw_routes (self, cr, ox, oy);
      cairo_destroy (cr);
    }
  snapshot_hero (self, snapshot, &cells);
  snapshot_cell_overlays (self, snapshot, &cells);

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
  g_hash_table_remove_all (self->paints);
  g_hash_table_remove_all (self->scaled);
  int cs = tw_map_canvas_get_cell_pixels (self);
  adjustments_configure (self);
  if (self->hadjustment != NULL)
    gtk_adjustment_set_value (self->hadjustment, fx * cs - wx);
  if (self->vadjustment != NULL)
    gtk_adjustment_set_value (self->vadjustment, fy * cs - wy);
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

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, TwMapCanvas *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  hover_update (self, x, y, TRUE);
}

static void
leave_cb (GtkEventControllerMotion *controller, TwMapCanvas *self)
{
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
  self->pan_start_h = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  self->pan_start_v = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
pan_update (TwMapCanvas *self, double offset_x, double offset_y)
{
  if (self->hadjustment != NULL)
    gtk_adjustment_set_value (self->hadjustment, self->pan_start_h - offset_x);
  if (self->vadjustment != NULL)
    gtk_adjustment_set_value (self->vadjustment, self->pan_start_v - offset_y);
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
adjustment_set (TwMapCanvas *self, GtkAdjustment **slot, GtkAdjustment *adjustment)
{
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  if (*slot == adjustment)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, adjustment_value_changed_cb, self);
      g_object_unref (*slot);
    }
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (adjustment_value_changed_cb), self);
  adjustments_configure (self);
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
  switch (prop_id)
    {
    case PROP_FLOOR_ID:
      g_value_set_string (value, self->floor_id);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
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
  switch (prop_id)
    {
    case PROP_FLOOR_ID:
      tw_map_canvas_set_floor (self, g_value_get_string (value));
      break;
    case PROP_ZOOM:
      tw_map_canvas_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_HADJUSTMENT:
      adjustment_set (self, &self->hadjustment, g_value_get_object (value));
      break;
    case PROP_VADJUSTMENT:
      adjustment_set (self, &self->vadjustment, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
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
  tw_map_canvas_set_gauge_func (self, NULL, NULL, NULL);
  if (self->hadjustment != NULL)
    g_signal_handlers_disconnect_by_func (self->hadjustment, adjustment_value_changed_cb, self);
  if (self->vadjustment != NULL)
    g_signal_handlers_disconnect_by_func (self->vadjustment, adjustment_value_changed_cb, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);
  g_clear_object (&self->sprites);
  g_clear_pointer (&self->tower, json_decref);
  g_clear_pointer (&self->map, json_decref);
  G_OBJECT_CLASS (tw_map_canvas_parent_class)->dispose (object);
}

static void
tw_map_canvas_finalize (GObject *object)
{
  TwMapCanvas *self = TW_MAP_CANVAS (object);
  g_free (self->floor_id);
  g_clear_pointer (&self->ground, cairo_surface_destroy);
  g_hash_table_unref (self->chunks);
  g_hash_table_unref (self->labels);
  g_hash_table_unref (self->paints);
  g_hash_table_unref (self->scaled);
  g_array_unref (self->enemy_cells);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);
  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

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
}

static void
tw_map_canvas_init (TwMapCanvas *self)
{
  self->zoom = 1.0;
  self->show_grid = TRUE;
  self->hover_x = self->hover_y = -1;
  self->chunks = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, chunk_free);
  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, label_free);
  self->paints = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  self->enemy_cells = g_array_new (FALSE, FALSE, sizeof (int));
  self->scaled = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                        (GDestroyNotify)cairo_surface_destroy);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  adjustment_set (self, &self->hadjustment, NULL);
  adjustment_set (self, &self->vadjustment, NULL);
  controllers_add (self);
}

GtkWidget *
tw_map_canvas_new (void)
{
  return g_object_new (TW_TYPE_MAP_CANVAS, NULL);
}
