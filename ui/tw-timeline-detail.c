/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-detail.c: the detail pane for the selected tick (see tw-timeline-detail.h). */
#include "ui/tw-timeline-detail.h"

#include "ui/tw-catch-up.h"
#include "ui/tw-text-lines.h"

#include "editor/sim/tw-timeline-detail.h"
#include "editor/tw-i18n.h"

#include <string.h>

struct _TwTimelineDetail
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  TwTextLines *lines; /* not a label: see tw-text-lines.h */
  TwTimelineModel *model;
  json_t *tower;
  /* The model's per-tick "changed": the text catches up a few times a
   * second, in an idle before the tick's frame when due. */
  TwCatchUp catch_up;
  guint update_idle;
};

G_DEFINE_FINAL_TYPE (TwTimelineDetail, tw_timeline_detail, GTK_TYPE_WIDGET)

static void
show_text (TwTimelineDetail *self, const char *text)
{
  tw_text_lines_set_text (self->lines, text);
}

static void
update_text (TwTimelineDetail *self)
{
  if (self->model == NULL)
    {
      show_text (self, "");
      return;
    }
  gint64 selected = tw_timeline_model_get_selected_tick (self->model);
  guint tick = selected >= 0 ? (guint)selected : tw_timeline_model_get_last_tick (self->model);
  g_autofree char *text = tw_timeline_detail_text (self->model, self->tower, tick);
  show_text (self, text);
}

/* Also the catch-up's timeout, once the ticks stop. */
static gboolean
catch_up_cb (gpointer data)
{
  TwTimelineDetail *self = data;
  update_text (self);
  tw_catch_up_done (&self->catch_up);
  return G_SOURCE_REMOVE;
}

static gboolean
update_idle_cb (gpointer data)
{
  TW_TIMELINE_DETAIL (data)->update_idle = 0;
  return catch_up_cb (data);
}

/* A session playing fast changes the model every tick: the text, which no
 * one reads at that pace, catches up four times a second at most (see
 * tw-catch-up.h). The model may say "changed" before the tick is whole:
 * the text is made in an idle, still before GTK's paint. */
static void
model_changed_cb (TwTimelineDetail *self)
{
  if (tw_catch_up_changed (&self->catch_up) && self->update_idle == 0)
    self->update_idle
        = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, update_idle_cb, self, NULL);
}

void
tw_timeline_detail_set_model (TwTimelineDetail *self, TwTimelineModel *model)
{
  g_return_if_fail (TW_IS_TIMELINE_DETAIL (self));
  g_return_if_fail (model == NULL || TW_IS_TIMELINE_MODEL (model));
  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      g_signal_connect_swapped (model, "changed", G_CALLBACK (model_changed_cb), self);
      g_signal_connect_swapped (model, "notify::selected-tick", G_CALLBACK (update_text), self);
    }
  update_text (self);
}

void
tw_timeline_detail_set_tower (TwTimelineDetail *self, json_t *tower)
{
  g_return_if_fail (TW_IS_TIMELINE_DETAIL (self));
  if (tower == self->tower)
    return; /* called after every action */
  if (tower != NULL)
    json_incref (tower);
  json_decref (self->tower);
  self->tower = tower;
  update_text (self);
}

const char *
tw_timeline_detail_get_text (TwTimelineDetail *self)
{
  g_return_val_if_fail (TW_IS_TIMELINE_DETAIL (self), NULL);
  if (self->update_idle != 0 || tw_catch_up_pending (&self->catch_up))
    {
      g_clear_handle_id (&self->update_idle, g_source_remove);
  tw_catch_up_cancel (&self->catch_up);
      tw_catch_up_cancel (&self->catch_up);
      update_text (self);
    }
  return tw_text_lines_get_text (self->lines);
}

static void
copy_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget),
                          tw_timeline_detail_get_text (TW_TIMELINE_DETAIL (widget)));
}

static void
tw_timeline_detail_dispose (GObject *object)
{
  TwTimelineDetail *self = TW_TIMELINE_DETAIL (object);
  g_clear_handle_id (&self->update_idle, g_source_remove);
  tw_catch_up_cancel (&self->catch_up);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_pointer (&self->tower, json_decref);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (tw_timeline_detail_parent_class)->dispose (object);
}

static void
tw_timeline_detail_class_init (TwTimelineDetailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_timeline_detail_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twtimelinedetail");
  /* The text is drawn, not selectable: Ctrl+C copies all of it. */
  gtk_widget_class_install_action (widget_class, "detail.copy", NULL, copy_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "detail.copy",
                                       NULL);
}

static void
tw_timeline_detail_init (TwTimelineDetail *self)
{
  tw_catch_up_init (&self->catch_up, G_PRIORITY_DEFAULT_IDLE, catch_up_cb, self);
  self->lines = TW_TEXT_LINES (tw_text_lines_new ());
  gtk_widget_set_name (GTK_WIDGET (self->lines), "timeline-detail-text");
  /* A long line (a battle's settlement, a long enemy name) wraps in the
   * pane rather than running past its edge (issue 32). */
  tw_text_lines_set_wrap (self->lines, TRUE);
  self->scroller = gtk_scrolled_window_new ();
  /* The vertical scrollbar always there: the text's height is known only
   * once the pane is allocated (its lines wrap in its width), and an
   * automatic scrollbar that appeared then would ask for a new layout in
   * the middle of this one (GTK warned of a bottom panel drawn without an
   * allocation). */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_ALWAYS);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->lines));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  /* Focus (for Ctrl+C) follows a click, as in a selectable label. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  GtkGesture *click = gtk_gesture_click_new ();
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (gtk_widget_grab_focus), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("The selected tick (click one on the timeline): its actions, "
                                 "battle time settlements and enemy gauges. Ctrl+C copies it."));
}

GtkWidget *
tw_timeline_detail_new (void)
{
  return g_object_new (TW_TYPE_TIMELINE_DETAIL, NULL);
}
