/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-autosave.h: the side file a document is autosaved to, and recovery.
 *
 * The autosave of PATH (a project file or a game folder) is a project file
 * in g_get_user_cache_dir()/turnwright/autosave/, named by a hash of PATH's
 * absolute form, so read-only game folders work and projects stay clean. */
#pragma once

#include "editor/mota/tw-project-file.h"

G_BEGIN_DECLS

char          *tw_autosave_path  (const char    *project_path);
gboolean       tw_autosave_write (TwProjectFile *project,
                                  const char    *project_path,
                                  GError       **error);
void           tw_autosave_remove (const char   *project_path);
/* Dates the autosave now, so that it is offered at the next open even after
 * a save made the project newer (the user chose to keep it for later). */
void           tw_autosave_keep  (const char    *project_path);
/* The autosave to offer for recovery: it exists, is not older than what is
 * on disk at project_path, and its tower differs from `tower`. NULL otherwise. */
TwProjectFile *tw_autosave_find_recovery (const char *project_path,
                                          json_t     *tower);

G_END_DECLS
