/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-application.c: the GtkApplication; owns app-wide actions and opens windows. */
#define _DEFAULT_SOURCE /* realpath */
#include "ui/tw-application.h"

#include <stdlib.h>

#include "ui/tw-renderer.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"
#include "editor/tw-i18n.h"

struct _TwApplication
{
  GtkApplication parent_instance;
  char *simulate_script; /* --simulate SCRIPT */
};

G_DEFINE_FINAL_TYPE (TwApplication, tw_application, GTK_TYPE_APPLICATION)

/* Quitting closes each window as its close button would, so unsaved changes
 * are asked about; the application ends with its last window. */
static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

/* Every selectable label under @widget with nothing selected. */
static void
labels_unselect (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_selectable (GTK_LABEL (widget)))
    gtk_label_select_region (GTK_LABEL (widget), 0, 0);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    labels_unselect (child);
}

/* GtkAboutDialog gives the focus to its selectable name, which then shows
 * all selected: once shown, the focus goes nowhere and nothing is selected. */
static gboolean
about_unselect (gpointer data)
{
  GtkWindow *about = data;
  gtk_window_set_focus (about, NULL);
  labels_unselect (GTK_WIDGET (about));
  return G_SOURCE_REMOVE;
}

static void
about_mapped (GtkWidget *about)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, about_unselect, g_object_ref (about), g_object_unref);
}

GtkWindow *
tw_application_show_about (GtkWindow *parent)
{
  GtkWidget *about = g_object_new (
      GTK_TYPE_ABOUT_DIALOG, "program-name", "Turnwright", "version", TW_VERSION, "comments",
      _("Level and balance editor for map-turn Magic Tower games"), "logo-icon-name", TW_APP_ID,
      "license-type", GTK_LICENSE_GPL_3_0, "hide-on-close", FALSE, NULL);
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (about), parent);
      gtk_window_set_modal (GTK_WINDOW (about), TRUE);
    }
  g_signal_connect_after (about, "map", G_CALLBACK (about_mapped), NULL);
  gtk_window_present (GTK_WINDOW (about));
  return GTK_WINDOW (about);
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  tw_application_show_about (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
};

static void
tw_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (tw_application_parent_class)->startup (app);
  tw_renderer_prefer_cairo_on_software_gl ();

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit",
                                         (const char *[]){ "<Control>q", NULL });
}

static void
tw_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (tw_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
}

/* `turnwright PROJECT --simulate SCRIPT`: the project opens (without a
 * thread, so the script can follow at once) in simulate mode with the script
 * played, so that a balance case can be shared as two files. */
static void
open_simulating (TwApplication *self, TwWindow *window, const char *path)
{
  g_autoptr (GError) error = NULL;

  if (!tw_window_open_sync (window, path, &error))
    {
      tw_window_show_error (window, _("Cannot open the project"), error);
      return;
    }
  /* Moves are opened as win.open-moves opens them (a regular file only, up
   * to the limit: a FIFO would hang the app). */
  if (!tw_window_open_moves (window, self->simulate_script, &error))
    tw_window_show_error (window, _("Cannot play the simulation script"), error);
}

static gint
tw_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  TwApplication *self = TW_APPLICATION (app);
  const char *script = NULL;

  if (g_variant_dict_lookup (options, "simulate", "^&ay", &script))
    {
      g_free (self->simulate_script);
      self->simulate_script = g_strdup (script);
      /* The script is this process's to play: a running instance would
       * receive the project only. */
      g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
    }
  return -1; /* go on */
}

static void
tw_application_finalize (GObject *object)
{
  g_free (TW_APPLICATION (object)->simulate_script);
  G_OBJECT_CLASS (tw_application_parent_class)->finalize (object);
}

/* A path as one spelling: symbolic links resolved where it exists. */
static char *
canonical_path (const char *path)
{
  char *real = realpath (path, NULL);
  if (real == NULL)
    return g_canonicalize_filename (path, NULL);
  char *copy = g_strdup (real);
  free (real);
  return copy;
}

/* The window that has the project at canonical open, or is opening it. */
static TwWindow *
window_with_project (GtkApplication *app, const char *canonical)
{
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    {
      if (!TW_IS_WINDOW (l->data))
        continue;
      TwWindow *window = l->data;
      const char *opening = g_object_get_data (G_OBJECT (window), "tw-opening-path");
      if (tw_window_is_loading (window) && g_strcmp0 (opening, canonical) == 0)
        return window;
      const char *path = tw_window_get_path (window);
      g_autofree char *open = path != NULL ? canonical_path (path) : NULL;
      if (g_strcmp0 (open, canonical) == 0)
        return window;
    }
  return NULL;
}

/* Each file or folder on the command line opens in a window of its own; the
 * first one reuses the window activate made when that one is still empty.
 * The application is single-instance: a second `turnwright PROJECT` lands
 * here in the running process, and a project already open in a window is
 * presented there instead of being opened twice. */
static void
tw_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  tw_application_activate (app);
  TwWindow *window = TW_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *path = g_file_get_path (files[i]);
      if (path == NULL)
        {
          g_autofree char *uri = g_file_get_uri (files[i]);
          g_printerr ("turnwright: %s: not a local file\n", uri);
          continue;
        }
      g_autofree char *canonical = canonical_path (path);
      TwWindow *existing = window_with_project (GTK_APPLICATION (app), canonical);
      if (existing != NULL)
        {
          gtk_window_present (GTK_WINDOW (existing));
          window = existing;
          continue;
        }
      if (tw_window_get_document (window) != NULL || tw_window_is_loading (window))
        {
          window = tw_window_new (GTK_APPLICATION (app));
          gtk_window_present (GTK_WINDOW (window));
        }
      g_object_set_data_full (G_OBJECT (window), "tw-opening-path", g_strdup (canonical), g_free);
      if (i == 0 && TW_APPLICATION (app)->simulate_script != NULL)
        open_simulating (TW_APPLICATION (app), window, path);
      else
        tw_window_open (window, path);
    }
}

static void
tw_application_class_init (TwApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = tw_application_startup;
  app_class->activate = tw_application_activate;
  app_class->open = tw_application_open;
  app_class->handle_local_options = tw_application_handle_local_options;
  G_OBJECT_CLASS (klass)->finalize = tw_application_finalize;
}

static void
tw_application_init (TwApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self), "simulate", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_FILENAME,
                                 _("Open PROJECT in simulate mode with SCRIPT played"), _("SCRIPT"));
}

TwApplication *
tw_application_new (void)
{
  return g_object_new (TW_TYPE_APPLICATION, "application-id", TW_APP_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN, NULL);
}
