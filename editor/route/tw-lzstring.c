/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-lzstring.c: LZString's base64 codec, bit for bit as lz-string.min.js
 * (the copy mota-js 2.6-2.10 ship) writes and reads it.
 *
 * The codec is LZW over UTF-16 code units with a growing code width: a code
 * is written least significant bit first, 6 bits a base64 character, most
 * significant bit of the character first. Codes 0 and 1 announce a literal
 * unit of 8 or 16 bits, 2 ends the stream; the dictionary starts at 3. Both
 * directions keep the dictionary as a trie (a code is its prefix's code and
 * one unit), so neither holds a copy of every phrase. */
#include "editor/route/tw-lzstring.h"

#include <string.h>

/* clang-format off */
G_DEFINE_QUARK (tw-lzstring-error-quark, tw_lzstring_error)
/* clang-format on */

static const char base64_alphabet[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

#define BITS_PER_CHAR 6

/* ---- writing ------------------------------------------------------------ */

typedef struct
{
  GString *out;
  guint value;    /* the bits of the character being filled */
  guint position; /* how many of its bits are filled */
} BitWriter;

/* Writes the low @n_bits of @value, least significant first. */
static void
write_bits (BitWriter *w, guint value, guint n_bits)
{
  for (guint i = 0; i < n_bits; i++)
    {
      w->value = (w->value << 1) | (value & 1);
      value >>= 1;
      if (w->position == BITS_PER_CHAR - 1)
        {
          g_string_append_c (w->out, base64_alphabet[w->value]);
          w->position = 0;
          w->value = 0;
        }
      else
        w->position++;
    }
}

typedef struct
{
  BitWriter bits;
  GHashTable *codes;     /* (prefix code << 16 | unit) -> code; prefix 0: a single unit */
  GHashTable *to_create; /* units seen whose literal is not written yet */
  guint dict_size;
  guint num_bits;
  guint enlarge_in;
} Compressor;

static gpointer
trie_key (guint prefix, gunichar2 unit)
{
  return (gpointer)(guintptr)(((guint64)prefix << 16) | unit);
}

static guint
trie_lookup (Compressor *c, guint prefix, gunichar2 unit)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (c->codes, trie_key (prefix, unit)));
}

static void
count_code (Compressor *c)
{
  if (--c->enlarge_in == 0)
    {
      c->enlarge_in = 1u << c->num_bits;
      c->num_bits++;
    }
}

/* Writes the phrase @code (of @length units, the first @first): its literal
 * when it is a unit not written before, else its code. */
static void
write_phrase (Compressor *c, guint code, guint length, gunichar2 first)
{
  if (length == 1 && g_hash_table_remove (c->to_create, GUINT_TO_POINTER (first + 1u)))
    {
      gboolean narrow = first < 256;
      write_bits (&c->bits, narrow ? 0 : 1, c->num_bits);
      write_bits (&c->bits, first, narrow ? 8 : 16);
      count_code (c);
    }
  else
    write_bits (&c->bits, code, c->num_bits);
  count_code (c);
}

static GString *
compress_units (const gunichar2 *units, glong n_units)
{
  Compressor c = {
    .bits = { .out = g_string_new (NULL) },
    .codes = g_hash_table_new (g_direct_hash, g_direct_equal),
    .to_create = g_hash_table_new (g_direct_hash, g_direct_equal),
    .dict_size = 3,
    .num_bits = 2,
    .enlarge_in = 2,
  };
  guint w = 0, w_length = 0;
  gunichar2 w_first = 0;

  for (glong i = 0; i < n_units; i++)
    {
      gunichar2 unit = units[i];
      guint single = trie_lookup (&c, 0, unit);
      if (single == 0)
        {
          single = c.dict_size++;
          g_hash_table_insert (c.codes, trie_key (0, unit), GUINT_TO_POINTER (single));
          g_hash_table_add (c.to_create, GUINT_TO_POINTER (unit + 1u));
        }
      if (w_length == 0)
        {
          w = single, w_length = 1, w_first = unit;
          continue;
        }
      guint extended = trie_lookup (&c, w, unit);
      if (extended != 0)
        {
          w = extended, w_length++;
          continue;
        }
      write_phrase (&c, w, w_length, w_first);
      g_hash_table_insert (c.codes, trie_key (w, unit), GUINT_TO_POINTER (c.dict_size++));
      w = single, w_length = 1, w_first = unit;
    }
  if (w_length > 0)
    write_phrase (&c, w, w_length, w_first);
  write_bits (&c.bits, 2, c.num_bits);
  /* The last character is flushed with zero bits; LZString writes at least
   * one, so a stream that ends on a character's edge gets a whole 'A'. */
  do
    write_bits (&c.bits, 0, 1);
  while (c.bits.position != 0);
  g_hash_table_unref (c.codes);
  g_hash_table_unref (c.to_create);
  return c.bits.out;
}

char *
tw_lzstring_compress_to_base64 (const char *text, gssize length)
{
  g_autofree gunichar2 *units = NULL;
  glong n_units = 0;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);
  units = g_utf8_to_utf16 (text, length, NULL, &n_units, NULL);
  g_return_val_if_fail (units != NULL, NULL);
  out = compress_units (units, n_units);
  /* compressToBase64 pads to a whole number of 4-character groups. */
  while (out->len % 4 != 0)
    g_string_append_c (out, '=');
  return g_string_free (out, FALSE);
}

/* ---- reading ------------------------------------------------------------ */

typedef struct
{
  int prefix; /* -1: a single unit */
  gunichar2 last;
  gunichar2 first;
  guint length;
} Phrase;

typedef struct
{
  const char *text;
  gsize length;
  gsize index;    /* the next character to read */
  guint value;    /* the character being read */
  guint position; /* the mask of its next bit */
  gboolean lenient; /* read as the game does: see tw_lzstring_decompress_like_game */
  gboolean failed;
  gsize error_offset;
  GError **error;
} BitReader;

G_GNUC_PRINTF (3, 4)
static void
reader_fail (BitReader *r, gsize offset, const char *format, ...)
{
  va_list args;
  g_autofree char *why = NULL;

  if (r->failed)
    return;
  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  r->failed = TRUE;
  r->error_offset = offset;
  g_set_error (r->error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT, "offset %" G_GSIZE_FORMAT
               ": %s", offset, why);
}

static guint
char_value (BitReader *r, gsize index)
{
  const char *at;

  if (index >= r->length)
    return 0; /* the game reads past the end as 0; an end mark must come first */
  at = strchr (base64_alphabet, r->text[index]);
  if ((r->text[index] == '\0' || at == NULL) && r->lenient)
    return 0;
  if (r->text[index] == '\0' || at == NULL)
    {
      reader_fail (r, index, "'%c' is not a base64 character", g_ascii_isprint (r->text[index])
                   ? r->text[index] : '?');
      return 0;
    }
  return (guint)(at - base64_alphabet);
}

static guint
read_bits (BitReader *r, guint n_bits)
{
  guint bits = 0;

  for (guint i = 0; i < n_bits; i++)
    {
      if (r->value & r->position)
        bits |= 1u << i;
      r->position >>= 1;
      if (r->position == 0)
        {
          r->position = 1u << (BITS_PER_CHAR - 1);
          r->value = char_value (r, r->index++);
        }
    }
  return bits;
}

/* Appends phrase @code's units to @out (walked from its end, then put in order). */
static void
append_phrase (GArray *out, const GArray *phrases, guint code)
{
  const Phrase *p = &g_array_index (phrases, Phrase, code);
  guint start = out->len;

  g_array_set_size (out, out->len + p->length);
  for (guint k = p->length; k > 0; k--)
    {
      g_array_index (out, gunichar2, start + k - 1) = p->last;
      if (p->prefix >= 0)
        p = &g_array_index (phrases, Phrase, p->prefix);
    }
}

static guint
add_phrase (GArray *phrases, int prefix, gunichar2 last)
{
  Phrase p = { .prefix = prefix, .last = last, .first = last, .length = 1 };

  if (prefix >= 0)
    {
      const Phrase *before = &g_array_index (phrases, Phrase, prefix);
      p.first = before->first;
      p.length = before->length + 1;
    }
  g_array_append_val (phrases, p);
  return phrases->len - 1;
}

/* Reads a literal's unit (8 or 16 bits) after its marker @kind (0 or 1). */
static gunichar2
read_literal (BitReader *r, guint kind)
{
  return (gunichar2)read_bits (r, kind == 0 ? 8 : 16);
}

static GArray *
decompress_units (BitReader *r)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (gunichar2));
  GArray *phrases = g_array_new (FALSE, FALSE, sizeof (Phrase));
  guint num_bits = 3, enlarge_in = 4;
  guint w, kind;

  /* Codes 0-2 are the markers, never phrases. */
  for (int i = 0; i < 3; i++)
    add_phrase (phrases, -1, 0);
  r->value = char_value (r, 0);
  r->position = 1u << (BITS_PER_CHAR - 1);
  r->index = 1;
  kind = read_bits (r, 2);
  if (kind == 2)
    goto done; /* the empty text */
  if (kind == 3)
    {
      reader_fail (r, 0, "the text does not start with a literal");
      goto done;
    }
  w = add_phrase (phrases, -1, read_literal (r, kind));
  append_phrase (out, phrases, w);
  while (!r->failed)
    {
      gsize at = r->index - 1;
      guint code, entry;
      gboolean added;

      if (r->index > r->length && r->lenient)
        {
          g_array_set_size (out, 0); /* the game gives "" */
          break;
        }
      if (r->index > r->length)
        {
          reader_fail (r, r->length, "the text ends before its end mark");
          break;
        }
      code = read_bits (r, num_bits);
      if (code == 2)
        break;
      if (code < 2)
        {
          code = add_phrase (phrases, -1, read_literal (r, code));
          enlarge_in--;
        }
      if (enlarge_in == 0)
        {
          enlarge_in = 1u << num_bits;
          num_bits++;
        }
      added = FALSE;
      if (code < phrases->len)
        entry = code;
      else if (code == phrases->len)
        {
          /* The phrase being defined: w and its own first unit. */
          entry = add_phrase (phrases, (int)w, g_array_index (phrases, Phrase, w).first);
          added = TRUE;
        }
      else
        {
          reader_fail (r, at, "code %u is not in the dictionary (it has %u)", code, phrases->len);
          break;
        }
      if (out->len + g_array_index (phrases, Phrase, entry).length > TW_LZSTRING_MAX_UNITS)
        {
          g_set_error (r->error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_TOO_LARGE,
                       "offset %" G_GSIZE_FORMAT ": the text would be longer than %u units",
                       at, TW_LZSTRING_MAX_UNITS);
          r->failed = TRUE;
          r->error_offset = at;
          break;
        }
      append_phrase (out, phrases, entry);
      if (!added)
        add_phrase (phrases, (int)w, g_array_index (phrases, Phrase, entry).first);
      enlarge_in--;
      w = entry;
      if (enlarge_in == 0)
        {
          enlarge_in = 1u << num_bits;
          num_bits++;
        }
    }
done:
  g_array_unref (phrases);
  if (r->failed)
    {
      g_array_unref (out);
      return NULL;
    }
  return out;
}

static char *
decompress (const char *base64, gssize length, gboolean lenient, gsize *error_offset,
            GError **error)
{
  BitReader r = { .text = base64, .error = error, .lenient = lenient };
  g_autoptr (GArray) units = NULL;
  g_autoptr (GError) local = NULL;
  char *text;

  g_return_val_if_fail (base64 != NULL, NULL);
  r.length = length < 0 ? strlen (base64) : (gsize)length;
  if (error_offset)
    *error_offset = 0;
  if (r.length == 0)
    {
      g_set_error (error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT,
                   "offset 0: the text is empty");
      return NULL;
    }
  units = decompress_units (&r);
  if (units == NULL)
    {
      if (error_offset)
        *error_offset = r.error_offset;
      return NULL;
    }
  if (units->len == 0)
    return g_strdup ("");
  text = g_utf16_to_utf8 ((const gunichar2 *)units->data, units->len, NULL, NULL, &local);
  if (text == NULL)
    g_set_error (error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT,
                 "offset 0: the text is not valid UTF-16 (%s)", local->message);
  return text;
}

char *
tw_lzstring_decompress_from_base64 (const char *base64, gssize length, gsize *error_offset,
                                    GError **error)
{
  g_return_val_if_fail (base64 != NULL, NULL);
  return decompress (base64, length, FALSE, error_offset, error);
}

char *
tw_lzstring_decompress_like_game (const char *base64)
{
  g_return_val_if_fail (base64 != NULL, NULL);
  return decompress (base64, -1, TRUE, NULL, NULL);
}
