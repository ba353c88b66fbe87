/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The timeline panel under Xvfb: the default zoom, the zoom buttons and
 * their read-out, the legend, and the detail pane of the selected tick.
 * With TW_SCREENSHOT_DIR set, the panel is also saved as PNG to look at. */
#include <string.h>

#include <gtk/gtk.h>

#include "panel-test-util.h"
#include "ui-test-util.h"
#include "ui/tw-text-lines.h"
#include "ui/tw-timeline-detail.h"
#include "ui/tw-timeline-view.h"
#include "ui/tw-timeline.h"

/* A slime (timeCost 3, acting every 3 ticks) and a bat (timeCost 2), a
 * player move per tick, a status skill from tick 2 and a battle at tick 5
 * that settles max(1, 2, 4) = 4. */
static TwTimelineModel *
hand_model (guint n_ticks)
{
  TwTimelineModel *model = tw_timeline_model_new ();
  tw_timeline_model_floor (model, "MT1");
  tw_timeline_model_enemy_join (model, "MT1:1:1:slime", "slime", "Slime", 1, 1, 3, TW_ACT_CHASE, 0);
  tw_timeline_model_enemy_join (model, "MT1:5:5:bat", "bat", "Bat", 5, 5, 2, TW_ACT_PATROL, 0);
  for (guint tick = 1; tick < n_ticks; tick++)
    {
      tw_timeline_model_player_action (model, tick % 4 == 0 ? "move left" : "move up", "move", 1);
      tw_timeline_model_begin_tick (model, tick, tick);
      if (tick % 3 == 0)
        tw_timeline_model_enemy_act (model, "MT1:1:1:slime", 0, TW_TIMELINE_RESULT_MOVED);
      if (tick % 2 == 0 && tick < 5)
        tw_timeline_model_enemy_act (model, "MT1:5:5:bat", 0, TW_TIMELINE_RESULT_BLOCKED);
      if (tick == 2)
        tw_timeline_model_status (model, "shield", 2);
      if (tick == 5)
        {
          TwTimelineSettle settle = { 1, 2, 4, 4 };
          tw_timeline_model_battle (model, "MT1:5:5:bat", TRUE, 42, TRUE, &settle);
          tw_timeline_model_status (model, "shield", 1);
        }
    }
  return model;
}

static TwTimeline *
present (TwTimelineModel *model, GtkWindow **out_window)
{
  TwTimeline *timeline = TW_TIMELINE (tw_timeline_new ());
  tw_timeline_set_model (timeline, model);
  *out_window = ui_test_host (GTK_WIDGET (timeline), 1240, 360);
  GtkWidget *view = tw_timeline_get_view (timeline);
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gtk_widget_get_width (view) < 300 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  ui_test_flush ();
  return timeline;
}

static double
visible_span (TwTimelineModel *model)
{
  return tw_timeline_model_get_visible_end (model) - tw_timeline_model_get_visible_start (model);
}

/* A short session fits the panel; a long one opens at 16 px per tick,
 * showing its end. */
static void
test_default_zoom (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (12);
  GtkWindow *window;
  TwTimeline *timeline = present (model, &window);
  GtkWidget *view = tw_timeline_get_view (timeline);
  double area = gtk_widget_get_width (view) - TW_TIMELINE_HEADER_WIDTH;
  double columns = tw_timeline_model_get_last_tick (model) + 1.0;
  double ppt = tw_timeline_get_pixels_per_tick (timeline);
  g_assert_cmpfloat (ppt, >=, TW_TIMELINE_VIEW_DEFAULT_PPT);
  g_assert_cmpfloat_with_epsilon (ppt, MIN (area / columns, TW_TIMELINE_VIEW_MAX_PPT), 1e-9);
  g_assert_cmpfloat (visible_span (model), >=, columns - 1e-9);
  test_maybe_screenshot (GTK_WIDGET (timeline), "timeline-default-zoom.png");

  /* As the session grows, the zoom follows until 16 px per tick. */
  for (guint tick = 12; tick < 400; tick++)
    tw_timeline_model_begin_tick (model, tick, tick);
  ui_test_flush ();
  g_assert_cmpfloat (tw_timeline_get_pixels_per_tick (timeline), ==,
                     TW_TIMELINE_VIEW_DEFAULT_PPT);
  g_assert_cmpfloat_with_epsilon (tw_timeline_model_get_visible_end (model), 400, 1e-6);
  gtk_window_destroy (window);
}

static void
click_button (GtkWidget *root, const char *name)
{
  GtkWidget *button = ui_test_find (root, name);
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_test_flush ();
}

static void
test_zoom_buttons (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  GtkWindow *window;
  TwTimeline *timeline = present (model, &window);
  GtkWidget *label = ui_test_find (GTK_WIDGET (timeline), "timeline-zoom-label");
  g_assert_true (GTK_IS_INSCRIPTION (label));
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (label)), ==, "16 px per tick");
  click_button (GTK_WIDGET (timeline), "timeline-zoom-in");
  g_assert_cmpfloat (tw_timeline_get_pixels_per_tick (timeline), ==, 24);
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (label)), ==, "24 px per tick");
  click_button (GTK_WIDGET (timeline), "timeline-zoom-out");
  click_button (GTK_WIDGET (timeline), "timeline-zoom-out");
  g_assert_cmpstr (tw_timeline_get_zoom_text (timeline), ==, "10.7 px per tick");
  /* Fit: the 2000 ticks in the panel, more than one a pixel. */
  click_button (GTK_WIDGET (timeline), "timeline-zoom-fit");
  g_assert_cmpfloat_with_epsilon (visible_span (model), 2000, 1e-6);
  double ppt = tw_timeline_get_pixels_per_tick (timeline);
  g_assert_cmpfloat (ppt, <, 1);
  g_autofree char *expected = tw_timeline_zoom_text (ppt);
  g_assert_true (g_str_has_suffix (expected, " ticks per px"));
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (label)), ==, expected);
  gtk_window_destroy (window);
}

/* The shortcut of @accel among the panel's key bindings, activated as the
 * key would (the binding is looked up by its trigger, as GTK does). */
static gboolean
press_shortcut (GtkWidget *widget, const char *accel)
{
  guint key;
  GdkModifierType mods;
  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      GListModel *shortcuts = G_LIST_MODEL (controller);
      for (guint j = 0; j < g_list_model_get_n_items (shortcuts); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (shortcuts, j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          if (!GTK_IS_KEYVAL_TRIGGER (trigger)
              || gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) != key
              || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != mods)
            continue;
          return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                               gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

static void
test_zoom_shortcuts (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  GtkWindow *window;
  TwTimeline *timeline = present (model, &window);
  GtkWidget *view = tw_timeline_get_view (timeline);
  /* A click on the rows gives the panel the focus, for its keys. */
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (view);
  GtkGesture *click = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (controller))
        click = GTK_GESTURE (controller);
    }
  g_assert_nonnull (click);
  g_signal_emit_by_name (click, "pressed", 1, TW_TIMELINE_HEADER_WIDTH + 20.0, 100.0);
  g_assert_true (gtk_widget_has_focus (view));
  g_assert_true (press_shortcut (GTK_WIDGET (timeline), "<Control>plus"));
  g_assert_cmpstr (tw_timeline_get_zoom_text (timeline), ==, "24 px per tick");
  g_assert_true (press_shortcut (GTK_WIDGET (timeline), "<Control>minus"));
  g_assert_cmpstr (tw_timeline_get_zoom_text (timeline), ==, "16 px per tick");
  g_assert_true (press_shortcut (GTK_WIDGET (timeline), "<Control>0"));
  g_assert_cmpfloat_with_epsilon (visible_span (model), 2000, 1e-6);
  gtk_window_destroy (window);
}

static void
test_legend (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (12);
  GtkWindow *window;
  TwTimeline *timeline = present (model, &window);
  GtkWidget *legend = ui_test_find (GTK_WIDGET (timeline), "timeline-legend");
  g_assert_true (GTK_IS_DRAWING_AREA (legend));
  /* In the Legend button's popover (issue 32: on the toolbar it ran past
   * the right edge). */
  g_assert_false (gtk_widget_get_mapped (legend));
  GtkWidget *button = ui_test_find (GTK_WIDGET (timeline), "timeline-legend-button");
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  test_wait_until_mapped (legend);
  g_assert_true (gtk_widget_get_mapped (legend));
  /* A group a row: six shapes, four row colours, five event marks, and the
   * run before an edit (rings, outlines, a cross, a dashed end). */
  g_assert_cmpint (gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (legend)), >, 300);
  g_assert_cmpint (gtk_drawing_area_get_content_height (GTK_DRAWING_AREA (legend)), >=, 4 * 24);
  g_assert_cmpint (gtk_widget_get_width (legend), >=,
                   gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (legend)));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  gtk_window_destroy (window);
}

/* Whether line `index` of `lines` starts with `prefix` and is laid out
 * bold from its first character (as it is drawn). */
static gboolean
line_is_bold (TwTextLines *lines, guint index, const char *prefix)
{
  PangoLayout *layout = tw_text_lines_layout_line (lines, index);
  g_assert_true (g_str_has_prefix (pango_layout_get_text (layout), prefix));
  PangoAttrList *attrs = pango_layout_get_attributes (layout);
  gboolean bold = FALSE;
  if (attrs != NULL)
    {
      PangoAttrIterator *it = pango_attr_list_get_iterator (attrs);
      PangoAttribute *weight = pango_attr_iterator_get (it, PANGO_ATTR_WEIGHT);
      bold = weight != NULL && ((PangoAttrInt *)weight)->value == PANGO_WEIGHT_BOLD;
      pango_attr_iterator_destroy (it);
    }
  g_object_unref (layout);
  return bold;
}

static void
test_detail_pane (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (12);
  GtkWindow *window;
  TwTimeline *timeline = present (model, &window);
  TwTimelineDetail *detail = TW_TIMELINE_DETAIL (tw_timeline_get_detail (timeline));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (detail)));
  /* No selection: the last tick. */
  g_assert_true (g_str_has_prefix (tw_timeline_detail_get_text (detail), "Tick 11 "));
  /* A click on tick 5 shows its battle's settlement. */
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  double x = TW_TIMELINE_HEADER_WIDTH + 5.5 * tw_timeline_get_pixels_per_tick (timeline);
  g_assert_true (tw_timeline_view_select_at (view, x, TW_TIMELINE_RULER_HEIGHT + 5));
  g_assert_cmpint (tw_timeline_model_get_selected_tick (model), ==, 5);
  const char *text = tw_timeline_detail_get_text (detail);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Tick 5 "));
  g_assert_nonnull (strstr (text, "max(base 1, status 2, battle skill 4) = 4 ticks"));
  g_assert_nonnull (strstr (text, "Slime (1,1): gauge 2 / timeCost 3"));
  g_assert_nonnull (strstr (text, "move up: 1 tick"));
  /* The skill's name comes from the tower's definitions. */
  json_t *tower = json_loads ("{\"items\": {\"shield\": {\"cls\": \"skillupdate\","
                              " \"battleTimeCost\": 2}}}",
                              0, NULL);
  tw_timeline_set_tower (timeline, tower);
  json_decref (tower);
  g_assert_nonnull (strstr (tw_timeline_detail_get_text (detail), "status 2 from shield"));
  ui_test_flush ();
  test_maybe_screenshot (GTK_WIDGET (timeline), "timeline-detail.png");
  /* A new tick arriving updates the pane of the last tick when none is selected. */
  tw_timeline_model_set_selected_tick (model, -1);
  tw_timeline_model_begin_tick (model, 12, 12);
  g_assert_true (g_str_has_prefix (tw_timeline_detail_get_text (detail), "Tick 12 "));
  /* A line a row of the drawn text; section titles (the first line) bold,
   * the indented lines under them not. */
  TwTextLines *lines = TW_TEXT_LINES (ui_test_find (GTK_WIDGET (detail), "timeline-detail-text"));
  g_assert_nonnull (lines);
  const char *shown = tw_timeline_detail_get_text (detail);
  guint n_lines = 1;
  for (const char *p = shown; *p != '\0'; p++)
    n_lines += *p == '\n';
  g_assert_cmpuint (tw_text_lines_get_n_lines (lines), ==, n_lines);
  g_assert_true (line_is_bold (lines, 0, "Tick 12 "));
  g_assert_false (line_is_bold (lines, 3, "  "));
  /* Ctrl+C copies the whole text. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (detail), "detail.copy", NULL));
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (detail));
  GValue value = G_VALUE_INIT;
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value,
                                                 NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==, tw_timeline_detail_get_text (detail));
  g_value_unset (&value);
  tw_timeline_set_model (timeline, NULL);
  g_assert_cmpstr (tw_timeline_detail_get_text (detail), ==, "");
  gtk_window_destroy (window);
}

/* What the panel does on a timer while a session plays (the scrollbar, the
 * detail pane: a few times a second) it does in the main-loop turn of a
 * tick, so before that tick's frame, never in a frame of its own between
 * ticks; once the ticks stop, both catch up. */
typedef struct
{
  gint64 last_tick;     /* monotonic time of the last tick */
  gboolean in_tick_turn; /* the main-loop turn right after a tick */
  guint in_turn, between;
} TurnLog;

/* Something was set: in a tick's turn, or between ticks less than 200 ms
 * apart (the timers wait 250 ms after the last tick: a machine stalled
 * longer than that is a pause in the ticks, not a fault). */
static void
log_update (TurnLog *log)
{
  if (log->in_tick_turn)
    log->in_turn++;
  else if (g_get_monotonic_time () - log->last_tick < 200 * 1000)
    log->between++;
}

static void
log_adjustment (GtkAdjustment *adjustment, TurnLog *log)
{
  log_update (log);
}

static void
test_updates_in_tick_turns (void)
{
  g_autoptr (TwTimelineModel) model = hand_model (2000);
  GtkWindow *window;
  TwTimeline *timeline = present (model, &window);
  TwTimelineView *view = TW_TIMELINE_VIEW (tw_timeline_get_view (timeline));
  TwTimelineDetail *detail = TW_TIMELINE_DETAIL (tw_timeline_get_detail (timeline));
  TwTextLines *lines = TW_TEXT_LINES (ui_test_find (GTK_WIDGET (detail), "timeline-detail-text"));
  tw_timeline_view_scroll_to_tick (view, 1e9); /* the end: the view follows */
  ui_test_flush ();
  GtkAdjustment *hadj = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  TurnLog scrollbar = { 0 }, text = { 0 };
  g_signal_connect (hadj, "value-changed", G_CALLBACK (log_adjustment), &scrollbar);
  g_signal_connect (hadj, "changed", G_CALLBACK (log_adjustment), &scrollbar);
  g_autofree char *shown = g_strdup (tw_text_lines_get_text (lines));

  guint tick = 2000;
  for (; tick < 2040; tick++)
    {
      tw_timeline_model_begin_tick (model, tick, tick);
      scrollbar.last_tick = text.last_tick = g_get_monotonic_time ();
      scrollbar.in_tick_turn = text.in_tick_turn = TRUE;
      test_iterate ();
      if (g_strcmp0 (shown, tw_text_lines_get_text (lines)) != 0)
        {
          log_update (&text);
          g_free (shown);
          shown = g_strdup (tw_text_lines_get_text (lines));
        }
      scrollbar.in_tick_turn = text.in_tick_turn = FALSE;
      /* 60 ms of main loop before the next tick. */
      gint64 next = g_get_monotonic_time () + 60 * 1000;
      while (g_get_monotonic_time () < next)
        {
          g_main_context_iteration (NULL, FALSE);
          if (g_strcmp0 (shown, tw_text_lines_get_text (lines)) != 0)
            {
              log_update (&text);
              g_free (shown);
              shown = g_strdup (tw_text_lines_get_text (lines));
            }
          g_usleep (2000);
        }
    }
  g_test_message ("scrollbar: %u in tick turns, %u between; text: %u in tick turns, %u between",
                  scrollbar.in_turn, scrollbar.between, text.in_turn, text.between);
  g_assert_cmpuint (scrollbar.between, ==, 0);
  g_assert_cmpuint (text.between, ==, 0);
  /* 40 ticks over 2.4 s: updated about four times a second, not every tick. */
  g_assert_cmpuint (scrollbar.in_turn, >=, 2);
  g_assert_cmpuint (scrollbar.in_turn, <, 2 * 40);
  g_assert_cmpuint (text.in_turn, >=, 2);
  g_assert_cmpuint (text.in_turn, <, 40);

  /* The ticks stop: the text shows the last one and the scrollbar its end. */
  g_autofree char *expected = g_strdup_printf ("Tick %u ", tick - 1);
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < deadline
         && (!g_str_has_prefix (tw_text_lines_get_text (lines), expected)
             || gtk_adjustment_get_value (hadj) + gtk_adjustment_get_page_size (hadj)
                    < gtk_adjustment_get_upper (hadj) - 1e-6
             || gtk_adjustment_get_upper (hadj)
                    < tick * tw_timeline_get_pixels_per_tick (timeline) - 1e-6))
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  g_assert_true (g_str_has_prefix (tw_text_lines_get_text (lines), expected));
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (hadj)
                                      + gtk_adjustment_get_page_size (hadj),
                                  gtk_adjustment_get_upper (hadj), 1e-6);
  g_signal_handlers_disconnect_by_data (hadj, &scrollbar);
  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/timeline-panel/default-zoom", test_default_zoom);
  g_test_add_func ("/ui/timeline-panel/zoom-buttons", test_zoom_buttons);
  g_test_add_func ("/ui/timeline-panel/zoom-shortcuts", test_zoom_shortcuts);
  g_test_add_func ("/ui/timeline-panel/legend", test_legend);
  g_test_add_func ("/ui/timeline-panel/detail-pane", test_detail_pane);
  g_test_add_func ("/ui/timeline-panel/updates-in-tick-turns", test_updates_in_tick_turns);
  return g_test_run ();
}
