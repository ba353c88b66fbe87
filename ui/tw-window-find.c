/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-find.c: the window's Find popover (Ctrl+F) and Tables window
 * (Ctrl+T enemies, Ctrl+Shift+T items): their header buttons, actions and
 * jumps. Part of the window (tw-window-private.h). */
#include "ui/tw-window-private.h"

#include "editor/tw-i18n.h"
#include "ui/tw-find-popover.h"
#include "ui/tw-tables-window.h"

/* Kept as object data: the window's struct stays as the other branches
 * left it. */
#define FIND_BUTTON_KEY "tw-find-button"
#define TABLES_WINDOW_KEY "tw-tables-window"

static TwFindPopover *
find_popover (TwWindow *self)
{
  GtkMenuButton *button = g_object_get_data (G_OBJECT (self), FIND_BUTTON_KEY);
  return button ? TW_FIND_POPOVER (gtk_menu_button_get_popover (button)) : NULL;
}

TwTablesWindow *
tw_window_get_tables_window (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return g_object_get_data (G_OBJECT (self), TABLES_WINDOW_KEY);
}

GtkPopover *
tw_window_get_find_popover (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return GTK_POPOVER (find_popover (self));
}

static void
update_actions (TwWindow *self)
{
  gboolean open = self->document != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.find", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.enemy-table", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.item-table", open);
  GtkWidget *find = g_object_get_data (G_OBJECT (self), FIND_BUTTON_KEY);
  if (find != NULL)
    gtk_widget_set_sensitive (find, open);
}

void
tw_window_find_set_document (TwWindow *self)
{
  update_actions (self);
  TwFindPopover *popover = find_popover (self);
  if (popover != NULL)
    tw_find_popover_set_document (popover, self->document);
  TwTablesWindow *tables = tw_window_get_tables_window (self);
  if (tables != NULL)
    tw_tables_window_set_document (tables, self->document);
}

/* ---- jumps -------------------------------------------------------------------------- */

static void
floor_activated_cb (TwFindPopover *popover, const char *floor_id, TwWindow *self)
{
  if (self->document == NULL)
    return;
  tw_floor_list_select (self->floor_list, floor_id);
  tw_inspector_show_floor (self->inspector, self->document, floor_id);
}

static void
entity_activated_cb (TwFindPopover *popover, TwEntityKind kind, const char *id, TwWindow *self)
{
  if (self->document == NULL)
    return;
  if (kind == TW_ENTITY_ENEMY)
    tw_inspector_show_enemy (self->inspector, self->document, id);
  else if (kind == TW_ENTITY_ITEM)
    tw_inspector_show_item (self->inspector, self->document, id);
}

static void
cell_activated_cb (TwFindPopover *popover, const char *floor_id, int x, int y, TwWindow *self)
{
  tw_window_jump_to_cell (self, floor_id, x, y);
}

/* ---- actions ------------------------------------------------------------------------ */

static void
find_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  GtkMenuButton *button = g_object_get_data (G_OBJECT (self), FIND_BUTTON_KEY);
  if (button != NULL && self->document != NULL)
    gtk_menu_button_popup (button);
}

static void
tables_destroyed_cb (GtkWidget *tables, TwWindow *self)
{
  g_object_set_data (G_OBJECT (self), TABLES_WINDOW_KEY, NULL);
}

static void
tables_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  if (self->document == NULL)
    return;
  TwTablesWindow *tables = tw_window_get_tables_window (self);
  if (tables == NULL)
    {
      tables = TW_TABLES_WINDOW (tw_tables_window_new (GTK_WINDOW (self)));
      g_object_set_data (G_OBJECT (self), TABLES_WINDOW_KEY, tables);
      g_signal_connect_object (tables, "destroy", G_CALLBACK (tables_destroyed_cb), self, 0);
      tw_tables_window_set_document (tables, self->document);
    }
  tw_tables_window_show_kind (tables, g_str_equal (action, "view.item-table") ? TW_ENTITY_ITEM
                                                                              : TW_ENTITY_ENEMY);
  gtk_window_present (GTK_WINDOW (tables));
}

void
tw_window_class_init_find (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "view.find", NULL, find_activated);
  gtk_widget_class_install_action (widget_class, "view.enemy-table", NULL, tables_activated);
  gtk_widget_class_install_action (widget_class, "view.item-table", NULL, tables_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "view.find",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK,
                                       "view.enemy-table", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "view.item-table", NULL);
}

void
tw_window_init_find (TwWindow *self)
{
  GtkWidget *find = gtk_menu_button_new ();
  gtk_widget_set_name (find, "find-button");
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (find), "edit-find-symbolic");
  gtk_widget_set_tooltip_text (find, _ ("Find floors, enemies and items, and where they are used "
                                        "(Ctrl+F)"));
  GtkWidget *popover = tw_find_popover_new ();
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (find), popover);
  g_signal_connect (popover, "floor-activated", G_CALLBACK (floor_activated_cb), self);
  g_signal_connect (popover, "entity-activated", G_CALLBACK (entity_activated_cb), self);
  g_signal_connect (popover, "cell-activated", G_CALLBACK (cell_activated_cb), self);
  g_object_set_data (G_OBJECT (self), FIND_BUTTON_KEY, find);

  GtkWidget *tables = gtk_button_new_with_label (_ ("Tables"));
  gtk_widget_set_name (tables, "tables-button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (tables), "view.enemy-table");
  gtk_widget_set_tooltip_text (tables, _ ("Every enemy and item in an editable table: sort, "
                                          "filter, copy rows, CSV (Ctrl+T; items Ctrl+Shift+T)"));

  gtk_header_bar_pack_start (self->header_bar, find);
  gtk_header_bar_pack_start (self->header_bar, tables);
  update_actions (self);
}
