/* tw-inspector.c: the inspector, typed fields for the selected subject.
 *
 * Pages are built in code from small field descriptions, because what they
 * hold depends on the data (an enemy's actType decides its actArgs fields, an
 * item's cls its skill fields). Each field knows its JSON Pointer, how to
 * check its text and how to show the current value, so one refresh function
 * follows every change of the document, including undo. */
#include "ui/tw-inspector.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "editor/tw-history.h"
#include "editor/tw-validate.h"
#include "engine/tw-fields.h"

typedef enum
{
  FIELD_INT,    /* a whole number */
  FIELD_NUMBER, /* a number, decimals allowed */
  FIELD_TEXT,
  FIELD_ENEMY_ID, /* text naming an existing enemy */
  FIELD_BOOL,     /* a check button */
  FIELD_CHOICE,   /* a drop-down of strings */
  FIELD_SPECIAL,  /* one check button of an enemy's special list */
  FIELD_ROUTE,    /* the patrol route's rows */
  FIELD_ACTION,   /* an entry that runs a command (give an item), showing no value */
} FieldKind;

typedef enum
{
  EMPTY_REFUSED, /* an empty entry is an error */
  EMPTY_REMOVES, /* empty removes the field: its default applies */
  EMPTY_NULL,    /* empty writes null */
  EMPTY_TEXT,    /* empty writes "" */
} EmptyPolicy;

typedef struct
{
  TwInspector *self;
  char *path; /* JSON Pointer in the tower */
  char *name; /* the widget name: the path below the subject */
  FieldKind kind;
  EmptyPolicy empty;
  gboolean has_min, has_max;
  double min, max;
  int special;          /* FIELD_SPECIAL: its number */
  GStrv choices;        /* FIELD_CHOICE */
  const char *fallback; /* FIELD_CHOICE: what a missing field means */
  GtkWidget *editor;
  GtkLabel *message;
  GtkBox *rows; /* FIELD_ROUTE */
  int section;
} Field;

enum
{
  SECTION_MAIN,
  SECTION_ARGS, /* an enemy's actArgs, rebuilt when actType or the skill kind changes */
};

struct _TwInspector
{
  GtkWidget parent_instance;

  GtkBox *content;
  GtkStack *stack;
  GtkLabel *subtitle_label;
  GtkLabel *title_label;

  TwDocument *document;
  GSignalGroup *document_signals;
  TwInspectorSubject subject;
  char *subject_id;
  int cell_x, cell_y;

  GPtrArray *fields; /* Field* (each owned by its editor widget) */
  GtkBox *args_box;
  GtkSizeGroup *labels; /* the label column of every form of the page */
  char *built_shape;    /* what the structure was built for: actType/kind, cls */
  guint rebuild_idle;
  guint args_idle;  /* rebuilds only the actArgs section */
  gboolean loading; /* writing widgets from the model: do not commit */
  gboolean picking_route;
};

G_DEFINE_FINAL_TYPE (TwInspector, tw_inspector, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SUBJECT_ID,
  PROP_PICKING_ROUTE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  int number;
  const char *name;
} Special;

/* The specials the engine simulates, with the mota-js names designers know. */
static const Special specials[] = {
  { 1, "先攻 first strike" }, { 2, "魔攻 magic attack" },  { 3, "坚固 solid" },
  { 4, "2连击 double hit" },  { 5, "3连击 triple hit" },   { 6, "n连击 n hits" },
  { 7, "破甲 break armour" }, { 8, "反击 counter" },       { 9, "净化 purify" },
  { 10, "模仿 mimic" },       { 11, "吸血 vampire" },      { 17, "仇恨 hatred" },
  { 20, "无敌 invincible" },  { 22, "固伤 fixed damage" }, { 27, "捕捉 capture" },
};

const char *
tw_inspector_special_name (int special)
{
  for (guint i = 0; i < G_N_ELEMENTS (specials); i++)
    if (specials[i].number == special)
      return specials[i].name;
  return NULL;
}

static void rebuild (TwInspector *self);
static void schedule_rebuild (TwInspector *self);

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
    case TW_INSPECTOR_NOTHING:
    default:
      return g_strdup ("");
    }
}

/* "actArgs/range" below the subject -> "/enemys/bat/actArgs/range". */
static char *
field_path (TwInspector *self, const char *relative)
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

static json_t *
read_path (TwInspector *self, const char *path)
{
  return self->document ? tw_document_get_path (self->document, path) : NULL;
}

static json_t *
read_field (TwInspector *self, const char *relative)
{
  g_autofree char *path = field_path (self, relative);
  return read_path (self, path);
}

static gboolean
split_last (const char *path, char **parent, char **key)
{
  const char *slash = strrchr (path, '/');
  if (slash == NULL)
    return FALSE;
  *parent = g_strndup (path, (gsize)(slash - path));
  g_auto (GStrv) last = tw_path_split (slash);
  *key = g_strdup (last[0] ? last[0] : "");
  return TRUE;
}

/* Writes value at path as one undo step. Missing parent objects (an enemy's
 * first actArgs, an item's first effect) are created in the same step, by
 * writing the nearest missing one whole. value NULL removes. */
static gboolean
write_value (TwInspector *self, const char *path, json_t *value, GError **error)
{
  g_autofree char *parent = NULL, *key = NULL;
  if (!split_last (path, &parent, &key))
    return tw_document_set_field (self->document, path, value, error);
  json_t *container = read_path (self, parent);
  if (json_is_object (container) || json_is_array (container) || *parent == '\0')
    return tw_document_set_field (self->document, path, value, error);
  if (value == NULL)
    return TRUE; /* nothing there to remove */
  if (container != NULL)
    {
      g_set_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID,
                   "'%s' is not an object, so it cannot hold '%s'.", parent, key);
      return FALSE;
    }
  json_t *wrapped = json_object ();
  json_object_set (wrapped, key, value);
  gboolean ok = write_value (self, parent, wrapped, error);
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
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];
      return g_strdup (g_ascii_dtostr (buffer, sizeof buffer, json_real_value (value)));
    }
  if (value == NULL || json_is_null (value))
    return g_strdup ("");
  return json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
}

/* Checking typed text */

static gboolean
parse_whole (const char *text, gint64 *out)
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
            = g_strdup (field->kind == FIELD_INT || field->kind == FIELD_NUMBER ? "Enter a number."
                                                                                : "Enter a value.");
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
        if (!parse_whole (text, &whole))
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
        if (parse_whole (text, &whole))
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

static void
field_show_message (Field *field, const char *message)
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

static void
field_write (Field *field, json_t *value)
{
  g_autoptr (GError) error = NULL;
  if (!write_value (field->self, field->path, value, &error))
    field_show_message (field, error->message);
  else
    field_show_message (field, NULL);
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
      field_show_message (field, message);
      return;
    }
  field_write (field, value);
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
  field_show_message (field, message);
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
  field_write (field, value);
  json_decref (value);
}

/* An item becoming a status skill gets timeCost 0 in the same step, since a
 * skillupdate never takes time (CONTRACT §2): the field table fixes it for
 * that class. */
static void
write_item_class (Field *field, const char *cls)
{
  TwInspector *self = field->self;
  json_t *value = json_string (cls);
  tw_document_begin_group (self->document, "Change Item Class");
  field_write (field, value);
  json_t *time_cost = read_field (self, "timeCost");
  const TwField *row = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, "timeCost", cls);
  gboolean fixed = row != NULL && (row->flags & TW_FIELD_HAS_MAX) && row->min == row->max;
  if (fixed && time_cost != NULL
      && !(json_is_integer (time_cost) && json_integer_value (time_cost) == row->min))
    {
      g_autofree char *path = field_path (self, "timeCost");
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
  field_write (field, value);
  json_decref (value);
}

/* special: a number (0: none) or a list of numbers. */
static GArray *
special_list (json_t *special)
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
static void
special_toggled (GtkCheckButton *button, Field *field)
{
  TwInspector *self = field->self;
  if (self->loading)
    return;
  json_t *current = read_path (self, field->path);
  g_autoptr (GArray) list = special_list (current);
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
  field_write (field, value);
  json_decref (value);
}

/* Showing the model's values */

static void route_refresh (Field *field);

static void
field_refresh (Field *field)
{
  TwInspector *self = field->self;
  json_t *value = read_path (self, field->path);
  switch (field->kind)
    {
    case FIELD_INT:
    case FIELD_NUMBER:
    case FIELD_TEXT:
    case FIELD_ENEMY_ID:
      {
        g_autofree char *text = value_to_text (value);
        if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (field->editor))) != 0)
          gtk_editable_set_text (GTK_EDITABLE (field->editor), text);
        break;
      }
    case FIELD_BOOL:
      gtk_check_button_set_active (GTK_CHECK_BUTTON (field->editor), json_is_true (value));
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
        g_autoptr (GArray) list = special_list (value);
        gboolean on = FALSE;
        for (guint i = 0; i < list->len; i++)
          on = on || g_array_index (list, int, i) == field->special;
        gtk_check_button_set_active (GTK_CHECK_BUTTON (field->editor), on);
        break;
      }
    case FIELD_ROUTE:
      route_refresh (field);
      break;
    case FIELD_ACTION:
      return; /* keeps what is being typed, and its message */
    }
  field_show_message (field, NULL);
}

static void
refresh_fields (TwInspector *self)
{
  self->loading = TRUE;
  for (guint i = 0; i < self->fields->len; i++)
    field_refresh (g_ptr_array_index (self->fields, i));
  self->loading = FALSE;
}

/* Building pages */

typedef struct
{
  TwInspector *self;
  GtkGrid *grid;
  int row;
  int section;
} Form;

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

static Form
form_new (TwInspector *self, GtkBox *parent, const char *title, int section)
{
  GtkBox *box = form_section (self, parent, title);
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_box_append (box, grid);
  return (Form){ self, GTK_GRID (grid), 0, section };
}

static GtkWidget *
form_label (Form *form, const char *text, const char *tooltip)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_size_group_add_widget (form->self->labels, label);
  gtk_widget_set_tooltip_text (label, tooltip);
  gtk_grid_attach (form->grid, label, 0, form->row, 1, 1);
  return label;
}

static void
form_info (Form *form, const char *label, const char *value)
{
  form_label (form, label, NULL);
  GtkWidget *text = gtk_label_new (value);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_selectable (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_grid_attach (form->grid, text, 1, form->row++, 1, 1);
}

static GtkWidget *
message_label_new (const char *name)
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
static void
field_register (TwInspector *self, Field *field, GtkWidget *editor, GtkLabel *message)
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
static Field *
form_attach_row (Form *form, Field *field, const char *label, const char *tooltip,
                 GtkWidget *editor, GtkWidget *row)
{
  field->section = form->section;
  gtk_widget_set_tooltip_text (editor, tooltip);
  gtk_widget_set_hexpand (row, TRUE);
  if (label != NULL)
    {
      form_label (form, label, tooltip);
      gtk_grid_attach (form->grid, row, 1, form->row++, 1, 1);
    }
  else
    gtk_grid_attach (form->grid, row, 0, form->row++, 2, 1);

  GtkWidget *message = message_label_new (field->name);
  gtk_grid_attach (form->grid, message, label != NULL ? 1 : 0, form->row++, label ? 1 : 2, 1);
  field_register (form->self, field, editor, GTK_LABEL (message));
  return field;
}

static Field *
form_attach (Form *form, Field *field, const char *label, const char *tooltip, GtkWidget *editor)
{
  return form_attach_row (form, field, label, tooltip, editor, editor);
}

static Field *
field_new (Form *form, const char *relative, FieldKind kind)
{
  Field *field = g_new0 (Field, 1);
  field->self = form->self;
  field->path = field_path (form->self, relative);
  field->name = g_strdup (relative[0] == '/' ? strrchr (relative, '/') + 1 : relative);
  field->kind = kind;
  return field;
}

static Field *
add_entry (Form *form, const char *relative, const char *label, FieldKind kind, EmptyPolicy empty,
           const char *placeholder, const char *tooltip)
{
  Field *field = field_new (form, relative, kind);
  field->empty = empty;
  GtkWidget *entry = gtk_entry_new ();
  if (placeholder != NULL)
    gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  if (kind == FIELD_INT || kind == FIELD_NUMBER)
    gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
  form_attach (form, field, label, tooltip, entry);

  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed), field);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activated), field);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (entry_focus_left), field);
  gtk_widget_add_controller (entry, focus);
  return field;
}

static Field *
add_whole (Form *form, const char *relative, const char *label, double min, EmptyPolicy empty,
           const char *placeholder, const char *tooltip)
{
  Field *field = add_entry (form, relative, label, FIELD_INT, empty, placeholder, tooltip);
  field->has_min = TRUE;
  field->min = min;
  return field;
}

static Field *
add_check (Form *form, const char *relative, const char *label, const char *tooltip)
{
  Field *field = field_new (form, relative, FIELD_BOOL);
  GtkWidget *check = gtk_check_button_new_with_label (label);
  form_attach (form, field, NULL, tooltip, check);
  g_signal_connect (check, "toggled", G_CALLBACK (check_toggled), field);
  return field;
}

/* A drop-down of choices; a value outside them (a typo in the file) is
 * listed too, so it shows as it is. */
static Field *
add_choice (Form *form, const char *relative, const char *label, const char *const *choices,
            const char *fallback, const char *tooltip)
{
  Field *field = field_new (form, relative, FIELD_CHOICE);
  field->fallback = fallback;
  GStrvBuilder *builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **)choices);
  const char *current = json_string_value (read_path (form->self, field->path));
  if (current != NULL && !g_strv_contains (choices, current))
    g_strv_builder_add (builder, current);
  field->choices = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  GtkWidget *drop_down = gtk_drop_down_new_from_strings ((const char *const *)field->choices);
  form_attach (form, field, label, tooltip, drop_down);
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
add_row (Form *form, const TwField *row)
{
  Field *field;
  switch (row->type)
    {
    case TW_FIELD_BOOLEAN:
      return add_check (form, row->name, row->label, row->tooltip);
    case TW_FIELD_CHOICE:
      return add_choice (form, row->name, row->label, row->choices, row->default_string,
                         row->tooltip);
    case TW_FIELD_INTEGER:
    case TW_FIELD_NUMBER:
      field = add_entry (form, row->name, row->label,
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
      return add_entry (form, row->name, row->label, FIELD_TEXT, row_empty_policy (row),
                        row->placeholder, row->tooltip);
    }
}

/* Adds the rows of owner in section that apply to the item class cls (any
 * class for other owners); returns how many. */
static guint
add_rows (Form *form, TwFieldOwner owner, TwFieldSection section, const char *cls)
{
  guint count = 0;
  for (const TwField *row = tw_field_next (owner, NULL); row; row = tw_field_next (owner, row))
    if (row->section == section && tw_field_applies_to_class (row, cls))
      {
        add_row (form, row);
        count++;
      }
  return count;
}

/* Whether any row of the section applies to the item class cls. */
static gboolean
section_applies (TwFieldOwner owner, TwFieldSection section, const char *cls)
{
  for (const TwField *row = tw_field_next (owner, NULL); row; row = tw_field_next (owner, row))
    if (row->section == section && tw_field_applies_to_class (row, cls))
      return TRUE;
  return FALSE;
}

static void
add_title (TwInspector *self, const char *title, const char *subtitle)
{
  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->subtitle_label, subtitle ? subtitle : "");
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), subtitle && *subtitle);
}

/* Enemy page */

static void
build_specials (TwInspector *self, GtkBox *page)
{
  Form form = form_new (self, page, "Specials", SECTION_MAIN);
  gtk_grid_set_column_homogeneous (form.grid, TRUE);
  int rows = (int)(G_N_ELEMENTS (specials) + 1) / 2;
  GtkWidget *message = message_label_new ("special");
  gtk_grid_attach (form.grid, message, 0, rows + 1, 2, 1);
  for (guint i = 0; i < G_N_ELEMENTS (specials); i++)
    {
      Field *field = field_new (&form, "special", FIELD_SPECIAL);
      g_free (field->name);
      field->name = g_strdup_printf ("special-%d", specials[i].number);
      field->special = specials[i].number;
      g_autofree char *text = g_strdup_printf ("%d %s", specials[i].number, specials[i].name);
      GtkWidget *check = gtk_check_button_new_with_label (text);
      gtk_grid_attach (form.grid, check, (int)i % 2, (int)i / 2, 1, 1);
      field_register (self, field, check, GTK_LABEL (message));
      g_signal_connect (check, "toggled", G_CALLBACK (special_toggled), field);
    }

  /* Specials without a check box are kept and listed. */
  g_autoptr (GArray) list = special_list (read_field (self, "special"));
  g_autoptr (GString) others = g_string_new (NULL);
  for (guint i = 0; i < list->len; i++)
    if (tw_inspector_special_name (g_array_index (list, int, i)) == NULL)
      g_string_append_printf (others, "%s%d", others->len ? ", " : "",
                              g_array_index (list, int, i));
  if (others->len > 0)
    {
      g_autofree char *text = g_strdup_printf ("Also %s (kept, not simulated)", others->str);
      GtkWidget *label = gtk_label_new (text);
      gtk_widget_set_name (label, "special-others");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (form.grid, label, 0, rows, 2, 1);
    }
}

/* The enemy fields some specials read (docs/battle.md): shown while the
 * special is ticked. Empty removes the field: the tower value applies. */
typedef struct
{
  int special;
  const char *field;
  FieldKind kind;
  const char *placeholder;
  const char *tooltip;
} SpecialValue;

static const SpecialValue special_values[] = {
  { 6, "n", FIELD_INT, "4", "Hits per round of n连击" },
  { 7, "breakArmor", FIELD_NUMBER, "tower value", "Share of the hero's def dealt first (破甲)" },
  { 8, "counterAttack", FIELD_NUMBER, "tower value", "Share of the hero's atk taken each round" },
  { 9, "purify", FIELD_NUMBER, "tower value", "Times the hero's mdef dealt first (净化)" },
  { 11, "vampire", FIELD_NUMBER, "tower value", "Share of the hero's hp taken first (吸血)" },
  { 22, "damage", FIELD_NUMBER, "0", "Fixed damage added after the battle (固伤)" },
};

static void
build_special_values (TwInspector *self, GtkBox *page)
{
  g_autoptr (GArray) list = special_list (read_field (self, "special"));
  Form form = { 0 };
  for (guint i = 0; i < G_N_ELEMENTS (special_values); i++)
    {
      const SpecialValue *v = &special_values[i];
      gboolean ticked = FALSE;
      for (guint j = 0; j < list->len; j++)
        ticked = ticked || g_array_index (list, int, j) == v->special;
      if (!ticked)
        continue;
      if (form.grid == NULL)
        form = form_new (self, page, "Special values", SECTION_MAIN);
      Field *field = add_entry (&form, v->field, v->field, v->kind, EMPTY_REMOVES, v->placeholder,
                                v->tooltip);
      field->has_min = TRUE;
      field->min = v->special == 6 ? 1 : 0;
    }
}

/* The route: one row a cell with a remove button, then an entry to add one. */

static void
route_remove_clicked (GtkButton *button, Field *field)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tw-route-index"));
  json_t *route = json_deep_copy (read_path (field->self, field->path));
  if (json_array_remove (route, (size_t)index) == 0)
    field_write (field, route);
  json_decref (route);
}

static void
route_refresh (Field *field)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (field->rows))) != NULL)
    gtk_box_remove (field->rows, child);

  json_t *route = read_path (field->self, field->path);
  size_t i;
  json_t *cell;
  json_array_foreach (route, i, cell)
  {
    int x = 0, y = 0;
    g_autofree char *text = tw_validate_route_cell (cell, &x, &y)
                                ? g_strdup_printf ("%zu.  %d,%d", i + 1, x, y)
                                : g_strdup_printf ("%zu.  (not a cell)", i + 1);
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *label = gtk_label_new (text);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_widget_set_hexpand (label, TRUE);
    GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
    g_autofree char *name = g_strdup_printf ("route-remove-%zu", i);
    gtk_widget_set_name (remove, name);
    gtk_widget_set_tooltip_text (remove, "Remove this cell from the route");
    gtk_widget_add_css_class (remove, "flat");
    g_object_set_data (G_OBJECT (remove), "tw-route-index", GINT_TO_POINTER ((int)i));
    g_signal_connect (remove, "clicked", G_CALLBACK (route_remove_clicked), field);
    gtk_box_append (GTK_BOX (row), label);
    gtk_box_append (GTK_BOX (row), remove);
    gtk_box_append (field->rows, row);
  }
  if (json_array_size (route) == 0)
    {
      GtkWidget *empty = gtk_label_new ("No cells yet: add them below or pick them on the map.");
      gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
      gtk_label_set_xalign (GTK_LABEL (empty), 0);
      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (field->rows, empty);
    }
}

static Field *
route_field (TwInspector *self)
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
static gboolean
route_append (TwInspector *self, int x, int y, GError **error)
{
  g_autofree char *path = field_path (self, "actArgs/route");
  json_t *current = read_path (self, path);
  json_t *route = json_is_array (current) ? json_deep_copy (current) : json_array ();
  json_t *first = json_array_get (route, 0);
  if (json_is_object (first))
    json_array_append_new (route, json_pack ("{s:i, s:i}", "x", x, "y", y));
  else
    json_array_append_new (route, json_pack ("[i, i]", x, y));
  gboolean ok = write_value (self, path, route, error);
  json_decref (route);
  return ok;
}

static gboolean
parse_cell_text (const char *raw, int *x, int *y, char **message)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  gint64 vx = 0, vy = 0;
  if (g_strv_length (parts) != 2 || !parse_whole (g_strstrip (parts[0]), &vx)
      || !parse_whole (g_strstrip (parts[1]), &vy))
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
  field_show_message (field, message);
}

static void
route_add (GtkWidget *widget, Field *field)
{
  GtkEditable *entry = GTK_EDITABLE (field->editor);
  int x, y;
  g_autofree char *message = NULL;
  if (!parse_cell_text (gtk_editable_get_text (entry), &x, &y, &message))
    {
      field_show_message (field, message);
      return;
    }
  g_autoptr (GError) error = NULL;
  if (!route_append (field->self, x, y, &error))
    field_show_message (field, error->message);
  else
    gtk_editable_set_text (entry, "");
}

static void
build_route (TwInspector *self, Form *form)
{
  Field *field = field_new (form, "actArgs/route", FIELD_ROUTE);
  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_name (rows, "route-rows");
  field->rows = GTK_BOX (rows);
  GtkWidget *label = form_label (form, "route",
                                 "The cells the enemy walks to in turn, then from the first again");
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_grid_attach (form->grid, rows, 1, form->row++, 1, 1);

  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "x,y");
  gtk_widget_set_hexpand (entry, TRUE);
  g_free (field->name);
  field->name = g_strdup ("route-add");
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_tooltip_text (add, "Add the cell to the end of the route");
  GtkWidget *pick = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (pick), "find-location-symbolic");
  gtk_widget_set_tooltip_text (pick, "Pick the route's cells on the map");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (pick), "inspector.pick-route");
  GtkWidget *add_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (add_box), entry);
  gtk_box_append (GTK_BOX (add_box), add);
  gtk_box_append (GTK_BOX (add_box), pick);
  form_attach_row (form, field, "add", "A cell x,y to add to the route", entry, add_box);

  g_signal_connect (entry, "changed", G_CALLBACK (route_entry_changed), field);
  g_signal_connect (entry, "activate", G_CALLBACK (route_add), field);
  g_signal_connect (add, "clicked", G_CALLBACK (route_add), field);
}

static TwActType
current_act_type (TwInspector *self)
{
  return tw_act_type_from_string (json_string_value (read_field (self, "actType")));
}

static char *
enemy_shape (TwInspector *self)
{
  const char *kind = json_string_value (read_field (self, "actArgs/kind"));
  return g_strdup_printf ("%s/%s", tw_act_type_to_string (current_act_type (self)),
                          kind ? kind : "");
}

static void
build_act_args (TwInspector *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->args_box))) != NULL)
    gtk_box_remove (self->args_box, child);

  TwActType act_type = current_act_type (self);
  Form form = form_new (self, self->args_box, "actArgs", SECTION_ARGS);
  if (act_type == TW_ACT_CHASE)
    add_whole (&form, "actArgs/range", "range", 0, EMPTY_REMOVES, "no limit",
               "Chase only when the hero is at most this many cells away (Manhattan)");
  else if (act_type == TW_ACT_PATROL)
    build_route (self, &form);
  else if (act_type == TW_ACT_SKILL)
    {
      add_choice (&form, "actArgs/kind", "kind", tw_skill_kind_names,
                  tw_skill_kind_names[TW_SKILL_KIND_RANGED - 1],
                  "ranged: hurts the hero within range; summon: calls an enemy next to it");
      const char *kind = json_string_value (read_field (self, "actArgs/kind"));
      if (tw_skill_kind_from_string (kind) == TW_SKILL_KIND_SUMMON)
        add_entry (&form, "actArgs/enemy", "enemy", FIELD_ENEMY_ID, EMPTY_REMOVES, "enemy id",
                   "The id of the enemy summoned on the first empty neighbouring cell");
      else
        {
          Field *damage = add_entry (&form, "actArgs/damage", "damage", FIELD_NUMBER, EMPTY_REMOVES,
                                     "0", "hp the hero loses per hit");
          damage->has_min = TRUE;
          add_whole (&form, "actArgs/range", "range", 0, EMPTY_REMOVES, "0",
                     "How far the skill reaches, in cells (Manhattan)");
        }
    }
  else
    form_info (&form, "", "This enemy does not act on its own.");

  g_free (self->built_shape);
  self->built_shape = enemy_shape (self);
}

static void
build_enemy (TwInspector *self, GtkBox *page)
{
  json_t *enemy = tw_document_get_enemy (self->document, self->subject_id);
  g_autofree char *title = g_strdup_printf ("Enemy %s", self->subject_id);
  add_title (self, title, json_string_value (json_object_get (enemy, "name")));

  Form stats = form_new (self, page, "Stats", SECTION_MAIN);
  add_rows (&stats, TW_FIELD_OWNER_ENEMY, TW_FIELD_SECTION_MAIN, NULL);

  build_specials (self, page);
  build_special_values (self, page);

  Form turn = form_new (self, page, "Map turn", SECTION_MAIN);
  add_rows (&turn, TW_FIELD_OWNER_ENEMY, TW_FIELD_SECTION_MAP_TURN, NULL);

  self->args_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  gtk_box_append (page, GTK_WIDGET (self->args_box));
  build_act_args (self);
}

/* Item page: only the fields that apply to the item's class (docs/rules.md
 * §4: no battleTimeCost on a battle skill, whose cost is its timeCost). */

static void
build_effect (TwInspector *self, GtkBox *page)
{
  Form effect = form_new (self, page, "effect", SECTION_MAIN);
  const char *numbers[] = { "atk", "def", "mdef", "heal", "damage" };
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *relative = g_strdup_printf ("effect/%s", numbers[i]);
      add_entry (&effect, relative, numbers[i], FIELD_NUMBER, EMPTY_REMOVES, NULL, NULL);
    }
  add_whole (&effect, "effect/range", "range", 0, EMPTY_REMOVES, NULL,
             "How far a remote skill reaches, in cells");
}

static void
build_item (TwInspector *self, GtkBox *page)
{
  json_t *item = tw_document_get_item (self->document, self->subject_id);
  const char *cls = json_string_value (json_object_get (item, "cls"));
  g_autofree char *title = g_strdup_printf ("Item %s", self->subject_id);
  add_title (self, title, json_string_value (json_object_get (item, "name")));

  Form main = form_new (self, page, "Item", SECTION_MAIN);
  add_rows (&main, TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_MAIN, cls);

  if (section_applies (TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_MAP_TURN, cls))
    {
      Form turn = form_new (self, page, "Map turn", SECTION_MAIN);
      add_rows (&turn, TW_FIELD_OWNER_ITEM, TW_FIELD_SECTION_MAP_TURN, cls);
    }
  if (tw_field_applies_to_class (tw_field_lookup (TW_FIELD_OWNER_ITEM, "effect"), cls))
    build_effect (self, page);

  g_free (self->built_shape);
  self->built_shape = g_strdup (cls ? cls : "");
}

/* Floor page */

static void
build_floor (TwInspector *self, GtkBox *page)
{
  json_t *floor = tw_document_get_floor (self->document, self->subject_id);
  g_autofree char *title = g_strdup_printf ("Floor %s", self->subject_id);
  add_title (self, title, json_string_value (json_object_get (floor, "title")));

  Form form = form_new (self, page, "Floor", SECTION_MAIN);
  int width = 0, height = 0;
  tw_document_get_floor_size (self->document, self->subject_id, &width, &height);
  g_autofree char *size = g_strdup_printf ("%d x %d (resize from the floor list)", width, height);
  form_info (&form, "size", size);
  add_rows (&form, TW_FIELD_OWNER_FLOOR, TW_FIELD_SECTION_MAIN, NULL);
}

/* Hero page */

/* The class an item is kept under in hero.items, or NULL with a reason:
 * class "items" is used up when picked up, so the hero never holds one. */
static const char *
give_class (Field *field, const char *id, char **message)
{
  json_t *item = tw_document_get_item (field->self->document, id);
  const char *cls = json_string_value (json_object_get (item, "cls"));
  if (item == NULL)
    *message = g_strdup_printf ("There is no item '%s'.", id);
  else if (cls == NULL)
    *message = g_strdup_printf ("Item '%s' has no cls.", id);
  else if (strcmp (cls, "items") == 0)
    *message = g_strdup_printf ("'%s' is used when picked up (cls items): the hero cannot hold "
                                "one.",
                                id);
  else
    return cls;
  return NULL;
}

static void
give_changed (GtkEditable *editable, Field *field)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (editable)));
  g_autofree char *message = NULL;
  if (*text != '\0')
    give_class (field, text, &message);
  field_show_message (field, message);
}

static void
give_activated (GtkEntry *entry, Field *field)
{
  TwInspector *self = field->self;
  g_autofree char *id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *message = NULL;
  const char *cls = give_class (field, id, &message);
  if (cls == NULL)
    {
      field_show_message (field, message);
      return;
    }
  g_autofree char *relative = g_strdup_printf ("items/%s", cls);
  g_autofree char *cls_path = field_path (self, relative);
  g_autofree char *path = tw_path_append (cls_path, id);
  json_t *current = read_path (self, path);
  json_t *count = json_integer ((json_is_integer (current) ? json_integer_value (current) : 0) + 1);
  g_autoptr (GError) error = NULL;
  if (write_value (self, path, count, &error))
    {
      field_show_message (field, NULL);
      gtk_editable_set_text (GTK_EDITABLE (entry), "");
    }
  else
    field_show_message (field, error->message);
  json_decref (count);
}

static void
build_hero (TwInspector *self, GtkBox *page)
{
  json_t *hero = tw_document_get_hero (self->document);
  add_title (self, "Hero start", json_string_value (json_object_get (hero, "name")));

  Form stats = form_new (self, page, "Stats", SECTION_MAIN);
  add_rows (&stats, TW_FIELD_OWNER_HERO, TW_FIELD_SECTION_MAIN, NULL);

  Form start = form_new (self, page, "Start", SECTION_MAIN);
  g_auto (GStrv) floor_ids = tw_document_dup_floor_ids (self->document);
  add_choice (&start, "/data/firstData/floorId", "floor", (const char *const *)floor_ids, NULL,
              "The floor the game starts on");
  const char *start_floor = tw_document_get_start_floor (self->document);
  int width = 0, height = 0;
  if (start_floor != NULL)
    tw_document_get_floor_size (self->document, start_floor, &width, &height);
  Field *x = add_whole (&start, "loc/x", "x", 0, EMPTY_REFUSED, NULL, "The start cell's column");
  Field *y = add_whole (&start, "loc/y", "y", 0, EMPTY_REFUSED, NULL, "The start cell's row");
  if (width > 0 && height > 0)
    {
      x->has_max = y->has_max = TRUE;
      x->max = width - 1;
      y->max = height - 1;
    }

  Form items = form_new (self, page, "Items", SECTION_MAIN);
  const char *cls;
  json_t *owned;
  int count = 0;
  json_object_foreach (json_object_get (hero, "items"), cls, owned)
  {
    const char *id;
    json_t *value;
    json_object_foreach (owned, id, value)
    {
      g_autofree char *relative = g_strdup_printf ("items/%s/%s", cls, id);
      g_autofree char *label = g_strdup_printf ("%s (%s)", id, cls);
      add_whole (&items, relative, label, 0, EMPTY_REMOVES, "0",
                 "How many the hero starts with; empty removes it");
      count++;
    }
  }
  if (count == 0)
    form_info (&items, "", "The hero starts with no items.");
  Field *give = field_new (&items, "items-add", FIELD_ACTION);
  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "item id, then Enter");
  form_attach (&items, give, "add", "Give the hero one more of an item at the start", entry);
  g_signal_connect (entry, "changed", G_CALLBACK (give_changed), give);
  g_signal_connect (entry, "activate", G_CALLBACK (give_activated), give);
}

/* Cell page (read-only) */

static void
show_definition_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwInspector *self = TW_INSPECTOR (widget);
  const char *cls = NULL, *id = NULL;
  int tile = tw_document_get_cell (self->document, self->subject_id, self->cell_x, self->cell_y);
  if (!tw_document_lookup_tile (self->document, tile, &cls, &id) || id == NULL)
    return;
  g_autofree char *id_copy = g_strdup (id);
  g_autoptr (TwDocument) document = g_object_ref (self->document);
  if (tw_document_get_enemy (document, id_copy) != NULL)
    tw_inspector_show_enemy (self, document, id_copy);
  else if (tw_document_get_item (document, id_copy) != NULL)
    tw_inspector_show_item (self, document, id_copy);
}

static void
build_cell (TwInspector *self, GtkBox *page)
{
  g_autofree char *title
      = g_strdup_printf ("%s (%d, %d)", self->subject_id, self->cell_x, self->cell_y);
  add_title (self, title, "Map cell");

  Form form = form_new (self, page, "Tile", SECTION_MAIN);
  int tile = tw_document_get_cell (self->document, self->subject_id, self->cell_x, self->cell_y);
  const char *cls = NULL, *id = NULL;
  gboolean known = tw_document_lookup_tile (self->document, tile, &cls, &id);
  g_autofree char *number = g_strdup_printf ("%d", tile);
  form_info (&form, "number", tile < 0 ? "(off the map)" : number);
  if (tile == 0)
    form_info (&form, "", "Empty");
  else if (known)
    {
      form_info (&form, "cls", cls ? cls : "");
      form_info (&form, "id", id ? id : "");
      json_t *definition = NULL;
      if (id && (definition = tw_document_get_enemy (self->document, id)) == NULL)
        definition = tw_document_get_item (self->document, id);
      const char *name = json_string_value (json_object_get (definition, "name"));
      if (name != NULL)
        form_info (&form, "name", name);
      if (definition != NULL)
        {
          GtkWidget *button = gtk_button_new_with_label ("Edit definition");
          gtk_widget_set_name (button, "show-definition");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "inspector.show-definition");
          gtk_grid_attach (form.grid, button, 1, form.row++, 1, 1);
        }
    }
  else if (tile >= 10000 || tile == 17)
    form_info (&form, "", tile == 17 ? "Invisible wall" : "Tileset wall");
  else
    form_info (&form, "", "Not in the tile table (maps.js)");

  /* Every member of the floor keyed by "x,y" (changeFloor, events, afterBattle, ...). */
  Form events = form_new (self, page, "Events", SECTION_MAIN);
  g_autofree char *key = g_strdup_printf ("%d,%d", self->cell_x, self->cell_y);
  json_t *floor = tw_document_get_floor (self->document, self->subject_id);
  const char *member;
  json_t *entries;
  int shown = 0;
  json_object_foreach (floor, member, entries)
  {
    json_t *entry = json_is_object (entries) ? json_object_get (entries, key) : NULL;
    if (entry == NULL || json_is_null (entry))
      continue;
    g_autofree char *text = json_dumps (entry, JSON_INDENT (1) | JSON_ENCODE_ANY);
    if (text != NULL && g_utf8_strlen (text, -1) > 800)
      {
        char *end = g_utf8_offset_to_pointer (text, 800);
        *end = '\0';
        char *longer = g_strconcat (text, "\n…", NULL);
        g_free (text);
        text = longer;
      }
    GtkWidget *heading = gtk_label_new (member);
    gtk_label_set_xalign (GTK_LABEL (heading), 0);
    gtk_widget_add_css_class (heading, "caption-heading");
    GtkWidget *body = gtk_label_new (text);
    g_autofree char *name = g_strdup_printf ("event-%s", member);
    gtk_widget_set_name (body, name);
    gtk_label_set_xalign (GTK_LABEL (body), 0);
    gtk_label_set_selectable (GTK_LABEL (body), TRUE);
    gtk_label_set_wrap (GTK_LABEL (body), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (body), PANGO_WRAP_WORD_CHAR);
    gtk_widget_add_css_class (body, "monospace");
    gtk_grid_attach (events.grid, heading, 0, events.row++, 2, 1);
    gtk_grid_attach (events.grid, body, 0, events.row++, 2, 1);
    shown++;
  }
  if (shown == 0)
    form_info (&events, "", "No events on this cell.");
}

/* Subjects */

static void
clear_page (TwInspector *self)
{
  g_clear_handle_id (&self->rebuild_idle, g_source_remove);
  g_clear_handle_id (&self->args_idle, g_source_remove);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    gtk_box_remove (self->content, child);
  g_clear_object (&self->labels);
  self->labels = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->args_box = NULL;
  g_clear_pointer (&self->built_shape, g_free);
}

static gboolean
subject_exists (TwInspector *self)
{
  switch (self->subject)
    {
    case TW_INSPECTOR_ENEMY:
      return tw_document_get_enemy (self->document, self->subject_id) != NULL;
    case TW_INSPECTOR_ITEM:
      return tw_document_get_item (self->document, self->subject_id) != NULL;
    case TW_INSPECTOR_FLOOR:
    case TW_INSPECTOR_CELL:
      return tw_document_get_floor (self->document, self->subject_id) != NULL;
    case TW_INSPECTOR_HERO:
      return tw_document_get_hero (self->document) != NULL;
    case TW_INSPECTOR_NOTHING:
    default:
      return FALSE;
    }
}

static void
rebuild (TwInspector *self)
{
  clear_page (self);
  if (self->subject != TW_INSPECTOR_NOTHING && !subject_exists (self))
    {
      tw_inspector_show_nothing (self);
      return;
    }

  switch (self->subject)
    {
    case TW_INSPECTOR_CELL:
      build_cell (self, self->content);
      break;
    case TW_INSPECTOR_ENEMY:
      build_enemy (self, self->content);
      break;
    case TW_INSPECTOR_ITEM:
      build_item (self, self->content);
      break;
    case TW_INSPECTOR_FLOOR:
      build_floor (self, self->content);
      break;
    case TW_INSPECTOR_HERO:
      build_hero (self, self->content);
      break;
    case TW_INSPECTOR_NOTHING:
    default:
      add_title (self, "Inspector", NULL);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  refresh_fields (self);
  gtk_stack_set_visible_child_name (self->stack, "content");
}

static gboolean
rebuild_idle (gpointer user_data)
{
  TwInspector *self = user_data;
  self->rebuild_idle = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* Later, never from inside a handler of a widget the rebuild destroys. */
static void
schedule_rebuild (TwInspector *self)
{
  if (self->rebuild_idle == 0)
    self->rebuild_idle = g_idle_add (rebuild_idle, self);
}

static gboolean
args_idle (gpointer user_data)
{
  TwInspector *self = user_data;
  self->args_idle = 0;
  if (self->args_box != NULL)
    {
      self->loading = TRUE;
      build_act_args (self);
      self->loading = FALSE;
      refresh_fields (self);
    }
  return G_SOURCE_REMOVE;
}

static void
entity_changed (TwInspector *self, TwEntityKind kind, const char *id, const char *field)
{
  gboolean mine = FALSE;
  switch (self->subject)
    {
    case TW_INSPECTOR_ENEMY:
      mine = kind == TW_ENTITY_ENEMY && g_strcmp0 (id, self->subject_id) == 0;
      break;
    case TW_INSPECTOR_ITEM:
      mine = kind == TW_ENTITY_ITEM && g_strcmp0 (id, self->subject_id) == 0;
      break;
    case TW_INSPECTOR_FLOOR:
    case TW_INSPECTOR_CELL:
      mine = kind == TW_ENTITY_FLOOR && g_strcmp0 (id, self->subject_id) == 0;
      mine = mine
             || (self->subject == TW_INSPECTOR_CELL && kind != TW_ENTITY_HERO
                 && kind != TW_ENTITY_VALUES);
      break;
    case TW_INSPECTOR_HERO:
      /* The start floor's size bounds loc. */
      mine = kind == TW_ENTITY_HERO
             || (kind == TW_ENTITY_FLOOR
                 && g_strcmp0 (id, tw_document_get_start_floor (self->document)) == 0);
      break;
    case TW_INSPECTOR_NOTHING:
    default:
      return;
    }
  if (!mine)
    return;

  /* The whole entity changed, or the page's shape depends on the field. */
  if (field == NULL || self->subject == TW_INSPECTOR_CELL
      || (self->subject == TW_INSPECTOR_HERO && kind != TW_ENTITY_HERO)
      || (self->subject == TW_INSPECTOR_HERO
          && (strcmp (field, "items") == 0 || strcmp (field, "floorId") == 0))
      || (self->subject == TW_INSPECTOR_ENEMY && strcmp (field, "special") == 0)
      || (self->subject == TW_INSPECTOR_ITEM && strcmp (field, "cls") == 0))
    {
      schedule_rebuild (self);
      return;
    }
  if (self->subject == TW_INSPECTOR_ENEMY && self->args_box != NULL)
    {
      g_autofree char *shape = enemy_shape (self);
      if (g_strcmp0 (shape, self->built_shape) != 0 && self->args_idle == 0)
        self->args_idle = g_idle_add (args_idle, self);
    }
  /* The subtitle shows the name (the title for a floor). */
  const char *subtitle_field = self->subject == TW_INSPECTOR_FLOOR ? "title" : "name";
  json_t *subtitle = self->subject != TW_INSPECTOR_HERO ? read_field (self, subtitle_field) : NULL;
  if (json_is_string (subtitle))
    gtk_label_set_text (self->subtitle_label, json_string_value (subtitle));
  refresh_fields (self);
}

static void
cells_changed (TwInspector *self, const char *floor_id, int x, int y, int width, int height)
{
  if (self->subject == TW_INSPECTOR_CELL && g_strcmp0 (floor_id, self->subject_id) == 0
      && self->cell_x >= x && self->cell_x < x + width && self->cell_y >= y
      && self->cell_y < y + height)
    schedule_rebuild (self);
}

static void
floors_changed (TwInspector *self)
{
  if (self->subject == TW_INSPECTOR_FLOOR || self->subject == TW_INSPECTOR_CELL
      || self->subject == TW_INSPECTOR_HERO)
    schedule_rebuild (self);
}

static void
show (TwInspector *self, TwInspectorSubject subject, TwDocument *document, const char *id)
{
  if (g_set_object (&self->document, document))
    g_signal_group_set_target (self->document_signals, document);
  self->subject = document != NULL ? subject : TW_INSPECTOR_NOTHING;
  char *copy = g_strdup (id);
  g_free (self->subject_id);
  self->subject_id = copy;
  tw_inspector_set_picking_route (self, FALSE);
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBJECT_ID]);
}

/* Public API */

GtkWidget *
tw_inspector_new (void)
{
  return g_object_new (TW_TYPE_INSPECTOR, NULL);
}

void
tw_inspector_show_nothing (TwInspector *self)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  show (self, TW_INSPECTOR_NOTHING, NULL, NULL);
}

void
tw_inspector_show_cell (TwInspector *self, TwDocument *document, const char *floor_id, int x, int y)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (TW_IS_DOCUMENT (document));
  g_return_if_fail (floor_id != NULL);
  self->cell_x = x;
  self->cell_y = y;
  show (self, TW_INSPECTOR_CELL, document, floor_id);
}

void
tw_inspector_show_enemy (TwInspector *self, TwDocument *document, const char *enemy_id)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (TW_IS_DOCUMENT (document));
  g_return_if_fail (enemy_id != NULL);
  show (self, TW_INSPECTOR_ENEMY, document, enemy_id);
}

void
tw_inspector_show_item (TwInspector *self, TwDocument *document, const char *item_id)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (TW_IS_DOCUMENT (document));
  g_return_if_fail (item_id != NULL);
  show (self, TW_INSPECTOR_ITEM, document, item_id);
}

void
tw_inspector_show_floor (TwInspector *self, TwDocument *document, const char *floor_id)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (TW_IS_DOCUMENT (document));
  g_return_if_fail (floor_id != NULL);
  show (self, TW_INSPECTOR_FLOOR, document, floor_id);
}

void
tw_inspector_show_hero (TwInspector *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (TW_IS_DOCUMENT (document));
  show (self, TW_INSPECTOR_HERO, document, NULL);
}

TwInspectorSubject
tw_inspector_get_subject (TwInspector *self)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), TW_INSPECTOR_NOTHING);
  return self->subject;
}

const char *
tw_inspector_get_subject_id (TwInspector *self)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), NULL);
  return self->subject_id;
}

TwDocument *
tw_inspector_get_document (TwInspector *self)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), NULL);
  return self->document;
}

static gboolean
field_matches (Field *field, const char *name)
{
  gsize n = strlen (name);
  const char *own = field->name;
  return strcmp (own, name) == 0
         || (strncmp (own, name, n) == 0 && (own[n] == '/' || own[n] == '-'))
         || (field->kind == FIELD_ROUTE && strcmp (name, "actArgs") == 0);
}

gboolean
tw_inspector_focus_field (TwInspector *self, const char *field)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), FALSE);
  g_return_val_if_fail (field != NULL, FALSE);

  /* The page must be current to find the field. */
  if (self->rebuild_idle != 0)
    rebuild (self);
  else if (self->args_idle != 0)
    {
      g_clear_handle_id (&self->args_idle, g_source_remove);
      args_idle (self);
    }
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *candidate = g_ptr_array_index (self->fields, i);
      if (field_matches (candidate, field) && gtk_widget_get_sensitive (candidate->editor))
        return gtk_widget_grab_focus (candidate->editor);
    }
  return FALSE;
}

gboolean
tw_inspector_add_route_cell (TwInspector *self, int x, int y)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), FALSE);

  if (self->subject != TW_INSPECTOR_ENEMY || self->document == NULL || x < 0 || y < 0)
    return FALSE;
  g_autoptr (GError) error = NULL;
  gboolean ok = route_append (self, x, y, &error);
  Field *field = route_field (self);
  if (!ok && field != NULL)
    field_show_message (field, error->message);
  return ok;
}

gboolean
tw_inspector_get_picking_route (TwInspector *self)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), FALSE);
  return self->picking_route;
}

void
tw_inspector_set_picking_route (TwInspector *self, gboolean picking)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));

  picking = picking && self->subject == TW_INSPECTOR_ENEMY;
  if (self->picking_route == picking)
    return;
  self->picking_route = picking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICKING_ROUTE]);
}

/* GObject */

static void
tw_inspector_dispose (GObject *object)
{
  TwInspector *self = TW_INSPECTOR (object);

  self->loading = TRUE; /* entries losing the focus as they go write nothing */
  g_clear_handle_id (&self->rebuild_idle, g_source_remove);
  g_clear_handle_id (&self->args_idle, g_source_remove);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), TW_TYPE_INSPECTOR);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tw_inspector_parent_class)->dispose (object);
}

static void
tw_inspector_finalize (GObject *object)
{
  TwInspector *self = TW_INSPECTOR (object);

  g_free (self->subject_id);
  g_free (self->built_shape);
  g_clear_object (&self->labels);
  g_ptr_array_unref (self->fields);
  G_OBJECT_CLASS (tw_inspector_parent_class)->finalize (object);
}

static void
tw_inspector_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwInspector *self = TW_INSPECTOR (object);

  switch (prop_id)
    {
    case PROP_SUBJECT_ID:
      g_value_set_string (value, self->subject_id);
      break;
    case PROP_PICKING_ROUTE:
      g_value_set_boolean (value, self->picking_route);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_inspector_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TwInspector *self = TW_INSPECTOR (object);

  switch (prop_id)
    {
    case PROP_PICKING_ROUTE:
      tw_inspector_set_picking_route (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_inspector_class_init (TwInspectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_inspector_dispose;
  object_class->finalize = tw_inspector_finalize;
  object_class->get_property = tw_inspector_get_property;
  object_class->set_property = tw_inspector_set_property;

  properties[PROP_SUBJECT_ID]
      = g_param_spec_string ("subject-id", NULL, NULL, NULL,
                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PICKING_ROUTE]
      = g_param_spec_boolean ("picking-route", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-inspector.ui");
  gtk_widget_class_bind_template_child (widget_class, TwInspector, content);
  gtk_widget_class_bind_template_child (widget_class, TwInspector, stack);
  gtk_widget_class_bind_template_child (widget_class, TwInspector, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TwInspector, title_label);

  gtk_widget_class_install_property_action (widget_class, "inspector.pick-route", "picking-route");
  gtk_widget_class_install_action (widget_class, "inspector.show-definition", NULL,
                                   show_definition_activated);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twinspector");
}

static void
tw_inspector_init (TwInspector *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->fields = g_ptr_array_new ();
  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (entity_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (cells_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (floors_changed), self);
  rebuild (self);
}
