/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-damage.c: map damage, mota-js 2.10.3's `updateCheckBlock`
 * (project/functions.js) and `checkBlock` (libs/control.js), docs/rules.md
 * §3.11 to §3.16.
 *
 * The game keeps `core.status.checkBlock`, a table of the current floor's
 * cells (damage, its kinds, the repulse enemies each cell pushes), made again
 * at every `updateStatusBar`. Here the table is made when asked and kept
 * until one of its inputs changes: the floor's blocks (a copy is kept and
 * compared, so that no path that changes a cell can forget to say so), the
 * hero's numbers (pincer halves the hp), the flags that turn a kind off, the
 * amulet, and what setEnemy changed. A query is then a comparison and a
 * look-up, never a walk over the enemies.
 */
#include "engine/tw-map-damage.h"

#include "engine/tw-engine-battle.h"
#include "engine/tw-tower-events-private.h"
#include "engine/tw-tower-events.h"

#include <math.h>
#include <string.h>

enum
{
  SPECIAL_ZONE = 15,
  SPECIAL_PINCER = 16,
  SPECIAL_REPULSE = 18,
  SPECIAL_LASER = 24,
};

/* The flags and items that turn a kind off (updateCheckBlock's comments:
 * "flag:no_zone 设为true" ...), one bit each. */
enum
{
  OFF_ZONE = 1 << 0,
  OFF_REPULSE = 1 << 1,
  OFF_LASER = 1 << 2,
  OFF_PINCER = 1 << 3,
  OFF_LAVA = 1 << 4,     /* the hero owns the amulet */
  DEAD_ZONE_OK = 1 << 5, /* flags.canGoDeadZone (the tower's, data.js) */
  PINCER_MAX = 1 << 6,   /* flags.betweenAttackMax */
};

/* One repulse entry: the hero on @cell pushes the enemy at (x, y) one cell
 * by (dx, dy) (updateCheckBlock's `repulse[loc]`, [x, y, id, rdir]). */
typedef struct
{
  gint32 cell;
  gint16 x, y;
  gint8 dx, dy;
} Push;

struct _TwMapDamage
{
  gboolean valid;
  /* The inputs the table was made from. */
  gint floor;
  gsize n;
  guint32 *tiles;
  guint8 *hidden; /* n bytes: zeros when the floor hides nothing */
  gint64 hp, atk, def, mdef;
  guint bits;
  guint64 enemy_version;
  /* The table. */
  gint64 *damage;
  guint8 *kinds;
  guint8 *pincer_cells; /* scratch: the cells next to a pincer enemy */
  GArray *pushes;       /* Push, in block order */
  gint64 computations;
  /* Whether the tower has anything that makes map damage (an enemy with
   * 15, 16, 18 or 24, a lavaNet tile), as of @sources_version. */
  gboolean sources;
  guint64 sources_version;
};

typedef struct _TwMapDamage TwMapDamage;

/* --- inputs ------------------------------------------------------------------ */

/* JavaScript's truthiness of a JSON value. */
static gboolean
js_truthy (json_t *v)
{
  if (v == NULL || json_is_null (v) || json_is_false (v))
    return FALSE;
  if (json_is_number (v))
    return json_number_value (v) != 0 && !isnan (json_number_value (v));
  if (json_is_string (v))
    return json_string_length (v) > 0;
  return TRUE;
}

/* mota-js `hasFlag`: the run's value, else the starting hero's. */
static gboolean
has_flag (TwEngine *self, const char *name)
{
  json_t *run = self->tev ? self->tev->flags : self->script_flags;
  json_t *v = run ? json_object_get (run, name) : NULL;

  if (v == NULL)
    v = json_object_get (json_object_get (self->hero.rest, "flags"), name);
  return js_truthy (v);
}

/* The tower keeps mota-js 2.6.1's own updateCheckBlock: the figures are
 * each enemy's `value`, repulse is turned off by flag:no_snipe, and the
 * lava net by the shoes (2.6.1 project/functions.js). */
static gboolean
rule_2_6 (TwEngine *self)
{
  return tw_tower_get_map_damage_rule (self->tower) == TW_MAP_DAMAGE_RULE_STOCK_2_6;
}

static guint
input_bits (TwEngine *self)
{
  json_t *tower_flags = tw_tower_get_flags (self->tower);
  gboolean v26 = rule_2_6 (self);
  guint bits = 0;

  if (has_flag (self, "no_zone"))
    bits |= OFF_ZONE;
  if (has_flag (self, v26 ? "no_snipe" : "no_repulse"))
    bits |= OFF_REPULSE;
  if (has_flag (self, "no_laser"))
    bits |= OFF_LASER;
  if (has_flag (self, "no_betweenAttack"))
    bits |= OFF_PINCER;
  if (tw_engine_hero_owns (self, v26 ? "shoes" : "amulet"))
    bits |= OFF_LAVA;
  if (js_truthy (json_object_get (tower_flags, "canGoDeadZone")))
    bits |= DEAD_ZONE_OK;
  if (js_truthy (json_object_get (tower_flags, "betweenAttackMax")))
    bits |= PINCER_MAX;
  return bits;
}

/* --- the cache ---------------------------------------------------------------- */

void
tw_engine_map_damage_free (TwEngine *self)
{
  TwMapDamage *md = self->map_damage;

  if (md == NULL)
    return;
  g_free (md->tiles);
  g_free (md->hidden);
  g_free (md->damage);
  g_free (md->kinds);
  g_free (md->pincer_cells);
  g_array_unref (md->pushes);
  g_free (md);
  self->map_damage = NULL;
}

static void
resize (TwMapDamage *md, gsize n)
{
  if (md->n == n)
    return;
  md->n = n;
  md->tiles = g_renew (guint32, md->tiles, n);
  md->hidden = g_renew (guint8, md->hidden, n);
  md->damage = g_renew (gint64, md->damage, n);
  md->kinds = g_renew (guint8, md->kinds, n);
  md->pincer_cells = g_renew (guint8, md->pincer_cells, n);
  md->valid = FALSE;
}

/* Whether the table still holds for @fs and the hero now. */
static gboolean
inputs_same (TwEngine *self, TwMapDamage *md, const TwFloorState *fs, guint bits)
{
  gsize n = md->n;

  if (!md->valid || md->floor != self->cur || md->bits != bits || md->hp != self->hero.hp)
    return FALSE;
  if ((bits & PINCER_MAX)
      && (md->atk != self->hero.atk || md->def != self->hero.def || md->mdef != self->hero.mdef))
    return FALSE;
  if (self->tev && self->tev->enemy_version != md->enemy_version)
    return FALSE;
  if (memcmp (md->tiles, fs->tiles, n * sizeof (guint32)) != 0)
    return FALSE;
  if (fs->hidden)
    return memcmp (md->hidden, fs->hidden, n) == 0;
  for (gsize i = 0; i < n; i++)
    if (md->hidden[i])
      return FALSE;
  return TRUE;
}

static void
remember_inputs (TwEngine *self, TwMapDamage *md, const TwFloorState *fs, guint bits)
{
  md->floor = self->cur;
  md->bits = bits;
  md->hp = self->hero.hp;
  md->atk = self->hero.atk;
  md->def = self->hero.def;
  md->mdef = self->hero.mdef;
  md->enemy_version = self->tev ? self->tev->enemy_version : 0;
  memcpy (md->tiles, fs->tiles, md->n * sizeof (guint32));
  if (fs->hidden)
    memcpy (md->hidden, fs->hidden, md->n);
  else
    memset (md->hidden, 0, md->n);
  md->valid = TRUE;
}

/* --- the table (updateCheckBlock) ---------------------------------------------- */

typedef struct
{
  TwEngine *self;
  TwMapDamage *md;
  const TwFloorState *fs;
  gint w, h;
  guint bits;
  gboolean v26; /* rule_2_6 */
  /* What a battle of betweenAttackMax reads, the same for every cell of one
   * build: made at its first battle (battle_inputs). */
  gboolean have_battle_inputs;
  TwHeroStats stats;
  char *state; /* tw_engine_damage_state_text */
} Build;

static void
add (Build *b, gint x, gint y, double value, guint kind)
{
  gsize cell = (gsize)y * b->w + x;

  /* `damage[loc] = (damage[loc] || 0) + value`: whole numbers here. */
  b->md->damage[cell] += (gint64)value;
  b->md->kinds[cell] |= (guint8)kind;
}

static gboolean
visible_block (const TwFloorState *fs, gint x, gint y)
{
  gsize cell;

  if (!tw_engine_in_bounds (fs, x, y))
    return FALSE;
  cell = tw_engine_cell_of (fs, x, y);
  return fs->tiles[cell] != 0 && !(fs->hidden && fs->hidden[cell]);
}

/* `enemy.FIELD || 0`. */
static double
number_or_zero (json_t *enemy, const char *field)
{
  json_t *v = json_object_get (enemy, field);

  return json_is_number (v) && !isnan (json_number_value (v)) ? json_number_value (v) : 0;
}

/* An enemy's figure for a kind (tw_map_damage_figure). */
static double
figure (const Build *b, json_t *enemy, int special)
{
  return tw_map_damage_figure (enemy, special,
                               b->v26 ? TW_MAP_DAMAGE_RULE_STOCK_2_6 : TW_MAP_DAMAGE_RULE_STOCK);
}

/* 领域 (zone, 15): the cells within `range` (default 1) of the enemy, a cross
 * (|dx| + |dy| <= range) unless `zoneSquare`, each take `zone`. */
static void
build_zone (Build *b, json_t *enemy, gint x, gint y)
{
  double range_v = number_or_zero (enemy, "range");
  gint range = range_v >= 1 ? (gint)MIN (range_v, 1 << 14) : 1;
  gboolean square = js_truthy (json_object_get (enemy, "zoneSquare"));
  double value = figure (b, enemy, SPECIAL_ZONE);

  for (gint dx = -range; dx <= range; dx++)
    for (gint dy = -range; dy <= range; dy++)
      {
        gint nx = x + dx, ny = y + dy;
        if ((dx == 0 && dy == 0) || nx < 0 || nx >= b->w || ny < 0 || ny >= b->h)
          continue;
        if (!square && ABS (dx) + ABS (dy) > range)
          continue;
        add (b, nx, ny, value, TW_MAP_DAMAGE_ZONE);
      }
}

/* utils.js `scan2`, in its order; the first four are `scan`. */
static const gint scan_dx[8] = { 0, -1, 0, 1, -1, -1, 1, 1 };
static const gint scan_dy[8] = { -1, 0, 1, 0, -1, 1, -1, 1 };

/* tw_engine_can_step's direction of a 4-way delta. */
static gint
step_dir (gint dx, gint dy)
{
  return dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;
}

/* 阻击 (repulse, 18): the four neighbours (eight with `zoneSquare`) take
 * `repulse`, and the hero standing on one pushes the enemy a cell away from
 * him when that cell is on the map, holds no visible block and the enemy
 * may leave that way (canMoveHero). */
static void
build_repulse (Build *b, json_t *enemy, gint x, gint y)
{
  /* 2.6.1: the four neighbours always, and any free cell behind. */
  guint n_dirs = !b->v26 && js_truthy (json_object_get (enemy, "zoneSquare")) ? 8 : 4;
  double value = figure (b, enemy, SPECIAL_REPULSE);

  for (guint d = 0; d < n_dirs; d++)
    {
      gint nx = x + scan_dx[d], ny = y + scan_dy[d];
      gint rnx = x - scan_dx[d], rny = y - scan_dy[d];
      if (nx < 0 || nx >= b->w || ny < 0 || ny >= b->h)
        continue;
      add (b, nx, ny, value, TW_MAP_DAMAGE_REPULSE);
      if (rnx < 0 || rnx >= b->w || rny < 0 || rny >= b->h || visible_block (b->fs, rnx, rny))
        continue;
      if (d < 4 && !b->v26
          && !tw_engine_can_step (b->self, b->md->floor, x, y, step_dir (-scan_dx[d], -scan_dy[d])))
        continue;
      Push p = { .cell = (gint32)(ny * b->w + nx),
                 .x = (gint16)x,
                 .y = (gint16)y,
                 .dx = (gint8)-scan_dx[d],
                 .dy = (gint8)-scan_dy[d] };
      g_array_append_val (b->md->pushes, p);
      b->md->kinds[p.cell] |= TW_MAP_DAMAGE_PUSH;
    }
}

/* 激光 (laser, 24): every other cell of the enemy's row and column. */
static void
build_laser (Build *b, json_t *enemy, gint x, gint y)
{
  double value = figure (b, enemy, SPECIAL_LASER);

  for (gint nx = 0; nx < b->w; nx++)
    if (nx != x)
      add (b, nx, y, value, TW_MAP_DAMAGE_LASER);
  for (gint ny = 0; ny < b->h; ny++)
    if (ny != y)
      add (b, x, ny, value, TW_MAP_DAMAGE_LASER);
}

/* The enemy definition as the game's `core.material.enemys` holds it:
 * setEnemy writes there, setEnemyOnPoint does not (events.js). New reference. */
static json_t *
enemy_json (TwEngine *self, gint enemy)
{
  json_t *json = json_incref (tw_tower_get_enemy (self->tower, enemy)->json);

  return tw_tower_events_enemy_json (self, enemy, -1, -1, -1, json);
}

/* One block of the floor, in block order: the damage it spreads. */
static void
build_block (Build *b, gint x, gint y)
{
  const TwTileInfo *info = tw_tower_get_tile (b->self->tower, b->fs->tiles[(gsize)y * b->w + x]);
  json_t *enemy;

  if (info == NULL)
    return;
  /* 血网: a lavaNet block, unless the hero owns the amulet. */
  if (g_strcmp0 (info->id, "lavaNet") == 0 && !(b->bits & OFF_LAVA))
    add (b, x, y, number_or_zero (tw_tower_get_values (b->self->tower), "lavaDamage"),
         TW_MAP_DAMAGE_LAVA);
  if (info->enemy < 0)
    return;
  enemy = enemy_json (b->self, info->enemy);
  if (!(b->bits & OFF_ZONE) && tw_enemy_has_special (enemy, SPECIAL_ZONE))
    build_zone (b, enemy, x, y);
  if (!(b->bits & OFF_REPULSE) && tw_enemy_has_special (enemy, SPECIAL_REPULSE))
    build_repulse (b, enemy, x, y);
  if (!(b->bits & OFF_LASER) && tw_enemy_has_special (enemy, SPECIAL_LASER))
    build_laser (b, enemy, x, y);
  if (!(b->bits & OFF_PINCER) && tw_enemy_has_special (enemy, SPECIAL_PINCER))
    for (guint d = 0; d < 4; d++)
      {
        gint nx = x + scan_dx[d], ny = y + scan_dy[d];
        if (nx >= 0 && nx < b->w && ny >= 0 && ny < b->h)
          b->md->pincer_cells[(gsize)ny * b->w + nx] = 1;
      }
  json_decref (enemy);
}

/* maps.js `getFaceDownId` of the visible block at (x, y): its tile's
 * `faceIds.down`, else its id; NULL when there is no block. */
static const char *
face_down_id (Build *b, gint x, gint y)
{
  const TwTileInfo *info;
  const char *down;

  if (!visible_block (b->fs, x, y))
    return NULL;
  info = tw_tower_get_tile (b->self->tower, b->fs->tiles[(gsize)y * b->w + x]);
  if (info == NULL)
    return NULL;
  down = json_string_value (json_object_get (json_object_get (info->json, "faceIds"), "down"));
  return down ? down : info->id;
}

/* The enemy index whose id is the face-down id of both (ax, ay) and (bx,
 * by) when it has special 16, else -1. */
static gint
pincer_pair (Build *b, gint ax, gint ay, gint bx, gint by)
{
  const char *a = face_down_id (b, ax, ay), *other = face_down_id (b, bx, by);
  gint enemy;
  gboolean pincer;
  json_t *json;

  if (a == NULL || other == NULL || strcmp (a, other) != 0)
    return -1;
  enemy = tw_tower_find_enemy (b->self->tower, a);
  if (enemy < 0)
    return -1;
  json = enemy_json (b->self, enemy);
  pincer = tw_enemy_has_special (json, SPECIAL_PINCER);
  json_decref (json);
  return pincer ? enemy : -1;
}

/* `core.getDamage (id, x, y)` for betweenAttackMax: the battle's damage, or
 * -1 (null) when it cannot be fought; a null id means the enemy standing on
 * (x, y) itself, when there is one. */
static void
battle_inputs (Build *b)
{
  if (b->have_battle_inputs)
    return;
  tw_engine_hero_stats (b->self, &b->stats);
  b->state = tw_engine_damage_state_text (b->self);
  b->have_battle_inputs = TRUE;
}

static gint64
enemy_damage (Build *b, gint enemy, gint x, gint y)
{
  TwDamageResult result;
  json_t *json;

  if (enemy < 0 && !tw_engine_cell_is_enemy (b->self, b->md->floor, x, y, &enemy))
    return -1;
  json = enemy_json (b->self, enemy);
  battle_inputs (b);
  tw_tower_script_damage_or_builtin_in_run (tw_tower_get_script (b->self->tower), &b->stats,
                                            b->state,
                                            tw_tower_get_enemy (b->self->tower, enemy)->id, json,
                                            tw_tower_get_values (b->self->tower), &result, NULL);
  json_decref (json);
  return result.can_battle ? result.damage : -1;
}

/* 夹击 (pincer, 16): a cell between two blocks of the same (face-down)
 * enemy with special 16, left and right or above and below, takes half the
 * hp the rest of its damage leaves (floored), when that is more than 1; no
 * more than either enemy's battle damage when the tower sets
 * betweenAttackMax. */
static void
build_pincer (Build *b, gint x, gint y)
{
  gint id1 = pincer_pair (b, x - 1, y, x + 1, y);
  gint id2 = pincer_pair (b, x, y - 1, x, y + 1);
  gint64 left_hp, value;

  if (id1 < 0 && id2 < 0)
    return;
  left_hp = b->self->hero.hp - b->md->damage[(gsize)y * b->w + x];
  if (left_hp <= 1)
    return;
  value = left_hp / 2;
  if (b->bits & PINCER_MAX)
    {
      gint64 d1 = enemy_damage (b, id1, x, y), d2 = enemy_damage (b, id2, x, y);
      if (d1 >= 0 && d1 < value)
        value = d1;
      if (d2 >= 0 && d2 < value)
        value = d2;
    }
  if (value > 0)
    add (b, x, y, (double)value, TW_MAP_DAMAGE_PINCER);
}

static void
build (TwEngine *self, TwMapDamage *md, const TwFloorState *fs, guint bits)
{
  Build b = { self, md, fs, fs->def->width, fs->def->height, bits, rule_2_6 (self) };

  memset (md->damage, 0, md->n * sizeof (gint64));
  memset (md->kinds, 0, md->n);
  memset (md->pincer_cells, 0, md->n);
  g_array_set_size (md->pushes, 0);
  /* `for (var loc in blocks)`: the floor's blocks, row by row. */
  for (gint y = 0; y < b.h; y++)
    for (gint x = 0; x < b.w; x++)
      if (visible_block (fs, x, y))
        build_block (&b, x, y);
  for (gint y = 0; y < b.h; y++)
    for (gint x = 0; x < b.w; x++)
      if (md->pincer_cells[(gsize)y * b.w + x])
        build_pincer (&b, x, y);
  g_free (b.state);
  md->computations++;
}

/* Whether any enemy definition (as setEnemy left it) makes map damage, or
 * the tower has a lavaNet tile: most towers have neither, and then a step
 * costs one test. */
static gboolean
tower_has_sources (TwEngine *self)
{
  if (tw_tower_find_tile_by_id (self->tower, "lavaNet") != 0)
    return TRUE;
  for (guint i = 0; i < tw_tower_get_n_enemies (self->tower); i++)
    {
      json_t *json = enemy_json (self, (gint)i);
      gboolean any = tw_enemy_has_special (json, SPECIAL_ZONE)
                     || tw_enemy_has_special (json, SPECIAL_PINCER)
                     || tw_enemy_has_special (json, SPECIAL_REPULSE)
                     || tw_enemy_has_special (json, SPECIAL_LASER);
      json_decref (json);
      if (any)
        return TRUE;
    }
  return FALSE;
}

/* The current floor's table, made again only when its inputs changed;
 * NULL when the tower has no map damage at all. */
static TwMapDamage *
table (TwEngine *self)
{
  TwFloorState *fs;
  TwMapDamage *md;
  guint bits;

  if (self->floors == NULL || self->cur < 0)
    return NULL;
  fs = &self->floors[self->cur];
  if (fs->tiles == NULL)
    return NULL;
  if (self->map_damage == NULL)
    {
      self->map_damage = g_new0 (TwMapDamage, 1);
      self->map_damage->pushes = g_array_new (FALSE, FALSE, sizeof (Push));
      self->map_damage->sources = tower_has_sources (self);
      self->map_damage->sources_version = self->tev ? self->tev->enemy_version : 0;
    }
  md = self->map_damage;
  if (self->tev && self->tev->enemy_version != md->sources_version)
    {
      md->sources = tower_has_sources (self);
      md->sources_version = self->tev->enemy_version;
    }
  if (!md->sources)
    return NULL;
  resize (md, (gsize)fs->def->width * fs->def->height);
  bits = input_bits (self);
  if (!inputs_same (self, md, fs, bits))
    {
      remember_inputs (self, md, fs, bits);
      build (self, md, fs, bits);
    }
  return md;
}

/* --- the public side ------------------------------------------------------------ */

gint64
tw_engine_map_damage_at (TwEngine *self, gint x, gint y, guint *kinds)
{
  TwMapDamage *md;

  g_return_val_if_fail (self != NULL, 0);
  if (kinds)
    *kinds = 0;
  md = table (self);
  if (md == NULL || !tw_engine_in_bounds (&self->floors[self->cur], x, y))
    return 0;
  if (kinds)
    *kinds = md->kinds[tw_engine_cell_of (&self->floors[self->cur], x, y)];
  return md->damage[tw_engine_cell_of (&self->floors[self->cur], x, y)];
}

const gint64 *
tw_engine_map_damage_grid (TwEngine *self, const guint8 **kinds)
{
  TwMapDamage *md;

  g_return_val_if_fail (self != NULL, NULL);
  md = table (self);
  if (kinds)
    *kinds = md ? md->kinds : NULL;
  return md ? md->damage : NULL;
}

gint64
tw_engine_get_map_damage_computations (TwEngine *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->map_damage ? self->map_damage->computations : 0;
}

/* --- checkBlock ------------------------------------------------------------------ */

void
tw_engine_check_block (TwEngine *self)
{
  TwMapDamage *md = table (self);
  TwFloorState *fs;
  gsize cell;
  g_autoptr (GArray) pushes = NULL;

  if (md == NULL || self->dead)
    return;
  fs = &self->floors[self->cur];
  if (!tw_engine_in_bounds (fs, self->hero.x, self->hero.y))
    return;
  cell = tw_engine_cell_of (fs, self->hero.x, self->hero.y);
  /* `if (damage)`: hp -= damage; at 0 or below the game is lost. */
  if (md->damage[cell] != 0)
    {
      self->hero.hp -= md->damage[cell];
      if (self->hero.hp <= 0)
        {
          self->hero.hp = 0;
          tw_engine_die (self, "map damage");
          return;
        }
    }
  if (!(md->kinds[cell] & TW_MAP_DAMAGE_PUSH))
    return;
  /* _checkBlock_repulse: each enemy moves one cell back ("keep": true).
   * The moves change the blocks, hence the table: the entries are taken
   * out first. */
  pushes = g_array_new (FALSE, FALSE, sizeof (Push));
  for (guint i = 0; i < md->pushes->len; i++)
    if (g_array_index (md->pushes, Push, i).cell == (gint32)cell)
      g_array_append_val (pushes, g_array_index (md->pushes, Push, i));
  for (guint i = 0; i < pushes->len; i++)
    {
      const Push *p = &g_array_index (pushes, Push, i);
      tw_engine_move_block (self, NULL, p->x, p->y, p->x + p->dx, p->y + p->dy, TRUE);
    }
}

gboolean
tw_engine_map_damage_deadly (TwEngine *self, gint x, gint y)
{
  TwMapDamage *md = table (self);
  TwFloorState *fs;

  if (md == NULL || (md->bits & DEAD_ZONE_OK))
    return FALSE;
  fs = &self->floors[self->cur];
  if (!tw_engine_in_bounds (fs, x, y) || visible_block (fs, x, y))
    return FALSE;
  return MAX (self->hero.hp, 1) <= md->damage[tw_engine_cell_of (fs, x, y)];
}

gboolean
tw_engine_map_damage_marks (TwEngine *self, gint x, gint y)
{
  TwMapDamage *md = table (self);
  TwFloorState *fs;
  gsize cell;

  if (md == NULL)
    return FALSE;
  fs = &self->floors[self->cur];
  if (!tw_engine_in_bounds (fs, x, y))
    return FALSE;
  cell = tw_engine_cell_of (fs, x, y);
  return md->damage[cell] != 0 || (md->kinds[cell] & TW_MAP_DAMAGE_PUSH);
}

/* --- whose rule (docs/rules.md §3.16) ---------------------------------------------- */

/* SHA-256 of mota-js 2.10.3's updateCheckBlock (project/functions.js of
 * tests/game/mota-js-2.10.3), all spaces, tabs and line ends taken out;
 * test-map-damage checks it against that file. */
#define STOCK_2_10_3 "26c238c4dd3d65d2de32b523dcec153264475e406dfda6eb844a7b0ddfaccd8d"
/* The same of mota-js 2.6.1's (tests/game/mota-js-2.6.1). */
#define STOCK_2_6_1 "0cf5c5743858659278735d638d38fb0b70b1230d06fd8d9a66454dc2aacc6a3d"

/* The end of the JavaScript block opening at @open ('{'), strings and
 * comments skipped, or NULL. */
static const char *
block_end (const char *open)
{
  gint depth = 0;

  for (const char *p = open; *p; p++)
    {
      if (*p == '"' || *p == '\'')
        {
          char quote = *p;
          for (p++; *p && *p != quote; p++)
            if (*p == '\\' && p[1])
              p++;
          if (*p == '\0')
            return NULL;
        }
      else if (p[0] == '/' && p[1] == '/')
        {
          p = strchr (p, '\n');
          if (p == NULL)
            return NULL;
        }
      else if (p[0] == '/' && p[1] == '*')
        {
          p = strstr (p + 2, "*/");
          if (p == NULL)
            return NULL;
          p++;
        }
      else if (*p == '{')
        depth++;
      else if (*p == '}' && --depth == 0)
        return p;
    }
  return NULL;
}

/* The text of `"updateCheckBlock": function ... }` from `function` on, or
 * NULL. */
static char *
rule_text (const char *text)
{
  for (const char *p = strstr (text, "\"updateCheckBlock\""); p;
       p = strstr (p + 1, "\"updateCheckBlock\""))
    {
      const char *q = p + strlen ("\"updateCheckBlock\"");
      while (g_ascii_isspace (*q))
        q++;
      if (*q != ':')
        continue;
      for (q++; g_ascii_isspace (*q); q++)
        ;
      if (!g_str_has_prefix (q, "function"))
        continue;
      const char *open = strchr (q, '{');
      const char *end = open ? block_end (open) : NULL;
      return end ? g_strndup (q, (gsize)(end - q + 1)) : NULL;
    }
  return NULL;
}

TwMapDamageRule
tw_map_damage_rule_of_text (const char *functions_text)
{
  g_autofree char *rule = functions_text ? rule_text (functions_text) : NULL;
  g_autoptr (GChecksum) sum = NULL;
  g_autoptr (GString) bare = NULL;

  if (rule == NULL)
    return TW_MAP_DAMAGE_RULE_NONE;
  bare = g_string_sized_new (strlen (rule));
  for (const char *p = rule; *p; p++)
    if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
      g_string_append_c (bare, *p);
  sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (sum, (const guchar *)bare->str, (gssize)bare->len);
  if (strcmp (g_checksum_get_string (sum), STOCK_2_10_3) == 0)
    return TW_MAP_DAMAGE_RULE_STOCK;
  if (strcmp (g_checksum_get_string (sum), STOCK_2_6_1) == 0)
    return TW_MAP_DAMAGE_RULE_STOCK_2_6;
  return TW_MAP_DAMAGE_RULE_OWN;
}

double
tw_map_damage_figure (json_t *enemy, int special, TwMapDamageRule rule)
{
  const char *field = special == SPECIAL_ZONE      ? "zone"
                      : special == SPECIAL_REPULSE ? "repulse"
                      : special == SPECIAL_LASER   ? "laser"
                                                   : NULL;
  if (field == NULL)
    return 0;
  return number_or_zero (enemy, rule == TW_MAP_DAMAGE_RULE_STOCK_2_6 ? "value" : field);
}

gboolean
tw_map_damage_special (int special)
{
  return special == SPECIAL_ZONE || special == SPECIAL_PINCER || special == SPECIAL_REPULSE
         || special == SPECIAL_LASER;
}
