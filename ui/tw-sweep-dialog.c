/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sweep-dialog.c: "Sweep this value…" (see tw-sweep-dialog.h). */
#include "ui/tw-sweep-dialog.h"

#include <math.h>
#include <string.h>

#include "editor/analysis/tw-sweep-chart.h"
#include "ui/tw-a11y.h"
#include "ui/tw-chart-export.h"
#include "editor/tw-i18n.h"

/* A sweep running in its own thread (which runs the GThreadPool). It holds
 * everything it reads, so that the dialog may change or close meanwhile. */
typedef struct
{
  GWeakRef dialog; /* weak: closing the dialog disposes it, which cancels the job */
  json_t *tower;         /* a copy of the document's tower */
  TwScript *script;
  GPtrArray *axes;
  GCancellable *cancellable;
  guint n_done;  /* raised by the workers (atomic) */
  guint n_total;
  GPtrArray *rows; /* the result, set by the thread */
} Job;

struct _TwSweepDialog
{
  GtkWindow parent_instance;
  TwDocument *document;
  char *pointer, *path;
  double current;
  char *moves; /* the script's text, or NULL */
  guint n_moves;
  GtkSpinButton *from, *to, *step;
  GtkDropDown *column;
  GtkLabel *moves_label, *status_label;
  GtkProgressBar *progress;
  GtkDrawingArea *chart;
  GtkStringList *row_items;
  GPtrArray *axes, *rows; /* the last finished sweep */
  char *status;
  Job *job; /* the sweep running, or NULL */
  guint progress_source;
};

G_DEFINE_FINAL_TYPE (TwSweepDialog, tw_sweep_dialog, GTK_TYPE_WINDOW)

static gint n_running_jobs; /* atomic */

guint
tw_sweep_dialog_get_n_running (void)
{
  return (guint)g_atomic_int_get (&n_running_jobs);
}

/* ---- paths ---- */

char *
tw_sweep_path_from_pointer (const char *pointer)
{
  if (pointer == NULL || pointer[0] != '/' || pointer[1] == '\0')
    return NULL;
  if (strchr (pointer, '.') != NULL || strchr (pointer, '~') != NULL)
    return NULL;
  g_auto (GStrv) parts = g_strsplit (pointer + 1, "/", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] == '\0')
      return NULL;
  return g_strjoinv (".", parts);
}

/* ---- the status line and the actions' state ---- */

static void
set_status (TwSweepDialog *self, const char *text)
{
  g_free (self->status);
  self->status = g_strdup (text);
  gtk_label_set_text (self->status_label, text);
}

static void
update_actions (TwSweepDialog *self)
{
  gboolean running = self->job != NULL;
  gboolean has_rows = self->rows != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sweep.run", !running && self->moves != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sweep.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sweep.choose-moves", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sweep.export-csv", has_rows);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sweep.export-chart", has_rows);
}

/* ---- the table ---- */

enum
{
  COL_VALUE = -1 /* the varied value; the outcome columns follow, then floor and error */
};

static char *
row_cell (TwSweepDialog *self, guint index, int column)
{
  if (self->rows == NULL || index >= self->rows->len)
    return NULL;
  const TwSweepRow *row = g_ptr_array_index (self->rows, index);
  if (column == COL_VALUE)
    return tw_sweep_value_text (g_array_index (row->values, double, 0));
  if (column == TW_SWEEP_N_COLUMNS) /* floor */
    return g_strdup (row->ok && row->outcome.floor != NULL ? row->outcome.floor : "");
  if (column == TW_SWEEP_N_COLUMNS + 1) /* error */
    return g_strdup (row->error != NULL ? row->error : "");
  double value;
  if (!tw_sweep_row_get (row, column, &value))
    return g_strdup (row->ok && column == TW_SWEEP_DEATH_TICK ? "none" : "");
  return tw_sweep_value_text (value);
}

static void
label_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  int column = GPOINTER_TO_INT (data);
  gtk_label_set_xalign (GTK_LABEL (label), column > TW_SWEEP_N_COLUMNS ? 0 : 1);
  gtk_list_item_set_child (item, label);
}

static void
label_bind (GtkSignalListItemFactory *factory, GtkListItem *item, TwSweepDialog *self)
{
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (factory), "tw-column"));
  const char *index = gtk_string_object_get_string (gtk_list_item_get_item (item));
  g_autofree char *text = row_cell (self, (guint)g_ascii_strtoull (index, NULL, 10), column);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text != NULL ? text : "");
}

static void
add_column (TwSweepDialog *self, GtkColumnView *view, const char *title, int column)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_object_set_data (G_OBJECT (factory), "tw-column", GINT_TO_POINTER (column));
  g_signal_connect (factory, "setup", G_CALLBACK (label_setup), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (label_bind), self);
  GtkColumnViewColumn *c = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_resizable (c, TRUE);
  gtk_column_view_column_set_expand (c, column == TW_SWEEP_N_COLUMNS + 1);
  gtk_column_view_append_column (view, c);
  g_object_unref (c);
}

static void
show_rows (TwSweepDialog *self)
{
  guint n = self->rows != NULL ? self->rows->len : 0;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, g_strdup_printf ("%u", i));
  g_ptr_array_add (items, NULL);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->row_items));
  gtk_string_list_splice (self->row_items, 0, old, (const char *const *)items->pdata);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

/* ---- the chart ---- */

static int
shown_column (TwSweepDialog *self)
{
  guint selected = gtk_drop_down_get_selected (self->column);
  return selected < TW_SWEEP_N_COLUMNS ? (int)selected : TW_SWEEP_END_HP;
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  TwSweepDialog *self = data;
  if (self->rows != NULL)
    {
      tw_sweep_chart_draw (self->axes, self->rows, shown_column (self), cr, width, height);
      return;
    }
  /* The empty state. */
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  cairo_set_font_size (cr, 13);
  const char *text = _("Run the sweep to plot its outcome against the value.");
  cairo_text_extents_t extents;
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, (width - extents.x_advance) / 2, height / 2.0);
  cairo_show_text (cr, text);
}

static void
column_changed_cb (GObject *object, GParamSpec *pspec, TwSweepDialog *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

/* ---- running ---- */

static void
job_free (Job *job)
{
  g_weak_ref_clear (&job->dialog);
  json_decref (job->tower);
  tw_script_free (job->script);
  g_clear_pointer (&job->axes, g_ptr_array_unref);
  g_clear_pointer (&job->rows, g_ptr_array_unref);
  g_object_unref (job->cancellable);
  g_free (job);
}

static void
stop_progress (TwSweepDialog *self)
{
  g_clear_handle_id (&self->progress_source, g_source_remove);
}

/* Back in the main thread: the rows, unless the dialog moved on. */
static gboolean
job_done (gpointer data)
{
  Job *job = data;
  g_autoptr (TwSweepDialog) self = g_weak_ref_get (&job->dialog);
  if (self != NULL && self->job == job)
    {
      self->job = NULL;
      stop_progress (self);
      gboolean cancelled = g_cancellable_is_cancelled (job->cancellable);
      guint failed = 0;
      for (guint i = 0; i < job->rows->len; i++)
        failed += !((TwSweepRow *)g_ptr_array_index (job->rows, i))->ok;
      g_autofree char *text = NULL;
      if (cancelled)
        text = g_strdup_printf (_("Cancelled: %u of %u variants played."), job->n_total - failed,
                                job->n_total);
      else if (failed > 0)
        text = g_strdup_printf (_("%u variants played; %u could not be (see the error column)."),
                                job->n_total, failed);
      else
        text = g_strdup_printf (_("%u variants played."), job->n_total);
      g_clear_pointer (&self->axes, g_ptr_array_unref);
      g_clear_pointer (&self->rows, g_ptr_array_unref);
      self->axes = g_steal_pointer (&job->axes);
      self->rows = g_steal_pointer (&job->rows);
      gtk_progress_bar_set_fraction (self->progress, 1);
      gtk_progress_bar_set_text (self->progress, NULL);
      set_status (self, text);
      show_rows (self);
      update_actions (self);
    }
  job_free (job);
  g_atomic_int_dec_and_test (&n_running_jobs);
  return G_SOURCE_REMOVE;
}

static gpointer
job_thread (gpointer data)
{
  Job *job = data;
  job->rows = tw_sweep_run_full (job->tower, job->script, job->axes, 0, job->cancellable,
                                 &job->n_done);
  g_idle_add (job_done, job);
  return NULL;
}

static gboolean
progress_tick (gpointer data)
{
  TwSweepDialog *self = data;
  if (self->job == NULL)
    return G_SOURCE_REMOVE;
  guint done = (guint)g_atomic_int_get ((gint *)&self->job->n_done);
  gtk_progress_bar_set_fraction (self->progress, (double)done / MAX (self->job->n_total, 1));
  g_autofree char *text = g_strdup_printf (_("%u of %u variants"), done, self->job->n_total);
  gtk_progress_bar_set_text (self->progress, text);
  return G_SOURCE_CONTINUE;
}

gboolean
tw_sweep_dialog_run (TwSweepDialog *self, GError **error)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), FALSE);
  if (self->job != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, _("A sweep is already running."));
      return FALSE;
    }
  if (self->moves == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("There are no moves to play: choose a moves file first."));
      return FALSE;
    }
  g_autofree char *from = tw_sweep_value_text (gtk_spin_button_get_value (self->from));
  g_autofree char *to = tw_sweep_value_text (gtk_spin_button_get_value (self->to));
  g_autofree char *step = tw_sweep_value_text (gtk_spin_button_get_value (self->step));
  g_autofree char *spec = g_strdup_printf ("%s=%s:%s:%s", self->path, from, to, step);
  TwSweepAxis *axis = tw_sweep_axis_parse (spec, error);
  if (axis == NULL)
    return FALSE;
  TwScript *script = tw_script_parse (self->moves, -1, NULL, NULL, error);
  if (script == NULL)
    {
      tw_sweep_axis_free (axis);
      return FALSE;
    }
  Job *job = g_new0 (Job, 1);
  g_weak_ref_init (&job->dialog, self);
  job->tower = json_deep_copy (tw_document_get_tower (self->document));
  job->script = script;
  job->axes = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_sweep_axis_free);
  g_ptr_array_add (job->axes, axis);
  job->cancellable = g_cancellable_new ();
  job->n_total = tw_sweep_count (job->axes);
  self->job = job;
  gtk_progress_bar_set_fraction (self->progress, 0);
  set_status (self, _("Playing the moves on each value…"));
  progress_tick (self);
  self->progress_source = g_timeout_add (100, progress_tick, self);
  update_actions (self);
  g_atomic_int_inc (&n_running_jobs);
  g_thread_unref (g_thread_new ("tw-sweep", job_thread, job));
  return TRUE;
}

gboolean
tw_sweep_dialog_is_running (TwSweepDialog *self)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), FALSE);
  return self->job != NULL;
}

void
tw_sweep_dialog_cancel (TwSweepDialog *self)
{
  g_return_if_fail (TW_IS_SWEEP_DIALOG (self));
  if (self->job != NULL)
    {
      g_cancellable_cancel (self->job->cancellable);
      set_status (self, _("Cancelling: the variants already begun finish first…"));
    }
}

/* ---- the moves ---- */

gboolean
tw_sweep_dialog_set_moves (TwSweepDialog *self, const char *text, GError **error)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), FALSE);
  TwScript *script = text != NULL ? tw_script_parse (text, -1, NULL, NULL, error) : NULL;
  if (text != NULL && script == NULL)
    return FALSE;
  g_free (self->moves);
  self->moves = g_strdup (text);
  self->n_moves = script != NULL ? tw_script_get_n_actions (script) : 0;
  if (script != NULL)
    tw_script_free (script);
  g_autofree char *label
      = self->moves != NULL
            ? g_strdup_printf (_("%u actions will be played on each value."), self->n_moves)
            : g_strdup (_("No moves yet: choose a moves file (a script of actions)."));
  gtk_label_set_text (self->moves_label, label);
  update_actions (self);
  return TRUE;
}

static void
moves_chosen_cb (GtkNativeDialog *chooser, int response, TwSweepDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *text = NULL;
      g_autoptr (GError) error = NULL;
      if (!g_file_load_contents (file, NULL, &text, NULL, NULL, &error)
          || !tw_sweep_dialog_set_moves (self, text, &error))
        set_status (self, error->message);
      else
        set_status (self, "");
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
choose_moves_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      _("Choose the moves to play"), GTK_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
      _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (moves_chosen_cb), g_object_ref (widget));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- actions ---- */

static void
run_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (GError) error = NULL;
  if (!tw_sweep_dialog_run (TW_SWEEP_DIALOG (widget), &error))
    set_status (TW_SWEEP_DIALOG (widget), error->message);
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  tw_sweep_dialog_cancel (TW_SWEEP_DIALOG (widget));
}

static gboolean
write_csv (gpointer owner, const char *path, GError **error)
{
  return tw_sweep_dialog_export_csv (TW_SWEEP_DIALOG (owner), path, error);
}

static gboolean
write_chart (gpointer owner, const char *path, GError **error)
{
  return tw_sweep_dialog_export_chart (TW_SWEEP_DIALOG (owner), path, error);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  if (g_str_equal (name, "sweep.export-csv"))
    tw_chart_export_ask (widget, G_OBJECT (widget), _("Export the sweep's rows as CSV"), "sweep.csv",
                         write_csv);
  else
    tw_chart_export_ask (widget, G_OBJECT (widget), _("Export the sweep's chart (PNG or SVG)"),
                         "sweep.png", write_chart);
}

gboolean
tw_sweep_dialog_export_csv (TwSweepDialog *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), FALSE);
  if (self->rows == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Run the sweep first."));
      return FALSE;
    }
  g_autofree char *csv = tw_sweep_csv (self->axes, self->rows);
  return g_file_set_contents (path, csv, -1, error);
}

gboolean
tw_sweep_dialog_export_chart (TwSweepDialog *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), FALSE);
  if (self->rows == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Run the sweep first."));
      return FALSE;
    }
  return tw_sweep_chart_write (self->axes, self->rows, shown_column (self), path, error);
}

/* ---- GObject ---- */

static void
tw_sweep_dialog_dispose (GObject *object)
{
  TwSweepDialog *self = TW_SWEEP_DIALOG (object);
  /* Closed while a sweep runs: the job (which holds the dialog weakly) is
   * told to stop, and its result is dropped when it ends. */
  if (self->job != NULL)
    {
      g_cancellable_cancel (self->job->cancellable);
      self->job = NULL;
    }
  stop_progress (self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tw_sweep_dialog_parent_class)->dispose (object);
}

static void
tw_sweep_dialog_finalize (GObject *object)
{
  TwSweepDialog *self = TW_SWEEP_DIALOG (object);
  g_free (self->pointer);
  g_free (self->path);
  g_free (self->moves);
  g_free (self->status);
  g_clear_pointer (&self->axes, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (tw_sweep_dialog_parent_class)->finalize (object);
}

/* Esc cancels a running sweep, else closes the dialog. */
static gboolean
escape_pressed (GtkWidget *widget, GVariant *args, gpointer data)
{
  TwSweepDialog *self = TW_SWEEP_DIALOG (widget);
  if (self->job != NULL)
    tw_sweep_dialog_cancel (self);
  else
    gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static void
tw_sweep_dialog_class_init (TwSweepDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_sweep_dialog_dispose;
  object_class->finalize = tw_sweep_dialog_finalize;
  gtk_widget_class_install_action (widget_class, "sweep.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "sweep.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "sweep.choose-moves", NULL, choose_moves_action);
  gtk_widget_class_install_action (widget_class, "sweep.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "sweep.export-chart", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "sweep.run",
                                       NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_pressed, NULL);
}

/* 30, not 30.000; 0.25 as it is: the digits kept (3) are not all shown. */
static gboolean
spin_output (GtkSpinButton *spin, gpointer data)
{
  g_autofree char *text = tw_sweep_value_text (gtk_spin_button_get_value (spin));
  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static GtkSpinButton *
range_spin (GtkGrid *grid, int column, const char *mnemonic, const char *tooltip)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  GtkWidget *spin = gtk_spin_button_new_with_range (-1e12, 1e12, 1);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 3);
  g_signal_connect (spin, "output", G_CALLBACK (spin_output), NULL);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 8);
  gtk_widget_set_tooltip_text (spin, tooltip);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_grid_attach (grid, label, column, 1, 1, 1);
  gtk_grid_attach (grid, spin, column + 1, 1, 1, 1);
  return GTK_SPIN_BUTTON (spin);
}

static GtkWidget *
action_button (const char *mnemonic, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkWidget *
build_controls (TwSweepDialog *self)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 6);
  self->from = range_spin (grid, 0, _("_From"), _("The first value played"));
  self->to = range_spin (grid, 2, _("_To"), _("The last value played (at most)"));
  self->step = range_spin (grid, 4, _("_Step"), _("The distance between two values"));
  gtk_spin_button_set_range (self->step, 0.001, 1e12);
  GtkWidget *plot = gtk_label_new_with_mnemonic (_("_Plot"));
  gtk_label_set_xalign (GTK_LABEL (plot), 1);
  static const char *const names[]
      = { "end_hp", "ticks", "battles", "damage_taken", "death_tick", "refused", NULL };
  self->column = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->column), _("The outcome the chart plots"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (plot), GTK_WIDGET (self->column));
  g_signal_connect (self->column, "notify::selected", G_CALLBACK (column_changed_cb), self);
  gtk_grid_attach (grid, plot, 6, 1, 1, 1);
  gtk_grid_attach (grid, GTK_WIDGET (self->column), 7, 1, 1, 1);

  self->moves_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->moves_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->moves_label), TRUE);
  gtk_grid_attach (grid, GTK_WIDGET (self->moves_label), 0, 2, 6, 1);
  gtk_grid_attach (grid,
                   action_button (_("_Moves File…"), "sweep.choose-moves",
                                  _("Play the moves of a script file instead")),
                   6, 2, 2, 1);
  return GTK_WIDGET (grid);
}

static GtkWidget *
build_buttons (TwSweepDialog *self)
{
  GtkBox *box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  gtk_box_append (box, GTK_WIDGET (self->progress));
  gtk_box_append (box, action_button (_("Export _CSV…"), "sweep.export-csv",
                                      _("Save the rows as CSV, the columns of turnwright-cli sweep")));
  gtk_box_append (box, action_button (_("Export C_hart…"), "sweep.export-chart",
                                      _("Save the chart as a PNG image, or SVG by the name")));
  gtk_box_append (box, action_button (_("_Cancel"), "sweep.cancel",
                                      _("Stop the sweep: the variants not begun are skipped (Esc)")));
  GtkWidget *run = action_button (_("_Run"), "sweep.run", _("Play the moves on each value (Ctrl+Enter)"));
  gtk_widget_add_css_class (run, "suggested-action");
  gtk_box_append (box, run);
  return GTK_WIDGET (box);
}

static GtkWidget *
build_results (TwSweepDialog *self)
{
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_vexpand (paned, TRUE);
  self->chart = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_widget_set_name (GTK_WIDGET (self->chart), "sweep-chart");
  gtk_drawing_area_set_content_height (self->chart, 260);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  gtk_paned_set_start_child (GTK_PANED (paned), GTK_WIDGET (self->chart));
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);

  self->row_items = gtk_string_list_new (NULL);
  GtkColumnView *view = GTK_COLUMN_VIEW (gtk_column_view_new (
      GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (self->row_items)))));
  gtk_widget_set_name (GTK_WIDGET (view), "sweep-rows");
  gtk_widget_add_css_class (GTK_WIDGET (view), "data-table");
  add_column (self, view, _("Value"), COL_VALUE);
  for (int c = 0; c < TW_SWEEP_N_COLUMNS; c++)
    add_column (self, view, tw_sweep_column_name (c), c);
  add_column (self, view, "floor", TW_SWEEP_N_COLUMNS);
  add_column (self, view, "error", TW_SWEEP_N_COLUMNS + 1);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_size_request (scroller, -1, 120);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (view));
  gtk_paned_set_end_child (GTK_PANED (paned), scroller);
  return paned;
}

static void
tw_sweep_dialog_init (TwSweepDialog *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), 820, 620);
  GtkBox *box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 8));
  gtk_widget_set_margin_start (GTK_WIDGET (box), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (box), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (box), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (box), 12);
  gtk_box_append (box, build_controls (self));
  gtk_box_append (box, build_results (self));
  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->status_label), "sweep-status");
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_box_append (box, GTK_WIDGET (self->status_label));
  gtk_box_append (box, build_buttons (self));
  gtk_window_set_child (GTK_WINDOW (self), GTK_WIDGET (box));
  /* "_Run" read as "Run"; the Plot drop-down's button read by its label. */
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (self));
}

/* From..To around the current value: four steps of about a tenth of it
 * each side (whole steps for whole values), not below 0 for a value that
 * is not. */
static void
default_range (TwSweepDialog *self)
{
  double v = self->current;
  gboolean whole = v == floor (v);
  double step = whole ? MAX (1, round (fabs (v) / 10)) : MAX (fabs (v) / 10, 0.01);
  double from = v - 4 * step, to = v + 4 * step;
  if (v >= 0 && from < 0)
    from = 0;
  tw_sweep_dialog_set_range (self, from, to, step);
}

TwSweepDialog *
tw_sweep_dialog_new (GtkWindow *parent, TwDocument *document, const char *pointer,
                     const char *moves, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (document) && pointer != NULL, NULL);
  g_autofree char *path = tw_sweep_path_from_pointer (pointer);
  json_t *value = tw_document_get_path (document, pointer);
  if (path == NULL || (value != NULL && !json_is_number (value)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s is not a number a sweep can vary."), pointer);
      return NULL;
    }
  TwSweepDialog *self = g_object_new (TW_TYPE_SWEEP_DIALOG, NULL);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  self->document = g_object_ref (document);
  self->pointer = g_strdup (pointer);
  self->path = g_steal_pointer (&path);
  self->current = value != NULL ? json_number_value (value) : 0;
  g_autofree char *title = g_strdup_printf (_("Sweep %s"), self->path);
  gtk_window_set_title (GTK_WINDOW (self), title);
  default_range (self);
  if (!tw_sweep_dialog_set_moves (self, moves, error))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  g_autofree char *current = tw_sweep_value_text (self->current);
  g_autofree char *status = g_strdup_printf (
      _("%s is %s now. Each value is played on a copy of the tower; the document is not changed."),
      self->path, current);
  set_status (self, status);
  update_actions (self);
  return self;
}

const char *
tw_sweep_dialog_get_path (TwSweepDialog *self)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), NULL);
  return self->path;
}

void
tw_sweep_dialog_set_range (TwSweepDialog *self, double from, double to, double step)
{
  g_return_if_fail (TW_IS_SWEEP_DIALOG (self));
  gtk_spin_button_set_value (self->from, from);
  gtk_spin_button_set_value (self->to, to);
  gtk_spin_button_set_value (self->step, step);
}

void
tw_sweep_dialog_set_column (TwSweepDialog *self, int column)
{
  g_return_if_fail (TW_IS_SWEEP_DIALOG (self) && column >= 0 && column < TW_SWEEP_N_COLUMNS);
  gtk_drop_down_set_selected (self->column, (guint)column);
}

GPtrArray *
tw_sweep_dialog_get_axes (TwSweepDialog *self)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), NULL);
  return self->axes;
}

GPtrArray *
tw_sweep_dialog_get_rows (TwSweepDialog *self)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), NULL);
  return self->rows;
}

const char *
tw_sweep_dialog_get_status (TwSweepDialog *self)
{
  g_return_val_if_fail (TW_IS_SWEEP_DIALOG (self), NULL);
  return self->status;
}
