/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: a mota-js route file (editor/route) through the reader
 * and the decoder. Whatever they accept holds: a route decoded to tokens,
 * written as a moves script and that script turned back into tokens, gives
 * the same tokens; a route encoded again decodes again (to the same tokens
 * when they are ones the game writes: a token with characters outside the
 * compact form's, or a colon inside an id, does not survive the game's own
 * encoding either, test-route.c holds the ones it writes against the game);
 * a decompressed text compressed again decompresses to itself. What they
 * refuse is refused with an error. */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "editor/route/tw-lzstring.h"
#include "editor/route/tw-route.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
assert_same_tokens (GPtrArray *a, GPtrArray *b)
{
  g_assert (a->len == b->len);
  for (guint i = 0; i < a->len; i++)
    {
      if (strcmp (a->pdata[i], b->pdata[i]) != 0)
        g_printerr ("token %u: \"%s\" became \"%s\"\n", i, (char *)a->pdata[i], (char *)b->pdata[i]);
      g_assert (strcmp (a->pdata[i], b->pdata[i]) == 0);
    }
}

/* Tokens the game's encoding keeps: moves and numbered ones (no ids, so no
 * colon or odd character inside an argument). */
static gboolean
all_plain (GPtrArray *tokens)
{
  static const char *const numbered[] = { "choices:", "input:", "key:", "random:", "unEquip:",
                                          "saveEquip:", "loadEquip:", NULL };
  for (guint i = 0; i < tokens->len; i++)
    {
      const char *t = tokens->pdata[i];
      gboolean plain = g_str_equal (t, "up") || g_str_equal (t, "down") || g_str_equal (t, "left")
                       || g_str_equal (t, "right") || g_str_equal (t, "getNext")
                       || g_str_equal (t, "turn") || g_str_equal (t, "no");
      for (guint k = 0; !plain && numbered[k] != NULL; k++)
        if (g_str_has_prefix (t, numbered[k]))
          {
            const char *n = t + strlen (numbered[k]);
            plain = (*n == '-' ? n[1] != '\0' : *n != '\0')
                    && strspn (n + (*n == '-'), "0123456789") == strlen (n + (*n == '-'))
                    && !(n[*n == '-'] == '0' && n[(*n == '-') + 1] != '\0')
                    && !g_str_equal (n, "-0");
          }
      if (!plain)
        return FALSE;
    }
  return TRUE;
}

static guint
n_leading_answers (GPtrArray *tokens)
{
  guint n = 0;
  while (n < tokens->len && tw_route_token_is_answer (tokens->pdata[n]))
    n++;
  return n;
}

static void
check_route (const char *route, TwRouteDialect dialect)
{
  GError *error = NULL;
  GPtrArray *tokens = tw_route_decode (route, dialect, NULL, &error);
  char *script_text, *encoded;
  GPtrArray *again;
  TwScript *script;

  if (tokens == NULL)
    {
      g_assert (error != NULL);
      g_clear_error (&error);
      return;
    }
  /* A route of a million steps is valid but slow to replay here. */
  if (tokens->len > 20000)
    goto done;
  encoded = tw_route_encode (tokens, dialect, NULL);
  again = tw_route_decode (encoded, dialect, NULL, &error);
  g_assert ((again != NULL) != (error != NULL));
  if (again != NULL && all_plain (tokens))
    assert_same_tokens (tokens, again);
  g_clear_pointer (&again, g_ptr_array_unref);
  g_clear_error (&error);
  g_free (encoded);
  script_text = tw_route_to_script (tokens, dialect, NULL, NULL, &error);
  if (script_text == NULL)
    {
      g_assert (error != NULL);
      g_clear_error (&error);
      goto done;
    }
  script = tw_script_parse (script_text, -1, NULL, NULL, &error);
  g_assert (script != NULL);
  again = tw_route_from_script (script, n_leading_answers (tokens), dialect, NULL, &error);
  g_assert (again != NULL);
  assert_same_tokens (tokens, again);
  g_ptr_array_unref (again);
  tw_script_free (script);
  g_free (script_text);
done:
  g_ptr_array_unref (tokens);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  char *text = g_strndup ((const char *)data, size);
  TwRouteFile file;
  char *plain;

  if (tw_route_file_parse (text, strlen (text), &file, &error))
    {
      check_route (tw_route_file_get_route (&file), TW_ROUTE_DIALECT_2_7);
      tw_route_file_clear (&file);
    }
  else
    {
      /* A place: "offset N: ..." in base64, "LINE:COLUMN: ..." in JSON. */
      g_assert (error != NULL
                && (g_str_has_prefix (error->message, "offset ")
                    || g_ascii_isdigit (error->message[0])));
      g_clear_error (&error);
    }
  check_route (text, TW_ROUTE_DIALECT_2_7);
  check_route (text, TW_ROUTE_DIALECT_2_6);
  plain = tw_lzstring_decompress_from_base64 (text, -1, NULL, &error);
  if (plain != NULL)
    {
      char *packed = tw_lzstring_compress_to_base64 (plain, -1);
      char *back = tw_lzstring_decompress_from_base64 (packed, -1, NULL, NULL);
      g_assert (back != NULL && strcmp (back, plain) == 0);
      g_free (back);
      g_free (packed);
      g_free (plain);
    }
  g_clear_error (&error);
  g_free (text);
  return 0;
}
