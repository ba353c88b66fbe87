/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: a project file through the loader, the writer, the
 * bundle and the mota-js file writer. */
#include <glib.h>
#include <jansson.h>
#include <stdint.h>
#include <string.h>

#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  TwProjectFile *project = tw_project_file_load_from_text ("fuzz.twproj", (const char *) data,
                                                           size, &error);
  if (project == NULL)
    {
      g_assert (error != NULL && error->message != NULL);
      g_clear_error (&error);
      return 0;
    }

  /* Saving and loading again gives the same text. */
  char *text = tw_project_file_to_text (project);
  TwProjectFile *again = tw_project_file_load_from_text ("again", text, strlen (text), &error);
  g_assert (again != NULL);
  char *text_again = tw_project_file_to_text (again);
  g_assert (strcmp (text, text_again) == 0);

  json_decref (tw_mota_export_bundle (project));
  const char *files[] = { "data.js", "enemys.js", "items.js", "maps.js", "icons.js", "events.js" };
  for (size_t i = 0; i < G_N_ELEMENTS (files); i++)
    g_free (tw_mota_export_file_text (project, files[i]));
  const char *id;
  json_t *floor;
  json_object_foreach (json_object_get (tw_project_file_get_tower (project), "floors"), id, floor)
    {
      char *relative = g_strdup_printf ("floors/%s.js", id);
      g_free (tw_mota_export_file_text (project, relative));
      g_free (relative);
    }

  g_free (text);
  g_free (text_again);
  tw_project_file_free (again);
  tw_project_file_free (project);
  return 0;
}
