/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-script.h: the tower's own project/functions.js, run in a sandboxed
 * interpreter (tw-js) behind a small `core` facade (docs/rules.md §12).
 *
 * The tower object carries the file's text as `functions`: {"file":
 * "project/functions.js", "text": "..."} (the mota-js import puts it there).
 * When the file defines `enemys.getDamageInfo`, battles, forecasts and the
 * validator take the damage from it; the built-in formula (tw-damage) is used
 * when there is no such function, and as the fallback when the script fails.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-damage.h"

G_BEGIN_DECLS

typedef struct _TwTowerScript TwTowerScript;

#define TW_TOWER_SCRIPT_ERROR (tw_tower_script_error_quark ())
GQuark tw_tower_script_error_quark (void);

/* The tower's functions.js text and its file name, or NULL when it has none. */
const char *tw_tower_script_text (json_t *tower, const char **file_out);

/* Loads the tower's functions.js. Returns NULL with @error unset when the
 * tower has no functions.js, NULL with @error set ("file:line: message") when
 * it fails to run. */
TwTowerScript *tw_tower_script_new (json_t *tower, GError **error);
void tw_tower_script_free (TwTowerScript *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwTowerScript, tw_tower_script_free)

/* The functions the file defines, as "enemys.getDamageInfo", ... (NULL-terminated, owned). */
const char *const *tw_tower_script_functions (TwTowerScript *self);
/* TRUE when the file defines enemys.getDamageInfo. */
gboolean tw_tower_script_overrides_damage (TwTowerScript *self);

/* The battle of @hero against @enemy_def (the definition of @enemy_id, maybe
 * with an instance's hp) by the tower's getDamageInfo. Results are cached by
 * enemy and hero stats. FALSE with @error set when the script failed: the
 * caller falls back to tw_damage_compute. */
gboolean tw_tower_script_damage (TwTowerScript *self, const TwHeroStats *hero, const char *enemy_id,
                                 json_t *enemy_def, TwDamageResult *result, GError **error);

/* The damage every caller uses: the tower's getDamageInfo when @self (may be
 * NULL) overrides it, else, or when it fails, the built-in formula. On a
 * failure, @error_out (may be NULL) gets the script's error, and the result
 * is the built-in one. */
void tw_tower_script_damage_or_builtin (TwTowerScript *self, const TwHeroStats *hero,
                                        const char *enemy_id, json_t *enemy_def, json_t *values,
                                        TwDamageResult *result, GError **error_out);

/* The same in a run: @state_text (JSON, may be NULL for the start of the
 * game) is what the run has at this battle: {"hero": {lv, mana, money,
 * equipment, ...}, "items": {cls: {id: n}}, "flags": {...}, "floorId",
 * "ratio"}; the script's core.status.hero, core.itemCount, core.getFlag and
 * core.status.floorId read it (docs/rules.md §12.9). It is part of the
 * cache's key. */
gboolean tw_tower_script_damage_in_run (TwTowerScript *self, const TwHeroStats *hero,
                                        const char *state_text, const char *enemy_id,
                                        json_t *enemy_def, TwDamageResult *result,
                                        GError **error);
void tw_tower_script_damage_or_builtin_in_run (TwTowerScript *self, const TwHeroStats *hero,
                                               const char *state_text, const char *enemy_id,
                                               json_t *enemy_def, json_t *values,
                                               TwDamageResult *result, GError **error_out);

/* The calls `core.X.Y(` that @text's enemys.getDamageInfo and getEnemyInfo
 * make and the facade does not have (docs/rules.md §12.4), as "core.X.Y"
 * (NULL-terminated; g_strfreev). A scan of the text: a call built another way
 * (`core[name](`) is not seen. */
char **tw_tower_script_uncovered_calls (TwTowerScript *self, const char *text);

/* The interpreter for item effects and `function` commands (docs/rules.md
 * §12.6): the tower's functions.js when it loads, else the facade alone.
 * NULL only when the interpreter cannot start. */
TwTowerScript *tw_tower_script_new_for_effects (json_t *tower);

typedef enum
{
  TW_TOWER_SCRIPT_STATEMENTS, /* an itemEffect / useItemEffect string */
  TW_TOWER_SCRIPT_FUNCTION,   /* "function () { ... }", a `function` command */
} TwTowerScriptCode;

/* Runs @code with the writable facade over @state ({"hero": {numbers, loc,
 * equipment, ...}, "flags": {...}, "items": {cls: {id: count}}, "ratio": r,
 * "floorId": id}) and returns what the call left ({"hero": {the scalar
 * fields}, "flags", "items"}; new reference). NULL with @error ("LABEL:LINE:
 * message"; code 1 when a limit ended it) when the script failed: nothing is
 * to be written back then. @item_id is the itemEffect's `itemId`. */
json_t *tw_tower_script_run_effect (TwTowerScript *self, TwTowerScriptCode kind, const char *code,
                                    const char *item_id, const char *label, json_t *state,
                                    GError **error);

/* TRUE when @code compiles (nothing runs) in the engine that would run it:
 * Duktape, or V8 when Duktape cannot read it and a worker class is set (the
 * tower then moves there). Else FALSE and *@problem (may be NULL; g_free)
 * the engine's "SyntaxError: ...". */
gboolean tw_tower_script_compiles (TwTowerScript *self, TwTowerScriptCode kind, const char *code,
                                   char **problem);

/* Counts a failure of an effect (tw_tower_script_failures) that its caller
 * found in what the script left. */
void tw_tower_script_note_failure (TwTowerScript *self, const char *message);

/* The same for the whole of @code (an item effect, a `function` command),
 * against the facade of @self (an effect script: the writable one). */
char **tw_tower_script_uncovered_calls_in (TwTowerScript *self, const char *code);

/* ---- A second engine: V8 for what Duktape cannot run (docs/js-engine.md) ----
 *
 * Duktape (in process, ES5.1) runs a tower's code when it can. When it
 * cannot parse the tower's file, or a call fails on something ES2015+
 * would have (a missing built-in such as Array.prototype.includes, Map,
 * Object.values), and a worker class is set, the tower moves to the worker
 * for good: the same facade and file in V8, one JSON line per call
 * (editor/check/tower-worker.js speaks the protocol). The engine spawns
 * nothing itself: the editor sets the class (a sandboxed node,
 * editor/check/tw-script-worker.c). Without a class, Duktape only. */
typedef struct
{
  /* A new worker, or NULL with @error. */
  gpointer (*start) (GError **error);
  /* Sends @line, returns the reply line (newly allocated); NULL with @error
   * when the worker died or gave no answer (it is then stopped; *@limit
   * TRUE when a time or memory limit ended it). */
  char *(*request) (gpointer worker, const char *line, gboolean *limit, GError **error);
  void (*stop) (gpointer worker);
} TwTowerScriptWorkerClass;

/* Process-wide; NULL: Duktape only. Set it before any tower is loaded. */
void tw_tower_script_set_worker_class (const TwTowerScriptWorkerClass *klass);

/* "Duktape" or "V8": which engine runs @self's code now. */
const char *tw_tower_script_engine (TwTowerScript *self);

/* Cache figures, for tests and the benchmark. */
guint tw_tower_script_calls (TwTowerScript *self);

/* How many times damage was asked for and the script failed to give it (the
 * built-in formula was used), and the first failure's message (borrowed).
 * After 3 calls ended by the time or memory limit, the function is no
 * longer run and every later battle fails at once. @self may be NULL. */
guint tw_tower_script_failures (TwTowerScript *self, const char **first_error);

G_END_DECLS
