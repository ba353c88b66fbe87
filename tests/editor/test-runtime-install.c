/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map-turn runtime put into a game's project/plugins.js and taken out
 * again (editor/mota/tw-runtime-install.h, docs/runtime.md): every other
 * byte stays, install twice is install once, an older version is updated,
 * uninstall gives the original bytes back, a tower's own map-turn plugin is
 * refused unless forced, a broken plugins.js is named by line and column
 * and left as it was; and `turnwright-cli export --with-runtime` end to end. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-plugins-js.h"
#include "editor/mota/tw-runtime-install.h"
#include "tests/editor/tw-test-util.h"

/* The four towers' plugins.js: two engine versions, the bundled sample, a
 * large tower of tab and space indents whose file ends without a newline. */
static const char *const towers[] = {
  "tests/game/mota-js-2.10.3/project/plugins.js",
  "tests/game/mota-js-2.6.1/project/plugins.js",
  "data/sample/project/plugins.js",
  "tests/game/shengqishi/project/plugins.js",
};

/* A runtime of @version, as data/runtime/map-turn.js is laid out. */
static char *
runtime_text (guint version)
{
  return g_strdup_printf ("function () {\n"
                          "\t// @turnwright-runtime map-turn %u\n"
                          "\tvar re = /[{}\"'`]/g; // braces a reader must not count\n"
                          "\tthis.mapTurn = { version: %u };\n"
                          "\tthis.consumeTime = function (n) { return '}' + n; };\n"
                          "\t// @turnwright-runtime end\n"
                          "}\n",
                          version, version);
}

static TwRuntime *
make_runtime (guint version)
{
  g_autofree char *text = runtime_text (version);
  g_autoptr (GError) error = NULL;
  TwRuntime *runtime = tw_runtime_parse (text, strlen (text), "map-turn.js", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runtime->version, ==, version);
  return runtime;
}

static char *
source_path (const char *relative)
{
  return g_build_filename (g_getenv ("TW_SOURCE_ROOT"), relative, NULL);
}

/* A game folder holding only project/plugins.js with @text. */
static char *
make_game (const char *text, gsize length)
{
  char *dir = tw_test_make_tmp_dir ();
  g_autofree char *project = g_build_filename (dir, "project", NULL);
  g_assert_cmpint (g_mkdir (project, 0755), ==, 0);
  g_autofree char *plugins = g_build_filename (project, "plugins.js", NULL);
  g_assert_true (g_file_set_contents (plugins, text, (gssize)length, NULL));
  return dir;
}

static char *
read_plugins (const char *game, gsize *length)
{
  g_autofree char *path = g_build_filename (game, "project", "plugins.js", NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

/* The file still parses as JavaScript, when node is there to say so. */
static void
assert_node_parses (const char *game)
{
  g_autofree char *node = g_find_program_in_path ("node");
  if (node == NULL)
    return;
  g_autofree char *path = g_build_filename (game, "project", "plugins.js", NULL);
  const char *argv[] = { node, "--check", path, NULL };
  g_autofree char *err = NULL;
  int status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, &err, &status, &error));
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("node --check %s: %s", path, err);
}

/* @after is @before with one run of bytes added: ",\n    " and the
 * runtime's entry. */
static void
assert_only_added (const char *before, gsize before_length, const char *after, gsize after_length,
                   const TwRuntime *runtime)
{
  g_autofree char *added = g_strconcat (",\n    \"mapTurn\": ", runtime->text, NULL);
  const char *at = strstr (after, added);
  g_assert_nonnull (at);
  gsize head = (gsize)(at - after), n = strlen (added);
  g_assert_cmpuint (after_length, ==, before_length + n);
  g_assert_cmpmem (after, head, before, head);
  g_assert_cmpmem (at + n, after_length - head - n, before + head, before_length - head);
}

/* Each tower: the entry is added as the object's last, only it; a second
 * install changes nothing; uninstall gives the file back byte for byte. */
static void
test_towers (void)
{
  g_autoptr (TwRuntime) runtime = make_runtime (3);
  for (gsize i = 0; i < G_N_ELEMENTS (towers); i++)
    {
      g_autofree char *source = source_path (towers[i]);
      g_autofree char *original = NULL;
      gsize length = 0;
      g_assert_true (g_file_get_contents (source, &original, &length, NULL));
      g_autofree char *game = make_game (original, length);

      g_autoptr (GError) error = NULL;
      TwRuntimeResult result;
      g_assert_true (tw_runtime_install (game, runtime, FALSE, &result, &error));
      g_assert_no_error (error);
      g_assert_cmpint (result.action, ==, TW_RUNTIME_INSTALLED);
      g_assert_cmpuint (result.new_version, ==, 3);
      gsize installed_length = 0;
      g_autofree char *installed = read_plugins (game, &installed_length);
      assert_only_added (original, length, installed, installed_length, runtime);
      assert_node_parses (game);
      guint version = 0;
      g_assert_true (tw_runtime_is_installed (game, &version));
      g_assert_cmpuint (version, ==, 3);

      g_assert_true (tw_runtime_install (game, runtime, FALSE, &result, &error));
      g_assert_cmpint (result.action, ==, TW_RUNTIME_UP_TO_DATE);
      gsize again_length = 0;
      g_autofree char *again = read_plugins (game, &again_length);
      g_assert_cmpmem (again, again_length, installed, installed_length);

      g_assert_true (tw_runtime_uninstall (game, &result, &error));
      g_assert_no_error (error);
      g_assert_cmpint (result.action, ==, TW_RUNTIME_REMOVED);
      g_assert_cmpuint (result.old_version, ==, 3);
      gsize back_length = 0;
      g_autofree char *back = read_plugins (game, &back_length);
      g_assert_cmpmem (back, back_length, original, length);
      g_assert_false (tw_runtime_is_installed (game, NULL));
      tw_test_remove_tree (game);
    }
}

/* The runtime file the CLI and the app use: found beside the sources in a
 * build tree, and of the shape install needs. */
static void
test_shipped_runtime (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwRuntime) runtime = tw_runtime_load (NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runtime->version, >=, 1);
  g_assert_true (g_str_has_prefix (runtime->text, "function () {\n"));
  g_assert_true (g_str_has_suffix (runtime->text, "\n}"));

  g_autofree char *source = source_path (towers[0]);
  g_autofree char *original = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (source, &original, &length, NULL));
  g_autofree char *game = make_game (original, length);
  TwRuntimeResult result;
  g_assert_true (tw_runtime_install (game, runtime, FALSE, &result, &error));
  g_assert_no_error (error);
  assert_node_parses (game);
  g_assert_true (tw_runtime_uninstall (game, &result, &error));
  gsize back_length = 0;
  g_autofree char *back = read_plugins (game, &back_length);
  g_assert_cmpmem (back, back_length, original, length);
  tw_test_remove_tree (game);
}

static char *
write_runtime_file (const char *dir, guint version)
{
  g_autofree char *text = runtime_text (version);
  char *path = g_build_filename (dir, "map-turn.js", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* An older runtime (version 0, from a runtime file TW_RUNTIME_FILE names)
 * is replaced whole: the file is what a fresh install of the new one gives. */
static void
test_update (void)
{
  g_autofree char *source = source_path (towers[1]);
  g_autofree char *original = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (source, &original, &length, NULL));
  g_autofree char *game = make_game (original, length);
  g_autofree char *fresh = make_game (original, length);
  g_autofree char *old_file = write_runtime_file (game, 0);

  g_autoptr (GError) error = NULL;
  g_setenv ("TW_RUNTIME_FILE", old_file, TRUE);
  g_assert_cmpstr (tw_runtime_file_path (), ==, old_file);
  g_autoptr (TwRuntime) old = tw_runtime_load (NULL, &error);
  g_unsetenv ("TW_RUNTIME_FILE");
  g_assert_no_error (error);
  g_assert_cmpuint (old->version, ==, 0);
  TwRuntimeResult result;
  g_assert_true (tw_runtime_install (game, old, FALSE, &result, &error));
  g_assert_cmpint (result.action, ==, TW_RUNTIME_INSTALLED);

  g_autoptr (TwRuntime) current = make_runtime (1);
  g_assert_true (tw_runtime_install (game, current, FALSE, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpint (result.action, ==, TW_RUNTIME_UPDATED);
  g_assert_cmpuint (result.old_version, ==, 0);
  g_assert_cmpuint (result.new_version, ==, 1);
  g_autofree char *line = tw_runtime_result_describe (&result);
  g_assert_cmpstr (line, ==, "map-turn runtime: updated from version 0 to 1");
  g_assert_true (tw_runtime_install (fresh, current, FALSE, &result, &error));
  gsize a_length = 0, b_length = 0;
  g_autofree char *a = read_plugins (game, &a_length);
  g_autofree char *b = read_plugins (fresh, &b_length);
  g_assert_cmpmem (a, a_length, b, b_length);
  tw_test_remove_tree (game);
  tw_test_remove_tree (fresh);
}

static const char own_entry[] = "var plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1 = \n"
                                "{\n"
                                "    \"init\": function () {\n"
                                "\tconsole.log('init');\n"
                                "},\n"
                                "    \"mapTurn\": function () {\n"
                                "\tthis.tick = 0;\n"
                                "}\n"
                                "}";

static const char own_definition[] = "var plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1 = \n"
                                     "{\n"
                                     "    \"init\": function () {\n"
                                     "\t// uses one, defines none: core.plugin.consumeTime(1)\n"
                                     "\tif (core.plugin.mapTurnState) core.plugin.consumeTime(1);\n"
                                     "},\n"
                                     "    \"time\": function () {\n"
                                     "\tvar self = this;\n"
                                     "\tself.consumeTime = function (n) {};\n"
                                     "}\n"
                                     "}\n";

static const char own_object[] = "var plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1 = \n"
                                 "{\n"
                                 "    \"init\": function () {\n"
                                 "\tvar state = {};\n"
                                 "\tstate.mapTurn = 0; // a word of the tower's, not a plugin\n"
                                 "\tcore.plugin.mapTurn = { tick: function () {} };\n"
                                 "}\n"
                                 "}\n";

static void
assert_refused (const char *text, int line)
{
  g_autofree char *game = make_game (text, strlen (text));
  g_autoptr (TwRuntime) runtime = make_runtime (1);
  g_autoptr (GError) error = NULL;
  TwRuntimeResult result;
  g_assert_false (tw_runtime_install (game, runtime, FALSE, &result, &error));
  g_assert_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_OWN_PLUGIN);
  g_autofree char *where = g_strdup_printf ("project/plugins.js:%d: error: ", line);
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_nonnull (strstr (error->message, "map-turn plugin of its own"));
  g_autofree char *untouched = read_plugins (game, NULL);
  g_assert_cmpstr (untouched, ==, text);

  g_clear_error (&error);
  g_assert_true (tw_runtime_install (game, runtime, TRUE, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpint (result.action, ==, TW_RUNTIME_INSTALLED);
  assert_node_parses (game);
  /* Ours is there now: an update is not refused again. */
  g_autoptr (TwRuntime) newer = make_runtime (2);
  g_assert_true (tw_runtime_install (game, newer, FALSE, &result, &error));
  g_assert_cmpint (result.action, ==, TW_RUNTIME_UPDATED);
  g_assert_true (tw_runtime_uninstall (game, &result, &error));
  g_autofree char *back = read_plugins (game, NULL);
  g_assert_cmpstr (back, ==, text);
  tw_test_remove_tree (game);
}

/* A mapTurn entry without our markers, a definition of consumeTime (not
 * its uses, in code or comments), core.plugin.mapTurn set (not any
 * object's mapTurn) are the tower's own plugin. */
static void
test_own_plugin (void)
{
  assert_refused (own_entry, 6);
  assert_refused (own_definition, 9);
  assert_refused (own_object, 6);
}

static const char *const broken[][2] = {
  { "var plugins = {\n    \"init\": function () {\n\tif (x) {\n}\n", "2:25" },
  { "var plugins = {\n    \"init\": function () {\n\tvar s = 'no end;\n\t}\n}", "3:10" },
  { "var plugins = {\n    \"init\": function () {\n\tf(1];\n\t}\n}", "3:5" },
  { "plugins = {\n}", "1:1" },
  { "var plugins = {\n    \"init\": function () {}\n}\nalert(1);\n", "4:1" },
  { "var plugins = {\n    \"init\" function () {}\n}", "2:12" },
};

/* A plugins.js that is not the object's shape: an error naming the file,
 * line and column; nothing written. */
static void
test_broken (void)
{
  g_autoptr (TwRuntime) runtime = make_runtime (1);
  for (gsize i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      const char *text = broken[i][0];
      g_autofree char *game = make_game (text, strlen (text));
      g_autoptr (GError) error = NULL;
      TwRuntimeResult result;
      g_assert_false (tw_runtime_install (game, runtime, FALSE, &result, &error));
      g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_SYNTAX);
      g_autofree char *where = g_strdup_printf ("project/plugins.js:%s: error: ", broken[i][1]);
      if (!g_str_has_prefix (error->message, where))
        g_error ("case %zu: %s (expected %s)", i, error->message, where);
      g_autofree char *untouched = read_plugins (game, NULL);
      g_assert_cmpstr (untouched, ==, text);
      g_clear_error (&error);
      g_assert_false (tw_runtime_uninstall (game, &result, &error));
      g_assert_error (error, TW_JSON_ERROR, TW_JSON_ERROR_SYNTAX);
      tw_test_remove_tree (game);
    }
}

/* Text a reader that only counted braces would get wrong, a trailing
 * comma, CRLF lines, an empty object: install and uninstall still find the
 * object's end and give the bytes back. */
static const char *const tricky[] = {
  "var plugins = {\n"
  "\t\"a\": function () {\n"
  "\t\tvar re = /[}{]+\\//g, s = \"}\", t = '{', u = `${ {b: '}'}.b } }`;\n"
  "\t\tvar half = 1 / 2 / 3; /* } */ // {\n"
  "\t\treturn x.length > 1 ? /}/.test(s) : (y) / 2;\n"
  "\t},\n"
  "\t\"b\": [1, {c: 2}],\n"
  "}\n",
  "var plugins = \r\n{\r\n    \"init\": function () {\r\n\treturn;\r\n}\r\n};\r\n",
  "var plugins = {}",
  "\xEF\xBB\xBF///<reference path='x'/>\nvar plugins =\n{\n\t\"init\": function () { }\n}",
};

static void
test_tricky (void)
{
  g_autoptr (TwRuntime) runtime = make_runtime (1);
  for (gsize i = 0; i < G_N_ELEMENTS (tricky); i++)
    {
      g_autofree char *game = make_game (tricky[i], strlen (tricky[i]));
      g_autoptr (GError) error = NULL;
      TwRuntimeResult result;
      if (!tw_runtime_install (game, runtime, FALSE, &result, &error))
        g_error ("case %zu: %s", i, error->message);
      g_autofree char *installed = read_plugins (game, NULL);
      g_assert_nonnull (strstr (installed, "\"mapTurn\": function () {"));
      /* A CRLF file gets CRLF lines. */
      g_assert_true (strstr (tricky[i], "\r\n") == NULL
                     || strstr (installed, "map-turn 1\r\n") != NULL);
      assert_node_parses (game);
      g_assert_true (tw_runtime_uninstall (game, &result, &error));
      g_assert_no_error (error);
      g_autofree char *back = read_plugins (game, NULL);
      g_assert_cmpstr (back, ==, tricky[i]);
      tw_test_remove_tree (game);
    }
}

/* The entry moved by hand, a comment written before it: uninstall takes
 * the entry and its ',' and leaves the rest. */
static void
test_moved (void)
{
  g_autoptr (TwRuntime) runtime = make_runtime (1);
  g_autofree char *entry = g_strconcat ("\"mapTurn\": ", runtime->text, NULL);
  g_autofree char *first
      = g_strdup_printf ("var p = {\n  %s,\n  \"init\": function () {}\n}", entry);
  g_autofree char *middle = g_strdup_printf (
      "var p = {\n  \"a\": 1, // note\n  %s,\n  \"init\": function () {}\n}", entry);
  const char *expected[] = { "var p = {\n  \"init\": function () {}\n}",
                             "var p = {\n  \"a\": 1 // note\n  ,\n  \"init\": function () {}\n}" };
  const char *texts[] = { first, middle };
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GError) error = NULL;
      TwRuntimeResult result;
      g_autofree char *out
          = tw_runtime_uninstall_text (texts[i], strlen (texts[i]), "p.js", &result, &error);
      g_assert_no_error (error);
      g_assert_cmpint (result.action, ==, TW_RUNTIME_REMOVED);
      g_assert_cmpstr (out, ==, expected[i]);
    }
}

/* A runtime file without its markers is refused by name. */
static void
test_bad_runtime_file (void)
{
  const char *bad[] = {
    "function () {\n\tthis.x = 1;\n}\n",
    "function () {\n\t// @turnwright-runtime map-turn 1\n\tthis.x = 1;\n}\n",
    "function () {\n\t// @turnwright-runtime map-turn x\n\t// @turnwright-runtime end\n}\n",
    "var f = function () {\n\t// @turnwright-runtime map-turn 1\n\t// @turnwright-runtime end\n}\n",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TwRuntime) runtime = tw_runtime_parse (bad[i], strlen (bad[i]), "rt.js", &error);
      g_assert_null (runtime);
      g_assert_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_FILE);
      g_assert_true (g_str_has_prefix (error->message, "rt.js: error: "));
    }
  g_autoptr (GError) error = NULL;
  g_autoptr (TwRuntime) missing = tw_runtime_load ("/nonexistent/map-turn.js", &error);
  g_assert_null (missing);
  g_assert_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_FILE);
}

/* No plugins.js: install says so, uninstall has nothing to do. */
static void
test_no_plugins (void)
{
  g_autofree char *game = tw_test_make_tmp_dir ();
  g_autoptr (TwRuntime) runtime = make_runtime (1);
  g_autoptr (GError) error = NULL;
  TwRuntimeResult result;
  g_assert_false (tw_runtime_install (game, runtime, FALSE, &result, &error));
  g_assert_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_NO_PLUGINS);
  g_clear_error (&error);
  g_assert_true (tw_runtime_uninstall (game, &result, &error));
  g_assert_cmpint (result.action, ==, TW_RUNTIME_NOT_PRESENT);
  tw_test_remove_tree (game);
}

/* The app ticks "Install the map-turn runtime" for a tower that uses the
 * map-turn system: an enemy with timeCost > 0, or a skill item. */
static void
test_wanted (void)
{
  json_t *plain = json_pack ("{s:{s:{s:i}}, s:{s:{s:s}}}", "enemys", "slime", "hp", 10, "items",
                             "redGem", "cls", "items");
  json_t *timed = json_pack ("{s:{s:{s:i}}}", "enemys", "bat", "timeCost", 3);
  json_t *zero = json_pack ("{s:{s:{s:i}}}", "enemys", "bat", "timeCost", 0);
  json_t *skill = json_pack ("{s:{s:{s:s}}}", "items", "skill1", "cls", "skillupdate");
  g_assert_false (tw_runtime_wanted (plain));
  g_assert_true (tw_runtime_wanted (timed));
  g_assert_false (tw_runtime_wanted (zero));
  g_assert_true (tw_runtime_wanted (skill));
  json_decref (plain);
  json_decref (timed);
  json_decref (zero);
  json_decref (skill);
}

static int
run_export (const char *game, const char *option, char **out, char **err)
{
  const char *args[] = { "export", game, "--mota", game, option, NULL };
  return tw_test_run_cli (args, out, err);
}

static void
assert_cli_line (const char *game, const char *option, const char *line)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = run_export (game, option, &out, &err);
  if (status != 0 || strstr (out, line) == NULL)
    g_error ("export %s: %d, %s / %s (expected %s)", option, status, out, err, line);
}

/* turnwright-cli export --with-runtime / --force-runtime / --without-runtime
 * on a copy of the 2.6.1 game, with runtime files named by TW_RUNTIME_FILE. */
static void
test_cli (void)
{
  g_autofree char *dir = tw_test_make_tmp_dir ();
  g_autofree char *game = g_build_filename (dir, "game", NULL);
  g_autofree char *source = source_path ("tests/game/mota-js-2.6.1/project");
  g_autofree char *project = g_build_filename (game, "project", NULL);
  tw_test_copy_tree (source, project);
  gsize length = 0;
  g_autofree char *original = read_plugins (game, &length);
  g_autofree char *old_file = write_runtime_file (dir, 0);
  g_autofree char *runtimes = g_build_filename (dir, "new", NULL);
  g_mkdir (runtimes, 0755);
  g_autofree char *new_file = write_runtime_file (runtimes, 4);

  g_setenv ("TW_RUNTIME_FILE", old_file, TRUE);
  assert_cli_line (game, "--with-runtime", "map-turn runtime: installed version 0\n");
  assert_cli_line (game, "--with-runtime", "map-turn runtime: version 0 is up to date\n");
  g_setenv ("TW_RUNTIME_FILE", new_file, TRUE);
  assert_cli_line (game, "--with-runtime", "map-turn runtime: updated from version 0 to 4\n");
  assert_cli_line (game, "--without-runtime", "map-turn runtime: removed version 4\n");
  gsize back_length = 0;
  g_autofree char *back = read_plugins (game, &back_length);
  g_assert_cmpmem (back, back_length, original, length);
  assert_cli_line (game, "--without-runtime",
                   "map-turn runtime: not installed, nothing to remove\n");

  /* The tower's own mapTurn entry: refused, exit 1, file untouched; forced. */
  g_autofree char *plugins = g_build_filename (project, "plugins.js", NULL);
  g_assert_true (g_file_set_contents (plugins, own_entry, -1, NULL));
  g_autofree char *out = NULL, *err = NULL;
  g_assert_cmpint (run_export (game, "--with-runtime", &out, &err), ==, 1);
  g_assert_nonnull (
      strstr (err, "project/plugins.js:6: error: refused to install the map-turn runtime"));
  g_assert_nonnull (strstr (err, "--force-runtime installs ours beside it"));
  g_autofree char *untouched = read_plugins (game, NULL);
  g_assert_cmpstr (untouched, ==, own_entry);
  assert_cli_line (game, "--force-runtime", "map-turn runtime: installed version 4\n");

  /* A broken plugins.js: its line and column, exit 1. */
  g_assert_true (g_file_set_contents (plugins, broken[0][0], -1, NULL));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_export (game, "--with-runtime", &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "project/plugins.js:2:25: error: "));
  g_unsetenv ("TW_RUNTIME_FILE");

  /* The options need a game folder, and exclude each other. */
  const char *no_mota[] = { "export", game, "-o", "x.json", "--with-runtime", NULL };
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (tw_test_run_cli (no_mota, NULL, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--mota DIR"));
  const char *both[]
      = { "export", game, "--mota", game, "--with-runtime", "--without-runtime", NULL };
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (tw_test_run_cli (both, NULL, &err), ==, 2);
  tw_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/runtime-install/towers", test_towers);
  g_test_add_func ("/runtime-install/shipped-runtime", test_shipped_runtime);
  g_test_add_func ("/runtime-install/update", test_update);
  g_test_add_func ("/runtime-install/own-plugin", test_own_plugin);
  g_test_add_func ("/runtime-install/broken", test_broken);
  g_test_add_func ("/runtime-install/tricky", test_tricky);
  g_test_add_func ("/runtime-install/moved", test_moved);
  g_test_add_func ("/runtime-install/bad-runtime-file", test_bad_runtime_file);
  g_test_add_func ("/runtime-install/no-plugins", test_no_plugins);
  g_test_add_func ("/runtime-install/wanted", test_wanted);
  g_test_add_func ("/runtime-install/cli", test_cli);
  return g_test_run ();
}
