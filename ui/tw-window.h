/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window.h: the main window: welcome view, the editor's panes around one
 * open project, its tools, files and history.
 *
 * Actions (widget actions, see docs/ui-editor.md for the keys):
 *   file.open, file.open-folder, file.open-sample, file.save, file.save-as,
 *   file.export-bundle, file.export-folder, file.recover, file.discard-recovery
 *   edit.undo, edit.redo, edit.cut, edit.copy, edit.paste, edit.delete,
 *   edit.select-all, edit.deselect
 *   tool.pencil, tool.eraser, tool.rectangle, tool.fill, tool.select, tool.pick,
 *   tool.set (s: the tool's name; the tool buttons' radio state)
 *   view.find, view.enemy-table, view.item-table
 */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

#include "editor/tw-document.h"
#include "editor/mota/tw-project-file.h"
#include "ui/tw-floor-list.h"
#include "ui/tw-inspector.h"
#include "ui/tw-issues-panel.h"
#include "ui/tw-manual-panel.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-palette.h"
#include "ui/tw-tables-window.h"
#include "ui/tw-timeline.h"
#include "ui/tw-tools.h"

G_BEGIN_DECLS

#define TW_TYPE_WINDOW (tw_window_get_type ())
G_DECLARE_FINAL_TYPE (TwWindow, tw_window, TW, WINDOW, GtkApplicationWindow)

TwWindow      *tw_window_new              (GtkApplication *app);
/* Restores the pane sizes of both modes from the layout file at path (NULL:
 * the user's, see editor/tw-ui-state.h), clamped by the layout's rules, and
 * saves them there when the window closes; tw_window_new does it for the
 * app's windows. */
void           tw_window_remember_panes   (TwWindow       *self,
                                           const char     *path);

/* The panes' layout (docs/ui.md, "The window's layout"): sizes per mode by
 * rules; win.reset-layout (Ctrl+Shift+R) puts the current mode's defaults
 * back, win.bottom-panel (boolean) opens or folds the bottom panel to its
 * tabs. */
gboolean       tw_window_get_bottom_panel_open (TwWindow *self);
/* At the window's size now: the least height of the map's part (the panes
 * above the bottom panel) and of the open bottom panel in the current mode. */
void           tw_window_get_layout_minimums (TwWindow *self,
                                              int      *map_min,
                                              int      *bottom_min);
/* TRUE while sizes wait for the next frames to be put in place (a mode
 * entered, Reset Layout, a restore). */
gboolean       tw_window_get_layout_pending (TwWindow *self);

/* Opens a project file or a mota-js game folder: loads it in a thread while
 * the window shows a spinner, then shows it. A load error shows a dialog
 * naming the file, line and column, and changes nothing. */
void           tw_window_open             (TwWindow   *self,
                                           const char *path);
/* The same without a thread or dialogs (tests, benchmarks). */
gboolean       tw_window_open_sync        (TwWindow   *self,
                                           const char *path,
                                           GError    **error);
gboolean       tw_window_is_loading       (TwWindow   *self);
/* "welcome", "loading" or "editor". */
const char    *tw_window_get_view         (TwWindow   *self);

TwDocument    *tw_window_get_document     (TwWindow   *self);
TwProjectFile *tw_window_get_project      (TwWindow   *self);
/* The project file or game folder the document came from (NULL if none). */
const char    *tw_window_get_path         (TwWindow   *self);

/* The mota-js game folder the project reads images from and Save writes
 * back to, or NULL. set: records it in the project (relative to the project
 * file where it can be) and reloads the images from it. */
const char    *tw_window_get_game_folder  (TwWindow   *self);
void           tw_window_set_game_folder  (TwWindow   *self,
                                           const char *folder);

/* Writes a project file (atomic) and makes it the document's file. A game
 * folder the project came from is recorded in it, so that images, Save and
 * export keep working wherever the project file is. */
gboolean       tw_window_save_to          (TwWindow   *self,
                                           const char *path,
                                           GError    **error);

/* Export: the game bundle (2-space JSON, atomic), or the tower written into
 * a mota-js game folder (only files whose bytes change; n_written may be NULL). */
gboolean       tw_window_export_bundle    (TwWindow   *self,
                                           const char *path,
                                           GError    **error);
gboolean       tw_window_export_folder    (TwWindow   *self,
                                           const char *dir,
                                           guint      *n_written,
                                           GError    **error);
/* Installs or updates the map-turn runtime in the game folder's
 * project/plugins.js (editor/mota/tw-runtime-install.h), refusing beside a
 * map-turn plugin of the tower's own; the status line says what happened.
 * File > Export into mota-js Folder… does it after the export when its
 * "Install the map-turn runtime" is ticked (ui/tw-export-dialog.h). */
gboolean       tw_window_install_runtime  (TwWindow   *self,
                                           const char *dir,
                                           GError    **error);

/* Autosave: the side file in the user cache dir, written every
 * autosave-interval seconds (60) while the document has unsaved changes. */
char          *tw_window_get_autosave_path (TwWindow  *self);
gboolean       tw_window_autosave_now     (TwWindow   *self,
                                           GError    **error);
/* TRUE while the recovery bar offers an autosave. */
gboolean       tw_window_has_recovery     (TwWindow   *self);

/* Shows a floor's cell: selects the floor, scrolls to the cell, selects it
 * and inspects it. */
void           tw_window_jump_to_cell     (TwWindow   *self,
                                           const char *floor_id,
                                           int         x,
                                           int         y);

/* Monotonic time (us) of the first frame drawn after the last open, 0 before. */
gint64         tw_window_get_first_frame_time (TwWindow *self);
/* Monotonic time (us) when the last open started. */
gint64         tw_window_get_open_start_time  (TwWindow *self);
/* Whether the tower's sprites are still being built on a worker (opening
 * from a file: the map shows glyph placeholders meanwhile). */
gboolean       tw_window_sprites_pending      (TwWindow *self);
/* Whether opening's work after the first frame is still under way: the
 * sprites, and the panels (manual, stats, Issues) filled in idle time. */
gboolean       tw_window_is_settling          (TwWindow *self);

TwTools       *tw_window_get_tools        (TwWindow   *self);
TwMapCanvas   *tw_window_get_canvas       (TwWindow   *self);
TwPalette     *tw_window_get_palette      (TwWindow   *self);
TwInspector   *tw_window_get_inspector    (TwWindow   *self);
TwIssuesPanel *tw_window_get_issues_panel (TwWindow   *self);
TwManualPanel *tw_window_get_manual_panel (TwWindow   *self);
/* The damage overlay's label for an enemy: the forecast's damage. */
char          *tw_window_damage_text      (TwWindow   *self,
                                           const char *enemy_id,
                                           gboolean   *can_win);
/* The Criticals overlay's label for an enemy, drawn with its damage: the
 * attack the forecast's hero needs for the next critical ("+12"), NULL when
 * its critical table is empty. Cached per forecast, revision, hero, floor. */
char          *tw_window_critical_text    (TwWindow   *self,
                                           const char *enemy_id);
TwFloorList   *tw_window_get_floor_list   (TwWindow   *self);
/* The timeline panel's widget (empty until a session gives it a model). */
TwTimeline    *tw_window_get_timeline     (TwWindow   *self);
/* Where simulate mode puts its bar (above the panes) and its header toggle. */
GtkBox        *tw_window_get_sim_bar_slot (TwWindow   *self);
GtkBox        *tw_window_get_header_end_box (TwWindow *self);

/* A message dialog for an error, naming its file, line and column. */
void           tw_window_show_error       (TwWindow     *self,
                                           const char   *primary,
                                           const GError *error);

/* Find (Ctrl+F, the view.find action) and the Tables window (Ctrl+T
 * view.enemy-table, Ctrl+Shift+T view.item-table), ui/tw-window-find.c. The
 * tables window is NULL until an action opens it. */
GtkPopover    *tw_window_get_find_popover (TwWindow   *self);
TwTablesWindow *tw_window_get_tables_window (TwWindow *self);

/* Simulate mode's controls (ui/tw-sim-bar.h), a TwSimBar. */
GtkWidget     *tw_window_get_sim_bar      (TwWindow   *self);

/* The balancing loop (ui/tw-window-loop.c). The moves played in simulate
 * mode, written as a script (the CLI's `simulate --script` format); opening
 * moves enters simulate mode and plays them on the tower as it is now. A
 * file named *.h5route is a player's run (a mota-js route file), opened as
 * the moves it holds. */
gboolean       tw_window_save_moves       (TwWindow   *self,
                                           const char *path,
                                           GError    **error);
gboolean       tw_window_open_moves       (TwWindow   *self,
                                           const char *path,
                                           GError    **error);
/* The moves played, as a mota-js route file the game replays (a player's
 * run opened keeps its name, difficulty and seed): docs/routes.md. */
gboolean       tw_window_export_route     (TwWindow   *self,
                                           const char *path,
                                           GError    **error);
/* TRUE while an edit's replay is being played (in slices, on idle). */
gboolean       tw_window_is_replaying     (TwWindow   *self);
/* The before → after strip (a TwCompareStrip) under the sim bar. */
GtkWidget     *tw_window_get_compare_strip (TwWindow  *self);
/* The text that says simulate mode shows the played state (hidden while editing). */
GtkWidget     *tw_window_get_sim_notice   (TwWindow   *self);

/* Shows a tower that has no file yet, as a new untitled project; the
 * window's document edits @tower in place (a reference is taken). */
void           tw_window_show_tower       (TwWindow   *self,
                                           json_t     *tower);

/* The bundled sample project (installed or in the source tree), or NULL. */
char          *tw_window_find_sample      (void);

G_END_DECLS
