/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-extra.c: the parts of the floor and hero pages that are not
 * rows of the field table: a floor's size (a resize, one undo step, as the
 * floor list's) and the hero's starting flags (any JSON value each). */
#include "ui/tw-inspector-private.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

#include <string.h>

/* Floor size */

typedef struct
{
  TwInspector *self;
  GtkSpinButton *width, *height;
  GtkLabel *message;
} SizeForm;

static void
resize_clicked (GtkButton *button, SizeForm *form)
{
  TwInspector *self = form->self;
  int width = gtk_spin_button_get_value_as_int (form->width);
  int height = gtk_spin_button_get_value_as_int (form->height);
  g_autoptr (GError) error = NULL;
  g_autofree char *floor_id = g_strdup (self->subject_id);
  gboolean ok = tw_document_resize_floor (self->document, floor_id, width, height, 0, 0, &error);
  /* The page is rebuilt after a resize; a refusal stays on this one. */
  if (!ok && form->message != NULL)
    {
      gtk_label_set_text (form->message, error->message);
      gtk_widget_set_visible (GTK_WIDGET (form->message), TRUE);
    }
}

static GtkWidget *
size_spin (const char *name, int value, const char *a11y_name, const char *tooltip)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (1, TW_INSPECTOR_MAX_FLOOR_SIDE, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_name (spin, name);
  gtk_widget_set_tooltip_text (spin, tooltip);
  tw_a11y_set_name (spin, a11y_name); /* the row's label names the pair, not each */
  return spin;
}

void
tw_inspector_build_floor_size (TwInspector *self, Form *form)
{
  int width = 0, height = 0;
  tw_document_get_floor_size (self->document, self->subject_id, &width, &height);
  SizeForm *size = g_new0 (SizeForm, 1);
  size->self = self;
  GtkWidget *w = size_spin ("floor-width", width, _("Width"), _("Columns of the map"));
  GtkWidget *h = size_spin ("floor-height", height, _("Height"), _("Rows of the map"));
  size->width = GTK_SPIN_BUTTON (w);
  size->height = GTK_SPIN_BUTTON (h);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (row), w);
  gtk_box_append (GTK_BOX (row), gtk_label_new (_("x")));
  gtk_box_append (GTK_BOX (row), h);
  GtkWidget *button = gtk_button_new_with_label (_("Resize"));
  gtk_widget_set_name (button, "floor-resize");
  gtk_widget_set_tooltip_text (button, _("Resize the floor: cells past the new size are dropped, "
                                       "new cells are empty (one undo step)"));
  gtk_box_append (GTK_BOX (row), button);
  tw_inspector_form_label (form, _("width x height"), _("The floor's size in cells"));
  gtk_grid_attach (form->grid, row, 1, form->row++, 1, 1);
  GtkWidget *message = tw_inspector_message_label_new ("floor-size");
  size->message = GTK_LABEL (message);
  gtk_grid_attach (form->grid, message, 1, form->row++, 1, 1);
  g_signal_connect_data (button, "clicked", G_CALLBACK (resize_clicked), size,
                         (GClosureNotify)(void (*) (void))g_free, 0);
}

/* Hero flags */

static void
add_flag_activated (GtkEntry *entry, Field *field)
{
  TwInspector *self = field->self;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  if (*name == '\0' || strchr (name, '/') != NULL)
    {
      tw_inspector_field_show_message (field, _("Enter a flag name (no '/')."));
      return;
    }
  g_autofree char *relative = g_strdup_printf ("flags/%s", name);
  g_autofree char *path = tw_inspector_field_path (self, relative);
  if (tw_inspector_read_path (self, path) != NULL)
    {
      tw_inspector_field_show_message (field, _("The hero already has this flag."));
      return;
    }
  json_t *zero = json_integer (0);
  g_autoptr (GError) error = NULL;
  if (tw_inspector_write_value (self, path, zero, &error))
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
  else
    tw_inspector_field_show_message (field, error->message);
  json_decref (zero);
}

void
tw_inspector_build_hero_flags (TwInspector *self, GtkBox *page)
{
  Form form = tw_inspector_form_new (self, page, _("Flags"), SECTION_MAIN);
  json_t *flags = tw_inspector_read_field (self, "flags");
  const char *name;
  json_t *value;
  int count = 0;
  json_object_foreach (flags, name, value)
  {
    if (strchr (name, '/') != NULL)
      continue; /* not addressable as a widget name; kept as it is */
    g_autofree char *relative = g_strdup_printf ("flags/%s", name);
    tw_inspector_add_entry (&form, relative, name, FIELD_JSON, EMPTY_REMOVES, "removed",
                            _("The flag's value at the start, as JSON (0, true, \"text\"); empty "
                            "removes it"));
    count++;
  }
  if (count == 0)
    tw_inspector_form_info (&form, "", _("The hero starts with no flags."));
  Field *add = tw_inspector_field_new (&form, "flags-add", FIELD_ACTION);
  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("flag name, then Enter"));
  tw_inspector_form_attach (&form, add, _("add"), _("Start the hero with a new flag (value 0)"), entry);
  g_signal_connect (entry, "activate", G_CALLBACK (add_flag_activated), add);
}
