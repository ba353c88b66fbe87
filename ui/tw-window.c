/* tw-window.c: the main window; the editor's layout of panes. */
#include "ui/tw-window.h"

#include "ui/tw-timeline.h"

struct _TwWindow
{
  GtkApplicationWindow parent_instance;

  GtkPaned *center_paned;
  GtkBox *floors_panel;
  GtkHeaderBar *header_bar;
  GtkBox *inspector_panel;
  GtkPaned *left_paned;
  GtkPaned *main_paned;
  GtkBox *map_panel;
  GtkPaned *outer_paned;
  GtkBox *palette_panel;
  TwTimeline *timeline;
  GtkBox *timeline_panel;
  GtkLabel *title_label;
};

G_DEFINE_FINAL_TYPE (TwWindow, tw_window, GTK_TYPE_APPLICATION_WINDOW)

static void
tw_window_class_init (TwWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TW_TYPE_TIMELINE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TwWindow, center_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, floors_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, inspector_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, left_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, main_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, map_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, outer_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, palette_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, timeline);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, timeline_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, title_label);
  gtk_widget_class_set_css_name (widget_class, "twwindow");
}

static void
tw_window_init (TwWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TwWindow *
tw_window_new (GtkApplication *app)
{
  return g_object_new (TW_TYPE_WINDOW, "application", app, NULL);
}

TwTimeline *
tw_window_get_timeline (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->timeline;
}
