/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-disk-watch.h: the window's watch on its game folder, and the bar that
 * says a file changed on disk.
 *
 * While a mota-js game folder is open, project/ and project/floors/ are
 * watched (GFileMonitor). When a file the document read changes on disk (its
 * bytes differ from what Turnwright last read or wrote, tw-disk-check.h), a
 * bar says "enemys.js changed on disk" with two answers, each per file:
 *
 * - Reload: a file the user has no unsaved edits in is read again at once
 *   (its part of the document is replaced: one undo step, "Reload from
 *   Disk"; unsaved edits to other files are kept). For a file the user has
 *   edited too, a dialog asks: Keep Mine (overwrite it on save) or Take
 *   Theirs (lose my edits to this file; undo brings them back).
 * - Overwrite: keep the document's version; the next save writes it.
 *
 * A save that meets a changed file (the export refuses it) asks the same:
 * Overwrite, or Cancel and use Reload. Project files (.twproj) are not
 * watched.
 */
#pragma once

#include <glib.h>

#include "ui/tw-window.h"

G_BEGIN_DECLS

typedef struct _TwDiskWatch TwDiskWatch;

/* Builds the bar under the window's recovery bar. */
TwDiskWatch *tw_disk_watch_new (TwWindow *window);
void tw_disk_watch_free (TwDiskWatch *self);

/* Follows the window's open project: watches its game folder, or nothing. */
void tw_disk_watch_update (TwDiskWatch *self);

/* A save failed with error: when it is a file changed on disk, asks whether
 * to overwrite it (and saves again if so) and returns TRUE; FALSE for any
 * other error, which the caller reports. */
gboolean tw_disk_watch_handle_save_error (TwDiskWatch *self, const GError *error);

G_END_DECLS
