/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: a simulate script through the parser. Every action it
 * accepts, written back as its canonical line, parses to the same action. */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "engine/tw-script.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
assert_same_action (const TwScriptAction *a, const TwScriptAction *b)
{
  g_assert (a->kind == b->kind);
  g_assert (a->dir == b->dir);
  g_assert (a->count == b->count);
  g_assert (a->x == b->x && a->y == b->y);
  g_assert (g_strcmp0 (a->id, b->id) == 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  guint line = 0, column = 0;
  TwScript *script = tw_script_parse ((const char *) data, (gssize) size, &line, &column, &error);
  if (script == NULL)
    {
      g_assert (error != NULL && line >= 1 && column >= 1);
      g_clear_error (&error);
      return 0;
    }

  for (guint i = 0; i < tw_script_get_n_actions (script); i++)
    {
      const TwScriptAction *action = tw_script_get_action (script, i);
      char *text = tw_script_action_to_string (action);
      TwScript *again = tw_script_parse (text, -1, NULL, NULL, &error);
      g_assert (again != NULL && tw_script_get_n_actions (again) == 1);
      assert_same_action (action, tw_script_get_action (again, 0));
      tw_script_free (again);
      g_free (text);
    }
  tw_script_free (script);
  return 0;
}
