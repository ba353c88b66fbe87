/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-tower-write.c: a generated tower as a mota-js 2.10.3 game folder.
 *
 * The folder is a copy of the stock sample game (its engine, its images,
 * every project file) whose floors are replaced and whose data.js,
 * enemys.js and items.js are the sample's own with the generated parts
 * written over them: every other field stays as it was. The files keep
 * the layouts of the official editor (tabs; one enemy a line; floors with
 * 4 spaces and a map row a line), so that they read like a real tower's. */
#include "tests/check/gen-tower-private.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

/* ---- reading ---------------------------------------------------------- */

/* A mota-js data file: a JavaScript prefix ("var enemys_... = \n",
 * "main.floors.MT0=\n") before the first '{', then JSON. */
json_t *
gen_load_data_file (const char *path, char **prefix, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  json_error_t jerr;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  const char *brace = strchr (text, '{');
  json_t *value = brace ? json_loadb (brace, length - (gsize)(brace - text), 0, &jerr) : NULL;
  if (value == NULL)
    {
      g_set_error (error, TW_GEN_ERROR, TW_GEN_ERROR_TEMPLATE, "%s: not a mota-js data file: %s",
                   path, brace ? jerr.text : "no '{'");
      return NULL;
    }
  if (prefix != NULL)
    *prefix = g_strndup (text, (gsize)(brace - text));
  return value;
}

static json_t *
load_template (const GenTower *t, const char *relative, char **prefix, GError **error)
{
  g_autofree char *path = g_build_filename (t->template_dir, "project", relative, NULL);
  return gen_load_data_file (path, prefix, error);
}

/* ---- the copy --------------------------------------------------------- */

/* Not copied: the sample's floors (the tower has its own) and its
 * SOURCE.md, which describes the sample. */
static gboolean
skipped (const char *relative)
{
  return g_str_equal (relative, "SOURCE.md")
         || (g_str_has_prefix (relative, "project/floors/") && g_str_has_suffix (relative, ".js"));
}

static gboolean
copy_tree (const char *from, const char *to, const char *relative, GError **error)
{
  g_autoptr (GDir) dir = g_dir_open (from, 0, error);
  const char *name;

  if (dir == NULL || g_mkdir_with_parents (to, 0755) != 0)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, TW_GEN_ERROR, TW_GEN_ERROR_WRITE, "%s: %s", to, g_strerror (errno));
      return FALSE;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *src = g_build_filename (from, name, NULL);
      g_autofree char *dest = g_build_filename (to, name, NULL);
      g_autofree char *rel = relative ? g_build_filename (relative, name, NULL) : g_strdup (name);
      if (skipped (rel))
        continue;
      if (g_file_test (src, G_FILE_TEST_IS_DIR))
        {
          if (!copy_tree (src, dest, rel, error))
            return FALSE;
          continue;
        }
      g_autoptr (GFile) a = g_file_new_for_path (src);
      g_autoptr (GFile) b = g_file_new_for_path (dest);
      if (!g_file_copy (a, b, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
gen_copy_template (const GenTower *t, const char *out_dir, GError **error)
{
  g_autofree char *floors = g_build_filename (out_dir, "project", "floors", NULL);
  if (!copy_tree (t->template_dir, out_dir, NULL, error))
    return FALSE;
  if (g_mkdir_with_parents (floors, 0755) == 0)
    return TRUE;
  g_set_error (error, TW_GEN_ERROR, TW_GEN_ERROR_WRITE, "%s: %s", floors, g_strerror (errno));
  return FALSE;
}

/* ---- layouts ---------------------------------------------------------- */

/* JSON.stringify (value, null, '\t'): jansson's one-space indent, each
 * leading space a tab (strings hold no raw newline, so every line starts
 * with structure). */
static void
append_tabbed (GString *out, const json_t *value)
{
  char *text = json_dumps (value, JSON_INDENT (1) | JSON_ENCODE_ANY);
  gboolean line_start = TRUE;
  for (const char *c = text; *c != '\0'; c++)
    {
      g_string_append_c (out, line_start && *c == ' ' ? '\t' : *c);
      line_start = (*c == '\n') || (line_start && *c == ' ');
    }
  free (text);
}

static void
append_compact (GString *out, const json_t *value)
{
  char *text = json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
  g_string_append (out, text);
  free (text);
}

/* One entry a line, as the editor writes enemys.js and maps.js. */
static void
append_entry_per_line (GString *out, const json_t *object)
{
  const char *key;
  json_t *value;
  gboolean first = TRUE;

  g_string_append (out, "{\n");
  json_object_foreach ((json_t *)object, key, value)
  {
    json_t *name = json_string (key);
    g_string_append (out, first ? "\t" : ",\n\t");
    append_compact (out, name);
    g_string_append (out, ": ");
    append_compact (out, value);
    json_decref (name);
    first = FALSE;
  }
  g_string_append (out, "\n}");
}

static gboolean
write_file (const char *out_dir, const char *relative, const GString *text, GError **error)
{
  g_autofree char *path = g_build_filename (out_dir, "project", relative, NULL);
  if (g_file_set_contents (path, text->str, (gssize)text->len, error))
    return TRUE;
  g_prefix_error (error, "writing the tower: ");
  return FALSE;
}

/* A floor as the editor writes it: 4 spaces, a map row a line with each
 * number in 3 columns. */
static void
append_floor (GString *out, const json_t *floor, const GenFloor *f)
{
  const char *key;
  json_t *value;
  gboolean first = TRUE;

  g_string_append (out, "{\n");
  json_object_foreach ((json_t *)floor, key, value)
  {
    json_t *name = json_string (key);
    g_string_append (out, first ? "    " : ",\n    ");
    append_compact (out, name);
    g_string_append (out, ": ");
    json_decref (name);
    first = FALSE;
    if (!g_str_equal (key, "map"))
      {
        char *text = json_dumps (value, JSON_INDENT (4) | JSON_ENCODE_ANY);
        g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
        g_autofree char *joined = g_strjoinv ("\n    ", lines);
        g_string_append (out, joined);
        free (text);
        continue;
      }
    g_string_append (out, "[\n");
    for (int y = 0; y < f->height; y++)
      {
        g_string_append (out, "    [");
        for (int x = 0; x < f->width; x++)
          g_string_append_printf (out, "%s%3u", x ? "," : "", f->map[y * f->width + x]);
        g_string_append (out, y + 1 < f->height ? "],\n" : "]\n");
      }
    g_string_append (out, "]");
  }
  g_string_append (out, "\n}");
}

static json_t *
map_rows (const GenFloor *f)
{
  json_t *rows = json_array ();
  for (int y = 0; y < f->height; y++)
    {
      json_t *row = json_array ();
      for (int x = 0; x < f->width; x++)
        json_array_append_new (row, json_integer (f->map[y * f->width + x]));
      json_array_append_new (rows, row);
    }
  return rows;
}

/* ---- the project files ------------------------------------------------ */

/* The sample's empty MT0 (every field a floor has) with the floor's own. */
static gboolean
write_floor (const GenTower *t, const GenFloor *f, const char *out_dir, GError **error)
{
  json_t *floor = load_template (t, "floors/MT0.js", NULL, error);
  if (floor == NULL)
    return FALSE;
  int number = (int)(f - t->floors) + 1;
  json_object_set_new (floor, "floorId", json_string (f->id));
  json_object_set_new (floor, "title", json_string (f->id));
  json_object_set_new (floor, "name", json_sprintf ("%d", number));
  json_object_set_new (floor, "map", map_rows (f));
  json_object_set (floor, "changeFloor", f->change_floor);
  json_object_set_new (floor, "width", json_integer (f->width));
  json_object_set_new (floor, "height", json_integer (f->height));
  g_autoptr (GString) text = g_string_new (NULL);
  g_string_append_printf (text, "main.floors.%s=\n", f->id);
  append_floor (text, floor, f);
  json_decref (floor);
  g_autofree char *relative = g_strdup_printf ("floors/%s.js", f->id);
  return write_file (out_dir, relative, text, error);
}

/* The keys in the hero's hands, and each skill under its class
 * (docs/rules.md §4.8: skills are owned as tools are). */
static json_t *
hero_items (const GenTower *t)
{
  json_t *items = json_pack ("{s:{}, s:{}, s:{}}", "constants", "tools", "equips");
  if (t->hero.yellow_keys > 0)
    json_object_set_new (json_object_get (items, "tools"), "yellowKey",
                         json_integer (t->hero.yellow_keys));
  for (int i = 0; i < t->n_skills; i++)
    {
      json_t *group = json_object_get (items, t->skills[i].cls);
      if (group == NULL)
        json_object_set_new (items, t->skills[i].cls, group = json_object ());
      json_object_set_new (group, t->skills[i].id, json_integer (1));
    }
  return items;
}

static gboolean
write_data (const GenTower *t, const char *out_dir, GError **error)
{
  g_autofree char *prefix = NULL;
  json_t *data = load_template (t, "data.js", &prefix, error);
  if (data == NULL)
    return FALSE;
  json_t *ids = json_array ();
  for (int i = 0; i < t->n_floors; i++)
    json_array_append_new (ids, json_string (t->floors[i].id));
  json_object_set_new (json_object_get (data, "main"), "floorIds", ids);
  json_t *first = json_object_get (data, "firstData");
  json_t *hero = json_object_get (first, "hero");
  json_object_set_new (first, "floorId", json_string (t->floors[0].id));
  json_object_set_new (hero, "hp", json_integer (t->hero.hp));
  json_object_set_new (hero, "atk", json_integer (t->hero.atk));
  json_object_set_new (hero, "def", json_integer (t->hero.def));
  json_object_set_new (hero, "mdef", json_integer (t->hero.mdef));
  json_object_set_new (hero, "money", json_integer (0));
  json_object_set_new (hero, "exp", json_integer (0));
  json_object_set_new (hero, "items", hero_items (t));
  json_object_set_new (
      hero, "loc",
      json_pack ("{s:s, s:i, s:i}", "direction", "up", "x", t->hero.x, "y", t->hero.y));
  json_object_set_new (hero, "flags", json_object ());
  g_autoptr (GString) text = g_string_new (prefix);
  append_tabbed (text, data);
  json_decref (data);
  return write_file (out_dir, "data.js", text, error);
}

/* Each generated enemy replaces the sample's entry of its id, keeping its
 * name. */
static gboolean
write_enemys (const GenTower *t, const char *out_dir, GError **error)
{
  g_autofree char *prefix = NULL;
  json_t *enemys = load_template (t, "enemys.js", &prefix, error);
  if (enemys == NULL)
    return FALSE;
  for (int i = 0; i < t->n_enemies; i++)
    {
      json_t *old = json_object_get (enemys, t->enemies[i].id);
      json_t *entry = json_pack ("{s:O}", "name", json_object_get (old, "name"));
      json_object_update (entry, t->enemies[i].def);
      json_object_set_new (enemys, t->enemies[i].id, entry);
    }
  g_autoptr (GString) text = g_string_new (prefix);
  append_entry_per_line (text, enemys);
  json_decref (enemys);
  return write_file (out_dir, "enemys.js", text, error);
}

/* A skill keeps the item's name and text; what a tool or a pick-up did
 * (its effects and events) goes, as a skill's effect is its `effect`. */
static void
make_skill (json_t *item, const GenSkill *skill)
{
  static const char *const gone[]
      = { "itemEffect",   "itemEffectTip", "useItemEffect", "canUseItemEffect",
          "useItemEvent", "canEquip",      "equip" };
  for (gsize i = 0; i < G_N_ELEMENTS (gone); i++)
    json_object_del (item, gone[i]);
  json_object_set_new (item, "cls", json_string (skill->cls));
  json_object_update (item, skill->fields);
}

static gboolean
write_items (const GenTower *t, const char *out_dir, GError **error)
{
  g_autofree char *prefix = NULL;
  json_t *items = load_template (t, "items.js", &prefix, error);
  if (items == NULL)
    return FALSE;
  for (int i = 0; i < t->n_skills; i++)
    make_skill (json_object_get (items, t->skills[i].id), &t->skills[i]);
  g_autoptr (GString) text = g_string_new (prefix);
  append_tabbed (text, items);
  json_decref (items);
  return write_file (out_dir, "items.js", text, error);
}

gboolean
gen_write_project (const GenTower *t, const char *out_dir, GError **error)
{
  for (int i = 0; i < t->n_floors; i++)
    if (!write_floor (t, &t->floors[i], out_dir, error))
      return FALSE;
  return write_data (t, out_dir, error) && write_enemys (t, out_dir, error)
         && write_items (t, out_dir, error);
}
