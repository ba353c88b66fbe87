/* SPDX-License-Identifier: GPL-3.0-or-later */
/* doc-test-util.h: loading the sample tower for the document, history and
 * validation tests (a copy of the mota-js sample, tests/data/mota-sample). */
#pragma once

#include <glib.h>
#include <jansson.h>
#include <string.h>

#include "editor/tw-document.h"

/* A mota-js data file: strict JSON after the text before the first '{'. */
static inline json_t *
doc_test_load_mota_file (const char *path)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_no_error (error);
  const char *brace = strchr (text, '{');
  g_assert_nonnull (brace);
  json_error_t json_error;
  json_t *value = json_loads (brace, 0, &json_error);
  if (value == NULL)
    g_error ("%s:%d:%d: %s", path, json_error.line, json_error.column, json_error.text);
  return value;
}

/* The tower object of docs/formats.md for the sample tower. */
static inline json_t *
doc_test_load_sample (void)
{
  static const char *parts[] = { "data", "enemys", "items", "maps", "icons", "events", NULL };
  json_t *tower = json_object ();
  for (guint i = 0; parts[i]; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s.js", parts[i]);
      g_autofree char *path
          = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", "project",
                                   name, NULL);
      json_object_set_new (tower, parts[i], doc_test_load_mota_file (path));
    }
  json_t *floors = json_object ();
  size_t index;
  json_t *id;
  json_array_foreach (json_object_get (json_object_get (json_object_get (tower, "data"), "main"),
                                       "floorIds"),
                      index, id)
    {
      g_autofree char *name = g_strdup_printf ("%s.js", json_string_value (id));
      g_autofree char *path
          = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", "project",
                                   "floors", name, NULL);
      json_object_set_new (floors, json_string_value (id), doc_test_load_mota_file (path));
    }
  json_object_set_new (tower, "floors", floors);
  return tower;
}

/* A document on the sample tower (a new reference). */
static inline TwDocument *
doc_test_open_sample (void)
{
  json_t *tower = doc_test_load_sample ();
  TwDocument *doc = tw_document_new (tower);
  json_decref (tower);
  return doc;
}

/* The tower as text, keys in their order: equal text means equal trees with
 * equal key order. */
static inline char *
doc_test_dump (json_t *tower)
{
  return json_dumps (tower, JSON_COMPACT);
}
