/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map canvas draws a floor's `images` written in the old array form of
 * mota-js 2.x ([x, y, "name", type, frames]) exactly as the same images in
 * the object form: offscreen renders of sample1 compared pixel for pixel. */
#include <gtk/gtk.h>

#include "tests/ui/ui-test-util.h"
#include "ui/tw-map-canvas.h"

typedef struct
{
  json_t *tower;
  TwSprites *sprites;
  TwMapCanvas *canvas;
  GtkWindow *window;
  GskRenderer *renderer;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *project_dir = test_sample_project_dir ();
  f->tower = test_load_sample_tower ();
  /* The snow would hide little of the image, but it is not under test. */
  json_object_del (json_object_get (json_object_get (f->tower, "floors"), "sample1"), "weather");
  f->sprites = tw_sprites_new (f->tower, project_dir);
  f->canvas = TW_MAP_CANVAS (tw_map_canvas_new ());
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (f->canvas));
  f->window = test_window_with (scroller, 640, 600);
  f->renderer = test_cairo_renderer_new ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gsk_renderer_unrealize (f->renderer);
  g_object_unref (f->renderer);
  gtk_window_destroy (f->window);
  g_object_unref (f->sprites);
  json_decref (f->tower);
}

/* sample1 with `images` set to the JSON text (NULL: none), as the canvas draws it. */
static void
render_with_images (Fixture *f, const char *images, TestImage *out)
{
  json_t *floor = json_object_get (json_object_get (f->tower, "floors"), "sample1");
  if (images != NULL)
    json_object_set_new (floor, "images", json_loads (images, JSON_DECODE_ANY, NULL));
  else
    json_object_del (floor, "images");
  tw_map_canvas_set_tower (f->canvas, f->tower, f->sprites);
  tw_map_canvas_set_floor (f->canvas, "sample1");
  test_settle_widget (GTK_WIDGET (f->canvas));
  test_render_widget (GTK_WIDGET (f->canvas), f->renderer, out);
}

static void
test_old_form_as_object_form (Fixture *f, gconstpointer data)
{
  const struct
  {
    const char *old, *object;
  } pairs[] = {
    { "[[0, 0, \"bg.jpg\", 0]]",
      "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 0, \"y\": 0}]" },
    { "\"bg.jpg\"", "[{\"name\": \"bg.jpg\", \"canvas\": \"bg\", \"x\": 0, \"y\": 0}]" },
    { "[[32, 64, \"bg.jpg:x\", 1]]",
      "[{\"name\": \"bg.jpg\", \"canvas\": \"fg\", \"x\": 32, \"y\": 64, \"reverse\": \":x\"}]" },
  };
  TestImage bare;
  render_with_images (f, NULL, &bare);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      TestImage old, object;
      render_with_images (f, pairs[i].old, &old);
      render_with_images (f, pairs[i].object, &object);
      g_assert_cmpuint (test_image_count_differing (&old, &object), ==, 0);
      /* The image is there: most of the floor's empty cells show it. */
      g_assert_cmpuint (test_image_count_differing (&old, &bare), >, (guint)(bare.width * bare.height / 8));
      test_image_clear (&old);
      test_image_clear (&object);
    }
  test_image_clear (&bare);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/ui/map-canvas/images-old-form", Fixture, NULL, fixture_set_up,
              test_old_form_as_object_form, fixture_tear_down);
  return g_test_run ();
}
