/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-images.c: a floor's `images` in the 2.7 object form, whichever
 * form the tower wrote (mota-js 2.x before the "楼层贴图图块化" change of
 * libs/maps.js, May 2020, drew [x, y, name, type, frames] arrays). */
#include "editor/render/tw-floor-images.h"

#include <stdlib.h>
#include <string.h>

/* JavaScript's parseInt of a number or a numeric string: FALSE for
 * anything else (the old game's core.isset then skipped the image). */
static gboolean
parse_int (json_t *value, long *out)
{
  if (json_is_number (value))
    {
      double number = json_number_value (value);
      if (number > G_MAXINT || number < G_MININT)
        return FALSE;
      *out = (long)number; /* truncates towards zero, as parseInt does */
      return TRUE;
    }
  const char *text = json_string_value (value);
  if (text == NULL)
    return FALSE;
  while (g_ascii_isspace (*text))
    text++;
  char *end = NULL;
  long parsed = strtol (text, &end, 10);
  if (end == text)
    return FALSE;
  *out = parsed;
  return TRUE;
}

/* The old `type` as the old game tested it (`!type`, `type == 1`,
 * `type == 2`, JavaScript's loose equality): a falsy type the bg canvas, one
 * equal to 1 fg, 2 split between both; NULL for any other (drawn nowhere). */
static const char *
old_canvas (json_t *type)
{
  double value;
  if (type == NULL || json_is_null (type) || json_is_false (type))
    return "bg";
  if (json_is_true (type))
    value = 1;
  else if (json_is_number (type))
    value = json_number_value (type);
  else if (json_is_string (type))
    {
      const char *text = json_string_value (type);
      if (*text == '\0')
        return "bg";
      g_autofree char *stripped = g_strstrip (g_strdup (text));
      char *end = NULL;
      value = g_ascii_strtod (stripped, &end);
      if (end == stripped || *end != '\0')
        return NULL;
      if (value == 0)
        return NULL; /* "0" is truthy and equals neither 1 nor 2 */
    }
  else
    return NULL;
  if (value == 0)
    return "bg";
  return value == 1 ? "fg" : value == 2 ? "auto" : NULL;
}

/* One old entry, [x, y, name, type, frames] or a bare name (at 0, 0), as an
 * object; NULL when the old game would not have drawn it. */
static json_t *
old_entry_read (json_t *entry)
{
  if (json_is_string (entry))
    return json_pack ("{s:s, s:s, s:i, s:i}", "name", json_string_value (entry), "canvas", "bg",
                      "x", 0, "y", 0);
  long x, y;
  const char *name = json_string_value (json_array_get (entry, 2));
  if (!json_is_array (entry) || name == NULL || !parse_int (json_array_get (entry, 0), &x)
      || !parse_int (json_array_get (entry, 1), &y))
    return NULL;
  json_t *one = json_object ();
  size_t length = strlen (name);
  if (length >= 2 && name[length - 2] == ':' && strchr ("xyo", name[length - 1]) != NULL)
    {
      json_object_set_new (one, "name", json_stringn (name, length - 2));
      json_object_set_new (one, "reverse", json_string (name + length - 2));
    }
  else
    json_object_set_new (one, "name", json_string (name));
  const char *canvas = old_canvas (json_array_get (entry, 3));
  if (canvas != NULL)
    json_object_set_new (one, "canvas", json_string (canvas));
  json_object_set_new (one, "x", json_integer (x));
  json_object_set_new (one, "y", json_integer (y));
  long frames = 1;
  if (parse_int (json_array_get (entry, 4), &frames))
    json_object_set_new (one, "frame", json_integer (CLAMP (frames, 1, 8)));
  return one;
}

json_t *
tw_floor_images_read (json_t *floor)
{
  json_t *images = json_object_get (floor, "images");
  /* The oldest towers: one file name for the whole floor. */
  if (json_is_string (images) && *json_string_value (images) != '\0')
    return json_pack ("[o]", old_entry_read (images));
  if (!json_is_array (images) || json_array_size (images) == 0)
    return NULL;
  json_t *read = json_array ();
  size_t i;
  json_t *entry;
  json_array_foreach (images, i, entry)
  {
    if (json_is_object (entry))
      json_array_append (read, entry);
    else
      {
        json_t *one = old_entry_read (entry);
        if (one != NULL)
          json_array_append_new (read, one);
      }
  }
  if (json_array_size (read) == 0)
    g_clear_pointer (&read, json_decref);
  return read;
}
