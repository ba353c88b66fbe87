/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-loop.c: the balancing loop (issue 15): play, tweak a number,
 * replay the same moves, compare.
 *
 * - The session lives on: leaving simulate mode keeps it (moves and tick);
 *   entering again shows it, replayed first when the tower changed since.
 * - While simulating the map shows the played state and the map-editing
 *   tools are off; an edit in the inspector (one undoable document edit)
 *   replays the moves on the edited tower at once, in slices on idle so the
 *   window stays responsive (editor/sim/tw-sim-replay.c). The run before
 *   stays: the comparison strip shows before → after, the timeline draws
 *   it as a ghost. Undo is an edit too: the old tower's run comes back.
 * - Moves are files: win.save-moves and win.open-moves write and read the
 *   script format of `turnwright-cli simulate --script`; open-moves reads a
 *   player's run (.h5route) too, and win.export-route writes the moves as
 *   one (tw-window-route.c).
 */
#include "ui/tw-window-private.h"

#include "editor/mota/tw-json-read.h"
#include "editor/sim/tw-sim-replay.h"
#include "ui/tw-compare-strip.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-timeline-view.h"
#include "editor/tw-i18n.h"

/* Time a replay slice may take before the main loop runs again. */
#define REPLAY_SLICE_US 8000
/* Largest moves file read (a script is text, one action a line). */
#define MOVES_MAX_SIZE (64 * 1024 * 1024)

typedef struct _TwLoop
{
  TwSimSession *kept;  /* the session of the last simulate mode, while editing */
  guint64 kept_serial; /* the window's change serial when it was kept */

  guint edit_idle;     /* the document changed: replay once its signals are over */
  TwSimReplay *replay; /* an edit's replay being played */
  guint replay_source;
  gint64 replay_started_us;
  TwSimSession *replaced;  /* the session the replay will take the place of */
  char *replaced_script;   /* its moves when the replay began */
  TwSimRun *pending_before; /* its run, when known before the replay */
  gboolean replay_again;    /* another edit came while it played */

  TwSimRun *run_before; /* the comparison shown */
  TwSimRun *run_now;    /* the run of the session shown, when known */
  char *run_now_script; /* the moves run_now played */
  double last_replay_ms;

  GtkWidget *notice;
  GtkWidget *strip;
} TwLoop;

static TwSimBar *
bar_of (TwWindow *self)
{
  return TW_SIM_BAR (self->sim_bar);
}

static TwTimelineView *
timeline_view (TwWindow *self)
{
  return TW_TIMELINE_VIEW (tw_timeline_get_view (self->timeline));
}

gboolean
tw_window_loop_is_simulating (TwWindow *self)
{
  return self->sim_bar != NULL && tw_sim_bar_get_active (bar_of (self));
}

/* ---- the comparison -------------------------------------------------------------- */

static void
forget_runs (TwWindow *self)
{
  TwLoop *loop = self->loop;
  g_clear_pointer (&loop->run_before, tw_sim_run_free);
  g_clear_pointer (&loop->run_now, tw_sim_run_free);
  g_clear_pointer (&loop->run_now_script, g_free);
  tw_compare_strip_set_runs (TW_COMPARE_STRIP (loop->strip), NULL, NULL);
  tw_timeline_view_set_ghost (timeline_view (self), NULL);
}

/* ---- replaying after an edit ------------------------------------------------------ */

static void replay_start (TwWindow *self);

/* Drops the replay (done or not); an edit waiting for its replay still waits. */
static void
replay_clear (TwWindow *self)
{
  TwLoop *loop = self->loop;
  g_clear_handle_id (&loop->replay_source, g_source_remove);
  g_clear_pointer (&loop->replay, tw_sim_replay_free);
  g_clear_object (&loop->replaced);
  g_clear_pointer (&loop->replaced_script, g_free);
  g_clear_pointer (&loop->pending_before, tw_sim_run_free);
  loop->replay_again = FALSE;
}

static void
replay_cancel (TwWindow *self)
{
  g_clear_handle_id (&self->loop->edit_idle, g_source_remove);
  replay_clear (self);
}

/* The replay is complete: it takes the old session's place, whose run
 * becomes the "before" (and its timeline the ghost). When the tower changed
 * again or moves were played on the shown session meanwhile, it is played
 * again from the shown session instead. */
static void
replay_finish (TwWindow *self)
{
  TwLoop *loop = self->loop;
  g_autofree char *now_played = tw_sim_session_dup_script (loop->replaced);
  if (loop->replay_again || g_strcmp0 (now_played, loop->replaced_script) != 0)
    {
      replay_clear (self);
      replay_start (self);
      return;
    }

  TwSimSession *session = tw_sim_replay_get_session (loop->replay);
  g_clear_pointer (&loop->run_before, tw_sim_run_free);
  loop->run_before = loop->pending_before != NULL ? g_steal_pointer (&loop->pending_before)
                                                  : tw_sim_replay_steal_before_run (loop->replay);
  g_clear_pointer (&loop->run_now, tw_sim_run_free);
  loop->run_now = tw_sim_replay_steal_run (loop->replay);
  g_free (loop->run_now_script);
  loop->run_now_script = tw_sim_session_dup_script (session);
  tw_timeline_view_set_ghost (timeline_view (self), tw_sim_session_get_timeline (loop->replaced));
  tw_sim_bar_set_session (bar_of (self), session);
  tw_compare_strip_set_runs (TW_COMPARE_STRIP (loop->strip), loop->run_before, loop->run_now);
  loop->last_replay_ms = (g_get_monotonic_time () - loop->replay_started_us) / 1000.0;
  g_debug ("replayed %u ticks in %.1f ms", tw_sim_session_get_last_tick (session),
           loop->last_replay_ms);
  replay_clear (self);
}

static gboolean
replay_slice (gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  TwLoop *loop = self->loop;
  if (!tw_sim_replay_run (loop->replay, REPLAY_SLICE_US))
    return G_SOURCE_CONTINUE;
  loop->replay_source = 0;
  replay_finish (self);
  return G_SOURCE_REMOVE;
}

/* Plays the shown session's moves again on the document's tower as it is
 * now, keeping the tick shown (or the end, when the end was shown). */
static void
replay_start (TwWindow *self)
{
  TwLoop *loop = self->loop;
  TwSimSession *shown = tw_sim_bar_get_session (bar_of (self));
  g_autoptr (GError) error = NULL;

  if (loop->replay != NULL)
    {
      loop->replay_again = TRUE; /* after this one, on the newest tower */
      return;
    }
  if (shown == NULL || self->document == NULL)
    return;
  tw_sim_session_cancel_wait (shown);
  loop->replay_started_us = g_get_monotonic_time ();
  g_autofree char *script = tw_sim_session_dup_script (shown);
  gint64 tick = tw_sim_session_is_rewound (shown) ? (gint64)tw_sim_session_get_tick (shown) : -1;
  loop->replay = tw_sim_replay_new (tw_document_get_tower (self->document), script, tick, &error);
  if (loop->replay == NULL)
    {
      tw_window_show_error (self, _("Cannot replay the moves on the edited tower"), error);
      return;
    }
  loop->replaced = g_object_ref (shown);
  loop->replaced_script = g_strdup (script);
  /* The run before: known when the shown session is the last replay's,
   * else read by the replay (on the shown session's own tower), in slices. */
  if (loop->run_now != NULL && g_strcmp0 (loop->run_now_script, script) == 0)
    loop->pending_before = g_steal_pointer (&loop->run_now);
  else
    tw_sim_replay_set_before (loop->replay, tw_sim_session_get_tower (shown));
  /* The first slice at once: a short session is replayed in this frame. */
  if (tw_sim_replay_run (loop->replay, REPLAY_SLICE_US))
    replay_finish (self);
  else
    loop->replay_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, replay_slice, self, NULL);
}

static gboolean
edit_idle_cb (gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  self->loop->edit_idle = 0;
  replay_start (self);
  return G_SOURCE_REMOVE;
}

/* Any change of the document while simulating (an inspector edit, undo,
 * redo) is replayed; while editing, the kept session waits for the next
 * entry (the change serial tells). One edit may send several signals (a
 * group, an undo of one): the replay starts once they are over, before the
 * next frame is drawn. */
static void
document_edited (TwWindow *self)
{
  TwLoop *loop = self->loop;
  if (tw_window_loop_is_simulating (self) && loop->edit_idle == 0)
    loop->edit_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, edit_idle_cb, self, NULL);
}

/* ---- entering and leaving ---------------------------------------------------------- */

void
tw_window_loop_set_simulating (TwWindow *self, gboolean active)
{
  TwLoop *loop = self->loop;
  TwSimBar *bar = bar_of (self);

  if (!active)
    {
      TwSimSession *session = tw_sim_bar_get_session (bar);
      replay_cancel (self);
      if (session != NULL)
        {
          tw_sim_session_cancel_wait (session);
          g_set_object (&loop->kept, session);
          loop->kept_serial = self->change_serial;
        }
      tw_sim_bar_set_active (bar, FALSE);
      return;
    }
  if (tw_sim_bar_get_active (bar))
    return;
  if (loop->kept == NULL || self->document == NULL)
    {
      tw_sim_bar_set_active (bar, TRUE);
      return;
    }
  g_autoptr (TwSimSession) kept = g_steal_pointer (&loop->kept);
  tw_sim_bar_set_session (bar, kept);
  if (self->change_serial != loop->kept_serial)
    replay_start (self);
}

/* Save Moves needs moves: a session shown, or kept from simulate mode;
 * Export Moves as Route the session shown. */
static void
update_save_moves (TwWindow *self)
{
  GAction *save = g_action_map_lookup_action (G_ACTION_MAP (self), "save-moves");
  GAction *route = g_action_map_lookup_action (G_ACTION_MAP (self), "export-route");
  if (save != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (save), tw_window_loop_is_simulating (self)
                                                             || self->loop->kept != NULL);
  if (route != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (route), tw_window_loop_is_simulating (self));
}

void
tw_window_loop_active_changed (TwWindow *self, gboolean active)
{
  TwLoop *loop = self->loop;
  if (loop == NULL) /* the window is being disposed */
    return;
  gtk_widget_set_visible (loop->notice, active);
  gtk_widget_set_visible (loop->strip, active && loop->run_before != NULL);
  /* The map shows the played state: nothing paints on it meanwhile. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->tool_box), !active);
  /* Hidden too: the map's toolbar keeps one row beside a narrow map. */
  gtk_widget_set_visible (GTK_WIDGET (self->tool_box), !active);
  gtk_widget_set_sensitive (GTK_WIDGET (self->palette_panel), !active);
  /* Only its title: the floor list takes the column (docs/ui.md). */
  gtk_widget_set_visible (GTK_WIDGET (self->palette), !active);
  if (active && self->tools != NULL)
    tw_tools_clear_selection (self->tools);
  tw_window_update_actions (self);
  update_save_moves (self);
}

void
tw_window_loop_project_changed (TwWindow *self)
{
  TwLoop *loop = self->loop;
  if (loop == NULL)
    return;
  replay_cancel (self);
  g_clear_object (&loop->kept);
  forget_runs (self);
  if (tw_window_loop_is_simulating (self))
    tw_sim_bar_set_active (bar_of (self), FALSE);
  update_save_moves (self);
}

/* ---- moves as files --------------------------------------------------------------- */

gboolean
tw_window_save_moves (TwWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && path != NULL, FALSE);
  TwSimSession *session = tw_sim_bar_get_session (bar_of (self));
  if (session == NULL)
    session = self->loop->kept;
  if (session == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("No moves have been played: simulate the tower first."));
      return FALSE;
    }
  tw_sim_session_cancel_wait (session);
  g_autofree char *moves = tw_sim_session_dup_script (session);
  /* Moves from a player's run keep where they came from (tw-window-route.c). */
  g_autofree char *script = g_strconcat (self->route_origin ? self->route_origin : "", moves, NULL);
  return g_file_set_contents (path, script, -1, error);
}

gboolean
tw_window_open_moves (TwWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && path != NULL, FALSE);
  if (self->document == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Open a project before opening moves."));
      return FALSE;
    }
  gsize length = 0;
  g_autofree char *text = NULL;
  if (tw_window_route_is_file (path))
    text = tw_window_route_import (self, path, error);
  else if ((text = tw_json_read_file (path, path, MOVES_MAX_SIZE, &length, error)) != NULL
           && !tw_json_read_check_text (path, text, length, error))
    g_clear_pointer (&text, g_free);
  if (text == NULL)
    return FALSE;
  g_autoptr (TwSimSession) session = tw_sim_session_new_for_document (self->document, error);
  if (session == NULL || !tw_sim_session_play_script (session, text, error))
    return FALSE;
  tw_window_route_set_origin (self, text);
  replay_cancel (self);
  g_clear_object (&self->loop->kept);
  forget_runs (self);
  tw_sim_bar_set_session (bar_of (self), session);
  return TRUE;
}

typedef enum
{
  MOVES_OPEN,
  MOVES_SAVE,
  MOVES_EXPORT_ROUTE,
} MovesChoice;

static void
moves_chooser_response_cb (GtkNativeDialog *dialog, int response, TwWindow *self)
{
  MovesChoice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "tw-moves-choice"));
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                               : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  g_autoptr (GError) error = NULL;
  if (self->chooser == GTK_FILE_CHOOSER_NATIVE (dialog))
    self->chooser = NULL;
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  if (path == NULL)
    return;
  if (choice == MOVES_SAVE && !tw_window_save_moves (self, path, &error))
    tw_window_show_error (self, _("Cannot save the moves"), error);
  else if (choice == MOVES_OPEN && !tw_window_open_moves (self, path, &error))
    tw_window_show_error (self, _("Cannot open the moves"), error);
  else if (choice == MOVES_EXPORT_ROUTE && !tw_window_export_route (self, path, &error))
    tw_window_show_error (self, _("Cannot export the moves as a route"), error);
}

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *const *patterns)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
moves_chooser_run (TwWindow *self, MovesChoice choice)
{
  static const char *const moves[] = { "*.txt", "*.script", "script", "*.h5route", NULL };
  static const char *const runs[] = { "*.h5route", NULL };
  static const char *const all[] = { "*", NULL };
  gboolean saving = choice != MOVES_OPEN;
  const char *title = choice == MOVES_OPEN   ? _("Open Moves")
                      : choice == MOVES_SAVE ? _("Save Moves")
                                             : _("Export Moves as Route");
  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (
      title, GTK_WINDOW (self),
      saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
      saving ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_object_set_data (G_OBJECT (self->chooser), "tw-moves-choice", GINT_TO_POINTER (choice));
  if (choice != MOVES_EXPORT_ROUTE)
    add_filter (GTK_FILE_CHOOSER (self->chooser), _("Moves and players' runs"),
                choice == MOVES_OPEN ? moves : moves + 1);
  add_filter (GTK_FILE_CHOOSER (self->chooser), _("Players' runs (mota-js .h5route)"), runs);
  add_filter (GTK_FILE_CHOOSER (self->chooser), _("All files"), all);
  if (choice == MOVES_SAVE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "moves.txt");
  else if (choice == MOVES_EXPORT_ROUTE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "run.h5route");
  g_signal_connect (self->chooser, "response", G_CALLBACK (moves_chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
save_moves_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  moves_chooser_run (TW_WINDOW (data), MOVES_SAVE);
}

static void
open_moves_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  moves_chooser_run (TW_WINDOW (data), MOVES_OPEN);
}

static void
export_route_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  moves_chooser_run (TW_WINDOW (data), MOVES_EXPORT_ROUTE);
}

/* ---- life ------------------------------------------------------------------------- */

static void
add_shortcut (GtkShortcutController *controller, const char *trigger, const char *action)
{
  gtk_shortcut_controller_add_shortcut (
      controller, gtk_shortcut_new (gtk_shortcut_trigger_parse_string (trigger),
                                    gtk_named_action_new (action)));
}

static void
actions_build (TwWindow *self)
{
  static const GActionEntry entries[] = {
    { .name = "save-moves", .activate = save_moves_activated },
    { .name = "open-moves", .activate = open_moves_activated },
    { .name = "export-route", .activate = export_route_activated },
  };
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  GAction *save = g_action_map_lookup_action (G_ACTION_MAP (self), "save-moves");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (save), FALSE);
  GAction *route = g_action_map_lookup_action (G_ACTION_MAP (self), "export-route");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (route), FALSE);

  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control><Alt>s", "win.save-moves");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control><Alt>o", "win.open-moves");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

void
tw_window_loop_build (TwWindow *self)
{
  TwLoop *loop = g_new0 (TwLoop, 1);
  self->loop = loop;

  loop->notice = gtk_label_new (
      _("Simulating: the map shows the played state; edits in the inspector replay the moves."));
  gtk_widget_set_name (loop->notice, "sim-notice");
  gtk_widget_add_css_class (loop->notice, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (loop->notice), 0);
  gtk_widget_set_valign (loop->notice, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (loop->notice, 4);
  /* Beside the hero's line it may ellipsize: its tooltip has it whole. */
  gtk_label_set_ellipsize (GTK_LABEL (loop->notice), PANGO_ELLIPSIZE_END);
  g_autofree char *notice_tooltip = g_strdup_printf (
      "%s\n\n%s", gtk_label_get_text (GTK_LABEL (loop->notice)),
      _("The map tools are off while simulating. Leave simulate mode "
        "(Ctrl+Enter) to edit the map; the played moves are kept."));
  gtk_widget_set_tooltip_text (loop->notice, notice_tooltip);
  gtk_widget_set_visible (loop->notice, FALSE);
  /* In the bar's flow, not a row of its own: the map keeps the height. */
  tw_sim_bar_append (TW_SIM_BAR (self->sim_bar), loop->notice);

  loop->strip = tw_compare_strip_new ();
  gtk_box_append (self->sim_bar_slot, loop->strip);

  g_signal_group_connect_swapped (self->document_signals, "cells-changed",
                                  G_CALLBACK (document_edited), self);
  g_signal_group_connect_swapped (self->document_signals, "floors-changed",
                                  G_CALLBACK (document_edited), self);
  g_signal_group_connect_swapped (self->document_signals, "entity-changed",
                                  G_CALLBACK (document_edited), self);
  actions_build (self);
}

void
tw_window_loop_dispose (TwWindow *self)
{
  TwLoop *loop = self->loop;
  if (loop == NULL)
    return;
  replay_cancel (self);
  g_clear_object (&loop->kept);
  g_clear_pointer (&loop->run_before, tw_sim_run_free);
  g_clear_pointer (&loop->run_now, tw_sim_run_free);
  g_clear_pointer (&loop->run_now_script, g_free);
  g_clear_pointer (&self->loop, g_free);
}

gboolean
tw_window_is_replaying (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return self->loop != NULL && (self->loop->replay != NULL || self->loop->edit_idle != 0);
}

GtkWidget *
tw_window_get_compare_strip (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->loop->strip;
}

GtkWidget *
tw_window_get_sim_notice (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->loop->notice;
}
