/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-text-lines.c: a long read-only text, drawn a line at a time (see tw-text-lines.h). */
#include "ui/tw-text-lines.h"

#include "ui/tw-scrollable.h"

#include <string.h>

/* Space around the text, as the label it replaces had. */
#define PAD_X 8
#define PAD_Y 6

struct _TwTextLines
{
  GtkWidget parent_instance;

  char *text;
  GArray *starts; /* guint: where each line starts in text */

  /* From the widget's font, found again when it changes. */
  PangoFontDescription *font;
  int line_height;
  int char_width;

  /* The widest line, estimated from its length and made exact for each
   * line drawn: laying out every line to measure it is what this widget
   * avoids. */
  int content_width;
  guint configure_idle;

  /* Wrapping (tw_text_lines_set_wrap): a line wider than the view goes on
   * over further rows, indented under its text. rows[i] is the first row
   * of line i, rows[n_lines] the number of rows, for the width rows_width;
   * a line whose estimated width is well inside the view is one row
   * without being laid out. */
  gboolean wrap;
  GArray *rows;
  int rows_width;

  TwScrollable scroll;
};

G_DEFINE_FINAL_TYPE_WITH_CODE (TwTextLines, tw_text_lines, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

enum
{
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

/* Section titles are the lines that do not start with a space. */
static gboolean
is_heading (const char *line, gsize length)
{
  return length > 0 && line[0] != ' ';
}

static void
line_span (TwTextLines *self, guint index, const char **line, gsize *length)
{
  guint start = g_array_index (self->starts, guint, index);
  guint end = index + 1 < self->starts->len ? g_array_index (self->starts, guint, index + 1) - 1
                                            : (guint)strlen (self->text + start) + start;
  *line = self->text + start;
  *length = end - start;
}

/* Display columns: a wide (CJK) character takes two. */
static int
line_columns (const char *line, gsize length)
{
  int columns = 0;
  for (const char *p = line; p < line + length; p = g_utf8_next_char (p))
    columns += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return columns;
}

static void
estimate_content_width (TwTextLines *self)
{
  int widest = 0;
  for (guint i = 0; i < self->starts->len; i++)
    {
      const char *line;
      gsize length;
      line_span (self, i, &line, &length);
      widest = MAX (widest, line_columns (line, length));
    }
  self->content_width = widest * self->char_width;
}

/* The width a wrapped line is laid out in. */
static int
wrap_width (TwTextLines *self)
{
  return MAX (1, gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD_X);
}

/* The leading spaces of a line, and two more: where its further rows start. */
static int
hanging_indent (TwTextLines *self, const char *line, gsize length)
{
  gsize spaces = 0;
  while (spaces < length && line[spaces] == ' ')
    spaces++;
  return (int)(spaces + 2) * self->char_width;
}

static PangoLayout *layout_line (TwTextLines *self, guint index, int width);

/* rows[] for the width now; nothing to do while it holds. */
static void
update_rows (TwTextLines *self)
{
  if (!self->wrap)
    return;
  int width = wrap_width (self);
  if (self->rows->len == self->starts->len + 1 && self->rows_width == width)
    return;
  self->rows_width = width;
  g_array_set_size (self->rows, 0);
  guint row = 0;
  for (guint i = 0; i < self->starts->len; i++)
    {
      g_array_append_val (self->rows, row);
      const char *line;
      gsize length;
      line_span (self, i, &line, &length);
      /* Proportional glyphs run wider than the average (bold titles, W):
       * only a line estimated well inside is taken as one row unseen. */
      double estimate = (double)line_columns (line, length) * self->char_width;
      if (estimate * 1.4 + 2 * self->char_width <= width)
        {
          row++;
          continue;
        }
      PangoLayout *layout = layout_line (self, i, width);
      row += MAX (1, pango_layout_get_line_count (layout));
      g_object_unref (layout);
    }
  g_array_append_val (self->rows, row);
}

static guint
n_rows (TwTextLines *self)
{
  if (!self->wrap)
    return self->starts->len;
  update_rows (self);
  return g_array_index (self->rows, guint, self->starts->len);
}

static guint
first_row (TwTextLines *self, guint index)
{
  if (!self->wrap)
    return index;
  update_rows (self);
  return g_array_index (self->rows, guint, index);
}

/* The line holding @row (the last line past the end). */
static guint
line_at_row (TwTextLines *self, guint row)
{
  if (!self->wrap)
    return row;
  update_rows (self);
  guint lo = 0, hi = self->starts->len;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;
      if (g_array_index (self->rows, guint, mid) <= row)
        lo = mid;
      else
        hi = mid;
    }
  return lo;
}

static void
update_metrics (TwTextLines *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  if (self->font != NULL && pango_font_description_equal (font, self->font))
    return;
  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = pango_font_description_copy (font);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, font, NULL);
  self->char_width = PANGO_PIXELS_CEIL (pango_font_metrics_get_approximate_char_width (metrics));
  pango_font_metrics_unref (metrics);
  /* The height of a line holding Latin and CJK text, as a label sets it. */
  PangoLayout *sample = gtk_widget_create_pango_layout (GTK_WIDGET (self), "Ag\xe5\x9b\xbd");
  pango_layout_get_pixel_size (sample, NULL, &self->line_height);
  self->line_height = MAX (self->line_height, 1);
  g_object_unref (sample);
  estimate_content_width (self);
  g_array_set_size (self->rows, 0);
}

static void
configure_adjustment (GtkAdjustment *adjustment, double content, double view, double step)
{
  if (adjustment == NULL)
    return;
  double upper = MAX (content, view);
  gtk_adjustment_configure (adjustment,
                            CLAMP (gtk_adjustment_get_value (adjustment), 0, upper - view), 0,
                            upper, step, view * 0.9, view);
}

static void
configure_adjustments (TwTextLines *self)
{
  update_metrics (self);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  configure_adjustment (self->scroll.hadjustment,
                        self->wrap ? width : self->content_width + 2.0 * PAD_X, width,
                        self->char_width * 4.0);
  configure_adjustment (self->scroll.vadjustment,
                        (double)n_rows (self) * self->line_height + 2.0 * PAD_Y,
                        gtk_widget_get_height (GTK_WIDGET (self)), self->line_height);
}

static gboolean
configure_idle_cb (gpointer data)
{
  TwTextLines *self = data;
  self->configure_idle = 0;
  configure_adjustments (self);
  return G_SOURCE_REMOVE;
}

/* Line @index laid out; wrapped in @width when that is above 0. */
static PangoLayout *
layout_line (TwTextLines *self, guint index, int width)
{
  const char *line;
  gsize length;
  line_span (self, index, &line, &length);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  pango_layout_set_text (layout, line, (int)length);
  if (width > 0)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      /* Negative: a hanging indent, the first row at the margin. */
      int indent = MIN (hanging_indent (self, line, length), width / 2);
      pango_layout_set_indent (layout, -indent * PANGO_SCALE);
    }
  if (is_heading (line, length))
    {
      PangoAttrList *attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  return layout;
}

PangoLayout *
tw_text_lines_layout_line (TwTextLines *self, guint index)
{
  g_return_val_if_fail (TW_IS_TEXT_LINES (self) && index < self->starts->len, NULL);
  update_metrics (self);
  return layout_line (self, index, self->wrap ? wrap_width (self) : 0);
}

static void
tw_text_lines_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TwTextLines *self = TW_TEXT_LINES (widget);
  if (self->starts->len == 0)
    return;
  update_metrics (self);
  double scroll_x
      = self->scroll.hadjustment != NULL ? gtk_adjustment_get_value (self->scroll.hadjustment) : 0;
  double scroll_y
      = self->scroll.vadjustment != NULL ? gtk_adjustment_get_value (self->scroll.vadjustment) : 0;
  double top = scroll_y - PAD_Y;
  guint first_row_shown = top > 0 ? (guint)(top / self->line_height) : 0;
  guint last_row = (guint)MAX (0, (top + gtk_widget_get_height (widget)) / self->line_height) + 1;
  guint first = line_at_row (self, first_row_shown);
  /* last_row is past the view: the last line drawn holds the row before it. */
  guint last = MIN (line_at_row (self, last_row > 0 ? last_row - 1 : 0) + 1, self->starts->len);
  int width_wrapped = self->wrap ? wrap_width (self) : 0;
  GdkRGBA color;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  int widest = self->content_width;
  for (guint i = first; i < last; i++)
    {
      PangoLayout *layout = layout_line (self, i, width_wrapped);
      int width;
      pango_layout_get_pixel_size (layout, &width, NULL);
      widest = MAX (widest, width);
      double y = (double)first_row (self, i) * self->line_height - scroll_y;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (PAD_X - (float)scroll_x, PAD_Y + (float)y));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
      g_object_unref (layout);
    }
  /* A drawn line wider than estimated widens the scrollable area, after
   * the frame: adjustments are not changed while drawing. */
  if (!self->wrap && widest > self->content_width)
    {
      self->content_width = widest;
      if (self->configure_idle == 0)
        self->configure_idle = g_idle_add (configure_idle_cb, self);
    }
}

static void
tw_text_lines_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  configure_adjustments (TW_TEXT_LINES (widget));
}

void
tw_text_lines_set_text (TwTextLines *self, const char *text)
{
  g_return_if_fail (TW_IS_TEXT_LINES (self));
  if (text == NULL)
    text = "";
  if (g_strcmp0 (text, self->text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_array_set_size (self->starts, 0);
  if (text[0] != '\0')
    {
      guint start = 0;
      g_array_append_val (self->starts, start);
      for (const char *p = strchr (text, '\n'); p != NULL; p = strchr (p + 1, '\n'))
        {
          start = (guint)(p + 1 - text);
          g_array_append_val (self->starts, start);
        }
    }
  if (self->font != NULL)
    estimate_content_width (self);
  g_array_set_size (self->rows, 0);
  configure_adjustments (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->text, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
tw_text_lines_get_text (TwTextLines *self)
{
  g_return_val_if_fail (TW_IS_TEXT_LINES (self), NULL);
  return self->text != NULL ? self->text : "";
}

guint
tw_text_lines_get_n_lines (TwTextLines *self)
{
  g_return_val_if_fail (TW_IS_TEXT_LINES (self), 0);
  return self->starts->len;
}

void
tw_text_lines_scroll_to_line (TwTextLines *self, guint index)
{
  g_return_if_fail (TW_IS_TEXT_LINES (self));
  if (self->scroll.vadjustment == NULL)
    return;
  update_metrics (self);
  gtk_adjustment_set_value (self->scroll.vadjustment,
                            (double)first_row (self, MIN (index, self->starts->len))
                                * self->line_height);
}

void
tw_text_lines_set_wrap (TwTextLines *self, gboolean wrap)
{
  g_return_if_fail (TW_IS_TEXT_LINES (self));
  if (self->wrap == !!wrap)
    return;
  self->wrap = !!wrap;
  g_array_set_size (self->rows, 0);
  configure_adjustments (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GtkScrollable ---- */

static void
adjustment_value_changed (GtkAdjustment *adjustment, TwTextLines *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tw_text_lines_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwTextLines *self = TW_TEXT_LINES (object);
  if (!tw_scrollable_get_property (&self->scroll, prop_id, PROP_HADJUSTMENT, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tw_text_lines_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  TwTextLines *self = TW_TEXT_LINES (object);
  switch (tw_scrollable_set_property (&self->scroll, prop_id, PROP_HADJUSTMENT, value,
                                      G_CALLBACK (adjustment_value_changed),
                                      G_CALLBACK (adjustment_value_changed), self))
    {
    case TW_SCROLLABLE_ADJUSTMENT:
      configure_adjustments (self);
      break;
    case TW_SCROLLABLE_NOT_MINE:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      break;
    default:
      break;
    }
}

static void
tw_text_lines_dispose (GObject *object)
{
  TwTextLines *self = TW_TEXT_LINES (object);
  g_clear_handle_id (&self->configure_idle, g_source_remove);
  tw_scrollable_release_adjustment (&self->scroll.hadjustment,
                                    G_CALLBACK (adjustment_value_changed), self);
  tw_scrollable_release_adjustment (&self->scroll.vadjustment,
                                    G_CALLBACK (adjustment_value_changed), self);
  G_OBJECT_CLASS (tw_text_lines_parent_class)->dispose (object);
}

static void
tw_text_lines_finalize (GObject *object)
{
  TwTextLines *self = TW_TEXT_LINES (object);
  g_free (self->text);
  g_array_unref (self->starts);
  g_array_unref (self->rows);
  g_clear_pointer (&self->font, pango_font_description_free);
  G_OBJECT_CLASS (tw_text_lines_parent_class)->finalize (object);
}

static void
tw_text_lines_class_init (TwTextLinesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->get_property = tw_text_lines_get_property;
  object_class->set_property = tw_text_lines_set_property;
  object_class->dispose = tw_text_lines_dispose;
  object_class->finalize = tw_text_lines_finalize;
  widget_class->snapshot = tw_text_lines_snapshot;
  widget_class->size_allocate = tw_text_lines_size_allocate;
  tw_scrollable_override_properties (object_class, PROP_HADJUSTMENT);
  gtk_widget_class_set_css_name (widget_class, "twtextlines");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DOCUMENT);
}

static void
tw_text_lines_init (TwTextLines *self)
{
  self->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  self->rows = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
tw_text_lines_new (void)
{
  return g_object_new (TW_TYPE_TEXT_LINES, NULL);
}
