/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-palette.c: the tile palette. One flat list model holds group headers
 * and tiles (GTK 4.8 has no list sections): a Recent group first, then the
 * tiles by class. A GtkFilterListModel applies the search and the folds (a
 * click on a header folds its group); while searching, Recent hides (its
 * tiles also show in their class), so do empty groups and the tilesets,
 * and folded groups open, so the results are always in view. Below the
 * list, the tilesets fold as one section, each in its own fold whose grid
 * scrolls inside it: with any number of tilesets the list keeps its room. */
#include "ui/tw-palette.h"
#include "ui/tw-a11y.h"
#include "editor/tw-i18n.h"

#include <math.h>

/* ---- TwPaletteEntry ----------------------------------------------------------- */

struct _TwPaletteEntry
{
  GObject parent_instance;
  int number;
  TwPaletteGroup group;
  char *label;
  char *tooltip;
  char *search_key; /* casefolded "id name number" */
};

G_DEFINE_FINAL_TYPE (TwPaletteEntry, tw_palette_entry, G_TYPE_OBJECT)

static void
tw_palette_entry_finalize (GObject *object)
{
  TwPaletteEntry *self = TW_PALETTE_ENTRY (object);
  g_free (self->label);
  g_free (self->tooltip);
  g_free (self->search_key);
  G_OBJECT_CLASS (tw_palette_entry_parent_class)->finalize (object);
}

static void
tw_palette_entry_class_init (TwPaletteEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tw_palette_entry_finalize;
}

static void
tw_palette_entry_init (TwPaletteEntry *self)
{
}

static TwPaletteEntry *
entry_new_header (TwPaletteGroup group)
{
  TwPaletteEntry *self = g_object_new (TW_TYPE_PALETTE_ENTRY, NULL);
  self->number = -1;
  self->group = group;
  self->label = g_strdup (tw_palette_group_title (group));
  return self;
}

static TwPaletteEntry *
entry_new_tile (TwSprites *sprites, int number, TwPaletteGroup group)
{
  TwPaletteEntry *self = g_object_new (TW_TYPE_PALETTE_ENTRY, NULL);
  const char *id = tw_sprites_get_id (sprites, number);
  const char *name = tw_sprites_get_name (sprites, number);
  self->number = number;
  self->group = group;
  self->label = name ? g_strdup_printf ("%s  %s", id, name) : g_strdup (id);
  self->tooltip
      = name ? g_strdup_printf ("%s · %s · #%d (%s)", id, name, number,
                                tw_sprites_get_cls (sprites, number))
             : g_strdup_printf ("%s · #%d (%s)", id, number, tw_sprites_get_cls (sprites, number));
  g_autofree char *key = g_strdup_printf ("%s %s %d", id, name ? name : "", number);
  self->search_key = g_utf8_casefold (key, -1);
  return self;
}

int
tw_palette_entry_get_number (TwPaletteEntry *self)
{
  g_return_val_if_fail (TW_IS_PALETTE_ENTRY (self), -1);
  return self->number;
}

TwPaletteGroup
tw_palette_entry_get_group (TwPaletteEntry *self)
{
  g_return_val_if_fail (TW_IS_PALETTE_ENTRY (self), TW_PALETTE_GROUP_OTHER);
  return self->group;
}

gboolean
tw_palette_entry_is_header (TwPaletteEntry *self)
{
  g_return_val_if_fail (TW_IS_PALETTE_ENTRY (self), FALSE);
  return self->number < 0;
}

const char *
tw_palette_entry_get_label (TwPaletteEntry *self)
{
  g_return_val_if_fail (TW_IS_PALETTE_ENTRY (self), NULL);
  return self->label;
}

const char *
tw_palette_entry_get_tooltip (TwPaletteEntry *self)
{
  g_return_val_if_fail (TW_IS_PALETTE_ENTRY (self), NULL);
  return self->tooltip;
}

/* ---- TwPalette ------------------------------------------------------------------ */

struct _TwPalette
{
  GtkWidget parent_instance;

  GtkBox *box;
  GtkListView *list_view;
  GtkScrolledWindow *scroller;
  GtkSearchEntry *search_entry;
  GtkExpander *tilesets_section;
  GtkScrolledWindow *tilesets_scroller;
  GtkWidget *loading; /* the empty state while the sprites are built */

  TwSprites *sprites;
  GListStore *store;
  GtkCustomFilter *filter;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  GPtrArray *recent; /* TwPaletteEntry*, most recent first */
  TwPaletteEntry *recent_header;
  char *search; /* casefolded, NULL when empty */
  gboolean group_matches[TW_PALETTE_N_GROUPS];
  gboolean folded[TW_PALETTE_N_GROUPS]; /* kept across towers, as the user left them */
  gboolean selecting;             /* set while selection is changed from code */
  gboolean syncing_entry;         /* set while the entry's text is changed from code */
  TwPaletteEntry *selected_entry; /* the last selection handled (no ref; compared only) */
  GtkWidget *tilesets;            /* a box of one expander per tileset, or NULL */
  int tileset_chosen;             /* the tileset cell last picked, or -1 */
  /* The stamp: stamp_width x stamp_height tile numbers row by row, its
   * top-left cell tileset_chosen (1 x 1 for a list row or a click). */
  int *stamp;
  int stamp_width, stamp_height;
  /* A drag in a tileset grid in progress: its grid and start point. */
  guint drag_tileset;
  double drag_x, drag_y, drag_to_x, drag_to_y;
  gboolean dragging;
};

G_DEFINE_FINAL_TYPE (TwPalette, tw_palette, GTK_TYPE_WIDGET)

enum
{
  TILE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TwPaletteGroup
tw_palette_group_for_kind (TwTileKind kind)
{
  switch (kind)
    {
    case TW_TILE_KIND_TERRAIN:
    case TW_TILE_KIND_WALL:
      return TW_PALETTE_GROUP_TERRAIN;
    case TW_TILE_KIND_DOOR:
      return TW_PALETTE_GROUP_DOORS;
    case TW_TILE_KIND_ITEM:
      return TW_PALETTE_GROUP_ITEMS;
    case TW_TILE_KIND_ENEMY:
      return TW_PALETTE_GROUP_ENEMIES;
    case TW_TILE_KIND_STAIRS:
      return TW_PALETTE_GROUP_STAIRS;
    case TW_TILE_KIND_EMPTY:
    case TW_TILE_KIND_NPC:
    case TW_TILE_KIND_OTHER:
    default:
      return TW_PALETTE_GROUP_OTHER;
    }
}

const char *
tw_palette_group_title (TwPaletteGroup group)
{
  static const char *const titles[] = {
    [TW_PALETTE_GROUP_RECENT] = N_("Recent"),   [TW_PALETTE_GROUP_TERRAIN] = N_("Terrain"),
    [TW_PALETTE_GROUP_DOORS] = N_("Doors"),     [TW_PALETTE_GROUP_ITEMS] = N_("Items"),
    [TW_PALETTE_GROUP_ENEMIES] = N_("Enemies"), [TW_PALETTE_GROUP_STAIRS] = N_("Stairs"),
    [TW_PALETTE_GROUP_OTHER] = N_("Other"),
  };
  return _(group < TW_PALETTE_N_GROUPS ? titles[group] : titles[TW_PALETTE_GROUP_OTHER]);
}

static gboolean
entry_matches (TwPalette *self, TwPaletteEntry *entry)
{
  return entry->search_key != NULL && strstr (entry->search_key, self->search) != NULL;
}

static gboolean
filter_func (gpointer item, gpointer user_data)
{
  TwPalette *self = user_data;
  TwPaletteEntry *entry = item;
  if (self->search == NULL)
    return (entry->group != TW_PALETTE_GROUP_RECENT || self->recent->len > 0)
           && (tw_palette_entry_is_header (entry) || !self->folded[entry->group]);
  if (entry->group == TW_PALETTE_GROUP_RECENT)
    return FALSE;
  if (tw_palette_entry_is_header (entry))
    return self->group_matches[entry->group];
  return entry_matches (self, entry);
}

static void
group_matches_update (TwPalette *self)
{
  memset (self->group_matches, 0, sizeof self->group_matches);
  if (self->search == NULL)
    return;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TwPaletteEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->store), i);
      if (!tw_palette_entry_is_header (entry) && entry_matches (self, entry))
        self->group_matches[entry->group] = TRUE;
    }
}

static void tilesets_section_update (TwPalette *self);

void
tw_palette_set_folded (TwPalette *self, TwPaletteGroup group, gboolean folded)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  g_return_if_fail (group < TW_PALETTE_N_GROUPS);
  if (self->folded[group] == folded)
    return;
  self->folded[group] = folded;
  gtk_filter_changed (GTK_FILTER (self->filter),
                      folded ? GTK_FILTER_CHANGE_MORE_STRICT : GTK_FILTER_CHANGE_LESS_STRICT);
  /* The headers' arrows: rebind the rows (items-changed on the header). */
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TwPaletteEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->store), i);
      if (tw_palette_entry_is_header (entry) && entry->group == group)
        g_list_store_splice (self->store, i, 1, (gpointer *)&entry, 1);
    }
}

gboolean
tw_palette_get_folded (TwPalette *self, TwPaletteGroup group)
{
  g_return_val_if_fail (TW_IS_PALETTE (self), FALSE);
  return group < TW_PALETTE_N_GROUPS && self->folded[group];
}

void
tw_palette_set_search (TwPalette *self, const char *text)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  g_clear_pointer (&self->search, g_free);
  if (text != NULL && text[0] != '\0')
    self->search = g_utf8_casefold (text, -1);
  group_matches_update (self);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  tilesets_section_update (self);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), text ? text : "") != 0)
    {
      /* Replacing the text passes through "", which the entry reports at once. */
      self->syncing_entry = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text ? text : "");
      self->syncing_entry = FALSE;
    }
}

static void
search_changed_cb (GtkSearchEntry *entry, TwPalette *self)
{
  if (self->syncing_entry)
    return;
  tw_palette_set_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

/* Rewrites the Recent section at the top of the store, reusing the entry
 * objects so a selected Recent row stays selected. */
static void
recent_store_update (TwPalette *self, guint old_count)
{
  guint removed = old_count > 0 ? old_count + 1 : 0;
  guint added = self->recent->len > 0 ? self->recent->len + 1 : 0;
  g_autoptr (GPtrArray) items = g_ptr_array_new ();
  if (added > 0)
    {
      g_ptr_array_add (items, self->recent_header);
      for (guint i = 0; i < self->recent->len; i++)
        g_ptr_array_add (items, self->recent->pdata[i]);
    }
  g_list_store_splice (self->store, 0, removed, items->pdata, items->len);
}

void
tw_palette_note_used (TwPalette *self, int number)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  if (self->sprites == NULL || tw_sprites_get_id (self->sprites, number) == NULL)
    return;
  guint old_count = self->recent->len;
  if (old_count > 0 && ((TwPaletteEntry *)self->recent->pdata[0])->number == number)
    return;
  TwPaletteEntry *entry = NULL;
  for (guint i = 0; i < self->recent->len; i++)
    if (((TwPaletteEntry *)self->recent->pdata[i])->number == number)
      {
        entry = g_ptr_array_steal_index (self->recent, i);
        break;
      }
  if (entry == NULL)
    entry = entry_new_tile (self->sprites, number, TW_PALETTE_GROUP_RECENT);
  g_ptr_array_insert (self->recent, 0, entry);
  while (self->recent->len > TW_PALETTE_RECENT_MAX)
    g_ptr_array_remove_index (self->recent, self->recent->len - 1);
  recent_store_update (self, old_count);
}

int
tw_palette_get_selected (TwPalette *self)
{
  g_return_val_if_fail (TW_IS_PALETTE (self), -1);
  TwPaletteEntry *entry = gtk_single_selection_get_selected_item (self->selection);
  return entry != NULL ? entry->number : -1;
}

static void
selection_changed_cb (GtkSingleSelection *selection, GParamSpec *pspec, TwPalette *self)
{
  TwPaletteEntry *entry = gtk_single_selection_get_selected_item (selection);
  /* Rewriting Recent makes the selection notify again, later, for the
   * same entry: only a different entry is a new choice. */
  if (self->selecting || entry == self->selected_entry)
    return;
  self->selected_entry = entry;
  if (entry == NULL || tw_palette_entry_is_header (entry))
    return;
  int number = entry->number;
  /* A row is one tile: no stamp. */
  g_clear_pointer (&self->stamp, g_free);
  self->stamp_width = self->stamp_height = 0;
  self->selecting = TRUE;
  tw_palette_note_used (self, number);
  self->selecting = FALSE;
  g_signal_emit (self, signals[TILE_SELECTED], 0, number);
}

void
tw_palette_select (TwPalette *self, int number)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  GListModel *rows = G_LIST_MODEL (self->filtered);
  guint n = g_list_model_get_n_items (rows);
  for (guint i = 0; i < n && number >= 0; i++)
    {
      g_autoptr (TwPaletteEntry) entry = g_list_model_get_item (rows, i);
      if (entry->number == number && entry->group != TW_PALETTE_GROUP_RECENT)
        {
          gtk_single_selection_set_selected (self->selection, i);
          return;
        }
    }
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
}

GListModel *
tw_palette_get_rows (TwPalette *self)
{
  g_return_val_if_fail (TW_IS_PALETTE (self), NULL);
  return G_LIST_MODEL (self->filtered);
}

static void tilesets_build (TwPalette *self);

void
tw_palette_set_loading (TwPalette *self)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  tw_palette_set_sprites (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), FALSE);
  gtk_widget_set_visible (self->loading, TRUE);
}

void
tw_palette_set_sprites (TwPalette *self, TwSprites *sprites)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  g_return_if_fail (sprites == NULL || TW_IS_SPRITES (sprites));
  gtk_widget_set_visible (self->loading, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), TRUE);
  g_set_object (&self->sprites, sprites);
  g_ptr_array_set_size (self->recent, 0);
  self->selected_entry = NULL;

  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = 0;
  const int *numbers = sprites ? tw_sprites_get_numbers (sprites, &n) : NULL;
  for (TwPaletteGroup group = TW_PALETTE_GROUP_TERRAIN; group < TW_PALETTE_N_GROUPS; group++)
    {
      guint first = items->len;
      for (guint i = 0; i < n; i++)
        /* Tileset cells (hundreds a tileset) are not listed one by one. */
        if (numbers[i] < TW_TILESET_OFFSET
            && tw_palette_group_for_kind (tw_sprites_get_kind (sprites, numbers[i])) == group)
          {
            if (items->len == first)
              g_ptr_array_add (items, entry_new_header (group));
            g_ptr_array_add (items, entry_new_tile (sprites, numbers[i], group));
          }
    }
  g_list_store_splice (self->store, 0, g_list_model_get_n_items (G_LIST_MODEL (self->store)),
                       items->pdata, items->len);
  group_matches_update (self);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  tilesets_build (self);
}

/* ---- tilesets: a grid picker per tileset ------------------------------------------- */

typedef struct
{
  TwPalette *palette;
  guint index;
} TilesetArea;

/* The cells from (x0, y0) to (x1, y1) in a grid of columns x rows, as a
 * cell rectangle clipped to the grid; FALSE when it misses the grid. */
static gboolean
grid_rect (int columns, int rows, double x0, double y0, double x1, double y1, GdkRectangle *out)
{
  int cx0 = CLAMP ((int)floor (MIN (x0, x1) / 32), 0, columns - 1);
  int cy0 = CLAMP ((int)floor (MIN (y0, y1) / 32), 0, rows - 1);
  int cx1 = CLAMP ((int)floor (MAX (x0, x1) / 32), 0, columns - 1);
  int cy1 = CLAMP ((int)floor (MAX (y0, y1) / 32), 0, rows - 1);
  if (MAX (x0, x1) < 0 || MAX (y0, y1) < 0 || MIN (x0, x1) >= columns * 32
      || MIN (y0, y1) >= rows * 32)
    return FALSE;
  *out = (GdkRectangle){ cx0, cy0, cx1 - cx0 + 1, cy1 - cy0 + 1 };
  return TRUE;
}

static void
tileset_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  TilesetArea *ta = data;
  TwPalette *self = ta->palette;
  if (self->sprites == NULL)
    return;
  TwTileAtlas *atlas = tw_sprites_get_atlas (self->sprites);
  int first, columns, rows;
  TwTileRect rect;
  if (!tw_tile_atlas_get_tileset (atlas, ta->index, NULL, &first, &columns, &rows)
      || !tw_tile_atlas_lookup (atlas, first, &rect) || rect.is_glyph)
    return;
  cairo_set_source_surface (cr, rect.surface, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle (cr, 0, 0, columns * 32, rows * 32);
  cairo_fill (cr);
  /* The rectangle being dragged, else the chosen stamp. */
  GdkRectangle r;
  gboolean shown;
  if (self->dragging && self->drag_tileset == ta->index)
    shown = grid_rect (columns, rows, self->drag_x, self->drag_y, self->drag_to_x,
                       self->drag_to_y, &r);
  else
    {
      int chosen = self->tileset_chosen - first;
      shown = chosen >= 0 && chosen < columns * rows;
      r = (GdkRectangle){ shown ? chosen % columns : 0, shown ? chosen / columns : 0,
                          MAX (1, self->stamp_width), MAX (1, self->stamp_height) };
    }
  if (shown)
    {
      cairo_rectangle (cr, r.x * 32 + 1, r.y * 32 + 1, r.width * 32 - 2, r.height * 32 - 2);
      cairo_set_source_rgba (cr, 0.2, 0.5, 1.0, 0.18);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.5, 1.0);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

/* Every tileset grid shows the chosen cells again: the grid itself, in its
 * scroller's viewport (a parent's redraw reuses its children's drawing). */
static void
tileset_grids_queue_draw (TwPalette *self)
{
  for (GtkWidget *fold = self->tilesets ? gtk_widget_get_first_child (self->tilesets) : NULL;
       fold != NULL; fold = gtk_widget_get_next_sibling (fold))
    {
      GtkWidget *scroller = gtk_expander_get_child (GTK_EXPANDER (fold));
      GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      gtk_widget_queue_draw (GTK_IS_VIEWPORT (viewport) ? gtk_viewport_get_child (GTK_VIEWPORT (viewport))
                                                        : viewport);
    }
}

static void
stamp_set (TwPalette *self, const int *numbers, int width, int height)
{
  g_free (self->stamp);
  self->stamp = g_memdup2 (numbers, sizeof (int) * (gsize)width * height);
  self->stamp_width = width;
  self->stamp_height = height;
}

gboolean
tw_palette_pick_tileset_rect (TwPalette *self, guint tileset, double x0, double y0, double x1,
                              double y1)
{
  g_return_val_if_fail (TW_IS_PALETTE (self), FALSE);
  int first, columns, rows;
  GdkRectangle r;
  if (self->sprites == NULL
      || !tw_tile_atlas_get_tileset (tw_sprites_get_atlas (self->sprites), tileset, NULL, &first,
                                     &columns, &rows)
      || columns == 0 || !grid_rect (columns, rows, x0, y0, x1, y1, &r))
    return FALSE;
  /* mota-js numbers a tileset's cells row by row (libs/icons.js). */
  g_autofree int *numbers = g_new (int, (gsize)r.width * r.height);
  for (int y = 0; y < r.height; y++)
    for (int x = 0; x < r.width; x++)
      numbers[y * r.width + x] = first + (r.y + y) * columns + r.x + x;
  int number = numbers[0];
  stamp_set (self, numbers, r.width, r.height);
  self->tileset_chosen = number;
  tileset_grids_queue_draw (self);
  self->selecting = TRUE;
  tw_palette_note_used (self, number);
  self->selecting = FALSE;
  g_signal_emit (self, signals[TILE_SELECTED], 0, number);
  return TRUE;
}

void
tw_palette_clear_choice (TwPalette *self)
{
  g_return_if_fail (TW_IS_PALETTE (self));
  tw_palette_select (self, -1);
  g_clear_pointer (&self->stamp, g_free);
  self->stamp_width = self->stamp_height = 0;
  self->tileset_chosen = -1;
  tileset_grids_queue_draw (self);
}

gboolean
tw_palette_pick_tileset (TwPalette *self, guint tileset, double x, double y)
{
  return tw_palette_pick_tileset_rect (self, tileset, x, y, x, y);
}

const int *
tw_palette_get_stamp (TwPalette *self, int *width, int *height)
{
  g_return_val_if_fail (TW_IS_PALETTE (self), NULL);
  *width = self->stamp != NULL ? self->stamp_width : 0;
  *height = self->stamp != NULL ? self->stamp_height : 0;
  return self->stamp;
}

static void
tileset_drag_begin_cb (GtkGestureDrag *gesture, double x, double y, TilesetArea *ta)
{
  TwPalette *self = ta->palette;
  self->dragging = TRUE;
  self->drag_tileset = ta->index;
  self->drag_x = self->drag_to_x = x;
  self->drag_y = self->drag_to_y = y;
  gtk_widget_queue_draw (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
}

static void
tileset_drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, TilesetArea *ta)
{
  TwPalette *self = ta->palette;
  self->drag_to_x = self->drag_x + dx;
  self->drag_to_y = self->drag_y + dy;
  gtk_widget_queue_draw (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
}

/* A click picks one cell, a drag a rectangle of them: a stamp. */
static void
tileset_drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, TilesetArea *ta)
{
  TwPalette *self = ta->palette;
  self->dragging = FALSE;
  tw_palette_pick_tileset_rect (self, ta->index, self->drag_x, self->drag_y, self->drag_x + dx,
                                self->drag_y + dy);
  gtk_widget_queue_draw (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
}

/* The tilesets' section shows when the tower has a tileset to show and
 * no search is on (tileset cells are not searched: the results get the room). */
static void
tilesets_section_update (TwPalette *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->tilesets_section),
                          self->tilesets != NULL && self->search == NULL);
}

/* One tileset's fold: its title (ellipsized, so a long file name does not
 * widen the palette) over its grid, which scrolls inside the fold. */
static GtkWidget *
tileset_fold_new (TwPalette *self, guint index, const char *file, int first, int columns,
                  int rows)
{
  g_autofree char *title = g_strdup_printf (_("Tileset %u: %s (%d-%d)"), index + 1, file, first,
                                            first + columns * rows - 1);
  GtkWidget *expander = gtk_expander_new (title);
  gtk_label_set_ellipsize (GTK_LABEL (gtk_expander_get_label_widget (GTK_EXPANDER (expander))),
                           PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_set_tooltip_text (expander, title);
  g_autofree char *expander_name = g_strdup_printf ("palette-tileset-%u", index);
  gtk_widget_set_name (expander, expander_name);
  /* GTK 4.8 names an expander by its type, not by its label. */
  tw_a11y_set_name (expander, title);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  g_autofree char *scroller_name = g_strdup_printf ("palette-tileset-scroller-%u", index);
  gtk_widget_set_name (scroller, scroller_name);
  /* As tall as the grid up to three rows, then it scrolls: an open fold
   * fits in the section's view (128 px) with its title. */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 3 * 32);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), MIN (rows, 2) * 32);
  GtkWidget *area = gtk_drawing_area_new ();
  g_autofree char *name = g_strdup_printf ("palette-tileset-grid-%u", index);
  gtk_widget_set_name (area, name);
  gtk_widget_set_halign (area, GTK_ALIGN_START);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), columns * 32);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), rows * 32);
  TilesetArea *ta = g_new0 (TilesetArea, 1);
  ta->palette = self;
  ta->index = index;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), tileset_draw, ta, g_free);
  gtk_widget_set_tooltip_text (area, _("Click a cell to paint with it, or drag a rectangle to "
                                       "paint several cells at once (a stamp)."));
  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (tileset_drag_begin_cb), ta);
  g_signal_connect (drag, "drag-update", G_CALLBACK (tileset_drag_update_cb), ta);
  g_signal_connect (drag, "drag-end", G_CALLBACK (tileset_drag_end_cb), ta);
  gtk_widget_add_controller (area, GTK_EVENT_CONTROLLER (drag));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), area);
  gtk_expander_set_child (GTK_EXPANDER (expander), scroller);
  return expander;
}

/* One fold per tileset of main.tilesets that has an image, in the
 * tilesets' section: its cells at 32 px, click one to paint with it. */
static void
tilesets_build (TwPalette *self)
{
  gtk_scrolled_window_set_child (self->tilesets_scroller, NULL);
  self->tilesets = NULL;
  self->tileset_chosen = -1;
  guint shown = 0;
  TwTileAtlas *atlas = self->sprites != NULL ? tw_sprites_get_atlas (self->sprites) : NULL;
  for (guint i = 0; atlas != NULL && i < tw_tile_atlas_get_tileset_count (atlas); i++)
    {
      const char *file;
      int first, columns, rows;
      tw_tile_atlas_get_tileset (atlas, i, &file, &first, &columns, &rows);
      if (columns == 0 || rows == 0)
        continue;
      if (self->tilesets == NULL)
        {
          self->tilesets = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          gtk_widget_set_name (self->tilesets, "palette-tilesets");
          gtk_scrolled_window_set_child (self->tilesets_scroller, self->tilesets);
        }
      gtk_box_append (GTK_BOX (self->tilesets),
                      tileset_fold_new (self, i, file, first, columns, rows));
      shown++;
    }
  g_autofree char *title = g_strdup_printf (_("Tilesets (%u)"), shown);
  gtk_expander_set_label (self->tilesets_section, title);
  /* GTK 4.8 names an expander by its type, not by its label. */
  tw_a11y_set_name (GTK_WIDGET (self->tilesets_section), title);
  tilesets_section_update (self);
}

/* ---- rows ------------------------------------------------------------------------ */

/* The row's tooltip, asked for when it shows: gtk_widget_set_tooltip_text
 * on every bind asks the X server where the pointer is (a round trip per
 * row in GTK 4.8, a few hundred rows when a tower opens). */
static gboolean
row_query_tooltip_cb (GtkWidget *box, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                      GtkListItem *item)
{
  TwPaletteEntry *entry = gtk_list_item_get_item (item);
  if (entry == NULL || entry->tooltip == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, entry->tooltip);
  return TRUE;
}

/* A header row folds or unfolds its group (not while searching: then
 * every group with a result is open). */
static void
header_toggle (TwPalette *self, TwPaletteEntry *entry)
{
  if (entry != NULL && tw_palette_entry_is_header (entry) && self->search == NULL)
    tw_palette_set_folded (self, entry->group, !self->folded[entry->group]);
}

static void
row_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, GtkListItem *item)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  TwPalette *self = TW_PALETTE (gtk_widget_get_ancestor (box, TW_TYPE_PALETTE));
  TwPaletteEntry *entry = gtk_list_item_get_item (item);
  if (self != NULL && entry != NULL && tw_palette_entry_is_header (entry) && n_press == 1)
    header_toggle (self, entry);
}

/* Enter on a header row (the keyboard's way to fold). */
static void
list_activate_cb (GtkListView *view, guint position, TwPalette *self)
{
  g_autoptr (TwPaletteEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);
  header_toggle (self, entry);
}

static void
row_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TwPalette *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_has_tooltip (box, TRUE);
  g_signal_connect (box, "query-tooltip", G_CALLBACK (row_query_tooltip_cb), item);
  GtkGesture *click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (row_pressed_cb), item);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (click));
  GtkWidget *image = gtk_image_new ();
  gtk_image_set_pixel_size (GTK_IMAGE (image), 32);
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), image);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

static void
row_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TwPalette *self)
{
  TwPaletteEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *image = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (image);
  gboolean header = tw_palette_entry_is_header (entry);

  gtk_label_set_text (GTK_LABEL (label), entry->label);
  gtk_list_item_set_selectable (item, !header);
  /* A header activates to fold; a tile is chosen by selecting it. */
  gtk_list_item_set_activatable (item, header);
  if (header)
    {
      gtk_widget_add_css_class (label, "heading");
      gboolean folded = self->folded[entry->group] && self->search == NULL;
      gtk_image_set_from_icon_name (GTK_IMAGE (image),
                                    folded ? "pan-end-symbolic" : "pan-down-symbolic");
      gtk_image_set_pixel_size (GTK_IMAGE (image), 16);
    }
  else
    {
      gtk_widget_remove_css_class (label, "heading");
      gtk_image_set_pixel_size (GTK_IMAGE (image), 32);
      g_autoptr (GdkPaintable) paintable
          = self->sprites ? tw_sprites_get_paintable (self->sprites, entry->number) : NULL;
      gtk_image_set_from_paintable (GTK_IMAGE (image), paintable);
    }
}

/* ---- GObject ------------------------------------------------------------------- */

static void
tw_palette_dispose (GObject *object)
{
  TwPalette *self = TW_PALETTE (object);
  gtk_widget_dispose_template (GTK_WIDGET (self), TW_TYPE_PALETTE);
  g_clear_object (&self->selection);
  g_clear_object (&self->sprites);
  G_OBJECT_CLASS (tw_palette_parent_class)->dispose (object);
}

static void
tw_palette_finalize (GObject *object)
{
  TwPalette *self = TW_PALETTE (object);
  g_ptr_array_unref (self->recent);
  g_clear_object (&self->recent_header);
  g_free (self->search);
  g_free (self->stamp);
  G_OBJECT_CLASS (tw_palette_parent_class)->finalize (object);
}

static void
tw_palette_class_init (TwPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_palette_dispose;
  object_class->finalize = tw_palette_finalize;

  /* A tile was chosen; the number is its tower.maps key. */
  signals[TILE_SELECTED]
      = g_signal_new ("tile-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, TwPalette, box);
  gtk_widget_class_bind_template_child (widget_class, TwPalette, list_view);
  gtk_widget_class_bind_template_child (widget_class, TwPalette, scroller);
  gtk_widget_class_bind_template_child (widget_class, TwPalette, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TwPalette, tilesets_section);
  gtk_widget_class_bind_template_child (widget_class, TwPalette, tilesets_scroller);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twpalette");
}

static void
tw_palette_init (TwPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->loading = gtk_label_new (_("Loading the tiles…"));
  gtk_widget_set_name (self->loading, "palette-loading");
  gtk_widget_add_css_class (self->loading, "dim-label");
  gtk_widget_set_visible (self->loading, FALSE);
  gtk_box_insert_child_after (self->box, self->loading, GTK_WIDGET (self->scroller));
  self->recent = g_ptr_array_new_with_free_func (g_object_unref);
  self->tileset_chosen = -1;
  self->recent_header = entry_new_header (TW_PALETTE_GROUP_RECENT);
  self->store = g_list_store_new (TW_TYPE_PALETTE_ENTRY);
  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->filtered
      = gtk_filter_list_model_new (G_LIST_MODEL (self->store), GTK_FILTER (self->filter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->filtered));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (selection_changed_cb),
                    self);

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (row_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (row_bind_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->list_view, "activate", G_CALLBACK (list_activate_cb), self);
}

GtkWidget *
tw_palette_new (void)
{
  return g_object_new (TW_TYPE_PALETTE, NULL);
}
