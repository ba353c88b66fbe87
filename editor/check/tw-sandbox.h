/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sandbox.h: running node on a game's own scripts, sandboxed (no GTK).
 *
 * tw_sandbox_run_node runs `node ARGV...` inside bubblewrap (bwrap): every
 * namespace unshared (the network one holds only loopback), all
 * capabilities dropped, a clean environment (PATH, HOME=/tmp), a new
 * session, and killed when we die. The file system inside is /usr (with
 * /bin, /lib, /lib64 as on the host: symlinks into /usr on merged-usr
 * Debian), a fresh /proc and /dev, a small tmpfs at /tmp (the only writable
 * place: the root is remounted read-only) and, read-only at their own
 * paths, @read_dir (the game folder; the working directory) and
 * @script_dir (our harness). No other host path.
 *
 * A seccomp filter (bwrap --seccomp) stops new processes (fork, vfork and
 * clone without CLONE_THREAD fail with EPERM; clone3 fails with ENOSYS so
 * glibc falls back to clone for threads, which node needs), sockets other
 * than AF_UNIX (EPERM), and ptrace, mount, unshare, setns, keyctl, bpf,
 * perf_event_open and a few more.
 *
 * Memory: node gets --max-old-space-size of half of @memory_bytes, and the
 * process RLIMIT_DATA = @memory_bytes. Not RLIMIT_AS: V8 reserves large
 * PROT_NONE ranges (a worker thread fails to start under 1 GiB of address
 * space and node itself under 768 MiB), while RLIMIT_DATA counts only
 * writable private memory, which is what a script can fill. Also
 * RLIMIT_CPU (twice the timeout, plus 10 s), RLIMIT_FSIZE 64 MiB,
 * RLIMIT_CORE 0; /tmp holds at most 256 MiB.
 *
 * On the timeout, on @cancellable or when @on_line returns FALSE the whole
 * bwrap process group is killed (and with it the sandbox's pid namespace).
 * *@fault then says how the run ended:
 *   TW_SANDBOX_OK        node exited by itself (*@exit_status is its exit
 *                        code), or @on_line stopped it (*@exit_status -1);
 *   TW_SANDBOX_TIMEOUT   the timeout, @cancellable, or RLIMIT_CPU (SIGXCPU);
 *   TW_SANDBOX_MEMORY    killed by SIGKILL (the OOM killer), or died by a
 *                        signal with "out of memory" or ENOMEM in stderr;
 *   TW_SANDBOX_CRASHED   died by another signal;
 *   TW_SANDBOX_UNAVAILABLE  bwrap is missing, could not set up the
 *                        sandbox, or found no node inside; the function
 *                        then returns FALSE with @error ("the sandbox
 *                        (bubblewrap) could not start: ..."). It never runs
 *                        node unsandboxed.
 * For a signal, *@exit_status is 128 + the signal number (bwrap reports a
 * death by signal so; a node that calls process.exit(134) looks the same).
 *
 * @on_line gets each stdout line as it arrives, without its newline (a line
 * longer than 1 MiB comes in 1 MiB pieces; a last line without newline
 * still comes). @err (may be NULL) gets at most 64 KiB of stderr. Runs a
 * private main context: call it from any thread, not re-entrantly from
 * @on_line.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  TW_SANDBOX_OK,
  TW_SANDBOX_TIMEOUT,
  TW_SANDBOX_MEMORY,
  TW_SANDBOX_CRASHED,
  TW_SANDBOX_UNAVAILABLE,
} TwSandboxFault;

/* Where TwSandboxOptions.data_file is seen inside (a request too long for
 * the command line). */
#define TW_SANDBOX_DATA_PATH "/tw-data.json"

typedef struct
{
  const char *read_dir;   /* bound read-only at the same path inside (the game folder); NULL: none, cwd /tmp */
  const char *script_dir; /* bound read-only (the folder holding our harness .js); NULL: none */
  guint timeout_ms;       /* wall clock; 0 = 60000 */
  guint64 memory_bytes;   /* writable memory (RLIMIT_DATA) and V8 heap; 0 = 2 GiB */
  const char *data_file;  /* a file of ours bound read-only at TW_SANDBOX_DATA_PATH; NULL: none */
} TwSandboxOptions;

/* FALSE stops the run. */
typedef gboolean (*TwSandboxLineFunc) (const char *line, gpointer user_data);

gboolean tw_sandbox_run_node (const TwSandboxOptions *opts,
                              const char *const *argv,
                              TwSandboxLineFunc on_line,
                              gpointer user_data,
                              GCancellable *cancellable,
                              GString *err,
                              TwSandboxFault *fault,
                              int *exit_status,
                              GError **error);

/* A node that stays: started once, asked one line at a time (the tower
 * scripts' V8 worker, editor/check/tower-worker.js). The same sandbox as
 * tw_sandbox_run_node, without its CPU-time limit (a worker lives as long
 * as its tower is open): each request has a wall-clock limit instead.
 * stdin and stdout are a socket pair (a write to a dead worker is an error,
 * not SIGPIPE). Use from one thread at a time. */
typedef struct _TwSandboxWorker TwSandboxWorker;

/* Starts `node ARGV...` and waits (up to 10 s) for its answer to
 * {"op":"ping"}: NULL with @error when the sandbox or node cannot start
 * (as TW_SANDBOX_UNAVAILABLE above). */
TwSandboxWorker *tw_sandbox_worker_start (const TwSandboxOptions *opts,
                                          const char *const *argv,
                                          GError **error);

/* Sends @line (a newline is added) and returns the worker's next line
 * (newly allocated, without its newline). On @timeout_ms, or when the
 * worker dies, it is killed: NULL, *@fault says why (TIMEOUT, MEMORY,
 * CRASHED) and @error says so in words; only free is left to do. */
char *tw_sandbox_worker_request (TwSandboxWorker *self,
                                 const char *line,
                                 guint timeout_ms,
                                 TwSandboxFault *fault,
                                 GError **error);

/* Kills the worker (if it still runs) and frees it. */
void tw_sandbox_worker_free (TwSandboxWorker *self);

/* The name of @fault for messages ("ok", "timeout", "memory", "crashed",
 * "unavailable"). */
const char *tw_sandbox_fault_name (TwSandboxFault fault);

G_END_DECLS
