/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-entity-table.c: enemy and item definitions as a table: cell text,
 * parsing, one-step writes, TSV rows and CSV of the numeric columns. */
#include "editor/tw-entity-table.h"

#include <math.h>
#include <string.h>

#include "editor/tw-history.h"
#include "editor/tw-i18n.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (json_t, json_decref)

G_DEFINE_QUARK (tw - entity - table - error - quark, tw_entity_table_error)

/* ---- columns ------------------------------------------------------------------------ */

#define MAX_COLUMNS 64

typedef struct
{
  const TwField *columns[MAX_COLUMNS];
  guint n;
} Columns;

static void
columns_build (Columns *out, TwFieldOwner owner)
{
  for (const TwField *field = tw_field_next (owner, NULL); field;
       field = tw_field_next (owner, field))
    {
      if (field->type == TW_FIELD_OBJECT || field->type == TW_FIELD_ARRAY)
        continue;
      gboolean seen = FALSE; /* item rows repeat a name for other classes */
      for (guint i = 0; i < out->n && !seen; i++)
        seen = strcmp (out->columns[i]->name, field->name) == 0;
      if (!seen && out->n < MAX_COLUMNS)
        out->columns[out->n++] = field;
    }
}

const TwField *const *
tw_entity_table_columns (TwEntityKind kind, guint *n)
{
  static Columns enemy_columns, item_columns;
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      columns_build (&enemy_columns, TW_FIELD_OWNER_ENEMY);
      columns_build (&item_columns, TW_FIELD_OWNER_ITEM);
      g_once_init_leave (&done, 1);
    }
  const Columns *columns = kind == TW_ENTITY_ITEM ? &item_columns : &enemy_columns;
  if (n != NULL)
    *n = columns->n;
  return columns->columns;
}

const TwField *
tw_entity_table_column (TwEntityKind kind, const char *name)
{
  guint n;
  const TwField *const *columns = tw_entity_table_columns (kind, &n);
  for (guint i = 0; i < n && name != NULL; i++)
    if (strcmp (columns[i]->name, name) == 0)
      return columns[i];
  return NULL;
}

gboolean
tw_entity_table_is_numeric (const TwField *column)
{
  return column->type == TW_FIELD_NUMBER || column->type == TW_FIELD_INTEGER;
}

static json_t *
entity_get (TwDocument *doc, TwEntityKind kind, const char *id)
{
  return kind == TW_ENTITY_ITEM ? tw_document_get_item (doc, id) : tw_document_get_enemy (doc, id);
}

static const char *
kind_noun (TwEntityKind kind)
{
  return kind == TW_ENTITY_ITEM ? _ ("item") : _ ("enemy");
}

const TwField *
tw_entity_table_field_for (TwDocument *doc, TwEntityKind kind, const char *id,
                           const TwField *column)
{
  if (kind != TW_ENTITY_ITEM)
    return column;
  json_t *item = tw_document_get_item (doc, id);
  const char *cls = json_string_value (json_object_get (item, "cls"));
  return tw_field_lookup_for_class (TW_FIELD_OWNER_ITEM, column->name, cls);
}

/* ---- cells -------------------------------------------------------------------------- */

static char *
number_text (double number)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.15g", number));
}

static char *
value_text (json_t *value)
{
  switch (json_typeof (value))
    {
    case JSON_STRING:
      return g_strdup (json_string_value (value));
    case JSON_INTEGER:
      return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64)json_integer_value (value));
    case JSON_REAL:
      return number_text (json_real_value (value));
    case JSON_TRUE:
      return g_strdup ("true");
    case JSON_FALSE:
      return g_strdup ("false");
    case JSON_NULL:
      return g_strdup ("");
    case JSON_ARRAY:
      {
        /* Specials: "1, 5". */
        GString *text = g_string_new (NULL);
        gsize index;
        json_t *element;
        json_array_foreach (value, index, element)
        {
          g_autofree char *part = value_text (element);
          g_string_append_printf (text, "%s%s", index > 0 ? ", " : "", part);
        }
        return g_string_free (text, FALSE);
      }
    case JSON_OBJECT:
    default:
      return json_dumps (value, JSON_COMPACT) ?: g_strdup ("");
    }
}

char *
tw_entity_table_cell_text (TwDocument *doc, TwEntityKind kind, const char *id,
                           const TwField *column)
{
  const TwField *field = tw_entity_table_field_for (doc, kind, id, column);
  json_t *value = field ? tw_field_get_value (field, entity_get (doc, kind, id)) : NULL;
  return value != NULL ? value_text (value) : g_strdup ("");
}

double
tw_entity_table_cell_number (TwDocument *doc, TwEntityKind kind, const char *id,
                             const TwField *column)
{
  const TwField *field = tw_entity_table_field_for (doc, kind, id, column);
  if (field == NULL)
    return NAN;
  json_t *entity = entity_get (doc, kind, id);
  if (tw_entity_table_is_numeric (field))
    return tw_field_read_number (field, entity);
  if (field->type == TW_FIELD_BOOLEAN)
    return tw_field_read_bool (field, entity) ? 1 : 0;
  return NAN;
}

/* ---- parsing ------------------------------------------------------------------------ */

static gboolean parse_error (GError **error, TwEntityTableError code, const char *format, ...)
    G_GNUC_PRINTF (3, 4);

static gboolean
parse_error (GError **error, TwEntityTableError code, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TW_ENTITY_TABLE_ERROR, code, message);
  return FALSE;
}

static gboolean
parse_double (const char *text, double *out)
{
  char *end = NULL;
  double number = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !isfinite (number))
    return FALSE;
  *out = number;
  return TRUE;
}

/* Whole numbers stay JSON integers, as mota-js writes them. */
static json_t *
number_value (double number)
{
  if (number == floor (number) && fabs (number) < 9007199254740992.0)
    return json_integer ((json_int_t)number);
  return json_real (number);
}

static gboolean
parse_number (const TwField *field, const char *text, json_t **value, GError **error)
{
  double number;
  if (!parse_double (text, &number))
    return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s: “%s” is not a number."),
                        field->name, text);
  if (field->type == TW_FIELD_INTEGER && number != floor (number))
    return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s: “%s” is not a whole number."),
                        field->name, text);
  if (!tw_field_in_range (field, number))
    return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s: %s is out of range (%s)."),
                        field->name, text, field->range_words ? field->range_words : "");
  *value = number_value (number);
  return TRUE;
}

static gboolean
parse_boolean (const TwField *field, const char *text, json_t **value, GError **error)
{
  static const char *const yes[] = { "true", "1", "yes", NULL };
  static const char *const no[] = { "false", "0", "no", NULL };
  for (guint i = 0; yes[i] != NULL; i++)
    {
      if (g_ascii_strcasecmp (text, yes[i]) == 0)
        return (*value = json_true ()), TRUE;
      if (g_ascii_strcasecmp (text, no[i]) == 0)
        return (*value = json_false ()), TRUE;
    }
  return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s: “%s” is neither true nor false."),
                      field->name, text);
}

static gboolean
parse_choice (const TwField *field, const char *text, json_t **value, GError **error)
{
  for (guint i = 0; field->choices != NULL && field->choices[i] != NULL; i++)
    if (strcmp (field->choices[i], text) == 0)
      return (*value = json_string (text)), TRUE;
  g_autofree char *choices = g_strjoinv (", ", (char **)field->choices);
  return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s: “%s” is not one of %s."),
                      field->name, text, choices);
}

/* "1", "1, 5" or "1 5": one special is a number, several a list. */
static gboolean
parse_special (const TwField *field, const char *text, json_t **value, GError **error)
{
  g_auto (GStrv) parts = g_strsplit_set (text, ", []", -1);
  g_autoptr (GArray) numbers = g_array_new (FALSE, FALSE, sizeof (json_int_t));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      double number;
      if (!parse_double (parts[i], &number) || number < 0 || number != floor (number))
        return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE,
                            _ ("%s: “%s” is not a special number."), field->name, parts[i]);
      json_int_t whole = (json_int_t)number;
      g_array_append_val (numbers, whole);
    }
  if (numbers->len == 1)
    return (*value = json_integer (g_array_index (numbers, json_int_t, 0))), TRUE;
  json_t *list = json_array ();
  for (guint i = 0; i < numbers->len; i++)
    json_array_append_new (list, json_integer (g_array_index (numbers, json_int_t, i)));
  *value = list;
  return TRUE;
}

gboolean
tw_entity_table_parse (const TwField *field, const char *text, json_t **value, GError **error)
{
  g_return_val_if_fail (field != NULL && value != NULL, FALSE);
  *value = NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  if (trimmed[0] == '\0' && field->type != TW_FIELD_STRING)
    {
      if (field->flags & TW_FIELD_NULLABLE)
        return (*value = json_null ()), TRUE;
      if (field->flags & TW_FIELD_REQUIRED)
        return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s cannot be empty."),
                            field->name);
      return TRUE;
    }
  switch (field->type)
    {
    case TW_FIELD_NUMBER:
    case TW_FIELD_INTEGER:
      return parse_number (field, trimmed, value, error);
    case TW_FIELD_BOOLEAN:
      return parse_boolean (field, trimmed, value, error);
    case TW_FIELD_CHOICE:
      return parse_choice (field, trimmed, value, error);
    case TW_FIELD_SPECIAL:
      return parse_special (field, trimmed, value, error);
    case TW_FIELD_STRING:
      *value = json_string (text ? text : "");
      return TRUE;
    case TW_FIELD_OBJECT:
    case TW_FIELD_ARRAY:
    default:
      return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("%s is edited in the inspector."),
                          field->name);
    }
}

/* ---- writing ------------------------------------------------------------------------ */

static char *
entity_path (TwEntityKind kind, const char *id)
{
  g_autofree char *part = g_strdup (kind == TW_ENTITY_ITEM ? "/items" : "/enemys");
  return tw_path_append (part, id);
}

static gboolean
same_value (json_t *a, json_t *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return json_typeof (a) == json_typeof (b) && json_equal (a, b);
}

/* Writes value (NULL: remove) into the entity, making the parent object of
 * "effect/atk" first when it is missing. Call inside a document group. */
static gboolean
write_value (TwDocument *doc, TwEntityKind kind, const char *id, const TwField *field,
             json_t *value, GError **error)
{
  g_autofree char *path = entity_path (kind, id);
  const char *slash = strchr (field->name, '/');
  if (slash != NULL)
    {
      g_autofree char *parent = g_strndup (field->name, (gsize)(slash - field->name));
      char *parent_path = tw_path_append (path, parent);
      g_free (path);
      path = parent_path;
      json_t *holder = json_object_get (entity_get (doc, kind, id), parent);
      if (!json_is_object (holder))
        {
          if (value == NULL)
            return TRUE;
          g_autoptr (json_t) empty = json_object ();
          if (!tw_document_set_field (doc, path, empty, error))
            return FALSE;
        }
    }
  g_autofree char *full = tw_path_append (path, slash ? slash + 1 : field->name);
  return tw_document_set_field (doc, full, value, error);
}

gboolean
tw_entity_table_set_cell (TwDocument *doc, TwEntityKind kind, const char *id, const TwField *column,
                          const char *text, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (doc) && id != NULL && column != NULL, FALSE);
  json_t *entity = entity_get (doc, kind, id);
  if (entity == NULL)
    return parse_error (error, TW_ENTITY_TABLE_ERROR_ROW, _ ("There is no %s “%s”."),
                        kind_noun (kind), id);
  const TwField *field = tw_entity_table_field_for (doc, kind, id, column);
  if (field == NULL)
    return parse_error (error, TW_ENTITY_TABLE_ERROR_NOT_HERE,
                        _ ("%s does not apply to an item of class “%s”."), column->name,
                        json_string_value (json_object_get (entity, "cls")) ?: "");
  json_t *value = NULL;
  if (!tw_entity_table_parse (field, text, &value, error))
    return FALSE;
  gboolean ok = TRUE;
  if (!same_value (tw_field_get_value (field, entity), value))
    {
      g_autofree char *label = g_strdup_printf (_ ("Set %s of %s"), field->name, id);
      tw_document_begin_group (doc, label);
      ok = write_value (doc, kind, id, field, value, error);
      tw_document_end_group (doc);
    }
  json_decref (value);
  return ok;
}

/* ---- filtering ---------------------------------------------------------------------- */

static gboolean
compare (double a, const char *op, double b)
{
  if (strcmp (op, "<") == 0)
    return a < b;
  if (strcmp (op, "<=") == 0)
    return a <= b;
  if (strcmp (op, ">") == 0)
    return a > b;
  if (strcmp (op, ">=") == 0)
    return a >= b;
  if (strcmp (op, "!=") == 0)
    return a != b;
  return a == b; /* "=" and "==" */
}

/* "hp>100": TRUE with *matched set when word is a comparison on a column. */
static gboolean
match_comparison (TwDocument *doc, TwEntityKind kind, const char *id, const char *word,
                  gboolean *matched)
{
  gsize name_len = strcspn (word, "<>=!");
  if (name_len == 0 || word[name_len] == '\0')
    return FALSE;
  gsize op_len = strspn (word + name_len, "<>=!");
  g_autofree char *name = g_strndup (word, name_len);
  g_autofree char *op = g_strndup (word + name_len, op_len);
  const TwField *column = NULL;
  guint n;
  const TwField *const *columns = tw_entity_table_columns (kind, &n);
  for (guint i = 0; i < n && column == NULL; i++)
    if (g_ascii_strcasecmp (columns[i]->name, name) == 0)
      column = columns[i];
  double number;
  if (column == NULL || !parse_double (word + name_len + op_len, &number))
    return FALSE;
  double value = tw_entity_table_cell_number (doc, kind, id, column);
  *matched = !isnan (value) && compare (value, op, number);
  return TRUE;
}

static gboolean
contains_folded (const char *haystack, const char *folded_needle)
{
  if (haystack == NULL)
    return FALSE;
  g_autofree char *folded = g_utf8_casefold (haystack, -1);
  return strstr (folded, folded_needle) != NULL;
}

gboolean
tw_entity_table_matches (TwDocument *doc, TwEntityKind kind, const char *id, const char *query)
{
  if (query == NULL)
    return TRUE;
  g_auto (GStrv) words = g_strsplit_set (query, " \t", -1);
  const char *name = json_string_value (json_object_get (entity_get (doc, kind, id), "name"));
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      gboolean matched = FALSE;
      if (match_comparison (doc, kind, id, words[i], &matched))
        {
          if (!matched)
            return FALSE;
          continue;
        }
      g_autofree char *folded = g_utf8_casefold (words[i], -1);
      if (!contains_folded (id, folded) && !contains_folded (name, folded))
        return FALSE;
    }
  return TRUE;
}

/* ---- plans: checked edits applied as one step --------------------------------------- */

typedef struct
{
  char *id;
  const TwField *field;
  json_t *value; /* NULL: remove */
} Change;

static void
change_free (gpointer data)
{
  Change *change = data;
  g_free (change->id);
  if (change->value)
    json_decref (change->value);
  g_free (change);
}

/* Adds the change unless the entity already holds value (which it steals). */
static void
plan_add (GPtrArray *plan, TwDocument *doc, TwEntityKind kind, const char *id, const TwField *field,
          json_t *value)
{
  if (same_value (tw_field_get_value (field, entity_get (doc, kind, id)), value))
    {
      if (value)
        json_decref (value);
      return;
    }
  Change *change = g_new0 (Change, 1);
  change->id = g_strdup (id);
  change->field = field;
  change->value = value;
  g_ptr_array_add (plan, change);
}

static gboolean
plan_apply (GPtrArray *plan, TwDocument *doc, TwEntityKind kind, const char *label, GError **error)
{
  if (plan->len == 0)
    return TRUE;
  tw_document_begin_group (doc, label);
  gboolean ok = TRUE;
  for (guint i = 0; i < plan->len && ok; i++)
    {
      Change *change = g_ptr_array_index (plan, i);
      ok = write_value (doc, kind, change->id, change->field, change->value, error);
    }
  tw_document_end_group (doc);
  if (!ok)
    tw_document_undo (doc); /* the plan was checked; never leave half of it */
  return ok;
}

/* ---- TSV ---------------------------------------------------------------------------- */

static void
append_tsv_cell (GString *out, const char *text)
{
  for (const char *p = text; *p; p++)
    g_string_append_c (out, (*p == '\t' || *p == '\n' || *p == '\r') ? ' ' : *p);
}

char *
tw_entity_table_to_tsv (TwDocument *doc, TwEntityKind kind, const char *const *ids)
{
  guint n;
  const TwField *const *columns = tw_entity_table_columns (kind, &n);
  GString *out = g_string_new ("id");
  for (guint c = 0; c < n; c++)
    g_string_append_printf (out, "\t%s", columns[c]->name);
  g_string_append_c (out, '\n');
  for (guint r = 0; ids != NULL && ids[r] != NULL; r++)
    {
      append_tsv_cell (out, ids[r]);
      for (guint c = 0; c < n; c++)
        {
          g_autofree char *text = tw_entity_table_cell_text (doc, kind, ids[r], columns[c]);
          g_string_append_c (out, '\t');
          append_tsv_cell (out, text);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* The lines of text without their line ends, trailing empty lines dropped. */
static GPtrArray *
split_lines (const char *text)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) parts = g_strsplit (text ? text : "", "\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      gsize len = strlen (parts[i]);
      if (len > 0 && parts[i][len - 1] == '\r')
        parts[i][len - 1] = '\0';
      g_ptr_array_add (lines, g_strdup (parts[i]));
    }
  while (lines->len > 0 && *(char *)g_ptr_array_index (lines, lines->len - 1) == '\0')
    g_ptr_array_remove_index (lines, lines->len - 1);
  return lines;
}

/* Which column each TSV cell goes to: NULL for the id and skipped columns. */
static gboolean
tsv_columns (TwEntityKind kind, char **header, gboolean has_header, GPtrArray *out, GError **error)
{
  guint n;
  const TwField *const *columns = tw_entity_table_columns (kind, &n);
  if (!has_header)
    {
      for (guint c = 0; c < n; c++)
        g_ptr_array_add (out, (gpointer)columns[c]);
      return TRUE;
    }
  for (guint c = 0; header[c] != NULL; c++)
    {
      const TwField *column = tw_entity_table_column (kind, g_strstrip (header[c]));
      if (column == NULL && c > 0)
        return parse_error (error, TW_ENTITY_TABLE_ERROR_COLUMN,
                            _ ("The pasted rows have a column “%s” that is not a field of an %s."),
                            header[c], kind_noun (kind));
      if (c > 0)
        g_ptr_array_add (out, (gpointer)column);
    }
  return TRUE;
}

gboolean
tw_entity_table_paste_tsv (TwDocument *doc, TwEntityKind kind, const char *const *ids,
                           const char *tsv, guint *n_changed, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (doc), FALSE);
  if (n_changed)
    *n_changed = 0;
  guint n_ids = ids ? g_strv_length ((char **)ids) : 0;
  g_autoptr (GPtrArray) lines = split_lines (tsv);
  g_auto (GStrv) first = lines->len ? g_strsplit (g_ptr_array_index (lines, 0), "\t", -1) : NULL;
  gboolean has_header = first != NULL && g_strcmp0 (g_strstrip (first[0]), "id") == 0;
  g_autoptr (GPtrArray) columns = g_ptr_array_new ();
  if (!tsv_columns (kind, first, has_header, columns, error))
    return FALSE;
  guint first_row = has_header ? 1 : 0, n_rows = lines->len - first_row;
  if (n_rows == 0 || n_ids == 0)
    return parse_error (error, TW_ENTITY_TABLE_ERROR_ROW, _ ("There are no rows to paste into."));
  if (n_rows != 1 && n_rows != n_ids)
    return parse_error (error, TW_ENTITY_TABLE_ERROR_ROW,
                        _ ("The clipboard holds %u rows but %u rows are selected."), n_rows, n_ids);

  g_autoptr (GPtrArray) plan = g_ptr_array_new_with_free_func (change_free);
  for (guint r = 0; r < n_rows; r++)
    {
      g_auto (GStrv) cells = g_strsplit (g_ptr_array_index (lines, first_row + r), "\t", -1);
      /* Every row starts with its id, as copied; it is not pasted. */
      guint skip = 1;
      for (guint t = (n_rows == 1 ? 0 : r); t < (n_rows == 1 ? n_ids : r + 1); t++)
        for (guint c = skip; cells[c] != NULL; c++)
          {
            const TwField *column
                = c - skip < columns->len ? g_ptr_array_index (columns, c - skip) : NULL;
            if (column == NULL && c - skip >= columns->len)
              return parse_error (error, TW_ENTITY_TABLE_ERROR_COLUMN,
                                  _ ("Line %u has more cells than the table has columns."),
                                  first_row + r + 1);
            const TwField *field
                = column ? tw_entity_table_field_for (doc, kind, ids[t], column) : NULL;
            if (field == NULL || !tw_entity_table_is_numeric (field)
                || g_strstrip (cells[c])[0] == '\0')
              continue;
            json_t *value = NULL;
            g_autoptr (GError) local = NULL;
            if (!tw_entity_table_parse (field, cells[c], &value, &local))
              return parse_error (error, TW_ENTITY_TABLE_ERROR_VALUE, _ ("Line %u: %s"),
                                  first_row + r + 1, local->message);
            plan_add (plan, doc, kind, ids[t], field, value);
          }
    }
  if (n_changed)
    *n_changed = plan->len;
  guint n_pasted = n_rows == 1 ? n_ids : n_rows;
  g_autofree char *label
      = g_strdup_printf (g_dngettext (NULL, "Paste %u row", "Paste %u rows", n_pasted), n_pasted);
  return plan_apply (plan, doc, kind, label, error);
}

/* ---- CSV ---------------------------------------------------------------------------- */

static void
append_csv_cell (GString *out, const char *text)
{
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

char *
tw_entity_table_export_csv (TwDocument *doc, TwEntityKind kind)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (doc), NULL);
  guint n;
  const TwField *const *columns = tw_entity_table_columns (kind, &n);
  GString *out = g_string_new ("id,name");
  for (guint c = 0; c < n; c++)
    if (tw_entity_table_is_numeric (columns[c]))
      g_string_append_printf (out, ",%s", columns[c]->name);
  g_string_append_c (out, '\n');
  g_auto (GStrv) ids
      = kind == TW_ENTITY_ITEM ? tw_document_dup_item_ids (doc) : tw_document_dup_enemy_ids (doc);
  const TwField *name_column = tw_entity_table_column (kind, "name");
  for (guint r = 0; ids != NULL && ids[r] != NULL; r++)
    {
      append_csv_cell (out, ids[r]);
      g_autofree char *name = tw_entity_table_cell_text (doc, kind, ids[r], name_column);
      g_string_append_c (out, ',');
      append_csv_cell (out, name);
      for (guint c = 0; c < n; c++)
        if (tw_entity_table_is_numeric (columns[c]))
          {
            g_autofree char *text = tw_entity_table_cell_text (doc, kind, ids[r], columns[c]);
            g_string_append_c (out, ',');
            append_csv_cell (out, text);
          }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  GPtrArray *cells; /* char * */
  guint line;       /* where the record starts, from 1 */
} CsvRecord;

static void
csv_record_free (gpointer data)
{
  CsvRecord *record = data;
  g_ptr_array_unref (record->cells);
  g_free (record);
}

/* RFC 4180: commas, quoted cells with "" for a quote, CRLF or LF. Blank
 * lines are skipped. */
static GPtrArray *
csv_parse (const char *text, const char *file, GError **error)
{
  g_autoptr (GPtrArray) records = g_ptr_array_new_with_free_func (csv_record_free);
  CsvRecord *record = NULL;
  GString *cell = g_string_new (NULL);
  guint line = 1, quote_line = 0;
  gboolean quoted = FALSE, was_quoted = FALSE;
  for (const char *p = text;; p++)
    {
      if (record == NULL && *p != '\0')
        {
          record = g_new0 (CsvRecord, 1);
          record->cells = g_ptr_array_new_with_free_func (g_free);
          record->line = line;
        }
      if (quoted && *p == '\0')
        {
          g_set_error (error, TW_ENTITY_TABLE_ERROR, TW_ENTITY_TABLE_ERROR_FORMAT,
                       _ ("%s:%u: a quoted cell is never closed."), file, quote_line);
          if (record)
            csv_record_free (record);
          g_string_free (cell, TRUE);
          return NULL;
        }
      if (quoted)
        {
          if (*p == '"' && p[1] == '"')
            g_string_append_c (cell, '"'), p++;
          else if (*p == '"')
            quoted = FALSE;
          else
            {
              line += *p == '\n';
              g_string_append_c (cell, *p);
            }
          continue;
        }
      if (*p == '"' && cell->len == 0 && !was_quoted)
        {
          quoted = was_quoted = TRUE;
          quote_line = line;
          continue;
        }
      if (*p == '\r' && p[1] == '\n')
        continue;
      if (*p == ',' || *p == '\n' || *p == '\0')
        {
          if (record != NULL)
            g_ptr_array_add (record->cells, g_strdup (cell->str));
          g_string_truncate (cell, 0);
          was_quoted = FALSE;
          if (*p != ',' && record != NULL)
            {
              gboolean blank = record->cells->len == 1
                               && *(char *)g_ptr_array_index (record->cells, 0) == '\0';
              if (blank)
                csv_record_free (record);
              else
                g_ptr_array_add (records, record);
              record = NULL;
            }
          if (*p == '\n')
            line++;
          if (*p == '\0')
            break;
          continue;
        }
      g_string_append_c (cell, *p);
    }
  g_string_free (cell, TRUE);
  return g_steal_pointer (&records);
}

static gboolean
csv_error (GError **error, TwEntityTableError code, const char *file, guint line, guint column,
           const char *message)
{
  g_set_error (error, TW_ENTITY_TABLE_ERROR, code, "%s:%u:%u: %s", file, line, column, message);
  return FALSE;
}

/* The header: each cell's column (NULL for id and ignored ones) and where id is. */
static gboolean
csv_header (TwEntityKind kind, CsvRecord *header, const char *file, GPtrArray *columns,
            guint *id_index, GError **error)
{
  *id_index = G_MAXUINT;
  for (guint c = 0; c < header->cells->len; c++)
    {
      const char *name = g_strstrip ((char *)g_ptr_array_index (header->cells, c));
      const TwField *column = tw_entity_table_column (kind, name);
      if (strcmp (name, "id") == 0)
        *id_index = c;
      else if (column == NULL)
        {
          g_autofree char *message
              = g_strdup_printf (_ ("“%s” is not a field of an %s."), name, kind_noun (kind));
          return csv_error (error, TW_ENTITY_TABLE_ERROR_COLUMN, file, header->line, c + 1,
                            message);
        }
      g_ptr_array_add (columns,
                       column && tw_entity_table_is_numeric (column) ? (gpointer)column : NULL);
    }
  if (*id_index == G_MAXUINT)
    return csv_error (error, TW_ENTITY_TABLE_ERROR_FORMAT, file, header->line, 1,
                      _ ("The first line names the columns and needs one called “id”."));
  return TRUE;
}

/* One record's changes into plan; FALSE with error on a bad id or value. */
static gboolean
csv_record_plan (TwDocument *doc, TwEntityKind kind, CsvRecord *record, GPtrArray *columns,
                 guint id_index, const char *file, GPtrArray *plan, GError **error)
{
  if (record->cells->len > columns->len)
    return csv_error (error, TW_ENTITY_TABLE_ERROR_FORMAT, file, record->line, columns->len + 1,
                      _ ("This line has more cells than the first line names."));
  const char *id = id_index < record->cells->len ? g_ptr_array_index (record->cells, id_index) : "";
  json_t *entity = entity_get (doc, kind, id);
  if (entity == NULL)
    {
      g_autofree char *message = g_strdup_printf (_ ("There is no %s “%s”."), kind_noun (kind), id);
      return csv_error (error, TW_ENTITY_TABLE_ERROR_ROW, file, record->line, id_index + 1,
                        message);
    }
  for (guint c = 0; c < record->cells->len; c++)
    {
      const TwField *column = g_ptr_array_index (columns, c);
      const char *text = g_ptr_array_index (record->cells, c);
      g_autofree char *trimmed = g_strstrip (g_strdup (text));
      if (column == NULL || trimmed[0] == '\0')
        continue;
      const TwField *field = tw_entity_table_field_for (doc, kind, id, column);
      if (field == NULL)
        {
          g_autofree char *message
              = g_strdup_printf (_ ("%s does not apply to an item of class “%s”."), column->name,
                                 json_string_value (json_object_get (entity, "cls")) ?: "");
          return csv_error (error, TW_ENTITY_TABLE_ERROR_NOT_HERE, file, record->line, c + 1,
                            message);
        }
      json_t *value = NULL;
      g_autoptr (GError) local = NULL;
      if (!tw_entity_table_parse (field, trimmed, &value, &local))
        return csv_error (error, TW_ENTITY_TABLE_ERROR_VALUE, file, record->line, c + 1,
                          local->message);
      plan_add (plan, doc, kind, id, field, value);
    }
  return TRUE;
}

gboolean
tw_entity_table_import_csv (TwDocument *doc, TwEntityKind kind, const char *csv, const char *file,
                            guint *n_changed, GError **error)
{
  g_return_val_if_fail (TW_IS_DOCUMENT (doc) && csv != NULL, FALSE);
  if (n_changed)
    *n_changed = 0;
  file = file ? file : "CSV";
  g_autoptr (GPtrArray) records = csv_parse (csv, file, error);
  if (records == NULL)
    return FALSE;
  if (records->len == 0)
    return csv_error (error, TW_ENTITY_TABLE_ERROR_FORMAT, file, 1, 1, _ ("The file is empty."));
  g_autoptr (GPtrArray) columns = g_ptr_array_new ();
  guint id_index;
  if (!csv_header (kind, g_ptr_array_index (records, 0), file, columns, &id_index, error))
    return FALSE;
  g_autoptr (GPtrArray) plan = g_ptr_array_new_with_free_func (change_free);
  for (guint r = 1; r < records->len; r++)
    if (!csv_record_plan (doc, kind, g_ptr_array_index (records, r), columns, id_index, file, plan,
                          error))
      return FALSE;
  if (n_changed)
    *n_changed = plan->len;
  g_autofree char *base = g_path_get_basename (file);
  g_autofree char *label = g_strdup_printf (_ ("Import %s"), base);
  return plan_apply (plan, doc, kind, label, error);
}
