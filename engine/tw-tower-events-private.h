/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-private.h: what the parts of tw-tower-events share (the
 * state, the compiled expressions, the context of a running hook) and not
 * the rest of the engine. */
#pragma once

#include "engine/tw-tower-events.h"

G_BEGIN_DECLS

/* The most commands one frame runs, and the most turns of one `while`. */
#define MAX_FRAME_COMMANDS 100000
#define MAX_WHILE_TURNS 1000
#define MAX_EXPR_OPS 256

typedef enum
{
  NS_STATUS,
  NS_ITEM,
  NS_FLAG,
  NS_SWITCH,
  NS_GLOBAL,
  NS_BUFF, /* buff:NAME, the flag __NAME_buff__ (control.js getBuff/setBuff) */
} Namespace;

typedef enum
{
  OP_NUM,
  OP_NAME,
  OP_NEG,
  OP_NOT,
  OP_ADD,
  OP_SUB,
  OP_MUL,
  OP_DIV,
  OP_MOD,
  OP_LT,
  OP_LE,
  OP_GT,
  OP_GE,
  OP_EQ,
  OP_NE,
  OP_AND,
  OP_OR,
} OpKind;

typedef struct
{
  OpKind op;
  Namespace ns;
  double num;
  char *name;
} Op;

typedef struct
{
  GArray *ops;          /* Op, postfix */
  gboolean values_only; /* reads flag:, switch:, global: names only */
  /* What else it reads: the hero's numbers, his place, his items, or
   * another hero field (never cached). */
  gboolean reads_numbers, reads_loc, reads_items, reads_other;
} Expr;

typedef struct
{
  gint floor, x, y, index;
  Expr *cond; /* NULL: not simulated, never runs */
  gboolean current_floor, multi;
  json_t *data; /* borrowed from the floor */
  /* When its condition was last false: the serials of what it reads. */
  gboolean was_false;
  guint64 false_version, false_numbers, false_loc, false_items;
} Auto;

typedef struct
{
  const char *hook; /* static */
  gint floor, x, y;
  json_t *data; /* borrowed from the tower */
} Pending;

struct _TwTowerEvents
{
  /* Some event setEnemy's a map-turn field (tw_tower_events_scan_act_fields):
   * read once, the tower does not change under the engine. */
  gboolean changes_act_fields;
  json_t *flags;   /* flag: and switch: values set by events */
  json_t *globals; /* global: values */
  guint8 *visited; /* per floor: arrived once (firstArrive ran) */
  GArray *autos;   /* Auto */
  guint8 *auto_done;
  guint8 *auto_frame; /* ran in this run (multiExecute ones run once per frame) */
  GArray *pending;    /* Pending */
  gboolean running;
  gint64 budget;
  gboolean won;
  guint64 version; /* bumps whenever a flag:, switch: or global: value is written */
  /* Serials of the hero's numbers, place and items, bumped when a check of
   * the autoEvents finds them changed (an exact comparison). */
  gint64 numbers_snap[8], loc_snap[3];
  json_t *items_snap;
  guint64 numbers_serial, loc_serial, items_serial;
  gboolean any_reads_items;
  GArray *answers;        /* gint: `choose N` lines not yet used, first first */
  json_t *shops;          /* shop id -> true: the shops openShop made usable */
  json_t *item_shops;     /* shop id -> choice index -> {number, money_count, sell_count} */
  GPtrArray *inputs;      /* char*: `input VALUE` lines not yet used, first first */
  json_t *enemy_info;     /* enemy id -> {field: value}: setEnemy (mota-js flags.enemyInfo) */
  guint64 enemy_version;  /* bumps whenever enemy_info changes (the map damage's input) */
  json_t *enemy_on_point; /* floorId -> "x,y" -> {field: value}: setEnemyOnPoint */
  GHashTable *expr_cache; /* json_t* (a command's value, borrowed) -> Expr*, or NULL */
  /* The engine's enemy definitions (self->defs) once setEnemy changed a
   * map-turn field: the tower's, or an own copy read from the changed json. */
  TwEnemyDef **defs; /* what self->defs points at, by enemy index */
  TwEnemyDef **own;  /* the own copies among them, else NULL */
  guint n_defs;
};

typedef struct
{
  const char *hook;
  gint floor, x, y;
  const char *floor_id; /* with x and y, mota-js's prefix "floorId@x@y" of switch: names */
} Ctx;

typedef enum
{
  FLOW_NEXT,
  FLOW_BREAK,
  FLOW_CONTINUE,
  FLOW_EXIT, /* `exit`: the event ends */
  FLOW_STOP, /* the run ends: death, win, the command cap */
  FLOW_LOSE, /* `lose`: death, once its line is written */
} Flow;

/* tw-tower-events-expr.c */
void tw_tower_events_expr_free (Expr *e);
/* A value or condition: a JSON number or boolean, or a string in the
 * expression language. NULL when it is anything else. */
Expr *tw_tower_events_expr_compile (json_t *value);
gboolean tw_tower_events_expr_eval (TwEngine *self, const Ctx *ctx, const Expr *e, double *out);
/* Evaluates @value (a command's field); FALSE when it is not simulated. */
gboolean tw_tower_events_eval_value (TwEngine *self, const Ctx *ctx, json_t *value, double *out);
/* Whether @value compiles. */
gboolean tw_tower_events_compiles (json_t *value);
double tw_tower_events_read_name (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name);
/* A text into a flag, switch or global (what setValue's "\"text\"" writes);
 * FALSE for a namespace that holds numbers only (status, item, buff). */
gboolean tw_tower_events_write_name_text (TwEngine *self, const Ctx *ctx, Namespace ns,
                                          const char *name, const char *text);
void tw_tower_events_write_name (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name,
                                 double value);

/* tw-tower-events.c */
/* A cell's event as a list of commands, its `enable` and `noPass`. */
json_t *tw_tower_events_event_commands (json_t *ev, gboolean *enabled, json_t **no_pass);
json_t *tw_tower_events_cell_hook (TwEngine *self, gint floor, const char *hook, gint x, gint y);
void tw_tower_events_queue (TwEngine *self, const char *hook, gint floor, gint x, gint y,
                            json_t *data);
void tw_tower_events_emit (TwEngine *self, const Ctx *ctx, TwEventKind kind, const char *command,
                           const char *reason);
/* Runs the first @n queued entries now, inside the running event (the
 * arrival a changeFloor command caused); FLOW_STOP on death or a win. */
Flow tw_tower_events_run_first (TwEngine *self, guint n);
void tw_tower_events_ctx_init (TwEngine *self, Ctx *ctx, const char *hook, gint floor, gint x,
                               gint y);

/* tw-tower-events-js.c: the `function` command (docs/rules.md §12.6). */
Flow tw_tower_events_run_function (TwEngine *self, const Ctx *ctx, json_t *cmd, const char **skip);
/* Why a `function` command would not be played, or NULL. */
const char *tw_tower_events_function_static_skip (json_t *cmd);
/* tw-tower-events-shop.c: buys (or sells) one of choice @index of the item
 * shop @shop; FALSE with why. */
gboolean tw_tower_events_item_shop (TwEngine *self, json_t *shop, gint index, gboolean sell,
                                    const char **why);

/* tw-tower-events-enemy.c */
const char *tw_tower_events_set_enemy (TwEngine *self, const Ctx *ctx, json_t *cmd);
const char *tw_tower_events_set_enemy_on_point (TwEngine *self, const Ctx *ctx, json_t *cmd,
                                                gint floor, gint x, gint y);
/* self->defs back to the tower's definitions, the own copies freed. */
void tw_tower_events_enemy_defs_reset (TwEngine *self);
/* Every definition whose map-turn fields enemyInfo changes (after a load). */
void tw_tower_events_enemy_defs_refresh (TwEngine *self);
void tw_tower_events_reset_enemy_on_point (TwEngine *self, gint floor, gint x, gint y);
void tw_tower_events_move_enemy_on_point (TwEngine *self, gint floor, gint fx, gint fy, gint tx,
                                          gint ty);
/* Why an enemy command would not be played, or NULL (for the coverage). */
const char *tw_tower_events_enemy_static_skip (TwTower *tower, json_t *cmd, const char *type);

/* tw-tower-events-questions.c: choices, confirm, input and input2
 * (docs/rules.md §11.8). */
gboolean tw_tower_events_is_question (const char *type);
Flow tw_tower_events_run_question (TwEngine *self, const Ctx *ctx, json_t *cmd, const char *type,
                                   const char **skip, gboolean *emitted);

/* tw-tower-events-commands.c */
gboolean tw_tower_events_apply_operator (const char *op, double old, double value, double *out);
/* Runs @list (a list of commands, or one) in @ctx; returns the flow. */
Flow tw_tower_events_run_list (TwEngine *self, const Ctx *ctx, json_t *list);
/* Why @cmd would not be played, or NULL: the same decisions as
 * run_command, made on the command alone. */
const char *tw_tower_events_static_skip (TwTower *tower, json_t *cmd, const char *type);

G_END_DECLS
