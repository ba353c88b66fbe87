/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-route.c: players' runs in the window (docs/routes.md). Open
 * Moves reads a mota-js route file (.h5route) as a moves script and lists
 * the tokens Turnwright does not play; Export Moves as Route writes the
 * moves played as the file the game's replay panel reads. The work is
 * editor/route's; this file asks it and tells the designer. */
#include "ui/tw-window-private.h"

#include "editor/mota/tw-atomic.h"
#include "editor/route/tw-route-project.h"
#include "editor/tw-i18n.h"
#include "ui/tw-a11y.h"
#include "ui/tw-sim-bar.h"

/* How many of the tokens not played the dialog names (the rest: a count). */
#define LISTED_TOKENS 12

gboolean
tw_window_route_is_file (const char *path)
{
  return g_str_has_suffix (path, ".h5route");
}

static void
show_skipped (TwWindow *self, const char *path, GPtrArray *skipped)
{
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *name = g_path_get_basename (path);
  GtkWidget *dialog;

  for (guint i = 0; i < skipped->len && i < LISTED_TOKENS; i++)
    {
      const TwRouteSkipped *s = skipped->pdata[i];
      g_string_append_printf (list, _("token %u: %s\n"), s->index + 1, s->token);
    }
  if (skipped->len > LISTED_TOKENS)
    g_string_append_printf (list, g_dngettext (NULL, "… and %u more token.", "… and %u more tokens.",
                                               skipped->len - LISTED_TOKENS),
                            skipped->len - LISTED_TOKENS);
  dialog = gtk_message_dialog_new (
      GTK_WINDOW (self), GTK_DIALOG_DESTROY_WITH_PARENT, GTK_MESSAGE_INFO, GTK_BUTTONS_CLOSE,
      g_dngettext (NULL, "%s: %u token of the run is not played by Turnwright",
                   "%s: %u tokens of the run are not played by Turnwright", skipped->len),
      name, skipped->len);
  gtk_widget_set_name (dialog, "route-tokens-dialog");
  tw_a11y_drop_mnemonic_labels (dialog);
  gtk_message_dialog_format_secondary_text (
      GTK_MESSAGE_DIALOG (dialog),
      _("They are kept in the moves as “game” lines, which the simulation refuses and the "
        "check against the game passes on to the game:\n%s"),
      list->str);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

char *
tw_window_route_import (TwWindow *self, const char *path, GError **error)
{
  g_autoptr (GPtrArray) skipped = g_ptr_array_new_with_free_func (tw_route_skipped_free);
  TwTower *tower = tw_tower_new_from_json (tw_document_get_tower (self->document), NULL);
  char *script = tw_route_import_file (path, tower, skipped, error);

  if (tower != NULL)
    tw_tower_unref (tower);
  if (script != NULL && skipped->len > 0)
    show_skipped (self, path, skipped);
  return script;
}

/* The `#! h5route` line of the run the moves came from, so the file
 * exported again is that run's (its name, difficulty and seed). */
void
tw_window_route_set_origin (TwWindow *self, const char *script)
{
  const char *end;

  g_clear_pointer (&self->route_origin, g_free);
  if (script == NULL || !g_str_has_prefix (script, "#! h5route "))
    return;
  end = strchr (script, '\n');
  self->route_origin = end ? g_strndup (script, end - script + 1) : g_strconcat (script, "\n", NULL);
}

gboolean
tw_window_export_route (TwWindow *self, const char *path, GError **error)
{
  TwSimSession *session;
  g_autofree char *moves = NULL, *script = NULL, *route = NULL;

  g_return_val_if_fail (TW_IS_WINDOW (self) && path != NULL, FALSE);
  session = tw_sim_bar_get_session (TW_SIM_BAR (self->sim_bar));
  if (session == NULL || self->document == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("No moves have been played: simulate the tower first."));
      return FALSE;
    }
  tw_sim_session_cancel_wait (session);
  moves = tw_sim_session_dup_script (session);
  script = g_strconcat (self->route_origin ? self->route_origin : "", moves, NULL);
  route = tw_route_export_script (tw_document_get_tower (self->document), self->game_folder,
                                  script, NULL, NULL, error);
  if (route == NULL)
    return FALSE;
  return tw_atomic_write_file (path, route, strlen (route), error);
}
