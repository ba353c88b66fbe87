/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-read.c: safe reading of JSON text. */
#define _GNU_SOURCE /* O_CLOEXEC under -std=c17 */
#include "editor/mota/tw-json-read.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-json-positions.h"
#include "editor/tw-i18n.h"

/* Reads at most max_size bytes from fd, stopping as soon as the file proves
 * larger: a file that grows, or a device, is never read whole. */
static char *
read_bounded (int fd, const char *display, gsize max_size, gsize *length, GError **error)
{
  GString *buffer = g_string_sized_new (8192);
  char chunk[65536];
  for (;;)
    {
      ssize_t n = read (fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_string_free (buffer, TRUE);
          tw_json_error_set (error, TW_JSON_ERROR_IO, display, 0, 0, _("cannot read the file: %s"),
                             g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      if (buffer->len + (gsize)n > max_size)
        {
          g_string_free (buffer, TRUE);
          tw_json_error_set (error, TW_JSON_ERROR_TOO_BIG, display, 0, 0,
                             _("the file is too big (the limit is %lu bytes)"),
                             (unsigned long)max_size);
          return NULL;
        }
      g_string_append_len (buffer, chunk, n);
    }
  *length = buffer->len;
  return g_string_free (buffer, FALSE);
}

char *
tw_json_read_file (const char *path, const char *display, gsize max_size, gsize *length,
                   GError **error)
{
  if (display == NULL)
    display = path;
  /* O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below. */
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    {
      int saved = errno;
      tw_json_error_set (error, saved == ENOENT ? TW_JSON_ERROR_MISSING : TW_JSON_ERROR_IO,
                         display, 0, 0, _("cannot open the file: %s"), g_strerror (saved));
      return NULL;
    }
  struct stat st;
  char *contents = NULL;
  if (fstat (fd, &st) != 0)
    tw_json_error_set (error, TW_JSON_ERROR_IO, display, 0, 0, _("cannot read the file: %s"),
                       g_strerror (errno));
  else if (S_ISDIR (st.st_mode))
    tw_json_error_set (error, TW_JSON_ERROR_IO, display, 0, 0,
                       _("this is a folder, where a file was expected"));
  else if (!S_ISREG (st.st_mode))
    tw_json_error_set (error, TW_JSON_ERROR_IO, display, 0, 0,
                       _("this is not a regular file (%s); only files are read"),
                       S_ISFIFO (st.st_mode) ? "a pipe" : "a device or socket");
  else if ((guint64)st.st_size > max_size)
    tw_json_error_set (error, TW_JSON_ERROR_TOO_BIG, display, 0, 0,
                       _("the file is too big (%llu bytes; the limit is %lu bytes)"),
                       (unsigned long long)st.st_size, (unsigned long)max_size);
  else if (fcntl (fd, F_SETFL, 0) == 0) /* a regular file: blocking reads again */
    contents = read_bounded (fd, display, max_size, length, error);
  else
    tw_json_error_set (error, TW_JSON_ERROR_IO, display, 0, 0, _("cannot read the file: %s"),
                       g_strerror (errno));
  close (fd);
  return contents;
}

void
tw_json_read_locate (const char *text, gsize offset, int *line, int *column)
{
  int l = 1, c = 1;
  for (gsize i = 0; i < offset; i++)
    {
      unsigned char b = (unsigned char) text[i];
      if (b == '\n')
        {
          l++;
          c = 1;
        }
      else if ((b & 0xC0) != 0x80)
        c++;
    }
  *line = l;
  *column = c;
}

/* UTF-16 (Windows Notepad's "Unicode"): a byte order mark, or ASCII text
 * with every other byte NUL. */
static gboolean
looks_like_utf16 (const char *text, gsize length)
{
  const unsigned char *b = (const unsigned char *)text;
  if (length >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF)))
    return TRUE;
  return length >= 4
         && ((b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0)
             || (b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0));
}

/* TRUE when the bytes from `bad` to the end are the start of one UTF-8
 * character: the file was cut inside it. */
static gboolean
cut_inside_character (const char *bad, const char *end)
{
  unsigned char lead = (unsigned char)*bad;
  gsize needed = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
  gsize have = (gsize)(end - bad);
  if (needed == 0 || have >= needed)
    return FALSE;
  for (gsize i = 1; i < have; i++)
    if (((unsigned char)bad[i] & 0xC0) != 0x80)
      return FALSE;
  return TRUE;
}

gboolean
tw_json_read_check_text (const char *display, const char *text, gsize length, GError **error)
{
  if (looks_like_utf16 (text, length))
    {
      tw_json_error_set (error, TW_JSON_ERROR_ENCODING, display, 1, 1,
                         _("the file is in UTF-16; save it as UTF-8 (convert it, e.g. with "
                         "iconv -f UTF-16 -t UTF-8)"));
      return FALSE;
    }
  const char *nul = memchr (text, '\0', length);
  if (nul != NULL)
    {
      int line, column;
      tw_json_read_locate (text, (gsize) (nul - text), &line, &column);
      tw_json_error_set (error, TW_JSON_ERROR_ENCODING, display, line, column,
                         _("the file holds a NUL byte: it is binary data, not a text file"));
      return FALSE;
    }

  const char *end = NULL;
  if (!g_utf8_validate_len (text, length, &end))
    {
      int line, column;
      tw_json_read_locate (text, (gsize) (end - text), &line, &column);
      if (cut_inside_character (end, text + length))
        {
          tw_json_error_set (error, TW_JSON_ERROR_SYNTAX, display, line, column,
                             _("the file ends in the middle of a character: was it cut short?"));
          return FALSE;
        }
      tw_json_error_set (error, TW_JSON_ERROR_ENCODING, display, line, column,
                         _("the text is not valid UTF-8 (byte 0x%02x); save the file as UTF-8"),
                         (unsigned char) *end);
      return FALSE;
    }
  return TRUE;
}

static void
set_syntax_error (GError **error, const char *display, const json_error_t *jerror,
                  int first_line, int first_column)
{
  int line = jerror->line > 0 ? jerror->line : 1;
  int column = jerror->column > 0 ? jerror->column : 1;
  if (line == 1)
    column += first_column - 1;
  line += first_line - 1;

  TwJsonErrorCode code = TW_JSON_ERROR_SYNTAX;
  g_autofree char *text = NULL;
  switch (json_error_code (jerror))
    {
    case json_error_premature_end_of_input:
      text = g_strdup ("the file ends in the middle of the data: was it cut short?");
      break;
    case json_error_end_of_input_expected:
      text = g_strdup ("there is more text after the end of the data");
      break;
    case json_error_stack_overflow:
      code = TW_JSON_ERROR_TOO_DEEP;
      text = g_strdup_printf ("the data is nested too deeply (more than %d levels)",
                              TW_JSON_READ_MAX_DEPTH);
      break;
    case json_error_numeric_overflow:
      code = TW_JSON_ERROR_NUMBER;
      text = g_strdup ("this number is too large to be read (whole numbers can go up to "
                       "9007199254740991)");
      break;
    case json_error_duplicate_key:
      text = g_strdup_printf ("a key appears twice in the same object (%s); "
                              "keep one of them", jerror->text);
      break;
    case json_error_invalid_utf8:
      code = TW_JSON_ERROR_ENCODING;
      text = g_strdup ("the text is not valid UTF-8; save the file as UTF-8");
      break;
    case json_error_null_character:
    case json_error_null_byte_in_key:
      code = TW_JSON_ERROR_ENCODING;
      text = g_strdup ("a string holds a NUL character (\\u0000), which is not allowed");
      break;
    case json_error_out_of_memory:
      code = TW_JSON_ERROR_TOO_BIG;
      text = g_strdup ("out of memory while reading the data");
      break;
    default:
      text = g_strdup_printf ("this is not valid JSON here: %s", jerror->text);
      break;
    }
  tw_json_error_set (error, code, display, line, column, "%s", text);
}

/* Finds a number beyond JavaScript's exact whole numbers (a real that large
 * would be written back as digits that then read as such an integer); its
 * path goes into `path`. */
static gboolean
find_unsafe_integer (const json_t *value, GString *path)
{
  switch (json_typeof (value))
    {
    case JSON_REAL:
      return fabs (json_real_value (value)) > (double) TW_JSON_READ_MAX_SAFE_INTEGER;
    case JSON_INTEGER:
      {
        json_int_t v = json_integer_value (value);
        return v > TW_JSON_READ_MAX_SAFE_INTEGER || v < -TW_JSON_READ_MAX_SAFE_INTEGER;
      }
    case JSON_OBJECT:
      {
        const char *key;
        json_t *member;
        gsize saved = path->len;
        json_object_foreach ((json_t *) value, key, member)
          {
            tw_json_path_append_key (path, key);
            if (find_unsafe_integer (member, path))
              return TRUE;
            g_string_truncate (path, saved);
          }
        return FALSE;
      }
    case JSON_ARRAY:
      {
        gsize saved = path->len;
        for (gsize i = 0; i < json_array_size (value); i++)
          {
            if (path->len > 0)
              g_string_append_c (path, '/');
            g_string_append_printf (path, "%" G_GSIZE_FORMAT, i);
            if (find_unsafe_integer (json_array_get (value, i), path))
              return TRUE;
            g_string_truncate (path, saved);
          }
        return FALSE;
      }
    default:
      return FALSE;
    }
}

json_t *
tw_json_read_parse (const char *display, const char *text, gsize length, int first_line,
                    int first_column, GError **error)
{
  gsize blank = 0;
  while (blank < length && g_ascii_isspace (text[blank]))
    blank++;
  if (blank == length)
    {
      tw_json_error_set (error, TW_JSON_ERROR_SYNTAX, display, first_line, first_column,
                         _("the file holds no data (it is empty)"));
      return NULL;
    }

  json_error_t jerror;
  json_t *value = json_loadb (text, length, JSON_REJECT_DUPLICATES, &jerror);
  if (value == NULL)
    {
      set_syntax_error (error, display, &jerror, first_line, first_column);
      return NULL;
    }

  g_autoptr (GString) path = g_string_new (NULL);
  if (find_unsafe_integer (value, path))
    {
      g_autoptr (TwJsonPositions) positions = tw_json_positions_new ();
      TwJsonPosition where = { NULL, 0, 0 };
      tw_json_positions_scan (positions, display, text, length, first_line, first_column, "",
                              NULL);
      tw_json_positions_lookup (positions, path->str, &where);
      tw_json_error_set (error, TW_JSON_ERROR_NUMBER, display, where.line, where.column,
                         _("the number at %s is too large: JavaScript holds whole numbers "
                         "exactly only up to 9007199254740991"), path->str);
      json_decref (value);
      return NULL;
    }
  return value;
}
