/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing tower events in the inspector (issue 18, "Stairs and events"):
 * a cell's event list and a floor's hooks driven through their buttons, the
 * command dialog's form and JSON pages, and the stairs form; the document
 * JSON checked after each edit and after undo. Unknown commands stay
 * byte-equal after a no-op. */
#include <gtk/gtk.h>
#include <string.h>

#include "tests/ui/panel-test-util.h"
#include "ui/tw-inspector.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-stairs-form.h"

typedef InspectorFixture Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  inspector_fixture_open (f, 420, 900);
}

static GtkWidget *
find (Fixture *f, const char *name)
{
  ui_test_flush ();
  return ui_test_need (GTK_WIDGET (f->inspector), name);
}

static void
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_signal_emit_by_name (button, "clicked");
  ui_test_flush ();
}

static const char *
row_text (Fixture *f, const char *pointer)
{
  g_autofree char *name = g_strdup_printf ("event-row:%s", pointer);
  return gtk_label_get_text (GTK_LABEL (find (f, name)));
}

static GtkWidget *
button (Fixture *f, const char *kind, const char *pointer)
{
  g_autofree char *name = g_strdup_printf ("event-%s:%s", kind, pointer);
  return find (f, name);
}

static json_t *
path (Fixture *f, const char *pointer)
{
  return tw_document_get_path (f->doc, pointer);
}

static char *
dump (json_t *value)
{
  return json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
}

/* The open command dialog (a toplevel named "event-editor"). */
static GtkWidget *
editor_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (window), "event-editor") == 0
          && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

static GtkWidget *
in_editor (const char *name)
{
  GtkWidget *window = editor_window ();
  g_assert_nonnull (window);
  GtkWidget *widget = ui_test_find (window, name);
  if (widget == NULL)
    g_error ("no widget named '%s' in the command dialog", name);
  return widget;
}

#define EVENTS_2_5 "/floors/sample0/events/2,5"

static void
test_list_add_undo (Fixture *f, gconstpointer data)
{
  tw_inspector_show_cell (f->inspector, f->doc, "sample0", 2, 5);
  g_assert_true (g_str_has_prefix (row_text (f, "/0"), "text \""));
  g_assert_cmpstr (row_text (f, "/1"), ==, "hide (this cell)");
  g_autofree char *before = dump (path (f, EVENTS_2_5));

  GtkWidget *type = find (f, "event-add-type");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type), ui_test_drop_down_find (type, "setValue"));
  click (find (f, "event-add"));
  json_t *list = path (f, EVENTS_2_5);
  g_assert_cmpuint (json_array_size (list), ==, 3);
  g_assert_cmpstr (json_string_value (json_object_get (json_array_get (list, 2), "type")), ==,
                   "setValue");
  g_assert_cmpstr (row_text (f, "/2"), ==, "setValue status:atk += 1");

  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *after = dump (path (f, EVENTS_2_5));
  g_assert_cmpstr (after, ==, before);
  ui_test_flush ();
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "event-row:/2"));
}

static void
test_move_and_remove (Fixture *f, gconstpointer data)
{
  tw_inspector_show_cell (f->inspector, f->doc, "sample0", 2, 5);
  g_autofree char *before = dump (path (f, EVENTS_2_5));
  click (button (f, "up", "/1"));
  g_assert_cmpstr (
      json_string_value (json_object_get (json_array_get (path (f, EVENTS_2_5), 0), "type")), ==,
      "hide");
  g_assert_cmpstr (row_text (f, "/0"), ==, "hide (this cell)");
  click (button (f, "down", "/0"));
  g_autofree char *back = dump (path (f, EVENTS_2_5));
  g_assert_cmpstr (back, ==, before);

  click (button (f, "remove", "/0"));
  g_assert_cmpuint (json_array_size (path (f, EVENTS_2_5)), ==, 1);
  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *undone = dump (path (f, EVENTS_2_5));
  g_assert_cmpstr (undone, ==, before);
}

static void
test_form_edit (Fixture *f, gconstpointer data)
{
  tw_inspector_show_cell (f->inspector, f->doc, "sample0", 2, 5);
  click (button (f, "edit", "/1"));
  GtkWidget *loc = in_editor ("event-field:loc");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (loc)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (loc), "3,4");
  click (in_editor ("event-editor-apply"));
  g_assert_null (editor_window ());
  /* The member typed is written; the others (time) are kept. */
  g_autofree char *hide = dump (json_array_get (path (f, EVENTS_2_5), 1));
  g_assert_cmpstr (hide, ==, "{\"type\":\"hide\",\"time\":500,\"loc\":[3,4]}");
  g_assert_cmpstr (row_text (f, "/1"), ==, "hide (3,4)");

  /* A bad cell keeps the dialog open with a message. */
  click (button (f, "edit", "/1"));
  gtk_editable_set_text (GTK_EDITABLE (in_editor ("event-field:loc")), "three");
  click (in_editor ("event-editor-apply"));
  GtkWidget *message = in_editor ("event-editor-error");
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "x,y"));
  click (in_editor ("event-editor-cancel"));
  g_assert_null (editor_window ());

  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (json_object_get (json_array_get (path (f, EVENTS_2_5), 1), "loc"));

  /* setValue: its operator from a drop-down, its value typed; Enter applies. */
  GtkWidget *type = find (f, "event-add-type");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type), ui_test_drop_down_find (type, "setValue"));
  click (find (f, "event-add"));
  click (button (f, "edit", "/2"));
  GtkWidget *op = in_editor ("event-field:operator");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (op)), ==,
                    ui_test_drop_down_find (op, "+="));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (op), ui_test_drop_down_find (op, "min="));
  GtkWidget *value = in_editor ("event-field:value");
  gtk_editable_set_text (GTK_EDITABLE (value), "flag:cap");
  ui_test_enter (value);
  ui_test_flush ();
  g_assert_null (editor_window ());
  g_assert_cmpstr (row_text (f, "/2"), ==, "setValue status:atk min= flag:cap");

  /* Escape closes without writing. */
  click (button (f, "edit", "/2"));
  gtk_editable_set_text (GTK_EDITABLE (in_editor ("event-field:value")), "99");
  g_assert_true (gtk_widget_activate_action (editor_window (), "window.close", NULL));
  ui_test_flush ();
  g_assert_null (editor_window ());
  g_assert_cmpstr (row_text (f, "/2"), ==, "setValue status:atk min= flag:cap");
}

#define ODD_COMMAND                                                                                \
  "{\"type\":\"fancyThing\",\"b\":1.5,\"a\":[1,{\"c\":null}],\"text\":\"\\u00e9\"}"

/* How jansson writes it back: members in their order, 1.5 as it was read, é unescaped. */
#define ODD_COMMAND_COMPACT                                                                        \
  "{\"type\":\"fancyThing\",\"b\":1.5,\"a\":[1,{\"c\":null}],\"text\":\"é\"}"

static void
test_json_editor (Fixture *f, gconstpointer data)
{
  json_t *list = json_loads ("[" ODD_COMMAND "]", 0, NULL);
  g_assert_true (tw_document_set_field (f->doc, "/floors/MT0/events/1,1", list, NULL));
  json_decref (list);
  tw_inspector_show_cell (f->inspector, f->doc, "MT0", 1, 1);
  g_assert_cmpstr (row_text (f, "/0"), ==, "fancyThing \"é\"");
  g_autofree char *tower_before = dump (tw_document_get_tower (f->doc));
  const char *undo_before = tw_document_get_undo_label (f->doc);
  g_autofree char *undo_label = g_strdup (undo_before);

  /* An unknown command: no form, its JSON; Apply without a change writes nothing. */
  click (button (f, "edit", "/0"));
  g_assert_null (ui_test_find (editor_window (), "event-field:text"));
  click (in_editor ("event-editor-apply"));
  g_assert_null (editor_window ());
  g_autofree char *tower_after = dump (tw_document_get_tower (f->doc));
  g_assert_cmpstr (tower_after, ==, tower_before);
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, undo_label);

  /* Adding beside it copies it as it was, to the byte. */
  GtkWidget *type = find (f, "event-add-type");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type), ui_test_drop_down_find (type, "hide"));
  click (find (f, "event-add"));
  g_autofree char *odd_kept = dump (json_array_get (path (f, "/floors/MT0/events/1,1"), 0));
  g_assert_cmpstr (odd_kept, ==, ODD_COMMAND_COMPACT);
  g_assert_true (tw_document_undo (f->doc));

  /* Bad JSON: the error names its line and column, nothing is written. */
  click (button (f, "edit", "/0"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (in_editor ("event-json")));
  gtk_text_buffer_set_text (buffer, "{\n  \"type\": \"fancyThing\",\n  \"b\": }", -1);
  click (in_editor ("event-editor-apply"));
  const char *error = gtk_label_get_text (GTK_LABEL (in_editor ("event-editor-error")));
  g_assert_true (g_str_has_prefix (error, "Line 3, column"));
  g_autofree char *unchanged = dump (tw_document_get_tower (f->doc));
  g_assert_cmpstr (unchanged, ==, tower_before);

  /* Good JSON is written as one undo step. */
  gtk_text_buffer_set_text (buffer, "{\"type\": \"fancyThing\", \"b\": 2}", -1);
  click (in_editor ("event-editor-apply"));
  g_assert_null (editor_window ());
  g_autofree char *edited = dump (path (f, "/floors/MT0/events/1,1"));
  g_assert_cmpstr (edited, ==, "[{\"type\":\"fancyThing\",\"b\":2}]");
  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *restored = dump (tw_document_get_tower (f->doc));
  g_assert_cmpstr (restored, ==, tower_before);
}

static void
test_first_command_on_bare_floor (Fixture *f, gconstpointer data)
{
  /* A floor without an events object: adding makes it and the cell's list, one step. */
  g_assert_true (tw_document_set_field (f->doc, "/floors/MT0/events", NULL, NULL));
  tw_inspector_show_cell (f->inspector, f->doc, "MT0", 2, 2);
  GtkWidget *type = find (f, "event-add-type");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type), ui_test_drop_down_find (type, "text"));
  click (find (f, "event-add"));
  g_autofree char *made = dump (path (f, "/floors/MT0/events"));
  g_assert_cmpstr (made, ==, "{\"2,2\":[{\"type\":\"text\",\"text\":\"\"}]}");
  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (path (f, "/floors/MT0/events"));

  /* An autoEvent: its commands as a list, its condition written on Enter. */
  json_t *auto_event = json_loads ("{\"3,3\": {\"0\": {\"condition\": \"flag:door>=2\", "
                                   "\"currentFloor\": true, \"data\": [{\"type\": \"openDoor\", "
                                   "\"loc\": [3, 4]}]}}}",
                                   0, NULL);
  g_assert_true (tw_document_set_field (f->doc, "/floors/MT0/autoEvent", auto_event, NULL));
  json_decref (auto_event);
  tw_inspector_show_cell (f->inspector, f->doc, "MT0", 3, 3);
  g_assert_cmpstr (row_text (f, "/0"), ==, "openDoor (3,4)");
  GtkWidget *condition = find (f, "event-condition:autoEvent/3,3/0/condition");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (condition)), ==, "flag:door>=2");
  ui_test_type (condition, "flag:door>=3");
  g_assert_cmpstr (json_string_value (path (f, "/floors/MT0/autoEvent/3,3/0/condition")), ==,
                   "flag:door>=3");
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpstr (json_string_value (path (f, "/floors/MT0/autoEvent/3,3/0/condition")), ==,
                   "flag:door>=2");

  /* The floor page lists its own hooks. */
  tw_inspector_show_floor (f->inspector, f->doc, "sample0");
  g_assert_nonnull (find (f, "event-list:firstArrive"));
  g_assert_cmpstr (row_text (f, "/0"), ==, "setText");
}

static guint
selected (Fixture *f, const char *name)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (find (f, name)));
}

#define STAIRS_6_0 "/floors/sample0/changeFloor/6,0"

static void
test_stairs_form (Fixture *f, gconstpointer data)
{
  tw_inspector_show_cell (f->inspector, f->doc, "sample0", 6, 0);
  GtkWidget *floor = find (f, "stairs-floor"), *stair = find (f, "stairs-stair");
  g_assert_cmpuint (selected (f, "stairs-floor"), ==, ui_test_drop_down_find (floor, "sample1"));
  g_assert_cmpuint (selected (f, "stairs-stair"), ==, ui_test_drop_down_find (stair, "downFloor"));
  g_autofree char *before = dump (path (f, STAIRS_6_0));

  /* A cell instead of a stair, then its x: each one undo step. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (stair), ui_test_drop_down_find (stair, "a cell"));
  g_autofree char *cell = dump (path (f, STAIRS_6_0));
  g_assert_cmpstr (cell, ==, "{\"floorId\":\"sample1\",\"loc\":[0,0]}");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find (f, "stairs-x")), 5);
  g_autofree char *moved = dump (path (f, STAIRS_6_0));
  g_assert_cmpstr (moved, ==, "{\"floorId\":\"sample1\",\"loc\":[5,0]}");
  GtkWidget *direction = find (f, "stairs-direction");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (direction), ui_test_drop_down_find (direction, "up"));
  g_assert_cmpstr (json_string_value (json_object_get (path (f, STAIRS_6_0), "direction")), ==,
                   "up");
  floor = find (f, "stairs-floor");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (floor), ui_test_drop_down_find (floor, ":next"));
  g_assert_cmpstr (json_string_value (json_object_get (path (f, STAIRS_6_0), "floorId")), ==,
                   ":next");
  for (int i = 0; i < 4; i++)
    g_assert_true (tw_document_undo (f->doc));
  g_autofree char *undone = dump (path (f, STAIRS_6_0));
  g_assert_cmpstr (undone, ==, before);

  /* Pick on map: the canvas shows the target floor, the click is the cell. */
  TwMapCanvas *canvas = TW_MAP_CANVAS (tw_map_canvas_new ());
  g_object_ref_sink (canvas);
  tw_map_canvas_set_tower (canvas, tw_document_get_tower (f->doc), NULL);
  tw_map_canvas_set_floor (canvas, "sample0");
  ui_test_flush ();
  g_assert_true (tw_stairs_form_begin_pick (find (f, "stairs-form"), canvas));
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample1");
  g_assert_true (tw_stairs_form_finish_pick (canvas, 3, 4));
  g_assert_cmpstr (tw_map_canvas_get_floor (canvas), ==, "sample0");
  g_autofree char *picked = dump (path (f, STAIRS_6_0));
  g_assert_cmpstr (picked, ==, "{\"floorId\":\"sample1\",\"loc\":[3,4]}");
  g_assert_false (tw_stairs_form_finish_pick (canvas, 1, 1)); /* one click only */
  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *unpicked = dump (path (f, STAIRS_6_0));
  g_assert_cmpstr (unpicked, ==, before);
  g_object_unref (canvas);

  /* Remove, and add on a plain cell. */
  click (find (f, "stairs-remove"));
  g_assert_null (path (f, STAIRS_6_0));
  tw_inspector_show_cell (f->inspector, f->doc, "sample0", 5, 5);
  click (find (f, "stairs-add"));
  g_autofree char *added = dump (path (f, "/floors/sample0/changeFloor/5,5"));
  g_assert_cmpstr (added, ==, "{\"floorId\":\":next\",\"stair\":\"downFloor\"}");
  g_assert_nonnull (find (f, "stairs-floor"));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/event-editing/list-add-undo", Fixture, NULL, fixture_set_up, test_list_add_undo,
              inspector_fixture_tear_down);
  g_test_add ("/event-editing/move-and-remove", Fixture, NULL, fixture_set_up, test_move_and_remove,
              inspector_fixture_tear_down);
  g_test_add ("/event-editing/form-edit", Fixture, NULL, fixture_set_up, test_form_edit,
              inspector_fixture_tear_down);
  g_test_add ("/event-editing/json-editor", Fixture, NULL, fixture_set_up, test_json_editor,
              inspector_fixture_tear_down);
  g_test_add ("/event-editing/first-command-on-bare-floor", Fixture, NULL, fixture_set_up,
              test_first_command_on_bare_floor, inspector_fixture_tear_down);
  g_test_add ("/event-editing/stairs-form", Fixture, NULL, fixture_set_up, test_stairs_form,
              inspector_fixture_tear_down);
  return g_test_run ();
}
