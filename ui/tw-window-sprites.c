/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-sprites.c: the window's sprites (the tile atlas as textures),
 * built at once, or, when a tower opens from a file, on a worker while the
 * start floor shows glyph placeholders and the palette says it is loading
 * (issue 20: no main-loop stall while opening). */
#include "ui/tw-window-private.h"

#include "ui/tw-sprites.h"
#include "editor/render/tw-image-folders.h"

/* The mota-js project/ folder images are read from, or NULL: the game
 * folder, else beside the project file, as `turnwright-cli render` finds
 * it (tw_image_folders_project_dir). */
static char *
sprites_dir (TwWindow *self)
{
  if (self->path == NULL)
    return NULL;
  return tw_image_folders_project_dir (self->path,
                                       self->is_folder ? self->path : self->game_folder);
}

static void
sprites_install (TwWindow *self, TwSprites *sprites)
{
  json_t *tower = tw_document_get_tower (self->document);
  g_autofree char *keep = g_strdup (tw_map_canvas_get_floor (self->canvas));
  tw_map_canvas_set_tower (self->canvas, tower, sprites);
  tw_map_canvas_set_floor (self->canvas, keep);
  if (tw_sprites_is_placeholder (sprites))
    return; /* the palette and the missing images wait for the real ones */
  tw_palette_set_sprites (self->palette, sprites);
  /* Images the tower names that are not on disk: one Issues entry each. */
  g_autoptr (GPtrArray) missing = tw_tile_atlas_check_images (tw_sprites_get_atlas (sprites));
  tw_issues_panel_set_extra (self->issues_panel, missing);
}

void
tw_window_sprites_cancel (TwWindow *self)
{
  g_cancellable_cancel (self->sprites_cancellable);
  g_clear_object (&self->sprites_cancellable);
}

void
tw_window_sprites_rebuild (TwWindow *self)
{
  tw_window_sprites_cancel (self);
  g_autofree char *dir = sprites_dir (self);
  g_autoptr (TwSprites) sprites = tw_sprites_new (tw_document_get_tower (self->document), dir);
  sprites_install (self, sprites);
}

gboolean
tw_window_sprites_pending (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return self->sprites_cancellable != NULL;
}

gboolean
tw_window_is_settling (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return self->sprites_cancellable != NULL || self->panels_idle != 0 || self->issues_idle != 0;
}

static void
sprites_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSprites) sprites = tw_sprites_new_finish (result, &error);
  /* Cancelled: the window closed, or another tower or rebuild came since. */
  if (sprites == NULL)
    return;
  TwWindow *self = TW_WINDOW (data);
  g_clear_object (&self->sprites_cancellable);
  sprites_install (self, sprites);
}

/* The tile numbers of a floor's layers, each once: what its placeholders need. */
static GArray *
floor_numbers (TwDocument *document, const char *floor_id)
{
  static const char *const layers[] = { "bgmap", "map", "fgmap" };
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  int width = 0, height = 0;
  if (floor_id == NULL || !tw_document_get_floor_size (document, floor_id, &width, &height))
    return numbers;
  for (guint l = 0; l < G_N_ELEMENTS (layers); l++)
    for (int y = 0; y < height; y++)
      for (int x = 0; x < width; x++)
        {
          int number = tw_document_get_layer_cell (document, floor_id, layers[l], x, y);
          if (number > 0 && g_hash_table_add (seen, GINT_TO_POINTER (number)))
            g_array_append_val (numbers, number);
        }
  return numbers;
}

/* Opening: the floor shows at once with glyph placeholders for its tiles;
 * the sheets and every glyph are made on a worker and swapped in when
 * ready, so the main loop never waits for them. */
void
tw_window_sprites_rebuild_in_background (TwWindow *self, const char *floor_id)
{
  tw_window_sprites_cancel (self);
  json_t *tower = tw_document_get_tower (self->document);
  g_autoptr (GArray) numbers = floor_numbers (self->document, floor_id);
  g_autoptr (TwSprites) placeholder
      = tw_sprites_new_placeholder (tower, (const int *)(gpointer)numbers->data, numbers->len);
  sprites_install (self, placeholder);
  tw_palette_set_loading (self->palette);
  tw_issues_panel_set_extra (self->issues_panel, NULL);
  g_autofree char *dir = sprites_dir (self);
  self->sprites_cancellable = g_cancellable_new ();
  tw_sprites_new_async (tower, dir, self->sprites_cancellable, sprites_ready, self);
}
