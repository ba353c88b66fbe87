/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-diagnostic-group.c: the Issues list's filters and groups; see the header. */
#include "editor/tw-diagnostic-group.h"

#include <string.h>

#include "editor/tw-i18n.h"

/* A quote opens after a start, a space or punctuation, so that the
 * apostrophe of "hero's" is not one. */
static gboolean
opens_quote (const char *message, const char *p)
{
  return *p == '\'' && (p == message || !g_ascii_isalnum (p[-1]));
}

/* Marks, in a message's template, where a quoted name or a number stood. */
#define QUOTED_MARK '\x1e'
#define NUMBER_MARK '\x1f'

/* The message before its first ": " with each quoted name and number taken
 * out (into values, when given) and marked. */
static char *
message_template (const char *message, GPtrArray *values)
{
  GString *template = g_string_new (NULL);
  for (const char *p = message; *p != '\0';)
    {
      if (p[0] == ':' && p[1] == ' ')
        break;
      if (opens_quote (message, p))
        {
          const char *end = strchr (p + 1, '\'');
          if (end != NULL)
            {
              if (values != NULL)
                g_ptr_array_add (values, g_strndup (p + 1, end - p - 1));
              g_string_append_c (template, '\'');
              g_string_append_c (template, QUOTED_MARK);
              g_string_append_c (template, '\'');
              p = end + 1;
              continue;
            }
        }
      if (g_ascii_isdigit (*p))
        {
          const char *start = p;
          while (g_ascii_isdigit (*p))
            p++;
          if (values != NULL)
            g_ptr_array_add (values, g_strndup (start, p - start));
          g_string_append_c (template, NUMBER_MARK);
          continue;
        }
      g_string_append_c (template, *p++);
    }
  return g_string_free (template, FALSE);
}

/* The template with each mark replaced: by values[i] when given and not
 * NULL, else by "…" (for a kind: "…" for a name and "#" for a number). */
static char *
template_fill (const char *template, GPtrArray *values, gboolean kind)
{
  GString *out = g_string_new (NULL);
  guint n = 0;
  for (const char *p = template; *p != '\0'; p++)
    {
      if (*p != QUOTED_MARK && *p != NUMBER_MARK)
        {
          g_string_append_c (out, *p);
          continue;
        }
      const char *value = values != NULL && n < values->len ? g_ptr_array_index (values, n) : NULL;
      n++;
      if (value != NULL)
        g_string_append (out, value);
      else
        g_string_append (out, kind && *p == NUMBER_MARK ? "#" : "…");
    }
  return g_string_free (out, FALSE);
}

char *
tw_diagnostic_message_kind (const char *message)
{
  g_return_val_if_fail (message != NULL, NULL);
  g_autofree char *template = message_template (message, NULL);
  return template_fill (template, NULL, TRUE);
}

/* The group's message: its kind, with the names and numbers that all its
 * members share written out ("Enemy '…' has special 12, which ..."). */
static char *
group_message (const TwDiagnosticGroup *group)
{
  const TwDiagnostic *first = g_ptr_array_index (group->members, 0);
  g_autoptr (GPtrArray) common = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *template = message_template (first->message, common);
  for (guint m = 1; m < group->members->len; m++)
    {
      const TwDiagnostic *d = g_ptr_array_index (group->members, m);
      g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
      g_free (message_template (d->message, values));
      for (guint i = 0; i < common->len; i++)
        if (g_ptr_array_index (common, i) != NULL
            && (i >= values->len
                || g_strcmp0 (g_ptr_array_index (common, i), g_ptr_array_index (values, i)) != 0))
          {
            g_free (g_ptr_array_index (common, i));
            g_ptr_array_index (common, i) = NULL;
          }
    }
  return template_fill (template, common, FALSE);
}

char *
tw_diagnostic_location (const TwDiagnostic *d)
{
  g_return_val_if_fail (d != NULL, NULL);

  if (d->floor_id != NULL && d->x >= 0 && d->y >= 0)
    return g_strdup_printf ("%s (%d, %d)", d->floor_id, d->x, d->y);
  if (d->id != NULL && d->field != NULL)
    return g_strdup_printf ("%s.%s", d->id, d->field);
  if (d->id != NULL)
    return g_strdup (d->id);
  return g_strdup (d->file ? d->file : "");
}

char *
tw_diagnostic_floor (const TwDiagnostic *d)
{
  g_return_val_if_fail (d != NULL, NULL);

  if (d->floor_id != NULL)
    return g_strdup (d->floor_id);
  const char *prefix = "project/floors/";
  if (d->file != NULL && g_str_has_prefix (d->file, prefix) && g_str_has_suffix (d->file, ".js"))
    return g_strndup (d->file + strlen (prefix), strlen (d->file) - strlen (prefix) - 3);
  return NULL;
}

static gboolean
contains_casefold (const char *text, const char *needle_folded)
{
  if (text == NULL)
    return FALSE;
  g_autofree char *folded = g_utf8_casefold (text, -1);
  return strstr (folded, needle_folded) != NULL;
}

static gboolean
search_matches (const char *search, const TwDiagnostic *d)
{
  if (search == NULL || search[0] == '\0')
    return TRUE;
  g_autofree char *needle = g_utf8_casefold (search, -1);
  g_autofree char *location = tw_diagnostic_location (d);
  return contains_casefold (d->message, needle) || contains_casefold (d->rule, needle)
         || contains_casefold (location, needle) || contains_casefold (d->file, needle);
}

gboolean
tw_diagnostic_filter_matches (const TwDiagnosticFilter *filter, const TwDiagnostic *d)
{
  g_return_val_if_fail (d != NULL, FALSE);

  if (filter == NULL)
    return TRUE;
  if (filter->severity >= 0 && d->severity != (TwSeverity)filter->severity)
    return FALSE;
  if (filter->rule != NULL && g_strcmp0 (filter->rule, d->rule) != 0)
    return FALSE;
  if (filter->floor_id != NULL)
    {
      g_autofree char *floor = tw_diagnostic_floor (d);
      if (g_strcmp0 (filter->floor_id, floor) != 0)
        return FALSE;
    }
  return search_matches (filter->search, d);
}

void
tw_diagnostic_group_free (TwDiagnosticGroup *group)
{
  if (group == NULL)
    return;
  g_free (group->rule);
  g_free (group->kind);
  g_ptr_array_unref (group->members);
  if (group->parts != NULL)
    g_ptr_array_unref (group->parts);
  g_free (group);
}

GPtrArray *
tw_diagnostic_group (GPtrArray *diagnostics, const TwDiagnosticFilter *filter)
{
  g_return_val_if_fail (diagnostics != NULL, NULL);

  GPtrArray *groups = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_group_free);
  /* "severity\x1frule\x1fkind" -> its group, borrowed from groups */
  g_autoptr (GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const TwDiagnostic *d = g_ptr_array_index (diagnostics, i);
      if (!tw_diagnostic_filter_matches (filter, d))
        continue;
      g_autofree char *kind = tw_diagnostic_message_kind (d->message);
      char *key = g_strdup_printf ("%d\x1f%s\x1f%s", (int)d->severity, d->rule, kind);
      TwDiagnosticGroup *group = g_hash_table_lookup (by_key, key);
      if (group == NULL)
        {
          group = g_new0 (TwDiagnosticGroup, 1);
          group->severity = d->severity;
          group->rule = g_strdup (d->rule);
          group->kind = g_steal_pointer (&kind);
          group->members = g_ptr_array_new ();
          g_ptr_array_add (groups, group);
          g_hash_table_insert (by_key, key, group);
        }
      else
        g_free (key);
      g_ptr_array_add (group->members, (gpointer)d);
    }
  return groups;
}

char *
tw_diagnostic_group_title (const TwDiagnosticGroup *group, guint max_places)
{
  g_return_val_if_fail (group != NULL && group->members->len > 0, NULL);

  const TwDiagnostic *first = g_ptr_array_index (group->members, 0);
  if (group->members->len == 1)
    return g_strdup (first->message);

  /* The places, each once, in the order found. */
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) places = g_ptr_array_new ();
  for (guint i = 0; i < group->members->len; i++)
    {
      char *location = tw_diagnostic_location (g_ptr_array_index (group->members, i));
      /* g_hash_table_add would free the first copy, which places holds. */
      if (g_hash_table_contains (seen, location))
        g_free (location);
      else
        {
          g_hash_table_add (seen, location);
          g_ptr_array_add (places, location);
        }
    }
  GString *listed = g_string_new (NULL);
  guint shown = MIN (places->len, MAX (max_places, 1));
  for (guint i = 0; i < shown; i++)
    {
      if (i > 0)
        g_string_append (listed, ", ");
      g_string_append (listed, g_ptr_array_index (places, i));
    }
  g_autofree char *list = g_string_free (listed, FALSE);
  g_autofree char *message = group_message (group);
  if (shown < places->len)
    /* TRANSLATORS: a group of issues: what they say, the first places, how many more */
    return g_strdup_printf (_ ("%s (%u places): %s and %u more"), message, group->members->len,
                            list, places->len - shown);
  /* TRANSLATORS: a group of issues: what they say, how many, and their places */
  return g_strdup_printf (_ ("%s (%u places): %s"), message, group->members->len, list);
}

GPtrArray *
tw_diagnostic_group_by_rule (GPtrArray *groups)
{
  g_return_val_if_fail (groups != NULL, NULL);

  /* The groups of each severity and rule, in the order of the first. */
  g_autoptr (GPtrArray) buckets = g_ptr_array_new_with_free_func ((GDestroyNotify)g_ptr_array_unref);
  g_autoptr (GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_ptr_array_set_free_func (groups, NULL);
  while (groups->len > 0)
    {
      TwDiagnosticGroup *group = g_ptr_array_steal_index (groups, 0);
      char *key = g_strdup_printf ("%d\x1f%s", (int)group->severity, group->rule);
      GPtrArray *bucket = g_hash_table_lookup (by_key, key);
      if (bucket == NULL)
        {
          bucket = g_ptr_array_new ();
          g_ptr_array_add (buckets, bucket);
          g_hash_table_insert (by_key, key, bucket);
        }
      else
        g_free (key);
      g_ptr_array_add (bucket, group);
    }
  g_ptr_array_set_free_func (groups, (GDestroyNotify)tw_diagnostic_group_free);

  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_group_free);
  for (guint b = 0; b < buckets->len; b++)
    {
      GPtrArray *bucket = g_ptr_array_index (buckets, b);
      if (bucket->len == 1)
        {
          g_ptr_array_add (rows, g_ptr_array_index (bucket, 0));
          continue;
        }
      const TwDiagnosticGroup *first = g_ptr_array_index (bucket, 0);
      TwDiagnosticGroup *merged = g_new0 (TwDiagnosticGroup, 1);
      merged->severity = first->severity;
      merged->rule = g_strdup (first->rule);
      merged->kind = g_strdup ("");
      merged->members = g_ptr_array_new ();
      merged->parts = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_diagnostic_group_free);
      for (guint i = 0; i < bucket->len; i++)
        {
          TwDiagnosticGroup *part = g_ptr_array_index (bucket, i);
          g_ptr_array_extend (merged->members, part->members, NULL, NULL);
          g_ptr_array_add (merged->parts, part);
        }
      g_ptr_array_add (rows, merged);
    }
  return rows;
}

const char *
tw_diagnostic_rule_heading (const char *rule)
{
  static const struct
  {
    const char *rule;
    const char *heading;
  } headings[] = {
    { "unsupported-special", N_ ("Enemies with specials Turnwright does not simulate") },
    { "tower-script", N_ ("Tower scripts that use what Turnwright cannot run") },
    { "plugin-override", N_ ("Plugins that change how the game plays") },
    { "missing-image", N_ ("Images that are missing: their tiles are drawn as letters") },
    { "unbeatable-enemy", N_ ("Enemies the hero cannot beat at the start") },
    { "event-not-simulated", N_ ("Event commands the simulation skips") },
    { "unknown-tile", N_ ("Map cells with a tile number the tower does not define") },
    { "wrong-type", N_ ("Values of the wrong kind") },
    { "duplicate-id", N_ ("Names used twice") },
    { "stairs-unknown-floor", N_ ("Stairs to floors that do not exist") },
    { "stairs-off-map", N_ ("Stairs that lead outside the map") },
    { "patrol-off-map", N_ ("Patrol routes that leave the map") },
    { "patrol-through-wall", N_ ("Patrol routes through walls") },
    { "missing-floor", N_ ("Floors the tower lists but does not have") },
    { "unlisted-floor", N_ ("Floors the tower has but does not list") },
    { "negative-time-cost", N_ ("Enemies whose time cost is below zero") },
  };
  for (guint i = 0; rule != NULL && i < G_N_ELEMENTS (headings); i++)
    if (strcmp (headings[i].rule, rule) == 0)
      return _ (headings[i].heading);
  return NULL;
}

char *
tw_diagnostic_group_heading (const TwDiagnosticGroup *group, guint max_places)
{
  g_return_val_if_fail (group != NULL && group->members->len > 0, NULL);

  const char *heading = tw_diagnostic_rule_heading (group->rule);
  if (group->members->len > 1 && heading != NULL)
    return g_strdup (heading);
  if (group->parts != NULL)
    {
      const TwDiagnosticGroup *first = g_ptr_array_index (group->parts, 0);
      g_autofree char *message = group_message (first);
      /* TRANSLATORS: a group of issues of one rule without a heading of its own:
       * the first one's message */
      return g_strdup_printf (_ ("%s, and similar"), message);
    }
  return tw_diagnostic_group_title (group, max_places);
}
