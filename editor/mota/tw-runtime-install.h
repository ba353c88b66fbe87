/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-runtime-install.h: Turnwright's map-turn runtime (data/runtime/map-turn.js,
 * a mota-js plugin) put into a game's project/plugins.js, updated, or taken
 * out again.
 *
 * The runtime file is one function expression whose first body line is
 * `// @turnwright-runtime map-turn N` (N its version) and whose last is
 * `// @turnwright-runtime end`. Installing adds `"mapTurn": <that function>`
 * as the plugins object's last entry (",", a newline and 4 spaces after the
 * previous last entry); every other byte of plugins.js stays as it was, and
 * uninstalling removes exactly what was added. A tower with a map-turn
 * plugin of its own is refused unless forced. Writes are atomic (tw-atomic.h);
 * a plugins.js that cannot be read as the plugins object is not touched.
 * See docs/runtime.md, "Installing the runtime".
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

#define TW_RUNTIME_ERROR (tw_runtime_error_quark ())

typedef enum
{
  TW_RUNTIME_ERROR_FILE,       /* the runtime file is missing or not its shape */
  TW_RUNTIME_ERROR_NO_PLUGINS, /* the game folder has no project/plugins.js */
  TW_RUNTIME_ERROR_OWN_PLUGIN, /* the tower has a map-turn plugin of its own */
} TwRuntimeErrorCode;

GQuark tw_runtime_error_quark (void);

typedef struct
{
  char *path;    /* where it was read from */
  char *text;    /* the function expression, "\n" line ends, no final newline */
  guint version; /* the number after the marker */
} TwRuntime;

/* Where the runtime file is: $TW_RUNTIME_FILE when set, else the source
 * tree's data/runtime/map-turn.js for a program run from its build tree,
 * else the installed <datadir>/turnwright/runtime/map-turn.js. */
const char *tw_runtime_file_path (void);

/* Reads the runtime at @path (NULL: tw_runtime_file_path ()): its text and
 * version. FALSE-y (NULL) with a TW_RUNTIME_ERROR_FILE error naming the
 * file when it is missing or not the runtime's shape. */
TwRuntime  *tw_runtime_load (const char *path,
                             GError    **error);
/* The same from a text (@display names it in errors). */
TwRuntime  *tw_runtime_parse (const char *text,
                              gsize       length,
                              const char *display,
                              GError    **error);
void        tw_runtime_free (TwRuntime *runtime);

typedef enum
{
  TW_RUNTIME_INSTALLED,   /* added: it was not there */
  TW_RUNTIME_UPDATED,     /* another version was there: replaced */
  TW_RUNTIME_UP_TO_DATE,  /* this version was there: nothing written */
  TW_RUNTIME_REMOVED,     /* uninstalled */
  TW_RUNTIME_NOT_PRESENT, /* uninstall of a runtime that is not there: nothing written */
} TwRuntimeAction;

typedef struct
{
  TwRuntimeAction action;
  guint old_version; /* the version that was there (UPDATED, UP_TO_DATE, REMOVED) */
  guint new_version; /* the version now there (INSTALLED, UPDATED, UP_TO_DATE) */
} TwRuntimeResult;

/* The text of plugins.js (@text, @length bytes; @display names it in
 * errors) with @runtime installed or updated: a new string, and *result
 * says which. Refuses with TW_RUNTIME_ERROR_OWN_PLUGIN ("FILE:LINE: error:
 * ...") when the tower has a map-turn plugin of its own, unless @force; an
 * update of ours is never refused. NULL and a TW_JSON_ERROR with the file,
 * line and column for a text that is not the plugins object. */
char       *tw_runtime_install_text (const char      *text,
                                     gsize            length,
                                     const char      *display,
                                     const TwRuntime *runtime,
                                     gboolean         force,
                                     TwRuntimeResult *result,
                                     GError         **error);
/* The text without our runtime (what install added, byte for byte). */
char       *tw_runtime_uninstall_text (const char      *text,
                                       gsize            length,
                                       const char      *display,
                                       TwRuntimeResult *result,
                                       GError         **error);

/* The plugins.js of a game folder (the folder holding project/, or
 * project/ itself), whether or not it exists. */
char       *tw_runtime_plugins_path (const char *game_dir);

/* Installs or updates @runtime in @game_dir's project/plugins.js, written
 * atomically (nothing when it is up to date). Errors as for
 * tw_runtime_install_text, and TW_RUNTIME_ERROR_NO_PLUGINS. */
gboolean    tw_runtime_install (const char      *game_dir,
                                const TwRuntime *runtime,
                                gboolean         force,
                                TwRuntimeResult *result,
                                GError         **error);
/* Takes our runtime out of @game_dir's plugins.js (nothing to do when it
 * is not there, or there is no plugins.js). */
gboolean    tw_runtime_uninstall (const char      *game_dir,
                                  TwRuntimeResult *result,
                                  GError         **error);
/* TRUE when @game_dir's plugins.js holds our runtime; *version (may be
 * NULL) gets its version. FALSE too for a plugins.js that does not parse. */
gboolean    tw_runtime_is_installed (const char *game_dir,
                                     guint      *version);

/* What happened, as one line for people ("installed version 1"). */
char       *tw_runtime_result_describe (const TwRuntimeResult *result);

/* TRUE when the tower uses the map-turn system the runtime plays in the
 * game: an enemy with timeCost > 0, or a skill item (cls skillbattle,
 * skillremote, skillrecover, skillupdate). */
gboolean    tw_runtime_wanted (json_t *tower);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwRuntime, tw_runtime_free)

G_END_DECLS
