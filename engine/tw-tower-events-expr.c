/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-expr.c: the expression language of the tower's events
 * (docs/rules.md §11.4): conditions and values over status:, item:, flag:,
 * switch: and global: names, compiled once to a postfix program and
 * evaluated against the engine; the names read and written. */
#include "engine/tw-tower-events-private.h"

#include <math.h>
#include <string.h>

void
tw_tower_events_expr_free (Expr *e)
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
                   { "global:", NS_GLOBAL },
                   { "buff:", NS_BUFF } };
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
Expr *
tw_tower_events_expr_compile (json_t *value)
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
  tw_tower_events_expr_free (e);
  return NULL;
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
  /* events.js `_setValue_setItem`: more than owned is a getItem, and
   * items.js `addItem` keeps a permanent item (constants) to one. */
  if (strcmp (cls, "constants") == 0 && count > 1 && count > tw_engine_hero_item_count (self, id))
    count = 1;
  if (count <= 0 && !tw_item_class_keeps_zero (cls))
    json_object_del (per_cls, id);
  else
    json_object_set_new (per_cls, id, json_integer (MAX (count, 0)));
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
  if (ns == NS_BUFF)
    g_snprintf (buf, len, "__%s_buff__", name);
  else if (ns == NS_SWITCH)
    g_snprintf (buf, len, "%s@%d@%d@%s", ctx->floor_id, ctx->x, ctx->y, name);
  else
    g_strlcpy (buf, name, len);
}

/* A flag, switch or buff's value: the run's flags, then the starting hero's
 * (borrowed; NULL when unset). */
static json_t *
flag_value (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name)
{
  char key[256];

  flag_key (ctx, ns, name, key, sizeof key);
  json_t *v = json_object_get (self->tev->flags, key);
  return v != NULL ? v : json_object_get (json_object_get (self->hero.rest, "flags"), key);
}

/* @value (stolen) into a flag, switch or global; FALSE (and @value
 * dropped) for a namespace that is not one of them. */
static gboolean
store_named (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name, json_t *value)
{
  char key[256];

  if (ns == NS_GLOBAL)
    json_object_set_new (self->tev->globals, name, value);
  else if (ns == NS_FLAG || ns == NS_SWITCH || ns == NS_BUFF)
    {
      flag_key (ctx, ns, name, key, sizeof key);
      json_object_set_new (self->tev->flags, key, value);
    }
  else
    {
      json_decref (value);
      return FALSE;
    }
  self->tev->version++;
  return TRUE;
}

double
tw_tower_events_read_name (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name)
{
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
      return (double)tw_engine_hero_item_count (self, name);
    case NS_GLOBAL:
      return json_to_number (json_object_get (self->tev->globals, name));
    case NS_BUFF:
      /* control.js getBuff: 1 when the flag is unset. */
      v = flag_value (self, ctx, ns, name);
      return v == NULL ? 1 : json_to_number (v);
    case NS_FLAG:
    case NS_SWITCH:
    default:
      return json_to_number (flag_value (self, ctx, ns, name));
    }
}

void
tw_tower_events_write_name (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name,
                            double value)
{
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
    case NS_BUFF:
      /* control.js setBuff keeps three decimals: parseFloat(value.toFixed(3)). */
      store_named (self, ctx, ns, name, number_to_json (round (value * 1000) / 1000));
      break;
    case NS_GLOBAL:
    case NS_FLAG:
    case NS_SWITCH:
    default:
      store_named (self, ctx, ns, name, number_to_json (value));
      break;
    }
}

gboolean
tw_tower_events_write_name_text (TwEngine *self, const Ctx *ctx, Namespace ns, const char *name,
                                 const char *text)
{
  /* A buff is a number (setBuff's toFixed). */
  return ns != NS_BUFF && store_named (self, ctx, ns, name, json_string (text));
}

gboolean
tw_tower_events_expr_eval (TwEngine *self, const Ctx *ctx, const Expr *e, double *out)
{
  double stack[MAX_EXPR_OPS];
  guint sp = 0;

  for (guint i = 0; i < e->ops->len; i++)
    {
      const Op *o = &g_array_index (e->ops, Op, i);
      double a, b;
      if (o->op == OP_NUM || o->op == OP_NAME)
        {
          stack[sp++]
              = o->op == OP_NUM ? o->num : tw_tower_events_read_name (self, ctx, o->ns, o->name);
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
gboolean
tw_tower_events_eval_value (TwEngine *self, const Ctx *ctx, json_t *value, double *out)
{
  TwTowerEvents *tev = self->tev;
  Expr *e;

  /* Commands are the tower's own JSON, which outlives the engine: each
   * value is compiled once. */
  if (value == NULL || !g_hash_table_lookup_extended (tev->expr_cache, value, NULL, (gpointer *)&e))
    {
      e = tw_tower_events_expr_compile (value);
      if (value != NULL)
        g_hash_table_insert (tev->expr_cache, value, e);
    }
  return e != NULL && tw_tower_events_expr_eval (self, ctx, e, out);
}

gboolean
tw_tower_events_compiles (json_t *value)
{
  Expr *e = tw_tower_events_expr_compile (value);
  tw_tower_events_expr_free (e);
  return e != NULL;
}
