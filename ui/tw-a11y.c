/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-a11y.c: accessible names (see tw-a11y.h). */
#include "ui/tw-a11y.h"

static void name_drop_down_button (GtkWidget *drop_down);

void
tw_a11y_set_name (GtkWidget *widget, const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL && *name != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  /* GTK 4.8 has no getter for accessible properties: keep it for the drop-down fix below. */
  g_object_set_data_full (G_OBJECT (widget), "tw-a11y-name", g_strdup (name), g_free);
  if (GTK_IS_DROP_DOWN (widget))
    name_drop_down_button (widget);
}

/* A drop-down's own toggle button (its first child in GTK 4.8) is what the
 * focus lands on, and it is read by its type name: give it the drop-down's
 * name, the one set here or the text of the label that has it as mnemonic
 * widget. */
static void
name_drop_down_button (GtkWidget *drop_down)
{
  GtkWidget *button = gtk_widget_get_first_child (drop_down);
  if (!GTK_IS_TOGGLE_BUTTON (button))
    return;
  const char *name = g_object_get_data (G_OBJECT (drop_down), "tw-a11y-name");
  GList *labels = gtk_widget_list_mnemonic_labels (drop_down);
  if (name == NULL && labels != NULL && GTK_IS_LABEL (labels->data))
    name = gtk_label_get_text (GTK_LABEL (labels->data));
  if (name == NULL)
    name = gtk_widget_get_tooltip_text (drop_down);
  if (name != NULL && *name != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
  g_list_free (labels);
}

static gboolean
uses_mnemonic (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    return gtk_button_get_use_underline (GTK_BUTTON (widget))
           && gtk_button_get_label (GTK_BUTTON (widget)) != NULL;
  return FALSE;
}

void
tw_a11y_drop_mnemonic_labels (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (uses_mnemonic (root))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL);
  if (GTK_IS_DROP_DOWN (root))
    name_drop_down_button (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tw_a11y_drop_mnemonic_labels (child);
}
