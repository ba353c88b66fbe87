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
  double y;      /* the top of the row drawn */
  double height; /* a row's */
  double widest; /* the widest row so far */
  gboolean rows; /* a group a row (the legend's popover), else all on one line */
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
  cairo_move_to (legend->cr, legend->x, legend->y + (legend->height - h) / 2);
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
  cairo_move_to (legend->cr, legend->x, legend->y + (legend->height - h) / 2);
  set_color (legend->cr, legend->palette->foreground, 0.55);
  pango_cairo_show_layout (legend->cr, legend->layout);
  legend->x += w + GAP;
}

static void
shape_entry (Legend *legend, TwTimelineActResult result, TwTimelineColor color, const char *text)
{
  tw_timeline_render_marker_path (legend->cr, result, legend->x + SWATCH / 2,
                                  legend->y + legend->height / 2, SWATCH);
  set_color (legend->cr, color, 1);
  cairo_fill (legend->cr);
  legend->x += SWATCH;
  label (legend, text);
}

static void
bar_entry (Legend *legend, TwTimelineColor color, double alpha, double width, const char *text)
{
  cairo_rectangle (legend->cr, legend->x, legend->y + (legend->height - SWATCH) / 2, width, SWATCH);
  set_color (legend->cr, color, alpha);
  cairo_fill (legend->cr);
  legend->x += width;
  label (legend, text);
}

/* The end of a group: the next row in rows mode, else a gap. */
static void
group_end (Legend *legend)
{
  legend->widest = MAX (legend->widest, legend->x - SPACING);
  if (legend->rows)
    {
      legend->x = 0;
      legend->y += legend->height;
    }
  else
    legend->x += SPACING;
}

/* The run before an edit (the balancing loop's ghost, ui/tw-timeline-view.c):
 * faded outlines in the ink colour. */
static void
ghost_entry (Legend *legend, int shape, const char *text)
{
  cairo_t *cr = legend->cr;
  double cx = legend->x + SWATCH / 2, cy = legend->y + legend->height / 2, h = SWATCH / 2;
  cairo_save (cr);
  set_color (cr, legend->palette->foreground, 0.55);
  cairo_set_line_width (cr, 1.5);
  switch (shape)
    {
    case 0: /* an enemy's act: a ring */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, h - 1, 0, 2 * G_PI);
      break;
    case 1: /* a battle: a diamond's outline */
      tw_timeline_render_marker_path (cr, TW_TIMELINE_RESULT_BATTLE, cx, cy, 2 * h);
      break;
    case 2: /* the death: a cross */
      cairo_move_to (cr, cx - h, cy - h);
      cairo_line_to (cr, cx + h, cy + h);
      cairo_move_to (cr, cx + h, cy - h);
      cairo_line_to (cr, cx - h, cy + h);
      break;
    default: /* where it ended: a dashed line */
      {
        static const double dash[] = { 4, 3 };
        cairo_set_dash (cr, dash, 2, 0);
        cairo_move_to (cr, cx, cy - h - 2);
        cairo_line_to (cr, cx, cy + h + 2);
      }
      break;
    }
  cairo_stroke (cr);
  cairo_restore (cr);
  legend->x += SWATCH;
  label (legend, text);
}

static double
draw_legend (cairo_t *cr, const TwTimelinePalette *palette, const char *font, double height,
             gboolean rows, double *total_height)
{
  g_return_val_if_fail (cr != NULL, 0);
  Legend legend = { .cr = cr,
                    .palette = palette != NULL ? palette : tw_timeline_palette_light (),
                    .height = height,
                    .rows = rows };
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
  group_end (&legend);
  /* Row colours: the enemy's actType; gauge bars are that colour, lighter. */
  label_only (&legend, "actType:");
  bar_entry (&legend, tw_timeline_act_type_color (TW_ACT_CHASE), 1, SWATCH, _("chase"));
  bar_entry (&legend, tw_timeline_act_type_color (TW_ACT_PATROL), 1, SWATCH, _("patrol"));
  bar_entry (&legend, tw_timeline_act_type_color (TW_ACT_SKILL), 1, SWATCH, _("skill"));
  bar_entry (&legend, neutral, 1, SWATCH, _("idle"));
  group_end (&legend);
  if (rows)
    label_only (&legend, _("Player:"));
  bar_entry (&legend, tw_timeline_event_color (TW_TIMELINE_EVENT_PLAYER), 0.45, 2 * SWATCH,
             _("action"));
  bar_entry (&legend, battle, 0.8, 3, _("refused"));
  bar_entry (&legend, tw_timeline_event_color (TW_TIMELINE_EVENT_STATUS), 0.5, 2 * SWATCH,
             _("skill on"));
  bar_entry (&legend, tw_timeline_event_color (TW_TIMELINE_EVENT_FLOOR), 0.9, 3, _("floor"));
  bar_entry (&legend, battle, 1, 3, _("death"));
  group_end (&legend);
  /* The ghost: the same moves before the last edit (simulate mode's replay). */
  label_only (&legend, _("Before the edit:"));
  ghost_entry (&legend, 0, _("an enemy's act (ring)"));
  ghost_entry (&legend, 1, _("battle"));
  ghost_entry (&legend, 2, _("death"));
  ghost_entry (&legend, 3, _("where it ended"));
  group_end (&legend);
  cairo_restore (cr);
  g_object_unref (legend.layout);
  if (total_height != NULL)
    *total_height = rows ? legend.y : height;
  return legend.widest;
}

double
tw_timeline_render_legend (cairo_t *cr, const TwTimelinePalette *palette, const char *font,
                           double height)
{
  return draw_legend (cr, palette, font, height, FALSE, NULL);
}

double
tw_timeline_render_legend_rows (cairo_t *cr, const TwTimelinePalette *palette, const char *font,
                                double row_height, double *height)
{
  return draw_legend (cr, palette, font, row_height, TRUE, height);
}
