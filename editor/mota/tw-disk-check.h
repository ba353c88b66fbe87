/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-disk-check.h: what a project last read from or wrote to a game folder,
 * so that a file changed on disk by another tool is never overwritten silently.
 *
 * For each game folder (its project/ folder, as an absolute path) the project
 * remembers each mota-js file's SHA-256 and size, in the project's
 * `mota.disk` member (docs/project-format.md):
 *
 *   "disk": {"/home/me/game/project": {"enemys.js": {"sha256": "...", "size": 1234}}}
 *
 * Import records every file it reads; a folder export records every file it
 * writes or finds already right. Before writing, the export checks that each
 * file it is about to replace still has the recorded content; if one does not
 * (another editor saved it since), nothing is written and the error names it.
 * A file with no record (a project of format version 1, another folder) is
 * not checked.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/mota/tw-project-file.h"

G_BEGIN_DECLS

#define TW_DISK_CHECK_ERROR (tw_disk_check_error_quark ())
GQuark tw_disk_check_error_quark (void);

typedef enum
{
  TW_DISK_CHECK_ERROR_CHANGED, /* a file changed on disk since it was read or written */
} TwDiskCheckError;

/* The key a folder is recorded under: its absolute, canonical path. */
char *tw_disk_check_folder_key (const char *project_dir);

/* Records that `relative` ("enemys.js", "floors/MT0.js") inside project_dir
 * holds text (length bytes). `mota` is the project's mota member. */
void tw_disk_check_record_text (json_t *mota, const char *project_dir, const char *relative,
                                const char *text, gsize length);

/* TRUE when the project holds a record of this file in this folder. */
gboolean tw_disk_check_has_record (TwProjectFile *project, const char *project_dir,
                                   const char *relative);

/* TRUE when the file on disk holds other bytes than the project last read
 * or wrote there. FALSE when it has no record or is gone (saving writes it
 * back; nothing of another tool's is lost). */
gboolean tw_disk_check_is_changed (TwProjectFile *project, const char *project_dir,
                                   const char *relative);

/* The recorded files of project_dir that changed on disk, sorted; NULL-ended. */
char **tw_disk_check_list_changed (TwProjectFile *project, const char *project_dir);

/* Takes the file as it now is on disk as the one read: the user chose to
 * overwrite it with the document's version on the next save. A file gone
 * from disk loses its record. */
void tw_disk_check_accept_disk (TwProjectFile *project, const char *project_dir,
                                const char *relative);

/* tw_disk_check_accept_disk for every recorded file of a game folder (`dir`
 * is the folder holding project/, or project/ itself): export --force. */
void tw_disk_check_accept_folder (TwProjectFile *project, const char *dir);

/* TRUE when @text (the document's version of the file, NULL when the
 * document has none) differs from what was last read or written there.
 * tw_mota_export_has_edits asks this with the export's text. */
gboolean tw_disk_check_text_differs (TwProjectFile *project, const char *project_dir,
                                     const char *relative, const char *text);

/* Copies src's record of the file into dest (removes dest's when src has none). */
void tw_disk_check_copy_record (TwProjectFile *dest, TwProjectFile *src, const char *project_dir,
                                const char *relative);

/* The JSON Pointer of a file's data in the tower: "enemys.js" -> "/enemys",
 * "floors/MT0.js" -> "/floors/MT0"; NULL for a file that is no tower part. */
char *tw_disk_check_tower_pointer (const char *relative);

/* One export's check: files are added as they are staged, verified before
 * the first rename, and recorded once the batch is committed. */
typedef struct _TwDiskCheck TwDiskCheck;

TwDiskCheck *tw_disk_check_begin (TwProjectFile *project, const char *project_dir);
/* replaces: the batch will write the file (its bytes change); only those
 * are checked, all are recorded. */
void tw_disk_check_add (TwDiskCheck *self, const char *relative, const char *text,
                        gboolean replaces);
/* FALSE with a TW_DISK_CHECK_ERROR_CHANGED error naming every file that is
 * to be replaced but changed on disk since it was read or written. */
gboolean tw_disk_check_verify (TwDiskCheck *self, GError **error);
/* Records every added file's text as what the folder now holds. */
void tw_disk_check_commit (TwDiskCheck *self);
void tw_disk_check_free (TwDiskCheck *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwDiskCheck, tw_disk_check_free)

G_END_DECLS
