/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-recent.h: the recently opened projects, kept in
 * g_get_user_config_dir()/turnwright/recent.json as
 * {"recent": [{"path": "...", "opened": UNIX_SECONDS}, ...]}, newest first. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TW_RECENT_MAX 10

/* The file the list is kept in (newly allocated). */
char  *tw_recent_file       (void);
/* The paths, newest first, that still exist (a NULL-terminated array). */
char **tw_recent_list       (void);
/* Puts path first (absolute), drops older copies, keeps TW_RECENT_MAX. */
void   tw_recent_add        (const char *path);
void   tw_recent_remove     (const char *path);

G_END_DECLS
