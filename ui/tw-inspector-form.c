/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-form.c: the inspector's form framework. A Field knows its
 * JSON Pointer, how to check its text and how to show the current value;
 * forms are grids of fields, built from small descriptions or from rows of
 * the field table (engine/tw-fields.h). */
#include "ui/tw-inspector-private.h"
#include "editor/tw-i18n.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "engine/tw-item-effect.h"

/* Paths and values */

static char *
subject_path (TwInspector *self)
{
  switch (self->subject)
    {
    case TW_INSPECTOR_ENEMY:
      return tw_path_append ("/enemys", self->subject_id);
    case TW_INSPECTOR_ITEM:
      return tw_path_append ("/items", self->subject_id);
    case TW_INSPECTOR_FLOOR:
    case TW_INSPECTOR_CELL:
      return tw_path_append ("/floors", self->subject_id);
    case TW_INSPECTOR_HERO:
      return g_strdup ("/data/firstData/hero");
    case TW_INSPECTOR_VALUES:
      return g_strdup ("/data/values");
    case TW_INSPECTOR_NOTHING:
    default:
      return g_strdup ("");
    }
}

/* "actArgs/range" below the subject -> "/enemys/bat/actArgs/range". */
char *
tw_inspector_field_path (TwInspector *self, const char *relative)
{
  if (relative[0] == '/')
    return g_strdup (relative); /* already a path in the tower */
  g_autofree char *path = subject_path (self);
  g_auto (GStrv) segments = g_strsplit (relative, "/", -1);
  for (guint i = 0; segments[i]; i++)
    {
      char *longer = tw_path_append (path, segments[i]);
      g_free (path);
      path = longer;
    }
  return g_steal_pointer (&path);
}

json_t *
tw_inspector_read_path (TwInspector *self, const char *path)
{
  return self->document ? tw_document_get_path (self->document, path) : NULL;
}

json_t *
tw_inspector_read_field (TwInspector *self, const char *relative)
{
  g_autofree char *path = tw_inspector_field_path (self, relative);
  return tw_inspector_read_path (self, path);
}

/* Writes value at path as one undo step. Missing parent objects (an enemy's
 * first actArgs, an item's first effect) are created in the same step, by
 * writing the nearest missing one whole. value NULL removes. */
gboolean
tw_inspector_write_value (TwInspector *self, const char *path, json_t *value, GError **error)
{
  g_autofree char *parent = NULL, *key = NULL;
  if (!tw_path_split_last (path, &parent, &key))
    return tw_document_set_field (self->document, path, value, error);
  json_t *container = tw_inspector_read_path (self, parent);
  if (json_is_object (container) || json_is_array (container) || *parent == '\0')
    return tw_document_set_field (self->document, path, value, error);
  if (value == NULL)
    return TRUE; /* nothing there to remove */
  if (container != NULL)
    {
      g_set_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID,
                   _("'%s' is not an object, so it cannot hold '%s'."), parent, key);
      return FALSE;
    }
  json_t *wrapped = json_object ();
  json_object_set (wrapped, key, value);
  gboolean ok = tw_inspector_write_value (self, parent, wrapped, error);
  json_decref (wrapped);
  return ok;
}

static char *
value_to_text (json_t *value)
{
  if (json_is_string (value))
    return g_strdup (json_string_value (value));
  if (json_is_integer (value))
    return g_strdup_printf ("%" JSON_INTEGER_FORMAT, json_integer_value (value));
  if (json_is_real (value))
    {
      /* 0.1, not 0.10000000000000001: the shortest of 15 digits that reads
       * back the same, else every digit. */
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];
      double number = json_real_value (value);
      g_ascii_formatd (buffer, sizeof buffer, "%.15g", number);
      if (g_ascii_strtod (buffer, NULL) != number)
        g_ascii_dtostr (buffer, sizeof buffer, number);
      return g_strdup (buffer);
    }
  if (value == NULL || json_is_null (value))
    return g_strdup ("");
  return json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
}

/* Checking typed text */

gboolean
tw_inspector_parse_whole (const char *text, gint64 *out)
{
  char *end = NULL;
  errno = 0;
  gint64 v = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || errno != 0)
    return FALSE;
  *out = v;
  return TRUE;
}

static gboolean
parse_number (const char *text, double *out)
{
  char *end = NULL;
  double v = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (v))
    return FALSE;
  *out = v;
  return TRUE;
}

/* What the engine makes of an item effect: NULL when it plays all of it,
 * else why not (a statement it does not know, a tower value missing). */
static char *
effect_problem (TwInspector *self, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwItemEffect) effect = tw_item_effect_parse (text, &error);
  if (effect == NULL)
    return g_strdup_printf (_("Not simulated (kept as it is): %s"), error->message);
  json_t *values = tw_document_get_values (self->document);
  for (guint i = 0; i < tw_item_effect_get_n_ops (effect); i++)
    {
      const TwItemOp *op = tw_item_effect_get_op (effect, i);
      if (op->values_key != NULL && !json_is_number (json_object_get (values, op->values_key)))
        return g_strdup_printf (_("core.values.%s is not a tower value (see Tower values)."),
                                op->values_key);
    }
  return NULL;
}

/* Turns the entry's text into the value to write (NULL: remove the field).
 * Returns FALSE with a message for the designer when the text is refused. */
static gboolean
field_check_text (Field *field, const char *raw, json_t **value, char **message)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  *value = NULL;
  if (*text == '\0')
    switch (field->empty)
      {
      case EMPTY_REFUSED:
        *message
            = g_strdup (field->kind == FIELD_INT || field->kind == FIELD_NUMBER ? _("Enter a number.")
                                                                                : _("Enter a value."));
        return FALSE;
      case EMPTY_REMOVES:
        return TRUE;
      case EMPTY_NULL:
        *value = json_null ();
        return TRUE;
      case EMPTY_TEXT:
        *value = json_string ("");
        return TRUE;
      }

  double number = 0;
  switch (field->kind)
    {
    case FIELD_INT:
      {
        gint64 whole = 0;
        if (!tw_inspector_parse_whole (text, &whole))
          {
            *message = g_strdup_printf ("'%s' is not a whole number.", text);
            return FALSE;
          }
        number = (double)whole;
        *value = json_integer (whole);
        break;
      }
    case FIELD_NUMBER:
      {
        gint64 whole = 0;
        if (tw_inspector_parse_whole (text, &whole))
          *value = json_integer (whole);
        else if (parse_number (text, &number))
          *value = json_real (number);
        else
          {
            *message = g_strdup_printf ("'%s' is not a number.", text);
            return FALSE;
          }
        number = json_number_value (*value);
        break;
      }
    case FIELD_ENEMY_ID:
      if (tw_document_get_enemy (field->self->document, text) == NULL)
        {
          *message = g_strdup_printf ("There is no enemy '%s'.", text);
          return FALSE;
        }
      *value = json_string (text);
      return TRUE;
    case FIELD_JSON:
      {
        json_error_t json_error;
        *value = json_loads (text, JSON_DECODE_ANY, &json_error);
        if (*value == NULL)
          {
            *message = g_strdup_printf ("Not JSON (column %d): %s. Quote text: \"like this\".",
                                        json_error.column, json_error.text);
            return FALSE;
          }
        return TRUE;
      }
    case FIELD_EFFECT:
      /* Any JavaScript is kept; what the engine cannot play is said. */
      *value = json_string (raw);
      *message = effect_problem (field->self, raw);
      return TRUE;
    case FIELD_TEXT:
    default:
      *value = json_string (raw); /* text is kept as typed, spaces included */
      return TRUE;
    }

  if ((field->has_min && number < field->min) || (field->has_max && number > field->max))
    {
      json_decref (*value);
      *value = NULL;
      if (field->has_max)
        *message = g_strdup_printf ("Enter a value from %g to %g.", field->min, field->max);
      else
        *message = g_strdup_printf ("Enter %g or more.", field->min);
      return FALSE;
    }
  return TRUE;
}

void
tw_inspector_field_show_message (Field *field, const char *message)
{
  gboolean bad = message != NULL;
  if (bad)
    gtk_widget_add_css_class (field->editor, "error");
  else
    gtk_widget_remove_css_class (field->editor, "error");
  gtk_label_set_text (field->message, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (field->message), bad);
}

/* Writing */

void
tw_inspector_field_write (Field *field, json_t *value)
{
  g_autoptr (GError) error = NULL;
  if (!tw_inspector_write_value (field->self, field->path, value, &error))
    {
      tw_inspector_field_show_message (field, error->message);
      return;
    }
  /* What is still wrong with what was written (JavaScript the engine does
   * not play) stays said. */
  g_autofree char *problem
      = tw_inspector_field_problem (field, tw_inspector_read_path (field->self, field->path));
  tw_inspector_field_show_message (field, problem);
}

static void
entry_commit (Field *field)
{
  TwInspector *self = field->self;
  if (self->loading || self->document == NULL || !gtk_widget_get_sensitive (field->editor))
    return;
  json_t *value = NULL;
  g_autofree char *message = NULL;
  if (!field_check_text (field, gtk_editable_get_text (GTK_EDITABLE (field->editor)), &value,
                         &message))
    {
      tw_inspector_field_show_message (field, message);
      return;
    }
  tw_inspector_field_write (field, value);
  json_decref (value);
}

static void
entry_changed (GtkEditable *editable, Field *field)
{
  if (field->self->loading)
    return;
  json_t *value = NULL;
  g_autofree char *message = NULL;
  field_check_text (field, gtk_editable_get_text (editable), &value, &message);
  json_decref (value);
  tw_inspector_field_show_message (field, message);
}

static void
entry_activated (GtkEntry *entry, Field *field)
{
  entry_commit (field);
}

static void
entry_focus_left (GtkEventControllerFocus *controller, Field *field)
{
  entry_commit (field);
}

static void
check_toggled (GtkCheckButton *button, Field *field)
{
  if (field->self->loading)
    return;
  json_t *value = json_boolean (gtk_check_button_get_active (button));
  tw_inspector_field_write (field, value);
  json_decref (value);
}

/* An item becoming a status skill gets timeCost 0 in the same step, since a
 * skillupdate never takes time (docs/rules.md §2): the field table fixes it for
 * that class. */
static void
write_item_class (Field *field, const char *cls)
{
  TwInspector *self = field->self;
  json_t *value = json_string (cls);
  tw_document_begin_group (self->document, _("Change Item Class"));
  tw_inspector_field_write (field, value);
  json_t *time_cost = tw_inspector_read_field (self, "timeCost");
  const TwField *row = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "timeCost", cls);
  gboolean fixed = row != NULL && (row->flags & TW_FIELD_HAS_MAX) && row->min == row->max;
  if (fixed && time_cost != NULL
      && !(json_is_integer (time_cost) && json_integer_value (time_cost) == row->min))
    {
      g_autofree char *path = tw_inspector_field_path (self, "timeCost");
      json_t *fixed_value = json_integer ((json_int_t)row->min);
      tw_document_set_field (self->document, path, fixed_value, NULL);
      json_decref (fixed_value);
    }
  tw_document_end_group (self->document);
  json_decref (value);
}

static void
choice_selected (GtkDropDown *drop_down, GParamSpec *pspec, Field *field)
{
  if (field->self->loading)
    return;
  guint selected = gtk_drop_down_get_selected (drop_down);
  if (selected == GTK_INVALID_LIST_POSITION || selected >= g_strv_length (field->choices))
    return;
  const char *choice = field->choices[selected];
  if (g_str_has_suffix (field->path, "/cls") && field->self->subject == TW_INSPECTOR_ITEM)
    {
      write_item_class (field, choice);
      return;
    }
  json_t *value = json_string (choice);
  tw_inspector_field_write (field, value);
  json_decref (value);
}

/* special: a number (0: none) or a list of numbers. */
GArray *
tw_inspector_special_list (json_t *special)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (int));
  if (json_is_number (special) && json_number_value (special) != 0)
    {
      int n = (int)json_number_value (special);
      g_array_append_val (list, n);
    }
  size_t i;
  json_t *element;
  json_array_foreach (special, i, element) if (json_is_number (element))
  {
    int n = (int)json_number_value (element);
    g_array_append_val (list, n);
  }
  return list;
}

/* Keeps the designer's order and shape: a single number stays a number
 * while it can, a list stays a list. */
void
tw_inspector_special_toggled (GtkCheckButton *button, Field *field)
{
  TwInspector *self = field->self;
  if (self->loading)
    return;
  json_t *current = tw_inspector_read_path (self, field->path);
  g_autoptr (GArray) list = tw_inspector_special_list (current);
  gboolean on = gtk_check_button_get_active (button);
  for (guint i = list->len; i > 0; i--)
    if (g_array_index (list, int, i - 1) == field->special)
      g_array_remove_index (list, i - 1);
  if (on)
    g_array_append_val (list, field->special);

  json_t *value;
  if (json_is_array (current) || list->len > 1)
    {
      value = json_array ();
      for (guint i = 0; i < list->len; i++)
        json_array_append_new (value, json_integer (g_array_index (list, int, i)));
    }
  else
    value = json_integer (list->len == 1 ? g_array_index (list, int, 0) : 0);
  tw_inspector_field_write (field, value);
  json_decref (value);
}

/* Values already in the file are checked as typed text is, so that a bad
 * one (hp "abc", timeCost -3) is marked when the page is shown. */
char *
tw_inspector_field_problem (Field *field, json_t *value)
{
  if (value == NULL || json_is_null (value))
    return NULL;
  g_autofree char *text = value_to_text (value);
  switch (field->kind)
    {
    case FIELD_INT:
    case FIELD_NUMBER:
      {
        if (!json_is_number (value))
          return g_strdup_printf (_("The file holds '%s', which is not a number."), text);
        json_t *parsed = NULL;
        char *message = NULL;
        field_check_text (field, text, &parsed, &message);
        json_decref (parsed);
        return message;
      }
    case FIELD_TEXT:
    case FIELD_ENEMY_ID:
      if (!json_is_string (value))
        return g_strdup_printf (_("The file holds %s, which is not text."), text);
      if (field->kind == FIELD_ENEMY_ID && tw_document_get_enemy (field->self->document, text) == NULL)
        return g_strdup_printf (_("There is no enemy '%s'."), text);
      return NULL;
    case FIELD_EFFECT:
      if (!json_is_string (value))
        return g_strdup_printf (_("The file holds %s, which is not text."), text);
      return effect_problem (field->self, json_string_value (value));
    case FIELD_BOOL:
      if (json_is_boolean (value)
          || (json_is_integer (value)
              && (json_integer_value (value) == 0 || json_integer_value (value) == 1)))
        return NULL;
      return g_strdup_printf (_("The file holds '%s': tick or untick to store true or false."), text);
    case FIELD_CHOICE:
      for (guint i = 0; i < field->n_known_choices; i++)
        if (g_strcmp0 (field->choices[i], json_string_value (value)) == 0)
          return NULL;
      return g_strdup_printf (_("'%s' is not one of the choices."), text);
    case FIELD_SPECIAL:
    case FIELD_ROUTE:
    case FIELD_ACTION:
    case FIELD_MEMBER:
    case FIELD_JSON:
    default:
      return NULL;
    }
}

static gboolean
list_holds (json_t *list, const char *member)
{
  size_t i;
  json_t *element;
  json_array_foreach (list, i, element) if (g_strcmp0 (json_string_value (element), member) == 0)
      return TRUE;
  return FALSE;
}

/* Showing the model's values */

static void
field_refresh (Field *field)
{
  TwInspector *self = field->self;
  json_t *value = tw_inspector_read_path (self, field->path);
  switch (field->kind)
    {
    case FIELD_JSON:
      {
        g_autofree char *text
            = value ? json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY) : g_strdup ("");
        if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (field->editor))) != 0)
          gtk_editable_set_text (GTK_EDITABLE (field->editor), text);
        break;
      }
    case FIELD_INT:
    case FIELD_NUMBER:
    case FIELD_TEXT:
    case FIELD_ENEMY_ID:
    case FIELD_EFFECT:
      {
        g_autofree char *text = value_to_text (value);
        if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (field->editor))) != 0)
          gtk_editable_set_text (GTK_EDITABLE (field->editor), text);
        break;
      }
    case FIELD_BOOL:
      gtk_check_button_set_active (GTK_CHECK_BUTTON (field->editor),
                                   json_is_true (value)
                                       || (json_is_integer (value) && json_integer_value (value)));
      break;
    case FIELD_MEMBER:
      gtk_check_button_set_active (GTK_CHECK_BUTTON (field->editor),
                                   list_holds (value, field->fallback));
      break;
    case FIELD_CHOICE:
      {
        guint position = GTK_INVALID_LIST_POSITION;
        const char *text = json_string_value (value);
        for (guint i = 0; field->choices[i] && text; i++)
          if (strcmp (field->choices[i], text) == 0)
            position = i;
        for (guint i = 0; field->choices[i] && value == NULL && field->fallback; i++)
          if (strcmp (field->choices[i], field->fallback) == 0)
            position = i;
        gtk_drop_down_set_selected (GTK_DROP_DOWN (field->editor), position);
        break;
      }
    case FIELD_SPECIAL:
      {
        g_autoptr (GArray) list = tw_inspector_special_list (value);
        gboolean on = FALSE;
        for (guint i = 0; i < list->len; i++)
          on = on || g_array_index (list, int, i) == field->special;
        gtk_check_button_set_active (GTK_CHECK_BUTTON (field->editor), on);
        break;
      }
    case FIELD_ROUTE:
      tw_inspector_route_refresh (field);
      break;
    case FIELD_ACTION:
      return; /* keeps what is being typed, and its message */
    }
  g_autofree char *problem = tw_inspector_field_problem (field, value);
  tw_inspector_field_show_message (field, problem);
}

void
tw_inspector_refresh_fields (TwInspector *self)
{
  self->loading = TRUE;
  for (guint i = 0; i < self->fields->len; i++)
    field_refresh (g_ptr_array_index (self->fields, i));
  self->loading = FALSE;
}

/* Building pages */

static void
field_free (Field *field)
{
  g_free (field->path);
  g_free (field->name);
  g_strfreev (field->choices);
  g_free (field);
}

static void
field_forget (gpointer data, GObject *where_the_widget_was)
{
  Field *field = data;
  /* The widget is gone: drop it from the list the refresh walks. */
  g_ptr_array_remove (field->self->fields, field);
  field_free (field);
}

static GtkBox *
form_section (TwInspector *self, GtkBox *parent, const char *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (box, "tw-inspector-section");
  if (title != NULL)
    {
      GtkWidget *heading = gtk_label_new (title);
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (box), heading);
    }
  gtk_box_append (parent, box);
  return GTK_BOX (box);
}

Form
tw_inspector_form_new (TwInspector *self, GtkBox *parent, const char *title, int section)
{
  GtkBox *box = form_section (self, parent, title);
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_box_append (box, grid);
  return (Form){ self, GTK_GRID (grid), 0, section };
}

GtkWidget *
tw_inspector_form_label (Form *form, const char *text, const char *tooltip)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_size_group_add_widget (form->self->labels, label);
  gtk_widget_set_tooltip_text (label, tooltip);
  gtk_grid_attach (form->grid, label, 0, form->row, 1, 1);
  return label;
}

void
tw_inspector_form_info (Form *form, const char *label, const char *value)
{
  tw_inspector_form_label (form, label, NULL);
  GtkWidget *text = gtk_label_new (value);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_selectable (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_grid_attach (form->grid, text, 1, form->row++, 1, 1);
}

GtkWidget *
tw_inspector_message_label_new (const char *name)
{
  GtkWidget *message = gtk_label_new (NULL);
  g_autofree char *message_name = g_strdup_printf ("%s-message", name);
  gtk_widget_set_name (message, message_name);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_widget_add_css_class (message, "error");
  gtk_widget_add_css_class (message, "tw-field-message");
  gtk_widget_set_visible (message, FALSE);
  return message;
}

/* The page's refresh walks the fields; each lives as long as its editor. */
void
tw_inspector_field_register (TwInspector *self, Field *field, GtkWidget *editor, GtkLabel *message)
{
  field->self = self;
  field->editor = editor;
  field->message = message;
  gtk_widget_set_name (editor, field->name);
  g_object_weak_ref (G_OBJECT (editor), field_forget, field);
  g_ptr_array_add (self->fields, field);
}

/* Adds a row holding the field's editor (row: the editor, or a box around
 * it), then its message label in the next grid row. */
Field *
tw_inspector_form_attach_row (Form *form, Field *field, const char *label, const char *tooltip,
                              GtkWidget *editor, GtkWidget *row)
{
  field->section = form->section;
  gtk_widget_set_tooltip_text (editor, tooltip);
  gtk_widget_set_hexpand (row, TRUE);
  if (label != NULL)
    {
      tw_inspector_form_label (form, label, tooltip);
      gtk_grid_attach (form->grid, row, 1, form->row++, 1, 1);
    }
  else
    gtk_grid_attach (form->grid, row, 0, form->row++, 2, 1);

  GtkWidget *message = tw_inspector_message_label_new (field->name);
  gtk_grid_attach (form->grid, message, label != NULL ? 1 : 0, form->row++, label ? 1 : 2, 1);
  tw_inspector_field_register (form->self, field, editor, GTK_LABEL (message));
  return field;
}

Field *
tw_inspector_form_attach (Form *form, Field *field, const char *label, const char *tooltip,
                          GtkWidget *editor)
{
  return tw_inspector_form_attach_row (form, field, label, tooltip, editor, editor);
}

Field *
tw_inspector_field_new (Form *form, const char *relative, FieldKind kind)
{
  Field *field = g_new0 (Field, 1);
  field->self = form->self;
  field->path = tw_inspector_field_path (form->self, relative);
  field->name = g_strdup (relative[0] == '/' ? strrchr (relative, '/') + 1 : relative);
  field->kind = kind;
  return field;
}

Field *
tw_inspector_add_entry (Form *form, const char *relative, const char *label, FieldKind kind,
                        EmptyPolicy empty, const char *placeholder, const char *tooltip)
{
  Field *field = tw_inspector_field_new (form, relative, kind);
  field->empty = empty;
  GtkWidget *entry = gtk_entry_new ();
  if (placeholder != NULL)
    gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  if (kind == FIELD_INT || kind == FIELD_NUMBER)
    {
      gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
      /* The context menu's "Sweep this value…" (win.sweep-value, ui/tw-window-sweep.c). */
      g_autoptr (GMenu) menu = g_menu_new ();
      g_autoptr (GMenuItem) item = g_menu_item_new (_("Sweep this value…"), NULL);
      g_menu_item_set_action_and_target (item, "win.sweep-value", "s", field->path);
      g_menu_append_item (menu, item);
      gtk_entry_set_extra_menu (GTK_ENTRY (entry), G_MENU_MODEL (menu));
    }
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
  tw_inspector_form_attach (form, field, label, tooltip, entry);

  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed), field);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activated), field);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (entry_focus_left), field);
  gtk_widget_add_controller (entry, focus);
  return field;
}

Field *
tw_inspector_add_whole (Form *form, const char *relative, const char *label, double min,
                        EmptyPolicy empty, const char *placeholder, const char *tooltip)
{
  Field *field
      = tw_inspector_add_entry (form, relative, label, FIELD_INT, empty, placeholder, tooltip);
  field->has_min = TRUE;
  field->min = min;
  return field;
}

static Field *
add_check (Form *form, const char *relative, const char *label, const char *tooltip)
{
  Field *field = tw_inspector_field_new (form, relative, FIELD_BOOL);
  GtkWidget *check = gtk_check_button_new_with_label (label);
  tw_inspector_form_attach (form, field, NULL, tooltip, check);
  g_signal_connect (check, "toggled", G_CALLBACK (check_toggled), field);
  return field;
}

static void
member_toggled (GtkCheckButton *button, Field *field)
{
  if (field->self->loading)
    return;
  json_t *current = tw_inspector_read_path (field->self, field->path);
  json_t *list = json_is_array (current) ? json_deep_copy (current) : json_array ();
  gboolean on = gtk_check_button_get_active (button);
  for (size_t i = json_array_size (list); i > 0; i--)
    if (g_strcmp0 (json_string_value (json_array_get (list, i - 1)), field->fallback) == 0)
      json_array_remove (list, i - 1);
  if (on)
    json_array_append_new (list, json_string (field->fallback));
  tw_inspector_field_write (field, list);
  json_decref (list);
}

/* A check button for whether the list at path holds the string member
 * (data.flags.statusBarItems holds "enableHPMax"). */
Field *
tw_inspector_add_member (Form *form, const char *path, const char *member, const char *label,
                         const char *tooltip)
{
  Field *field = tw_inspector_field_new (form, path, FIELD_MEMBER);
  g_free (field->name);
  field->name = g_strdup (member);
  field->fallback = g_intern_string (member);
  GtkWidget *check = gtk_check_button_new_with_label (label);
  tw_inspector_form_attach (form, field, NULL, tooltip, check);
  g_signal_connect (check, "toggled", G_CALLBACK (member_toggled), field);
  return field;
}

/* A drop-down of choices; a value outside them (a typo in the file) is
 * listed too, so it shows as it is. */
Field *
tw_inspector_add_choice (Form *form, const char *relative, const char *label,
                         const char *const *choices, const char *fallback, const char *tooltip)
{
  Field *field = tw_inspector_field_new (form, relative, FIELD_CHOICE);
  field->fallback = fallback;
  GStrvBuilder *builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **)choices);
  field->n_known_choices = g_strv_length ((char **)choices);
  const char *current = json_string_value (tw_inspector_read_path (form->self, field->path));
  if (current != NULL && !g_strv_contains (choices, current))
    g_strv_builder_add (builder, current);
  field->choices = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  GtkWidget *drop_down = gtk_drop_down_new_from_strings ((const char *const *)field->choices);
  tw_inspector_form_attach (form, field, label, tooltip, drop_down);
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (choice_selected), field);
  return field;
}

/* What emptying a row's entry does: refused for required fields, null where
 * null means something, "" for names, else the field goes (its default). */
static EmptyPolicy
row_empty_policy (const TwField *row)
{
  if (row->flags & TW_FIELD_REQUIRED)
    return EMPTY_REFUSED;
  if (row->flags & TW_FIELD_NULLABLE)
    return EMPTY_NULL;
  if (row->type == TW_FIELD_STRING && g_strcmp0 (row->default_string, "") == 0)
    return EMPTY_TEXT;
  return EMPTY_REMOVES;
}

/* One row of the field table as an editor; a row whose range holds one value
 * shows it, greyed (a status skill's timeCost). */
static Field *
add_row (Form *form, const TwField *row, const char *base)
{
  Field *field;
  g_autofree char *name = base ? g_strconcat (base, "/", row->name, NULL) : g_strdup (row->name);
  switch (row->type)
    {
    case TW_FIELD_BOOLEAN:
      return add_check (form, name, row->label, row->tooltip);
    case TW_FIELD_CHOICE:
      return tw_inspector_add_choice (form, name, row->label, row->choices,
                                      row->default_string, row->tooltip);
    case TW_FIELD_INTEGER:
    case TW_FIELD_NUMBER:
      field = tw_inspector_add_entry (form, name, row->label,
                                      row->type == TW_FIELD_INTEGER ? FIELD_INT : FIELD_NUMBER,
                                      row_empty_policy (row), row->placeholder, row->tooltip);
      field->has_min = (row->flags & TW_FIELD_HAS_MIN) != 0;
      field->has_max = (row->flags & TW_FIELD_HAS_MAX) != 0;
      field->min = row->min;
      field->max = row->max;
      if (field->has_min && field->has_max && row->min == row->max)
        gtk_widget_set_sensitive (field->editor, FALSE);
      return field;
    case TW_FIELD_STRING:
    default:
      return tw_inspector_add_entry (form, name, row->label,
                                     (row->flags & TW_FIELD_ITEM_EFFECT) ? FIELD_EFFECT
                                     : (row->flags & TW_FIELD_ENEMY_REF) ? FIELD_ENEMY_ID
                                                                         : FIELD_TEXT,
                                     row_empty_policy (row), row->placeholder, row->tooltip);
    }
}

/* Adds the rows of owner in section that apply to the item class cls (any
 * class for other owners); returns how many. */
guint
tw_inspector_add_rows (Form *form, TwFieldOwner owner, TwFieldSection section, const char *cls)
{
  return tw_inspector_add_rows_at (form, owner, section, cls, NULL);
}

/* An enemy's actArgs rows for its actType and skill kind. */
guint
tw_inspector_add_act_rows (Form *form, TwActType act, TwSkillKind kind)
{
  guint count = 0;
  for (const TwField *row = tw_field_next (TW_FIELD_OWNER_ENEMY, NULL); row;
       row = tw_field_next (TW_FIELD_OWNER_ENEMY, row))
    if (row->section == TW_FIELD_SECTION_ACT_ARGS && tw_field_applies_to_act (row, act, kind))
      {
        add_row (form, row, NULL);
        count++;
      }
  return count;
}

/* The same for an owner outside the subject: base is its path in the tower
 * ("/data/flags"). */
guint
tw_inspector_add_rows_at (Form *form, TwFieldOwner owner, TwFieldSection section, const char *cls,
                          const char *base)
{
  guint count = 0;
  for (const TwField *row = tw_field_next (owner, NULL); row; row = tw_field_next (owner, row))
    if (row->section == section && tw_field_applies_to_class (row, cls))
      {
        add_row (form, row, base);
        count++;
      }
  return count;
}

/* Whether any row of the section applies to the item class cls. */
gboolean
tw_inspector_section_applies (TwFieldOwner owner, TwFieldSection section, const char *cls)
{
  for (const TwField *row = tw_field_next (owner, NULL); row; row = tw_field_next (owner, row))
    if (row->section == section && tw_field_applies_to_class (row, cls))
      return TRUE;
  return FALSE;
}

void
tw_inspector_add_title (TwInspector *self, const char *title, const char *subtitle)
{
  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->subtitle_label, subtitle ? subtitle : "");
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), subtitle && *subtitle);
}
