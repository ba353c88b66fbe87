/* SPDX-License-Identifier: GPL-3.0-or-later */
/* turnwright-cli in Chinese: run under LANGUAGE=zh_CN LANG=C.UTF-8 with the
 * catalogue compiled from po/cli.zh_CN.po in the build tree, its errors and
 * --help come out in the designers' words; the catalogue has no message
 * left untranslated or fuzzy. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

/* The catalogue laid out as gettext looks for it: DIR/zh_CN/LC_MESSAGES/turnwright.mo. */
static char *
make_locale_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("tw-cli-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *messages = g_build_filename (dir, "zh_CN", "LC_MESSAGES", NULL);
  g_assert_cmpint (g_mkdir_with_parents (messages, 0755), ==, 0);
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (TW_CLI_ZH_MO, &contents, &length, &error));
  g_autofree char *mo = g_build_filename (messages, "turnwright.mo", NULL);
  g_assert_true (g_file_set_contents (mo, contents, (gssize)length, &error));
  return dir;
}

static void
remove_locale_dir (const char *dir)
{
  g_autofree char *mo = g_build_filename (dir, "zh_CN", "LC_MESSAGES", "turnwright.mo", NULL);
  g_autofree char *messages = g_build_filename (dir, "zh_CN", "LC_MESSAGES", NULL);
  g_autofree char *lang = g_build_filename (dir, "zh_CN", NULL);
  g_unlink (mo);
  g_rmdir (messages);
  g_rmdir (lang);
  g_rmdir (dir);
}

/* Runs the CLI as a Chinese designer would, with @locale_dir's catalogue. */
static int
run_chinese (const char *locale_dir, const char *const *args, char **out, char **err)
{
  g_auto (GStrv) env = g_get_environ ();
  env = g_environ_unsetenv (env, "LC_ALL");
  env = g_environ_unsetenv (env, "LC_MESSAGES");
  env = g_environ_setenv (env, "LANGUAGE", "zh_CN", TRUE);
  env = g_environ_setenv (env, "LANG", "C.UTF-8", TRUE);
  env = g_environ_setenv (env, "TW_LOCALEDIR", locale_dir, TRUE);

  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer)g_getenv ("TW_CLI"));
  for (gsize i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **)argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL, out,
                               err, &wait_status, &error));
  g_assert_no_error (error);
  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static void
assert_contains (const char *text, const char *needle)
{
  if (strstr (text, needle) == NULL)
    g_error ("'%s' lacks '%s'", text, needle);
}

/* A usage error names the option in Chinese, exit status unchanged. */
static void
test_error_in_chinese (void)
{
  g_autofree char *dir = make_locale_dir ();
  g_autofree char *out = NULL, *err = NULL;
  const char *unknown[] = { "export", "p.json", "--frobnicate", NULL };
  g_assert_cmpint (run_chinese (dir, unknown, &out, &err), ==, 2);
  g_assert_cmpstr (out, ==, "");
  assert_contains (err, "turnwright-cli export：未知选项“--frobnicate”");
  assert_contains (err, "用法请运行“turnwright-cli export --help”查看。");
  g_assert_null (strstr (err, "unknown option"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* An error about the tower in Chinese; the compilers' "error:" keyword
   * stays for the tools that jump to FILE: error: lines. */
  g_autofree char *project
      = g_test_build_filename (G_TEST_DIST, "editor", "data", "sim-tower.json", NULL);
  const char *no_floor[] = { "render", project, "--floor", "nowhere", "--png", "x.png", NULL };
  g_assert_cmpint (run_chinese (dir, no_floor, &out, &err), ==, 1);
  assert_contains (err, "turnwright-cli render：没有楼层“nowhere”");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  const char *bad_load[] = { "simulate", project, "--script", project, "--save", project, NULL };
  g_assert_cmpint (run_chinese (dir, bad_load, &out, &err), ==, 1);
  g_autofree char *expected = g_strdup_printf ("%s: error: 这个输出同时也是命令的输入", project);
  assert_contains (err, expected);
  remove_locale_dir (dir);
}

/* --help of a verb and of the program: usage, summary, options and
 * description in Chinese, none of the English left. */
static void
test_help_in_chinese (void)
{
  g_autofree char *dir = make_locale_dir ();
  g_autofree char *out = NULL, *err = NULL;
  const char *help[] = { "simulate", "--help", NULL };
  g_assert_cmpint (run_chinese (dir, help, &out, &err), ==, 0);
  assert_contains (out, "turnwright-cli simulate");
  assert_contains (out, "项目 --script 文件");
  assert_contains (out, "用地图回合引擎模拟一段玩家操作脚本");
  assert_contains (out, "--script=文件");
  assert_contains (out, "要执行的操作脚本（必填）");
  assert_contains (out, "显示本帮助");
  assert_contains (out, "退出码：0 脚本已执行完毕");
  g_assert_null (strstr (out, "Plays a script"));
  g_assert_null (strstr (out, "Show this help"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  const char *program_help[] = { "--help", NULL };
  g_assert_cmpint (run_chinese (dir, program_help, &out, &err), ==, 0);
  assert_contains (out, "用法：turnwright-cli 命令 [选项...]");
  assert_contains (out, "validate 项目");
  assert_contains (out, "校验项目；有错误时退出码为 1");
  assert_contains (out, "怪物手册");
  g_assert_null (strstr (out, "Verbs:"));
  remove_locale_dir (dir);
}

/* A summary printed for people: the plays of `simulate` in Chinese. */
static void
test_summary_in_chinese (void)
{
  g_autofree char *dir = make_locale_dir ();
  g_autofree char *project
      = g_test_build_filename (G_TEST_DIST, "editor", "data", "sim-tower.json", NULL);
  g_autofree char *script = g_build_filename (dir, "play.txt", NULL);
  g_assert_true (g_file_set_contents (script, "move right\nwait 3\n", -1, NULL));
  g_autofree char *out = NULL, *err = NULL;
  const char *args[] = { "simulate", project, "--script", script, NULL };
  g_assert_cmpint (run_chinese (dir, args, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "已执行 2 个操作（0 个被拒绝）；楼层 F0"));
  assert_contains (out, "地图回合 ");
  g_unlink (script);
  remove_locale_dir (dir);
}

/* The catalogue is complete: msgfmt counts no untranslated or fuzzy message. */
static void
test_catalogue_complete (void)
{
  g_autofree char *po
      = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), "po", "cli.zh_CN.po", NULL);
  const char *argv[] = { TW_MSGFMT, "--check", "--statistics", "-o", "/dev/null", po, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 0);
  assert_contains (err, " translated message");
  g_assert_null (strstr (err, "untranslated"));
  g_assert_null (strstr (err, "fuzzy"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/i18n/error-in-chinese", test_error_in_chinese);
  g_test_add_func ("/cli/i18n/help-in-chinese", test_help_in_chinese);
  g_test_add_func ("/cli/i18n/summary-in-chinese", test_summary_in_chinese);
  g_test_add_func ("/cli/i18n/catalogue-complete", test_catalogue_complete);
  return g_test_run ();
}
