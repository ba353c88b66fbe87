/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-export-dialog.h: "Export into mota-js Game Folder…": the game folder
 * (typed, or picked with Choose…) and "Install the map-turn runtime"
 * (Turnwright's map-turn plugin added to, or updated in, the folder's
 * project/plugins.js; editor/mota/tw-runtime-install.h), then Export.
 *
 * The dialog only asks; the caller's function exports. Widget names (for
 * tests): "export-dialog" (the window), "export-folder" (the entry),
 * "export-choose", "export-runtime" (the check button), "export-cancel",
 * "export-ok".
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called by Export with the folder typed or chosen and the check button's
 * state; the dialog closes when it returns TRUE (FALSE: an error was shown,
 * the dialog stays for another try). */
typedef gboolean (*TwExportDialogFunc) (const char *folder,
                                        gboolean    install_runtime,
                                        gpointer    user_data);

/* Shows the dialog, modal over @parent: the folder starts as @folder (NULL:
 * empty), the check button as @install_runtime. */
GtkWindow *tw_export_dialog_show (GtkWindow         *parent,
                                  const char        *folder,
                                  gboolean           install_runtime,
                                  TwExportDialogFunc func,
                                  gpointer           user_data);

G_END_DECLS
