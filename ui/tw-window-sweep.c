/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-sweep.c: win.sweep-value ("Sweep this value…" of the
 * inspector's numeric fields, their context menu): opens the sweep dialog
 * on the field's value with simulate mode's moves, or none (the dialog
 * then asks for a moves file). */
#include "ui/tw-window-private.h"

#include "ui/tw-a11y.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-sweep-dialog.h"
#include "editor/tw-i18n.h"

static void
sweep_value_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  const char *pointer = g_variant_get_string (param, NULL);
  if (self->document == NULL)
    return;
  TwSimSession *session = tw_sim_bar_get_session (TW_SIM_BAR (self->sim_bar));
  g_autofree char *moves = session != NULL ? tw_sim_session_dup_script (session) : NULL;
  g_autoptr (GError) error = NULL;
  TwSweepDialog *dialog
      = tw_sweep_dialog_new (GTK_WINDOW (self), self->document, pointer, moves, &error);
  if (dialog == NULL)
    {
      GtkWidget *message = gtk_message_dialog_new (
          GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_ERROR,
          GTK_BUTTONS_CLOSE, _("This value cannot be swept."));
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (message), "%s",
                                                error->message);
      g_signal_connect (message, "response", G_CALLBACK (gtk_window_destroy), NULL);
      tw_a11y_drop_mnemonic_labels (message); /* "_Close" read as "Close" */
      gtk_window_present (GTK_WINDOW (message));
      return;
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tw_window_sweep_build (TwWindow *self)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("sweep-value", G_VARIANT_TYPE_STRING);
  g_signal_connect (action, "activate", G_CALLBACK (sweep_value_activated), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
}
