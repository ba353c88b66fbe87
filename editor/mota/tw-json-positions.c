/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-positions.c: a one-pass scanner recording where each JSON value starts.
 *
 * It runs on text jansson has already accepted, but stays safe on anything:
 * it never recurses (an explicit stack of containers) and gives up at the
 * first byte that does not fit.
 */
#include "editor/mota/tw-json-positions.h"

#include <string.h>

typedef struct
{
  const char *file;
  int line;
  int column;
  char path[]; /* the hash key */
} Entry;

/* A text given to tw_json_positions_scan_later and not scanned yet. */
typedef struct
{
  char *file;
  char *text; /* a copy */
  gsize length;
  int first_line;
  int first_column;
  char *root;
} Pending;

struct _TwJsonPositions
{
  GHashTable *entries;       /* path -> Entry */
  GHashTable *files;         /* interned file names */
  GPtrArray *pending;        /* of Pending, in the order given; NULL where scanned since */
  GHashTable *pending_roots; /* root -> how many pending texts have it */
  guint n_pending;
};

static void
pending_free (Pending *p)
{
  if (p == NULL)
    return;
  g_free (p->file);
  g_free (p->text);
  g_free (p->root);
  g_free (p);
}

TwJsonPositions *
tw_json_positions_new (void)
{
  TwJsonPositions *self = g_new0 (TwJsonPositions, 1);
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  self->files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->pending = g_ptr_array_new_with_free_func ((GDestroyNotify)pending_free);
  self->pending_roots = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return self;
}

void
tw_json_positions_free (TwJsonPositions *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->entries);
  g_hash_table_unref (self->files);
  g_ptr_array_unref (self->pending);
  g_hash_table_unref (self->pending_roots);
  g_free (self);
}

/* ---- texts scanned when a path inside them is first asked for ----
 *
 * A text given to tw_json_positions_scan_later is scanned the first time a
 * call reads or writes a path at or under its root, and every call first
 * scans such texts, in the order they were given: the table then holds
 * exactly what it would had each text been scanned when it was given. (Two
 * texts can record the same path only when one's root holds the other's;
 * scanning a text first scans the earlier texts whose roots overlap its
 * own, so the later one still wins.) */

/* @root is @path or one of its ancestors. */
static gboolean
root_covers (const char *root, const char *path)
{
  gsize n = strlen (root);
  return n == 0 || (strncmp (path, root, n) == 0 && (path[n] == '\0' || path[n] == '/'));
}

static void
scan_pending_at (TwJsonPositions *self, guint i)
{
  Pending *p = g_ptr_array_index (self->pending, i);
  if (p == NULL)
    return;
  for (guint j = 0; j < i; j++)
    {
      const Pending *q = g_ptr_array_index (self->pending, j);
      if (q != NULL && (root_covers (q->root, p->root) || root_covers (p->root, q->root)))
        scan_pending_at (self, j);
    }
  self->pending->pdata[i] = NULL;
  self->n_pending--;
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (self->pending_roots, p->root));
  if (count <= 1)
    g_hash_table_remove (self->pending_roots, p->root);
  else
    g_hash_table_insert (self->pending_roots, g_strdup (p->root), GUINT_TO_POINTER (count - 1));
  tw_json_positions_scan (self, p->file, p->text, p->length, p->first_line, p->first_column,
                          p->root, NULL);
  pending_free (p);
  if (self->n_pending == 0)
    g_ptr_array_set_size (self->pending, 0);
}

/* Scans the pending texts with a root at @root exactly. */
static void
scan_pending_root (TwJsonPositions *self, const char *root)
{
  for (guint i = 0; i < self->pending->len; i++)
    {
      const Pending *p = g_ptr_array_index (self->pending, i);
      if (p != NULL && strcmp (p->root, root) == 0)
        scan_pending_at (self, i);
    }
}

/* Scans every pending text that records @path or its descendants. Logically
 * const: the table's content does not change, only when it is computed. */
static void
scan_pending_for (const TwJsonPositions *const_self, const char *path)
{
  TwJsonPositions *self = (TwJsonPositions *)const_self;
  if (self->n_pending == 0)
    return;
  g_autofree char *prefix = g_strdup (path);
  gsize n = strlen (prefix);
  /* The path itself, then each ancestor up to "". */
  for (;;)
    {
      if (g_hash_table_contains (self->pending_roots, prefix))
        scan_pending_root (self, prefix);
      if (n == 0 || self->n_pending == 0)
        return;
      while (n > 0 && prefix[n - 1] != '/')
        n--;
      prefix[n > 0 ? n - 1 : 0] = '\0';
      n = n > 0 ? n - 1 : 0;
    }
}

static void
scan_all_pending (const TwJsonPositions *const_self)
{
  TwJsonPositions *self = (TwJsonPositions *)const_self;
  for (guint i = 0; i < self->pending->len && self->n_pending > 0; i++)
    scan_pending_at (self, i);
}

void
tw_json_positions_scan_later (TwJsonPositions *self, const char *file, const char *text,
                              gsize length, int first_line, int first_column, const char *root)
{
  g_return_if_fail (self != NULL && text != NULL);
  /* TW_TEST_EAGER_POSITIONS=1: scanned at once, as before issue 20 (the
   * tests compare the two byte for byte). */
  const char *eager = g_getenv ("TW_TEST_EAGER_POSITIONS");
  if (eager != NULL && eager[0] == '1')
    {
      tw_json_positions_scan (self, file, text, length, first_line, first_column, root, NULL);
      return;
    }
  Pending *p = g_new0 (Pending, 1);
  p->file = g_strdup (file);
  p->text = g_memdup2 (text, length);
  p->length = length;
  p->first_line = first_line;
  p->first_column = first_column;
  p->root = g_strdup (root != NULL ? root : "");
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (self->pending_roots, p->root));
  g_hash_table_insert (self->pending_roots, g_strdup (p->root), GUINT_TO_POINTER (count + 1));
  g_ptr_array_add (self->pending, p);
  self->n_pending++;
}

static const char *
intern_file (TwJsonPositions *self, const char *file)
{
  if (file == NULL)
    file = "<input>";
  const char *interned = g_hash_table_lookup (self->files, file);
  if (interned == NULL)
    {
      char *copy = g_strdup (file);
      g_hash_table_add (self->files, copy);
      interned = copy;
    }
  return interned;
}

static void
add_interned (TwJsonPositions *self, const char *path, gsize path_length, const char *file,
              int line, int column)
{
  Entry *entry = g_malloc (sizeof (Entry) + path_length + 1);
  entry->file = file;
  entry->line = line;
  entry->column = column;
  memcpy (entry->path, path, path_length);
  entry->path[path_length] = '\0';
  g_hash_table_replace (self->entries, entry->path, entry);
}

void
tw_json_positions_add (TwJsonPositions *self, const char *path, const char *file, int line,
                       int column)
{
  g_return_if_fail (self != NULL && path != NULL);
  scan_pending_for (self, path);
  add_interned (self, path, strlen (path), intern_file (self, file), line, column);
}

gboolean
tw_json_positions_lookup (const TwJsonPositions *self, const char *path, TwJsonPosition *position)
{
  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  scan_pending_for (self, path);
  const Entry *entry = g_hash_table_lookup (self->entries, path);
  if (entry == NULL)
    return FALSE;
  if (position != NULL)
    *position = (TwJsonPosition){ entry->file, entry->line, entry->column };
  return TRUE;
}

gboolean
tw_json_positions_lookup_nearest (const TwJsonPositions *self, const char *path,
                                  TwJsonPosition *position)
{
  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  g_autofree char *prefix = g_strdup (path);
  for (;;)
    {
      if (tw_json_positions_lookup (self, prefix, position))
        return TRUE;
      char *slash = strrchr (prefix, '/');
      if (slash == NULL)
        return prefix[0] != '\0' && tw_json_positions_lookup (self, "", position);
      *slash = '\0';
    }
}

guint
tw_json_positions_get_size (const TwJsonPositions *self)
{
  scan_all_pending (self);
  return g_hash_table_size (self->entries);
}

void
tw_json_positions_foreach (const TwJsonPositions *self, TwJsonPositionsFunc func,
                           gpointer user_data)
{
  GHashTableIter iter;
  gpointer value;

  scan_all_pending (self);
  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const Entry *entry = value;
      TwJsonPosition position = { entry->file, entry->line, entry->column };
      func (entry->path, &position, user_data);
    }
}

static void
append_token (GString *path, const char *key, gsize length)
{
  if (path->len > 0)
    g_string_append_c (path, '/');
  for (gsize i = 0; i < length; i++)
    {
      if (key[i] == '~')
        g_string_append (path, "~0");
      else if (key[i] == '/')
        g_string_append (path, "~1");
      else
        g_string_append_c (path, key[i]);
    }
}

void
tw_json_path_append_key (GString *path, const char *key)
{
  append_token (path, key, strlen (key));
}

/* ---- the scanner ---- */

typedef struct
{
  const char *text;
  gsize length;
  gsize i;
  int line;
  int column;
} Cursor;

typedef struct
{
  gboolean is_object;
  guint index;
  gsize path_length; /* the container's own path length */
} Frame;

static inline void
cursor_advance (Cursor *c)
{
  unsigned char b = (unsigned char)c->text[c->i++];
  if (b == '\n')
    {
      c->line++;
      c->column = 1;
    }
  else if ((b & 0xC0) != 0x80)
    c->column++;
}

static inline int
cursor_peek (const Cursor *c)
{
  return c->i < c->length ? (unsigned char)c->text[c->i] : -1;
}

static void
skip_space (Cursor *c)
{
  for (int b = cursor_peek (c); b == ' ' || b == '\t' || b == '\n' || b == '\r';
       b = cursor_peek (c))
    cursor_advance (c);
}

static int
hex_value (int b)
{
  if (b >= '0' && b <= '9')
    return b - '0';
  if (b >= 'a' && b <= 'f')
    return b - 'a' + 10;
  if (b >= 'A' && b <= 'F')
    return b - 'A' + 10;
  return -1;
}

static gboolean
read_hex4 (Cursor *c, gunichar *out)
{
  gunichar value = 0;
  for (int k = 0; k < 4; k++)
    {
      int h = hex_value (cursor_peek (c));
      if (h < 0)
        return FALSE;
      value = value * 16 + (gunichar)h;
      cursor_advance (c);
    }
  *out = value;
  return TRUE;
}

/* Reads a string literal (the cursor on its opening quote); with `decoded`
 * set, appends its decoded text there. */
static gboolean
read_string (Cursor *c, GString *decoded)
{
  cursor_advance (c);
  for (;;)
    {
      int b = cursor_peek (c);
      if (b < 0)
        return FALSE;
      if (b == '"')
        {
          cursor_advance (c);
          return TRUE;
        }
      if (b != '\\')
        {
          if (decoded != NULL)
            g_string_append_c (decoded, (char)b);
          cursor_advance (c);
          continue;
        }
      cursor_advance (c);
      int e = cursor_peek (c);
      if (e < 0)
        return FALSE;
      cursor_advance (c);
      if (decoded == NULL)
        continue;
      switch (e)
        {
        case 'b':
          g_string_append_c (decoded, '\b');
          break;
        case 'f':
          g_string_append_c (decoded, '\f');
          break;
        case 'n':
          g_string_append_c (decoded, '\n');
          break;
        case 'r':
          g_string_append_c (decoded, '\r');
          break;
        case 't':
          g_string_append_c (decoded, '\t');
          break;
        case 'u':
          {
            gunichar u;
            if (!read_hex4 (c, &u))
              return FALSE;
            if (u >= 0xD800 && u < 0xDC00 && cursor_peek (c) == '\\')
              {
                Cursor saved = *c;
                gunichar low;
                cursor_advance (c);
                if (cursor_peek (c) == 'u')
                  {
                    cursor_advance (c);
                    if (read_hex4 (c, &low) && low >= 0xDC00 && low < 0xE000)
                      u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
                    else
                      *c = saved;
                  }
                else
                  *c = saved;
              }
            g_string_append_unichar (decoded, u);
            break;
          }
        default:
          g_string_append_c (decoded, (char)e);
          break;
        }
    }
}

static void
skip_scalar (Cursor *c)
{
  for (int b = cursor_peek (c); b >= 0 && (g_ascii_isalnum (b) || b == '-' || b == '+' || b == '.');
       b = cursor_peek (c))
    cursor_advance (c);
}

typedef struct
{
  TwJsonPositions *self;
  const char *file;
  const char *root;
  const char *subtree;
  gsize subtree_length;
  GString *full;
} Recorder;

static void
record (Recorder *r, const GString *path, int line, int column)
{
  const char *rest = path->str;
  if (r->subtree != NULL)
    {
      if (strncmp (path->str, r->subtree, r->subtree_length) != 0)
        return;
      rest = path->str + r->subtree_length;
      if (*rest == '/')
        rest++;
      else if (*rest != '\0')
        return;
    }
  g_string_assign (r->full, r->root);
  if (r->full->len > 0 && *rest != '\0')
    g_string_append_c (r->full, '/');
  g_string_append (r->full, rest);
  add_interned (r->self, r->full->str, r->full->len, r->file, line, column);
}

gboolean
tw_json_positions_scan (TwJsonPositions *self, const char *file, const char *text, gsize length,
                        int first_line, int first_column, const char *root, const char *subtree)
{
  g_return_val_if_fail (self != NULL && text != NULL, FALSE);

  Cursor c = { text, length, 0, first_line, first_column };
  Recorder r = { self,
                 intern_file (self, file),
                 root != NULL ? root : "",
                 subtree,
                 subtree != NULL ? strlen (subtree) : 0,
                 g_string_new (NULL) };
  g_autoptr (GString) path = g_string_new (NULL);
  g_autoptr (GString) key = g_string_new (NULL);
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  gboolean ok = FALSE;

  skip_space (&c);
  for (;;)
    {
      /* A value starts here, at `path`. */
      record (&r, path, c.line, c.column);
      int b = cursor_peek (&c);
      gboolean opened = FALSE;
      if (b == '{' || b == '[')
        {
          /* Paths grow with depth; jansson refuses deeper text anyway. */
          if (stack->len >= TW_JSON_POSITIONS_MAX_DEPTH)
            goto out;
          Frame frame = { b == '{', 0, path->len };
          g_array_append_val (stack, frame);
          cursor_advance (&c);
          opened = TRUE;
        }
      else if (b == '"')
        {
          if (!read_string (&c, NULL))
            goto out;
        }
      else if (b >= 0 && (g_ascii_isalnum (b) || b == '-'))
        skip_scalar (&c);
      else
        goto out;

      /* Move to the next value: the first member of a container just opened,
       * or the member after this value, closing containers on the way. */
      for (;;)
        {
          if (stack->len == 0)
            {
              skip_space (&c);
              ok = c.i == c.length;
              goto out;
            }
          Frame *top = &g_array_index (stack, Frame, stack->len - 1);
          skip_space (&c);
          b = cursor_peek (&c);
          if (b == (top->is_object ? '}' : ']'))
            {
              cursor_advance (&c);
              g_string_truncate (path, top->path_length);
              g_array_set_size (stack, stack->len - 1);
              opened = FALSE;
              continue;
            }
          if (!opened)
            {
              if (b != ',')
                goto out;
              cursor_advance (&c);
              skip_space (&c);
              top->index++;
            }
          g_string_truncate (path, top->path_length);
          if (top->is_object)
            {
              if (cursor_peek (&c) != '"')
                goto out;
              g_string_truncate (key, 0);
              if (!read_string (&c, key))
                goto out;
              append_token (path, key->str, key->len);
              skip_space (&c);
              if (cursor_peek (&c) != ':')
                goto out;
              cursor_advance (&c);
            }
          else
            {
              char index[24];
              int n = g_snprintf (index, sizeof index, "%u", top->index);
              append_token (path, index, (gsize)n);
            }
          skip_space (&c);
          break;
        }
    }

out:
  g_string_free (r.full, TRUE);
  return ok;
}
