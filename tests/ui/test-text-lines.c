/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The drawn text of the timeline's detail pane (ui/tw-text-lines.c): its
 * size does not follow its text (a new text lays out nothing but what it
 * draws), it draws only the lines in view, scrolls over all of them, and
 * its titles are bold. */
#include <gtk/gtk.h>

#include "tests/ui/ui-test-util.h"
#include "ui/tw-text-lines.h"

#define N_LINES 300

static char *
long_text (void)
{
  GString *text = g_string_new (NULL);
  for (int i = 0; i < N_LINES; i++)
    {
      if (i % 10 == 0)
        g_string_append_printf (text, "Section %d\n", i / 10);
      else
        g_string_append_printf (text, "  enemy e%d (%d,3): gauge %d / timeCost 34\n", i, i % 64,
                                i % 34);
    }
  g_string_truncate (text, text->len - 1); /* no empty last line */
  return g_string_free (text, FALSE);
}

static void
count_text_nodes (GskRenderNode *node, guint *count)
{
  if (node == NULL)
    return;
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXT_NODE:
      (*count)++;
      break;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_text_nodes (gsk_container_node_get_child (node, i), count);
      break;
    case GSK_TRANSFORM_NODE:
      count_text_nodes (gsk_transform_node_get_child (node), count);
      break;
    default:
      break;
    }
}

static guint
drawn_text_nodes (GtkWidget *widget)
{
  GskRenderNode *node = test_widget_to_node (widget);
  guint count = 0;
  count_text_nodes (node, &count);
  if (node != NULL)
    gsk_render_node_unref (node);
  return count;
}

static void
natural_size (GtkWidget *widget, int *width, int *height)
{
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, width, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, NULL, height, NULL, NULL);
}

static void
test_size_ignores_text (void)
{
  TwTextLines *lines = TW_TEXT_LINES (tw_text_lines_new ());
  g_object_ref_sink (lines);
  int width, height, width_after, height_after;
  natural_size (GTK_WIDGET (lines), &width, &height);
  g_autofree char *text = long_text ();
  tw_text_lines_set_text (lines, text);
  g_assert_cmpuint (tw_text_lines_get_n_lines (lines), ==, N_LINES);
  g_assert_cmpstr (tw_text_lines_get_text (lines), ==, text);
  natural_size (GTK_WIDGET (lines), &width_after, &height_after);
  g_assert_cmpint (width_after, ==, width);
  g_assert_cmpint (height_after, ==, height);
  tw_text_lines_set_text (lines, "");
  g_assert_cmpuint (tw_text_lines_get_n_lines (lines), ==, 0);
  g_assert_cmpstr (tw_text_lines_get_text (lines), ==, "");
  g_object_unref (lines);
}

static void
test_titles_bold (void)
{
  TwTextLines *lines = TW_TEXT_LINES (tw_text_lines_new ());
  g_object_ref_sink (lines);
  tw_text_lines_set_text (lines, "Title\n  indented\n\nNext");
  g_assert_cmpuint (tw_text_lines_get_n_lines (lines), ==, 4);
  const char *expected[] = { "Title", "  indented", "", "Next" };
  const gboolean bold[] = { TRUE, FALSE, FALSE, TRUE };
  for (guint i = 0; i < 4; i++)
    {
      PangoLayout *layout = tw_text_lines_layout_line (lines, i);
      g_assert_cmpstr (pango_layout_get_text (layout), ==, expected[i]);
      g_assert_true ((pango_layout_get_attributes (layout) != NULL) == bold[i]);
      g_object_unref (layout);
    }
  g_object_unref (lines);
}

/* Text lines holding @text in a scrolled window of a 300x200 window, laid out. */
static GtkWindow *
window_with_lines (const char *text, TwTextLines **lines, GtkWidget **scroller)
{
  *lines = TW_TEXT_LINES (tw_text_lines_new ());
  *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (*scroller), GTK_WIDGET (*lines));
  GtkWindow *window = test_window_with (*scroller, 300, 200);
  tw_text_lines_set_text (*lines, text);
  test_settle_widget (GTK_WIDGET (window));
  return window;
}

static void
test_draws_lines_in_view (void)
{
  TwTextLines *lines;
  GtkWidget *scroller;
  g_autofree char *text = long_text ();
  GtkWindow *window = window_with_lines (text, &lines, &scroller);

  PangoLayout *first = tw_text_lines_layout_line (lines, 0);
  int line_height;
  pango_layout_get_pixel_size (first, NULL, &line_height);
  g_object_unref (first);
  g_assert_cmpint (line_height, >, 0);
  /* The scrollable height holds every line. */
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadj), >=, (double)N_LINES * line_height);
  g_assert_cmpfloat (gtk_adjustment_get_page_size (vadj), <, gtk_adjustment_get_upper (vadj));

  /* Only the lines in view are drawn. */
  int height = gtk_widget_get_height (GTK_WIDGET (lines));
  guint drawn = drawn_text_nodes (GTK_WIDGET (lines));
  g_assert_cmpuint (drawn, >, 0);
  g_assert_cmpuint (drawn, <=, (guint)(height / line_height + 2));

  g_autoptr (GskRenderer) renderer = test_cairo_renderer_new ();
  TestImage top = { 0 }, scrolled = { 0 }, back = { 0 };
  test_render_widget (GTK_WIDGET (lines), renderer, &top);
  /* Scrolled to line 150: other text in view, as many lines drawn. */
  tw_text_lines_scroll_to_line (lines, 150);
  g_assert_cmpfloat (gtk_adjustment_get_value (vadj), >, 100.0 * line_height);
  g_assert_cmpuint (drawn_text_nodes (GTK_WIDGET (lines)), <=, (guint)(height / line_height + 2));
  test_render_widget (GTK_WIDGET (lines), renderer, &scrolled);
  g_assert_cmpint (test_image_count_differing (&top, &scrolled), >, 100);
  /* And back at the top, the same picture as before. */
  tw_text_lines_scroll_to_line (lines, 0);
  test_render_widget (GTK_WIDGET (lines), renderer, &back);
  g_assert_cmpint (test_image_count_differing (&top, &back), ==, 0);
  test_image_clear (&top);
  test_image_clear (&scrolled);
  test_image_clear (&back);
  gsk_renderer_unrealize (renderer);
  gtk_window_destroy (window);
}

static void
test_wide_line_scrolls_sideways (void)
{
  TwTextLines *lines;
  GtkWidget *scroller;
  g_autofree char *wide = g_strnfill (200, 'W');
  g_autofree char *text = g_strconcat ("Title\n  ", wide, NULL);
  GtkWindow *window = window_with_lines (text, &lines, &scroller);
  PangoLayout *layout = tw_text_lines_layout_line (lines, 1);
  int width;
  pango_layout_get_pixel_size (layout, &width, NULL);
  g_object_unref (layout);
  /* After a frame has drawn it, the whole of the line can be scrolled to. */
  GtkAdjustment *hadj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (hadj), >=, width);
  g_assert_cmpfloat (gtk_adjustment_get_page_size (hadj), <, width);
  gtk_window_destroy (window);
}

/* Wrapping (the detail pane, issue 32): a line wider than the view goes on
 * over further rows within the view's width; the scrollable height counts
 * the rows, and scrolling to a line goes to its first row. */
static void
test_wide_line_wraps (void)
{
  TwTextLines *lines;
  GtkWidget *scroller;
  g_autofree char *wide = g_strnfill (200, 'W');
  g_autofree char *text = g_strconcat ("Title\n  ", wide, "\n  after", NULL);
  GtkWindow *window = window_with_lines (text, &lines, &scroller);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_ALWAYS);
  tw_text_lines_set_wrap (lines, TRUE);
  test_settle_widget (GTK_WIDGET (window));
  int width = gtk_widget_get_width (GTK_WIDGET (lines));
  PangoLayout *layout = tw_text_lines_layout_line (lines, 1);
  int line_width, line_height;
  pango_layout_get_pixel_size (layout, &line_width, &line_height);
  int rows = pango_layout_get_line_count (layout);
  g_object_unref (layout);
  g_assert_cmpint (line_width, <=, width - 16);
  g_assert_cmpint (rows, >, 3);
  /* Nothing to scroll sideways; the height holds every row. */
  GtkAdjustment *hadj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (hadj), <=, width);
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadj), >=, (double)line_height); /* its rows */
  tw_text_lines_scroll_to_line (lines, 2);
  g_assert_cmpfloat (gtk_adjustment_get_value (vadj), >, 0);
  gtk_window_destroy (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/text-lines/size-ignores-text", test_size_ignores_text);
  g_test_add_func ("/ui/text-lines/titles-bold", test_titles_bold);
  g_test_add_func ("/ui/text-lines/draws-lines-in-view", test_draws_lines_in_view);
  g_test_add_func ("/ui/text-lines/wide-line-scrolls-sideways", test_wide_line_scrolls_sideways);
  g_test_add_func ("/ui/text-lines/wide-line-wraps", test_wide_line_wraps);
  return g_test_run ();
}
