/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-inspector.c: the inspector, typed fields for the selected subject.
 *
 * Pages are built in code from small field descriptions, because what they
 * hold depends on the data (an enemy's actType decides its actArgs fields, an
 * item's cls its skill fields). Each field knows its JSON Pointer, how to
 * check its text and how to show the current value, so one refresh function
 * follows every change of the document, including undo.
 *
 * This file is the widget: its subject, rebuilds and public API. The form
 * framework is tw-inspector-form.c, the pages tw-inspector-pages.c, the
 * route picker tw-inspector-route.c. */
#include "ui/tw-inspector-private.h"
#include "editor/tw-i18n.h"

#include <string.h>

G_DEFINE_FINAL_TYPE (TwInspector, tw_inspector, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SUBJECT_ID,
  PROP_PICKING_ROUTE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
    case TW_INSPECTOR_VALUES:
      return json_is_object (tw_document_get_path (self->document, "/data"));
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
      /* Deleted, or undone: the document stays, its empty page shows. */
      self->subject = TW_INSPECTOR_NOTHING;
      g_clear_pointer (&self->subject_id, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBJECT_ID]);
    }
  tw_inspector_entities_update_actions (self);

  switch (self->subject)
    {
    case TW_INSPECTOR_CELL:
      tw_inspector_build_cell (self, self->content);
      break;
    case TW_INSPECTOR_ENEMY:
      tw_inspector_build_enemy (self, self->content);
      break;
    case TW_INSPECTOR_ITEM:
      tw_inspector_build_item (self, self->content);
      break;
    case TW_INSPECTOR_FLOOR:
      tw_inspector_build_floor (self, self->content);
      break;
    case TW_INSPECTOR_HERO:
      tw_inspector_build_hero (self, self->content);
      break;
    case TW_INSPECTOR_VALUES:
      tw_inspector_build_values (self, self->content);
      break;
    case TW_INSPECTOR_NOTHING:
    default:
      tw_inspector_add_title (self, _("Inspector"), NULL);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  tw_inspector_refresh_fields (self);
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
      tw_inspector_build_act_args (self);
      self->loading = FALSE;
      tw_inspector_refresh_fields (self);
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
    case TW_INSPECTOR_VALUES:
      mine = kind == TW_ENTITY_VALUES
             || (kind == TW_ENTITY_OTHER && g_strcmp0 (id, "data") == 0
                 && (field == NULL || strcmp (field, "flags") == 0));
      if (mine && kind == TW_ENTITY_OTHER)
        field = NULL; /* data.flags: refresh all */
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
          && (strcmp (field, "items") == 0 || strcmp (field, "floorId") == 0
              || strcmp (field, "flags") == 0))
      || (self->subject == TW_INSPECTOR_ENEMY && strcmp (field, "special") == 0)
      || (self->subject == TW_INSPECTOR_FLOOR
          && (strcmp (field, "width") == 0 || strcmp (field, "height") == 0
              || strcmp (field, "map") == 0))
      || (self->subject == TW_INSPECTOR_ITEM && strcmp (field, "cls") == 0))
    {
      schedule_rebuild (self);
      return;
    }
  if (self->subject == TW_INSPECTOR_ENEMY && self->args_box != NULL)
    {
      g_autofree char *shape = tw_inspector_enemy_shape (self);
      if (g_strcmp0 (shape, self->built_shape) != 0 && self->args_idle == 0)
        self->args_idle = g_idle_add (args_idle, self);
    }
  /* The subtitle shows the name (the title for a floor). */
  const char *subtitle_field = self->subject == TW_INSPECTOR_FLOOR ? "title" : "name";
  json_t *subtitle = self->subject != TW_INSPECTOR_HERO && self->subject != TW_INSPECTOR_VALUES
                         ? tw_inspector_read_field (self, subtitle_field)
                         : NULL;
  if (json_is_string (subtitle))
    gtk_label_set_text (self->subtitle_label, json_string_value (subtitle));
  tw_inspector_refresh_fields (self);
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

/* A definition added or removed (undo of a delete): the page follows. */
static void
definitions_changed (TwInspector *self, TwEntityKind kind, const char *id, const char *field)
{
  if (field == NULL && (kind == TW_ENTITY_ENEMY || kind == TW_ENTITY_ITEM)
      && self->subject == TW_INSPECTOR_NOTHING)
    tw_inspector_entities_update_actions (self);
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
tw_inspector_show_values (TwInspector *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (TW_IS_DOCUMENT (document));
  show (self, TW_INSPECTOR_VALUES, document, NULL);
}

void
tw_inspector_show_document (TwInspector *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_INSPECTOR (self));
  g_return_if_fail (document == NULL || TW_IS_DOCUMENT (document));
  show (self, TW_INSPECTOR_NOTHING, document, NULL);
}

GtkWidget *
tw_inspector_get_dialog (TwInspector *self)
{
  g_return_val_if_fail (TW_IS_INSPECTOR (self), NULL);
  return self->dialog;
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
  gboolean ok = tw_inspector_route_append (self, x, y, &error);
  Field *field = tw_inspector_route_field (self);
  if (!ok && field != NULL)
    tw_inspector_field_show_message (field, error->message);
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
  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));
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
  gtk_widget_class_bind_template_child (widget_class, TwInspector, menu_button);
  tw_inspector_entities_install_actions (widget_class);

  gtk_widget_class_install_property_action (widget_class, "inspector.pick-route", "picking-route");
  gtk_widget_class_install_action (widget_class, "inspector.show-definition", NULL,
                                   tw_inspector_show_definition_activated);

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
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (definitions_changed), self);
  g_autoptr (GMenuModel) menu = tw_inspector_entities_menu ();
  gtk_menu_button_set_menu_model (self->menu_button, menu);
  rebuild (self);
}
