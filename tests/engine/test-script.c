/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-script.c: the simulate script syntax and its error positions. */
#include "engine/tw-script.h"

#include <string.h>

static TwScript *
parse_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  TwScript *script = tw_script_parse (text, -1, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (script);
  return script;
}

/* Parses a bad script and checks the error's position and a word of its message. */
static void
assert_error (const char *text, guint line, guint column, const char *needle)
{
  g_autoptr (GError) error = NULL;
  guint err_line = 0, err_column = 0;
  TwScript *script = tw_script_parse (text, -1, &err_line, &err_column, &error);

  g_assert_null (script);
  g_assert_error (error, TW_SCRIPT_ERROR, TW_SCRIPT_ERROR_SYNTAX);
  g_assert_cmpuint (err_line, ==, line);
  g_assert_cmpuint (err_column, ==, column);
  g_autofree char *prefix = g_strdup_printf ("%u:%u: ", line, column);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  if (strstr (error->message, needle) == NULL)
    g_error ("message \"%s\" lacks \"%s\"", error->message, needle);
}

static void
test_every_action (void)
{
  g_autoptr (TwScript) script = parse_ok ("move up\n"
                                          "move left 3\n"
                                          "moveto 4 11\n"
                                          "pickup down\n"
                                          "use bigKey\n"
                                          "skill skill2\n"
                                          "skill fireball right\n"
                                          "cancel skill2\n"
                                          "wait 5\n"
                                          "save a1\n"
                                          "load a1\n");
  const struct
  {
    TwScriptKind kind;
    TwScriptDir dir;
    guint count;
    const char *id;
  } want[] = {
    { TW_SCRIPT_MOVE, TW_SCRIPT_DIR_UP, 1, NULL },
    { TW_SCRIPT_MOVE, TW_SCRIPT_DIR_LEFT, 3, NULL },
    { TW_SCRIPT_MOVETO, TW_SCRIPT_DIR_NONE, 1, NULL },
    { TW_SCRIPT_PICKUP, TW_SCRIPT_DIR_DOWN, 1, NULL },
    { TW_SCRIPT_USE, TW_SCRIPT_DIR_NONE, 1, "bigKey" },
    { TW_SCRIPT_SKILL, TW_SCRIPT_DIR_NONE, 1, "skill2" },
    { TW_SCRIPT_SKILL, TW_SCRIPT_DIR_RIGHT, 1, "fireball" },
    { TW_SCRIPT_CANCEL, TW_SCRIPT_DIR_NONE, 1, "skill2" },
    { TW_SCRIPT_WAIT, TW_SCRIPT_DIR_NONE, 5, NULL },
    { TW_SCRIPT_SAVE, TW_SCRIPT_DIR_NONE, 1, "a1" },
    { TW_SCRIPT_LOAD, TW_SCRIPT_DIR_NONE, 1, "a1" },
  };
  g_assert_cmpuint (tw_script_get_n_actions (script), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const TwScriptAction *a = tw_script_get_action (script, i);
      g_assert_cmpint (a->kind, ==, want[i].kind);
      g_assert_cmpint (a->dir, ==, want[i].dir);
      g_assert_cmpuint (a->count, ==, want[i].count);
      g_assert_cmpstr (a->id, ==, want[i].id);
      g_assert_cmpuint (a->line, ==, i + 1);
    }
  const TwScriptAction *moveto = tw_script_get_action (script, 2);
  g_assert_cmpint (moveto->x, ==, 4);
  g_assert_cmpint (moveto->y, ==, 11);
}

static void
test_comments_and_blank_lines (void)
{
  g_autoptr (TwScript) script = parse_ok ("# a route\n"
                                          "\n"
                                          "   \t\n"
                                          "  move   right  2   # around the slime\r\n"
                                          "#move up\n"
                                          "wait 0");
  g_assert_cmpuint (tw_script_get_n_actions (script), ==, 2);
  const TwScriptAction *a = tw_script_get_action (script, 0);
  g_assert_cmpint (a->dir, ==, TW_SCRIPT_DIR_RIGHT);
  g_assert_cmpuint (a->count, ==, 2);
  g_assert_cmpuint (a->line, ==, 4);
  a = tw_script_get_action (script, 1);
  g_assert_cmpint (a->kind, ==, TW_SCRIPT_WAIT);
  g_assert_cmpuint (a->count, ==, 0);
  g_assert_cmpuint (a->line, ==, 6);
}

static void
test_empty (void)
{
  g_autoptr (TwScript) script = parse_ok ("");
  g_assert_cmpuint (tw_script_get_n_actions (script), ==, 0);
  g_autoptr (TwScript) comments = parse_ok ("# nothing\n\n");
  g_assert_cmpuint (tw_script_get_n_actions (comments), ==, 0);
}

static void
test_short_directions_and_case (void)
{
  g_autoptr (TwScript) script = parse_ok ("move u\nmove R\nPICKUP d\nMove Left\nskill s l");
  const TwScriptDir want[] = { TW_SCRIPT_DIR_UP, TW_SCRIPT_DIR_RIGHT, TW_SCRIPT_DIR_DOWN,
                               TW_SCRIPT_DIR_LEFT, TW_SCRIPT_DIR_LEFT };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpint (tw_script_get_action (script, i)->dir, ==, want[i]);
  /* Ids keep their case. */
  g_autoptr (TwScript) ids = parse_ok ("use BigKey");
  g_assert_cmpstr (tw_script_get_action (ids, 0)->id, ==, "BigKey");
}

static void
test_utf8_ids (void)
{
  g_autoptr (TwScript) script = parse_ok ("save 第一层\nuse 钥匙");
  g_assert_cmpstr (tw_script_get_action (script, 0)->id, ==, "第一层");
  assert_error ("save 第一层 x", 1, 10, "unexpected \"x\"");
}

static void
test_to_string_round_trip (void)
{
  const char *lines[]
      = { "move up",      "move left 3",       "moveto 0 7",    "pickup right", "use bigKey",
          "skill skill2", "skill skill2 down", "cancel skill2", "wait 5",       "save s",
          "load s" };
  for (gsize i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr (TwScript) script = parse_ok (lines[i]);
      g_autofree char *text = tw_script_action_to_string (tw_script_get_action (script, 0));
      g_assert_cmpstr (text, ==, lines[i]);
    }
  g_assert_cmpstr (tw_script_dir_to_string (TW_SCRIPT_DIR_NONE), ==, NULL);
  g_assert_cmpstr (tw_script_kind_to_string (TW_SCRIPT_MOVETO), ==, "moveto");
}

static void
test_error_unknown_action (void)
{
  assert_error ("move up\n\n  jump up", 3, 3, "unknown action \"jump\"");
}

static void
test_error_bad_direction (void)
{
  assert_error ("move north", 1, 6, "unknown direction \"north\"");
  assert_error ("pickup 3", 1, 8, "unknown direction");
  assert_error ("skill s2 sideways", 1, 10, "unknown direction");
}

static void
test_error_missing_argument (void)
{
  assert_error ("move", 1, 5, "move DIR [N]");
  assert_error ("wait   # forever", 1, 5, "wait N");
  assert_error ("moveto 3", 1, 9, "moveto X Y");
  assert_error ("use", 1, 4, "use ID");
  assert_error ("save", 1, 5, "save NAME");
}

static void
test_error_extra_argument (void)
{
  assert_error ("move up 2 3", 1, 11, "unexpected \"3\"");
  assert_error ("pickup up now", 1, 11, "unexpected \"now\"");
  assert_error ("cancel a b c d e f g h i j", 1, 10, "unexpected \"b\"");
}

static void
test_error_bad_numbers (void)
{
  assert_error ("move up 0", 1, 9, "step count");
  assert_error ("move up -1", 1, 9, "step count");
  assert_error ("move up 1000001", 1, 9, "step count");
  assert_error ("wait 2.5", 1, 6, "tick count");
  assert_error ("wait 99999999999999999999", 1, 6, "tick count");
  assert_error ("moveto x 1", 1, 8, "X must be");
  assert_error ("moveto 1 -2", 1, 10, "Y must be");
}

static void
test_error_invalid_utf8 (void)
{
  assert_error ("move up\nuse \xff\xfe", 2, 5, "UTF-8");
}

static void
test_explicit_length (void)
{
  g_autoptr (GError) error = NULL;
  TwScript *script = tw_script_parse ("move up\nbogus", 7, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tw_script_get_n_actions (script), ==, 1);
  tw_script_free (script);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/script/every-action", test_every_action);
  g_test_add_func ("/engine/script/comments-and-blank-lines", test_comments_and_blank_lines);
  g_test_add_func ("/engine/script/empty", test_empty);
  g_test_add_func ("/engine/script/short-directions-and-case", test_short_directions_and_case);
  g_test_add_func ("/engine/script/utf8-ids", test_utf8_ids);
  g_test_add_func ("/engine/script/to-string-round-trip", test_to_string_round_trip);
  g_test_add_func ("/engine/script/error/unknown-action", test_error_unknown_action);
  g_test_add_func ("/engine/script/error/bad-direction", test_error_bad_direction);
  g_test_add_func ("/engine/script/error/missing-argument", test_error_missing_argument);
  g_test_add_func ("/engine/script/error/extra-argument", test_error_extra_argument);
  g_test_add_func ("/engine/script/error/bad-numbers", test_error_bad_numbers);
  g_test_add_func ("/engine/script/error/invalid-utf8", test_error_invalid_utf8);
  g_test_add_func ("/engine/script/explicit-length", test_explicit_length);

  return g_test_run ();
}
