/* tw-window.c: the main window; the editor's layout of panes. */
#include "ui/tw-window.h"

#include "ui/tw-map-canvas.h"
#include "ui/tw-palette.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-sprites.h"
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

  TwMapCanvas *canvas;
  TwPalette *palette;
  GtkLabel *status_label;
  GtkDropDown *floor_dropdown;
  GtkStringList *floor_ids;
  TwSimBar *sim_bar;
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
  /* Simulate mode: its controls sit above the timeline (ui/tw-sim-bar.c). */
  self->sim_bar = TW_SIM_BAR (tw_sim_bar_new ());
  gtk_box_insert_child_after (self->timeline_panel, GTK_WIDGET (self->sim_bar),
                              gtk_widget_get_first_child (GTK_WIDGET (self->timeline_panel)));
  tw_sim_bar_attach (self->sim_bar, GTK_WINDOW (self), self->header_bar);
}

TwWindow *
tw_window_new (GtkApplication *app)
{
  return g_object_new (TW_TYPE_WINDOW, "application", app, NULL);
}

/* ---- the tower on screen ---------------------------------------------------------- */

static void
panel_clear (GtkBox *panel, gboolean keep_title)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (panel));
  if (keep_title && child != NULL)
    child = gtk_widget_get_next_sibling (child);
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      gtk_box_remove (panel, child);
      child = next;
    }
}

static void
hover_changed_cb (TwMapCanvas *canvas, int x, int y, TwWindow *self)
{
  if (x < 0)
    {
      gtk_label_set_text (self->status_label, "");
      return;
    }
  g_autofree char *text = tw_map_canvas_describe_cell (canvas, x, y);
  gtk_label_set_text (self->status_label, text);
}

static void
floor_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, TwWindow *self)
{
  GtkStringObject *item = gtk_drop_down_get_selected_item (dropdown);
  if (item != NULL)
    tw_map_canvas_set_floor (self->canvas, gtk_string_object_get_string (item));
}

static GtkWidget *
overlay_toggle (TwWindow *self, const char *label, const char *property, const char *tooltip)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_bind_property (self->canvas, property, button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  return button;
}

static GtkWidget *
map_toolbar_new (TwWindow *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (bar, "toolbar");
  self->floor_ids = gtk_string_list_new (NULL);
  self->floor_dropdown = GTK_DROP_DOWN (
      gtk_drop_down_new (G_LIST_MODEL (self->floor_ids), NULL));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->floor_dropdown), "Floor");
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->floor_dropdown));
  gtk_box_append (GTK_BOX (bar), overlay_toggle (self, "Grid", "show-grid", "Show the grid"));
  gtk_box_append (GTK_BOX (bar), overlay_toggle (self, "Damage", "show-damage",
                                                 "Damage forecast on each enemy"));
  gtk_box_append (GTK_BOX (bar), overlay_toggle (self, "Badges", "show-badges",
                                                 "timeCost and actType of scheduled enemies"));
  gtk_box_append (GTK_BOX (bar), overlay_toggle (self, "Routes", "show-routes",
                                                 "Patrol routes"));
  gtk_box_append (GTK_BOX (bar), overlay_toggle (self, "Passability", "show-passability",
                                                 "Where the hero can step"));
  return bar;
}

static void
map_panel_build (TwWindow *self)
{
  panel_clear (self->map_panel, FALSE);
  self->canvas = TW_MAP_CANVAS (tw_map_canvas_new ());
  gtk_box_append (self->map_panel, map_toolbar_new (self));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->canvas));
  gtk_box_append (self->map_panel, scroller);
  self->status_label = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_xalign (self->status_label, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (self->status_label), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (self->status_label), 2);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->status_label), 2);
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "tw-status");
  gtk_box_append (self->map_panel, GTK_WIDGET (self->status_label));
  g_signal_connect (self->canvas, "hover-changed", G_CALLBACK (hover_changed_cb), self);
  g_signal_connect (self->floor_dropdown, "notify::selected", G_CALLBACK (floor_selected_cb),
                    self);
}

static const char *
start_floor (json_t *tower)
{
  json_t *data = json_object_get (tower, "data");
  const char *floor_id
      = json_string_value (json_object_get (json_object_get (data, "firstData"), "floorId"));
  if (floor_id != NULL && json_object_get (json_object_get (tower, "floors"), floor_id))
    return floor_id;
  return json_string_value (
      json_array_get (json_object_get (json_object_get (data, "main"), "floorIds"), 0));
}

void
tw_window_show_tower (TwWindow *self, json_t *tower, const char *project_dir)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  g_autoptr (TwSprites) sprites = tw_sprites_new (tower, project_dir);
  if (self->canvas == NULL)
    {
      map_panel_build (self);
      panel_clear (self->palette_panel, TRUE);
      self->palette = TW_PALETTE (tw_palette_new ());
      gtk_widget_set_vexpand (GTK_WIDGET (self->palette), TRUE);
      gtk_box_append (self->palette_panel, GTK_WIDGET (self->palette));
    }
  tw_map_canvas_set_tower (self->canvas, tower, sprites);
  tw_palette_set_sprites (self->palette, sprites);

  /* The floor list follows data.main.floorIds, then any other floor. */
  json_t *floors = json_object_get (tower, "floors");
  json_t *order = json_object_get (json_object_get (json_object_get (tower, "data"), "main"),
                                   "floorIds");
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  size_t i;
  json_t *value;
  json_array_foreach (order, i, value)
  {
    if (json_object_get (floors, json_string_value (value)))
      g_ptr_array_add (ids, (gpointer) json_string_value (value));
  }
  const char *key;
  json_object_foreach (floors, key, value)
    {
      if (!g_ptr_array_find_with_equal_func (ids, key, g_str_equal, NULL))
        g_ptr_array_add (ids, (gpointer) key);
    }
  g_ptr_array_add (ids, NULL);
  gtk_string_list_splice (self->floor_ids, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->floor_ids)),
                          (const char *const *) ids->pdata);
  const char *first = start_floor (tower);
  for (guint n = 0; first != NULL && n + 1 < ids->len; n++)
    if (g_str_equal (ids->pdata[n], first))
      gtk_drop_down_set_selected (self->floor_dropdown, n);
  tw_map_canvas_set_floor (self->canvas, first);
}

TwTimeline *
tw_window_get_timeline (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->timeline;
}

TwMapCanvas *
tw_window_get_map_canvas (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->canvas;
}

GtkWidget *
tw_window_get_sim_bar (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->sim_bar);
}
