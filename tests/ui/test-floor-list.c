/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwFloorList: the floors of the document, selection, and each floor command
 * through its action, checked in the document (and its undo history). */
#include <gtk/gtk.h>

#include "tests/ui/panel-test-util.h"
#include "ui/tw-floor-list.h"

typedef struct
{
  TwDocument *doc;
  TwFloorList *list;
  GtkWindow *window;
  GPtrArray *selected; /* floor-selected arguments, in order */
} Fixture;

static void
on_selected (TwFloorList *list, const char *floor_id, Fixture *f)
{
  g_ptr_array_add (f->selected, g_strdup (floor_id));
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->doc = ui_test_open_sample ();
  f->selected = g_ptr_array_new_with_free_func (g_free);
  f->list = TW_FLOOR_LIST (tw_floor_list_new ());
  g_signal_connect (f->list, "floor-selected", G_CALLBACK (on_selected), f);
  f->window = ui_test_host (GTK_WIDGET (f->list), 260, 500);
  tw_floor_list_set_document (f->list, f->doc);
  ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_test_unhost (f->window, f->doc);
  g_ptr_array_unref (f->selected);
}

static void
activate (Fixture *f, const char *action, GVariant *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (f->list), action, parameter));
  ui_test_flush ();
}

static char *
floor_ids (Fixture *f)
{
  g_auto (GStrv) ids = tw_document_dup_floor_ids (f->doc);
  return g_strjoinv (" ", ids);
}

static void
assert_floors (Fixture *f, const char *expected)
{
  g_autofree char *ids = floor_ids (f);
  g_assert_cmpstr (ids, ==, expected);
}

static const char *
last_selected (Fixture *f)
{
  g_assert_cmpuint (f->selected->len, >, 0);
  return g_ptr_array_index (f->selected, f->selected->len - 1);
}

static void
test_select (Fixture *f, gconstpointer data)
{
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "sample0");
  g_assert_cmpstr (last_selected (f), ==, "sample0");

  GtkWidget *view = ui_test_find (GTK_WIDGET (f->list), "floor-list-view");
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);

  activate (f, "floors.next", NULL);
  g_assert_cmpstr (last_selected (f), ==, "sample1");
  activate (f, "floors.next", NULL);
  activate (f, "floors.next", NULL);
  g_assert_cmpstr (last_selected (f), ==, "MT0");
  /* At the end, next does nothing. */
  guint emitted = f->selected->len;
  gtk_widget_activate_action (GTK_WIDGET (f->list), "floors.next", NULL);
  g_assert_cmpuint (f->selected->len, ==, emitted);
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "MT0");
  activate (f, "floors.previous", NULL);
  g_assert_cmpstr (last_selected (f), ==, "sample2");

  g_assert_true (tw_floor_list_select (f->list, "sample0"));
  g_assert_cmpstr (last_selected (f), ==, "sample0");
  g_assert_false (tw_floor_list_select (f->list, "nope"));
}

static void
test_page_keys (Fixture *f, gconstpointer data)
{
  /* PgDn and PgUp go through the window's shortcut handling. */
  GtkWidget *view = ui_test_find (GTK_WIDGET (f->list), "floor-list-view");
  gtk_widget_grab_focus (view);
  ui_test_flush ();
  GtkEventController *controller = NULL;
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->list));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && controller == NULL; i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_SHORTCUT_CONTROLLER (c))
        controller = c;
    }
  g_object_unref (controllers);
  g_assert_nonnull (controller);
  g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)), ==,
                   GTK_SHORTCUT_SCOPE_GLOBAL);

  /* Activate the shortcut's own action as the controller would. */
  GListModel *shortcuts = G_LIST_MODEL (controller);
  guint found = 0;
  for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
    {
      g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
      g_autofree char *trigger
          = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
      if (g_strcmp0 (trigger, "Page_Down") == 0)
        {
          gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (f->list),
                                        NULL);
          found++;
        }
    }
  g_assert_cmpuint (found, ==, 1);
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "sample1");
}

static void
test_add_and_undo (Fixture *f, gconstpointer data)
{
  activate (f, "floors.add", NULL);
  /* sample0 -> the next free id of its series, after it. */
  assert_floors (f, "sample0 sample3 sample1 sample2 MT0");
  g_assert_cmpstr (last_selected (f), ==, "sample3");
  int w = 0, h = 0;
  g_assert_true (tw_document_get_floor_size (f->doc, "sample3", &w, &h));
  g_assert_cmpint (w, ==, 13);
  g_assert_cmpint (h, ==, 13);
  g_assert_cmpint (tw_document_get_cell (f->doc, "sample3", 0, 0), ==, 0);

  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  assert_floors (f, "sample0 sample1 sample2 MT0");
  GtkWidget *view = ui_test_find (GTK_WIDGET (f->list), "floor-list-view");
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (view)));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  g_assert_nonnull (tw_floor_list_get_selected (f->list));
}

static void
test_duplicate (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "sample2");
  activate (f, "floors.duplicate", NULL);
  assert_floors (f, "sample0 sample1 sample2 sample3 MT0");
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "sample3");
  json_t *copy = tw_document_get_floor (f->doc, "sample3");
  json_t *original = tw_document_get_floor (f->doc, "sample2");
  g_assert_true (json_equal (json_object_get (copy, "map"), json_object_get (original, "map")));
  g_assert_cmpstr (json_string_value (json_object_get (copy, "floorId")), ==, "sample3");
}

static void
test_rename (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "sample1");
  activate (f, "floors.rename-to", g_variant_new_string ("hall"));
  assert_floors (f, "sample0 hall sample2 MT0");
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "hall");
  g_assert_null (tw_floor_list_get_message (f->list));

  /* A taken id is refused with its reason, and nothing changes. */
  activate (f, "floors.rename-to", g_variant_new_string ("MT0"));
  assert_floors (f, "sample0 hall sample2 MT0");
  g_assert_nonnull (tw_floor_list_get_message (f->list));
  GtkWidget *message = ui_test_find (GTK_WIDGET (f->list), "floor-list-message");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==,
                   tw_floor_list_get_message (f->list));
  activate (f, "floors.rename-to", g_variant_new_string ("bad id!"));
  assert_floors (f, "sample0 hall sample2 MT0");

  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  assert_floors (f, "sample0 sample1 sample2 MT0");
}

static GtkWindow *
find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (window)), name) == 0)
        return window;
    }
  return NULL;
}

/* The n-th widget of type in depth-first order. */
static GtkWidget *
find_type_counting (GtkWidget *root, GType type, int *n)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (*n)-- == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type_counting (child, type, n);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_type (GtkWidget *root, GType type, int n)
{
  return find_type_counting (root, type, &n);
}

static void
test_rename_dialog (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "MT0");
  activate (f, "floors.rename", NULL);
  GtkWindow *dialog = find_toplevel ("floor-rename-dialog");
  g_assert_nonnull (dialog);
  GtkWidget *entry = find_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "MT0");
  gtk_editable_set_text (GTK_EDITABLE (entry), "tower0");
  g_signal_emit_by_name (ui_test_find (GTK_WIDGET (dialog), "prompt-accept"), "clicked");
  ui_test_flush ();
  assert_floors (f, "sample0 sample1 sample2 tower0");
  g_assert_null (find_toplevel ("floor-rename-dialog"));
}

static void
test_resize_dialog (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "MT0");
  activate (f, "floors.resize", NULL);
  GtkWindow *dialog = find_toplevel ("floor-resize-dialog");
  g_assert_nonnull (dialog);
  /* width, height, offset x, offset y */
  GtkWidget *spins[4];
  for (int i = 0; i < 4; i++)
    spins[i] = find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, i);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spins[0])), ==, 13);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spins[0]), 10);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spins[1]), 11);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spins[2]), -1);
  g_signal_emit_by_name (ui_test_find (GTK_WIDGET (dialog), "prompt-accept"), "clicked");
  ui_test_flush ();
  int w = 0, h = 0;
  g_assert_true (tw_document_get_floor_size (f->doc, "MT0", &w, &h));
  g_assert_cmpint (w, ==, 10);
  g_assert_cmpint (h, ==, 11);
  g_assert_null (find_toplevel ("floor-resize-dialog"));
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Resize Floor");
}

static void
test_reorder (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "sample2");
  activate (f, "floors.move-up", NULL);
  assert_floors (f, "sample0 sample2 sample1 MT0");
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "sample2");
  activate (f, "floors.move-up", NULL);
  assert_floors (f, "sample2 sample0 sample1 MT0");
  gtk_widget_activate_action (GTK_WIDGET (f->list), "floors.move-up", NULL); /* at the top */
  assert_floors (f, "sample2 sample0 sample1 MT0");
  activate (f, "floors.move-down", NULL);
  activate (f, "floors.move-down", NULL);
  activate (f, "floors.move-down", NULL);
  assert_floors (f, "sample0 sample1 MT0 sample2");
  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  assert_floors (f, "sample0 sample1 sample2 MT0");
}

static void
test_delete (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "sample1");
  activate (f, "floors.delete", NULL);
  assert_floors (f, "sample0 sample2 MT0");
  g_assert_null (tw_document_get_floor (f->doc, "sample1"));
  /* The floor that took its place is selected. */
  g_assert_cmpstr (tw_floor_list_get_selected (f->list), ==, "sample2");
  g_assert_cmpstr (last_selected (f), ==, "sample2");
  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  assert_floors (f, "sample0 sample1 sample2 MT0");
  g_assert_nonnull (tw_document_get_floor (f->doc, "sample1"));
}

static void
test_resize (Fixture *f, gconstpointer data)
{
  tw_floor_list_select (f->list, "sample1");
  int before = tw_document_get_cell (f->doc, "sample1", 0, 0);
  activate (f, "floors.resize-to", g_variant_new ("(iiii)", 15, 14, 1, 1));
  int w = 0, h = 0;
  g_assert_true (tw_document_get_floor_size (f->doc, "sample1", &w, &h));
  g_assert_cmpint (w, ==, 15);
  g_assert_cmpint (h, ==, 14);
  g_assert_cmpint (tw_document_get_cell (f->doc, "sample1", 1, 1), ==, before);
  g_assert_cmpint (tw_document_get_cell (f->doc, "sample1", 0, 0), ==, 0);

  activate (f, "floors.resize-to", g_variant_new ("(iiii)", 0, 14, 0, 0));
  g_assert_nonnull (tw_floor_list_get_message (f->list));
  g_assert_true (tw_document_get_floor_size (f->doc, "sample1", &w, &h));
  g_assert_cmpint (w, ==, 15);
}

/* Runs the main loop until the list's idle work (thumbnails) is done. */
static void
test_settle (Fixture *f)
{
  ui_test_spin (100);
}

static void
test_thumbnail (Fixture *f, gconstpointer data)
{
  /* sample1 (0,0) is tile 7 (a wall-like terrain); put an enemy at (1,1). */
  int bat = tw_document_find_tile (f->doc, "bat");
  g_assert_true (tw_document_set_cell (f->doc, "MT0", 1, 1, bat, NULL));
  g_assert_true (tw_document_set_cell (f->doc, "MT0", 2, 1, 0, NULL));
  g_autoptr (GdkTexture) texture = tw_floor_list_render_thumbnail (f->doc, "MT0");
  g_assert_nonnull (texture);
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_assert_cmpint (w, ==, h);
  int scale = w / 13;
  g_assert_cmpint (scale * 13, ==, w);
  g_assert_cmpint (scale, >=, 1);
  guint32 *pixels = g_new (guint32, w * h);
  gdk_texture_download (texture, (guchar *)pixels, w * 4);
  /* Cairo's ARGB32 in native order: red dominates an enemy, empty is light. */
  guint32 enemy = pixels[(1 * scale) * w + 1 * scale];
  guint32 empty = pixels[(1 * scale) * w + 2 * scale];
  g_assert_cmpuint ((enemy >> 16) & 0xff, >, 0xa0);
  g_assert_cmpuint ((enemy >> 8) & 0xff, <, 0x60);
  g_assert_cmpuint ((empty >> 8) & 0xff, >, 0xc0);
  g_free (pixels);
  g_assert_null (tw_floor_list_render_thumbnail (f->doc, "nope"));
}

static void
collect_thumbnails (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_PICTURE (widget) && gtk_widget_has_css_class (widget, "tw-floor-thumbnail"))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_thumbnails (c, out);
}

/* Rows get their thumbnails in idle time (a big tower opens without waiting
 * for them), and a painted floor's row a new one. */
static void
test_rows_show_thumbnails (Fixture *f, gconstpointer data)
{
  test_settle (f);
  g_autoptr (GPtrArray) pictures = g_ptr_array_new ();
  collect_thumbnails (GTK_WIDGET (f->list), pictures);
  g_assert_cmpuint (pictures->len, ==, 4);
  GdkPaintable *first = gtk_picture_get_paintable (pictures->pdata[0]);
  for (guint i = 0; i < pictures->len; i++)
    g_assert_nonnull (gtk_picture_get_paintable (pictures->pdata[i]));
  int bat = tw_document_find_tile (f->doc, "bat");
  g_assert_true (tw_document_set_cell (f->doc, "sample0", 0, 0, bat, NULL));
  test_settle (f);
  g_assert_nonnull (gtk_picture_get_paintable (pictures->pdata[0]));
  g_assert_true (gtk_picture_get_paintable (pictures->pdata[0]) != first);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
#define ADD(path, func)                                                                            \
  g_test_add ("/ui/floor-list/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("select", test_select);
  ADD ("page-keys", test_page_keys);
  ADD ("add-and-undo", test_add_and_undo);
  ADD ("duplicate", test_duplicate);
  ADD ("rename", test_rename);
  ADD ("rename-dialog", test_rename_dialog);
  ADD ("resize-dialog", test_resize_dialog);
  ADD ("reorder", test_reorder);
  ADD ("delete", test_delete);
  ADD ("resize", test_resize);
  ADD ("thumbnail", test_thumbnail);
  ADD ("rows-show-thumbnails", test_rows_show_thumbnails);
#undef ADD
  return g_test_run ();
}
