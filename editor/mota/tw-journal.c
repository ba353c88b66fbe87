/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-journal.c: the intent file of a batch of renames, and its recovery. */
#define _GNU_SOURCE /* O_DIRECTORY, O_CLOEXEC, fsync, syncfs, link, flock under -std=c17 */
#include "editor/mota/tw-journal.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "editor/mota/tw-json-error.h"
#include "editor/tw-i18n.h"

#define JOURNAL_HEADER "turnwright-journal 1 "
#define ID_LENGTH 6
/* A journal lists a tower's files: far fewer than this. */
#define JOURNAL_MAX_SIZE (16u * 1024u * 1024u)

struct _TwJournal
{
  char *dir;  /* absolute */
  char *path; /* dir/.turnwright-journal */
  int fd;     /* open and flock'ed while the batch runs */
  char id[ID_LENGTH + 1];
  GArray *entries;         /* of TwJournalEntry, absolute paths */
  gboolean rename_backups; /* no hard links in this folder */
  gboolean committed;      /* past the commit point */
  gboolean replaced;       /* every temporary file renamed over its target */
};

/* ---- system calls, with the hooks the tests use to kill or break them ---- */

static int
env_number (const char *name)
{
  const char *value = g_getenv (name);
  return value != NULL ? atoi (value) : 0;
}

/* TW_TEST_KILL_AT_RENAME=N: the process dies (SIGKILL) just before its Nth
 * batch rename, as a power cut or a kill would stop it. */
static int
journal_rename (const char *from, const char *to)
{
  static int countdown = -1;
  if (countdown == -1)
    countdown = env_number ("TW_TEST_KILL_AT_RENAME");
  if (countdown > 0 && --countdown == 0)
    raise (SIGKILL);
  return rename (from, to);
}

/* TW_TEST_NO_HARD_LINKS=1: link() fails as on FAT. */
static int
journal_link (const char *from, const char *to)
{
  if (env_number ("TW_TEST_NO_HARD_LINKS") > 0)
    {
      errno = EPERM;
      return -1;
    }
  return link (from, to);
}

static gboolean
exists (const char *path)
{
  GStatBuf st;
  return g_lstat (path, &st) == 0;
}

static gboolean
same_file (const char *a, const char *b)
{
  GStatBuf sa, sb;
  return g_lstat (a, &sa) == 0 && g_lstat (b, &sb) == 0 && sa.st_dev == sb.st_dev
         && sa.st_ino == sb.st_ino;
}

static void
sync_folder (const char *folder)
{
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

static gboolean
write_line (int fd, const char *line)
{
  gsize length = strlen (line);
  while (length > 0)
    {
      ssize_t n = write (fd, line, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      line += n;
      length -= (gsize)n;
    }
  return TRUE;
}

/* ---- entries ---- */

static void
entry_clear (TwJournalEntry *e)
{
  g_free (e->target);
  g_free (e->temp);
  g_free (e->backup);
}

static GArray *
entries_new (void)
{
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (TwJournalEntry));
  g_array_set_clear_func (entries, (GDestroyNotify)entry_clear);
  return entries;
}

static char *
temp_name_for (const char *target, const char *id)
{
  g_autofree char *folder = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *name = g_strdup_printf (".%s.tw-%s", base, id);
  return g_build_filename (folder, name, NULL);
}

/* Only names this batch made are ever renamed or removed: a damaged journal
 * cannot make recovery touch other files. */
static gboolean
entry_is_own (const TwJournalEntry *e, const char *id)
{
  g_autofree char *temp = temp_name_for (e->target, id);
  g_autofree char *backup = g_strconcat (temp, ".tw-old", NULL);
  return strcmp (temp, e->temp) == 0 && strcmp (backup, e->backup) == 0;
}

/* Restores one target from its backup; past the commit point, a new file
 * that was renamed in is removed (before it, no target was touched). */
static gboolean
entry_roll_back (const TwJournalEntry *e, gboolean committed, GError **error)
{
  if (exists (e->backup))
    {
      if (same_file (e->backup, e->target))
        g_unlink (e->backup); /* a hard link: the target was never replaced */
      else if (journal_rename (e->backup, e->target) != 0)
        {
          int saved = errno;
          tw_json_error_set (error, TW_JSON_ERROR_IO, e->target, 0, 0,
                             _("cannot put back the old file from %s: %s"), e->backup,
                             g_strerror (saved));
          return FALSE;
        }
    }
  else if (committed && !e->existed && !exists (e->temp))
    g_unlink (e->target);
  g_unlink (e->temp);
  return TRUE;
}

/* Puts the new bytes in place; with rename_backup, first moves the old file
 * aside (no hard links). In recovery, a temporary file already gone was
 * renamed before the kill. */
static gboolean
entry_replace (const TwJournalEntry *e, gboolean rename_backup, gboolean recovering, GError **error)
{
  if (recovering && !exists (e->temp))
    return TRUE;
  if (rename_backup && e->existed && exists (e->target) && !exists (e->backup)
      && journal_rename (e->target, e->backup) != 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, e->target, 0, 0,
                         _("cannot move the old file aside: %s"), g_strerror (saved));
      return FALSE;
    }
  if (journal_rename (e->temp, e->target) != 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, e->target, 0, 0, _("cannot replace the file: %s"),
                         g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* After every target holds its new bytes, the old ones can go. */
static void
entry_drop_backup (const TwJournalEntry *e)
{
  if (exists (e->backup) && !exists (e->target))
    journal_rename (e->backup, e->target); /* cannot happen unless a rename was lost */
  else
    g_unlink (e->backup);
}

static gint fsync_paths (GPtrArray *paths, int open_flags, int *error_code);

/* One fsync for each folder the entries' targets are in, and for `also` (may
 * be NULL), all at once. A folder that cannot be synced is passed over, as
 * some file systems refuse fsync on folders. */
static void
sync_folders_of (GArray *entries, const char *also)
{
  g_autoptr (GPtrArray) folders = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal); /* of folders' items */
  if (also != NULL)
    {
      g_ptr_array_add (folders, g_strdup (also));
      g_hash_table_add (seen, g_ptr_array_index (folders, 0));
    }
  for (guint i = 0; i < entries->len; i++)
    {
      char *folder = g_path_get_dirname (g_array_index (entries, TwJournalEntry, i).target);
      if (g_hash_table_contains (seen, folder))
        g_free (folder);
      else
        {
          g_ptr_array_add (folders, folder);
          g_hash_table_add (seen, folder);
        }
    }
  int ignored;
  fsync_paths (folders, O_RDONLY | O_DIRECTORY, &ignored);
}

static void
sync_entry_folders (GArray *entries)
{
  sync_folders_of (entries, NULL);
}

/* ---- the journal file ---- */

static char *
path_for_journal (const char *dir, const char *path)
{
  gsize n = strlen (dir);
  if (strncmp (path, dir, n) == 0 && path[n] == G_DIR_SEPARATOR)
    return g_strescape (path + n + 1, NULL);
  return g_strescape (path, NULL);
}

static char *
path_from_journal (const char *dir, const char *escaped)
{
  g_autofree char *path = g_strcompress (escaped);
  if (g_path_is_absolute (path))
    return g_canonicalize_filename (path, NULL);
  return g_canonicalize_filename (path, dir);
}

static void
journal_free (TwJournal *self)
{
  if (self->fd >= 0)
    close (self->fd);
  g_free (self->dir);
  g_free (self->path);
  g_array_unref (self->entries);
  g_free (self);
}

static void
random_id (char id[ID_LENGTH + 1])
{
  static const char chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (int i = 0; i < ID_LENGTH; i++)
    id[i] = chars[g_random_int_range (0, (gint32)(sizeof chars - 1))];
  id[ID_LENGTH] = '\0';
}

/* Creates the journal and locks it; a recoverer that opened it between the two
 * steps found it empty and removed it, so the inode is checked. */
static int
create_locked (const char *path, GError **error)
{
  int fd = open (path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                         saved == EEXIST ? "another program is saving into this folder; "
                                           "try again when it is done"
                                         : "cannot create the save journal: %s",
                         g_strerror (saved));
      return -1;
    }
  struct stat by_fd;
  GStatBuf by_path;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0 || fstat (fd, &by_fd) != 0 || g_lstat (path, &by_path) != 0
      || by_fd.st_ino != by_path.st_ino || by_fd.st_dev != by_path.st_dev)
    {
      close (fd);
      tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                         _("another program is saving into this folder; try again when it is done"));
      return -1;
    }
  return fd;
}

TwJournal *
tw_journal_begin (const char *dir, GError **error)
{
  g_return_val_if_fail (dir != NULL, NULL);

  TwJournalOutcome outcome;
  if (!tw_journal_recover (dir, &outcome, error))
    return NULL;

  TwJournal *self = g_new0 (TwJournal, 1);
  self->dir = g_canonicalize_filename (dir, NULL);
  self->path = g_build_filename (self->dir, TW_JOURNAL_NAME, NULL);
  self->entries = entries_new ();
  random_id (self->id);
  self->fd = create_locked (self->path, error);
  if (self->fd < 0)
    {
      journal_free (self);
      return NULL;
    }
  g_autofree char *header = g_strdup_printf (JOURNAL_HEADER "%s\n", self->id);
  if (!write_line (self->fd, header))
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, self->path, 0, 0,
                         _("cannot write the save journal: %s"), g_strerror (saved));
      tw_journal_finish (self);
      return NULL;
    }
  return self;
}

const TwJournalEntry *
tw_journal_add (TwJournal *self, const char *target, gboolean existed, GError **error)
{
  g_return_val_if_fail (self != NULL && target != NULL, NULL);

  TwJournalEntry e = { g_canonicalize_filename (target, NULL), NULL, NULL, existed };
  e.temp = temp_name_for (e.target, self->id);
  e.backup = g_strconcat (e.temp, ".tw-old", NULL);
  g_autofree char *t = path_for_journal (self->dir, e.target);
  g_autofree char *p = path_for_journal (self->dir, e.temp);
  g_autofree char *b = path_for_journal (self->dir, e.backup);
  g_autofree char *line = g_strdup_printf ("entry\t%d\t%s\t%s\t%s\n", existed ? 1 : 0, t, p, b);
  g_array_append_val (self->entries, e);
  /* Written at once, synced at the commit point: a kill keeps what was written. */
  if (!write_line (self->fd, line))
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, self->path, 0, 0,
                         _("cannot write the save journal: %s"), g_strerror (saved));
      return NULL;
    }
  return &g_array_index (self->entries, TwJournalEntry, self->entries->len - 1);
}

guint
tw_journal_get_n_entries (const TwJournal *self)
{
  return self->entries->len;
}

const TwJournalEntry *
tw_journal_get_entry (const TwJournal *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, NULL);
  return &g_array_index (self->entries, TwJournalEntry, i);
}

static gboolean
link_fails_for_lack_of_support (int err)
{
  return err == EPERM || err == EOPNOTSUPP || err == ENOSYS || err == EMLINK || err == EXDEV;
}

gboolean
tw_journal_make_backups (TwJournal *self, GError **error)
{
  for (guint i = 0; i < self->entries->len && !self->rename_backups; i++)
    {
      TwJournalEntry *e = &g_array_index (self->entries, TwJournalEntry, i);
      if (!e->existed || journal_link (e->target, e->backup) == 0)
        continue;
      int saved = errno;
      if (!link_fails_for_lack_of_support (saved))
        {
          tw_json_error_set (error, TW_JSON_ERROR_IO, e->target, 0, 0,
                             _("cannot keep a copy of the old file: %s"), g_strerror (saved));
          return FALSE;
        }
      /* No hard links here: the old files are renamed aside one by one instead. */
      self->rename_backups = TRUE;
      for (guint j = 0; j < i; j++)
        g_unlink (g_array_index (self->entries, TwJournalEntry, j).backup);
    }
  return TRUE;
}

/* TW_TEST_KILL_AT_SYNC=1: the process dies just after the temporary files
 * are synced, before the commit line. */
static void
test_hook_after_sync (void)
{
  if (env_number ("TW_TEST_KILL_AT_SYNC") > 0)
    raise (SIGKILL);
}

/* The batch's durability: an fsync of each temporary file and of the journal
 * (and of nothing else), from up to 64 threads at once. tw-atomic writes the
 * files without syncing them and starts their write-back as each is closed, so
 * by now most bytes are on their way; the file system then serves the waiting
 * fsyncs together (ext4 with a journal commits them in one transaction; the
 * device merges their cache flushes). An fsync per file in a row waited for a
 * flush each (1,000 files: 1-5 s); one syncfs(2) for the batch wrote back
 * whatever other programs had left unwritten on the file system too, so its
 * time grew with their writing (0.2-3.4 s for the same batch). The threads
 * only wait, and the more fsyncs wait together, the fewer cache flushes the
 * device makes for them (1,004 files: about 150 flushes with 16 threads, 50-65
 * with 64, against 1 for the syncfs). */
#define SYNC_THREADS 64

typedef struct
{
  GPtrArray *paths;
  int open_flags;
  gint next;      /* atomic: the next path to sync */
  gint failed;    /* atomic: 1 + the index of a path that failed, 0 if none */
  int error_code; /* its errno, written by the thread that set failed */
} PathSync;

static int
fsync_path (const char *path, int open_flags)
{
  int fd = open (path, open_flags | O_CLOEXEC);
  if (fd < 0)
    return errno;
  int result = fsync (fd) == 0 ? 0 : errno;
  close (fd);
  return result;
}

static gpointer
path_sync_worker (gpointer data)
{
  PathSync *sync = data;
  for (;;)
    {
      guint i = (guint)g_atomic_int_add (&sync->next, 1);
      if (i >= sync->paths->len || g_atomic_int_get (&sync->failed) != 0)
        return NULL;
      int result = fsync_path (g_ptr_array_index (sync->paths, i), sync->open_flags);
      if (result != 0 && g_atomic_int_compare_and_exchange (&sync->failed, 0, (gint)i + 1))
        sync->error_code = result;
    }
}

/* fsyncs every path, several at a time; returns the index of one that failed
 * (and *error_code) or -1 when all are synced. */
static gint
fsync_paths (GPtrArray *paths, int open_flags, int *error_code)
{
  PathSync sync = { paths, open_flags, 0, 0, 0 };
  GThread *threads[SYNC_THREADS - 1];
  guint n_threads = 0;
  /* The calling thread syncs too; a thread that cannot start leaves its share to it. */
  for (guint i = 1; i < MIN (paths->len, SYNC_THREADS); i++)
    {
      threads[n_threads] = g_thread_try_new ("tw-fsync", path_sync_worker, &sync, NULL);
      if (threads[n_threads] != NULL)
        n_threads++;
    }
  path_sync_worker (&sync);
  for (guint i = 0; i < n_threads; i++)
    g_thread_join (threads[i]);
  *error_code = sync.error_code;
  return sync.failed - 1;
}

/* Every temporary file, and the journal whose entry lines name them (so
 * that after a power cut before the commit line, recovery still finds every
 * temporary file to remove). */
static gboolean
sync_entry_temps (TwJournal *self, GError **error)
{
  g_autoptr (GPtrArray) paths = g_ptr_array_sized_new (self->entries->len + 1);
  for (guint i = 0; i < self->entries->len; i++)
    g_ptr_array_add (paths, g_array_index (self->entries, TwJournalEntry, i).temp);
  g_ptr_array_add (paths, self->path);
  int error_code;
  gint failed = fsync_paths (paths, O_RDONLY, &error_code);
  if (failed >= 0)
    {
      gboolean journal = (guint)failed == self->entries->len;
      tw_json_error_set (error, TW_JSON_ERROR_IO,
                         journal ? self->path
                                 : g_array_index (self->entries, TwJournalEntry, failed).target,
                         0, 0,
                         journal ? _("cannot write the save journal: %s")
                                 : _("cannot write the file: %s"),
                         g_strerror (error_code));
      return FALSE;
    }
  test_hook_after_sync ();
  return TRUE;
}

gboolean
tw_journal_mark_commit (TwJournal *self, GError **error)
{
  /* Every temporary file is synced: from here the batch can always be completed. */
  if (!sync_entry_temps (self, error))
    return FALSE;
  /* Their names, and the journal's, are durable before the commit line is. */
  sync_folders_of (self->entries, self->dir);
  if (!write_line (self->fd, "commit\n") || fsync (self->fd) != 0)
    {
      int saved = errno;
      tw_json_error_set (error, TW_JSON_ERROR_IO, self->path, 0, 0,
                         _("cannot write the save journal: %s"), g_strerror (saved));
      return FALSE;
    }
  self->committed = TRUE;
  return TRUE;
}

gboolean
tw_journal_replace_all (TwJournal *self, GError **error)
{
  for (guint i = 0; i < self->entries->len; i++)
    if (!entry_replace (&g_array_index (self->entries, TwJournalEntry, i), self->rename_backups,
                        FALSE, error))
      return FALSE;
  self->replaced = TRUE;
  sync_entry_folders (self->entries);
  return TRUE;
}

void
tw_journal_roll_back (TwJournal *self)
{
  /* A kill during the roll-back must not let recovery complete the batch. */
  if (write_line (self->fd, "rollback\n"))
    fsync (self->fd);
  for (guint i = 0; i < self->entries->len; i++)
    entry_roll_back (&g_array_index (self->entries, TwJournalEntry, i), self->committed, NULL);
  sync_entry_folders (self->entries);
  g_array_set_size (self->entries, 0);
}

void
tw_journal_finish (TwJournal *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->entries->len; i++)
    {
      const TwJournalEntry *e = &g_array_index (self->entries, TwJournalEntry, i);
      if (!self->replaced)
        {
          g_unlink (e->temp);
          entry_drop_backup (e);
        }
      else if (e->existed) /* the temporary file is the target now; a new one has no backup */
        g_unlink (e->backup);
    }
  /* Removed while still locked, so no recoverer sees it half gone. */
  g_unlink (self->path);
  sync_folder (self->dir);
  journal_free (self);
}

/* ---- recovery ---- */

typedef enum
{
  STATE_STAGING,
  STATE_COMMITTED,
  STATE_ROLLING_BACK,
} JournalState;

static gboolean
parse_journal (const char *dir, const char *text, GArray *entries, JournalState *state,
               GError **error, const char *path)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  *state = STATE_STAGING;
  if (lines[0] == NULL || lines[0][0] == '\0')
    return TRUE; /* killed as it was created: nothing was staged */
  if (!g_str_has_prefix (lines[0], JOURNAL_HEADER)
      || strlen (lines[0]) != strlen (JOURNAL_HEADER) + ID_LENGTH)
    {
      tw_json_error_set (error, TW_JSON_ERROR_FORMAT, path, 1, 1,
                         _("this is not a Turnwright save journal; remove it by hand"));
      return FALSE;
    }
  const char *id = lines[0] + strlen (JOURNAL_HEADER);
  for (guint n = 1; lines[n] != NULL; n++)
    {
      if (strcmp (lines[n], "commit") == 0)
        *state = STATE_COMMITTED;
      else if (strcmp (lines[n], "rollback") == 0)
        *state = STATE_ROLLING_BACK;
      else if (g_str_has_prefix (lines[n], "entry\t") && lines[n + 1] != NULL)
        {
          /* A last line without its newline was cut by the kill: its file was never created. */
          g_auto (GStrv) f = g_strsplit (lines[n], "\t", -1);
          if (g_strv_length (f) != 5)
            continue;
          TwJournalEntry e = { path_from_journal (dir, f[2]), path_from_journal (dir, f[3]),
                               path_from_journal (dir, f[4]), strcmp (f[1], "1") == 0 };
          if (entry_is_own (&e, id))
            g_array_append_val (entries, e);
          else
            entry_clear (&e);
        }
    }
  return TRUE;
}

static gboolean
read_locked (int fd, const char *path, char **text, GError **error)
{
  GString *buffer = g_string_new (NULL);
  char chunk[8192];
  ssize_t n;
  while ((n = read (fd, chunk, sizeof chunk)) != 0)
    {
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 || buffer->len + (gsize)n > JOURNAL_MAX_SIZE)
        {
          g_string_free (buffer, TRUE);
          tw_json_error_set (error, TW_JSON_ERROR_IO, path, 0, 0,
                             _("cannot read the save journal left by an interrupted save"));
          return FALSE;
        }
      g_string_append_len (buffer, chunk, n);
    }
  *text = g_string_free (buffer, FALSE);
  return TRUE;
}

static gboolean
apply_recovery (GArray *entries, JournalState state, GError **error)
{
  if (state == STATE_COMMITTED)
    {
      for (guint i = 0; i < entries->len; i++)
        if (!entry_replace (&g_array_index (entries, TwJournalEntry, i), FALSE, TRUE, error))
          return FALSE;
      sync_entry_folders (entries);
      for (guint i = 0; i < entries->len; i++)
        entry_drop_backup (&g_array_index (entries, TwJournalEntry, i));
    }
  else
    for (guint i = 0; i < entries->len; i++)
      if (!entry_roll_back (&g_array_index (entries, TwJournalEntry, i),
                            state == STATE_ROLLING_BACK, error))
        return FALSE;
  sync_entry_folders (entries);
  return TRUE;
}

gboolean
tw_journal_recover (const char *dir, TwJournalOutcome *outcome, GError **error)
{
  g_return_val_if_fail (dir != NULL && outcome != NULL, FALSE);

  *outcome = TW_JOURNAL_NOTHING;
  g_autofree char *abs_dir = g_canonicalize_filename (dir, NULL);
  g_autofree char *path = g_build_filename (abs_dir, TW_JOURNAL_NAME, NULL);
  int fd = open (path, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0)
    return TRUE; /* no journal (or a folder we cannot write: nothing to do there) */
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      *outcome = TW_JOURNAL_BUSY;
      return TRUE;
    }

  g_autofree char *text = NULL;
  g_autoptr (GArray) entries = entries_new ();
  JournalState state;
  gboolean ok = read_locked (fd, path, &text, error)
                && parse_journal (abs_dir, text, entries, &state, error, path);
  g_autoptr (GError) local = NULL;
  if (ok && !apply_recovery (entries, state, &local))
    {
      tw_json_error_set (error, TW_JSON_ERROR_IO, tw_json_error_get_file (local), 0, 0,
                         _("could not finish an interrupted save (%s); its journal %s is kept"),
                         tw_json_error_get_text (local), path);
      ok = FALSE;
    }
  if (ok)
    {
      g_unlink (path);
      sync_folder (abs_dir);
      *outcome = state == STATE_COMMITTED ? TW_JOURNAL_COMPLETED : TW_JOURNAL_ROLLED_BACK;
    }
  close (fd);
  return ok;
}
