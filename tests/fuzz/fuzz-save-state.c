/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: a saved state (CONTRACT §8) loaded into an engine on a
 * small tower. Whatever loads must save, load again to the same state, and
 * keep playing without crashing. */
#include <glib.h>
#include <jansson.h>
#include <stdint.h>
#include <string.h>

#include "editor/mota/tw-json-read.h"
#include "engine/tw-engine.h"
#include "engine/tw-script.h"
#include "engine/tw-tower.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Two 5x4 floors joined by stairs, a chasing slime, a patrolling bat, a gem,
 * a door and its key, and a status skill the hero owns. */
static const char tower_text[]
    = "{\"data\": {\"main\": {\"floorIds\": [\"A\", \"B\"]},"
      " \"firstData\": {\"floorId\": \"A\", \"hero\": {\"hp\": 300, \"atk\": 20, \"def\": 5,"
      "  \"mdef\": 0, \"money\": 0, \"exp\": 0,"
      "  \"items\": {\"tools\": {\"yellowKey\": 1}, \"skillupdate\": {\"skill1\": 1}},"
      "  \"loc\": {\"x\": 1, \"y\": 1, \"direction\": \"up\"}, \"flags\": {}}},"
      " \"values\": {\"redGem\": 3}, \"flags\": {}},"
      "\"enemys\": {\"slime\": {\"hp\": 30, \"atk\": 12, \"def\": 2, \"money\": 1, \"exp\": 1,"
      "  \"special\": 0, \"timeCost\": 2, \"actType\": \"chase\"},"
      " \"bat\": {\"hp\": 10, \"atk\": 8, \"def\": 0, \"money\": 1, \"exp\": 1, \"special\": 0,"
      "  \"timeCost\": 3, \"actType\": \"patrol\", \"actArgs\": {\"route\": [[1, 2], [3, 2]]}}},"
      "\"items\": {\"redGem\": {\"cls\": \"items\","
      "  \"itemEffect\": \"core.status.hero.atk += core.values.redGem\"},"
      " \"yellowKey\": {\"cls\": \"tools\"},"
      " \"skill1\": {\"cls\": \"skillupdate\", \"timeCost\": 0, \"canCancel\": true,"
      "  \"durationBattles\": 2, \"battleTimeCost\": 3, \"effect\": {\"atk\": 5}}},"
      "\"maps\": {\"1\": {\"cls\": \"terrains\", \"id\": \"yellowWall\"},"
      " \"21\": {\"cls\": \"tools\", \"id\": \"yellowKey\"},"
      " \"27\": {\"cls\": \"items\", \"id\": \"redGem\"},"
      " \"81\": {\"cls\": \"terrains\", \"id\": \"yellowDoor\","
      "  \"doorInfo\": {\"keys\": {\"yellowKey\": 1}}},"
      " \"87\": {\"cls\": \"terrains\", \"id\": \"upFloor\", \"canPass\": true},"
      " \"88\": {\"cls\": \"terrains\", \"id\": \"downFloor\", \"canPass\": true},"
      " \"201\": {\"cls\": \"enemys\", \"id\": \"slime\"},"
      " \"202\": {\"cls\": \"enemys\", \"id\": \"bat\"}},"
      "\"floors\": {"
      " \"A\": {\"floorId\": \"A\", \"width\": 5, \"height\": 4, \"ratio\": 1,"
      "  \"changeFloor\": {\"3,1\": {\"floorId\": \"B\", \"stair\": \"downFloor\"}},"
      "  \"map\": [[1, 1, 1, 1, 1], [1, 0, 27, 87, 1], [1, 202, 81, 201, 1], [1, 1, 1, 1, 1]]},"
      " \"B\": {\"floorId\": \"B\", \"width\": 5, \"height\": 4, \"ratio\": 1,"
      "  \"changeFloor\": {\"1,1\": {\"floorId\": \"A\", \"stair\": \"upFloor\"}},"
      "  \"map\": [[1, 1, 1, 1, 1], [1, 88, 0, 201, 1], [1, 0, 21, 0, 1], [1, 1, 1, 1, 1]]}"
      "}}";

static const char moves[] = "wait 3\nmove right\nmove down\nskill skill1\nmove up\nwait 4\n";

static TwTower *
small_tower (void)
{
  static TwTower *tower;
  if (tower == NULL)
    {
      json_t *root = json_loads (tower_text, 0, NULL);
      g_assert (root != NULL);
      tower = tw_tower_new_from_json (root, NULL);
      g_assert (tower != NULL);
      json_decref (root);
    }
  return tower;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  json_t *state = NULL;
  if (tw_json_read_check_text ("state", (const char *) data, size, &error))
    state = tw_json_read_parse ("state", (const char *) data, size, 1, 1, &error);
  if (state == NULL)
    {
      g_clear_error (&error);
      return 0;
    }

  TwEngine *engine = tw_engine_new (small_tower ());
  if (tw_engine_load_state (engine, state, &error))
    {
      /* What loaded saves, and loads again to the same state. */
      json_t *saved = tw_engine_save_state (engine);
      TwEngine *again = tw_engine_new (small_tower ());
      g_assert (tw_engine_load_state (again, saved, NULL));
      json_t *saved_again = tw_engine_save_state (again);
      g_assert (json_equal (saved, saved_again));
      json_decref (saved_again);
      json_decref (saved);
      tw_engine_free (again);

      TwScript *script = tw_script_parse (moves, -1, NULL, NULL, NULL);
      for (guint i = 0; i < tw_script_get_n_actions (script); i++)
        tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
      tw_script_free (script);
    }
  g_clear_error (&error);
  json_decref (state);
  tw_engine_free (engine);
  return 0;
}
