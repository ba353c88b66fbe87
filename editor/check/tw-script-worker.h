/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-script-worker.h: V8 for the tower scripts Duktape cannot run
 * (docs/js-engine.md): a node running tower-worker.js in the sandbox of
 * tw-sandbox.h, set as the engine's worker class (tw-tower-script.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Loading's limit inside the worker (vm's timeout: the file's top level
 * and the facade); a call's limit, past which the C side kills the worker
 * (vm's timeout costs ~90 us a call: tower-worker.js); and the limit on
 * a load's answer. A call's limit is longer than Duktape's 250 ms: it
 * also holds the pipe and a garbage collection on a loaded machine. */
#define TW_SCRIPT_WORKER_CALL_MS 250
#define TW_SCRIPT_WORKER_ANSWER_MS 1000
#define TW_SCRIPT_WORKER_LOAD_MS 15000
/* The worker's writable memory (RLIMIT_DATA; V8's heap is half of it). */
#define TW_SCRIPT_WORKER_MEMORY (G_GUINT64_CONSTANT (512) * 1024 * 1024)

/* Sets the worker class for the whole process (call once, early: the CLI's
 * and the app's main). $TW_SCRIPT_WORKER=0 leaves Duktape alone. */
void tw_script_worker_install (void);

G_END_DECLS
