/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-tower.c: a random map-turn tower drawn from a seed (gen-tower.h).
 *
 * Everything is drawn from one GRand seeded with the seed, in a fixed
 * order, so that a seed always gives the same tower. The tiles are the
 * sample's own (their numbers read from its maps.js), the enemies and the
 * skill items are sample ids whose definitions are replaced. */
#include "tests/check/gen-tower-private.h"

#include <string.h>

GQuark
tw_gen_error_quark (void)
{
  return g_quark_from_static_string ("tw-gen-error-quark");
}

/* Plain 32x32 enemies of the sample (no faceIds, no big image), whatever
 * their stock stats: the generator gives them new ones. */
static const char *const enemy_ids[] = {
  "greenSlime", "redSlime",   "blackSlime",      "slimelord", "bat",          "bigBat",
  "redBat",     "skeleton",   "skeletonCaptain", "zombie",    "zombieKnight", "rock",
  "bluePriest", "redPriest",  "swordsman",       "soldier",   "yellowKnight", "redKnight",
  "darkKnight", "blueKnight", "ghostSoldier",
};

/* Items made skills: none of them is read by the sample's code (functions.js
 * and libs/ test hasItem of coin, cross, amulet, book, fly, skill1,
 * pickaxe, bomb, centerFly, which would change the game's own rules). */
static const char *const skill_item_ids[] = {
  "hammer", "dagger", "wand", "pack", "lifeWand", "jumpShoes",
};

static const char *const skill_classes[]
    = { "skillupdate", "skillbattle", "skillremote", "skillrecover" };

/* Battle specials the sample's getDamageInfo computes and the engine
 * plays (docs/rules.md §3.1, §3.2); 27 (capture) is drawn on its own. */
static const int battle_specials[] = { 1, 2, 3, 4, 5, 7, 8, 9 };

char *
tw_gen_template_dir (void)
{
  const char *root = g_getenv ("TW_SOURCE_ROOT");
  return g_build_filename (root != NULL ? root : TW_GEN_SOURCE_ROOT, "tests", "game",
                           "mota-js-2.10.3", NULL);
}

int
gen_range (GenTower *t, int lo, int hi)
{
  return g_rand_int_range (t->rand, lo, hi + 1);
}

gboolean
gen_chance (GenTower *t, int percent)
{
  return g_rand_int_range (t->rand, 0, 100) < percent;
}

static void
shuffle (GenTower *t, const char **ids, int n)
{
  for (int i = n - 1; i > 0; i--)
    {
      int j = gen_range (t, 0, i);
      const char *swap = ids[i];
      ids[i] = ids[j];
      ids[j] = swap;
    }
}

/* ---- tiles ------------------------------------------------------------ */

static gboolean
load_maps (GenTower *t, GError **error)
{
  g_autofree char *path = g_build_filename (t->template_dir, "project", "maps.js", NULL);
  const char *number;
  json_t *tile;

  t->maps = gen_load_data_file (path, NULL, error);
  if (t->maps == NULL)
    return FALSE;
  t->numbers = g_hash_table_new (g_str_hash, g_str_equal);
  json_object_foreach (t->maps, number, tile)
  {
    const char *id = json_string_value (json_object_get (tile, "id"));
    if (id != NULL)
      g_hash_table_insert (t->numbers, (gpointer)id,
                           GUINT_TO_POINTER ((guint)g_ascii_strtoull (number, NULL, 10)));
  }
  return TRUE;
}

guint32
gen_tile (const GenTower *t, const char *id)
{
  guint32 tile = GPOINTER_TO_UINT (g_hash_table_lookup (t->numbers, id));
  g_assert (tile != 0); /* every id the generator uses is in the sample's maps.js */
  return tile;
}

static json_t *
tile_entry (const GenTower *t, guint32 tile)
{
  char number[16];
  g_snprintf (number, sizeof number, "%u", tile);
  return json_object_get (t->maps, number);
}

const char *
gen_door_key (const GenTower *t, guint32 tile)
{
  json_t *keys = json_object_get (json_object_get (tile_entry (t, tile), "doorInfo"), "keys");
  void *iter = json_object_iter (keys);
  return iter != NULL ? json_object_iter_key (iter) : NULL;
}

GenKind
gen_tile_kind (const GenTower *t, guint32 tile)
{
  if (tile == 0)
    return GEN_EMPTY;
  json_t *entry = tile_entry (t, tile);
  const char *cls = json_string_value (json_object_get (entry, "cls"));
  const char *id = json_string_value (json_object_get (entry, "id"));
  if (g_strcmp0 (cls, "items") == 0)
    return GEN_ITEM;
  if (g_strcmp0 (cls, "enemys") == 0)
    return GEN_ENEMY;
  if (g_strcmp0 (id, "upFloor") == 0 || g_strcmp0 (id, "downFloor") == 0)
    return GEN_STAIRS;
  if (gen_door_key (t, tile) != NULL)
    return GEN_DOOR;
  return GEN_WALL; /* the yellowWall, and anything else the generator does not place */
}

/* ---- floors ----------------------------------------------------------- */

static guint32 *
cell (GenFloor *f, int x, int y)
{
  return &f->map[y * f->width + x];
}

static gboolean
on_floor (const GenFloor *f, int x, int y)
{
  return x >= 0 && y >= 0 && x < f->width && y < f->height;
}

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

/* TRUE when the cells that are not walls form one 4-connected area: the
 * walls never cut a floor in two (doors, enemies and items may). */
static gboolean
open_cells_connected (GenTower *t, GenFloor *f)
{
  guint32 wall = gen_tile (t, "yellowWall");
  int n = f->width * f->height, open = 0, seen = 0, start = -1;
  g_autofree int *queue = g_new (int, n);
  g_autofree gboolean *visited = g_new0 (gboolean, n);
  int head = 0, tail = 0;

  for (int i = 0; i < n; i++)
    if (f->map[i] != wall)
      open++, start = start < 0 ? i : start;
  if (start < 0)
    return FALSE;
  queue[tail++] = start;
  visited[start] = TRUE;
  while (head < tail)
    {
      int i = queue[head++], x = i % f->width, y = i / f->width;
      seen++;
      for (int d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d], ni = ny * f->width + nx;
          if (on_floor (f, nx, ny) && !visited[ni] && f->map[ni] != wall)
            visited[ni] = TRUE, queue[tail++] = ni;
        }
    }
  return seen == open;
}

/* Walls on a share of the cells, each one kept only if the floor stays
 * connected. */
static void
draw_walls (GenTower *t, GenFloor *f)
{
  guint32 wall = gen_tile (t, "yellowWall");
  int n = f->width * f->height, share = gen_range (t, 15, 35);
  g_autofree int *order = g_new (int, n);

  for (int i = 0; i < n; i++)
    order[i] = i;
  for (int i = n - 1; i > 0; i--)
    {
      int j = gen_range (t, 0, i), swap = order[i];
      order[i] = order[j], order[j] = swap;
    }
  for (int i = 0; i < n; i++)
    {
      if (!gen_chance (t, share))
        continue;
      f->map[order[i]] = wall;
      if (!open_cells_connected (t, f))
        f->map[order[i]] = 0;
    }
}

/* A random empty cell of @f that is not the hero's start, matching @want
 * (may be NULL); FALSE when there is none. */
static gboolean
pick_empty (GenTower *t, int floor, gboolean (*want) (GenTower *, GenFloor *, int, int), int *x,
            int *y)
{
  GenFloor *f = &t->floors[floor];
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));

  for (int i = 0; i < f->width * f->height; i++)
    {
      int cx = i % f->width, cy = i / f->width;
      if (f->map[i] != 0 || (floor == 0 && cx == t->hero.x && cy == t->hero.y))
        continue;
      if (want == NULL || want (t, f, cx, cy))
        g_array_append_val (cells, i);
    }
  if (cells->len == 0)
    return FALSE;
  int i = g_array_index (cells, int, gen_range (t, 0, (int)cells->len - 1));
  *x = i % f->width;
  *y = i / f->width;
  return TRUE;
}

static gboolean
put (GenTower *t, int floor, const char *id, gboolean (*want) (GenTower *, GenFloor *, int, int))
{
  int x, y;
  if (!pick_empty (t, floor, want, &x, &y))
    return FALSE;
  *cell (&t->floors[floor], x, y) = gen_tile (t, id);
  return TRUE;
}

static gboolean
blocked (GenTower *t, GenFloor *f, int x, int y)
{
  return !on_floor (f, x, y) || gen_tile_kind (t, *cell (f, x, y)) == GEN_WALL;
}

/* A corridor cell, walled (or at the edge) on two opposite sides and open
 * on the other two: where a door closes a way. */
static gboolean
is_corridor (GenTower *t, GenFloor *f, int x, int y)
{
  gboolean walled_across = blocked (t, f, x - 1, y) && blocked (t, f, x + 1, y);
  gboolean walled_along = blocked (t, f, x, y - 1) && blocked (t, f, x, y + 1);
  gboolean open_across = !blocked (t, f, x - 1, y) && !blocked (t, f, x + 1, y);
  gboolean open_along = !blocked (t, f, x, y - 1) && !blocked (t, f, x, y + 1);
  return (walled_across && open_along) || (walled_along && open_across);
}

static void
add_stairs (GenTower *t, int floor, const char *tile, int target, const char *landing)
{
  GenFloor *f = &t->floors[floor];
  int x, y;
  if (!pick_empty (t, floor, NULL, &x, &y))
    return;
  *cell (f, x, y) = gen_tile (t, tile);
  g_autofree char *key = g_strdup_printf ("%d,%d", x, y);
  json_object_set_new (f->change_floor, key,
                       json_pack ("{s:s, s:s}", "floorId", t->floors[target].id, "stair", landing));
}

static void
new_floor (GenTower *t, int i)
{
  GenFloor *f = &t->floors[i];
  g_snprintf (f->id, sizeof f->id, "MT%d", i + 1);
  f->width = gen_range (t, 7, 13);
  f->height = gen_range (t, 7, 13);
  f->map = g_new0 (guint32, f->width * f->height);
  f->change_floor = json_object ();
  draw_walls (t, f);
}

/* Doors in corridors, each with its key on this floor or one below (or,
 * for a yellow one, sometimes in the hero's hands). */
static void
add_doors (GenTower *t, int floor)
{
  static const char *const doors[]
      = { "yellowDoor", "yellowDoor", "yellowDoor", "blueDoor", "redDoor" };
  static const char *const keys[] = { "yellowKey", "yellowKey", "yellowKey", "blueKey", "redKey" };
  int n = gen_range (t, 0, 2);

  for (int i = 0; i < n; i++)
    {
      int kind = gen_range (t, 0, G_N_ELEMENTS (doors) - 1);
      if (!put (t, floor, doors[kind], is_corridor) && !put (t, floor, doors[kind], NULL))
        return;
      if (kind < 3 && gen_chance (t, 25))
        t->hero.yellow_keys++;
      else
        put (t, gen_range (t, 0, floor), keys[kind], NULL);
    }
}

static void
add_items (GenTower *t, int floor)
{
  static const char *const items[] = {
    "redPotion", "redPotion", "redPotion", "bluePotion", "bluePotion", "yellowPotion",
    "redGem",    "redGem",    "blueGem",   "blueGem",    "greenGem",   "yellowKey",
  };
  GenFloor *f = &t->floors[floor];
  int n = 2 + f->width * f->height / 35;
  for (int i = 0; i < n; i++)
    put (t, floor, items[gen_range (t, 0, G_N_ELEMENTS (items) - 1)], NULL);
}

/* ---- enemies ---------------------------------------------------------- */

/* Stats against the starting hero: most can be beaten for a share of his hp,
 * a few (the bosses) not at the start. */
static void
draw_enemy_stats (GenTower *t, json_t *def)
{
  int hp, atk, edef;
  if (gen_chance (t, 12))
    {
      hp = gen_range (t, 600, 2000);
      atk = t->hero.def + gen_range (t, 60, 200);
      edef = MAX (0, t->hero.atk - gen_range (t, -8, 10));
    }
  else
    {
      edef = gen_range (t, 0, t->hero.atk * 3 / 4);
      int per = t->hero.atk - edef, turns = gen_range (t, 1, 6);
      hp = per * turns - gen_range (t, 0, per - 1);
      atk = MAX (0, t->hero.def + gen_range (t, -10, 45));
    }
  json_object_set_new (def, "hp", json_integer (hp));
  json_object_set_new (def, "atk", json_integer (atk));
  json_object_set_new (def, "def", json_integer (edef));
  json_object_set_new (def, "money", json_integer (gen_range (t, 0, 12)));
  json_object_set_new (def, "exp", json_integer (gen_range (t, 0, 3)));
  json_object_set_new (def, "point", json_integer (0));
}

/* 0, one number or a list, as the sample writes them. A solid enemy (3)
 * takes one hp a hit, so it gets few hp. */
static void
draw_specials (GenTower *t, json_t *def)
{
  json_t *list = json_array ();
  if (gen_chance (t, 40))
    {
      int special = battle_specials[gen_range (t, 0, G_N_ELEMENTS (battle_specials) - 1)];
      json_array_append_new (list, json_integer (special));
      if (special == 3)
        json_object_set_new (def, "hp", json_integer (gen_range (t, 2, 8)));
    }
  if (gen_chance (t, 20))
    json_array_append_new (list, json_integer (27));
  if (json_array_size (list) == 0)
    json_object_set_new (def, "special", json_integer (0));
  else if (json_array_size (list) == 1 && gen_chance (t, 50))
    json_object_set (def, "special", json_array_get (list, 0));
  else
    json_object_set (def, "special", list);
  json_decref (list);
}

static int
draw_priority (GenTower *t)
{
  int r = gen_range (t, 0, 99);
  return r < 15 ? -1 : r < 60 ? 0 : r < 85 ? 1 : 2;
}

/* timeCost, actType, actArgs (a patrol's route and a summon's enemy come
 * later), priority, contactBattleOnly: docs/rules.md §7, §10.1. On a stock
 * tower every timeCost is 0, which leaves the other fields inert
 * (docs/rules.md §1.6), so they are drawn all the same; contactBattleOnly
 * is not, as it changes the capture rules (§3.9). */
static void
draw_map_turn (GenTower *t, GenEnemy *e)
{
  static const char *const acts[] = { "chase", "chase", "patrol", "skill", "skill", "idle" };
  gboolean stock = (t->flags & TW_GEN_NO_MAPTURN) != 0;
  const char *act = acts[gen_range (t, 0, G_N_ELEMENTS (acts) - 1)];
  int time_cost = gen_chance (t, 25) ? 0 : gen_range (t, 1, 6);
  int priority = draw_priority (t);

  json_object_set_new (e->def, "timeCost", json_integer (stock ? 0 : time_cost));
  json_object_set_new (e->def, "actType", json_string (act));
  if (g_str_equal (act, "chase") && gen_chance (t, 50))
    json_object_set_new (e->def, "actArgs", json_pack ("{s:i}", "range", gen_range (t, 2, 6)));
  else if (g_str_equal (act, "patrol"))
    e->home = gen_range (t, 0, t->n_floors - 1);
  else if (g_str_equal (act, "skill"))
    json_object_set_new (e->def, "actArgs",
                         json_pack ("{s:s, s:i, s:i}", "kind", "ranged", "range",
                                    gen_range (t, 1, 4), "damage", gen_range (t, 5, 40)));
  if (priority != 0)
    json_object_set_new (e->def, "priority", json_integer (priority));
  if (!stock && gen_chance (t, 12))
    json_object_set_new (e->def, "contactBattleOnly", json_true ());
}

static const char *
act_type (const GenEnemy *e)
{
  return json_string_value (json_object_get (e->def, "actType"));
}

/* A third of the skill enemies summon another enemy of the tower instead of
 * shooting; never a patrol, whose route is on its own floor. */
static void
draw_summons (GenTower *t)
{
  for (int i = 0; i < t->n_enemies; i++)
    {
      GenEnemy *e = &t->enemies[i];
      int j = gen_range (t, 0, t->n_enemies - 1);
      if (!g_str_equal (act_type (e), "skill") || !gen_chance (t, 35) || j == i
          || g_str_equal (act_type (&t->enemies[j]), "patrol"))
        continue;
      json_object_set_new (e->def, "actArgs",
                           json_pack ("{s:s, s:s}", "kind", "summon", "enemy", t->enemies[j].id));
    }
}

static void
draw_enemies (GenTower *t, const char **ids)
{
  t->n_enemies = gen_range (t, 2, GEN_MAX_ENEMIES);
  for (int i = 0; i < t->n_enemies; i++)
    {
      GenEnemy *e = &t->enemies[i];
      e->id = ids[i];
      e->tile = gen_tile (t, e->id);
      e->home = -1;
      e->def = json_object ();
      draw_enemy_stats (t, e->def);
      draw_specials (t, e->def);
      draw_map_turn (t, e);
    }
  draw_summons (t);
}

static gboolean
away_from_hero (GenTower *t, GenFloor *f, int x, int y)
{
  return f != &t->floors[0] || ABS (x - t->hero.x) + ABS (y - t->hero.y) > 1;
}

static void
place_enemy (GenTower *t, int floor, const GenEnemy *e)
{
  int x, y;
  if (pick_empty (t, floor, away_from_hero, &x, &y))
    *cell (&t->floors[floor], x, y) = e->tile;
}

/* One of each enemy on its floor (a patrol on its home), then more, a
 * floor's worth, of those that may stand there. */
static void
place_enemies (GenTower *t)
{
  for (int i = 0; i < t->n_enemies; i++)
    {
      const GenEnemy *e = &t->enemies[i];
      place_enemy (t, e->home >= 0 ? e->home : gen_range (t, 0, t->n_floors - 1), e);
    }
  for (int floor = 0; floor < t->n_floors; floor++)
    {
      GenFloor *f = &t->floors[floor];
      int n = 1 + f->width * f->height / 40;
      for (int k = 0; k < n; k++)
        {
          const GenEnemy *e = &t->enemies[gen_range (t, 0, t->n_enemies - 1)];
          if (e->home < 0 || e->home == floor)
            place_enemy (t, floor, e);
        }
    }
}

/* A patrol's route: 2 to 4 empty cells of its floor. */
static void
draw_routes (GenTower *t)
{
  for (int i = 0; i < t->n_enemies; i++)
    {
      GenEnemy *e = &t->enemies[i];
      if (e->home < 0)
        continue;
      json_t *route = json_array ();
      int n = gen_range (t, 2, 4), x, y;
      for (int k = 0; k < n; k++)
        if (pick_empty (t, e->home, NULL, &x, &y))
          json_array_append_new (route, json_pack ("[i, i]", x, y));
      json_object_set_new (e->def, "actArgs", json_pack ("{s:o}", "route", route));
    }
}

/* ---- skills ----------------------------------------------------------- */

/* The fields of a skill of @cls (docs/rules.md §4.1), only those its class
 * reads (another class's field is a validation warning, §4.2). */
static json_t *
draw_skill_fields (GenTower *t, const char *cls)
{
  static const char *const policies[] = { "refresh", "stack", "replace" };
  if (g_str_equal (cls, "skillupdate"))
    return json_pack (
        "{s:i, s:b, s:o, s:i, s:s, s:{s:i, s:i}}", "timeCost", 0, "canCancel", gen_chance (t, 70),
        "durationBattles", gen_chance (t, 40) ? json_null () : json_integer (gen_range (t, 1, 3)),
        "battleTimeCost", gen_range (t, 0, 3), "stackPolicy", policies[gen_range (t, 0, 2)],
        "effect", "atk", gen_range (t, 0, 15), "def", gen_range (t, 1, 15));
  if (g_str_equal (cls, "skillbattle"))
    return json_pack ("{s:i, s:b, s:s, s:{s:i}}", "timeCost", gen_range (t, 1, 4), "canCancel",
                      gen_chance (t, 70), "exclusiveGroup", "battleSkill", "effect", "atk",
                      gen_range (t, 5, 25));
  if (g_str_equal (cls, "skillremote"))
    return json_pack ("{s:i, s:{s:i, s:i}}", "timeCost", gen_range (t, 1, 3), "effect", "damage",
                      gen_range (t, 20, 120), "range", gen_range (t, 1, 4));
  return json_pack ("{s:i, s:{s:i}}", "timeCost", gen_range (t, 1, 3), "effect", "heal",
                    gen_range (t, 50, 300));
}

static void
draw_skills (GenTower *t)
{
  const char *ids[G_N_ELEMENTS (skill_item_ids)];
  const char *classes[G_N_ELEMENTS (skill_classes)];

  if (t->flags & TW_GEN_NO_MAPTURN)
    return;
  memcpy (ids, skill_item_ids, sizeof ids);
  memcpy (classes, skill_classes, sizeof classes);
  shuffle (t, ids, G_N_ELEMENTS (ids));
  shuffle (t, classes, G_N_ELEMENTS (classes));
  t->n_skills = gen_range (t, 2, GEN_MAX_SKILLS);
  for (int i = 0; i < t->n_skills; i++)
    {
      t->skills[i].id = ids[i];
      t->skills[i].cls = classes[i];
      t->skills[i].fields = draw_skill_fields (t, classes[i]);
    }
}

/* ---- the tower -------------------------------------------------------- */

static void
draw_hero (GenTower *t)
{
  t->hero.hp = 50 * gen_range (t, 8, 30);
  t->hero.atk = gen_range (t, 20, 60);
  t->hero.def = gen_range (t, 10, 40);
  t->hero.mdef = gen_chance (t, 50) ? 0 : gen_range (t, 1, 20);
}

static void
draw_tower (GenTower *t)
{
  const char *ids[G_N_ELEMENTS (enemy_ids)];

  draw_hero (t);
  t->n_floors = gen_range (t, 1, GEN_MAX_FLOORS);
  t->hero.x = t->hero.y = -1;
  for (int i = 0; i < t->n_floors; i++)
    new_floor (t, i);
  /* Stairs first: a floor without an empty cell left would have none. */
  for (int i = 0; i + 1 < t->n_floors; i++)
    {
      add_stairs (t, i, "upFloor", i + 1, "downFloor");
      add_stairs (t, i + 1, "downFloor", i, "upFloor");
    }
  pick_empty (t, 0, NULL, &t->hero.x, &t->hero.y);
  for (int i = 0; i < t->n_floors; i++)
    add_doors (t, i);
  for (int i = 0; i < t->n_floors; i++)
    add_items (t, i);
  memcpy (ids, enemy_ids, sizeof ids);
  shuffle (t, ids, G_N_ELEMENTS (ids));
  draw_enemies (t, ids);
  place_enemies (t);
  draw_routes (t);
  draw_skills (t);
}

static void
gen_tower_clear (GenTower *t)
{
  for (int i = 0; i < t->n_floors; i++)
    {
      g_free (t->floors[i].map);
      json_decref (t->floors[i].change_floor);
    }
  for (int i = 0; i < t->n_enemies; i++)
    json_decref (t->enemies[i].def);
  for (int i = 0; i < t->n_skills; i++)
    json_decref (t->skills[i].fields);
  g_clear_pointer (&t->numbers, g_hash_table_unref);
  g_clear_pointer (&t->maps, json_decref);
  g_clear_pointer (&t->rand, g_rand_free);
  g_free (t->template_dir);
}

gboolean
tw_gen_tower_full (guint32 seed, const char *out_dir, TwGenFlags flags, GError **error)
{
  GenTower t = { .seed = seed, .flags = flags };
  gboolean ok;

  g_return_val_if_fail (out_dir != NULL, FALSE);
  t.rand = g_rand_new_with_seed (seed);
  t.template_dir = tw_gen_template_dir ();
  ok = load_maps (&t, error);
  if (ok)
    {
      draw_tower (&t);
      ok = gen_copy_template (&t, out_dir, error) && gen_write_project (&t, out_dir, error)
           && gen_write_moves (&t, out_dir, error);
    }
  gen_tower_clear (&t);
  return ok;
}

gboolean
tw_gen_tower (guint32 seed, const char *out_dir, GError **error)
{
  return tw_gen_tower_full (seed, out_dir, TW_GEN_DEFAULT, error);
}
