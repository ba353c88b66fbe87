/* SPDX-License-Identifier: GPL-3.0-or-later */
/* turnwright-cli, run as a user would: its help, version and exit codes. */
#include <glib.h>
#include <string.h>
#include <sys/wait.h>

static void
run_cli (const char *args, char **out, char **err, int *status)
{
  g_autofree char *cmd = g_strdup_printf ("%s %s", g_getenv ("TW_CLI"), args);
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_assert_true (g_spawn_command_line_sync (cmd, out, err, &wait_status, &error));
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

static void
test_cli_version (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli ("--version", &out, &err, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==, "turnwright-cli " TW_VERSION "\n");
}

static void
test_cli_help (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli ("--help", &out, &err, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: turnwright-cli VERB"));
}

static void
test_cli_unknown_verb (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli ("frobnicate", &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "unknown verb 'frobnicate'"));
}

static void
test_cli_no_arguments (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  run_cli ("", &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "Usage:"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/version", test_cli_version);
  g_test_add_func ("/cli/help", test_cli_help);
  g_test_add_func ("/cli/unknown-verb", test_cli_unknown_verb);
  g_test_add_func ("/cli/no-arguments", test_cli_no_arguments);
  return g_test_run ();
}
