/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-recovery.c: when the window may remove its autosave, and the
 * question asked when it closes while a recovery is still offered.
 *
 * An autosave offered in the recovery bar is the work of an earlier session:
 * it is removed only when the user chooses Discard, and written over only
 * once the user has recovered it. Until then autosave leaves it alone, and
 * closing the window asks: Recover, Discard or Keep for Later. */
#include "ui/tw-window-private.h"

#include <glib/gstdio.h>

#include "ui/tw-a11y.h"
#include "ui/tw-autosave.h"
#include "editor/tw-i18n.h"

enum
{
  RESPONSE_KEEP_FOR_LATER = 1,
};

void
tw_window_autosave_forget (TwWindow *self)
{
  if (self->path == NULL || self->recovery != NULL)
    return;
  tw_autosave_remove (self->path);
}

static void
recovery_close_response_cb (GtkDialog *dialog, int response, TwWindow *self)
{
  self->recovery_close_dialog = NULL;
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    gtk_widget_activate_action (GTK_WIDGET (self), "file.recover", NULL);
  else if (response == GTK_RESPONSE_REJECT)
    gtk_widget_activate_action (GTK_WIDGET (self), "file.discard-recovery", NULL);
  else if (response == RESPONSE_KEEP_FOR_LATER)
    self->keep_recovery = TRUE;
  else
    return; /* the dialog was dismissed: the window stays */
  /* On to the usual close: a document with unsaved changes asks to save. */
  gtk_window_close (GTK_WINDOW (self));
}

gboolean
tw_window_recovery_close_request (TwWindow *self)
{
  if (self->recovery == NULL || self->keep_recovery)
    return FALSE;
  if (self->recovery_close_dialog != NULL)
    return TRUE;
  GtkWidget *dialog = gtk_message_dialog_new (
      GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_QUESTION,
      GTK_BUTTONS_NONE, _("Recover the unsaved changes to “%s” before closing?"), self->display_name);
  gtk_widget_set_name (dialog, "recovery-close-prompt");
  gtk_message_dialog_format_secondary_text (
      GTK_MESSAGE_DIALOG (dialog),
      _("Changes autosaved in an earlier session were never saved. Keep for Later offers them "
      "again the next time you open this tower; Discard deletes them."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Keep for Later"), RESPONSE_KEEP_FOR_LATER,
                          _("_Discard"), GTK_RESPONSE_REJECT, _("_Recover"), GTK_RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_KEEP_FOR_LATER);
  GtkWidget *discard
      = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
  gtk_widget_add_css_class (discard, "destructive-action");
  g_signal_connect (dialog, "response", G_CALLBACK (recovery_close_response_cb), self);
  self->recovery_close_dialog = dialog;
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Recover" read as "Recover" */
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

void
tw_window_recovery_closing (TwWindow *self)
{
  /* A save in this session made the folder newer than the autosave, which
   * would then not be offered again: it is dated now, as promised. */
  if (self->keep_recovery && self->recovery != NULL && self->path != NULL)
    tw_autosave_keep (self->path);
}
