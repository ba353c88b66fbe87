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
  configure_adjustment (self->scroll.hadjustment, self->content_width + 2.0 * PAD_X,
                        gtk_widget_get_width (GTK_WIDGET (self)), self->char_width * 4.0);
  configure_adjustment (self->scroll.vadjustment,
                        (double)self->starts->len * self->line_height + 2.0 * PAD_Y,
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

PangoLayout *
tw_text_lines_layout_line (TwTextLines *self, guint index)
{
  g_return_val_if_fail (TW_IS_TEXT_LINES (self) && index < self->starts->len, NULL);
  const char *line;
  gsize length;
  line_span (self, index, &line, &length);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  pango_layout_set_text (layout, line, (int)length);
  if (is_heading (line, length))
    {
      PangoAttrList *attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  return layout;
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
  guint first = top > 0 ? (guint)(top / self->line_height) : 0;
  guint last = (guint)MAX (0, (top + gtk_widget_get_height (widget)) / self->line_height) + 1;
  last = MIN (last, self->starts->len);
  GdkRGBA color;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  int widest = self->content_width;
  for (guint i = first; i < last; i++)
    {
      PangoLayout *layout = tw_text_lines_layout_line (self, i);
      int width;
      pango_layout_get_pixel_size (layout, &width, NULL);
      widest = MAX (widest, width);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (PAD_X - (float)scroll_x,
                                                              PAD_Y + (float)(i * self->line_height
                                                                              - scroll_y)));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
      g_object_unref (layout);
    }
  /* A drawn line wider than estimated widens the scrollable area, after
   * the frame: adjustments are not changed while drawing. */
  if (widest > self->content_width)
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
  gtk_adjustment_set_value (self->scroll.vadjustment, (double)index * self->line_height);
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
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
tw_text_lines_new (void)
{
  return g_object_new (TW_TYPE_TEXT_LINES, NULL);
}
