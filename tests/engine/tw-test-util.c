/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-test-util.c: see tw-test-util.h. */
#include "tw-test-util.h"

#include <string.h>

static json_t *
parse (const char *text)
{
  json_error_t jerr;
  json_t *v = json_loads (text, 0, &jerr);

  if (v == NULL)
    g_error ("test json: %s at line %d col %d in %s", jerr.text, jerr.line, jerr.column, text);
  return v;
}

TwTower *
tt_tower_from_text (const char *text)
{
  g_autoptr (GError) error = NULL;
  json_t *root = parse (text);
  TwTower *tower = tw_tower_new_from_json (root, &error);

  g_assert_no_error (error);
  json_decref (root);
  return tower;
}

json_t *
tt_json_sq (const char *text)
{
  g_autofree char *json = g_strdup (text);
  json_error_t error;
  for (char *p = json; *p; p++)
    if (*p == '\'')
      *p = '"';
  json_t *value = json_loads (json, 0, &error);
  if (value == NULL)
    g_error ("bad test JSON at %d: %s\n%s", error.position, error.text, json);
  return value;
}

json_t *
tt_tower_json (const char *enemys, const char *items, const char *floors, const char *hero)
{
  json_t *root = json_object ();
  json_t *maps
      = json_pack ("{s:{s:s, s:s}, s:{s:s, s:s, s:{s:{s:i}}}, s:{s:s, s:s}, s:{s:s, s:s}}", "1",
                   "cls", "terrains", "id", "yellowWall", "81", "cls", "terrains", "id",
                   "yellowDoor", "doorInfo", "keys", "yellowKey", 1, "87", "cls", "terrains", "id",
                   "upFloor", "88", "cls", "terrains", "id", "downFloor");
  json_t *e = parse (enemys ? enemys : "{}");
  json_t *it = parse (items ? items : "{}");
  json_t *fl = parse (floors);
  json_t *h = parse (
      hero ? hero : "{\"hp\": 1000, \"atk\": 100, \"def\": 100, \"loc\": {\"x\": 0, \"y\": 0}}");
  json_t *data;
  const char *key;
  json_t *value;
  gint i = 0;

  json_object_foreach (e, key, value)
  {
    g_autofree char *num = g_strdup_printf ("%d", TT_ENEMY (i++));
    json_object_set_new (maps, num, json_pack ("{s:s, s:s}", "cls", "enemys", "id", key));
  }
  i = 0;
  json_object_foreach (it, key, value)
  {
    g_autofree char *num = g_strdup_printf ("%d", TT_ITEM (i++));
    const char *cls = json_string_value (json_object_get (value, "cls"));
    json_object_set_new (maps, num,
                         json_pack ("{s:s, s:s}", "cls", cls ? cls : "items", "id", key));
  }
  {
    const char *first = NULL;
    json_object_foreach (fl, key, value)
    {
      if (first == NULL)
        first = key;
      json_object_set_new (value, "floorId", json_string (key));
    }
    data = json_pack ("{s:{s:s, s:O}, s:{}}", "firstData", "floorId", first, "hero", h, "values");
  }
  json_object_set_new (root, "data", data);
  json_object_set_new (root, "enemys", e);
  json_object_set_new (root, "items", it);
  json_object_set_new (root, "maps", maps);
  json_object_set_new (root, "floors", fl);
  json_decref (h);
  return root;
}

TwTower *
tt_tower (const char *enemys, const char *items, const char *floors, const char *hero)
{
  g_autoptr (GError) error = NULL;
  json_t *root = tt_tower_json (enemys, items, floors, hero);
  TwTower *tower = tw_tower_new_from_json (root, &error);

  g_assert_no_error (error);
  json_decref (root);
  return tower;
}

TtLog *
tt_log_new (void)
{
  TtLog *log = g_new0 (TtLog, 1);
  log->text = g_string_new (NULL);
  log->json = g_ptr_array_new_with_free_func ((GDestroyNotify)json_decref);
  return log;
}

void
tt_log_free (TtLog *log)
{
  g_string_free (log->text, TRUE);
  g_ptr_array_unref (log->json);
  g_free (log);
}

void
tt_log_sink (TwEngine *engine, const TwEvent *ev, gpointer user_data)
{
  TtLog *log = user_data;

  g_ptr_array_add (log->json, tw_event_to_json (ev));
  switch (ev->kind)
    {
    case TW_EVENT_TICK:
      g_string_append_printf (log->text, "tick %" G_GINT64_FORMAT "\n", ev->map_turn);
      break;
    case TW_EVENT_ENEMY_ACT:
      g_string_append_printf (log->text, "act %s g%" G_GINT64_FORMAT " %s\n", ev->enemy, ev->gauge,
                              tw_event_result_to_string (ev->result));
      break;
    case TW_EVENT_BATTLE:
      g_string_append_printf (log->text,
                              "battle %s %s %s d%" G_GINT64_FORMAT " cost%" G_GINT64_FORMAT "\n",
                              ev->enemy, tw_battle_initiator_to_string (ev->initiator),
                              tw_event_result_to_string (ev->result), ev->damage, ev->settle_final);
      break;
    default:
      {
        g_autofree char *line
            = json_dumps (g_ptr_array_index (log->json, log->json->len - 1), JSON_COMPACT);
        g_string_append_printf (log->text, "%s\n", line);
      }
    }
}

char *
tt_log_take (TtLog *log)
{
  char *text = g_strdup (log->text->str);
  g_string_truncate (log->text, 0);
  return text;
}

json_t *
tt_load_mota_js (const char *relative)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "mota-sample", relative, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  json_error_t jerror;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  const char *brace = strchr (text, '{');
  g_assert_nonnull (brace);
  json_t *root = json_loads (brace, 0, &jerror);
  if (root == NULL)
    g_error ("%s:%d:%d: %s", path, jerror.line, jerror.column, jerror.text);
  return root;
}
