/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-atomic.h: writing several files so that either all change or none does.
 *
 * Each file is first written to a temporary file in its own folder and
 * fsync'd; only when every temporary file is written are they renamed over the
 * targets. A rename that fails restores the files already replaced (from hard
 * links made before), so a failed batch leaves the folders as they were.
 * A file whose bytes would not change is not written at all.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TwAtomicBatch TwAtomicBatch;

TwAtomicBatch *tw_atomic_batch_new    (void);
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwAtomicBatch, tw_atomic_batch_free)

G_END_DECLS
