/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sandbox: hostile scripts run through tw_sandbox_run_node cannot read
 * or write the host, spawn processes or reach the network, and are stopped
 * by the timeout and the memory limit; a benign one gets its lines through. */
#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>

#include "editor/check/tw-sandbox.h"

typedef struct
{
  char *read_dir;   /* the "game folder" (bound read-only) */
  char *script_dir; /* the hostile scripts (bound read-only) */
  char *outside;    /* a host folder the sandbox must not see */
} Dirs;

static Dirs dirs;

static gboolean
sandbox_works (void)
{
  g_autofree char *bwrap = g_find_program_in_path ("bwrap");
  const char *probe[] = { bwrap, "--unshare-all", "--ro-bind", "/", "/", "true", NULL };
  int status = -1;

  if (bwrap == NULL)
    {
      g_test_skip ("bwrap is not installed (Debian package bubblewrap)");
      return FALSE;
    }
  /* Namespaces may be forbidden here (some containers): then skip, but a
   * working bwrap must run our sandbox. */
  if (!g_spawn_sync (NULL, (char **) probe, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    {
      g_test_skip ("bwrap cannot create namespaces here");
      return FALSE;
    }
  return TRUE;
}

static char *
write_script (const char *name, const char *text)
{
  char *path = g_build_filename (dirs.script_dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static gboolean
collect_line (const char *line, gpointer user_data)
{
  g_ptr_array_add (user_data, g_strdup (line));
  return TRUE;
}

static gboolean
has_line (GPtrArray *lines, const char *prefix)
{
  for (guint i = 0; i < lines->len; i++)
    if (g_str_has_prefix (lines->pdata[i], prefix))
      return TRUE;
  return FALSE;
}

typedef struct
{
  GPtrArray *lines;
  GString *err;
  TwSandboxFault fault;
  int status;
  gint64 elapsed_us;
} Result;

static void
result_clear (Result *r)
{
  g_ptr_array_unref (r->lines);
  g_string_free (r->err, TRUE);
}

/* Runs the script @text (written as @name) with @timeout_ms and @memory. */
static void
run_script (const char *name, const char *text, guint timeout_ms, guint64 memory, Result *r)
{
  g_autofree char *path = write_script (name, text);
  const char *argv[] = { path, NULL };
  TwSandboxOptions opts = { dirs.read_dir, dirs.script_dir, timeout_ms, memory };
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  gboolean ok;

  r->lines = g_ptr_array_new_with_free_func (g_free);
  r->err = g_string_new (NULL);
  ok = tw_sandbox_run_node (&opts, argv, collect_line, r->lines, NULL, r->err,
                            &r->fault, &r->status, &error);
  r->elapsed_us = g_get_monotonic_time () - start;
  g_assert_no_error (error);
  g_assert_true (ok);
  g_test_message ("%s: fault %s, status %d, %u lines, %.0f ms", name,
                  tw_sandbox_fault_name (r->fault), r->status, r->lines->len,
                  r->elapsed_us / 1000.0);
  for (guint i = 0; i < r->lines->len; i++)
    g_test_message ("  | %s", (char *) r->lines->pdata[i]);
  if (r->err->len)
    g_test_message ("  stderr: %.300s", r->err->str);
}

static void
test_benign (void)
{
  Result r;

  if (!sandbox_works ())
    return;
  run_script ("benign.js", "console.log('first line');\nprocess.stdout.write('second ');\n"
              "setTimeout(() => console.log('line'), 50);\n", 10000, 0, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_OK);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpuint (r.lines->len, ==, 2);
  g_assert_cmpstr (r.lines->pdata[0], ==, "first line");
  g_assert_cmpstr (r.lines->pdata[1], ==, "second line");
  result_clear (&r);
}

static gboolean
stop_at_first (const char *line, gpointer user_data)
{
  (*(int *) user_data)++;
  return g_strcmp0 (line, "stop") != 0;
}

static void
test_stop (void)
{
  g_autofree char *path = NULL;
  const char *argv[2] = { NULL, NULL };
  TwSandboxOptions opts = { NULL, NULL, 20000, 0 };
  TwSandboxFault fault;
  int status, count = 0;
  g_autoptr (GError) error = NULL;
  gint64 start;

  if (!sandbox_works ())
    return;
  path = write_script ("stop.js", "console.log('stop'); setInterval(() => console.log('more'), 10);\n");
  opts.script_dir = dirs.script_dir;
  argv[0] = path;
  start = g_get_monotonic_time ();
  g_assert_true (tw_sandbox_run_node (&opts, argv, stop_at_first, &count, NULL, NULL,
                                      &fault, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count, ==, 1);
  g_assert_cmpint (fault, ==, TW_SANDBOX_OK);
  g_assert_cmpint (status, ==, -1);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
}

static void
test_read_outside (void)
{
  g_autofree char *secret = g_build_filename (dirs.outside, "shadow", NULL);
  g_autofree char *home_secret = NULL;
  g_autofree char *js = NULL;
  g_autofree char *home_dir = NULL;
  Result r;

  if (!sandbox_works ())
    return;
  g_assert_true (g_file_set_contents (secret, "root:secret-hash:19000::::::\n", -1, NULL));
  /* A folder in the home directory too (removed below). */
  home_dir = g_build_filename (g_get_home_dir (), ".tw-sandbox-test-XXXXXX", NULL);
  if (g_mkdtemp (home_dir) != NULL)
    {
      home_secret = g_build_filename (home_dir, "secret", NULL);
      g_assert_true (g_file_set_contents (home_secret, "secret\n", -1, NULL));
    }
  js = g_strdup_printf (
    "const fs = require('fs');\n"
    "for (const p of [%s%s%s, %s%s%s, '/etc/shadow', '/etc/passwd', '/root/.bashrc']) {\n"
    "  try { fs.readFileSync(p, 'utf8'); console.log('read-ok ' + p); }\n"
    "  catch (e) { console.log('read-failed ' + e.code + ' ' + p); }\n"
    "}\n"
    "for (const p of ['/home', '/root', '/etc', '/var', '/work/main']) console.log((fs.existsSync(p) ? 'exists ' : 'absent ') + p);\n"
    "console.log('env ' + Object.keys(process.env).sort().join(','));\n",
    "'", secret, "'", "'", home_secret ? home_secret : "/nonexistent", "'");
  run_script ("read-outside.js", js, 10000, 0, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_OK);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_false (has_line (r.lines, "read-ok"));
  g_assert_cmpuint (r.lines->len, ==, 11);
  g_assert_false (has_line (r.lines, "exists /home"));
  g_assert_false (has_line (r.lines, "exists /root"));
  g_assert_false (has_line (r.lines, "exists /etc"));
  if (!g_str_has_prefix (dirs.read_dir, "/work/main"))
    g_assert_false (has_line (r.lines, "exists /work/main"));
  /* bwrap sets PWD for --chdir. */
  g_assert_true (has_line (r.lines, "env HOME,PATH,PWD") || has_line (r.lines, "env HOME,PATH"));
  result_clear (&r);
  if (home_secret)
    {
      g_unlink (home_secret);
      g_rmdir (home_dir);
    }
}

static void
test_write_outside (void)
{
  g_autofree char *victim = g_build_filename (dirs.read_dir, "victim.txt", NULL);
  g_autofree char *js = NULL;
  g_autofree char *after = NULL;
  g_autofree char *created = g_build_filename (dirs.read_dir, "new.txt", NULL);
  Result r;

  if (!sandbox_works ())
    return;
  g_assert_true (g_file_set_contents (victim, "original\n", -1, NULL));
  js = g_strdup_printf (
    "const fs = require('fs');\n"
    "for (const p of ['%s', '%s/new.txt', '%s/x.js', '/usr/tw-x', '/x']) {\n"
    "  try { fs.writeFileSync(p, 'pwned'); console.log('write-ok ' + p); }\n"
    "  catch (e) { console.log('write-failed ' + e.code + ' ' + p); }\n"
    "}\n"
    "try { fs.unlinkSync('%s'); console.log('write-ok unlink'); } catch (e) { console.log('write-failed ' + e.code); }\n"
    "fs.writeFileSync('/tmp/scratch', 'fine'); console.log('tmp ' + fs.readFileSync('/tmp/scratch', 'utf8'));\n",
    victim, dirs.read_dir, dirs.script_dir, victim);
  run_script ("write-outside.js", js, 10000, 0, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_OK);
  g_assert_false (has_line (r.lines, "write-ok"));
  g_assert_true (has_line (r.lines, "tmp fine"));
  g_assert_cmpuint (r.lines->len, ==, 7);
  g_assert_true (g_file_get_contents (victim, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "original\n");
  g_assert_false (g_file_test (created, G_FILE_TEST_EXISTS));
  result_clear (&r);
}

static void
test_spawn (void)
{
  Result r;

  if (!sandbox_works ())
    return;
  run_script ("spawn.js",
              "const cp = require('child_process');\n"
              "const r = cp.spawnSync('node', ['-e', 'console.log(1)']);\n"
              "console.log((r.error || r.status !== 0) ? 'spawn-failed ' + (r.error && r.error.code) : 'spawn-ok');\n"
              "try { cp.execSync('true'); console.log('exec-ok'); } catch (e) { console.log('exec-failed ' + e.code); }\n"
              "try { cp.spawn('/bin/sh', ['-c', 'echo hi']).on('error', e => console.log('async-failed ' + e.code))"
              "  .on('exit', c => console.log('async-exit ' + c)); } catch (e) { console.log('async-failed ' + e.code); }\n"
              "const { Worker } = require('worker_threads');\n"
              "new Worker('require(\"worker_threads\").parentPort.postMessage(6 * 7)', { eval: true })"
              "  .on('message', m => console.log('worker ' + m));\n",
              10000, 0, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_OK);
  g_assert_true (has_line (r.lines, "spawn-failed"));
  g_assert_true (has_line (r.lines, "exec-failed"));
  g_assert_true (has_line (r.lines, "async-failed"));
  g_assert_false (has_line (r.lines, "spawn-ok"));
  g_assert_false (has_line (r.lines, "exec-ok"));
  g_assert_false (has_line (r.lines, "async-exit"));
  /* Threads still work. */
  g_assert_true (has_line (r.lines, "worker 42"));
  result_clear (&r);
}

static void
test_network (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocket) listener = NULL;
  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) addr = g_inet_socket_address_new (loopback, 0);
  g_autoptr (GSocketAddress) bound = NULL;
  g_autoptr (GSocket) accepted = NULL;
  g_autofree char *js = NULL;
  guint16 port;
  Result r;

  if (!sandbox_works ())
    return;
  listener = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error);
  g_assert_no_error (error);
  g_assert_true (g_socket_bind (listener, addr, TRUE, &error));
  g_assert_true (g_socket_listen (listener, &error));
  bound = g_socket_get_local_address (listener, &error);
  g_assert_no_error (error);
  port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
  js = g_strdup_printf (
    "const net = require('net');\n"
    "const s = net.connect(%u, '127.0.0.1');\n"
    "s.setTimeout(3000, () => { console.log('net-timeout'); s.destroy(); });\n"
    "s.on('connect', () => { console.log('net-connected'); s.end(); });\n"
    "s.on('error', e => console.log('net-failed ' + e.code));\n"
    "require('dns').lookup('example.com', (e) => console.log(e ? 'dns-failed ' + e.code : 'dns-ok'));\n",
    port);
  run_script ("network.js", js, 10000, 0, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_OK);
  g_assert_true (has_line (r.lines, "net-failed"));
  g_assert_false (has_line (r.lines, "net-connected"));
  g_assert_true (has_line (r.lines, "dns-failed"));
  g_socket_set_blocking (listener, FALSE);
  accepted = g_socket_accept (listener, NULL, &error);
  g_assert_null (accepted);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK);
  result_clear (&r);
}

static void
test_timeout (void)
{
  Result r;

  if (!sandbox_works ())
    return;
  run_script ("spin.js", "console.log('spinning'); while (true) {}\n", 2000, 0, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_TIMEOUT);
  g_assert_true (has_line (r.lines, "spinning"));
  g_assert_cmpint (r.elapsed_us, >=, 1900 * 1000);
  g_assert_cmpint (r.elapsed_us, <, 6 * G_USEC_PER_SEC);
  result_clear (&r);
}

static gpointer
cancel_later (gpointer data)
{
  g_usleep (700 * 1000);
  g_cancellable_cancel (data);
  return NULL;
}

static void
test_cancellable (void)
{
  g_autofree char *path = NULL;
  const char *argv[2] = { NULL, NULL };
  TwSandboxOptions opts = { NULL, NULL, 30000, 0 };
  g_autoptr (GCancellable) cancel = g_cancellable_new ();
  GThread *thread;
  TwSandboxFault fault;
  int status;
  g_autoptr (GError) error = NULL;
  gint64 start;

  if (!sandbox_works ())
    return;
  path = write_script ("sleep.js", "setTimeout(() => {}, 60000);\n");
  opts.script_dir = dirs.script_dir;
  argv[0] = path;
  start = g_get_monotonic_time ();
  thread = g_thread_new ("cancel", cancel_later, cancel);
  g_assert_true (tw_sandbox_run_node (&opts, argv, NULL, NULL, cancel, NULL, &fault, &status, &error));
  g_thread_join (thread);
  g_assert_no_error (error);
  g_assert_cmpint (fault, ==, TW_SANDBOX_TIMEOUT);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
}

static void
test_memory (void)
{
  const guint64 gib = G_GUINT64_CONSTANT (1) << 30;
  struct rlimit before, after;
  Result r;

  if (!sandbox_works ())
    return;
  g_assert_cmpint (getrlimit (RLIMIT_DATA, &before), ==, 0);

  /* One huge buffer: refused (over node's maximum, or over the limit). */
  run_script ("alloc.js",
              "for (const n of [10e9, 3e9, 1.5e9]) {\n"
              "  try { const b = Buffer.alloc(n); console.log('alloc-ok ' + b.length); }\n"
              "  catch (e) { console.log('alloc-failed ' + n + ' ' + e.message); }\n"
              "}\n",
              20000, gib, &r);
  g_assert_true (r.fault == TW_SANDBOX_MEMORY
                 || (r.fault == TW_SANDBOX_OK && has_line (r.lines, "alloc-failed 10000000000")
                     && has_line (r.lines, "alloc-failed 3000000000")
                     && has_line (r.lines, "alloc-failed 1500000000")));
  g_assert_false (has_line (r.lines, "alloc-ok"));
  result_clear (&r);

  /* An array that grows without end: the heap limit. */
  run_script ("grow.js",
              "const a = [];\n"
              "for (;;) a.push(new Array(1e6).fill(1.5));\n",
              30000, gib, &r);
  g_assert_cmpint (r.fault, ==, TW_SANDBOX_MEMORY);
  result_clear (&r);

  /* Buffers that grow without end (outside V8's heap): RLIMIT_DATA. */
  run_script ("grow-buffers.js",
              "const a = [];\n"
              "try { for (;;) a.push(Buffer.alloc(1e7, 1)); }\n"
              "catch (e) { console.log('alloc-failed ' + a.length + ' ' + e.message); }\n",
              30000, gib, &r);
  g_assert_true (r.fault == TW_SANDBOX_MEMORY
                 || (r.fault == TW_SANDBOX_OK && has_line (r.lines, "alloc-failed")));
  result_clear (&r);

  /* We are unaffected. */
  g_assert_cmpint (getrlimit (RLIMIT_DATA, &after), ==, 0);
  g_assert_cmpuint (after.rlim_cur, ==, before.rlim_cur);
  g_free (g_malloc (64 * 1024 * 1024));
}

static void
test_unavailable (void)
{
  g_autofree char *old_path = g_strdup (g_getenv ("PATH"));
  const char *argv[] = { "-e", "console.log(1)", NULL };
  TwSandboxFault fault = TW_SANDBOX_OK;
  int status = 0;
  g_autoptr (GError) error = NULL;

  /* No bwrap: an error, never node unsandboxed. In a fresh process: setenv
   * is not safe once threads run. */
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  g_setenv ("PATH", "/nonexistent", TRUE);
  g_assert_false (tw_sandbox_run_node (NULL, argv, NULL, NULL, NULL, NULL, &fault, &status, &error));
  g_setenv ("PATH", old_path, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, "the sandbox (bubblewrap) could not start: "));
  g_assert_cmpint (fault, ==, TW_SANDBOX_UNAVAILABLE);
  g_assert_cmpint (status, ==, -1);
}

static double
time_runs_ms (gboolean sandboxed, int n)
{
  const char *plain[] = { "node", "-e", "", NULL };
  /* The sandbox's environment: the host's may hold NODE_OPTIONS or
   * NODE_EXTRA_CA_CERTS (30 ms of certificate parsing). */
  const char *envp[] = { "PATH=/usr/bin:/bin", "HOME=/tmp", NULL };
  const char *argv[] = { "-e", "", NULL };
  gint64 start = g_get_monotonic_time ();

  for (int i = 0; i < n; i++)
    {
      if (sandboxed)
        {
          TwSandboxFault fault;
          int status;
          g_assert_true (tw_sandbox_run_node (NULL, argv, NULL, NULL, NULL, NULL, &fault, &status, NULL));
          g_assert_cmpint (fault, ==, TW_SANDBOX_OK);
          g_assert_cmpint (status, ==, 0);
        }
      else
        {
          int status;
          g_assert_true (g_spawn_sync ("/tmp", (char **) plain, (char **) envp,
                                       G_SPAWN_SEARCH_PATH_FROM_ENVP | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                                       NULL, NULL, &status, NULL));
          g_assert_true (g_spawn_check_wait_status (status, NULL));
        }
    }
  return (g_get_monotonic_time () - start) / 1000.0 / n;
}

static void
test_startup_cost (void)
{
  const int n = 10;
  double plain, sandboxed;

  if (!sandbox_works ())
    return;
  time_runs_ms (FALSE, 1); /* warm the page cache */
  plain = time_runs_ms (FALSE, n);
  sandboxed = time_runs_ms (TRUE, n);
  g_test_message ("node -e '': plain %.1f ms, sandboxed %.1f ms, start-up cost %.1f ms (mean of %d)",
                  plain, sandboxed, sandboxed - plain, n);
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  int rc;

  g_test_init (&argc, &argv, NULL);
  dirs.read_dir = g_dir_make_tmp ("tw-sandbox-game-XXXXXX", NULL);
  dirs.script_dir = g_dir_make_tmp ("tw-sandbox-scripts-XXXXXX", NULL);
  dirs.outside = g_dir_make_tmp ("tw-sandbox-outside-XXXXXX", NULL);
  g_assert_nonnull (dirs.read_dir);
  g_assert_nonnull (dirs.script_dir);
  g_assert_nonnull (dirs.outside);

  g_test_add_func ("/sandbox/benign", test_benign);
  g_test_add_func ("/sandbox/stop", test_stop);
  g_test_add_func ("/sandbox/read-outside", test_read_outside);
  g_test_add_func ("/sandbox/write-outside", test_write_outside);
  g_test_add_func ("/sandbox/spawn", test_spawn);
  g_test_add_func ("/sandbox/network", test_network);
  g_test_add_func ("/sandbox/timeout", test_timeout);
  g_test_add_func ("/sandbox/cancellable", test_cancellable);
  g_test_add_func ("/sandbox/memory", test_memory);
  g_test_add_func ("/sandbox/unavailable", test_unavailable);
  g_test_add_func ("/sandbox/startup-cost", test_startup_cost);
  rc = g_test_run ();

  remove_tree (dirs.read_dir);
  remove_tree (dirs.script_dir);
  remove_tree (dirs.outside);
  g_free (dirs.read_dir);
  g_free (dirs.script_dir);
  g_free (dirs.outside);
  return rc;
}
