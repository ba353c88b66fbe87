/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-events.c: event commands the simulation skips, grouped.
 *
 * One note per command type and reason ("openShop: not simulated"), with
 * the number of commands and their first places, so that a tower with a
 * thousand `function` commands reads as one line, not a thousand
 * (docs/rules.md §11.5). The decisions are the engine's own
 * (tw_tower_foreach_event_command).
 */
#include "editor/tw-validate-events.h"

#include "editor/tw-diagnostic.h"
#include "engine/tw-engine.h"
#include "editor/tw-i18n.h"

/* Places named in a note; the rest are counted. */
#define MAX_PLACES 5

typedef struct
{
  guint count;
  GString *places;
  guint n_places;
  char *floor_id; /* the first place, for the note's cell */
  gint x, y;
} Group;

static void
group_free (gpointer data)
{
  Group *g = data;
  g_string_free (g->places, TRUE);
  g_free (g->floor_id);
  g_free (g);
}

typedef struct
{
  GHashTable *groups; /* "type: reason" -> Group* */
  GPtrArray *order;   /* keys, first seen first */
} Groups;

static void
on_command (const TwEventCommandInfo *info, gpointer user_data)
{
  Groups *gs = user_data;
  g_autofree char *key = NULL;
  Group *g;

  if (info->skip_reason == NULL)
    return;
  key = g_strdup_printf ("%s: %s", info->command, info->skip_reason);
  g = g_hash_table_lookup (gs->groups, key);
  if (g == NULL)
    {
      g = g_new0 (Group, 1);
      g->places = g_string_new (NULL);
      g->floor_id = g_strdup (info->floor_id);
      g->x = info->x;
      g->y = info->y;
      g_ptr_array_add (gs->order, g_strdup (key));
      g_hash_table_insert (gs->groups, g_strdup (key), g);
    }
  g->count++;
  if (g->n_places++ < MAX_PLACES)
    {
      if (g->places->len)
        g_string_append (g->places, ", ");
      if (info->floor_id == NULL)
        g_string_append (g->places, "a common event");
      else if (info->x >= 0)
        g_string_append_printf (g->places, "%s (%d,%d) %s", info->floor_id, info->x, info->y,
                                info->hook);
      else
        g_string_append_printf (g->places, "%s %s", info->floor_id, info->hook);
    }
}

void
tw_validate_events (json_t *tower_json, GPtrArray *out)
{
  TwTower *tower = tw_tower_new_from_json (tower_json, NULL);
  Groups gs;

  if (tower == NULL)
    return;
  gs.groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, group_free);
  gs.order = g_ptr_array_new_with_free_func (g_free);
  tw_tower_foreach_event_command (tower, on_command, &gs);
  for (guint i = 0; i < gs.order->len; i++)
    {
      const char *key = g_ptr_array_index (gs.order, i);
      Group *g = g_hash_table_lookup (gs.groups, key);
      g_autofree char *message = g_strdup_printf (
          ngettext ("%u event command the simulation skips (%s): %s%s.",
                    "%u event commands the simulation skips (%s): %s%s.", g->count),
          g->count, key, g->places->str, g->count > MAX_PLACES ? ", ..." : "");
      /* The first place's file: its floor, or project/events.js. */
      g_autofree char *file = g->floor_id ? g_strdup_printf ("project/floors/%s.js", g->floor_id)
                                          : g_strdup ("project/events.js");
      TwDiagnostic *d = tw_diagnostic_new (TW_SEVERITY_NOTE, "event-not-simulated", file, "",
                                           g->floor_id, NULL, message);
      if (g->floor_id != NULL && g->x >= 0)
        tw_diagnostic_set_cell (d, g->floor_id, g->x, g->y);
      g_ptr_array_add (out, d);
    }
  g_ptr_array_unref (gs.order);
  g_hash_table_unref (gs.groups);
  tw_tower_unref (tower);
}
