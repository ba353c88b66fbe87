/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-atomic.c: all-or-nothing writes of a set of files, kept by a journal. */
#define _GNU_SOURCE /* O_CLOEXEC under -std=c17 */
#include "editor/mota/tw-atomic.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "editor/mota/tw-journal.h"
#include "editor/mota/tw-json-error.h"
#include "editor/tw-i18n.h"

struct _TwAtomicBatch
{
  char *journal_dir;  /* NULL: the folder of the first file that changes */
  TwJournal *journal; /* created with the first file that changes */
  gboolean committed;
};

TwAtomicBatch *
tw_atomic_batch_new (void)
{
  return tw_atomic_batch_new_in (NULL);
}

TwAtomicBatch *
tw_atomic_batch_new_in (const char *journal_dir)
{
  TwAtomicBatch *self = g_new0 (TwAtomicBatch, 1);
  self->journal_dir = g_strdup (journal_dir);
  return self;
}

void
tw_atomic_batch_free (TwAtomicBatch *self)
{
  if (self == NULL)
    return;
  if (self->journal != NULL && !self->committed)
    tw_journal_roll_back (self->journal);
  tw_journal_finish (self->journal);
  g_free (self->journal_dir);
  g_free (self);
}

guint
tw_atomic_batch_get_n_files (const TwAtomicBatch *self)
{
  return self->journal != NULL ? tw_journal_get_n_entries (self->journal) : 0;
}

static gboolean
file_has_bytes (const char *path, const char *data, gsize length)
{
  g_autofree char *old = NULL;
  gsize old_length = 0;
  if (!g_file_get_contents (path, &old, &old_length, NULL))
    return FALSE;
  return old_length == length && memcmp (old, data, length) == 0;
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= (gsize)n;
    }
  return TRUE;
}

/* TW_TEST_KILL_AT_STAGE=N: the process dies just after writing its Nth
 * temporary file, before the commit point. */
static void
test_hook_after_stage (void)
{
  static int countdown = -1;
  if (countdown == -1)
    {
      const char *value = g_getenv ("TW_TEST_KILL_AT_STAGE");
      countdown = value != NULL ? atoi (value) : 0;
    }
  if (countdown > 0 && --countdown == 0)
    raise (SIGKILL);
}

static gboolean
ensure_journal (TwAtomicBatch *self, const char *path, GError **error)
{
  if (self->journal != NULL)
    return TRUE;
  g_autofree char *folder = g_path_get_dirname (path);
  self->journal = tw_journal_begin (self->journal_dir != NULL ? self->journal_dir : folder, error);
  return self->journal != NULL;
}

/* Writes the new bytes to the temporary file the journal named: one open that
 * creates it, one write, and the start of its write-back, so that the fsync at
 * the commit point (tw_journal_mark_commit, for every file of the batch at
 * once) mostly waits for writes already under way. `mode`: the old file's
 * permissions, which the new one keeps (0 for a new file). */
static gboolean
write_temp (const TwJournalEntry *e, const char *path, mode_t mode, const char *data, gsize length,
            GError **error)
{
  int fd = open (e->temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                         _("cannot create a temporary file beside it: %s"), g_strerror (saved));
      return FALSE;
    }
  if (mode != 0)
    fchmod (fd, mode & 07777);

  gboolean ok = write_all (fd, data, length);
  int saved = errno;
#ifdef SYNC_FILE_RANGE_WRITE
  if (ok)
    sync_file_range (fd, 0, 0, SYNC_FILE_RANGE_WRITE); /* a hint: the fsync checks */
#endif
  if (close (fd) != 0 && ok)
    {
      ok = FALSE;
      saved = errno;
    }
  if (!ok)
    tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0, _("cannot write the file: %s"),
                       g_strerror (saved));
  return ok;
}

/* The file really written: a symbolic link is written through, so the link
 * stays and its target is replaced in the target's own folder. Anything but a
 * regular file (a folder, a FIFO, a device) is refused. *mode: the existing
 * file's, 0 when there is none. */
static char *
resolve_target (const char *path, mode_t *mode, GError **error)
{
  GStatBuf st;
  *mode = 0;
  if (g_lstat (path, &st) != 0)
    return g_strdup (path);
  g_autofree char *real = NULL;
  if (S_ISLNK (st.st_mode))
    {
      real = realpath (path, NULL);
      if (real == NULL || g_stat (real, &st) != 0)
        {
          tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                             _("this is a link to a file that does not exist; remove the link or "
                             "create its target"));
          return NULL;
        }
    }
  if (!S_ISREG (st.st_mode))
    {
      tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                         S_ISDIR (st.st_mode) ? "this is a folder, where a file should be written"
                                              : "this is not a regular file; it cannot be "
                                                "replaced");
      return NULL;
    }
  *mode = st.st_mode;
  return real != NULL ? g_steal_pointer (&real) : g_strdup (path);
}

gboolean
tw_atomic_batch_add (TwAtomicBatch *self, const char *path, const char *data, gsize length,
                     GError **error)
{
  g_return_val_if_fail (self != NULL && !self->committed, FALSE);

  mode_t mode;
  g_autofree char *target = resolve_target (path, &mode, error);
  if (target == NULL)
    return FALSE;
  gboolean existed = mode != 0;
  if (existed && file_has_bytes (target, data, length))
    return TRUE;
  if (!ensure_journal (self, path, error))
    return FALSE;

  /* The journal names the temporary file before it exists, so that recovery
   * can always find it. */
  const TwJournalEntry *e = tw_journal_add (self->journal, target, existed, error);
  if (e == NULL || !write_temp (e, path, mode, data, length, error))
    return FALSE;
  test_hook_after_stage ();
  return TRUE;
}

gboolean
tw_atomic_batch_commit (TwAtomicBatch *self, GError **error)
{
  g_return_val_if_fail (self != NULL && !self->committed, FALSE);

  if (self->journal == NULL)
    {
      self->committed = TRUE; /* nothing changes */
      return TRUE;
    }
  if (!tw_journal_make_backups (self->journal, error)
      || !tw_journal_mark_commit (self->journal, error))
    return FALSE;

  g_autoptr (GError) local = NULL;
  if (!tw_journal_replace_all (self->journal, &local))
    {
      tw_journal_roll_back (self->journal);
      tw_json_error_set (error, TW_JSON_ERROR_IO, tw_json_error_get_file (local), 0, 0,
                         _("%s; nothing was changed"), tw_json_error_get_text (local));
      return FALSE;
    }
  self->committed = TRUE;
  return TRUE;
}

gboolean
tw_atomic_write_file (const char *path, const char *data, gsize length, GError **error)
{
  g_autoptr (TwAtomicBatch) batch = tw_atomic_batch_new ();
  return tw_atomic_batch_add (batch, path, data, length, error)
         && tw_atomic_batch_commit (batch, error);
}

gboolean
tw_atomic_recover_folder (const char *dir, GError **error)
{
  TwJournalOutcome outcome;
  return tw_journal_recover (dir, &outcome, error);
}

gboolean
tw_atomic_check_inside (const char *root, const char *folder, GError **error)
{
  g_return_val_if_fail (root != NULL && folder != NULL, FALSE);

  char *real_root = realpath (root, NULL);
  char *real_folder = realpath (folder, NULL);
  gboolean inside = TRUE;
  if (real_root != NULL && real_folder != NULL)
    {
      gsize n = strlen (real_root);
      inside = strncmp (real_folder, real_root, n) == 0
               && (real_folder[n] == '\0' || real_folder[n] == G_DIR_SEPARATOR || n == 1);
    }
  if (!inside)
    tw_json_error_set (error, TW_JSON_ERROR_IO, folder, 0, 0,
                       _("this folder is a link that leads out of the game folder (to %s); "
                       "Turnwright does not write there: replace the link by a folder"),
                       real_folder);
  free (real_root);
  free (real_folder);
  return inside;
}
