/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-history.c: reversible edits of a JSON tree and the undo history.
 *
 * Edits are addressed by path, not by json_t pointer: commands are undone and
 * redone strictly in stack order, so each path names the same container at
 * revert time as at apply time, whatever objects were replaced in between.
 */
#include "editor/tw-history.h"
#include "editor/tw-i18n.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct _TwCommand
{
  char *label;
  GPtrArray *edits; /* TwEdit*, in the order applied */
};

struct _TwHistory
{
  GPtrArray *commands; /* TwCommand*; [0, position) are applied */
  guint position;
  gssize clean_position; /* -1: unreachable */
  guint group_depth;
  char *group_label;
  TwCommand *open_command; /* the step being recorded, already on the stack */
};

/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-history-error-quark, tw_history_error)
/* clang-format on */

/* Paths */

char *
tw_path_escape (const char *segment)
{
  GString *out = g_string_new (NULL);
  for (const char *p = segment; *p; p++)
    {
      if (*p == '~')
        g_string_append (out, "~0");
      else if (*p == '/')
        g_string_append (out, "~1");
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
tw_path_append (const char *path, const char *segment)
{
  g_autofree char *escaped = tw_path_escape (segment);
  return g_strconcat (path, "/", escaped, NULL);
}

char *
tw_path_append_index (const char *path, gsize index)
{
  return g_strdup_printf ("%s/%" G_GSIZE_FORMAT, path, index);
}

static char *
unescape_segment (const char *segment)
{
  GString *out = g_string_new (NULL);
  for (const char *p = segment; *p; p++)
    {
      if (p[0] == '~' && p[1] == '0')
        {
          g_string_append_c (out, '~');
          p++;
        }
      else if (p[0] == '~' && p[1] == '1')
        {
          g_string_append_c (out, '/');
          p++;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char **
tw_path_split (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  GPtrArray *parts = g_ptr_array_new ();
  if (*path == '/')
    {
      g_auto (GStrv) raw = g_strsplit (path + 1, "/", -1);
      for (guint i = 0; raw[i]; i++)
        g_ptr_array_add (parts, unescape_segment (raw[i]));
    }
  g_ptr_array_add (parts, NULL);
  return (char **) g_ptr_array_free (parts, FALSE);
}

gboolean
tw_path_split_last (const char *path, char **parent, char **key)
{
  g_return_val_if_fail (path != NULL && parent != NULL && key != NULL, FALSE);
  const char *slash = strrchr (path, '/');
  if (slash == NULL)
    return FALSE;
  *parent = g_strndup (path, (gsize)(slash - path));
  g_auto (GStrv) last = tw_path_split (slash);
  *key = g_strdup (last[0] ? last[0] : "");
  return TRUE;
}

static gboolean
parse_index (const char *text, gsize *index)
{
  if (text == NULL || !g_ascii_isdigit (*text))
    return FALSE;
  char *end = NULL;
  errno = 0;
  guint64 value = g_ascii_strtoull (text, &end, 10);
  if (errno != 0 || *end != '\0' || value > G_MAXSIZE)
    return FALSE;
  *index = (gsize) value;
  return TRUE;
}

static json_t *
child_of (json_t *node, const char *segment)
{
  if (json_is_object (node))
    return json_object_get (node, segment);
  gsize index;
  if (json_is_array (node) && parse_index (segment, &index))
    return json_array_get (node, index);
  return NULL;
}

json_t *
tw_path_resolve (json_t *root, const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  g_auto (GStrv) parts = tw_path_split (path);
  json_t *node = root;
  for (guint i = 0; node != NULL && parts[i]; i++)
    node = child_of (node, parts[i]);
  return node;
}

gssize
tw_path_key_position (json_t *object, const char *key)
{
  gssize position = 0;
  const char *k;
  json_t *v;
  json_object_foreach (object, k, v)
    {
      if (strcmp (k, key) == 0)
        return position;
      position++;
    }
  return -1;
}

/* Rebuilds object with its keys in the same order, except that old_key (if
 * not NULL) is left out and (key, value) is inserted at position. jansson
 * keeps insertion order, so rebuilding is the way to choose a position. */
static void
object_rebuild (json_t *object, const char *old_key, gssize position, const char *key,
                json_t *value)
{
  GPtrArray *keys = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *values = g_ptr_array_new_with_free_func ((GDestroyNotify) json_decref);
  const char *k;
  json_t *v;
  json_object_foreach (object, k, v)
    {
      if (old_key != NULL && strcmp (k, old_key) == 0)
        continue;
      g_ptr_array_add (keys, g_strdup (k));
      g_ptr_array_add (values, json_incref (v));
    }
  json_object_clear (object);
  gsize n = keys->len;
  if (position < 0 || (gsize) position > n)
    position = (gssize) n;
  for (gsize i = 0; i <= n; i++)
    {
      if (i == (gsize) position)
        json_object_set (object, key, value);
      if (i < n)
        json_object_set (object, g_ptr_array_index (keys, i), g_ptr_array_index (values, i));
    }
  g_ptr_array_unref (keys);
  g_ptr_array_unref (values);
}

/* Edits */

static void
edit_free (TwEdit *edit)
{
  g_free (edit->parent);
  g_free (edit->key);
  g_free (edit->new_key);
  if (edit->old_value)
    json_decref (edit->old_value);
  if (edit->new_value)
    json_decref (edit->new_value);
  g_free (edit);
}

/* Checks that edit can be applied to root now and fills in old_value and
 * old_position. The tree is not touched. */
static gboolean
edit_prepare (TwEdit *edit, json_t *root, GError **error)
{
  json_t *parent = tw_path_resolve (root, edit->parent);
  if (json_is_object (parent))
    {
      json_t *old = json_object_get (parent, edit->key);
      switch (edit->kind)
        {
        case TW_EDIT_SET:
          break;
        case TW_EDIT_REMOVE:
        case TW_EDIT_RENAME:
          if (old == NULL)
            {
              g_set_error (error, TW_HISTORY_ERROR, TW_HISTORY_ERROR_NOT_FOUND,
                           _("There is no '%s' in %s."), edit->key,
                           *edit->parent ? edit->parent : "the tower");
              return FALSE;
            }
          if (edit->kind == TW_EDIT_RENAME && strcmp (edit->key, edit->new_key) != 0
              && json_object_get (parent, edit->new_key) != NULL)
            {
              g_set_error (error, TW_HISTORY_ERROR, TW_HISTORY_ERROR_EXISTS,
                           _("'%s' already exists in %s."), edit->new_key,
                           *edit->parent ? edit->parent : "the tower");
              return FALSE;
            }
          break;
        case TW_EDIT_INSERT:
        default:
          g_set_error (error, TW_HISTORY_ERROR, TW_HISTORY_ERROR_TYPE,
                       _("Cannot insert by index into the object %s."), edit->parent);
          return FALSE;
        }
      edit->old_value = old ? json_incref (old) : NULL;
      edit->old_position = old ? tw_path_key_position (parent, edit->key) : -1;
      return TRUE;
    }

  if (json_is_array (parent))
    {
      gsize index;
      gsize size = json_array_size (parent);
      gboolean ok = parse_index (edit->key, &index);
      if (ok && edit->kind == TW_EDIT_INSERT)
        ok = index <= size;
      else if (ok)
        ok = index < size && edit->kind != TW_EDIT_RENAME;
      if (!ok)
        {
          g_set_error (error, TW_HISTORY_ERROR, TW_HISTORY_ERROR_NOT_FOUND,
                       _("Index %s is not valid in the list %s."), edit->key, edit->parent);
          return FALSE;
        }
      json_t *old = edit->kind == TW_EDIT_INSERT ? NULL : json_array_get (parent, index);
      edit->old_value = old ? json_incref (old) : NULL;
      edit->old_position = (gssize) index;
      return TRUE;
    }

  g_set_error (error, TW_HISTORY_ERROR, parent ? TW_HISTORY_ERROR_TYPE : TW_HISTORY_ERROR_NOT_FOUND,
               _("%s is not an object or a list."), *edit->parent ? edit->parent : "The tower");
  return FALSE;
}

static void
edit_do (const TwEdit *edit, json_t *root, gboolean forward)
{
  json_t *parent = tw_path_resolve (root, edit->parent);
  g_assert (json_is_object (parent) || json_is_array (parent));

  if (json_is_object (parent))
    {
      switch (edit->kind)
        {
        case TW_EDIT_SET:
          if (forward)
            json_object_set (parent, edit->key, edit->new_value);
          else if (edit->old_value)
            json_object_set (parent, edit->key, edit->old_value);
          else
            json_object_del (parent, edit->key);
          break;
        case TW_EDIT_REMOVE:
          if (forward)
            json_object_del (parent, edit->key);
          else
            object_rebuild (parent, NULL, edit->old_position, edit->key, edit->old_value);
          break;
        case TW_EDIT_RENAME:
          {
            const char *from = forward ? edit->key : edit->new_key;
            const char *to = forward ? edit->new_key : edit->key;
            json_t *value = json_incref (json_object_get (parent, from));
            object_rebuild (parent, from, edit->old_position, to, value);
            json_decref (value);
          }
          break;
        case TW_EDIT_INSERT:
        default:
          g_assert_not_reached ();
        }
      return;
    }

  gsize index = (gsize) edit->old_position;
  switch (edit->kind)
    {
    case TW_EDIT_SET:
      json_array_set (parent, index, forward ? edit->new_value : edit->old_value);
      break;
    case TW_EDIT_REMOVE:
      if (forward)
        json_array_remove (parent, index);
      else
        json_array_insert (parent, index, edit->old_value);
      break;
    case TW_EDIT_INSERT:
      if (forward)
        json_array_insert (parent, index, edit->new_value);
      else
        json_array_remove (parent, index);
      break;
    case TW_EDIT_RENAME:
    default:
      g_assert_not_reached ();
    }
}

/* Commands */

static TwCommand *
command_new (const char *label)
{
  TwCommand *command = g_new0 (TwCommand, 1);
  command->label = g_strdup (label ? label : "Edit");
  command->edits = g_ptr_array_new_with_free_func ((GDestroyNotify) edit_free);
  return command;
}

static void
command_free (TwCommand *command)
{
  g_free (command->label);
  g_ptr_array_unref (command->edits);
  g_free (command);
}

const char *
tw_command_get_label (const TwCommand *command)
{
  g_return_val_if_fail (command != NULL, NULL);
  return command->label;
}

guint
tw_command_get_n_edits (const TwCommand *command)
{
  g_return_val_if_fail (command != NULL, 0);
  return command->edits->len;
}

const TwEdit *
tw_command_get_edit (const TwCommand *command, guint index)
{
  g_return_val_if_fail (command != NULL, NULL);
  g_return_val_if_fail (index < command->edits->len, NULL);
  return g_ptr_array_index (command->edits, index);
}

/* History */

TwHistory *
tw_history_new (void)
{
  TwHistory *self = g_new0 (TwHistory, 1);
  self->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) command_free);
  self->clean_position = 0;
  return self;
}

void
tw_history_free (TwHistory *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->commands);
  g_free (self->group_label);
  g_free (self);
}

void
tw_history_begin_group (TwHistory *self, const char *label)
{
  g_return_if_fail (self != NULL);
  if (self->group_depth++ == 0)
    {
      g_free (self->group_label);
      self->group_label = g_strdup (label);
    }
}

void
tw_history_end_group (TwHistory *self)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (self->group_depth > 0);
  if (--self->group_depth == 0)
    self->open_command = NULL;
}

gboolean
tw_history_in_group (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->group_depth > 0;
}

/* Starts a new step on the stack: the redo steps are dropped, and with them
 * the clean point if it was among them. */
static TwCommand *
history_push (TwHistory *self, const char *label)
{
  if (self->position < self->commands->len)
    g_ptr_array_set_size (self->commands, self->position);
  if (self->clean_position > (gssize) self->position)
    self->clean_position = -1;
  TwCommand *command = command_new (label);
  g_ptr_array_add (self->commands, command);
  self->position++;
  return command;
}

const TwEdit *
tw_history_apply (TwHistory *self, json_t *root, TwEditKind kind, const char *parent,
                  const char *key, const char *new_key, json_t *value, GError **error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (parent != NULL && key != NULL, NULL);
  g_return_val_if_fail (kind != TW_EDIT_RENAME || new_key != NULL, NULL);
  g_return_val_if_fail ((kind == TW_EDIT_SET || kind == TW_EDIT_INSERT) == (value != NULL), NULL);

  TwEdit *edit = g_new0 (TwEdit, 1);
  edit->kind = kind;
  edit->parent = g_strdup (parent);
  edit->key = g_strdup (key);
  edit->new_key = g_strdup (new_key);
  edit->new_value = value ? json_deep_copy (value) : NULL;
  if (!edit_prepare (edit, root, error))
    {
      edit_free (edit);
      return NULL;
    }

  edit_do (edit, root, TRUE);

  TwCommand *command = self->open_command;
  if (command == NULL)
    {
      command = history_push (self, self->group_depth > 0 ? self->group_label : NULL);
      if (self->group_depth > 0)
        self->open_command = command;
    }
  g_ptr_array_add (command->edits, edit);
  return edit;
}

gboolean
tw_history_can_undo (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->position > 0 && self->group_depth == 0;
}

gboolean
tw_history_can_redo (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->position < self->commands->len && self->group_depth == 0;
}

const TwCommand *
tw_history_undo (TwHistory *self, json_t *root)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (!tw_history_can_undo (self))
    return NULL;

  TwCommand *command = g_ptr_array_index (self->commands, --self->position);
  for (guint i = command->edits->len; i > 0; i--)
    edit_do (g_ptr_array_index (command->edits, i - 1), root, FALSE);
  return command;
}

const TwCommand *
tw_history_redo (TwHistory *self, json_t *root)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (!tw_history_can_redo (self))
    return NULL;

  TwCommand *command = g_ptr_array_index (self->commands, self->position++);
  for (guint i = 0; i < command->edits->len; i++)
    edit_do (g_ptr_array_index (command->edits, i), root, TRUE);
  return command;
}

const char *
tw_history_get_undo_label (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (self->position == 0)
    return NULL;
  return tw_command_get_label (g_ptr_array_index (self->commands, self->position - 1));
}

const char *
tw_history_get_redo_label (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (self->position >= self->commands->len)
    return NULL;
  return tw_command_get_label (g_ptr_array_index (self->commands, self->position));
}

guint
tw_history_get_position (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->position;
}

guint
tw_history_get_length (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->commands->len;
}

void
tw_history_mark_clean (TwHistory *self)
{
  g_return_if_fail (self != NULL);
  self->clean_position = (gssize) self->position;
}

gboolean
tw_history_is_dirty (TwHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->clean_position != (gssize) self->position;
}
