/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-event-summary.c: tower event commands as one-line summaries and rows
 * (docs/rules.md §11; the command shapes are those of mota-js 2.x
 * libs/events.js `_action_*`). */
#include "editor/tw-event-summary.h"

#include <string.h>

#define QUOTE_MAX 40 /* characters of a quoted text before it is cut */

static void
row_free (gpointer data)
{
  TwEventRow *row = data;
  g_free (row->pointer);
  g_free (row->text);
  g_free (row);
}

const char *
tw_event_command_type (json_t *command)
{
  if (json_is_string (command))
    return "text";
  const char *type = json_string_value (json_object_get (command, "type"));
  return type != NULL ? type : "?";
}

/* mota-js text markup (libs/ui.js `drawTextBox`): a leading "\t[title,icon]"
 * names the speaker, "\b[pos,...]" places the bubble. The speaker is kept
 * ("老人: "), the markup dropped, control characters made spaces. */
static char *
plain_text (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;
  if (p[0] == '\t' && p[1] == '[' && strchr (p, ']') != NULL)
    {
      const char *end = strchr (p, ']');
      const char *comma = memchr (p + 2, ',', end - (p + 2));
      const char *stop = comma ? comma : end;
      if (stop > p + 2)
        {
          g_string_append_len (out, p + 2, stop - (p + 2));
          g_string_append (out, ": ");
        }
      p = end + 1;
    }
  for (; *p; p++)
    {
      if (p[0] == '\b' && p[1] == '[' && strchr (p, ']') != NULL)
        {
          p = strchr (p, ']');
          continue;
        }
      g_string_append_c (out, (guchar)*p < 0x20 ? ' ' : *p);
    }
  return g_string_free (out, FALSE);
}

/* A text in quotes, cut at QUOTE_MAX characters, on one line. */
static void
append_quoted (GString *out, const char *text)
{
  if (text == NULL)
    return;
  g_autofree char *flat = plain_text (text);
  g_string_append (out, " \"");
  if (g_utf8_strlen (flat, -1) > QUOTE_MAX)
    {
      g_string_append_len (out, flat, g_utf8_offset_to_pointer (flat, QUOTE_MAX) - flat);
      g_string_append (out, "…");
    }
  else
    g_string_append (out, flat);
  g_string_append_c (out, '"');
}

/* A value as it is written: strings bare (they are expressions), others as JSON. */
static void
append_value (GString *out, json_t *value)
{
  if (json_is_string (value))
    g_string_append (out, json_string_value (value));
  else if (value != NULL)
    {
      g_autofree char *text = json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
      g_string_append (out, text ? text : "?");
    }
  else
    g_string_append (out, "?");
}

static gboolean
is_point (json_t *loc)
{
  return json_is_array (loc) && json_array_size (loc) == 2
         && json_is_number (json_array_get (loc, 0)) && json_is_number (json_array_get (loc, 1));
}

/* loc: [x, y] or [[x, y], ...]; missing: the event's own cell. */
static void
append_loc (GString *out, json_t *loc)
{
  if (loc == NULL)
    {
      g_string_append (out, " (this cell)");
      return;
    }
  if (is_point (loc))
    {
      g_string_append_c (out, ' ');
      g_string_append_c (out, '(');
      append_value (out, json_array_get (loc, 0));
      g_string_append_c (out, ',');
      append_value (out, json_array_get (loc, 1));
      g_string_append_c (out, ')');
      return;
    }
  if (json_is_array (loc))
    {
      size_t i;
      json_t *point;
      json_array_foreach (loc, i, point)
      {
        if (i == 3)
          {
            g_string_append_printf (out, " … (%zu cells)", json_array_size (loc));
            return;
          }
        append_loc (out, point);
      }
      return;
    }
  g_string_append_c (out, ' ');
  append_value (out, loc);
}

static void
append_floor (GString *out, json_t *command)
{
  const char *floor = json_string_value (json_object_get (command, "floorId"));
  if (floor != NULL)
    g_string_append_printf (out, " on %s", floor);
}

/* Counts every command of a list, and those inside them. */
static guint
count_list (json_t *list)
{
  guint n = 0;
  size_t i;
  json_t *command;
  json_array_foreach (list, i, command) n += 1 + tw_event_count_nested (command);
  return n;
}

/* The nested lists of a command, each with its label, in order. */
typedef void (*ListFunc) (json_t *list, const char *member, const char *label, gpointer data);

static void
foreach_nested (json_t *command, ListFunc func, gpointer data)
{
  const char *type = tw_event_command_type (command);
  if (strcmp (type, "if") == 0)
    {
      func (json_object_get (command, "true"), "true", "then", data);
      func (json_object_get (command, "false"), "false", "else", data);
    }
  else if (strcmp (type, "confirm") == 0)
    {
      func (json_object_get (command, "yes"), "yes", "yes", data);
      func (json_object_get (command, "no"), "no", "no", data);
    }
  else if (strcmp (type, "while") == 0 || strcmp (type, "dowhile") == 0)
    func (json_object_get (command, "data"), "data", "do", data);
  else if (strcmp (type, "choices") == 0 || strcmp (type, "switch") == 0)
    {
      gboolean choices = type[0] == 'c';
      json_t *cases = json_object_get (command, choices ? "choices" : "caseList");
      size_t i;
      json_t *one;
      json_array_foreach (cases, i, one)
      {
        g_autofree char *member
            = g_strdup_printf ("%s/%zu/action", choices ? "choices" : "caseList", i);
        g_autoptr (GString) label = g_string_new (choices ? "choice" : "case");
        if (choices)
          append_quoted (label, json_string_value (json_object_get (one, "text")));
        else
          {
            g_string_append_c (label, ' ');
            append_value (label, json_object_get (one, "case"));
          }
        func (json_object_get (one, "action"), member, label->str, data);
      }
    }
}

static void
count_one (json_t *list, const char *member, const char *label, gpointer data)
{
  guint *n = data;
  *n += count_list (list);
  (void)member;
  (void)label;
}

guint
tw_event_count_nested (json_t *command)
{
  guint n = 0;
  if (json_is_object (command))
    foreach_nested (command, count_one, &n);
  return n;
}

static void
append_nested_count (GString *out, json_t *command)
{
  guint n = tw_event_count_nested (command);
  g_string_append_printf (out, " … (%u command%s)", n, n == 1 ? "" : "s");
}

/* Commands whose summary is their cells: hide (3,4), openDoor (1,2) on MT3. */
static const char *const cell_commands[]
    = { "hide", "show", "remove", "openDoor", "closeDoor", "trigger", "turnBlock", NULL };

char *
tw_event_summary_command (json_t *command)
{
  const char *type = tw_event_command_type (command);
  GString *out = g_string_new (type);

  if (json_is_string (command))
    {
      append_quoted (out, json_string_value (command));
      return g_string_free (out, FALSE);
    }
  if (!json_is_object (command))
    {
      g_string_append_c (out, ' ');
      append_value (out, command);
      return g_string_free (out, FALSE);
    }
  if (strcmp (type, "setValue") == 0 || strcmp (type, "addValue") == 0)
    {
      const char *op = json_string_value (json_object_get (command, "operator"));
      if (type[0] == 'a')
        op = "+=";
      g_string_append_printf (out, " %s %s ",
                              json_string_value (json_object_get (command, "name")) ?: "?",
                              op ? op : "=");
      append_value (out, json_object_get (command, "value"));
    }
  else if (g_strv_contains (cell_commands, type))
    {
      append_loc (out, json_object_get (command, "loc"));
      append_floor (out, command);
      if (json_is_true (json_object_get (command, "remove")))
        g_string_append (out, " (removed)");
    }
  else if (strcmp (type, "setBlock") == 0)
    {
      g_string_append_c (out, ' ');
      append_value (out, json_object_get (command, "number"));
      g_string_append (out, " at");
      append_loc (out, json_object_get (command, "loc"));
      append_floor (out, command);
    }
  else if (strcmp (type, "changeFloor") == 0)
    {
      json_t *stair = json_object_get (command, "stair");
      g_string_append_printf (out, " %s",
                              json_string_value (json_object_get (command, "floorId")) ?: "?");
      if (json_is_string (stair))
        g_string_append_printf (out, " at %s", json_string_value (stair));
      else if (json_object_get (command, "loc") != NULL)
        {
          g_string_append (out, " at");
          append_loc (out, json_object_get (command, "loc"));
        }
      if (json_is_string (json_object_get (command, "direction")))
        g_string_append_printf (out, " facing %s",
                                json_string_value (json_object_get (command, "direction")));
    }
  else if (strcmp (type, "changePos") == 0)
    {
      append_loc (out, json_object_get (command, "loc"));
      if (json_is_string (json_object_get (command, "direction")))
        g_string_append_printf (out, " facing %s",
                                json_string_value (json_object_get (command, "direction")));
    }
  else if (strcmp (type, "battle") == 0)
    {
      if (json_is_string (json_object_get (command, "id")))
        g_string_append_printf (out, " %s", json_string_value (json_object_get (command, "id")));
      else
        append_loc (out, json_object_get (command, "loc"));
    }
  else if (strcmp (type, "if") == 0 || strcmp (type, "while") == 0 || strcmp (type, "dowhile") == 0
           || strcmp (type, "switch") == 0)
    {
      g_string_append_c (out, ' ');
      append_value (out, json_object_get (command, "condition"));
      append_nested_count (out, command);
    }
  else if (strcmp (type, "choices") == 0)
    {
      size_t n = json_array_size (json_object_get (command, "choices"));
      append_quoted (out, json_string_value (json_object_get (command, "text")));
      g_string_append_printf (out, " (%zu choice%s)", n, n == 1 ? "" : "s");
    }
  else if (strcmp (type, "move") == 0 || strcmp (type, "moveHero") == 0)
    {
      size_t n = json_array_size (json_object_get (command, "steps"));
      if (type[4] == '\0')
        append_loc (out, json_object_get (command, "loc"));
      g_string_append_printf (out, " %zu step%s", n, n == 1 ? "" : "s");
    }
  else if (strcmp (type, "openShop") == 0 || strcmp (type, "disableShop") == 0)
    g_string_append_printf (out, " %s", json_string_value (json_object_get (command, "id")) ?: "?");
  else if (strcmp (type, "insert") == 0)
    {
      if (json_is_string (json_object_get (command, "name")))
        g_string_append_printf (out, " %s", json_string_value (json_object_get (command, "name")));
      else
        append_loc (out, json_object_get (command, "loc"));
    }
  else if (json_is_string (json_object_get (command, "text")))
    append_quoted (out, json_string_value (json_object_get (command, "text")));
  else if (json_is_string (json_object_get (command, "reason")))
    append_quoted (out, json_string_value (json_object_get (command, "reason")));
  return g_string_free (out, FALSE);
}

typedef struct
{
  GPtrArray *rows;
  GString *pointer;
  guint depth;
} Walk;

static void add_list (Walk *walk, json_t *list);

static void
add_row (Walk *walk, gboolean heading, char *text)
{
  TwEventRow *row = g_new0 (TwEventRow, 1);
  row->depth = walk->depth;
  row->heading = heading;
  row->pointer = g_strdup (walk->pointer->str);
  row->text = text;
  g_ptr_array_add (walk->rows, row);
}

static void
add_nested (json_t *list, const char *member, const char *label, gpointer data)
{
  Walk *walk = data;
  gsize len = walk->pointer->len;
  if (list == NULL)
    return; /* an `else` that is not there: nothing to show */
  g_string_append_printf (walk->pointer, "/%s", member);
  walk->depth++;
  add_row (walk, TRUE, g_strdup (label));
  walk->depth++;
  add_list (walk, list);
  walk->depth -= 2;
  g_string_truncate (walk->pointer, len);
}

static void
add_list (Walk *walk, json_t *list)
{
  size_t i;
  json_t *command;
  json_array_foreach (list, i, command)
  {
    gsize len = walk->pointer->len;
    g_string_append_printf (walk->pointer, "/%zu", i);
    add_row (walk, FALSE, tw_event_summary_command (command));
    if (json_is_object (command))
      foreach_nested (command, add_nested, walk);
    g_string_truncate (walk->pointer, len);
  }
}

GPtrArray *
tw_event_summary_rows (json_t *list)
{
  Walk walk = { g_ptr_array_new_with_free_func (row_free), g_string_new (""), 0 };
  if (json_is_array (list))
    add_list (&walk, list);
  g_string_free (walk.pointer, TRUE);
  return walk.rows;
}

json_t *
tw_event_entry_list (json_t *entry, const char **suffix)
{
  if (json_is_array (entry))
    {
      *suffix = "";
      return entry;
    }
  if (json_is_array (json_object_get (entry, "data")))
    {
      *suffix = "/data";
      return json_object_get (entry, "data");
    }
  *suffix = "";
  return NULL;
}
