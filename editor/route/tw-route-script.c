/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-route-script.c: route tokens to a moves script and back (tw-route.h).
 * The two directions are each other's inverse: a script made from a route
 * gives that route again, token for token (tests/editor/test-route.c), so
 * a player's run opened in Turnwright and exported is the same file. */
#include "editor/route/tw-route.h"

#include <string.h>

static const char *const dir_names[] = { "up", "right", "down", "left" };

gboolean
tw_route_token_is_answer (const char *token)
{
  return g_str_has_prefix (token, "choices:") || g_str_has_prefix (token, "input:")
         || g_str_has_prefix (token, "input2:") || g_str_has_prefix (token, "random:");
}

void
tw_route_skipped_free (gpointer data)
{
  TwRouteSkipped *skipped = data;
  g_free (skipped->token);
  g_free (skipped);
}

/* ---- tokens to a script ------------------------------------------------- */

/* A token a script line can hold as one word (tw-script.c tokenize_line). */
static gboolean
is_word (const char *text)
{
  if (*text == '\0' || *text == '#' || !g_utf8_validate (text, -1, NULL))
    return FALSE;
  /* The script's tokenizer splits at vertical tabs too, which
   * g_ascii_isspace does not count. */
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || *p == '\v')
      return FALSE;
  return TRUE;
}

/* @text as the script's parser reads a number from @max down to 0 and the
 * script writes it back: digits, no leading zero. */
static gboolean
is_number (const char *text, guint64 max, guint64 *value)
{
  gsize n = strspn (text, "0123456789");

  if (n == 0 || n != strlen (text) || n > 10 || (n > 1 && text[0] == '0'))
    return FALSE;
  *value = g_ascii_strtoull (text, NULL, 10);
  return *value <= max;
}

static int
direction_index (const char *token)
{
  for (guint i = 0; i < G_N_ELEMENTS (dir_names); i++)
    if (g_str_equal (token, dir_names[i]))
      return (int)i;
  return -1;
}

typedef struct
{
  GPtrArray *tokens;
  TwRouteDialect dialect;
  GString *out;
  GPtrArray *skipped;
} ToScript;

static const char *
token_at (ToScript *s, guint i)
{
  return i < s->tokens->len ? s->tokens->pdata[i] : NULL;
}

/* The answer tokens from @i on. */
static guint
n_answers_at (ToScript *s, guint i)
{
  guint n = 0;
  while (token_at (s, i + n) != NULL && tw_route_token_is_answer (token_at (s, i + n)))
    n++;
  return n;
}

static void
add_game_line (ToScript *s, guint i)
{
  const char *token = token_at (s, i);
  g_string_append_printf (s->out, "game %s\n", token);
  if (s->skipped != NULL)
    {
      TwRouteSkipped *skipped = g_new (TwRouteSkipped, 1);
      skipped->index = i;
      skipped->token = g_strdup (token);
      g_ptr_array_add (s->skipped, skipped);
    }
}

static void
add_answer_line (ToScript *s, guint i)
{
  const char *token = token_at (s, i);
  guint64 n;

  if (g_str_has_prefix (token, "choices:") && is_number (token + 8, 1000, &n))
    g_string_append_printf (s->out, "choose %s\n", token + 8);
  else if (g_str_has_prefix (token, "input:") && is_word (token + 6)
           && !g_str_equal (token, "input:none"))
    g_string_append_printf (s->out, "input %s\n", token + 6);
  else
    add_game_line (s, i);
}

/* `moveto X Y` for "move:X:Y". */
static gboolean
moveto_line (const char *token, GString *line)
{
  g_auto (GStrv) parts = g_strsplit (token, ":", -1);
  guint64 x, y;

  if (g_strv_length (parts) != 3 || !is_number (parts[1], G_MAXINT, &x)
      || !is_number (parts[2], G_MAXINT, &y))
    return FALSE;
  g_string_printf (line, "moveto %s %s", parts[1], parts[2]);
  return TRUE;
}

/* `shop ID N`: 2.7+ "shop:ID" then "choices:N"; 2.6 "shop:ID:N" (one
 * purchase: a 2.6 visit of several is one token, kept as a game line). */
static guint
shop_line (ToScript *s, guint i, GString *line)
{
  const char *token = token_at (s, i);
  const char *next = token_at (s, i + 1);
  guint64 n;

  if (s->dialect == TW_ROUTE_DIALECT_2_6)
    {
      g_auto (GStrv) parts = g_strsplit (token + 5, ":", -1);
      if (g_strv_length (parts) != 2 || !is_word (parts[0]) || !is_number (parts[1], 9, &n))
        return 0;
      g_string_printf (line, "shop %s %s", parts[0], parts[1]);
      return 1;
    }
  if (!is_word (token + 5) || strchr (token + 5, ':') != NULL || next == NULL
      || !g_str_has_prefix (next, "choices:") || !is_number (next + 8, 1000, &n))
    return 0;
  g_string_printf (line, "shop %s %s", token + 5, next + 8);
  return 2;
}

/* The map-turn runtime's own tokens (data/runtime/map-turn.js, docs/routes.md):
 * "mapTurn:wait:N", "mapTurn:cancel:ID", "mapTurn:skill:ID[:DIR]",
 * "mapTurn:save:NAME", "mapTurn:load:NAME". */
static gboolean
map_turn_line (const char *token, GString *line)
{
  g_auto (GStrv) parts = g_strsplit (token, ":", -1);
  guint n = g_strv_length (parts);
  guint64 count;

  if (n == 3 && g_str_equal (parts[1], "wait") && is_number (parts[2], TW_SCRIPT_MAX_COUNT, &count)
      && count > 0)
    g_string_printf (line, "wait %s", parts[2]);
  else if (n == 3 && g_str_equal (parts[1], "cancel") && is_word (parts[2]))
    g_string_printf (line, "cancel %s", parts[2]);
  else if (n == 3 && (g_str_equal (parts[1], "save") || g_str_equal (parts[1], "load"))
           && is_word (parts[2]))
    g_string_printf (line, "%s %s", parts[1], parts[2]);
  else if (n == 3 && g_str_equal (parts[1], "skill") && is_word (parts[2]))
    g_string_printf (line, "skill %s", parts[2]);
  else if (n == 4 && g_str_equal (parts[1], "skill") && is_word (parts[2])
           && direction_index (parts[3]) >= 0)
    g_string_printf (line, "skill %s %s", parts[2], parts[3]);
  else
    return FALSE;
  return TRUE;
}

/* The script line of the action starting at @i and how many tokens it
 * takes (0: none; it becomes a game line). */
static guint
main_line (ToScript *s, guint i, GString *line)
{
  const char *token = token_at (s, i);
  const char *next = token_at (s, i + 1);
  int dir = direction_index (token);

  if (dir >= 0)
    {
      guint run = 1;
      /* Answers follow the first step of a run (tw_route_from_script), so a
       * step followed by answers starts a run of its own. */
      if (n_answers_at (s, i + 1) == 0)
        while (token_at (s, i + run) != NULL && g_str_equal (token_at (s, i + run), token)
               && n_answers_at (s, i + run + 1) == 0 && run < TW_SCRIPT_MAX_COUNT)
          run++;
      if (run == 1)
        g_string_printf (line, "move %s", token);
      else
        g_string_printf (line, "move %s %u", token, run);
      return run;
    }
  if (g_str_has_prefix (token, "move:"))
    return moveto_line (token, line) ? 1 : 0;
  if (g_str_has_prefix (token, "turn:") && direction_index (token + 5) >= 0 && next != NULL
      && g_str_equal (next, "getNext"))
    {
      g_string_printf (line, "pickup %s", token + 5);
      return 2;
    }
  if (g_str_has_prefix (token, "item:") && is_word (token + 5))
    {
      g_string_printf (line, "use %s", token + 5);
      return 1;
    }
  if (g_str_has_prefix (token, "shop:"))
    return shop_line (s, i, line);
  if (g_str_has_prefix (token, "mapTurn:"))
    return map_turn_line (token, line) ? 1 : 0;
  return 0;
}

static void
add_file_line (GString *out, const TwRouteFile *file)
{
  json_t *copy = json_copy (file->object);
  g_autofree char *json = NULL;

  json_object_set_new (copy, "route", json_string (""));
  json = json_dumps (copy, JSON_COMPACT);
  g_string_append_printf (out, "#! h5route %s %s\n", file->wrapped ? "lz" : "json", json);
  json_decref (copy);
}

char *
tw_route_to_script (GPtrArray *tokens, TwRouteDialect dialect, const TwRouteFile *file,
                    GPtrArray *skipped, GError **error)
{
  ToScript s = { .tokens = tokens, .dialect = dialect, .out = g_string_new (NULL),
                 .skipped = skipped };
  g_autoptr (GString) line = g_string_new (NULL);
  guint i = 0;

  for (guint k = 0; k < tokens->len; k++)
    if (!is_word (tokens->pdata[k]))
      {
        g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_TOKEN,
                     "token %u (\"%s\") cannot be written as a script word (it is empty, has "
                     "white space or starts with #)",
                     k + 1, (const char *)tokens->pdata[k]);
        g_string_free (s.out, TRUE);
        return NULL;
      }
  if (file != NULL)
    add_file_line (s.out, file);
  /* Answers before the first action answer the start story. */
  for (; i < tokens->len && tw_route_token_is_answer (tokens->pdata[i]); i++)
    add_answer_line (&s, i);
  while (i < tokens->len)
    {
      guint taken = main_line (&s, i, line);
      guint first = i;
      guint end = i + MAX (taken, 1);
      guint n_answers = n_answers_at (&s, end);

      for (guint a = end; a < end + n_answers; a++)
        add_answer_line (&s, a);
      if (taken > 0)
        g_string_append_printf (s.out, "%s\n", line->str);
      else
        add_game_line (&s, first);
      i = end + n_answers;
    }
  return g_string_free (s.out, FALSE);
}

gboolean
tw_route_script_file (const char *text, TwRouteFile *file)
{
  static const char prefix[] = "#! h5route ";
  g_autofree char *line = NULL;
  const char *end, *json;
  gboolean wrapped;

  memset (file, 0, sizeof *file);
  if (!g_str_has_prefix (text, prefix))
    return FALSE;
  end = strchr (text, '\n');
  line = end ? g_strndup (text, end - text) : g_strdup (text);
  g_strchomp (line);
  json = line + strlen (prefix);
  if (g_str_has_prefix (json, "lz "))
    wrapped = TRUE;
  else if (g_str_has_prefix (json, "json "))
    wrapped = FALSE;
  else
    return FALSE;
  file->object = json_loads (strchr (json, ' ') + 1, 0, NULL);
  file->wrapped = wrapped;
  if (!json_is_object (file->object) || !json_is_string (json_object_get (file->object, "route")))
    {
      tw_route_file_clear (file);
      return FALSE;
    }
  return TRUE;
}

/* ---- a script to tokens ------------------------------------------------- */

static gboolean
is_answer (const TwScriptAction *a)
{
  return a->kind == TW_SCRIPT_CHOOSE || a->kind == TW_SCRIPT_INPUT
         || (a->kind == TW_SCRIPT_GAME && tw_route_token_is_answer (a->id));
}

static char *
answer_token (const TwScriptAction *a)
{
  if (a->kind == TW_SCRIPT_CHOOSE)
    return g_strdup_printf ("choices:%u", a->count);
  if (a->kind == TW_SCRIPT_INPUT)
    return g_strdup_printf ("input:%s", a->id);
  return g_strdup (a->id);
}

static gboolean
no_token (GError **error, const TwScriptAction *a, const char *why)
{
  g_autofree char *text = tw_script_action_to_string (a);
  g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_TOKEN, "line %u: %s: %s", a->line, text, why);
  return FALSE;
}

/* The route tokens of one action that is not an answer; counts the ones
 * the game pulls as actions of their own. @answers (the script's answers
 * just before it, which its frame asks for: docs/rules.md §11.8) follow its
 * first token, where the game's events take them from the route. */
static gboolean
add_tokens (GPtrArray *route, const TwScriptAction *a, TwRouteDialect dialect,
            GPtrArray *answers, guint *n_main, GError **error)
{
  guint first = route->len;

  switch (a->kind)
    {
    case TW_SCRIPT_MOVE:
      for (guint i = 0; i < a->count; i++)
        g_ptr_array_add (route, g_strdup (dir_names[a->dir]));
      *n_main += a->count;
      break;
    case TW_SCRIPT_MOVETO:
      g_ptr_array_add (route, g_strdup_printf ("move:%d:%d", a->x, a->y));
      *n_main += 1;
      break;
    case TW_SCRIPT_PICKUP:
      g_ptr_array_add (route, g_strdup_printf ("turn:%s", dir_names[a->dir]));
      g_ptr_array_add (route, g_strdup ("getNext"));
      *n_main += 2;
      first++; /* the turn asks nothing; the pick-up may */
      break;
    case TW_SCRIPT_USE:
      g_ptr_array_add (route, g_strdup_printf ("item:%s", a->id));
      *n_main += 1;
      break;
    case TW_SCRIPT_SHOP:
      if (a->x != 0)
        return no_token (error, a, "selling is not translated to the game's route yet");
      if (dialect == TW_ROUTE_DIALECT_2_6)
        {
          /* One digit a purchase in 2.6's token. */
          if (a->count > 9)
            return no_token (error, a, "a 2.6 shop's route token holds choices 0 to 9 only");
          g_ptr_array_add (route, g_strdup_printf ("shop:%s:%u", a->id, a->count));
          *n_main += 1;
          break;
        }
      g_ptr_array_add (route, g_strdup_printf ("shop:%s", a->id));
      g_ptr_array_add (route, g_strdup_printf ("choices:%u", a->count));
      *n_main += 1;
      first++; /* the shop's own choice comes first */
      break;
    case TW_SCRIPT_GAME:
      g_ptr_array_add (route, g_strdup (a->id));
      *n_main += 1;
      break;
    case TW_SCRIPT_WAIT:
      g_ptr_array_add (route, g_strdup_printf ("mapTurn:wait:%u", a->count));
      *n_main += 1;
      break;
    case TW_SCRIPT_CANCEL:
      g_ptr_array_add (route, g_strdup_printf ("mapTurn:cancel:%s", a->id));
      *n_main += 1;
      break;
    case TW_SCRIPT_SKILL:
      /* An aimed skill does not turn the hero (docs/rules.md §2.13). */
      if (a->dir == TW_SCRIPT_DIR_NONE)
        g_ptr_array_add (route, g_strdup_printf ("mapTurn:skill:%s", a->id));
      else
        g_ptr_array_add (route, g_strdup_printf ("mapTurn:skill:%s:%s", a->id, dir_names[a->dir]));
      *n_main += 1;
      break;
    case TW_SCRIPT_SAVE:
    case TW_SCRIPT_LOAD:
      /* The runtime plays them with the game's own saveData and loadData;
       * a player's route never holds them (a load replaces the route). */
      g_ptr_array_add (route, g_strdup_printf ("mapTurn:%s:%s",
                                               a->kind == TW_SCRIPT_SAVE ? "save" : "load", a->id));
      *n_main += 1;
      break;
    default:
      return no_token (error, a, "the game has no such action");
    }
  for (guint i = 0; i < answers->len; i++)
    g_ptr_array_insert (route, (gint)(first + 1 + i), answer_token (answers->pdata[i]));
  g_ptr_array_set_size (answers, 0);
  return TRUE;
}

GPtrArray *
tw_route_from_script (const TwScript *script, guint n_start, TwRouteDialect dialect,
                      GArray *units, GError **error)
{
  GPtrArray *route = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) answers = g_ptr_array_new ();
  guint n_main = 0;

  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    {
      const TwScriptAction *a = tw_script_get_action (script, i);
      guint before = n_main;
      if (is_answer (a))
        {
          if (i < n_start)
            g_ptr_array_add (route, answer_token (a));
          else
            g_ptr_array_add (answers, (gpointer)a);
          if (units != NULL)
            g_array_append_val (units, ((TwRouteUnit){ a, n_main, FALSE }));
          continue;
        }
      if (!add_tokens (route, a, dialect, answers, &n_main, error))
        {
          g_ptr_array_unref (route);
          return NULL;
        }
      if (units == NULL)
        continue;
      /* A move of N steps is N units: the game is compared after each step. */
      if (a->kind == TW_SCRIPT_MOVE)
        for (guint s = 1; s <= a->count; s++)
          g_array_append_val (units, ((TwRouteUnit){ a, before + s, TRUE }));
      else
        g_array_append_val (units, ((TwRouteUnit){ a, n_main, TRUE }));
    }
  /* Answers after the last action answer nothing the game asks. */
  for (guint i = 0; i < answers->len; i++)
    g_ptr_array_add (route, answer_token (answers->pdata[i]));
  return route;
}
