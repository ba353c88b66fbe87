/* SPDX-License-Identifier: GPL-3.0-or-later */
/* render-test-util.h: helpers shared by the floor renderer tests (the
 * bundled sample tower and its atlas, drawing a floor, reading a pixel,
 * running the CLI). Header-only so
 * each test program stays one file plus this. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <jansson.h>
#include <sys/wait.h>

#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/render/tw-floor-render.h"
#include "editor/render/tw-tile-atlas.h"

/* data/sample, the tower bundled with the editor (a new string). */
static inline char *
render_test_sample_dir (void)
{
  return g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "data", "sample", NULL);
}

/* The bundled sample's tower as the project opener reads it (a new reference). */
static inline json_t *
render_test_load_sample (void)
{
  g_autofree char *dir = render_test_sample_dir ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (dir, &error);
  g_assert_no_error (error);
  return json_incref (tw_project_file_get_tower (project));
}

/* The tile atlas of @tower with the bundled sample's pictures (a new one). */
static inline TwTileAtlas *
render_test_sample_atlas (json_t *tower)
{
  g_autofree char *dir = render_test_sample_dir ();
  g_autofree char *project_dir = g_build_filename (dir, "project", NULL);
  return tw_tile_atlas_new (tower, project_dir);
}

/* A whole floor drawn at @cs pixels a cell (a new surface). */
static inline cairo_surface_t *
render_test_draw_floor (TwFloorRender *render, json_t *floor, int cs)
{
  tw_floor_render_set_cell_size (render, cs);
  tw_floor_render_set_floor (render, floor);
  int w = tw_floor_render_get_width (render), h = tw_floor_render_get_height (render);
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * cs, h * cs);
  tw_floor_render_draw (render, out, 0, 0, w, h);
  cairo_surface_flush (out);
  return out;
}

/* The premultiplied ARGB pixel at x, y of an image surface. */
static inline guint32
render_test_pixel (cairo_surface_t *surface, int x, int y)
{
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  const guint8 *data = cairo_image_surface_get_data (surface);
  return *(const guint32 *)(gconstpointer)(data
                                           + (gsize)y * cairo_image_surface_get_stride (surface)
                                           + (gsize)x * 4);
}

/* Runs `$TW_CLI args`; out and err (either may be NULL) get its output.
 * Returns its exit status, -1 when it did not exit. */
static inline int
render_test_run_cli (const char *args, char **out, char **err)
{
  g_autofree char *cmd = g_strdup_printf ("%s %s", g_getenv ("TW_CLI"), args);
  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_command_line_sync (cmd, out, err, &wait_status, &error));
  g_assert_no_error (error);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}
