/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What-if sweeps: ranges and paths; a sweep's rows against separate
 * `simulate --set --outcome` runs of each variant; --jobs + --collect
 * against the in-process sweep; the same rows on one thread and on four;
 * an enemy skill's hits in damage_taken; `sweep --png` drawn through each
 * row's point; a cancelled sweep. */
#include <glib/gstdio.h>
#include <string.h>

#include "editor/analysis/tw-sweep-chart.h"
#include "editor/analysis/tw-sweep.h"
#include "tests/editor/tw-test-util.h"

/* On tests/editor/data/sim-tower.json (hero hp 1000, atk 100, def 100 at
 * (0,0); a chasing bat, atk 120, timeCost 2): the hero waits, then walks
 * towards the bat; with more bat hp the battle lasts longer (damage 200 per
 * 1000 hp), and a hero of hp 100 dies of it. */
static const char script_text[] = "wait 6\nmove down\nmove down\nmove right\nwait 20\n";
static const char *const vary[]
    = { "enemys.bat.hp=100:2100:1000", "enemys.bat.timeCost=1:7:3", "hero.hp=100:1000:900" };

typedef struct
{
  char *dir;
  char *project;
  char *script;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  (void)data;
  f->dir = tw_test_make_tmp_dir ();
  f->project = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "tests", "editor", "data",
                                 "sim-tower.json", NULL);
  f->script = g_build_filename (f->dir, "script.txt", NULL);
  g_assert_true (g_file_set_contents (f->script, script_text, -1, NULL));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  (void)data;
  tw_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->project);
  g_free (f->script);
}

static void
test_axis (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwSweepAxis) a = tw_sweep_axis_parse ("enemys.bat.timeCost=1:8", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a->path, ==, "enemys.bat.timeCost");
  g_assert_cmpuint (a->values->len, ==, 8);
  g_assert_cmpfloat (g_array_index (a->values, double, 7), ==, 8);

  g_autoptr (TwSweepAxis) b = tw_sweep_axis_parse ("values.counterAttack=0:1:0.1", &error);
  g_assert_cmpuint (b->values->len, ==, 11);
  g_assert_cmpfloat (g_array_index (b->values, double, 3), ==, 0.3);
  g_autofree char *text = tw_sweep_value_text (g_array_index (b->values, double, 3));
  g_assert_cmpstr (text, ==, "0.3");

  static const char *const bad[] = { "x=1", "=1:2", "x=2:1", "x=1:2:0", "x=a:b", "x", "x=1:2:3:4" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_null (tw_sweep_axis_parse (bad[i], &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }

  g_autoptr (GPtrArray) axes = g_ptr_array_new ();
  g_ptr_array_add (axes, a);
  g_ptr_array_add (axes, b);
  g_assert_cmpuint (tw_sweep_count (axes), ==, 88);
  g_autoptr (GArray) v = tw_sweep_variant (axes, 12); /* a's 2nd value, b's 2nd */
  g_assert_cmpfloat (g_array_index (v, double, 0), ==, 2);
  g_assert_cmpfloat (g_array_index (v, double, 1), ==, 0.1);
}

static void
test_set_path (void)
{
  json_t *tower = json_pack ("{s:{s:{s:{s:i}}, s:{}}, s:{s:{s:i}}}", "data", "firstData", "hero",
                             "atk", 10, "values", "enemys", "bat", "hp", 5);
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_tower_set_assignment (tower, "hero.atk=25", &error));
  g_assert_true (tw_tower_set_assignment (tower, "values.redGem=3.5", &error));
  g_assert_true (tw_tower_set_assignment (tower, "enemys.bat.actType=chase", &error));
  g_assert_cmpint (
      json_integer_value (json_object_get (
          json_object_get (json_object_get (json_object_get (tower, "data"), "firstData"), "hero"),
          "atk")),
      ==, 25);
  g_assert_cmpfloat (json_real_value (json_object_get (
                         json_object_get (json_object_get (tower, "data"), "values"), "redGem")),
                     ==, 3.5);
  g_assert_cmpstr (json_string_value (json_object_get (
                       json_object_get (json_object_get (tower, "enemys"), "bat"), "actType")),
                   ==, "chase");
  g_assert_false (tw_tower_set_assignment (tower, "enemys.ghost.hp=3", &error));
  g_assert_nonnull (strstr (error->message, "ghost"));
  g_clear_error (&error);
  g_assert_false (tw_tower_set_assignment (tower, "no-equals", &error));
  json_decref (tower);
}

static char *
run_sweep (Fixture *f, const char *csv_name)
{
  g_autofree char *csv = g_build_filename (f->dir, csv_name, NULL);
  const char *args[] = { "sweep", f->project, "--script", f->script, "--vary", vary[0], "--vary",
                         vary[1], "--vary",   vary[2],    "--csv",   csv,      NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
  return tw_test_read (csv);
}

/* Each CSV row against `simulate --set ... --outcome` of its variant. */
static void
test_rows_equal_simulate (Fixture *f, gconstpointer data)
{
  (void)data;
  g_autofree char *csv = run_sweep (f, "sweep.csv");
  g_auto (GStrv) lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 18 + 1);
  g_assert_cmpstr (lines[0], ==,
                   "enemys.bat.hp,enemys.bat.timeCost,hero.hp,end_hp,ticks,battles,damage_taken,"
                   "death_tick,floor,refused,error");
  guint deaths = 0, distinct_damage = 0;
  gint64 last_damage = -1;
  g_autofree char *outcome = g_build_filename (f->dir, "outcome.json", NULL);
  for (guint i = 1; i <= 18; i++)
    {
      g_auto (GStrv) cells = g_strsplit (lines[i], ",", -1);
      g_assert_cmpuint (g_strv_length (cells), ==, 11);
      g_autofree char *set0 = g_strdup_printf ("enemys.bat.hp=%s", cells[0]);
      g_autofree char *set1 = g_strdup_printf ("enemys.bat.timeCost=%s", cells[1]);
      g_autofree char *set2 = g_strdup_printf ("hero.hp=%s", cells[2]);
      const char *args[]
          = { "simulate", f->project, "--script", f->script,   "--set", set0, "--set",
              set1,       "--set",    set2,       "--outcome", outcome, NULL };
      g_autofree char *out = NULL, *err = NULL;
      g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
      json_error_t jerror;
      json_t *json = json_load_file (outcome, 0, &jerror);
      g_assert_nonnull (json);
      g_autofree char *want
          = g_strdup_printf ("%" JSON_INTEGER_FORMAT ",%" JSON_INTEGER_FORMAT
                             ",%" JSON_INTEGER_FORMAT ",%" JSON_INTEGER_FORMAT,
                             json_integer_value (json_object_get (json, "endHp")),
                             json_integer_value (json_object_get (json, "ticks")),
                             json_integer_value (json_object_get (json, "battles")),
                             json_integer_value (json_object_get (json, "damageTaken")));
      g_autofree char *got = g_strjoin (",", cells[3], cells[4], cells[5], cells[6], NULL);
      g_assert_cmpstr (got, ==, want);
      json_t *death = json_object_get (json, "deathTick");
      if (json_is_null (death))
        g_assert_cmpstr (cells[7], ==, "none");
      else
        {
          g_autofree char *tick
              = g_strdup_printf ("%" JSON_INTEGER_FORMAT, json_integer_value (death));
          g_assert_cmpstr (cells[7], ==, tick);
          deaths++;
        }
      g_assert_cmpstr (cells[8], ==, json_string_value (json_object_get (json, "floor")));
      gint64 damage = g_ascii_strtoll (cells[6], NULL, 10);
      distinct_damage += damage != last_damage;
      last_damage = damage;
      json_decref (json);
    }
  /* The variants differ: some die, the damage changes with the bat's hp. */
  g_assert_cmpuint (deaths, >, 0);
  g_assert_cmpuint (distinct_damage, >, 2);
}

static void
test_jobs_collect (Fixture *f, gconstpointer data)
{
  (void)data;
  g_autofree char *in_process = run_sweep (f, "sweep.csv");
  g_autofree char *jobs = g_build_filename (f->dir, "jobs", NULL);
  g_assert_cmpint (g_mkdir (jobs, 0700), ==, 0);
  const char *args[] = { "sweep", f->project, "--script", f->script, "--vary", vary[0], "--vary",
                         vary[1], "--vary",   vary[2],    "--jobs",  jobs,     NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 18 + 1);
  for (guint i = 0; i < 18; i++)
    {
      gint argc = 0;
      g_auto (GStrv) argv = NULL;
      g_assert_true (g_shell_parse_argv (lines[i], &argc, &argv, NULL));
      g_assert_cmpstr (argv[0], ==, "turnwright-cli");
      g_assert_cmpstr (argv[1], ==, "simulate");
      g_autofree char *job_out = NULL, *job_err = NULL;
      g_assert_cmpint (tw_test_run_cli ((const char *const *)argv + 1, &job_out, &job_err), ==, 0);
    }
  g_autofree char *merged = g_build_filename (f->dir, "merged.csv", NULL);
  const char *collect[] = { "sweep", "--collect", jobs, "--csv", merged, NULL };
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (tw_test_run_cli (collect, &out, &err), ==, 0);
  g_autofree char *collected = tw_test_read (merged);
  g_assert_cmpstr (collected, ==, in_process);

  /* An outcome of another sweep does not merge. */
  g_autofree char *odd = g_build_filename (jobs, "variant-999999.json", NULL);
  g_assert_true (g_file_set_contents (odd,
                                      "{\"set\": [\"hero.atk=1\"], \"endHp\": 1, \"ticks\": 1,"
                                      " \"battles\": 0, \"damageTaken\": 0, \"deathTick\": null,"
                                      " \"floor\": \"F0\", \"refused\": 0}",
                                      -1, NULL));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (tw_test_run_cli (collect, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "variant-999999.json"));
}

/* The fixture's project file, {"format", ..., "tower": {...}} (a new reference). */
static json_t *
load_project (Fixture *f)
{
  json_error_t jerror;
  json_t *root = json_load_file (f->project, 0, &jerror);
  g_assert_nonnull (root);
  return root;
}

static void
test_threads (Fixture *f, gconstpointer data)
{
  (void)data;
  json_t *root = load_project (f);
  json_t *tower = json_object_get (root, "tower");
  g_autoptr (GError) error = NULL;
  TwScript *script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) axes = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_axis_free);
  for (guint i = 0; i < G_N_ELEMENTS (vary); i++)
    g_ptr_array_add (axes, tw_sweep_axis_parse (vary[i], &error));
  g_autoptr (GPtrArray) one = tw_sweep_run (tower, script, axes, 1);
  g_autoptr (GPtrArray) four = tw_sweep_run (tower, script, axes, 4);
  g_autofree char *csv1 = tw_sweep_csv (axes, one);
  g_autofree char *csv4 = tw_sweep_csv (axes, four);
  g_assert_cmpstr (csv1, ==, csv4);
  /* The same as the CLI's. */
  g_autofree char *cli = run_sweep (f, "cli.csv");
  g_assert_cmpstr (csv1, ==, cli);
  tw_script_free (script);
  json_decref (root);
}

/* A ranged skill's hits count in damage_taken: the slime hits for 7 from
 * anywhere every 3 ticks, the bat does not move; 10 ticks waited are three
 * hits, no battle. A skill of 5000 counts only the hp the hero had. */
static void
test_skill_damage (Fixture *f, gconstpointer data)
{
  (void)data;
  json_t *root = load_project (f);
  json_t *tower = json_object_get (root, "tower");
  g_autoptr (GError) error = NULL;
  g_assert_true (tw_tower_set_assignment (tower, "enemys.bat.actType=idle", &error));
  g_assert_true (tw_tower_set_assignment (tower, "enemys.slime.actType=skill", &error));
  g_assert_true (tw_tower_set_assignment (
      tower, "enemys.slime.actArgs={\"kind\": \"ranged\", \"range\": 20, \"damage\": 7}", &error));
  g_assert_no_error (error);
  TwScript *script = tw_script_parse ("wait 10\n", -1, NULL, NULL, &error);
  g_assert_no_error (error);
  TwOutcome outcome = { 0 };
  g_assert_true (tw_outcome_play (tower, script, &outcome, &error));
  g_assert_cmpint (outcome.battles, ==, 0);
  g_assert_cmpint (outcome.damage_taken, ==, 21);
  g_assert_cmpint (outcome.end_hp, ==, 1000 - 21);

  g_assert_true (tw_tower_set_assignment (tower, "enemys.slime.actArgs.damage=5000", &error));
  g_assert_true (tw_outcome_play (tower, script, &outcome, &error));
  g_assert_cmpint (outcome.damage_taken, ==, 1000);
  g_assert_cmpint (outcome.end_hp, ==, 0);
  g_assert_cmpint (outcome.death_tick, >, 0);
  tw_outcome_clear (&outcome);
  tw_script_free (script);
  json_decref (root);
}

/* The pixel at (x, y) is @rgb's colour, give or take antialiasing. */
static gboolean
colour_at (cairo_surface_t *surface, double x, double y, const double rgb[3])
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *pixels = cairo_image_surface_get_data (surface);
  guint32 pixel = *(const guint32 *)(pixels + (int)y * stride + (int)x * 4);
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
  return ABS (r - (int)(rgb[0] * 255)) <= 40 && ABS (g - (int)(rgb[1] * 255)) <= 40
         && ABS (b - (int)(rgb[2] * 255)) <= 40;
}

/* The rows of a sweep as the test computes them, for the chart's points. */
static GPtrArray *
sweep_rows (Fixture *f, GPtrArray *axes)
{
  json_t *root = load_project (f);
  g_autoptr (GError) error = NULL;
  TwScript *script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  GPtrArray *rows = tw_sweep_run (json_object_get (root, "tower"), script, axes, 2);
  tw_script_free (script);
  json_decref (root);
  return rows;
}

/* `sweep --png`: the PNG holds the line's colour at every row's point, and
 * the lower points for the larger bat hp (end_hp falls as the battle
 * lasts); with two varies each second value's line is its own colour. */
static void
test_png (Fixture *f, gconstpointer data)
{
  (void)data;
  g_autofree char *png = g_build_filename (f->dir, "sweep.png", NULL);
  g_autofree char *csv = g_build_filename (f->dir, "sweep.csv", NULL);
  const char *args[] = { "sweep", f->project, "--script", f->script, "--vary",
                         "enemys.bat.hp=100:2100:500", "--plot", "end_hp", "--png", png,
                         "--csv", csv, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (tw_test_run_cli (args, &out, &err), ==, 0);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  g_assert_cmpint (w, ==, TW_SWEEP_CHART_WIDTH);
  g_assert_cmpint (h, ==, tw_sweep_chart_height (TW_SWEEP_END_HP));

  g_autoptr (GPtrArray) axes = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_axis_free);
  g_ptr_array_add (axes, tw_sweep_axis_parse ("enemys.bat.hp=100:2100:500", NULL));
  g_autoptr (GPtrArray) rows = sweep_rows (f, axes);
  g_assert_cmpuint (rows->len, ==, 5);
  double rgb[3], white[3] = { 1, 1, 1 }, last_y = -1;
  tw_sweep_chart_colour (0, rgb);
  for (guint r = 0; r < rows->len; r++)
    {
      double x, y;
      g_assert_true (tw_sweep_chart_point (axes, rows, TW_SWEEP_END_HP, TW_SWEEP_END_HP, r, w, h,
                                           &x, &y));
      g_assert_true (colour_at (image, x, y, rgb));
      g_assert_cmpfloat (y, >, last_y);
      last_y = y;
      /* Off the line, above and right of the point: the background. */
      g_assert_true (colour_at (image, x + 6, y - 14, white));
    }
  /* ticks is not shown. */
  double x, y;
  g_assert_false (
      tw_sweep_chart_point (axes, rows, TW_SWEEP_END_HP, TW_SWEEP_TICKS, 0, w, h, &x, &y));
  cairo_surface_destroy (image);

  /* Two varies, every column: hero.hp's lines at end_hp, where no two meet. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *two[] = { "sweep", f->project, "--script", f->script, "--vary",
                        "enemys.bat.hp=100:2100:500", "--vary", "hero.hp=400:1000:300", "--png",
                        png, "--csv", csv, NULL };
  g_assert_cmpint (tw_test_run_cli (two, &out, &err), ==, 0);
  image = cairo_image_surface_create_from_png (png);
  h = cairo_image_surface_get_height (image);
  g_assert_cmpint (h, ==, tw_sweep_chart_height (TW_SWEEP_CHART_ALL));
  g_ptr_array_add (axes, tw_sweep_axis_parse ("hero.hp=400:1000:300", NULL));
  g_autoptr (GPtrArray) rows2 = sweep_rows (f, axes);
  guint checked = 0;
  for (guint r = 0; r < rows2->len; r++)
    {
      const TwSweepRow *row = g_ptr_array_index (rows2, r);
      if (row->outcome.end_hp == 0)
        continue; /* the dead heroes' lines meet at 0 */
      g_assert_true (tw_sweep_chart_point (axes, rows2, TW_SWEEP_CHART_ALL, TW_SWEEP_END_HP, r, w,
                                           h, &x, &y));
      tw_sweep_chart_colour (r % 3, rgb);
      g_assert_true (colour_at (image, x, y, rgb));
      checked++;
    }
  g_assert_cmpuint (checked, >=, 12);
  cairo_surface_destroy (image);

  /* Three varies cannot be plotted; nor an unknown column. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *three[] = { "sweep", f->project, "--script", f->script, "--vary", vary[0], "--vary",
                          vary[1], "--vary", vary[2], "--png", png, NULL };
  g_assert_cmpint (tw_test_run_cli (three, &out, &err), ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *column[] = { "sweep", f->project, "--script", f->script, "--vary", vary[0],
                           "--png", png, "--plot", "hp", NULL };
  g_assert_cmpint (tw_test_run_cli (column, &out, &err), ==, 2);
}

/* A sweep cancelled before it starts plays nothing, and says so per row. */
static void
test_cancel (Fixture *f, gconstpointer data)
{
  (void)data;
  g_autoptr (GPtrArray) axes = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_axis_free);
  g_ptr_array_add (axes, tw_sweep_axis_parse (vary[0], NULL));
  json_t *root = load_project (f);
  TwScript *script = tw_script_parse (script_text, -1, NULL, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  guint done = 0;
  g_autoptr (GPtrArray) rows
      = tw_sweep_run_full (json_object_get (root, "tower"), script, axes, 2, NULL, &done);
  g_assert_cmpuint (done, ==, rows->len);
  g_cancellable_cancel (cancellable);
  done = 0;
  g_autoptr (GPtrArray) cancelled
      = tw_sweep_run_full (json_object_get (root, "tower"), script, axes, 2, cancellable, &done);
  g_assert_cmpuint (done, ==, cancelled->len);
  for (guint r = 0; r < cancelled->len; r++)
    {
      const TwSweepRow *row = g_ptr_array_index (cancelled, r);
      g_assert_false (row->ok);
      g_assert_nonnull (row->error);
      g_assert_true (((TwSweepRow *)g_ptr_array_index (rows, r))->ok);
    }
  tw_script_free (script);
  json_decref (root);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sweep/axis", test_axis);
  g_test_add_func ("/sweep/set-path", test_set_path);
  g_test_add ("/sweep/rows-equal-simulate", Fixture, NULL, fixture_set_up, test_rows_equal_simulate,
              fixture_tear_down);
  g_test_add ("/sweep/jobs-collect", Fixture, NULL, fixture_set_up, test_jobs_collect,
              fixture_tear_down);
  g_test_add ("/sweep/threads", Fixture, NULL, fixture_set_up, test_threads, fixture_tear_down);
  g_test_add ("/sweep/skill-damage", Fixture, NULL, fixture_set_up, test_skill_damage,
              fixture_tear_down);
  g_test_add ("/sweep/png", Fixture, NULL, fixture_set_up, test_png, fixture_tear_down);
  g_test_add ("/sweep/cancel", Fixture, NULL, fixture_set_up, test_cancel, fixture_tear_down);
  return g_test_run ();
}
