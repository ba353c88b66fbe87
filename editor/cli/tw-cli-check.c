/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-check.c: `turnwright-cli check PROJECT --script S [--json] [--game DIR]`
 * plays S in the engine and in the tower's own game code and compares them
 * after every action (docs/check.md); `--route RUN.h5route` plays a
 * player's run instead, which the game reads itself (docs/routes.md). Exit 0 when all agree, 1 at a
 * difference (or an invalid project), 2 for a script the game cannot play. */
#include "editor/cli/tw-cli-check.h"

#include <glib/gi18n.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "editor/check/tw-check.h"
#include "editor/check/tw-check-damage.h"
#include "editor/sim/tw-forecast.h"
#include "editor/cli/tw-cli-common.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-project-file.h"
#include "editor/mota/tw-project-open.h"
#include "editor/route/tw-route-project.h"
#include "engine/tw-tower.h"

static const TwCliHelp check_help = {
  "check",
  N_ ("PROJECT --script FILE | --route RUN.h5route"),
  N_ ("play a script in the engine and in the tower's own game code, compared after every action"),
  N_ ("The game's code (main.js, libs/, project/ of the game folder) runs headless under "
      "Node.js inside a sandbox. Exit status: 0 when every action agrees, 1 at the first "
      "difference, 2 for a script line the game cannot play."),
};

/* The game folder: --game, else PROJECT itself when it is a game folder (or
 * its project/), else the game folder the project file records. */
static char *
find_game_folder (const char *project_path, const char *game, TwProjectFile *project)
{
  if (game != NULL)
    return tw_check_game_folder_for (game);
  if (g_file_test (project_path, G_FILE_TEST_IS_DIR))
    return tw_check_game_folder_for (project_path);
  g_autofree char *recorded = tw_project_file_dup_game_folder (project, project_path);
  return recorded ? tw_check_game_folder_for (recorded) : NULL;
}

static void
print_value (GString *out, json_t *value)
{
  if (value == NULL)
    {
      g_string_append (out, "-");
      return;
    }
  char *text = json_dumps (value, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
  g_string_append (out, text ? text : "?");
  free (text);
}

static void
print_difference (const TwCheckPoint *p, const char *game_message)
{
  printf (_ ("first difference after line %u (%s):\n"), p->line, p->action);
  printf ("  %-10s %-30s %s\n", _ ("field"), "Turnwright", _ ("game"));
  for (guint i = 0; tw_check_fields[i] != NULL; i++)
    {
      const char *field = tw_check_fields[i];
      g_autoptr (GString) a = g_string_new (NULL);
      g_autoptr (GString) b = g_string_new (NULL);
      gboolean differs = FALSE;
      for (guint d = 0; d < p->differ->len; d++)
        differs |= g_str_equal (g_ptr_array_index (p->differ, d), field);
      print_value (a, json_object_get (p->engine, field));
      print_value (b, p->game ? json_object_get (p->game, field) : NULL);
      printf ("%s %-10s %-30s %s\n", differs ? "*" : " ", field, a->str, b->str);
    }
  if (json_array_size (p->ran) > 0)
    {
      g_autoptr (GString) ran = g_string_new (NULL);
      print_value (ran, p->ran);
      printf (_ ("  the game ran: %s\n"), ran->str);
    }
  if (p->game == NULL && game_message != NULL)
    printf (_ ("  the game: %s\n"), game_message);
}

static json_t *
point_to_json (const TwCheckPoint *p)
{
  json_t *differ = json_array ();
  for (guint d = 0; d < p->differ->len; d++)
    json_array_append_new (differ, json_string (g_ptr_array_index (p->differ, d)));
  return json_pack ("{s:i, s:s, s:O, s:O, s:o, s:O}", "line", (json_int_t)p->line, "action",
                    p->action, "engine", p->engine, "game", p->game ? p->game : json_null (),
                    "differ", differ, "ran", p->ran);
}

static void
print_json (const TwCheckResult *r)
{
  json_t *out = json_pack ("{s:i, s:i, s:f}", "agree", (json_int_t)r->n_agree, "actions",
                           (json_int_t)r->n_actions, "gameSeconds", r->game_seconds);
  if (r->first_difference >= 0)
    json_object_set_new (out, "firstDifference",
                         point_to_json (g_ptr_array_index (r->points, r->first_difference)));
  if (r->game_message)
    json_object_set_new (out, "gameMessage", json_string (r->game_message));
  char *text = json_dumps (out, JSON_INDENT (2) | JSON_PRESERVE_ORDER);
  printf ("%s\n", text);
  free (text);
  json_decref (out);
}

/* The route file the game wrote of the run, to @path. */
static gboolean
save_recorded (const char *path, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (text == NULL)
    {
      fprintf (stderr, _ ("%s: the game wrote no route file of the run\n"), path);
      return FALSE;
    }
  if (!tw_atomic_write_file (path, text, strlen (text), &error))
    {
      fprintf (stderr, "%s: %s\n", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* The script of the route file @route_path (its text in @route_text). */
static TwScript *
load_route (const char *route_path, TwProjectFile *project, char **route_text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *script_text = NULL;
  TwTower *tower = tw_tower_new_from_json (tw_project_file_get_tower (project), NULL);
  TwScript *script;

  script_text = tw_route_import_file (route_path, tower, NULL, &error);
  if (tower != NULL)
    tw_tower_unref (tower);
  if (script_text == NULL || !g_file_get_contents (route_path, route_text, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return NULL;
    }
  script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  if (script == NULL)
    fprintf (stderr, "%s:%s\n", route_path, error->message);
  return script;
}

static int
check_run (const char *project_path, const char *script_path, const char *route_path,
           const char *game, const char *record, gboolean as_json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (project_path, &error);
  g_autofree char *route_text = NULL;
  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  g_autoptr (TwScript) script = route_path ? load_route (route_path, project, &route_text)
                                           : tw_cli_load_script (script_path, NULL);
  if (script == NULL)
    return route_path ? TW_CLI_EXIT_INVALID : TW_CLI_EXIT_USAGE;
  g_autofree char *game_dir = find_game_folder (project_path, game, project);
  if (game_dir == NULL)
    {
      g_autofree char *where = g_strdup_printf ("%s:1:1", project_path);
      tw_cli_error_at (where, _ ("the project records no game folder; name one with --game DIR"));
      return TW_CLI_EXIT_INVALID;
    }
  TwTower *tower = tw_tower_new_from_json (tw_project_file_get_tower (project), &error);
  if (tower == NULL)
    {
      g_autofree char *where = g_strdup_printf ("%s:1:1", project_path);
      tw_cli_error_at (where, _ ("the tower cannot be simulated: %s"), error->message);
      return TW_CLI_EXIT_INVALID;
    }
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  TwCheckResult result;
  gboolean ok = route_text != NULL
                   ? tw_check_run_route_file (engine, script, route_text, game_dir, NULL, NULL,
                                              NULL, &result, &error)
                   : tw_check_run (engine, script, game_dir, NULL, NULL, NULL, &result, &error);
  tw_engine_free (engine);
  if (!ok)
    {
      if (g_error_matches (error, TW_CHECK_ERROR, TW_CHECK_ERROR_SCRIPT))
        {
          fprintf (stderr, "%s:%s\n", route_path ? route_path : script_path, error->message);
          return TW_CLI_EXIT_USAGE;
        }
      fprintf (stderr, "turnwright-cli check: %s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  if (record != NULL && !save_recorded (record, result.recorded))
    {
      tw_check_result_clear (&result);
      return TW_CLI_EXIT_INVALID;
    }
  if (as_json)
    print_json (&result);
  else
    {
      printf (_ ("%u of %u actions agree\n"), result.n_agree, result.n_actions);
      if (result.first_difference >= 0)
        print_difference (g_ptr_array_index (result.points, result.first_difference),
                          result.game_message);
    }
  int status = result.first_difference >= 0 ? TW_CLI_EXIT_INVALID : TW_CLI_EXIT_OK;
  tw_check_result_clear (&result);
  return status;
}

/* The heroes of --damage: each --hero HP,ATK,DEF,MDEF, else the tower's
 * starting hero, then it with three and ten times its numbers (a hero of
 * the early, middle and late tower). */
static GArray *
damage_heroes (json_t *tower, char **given, GError **error)
{
  GArray *heroes = g_array_new (FALSE, TRUE, sizeof (TwHeroStats));
  TwHeroStats start = { 0 };

  tw_forecast_starting_hero (tower, &start);
  for (guint i = 0; given != NULL && given[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (given[i], ",", -1);
      gint64 v[4];
      TwHeroStats h = start;
      if (g_strv_length (parts) != 4)
        goto bad;
      for (guint k = 0; k < 4; k++)
        if (!g_ascii_string_to_signed (parts[k], 10, 0, G_MAXINT64 / 4, &v[k], NULL))
          goto bad;
      h.hp = v[0], h.atk = v[1], h.def = v[2], h.mdef = v[3];
      g_array_append_val (heroes, h);
      continue;
    bad:
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _ ("--hero takes HP,ATK,DEF,MDEF (four whole numbers), not \"%s\""), given[i]);
      g_array_unref (heroes);
      return NULL;
    }
  static const gint64 times[] = { 1, 3, 10 };
  gboolean defaults = heroes->len == 0;
  for (guint i = 0; defaults && i < G_N_ELEMENTS (times); i++)
    {
      TwHeroStats h = start;
      h.hp *= times[i], h.atk *= times[i], h.def *= times[i], h.mdef *= times[i];
      g_array_append_val (heroes, h);
    }
  return heroes;
}

/* How many differences --damage prints (all are counted). */
#define DAMAGE_SHOWN 20

static int
check_damage (const char *project_path, const char *game, char **hero_args)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) project = tw_project_open (project_path, &error);
  g_autofree char *game_dir = NULL;
  g_autoptr (GArray) heroes = NULL;
  TwCheckDamageResult result;

  if (project == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  heroes = damage_heroes (tw_project_file_get_tower (project), hero_args, &error);
  if (heroes == NULL)
    return tw_cli_usage_error ("check", error->message);
  game_dir = find_game_folder (project_path, game, project);
  if (game_dir == NULL)
    {
      g_autofree char *where = g_strdup_printf ("%s:1:1", project_path);
      tw_cli_error_at (where, _ ("the project records no game folder; name one with --game DIR"));
      return TW_CLI_EXIT_INVALID;
    }
  if (!tw_check_damage (tw_project_file_get_tower (project), game_dir,
                        (const TwHeroStats *)heroes->data, heroes->len, NULL, &result, &error))
    {
      fprintf (stderr, "turnwright-cli check: %s\n", error->message);
      return TW_CLI_EXIT_INVALID;
    }
  printf (_ ("%u of %u damage figures agree (%u heroes)\n"), result.n_agree, result.n_compared,
          heroes->len);
  for (guint i = 0; i < result.differences->len && i < DAMAGE_SHOWN; i++)
    {
      const TwCheckDamageDifference *d = result.differences->pdata[i];
      const TwHeroStats *h = &g_array_index (heroes, TwHeroStats, d->hero);
      /* The hero as its four figures, outside the translated text (xgettext
       * cannot read G_GINT64_FORMAT inside a msgid). */
      g_autofree char *hero = g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT
                                               "/%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT,
                                               h->hp, h->atk, h->def, h->mdef);
      printf (_ ("  %s (%d, %d) %s, hero %s: %s: game %s, Turnwright %s\n"), d->floor, d->x, d->y,
              d->enemy, hero, d->what, d->game, d->ours);
    }
  if (result.differences->len > DAMAGE_SHOWN)
    printf (_ ("  ... and %u more\n"), result.differences->len - DAMAGE_SHOWN);
  int status = result.differences->len > 0 ? TW_CLI_EXIT_INVALID : TW_CLI_EXIT_OK;
  tw_check_damage_result_clear (&result);
  return status;
}

int
tw_cli_check (int argc, char **argv)
{
  char *script = NULL, *game = NULL, *route = NULL, *record = NULL;
  char **hero_args = NULL;
  gboolean as_json = FALSE, damage = FALSE;
  const GOptionEntry entries[] = {
    { "script", 0, 0, G_OPTION_ARG_FILENAME, &script, N_ ("The script to play"), N_ ("FILE") },
    { "route", 0, 0, G_OPTION_ARG_FILENAME, &route,
      N_ ("A player's run (a mota-js route file) to play instead"), N_ ("RUN.h5route") },
    { "game", 0, 0, G_OPTION_ARG_FILENAME, &game, N_ ("The game folder whose code to run"),
      N_ ("DIR") },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record,
      N_ ("Write the route file the game records of the run"), N_ ("RUN.h5route") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, N_ ("Write JSON"), NULL },
    { "damage", 0, 0, G_OPTION_ARG_NONE, &damage,
      N_ ("Compare the damage and criticals of every placed enemy with the game's instead"),
      NULL },
    { "hero", 0, 0, G_OPTION_ARG_STRING_ARRAY, &hero_args,
      N_ ("--damage: a hero to compare with (default: the starting hero, x3, x10)"),
      N_ ("HP,ATK,DEF,MDEF") },
    G_OPTION_ENTRY_NULL,
  };
  g_auto (GStrv) positional = NULL;
  int status = tw_cli_parse_options (&check_help, entries, argc, argv, &positional);
  if (status >= 0)
    return status;
  if (positional[0] == NULL)
    status = tw_cli_usage_error ("check", _ ("no PROJECT given"));
  else if (positional[1] != NULL)
    status = tw_cli_usage_error ("check", _ ("one project at a time"));
  else if (damage && script == NULL && route == NULL)
    status = check_damage (positional[0], game, hero_args);
  else if ((script == NULL) == (route == NULL))
    status = tw_cli_usage_error ("check", _ ("give --script or --route (one of them)"));
  else
    status = check_run (positional[0], script, route, game, record, as_json);
  tw_cli_free_options (entries);
  return status;
}
