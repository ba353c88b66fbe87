/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: hostile tower scripts (docs/rules.md §12.3). The input is
 * the body of enemys.getDamageInfo, or a whole functions.js when it starts
 * with "var ". Whatever it does, loading and calling it ends, with figures or
 * with an error that names the file, and the fallback is the built-in
 * formula's figure. The same body is then an item's itemEffect and the body
 * of a `function` event command played by the engine (docs/rules.md §12.6):
 * whatever it writes, the hero's numbers stay numbers, and the position of
 * a syntax error is inside the text. */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "engine/tw-engine.h"
#include "engine/tw-js.h"
#include "engine/tw-script.h"
#include "engine/tw-tower-script.h"
#include "engine/tw-tower.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The body as an itemEffect (picked up at (1,0)) and as a `function` command
 * (at (2,0)), played by the engine. */
static void
play_effects (const char *body)
{
  g_autofree char *function = g_strdup_printf ("function () {\n%s\n}", body);
  json_t *root = json_pack ("{s:{s:{s:s, s:{s:i, s:i, s:i, s:{s:i, s:i}, s:{s:{s:i}}}}, s:{}},"
                            " s:{s:{s:s, s:s}, s:{s:s}},"
                            " s:{s:{s:s, s:s}, s:{s:s, s:s}},"
                            " s:{s:{s:s, s:[[i, i, i, i]], s:{s:[{s:s, s:s}]}}}}",
                            "data", "firstData", "floorId", "F0", "hero", "hp", 100, "atk", 10,
                            "def", 5, "loc", "x", 0, "y", 0, "items", "tools", "key", 1, "values",
                            "items", "fx", "cls", "items", "itemEffect", body, "key", "cls",
                            "tools", "maps", "301", "cls", "items", "id", "fx", "302", "cls",
                            "tools", "id", "key", "floors", "F0", "floorId", "F0", "map", 0, 301, 0,
                            0, "events", "2,0", "type", "function", "function", function);
  TwTower *tower = tw_tower_new_from_json (root, NULL);
  json_decref (root);
  if (tower == NULL)
    return;
  TwEngine *engine = tw_engine_new (tower);
  TwScript *moves = tw_script_parse ("move right\nmove right\nmove right\n", -1, NULL, NULL, NULL);
  for (guint i = 0; i < tw_script_get_n_actions (moves); i++)
    tw_engine_apply_action (engine, tw_script_get_action (moves, i), NULL);
  json_t *hero = tw_engine_dup_hero (engine);
  g_assert (json_is_integer (json_object_get (hero, "hp"))
            && json_is_integer (json_object_get (hero, "atk")));
  json_t *state = tw_engine_save_state (engine);
  g_assert (tw_engine_load_state (engine, state, NULL));
  json_decref (state);
  json_decref (hero);
  tw_script_free (moves);
  tw_engine_free (engine);
  tw_tower_unref (tower);

  gint line, column;
  if (tw_js_syntax_error_position (body, strlen (body), &line, &column))
    g_assert (line >= 1 && column >= 1);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* The import keeps only UTF-8 text (a tower's JSON cannot hold other bytes). */
  char *input = g_utf8_make_valid ((const char *)data, (gssize)size);
  char *text = g_str_has_prefix (input, "var ")
                   ? g_strdup (input)
                   : g_strdup_printf ("var functions_d6ad677b_427a_4623_b50f_a445a3b0ef8a = {\n"
                                      "\"enemys\": { \"getDamageInfo\": function (enemy, hero, x, "
                                      "y, floorId) {\n%s\n} } };",
                                      input);
  json_t *tower = json_pack ("{s:{s:{s:{s:i, s:i, s:i}}, s:{s:i}}, s:{s:{s:i, s:i, s:i}}, "
                             "s:{s:s, s:s}}",
                             "data", "firstData", "hero", "hp", 100, "atk", 10, "def", 5, "values",
                             "breakArmor", 1, "enemys", "slime", "hp", 20, "atk", 8, "def", 1,
                             "functions", "file", "project/functions.js", "text", text);
  GError *error = NULL;
  TwTowerScript *script = tw_tower_script_new (tower, &error);
  if (script == NULL)
    {
      g_assert (error != NULL && g_str_has_prefix (error->message, "project/functions.js"));
      g_clear_error (&error);
    }
  else
    {
      json_t *slime = json_object_get (json_object_get (tower, "enemys"), "slime");
      TwHeroStats hero = { .hp = 100, .atk = 10, .def = 5 };
      for (int i = 0; i < 2; i++)
        {
          TwDamageResult by_script, builtin;
          tw_tower_script_damage_or_builtin (script, &hero, "slime", slime, NULL, &by_script,
                                             &error);
          if (error != NULL)
            {
              g_assert (strstr (error->message, "project/functions.js") != NULL);
              tw_damage_compute (&hero, slime, NULL, &builtin);
              g_assert (by_script.damage == builtin.damage
                        && by_script.can_battle == builtin.can_battle);
              g_clear_error (&error);
            }
          hero.hp++;
        }
      tw_tower_script_free (script);
    }
  json_decref (tower);
  if (!g_str_has_prefix (input, "var "))
    play_effects (input);
  g_free (text);
  g_free (input);
  return 0;
}
