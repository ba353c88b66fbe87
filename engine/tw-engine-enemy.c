/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-enemy.c: performEnemyAction (docs/rules.md §7).
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

/* --- chase: one distance field, shared ---------------------------------------
 *
 * The field is a (w+2) x (h+2) grid of gint32 with a border of blocked cells
 * (so no bounds checks). A cell holds FIELD_BLOCKED when the field cannot
 * pass it (docs/rules.md §7: only empty cells and enemies are passable), a
 * value below field_base when the current search has not reached it, and
 * field_base + its distance when it has. Each new search (the hero moved)
 * raises field_base past every value written before, so nothing is cleared:
 * the grid is rebuilt only when the floor or a cell's passability changed
 * (map_version), and a search costs only the cells it reaches.
 *
 * The search is lazy. A queue holds the next layer; whole layers
 * are expanded, and only as far as the chaser asking needs: when its cell is
 * at distance d, every cell at distance <= d has been expanded, so every
 * cell at distance <= d + 1 carries its final value. A passable neighbour of
 * the chaser is at most d + 1 from the hero, so the neighbours the chaser
 * compares hold exactly what the full search would give them, and a
 * neighbour still unreached is unreachable (or blocked). A chaser the search
 * never reaches makes it run to the end, which is the full search. The
 * search stops only between layers, so the next chaser continues it where it
 * stopped; chasers that appear or move (enemy cells are passable, so
 * map_version does not change) are served the same way. */

#define FIELD_BLOCKED G_MAXINT32

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

/* The passability grid of the current floor, every cell unreached. */
static void
field_build (TwEngine *self, TwFloorState *fs)
{
  gint w = fs->def->width, h = fs->def->height, pw = w + 2;
  gsize n = (gsize)pw * (h + 2);
  gint32 *field;
  gint x, y;

  if (self->field_len < n)
    {
      self->field = g_renew (gint32, self->field, n);
      self->field_len = n;
    }
  field = self->field;
  for (x = 0; x < pw; x++)
    field[x] = field[(gsize)(h + 1) * pw + x] = FIELD_BLOCKED;
  for (y = 0; y < h; y++)
    {
      gint32 *row = field + (gsize)(y + 1) * pw;
      const guint32 *tiles = fs->tiles + (gsize)y * w;
      row[0] = row[w + 1] = FIELD_BLOCKED;
      if (fs->hidden == NULL)
        for (x = 0; x < w; x++)
          row[x + 1]
              = (tiles[x] < self->field_pass_len ? self->field_pass[tiles[x]]
                                                 : field_passable (self, fs, (gsize)y * w + x))
                    ? 0
                    : FIELD_BLOCKED;
      else
        for (x = 0; x < w; x++)
          row[x + 1] = field_passable (self, fs, (gsize)y * w + x) ? 0 : FIELD_BLOCKED;
    }
  self->field_floor = self->cur;
  self->field_map_version = self->map_version;
  self->field_base = self->field_top = 0;
  self->field_seed = -1;
  self->field_head = self->field_tail = 0;
}

/* A new search from the hero's cell. */
static void
field_restart (TwEngine *self, TwFloorState *fs, gint hx, gint hy)
{
  gint w = fs->def->width, h = fs->def->height, pw = w + 2;
  gint64 n = (gint64)pw * (h + 2);

  if (self->field_seed >= 0 && self->field_seed_blocked)
    self->field[self->field_seed] = FIELD_BLOCKED;
  /* Distances stay below n: when the next base could overflow, start over. */
  if ((gint64)self->field_top + 1 + n >= FIELD_BLOCKED)
    field_build (self, fs);
  self->field_base = self->field_top + 1;
  self->field_top = self->field_base;
  self->field_hx = hx;
  self->field_hy = hy;
  self->field_head = self->field_tail = 0;
  self->field_seed = -1;
  self->field_computations++;
  if (self->field_queue == NULL)
    {
      self->field_queue_cap = 1024;
      self->field_queue = g_new (gint32 *, self->field_queue_cap);
    }
  if (hx < 0 || hy < 0 || hx >= w || hy >= h)
    return;
  /* The hero's cell is 0 even when the field cannot pass it (stairs, say). */
  self->field_seed = (hy + 1) * pw + hx + 1;
  self->field_seed_blocked = self->field[self->field_seed] == FIELD_BLOCKED;
  self->field[self->field_seed] = self->field_base;
  self->field_queue[self->field_tail++] = self->field + self->field_seed;
}

/* Room after the queued layer for the @n cells it may queue: the layer moves
 * back to the start of the buffer when the end is near (the queue wraps
 * between layers, so its size follows the widest layer, not the floor), and
 * the buffer grows only when the layer itself needs it. */
static void
field_queue_reserve (TwEngine *self, guint32 n)
{
  guint32 count = self->field_tail - self->field_head;

  if (self->field_tail + n <= self->field_queue_cap)
    return;
  if (count + n > self->field_queue_cap)
    {
      self->field_queue_cap = MAX (2 * self->field_queue_cap, count + n);
      self->field_queue = g_renew (gint32 *, self->field_queue, self->field_queue_cap);
    }
  memmove (self->field_queue, self->field_queue + self->field_head, count * sizeof (gint32 *));
  self->field_head = 0;
  self->field_tail = count;
}

/* Reaches the neighbour @p of a cell of the layer before @next, if no search
 * reached it yet. Without branches: whether a neighbour is new follows the
 * walls, which no branch predictor guesses. Its value and the queue slot at
 * the tail (always free) are written; the tail moves by 0 or 1. */
static inline gint32 **
field_reach (gint32 *p, gint32 **tail, gint32 base, gint32 next)
{
  gint32 v = *p;
  gboolean fresh = v < base;

  *p = fresh ? next : v;
  *tail = p;
  return tail + fresh;
}

/* Expands cell @c of the layer before @next. Up, right, down, left. */
static inline gint32 **
field_expand (gint32 *c, gint pw, gint32 **tail, gint32 base, gint32 next)
{
  tail = field_reach (c - pw, tail, base, next);
  tail = field_reach (c + 1, tail, base, next);
  tail = field_reach (c + pw, tail, base, next);
  return field_reach (c - 1, tail, base, next);
}

/* Expands whole layers until every cell at distance <= the distance of
 * @cell has been expanded, or nothing is left to expand. */
static void
field_settle (TwEngine *self, gint pw, gint32 *cell)
{
  gint32 base = self->field_base;

  while (self->field_head != self->field_tail)
    {
      gint32 *const *q0, *const *q1, *const *q2, *const *q3, *const *end;
      gint32 **tail;
      gint32 layer = *self->field_queue[self->field_head];
      gint32 next = layer + 1;
      gsize quarter;

      if (*cell >= base && *cell < layer)
        return;
      /* The layer stays queued until it is done; each of its cells queues
       * at most 4 after it. */
      field_queue_reserve (self, 4 * (self->field_tail - self->field_head));
      q0 = self->field_queue + self->field_head;
      end = tail = self->field_queue + self->field_tail;
      /* Four quarters of the layer side by side: cells next to each other
       * in the queue often share a neighbour, and one's store would hold up
       * the other's load; cells a quarter apart rarely do. The order within
       * a layer changes no distance. */
      quarter = (gsize)(end - q0) / 4;
      q1 = q0 + quarter;
      q2 = q1 + quarter;
      q3 = q2 + quarter;
      for (gint32 *const *stop = q1; q0 != stop;)
        {
          gint32 *c0 = *q0++, *c1 = *q1++, *c2 = *q2++, *c3 = *q3++;
          tail = field_expand (c0, pw, tail, base, next);
          tail = field_expand (c1, pw, tail, base, next);
          tail = field_expand (c2, pw, tail, base, next);
          tail = field_expand (c3, pw, tail, base, next);
        }
      while (q3 != end)
        tail = field_expand (*q3++, pw, tail, base, next);
      self->field_head = (guint32)(end - self->field_queue);
      self->field_tail = (guint32)(tail - self->field_queue);
      self->field_top = next;
    }
}

/* The field from the hero, settled for a chaser at (@x, @y): its neighbours
 * hold their final values (read them with field_at). */
static const gint32 *
chase_field (TwEngine *self, TwFloorState *fs, gint x, gint y)
{
  gint pw = fs->def->width + 2;

  if (self->field == NULL || self->field_floor != self->cur
      || self->field_map_version != self->map_version)
    {
      field_build (self, fs);
      field_restart (self, fs, self->hero.x, self->hero.y);
    }
  else if (self->field_hx != self->hero.x || self->field_hy != self->hero.y)
    field_restart (self, fs, self->hero.x, self->hero.y);
  field_settle (self, pw, self->field + (gsize)(y + 1) * pw + x + 1);
  return self->field;
}

/* The field's value at (x, y): the distance, -1 unreached, -2 blocked. */
static gint32
field_at (TwEngine *self, const gint32 *field, const TwFloorState *fs, gint x, gint y)
{
  gint32 v;

  if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height)
    return -2;
  v = field[(gsize)(y + 1) * (fs->def->width + 2) + x + 1];
  if (v == FIELD_BLOCKED)
    return -2;
  return v < self->field_base ? -1 : v - self->field_base;
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
  field = chase_field (self, fs, a->x, a->y);
  for (d = 0; d < 4; d++)
    {
      gint nx = a->x + dir_dx[d], ny = a->y + dir_dy[d];
      gint32 v = field_at (self, field, fs, nx, ny);
      if (v >= 0 && (best < 0 || v < best))
        best = v;
    }
  if (best < 0)
    return plan;
  for (d = 0; d < 4; d++)
    {
      gint nx = a->x + dir_dx[d], ny = a->y + dir_dy[d];
      if (field_at (self, field, fs, nx, ny) != best)
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
      /* Every other field of an enemy_act is 0: the engine's own event has
       * them so since the engine was made, and the ones below are written
       * every time (zeroing a whole TwEvent for each action was a tenth of
       * a session's event path, issue 20). A sink that makes another enemy
       * act meanwhile (tests do) has that one's event on the stack. */
      TwEvent nested;
      TwEvent *ev = &self->act_event;
      gboolean own = !self->act_event_busy;
      if (!own)
        {
          memset (&nested, 0, sizeof nested);
          ev = &nested;
        }
      ev->kind = TW_EVENT_ENEMY_ACT;
      tw_engine_event_set_enemy_parts (self, ev, self->cur, a->x, a->y, (gint)a->def, id,
                                       sizeof id);
      ev->act_type = def->act_type;
      ev->gauge = a->gauge_at;
      ev->result = plan_result (plan.kind);
      ev->time_cost = a->time_cost;
      ev->hp = self->hero.hp;
      ev->to = NULL;
      ev->to_x = ev->to_y = 0;
      if (plan.kind == PLAN_MOVE)
        {
          if (!self->no_event_ids)
            {
              tw_engine_format_runtime_id (self, self->cur, plan.tx, plan.ty, (gint)a->def, to,
                                           sizeof to);
              ev->to = to;
            }
          ev->to_x = plan.tx;
          ev->to_y = plan.ty;
        }
      self->act_event_busy |= own;
      tw_engine_emit (self, ev);
      if (own)
        self->act_event_busy = FALSE;
      /* A sink may change the map (tests do): act only if still standing. */
      a = &fs->list->slots[slot];
      if (!a->alive)
        return;
    }
  execute_plan (self, slot, &plan);
}

void
tw_engine_field_free (TwEngine *self)
{
  g_free (self->field);
  g_free (self->field_queue);
  g_free (self->field_pass);
}
