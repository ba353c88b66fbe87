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

/* Each verb, and one option only it takes: its --help must list it. */
static const struct
{
  const char *verb;
  const char *option;
} verbs[] = {
  { "validate", "--help" },      { "import-mota", "--output=PROJECT" },
  { "export", "--mota=DIR" },    { "simulate", "--script=FILE" },
  { "timeline", "--svg=OUT.svg" }, { "manual", "--crit=N" },
  { "stats", "--chart=FILE" },   { "sweep", "--vary=SPEC" },
  { "coverage", "--json" },      { "render", "--overlay=" },
};

static void
run_argv (const char *const *args, char **out, char **err, int *status)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer)g_getenv ("TW_CLI"));
  for (gsize i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out,
                               err, &wait_status, &error));
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

/* Every verb names the option it does not know, prints nothing on stdout
 * and exits 2, wherever the option stands. */
static void
test_cli_unknown_option (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (verbs); i++)
    {
      g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
      int status;
      const char *args[] = { verbs[i].verb, "p.json", "--no-such-option=3", NULL };
      run_argv (args, &out, &err, &status);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_autofree char *named = g_strdup_printf ("turnwright-cli %s: unknown option "
                                                "'--no-such-option=3'",
                                                verbs[i].verb);
      if (strstr (err, named) == NULL)
        g_error ("%s: stderr '%s' lacks '%s'", verbs[i].verb, err, named);
      g_assert_nonnull (strstr (err, "--help"));

      const char *short_args[] = { verbs[i].verb, "-Z", "p.json", NULL };
      run_argv (short_args, &out2, &err2, &status);
      g_assert_cmpint (status, ==, 2);
      g_assert_nonnull (strstr (err2, "unknown option '-Z'"));
    }
}

/* "--" ends the options: what follows is a file name, even when it starts
 * with a dash; the options before it still count. */
static void
test_cli_double_dash (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status;

  /* Without "--", "-x.json" is an option nobody knows: a usage error. */
  const char *as_option[] = { "validate", "-x.json", NULL };
  run_argv (as_option, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* After "--" it is the project: a file that is not there (exit 1, named). */
  const char *as_file[] = { "validate", "--", "-x.json", NULL };
  run_argv (as_file, &out, &err, &status);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "-x.json"));
  g_assert_null (strstr (err, "unknown option"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* --json before "--" is coverage's option; "--json" after it a project. */
  const char *after[] = { "coverage", "--json", "--", "--json", NULL };
  run_argv (after, &out, &err, &status);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "--json"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* An option after "--" is a second project: export takes one. */
  const char *two[] = { "export", "a.json", "--", "-o", NULL };
  run_argv (two, &out, &err, &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "only one project can be exported at a time"));
}

/* Each verb's --help (and -h): the usage line, a summary, its options and
 * -h itself, on stdout, exit 0, nothing on stderr. */
static void
test_cli_verb_help (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (verbs); i++)
    {
      g_autofree char *out = NULL, *err = NULL, *out_h = NULL, *err_h = NULL;
      int status;
      const char *args[] = { verbs[i].verb, "--help", NULL };
      run_argv (args, &out, &err, &status);
      g_assert_cmpint (status, ==, 0);
      g_assert_cmpstr (err, ==, "");
      g_autofree char *usage
          = g_strdup_printf ("Usage:\n  turnwright-cli %s [OPTION…] ", verbs[i].verb);
      if (!g_str_has_prefix (out, usage) || strstr (out, verbs[i].option) == NULL
          || strstr (out, "-h, --help") == NULL)
        g_error ("%s --help: '%s'", verbs[i].verb, out);
      /* A summary paragraph follows the usage line. */
      const char *summary = strstr (out, "\n\n");
      g_assert_nonnull (summary);
      g_assert_true (g_ascii_isalpha (summary[2]));

      const char *short_args[] = { verbs[i].verb, "-h", NULL };
      run_argv (short_args, &out_h, &err_h, &status);
      g_assert_cmpint (status, ==, 0);
      g_assert_cmpstr (out_h, ==, out);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/version", test_cli_version);
  g_test_add_func ("/cli/help", test_cli_help);
  g_test_add_func ("/cli/unknown-verb", test_cli_unknown_verb);
  g_test_add_func ("/cli/no-arguments", test_cli_no_arguments);
  g_test_add_func ("/cli/options/unknown", test_cli_unknown_option);
  g_test_add_func ("/cli/options/double-dash", test_cli_double_dash);
  g_test_add_func ("/cli/options/verb-help", test_cli_verb_help);
  return g_test_run ();
}
