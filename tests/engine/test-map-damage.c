/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-map-damage.c: map damage, mota-js 2.10.3's `updateCheckBlock`
 * (project/functions.js) and `checkBlock` (libs/control.js), docs/rules.md
 * §3.11 to §3.16. Each test names the part of the game it follows. */
#include "tw-test-util.h"

#include "engine/tw-map-damage.h"

#include <string.h>

/* Enemies, tile TT_ENEMY (index). */
enum
{
  E_ZONE,
  E_SQUARE,
  E_REPULSE,
  E_LASER,
  E_PINCER,
  E_SLIME,
  E_DIAGONAL,
};

static const char *const enemys
    = "{'wizard': {'hp': 10, 'atk': 0, 'def': 0, 'special': 15, 'zone': 30, 'range': 2},"
      " 'square': {'hp': 10, 'atk': 0, 'def': 0, 'special': [15], 'zone': 7, 'zoneSquare': true},"
      " 'priest': {'hp': 10, 'atk': 0, 'def': 0, 'special': 18, 'repulse': 25},"
      " 'bat': {'hp': 10, 'atk': 0, 'def': 0, 'special': [24], 'laser': 15},"
      " 'king': {'hp': 10, 'atk': 0, 'def': 0, 'special': [16]},"
      " 'slime': {'hp': 10, 'atk': 0, 'def': 0},"
      " 'guard': {'hp': 10, 'atk': 0, 'def': 0, 'special': [18], 'repulse': 5, "
      "'zoneSquare': true}}";

#define LAVA_NET 401
#define AMULET 402

/* A tower of @floors (single quotes for double) with the hero at (x, y):
 * tt_tower_json's, plus a lavaNet tile, values.lavaDamage 50, an amulet
 * and the tower @flags (data.js `flags`, may be NULL). */
static TwEngine *
engine_new (const char *floors, gint x, gint y, gint64 hp, const char *hero_flags,
            const char *flags)
{
  g_autofree char *hero = g_strdup_printf ("{'hp': %" G_GINT64_FORMAT
                                           ", 'atk': 100, 'def': 100, 'loc': {'x': %d, 'y': %d}, "
                                           "'flags': %s}",
                                           hp, x, y, hero_flags ? hero_flags : "{}");
  json_t *e = tt_json_sq (enemys), *f = tt_json_sq (floors), *h = tt_json_sq (hero);
  g_autofree char *es = json_dumps (e, 0), *fs = json_dumps (f, 0), *hs = json_dumps (h, 0);
  json_t *root = tt_tower_json (es, "{\"amulet\": {\"cls\": \"constants\"}}", fs, hs);
  g_autoptr (GError) error = NULL;

  json_object_set_new (
      json_object_get (root, "maps"), "401",
      json_pack ("{s:s, s:s, s:b}", "cls", "animates", "id", "lavaNet", "canPass", TRUE));
  json_object_set_new (json_object_get (root, "maps"), "402",
                       json_pack ("{s:s, s:s}", "cls", "constants", "id", "amulet"));
  json_object_set_new (json_object_get (json_object_get (root, "data"), "values"), "lavaDamage",
                       json_integer (50));
  if (flags)
    json_object_set_new (json_object_get (root, "data"), "flags", tt_json_sq (flags));
  TwTower *tower = tw_tower_new_from_json (root, &error);
  g_assert_no_error (error);
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  json_decref (root);
  json_decref (e);
  json_decref (f);
  json_decref (h);
  return engine;
}

static void
play (TwEngine *engine, const char *script)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TwScript) parsed = tw_script_parse (script, -1, NULL, NULL, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < tw_script_get_n_actions (parsed); i++)
    tw_engine_apply_action (engine, tw_script_get_action (parsed, i), NULL);
}

static gint64
at (TwEngine *engine, gint x, gint y, guint *kinds)
{
  return tw_engine_map_damage_at (engine, x, y, kinds);
}

/* updateCheckBlock `// 领域`: a cross of `range` (here 2) around the enemy
 * takes `zone`; zoneSquare makes it the square; not the enemy's own cell. */
static void
test_zone (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0, 0, 0, 0, 0],"
                                 "                [0, 0, 0, 201, 0, 0, 0],"
                                 "                [0, 0, 0, 0, 0, 0, 202],"
                                 "                [0, 0, 0, 0, 0, 0, 0]]}}",
                                 0, 3, 1000, NULL, NULL);
  guint kinds;

  g_assert_cmpint (at (engine, 3, 1, NULL), ==, 0);
  g_assert_cmpint (at (engine, 1, 1, &kinds), ==, 30);
  g_assert_cmpuint (kinds, ==, TW_MAP_DAMAGE_ZONE);
  g_assert_cmpint (at (engine, 3, 3, NULL), ==, 30);
  g_assert_cmpint (at (engine, 2, 2, NULL), ==, 30);
  g_assert_cmpint (at (engine, 1, 2, NULL), ==, 0); /* |dx| + |dy| = 3 */
  g_assert_cmpint (at (engine, 0, 1, NULL), ==, 0);
  /* The square wizard at (6, 2), range 1: the diagonals too, added up. */
  g_assert_cmpint (at (engine, 5, 3, NULL), ==, 7);
  g_assert_cmpint (at (engine, 5, 1, NULL), ==, 7 + 30);
  /* checkBlock after each step: (1, 3) and (2, 3) are out of reach, (3, 3)
   * takes 30; the frame goes on. */
  play (engine, "move right\nmove right\nmove right\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 1000 - 0 - 30);
  g_assert_false (tw_engine_is_dead (engine));
  tw_engine_free (engine);
}

/* `// 激光`: every other cell of the enemy's row and column. */
static void
test_laser (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0, 0, 0],"
                                 "                [0, 0, 204, 0, 0],"
                                 "                [0, 0, 0, 0, 0]]}}",
                                 0, 0, 1000, NULL, NULL);
  guint kinds;

  g_assert_cmpint (at (engine, 0, 1, &kinds), ==, 15);
  g_assert_cmpuint (kinds, ==, TW_MAP_DAMAGE_LASER);
  g_assert_cmpint (at (engine, 4, 1, NULL), ==, 15);
  g_assert_cmpint (at (engine, 2, 0, NULL), ==, 15);
  g_assert_cmpint (at (engine, 2, 2, NULL), ==, 15);
  g_assert_cmpint (at (engine, 1, 0, NULL), ==, 0);
  g_assert_cmpint (at (engine, 2, 1, NULL), ==, 0);
  play (engine, "move right\nmove right\nmove right\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 1000 - 15);
  tw_engine_free (engine);
}

/* `// 阻击` and control.js `_checkBlock_repulse`: the neighbours take
 * `repulse`; the hero on one pushes the enemy one cell away from him, when
 * that cell is on the map and holds no block. */
static void
test_repulse (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0, 0, 0],"
                                 "                [0, 0, 203, 0, 1],"
                                 "                [0, 0, 0, 0, 0]]}}",
                                 0, 1, 1000, NULL, NULL);
  guint kinds;

  g_assert_cmpint (at (engine, 1, 1, &kinds), ==, 25);
  g_assert_cmpuint (kinds, ==, TW_MAP_DAMAGE_REPULSE | TW_MAP_DAMAGE_PUSH);
  g_assert_cmpint (at (engine, 1, 0, NULL), ==, 0); /* a cross, not the square */
  /* From (1, 1) the priest goes to (3, 1). */
  play (engine, "move right\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 975);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 2, 1), ==, 0);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 3, 1), ==, TT_ENEMY (E_REPULSE));
  /* Behind it now the wall at (4, 1): a hero at (2, 1) takes the damage
   * and pushes nothing. */
  at (engine, 2, 1, &kinds);
  g_assert_cmpuint (kinds, ==, TW_MAP_DAMAGE_REPULSE);
  play (engine, "move right\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 950);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 3, 1), ==, TT_ENEMY (E_REPULSE));
  tw_engine_free (engine);
}

/* `scan2` with zoneSquare: a diagonal neighbour pushes diagonally (no
 * canMoveHero for the diagonals). */
static void
test_repulse_square (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0, 0],"
                                 "                [0, 0, 0, 0],"
                                 "                [0, 0, 207, 0],"
                                 "                [0, 0, 0, 0]]}}",
                                 1, 0, 1000, NULL, NULL);

  play (engine, "move down\n"); /* (1, 1): the guard's up-left neighbour */
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 995);
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 3, 3), ==, TT_ENEMY (E_DIAGONAL));
  g_assert_cmpuint (tw_engine_get_tile (engine, NULL, 2, 2), ==, 0);
  tw_engine_free (engine);
}

/* `// 夹击`: between two blocks of the same pincer enemy, half the hp left
 * after the cell's other damage (floored), when that is more than 1. */
static void
test_pincer (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0, 0, 0],"
                                 "                [205, 0, 205, 0, 206],"
                                 "                [0, 0, 0, 0, 0],"
                                 "                [0, 0, 0, 0, 204]]}}",
                                 1, 0, 1001, NULL, NULL);
  guint kinds;

  /* (1, 1): between the kings; the bat's laser (row 3, column 4) misses it. */
  g_assert_cmpint (at (engine, 1, 1, &kinds), ==, 1001 / 2);
  g_assert_cmpuint (kinds, ==, TW_MAP_DAMAGE_PINCER);
  /* (3, 1): a king and a slime, not a pair. */
  g_assert_cmpint (at (engine, 3, 1, NULL), ==, 0);
  play (engine, "move down\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 1001 - 1001 / 2);
  /* The table follows the hp: 501 now, so 250 there. */
  g_assert_cmpint (at (engine, 1, 1, NULL), ==, 501 / 2);
  tw_engine_free (engine);

  /* With laser damage on the cell too: half of what the laser leaves. */
  engine = engine_new ("{'F0': {'map': [[0, 205, 0],"
                       "                [204, 0, 0],"
                       "                [0, 205, 0]]}}",
                       2, 2, 1000, NULL, NULL);
  g_assert_cmpint (at (engine, 1, 1, NULL), ==, 15 + (1000 - 15) / 2);
  tw_engine_free (engine);

  /* leftHp <= 1: nothing. */
  engine = engine_new ("{'F0': {'map': [[205, 0, 205]]}}", 1, 0, 1, NULL, NULL);
  g_assert_cmpint (at (engine, 1, 0, NULL), ==, 0);
  tw_engine_free (engine);
}

/* The comments' switches: flag:no_zone, no_repulse, no_laser,
 * no_betweenAttack; the amulet against lavaNet (values.lavaDamage). */
static void
test_switches (void)
{
  const char *floors = "{'F0': {'map': [[201, 0, 401, 0, 203],"
                       "                [0, 0, 0, 0, 0],"
                       "                [205, 0, 205, 0, 204]]}}";
  TwEngine *engine = engine_new (floors, 1, 1, 1000, NULL, NULL);

  g_assert_cmpint (at (engine, 2, 0, NULL), ==, 50 + 30);              /* lava, zone */
  g_assert_cmpint (at (engine, 1, 2, NULL), ==, 15 + (1000 - 15) / 2); /* laser, pincer */
  g_assert_cmpint (at (engine, 3, 0, NULL), ==, 25);                   /* repulse */
  tw_engine_free (engine);

  engine = engine_new (floors, 1, 1, 1000,
                       "{'no_zone': true, 'no_repulse': 1, 'no_laser': true, "
                       "'no_betweenAttack': true}",
                       NULL);
  g_assert_cmpint (at (engine, 2, 0, NULL), ==, 50);
  g_assert_cmpint (at (engine, 1, 2, NULL), ==, 0);
  g_assert_cmpint (at (engine, 3, 0, NULL), ==, 0);
  tw_engine_free (engine);

  /* Picking up the amulet takes the lava damage off at once. */
  engine = engine_new ("{'F0': {'map': [[0, 402, 401]]}}", 0, 0, 1000, NULL, NULL);
  g_assert_cmpint (at (engine, 2, 0, NULL), ==, 50);
  play (engine, "move right\nmove right\n");
  g_assert_cmpint (at (engine, 2, 0, NULL), ==, 0);
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 1000);
  tw_engine_free (engine);
}

/* checkBlock: at 0 hp the game is lost (events.lose); canMoveHero refuses
 * the step in the first place unless the tower sets canGoDeadZone. */
static void
test_death_and_dead_zone (void)
{
  const char *floors = "{'F0': {'map': [[0, 0, 201]]}}";
  TwEngine *engine = engine_new (floors, 0, 0, 30, NULL, NULL);

  play (engine, "move right\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 30);
  {
    gint x, y;
    tw_engine_get_hero_loc (engine, &x, &y);
    g_assert_cmpint (x, ==, 0); /* refused: 30 <= 30 */
  }
  tw_engine_free (engine);

  engine = engine_new (floors, 0, 0, 30, NULL, "{'canGoDeadZone': true}");
  play (engine, "move right\nmove left\n");
  g_assert_true (tw_engine_is_dead (engine));
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 0);
  {
    gint x, y;
    tw_engine_get_hero_loc (engine, &x, &y);
    g_assert_cmpint (x, ==, 1); /* the step was taken, then nothing more */
  }
  tw_engine_free (engine);
}

/* maps.js `_canMoveDirectly_checkNextPoint`: a direct move goes round the
 * cells with map damage. */
static void
test_move_directly (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0],"
                                 "                [0, 0, 1],"
                                 "                [0, 0, 0],"
                                 "                [0, 0, 1],"
                                 "                [1, 0, 0],"
                                 "                [0, 0, 0]]}}",
                                 0, 0, 1000, NULL, NULL);
  gint x, y;

  play (engine, "moveto 2 2\n");
  tw_engine_get_hero_loc (engine, &x, &y);
  g_assert_cmpint (x * 10 + y, ==, 22);
  tw_engine_free (engine);

  /* A zone wizard at (0, 5), range 2: the way down the left column is
   * hurt from (0, 3) on, the right column is clear down to (2, 4). */
  engine = engine_new ("{'F0': {'map': [[0, 0, 0],"
                       "                [0, 1, 0],"
                       "                [0, 1, 0],"
                       "                [0, 1, 0],"
                       "                [0, 1, 0],"
                       "                [201, 0, 0]]}}",
                       0, 0, 1000, NULL, NULL);
  g_assert_cmpint (at (engine, 2, 5, NULL), ==, 30);
  play (engine, "moveto 2 4\n");
  tw_engine_get_hero_loc (engine, &x, &y);
  g_assert_cmpint (x * 10 + y, ==, 24); /* round by the top: (2, 4) is clear */
  play (engine, "moveto 0 0\nmoveto 0 4\n");
  tw_engine_get_hero_loc (engine, &x, &y);
  g_assert_cmpint (x * 10 + y, ==, 0); /* (0, 3) and (0, 4) are in the zone */
  tw_engine_free (engine);
}

/* The table is made once per change of its inputs, not per query. */
static void
test_cache (void)
{
  TwEngine *engine = engine_new ("{'F0': {'map': [[0, 0, 0, 0, 0],"
                                 "                [205, 0, 205, 0, 201]]}}",
                                 1, 0, 1000, NULL, NULL);
  gint64 before;

  at (engine, 0, 0, NULL);
  before = tw_engine_get_map_damage_computations (engine);
  for (gint i = 0; i < 100; i++)
    at (engine, i % 5, i % 2, NULL);
  g_assert_cmpint (tw_engine_get_map_damage_computations (engine), ==, before);
  /* A block removed: made again, and the zone is gone. */
  tw_engine_remove_block (engine, NULL, 4, 1);
  g_assert_cmpint (at (engine, 3, 1, NULL), ==, 0);
  g_assert_cmpint (tw_engine_get_map_damage_computations (engine), ==, before + 1);
  /* The hp changed (pincer halves it): made again. */
  play (engine, "move down\n");
  g_assert_cmpint (tw_engine_get_hero_hp (engine), ==, 500);
  g_assert_cmpint (at (engine, 1, 1, NULL), ==, 250);
  tw_engine_free (engine);
}

static char *
read_source (const char *relative)
{
  g_autofree char *path = g_build_filename (g_getenv ("TW_SOURCE_ROOT"), relative, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The tower's own updateCheckBlock is told from 2.10.3's and 2.6.1's
 * (docs/rules.md §3.16): the vendored files are the stock ones, whitespace
 * aside; one changed figure is the tower's own. */
static void
test_rule_of_text (void)
{
  g_autofree char *stock = read_source ("tests/game/mota-js-2.10.3/project/functions.js");
  g_autofree char *old = read_source ("tests/game/mota-js-2.6.1/project/functions.js");

  g_assert_cmpint (tw_map_damage_rule_of_text (NULL), ==, TW_MAP_DAMAGE_RULE_NONE);
  g_assert_cmpint (tw_map_damage_rule_of_text ("var x = {};"), ==, TW_MAP_DAMAGE_RULE_NONE);
  g_assert_cmpint (tw_map_damage_rule_of_text (stock), ==, TW_MAP_DAMAGE_RULE_STOCK);
  g_assert_cmpint (tw_map_damage_rule_of_text (old), ==, TW_MAP_DAMAGE_RULE_STOCK_2_6);
  g_autoptr (GString) old_changed = g_string_new (old);
  g_assert_cmpuint (
      g_string_replace (old_changed, "type[currloc] = \"领域伤害\"", "type[currloc] = \"zone\"", 1),
      ==, 1);
  g_assert_cmpint (tw_map_damage_rule_of_text (old_changed->str), ==, TW_MAP_DAMAGE_RULE_OWN);

  g_autoptr (GString) spaced = g_string_new (stock);
  g_string_replace (spaced, "var damage = {},", "var   damage =\n\t{},", 1);
  g_assert_cmpint (tw_map_damage_rule_of_text (spaced->str), ==, TW_MAP_DAMAGE_RULE_STOCK);

  g_autoptr (GString) changed = g_string_new (stock);
  g_assert_cmpuint (
      g_string_replace (changed, "Math.floor(leftHp / 2)", "Math.ceil(leftHp / 2)", 1), ==, 1);
  g_assert_cmpint (tw_map_damage_rule_of_text (changed->str), ==, TW_MAP_DAMAGE_RULE_OWN);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-damage/zone", test_zone);
  g_test_add_func ("/map-damage/laser", test_laser);
  g_test_add_func ("/map-damage/repulse", test_repulse);
  g_test_add_func ("/map-damage/repulse-square", test_repulse_square);
  g_test_add_func ("/map-damage/pincer", test_pincer);
  g_test_add_func ("/map-damage/switches", test_switches);
  g_test_add_func ("/map-damage/death-and-dead-zone", test_death_and_dead_zone);
  g_test_add_func ("/map-damage/move-directly", test_move_directly);
  g_test_add_func ("/map-damage/cache", test_cache);
  g_test_add_func ("/map-damage/rule-of-text", test_rule_of_text);
  return g_test_run ();
}
