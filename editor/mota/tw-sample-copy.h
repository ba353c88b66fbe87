/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sample-copy.h: a copy of the bundled sample game to work on (no GTK).
 *
 * "Open the Bundled Sample" must not edit the installed sample itself (a
 * system install is read-only, and the next user would get the edits): it
 * copies the whole game folder into a folder of the user's, "sample", or
 * "sample-2", "sample-3", ... when that one exists, and opens the copy. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Copies the folder @sample (files and sub-folders; symbolic links are not
 * followed out of it) into a new folder under @parent (made if missing).
 * The new folder's path (newly allocated), or NULL with @error, and then
 * nothing of a half copy is left. */
char *tw_sample_copy (const char *sample, const char *parent, GError **error);

/* Where the app keeps the copies: $XDG_DATA_HOME/turnwright/samples. */
char *tw_sample_copy_parent (void);

G_END_DECLS
