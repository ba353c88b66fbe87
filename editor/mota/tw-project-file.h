/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-project-file.h: Turnwright's project file, and the tower it holds.
 *
 *   {"format": "turnwright-project", "version": 2, "tower": {...}, "mota": {...}}
 *
 * `tower` is the tower object of docs/formats.md, `mota` what is needed to
 * write the mota-js folder back byte for byte (docs/project-format.md). Key
 * order and members Turnwright does not know are kept, at every level.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/mota/tw-json-positions.h"

G_BEGIN_DECLS

#define TW_PROJECT_FILE_FORMAT  "turnwright-project"
#define TW_PROJECT_FILE_VERSION 2
/* Project files hold every floor; they may be larger than one mota file. */
#define TW_PROJECT_FILE_MAX_SIZE (256u * 1024u * 1024u)
/* Floors larger than this on either side are refused (by the tower check
 * every loader runs). */
#define TW_PROJECT_FILE_MAX_FLOOR_SIDE 1000

typedef struct _TwProjectFile TwProjectFile;

/* A project around a tower and its mota write-back data (mota may be NULL);
 * takes new references. */
TwProjectFile *tw_project_file_new  (json_t *tower,
                                     json_t *mota);
void           tw_project_file_free (TwProjectFile *self);

/* Reads a project file: format, version and the tower's shape are checked;
 * an older version is upgraded in memory (saving writes the newest). */
TwProjectFile *tw_project_file_load (const char *path,
                                     GError    **error);

/* The same from text (`display` names it in errors). */
TwProjectFile *tw_project_file_load_from_text (const char *display,
                                               const char *text,
                                               gsize       length,
                                               GError    **error);

/* The file text (2-space indent, one line per row of numbers, final newline). */
char          *tw_project_file_to_text (TwProjectFile *self);

/* Writes the project file atomically. */
gboolean       tw_project_file_save (TwProjectFile *self,
                                     const char    *path,
                                     GError       **error);

/* The whole project object, its tower and its mota data (NULL for a tower
 * that did not come from mota-js files). Borrowed; edit them in place. */
json_t        *tw_project_file_get_root  (TwProjectFile *self);
json_t        *tw_project_file_get_tower (TwProjectFile *self);
json_t        *tw_project_file_get_mota  (TwProjectFile *self);

/* Where each tower value was read (paths relative to the tower:
 * "enemys/greenSlime/hp"), in the mota-js files or the project file. Never NULL. */
TwJsonPositions *tw_project_file_get_positions (TwProjectFile *self);

/* Where a value was read, asked the validator's way (TwPositionLookup of
 * tw-validate.h): `file` names a mota-js file as diagnostics do
 * ("project/enemys.js", "project/floors/MT1.js"), `pointer` is a JSON Pointer
 * inside that file's data in the 2.7 layout ("/greenSlime/timeCost"); a
 * missing value gives its nearest recorded parent in that file. user_data is
 * the TwProjectFile. FALSE when the value was not read from that file (a
 * tower from a project file: use the positions table with tower paths). */
gboolean       tw_project_file_lookup_position (const char *file,
                                                const char *pointer,
                                                int        *line,
                                                int        *column,
                                                gpointer    user_data);

/* Where a value was read, whichever file that was: the mota-js file for an
 * imported folder, the project file for a project. `file` and `pointer` are
 * as for tw_project_file_lookup_position; `where_file` is borrowed. */
gboolean       tw_project_file_locate (TwProjectFile *self,
                                       const char    *file,
                                       const char    *pointer,
                                       const char   **where_file,
                                       int           *line,
                                       int           *column);

/* Checks the parts every loader relies on (shapes, floor sizes, floor ids),
 * pointing at `positions` in errors. */
gboolean       tw_project_file_check_tower (json_t                *tower,
                                            const TwJsonPositions *positions,
                                            const char            *display,
                                            GError               **error);

/* The mota-js game folder the project writes back to ("gameFolder" at the
 * top of the project file): kept relative to the project file's folder
 * where it can be (so both may move together), absolute otherwise.
 * project_path is the project file's path. dup returns an absolute path,
 * or NULL when none is recorded. set with game_folder NULL forgets it. */
char          *tw_project_file_dup_game_folder (TwProjectFile *self,
                                                const char    *project_path);
void           tw_project_file_set_game_folder (TwProjectFile *self,
                                                const char    *game_folder,
                                                const char    *project_path);

/* Internal: hands the positions table over to the project. */
void           tw_project_file_take_positions (TwProjectFile   *self,
                                               TwJsonPositions *positions);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwProjectFile, tw_project_file_free)

G_END_DECLS
