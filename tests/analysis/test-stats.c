/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Resource statistics: a small tower with a floor ratio and equipment, the
 * bundled sample's floors counted by hand, and the `stats` and `manual`
 * verbs' JSON and CSV. */
#include <string.h>

#include "editor/analysis/tw-stats.h"
#include "editor/analysis/tw-stats-chart.h"
#include "editor/mota/tw-project-open.h"
#include "editor/mota/tw-project-file.h"
#include "tests/editor/tw-test-util.h"

/* F1 (ratio 1): redGem (atk += values.redGem * ratio = 3), redPotion (hp
 * 100 * ratio), a yellow key, a yellow door, slime (money 5, exp 2).
 * F2 (ratio 2): two redGems (6 each), sword (equips: atk 10), a blue door,
 * two slimes. */
static const char tower_json[]
    = "{\"data\": {\"values\": {\"redGem\": 3, \"redPotion\": 100},"
      "   \"main\": {\"floorIds\": [\"F1\", \"F2\"]},"
      "   \"firstData\": {\"shops\": [{\"id\": \"shop1\"}]}},"
      " \"enemys\": {\"slime\": {\"hp\": 1, \"money\": 5, \"exp\": 2}},"
      " \"items\": {"
      "   \"redGem\": {\"cls\": \"items\","
      "     \"itemEffect\": \"core.status.hero.atk += core.values.redGem * "
      "core.status.thisMap.ratio\"},"
      "   \"redPotion\": {\"cls\": \"items\","
      "     \"itemEffect\": \"core.status.hero.hp += core.values.redPotion * "
      "core.status.thisMap.ratio\"},"
      "   \"yellowKey\": {\"cls\": \"tools\"},"
      "   \"sword\": {\"cls\": \"equips\", \"equip\": {\"type\": 0, \"value\": {\"atk\": 10}}}},"
      " \"maps\": {\"1\": {\"cls\": \"items\", \"id\": \"redGem\"},"
      "   \"2\": {\"cls\": \"items\", \"id\": \"redPotion\"},"
      "   \"3\": {\"cls\": \"items\", \"id\": \"yellowKey\"},"
      "   \"4\": {\"cls\": \"animates\", \"id\": \"yellowDoor\"},"
      "   \"5\": {\"cls\": \"animates\", \"id\": \"blueDoor\"},"
      "   \"6\": {\"cls\": \"enemys\", \"id\": \"slime\"},"
      "   \"7\": {\"cls\": \"items\", \"id\": \"sword\"}},"
      " \"floors\": {\"F1\": {\"ratio\": 1, \"map\": [[1, 2, 3], [4, 6, 0]]},"
      "   \"F2\": {\"ratio\": 2, \"map\": [[1, 1, 7], [5, 6, 6]]}}}";

static void
test_small_tower (void)
{
  json_error_t jerror;
  json_t *tower = json_loads (tower_json, 0, &jerror);
  g_assert_nonnull (tower);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwStats) stats = tw_stats_compute (tower, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->floors->len, ==, 2);
  g_assert_cmpuint (stats->n_shops, ==, 1);

  const TwStatsFloor *f1 = &g_array_index (stats->floors, TwStatsFloor, 0);
  const TwStatsFloor *f2 = &g_array_index (stats->floors, TwStatsFloor, 1);
  g_assert_cmpstr (f1->floor_id, ==, "F1");
  g_assert_cmpuint (f1->floor.gems, ==, 1);
  g_assert_cmpuint (f1->floor.potions, ==, 1);
  g_assert_cmpint (f1->floor.atk, ==, 3);
  g_assert_cmpint (f1->floor.hp, ==, 100);
  g_assert_cmpuint (f1->floor.keys[TW_STATS_YELLOW], ==, 1);
  g_assert_cmpuint (f1->floor.doors[TW_STATS_YELLOW], ==, 1);
  g_assert_cmpuint (f1->floor.enemies, ==, 1);
  g_assert_cmpint (f1->floor.money, ==, 5);

  g_assert_cmpfloat (f2->ratio, ==, 2);
  g_assert_cmpuint (f2->floor.gems, ==, 2);
  g_assert_cmpuint (f2->floor.equipment, ==, 1);
  g_assert_cmpint (f2->floor.atk, ==, 2 * 6 + 10);
  g_assert_cmpuint (f2->floor.doors[TW_STATS_BLUE], ==, 1);
  g_assert_cmpint (f2->floor.exp, ==, 4);
  g_assert_cmpint (f2->cumulative.atk, ==, 25);
  g_assert_cmpint (f2->cumulative.money, ==, 15);
  g_assert_cmpuint (f2->cumulative.keys[TW_STATS_YELLOW], ==, 1);
  g_assert_cmpuint (f2->cumulative.doors[TW_STATS_BLUE], ==, 1);

  /* A range starts its cumulative columns at its first floor. */
  g_autoptr (TwStats) only2 = tw_stats_compute (tower, "F2", "F2", &error);
  g_assert_cmpuint (only2->floors->len, ==, 1);
  g_assert_cmpint (g_array_index (only2->floors, TwStatsFloor, 0).cumulative.atk, ==, 22);

  g_assert_null (tw_stats_compute (tower, "F9", NULL, &error));
  g_assert_nonnull (strstr (error->message, "F9"));
  g_clear_error (&error);
  g_assert_null (tw_stats_compute (tower, "F2", "F1", &error));
  g_clear_error (&error);
  json_decref (tower);
}

/* JavaScript itemEffects (not arithmetic Turnwright reads) run in the
 * tower interpreter on a probe hero (the starting hero) per floor ratio:
 * blueGem (a `var`, then def += 2 * ratio), bigPotion (an `if` on the
 * hero's hp: +500), and one calling what the facade lacks: not counted, and
 * listed by id. */
static const char js_tower_json[]
    = "{\"data\": {\"values\": {\"blueGem\": 2},"
      "   \"main\": {\"floorIds\": [\"F1\", \"F2\"]},"
      "   \"firstData\": {\"floorId\": \"F1\", \"hero\": {\"hp\": 1000, \"atk\": 10,"
      "     \"def\": 10, \"mdef\": 0, \"money\": 0, \"exp\": 0, \"items\": {}, \"flags\": {},"
      "     \"loc\": {\"x\": 0, \"y\": 0, \"direction\": \"up\"}}}},"
      " \"enemys\": {},"
      " \"items\": {"
      "   \"blueGem\": {\"cls\": \"items\", \"itemEffect\": \"var d = core.values.blueGem * "
      "core.status.thisMap.ratio; core.status.hero.def += d;\"},"
      "   \"bigPotion\": {\"cls\": \"items\", \"itemEffect\": \"if (core.status.hero.hp < "
      "5000) { core.status.hero.hp += 500; } else { core.status.hero.hp += 1; }\"},"
      "   \"oddItem\": {\"cls\": \"items\", \"itemEffect\": \"core.noSuchThing.at(1);\"}},"
      " \"maps\": {\"1\": {\"cls\": \"items\", \"id\": \"blueGem\"},"
      "   \"2\": {\"cls\": \"items\", \"id\": \"bigPotion\"},"
      "   \"3\": {\"cls\": \"items\", \"id\": \"oddItem\"}},"
      " \"floors\": {\"F1\": {\"ratio\": 1, \"map\": [[1, 2, 0]]},"
      "   \"F2\": {\"ratio\": 3, \"map\": [[1, 1, 3]]}}}";

static void
test_js_item_effects (void)
{
  json_error_t jerror;
  json_t *tower = json_loads (js_tower_json, 0, &jerror);
  g_assert_nonnull (tower);
  g_autoptr (GError) error = NULL;
  g_autoptr (TwStats) stats = tw_stats_compute (tower, NULL, NULL, &error);
  g_assert_no_error (error);
  const TwStatsFloor *f1 = &g_array_index (stats->floors, TwStatsFloor, 0);
  const TwStatsFloor *f2 = &g_array_index (stats->floors, TwStatsFloor, 1);
  g_assert_cmpint (f1->floor.def, ==, 2);
  g_assert_cmpint (f1->floor.hp, ==, 500);
  g_assert_cmpuint (f1->floor.gems, ==, 1);
  g_assert_cmpuint (f1->floor.potions, ==, 1);
  g_assert_cmpuint (f1->floor.script_items, ==, 2);
  g_assert_cmpuint (f1->floor.unsimulated_items, ==, 0);
  /* ratio 3: 6 def a gem. */
  g_assert_cmpint (f2->floor.def, ==, 12);
  g_assert_cmpuint (f2->floor.gems, ==, 2);
  g_assert_cmpuint (f2->floor.script_items, ==, 2);
  g_assert_cmpuint (f2->floor.unsimulated_items, ==, 1);
  g_assert_cmpuint (f2->floor.other_items, ==, 1);
  g_assert_cmpint (f2->cumulative.def, ==, 14);
  g_assert_cmpuint (stats->not_counted->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (stats->not_counted, 0), ==, "oddItem");

  /* F1 alone: every item counted, nothing listed. */
  g_autoptr (TwStats) only1 = tw_stats_compute (tower, "F1", "F1", &error);
  g_assert_cmpuint (only1->not_counted->len, ==, 0);
  json_decref (tower);
}

/* The chart draws each series through its points: the pixel at a point is
 * the series' colour (the later series is drawn over the earlier ones). */
static void
assert_colour_at (cairo_surface_t *surface, double x, double y, TwStatsSeries series)
{
  double rgb[3];
  tw_stats_chart_colour (series, rgb);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *)(data + (int)y * stride + (int)x * 4);
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  g_assert_cmpint (ABS (r - (int)(rgb[0] * 255)), <=, 40);
  g_assert_cmpint (ABS (g - (int)(rgb[1] * 255)), <=, 40);
  g_assert_cmpint (ABS (b - (int)(rgb[2] * 255)), <=, 40);
}

static void
test_chart (void)
{
  json_error_t jerror;
  json_t *tower = json_loads (tower_json, 0, &jerror);
  g_autoptr (TwStats) stats = tw_stats_compute (tower, NULL, NULL, NULL);
  int w = TW_STATS_CHART_WIDTH, h = TW_STATS_CHART_HEIGHT;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  tw_stats_chart_draw (stats, cr, w, h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  /* hp: 100 on both floors, the top of its panel; atk 3 then 25, the top
   * of the lower panel; def and mdef stay 0 (mdef drawn last, at 0). */
  double x0, y0, x1, y1, ax0, ay0, ax1, ay1;
  tw_stats_chart_point (stats, TW_STATS_SERIES_HP, 0, w, h, &x0, &y0);
  tw_stats_chart_point (stats, TW_STATS_SERIES_HP, 1, w, h, &x1, &y1);
  g_assert_cmpfloat (y0, ==, y1);
  g_assert_cmpfloat (x1, >, x0);
  tw_stats_chart_point (stats, TW_STATS_SERIES_ATK, 0, w, h, &ax0, &ay0);
  tw_stats_chart_point (stats, TW_STATS_SERIES_ATK, 1, w, h, &ax1, &ay1);
  g_assert_cmpfloat (ay1, <, ay0);
  g_assert_cmpfloat (ay0, >, y0);
  assert_colour_at (surface, (x0 + x1) / 2, y0, TW_STATS_SERIES_HP);
  assert_colour_at (surface, ax1, ay1, TW_STATS_SERIES_ATK);
  double mx, my;
  tw_stats_chart_point (stats, TW_STATS_SERIES_MDEF, 1, w, h, &mx, &my);
  assert_colour_at (surface, mx, my, TW_STATS_SERIES_MDEF);
  cairo_surface_destroy (surface);
  json_decref (tower);
}

static char *
sample_path (void)
{
  return g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "data", "mota-sample", NULL);
}

/* Counted by hand from tests/data/mota-sample/project/floors (all ratio 1):
 *   sample1: greenPotion (hp 800); sword5 and shield5, `items` with an
 *     equip, used on pickup: atk +100, def +100 and mdef +100; two yellow
 *     keys, a blue key; a specialDoor; blackKing (money 1000, exp 1000) and
 *     two yellowGateKeepers (money 10 each).
 *   sample2: 2 each of red, blue, green gems (atk 3, def 3, mdef 5) and of
 *     red, blue, green potions (hp 100, 250, 800); 3 yellow and 3 blue keys;
 *     a yellow and a blue door; a book; 22 enemies worth no money or exp. */
static void
test_sample (void)
{
  g_autofree char *path = sample_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (path, &error);
  g_assert_no_error (error);
  json_t *tower = tw_project_file_get_tower (project);
  g_autoptr (TwStats) stats = tw_stats_compute (tower, "sample1", "sample2", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->floors->len, ==, 2);
  g_assert_cmpuint (stats->n_shops, ==, 4);
  const TwStatsCounts *s1 = &g_array_index (stats->floors, TwStatsFloor, 0).floor;
  const TwStatsCounts *s2 = &g_array_index (stats->floors, TwStatsFloor, 1).floor;
  const TwStatsCounts *sum = &g_array_index (stats->floors, TwStatsFloor, 1).cumulative;

  g_assert_cmpuint (s1->potions, ==, 1);
  g_assert_cmpuint (s1->equipment, ==, 2);
  g_assert_cmpuint (s1->gems, ==, 0);
  g_assert_cmpint (s1->hp, ==, 800);
  g_assert_cmpint (s1->atk, ==, 100);
  g_assert_cmpint (s1->def, ==, 100);
  g_assert_cmpint (s1->mdef, ==, 100);
  g_assert_cmpuint (s1->keys[TW_STATS_YELLOW], ==, 2);
  g_assert_cmpuint (s1->keys[TW_STATS_BLUE], ==, 1);
  g_assert_cmpuint (s1->doors[TW_STATS_COLOUR_OTHER], ==, 1);
  g_assert_cmpuint (s1->enemies, ==, 3);
  g_assert_cmpint (s1->money, ==, 1020);
  g_assert_cmpint (s1->exp, ==, 1000);

  g_assert_cmpuint (s2->gems, ==, 6);
  g_assert_cmpuint (s2->potions, ==, 6);
  g_assert_cmpint (s2->hp, ==, 2300);
  g_assert_cmpint (s2->atk, ==, 6);
  g_assert_cmpint (s2->def, ==, 6);
  g_assert_cmpint (s2->mdef, ==, 10);
  g_assert_cmpuint (s2->keys[TW_STATS_YELLOW], ==, 3);
  g_assert_cmpuint (s2->keys[TW_STATS_BLUE], ==, 3);
  g_assert_cmpuint (s2->doors[TW_STATS_YELLOW], ==, 1);
  g_assert_cmpuint (s2->doors[TW_STATS_BLUE], ==, 1);
  g_assert_cmpuint (s2->enemies, ==, 22);
  g_assert_cmpuint (s2->other_items, ==, 1);

  g_assert_cmpint (sum->hp, ==, 3100);
  g_assert_cmpint (sum->atk, ==, 106);
  g_assert_cmpuint (sum->keys[TW_STATS_YELLOW], ==, 5);
  g_assert_cmpuint (sum->enemies, ==, 25);
}

static void
test_cli (void)
{
  g_autofree char *path = sample_path ();
  g_autofree char *out = NULL, *err = NULL;
  const char *stats_args[] = { "stats", path, "--from", "sample2", "--json", NULL };
  g_assert_cmpint (tw_test_run_cli (stats_args, &out, &err), ==, 0);
  json_error_t jerror;
  json_t *json = json_loads (out, 0, &jerror);
  g_assert_nonnull (json);
  json_t *floors = json_object_get (json, "floors");
  g_assert_cmpuint (json_array_size (floors), ==, 2); /* sample2, MT0 */
  g_assert_true (json_is_array (json_object_get (json, "notCounted")));
  g_assert_true (json_is_integer (
      json_object_get (json_object_get (json_array_get (floors, 0), "floor"), "scriptItems")));
  json_t *cum = json_object_get (json_array_get (floors, 1), "cumulative");
  g_assert_cmpint (json_integer_value (json_object_get (cum, "hp")), ==, 2300);
  g_assert_cmpint (
      json_integer_value (json_object_get (json_object_get (cum, "keysMinusDoors"), "yellow")), ==,
      2);
  json_decref (json);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  const char *csv_args[] = { "stats", path, "--csv", NULL };
  g_assert_cmpint (tw_test_run_cli (csv_args, &out, &err), ==, 0);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 6); /* header, 4 floors, "" */
  g_assert_true (g_str_has_prefix (lines[0], "floor,ratio,gems,potions,"));
  g_assert_true (g_str_has_prefix (lines[3], "sample2,1,6,6,0,1,2300,6,6,10,"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* --chart writes a PNG, or an SVG. */
  g_autofree char *dir = tw_test_make_tmp_dir ();
  g_autofree char *png = g_build_filename (dir, "chart.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "chart.svg", NULL);
  const char *png_args[] = { "stats", path, "--chart", png, NULL };
  g_assert_cmpint (tw_test_run_cli (png_args, &out, &err), ==, 0);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, TW_STATS_CHART_WIDTH);
  cairo_surface_destroy (image);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *svg_args[] = { "stats", path, "--chart", svg, NULL };
  g_assert_cmpint (tw_test_run_cli (svg_args, &out, &err), ==, 0);
  g_autofree char *svg_text = tw_test_read (svg);
  g_assert_nonnull (strstr (svg_text, "<svg"));
  tw_test_remove_tree (dir);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  const char *bad_args[] = { "stats", path, "--from", "nowhere", NULL };
  g_assert_cmpint (tw_test_run_cli (bad_args, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nowhere"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* The manual of sample1 for a hero of atk 100: blackKing (hp 1000, atk
   * 500, def 0) takes 10 turns, 9 * (500 - def) ... as the formula says;
   * checked against the library's own entry through the JSON shape. */
  const char *manual_args[]
      = { "manual",  path,     "--floor",
          "sample1", "--hero", "{\"atk\": 100, \"def\": 100, \"mdef\": 0, \"hp\": 5000}",
          "--crit",  "2",      "--json",
          NULL };
  g_assert_cmpint (tw_test_run_cli (manual_args, &out, &err), ==, 0);
  json = json_loads (out, 0, &jerror);
  g_assert_nonnull (json);
  g_assert_cmpuint (json_array_size (json), ==, 2);
  json_t *king = json_array_get (json, 0);
  g_assert_cmpstr (json_string_value (json_object_get (king, "id")), ==, "blackKing");
  /* 10 turns, 9 blows of 500 - 100: 3600. atk 112 makes 9 turns (8 * 400 =
   * 3200, saves 400); atk 125 makes 8 (2800, saves 800). def +1: 9 * 399. */
  g_assert_cmpint (json_integer_value (json_object_get (king, "damage")), ==, 3600);
  g_assert_cmpint (json_integer_value (json_object_get (king, "turn")), ==, 10);
  g_assert_cmpint (json_integer_value (json_object_get (king, "defDamage")), ==, 9);
  json_t *crit = json_object_get (king, "criticals");
  g_assert_cmpuint (json_array_size (crit), ==, 2);
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (crit, 0), 0)), ==, 12);
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (crit, 0), 1)), ==, 400);
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (crit, 1), 0)), ==, 25);
  g_assert_cmpint (json_integer_value (json_array_get (json_array_get (crit, 1), 1)), ==, 800);
  json_decref (json);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A hero of atk 0 cannot hurt it: damage null, breakAtk 1. From atk 1
   * (1000 turns of 500 - def 100) atk 2 makes 500 turns: 500 * 400 = 200000
   * saved; atk 3, 334 turns: 666 * 400 = 266400. */
  const char *weak_args[]
      = { "manual", path, "--floor", "sample1", "--hero", "{\"atk\": 0}", "--csv", NULL };
  g_assert_cmpint (tw_test_run_cli (weak_args, &out, &err), ==, 0);
  g_assert_nonnull (
      strstr (out, "\nblackKing,黑衣魔王,,,\"[[2,200000],[3,266400],[4,300000]]\",1,,1000,500,0,"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  const char *bad_hero[] = { "manual", path, "--hero", "{\"speed\": 1}", NULL };
  g_assert_cmpint (tw_test_run_cli (bad_hero, &out, &err), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stats/small-tower", test_small_tower);
  g_test_add_func ("/stats/sample", test_sample);
  g_test_add_func ("/stats/js-item-effects", test_js_item_effects);
  g_test_add_func ("/stats/chart", test_chart);
  g_test_add_func ("/stats/cli", test_cli);
  return g_test_run ();
}
