/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-pane-memory.h: a window's pane sizes, remembered between launches.
 *
 * The positions live in the layout file of editor/tw-ui-state.h, group
 * "panes", one key per pane name. Attaching restores the saved positions at
 * once (a pane with none keeps its own); closing the window (close-request)
 * saves them.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* path NULL: the default layout file. panes and names: n of each; the panes
 * must live as long as the window (its descendants). */
void     tw_pane_memory_attach (GtkWindow         *window,
                                const char        *path,
                                GtkPaned *const   *panes,
                                const char *const *names,
                                guint              n);
/* Writes the attached panes' positions now; FALSE with error set when the
 * file cannot be written, or (no error) when nothing is attached. */
gboolean tw_pane_memory_save   (GtkWindow         *window,
                                GError           **error);

G_END_DECLS
