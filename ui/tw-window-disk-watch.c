/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-disk-watch.c: part of the window (its first include is the
 * window's private header): the game folder's monitors, the "changed on disk" bar,
 * Reload and Overwrite; see tw-window-disk-watch.h. */
#include "ui/tw-window-private.h"

#include "editor/mota/tw-disk-check.h"
#include "editor/mota/tw-mota.h"
#include "editor/tw-history.h"
#include "ui/tw-a11y.h"
#include "ui/tw-window-disk-watch.h"
#include "editor/tw-i18n.h"

/* Editors write a file in several steps; the check waits for them to settle. */
#define SETTLE_MS 150

enum
{
  RESPONSE_RELOAD = 1,
  RESPONSE_OVERWRITE,
  RESPONSE_KEEP_MINE,
  RESPONSE_TAKE_THEIRS,
};

struct _TwDiskWatch
{
  TwWindow *window; /* owns this */
  GtkInfoBar *bar;
  GtkLabel *label;
  char *project_dir; /* the watched project/ folder, NULL when none */
  GFileMonitor *monitors[2];
  GHashTable *pending; /* relative paths with events not yet checked */
  guint settle_source;
  GPtrArray *changed;   /* relative paths shown in the bar, sorted */
  TwProjectFile *fresh; /* the folder read again, while the reload dialog asks */
  GPtrArray *asking;    /* the edited files the reload dialog asks about */
  GtkWidget *dialog;
};

/* ---- the bar ---- */

static gboolean
is_listed (GPtrArray *list, const char *relative, guint *index)
{
  return g_ptr_array_find_with_equal_func (list, relative, g_str_equal, index);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *)a, *(const char *const *)b);
}

static GPtrArray *
list_copy (GPtrArray *list)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < list->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (list, i)));
  return copy;
}

static void
list_set (GPtrArray *list, const char *relative, gboolean present)
{
  guint index;
  gboolean listed = is_listed (list, relative, &index);
  if (present && !listed)
    {
      g_ptr_array_add (list, g_strdup (relative));
      g_ptr_array_sort (list, compare_names);
    }
  else if (!present && listed)
    g_ptr_array_remove_index (list, index);
}

static void
bar_update (TwDiskWatch *self)
{
  guint n = self->changed->len;
  if (n > 0)
    {
      const char *first = g_ptr_array_index (self->changed, 0);
      g_autofree char *what
          = n == 1 ? g_strdup_printf (_("%s changed on disk."), first)
                   : g_strdup_printf (ngettext ("%s and %u other file changed on disk.",
                                                "%s and %u other files changed on disk.", n - 1),
                                      first, n - 1);
      /* TRANSLATORS: %s is "NAME changed on disk." */
      g_autofree char *text = g_strdup_printf (
          _("%s Reload takes the new version (your unsaved edits to other files are kept); "
            "Overwrite keeps yours and writes it on the next save."),
          what);
      gtk_label_set_text (self->label, text);
    }
  gtk_info_bar_set_revealed (self->bar, n > 0);
}

/* ---- checking the files that had events ---- */

static TwProjectFile *
window_project (TwDiskWatch *self)
{
  return self->window->project;
}

static gboolean
settle_cb (gpointer data)
{
  TwDiskWatch *self = data;
  self->settle_source = 0;
  if (window_project (self) == NULL || self->project_dir == NULL)
    return G_SOURCE_REMOVE;
  GHashTableIter iter;
  gpointer relative;
  g_hash_table_iter_init (&iter, self->pending);
  while (g_hash_table_iter_next (&iter, &relative, NULL))
    list_set (self->changed, relative,
              tw_disk_check_is_changed (window_project (self), self->project_dir, relative));
  g_hash_table_remove_all (self->pending);
  bar_update (self);
  return G_SOURCE_REMOVE;
}

/* "enemys.js" or "floors/MT0.js" for a file of the watched folders. */
static char *
relative_of (TwDiskWatch *self, GFile *file)
{
  if (file == NULL)
    return NULL;
  g_autoptr (GFile) parent = g_file_get_parent (file);
  g_autofree char *dir = parent != NULL ? g_file_get_path (parent) : NULL;
  g_autofree char *name = g_file_get_basename (file);
  if (dir == NULL || name == NULL || !g_str_has_suffix (name, ".js"))
    return NULL;
  g_autofree char *floors = g_build_filename (self->project_dir, "floors", NULL);
  if (g_strcmp0 (dir, self->project_dir) == 0)
    return g_steal_pointer (&name);
  if (g_strcmp0 (dir, floors) == 0)
    return g_strconcat ("floors/", name, NULL);
  return NULL;
}

static void
monitor_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                    gpointer data)
{
  TwDiskWatch *self = data;
  /* A save through a temporary file arrives as a rename onto the target. */
  GFile *target = event == G_FILE_MONITOR_EVENT_RENAMED ? other : file;
  g_autofree char *relative = relative_of (self, target);
  if (relative == NULL || window_project (self) == NULL
      || !tw_disk_check_has_record (window_project (self), self->project_dir, relative))
    return;
  g_hash_table_add (self->pending, g_steal_pointer (&relative));
  g_clear_handle_id (&self->settle_source, g_source_remove);
  self->settle_source = g_timeout_add (SETTLE_MS, settle_cb, self);
}

static void
monitors_stop (TwDiskWatch *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->monitors); i++)
    if (self->monitors[i] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->monitors[i], self);
        g_file_monitor_cancel (self->monitors[i]);
        g_clear_object (&self->monitors[i]);
      }
  g_clear_handle_id (&self->settle_source, g_source_remove);
  g_hash_table_remove_all (self->pending);
  g_ptr_array_set_size (self->changed, 0);
  g_clear_pointer (&self->project_dir, g_free);
}

static GFileMonitor *
monitor_folder (TwDiskWatch *self, const char *path)
{
  g_autoptr (GFile) dir = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  GFileMonitor *monitor = g_file_monitor_directory (dir, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  if (monitor == NULL)
    {
      /* Without a monitor the check before writing still protects the files. */
      g_debug ("cannot watch %s: %s", path, error->message);
      return NULL;
    }
  g_signal_connect (monitor, "changed", G_CALLBACK (monitor_changed_cb), self);
  return monitor;
}

/* The project/ folder of a game folder, as import finds it. */
static char *
project_dir_of (const char *path)
{
  g_autofree char *nested = g_build_filename (path, "project", "data.js", NULL);
  if (g_file_test (nested, G_FILE_TEST_IS_REGULAR))
    return g_build_filename (path, "project", NULL);
  return g_strdup (path);
}

void
tw_disk_watch_update (TwDiskWatch *self)
{
  g_return_if_fail (self != NULL);
  TwWindow *window = self->window;
  monitors_stop (self);
  bar_update (self);
  if (window->project == NULL || window->path == NULL || !window->is_folder)
    return;
  self->project_dir = project_dir_of (window->path);
  g_autofree char *floors = g_build_filename (self->project_dir, "floors", NULL);
  self->monitors[0] = monitor_folder (self, self->project_dir);
  self->monitors[1] = monitor_folder (self, floors);
}

/* ---- Reload ---- */

static void
merge_position (const char *path, const TwJsonPosition *where, gpointer data)
{
  tw_json_positions_add (data, path, where->file, where->line, where->column);
}

/* Puts the file's part of `fresh` (the folder read again) into the
 * document, with its write-back data and its record. */
static void
take_file (TwDiskWatch *self, TwProjectFile *fresh, const char *relative)
{
  TwWindow *window = self->window;
  g_autofree char *pointer = tw_disk_check_tower_pointer (relative);
  json_t *value
      = pointer != NULL ? tw_path_resolve (tw_project_file_get_tower (fresh), pointer) : NULL;
  /* A floor file no longer listed in main.floorIds is not part of the tower. */
  if (value != NULL)
    tw_document_set_field (window->document, pointer, value, NULL);
  json_t *files = json_object_get (tw_project_file_get_mota (window->project), "files");
  json_t *entry
      = json_object_get (json_object_get (tw_project_file_get_mota (fresh), "files"), relative);
  if (json_is_object (files) && entry != NULL)
    json_object_set_new (files, relative, json_deep_copy (entry));
  tw_disk_check_copy_record (window->project, fresh, self->project_dir, relative);
  list_set (self->changed, relative, FALSE);
}

/* Floors that a reloaded data.js lists and the document lacks come too. */
static void
take_new_floors (TwDiskWatch *self, TwProjectFile *fresh)
{
  json_t *fresh_floors = json_object_get (tw_project_file_get_tower (fresh), "floors");
  const char *id;
  json_t *floor;
  json_object_foreach (fresh_floors, id,
                       floor) if (tw_document_get_floor (self->window->document, id) == NULL)
  {
    g_autofree char *relative = g_strdup_printf ("floors/%s.js", id);
    take_file (self, fresh, relative);
  }
}

/* Replaces the files' parts of the document by their versions on disk, as
 * one undo step. A document with no unsaved edits stays clean. */
static void
take_theirs (TwDiskWatch *self, TwProjectFile *fresh, GPtrArray *relatives)
{
  TwWindow *window = self->window;
  if (relatives->len == 0)
    return;
  gboolean was_clean = !tw_document_get_dirty (window->document);
  tw_document_begin_group (window->document, _("Reload from Disk"));
  for (guint i = 0; i < relatives->len; i++)
    {
      const char *relative = g_ptr_array_index (relatives, i);
      take_file (self, fresh, relative);
      if (g_str_equal (relative, "data.js"))
        take_new_floors (self, fresh);
    }
  tw_document_end_group (window->document);
  /* Lines moved in the files read again: errors point at their new places. */
  tw_json_positions_foreach (tw_project_file_get_positions (fresh), merge_position,
                             tw_project_file_get_positions (window->project));
  if (was_clean)
    tw_document_mark_clean (window->document);
  gtk_widget_queue_draw (GTK_WIDGET (window->canvas));
  tw_map_canvas_set_floor (window->canvas, tw_floor_list_get_selected (window->floor_list));
}

/* The user keeps the document's version: the next save overwrites the file. */
static void
keep_mine (TwDiskWatch *self, GPtrArray *relatives)
{
  for (guint i = 0; i < relatives->len; i++)
    {
      const char *relative = g_ptr_array_index (relatives, i);
      tw_disk_check_accept_disk (window_project (self), self->project_dir, relative);
      list_set (self->changed, relative, FALSE);
    }
}

static void
dialog_close (TwDiskWatch *self, GtkDialog *dialog)
{
  self->dialog = NULL;
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
reload_dialog_response_cb (GtkDialog *dialog, int response, TwDiskWatch *self)
{
  dialog_close (self, dialog);
  if (response == RESPONSE_TAKE_THEIRS)
    take_theirs (self, self->fresh, self->asking);
  else if (response == RESPONSE_KEEP_MINE)
    keep_mine (self, self->asking);
  g_clear_pointer (&self->fresh, tw_project_file_free);
  g_clear_pointer (&self->asking, g_ptr_array_unref);
  bar_update (self);
}

static char *
join_names (GPtrArray *relatives)
{
  g_autoptr (GString) names = g_string_new (NULL);
  for (guint i = 0; i < relatives->len; i++)
    g_string_append_printf (names, "%s%s", i == 0 ? "" : ", ",
                            (const char *)g_ptr_array_index (relatives, i));
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static GtkWidget *
question_new (TwDiskWatch *self, const char *name, const char *primary, const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (
      GTK_WINDOW (self->window), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
      GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", primary);
  gtk_widget_set_name (dialog, name);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  self->dialog = dialog;
  return dialog;
}

/* The edited files: Keep Mine or Take Theirs. */
static void
ask_about_edited (TwDiskWatch *self)
{
  g_autofree char *names = join_names (self->asking);
  g_autofree char *primary
      = g_strdup_printf (_("You have unsaved changes to %s, which also changed on disk"), names);
  GtkWidget *dialog = question_new (
      self, "disk-reload-dialog", primary,
      _("Keep Mine: your version is written over theirs on the next save. Take Theirs: the "
      "file's new version replaces your edits to it (Undo brings them back)."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL, _("_Keep Mine"),
                          RESPONSE_KEEP_MINE, _("_Take Theirs"), RESPONSE_TAKE_THEIRS, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (reload_dialog_response_cb), self);
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Cancel" read as "Cancel" */
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reload (TwDiskWatch *self)
{
  TwWindow *window = self->window;
  if (self->dialog != NULL || self->changed->len == 0)
    return;
  g_autoptr (GError) error = NULL;
  g_autoptr (TwProjectFile) fresh = tw_mota_import (self->project_dir, &error);
  if (fresh == NULL)
    {
      tw_window_show_error (window, _("Could not reload the game folder"), error);
      return;
    }
  g_autoptr (GPtrArray) untouched = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) edited = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->changed->len; i++)
    {
      const char *relative = g_ptr_array_index (self->changed, i);
      gboolean has_edits = tw_mota_export_has_edits (window->project, self->project_dir, relative);
      g_ptr_array_add (has_edits ? edited : untouched, g_strdup (relative));
    }
  take_theirs (self, fresh, untouched);
  bar_update (self);
  if (edited->len == 0)
    return;
  self->fresh = g_steal_pointer (&fresh);
  self->asking = g_steal_pointer (&edited);
  ask_about_edited (self);
}

static void
bar_response_cb (GtkInfoBar *bar, int response, TwDiskWatch *self)
{
  if (response == RESPONSE_RELOAD)
    reload (self);
  else if (response == RESPONSE_OVERWRITE)
    {
      /* A copy: keep_mine takes each file off the bar's list. */
      g_autoptr (GPtrArray) all = list_copy (self->changed);
      keep_mine (self, all);
      bar_update (self);
    }
}

/* ---- a save that met a changed file ---- */

static void
save_dialog_response_cb (GtkDialog *dialog, int response, TwDiskWatch *self)
{
  dialog_close (self, dialog);
  if (response != RESPONSE_OVERWRITE)
    return;
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) changed = tw_disk_check_list_changed (window_project (self), self->project_dir);
  for (guint i = 0; changed[i] != NULL; i++)
    g_ptr_array_add (all, g_strdup (changed[i]));
  keep_mine (self, all);
  bar_update (self);
  gtk_widget_activate_action (GTK_WIDGET (self->window), "file.save", NULL);
}

gboolean
tw_disk_watch_handle_save_error (TwDiskWatch *self, const GError *error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!g_error_matches (error, TW_DISK_CHECK_ERROR, TW_DISK_CHECK_ERROR_CHANGED)
      || self->project_dir == NULL)
    return FALSE;
  g_auto (GStrv) changed = tw_disk_check_list_changed (window_project (self), self->project_dir);
  for (guint i = 0; changed[i] != NULL; i++)
    list_set (self->changed, changed[i], TRUE);
  bar_update (self);
  if (self->dialog != NULL)
    return TRUE;
  g_autofree char *names = join_names (self->changed);
  g_autofree char *primary = g_strdup_printf (_("%s changed on disk since Turnwright read it"), names);
  GtkWidget *dialog = question_new (
      self, "disk-save-dialog", primary,
      _("Nothing was saved. Overwrite replaces the other program's changes with your version; "
      "Cancel, then Reload in the bar, takes theirs."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL, _("_Overwrite"),
                          RESPONSE_OVERWRITE, NULL);
  GtkWidget *overwrite
      = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), RESPONSE_OVERWRITE);
  gtk_widget_add_css_class (overwrite, "destructive-action");
  g_signal_connect (dialog, "response", G_CALLBACK (save_dialog_response_cb), self);
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Cancel" read as "Cancel" */
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- life ---- */

static GtkWidget *
bar_button (GtkInfoBar *bar, const char *label, int response, const char *name, const char *tooltip)
{
  GtkWidget *button = gtk_info_bar_add_button (bar, label, response);
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

TwDiskWatch *
tw_disk_watch_new (TwWindow *window)
{
  g_return_val_if_fail (TW_IS_WINDOW (window), NULL);
  TwDiskWatch *self = g_new0 (TwDiskWatch, 1);
  self->window = window;
  self->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->changed = g_ptr_array_new_with_free_func (g_free);

  self->bar = GTK_INFO_BAR (gtk_info_bar_new ());
  gtk_widget_set_name (GTK_WIDGET (self->bar), "disk-bar");
  gtk_info_bar_set_message_type (self->bar, GTK_MESSAGE_WARNING);
  gtk_info_bar_set_revealed (self->bar, FALSE);
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->label), "disk-bar-label");
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_xalign (self->label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_info_bar_add_child (self->bar, GTK_WIDGET (self->label));
  bar_button (self->bar, _("_Reload"), RESPONSE_RELOAD, "disk-reload-button",
              _("Read the changed files again (your edits to other files are kept)"));
  bar_button (self->bar, _("_Overwrite"), RESPONSE_OVERWRITE, "disk-overwrite-button",
              _("Keep your version: the next save writes it over the changed files"));
  g_signal_connect (self->bar, "response", G_CALLBACK (bar_response_cb), self);

  /* Under the recovery bar, above the panes. */
  GtkWidget *recovery = GTK_WIDGET (window->recovery_bar);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (recovery)), GTK_WIDGET (self->bar),
                              recovery);
  return self;
}

void
tw_disk_watch_free (TwDiskWatch *self)
{
  if (self == NULL)
    return;
  monitors_stop (self);
  if (self->dialog != NULL)
    dialog_close (self, GTK_DIALOG (self->dialog));
  g_clear_pointer (&self->fresh, tw_project_file_free);
  g_clear_pointer (&self->asking, g_ptr_array_unref);
  g_hash_table_unref (self->pending);
  g_ptr_array_unref (self->changed);
  g_free (self);
}
