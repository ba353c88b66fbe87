/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-play.c: the rules about what a simulation of the tower needs
 * to play it: whether the starting hero can beat each enemy (with the
 * tower's own damage formula when functions.js has one), the tower script
 * itself, the hero's start and the event targets on the map, and numbers
 * past 2^53 (docs/saving.md). Part of the validator (tw-validate.c). */
#include "editor/tw-validate-private.h"

#include <string.h>

#include "editor/mota/tw-json-read.h"
#include "editor/tw-history.h"
#include "engine/tw-damage.h"
#include "engine/tw-item-effect.h"
#include "engine/tw-js.h"
#include "engine/tw-tower-script.h"
#include "editor/tw-i18n.h"

/* Balance */

static gint64
hero_stat (json_t *hero, const char *name)
{
  json_t *value = json_object_get (hero, name);
  if (!json_is_number (value))
    return 0;
  double number = json_number_value (value);
  /* a cast of an out-of-range double is undefined: clamp first */
  return (gint64)CLAMP (number, -1e15, 1e15);
}

static gboolean
hero_owns (json_t *hero, const char *item_id)
{
  const char *cls;
  json_t *owned;
  json_object_foreach (json_object_get (hero, "items"), cls, owned)
  {
    json_t *count = json_object_get (owned, item_id);
    if (json_is_number (count) && json_number_value (count) > 0)
      return TRUE;
  }
  return FALSE;
}

/* The line of a script error "project/functions.js:12: ...", or 0. */
static int
script_error_line (const char *message, const char *file)
{
  if (!g_str_has_prefix (message, file) || message[strlen (file)] != ':')
    return 0;
  return (int)g_ascii_strtoll (message + strlen (file) + 1, NULL, 10);
}

/* @d's line (and column) from the script error @message (may be NULL). */
static void
place_error (Validator *v, TwDiagnostic *d, const char *file, const char *message)
{
  if (message == NULL)
    return;
  d->line = script_error_line (message, file);
  d->column = 0; /* Duktape reports lines only */
  /* A syntax error's line and column, found by compiling prefixes of the
   * file (tw_js_syntax_error_position). */
  const char *text = tw_tower_script_text (v->tower, NULL);
  gint line, column;
  if (strstr (message, "SyntaxError") && text
      && tw_js_syntax_error_position (text, strlen (text), &line, &column))
    {
      d->line = line;
      d->column = column;
    }
}

/* @message without its leading "FILE:LINE: " (or "FILE: "). */
static const char *
without_place (const char *message, const char *file)
{
  if (!g_str_has_prefix (message, file) || message[strlen (file)] != ':')
    return message;
  const char *p = message + strlen (file) + 1;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == ':')
    p++;
  while (*p == ' ')
    p++;
  return p;
}

static void report_script (Validator *v, TwSeverity severity, const char *file, const char *message,
                           const char *format, ...) G_GNUC_PRINTF (5, 6);

static void
report_script (Validator *v, TwSeverity severity, const char *file, const char *message,
               const char *format, ...)
{
  va_list args;
  va_start (args, format);
  TwDiagnostic *d
      = tw_validate_report_va (v, severity, "tower-script", file, "", NULL, NULL, format, args);
  va_end (args);
  place_error (v, d, file, message);
}

/* The finding the designer must see first (TW_DIAGNOSTIC_RULE_NOT_RUN,
 * docs/rules.md §12.10): the tower's damage formula could not be run, so
 * every battle, forecast and manual row uses the built-in formula. The
 * message names the place as FILE:LINE:COLUMN when it is known. */
static void
report_not_run (Validator *v, const char *file, const char *message)
{
  TwDiagnostic *d = tw_validate_report (v, TW_SEVERITY_WARNING, TW_DIAGNOSTIC_RULE_NOT_RUN, file,
                                        "", NULL, NULL, "%s", "");
  place_error (v, d, file, message);
  /* "project/functions.js:12: SyntaxError: ..." -> "...:12:7: SyntaxError: ..." */
  const char *what = message ? without_place (message, file) : _("the interpreter could not start");
  g_autofree char *place = d->line <= 0     ? g_strdup (file)
                           : d->column <= 0 ? g_strdup_printf ("%s:%d", file, d->line)
                                            : g_strdup_printf ("%s:%d:%d", file, d->line, d->column);
  g_free (d->message);
  d->message = g_strdup_printf (_("The tower's damage formula could not be run: %s: %s. "
                                  "Battles, forecasts and the manual use the built-in formula."),
                                place, what);
}

/* The tower's functions.js (docs/rules.md §12): does it load, what does it
 * define. Returns the script (the validator's), or NULL (the built-in
 * formula). */
static TwTowerScript *
check_script (Validator *v)
{
  const char *file;
  if (tw_tower_script_text (v->tower, &file) == NULL)
    return NULL;
  const char *error = NULL;
  TwTowerScript *script = tw_validate_script (v, &error);
  if (script == NULL)
    {
      report_not_run (v, file, error);
      return NULL;
    }
  g_autofree char *names = g_strjoinv (", ", (char **)tw_tower_script_functions (script));
  g_auto (GStrv) lacking
      = tw_tower_script_uncovered_calls (script, tw_tower_script_text (v->tower, NULL));
  report_script (v, TW_SEVERITY_NOTE, file, NULL, _("%s defines %s. %s%s"), file,
                 *names ? names : _("no functions"),
                 tw_tower_script_overrides_damage (script)
                     ? _("Battles, forecasts and these notes take the damage from its "
                         "enemys.getDamageInfo.")
                     : _("It has no enemys.getDamageInfo: the built-in damage formula is used."),
                 tw_tower_script_overrides_damage (script) && lacking[0] == NULL
                     ? _(" Turnwright's core facade has every function it calls.")
                     : "");
  if (lacking[0] != NULL)
    {
      g_autofree char *list = g_strjoinv (", ", lacking);
      report_script (v, TW_SEVERITY_WARNING, file, NULL,
                     _("enemys.getDamageInfo or getEnemyInfo calls what Turnwright's core facade "
                     "does not have: %s. A battle that reaches such a call uses the built-in "
                     "damage formula."),
                     list);
    }
  return script;
}

/* ---- item effects and `function` commands (docs/rules.md §12.6) ---- */

/* What is wrong with one piece of the tower's JavaScript, as a sentence
 * (newly allocated), or NULL: a syntax error (with its line and column in
 * the text), or calls the facade lacks. @wrapped: compiled as "(text)". */
static char *
script_problem (TwTowerScript *effects, const char *code, gboolean wrapped)
{
  g_autofree char *text = wrapped ? g_strdup_printf ("(%s)", code) : g_strdup (code);
  gint line, column;
  /* Duktape reads ES5.1 only: code it cannot read is a syntax error only
   * when V8 (the game's engine) cannot compile it either. */
  if (tw_js_syntax_error_position (text, strlen (text), &line, &column)
      && (effects == NULL
          || !tw_tower_script_compiles (effects,
                                        wrapped ? TW_TOWER_SCRIPT_FUNCTION
                                                : TW_TOWER_SCRIPT_STATEMENTS,
                                        code, NULL)))
    return g_strdup_printf ("has a syntax error at line %d, column %d of its text, so it does "
                            "nothing",
                            line, line == 1 && wrapped ? MAX (column - 1, 1) : column);
  if (effects == NULL)
    return NULL;
  g_auto (GStrv) lacking = tw_tower_script_uncovered_calls_in (effects, code);
  if (lacking[0] == NULL)
    return NULL;
  g_autofree char *list = g_strjoinv (", ", lacking);
  return g_strdup_printf ("calls what Turnwright's core facade does not have: %s; when it "
                          "reaches such a call it fails and changes nothing",
                          list);
}

static void
check_item_effects (Validator *v, TwTowerScript *effects)
{
  static const char *const keys[] = { "itemEffect", "useItemEffect", NULL };
  const char *id;
  json_t *item;
  json_object_foreach (tw_validate_part (v, "items"), id, item)
  {
    for (guint k = 0; keys[k]; k++)
      {
        const char *code = json_string_value (json_object_get (item, keys[k]));
        g_autoptr (TwItemEffect) plain = code ? tw_item_effect_parse (code, NULL) : NULL;
        if (code == NULL || plain != NULL)
          continue; /* none, or the arithmetic path's */
        g_autofree char *problem = script_problem (effects, code, FALSE);
        if (problem)
          tw_validate_report_entry (v, TW_SEVERITY_WARNING, "tower-script", ITEMS_FILE, id, keys[k],
                                    _("The %s of item '%s' %s."), keys[k], id, problem);
      }
  }
}

/* Every `function` command under @node (a floor, or the common events). */
static void
check_function_commands (Validator *v, TwTowerScript *effects, json_t *node, const char *file,
                         const char *where, guint *reported)
{
  const char *key;
  json_t *child;
  size_t i;
  if (*reported >= 20)
    return; /* a tower with many broken ones: the first 20 say enough */
  if (json_is_object (node)
      && g_strcmp0 (json_string_value (json_object_get (node, "type")), "function") == 0)
    {
      const char *code = json_string_value (json_object_get (node, "function"));
      g_autofree char *problem = code && g_str_has_prefix (code, "function")
                                     ? script_problem (effects, code, TRUE)
                                     : NULL;
      if (problem)
        {
          tw_validate_report (v, TW_SEVERITY_WARNING, "tower-script", file, "", NULL, NULL,
                              _("A function command of %s %s."), where, problem);
          (*reported)++;
        }
    }
  if (json_is_object (node))
    json_object_foreach (node, key, child)
        check_function_commands (v, effects, child, file, where, reported);
  else if (json_is_array (node))
    json_array_foreach (node, i, child)
        check_function_commands (v, effects, child, file, where, reported);
}

static gboolean
has_function_command (json_t *node)
{
  const char *key;
  json_t *child;
  size_t i;
  if (json_is_object (node)
      && g_strcmp0 (json_string_value (json_object_get (node, "type")), "function") == 0)
    return TRUE;
  if (json_is_object (node))
    json_object_foreach (node, key, child) if (has_function_command (child)) return TRUE;
  if (json_is_array (node))
    json_array_foreach (node, i, child) if (has_function_command (child)) return TRUE;
  return FALSE;
}

/* The tower's JavaScript beyond functions.js: item effects the arithmetic
 * path does not read, and `function` commands: syntax errors (line and
 * column in their text) and calls the facade lacks. The interpreter is
 * started only when there is such code. */
static void
check_effect_scripts (Validator *v)
{
  json_t *floors = tw_validate_part (v, "floors");
  json_t *common = json_object_get (tw_validate_part (v, "events"), "commonEvent");
  static const char *const keys[] = { "itemEffect", "useItemEffect", NULL };
  gboolean any = has_function_command (floors) || has_function_command (common);
  const char *id;
  json_t *item, *floor;
  json_object_foreach (tw_validate_part (v, "items"), id, item)
  {
    for (guint k = 0; keys[k] && !any; k++)
      {
        const char *code = json_string_value (json_object_get (item, keys[k]));
        g_autoptr (TwItemEffect) plain = code ? tw_item_effect_parse (code, NULL) : NULL;
        any = code != NULL && plain == NULL;
      }
  }
  if (!any)
    return;
  g_autoptr (TwTowerScript) effects = tw_tower_script_new_for_effects (v->tower);
  guint reported = 0;
  check_item_effects (v, effects);
  json_object_foreach (floors, id, floor)
  {
    g_autofree char *file = tw_validate_floor_file (id);
    g_autofree char *where = g_strdup_printf ("floor %s", id);
    check_function_commands (v, effects, floor, file, where, &reported);
  }
  check_function_commands (v, effects, common, "project/events.js", "the common events", &reported);
}

void
tw_validate_check_balance (Validator *v)
{
  check_effect_scripts (v);
  json_t *hero = tw_path_resolve (v->tower, "/data/firstData/hero");
  if (!json_is_object (hero))
    return;
  TwHeroStats stats = {
    .hp = hero_stat (hero, "hp"),
    .atk = hero_stat (hero, "atk"),
    .def = hero_stat (hero, "def"),
    .mdef = hero_stat (hero, "mdef"),
    .hatred = 0,
    .has_cross = hero_owns (hero, "cross"),
  };
  json_t *values = tw_path_resolve (v->tower, "/data/values");
  GHashTable *placed = tw_validate_enemy_places (v);
  TwTowerScript *script = check_script (v);
  const char *script_file = NULL;
  tw_tower_script_text (v->tower, &script_file);

  const char *id;
  json_t *enemy;
  guint n_placed = 0, n_failed = 0;
  g_autofree char *first_failure = NULL;
  json_object_foreach (tw_validate_part (v, "enemys"), id, enemy)
  {
    if (!json_is_object (enemy) || !g_hash_table_contains (placed, id))
      continue;
    TwDamageResult result;
    g_autoptr (GError) script_error = NULL;
    tw_tower_script_damage_or_builtin (
        script, &stats, id, enemy, json_is_object (values) ? values : NULL, &result, &script_error);
    n_placed++;
    if (script_error)
      {
        report_script (v, TW_SEVERITY_WARNING, script_file, script_error->message,
                       _("enemys.getDamageInfo fails for enemy '%s', so the built-in damage "
                       "formula is used for it: %s"),
                       id, script_error->message);
        if (n_failed++ == 0)
          first_failure = g_strdup (script_error->message);
      }
    if (!result.can_battle && tw_enemy_has_special (enemy, TW_SPECIAL_INVINCIBLE)
        && !stats.has_cross)
      tw_validate_report_entry (v, TW_SEVERITY_NOTE, "unbeatable-enemy", ENEMYS_FILE, id, NULL,
                                _("Enemy '%s' cannot be beaten with the hero's starting stats: it is "
                                "invincible (special 20) and the hero has no cross."),
                                id);
    else if (!result.can_battle && script_error == NULL && tw_tower_script_overrides_damage (script)
             && result.mon_def < stats.atk)
      tw_validate_report_entry (
          v, TW_SEVERITY_NOTE, "unbeatable-enemy", ENEMYS_FILE, id, NULL,
          _("Enemy '%s' cannot be beaten with the hero's starting stats: the tower's "
            "enemys.getDamageInfo says the battle cannot be fought."),
          id);
    else if (!result.can_battle)
      tw_validate_report_entry (
          v, TW_SEVERITY_NOTE, "unbeatable-enemy", ENEMYS_FILE, id, NULL,
          _("Enemy '%s' cannot be beaten with the hero's starting stats: its def "
            "%lld is not below the hero's atk %lld, so the hero cannot hurt it."),
          id, (long long)result.mon_def, (long long)stats.atk);
    else if (!tw_damage_can_win (&result, stats.hp))
      tw_validate_report_entry (
          v, TW_SEVERITY_NOTE, "unbeatable-enemy", ENEMYS_FILE, id, NULL,
          _("Enemy '%s' cannot be beaten with the hero's starting stats: the battle "
            "costs %lld hp and the hero has %lld."),
          id, (long long)result.damage, (long long)stats.hp);
  }
  if (n_failed > 0)
    {
      TwDiagnostic *d = tw_validate_report (
          v, TW_SEVERITY_WARNING, TW_DIAGNOSTIC_RULE_NOT_RUN, script_file, "", NULL, NULL,
          _("The tower's damage formula could not be run for %u of the %u placed enemies: %s. "
            "Battles, forecasts and the manual use the built-in formula for them."),
          n_failed, n_placed, first_failure);
      d->line = script_error_line (first_failure, script_file);
    }
}

/* Places off the map: the hero's start and the cells events act on
 * (docs/rules.md §11). The engine would play them off the map and write a
 * save it then refuses. */

void
tw_validate_check_hero_start_on_map (Validator *v)
{
  json_t *first = tw_path_resolve (v->tower, "/data/firstData");
  json_t *floor = json_object_get (tw_validate_part (v, "floors"),
                                   json_string_value (json_object_get (first, "floorId")));
  json_t *loc = tw_path_resolve (first, "/hero/loc");
  json_t *x = json_object_get (loc, "x"), *y = json_object_get (loc, "y");
  if (!json_is_object (floor) || !json_is_integer (x) || !json_is_integer (y))
    return; /* a missing floor or a wrong type has its own finding */
  json_int_t hx = json_integer_value (x), hy = json_integer_value (y);
  int width, height;
  tw_validate_floor_size (floor, &width, &height);
  if (hx >= 0 && hy >= 0 && hx < width && hy < height)
    return;
  tw_validate_report (
      v, TW_SEVERITY_ERROR, "hero-start-off-map", DATA_FILE,
      hx < 0 || hx >= width ? "/firstData/hero/loc/x" : "/firstData/hero/loc/y", "hero", "loc",
      _("The hero starts at (%lld, %lld), which is off floor '%s' (%d x %d)."),
      (long long)hx, (long long)hy, json_string_value (json_object_get (first, "floorId")), width, height);
}

/* The floor a command acts on: its floorId when it names one, else the
 * floor of the event; NULL for ":before"-style targets the game resolves. */
static json_t *
command_floor (Validator *v, json_t *command, const char *event_floor_id, const char **floor_id)
{
  const char *named = json_string_value (json_object_get (command, "floorId"));
  *floor_id = named != NULL ? named : event_floor_id;
  if (named != NULL && named[0] == ':')
    return NULL;
  return json_object_get (tw_validate_part (v, "floors"), *floor_id);
}

static void
check_command_point (Validator *v, const char *file, const char *event_floor_id, json_t *command,
                     json_t *point, const char *path)
{
  json_t *px = json_array_get (point, 0), *py = json_array_get (point, 1);
  if (!json_is_integer (px) || !json_is_integer (py))
    return; /* "flag:x" and other expressions are only known while playing */
  const char *floor_id;
  json_t *floor = command_floor (v, command, event_floor_id, &floor_id);
  if (!json_is_object (floor))
    return;
  json_int_t x = json_integer_value (px), y = json_integer_value (py);
  int width, height;
  tw_validate_floor_size (floor, &width, &height);
  if (x >= 0 && y >= 0 && x < width && y < height)
    return;
  const char *type = json_string_value (json_object_get (command, "type"));
  tw_validate_report (v, TW_SEVERITY_ERROR, "event-target-off-map", file, path, event_floor_id,
                      "loc",
                      _("Floor '%s': the event command '%s' acts on (%lld, %lld), which is "
                        "off floor '%s' (%d x %d)."),
                      event_floor_id, type, (long long)x, (long long)y, floor_id, width, height);
}

/* Walks event data for commands {"type": ..., "loc": [x, y] or [[x, y], ...]}. */
static void
check_event_targets (Validator *v, const char *file, const char *floor_id, json_t *value,
                     const char *path)
{
  if (json_is_array (value))
    {
      for (gsize i = 0; i < json_array_size (value); i++)
        {
          g_autofree char *child = tw_path_append_index (path, i);
          check_event_targets (v, file, floor_id, json_array_get (value, i), child);
        }
      return;
    }
  if (!json_is_object (value))
    return;
  json_t *loc = json_object_get (value, "loc");
  if (json_is_string (json_object_get (value, "type")) && json_is_array (loc))
    {
      g_autofree char *loc_path = tw_path_append (path, "loc");
      if (json_is_array (json_array_get (loc, 0)))
        for (gsize i = 0; i < json_array_size (loc); i++)
          {
            g_autofree char *point_path = tw_path_append_index (loc_path, i);
            check_command_point (v, file, floor_id, value, json_array_get (loc, i), point_path);
          }
      else
        check_command_point (v, file, floor_id, value, loc, loc_path);
    }
  const char *key;
  json_t *member;
  json_object_foreach (value, key, member)
  {
    if (strcmp (key, "loc") == 0)
      continue;
    g_autofree char *child = tw_path_append (path, key);
    check_event_targets (v, file, floor_id, member, child);
  }
}

void
tw_validate_check_events_on_map (Validator *v)
{
  static const char *hooks[] = { "events",        "afterBattle", "afterGetItem",
                                 "afterOpenDoor", "firstArrive", "eachArrive",
                                 "autoEvent",     "cannotMove",  NULL };
  const char *fid;
  json_t *floor;
  json_object_foreach (tw_validate_part (v, "floors"), fid, floor)
  {
    g_autofree char *file = tw_validate_floor_file (fid);
    for (const char **hook = hooks; *hook != NULL; hook++)
      {
        g_autofree char *path = tw_path_append ("", *hook);
        check_event_targets (v, file, fid, json_object_get (floor, *hook), path);
      }
  }
}

/* Whole numbers past 2^53: a tower edited in memory could hold one, which
 * JavaScript would round and Turnwright refuses when it reads the file back.
 * The walk keeps its JSON Pointer in one buffer (a map has a number per
 * cell: no string is built for a number that is fine). */
static gboolean
is_unsafe_integer (json_t *value)
{
  if (!json_is_integer (value))
    return FALSE;
  json_int_t n = json_integer_value (value);
  return n > TW_JSON_READ_MAX_SAFE_INTEGER || n < -TW_JSON_READ_MAX_SAFE_INTEGER;
}

static void
check_unsafe_numbers_in (Validator *v, const char *file, json_t *value, GString *path)
{
  gsize len = path->len;
  if (json_is_integer (value))
    {
      json_int_t n = json_integer_value (value);
      if (is_unsafe_integer (value))
        tw_validate_report (v, TW_SEVERITY_ERROR, "number-too-large", file, path->str, NULL, NULL,
                            _("The number %lld at %s is too large: JavaScript holds whole "
                              "numbers exactly only up to 9007199254740991."),
                            (long long)n, path->str);
      return;
    }
  if (json_is_array (value))
    for (gsize i = 0; i < json_array_size (value); i++)
      {
        json_t *item = json_array_get (value, i);
        if (!is_unsafe_integer (item) && !json_is_array (item) && !json_is_object (item))
          continue;
        g_string_append_printf (path, "/%" G_GSIZE_FORMAT, i);
        check_unsafe_numbers_in (v, file, item, path);
        g_string_truncate (path, len);
      }
  const char *key;
  json_t *member;
  if (json_is_object (value))
    json_object_foreach (value, key, member)
    {
      if (!is_unsafe_integer (member) && !json_is_array (member) && !json_is_object (member))
        continue;
      g_autofree char *segment = tw_path_escape (key);
      g_string_append_c (path, '/');
      g_string_append (path, segment);
      check_unsafe_numbers_in (v, file, member, path);
      g_string_truncate (path, len);
    }
}

void
tw_validate_check_unsafe_numbers (Validator *v)
{
  static const struct
  {
    const char *name, *file;
  } parts[] = {
    { "data", DATA_FILE }, { "enemys", ENEMYS_FILE }, { "items", ITEMS_FILE }, { "maps", MAPS_FILE }
  };
  g_autoptr (GString) path = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    check_unsafe_numbers_in (v, parts[i].file, tw_validate_part (v, parts[i].name), path);
  const char *fid;
  json_t *floor;
  json_object_foreach (tw_validate_part (v, "floors"), fid, floor)
  {
    g_autofree char *file = tw_validate_floor_file (fid);
    check_unsafe_numbers_in (v, file, floor, path);
  }
}
