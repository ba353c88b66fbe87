/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TwStatsPanel: the sample's floors as the panel counts them, the From and
 * To pickers changing the numbers, each floor or cumulative, following the
 * document's edits, an empty state, and the chart exported as PNG and SVG. */
#include <gtk/gtk.h>
#include <stdlib.h>

#include "editor/analysis/tw-stats-chart.h"
#include <glib/gstdio.h>
#include "tests/ui/panel-test-util.h"
#include "ui/tw-stats-panel.h"

typedef struct
{
  TwDocument *doc;
  TwStatsPanel *panel;
  GtkWindow *window;
  GtkDropDown *from, *to;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  memset (f, 0, sizeof *f);
  f->doc = ui_test_open_sample ();
  f->panel = TW_STATS_PANEL (tw_stats_panel_new ());
  f->window = ui_test_host (GTK_WIDGET (f->panel), 1100, 420);
  tw_stats_panel_set_document (f->panel, f->doc);
  f->from = GTK_DROP_DOWN (ui_test_find (GTK_WIDGET (f->panel), "stats-from"));
  f->to = GTK_DROP_DOWN (ui_test_find (GTK_WIDGET (f->panel), "stats-to"));
  g_assert_nonnull (f->from);
  g_assert_nonnull (f->to);
  ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_test_unhost (f->window, f->doc);
}

static void
assert_cell (Fixture *f, guint row, const char *column, const char *expected)
{
  g_autofree char *text = tw_stats_panel_dup_cell (f->panel, row, column);
  g_assert_cmpstr (text, ==, expected);
}

static void
assert_summary_has (Fixture *f, const char *part)
{
  const char *summary = tw_stats_panel_get_summary (f->panel);
  if (strstr (summary, part) == NULL)
    g_error ("the summary '%s' should say '%s'", summary, part);
}

/* The pickers' floor at @index (the sample: sample0, sample1, sample2, MT0). */
static void
pick (GtkDropDown *picker, guint index)
{
  gtk_drop_down_set_selected (picker, index);
  ui_test_flush ();
}

/* Counted by hand in tests/analysis/test-stats.c: sample1 gives hp 800,
 * atk/def/mdef 100; sample2 hp 2300, atk 6, def 6, mdef 10, 3 yellow keys
 * and a yellow door. */
static void
test_range (Fixture *f, gconstpointer data)
{
  /* The whole tower at first. */
  const TwStats *stats = tw_stats_panel_get_stats (f->panel);
  g_assert_nonnull (stats);
  g_assert_cmpuint (stats->floors->len, ==, 4);
  assert_summary_has (f, "sample0 to MT0 (4 floors)");

  pick (f->from, 1);
  pick (f->to, 2);
  stats = tw_stats_panel_get_stats (f->panel);
  g_assert_cmpuint (stats->floors->len, ==, 2);
  assert_summary_has (f, "sample1 to sample2 (2 floors): items give hp +3100, atk +106");
  assert_summary_has (f, "25 enemies");
  assert_cell (f, 0, "floor", "sample1");
  assert_cell (f, 1, "hp", "2300");
  assert_cell (f, 1, "atk", "6");
  assert_cell (f, 1, "yellow", "3 / 1");
  tw_stats_panel_set_cumulative (f->panel, TRUE);
  ui_test_flush ();
  assert_cell (f, 1, "hp", "3100");
  assert_cell (f, 1, "atk", "106");
  assert_cell (f, 1, "yellow", "5 / 1");

  /* One floor: sample2 alone. */
  pick (f->from, 2);
  g_assert_cmpuint (tw_stats_panel_get_stats (f->panel)->floors->len, ==, 1);
  assert_cell (f, 0, "hp", "2300");
  assert_summary_has (f, "hp +2300, atk +6, def +6, mdef +10");

  /* A range that ends before it starts has no numbers and says why. */
  pick (f->to, 1);
  g_assert_null (tw_stats_panel_get_stats (f->panel));
  assert_summary_has (f, "No statistics");
  g_assert_null (tw_stats_panel_dup_cell (f->panel, 0, "hp"));
  g_autoptr (GError) error = NULL;
  g_assert_false (tw_stats_panel_export (f->panel, "/nowhere.png", &error));
  g_assert_nonnull (error);

  g_assert_true (tw_stats_panel_set_range (f->panel, "sample1", NULL));
  g_assert_cmpuint (gtk_drop_down_get_selected (f->to), ==, 3);
  g_assert_false (tw_stats_panel_set_range (f->panel, "nowhere", NULL));
}

/* An edit of the document (a value of the tower, a painted cell) changes
 * the numbers; undo brings them back. */
static void
test_follows_document (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_stats_panel_set_range (f->panel, "sample2", "sample2"));
  assert_cell (f, 0, "atk", "6");
  json_t *three = json_integer (30);
  g_assert_true (tw_document_set_field (f->doc, "/data/values/redGem", three, NULL));
  json_decref (three);
  ui_test_flush ();
  assert_cell (f, 0, "atk", "60"); /* two red gems */
  g_assert_true (tw_document_undo (f->doc));
  ui_test_flush ();
  assert_cell (f, 0, "atk", "6");

  /* No document: the empty state. */
  tw_stats_panel_set_document (f->panel, NULL);
  g_assert_null (tw_stats_panel_get_stats (f->panel));
  assert_summary_has (f, "Open a tower");
}

static gboolean
same_colour (guint32 pixel, TwStatsSeries series)
{
  double rgb[3];
  tw_stats_chart_colour (series, rgb);
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  return ABS (r - (int)(rgb[0] * 255)) <= 40 && ABS (g - (int)(rgb[1] * 255)) <= 40
         && ABS (b - (int)(rgb[2] * 255)) <= 40;
}

/* Export PNG writes the chart of the range (the hp line through its
 * points); Export SVG an SVG document that parses. */
static void
test_export (Fixture *f, gconstpointer data)
{
  g_assert_true (tw_stats_panel_set_range (f->panel, "sample1", "sample2"));
  g_autofree char *dir = g_dir_make_tmp ("tw-stats-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "stats.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "stats.svg", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_stats_panel_export (f->panel, png, &error));
  g_assert_no_error (error);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  g_assert_cmpint (w, ==, TW_STATS_CHART_WIDTH);
  g_assert_cmpint (h, ==, TW_STATS_CHART_HEIGHT);
  const TwStats *stats = tw_stats_panel_get_stats (f->panel);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *pixels = cairo_image_surface_get_data (image);
  for (guint i = 0; i < 2; i++)
    {
      double x, y;
      tw_stats_chart_point (stats, TW_STATS_SERIES_HP, i, w, h, &x, &y);
      guint32 pixel = *(const guint32 *)(pixels + (int)y * stride + (int)x * 4);
      g_assert_true (same_colour (pixel, TW_STATS_SERIES_HP));
    }
  cairo_surface_destroy (image);

  g_assert_true (tw_stats_panel_export (f->panel, svg, &error));
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (svg, &text, NULL, NULL));
  GMarkupParser parser = { 0 };
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  g_assert_true (g_markup_parse_context_parse (context, text, -1, &error));
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  g_markup_parse_context_free (context);
  g_assert_nonnull (strstr (text, "<svg"));
  g_remove (png);
  g_remove (svg);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add ("/stats-panel/range", Fixture, NULL, fixture_set_up, test_range, fixture_tear_down);
  g_test_add ("/stats-panel/follows-document", Fixture, NULL, fixture_set_up,
              test_follows_document, fixture_tear_down);
  g_test_add ("/stats-panel/export", Fixture, NULL, fixture_set_up, test_export,
              fixture_tear_down);
  return g_test_run ();
}
