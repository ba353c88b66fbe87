/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-plugins.c: the tower's plugins.js replacing game functions
 * that the engine plays natively (docs/rules.md §12.11). Such a tower plays
 * the plugin's rule in the game and mota-js's own in Turnwright: the
 * designer is told which plugin, which functions and where, so that a
 * difference `check` finds has its reason beside it. */
#include "editor/tw-validate-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define PLUGINS_FILE "project/plugins.js"

/* The game functions the engine plays itself (module.name), whose
 * replacement by a plugin changes what a move, a battle or an item does. */
static const char *const played_natively[] = {
  "events.getItem",
  "events.openDoor",
  "events._openDoor_check",
  "events.battle",
  "events._battle_beforeBattle",
  "events.afterBattle",
  "events.changeFloor",
  "events.lose",
  "control.moveOneStep",
  "control.moveHero",
  "control.moveDirectly",
  "control.checkBlock",
  "control.updateCheckBlock",
  "enemys.canBattle",
  "enemys.getDamageInfo",
  "enemys.getEnemyInfo",
  "enemys.getDamage",
  "items.getItemEffect",
  "items.useItem",
  "items.canUseItem",
  "items._useItemEffect",
  "items.addItem",
  "items._realLoadEquip",
  "maps.canMoveHero",
  "maps._canMoveHero_checkPoint",
  "maps.canMoveDirectly",
  "maps._canMoveDirectly_checkNextPoint",
  "maps._canMoveDirectly_checkStartPoint",
  NULL,
};

/* @text with Turnwright's own runtime (between its markers, docs/runtime.md)
 * blanked out, the lines and offsets of everything else kept: the runtime wraps some
 * of these functions on purpose. */
static char *
without_our_runtime (const char *text)
{
  static const char begin[] = "// @turnwright-runtime map-turn";
  static const char end[] = "// @turnwright-runtime end";
  char *copy = g_strdup (text);
  char *from = strstr (copy, begin);
  char *to = from ? strstr (from, end) : NULL;
  if (from && to)
    for (char *p = from; p < to + sizeof end - 1; p++)
      if (*p != '\n')
        *p = ' ';
  return copy;
}

/* The name of the plugin whose body holds @offset: the last `"NAME":
 * function` before it (plugins.js is one object of such members). */
static char *
plugin_at (const char *text, gint offset)
{
  g_autoptr (GRegex) member = g_regex_new ("\"([^\"\\\\]+)\"\\s*:\\s*function\\b", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  char *name = NULL;
  g_regex_match_full (member, text, offset, 0, 0, &match, NULL);
  while (g_match_info_matches (match))
    {
      g_free (name);
      name = g_match_info_fetch (match, 1);
      g_match_info_next (match, NULL);
    }
  return name;
}

/* Line and column (from 1) of byte @offset of @text. */
static void
line_and_column (const char *text, gint offset, int *line, int *column)
{
  *line = 1;
  const char *line_start = text;
  for (const char *p = text; p < text + offset; p++)
    if (*p == '\n')
      {
        (*line)++;
        line_start = p + 1;
      }
  *column = (int)g_utf8_strlen (line_start, text + offset - line_start) + 1;
}

typedef struct
{
  char *plugin;
  GPtrArray *names; /* "events.getItem", ... */
  int line, column; /* of the first */
} Override;

static void
override_free (Override *o)
{
  g_free (o->plugin);
  g_ptr_array_unref (o->names);
  g_free (o);
}

/* The overrides of @text, one per plugin, in the file's order. */
static GPtrArray *
find_overrides (const char *text)
{
  g_autoptr (GRegex) assign
      = g_regex_new ("(?:core\\.)?(events|control|enemys|items|maps)\\.(?:prototype\\.)?"
                     "([A-Za-z_$][A-Za-z0-9_$]*)\\s*=(?!=)",
                     0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify)override_free);

  g_regex_match (assign, text, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      gint start = 0;
      g_match_info_fetch_pos (match, 0, &start, NULL);
      /* `core.events.x =` inside a longer name (`my.events.x`) is not one. */
      if (start > 0 && (g_ascii_isalnum (text[start - 1]) || text[start - 1] == '_'
                        || text[start - 1] == '$' || text[start - 1] == '.'))
        continue;
      g_autofree char *module = g_match_info_fetch (match, 1);
      g_autofree char *fn = g_match_info_fetch (match, 2);
      g_autofree char *name = g_strdup_printf ("%s.%s", module, fn);
      if (!g_strv_contains (played_natively, name))
        continue;
      g_autofree char *plugin = plugin_at (text, start);
      Override *o = out->len ? g_ptr_array_index (out, out->len - 1) : NULL;
      if (o == NULL || g_strcmp0 (o->plugin, plugin) != 0)
        {
          o = g_new0 (Override, 1);
          o->plugin = g_strdup (plugin);
          o->names = g_ptr_array_new_with_free_func (g_free);
          line_and_column (text, start, &o->line, &o->column);
          g_ptr_array_add (out, o);
        }
      if (!g_ptr_array_find_with_equal_func (o->names, name, g_str_equal, NULL))
        g_ptr_array_add (o->names, g_steal_pointer (&name));
    }
  return out;
}

void
tw_validate_check_plugin_overrides (Validator *v)
{
  json_t *plugins = json_object_get (v->tower, "plugins");
  const char *text = json_string_value (json_object_get (plugins, "text"));
  const char *file = json_string_value (json_object_get (plugins, "file"));
  if (text == NULL)
    return;
  g_autofree char *scanned = without_our_runtime (text);
  g_autoptr (GPtrArray) overrides = find_overrides (scanned);
  for (guint i = 0; i < overrides->len; i++)
    {
      Override *o = g_ptr_array_index (overrides, i);
      g_ptr_array_add (o->names, NULL);
      g_autofree char *names = g_strjoinv (", ", (char **)o->names->pdata);
      TwDiagnostic *d = tw_validate_report (
          v, TW_SEVERITY_NOTE, "plugin-override", file ? file : PLUGINS_FILE, "", NULL, NULL,
          /* TRANSLATORS: %s: a plugin's name; %s: game functions such as
           * events.getItem */
          _("The plugin %s replaces the game's %s. Turnwright plays mota-js's own; "
            "`check` shows whether the two part."),
          o->plugin ? o->plugin : "?", names);
      d->line = o->line;
      d->column = o->column;
    }
}
