/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-bar.c: simulate mode for the main window (see tw-sim-bar.h). */
#include "ui/tw-sim-bar.h"
#include "ui/tw-wrap-box.h"
#include "ui/tw-sim-prompt.h"
#include "ui/tw-a11y.h"

#include <string.h>

#include "editor/sim/tw-sim-hero.h"
#include "editor/sim/tw-timeline-render.h"
#include "ui/tw-map-canvas.h"
#include "ui/tw-play-clock.h"
#include "ui/tw-timeline.h"
#include "editor/tw-i18n.h"

static const guint speeds[] = { 1, 2, 5, 10, 30 }; /* ticks per second, as the drop-down lists */

struct _TwSimBar
{
  GtkWidget parent_instance;

  TwWrapBox *box; /* everything, in rows where the width runs out */
  GtkLabel *hero_label;
  GtkBox *check_row;       /* bound so that dispose_template unparents it */
  GtkButton *check_button; /* win.check-game (ui/tw-window-check.c) */
  GtkLabel *check_label;   /* its progress, then its one-line verdict */
  GtkMenuButton *items_button;
  GtkBox *items_box;
  GtkPopover *items_popover;
  GtkToggleButton *play_button;
  GtkEntry *slot_entry;
  GtkDropDown *speed_dropdown;
  GtkLabel *status_label;
  GtkInscription *tick_label; /* redrawn, not laid out again, each tick (set_tick_text) */
  char *tick_shape;           /* its font and text as last measured, digits as 0 */
  GtkSpinButton *wait_spin;

  TwMapCanvas *canvas;   /* the map it plays and shows the live view on */
  TwTimeline *timeline;  /* the panel that shows the session's timeline */
  TwSimSession *session; /* while simulating */
  TwSimSession *next_session; /* tw_sim_bar_set_session: the one to enter with */
  json_t *edit_tower;    /* what the canvas showed before */
  TwSprites *sprites;
  gulong selected_handler;
  guint play_source;
  gboolean playing;
  TwPlayClock play_clock;
  /* A long wait, run in slices from an idle callback. */
  guint wait_source;
  guint slice_ticks; /* ticks a slice, fitted to the time budget */
  GtkWidget *wait_box;
  GtkProgressBar *wait_progress;
  gboolean busy; /* the bar itself is changing the session: ignore the timeline's echo */
};

G_DEFINE_FINAL_TYPE (TwSimBar, tw_sim_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_HERO_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- the view ----------------------------------------------------------------- */

/* @label's text, and its tooltip the whole line where the bar is too narrow
 * for it (none for no text). */
static void
set_line (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), text && *text ? text : NULL);
}

static void
set_status (TwSimBar *self, const char *text)
{
  set_line (self->status_label, text);
}

/* The tick read-out changes every tick while playing. A GtkLabel's new
 * text queues a resize up to the window, which then measures itself again
 * and asks the X server for the monitor's work area: about 0.5 ms a tick
 * (issue 20). A GtkInscription only redraws; it is kept as wide as its
 * text, which (tabular digits) changes only with a new digit. */
static void
set_tick_text (TwSimBar *self, const char *text)
{
  GtkWidget *widget = GTK_WIDGET (self->tick_label);
  gtk_inscription_set_text (self->tick_label, text);
  /* Measured again only when more than the digits changed, or the font. */
  const PangoFontDescription *font
      = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  g_autofree char *font_name = font != NULL ? pango_font_description_to_string (font) : NULL;
  g_autofree char *digits_as_0 = g_strdup (text);
  for (char *c = digits_as_0; *c != '\0'; c++)
    if (g_ascii_isdigit (*c))
      *c = '0';
  g_autofree char *shape = g_strdup_printf ("%s\n%s", font_name ? font_name : "", digits_as_0);
  if (g_strcmp0 (shape, self->tick_shape) == 0)
    return;
  g_free (self->tick_shape);
  self->tick_shape = g_steal_pointer (&shape);
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  /* The "numeric" style class's tabular digits, as the inscription draws them. */
  PangoAttrList *attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum 1"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  int width, request;
  pango_layout_get_pixel_size (layout, &width, NULL);
  g_object_unref (layout);
  gtk_widget_get_size_request (widget, &request, NULL);
  if (width + 1 != request)
    gtk_widget_set_size_request (widget, width + 1, -1);
}

static void
refresh (TwSimBar *self)
{
  TwEngine *engine;
  const char *floor_id;

  if (self->session == NULL)
    return;
  engine = tw_sim_session_get_engine (self->session);
  floor_id = tw_engine_get_floor_id (engine);
  tw_sim_session_get_map_view (self->session);
  if (g_strcmp0 (tw_map_canvas_get_floor (self->canvas), floor_id) != 0)
    tw_map_canvas_set_floor (self->canvas, floor_id);
  /* Only the cells whose tiles changed are drawn again (issue 20). */
  tw_map_canvas_queue_changed_cells (self->canvas);
  /* The tick's clock and mapTurn as the timeline has them (one clock:
   * docs/timeline.md), not the engine's, whose clock inside a frame is
   * already the frame's end. */
  guint tick = tw_sim_session_get_tick (self->session);
  TwTimelineTickTime time
      = tw_timeline_model_get_tick_time (tw_sim_session_get_timeline (self->session), tick);
  g_autofree char *text = g_strdup_printf (
      tw_engine_is_dead (engine) ? _("tick %u / %u   clock %lld   mapTurn %lld   hp %lld   (dead)")
                                 : _("tick %u / %u   clock %lld   mapTurn %lld   hp %lld"),
      tick, tw_sim_session_get_last_tick (self->session), (long long)time.clock,
      (long long)time.map_turn, (long long)tw_engine_get_hero_hp (engine));
  set_tick_text (self, text);
  g_autofree char *hero = tw_sim_hero_text (self->session);
  /* Unchanged during a long wait: no relayout for the same text. */
  if (g_strcmp0 (gtk_label_get_text (self->hero_label), hero) != 0)
    {
      gtk_label_set_text (self->hero_label, hero);
      /* The whole line (it ellipsizes in a narrow window) and what it is. */
      g_autofree char *tooltip = g_strdup_printf (
          "%s\n\n%s", hero,
          _("The simulated hero now: stats (with what active skills add), money, keys, active "
            "skills and the battles they have left"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->hero_label), tooltip);
    }
  g_signal_emit (self, signals[SIGNAL_HERO_CHANGED], 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sim.undo-fork",
                                 tw_sim_session_can_undo_fork (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sim.redo-fork",
                                 tw_sim_session_can_redo_fork (self->session));
}

static void
session_changed_cb (TwSimSession *session, TwSimBar *self)
{
  refresh (self);
}

static void
refused_cb (TwSimSession *session, const char *text, const char *reason, TwSimBar *self)
{
  g_autofree char *message = g_strdup_printf (_("%s: refused (%s)"), text, reason);
  set_status (self, message);
}

static void end_long_wait (TwSimBar *self);

static void
selected_tick_cb (TwTimelineModel *model, GParamSpec *pspec, TwSimBar *self)
{
  gint64 tick = tw_timeline_model_get_selected_tick (model);

  if (self->busy || self->session == NULL || tick < 0)
    return;
  end_long_wait (self);
  self->busy = TRUE;
  tw_sim_session_seek (self->session, (guint)tick);
  self->busy = FALSE;
}

/* --- playing ------------------------------------------------------------------- */

static void stop_playing (TwSimBar *self);

/* Runs one session call as the bar: the timeline's echo of it is ignored,
 * the selection is cleared (the live end is shown again) and the status
 * line says what happened. */
static gboolean
finish_action (TwSimBar *self, gboolean ok, GError *error)
{
  TwTimelineModel *model = tw_sim_session_get_timeline (self->session);

  if (ok)
    set_status (self, "");
  else if (error && !g_error_matches (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_REFUSED))
    set_status (self, error->message);
  if (tw_timeline_model_get_selected_tick (model) >= 0
      && !tw_sim_session_is_rewound (self->session))
    tw_timeline_model_set_selected_tick (model, -1);
  self->busy = FALSE;
  refresh (self);
  return ok;
}

/* --- long waits ------------------------------------------------------------------ */

/* Work a main-loop iteration may do for a long wait: the rest of the frame
 * (16 ms at 60 Hz) is left to input and drawing. */
#define WAIT_BUDGET_US 8000

static void
show_wait_progress (TwSimBar *self)
{
  guint total = 0;
  guint done = tw_sim_session_get_wait_progress (self->session, &total);
  g_autofree char *text = g_strdup_printf (_("wait: %u / %u ticks"), done, total);

  gtk_progress_bar_set_fraction (self->wait_progress, total ? (double)done / total : 0);
  gtk_progress_bar_set_text (self->wait_progress, text);
}

static void
end_long_wait (TwSimBar *self)
{
  g_clear_handle_id (&self->wait_source, g_source_remove);
  if (self->session != NULL)
    tw_sim_session_cancel_wait (self->session);
  if (self->wait_box != NULL)
    gtk_widget_set_visible (self->wait_box, FALSE);
}

/* Runs slices of the wait for at most WAIT_BUDGET_US; FALSE once it ended. */
static gboolean
run_wait_slices (TwSimBar *self, gboolean begin, guint n)
{
  gint64 t0 = g_get_monotonic_time (), now = t0;
  gboolean more = TRUE;

  self->busy = TRUE;
  while (more && now - t0 < WAIT_BUDGET_US)
    {
      guint ticks = self->slice_ticks;
      gint64 s0 = now;
      more = begin ? tw_sim_session_begin_wait (self->session, n, ticks)
                   : tw_sim_session_continue_wait (self->session, ticks);
      begin = FALSE;
      now = g_get_monotonic_time ();
      /* Fit the next slice to about a quarter of the budget. */
      double us_per_tick = MAX ((double)(now - s0), 1.0) / ticks;
      self->slice_ticks = (guint)CLAMP (WAIT_BUDGET_US / 4 / us_per_tick, 16, 1 << 20);
    }
  self->busy = FALSE;
  return more;
}

static gboolean
wait_slice_cb (gpointer data)
{
  TwSimBar *self = data;

  if (self->session == NULL || !run_wait_slices (self, FALSE, 0))
    {
      self->wait_source = 0;
      end_long_wait (self);
      if (self->session != NULL)
        finish_action (self, TRUE, NULL);
      return G_SOURCE_REMOVE;
    }
  show_wait_progress (self);
  return G_SOURCE_CONTINUE;
}

/* `wait n` from the bar: what fits in one budget runs at once; a longer
 * wait goes on in slices at idle priority (below drawing and input), with
 * its progress and a Stop button, the timeline and map updated as it goes. */
static void
start_wait (TwSimBar *self, guint n)
{
  if (self->session == NULL)
    return;
  end_long_wait (self);
  stop_playing (self);
  if (!run_wait_slices (self, TRUE, n))
    {
      /* Refused (a dead hero): the `refused` signal wrote the status line. */
      finish_action (self, *tw_sim_session_get_last_refusal (self->session) == '\0', NULL);
      return;
    }
  show_wait_progress (self);
  gtk_widget_set_visible (self->wait_box, TRUE);
  self->wait_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, wait_slice_cb, self, NULL);
  refresh (self);
}

static gboolean
apply_line (TwSimBar *self, const char *line)
{
  g_autoptr (GError) error = NULL;

  if (self->session == NULL)
    return FALSE;
  end_long_wait (self);
  self->busy = TRUE;
  return finish_action (self, tw_sim_session_apply_line (self->session, line, &error), error);
}

static gboolean play_tick_cb (gpointer data);

/* The next tick at its place on the play clock's schedule. Below GTK's
 * redraw: a tick that is due at once (the last one ran late) waits for the
 * frame of the one before, so every tick is shown. */
static void
schedule_play_tick (TwSimBar *self)
{
  guint delay = tw_play_clock_next_delay_ms (&self->play_clock, g_get_monotonic_time ());
  self->play_source
      = g_timeout_add_full (GDK_PRIORITY_REDRAW + 5, delay, play_tick_cb, self, NULL);
}

static gboolean
play_tick_cb (gpointer data)
{
  TwSimBar *self = data;

  self->play_source = 0;
  if (self->session == NULL || tw_engine_is_dead (tw_sim_session_get_engine (self->session))
      || !apply_line (self, "wait 1"))
    {
      stop_playing (self);
      return G_SOURCE_REMOVE;
    }
  tw_play_clock_ticked (&self->play_clock);
  /* The tick may have stopped the playing (a reset, a wait). */
  if (self->playing)
    schedule_play_tick (self);
  return G_SOURCE_REMOVE;
}

static void
stop_playing (TwSimBar *self)
{
  self->playing = FALSE;
  g_clear_handle_id (&self->play_source, g_source_remove);
  gtk_toggle_button_set_active (self->play_button, FALSE);
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button), "media-playback-start-symbolic");
}

static void
start_playing (TwSimBar *self)
{
  guint index = gtk_drop_down_get_selected (self->speed_dropdown);
  guint speed = speeds[MIN (index, G_N_ELEMENTS (speeds) - 1)];

  g_clear_handle_id (&self->play_source, g_source_remove);
  self->playing = TRUE;
  tw_play_clock_start (&self->play_clock, speed, g_get_monotonic_time ());
  schedule_play_tick (self);
  gtk_toggle_button_set_active (self->play_button, TRUE);
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button), "media-playback-pause-symbolic");
}

/* A new speed while playing takes effect at once, on a new schedule. */
static void
speed_changed_cb (TwSimBar *self)
{
  if (self->playing)
    start_playing (self);
}

/* --- actions --------------------------------------------------------------------- */

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  apply_line (TW_SIM_BAR (widget), "wait 1");
}

static void
wait_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);
  start_wait (self, (guint)MAX (gtk_spin_button_get_value_as_int (self->wait_spin), 1));
}

static void
stop_wait_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);

  if (self->session == NULL || self->wait_source == 0)
    return;
  self->busy = TRUE;
  end_long_wait (self);
  finish_action (self, TRUE, NULL);
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);

  if (self->session == NULL)
    return;
  if (self->playing)
    stop_playing (self);
  else
    start_playing (self);
}

static void
reset_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);

  if (self->session == NULL)
    return;
  stop_playing (self);
  end_long_wait (self);
  self->busy = TRUE;
  tw_sim_session_reset (self->session);
  finish_action (self, TRUE, NULL);
}

static void
slot_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);
  const char *slot = gtk_editable_get_text (GTK_EDITABLE (self->slot_entry));
  g_autofree char *line = NULL;

  if (slot == NULL || *slot == '\0' || strpbrk (slot, " \t#") != NULL)
    {
      set_status (self, _("A slot name is one word"));
      return;
    }
  line = g_strdup_printf ("%s %s", g_str_equal (name, "sim.save") ? "save" : "load", slot);
  apply_line (self, line);
}

static void
fork_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);

  if (self->session == NULL)
    return;
  end_long_wait (self);
  self->busy = TRUE;
  if (g_str_equal (name, "sim.undo-fork"))
    finish_action (self, tw_sim_session_undo_fork (self->session), NULL);
  else
    finish_action (self, tw_sim_session_redo_fork (self->session), NULL);
}

static gboolean
prompt_play (const char *line, gpointer bar)
{
  return apply_line (bar, line);
}

/* A move whose tower events ask (choices, confirm, a shop) asks the player first. */
static void
move_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);
  g_autofree char *line = g_strdup_printf ("move %s", g_variant_get_string (param, NULL));
  if (self->session != NULL)
    tw_sim_prompt_play (widget, self->session, line, prompt_play, self);
}

static void
use_action (GtkWidget *widget, const char *name, GVariant *param)
{
  const char *target = g_variant_get_string (param, NULL);
  /* "ID DIR" aims a remote skill (`skill ID DIR`); anything else is `use ID`. */
  const char *verb = g_str_equal (name, "sim.cancel") ? "cancel"
                     : strchr (target, ' ') != NULL   ? "skill"
                                                      : "use";
  g_autofree char *line = g_strdup_printf ("%s %s", verb, target);
  apply_line (TW_SIM_BAR (widget), line);
}

/* --- exports ------------------------------------------------------------------------ */

gboolean
tw_sim_bar_export (TwSimBar *self, const char *path, GError **error)
{
  g_autofree char *lower = NULL;
  TwTimelineModel *model;

  g_return_val_if_fail (TW_IS_SIM_BAR (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  if (self->session == NULL)
    {
      g_set_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_INVALID, _("Not simulating"));
      return FALSE;
    }
  lower = g_ascii_strdown (path, -1);
  model = tw_sim_session_get_timeline (self->session);
  if (g_str_has_suffix (lower, ".png"))
    return tw_timeline_render_png (model, 0, tw_timeline_model_get_last_tick (model), 0, path,
                                   error);
  if (g_str_has_suffix (lower, ".svg"))
    return tw_timeline_render_svg (model, 0, tw_timeline_model_get_last_tick (model), 0, path,
                                   error);
  if (g_str_has_suffix (lower, ".csv") || g_str_has_suffix (lower, ".jsonl")
      || g_str_has_suffix (lower, ".json"))
    {
      g_autoptr (GString) text = g_string_new (NULL);
      TwTraceFormat format
          = g_str_has_suffix (lower, ".csv") ? TW_TRACE_FORMAT_CSV : TW_TRACE_FORMAT_JSONL;
      return tw_sim_session_write_trace (self->session, text, format, error)
             && g_file_set_contents (path, text->str, (gssize)text->len, error);
    }
  g_set_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_INVALID,
               _("Export to .jsonl, .csv, .png or .svg"));
  return FALSE;
}

static void
export_response_cb (GtkNativeDialog *dialog, int response, TwSimBar *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      if (path != NULL && !tw_sim_bar_export (self, path, &error))
        set_status (self, error->message);
      else if (path != NULL)
        set_status (self, "");
    }
  g_object_unref (dialog);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TwSimBar *self = TW_SIM_BAR (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;

  if (self->session == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Export the trace or the timeline"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), "trace.jsonl");
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* --- the items popover ------------------------------------------------------------ */

static GtkWidget *
item_button (const char *label, const char *action, const char *target, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (target));
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkWidget *
item_row (const TwItemDef *def, gint64 count)
{
  static const char *const dirs[] = { "up", "right", "down", "left" };
  static const char *const aims[] = { N_("Aim up"), N_("Aim right"), N_("Aim down"), N_("Aim left") };
  static const char *const arrows[] = { "\u2191", "\u2192", "\u2193", "\u2190" };
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  const char *title = json_string_value (json_object_get (def->json, "name"));
  g_autofree char *text
      = g_strdup_printf (_("%s (%s) \u00d7%lld  %s, time %d"), title ? title : def->id,
                         def->id, (long long)count, def->cls, def->time_cost);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), label);
  if (g_strcmp0 (def->cls, "skillremote") == 0)
    for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
      {
        g_autofree char *target = g_strdup_printf ("%s %s", def->id, dirs[d]);
        GtkWidget *aim = item_button (arrows[d], "sim.use", target, _(aims[d]));
        tw_a11y_set_name (aim, _(aims[d])); /* not the arrow's character */
        gtk_box_append (GTK_BOX (row), aim);
      }
  else
    {
      GtkWidget *use = item_button (_("Use"), "sim.use", def->id, _("Use it (one action)"));
      /* Each row's button read with its item, not "Use" again and again. */
      g_autofree char *name = g_strdup_printf (_("Use %s"), title ? title : def->id);
      tw_a11y_set_name (use, name);
      gtk_box_append (GTK_BOX (row), use);
    }
  if (g_strcmp0 (def->cls, "skillupdate") == 0 || g_strcmp0 (def->cls, "skillbattle") == 0)
    gtk_box_append (GTK_BOX (row), item_button (_("Cancel"), "sim.cancel", def->id,
                                                _("Turn it off (when it can be cancelled)")));
  return row;
}

static void
rebuild_items (TwSimBar *self)
{
  GtkWidget *child;
  TwEngine *engine;
  TwTower *tower;
  json_t *hero, *per_cls;
  const char *cls;
  guint rows = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->items_box))) != NULL)
    gtk_box_remove (self->items_box, child);
  if (self->session == NULL)
    return;
  engine = tw_sim_session_get_engine (self->session);
  tower = tw_engine_get_tower (engine);
  hero = tw_engine_dup_hero (engine);
  json_object_foreach (json_object_get (hero, "items"), cls, per_cls)
  {
    const char *id;
    json_t *count;
    json_object_foreach (per_cls, id, count)
    {
      gint index = tw_tower_find_item (tower, id);
      if (index < 0 || json_integer_value (count) <= 0)
        continue;
      gtk_box_append (self->items_box, item_row (tw_tower_get_item (tower, (guint)index),
                                                 json_integer_value (count)));
      rows++;
    }
  }
  json_decref (hero);
  if (rows == 0)
    gtk_box_append (self->items_box, gtk_label_new (_("The hero owns no items or skills")));
}

static void
items_popover_shown_cb (GtkPopover *popover, TwSimBar *self)
{
  rebuild_items (self);
}

/* The map canvas's live gauge bars: the engine's listed enemies, handed
 * straight to the canvas's painter (TwGaugeVisit and TwEngineGaugeVisit
 * take the same arguments). */
static void
gauges_cb (TwGaugeVisit visit, gpointer visit_data, gpointer data)
{
  TwSimBar *self = data;
  if (self->session == NULL || self->canvas == NULL)
    return;
  tw_engine_foreach_enemy_gauge (tw_sim_session_get_engine (self->session),
                                 tw_map_canvas_get_floor (self->canvas), visit, visit_data);
}

/* --- simulate mode ------------------------------------------------------------------ */

static void
leave_simulate (TwSimBar *self)
{
  stop_playing (self);
  end_long_wait (self);
  if (self->session == NULL)
    return;
  g_clear_signal_handler (&self->selected_handler, tw_sim_session_get_timeline (self->session));
  if (self->timeline != NULL)
    tw_timeline_set_model (self->timeline, NULL);
  g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->canvas != NULL)
    tw_map_canvas_set_gauge_func (self->canvas, NULL, NULL, NULL);
  if (self->canvas != NULL && self->edit_tower != NULL)
    {
      tw_map_canvas_set_tower (self->canvas, self->edit_tower, self->sprites);
      tw_map_canvas_set_floor (self->canvas,
                               tw_engine_get_floor_id (tw_sim_session_get_engine (self->session)));
    }
  g_clear_object (&self->session);
  g_clear_pointer (&self->edit_tower, json_decref);
  g_clear_object (&self->sprites);
  set_status (self, "");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/* Shows @session (a new reference is taken) on the canvas and the timeline,
 * in place of the one shown (whose signals are let go), and follows it. */
static void
attach_session (TwSimBar *self, TwSimSession *session)
{
  TwTimelineModel *model;

  if (self->session != NULL)
    {
      stop_playing (self);
      end_long_wait (self);
      g_clear_signal_handler (&self->selected_handler,
                              tw_sim_session_get_timeline (self->session));
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  g_set_object (&self->session, session);
  tw_map_canvas_set_tower (self->canvas, tw_sim_session_get_map_view (session), self->sprites);
  tw_map_canvas_set_gauge_func (self->canvas, gauges_cb, self, NULL);
  model = tw_sim_session_get_timeline (session);
  if (self->timeline != NULL)
    tw_timeline_set_model (self->timeline, model);
  self->selected_handler
      = g_signal_connect (model, "notify::selected-tick", G_CALLBACK (selected_tick_cb), self);
  g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), self);
  g_signal_connect (session, "refused", G_CALLBACK (refused_cb), self);
  refresh (self);
}

static gboolean
enter_simulate (TwSimBar *self)
{
  g_autoptr (GError) error = NULL;
  TwMapCanvas *canvas = self->canvas;
  json_t *tower = canvas ? tw_map_canvas_get_tower (canvas) : NULL;

  if (self->session != NULL)
    return TRUE;
  if (tower == NULL)
    {
      set_status (self, _("Open a project to simulate it"));
      return FALSE;
    }
  g_autoptr (TwSimSession) session
      = self->next_session != NULL ? g_steal_pointer (&self->next_session)
                                   : tw_sim_session_new (tower, &error);
  if (session == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Cannot simulate: %s"), error->message);
      set_status (self, message);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return FALSE;
    }
  self->edit_tower = json_incref (tower);
  self->sprites = g_object_ref (tw_map_canvas_get_sprites (canvas));
  attach_session (self, session);
  set_status (self, "");
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  return TRUE;
}

void
tw_sim_bar_set_session (TwSimBar *self, TwSimSession *session)
{
  g_return_if_fail (TW_IS_SIM_BAR (self));
  g_return_if_fail (TW_IS_SIM_SESSION (session));
  if (self->session == NULL)
    {
      g_set_object (&self->next_session, session);
      enter_simulate (self);
      g_clear_object (&self->next_session);
      return;
    }
  if (session != self->session)
    attach_session (self, session);
}

gboolean
tw_sim_bar_set_active (TwSimBar *self, gboolean active)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), FALSE);
  if (active)
    return enter_simulate (self);
  leave_simulate (self);
  return TRUE;
}

gboolean
tw_sim_bar_get_active (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), FALSE);
  return self->session != NULL;
}

/* Arrow keys and WASD move the hero, only in simulate mode and never while
 * text is being typed. */
gboolean
tw_sim_bar_handle_key (TwSimBar *self, guint keyval, GdkModifierType state)
{
  GtkRoot *root;
  GtkWidget *focus;
  const char *dir = NULL;

  g_return_val_if_fail (TW_IS_SIM_BAR (self), FALSE);
  if (self->session == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT (focus)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_w:
    case GDK_KEY_W:
      dir = "up";
      break;
    case GDK_KEY_Right:
    case GDK_KEY_d:
    case GDK_KEY_D:
      dir = "right";
      break;
    case GDK_KEY_Down:
    case GDK_KEY_s:
    case GDK_KEY_S:
      dir = "down";
      break;
    case GDK_KEY_Left:
    case GDK_KEY_a:
    case GDK_KEY_A:
      dir = "left";
      break;
    /* Time, beside the moves: one tick, the wait box's ticks, play/pause. */
    case GDK_KEY_period:
      gtk_widget_activate_action (GTK_WIDGET (self), "sim.step", NULL);
      return TRUE;
    case GDK_KEY_z:
    case GDK_KEY_Z:
      gtk_widget_activate_action (GTK_WIDGET (self), "sim.wait", NULL);
      return TRUE;
    case GDK_KEY_p:
    case GDK_KEY_P:
      gtk_widget_activate_action (GTK_WIDGET (self), "sim.play", NULL);
      return TRUE;
    default:
      return FALSE;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "sim.move", "s", dir);
  return TRUE;
}

gboolean
tw_sim_bar_is_playing (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), FALSE);
  return self->playing;
}

void
tw_sim_bar_set_canvas (TwSimBar *self, TwMapCanvas *canvas)
{
  g_return_if_fail (TW_IS_SIM_BAR (self));
  g_return_if_fail (canvas == NULL || TW_IS_MAP_CANVAS (canvas));
  leave_simulate (self); /* the session plays the old map's tower */
  g_set_object (&self->canvas, canvas);
}

void
tw_sim_bar_set_timeline (TwSimBar *self, TwTimeline *timeline)
{
  g_return_if_fail (TW_IS_SIM_BAR (self));
  g_return_if_fail (timeline == NULL || TW_IS_TIMELINE (timeline));
  if (self->timeline != NULL && self->session != NULL)
    tw_timeline_set_model (self->timeline, NULL);
  g_set_object (&self->timeline, timeline);
  if (self->timeline != NULL && self->session != NULL)
    tw_timeline_set_model (self->timeline, tw_sim_session_get_timeline (self->session));
}

TwSimSession *
tw_sim_bar_get_session (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), NULL);
  return self->session;
}

gboolean
tw_sim_bar_play_script (TwSimBar *self, const char *text, GError **error)
{
  gboolean ok;

  g_return_val_if_fail (TW_IS_SIM_BAR (self), FALSE);
  if (!tw_sim_bar_set_active (self, TRUE))
    {
      g_set_error (error, TW_SIM_SESSION_ERROR, TW_SIM_SESSION_ERROR_INVALID, "%s",
                   gtk_label_get_text (self->status_label));
      return FALSE;
    }
  self->busy = TRUE;
  ok = tw_sim_session_play_script (self->session, text, error);
  finish_action (self, ok, NULL);
  if (ok)
    set_status (self, tw_sim_session_get_last_refusal (self->session));
  return ok;
}

const char *
tw_sim_bar_get_status (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), NULL);
  return gtk_label_get_text (self->status_label);
}

void
tw_sim_bar_append (TwSimBar *self, GtkWidget *widget)
{
  g_return_if_fail (TW_IS_SIM_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  tw_wrap_box_append (self->box, widget);
}

void
tw_sim_bar_set_check_text (TwSimBar *self, const char *text, gboolean running)
{
  g_return_if_fail (TW_IS_SIM_BAR (self));
  set_line (self->check_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->check_label), text != NULL && *text != '\0');
  gtk_button_set_label (self->check_button,
                        running ? _("Cancel Check") : _("Check Against the Game"));
}

const char *
tw_sim_bar_get_check_text (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), NULL);
  return gtk_label_get_text (self->check_label);
}

const char *
tw_sim_bar_get_tick_text (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), NULL);
  const char *text = gtk_inscription_get_text (self->tick_label);
  return text != NULL ? text : "";
}

const char *
tw_sim_bar_get_hero_text (TwSimBar *self)
{
  g_return_val_if_fail (TW_IS_SIM_BAR (self), NULL);
  return gtk_label_get_text (self->hero_label);
}

/* --- life ------------------------------------------------------------------------------ */

static void
tw_sim_bar_dispose (GObject *object)
{
  TwSimBar *self = TW_SIM_BAR (object);

  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_handle_id (&self->wait_source, g_source_remove);
  if (self->session != NULL)
    {
      g_clear_signal_handler (&self->selected_handler, tw_sim_session_get_timeline (self->session));
      g_signal_handlers_disconnect_by_data (self->session, self);
      /* The canvas may outlive the bar: it must not call back into it. */
      if (self->canvas != NULL)
        tw_map_canvas_set_gauge_func (self->canvas, NULL, NULL, NULL);
    }
  g_clear_object (&self->session);
  g_clear_pointer (&self->edit_tower, json_decref);
  g_clear_object (&self->sprites);
  g_clear_object (&self->canvas);
  g_clear_object (&self->timeline);
  g_clear_pointer (&self->tick_shape, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), TW_TYPE_SIM_BAR);
  G_OBJECT_CLASS (tw_sim_bar_parent_class)->dispose (object);
}

static void
tw_sim_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TwSimBar *self = TW_SIM_BAR (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->session != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tw_sim_bar_class_init (TwSimBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tw_sim_bar_dispose;
  object_class->get_property = tw_sim_bar_get_property;
  properties[PROP_ACTIVE] = g_param_spec_boolean (
      "active", NULL, "Whether simulate mode is on (a session plays)", FALSE,
      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  g_type_ensure (TW_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-sim-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, box);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, hero_label);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, check_row);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, check_button);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, check_label);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, items_box);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, items_button);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, items_popover);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, play_button);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, slot_entry);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, tick_label);
  gtk_widget_class_bind_template_child (widget_class, TwSimBar, wait_spin);
  gtk_widget_class_install_action (widget_class, "sim.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "sim.wait", NULL, wait_action);
  gtk_widget_class_install_action (widget_class, "sim.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "sim.stop-wait", NULL, stop_wait_action);
  gtk_widget_class_install_action (widget_class, "sim.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "sim.save", NULL, slot_action);
  gtk_widget_class_install_action (widget_class, "sim.load", NULL, slot_action);
  gtk_widget_class_install_action (widget_class, "sim.undo-fork", NULL, fork_action);
  gtk_widget_class_install_action (widget_class, "sim.redo-fork", NULL, fork_action);
  gtk_widget_class_install_action (widget_class, "sim.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "sim.move", "s", move_action);
  gtk_widget_class_install_action (widget_class, "sim.use", "s", use_action);
  gtk_widget_class_install_action (widget_class, "sim.cancel", "s", use_action);
  /* The controls, then the hero's line under them. */
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "twsimbar");
  /* Emitted after every change of the shown state (an action, a tick of a
   * wait, a seek): the window's live numbers and map follow the hero. */
  signals[SIGNAL_HERO_CHANGED]
      = g_signal_new ("hero-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 0);
}

static void
tw_sim_bar_init (TwSimBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (
      GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  self->slice_ticks = 256;
  gtk_widget_set_name (GTK_WIDGET (self->wait_spin), "wait-spin");
  /* A long wait's progress and its Stop button, shown while it runs. */
  self->wait_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_name (self->wait_box, "wait-box");
  self->wait_progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->wait_progress, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->wait_progress), GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (GTK_WIDGET (self->wait_progress), 160, -1);
  gtk_box_append (GTK_BOX (self->wait_box), GTK_WIDGET (self->wait_progress));
  GtkWidget *stop = gtk_button_new_with_label (_("Stop"));
  gtk_widget_set_name (stop, "wait-stop");
  gtk_widget_set_tooltip_text (stop, _("Stop the wait here (the ticks run so far stay)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (stop), "sim.stop-wait");
  gtk_box_append (GTK_BOX (self->wait_box), stop);
  gtk_widget_set_visible (self->wait_box, FALSE);
  gtk_widget_insert_after (self->wait_box, GTK_WIDGET (self->box), GTK_WIDGET (self->tick_label));
  g_signal_connect (self->items_popover, "show", G_CALLBACK (items_popover_shown_cb), self);
  g_signal_connect_swapped (self->speed_dropdown, "notify::selected",
                            G_CALLBACK (speed_changed_cb), self);
}

GtkWidget *
tw_sim_bar_new (void)
{
  return g_object_new (TW_TYPE_SIM_BAR, NULL);
}
