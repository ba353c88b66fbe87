/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-disk-check.c: the content a project last read or wrote, and the check
 * before writing; see tw-disk-check.h. */
#include "editor/mota/tw-disk-check.h"

#include <string.h>

#include "editor/mota/tw-json-read.h"
#include "editor/tw-history.h"
#include "editor/mota/tw-mota.h"

G_DEFINE_QUARK (tw - disk - check - error - quark, tw_disk_check_error)

char *
tw_disk_check_folder_key (const char *project_dir)
{
  g_return_val_if_fail (project_dir != NULL, NULL);
  /* Absolute and without "." or "..": the key does not depend on where the
   * command ran. */
  return g_canonicalize_filename (project_dir, NULL);
}

static char *
checksum_of (const char *text, gsize length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *)text, length);
}

/* The record object of one folder inside mota.disk, created when `create`. */
static json_t *
folder_records (json_t *mota, const char *project_dir, gboolean create)
{
  if (!json_is_object (mota))
    return NULL;
  json_t *disk = json_object_get (mota, "disk");
  if (!json_is_object (disk))
    {
      if (!create)
        return NULL;
      disk = json_object ();
      json_object_set_new (mota, "disk", disk);
    }
  g_autofree char *key = tw_disk_check_folder_key (project_dir);
  json_t *files = json_object_get (disk, key);
  if (!json_is_object (files) && create)
    {
      files = json_object ();
      json_object_set_new (disk, key, files);
    }
  return json_is_object (files) ? files : NULL;
}

/* The project's mota member, added for a tower that had none (made from
 * scratch, then exported). */
static json_t *
project_mota (TwProjectFile *project, gboolean create)
{
  json_t *mota = tw_project_file_get_mota (project);
  if (mota == NULL && create)
    {
      mota = json_object ();
      json_object_set_new (tw_project_file_get_root (project), "mota", mota);
    }
  return mota;
}

static json_t *
record_of (TwProjectFile *project, const char *project_dir, const char *relative)
{
  json_t *files = folder_records (project_mota (project, FALSE), project_dir, FALSE);
  json_t *record = json_object_get (files, relative);
  return json_is_object (record) ? record : NULL;
}

void
tw_disk_check_record_text (json_t *mota, const char *project_dir, const char *relative,
                           const char *text, gsize length)
{
  g_return_if_fail (json_is_object (mota) && project_dir != NULL && relative != NULL);
  g_return_if_fail (text != NULL);
  json_t *files = folder_records (mota, project_dir, TRUE);
  g_autofree char *sum = checksum_of (text, length);
  json_object_set_new (files, relative,
                       json_pack ("{sssI}", "sha256", sum, "size", (json_int_t)length));
}

static gboolean
record_matches (const json_t *record, const char *text, gsize length)
{
  if (json_integer_value (json_object_get (record, "size")) != (json_int_t)length)
    return FALSE;
  g_autofree char *sum = checksum_of (text, length);
  return g_strcmp0 (json_string_value (json_object_get (record, "sha256")), sum) == 0;
}

/* The file's bytes, or NULL when it cannot be read (gone, a folder, too big). */
static char *
read_disk (const char *project_dir, const char *relative, gsize *length)
{
  g_autofree char *path = g_build_filename (project_dir, relative, NULL);
  return tw_json_read_file (path, path, TW_JSON_READ_MAX_FILE_SIZE, length, NULL);
}

gboolean
tw_disk_check_has_record (TwProjectFile *project, const char *project_dir, const char *relative)
{
  g_return_val_if_fail (project != NULL && project_dir != NULL && relative != NULL, FALSE);
  return record_of (project, project_dir, relative) != NULL;
}

gboolean
tw_disk_check_is_changed (TwProjectFile *project, const char *project_dir, const char *relative)
{
  g_return_val_if_fail (project != NULL && project_dir != NULL && relative != NULL, FALSE);
  json_t *record = record_of (project, project_dir, relative);
  if (record == NULL)
    return FALSE;
  gsize length = 0;
  g_autofree char *text = read_disk (project_dir, relative, &length);
  /* A file gone from disk is no change to reload or to protect: saving writes it back. */
  return text != NULL && !record_matches (record, text, length);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

char **
tw_disk_check_list_changed (TwProjectFile *project, const char *project_dir)
{
  g_return_val_if_fail (project != NULL && project_dir != NULL, NULL);
  GPtrArray *changed = g_ptr_array_new ();
  json_t *files = folder_records (project_mota (project, FALSE), project_dir, FALSE);
  const char *relative;
  json_t *record;
  json_object_foreach (files, relative,
                       record) if (tw_disk_check_is_changed (project, project_dir, relative))
      g_ptr_array_add (changed, g_strdup (relative));
  g_ptr_array_sort (changed, compare_strings);
  g_ptr_array_add (changed, NULL);
  return (char **)g_ptr_array_free (changed, FALSE);
}

void
tw_disk_check_accept_disk (TwProjectFile *project, const char *project_dir, const char *relative)
{
  g_return_if_fail (project != NULL && project_dir != NULL && relative != NULL);
  gsize length = 0;
  g_autofree char *text = read_disk (project_dir, relative, &length);
  if (text != NULL)
    {
      tw_disk_check_record_text (project_mota (project, TRUE), project_dir, relative, text, length);
      return;
    }
  json_t *files = folder_records (project_mota (project, FALSE), project_dir, FALSE);
  if (files != NULL)
    json_object_del (files, relative);
}

void
tw_disk_check_accept_folder (TwProjectFile *project, const char *dir)
{
  g_return_if_fail (project != NULL && dir != NULL);
  g_autofree char *nested = g_build_filename (dir, "project", NULL);
  const char *const candidates[] = { dir, nested };
  for (gsize i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      json_t *files = folder_records (project_mota (project, FALSE), candidates[i], FALSE);
      /* Names copied first: accepting a gone file removes its record. */
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *relative;
      json_t *record;
      json_object_foreach (files, relative, record) g_ptr_array_add (names, g_strdup (relative));
      for (guint k = 0; k < names->len; k++)
        tw_disk_check_accept_disk (project, candidates[i], names->pdata[k]);
    }
}

gboolean
tw_disk_check_text_differs (TwProjectFile *project, const char *project_dir, const char *relative,
                            const char *text)
{
  g_return_val_if_fail (project != NULL && project_dir != NULL && relative != NULL, FALSE);
  json_t *record = record_of (project, project_dir, relative);
  if (record == NULL || text == NULL)
    return text != NULL; /* nothing known to compare with: treat as edited */
  return !record_matches (record, text, strlen (text));
}

void
tw_disk_check_copy_record (TwProjectFile *dest, TwProjectFile *src, const char *project_dir,
                           const char *relative)
{
  g_return_if_fail (dest != NULL && src != NULL && project_dir != NULL && relative != NULL);
  json_t *record = record_of (src, project_dir, relative);
  if (record != NULL)
    json_object_set_new (folder_records (project_mota (dest, TRUE), project_dir, TRUE), relative,
                         json_deep_copy (record));
  else
    json_object_del (folder_records (project_mota (dest, FALSE), project_dir, FALSE), relative);
}

char *
tw_disk_check_tower_pointer (const char *relative)
{
  static const char *const parts[] = { "data", "enemys", "items", "maps", "icons", "events" };
  g_return_val_if_fail (relative != NULL, NULL);
  if (!g_str_has_suffix (relative, ".js"))
    return NULL;
  g_autofree char *stem = g_strndup (relative, strlen (relative) - strlen (".js"));
  if (g_str_has_prefix (stem, "floors/") && strchr (stem + strlen ("floors/"), '/') == NULL
      && stem[strlen ("floors/")] != '\0')
    return tw_path_append ("/floors", stem + strlen ("floors/"));
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    if (strcmp (stem, parts[i]) == 0)
      return g_strconcat ("/", stem, NULL);
  return NULL;
}

/* ---- one export's check ---- */

typedef struct
{
  char *relative;
  char *text;
  gboolean replaces; /* the file's bytes change */
} Staged;

struct _TwDiskCheck
{
  TwProjectFile *project;
  char *project_dir;
  GArray *staged; /* of Staged */
};

static void
staged_clear (gpointer data)
{
  Staged *staged = data;
  g_free (staged->relative);
  g_free (staged->text);
}

TwDiskCheck *
tw_disk_check_begin (TwProjectFile *project, const char *project_dir)
{
  g_return_val_if_fail (project != NULL && project_dir != NULL, NULL);
  TwDiskCheck *self = g_new0 (TwDiskCheck, 1);
  self->project = project;
  self->project_dir = g_strdup (project_dir);
  self->staged = g_array_new (FALSE, TRUE, sizeof (Staged));
  g_array_set_clear_func (self->staged, staged_clear);
  return self;
}

void
tw_disk_check_add (TwDiskCheck *self, const char *relative, const char *text, gboolean replaces)
{
  g_return_if_fail (self != NULL && relative != NULL && text != NULL);
  Staged staged = { g_strdup (relative), g_strdup (text), replaces };
  g_array_append_val (self->staged, staged);
}

/* The file would be replaced (its bytes change) though it is not what the
 * project last read or wrote there. A file already holding the new text is
 * no conflict: nothing would be lost. */
static gboolean
is_conflict (TwDiskCheck *self, const Staged *staged)
{
  json_t *record = record_of (self->project, self->project_dir, staged->relative);
  if (record == NULL || !staged->replaces)
    return FALSE;
  gsize length = 0;
  g_autofree char *disk = read_disk (self->project_dir, staged->relative, &length);
  if (disk == NULL)
    return FALSE; /* gone: writing it back loses nothing */
  if (length == strlen (staged->text) && memcmp (disk, staged->text, length) == 0)
    return FALSE;
  return !record_matches (record, disk, length);
}

gboolean
tw_disk_check_verify (TwDiskCheck *self, GError **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_autoptr (GString) message = g_string_new (NULL);
  for (guint i = 0; i < self->staged->len; i++)
    {
      const Staged *staged = &g_array_index (self->staged, Staged, i);
      if (!is_conflict (self, staged))
        continue;
      g_autofree char *path = g_build_filename (self->project_dir, staged->relative, NULL);
      g_string_append_printf (message,
                              "%s%s: error: the file changed on disk since Turnwright read it; "
                              "it was not overwritten",
                              message->len > 0 ? "\n" : "", path);
    }
  if (message->len == 0)
    return TRUE;
  g_set_error_literal (error, TW_DISK_CHECK_ERROR, TW_DISK_CHECK_ERROR_CHANGED, message->str);
  return FALSE;
}

void
tw_disk_check_commit (TwDiskCheck *self)
{
  g_return_if_fail (self != NULL);
  json_t *mota = project_mota (self->project, TRUE);
  for (guint i = 0; i < self->staged->len; i++)
    {
      const Staged *staged = &g_array_index (self->staged, Staged, i);
      tw_disk_check_record_text (mota, self->project_dir, staged->relative, staged->text,
                                 strlen (staged->text));
    }
}

void
tw_disk_check_free (TwDiskCheck *self)
{
  if (self == NULL)
    return;
  g_free (self->project_dir);
  g_array_unref (self->staged);
  g_free (self);
}
