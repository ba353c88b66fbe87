/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota-file.c: reading and writing one mota-js data file. */
#include "editor/mota/tw-mota-file.h"

#include <string.h>

#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-json-format.h"
#include "editor/mota/tw-json-patch.h"
#include "editor/mota/tw-json-read.h"
#include "editor/tw-i18n.h"

TwMotaStyle
tw_mota_file_style_for_path (const char *relative_path)
{
  if (g_str_has_prefix (relative_path, "floors/"))
    return TW_MOTA_STYLE_FLOOR;
  if (strcmp (relative_path, "enemys.js") == 0 || strcmp (relative_path, "maps.js") == 0)
    return TW_MOTA_STYLE_ENTRY_PER_LINE;
  return TW_MOTA_STYLE_TABS;
}

/* A data file is a JavaScript statement: `main.floors.X = {...};` is as valid
 * as without the semicolon. Returns the length without it (and its blanks). */
static gsize
without_final_semicolon (const char *json, gsize length)
{
  gsize end = length;
  while (end > 0 && g_ascii_isspace (json[end - 1]))
    end--;
  return end > 0 && json[end - 1] == ';' ? end - 1 : length;
}

/* A data file is JavaScript, which allows a comma after an object's or a
 * list's last member (mota-js 2.6's floor files end `"fgmap": [],\n}`).
 * Returns a copy of @json with each such comma, outside strings, made a
 * blank, so that lines and columns stay those of the file; NULL when there
 * is none. */
static char *
without_trailing_commas (const char *json, gsize length)
{
  char *copy = NULL;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = json[i];
      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == ',')
        {
          gsize next = i + 1;
          while (next < length && g_ascii_isspace (json[next]))
            next++;
          if (next < length && (json[next] == '}' || json[next] == ']'))
            {
              if (copy == NULL)
                copy = g_memdup2 (json, length);
              copy[i] = ' ';
            }
        }
    }
  return copy;
}

json_t *
tw_mota_file_parse (const char *display, const char *text, gsize length, char **prefix,
                    TwJsonPositions *positions, const char *root, GError **error)
{
  if (!tw_json_read_check_text (display, text, length, error))
    return NULL;

  const char *brace = memchr (text, '{', length);
  if (brace == NULL)
    {
      tw_json_error_set (error, TW_JSON_ERROR_SYNTAX, display, 1, 1,
                         _("no '{' in the file: this is not a mota-js data file"));
      return NULL;
    }

  gsize prefix_length = (gsize)(brace - text);
  int line, column;
  const char *list = memchr (text, '[', prefix_length);
  if (list != NULL)
    {
      tw_json_read_locate (text, (gsize)(list - text), &line, &column);
      tw_json_error_set (error, TW_JSON_ERROR_SHAPE, display, line, column,
                         _("the data should be a JSON object ({...}), not a list ([...])"));
      return NULL;
    }
  tw_json_read_locate (text, prefix_length, &line, &column);

  gsize json_length = length - prefix_length;
  json_length = without_final_semicolon (brace, json_length);
  g_autofree char *relaxed = without_trailing_commas (brace, json_length);
  const char *json = relaxed != NULL ? relaxed : brace;
  json_t *value = tw_json_read_parse (display, json, json_length, line, column, error);
  if (value == NULL)
    return NULL;
  if (positions != NULL)
    tw_json_positions_scan_later (positions, display, json, json_length, line, column, root);
  if (prefix != NULL)
    *prefix = g_strndup (text, prefix_length);
  return value;
}

json_t *
tw_mota_file_load (const char *path, const char *display, char **prefix, char **text,
                   TwJsonPositions *positions, const char *root, GError **error)
{
  gsize length = 0;
  g_autofree char *contents
      = tw_json_read_file (path, display, TW_JSON_READ_MAX_FILE_SIZE, &length, error);
  if (contents == NULL)
    return NULL;
  json_t *value = tw_mota_file_parse (display != NULL ? display : path, contents, length, prefix,
                                      positions, root, error);
  if (value != NULL && text != NULL)
    *text = g_steal_pointer (&contents);
  return value;
}

/* A map layer the editor lays out as rows: an array of equally long arrays of
 * integers. */
static gboolean
is_grid (const json_t *value)
{
  if (!json_is_array (value))
    return FALSE;
  gsize width = 0;
  for (gsize y = 0; y < json_array_size (value); y++)
    {
      const json_t *row = json_array_get (value, y);
      if (!json_is_array (row) || (y > 0 && json_array_size (row) != width))
        return FALSE;
      width = json_array_size (row);
      for (gsize x = 0; x < width; x++)
        if (!json_is_integer (json_array_get (row, x)))
          return FALSE;
    }
  return TRUE;
}

/* "[\n" + rows "    [  0,201,  1]" joined by ",\n" + "\n]": the brackets of the
 * layer itself sit at column 1, whatever the indentation around them. */
static void
append_grid (GString *out, const json_t *grid)
{
  g_string_append (out, "[\n");
  for (gsize y = 0; y < json_array_size (grid); y++)
    {
      const json_t *row = json_array_get (grid, y);
      if (y > 0)
        g_string_append (out, ",\n");
      g_string_append (out, "    [");
      for (gsize x = 0; x < json_array_size (row); x++)
        {
          if (x > 0)
            g_string_append_c (out, ',');
          g_string_append_printf (out, "%3" JSON_INTEGER_FORMAT,
                                  json_integer_value (json_array_get (row, x)));
        }
      g_string_append_c (out, ']');
    }
  g_string_append (out, "\n]");
}

static gboolean
is_map_layer_key (const char *key)
{
  return strcmp (key, "map") == 0 || strcmp (key, "bgmap") == 0 || strcmp (key, "fgmap") == 0;
}

static void
append_top_object (GString *out, const json_t *value, TwMotaStyle style)
{
  const char *indent = style == TW_MOTA_STYLE_FLOOR ? "    " : "\t";
  if (!json_is_object (value) || json_object_size (value) == 0)
    {
      tw_json_format_append (out, value, indent, 0);
      return;
    }

  g_string_append_c (out, '{');
  gboolean first = TRUE;
  const char *key;
  json_t *member;
  json_object_foreach ((json_t *)value, key, member)
  {
    g_string_append (out, first ? "\n" : ",\n");
    first = FALSE;
    g_string_append (out, indent);
    tw_json_format_append_string (out, key, strlen (key));
    g_string_append (out, ": ");
    if (style == TW_MOTA_STYLE_FLOOR && is_map_layer_key (key) && is_grid (member))
      append_grid (out, member);
    else if (style == TW_MOTA_STYLE_ENTRY_PER_LINE && json_is_object (member))
      tw_json_format_append (out, member, NULL, 0);
    else
      tw_json_format_append (out, member, indent, 1);
  }
  g_string_append (out, "\n}");
}

char *
tw_mota_file_format (TwMotaStyle style, const char *prefix, const json_t *value)
{
  GString *out = g_string_new (prefix);
  if (style == TW_MOTA_STYLE_TABS)
    tw_json_format_append (out, value, "\t", 0);
  else
    append_top_object (out, value, style);
  return g_string_free (out, FALSE);
}

char *
tw_mota_file_rewrite (TwMotaStyle style, const char *original, const json_t *value)
{
  g_return_val_if_fail (original != NULL && value != NULL, NULL);

  g_autofree char *prefix = NULL;
  json_t *before = tw_mota_file_parse ("", original, strlen (original), &prefix, NULL, NULL, NULL);
  if (before == NULL)
    return NULL;
  json_decref (before);

  const char *json = original + strlen (prefix);
  g_autofree char *patched = tw_json_patch_scalars (json, strlen (json), value);
  if (patched != NULL)
    return g_strconcat (prefix, patched, NULL);

  g_autofree char *laid_out = tw_mota_file_format (style, "", value);
  g_autofree char *own_indent = tw_json_patch_detect_indent (json);
  g_autofree char *restyled
      = tw_json_patch_restyle (laid_out, style == TW_MOTA_STYLE_FLOOR ? "    " : "\t", own_indent,
                               tw_json_patch_uses_crlf (original));
  return g_strconcat (prefix, restyled, NULL);
}
