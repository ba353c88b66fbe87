/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-welcome.h: what the window shows with nothing open: open buttons, the
 * bundled sample and the recent projects.
 *
 * The buttons activate the window's file.open, file.open-folder and
 * file.open-sample actions; a recent row emits open-path (path). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TW_TYPE_WELCOME (tw_welcome_get_type ())
G_DECLARE_FINAL_TYPE (TwWelcome, tw_welcome, TW, WELCOME, GtkWidget)

GtkWidget *tw_welcome_new          (void);
/* Re-reads the recent list (tw-recent.h). */
void       tw_welcome_refresh      (TwWelcome *self);
guint      tw_welcome_get_n_recent (TwWelcome *self);
/* Emits open-path for the recent row at index. */
void       tw_welcome_activate_recent (TwWelcome *self,
                                       guint      index);

G_END_DECLS
