/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-event-list.c: a tower event list shown as commands and edited
 * command by command; each edit one undo step (see tw-event-list.h). */
#include "ui/tw-event-list.h"

#include <stdlib.h>
#include <string.h>

#include "editor/tw-event-summary.h"
#include "ui/tw-a11y.h"
#include "ui/tw-event-editor.h"
#include "editor/tw-i18n.h"

#define INDENT 14 /* pixels per nesting level */

typedef struct
{
  TwDocument *document;
  char *pointer;
  char *title;
  GtkBox *rows;
  GtkDropDown *add_type;
  guint refresh_idle;
} ListData;

static const char *const new_types[]
    = { "text",        "setValue", "addValue", "if",      "hide",     "show", "remove", "openDoor",
        "changeFloor", "battle",   "setBlock", "choices", "openShop", "win",  NULL };

const char *const *
tw_event_list_new_types (void)
{
  return new_types;
}

json_t *
tw_event_list_template (const char *type)
{
  if (strcmp (type, "text") == 0)
    return json_pack ("{s:s, s:s}", "type", "text", "text", "");
  if (strcmp (type, "setValue") == 0)
    return json_pack ("{s:s, s:s, s:s, s:s}", "type", "setValue", "name", "status:atk", "operator",
                      "+=", "value", "1");
  if (strcmp (type, "addValue") == 0)
    return json_pack ("{s:s, s:s, s:s}", "type", "addValue", "name", "status:atk", "value", "1");
  if (strcmp (type, "if") == 0)
    return json_pack ("{s:s, s:s, s:[], s:[]}", "type", "if", "condition", "flag:a", "true",
                      "false");
  if (strcmp (type, "changeFloor") == 0)
    return json_pack ("{s:s, s:s, s:s}", "type", "changeFloor", "floorId", ":next", "stair",
                      "downFloor");
  if (strcmp (type, "battle") == 0 || strcmp (type, "setBlock") == 0)
    {
      json_t *cmd = json_pack ("{s:s, s:[i,i]}", "type", type, "loc", 0, 0);
      if (type[1] == 'e')
        json_object_set_new (cmd, "number", json_integer (0));
      return cmd;
    }
  if (strcmp (type, "choices") == 0)
    return json_pack ("{s:s, s:s, s:[{s:s, s:[]}, {s:s, s:[]}]}", "type", "choices", "text", "",
                      "choices", "text", "Yes", "action", "text", "No", "action");
  if (strcmp (type, "openShop") == 0)
    return json_pack ("{s:s, s:s}", "type", "openShop", "id", "shop1");
  if (strcmp (type, "win") == 0)
    return json_pack ("{s:s, s:s}", "type", "win", "reason", "");
  /* hide, show, remove, openDoor: the event's own cell until a loc is given. */
  return json_pack ("{s:s}", "type", type);
}

static void
list_data_free (gpointer data)
{
  ListData *d = data;
  g_clear_handle_id (&d->refresh_idle, g_source_remove);
  g_object_unref (d->document);
  g_free (d->pointer);
  g_free (d->title);
  g_free (d);
}

static ListData *
data_of (GtkWidget *list)
{
  return g_object_get_data (G_OBJECT (list), "tw-event-list");
}

/* --- the list's JSON ------------------------------------------------------------ */

/* Walks @pointer ("/1/true/0") below @root: arrays by index, objects by key. */
static json_t *
resolve (json_t *root, const char *pointer)
{
  g_auto (GStrv) parts = g_strsplit (pointer, "/", -1);
  json_t *node = root;
  for (guint i = 1; parts[i] != NULL && node != NULL; i++)
    {
      if (json_is_array (node))
        {
          char *end;
          long index = strtol (parts[i], &end, 10);
          node = *end == '\0' && index >= 0 ? json_array_get (node, (size_t)index) : NULL;
        }
      else
        node = json_object_get (node, parts[i]);
    }
  return node;
}

/* A row's list and index: "/1/true/0" -> the array at "/1/true", 0. */
static json_t *
row_parent (json_t *root, const char *row, size_t *index)
{
  const char *slash = strrchr (row, '/');
  if (slash == NULL)
    return NULL;
  g_autofree char *parent = g_strndup (row, slash - row);
  char *end;
  long i = strtol (slash + 1, &end, 10);
  json_t *list = resolve (root, parent);
  if (*end != '\0' || i < 0 || !json_is_array (list) || (size_t)i >= json_array_size (list))
    return NULL;
  *index = (size_t)i;
  return list;
}

static gboolean
invalid (GError **error, const char *message)
{
  g_set_error_literal (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID, message);
  return FALSE;
}

/* A copy of the list as the document holds it now ([] when there is none). */
static json_t *
copy_list (ListData *d)
{
  json_t *list = tw_document_get_path (d->document, d->pointer);
  return json_is_array (list) ? json_deep_copy (list) : json_array ();
}

/* Writes @list back (one undo step), making the object it sits in when the
 * floor has none yet ("events" on a floor without events). */
static gboolean
commit (ListData *d, json_t *list, const char *label, GError **error)
{
  const char *slash = strrchr (d->pointer, '/');
  g_autofree char *parent = g_strndup (d->pointer, slash ? slash - d->pointer : 0);
  gboolean ok = TRUE;
  if (json_equal (list, tw_document_get_path (d->document, d->pointer)))
    return TRUE; /* nothing changed: no undo step */
  tw_document_begin_group (d->document, label);
  if (*parent != '\0' && tw_document_get_path (d->document, parent) == NULL)
    {
      json_t *object = json_object ();
      ok = tw_document_set_field (d->document, parent, object, error);
      json_decref (object);
    }
  ok = ok && tw_document_set_field (d->document, d->pointer, list, error);
  tw_document_end_group (d->document);
  return ok;
}

gboolean
tw_event_list_append (GtkWidget *widget, const char *sublist, json_t *command, GError **error)
{
  ListData *d = data_of (widget);
  json_t *list = copy_list (d);
  json_t *target = sublist == NULL || *sublist == '\0' ? list : resolve (list, sublist);
  gboolean ok;
  if (!json_is_array (target))
    {
      json_decref (list);
      return invalid (error, _ ("There is no such command list."));
    }
  json_array_append (target, command);
  ok = commit (d, list, _ ("Add event command"), error);
  json_decref (list);
  return ok;
}

/* The three edits of one row of a copy of the list; FALSE when the row
 * cannot take it (it is not there, or cannot move that way). */
typedef enum
{
  ROW_REPLACE,
  ROW_REMOVE,
  ROW_MOVE,
} RowEdit;

static gboolean
apply_row_edit (json_t *parent, size_t index, RowEdit edit, json_t *command, int delta)
{
  switch (edit)
    {
    case ROW_REPLACE:
      return json_array_set (parent, index, command) == 0;
    case ROW_REMOVE:
      return json_array_remove (parent, index) == 0;
    case ROW_MOVE:
      {
        if ((delta < 0 && index == 0) || (delta > 0 && index + 1 >= json_array_size (parent)))
          return FALSE;
        size_t other = delta < 0 ? index - 1 : index + 1;
        json_t *a = json_incref (json_array_get (parent, index));
        json_array_set (parent, index, json_array_get (parent, other));
        json_array_set_new (parent, other, a);
        return TRUE;
      }
    }
  return FALSE;
}

/* Edits @row on a copy of the list and commits the copy as one undo step. */
static gboolean
edit_row (GtkWidget *widget, const char *row, RowEdit edit, json_t *command, int delta,
          const char *label, const char *refusal, GError **error)
{
  ListData *d = data_of (widget);
  json_t *list = copy_list (d);
  size_t index;
  json_t *parent = row_parent (list, row, &index);
  gboolean ok = parent != NULL && apply_row_edit (parent, index, edit, command, delta);
  if (ok)
    ok = commit (d, list, label, error);
  else
    invalid (error, refusal);
  json_decref (list);
  return ok;
}

gboolean
tw_event_list_replace (GtkWidget *widget, const char *row, json_t *command, GError **error)
{
  return edit_row (widget, row, ROW_REPLACE, command, 0, _ ("Edit event command"),
                   _ ("There is no such command."), error);
}

gboolean
tw_event_list_remove (GtkWidget *widget, const char *row, GError **error)
{
  return edit_row (widget, row, ROW_REMOVE, NULL, 0, _ ("Remove event command"),
                   _ ("There is no such command."), error);
}

gboolean
tw_event_list_move (GtkWidget *widget, const char *row, int delta, GError **error)
{
  return edit_row (widget, row, ROW_MOVE, NULL, delta, _ ("Move event command"),
                   _ ("The command cannot move that way."), error);
}

/* --- the rows ---------------------------------------------------------------------- */

static void
report (GtkWidget *widget, GError *error)
{
  if (error == NULL)
    return;
  g_warning ("event list: %s", error->message);
}

static const char *
row_of (GtkButton *button)
{
  return g_object_get_data (G_OBJECT (button), "row");
}

static GtkWidget *
list_of (GtkButton *button)
{
  return g_object_get_data (G_OBJECT (button), "list");
}

static void
up_clicked (GtkButton *button)
{
  g_autoptr (GError) error = NULL;
  tw_event_list_move (list_of (button), row_of (button), -1, &error);
  report (GTK_WIDGET (button), error);
}

static void
down_clicked (GtkButton *button)
{
  g_autoptr (GError) error = NULL;
  tw_event_list_move (list_of (button), row_of (button), 1, &error);
  report (GTK_WIDGET (button), error);
}

static void
remove_clicked (GtkButton *button)
{
  g_autoptr (GError) error = NULL;
  tw_event_list_remove (list_of (button), row_of (button), &error);
  report (GTK_WIDGET (button), error);
}

static void
add_here_clicked (GtkButton *button)
{
  g_autoptr (GError) error = NULL;
  ListData *d = data_of (list_of (button));
  guint kind = gtk_drop_down_get_selected (d->add_type);
  json_t *command = tw_event_list_template (
      kind < g_strv_length ((char **)new_types) ? new_types[kind] : "text");
  tw_event_list_append (list_of (button), row_of (button), command, &error);
  json_decref (command);
  report (GTK_WIDGET (button), error);
}

/* The editor dialog's answer: the command to write in place of the row's. */
static gboolean
edited (json_t *command, gpointer user_data, GError **error)
{
  GtkButton *button = user_data;
  /* The rows were rebuilt meanwhile (undo, a change elsewhere): the row may be another. */
  if (gtk_widget_get_root (GTK_WIDGET (button)) == NULL)
    return invalid (error, _ ("The list changed while the command was open; open it again."));
  return tw_event_list_replace (list_of (button), row_of (button), command, error);
}

static void
edit_clicked (GtkButton *button)
{
  ListData *d = data_of (list_of (button));
  json_t *list = tw_document_get_path (d->document, d->pointer);
  json_t *command = resolve (list, row_of (button));
  if (command == NULL)
    return;
  tw_event_editor_open (GTK_WIDGET (button), d->document, command, edited, g_object_ref (button),
                        g_object_unref);
}

static GtkWidget *
row_button (GtkWidget *list, const char *icon, const char *kind, const char *row,
            const char *tooltip, GCallback callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  g_autofree char *name = g_strdup_printf ("event-%s:%s", kind, row);
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  tw_a11y_set_name (button, tooltip); /* an icon alone: read it by what it does */
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "row", g_strdup (row), g_free);
  g_object_set_data (G_OBJECT (button), "list", list);
  g_signal_connect (button, "clicked", callback, NULL);
  return button;
}

static GtkWidget *
build_row (GtkWidget *list, const TwEventRow *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_margin_start (box, row->depth * INDENT);
  GtkWidget *label = gtk_label_new (row->text);
  g_autofree char *name = g_strdup_printf ("event-row:%s", row->pointer);
  gtk_widget_set_name (label, name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_tooltip_text (label, row->text);
  gtk_widget_set_hexpand (label, TRUE);
  if (row->heading)
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_add_css_class (label, "monospace");
  gtk_box_append (GTK_BOX (box), label);
  if (row->heading)
    {
      gtk_box_append (
          GTK_BOX (box),
          row_button (list, "list-add-symbolic", "add", row->pointer,
                      _ ("Add a command of the kind chosen below at the end of this list"),
                      G_CALLBACK (add_here_clicked)));
      return box;
    }
  gtk_box_append (GTK_BOX (box),
                  row_button (list, "document-edit-symbolic", "edit", row->pointer,
                              _ ("Edit this command (form or JSON)"), G_CALLBACK (edit_clicked)));
  gtk_box_append (GTK_BOX (box), row_button (list, "go-up-symbolic", "up", row->pointer,
                                             _ ("Move this command up"), G_CALLBACK (up_clicked)));
  gtk_box_append (GTK_BOX (box),
                  row_button (list, "go-down-symbolic", "down", row->pointer,
                              _ ("Move this command down"), G_CALLBACK (down_clicked)));
  gtk_box_append (GTK_BOX (box),
                  row_button (list, "list-remove-symbolic", "remove", row->pointer,
                              _ ("Remove this command"), G_CALLBACK (remove_clicked)));
  return box;
}

static void
refresh_rows (GtkWidget *list)
{
  ListData *d = data_of (list);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (d->rows))) != NULL)
    gtk_box_remove (d->rows, child);
  g_autoptr (GPtrArray) rows
      = tw_event_summary_rows (tw_document_get_path (d->document, d->pointer));
  for (guint i = 0; i < rows->len; i++)
    gtk_box_append (d->rows, build_row (list, g_ptr_array_index (rows, i)));
  if (rows->len == 0)
    {
      GtkWidget *empty = gtk_label_new (_ ("No commands yet: add one below."));
      gtk_label_set_xalign (GTK_LABEL (empty), 0);
      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (d->rows, empty);
    }
}

static gboolean
refresh_idle (gpointer user_data)
{
  GtkWidget *list = user_data;
  data_of (list)->refresh_idle = 0;
  refresh_rows (list);
  return G_SOURCE_REMOVE;
}

/* Undo, redo and edits from elsewhere: the rows are rebuilt later, never
 * from inside a handler of a button they destroy. */
static void
entity_changed (TwDocument *document, TwEntityKind kind, const char *id, const char *field,
                GtkWidget *list)
{
  ListData *d = data_of (list);
  if (kind != TW_ENTITY_FLOOR || d->refresh_idle != 0)
    return;
  d->refresh_idle
      = g_idle_add_full (G_PRIORITY_DEFAULT, refresh_idle, g_object_ref (list), g_object_unref);
}

static void
add_clicked (GtkButton *button, GtkWidget *list)
{
  ListData *d = data_of (list);
  guint selected = gtk_drop_down_get_selected (d->add_type);
  g_autoptr (GError) error = NULL;
  if (selected >= g_strv_length ((char **)new_types))
    return;
  json_t *command = tw_event_list_template (new_types[selected]);
  tw_event_list_append (list, NULL, command, &error);
  json_decref (command);
  report (list, error);
}

GtkWidget *
tw_event_list_new (TwDocument *document, const char *pointer, const char *title)
{
  ListData *d = g_new0 (ListData, 1);
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  d->document = g_object_ref (document);
  d->pointer = g_strdup (pointer);
  d->title = g_strdup (title);
  g_object_set_data_full (G_OBJECT (list), "tw-event-list", d, list_data_free);
  g_autofree char *name = g_strdup_printf ("event-list:%s", title);
  gtk_widget_set_name (list, name);

  GtkWidget *heading = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_box_append (GTK_BOX (list), heading);
  d->rows = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append (GTK_BOX (list), GTK_WIDGET (d->rows));

  GtkWidget *add_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  d->add_type = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (new_types));
  gtk_widget_set_name (GTK_WIDGET (d->add_type), "event-add-type");
  gtk_widget_set_tooltip_text (GTK_WIDGET (d->add_type), _ ("The kind of command to add"));
  tw_a11y_set_name (GTK_WIDGET (d->add_type), _ ("The kind of command to add"));
  GtkWidget *add = gtk_button_new_with_label (_ ("Add command"));
  gtk_widget_set_name (add, "event-add");
  gtk_widget_set_tooltip_text (add, _ ("Add a command of this kind at the end of the list"));
  g_signal_connect (add, "clicked", G_CALLBACK (add_clicked), list);
  gtk_box_append (GTK_BOX (add_row), GTK_WIDGET (d->add_type));
  gtk_box_append (GTK_BOX (add_row), add);
  gtk_box_append (GTK_BOX (list), add_row);

  g_signal_connect_object (document, "entity-changed", G_CALLBACK (entity_changed), list, 0);
  refresh_rows (list);
  return list;
}
