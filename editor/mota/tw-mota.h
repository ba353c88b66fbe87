/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-mota.h: a mota-js game folder to a Turnwright project and back.
 *
 * Import reads project/data.js (main.floorIds, firstData, values, flags),
 * enemys.js, items.js, maps.js, icons.js and events.js (both optional), and
 * floors/<id>.js for every id of main.floorIds. Towers of engine 2.6 and older
 * (items.js split by attribute, "experience", "item_ratio") are normalised to
 * the 2.7 names; the project's `mota` member records how to write them back.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "editor/mota/tw-project-file.h"

G_BEGIN_DECLS

/* Floors larger than this on either side are refused. */
#define TW_MOTA_MAX_FLOOR_SIDE TW_PROJECT_FILE_MAX_FLOOR_SIDE

/* Imports a game folder: `dir` is the folder holding project/, or project/
 * itself. Errors name the file, line and column. */
TwProjectFile *tw_mota_import         (const char *dir,
                                       GError    **error);

/* TRUE if dir looks like a mota-js game folder (it, or its project/, holds data.js). */
gboolean       tw_mota_is_game_folder (const char *dir);

/* The game bundle {"enemys": {...}, "items": {...}, "floors": {...}} with
 * mota-js field names (new references to the tower's own values). */
json_t        *tw_mota_export_bundle  (TwProjectFile *project);

typedef struct
{
  guint n_files;   /* files the tower maps to */
  guint n_written; /* of them, those whose bytes changed */
} TwMotaExportStats;

/* Writes the tower back into a game folder (the folder holding project/, or
 * project/ itself; created if missing) in the official editor's layout. Only
 * files whose bytes change are written, all or none. A file that changed on
 * disk since the project read or wrote it is not overwritten: nothing is
 * written and the error (TW_DISK_CHECK_ERROR_CHANGED, tw-disk-check.h) names
 * it. Afterwards the project records what the folder holds. stats may be NULL. */
gboolean       tw_mota_export_folder  (TwProjectFile     *project,
                                       const char        *dir,
                                       TwMotaExportStats *stats,
                                       GError           **error);

/* The project/ folder export writes into for @dir: DIR/project if it exists
 * or DIR is new, DIR itself if it holds data.js or is named project. */
char          *tw_mota_export_project_dir (const char *dir);

/* The text a file of the tower would be written with (relative_path inside
 * project/: "enemys.js", "floors/MT0.js"); NULL if the tower has no such file. */
char          *tw_mota_export_file_text (TwProjectFile *project,
                                         const char    *relative_path);
/* TRUE when the document's version of @relative differs from what was last
 * read from or written to @project_dir: the user has unsaved edits in it. */
gboolean       tw_mota_export_has_edits (TwProjectFile *project,
                                         const char    *project_dir,
                                         const char    *relative);

G_END_DECLS
