/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Keyboard and GNOME conventions of the editor window: the map's keyboard
 * cursor (arrows move it, Space paints with the tool, the status line reads
 * the cell, undo takes it back), the shortcuts window listing every key the
 * window's widgets bind, and the autosave lock a second process respects. */
#include <unistd.h>

#include "editor/mota/tw-lock.h"
#include "editor/mota/tw-project-open.h"
#include "tests/ui/editor-test-util.h"
#include "ui/tw-timeline-view.h"

/* ---- the keyboard cursor ------------------------------------------------------------ */

/* Presses a key on the canvas through its own key controller, as GTK
 * delivers it once the window's capture phase (simulate mode) let it pass. */
static gboolean
press_key (TwMapCanvas *canvas, guint keyval, GdkModifierType state)
{
  graphene_rect_t first, target;
  tw_map_canvas_cell_bounds (canvas, 0, 0, &first);
  tw_map_canvas_cell_bounds (canvas, 4, 3, &target);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_EVENT_CONTROLLER_KEY (controller))
        continue;
      gboolean handled = FALSE;
      g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, state, &handled);
      ui_test_flush ();
      return handled;
    }
  g_assert_not_reached ();
}

static const char *
status_text (TwWindow *window)
{
  GtkWidget *label = ui_test_find (GTK_WIDGET (window), "status-label");
  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
assert_cursor (TwMapCanvas *canvas, int x, int y)
{
  int cx = -1, cy = -1;
  g_assert_true (tw_map_canvas_get_cursor (canvas, &cx, &cy));
  g_assert_cmpint (cx, ==, x);
  g_assert_cmpint (cy, ==, y);
  int hx, hy;
  tw_map_canvas_get_hover (canvas, &hx, &hy);
  g_assert_cmpint (hx, ==, x);
  g_assert_cmpint (hy, ==, y);
}

static void
test_keyboard_cursor (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwDocument *doc = tw_window_get_document (window);
  TwMapCanvas *canvas = tw_window_get_canvas (window);
  int wall = tw_document_find_tile (doc, "yellowWall");
  g_assert_cmpint (wall, >, 0);
  g_assert_true (tw_document_add_floor (doc, "T1", 6, 6, -1, NULL));
  g_assert_true (tw_floor_list_select (tw_window_get_floor_list (window), "T1"));
  tw_palette_select (tw_window_get_palette (window), wall);
  editor_test_action (window, "tool.pencil");
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  ui_test_flush ();

  /* The pointer is away (Xvfb's may rest over the map). */
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "leave");
    }
  /* Hidden until the keyboard drives the map; the first arrow shows it where
   * it was left (the top left corner at first), the next ones move it. */
  g_assert_false (tw_map_canvas_get_cursor (canvas, NULL, NULL));
  g_assert_true (press_key (canvas, GDK_KEY_Right, 0));
  assert_cursor (canvas, 0, 0);
  g_assert_true (press_key (canvas, GDK_KEY_Right, 0));
  g_assert_true (press_key (canvas, GDK_KEY_Down, 0));
  assert_cursor (canvas, 1, 1);
  /* It stays on the floor. */
  g_assert_true (press_key (canvas, GDK_KEY_Up, GDK_SHIFT_MASK));
  assert_cursor (canvas, 1, 0);
  g_assert_true (press_key (canvas, GDK_KEY_Down, 0));
  g_assert_true (g_str_has_prefix (status_text (window), "Floor T1, (1, 1) empty"));

  /* Space paints with the pencil, and the status line reads the new cell. */
  g_assert_cmpint (editor_test_cell (window, "T1", 1, 1), ==, 0);
  g_assert_true (press_key (canvas, GDK_KEY_space, 0));
  g_assert_cmpint (editor_test_cell (window, "T1", 1, 1), ==, wall);
  g_assert_nonnull (strstr (status_text (window), "(1, 1) yellowWall"));
  /* Enter does the same one cell on; the eraser takes it back out. */
  g_assert_true (press_key (canvas, GDK_KEY_Right, 0));
  g_assert_true (press_key (canvas, GDK_KEY_Return, 0));
  g_assert_cmpint (editor_test_cell (window, "T1", 2, 1), ==, wall);
  editor_test_action (window, "tool.eraser");
  g_assert_true (press_key (canvas, GDK_KEY_KP_Enter, 0));
  g_assert_cmpint (editor_test_cell (window, "T1", 2, 1), ==, 0);

  /* Each press is one undo step. */
  editor_test_action (window, "edit.undo");
  g_assert_cmpint (editor_test_cell (window, "T1", 2, 1), ==, wall);
  editor_test_action (window, "edit.undo");
  editor_test_action (window, "edit.undo");
  g_assert_cmpint (editor_test_cell (window, "T1", 1, 1), ==, 0);
  g_assert_cmpint (editor_test_cell (window, "T1", 2, 1), ==, 0);

  /* Modified arrows are left to the shortcuts (Ctrl+arrows are not the cursor's). */
  g_assert_false (press_key (canvas, GDK_KEY_Left, GDK_CONTROL_MASK));
  assert_cursor (canvas, 2, 1);

  /* The pointer moving over the map hands the hovered cell back to it. */
  graphene_rect_t first, target;
  tw_map_canvas_cell_bounds (canvas, 0, 0, &first);
  tw_map_canvas_cell_bounds (canvas, 4, 3, &target);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          g_signal_emit_by_name (controller, "motion", (double)first.origin.x + 4,
                                 (double)first.origin.y + 4);
          g_signal_emit_by_name (controller, "motion", (double)target.origin.x + 4,
                                 (double)target.origin.y + 4);
        }
    }
  g_assert_false (tw_map_canvas_get_cursor (canvas, NULL, NULL));
  int hx, hy, px = 4, py = 3;
  tw_map_canvas_get_hover (canvas, &hx, &hy);
  g_assert_cmpint (hx, ==, px);
  g_assert_cmpint (hy, ==, py);
  /* Without the keyboard cursor Space is the pan key again, not a paint. */
  g_assert_true (press_key (canvas, GDK_KEY_space, 0));
  g_assert_cmpint (editor_test_cell (window, "T1", px, py), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* ---- the timeline's keyboard cursor ------------------------------------------------- */

/* Runs what a key binding of the widget's class does, as GTK does on the key. */
static void
press_binding (GtkWidget *widget, guint keyval, GdkModifierType mods)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                           GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                                           gtk_shortcut_get_arguments (shortcut)));
              ui_test_flush ();
              return;
            }
        }
    }
  g_assert_not_reached ();
}

static TwTimelineModel *
ticks_model (guint n_ticks)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  tw_timeline_model_floor (model, "MT1");
  tw_timeline_model_enemy_join (model, "MT1:1:1:slime", "slime", "Slime", 1, 1, 3, TW_ACT_CHASE, 0);
  for (guint tick = 1; tick < n_ticks; tick++)
    {
      tw_timeline_model_player_action (model, "move up", "move", 1);
      tw_timeline_model_begin_tick (model, tick, tick);
      if (tick % 3 == 0)
        tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_MOVED);
    }
  return model;
}

static void
test_timeline_cursor (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  TwTimeline *timeline = tw_window_get_timeline (window);
  g_autoptr (TwTimelineModel) model = ticks_model (40);
  tw_timeline_set_model (timeline, model);
  GtkWidget *view = tw_timeline_get_view (timeline);
  guint last = tw_timeline_model_get_last_tick (model);
  g_assert_cmpuint (last, >, 20);

  press_binding (view, GDK_KEY_End, 0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, last);
  g_autofree char *expected = g_strdup_printf ("Timeline: tick %u", last);
  g_assert_true (g_str_has_prefix (status_text (window), expected));
  press_binding (view, GDK_KEY_Left, 0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, last - 1);
  press_binding (view, GDK_KEY_Left, GDK_SHIFT_MASK);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, last - 11);
  g_assert_true (g_str_has_prefix (status_text (window), "Timeline: tick "));
  g_assert_nonnull (strstr (status_text (window), "·"));
  press_binding (view, GDK_KEY_Home, 0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 0);
  /* It stays on the session's ticks. */
  press_binding (view, GDK_KEY_Left, 0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 0);
  g_assert_true (g_str_has_prefix (status_text (window), "Timeline: tick 0"));
  press_binding (view, GDK_KEY_Right, 0);
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 1);
  tw_timeline_set_model (timeline, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* ---- the shortcuts window ----------------------------------------------------------- */

typedef struct
{
  guint keyval;
  GdkModifierType mods;
} Key;

/* Keypad twins are the same key to a person (Ctrl+KP_Add zooms as Ctrl+plus). */
static guint
main_keyval (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_KP_Add:
      return GDK_KEY_plus;
    case GDK_KEY_KP_Subtract:
      return GDK_KEY_minus;
    case GDK_KEY_KP_0:
      return GDK_KEY_0;
    case GDK_KEY_KP_Enter:
      return GDK_KEY_Return;
    default:
      return gdk_keyval_to_lower (keyval);
    }
}

static void
add_trigger (GArray *keys, GtkShortcutTrigger *trigger)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      add_trigger (keys, gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)));
      add_trigger (keys, gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)));
    }
  else if (GTK_IS_KEYVAL_TRIGGER (trigger))
    {
      Key key = { main_keyval (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger))),
                  gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) };
      g_array_append_val (keys, key);
    }
}

/* Whether a shortcut runs one of our actions: a window or application action
 * (win., app.), or an action a Tw class installed. GTK's own bindings that our
 * widgets inherit (focus moves, the inspector) are not ours to list. */
static gboolean
is_our_action (GtkWidget *widget, GtkShortcutAction *action)
{
  if (!GTK_IS_NAMED_ACTION (action))
    return FALSE;
  const char *name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
  if (g_str_has_prefix (name, "win.") || g_str_has_prefix (name, "app."))
    return TRUE;
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (widget);
  GType owner;
  const char *action_name, *property;
  const GVariantType *parameter;
  /* (GTK 4.8 writes every out argument: none may be NULL.) */
  for (guint i = 0;
       gtk_widget_class_query_action (klass, i, &owner, &action_name, &parameter, &property); i++)
    if (g_str_equal (action_name, name))
      return g_str_has_prefix (g_type_name (owner), "Tw");
  return FALSE;
}

/* Every key our widgets bind to our actions: their classes' bindings and
 * their shortcut controllers. */
static void
collect_bound_keys (GtkWidget *widget, GArray *keys)
{
  if (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Tw"))
    {
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              if (is_our_action (widget, gtk_shortcut_get_action (shortcut)))
                add_trigger (keys, gtk_shortcut_get_trigger (shortcut));
            }
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_bound_keys (child, keys);
}

/* The keys the shortcuts window shows, from its accelerator strings. */
static GArray *
listed_keys (GtkBuilder *builder, guint *n_entries)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (Key));
  GSList *objects = gtk_builder_get_objects (builder);
  *n_entries = 0;
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_autofree char *accel = NULL, *title = NULL;
      g_object_get (l->data, "accelerator", &accel, "title", &title, NULL);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");
      (*n_entries)++;
      g_auto (GStrv) parts = g_strsplit (accel != NULL ? accel : "", " ", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        {
          Key key = { 0, 0 };
          /* "Left...Right" is a range as GtkShortcutsShortcut writes it: each end
           * counts; "<Alt>1...3" (a digit range, the end written without the
           * modifiers) counts every digit between. */
          g_auto (GStrv) range = g_strsplit (parts[i], "...", -1);
          Key first = { 0, 0 };
          for (guint r = 0; range[r] != NULL; r++)
            if (gtk_accelerator_parse (range[r], &key.keyval, &key.mods))
              {
                key.keyval = main_keyval (key.keyval);
                if (r == 0)
                  first = key;
                else if (key.mods == 0 && first.mods != 0 && first.keyval >= GDK_KEY_0
                         && key.keyval <= GDK_KEY_9 && first.keyval < key.keyval)
                  {
                    for (guint k = first.keyval + 1; k < key.keyval; k++)
                      g_array_append_val (keys, ((Key){ k, first.mods }));
                    key.mods = first.mods;
                  }
                g_array_append_val (keys, key);
              }
        }
    }
  g_slist_free (objects);
  return keys;
}

static gboolean
keys_contain (GArray *keys, const Key *key)
{
  for (guint i = 0; i < keys->len; i++)
    {
      const Key *k = &g_array_index (keys, Key, i);
      if (k->keyval == key->keyval && k->mods == key->mods)
        return TRUE;
    }
  return FALSE;
}

static void
test_shortcuts_window_lists_every_key (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  /* Simulate mode builds its bar's widgets too. */
  editor_test_action (window, "win.simulate");

  g_autoptr (GArray) bound = g_array_new (FALSE, FALSE, sizeof (Key));
  collect_bound_keys (GTK_WIDGET (window), bound);
  /* The sanity of the walk: keys from the window, the canvas, the timeline
   * and the floor list are among them. */
  const Key must[] = {
    { GDK_KEY_z, GDK_CONTROL_MASK },
    { GDK_KEY_Return, GDK_CONTROL_MASK },
    { GDK_KEY_plus, GDK_CONTROL_MASK },
    { GDK_KEY_F2, 0 },
    { GDK_KEY_Page_Down, 0 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (must); i++)
    g_assert_true (keys_contain (bound, &must[i]));

  g_autoptr (GtkBuilder) builder
      = gtk_builder_new_from_resource ("/io/github/turnwright/Turnwright/gtk/help-overlay.ui");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  guint n_entries;
  g_autoptr (GArray) listed = listed_keys (builder, &n_entries);
  g_autoptr (GString) missing = g_string_new (NULL);
  for (guint i = 0; i < bound->len; i++)
    {
      const Key *key = &g_array_index (bound, Key, i);
      if (!keys_contain (listed, key))
        {
          g_autofree char *name = gtk_accelerator_name (key->keyval, key->mods);
          g_string_append_printf (missing, " %s", name);
        }
    }
  if (missing->len > 0)
    g_test_message ("bound but not in the shortcuts window:%s", missing->str);
  g_assert_cmpstr (missing->str, ==, "");

  /* What is not a GtkShortcut but a key handler is listed too: the hero's
   * moves in simulate mode and the map's keyboard cursor. */
  const Key handled[] = {
    { GDK_KEY_Up, 0 }, { GDK_KEY_Left, 0 }, { GDK_KEY_w, 0 },     { GDK_KEY_a, 0 },
    { GDK_KEY_d, 0 },  { GDK_KEY_space, 0 }, { GDK_KEY_question, GDK_CONTROL_MASK },
  };
  for (guint i = 0; i < G_N_ELEMENTS (handled); i++)
    g_assert_true (keys_contain (listed, &handled[i]));
  g_test_message ("%u keys bound, %u entries in the shortcuts window", bound->len, n_entries);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

/* ---- the autosave lock -------------------------------------------------------------- */

static void
test_autosave_lock (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (sample, &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "locked.twproj", NULL);
  g_assert_true (tw_project_file_save (project, path, &error));

  TwWindow *window = editor_test_window (path);
  TwDocument *doc = tw_window_get_document (window);
  g_assert_true (tw_document_set_cell (doc, "sample0", 0, 0,
                                       tw_document_find_tile (doc, "yellowWall"), NULL));
  g_autofree char *autosave = tw_window_get_autosave_path (window);
  g_autofree char *lock = g_strconcat (autosave, ".lock", NULL);
  g_autofree char *autosave_dir = g_path_get_dirname (autosave);
  g_assert_cmpint (g_mkdir_with_parents (autosave_dir, 0700), ==, 0);

  /* Another live Turnwright (here: this test's parent) autosaves this project. */
  g_autofree char *other = g_strdup_printf ("%ld %s\n", (long)getppid (), g_get_host_name ());
  g_assert_true (g_file_set_contents (lock, other, -1, NULL));
  g_assert_false (tw_window_autosave_now (window, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));

  /* That process is gone: its lock is stale, this window takes it and autosaves. */
  g_assert_cmpint (g_unlink (lock), ==, 0);
  g_assert_true (tw_window_autosave_now (window, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_assert_cmpint (tw_lock_read_owner (lock, NULL), ==, getpid ());

  /* The window going away lets go of it. */
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
  g_unlink (autosave);
  editor_test_rmdir (dir);
}

int
main (int argc, char **argv)
{
  /* Autosaves and their locks in a cache of this test's own. */
  g_autofree char *cache = g_dir_make_tmp ("tw-a11y-cache-XXXXXX", NULL);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/a11y/keyboard-cursor", test_keyboard_cursor);
  g_test_add_func ("/ui/a11y/timeline-cursor", test_timeline_cursor);
  g_test_add_func ("/ui/a11y/shortcuts-window", test_shortcuts_window_lists_every_key);
  g_test_add_func ("/ui/a11y/autosave-lock", test_autosave_lock);
  int status = g_test_run ();
  editor_test_rmdir (cache);
  return status;
}
