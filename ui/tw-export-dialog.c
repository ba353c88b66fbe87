/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-export-dialog.c: the export's folder and its map-turn runtime choice
 * (see tw-export-dialog.h). A window of its own rather than a file
 * chooser's extra choice: a choice there can carry no tooltip, and the
 * runtime's needs one. */
#include "ui/tw-export-dialog.h"

#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

typedef struct
{
  GtkWindow *window;
  GtkEntry *folder;
  GtkCheckButton *runtime;
  GtkWidget *ok;
  GtkFileChooserNative *chooser;
  TwExportDialogFunc func;
  gpointer user_data;
} ExportDialog;

static void
export_dialog_free (gpointer data)
{
  ExportDialog *d = data;
  if (d->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (d->chooser, d);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (d->chooser));
      g_object_unref (d->chooser);
    }
  g_free (d);
}

static const char *
folder_text (ExportDialog *d)
{
  return gtk_editable_get_text (GTK_EDITABLE (d->folder));
}

static void
folder_changed_cb (GtkEditable *editable, ExportDialog *d)
{
  gtk_widget_set_sensitive (d->ok, *folder_text (d) != '\0');
}

static void
ok_clicked_cb (GtkButton *button, ExportDialog *d)
{
  g_autofree char *folder = g_strdup (folder_text (d));
  if (*folder == '\0')
    return;
  if (d->func (folder, gtk_check_button_get_active (d->runtime), d->user_data))
    gtk_window_destroy (d->window);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, ExportDialog *d)
{
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))
                               : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  if (path != NULL)
    gtk_editable_set_text (GTK_EDITABLE (d->folder), path);
  g_clear_object (&d->chooser);
}

static void
choose_clicked_cb (GtkButton *button, ExportDialog *d)
{
  if (d->chooser != NULL)
    return;
  d->chooser = gtk_file_chooser_native_new (_("Export into mota-js Game Folder"), d->window,
                                            GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Choose"),
                                            _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (d->chooser), TRUE);
  if (*folder_text (d) != '\0')
    {
      g_autoptr (GFile) current = g_file_new_for_path (folder_text (d));
      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (d->chooser), current, NULL);
    }
  g_signal_connect (d->chooser, "response", G_CALLBACK (chooser_response_cb), d);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (d->chooser));
}

static GtkWidget *
folder_row (ExportDialog *d, const char *folder)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("Game _folder:"));
  GtkWidget *entry = gtk_entry_new ();
  gtk_widget_set_name (entry, "export-folder");
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 40);
  gtk_editable_set_text (GTK_EDITABLE (entry), folder != NULL ? folder : "");
  gtk_widget_set_tooltip_text (entry,
                               _("The folder holding the game's project/ folder, or project/ "
                                  "itself; created if missing"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
  GtkWidget *choose = gtk_button_new_with_mnemonic (_("C_hoose…"));
  gtk_widget_set_name (choose, "export-choose");
  g_signal_connect (choose, "clicked", G_CALLBACK (choose_clicked_cb), d);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), entry);
  gtk_box_append (GTK_BOX (row), choose);
  d->folder = GTK_ENTRY (entry);
  return row;
}

static GtkWidget *
runtime_check (ExportDialog *d, gboolean active)
{
  GtkWidget *check = gtk_check_button_new_with_mnemonic (_("Install the map-turn _runtime"));
  gtk_widget_set_name (check, "export-runtime");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
  gtk_widget_set_tooltip_text (
      check, _("Adds Turnwright's map-turn plugin to the game's project/plugins.js (or updates "
                "it), keeping every other plugin, so that the game plays timeCost, actType and "
                "the skills as Turnwright simulates them. Unticked, plugins.js is left as it is."));
  d->runtime = GTK_CHECK_BUTTON (check);
  return check;
}

static GtkWidget *
button_row (ExportDialog *d)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (row, GTK_ALIGN_END);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_name (cancel, "export-cancel");
  d->ok = gtk_button_new_with_mnemonic (_("_Export"));
  gtk_widget_set_name (d->ok, "export-ok");
  gtk_widget_add_css_class (d->ok, "suggested-action");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), d->window);
  g_signal_connect (d->ok, "clicked", G_CALLBACK (ok_clicked_cb), d);
  gtk_box_append (GTK_BOX (row), cancel);
  gtk_box_append (GTK_BOX (row), d->ok);
  return row;
}

GtkWindow *
tw_export_dialog_show (GtkWindow *parent, const char *folder, gboolean install_runtime,
                       TwExportDialogFunc func, gpointer user_data)
{
  g_return_val_if_fail (func != NULL, NULL);
  ExportDialog *d = g_new0 (ExportDialog, 1);
  d->func = func;
  d->user_data = user_data;
  d->window = GTK_WINDOW (gtk_window_new ());
  gtk_widget_set_name (GTK_WIDGET (d->window), "export-dialog");
  gtk_window_set_title (d->window, _("Export into mota-js Game Folder"));
  gtk_window_set_modal (d->window, TRUE);
  gtk_window_set_resizable (d->window, FALSE);
  gtk_window_set_destroy_with_parent (d->window, TRUE);
  if (parent != NULL)
    gtk_window_set_transient_for (d->window, parent);
  g_object_set_data_full (G_OBJECT (d->window), "export-dialog", d, export_dialog_free);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), folder_row (d, folder));
  gtk_box_append (GTK_BOX (box), runtime_check (d, install_runtime));
  gtk_box_append (GTK_BOX (box), button_row (d));
  gtk_window_set_child (d->window, box);
  gtk_window_set_default_widget (d->window, d->ok);
  g_signal_connect (d->folder, "changed", G_CALLBACK (folder_changed_cb), d);
  folder_changed_cb (GTK_EDITABLE (d->folder), d);
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (d->window)); /* "_Export" read as "Export" */
  gtk_window_present (d->window);
  return d->window;
}
