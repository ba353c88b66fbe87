/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-manual.c: `turnwright-cli manual` and `turnwright-cli stats`: the
 * monster manual and the resource statistics (editor/analysis/), as a text
 * table, JSON or CSV (docs/analytics.md). */
#include "editor/cli/tw-cli-manual.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/tw-trace-writer.h"

#include "editor/analysis/tw-manual.h"
#include "editor/analysis/tw-stats.h"
#include "editor/analysis/tw-stats-chart.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/cli/tw-cli-validate.h"
#include "editor/tw-i18n.h"
#include "editor/sim/tw-forecast.h"
#include "editor/tw-i18n.h"

typedef enum
{
  FORMAT_TEXT,
  FORMAT_JSON,
  FORMAT_CSV,
} Format;

static void
print_json (json_t *json)
{
  char *text = json_dumps (json, JSON_INDENT (2) | JSON_PRESERVE_ORDER);
  puts (text);
  free (text);
}

/* ---- manual ---- */

static const TwCliHelp manual_help = {
  "manual",
  N_("PROJECT"),
  N_("The monster manual: one row per enemy that stands on the floor (or anywhere\n"
     "in the tower): its damage to the hero (null when it cannot be fought), the\n"
     "turns, the critical table [[atk to add, damage saved], ...], the attack to\n"
     "add to break its defence when the hero cannot hurt it, and defDamage (the\n"
     "damage one more defence saves)."),
  N_("--hero takes JSON over the tower's starting hero, for example\n"
     "  '{\"hp\": 1000, \"atk\": 10, \"def\": 10, \"mdef\": 0, \"cross\": true}'"),
};

static json_t *
nullable_int (gboolean has, gint64 value)
{
  return has ? json_integer (value) : json_null ();
}

static json_t *
criticals_json (const TwManualEntry *e)
{
  json_t *list = json_array ();
  for (guint i = 0; i < e->criticals->len; i++)
    {
      const TwManualCritical *c = &g_array_index (e->criticals, TwManualCritical, i);
      json_array_append_new (list,
                             json_pack ("[I, I]", (json_int_t)c->atk_add, (json_int_t)c->saving));
    }
  return list;
}

static json_t *
entry_json (const TwManualEntry *e)
{
  json_t *specials = json_array ();
  for (guint i = 0; i < e->specials->len; i++)
    {
      int s = g_array_index (e->specials, int, i);
      const char *zh = tw_manual_special_name (s, TRUE);
      const char *en = tw_manual_special_name (s, FALSE);
      json_t *one = json_pack ("{s:i, s:s?, s:s?}", "id", s, "zh", zh, "en", en);
      /* The map damage it puts on each cell it reaches. */
      if (tw_manual_entry_map_damage (e, s) > 0)
        json_object_set_new (one, "mapDamage", json_integer (tw_manual_entry_map_damage (e, s)));
      json_array_append_new (specials, one);
    }
  gboolean fights = e->battle.can_battle;
  json_t *row = json_pack ("{s:s, s:s}", "id", e->enemy_id, "name", e->name);
  json_object_set_new (row, "damage", nullable_int (fights, e->battle.damage));
  json_object_set_new (row, "turn", nullable_int (fights, e->battle.turn));
  json_object_set_new (row, "canWin", json_boolean (e->can_win));
  json_object_set_new (row, "criticals", criticals_json (e));
  json_object_set_new (row, "breakAtk", nullable_int (!fights && e->can_break, e->break_atk));
  json_object_set_new (row, "defDamage", nullable_int (e->has_def_damage, e->def_damage));
  json_object_set_new (row, "hp", json_integer (e->hp));
  json_object_set_new (row, "atk", json_integer (e->atk));
  json_object_set_new (row, "def", json_integer (e->def));
  json_object_set_new (row, "money", json_integer (e->money));
  json_object_set_new (row, "exp", json_integer (e->exp));
  json_object_set_new (row, "specials", specials);
  json_object_set_new (row, "timeCost", json_integer (e->time_cost));
  json_object_set_new (row, "actType", json_string (e->act_type));
  json_object_set_new (row, "actionsPer10Ticks", json_integer (e->actions_per_10));
  json_object_set_new (row, "count", json_integer (e->count));
  json_object_set_new (
      row, "at",
      json_pack ("{s:s, s:i, s:i}", "floor", e->first_floor, "x", e->first_x, "y", e->first_y));
  return row;
}

static char *
number_or (gboolean has, gint64 value, const char *otherwise)
{
  return has ? g_strdup_printf ("%" G_GINT64_FORMAT, value) : g_strdup (otherwise);
}

static char *
criticals_text (const TwManualEntry *e)
{
  json_t *list = criticals_json (e);
  char *text = json_dumps (list, JSON_COMPACT);
  json_decref (list);
  char *copy = g_strdup (text);
  free (text);
  return copy;
}

static char *
specials_text (const TwManualEntry *e, gboolean chinese)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < e->specials->len; i++)
    {
      int s = g_array_index (e->specials, int, i);
      const char *name = tw_manual_special_name (s, chinese);
      if (out->len > 0)
        g_string_append (out, "; ");
      if (name != NULL)
        g_string_append (out, name);
      else
        g_string_append_printf (out, "%d", s);
      if (tw_manual_entry_map_damage (e, s) > 0)
        g_string_append_printf (out, " %" G_GINT64_FORMAT, tw_manual_entry_map_damage (e, s));
    }
  return g_string_free (out, FALSE);
}

static void
print_manual_csv (GPtrArray *entries)
{
  GString *out = g_string_new ("id,name,damage,turn,criticals,breakAtk,defDamage,hp,atk,def,"
                               "money,exp,specials,timeCost,actType,actionsPer10Ticks,count,"
                               "floor,x,y\n");
  for (guint i = 0; i < entries->len; i++)
    {
      const TwManualEntry *e = g_ptr_array_index (entries, i);
      gboolean fights = e->battle.can_battle;
      g_autofree char *damage = number_or (fights, e->battle.damage, "");
      g_autofree char *turn = number_or (fights, e->battle.turn, "");
      g_autofree char *crit = criticals_text (e);
      g_autofree char *brk = number_or (!fights && e->can_break, e->break_atk, "");
      g_autofree char *def = number_or (e->has_def_damage, e->def_damage, "");
      g_autofree char *specials = specials_text (e, FALSE);
      tw_csv_append_cell (out, e->enemy_id);
      g_string_append_c (out, ',');
      tw_csv_append_cell (out, e->name);
      g_string_append_printf (out, ",%s,%s,", damage, turn);
      tw_csv_append_cell (out, crit);
      g_string_append_printf (out,
                              ",%s,%s,%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT
                              ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",",
                              brk, def, e->hp, e->atk, e->def, e->money, e->exp);
      tw_csv_append_cell (out, specials);
      g_string_append_printf (out, ",%" G_GINT64_FORMAT ",%s,%" G_GINT64_FORMAT ",%u,",
                              e->time_cost, e->act_type, e->actions_per_10, e->count);
      tw_csv_append_cell (out, e->first_floor);
      g_string_append_printf (out, ",%d,%d\n", e->first_x, e->first_y);
    }
  fputs (out->str, stdout);
  g_string_free (out, TRUE);
}

static void
print_manual_text (GPtrArray *entries)
{
  /* TRANSLATORS: the manual's column headings, in this order: id, name,
     damage, turn, 1def (the damage one more defence saves), criticals. */
  printf ("%s\n", _("id               name             damage   turn     1def  "
                    "criticals (atk+, saved)"));
  for (guint i = 0; i < entries->len; i++)
    {
      const TwManualEntry *e = g_ptr_array_index (entries, i);
      g_autofree char *damage = NULL;
      if (e->battle.can_battle)
        damage = g_strdup_printf ("%" G_GINT64_FORMAT, e->battle.damage);
      else if (e->can_break)
        damage = g_strdup_printf ("??? +%" G_GINT64_FORMAT "atk", e->break_atk);
      else
        damage = g_strdup ("???");
      g_autofree char *turn = number_or (e->battle.can_battle, e->battle.turn, "-");
      g_autofree char *def = number_or (e->has_def_damage, e->def_damage, "-");
      g_autofree char *crit = criticals_text (e);
      g_autofree char *specials = specials_text (e, TRUE);
      printf ("%-16s %-12s %10s %6s %8s  %s%s%s\n", e->enemy_id, e->name, damage, turn, def, crit,
              specials[0] != '\0' ? "  " : "", specials);
    }
}

typedef struct
{
  const char *project;
  char *floor;
  char *hero;
  char *crit;
  char *from;
  char *to;
  char *chart;
  gboolean json;
  gboolean csv;
  Format format;
  char **positional; /* PROJECT, from GOption */
} AnalysisArgs;

/* The options both verbs take: --json, --csv. */
#define FORMAT_ENTRIES(args)                                                                      \
  { "json", 0, 0, G_OPTION_ARG_NONE, &(args).json, N_("Write JSON"), NULL },                     \
  {                                                                                               \
    "csv", 0, 0, G_OPTION_ARG_NONE, &(args).csv, N_("Write CSV with a header row"), NULL          \
  }

/* Parses the options of @verb with GOption. Returns -1 when complete, else
 * an exit status. */
static int
parse_args (const TwCliHelp *help, const GOptionEntry *entries, int argc, char **argv,
            AnalysisArgs *args)
{
  int status = tw_cli_parse_options (help, entries, argc, argv, &args->positional);
  if (status >= 0)
    return status;
  if (args->json && args->csv)
    return tw_cli_usage_error (help->verb, _("--json and --csv are one or the other"));
  args->format = args->json ? FORMAT_JSON : args->csv ? FORMAT_CSV : FORMAT_TEXT;
  args->project = args->positional[0];
  if (args->project != NULL && args->positional[1] != NULL)
    return tw_cli_usage_error (help->verb, _("one project at a time"));
  if (args->project == NULL)
    return tw_cli_usage_error (help->verb, _("no PROJECT given"));
  return -1;
}

static json_t *
load_tower (const char *path)
{
  g_autoptr (GError) error = NULL;
  json_t *tower = tw_cli_load_tower (path, &error);
  if (tower == NULL)
    fprintf (stderr, "%s\n", error->message);
  return tower;
}

static int manual_run (const AnalysisArgs *args);

int
tw_cli_manual (int argc, char **argv)
{
  AnalysisArgs args = { 0 };
  const GOptionEntry entries[] = {
    { "floor", 0, 0, G_OPTION_ARG_FILENAME, &args.floor, N_("Only this floor's enemies"),
      N_("ID") },
    { "hero", 0, 0, G_OPTION_ARG_FILENAME, &args.hero,
      N_("The hero's stats, over the tower's starting hero"), N_("JSON") },
    { "crit", 0, 0, G_OPTION_ARG_FILENAME, &args.crit,
      N_("Critical values per enemy (default 3)"), N_("N") },
    FORMAT_ENTRIES (args),
    G_OPTION_ENTRY_NULL,
  };
  int status = parse_args (&manual_help, entries, argc, argv, &args);
  if (status < 0)
    status = manual_run (&args);
  tw_cli_free_options (entries);
  g_strfreev (args.positional);
  return status;
}

static int
manual_run (const AnalysisArgs *a)
{
  AnalysisArgs args = *a;

  guint n_crit = 3;
  if (args.crit != NULL)
    {
      char *end = NULL;
      guint64 n = g_ascii_strtoull (args.crit, &end, 10);
      if (end == args.crit || *end != '\0' || n > 10000)
        return tw_cli_usage_error ("manual", _("--crit takes a number from 0 to 10000"));
      n_crit = (guint)n;
    }
  json_t *hero_json = NULL;
  if (args.hero != NULL)
    {
      json_error_t jerror;
      hero_json = json_loads (args.hero, JSON_DECODE_ANY, &jerror);
      if (hero_json == NULL)
        {
          fprintf (stderr, _("turnwright-cli manual: --hero is not JSON: %s\n"), jerror.text);
          return TW_CLI_EXIT_USAGE;
        }
    }

  json_t *tower = load_tower (args.project);
  if (tower == NULL)
    {
      json_decref (hero_json);
      return TW_CLI_EXIT_INVALID;
    }
  TwHeroStats hero = { 0 };
  tw_forecast_starting_hero (tower, &hero);
  g_autoptr (GError) error = NULL;
  if (hero_json != NULL && !tw_manual_hero_from_json (hero_json, &hero, &hero, &error))
    {
      fprintf (stderr, "turnwright-cli manual: --hero: %s\n", error->message);
      json_decref (hero_json);
      json_decref (tower);
      return TW_CLI_EXIT_USAGE;
    }
  json_decref (hero_json);

  g_autoptr (GPtrArray) entries = tw_manual_build (tower, args.floor, &hero, n_crit);
  if (entries == NULL)
    {
      tw_cli_error_at (args.project, _("the tower has no floor '%s'"), args.floor);
      json_decref (tower);
      return TW_CLI_EXIT_INVALID;
    }
  if (args.format == FORMAT_JSON)
    {
      json_t *rows = json_array ();
      for (guint i = 0; i < entries->len; i++)
        json_array_append_new (rows, entry_json (g_ptr_array_index (entries, i)));
      print_json (rows);
      json_decref (rows);
    }
  else if (args.format == FORMAT_CSV)
    print_manual_csv (entries);
  else
    print_manual_text (entries);
  g_clear_pointer (&entries, g_ptr_array_unref);
  json_decref (tower);
  return TW_CLI_EXIT_OK;
}

/* ---- stats ---- */

static const TwCliHelp stats_help = {
  "stats",
  N_("PROJECT"),
  N_("Resource statistics per floor and cumulative over the range: gems, potions,\n"
     "equipment and the stats they give (the tower's values times each floor's\n"
     "ratio), keys and doors by colour, enemies with their money and exp, and\n"
     "the tower's shops."),
  N_("--json writes {\"floors\": [...], \"shops\": [...]}; --csv one row per floor\n"
     "with the cumulative columns."),
};

static json_t *
counts_json (const TwStatsCounts *c)
{
  json_t *keys = json_object (), *doors = json_object (), *balance = json_object ();
  for (guint k = 0; k < TW_STATS_N_COLOURS; k++)
    {
      json_object_set_new (keys, tw_stats_colour_name (k), json_integer (c->keys[k]));
      json_object_set_new (doors, tw_stats_colour_name (k), json_integer (c->doors[k]));
      json_object_set_new (balance, tw_stats_colour_name (k),
                           json_integer ((json_int_t)c->keys[k] - (json_int_t)c->doors[k]));
    }
  return json_pack ("{s:i, s:i, s:i, s:i, s:I, s:I, s:I, s:I, s:I, s:i, s:I, s:I, s:o, s:o, s:o,"
                    " s:i, s:i}",
                    "gems", c->gems, "potions", c->potions, "equipment", c->equipment, "otherItems",
                    c->other_items, "hp", (json_int_t)c->hp, "atk", (json_int_t)c->atk, "def",
                    (json_int_t)c->def, "mdef", (json_int_t)c->mdef, "itemMoney",
                    (json_int_t)c->money_items, "enemies", c->enemies, "money",
                    (json_int_t)c->money, "exp", (json_int_t)c->exp, "keys", keys, "doors", doors,
                    "keysMinusDoors", balance, "unreadItems", c->unsimulated_items,
                    "scriptItems", c->script_items);
}

/* The items whose effect is not counted, by id (a JSON array, new). */
static json_t *
not_counted_json (const TwStats *stats)
{
  json_t *ids = json_array ();
  for (guint i = 0; stats->not_counted != NULL && i < stats->not_counted->len; i++)
    json_array_append_new (ids, json_string (g_ptr_array_index (stats->not_counted, i)));
  return ids;
}

static void
csv_counts_header (GString *out, const char *prefix)
{
  static const char *const names[]
      = { "gems", "potions", "equipment", "otherItems", "hp",    "atk",
          "def",  "mdef",    "itemMoney", "enemies",    "money", "exp" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_string_append_printf (out, ",%s%s", prefix, names[i]);
  for (guint k = 0; k < TW_STATS_N_COLOURS; k++)
    g_string_append_printf (out, ",%s%sKeys,%s%sDoors", prefix, tw_stats_colour_name (k), prefix,
                            tw_stats_colour_name (k));
}

static void
csv_counts (GString *out, const TwStatsCounts *c)
{
  g_string_append_printf (out,
                          ",%u,%u,%u,%u,%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT
                          ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%u,%" G_GINT64_FORMAT
                          ",%" G_GINT64_FORMAT,
                          c->gems, c->potions, c->equipment, c->other_items, c->hp, c->atk, c->def,
                          c->mdef, c->money_items, c->enemies, c->money, c->exp);
  for (guint k = 0; k < TW_STATS_N_COLOURS; k++)
    g_string_append_printf (out, ",%u,%u", c->keys[k], c->doors[k]);
}

static int stats_run (const AnalysisArgs *args);

int
tw_cli_stats (int argc, char **argv)
{
  AnalysisArgs args = { 0 };
  const GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &args.from,
      N_("The first floor (default: the tower's first)"), N_("FLOOR") },
    { "to", 0, 0, G_OPTION_ARG_FILENAME, &args.to, N_("The last floor (default: the tower's last)"),
      N_("FLOOR") },
    { "chart", 0, 0, G_OPTION_ARG_FILENAME, &args.chart,
      N_("Draw the cumulative hp, atk, def and mdef per floor (PNG, or SVG when FILE "
         "ends in .svg)"),
      N_("FILE") },
    FORMAT_ENTRIES (args),
    G_OPTION_ENTRY_NULL,
  };
  int status = parse_args (&stats_help, entries, argc, argv, &args);
  if (status < 0)
    status = stats_run (&args);
  tw_cli_free_options (entries);
  g_strfreev (args.positional);
  return status;
}

static int
stats_run (const AnalysisArgs *a)
{
  AnalysisArgs args = *a;
  json_t *tower = load_tower (args.project);
  if (tower == NULL)
    return TW_CLI_EXIT_INVALID;
  g_autoptr (GError) error = NULL;
  g_autoptr (TwStats) stats = tw_stats_compute (tower, args.from, args.to, &error);
  if (stats == NULL)
    {
      tw_cli_error_at (args.project, "%s", error->message);
      json_decref (tower);
      return TW_CLI_EXIT_INVALID;
    }
  if (args.chart != NULL && !tw_stats_chart_write (stats, args.chart, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      json_decref (tower);
      return TW_CLI_EXIT_INVALID;
    }
  if (args.format == FORMAT_JSON)
    {
      json_t *floors = json_array ();
      for (guint i = 0; i < stats->floors->len; i++)
        {
          const TwStatsFloor *f = &g_array_index (stats->floors, TwStatsFloor, i);
          json_array_append_new (floors,
                                 json_pack ("{s:s, s:f, s:o, s:o}", "id", f->floor_id, "ratio",
                                            f->ratio, "floor", counts_json (&f->floor),
                                            "cumulative", counts_json (&f->cumulative)));
        }
      json_t *out = json_pack ("{s:o, s:O}", "floors", floors, "shops",
                               stats->shops != NULL ? stats->shops : json_array ());
      if (stats->shops == NULL)
        json_decref (json_object_get (out, "shops"));
      json_object_set_new (out, "notCounted", not_counted_json (stats));
      print_json (out);
      json_decref (out);
    }
  else if (args.format == FORMAT_CSV)
    {
      GString *out = g_string_new ("floor,ratio");
      csv_counts_header (out, "");
      csv_counts_header (out, "cum_");
      g_string_append_c (out, '\n');
      for (guint i = 0; i < stats->floors->len; i++)
        {
          const TwStatsFloor *f = &g_array_index (stats->floors, TwStatsFloor, i);
          tw_csv_append_cell (out, f->floor_id);
          g_string_append_printf (out, ",%g", f->ratio);
          csv_counts (out, &f->floor);
          csv_counts (out, &f->cumulative);
          g_string_append_c (out, '\n');
        }
      fputs (out->str, stdout);
      g_string_free (out, TRUE);
    }
  else
    {
      /* TRANSLATORS: the statistics' column headings, in this order: floor,
         gems, potions, equipment, hp, atk, def, mdef, enemies, money, exp,
         keys minus doors per colour (yellow/blue/red/green). */
      printf ("%s\n", _("floor         gems  pots  eqp     hp   atk   def  mdef enemies   "
                        "money     exp  keys-doors y/b/r/g (cumulative)"));
      for (guint i = 0; i < stats->floors->len; i++)
        {
          const TwStatsFloor *f = &g_array_index (stats->floors, TwStatsFloor, i);
          const TwStatsCounts *c = &f->floor, *s = &f->cumulative;
          printf ("%-12s %5u %5u %4u %6" G_GINT64_FORMAT " %5" G_GINT64_FORMAT " %5" G_GINT64_FORMAT
                  " %5" G_GINT64_FORMAT " %7u %7" G_GINT64_FORMAT " %7" G_GINT64_FORMAT
                  "  %d/%d/%d/%d\n",
                  f->floor_id, c->gems, c->potions, c->equipment, c->hp, c->atk, c->def, c->mdef,
                  c->enemies, c->money, c->exp, (int)s->keys[0] - (int)s->doors[0],
                  (int)s->keys[1] - (int)s->doors[1], (int)s->keys[2] - (int)s->doors[2],
                  (int)s->keys[3] - (int)s->doors[3]);
        }
      printf (_("shops: %u\n"), stats->n_shops);
      if (stats->not_counted != NULL && stats->not_counted->len > 0)
        {
          GString *ids = g_string_new (NULL);
          for (guint i = 0; i < stats->not_counted->len; i++)
            g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                    (const char *)g_ptr_array_index (stats->not_counted, i));
          printf (_("not counted (item effects Turnwright cannot run): %s\n"), ids->str);
          g_string_free (ids, TRUE);
        }
    }
  json_decref (tower);
  return TW_CLI_EXIT_OK;
}
