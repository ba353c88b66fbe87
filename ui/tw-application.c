/* tw-application.c: the GtkApplication; owns app-wide actions and opens windows. */
#include "ui/tw-application.h"

#include "editor/tw-cli-validate.h"
#include "ui/tw-sim-bar.h"
#include "ui/tw-window.h"

struct _TwApplication
{
  GtkApplication parent_instance;
  char *simulate_script; /* --simulate SCRIPT */
};

G_DEFINE_FINAL_TYPE (TwApplication, tw_application, GTK_TYPE_APPLICATION)

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_show_about_dialog (parent,
                         "program-name", "Turnwright",
                         "version", TW_VERSION,
                         "comments", "Level and balance editor for map-turn Magic Tower games",
                         "logo-icon-name", TW_APP_ID,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
};

static void
tw_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (tw_application_parent_class)->startup (app);

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

/* ---- TEMPORARY loader: replaced by the mota-js importer (branch editor-mota) ---- */

static json_t *
load_js_object (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  const char *brace = memchr (text, '{', length);
  if (brace == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: no JSON object", path);
      return NULL;
    }
  json_error_t json_error;
  json_t *object = json_loadb (brace, length - (gsize) (brace - text), JSON_DISABLE_EOF_CHECK,
                               &json_error);
  if (object == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%d:%d: %s", path,
                 json_error.line, json_error.column, json_error.text);
  return object;
}

json_t *
tw_application_load_mota_folder_temp (const char *folder, char **project_dir, GError **error)
{
  g_autofree char *dir = g_build_filename (folder, "project", NULL);
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_free (dir);
      dir = g_strdup (folder);
    }

  static const char *const parts[] = { "data", "enemys", "items", "maps", "icons", "events" };
  json_t *tower = json_object ();
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *file = g_strconcat (parts[i], ".js", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS) && !g_str_equal (parts[i], "data")
          && !g_str_equal (parts[i], "maps"))
        continue;
      json_t *object = load_js_object (path, error);
      if (object == NULL)
        {
          json_decref (tower);
          return NULL;
        }
      json_object_set_new (tower, parts[i], object);
    }

  json_t *floors = json_object ();
  json_object_set_new (tower, "floors", floors);
  g_autofree char *floors_dir = g_build_filename (dir, "floors", NULL);
  g_autoptr (GDir) listing = g_dir_open (floors_dir, 0, NULL);
  const char *name;
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      if (!g_str_has_suffix (name, ".js"))
        continue;
      g_autofree char *path = g_build_filename (floors_dir, name, NULL);
      json_t *floor = load_js_object (path, error);
      if (floor == NULL)
        {
          json_decref (tower);
          return NULL;
        }
      const char *id = json_string_value (json_object_get (floor, "floorId"));
      g_autofree char *fallback = g_strndup (name, strlen (name) - 3);
      json_object_set_new (floors, id != NULL ? id : fallback, floor);
    }
  if (project_dir != NULL)
    *project_dir = g_steal_pointer (&dir);
  return tower;
}

/* `turnwright PROJECT --simulate SCRIPT`: simulate mode with the script played. */
static void
open_simulating (TwApplication *self, TwWindow *window)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  if (self->simulate_script == NULL)
    return;
  if (!g_file_get_contents (self->simulate_script, &text, NULL, &error)
      || !tw_sim_bar_play_script (TW_SIM_BAR (tw_window_get_sim_bar (window)), text, &error))
    g_warning ("Cannot simulate %s: %s", self->simulate_script, error->message);
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
    }
  return -1; /* go on */
}

static void
tw_application_finalize (GObject *object)
{
  g_free (TW_APPLICATION (object)->simulate_script);
  G_OBJECT_CLASS (tw_application_parent_class)->finalize (object);
}

static void
tw_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  tw_application_activate (app);
  if (n_files < 1)
    return;
  TwWindow *window = TW_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_autofree char *folder = g_file_get_path (files[0]);
  g_autofree char *project_dir = NULL;
  g_autoptr (GError) error = NULL;
  json_t *tower = NULL;
  if (folder != NULL && g_file_test (folder, G_FILE_TEST_IS_REGULAR))
    tower = tw_cli_load_tower (folder, &error); /* a project file */
  else if (folder != NULL)
    tower = tw_application_load_mota_folder_temp (folder, &project_dir, &error);
  if (tower == NULL)
    {
      g_warning ("Cannot open %s: %s", folder ? folder : "(not a local file)",
                 error ? error->message : "not a local path");
      return;
    }
  tw_window_show_tower (window, tower, project_dir);
  json_decref (tower);
  open_simulating (TW_APPLICATION (app), window);
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
                                 "Open PROJECT in simulate mode with SCRIPT played", "SCRIPT");
}

TwApplication *
tw_application_new (void)
{
  return g_object_new (TW_TYPE_APPLICATION,
                       "application-id", TW_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                       NULL);
}
