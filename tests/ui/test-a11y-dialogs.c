/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Screen-reader names in what the AT-SPI walk (a11y-names.py) does not
 * reach: the event command editor (every form it has), "Sweep this value…",
 * the stairs form and a cell's event list, the floor and entity prompts, the
 * message dialogs (an open error, a refused sweep, closing with unsaved
 * changes, files changed on disk, an autosave to recover), simulate mode's
 * questions (choices, confirm, input, shops), the popovers, the welcome
 * page, the inspector's pages, every stack page of the window and the
 * Tables window's items. Each is built for real on the sample tower (or the
 * simulation tests' tower) and every visible control under it is checked by
 * the walk's rules (tests/ui/a11y-test-util.h), with GTK's test
 * accessibility backend. */
#include <gtk/gtk.h>
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-open.h"
#include "tests/ui/a11y-test-util.h"
#include "tests/ui/editor-test-util.h"
#include "ui/tw-event-editor.h"
#include "ui/tw-inspector.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-sweep-dialog.h"
#include "ui/tw-tables-window.h"
#include "ui/tw-window.h"

/* ---- the event command editor ---------------------------------------------------------- */

static gboolean
apply_nothing (json_t *command, gpointer user_data, GError **error)
{
  return TRUE;
}

/* Every form of the editor (ui/tw-event-editor.c `forms`), and a command
 * it has no form for (the JSON page alone). */
static void
test_event_editor (void)
{
  static const char *const types[]
      = { "text",     "setValue",  "addValue",    "hide",   "show",     "remove",
          "openDoor", "closeDoor", "changeFloor", "battle", "setBlock", "if",
          "while",    "choices",   "openShop",    "win",    "lose",     "playSound" };
  TwDocument *doc = ui_test_open_sample ();
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      json_t *command = json_pack ("{ss}", "type", types[i]);
      GtkWindow *editor = tw_event_editor_open (NULL, doc, command, apply_nothing, NULL, NULL);
      ui_test_flush ();
      g_autofree char *where = g_strdup_printf ("event editor (%s)", types[i]);
      guint n = a11y_test_assert_named (GTK_WIDGET (editor), where);
      g_assert_cmpuint (n, >=, 3); /* the JSON text, Cancel, Apply */
      gtk_window_destroy (editor);
      json_decref (command);
      ui_test_flush ();
    }
  g_object_unref (doc);
  a11y_test_assert_all_named ();
}

/* ---- "Sweep this value…" ---------------------------------------------------------------- */

static void
test_sweep_dialog (void)
{
  json_t *tower = ui_test_load_sim_tower ();
  TwDocument *doc = tw_document_new (tower);
  g_autoptr (GError) error = NULL;
  TwSweepDialog *dialog
      = tw_sweep_dialog_new (NULL, doc, "/enemys/bat/hp", "wait 6\nmove down\n", &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_test_flush ();
  guint n = a11y_test_assert_named (GTK_WIDGET (dialog), "sweep dialog");
  g_assert_cmpuint (n, >=, 6); /* from, to, step, the moves, the outcome, Run... */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_flush ();
  g_object_unref (doc);
  json_decref (tower);
  a11y_test_assert_all_named ();
}

/* ---- the inspector's stairs form and event list ----------------------------------------- */

static void
test_inspector_cells (void)
{
  TwDocument *doc = ui_test_open_sample ();
  TwInspector *inspector = TW_INSPECTOR (tw_inspector_new ());
  GtkWindow *window = ui_test_host (GTK_WIDGET (inspector), 420, 900);
  /* (6,0): the stairs to sample1; (2,5): a text and a hide. */
  tw_inspector_show_cell (inspector, doc, "sample0", 6, 0);
  ui_test_flush ();
  g_assert_nonnull (ui_test_find (GTK_WIDGET (inspector), "stairs-floor"));
  a11y_test_assert_named (GTK_WIDGET (inspector), "stairs form");
  tw_inspector_show_cell (inspector, doc, "sample0", 2, 5);
  ui_test_flush ();
  g_assert_nonnull (ui_test_find (GTK_WIDGET (inspector), "event-row:/0"));
  a11y_test_assert_named (GTK_WIDGET (inspector), "event list");
  ui_test_unhost (window, doc);
  a11y_test_assert_all_named ();
}

/* ---- the floor list's and the inspector's prompts ---------------------------------------- */

/* Checks the open window named @name (a dialog) and returns it. */
static GtkWindow *
check_open_toplevel (const char *name, const char *where)
{
  ui_test_flush ();
  GtkWindow *dialog = editor_test_find_toplevel (name);
  if (dialog == NULL)
    g_error ("%s: no window named %s", where, name);
  guint n = a11y_test_assert_named (GTK_WIDGET (dialog), where);
  g_assert_cmpuint (n, >=, 2);
  return dialog;
}

static void
check_toplevel (const char *name, const char *where)
{
  gtk_window_destroy (check_open_toplevel (name, where));
  ui_test_flush ();
}

/* The message dialog open over @parent (GtkMessageDialog has no name of ours). */
static GtkWidget *
find_message_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      if (GTK_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == parent
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

static void
test_prompts (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  GtkWidget *floors = GTK_WIDGET (tw_window_get_floor_list (window));
  g_assert_true (gtk_widget_activate_action (floors, "floors.rename", NULL));
  check_toplevel ("floor-rename-dialog", "rename floor");
  g_assert_true (gtk_widget_activate_action (floors, "floors.resize", NULL));
  check_toplevel ("floor-resize-dialog", "resize floor");

  TwInspector *inspector = tw_window_get_inspector (window);
  tw_inspector_show_enemy (inspector, tw_window_get_document (window), "greenSlime");
  ui_test_flush ();
  static const char *const commands[][2] = {
    { "inspector.new-enemy", "new enemy" },
    { "inspector.duplicate", "duplicate" },
    { "inspector.rename", "rename" },
    { "inspector.delete", "delete" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (inspector), commands[i][0], NULL));
      check_toplevel ("entity-dialog", commands[i][1]);
    }

  /* A value a sweep cannot vary: the error's Close button. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "sweep-value",
                                  g_variant_new_string ("/enemys/greenSlime/name"));
  ui_test_flush ();
  GtkWidget *error = find_message_dialog (GTK_WINDOW (window));
  g_assert_nonnull (error);
  g_assert_cmpuint (a11y_test_assert_named (error, "sweep refused"), >=, 1);
  gtk_window_destroy (GTK_WINDOW (error));

  /* Closing with unsaved changes: Cancel, Discard, Save. */
  g_assert_true (tw_document_add_floor (tw_window_get_document (window), "T1", 6, 6, -1, NULL));
  gtk_window_close (GTK_WINDOW (window));
  GtkWindow *prompt = check_open_toplevel ("close-prompt", "close prompt");
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_REJECT); /* discard: the window closes */
  ui_test_flush ();
  a11y_test_assert_all_named ();
}

/* Cancel, as the dialog's owner expects an answer (it forgets the dialog then). */
static void
answer_cancel (GtkWindow *dialog)
{
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_flush ();
}

static gboolean
not_loading (gpointer window)
{
  return !tw_window_is_loading (window);
}

/* A project that does not open: the error's Close button. */
static void
test_error_dialog (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "broken.twproj", NULL);
  g_assert_true (g_file_set_contents (
      path, "{\"format\": \"turnwright-project\", \"version\": 1, \"tower\": {,}}\n", -1, NULL));
  TwWindow *window = editor_test_window (NULL);
  tw_window_open (window, path);
  editor_test_wait (not_loading, window);
  GtkWindow *error = editor_test_find_toplevel ("error-dialog");
  g_assert_nonnull (error);
  g_assert_cmpuint (a11y_test_assert_named (GTK_WIDGET (error), "open error"), >=, 1);
  gtk_window_destroy (error);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
  a11y_test_assert_all_named ();
}

/* ---- the files changed on disk ---------------------------------------------------------- */

static gboolean
disk_bar_shown (gpointer window)
{
  GtkWidget *bar = ui_test_find (GTK_WIDGET (window), "disk-bar");
  return bar != NULL && gtk_info_bar_get_revealed (GTK_INFO_BAR (bar));
}

/* The sample exported to a game folder, edited here and by another program
 * (its enemys.js rewritten): the save's question, the bar, the reload's
 * question. */
static void
test_disk_questions (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) original = tw_project_open (sample, &error);
  g_assert_no_error (error);
  g_assert_true (tw_mota_export_folder (original, dir, NULL, &error));
  TwWindow *window = editor_test_window (dir);
  json_t *hp = json_integer (555);
  g_assert_true (
      tw_document_set_field (tw_window_get_document (window), "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  g_autofree char *enemys = g_build_filename (dir, "project", "enemys.js", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (enemys, &text, NULL, NULL));
  g_autofree char *theirs = g_strconcat (text, "\n", NULL);
  g_assert_true (g_file_set_contents (enemys, theirs, -1, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "file.save", NULL));
  answer_cancel (check_open_toplevel ("disk-save-dialog", "save over a changed file"));
  editor_test_wait (disk_bar_shown, window);
  a11y_test_assert_named (ui_test_find (GTK_WIDGET (window), "disk-bar"), "the disk bar");
  GtkWidget *reload = ui_test_find (GTK_WIDGET (window), "disk-reload-button");
  g_assert_nonnull (reload);
  g_signal_emit_by_name (reload, "clicked");
  answer_cancel (check_open_toplevel ("disk-reload-dialog", "reload an edited file"));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  editor_test_rmdir (dir);
  a11y_test_assert_all_named ();
}

/* An autosave left behind (as after a crash): the window that opens the
 * project offers it (its bar), and closing asks about it. */
static void
test_recovery_question (void)
{
  g_autofree char *dir = editor_test_tmpdir ();
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (sample, &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "sample.twproj", NULL);
  g_assert_true (tw_project_file_save (project, path, &error));
  TwWindow *crashed = editor_test_window (path);
  json_t *hp = json_integer (555);
  g_assert_true (
      tw_document_set_field (tw_window_get_document (crashed), "/enemys/bat/hp", hp, NULL));
  json_decref (hp);
  g_assert_true (tw_window_autosave_now (crashed, &error));
  g_autofree char *autosave = tw_window_get_autosave_path (crashed);
  gtk_window_destroy (GTK_WINDOW (crashed));
  ui_test_flush ();

  TwWindow *window = editor_test_window (path);
  g_assert_true (tw_window_has_recovery (window));
  a11y_test_assert_named (GTK_WIDGET (window), "the window offering the autosave");
  gtk_window_close (GTK_WINDOW (window));
  GtkWindow *prompt = check_open_toplevel ("recovery-close-prompt", "recover before closing");
  gtk_dialog_response (GTK_DIALOG (prompt), GTK_RESPONSE_REJECT); /* discard: the window closes */
  ui_test_flush ();
  g_remove (autosave);
  editor_test_rmdir (dir);
  a11y_test_assert_all_named ();
}

/* ---- simulate mode's questions ---------------------------------------------------------- */

/* The simulation tests' tower with (0,1)'s events @events, in simulate
 * mode, the hero one step above them. */
static TwWindow *
simulate_with (const char *events, TwSimBar **bar)
{
  json_t *tower = ui_test_load_sim_tower ();
  json_t *floor = json_object_get (json_object_get (tower, "floors"), "F0");
  json_t *list = json_loads (events, 0, NULL);
  g_assert_nonnull (list);
  json_t *by_cell = json_object ();
  json_object_set_new (by_cell, "0,1", list);
  json_object_set_new (floor, "events", by_cell);
  json_t *shops
      = json_loads ("[{\"id\": \"shop1\", \"text\": \"Buy something?\", \"choices\": ["
                    " {\"text\": \"HP +100\", \"need\": \"status:money>=0\", \"action\": []}]},"
                    " {\"id\": \"keys\", \"item\": true, \"use\": \"money\", \"choices\": ["
                    " {\"id\": \"yellowKey\", \"number\": 2, \"money\": 10, \"sell\": 5}]}]",
                    0, NULL);
  json_object_set_new (json_object_get (json_object_get (tower, "data"), "main"), "shops", shops);
  json_object_set_new (json_object_get (tower, "items"), "yellowKey",
                       json_pack ("{ssss}", "cls", "tools", "name", "Yellow key"));
  TwWindow *window = editor_test_tower_window (tower, 1100, 760);
  json_decref (tower);
  *bar = TW_SIM_BAR (tw_window_get_sim_bar (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  g_assert_nonnull (tw_sim_bar_get_session (*bar));
  return window;
}

static void
check_question (const char *events, const char *name, const char *where)
{
  TwSimBar *bar;
  TwWindow *window = simulate_with (events, &bar);
  gtk_widget_activate_action (GTK_WIDGET (bar), "sim.move", "s", "down");
  check_toplevel (name, where);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
}

static void
test_sim_questions (void)
{
  check_question (
      "[{\"type\": \"choices\", \"text\": \"Which?\", \"choices\": ["
      " {\"text\": \"Attack\", \"action\": []}, {\"text\": \"Defense\", \"action\": []}]}]",
      "sim-prompt", "choices");
  check_question ("[{\"type\": \"confirm\", \"text\": \"Sure?\", \"yes\": [], \"no\": []}]",
                  "sim-prompt", "confirm");
  check_question ("[{\"type\": \"input\", \"text\": \"How much?\"}]", "sim-prompt", "input");
  check_question ("[{\"type\": \"openShop\", \"id\": \"shop1\"}]", "sim-shop", "shop");
  check_question ("[{\"type\": \"openShop\", \"id\": \"keys\"}]", "sim-shop", "item shop");
  a11y_test_assert_all_named ();
}

/* ---- popovers --------------------------------------------------------------------------- */

/* Shows each popover under root (a menu button's) and checks it. */
static void
check_menu_button_popovers (GtkWidget *root, const char *where, guint *n_popovers)
{
  if (GTK_IS_MENU_BUTTON (root))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (root));
      if (popover != NULL && !GTK_IS_POPOVER_MENU (popover))
        {
          gtk_menu_button_popup (GTK_MENU_BUTTON (root));
          ui_test_flush ();
          g_autofree char *what
              = g_strdup_printf ("%s, the popover of #%s", where, gtk_widget_get_name (root));
          a11y_test_assert_named (GTK_WIDGET (popover), what);
          gtk_menu_button_popdown (GTK_MENU_BUTTON (root));
          ui_test_flush ();
          (*n_popovers)++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_menu_button_popovers (child, where, n_popovers);
}

static void
test_popovers (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  guint n = 0;
  check_menu_button_popovers (GTK_WIDGET (window), "edit mode", &n);
  g_assert_cmpuint (n, >=, 2); /* the overlays, the forecast's hero */
  GtkPopover *find = tw_window_get_find_popover (window);
  gtk_popover_popup (find);
  ui_test_flush ();
  a11y_test_assert_named (GTK_WIDGET (find), "find");
  gtk_popover_popdown (find);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();

  /* Simulate mode, the hero with an item to use: the items popover's rows. */
  json_t *tower = ui_test_load_sim_tower ();
  json_t *hero
      = json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"), "hero");
  json_object_set_new (hero, "items", json_pack ("{s{si}}", "tools", "yellowKey", 1));
  json_object_set_new (json_object_get (tower, "items"), "yellowKey",
                       json_pack ("{ssss}", "cls", "tools", "name", "Yellow key"));
  window = editor_test_tower_window (tower, 1100, 760);
  json_decref (tower);
  g_action_group_activate_action (G_ACTION_GROUP (window), "simulate", NULL);
  ui_test_flush ();
  guint in_sim = 0;
  check_menu_button_popovers (tw_window_get_sim_bar (window), "simulate mode", &in_sim);
  g_assert_cmpuint (in_sim, >=, 1); /* the items */
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  a11y_test_assert_all_named ();
}

/* ---- the welcome page, the inspector's pages -------------------------------------------- */

static void
test_other_windows (void)
{
  TwWindow *welcome = editor_test_window (NULL);
  g_assert_cmpuint (a11y_test_assert_named (GTK_WIDGET (welcome), "welcome"), >=, 2);
  gtk_window_destroy (GTK_WINDOW (welcome));
  ui_test_flush ();

  /* The pages the AT-SPI walk does not open (it reads the hero's). */
  TwDocument *doc = ui_test_open_sample ();
  TwInspector *inspector = TW_INSPECTOR (tw_inspector_new ());
  GtkWindow *window = ui_test_host (GTK_WIDGET (inspector), 420, 900);
  tw_inspector_show_enemy (inspector, doc, "greenSlime");
  ui_test_flush ();
  a11y_test_assert_named (GTK_WIDGET (inspector), "enemy page");
  tw_inspector_show_item (inspector, doc, "yellowKey");
  ui_test_flush ();
  a11y_test_assert_named (GTK_WIDGET (inspector), "item page");
  tw_inspector_show_floor (inspector, doc, "sample0");
  ui_test_flush ();
  a11y_test_assert_named (GTK_WIDGET (inspector), "floor page");
  tw_inspector_show_values (inspector, doc);
  ui_test_flush ();
  a11y_test_assert_named (GTK_WIDGET (inspector), "values page");
  tw_inspector_show_document (inspector, doc);
  ui_test_flush ();
  a11y_test_assert_named (GTK_WIDGET (inspector), "document page");
  ui_test_unhost (window, doc);
  a11y_test_assert_all_named ();
}

/* ---- every page of every stack in the window -------------------------------------------- */

static void
collect_stacks (GtkWidget *root, GPtrArray *stacks)
{
  if (GTK_IS_STACK (root))
    g_ptr_array_add (stacks, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_stacks (child, stacks);
}

/* The AT-SPI walk reads the pages that show at start (and the hero's);
 * here each page of each stack (the bottom pane's Issues, Manual and Stats,
 * the inspector's pages) is shown in turn and read. */
static void
test_stack_pages (void)
{
  g_autofree char *sample = editor_test_sample_path ();
  TwWindow *window = editor_test_window (sample);
  g_autoptr (GPtrArray) stacks = g_ptr_array_new ();
  collect_stacks (GTK_WIDGET (window), stacks);
  guint n_pages = 0;
  for (guint i = 0; i < stacks->len; i++)
    {
      GtkStack *stack = g_ptr_array_index (stacks, i);
      GtkWidget *shown = gtk_stack_get_visible_child (stack);
      for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (stack)); page != NULL;
           page = gtk_widget_get_next_sibling (page))
        {
          gtk_stack_set_visible_child (stack, page);
          ui_test_flush ();
          const char *name = gtk_stack_page_get_name (gtk_stack_get_page (stack, page));
          g_autofree char *where = g_strdup_printf ("page %s of #%s", name ? name : "(unnamed)",
                                                    gtk_widget_get_name (GTK_WIDGET (stack)));
          a11y_test_assert_named (page, where);
          n_pages++;
        }
      if (shown != NULL)
        gtk_stack_set_visible_child (stack, shown);
    }
  g_assert_cmpuint (n_pages, >=, 4);

  /* The Tables window's items (the AT-SPI walk reads its enemies). */
  GtkWidget *tables = tw_tables_window_new (GTK_WINDOW (window));
  tw_tables_window_set_document (TW_TABLES_WINDOW (tables), tw_window_get_document (window));
  tw_tables_window_show_kind (TW_TABLES_WINDOW (tables), TW_ENTITY_ITEM);
  gtk_window_set_default_size (GTK_WINDOW (tables), 1000, 600);
  gtk_window_present (GTK_WINDOW (tables));
  ui_test_spin (100);
  g_assert_cmpuint (a11y_test_assert_named (tables, "the Tables window's items"), >=, 10);
  gtk_window_destroy (GTK_WINDOW (tables));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_flush ();
  a11y_test_assert_all_named ();
}

/* ---- the rules themselves --------------------------------------------------------------- */

/* The walk fails what a screen reader reads badly: an icon-only button, an
 * entry with no label, a mnemonic read as "_Save Save". */
static void
test_rules (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWindow *window = ui_test_host (box, 200, 200);
  GtkWidget *icon = gtk_button_new_from_icon_name ("list-add-symbolic");
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *mnemonic = gtk_button_new_with_mnemonic ("_Save");
  GtkWidget *label = gtk_label_new ("Name");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), mnemonic);
  gtk_box_append (GTK_BOX (box), label);
  ui_test_flush ();
  g_autoptr (GHashTable) widgets = a11y_test_all_widgets ();
  g_autofree char *icon_name = a11y_test_name (icon, widgets);
  g_autofree char *entry_name = a11y_test_name (entry, widgets);
  g_autofree char *mnemonic_name = a11y_test_name (mnemonic, widgets);
  g_assert_false (a11y_test_name_ok (icon_name));
  g_assert_false (a11y_test_name_ok (entry_name));
  g_assert_cmpstr (mnemonic_name, ==, "_Save Save");
  g_assert_false (a11y_test_name_ok (mnemonic_name));
  /* Named: a label property, a labelled-by relation to a label. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, "Add", -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  g_autofree char *icon_named = a11y_test_name (icon, widgets);
  g_autofree char *entry_named = a11y_test_name (entry, widgets);
  g_assert_cmpstr (icon_named, ==, "Add");
  g_assert_cmpstr (entry_named, ==, "Name");
  g_assert_false (a11y_test_name_ok ("GtkEntry"));
  g_assert_true (a11y_test_name_ok ("hp of greenSlime"));
  gtk_window_destroy (window);
  ui_test_flush ();
}

int
main (int argc, char **argv)
{
  /* The test backend keeps the accessible properties (GTK_A11Y=none keeps none). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/a11y-dialogs/rules", test_rules);
  g_test_add_func ("/a11y-dialogs/event-editor", test_event_editor);
  g_test_add_func ("/a11y-dialogs/sweep-dialog", test_sweep_dialog);
  g_test_add_func ("/a11y-dialogs/inspector-cells", test_inspector_cells);
  g_test_add_func ("/a11y-dialogs/prompts", test_prompts);
  g_test_add_func ("/a11y-dialogs/error-dialog", test_error_dialog);
  g_test_add_func ("/a11y-dialogs/disk-questions", test_disk_questions);
  g_test_add_func ("/a11y-dialogs/recovery-question", test_recovery_question);
  g_test_add_func ("/a11y-dialogs/sim-questions", test_sim_questions);
  g_test_add_func ("/a11y-dialogs/popovers", test_popovers);
  g_test_add_func ("/a11y-dialogs/other-windows", test_other_windows);
  g_test_add_func ("/a11y-dialogs/stack-pages", test_stack_pages);
  return g_test_run ();
}
