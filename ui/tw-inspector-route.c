/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-route.c: the patrol route picker: one row a cell with a remove
 * button, an entry to add one, and cells added from the map. */
#include "ui/tw-inspector-private.h"
#include "editor/tw-i18n.h"

#include <string.h>

/* The route: one row a cell with a remove button, then an entry to add one. */

static void
route_remove_clicked (GtkButton *button, Field *field)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tw-route-index"));
  json_t *route = json_deep_copy (tw_inspector_read_path (field->self, field->path));
  if (json_array_remove (route, (size_t)index) == 0)
    tw_inspector_field_write (field, route);
  json_decref (route);
}

void
tw_inspector_route_refresh (Field *field)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (field->rows))) != NULL)
    gtk_box_remove (field->rows, child);

  json_t *route = tw_inspector_read_path (field->self, field->path);
  size_t i;
  json_t *cell;
  json_array_foreach (route, i, cell)
  {
    int x = 0, y = 0;
    g_autofree char *text = tw_validate_route_cell (cell, &x, &y)
                                ? g_strdup_printf ("%zu.  %d,%d", i + 1, x, y)
                                : g_strdup_printf (_("%zu.  (not a cell)"), i + 1);
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *label = gtk_label_new (text);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_widget_set_hexpand (label, TRUE);
    GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
    g_autofree char *name = g_strdup_printf ("route-remove-%zu", i);
    gtk_widget_set_name (remove, name);
    gtk_widget_set_tooltip_text (remove, _("Remove this cell from the route"));
    gtk_widget_add_css_class (remove, "flat");
    g_object_set_data (G_OBJECT (remove), "tw-route-index", GINT_TO_POINTER ((int)i));
    g_signal_connect (remove, "clicked", G_CALLBACK (route_remove_clicked), field);
    gtk_box_append (GTK_BOX (row), label);
    gtk_box_append (GTK_BOX (row), remove);
    gtk_box_append (field->rows, row);
  }
  if (json_array_size (route) == 0)
    {
      GtkWidget *empty = gtk_label_new (_("No cells yet: add them below or pick them on the map."));
      gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
      gtk_label_set_xalign (GTK_LABEL (empty), 0);
      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (field->rows, empty);
    }
}

Field *
tw_inspector_route_field (TwInspector *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);
      if (field->kind == FIELD_ROUTE)
        return field;
    }
  return NULL;
}

/* Appends a cell in the route's own shape ([x, y] or {x, y}). */
gboolean
tw_inspector_route_append (TwInspector *self, int x, int y, GError **error)
{
  g_autofree char *path = tw_inspector_field_path (self, "actArgs/route");
  json_t *current = tw_inspector_read_path (self, path);
  json_t *route = json_is_array (current) ? json_deep_copy (current) : json_array ();
  json_t *first = json_array_get (route, 0);
  if (json_is_object (first))
    json_array_append_new (route, json_pack ("{s:i, s:i}", "x", x, "y", y));
  else
    json_array_append_new (route, json_pack ("[i, i]", x, y));
  gboolean ok = tw_inspector_write_value (self, path, route, error);
  json_decref (route);
  return ok;
}

static gboolean
parse_cell_text (const char *raw, int *x, int *y, char **message)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  gint64 vx = 0, vy = 0;
  if (g_strv_length (parts) != 2 || !tw_inspector_parse_whole (g_strstrip (parts[0]), &vx)
      || !tw_inspector_parse_whole (g_strstrip (parts[1]), &vy))
    {
      *message = g_strdup_printf ("'%s' is not a cell: write x,y, e.g. 3,4.", text);
      return FALSE;
    }
  if (vx < 0 || vy < 0 || vx > G_MAXINT || vy > G_MAXINT)
    {
      *message = g_strdup ("A cell's x and y are 0 or more.");
      return FALSE;
    }
  *x = (int)vx, *y = (int)vy;
  return TRUE;
}

static void
route_entry_changed (GtkEditable *editable, Field *field)
{
  const char *text = gtk_editable_get_text (editable);
  int x, y;
  g_autofree char *message = NULL;
  if (*text != '\0')
    parse_cell_text (text, &x, &y, &message);
  tw_inspector_field_show_message (field, message);
}

static void
route_add (GtkWidget *widget, Field *field)
{
  GtkEditable *entry = GTK_EDITABLE (field->editor);
  int x, y;
  g_autofree char *message = NULL;
  if (!parse_cell_text (gtk_editable_get_text (entry), &x, &y, &message))
    {
      tw_inspector_field_show_message (field, message);
      return;
    }
  g_autoptr (GError) error = NULL;
  if (!tw_inspector_route_append (field->self, x, y, &error))
    tw_inspector_field_show_message (field, error->message);
  else
    gtk_editable_set_text (entry, "");
}

void
tw_inspector_build_route (TwInspector *self, Form *form)
{
  Field *field = tw_inspector_field_new (form, "actArgs/route", FIELD_ROUTE);
  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_name (rows, "route-rows");
  field->rows = GTK_BOX (rows);
  GtkWidget *label = tw_inspector_form_label (
      form, _("route"), _("The cells the enemy walks to in turn, then from the first again"));
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_grid_attach (form->grid, rows, 1, form->row++, 1, 1);

  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("x,y"));
  gtk_widget_set_hexpand (entry, TRUE);
  g_free (field->name);
  field->name = g_strdup ("route-add");
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_tooltip_text (add, _("Add the cell to the end of the route"));
  GtkWidget *pick = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (pick), "find-location-symbolic");
  gtk_widget_set_tooltip_text (pick, _("Pick the route's cells on the map"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (pick), "inspector.pick-route");
  GtkWidget *add_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (add_box), entry);
  gtk_box_append (GTK_BOX (add_box), add);
  gtk_box_append (GTK_BOX (add_box), pick);
  tw_inspector_form_attach_row (form, field, _("add"), _("A cell x,y to add to the route"), entry,
                                add_box);

  g_signal_connect (entry, "changed", G_CALLBACK (route_entry_changed), field);
  g_signal_connect (entry, "activate", G_CALLBACK (route_add), field);
  g_signal_connect (add, "clicked", G_CALLBACK (route_add), field);
}
