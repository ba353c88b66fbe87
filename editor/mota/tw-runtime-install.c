/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-runtime-install.c: the map-turn runtime file, and its entry added to,
 * replaced in or removed from a game's plugins.js by byte offsets that
 * tw-plugins-js found, so that nothing else of the file changes. */
#include "editor/mota/tw-runtime-install.h"

#include <errno.h>
#include <string.h>

#include "editor/mota/tw-atomic.h"
#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-plugins-js.h"
#include "editor/tw-i18n.h"
#include "engine/tw-fields.h"

G_DEFINE_QUARK (tw - runtime - error - quark, tw_runtime_error)

/* What the messages call the file, in the game's own terms. */
#define PLUGINS_DISPLAY "project/plugins.js"
/* The import's limit for the game's scripts (tw-mota-import.c). */
#define PLUGINS_MAX_BYTES (16 * 1024 * 1024)
/* What install puts before the entry: the entries' indentation of the
 * official editor's files. */
#define ENTRY_INDENT "    "

/* ---- the runtime file -------------------------------------------------------------- */

const char *
tw_runtime_file_path (void)
{
  const char *env = g_getenv ("TW_RUNTIME_FILE");
  if (env != NULL && *env != '\0')
    return env;
  return tw_running_uninstalled () ? TW_SOURCE_DIR "/data/runtime/map-turn.js"
                                   : TW_DATADIR "/turnwright/runtime/map-turn.js";
}

void
tw_runtime_free (TwRuntime *runtime)
{
  if (runtime == NULL)
    return;
  g_free (runtime->path);
  g_free (runtime->text);
  g_free (runtime);
}

static TwRuntime *
runtime_fail (GError **error, const char *display, const char *text)
{
  g_set_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_FILE, "%s: error: %s", display, text);
  return NULL;
}

/* The text with "\n" line ends and no blank at its end. */
static char *
normalise (const char *text, gsize length)
{
  GString *out = g_string_sized_new (length);
  for (gsize i = 0; i < length; i++)
    if (!(text[i] == '\r' && i + 1 < length && text[i + 1] == '\n'))
      g_string_append_c (out, text[i]);
  while (out->len > 0 && g_ascii_isspace (out->str[out->len - 1]))
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

static gboolean
line_equals (const char *line, const char *expected)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (line));
  return strcmp (trimmed, expected) == 0;
}

/* The shape docs/runtime.md gives: "function () {", the version marker,
 * the body, the end marker, "}"; the end marker only there, since the
 * reader of plugins.js finds the entry's end by it. */
static gboolean
check_lines (char **lines, guint *version)
{
  guint n = g_strv_length (lines);
  if (n < 4 || !g_str_has_prefix (lines[0], "function () {")
      || !line_equals (lines[0], "function () {"))
    return FALSE;
  if (!tw_plugins_js_read_marker (lines[1], strlen (lines[1]), version))
    return FALSE;
  for (guint i = 2; i < n - 2; i++)
    if (tw_plugins_js_is_end_marker (lines[i], strlen (lines[i])))
      return FALSE;
  return tw_plugins_js_is_end_marker (lines[n - 2], strlen (lines[n - 2]))
         && line_equals (lines[n - 1], "}");
}

/* The runtime read back as an entry of a plugins object, as install will
 * write it: the reader must find it whole, with its version. */
static gboolean
reads_back (const char *text, guint version)
{
  g_autofree char *plugins = g_strdup_printf (
      "var plugins = {\n" ENTRY_INDENT "\"" TW_RUNTIME_ENTRY_KEY "\": %s\n}", text);
  TwPluginsObject object;
  if (!tw_plugins_js_parse (plugins, strlen (plugins), "runtime", &object, NULL))
    return FALSE;
  gboolean ok = object.ours == 0 && object.entries->len == 1
                && g_array_index (object.entries, TwPluginsEntry, 0).version == version;
  tw_plugins_object_clear (&object);
  return ok;
}

TwRuntime *
tw_runtime_parse (const char *text, gsize length, const char *display, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  if (!g_utf8_validate_len (text, length, NULL))
    return runtime_fail (error, display, _("the map-turn runtime is not UTF-8 text"));
  g_autofree char *normal = normalise (text, length);
  g_auto (GStrv) lines = g_strsplit (normal, "\n", -1);
  guint version = 0;
  if (!check_lines (lines, &version) || !reads_back (normal, version))
    return runtime_fail (error, display,
                         _("the map-turn runtime is not one function () { ... } whose first line "
                            "is \"// @turnwright-runtime map-turn N\" and whose last is "
                            "\"// @turnwright-runtime end\""));
  TwRuntime *runtime = g_new0 (TwRuntime, 1);
  runtime->path = g_strdup (display);
  runtime->text = g_steal_pointer (&normal);
  runtime->version = version;
  return runtime;
}

TwRuntime *
tw_runtime_load (const char *path, GError **error)
{
  if (path == NULL)
    path = tw_runtime_file_path ();
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GError) read_error = NULL;
  if (!g_file_get_contents (path, &text, &length, &read_error))
    {
      g_autofree char *why
          = g_strdup_printf (_("cannot read the map-turn runtime: %s"), read_error->message);
      return runtime_fail (error, path, why);
    }
  return tw_runtime_parse (text, length, path, error);
}

/* ---- plugins.js as text ------------------------------------------------------------ */

/* `"mapTurn": function () {...}` with the file's line ends. */
static char *
entry_text (const TwRuntime *runtime, const char *newline)
{
  g_autofree char *value = NULL;
  if (strcmp (newline, "\n") == 0)
    value = g_strdup (runtime->text);
  else
    {
      g_auto (GStrv) lines = g_strsplit (runtime->text, "\n", -1);
      value = g_strjoinv (newline, lines);
    }
  return g_strconcat ("\"" TW_RUNTIME_ENTRY_KEY "\": ", value, NULL);
}

/* What install writes before the entry: after the last entry's value, or
 * after '{' in an empty object. */
static void
insertion_point (const TwPluginsObject *object, gsize *at, char **prefix)
{
  guint n = object->entries->len;
  *at = n > 0 ? g_array_index (object->entries, TwPluginsEntry, n - 1).value_end : object->open + 1;
  *prefix = g_strconcat (n > 0 ? "," : "", object->newline, ENTRY_INDENT, NULL);
}

/* text[0, from) + middle + text[to, length) */
static char *
splice (const char *text, gsize length, gsize from, gsize to, const char *middle)
{
  GString *out = g_string_sized_new (length + strlen (middle));
  g_string_append_len (out, text, (gssize)from);
  g_string_append (out, middle);
  g_string_append_len (out, text + to, (gssize)(length - to));
  return g_string_free (out, FALSE);
}

static char *
insert_runtime (const char *text, gsize length, const TwPluginsObject *object,
                const TwRuntime *runtime, TwRuntimeResult *result)
{
  gsize at;
  g_autofree char *prefix = NULL;
  insertion_point (object, &at, &prefix);
  g_autofree char *entry = entry_text (runtime, object->newline);
  g_autofree char *middle = g_strconcat (prefix, entry, NULL);
  *result = (TwRuntimeResult){ TW_RUNTIME_INSTALLED, 0, runtime->version };
  return splice (text, length, at, at, middle);
}

static char *
update_runtime (const char *text, gsize length, const TwPluginsObject *object,
                const TwRuntime *runtime, TwRuntimeResult *result)
{
  const TwPluginsEntry *ours = &g_array_index (object->entries, TwPluginsEntry, object->ours);
  if (ours->version == runtime->version)
    {
      *result = (TwRuntimeResult){ TW_RUNTIME_UP_TO_DATE, ours->version, ours->version };
      return g_strndup (text, length);
    }
  *result = (TwRuntimeResult){ TW_RUNTIME_UPDATED, ours->version, runtime->version };
  g_autofree char *entry = entry_text (runtime, object->newline);
  return splice (text, length, ours->key_start, ours->value_end, entry);
}

static void
refuse (const TwPluginsObject *object, const char *display, GError **error)
{
  g_autofree char *why = g_strdup_printf (_("refused to install the map-turn runtime: the tower "
                                             "has a map-turn plugin of its own (%s)"),
                                          object->own_what);
  g_set_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_OWN_PLUGIN, "%s:%u: error: %s", display,
               object->own_line, why);
}

char *
tw_runtime_install_text (const char *text, gsize length, const char *display,
                         const TwRuntime *runtime, gboolean force, TwRuntimeResult *result,
                         GError **error)
{
  g_return_val_if_fail (text != NULL && runtime != NULL && result != NULL, NULL);
  TwPluginsObject object;
  if (!tw_plugins_js_parse (text, length, display, &object, error))
    return NULL;
  char *out = NULL;
  if (object.ours >= 0)
    out = update_runtime (text, length, &object, runtime, result);
  else if (object.own_line != 0 && !force)
    refuse (&object, display, error);
  else
    out = insert_runtime (text, length, &object, runtime, result);
  tw_plugins_object_clear (&object);
  return out;
}

/* Our entry taken out when the file is no longer as install left it (the
 * entry moved, a comment written before it): its separating ',' and the
 * entry go, whatever else is around them stays. */
static char *
remove_moved (const char *text, gsize length, const TwPluginsObject *object)
{
  guint index = (guint)object->ours;
  const TwPluginsEntry *ours = &g_array_index (object->entries, TwPluginsEntry, index);
  if (index > 0)
    {
      const TwPluginsEntry *before = &g_array_index (object->entries, TwPluginsEntry, index - 1);
      g_autofree char *without = splice (text, length, ours->key_start, ours->value_end, "");
      return splice (without, length - (ours->value_end - ours->key_start), before->comma,
                     before->comma + 1, "");
    }
  gsize to = ours->value_end;
  if (ours->comma != 0)
    to = index + 1 < object->entries->len
             ? g_array_index (object->entries, TwPluginsEntry, index + 1).key_start
             : ours->comma + 1;
  return splice (text, length, ours->key_start, to, "");
}

static char *
remove_runtime (const char *text, gsize length, const TwPluginsObject *object)
{
  guint index = (guint)object->ours;
  const TwPluginsEntry *ours = &g_array_index (object->entries, TwPluginsEntry, index);
  gsize from = index > 0 ? g_array_index (object->entries, TwPluginsEntry, index - 1).value_end
                         : object->open + 1;
  g_autofree char *prefix = g_strconcat (index > 0 ? "," : "", object->newline, ENTRY_INDENT, NULL);
  gsize n = strlen (prefix);
  if (ours->key_start - from == n && memcmp (text + from, prefix, n) == 0)
    return splice (text, length, from, ours->value_end, "");
  return remove_moved (text, length, object);
}

char *
tw_runtime_uninstall_text (const char *text, gsize length, const char *display,
                           TwRuntimeResult *result, GError **error)
{
  g_return_val_if_fail (text != NULL && result != NULL, NULL);
  TwPluginsObject object;
  if (!tw_plugins_js_parse (text, length, display, &object, error))
    return NULL;
  char *out;
  if (object.ours < 0)
    {
      *result = (TwRuntimeResult){ TW_RUNTIME_NOT_PRESENT, 0, 0 };
      out = g_strndup (text, length);
    }
  else
    {
      guint version = g_array_index (object.entries, TwPluginsEntry, object.ours).version;
      *result = (TwRuntimeResult){ TW_RUNTIME_REMOVED, version, 0 };
      out = remove_runtime (text, length, &object);
    }
  tw_plugins_object_clear (&object);
  return out;
}

/* ---- a game folder ----------------------------------------------------------------- */

char *
tw_runtime_plugins_path (const char *game_dir)
{
  g_return_val_if_fail (game_dir != NULL, NULL);
  g_autofree char *project_dir = tw_mota_export_project_dir (game_dir);
  return g_build_filename (project_dir, "plugins.js", NULL);
}

/* Reads plugins.js after finishing or undoing a write a killed process
 * left there. NULL with *missing TRUE when there is no such file. */
static char *
read_plugins (const char *game_dir, const char *path, gsize *length, gboolean *missing,
              GError **error)
{
  *missing = FALSE;
  g_autofree char *project_dir = g_path_get_dirname (path);
  if (g_file_test (project_dir, G_FILE_TEST_IS_DIR)
      && (!tw_atomic_check_inside (game_dir, project_dir, error)
          || !tw_atomic_recover_folder (project_dir, error)))
    return NULL;
  char *text = NULL;
  g_autoptr (GError) read_error = NULL;
  if (!g_file_get_contents (path, &text, length, &read_error))
    {
      *missing = g_error_matches (read_error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
      tw_json_error_set (error, TW_JSON_ERROR_IO, PLUGINS_DISPLAY, 0, 0, "%s", read_error->message);
      return NULL;
    }
  if (*length > PLUGINS_MAX_BYTES)
    {
      tw_json_error_set (error, TW_JSON_ERROR_TOO_BIG, PLUGINS_DISPLAY, 0, 0,
                         _("the file is larger than %d MiB"), PLUGINS_MAX_BYTES / (1024 * 1024));
      g_free (text);
      return NULL;
    }
  return text;
}

static gboolean
write_plugins (const char *path, const char *before, const char *after, GError **error)
{
  if (strcmp (before, after) == 0)
    return TRUE;
  return tw_atomic_write_file (path, after, strlen (after), error);
}

gboolean
tw_runtime_install (const char *game_dir, const TwRuntime *runtime, gboolean force,
                    TwRuntimeResult *result, GError **error)
{
  g_return_val_if_fail (game_dir != NULL && runtime != NULL && result != NULL, FALSE);
  g_autofree char *path = tw_runtime_plugins_path (game_dir);
  gsize length = 0;
  gboolean missing = FALSE;
  g_autoptr (GError) read_error = NULL;
  g_autofree char *text = read_plugins (game_dir, path, &length, &missing, &read_error);
  if (text == NULL && missing)
    {
      g_set_error (error, TW_RUNTIME_ERROR, TW_RUNTIME_ERROR_NO_PLUGINS, "%s: error: %s",
                   PLUGINS_DISPLAY,
                   _("the game folder has no plugins.js to install the map-turn runtime into"));
      return FALSE;
    }
  if (text == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  g_autofree char *out
      = tw_runtime_install_text (text, length, PLUGINS_DISPLAY, runtime, force, result, error);
  return out != NULL && write_plugins (path, text, out, error);
}

gboolean
tw_runtime_uninstall (const char *game_dir, TwRuntimeResult *result, GError **error)
{
  g_return_val_if_fail (game_dir != NULL && result != NULL, FALSE);
  g_autofree char *path = tw_runtime_plugins_path (game_dir);
  gsize length = 0;
  gboolean missing = FALSE;
  g_autoptr (GError) read_error = NULL;
  g_autofree char *text = read_plugins (game_dir, path, &length, &missing, &read_error);
  if (text == NULL && missing)
    {
      *result = (TwRuntimeResult){ TW_RUNTIME_NOT_PRESENT, 0, 0 };
      return TRUE;
    }
  if (text == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  g_autofree char *out = tw_runtime_uninstall_text (text, length, PLUGINS_DISPLAY, result, error);
  return out != NULL && write_plugins (path, text, out, error);
}

gboolean
tw_runtime_is_installed (const char *game_dir, guint *version)
{
  g_return_val_if_fail (game_dir != NULL, FALSE);
  g_autofree char *path = tw_runtime_plugins_path (game_dir);
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_get_contents (path, &text, &length, NULL) || length > PLUGINS_MAX_BYTES)
    return FALSE;
  TwPluginsObject object;
  if (!tw_plugins_js_parse (text, length, PLUGINS_DISPLAY, &object, NULL))
    return FALSE;
  gboolean found = object.ours >= 0;
  if (found && version != NULL)
    *version = g_array_index (object.entries, TwPluginsEntry, object.ours).version;
  tw_plugins_object_clear (&object);
  return found;
}

/* ---- for people -------------------------------------------------------------------- */

char *
tw_runtime_result_describe (const TwRuntimeResult *result)
{
  g_return_val_if_fail (result != NULL, NULL);
  switch (result->action)
    {
    case TW_RUNTIME_INSTALLED:
      return g_strdup_printf (_("map-turn runtime: installed version %u"), result->new_version);
    case TW_RUNTIME_UPDATED:
      return g_strdup_printf (_("map-turn runtime: updated from version %u to %u"),
                              result->old_version, result->new_version);
    case TW_RUNTIME_UP_TO_DATE:
      return g_strdup_printf (_("map-turn runtime: version %u is up to date"),
                              result->new_version);
    case TW_RUNTIME_REMOVED:
      return g_strdup_printf (_("map-turn runtime: removed version %u"), result->old_version);
    case TW_RUNTIME_NOT_PRESENT:
    default:
      return g_strdup (_("map-turn runtime: not installed, nothing to remove"));
    }
}

static gboolean
has_time_cost_enemy (json_t *enemys)
{
  const TwField *field = tw_field_lookup (TW_FIELD_OWNER_ENEMY, "timeCost");
  const char *id;
  json_t *enemy;
  json_object_foreach (enemys, id, enemy)
  {
    if (json_is_object (enemy) && tw_field_read_int (field, enemy) > 0)
      return TRUE;
  }
  return FALSE;
}

static gboolean
has_skill_item (json_t *items)
{
  const char *id;
  json_t *item;
  json_object_foreach (items, id, item)
  {
    gint cls = tw_item_class_from_string (json_string_value (json_object_get (item, "cls")));
    if (cls >= 0 && (TW_ITEM_CLASS_BIT (cls) & TW_ITEM_CLASSES_SKILLS))
      return TRUE;
  }
  return FALSE;
}

gboolean
tw_runtime_wanted (json_t *tower)
{
  return has_time_cost_enemy (json_object_get (tower, "enemys"))
         || has_skill_item (json_object_get (tower, "items"));
}
