/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-lock.h: a lock file, so that two Turnwright processes never autosave
 * the same project over each other.
 *
 * The lock file holds "PID HOSTNAME\n" of the process that took it. It is
 * made whole in a temporary file and then hard-linked to its name, so that it
 * either exists complete or not at all, and of two processes taking it at
 * once exactly one wins. A lock left by a process that is gone (killed, or
 * crashed) is stale: on the same host a PID that no longer runs is detected
 * with kill (pid, 0) and the lock is taken over. A lock from another host
 * cannot be checked and is respected. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _TwLock TwLock;

/* Takes the lock at path (its folder must exist). When a live process
 * holds it, returns NULL with G_IO_ERROR_BUSY naming that process. Taking a
 * lock this process already holds also fails: a project opens in one window. */
TwLock  *tw_lock_acquire   (const char *path, GError **error);
/* Removes the lock file (if it is still this lock's) and frees the lock. */
void     tw_lock_release   (TwLock *lock);
const char *tw_lock_get_path (TwLock *lock);

/* The PID written in the lock file at path, 0 when there is none or it
 * cannot be read; *same_host tells whether it was written on this host. */
GPid     tw_lock_read_owner (const char *path, gboolean *same_host);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwLock, tw_lock_release)

G_END_DECLS
