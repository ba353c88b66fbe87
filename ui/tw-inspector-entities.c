/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector-entities.c: the inspector's commands on whole enemies and
 * items (new, duplicate, rename, delete) and on which page it shows (hero
 * start, tower values, floor). Each command asks in a small dialog and is
 * then one call of the document (editor/tw-document-references.c), so one
 * undo step; a refusal (an id taken) stays in the dialog with its reason. */
#include "ui/tw-inspector-private.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

#include <string.h>

typedef enum
{
  COMMAND_NEW_ENEMY,
  COMMAND_NEW_ITEM,
  COMMAND_DUPLICATE,
  COMMAND_RENAME,
  COMMAND_DELETE,
} Command;

typedef struct
{
  TwInspector *self;
  Command command;
  char *id; /* the subject it acts on */
  GtkEntry *entry;
  GtkLabel *message;
} Prompt;

static void
prompt_free (gpointer data)
{
  Prompt *prompt = data;
  g_free (prompt->id);
  g_free (prompt);
}

static gboolean
subject_is_definition (TwInspector *self)
{
  return self->subject == TW_INSPECTOR_ENEMY || self->subject == TW_INSPECTOR_ITEM;
}

/* A free id from base: base2, base3, ... */
static char *
free_id (TwDocument *document, const char *base)
{
  for (int n = 2;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s%d", base, n);
      if (tw_document_get_enemy (document, id) == NULL
          && tw_document_get_item (document, id) == NULL
          && tw_document_find_tile (document, id) < 0)
        return g_steal_pointer (&id);
    }
}

static gboolean
run_command (Prompt *prompt, const char *new_id, GError **error)
{
  TwInspector *self = prompt->self;
  g_autoptr (TwDocument) document = g_object_ref (self->document);
  gboolean ok = FALSE;
  switch (prompt->command)
    {
    case COMMAND_NEW_ENEMY:
    case COMMAND_NEW_ITEM:
      ok = tw_document_add_placeable (document, prompt->command == COMMAND_NEW_ITEM, new_id, error);
      break;
    case COMMAND_DUPLICATE:
      ok = tw_document_duplicate_entity (document, prompt->id, new_id, error);
      break;
    case COMMAND_RENAME:
      ok = tw_document_get_item (document, prompt->id)
               ? tw_document_rename_item (document, prompt->id, new_id, error)
               : tw_document_rename_enemy (document, prompt->id, new_id, error);
      break;
    case COMMAND_DELETE:
      ok = tw_document_delete_entity (document, prompt->id, error);
      if (ok)
        tw_inspector_show_document (self, document);
      return ok;
    }
  if (!ok)
    return FALSE;
  if (tw_document_get_item (document, new_id))
    tw_inspector_show_item (self, document, new_id);
  else
    tw_inspector_show_enemy (self, document, new_id);
  return TRUE;
}

static void
prompt_accept (Prompt *prompt)
{
  g_autofree char *new_id = NULL;
  if (prompt->entry != NULL)
    new_id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (prompt->entry))));
  g_autoptr (GError) error = NULL;
  GtkWidget *dialog = prompt->self->dialog;
  if (run_command (prompt, new_id, &error))
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      return;
    }
  gtk_label_set_text (prompt->message, error->message);
  gtk_widget_set_visible (GTK_WIDGET (prompt->message), TRUE);
}

static void
dialog_destroyed (GtkWidget *dialog, TwInspector *self)
{
  if (self->dialog == dialog)
    self->dialog = NULL;
}

static GtkWidget *
dialog_label (const char *text, const char *name)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  if (name)
    gtk_widget_set_name (label, name);
  return label;
}

/* What a rename leaves as it is, listed before the designer confirms. */
static void
add_unreachable (TwInspector *self, GtkBox *box, const char *id)
{
  g_auto (GStrv) paths = tw_document_dup_unrenamable_references (self->document, id);
  if (paths == NULL || paths[0] == NULL)
    return;
  gtk_box_append (box, dialog_label (_("These mention the id inside JavaScript or prose and will "
                                     "not be updated; change them by hand:"),
                                     NULL));
  g_autoptr (GString) list = g_string_new (NULL);
  for (guint i = 0; paths[i]; i++)
    g_string_append_printf (list, "%s%s", i ? "\n" : "", paths[i]);
  GtkWidget *label = dialog_label (list->str, "entity-unreachable");
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "monospace");
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 160);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_box_append (box, scrolled);
}

static void
open_prompt (TwInspector *self, Command command, const char *title, const char *text,
             const char *suggestion, const char *ok_label)
{
  if (self->document == NULL)
    return;
  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));
  Prompt *prompt = g_new0 (Prompt, 1);
  prompt->self = self;
  prompt->command = command;
  prompt->id = g_strdup (self->subject_id);

  GtkWidget *dialog = gtk_window_new ();
  gtk_widget_set_name (dialog, "entity-dialog");
  gtk_window_set_title (GTK_WINDOW (dialog), title);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_resizable (GTK_WINDOW (dialog), FALSE);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
  g_object_set_data_full (G_OBJECT (dialog), "prompt", prompt, prompt_free);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  GtkWidget *question = dialog_label (text, NULL);
  gtk_box_append (GTK_BOX (box), question);
  if (command == COMMAND_RENAME)
    add_unreachable (self, GTK_BOX (box), self->subject_id);
  if (suggestion != NULL)
    {
      GtkWidget *entry = gtk_entry_new ();
      gtk_widget_set_name (entry, "entity-id");
      gtk_editable_set_text (GTK_EDITABLE (entry), suggestion);
      gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
      /* Read the id field by the question above it. */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      question, NULL, -1);
      gtk_box_append (GTK_BOX (box), entry);
      prompt->entry = GTK_ENTRY (entry);
    }
  GtkWidget *message = dialog_label (NULL, "entity-message");
  gtk_widget_add_css_class (message, "error");
  gtk_widget_set_visible (message, FALSE);
  gtk_box_append (GTK_BOX (box), message);
  prompt->message = GTK_LABEL (message);

  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_name (cancel, "entity-cancel");
  GtkWidget *ok = gtk_button_new_with_mnemonic (ok_label);
  gtk_widget_set_name (ok, "entity-ok");
  gtk_widget_add_css_class (ok,
                            command == COMMAND_DELETE ? "destructive-action" : "suggested-action");
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), ok);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_child (GTK_WINDOW (dialog), box);
  gtk_window_set_default_widget (GTK_WINDOW (dialog), ok);
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Delete" read as "Delete" */

  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), dialog);
  g_signal_connect_swapped (ok, "clicked", G_CALLBACK (prompt_accept), prompt);
  g_signal_connect (dialog, "destroy", G_CALLBACK (dialog_destroyed), self);
  self->dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  if (prompt->entry != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (prompt->entry));
}

static const char *
kind_word (TwInspector *self)
{
  return self->subject == TW_INSPECTOR_ITEM ? _("item") : _("enemy");
}

static void
entity_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwInspector *self = TW_INSPECTOR (widget);
  const char *verb = strchr (action_name, '.') + 1;
  if (strcmp (verb, "new-enemy") == 0 || strcmp (verb, "new-item") == 0)
    {
      gboolean item = strcmp (verb, "new-item") == 0;
      g_autofree char *suggestion = free_id (self->document, item ? "item" : "enemy");
      open_prompt (self, item ? COMMAND_NEW_ITEM : COMMAND_NEW_ENEMY,
                   item ? _("New Item") : _("New Enemy"),
                   item ? _("The new item's id (letters, digits and '_'). It gets a tile of its own, "
                          "ready to place.")
                        : _("The new enemy's id (letters, digits and '_'). It gets a tile of its "
                          "own, ready to place."),
                   suggestion, _("_Add"));
      return;
    }
  if (!subject_is_definition (self))
    return;
  if (strcmp (verb, "duplicate") == 0)
    {
      g_autofree char *suggestion = free_id (self->document, self->subject_id);
      g_autofree char *text
          = g_strdup_printf (_("The id of the copy of %s '%s':"), kind_word (self), self->subject_id);
      open_prompt (self, COMMAND_DUPLICATE, _("Duplicate"), text, suggestion, _("_Duplicate"));
    }
  else if (strcmp (verb, "rename") == 0)
    {
      g_autofree char *text = g_strdup_printf (
          _("The new id of %s '%s'. Its tiles, icons, door keys, events, floor hooks and shops "
          "are updated in the same step."),
          kind_word (self), self->subject_id);
      open_prompt (self, COMMAND_RENAME, _("Rename"), text, self->subject_id, _("_Rename"));
    }
  else if (strcmp (verb, "delete") == 0)
    {
      guint n_floors = 0;
      guint placed = tw_document_count_placements (self->document, self->subject_id, &n_floors);
      g_autofree char *text
          = placed == 0 ? g_strdup_printf (_("Delete %s '%s'? It is not placed on any floor."),
                                           kind_word (self), self->subject_id)
                        : g_strdup_printf (_("Delete %s '%s'? It is placed on %u cells of %u floors; "
                                           "those cells are cleared too."),
                                           kind_word (self), self->subject_id, placed, n_floors);
      open_prompt (self, COMMAND_DELETE, _("Delete"), text, NULL, _("_Delete"));
    }
}

static void
show_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TwInspector *self = TW_INSPECTOR (widget);
  g_autoptr (TwDocument) document = self->document ? g_object_ref (self->document) : NULL;
  if (document == NULL)
    return;
  if (strcmp (action_name, "inspector.show-hero") == 0)
    tw_inspector_show_hero (self, document);
  else if (strcmp (action_name, "inspector.show-values") == 0)
    tw_inspector_show_values (self, document);
  else if (self->subject == TW_INSPECTOR_CELL && self->subject_id != NULL)
    {
      g_autofree char *floor_id = g_strdup (self->subject_id);
      tw_inspector_show_floor (self, document, floor_id);
    }
}

void
tw_inspector_entities_install_actions (GtkWidgetClass *widget_class)
{
  const char *const entity_actions[]
      = { "inspector.new-enemy", "inspector.new-item", "inspector.duplicate", "inspector.rename",
          "inspector.delete" };
  for (guint i = 0; i < G_N_ELEMENTS (entity_actions); i++)
    gtk_widget_class_install_action (widget_class, entity_actions[i], NULL, entity_action);
  const char *const show_actions[]
      = { "inspector.show-hero", "inspector.show-values", "inspector.show-floor" };
  for (guint i = 0; i < G_N_ELEMENTS (show_actions); i++)
    gtk_widget_class_install_action (widget_class, show_actions[i], NULL, show_action);
}

void
tw_inspector_entities_update_actions (TwInspector *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean open = self->document != NULL;
  gboolean definition = open && subject_is_definition (self);
  gtk_widget_action_set_enabled (widget, "inspector.new-enemy", open);
  gtk_widget_action_set_enabled (widget, "inspector.new-item", open);
  gtk_widget_action_set_enabled (widget, "inspector.show-hero", open);
  gtk_widget_action_set_enabled (widget, "inspector.show-values", open);
  gtk_widget_action_set_enabled (widget, "inspector.show-floor",
                                 open && self->subject == TW_INSPECTOR_CELL);
  gtk_widget_action_set_enabled (widget, "inspector.duplicate", definition);
  gtk_widget_action_set_enabled (widget, "inspector.rename", definition);
  gtk_widget_action_set_enabled (widget, "inspector.delete", definition);
}

GMenuModel *
tw_inspector_entities_menu (void)
{
  GMenu *menu = g_menu_new ();
  GMenu *pages = g_menu_new ();
  g_menu_append (pages, _("Hero Start"), "inspector.show-hero");
  g_menu_append (pages, _("Tower Values"), "inspector.show-values");
  g_menu_append (pages, _("This Floor's Properties"), "inspector.show-floor");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (pages));
  GMenu *definition = g_menu_new ();
  g_menu_append (definition, _("Duplicate…"), "inspector.duplicate");
  g_menu_append (definition, _("Rename…"), "inspector.rename");
  g_menu_append (definition, _("Delete…"), "inspector.delete");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (definition));
  GMenu *add = g_menu_new ();
  g_menu_append (add, _("New Enemy…"), "inspector.new-enemy");
  g_menu_append (add, _("New Item…"), "inspector.new-item");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (add));
  g_object_unref (pages);
  g_object_unref (definition);
  g_object_unref (add);
  return G_MENU_MODEL (menu);
}
