/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwInspector: typed fields write through the document (one undo step each),
 * refuse bad text with a message, and follow undo. Driven through its widgets:
 * typing into entries and pressing Enter, choosing drop-down items, toggling
 * check buttons. */
#include <gtk/gtk.h>

#include "tests/ui/panel-test-util.h"
#include "engine/tw-fields.h"
#include "ui/tw-inspector.h"

typedef InspectorFixture Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  inspector_fixture_open (f, 360, 900);
}

static GtkWidget *
find (Fixture *f, const char *name)
{
  return ui_test_need (GTK_WIDGET (f->inspector), name);
}

static json_t *
enemy_field (Fixture *f, const char *id, const char *field)
{
  return tw_document_get_enemy_field (f->doc, id, field);
}

static void
test_enemy_time_cost (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_ENEMY);
  g_assert_null (enemy_field (f, "bat", "timeCost"));
  GtkWidget *entry = find (f, "timeCost");

  ui_test_type (entry, "5");
  g_assert_cmpint (json_integer_value (enemy_field (f, "bat", "timeCost")), ==, 5);
  g_assert_true (json_is_integer (enemy_field (f, "bat", "timeCost")));
  g_assert_cmpstr (tw_document_get_undo_label (f->doc), ==, "Change Field");

  /* Undo removes the field again and the entry follows. */
  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (enemy_field (f, "bat", "timeCost"));
  g_assert_false (tw_document_can_undo (f->doc));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_true (tw_document_redo (f->doc));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "5");

  /* Emptying the entry removes the field (the default, 0, applies). */
  ui_test_type (entry, "");
  g_assert_null (enemy_field (f, "bat", "timeCost"));

  /* A stat commits when the focus leaves the entry, too. */
  GtkWidget *hp = find (f, "hp");
  GtkWidget *atk = find (f, "atk");
  gtk_widget_grab_focus (hp);
  gtk_editable_set_text (GTK_EDITABLE (hp), "250");
  gtk_widget_grab_focus (atk);
  ui_test_flush ();
  g_assert_cmpint (json_integer_value (enemy_field (f, "bat", "hp")), ==, 250);
}

static void
test_enemy_act_type (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  GtkWidget *act_type = find (f, "actType");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (act_type)), ==,
                    ui_test_drop_down_find (act_type, "idle"));

  gtk_drop_down_set_selected (GTK_DROP_DOWN (act_type), ui_test_drop_down_find (act_type, "chase"));
  g_assert_cmpstr (json_string_value (enemy_field (f, "bat", "actType")), ==, "chase");
  ui_test_flush ();

  /* The chase page asks for a range; the first one creates actArgs. */
  ui_test_type (find (f, "actArgs/range"), "4");
  g_assert_cmpint (
      json_integer_value (json_object_get (enemy_field (f, "bat", "actArgs"), "range")), ==, 4);

  /* Undo: range, then actType; the drop-down follows. */
  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (enemy_field (f, "bat", "actArgs"));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_null (enemy_field (f, "bat", "actType"));
  ui_test_flush ();
  act_type = find (f, "actType");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (act_type)), ==,
                    ui_test_drop_down_find (act_type, "idle"));
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "actArgs/range"));
}

static void
test_patrol_route (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  GtkWidget *act_type = find (f, "actType");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (act_type),
                              ui_test_drop_down_find (act_type, "patrol"));
  ui_test_flush ();

  ui_test_type (find (f, "route-add"), "3,4");
  json_t *expected = json_pack ("[[i, i]]", 3, 4);
  g_assert_true (
      json_equal (json_object_get (enemy_field (f, "bat", "actArgs"), "route"), expected));
  json_decref (expected);

  /* The canvas drives picking: the action turns it on, each cell is added. */
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (f->inspector), "inspector.pick-route", NULL));
  g_assert_true (tw_inspector_get_picking_route (f->inspector));
  g_assert_true (tw_inspector_add_route_cell (f->inspector, 5, 4));
  expected = json_pack ("[[i, i], [i, i]]", 3, 4, 5, 4);
  g_assert_true (
      json_equal (json_object_get (enemy_field (f, "bat", "actArgs"), "route"), expected));
  json_decref (expected);

  /* A bad cell is refused with a message. */
  GtkWidget *add = find (f, "route-add");
  ui_test_type (add, "3;4");
  g_assert_true (gtk_widget_is_visible (find (f, "route-add-message")));
  g_assert_cmpuint (json_array_size (json_object_get (enemy_field (f, "bat", "actArgs"), "route")),
                    ==, 2);

  /* Remove the first cell. */
  g_signal_emit_by_name (find (f, "route-remove-0"), "clicked");
  expected = json_pack ("[[i, i]]", 5, 4);
  g_assert_true (
      json_equal (json_object_get (enemy_field (f, "bat", "actArgs"), "route"), expected));
  json_decref (expected);

  /* Showing another subject ends picking. */
  tw_inspector_show_enemy (f->inspector, f->doc, "rock");
  g_assert_false (tw_inspector_get_picking_route (f->inspector));
}

static void
test_skill_args (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  GtkWidget *act_type = find (f, "actType");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (act_type), ui_test_drop_down_find (act_type, "skill"));
  ui_test_flush ();
  ui_test_type (find (f, "actArgs/damage"), "30");
  ui_test_type (find (f, "actArgs/range"), "2");
  json_t *args = enemy_field (f, "bat", "actArgs");
  g_assert_cmpint (json_integer_value (json_object_get (args, "damage")), ==, 30);
  g_assert_cmpint (json_integer_value (json_object_get (args, "range")), ==, 2);

  GtkWidget *kind = find (f, "actArgs/kind");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), ui_test_drop_down_find (kind, "summon"));
  ui_test_flush ();
  GtkWidget *enemy = find (f, "actArgs/enemy");
  ui_test_type (enemy, "noSuchEnemy");
  g_assert_true (gtk_widget_has_css_class (enemy, "error"));
  g_assert_null (json_object_get (enemy_field (f, "bat", "actArgs"), "enemy"));
  ui_test_type (enemy, "greenSlime");
  g_assert_cmpstr (json_string_value (json_object_get (enemy_field (f, "bat", "actArgs"), "enemy")),
                   ==, "greenSlime");
  g_assert_false (gtk_widget_has_css_class (enemy, "error"));
}

static void
test_bad_value_refused (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  GtkWidget *entry = find (f, "timeCost");
  GtkWidget *message = find (f, "timeCost-message");
  g_autofree char *before = doc_test_dump (tw_document_get_tower (f->doc));

  /* Checked as typed, before any Enter. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "abc");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "'abc' is not a whole number.");
  ui_test_enter (entry);

  ui_test_type (entry, "-2");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "Enter 0 or more.");
  ui_test_type (entry, "1.5");
  g_assert_true (gtk_widget_get_visible (message));

  /* A stat may not be emptied. */
  GtkWidget *hp = find (f, "hp");
  ui_test_type (hp, "");
  g_assert_true (gtk_widget_has_css_class (hp, "error"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find (f, "hp-message"))), ==, "Enter a number.");

  g_autofree char *after = doc_test_dump (tw_document_get_tower (f->doc));
  g_assert_cmpstr (before, ==, after);
  g_assert_false (tw_document_can_undo (f->doc));

  /* A good value clears the message. */
  ui_test_type (entry, "3");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_false (gtk_widget_get_visible (message));
  g_assert_cmpint (json_integer_value (enemy_field (f, "bat", "timeCost")), ==, 3);
}

static void
test_specials (Fixture *f, gconstpointer data)
{
  /* rock: "special": 3 (a number stays a number while it can). */
  tw_inspector_show_enemy (f->inspector, f->doc, "rock");
  GtkWidget *solid = find (f, "special-3");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (solid)));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (find (f, "special-1"))));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find (f, "special-27")), TRUE);
  ui_test_flush ();
  json_t *expected = json_pack ("[i, i]", 3, 27);
  g_assert_true (json_equal (enemy_field (f, "rock", "special"), expected));
  json_decref (expected);
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpint (json_integer_value (enemy_field (f, "rock", "special")), ==, 3);
  ui_test_flush ();
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (find (f, "special-27"))));

  /* A ticked special shows the value it reads. */
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "n"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find (f, "special-6")), TRUE);
  ui_test_flush ();
  ui_test_type (find (f, "n"), "3");
  g_assert_cmpint (json_integer_value (enemy_field (f, "rock", "n")), ==, 3);
  ui_test_type (find (f, "n"), "0");
  g_assert_true (gtk_widget_has_css_class (find (f, "n"), "error"));

  /* redSlime: [16, 18], neither has a check box; both are kept and listed. */
  tw_inspector_show_enemy (f->inspector, f->doc, "redSlime");
  GtkWidget *others = find (f, "special-others");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (others)), "16, 18"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find (f, "special-1")), TRUE);
  expected = json_pack ("[i, i, i]", 16, 18, 1);
  g_assert_true (json_equal (enemy_field (f, "redSlime", "special"), expected));
  json_decref (expected);
}

static void
test_contact_battle_only (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "vampire");
  GtkWidget *check = find (f, "contactBattleOnly");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  g_assert_true (json_is_true (enemy_field (f, "vampire", "contactBattleOnly")));
  ui_test_type (find (f, "priority"), "-1");
  g_assert_cmpint (json_integer_value (enemy_field (f, "vampire", "priority")), ==, -1);
  g_assert_true (tw_document_undo (f->doc));
  g_assert_true (tw_document_undo (f->doc));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
}

static void
add_skill (Fixture *f, const char *id, const char *cls, int time_cost)
{
  json_t *skill = json_pack ("{s:s, s:s, s:i}", "cls", cls, "name", id, "timeCost", time_cost);
  g_autoptr (GError) error = NULL;
  tw_document_add_item (f->doc, id, skill, &error);
  g_assert_no_error (error);
  json_decref (skill);
}

static void
test_skillupdate_time_cost (Fixture *f, gconstpointer data)
{
  add_skill (f, "twBattleSkill", "skillbattle", 2);
  tw_inspector_show_item (f->inspector, f->doc, "twBattleSkill");
  GtkWidget *time_cost = find (f, "timeCost");
  g_assert_true (gtk_widget_get_sensitive (time_cost));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (time_cost)), ==, "2");

  /* Becoming a status skill sets timeCost to 0 in the same undo step. */
  GtkWidget *cls = find (f, "cls");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (cls), ui_test_drop_down_find (cls, "skillupdate"));
  ui_test_flush ();
  json_t *item = tw_document_get_item (f->doc, "twBattleSkill");
  g_assert_cmpstr (json_string_value (json_object_get (item, "cls")), ==, "skillupdate");
  g_assert_cmpint (json_integer_value (json_object_get (item, "timeCost")), ==, 0);
  time_cost = find (f, "timeCost");
  g_assert_false (gtk_widget_get_sensitive (time_cost));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (time_cost)), ==, "0");

  g_assert_true (tw_document_undo (f->doc));
  item = tw_document_get_item (f->doc, "twBattleSkill");
  g_assert_cmpstr (json_string_value (json_object_get (item, "cls")), ==, "skillbattle");
  g_assert_cmpint (json_integer_value (json_object_get (item, "timeCost")), ==, 2);
  ui_test_flush ();
  g_assert_true (gtk_widget_get_sensitive (find (f, "timeCost")));
}

static void
test_skill_fields (Fixture *f, gconstpointer data)
{
  add_skill (f, "twStatusSkill", "skillupdate", 0);
  tw_inspector_show_item (f->inspector, f->doc, "twStatusSkill");

  GtkWidget *duration = find (f, "durationBattles");
  ui_test_type (duration, "3");
  g_assert_cmpint (
      json_integer_value (tw_document_get_item_field (f->doc, "twStatusSkill", "durationBattles")),
      ==, 3);
  ui_test_type (duration, "0");
  g_assert_true (gtk_widget_has_css_class (duration, "error"));
  ui_test_type (duration, "");
  g_assert_true (
      json_is_null (tw_document_get_item_field (f->doc, "twStatusSkill", "durationBattles")));

  ui_test_type (find (f, "battleTimeCost"), "2");
  ui_test_type (find (f, "effect/atk"), "10");
  ui_test_type (find (f, "effect/def"), "2.5");
  json_t *effect = tw_document_get_item_field (f->doc, "twStatusSkill", "effect");
  g_assert_cmpint (json_integer_value (json_object_get (effect, "atk")), ==, 10);
  g_assert_cmpfloat (json_real_value (json_object_get (effect, "def")), ==, 2.5);

  GtkWidget *policy = find (f, "stackPolicy");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (policy), ui_test_drop_down_find (policy, "stack"));
  g_assert_cmpstr (
      json_string_value (tw_document_get_item_field (f->doc, "twStatusSkill", "stackPolicy")), ==,
      "stack");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find (f, "canCancel")), TRUE);
  g_assert_true (json_is_true (tw_document_get_item_field (f->doc, "twStatusSkill", "canCancel")));

  /* exclusiveGroup is a battle skill's field (docs/rules.md §4). */
  add_skill (f, "twBattleSkill", "skillbattle", 1);
  tw_inspector_show_item (f->inspector, f->doc, "twBattleSkill");
  ui_test_type (find (f, "exclusiveGroup"), "battleSkill");
  g_assert_cmpstr (
      json_string_value (tw_document_get_item_field (f->doc, "twBattleSkill", "exclusiveGroup")),
      ==, "battleSkill");
}

/* The item page shows exactly the fields of the field table that apply to
 * the item's class: no battleTimeCost on a battle skill (its cost is its
 * timeCost), no exclusiveGroup on a status skill, no skill fields on a key. */
static void
test_fields_by_class (Fixture *f, gconstpointer data)
{
  for (guint c = 0; tw_item_class_names[c]; c++)
    {
      const char *cls = tw_item_class_names[c];
      g_autofree char *id = g_strdup_printf ("twProbe_%s", cls);
      add_skill (f, id, cls, 0);
      tw_inspector_show_item (f->inspector, f->doc, id);
      ui_test_flush ();
      for (const TwField *row = tw_field_next (TW_FIELD_OWNER_ITEM, NULL); row;
           row = tw_field_next (TW_FIELD_OWNER_ITEM, row))
        {
          if (row->section == TW_FIELD_SECTION_OTHER)
            continue;
          gboolean applies = tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, row->name, cls) != NULL;
          GtkWidget *widget = ui_test_find (GTK_WIDGET (f->inspector), row->name);
          g_test_message ("%s.%s: %s", cls, row->name, applies ? "shown" : "hidden");
          g_assert_true ((widget != NULL) == applies);
        }
    }
  tw_inspector_show_item (f->inspector, f->doc, "twProbe_skillbattle");
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "battleTimeCost"));
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "exclusiveGroup"));
  tw_inspector_show_item (f->inspector, f->doc, "twProbe_skillupdate");
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "battleTimeCost"));
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "exclusiveGroup"));
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "effect/atk"));
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "effect/heal"));
  tw_inspector_show_item (f->inspector, f->doc, "twProbe_skillremote");
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "effect/damage"));
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "effect/range"));
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "effect/atk"));
}

static void
test_cell_events (Fixture *f, gconstpointer data)
{
  /* sample0 (6, 0) holds stairs: a changeFloor entry, shown by the stairs form
   * (tests/ui/test-event-editing.c edits it). */
  tw_inspector_show_cell (f->inspector, f->doc, "sample0", 6, 0);
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_CELL);
  GtkWidget *stairs = find (f, "stairs-floor");
  g_assert_true (GTK_IS_DROP_DOWN (stairs));
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "event-changeFloor"));

  /* An enemy's cell leads to its definition. */
  int tile = tw_document_find_tile (f->doc, "bat");
  g_assert_cmpint (tile, >, 0);
  g_assert_true (tw_document_set_cell (f->doc, "MT0", 1, 1, tile, NULL));
  tw_inspector_show_cell (f->inspector, f->doc, "MT0", 1, 1);
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (f->inspector), "inspector.show-definition", NULL));
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_ENEMY);
  g_assert_cmpstr (tw_inspector_get_subject_id (f->inspector), ==, "bat");
}

static void
test_floor_and_hero (Fixture *f, gconstpointer data)
{
  tw_inspector_show_floor (f->inspector, f->doc, "MT0");
  ui_test_type (find (f, "title"), "Entrance");
  json_t *floor = tw_document_get_floor (f->doc, "MT0");
  g_assert_cmpstr (json_string_value (json_object_get (floor, "title")), ==, "Entrance");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (find (f, "canFlyTo")), FALSE);
  g_assert_true (json_is_false (json_object_get (floor, "canFlyTo")));

  tw_inspector_show_hero (f->inspector, f->doc);
  json_t *hero = tw_document_get_hero (f->doc);
  ui_test_type (find (f, "atk"), "120");
  g_assert_cmpint (json_integer_value (json_object_get (hero, "atk")), ==, 120);
  /* The start floor (sample0) is 13 x 13: x 13 is off the map. */
  GtkWidget *x = find (f, "loc/x");
  ui_test_type (x, "13");
  g_assert_true (gtk_widget_has_css_class (x, "error"));
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (hero, "loc"), "x")), ==,
                   6);
  ui_test_type (x, "12");
  g_assert_cmpint (json_integer_value (json_object_get (json_object_get (hero, "loc"), "x")), ==,
                   12);
}

static void
test_hero_items (Fixture *f, gconstpointer data)
{
  tw_inspector_show_hero (f->inspector, f->doc);
  GtkWidget *give = find (f, "items-add");
  ui_test_type (give, "redGem"); /* cls items: used when picked up */
  g_assert_true (gtk_widget_get_visible (find (f, "items-add-message")));
  ui_test_type (give, "noSuchItem");
  g_assert_true (gtk_widget_has_css_class (give, "error"));
  g_assert_false (tw_document_can_undo (f->doc));

  ui_test_type (find (f, "items-add"), "yellowKey");
  json_t *items = json_object_get (tw_document_get_hero (f->doc), "items");
  g_assert_cmpint (
      json_integer_value (json_object_get (json_object_get (items, "tools"), "yellowKey")), ==, 1);
  ui_test_flush ();
  /* The page now lists it with its count, which can be typed. */
  ui_test_type (find (f, "items/tools/yellowKey"), "3");
  g_assert_cmpint (
      json_integer_value (json_object_get (json_object_get (items, "tools"), "yellowKey")), ==, 3);

  /* The start floor is a drop-down of the floors. */
  GtkWidget *floor = find (f, "floorId");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (floor), ui_test_drop_down_find (floor, "MT0"));
  g_assert_cmpstr (tw_document_get_start_floor (f->doc), ==, "MT0");
  g_assert_true (tw_document_undo (f->doc));
  g_assert_cmpstr (tw_document_get_start_floor (f->doc), ==, "sample0");
  ui_test_flush ();
  floor = find (f, "floorId");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (floor)), ==,
                    ui_test_drop_down_find (floor, "sample0"));
}

static void
test_focus_field (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  GtkWidget *entry = find (f, "timeCost");
  g_assert_true (tw_inspector_focus_field (f->inspector, "timeCost"));
  g_assert_true (gtk_window_get_focus (f->window)
                 == GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (entry))));
  g_assert_true (tw_inspector_focus_field (f->inspector, "special"));
  g_assert_true (
      gtk_window_get_focus (f->window) == find (f, "special-1")
      || gtk_widget_is_ancestor (gtk_window_get_focus (f->window), find (f, "special-1")));
  g_assert_false (tw_inspector_focus_field (f->inspector, "noSuchField"));
}

/* One step that changes both actType and special: both parts of the page
 * follow, on the edit and on its undo. */
static void
test_follows_grouped_undo (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  json_t *chase = json_string ("chase");
  json_t *special = json_pack ("[i, i]", 1, 6);
  tw_document_begin_group (f->doc, "Make a hunter");
  g_assert_true (tw_document_set_field (f->doc, "/enemys/bat/actType", chase, NULL));
  g_assert_true (tw_document_set_field (f->doc, "/enemys/bat/special", special, NULL));
  tw_document_end_group (f->doc);
  json_decref (chase);
  json_decref (special);
  ui_test_flush ();
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "actArgs/range"));
  g_assert_nonnull (ui_test_find (GTK_WIDGET (f->inspector), "n"));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (find (f, "special-6"))));

  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "actArgs/range"));
  g_assert_null (ui_test_find (GTK_WIDGET (f->inspector), "n"));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (find (f, "special-6"))));
}

static void
test_removed_subject (Fixture *f, gconstpointer data)
{
  tw_inspector_show_enemy (f->inspector, f->doc, "bat");
  g_assert_true (tw_document_remove_enemy (f->doc, "bat", NULL));
  ui_test_flush ();
  g_assert_cmpint (tw_inspector_get_subject (f->inspector), ==, TW_INSPECTOR_NOTHING);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
#define ADD(path, func)                                                                            \
  g_test_add ("/ui/inspector/" path, Fixture, NULL, fixture_set_up, func,                          \
              inspector_fixture_tear_down)
  ADD ("enemy-time-cost", test_enemy_time_cost);
  ADD ("enemy-act-type", test_enemy_act_type);
  ADD ("patrol-route", test_patrol_route);
  ADD ("skill-args", test_skill_args);
  ADD ("bad-value-refused", test_bad_value_refused);
  ADD ("specials", test_specials);
  ADD ("contact-battle-only", test_contact_battle_only);
  ADD ("skillupdate-time-cost", test_skillupdate_time_cost);
  ADD ("skill-fields", test_skill_fields);
  ADD ("fields-by-class", test_fields_by_class);
  ADD ("cell-events", test_cell_events);
  ADD ("floor-and-hero", test_floor_and_hero);
  ADD ("hero-items", test_hero_items);
  ADD ("focus-field", test_focus_field);
  ADD ("follows-grouped-undo", test_follows_grouped_undo);
  ADD ("removed-subject", test_removed_subject);
#undef ADD
  return g_test_run ();
}
