/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-cli-paths.c: outputs checked against inputs, through links. */
#define _GNU_SOURCE /* realpath under -std=c17 */
#include "editor/cli/tw-cli-paths.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "editor/cli/tw-cli-common.h"
#include "editor/tw-i18n.h"

/* Where a path leads: its real path, or for a file not yet there, the real
 * path of its folder and its name. */
static char *
resolve (const char *path)
{
  char *real = realpath (path, NULL);
  if (real != NULL)
    {
      char *copy = g_strdup (real);
      free (real);
      return copy;
    }
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  char *real_folder = realpath (folder, NULL);
  if (real_folder == NULL)
    return g_canonicalize_filename (path, NULL);
  char *result = g_build_filename (real_folder, base, NULL);
  free (real_folder);
  return result;
}

static gboolean
is_inside (const char *path, const char *folder)
{
  gsize n = strlen (folder);
  return strcmp (path, folder) == 0
         || (strncmp (path, folder, n) == 0 && (path[n] == G_DIR_SEPARATOR || n == 1));
}

/* The folder a game folder's data is read from: G/project, or G itself. */
static char *
data_folder (const char *game)
{
  g_autofree char *nested = g_build_filename (game, "project", "data.js", NULL);
  if (g_file_test (nested, G_FILE_TEST_IS_REGULAR))
    return g_build_filename (game, "project", NULL);
  return g_strdup (game);
}

gboolean
tw_cli_output_is_input (const char *output, const char *input)
{
  g_return_val_if_fail (output != NULL && input != NULL, FALSE);

  g_autofree char *real_output = resolve (output);
  if (g_file_test (input, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *data = data_folder (input);
      g_autofree char *real_data = resolve (data);
      return is_inside (real_output, real_data);
    }

  /* Two names of one file (a hard link) are one input too. */
  GStatBuf a, b;
  if (g_stat (output, &a) == 0 && g_stat (input, &b) == 0)
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
  g_autofree char *real_input = resolve (input);
  return strcmp (real_output, real_input) == 0;
}

gboolean
tw_cli_check_outputs (const char *const *outputs, gsize n_outputs, const char *const *inputs,
                      gsize n_inputs)
{
  for (gsize o = 0; o < n_outputs; o++)
    {
      if (outputs[o] == NULL)
        continue;
      for (gsize i = 0; i < n_inputs; i++)
        if (inputs[i] != NULL && tw_cli_output_is_input (outputs[o], inputs[i]))
          {
            tw_cli_error_at (outputs[o],
                             _("this output is also an input of the command (%s); nothing was "
                               "written: choose another output"),
                             inputs[i]);
            return FALSE;
          }
      for (gsize other = 0; other < o; other++)
        if (outputs[other] != NULL && tw_cli_output_is_input (outputs[o], outputs[other]))
          {
            tw_cli_error_at (outputs[o],
                             _("two outputs of the command are the same file (%s); nothing was "
                               "written"),
                             outputs[other]);
            return FALSE;
          }
    }
  return TRUE;
}
