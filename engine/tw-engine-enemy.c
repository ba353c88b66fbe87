/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-enemy.c: performEnemyAction (CONTRACT §7).
 *
 * An action is decided first, reported (enemy_act, naming the enemy by the
 * runtimeId it had when the action began), then carried out. Directions are
 * always tried up, right, down, left.
 */
#include "engine/tw-engine-private.h"
#include "engine/tw-engine-battle.h"

#include <stdlib.h>
#include <string.h>

static const gint dir_dx[4] = { 0, 1, 0, -1 };
static const gint dir_dy[4] = { -1, 0, 1, 0 };

typedef enum
{
  PLAN_IDLE,
  PLAN_MOVE,
  PLAN_BLOCKED,
  PLAN_BATTLE,
  PLAN_HIT,
  PLAN_SUMMON,
} PlanKind;

typedef struct
{
  PlanKind kind;
  gint tx, ty; /* move / summon target */
} Plan;

static TwEventResult
plan_result (PlanKind kind)
{
  static const TwEventResult results[] = { TW_RESULT_IDLE,   TW_RESULT_MOVED, TW_RESULT_BLOCKED,
                                           TW_RESULT_BATTLE, TW_RESULT_HIT,   TW_RESULT_SUMMONED };
  return results[kind];
}

static gboolean
is_hero (TwEngine *self, gint x, gint y)
{
  return self->hero.x == x && self->hero.y == y;
}

/* Empty for an enemy's step: no block (or a hidden one), and not the hero. */
static gboolean
cell_empty (TwEngine *self, TwFloorState *fs, gint x, gint y)
{
  gsize cell;

  if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height || is_hero (self, x, y))
    return FALSE;
  cell = (gsize)y * fs->def->width + x;
  return fs->tiles[cell] == 0 || (fs->hidden != NULL && fs->hidden[cell]);
}

/* A step: onto the hero is a battle, onto an empty cell a move, else blocked. */
static Plan
plan_step (TwEngine *self, TwFloorState *fs, gint nx, gint ny)
{
  Plan plan = { PLAN_BLOCKED, nx, ny };

  if (is_hero (self, nx, ny))
    plan.kind = PLAN_BATTLE;
  else if (cell_empty (self, fs, nx, ny))
    plan.kind = PLAN_MOVE;
  return plan;
}

/* --- chase: one distance field per tick, shared ------------------------------ */

static inline gboolean
field_passable (TwEngine *self, TwFloorState *fs, gsize cell)
{
  guint32 tile = fs->tiles[cell];
  const TwTileInfo *info;

  if (tile < self->field_pass_len)
    return self->field_pass[tile] || (fs->hidden != NULL && fs->hidden[cell]);
  if (fs->hidden != NULL && fs->hidden[cell])
    return TRUE;
  info = tw_tower_get_tile (self->tower, tile);
  return info != NULL && info->enemy >= 0;
}

/* The 4-way BFS from the hero through empty and enemy cells, on a grid with
 * a one-cell wall border (so no bounds checks): -2 blocked, -1 unreached,
 * else the distance. Recomputed only when the hero, the floor or a cell's
 * passability changed. */
static const gint32 *
chase_field (TwEngine *self, TwFloorState *fs)
{
  gint w = fs->def->width, h = fs->def->height, pw = w + 2;
  gsize n = (gsize)pw * (h + 2);
  gint32 *field, *queue;
  gsize head = 0, tail = 0;
  gint hx = self->hero.x, hy = self->hero.y;
  gint x, y;

  if (self->field != NULL && self->field_floor == self->cur && self->field_hx == hx
      && self->field_hy == hy && self->field_map_version == self->map_version)
    return self->field;
  if (self->field_len < n)
    {
      self->field = g_renew (gint32, self->field, n);
      self->field_queue = g_renew (gint32, self->field_queue, n);
      self->field_len = n;
    }
  field = self->field;
  queue = self->field_queue;
  self->field_floor = self->cur;
  self->field_hx = hx;
  self->field_hy = hy;
  self->field_map_version = self->map_version;
  self->field_computations++;
  for (x = 0; x < pw; x++)
    field[x] = field[(gsize)(h + 1) * pw + x] = -2;
  for (y = 0; y < h; y++)
    {
      gint32 *row = field + (gsize)(y + 1) * pw;
      gsize cell = (gsize)y * w;
      row[0] = row[w + 1] = -2;
      for (x = 0; x < w; x++)
        row[x + 1] = field_passable (self, fs, cell + x) ? -1 : -2;
    }
  if (hx < 0 || hy < 0 || hx >= w || hy >= h)
    return field;
  queue[tail++] = (hy + 1) * pw + hx + 1;
  field[queue[0]] = 0;
  while (head < tail)
    {
      gint32 cell = queue[head++];
      gint32 d = field[cell] + 1;
      /* Up, right, down, left. */
      if (field[cell - pw] == -1)
        field[queue[tail++] = cell - pw] = d;
      if (field[cell + 1] == -1)
        field[queue[tail++] = cell + 1] = d;
      if (field[cell + pw] == -1)
        field[queue[tail++] = cell + pw] = d;
      if (field[cell - 1] == -1)
        field[queue[tail++] = cell - 1] = d;
    }
  return field;
}

/* The field's value at (x, y): the distance, or < 0. */
static gint32
field_at (const gint32 *field, const TwFloorState *fs, gint x, gint y)
{
  if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height)
    return -2;
  return field[(gsize)(y + 1) * (fs->def->width + 2) + x + 1];
}

static Plan
plan_chase (TwEngine *self, TwFloorState *fs, const TwEnemyDef *def, const TwActive *a)
{
  Plan plan = { PLAN_BLOCKED, 0, 0 };
  const gint32 *field;
  gint32 best = -1;
  gint d;

  if (def->chase_range >= 0
      && abs (a->x - self->hero.x) + abs (a->y - self->hero.y) > def->chase_range)
    {
      plan.kind = PLAN_IDLE;
      return plan;
    }
  field = chase_field (self, fs);
  for (d = 0; d < 4; d++)
    {
      gint nx = a->x + dir_dx[d], ny = a->y + dir_dy[d];
      gint32 v = field_at (field, fs, nx, ny);
      if (v >= 0 && (best < 0 || v < best))
        best = v;
    }
  if (best < 0)
    return plan;
  for (d = 0; d < 4; d++)
    {
      gint nx = a->x + dir_dx[d], ny = a->y + dir_dy[d];
      if (field_at (field, fs, nx, ny) != best)
        continue;
      if (is_hero (self, nx, ny) || cell_empty (self, fs, nx, ny))
        return plan_step (self, fs, nx, ny);
    }
  return plan;
}

/* --- patrol -------------------------------------------------------------- */

static Plan
plan_patrol (TwEngine *self, TwFloorState *fs, const TwEnemyDef *def, TwActive *a)
{
  Plan plan = { PLAN_IDLE, 0, 0 };
  TwPoint target;
  gint nx = a->x, ny = a->y;

  if (def->n_route == 0)
    return plan;
  if (a->patrol_target >= def->n_route)
    a->patrol_target = 0;
  target = def->route[a->patrol_target];
  if (target.x == a->x && target.y == a->y)
    {
      a->patrol_target = (guint16)((a->patrol_target + 1) % def->n_route);
      target = def->route[a->patrol_target];
    }
  if (target.x != a->x)
    nx += target.x > a->x ? 1 : -1;
  else if (target.y != a->y)
    ny += target.y > a->y ? 1 : -1;
  else
    return plan;
  return plan_step (self, fs, nx, ny);
}

/* --- skill ---------------------------------------------------------------- */

static Plan
plan_skill (TwEngine *self, TwFloorState *fs, const TwEnemyDef *def, const TwActive *a)
{
  Plan plan = { PLAN_IDLE, 0, 0 };
  gint d;

  if (def->skill_kind == TW_SKILL_KIND_RANGED)
    {
      if (abs (a->x - self->hero.x) + abs (a->y - self->hero.y) <= def->skill_range)
        plan.kind = PLAN_HIT;
      return plan;
    }
  if (def->skill_kind != TW_SKILL_KIND_SUMMON || def->summon_enemy < 0)
    return plan;
  for (d = 0; d < 4; d++)
    if (cell_empty (self, fs, a->x + dir_dx[d], a->y + dir_dy[d]))
      {
        plan.kind = PLAN_SUMMON;
        plan.tx = a->x + dir_dx[d];
        plan.ty = a->y + dir_dy[d];
        return plan;
      }
  return plan;
}

/* --- carrying out ----------------------------------------------------------- */

static void
execute_plan (TwEngine *self, guint slot, const Plan *plan)
{
  TwFloorState *fs = &self->floors[self->cur];
  TwActive *a = &fs->list->slots[slot];
  const TwEnemyDef *def = tw_tower_get_enemy (self->tower, a->def);
  gint x = a->x, y = a->y;

  switch (plan->kind)
    {
    case PLAN_MOVE:
      if (!cell_empty (self, fs, plan->tx, plan->ty))
        return;
      tw_engine_step_block (self, self->cur, x, y, plan->tx, plan->ty);
      return;
    case PLAN_BATTLE:
      {
        TwBattleOutcome outcome;
        tw_engine_battle (self, x, y, TW_BATTLE_BY_ENEMY, &outcome);
        if (outcome.fought && !self->dead)
          self->extra_ticks += outcome.cost;
        return;
      }
    case PLAN_HIT:
      tw_engine_hero_hit (self, def->skill_damage, def->id);
      return;
    case PLAN_SUMMON:
      {
        const char *id = tw_tower_get_enemy (self->tower, def->summon_enemy)->id;
        guint tile = tw_tower_find_tile_by_id (self->tower, id);
        if (tile != 0 && cell_empty (self, fs, plan->tx, plan->ty))
          tw_engine_set_block (self, fs->def->id, plan->tx, plan->ty, tile);
        return;
      }
    case PLAN_IDLE:
    case PLAN_BLOCKED:
    default:
      return;
    }
}

void
tw_engine_perform_enemy_action (TwEngine *self, guint slot)
{
  TwFloorState *fs = &self->floors[self->cur];
  TwActive *a = &fs->list->slots[slot];
  const TwEnemyDef *def = self->defs[a->def];
  Plan plan = { PLAN_IDLE, 0, 0 };

  switch (def->act_type)
    {
    case TW_ACT_CHASE:
      plan = plan_chase (self, fs, def, a);
      break;
    case TW_ACT_PATROL:
      plan = plan_patrol (self, fs, def, a);
      break;
    case TW_ACT_SKILL:
      plan = plan_skill (self, fs, def, a);
      break;
    case TW_ACT_IDLE:
    default:
      break;
    }

  if (self->sink)
    {
      char id[256], to[256];
      TwEvent ev = { .kind = TW_EVENT_ENEMY_ACT };
      tw_engine_event_set_enemy (self, &ev, self->cur, a->x, a->y, (gint)a->def, id, sizeof id);
      ev.act_type = def->act_type;
      ev.gauge = a->gauge_at;
      ev.result = plan_result (plan.kind);
      ev.time_cost = a->time_cost;
      ev.hp = self->hero.hp;
      if (plan.kind == PLAN_MOVE)
        {
          tw_engine_format_runtime_id (self, self->cur, plan.tx, plan.ty, (gint)a->def, to,
                                       sizeof to);
          ev.to = to;
          ev.to_x = plan.tx;
          ev.to_y = plan.ty;
        }
      tw_engine_emit (self, &ev);
      /* A sink may change the map (tests do): act only if still standing. */
      a = &fs->list->slots[slot];
      if (!a->alive)
        return;
    }
  execute_plan (self, slot, &plan);
}
