/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events.c: the tower's mota-js events (docs/rules.md §11).
 *
 * Hooks queue a list of commands; at the end of the frame the queue is run
 * to completion, then every autoEvent whose condition holds, until nothing
 * is left (docs/rules.md §11.2). Commands follow mota-js 2.x's
 * libs/events.js `_action_*` functions; what is not simulated is a `skip`
 * event, never silence (§11.5). Conditions and values are a small
 * expression language over status:, item:, flag:, switch: and global:
 * names (§11.4), compiled once to a postfix program.
 */
#include "engine/tw-tower-events.h"

#include "engine/tw-engine-battle.h"
#include "engine/tw-json-private.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most commands one frame runs, and the most turns of one `while`. */
#define MAX_FRAME_COMMANDS 100000
#define MAX_WHILE_TURNS 1000
#define MAX_EXPR_OPS 256

/* --- expressions ------------------------------------------------------------ */

typedef enum
{
  NS_STATUS,
  NS_ITEM,
  NS_FLAG,
  NS_SWITCH,
  NS_GLOBAL,
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

static void
expr_free (Expr *e)
{
  if (e == NULL)
    return;
  for (guint i = 0; i < e->ops->len; i++)
    g_free (g_array_index (e->ops, Op, i).name);
  g_array_unref (e->ops);
  g_free (e);
}

typedef struct
{
  const char *p;
  Expr *e;
  gboolean bad;
} Parser;

static void
skip_space (Parser *ps)
{
  while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
    ps->p++;
}

static gboolean
accept (Parser *ps, const char *tok)
{
  gsize n = strlen (tok);
  skip_space (ps);
  if (strncmp (ps->p, tok, n) != 0)
    return FALSE;
  ps->p += n;
  return TRUE;
}

static void
emit_op (Parser *ps, OpKind op)
{
  Op o = { .op = op };
  g_array_append_val (ps->e->ops, o);
}

static gboolean
name_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '@' || c == '.' || (guchar)c >= 0x80;
}

static void parse_or (Parser *ps);

static void
parse_primary (Parser *ps)
{
  static const struct
  {
    const char *prefix;
    Namespace ns;
  } prefixes[] = { { "status:", NS_STATUS },
                   { "item:", NS_ITEM },
                   { "flag:", NS_FLAG },
                   { "switch:", NS_SWITCH },
                   { "global:", NS_GLOBAL } };
  skip_space (ps);
  if (accept (ps, "("))
    {
      parse_or (ps);
      if (!accept (ps, ")"))
        ps->bad = TRUE;
      return;
    }
  if (g_ascii_isdigit (*ps->p) || (*ps->p == '.' && g_ascii_isdigit (ps->p[1])))
    {
      char *end;
      Op o = { .op = OP_NUM, .num = g_ascii_strtod (ps->p, &end) };
      ps->p = end;
      g_array_append_val (ps->e->ops, o);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (ps->p, prefixes[i].prefix))
      {
        const char *start = ps->p + strlen (prefixes[i].prefix), *end = start;
        while (name_char (*end))
          end++;
        if (end == start)
          break;
        Op o = { .op = OP_NAME, .ns = prefixes[i].ns, .name = g_strndup (start, end - start) };
        g_array_append_val (ps->e->ops, o);
        ps->p = end;
        return;
      }
  {
    static const struct
    {
      const char *word;
      double value;
    } words[] = { { "true", 1 }, { "false", 0 }, { "null", 0 } };
    for (guint i = 0; i < G_N_ELEMENTS (words); i++)
      if (g_str_has_prefix (ps->p, words[i].word) && !name_char (ps->p[strlen (words[i].word)]))
        {
          Op o = { .op = OP_NUM, .num = words[i].value };
          g_array_append_val (ps->e->ops, o);
          ps->p += strlen (words[i].word);
          return;
        }
  }
  ps->bad = TRUE; /* anything else (JavaScript) is not simulated */
}

static void
parse_unary (Parser *ps)
{
  if (ps->bad)
    return;
  if (accept (ps, "!"))
    {
      parse_unary (ps);
      emit_op (ps, OP_NOT);
    }
  else if (accept (ps, "-"))
    {
      parse_unary (ps);
      emit_op (ps, OP_NEG);
    }
  else if (accept (ps, "+"))
    parse_unary (ps);
  else
    parse_primary (ps);
}

static void
parse_mul (Parser *ps)
{
  parse_unary (ps);
  while (!ps->bad)
    {
      OpKind op;
      if (accept (ps, "*"))
        op = OP_MUL;
      else if (accept (ps, "/"))
        op = OP_DIV;
      else if (accept (ps, "%"))
        op = OP_MOD;
      else
        return;
      parse_unary (ps);
      emit_op (ps, op);
    }
}

static void
parse_add (Parser *ps)
{
  parse_mul (ps);
  while (!ps->bad)
    {
      OpKind op;
      if (accept (ps, "+"))
        op = OP_ADD;
      else if (accept (ps, "-"))
        op = OP_SUB;
      else
        return;
      parse_mul (ps);
      emit_op (ps, op);
    }
}

static void
parse_cmp (Parser *ps)
{
  parse_add (ps);
  while (!ps->bad)
    {
      OpKind op;
      /* Longest first; === and !== mean == and != over numbers. */
      if (accept (ps, "===") || accept (ps, "=="))
        op = OP_EQ;
      else if (accept (ps, "!==") || accept (ps, "!="))
        op = OP_NE;
      else if (accept (ps, "<="))
        op = OP_LE;
      else if (accept (ps, ">="))
        op = OP_GE;
      else if (accept (ps, "<"))
        op = OP_LT;
      else if (accept (ps, ">"))
        op = OP_GT;
      else
        return;
      parse_add (ps);
      emit_op (ps, op);
    }
}

static void
parse_and (Parser *ps)
{
  parse_cmp (ps);
  while (!ps->bad && accept (ps, "&&"))
    {
      parse_cmp (ps);
      emit_op (ps, OP_AND);
    }
}

static void
parse_or (Parser *ps)
{
  parse_and (ps);
  while (!ps->bad && accept (ps, "||"))
    {
      parse_and (ps);
      emit_op (ps, OP_OR);
    }
}

/* A value or condition: a JSON number or boolean, or a string in the
 * expression language. NULL when it is anything else. */
static Expr *
expr_compile (json_t *value)
{
  Expr *e = g_new0 (Expr, 1);
  e->ops = g_array_new (FALSE, FALSE, sizeof (Op));
  if (json_is_number (value) || json_is_boolean (value) || json_is_null (value))
    {
      Op o = { .op = OP_NUM,
               .num = json_is_number (value) ? json_number_value (value) : json_is_true (value) };
      g_array_append_val (e->ops, o);
      e->values_only = TRUE;
      return e;
    }
  if (json_is_string (value))
    {
      Parser ps = { .p = json_string_value (value), .e = e };
      parse_or (&ps);
      skip_space (&ps);
      if (!ps.bad && *ps.p == '\0' && e->ops->len > 0 && e->ops->len <= MAX_EXPR_OPS)
        {
          e->values_only = TRUE;
          for (guint i = 0; i < e->ops->len; i++)
            {
              const Op *o = &g_array_index (e->ops, Op, i);
              static const char *const numbers[]
                  = { "hp", "atk", "def", "mdef", "money", "exp", "experience", "hpmax", NULL };
              if (o->op != OP_NAME || (o->ns != NS_STATUS && o->ns != NS_ITEM))
                continue;
              e->values_only = FALSE;
              if (o->ns == NS_ITEM)
                e->reads_items = TRUE;
              else if (g_strv_contains (numbers, o->name))
                e->reads_numbers = TRUE;
              else if (strcmp (o->name, "x") == 0 || strcmp (o->name, "y") == 0)
                e->reads_loc = TRUE;
              else
                e->reads_other = TRUE;
            }
          return e;
        }
    }
  expr_free (e);
  return NULL;
}

/* --- the state -------------------------------------------------------------- */

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
  GHashTable *expr_cache; /* json_t* (a command's value, borrowed) -> Expr*, or NULL */
};

typedef struct
{
  const char *hook;
  gint floor, x, y;
  const char *floor_id; /* with x and y, mota-js's prefix "floorId@x@y" of switch: names */
} Ctx;

static const char *const hook_keys[]
    = { "events",      "afterBattle", "afterGetItem", "afterOpenDoor",
        "firstArrive", "eachArrive",  "autoEvent" };

static gboolean
has_content (json_t *v)
{
  return (json_is_object (v) && json_object_size (v) > 0)
         || (json_is_array (v) && json_array_size (v) > 0);
}

static void
collect_autos (TwTowerEvents *tev, const TwTower *tower)
{
  for (guint f = 0; f < tw_tower_get_n_floors (tower); f++)
    {
      const char *key;
      json_t *per_cell;
      json_object_foreach (json_object_get (tw_tower_get_floor (tower, f)->json, "autoEvent"), key,
                           per_cell)
      {
        gint x, y;
        const char *index;
        json_t *ev;
        if (sscanf (key, "%d,%d", &x, &y) != 2)
          continue;
        json_object_foreach (per_cell, index, ev)
        {
          Auto a = { .floor = (gint)f, .x = x, .y = y, .index = atoi (index) };
          if (!json_is_object (ev))
            continue;
          a.cond = expr_compile (json_object_get (ev, "condition"));
          a.current_floor = json_is_true (json_object_get (ev, "currentFloor"));
          a.multi = json_is_true (json_object_get (ev, "multiExecute"));
          a.data = json_object_get (ev, "data");
          if (a.cond != NULL && a.cond->reads_items)
            tev->any_reads_items = TRUE;
          g_array_append_val (tev->autos, a);
        }
      }
    }
}

TwTowerEvents *
tw_tower_events_new (TwEngine *self)
{
  const TwTower *tower = self->tower;
  gboolean any = has_content (json_object_get (tw_tower_get_events (tower), "commonEvent"));
  TwTowerEvents *tev;

  for (guint f = 0; f < tw_tower_get_n_floors (tower) && !any; f++)
    for (guint k = 0; k < G_N_ELEMENTS (hook_keys) && !any; k++)
      any = has_content (json_object_get (tw_tower_get_floor (tower, f)->json, hook_keys[k]));
  if (!any)
    return NULL;
  tev = g_new0 (TwTowerEvents, 1);
  tev->flags = json_object ();
  tev->globals = json_object ();
  tev->visited = g_new0 (guint8, MAX (1, tw_tower_get_n_floors (tower)));
  tev->autos = g_array_new (FALSE, FALSE, sizeof (Auto));
  tev->pending = g_array_new (FALSE, FALSE, sizeof (Pending));
  tev->answers = g_array_new (FALSE, FALSE, sizeof (gint));
  tev->shops = json_object ();
  tev->expr_cache = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify)expr_free);
  collect_autos (tev, tower);
  tev->auto_done = g_new0 (guint8, tev->autos->len + 1);
  tev->auto_frame = g_new0 (guint8, tev->autos->len + 1);
  return tev;
}

void
tw_tower_events_free (TwTowerEvents *tev)
{
  if (tev == NULL)
    return;
  json_decref (tev->flags);
  json_decref (tev->globals);
  g_free (tev->visited);
  for (guint i = 0; i < tev->autos->len; i++)
    expr_free (g_array_index (tev->autos, Auto, i).cond);
  g_array_unref (tev->autos);
  g_free (tev->auto_done);
  g_free (tev->auto_frame);
  g_array_unref (tev->pending);
  g_hash_table_unref (tev->expr_cache);
  g_array_unref (tev->answers);
  json_decref (tev->shops);
  json_decref (tev->items_snap);
  g_free (tev);
}

/* A cell's event as a list of commands, its `enable` and `noPass`. */
static json_t *
event_commands (json_t *ev, gboolean *enabled, json_t **no_pass)
{
  if (enabled)
    *enabled = TRUE;
  if (no_pass)
    *no_pass = NULL;
  if (json_is_object (ev))
    {
      if (enabled)
        *enabled = !json_is_false (json_object_get (ev, "enable"));
      if (no_pass)
        *no_pass = json_object_get (ev, "noPass");
      return json_object_get (ev, "data");
    }
  return json_is_array (ev) || json_is_string (ev) ? ev : NULL;
}

static json_t *
cell_hook (TwEngine *self, gint floor, const char *hook, gint x, gint y)
{
  char key[32];
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  return json_object_get (json_object_get (self->floors[floor].def->json, hook), key);
}

void
tw_tower_events_reset (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  json_object_clear (tev->flags);
  json_object_clear (tev->globals);
  memset (tev->visited, 0, self->n_floors);
  memset (tev->auto_done, 0, tev->autos->len);
  g_array_set_size (tev->pending, 0);
  g_array_set_size (tev->answers, 0);
  json_object_clear (tev->shops);
  tev->won = FALSE;
  tev->version++;
  /* mota-js (maps.js initBlock): an event with `enable: false` starts
   * disabled, its block hidden until `show` (docs/rules.md §11.3). */
  for (guint f = 0; f < self->n_floors; f++)
    {
      TwFloorState *fs = &self->floors[f];
      const char *key;
      json_t *ev;
      json_object_foreach (json_object_get (fs->def->json, "events"), key, ev)
      {
        gboolean enabled;
        gint x, y;
        event_commands (ev, &enabled, NULL);
        if (enabled || sscanf (key, "%d,%d", &x, &y) != 2 || !tw_engine_in_bounds (fs, x, y))
          continue;
        if (fs->hidden == NULL)
          fs->hidden = g_new0 (guint8, (gsize)fs->def->width * fs->def->height);
        fs->hidden[tw_engine_cell_of (fs, x, y)] = 1;
      }
    }
}

gboolean
tw_tower_events_cell (TwEngine *self, gint x, gint y, gboolean *bump)
{
  TwFloorState *fs = &self->floors[self->cur];
  json_t *no_pass, *commands;
  const TwTileInfo *info;
  gsize cell;

  if (self->tev == NULL || !tw_engine_in_bounds (fs, x, y))
    return FALSE;
  cell = tw_engine_cell_of (fs, x, y);
  if (fs->hidden && fs->hidden[cell])
    return FALSE;
  commands = event_commands (cell_hook (self, self->cur, "events", x, y), NULL, &no_pass);
  if (commands == NULL)
    return FALSE;
  info = tw_tower_get_tile (self->tower, fs->tiles[cell]);
  /* mota-js's noPass: the event's own, else the block's (canPass). */
  if (json_is_boolean (no_pass))
    *bump = json_is_true (no_pass);
  else
    *bump = fs->tiles[cell] != 0 && (info == NULL || !info->can_pass);
  return TRUE;
}

static void
queue (TwEngine *self, const char *hook, gint floor, gint x, gint y, json_t *data)
{
  Pending p = { .hook = hook, .floor = floor, .x = x, .y = y, .data = data };
  if (data != NULL)
    g_array_append_val (self->tev->pending, p);
}

void
tw_tower_events_queue_cell (TwEngine *self, const char *hook, gint x, gint y)
{
  json_t *data;

  if (self->tev == NULL)
    return;
  data = cell_hook (self, self->cur, hook, x, y);
  if (strcmp (hook, "events") == 0)
    data = event_commands (data, NULL, NULL);
  queue (self, hook, self->cur, x, y, data);
}

void
tw_tower_events_arrived (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;
  json_t *floor_json;

  if (tev == NULL)
    return;
  floor_json = self->floors[self->cur].def->json;
  /* mota-js (events.js afterChangeFloor): firstArrive once, then eachArrive. */
  if (!tev->visited[self->cur])
    {
      tev->visited[self->cur] = 1;
      queue (self, "firstArrive", self->cur, -1, -1, json_object_get (floor_json, "firstArrive"));
    }
  queue (self, "eachArrive", self->cur, -1, -1, json_object_get (floor_json, "eachArrive"));
}

/* --- names -------------------------------------------------------------------- */

static gint64 *
status_field (TwEngine *self, const char *name)
{
  static const char *const names[] = { "hp", "atk", "def", "mdef", "money", "exp", "experience" };
  gint64 *fields[] = { &self->hero.hp,    &self->hero.atk, &self->hero.def, &self->hero.mdef,
                       &self->hero.money, &self->hero.exp, &self->hero.exp };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (name, names[i]) == 0)
      return fields[i];
  if (strcmp (name, "hpmax") == 0)
    {
      self->hero.has_hpmax = TRUE;
      return &self->hero.hpmax;
    }
  return NULL;
}

static gint64
item_count (TwEngine *self, const char *id)
{
  const char *cls;
  json_t *per_cls;
  gint64 n = 0;
  json_object_foreach (self->hero.items, cls, per_cls)
  {
    json_t *count = json_object_get (per_cls, id);
    if (json_is_integer (count))
      n += json_integer_value (count);
  }
  return n;
}

static void
set_item_count (TwEngine *self, const char *id, gint64 count)
{
  gint index = tw_tower_find_item (self->tower, id);
  const char *cls = index >= 0 ? tw_tower_get_item (self->tower, (guint)index)->cls : "tools";
  json_t *per_cls = json_object_get (self->hero.items, cls);

  if (per_cls == NULL)
    {
      per_cls = json_object ();
      json_object_set_new (self->hero.items, cls, per_cls);
    }
  if (count <= 0)
    json_object_del (per_cls, id);
  else
    json_object_set_new (per_cls, id, json_integer (count));
}

static double
json_to_number (json_t *v)
{
  if (json_is_number (v))
    return json_number_value (v);
  if (json_is_true (v))
    return 1;
  if (json_is_string (v))
    return g_ascii_strtod (json_string_value (v), NULL);
  return 0;
}

static json_t *
number_to_json (double v)
{
  if (v == floor (v) && fabs (v) < 9e15)
    return json_integer ((json_int_t)v);
  return json_real (v);
}

static void
flag_key (const Ctx *ctx, Namespace ns, const char *name, char *buf, gsize len)
{
  if (ns == NS_SWITCH)
    g_snprintf (buf, len, "%s@%d@%d@%s", ctx->floor_id, ctx->x, ctx->y, name);
  else
    g_strlcpy (buf, name, len);
}

static double
read_name (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name)
{
  char key[256];
  gint64 *field;
  json_t *v;

  switch (ns)
    {
    case NS_STATUS:
      if ((field = status_field (self, name)) != NULL)
        return (double)*field;
      if (strcmp (name, "x") == 0 || strcmp (name, "y") == 0)
        return name[0] == 'x' ? self->hero.x : self->hero.y;
      return json_to_number (json_object_get (self->hero.rest, name));
    case NS_ITEM:
      return (double)item_count (self, name);
    case NS_GLOBAL:
      return json_to_number (json_object_get (self->tev->globals, name));
    case NS_FLAG:
    case NS_SWITCH:
    default:
      flag_key (ctx, ns, name, key, sizeof key);
      v = json_object_get (self->tev->flags, key);
      if (v == NULL)
        v = json_object_get (json_object_get (self->hero.rest, "flags"), key);
      return json_to_number (v);
    }
}

static void
write_name (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name, double value)
{
  char key[256];
  gint64 *field;

  switch (ns)
    {
    case NS_STATUS:
      if ((field = status_field (self, name)) != NULL)
        *field = (gint64)floor (value);
      else if (strcmp (name, "x") == 0 || strcmp (name, "y") == 0)
        *(name[0] == 'x' ? &self->hero.x : &self->hero.y) = (gint)value;
      else
        json_object_set_new (self->hero.rest, name, number_to_json (value));
      break;
    case NS_ITEM:
      set_item_count (self, name, (gint64)floor (value));
      break;
    case NS_GLOBAL:
      json_object_set_new (self->tev->globals, name, number_to_json (value));
      self->tev->version++;
      break;
    case NS_FLAG:
    case NS_SWITCH:
    default:
      flag_key (ctx, ns, name, key, sizeof key);
      json_object_set_new (self->tev->flags, key, number_to_json (value));
      self->tev->version++;
      break;
    }
}

static gboolean
expr_eval (TwEngine *self, const Ctx *ctx, const Expr *e, double *out)
{
  double stack[MAX_EXPR_OPS];
  guint sp = 0;

  for (guint i = 0; i < e->ops->len; i++)
    {
      const Op *o = &g_array_index (e->ops, Op, i);
      double a, b;
      if (o->op == OP_NUM || o->op == OP_NAME)
        {
          stack[sp++] = o->op == OP_NUM ? o->num : read_name (self, ctx, o->ns, o->name);
          continue;
        }
      if (o->op == OP_NEG || o->op == OP_NOT)
        {
          if (sp < 1)
            return FALSE;
          stack[sp - 1] = o->op == OP_NEG ? -stack[sp - 1] : (stack[sp - 1] == 0);
          continue;
        }
      if (sp < 2)
        return FALSE;
      b = stack[--sp];
      a = stack[sp - 1];
      switch (o->op)
        {
        case OP_ADD:
          a = a + b;
          break;
        case OP_SUB:
          a = a - b;
          break;
        case OP_MUL:
          a = a * b;
          break;
        case OP_DIV:
          a = a / b;
          break;
        case OP_MOD:
          a = fmod (a, b);
          break;
        case OP_LT:
          a = a < b;
          break;
        case OP_LE:
          a = a <= b;
          break;
        case OP_GT:
          a = a > b;
          break;
        case OP_GE:
          a = a >= b;
          break;
        case OP_EQ:
          a = a == b;
          break;
        case OP_NE:
          a = a != b;
          break;
        case OP_AND:
          a = a != 0 ? b : a;
          break;
        case OP_OR:
          a = a != 0 ? a : b;
          break;
        default:
          return FALSE;
        }
      stack[sp - 1] = a;
    }
  if (sp != 1 || !isfinite (stack[0]))
    return FALSE;
  *out = stack[0];
  return TRUE;
}

/* Evaluates @value (a command's field); FALSE when it is not simulated. */
static gboolean
eval_value (TwEngine *self, const Ctx *ctx, json_t *value, double *out)
{
  TwTowerEvents *tev = self->tev;
  Expr *e;

  /* Commands are the tower's own JSON, which outlives the engine: each
   * value is compiled once. */
  if (value == NULL || !g_hash_table_lookup_extended (tev->expr_cache, value, NULL, (gpointer *)&e))
    {
      e = expr_compile (value);
      if (value != NULL)
        g_hash_table_insert (tev->expr_cache, value, e);
    }
  return e != NULL && expr_eval (self, ctx, e, out);
}

/* --- trace ------------------------------------------------------------------------ */

static void
emit (TwEngine *self, const Ctx *ctx, TwEventKind kind, const char *command, const char *reason)
{
  TwEvent ev = { .kind = kind,
                 .hook = ctx->hook,
                 .floor_id = ctx->floor >= 0 ? self->floors[ctx->floor].def->id : NULL,
                 .x = ctx->x,
                 .y = ctx->y,
                 .command = command,
                 .reason = reason };
  if (self->sink)
    tw_engine_emit (self, &ev);
}

static void
ctx_init (TwEngine *self, Ctx *ctx, const char *hook, gint floor, gint x, gint y)
{
  ctx->hook = hook;
  ctx->floor = floor;
  ctx->x = x;
  ctx->y = y;
  ctx->floor_id = floor >= 0 ? self->floors[floor].def->id : "";
}

/* --- commands ------------------------------------------------------------------------ */

typedef enum
{
  FLOW_NEXT,
  FLOW_BREAK,
  FLOW_CONTINUE,
  FLOW_EXIT, /* `exit`: the event ends */
  FLOW_STOP, /* the run ends: death, win, the command cap */
  FLOW_LOSE, /* `lose`: death, once its line is written */
} Flow;

static Flow run_list (TwEngine *self, const Ctx *ctx, json_t *list);
static const char *static_skip (TwTower *tower, json_t *cmd, const char *type);
static gboolean compiles (json_t *value);

/* Commands that only draw, sound or wait in mota-js: no-ops here. */
static const char *const presentation[]
    = { "comment",       "text",          "autoText",       "scrollText",
        "setText",       "tip",           "animate",        "playSound",
        "stopSound",     "playBgm",       "pauseBgm",       "resumeBgm",
        "loadBgm",       "freeBgm",       "setVolume",      "sleep",
        "setCurtain",    "vibrate",       "turnBlock",      "showImage",
        "hideImage",     "showTextImage", "moveImage",      "rotateImage",
        "scaleImage",    "showGif",       "setHeroOpacity", "screenFlash",
        "setWeather",    "update",        "updateEnemys",   "waitAsync",
        "showStatusBar", "hideStatusBar", "setHeroIcon",    "setViewport",
        "moveViewport",  "lockViewport",  "drawWarning",    "setAnimate",
        "autoSave",      "animateImage",  "setBgFgBlock",   "hideFloorImg",
        "showFloorImg",  "showHero",      "hideHero",       "stopAsync",
        "drawArrow",     "fillText",      "clearMap",       "setAttribute",
        "setFilter",     "previewUI",     "waitBgm",        NULL };

static gboolean
is_presentation (const char *type)
{
  return g_strv_contains ((const char *const *)presentation, type);
}

/* The cells of a block command: `loc` as [x, y] or [[x, y], ...], else the
 * event's own cell. */
static guint
command_cells (const Ctx *ctx, json_t *loc, TwPoint *cells, guint max)
{
  guint n = 0;
  if (json_is_array (loc) && json_array_size (loc) >= 2 && json_is_number (json_array_get (loc, 0)))
    {
      cells[0].x = (gint)json_number_value (json_array_get (loc, 0));
      cells[0].y = (gint)json_number_value (json_array_get (loc, 1));
      return 1;
    }
  if (json_is_array (loc))
    {
      gsize i;
      json_t *p;
      json_array_foreach (loc, i, p)
      {
        if (n < max && json_is_array (p) && json_is_number (json_array_get (p, 0))
            && json_is_number (json_array_get (p, 1)))
          {
            cells[n].x = (gint)json_number_value (json_array_get (p, 0));
            cells[n].y = (gint)json_number_value (json_array_get (p, 1));
            n++;
          }
      }
      return n;
    }
  if (loc == NULL && ctx->x >= 0)
    {
      cells[0].x = ctx->x;
      cells[0].y = ctx->y;
      return 1;
    }
  return 0;
}

/* `floorId` of a command, the current floor when missing; -1 when unknown. */
static gint
command_floor (TwEngine *self, json_t *cmd)
{
  const char *id = json_string_value (json_object_get (cmd, "floorId"));
  if (id == NULL || strcmp (id, ":now") == 0)
    return self->cur;
  if (strcmp (id, ":next") == 0)
    return self->cur + 1 < (gint)self->n_floors ? self->cur + 1 : -1;
  if (strcmp (id, ":before") == 0)
    return self->cur - 1;
  return tw_tower_find_floor (self->tower, id);
}

static gboolean
tile_number (TwEngine *self, json_t *number, guint32 *out)
{
  if (json_is_integer (number) && json_integer_value (number) >= 0)
    *out = (guint32)json_integer_value (number);
  else if (json_is_string (number) && g_ascii_isdigit (json_string_value (number)[0]))
    *out = (guint32)g_ascii_strtoull (json_string_value (number), NULL, 10);
  else if (json_is_string (number))
    *out = tw_tower_find_tile_by_id (self->tower, json_string_value (number));
  else
    return FALSE;
  return *out != 0 || (json_is_integer (number) && json_integer_value (number) == 0);
}

static gboolean
in_floor (TwEngine *self, gint floor, gint x, gint y)
{
  return floor >= 0 && tw_engine_in_bounds (&self->floors[floor], x, y);
}

/* setValue (events.js `_action_setValue` / `_updateValueByOperator`). */
static const char *
do_set_value (TwEngine *self, const Ctx *ctx, json_t *cmd, const char *type)
{
  const char *name = json_string_value (json_object_get (cmd, "name"));
  const char *op = json_string_value (json_object_get (cmd, "operator"));
  g_autoptr (GString) text = NULL;
  Expr *target;
  Op *o;
  double value, old;

  if (name == NULL || !eval_value (self, ctx, json_object_get (cmd, "value"), &value))
    return "value not simulated";
  /* The name must be exactly one name of the language. */
  {
    json_t *s = json_string (name);
    target = expr_compile (s);
    json_decref (s);
  }
  if (target == NULL || target->ops->len != 1
      || (o = &g_array_index (target->ops, Op, 0))->op != OP_NAME)
    {
      expr_free (target);
      return "name not simulated";
    }
  if (strcmp (type, "addValue") == 0)
    op = "+=";
  old = read_name (self, ctx, o->ns, o->name);
  if (op == NULL || strcmp (op, "=") == 0)
    ;
  else if (strcmp (op, "+=") == 0)
    value = old + value;
  else if (strcmp (op, "-=") == 0)
    value = old - value;
  else if (strcmp (op, "*=") == 0)
    value = old * value;
  else if (strcmp (op, "/=") == 0)
    value = old / value;
  else if (strcmp (op, "//=") == 0)
    value = floor (old / value);
  else if (strcmp (op, "%=") == 0)
    value = fmod (old, value);
  else if (strcmp (op, "**=") == 0)
    value = pow (old, value);
  else if (strcmp (op, "min=") == 0)
    value = MIN (old, value);
  else if (strcmp (op, "max=") == 0)
    value = MAX (old, value);
  else
    {
      expr_free (target);
      return "operator not simulated";
    }
  if (!isfinite (value))
    {
      expr_free (target);
      return "value not simulated";
    }
  write_name (self, ctx, o->ns, o->name, value);
  expr_free (target);
  /* hp at 0 or below is a loss: run_list dies after the command's line. */
  return NULL;
}

static void
block_at (TwEngine *self, const char *type, gint floor, gint x, gint y, json_t *cmd)
{
  const char *fid = self->floors[floor].def->id;
  gboolean remove = strcmp (type, "remove") == 0 || json_is_true (json_object_get (cmd, "remove"));

  if (strcmp (type, "show") == 0)
    tw_engine_show_block (self, fid, x, y);
  else if (remove)
    {
      /* removeBlock takes the event too: the cell stays hidden. */
      tw_engine_remove_block (self, fid, x, y);
      tw_engine_hide_block (self, fid, x, y);
    }
  else
    tw_engine_hide_block (self, fid, x, y);
}

static gboolean
step_delta (const char *dir, gint *dx, gint *dy)
{
  static const char *const names[] = { "up", "right", "down", "left" };
  static const gint ddx[] = { 0, 1, 0, -1 }, ddy[] = { -1, 0, 1, 0 };
  for (guint d = 0; d < 4; d++)
    if (strcmp (dir, names[d]) == 0)
      {
        *dx = ddx[d];
        *dy = ddy[d];
        return TRUE;
      }
  return FALSE;
}

/* moveBlock's end cell after `steps` ("up", "left:2", {direction, value}). */
static gboolean
move_end (json_t *steps, gint *x, gint *y)
{
  gsize i;
  json_t *s;

  if (!json_is_array (steps))
    return FALSE;
  json_array_foreach (steps, i, s)
  {
    g_autofree char *dir = NULL;
    gint n = 1, dx, dy;
    if (json_is_string (s))
      {
        const char *colon = strchr (json_string_value (s), ':');
        dir = colon ? g_strndup (json_string_value (s), colon - json_string_value (s))
                    : g_strdup (json_string_value (s));
        if (colon)
          n = atoi (colon + 1);
      }
    else if (json_is_object (s))
      {
        dir = g_strdup (json_string_value (json_object_get (s, "direction")));
        n = (gint)tw_json_get_int (s, "value", 1);
      }
    if (dir == NULL || !step_delta (dir, &dx, &dy) || n < 0 || n > 10000)
      return FALSE;
    *x += dx * n;
    *y += dy * n;
  }
  return TRUE;
}

static gboolean
point_of (json_t *loc, gint *x, gint *y)
{
  if (!json_is_array (loc) || !json_is_number (json_array_get (loc, 0))
      || !json_is_number (json_array_get (loc, 1)))
    return FALSE;
  *x = (gint)json_number_value (json_array_get (loc, 0));
  *y = (gint)json_number_value (json_array_get (loc, 1));
  return TRUE;
}

/* changeFloor (events.js `_action_changeFloor`): `loc`, else the tile named
 * by `stair` on the new floor, else where the hero stands. */
static const char *
do_change_floor (TwEngine *self, json_t *cmd)
{
  gint floor = command_floor (self, cmd), x = self->hero.x, y = self->hero.y;
  const char *stair = json_string_value (json_object_get (cmd, "stair"));
  const char *direction = json_string_value (json_object_get (cmd, "direction"));
  gint dx, dy;

  if (floor < 0)
    return "unknown floor";
  if (!point_of (json_object_get (cmd, "loc"), &x, &y) && stair != NULL)
    {
      TwFloorState *fs = &self->floors[floor];
      for (gsize c = 0; c < (gsize)fs->def->width * fs->def->height; c++)
        {
          const TwTileInfo *info = tw_tower_get_tile (self->tower, fs->tiles[c]);
          if (info && strcmp (info->id, stair) == 0)
            {
              x = (gint)(c % fs->def->width);
              y = (gint)(c / fs->def->width);
              break;
            }
        }
    }
  if (!in_floor (self, floor, x, y))
    return "cell outside the floor";
  if (direction && step_delta (direction, &dx, &dy))
    {
      g_free (self->hero.direction);
      self->hero.direction = g_strdup (direction);
    }
  tw_engine_change_floor (self, self->floors[floor].def->id, x, y);
  return NULL;
}

/* moveHero (events.js `eventMoveHero`): the hero walks the steps whatever
 * stands there (no battle, pickup or event), each step a move of one tick
 * (docs/rules.md §11.3). "forward" and "backward" follow his facing. */
static gboolean
move_hero_steps_ok (json_t *steps)
{
  gsize i;
  json_t *s;

  if (!json_is_array (steps))
    return FALSE;
  json_array_foreach (steps, i, s)
  {
    const char *text = json_string_value (s);
    g_autofree char *dir = text ? g_strndup (text, strcspn (text, ":")) : NULL;
    gint dx, dy;
    if (dir == NULL
        || !(step_delta (dir, &dx, &dy) || strcmp (dir, "forward") == 0
             || strcmp (dir, "backward") == 0 || strcmp (dir, "speed") == 0))
      return FALSE;
  }
  return TRUE;
}

static const char *
do_move_hero (TwEngine *self, json_t *steps)
{
  gsize i;
  json_t *s;

  /* All steps are read first: a step not understood skips the whole move. */
  if (!move_hero_steps_ok (steps))
    return "steps not simulated";
  json_array_foreach (steps, i, s)
  {
    const char *text = json_string_value (s);
    const char *colon = strchr (text, ':');
    g_autofree char *dir = g_strndup (text, strcspn (text, ":"));
    gint n = colon ? atoi (colon + 1) : 1, sign = 1, dx, dy;
    if (strcmp (dir, "speed") == 0)
      continue;
    if (strcmp (dir, "forward") == 0 || strcmp (dir, "backward") == 0)
      {
        sign = dir[0] == 'b' ? -1 : 1;
        g_free (dir);
        dir = g_strdup (self->hero.direction ? self->hero.direction : "up");
      }
    if (!step_delta (dir, &dx, &dy))
      return "steps not simulated";
    for (gint k = 0; k < n && k < 10000; k++)
      {
        gint x = self->hero.x + sign * dx, y = self->hero.y + sign * dy;
        if (!in_floor (self, self->cur, x, y) || self->dead)
          return self->dead ? NULL : "cell outside the floor";
        if (sign > 0)
          {
            g_free (self->hero.direction);
            self->hero.direction = g_strdup (dir);
          }
        self->hero.x = x;
        self->hero.y = y;
        tw_engine_consume_time (self, 1, "move");
      }
  }
  return NULL;
}

/* The common event @name (project/events.js commonEvent), or NULL. */
static json_t *
common_event (TwEngine *self, const char *name)
{
  return json_object_get (json_object_get (tw_tower_get_events (self->tower), "commonEvent"), name);
}

/* Containers (if, switch, loops, insert, trigger, choices) write their
 * line before what they run, as soon as they are known to be played. */
#define EMIT_NOW()                                                                                 \
  do                                                                                               \
    {                                                                                              \
      emit (self, ctx, TW_EVENT_EVENT, type, NULL);                                                \
      *emitted = TRUE;                                                                             \
    }                                                                                              \
  while (0)

/* One command. Returns the flow; *skip_reason when it was not simulated. */
static Flow
run_command (TwEngine *self, const Ctx *ctx, json_t *cmd, const char *type, const char **skip,
             gboolean *emitted)
{
  TwTowerEvents *tev = self->tev;
  TwPoint cells[64];
  guint n;
  gint floor;
  double v;

  *skip = NULL;
  if (is_presentation (type))
    return FLOW_NEXT;
  if (strcmp (type, "setValue") == 0 || strcmp (type, "addValue") == 0)
    {
      *skip = do_set_value (self, ctx, cmd, type);
      return self->dead ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "if") == 0)
    {
      if (!eval_value (self, ctx, json_object_get (cmd, "condition"), &v))
        return (*skip = "condition not simulated"), FLOW_NEXT;
      EMIT_NOW ();
      return run_list (self, ctx, json_object_get (cmd, v != 0 ? "true" : "false"));
    }
  if (strcmp (type, "switch") == 0)
    {
      json_t *c;
      gsize i;
      gboolean matched = FALSE;
      if (!eval_value (self, ctx, json_object_get (cmd, "condition"), &v))
        return (*skip = "condition not simulated"), FLOW_NEXT;
      EMIT_NOW ();
      json_array_foreach (json_object_get (cmd, "caseList"), i, c)
      {
        json_t *value = json_object_get (c, "case");
        double cv;
        if (!matched)
          {
            if (g_strcmp0 (json_string_value (value), "default") == 0)
              matched = TRUE;
            else if (eval_value (self, ctx, value, &cv))
              matched = cv == v;
          }
        if (matched)
          {
            Flow f = run_list (self, ctx, json_object_get (c, "action"));
            if (f == FLOW_BREAK)
              return FLOW_NEXT;
            if (f != FLOW_NEXT)
              return f;
            if (!json_is_true (json_object_get (c, "nobreak")))
              return FLOW_NEXT;
          }
      }
      return FLOW_NEXT;
    }
  if (strcmp (type, "while") == 0 || strcmp (type, "dowhile") == 0)
    {
      json_t *cond = json_object_get (cmd, "condition");
      gboolean first = strcmp (type, "dowhile") == 0;
      if (!compiles (cond))
        return (*skip = "condition not simulated"), FLOW_NEXT;
      EMIT_NOW ();
      for (gint turn = 0;; turn++)
        {
          Flow f;
          if (!first)
            {
              if (!eval_value (self, ctx, cond, &v))
                return (*skip = "condition not simulated"), FLOW_NEXT;
              if (v == 0)
                return FLOW_NEXT;
            }
          first = FALSE;
          if (turn >= MAX_WHILE_TURNS)
            {
              TwEvent ev = { .kind = TW_EVENT_LIMIT,
                             .limit = "eventWhileTurns",
                             .limit_max = MAX_WHILE_TURNS,
                             .dropped = 1 };
              if (self->sink)
                tw_engine_emit (self, &ev);
              return FLOW_NEXT;
            }
          f = run_list (self, ctx, json_object_get (cmd, "data"));
          if (f == FLOW_BREAK)
            return FLOW_NEXT;
          if (f == FLOW_EXIT || f == FLOW_STOP)
            return f;
        }
    }
  if (strcmp (type, "break") == 0)
    return FLOW_BREAK;
  if (strcmp (type, "continue") == 0)
    return FLOW_CONTINUE;
  if (strcmp (type, "exit") == 0)
    return FLOW_EXIT;
  if (strcmp (type, "hide") == 0 || strcmp (type, "show") == 0 || strcmp (type, "remove") == 0)
    {
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, G_N_ELEMENTS (cells));
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      for (guint i = 0; i < n; i++)
        if (in_floor (self, floor, cells[i].x, cells[i].y))
          block_at (self, type, floor, cells[i].x, cells[i].y, cmd);
      return FLOW_NEXT;
    }
  if (strcmp (type, "setBlock") == 0 || strcmp (type, "closeDoor") == 0)
    {
      guint32 tile;
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, G_N_ELEMENTS (cells));
      if (!tile_number (self, json_object_get (cmd, type[0] == 's' ? "number" : "id"), &tile))
        return (*skip = "unknown tile"), FLOW_NEXT;
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      for (guint i = 0; i < n; i++)
        if (in_floor (self, floor, cells[i].x, cells[i].y))
          {
            tw_engine_set_block (self, self->floors[floor].def->id, cells[i].x, cells[i].y, tile);
            tw_engine_show_block (self, self->floors[floor].def->id, cells[i].x, cells[i].y);
          }
      return FLOW_NEXT;
    }
  if (strcmp (type, "openDoor") == 0)
    {
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
      if (floor < 0 || n == 0 || !in_floor (self, floor, cells[0].x, cells[0].y))
        return (*skip = "no cell"), FLOW_NEXT;
      tw_engine_remove_block (self, self->floors[floor].def->id, cells[0].x, cells[0].y);
      if (floor == self->cur)
        tw_tower_events_queue_cell (self, "afterOpenDoor", cells[0].x, cells[0].y);
      return FLOW_NEXT;
    }
  if (strcmp (type, "move") == 0 || strcmp (type, "jump") == 0)
    {
      gboolean move = type[0] == 'm';
      gint fx, fy, tx, ty;
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, move ? "loc" : "from"), cells, 1);
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      fx = tx = cells[0].x;
      fy = ty = cells[0].y;
      if (move ? !move_end (json_object_get (cmd, "steps"), &tx, &ty)
               : !point_of (json_object_get (cmd, "to"), &tx, &ty))
        return (*skip = move ? "steps not simulated" : "target not simulated"), FLOW_NEXT;
      if (!in_floor (self, floor, fx, fy) || !in_floor (self, floor, tx, ty))
        return (*skip = "cell outside the floor"), FLOW_NEXT;
      (move ? tw_engine_move_block
            : tw_engine_jump_block) (self, self->floors[floor].def->id, fx, fy, tx, ty,
                                     json_is_true (json_object_get (cmd, "keep")));
      return FLOW_NEXT;
    }
  if (strcmp (type, "changeFloor") == 0)
    {
      *skip = do_change_floor (self, cmd);
      return FLOW_NEXT;
    }
  if (strcmp (type, "choices") == 0 || strcmp (type, "confirm") == 0)
    {
      /* events.js `_action_choices` / `_action_confirm`, answered by the
       * script's `choose N` (docs/rules.md §11.8); confirm: 0 yes, 1 no. */
      gboolean confirm = type[1] == 'o';
      json_t *list = json_object_get (cmd, "choices"), *choice;
      gint answer;
      if (tev->answers->len == 0)
        return (*skip = "no answer (choose N)"), FLOW_NEXT;
      answer = g_array_index (tev->answers, gint, 0);
      g_array_remove_index (tev->answers, 0);
      if (confirm)
        {
          if (answer > 1)
            return (*skip = "no such choice"), FLOW_NEXT;
          EMIT_NOW ();
          return run_list (self, ctx, json_object_get (cmd, answer == 0 ? "yes" : "no"));
        }
      choice = json_array_get (list, (gsize)answer);
      if (!json_is_object (choice))
        return (*skip = "no such choice"), FLOW_NEXT;
      if (json_object_get (choice, "condition") != NULL)
        {
          if (!eval_value (self, ctx, json_object_get (choice, "condition"), &v))
            return (*skip = "condition not simulated"), FLOW_NEXT;
          if (v == 0)
            return (*skip = "choice not available"), FLOW_NEXT;
        }
      EMIT_NOW ();
      return run_list (self, ctx, json_object_get (choice, "action"));
    }
  if (strcmp (type, "openShop") == 0 || strcmp (type, "disableShop") == 0)
    {
      /* events.js `_action_openShop` / `_action_disableShop`: the shop is
       * usable (by `shop ID N` lines) or not; opening it is the player's. */
      const char *id = json_string_value (json_object_get (cmd, "id"));
      if (id == NULL)
        return (*skip = "no shop id"), FLOW_NEXT;
      if (type[0] == 'o')
        json_object_set_new (tev->shops, id, json_true ());
      else
        json_object_del (tev->shops, id);
      return FLOW_NEXT;
    }
  if (strcmp (type, "moveHero") == 0)
    {
      *skip = do_move_hero (self, json_object_get (cmd, "steps"));
      return self->dead ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "jumpHero") == 0)
    {
      gint x = self->hero.x, y = self->hero.y;
      json_t *dxy = json_object_get (cmd, "dxy");
      if (point_of (dxy, &x, &y))
        {
          x += self->hero.x;
          y += self->hero.y;
        }
      else if (dxy != NULL
               || (json_object_get (cmd, "loc") != NULL
                   && !point_of (json_object_get (cmd, "loc"), &x, &y)))
        return (*skip = "target not simulated"), FLOW_NEXT;
      if (!in_floor (self, self->cur, x, y))
        return (*skip = "cell outside the floor"), FLOW_NEXT;
      /* events.js `jumpHero`: the hero lands, no step taken. */
      self->hero.x = x;
      self->hero.y = y;
      return FLOW_NEXT;
    }
  if (strcmp (type, "changePos") == 0)
    {
      gint x, y, dx, dy;
      const char *direction = json_string_value (json_object_get (cmd, "direction"));
      if (point_of (json_object_get (cmd, "loc"), &x, &y))
        {
          if (!in_floor (self, self->cur, x, y))
            return (*skip = "cell outside the floor"), FLOW_NEXT;
          self->hero.x = x;
          self->hero.y = y;
        }
      if (direction && step_delta (direction, &dx, &dy))
        {
          g_free (self->hero.direction);
          self->hero.direction = g_strdup (direction);
        }
      return FLOW_NEXT;
    }
  if (strcmp (type, "battle") == 0)
    {
      TwBattleOutcome outcome;
      gint enemy;
      if (json_object_get (cmd, "id") != NULL)
        return (*skip = "battle by id not simulated"), FLOW_NEXT;
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
      if (n == 0 || !tw_engine_cell_is_enemy (self, self->cur, cells[0].x, cells[0].y, &enemy))
        return (*skip = "no enemy"), FLOW_NEXT;
      /* events.js `_action_battle`: a forced battle; its time is not map time
       * (docs/rules.md §11.3). */
      tw_engine_battle (self, cells[0].x, cells[0].y, TW_BATTLE_BY_HERO, &outcome);
      return self->dead ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "insert") == 0)
    {
      const char *name = json_string_value (json_object_get (cmd, "name"));
      Ctx sub;
      json_t *data;
      if (name != NULL)
        {
          data = common_event (self, name);
          if (data == NULL)
            return (*skip = "unknown common event"), FLOW_NEXT;
          ctx_init (self, &sub, "commonEvent", ctx->floor, ctx->x, ctx->y);
        }
      else
        {
          floor = command_floor (self, cmd);
          n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
          if (floor < 0 || n == 0)
            return (*skip = "no cell"), FLOW_NEXT;
          data = event_commands (cell_hook (self, floor, "events", cells[0].x, cells[0].y), NULL,
                                 NULL);
          ctx_init (self, &sub, "events", floor, cells[0].x, cells[0].y);
        }
      {
        Flow f;
        EMIT_NOW ();
        f = run_list (self, &sub, data);
        return f == FLOW_STOP ? FLOW_STOP : FLOW_NEXT;
      }
    }
  if (strcmp (type, "trigger") == 0)
    {
      /* events.js `_action_trigger`: the cell's own event runs now, as if
       * the hero had met it; a cell of the current floor whose block is
       * hidden has none. Blocks without events (enemies, items) are not
       * triggered. */
      json_t *data;
      Ctx sub;
      Flow f;
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
      if (n == 0 || !in_floor (self, self->cur, cells[0].x, cells[0].y))
        return (*skip = "no cell"), FLOW_NEXT;
      {
        TwFloorState *fs = &self->floors[self->cur];
        gsize cell = tw_engine_cell_of (fs, cells[0].x, cells[0].y);
        data = fs->hidden && fs->hidden[cell]
                   ? NULL
                   : event_commands (cell_hook (self, self->cur, "events", cells[0].x, cells[0].y),
                                     NULL, NULL);
      }
      if (data == NULL)
        return (*skip = "no event there"), FLOW_NEXT;
      ctx_init (self, &sub, "events", self->cur, cells[0].x, cells[0].y);
      EMIT_NOW ();
      f = run_list (self, &sub, data);
      return f == FLOW_STOP ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "win") == 0)
    {
      tev->won = TRUE;
      return FLOW_STOP;
    }
  if (strcmp (type, "lose") == 0)
    return FLOW_LOSE; /* run_list dies after the command's line */
  *skip = "not simulated";
  return FLOW_NEXT;
}

static Flow
run_list (TwEngine *self, const Ctx *ctx, json_t *list)
{
  TwTowerEvents *tev = self->tev;
  gsize i;
  json_t *cmd;

  if (json_is_string (list) || json_is_object (list))
    {
      json_t *one = json_pack ("[O]", list);
      Flow f = run_list (self, ctx, one);
      json_decref (one);
      return f;
    }
  json_array_foreach (list, i, cmd)
  {
    const char *type
        = json_is_string (cmd) ? "text" : json_string_value (json_object_get (cmd, "type"));
    const char *skip = NULL;
    gboolean emitted = FALSE;
    Flow f;

    if (self->dead || tev->won)
      return FLOW_STOP;
    if (--tev->budget < 0)
      {
        TwEvent ev = { .kind = TW_EVENT_LIMIT,
                       .limit = "eventCommands",
                       .limit_max = MAX_FRAME_COMMANDS,
                       .dropped = 1 };
        if (self->sink)
          tw_engine_emit (self, &ev);
        return FLOW_STOP;
      }
    if (type == NULL)
      {
        emit (self, ctx, TW_EVENT_SKIP, "?", "no type");
        continue;
      }
    if (json_is_string (cmd))
      {
        emit (self, ctx, TW_EVENT_EVENT, type, NULL);
        continue;
      }
    if (is_presentation (type))
      {
        emit (self, ctx, TW_EVENT_EVENT, type, NULL);
        continue;
      }
    /* A command that may kill the hero by its own effects (a battle, the
     * ticks of moveHero) has its line first, so that nothing but refusals
     * follows a death (docs/rules.md §9); the others after they ran, when
     * whether they were played is known. */
    if (strcmp (type, "battle") == 0 || strcmp (type, "moveHero") == 0)
      {
        gint enemy;
        TwPoint cell[1];
        skip = static_skip (self->tower, cmd, type);
        if (skip == NULL && type[0] == 'b'
            && (command_cells (ctx, json_object_get (cmd, "loc"), cell, 1) == 0
                || !tw_engine_cell_is_enemy (self, self->cur, cell[0].x, cell[0].y, &enemy)))
          skip = "no enemy";
        emit (self, ctx, skip ? TW_EVENT_SKIP : TW_EVENT_EVENT, type, skip);
        if (skip)
          continue;
        f = run_command (self, ctx, cmd, type, &skip, &emitted);
      }
    else
      {
        f = run_command (self, ctx, cmd, type, &skip, &emitted);
        if (!emitted)
          emit (self, ctx, skip ? TW_EVENT_SKIP : TW_EVENT_EVENT, type, skip);
      }
    /* events.js `_action_setValue`: hp at 0 or below is a loss; `lose`. */
    if (f == FLOW_LOSE || (!self->dead && self->hero.hp <= 0))
      {
        self->hero.hp = MAX (self->hero.hp, 0);
        tw_engine_die (self, f == FLOW_LOSE ? "lose" : "event");
        return FLOW_STOP;
      }
    if (f != FLOW_NEXT)
      return f;
  }
  return FLOW_NEXT;
}

/* The first autoEvent that is due (its condition holds), queued; FALSE when none. */
/* Bumps the serials of what changed since the last check. */
static void
snapshot_hero (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;
  const TwHero *h = &self->hero;
  gint64 numbers[8] = { h->hp, h->atk, h->def, h->mdef, h->money, h->exp, h->hpmax, h->has_hpmax };
  gint64 loc[3] = { h->x, h->y, self->cur };

  if (memcmp (numbers, tev->numbers_snap, sizeof numbers) != 0)
    {
      memcpy (tev->numbers_snap, numbers, sizeof numbers);
      tev->numbers_serial++;
    }
  if (memcmp (loc, tev->loc_snap, sizeof loc) != 0)
    {
      memcpy (tev->loc_snap, loc, sizeof loc);
      tev->loc_serial++;
    }
  if (tev->any_reads_items && (tev->items_snap == NULL || !json_equal (tev->items_snap, h->items)))
    {
      json_decref (tev->items_snap);
      tev->items_snap = json_deep_copy (h->items);
      tev->items_serial++;
    }
}

static gboolean
queue_due_auto (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  if (tev->autos->len == 0)
    return FALSE;
  snapshot_hero (self);

  for (guint i = 0; i < tev->autos->len; i++)
    {
      Auto *a = &g_array_index (tev->autos, Auto, i);
      Ctx ctx;
      double v;
      if (a->cond == NULL || tev->auto_frame[i] || (a->current_floor && a->floor != self->cur)
          || (!a->multi && tev->auto_done[i]))
        continue;
      /* A condition that was false cannot have turned true while nothing it
       * reads changed: checking it again is skipped (docs/engine.md). */
      if (a->was_false && !a->cond->reads_other && a->false_version == tev->version
          && (!a->cond->reads_numbers || a->false_numbers == tev->numbers_serial)
          && (!a->cond->reads_loc || a->false_loc == tev->loc_serial)
          && (!a->cond->reads_items || a->false_items == tev->items_serial))
        continue;
      ctx_init (self, &ctx, "autoEvent", a->floor, a->x, a->y);
      if (!expr_eval (self, &ctx, a->cond, &v) || v == 0)
        {
          a->was_false = TRUE;
          a->false_version = tev->version;
          a->false_numbers = tev->numbers_serial;
          a->false_loc = tev->loc_serial;
          a->false_items = tev->items_serial;
          continue;
        }
      tev->auto_done[i] = 1;
      tev->auto_frame[i] = 1;
      queue (self, "autoEvent", a->floor, a->x, a->y, a->data);
      return TRUE;
    }
  return FALSE;
}

void
tw_tower_events_run (TwEngine *self)
{
  TwTowerEvents *tev = self->tev;

  if (tev == NULL || tev->running)
    return;
  tev->running = TRUE;
  tev->budget = MAX_FRAME_COMMANDS;
  memset (tev->auto_frame, 0, tev->autos->len);
  for (;;)
    {
      if (self->dead || tev->won)
        {
          g_array_set_size (tev->pending, 0);
          break;
        }
      if (!tev->visited[self->cur])
        tw_tower_events_arrived (self);
      if (tev->pending->len > 0)
        {
          Pending p = g_array_index (tev->pending, Pending, 0);
          Ctx ctx;
          g_array_remove_index (tev->pending, 0);
          ctx_init (self, &ctx, p.hook, p.floor, p.x, p.y);
          run_list (self, &ctx, p.data);
          continue;
        }
      if (!queue_due_auto (self))
        break;
    }
  tev->running = FALSE;
}

/* --- saved state -------------------------------------------------------------------- */

/* "floorId@x@y@index": an autoEvent's name in the saved state (mota-js's symbol). */
static const char *
auto_key (TwEngine *self, guint i)
{
  static char buf[256];
  const Auto *a = &g_array_index (self->tev->autos, Auto, i);
  g_snprintf (buf, sizeof buf, "%s@%d@%d@%d", self->floors[a->floor].def->id, a->x, a->y, a->index);
  return buf;
}

void
tw_tower_events_save (TwEngine *self, json_t *flags)
{
  TwTowerEvents *tev = self->tev;
  json_t *out, *visited = json_array (), *done = json_array ();

  if (tev == NULL)
    return;
  for (guint f = 0; f < self->n_floors; f++)
    if (tev->visited[f])
      json_array_append_new (visited, json_string (self->floors[f].def->id));
  for (guint i = 0; i < tev->autos->len; i++)
    if (tev->auto_done[i])
      json_array_append_new (done, json_string (auto_key (self, i)));
  if (tev->answers->len > 0)
    {
      json_t *answers = json_array ();
      for (guint i = 0; i < tev->answers->len; i++)
        json_array_append_new (answers, json_integer (g_array_index (tev->answers, gint, i)));
      json_object_set_new (flags, "towerEventAnswers", answers);
    }
  if (json_object_size (tev->shops) > 0)
    json_object_set (flags, "towerEventShops", tev->shops);
  out = json_pack ("{s:O, s:O, s:o, s:o, s:b}", "flags", tev->flags, "globals", tev->globals,
                   "visited", visited, "autoDone", done, "won", tev->won);
  json_object_set_new (flags, "towerEvents", out);
}

static gboolean
load_fail (GError **error, const char *what)
{
  g_set_error (error, TW_ENGINE_ERROR, TW_ENGINE_ERROR_INVALID_STATE, "state: flags.towerEvents.%s",
               what);
  return FALSE;
}

gboolean
tw_tower_events_load (TwEngine *self, json_t *state, GError **error)
{
  TwTowerEvents *tev = self->tev;
  json_t *te = json_object_get (json_object_get (state, "flags"), "towerEvents");
  json_t *v, *flags, *globals;
  gsize i;

  if (tev == NULL)
    return TRUE;
  /* The blocks of `enable: false` events were hidden by the reset: a load
   * keeps only those the save has hidden. */
  for (guint f = 0; f < self->n_floors; f++)
    {
      TwFloorState *fs = &self->floors[f];
      json_t *saved = json_object_get (
          json_object_get (json_object_get (state, "floors"), fs->def->id), "hidden");
      const char *key;
      json_t *ev;
      json_object_foreach (json_object_get (fs->def->json, "events"), key, ev)
      {
        gboolean enabled, hidden = FALSE;
        gint x, y;
        event_commands (ev, &enabled, NULL);
        if (enabled || sscanf (key, "%d,%d", &x, &y) != 2 || !tw_engine_in_bounds (fs, x, y))
          continue;
        json_array_foreach (saved, i, v) hidden |= g_strcmp0 (json_string_value (v), key) == 0;
        if (fs->hidden)
          fs->hidden[tw_engine_cell_of (fs, x, y)] = hidden;
      }
    }
  if (te == NULL)
    return TRUE;
  flags = json_object_get (te, "flags");
  globals = json_object_get (te, "globals");
  if (!json_is_object (te) || (flags && !json_is_object (flags))
      || (globals && !json_is_object (globals)))
    return load_fail (error, "flags and globals must be objects");
  if (flags)
    json_object_update (tev->flags, flags);
  if (globals)
    json_object_update (tev->globals, globals);
  json_array_foreach (json_object_get (te, "visited"), i, v)
  {
    gint f = tw_tower_find_floor (self->tower, json_string_value (v));
    if (f < 0)
      return load_fail (error, "visited names a floor the tower does not have");
    tev->visited[f] = 1;
  }
  json_array_foreach (json_object_get (te, "autoDone"), i, v)
  {
    for (guint a = 0; a < tev->autos->len; a++)
      if (g_strcmp0 (json_string_value (v), auto_key (self, a)) == 0)
        tev->auto_done[a] = 1;
  }
  tev->won = json_is_true (json_object_get (te, "won"));
  if (json_is_object (json_object_get (json_object_get (state, "flags"), "towerEventShops")))
    json_object_update (tev->shops,
                        json_object_get (json_object_get (state, "flags"), "towerEventShops"));
  json_array_foreach (json_object_get (json_object_get (state, "flags"), "towerEventAnswers"), i, v)
  {
    gint answer = (gint)json_integer_value (v);
    if (!json_is_integer (v) || answer < 0)
      return load_fail (error, "towerEventAnswers must be answers (integers >= 0)");
    g_array_append_val (tev->answers, answer);
  }
  tev->version++;
  return TRUE;
}

/* --- coverage: what of a tower's events is played ---------------------------------- */

static gboolean
compiles (json_t *value)
{
  Expr *e = expr_compile (value);
  expr_free (e);
  return e != NULL;
}

/* Why @cmd would not be played, or NULL: the same decisions as
 * run_command, made on the command alone. */
static const char *
static_skip (TwTower *tower, json_t *cmd, const char *type)
{
  static const char *const plain[]
      = { "break",    "continue", "exit",     "hide",        "show",     "remove",
          "openDoor", "win",      "lose",     "changePos",   "jumpHero", "choices",
          "confirm",  "trigger",  "openShop", "disableShop", NULL };
  static const char *const operators[]
      = { "=", "+=", "-=", "*=", "/=", "//=", "%=", "**=", "min=", "max=", NULL };
  const char *op;
  gint x = 0, y = 0;

  if (is_presentation (type) || g_strv_contains (plain, type))
    return NULL;
  if (strcmp (type, "setValue") == 0 || strcmp (type, "addValue") == 0)
    {
      json_t *name = json_object_get (cmd, "name");
      Expr *target = json_is_string (name) ? expr_compile (name) : NULL;
      gboolean one_name = target != NULL && target->ops->len == 1
                          && g_array_index (target->ops, Op, 0).op == OP_NAME;
      expr_free (target);
      op = json_string_value (json_object_get (cmd, "operator"));
      if (!one_name)
        return "name not simulated";
      if (op != NULL && !g_strv_contains (operators, op))
        return "operator not simulated";
      return compiles (json_object_get (cmd, "value")) ? NULL : "value not simulated";
    }
  if (strcmp (type, "if") == 0 || strcmp (type, "switch") == 0 || strcmp (type, "while") == 0
      || strcmp (type, "dowhile") == 0)
    return compiles (json_object_get (cmd, "condition")) ? NULL : "condition not simulated";
  if (strcmp (type, "setBlock") == 0 || strcmp (type, "closeDoor") == 0)
    {
      json_t *number = json_object_get (cmd, type[0] == 's' ? "number" : "id");
      if (json_is_integer (number)
          || (json_is_string (number) && g_ascii_isdigit (json_string_value (number)[0]))
          || (json_is_string (number)
              && tw_tower_find_tile_by_id (tower, json_string_value (number)) != 0))
        return NULL;
      return "unknown tile";
    }
  if (strcmp (type, "moveHero") == 0)
    return move_hero_steps_ok (json_object_get (cmd, "steps")) ? NULL : "steps not simulated";
  if (strcmp (type, "move") == 0)
    return move_end (json_object_get (cmd, "steps"), &x, &y) ? NULL : "steps not simulated";
  if (strcmp (type, "jump") == 0)
    return point_of (json_object_get (cmd, "to"), &x, &y) ? NULL : "target not simulated";
  if (strcmp (type, "changeFloor") == 0)
    {
      const char *id = json_string_value (json_object_get (cmd, "floorId"));
      return id == NULL || id[0] == ':' || tw_tower_find_floor (tower, id) >= 0 ? NULL
                                                                                : "unknown floor";
    }
  if (strcmp (type, "battle") == 0)
    return json_object_get (cmd, "id") != NULL ? "battle by id not simulated" : NULL;
  if (strcmp (type, "insert") == 0)
    {
      const char *name = json_string_value (json_object_get (cmd, "name"));
      return name == NULL
                     || json_object_get (
                            json_object_get (tw_tower_get_events (tower), "commonEvent"), name)
                            != NULL
                 ? NULL
                 : "unknown common event";
    }
  return "not simulated";
}

static void
walk_list (TwTower *tower, TwEventCommandInfo *info, json_t *list, TwEventCommandFunc func,
           gpointer user_data, guint depth)
{
  gsize i;
  json_t *cmd;

  if (depth > 64)
    return;
  if (json_is_string (list) || json_is_object (list))
    {
      json_t *one = json_pack ("[O]", list);
      walk_list (tower, info, one, func, user_data, depth);
      json_decref (one);
      return;
    }
  json_array_foreach (list, i, cmd)
  {
    const char *type
        = json_is_string (cmd) ? "text" : json_string_value (json_object_get (cmd, "type"));
    info->command = type ? type : "?";
    info->skip_reason = type ? static_skip (tower, cmd, type) : "no type";
    func (info, user_data);
    if (type == NULL)
      continue;
    if (strcmp (type, "if") == 0)
      {
        walk_list (tower, info, json_object_get (cmd, "true"), func, user_data, depth + 1);
        walk_list (tower, info, json_object_get (cmd, "false"), func, user_data, depth + 1);
      }
    else if (strcmp (type, "while") == 0 || strcmp (type, "dowhile") == 0)
      walk_list (tower, info, json_object_get (cmd, "data"), func, user_data, depth + 1);
    else if (strcmp (type, "switch") == 0)
      {
        gsize k;
        json_t *c;
        json_array_foreach (json_object_get (cmd, "caseList"), k, c)
            walk_list (tower, info, json_object_get (c, "action"), func, user_data, depth + 1);
      }
  }
}

void
tw_tower_foreach_event_command (TwTower *tower, TwEventCommandFunc func, gpointer user_data)
{
  static const char *const cell_hooks[]
      = { "events", "afterBattle", "afterGetItem", "afterOpenDoor", NULL };
  static const char *const floor_hooks[] = { "firstArrive", "eachArrive", NULL };
  const char *key;
  json_t *value;

  g_return_if_fail (tower != NULL && func != NULL);
  for (guint f = 0; f < tw_tower_get_n_floors (tower); f++)
    {
      json_t *floor = tw_tower_get_floor (tower, f)->json;
      TwEventCommandInfo info = { .floor_id = tw_tower_get_floor (tower, f)->id };
      for (guint h = 0; cell_hooks[h]; h++)
        json_object_foreach (json_object_get (floor, cell_hooks[h]), key, value)
        {
          info.hook = cell_hooks[h];
          if (sscanf (key, "%d,%d", &info.x, &info.y) != 2)
            continue;
          walk_list (tower, &info, h == 0 ? event_commands (value, NULL, NULL) : value, func,
                     user_data, 0);
        }
      for (guint h = 0; floor_hooks[h]; h++)
        {
          info.hook = floor_hooks[h];
          info.x = info.y = -1;
          walk_list (tower, &info, json_object_get (floor, floor_hooks[h]), func, user_data, 0);
        }
      json_object_foreach (json_object_get (floor, "autoEvent"), key, value)
      {
        const char *index;
        json_t *ev;
        info.hook = "autoEvent";
        if (sscanf (key, "%d,%d", &info.x, &info.y) != 2)
          continue;
        json_object_foreach (value, index, ev)
        {
          if (!json_is_object (ev))
            continue;
          if (!compiles (json_object_get (ev, "condition")))
            {
              /* Its condition is code: the autoEvent never runs. */
              info.command = "autoEvent";
              info.skip_reason = "condition not simulated";
              func (&info, user_data);
              continue;
            }
          walk_list (tower, &info, json_object_get (ev, "data"), func, user_data, 0);
        }
      }
    }
  json_object_foreach (json_object_get (tw_tower_get_events (tower), "commonEvent"), key, value)
  {
    TwEventCommandInfo info = { .hook = "commonEvent", .x = -1, .y = -1 };
    walk_list (tower, &info, value, func, user_data, 0);
  }
}

void
tw_tower_events_answer (TwEngine *self, gint answer)
{
  if (self->tev != NULL)
    g_array_append_val (self->tev->answers, answer);
}

gboolean
tw_tower_events_shop (TwEngine *self, const char *id, gint choice, const char **why)
{
  TwTowerEvents *tev = self->tev;
  json_t *shop = NULL, *item, *pick, *need;
  gsize i;
  Ctx ctx;
  double v;

  json_array_foreach (tw_tower_get_shops (self->tower), i, item)
  {
    if (g_strcmp0 (json_string_value (json_object_get (item, "id")), id) == 0)
      shop = item;
  }
  if (shop == NULL || tev == NULL)
    return (*why = "no such shop"), FALSE;
  if (!json_is_true (json_object_get (tev->shops, id)))
    return (*why = "shop not visited"), FALSE;
  if (json_object_get (shop, "item") != NULL || json_object_get (shop, "commonEvent") != NULL)
    return (*why = "shop not simulated"), FALSE;
  pick = json_array_get (json_object_get (shop, "choices"), (gsize)choice);
  if (!json_is_object (pick))
    return (*why = "no such choice"), FALSE;
  ctx_init (self, &ctx, "shop", self->cur, -1, -1);
  need = json_object_get (pick, "need");
  if (need != NULL && !json_is_null (need)
      && !(json_is_string (need) && !*json_string_value (need)))
    {
      if (!eval_value (self, &ctx, need, &v))
        return (*why = "shop not simulated"), FALSE;
      if (v == 0)
        return (*why = "cannot afford"), FALSE;
    }
  queue (self, "shop", self->cur, -1, -1, json_object_get (pick, "action"));
  return TRUE;
}
