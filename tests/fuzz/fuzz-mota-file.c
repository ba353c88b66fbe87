/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: one mota-js data file through the reader, the position
 * scanner, the shape checks (as a floor) and the writer. */
#include <glib.h>
#include <jansson.h>
#include <stdint.h>
#include <string.h>

#include "editor/mota/tw-json-positions.h"
#include "editor/mota/tw-mota-file.h"
#include "editor/mota/tw-project-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Equal as JavaScript sees it: one number type (2.0 is written back as 2). */
static gboolean
js_equal (const json_t *a, const json_t *b)
{
  if (json_is_number (a) && json_is_number (b))
    return json_number_value (a) == json_number_value (b);
  if (json_typeof (a) != json_typeof (b))
    return FALSE;
  if (json_is_object (a))
    {
      const char *key;
      json_t *member;
      if (json_object_size (a) != json_object_size (b))
        return FALSE;
      json_object_foreach ((json_t *) a, key, member)
        {
          json_t *other = json_object_get (b, key);
          if (other == NULL || !js_equal (member, other))
            return FALSE;
        }
      return TRUE;
    }
  if (json_is_array (a))
    {
      if (json_array_size (a) != json_array_size (b))
        return FALSE;
      for (size_t i = 0; i < json_array_size (a); i++)
        if (!js_equal (json_array_get (a, i), json_array_get (b, i)))
          return FALSE;
      return TRUE;
    }
  return json_equal ((json_t *) a, (json_t *) b);
}

static void
check_as_floor (json_t *value, const TwJsonPositions *positions)
{
  json_t *tower = json_pack ("{s:{s:{s:[s]}}, s:{}, s:{}, s:{}, s:{s:O}}", "data", "main",
                             "floorIds", "F", "enemys", "items", "maps", "floors", "F", value);
  GError *error = NULL;
  if (!tw_project_file_check_tower (tower, positions, "fuzz.js", &error))
    g_clear_error (&error);
  json_decref (tower);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const char *text = (const char *) data;
  TwJsonPositions *positions = tw_json_positions_new ();
  tw_json_positions_scan (positions, "raw", text, size, 1, 1, "", NULL);

  char *prefix = NULL;
  GError *error = NULL;
  json_t *value = tw_mota_file_parse ("fuzz.js", text, size, &prefix, positions, "floors/F",
                                      &error);
  if (value == NULL)
    {
      g_assert (error != NULL && error->message != NULL);
      g_clear_error (&error);
      tw_json_positions_free (positions);
      return 0;
    }

  check_as_floor (value, positions);
  const TwMotaStyle styles[] = { TW_MOTA_STYLE_TABS, TW_MOTA_STYLE_ENTRY_PER_LINE,
                                 TW_MOTA_STYLE_FLOOR };
  for (size_t i = 0; i < G_N_ELEMENTS (styles); i++)
    {
      /* What the writer writes must read back to the same data. */
      char *written = tw_mota_file_format (styles[i], prefix, value);
      json_t *again = tw_mota_file_parse ("again.js", written, strlen (written), NULL, NULL, "",
                                          &error);
      g_assert (again != NULL);
      g_assert (js_equal (value, again));
      json_decref (again);
      g_free (written);
    }

  json_decref (value);
  g_free (prefix);
  tw_json_positions_free (positions);
  return 0;
}
