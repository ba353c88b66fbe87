/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JSON helpers of the mota-js import: JavaScript number and string spelling,
 * the position scanner, and the reader's errors on bad text. */
#include <gio/gio.h>
#include <jansson.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-json-format.h"
#include "editor/mota/tw-json-positions.h"
#include "editor/mota/tw-json-read.h"
#include "editor/mota/tw-mota-file.h"

static char *
format_real (double value)
{
  GString *out = g_string_new (NULL);
  tw_json_format_append_real (out, value);
  return g_string_free (out, FALSE);
}

static void
assert_real (double value, const char *expected)
{
  g_autofree char *text = format_real (value);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_real_shortest (void)
{
  assert_real (0.9, "0.9");
  assert_real (0.1, "0.1");
  assert_real (1.0 / 3.0, "0.3333333333333333");
  assert_real (2.0 / 3.0, "0.6666666666666666");
  assert_real (0.1 + 0.2, "0.30000000000000004");
  assert_real (-0.85, "-0.85");
  assert_real (1.5, "1.5");
}

static void
test_real_integral_and_exponents (void)
{
  assert_real (2.0, "2");
  assert_real (-0.0, "0");
  assert_real (123456789012.0, "123456789012");
  assert_real (1e21, "1e+21");
  assert_real (1.5e21, "1.5e+21");
  assert_real (1e20, "100000000000000000000");
  assert_real (1e-6, "0.000001");
  assert_real (1e-7, "1e-7");
  assert_real (1.25e-7, "1.25e-7");
  assert_real (5e-324, "5e-324");
}

static void
test_string_escapes (void)
{
  const char raw[] = "a\"b\\c\n\t\x01/\xe7\xbb\xbf";
  g_autoptr (GString) out = g_string_new (NULL);
  tw_json_format_append_string (out, raw, strlen (raw));
  g_assert_cmpstr (out->str, ==, "\"a\\\"b\\\\c\\n\\t\\u0001/\xe7\xbb\xbf\"");
}

static void
test_stringify_layout (void)
{
  json_t *value = json_loads ("{\"a\":[1,2.5,{}],\"b\":{\"c\":[]},\"d\":null}", 0, NULL);
  g_autofree char *tabs = tw_json_format_to_string (value, "\t");
  g_autofree char *compact = tw_json_format_to_string (value, NULL);
  g_assert_cmpstr (tabs, ==,
                   "{\n\t\"a\": [\n\t\t1,\n\t\t2.5,\n\t\t{}\n\t],\n\t\"b\": {\n\t\t\"c\": []\n\t},"
                   "\n\t\"d\": null\n}");
  g_assert_cmpstr (compact, ==, "{\"a\":[1,2.5,{}],\"b\":{\"c\":[]},\"d\":null}");
  json_decref (value);
}

static void
test_floor_layout (void)
{
  json_t *floor = json_loads ("{\"floorId\":\"F\",\"map\":[[0,201,10001],[-1,2,3]],"
                              "\"bgmap\":[],\"events\":{\"1,2\":[1]}}", 0, NULL);
  g_autofree char *text = tw_mota_file_format (TW_MOTA_STYLE_FLOOR, "main.floors.F=\n", floor);
  g_assert_cmpstr (text, ==,
                   "main.floors.F=\n{\n    \"floorId\": \"F\",\n    \"map\": [\n"
                   "    [  0,201,10001],\n    [ -1,  2,  3]\n],\n    \"bgmap\": [\n\n],\n"
                   "    \"events\": {\n        \"1,2\": [\n            1\n        ]\n    }\n}");
  json_decref (floor);
}

static void
test_entry_per_line_layout (void)
{
  json_t *enemys = json_loads ("{\"a\":{\"hp\":1,\"special\":[1,9]},\"b\":{}}", 0, NULL);
  g_autofree char *text = tw_mota_file_format (TW_MOTA_STYLE_ENTRY_PER_LINE, "var e = \n", enemys);
  g_assert_cmpstr (text, ==, "var e = \n{\n\t\"a\": {\"hp\":1,\"special\":[1,9]},\n\t\"b\": {}\n}");
  json_decref (enemys);
}

static void
assert_position (TwJsonPositions *positions, const char *path, int line, int column)
{
  TwJsonPosition where;
  g_assert_true (tw_json_positions_lookup (positions, path, &where));
  g_assert_cmpint (where.line, ==, line);
  g_assert_cmpint (where.column, ==, column);
}

static void
test_positions_paths (void)
{
  const char *text = "{\n  \"a\": {\"b\": [10, \"x\\\"y\", {\"c/d~\": true}]},\n"
                     "  \"\\u540d\": \"\xe5\x90\x8d\xe5\x90\x8d\", \"z\": -1.5e3\n}";
  g_autoptr (TwJsonPositions) positions = tw_json_positions_new ();
  g_assert_true (tw_json_positions_scan (positions, "t.json", text, strlen (text), 1, 1, "root",
                                         NULL));
  assert_position (positions, "root", 1, 1);
  assert_position (positions, "root/a", 2, 8);
  assert_position (positions, "root/a/b", 2, 14);
  assert_position (positions, "root/a/b/0", 2, 15);
  assert_position (positions, "root/a/b/1", 2, 19);
  assert_position (positions, "root/a/b/2/c~1d~0", 2, 36);
  assert_position (positions, "root/\xe5\x90\x8d", 3, 13);
  /* Columns count characters: the two CJK characters are two columns. */
  assert_position (positions, "root/z", 3, 24);

  TwJsonPosition where;
  g_assert_true (tw_json_positions_lookup_nearest (positions, "root/a/b/2/missing", &where));
  g_assert_cmpint (where.column, ==, 27);
  g_assert_cmpstr (where.file, ==, "t.json");
  g_assert_false (tw_json_positions_lookup (positions, "root/a/missing", NULL));
}

static void
test_positions_subtree_and_offset (void)
{
  const char *text = "{\"format\": 1, \"tower\": {\"enemys\": {\"s\": {\"hp\": 3}}}}";
  g_autoptr (TwJsonPositions) positions = tw_json_positions_new ();
  g_assert_true (tw_json_positions_scan (positions, "p", text, strlen (text), 4, 7, "", "tower"));
  assert_position (positions, "enemys/s/hp", 4, 7 + 47);
  g_assert_false (tw_json_positions_lookup (positions, "format", NULL));
  g_assert_false (tw_json_positions_lookup (positions, "tower/enemys", NULL));
}

static void
test_positions_deep_and_broken (void)
{
  gsize depth = 100000;
  GString *deep = g_string_new (NULL);
  for (gsize i = 0; i < depth; i++)
    g_string_append_c (deep, '[');
  for (gsize i = 0; i < depth; i++)
    g_string_append_c (deep, ']');
  g_autoptr (TwJsonPositions) positions = tw_json_positions_new ();
  /* Deeper than the limit: refused quickly, without recursion. */
  g_assert_false (tw_json_positions_scan (positions, "d", deep->str, deep->len, 1, 1, "", NULL));
  g_assert_cmpuint (tw_json_positions_get_size (positions), ==, TW_JSON_POSITIONS_MAX_DEPTH + 1);
  /* At the limit: every level recorded. */
  g_autoptr (TwJsonPositions) at_limit = tw_json_positions_new ();
  gsize limit = TW_JSON_POSITIONS_MAX_DEPTH;
  const char *middle = deep->str + depth - limit;
  g_assert_true (tw_json_positions_scan (at_limit, "d", middle, 2 * limit, 1, 1, "", NULL));
  g_assert_cmpuint (tw_json_positions_get_size (at_limit), ==, limit);
  /* Truncated text: no crash, FALSE. */
  g_assert_false (tw_json_positions_scan (positions, "d", deep->str, depth / 2, 1, 1, "", NULL));
  g_assert_false (tw_json_positions_scan (positions, "d", "{\"a\" 1}", 7, 1, 1, "", NULL));
  g_string_free (deep, TRUE);
}

/* Parses text with the mota-js reader and returns the error (the caller frees it). */
static GError *
mota_parse_error (const char *text, gssize length)
{
  GError *error = NULL;
  json_t *value = tw_mota_file_parse ("f.js", text, length < 0 ? strlen (text) : (gsize) length,
                                      NULL, NULL, "", &error);
  g_assert_null (value);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TW_JSON_ERROR);
  return error;
}

static void
test_read_truncated (void)
{
  g_autoptr (GError) error = mota_parse_error ("var x = \n{\n\t\"a\": {\"hp\": 1", -1);
  g_assert_cmpint (error->code, ==, TW_JSON_ERROR_SYNTAX);
  g_assert_cmpstr (tw_json_error_get_file (error), ==, "f.js");
  g_assert_cmpint (tw_json_error_get_line (error), ==, 3);
  g_assert_nonnull (strstr (error->message, "f.js:3:"));
  g_assert_nonnull (strstr (error->message, "cut short"));
}

static void
test_read_syntax_position (void)
{
  /* The prefix shares the first line: the column counts it. */
  g_autoptr (GError) error = mota_parse_error ("main.floors.A={\"a\": tru}", -1);
  g_assert_cmpint (error->code, ==, TW_JSON_ERROR_SYNTAX);
  g_assert_cmpint (tw_json_error_get_line (error), ==, 1);
  g_assert_cmpint (tw_json_error_get_column (error), >=, 21);
  g_assert_cmpint (tw_json_error_get_column (error), <=, 24);
}

static void
test_read_too_deep (void)
{
  GString *deep = g_string_new ("var x = \n{\"a\":");
  for (int i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_autoptr (GError) error = mota_parse_error (deep->str, (gssize) deep->len);
  g_assert_cmpint (error->code, ==, TW_JSON_ERROR_TOO_DEEP);
  g_assert_nonnull (strstr (error->message, "nested too deeply"));
  g_string_free (deep, TRUE);
}

static void
test_read_numbers_too_large (void)
{
  g_autoptr (GError) big_int = mota_parse_error ("x=\n{\"hp\": 99999999999999999999}", -1);
  g_assert_cmpint (big_int->code, ==, TW_JSON_ERROR_NUMBER);
  g_assert_cmpint (tw_json_error_get_line (big_int), ==, 2);

  g_autoptr (GError) big_real = mota_parse_error ("x=\n{\"hp\": 1e999}", -1);
  g_assert_cmpint (big_real->code, ==, TW_JSON_ERROR_NUMBER);

  g_autoptr (GError) unsafe = mota_parse_error ("x=\n{\"e\": {\"hp\": [1, 9007199254740993]}}", -1);
  g_assert_cmpint (unsafe->code, ==, TW_JSON_ERROR_NUMBER);
  g_assert_cmpint (tw_json_error_get_line (unsafe), ==, 2);
  g_assert_cmpint (tw_json_error_get_column (unsafe), ==, 18);
  g_assert_nonnull (strstr (unsafe->message, "e/hp/1"));

  /* A real that large would be written back as digits read as such an integer. */
  g_autoptr (GError) big_float = mota_parse_error ("x=\n{\"hp\": 1.5e17}", -1);
  g_assert_cmpint (big_float->code, ==, TW_JSON_ERROR_NUMBER);
}

static void
test_read_encoding (void)
{
  g_autoptr (GError) latin1 = mota_parse_error ("x=\n{\"name\": \"caf\xe9\"}", -1);
  g_assert_cmpint (latin1->code, ==, TW_JSON_ERROR_ENCODING);
  g_assert_cmpint (tw_json_error_get_line (latin1), ==, 2);
  g_assert_cmpint (tw_json_error_get_column (latin1), ==, 14);
  g_assert_nonnull (strstr (latin1->message, "UTF-8"));

  const char binary[] = "\x7f" "ELF\x02\x01\x01\0\0\0{";
  g_autoptr (GError) nul = mota_parse_error (binary, sizeof binary - 1);
  g_assert_cmpint (nul->code, ==, TW_JSON_ERROR_ENCODING);
  g_assert_nonnull (strstr (nul->message, "binary"));

  g_autoptr (GError) no_brace = mota_parse_error ("just some text", -1);
  g_assert_cmpint (no_brace->code, ==, TW_JSON_ERROR_SYNTAX);
}

static void
test_read_duplicate_key (void)
{
  g_autoptr (GError) error = mota_parse_error ("x=\n{\"hp\": 1, \"hp\": 2}", -1);
  g_assert_cmpint (error->code, ==, TW_JSON_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "twice"));
}

static void
test_read_prefix_kept (void)
{
  g_autofree char *prefix = NULL;
  g_autoptr (GError) error = NULL;
  const char *text = "var enemys_x = \n{\"a\": 0.9}";
  json_t *value = tw_mota_file_parse ("f.js", text, strlen (text), &prefix, NULL, "", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (prefix, ==, "var enemys_x = \n");
  g_assert_cmpfloat (json_real_value (json_object_get (value, "a")), ==, 0.9);
  json_decref (value);
}

static void
test_read_file_too_big (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tw-big-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "enemys.js", NULL);
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  /* A sparse file: its size is checked before anything is read. */
  g_assert_cmpint (fseek (f, TW_JSON_READ_MAX_FILE_SIZE + 1, SEEK_SET), ==, 0);
  fputc ('}', f);
  fclose (f);

  g_autoptr (GError) error = NULL;
  gsize length;
  g_assert_null (tw_json_read_file (path, "enemys.js", TW_JSON_READ_MAX_FILE_SIZE, &length,
                                    &error));
  g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_TOO_BIG);
  g_assert_nonnull (strstr (error->message, "too big"));
  g_remove (path);
  g_rmdir (dir);
}

/* The details' getters answer any error, not only a JSON one: a failed
 * save's GIO error is shown through the same path (the window's error
 * dialog asks every error for its file), and must not raise a critical
 * (fatal in tests). */
static void
test_error_details_of_other_domains (void)
{
  g_autoptr (GError) io = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NO_SPACE, "disk full");
  g_assert_null (tw_json_error_get_file (io));
  g_assert_cmpint (tw_json_error_get_line (io), ==, 0);
  g_assert_cmpint (tw_json_error_get_column (io), ==, 0);
  g_assert_null (tw_json_error_get_text (io));
  g_assert_null (tw_json_error_get_file (NULL));

  g_autoptr (GError) json = NULL;
  tw_json_error_set (&json, TW_JSON_ERROR_SYNTAX, "floors/MT0.js", 3, 7, "a comma is missing");
  g_assert_cmpstr (tw_json_error_get_file (json), ==, "floors/MT0.js");
  g_assert_cmpint (tw_json_error_get_line (json), ==, 3);
  g_assert_cmpint (tw_json_error_get_column (json), ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/editor/json/real-shortest", test_real_shortest);
  g_test_add_func ("/editor/json/error-details-of-other-domains",
                   test_error_details_of_other_domains);
  g_test_add_func ("/editor/json/real-integral-and-exponents", test_real_integral_and_exponents);
  g_test_add_func ("/editor/json/string-escapes", test_string_escapes);
  g_test_add_func ("/editor/json/stringify-layout", test_stringify_layout);
  g_test_add_func ("/editor/json/floor-layout", test_floor_layout);
  g_test_add_func ("/editor/json/entry-per-line-layout", test_entry_per_line_layout);
  g_test_add_func ("/editor/json/positions-paths", test_positions_paths);
  g_test_add_func ("/editor/json/positions-subtree-and-offset", test_positions_subtree_and_offset);
  g_test_add_func ("/editor/json/positions-deep-and-broken", test_positions_deep_and_broken);
  g_test_add_func ("/editor/json/read-truncated", test_read_truncated);
  g_test_add_func ("/editor/json/read-syntax-position", test_read_syntax_position);
  g_test_add_func ("/editor/json/read-too-deep", test_read_too_deep);
  g_test_add_func ("/editor/json/read-numbers-too-large", test_read_numbers_too_large);
  g_test_add_func ("/editor/json/read-encoding", test_read_encoding);
  g_test_add_func ("/editor/json/read-duplicate-key", test_read_duplicate_key);
  g_test_add_func ("/editor/json/read-prefix-kept", test_read_prefix_kept);
  g_test_add_func ("/editor/json/read-file-too-big", test_read_file_too_big);
  return g_test_run ();
}
