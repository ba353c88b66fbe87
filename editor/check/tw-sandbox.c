/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sandbox.c: node inside bubblewrap with a seccomp filter; see tw-sandbox.h. */
#define _GNU_SOURCE
#include "editor/check/tw-sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib-unix.h>

#define TW_SANDBOX_MIB (G_GUINT64_CONSTANT (1024) * 1024)
#define TW_SANDBOX_DEFAULT_TIMEOUT_MS 60000
#define TW_SANDBOX_DEFAULT_MEMORY (G_GUINT64_CONSTANT (2048) * TW_SANDBOX_MIB)
#define TW_SANDBOX_MIN_MEMORY (64 * TW_SANDBOX_MIB)
#define TW_SANDBOX_ERR_MAX (64 * 1024)
#define TW_SANDBOX_ERR_TAIL 4096
#define TW_SANDBOX_LINE_MAX (1024 * 1024)
#define TW_SANDBOX_FSIZE (64 * TW_SANDBOX_MIB)
#define TW_SANDBOX_TMP_SIZE (256 * TW_SANDBOX_MIB)
/* The fds bwrap reads the filter from and writes its status to. */
#define TW_SANDBOX_SECCOMP_FD 3
#define TW_SANDBOX_STATUS_FD 4

const char *
tw_sandbox_fault_name (TwSandboxFault fault)
{
  switch (fault)
    {
    case TW_SANDBOX_OK: return "ok";
    case TW_SANDBOX_TIMEOUT: return "timeout";
    case TW_SANDBOX_MEMORY: return "memory";
    case TW_SANDBOX_CRASHED: return "crashed";
    case TW_SANDBOX_UNAVAILABLE: return "unavailable";
    default: return "unknown";
    }
}

static void
set_unavailable (GError **error, int code, const char *why)
{
  g_set_error (error, G_IO_ERROR, code, "the sandbox (bubblewrap) could not start: %s", why);
}

/* ---- The seccomp filter ---- */

static gboolean
add_rule (scmp_filter_ctx sc, guint32 action, int nr, const char *name,
          unsigned n_args, const struct scmp_arg_cmp *arg, GError **error)
{
  int rc;

  /* A system call this architecture does not have (fork and vfork on
   * aarch64): libseccomp gives it a negative pseudo number. */
  if (nr < 0)
    return TRUE;
  rc = n_args ? seccomp_rule_add_array (sc, action, nr, n_args, arg)
              : seccomp_rule_add (sc, action, nr, 0);
  if (rc < 0)
    {
      g_autofree char *why = g_strdup_printf ("seccomp rule for %s: %s", name, g_strerror (-rc));
      set_unavailable (error, G_IO_ERROR_FAILED, why);
      return FALSE;
    }
  return TRUE;
}

/* The filter in BPF, in a memfd at offset 0 (bwrap reads it to the end). */
static int
make_seccomp_fd (GError **error)
{
  scmp_filter_ctx sc;
  int fd = -1;
  int rc;
  struct scmp_arg_cmp not_thread, not_unix;
  static const struct
  {
    int nr;
    const char *name;
  } eperm[] = {
#define TW_SYS(n) { SCMP_SYS (n), #n }
    TW_SYS (fork), TW_SYS (vfork), TW_SYS (ptrace), TW_SYS (mount), TW_SYS (umount2),
    TW_SYS (unshare), TW_SYS (setns), TW_SYS (keyctl), TW_SYS (add_key),
    TW_SYS (request_key), TW_SYS (bpf), TW_SYS (perf_event_open), TW_SYS (pivot_root),
    TW_SYS (chroot), TW_SYS (process_vm_readv), TW_SYS (process_vm_writev),
    TW_SYS (userfaultfd), TW_SYS (kexec_load), TW_SYS (kexec_file_load),
    TW_SYS (init_module), TW_SYS (finit_module), TW_SYS (delete_module),
    TW_SYS (open_tree), TW_SYS (move_mount), TW_SYS (fsopen), TW_SYS (fsconfig),
    TW_SYS (fsmount), TW_SYS (fspick), TW_SYS (mount_setattr),
  }, enosys[] = {
    /* glibc falls back to clone for threads; libuv to its thread pool. */
    TW_SYS (clone3), TW_SYS (io_uring_setup), TW_SYS (io_uring_enter),
    TW_SYS (io_uring_register),
#undef TW_SYS
  };

  sc = seccomp_init (SCMP_ACT_ALLOW);
  if (sc == NULL)
    {
      set_unavailable (error, G_IO_ERROR_FAILED, "seccomp_init failed");
      return -1;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (eperm); i++)
    if (!add_rule (sc, SCMP_ACT_ERRNO (EPERM), eperm[i].nr, eperm[i].name, 0, NULL, error))
      goto out;
  for (gsize i = 0; i < G_N_ELEMENTS (enosys); i++)
    if (!add_rule (sc, SCMP_ACT_ERRNO (ENOSYS), enosys[i].nr, enosys[i].name, 0, NULL, error))
      goto out;

  /* clone without CLONE_THREAD is a new process (fork, posix_spawn, vfork
   * through clone); threads stay allowed. s390 passes the flags second. */
#if defined(__s390__) || defined(__s390x__)
  not_thread = SCMP_A1 (SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0);
#else
  not_thread = SCMP_A0 (SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0);
#endif
  if (!add_rule (sc, SCMP_ACT_ERRNO (EPERM), SCMP_SYS (clone), "clone", 1, &not_thread, error))
    goto out;

  /* Only AF_UNIX sockets: no AF_INET/AF_INET6, no netlink, no packet. */
  not_unix = SCMP_A0 (SCMP_CMP_NE, AF_UNIX);
  if (!add_rule (sc, SCMP_ACT_ERRNO (EPERM), SCMP_SYS (socket), "socket", 1, &not_unix, error)
      || !add_rule (sc, SCMP_ACT_ERRNO (EPERM), SCMP_SYS (socketpair), "socketpair", 1, &not_unix, error))
    goto out;

  fd = memfd_create ("tw-sandbox-seccomp", MFD_CLOEXEC);
  if (fd < 0)
    {
      int e = errno;
      g_autofree char *why = g_strdup_printf ("memfd_create: %s", g_strerror (e));
      set_unavailable (error, g_io_error_from_errno (e), why);
      goto out;
    }
  rc = seccomp_export_bpf (sc, fd);
  if (rc < 0 || lseek (fd, 0, SEEK_SET) != 0)
    {
      g_autofree char *why = g_strdup_printf ("exporting the seccomp filter: %s",
                                              g_strerror (rc < 0 ? -rc : errno));
      set_unavailable (error, G_IO_ERROR_FAILED, why);
      close (fd);
      fd = -1;
    }

out:
  seccomp_release (sc);
  return fd;
}

/* ---- Limits, set in the child between fork and exec of bwrap ---- */

typedef struct
{
  rlim_t data;
  rlim_t cpu;
} Limits;

static void
child_setup (gpointer user_data)
{
  const Limits *l = user_data;
  struct rlimit r;

  /* Our own process group: the timeout kills it whole. */
  setpgid (0, 0);
  r.rlim_cur = r.rlim_max = l->data;
  setrlimit (RLIMIT_DATA, &r);
  r.rlim_cur = l->cpu;
  r.rlim_max = l->cpu + 5;
  setrlimit (RLIMIT_CPU, &r);
  r.rlim_cur = r.rlim_max = TW_SANDBOX_FSIZE;
  setrlimit (RLIMIT_FSIZE, &r);
  r.rlim_cur = r.rlim_max = 0;
  setrlimit (RLIMIT_CORE, &r);
}

/* ---- The run ---- */

typedef enum
{
  KILL_NONE,
  KILL_TIMEOUT,
  KILL_STOP,
} KillWhy;

typedef struct
{
  GSubprocess *proc;
  pid_t pid;
  TwSandboxLineFunc on_line;
  gpointer user_data;
  GCancellable *io_cancel;
  GString *line;
  GString *err_head; /* the first 64 KiB */
  GString *err_tail; /* the last few KiB, to recognise an out-of-memory death */
  char out_buf[8192];
  char err_buf[8192];
  gboolean out_done;
  gboolean err_done;
  gboolean wait_done;
  gboolean stopped; /* on_line said stop: no more lines */
  KillWhy killed;
  GSource *grace;
} Run;

static void
run_kill (Run *run, KillWhy why)
{
  if (run->killed == KILL_NONE)
    run->killed = why;
  if (run->wait_done || run->pid <= 0)
    return;
  /* bwrap's group (it and its monitor); the sandbox's own session dies
   * with them (--die-with-parent and the end of its pid namespace). */
  kill (-run->pid, SIGKILL);
  kill (run->pid, SIGKILL);
}

static void
deliver_line (Run *run)
{
  if (!run->stopped && run->on_line != NULL && !run->on_line (run->line->str, run->user_data))
    {
      run->stopped = TRUE;
      run_kill (run, KILL_STOP);
    }
  g_string_truncate (run->line, 0);
}

static void read_more (Run *run, gboolean out);

static void
on_read (GObject *source, GAsyncResult *res, gpointer user_data)
{
  Run *run = user_data;
  gboolean out = G_INPUT_STREAM (source) == g_subprocess_get_stdout_pipe (run->proc);
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), res, NULL);

  if (n <= 0)
    {
      if (out)
        {
          if (run->line->len > 0)
            deliver_line (run);
          run->out_done = TRUE;
        }
      else
        run->err_done = TRUE;
      return;
    }

  if (out)
    {
      for (gssize i = 0; i < n; i++)
        {
          char c = run->out_buf[i];
          if (c == '\n')
            deliver_line (run);
          else
            {
              g_string_append_c (run->line, c);
              if (run->line->len >= TW_SANDBOX_LINE_MAX)
                deliver_line (run);
            }
        }
    }
  else
    {
      if (run->err_head->len < TW_SANDBOX_ERR_MAX)
        g_string_append_len (run->err_head, run->err_buf,
                             MIN ((gsize) n, TW_SANDBOX_ERR_MAX - run->err_head->len));
      g_string_append_len (run->err_tail, run->err_buf, n);
      if (run->err_tail->len > 2 * TW_SANDBOX_ERR_TAIL)
        g_string_erase (run->err_tail, 0, run->err_tail->len - TW_SANDBOX_ERR_TAIL);
    }
  read_more (run, out);
}

static void
read_more (Run *run, gboolean out)
{
  GInputStream *s = out ? g_subprocess_get_stdout_pipe (run->proc)
                        : g_subprocess_get_stderr_pipe (run->proc);

  g_input_stream_read_async (s, out ? run->out_buf : run->err_buf,
                             out ? sizeof run->out_buf : sizeof run->err_buf,
                             G_PRIORITY_DEFAULT, run->io_cancel, on_read, run);
}

static gboolean
on_grace (gpointer user_data)
{
  Run *run = user_data;

  /* bwrap has exited but something still holds a pipe: stop reading. */
  g_cancellable_cancel (run->io_cancel);
  return G_SOURCE_REMOVE;
}

static void
on_wait (GObject *source, GAsyncResult *res, gpointer user_data)
{
  Run *run = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), res, NULL);
  run->wait_done = TRUE;
  if (!run->out_done || !run->err_done)
    {
      run->grace = g_timeout_source_new (2000);
      g_source_set_callback (run->grace, on_grace, run, NULL);
      g_source_attach (run->grace, g_main_context_get_thread_default ());
    }
}

static gboolean
on_timeout (gpointer user_data)
{
  run_kill (user_data, KILL_TIMEOUT);
  return G_SOURCE_REMOVE;
}

static gboolean
on_cancelled (GCancellable *cancellable, gpointer user_data)
{
  (void) cancellable;
  run_kill (user_data, KILL_TIMEOUT);
  return G_SOURCE_REMOVE;
}

/* Everything bwrap wrote to its status fd (it has exited: no blocking). */
static char *
read_status (int fd)
{
  GString *s = g_string_new (NULL);
  char buf[1024];
  gssize n;

  g_unix_set_fd_nonblocking (fd, TRUE, NULL);
  while (s->len < 16384 && ((n = read (fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR)))
    if (n > 0)
      g_string_append_len (s, buf, n);
  return g_string_free (s, FALSE);
}

static gboolean
status_int (const char *status, const char *key, int *value)
{
  const char *p = NULL;
  const char *q;

  /* The last document with the key: { "exit-code": 134 } */
  for (q = status; (q = strstr (q, key)) != NULL; q++)
    p = q;
  if (p == NULL)
    return FALSE;
  p += strlen (key);
  while (*p == '"' || *p == ':' || *p == ' ')
    p++;
  *value = (int) strtol (p, NULL, 10);
  return TRUE;
}

static gboolean
says_out_of_memory (const GString *s)
{
  static const char *const hints[] = {
    "out of memory", "ENOMEM", "Cannot allocate memory", "Allocation failed",
  };

  for (gsize i = 0; i < G_N_ELEMENTS (hints); i++)
    if (strstr (s->str, hints[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* How a node that died by @sig (bwrap reports 128 + it) ended, given its
 * stderr (@head, @tail: where V8 says it ran out of memory). */
static TwSandboxFault
fault_of_signal (int sig, const GString *head, const GString *tail)
{
  if (sig == SIGKILL)
    return TW_SANDBOX_MEMORY; /* nobody else kills inside: the OOM killer */
  if (sig == SIGXCPU)
    return TW_SANDBOX_TIMEOUT;
  if ((sig == SIGABRT || sig == SIGSEGV || sig == SIGBUS || sig == SIGTRAP || sig == SIGILL)
      && (says_out_of_memory (head) || says_out_of_memory (tail)))
    return TW_SANDBOX_MEMORY;
  return TW_SANDBOX_CRASHED;
}

/* The first line of bwrap's complaint, for the error message. */
static char *
first_line (const GString *s)
{
  const char *nl = strchr (s->str, '\n');
  char *line = g_strndup (s->str, nl ? (gsize) (nl - s->str) : s->len);

  g_strstrip (line);
  if (*line == '\0')
    {
      g_free (line);
      line = g_strdup ("bwrap exited before starting node");
    }
  return line;
}

static void
add_host_link (GPtrArray *args, const char *path)
{
  g_autofree char *target = g_file_read_link (path, NULL);

  if (target != NULL)
    {
      g_ptr_array_add (args, g_strdup ("--symlink"));
      g_ptr_array_add (args, g_steal_pointer (&target));
      g_ptr_array_add (args, g_strdup (path));
    }
  else if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (args, g_strdup ("--ro-bind"));
      g_ptr_array_add (args, g_strdup (path));
      g_ptr_array_add (args, g_strdup (path));
    }
}

/* @dir resolved (no symlinks, absolute), or NULL with @error. */
static char *
resolve_dir (const char *dir, GError **error)
{
  char *real = realpath (dir, NULL);
  char *copy;

  if (real == NULL)
    {
      int e = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (e),
                   "the sandbox (bubblewrap) could not start: %s: %s", dir, g_strerror (e));
      return NULL;
    }
  copy = g_strdup (real);
  free (real);
  if (!g_file_test (copy, G_FILE_TEST_IS_DIR) || strcmp (copy, "/") == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the sandbox (bubblewrap) could not start: %s is not a folder it may share",
                   dir);
      g_free (copy);
      return NULL;
    }
  return copy;
}

/* bwrap's path and the folders to share, resolved; FALSE with @error
 * (unavailable) when bwrap is missing or a folder cannot be shared. */
static gboolean
sandbox_paths (const TwSandboxOptions *opts, char **bwrap, char **read_dir, char **script_dir,
               GError **error)
{
  *bwrap = g_find_program_in_path ("bwrap");
  if (*bwrap == NULL)
    {
      set_unavailable (error, G_IO_ERROR_NOT_FOUND,
                       "bwrap is not installed (Debian package bubblewrap)");
      return FALSE;
    }
  if (opts && opts->read_dir && (*read_dir = resolve_dir (opts->read_dir, error)) == NULL)
    return FALSE;
  if (opts && opts->script_dir && (*script_dir = resolve_dir (opts->script_dir, error)) == NULL)
    return FALSE;
  return TRUE;
}

/* bwrap's command line: the sandbox of the header, node with its heap
 * limit, then @argv. @status_fd: bwrap reports on TW_SANDBOX_STATUS_FD. */
static GPtrArray *
sandbox_args (const char *bwrap, const TwSandboxOptions *opts, const char *read_dir,
              const char *script_dir, guint64 memory, gboolean status_fd,
              const char *const *argv)
{
  GPtrArray *args;

  args = g_ptr_array_new_with_free_func (g_free);
#define ARG(s) g_ptr_array_add (args, g_strdup (s))
  ARG (bwrap);
  ARG ("--unshare-all");
  ARG ("--die-with-parent");
  ARG ("--new-session");
  ARG ("--cap-drop"); ARG ("ALL");
  ARG ("--clearenv");
  ARG ("--setenv"); ARG ("PATH"); ARG ("/usr/bin:/bin");
  ARG ("--setenv"); ARG ("HOME"); ARG ("/tmp");
  ARG ("--ro-bind"); ARG ("/usr"); ARG ("/usr");
  add_host_link (args, "/bin");
  add_host_link (args, "/lib");
  add_host_link (args, "/lib64");
  ARG ("--proc"); ARG ("/proc");
  ARG ("--dev"); ARG ("/dev");
  ARG ("--size");
  g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) TW_SANDBOX_TMP_SIZE));
  ARG ("--tmpfs"); ARG ("/tmp");
  if (read_dir)
    {
      ARG ("--ro-bind"); ARG (read_dir); ARG (read_dir);
    }
  if (script_dir)
    {
      ARG ("--ro-bind"); ARG (script_dir); ARG (script_dir);
    }
  if (opts && opts->data_file)
    {
      ARG ("--ro-bind"); ARG (opts->data_file); ARG (TW_SANDBOX_DATA_PATH);
    }
  /* The root bwrap builds is a tmpfs: read-only too, so /tmp is the only
   * writable place. */
  ARG ("--remount-ro"); ARG ("/");
  ARG ("--chdir"); ARG (read_dir ? read_dir : "/tmp");
  ARG ("--seccomp");
  g_ptr_array_add (args, g_strdup_printf ("%d", TW_SANDBOX_SECCOMP_FD));
  if (status_fd)
    {
      ARG ("--json-status-fd");
      g_ptr_array_add (args, g_strdup_printf ("%d", TW_SANDBOX_STATUS_FD));
    }
  ARG ("--");
  ARG ("node");
  g_ptr_array_add (args, g_strdup_printf ("--max-old-space-size=%" G_GUINT64_FORMAT,
                                          MAX (memory / 2 / TW_SANDBOX_MIB, 16)));
  for (gsize i = 0; argv[i] != NULL; i++)
    ARG (argv[i]);
#undef ARG
  g_ptr_array_add (args, NULL);
  return args;
}

gboolean
tw_sandbox_run_node (const TwSandboxOptions *opts,
                     const char *const *argv,
                     TwSandboxLineFunc on_line,
                     gpointer user_data,
                     GCancellable *cancellable,
                     GString *err,
                     TwSandboxFault *fault,
                     int *exit_status,
                     GError **error)
{
  guint timeout_ms = opts && opts->timeout_ms ? opts->timeout_ms : TW_SANDBOX_DEFAULT_TIMEOUT_MS;
  guint64 memory = opts && opts->memory_bytes ? opts->memory_bytes : TW_SANDBOX_DEFAULT_MEMORY;
  g_autofree char *bwrap = NULL;
  g_autofree char *read_dir = NULL;
  g_autofree char *script_dir = NULL;
  g_autofree char *status = NULL;
  g_autoptr (GPtrArray) args = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GMainContext) ctx = NULL;
  GSource *timeout_source = NULL;
  GSource *cancel_source = NULL;
  Limits limits;
  Run run = { 0 };
  int seccomp_fd;
  int status_fds[2];
  int code = -1;
  gboolean started;
  TwSandboxFault f = TW_SANDBOX_OK;
  gboolean ok = TRUE;
  GError *local = NULL;
  const char *empty_env[] = { NULL };

  g_return_val_if_fail (argv != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (fault)
    *fault = TW_SANDBOX_UNAVAILABLE;
  if (exit_status)
    *exit_status = -1;

  if (!sandbox_paths (opts, &bwrap, &read_dir, &script_dir, error))
    return FALSE;

  if (g_cancellable_is_cancelled (cancellable))
    {
      if (fault)
        *fault = TW_SANDBOX_TIMEOUT;
      return TRUE;
    }

  memory = MAX (memory, TW_SANDBOX_MIN_MEMORY);
  limits.data = (rlim_t) memory;
  limits.cpu = (rlim_t) (2 * ((timeout_ms + 999) / 1000) + 10);

  args = sandbox_args (bwrap, opts, read_dir, script_dir, memory, TRUE, argv);

  seccomp_fd = make_seccomp_fd (error);
  if (seccomp_fd < 0)
    return FALSE;
  if (!g_unix_open_pipe (status_fds, FD_CLOEXEC, &local))
    {
      set_unavailable (error, G_IO_ERROR_FAILED, local->message);
      g_clear_error (&local);
      close (seccomp_fd);
      return FALSE;
    }

  ctx = g_main_context_new ();
  g_main_context_push_thread_default (ctx);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_environ (launcher, (char **) empty_env);
  g_subprocess_launcher_take_fd (launcher, seccomp_fd, TW_SANDBOX_SECCOMP_FD);
  g_subprocess_launcher_take_fd (launcher, status_fds[1], TW_SANDBOX_STATUS_FD);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, &limits, NULL);
  run.proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) args->pdata, &local);
  /* Closes our copies of the filter and of the status pipe's write end. */
  g_clear_object (&launcher);
  if (run.proc == NULL)
    {
      set_unavailable (error, G_IO_ERROR_FAILED, local->message);
      g_clear_error (&local);
      close (status_fds[0]);
      g_main_context_pop_thread_default (ctx);
      return FALSE;
    }

  run.pid = (pid_t) atoi (g_subprocess_get_identifier (run.proc));
  run.on_line = on_line;
  run.user_data = user_data;
  run.io_cancel = g_cancellable_new ();
  run.line = g_string_new (NULL);
  run.err_head = g_string_new (NULL);
  run.err_tail = g_string_new (NULL);

  g_output_stream_close (g_subprocess_get_stdin_pipe (run.proc), NULL, NULL);
  read_more (&run, TRUE);
  read_more (&run, FALSE);
  g_subprocess_wait_async (run.proc, NULL, on_wait, &run);

  timeout_source = g_timeout_source_new (timeout_ms);
  g_source_set_callback (timeout_source, on_timeout, &run, NULL);
  g_source_attach (timeout_source, ctx);
  if (cancellable)
    {
      cancel_source = g_cancellable_source_new (cancellable);
      g_source_set_callback (cancel_source, G_SOURCE_FUNC (on_cancelled), &run, NULL);
      g_source_attach (cancel_source, ctx);
    }

  while (!run.wait_done || !run.out_done || !run.err_done)
    g_main_context_iteration (ctx, TRUE);

  g_source_destroy (timeout_source);
  g_source_unref (timeout_source);
  if (cancel_source)
    {
      g_source_destroy (cancel_source);
      g_source_unref (cancel_source);
    }
  if (run.grace)
    {
      g_source_destroy (run.grace);
      g_source_unref (run.grace);
    }
  /* Let cancelled reads report before their buffers go. */
  while (g_main_context_iteration (ctx, FALSE))
    ;
  g_main_context_pop_thread_default (ctx);

  status = read_status (status_fds[0]);
  close (status_fds[0]);
  started = strstr (status, "\"child-pid\"") != NULL;
  if (!status_int (status, "\"exit-code\"", &code))
    code = g_subprocess_get_if_exited (run.proc) ? g_subprocess_get_exit_status (run.proc)
           : g_subprocess_get_if_signaled (run.proc) ? 128 + g_subprocess_get_term_sig (run.proc)
           : -1;

  if (run.killed == KILL_STOP)
    {
      f = TW_SANDBOX_OK;
      code = -1;
    }
  else if (run.killed == KILL_TIMEOUT)
    {
      f = TW_SANDBOX_TIMEOUT;
      code = -1;
    }
  else if (!started
           || (code == 1 && g_str_has_prefix (run.err_head->str, "bwrap: execvp ")))
    {
      g_autofree char *why = first_line (run.err_head);
      set_unavailable (error, started ? G_IO_ERROR_NOT_FOUND : G_IO_ERROR_NOT_SUPPORTED, why);
      f = TW_SANDBOX_UNAVAILABLE;
      code = -1;
      ok = FALSE;
    }
  else if (code > 128 && code < 128 + 65)
    f = fault_of_signal (code - 128, run.err_head, run.err_tail);

  if (err)
    g_string_append_len (err, run.err_head->str, run.err_head->len);
  if (fault)
    *fault = f;
  if (exit_status)
    *exit_status = code;

  g_string_free (run.line, TRUE);
  g_string_free (run.err_head, TRUE);
  g_string_free (run.err_tail, TRUE);
  g_object_unref (run.io_cancel);
  g_object_unref (run.proc);
  return ok;
}

/* ---- A worker that stays ---- */

#define TW_WORKER_START_MS 10000
#define TW_WORKER_SPIN_US 300

struct _TwSandboxWorker
{
  GPid pid;      /* bwrap's; its process group is the whole sandbox */
  int fd;        /* our end of the socket pair: the worker's stdin and stdout */
  int err_fd;    /* the worker's stderr (a pipe) */
  GString *in;   /* what came after the last line read */
  GString *err;  /* the last few KiB of stderr, to recognise an out-of-memory death */
  gboolean dead;
};

static void
worker_note_err (TwSandboxWorker *self)
{
  char buf[4096];
  gssize n;

  while ((n = read (self->err_fd, buf, sizeof buf)) > 0)
    {
      g_string_append_len (self->err, buf, n);
      if (self->err->len > TW_SANDBOX_ERR_TAIL)
        g_string_erase (self->err, 0, self->err->len - TW_SANDBOX_ERR_TAIL);
    }
}

/* Kills the sandbox and says why it ended (@timed_out: we stopped it). */
static TwSandboxFault
worker_kill (TwSandboxWorker *self, gboolean timed_out)
{
  int status = 0;
  TwSandboxFault fault = TW_SANDBOX_CRASHED;

  if (self->dead)
    return TW_SANDBOX_CRASHED;
  self->dead = TRUE;
  kill (-self->pid, SIGKILL);
  kill (self->pid, SIGKILL);
  while (waitpid (self->pid, &status, 0) < 0 && errno == EINTR)
    ;
  worker_note_err (self);
  if (timed_out)
    return TW_SANDBOX_TIMEOUT;
  if (WIFEXITED (status) && WEXITSTATUS (status) > 128 && WEXITSTATUS (status) < 128 + 65)
    fault = fault_of_signal (WEXITSTATUS (status) - 128, self->err, self->err);
  else if (says_out_of_memory (self->err))
    fault = TW_SANDBOX_MEMORY;
  return fault;
}

static void
worker_fault_error (TwSandboxWorker *self, TwSandboxFault fault, guint timeout_ms, GError **error)
{
  g_autofree char *why = first_line (self->err);
  switch (fault)
    {
    case TW_SANDBOX_TIMEOUT:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                   "the script worker gave no answer in %u ms and was stopped", timeout_ms);
      break;
    case TW_SANDBOX_MEMORY:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   "the script worker ran out of its memory and was stopped");
      break;
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "the script worker stopped: %s",
                   why);
      break;
    }
}

/* Waits for @events on our socket until @deadline (monotonic µs), reading
 * stderr meanwhile: FALSE at the deadline. */
static gboolean
worker_wait (TwSandboxWorker *self, short events, gint64 deadline, short *revents)
{
  for (;;)
    {
      struct pollfd fds[2] = { { self->fd, events, 0 }, { self->err_fd, POLLIN, 0 } };
      gint64 left = deadline - g_get_monotonic_time ();
      if (left <= 0)
        return FALSE;
      int n = poll (fds, self->err_fd >= 0 ? 2 : 1, (int) MIN ((left + 999) / 1000, G_MAXINT));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          *revents = POLLERR;
          return TRUE;
        }
      if (fds[1].revents & POLLIN)
        worker_note_err (self);
      if (fds[1].revents & (POLLHUP | POLLERR))
        {
          worker_note_err (self);
          close (self->err_fd);
          self->err_fd = -1;
        }
      if (fds[0].revents)
        {
          *revents = fds[0].revents;
          return TRUE;
        }
    }
}

char *
tw_sandbox_worker_request (TwSandboxWorker *self,
                           const char *line,
                           guint timeout_ms,
                           TwSandboxFault *fault,
                           GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * G_TIME_SPAN_MILLISECOND;
  g_autofree char *request = g_strconcat (line, "\n", NULL);
  gsize len = strlen (request), sent = 0;
  short revents = 0;
  TwSandboxFault f;

  g_return_val_if_fail (self != NULL && line != NULL, NULL);
  if (fault)
    *fault = TW_SANDBOX_OK;
  if (self->dead)
    {
      if (fault)
        *fault = TW_SANDBOX_CRASHED;
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "the script worker has stopped");
      return NULL;
    }

  while (sent < len)
    {
      gssize n = send (self->fd, request + sent, len - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
      if (n > 0)
        {
          sent += (gsize) n;
          continue;
        }
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          if (!worker_wait (self, POLLOUT, deadline, &revents))
            goto timed_out;
          if (revents & (POLLERR | POLLHUP | POLLNVAL))
            goto died;
          continue;
        }
      goto died;
    }

  for (;;)
    {
      const char *nl = memchr (self->in->str, '\n', self->in->len);
      if (nl != NULL)
        {
          char *reply = g_strndup (self->in->str, (gsize) (nl - self->in->str));
          g_string_erase (self->in, 0, (gssize) (nl - self->in->str) + 1);
          return reply;
        }
      if (self->in->len > TW_SANDBOX_LINE_MAX * 64)
        goto died;
      char buf[65536];
      /* Most answers come within tens of microseconds: waiting for them
       * awake saves being woken (another CPU's wake-up costs ~40 us on
       * these machines, as much as the call). */
      gssize n = -1;
      gint64 spin_until = g_get_monotonic_time () + TW_WORKER_SPIN_US;
      while ((n = recv (self->fd, buf, sizeof buf, MSG_DONTWAIT)) < 0
             && (errno == EAGAIN || errno == EWOULDBLOCK)
             && g_get_monotonic_time () < spin_until)
        ;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          if (!worker_wait (self, POLLIN, deadline, &revents))
            goto timed_out;
          n = recv (self->fd, buf, sizeof buf, MSG_DONTWAIT);
        }
      if (n > 0)
        g_string_append_len (self->in, buf, n);
      else if (n == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK))
        goto died;
    }

timed_out:
  f = worker_kill (self, TRUE);
  goto failed;
died:
  f = worker_kill (self, FALSE);
failed:
  if (fault)
    *fault = f;
  worker_fault_error (self, f, timeout_ms, error);
  return NULL;
}

TwSandboxWorker *
tw_sandbox_worker_start (const TwSandboxOptions *opts, const char *const *argv, GError **error)
{
  guint64 memory = opts && opts->memory_bytes ? opts->memory_bytes : TW_SANDBOX_DEFAULT_MEMORY;
  g_autofree char *bwrap = NULL;
  g_autofree char *read_dir = NULL;
  g_autofree char *script_dir = NULL;
  g_autoptr (GPtrArray) args = NULL;
  const char *empty_env[] = { NULL };
  int pair[2];
  int seccomp_fd;
  Limits limits;
  GError *local = NULL;

  g_return_val_if_fail (argv != NULL, NULL);
  if (!sandbox_paths (opts, &bwrap, &read_dir, &script_dir, error))
    return NULL;
  memory = MAX (memory, TW_SANDBOX_MIN_MEMORY);
  limits.data = (rlim_t) memory;
  limits.cpu = RLIM_INFINITY;
  args = sandbox_args (bwrap, opts, read_dir, script_dir, memory, FALSE, argv);

  seccomp_fd = make_seccomp_fd (error);
  if (seccomp_fd < 0)
    return NULL;
  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
    {
      int e = errno;
      g_autofree char *why = g_strdup_printf ("socketpair: %s", g_strerror (e));
      set_unavailable (error, g_io_error_from_errno (e), why);
      close (seccomp_fd);
      return NULL;
    }

  TwSandboxWorker *self = g_new0 (TwSandboxWorker, 1);
  const int source_fds[] = { seccomp_fd };
  const int target_fds[] = { TW_SANDBOX_SECCOMP_FD };
  self->fd = pair[0];
  self->err_fd = -1;
  self->in = g_string_new (NULL);
  self->err = g_string_new (NULL);
  gboolean spawned = g_spawn_async_with_pipes_and_fds (
      NULL, (const char *const *) args->pdata, empty_env, G_SPAWN_DO_NOT_REAP_CHILD,
      child_setup, &limits, pair[1], pair[1], -1, source_fds, target_fds, 1, &self->pid, NULL,
      NULL, &self->err_fd, &local);
  close (pair[1]);
  close (seccomp_fd);
  if (!spawned)
    {
      set_unavailable (error, G_IO_ERROR_FAILED, local->message);
      g_clear_error (&local);
      self->dead = TRUE;
      tw_sandbox_worker_free (self);
      return NULL;
    }
  g_unix_set_fd_nonblocking (self->err_fd, TRUE, NULL);

  TwSandboxFault fault;
  g_autofree char *pong
      = tw_sandbox_worker_request (self, "{\"op\":\"ping\"}", TW_WORKER_START_MS, &fault, NULL);
  if (pong == NULL)
    {
      g_autofree char *why = first_line (self->err);
      set_unavailable (error, G_IO_ERROR_FAILED, why);
      tw_sandbox_worker_free (self);
      return NULL;
    }
  return self;
}

void
tw_sandbox_worker_free (TwSandboxWorker *self)
{
  if (self == NULL)
    return;
  worker_kill (self, FALSE);
  close (self->fd);
  if (self->err_fd >= 0)
    close (self->err_fd);
  g_string_free (self->in, TRUE);
  g_string_free (self->err, TRUE);
  g_free (self);
}
