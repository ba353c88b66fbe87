#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TW_TYPE_WINDOW (tw_window_get_type ())
G_DECLARE_FINAL_TYPE (TwWindow, tw_window, TW, WINDOW, GtkApplicationWindow)

TwWindow *tw_window_new (GtkApplication *app);

G_END_DECLS
