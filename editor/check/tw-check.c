/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-check.c: the engine against the game, action by action (tw-check.h). */
#include "editor/check/tw-check.h"

#include <glib/gstdio.h>
#include <string.h>

#include "editor/check/tw-sandbox.h"
#include "editor/mota/tw-runtime-install.h"
#include "editor/route/tw-route.h"
#include "engine/tw-tower.h"
#include "editor/tw-i18n.h"

G_DEFINE_QUARK (tw-check-error-quark, tw_check_error)

/* The facing is shown but not compared: CONTRACT §13 compares floor, cell,
 * hero numbers, keys and items, and a refused step, which by §2 changes
 * nothing, turns the hero in the game (control.js `moveHero` sets the
 * direction first; docs/check.md). */
const char *const tw_check_fields[] = {
  "floor", "x", "y", "direction", "hp", "atk", "def", "mdef", "money", "exp", "items", "flags",
  /* On a map-turn tower, with the runtime in the game (docs/check.md): */
  "clock", "mapTurn", "gauges", "active", "activeVersion", "skills", "events", NULL,
};

/* The fields every check compares come first; then the map-turn ones. */
#define N_STATE_FIELDS 12

/* The map-turn fields, taken from the save's flags.mapTurnState
 * (docs/rules.md §8) and the trace (§9.4) on both sides. */
static const char *const map_turn_fields[][2] = {
  { "clock", "clock" },
  { "mapTurn", "mapTurn" },
  { "gauges", "enemyActionGauge" },
  { "active", "activeEnemiesByFloor" },
  { "activeVersion", "activeEnemiesVersion" },
};

static gboolean
is_compared (const char *field)
{
  return !g_str_equal (field, "direction");
}

/* A unit of the comparison: one script action, the route tokens it became,
 * and how many route actions the game has pulled once it is done. */
typedef TwRouteUnit Unit;

gboolean
tw_check_game_folder (const char *dir, GError **error)
{
  static const char *const needed[]
      = { "main.js", "libs/core.js", "libs/events.js", "project/data.js", NULL };
  for (guint i = 0; needed[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dir, needed[i], NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_NO_GAME,
                       "%s: not a mota-js game folder: %s is missing (the check runs the game's "
                       "own code: main.js, libs/ and project/; --game names another copy)",
                       dir, needed[i]);
          return FALSE;
        }
    }
  return TRUE;
}

char *
tw_check_game_folder_for (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *data = g_build_filename (path, "data.js", NULL);
  if (g_str_equal (base, "project") && g_file_test (data, G_FILE_TEST_IS_REGULAR))
    return g_path_get_dirname (path);
  return g_strdup (path);
}

const char *
tw_check_reference_dir (void)
{
  const char *env = g_getenv ("TW_GAME_REF_DIR");
  if (env != NULL && *env != '\0')
    return env;
  return tw_running_uninstalled () ? TW_SOURCE_DIR "/editor/check" : TW_DATADIR "/turnwright/check";
}

static gboolean
is_answer (const TwScriptAction *a)
{
  return a->kind == TW_SCRIPT_CHOOSE || a->kind == TW_SCRIPT_INPUT
         || (a->kind == TW_SCRIPT_GAME && tw_route_token_is_answer (a->id));
}

/* The route of the whole script as the game's route tokens (tw-route.h),
 * as JSON for the reference. */
static json_t *
build_route (TwEngine *engine, const TwScript *script, guint n_start, GArray *units,
             GError **error)
{
  TwRouteDialect dialect = tw_tower_is_2_6 (tw_engine_get_tower (engine)) ? TW_ROUTE_DIALECT_2_6
                                                                          : TW_ROUTE_DIALECT_2_7;
  g_autoptr (GError) local = NULL;
  g_autoptr (GPtrArray) tokens = tw_route_from_script (script, n_start, dialect, units, &local);
  json_t *route;

  if (tokens == NULL)
    {
      g_set_error_literal (error, TW_CHECK_ERROR, TW_CHECK_ERROR_SCRIPT, local->message);
      return NULL;
    }
  route = json_array ();
  for (guint i = 0; i < tokens->len; i++)
    json_array_append_new (route, json_string (tokens->pdata[i]));
  return route;
}

/* ---- the states ------------------------------------------------------- */

/* The flags a tower's events set, as game-ref.js keeps them: mota-js's own
 * (__x__) and the engine's bookkeeping left out, scalars only. */
static gboolean
is_tower_flag (const char *key, json_t *value)
{
  /* heroIcon: the hero's walking sprite, which 2.6's functions.js
   * `resetGame` sets (events.js `setHeroIcon`): drawing, not play. */
  static const char *const skipped[]
      = { "input", "arg0", "timeout", "mapTurnEnabled", "heroIcon", NULL };
  if (g_str_has_prefix (key, "__") || g_strv_contains (skipped, key))
    return FALSE;
  /* A flag never set reads as 0 (mota-js `core.getFlag (name, 0)`), so 0
   * and false count as not set, on both sides. */
  if ((json_is_integer (value) && json_integer_value (value) == 0) || json_is_false (value))
    return FALSE;
  return json_is_number (value) || json_is_boolean (value) || json_is_string (value);
}

static void
add_flags (json_t *into, json_t *from)
{
  const char *key;
  json_t *value;
  json_object_foreach (from, key, value)
  {
    /* A true flag is 1 on both sides: the engine's event values are
     * numbers (docs/rules.md §11.4), and mota-js's conditions read true
     * as 1 (`flag:x == 1`, `flag:x + 1`). */
    if (!is_tower_flag (key, value))
      continue;
    if (json_is_true (value))
      json_object_set_new (into, key, json_integer (1));
    else
      json_object_set (into, key, value);
  }
}

/* Items as id -> count without the zeros, whatever grouping holds them. */
static void
add_items (json_t *into, json_t *items)
{
  const char *key;
  json_t *value;
  json_object_foreach (items, key, value)
  {
    if (json_is_object (value))
      add_items (into, value);
    else if (json_is_integer (value) && json_integer_value (value) != 0)
      json_object_set_new (into, key,
                           json_integer (json_integer_value (value)
                                         + json_integer_value (json_object_get (into, key))));
  }
}

/* ---- the map-turn fields ------------------------------------------------ */

/* The skill state without its scratch `temp`. */
static json_t *
skills_of (json_t *skill_state)
{
  json_t *skills = json_object ();
  json_t *status = json_object_get (skill_state, "activeStatusSkills");
  json_t *selected = json_object_get (skill_state, "activeBattleSkillId");
  json_object_set_new (skills, "activeStatusSkills",
                       json_is_object (status) ? json_deep_copy (status) : json_object ());
  json_object_set_new (skills, "activeBattleSkillId",
                       json_is_string (selected) ? json_incref (selected) : json_null ());
  return skills;
}

/* A status skill's own record, without the item it came from (the same
 * id on both sides). */
static void
drop_source_ids (json_t *skills)
{
  const char *id;
  json_t *s;
  json_object_foreach (json_object_get (skills, "activeStatusSkills"), id, s)
    json_object_del (s, "sourceItemId");
}

static void
add_map_turn_fields (json_t *point, json_t *map_turn_state, json_t *skill_state)
{
  for (guint i = 0; i < G_N_ELEMENTS (map_turn_fields); i++)
    {
      json_t *v = json_object_get (map_turn_state, map_turn_fields[i][1]);
      json_object_set (point, map_turn_fields[i][0], v ? v : json_null ());
    }
  json_t *skills = skills_of (skill_state);
  drop_source_ids (skills);
  json_object_set_new (point, "skills", skills);
}

/* One trace event as a line both sides write alike: the map-turn events
 * only (a tick, an enemy's action, a battle and its settled cost, a status
 * layer, a death, a remote skill's shot), each with the clock it had. */
static char *
event_line (json_t *ev)
{
  const char *kind = json_string_value (json_object_get (ev, "ev"));
  json_int_t clock = json_integer_value (json_object_get (ev, "clock"));
  json_int_t turn = json_integer_value (json_object_get (ev, "mapTurn"));
#define S(name) (json_string_value (json_object_get (ev, name)) ?: "")
#define I(name) ((long long)json_integer_value (json_object_get (ev, name)))
  if (kind == NULL)
    return NULL;
  if (g_str_equal (kind, "tick"))
    return g_strdup_printf ("%lld/%lld tick %s", (long long)clock, (long long)turn, S ("reason"));
  if (g_str_equal (kind, "enemy_act"))
    return g_strdup_printf ("%lld/%lld %s %s gauge %lld%s%s", (long long)clock, (long long)turn,
                            S ("enemy"), S ("result"), I ("gauge"),
                            json_object_get (ev, "to") ? " to " : "", S ("to"));
  if (g_str_equal (kind, "battle"))
    return g_strdup_printf ("%lld/%lld battle %s by %s damage %lld %s cost %lld",
                            (long long)clock, (long long)turn, S ("enemy"), S ("initiator"),
                            I ("damage"), S ("result"),
                            (long long)json_integer_value (
                                json_object_get (json_object_get (ev, "settle"), "final")));
  if (g_str_equal (kind, "status"))
    {
      json_t *remain = json_object_get (ev, "remainBattles");
      g_autofree char *layers = json_is_integer (remain)
                                    ? g_strdup_printf ("%lld", I ("remainBattles"))
                                    : g_strdup ("-");
      return g_strdup_printf ("%lld/%lld status %s %s %s", (long long)clock, (long long)turn,
                              S ("skill"), S ("op"), layers);
    }
  if (g_str_equal (kind, "death"))
    return g_strdup_printf ("%lld/%lld death %s", (long long)clock, (long long)turn, S ("reason"));
  if (g_str_equal (kind, "action") && (json_object_get (ev, "target") || json_object_get (ev, "enemy")))
    return g_strdup_printf ("%lld/%lld shot %s damage %lld left %lld", (long long)clock,
                            (long long)turn, json_object_get (ev, "target") ? S ("target") : S ("enemy"),
                            I ("damage"), I ("targetHp"));
#undef S
#undef I
  return NULL;
}

static json_t *
event_lines (json_t *events)
{
  json_t *lines = json_array ();
  gsize i;
  json_t *ev;
  json_array_foreach (events, i, ev)
  {
    char *line = event_line (ev);
    if (line != NULL)
      json_array_append_new (lines, json_string (line));
    g_free (line);
  }
  return lines;
}

/* The events compared between two points, at most: game-ref.js keeps as
 * many of the same kinds (MAX_MAP_TURN_EVENTS there), so a frame that runs
 * a thousand battle ticks is cut at the same event on both sides. */
#define MAX_MAP_TURN_EVENTS 4000

/* The engine's trace since the last point, for the map-turn comparison:
 * the lines of event_line, as they come. */
static void
on_engine_event (TwEngine *engine, const TwEvent *event, gpointer user_data)
{
  json_t *lines = user_data;
  (void)engine;
  if (json_array_size (lines) >= MAX_MAP_TURN_EVENTS)
    return;
  json_t *ev = tw_event_to_json (event);
  char *line = event_line (ev);
  if (line != NULL)
    json_array_append_new (lines, json_string (line));
  g_free (line);
  json_decref (ev);
}

static void
add_engine_map_turn (json_t *point, TwEngine *engine, json_t *events)
{
  json_t *state = tw_engine_save_state (engine);
  json_t *flags = json_object_get (state, "flags");
  add_map_turn_fields (point, json_object_get (flags, "mapTurnState"),
                       json_object_get (flags, "skillState"));
  json_object_set_new (point, "events", json_deep_copy (events));
  json_array_clear (events);
  json_decref (state);
}

/* After every action: the skeleton, since the floors are not compared. */
static json_t *
engine_point (TwEngine *engine)
{
  json_t *state = tw_engine_save_state_skeleton (engine);
  json_t *hero = json_object_get (state, "hero");
  json_t *loc = json_object_get (hero, "loc");
  json_t *flags = json_object_get (state, "flags");
  json_t *items = json_object (), *tower_flags = json_object ();
  static const char *const numbers[] = { "hp", "atk", "def", "mdef", "money", "exp", NULL };

  add_items (items, json_object_get (hero, "items"));
  add_flags (tower_flags, flags);
  add_flags (tower_flags, json_object_get (json_object_get (flags, "towerEvents"), "flags"));
  json_t *point = json_pack ("{s:O, s:O, s:O, s:O}", "floor", json_object_get (state, "floorId"),
                             "x", json_object_get (loc, "x"), "y", json_object_get (loc, "y"),
                             "direction", json_object_get (loc, "direction"));
  for (guint i = 0; numbers[i] != NULL; i++)
    json_object_set (point, numbers[i], json_object_get (hero, numbers[i]));
  json_object_set_new (point, "items", items);
  json_object_set_new (point, "flags", tower_flags);
  json_decref (state);
  return point;
}

/* The engine's point, with the map-turn fields when @events collects them. */
static json_t *
map_turn_point (TwEngine *engine, json_t *events)
{
  json_t *point = engine_point (engine);
  if (events != NULL)
    add_engine_map_turn (point, engine, events);
  return point;
}

/* The game's line in the same fields (its flags and items already flat). */
static json_t *
game_point (json_t *line)
{
  json_t *point = json_object ();
  json_t *map_turn = json_object_get (line, "mapTurn");
  if (map_turn != NULL)
    {
      add_map_turn_fields (point, json_object_get (map_turn, "state"),
                           json_object_get (map_turn, "skillState"));
      json_object_set_new (point, "events", event_lines (json_object_get (map_turn, "events")));
    }
  for (guint i = 0; i < N_STATE_FIELDS; i++)
    {
      json_t *v = json_object_get (line, tw_check_fields[i]);
      if (g_str_equal (tw_check_fields[i], "flags") && json_is_object (v))
        {
          json_t *flags = json_object ();
          add_flags (flags, v);
          json_object_set_new (point, "flags", flags);
          continue;
        }
      json_object_set (point, tw_check_fields[i], v ? v : json_null ());
    }
  return point;
}

static GPtrArray *
differing_fields (json_t *engine, json_t *game)
{
  GPtrArray *differ = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; tw_check_fields[i] != NULL; i++)
    {
      if (!is_compared (tw_check_fields[i]))
        continue;
      /* The map-turn fields only where the engine has them: a map-turn tower. */
      if (i >= N_STATE_FIELDS && json_object_get (engine, tw_check_fields[i]) == NULL)
        continue;
      json_t *a = json_object_get (engine, tw_check_fields[i]);
      json_t *b = game ? json_object_get (game, tw_check_fields[i]) : NULL;
      gboolean same = a != NULL && b != NULL
                      && (json_equal (a, b)
                          || (json_is_number (a) && json_is_number (b)
                              && json_number_value (a) == json_number_value (b)));
      if (!same)
        g_ptr_array_add (differ, g_strdup (tw_check_fields[i]));
    }
  return differ;
}

static void
point_free (gpointer data)
{
  TwCheckPoint *p = data;
  g_free (p->action);
  json_decref (p->engine);
  json_decref (p->game);
  json_decref (p->ran);
  g_ptr_array_unref (p->differ);
  g_free (p);
}

void
tw_check_result_clear (TwCheckResult *result)
{
  g_clear_pointer (&result->points, g_ptr_array_unref);
  g_clear_pointer (&result->game_message, g_free);
  g_clear_pointer (&result->recorded, g_free);
}

/* ---- the map-turn runtime ---------------------------------------------- */

/* A json_t reference that goes with its scope. */
typedef json_t TwJsonRef;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwJsonRef, json_decref)

/* Turnwright's map-turn runtime for the game (data/runtime/map-turn.js,
 * docs/runtime.md), as export installs it (tw-runtime-install.h). */
static char *
map_turn_runtime_text (GError **error)
{
  TwRuntime *runtime = tw_runtime_load (NULL, error);
  char *text;
  if (runtime == NULL)
    return NULL;
  text = g_steal_pointer (&runtime->text);
  tw_runtime_free (runtime);
  return text;
}

/* A wait, a skill, a cancel, a save or a load: actions only the runtime
 * plays in the game. */
static gboolean
script_uses_map_turn (const TwScript *script)
{
  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    {
      TwScriptKind kind = tw_script_get_action (script, i)->kind;
      if (kind == TW_SCRIPT_WAIT || kind == TW_SCRIPT_SKILL || kind == TW_SCRIPT_CANCEL
          || kind == TW_SCRIPT_SAVE || kind == TW_SCRIPT_LOAD)
        return TRUE;
    }
  return FALSE;
}

/* ---- the game's run ------------------------------------------------------ */

typedef struct
{
  json_t *game_tokens; /* the game's decoding of a route file (a "route" line), or NULL */
  json_t *recorded;    /* the route file the game wrote (an "h5route" line), or NULL */
  json_t *damage;      /* the "damage" lines, when asked for (an array), or NULL */
  json_t *eval;        /* the "eval" line, or NULL */
  GPtrArray *lines; /* json_t * by route index (index k: before route action k) */
  char *message;    /* the game's error, if any */
  guint stopped_at; /* the route index of an error or of the end */
  gboolean ended;
  guint total;
  TwCheckProgress progress;
  gpointer user_data;
} GameRun;

static void
put_line (GameRun *run, guint index, json_t *line)
{
  if (index >= run->lines->len)
    g_ptr_array_set_size (run->lines, index + 1);
  if (g_ptr_array_index (run->lines, index) != NULL)
    json_decref (g_ptr_array_index (run->lines, index));
  g_ptr_array_index (run->lines, index) = json_incref (line);
}

static gboolean
on_game_line (const char *text, gpointer user_data)
{
  GameRun *run = user_data;
  json_t *line = json_loads (text, 0, NULL);
  const char *kind = json_string_value (json_object_get (line, "kind"));
  guint index = (guint)json_integer_value (json_object_get (line, "index"));

  if (kind == NULL)
    {
      /* The sandbox cuts a line at 1 MiB: say so rather than lose a state. */
      if (line == NULL && run->message == NULL)
        run->message = g_strdup_printf ("the game reference wrote a line that is not JSON "
                                        "(%zu bytes; the sandbox cuts lines at 1 MiB)",
                                        strlen (text));
      json_decref (line);
      return TRUE;
    }
  if (g_str_equal (kind, "state"))
    put_line (run, index, line);
  else if (g_str_equal (kind, "end"))
    {
      put_line (run, index, line);
      run->ended = TRUE;
      run->stopped_at = index;
    }
  else if (g_str_equal (kind, "route") && run->game_tokens == NULL)
    run->game_tokens = json_incref (json_object_get (line, "tokens"));
  else if (g_str_equal (kind, "h5route") && run->recorded == NULL)
    run->recorded = json_incref (line);
  else if (g_str_equal (kind, "damage") && run->damage != NULL)
    json_array_append (run->damage, line);
  else if (g_str_equal (kind, "eval") && run->eval == NULL)
    run->eval = json_incref (line);
  else if (g_str_equal (kind, "error"))
    {
      g_free (run->message);
      run->message = g_strdup (json_string_value (json_object_get (line, "message")));
      run->stopped_at = index;
      if (json_object_get (line, "floor") != NULL
          && !json_is_null (json_object_get (line, "floor")))
        put_line (run, index, line);
    }
  if (run->progress)
    run->progress (MIN (index, run->total), run->total, run->user_data);
  json_decref (line);
  return TRUE;
}

/* The game reference's limits: 5 minutes and 2 GiB, which a 1,000-action
 * route needs a small part of; the environment may lower them (the hostile
 * tower tests do, to stay quick). */
static guint
env_limit (const char *name, guint fallback)
{
  const char *text = g_getenv (name);
  guint64 value = text ? g_ascii_strtoull (text, NULL, 10) : 0;
  return value > 0 && value < G_MAXUINT ? (guint)value : fallback;
}

#define MAX_INLINE_REQUEST (64 * 1024)

/* @text in a new file of a new private temporary folder. */
static char *
write_request_file (const char *text, GError **error)
{
  g_autofree char *dir = g_dir_make_tmp ("tw-check-XXXXXX", error);
  if (dir == NULL)
    return NULL;
  char *file = g_build_filename (dir, "request.json", NULL);
  if (!g_file_set_contents (file, text, -1, error))
    {
      g_rmdir (dir);
      g_free (file);
      return NULL;
    }
  return file;
}

/* Runs the game reference on @request (its route, or the route file it
 * reads itself: game-ref.js). */
static gboolean
run_game (const char *game_dir, json_t *request, GameRun *run, GCancellable *cancellable,
          GError **error)
{
  g_autofree char *abs_game = g_canonicalize_filename (game_dir, NULL);
  const char *ref_dir = tw_check_reference_dir ();
  g_autofree char *script = g_build_filename (ref_dir, "game-ref.js", NULL);
  g_autofree char *request_text = json_dumps (request, JSON_COMPACT);
  g_autofree char *request_file = NULL;
  const char *argv[] = { script, abs_game, request_text, NULL };
  TwSandboxOptions opts = { .read_dir = abs_game,
                            .script_dir = ref_dir,
                            .timeout_ms = env_limit ("TW_CHECK_TIMEOUT_MS", 300000),
                            .memory_bytes = (guint64)env_limit ("TW_CHECK_MEMORY_MB", 2048) << 20 };
  g_autoptr (GString) err = g_string_new (NULL);
  TwSandboxFault fault = TW_SANDBOX_OK;
  gboolean ok;
  int status = 0;

  /* Linux takes at most 128 KiB in one argument: a longer route (some
   * 15,000 steps) goes in a file of ours, bound read-only inside. */
  if (strlen (request_text) > MAX_INLINE_REQUEST)
    {
      request_file = write_request_file (request_text, error);
      if (request_file == NULL)
        return FALSE;
      opts.data_file = request_file;
      argv[2] = TW_SANDBOX_DATA_PATH;
    }
  if (!g_file_test (script, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE,
                   "%s: the game reference is missing (set TW_GAME_REF_DIR)", script);
      return FALSE;
    }
  ok = tw_sandbox_run_node (&opts, argv, on_game_line, run, cancellable, err, &fault, &status,
                            error);
  if (request_file != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (request_file);
      g_unlink (request_file);
      g_rmdir (dir);
    }
  if (!ok)
    return FALSE;
  if (fault == TW_SANDBOX_TIMEOUT)
    g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE,
                 "the game's code did not finish within %u s and was stopped (timeout)",
                 opts.timeout_ms / 1000);
  else if (fault == TW_SANDBOX_MEMORY)
    g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE,
                 "the game's code took more than %" G_GUINT64_FORMAT " MB and was stopped (memory)",
                 opts.memory_bytes >> 20);
  else if (fault != TW_SANDBOX_OK || (status != 0 && !run->ended && run->message == NULL))
    g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE,
                 "the game reference ended badly (%s, exit %d): %.400s",
                 tw_sandbox_fault_name (fault), status, err->str);
  else
    return TRUE;
  return FALSE;
}

/* ---- the comparison -------------------------------------------------- */

static TwCheckPoint *
add_point (TwCheckResult *result, guint line, const char *action, json_t *engine, json_t *game_line)
{
  TwCheckPoint *p = g_new0 (TwCheckPoint, 1);
  json_t *ran = game_line ? json_object_get (game_line, "ran") : NULL;
  p->line = line;
  p->action = g_strdup (action);
  p->engine = engine;
  p->game = game_line ? game_point (game_line) : NULL;
  p->ran = ran ? json_incref (ran) : json_array ();
  p->differ = differing_fields (p->engine, p->game);
  g_ptr_array_add (result->points, p);
  if (p->differ->len == 0 && result->first_difference < 0)
    result->n_agree++;
  else if (result->first_difference < 0)
    result->first_difference = (gint)result->points->len - 1;
  return p;
}

/* The game's state once @pulled route actions were played: the line the
 * reference printed before pulling the next one (or its end line). */
static json_t *
game_line_at (GameRun *run, guint pulled)
{
  return pulled < run->lines->len ? g_ptr_array_index (run->lines, pulled) : NULL;
}

static void
apply_unit (TwEngine *engine, const Unit *u)
{
  const char *reason = NULL;
  TwScriptAction step = *u->action;
  if (step.kind == TW_SCRIPT_MOVE)
    step.count = 1;
  tw_engine_apply_action (engine, &step, &reason);
}

guint
tw_check_play_start (TwEngine *engine, const TwScript *script, guint *n_leading)
{
  guint u;

  /* The engine's start: the answers before the first action, then the
   * start story, which takes those it asks for (docs/rules.md §11.12). */
  for (u = 0; u < tw_script_get_n_actions (script) && is_answer (tw_script_get_action (script, u));
       u++)
    apply_unit (engine, &(Unit){ tw_script_get_action (script, u), 0, FALSE });
  tw_engine_begin_game (engine);
  if (n_leading != NULL)
    *n_leading = u;
  return u - tw_engine_get_n_unused_answers (engine);
}

/* The game's own decoding of the route file against ours (the route the
 * script gives): the units line up only when they are the same tokens. */
static gboolean
same_tokens (json_t *game, json_t *ours, GError **error)
{
  gsize n = MAX (json_array_size (game), json_array_size (ours));

  for (gsize i = 0; i < n; i++)
    {
      const char *a = json_string_value (json_array_get (game, i));
      const char *b = json_string_value (json_array_get (ours, i));
      if (g_strcmp0 (a, b) != 0)
        {
          g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE,
                       "the game reads the route file differently at token %" G_GSIZE_FORMAT
                       ": the game \"%s\", Turnwright \"%s\"",
                       i + 1, a ? a : "(end)", b ? b : "(end)");
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_run (TwEngine *engine, const TwScript *script, const char *route_file, const char *game_dir,
           TwCheckProgress progress, gpointer user_data, GCancellable *cancellable,
           TwCheckResult *result, GError **error)
{
  g_autoptr (GArray) units = g_array_new (FALSE, FALSE, sizeof (Unit));
  json_t *route, *request;
  GameRun run = { 0 };
  g_autoptr (TwJsonRef) map_turn_events = NULL;
  gint64 started;
  guint u = 0, n_start;
  gboolean ok;

  memset (result, 0, sizeof *result);
  result->first_difference = -1;
  if (!tw_check_game_folder (game_dir, error))
    return FALSE;
  n_start = tw_check_play_start (engine, script, &u);
  route = build_route (engine, script, n_start, units, error);
  if (route == NULL)
    return FALSE;
  run.lines = g_ptr_array_new_with_free_func ((GDestroyNotify)json_decref);
  run.total = (guint)json_array_size (route);
  run.progress = progress;
  run.user_data = user_data;
  /* A route file is read by the game itself, as a player's replay is. */
  request = route_file != NULL ? json_pack ("{s:s, s:[]}", "h5route", route_file, "route")
                               : json_pack ("{s:O}", "route", route);
  json_object_set_new (request, "record", json_true ());
  /* A map-turn tower is checked with the runtime Turnwright installs into
   * the game (CONTRACT §13): the game plays the map-turn fields too, and
   * the clock, gauges, lists, skills and events are compared as well. */
  if (tw_tower_uses_map_turn (tw_engine_get_tower (engine)) || script_uses_map_turn (script))
    {
      char *runtime = map_turn_runtime_text (error);
      if (runtime == NULL)
        {
          json_decref (request);
          json_decref (route);
          g_ptr_array_unref (run.lines);
          return FALSE;
        }
      json_object_set_new (request, "runtime", json_string (runtime));
      g_free (runtime);
      map_turn_events = json_array ();
    }
  started = g_get_monotonic_time ();
  ok = run_game (game_dir, request, &run, cancellable, error);
  result->game_seconds = (g_get_monotonic_time () - started) / 1e6;
  json_decref (request);
  if (ok && route_file != NULL)
    {
      if (run.game_tokens == NULL)
        {
          g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE, "%s",
                       run.message ? run.message : "the game did not read the route file");
          ok = FALSE;
        }
      else
        ok = same_tokens (run.game_tokens, route, error);
    }
  json_decref (route);
  g_clear_pointer (&run.game_tokens, json_decref);
  result->recorded = g_strdup (json_string_value (json_object_get (run.recorded, "text")));
  g_clear_pointer (&run.recorded, json_decref);
  if (!ok)
    {
      g_ptr_array_unref (run.lines);
      g_free (run.message);
      g_clear_pointer (&result->recorded, g_free);
      return FALSE;
    }

  result->points = g_ptr_array_new_with_free_func (point_free);
  result->game_message = g_steal_pointer (&run.message);
  result->n_actions = 1;
  for (guint i = u; i < units->len; i++)
    result->n_actions += g_array_index (units, Unit, i).compared;
  if (map_turn_events != NULL)
    tw_engine_set_event_sink (engine, on_engine_event, map_turn_events, NULL);
  add_point (result, 0, "start", map_turn_point (engine, map_turn_events),
             game_line_at (&run, 0));
  for (; u < units->len && result->first_difference < 0; u++)
    {
      const Unit *unit = &g_array_index (units, Unit, u);
      /* An answer is kept for the action after it, which is compared. */
      apply_unit (engine, unit);
      if (!unit->compared)
        continue;
      g_autofree char *text = tw_script_action_to_string (unit->action);
      add_point (result, unit->action->line, text, map_turn_point (engine, map_turn_events),
                 game_line_at (&run, unit->main_end));
    }
  if (map_turn_events != NULL)
    tw_engine_set_event_sink (engine, NULL, NULL, NULL);
  g_ptr_array_unref (run.lines);
  return TRUE;
}

gboolean
tw_check_run (TwEngine *engine, const TwScript *script, const char *game_dir,
              TwCheckProgress progress, gpointer user_data, GCancellable *cancellable,
              TwCheckResult *result, GError **error)
{
  return check_run (engine, script, NULL, game_dir, progress, user_data, cancellable, result,
                    error);
}

gboolean
tw_check_run_route_file (TwEngine *engine, const TwScript *script, const char *route_file,
                         const char *game_dir, TwCheckProgress progress, gpointer user_data,
                         GCancellable *cancellable, TwCheckResult *result, GError **error)
{
  g_return_val_if_fail (route_file != NULL, FALSE);
  return check_run (engine, script, route_file, game_dir, progress, user_data, cancellable, result,
                    error);
}

json_t *
tw_check_game_damage (const char *game_dir, json_t *heroes, GCancellable *cancellable,
                      GError **error)
{
  GameRun run = { 0 };
  json_t *request;
  gboolean ok;

  if (!tw_check_game_folder (game_dir, error))
    return NULL;
  run.lines = g_ptr_array_new_with_free_func ((GDestroyNotify)json_decref);
  run.damage = json_array ();
  request = json_pack ("{s:[], s:O}", "route", "damage", heroes);
  ok = run_game (game_dir, request, &run, cancellable, error);
  json_decref (request);
  g_ptr_array_unref (run.lines);
  g_clear_pointer (&run.game_tokens, json_decref);
  g_clear_pointer (&run.recorded, json_decref);
  if (ok && json_array_size (run.damage) == 0 && run.message != NULL)
    {
      g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE, "%s", run.message);
      ok = FALSE;
    }
  g_free (run.message);
  if (!ok)
    g_clear_pointer (&run.damage, json_decref);
  return run.damage;
}

json_t *
tw_check_game_eval (const char *game_dir, const char *code, gboolean with_runtime,
                    GCancellable *cancellable, GError **error)
{
  GameRun run = { 0 };
  json_t *request, *value = NULL;
  gboolean ok;

  if (!tw_check_game_folder (game_dir, error))
    return NULL;
  request = json_pack ("{s:[], s:s}", "route", "eval", code);
  if (with_runtime)
    {
      char *runtime = map_turn_runtime_text (error);
      if (runtime == NULL)
        {
          json_decref (request);
          return NULL;
        }
      json_object_set_new (request, "runtime", json_string (runtime));
      g_free (runtime);
    }
  run.lines = g_ptr_array_new_with_free_func ((GDestroyNotify)json_decref);
  ok = run_game (game_dir, request, &run, cancellable, error);
  json_decref (request);
  g_ptr_array_unref (run.lines);
  g_clear_pointer (&run.game_tokens, json_decref);
  g_clear_pointer (&run.recorded, json_decref);
  if (ok && run.eval == NULL)
    g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE, "%s",
                 run.message ? run.message : "the game did not run the code");
  else if (ok && json_object_get (run.eval, "error") != NULL)
    g_set_error (error, TW_CHECK_ERROR, TW_CHECK_ERROR_REFERENCE, "%s",
                 json_string_value (json_object_get (run.eval, "error")));
  else if (ok)
    value = json_incref (json_object_get (run.eval, "value"));
  g_clear_pointer (&run.eval, json_decref);
  g_free (run.message);
  return value;
}
