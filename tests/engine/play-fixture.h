/* SPDX-License-Identifier: GPL-3.0-or-later */
/* play-fixture.h: the small tower (enemies, items, hero) and the helpers that
 * test-engine-play.c and test-engine-state.c play their rules on. */
#pragma once

#include "tw-test-util.h"

#include <string.h>

/* Enemies (tile 201 + index). */
enum
{
  E_SLIME,
  E_CAPTURE,
  E_BOSS,
  E_STRONG,
  E_CHASER,
  E_PATROL,
  E_ARCHER,
  E_SUMMONER,
  E_KILLER,
  E_RUNNER,
  E_BULLY,
};

static const char *const enemys
    = "{\"slime\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"money\": 3, \"exp\": 2},"
      " \"capturer\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"special\": [27]},"
      " \"boss\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"special\": 27, \"contactBattleOnly\": "
      "true},"
      " \"strong\": {\"hp\": 1000, \"atk\": 1000, \"def\": 1000},"
      " \"chaser\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"timeCost\": 1, \"actType\": "
      "\"chase\"},"
      " \"patroller\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"timeCost\": 1, \"actType\": "
      "\"patrol\","
      "                 \"actArgs\": {\"route\": [[4, 0], [2, 0]]}},"
      " \"archer\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"timeCost\": 2, \"actType\": "
      "\"skill\","
      "              \"actArgs\": {\"kind\": \"ranged\", \"range\": 2, \"damage\": 400}},"
      " \"summoner\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"timeCost\": 3, \"actType\": "
      "\"skill\","
      "                \"actArgs\": {\"kind\": \"summon\", \"enemy\": \"chaser\"}},"
      " \"killer\": {\"hp\": 10000, \"atk\": 200, \"def\": 0, \"special\": [27]},"
      " \"runner\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"special\": [27], \"timeCost\": 1,"
      "              \"actType\": \"patrol\", \"actArgs\": {\"route\": [[2, 0], [4, 0]]}},"
      " \"bully\": {\"hp\": 150, \"atk\": 120, \"def\": 0, \"timeCost\": 1, \"actType\": "
      "\"chase\", \"contactBattleOnly\": true}}";

/* Items (tile 301 + index). */
enum
{
  I_KEY,
  I_GEM,
  I_SKILL1,
  I_SKILL2,
  I_SHIELD,
  I_STACKER,
  I_REPLACER,
  I_FIREBALL,
  I_HEAL,
  I_BOMB,
};

static const char *const items
    = "{\"yellowKey\": {\"cls\": \"tools\"},"
      " \"redGem\": {\"cls\": \"items\", \"itemEffect\": \"core.status.hero.atk += 3\"},"
      " \"skill1\": {\"cls\": \"skillbattle\", \"timeCost\": 3, \"canCancel\": true,"
      "              \"exclusiveGroup\": \"battleSkill\"},"
      " \"skill2\": {\"cls\": \"skillbattle\", \"timeCost\": 2, \"canCancel\": false,"
      "              \"exclusiveGroup\": \"battleSkill\"},"
      " \"shield\": {\"cls\": \"skillupdate\", \"durationBattles\": 2, \"battleTimeCost\": 4,"
      "              \"canCancel\": true, \"effect\": {\"def\": 10}},"
      " \"stacker\": {\"cls\": \"skillupdate\", \"durationBattles\": 2, \"battleTimeCost\": 1,"
      "               \"stackPolicy\": \"stack\", \"canCancel\": false},"
      " \"replacer\": {\"cls\": \"skillupdate\", \"durationBattles\": null, \"stackPolicy\": "
      "\"replace\","
      "                \"canCancel\": true},"
      " \"fireball\": {\"cls\": \"skillremote\", \"timeCost\": 2, \"effect\": {\"damage\": 100, "
      "\"range\": 3}},"
      " \"heal\": {\"cls\": \"skillrecover\", \"timeCost\": 1, \"effect\": {\"heal\": 200}},"
      " \"bomb\": {\"cls\": \"tools\", \"timeCost\": 3, \"useItemEffect\": \"core.status.hero.hp "
      "+= 7\"},"
      " \"charm\": {\"cls\": \"items\", \"itemEffect\": \"core.addFlag('luck', 1)\"}}";

static const char *const hero
    = "{\"hp\": 1000, \"hpmax\": 1100, \"atk\": 100, \"def\": 100, \"mdef\": 0, \"money\": 0, "
      "\"exp\": 0,"
      " \"loc\": {\"x\": 1, \"y\": 1, \"direction\": \"up\"},"
      " \"items\": {\"tools\": {\"yellowKey\": 1, \"bomb\": 1},"
      "            \"skillbattle\": {\"skill1\": 1, \"skill2\": 1},"
      "            \"skillupdate\": {\"shield\": 1, \"stacker\": 1, \"replacer\": 1},"
      "            \"skillremote\": {\"fireball\": 1}, \"skillrecover\": {\"heal\": 1}}}";

typedef struct
{
  TwEngine *engine;
  TtLog *log;
} Run;

static inline Run
run_new (const char *floors)
{
  TwTower *tower = tt_tower (enemys, items, floors, hero);
  Run run = { tw_engine_new (tower), tt_log_new () };

  tw_tower_unref (tower);
  tw_engine_set_event_sink (run.engine, tt_log_sink, run.log, NULL);
  return run;
}

/* A run on the tower JSON @root (taken), built from tt_tower_json. */
static inline Run
run_new_json (json_t *root)
{
  GError *error = NULL;
  TwTower *tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  json_decref (root);
  Run run = { tw_engine_new (tower), tt_log_new () };

  tw_tower_unref (tower);
  tw_engine_set_event_sink (run.engine, tt_log_sink, run.log, NULL);
  return run;
}

static inline void
run_free (Run *run)
{
  tw_engine_free (run->engine);
  tt_log_free (run->log);
}

/* Plays @script; returns the log of the events it caused (owned). */
static inline char *
play (Run *run, const char *script)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) parsed = tw_script_parse (script, -1, NULL, NULL, &error);
  guint i;

  g_assert_no_error (error);
  for (i = 0; i < tw_script_get_n_actions (parsed); i++)
    tw_engine_apply_action (run->engine, tw_script_get_action (parsed, i), NULL);
  return tt_log_take (run->log);
}

static inline gint64
hero_int (TwEngine *engine, const char *key)
{
  json_t *h = tw_engine_dup_hero (engine);
  gint64 v = json_integer_value (json_object_get (h, key));
  json_decref (h);
  return v;
}

static inline gint64
owned (TwEngine *engine, const char *cls, const char *id)
{
  json_t *h = tw_engine_dup_hero (engine);
  gint64 v = json_integer_value (
      json_object_get (json_object_get (json_object_get (h, "items"), cls), id));
  json_decref (h);
  return v;
}

/* A 5x3 room, hero at (1,1). */
#define ROOM(row0, row1, row2) "{\"F0\": {\"map\": [" row0 "," row1 "," row2 "]}}"
#define EMPTY_ROW "[0, 0, 0, 0, 0]"
