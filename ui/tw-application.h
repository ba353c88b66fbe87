/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

G_BEGIN_DECLS

#define TW_TYPE_APPLICATION (tw_application_get_type ())
G_DECLARE_FINAL_TYPE (TwApplication, tw_application, TW, APPLICATION, GtkApplication)

TwApplication *tw_application_new (void);

G_END_DECLS
