/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-find-popover.c: the Find popover: results and where used, as lists of
 * rows over editor/tw-find's arrays. */
#include "ui/tw-find-popover.h"

#include "editor/tw-find.h"
#include "editor/tw-i18n.h"

#define MAX_RESULTS 200

struct _TwFindPopover
{
  GtkPopover parent_instance;

  /* Template children. */
  GtkButton *back_button;
  GtkSearchEntry *entry;
  GtkLabel *message_label;
  GtkListBox *results_list;
  GtkStack *stack;
  GtkListBox *usages_list;
  GtkLabel *usages_title;

  TwDocument *document;
  GPtrArray *results; /* TwFindResult */
  GPtrArray *usages;  /* TwUsage */
};

G_DEFINE_FINAL_TYPE (TwFindPopover, tw_find_popover, GTK_TYPE_POPOVER)

enum
{
  FLOOR_ACTIVATED,
  ENTITY_ACTIVATED,
  CELL_ACTIVATED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
list_clear (GtkListBox *list)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
show_message (TwFindPopover *self, const char *message)
{
  gtk_label_set_text (self->message_label, message);
  gtk_stack_set_visible_child_name (self->stack, "message");
}

static const char *
kind_label (TwEntityKind kind)
{
  switch (kind)
    {
    case TW_ENTITY_FLOOR:
      return _ ("Floor");
    case TW_ENTITY_ENEMY:
      return _ ("Enemy");
    case TW_ENTITY_ITEM:
      return _ ("Item");
    default:
      return "";
    }
}

static void
where_used_clicked_cb (GtkButton *button, TwFindPopover *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tw-index"));
  if (self->results == NULL || index >= self->results->len)
    return;
  TwFindResult *result = g_ptr_array_index (self->results, index);
  g_autofree char *id = g_strdup (result->id);
  tw_find_popover_show_where_used (self, result->kind, id);
}

static GtkWidget *
result_row (TwFindPopover *self, TwFindResult *result, guint index)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  GtkWidget *kind = gtk_label_new (kind_label (result->kind));
  gtk_widget_set_size_request (kind, 48, -1);
  gtk_label_set_xalign (GTK_LABEL (kind), 0);
  gtk_widget_add_css_class (kind, "dim-label");
  gtk_widget_add_css_class (kind, "caption");
  gtk_box_append (GTK_BOX (box), kind);
  GtkWidget *id = gtk_label_new (result->id);
  gtk_widget_add_css_class (id, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (id), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), id);
  GtkWidget *label = gtk_label_new (result->label);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (result->kind == TW_ENTITY_ENEMY || result->kind == TW_ENTITY_ITEM)
    {
      GtkWidget *button = gtk_button_new_from_icon_name ("find-location-symbolic");
      g_autofree char *name = g_strdup_printf ("where-used-%u", index);
      gtk_widget_set_name (button, name);
      gtk_widget_set_tooltip_text (button, _ ("Where is it used? Its cells, events and shops"));
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "tw-index", GUINT_TO_POINTER (index));
      g_signal_connect (button, "clicked", G_CALLBACK (where_used_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  const char *tips[] = { [TW_ENTITY_FLOOR] = N_ ("Show this floor"),
                         [TW_ENTITY_ENEMY] = N_ ("Show this enemy in the inspector"),
                         [TW_ENTITY_ITEM] = N_ ("Show this item in the inspector") };
  if (result->kind <= TW_ENTITY_ITEM && tips[result->kind] != NULL)
    gtk_widget_set_tooltip_text (box, _ (tips[result->kind]));
  return box;
}

static void
refresh_results (TwFindPopover *self)
{
  list_clear (self->results_list);
  g_clear_pointer (&self->results, g_ptr_array_unref);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  if (self->document == NULL)
    {
      show_message (self, _ ("Open a tower to search it."));
      return;
    }
  self->results = tw_find_search (self->document, text, MAX_RESULTS);
  if (self->results->len == 0)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (text));
      show_message (self,
                    *stripped == '\0'
                        ? _ ("Type a floor's id or title, or an enemy's or item's id or name.")
                        : _ ("Nothing matches. Try part of an id, a title or a name."));
      return;
    }
  for (guint i = 0; i < self->results->len; i++)
    gtk_list_box_append (self->results_list,
                         result_row (self, g_ptr_array_index (self->results, i), i));
  gtk_list_box_select_row (self->results_list,
                           gtk_list_box_get_row_at_index (self->results_list, 0));
  gtk_stack_set_visible_child_name (self->stack, "results");
}

static void
search_changed_cb (GtkSearchEntry *entry, TwFindPopover *self)
{
  refresh_results (self);
}

/* Enter in the entry takes the first (selected) result. */
static void
entry_activate_cb (GtkSearchEntry *entry, TwFindPopover *self)
{
  refresh_results (self);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->results_list);
  if (row != NULL)
    tw_find_popover_activate_result (self, (guint)gtk_list_box_row_get_index (row));
}

void
tw_find_popover_activate_result (TwFindPopover *self, guint index)
{
  g_return_if_fail (TW_IS_FIND_POPOVER (self));
  if (self->results == NULL || index >= self->results->len)
    return;
  TwFindResult *result = g_ptr_array_index (self->results, index);
  g_autofree char *id = g_strdup (result->id);
  TwEntityKind kind = result->kind;
  gtk_popover_popdown (GTK_POPOVER (self));
  if (kind == TW_ENTITY_FLOOR)
    g_signal_emit (self, signals[FLOOR_ACTIVATED], 0, id);
  else
    g_signal_emit (self, signals[ENTITY_ACTIVATED], 0, kind, id);
}

static void
result_activated_cb (GtkListBox *list, GtkListBoxRow *row, TwFindPopover *self)
{
  tw_find_popover_activate_result (self, (guint)gtk_list_box_row_get_index (row));
}

/* ---- where used --------------------------------------------------------------------- */

static GtkWidget *
usage_row (const TwUsage *usage)
{
  g_autofree char *text = tw_usage_describe (usage);
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  if (usage->kind == TW_USAGE_DEFINITION)
    gtk_widget_set_tooltip_text (label, _ ("Show this definition in the inspector"));
  else if (usage->floor_id == NULL)
    {
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_tooltip_text (label, _ ("Open the event editor of the game to change it."));
    }
  else
    gtk_widget_set_tooltip_text (label,
                                 usage->x >= 0 ? _ ("Show this cell") : _ ("Show this floor"));
  return label;
}

void
tw_find_popover_show_where_used (TwFindPopover *self, TwEntityKind kind, const char *id)
{
  g_return_if_fail (TW_IS_FIND_POPOVER (self));
  list_clear (self->usages_list);
  g_clear_pointer (&self->usages, g_ptr_array_unref);
  if (self->document == NULL || id == NULL)
    return;
  self->usages = tw_find_where_used (self->document, kind, id);
  g_autofree char *title = g_strdup_printf (
      g_dngettext (NULL, "%s: used in %u place", "%s: used in %u places", self->usages->len), id,
      self->usages->len);
  gtk_label_set_text (self->usages_title, title);
  for (guint i = 0; i < self->usages->len; i++)
    gtk_list_box_append (self->usages_list, usage_row (g_ptr_array_index (self->usages, i)));
  if (self->usages->len == 0)
    {
      GtkWidget *none
          = gtk_label_new (_ ("Not placed on any floor, and no event or shop names it."));
      gtk_label_set_wrap (GTK_LABEL (none), TRUE);
      gtk_widget_add_css_class (none, "dim-label");
      gtk_list_box_append (self->usages_list, none);
      gtk_list_box_row_set_activatable (gtk_list_box_get_row_at_index (self->usages_list, 0),
                                        FALSE);
    }
  gtk_stack_set_visible_child_name (self->stack, "usages");
}

void
tw_find_popover_activate_usage (TwFindPopover *self, guint index)
{
  g_return_if_fail (TW_IS_FIND_POPOVER (self));
  if (self->usages == NULL || index >= self->usages->len)
    return;
  TwUsage *usage = g_ptr_array_index (self->usages, index);
  if (usage->kind == TW_USAGE_DEFINITION)
    {
      g_autofree char *id = g_strdup (usage->where);
      TwEntityKind owner = usage->owner;
      gtk_popover_popdown (GTK_POPOVER (self));
      g_signal_emit (self, signals[ENTITY_ACTIVATED], 0, owner, id);
      return;
    }
  if (usage->floor_id == NULL)
    return;
  g_autofree char *floor_id = g_strdup (usage->floor_id);
  int x = usage->x, y = usage->y;
  gtk_popover_popdown (GTK_POPOVER (self));
  if (x >= 0 && y >= 0)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, floor_id, x, y);
  else
    g_signal_emit (self, signals[FLOOR_ACTIVATED], 0, floor_id);
}

static void
usage_activated_cb (GtkListBox *list, GtkListBoxRow *row, TwFindPopover *self)
{
  tw_find_popover_activate_usage (self, (guint)gtk_list_box_row_get_index (row));
}

static void
back_clicked_cb (GtkButton *button, TwFindPopover *self)
{
  refresh_results (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

/* ---- API ---------------------------------------------------------------------------- */

void
tw_find_popover_set_document (TwFindPopover *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_FIND_POPOVER (self));
  if (g_set_object (&self->document, document))
    refresh_results (self);
}

void
tw_find_popover_search (TwFindPopover *self, const char *text)
{
  g_return_if_fail (TW_IS_FIND_POPOVER (self));
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text ? text : "");
  refresh_results (self);
}

guint
tw_find_popover_get_n_results (TwFindPopover *self)
{
  g_return_val_if_fail (TW_IS_FIND_POPOVER (self), 0);
  return self->results ? self->results->len : 0;
}

guint
tw_find_popover_get_n_usages (TwFindPopover *self)
{
  g_return_val_if_fail (TW_IS_FIND_POPOVER (self), 0);
  return self->usages ? self->usages->len : 0;
}

/* Opening shows the results of the text kept from last time, selected so
 * that typing replaces it. */
static void
popover_show_cb (GtkWidget *widget, TwFindPopover *self)
{
  refresh_results (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
  gtk_editable_select_region (GTK_EDITABLE (self->entry), 0, -1);
}

static void
tw_find_popover_dispose (GObject *object)
{
  TwFindPopover *self = TW_FIND_POPOVER (object);
  g_clear_object (&self->document);
  g_clear_pointer (&self->results, g_ptr_array_unref);
  g_clear_pointer (&self->usages, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TW_TYPE_FIND_POPOVER);
  G_OBJECT_CLASS (tw_find_popover_parent_class)->dispose (object);
}

static void
tw_find_popover_class_init (TwFindPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_find_popover_dispose;

  signals[FLOOR_ACTIVATED]
      = g_signal_new ("floor-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[ENTITY_ACTIVATED]
      = g_signal_new ("entity-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 2, TW_TYPE_ENTITY_KIND, G_TYPE_STRING);
  signals[CELL_ACTIVATED]
      = g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/turnwright/Turnwright/tw-find-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, back_button);
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, entry);
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, message_label);
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, results_list);
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, stack);
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, usages_list);
  gtk_widget_class_bind_template_child (widget_class, TwFindPopover, usages_title);
}

static void
tw_find_popover_init (TwFindPopover *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  g_signal_connect (self->results_list, "row-activated", G_CALLBACK (result_activated_cb), self);
  g_signal_connect (self->usages_list, "row-activated", G_CALLBACK (usage_activated_cb), self);
  g_signal_connect (self->back_button, "clicked", G_CALLBACK (back_clicked_cb), self);
  g_signal_connect (self, "show", G_CALLBACK (popover_show_cb), self);
  refresh_results (self);
}

GtkWidget *
tw_find_popover_new (void)
{
  return g_object_new (TW_TYPE_FIND_POPOVER, NULL);
}
