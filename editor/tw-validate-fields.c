/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-fields.c: the checks of known fields, driven by the field table
 * (engine/tw-fields.h): each field's JSON type, then its row's rule, a range
 * or a list of choices. The messages name the entry, the field and what it
 * should be, in a designer's words. */
#include "editor/tw-validate-private.h"

#include <string.h>

#include "editor/tw-history.h"
#include "editor/tw-i18n.h"

/* Types of known fields: the field table's rows (engine/tw-fields.h), and
 * the two fields of a tile, which the table does not list. */

typedef struct
{
  const char *name;
  TwFieldType type;
} TileField;

static const TileField tile_fields[] = {
  { "cls", TW_FIELD_STRING },
  { "id", TW_FIELD_STRING },
  { NULL, 0 },
};

static gboolean
has_type (json_t *value, TwFieldType type)
{
  switch (type)
    {
    case TW_FIELD_STRING:
    case TW_FIELD_CHOICE:
      return json_is_string (value);
    case TW_FIELD_NUMBER:
      return json_is_number (value);
    case TW_FIELD_INTEGER:
      return json_is_integer (value);
    case TW_FIELD_BOOLEAN:
      return json_is_boolean (value);
    case TW_FIELD_OBJECT:
      return json_is_object (value);
    case TW_FIELD_ARRAY:
      return json_is_array (value);
    case TW_FIELD_SPECIAL:
      if (json_is_number (value))
        return TRUE;
      if (!json_is_array (value))
        return FALSE;
      gsize i;
      json_t *element;
      json_array_foreach (value, i, element) if (!json_is_number (element)) return FALSE;
      return TRUE;
    default:
      return FALSE;
    }
}

static const char *
kind_words (TwFieldType type)
{
  switch (type)
    {
    case TW_FIELD_STRING:
    case TW_FIELD_CHOICE:
      return "text";
    case TW_FIELD_NUMBER:
      return "a number";
    case TW_FIELD_INTEGER:
      return "a whole number";
    case TW_FIELD_BOOLEAN:
      return "true or false";
    case TW_FIELD_OBJECT:
      return "an object";
    case TW_FIELD_ARRAY:
      return "a list";
    case TW_FIELD_SPECIAL:
    default:
      return "a number or a list of numbers";
    }
}

const char *
tw_validate_value_words (json_t *value)
{
  switch (json_typeof (value))
    {
    case JSON_OBJECT:
      return "an object";
    case JSON_ARRAY:
      return "a list";
    case JSON_STRING:
      return "text";
    case JSON_INTEGER:
      return "a whole number";
    case JSON_REAL:
      return "a fractional number";
    case JSON_TRUE:
    case JSON_FALSE:
      return "true or false";
    case JSON_NULL:
    default:
      return "null";
    }
}

/* The JSON Pointer of a field below base: a row's name may hold one '/'
 * ("effect/heal"), a step into an object member. */
static char *
field_pointer (const char *base, const char *name)
{
  const char *slash = strchr (name, '/');
  if (slash == NULL)
    return tw_path_append (base, name);
  g_autofree char *parent_name = g_strndup (name, (gsize)(slash - name));
  g_autofree char *parent = tw_path_append (base, parent_name);
  return tw_path_append (parent, slash + 1);
}

static void
report_wrong_type (Validator *v, json_t *value, const char *name, TwFieldType type,
                   const char *what, const char *file, const char *base, const char *id)
{
  g_autofree char *path = field_pointer (base, name);
  tw_validate_report (v, TW_SEVERITY_ERROR, "wrong-type", file, path, id, name,
                      _("%s: '%s' should be %s, but it is %s."), what, name, kind_words (type),
                      tw_validate_value_words (value));
}

void
tw_validate_check_tile_fields (Validator *v, json_t *entry, const char *what, const char *file,
                               const char *base, const char *id)
{
  for (const TileField *f = tile_fields; f->name; f++)
    {
      json_t *value = json_object_get (entry, f->name);
      if (value != NULL && !has_type (value, f->type))
        report_wrong_type (v, value, f->name, f->type, what, file, base, id);
    }
}

/* The row that judges a field of entry: the one for the entry's class, else
 * the field's first row (a skill field on another class is still checked). */
static const TwField *
judging_row (const TwField *first, json_t *entry)
{
  const char *cls = json_string_value (json_object_get (entry, "cls"));
  const TwField *row = tw_field_lookup_for_class (first->owner, first->name, cls);
  return row ? row : first;
}

/* The value as it is written: "-3", "2.5". */
static char *
number_text (json_t *value)
{
  if (json_is_integer (value))
    return g_strdup_printf ("%" JSON_INTEGER_FORMAT, json_integer_value (value));
  return g_strdup_printf ("%g", json_number_value (value));
}

/* A value of a nullable row (null allowed) of another type than a number. */
static void
check_nullable_type (Validator *v, const TwField *row, json_t *value, const char *what,
                     const char *file, const char *path, const char *id)
{
  if (json_is_null (value) || has_type (value, row->type))
    return;
  tw_validate_report (v, TW_SEVERITY_ERROR, row->rule, file, path, id, row->name,
                      _("%s: %s must be %s; it is %s."), what, row->name, row->range_words,
                      tw_validate_value_words (value));
}

static void
check_range (Validator *v, const TwField *row, json_t *value, const char *what, const char *file,
             const char *path, const char *id)
{
  if (!json_is_number (value) || tw_field_in_range (row, json_number_value (value)))
    return;
  g_autofree char *text = number_text (value);
  gboolean fixed
      = (row->flags & TW_FIELD_HAS_MIN) && (row->flags & TW_FIELD_HAS_MAX) && row->min == row->max;
  if (fixed)
    tw_validate_report (v, TW_SEVERITY_ERROR, row->rule, file, path, id, row->name,
                        _("%s: %s must be %g, not %s; %s."), what, row->name, row->min, text,
                        row->range_words);
  else
    tw_validate_report (v, TW_SEVERITY_ERROR, row->rule, file, path, id, row->name,
                        _("%s: %s is %s; it must be %s."), what, row->name, text, row->range_words);
}

/* "idle, chase, patrol or skill" */
char *
tw_validate_choice_words (const char *const *choices)
{
  GString *words = g_string_new (NULL);
  for (guint i = 0; choices[i]; i++)
    {
      if (i > 0)
        g_string_append (words, choices[i + 1] ? ", " : " or ");
      g_string_append (words, choices[i]);
    }
  return g_string_free (words, FALSE);
}

static void
check_choice (Validator *v, const TwField *row, json_t *value, const char *what, const char *file,
              const char *path, const char *id)
{
  const char *text = json_string_value (value);
  if (text == NULL || g_strv_contains ((const char *const *)row->choices, text))
    return;
  g_autofree char *words = tw_validate_choice_words (row->choices);
  tw_validate_report (v, TW_SEVERITY_ERROR, row->rule, file, path, id, row->name,
                      _("%s: %s '%s' is unknown; use %s."), what, row->name, text, words);
}

/* Every field of entry that the table knows: its type, then the row's rule
 * (range or choices). what: "Enemy 'bat'"; file and base: where the entry
 * sits. */
void
tw_validate_check_fields (Validator *v, json_t *entry, TwFieldOwner owner, const char *what,
                          const char *file, const char *base, const char *id)
{
  for (const TwField *f = tw_field_next (owner, NULL); f; f = tw_field_next (owner, f))
    {
      json_t *value = tw_field_get_value (f, entry);
      /* Only rows by class share a name (tests/engine/test-fields.c). */
      if (value == NULL || (f->classes != 0 && tw_field_lookup (owner, f->name) != f))
        continue; /* missing, or a second row of the name (by class) */
      const TwField *row = f->classes != 0 ? judging_row (f, entry) : f;
      g_autofree char *path = field_pointer (base, f->name);
      if ((row->flags & TW_FIELD_NULLABLE) && row->range_words != NULL)
        check_nullable_type (v, row, value, what, file, path, id);
      else if (!has_type (value, row->type)
               && !((row->flags & TW_FIELD_NULLABLE) && json_is_null (value)))
        {
          report_wrong_type (v, value, f->name, row->type, what, file, base, id);
          continue;
        }
      if (row->rule == NULL)
        continue;
      if (row->type == TW_FIELD_CHOICE)
        check_choice (v, row, value, what, file, path, id);
      else if (row->flags & (TW_FIELD_HAS_MIN | TW_FIELD_HAS_MAX))
        check_range (v, row, value, what, file, path, id);
    }
}
