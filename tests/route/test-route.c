/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-route.c: mota-js routes (editor/route) against the game's own code:
 * LZString, encodeRoute and decodeRoute of mota-js 2.10.3 and 2.6.1 run
 * under Node (route-ref.js) on the same inputs, fixed and random; the
 * translation to a moves script and back; corrupt files. */
#include <glib.h>
#include <gio/gio.h>
#include <jansson.h>
#include <string.h>

#include "editor/route/tw-lzstring.h"
#include "editor/route/tw-route.h"

/* ---- the game's code ---------------------------------------------------- */

static char *
game_dir (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "game", name, NULL);
}

/* The answer of route-ref.js in game @name to @request (taken). */
static json_t *
ask_game (const char *name, json_t *request)
{
  g_autofree char *node = g_find_program_in_path ("node");
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "route", "route-ref.js", NULL);
  g_autofree char *dir = game_dir (name);
  g_autofree char *input = json_dumps (request, JSON_COMPACT);
  g_autofree char *output = NULL, *errors = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  json_t *answer;

  json_decref (request);
  g_assert_nonnull (node);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                  | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                              &error, node, script, dir, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &output, &errors, &error);
  g_assert_no_error (error);
  if (!g_subprocess_get_successful (process))
    g_error ("route-ref.js failed: %s", errors);
  answer = json_loads (output, 0, NULL);
  g_assert_nonnull (answer);
  return answer;
}

static gboolean
have_node (void)
{
  g_autofree char *node = g_find_program_in_path ("node");
  if (node == NULL)
    g_test_skip ("node is not installed (tools/install-deps.sh installs it)");
  return node != NULL;
}

/* ---- inputs ------------------------------------------------------------- */

/* A random text of @n characters drawn from @alphabet (UTF-8 characters). */
static char *
random_text (GRand *rand, const char *alphabet, guint n)
{
  glong n_chars = g_utf8_strlen (alphabet, -1);
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      const char *at = g_utf8_offset_to_pointer (alphabet, g_rand_int_range (rand, 0, n_chars));
      g_string_append_len (out, at, g_utf8_next_char (at) - at);
    }
  return g_string_free (out, FALSE);
}

static json_t *
lz_inputs (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261203);
  json_t *inputs = json_pack ("[s,s,s,s,s,s]", "", "A", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
                              "U3R2C0I21:tU:GD10", "{\"name\":\"魔塔\",\"hard\":\"\",\"seed\":1}",
                              "\xf0\x9f\x98\x80 surrogate pairs \xf0\x9f\x90\x89");
  static const char *const alphabets[] = {
    "UDLRCIGtTSMFPQKXNcpu0123456789:-",
    "ab",
    "勇士魔塔怪物钥匙门楼层abc{}\":,0123456789",
    "\x01\x7f\xc2\x80\xc3\xbf\xc4\x80\xe4\xb8\x80\xef\xbf\xbd",
  };
  for (guint i = 0; i < 60; i++)
    {
      guint n = (guint)g_rand_int_range (rand, 1, i < 50 ? 300 : 6000);
      g_autofree char *text = random_text (rand, alphabets[i % G_N_ELEMENTS (alphabets)], n);
      json_array_append_new (inputs, json_string (text));
    }
  return inputs;
}

/* ---- LZString ----------------------------------------------------------- */

static void
test_lzstring_against_game (void)
{
  json_t *inputs, *answer;

  if (!have_node ())
    return;
  inputs = lz_inputs ();
  answer = ask_game ("mota-js-2.10.3", json_pack ("{s:O}", "lz", inputs));
  for (gsize i = 0; i < json_array_size (inputs); i++)
    {
      const char *text = json_string_value (json_array_get (inputs, i));
      const char *game = json_string_value (json_array_get (json_object_get (answer, "lz"), i));
      g_autofree char *ours = tw_lzstring_compress_to_base64 (text, -1);
      g_autoptr (GError) error = NULL;
      g_autofree char *back = NULL;

      g_assert_cmpstr (ours, ==, game);
      if (*text == '\0')
        continue; /* compressToBase64("") is "Q===", which decompresses to "" */
      back = tw_lzstring_decompress_from_base64 (game, -1, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (back, ==, text);
    }
  json_decref (answer);
  json_decref (inputs);
}

static void
test_lzstring_corrupt (void)
{
  g_autofree char *good = tw_lzstring_compress_to_base64 ("U3R2C0I21:tU:GD10", -1);
  g_autofree char *bad_char = g_strdup (good);
  g_autofree char *cut = g_strndup (good, 4);
  gsize offset = 0;
  g_autoptr (GError) error = NULL;
  char *text;

  bad_char[5] = '*';
  text = tw_lzstring_decompress_from_base64 (bad_char, -1, &offset, &error);
  g_assert_null (text);
  g_assert_error (error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT);
  g_assert_cmpuint (offset, ==, 5);
  g_assert_true (g_str_has_prefix (error->message, "offset 5: '*' is not a base64 character"));
  g_clear_error (&error);

  text = tw_lzstring_decompress_from_base64 (cut, -1, &offset, &error);
  g_assert_null (text);
  g_assert_error (error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT);
  g_assert_cmpuint (offset, ==, 4);
  g_assert_nonnull (strstr (error->message, "ends before its end mark"));
  g_clear_error (&error);

  /* The game's decompressFromBase64 gives null for it: a code beyond its dictionary. */
  text = tw_lzstring_decompress_from_base64 ("qT0e", -1, &offset, &error);
  g_assert_null (text);
  g_assert_error (error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "not in the dictionary"));
  g_clear_error (&error);

  text = tw_lzstring_decompress_from_base64 ("", -1, &offset, &error);
  g_assert_null (text);
  g_assert_error (error, TW_LZSTRING_ERROR, TW_LZSTRING_ERROR_CORRUPT);
}

/* ---- routes --------------------------------------------------------------- */

static TwRouteIds *
sample_ids (void)
{
  TwRouteIds *ids = tw_route_ids_new ();
  tw_route_ids_add (ids, 21, "yellowKey");
  tw_route_ids_add (ids, 31, "redPotion");
  tw_route_ids_add (ids, 131, "redPotion"); /* a second number: the smaller one is written */
  tw_route_ids_add (ids, 47, "sword1");
  return ids;
}

static json_t *
ids_json (void)
{
  return json_pack ("{s:s,s:s,s:s,s:s}", "21", "yellowKey", "31", "redPotion", "131",
                    "redPotion", "47", "sword1");
}

/* Every token kind of mota-js 2.10's encodeRoute. */
static const char *const every_kind[] = {
  "up", "up", "up", "left", "down", "right", "right", "item:yellowKey", "item:bigKey",
  "unEquip:0", "equip:sword1", "saveEquip:1", "loadEquip:2", "fly:MT3", "choices:none",
  "choices:0", "choices:-1", "choices:12", "shop:shop1", "choices:2", "turn", "turn:left",
  "getNext", "input:none", "input:123", "input2:eyJhIjoxfQ==", "no", "move:3:7", "key:49",
  "key:-5", "click:1:20:300", "random:17", "customThing", NULL,
};

static GPtrArray *
tokens_of (const char *const *list)
{
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; list[i] != NULL; i++)
    g_ptr_array_add (tokens, g_strdup (list[i]));
  return tokens;
}

static json_t *
tokens_json (GPtrArray *tokens)
{
  json_t *array = json_array ();
  for (guint i = 0; i < tokens->len; i++)
    json_array_append_new (array, json_string (tokens->pdata[i]));
  return array;
}

static void
assert_tokens_equal (GPtrArray *ours, json_t *game)
{
  g_assert_cmpuint (ours->len, ==, json_array_size (game));
  for (guint i = 0; i < ours->len; i++)
    g_assert_cmpstr (ours->pdata[i], ==, json_string_value (json_array_get (game, i)));
}

/* A random route of tokens the game writes, over the 2.10 kinds. */
static GPtrArray *
random_route (GRand *rand, guint n)
{
  static const char *const dirs[] = { "up", "down", "left", "right" };
  static const char *const items[] = { "yellowKey", "redPotion", "sword1", "pickaxe" };
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    {
      int kind = g_rand_int_range (rand, 0, 12);
      int k = g_rand_int_range (rand, 0, 4);
      int v = g_rand_int_range (rand, 0, 40);
      switch (kind)
        {
        case 0: case 1: case 2: case 3: case 4:
          g_ptr_array_add (tokens, g_strdup (dirs[k])); break;
        case 5: g_ptr_array_add (tokens, g_strdup_printf ("choices:%d", v - 1)); break;
        case 6: g_ptr_array_add (tokens, g_strdup_printf ("item:%s", items[k])); break;
        case 7: g_ptr_array_add (tokens, g_strdup_printf ("turn:%s", dirs[k]));
          g_ptr_array_add (tokens, g_strdup ("getNext")); break;
        case 8: g_ptr_array_add (tokens, g_strdup_printf ("move:%d:%d", v % 13, k)); break;
        case 9: g_ptr_array_add (tokens, g_strdup_printf ("shop:shop%d", k));
          g_ptr_array_add (tokens, g_strdup_printf ("choices:%d", v % 5)); break;
        case 10: g_ptr_array_add (tokens, g_strdup_printf ("fly:MT%d", v)); break;
        default: g_ptr_array_add (tokens, g_strdup_printf ("input:%d", v * 1000)); break;
        }
    }
  return tokens;
}

/* Our encoding of @routes equals the game's, and the game's decoding of it
 * equals ours. */
static void
check_routes_against_game (const char *game, TwRouteDialect dialect, GPtrArray *routes)
{
  g_autoptr (TwRouteIds) ids = sample_ids ();
  json_t *encode = json_array ();
  json_t *answer, *decode = json_array ();

  for (guint r = 0; r < routes->len; r++)
    json_array_append_new (encode, tokens_json (routes->pdata[r]));
  answer = ask_game (game, json_pack ("{s:o,s:o}", "ids", ids_json (), "encode", encode));
  for (guint r = 0; r < routes->len; r++)
    {
      g_autofree char *ours = tw_route_encode (routes->pdata[r], dialect, ids);
      const char *theirs = json_string_value (json_array_get (json_object_get (answer, "encode"),
                                                              r));
      g_assert_cmpstr (ours, ==, theirs);
      json_array_append_new (decode, json_string (ours));
    }
  json_decref (answer);
  answer = ask_game (game, json_pack ("{s:o,s:O}", "ids", ids_json (), "decode", decode));
  for (guint r = 0; r < routes->len; r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) ours = tw_route_decode (json_string_value (json_array_get (decode, r)),
                                                    dialect, ids, &error);
      g_assert_no_error (error);
      assert_tokens_equal (ours, json_array_get (json_object_get (answer, "decode"), r));
    }
  json_decref (decode);
  json_decref (answer);
}

static void
test_route_every_kind_2_10 (void)
{
  g_autoptr (GPtrArray) routes = g_ptr_array_new_with_free_func ((GDestroyNotify)g_ptr_array_unref);
  g_autoptr (GRand) rand = g_rand_new_with_seed (33);

  if (!have_node ())
    return;
  g_ptr_array_add (routes, tokens_of (every_kind));
  g_ptr_array_add (routes, g_ptr_array_new_with_free_func (g_free));
  for (guint i = 0; i < 40; i++)
    g_ptr_array_add (routes, random_route (rand, (guint)g_rand_int_range (rand, 1, i < 30 ? 60 : 3000)));
  check_routes_against_game ("mota-js-2.10.3", TW_ROUTE_DIALECT_2_7, routes);
}

static void
test_route_every_kind_2_6 (void)
{
  static const char *const v26[] = {
    "up", "left", "left", "item:yellowKey", "unEquip:1", "equip:sword1", "fly:MT2", "choices:1",
    "shop:shop1:0", "shop:moneyShop:0012", "turn", "turn:down", "getNext", "input:7", "no",
    "move:1:2", "key:50", "random:3", NULL,
  };
  g_autoptr (GPtrArray) routes = g_ptr_array_new_with_free_func ((GDestroyNotify)g_ptr_array_unref);

  if (!have_node ())
    return;
  g_ptr_array_add (routes, tokens_of (v26));
  check_routes_against_game ("mota-js-2.6.1", TW_ROUTE_DIALECT_2_6, routes);
}

/* The game accepts a route that is not compressed too, when it is not
 * short (a short one decompresses to "" and is read as empty, by the game
 * as by us: route-ref.js says so for these very texts). */
static void
test_route_plain_and_corrupt (void)
{
  static const char *const texts[] = { "U3R2C0I5:D", "U3R2C0", "U3R2Zx", "R10G" };
  json_t *decode = json_array (), *answer;
  g_autoptr (GError) error = NULL;
  GPtrArray *bad;

  if (!have_node ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    json_array_append_new (decode, json_string (texts[i]));
  answer = ask_game ("mota-js-2.10.3", json_pack ("{s:o}", "decode", decode));
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GPtrArray) ours = tw_route_decode (texts[i], TW_ROUTE_DIALECT_2_7, NULL, &error);
      g_assert_no_error (error);
      assert_tokens_equal (ours, json_array_get (json_object_get (answer, "decode"), i));
    }
  g_assert_cmpuint (json_array_size (json_array_get (json_object_get (answer, "decode"), 0)), ==, 8);
  json_decref (answer);
  /* Where the game reads garbage, we say where it stops being a route. */
  bad = tw_route_decode ("U3R2C0(unclosed", TW_ROUTE_DIALECT_2_7, NULL, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "offset"));
  g_assert_nonnull (strstr (error->message, "no ')' closes"));
}

/* ---- scripts -------------------------------------------------------------- */

static TwScript *
parse_script (const char *text)
{
  g_autoptr (GError) error = NULL;
  TwScript *script = tw_script_parse (text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  return script;
}

static guint
n_leading_answers (GPtrArray *tokens)
{
  guint n = 0;
  while (n < tokens->len && tw_route_token_is_answer (tokens->pdata[n]))
    n++;
  return n;
}

/* tokens -> script -> tokens gives the tokens back. */
static char *
assert_script_round_trip (GPtrArray *tokens, TwRouteDialect dialect, GPtrArray *skipped)
{
  g_autoptr (GError) error = NULL;
  char *text = tw_route_to_script (tokens, dialect, NULL, skipped, &error);
  g_autoptr (TwScript) script = NULL;
  g_autoptr (GPtrArray) back = NULL;

  g_assert_no_error (error);
  script = parse_script (text);
  back = tw_route_from_script (script, n_leading_answers (tokens), dialect, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->len, ==, tokens->len);
  for (guint i = 0; i < tokens->len; i++)
    g_assert_cmpstr (back->pdata[i], ==, tokens->pdata[i]);
  return text;
}

static void
test_script_every_kind (void)
{
  g_autoptr (GPtrArray) tokens = tokens_of (every_kind);
  g_autoptr (GPtrArray) skipped = g_ptr_array_new_with_free_func (tw_route_skipped_free);
  g_autofree char *text = assert_script_round_trip (tokens, TW_ROUTE_DIALECT_2_7, skipped);

  g_assert_true (g_str_has_prefix (text, "move up 3\nmove left\nmove down\nmove right 2\n"
                                         "use yellowKey\nuse bigKey\ngame unEquip:0\n"));
  g_assert_nonnull (strstr (text, "\nchoose 12\ngame fly:MT3\nshop shop1 2\n"));
  g_assert_nonnull (strstr (text, "\ninput 123\n"));
  g_assert_nonnull (strstr (text, "\nmoveto 3 7\n"));
  /* Every token the rules do not play is listed, where it was. */
  g_assert_cmpuint (skipped->len, ==, 16);
  g_assert_cmpuint (((TwRouteSkipped *)skipped->pdata[0])->index, ==, 9);
  g_assert_cmpstr (((TwRouteSkipped *)skipped->pdata[0])->token, ==, "unEquip:0");
}

static void
test_script_answers_follow_their_action (void)
{
  static const char *const route[] = { "choices:0", "up", "choices:1", "choices:0", "up", "up",
                                       "turn:left", "getNext", "input:5", NULL };
  g_autoptr (GPtrArray) tokens = tokens_of (route);
  g_autofree char *text = assert_script_round_trip (tokens, TW_ROUTE_DIALECT_2_7, NULL);
  g_assert_cmpstr (text, ==,
                   "choose 0\nchoose 1\nchoose 0\nmove up\nmove up 2\ninput 5\npickup left\n");
}

static void
test_script_random_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  for (guint i = 0; i < 200; i++)
    {
      g_autoptr (GPtrArray) tokens = random_route (rand, (guint)g_rand_int_range (rand, 0, 80));
      g_free (assert_script_round_trip (tokens, TW_ROUTE_DIALECT_2_7, NULL));
    }
}

static void
test_script_2_6_shop (void)
{
  static const char *const route[] = { "shop:shop1:3", "shop:shop1:0012", NULL };
  g_autoptr (GPtrArray) tokens = tokens_of (route);
  g_autofree char *text = assert_script_round_trip (tokens, TW_ROUTE_DIALECT_2_6, NULL);
  g_assert_cmpstr (text, ==, "shop shop1 3\ngame shop:shop1:0012\n");
}

static void
test_script_cannot_hold (void)
{
  static const char *const route[] = { "up", "has space", NULL };
  g_autoptr (GPtrArray) tokens = tokens_of (route);
  g_autoptr (GError) error = NULL;
  char *text = tw_route_to_script (tokens, TW_ROUTE_DIALECT_2_7, NULL, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_TOKEN);
  g_assert_nonnull (strstr (error->message, "token 2"));
}

static void
test_script_no_game_token (void)
{
  g_autoptr (TwScript) script = parse_script ("move up\nshop shop1 sell 1\n");
  g_autoptr (GError) error = NULL;
  GPtrArray *tokens = tw_route_from_script (script, 0, TW_ROUTE_DIALECT_2_7, NULL, &error);
  g_assert_null (tokens);
  g_assert_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_TOKEN);
  g_assert_true (g_str_has_prefix (error->message, "line 2: shop shop1 sell 1:"));
}

/* The map-turn actions are the runtime's own route tokens
 * (data/runtime/map-turn.js), both ways; `use` stays the game's item token. */
static void
test_script_map_turn_tokens (void)
{
  g_autoptr (TwScript) script
      = parse_script ("wait 3\nskill skill2 left\ncancel skill2\nskill skill5\nuse skill5\n"
                      "save a\nload a\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) tokens
      = tw_route_from_script (script, 0, TW_ROUTE_DIALECT_2_7, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tokens->len, ==, 7);
  g_assert_cmpstr (tokens->pdata[0], ==, "mapTurn:wait:3");
  g_assert_cmpstr (tokens->pdata[1], ==, "mapTurn:skill:skill2:left");
  g_assert_cmpstr (tokens->pdata[2], ==, "mapTurn:cancel:skill2");
  g_assert_cmpstr (tokens->pdata[3], ==, "mapTurn:skill:skill5");
  g_assert_cmpstr (tokens->pdata[4], ==, "item:skill5");
  g_assert_cmpstr (tokens->pdata[5], ==, "mapTurn:save:a");
  g_assert_cmpstr (tokens->pdata[6], ==, "mapTurn:load:a");
  g_autofree char *text = tw_route_to_script (tokens, TW_ROUTE_DIALECT_2_7, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==,
                   "wait 3\nskill skill2 left\ncancel skill2\nskill skill5\nuse skill5\nsave a\nload a\n");
  /* A token the runtime would not play stays a game line. */
  static const char *const odd[] = { "mapTurn:wait:0", "mapTurn:skill:s:north", NULL };
  g_autoptr (GPtrArray) odd_tokens = tokens_of (odd);
  g_autofree char *odd_text = tw_route_to_script (odd_tokens, TW_ROUTE_DIALECT_2_7, NULL, NULL, &error);
  g_assert_cmpstr (odd_text, ==, "game mapTurn:wait:0\ngame mapTurn:skill:s:north\n");
}

/* ---- files ---------------------------------------------------------------- */

static void
test_file_round_trip (void)
{
  g_autoptr (GPtrArray) tokens = tokens_of (every_kind);
  g_autoptr (TwRouteIds) ids = sample_ids ();
  g_autofree char *route = tw_route_encode (tokens, TW_ROUTE_DIALECT_2_7, ids);
  g_autofree char *json = g_strdup_printf (
      "{\"name\":\"魔塔样板\",\"version\":\"Ver 2.10.3\",\"hard\":\"Easy\",\"seed\":1234567,"
      "\"route\":\"%s\"}", route);
  g_autofree char *wrapped = tw_lzstring_compress_to_base64 (json, -1);

  for (int w = 0; w < 2; w++)
    {
      const char *text = w ? wrapped : json;
      TwRouteFile file, again;
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) decoded = NULL;
      g_autofree char *script = NULL, *written = NULL;

      g_assert_true (tw_route_file_parse (text, strlen (text), &file, &error));
      g_assert_no_error (error);
      g_assert_cmpint (file.wrapped, ==, w);
      decoded = tw_route_decode (tw_route_file_get_route (&file), TW_ROUTE_DIALECT_2_7, ids,
                                 &error);
      g_assert_no_error (error);
      script = tw_route_to_script (decoded, TW_ROUTE_DIALECT_2_7, &file, NULL, &error);
      g_assert_no_error (error);
      /* The script keeps the file's members; they write the file again. */
      g_assert_true (tw_route_script_file (script, &again));
      json_object_set_new (again.object, "route", json_string (route));
      again.wrapped = file.wrapped;
      written = tw_route_file_to_text (&again);
      g_assert_cmpstr (written, ==, text);
      tw_route_file_clear (&again);
      tw_route_file_clear (&file);
    }
}

static void
test_file_corrupt (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "{\"name\": \"x\",\n \"route\": }", "2:11: " },
    { "{\"name\": \"x\"}", "1:1: not a route file" },
    { "[1, 2]", "1:1: not a route file" },
    { "N4Ig*Ld", "offset 4: '*' is not a base64 character" },
    { "", "offset 0: the text is empty" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TwRouteFile file;
      g_autoptr (GError) error = NULL;
      g_assert_false (tw_route_file_parse (cases[i].text, strlen (cases[i].text), &file, &error));
      g_assert_error (error, TW_ROUTE_ERROR, TW_ROUTE_ERROR_CORRUPT);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: \"%s\" does not start with \"%s\"", i, error->message,
                 cases[i].message);
      g_assert_null (file.object);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/route/lzstring/against-game", test_lzstring_against_game);
  g_test_add_func ("/route/lzstring/corrupt", test_lzstring_corrupt);
  g_test_add_func ("/route/encode/every-kind-2.10", test_route_every_kind_2_10);
  g_test_add_func ("/route/encode/every-kind-2.6", test_route_every_kind_2_6);
  g_test_add_func ("/route/decode/plain-and-corrupt", test_route_plain_and_corrupt);
  g_test_add_func ("/route/script/every-kind", test_script_every_kind);
  g_test_add_func ("/route/script/answers-follow-their-action",
                   test_script_answers_follow_their_action);
  g_test_add_func ("/route/script/random-round-trip", test_script_random_round_trip);
  g_test_add_func ("/route/script/2.6-shop", test_script_2_6_shop);
  g_test_add_func ("/route/script/cannot-hold", test_script_cannot_hold);
  g_test_add_func ("/route/script/no-game-token", test_script_no_game_token);
  g_test_add_func ("/route/script/map-turn-tokens", test_script_map_turn_tokens);
  g_test_add_func ("/route/file/round-trip", test_file_round_trip);
  g_test_add_func ("/route/file/corrupt", test_file_corrupt);
  return g_test_run ();
}
