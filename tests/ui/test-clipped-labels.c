/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Nothing cut off (issue 32): the real window on the bundled sample, at
 * 1280x800 and at a smaller size, in the language the environment names
 * (meson runs it twice: LANGUAGE=en and LANGUAGE=zh_CN). Every view a user
 * sees is walked: edit mode with each inspector page and each bottom tab,
 * simulate mode after a few moves and a battle with the timeline's detail
 * pane on the battle's tick, and an inspector entry's context menu (its
 * "Sweep this value…") opened at the window's right edge. Every mapped,
 * drawable GtkLabel (and GtkInscription) fails the test, with its text and
 * widget path, when its text is cut off:
 *
 *   - its layout is ellipsized, unless the tooltip shown over it holds the
 *     whole text;
 *   - its laid-out text is wider or taller than the label (a label that
 *     neither wraps nor ellipsizes, given less than its natural size);
 *   - a parent that clips (a paned, a stack, a box with overflow hidden)
 *     cuts part of it off, other than a scrolled window in the direction it
 *     scrolls;
 *   - it extends outside its window (or, for a popover, the screen).
 *
 * Beside the labels, the drawn text that is no label: the timeline's
 * legend (all of it in view, the ring markers explained) and detail pane
 * (each line as wide as the pane at most). */
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "editor/tw-i18n.h"
#include "tests/ui/editor-test-util.h"
#include "ui-test-util.h"
#include "ui/tw-inspector.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-text-lines.h"
#include "ui/tw-timeline.h"
#include "ui/tw-window.h"

/* A route on the sample's first floor: the book, left along row 9, through
 * the door at (2, 8) into a battle with the blue priest at (2, 7), a wait. */
static const char *const script
    = "pickup up\nmove up\nmove left 4\nmove up\nmove up\nmove up\nwait 3\n";

typedef struct
{
  int width, height;
  TwWindow *window;
  GPtrArray *problems; /* char *: "view: what (text) at path" */
  const char *view;
  guint walked, ellipsized, hidden;
  guint total;
} Fixture;

static const char *
language (void)
{
  const char *lang = g_getenv ("LANGUAGE");
  return lang != NULL && g_str_has_prefix (lang, "zh") ? "zh_CN" : "en";
}

/* "GtkBox#name > GtkLabel" from the window down. */
static char *
widget_path (GtkWidget *widget)
{
  GString *path = g_string_new (NULL);
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *type = G_OBJECT_TYPE_NAME (w);
      const char *name = gtk_widget_get_name (w);
      g_autofree char *part = g_strcmp0 (name, type) != 0 && name != NULL && *name != '\0'
                                  ? g_strdup_printf ("%s#%s", type, name)
                                  : g_strdup (type);
      if (path->len > 0)
        g_string_prepend (path, " > ");
      g_string_prepend (path, part);
    }
  return g_string_free (path, FALSE);
}

/* Text with every run of white space as one space, for comparing. */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = TRUE;
  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          if (!space)
            g_string_append_c (out, ' ');
          space = TRUE;
          continue;
        }
      g_string_append_c (out, *p);
      space = FALSE;
    }
  if (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* The tooltip shown over @widget: its own, else its nearest parent's. */
static char *
tooltip_over (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      if (!gtk_widget_get_has_tooltip (w))
        continue;
      const char *text = gtk_widget_get_tooltip_text (w);
      if (text != NULL)
        return g_strdup (text);
      return NULL; /* asked for on query-tooltip: not known here */
    }
  return NULL;
}

static gboolean
tooltip_has_all (GtkWidget *widget, const char *text)
{
  g_autofree char *tooltip = tooltip_over (widget);
  if (tooltip == NULL)
    return FALSE;
  g_autofree char *a = squeeze (tooltip);
  g_autofree char *b = squeeze (text);
  return strstr (a, b) != NULL;
}

static void
problem (Fixture *f, GtkWidget *widget, const char *text, const char *format, ...)
    G_GNUC_PRINTF (4, 5);

static void
problem (Fixture *f, GtkWidget *widget, const char *text, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *what = g_strdup_vprintf (format, args);
  va_end (args);
  g_autofree char *path = widget_path (widget);
  char *line = g_strdup_printf ("%dx%d %s %s: \"%s\" %s\n    at %s", f->width, f->height,
                                language (), f->view, text, what, path);
  g_test_message ("cut off: %s", line);
  /* TW_CLIP_DEBUG=1: each parent's size and its measured widths too. */
  if (g_getenv ("TW_CLIP_DEBUG") != NULL)
    for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
      {
        int min = 0, nat = 0;
        gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        g_test_message ("  %s#%s: %dx%d, min %d nat %d", G_OBJECT_TYPE_NAME (w), gtk_widget_get_name (w),
                        gtk_widget_get_width (w), gtk_widget_get_height (w), min, nat);
      }
  g_ptr_array_add (f->problems, line);
}

/* Whether the clip of @ancestor moves with a scrolled window's scrolling
 * in @orientation: the scrolled window's child (a viewport, a scrollable
 * widget), or a list inside a column view that is that child. */
static gboolean
scrolls (GtkWidget *ancestor, GtkOrientation orientation)
{
  GtkWidget *parent = gtk_widget_get_parent (ancestor);
  if (GTK_IS_COLUMN_VIEW (parent))
    parent = gtk_widget_get_parent (parent);
  if (!GTK_IS_SCROLLED_WINDOW (parent))
    return FALSE;
  GtkPolicyType h, v;
  gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (parent), &h, &v);
  GtkPolicyType policy = orientation == GTK_ORIENTATION_HORIZONTAL ? h : v;
  return policy != GTK_POLICY_NEVER && policy != GTK_POLICY_EXTERNAL;
}

typedef enum
{
  SHOWN,
  SCROLLED_AWAY, /* out of a scrolled window's view: not shown, not cut */
  CUT,
} Visibility;

/* Where the widget's box sits against the parents that clip it and its
 * window: @clipper is the one that cuts it. */
static Visibility
visibility (GtkWidget *widget, GtkWidget **clipper)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_rect_t box;
  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (native), &box))
    return SCROLLED_AWAY;
  /* One pixel of slack for rounding. */
  graphene_rect_inset (&box, 1, 1);
  for (GtkWidget *a = gtk_widget_get_parent (widget); a != NULL; a = gtk_widget_get_parent (a))
    {
      /* A popover is a window of its own above its parent widget. */
      if (a != GTK_WIDGET (native) && gtk_widget_is_ancestor (GTK_WIDGET (native), a))
        break;
      gboolean clips = gtk_widget_get_overflow (a) == GTK_OVERFLOW_HIDDEN
                       || GTK_IS_NATIVE (a) || GTK_IS_VIEWPORT (a);
      if (!clips)
        continue;
      graphene_rect_t area;
      if (!gtk_widget_compute_bounds (a, GTK_WIDGET (native), &area))
        continue;
      graphene_rect_t inside;
      if (!graphene_rect_intersection (&box, &area, &inside))
        {
          if (scrolls (a, GTK_ORIENTATION_HORIZONTAL) || scrolls (a, GTK_ORIENTATION_VERTICAL))
            return SCROLLED_AWAY;
          *clipper = a;
          return CUT;
        }
      gboolean cut_h = inside.size.width < box.size.width - 0.5;
      gboolean cut_v = inside.size.height < box.size.height - 0.5;
      if ((cut_h && !scrolls (a, GTK_ORIENTATION_HORIZONTAL))
          || (cut_v && !scrolls (a, GTK_ORIENTATION_VERTICAL)))
        {
          *clipper = a;
          return CUT;
        }
      /* What a scrolled view shows of it is what the parents above may cut. */
      box = inside;
    }
  return SHOWN;
}

static gboolean
is_shown (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_drawable (widget)
         && gtk_widget_get_child_visible (widget);
}

/* A popover's box on the screen (X11: the monitor of the Xvfb screen). */
static void
check_on_screen (Fixture *f, GtkWidget *widget, const char *text)
{
  GtkNative *native = gtk_widget_get_native (widget);
  if (!GTK_IS_POPOVER (native))
    return;
  GdkSurface *surface = gtk_native_get_surface (native);
  GtkRoot *root = gtk_widget_get_root (widget);
  GdkSurface *top = gtk_native_get_surface (GTK_NATIVE (root));
  if (surface == NULL || top == NULL || !GDK_IS_POPUP (surface))
    return;
  GListModel *monitors = gdk_display_get_monitors (gdk_surface_get_display (top));
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  if (monitor == NULL)
    return;
  GdkRectangle screen;
  gdk_monitor_get_geometry (monitor, &screen);
  /* The popup's place relative to its parent surface, the window at 0,0 on
   * a screen without a window manager. */
  int x = gdk_popup_get_position_x (GDK_POPUP (surface));
  int y = gdk_popup_get_position_y (GDK_POPUP (surface));
  graphene_rect_t box;
  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (native), &box))
    return;
  double nx, ny;
  gtk_native_get_surface_transform (native, &nx, &ny);
  double left = x + nx + box.origin.x, top_y = y + ny + box.origin.y;
  if (left < screen.x - 1 || top_y < screen.y - 1
      || left + box.size.width > screen.x + screen.width + 1
      || top_y + box.size.height > screen.y + screen.height + 1)
    problem (f, widget, text, "is off the screen (%.0f, %.0f, %.0fx%.0f)", left, top_y,
             box.size.width, box.size.height);
}

static void
check_text_box (Fixture *f, GtkWidget *widget, const char *text, PangoLayout *layout,
                gboolean ellipsizes)
{
  f->walked++;
  GtkWidget *clipper = NULL;
  Visibility seen = visibility (widget, &clipper);
  if (seen == SCROLLED_AWAY)
    {
      f->hidden++;
      return;
    }
  if (seen == CUT)
    {
      g_autofree char *where = widget_path (clipper);
      problem (f, widget, text, "is cut off by %s", where);
    }
  check_on_screen (f, widget, text);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  PangoRectangle ink, logical;
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  if (ellipsizes && pango_layout_is_ellipsized (layout))
    {
      f->ellipsized++;
      if (!tooltip_has_all (widget, text))
        {
          g_autofree char *tooltip = tooltip_over (widget);
          problem (f, widget, text, "is ellipsized (%d px wide) without its whole text in a "
                   "tooltip (tooltip: %s%s%s)", width, tooltip ? "\"" : "",
                   tooltip ? tooltip : "none", tooltip ? "\"" : "");
        }
      return;
    }
  if (logical.width > width + 1 || logical.height > height + 1)
    problem (f, widget, text, "needs %dx%d px, has %dx%d", logical.width, logical.height, width,
             height);
}

static void
check_label (Fixture *f, GtkLabel *label)
{
  GtkWidget *widget = GTK_WIDGET (label);
  const char *text = gtk_label_get_text (label);
  if (text == NULL || *text == '\0')
    return;
  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    {
      f->walked++;
      GtkWidget *clipper = NULL;
      if (visibility (widget, &clipper) != SCROLLED_AWAY)
        problem (f, widget, text, "has no room (%dx%d)", gtk_widget_get_width (widget),
                 gtk_widget_get_height (widget));
      return;
    }
  check_text_box (f, widget, text, gtk_label_get_layout (label),
                  gtk_label_get_ellipsize (label) != PANGO_ELLIPSIZE_NONE);
}

static void
check_inscription (Fixture *f, GtkInscription *inscription)
{
  GtkWidget *widget = GTK_WIDGET (inscription);
  const char *text = gtk_inscription_get_text (inscription);
  if (text == NULL || *text == '\0')
    return;
  /* Its text on one line, at its font: wider than it is means cut. */
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  f->walked++;
  GtkWidget *clipper = NULL;
  Visibility seen = visibility (widget, &clipper);
  if (seen == SCROLLED_AWAY)
    {
      f->hidden++;
      return;
    }
  if (seen == CUT)
    {
      g_autofree char *where = widget_path (clipper);
      problem (f, widget, text, "is cut off by %s", where);
    }
  int width = 0;
  pango_layout_get_pixel_size (layout, &width, NULL);
  if (width > gtk_widget_get_width (widget) + 1)
    {
      f->ellipsized++;
      if (!tooltip_has_all (widget, text))
        problem (f, widget, text, "needs %d px, has %d, without its whole text in a tooltip",
                 width, gtk_widget_get_width (widget));
    }
}

static void
walk (Fixture *f, GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget) || !is_shown (widget))
    return;
  if (GTK_IS_LABEL (widget))
    check_label (f, GTK_LABEL (widget));
  else if (GTK_IS_INSCRIPTION (widget))
    check_inscription (f, GTK_INSCRIPTION (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    walk (f, c);
}

static gboolean
layout_settled (gpointer data)
{
  return !tw_window_get_layout_pending (TW_WINDOW (data));
}

static void
settle (Fixture *f)
{
  ui_test_spin (60);
  editor_test_wait (layout_settled, f->window);
  test_settle_widget (GTK_WIDGET (f->window));
  ui_test_spin (60);
  editor_test_wait (layout_settled, f->window);
  test_settle_widget (GTK_WIDGET (f->window));
}

/* The timeline's drawn text: the legend all in view, the detail pane's
 * lines no wider than the pane. */
static void
check_timeline (Fixture *f)
{
  GtkWidget *root = GTK_WIDGET (f->window);
  GtkWidget *legend = ui_test_find (root, "timeline-legend");
  if (legend != NULL && is_shown (legend))
    {
      /* Its popover: the whole drawing in view, on the screen. */
      f->walked++;
      int need = 0, nat = 0;
      gtk_widget_measure (legend, GTK_ORIENTATION_HORIZONTAL, -1, &need, &nat, NULL, NULL);
      if (nat > gtk_widget_get_width (legend) + gtk_widget_get_margin_start (legend)
                    + gtk_widget_get_margin_end (legend) + 1)
        problem (f, legend, "(legend)", "needs %d px, shows %d", nat, gtk_widget_get_width (legend));
      check_on_screen (f, legend, "(legend)");
    }
  GtkWidget *lines = ui_test_find (root, "timeline-detail-text");
  if (lines != NULL && is_shown (lines))
    {
      int width = gtk_widget_get_width (lines);
      for (guint i = 0; i < tw_text_lines_get_n_lines (TW_TEXT_LINES (lines)); i++)
        {
          g_autoptr (PangoLayout) layout = tw_text_lines_layout_line (TW_TEXT_LINES (lines), i);
          int line_width = 0;
          pango_layout_get_pixel_size (layout, &line_width, NULL);
          f->walked++;
          /* The pane pads the text by 8 px each side. */
          if (line_width + 16 > width + 1)
            problem (f, lines, pango_layout_get_text (layout), "needs %d px, the pane has %d",
                     line_width + 16, width);
        }
    }
}

static void
check_view (Fixture *f, const char *view)
{
  settle (f);
  f->view = view;
  f->walked = f->ellipsized = f->hidden = 0;
  guint before = f->problems->len;
  walk (f, GTK_WIDGET (f->window));
  check_timeline (f);
  /* A window that grew past its size to hold something is cut by the screen. */
  int width = gtk_widget_get_width (GTK_WIDGET (f->window));
  int height = gtk_widget_get_height (GTK_WIDGET (f->window));
  if (width > f->width || height > f->height)
    problem (f, GTK_WIDGET (f->window), "(the window)", "grew to %dx%d", width, height);
  g_test_message ("%dx%d %s %s: %u texts walked (%u ellipsized, %u scrolled out of view), "
                  "%u cut off",
                  f->width, f->height, language (), view, f->walked, f->ellipsized, f->hidden,
                  f->problems->len - before);
  f->total += f->walked;
  g_autofree char *name
      = g_strdup_printf ("clip-%s-%dx%d-%s.png", language (), f->width, f->height, view);
  test_maybe_screenshot (GTK_WIDGET (f->window), name);
}

static void
open_window (Fixture *f)
{
  f->problems = g_ptr_array_new_with_free_func (g_free);
  f->window = tw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), f->width, f->height);
  gtk_window_present (GTK_WINDOW (f->window));
  g_autofree char *sample = editor_test_sample_path ();
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_window_open_sync (f->window, sample, &error));
  g_assert_no_error (error);
  editor_test_wait (editor_test_is_mapped, f->window);
  settle (f);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), ==, f->width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), ==, f->height);
}

static void
show_tab (Fixture *f, const char *tab)
{
  GtkWidget *stack = ui_test_need (GTK_WIDGET (f->window), "bottom-stack");
  gtk_stack_set_visible_child_name (GTK_STACK (stack), tab);
  g_action_group_change_action_state (G_ACTION_GROUP (f->window), "bottom-panel",
                                      g_variant_new_boolean (TRUE));
}

static void
inspector_pages (Fixture *f, const char *mode)
{
  TwInspector *inspector = tw_window_get_inspector (f->window);
  TwDocument *doc = tw_window_get_document (f->window);
  struct
  {
    const char *name;
    int kind;
    const char *id;
    int x, y;
  } pages[] = {
    { "document", 0, NULL, 0, 0 },      { "hero", 1, NULL, 0, 0 },
    { "values", 2, NULL, 0, 0 },        { "floor", 3, "sample0", 0, 0 },
    { "enemy", 4, "devilKnight", 0, 0 }, { "enemy-skill", 4, "bluePriest", 0, 0 },
    { "item", 5, "book", 0, 0 },        { "cell-enemy", 6, "sample0", 2, 7 },
    { "cell-door", 6, "sample0", 2, 8 }, { "cell-stairs", 6, "sample0", 6, 0 },
    { "cell-event", 6, "sample0", 2, 9 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      switch (pages[i].kind)
        {
        case 0: tw_inspector_show_document (inspector, doc); break;
        case 1: tw_inspector_show_hero (inspector, doc); break;
        case 2: tw_inspector_show_values (inspector, doc); break;
        case 3: tw_inspector_show_floor (inspector, doc, pages[i].id); break;
        case 4: tw_inspector_show_enemy (inspector, doc, pages[i].id); break;
        case 5: tw_inspector_show_item (inspector, doc, pages[i].id); break;
        default:
          tw_inspector_show_cell (inspector, doc, pages[i].id, pages[i].x, pages[i].y);
          break;
        }
      g_autofree char *view = g_strdup_printf ("%s-inspector-%s", mode, pages[i].name);
      check_view (f, view);
    }
}

/* The context menu of the inspector's first numeric entry, the one with
 * "Sweep this value…", at the right edge of the window. */
static void
sweep_menu (Fixture *f, const char *mode)
{
  TwInspector *inspector = tw_window_get_inspector (f->window);
  tw_inspector_show_enemy (inspector, tw_window_get_document (f->window), "bluePriest");
  settle (f);
  GtkWidget *entry = ui_test_need (GTK_WIDGET (inspector), "timeCost");
  GtkWidget *text = test_find_type (entry, GTK_TYPE_TEXT);
  g_assert_nonnull (text);
  /* Scrolled into view (the viewport follows the focus), as a click would. */
  gtk_widget_grab_focus (text);
  settle (f);
  graphene_rect_t at;
  g_assert_true (gtk_widget_compute_bounds (text, GTK_WIDGET (f->window), &at));
  g_assert_cmpfloat (at.origin.y + at.size.height, <=, f->height);
  g_assert_true (gtk_widget_activate_action (text, "menu.popup", NULL));
  GtkWidget *popover = test_find_type (text, GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  test_wait_until_mapped (popover); /* a busy machine maps it frames later */
  if (!gtk_widget_get_mapped (popover))
    {
      /* A popup needs the pointer: another test's window on the same X
       * display may hold it (meson runs two at once). Said, not failed. */
      g_test_message ("%s: the context menu did not show; its labels are not walked", mode);
      gtk_popover_popdown (GTK_POPOVER (popover));
      return;
    }
  g_autofree char *view = g_strdup_printf ("%s-sweep-menu", mode);
  check_view (f, view);
  gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
walk_window (Fixture *f)
{
  open_window (f);
  check_view (f, "edit");
  const char *tabs[] = { "timeline", "issues", "manual", "stats" };
  for (guint i = 0; i < G_N_ELEMENTS (tabs); i++)
    {
      show_tab (f, tabs[i]);
      g_autofree char *view = g_strdup_printf ("edit-tab-%s", tabs[i]);
      check_view (f, view);
    }
  g_action_group_change_action_state (G_ACTION_GROUP (f->window), "bottom-panel",
                                      g_variant_new_boolean (FALSE));
  inspector_pages (f, "edit");
  sweep_menu (f, "edit");

  /* Simulate mode, the battle's tick selected. */
  editor_test_action (f->window, "win.simulate");
  TwSimBar *bar = TW_SIM_BAR (tw_window_get_sim_bar (f->window));
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_sim_bar_play_script (bar, script, &error));
  g_assert_no_error (error);
  TwTimelineModel *model = tw_sim_session_get_timeline (tw_sim_bar_get_session (bar));
  guint n_battles = 0;
  const TwTimelineBattle *battles
      = tw_timeline_model_get_battles (model, 0, tw_timeline_model_get_n_ticks (model), &n_battles);
  g_assert_cmpuint (n_battles, ==, 1);
  tw_timeline_model_set_selected_tick (model, battles[0].tick);
  check_view (f, "simulate");
  GtkWidget *legend = ui_test_need (GTK_WIDGET (f->window), "timeline-legend-button");
  gtk_menu_button_popup (GTK_MENU_BUTTON (legend));
  test_wait_until_mapped (ui_test_need (GTK_WIDGET (f->window), "timeline-legend"));
  check_view (f, "simulate-legend");
  g_autofree char *legend_shot
      = g_strdup_printf ("clip-%s-%dx%d-legend.png", language (), f->width, f->height);
  test_maybe_screenshot (ui_test_need (GTK_WIDGET (f->window), "timeline-legend"), legend_shot);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (legend));
  for (guint i = 1; i < G_N_ELEMENTS (tabs); i++)
    {
      show_tab (f, tabs[i]);
      g_autofree char *view = g_strdup_printf ("simulate-tab-%s", tabs[i]);
      check_view (f, view);
    }
  show_tab (f, "timeline");
  inspector_pages (f, "simulate");
  sweep_menu (f, "simulate");

  g_test_message ("%dx%d %s: %u texts walked in all, %u cut off", f->width, f->height,
                  language (), f->total, f->problems->len);
  guint cut = f->problems->len;
  tw_document_mark_clean (tw_window_get_document (f->window));
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_ptr_array_unref (f->problems);
  /* Failed, not aborted: the other size still runs and reports its own. */
  if (cut > 0)
    g_test_fail_printf ("%u texts cut off at %dx%d in %s", cut, f->width, f->height, language ());
}

static void
test_window_size (gconstpointer data)
{
  const int *size = data;
  Fixture f = { .width = size[0], .height = size[1] };
  walk_window (&f);
}

int
main (int argc, char **argv)
{
  /* LANGUAGE from the environment (meson sets en or zh_CN); GNU gettext
   * honours it under any locale but plain "C". */
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  gtk_test_init (&argc, &argv, NULL);
  /* gtk_test_init pins the locale for reproducible tests: take C.UTF-8 back. */
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  tw_i18n_init ();
  static const int large[] = { 1280, 800 }, small[] = { 1024, 700 };
  g_autofree char *large_path = g_strdup_printf ("/ui/clipped-labels/%s/1280x800", language ());
  g_autofree char *small_path = g_strdup_printf ("/ui/clipped-labels/%s/1024x700", language ());
  g_test_add_data_func (large_path, large, test_window_size);
  g_test_add_data_func (small_path, small, test_window_size);
  return g_test_run ();
}
