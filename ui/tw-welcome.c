/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-welcome.c: the welcome view; see tw-welcome.h. */
#include "ui/tw-welcome.h"

#include "ui/tw-recent.h"

struct _TwWelcome
{
  GtkWidget parent_instance;

  GtkListBox *recent_list;
  GtkLabel *recent_empty;
  GtkLabel *recent_title;
  GtkButton *sample_button;

  GStrv paths;
};

G_DEFINE_FINAL_TYPE (TwWelcome, tw_welcome, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_OPEN_PATH,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static GtkWidget *
recent_row_new (const char *path)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *dir = g_path_get_dirname (path);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  GtkWidget *title = gtk_label_new (name);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  GtkWidget *subtitle = gtk_label_new (dir);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_tooltip_text (row, path);
  return row;
}

void
tw_welcome_refresh (TwWelcome *self)
{
  g_return_if_fail (TW_IS_WELCOME (self));
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, child);
  g_strfreev (self->paths);
  self->paths = tw_recent_list ();
  for (guint i = 0; self->paths[i] != NULL; i++)
    gtk_list_box_append (self->recent_list, recent_row_new (self->paths[i]));
  gboolean any = self->paths[0] != NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->recent_list), any);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_empty), !any);
}

guint
tw_welcome_get_n_recent (TwWelcome *self)
{
  g_return_val_if_fail (TW_IS_WELCOME (self), 0);
  return self->paths != NULL ? g_strv_length (self->paths) : 0;
}

void
tw_welcome_activate_recent (TwWelcome *self, guint index)
{
  g_return_if_fail (TW_IS_WELCOME (self));
  g_return_if_fail (index < tw_welcome_get_n_recent (self));
  g_signal_emit (self, signals[SIGNAL_OPEN_PATH], 0, self->paths[index]);
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, TwWelcome *self)
{
  tw_welcome_activate_recent (self, (guint)gtk_list_box_row_get_index (row));
}

static void
tw_welcome_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TW_TYPE_WELCOME);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tw_welcome_parent_class)->dispose (object);
}

static void
tw_welcome_finalize (GObject *object)
{
  g_strfreev (TW_WELCOME (object)->paths);
  G_OBJECT_CLASS (tw_welcome_parent_class)->finalize (object);
}

static void
tw_welcome_class_init (TwWelcomeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_welcome_dispose;
  object_class->finalize = tw_welcome_finalize;

  signals[SIGNAL_OPEN_PATH]
      = g_signal_new ("open-path", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-welcome.ui");
  gtk_widget_class_bind_template_child (widget_class, TwWelcome, recent_empty);
  gtk_widget_class_bind_template_child (widget_class, TwWelcome, recent_list);
  gtk_widget_class_bind_template_child (widget_class, TwWelcome, recent_title);
  gtk_widget_class_bind_template_child (widget_class, TwWelcome, sample_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twwelcome");
}

static void
tw_welcome_init (TwWelcome *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->recent_list, "row-activated", G_CALLBACK (row_activated_cb), self);
  tw_welcome_refresh (self);
}

GtkWidget *
tw_welcome_new (void)
{
  return g_object_new (TW_TYPE_WELCOME, NULL);
}
