/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-route.c: mota-js routes, their encoding and their files (tw-route.h).
 * The encoding follows utils.js encodeRoute / _encodeRoute_encodeOne and
 * decodeRoute / _decodeRoute_decodeOne of mota-js 2.6.1 and 2.10.3, which
 * differ only in the shop token (tw-route.h). */
#include "editor/route/tw-route.h"

#include <string.h>

#include "editor/route/tw-lzstring.h"

/* clang-format off */
G_DEFINE_QUARK (tw-route-error-quark, tw_route_error)
/* clang-format on */

static const char *const dir_names[] = { "up", "right", "down", "left" };

/* ---- tile numbers ------------------------------------------------------- */

struct _TwRouteIds
{
  GHashTable *ids;     /* number -> id */
  GHashTable *numbers; /* id -> the smallest number + 1 */
};

TwRouteIds *
tw_route_ids_new (void)
{
  TwRouteIds *ids = g_new0 (TwRouteIds, 1);
  ids->ids = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  ids->numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return ids;
}

void
tw_route_ids_free (TwRouteIds *ids)
{
  if (ids == NULL)
    return;
  g_hash_table_unref (ids->ids);
  g_hash_table_unref (ids->numbers);
  g_free (ids);
}

void
tw_route_ids_add (TwRouteIds *ids, guint number, const char *id)
{
  guint known;

  g_return_if_fail (ids != NULL && id != NULL);
  g_hash_table_replace (ids->ids, GUINT_TO_POINTER (number), g_strdup (id));
  /* maps.js getNumberById walks blocksInfo in key order: the smallest number wins. */
  known = GPOINTER_TO_UINT (g_hash_table_lookup (ids->numbers, id));
  if (known == 0 || number + 1 < known)
    g_hash_table_replace (ids->numbers, g_strdup (id), GUINT_TO_POINTER (number + 1));
}

/* _encodeRoute_id2number: the number, or the id itself when it has none. */
static char *
id_to_number (const TwRouteIds *ids, const char *id)
{
  guint number = ids ? GPOINTER_TO_UINT (g_hash_table_lookup (ids->numbers, id)) : 0;
  return number > 1 ? g_strdup_printf ("%u", number - 1) : g_strdup (id);
}

/* _decodeRoute_number2id: a number known to the tower becomes its id. */
static char *
number_to_id (const TwRouteIds *ids, const char *text)
{
  const char *id;

  if (ids == NULL || *text == '\0' || strspn (text, "0123456789") != strlen (text)
      || strlen (text) > 9)
    return g_strdup (text);
  id = g_hash_table_lookup (ids->ids, GUINT_TO_POINTER ((guint)g_ascii_strtoull (text, NULL, 10)));
  return g_strdup (id ? id : text);
}

/* ---- encoding ----------------------------------------------------------- */

static gboolean
is_direction (const char *token)
{
  for (guint i = 0; i < G_N_ELEMENTS (dir_names); i++)
    if (g_str_equal (token, dir_names[i]))
      return TRUE;
  return FALSE;
}

/* _encodeRoute_encodeOne, in its order of tests ("unEquip:" before
 * "equip:", "choices:none" before "choices:", ...). */
static void
encode_one (GString *out, const char *t, TwRouteDialect dialect, const TwRouteIds *ids)
{
  static const struct
  {
    const char *prefix;
    const char *code;
  } plain[] = {
    { "unEquip:", "u" },    { "saveEquip:", "s" }, { "loadEquip:", "l" }, { "input:", "P" },
    { "move:", "M" },       { "key:", "K" },       { "click:", "k" },     { "random:", "X" },
  };
  g_autofree char *number = NULL;

  if (g_str_has_prefix (t, "item:") || (g_str_has_prefix (t, "equip:")))
    {
      const char *id = strchr (t, ':') + 1;
      number = id_to_number (ids, id);
      g_string_append_printf (out, "%c%s:", t[0] == 'i' ? 'I' : 'e', number);
      return;
    }
  if (g_str_equal (t, "choices:none"))
    return (void)g_string_append_c (out, 'c');
  if (g_str_equal (t, "input:none"))
    return (void)g_string_append_c (out, 'p');
  if (g_str_equal (t, "turn"))
    return (void)g_string_append_c (out, 'T');
  if (g_str_equal (t, "getNext"))
    return (void)g_string_append_c (out, 'G');
  if (g_str_equal (t, "no"))
    return (void)g_string_append_c (out, 'N');
  if (g_str_has_prefix (t, "fly:"))
    return (void)g_string_append_printf (out, "F%s:", t + 4);
  if (g_str_has_prefix (t, "choices:"))
    return (void)g_string_append_printf (out, "C%s", t + 8);
  if (g_str_has_prefix (t, "shop:"))
    return (void)g_string_append_printf (out, dialect == TW_ROUTE_DIALECT_2_6 ? "S%s" : "S%s:",
                                         t + 5);
  if (g_str_has_prefix (t, "turn:"))
    return (void)g_string_append_printf (out, "t%c:", g_ascii_toupper (t[5]));
  if (g_str_has_prefix (t, "input2:"))
    return (void)g_string_append_printf (out, "Q%s:", t + 7);
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    if (g_str_has_prefix (t, plain[i].prefix))
      return (void)g_string_append_printf (out, "%s%s", plain[i].code,
                                           t + strlen (plain[i].prefix));
  g_string_append_printf (out, "(%s)", t);
}

/* The compact form: runs of one direction as a letter and a count. */
static char *
encode_compact (GPtrArray *tokens, TwRouteDialect dialect, const TwRouteIds *ids)
{
  GString *out = g_string_new (NULL);
  const char *last = NULL;
  guint run = 0;

  for (guint i = 0; i <= tokens->len; i++)
    {
      const char *t = i < tokens->len ? tokens->pdata[i] : NULL;
      if (t != NULL && is_direction (t) && last != NULL && g_str_equal (t, last))
        {
          run++;
          continue;
        }
      if (run > 0)
        {
          g_string_append_c (out, g_ascii_toupper (last[0]));
          if (run > 1)
            g_string_append_printf (out, "%u", run);
        }
      run = 0;
      last = NULL;
      if (t == NULL)
        break;
      if (is_direction (t))
        last = t, run = 1;
      else
        encode_one (out, t, dialect, ids);
    }
  return g_string_free (out, FALSE);
}

char *
tw_route_encode (GPtrArray *tokens, TwRouteDialect dialect, const TwRouteIds *ids)
{
  g_autofree char *compact = NULL;

  g_return_val_if_fail (tokens != NULL, NULL);
  compact = encode_compact (tokens, dialect, ids);
  return tw_lzstring_compress_to_base64 (compact, -1);
}

/* ---- decoding ----------------------------------------------------------- */

typedef struct
{
  const char *route;
  gsize length;
  gsize index;
} Decoder;

/* _decodeRoute_getNumber: digits (a leading '-' allowed); none reads as 1. */
static char *
get_number (Decoder *d)
{
  gsize start = d->index;

  while (d->index < d->length)
    {
      char ch = d->route[d->index];
      if (!g_ascii_isdigit (ch) && !(ch == '-' && d->index == start))
        break;
      d->index++;
    }
  if (d->index == start)
    return g_strdup ("1");
  return g_strndup (d->route + start, d->index - start);
}

/* parseInt of get_number's text, as JavaScript prints it. */
static char *
get_int (Decoder *d)
{
  g_autofree char *text = get_number (d);
  const char *digits = text[0] == '-' ? text + 1 : text;
  gsize skip = strspn (digits, "0");

  if (*digits == '\0')
    return g_strdup ("NaN");
  if (digits[skip] == '\0')
    return g_strdup ("0"); /* parseInt("-0") prints as 0 */
  return g_strdup_printf ("%s%s", text[0] == '-' ? "-" : "", digits + skip);
}

/* _decodeRoute_getString: up to the next ':', which it steps over. */
static char *
get_string (Decoder *d)
{
  const char *colon = memchr (d->route + d->index, ':', d->length - d->index);
  gsize end = colon ? (gsize)(colon - d->route) : d->length;
  char *text = g_strndup (d->route + d->index, end - d->index);
  d->index = end + 1;
  return text;
}

static gboolean
decode_fail (GError **error, gsize offset, const char *why, char code)
{
  g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT,
               "offset %" G_GSIZE_FORMAT ": %s '%c'", offset, why,
               g_ascii_isprint (code) ? code : '?');
  return FALSE;
}

static const char *
direction_of (char letter)
{
  switch (letter)
    {
    case 'U': return "up";
    case 'D': return "down";
    case 'L': return "left";
    case 'R': return "right";
    default: return NULL;
    }
}

/* The codes that read a string up to ':' (the others read a number). */
static gboolean
reads_string (char c)
{
  return strchr ("IeFSQt", c) != NULL;
}

static gboolean
decode_one (Decoder *d, TwRouteDialect dialect, const TwRouteIds *ids, GPtrArray *out,
            GError **error)
{
  gsize at = d->index;
  char c = d->route[d->index++];
  g_autofree char *next = NULL;

  if (c == '(')
    {
      const char *close = memchr (d->route + d->index, ')', d->length - d->index);
      if (close == NULL)
        return decode_fail (error, at, "no ')' closes the token opened by", c);
      g_ptr_array_add (out, g_strndup (d->route + d->index, close - (d->route + d->index)));
      d->index = close - d->route + 1;
      return TRUE;
    }
  if (direction_of (c) != NULL)
    {
      next = get_int (d);
      guint64 n = g_ascii_strtoull (next, NULL, 10);
      if (next[0] == '-' || n > 1000000)
        return decode_fail (error, at, "an impossible step count after", c);
      for (guint64 i = 0; i < n; i++)
        g_ptr_array_add (out, g_strdup (direction_of (c)));
      return TRUE;
    }
  next = reads_string (c) ? get_string (d) : get_int (d);
  switch (c)
    {
    case 'I':
    case 'e':
      {
        g_autofree char *id = number_to_id (ids, next);
        g_ptr_array_add (out, g_strdup_printf ("%s:%s", c == 'I' ? "item" : "equip", id));
        return TRUE;
      }
    case 'u': g_ptr_array_add (out, g_strdup_printf ("unEquip:%s", next)); return TRUE;
    case 's': g_ptr_array_add (out, g_strdup_printf ("saveEquip:%s", next)); return TRUE;
    case 'l': g_ptr_array_add (out, g_strdup_printf ("loadEquip:%s", next)); return TRUE;
    case 'F': g_ptr_array_add (out, g_strdup_printf ("fly:%s", next)); return TRUE;
    case 'c': g_ptr_array_add (out, g_strdup ("choices:none")); return TRUE;
    case 'C': g_ptr_array_add (out, g_strdup_printf ("choices:%s", next)); return TRUE;
    case 'S':
      if (dialect == TW_ROUTE_DIALECT_2_6)
        {
          g_autofree char *selections = get_number (d);
          g_ptr_array_add (out, g_strdup_printf ("shop:%s:%s", next, selections));
        }
      else
        g_ptr_array_add (out, g_strdup_printf ("shop:%s", next));
      return TRUE;
    case 'T': g_ptr_array_add (out, g_strdup ("turn")); return TRUE;
    case 't':
      if (strlen (next) != 1 || direction_of (next[0]) == NULL)
        return decode_fail (error, at, "no direction after", c);
      g_ptr_array_add (out, g_strdup_printf ("turn:%s", direction_of (next[0])));
      return TRUE;
    case 'G': g_ptr_array_add (out, g_strdup ("getNext")); return TRUE;
    case 'p': g_ptr_array_add (out, g_strdup ("input:none")); return TRUE;
    case 'P': g_ptr_array_add (out, g_strdup_printf ("input:%s", next)); return TRUE;
    case 'Q': g_ptr_array_add (out, g_strdup_printf ("input2:%s", next)); return TRUE;
    case 'N': g_ptr_array_add (out, g_strdup ("no")); return TRUE;
    case 'M':
      {
        d->index++;
        g_autofree char *y = get_int (d);
        g_ptr_array_add (out, g_strdup_printf ("move:%s:%s", next, y));
        return TRUE;
      }
    case 'K': g_ptr_array_add (out, g_strdup_printf ("key:%s", next)); return TRUE;
    case 'k':
      {
        d->index++;
        g_autofree char *px = get_int (d);
        d->index++;
        g_autofree char *py = get_int (d);
        g_ptr_array_add (out, g_strdup_printf ("click:%s:%s:%s", next, px, py));
        return TRUE;
      }
    case 'X': g_ptr_array_add (out, g_strdup_printf ("random:%s", next)); return TRUE;
    default:
      /* The game skips a code it does not know; a file a player sends
       * never has one, so it is named rather than dropped. */
      return decode_fail (error, at, "not a route token:", c);
    }
}

static GPtrArray *
decode_compact (const char *route, gsize length, TwRouteDialect dialect, const TwRouteIds *ids,
                GError **error)
{
  Decoder d = { .route = route, .length = length };
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  while (d.index < d.length)
    if (!decode_one (&d, dialect, ids, out, error))
      {
        g_ptr_array_unref (out);
        return NULL;
      }
  return out;
}

/* The characters of a compact route (decodeRoute's test of a decompressed one). */
static gboolean
is_compact (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && strchr ("-_+/=:()", *p) == NULL)
      return FALSE;
  return TRUE;
}

GPtrArray *
tw_route_decode (const char *route, TwRouteDialect dialect, const TwRouteIds *ids, GError **error)
{
  g_autofree char *compact = NULL;
  g_autoptr (GError) raw_error = NULL;
  GPtrArray *tokens;
  const char *bad;

  g_return_val_if_fail (route != NULL, NULL);
  if (!g_utf8_validate (route, -1, &bad))
    {
      g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT,
                   "offset %" G_GSIZE_FORMAT ": the route is not UTF-8 text", (gsize)(bad - route));
      return NULL;
    }
  if (*route == '\0')
    return g_ptr_array_new_with_free_func (g_free);
  compact = tw_lzstring_decompress_like_game (route);
  /* decodeRoute keeps a decompressed text made of route characters (an
   * empty one only from a short route), else reads the route itself. */
  if (compact != NULL && is_compact (compact) && (*compact != '\0' || strlen (route) < 8))
    return decode_compact (compact, strlen (compact), dialect, ids, error);
  tokens = decode_compact (route, strlen (route), dialect, ids, &raw_error);
  if (tokens == NULL)
    {
      /* Neither: say why it is not LZString, where it stops being so. */
      g_autofree char *strict = tw_lzstring_decompress_from_base64 (route, -1, NULL, error);
      if (strict != NULL)
        {
          g_clear_error (error);
          g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT,
                       "offset 0: the route decompresses to text that is not a route, and "
                       "read as a route itself: %s", raw_error->message);
        }
    }
  return tokens;
}

/* ---- files -------------------------------------------------------------- */

void
tw_route_file_clear (TwRouteFile *file)
{
  g_clear_pointer (&file->object, json_decref);
}

const char *
tw_route_file_get_route (const TwRouteFile *file)
{
  return json_string_value (json_object_get (file->object, "route"));
}

static gboolean
parse_object (const char *text, gsize length, const char *what, TwRouteFile *file,
              GError **error)
{
  json_error_t jerror;
  json_t *object = json_loadb (text, length, 0, &jerror);

  if (object == NULL)
    {
      g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT, "%d:%d: %s%s", jerror.line,
                   jerror.column, what, jerror.text);
      return FALSE;
    }
  if (!json_is_object (object) || !json_is_string (json_object_get (object, "route")))
    {
      g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT,
                   "1:1: %snot a route file: it needs an object with a \"route\" string", what);
      json_decref (object);
      return FALSE;
    }
  file->object = object;
  return TRUE;
}

gboolean
tw_route_file_parse (const char *text, gsize length, TwRouteFile *file, GError **error)
{
  g_autofree char *trimmed = g_strstrip (g_strndup (text, length));
  g_autofree char *json = NULL;
  g_autoptr (GError) lz_error = NULL;

  memset (file, 0, sizeof *file);
  if (trimmed[0] == '{' || trimmed[0] == '[')
    return parse_object (trimmed, strlen (trimmed), "", file, error);
  json = tw_lzstring_decompress_from_base64 (trimmed, -1, NULL, &lz_error);
  if (json == NULL)
    {
      g_set_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT,
                   "%s (a route file is JSON, or JSON in LZString base64)", lz_error->message);
      return FALSE;
    }
  file->wrapped = TRUE;
  return parse_object (json, strlen (json), "in the decompressed JSON: ", file, error);
}

char *
tw_route_file_to_text (const TwRouteFile *file)
{
  /* JSON.stringify: compact, members in order, text as it is (no \u escapes). */
  g_autofree char *json = json_dumps (file->object, JSON_COMPACT);

  if (!file->wrapped)
    return g_steal_pointer (&json);
  return tw_lzstring_compress_to_base64 (json, -1);
}
