/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-js.c: the `function` event command (events.js
 * `_action_function`): the tower's own JavaScript, run in its interpreter
 * with the writable `core` facade (docs/rules.md §12.6). A script that fails
 * changes nothing: the command is a `skip` (and a `limit` event when a limit
 * ended it), and the run goes on. */
#include "engine/tw-engine-private.h"
#include "engine/tw-tower-events-private.h"

#include <string.h>

const char *
tw_tower_events_function_static_skip (json_t *cmd)
{
  /* mota-js runs only a string that starts with "function". */
  const char *code = json_string_value (json_object_get (cmd, "function"));
  return code != NULL && g_str_has_prefix (code, "function") ? NULL : "not a function";
}

Flow
tw_tower_events_run_function (TwEngine *self, const Ctx *ctx, json_t *cmd, const char **skip)
{
  const char *code = json_string_value (json_object_get (cmd, "function"));
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;

  if ((*skip = tw_tower_events_function_static_skip (cmd)) != NULL)
    return FLOW_NEXT;
  if (ctx->x >= 0)
    label = g_strdup_printf ("%s %s@%d,%d: function", ctx->hook,
                             ctx->floor_id ? ctx->floor_id : "?", ctx->x, ctx->y);
  else
    label = g_strdup_printf ("%s: function", ctx->hook);
  if (tw_engine_run_js (self, TW_TOWER_SCRIPT_FUNCTION, code, NULL, label, &error))
    return FLOW_NEXT;
  if (error->code == 1)
    tw_engine_report_js_failure (self, error);
  *skip = error->code == 1 ? "script limit" : "script error";
  return FLOW_NEXT;
}
