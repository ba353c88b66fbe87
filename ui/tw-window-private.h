/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-private.h: the window's state, shared by tw-window.c (layout,
 * document wiring, opening) and tw-window-actions.c (actions, files, dialogs). */
#pragma once

#include "editor/sim/tw-forecast.h"
#include "editor/mota/tw-lock.h"
#include "editor/tw-document.h"
#include "editor/mota/tw-project-file.h"
#include "ui/tw-floor-list.h"
#include "ui/tw-inspector.h"
#include "ui/tw-issues-panel.h"
#include "ui/tw-manual-panel.h"
#include "ui/tw-stats-panel.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-palette.h"
#include "ui/tw-timeline.h"
#include "ui/tw-tools.h"
#include "ui/tw-welcome.h"
#include "ui/tw-window.h"

G_BEGIN_DECLS

struct _TwWindow
{
  GtkApplicationWindow parent_instance;

  /* Template children, alphabetical. */
  GtkBox *bottom_panel;
  GtkStack *bottom_stack;
  GtkStackSwitcher *bottom_switcher;
  GtkBox *bottom_tabs;
  GtkToggleButton *bottom_toggle;
  TwMapCanvas *canvas;
  GtkPaned *center_paned;
  TwFloorList *floor_list;
  GtkBox *floors_panel;
  GtkHeaderBar *header_bar;
  GtkBox *header_end_box;
  TwInspector *inspector;
  GtkBox *inspector_panel;
  TwIssuesPanel *issues_panel;
  TwManualPanel *manual_panel;
  TwStatsPanel *stats_panel; /* the Stats page of the bottom stack */
  /* The Criticals overlay's values, enemy id -> "+12" ("" for none), for
   * one forecast, revision, hero and floor (tw-window.c). */
  GHashTable *critical_cache;
  gconstpointer critical_forecast;
  guint64 critical_serial;
  TwHeroStats critical_hero;
  char *critical_floor;
  GtkPaned *left_paned;
  GtkLabel *loading_label;
  GtkSpinner *loading_spinner;
  GtkPaned *main_paned;
  GtkBox *map_panel;
  GtkScrolledWindow *map_scroller;
  GtkPaned *outer_paned;
  GtkBox *overlay_box;
  TwPalette *palette;
  GtkBox *palette_panel;
  GtkInfoBar *recovery_bar;
  GtkLabel *recovery_label;
  GtkInfoBar *script_bar;   /* the tower's damage formula could not be run */
  GtkLabel *script_label;
  char *script_dismissed;   /* the banner text the designer closed */
  GtkDrawingArea *selection_area;
  GtkBox *sim_bar_slot;
  GtkLabel *status_label;
  TwTimeline *timeline;
  GtkBox *timeline_panel;
  GtkLabel *title_label;
  GtkBox *tool_box;
  GtkStack *view_stack;
  TwWelcome *welcome;

  /* The open project. */
  TwProjectFile *project;
  TwDocument *document;
  TwTools *tools;
  TwForecast *forecast; /* the damage overlay's numbers: the starting hero against the tower */
  GtkWidget *hero_box;  /* the hero the edit-mode forecast assumes (tw-window-live.c) */
  char *path;         /* what was opened: a project file or a game folder */
  gboolean is_folder; /* opened from a mota-js folder: Save writes it back */
  /* The mota-js game folder: where images are read and Save writes back
   * (the folder opened, or the one a project file records), or NULL. */
  char *game_folder;
  char *display_name;
  /* The `#! h5route` line of the player's run the moves were opened from,
   * or NULL (tw-window-route.c). */
  char *route_origin;
  GSignalGroup *document_signals;

  /* Opening in a thread. */
  GCancellable *open_cancellable;
  gint64 open_started_us;
  gint64 first_frame_us; /* when the canvas first drew the opened tower */
  guint issues_idle;     /* attaches the document to the Issues panel after the first frame */
  /* The sprites being built on a worker while placeholders show (opening). */
  GCancellable *sprites_cancellable;
  guint panels_idle; /* opening: fills the manual, then the stats panel, after the first frame */
  guint panels_step;

  /* Autosave. */
  guint autosave_source;
  TwLock *autosave_lock; /* held while this window autosaves its project */
  guint autosave_seconds;
  guint64 autosaved_serial; /* change serial at the last autosave */
  guint64 change_serial;    /* counts document changes */
  TwProjectFile *recovery;  /* an autosave offered for recovery */
  GtkWidget *recovery_close_dialog; /* closing with the recovery bar open asks */
  gboolean keep_recovery;           /* "Keep for Later" was chosen while closing */

  /* The game folder's monitors and the "changed on disk" bar (tw-window-disk-watch.c). */
  struct _TwDiskWatch *disk_watch;

  /* The close prompt in progress, if any. */
  GtkWidget *close_dialog;
  gboolean close_confirmed;
  GtkFileChooserNative *chooser;

  /* Simulate mode's controls (a TwSimBar, ui/tw-sim-bar.c), in sim_bar_slot. */
  GtkWidget *sim_bar;

  /* The balancing loop (tw-window-loop.c). */
  struct _TwLoop *loop;

  /* The panes' sizes per mode, their rules and memory (tw-window-layout.c). */
  struct _TwWindowLayout *layout;

  /* The check against the game (tw-window-check.c). */
  struct
  {
    GCancellable *cancellable; /* non-NULL while a check runs */
    guint generation;          /* a later check (or closing) makes an earlier one's end stale */
  } check;
};

/* tw-window-actions.c */
void tw_window_class_init_actions (GtkWidgetClass *widget_class);
void tw_window_init_actions (TwWindow *self);
/* win.check-game (ui/tw-window-check.c); cancel stops a running check. */
void tw_window_check_build (TwWindow *self);
void tw_window_check_cancel (TwWindow *self);
/* win.sweep-value (ui/tw-window-sweep.c). */
void tw_window_sweep_build (TwWindow *self);
/* Decides which actions are enabled, from the document, the tools and the selection. */
void tw_window_update_actions (TwWindow *self);
void tw_window_update_title (TwWindow *self);

/* tw-window-live.c */
/* The hero box, and the forecast and map following the simulated hero. */
void tw_window_live_build (TwWindow *self);
/* The map's map damage overlay, in simulate and in edit mode. */
void tw_window_live_install_map_damage (TwWindow *self);
/* A project was opened or closed: the hero box's default is its starting hero. */
void tw_window_live_project_changed (TwWindow *self);
/* The forecast for the enemy at (x, y) of the shown floor, for the status
 * line ("damage 21"), or NULL when no enemy is there. */
char *tw_window_live_cell_damage (TwWindow *self, int x, int y);
/* tw-window-sprites.c */
/* Builds the tower's sprites at once and hands them to the canvas, the
 * palette and the Issues list (missing images). */
void tw_window_sprites_rebuild (TwWindow *self);
/* The same on a worker; meanwhile the map draws placeholders for floor_id's
 * tiles and the palette says it is loading. */
void tw_window_sprites_rebuild_in_background (TwWindow *self, const char *floor_id);
/* Drops a build under way (a new tower, a rebuild at once, the window closing). */
void tw_window_sprites_cancel (TwWindow *self);
/* tw-window-find.c: Find and the Tables window. */
void tw_window_class_init_find (GtkWidgetClass *widget_class);
void tw_window_init_find (TwWindow *self);
/* The open document changed: Find and the tables follow it. */
void tw_window_find_set_document (TwWindow *self);

/* tw-window-recovery.c */
/* Removes the autosave, unless it is a recovery still offered in the bar. */
void tw_window_autosave_forget (TwWindow *self);
/* Closing with the recovery bar open asks first; TRUE while it asks. */
gboolean tw_window_recovery_close_request (TwWindow *self);
/* The window is closing: a recovery kept for later stays offered. */
void tw_window_recovery_closing (TwWindow *self);

/* tw-window-loop.c: the balancing loop (issue 15): the session lives on
 * across simulate mode, an edit while simulating replays the moves on the
 * edited tower (in slices on idle) and the comparison strip and timeline
 * ghost show before → after; the moves are saved and opened as scripts. */
void tw_window_loop_build (TwWindow *self);
void tw_window_loop_dispose (TwWindow *self);
/* win.simulate's request: enters (the kept session, replayed when the
 * tower changed since) or leaves (keeping the session). */
void tw_window_loop_set_simulating (TwWindow *self, gboolean active);
/* The bar entered or left simulate mode. */
void tw_window_loop_active_changed (TwWindow *self, gboolean active);
/* A new project (or none): the kept session and runs are dropped. */
void tw_window_loop_project_changed (TwWindow *self);
gboolean tw_window_loop_is_simulating (TwWindow *self);

/* tw-window-layout.c: the panes' sizes by rules, per mode (edit, simulate),
 * the bottom panel folded to its tabs, win.reset-layout, win.bottom-panel. */
void tw_window_layout_build (TwWindow *self);
void tw_window_layout_dispose (TwWindow *self);
/* Simulate mode entered or left: the sizes of the mode left are kept, those
 * of the mode entered are put back (clamped by the rules). */
void tw_window_layout_set_simulating (TwWindow *self, gboolean simulating);
/* Restores the sizes saved at path (NULL: the user's layout file) and saves
 * them there when the window closes. */
void tw_window_layout_remember (TwWindow *self, const char *path);

/* Players' runs (tw-window-route.c). */
gboolean tw_window_route_is_file (const char *path);
/* The moves script of the route file @path; lists the tokens not played. */
char *tw_window_route_import (TwWindow *self, const char *path, GError **error);
void tw_window_route_set_origin (TwWindow *self, const char *script);
/* Asks where a project's game folder went (it is not where the project
 * file says); the answer goes to tw_window_set_game_folder. */
void tw_window_ask_game_folder (TwWindow *self);

/* tw-window.c */
/* Replaces the open document (NULL: back to the welcome view). */
void tw_window_set_project (TwWindow *self, TwProjectFile *project, const char *path);
void tw_window_autosave_schedule (TwWindow *self);
/* Opens path here when nothing is open, else in a new window of the application. */
void tw_window_open_path (TwWindow *self, const char *path);

G_END_DECLS
