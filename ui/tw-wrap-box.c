/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-wrap-box.c: a flow of children at their natural widths, wrapping to
 * a new row where the next one would not fit. Height for width: the
 * height asked for a width is that of the rows it takes. GTK 4.8's
 * GtkFlowBox would wrap too, but puts each child in a focusable,
 * selectable row of its own, which a toolbar does not want. */
#include "ui/tw-wrap-box.h"

struct _TwWrapBox
{
  GtkWidget parent_instance;
  int spacing;
  int row_spacing;
  guint n_rows;
};

static GtkBuildableIface *parent_buildable_iface;

/* <child> in a .ui file: a widget joins the flow. */
static void
tw_wrap_box_buildable_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                 const char *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    tw_wrap_box_append (TW_WRAP_BOX (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
tw_wrap_box_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = tw_wrap_box_buildable_add_child;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TwWrapBox, tw_wrap_box, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      tw_wrap_box_buildable_init))

/* A child's width in the flow: its natural width, no more than @width. */
static int
child_width (GtkWidget *child, int width)
{
  int min = 0, nat = 0;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return width < 0 ? nat : MAX (min, MIN (nat, width));
}

static int
child_height (GtkWidget *child, int width)
{
  int min = 0, nat = 0;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat;
}

/* Allocates the row's children, from @first up to @end (not included),
 * each as high as the row: a child's valign places it in the row (a label
 * centred beside buttons). */
static void
allocate_row (GtkWidget *first, GtkWidget *end, int width, int y, int row_height, int spacing)
{
  int x = 0;
  for (GtkWidget *child = first; child != end; child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      int w = child_width (child, width);
      gtk_widget_size_allocate (child, &(GtkAllocation){ x, y, w, row_height }, -1);
      x += w + spacing;
    }
}

/* Lays the children out in @width (-1: one row), allocating them when
 * @allocate; returns the height the rows take and sets @n_rows. */
static int
flow (TwWrapBox *self, int width, gboolean allocate, guint *n_rows)
{
  int x = 0, y = 0, row_height = 0;
  guint rows = 0;
  GtkWidget *row_start = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      int w = child_width (child, width);
      if (row_start != NULL && width >= 0 && x + self->spacing + w > width)
        {
          /* This child starts the next row. */
          if (allocate)
            allocate_row (row_start, child, width, y, row_height, self->spacing);
          y += row_height + self->row_spacing;
          x = 0;
          row_height = 0;
          row_start = NULL;
        }
      if (row_start == NULL)
        rows++;
      else
        x += self->spacing;
      int h = child_height (child, w);
      x += w;
      row_height = MAX (row_height, h);
      row_start = row_start != NULL ? row_start : child;
    }
  if (allocate && row_start != NULL)
    allocate_row (row_start, NULL, width, y, row_height, self->spacing);
  *n_rows = rows;
  return rows > 0 ? y + row_height : 0;
}

static void
tw_wrap_box_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                     int *natural, int *minimum_baseline, int *natural_baseline)
{
  TwWrapBox *self = TW_WRAP_BOX (widget);
  guint rows = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = *natural = flow (self, for_size, FALSE, &rows);
      return;
    }
  /* At least the widest child; naturally all of them in one row. */
  int widest = 0, sum = 0, count = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      int min = 0, nat = 0;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      widest = MAX (widest, min);
      sum += nat;
      count++;
    }
  *minimum = widest;
  *natural = sum + MAX (0, count - 1) * self->spacing;
}

static void
tw_wrap_box_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TwWrapBox *self = TW_WRAP_BOX (widget);
  flow (self, width, TRUE, &self->n_rows);
}

static GtkSizeRequestMode
tw_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tw_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tw_wrap_box_parent_class)->dispose (object);
}

static void
tw_wrap_box_class_init (TwWrapBoxClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = tw_wrap_box_dispose;
  widget_class->measure = tw_wrap_box_measure;
  widget_class->size_allocate = tw_wrap_box_size_allocate;
  widget_class->get_request_mode = tw_wrap_box_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "twwrapbox");
}

static void
tw_wrap_box_init (TwWrapBox *self)
{
  /* A .ui file's box: a toolbar's gaps. */
  self->spacing = 6;
  self->row_spacing = 2;
  self->n_rows = 1;
}

GtkWidget *
tw_wrap_box_new (int spacing, int row_spacing)
{
  TwWrapBox *self = g_object_new (TW_TYPE_WRAP_BOX, NULL);
  self->spacing = spacing;
  self->row_spacing = row_spacing;
  return GTK_WIDGET (self);
}

void
tw_wrap_box_append (TwWrapBox *self, GtkWidget *child)
{
  g_return_if_fail (TW_IS_WRAP_BOX (self));
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

guint
tw_wrap_box_get_n_rows (TwWrapBox *self)
{
  g_return_val_if_fail (TW_IS_WRAP_BOX (self), 0);
  return self->n_rows;
}
