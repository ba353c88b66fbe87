/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: hostile tower scripts (docs/rules.md §12.3). The input is
 * the body of enemys.getDamageInfo, or a whole functions.js when it starts
 * with "var ". Whatever it does, loading and calling it ends, with figures or
 * with an error that names the file, and the fallback is the built-in
 * formula's figure. */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "engine/tw-tower-script.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

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
  g_free (text);
  g_free (input);
  return 0;
}
