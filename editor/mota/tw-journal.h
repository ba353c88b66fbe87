/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-journal.h: the intent file that makes a batch of renames survive a kill.
 *
 * A batch of file writes (tw-atomic) keeps `.turnwright-journal` in one folder
 * while it runs. The journal lists, for each target, its temporary file
 * (`.NAME.tw-ID`) and its backup (`.NAME.tw-ID.tw-old`), where ID is the
 * batch's six random characters; a line `commit` is appended and synced before
 * the first rename. The journal is locked (flock) while its batch runs, so a
 * stale journal is one whose process died.
 *
 * tw_journal_recover() finishes a stale batch: one that reached `commit` is
 * completed (every remaining temporary file renamed over its target), one that
 * did not (or that was rolling back) is rolled back (targets restored from the
 * backups, new files removed); then every temporary file and backup it lists
 * is removed, and the journal with them. See docs/saving.md.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TW_JOURNAL_NAME ".turnwright-journal"

typedef struct
{
  char *target; /* absolute, or relative to the current folder: as the caller gave it */
  char *temp;   /* the new bytes, until renamed over the target */
  char *backup; /* the old file (a hard link, or the renamed old file) */
  gboolean existed;
} TwJournalEntry;

typedef enum
{
  TW_JOURNAL_NOTHING,     /* no journal in the folder */
  TW_JOURNAL_BUSY,        /* a running batch holds it */
  TW_JOURNAL_COMPLETED,   /* a stale batch past its commit point was finished */
  TW_JOURNAL_ROLLED_BACK, /* a stale batch before its commit point was undone */
} TwJournalOutcome;

typedef struct _TwJournal TwJournal;

/* Recovers a stale journal in `dir`, then creates and locks a new one. Fails
 * when another batch is running in that folder. */
TwJournal *tw_journal_begin (const char *dir, GError **error);

/* Records `target` (before its temporary file is created) and returns its
 * entry, whose temp and backup names the batch must use. */
const TwJournalEntry *tw_journal_add (TwJournal *self, const char *target, gboolean existed,
                                      GError **error);

guint tw_journal_get_n_entries (const TwJournal *self);
const TwJournalEntry *tw_journal_get_entry (const TwJournal *self, guint i);

/* Keeps the old files reachable: hard links where the folder allows them;
 * otherwise (FAT, some shares) tw_journal_replace_all() renames each old file
 * to its backup just before replacing it. */
gboolean tw_journal_make_backups (TwJournal *self, GError **error);

/* The commit point: appends `commit` and syncs the journal and its folder. */
gboolean tw_journal_mark_commit (TwJournal *self, GError **error);

/* Renames every temporary file over its target. */
gboolean tw_journal_replace_all (TwJournal *self, GError **error);

/* Marks the batch as rolling back and restores every target. */
void tw_journal_roll_back (TwJournal *self);

/* Removes the backups and temporary files, then the journal; frees it. */
void tw_journal_finish (TwJournal *self);

/* Finishes or undoes a batch that a dead process left in `dir`. */
gboolean tw_journal_recover (const char *dir, TwJournalOutcome *outcome, GError **error);

G_END_DECLS
