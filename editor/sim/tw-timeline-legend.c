/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-legend.c: the legend of the timeline's marker shapes and colours. */
#include "editor/sim/tw-timeline-render.h"
#include "editor/tw-i18n.h"

#include <pango/pangocairo.h>

#define SWATCH 12.0
#define GAP 5.0    /* between a swatch and its label */
#define SPACING 9.0 /* between entries */

typedef struct
{
  cairo_t *cr;
  PangoLayout *layout;
  const TwTimelinePalette *palette;
  double x;
  double height;
} Legend;

static void
set_color (cairo_t *cr, TwTimelineColor color, double alpha)
{
  cairo_set_source_rgba (cr, color.r, color.g, color.b, color.a * alpha);
}

/* The label after a swatch that ends at legend->x. */
static void
label (Legend *legend, const char *text)
{
  int w, h;
  pango_layout_set_text (legend->layout, text, -1);
  pango_layout_get_pixel_size (legend->layout, &w, &h);
  legend->x += GAP;
  cairo_move_to (legend->cr, legend->x, (legend->height - h) / 2);
  set_color (legend->cr, legend->palette->foreground, 0.85);
  pango_cairo_show_layout (legend->cr, legend->layout);
  legend->x += w + SPACING;
}

/* A group's title, dimmer than the entries. */
static void
label_only (Legend *legend, const char *text)
{
  int w, h;
  pango_layout_set_text (legend->layout, text, -1);
  pango_layout_get_pixel_size (legend->layout, &w, &h);
  cairo_move_to (legend->cr, legend->x, (legend->height - h) / 2);
  set_color (legend->cr, legend->palette->foreground, 0.55);
  pango_cairo_show_layout (legend->cr, legend->layout);
  legend->x += w + GAP;
}

static void
shape_entry (Legend *legend, TwTimelineActResult result, TwTimelineColor color, const char *text)
{
  tw_timeline_render_marker_path (legend->cr, result, legend->x + SWATCH / 2, legend->height / 2,
                                  SWATCH);
  set_color (legend->cr, color, 1);
  cairo_fill (legend->cr);
  legend->x += SWATCH;
  label (legend, text);
}

static void
bar_entry (Legend *legend, TwTimelineColor color, double alpha, double width, const char *text)
{
  cairo_rectangle (legend->cr, legend->x, (legend->height - SWATCH) / 2, width, SWATCH);
  set_color (legend->cr, color, alpha);
  cairo_fill (legend->cr);
  legend->x += width;
  label (legend, text);
}

double
tw_timeline_render_legend (cairo_t *cr, const TwTimelinePalette *palette, const char *font,
                           double height)
{
  g_return_val_if_fail (cr != NULL, 0);
  Legend legend = { .cr = cr,
                    .palette = palette != NULL ? palette : tw_timeline_palette_light (),
                    .height = height };
  legend.layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) description
      = pango_font_description_from_string (font != NULL ? font : TW_TIMELINE_DEFAULT_FONT);
  pango_layout_set_font_description (legend.layout, description);
  cairo_save (cr);
  /* What an enemy did (its row's colour; a battle is always red). */
  TwTimelineColor neutral = tw_timeline_act_type_color (TW_ACT_IDLE);
  TwTimelineColor battle = tw_timeline_event_color (TW_TIMELINE_EVENT_BATTLE);
  label_only (&legend, _("Enemy:"));
  shape_entry (&legend, TW_TIMELINE_RESULT_IDLE, neutral, _("idle"));
  shape_entry (&legend, TW_TIMELINE_RESULT_MOVED, neutral, _("moved"));
  shape_entry (&legend, TW_TIMELINE_RESULT_BLOCKED, neutral, _("blocked"));
  shape_entry (&legend, TW_TIMELINE_RESULT_BATTLE, battle, _("battle"));
  shape_entry (&legend, TW_TIMELINE_RESULT_HIT, neutral, _("hit"));
  shape_entry (&legend, TW_TIMELINE_RESULT_SUMMONED, neutral, _("summoned"));
  legend.x += SPACING;
  /* Row colours: the enemy's actType; gauge bars are that colour, lighter. */
  label_only (&legend, "actType:");
  bar_entry (&legend, tw_timeline_act_type_color (TW_ACT_CHASE), 1, SWATCH, _("chase"));
  bar_entry (&legend, tw_timeline_act_type_color (TW_ACT_PATROL), 1, SWATCH, _("patrol"));
  bar_entry (&legend, tw_timeline_act_type_color (TW_ACT_SKILL), 1, SWATCH, _("skill"));
  bar_entry (&legend, neutral, 1, SWATCH, _("idle"));
  legend.x += SPACING;
  bar_entry (&legend, tw_timeline_event_color (TW_TIMELINE_EVENT_PLAYER), 0.45, 2 * SWATCH,
             _("action"));
  bar_entry (&legend, battle, 0.8, 3, _("refused"));
  bar_entry (&legend, tw_timeline_event_color (TW_TIMELINE_EVENT_STATUS), 0.5, 2 * SWATCH,
             _("skill on"));
  bar_entry (&legend, tw_timeline_event_color (TW_TIMELINE_EVENT_FLOOR), 0.9, 3, _("floor"));
  bar_entry (&legend, battle, 1, 3, _("death"));
  cairo_restore (cr);
  g_object_unref (legend.layout);
  return legend.x - SPACING;
}
