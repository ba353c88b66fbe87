/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tile-atlas.c: loads a mota-js tower's sprite sheets, autotiles and
 * tilesets once (cairo's PNG reader, no GTK) and answers, for each tile
 * number, which sub-rectangle of which sheet is its frame 0. Tiles without
 * a picture get a glyph (a rounded square in the class colour with the id's
 * initials) drawn once into a glyph atlas, so every tile is drawn the same
 * way: a sheet and a rectangle. */
#include "editor/render/tw-tile-atlas.h"
#include "editor/render/tw-floor-images.h"
#include "editor/render/tw-image-folders.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#define CELL 32
#define GLYPH_SIZE 32
#define AUTOTILE_W 96
#define AUTOTILE_H 128

typedef struct
{
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
  TwTileRect rect;
  gboolean has_rect;
  gboolean can_pass;
  int animate;       /* the maps entry's `animate` frame count; 0: none given */
  int tileset_index; /* -1: not a tileset cell */
} Tile;

typedef struct
{
  char *file;
  int first;
  int columns;
  int rows;
  cairo_surface_t *surface; /* the sheet's, owned by the atlas's sheets; NULL: missing */
} Tileset;

struct _TwTileAtlas
{
  GObject parent_instance;

  char *project_dir;
  TwImageLayout layout; /* where the game keeps its pictures */
  json_t *icons;
  GHashTable *sheets;  /* file path -> Sheet* (NULL value: tried, missing) */
  GHashTable *missing; /* relative path -> itself */
  GHashTable *tiles;   /* GINT_TO_POINTER (number) -> Tile* */
  GHashTable *ids;     /* id -> GINT_TO_POINTER (number + 1) */
  GHashTable *joins;   /* packed (number, other) of different autotiles that join */
  GArray *numbers;
  GArray *tilesets; /* Tileset */
  GPtrArray *missing_sorted;
  cairo_surface_t *glyphs;
  guint sheet_count;
};

G_DEFINE_FINAL_TYPE (TwTileAtlas, tw_tile_atlas, G_TYPE_OBJECT)

static void
sheet_free (gpointer data)
{
  Sheet *sheet = data;
  if (sheet == NULL)
    return;
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

static void
tileset_clear (gpointer data)
{
  g_free (((Tileset *)data)->file);
}

/* A surface from a pixbuf (floor images may be JPEG or GIF, which cairo
 * cannot read): premultiplied ARGB32, as the blits expect. */
static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf), height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf), in_stride = gdk_pixbuf_get_rowstride (pixbuf);
  const guint8 *in = gdk_pixbuf_read_pixels (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  guint8 *out = cairo_image_surface_get_data (surface);
  int out_stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *p = in + (gsize)y * in_stride + (gsize)x * channels;
        guint a = channels == 4 ? p[3] : 255;
        guint32 r = (p[0] * a + 127) / 255, g = (p[1] * a + 127) / 255, b = (p[2] * a + 127) / 255;
        *(guint32 *)(gpointer)(out + (gsize)y * out_stride + (gsize)x * 4)
            = (a << 24) | (r << 16) | (g << 8) | b;
      }
  cairo_surface_mark_dirty (surface);
  cairo_surface_flush (surface);
  return surface;
}

/* A PNG through cairo's reader, as premultiplied ARGB32 (the format the
 * blits expect); NULL when cairo cannot read it. */
static cairo_surface_t *
surface_from_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (path);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  if (cairo_image_surface_get_format (surface) != CAIRO_FORMAT_ARGB32)
    {
      cairo_surface_t *argb = cairo_image_surface_create (
          CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (surface),
          cairo_image_surface_get_height (surface));
      cairo_t *cr = cairo_create (argb);
      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      surface = argb;
    }
  cairo_surface_flush (surface);
  return surface;
}

/* Any format gdk-pixbuf reads (a tileset or floor image may be a JPEG, a
 * GIF: its first frame); NULL with a debug message when it cannot. */
static cairo_surface_t *
surface_from_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new_from_file (path, &error);
  if (pixbuf == NULL)
    {
      g_debug ("image %s: %s", path, error->message);
      return NULL;
    }
  return surface_from_pixbuf (pixbuf);
}

/* The picture @name of @kind, where the game's loader looks for it
 * (tw-image-folders.h), loaded once; NULL (and noted as missing) when it
 * cannot be read. Sheets go through cairo's PNG reader first, pictures
 * through gdk-pixbuf (as they always have: their pixels stay the same). */
static Sheet *
sheet_get (TwTileAtlas *self, TwImageKind kind, const char *name)
{
  if (self->project_dir == NULL)
    return NULL;
  g_autofree char *relative = tw_image_folders_relative (self->layout, kind, name);
  if (relative == NULL)
    return NULL;
  g_autofree char *path = g_build_filename (self->project_dir, relative, NULL);
  gpointer found;
  if (g_hash_table_lookup_extended (self->sheets, path, NULL, &found))
    return found;

  cairo_surface_t *surface = kind == TW_IMAGE_PICTURE ? NULL : surface_from_png (path);
  if (surface == NULL)
    surface = surface_from_file (path);
  Sheet *sheet = NULL;
  if (surface != NULL)
    {
      sheet = g_new0 (Sheet, 1);
      sheet->surface = surface;
      sheet->width = cairo_image_surface_get_width (surface);
      sheet->height = cairo_image_surface_get_height (surface);
      /* Floor pictures are not tile sheets: "no sheets" still means glyphs only. */
      if (kind != TW_IMAGE_PICTURE)
        self->sheet_count++;
    }
  else
    g_hash_table_add (self->missing, g_strdup (relative));
  g_hash_table_insert (self->sheets, g_steal_pointer (&path), sheet);
  return sheet;
}

/* A floor's `images` entry (project/images/<name>, or where the game keeps
 * pictures); a name with a folder in it is not one mota-js loads. */
static Sheet *
image_get (TwTileAtlas *self, const char *name)
{
  if (name == NULL || strchr (name, '/') != NULL)
    return NULL;
  return sheet_get (self, TW_IMAGE_PICTURE, name);
}

/* Every floor's images, so a missing one is reported when the tower opens. */
static void
floor_images_load (TwTileAtlas *self, json_t *tower)
{
  const char *floor_id;
  json_t *floor;
  json_object_foreach (json_object_get (tower, "floors"), floor_id, floor)
  {
    json_t *images = tw_floor_images_read (floor);
    size_t i;
    json_t *one;
    json_array_foreach (images, i, one)
    image_get (self, json_string_value (json_object_get (one, "name")));
    json_decref (images);
  }
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

/* The cell number a tileset id names ("X10005": 10005), or -1: mota-js
 * draws a `cls: "tileset"` block from its id, which must be X and digits. */
static gint64
tileset_id_number (const char *id)
{
  if (id == NULL || id[0] != 'X' || id[1] == '\0')
    return -1;
  guint64 number = 0;
  if (!g_ascii_string_to_unsigned (id + 1, 10, 0, G_MAXINT, &number, NULL))
    return -1;
  return (gint64)number;
}

/* The tileset cell a tileset tile shows: the one its id names (a maps.js
 * entry), else its own number. */
static gint64
tileset_glyph_cell (const Tile *tile)
{
  gint64 cell = tileset_id_number (tile->id);
  return cell >= TW_TILESET_OFFSET ? cell : tile->number;
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

  char initials[8];
  if (tile->tileset_index >= 0)
    /* A tileset cell whose image is missing: its place in the tileset, so
     * neighbouring cells stay told apart. */
    g_snprintf (initials, sizeof initials, "%d",
                (int)(tileset_glyph_cell (tile) - TW_TILESET_OFFSET * (tile->tileset_index + 1)));
  else
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
tile_find_sheet_cell (TwTileAtlas *self, Tile *tile)
{
  if (g_str_equal (tile->cls, "autotile"))
    {
      /* An autotile's picture alone (no neighbours) is its top-left cell. */
      Sheet *sheet = sheet_get (self, TW_IMAGE_AUTOTILE, tile->id);
      if (sheet == NULL || sheet->width < CELL || sheet->height < CELL)
        return FALSE;
      /* 96x128 a frame; animated autotiles put their frames side by side. */
      gboolean whole = sheet->width >= AUTOTILE_W && sheet->width % AUTOTILE_W == 0
                       && sheet->height == AUTOTILE_H;
      tile->rect = (TwTileRect){ sheet->surface, 0, 0, CELL, CELL, FALSE, whole };
      return TRUE;
    }

  json_t *row = json_object_get (json_object_get (self->icons, tile->cls), tile->id);
  if (!json_is_integer (row))
    return FALSE;
  Sheet *sheet = sheet_get (self, TW_IMAGE_MATERIAL, tile->cls);
  if (sheet == NULL)
    return FALSE;
  int height = g_str_has_suffix (tile->cls, "48") ? 48 : CELL;
  json_int_t top = json_integer_value (row) * height;
  if (top < 0 || top + height > sheet->height || sheet->width < CELL)
    return FALSE;
  tile->rect = (TwTileRect){ sheet->surface, 0, (int)top, CELL, height, FALSE, FALSE };
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

static Tile *
tile_add (TwTileAtlas *self, int number, const char *cls, const char *id)
{
  Tile *tile = g_new0 (Tile, 1);
  tile->number = number;
  tile->cls = g_strdup (cls);
  tile->id = g_strdup (id);
  tile->kind = tw_tile_kind_classify (cls, id);
  tile->tileset_index = -1;
  g_hash_table_insert (self->tiles, GINT_TO_POINTER (number), tile);
  if (!g_hash_table_contains (self->ids, tile->id))
    g_hash_table_insert (self->ids, tile->id, GINT_TO_POINTER (number + 1));
  g_array_append_val (self->numbers, number);
  return tile;
}

static void
tiles_build (TwTileAtlas *self, json_t *tower)
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
    Tile *tile = tile_add (self, (int)number, cls, id);
    const char *name = json_string_value (json_object_get (entry, "name"));
    if (name == NULL && (g_str_equal (cls, "enemys") || g_str_equal (cls, "enemy48")))
      name = definition_name (tower, "enemys", id);
    if (name == NULL && g_str_equal (cls, "items"))
      name = definition_name (tower, "items", id);
    tile->name = g_strdup (name);
    tile->can_pass = json_is_true (json_object_get (entry, "canPass"));
    /* `animate: false` (or 1) keeps a tile still, as the game's _addInfo. */
    json_t *animate = json_object_get (entry, "animate");
    tile->animate = json_is_false (animate) ? 1
                    : json_is_number (animate) ? MAX (1, (int)json_number_value (animate))
                                               : 0;
    tile->has_rect = tile_find_sheet_cell (self, tile);
  }
}

/* The tileset cell numbered @number (mota-js libs/icons.js
 * getTilesetOffset: tileset i holds width x height cells from 10000 * (i + 1),
 * row by row): its rectangle and tileset; FALSE when no loaded tileset has it. */
static gboolean
tileset_cell_find (TwTileAtlas *self, gint64 number, TwTileRect *rect, int *index)
{
  gint64 i = number / TW_TILESET_OFFSET - 1;
  if (number < TW_TILESET_OFFSET || i >= (gint64)self->tilesets->len)
    return FALSE;
  const Tileset *set = &g_array_index (self->tilesets, Tileset, (guint)i);
  gint64 cell = number - set->first;
  if (set->surface == NULL || cell >= (gint64)set->columns * set->rows)
    return FALSE;
  int column = (int)(cell % set->columns), row = (int)(cell / set->columns);
  *rect = (TwTileRect){ set->surface, column * CELL, row * CELL, CELL, CELL, FALSE, FALSE };
  *index = (int)i;
  return TRUE;
}

/* Tileset i numbers its cells from 10000 * (i + 1), row by row, as many as
 * its image holds (mota-js libs/icons.js getTilesetOffset). */
static void
tilesets_build (TwTileAtlas *self, json_t *tower)
{
  json_t *files
      = json_object_get (json_object_get (json_object_get (tower, "data"), "main"), "tilesets");
  size_t index;
  json_t *value;
  json_array_foreach (files, index, value)
  {
    const char *file = json_string_value (value);
    Tileset set
        = { g_strdup (file != NULL ? file : ""), TW_TILESET_OFFSET * ((int)index + 1), 0, 0, NULL };
    Sheet *sheet = file != NULL && index < 200 ? sheet_get (self, TW_IMAGE_TILESET, file) : NULL;
    if (sheet != NULL)
      {
        set.columns = sheet->width / CELL;
        set.rows = MIN (sheet->height / CELL, TW_TILESET_OFFSET / MAX (1, set.columns));
        set.surface = set.columns > 0 && set.rows > 0 ? sheet->surface : NULL;
      }
    g_array_append_val (self->tilesets, set);
    for (int row = 0; row < set.rows; row++)
      for (int column = 0; column < set.columns; column++)
        {
          int number = set.first + row * set.columns + column;
          if (g_hash_table_contains (self->tiles, GINT_TO_POINTER (number)))
            continue;
          char id[24];
          g_snprintf (id, sizeof id, "X%d", number);
          Tile *tile = tile_add (self, number, "tileset", id);
          tile->tileset_index = (int)index;
          tile->rect
              = (TwTileRect){ sheet->surface, column * CELL, row * CELL, CELL, CELL, FALSE, FALSE };
          tile->has_rect = TRUE;
        }
  }
}

/* maps.js entries of class "tileset" (2.7+ towers list the cells they use,
 * with names or passability): drawn, as mota-js maps.js getBlockInfo
 * does, from the tileset cell their id names. One whose cell is missing
 * keeps its tileset place, so its glyph shows the cell's number there. */
static void
tileset_entries_resolve (TwTileAtlas *self)
{
  for (guint i = 0; i < self->numbers->len; i++)
    {
      Tile *tile = g_hash_table_lookup (self->tiles,
                                        GINT_TO_POINTER (g_array_index (self->numbers, int, i)));
      if (tile->has_rect || !g_str_equal (tile->cls, "tileset"))
        continue;
      gint64 cell = tileset_id_number (tile->id);
      int index = -1;
      tile->has_rect = cell >= 0 && tileset_cell_find (self, cell, &tile->rect, &index);
      if (tile->has_rect)
        tile->tileset_index = index;
      else if (cell >= TW_TILESET_OFFSET && cell / TW_TILESET_OFFSET - 1 < (gint64)self->tilesets->len)
        tile->tileset_index = (int)(cell / TW_TILESET_OFFSET - 1);
    }
}

/* Tileset numbers the floors use that no image resolves (the image is
 * missing, or smaller than the floors think): a glyph each, so they stay
 * told apart on the map. */
/* Calls @func for each cell of @floor's bg, event and fg layers whose number
 * is in the tilesets' range (TW_TILESET_OFFSET and up). */
typedef void (*TilesetCellFunc) (json_t *cell, json_int_t number, gpointer data);

static void
floor_tileset_cells_foreach (json_t *floor, TilesetCellFunc func, gpointer data)
{
  static const char *const layers[] = { "bgmap", "map", "fgmap" };
  for (guint l = 0; l < G_N_ELEMENTS (layers); l++)
    {
      size_t y, x;
      json_t *row, *cell;
      json_array_foreach (json_object_get (floor, layers[l]), y, row)
      {
        json_array_foreach (row, x, cell)
        {
          json_int_t number = json_integer_value (cell);
          if (number >= TW_TILESET_OFFSET)
            func (cell, number, data);
        }
      }
    }
}

static void
stray_add (json_t *cell, json_int_t number, gpointer data)
{
  TwTileAtlas *self = data;
  if (number > G_MAXINT || g_hash_table_contains (self->tiles, GINT_TO_POINTER ((int)number)))
    return;
  json_int_t index = number / TW_TILESET_OFFSET - 1;
  if (index >= (json_int_t)self->tilesets->len)
    return;
  char id[24];
  g_snprintf (id, sizeof id, "X%d", (int)number);
  tile_add (self, (int)number, "tileset", id)->tileset_index = (int)index;
}

static void
tileset_strays_add (TwTileAtlas *self, json_t *tower)
{
  const char *floor_id;
  json_t *floor;
  json_object_foreach (json_object_get (tower, "floors"), floor_id, floor)
    floor_tileset_cells_foreach (floor, stray_add, self);
}

/* mota-js's autotileEdges: autotile n joins n2 when n's icon (its top-left
 * cell) is, pixel for pixel, n2's second cell. */
static gboolean
cells_equal (cairo_surface_t *a, int ax, cairo_surface_t *b, int bx)
{
  const guint8 *da = cairo_image_surface_get_data (a), *db = cairo_image_surface_get_data (b);
  int sa = cairo_image_surface_get_stride (a), sb = cairo_image_surface_get_stride (b);
  for (int y = 0; y < CELL; y++)
    if (memcmp (da + (gsize)y * sa + ax * 4, db + (gsize)y * sb + bx * 4, CELL * 4) != 0)
      return FALSE;
  return TRUE;
}

static gpointer
join_key (int number, int other)
{
  return GSIZE_TO_POINTER (((gsize)(guint)number << 32) | (guint)other);
}

static void
joins_build (TwTileAtlas *self)
{
  g_autoptr (GPtrArray) autotiles = g_ptr_array_new ();
  for (guint i = 0; i < self->numbers->len; i++)
    {
      Tile *tile = g_hash_table_lookup (self->tiles,
                                        GINT_TO_POINTER (g_array_index (self->numbers, int, i)));
      if (tile->has_rect && tile->rect.is_autotile)
        g_ptr_array_add (autotiles, tile);
    }
  for (guint i = 0; i < autotiles->len; i++)
    for (guint j = 0; j < autotiles->len; j++)
      {
        Tile *a = autotiles->pdata[i], *b = autotiles->pdata[j];
        if (i != j && cells_equal (a->rect.surface, 0, b->rect.surface, CELL))
          g_hash_table_add (self->joins, join_key (a->number, b->number));
      }
}

/* Glyphs per side of the atlas at most: cairo's image surfaces stop at
 * 32,767 pixels a side. */
#define GLYPH_ATLAS_MAX (32767 / GLYPH_SIZE)

/* Every tile without a sheet cell gets a glyph in one atlas: a grid of
 * columns x rows, as square as the count allows (10,000 glyphs: 100 x 100,
 * 3,200 pixels a side), filled row by row in tile-number order. A tower
 * with more image-less kinds than the grid holds (1,023 x 1,023) leaves
 * the rest without a picture. */
static gboolean
glyph_wanted (const Tile *tile, GHashTable *only)
{
  return !tile->has_rect
         && (only == NULL || g_hash_table_contains (only, GINT_TO_POINTER (tile->number)));
}

/* @only: the tile numbers to draw glyphs for (NULL: every tile without a
 * picture). @font_map: the font map to lay the initials out with (NULL: the
 * thread's default); a thread other than the main one passes its own, so
 * that no Pango object is shared between threads. */
static void
glyphs_build (TwTileAtlas *self, GHashTable *only, PangoFontMap *font_map)
{
  guint count = 0;
  for (guint i = 0; i < self->numbers->len; i++)
    {
      Tile *tile = g_hash_table_lookup (self->tiles,
                                        GINT_TO_POINTER (g_array_index (self->numbers, int, i)));
      if (glyph_wanted (tile, only))
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
  PangoContext *context = pango_font_map_create_context (
      font_map != NULL ? font_map : pango_cairo_font_map_get_default ());
  pango_cairo_update_context (cr, context);
  PangoLayout *layout = pango_layout_new (context);
  g_object_unref (context);
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
      if (!glyph_wanted (tile, only))
        continue;
      int left = (int)(drawn % columns) * GLYPH_SIZE, top = (int)(drawn / columns) * GLYPH_SIZE;
      glyph_draw (cr, layout, fonts, tile, left, top);
      tile->rect = (TwTileRect){ surface, left, top, GLYPH_SIZE, GLYPH_SIZE, TRUE, FALSE };
      tile->has_rect = TRUE;
      drawn++;
    }
  pango_font_description_free (fonts[0]);
  pango_font_description_free (fonts[1]);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  self->glyphs = surface;
}

static void
tw_tile_atlas_finalize (GObject *object)
{
  TwTileAtlas *self = TW_TILE_ATLAS (object);
  g_free (self->project_dir);
  g_clear_pointer (&self->icons, json_decref);
  g_hash_table_unref (self->ids);
  g_hash_table_unref (self->tiles);
  g_hash_table_unref (self->sheets);
  g_hash_table_unref (self->missing);
  g_hash_table_unref (self->joins);
  g_array_unref (self->numbers);
  g_array_unref (self->tilesets);
  g_ptr_array_unref (self->missing_sorted);
  g_clear_pointer (&self->glyphs, cairo_surface_destroy);
  G_OBJECT_CLASS (tw_tile_atlas_parent_class)->finalize (object);
}

static void
tw_tile_atlas_class_init (TwTileAtlasClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_tile_atlas_finalize;
}

static void
tw_tile_atlas_init (TwTileAtlas *self)
{
  self->sheets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, sheet_free);
  self->missing = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->tiles = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, tile_free);
  self->ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->joins = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->numbers = g_array_new (FALSE, FALSE, sizeof (int));
  self->tilesets = g_array_new (FALSE, TRUE, sizeof (Tileset));
  g_array_set_clear_func (self->tilesets, tileset_clear);
  self->missing_sorted = g_ptr_array_new ();
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

static TwTileAtlas *
atlas_build (json_t *tower, const char *project_dir, PangoFontMap *font_map)
{
  TwTileAtlas *self = g_object_new (TW_TYPE_TILE_ATLAS, NULL);
  self->project_dir = g_strdup (project_dir);
  self->layout = tw_image_folders_detect (project_dir);
  self->icons = json_incref (json_object_get (tower, "icons"));
  tiles_build (self, tower);
  tilesets_build (self, tower);
  tileset_entries_resolve (self);
  tileset_strays_add (self, tower);
  g_array_sort (self->numbers, compare_ints);
  joins_build (self);
  glyphs_build (self, NULL, font_map);
  /* The ground's sheet too, so a missing terrains.png is reported even on
   * a tower whose tiles name no terrain. */
  if (json_is_object (json_object_get (self->icons, "terrains")))
    sheet_get (self, TW_IMAGE_MATERIAL, "terrains");
  floor_images_load (self, tower);
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, self->missing);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (self->missing_sorted, key);
  g_ptr_array_sort (self->missing_sorted, compare_strings);
  g_ptr_array_add (self->missing_sorted, NULL);
  return self;
}

TwTileAtlas *
tw_tile_atlas_new (json_t *tower, const char *project_dir)
{
  return atlas_build (tower, project_dir, NULL);
}

/* ---- building on another thread ------------------------------------------------- */

struct _TwTileAtlasSource
{
  json_t *tower; /* the parts of the tower the atlas reads, copied */
  char *project_dir;
};

/* {id: {"name": name}} of a definitions section: the only field the atlas reads. */
static json_t *
names_copy (json_t *section)
{
  json_t *copy = json_object ();
  const char *id;
  json_t *definition;
  json_object_foreach (section, id, definition)
  {
    json_t *name = json_object_get (definition, "name");
    if (json_is_string (name))
      json_object_set_new (copy, id, json_pack ("{sO}", "name", name));
  }
  return copy;
}

/* The tileset numbers of a floor, each once. */
typedef struct
{
  GHashTable *seen;
  json_t *numbers;
} NumbersOnce;

static void
number_once (json_t *cell, json_int_t number, gpointer data)
{
  NumbersOnce *once = data;
  gint64 key = number;
  if (g_hash_table_contains (once->seen, &key))
    return;
  json_array_append (once->numbers, cell);
  g_hash_table_add (once->seen, g_memdup2 (&key, sizeof key));
}

/* A floor as the atlas reads it: its images, and the tileset numbers its
 * layers use, each once, as a one-row "map" (tileset_strays_add reads no
 * more; the order does not matter, the numbers are sorted afterwards). */
static json_t *
floor_copy (json_t *floor)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  json_t *numbers = json_array ();
  NumbersOnce once = { seen, numbers };
  floor_tileset_cells_foreach (floor, number_once, &once);
  json_t *copy = json_pack ("{s[o]}", "map", numbers);
  json_t *images = json_object_get (floor, "images");
  if (images != NULL)
    json_object_set_new (copy, "images", json_deep_copy (images));
  return copy;
}

TwTileAtlasSource *
tw_tile_atlas_source_new (json_t *tower, const char *project_dir)
{
  TwTileAtlasSource *source = g_new0 (TwTileAtlasSource, 1);
  source->project_dir = g_strdup (project_dir);
  source->tower = json_object ();
  static const char *const copied[] = { "maps", "icons" };
  for (guint i = 0; i < G_N_ELEMENTS (copied); i++)
    {
      json_t *part = json_object_get (tower, copied[i]);
      if (part != NULL)
        json_object_set_new (source->tower, copied[i], json_deep_copy (part));
    }
  json_object_set_new (source->tower, "enemys", names_copy (json_object_get (tower, "enemys")));
  json_object_set_new (source->tower, "items", names_copy (json_object_get (tower, "items")));
  json_t *tilesets
      = json_object_get (json_object_get (json_object_get (tower, "data"), "main"), "tilesets");
  if (tilesets != NULL)
    json_object_set_new (source->tower, "data",
                         json_pack ("{s{so}}", "main", "tilesets", json_deep_copy (tilesets)));
  json_t *floors = json_object ();
  const char *floor_id;
  json_t *floor;
  json_object_foreach (json_object_get (tower, "floors"), floor_id, floor)
      json_object_set_new (floors, floor_id, floor_copy (floor));
  json_object_set_new (source->tower, "floors", floors);
  return source;
}

void
tw_tile_atlas_source_free (TwTileAtlasSource *source)
{
  if (source == NULL)
    return;
  json_decref (source->tower);
  g_free (source->project_dir);
  g_free (source);
}

TwTileAtlas *
tw_tile_atlas_new_from_source (const TwTileAtlasSource *source)
{
  g_return_val_if_fail (source != NULL, NULL);
  /* Its own font map: Pango's objects are not shared between threads. */
  PangoFontMap *font_map = pango_cairo_font_map_new ();
  TwTileAtlas *self = atlas_build (source->tower, source->project_dir, font_map);
  g_object_unref (font_map);
  return self;
}

TwTileAtlas *
tw_tile_atlas_new_placeholder (json_t *tower, const int *numbers, guint n_numbers)
{
  TwTileAtlas *self = g_object_new (TW_TYPE_TILE_ATLAS, NULL);
  self->icons = json_incref (json_object_get (tower, "icons"));
  tiles_build (self, tower); /* no project folder: no sheet is read */
  tilesets_build (self, tower);
  tileset_entries_resolve (self);
  g_autoptr (GHashTable) only = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < n_numbers; i++)
    {
      int number = numbers[i];
      g_hash_table_add (only, GINT_TO_POINTER (number));
      gint64 index = number / TW_TILESET_OFFSET - 1;
      if (number < TW_TILESET_OFFSET
          || g_hash_table_contains (self->tiles, GINT_TO_POINTER (number))
          || index >= (gint64)self->tilesets->len)
        continue;
      /* A tileset cell: numbered, as when its image is missing. */
      char id[24];
      g_snprintf (id, sizeof id, "X%d", number);
      tile_add (self, number, "tileset", id)->tileset_index = (int)index;
    }
  g_array_sort (self->numbers, compare_ints);
  glyphs_build (self, only, NULL);
  g_ptr_array_add (self->missing_sorted, NULL);
  return self;
}

static Tile *
tile_get (TwTileAtlas *self, int number)
{
  return g_hash_table_lookup (self->tiles, GINT_TO_POINTER (number));
}

gboolean
tw_tile_atlas_lookup (TwTileAtlas *self, int number, TwTileRect *out)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), FALSE);
  Tile *tile = tile_get (self, number);
  if (tile == NULL || !tile->has_rect)
    return FALSE;
  *out = tile->rect;
  return TRUE;
}

gboolean
tw_tile_atlas_lookup_ground (TwTileAtlas *self, const char *ground_id, TwTileRect *out)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), FALSE);
  if (ground_id == NULL)
    ground_id = "ground";
  /* The ground is a terrains row even when no tile number names it. */
  json_t *row = json_object_get (json_object_get (self->icons, "terrains"), ground_id);
  Sheet *sheet = json_is_integer (row) ? sheet_get (self, TW_IMAGE_MATERIAL, "terrains") : NULL;
  if (sheet != NULL)
    {
      json_int_t top = json_integer_value (row) * CELL;
      if (top >= 0 && top + CELL <= sheet->height && sheet->width >= CELL)
        {
          *out = (TwTileRect){ sheet->surface, 0, (int)top, CELL, CELL, FALSE, FALSE };
          return TRUE;
        }
    }
  /* mota-js takes any block as the ground (a tileset cell, an autotile's
   * icon): its frame-0 picture, when it has one. */
  Tile *tile = tile_get (self, tw_tile_atlas_find_number (self, ground_id));
  if (tile != NULL && tile->has_rect && !tile->rect.is_glyph)
    {
      *out = tile->rect;
      out->is_autotile = FALSE;
      return TRUE;
    }
  return FALSE;
}

gboolean
tw_tile_atlas_get_image (TwTileAtlas *self, const char *name, cairo_surface_t **out)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), FALSE);
  Sheet *sheet = image_get (self, name);
  if (sheet == NULL)
    return FALSE;
  *out = sheet->surface;
  return TRUE;
}

gboolean
tw_tile_atlas_autotile_joins (TwTileAtlas *self, int number, int other)
{
  return number == other || g_hash_table_contains (self->joins, join_key (number, other));
}

TwTileKind
tw_tile_atlas_get_kind (TwTileAtlas *self, int number)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), TW_TILE_KIND_OTHER);
  if (number == 0)
    return TW_TILE_KIND_EMPTY;
  Tile *tile = tile_get (self, number);
  if (tile == NULL)
    return number >= TW_TILESET_OFFSET || number == 17 ? TW_TILE_KIND_WALL : TW_TILE_KIND_OTHER;
  return tile->kind;
}

const char *
tw_tile_atlas_get_cls (TwTileAtlas *self, int number)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), NULL);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->cls : NULL;
}

const char *
tw_tile_atlas_get_id (TwTileAtlas *self, int number)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), NULL);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->id : NULL;
}

const char *
tw_tile_atlas_get_name (TwTileAtlas *self, int number)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), NULL);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->name : NULL;
}

gboolean
tw_tile_atlas_can_pass (TwTileAtlas *self, int number)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), FALSE);
  Tile *tile = tile_get (self, number);
  return tile != NULL && tile->can_pass;
}

int
tw_tile_atlas_get_animate (TwTileAtlas *self, int number)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), 0);
  Tile *tile = tile_get (self, number);
  return tile != NULL ? tile->animate : 0;
}

int
tw_tile_atlas_find_number (TwTileAtlas *self, const char *id)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), -1);
  return GPOINTER_TO_INT (g_hash_table_lookup (self->ids, id)) - 1;
}

const int *
tw_tile_atlas_get_numbers (TwTileAtlas *self, guint *n_numbers)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), NULL);
  *n_numbers = self->numbers->len;
  return (const int *)(gpointer)self->numbers->data;
}

guint
tw_tile_atlas_get_sheet_count (TwTileAtlas *self)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), 0);
  return self->sheet_count;
}

guint
tw_tile_atlas_get_tileset_count (TwTileAtlas *self)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), 0);
  return self->tilesets->len;
}

gboolean
tw_tile_atlas_get_tileset (TwTileAtlas *self, guint index, const char **file, int *first_number,
                           int *columns, int *rows)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), FALSE);
  if (index >= self->tilesets->len)
    return FALSE;
  const Tileset *set = &g_array_index (self->tilesets, Tileset, index);
  if (file != NULL)
    *file = set->file;
  if (first_number != NULL)
    *first_number = set->first;
  if (columns != NULL)
    *columns = set->columns;
  if (rows != NULL)
    *rows = set->rows;
  return TRUE;
}

const char *const *
tw_tile_atlas_get_missing (TwTileAtlas *self, guint *n_missing)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), NULL);
  if (n_missing != NULL)
    *n_missing = self->missing_sorted->len - 1;
  return (const char *const *)self->missing_sorted->pdata;
}

GPtrArray *
tw_tile_atlas_check_images (TwTileAtlas *self)
{
  g_return_val_if_fail (TW_IS_TILE_ATLAS (self), NULL);
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_free);
  for (guint i = 0; i + 1 < self->missing_sorted->len; i++)
    {
      const char *relative = self->missing_sorted->pdata[i];
      g_autofree char *file = g_strconcat ("project/", relative, NULL);
      g_autofree char *message = g_strdup_printf (
          "The image %s is missing or unreadable: its tiles are drawn as glyphs.", file);
      g_ptr_array_add (found, tw_diagnostic_new (TW_SEVERITY_WARNING, "missing-image", file, "",
                                                 NULL, NULL, message));
    }
  return found;
}
