/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-atomic.c: all-or-nothing writes of a set of files. */
#define _GNU_SOURCE /* O_DIRECTORY, fsync, link under -std=c17 */
#include "editor/mota/tw-atomic.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "editor/mota/tw-json-error.h"

typedef struct
{
  char *target;
  char *temp;
  char *backup; /* a hard link to the old file, while committing */
  gboolean existed;
  gboolean renamed;
} Staged;

struct _TwAtomicBatch
{
  GArray *staged; /* of Staged */
  gboolean committed;
};

static void
staged_clear (Staged *s)
{
  g_free (s->target);
  g_free (s->temp);
  g_free (s->backup);
}

TwAtomicBatch *
tw_atomic_batch_new (void)
{
  TwAtomicBatch *self = g_new0 (TwAtomicBatch, 1);
  self->staged = g_array_new (FALSE, TRUE, sizeof (Staged));
  g_array_set_clear_func (self->staged, (GDestroyNotify) staged_clear);
  return self;
}

void
tw_atomic_batch_free (TwAtomicBatch *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->staged->len; i++)
    {
      Staged *s = &g_array_index (self->staged, Staged, i);
      if (!self->committed && s->temp != NULL)
        g_unlink (s->temp);
      if (s->backup != NULL)
        g_unlink (s->backup);
    }
  g_array_unref (self->staged);
  g_free (self);
}

guint
tw_atomic_batch_get_n_files (const TwAtomicBatch *self)
{
  return self->staged->len;
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
      length -= (gsize) n;
    }
  return TRUE;
}

static void
sync_folder (const char *folder)
{
  int fd = open (folder, O_RDONLY | O_DIRECTORY);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

gboolean
tw_atomic_batch_add (TwAtomicBatch *self, const char *path, const char *data, gsize length,
                     GError **error)
{
  g_return_val_if_fail (self != NULL && !self->committed, FALSE);

  if (file_has_bytes (path, data, length))
    return TRUE;

  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *template = g_strdup_printf ("%s/.%s.tw-XXXXXX", folder, base);
  int fd = g_mkstemp_full (template, O_WRONLY, 0644);
  if (fd < 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                         "cannot create a temporary file beside it: %s", g_strerror (saved));
      return FALSE;
    }

  Staged s = { g_strdup (path), g_strdup (template), NULL, FALSE, FALSE };
  g_array_append_val (self->staged, s);

  /* The new file keeps the old one's permissions. */
  GStatBuf old;
  if (g_stat (path, &old) == 0)
    fchmod (fd, old.st_mode & 07777);

  gboolean ok = write_all (fd, data, length) && fsync (fd) == 0;
  int saved = errno;
  if (close (fd) != 0 && ok)
    {
      ok = FALSE;
      saved = errno;
    }
  if (!ok)
    {
      tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0, "cannot write the file: %s",
                         g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* Puts back what the renames so far replaced. */
static void
roll_back (TwAtomicBatch *self)
{
  for (guint i = 0; i < self->staged->len; i++)
    {
      Staged *s = &g_array_index (self->staged, Staged, i);
      if (!s->renamed)
        continue;
      if (s->backup != NULL)
        g_rename (s->backup, s->target);
      else
        g_unlink (s->target);
    }
}

gboolean
tw_atomic_batch_commit (TwAtomicBatch *self, GError **error)
{
  g_return_val_if_fail (self != NULL && !self->committed, FALSE);

  /* Hard links keep the old files reachable until every rename is done. */
  for (guint i = 0; i < self->staged->len; i++)
    {
      Staged *s = &g_array_index (self->staged, Staged, i);
      if (!g_file_test (s->target, G_FILE_TEST_EXISTS))
        continue;
      s->existed = TRUE;
      s->backup = g_strdup_printf ("%s.tw-old", s->temp);
      if (link (s->target, s->backup) != 0)
        {
          int saved = errno;
          g_clear_pointer (&s->backup, g_free);
          tw_json_error_set (error, TW_JSON_ERROR_IO, s->target, 0, 0,
                             "cannot replace the file: %s", g_strerror (saved));
          return FALSE;
        }
    }

  for (guint i = 0; i < self->staged->len; i++)
    {
      Staged *s = &g_array_index (self->staged, Staged, i);
      if (g_rename (s->temp, s->target) != 0)
        {
          int saved = errno;
          roll_back (self);
          tw_json_error_set (error, TW_JSON_ERROR_IO, s->target, 0, 0,
                             "cannot replace the file: %s; nothing was changed",
                             g_strerror (saved));
          return FALSE;
        }
      s->renamed = TRUE;
    }

  /* Each folder once: a tower's 200 floors share one. */
  self->committed = TRUE;
  g_autoptr (GHashTable) synced = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < self->staged->len; i++)
    {
      char *folder = g_path_get_dirname (g_array_index (self->staged, Staged, i).target);
      if (g_hash_table_add (synced, folder))
        sync_folder (folder);
    }
  return TRUE;
}

gboolean
tw_atomic_write_file (const char *path, const char *data, gsize length, GError **error)
{
  g_autoptr (TwAtomicBatch) batch = tw_atomic_batch_new ();
  return tw_atomic_batch_add (batch, path, data, length, error)
         && tw_atomic_batch_commit (batch, error);
}
