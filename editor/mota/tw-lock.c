/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-lock.c: lock files with stale-lock detection by PID (see tw-lock.h). */
#include "editor/mota/tw-lock.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "editor/tw-i18n.h"

struct _TwLock
{
  char *path;
  char *content; /* what we wrote: release removes the file only if it still holds it */
};

static char *
lock_content (void)
{
  return g_strdup_printf ("%ld %s\n", (long)getpid (), g_get_host_name ());
}

GPid
tw_lock_read_owner (const char *path, gboolean *same_host)
{
  g_autofree char *text = NULL;
  if (same_host != NULL)
    *same_host = FALSE;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return 0;
  char *end = NULL;
  gint64 pid = g_ascii_strtoll (text, &end, 10);
  if (end == text || pid <= 0 || pid > G_MAXINT || *end != ' ')
    return 0;
  g_strchomp (end + 1);
  if (same_host != NULL)
    *same_host = g_str_equal (end + 1, g_get_host_name ());
  return (GPid)pid;
}

/* A lock is stale when its owner is known to be gone: unreadable (a torn or
 * foreign file), or written on this host by a PID that no longer runs. */
static gboolean
lock_is_stale (const char *path, GPid *owner)
{
  gboolean same_host;
  *owner = tw_lock_read_owner (path, &same_host);
  if (*owner == 0)
    return TRUE;
  if (!same_host)
    return FALSE;
  return kill (*owner, 0) != 0 && errno == ESRCH;
}

/* Writes content to a temporary file beside path and links it to path:
 * TRUE when the link was made, FALSE with errno EEXIST when path exists. */
static gboolean
link_new_lock (const char *path, const char *content, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *tmpl = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  int fd = g_mkstemp (tmpl);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Cannot write a lock file in %s: %s"),
                   dir, g_strerror (saved));
      return FALSE;
    }
  gsize length = strlen (content);
  gboolean written = write (fd, content, length) == (gssize)length;
  close (fd);
  int link_errno = 0;
  if (written && link (tmpl, path) != 0)
    link_errno = errno;
  g_unlink (tmpl);
  if (!written)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Cannot write the lock file %s"), path);
      return FALSE;
    }
  if (link_errno != 0)
    {
      errno = link_errno;
      if (link_errno != EEXIST)
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (link_errno),
                     _("Cannot make the lock file %s: %s"), path, g_strerror (link_errno));
      return FALSE;
    }
  return TRUE;
}

TwLock *
tw_lock_acquire (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_autofree char *content = lock_content ();
  /* Twice at most: once, and once more after removing a stale lock. */
  for (int attempt = 0; attempt < 2; attempt++)
    {
      GError *local = NULL;
      if (link_new_lock (path, content, &local))
        {
          TwLock *lock = g_new0 (TwLock, 1);
          lock->path = g_strdup (path);
          lock->content = g_steal_pointer (&content);
          return lock;
        }
      if (local != NULL)
        {
          g_propagate_error (error, local);
          return NULL;
        }
      GPid owner;
      if (!lock_is_stale (path, &owner) || attempt > 0)
        {
          if (owner == getpid ())
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                         _("This project is already open in this Turnwright"));
          else
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                         _("This project is open in another Turnwright (process %ld)"),
                         (long)owner);
          return NULL;
        }
      /* The owner is gone: the lock is stale. */
      if (g_unlink (path) != 0 && errno != ENOENT)
        {
          int saved = errno;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       _("Cannot remove the stale lock file %s: %s"), path, g_strerror (saved));
          return NULL;
        }
    }
  g_assert_not_reached ();
}

void
tw_lock_release (TwLock *lock)
{
  if (lock == NULL)
    return;
  g_autofree char *text = NULL;
  /* Another process may have taken over a lock it found stale (say after
   * this one was stopped for a long time): leave its lock alone. */
  if (g_file_get_contents (lock->path, &text, NULL, NULL) && g_str_equal (text, lock->content))
    g_unlink (lock->path);
  g_free (lock->path);
  g_free (lock->content);
  g_free (lock);
}

const char *
tw_lock_get_path (TwLock *lock)
{
  g_return_val_if_fail (lock != NULL, NULL);
  return lock->path;
}
