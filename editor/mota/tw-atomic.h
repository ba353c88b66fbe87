/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-atomic.h: writing several files so that either all change or none does.
 *
 * Each file is first written to a temporary file in its own folder and
 * fsync'd; only when every temporary file is written are they renamed over the
 * targets. A rename that fails restores the files already replaced (from
 * backups: hard links, or the old files renamed aside where hard links are not
 * allowed), so a failed batch leaves the folders as they were. A journal
 * (tw-journal.h) lists the batch, so that a batch whose process was killed is
 * completed or rolled back by the next run (tw_atomic_recover_folder).
 * A file whose bytes would not change is not written at all.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TwAtomicBatch TwAtomicBatch;

/* The journal goes into the folder of the first file that changes. */
TwAtomicBatch *tw_atomic_batch_new    (void);
/* The journal goes into journal_dir, the folder recovery will look in. */
TwAtomicBatch *tw_atomic_batch_new_in (const char *journal_dir);
/* Frees the batch; temporary files of a batch not committed are deleted. */
void           tw_atomic_batch_free   (TwAtomicBatch *self);

/* Stages `data` for `path`: returns TRUE without writing anything when the
 * file already holds exactly these bytes. Parent folders must exist. */
gboolean       tw_atomic_batch_add    (TwAtomicBatch *self,
                                       const char    *path,
                                       const char    *data,
                                       gsize          length,
                                       GError       **error);

/* Renames every staged file over its target. */
gboolean       tw_atomic_batch_commit (TwAtomicBatch *self,
                                       GError       **error);

/* How many files the batch writes (those whose bytes change). */
guint          tw_atomic_batch_get_n_files (const TwAtomicBatch *self);

/* One file, atomically (a batch of one). */
gboolean       tw_atomic_write_file   (const char *path,
                                       const char *data,
                                       gsize       length,
                                       GError    **error);

/* Completes or rolls back a batch a killed process left in dir (see
 * tw_journal_recover); does nothing when another process is writing there. */
gboolean       tw_atomic_recover_folder (const char *dir,
                                         GError    **error);

/* FALSE (and *error) when `folder`, through symbolic links, leads outside
 * `root`: a game's project/floors linked elsewhere is not written into. */
gboolean       tw_atomic_check_inside (const char *root,
                                       const char *folder,
                                       GError    **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwAtomicBatch, tw_atomic_batch_free)

G_END_DECLS
