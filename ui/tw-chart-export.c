/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-chart-export.c: asking where to export a chart or a table (see
 * tw-chart-export.h). */
#include "ui/tw-chart-export.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"

#include <string.h>

typedef struct
{
  GObject *owner;
  GtkWindow *parent;
  char *extension; /* ".png", or NULL */
  TwExportFunc write;
} Export;

static void
export_free (Export *e)
{
  g_object_unref (e->owner);
  g_clear_object (&e->parent);
  g_free (e->extension);
  g_free (e);
}

static void
show_error (GtkWindow *parent, const char *message)
{
  GtkWidget *dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                              _("The file could not be written."));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", message);
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Close" read as "Close" */
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
response_cb (GtkNativeDialog *dialog, int response, Export *e)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autofree char *base = path != NULL ? g_path_get_basename (path) : NULL;
      /* "chart" means "chart.png": the format follows the button. */
      if (path != NULL && e->extension != NULL && strchr (base, '.') == NULL)
        {
          char *with = g_strconcat (path, e->extension, NULL);
          g_free (path);
          path = with;
        }
      g_autoptr (GError) error = NULL;
      if (path != NULL && !e->write (e->owner, path, &error))
        show_error (e->parent, error->message);
    }
  g_object_unref (dialog);
  export_free (e);
}

void
tw_chart_export_ask (GtkWidget *widget, GObject *owner, const char *title,
                     const char *suggested_name, TwExportFunc write)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWindow *parent = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
  Export *e = g_new0 (Export, 1);
  e->owner = g_object_ref (owner);
  e->parent = parent != NULL ? g_object_ref (parent) : NULL;
  const char *dot = strrchr (suggested_name, '.');
  e->extension = dot != NULL ? g_strdup (dot) : NULL;
  e->write = write;
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
      title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), e);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
