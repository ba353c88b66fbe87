/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-script-worker.c: the engine's V8 worker class over tw-sandbox's
 * persistent worker (docs/js-engine.md). */
#include "editor/check/tw-script-worker.h"

#include <string.h>

#include "editor/check/tw-check.h"
#include "editor/check/tw-sandbox.h"
#include "engine/tw-tower-script.h"

static gpointer
worker_start (GError **error)
{
  const char *dir = tw_check_reference_dir ();
  g_autofree char *script = g_build_filename (dir, "tower-worker.js", NULL);
  g_autofree char *limit = g_strdup_printf ("%d", TW_SCRIPT_WORKER_CALL_MS);
  const char *argv[] = { script, limit, NULL };
  TwSandboxOptions opts = {
    .script_dir = dir,
    .memory_bytes = TW_SCRIPT_WORKER_MEMORY,
  };
  return tw_sandbox_worker_start (&opts, argv, error);
}

static char *
worker_request (gpointer worker, const char *line, gboolean *limit, GError **error)
{
  /* A load compiles the whole file: it gets longer than a call. */
  guint timeout = g_str_has_prefix (line, "{\"op\":\"load\"") ? TW_SCRIPT_WORKER_LOAD_MS
                                                                : TW_SCRIPT_WORKER_ANSWER_MS;
  TwSandboxFault fault = TW_SANDBOX_OK;
  char *reply = tw_sandbox_worker_request (worker, line, timeout, &fault, error);
  if (limit != NULL)
    *limit = fault == TW_SANDBOX_TIMEOUT || fault == TW_SANDBOX_MEMORY;
  return reply;
}

static void
worker_stop (gpointer worker)
{
  tw_sandbox_worker_free (worker);
}

static const TwTowerScriptWorkerClass worker_class = {
  .start = worker_start,
  .request = worker_request,
  .stop = worker_stop,
};

void
tw_script_worker_install (void)
{
  if (g_strcmp0 (g_getenv ("TW_SCRIPT_WORKER"), "0") == 0)
    tw_tower_script_set_worker_class (NULL);
  else
    tw_tower_script_set_worker_class (&worker_class);
}
