/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-check.h: a script played in the engine and in the tower's own game
 * code, compared after every action (docs/check.md, CONTRACT §13).
 *
 * The script is translated to the game's route (move -> "up", choose N ->
 * "choices:N", shop ID N -> "shop:ID" "choices:N", use ID -> "item:ID",
 * pickup DIR -> "turn:DIR" "getNext", moveto X Y -> "move:X:Y", input V ->
 * "input:V"); the game reference (game-ref.js, run by tw-sandbox) plays it
 * and reports its state before each route action it pulls. The engine plays
 * the script one step at a time; after each action that the game also
 * counts (answers are part of the action they answer), both states are
 * compared: floor, cell, hp, atk, def, mdef, money, exp, items and the
 * tower's flags (the facing is shown, not compared: tw-check.c). No GTK. */
#pragma once

#include <gio/gio.h>
#include <jansson.h>

#include "engine/tw-engine.h"
#include "engine/tw-script.h"

G_BEGIN_DECLS

#define TW_CHECK_ERROR (tw_check_error_quark ())

typedef enum
{
  TW_CHECK_ERROR_NO_GAME,   /* the folder holds no game code (libs/, main.js) */
  TW_CHECK_ERROR_SCRIPT,    /* a script line the game cannot play */
  TW_CHECK_ERROR_REFERENCE, /* the game reference could not run or failed */
} TwCheckError;

GQuark tw_check_error_quark (void);

/* One compared point: after the action of script line @line (0: the start
 * of the game, before any action). */
typedef struct
{
  guint line;
  char *action;      /* the script line's text, "start" for the start */
  json_t *engine;    /* {floor, x, y, direction, hp, ..., items, flags} */
  json_t *game;      /* the same fields, from the game; NULL when it stopped */
  json_t *ran;       /* what the game ran since the point before (array) */
  GPtrArray *differ; /* the names of the fields that differ (char *) */
} TwCheckPoint;

typedef struct
{
  GPtrArray *points;     /* TwCheckPoint *, up to and including the first difference */
  guint n_actions;       /* the points the script has (the start included) */
  guint n_agree;         /* points that agree before the first difference */
  gint first_difference; /* index into points, -1 when every point agrees */
  char *game_message;    /* what the game said where it stopped, or NULL */
  gdouble game_seconds;  /* wall time of the game reference's run */
  char *recorded;        /* the route file the game wrote of the run (its replay panel's
                            download), or NULL */
} TwCheckResult;

/* Progress: @done of @total route actions played by the game. */
typedef void (*TwCheckProgress) (guint done, guint total, gpointer user_data);

/* TRUE when @dir holds a mota-js game's code (main.js and libs/core.js);
 * else FALSE with TW_CHECK_ERROR_NO_GAME naming what is missing. */
gboolean tw_check_game_folder (const char *dir, GError **error);

/* The game folder for @path: a folder named project/ that holds data.js
 * stands for its parent (the game), any other path for itself. */
char *tw_check_game_folder_for (const char *path);

/* The folder holding game-ref.js: $TW_GAME_REF_DIR, else the source tree's
 * editor/check when running uninstalled, else the installed data folder. */
const char *tw_check_reference_dir (void);

/* Plays @script from the start in @engine (which must be new or reset) and
 * in the game folder @game_dir, and fills @result. FALSE with @error when
 * the script cannot be translated or the reference cannot run at all; a
 * difference is a result, not an error. */
gboolean tw_check_run (TwEngine *engine, const TwScript *script, const char *game_dir,
                       TwCheckProgress progress, gpointer user_data, GCancellable *cancellable,
                       TwCheckResult *result, GError **error);

/* The same, for @script made from the route file @route_file (its text,
 * tw_route_to_script): the game reads the file itself, as it plays a
 * player's replay, and its decoding must be the script's route token for
 * token (else an error naming the first token that differs). */
gboolean tw_check_run_route_file (TwEngine *engine, const TwScript *script, const char *route_file,
                                  const char *game_dir, TwCheckProgress progress,
                                  gpointer user_data, GCancellable *cancellable,
                                  TwCheckResult *result, GError **error);

/* Plays the start of @script in @engine as the check does: its leading
 * answers, then the start story (docs/rules.md §11.12). Returns how many of
 * the leading answers the start story took, which open the game's route
 * (tw_route_from_script's @n_start); @n_leading (may be NULL): how many
 * leading answers there were. */
guint tw_check_play_start (TwEngine *engine, const TwScript *script, guint *n_leading);

void tw_check_result_clear (TwCheckResult *result);

/* The damage the game draws on every placed enemy of every floor at the
 * start of the game, for each hero of @heroes (an array of {hp, atk, def,
 * mdef}): the reference's "damage" lines (game-ref.js), an array; NULL with
 * @error when the game cannot run. */
json_t *tw_check_game_damage (const char *game_dir, json_t *heroes, GCancellable *cancellable,
                              GError **error);

/* Runs @code (JavaScript) in the game at @game_dir once its start is
 * played (game-ref.js "eval"; `__realNow()` there is the real clock in ms),
 * with Turnwright's map-turn runtime in it when @with_runtime, and returns
 * the code's value (JSON), or NULL with @error. For benchmarks and tests. */
json_t *tw_check_game_eval (const char *game_dir, const char *code, gboolean with_runtime,
                            GCancellable *cancellable, GError **error);

/* The state fields, in the order they are printed (the facing among them). */
extern const char *const tw_check_fields[];

G_END_DECLS
