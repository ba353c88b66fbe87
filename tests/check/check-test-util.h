/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check-test-util.h: what the tests of the check against the game share. */
#pragma once

#include <glib.h>

/* TRUE when the game reference can run here (bubblewrap and node are
 * installed); else the test is skipped and FALSE. */
static inline gboolean
check_test_sandbox_available (void)
{
  g_autofree char *bwrap = g_find_program_in_path ("bwrap");
  g_autofree char *node = g_find_program_in_path ("node");
  if (bwrap == NULL || node == NULL)
    {
      g_test_skip ("bubblewrap or node is not installed");
      return FALSE;
    }
  return TRUE;
}
