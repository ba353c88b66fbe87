/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-palette.h: the tile palette: tiles grouped by class, searchable, recently used first. */
#pragma once

#include <gtk/gtk.h>

#include "ui/tw-sprites.h"

G_BEGIN_DECLS

typedef enum
{
  TW_PALETTE_GROUP_RECENT,
  TW_PALETTE_GROUP_TERRAIN,
  TW_PALETTE_GROUP_DOORS,
  TW_PALETTE_GROUP_ITEMS,
  TW_PALETTE_GROUP_ENEMIES,
  TW_PALETTE_GROUP_STAIRS,
  TW_PALETTE_GROUP_OTHER,
  TW_PALETTE_N_GROUPS
} TwPaletteGroup;

/* One row of the palette: a group header (number -1) or a tile. */
#define TW_TYPE_PALETTE_ENTRY (tw_palette_entry_get_type ())
G_DECLARE_FINAL_TYPE (TwPaletteEntry, tw_palette_entry, TW, PALETTE_ENTRY, GObject)

int tw_palette_entry_get_number (TwPaletteEntry *self);
TwPaletteGroup tw_palette_entry_get_group (TwPaletteEntry *self);
gboolean tw_palette_entry_is_header (TwPaletteEntry *self);
/* The header's title, or the tile's "id name". */
const char *tw_palette_entry_get_label (TwPaletteEntry *self);
/* "greenSlime · 绿头怪 · #201 (enemys)" */
const char *tw_palette_entry_get_tooltip (TwPaletteEntry *self);

#define TW_TYPE_PALETTE (tw_palette_get_type ())
G_DECLARE_FINAL_TYPE (TwPalette, tw_palette, TW, PALETTE, GtkWidget)

#define TW_PALETTE_RECENT_MAX 8

GtkWidget *tw_palette_new (void);
void tw_palette_set_sprites (TwPalette *self, TwSprites *sprites);
/* No tiles yet, saying they are on their way (the window's sprites are
 * being built); tw_palette_set_sprites ends it. */
void tw_palette_set_loading (TwPalette *self);
TwPaletteGroup tw_palette_group_for_kind (TwTileKind kind);
const char *tw_palette_group_title (TwPaletteGroup group);

/* Moves a tile to the front of the Recent group (called on selection, and by
 * tools when they use a tile picked some other way). */
void tw_palette_note_used (TwPalette *self, int number);
/* Selects the tile's row in its class group (emits tile-selected); -1 clears. */
void tw_palette_select (TwPalette *self, int number);
/* Below the list, in the fold "palette-tilesets-section", one grid per
 * tileset of main.tilesets (an expander "palette-tileset-N" holding the
 * scroller "palette-tileset-scroller-N" of the grid "palette-tileset-grid-N"): a click at (x, y) in the grid
 * picks that cell, as choosing a list row does (Recent, tile-selected). FALSE off the grid. */
gboolean tw_palette_pick_tileset (TwPalette *self, guint tileset, double x, double y);
/* A drag from (x0, y0) to (x1, y1) in tileset grid `tileset`: picks the
 * rectangle of cells it covers as a stamp (tile-selected gives its top-left
 * number; tw_palette_get_stamp the whole). FALSE when it misses the grid. */
gboolean tw_palette_pick_tileset_rect (TwPalette *self, guint tileset, double x0, double y0,
                                       double x1, double y1);
/* The stamp last picked in a tileset grid (width x height numbers, row by
 * row), or NULL after a list row was chosen (a single tile). */
const int *tw_palette_get_stamp (TwPalette *self, int *width, int *height);
int tw_palette_get_selected (TwPalette *self);
/* Nothing chosen: no list row, no tileset rectangle (the pencil paints a
 * stamp taken from the map). Emits nothing. */
void tw_palette_clear_choice (TwPalette *self);
void tw_palette_set_search (TwPalette *self, const char *text);
/* A group folded shows its header only (its tiles come back while a search
 * is on); a click on the header, or Enter on it, toggles. */
void tw_palette_set_folded (TwPalette *self, TwPaletteGroup group, gboolean folded);
gboolean tw_palette_get_folded (TwPalette *self, TwPaletteGroup group);
/* The rows as shown (after the search), of TwPaletteEntry. */
GListModel *tw_palette_get_rows (TwPalette *self);

G_END_DECLS
