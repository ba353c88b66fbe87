/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sprites.c: loads a mota-js tower's sprite sheets once and answers, for
 * each tile number, which sub-rectangle of which sheet is its frame 0. Tiles
 * without a sheet get a glyph (a rounded square in the class colour with the
 * id's initials) drawn once into a glyph atlas, so every tile is drawn the
 * same way: a sheet and a rectangle. */
#include "ui/tw-sprites.h"

#include <math.h>
#include <pango/pangocairo.h>

#define CELL 32
#define GLYPH_SIZE 32

typedef struct
{
  GdkTexture *texture;
  cairo_surface_t *surface;
  int width;
  int height;
} Sheet;

typedef struct
{
  int number;
  char *cls;
  char *id;
  char *name;
  TwTileKind kind;
  TwSpriteRect rect;
  gboolean has_rect;
} Tile;

struct _TwSprites
{
  GObject parent_instance;

  char *project_dir;
  json_t *icons;
  GHashTable *sheets; /* file path -> Sheet* (NULL value: tried, missing) */
  GHashTable *tiles;  /* GINT_TO_POINTER (number) -> Tile* */
  GHashTable *ids;    /* id -> GINT_TO_POINTER (number + 1) */
  GArray *numbers;
  Sheet glyphs;
  guint sheet_count;
};

G_DEFINE_FINAL_TYPE (TwSprites, tw_sprites, G_TYPE_OBJECT)

static void
sheet_free (gpointer data)
{
  Sheet *sheet = data;
  if (sheet == NULL)
    return;
  g_clear_object (&sheet->texture);
  g_clear_pointer (&sheet->surface, cairo_surface_destroy);
  g_free (sheet);
}

static void
tile_free (gpointer data)
{
  Tile *tile = data;
  g_free (tile->cls);
  g_free (tile->id);
  g_free (tile->name);
  g_free (tile);
}

/* A texture and a cairo surface with the same pixels: GdkTexture's download
 * format is cairo's ARGB32 (premultiplied, native endian). */
static cairo_surface_t *
surface_from_texture (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_surface_flush (surface);
  gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                        cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* The texture shares the surface's pixels (no copy): the surface must not
 * change afterwards. */
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

static Sheet *
sheet_get (TwSprites *self, const char *subdir, const char *name)
{
  if (self->project_dir == NULL)
    return NULL;
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (self->project_dir, subdir, file, NULL);
  gpointer found;
  if (g_hash_table_lookup_extended (self->sheets, path, NULL, &found))
    return found;

  Sheet *sheet = NULL;
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_autoptr (GError) error = NULL;
      GdkTexture *texture = gdk_texture_new_from_filename (path, &error);
      if (texture != NULL)
        {
          sheet = g_new0 (Sheet, 1);
          sheet->texture = texture;
          sheet->surface = surface_from_texture (texture);
          sheet->width = gdk_texture_get_width (texture);
          sheet->height = gdk_texture_get_height (texture);
          self->sheet_count++;
        }
      else
        g_debug ("sprite sheet %s: %s", path, error->message);
    }
  g_hash_table_insert (self->sheets, g_steal_pointer (&path), sheet);
  return sheet;
}

TwTileKind
tw_tile_kind_classify (const char *cls, const char *id)
{
  if (cls == NULL || id == NULL)
    return TW_TILE_KIND_OTHER;
  if (g_str_equal (cls, "enemys") || g_str_equal (cls, "enemy48"))
    return TW_TILE_KIND_ENEMY;
  if (g_str_equal (cls, "items"))
    return TW_TILE_KIND_ITEM;
  if (g_str_equal (cls, "autotile") || g_str_equal (cls, "tileset") || strstr (id, "Wall") != NULL
      || strstr (id, "wall") != NULL)
    return TW_TILE_KIND_WALL;
  if (strstr (id, "Door") != NULL)
    return TW_TILE_KIND_DOOR;
  if (g_str_equal (id, "upFloor") || g_str_equal (id, "downFloor") || strstr (id, "Portal") != NULL
      || g_str_equal (id, "portal"))
    return TW_TILE_KIND_STAIRS;
  if (g_str_equal (cls, "npcs") || g_str_equal (cls, "npc48"))
    return TW_TILE_KIND_NPC;
  if (g_str_equal (cls, "terrains") || g_str_equal (cls, "animates"))
    return TW_TILE_KIND_TERRAIN;
  return TW_TILE_KIND_OTHER;
}

const char *
tw_tile_kind_to_string (TwTileKind kind)
{
  switch (kind)
    {
    case TW_TILE_KIND_EMPTY:
      return "empty";
    case TW_TILE_KIND_TERRAIN:
      return "terrain";
    case TW_TILE_KIND_WALL:
      return "wall";
    case TW_TILE_KIND_DOOR:
      return "door";
    case TW_TILE_KIND_ITEM:
      return "item";
    case TW_TILE_KIND_ENEMY:
      return "enemy";
    case TW_TILE_KIND_STAIRS:
      return "stairs";
    case TW_TILE_KIND_NPC:
      return "npc";
    case TW_TILE_KIND_OTHER:
    default:
      return "other";
    }
}

static void
glyph_colour (const Tile *tile, double rgb[3])
{
  static const struct
  {
    const char *word;
    double r, g, b;
  } doors[] = {
    { "yellow", 0.85, 0.70, 0.10 }, { "blue", 0.20, 0.40, 0.85 },  { "red", 0.80, 0.15, 0.15 },
    { "green", 0.15, 0.60, 0.25 },  { "steel", 0.45, 0.55, 0.65 }, { "special", 0.55, 0.30, 0.70 },
  };
  double fallback[3] = { 0.45, 0.35, 0.25 };
  switch (tile->kind)
    {
    case TW_TILE_KIND_WALL:
      fallback[0] = fallback[1] = fallback[2] = 0.50;
      break;
    case TW_TILE_KIND_DOOR:
      {
        fallback[0] = 0.60, fallback[1] = 0.45, fallback[2] = 0.25;
        /* The colour word may lead ("yellowDoor") or follow ("tallYellowDoor"). */
        g_autofree char *lower = g_ascii_strdown (tile->id, -1);
        for (guint i = 0; i < G_N_ELEMENTS (doors); i++)
          if (strstr (lower, doors[i].word) != NULL)
            {
              fallback[0] = doors[i].r, fallback[1] = doors[i].g, fallback[2] = doors[i].b;
              break;
            }
        break;
      }
    case TW_TILE_KIND_ITEM:
      fallback[0] = 0.20, fallback[1] = 0.65, fallback[2] = 0.30;
      break;
    case TW_TILE_KIND_ENEMY:
      fallback[0] = 0.80, fallback[1] = 0.20, fallback[2] = 0.20;
      break;
    case TW_TILE_KIND_STAIRS:
      fallback[0] = 0.20, fallback[1] = 0.45, fallback[2] = 0.85;
      break;
    case TW_TILE_KIND_NPC:
      fallback[0] = 0.55, fallback[1] = 0.30, fallback[2] = 0.75;
      break;
    case TW_TILE_KIND_TERRAIN:
      fallback[0] = 0.55, fallback[1] = 0.50, fallback[2] = 0.35;
      break;
    case TW_TILE_KIND_EMPTY:
    case TW_TILE_KIND_OTHER:
    default:
      break;
    }
  memcpy (rgb, fallback, sizeof fallback);
}

/* "greenSlime" -> "GS", "ground" -> "G", "skill1" -> "S1". */
static void
id_initials (const char *id, char out[3])
{
  out[0] = out[1] = out[2] = '\0';
  if (id == NULL || id[0] == '\0')
    {
      out[0] = '?';
      return;
    }
  out[0] = g_ascii_toupper (id[0]);
  for (const char *p = id + 1; *p != '\0'; p++)
    if (g_ascii_isupper (*p) || g_ascii_isdigit (*p))
      {
        out[1] = *p;
        return;
      }
}

/* One glyph with its top-left corner at (@left, @top). @layout is shared by
 * all the glyphs of an atlas; @fonts: for two initials, for one. */
static void
glyph_draw (cairo_t *cr, PangoLayout *layout, PangoFontDescription *fonts[2], const Tile *tile,
            int left, int top)
{
  double rgb[3];
  glyph_colour (tile, rgb);
  double x = left + 2, y = top + 2, size = GLYPH_SIZE - 4, radius = 6;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - radius, y + radius, radius, -G_PI_2, 0);
  cairo_arc (cr, x + size - radius, y + size - radius, radius, 0, G_PI_2);
  cairo_arc (cr, x + radius, y + size - radius, radius, G_PI_2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI_2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  char initials[3];
  id_initials (tile->id, initials);
  pango_layout_set_font_description (layout, fonts[initials[1] ? 0 : 1]);
  pango_layout_set_text (layout, initials, -1);
  int tw, th;
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_move_to (cr, left + (GLYPH_SIZE - tw) / 2.0, top + (GLYPH_SIZE - th) / 2.0);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
}

static gboolean
tile_find_sheet_cell (TwSprites *self, Tile *tile)
{
  if (g_str_equal (tile->cls, "autotile"))
    {
      /* An autotile's picture alone (no neighbours) is its top-left cell. */
      Sheet *sheet = sheet_get (self, "autotiles", tile->id);
      if (sheet == NULL || sheet->width < CELL || sheet->height < CELL)
        return FALSE;
      tile->rect = (TwSpriteRect){
        sheet->texture, sheet->surface, 0,     0,
        CELL,           CELL,           FALSE, sheet->width == 3 * CELL && sheet->height == 4 * CELL
      };
      return TRUE;
    }

  json_t *row = json_object_get (json_object_get (self->icons, tile->cls), tile->id);
  if (!json_is_integer (row))
    return FALSE;
  Sheet *sheet = sheet_get (self, "materials", tile->cls);
  if (sheet == NULL)
    return FALSE;
  int height = g_str_has_suffix (tile->cls, "48") ? 48 : CELL;
  json_int_t top = json_integer_value (row) * height;
  if (top < 0 || top + height > sheet->height || sheet->width < CELL)
    return FALSE;
  tile->rect
      = (TwSpriteRect){ sheet->texture, sheet->surface, 0, (int)top, CELL, height, FALSE, FALSE };
  return TRUE;
}

static const char *
definition_name (json_t *tower, const char *section, const char *id)
{
  return json_string_value (
      json_object_get (json_object_get (json_object_get (tower, section), id), "name"));
}

static int
compare_ints (gconstpointer a, gconstpointer b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static void
tiles_build (TwSprites *self, json_t *tower)
{
  json_t *maps = json_object_get (tower, "maps");
  const char *key;
  json_t *entry;
  json_object_foreach (maps, key, entry)
  {
    char *end = NULL;
    gint64 number = g_ascii_strtoll (key, &end, 10);
    const char *cls = json_string_value (json_object_get (entry, "cls"));
    const char *id = json_string_value (json_object_get (entry, "id"));
    if (end == key || *end != '\0' || number <= 0 || number > G_MAXINT || cls == NULL || id == NULL)
      continue;
    Tile *tile = g_new0 (Tile, 1);
    tile->number = (int)number;
    tile->cls = g_strdup (cls);
    tile->id = g_strdup (id);
    const char *name = json_string_value (json_object_get (entry, "name"));
    if (name == NULL && (g_str_equal (cls, "enemys") || g_str_equal (cls, "enemy48")))
      name = definition_name (tower, "enemys", id);
    if (name == NULL && g_str_equal (cls, "items"))
      name = definition_name (tower, "items", id);
    tile->name = g_strdup (name);
    tile->kind = tw_tile_kind_classify (cls, id);
    tile->has_rect = tile_find_sheet_cell (self, tile);
    g_hash_table_insert (self->tiles, GINT_TO_POINTER (tile->number), tile);
    g_hash_table_insert (self->ids, tile->id, GINT_TO_POINTER (tile->number + 1));
    g_array_append_val (self->numbers, tile->number);
  }
  g_array_sort (self->numbers, compare_ints);
}

/* Glyphs per side of the atlas at most: cairo's image surfaces stop at
 * 32,767 pixels a side. */
#define GLYPH_ATLAS_MAX (32767 / GLYPH_SIZE)

/* Every tile without a sheet cell gets a glyph in one atlas: a grid of
 * columns x rows, as square as the count allows (10,000 glyphs: 100 x 100,
 * 3,200 pixels a side, also well within GPU texture limits), filled row by
 * row in tile-number order. A tower with more image-less kinds than the
 * grid holds (1,023 x 1,023) leaves the rest without a picture. */
static void
glyphs_build (TwSprites *self)
{
  guint count = 0;
  for (guint i = 0; i < self->numbers->len; i++)
    {
      Tile *tile = g_hash_table_lookup (self->tiles,
                                        GINT_TO_POINTER (g_array_index (self->numbers, int, i)));
      if (!tile->has_rect)
        count++;
    }
  if (count == 0)
    return;

  guint columns = MIN ((guint)ceil (sqrt (count)), GLYPH_ATLAS_MAX);
  guint rows = MIN ((count + columns - 1) / columns, GLYPH_ATLAS_MAX);
  if (count > columns * rows)
    g_warning ("%u tile kinds without a picture: only the first %u get a glyph", count,
               columns * rows);
  cairo_surface_t *surface = cairo_image_surface_create (
      CAIRO_FORMAT_ARGB32, (int)columns * GLYPH_SIZE, (int)rows * GLYPH_SIZE);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      g_warning ("no glyph atlas for %u tile kinds: %s", count,
                 cairo_status_to_string (cairo_surface_status (surface)));
      cairo_surface_destroy (surface);
      return;
    }
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *fonts[2];
  for (guint f = 0; f < 2; f++)
    {
      fonts[f] = pango_font_description_from_string ("Sans Bold");
      pango_font_description_set_absolute_size (fonts[f], (f == 0 ? 12 : 15) * PANGO_SCALE);
    }
  guint drawn = 0;
  for (guint i = 0; i < self->numbers->len && drawn < columns * rows; i++)
    {
      Tile *tile = g_hash_table_lookup (self->tiles,
                                        GINT_TO_POINTER (g_array_index (self->numbers, int, i)));
      if (tile->has_rect)
        continue;
      int left = (int)(drawn % columns) * GLYPH_SIZE, top = (int)(drawn / columns) * GLYPH_SIZE;
      glyph_draw (cr, layout, fonts, tile, left, top);
      tile->rect = (TwSpriteRect){ NULL, surface, left, top, GLYPH_SIZE, GLYPH_SIZE, TRUE, FALSE };
      tile->has_rect = TRUE;
      drawn++;
    }
  pango_font_description_free (fonts[0]);
  pango_font_description_free (fonts[1]);
  g_object_unref (layout);
  cairo_destroy (cr);
  self->glyphs.surface = surface;
  self->glyphs.texture = texture_from_surface (surface);
  self->glyphs.width = (int)columns * GLYPH_SIZE;
  self->glyphs.height = (int)rows * GLYPH_SIZE;
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Tile *tile = value;
      if (tile->rect.is_glyph)
        tile->rect.texture = self->glyphs.texture;
    }
}

static void
tw_sprites_finalize (GObject *object)
{
  TwSprites *self = TW_SPRITES (object);
  g_free (self->project_dir);
  g_clear_pointer (&self->icons, json_decref);
  g_hash_table_unref (self->ids);
  g_hash_table_unref (self->tiles);
  g_hash_table_unref (self->sheets);
  g_array_unref (self->numbers);
  g_clear_object (&self->glyphs.texture);
  g_clear_pointer (&self->glyphs.surface, cairo_surface_destroy);
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
  self->sheets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, sheet_free);
  self->tiles = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, tile_free);
  self->ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->numbers = g_array_new (FALSE, FALSE, sizeof (int));
}

TwSprites *
tw_sprites_new (json_t *tower, const char *project_dir)
{
  TwSprites *self = g_object_new (TW_TYPE_SPRITES, NULL);
  self->project_dir = g_strdup (project_dir);
  self->icons = json_incref (json_object_get (tower, "icons"));
  tiles_build (self, tower);
  glyphs_build (self);
  return self;
}

static Tile *
tile_get (TwSprites *self, int number)
{
  return g_hash_table_lookup (self->tiles, GINT_TO_POINTER (number));
}

gboolean
tw_sprites_lookup (TwSprites *self, int number, TwSpriteRect *out)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), FALSE);
  Tile *tile = tile_get (self, number);
  if (tile == NULL || !tile->has_rect)
    return FALSE;
  *out = tile->rect;
  return TRUE;
}

gboolean
tw_sprites_lookup_ground (TwSprites *self, const char *ground_id, TwSpriteRect *out)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), FALSE);
  if (ground_id == NULL)
    ground_id = "ground";
  /* The ground is a terrains row even when no tile number names it. */
  json_t *row = json_object_get (json_object_get (self->icons, "terrains"), ground_id);
  Sheet *sheet = json_is_integer (row) ? sheet_get (self, "materials", "terrains") : NULL;
  if (sheet != NULL)
    {
      json_int_t top = json_integer_value (row) * CELL;
      if (top >= 0 && top + CELL <= sheet->height && sheet->width >= CELL)
        {
          *out = (TwSpriteRect){ sheet->texture, sheet->surface, 0,     (int)top,
                                 CELL,           CELL,           FALSE, FALSE };
          return TRUE;
        }
    }
  return FALSE;
}

TwTileKind
tw_sprites_get_kind (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), TW_TILE_KIND_OTHER);
  if (number == 0)
    return TW_TILE_KIND_EMPTY;
  Tile *tile = tile_get (self, number);
  if (tile == NULL)
    return number >= 10000 || number == 17 ? TW_TILE_KIND_WALL : TW_TILE_KIND_OTHER;
  return tile->kind;
}

const char *
tw_sprites_get_cls (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->cls : NULL;
}

const char *
tw_sprites_get_id (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->id : NULL;
}

const char *
tw_sprites_get_name (TwSprites *self, int number)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->name : NULL;
}

int
tw_sprites_find_number (TwSprites *self, const char *id)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), -1);
  return GPOINTER_TO_INT (g_hash_table_lookup (self->ids, id)) - 1;
}

const int *
tw_sprites_get_numbers (TwSprites *self, guint *n_numbers)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), NULL);
  *n_numbers = self->numbers->len;
  return (const int *)(gpointer)self->numbers->data;
}

guint
tw_sprites_get_sheet_count (TwSprites *self)
{
  g_return_val_if_fail (TW_IS_SPRITES (self), 0);
  return self->sheet_count;
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
};

static void
tw_sprite_paintable_snapshot (GdkPaintable *paintable, GdkSnapshot *snapshot, double width,
                              double height)
{
  TwSpritePaintable *self = TW_SPRITE_PAINTABLE (paintable);
  graphene_rect_t dest;
  tw_sprite_rect_fit (&self->rect, 0, 0, MIN (width, height), &dest);
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
