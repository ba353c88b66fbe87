/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tile palette: tiles grouped by class in a fixed order, search by id
 * and name (through the search entry too), a Recent group at the top that
 * follows selection, tile-selected with the tile number, tooltips. */
#include <gtk/gtk.h>

#include "tests/ui/panel-test-util.h"
#include "tests/ui/ui-test-util.h"
#include "ui/tw-palette.h"

typedef struct
{
  json_t *tower;
  TwSprites *sprites;
  TwPalette *palette;
  GtkWindow *window;
  GArray *selected;
} Fixture;

static void
on_tile_selected (TwPalette *palette, int number, GArray *selected)
{
  g_array_append_val (selected, number);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *project_dir = test_sample_project_dir ();
  f->tower = test_load_sample_tower ();
  f->sprites = tw_sprites_new (f->tower, project_dir);
  f->palette = TW_PALETTE (tw_palette_new ());
  tw_palette_set_sprites (f->palette, f->sprites);
  f->selected = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (f->palette, "tile-selected", G_CALLBACK (on_tile_selected), f->selected);
  f->window = test_window_with (GTK_WIDGET (f->palette), 260, 500);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  g_object_unref (f->sprites);
  json_decref (f->tower);
  g_array_unref (f->selected);
}

static TwPaletteEntry *
row (Fixture *f, guint position)
{
  GListModel *rows = tw_palette_get_rows (f->palette);
  g_assert_cmpuint (position, <, g_list_model_get_n_items (rows));
  TwPaletteEntry *entry = g_list_model_get_item (rows, position);
  g_object_unref (entry); /* the model keeps it */
  return entry;
}

static guint
row_count (Fixture *f)
{
  return g_list_model_get_n_items (tw_palette_get_rows (f->palette));
}

static int
find_row (Fixture *f, int number, TwPaletteGroup group)
{
  for (guint i = 0; i < row_count (f); i++)
    if (tw_palette_entry_get_number (row (f, i)) == number
        && tw_palette_entry_get_group (row (f, i)) == group)
      return (int)i;
  return -1;
}

static void
test_groups (Fixture *f, gconstpointer data)
{
  /* Every tile once, under the header of its class group, groups in order. */
  int last_group = -1;
  guint tiles = 0;
  TwPaletteGroup current = TW_PALETTE_GROUP_RECENT;
  for (guint i = 0; i < row_count (f); i++)
    {
      TwPaletteEntry *entry = row (f, i);
      if (tw_palette_entry_is_header (entry))
        {
          g_assert_cmpint ((int)tw_palette_entry_get_group (entry), >, last_group);
          last_group = (int)tw_palette_entry_get_group (entry);
          current = tw_palette_entry_get_group (entry);
          g_assert_cmpstr (tw_palette_entry_get_label (entry), ==,
                           tw_palette_group_title (current));
          continue;
        }
      g_assert_cmpint (last_group, >=, 0);
      g_assert_cmpint (tw_palette_entry_get_group (entry), ==, current);
      g_assert_cmpint (current, ==,
                       tw_palette_group_for_kind (
                           tw_sprites_get_kind (f->sprites, tw_palette_entry_get_number (entry))));
      tiles++;
    }
  g_assert_cmpuint (tiles, ==, json_object_size (json_object_get (f->tower, "maps")));
  g_assert_true (tw_palette_entry_is_header (row (f, 0)));
  g_assert_cmpint (tw_palette_entry_get_group (row (f, 0)), ==, TW_PALETTE_GROUP_TERRAIN);

  g_assert_cmpint (find_row (f, 201, TW_PALETTE_GROUP_ENEMIES), >, 0); /* greenSlime */
  g_assert_cmpint (find_row (f, 81, TW_PALETTE_GROUP_DOORS), >, 0);    /* yellowDoor */
  g_assert_cmpint (find_row (f, 87, TW_PALETTE_GROUP_STAIRS), >, 0);   /* upFloor */
  g_assert_cmpint (find_row (f, 27, TW_PALETTE_GROUP_ITEMS), >, 0);    /* redGem */
  g_assert_cmpint (find_row (f, 1, TW_PALETTE_GROUP_TERRAIN), >, 0);   /* yellowWall */
  g_assert_cmpint (find_row (f, 121, TW_PALETTE_GROUP_OTHER), >, 0);   /* man (npc) */
  g_assert_cmpint (find_row (f, 201, TW_PALETTE_GROUP_RECENT), ==, -1);

  TwPaletteEntry *slime = row (f, (guint)find_row (f, 201, TW_PALETTE_GROUP_ENEMIES));
  g_assert_cmpstr (tw_palette_entry_get_tooltip (slime), ==, "greenSlime · 绿头怪 · #201 (enemys)");
  g_assert_cmpstr (tw_palette_entry_get_label (slime), ==, "greenSlime  绿头怪");
}

static void
test_search (Fixture *f, gconstpointer data)
{
  guint all = row_count (f);
  tw_palette_set_search (f->palette, "SLIME");
  g_assert_cmpuint (row_count (f), <, all);
  guint tiles = 0;
  for (guint i = 0; i < row_count (f); i++)
    {
      TwPaletteEntry *entry = row (f, i);
      if (tw_palette_entry_is_header (entry))
        {
          g_assert_cmpint (tw_palette_entry_get_group (entry), ==, TW_PALETTE_GROUP_ENEMIES);
          continue;
        }
      g_autofree char *id = g_ascii_strdown (
          tw_sprites_get_id (f->sprites, tw_palette_entry_get_number (entry)), -1);
      g_assert_nonnull (strstr (id, "slime"));
      tiles++;
    }
  g_assert_cmpuint (tiles, >=, 4); /* greenSlime, redSlime, blackSlime, slimelord, ... */

  /* By name. */
  tw_palette_set_search (f->palette, "绿头怪");
  g_assert_cmpuint (row_count (f), ==, 2);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 201);

  tw_palette_set_search (f->palette, "no such tile");
  g_assert_cmpuint (row_count (f), ==, 0);
  tw_palette_set_search (f->palette, NULL);
  g_assert_cmpuint (row_count (f), ==, all);

  /* Typing into the search entry filters too (after its short delay). */
  GtkWidget *entry = NULL;
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (f->palette)); w != NULL;
       w = gtk_widget_get_first_child (w))
    if (GTK_IS_SEARCH_ENTRY (w))
      {
        entry = w;
        break;
      }
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "yellowDoor");
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (row_count (f) == all && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (row_count (f), ==, 3); /* Doors: yellowDoor, tallYellowDoor */
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 81);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 2)), ==, 319);
}

static void
test_recent (Fixture *f, gconstpointer data)
{
  tw_palette_select (f->palette, 201);
  g_assert_cmpuint (f->selected->len, ==, 1);
  g_assert_cmpint (g_array_index (f->selected, int, 0), ==, 201);
  g_assert_cmpint (tw_palette_get_selected (f->palette), ==, 201);
  /* Recent is now first: its header, then greenSlime. */
  g_assert_true (tw_palette_entry_is_header (row (f, 0)));
  g_assert_cmpint (tw_palette_entry_get_group (row (f, 0)), ==, TW_PALETTE_GROUP_RECENT);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 201);
  g_assert_cmpint (tw_palette_entry_get_group (row (f, 2)), ==, TW_PALETTE_GROUP_TERRAIN);

  tw_palette_select (f->palette, 27);
  g_assert_cmpint (tw_palette_get_selected (f->palette), ==, 27);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 27);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 2)), ==, 201);

  /* Selecting a Recent row moves it to the front and keeps it selected. */
  /* The box: search entry, list scroller, tileset grids. */
  GtkWidget *scroller = gtk_widget_get_next_sibling (
      gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (f->palette))));
  GtkSelectionModel *model
      = gtk_list_view_get_model (GTK_LIST_VIEW (gtk_widget_get_first_child (scroller)));
  g_assert_nonnull (model);
  gtk_selection_model_select_item (model, 2, TRUE);
  g_assert_cmpint (g_array_index (f->selected, int, 2), ==, 201);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 201);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 2)), ==, 27);
  g_assert_cmpint (tw_palette_get_selected (f->palette), ==, 201);

  /* Tools report use too; Recent keeps the last few only. */
  const int used[] = { 1, 2, 3, 21, 22, 23, 81, 82, 87, 88 };
  for (guint i = 0; i < G_N_ELEMENTS (used); i++)
    tw_palette_note_used (f->palette, used[i]);
  guint recent = 0;
  while (tw_palette_entry_get_group (row (f, recent + 1)) == TW_PALETTE_GROUP_RECENT)
    recent++;
  g_assert_cmpuint (recent, ==, TW_PALETTE_RECENT_MAX);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 88);
  /* While searching, Recent hides: each tile shows once. */
  tw_palette_set_search (f->palette, "upFloor");
  g_assert_cmpuint (row_count (f), ==, 2);
  g_assert_cmpint (tw_palette_entry_get_group (row (f, 1)), ==, TW_PALETTE_GROUP_STAIRS);
}

/* Whether the row answers a tooltip query (the text is asked for when the
 * tooltip shows, not set on every bind). */
static gboolean
row_has_tooltip (GtkWidget *row)
{
  if (!gtk_widget_get_has_tooltip (row))
    return FALSE;
  g_autoptr (GObject) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;
  g_signal_emit_by_name (row, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  return shown;
}

/* Rows show the sprite and carry the tooltip. */
static void
test_rows_show_sprites (Fixture *f, gconstpointer data)
{
  test_settle_widget (GTK_WIDGET (f->palette));
  guint images = 0;
  GPtrArray *stack = g_ptr_array_new ();
  g_ptr_array_add (stack, f->palette);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      if (GTK_IS_IMAGE (w) && gtk_widget_get_visible (w)
          && gtk_image_get_storage_type (GTK_IMAGE (w)) == GTK_IMAGE_PAINTABLE)
        {
          images++;
          g_assert_true (row_has_tooltip (gtk_widget_get_parent (w)));
        }
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  g_assert_cmpuint (images, >, 3);
}

/* The sample's tileset is a grid below the list: a click picks the cell
 * under it (numbered from 10000, 8 cells a row), as a row does. */
static void
test_tileset_grid (Fixture *f, gconstpointer data)
{
  GtkWidget *expander = ui_test_find (GTK_WIDGET (f->palette), "palette-tileset-0");
  g_assert_nonnull (expander);
  g_assert_nonnull (strstr (gtk_expander_get_label (GTK_EXPANDER (expander)), "magictower.png"));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  GtkWidget *grid = ui_test_find (GTK_WIDGET (f->palette), "palette-tileset-grid-0");
  g_assert_nonnull (grid);
  g_assert_cmpint (gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (grid)), ==, 8 * 32);
  g_assert_cmpint (gtk_drawing_area_get_content_height (GTK_DRAWING_AREA (grid)), ==, 38 * 32);
  g_assert_null (ui_test_find (GTK_WIDGET (f->palette), "palette-tileset-1"));
  g_assert_true (tw_palette_pick_tileset (f->palette, 0, 5 * 32 + 3, 22 * 32 + 30));
  g_assert_cmpuint (f->selected->len, ==, 1);
  g_assert_cmpint (g_array_index (f->selected, int, 0), ==, 10181);
  g_assert_cmpint (tw_palette_entry_get_number (row (f, 1)), ==, 10181); /* in Recent */
  g_assert_true (tw_palette_pick_tileset (f->palette, 0, 0, 0));
  g_assert_cmpint (g_array_index (f->selected, int, 1), ==, 10000);
  g_assert_false (tw_palette_pick_tileset (f->palette, 0, 8 * 32, 0));
  g_assert_false (tw_palette_pick_tileset (f->palette, 1, 0, 0));
  g_assert_cmpuint (f->selected->len, ==, 2);
}

static void
add (const char *path, void (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  add ("/ui/palette/groups", test_groups);
  add ("/ui/palette/search", test_search);
  add ("/ui/palette/recent", test_recent);
  add ("/ui/palette/rows-show-sprites", test_rows_show_sprites);
  add ("/ui/palette/tileset-grid", test_tileset_grid);
  return g_test_run ();
}
