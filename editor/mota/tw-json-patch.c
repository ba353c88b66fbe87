/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-patch.c: changed values respelled in place, the rest kept. */
#include "editor/mota/tw-json-patch.h"

#include <string.h>

#include "editor/mota/tw-json-format.h"

typedef struct
{
  const char *text;
  gsize length;
  gsize pos;
  gsize copied; /* text[0, copied) is already in out */
  GString *out;
} Patch;

static void
skip_blank (Patch *p)
{
  while (p->pos < p->length
         && (p->text[p->pos] == ' ' || p->text[p->pos] == '\t' || p->text[p->pos] == '\n'
             || p->text[p->pos] == '\r'))
    p->pos++;
}

static gboolean
at (Patch *p, char c)
{
  return p->pos < p->length && p->text[p->pos] == c;
}

/* The end of the token at p->pos: a string with its quotes, or a bare word. */
static gboolean
scan_token (Patch *p, gsize *end)
{
  gsize i = p->pos;
  if (at (p, '"'))
    {
      for (i++; i < p->length && p->text[i] != '"'; i++)
        if (p->text[i] == '\\')
          i++;
      if (i >= p->length)
        return FALSE;
      *end = i + 1;
      return TRUE;
    }
  while (i < p->length && strchr (",:]} \t\r\n{[", p->text[i]) == NULL)
    i++;
  *end = i;
  return i > p->pos;
}

/* The JSON value the token spells (a new reference), or NULL. */
static json_t *
read_token (Patch *p, gsize end)
{
  return json_loadb (p->text + p->pos, end - p->pos, JSON_DECODE_ANY, NULL);
}

static gboolean patch_value (Patch *p, const json_t *value);

static gboolean
patch_key (Patch *p, const char *expected)
{
  gsize end;
  if (!at (p, '"') || !scan_token (p, &end))
    return FALSE;
  json_t *key = read_token (p, end);
  gboolean same = key != NULL && g_strcmp0 (json_string_value (key), expected) == 0;
  json_decref (key);
  p->pos = end;
  skip_blank (p);
  if (!same || !at (p, ':'))
    return FALSE;
  p->pos++;
  return TRUE;
}

static gboolean
patch_object (Patch *p, const json_t *value)
{
  if (!json_is_object (value))
    return FALSE;
  p->pos++; /* { */
  json_t *object = (json_t *)value;
  void *iter = json_object_iter (object);
  for (gboolean first = TRUE;; first = FALSE)
    {
      skip_blank (p);
      if (at (p, '}'))
        {
          p->pos++;
          return iter == NULL;
        }
      if (iter == NULL)
        return FALSE;
      if (!first)
        {
          if (!at (p, ','))
            return FALSE;
          p->pos++;
          skip_blank (p);
        }
      if (!patch_key (p, json_object_iter_key (iter))
          || !patch_value (p, json_object_iter_value (iter)))
        return FALSE;
      iter = json_object_iter_next (object, iter);
    }
}

static gboolean
patch_array (Patch *p, const json_t *value)
{
  if (!json_is_array (value))
    return FALSE;
  p->pos++; /* [ */
  for (gsize i = 0;; i++)
    {
      skip_blank (p);
      if (at (p, ']'))
        {
          p->pos++;
          return i == json_array_size (value);
        }
      if (i >= json_array_size (value))
        return FALSE;
      if (i > 0)
        {
          if (!at (p, ','))
            return FALSE;
          p->pos++;
        }
      if (!patch_value (p, json_array_get (value, i)))
        return FALSE;
    }
}

/* A plain whole number token (map cells: a 1000x1000 floor has a million)
 * compared without parsing it as JSON. */
static gboolean
same_plain_integer (Patch *p, gsize end, const json_t *value, gboolean *same)
{
  gsize i = p->pos + (p->text[p->pos] == '-');
  if (!json_is_integer (value) || end - i == 0 || end - i > 15)
    return FALSE;
  for (gsize k = i; k < end; k++)
    if (!g_ascii_isdigit (p->text[k]) || (k == i && p->text[k] == '0' && end - i > 1))
      return FALSE;
  g_autofree char *token = g_strndup (p->text + p->pos, end - p->pos);
  *same = g_ascii_strtoll (token, NULL, 10) == json_integer_value (value);
  return TRUE;
}

/* Writes value's spelling in place of the token ending at `end`. */
static void
respell (Patch *p, gsize end, const json_t *value)
{
  g_string_append_len (p->out, p->text + p->copied, (gssize)(p->pos - p->copied));
  tw_json_format_append (p->out, value, NULL, 0);
  p->copied = end;
}

static gboolean
patch_scalar (Patch *p, const json_t *value)
{
  gsize end;
  if (json_is_object (value) || json_is_array (value) || !scan_token (p, &end))
    return FALSE;
  gboolean same;
  if (!same_plain_integer (p, end, value, &same))
    {
      json_t *old = read_token (p, end);
      if (old == NULL)
        return FALSE;
      same = json_equal (old, (json_t *)value);
      json_decref (old);
    }
  if (!same)
    respell (p, end, value);
  p->pos = end;
  return TRUE;
}

static gboolean
patch_value (Patch *p, const json_t *value)
{
  skip_blank (p);
  if (at (p, '{'))
    return patch_object (p, value);
  if (at (p, '['))
    return patch_array (p, value);
  return patch_scalar (p, value);
}

char *
tw_json_patch_scalars (const char *text, gsize length, const json_t *value)
{
  g_return_val_if_fail (text != NULL && value != NULL, NULL);

  Patch p = { text, length, 0, 0, g_string_new (NULL) };
  if (!patch_value (&p, value))
    {
      g_string_free (p.out, TRUE);
      return NULL;
    }
  g_string_append_len (p.out, text + p.copied, (gssize)(length - p.copied));
  return g_string_free (p.out, FALSE);
}

char *
tw_json_patch_detect_indent (const char *text)
{
  for (const char *line = text; line != NULL && *line != '\0';)
    {
      gsize blanks = strspn (line, " \t");
      if (blanks > 0 && line[blanks] != '\n' && line[blanks] != '\r' && line[blanks] != '\0')
        {
          /* Tabs, or a run of spaces: a level is the whole run of the first such line. */
          if (line[0] == '\t')
            return g_strdup ("\t");
          return g_strndup (line, strspn (line, " "));
        }
      line = strchr (line, '\n');
      if (line != NULL)
        line++;
    }
  return NULL;
}

gboolean
tw_json_patch_uses_crlf (const char *text)
{
  const char *newline = strchr (text, '\n');
  return newline != NULL && newline > text && newline[-1] == '\r';
}

char *
tw_json_patch_restyle (const char *formatted, const char *unit, const char *own_unit, gboolean crlf)
{
  GString *out = g_string_sized_new (strlen (formatted) + strlen (formatted) / 16);
  gsize unit_length = strlen (unit);
  gboolean line_start = TRUE;
  for (const char *c = formatted; *c != '\0';)
    {
      if (line_start && own_unit != NULL && unit_length > 0 && strncmp (c, unit, unit_length) == 0)
        {
          g_string_append (out, own_unit);
          c += unit_length;
          continue;
        }
      line_start = *c == '\n';
      if (*c == '\n' && crlf)
        g_string_append_c (out, '\r');
      g_string_append_c (out, *c);
      c++;
    }
  return g_string_free (out, FALSE);
}
