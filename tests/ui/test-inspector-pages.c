/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The inspector's hero, floor and tower values pages, item effects, bad
 * values already in the file, and the enemy and item commands (new,
 * duplicate, rename, delete). Each page is driven through its widgets, the
 * document checked after each edit and after undo. With TW_SCREENSHOT_DIR
 * set, each page is saved there as a PNG. */
#include <gtk/gtk.h>
#include <string.h>

#include "tests/ui/panel-test-util.h"
#include "ui/tw-inspector.h"

typedef struct
{
  TwDocument *doc;
  TwInspector *inspector;
  GtkWindow *window;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->doc = ui_test_open_sample ();
  f->inspector = TW_INSPECTOR (tw_inspector_new ());
  f->window = ui_test_host (GTK_WIDGET (f->inspector), 380, 1000);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  ui_test_flush ();
  g_object_unref (f->doc);
}

static GtkWidget *
find_in (GtkWidget *root, const char *name)
{
  GtkWidget *widget = ui_test_find (root, name);
  if (widget == NULL)
    g_error ("no widget named '%s'", name);
  return widget;
}

static GtkWidget *
find (Fixture *f, const char *name)
{
  ui_test_flush ();
  return find_in (GTK_WIDGET (f->inspector), name);
}

static json_t *
at (Fixture *f, const char *path)
{
  return tw_document_get_path (f->doc, path);
}

static gboolean
message_shown (Fixture *f, const char *name)
{
  g_autofree char *message_name = g_strdup_printf ("%s-message", name);
  GtkWidget *message = find (f, message_name);
  return gtk_widget_get_visible (message) && gtk_widget_has_css_class (find (f, name), "error");
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(int *)data)++;
  return G_SOURCE_CONTINUE;
}

/* The window as a person sees it, to TW_SCREENSHOT_DIR/name.png. */
static void
screenshot (GtkWindow *window, const char *name)
{
  const char *dir = g_getenv ("TW_SCREENSHOT_DIR");
  if (dir == NULL)
    return;
  GtkWidget *widget = GTK_WIDGET (window);
  int frames = 0;
  guint tick = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (frames < 3 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, tick);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  GskRenderer *renderer = gsk_cairo_renderer_new ();
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, width, height);
  GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &viewport);
  g_autofree char *file = g_strdup_printf ("%s.png", name);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_object_unref (texture);
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  gsk_render_node_unref (node);
}

static void
test_hero_page (Fixture *f, gconstpointer data)
{
  g_autofree char *before = json_dumps (tw_document_get_tower (f->doc), JSON_COMPACT);
  tw_inspector_show_hero (f->inspector, f->doc);
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_HERO);

  ui_test_type (find (f, "hp"), "1234");
  g_assert_cmpint (json_integer_value (at (f, "/data/firstData/hero/hp")), ==, 1234);
  ui_test_type (find (f, "loc/x"), "3");
  g_assert_cmpint (json_integer_value (at (f, "/data/firstData/hero/loc/x")), ==, 3);
  ui_test_type (find (f, "lv"), "0"); /* below 1: refused */
  g_assert_true (message_shown (f, "lv"));
  g_assert_cmpint (json_integer_value (at (f, "/data/firstData/hero/lv")), ==, 1);

  /* Flags: a new one starts at 0, then takes any JSON value. */
  ui_test_type (find (f, "flags-add"), "metBoss");
  g_assert_cmpint (json_integer_value (at (f, "/data/firstData/hero/flags/metBoss")), ==, 0);
  ui_test_type (find (f, "flags/metBoss"), "true");
  g_assert_true (json_is_true (at (f, "/data/firstData/hero/flags/metBoss")));
  ui_test_type (find (f, "flags/metBoss"), "not json");
  g_assert_true (message_shown (f, "flags/metBoss"));
  g_assert_true (json_is_true (at (f, "/data/firstData/hero/flags/metBoss")));
  screenshot (f->window, "hero-page");

  /* Undo each step; the page follows. */
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpint (json_integer_value (at (f, "/data/firstData/hero/flags/metBoss")), ==, 0);
  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (at (f, "/data/firstData/hero/flags/metBoss"));
  ui_test_flush ();
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "flags/metBoss"));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  g_autofree char *hp = json_dumps (at (f, "/data/firstData/hero/hp"), JSON_ENCODE_ANY);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find (f, "hp"))), ==, hp);
  g_autofree char *after = json_dumps (tw_document_get_tower (f->doc), JSON_COMPACT);
  g_assert_cmpstr (before, ==, after);
}

static void
test_floor_page (Fixture *f, gconstpointer data)
{
  tw_inspector_show_floor (f->inspector, f->doc, "sample1");
  ui_test_type (find (f, "title"), "The second floor");
  g_assert_cmpstr (json_string_value (at (f, "/floors/sample1/title")), ==, "The second floor");
  ui_test_type (find (f, "bgm"), "castle.mp3");
  g_assert_cmpstr (json_string_value (at (f, "/floors/sample1/bgm")), ==, "castle.mp3");
  gboolean fly = json_is_true (at (f, "/floors/sample1/canFlyTo"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find (f, "canFlyTo")), !fly);
  g_assert_true (json_is_true (at (f, "/floors/sample1/canFlyTo")) == !fly);
  ui_test_type (find (f, "ratio"), "-1");
  g_assert_true (message_shown (f, "ratio"));

  /* Size: one resize, one undo step. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find (f, "floor-width")), 15);
  g_signal_emit_by_name (find (f, "floor-resize"), "clicked");
  int width = 0, height = 0;
  tw_document_get_floor_size (f->doc, "sample1", &width, &height);
  g_assert_cmpint (width, ==, 15);
  screenshot (f->window, "floor-page");

  g_assert_true (tw_document_undo (f->doc));
  tw_document_get_floor_size (f->doc, "sample1", &width, &height);
  g_assert_cmpint (width, ==, 13);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find (f, "floor-width"))), ==,
                   13);
  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (json_is_true (at (f, "/floors/sample1/canFlyTo")) == fly);
  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find (f, "title"))), ==,
                   json_string_value (at (f, "/floors/sample1/title")));
  g_assert_false (tw_document_can_undo (f->doc));
}

static void
test_values_page (Fixture *f, gconstpointer data)
{
  tw_inspector_show_values (f->inspector, f->doc);
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_VALUES);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find (f, "counterAttack"))), ==, "0.1");
  ui_test_type (find (f, "redGem"), "7");
  g_assert_cmpint (json_integer_value (at (f, "/data/values/redGem")), ==, 7);
  ui_test_type (find (f, "breakArmor"), "0.5");
  g_assert_cmpfloat (json_number_value (at (f, "/data/values/breakArmor")), ==, 0.5);

  /* enableHPMax lives in flags.statusBarItems. */
  gsize n_items = json_array_size (at (f, "/data/flags/statusBarItems"));
  GtkWidget *hpmax = find (f, "enableHPMax");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (hpmax)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (hpmax), TRUE);
  g_assert_cmpuint (json_array_size (at (f, "/data/flags/statusBarItems")), ==, n_items + 1);
  /* A switch of data.flags that is not in the file yet. */
  GtkWidget *turn = find (f, "mapTurnEnabled");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (turn),
                               !gtk_check_button_get_active (GTK_CHECK_BUTTON (turn)));
  g_assert_true (json_is_boolean (at (f, "/data/flags/mapTurnEnabled")));
  screenshot (f->window, "values-page");

  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (at (f, "/data/flags/mapTurnEnabled"));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpuint (json_array_size (at (f, "/data/flags/statusBarItems")), ==, n_items);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (find (f, "enableHPMax"))));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpint (json_integer_value (at (f, "/data/values/redGem")), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find (f, "redGem"))), ==, "3");
}

static void
test_item_effect (Fixture *f, gconstpointer data)
{
  tw_inspector_show_item (f->inspector, f->doc, "redGem");
  GtkWidget *effect = find (f, "itemEffect");
  g_assert_false (message_shown (f, "itemEffect")); /* the sample's effect is played */

  ui_test_type (effect, "core.status.hero.atk += 2 * core.values.redGem");
  g_assert_cmpstr (json_string_value (at (f, "/items/redGem/itemEffect")), ==,
                   "core.status.hero.atk += 2 * core.values.redGem");
  g_assert_false (message_shown (f, "itemEffect"));

  /* Live: a missing tower value is said while typing. */
  gtk_editable_set_text (GTK_EDITABLE (effect), "core.status.hero.atk += core.values.nope");
  g_assert_true (message_shown (f, "itemEffect"));

  /* JavaScript the engine does not play is kept, and said. */
  ui_test_type (effect, "core.addItem('yellowKey', 1)");
  g_assert_cmpstr (json_string_value (at (f, "/items/redGem/itemEffect")), ==,
                   "core.addItem('yellowKey', 1)");
  ui_test_flush ();
  g_assert_true (message_shown (f, "itemEffect"));
  screenshot (f->window, "item-effect");

  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  g_assert_false (message_shown (f, "itemEffect"));
  g_assert_false (tw_document_can_undo (f->doc));
}

static void
test_bad_values_marked (Fixture *f, gconstpointer data)
{
  json_t *abc = json_string ("abc"), *minus = json_integer (-3);
  g_assert_true (tw_document_set_field (f->doc, "/enemys/bat/hp", abc, NULL));
  g_assert_true (tw_document_set_field (f->doc, "/enemys/bat/timeCost", minus, NULL));
  json_decref (abc);
  json_decref (minus);

  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  g_assert_true (message_shown (f, "hp"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find (f, "hp"))), ==, "abc");
  g_assert_true (message_shown (f, "timeCost"));
  g_assert_false (message_shown (f, "atk"));
  screenshot (f->window, "bad-values");

  /* Fixing one clears its mark. */
  ui_test_type (find (f, "timeCost"), "4");
  ui_test_flush ();
  g_assert_false (message_shown (f, "timeCost"));
  g_assert_true (message_shown (f, "hp"));
}

static GtkWidget *
dialog (Fixture *f)
{
  ui_test_flush ();
  GtkWidget *dialog = tw_inspector_get_dialog (f->inspector);
  g_assert_nonnull (dialog);
  return dialog;
}

static void
confirm (Fixture *f, const char *id)
{
  GtkWidget *d = dialog (f);
  if (id != NULL)
    gtk_editable_set_text (GTK_EDITABLE (find_in (d, "entity-id")), id);
  g_signal_emit_by_name (find_in (d, "entity-ok"), "clicked");
  ui_test_flush ();
}

static void
test_entities (Fixture *f, gconstpointer data)
{
  g_autofree char *before = json_dumps (tw_document_get_tower (f->doc), JSON_COMPACT);
  GtkWidget *widget = GTK_WIDGET (f->inspector);

  /* Rename: what cannot be updated is listed first. */
  tw_inspector_show_item (f->inspector, f->doc, "yellowKey");
  g_assert_true (gtk_widget_activate_action (widget, "inspector.rename", NULL));
  GtkWidget *list = find_in (dialog (f), "entity-unreachable");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (list)), "itemEffect"));
  screenshot (GTK_WINDOW (dialog (f)), "rename-dialog");
  confirm (f, "bad id!");
  g_assert_true (gtk_widget_get_visible (find_in (dialog (f), "entity-message")));
  confirm (f, "goldKey");
  g_assert_null (tw_inspector_get_dialog (f->inspector));
  g_assert_nonnull (tw_document_get_item (f->doc, "goldKey"));
  g_assert_nonnull (at (f, "/maps/81/doorInfo/keys/goldKey"));
  g_assert_cmpstr (tw_inspector_get_subject_id (f->inspector), ==, "goldKey");

  /* Duplicate an enemy, then delete the copy. */
  tw_inspector_show_enemy (f->inspector, f->doc, "greenSlime");
  g_assert_true (gtk_widget_activate_action (widget, "inspector.duplicate", NULL));
  confirm (f, NULL); /* the suggested id */
  g_assert_nonnull (tw_document_get_enemy (f->doc, "greenSlime2"));
  g_assert_cmpstr (tw_inspector_get_subject_id (f->inspector), ==, "greenSlime2");
  g_assert_true (gtk_widget_activate_action (widget, "inspector.delete", NULL));
  confirm (f, NULL);
  g_assert_null (tw_document_get_enemy (f->doc, "greenSlime2"));
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_NOTHING);

  /* Delete a placed enemy: the count is in the question. */
  tw_inspector_show_enemy (f->inspector, f->doc, "greenSlime");
  g_assert_true (gtk_widget_activate_action (widget, "inspector.delete", NULL));
  GtkWidget *d = dialog (f);
  g_autofree char *count = g_strdup_printf (
      "placed on %u cells", tw_document_count_placements (f->doc, "greenSlime", NULL));
  gboolean said = FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_window_get_child (GTK_WINDOW (d))); child;
       child = gtk_widget_get_next_sibling (child))
    said = said || (GTK_IS_LABEL (child) && strstr (gtk_label_get_text (GTK_LABEL (child)), count));
  g_assert_true (said);
  g_signal_emit_by_name (find_in (d, "entity-cancel"), "clicked");
  ui_test_flush ();
  g_assert_nonnull (tw_document_get_enemy (f->doc, "greenSlime"));

  /* New enemy from the empty page. */
  tw_inspector_show_document (f->inspector, f->doc);
  screenshot (f->window, "empty-page");
  g_signal_emit_by_name (find (f, "empty-new-enemy"), "clicked");
  confirm (f, "ghostKing");
  g_assert_nonnull (tw_document_get_enemy (f->doc, "ghostKing"));
  g_assert_cmpint (tw_document_find_tile (f->doc, "ghostKing"), >, 0);
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_ENEMY);

  /* Every command was one step. */
  for (int i = 0; i < 4; i++)
    g_assert_true (tw_document_undo (f->doc));
  g_assert_false (tw_document_can_undo (f->doc));
  g_autofree char *after = json_dumps (tw_document_get_tower (f->doc), JSON_COMPACT);
  g_assert_cmpstr (before, ==, after);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/ui/inspector-pages/hero", Fixture, NULL, fixture_set_up, test_hero_page,
              fixture_tear_down);
  g_test_add ("/ui/inspector-pages/floor", Fixture, NULL, fixture_set_up, test_floor_page,
              fixture_tear_down);
  g_test_add ("/ui/inspector-pages/values", Fixture, NULL, fixture_set_up, test_values_page,
              fixture_tear_down);
  g_test_add ("/ui/inspector-pages/item-effect", Fixture, NULL, fixture_set_up, test_item_effect,
              fixture_tear_down);
  g_test_add ("/ui/inspector-pages/bad-values", Fixture, NULL, fixture_set_up,
              test_bad_values_marked, fixture_tear_down);
  g_test_add ("/ui/inspector-pages/entities", Fixture, NULL, fixture_set_up, test_entities,
              fixture_tear_down);
  return g_test_run ();
}
