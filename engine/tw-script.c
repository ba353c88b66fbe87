/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-script.c: parsing simulate scripts, one action a line. */
#include "engine/tw-script.h"

#include <string.h>

struct _TwScript
{
  GArray *actions; /* of TwScriptAction */
};

/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-script-error-quark, tw_script_error)
/* clang-format on */

static const char *const kind_names[] = {
  [TW_SCRIPT_MOVE] = "move",     [TW_SCRIPT_MOVETO] = "moveto", [TW_SCRIPT_PICKUP] = "pickup",
  [TW_SCRIPT_USE] = "use",       [TW_SCRIPT_SKILL] = "skill",   [TW_SCRIPT_CANCEL] = "cancel",
  [TW_SCRIPT_WAIT] = "wait",     [TW_SCRIPT_SAVE] = "save",     [TW_SCRIPT_LOAD] = "load",
  [TW_SCRIPT_CHOOSE] = "choose", [TW_SCRIPT_SHOP] = "shop",     [TW_SCRIPT_INPUT] = "input",
  [TW_SCRIPT_GAME] = "game",
};

static const char *const dir_names[] = { "up", "right", "down", "left" };
static const char *const dir_short_names[] = { "u", "r", "d", "l" };

const char *
tw_script_kind_to_string (TwScriptKind kind)
{
  g_return_val_if_fail (kind >= 0 && (gsize)kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

const char *
tw_script_dir_to_string (TwScriptDir dir)
{
  if (dir < 0 || (gsize)dir >= G_N_ELEMENTS (dir_names))
    return NULL;
  return dir_names[dir];
}

static void
clear_action (gpointer data)
{
  TwScriptAction *action = data;
  g_clear_pointer (&action->id, g_free);
}

void
tw_script_free (TwScript *script)
{
  if (script == NULL)
    return;
  g_array_unref (script->actions);
  g_free (script);
}

guint
tw_script_get_n_actions (const TwScript *script)
{
  g_return_val_if_fail (script != NULL, 0);
  return script->actions->len;
}

const TwScriptAction *
tw_script_get_action (const TwScript *script, guint index)
{
  g_return_val_if_fail (script != NULL, NULL);
  g_return_val_if_fail (index < script->actions->len, NULL);
  return &g_array_index (script->actions, TwScriptAction, index);
}

char *
tw_script_action_to_string (const TwScriptAction *action)
{
  g_return_val_if_fail (action != NULL, NULL);

  const char *kind = tw_script_kind_to_string (action->kind);
  const char *dir = tw_script_dir_to_string (action->dir);
  switch (action->kind)
    {
    case TW_SCRIPT_MOVE:
      if (action->count == 1)
        return g_strdup_printf ("%s %s", kind, dir);
      return g_strdup_printf ("%s %s %u", kind, dir, action->count);
    case TW_SCRIPT_MOVETO:
      return g_strdup_printf ("%s %d %d", kind, action->x, action->y);
    case TW_SCRIPT_PICKUP:
      return g_strdup_printf ("%s %s", kind, dir);
    case TW_SCRIPT_WAIT:
    case TW_SCRIPT_CHOOSE:
      return g_strdup_printf ("%s %u", kind, action->count);
    case TW_SCRIPT_SHOP:
      return g_strdup_printf ("%s %s %s%u", kind, action->id, action->x == 1 ? "sell " : "",
                              action->count);
    case TW_SCRIPT_INPUT:
    case TW_SCRIPT_GAME:
      return g_strdup_printf ("%s %s", kind, action->id);
    case TW_SCRIPT_SKILL:
      if (dir != NULL)
        return g_strdup_printf ("%s %s %s", kind, action->id, dir);
      return g_strdup_printf ("%s %s", kind, action->id);
    case TW_SCRIPT_USE:
    case TW_SCRIPT_CANCEL:
    case TW_SCRIPT_SAVE:
    case TW_SCRIPT_LOAD:
    default:
      return g_strdup_printf ("%s %s", kind, action->id);
    }
}

/* ---- parsing ---- */

typedef struct
{
  const char *start;
  gsize len;
  guint column; /* 1-based, in characters */
} Token;

typedef struct
{
  guint line;
  guint end_column; /* the column just after the last token */
  Token tokens[8];
  guint n_tokens;
  gboolean too_many;
} Line;

typedef struct
{
  guint line;
  guint column;
  GError **error;
} ErrorSink;

G_GNUC_PRINTF (3, 4)
static void
fail_at (ErrorSink *sink, guint column, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  sink->column = column;
  g_set_error (sink->error, TW_SCRIPT_ERROR, TW_SCRIPT_ERROR_SYNTAX, "%u:%u: %s", sink->line,
               column, text);
}

/* Splits one line into whitespace-separated tokens; a token that starts with
 * `#` starts a comment. */
static void
tokenize_line (const char *start, const char *end, Line *line)
{
  const char *p = start;
  guint column = 1;

  line->n_tokens = 0;
  line->too_many = FALSE;
  line->end_column = 1;
  while (p < end)
    {
      if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\v' || *p == '\f')
        {
          p++;
          column++;
          continue;
        }
      if (*p == '#')
        break;
      Token token = { .start = p, .column = column };
      while (p < end && !g_ascii_isspace (*p))
        {
          p = g_utf8_next_char (p);
          column++;
        }
      token.len = p - token.start;
      line->end_column = column;
      if (line->n_tokens < G_N_ELEMENTS (line->tokens))
        line->tokens[line->n_tokens++] = token;
      else
        line->too_many = TRUE;
    }
}

static gboolean
token_is (const Token *token, const char *word)
{
  return token->len == strlen (word) && g_ascii_strncasecmp (token->start, word, token->len) == 0;
}

static char *
token_dup (const Token *token)
{
  return g_strndup (token->start, token->len);
}

static gboolean
parse_dir (const Token *token, TwScriptDir *dir, ErrorSink *sink)
{
  for (gsize i = 0; i < G_N_ELEMENTS (dir_names); i++)
    if (token_is (token, dir_names[i]) || token_is (token, dir_short_names[i]))
      {
        *dir = (TwScriptDir)i;
        return TRUE;
      }
  g_autofree char *word = token_dup (token);
  fail_at (sink, token->column, "unknown direction \"%s\" (expected up, right, down or left)",
           word);
  return FALSE;
}

static gboolean
parse_number (const Token *token, guint64 min, guint64 max, const char *what, guint64 *out,
              ErrorSink *sink)
{
  g_autofree char *word = token_dup (token);
  gboolean digits = token->len > 0 && token->len <= 18;

  for (gsize i = 0; digits && i < token->len; i++)
    digits = g_ascii_isdigit (word[i]);
  if (digits)
    *out = g_ascii_strtoull (word, NULL, 10);
  if (!digits || *out < min || *out > max)
    {
      fail_at (sink, token->column,
               "%s must be a whole number from %" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT
               ", not \"%s\"",
               what, min, max, word);
      return FALSE;
    }
  return TRUE;
}

/* Checks the argument count: @min..@max arguments after the verb. */
static gboolean
check_arity (const Line *line, guint min, guint max, const char *usage, ErrorSink *sink)
{
  guint n_args = line->n_tokens - 1;

  if (n_args < min)
    {
      fail_at (sink, line->end_column, "missing argument: expected \"%s\"", usage);
      return FALSE;
    }
  if (n_args > max || line->too_many)
    {
      const Token *extra = &line->tokens[MIN (max + 1, line->n_tokens - 1)];
      g_autofree char *word = token_dup (extra);
      fail_at (sink, extra->column, "unexpected \"%s\": expected \"%s\"", word, usage);
      return FALSE;
    }
  return TRUE;
}

static gboolean
find_kind (const Token *verb, TwScriptKind *kind)
{
  for (gsize i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (token_is (verb, kind_names[i]))
      {
        *kind = (TwScriptKind)i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_action (const Line *line, TwScriptAction *action, ErrorSink *sink)
{
  const Token *verb = &line->tokens[0];
  const Token *args = &line->tokens[1];
  guint64 n = 0;

  action->dir = TW_SCRIPT_DIR_NONE;
  action->count = 1;
  action->line = line->line;
  if (!find_kind (verb, &action->kind))
    {
      g_autofree char *word = token_dup (verb);
      fail_at (sink, verb->column,
               "unknown action \"%s\" (expected move, moveto, pickup, use, skill, cancel, wait, "
               "save, load, choose, shop, input or game)",
               word);
      return FALSE;
    }

  switch (action->kind)
    {
    case TW_SCRIPT_MOVE:
      if (!check_arity (line, 1, 2, "move DIR [N]", sink)
          || !parse_dir (&args[0], &action->dir, sink))
        return FALSE;
      if (line->n_tokens == 3)
        {
          if (!parse_number (&args[1], 1, TW_SCRIPT_MAX_COUNT, "the step count", &n, sink))
            return FALSE;
          action->count = (guint)n;
        }
      return TRUE;
    case TW_SCRIPT_MOVETO:
      if (!check_arity (line, 2, 2, "moveto X Y", sink)
          || !parse_number (&args[0], 0, G_MAXINT, "X", &n, sink))
        return FALSE;
      action->x = (int)n;
      if (!parse_number (&args[1], 0, G_MAXINT, "Y", &n, sink))
        return FALSE;
      action->y = (int)n;
      return TRUE;
    case TW_SCRIPT_PICKUP:
      return check_arity (line, 1, 1, "pickup DIR", sink)
             && parse_dir (&args[0], &action->dir, sink);
    case TW_SCRIPT_WAIT:
      if (!check_arity (line, 1, 1, "wait N", sink)
          || !parse_number (&args[0], 0, TW_SCRIPT_MAX_COUNT, "the tick count", &n, sink))
        return FALSE;
      action->count = (guint)n;
      return TRUE;
    case TW_SCRIPT_SHOP:
      /* shop ID N, or shop ID sell N (an item shop's resale). */
      if (!check_arity (line, 2, 3, "shop ID [sell] N", sink))
        return FALSE;
      if (line->n_tokens == 4 && !token_is (&args[1], "sell"))
        {
          g_autofree char *word = token_dup (&args[1]);
          fail_at (sink, args[1].column, "unexpected \"%s\": expected \"shop ID [sell] N\"",
                   word);
          return FALSE;
        }
      action->x = line->n_tokens == 4 ? 1 : 0;
      if (!parse_number (&args[line->n_tokens - 2], 0, 1000, "the choice", &n, sink))
        return FALSE;
      action->id = token_dup (&args[0]);
      action->count = (guint)n;
      return TRUE;
    case TW_SCRIPT_CHOOSE:
      if (!check_arity (line, 1, 1, "choose N", sink)
          || !parse_number (&args[0], 0, 1000, "the answer", &n, sink))
        return FALSE;
      action->count = (guint)n;
      return TRUE;
    case TW_SCRIPT_INPUT:
      if (!check_arity (line, 1, 1, "input VALUE", sink))
        return FALSE;
      action->id = token_dup (&args[0]);
      return TRUE;
    case TW_SCRIPT_GAME:
      if (!check_arity (line, 1, 1, "game TOKEN", sink))
        return FALSE;
      action->id = token_dup (&args[0]);
      return TRUE;
    case TW_SCRIPT_SKILL:
      if (!check_arity (line, 1, 2, "skill ID [DIR]", sink))
        return FALSE;
      if (line->n_tokens == 3 && !parse_dir (&args[1], &action->dir, sink))
        return FALSE;
      action->id = token_dup (&args[0]);
      return TRUE;
    case TW_SCRIPT_USE:
    case TW_SCRIPT_CANCEL:
    case TW_SCRIPT_SAVE:
    case TW_SCRIPT_LOAD:
    default:
      {
        g_autofree char *usage = g_strdup_printf (
            "%s %s", kind_names[action->kind],
            action->kind == TW_SCRIPT_SAVE || action->kind == TW_SCRIPT_LOAD ? "NAME" : "ID");
        if (!check_arity (line, 1, 1, usage, sink))
          return FALSE;
        action->id = token_dup (&args[0]);
        return TRUE;
      }
    }
}

/* The line and column of @bad inside @text, for an encoding error. */
static void
locate (const char *text, const char *bad, ErrorSink *sink)
{
  const char *line_start = text;
  guint line = 1;

  for (const char *p = text; p < bad; p++)
    if (*p == '\n')
      {
        line++;
        line_start = p + 1;
      }
  sink->line = line;
  sink->column = (guint)g_utf8_strlen (line_start, bad - line_start) + 1;
}

TwScript *
tw_script_parse (const char *text, gssize length, guint *error_line, guint *error_column,
                 GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  gsize len = length < 0 ? strlen (text) : (gsize)length;
  const char *end = text + len;
  const char *bad = NULL;
  ErrorSink sink = { .line = 0, .column = 0, .error = error };
  g_autoptr (GArray) actions = g_array_new (FALSE, TRUE, sizeof (TwScriptAction));
  g_array_set_clear_func (actions, clear_action);

  if (!g_utf8_validate (text, len, &bad))
    {
      locate (text, bad, &sink);
      g_set_error (error, TW_SCRIPT_ERROR, TW_SCRIPT_ERROR_SYNTAX, "%u:%u: %s", sink.line,
                   sink.column, "the script is not valid UTF-8 text");
      goto failed;
    }
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    text += 3; /* a byte-order mark */

  for (const char *p = text; p < end;)
    {
      const char *nl = memchr (p, '\n', end - p);
      const char *line_end = nl != NULL ? nl : end;
      Line line = { .line = ++sink.line };

      tokenize_line (p, line_end, &line);
      if (line.n_tokens > 0)
        {
          TwScriptAction action = { 0 };
          if (!parse_action (&line, &action, &sink))
            {
              clear_action (&action);
              goto failed;
            }
          g_array_append_val (actions, action);
        }
      p = nl != NULL ? nl + 1 : end;
    }

  TwScript *script = g_new0 (TwScript, 1);
  script->actions = g_steal_pointer (&actions);
  return script;

failed:
  if (error_line != NULL)
    *error_line = sink.line;
  if (error_column != NULL)
    *error_column = sink.column;
  return NULL;
}
