/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window at 1280x800 on a tower with 13 tilesets (issue 31): the
 * palette's list keeps its room, the search's results are in view, the
 * tilesets fold as a section and each grid scrolls inside its own fold,
 * the class groups fold; and every tool of the map's toolbar lies inside
 * the map's panel, at 1280 pixels and when the window is narrow (the
 * toolbar wraps onto more rows instead of clipping). */
#include <gtk/gtk.h>
#include <string.h>

#include "tests/ui/editor-test-util.h"
#include "tests/ui/ui-test-util.h"
#include "ui/tw-palette.h"
#include "ui/tw-wrap-box.h"

#define N_TILESETS 13

/* A copy of tests/game/tileset-entries whose data.js lists 13 tilesets
 * (copies of its magictower.png), in a new temporary folder. */
static char *
thirteen_tilesets_tower (void)
{
  char *dir = editor_test_tmpdir ();
  g_autofree char *source
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "game", "tileset-entries", NULL);
  g_autofree char *copy = g_strdup_printf ("cp -r '%s/project' '%s/'", source, dir);
  g_assert_true (g_spawn_command_line_sync (copy, NULL, NULL, NULL, NULL));
  g_autofree char *data_js = g_build_filename (dir, "project", "data.js", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (data_js, &text, NULL, NULL));
  g_autoptr (GString) list = g_string_new ("\"magictower.png\", \"second.png\"");
  for (int i = 3; i <= N_TILESETS; i++)
    {
      g_string_append_printf (list, ", \"extra%d.png\"", i);
      g_autofree char *cmd = g_strdup_printf (
          "cp '%s/project/tilesets/magictower.png' '%s/project/tilesets/extra%d.png'", dir, dir, i);
      g_assert_true (g_spawn_command_line_sync (cmd, NULL, NULL, NULL, NULL));
    }
  const char *old = "\"magictower.png\",\n\t\t\t\"second.png\"";
  char *at = strstr (text, old);
  g_assert_nonnull (at);
  *at = '\0';
  g_autofree char *rewritten = g_strconcat (text, list->str, at + strlen (old), NULL);
  g_assert_true (g_file_set_contents (data_js, rewritten, -1, NULL));
  return dir;
}

static gboolean
settled (gpointer window)
{
  return !tw_window_is_settling (window);
}

/* Lets the window lay out what changed (a frame or two). */
static void
relayout (void)
{
  ui_test_spin (100);
  ui_test_flush ();
}

/* The widget's bounds in @within's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *within)
{
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (widget, within, &r));
  return r;
}

/* Shown, given room, and wholly inside @within (allowing a pixel for rounding). */
static void
assert_inside (GtkWidget *widget, GtkWidget *within)
{
  g_assert_true (gtk_widget_get_mapped (widget));
  graphene_rect_t r = bounds_in (widget, within);
  g_assert_cmpfloat (r.size.width, >, 8);
  g_assert_cmpfloat (r.size.height, >, 8);
  g_assert_cmpfloat (r.origin.x, >=, -1);
  g_assert_cmpfloat (r.origin.y, >=, -1);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (within) + 1);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (within) + 1);
}

/* Every tool, layer switch and layer view button, and the overlays, inside
 * the map's panel. */
static void
assert_toolbar_whole (GtkWidget *root)
{
  static const char *const names[]
      = { "tool-pencil", "tool-eraser", "tool-rectangle", "tool-fill",     "tool-select",
          "tool-pick",   "layer-bg",    "layer-event",    "layer-fg",      "overlays-button" };
  GtkWidget *panel = ui_test_need (root, "map-panel");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    assert_inside (ui_test_need (root, names[i]), panel);
}

static void
test_thirteen_tilesets (void)
{
  g_autofree char *dir = thirteen_tilesets_tower ();
  TwWindow *window = editor_test_window (dir);
  editor_test_wait (settled, window);
  ui_test_flush ();
  GtkWidget *root = GTK_WIDGET (window);
  TwPalette *palette = tw_window_get_palette (window);
  GtkWidget *panel = ui_test_need (root, "palette-panel");

  /* The list keeps at least four rows; the tilesets' section is shown. */
  GtkWidget *list = ui_test_need (root, "palette-list-scroller");
  assert_inside (list, panel);
  g_assert_cmpint (gtk_widget_get_height (list), >=, 128);
  GtkWidget *section = ui_test_need (root, "palette-tilesets-section");
  assert_inside (section, panel);
  g_assert_nonnull (strstr (gtk_expander_get_label (GTK_EXPANDER (section)), "13"));
  GtkWidget *section_scroller = ui_test_need (root, "palette-tilesets-scroller");
  g_assert_cmpint (gtk_widget_get_height (section_scroller), <=, 128);
  for (int i = 0; i < N_TILESETS; i++)
    {
      g_autofree char *name = g_strdup_printf ("palette-tileset-%d", i);
      GtkWidget *fold = ui_test_need (root, name);
      g_assert_true (gtk_widget_get_mapped (fold));
      g_assert_cmpint (gtk_widget_get_height (fold), >, 0);
    }

  /* The last tileset's fold opens, its grid (5 rows) scrolls inside it. */
  GtkWidget *last = ui_test_need (root, "palette-tileset-12");
  gtk_expander_set_expanded (GTK_EXPANDER (last), TRUE);
  relayout ();
  GtkWidget *grid_scroller = ui_test_need (root, "palette-tileset-scroller-12");
  GtkWidget *grid = ui_test_need (root, "palette-tileset-grid-12");
  g_assert_true (gtk_widget_get_mapped (grid));
  g_assert_cmpint (gtk_widget_get_height (grid), ==, 5 * 32);
  g_assert_cmpint (gtk_widget_get_height (grid_scroller), >=, 2 * 32);
  g_assert_cmpint (gtk_widget_get_height (grid_scroller), <=, 3 * 32);
  g_assert_cmpint (gtk_widget_get_height (list), >=, 128);
  /* A click in the grid's scrolled-to cells still picks: cell (1, 0). */
  g_assert_true (tw_palette_pick_tileset (palette, 12, 40, 8));
  int width = 0, height = 0;
  const int *stamp = tw_palette_get_stamp (palette, &width, &height);
  g_assert_cmpint (width * height, ==, 1);
  g_assert_cmpint (stamp[0], ==, 130001);

  /* The section folds: the list takes the room. */
  int list_before = gtk_widget_get_height (list);
  gtk_expander_set_expanded (GTK_EXPANDER (section), FALSE);
  relayout ();
  g_assert_cmpint (gtk_widget_get_height (list), >, list_before);
  gtk_expander_set_expanded (GTK_EXPANDER (section), TRUE);
  relayout ();

  /* Searching: the tilesets step aside and the results are in view. */
  GtkWidget *entry = ui_test_need (root, "palette-search");
  g_assert_true (gtk_widget_is_ancestor (entry, GTK_WIDGET (palette)));
  /* Typed into the entry: it reports the search after its delay. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "ground");
  ui_test_spin (400);
  relayout ();
  g_assert_false (gtk_widget_get_visible (section));
  GListModel *rows = tw_palette_get_rows (palette);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >=, 2); /* Terrain, ground */
  assert_inside (list, panel);
  g_assert_cmpint (gtk_widget_get_height (list), >=, 128);
  GtkWidget *view = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (list));
  GtkWidget *first_row = gtk_widget_get_first_child (view);
  g_assert_nonnull (first_row);
  assert_inside (first_row, list);

  /* A folded group opens for the search, and folds again after it. */
  tw_palette_set_folded (palette, TW_PALETTE_GROUP_TERRAIN, TRUE);
  relayout ();
  g_assert_cmpuint (g_list_model_get_n_items (rows), >=, 2);
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  ui_test_spin (400);
  relayout ();
  g_assert_true (gtk_widget_get_visible (section));
  guint folded_rows = g_list_model_get_n_items (rows);
  tw_palette_set_folded (palette, TW_PALETTE_GROUP_TERRAIN, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, folded_rows);

  /* Every tool in reach at 1280 pixels, in one row. */
  assert_toolbar_whole (root);
  TwWrapBox *toolbar = TW_WRAP_BOX (ui_test_need (root, "map-toolbar"));
  g_assert_cmpuint (tw_wrap_box_get_n_rows (toolbar), ==, 1);

  /* Narrow: the toolbar takes more rows, still clipping nothing. */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  ui_test_spin (200);
  ui_test_flush ();
  g_assert_cmpint (gtk_widget_get_width (root), <=, 900);
  assert_toolbar_whole (root);
  g_assert_cmpuint (tw_wrap_box_get_n_rows (toolbar), >, 1);
  assert_inside (list, panel);

  gtk_window_destroy (GTK_WINDOW (window));
  editor_test_rmdir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/palette-tilesets/thirteen", test_thirteen_tilesets);
  return g_test_run ();
}
