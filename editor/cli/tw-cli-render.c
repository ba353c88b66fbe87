/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-render.c: `turnwright-cli render PROJECT --floor ID --png OUT.png ...`.
 *
 * Draws a floor with the map canvas's own tile code (editor/render/
 * tw-floor-render.c: ground, bgmap, map, fgmap, autotiles, tilesets), and
 * optionally the damage forecast, enemies' time costs or patrol routes,
 * without a display: for documentation, wikis and before/after diffs.
 * `--floor all` writes one PNG per floor into the folder given by --png.
 * Exit status: 0 written; 1 the project could not be read, a floor is
 * unknown or a file could not be written; 2 a usage error. Missing images
 * are drawn as glyphs and named on stderr as warnings.
 */
#include "editor/cli/tw-cli-render.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <string.h>

#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-validate.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/render/tw-floor-render.h"
#include "editor/render/tw-png.h"
#include "editor/sim/tw-forecast.h"
#include "editor/tw-i18n.h"
#include "editor/tw-validate.h"

enum
{
  OVERLAY_DAMAGE = 1 << 0,
  OVERLAY_TIMECOST = 1 << 1,
  OVERLAY_ROUTES = 1 << 2,
};

typedef struct
{
  const char *project;
  const char *floor;
  const char *png;
  double scale;
  guint layers; /* bit per TwLayer shown */
  guint dimmed; /* bit per TwLayer drawn dimmed, as the editor's dim button */
  guint overlays;
  guint frame; /* the animation step drawn (tw_floor_render_set_frame) */
} Options;

static const TwCliHelp render_help = {
  "render",
  N_("PROJECT --floor ID|all --png OUT.png"),
  /* xgettext:no-c-format */
  N_("Draws a floor as the editor's map does (ground, background, event and\n"
     "foreground layers, autotiles, tilesets), 32 pixels a cell times S (0.25 to 8).\n"
     "--layers names the layers drawn (the others are hidden), --dim those drawn\n"
     "at 35% opacity, as the editor's layer buttons show them. The floor's\n"
     "images, tint (color) and weather are drawn too; a weather or tint is\n"
     "also named in a label at the bottom left."),
  N_("With --floor all, --png is a folder that gets one FLOOR.png per floor.\n"
     "Exit status: 0 written; 1 the project could not be read, a floor is unknown\n"
     "or a file could not be written; 2 a usage error."),
};

static gboolean
parse_layers (const char *text, guint *out)
{
  g_auto (GStrv) words = g_strsplit (text, ",", -1);
  *out = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      TwLayer layer;
      if (!tw_layer_from_name (g_strstrip (words[i]), &layer))
        return FALSE;
      *out |= 1u << layer;
    }
  return *out != 0;
}

static gboolean
parse_overlays (const char *text, guint *out)
{
  g_auto (GStrv) words = g_strsplit (text, ",", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = g_strstrip (words[i]);
      if (strcmp (word, "damage") == 0)
        *out |= OVERLAY_DAMAGE;
      else if (strcmp (word, "timecost") == 0)
        *out |= OVERLAY_TIMECOST;
      else if (strcmp (word, "routes") == 0)
        *out |= OVERLAY_ROUTES;
      else
        return FALSE;
    }
  return TRUE;
}

/* The option values as GOption gives them, before they are checked. */
typedef struct
{
  char *floor;
  char *png;
  char *scale;
  char *layers;
  char *dim;
  char *overlay;
  char *frame;
} OptionTexts;

/* Checks what GOption parsed into @o; returns -1 when the options are fine,
 * else the exit status. */
static int
check_options (char **positional, const OptionTexts *t, Options *o)
{
  o->project = positional[0];
  o->floor = t->floor;
  o->png = t->png;
  if (o->project != NULL && positional[1] != NULL)
    return tw_cli_usage_error ("render", _("one project at a time"));
  if (o->project == NULL || o->floor == NULL || o->png == NULL)
    return tw_cli_usage_error ("render", _("it needs a PROJECT, --floor ID and --png OUT.png"));
  char *end = NULL;
  double scale = t->scale != NULL ? g_ascii_strtod (t->scale, &end) : 1;
  if (t->scale != NULL && (end == t->scale || *end != '\0' || !(scale >= 0.25 && scale <= 8)))
    return tw_cli_usage_error ("render", _("--scale takes a number from 0.25 to 8"));
  o->scale = scale;
  if ((t->layers != NULL && !parse_layers (t->layers, &o->layers))
      || (t->dim != NULL && !parse_layers (t->dim, &o->dimmed)))
    return tw_cli_usage_error ("render", _("--layers and --dim take layer names: bg, event, fg "
                                           "(separated by commas)"));
  guint64 frame = 0;
  if (t->frame != NULL
      && !g_ascii_string_to_unsigned (t->frame, 10, 0, G_MAXINT, &frame, NULL))
    return tw_cli_usage_error ("render", _("--frame takes a whole number from 0 up"));
  o->frame = (guint)frame;
  if (t->overlay != NULL && !parse_overlays (t->overlay, &o->overlays))
    return tw_cli_usage_error ("render", _("--overlay takes damage, timecost or routes "
                                           "(separated by commas)"));
  return -1;
}

/* ---- overlays ------------------------------------------------------------ */

static void
draw_label (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, gboolean right,
            const double rgb[3])
{
  pango_layout_set_text (layout, text, -1);
  int width, height;
  pango_layout_get_pixel_size (layout, &width, &height);
  double left = right ? x - width : x, top = y - height;
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (int d = 0; d < 4; d++)
    {
      cairo_move_to (cr,
                     left
                         + (d == 0   ? -1
                            : d == 1 ? 1
                                     : 0),
                     top
                         + (d == 2   ? -1
                            : d == 3 ? 1
                                     : 0));
      pango_cairo_show_layout (cr, layout);
    }
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_move_to (cr, left, top);
  pango_cairo_show_layout (cr, layout);
}

static json_t *
enemy_at (json_t *tower, TwFloorRender *render, int x, int y)
{
  int number = tw_floor_render_get_cell (render, TW_LAYER_EVENT, x, y);
  char key[16];
  g_snprintf (key, sizeof key, "%d", number);
  json_t *entry = json_object_get (json_object_get (tower, "maps"), key);
  const char *cls = json_string_value (json_object_get (entry, "cls"));
  if (number <= 0 || cls == NULL || (strcmp (cls, "enemys") != 0 && strcmp (cls, "enemy48") != 0))
    return NULL;
  return json_object_get (json_object_get (tower, "enemys"),
                          json_string_value (json_object_get (entry, "id")));
}

static void
draw_routes (cairo_t *cr, json_t *tower, TwFloorRender *render, int cs)
{
  cairo_set_line_width (cr, MAX (1.5, cs / 12.0));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int y = 0; y < tw_floor_render_get_height (render); y++)
    for (int x = 0; x < tw_floor_render_get_width (render); x++)
      {
        json_t *enemy = enemy_at (tower, render, x, y);
        json_t *route = json_object_get (json_object_get (enemy, "actArgs"), "route");
        if (g_strcmp0 (json_string_value (json_object_get (enemy, "actType")), "patrol") != 0
            || json_array_size (route) == 0)
          continue;
        /* From the enemy through the route and back to its first cell (rules §7.4). */
        cairo_move_to (cr, (x + 0.5) * cs, (y + 0.5) * cs);
        size_t i;
        json_t *cell;
        int rx, ry;
        json_array_foreach (route, i, cell)
        {
          if (tw_validate_route_cell (cell, &rx, &ry))
            cairo_line_to (cr, (rx + 0.5) * cs, (ry + 0.5) * cs);
        }
        if (tw_validate_route_cell (json_array_get (route, 0), &rx, &ry))
          cairo_line_to (cr, (rx + 0.5) * cs, (ry + 0.5) * cs);
        cairo_set_source_rgba (cr, 0.15, 0.55, 0.95, 0.85);
        cairo_stroke (cr);
        json_array_foreach (route, i, cell)
        {
          if (!tw_validate_route_cell (cell, &rx, &ry))
            continue;
          cairo_arc (cr, (rx + 0.5) * cs, (ry + 0.5) * cs, MAX (2.0, cs / 8.0), 0, 2 * G_PI);
          cairo_fill (cr);
        }
      }
}

static void
draw_overlays (cairo_t *cr, json_t *tower, const char *floor_id, TwFloorRender *render,
               TwForecast *forecast, guint overlays, int cs)
{
  if (overlays & OVERLAY_ROUTES)
    draw_routes (cr, tower, render, cs);
  if ((overlays & (OVERLAY_DAMAGE | OVERLAY_TIMECOST)) == 0)
    return;
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, MAX (6.0, cs * 0.34) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  static const double white[3] = { 1, 1, 1 }, red[3] = { 1, 0.3, 0.3 }, gold[3] = { 1, 0.85, 0.3 };
  if (overlays & OVERLAY_DAMAGE)
    {
      g_autoptr (GArray) cells = tw_forecast_floor (forecast, floor_id);
      for (guint i = 0; i < cells->len; i++)
        {
          const TwForecastCell *cell = &g_array_index (cells, TwForecastCell, i);
          g_autofree char *text = tw_forecast_damage_text (&cell->damage);
          draw_label (cr, layout, text, cell->x * cs + 1, (cell->y + 1) * cs - 1, FALSE,
                      cell->damage.can_win ? white : red);
        }
    }
  if (overlays & OVERLAY_TIMECOST)
    for (int y = 0; y < tw_floor_render_get_height (render); y++)
      for (int x = 0; x < tw_floor_render_get_width (render); x++)
        {
          json_int_t cost
              = json_integer_value (json_object_get (enemy_at (tower, render, x, y), "timeCost"));
          if (cost <= 0)
            continue;
          char text[32];
          g_snprintf (text, sizeof text, "%" JSON_INTEGER_FORMAT, cost);
          draw_label (cr, layout, text, (x + 1) * cs - 1, y * cs + cs * 0.45, TRUE, gold);
        }
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* The weather and tint in words, bottom left: the still overlay alone may
 * not say which weather it is. */
static void
draw_looks_label (cairo_t *cr, const char *text, int bottom)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 9");
  pango_layout_set_font_description (layout, font);
  static const double white[3] = { 1, 1, 1 };
  draw_label (cr, layout, text, 3, bottom - 2, FALSE, white);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* ---- the verb -------------------------------------------------------------- */

static gboolean
render_floor (json_t *tower, const char *floor_id, TwFloorRender *render, TwForecast *forecast,
              const Options *o, const char *path)
{
  json_t *floor = json_object_get (json_object_get (tower, "floors"), floor_id);
  tw_floor_render_set_floor (render, floor);
  int cs = tw_floor_render_get_cell_size (render);
  int width = tw_floor_render_get_width (render), height = tw_floor_render_get_height (render);
  if (width == 0)
    {
      fprintf (stderr, _("turnwright-cli render: floor '%s' has no map\n"), floor_id);
      return FALSE;
    }
  cairo_surface_t *surface
      = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * cs, height * cs);
  tw_floor_render_draw (render, surface, 0, 0, width, height);
  g_autofree char *looks = tw_floor_render_describe_looks (floor);
  if (looks != NULL)
    {
      cairo_t *cr = cairo_create (surface);
      draw_looks_label (cr, looks, height * cs);
      cairo_destroy (cr);
    }
  if (o->overlays != 0)
    {
      cairo_t *cr = cairo_create (surface);
      draw_overlays (cr, tower, floor_id, render, forecast, o->overlays, cs);
      cairo_destroy (cr);
    }
  g_autoptr (GError) error = NULL;
  gboolean written = tw_png_write (surface, path, &error);
  cairo_surface_destroy (surface);
  if (!written)
    fprintf (stderr, "turnwright-cli render: %s\n", error->message);
  return written;
}

static int render_run (const Options *o);

int
tw_cli_render (int argc, char **argv)
{
  Options o = { .scale = 1, .layers = (1u << TW_N_LAYERS) - 1 };
  OptionTexts t = { 0 };
  const GOptionEntry entries[] = {
    { "floor", 0, 0, G_OPTION_ARG_FILENAME, &t.floor,
      N_("The floor to draw, or all for every floor"), N_("ID") },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &t.png,
      N_("The PNG file to write (with --floor all, a folder)"), N_("OUT.png") },
    { "scale", 0, 0, G_OPTION_ARG_FILENAME, &t.scale,
      N_("Pixels a cell: 32 times S, S from 0.25 to 8 (default 1)"), N_("S") },
    { "layers", 0, 0, G_OPTION_ARG_FILENAME, &t.layers,
      N_("The layers drawn, the others hidden (default: all)"), N_("bg,event,fg") },
    { "dim", 0, 0, G_OPTION_ARG_FILENAME, &t.dim, N_("The layers drawn dimmed"),
      N_("bg,event,fg") },
    { "overlay", 0, 0, G_OPTION_ARG_FILENAME, &t.overlay,
      N_("Draw the damage forecast, the enemies' time costs or their patrol routes"),
      N_("damage|timecost|routes[,...]") },
    { "frame", 0, 0, G_OPTION_ARG_FILENAME, &t.frame,
      N_("The animation step: animated tiles, autotiles and floor images show frame N "
         "modulo their frame count (default 0)"),
      N_("N") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&render_help, entries, argc, argv, &positional);
  if (status < 0)
    status = check_options (positional, &t, &o);
  if (status < 0)
    status = render_run (&o);
  tw_cli_free_options (entries);
  return status;
}

static int
render_run (const Options *opts)
{
  Options o = *opts;
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (o.project, &error);
  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  json_t *tower = json_incref (tw_project_file_get_tower (project));
  json_t *floors = json_object_get (tower, "floors");
  gboolean all = strcmp (o.floor, "all") == 0;
  if (!all && json_object_get (floors, o.floor) == NULL)
    {
      fprintf (stderr, _("turnwright-cli render: no floor '%s'\n"), o.floor);
      json_decref (tower);
      return TW_CLI_EXIT_INVALID;
    }
  if (all && g_mkdir_with_parents (o.png, 0755) != 0)
    {
      fprintf (stderr, _("turnwright-cli render: cannot make the folder %s\n"), o.png);
      json_decref (tower);
      return TW_CLI_EXIT_INVALID;
    }

  g_autofree char *dir = tw_cli_images_dir (o.project, project);
  g_autoptr (TwTileAtlas) atlas = tw_tile_atlas_new (tower, dir);
  guint n_missing = 0;
  const char *const *missing = tw_tile_atlas_get_missing (atlas, &n_missing);
  for (guint i = 0; i < n_missing; i++)
    {
      g_autofree char *message = g_strdup_printf (
          _("project/%s is missing or unreadable: its tiles are drawn as glyphs"), missing[i]);
      /* "warning:" stays as it is, as in the compilers' messages. */
      fprintf (stderr, "warning: %s\n", message);
    }
  g_autoptr (TwFloorRender) render = tw_floor_render_new (atlas);
  tw_floor_render_set_cell_size (render, (int)lround (32 * o.scale));
  tw_floor_render_set_frame (render, o.frame);
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    tw_floor_render_set_layer_mode (render, layer,
                                    !((o.layers >> layer) & 1) ? TW_LAYER_HIDDEN
                                    : (o.dimmed >> layer) & 1  ? TW_LAYER_DIMMED
                                                               : TW_LAYER_SHOWN);
  g_autoptr (TwForecast) forecast = o.overlays & OVERLAY_DAMAGE ? tw_forecast_new (tower) : NULL;

  gboolean ok = TRUE;
  if (!all)
    ok = render_floor (tower, o.floor, render, forecast, &o, o.png);
  else
    {
      const char *floor_id;
      json_t *floor;
      json_object_foreach (floors, floor_id, floor)
      {
        g_autofree char *file = g_strconcat (floor_id, ".png", NULL);
        g_autofree char *path = g_build_filename (o.png, file, NULL);
        ok = render_floor (tower, floor_id, render, forecast, &o, path) && ok;
      }
    }
  json_decref (tower);
  return ok ? TW_CLI_EXIT_OK : TW_CLI_EXIT_INVALID;
}
