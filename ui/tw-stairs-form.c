/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-stairs-form.c: a cell's changeFloor entry as a form (see tw-stairs-form.h).
 * The members follow mota-js 2.x libs/events.js `_action_changeFloor`. */
#include "ui/tw-stairs-form.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

#include <string.h>

static const char *const stairs[]
    = { N_("a cell"), "upFloor", "downFloor", ":symmetry", ":symmetry_x", ":symmetry_y", NULL };
static const char *const directions[] = { N_("(unchanged)"), "up", "down", "left", "right", NULL };
static const char *const relative_floors[] = { ":before", ":next", ":now", NULL };

/* A drop-down of strings whose first item is words ("a cell", "(unchanged)"),
 * translated; the rest are mota-js values, shown as the file spells them. */
static GtkWidget *
translated_drop_down (const char *const *strings)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  for (guint i = 0; strings[i] != NULL; i++)
    gtk_string_list_append (list, i == 0 ? _(strings[i]) : strings[i]);
  return gtk_drop_down_new (G_LIST_MODEL (list), NULL);
}

typedef struct
{
  TwDocument *document;
  char *floor_id;
  int x, y;
  char *pointer; /* /floors/F/changeFloor/x,y */
  GtkDropDown *floor, *stair, *direction;
  GtkSpinButton *cell_x, *cell_y;
  GtkLabel *hint;
  GStrv floor_choices;
  gboolean loading;
} Form;

static void
form_free (gpointer data)
{
  Form *f = data;
  g_object_unref (f->document);
  g_free (f->floor_id);
  g_free (f->pointer);
  g_strfreev (f->floor_choices);
  g_free (f);
}

static char *
entry_pointer (const char *floor_id, int x, int y)
{
  g_autoptr (GString) floor = g_string_new (NULL);
  for (const char *p = floor_id; *p; p++)
    if (*p == '~' || *p == '/')
      g_string_append (floor, *p == '~' ? "~0" : "~1");
    else
      g_string_append_c (floor, *p);
  return g_strdup_printf ("/floors/%s/changeFloor/%d,%d", floor->str, x, y);
}

static guint
index_of (const char *const *list, const char *text)
{
  for (guint i = 0; list[i]; i++)
    if (g_strcmp0 (list[i], text) == 0)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

/* Writes the entry with @member set to @value (NULL removes it): one undo step. */
static void
write_member (Form *f, const char *member, json_t *value, const char *also_remove)
{
  json_t *entry = json_deep_copy (tw_document_get_path (f->document, f->pointer));
  if (!json_is_object (entry))
    {
      json_decref (entry);
      entry = json_object ();
    }
  if (value != NULL)
    json_object_set_new (entry, member, value);
  else
    json_object_del (entry, member);
  if (also_remove != NULL)
    json_object_del (entry, also_remove);
  g_autoptr (GError) error = NULL;
  if (!json_equal (entry, tw_document_get_path (f->document, f->pointer))
      && !tw_document_set_field (f->document, f->pointer, entry, &error))
    gtk_label_set_text (f->hint, error->message);
  json_decref (entry);
}

static void
floor_selected (GtkDropDown *drop, GParamSpec *pspec, Form *f)
{
  guint i = gtk_drop_down_get_selected (drop);
  if (f->loading || i >= g_strv_length (f->floor_choices))
    return;
  write_member (f, "floorId", json_string (f->floor_choices[i]), NULL);
}

static void
write_loc (Form *f)
{
  write_member (f, "loc",
                json_pack ("[i,i]", gtk_spin_button_get_value_as_int (f->cell_x),
                           gtk_spin_button_get_value_as_int (f->cell_y)),
                "stair");
}

static void
stair_selected (GtkDropDown *drop, GParamSpec *pspec, Form *f)
{
  guint i = gtk_drop_down_get_selected (drop);
  if (f->loading || i >= g_strv_length ((char **)stairs))
    return;
  if (i == 0)
    write_loc (f);
  else
    write_member (f, "stair", json_string (stairs[i]), "loc");
}

static void
cell_changed (GtkSpinButton *spin, Form *f)
{
  if (!f->loading)
    write_loc (f);
}

static void
direction_selected (GtkDropDown *drop, GParamSpec *pspec, Form *f)
{
  guint i = gtk_drop_down_get_selected (drop);
  if (f->loading || i >= g_strv_length ((char **)directions))
    return;
  write_member (f, "direction", i == 0 ? NULL : json_string (directions[i]), NULL);
}

static void
remove_clicked (GtkButton *button, Form *f)
{
  g_autoptr (GError) error = NULL;
  tw_document_set_field (f->document, f->pointer, NULL, &error);
}

/* The floor the hero arrives on: :before and :next by data.main.floorIds. */
static const char *
target_floor (Form *f)
{
  json_t *entry = tw_document_get_path (f->document, f->pointer);
  const char *id = json_string_value (json_object_get (entry, "floorId"));
  if (id == NULL || strcmp (id, ":now") == 0)
    return f->floor_id;
  if (strcmp (id, ":before") != 0 && strcmp (id, ":next") != 0)
    return id;
  guint n = tw_document_get_n_floors (f->document);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (tw_document_get_floor_id (f->document, i), f->floor_id) == 0)
      {
        gint j = (gint)i + (id[1] == 'n' ? 1 : -1);
        return j >= 0 && (guint)j < n ? tw_document_get_floor_id (f->document, j) : NULL;
      }
  return NULL;
}

/* --- picking on the map ------------------------------------------------------------ */

typedef struct
{
  TwDocument *document;
  char *pointer;
  char *return_floor;
  GtkEventController *click;
} Pick;

static void
pick_free (gpointer data)
{
  Pick *p = data;
  g_object_unref (p->document);
  g_free (p->pointer);
  g_free (p->return_floor);
  g_free (p);
}

static void
end_pick (TwMapCanvas *canvas)
{
  Pick *p = g_object_get_data (G_OBJECT (canvas), "tw-stairs-pick");
  if (p == NULL)
    return;
  g_autofree char *floor = g_strdup (p->return_floor);
  gtk_widget_remove_controller (GTK_WIDGET (canvas), p->click);
  g_object_set_data (G_OBJECT (canvas), "tw-stairs-pick", NULL);
  tw_map_canvas_set_floor (canvas, floor);
}

gboolean
tw_stairs_form_finish_pick (TwMapCanvas *canvas, int x, int y)
{
  Pick *p = g_object_get_data (G_OBJECT (canvas), "tw-stairs-pick");
  if (p == NULL)
    return FALSE;
  json_t *entry = json_deep_copy (tw_document_get_path (p->document, p->pointer));
  gboolean ok = json_is_object (entry);
  if (ok)
    {
      json_object_del (entry, "stair");
      json_object_set_new (entry, "loc", json_pack ("[i,i]", x, y));
      ok = tw_document_set_field (p->document, p->pointer, entry, NULL);
    }
  json_decref (entry);
  end_pick (canvas);
  return ok;
}

void
tw_stairs_form_cancel_pick (TwMapCanvas *canvas)
{
  end_pick (canvas);
}

typedef struct
{
  TwMapCanvas *canvas;
  int x, y;
  gboolean on_floor;
} Click;

static void
click_free (gpointer data)
{
  Click *c = data;
  g_object_unref (c->canvas);
  g_free (c);
}

static gboolean
pick_idle (gpointer data)
{
  Click *c = data;
  if (c->on_floor)
    tw_stairs_form_finish_pick (c->canvas, c->x, c->y);
  else
    tw_stairs_form_cancel_pick (c->canvas);
  return G_SOURCE_REMOVE;
}

/* Captured before the canvas's own gestures, so the click paints nothing;
 * the pick ends at idle, not inside the gesture that is then removed. */
static void
pick_pressed (GtkGestureClick *gesture, int n_press, double x, double y, TwMapCanvas *canvas)
{
  Click *c = g_new0 (Click, 1);
  c->canvas = g_object_ref (canvas);
  c->on_floor = tw_map_canvas_cell_at (canvas, x, y, &c->x, &c->y);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_idle_add_full (G_PRIORITY_DEFAULT, pick_idle, c, click_free);
}

gboolean
tw_stairs_form_begin_pick (GtkWidget *form, TwMapCanvas *canvas)
{
  Form *f = g_object_get_data (G_OBJECT (form), "tw-stairs-form");
  const char *target = f ? target_floor (f) : NULL;
  if (target == NULL || canvas == NULL)
    return FALSE;
  end_pick (canvas);
  Pick *p = g_new0 (Pick, 1);
  p->document = g_object_ref (f->document);
  p->pointer = g_strdup (f->pointer);
  p->return_floor = g_strdup (tw_map_canvas_get_floor (canvas));
  p->click = GTK_EVENT_CONTROLLER (gtk_gesture_click_new ());
  gtk_event_controller_set_propagation_phase (p->click, GTK_PHASE_CAPTURE);
  g_signal_connect (p->click, "pressed", G_CALLBACK (pick_pressed), canvas);
  gtk_widget_add_controller (GTK_WIDGET (canvas), p->click);
  g_object_set_data_full (G_OBJECT (canvas), "tw-stairs-pick", p, pick_free);
  tw_map_canvas_set_floor (canvas, target);
  g_autofree char *hint = g_strdup_printf (_("Click the cell of %s where the hero arrives."), target);
  gtk_label_set_text (f->hint, hint);
  return TRUE;
}

/* The window's map canvas: the first TwMapCanvas in the form's window. */
static TwMapCanvas *
find_canvas (GtkWidget *widget)
{
  if (TW_IS_MAP_CANVAS (widget))
    return TW_MAP_CANVAS (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      TwMapCanvas *found = find_canvas (child);
      if (found)
        return found;
    }
  return NULL;
}

static void
pick_clicked (GtkButton *button, GtkWidget *form)
{
  Form *f = g_object_get_data (G_OBJECT (form), "tw-stairs-form");
  GtkRoot *root = gtk_widget_get_root (form);
  TwMapCanvas *canvas = root ? find_canvas (GTK_WIDGET (root)) : NULL;
  if (canvas == NULL || !tw_stairs_form_begin_pick (form, canvas))
    gtk_label_set_text (f->hint, _("There is no map to pick on, or the target floor is unknown."));
}

/* --- building -------------------------------------------------------------------- */

static GtkWidget *
labelled (GtkGrid *grid, int row, const char *text, GtkWidget *editor, const char *name,
          const char *tooltip)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_name (editor, name);
  gtk_widget_set_tooltip_text (editor, tooltip);
  tw_a11y_set_name (editor, text); /* the label beside it is only placed there */
  gtk_widget_set_hexpand (editor, TRUE);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, editor, 1, row, 1, 1);
  return editor;
}

static void
load (Form *f)
{
  json_t *entry = tw_document_get_path (f->document, f->pointer);
  const char *floor = json_string_value (json_object_get (entry, "floorId"));
  const char *stair = json_string_value (json_object_get (entry, "stair"));
  json_t *loc = json_object_get (entry, "loc");
  f->loading = TRUE;
  gtk_drop_down_set_selected (f->floor, index_of ((const char *const *)f->floor_choices, floor));
  guint s = stair ? index_of (stairs, stair) : 0;
  gtk_drop_down_set_selected (f->stair, s);
  gtk_spin_button_set_value (f->cell_x, json_integer_value (json_array_get (loc, 0)));
  gtk_spin_button_set_value (f->cell_y, json_integer_value (json_array_get (loc, 1)));
  gtk_widget_set_sensitive (GTK_WIDGET (f->cell_x), s == 0);
  gtk_widget_set_sensitive (GTK_WIDGET (f->cell_y), s == 0);
  const char *direction = json_string_value (json_object_get (entry, "direction"));
  guint d = direction ? index_of (directions, direction) : 0;
  gtk_drop_down_set_selected (f->direction, d);
  f->loading = FALSE;
}

static void
entity_changed (TwDocument *document, TwEntityKind kind, const char *id, const char *field,
                GtkWidget *form)
{
  Form *f = g_object_get_data (G_OBJECT (form), "tw-stairs-form");
  if (kind == TW_ENTITY_FLOOR && g_strcmp0 (id, f->floor_id) == 0
      && tw_document_get_path (document, f->pointer) != NULL)
    load (f);
}

GtkWidget *
tw_stairs_form_new (TwDocument *document, const char *floor_id, int x, int y)
{
  Form *f = g_new0 (Form, 1);
  f->document = g_object_ref (document);
  f->floor_id = g_strdup (floor_id);
  f->x = x;
  f->y = y;
  f->pointer = entry_pointer (floor_id, x, y);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_name (box, "stairs-form");
  g_object_set_data_full (G_OBJECT (box), "tw-stairs-form", f, form_free);
  GtkWidget *heading = gtk_label_new (_("Stairs (changeFloor)"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_box_append (GTK_BOX (box), heading);

  /* Floor choices: the relative ones, then every floor, then an unknown id as it is. */
  GPtrArray *choices = g_ptr_array_new ();
  for (guint i = 0; relative_floors[i]; i++)
    g_ptr_array_add (choices, g_strdup (relative_floors[i]));
  for (guint i = 0; i < tw_document_get_n_floors (document); i++)
    g_ptr_array_add (choices, g_strdup (tw_document_get_floor_id (document, i)));
  const char *current = json_string_value (
      json_object_get (tw_document_get_path (document, f->pointer), "floorId"));
  if (current
      && index_of ((const char *const *)choices->pdata, current) == GTK_INVALID_LIST_POSITION)
    g_ptr_array_add (choices, g_strdup (current));
  g_ptr_array_add (choices, NULL);
  f->floor_choices = (GStrv)g_ptr_array_free (choices, FALSE);

  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (grid, 4);
  gtk_grid_set_column_spacing (grid, 8);
  f->floor = GTK_DROP_DOWN (labelled (
      grid, 0, _("to floor"), gtk_drop_down_new_from_strings ((const char *const *)f->floor_choices),
      "stairs-floor", _("The floor the stairs lead to (:before and :next follow the floor order)")));
  f->stair = GTK_DROP_DOWN (labelled (grid, 1, _("arrive at"), translated_drop_down (stairs),
                                      "stairs-stair",
                                      _("A stair of the target floor, or a cell given below")));
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  f->cell_x = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 999, 1));
  f->cell_y = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 999, 1));
  gtk_editable_set_width_chars (GTK_EDITABLE (f->cell_x), 3);
  gtk_editable_set_width_chars (GTK_EDITABLE (f->cell_y), 3);
  gtk_widget_set_name (GTK_WIDGET (f->cell_x), "stairs-x");
  gtk_widget_set_name (GTK_WIDGET (f->cell_y), "stairs-y");
  gtk_widget_set_tooltip_text (GTK_WIDGET (f->cell_x), _("The arrival cell's x"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (f->cell_y), _("The arrival cell's y"));
  tw_a11y_set_name (GTK_WIDGET (f->cell_x), _("The arrival cell's x"));
  tw_a11y_set_name (GTK_WIDGET (f->cell_y), _("The arrival cell's y"));
  GtkWidget *pick = gtk_button_new_with_label (_("Pick on map"));
  gtk_widget_set_name (pick, "stairs-pick");
  gtk_widget_set_tooltip_text (pick, _("Show the target floor and click the arrival cell"));
  gtk_box_append (GTK_BOX (cell), GTK_WIDGET (f->cell_x));
  gtk_box_append (GTK_BOX (cell), GTK_WIDGET (f->cell_y));
  gtk_box_append (GTK_BOX (cell), pick);
  GtkWidget *cell_label = gtk_label_new (_("cell x, y"));
  gtk_label_set_xalign (GTK_LABEL (cell_label), 0);
  gtk_grid_attach (grid, cell_label, 0, 2, 1, 1);
  gtk_grid_attach (grid, cell, 1, 2, 1, 1);
  f->direction
      = GTK_DROP_DOWN (labelled (grid, 3, _("facing"), translated_drop_down (directions),
                                 "stairs-direction", _("The way the hero faces on arrival")));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (grid));
  f->hint = GTK_LABEL (gtk_label_new (""));
  gtk_widget_add_css_class (GTK_WIDGET (f->hint), "dim-label");
  gtk_label_set_xalign (f->hint, 0);
  gtk_label_set_wrap (f->hint, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->hint));
  GtkWidget *remove = gtk_button_new_with_label (_("Remove stairs"));
  gtk_widget_set_name (remove, "stairs-remove");
  gtk_widget_set_tooltip_text (remove, _("Remove this cell's changeFloor entry"));
  gtk_widget_set_halign (remove, GTK_ALIGN_START);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_box_append (GTK_BOX (box), remove);

  load (f);
  g_signal_connect (f->floor, "notify::selected", G_CALLBACK (floor_selected), f);
  g_signal_connect (f->stair, "notify::selected", G_CALLBACK (stair_selected), f);
  g_signal_connect (f->cell_x, "value-changed", G_CALLBACK (cell_changed), f);
  g_signal_connect (f->cell_y, "value-changed", G_CALLBACK (cell_changed), f);
  g_signal_connect (f->direction, "notify::selected", G_CALLBACK (direction_selected), f);
  g_signal_connect (pick, "clicked", G_CALLBACK (pick_clicked), box);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), f);
  g_signal_connect_object (document, "entity-changed", G_CALLBACK (entity_changed), box, 0);
  return box;
}

typedef struct
{
  TwDocument *document;
  char *pointer;
} AddData;

static void
add_data_free (gpointer data, GClosure *closure)
{
  AddData *a = data;
  g_object_unref (a->document);
  g_free (a->pointer);
  g_free (a);
}

static void
add_clicked (GtkButton *button, AddData *a)
{
  const char *slash = strrchr (a->pointer, '/');
  g_autofree char *parent = g_strndup (a->pointer, slash - a->pointer);
  tw_document_begin_group (a->document, _("Add stairs"));
  if (tw_document_get_path (a->document, parent) == NULL)
    {
      json_t *object = json_object ();
      tw_document_set_field (a->document, parent, object, NULL);
      json_decref (object);
    }
  json_t *entry = json_pack ("{s:s, s:s}", "floorId", ":next", "stair", "downFloor");
  tw_document_set_field (a->document, a->pointer, entry, NULL);
  json_decref (entry);
  tw_document_end_group (a->document);
}

GtkWidget *
tw_stairs_form_add_button (TwDocument *document, const char *floor_id, int x, int y)
{
  AddData *a = g_new0 (AddData, 1);
  a->document = g_object_ref (document);
  a->pointer = entry_pointer (floor_id, x, y);
  GtkWidget *button = gtk_button_new_with_label (_("Add stairs (changeFloor)"));
  gtk_widget_set_name (button, "stairs-add");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (button, _("Make this cell lead to another floor"));
  g_signal_connect_data (button, "clicked", G_CALLBACK (add_clicked), a, add_data_free, 0);
  return button;
}
