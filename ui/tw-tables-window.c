/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tables-window.c: the window holding the enemy and item grids. */
#include "ui/tw-tables-window.h"

#include "editor/tw-i18n.h"

struct _TwTablesWindow
{
  GtkWindow parent_instance;

  GtkStack *stack;
  TwEntityGrid *enemies;
  TwEntityGrid *items;
  TwDocument *document;
  gulong undo_id, redo_id;
};

G_DEFINE_FINAL_TYPE (TwTablesWindow, tw_tables_window, GTK_TYPE_WINDOW)

static void
update_history_actions (TwTablesWindow *self)
{
  gboolean open = self->document != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tables.undo",
                                 open && tw_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tables.redo",
                                 open && tw_document_can_redo (self->document));
}

static void
history_changed_cb (TwDocument *document, GParamSpec *pspec, TwTablesWindow *self)
{
  update_history_actions (self);
}

void
tw_tables_window_set_document (TwTablesWindow *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_TABLES_WINDOW (self));
  if (self->document == document)
    return;
  if (self->document != NULL)
    {
      g_clear_signal_handler (&self->undo_id, self->document);
      g_clear_signal_handler (&self->redo_id, self->document);
    }
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      self->undo_id
          = g_signal_connect (document, "notify::can-undo", G_CALLBACK (history_changed_cb), self);
      self->redo_id
          = g_signal_connect (document, "notify::can-redo", G_CALLBACK (history_changed_cb), self);
    }
  tw_entity_grid_set_document (self->enemies, document);
  tw_entity_grid_set_document (self->items, document);
  update_history_actions (self);
}

void
tw_tables_window_show_kind (TwTablesWindow *self, TwEntityKind kind)
{
  g_return_if_fail (TW_IS_TABLES_WINDOW (self));
  gtk_stack_set_visible_child_name (self->stack, kind == TW_ENTITY_ITEM ? "items" : "enemies");
}

TwEntityKind
tw_tables_window_get_shown_kind (TwTablesWindow *self)
{
  g_return_val_if_fail (TW_IS_TABLES_WINDOW (self), TW_ENTITY_ENEMY);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "items") == 0 ? TW_ENTITY_ITEM
                                                                                  : TW_ENTITY_ENEMY;
}

TwEntityGrid *
tw_tables_window_get_grid (TwTablesWindow *self, TwEntityKind kind)
{
  g_return_val_if_fail (TW_IS_TABLES_WINDOW (self), NULL);
  return kind == TW_ENTITY_ITEM ? self->items : self->enemies;
}

static void
history_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwTablesWindow *self = TW_TABLES_WINDOW (widget);
  if (self->document == NULL)
    return;
  if (g_str_equal (action, "tables.undo"))
    tw_document_undo (self->document);
  else
    tw_document_redo (self->document);
}

static void
tw_tables_window_dispose (GObject *object)
{
  TwTablesWindow *self = TW_TABLES_WINDOW (object);
  if (self->document != NULL)
    {
      g_clear_signal_handler (&self->undo_id, self->document);
      g_clear_signal_handler (&self->redo_id, self->document);
    }
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tw_tables_window_parent_class)->dispose (object);
}

static void
tw_tables_window_class_init (TwTablesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = tw_tables_window_dispose;
  gtk_widget_class_install_action (widget_class, "tables.undo", NULL, history_activated);
  gtk_widget_class_install_action (widget_class, "tables.redo", NULL, history_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "tables.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "tables.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "tables.redo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static GtkWidget *
history_button (const char *icon, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static void
tw_tables_window_init (TwTablesWindow *self)
{
  gtk_widget_set_name (GTK_WIDGET (self), "tables-window");
  gtk_window_set_title (GTK_WINDOW (self), _ ("Tables"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1100, 640);

  self->stack = GTK_STACK (gtk_stack_new ());
  self->enemies = TW_ENTITY_GRID (tw_entity_grid_new (TW_ENTITY_ENEMY));
  self->items = TW_ENTITY_GRID (tw_entity_grid_new (TW_ENTITY_ITEM));
  gtk_stack_add_titled (self->stack, GTK_WIDGET (self->enemies), "enemies", _ ("Enemies"));
  gtk_stack_add_titled (self->stack, GTK_WIDGET (self->items), "items", _ ("Items"));
  gtk_window_set_child (GTK_WINDOW (self), GTK_WIDGET (self->stack));

  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *switcher = gtk_stack_switcher_new ();
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), self->stack);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), switcher);
  GtkWidget *history = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (history, "linked");
  gtk_box_append (GTK_BOX (history),
                  history_button ("edit-undo-symbolic", "tables.undo", _ ("Undo (Ctrl+Z)")));
  gtk_box_append (GTK_BOX (history), history_button ("edit-redo-symbolic", "tables.redo",
                                                     _ ("Redo (Ctrl+Shift+Z or Ctrl+Y)")));
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), history);
  gtk_window_set_titlebar (GTK_WINDOW (self), header);
  update_history_actions (self);
}

GtkWidget *
tw_tables_window_new (GtkWindow *parent)
{
  TwTablesWindow *self = g_object_new (TW_TYPE_TABLES_WINDOW, NULL);
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }
  return GTK_WIDGET (self);
}
