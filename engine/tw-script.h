/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-script.h: the simulate script, one player action a line (docs/rules.md §9).
 *
 *   move DIR [N]   moveto X Y   pickup DIR   use ITEM   skill ID [DIR]
 *   cancel ID      wait N       save NAME    load NAME
 *   choose N       (the answer to the next choices or confirm of a tower event)
 *   shop ID N      (buy choice N of the visited shop ID)
 *   shop ID sell N (sell one of choice N's item back to the visited item shop ID)
 *   input VALUE    (what the player types at the next input or input2 of a tower event)
 *   game TOKEN     (a token of the game's route that Turnwright does not play: fly:3, key:49, ...)
 *
 * DIR is up, right, down, left (or u, r, d, l). Blank lines and `#` comments
 * are ignored. The full syntax is in docs/battle.md.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TW_SCRIPT_ERROR (tw_script_error_quark ())

typedef enum
{
  TW_SCRIPT_ERROR_SYNTAX,
} TwScriptError;

GQuark tw_script_error_quark (void);

typedef enum
{
  TW_SCRIPT_MOVE,
  TW_SCRIPT_MOVETO,
  TW_SCRIPT_PICKUP,
  TW_SCRIPT_USE,
  TW_SCRIPT_SKILL,
  TW_SCRIPT_CANCEL,
  TW_SCRIPT_WAIT,
  TW_SCRIPT_SAVE,
  TW_SCRIPT_LOAD,
  TW_SCRIPT_CHOOSE, /* count: the answer (docs/rules.md §11.8) */
  TW_SCRIPT_SHOP,   /* id: the shop, count: the choice (docs/rules.md §11.9) */
  TW_SCRIPT_INPUT,  /* id: the text typed (docs/rules.md §11.8) */
  TW_SCRIPT_GAME,   /* id: a route token the game plays and Turnwright refuses (docs/routes.md) */
} TwScriptKind;

/* In the contract's direction order. */
typedef enum
{
  TW_SCRIPT_DIR_NONE = -1, /* skill without a direction: the hero's facing */
  TW_SCRIPT_DIR_UP = 0,
  TW_SCRIPT_DIR_RIGHT,
  TW_SCRIPT_DIR_DOWN,
  TW_SCRIPT_DIR_LEFT,
} TwScriptDir;

/* The largest N of `move DIR N` and `wait N`. */
#define TW_SCRIPT_MAX_COUNT 1000000

typedef struct
{
  TwScriptKind kind;
  TwScriptDir dir; /* move, pickup, skill; else TW_SCRIPT_DIR_NONE */
  guint count;     /* move: frames to play, each one step (>= 1); wait: ticks (>= 0); choose: the
                      answer (>= 0); else 1 */
  int x;           /* moveto; shop: 1 to sell, 0 to buy */
  int y;           /* moveto */
  char *id;        /* use, skill, cancel: the item id; save, load: the name; input: the text;
                      game: the route token; else NULL */
  guint line;      /* 1-based line of the script */
} TwScriptAction;

typedef struct _TwScript TwScript;

/* Parses a whole script (@length -1: NUL-terminated). On a syntax error:
 * NULL, TW_SCRIPT_ERROR_SYNTAX with the message "LINE:COLUMN: text", and the
 * 1-based position in @error_line / @error_column (each may be NULL; the
 * column counts characters). */
TwScript *tw_script_parse (const char *text, gssize length, guint *error_line, guint *error_column,
                           GError **error);
void tw_script_free (TwScript *script);

guint tw_script_get_n_actions (const TwScript *script);
const TwScriptAction *tw_script_get_action (const TwScript *script, guint index);

/* The canonical line for @action ("move left 3", "skill skill2 up"). Free with g_free. */
char *tw_script_action_to_string (const TwScriptAction *action);

const char *tw_script_kind_to_string (TwScriptKind kind);
/* "up", "right", "down", "left", or NULL for TW_SCRIPT_DIR_NONE. */
const char *tw_script_dir_to_string (TwScriptDir dir);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwScript, tw_script_free)

G_END_DECLS
