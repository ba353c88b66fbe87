/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-project-open.h: opening whatever the user names as a project.
 *
 * Sits above both the project file and the mota-js import, so that the
 * project file never calls the import that builds on it.
 */
#pragma once

#include <glib.h>

#include "editor/mota/tw-project-file.h"

G_BEGIN_DECLS

/* A project file, or a mota-js game folder imported on the fly: what every
 * CLI verb taking a PROJECT accepts, and what the window opens. */
TwProjectFile *tw_project_open (const char *path,
                                GError    **error);

G_END_DECLS
