#pragma once

#include <gtk/gtk.h>
#include <jansson.h>

G_BEGIN_DECLS

#define TW_TYPE_APPLICATION (tw_application_get_type ())
G_DECLARE_FINAL_TYPE (TwApplication, tw_application, TW, APPLICATION, GtkApplication)

TwApplication *tw_application_new (void);

/* TEMPORARY: a minimal mota-js folder loader (each .js file of project/ parsed
 * from its first `{`), until the real importer (branch editor-mota) lands
 * and replaces it. `folder` is a game folder or its project/ folder; on
 * success *project_dir is the project/ folder (free it). */
json_t *tw_application_load_mota_folder_temp (const char *folder, char **project_dir,
                                              GError **error);

G_END_DECLS
