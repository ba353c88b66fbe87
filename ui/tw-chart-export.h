/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-chart-export.h: "Export …" of the analytics views: asks for a file
 * with a GtkFileChooserNative, writes it, and shows a failure in a
 * GtkMessageDialog. Used by the Stats panel and the sweep dialog. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Writes to @path; FALSE with @error. */
typedef gboolean (*TwExportFunc) (gpointer owner, const char *path, GError **error);

/* Asks where to save (@suggested_name first, its extension added when the
 * chosen name has none) and calls @write with @owner (kept alive until
 * then). @widget gives the parent window. */
void tw_chart_export_ask (GtkWidget *widget, GObject *owner, const char *title,
                          const char *suggested_name, TwExportFunc write);

G_END_DECLS
