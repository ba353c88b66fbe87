/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-event-editor.c: one event command's form and JSON (see tw-event-editor.h).
 * The members of each form follow mota-js 2.x libs/events.js `_action_*`. */
#include "ui/tw-event-editor.h"

#include <stdlib.h>
#include <string.h>

#include "editor/tw-event-summary.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

typedef enum
{
  MEMBER_TEXT,   /* a string (an expression or a text) */
  MEMBER_LOC,    /* "x,y" written as [x, y] */
  MEMBER_NUMBER, /* a whole number when it reads as one, else a string */
  MEMBER_BOOL,   /* "true" or "false" */
  MEMBER_CHOICE, /* one of `choices` ("" leaves it out), a drop-down */
} MemberKind;

typedef struct
{
  const char *member, *label, *tooltip;
  MemberKind kind;
  const char *const *choices; /* MEMBER_CHOICE */
} Member;

static const char *const operators[]
    = { "", "=", "+=", "-=", "*=", "/=", "//=", "%=", "**=", "min=", "max=", NULL };
static const char *const directions[] = { "", "up", "down", "left", "right", NULL };
static const char *const stair_names[]
    = { "", "upFloor", "downFloor", ":symmetry", ":symmetry_x", ":symmetry_y", NULL };

typedef struct
{
  const char *type;
  Member members[5];
} FormSpec;

/* clang-format off */
#define LOC { "loc", N_("cell"), N_("x,y; empty: the event's own cell"), MEMBER_LOC, NULL }
#define FLOOR { "floorId", N_("floor"), N_("The floor; empty: the current one"), MEMBER_TEXT, NULL }
/* clang-format on */

static const FormSpec forms[] = {
  { "text", { { "text", N_("text"), N_("What is shown"), MEMBER_TEXT } } },
  { "setValue",
    { { "name", N_("name"), N_("status:atk, item:yellowKey, flag:door, switch:A, global:x"), MEMBER_TEXT },
      { "operator", N_("operator"), N_("How the value is applied (empty: =)"), MEMBER_CHOICE, operators },
      { "value", N_("value"), N_("A number or an expression (flag:door+1)"), MEMBER_TEXT } } },
  { "addValue",
    { { "name", N_("name"), N_("status:atk, item:yellowKey, flag:door"), MEMBER_TEXT },
      { "value", N_("value"), N_("A number or an expression"), MEMBER_TEXT } } },
  { "hide",
    { LOC, FLOOR, { "remove", N_("remove"), N_("true: remove the block for good"), MEMBER_BOOL } } },
  { "show", { LOC, FLOOR } },
  { "remove", { LOC, FLOOR } },
  { "openDoor", { LOC, FLOOR } },
  { "closeDoor", { LOC, FLOOR, { "id", N_("door"), N_("The door's id"), MEMBER_TEXT } } },
  { "changeFloor",
    { { "floorId", N_("floor"), N_("A floor id, :before or :next"), MEMBER_TEXT },
      { "stair", N_("stair"), N_("A stair of the floor; empty: the cell below"), MEMBER_CHOICE,
        stair_names },
      LOC,
      { "direction", N_("direction"), N_("The way the hero faces (empty: unchanged)"), MEMBER_CHOICE,
        directions } } },
  { "battle", { { "id", N_("enemy"), N_("An enemy id (or give its cell)"), MEMBER_TEXT }, LOC } },
  { "setBlock", { { "number", N_("tile"), N_("The tile's number or id"), MEMBER_NUMBER }, LOC, FLOOR } },
  { "if",
    { { "condition", N_("condition"), N_("flag:door>=2, status:hp>100 && item:yellowKey>0"),
        MEMBER_TEXT } } },
  { "while", { { "condition", N_("condition"), N_("Repeats while it holds"), MEMBER_TEXT } } },
  { "choices", { { "text", N_("question"), N_("What is asked"), MEMBER_TEXT } } },
  { "openShop", { { "id", N_("shop"), N_("The shop's id (data.main.shops)"), MEMBER_TEXT } } },
  { "win", { { "reason", N_("reason"), N_("The ending's name"), MEMBER_TEXT } } },
  { "lose", { { "reason", N_("reason"), N_("The ending's name"), MEMBER_TEXT } } },
};

typedef struct
{
  GtkWindow *window;
  json_t *original;
  const FormSpec *form;
  GPtrArray *entries; /* GtkEntry, one per member of the form */
  GPtrArray *initial; /* char*: each entry's first text */
  GtkNotebook *pages;
  GtkTextView *json;
  GtkLabel *error;
  TwEventEditorApply apply;
  gpointer user_data;
  GDestroyNotify destroy;
} Editor;

static void
editor_free (gpointer data)
{
  Editor *e = data;
  json_decref (e->original);
  g_ptr_array_unref (e->entries);
  g_ptr_array_unref (e->initial);
  if (e->destroy)
    e->destroy (e->user_data);
  g_free (e);
}

static const FormSpec *
form_for (const char *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    if (strcmp (forms[i].type, type) == 0)
      return &forms[i];
  return NULL;
}

/* A member as the form shows it. */
static char *
member_text (json_t *command, const Member *m)
{
  json_t *value = json_is_string (command) && strcmp (m->member, "text") == 0
                      ? command
                      : json_object_get (command, m->member);
  if (value == NULL)
    return g_strdup ("");
  if (json_is_string (value))
    return g_strdup (json_string_value (value));
  if (m->kind == MEMBER_LOC && json_is_array (value) && json_array_size (value) == 2
      && json_is_integer (json_array_get (value, 0)))
    return g_strdup_printf ("%" JSON_INTEGER_FORMAT ",%" JSON_INTEGER_FORMAT,
                            json_integer_value (json_array_get (value, 0)),
                            json_integer_value (json_array_get (value, 1)));
  return json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
}

/* The member's value from its text; NULL with @error for a bad one. */
static json_t *
member_value (const Member *m, const char *text, GError **error)
{
  char *end;
  switch (m->kind)
    {
    case MEMBER_LOC:
      {
        int x, y;
        char extra;
        if (sscanf (text, "%d , %d %c", &x, &y, &extra) != 2 || x < 0 || y < 0)
          {
            g_set_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID,
                         _("The %s must be two whole numbers, x,y."), _(m->label));
            return NULL;
          }
        return json_pack ("[i,i]", x, y);
      }
    case MEMBER_NUMBER:
      {
        long long n = strtoll (text, &end, 10);
        return *end == '\0' ? json_integer (n) : json_string (text);
      }
    case MEMBER_BOOL:
      if (strcmp (text, "true") == 0 || strcmp (text, "false") == 0)
        return json_boolean (text[0] == 't');
      g_set_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID,
                   _("The %s must be true or false."), _(m->label));
      return NULL;
    case MEMBER_CHOICE:
    case MEMBER_TEXT:
    default:
      return json_string (text);
    }
}

/* What an editor of the form holds: an entry's text, a drop-down's item. */
static const char *
editor_text (GtkWidget *editor)
{
  if (GTK_IS_DROP_DOWN (editor))
    {
      GtkStringObject *item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (editor));
      return item ? gtk_string_object_get_string (item) : "";
    }
  return gtk_editable_get_text (GTK_EDITABLE (editor));
}

/* The form's command: the original with the members whose text changed. */
static json_t *
form_command (Editor *e, GError **error)
{
  json_t *command = json_deep_copy (e->original);
  for (guint i = 0; i < e->entries->len; i++)
    {
      const Member *m = &e->form->members[i];
      const char *text = editor_text (g_ptr_array_index (e->entries, i));
      if (strcmp (text, g_ptr_array_index (e->initial, i)) == 0)
        continue;
      if (json_is_string (command)) /* a plain string is a text command */
        {
          json_decref (command);
          command = json_string (text);
          continue;
        }
      if (*text == '\0')
        {
          json_object_del (command, m->member);
          continue;
        }
      json_t *value = member_value (m, text, error);
      if (value == NULL)
        {
          json_decref (command);
          return NULL;
        }
      json_object_set_new (command, m->member, value);
    }
  return command;
}

static json_t *
json_page_command (Editor *e, GError **error)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (e->json);
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_autofree char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  json_error_t jerror;
  json_t *command = json_loads (text, JSON_DECODE_ANY, &jerror);
  if (command == NULL)
    g_set_error (error, TW_DOCUMENT_ERROR, TW_DOCUMENT_ERROR_INVALID, _("Line %d, column %d: %s"),
                 jerror.line, jerror.column, jerror.text);
  return command;
}

static gboolean
json_page_shown (Editor *e)
{
  return gtk_notebook_get_current_page (e->pages)
         == gtk_notebook_page_num (e->pages, gtk_widget_get_parent (GTK_WIDGET (e->json)));
}

static void
set_json_text (Editor *e, json_t *command)
{
  g_autofree char *text = json_dumps (command, JSON_INDENT (2) | JSON_ENCODE_ANY);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (e->json), text ? text : "", -1);
}

/* Going to the JSON page shows what the form holds now. */
static void
switch_page (GtkNotebook *pages, GtkWidget *page, guint number, Editor *e)
{
  if (e->form == NULL || page != gtk_widget_get_parent (GTK_WIDGET (e->json)))
    return;
  g_autoptr (GError) error = NULL;
  json_t *command = form_command (e, &error);
  if (command != NULL)
    {
      set_json_text (e, command);
      json_decref (command);
    }
}

static void
apply_clicked (GtkButton *button, Editor *e)
{
  g_autoptr (GError) error = NULL;
  json_t *command = json_page_shown (e) ? json_page_command (e, &error) : form_command (e, &error);
  if (command != NULL && !json_equal (command, e->original))
    {
      if (!e->apply (command, e->user_data, &error))
        g_clear_pointer (&command, json_decref);
    }
  if (command == NULL)
    {
      gtk_label_set_text (e->error, error ? error->message : _("The command cannot be written."));
      gtk_widget_set_visible (GTK_WIDGET (e->error), TRUE);
      return;
    }
  json_decref (command);
  gtk_window_destroy (e->window);
}

static void
cancel_clicked (GtkButton *button, Editor *e)
{
  gtk_window_destroy (e->window);
}

static void apply_clicked (GtkButton *button, Editor *e);

/* Enter in a field applies, as the Apply button does. */
static void
entry_activated (Editor *e)
{
  apply_clicked (NULL, e);
}

/* A drop-down of the member's choices, with a value outside them kept as one more. */
static GtkWidget *
choice_editor (const Member *m, const char *text)
{
  GtkStringList *list = gtk_string_list_new ((const char *const *)m->choices);
  guint selected = 0, n = 0;
  for (; m->choices[n]; n++)
    if (strcmp (m->choices[n], text) == 0)
      selected = n;
  if (*text != '\0' && !g_strv_contains (m->choices, text))
    {
      gtk_string_list_append (list, text);
      selected = n;
    }
  GtkWidget *drop = gtk_drop_down_new (G_LIST_MODEL (list), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), selected);
  return drop;
}

static GtkWidget *
build_form (Editor *e)
{
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  g_object_set (grid, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12,
                NULL);
  for (guint i = 0; i < G_N_ELEMENTS (e->form->members) && e->form->members[i].member; i++)
    {
      const Member *m = &e->form->members[i];
      GtkWidget *label = gtk_label_new (_(m->label));
      gtk_label_set_xalign (GTK_LABEL (label), 1);
      g_autofree char *name = g_strdup_printf ("event-field:%s", m->member);
      g_autofree char *text = member_text (e->original, m);
      GtkWidget *entry = m->kind == MEMBER_CHOICE ? choice_editor (m, text) : gtk_entry_new ();
      gtk_widget_set_name (entry, name);
      gtk_widget_set_hexpand (entry, TRUE);
      gtk_widget_set_tooltip_text (entry, _(m->tooltip));
      /* The label beside it is only placed there: read the field by it. */
      tw_a11y_set_name (entry, _(m->label));
      if (GTK_IS_ENTRY (entry))
        {
          gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _(m->tooltip));
          gtk_editable_set_text (GTK_EDITABLE (entry), text);
          g_signal_connect_swapped (entry, "activate", G_CALLBACK (entry_activated), e);
        }
      gtk_grid_attach (GTK_GRID (grid), label, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), entry, 1, i, 1, 1);
      g_ptr_array_add (e->entries, entry);
      g_ptr_array_add (e->initial, g_steal_pointer (&text));
    }
  return grid;
}

void
tw_event_editor_close_on_escape (GtkWindow *window)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys), gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                        gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

GtkWindow *
tw_event_editor_open (GtkWidget *parent, TwDocument *document, json_t *command,
                      TwEventEditorApply apply, gpointer user_data, GDestroyNotify destroy)
{
  Editor *e = g_new0 (Editor, 1);
  e->original = json_deep_copy (command);
  e->form = form_for (tw_event_command_type (command));
  e->entries = g_ptr_array_new ();
  e->initial = g_ptr_array_new_with_free_func (g_free);
  e->apply = apply;
  e->user_data = user_data;
  e->destroy = destroy;
  (void)document;

  e->window = GTK_WINDOW (gtk_window_new ());
  gtk_widget_set_name (GTK_WIDGET (e->window), "event-editor");
  g_autofree char *title = g_strdup_printf (_("Edit %s"), tw_event_command_type (command));
  gtk_window_set_title (e->window, title);
  gtk_window_set_modal (e->window, TRUE);
  gtk_window_set_default_size (e->window, 460, 360);
  GtkRoot *root = parent ? gtk_widget_get_root (parent) : NULL;
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (e->window, GTK_WINDOW (root));
  g_object_set_data_full (G_OBJECT (e->window), "tw-event-editor", e, editor_free);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_object_set (box, "margin-start", 8, "margin-end", 8, "margin-top", 8, "margin-bottom", 8, NULL);
  e->pages = GTK_NOTEBOOK (gtk_notebook_new ());
  gtk_widget_set_name (GTK_WIDGET (e->pages), "event-pages");
  gtk_widget_set_vexpand (GTK_WIDGET (e->pages), TRUE);
  if (e->form != NULL)
    gtk_notebook_append_page (e->pages, build_form (e), gtk_label_new (_("Form")));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  e->json = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_widget_set_name (GTK_WIDGET (e->json), "event-json");
  gtk_text_view_set_monospace (e->json, TRUE);
  tw_a11y_set_name (GTK_WIDGET (e->json), _("The command as JSON"));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (e->json));
  set_json_text (e, command);
  gtk_notebook_append_page (e->pages, scroll, gtk_label_new (_("JSON")));
  g_signal_connect (e->pages, "switch-page", G_CALLBACK (switch_page), e);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (e->pages));

  e->error = GTK_LABEL (gtk_label_new (""));
  gtk_widget_set_name (GTK_WIDGET (e->error), "event-editor-error");
  gtk_widget_add_css_class (GTK_WIDGET (e->error), "error");
  gtk_label_set_xalign (e->error, 0);
  gtk_label_set_wrap (e->error, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (e->error), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (e->error));

  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_name (cancel, "event-editor-cancel");
  GtkWidget *ok = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_set_name (ok, "event-editor-apply");
  gtk_widget_set_tooltip_text (ok, _("Write the command (one undo step)"));
  gtk_widget_add_css_class (ok, "suggested-action");
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked), e);
  g_signal_connect (ok, "clicked", G_CALLBACK (apply_clicked), e);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), ok);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_child (e->window, box);
  gtk_window_set_default_widget (e->window, ok);
  tw_event_editor_close_on_escape (e->window);
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (e->window));
  gtk_window_present (e->window);
  return e->window;
}
