/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-document-references.c: where an enemy or item id is used, and the
 * operations that follow it there: a rename's updates in events, hooks,
 * shops and door keys (and the list of what it cannot update: ids inside
 * JavaScript), placements counted, duplicate, add with a tile, delete with
 * its placements.
 *
 * An id is used by:
 * - a string that is the id ("id": "greenSlime" in a battle command, a
 *   shop choice, actArgs.enemy): replaced;
 * - `item:ID` in a value or condition, `\i[ID]` (an icon in a text):
 *   replaced;
 * - an object key (a door's keys, hero items, icons): renamed;
 * - anything else that names it as a whole word is JavaScript or prose
 *   ("core.addItem('yellowKey', 1)"): left as it is and listed. */
#include "editor/tw-document-private.h"
#include "editor/tw-i18n.h"

#include <string.h>

/* Identifier characters: what may not touch an id for it to be a whole word. */
static gboolean
is_id_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '$';
}

static gboolean
word_at (const char *text, const char *at, gsize n)
{
  return (at == text || !is_id_char (at[-1])) && !is_id_char (at[n]);
}

static gboolean
mentions_word (const char *text, const char *id)
{
  gsize n = strlen (id);
  for (const char *at = strstr (text, id); at != NULL; at = strstr (at + 1, id))
    if (word_at (text, at, n))
      return TRUE;
  return FALSE;
}

/* Replaces prefix+old (a whole word after the prefix) with prefix+new. */
static void
replace_prefixed (GString *text, const char *prefix, const char *old_id, const char *new_id)
{
  g_autofree char *needle = g_strconcat (prefix, old_id, NULL);
  gsize n = strlen (needle), p = strlen (prefix);
  gsize from = 0;
  const char *at;
  while ((at = strstr (text->str + from, needle)) != NULL)
    {
      gsize pos = (gsize)(at - text->str);
      if (!is_id_char (text->str[pos + n]))
        {
          g_string_erase (text, (gssize)(pos + p), (gssize)(n - p));
          g_string_insert (text, (gssize)(pos + p), new_id);
          from = pos + p + strlen (new_id);
        }
      else
        from = pos + 1;
    }
}

/* The string with every reference it can update rewritten, or NULL when
 * nothing changes. */
static char *
rewrite_text (const char *text, const char *old_id, const char *new_id, gboolean item)
{
  if (strcmp (text, old_id) == 0)
    return g_strdup (new_id);
  if (strstr (text, old_id) == NULL)
    return NULL;
  GString *out = g_string_new (text);
  if (item)
    replace_prefixed (out, "item:", old_id, new_id);
  replace_prefixed (out, "\\i[", old_id, new_id);
  if (strcmp (out->str, text) == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  char *parent;
  char *key;
  char *new_key; /* a rename, else value */
  json_t *value;
  guint depth;
} Update;

static void
update_free (gpointer data)
{
  Update *u = data;
  g_free (u->parent);
  g_free (u->key);
  g_free (u->new_key);
  if (u->value)
    json_decref (u->value);
  g_free (u);
}

typedef struct
{
  const char *old_id;
  const char *new_id; /* NULL: only looking */
  gboolean item;
  GPtrArray *updates;     /* Update* */
  GPtrArray *unreachable; /* char*: paths of strings left as they are */
} Walk;

/* Keys of these objects are handled by the rename itself (the definition
 * tables, icons, the hero's items by class). */
static gboolean
keys_handled_elsewhere (const char *path)
{
  return strcmp (path, "/enemys") == 0 || strcmp (path, "/items") == 0
         || g_str_has_prefix (path, "/icons/")
         || g_str_has_prefix (path, "/data/firstData/hero/items/");
}

static void walk_value (Walk *w, json_t *value, const char *parent, const char *key, guint depth);

static void
walk_string (Walk *w, json_t *value, const char *parent, const char *key, guint depth)
{
  const char *text = json_string_value (value);
  if (strstr (text, w->old_id) == NULL)
    return;
  g_autofree char *rewritten
      = rewrite_text (text, w->old_id, w->new_id ? w->new_id : "\x01", w->item);
  const char *after = rewritten ? rewritten : text;
  if (mentions_word (after, w->old_id))
    g_ptr_array_add (w->unreachable, tw_path_append (parent, key));
  if (rewritten != NULL && w->new_id != NULL)
    {
      Update *u = g_new0 (Update, 1);
      u->parent = g_strdup (parent);
      u->key = g_strdup (key);
      u->value = json_string (rewritten);
      u->depth = depth;
      g_ptr_array_add (w->updates, u);
    }
}

static void
walk_value (Walk *w, json_t *value, const char *parent, const char *key, guint depth)
{
  if (json_is_string (value))
    {
      walk_string (w, value, parent, key, depth);
      return;
    }
  if (!json_is_object (value) && !json_is_array (value))
    return;
  g_autofree char *path = parent ? tw_path_append (parent, key) : g_strdup ("");
  if (json_is_array (value))
    {
      size_t i;
      json_t *element;
      json_array_foreach (value, i, element)
      {
        if (json_is_number (element))
          continue; /* map rows */
        char index[32];
        g_snprintf (index, sizeof index, "%zu", i);
        walk_value (w, element, path, index, depth + 1);
      }
      return;
    }
  const char *member;
  json_t *child;
  json_object_foreach (value, member, child)
  {
    if (depth == 0 && strcmp (member, "icons") == 0)
      continue;
    walk_value (w, child, path, member, depth + 1);
    if (strcmp (member, w->old_id) == 0 && !keys_handled_elsewhere (path)
        && json_object_get (value, w->new_id ? w->new_id : "") == NULL && w->new_id != NULL)
      {
        Update *u = g_new0 (Update, 1);
        u->parent = g_strdup (path);
        u->key = g_strdup (member);
        u->new_key = g_strdup (w->new_id);
        u->depth = depth;
        g_ptr_array_add (w->updates, u);
      }
  }
}

/* Values first, then key renames deepest first, so that every path is
 * still valid when its edit is made. */
static gint
update_order (gconstpointer a, gconstpointer b)
{
  const Update *x = *(const Update *const *)a, *y = *(const Update *const *)b;
  if ((x->new_key == NULL) != (y->new_key == NULL))
    return x->new_key == NULL ? -1 : 1;
  return x->new_key != NULL ? (gint)y->depth - (gint)x->depth : 0;
}

void
tw_document_rename_in_references (TwDocument *self, const char *old_id, const char *new_id,
                                  gboolean item)
{
  Walk w = { old_id, new_id, item, g_ptr_array_new_with_free_func (update_free),
             g_ptr_array_new_with_free_func (g_free) };
  walk_value (&w, self->tower, NULL, NULL, 0);
  g_ptr_array_sort (w.updates, update_order);
  for (guint i = 0; i < w.updates->len; i++)
    {
      Update *u = g_ptr_array_index (w.updates, i);
      tw_document_edit (self, u->new_key ? TW_EDIT_RENAME : TW_EDIT_SET, u->parent, u->key,
                        u->new_key, u->value, NULL);
    }
  g_ptr_array_unref (w.updates);
  g_ptr_array_unref (w.unreachable);
}

char **
tw_document_dup_unrenamable_references (TwDocument *self, const char *id)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  gboolean item = json_object_get (tw_document_part (self, "items"), id) != NULL;
  Walk w = { id, NULL, item, g_ptr_array_new_with_free_func (update_free), g_ptr_array_new () };
  walk_value (&w, self->tower, NULL, NULL, 0);
  g_ptr_array_unref (w.updates);
  g_ptr_array_add (w.unreachable, NULL);
  return (char **)g_ptr_array_free (w.unreachable, FALSE);
}

/* Placements */

/* The tile numbers whose table entry names id. */
static GArray *
tile_numbers (TwDocument *self, const char *id)
{
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (int));
  const char *key;
  json_t *tile;
  json_object_foreach (tw_document_part (self, "maps"), key, tile)
  {
    char *end = NULL;
    long n = strtol (key, &end, 10);
    if (end != key && *end == '\0'
        && g_strcmp0 (json_string_value (json_object_get (tile, "id")), id) == 0)
      {
        int number = (int)n;
        g_array_append_val (numbers, number);
      }
  }
  return numbers;
}

static gboolean
is_one_of (GArray *numbers, json_t *cell)
{
  if (!json_is_integer (cell))
    return FALSE;
  for (guint i = 0; i < numbers->len; i++)
    if (json_integer_value (cell) == g_array_index (numbers, int, i))
      return TRUE;
  return FALSE;
}

static const char *const layers[] = { "map", "bgmap", "fgmap", NULL };

/* Counts the cells holding one of numbers on every layer of every floor;
 * with clear, sets each to 0 (inside an operation). */
static guint
each_placement (TwDocument *self, GArray *numbers, gboolean clear, guint *n_floors)
{
  guint count = 0;
  if (n_floors)
    *n_floors = 0;
  const char *floor_id;
  json_t *floor;
  json_object_foreach (tw_document_part (self, "floors"), floor_id, floor)
  {
    guint before = count;
    for (guint l = 0; layers[l]; l++)
      {
        json_t *rows = json_object_get (floor, layers[l]);
        size_t y;
        json_t *row;
        json_array_foreach (rows, y, row)
        {
          size_t x;
          json_t *cell;
          json_array_foreach (row, x, cell) if (is_one_of (numbers, cell))
          {
            count++;
            if (!clear)
              continue;
            g_autofree char *floor_path = tw_document_floor_path (floor_id);
            g_autofree char *layer_path = tw_path_append (floor_path, layers[l]);
            g_autofree char *row_path = tw_path_append_index (layer_path, y);
            tw_document_edit_set_index (self, row_path, x, json_integer (0));
          }
        }
      }
    if (n_floors && count > before)
      (*n_floors)++;
  }
  return count;
}

guint
tw_document_count_placements (TwDocument *self, const char *id, guint *n_floors)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), 0);
  g_return_val_if_fail (id != NULL, 0);
  g_autoptr (GArray) numbers = tile_numbers (self, id);
  return each_placement (self, numbers, FALSE, n_floors);
}

/* Add, duplicate, delete */

static const char *
part_of (TwDocument *self, const char *id)
{
  if (json_object_get (tw_document_part (self, "enemys"), id))
    return "enemys";
  if (json_object_get (tw_document_part (self, "items"), id))
    return "items";
  return NULL;
}

/* The first free tile number above from. */
static int
free_tile_number (TwDocument *self, int from)
{
  json_t *maps = tw_document_part (self, "maps");
  for (int n = from + 1;; n++)
    {
      char key[32];
      g_snprintf (key, sizeof key, "%d", n);
      if (json_object_get (maps, key) == NULL)
        return n;
    }
}

static int
highest_tile_of_class (TwDocument *self, const char *cls)
{
  int highest = 0;
  const char *key;
  json_t *tile;
  json_object_foreach (tw_document_part (self, "maps"), key, tile)
  {
    int n = atoi (key);
    if (n < 10000 && g_strcmp0 (json_string_value (json_object_get (tile, "cls")), cls) == 0)
      highest = MAX (highest, n);
  }
  return highest;
}

/* A tile table entry and an icon for id, like those of template_tile. */
static void
add_tile_for (TwDocument *self, const char *id, const char *cls, json_t *template_tile,
              json_t *icon, int after)
{
  if (tw_document_part (self, "maps") == NULL)
    return;
  json_t *tile = template_tile ? json_deep_copy (template_tile) : json_object ();
  json_object_set_new (tile, "cls", json_string (cls));
  json_object_set_new (tile, "id", json_string (id));
  char key[32];
  g_snprintf (key, sizeof key, "%d", free_tile_number (self, after));
  tw_document_edit_set_new (self, "/maps", key, tile);
  g_autofree char *icons_path = tw_path_append ("/icons", cls);
  if (json_is_object (tw_document_get_path (self, icons_path)))
    tw_document_edit_set_new (self, icons_path, id, icon ? json_incref (icon) : json_integer (0));
}

gboolean
tw_document_add_placeable (TwDocument *self, gboolean item, const char *id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  const char *cls = item ? "items" : "enemys";
  tw_document_operation_begin (self, item ? _("Add Item") : _("Add Enemy"));
  gboolean ok = item ? tw_document_add_item (self, id, NULL, error)
                     : tw_document_add_enemy (self, id, NULL, error);
  if (ok)
    add_tile_for (self, id, cls, NULL, NULL, highest_tile_of_class (self, cls));
  tw_document_operation_end (self);
  return ok;
}

gboolean
tw_document_duplicate_entity (TwDocument *self, const char *id, const char *new_id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (id != NULL && new_id != NULL, FALSE);
  const char *part = part_of (self, id);
  if (part == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no enemy or item '%s'."),
                             id);
  gboolean item = strcmp (part, "items") == 0;
  json_t *copy = json_deep_copy (json_object_get (tw_document_part (self, part), id));
  tw_document_operation_begin (self, item ? _("Duplicate Item") : _("Duplicate Enemy"));
  gboolean ok = item ? tw_document_add_item (self, new_id, copy, error)
                     : tw_document_add_enemy (self, new_id, copy, error);
  int number = tw_document_find_tile (self, id);
  if (ok && number >= 0)
    {
      char key[32];
      g_snprintf (key, sizeof key, "%d", number);
      json_t *tile = json_object_get (tw_document_part (self, "maps"), key);
      const char *cls = json_string_value (json_object_get (tile, "cls"));
      g_autofree char *icons_path = tw_path_append ("/icons", cls ? cls : part);
      json_t *icon = json_object_get (tw_document_get_path (self, icons_path), id);
      add_tile_for (self, new_id, cls ? cls : part, tile, icon, number);
    }
  tw_document_operation_end (self);
  json_decref (copy);
  return ok;
}

gboolean
tw_document_delete_entity (TwDocument *self, const char *id, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  const char *part = part_of (self, id);
  if (part == NULL)
    return tw_document_fail (error, TW_DOCUMENT_ERROR_NOT_FOUND, _("There is no enemy or item '%s'."),
                             id);
  gboolean item = strcmp (part, "items") == 0;
  g_autoptr (GArray) numbers = tile_numbers (self, id);
  tw_document_operation_begin (self, item ? _("Delete Item") : _("Delete Enemy"));
  if (numbers->len)
    each_placement (self, numbers, TRUE, NULL);
  for (guint i = 0; i < numbers->len; i++)
    {
      char key[32];
      g_snprintf (key, sizeof key, "%d", g_array_index (numbers, int, i));
      tw_document_edit (self, TW_EDIT_REMOVE, "/maps", key, NULL, NULL, NULL);
    }
  const char *cls;
  json_t *icons;
  json_object_foreach (tw_document_part (self, "icons"), cls, icons)
  {
    if (!json_is_object (icons) || json_object_get (icons, id) == NULL
        || (strcmp (cls, part) != 0 && !(strcmp (cls, "enemy48") == 0 && !item)))
      continue;
    g_autofree char *icons_path = tw_path_append ("/icons", cls);
    tw_document_edit (self, TW_EDIT_REMOVE, icons_path, id, NULL, NULL, NULL);
  }
  g_autofree char *parent = g_strconcat ("/", part, NULL);
  tw_document_edit (self, TW_EDIT_REMOVE, parent, id, NULL, NULL, NULL);
  tw_document_operation_end (self);
  return TRUE;
}
