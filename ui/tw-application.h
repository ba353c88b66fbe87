/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

G_BEGIN_DECLS

#define TW_TYPE_APPLICATION (tw_application_get_type ())
G_DECLARE_FINAL_TYPE (TwApplication, tw_application, TW, APPLICATION, GtkApplication)

TwApplication *tw_application_new (void);

/* The About window over @parent (may be NULL), shown; its name is not
 * left selected (GTK focuses the selectable name label first). */
GtkWindow *tw_application_show_about (GtkWindow *parent);

G_END_DECLS
