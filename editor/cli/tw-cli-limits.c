/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-limits.c: caps on what a simulation run may grow. */
#include "editor/cli/tw-cli-limits.h"

#include "editor/mota/tw-json-read.h"
#include "editor/tw-i18n.h"

gboolean
tw_cli_limits_check_save (TwEngine *engine, const char *text, gsize length, GError **error)
{
  if (length > TW_JSON_READ_MAX_FILE_SIZE)
    {
      g_autofree char *message = g_strdup_printf (
          _("the saved state would be %lu bytes, over the %u bytes --load reads; it was not "
            "written"),
          (unsigned long)length, TW_JSON_READ_MAX_FILE_SIZE);
      /* "limit:" stays as it is: scripts look for it. */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC, "limit: %s", message);
      return FALSE;
    }
  /* Read back as --load reads it, into an engine of its own. */
  g_autoptr (GError) local = NULL;
  json_t *state = tw_json_read_parse ("state", text, length, 1, 1, &local);
  gboolean ok = FALSE;
  if (state != NULL)
    {
      TwEngine *scratch = tw_engine_new (tw_engine_get_tower (engine));
      ok = tw_engine_load_state (scratch, state, &local);
      tw_engine_free (scratch);
      json_decref (state);
    }
  if (!ok)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("the final state could not be loaded back (%s); it was not written"),
                 local->message);
  return ok;
}
