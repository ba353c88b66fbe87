/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-format.c: JSON.stringify's output, byte for byte. */
#include "editor/mota/tw-json-format.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The shortest decimal digits (no sign, no point) and the decimal exponent n
 * such that value = 0.DIGITS * 10^n, as ECMAScript's Number::toString defines. */
static void
shortest_digits (double value, char *digits, gsize digits_size, int *point)
{
  char buffer[64];

  for (int precision = 0; precision < 17; precision++)
    {
      char format[16];
      g_snprintf (format, sizeof format, "%%.%de", precision);
      g_ascii_formatd (buffer, sizeof buffer, format, value);
      if (g_ascii_strtod (buffer, NULL) == value)
        break;
    }

  /* buffer is "d.ddddde[+-]xx" (or "de[+-]xx"): gather the digits, drop trailing zeros. */
  gsize n = 0;
  const char *p = buffer;
  for (; *p != '\0' && *p != 'e'; p++)
    if (g_ascii_isdigit (*p) && n + 1 < digits_size)
      digits[n++] = *p;
  while (n > 1 && digits[n - 1] == '0')
    n--;
  digits[n] = '\0';
  int exponent = *p == 'e' ? atoi (p + 1) : 0;
  *point = exponent + 1;
}

void
tw_json_format_append_real (GString *out, double value)
{
  if (!isfinite (value))
    {
      g_string_append (out, "null");
      return;
    }
  if (value == 0)
    {
      g_string_append_c (out, '0'); /* -0 too, as JavaScript prints it */
      return;
    }
  if (value < 0)
    {
      g_string_append_c (out, '-');
      value = -value;
    }

  char digits[32];
  int n;
  shortest_digits (value, digits, sizeof digits, &n);
  int k = (int) strlen (digits);

  if (k <= n && n <= 21)
    {
      g_string_append (out, digits);
      for (int i = 0; i < n - k; i++)
        g_string_append_c (out, '0');
    }
  else if (0 < n && n <= 21)
    {
      g_string_append_len (out, digits, n);
      g_string_append_c (out, '.');
      g_string_append (out, digits + n);
    }
  else if (-6 < n && n <= 0)
    {
      g_string_append (out, "0.");
      for (int i = 0; i < -n; i++)
        g_string_append_c (out, '0');
      g_string_append (out, digits);
    }
  else
    {
      g_string_append_c (out, digits[0]);
      if (k > 1)
        {
          g_string_append_c (out, '.');
          g_string_append (out, digits + 1);
        }
      g_string_append_printf (out, "e%c%d", n - 1 >= 0 ? '+' : '-', abs (n - 1));
    }
}

void
tw_json_format_append_string (GString *out, const char *text, gsize length)
{
  static const char hex[] = "0123456789abcdef";

  g_string_append_c (out, '"');
  gsize run_start = 0;
  for (gsize i = 0; i < length; i++)
    {
      unsigned char c = (unsigned char) text[i];
      if (c >= 0x20 && c != '"' && c != '\\')
        continue;

      g_string_append_len (out, text + run_start, (gssize) (i - run_start));
      run_start = i + 1;
      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          g_string_append (out, "\\u00");
          g_string_append_c (out, hex[c >> 4]);
          g_string_append_c (out, hex[c & 0xf]);
          break;
        }
    }
  g_string_append_len (out, text + run_start, (gssize) (length - run_start));
  g_string_append_c (out, '"');
}

static void
append_newline_indent (GString *out, const char *indent, int level)
{
  g_string_append_c (out, '\n');
  for (int i = 0; i < level; i++)
    g_string_append (out, indent);
}

void
tw_json_format_append (GString *out, const json_t *value, const char *indent, int level)
{
  gboolean pretty = indent != NULL && indent[0] != '\0';

  switch (json_typeof (value))
    {
    case JSON_OBJECT:
      {
        if (json_object_size (value) == 0)
          {
            g_string_append (out, "{}");
            break;
          }
        g_string_append_c (out, '{');
        gboolean first = TRUE;
        const char *key;
        json_t *member;
        json_object_foreach ((json_t *) value, key, member)
          {
            if (!first)
              g_string_append_c (out, ',');
            first = FALSE;
            if (pretty)
              append_newline_indent (out, indent, level + 1);
            tw_json_format_append_string (out, key, strlen (key));
            g_string_append (out, pretty ? ": " : ":");
            tw_json_format_append (out, member, indent, level + 1);
          }
        if (pretty)
          append_newline_indent (out, indent, level);
        g_string_append_c (out, '}');
        break;
      }
    case JSON_ARRAY:
      {
        gsize size = json_array_size (value);
        if (size == 0)
          {
            g_string_append (out, "[]");
            break;
          }
        g_string_append_c (out, '[');
        for (gsize i = 0; i < size; i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            if (pretty)
              append_newline_indent (out, indent, level + 1);
            tw_json_format_append (out, json_array_get (value, i), indent, level + 1);
          }
        if (pretty)
          append_newline_indent (out, indent, level);
        g_string_append_c (out, ']');
        break;
      }
    case JSON_STRING:
      tw_json_format_append_string (out, json_string_value (value), json_string_length (value));
      break;
    case JSON_INTEGER:
      g_string_append_printf (out, "%" JSON_INTEGER_FORMAT, json_integer_value (value));
      break;
    case JSON_REAL:
      tw_json_format_append_real (out, json_real_value (value));
      break;
    case JSON_TRUE:
      g_string_append (out, "true");
      break;
    case JSON_FALSE:
      g_string_append (out, "false");
      break;
    case JSON_NULL:
    default:
      g_string_append (out, "null");
      break;
    }
}

char *
tw_json_format_to_string (const json_t *value, const char *indent)
{
  GString *out = g_string_new (NULL);
  tw_json_format_append (out, value, indent, 0);
  return g_string_free (out, FALSE);
}

static gboolean
is_number_row (const json_t *array)
{
  if (json_array_size (array) == 0)
    return FALSE;
  for (gsize i = 0; i < json_array_size (array); i++)
    if (!json_is_number (json_array_get (array, i)))
      return FALSE;
  return TRUE;
}

/* 2-space JSON, with lists of numbers (map rows) kept on one line. */
static void
append_pretty (GString *out, const json_t *value, int level)
{
  if (json_is_array (value) && !is_number_row (value) && json_array_size (value) > 0)
    {
      g_string_append_c (out, '[');
      for (gsize i = 0; i < json_array_size (value); i++)
        {
          g_string_append (out, i > 0 ? ",\n" : "\n");
          for (int k = 0; k <= level; k++)
            g_string_append (out, "  ");
          append_pretty (out, json_array_get (value, i), level + 1);
        }
      g_string_append_c (out, '\n');
      for (int k = 0; k < level; k++)
        g_string_append (out, "  ");
      g_string_append_c (out, ']');
    }
  else if (json_is_object (value) && json_object_size (value) > 0)
    {
      const char *key;
      json_t *member;
      gboolean first = TRUE;
      g_string_append_c (out, '{');
      json_object_foreach ((json_t *) value, key, member)
        {
          g_string_append (out, first ? "\n" : ",\n");
          first = FALSE;
          for (int k = 0; k <= level; k++)
            g_string_append (out, "  ");
          tw_json_format_append_string (out, key, strlen (key));
          g_string_append (out, ": ");
          append_pretty (out, member, level + 1);
        }
      g_string_append_c (out, '\n');
      for (int k = 0; k < level; k++)
        g_string_append (out, "  ");
      g_string_append_c (out, '}');
    }
  else
    tw_json_format_append (out, value, NULL, 0);
}

char *
tw_json_format_to_readable (const json_t *value)
{
  GString *out = g_string_new (NULL);
  append_pretty (out, value, 0);
  return g_string_free (out, FALSE);
}
