/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-events.c: the event sections of the cell and floor pages:
 * a cell's hooks (events, afterBattle, afterGetItem, afterOpenDoor,
 * autoEvent) and a floor's own (firstArrive, eachArrive) as command lists
 * (tw-event-list.c), its stairs as a form (tw-stairs-form.c), anything
 * else keyed by the cell as JSON (docs/rules.md §11). */
#include "ui/tw-inspector-private.h"

#include <string.h>

#include "editor/tw-event-summary.h"
#include "ui/tw-a11y.h"
#include "ui/tw-event-list.h"
#include "ui/tw-stairs-form.h"
#include "editor/tw-i18n.h"

/* The hooks keyed by "x,y" whose entries are command lists. */
static const char *const cell_hooks[]
    = { "events", "afterBattle", "afterGetItem", "afterOpenDoor", NULL };

/* A JSON Pointer token: "~" and "/" escaped (RFC 6901). */
static char *
escape (const char *token)
{
  GString *out = g_string_new (NULL);
  for (const char *p = token; *p; p++)
    if (*p == '~')
      g_string_append (out, "~0");
    else if (*p == '/')
      g_string_append (out, "~1");
    else
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static char *
floor_pointer (TwInspector *self, const char *member)
{
  g_autofree char *floor = escape (self->subject_id);
  return g_strdup_printf ("/floors/%s/%s", floor, member);
}

static void
append_list (GtkBox *box, TwInspector *self, const char *pointer, const char *title)
{
  GtkWidget *list = tw_event_list_new (self->document, pointer, title);
  gtk_widget_set_margin_bottom (list, 8);
  gtk_box_append (box, list);
}

/* An entry that is not a command list: its JSON, as before. */
static void
append_json (GtkBox *box, const char *member, json_t *entry)
{
  g_autofree char *text = json_dumps (entry, JSON_INDENT (1) | JSON_ENCODE_ANY);
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
  gtk_box_append (box, heading);
  gtk_box_append (box, body);
}

/* Enter writes the condition (one undo step); an empty one is refused. */
static void
condition_activated (GtkEntry *entry, TwInspector *self)
{
  const char *pointer = g_object_get_data (G_OBJECT (entry), "pointer");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  if (*text == '\0')
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  json_t *value = json_string (text);
  if (!json_equal (value, tw_document_get_path (self->document, pointer)))
    tw_document_set_field (self->document, pointer, value, NULL);
  json_decref (value);
}

/* An autoEvent's condition: the expression checked after every frame (§11.2). */
static void
append_condition (GtkBox *box, TwInspector *self, const char *member, json_t *condition)
{
  g_autofree char *pointer = floor_pointer (self, member);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (_("when"));
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *name = g_strdup_printf ("event-condition:%s", member);
  gtk_widget_set_name (entry, name);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_widget_set_tooltip_text (entry, _("The condition that runs this autoEvent; Enter writes it"));
  tw_a11y_set_name (entry, _("when"));
  if (json_is_string (condition))
    gtk_editable_set_text (GTK_EDITABLE (entry), json_string_value (condition));
  else
    gtk_widget_set_sensitive (entry, FALSE); /* code or another value: the JSON keeps it */
  g_object_set_data_full (G_OBJECT (entry), "pointer", g_steal_pointer (&pointer), g_free);
  g_signal_connect (entry, "activate", G_CALLBACK (condition_activated), self);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), entry);
  gtk_widget_set_margin_bottom (row, 8);
  gtk_box_append (box, row);
}

/* autoEvent "x,y": {"0": {condition, data, ...}, ...}: one list per index. */
static void
append_auto_events (GtkBox *box, TwInspector *self, const char *cell, json_t *entry)
{
  const char *index;
  json_t *one;
  json_object_foreach (entry, index, one)
  {
    const char *suffix;
    if (tw_event_entry_list (one, &suffix) == NULL)
      continue;
    g_autofree char *member = g_strdup_printf ("autoEvent/%s/%s/data", cell, index);
    g_autofree char *pointer = floor_pointer (self, member);
    g_autofree char *title = g_strdup_printf (_("autoEvent %s"), index);
    append_list (box, self, pointer, title);
    g_autofree char *condition_member = g_strdup_printf ("autoEvent/%s/%s/condition", cell, index);
    append_condition (box, self, condition_member, json_object_get (one, "condition"));
  }
}

void
tw_inspector_build_cell_events (TwInspector *self, GtkBox *page)
{
  GtkBox *box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  g_autofree char *cell = g_strdup_printf ("%d,%d", self->cell_x, self->cell_y);
  json_t *floor = tw_document_get_floor (self->document, self->subject_id);
  const char *member;
  json_t *entries;
  gboolean has_events = FALSE;

  gtk_widget_set_name (GTK_WIDGET (box), "cell-events");
  gtk_box_append (page, GTK_WIDGET (box));
  json_object_foreach (floor, member, entries)
  {
    json_t *entry = json_is_object (entries) ? json_object_get (entries, cell) : NULL;
    const char *suffix;
    if (entry == NULL || json_is_null (entry))
      continue;
    if (strcmp (member, "changeFloor") == 0 && json_is_object (entry))
      gtk_box_append (
          box, tw_stairs_form_new (self->document, self->subject_id, self->cell_x, self->cell_y));
    else if (strcmp (member, "autoEvent") == 0 && json_is_object (entry))
      append_auto_events (box, self, cell, entry);
    else if (g_strv_contains (cell_hooks, member) && tw_event_entry_list (entry, &suffix) != NULL)
      {
        g_autofree char *relative = g_strdup_printf ("%s/%s%s", member, cell, suffix);
        g_autofree char *pointer = floor_pointer (self, relative);
        append_list (box, self, pointer, member);
        has_events = has_events || strcmp (member, "events") == 0;
      }
    else
      append_json (box, member, entry);
  }
  /* A cell without events: an empty list, so that the first command can be added. */
  if (!has_events && json_object_get (json_object_get (floor, "events"), cell) == NULL)
    {
      g_autofree char *relative = g_strdup_printf ("events/%s", cell);
      g_autofree char *pointer = floor_pointer (self, relative);
      append_list (box, self, pointer, "events");
    }
  if (json_object_get (json_object_get (floor, "changeFloor"), cell) == NULL)
    gtk_box_append (box, tw_stairs_form_add_button (self->document, self->subject_id, self->cell_x,
                                                    self->cell_y));
}

void
tw_inspector_build_floor_events (TwInspector *self, GtkBox *page)
{
  static const char *const floor_hooks[] = { "firstArrive", "eachArrive", NULL };
  GtkBox *box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  gtk_widget_set_name (GTK_WIDGET (box), "floor-events");
  gtk_box_append (page, GTK_WIDGET (box));
  for (guint i = 0; floor_hooks[i]; i++)
    {
      g_autofree char *pointer = floor_pointer (self, floor_hooks[i]);
      append_list (box, self, pointer, floor_hooks[i]);
    }
}
