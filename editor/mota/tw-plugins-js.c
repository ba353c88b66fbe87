/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-plugins-js.c: the plugins object's entries, found by a tokenizer that
 * knows just enough JavaScript never to take a brace or a comma inside a
 * string, comment, template literal or regular expression for one of the
 * object's. Nothing is evaluated. */
#include "editor/mota/tw-plugins-js.h"

#include <stdarg.h>
#include <string.h>

#include "editor/mota/tw-json-error.h"
#include "editor/tw-i18n.h"

typedef enum
{
  TOK_EOF,
  TOK_PUNCT,
  TOK_IDENT,
  TOK_NUMBER,
  TOK_STRING,
  TOK_TEMPLATE,      /* a template literal, or its last part, ending in '`' */
  TOK_TEMPLATE_HEAD, /* a template's part ending in "${" */
  TOK_REGEX,
} TokKind;

typedef struct
{
  TokKind kind;
  gsize start, end;
} Token;

typedef struct
{
  const char *text;
  gsize length;
  gsize pos;
  const char *display;
  Token prev;            /* the last token, to tell a regular expression from a division */
  Token prev2;           /* the one before it */
  guint brace_depth;     /* '{' less '}' read as punctuation */
  GArray *substitutions; /* guint: brace_depth where each open "${" was */
  /* Line numbers are counted forward from the last offset asked for. */
  gsize counted;
  guint counted_line;
} Lexer;

/* ---- positions and errors ---------------------------------------------------------- */

static guint
line_at (Lexer *lx, gsize offset)
{
  if (offset < lx->counted)
    {
      lx->counted = 0;
      lx->counted_line = 1;
    }
  for (; lx->counted < offset; lx->counted++)
    if (lx->text[lx->counted] == '\n')
      lx->counted_line++;
  return lx->counted_line;
}

/* Columns count characters, as the JSON readers' do (tw-json-positions.h). */
static guint
column_at (const Lexer *lx, gsize offset)
{
  gsize start = offset;
  while (start > 0 && lx->text[start - 1] != '\n')
    start--;
  return (guint)g_utf8_strlen (lx->text + start, (gssize)(offset - start)) + 1;
}

static gboolean fail_at (Lexer *lx, gsize offset, GError **error, const char *format, ...)
    G_GNUC_PRINTF (4, 5);

static gboolean
fail_at (Lexer *lx, gsize offset, GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  tw_json_error_set (error, TW_JSON_ERROR_SYNTAX, lx->display, (int)line_at (lx, offset),
                     (int)column_at (lx, offset), "%s", text);
  return FALSE;
}

/* ---- characters -------------------------------------------------------------------- */

/* The length of a blank at i: ASCII white space, and the UTF-8 blanks
 * JavaScript allows (BOM, no-break space, line and paragraph separators,
 * the ideographic space Chinese text brings). 0 for anything else. */
static gsize
blank_length (const Lexer *lx, gsize i)
{
  const guchar *s = (const guchar *)lx->text + i;
  gsize left = lx->length - i;
  if (strchr (" \t\n\r\v\f", s[0]) != NULL && s[0] != '\0')
    return 1;
  if (left >= 2 && s[0] == 0xC2 && s[1] == 0xA0)
    return 2;
  if (left >= 3
      && ((s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF)
          || (s[0] == 0xE2 && s[1] == 0x80 && (s[2] == 0xA8 || s[2] == 0xA9))
          || (s[0] == 0xE3 && s[1] == 0x80 && s[2] == 0x80)))
    return 3;
  return 0;
}

static gboolean
is_ident_byte (guchar c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '$' || c == '\\' || c >= 0x80;
}

static gboolean
is_ident_start (guchar c)
{
  return is_ident_byte (c) && !g_ascii_isdigit (c);
}

/* Skips blanks and comments; FALSE at a comment that never ends. */
static gboolean
skip_blank (Lexer *lx, GError **error)
{
  while (lx->pos < lx->length)
    {
      gsize blank = blank_length (lx, lx->pos);
      const char *s = lx->text + lx->pos;
      if (blank > 0)
        lx->pos += blank;
      else if (s[0] == '/' && lx->pos + 1 < lx->length && s[1] == '/')
        {
          const char *end = memchr (s, '\n', lx->length - lx->pos);
          lx->pos = end != NULL ? (gsize)(end - lx->text) : lx->length;
        }
      else if (s[0] == '/' && lx->pos + 1 < lx->length && s[1] == '*')
        {
          const char *end = g_strstr_len (s + 2, (gssize)(lx->length - lx->pos - 2), "*/");
          if (end == NULL)
            return fail_at (lx, lx->pos, error, _("this comment is never closed (no */)"));
          lx->pos = (gsize)(end - lx->text) + 2;
        }
      else
        break;
    }
  return TRUE;
}

/* ---- tokens ------------------------------------------------------------------------ */

static gboolean
scan_string (Lexer *lx, Token *tok, GError **error)
{
  char quote = lx->text[lx->pos];
  gsize i = lx->pos + 1;
  while (i < lx->length && lx->text[i] != quote)
    {
      if (lx->text[i] == '\n' || lx->text[i] == '\r')
        break;
      if (lx->text[i] == '\\' && i + 1 < lx->length)
        i += (lx->text[i + 1] == '\r' && i + 2 < lx->length && lx->text[i + 2] == '\n') ? 3 : 2;
      else
        i++;
    }
  if (i >= lx->length || lx->text[i] != quote)
    return fail_at (lx, lx->pos, error, _("this string is never closed (no %c on its line)"),
                    quote);
  *tok = (Token){ TOK_STRING, lx->pos, i + 1 };
  return TRUE;
}

/* A template literal's text from @from (after '`' or the '}' closing a
 * substitution) to its '`' or its next "${". */
static gboolean
scan_template (Lexer *lx, gsize from, Token *tok, GError **error)
{
  gsize i = from;
  while (i < lx->length)
    {
      char c = lx->text[i];
      if (c == '\\')
        i += 2;
      else if (c == '`')
        {
          *tok = (Token){ TOK_TEMPLATE, lx->pos, i + 1 };
          return TRUE;
        }
      else if (c == '$' && i + 1 < lx->length && lx->text[i + 1] == '{')
        {
          g_array_append_val (lx->substitutions, lx->brace_depth);
          *tok = (Token){ TOK_TEMPLATE_HEAD, lx->pos, i + 2 };
          return TRUE;
        }
      else
        i++;
    }
  return fail_at (lx, lx->pos, error, _("this template literal is never closed (no `)"));
}

/* A regular expression literal at lx->pos; FALSE (not one: a division)
 * when it does not end on its line. */
static gboolean
scan_regex (Lexer *lx, Token *tok)
{
  gboolean in_class = FALSE;
  for (gsize i = lx->pos + 1; i < lx->length; i++)
    {
      char c = lx->text[i];
      if (c == '\n' || c == '\r')
        return FALSE;
      if (c == '\\')
        i++;
      else if (c == '[')
        in_class = TRUE;
      else if (c == ']')
        in_class = FALSE;
      else if (c == '/' && !in_class)
        {
          gsize end = i + 1;
          while (end < lx->length && is_ident_byte ((guchar)lx->text[end]))
            end++;
          *tok = (Token){ TOK_REGEX, lx->pos, end };
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
token_is (const Lexer *lx, const Token *tok, const char *word)
{
  gsize n = strlen (word);
  return tok->end - tok->start == n && memcmp (lx->text + tok->start, word, n) == 0;
}

/* A '/' after these starts a regular expression, not a division (the usual
 * rule of JavaScript tokenizers; a '}' is taken as a block's end). */
static gboolean
regex_allowed (const Lexer *lx)
{
  static const char *const keywords[]
      = { "return", "typeof", "instanceof", "in", "of",   "new",   "delete",
          "void",   "throw",  "case",       "do", "else", "yield", "await" };
  const Token *prev = &lx->prev;
  switch (prev->kind)
    {
    case TOK_EOF:
    case TOK_TEMPLATE_HEAD:
      return TRUE;
    case TOK_PUNCT:
      return lx->text[prev->start] != ')' && lx->text[prev->start] != ']';
    case TOK_IDENT:
      for (gsize i = 0; i < G_N_ELEMENTS (keywords); i++)
        if (token_is (lx, prev, keywords[i]))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

static void
scan_word (Lexer *lx, Token *tok, TokKind kind)
{
  gsize i = lx->pos;
  while (i < lx->length
         && (is_ident_byte ((guchar)lx->text[i]) || (kind == TOK_NUMBER && lx->text[i] == '.'))
         && blank_length (lx, i) == 0)
    i++;
  *tok = (Token){ kind, lx->pos, i };
}

static gboolean
closes_substitution (const Lexer *lx)
{
  guint n = lx->substitutions->len;
  return lx->text[lx->pos] == '}' && n > 0
         && g_array_index (lx->substitutions, guint, n - 1) == lx->brace_depth;
}

static void
scan_punct (Lexer *lx, Token *tok)
{
  char c = lx->text[lx->pos];
  if (c == '{')
    lx->brace_depth++;
  else if (c == '}' && lx->brace_depth > 0)
    lx->brace_depth--;
  *tok = (Token){ TOK_PUNCT, lx->pos, lx->pos + 1 };
}

static gboolean
scan_token (Lexer *lx, Token *tok, GError **error)
{
  guchar c = (guchar)lx->text[lx->pos];
  if (c == '"' || c == '\'')
    return scan_string (lx, tok, error);
  if (c == '`')
    return scan_template (lx, lx->pos + 1, tok, error);
  if (closes_substitution (lx))
    {
      g_array_set_size (lx->substitutions, lx->substitutions->len - 1);
      return scan_template (lx, lx->pos + 1, tok, error);
    }
  if (is_ident_start (c))
    scan_word (lx, tok, TOK_IDENT);
  else if (g_ascii_isdigit (c)
           || (c == '.' && lx->pos + 1 < lx->length && g_ascii_isdigit (lx->text[lx->pos + 1])))
    scan_word (lx, tok, TOK_NUMBER);
  else if (!(c == '/' && regex_allowed (lx) && scan_regex (lx, tok)))
    scan_punct (lx, tok);
  return TRUE;
}

static gboolean
next_token (Lexer *lx, Token *tok, GError **error)
{
  if (!skip_blank (lx, error))
    return FALSE;
  if (lx->pos >= lx->length)
    *tok = (Token){ TOK_EOF, lx->length, lx->length };
  else if (!scan_token (lx, tok, error))
    return FALSE;
  lx->pos = tok->end;
  lx->prev2 = lx->prev;
  lx->prev = *tok;
  return TRUE;
}

static gboolean
is_punct (const Lexer *lx, const Token *tok, char c)
{
  return tok->kind == TOK_PUNCT && lx->text[tok->start] == c;
}

/* The first character after the blanks and comments at lx->pos, and the
 * one after it ('\0' at the end); the position does not move. */
static void
peek_chars (Lexer *lx, char *first, char *second)
{
  gsize saved = lx->pos;
  *first = *second = '\0';
  if (skip_blank (lx, NULL) && lx->pos < lx->length)
    {
      *first = lx->text[lx->pos];
      if (lx->pos + 1 < lx->length)
        *second = lx->text[lx->pos + 1];
    }
  lx->pos = saved;
}

/* ---- the tower's own map-turn plugin ----------------------------------------------- */

static char *
token_name (const Lexer *lx, const Token *tok)
{
  if (tok->kind == TOK_STRING)
    return g_strndup (lx->text + tok->start + 1, tok->end - tok->start - 2);
  return g_strndup (lx->text + tok->start, tok->end - tok->start);
}

static gboolean
is_map_turn_name (const char *name)
{
  static const char *const names[]
      = { "consumeTime", "advanceMapTurnOne", "mapTurnState", TW_RUNTIME_ENTRY_KEY };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Whether the name token @tok (after @before, after @before2) is being
 * defined: an assignment `x.NAME = ...`, an object key `NAME: ...`,
 * `function NAME`. A use (`core.plugin.consumeTime (1)`, `if
 * (x.mapTurnState)`) is not. mapTurn, a common word, counts only as the
 * plugin's own: `this.mapTurn =`, `core.plugin.mapTurn =`. */
static gboolean
is_definition (Lexer *lx, const Token *before2, const Token *before, const Token *tok)
{
  char first, second;
  peek_chars (lx, &first, &second);
  gboolean assigned = first == '=' && second != '=' && second != '>';
  if (token_is (lx, tok, TW_RUNTIME_ENTRY_KEY))
    return assigned && is_punct (lx, before, '.')
           && (token_is (lx, before2, "this") || token_is (lx, before2, "plugin"));
  gboolean key_place = is_punct (lx, before, '{') || is_punct (lx, before, ',');
  if (first == ':' && key_place)
    return TRUE;
  if (tok->kind == TOK_STRING)
    return FALSE;
  return assigned || (before->kind == TOK_IDENT && token_is (lx, before, "function"));
}

static void
note_own_plugin (Lexer *lx, TwPluginsObject *object, const Token *before2, const Token *before,
                 const Token *tok)
{
  if (object->own_line != 0 || (tok->kind != TOK_IDENT && tok->kind != TOK_STRING))
    return;
  g_autofree char *name = token_name (lx, tok);
  if (!is_map_turn_name (name) || !is_definition (lx, before2, before, tok))
    return;
  object->own_line = line_at (lx, tok->start);
  /* TRANSLATORS: %s is a function name of a map-turn plugin (consumeTime, ...). */
  object->own_what = g_strdup_printf (_("it defines %s"), name);
}

/* ---- Turnwright's runtime entry ---------------------------------------------------- */

static gboolean
line_is_blank (const char *s, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
      return FALSE;
  return TRUE;
}

/* @line without its leading and trailing blanks. */
static const char *
trim_line (const char *line, gsize *length)
{
  while (*length > 0 && (line[0] == ' ' || line[0] == '\t'))
    line++, (*length)--;
  while (*length > 0 && strchr (" \t\r", line[*length - 1]) != NULL)
    (*length)--;
  return line;
}

gboolean
tw_plugins_js_read_marker (const char *line, gsize length, guint *version)
{
  line = trim_line (line, &length);
  gsize n = strlen (TW_RUNTIME_MARKER);
  if (length <= n || memcmp (line, TW_RUNTIME_MARKER, n) != 0 || length - n > 9)
    return FALSE;
  guint value = 0;
  for (gsize i = n; i < length; i++)
    {
      if (!g_ascii_isdigit (line[i]))
        return FALSE;
      value = value * 10 + (guint)(line[i] - '0');
    }
  *version = value;
  return TRUE;
}

gboolean
tw_plugins_js_is_end_marker (const char *line, gsize length)
{
  line = trim_line (line, &length);
  return length == strlen (TW_RUNTIME_END_MARKER)
         && memcmp (line, TW_RUNTIME_END_MARKER, length) == 0;
}

/* The end of the line starting at @from (the offset of its '\n', or the
 * text's end). */
static gsize
line_end (const Lexer *lx, gsize from)
{
  const char *nl = memchr (lx->text + from, '\n', lx->length - from);
  return nl != NULL ? (gsize)(nl - lx->text) : lx->length;
}

/* One past the '}' closing the runtime's function: the first end marker
 * line after @from, then blanks, then '}'. 0 when there is none. */
static gsize
runtime_end (const Lexer *lx, gsize from)
{
  for (gsize start = from; start < lx->length; start = line_end (lx, start) + 1)
    {
      gsize end = line_end (lx, start);
      if (!tw_plugins_js_is_end_marker (lx->text + start, end - start))
        continue;
      gsize i = end;
      while (i < lx->length && g_ascii_isspace (lx->text[i]))
        i++;
      if (i < lx->length && lx->text[i] == '}')
        return i + 1;
    }
  return 0;
}

/* Whether the value at lx->pos is Turnwright's runtime: "function () {",
 * then on the next line the version marker. Its end is found by the end
 * marker, not by reading the body, which is ours and may change. */
static gboolean
is_runtime_at (Lexer *lx, guint *version, gsize *marker)
{
  static const char head[] = "function () {";
  gsize at = lx->pos;
  if (lx->length - at < sizeof head - 1 || memcmp (lx->text + at, head, sizeof head - 1) != 0)
    return FALSE;
  gsize rest = at + sizeof head - 1;
  gsize first_end = line_end (lx, rest);
  if (!line_is_blank (lx->text + rest, first_end - rest) || first_end >= lx->length)
    return FALSE;
  *marker = first_end + 1;
  gsize marker_end = line_end (lx, *marker);
  return tw_plugins_js_read_marker (lx->text + *marker, marker_end - *marker, version);
}

static gboolean
skip_runtime (Lexer *lx, TwPluginsEntry *entry, gsize marker, GError **error)
{
  gsize end = runtime_end (lx, marker);
  if (end == 0)
    return fail_at (lx, marker, error,
                    _("Turnwright's map-turn runtime starts here but its end marker (%s) is "
                       "missing"),
                    TW_RUNTIME_END_MARKER);
  entry->ours = TRUE;
  entry->value_end = end;
  lx->pos = end;
  lx->prev = (Token){ TOK_PUNCT, end - 1, end };
  return TRUE;
}

/* ---- the object -------------------------------------------------------------------- */

typedef struct
{
  char open;
  gsize offset;
} Opener;

static char
closer_of (char open)
{
  return open == '(' ? ')' : open == '[' ? ']' : '}';
}

/* The file ended inside a value: the innermost bracket left open is where
 * it is told, that is most often where a cut or a lost brace is. */
static gboolean
fail_unclosed (Lexer *lx, GArray *openers, GError **error)
{
  if (openers->len == 0)
    return fail_at (lx, lx->length, error, _("the file ends before the plugins object is closed"));
  const Opener *o = &g_array_index (openers, Opener, openers->len - 1);
  return fail_at (lx, o->offset, error, _("this '%c' is never closed: the file ends first"),
                  o->open);
}

/* A closing bracket: the end of the value (*stop) at depth 0, else it must
 * match the innermost opener. */
static gboolean
close_bracket (Lexer *lx, GArray *openers, const Token *tok, gboolean *stop, GError **error)
{
  char c = lx->text[tok->start];
  if (openers->len == 0)
    {
      *stop = c == '}';
      return *stop || fail_at (lx, tok->start, error, _("this '%c' closes nothing"), c);
    }
  const Opener o = g_array_index (openers, Opener, openers->len - 1);
  if (closer_of (o.open) != c)
    {
      guint line = line_at (lx, o.offset);
      return fail_at (lx, tok->start, error,
                      _("expected '%c' to close the '%c' on line %u, column %u, not '%c'"),
                      closer_of (o.open), o.open, line, column_at (lx, o.offset), c);
    }
  g_array_set_size (openers, openers->len - 1);
  return TRUE;
}

/* Reads one entry's value: tokens up to the ',' or '}' at its own depth
 * (*stop gets it). */
static gboolean
scan_value (Lexer *lx, TwPluginsObject *object, TwPluginsEntry *entry, Token *stop, GError **error)
{
  g_autoptr (GArray) openers = g_array_new (FALSE, FALSE, sizeof (Opener));
  gsize value_start = lx->pos;
  for (;;)
    {
      Token before2 = lx->prev2, before = lx->prev, tok;
      if (!next_token (lx, &tok, error))
        return FALSE;
      gboolean done = FALSE;
      if (tok.kind == TOK_EOF)
        return fail_unclosed (lx, openers, error);
      if (tok.kind == TOK_PUNCT && strchr ("([{", lx->text[tok.start]) != NULL)
        g_array_append_val (openers, ((Opener){ lx->text[tok.start], tok.start }));
      else if (tok.kind == TOK_PUNCT && strchr (")]}", lx->text[tok.start]) != NULL)
        {
          if (!close_bracket (lx, openers, &tok, &done, error))
            return FALSE;
        }
      else if (is_punct (lx, &tok, ',') && openers->len == 0)
        done = TRUE;
      else
        note_own_plugin (lx, object, &before2, &before, &tok);
      if (done)
        {
          *stop = tok;
          if (entry->value_end <= value_start)
            return fail_at (lx, tok.start, error, _("expected a value for \"%s\""), entry->key);
          return TRUE;
        }
      entry->value_end = tok.end;
    }
}

static gboolean
read_key (Lexer *lx, TwPluginsEntry *entry, GError **error)
{
  Token tok;
  if (!next_token (lx, &tok, error))
    return FALSE;
  if (tok.kind != TOK_STRING && tok.kind != TOK_IDENT && tok.kind != TOK_NUMBER)
    return fail_at (lx, tok.start, error,
                    _("expected a plugin's name (\"name\": function () {...})"));
  entry->key = token_name (lx, &tok);
  entry->key_start = tok.start;
  entry->line = line_at (lx, tok.start);
  if (!next_token (lx, &tok, error))
    return FALSE;
  if (!is_punct (lx, &tok, ':'))
    return fail_at (lx, tok.start, error, _("expected ':' after the plugin's name \"%s\""),
                    entry->key);
  return skip_blank (lx, error);
}

static void
note_entry (TwPluginsObject *object, const TwPluginsEntry *entry)
{
  if (object->own_line != 0 || entry->ours)
    return;
  if (strcmp (entry->key, TW_RUNTIME_ENTRY_KEY) == 0)
    {
      object->own_line = entry->line;
      object->own_what = g_strdup (_("a \"mapTurn\" entry that is not Turnwright's runtime"));
    }
  else if (is_map_turn_name (entry->key))
    {
      object->own_line = entry->line;
      object->own_what = g_strdup_printf (_("it defines %s"), entry->key);
    }
}

static gboolean
add_entry (Lexer *lx, TwPluginsObject *object, TwPluginsEntry *entry, GError **error)
{
  if (entry->ours && object->ours >= 0)
    {
      const TwPluginsEntry *first = &g_array_index (object->entries, TwPluginsEntry, object->ours);
      return fail_at (lx, entry->key_start, error,
                      _("Turnwright's map-turn runtime is here twice (lines %u and %u): remove "
                         "one"),
                      first->line, entry->line);
    }
  note_entry (object, entry);
  if (entry->ours)
    object->ours = (int)object->entries->len;
  g_array_append_val (object->entries, *entry);
  return TRUE;
}

/* One entry, and the ',' or '}' after it (*stop). */
static gboolean
read_entry (Lexer *lx, TwPluginsObject *object, Token *stop, GError **error)
{
  TwPluginsEntry entry = { 0 };
  gsize marker = 0;
  gboolean ok = read_key (lx, &entry, error);
  if (ok && strcmp (entry.key, TW_RUNTIME_ENTRY_KEY) == 0
      && is_runtime_at (lx, &entry.version, &marker))
    ok = skip_runtime (lx, &entry, marker, error) && next_token (lx, stop, error);
  else if (ok)
    ok = scan_value (lx, object, &entry, stop, error);
  if (ok && !is_punct (lx, stop, ',') && !is_punct (lx, stop, '}'))
    ok = fail_at (lx, stop->start, error, _("expected ',' or '}' after the plugin \"%s\""),
                  entry.key);
  if (ok && is_punct (lx, stop, ','))
    entry.comma = stop->start;
  if (ok && add_entry (lx, object, &entry, error))
    return TRUE;
  g_free (entry.key);
  return FALSE;
}

static gboolean
read_entries (Lexer *lx, TwPluginsObject *object, GError **error)
{
  for (;;)
    {
      gsize saved = lx->pos;
      Token saved_prev = lx->prev, saved_prev2 = lx->prev2, tok;
      if (!next_token (lx, &tok, error))
        return FALSE;
      if (is_punct (lx, &tok, '}'))
        {
          object->close = tok.start; /* an empty object, or a ',' after the last entry */
          return TRUE;
        }
      lx->pos = saved; /* a key: read_entry reads it again */
      lx->prev = saved_prev;
      lx->prev2 = saved_prev2;
      if (!read_entry (lx, object, &tok, error))
        return FALSE;
      if (is_punct (lx, &tok, '}'))
        {
          object->close = tok.start;
          return TRUE;
        }
    }
}

/* `var NAME = {`: what mota-js's loader evaluates. */
static gboolean
read_head (Lexer *lx, TwPluginsObject *object, GError **error)
{
  Token words[4];
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    if (!next_token (lx, &words[i], error))
      return FALSE;
  gboolean declares = words[0].kind == TOK_IDENT
                      && (token_is (lx, &words[0], "var") || token_is (lx, &words[0], "let")
                          || token_is (lx, &words[0], "const"));
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gboolean ok = i == 0   ? declares
                    : i == 1 ? words[1].kind == TOK_IDENT
                    : i == 2 ? is_punct (lx, &words[2], '=')
                             : is_punct (lx, &words[3], '{');
      if (!ok)
        return fail_at (lx, words[i].start, error,
                        _("expected the plugins object: var plugins_bb40132b_638b_4a9f_b028_"
                           "d3fe47acc8d1 = { \"name\": function () {...}, ... }"));
    }
  object->open = words[3].start;
  return TRUE;
}

static gboolean
read_tail (Lexer *lx, GError **error)
{
  Token tok;
  if (!next_token (lx, &tok, error))
    return FALSE;
  if (is_punct (lx, &tok, ';') && !next_token (lx, &tok, error))
    return FALSE;
  if (tok.kind != TOK_EOF)
    return fail_at (lx, tok.start, error,
                    _("expected the end of the file after the plugins object"));
  return TRUE;
}

static gboolean
check_text (Lexer *lx, GError **error)
{
  const char *end = NULL;
  if (!g_utf8_validate_len (lx->text, lx->length, &end))
    return fail_at (lx, (gsize)(end - lx->text), error,
                    _("this is not UTF-8 text (or holds a NUL byte)"));
  return TRUE;
}

gboolean
tw_plugins_js_parse (const char *text, gsize length, const char *display, TwPluginsObject *object,
                     GError **error)
{
  g_return_val_if_fail (text != NULL && object != NULL, FALSE);
  *object = (TwPluginsObject){ 0 };
  object->entries = g_array_new (FALSE, TRUE, sizeof (TwPluginsEntry));
  object->ours = -1;
  object->newline = g_strstr_len (text, (gssize)length, "\r\n") != NULL ? "\r\n" : "\n";

  Lexer lx = { .text = text, .length = length, .display = display, .counted_line = 1 };
  lx.prev.kind = lx.prev2.kind = TOK_EOF;
  lx.substitutions = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean ok = check_text (&lx, error) && read_head (&lx, object, error)
                && read_entries (&lx, object, error) && read_tail (&lx, error);
  g_array_unref (lx.substitutions);
  if (!ok)
    tw_plugins_object_clear (object);
  return ok;
}

void
tw_plugins_object_clear (TwPluginsObject *object)
{
  if (object->entries != NULL)
    for (guint i = 0; i < object->entries->len; i++)
      g_free (g_array_index (object->entries, TwPluginsEntry, i).key);
  g_clear_pointer (&object->entries, g_array_unref);
  g_clear_pointer (&object->own_what, g_free);
  object->ours = -1;
  object->own_line = 0;
}
