/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-project-open.c: a project file or a game folder, by what the path is. */
#include "editor/mota/tw-project-open.h"

#include "editor/mota/tw-mota.h"

TwProjectFile *
tw_project_open (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return tw_mota_import (path, error);
  return tw_project_file_load (path, error);
}
