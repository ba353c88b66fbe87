/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-actions.c: the window's actions, keys, files, autosave and the
 * close prompt. tw_window_update_actions is the one place that decides what
 * is enabled. */
#include "ui/tw-window-private.h"
#include "ui/tw-a11y.h"
#include "ui/tw-timeline-view.h"
#include "editor/sim/tw-timeline-detail.h"
#include "editor/tw-i18n.h"

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-runtime-install.h"
#include "editor/mota/tw-sample-copy.h"
#include "ui/tw-autosave.h"
#include "ui/tw-export-dialog.h"
#include "ui/tw-layer-buttons.h"
#include "ui/tw-wrap-box.h"
#include "ui/tw-window-disk-watch.h"
#include "ui/tw-recent.h"
#include "editor/tw-i18n.h"

enum
{
  PROP_0,
  PROP_TOOL,
  PROP_LAYER,
  PROP_AUTOSAVE_INTERVAL,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* ---- what is enabled ---------------------------------------------------------------- */

static void
set_enabled (TwWindow *self, const char *action, gboolean enabled)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), action, enabled);
}

static void
history_tooltip (GtkWidget *button, const char *verb, const char *label, const char *keys)
{
  /* TRANSLATORS: "Undo Paint (Ctrl+Z)": the verb, the edit's name, the keys. */
  g_autofree char *text = label != NULL ? g_strdup_printf (_("%s %s (%s)"), verb, label, keys)
                                        : g_strdup_printf (_("%s (%s)"), verb, keys);
  gtk_widget_set_tooltip_text (button, text);
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
tw_window_update_actions (TwWindow *self)
{
  TwDocument *doc = self->document;
  gboolean open = doc != NULL;
  gboolean stroking = self->tools != NULL && tw_tools_is_stroking (self->tools);
  /* While simulating the map shows the played state: no map edits (tw-window-loop.c). */
  gboolean mapping = open && !tw_window_loop_is_simulating (self);
  gboolean selection = mapping && tw_tools_get_selection (self->tools, NULL);

  set_enabled (self, "file.save", open);
  set_enabled (self, "file.save-as", open);
  set_enabled (self, "file.export-bundle", open);
  set_enabled (self, "file.export-folder", open);
  set_enabled (self, "file.recover", open && self->recovery != NULL);
  set_enabled (self, "file.discard-recovery", open && self->recovery != NULL);
  set_enabled (self, "edit.undo", open && !stroking && tw_document_can_undo (doc));
  set_enabled (self, "edit.redo", open && !stroking && tw_document_can_redo (doc));
  set_enabled (self, "edit.cut", selection);
  set_enabled (self, "edit.copy", selection);
  set_enabled (self, "edit.delete", selection);
  set_enabled (self, "edit.capture-stamp", selection);
  set_enabled (self, "edit.deselect", selection);
  set_enabled (self, "edit.paste", mapping && tw_tools_can_paste (self->tools));
  set_enabled (self, "edit.select-all", mapping);
  for (int t = 0; t < TW_N_TOOLS; t++)
    {
      g_autofree char *name = g_strconcat ("tool.", tw_tool_kind_to_string (t), NULL);
      set_enabled (self, name, mapping);
    }
  set_enabled (self, "tool.set", mapping);
  /* Simulate mode (win.simulate, wired in tw-window.c) needs a tower to play. */
  GAction *simulate = g_action_map_lookup_action (G_ACTION_MAP (self), "simulate");
  if (simulate != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (simulate), open);

  GtkWidget *undo = find_named (GTK_WIDGET (self->header_bar), "undo-button");
  GtkWidget *redo = find_named (GTK_WIDGET (self->header_bar), "redo-button");
  if (undo != NULL)
    history_tooltip (undo, _("Undo"), open ? tw_document_get_undo_label (doc) : NULL, "Ctrl+Z");
  if (redo != NULL)
    history_tooltip (redo, _("Redo"), open ? tw_document_get_redo_label (doc) : NULL,
                     _("Ctrl+Shift+Z or Ctrl+Y"));
}

void
tw_window_update_title (TwWindow *self)
{
  if (self->document == NULL)
    {
      gtk_label_set_text (self->title_label, _("Turnwright"));
      gtk_window_set_title (GTK_WINDOW (self), _("Turnwright"));
      return;
    }
  gboolean dirty = tw_document_get_dirty (self->document);
  g_autofree char *label = g_strdup_printf ("%s%s", dirty ? "• " : "", self->display_name);
  g_autofree char *title
      = g_strdup_printf ("%s%s — Turnwright", dirty ? "*" : "", self->display_name);
  gtk_label_set_text (self->title_label, label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), self->path);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* ---- the tool property -------------------------------------------------------------- */

static void
tw_window_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  TwWindow *self = TW_WINDOW (object);
  switch (id)
    {
    case PROP_TOOL:
      g_value_set_string (value, tw_tool_kind_to_string (tw_tools_get_tool (self->tools)));
      break;
    case PROP_LAYER:
      g_value_set_string (value, tw_layer_name (tw_tools_get_layer (self->tools)));
      break;
    case PROP_AUTOSAVE_INTERVAL:
      g_value_set_uint (value, self->autosave_seconds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
tw_window_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  TwWindow *self = TW_WINDOW (object);
  switch (id)
    {
    case PROP_TOOL:
      {
        int tool = tw_tool_kind_from_string (g_value_get_string (value));
        if (tool >= 0 && (TwToolKind)tool != tw_tools_get_tool (self->tools))
          {
            tw_tools_set_tool (self->tools, tool);
            /* The stamp shows under the pointer while the pencil paints it. */
            int stamp_width, stamp_height;
            const int *stamp = tw_tools_get_stamp (self->tools, &stamp_width, &stamp_height);
            tw_map_canvas_set_stamp_preview (self->canvas, tool == TW_TOOL_PENCIL ? stamp : NULL,
                                             stamp_width, stamp_height);
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    case PROP_LAYER:
      {
        TwLayer layer;
        if (tw_layer_from_name (g_value_get_string (value), &layer)
            && layer != tw_tools_get_layer (self->tools))
          {
            tw_tools_set_layer (self->tools, layer);
            /* The layer being painted is always drawn shown. */
            tw_layer_buttons_set_painted (g_object_get_data (object, "tw-layer-buttons"), layer);
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    case PROP_AUTOSAVE_INTERVAL:
      if (self->autosave_seconds != g_value_get_uint (value))
        {
          self->autosave_seconds = g_value_get_uint (value);
          tw_window_autosave_schedule (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
layer_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  g_object_set (widget, "layer", action + strlen ("layer."), NULL);
}

/* "layer-view.bg" ...: the layer's view button, clicked (shown, dimmed, hidden). */
static void
layer_view_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwLayer layer;
  TwLayerButtons *views = g_object_get_data (G_OBJECT (widget), "tw-layer-buttons");
  if (views != NULL && tw_layer_from_name (action + strlen ("layer-view."), &layer))
    tw_layer_buttons_set_mode (views, layer, (tw_layer_buttons_get_mode (views, layer) + 1) % 3);
}

static void
tool_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  g_object_set (widget, "tool", action + strlen ("tool."), NULL);
}

/* ---- edit --------------------------------------------------------------------------- */

static void
undo_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  /* Through the tools, so the map's selection follows the step. */
  if (g_str_equal (action, "edit.undo"))
    tw_tools_undo (self->tools);
  else
    tw_tools_redo (self->tools);
}

/* Where a paste lands: the hovered cell, else the selection's origin, else the corner. */
static void
paste_target (TwWindow *self, int *x, int *y)
{
  GdkRectangle sel;
  tw_map_canvas_get_hover (self->canvas, x, y);
  if (*x >= 0 && *y >= 0)
    return;
  if (tw_tools_get_selection (self->tools, &sel))
    *x = sel.x, *y = sel.y;
  else
    *x = 0, *y = 0;
}

static void
clipboard_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  if (g_str_equal (action, "edit.cut"))
    tw_tools_cut (self->tools);
  else if (g_str_equal (action, "edit.copy"))
    tw_tools_copy (self->tools);
  else if (g_str_equal (action, "edit.delete"))
    tw_tools_delete (self->tools);
  else if (g_str_equal (action, "edit.paste"))
    {
      int x, y;
      paste_target (self, &x, &y);
      tw_tools_paste (self->tools, x, y);
    }
}

/* Tiled's "capture stamp": the selection's cells on the painted layer become
 * the pencil's stamp; the palette shows no choice of its own meanwhile. */
static void
capture_stamp_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  if (!tw_tools_capture_stamp (self->tools))
    return;
  tw_palette_clear_choice (self->palette);
  g_object_set (self, "tool", "pencil", NULL);
  int width, height;
  const int *stamp = tw_tools_get_stamp (self->tools, &width, &height);
  tw_map_canvas_set_stamp_preview (self->canvas, width * height > 1 ? stamp : NULL, width,
                                   height);
  g_autofree char *text = g_strdup_printf (
      _("Stamp of %d x %d cells taken from the map: the pencil paints it."), width, height);
  gtk_label_set_text (self->status_label, text);
}

static void
select_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  if (g_str_equal (action, "edit.select-all"))
    tw_tools_set_selection (self->tools, 0, 0, tw_map_canvas_get_floor_width (self->canvas),
                            tw_map_canvas_get_floor_height (self->canvas));
  else
    tw_tools_clear_selection (self->tools);
}

/* ---- files -------------------------------------------------------------------------- */

void
tw_window_open_path (TwWindow *self, const char *path)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  if (self->document != NULL && app != NULL)
    {
      TwWindow *other = tw_window_new (app);
      gtk_window_present (GTK_WINDOW (other));
      tw_window_open (other, path);
      return;
    }
  tw_window_open (self, path);
}

gboolean
tw_window_save_to (TwWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && path != NULL, FALSE);
  g_return_val_if_fail (self->project != NULL, FALSE);
  /* The game folder goes with the project, relative to where it is saved. */
  if (self->game_folder != NULL && tw_project_file_get_mota (self->project) != NULL)
    tw_project_file_set_game_folder (self->project, self->game_folder, path);
  if (!tw_project_file_save (self->project, path, error))
    return FALSE;
  tw_window_autosave_forget (self);
  if (g_strcmp0 (self->path, path) != 0)
    {
      g_free (self->path);
      self->path = g_strdup (path);
      g_free (self->display_name);
      self->display_name = g_path_get_basename (path);
      self->is_folder = FALSE;
      tw_disk_watch_update (self->disk_watch); /* a project file is not watched */
    }
  tw_recent_add (path);
  tw_document_mark_clean (self->document);
  self->autosaved_serial = self->change_serial;
  tw_window_update_title (self);
  return TRUE;
}

/* Save: a project file is rewritten, and the game folder it records (or the
 * folder opened) gets its changed files back. */
static gboolean
save_in_place (TwWindow *self, GError **error)
{
  gboolean has_folder = self->game_folder != NULL && tw_project_file_get_mota (self->project) != NULL;
  if (!self->is_folder && !has_folder)
    return tw_window_save_to (self, self->path, error);
  TwMotaExportStats stats = { 0 };
  /* The folder first: the project then records what it holds. */
  if (!tw_mota_export_folder (self->project, self->is_folder ? self->path : self->game_folder,
                              &stats, error))
    return FALSE;
  if (!self->is_folder && !tw_window_save_to (self, self->path, error))
    return FALSE;
  tw_window_autosave_forget (self);
  tw_document_mark_clean (self->document);
  self->autosaved_serial = self->change_serial;
  g_autofree char *text
      = g_strdup_printf (_("Saved: %u of %u files changed"), stats.n_written, stats.n_files);
  gtk_label_set_text (self->status_label, text);
  tw_window_update_title (self);
  return TRUE;
}

static gboolean
save_reporting (TwWindow *self)
{
  g_autoptr (GError) error = NULL;
  if (save_in_place (self, &error))
    return TRUE;
  if (tw_disk_watch_handle_save_error (self->disk_watch, error))
    return FALSE; /* a file changed on disk: the user is asked */
  tw_window_show_error (self, _("Could not save"), error);
  return FALSE;
}

gboolean
tw_window_export_bundle (TwWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && path != NULL, FALSE);
  g_return_val_if_fail (self->project != NULL, FALSE);
  json_t *bundle = tw_mota_export_bundle (self->project);
  char *text = json_dumps (bundle, JSON_INDENT (2) | JSON_PRESERVE_ORDER);
  json_decref (bundle);
  g_autofree char *with_newline = g_strconcat (text, "\n", NULL);
  free (text);
  return tw_atomic_write_file (path, with_newline, strlen (with_newline), error);
}

gboolean
tw_window_export_folder (TwWindow *self, const char *dir, guint *n_written, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && dir != NULL, FALSE);
  g_return_val_if_fail (self->project != NULL, FALSE);
  TwMotaExportStats stats = { 0 };
  if (!tw_mota_export_folder (self->project, dir, &stats, error))
    return FALSE;
  g_autofree char *text
      = g_strdup_printf (_("Exported: %u of %u files changed"), stats.n_written, stats.n_files);
  gtk_label_set_text (self->status_label, text);
  if (n_written != NULL)
    *n_written = stats.n_written;
  return TRUE;
}

gboolean
tw_window_install_runtime (TwWindow *self, const char *dir, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && dir != NULL, FALSE);
  g_autoptr (TwRuntime) runtime = tw_runtime_load (NULL, error);
  TwRuntimeResult result;
  if (runtime == NULL || !tw_runtime_install (dir, runtime, FALSE, &result, error))
    return FALSE;
  g_autofree char *line = tw_runtime_result_describe (&result);
  /* TRANSLATORS: the export's line ("Exported: 2 of 12 files changed"),
     then the runtime's ("map-turn runtime: installed version 1"). */
  g_autofree char *text
      = g_strdup_printf (_("%s; %s"), gtk_label_get_text (self->status_label), line);
  gtk_label_set_text (self->status_label, text);
  return TRUE;
}

/* Export in the export dialog: the tower's files, then the runtime. A
 * failure keeps the dialog open, for another folder or the runtime unticked. */
static gboolean
export_dialog_done (const char *folder, gboolean install_runtime, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  g_autoptr (GError) error = NULL;
  if (!tw_window_export_folder (self, folder, NULL, &error))
    {
      tw_window_show_error (self, _("Could not export into the game folder"), error);
      return FALSE;
    }
  if (install_runtime && !tw_window_install_runtime (self, folder, &error))
    {
      tw_window_show_error (self, _("The map-turn runtime was not installed"), error);
      return FALSE;
    }
  return TRUE;
}

/* The folder the project came from or records, and the runtime ticked
 * when the tower uses the map-turn system or the folder already has it. */
static void
export_dialog_run (TwWindow *self)
{
  if (self->project == NULL)
    return;
  const char *folder = self->is_folder ? self->path : self->game_folder;
  gboolean install = tw_runtime_wanted (tw_project_file_get_tower (self->project))
                     || (folder != NULL && tw_runtime_is_installed (folder, NULL));
  tw_export_dialog_show (GTK_WINDOW (self), folder, install, export_dialog_done, self);
}

typedef enum
{
  CHOOSE_OPEN,
  CHOOSE_OPEN_FOLDER,
  CHOOSE_SAVE_AS,
  CHOOSE_EXPORT_BUNDLE,
  CHOOSE_GAME_FOLDER,
} ChooserPurpose;

static void
chooser_apply (TwWindow *self, ChooserPurpose purpose, const char *path)
{
  g_autoptr (GError) error = NULL;
  switch (purpose)
    {
    case CHOOSE_OPEN:
    case CHOOSE_OPEN_FOLDER:
      tw_window_open_path (self, path);
      return;
    case CHOOSE_SAVE_AS:
      if (!tw_window_save_to (self, path, &error))
        tw_window_show_error (self, _("Could not save"), error);
      return;
    case CHOOSE_EXPORT_BUNDLE:
      if (!tw_window_export_bundle (self, path, &error))
        tw_window_show_error (self, _("Could not export the game bundle"), error);
      else
        gtk_label_set_text (self->status_label, _("Exported the game bundle"));
      return;
    case CHOOSE_GAME_FOLDER:
      tw_window_set_game_folder (self, path);
      gtk_label_set_text (self->status_label,
                          tw_mota_is_game_folder (path)
                              ? _("The game folder is recorded; save to keep it.")
                              : _("That folder holds no mota-js game (no data.js)."));
      return;
    }
}

static void
chooser_response_cb (GtkNativeDialog *dialog, int response, TwWindow *self)
{
  ChooserPurpose purpose = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "purpose"));
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                               : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  g_clear_object (&self->chooser);
  if (path != NULL)
    chooser_apply (self, purpose, path);
}

static void
chooser_add_filter (GtkFileChooserNative *chooser, const char *name, const char *pattern)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
}

static void
chooser_run (TwWindow *self, ChooserPurpose purpose)
{
  static const struct
  {
    const char *title;
    GtkFileChooserAction action;
    const char *accept;
  } kinds[] = {
    [CHOOSE_OPEN] = { N_("Open Project"), GTK_FILE_CHOOSER_ACTION_OPEN, N_("_Open") },
    [CHOOSE_OPEN_FOLDER]
    = { N_("Open mota-js Game Folder"), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, N_("_Open") },
    [CHOOSE_SAVE_AS] = { N_("Save Project As"), GTK_FILE_CHOOSER_ACTION_SAVE, N_("_Save") },
    [CHOOSE_EXPORT_BUNDLE] = { N_("Export Game Bundle"), GTK_FILE_CHOOSER_ACTION_SAVE, N_("_Export") },
    [CHOOSE_GAME_FOLDER] = { N_("The game folder of this project moved: where is it now?"),
                             GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, N_("_Choose") },
  };
  if (self->chooser != NULL)
    return;
  self->chooser
      = gtk_file_chooser_native_new (_(kinds[purpose].title), GTK_WINDOW (self),
                                     kinds[purpose].action, _(kinds[purpose].accept), _("_Cancel"));
  g_object_set_data (G_OBJECT (self->chooser), "purpose", GINT_TO_POINTER (purpose));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  if (purpose == CHOOSE_OPEN)
    {
      chooser_add_filter (self->chooser, _("Turnwright projects"), "*.twproj");
      chooser_add_filter (self->chooser, _("All files"), "*");
    }
  else if (purpose == CHOOSE_SAVE_AS || purpose == CHOOSE_EXPORT_BUNDLE)
    {
      g_autofree char *stem = g_strdup (self->display_name ? self->display_name : "tower");
      char *dot = strrchr (stem, '.');
      if (dot != NULL && dot != stem)
        *dot = '\0';
      g_autofree char *name
          = g_strconcat (stem, purpose == CHOOSE_SAVE_AS ? ".twproj" : "-bundle.json", NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

void
tw_window_ask_game_folder (TwWindow *self)
{
  gtk_label_set_text (self->status_label, _("The game folder this project records is not there."));
  chooser_run (self, CHOOSE_GAME_FOLDER);
}

static void
file_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  const char *verb = action + strlen ("file.");
  if (g_str_equal (verb, "open"))
    chooser_run (self, CHOOSE_OPEN);
  else if (g_str_equal (verb, "open-folder"))
    chooser_run (self, CHOOSE_OPEN_FOLDER);
  else if (g_str_equal (verb, "save"))
    save_reporting (self);
  else if (g_str_equal (verb, "save-as"))
    chooser_run (self, CHOOSE_SAVE_AS);
  else if (g_str_equal (verb, "export-bundle"))
    chooser_run (self, CHOOSE_EXPORT_BUNDLE);
  else if (g_str_equal (verb, "export-folder"))
    export_dialog_run (self);
  else if (g_str_equal (verb, "open-sample"))
    {
      g_autofree char *sample = tw_window_find_sample ();
      if (sample != NULL)
        {
          /* A copy of the user's: the installed sample stays as shipped. */
          g_autoptr (GError) error = NULL;
          g_autofree char *parent = tw_sample_copy_parent ();
          g_autofree char *copy = tw_sample_copy (sample, parent, &error);
          if (copy != NULL)
            tw_window_open_path (self, copy);
          else
            tw_window_show_error (self, _("Cannot copy the bundled sample"), error);
        }
      else
        {
          g_autoptr (GError) error
              = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                                     _("The sample is neither installed nor beside the build."));
          tw_window_show_error (self, _("The bundled sample is missing"), error);
        }
    }
}

/* ---- autosave and recovery ---------------------------------------------------------- */

/* Two processes must not autosave the same project over each other: a window
 * writes the autosave only while it holds the lock file beside it. */
static gboolean
autosave_lock_take (TwWindow *self, GError **error)
{
  g_autofree char *autosave = tw_autosave_path (self->path);
  g_autofree char *lock_path = g_strconcat (autosave, ".lock", NULL);
  if (self->autosave_lock != NULL
      && g_str_equal (tw_lock_get_path (self->autosave_lock), lock_path))
    return TRUE;
  g_clear_pointer (&self->autosave_lock, tw_lock_release); /* saved under a new name */
  g_autofree char *dir = g_path_get_dirname (lock_path);
  g_mkdir_with_parents (dir, 0700);
  self->autosave_lock = tw_lock_acquire (lock_path, error);
  return self->autosave_lock != NULL;
}

gboolean
tw_window_autosave_now (TwWindow *self, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  if (self->document == NULL || self->path == NULL)
    return TRUE;
  /* The autosave offered in the recovery bar is an earlier session's work:
   * neither written over nor removed until the user decides. */
  if (self->recovery != NULL)
    return TRUE;
  if (!tw_document_get_dirty (self->document))
    {
      tw_window_autosave_forget (self); /* the file on disk is the latest state */
      return TRUE;
    }
  if (!autosave_lock_take (self, error))
    return FALSE;
  if (!tw_autosave_write (self->project, self->path, error))
    return FALSE;
  self->autosaved_serial = self->change_serial;
  return TRUE;
}

char *
tw_window_get_autosave_path (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->path != NULL ? tw_autosave_path (self->path) : NULL;
}

gboolean
tw_window_has_recovery (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return self->recovery != NULL;
}

static gboolean
autosave_tick (gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  if (self->document != NULL && self->change_serial != self->autosaved_serial)
    {
      g_autoptr (GError) error = NULL;
      /* A failed autosave must not interrupt the designer; it is retried next time. */
      if (!tw_window_autosave_now (self, &error))
        {
          /* Another Turnwright autosaves this project: not a failure of ours. */
          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY))
            g_message ("autosave: %s", error->message);
          else
            g_warning ("autosave: %s", error->message);
        }
    }
  return G_SOURCE_CONTINUE;
}

void
tw_window_autosave_schedule (TwWindow *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->document != NULL && self->autosave_seconds > 0)
    self->autosave_source = g_timeout_add_seconds (self->autosave_seconds, autosave_tick, self);
}

/* Puts the autosaved tower's parts into the document as one undo step. */
static void
recover_activated (GtkWidget *widget, const char *action, GVariant *param)
{
  TwWindow *self = TW_WINDOW (widget);
  if (self->recovery == NULL)
    return;
  if (g_str_equal (action, "file.recover"))
    {
      json_t *saved = tw_project_file_get_tower (self->recovery);
      json_t *current = tw_document_get_tower (self->document);
      tw_document_begin_group (self->document, _("Recover Autosave"));
      const char *key;
      json_t *value;
      json_object_foreach (saved, key, value)
      {
        if (json_equal (value, json_object_get (current, key)))
          continue;
        g_autofree char *pointer = g_strconcat ("/", key, NULL);
        tw_document_set_field (self->document, pointer, value, NULL);
      }
      tw_document_end_group (self->document);
      /* Whole parts were replaced: the canvas and palette start again from the tree. */
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
      tw_map_canvas_set_floor (self->canvas, tw_floor_list_get_selected (self->floor_list));
    }
  else
    tw_autosave_remove (self->path);
  g_clear_pointer (&self->recovery, tw_project_file_free);
  gtk_info_bar_set_revealed (self->recovery_bar, FALSE);
  tw_window_update_actions (self);
}

/* ---- the close prompt --------------------------------------------------------------- */

static void
close_response_cb (GtkDialog *dialog, int response, TwWindow *self)
{
  self->close_dialog = NULL;
  /* Unlink first: the window may be gone before the dialog's last reference is. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT && !save_reporting (self))
    return;
  if (response == GTK_RESPONSE_REJECT)
    tw_window_autosave_forget (self);
  else if (response != GTK_RESPONSE_ACCEPT)
    self->keep_recovery = FALSE; /* the close was cancelled: ask again next time */
  if (response == GTK_RESPONSE_ACCEPT || response == GTK_RESPONSE_REJECT)
    {
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

static gboolean
close_request_cb (GtkWindow *window, gpointer data)
{
  TwWindow *self = TW_WINDOW (window);
  if (self->document != NULL && tw_window_recovery_close_request (self))
    return TRUE;
  if (self->document == NULL || self->close_confirmed || !tw_document_get_dirty (self->document))
    {
      if (self->document != NULL && !tw_document_get_dirty (self->document))
        tw_window_autosave_forget (self);
      if (self->document != NULL)
        tw_window_recovery_closing (self);
      return FALSE;
    }
  if (self->close_dialog != NULL)
    return TRUE;
  GtkWidget *dialog = gtk_message_dialog_new (
      window, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_QUESTION,
      GTK_BUTTONS_NONE, _("Save changes to “%s” before closing?"), self->display_name);
  gtk_widget_set_name (dialog, "close-prompt");
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("If you don't save, your changes will be lost."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL, _("_Discard"),
                          GTK_RESPONSE_REJECT, _("_Save"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  GtkWidget *discard
      = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (discard, "destructive-action");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), self);
  self->close_dialog = dialog;
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Cancel" read as "Cancel" */
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- installing --------------------------------------------------------------------- */

static const char *const tool_icons[TW_N_TOOLS] = {
  "document-edit-symbolic", "edit-clear-symbolic", "checkbox-symbolic",
  "tw-fill-symbolic",       "tw-select-symbolic",  "color-select-symbolic",
};

/* The app's own icons (data/icons): GtkApplication adds its resource path
 * to the theme; a window made without the app (the tests) adds it here. */
static void
icons_ensure (GtkWidget *widget)
{
  static const char *const path = "/io/github/turnwright/Turnwright/icons";
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));
  g_auto (GStrv) paths = gtk_icon_theme_get_resource_path (theme);
  if (paths == NULL || !g_strv_contains ((const char *const *)paths, path))
    gtk_icon_theme_add_resource_path (theme, path);
}
static const char *const tool_labels[TW_N_TOOLS]
    = { N_("Pencil"), N_("Eraser"), N_("Rectangle"), N_("Fill"), N_("Select and move"), N_("Pick") };
static const char *const tool_help[TW_N_TOOLS] = {
  N_("paint the palette's tile"),
  N_("clear cells"),
  N_("fill a rectangle with the tile"),
  N_("fill the connected region"),
  N_("drag a rectangle; drag it again to move it"),
  N_("take the tile under the pointer (also right click)"),
};
static const guint tool_keys[TW_N_TOOLS]
    = { GDK_KEY_b, GDK_KEY_e, GDK_KEY_r, GDK_KEY_f, GDK_KEY_s, GDK_KEY_i };

void
tw_window_class_init_actions (GtkWidgetClass *widget_class)
{
  GObjectClass *object_class = G_OBJECT_CLASS (widget_class);
  object_class->get_property = tw_window_get_property;
  object_class->set_property = tw_window_set_property;
  properties[PROP_TOOL]
      = g_param_spec_string ("tool", NULL, NULL, "pencil",
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LAYER]
      = g_param_spec_string ("layer", NULL, NULL, "event",
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTOSAVE_INTERVAL]
      = g_param_spec_uint ("autosave-interval", NULL, NULL, 0, G_MAXUINT, 60,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  const char *const file_verbs[] = { "open",    "open-folder",   "open-sample",  "save",
                                     "save-as", "export-bundle", "export-folder" };
  for (guint i = 0; i < G_N_ELEMENTS (file_verbs); i++)
    {
      g_autofree char *name = g_strconcat ("file.", file_verbs[i], NULL);
      gtk_widget_class_install_action (widget_class, name, NULL, file_activated);
    }
  gtk_widget_class_install_action (widget_class, "file.recover", NULL, recover_activated);
  gtk_widget_class_install_action (widget_class, "file.discard-recovery", NULL, recover_activated);
  gtk_widget_class_install_action (widget_class, "edit.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "edit.redo", NULL, undo_activated);
  const char *const clip_verbs[] = { "edit.cut", "edit.copy", "edit.paste", "edit.delete" };
  for (guint i = 0; i < G_N_ELEMENTS (clip_verbs); i++)
    gtk_widget_class_install_action (widget_class, clip_verbs[i], NULL, clipboard_activated);
  gtk_widget_class_install_action (widget_class, "edit.capture-stamp", NULL,
                                   capture_stamp_activated);
  gtk_widget_class_install_action (widget_class, "edit.select-all", NULL, select_activated);
  gtk_widget_class_install_action (widget_class, "edit.deselect", NULL, select_activated);
  for (int t = 0; t < TW_N_TOOLS; t++)
    {
      g_autofree char *name = g_strconcat ("tool.", tw_tool_kind_to_string (t), NULL);
      gtk_widget_class_install_action (widget_class, name, NULL, tool_activated);
      gtk_widget_class_add_binding_action (widget_class, tool_keys[t], 0, name, NULL);
    }
  gtk_widget_class_install_property_action (widget_class, "tool.set", "tool");
  /* The layer the tools paint: Alt+1 background, Alt+2 event, Alt+3 foreground. */
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      g_autofree char *name = g_strconcat ("layer.", tw_layer_name (layer), NULL);
      gtk_widget_class_install_action (widget_class, name, NULL, layer_activated);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + layer, GDK_ALT_MASK, name,
                                           NULL);
    }
  gtk_widget_class_install_property_action (widget_class, "layer.set", "layer");
  /* Ctrl+Alt+1/2/3: the layer's view button (shown, dimmed, hidden). */
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      g_autofree char *name = g_strconcat ("layer-view.", tw_layer_name (layer), NULL);
      gtk_widget_class_install_action (widget_class, name, NULL, layer_view_activated);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + layer,
                                           GDK_CONTROL_MASK | GDK_ALT_MASK, name, NULL);
    }

  const struct
  {
    guint key;
    GdkModifierType mods;
    const char *action;
  } keys[] = {
    { GDK_KEY_o, GDK_CONTROL_MASK, "file.open" },
    { GDK_KEY_o, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "file.open-folder" },
    { GDK_KEY_s, GDK_CONTROL_MASK, "file.save" },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "file.save-as" },
    { GDK_KEY_e, GDK_CONTROL_MASK, "file.export-bundle" },
    { GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "file.export-folder" },
    { GDK_KEY_w, GDK_CONTROL_MASK, "window.close" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "edit.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "edit.redo" },
    { GDK_KEY_y, GDK_CONTROL_MASK, "edit.redo" },
    { GDK_KEY_x, GDK_CONTROL_MASK, "edit.cut" },
    { GDK_KEY_c, GDK_CONTROL_MASK, "edit.copy" },
    { GDK_KEY_v, GDK_CONTROL_MASK, "edit.paste" },
    { GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "edit.capture-stamp" },
    { GDK_KEY_Delete, 0, "edit.delete" },
    { GDK_KEY_a, GDK_CONTROL_MASK, "edit.select-all" },
    { GDK_KEY_Escape, 0, "edit.deselect" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action,
                                         NULL);
}

/* A row of linked buttons: one group of the toolbar, kept whole when the
 * toolbar wraps. */
static GtkWidget *
tool_group_new (const char *name)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_name (group, name);
  gtk_widget_add_css_class (group, "linked");
  return group;
}

/* The tools, then each layer's switch with its show / dim / hide button,
 * in groups that wrap onto a second row when the map is narrow (the
 * toolbar never clips a tool). */
static void
tool_buttons_build (TwWindow *self)
{
  icons_ensure (GTK_WIDGET (self));
  GtkWidget *rows = tw_wrap_box_new (4, 2);
  gtk_widget_set_name (rows, "tool-rows");
  gtk_widget_set_hexpand (rows, TRUE);
  GtkWidget *tools = tool_group_new ("tool-group");
  for (int t = 0; t < TW_N_TOOLS; t++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      g_autofree char *name = g_strconcat ("tool-", tw_tool_kind_to_string (t), NULL);
      g_autofree char *key = g_utf8_strup (gdk_keyval_name (tool_keys[t]), -1);
      g_autofree char *tooltip = g_strdup_printf (_("%s (%s): %s"), _(tool_labels[t]), key, _(tool_help[t]));
      gtk_widget_set_name (button, name);
      gtk_button_set_icon_name (GTK_BUTTON (button), tool_icons[t]);
      gtk_widget_set_tooltip_text (button, tooltip);
      tw_a11y_set_name (button, _(tool_labels[t]));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "tool.set");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", tw_tool_kind_to_string (t));
      gtk_box_append (GTK_BOX (tools), button);
    }
  tw_wrap_box_append (TW_WRAP_BOX (rows), tools);
  static const char *const layer_labels[TW_N_LAYERS] = { N_("BG"), N_("Event"), N_("FG") };
  /* What a screen reader says for the short labels above. */
  static const char *const layer_names[TW_N_LAYERS]
      = { N_("Paint the background layer"), N_("Paint the event layer"),
          N_("Paint the foreground layer") };
  static const char *const layer_help[TW_N_LAYERS]
      = { N_("Paint the background layer (bgmap), Alt+1"), N_("Paint the event layer (map), Alt+2"),
          N_("Paint the foreground layer (fgmap), Alt+3") };
  TwLayerButtons *views = tw_layer_buttons_new (self->canvas);
  g_object_set_data_full (G_OBJECT (self), "tw-layer-buttons", views, g_object_unref);
  for (int layer = 0; layer < TW_N_LAYERS; layer++)
    {
      g_autofree char *group_name = g_strconcat ("layer-group-", tw_layer_name (layer), NULL);
      GtkWidget *group = tool_group_new (group_name);
      GtkWidget *button = gtk_toggle_button_new_with_label (_(layer_labels[layer]));
      g_autofree char *name = g_strconcat ("layer-", tw_layer_name (layer), NULL);
      gtk_widget_set_name (button, name);
      gtk_widget_set_tooltip_text (button, _(layer_help[layer]));
      tw_a11y_set_name (button, _(layer_names[layer]));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "layer.set");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", tw_layer_name (layer));
      gtk_box_append (GTK_BOX (group), button);
      gtk_box_append (GTK_BOX (group), tw_layer_buttons_get_button (views, layer));
      tw_wrap_box_append (TW_WRAP_BOX (rows), group);
    }
  gtk_box_append (self->tool_box, rows);
}

/* The timeline's keyboard cursor is read out in the status line: the tick
 * and the first line of what the detail pane says about it. */
static void
timeline_cursor_moved_cb (TwTimelineView *view, guint tick, TwWindow *self)
{
  TwTimelineModel *model = tw_timeline_view_get_model (view);
  g_autofree char *detail = model != NULL ? tw_timeline_detail_text (model, NULL, tick) : NULL;
  char *newline = detail != NULL ? strchr (detail, '\n') : NULL;
  if (newline != NULL)
    *newline = '\0';
  g_autofree char *text = detail != NULL && *detail != '\0'
                              ? g_strdup_printf (_("Timeline: tick %u · %s"), tick, detail)
                              : g_strdup_printf (_("Timeline: tick %u"), tick);
  gtk_label_set_text (self->status_label, text);
}

void
tw_window_init_actions (TwWindow *self)
{
  g_signal_connect_object (tw_timeline_get_view (self->timeline), "cursor-moved",
                           G_CALLBACK (timeline_cursor_moved_cb), self, 0);
  tool_buttons_build (self);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}
