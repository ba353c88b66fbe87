/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-private.h: a lenient JSON reader shared by the engine's .c files. */
#pragma once

#include <glib.h>
#include <jansson.h>

/* The number @key of @obj (any JSON value, NULL included) as a whole number:
 * a real is truncated toward zero; @fallback when the key is missing or its
 * value is not a number. */
static inline gint64
tw_json_get_int (json_t *obj, const char *key, gint64 fallback)
{
  json_t *v = json_object_get (obj, key);
  if (json_is_integer (v))
    return json_integer_value (v);
  if (json_is_real (v))
    return (gint64)json_real_value (v);
  return fallback;
}
