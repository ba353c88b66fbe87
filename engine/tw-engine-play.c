/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-play.c: player actions, one frame each (docs/rules.md §2, §4, §7).
 *
 * A frame (docs/rules.md §2): the action event, the immediate effect, the
 * action's own time (its ticks: enemies act), then the capture battles the
 * new position causes, each with its own time. A death anywhere ends the
 * frame (consumeTime does nothing once dead).
 */
#include "engine/tw-engine-battle.h"
#include "engine/tw-item-effect.h"
#include "engine/tw-tower-events.h"

#include <stdlib.h>
#include <string.h>

static const gint dir_dx[4] = { 0, 1, 0, -1 };
static const gint dir_dy[4] = { -1, 0, 1, 0 };
static const char *const dir_names[] = { "up", "right", "down", "left", NULL };

/* --- events ----------------------------------------------------------------- */

static void
emit_action (TwEngine *self, const char *text)
{
  TwEvent ev = { .kind = TW_EVENT_ACTION, .action = text };
  tw_engine_emit (self, &ev);
}

static gboolean
refuse (TwEngine *self, const char *text, const char *why, const char **reason)
{
  if (self->sink)
    {
      TwEvent ev = { .kind = TW_EVENT_REFUSED, .action = text, .reason = why };
      tw_engine_emit (self, &ev);
    }
  if (reason)
    *reason = why;
  return FALSE;
}

static void
emit_status (TwEngine *self, const char *skill, TwStatusOp op, gint64 remain)
{
  TwEvent ev = { .kind = TW_EVENT_STATUS, .skill = skill, .op = op, .remain = remain };

  ev.active = op != TW_STATUS_OFF && op != TW_STATUS_EXPIRED;
  tw_engine_emit (self, &ev);
}

/* --- hero items ------------------------------------------------------------ */

static gint64
owned_count (TwEngine *self, const char *cls, const char *id)
{
  json_t *count = json_object_get (json_object_get (self->hero.items, cls), id);
  return json_is_integer (count) ? json_integer_value (count) : 0;
}

static void
add_owned (TwEngine *self, const char *cls, const char *id, gint64 delta)
{
  json_t *per_cls = json_object_get (self->hero.items, cls);
  gint64 count;

  if (per_cls == NULL)
    {
      per_cls = json_object ();
      json_object_set_new (self->hero.items, cls, per_cls);
    }
  count = owned_count (self, cls, id) + delta;
  /* items.js `addItem`: "永久道具只能有一个", a permanent item (constants)
   * is owned once (docs/rules.md §2.6). */
  if (delta > 0 && count > 1 && strcmp (cls, "constants") == 0)
    count = 1;
  if (count <= 0 && !tw_item_class_keeps_zero (cls))
    json_object_del (per_cls, id);
  else if (count <= 0)
    json_object_set_new (per_cls, id, json_integer (0));
  else
    json_object_set_new (per_cls, id, json_integer (count));
}

/* The class in which the hero holds @id, or NULL. */
static const char *
owned_class (TwEngine *self, const char *id)
{
  const char *cls;
  json_t *per_cls;

  json_object_foreach (self->hero.items, cls,
                       per_cls) if (owned_count (self, cls, id) > 0) return cls;
  return NULL;
}

/* --- the map as the hero sees it ------------------------------------------ */

typedef enum
{
  CELL_FREE,
  CELL_ENEMY,
  CELL_ITEM,
  CELL_DOOR,
  CELL_STAIRS,
  CELL_WALL,
  CELL_OUTSIDE,
} CellKind;

static json_t *
change_floor_entry (TwFloorState *fs, gint x, gint y)
{
  char key[32];
  json_t *table = json_object_get (fs->def->json, "changeFloor");

  g_snprintf (key, sizeof key, "%d,%d", x, y);
  return json_is_object (table) ? json_object_get (table, key) : NULL;
}

static CellKind
classify (TwEngine *self, gint x, gint y, const TwTileInfo **info_out)
{
  TwFloorState *fs = &self->floors[self->cur];
  const TwTileInfo *info;
  gsize cell;

  *info_out = NULL;
  if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height)
    return CELL_OUTSIDE;
  cell = (gsize)y * fs->def->width + x;
  if (fs->tiles[cell] != 0 && !(fs->hidden && fs->hidden[cell]))
    {
      info = tw_tower_get_tile (self->tower, fs->tiles[cell]);
      *info_out = info;
      if (info == NULL)
        return CELL_WALL; /* tileset cells and unknown numbers */
      if (info->enemy >= 0)
        return CELL_ENEMY;
      if (info->item >= 0)
        return CELL_ITEM;
      if (info->is_door)
        return CELL_DOOR;
    }
  /* The changeFloor trigger belongs to the cell's block: a block disabled
   * (an event's `enable: false`, `hide`) has none, maps.js `getBlock`
   * returning null for it (docs/rules.md §2.7). */
  if (change_floor_entry (fs, x, y) && !(fs->hidden && fs->hidden[cell]))
    return CELL_STAIRS;
  if (*info_out != NULL && !(*info_out)->can_pass)
    return CELL_WALL;
  return CELL_FREE;
}

/* --- items ------------------------------------------------------------------ */

/* Picks up the item at (x, y): `items` take effect at once, every other
 * class is owned (hero.items[cls][id] += 1). The block is removed. */
static void
pick_up (TwEngine *self, gint x, gint y, const TwTileInfo *info)
{
  const TwItemDef *def = tw_tower_get_item (self->tower, (guint)info->item);

  gboolean used = g_strcmp0 (def->cls, "items") == 0;

  if (used)
    tw_engine_apply_item_effect (self, def, "itemEffect");
  else
    add_owned (self, def->cls, def->id, 1);
  tw_engine_remove_block (self, NULL, x, y);
  if (self->tev)
    tw_tower_events_queue_cell (self, "afterGetItem", x, y);
  /* After afterGetItem, which runs first: items.js getItemEffect starts the
   * useItemEvent, then functions.js afterGetItem's core.insertAction puts
   * the cell's commands before it (events.js insertAction unshifts). */
  if (used)
    tw_engine_queue_use_item_event (self, def);
}

/* A key name of doorInfo.keys: "ID", or "ID:o", a key that must be owned
 * but is not used up (events.js `_openDoor_check`). */
static gboolean
key_kept (const char *name, char *id, gsize len)
{
  gboolean kept = g_str_has_suffix (name, ":o");
  g_strlcpy (id, name, MIN (len, strlen (name) - (kept ? 2 : 0) + 1));
  return kept;
}

static gboolean
has_keys (TwEngine *self, json_t *keys)
{
  const char *name;
  json_t *need;

  json_object_foreach (keys, name, need)
  {
    char id[256];
    key_kept (name, id, sizeof id);
    const char *cls = owned_class (self, id);
    if (cls == NULL || owned_count (self, cls, id) < json_integer_value (need))
      return FALSE;
  }
  return TRUE;
}

static void
use_keys (TwEngine *self, json_t *keys)
{
  const char *name;
  json_t *need;

  json_object_foreach (keys, name, need)
  {
    char id[256];
    if (!key_kept (name, id, sizeof id))
      add_owned (self, owned_class (self, id), id, -json_integer_value (need));
  }
}

/* The keys @door asks for: none for the steelDoor of a tower whose
 * data.flags.steelDoorWithoutKey is on (events.js `_openDoor_check`). */
static json_t *
door_keys (TwEngine *self, const TwTileInfo *door)
{
  if (g_strcmp0 (door->id, "steelDoor") == 0
      && json_is_true (json_object_get (tw_tower_get_flags (self->tower), "steelDoorWithoutKey")))
    return NULL;
  return door->door_keys;
}

/* --- floors ---------------------------------------------------------------- */

/* The hero's place on @floor from a changeFloor entry: `loc`, else the
 * tile named by `stair`, else where the hero stands. */
static void
arrival_cell (TwEngine *self, gint floor, json_t *entry, gint *x, gint *y)
{
  TwFloorState *fs = &self->floors[floor];
  json_t *loc = json_object_get (entry, "loc");
  const char *stair = json_string_value (json_object_get (entry, "stair"));
  gsize c;

  if (json_is_array (loc) && json_array_size (loc) >= 2)
    {
      *x = (gint)json_integer_value (json_array_get (loc, 0));
      *y = (gint)json_integer_value (json_array_get (loc, 1));
      return;
    }
  if (stair == NULL)
    return;
  for (c = 0; c < (gsize)fs->def->width * fs->def->height; c++)
    {
      const TwTileInfo *info = tw_tower_get_tile (self->tower, fs->tiles[c]);
      if (info && g_strcmp0 (info->id, stair) == 0)
        {
          *x = (gint)(c % fs->def->width);
          *y = (gint)(c / fs->def->width);
          return;
        }
    }
}

/* `floorId` of a changeFloor entry, with mota-js's :before / :next / :now. */
static gint
target_floor (TwEngine *self, json_t *entry)
{
  const char *id = json_string_value (json_object_get (entry, "floorId"));

  if (g_strcmp0 (id, ":next") == 0)
    return self->cur + 1 < (gint)self->n_floors ? self->cur + 1 : -1;
  if (g_strcmp0 (id, ":before") == 0)
    return self->cur - 1;
  if (g_strcmp0 (id, ":now") == 0)
    return self->cur;
  return tw_tower_find_floor (self->tower, id);
}

static void
take_stairs (TwEngine *self, json_t *entry)
{
  gint floor = target_floor (self, entry);
  gint x = self->hero.x, y = self->hero.y;
  const char *direction;

  if (floor < 0)
    return;
  arrival_cell (self, floor, entry, &x, &y);
  direction = json_string_value (json_object_get (entry, "direction"));
  if (direction && g_strv_contains ((const char *const *)dir_names, direction))
    {
      g_free (self->hero.direction);
      self->hero.direction = g_strdup (direction);
    }
  /* A normal floor change: mapTurn = 0, and the floor event. */
  tw_engine_change_floor (self, self->floors[floor].def->id, x, y);
}

/* --- battles of a frame ---------------------------------------------------- */

/* mota-js block order around the hero (row-major: up, left, right, down),
 * the order in which its checkBlock finds capturers. */
static const gint capture_dx[4] = { 0, -1, 1, 0 };
static const gint capture_dy[4] = { -1, 0, 0, 1 };

/* The enemy at (x, y) when it captures (special 27), else -1. */
static gint
capturer_at (TwEngine *self, gint x, gint y)
{
  gint enemy;
  json_t *json = tw_engine_enemy_json_at (self, x, y, &enemy);
  gboolean capture;

  if (json == NULL)
    return -1;
  capture = tw_enemy_has_special (json, TW_SPECIAL_CAPTURE);
  json_decref (json);
  return capture ? enemy : -1;
}

/* The capture battles the hero's new position causes, after the frame's own
 * ticks (docs/rules.md §2, §3): the capturers adjacent now, in block order,
 * each settled and its cost consumed (consumeTime(cost, "battle")) before
 * the next one is looked at. A death, or a contactBattleOnly enemy having
 * fought, stops the rest. */
void
tw_engine_capture_battles (TwEngine *self)
{
  gint d;

  for (d = 0; d < 4 && !self->dead && !self->frame_battle_stop; d++)
    {
      gint x = self->hero.x + capture_dx[d], y = self->hero.y + capture_dy[d];
      TwBattleOutcome outcome;
      gint enemy = capturer_at (self, x, y);

      if (enemy < 0)
        continue;
      tw_engine_battle (self, x, y, TW_BATTLE_BY_CAPTURE, &outcome);
      tw_engine_consume_time (self, outcome.cost, "battle");
    }
}

static void
set_direction (TwEngine *self, TwScriptDir dir)
{
  g_free (self->hero.direction);
  self->hero.direction = g_strdup (dir_names[dir]);
}

/* --- move ------------------------------------------------------------------ */

static gboolean
lists_direction (json_t *list, const char *dir)
{
  gsize i;
  json_t *v;
  json_array_foreach (list, i, v) if (g_strcmp0 (json_string_value (v), dir) == 0) return TRUE;
  return FALSE;
}

/* Whether the hero may leave (x, y) of floor @floor_index in direction @d
 * (maps.js `_canMoveHero_checkPoint`): the floor's `cannotMove` lists the
 * directions a cell cannot be left by, `cannotMoveIn` the sides a cell
 * cannot be entered from, and a block's `cannotOut` / `cannotIn` say the
 * same for its tile. Moves off the map are not asked here. */
gboolean
tw_engine_can_step (TwEngine *self, gint floor_index, gint x, gint y, gint d)
{
  TwFloorState *fs = &self->floors[floor_index];
  json_t *floor = fs->def->json;
  gint nx = x + dir_dx[d], ny = y + dir_dy[d];
  const char *back = dir_names[(d + 2) % 4];
  char key[32];

  if (fs->def->has_cannot_move)
    {
      g_snprintf (key, sizeof key, "%d,%d", x, y);
      if (lists_direction (json_object_get (json_object_get (floor, "cannotMove"), key),
                           dir_names[d]))
        return FALSE;
    }
  if (!tw_engine_in_bounds (fs, nx, ny))
    return TRUE;
  if (fs->def->has_cannot_move)
    {
      g_snprintf (key, sizeof key, "%d,%d", nx, ny);
      if (lists_direction (json_object_get (json_object_get (floor, "cannotMoveIn"), key), back))
        return FALSE;
    }
  if (tw_engine_in_bounds (fs, x, y))
    {
      gsize here = tw_engine_cell_of (fs, x, y), there = tw_engine_cell_of (fs, nx, ny);
      const TwTileInfo *from
          = fs->tiles[here] ? tw_tower_get_tile (self->tower, fs->tiles[here]) : NULL;
      const TwTileInfo *to
          = fs->tiles[there] ? tw_tower_get_tile (self->tower, fs->tiles[there]) : NULL;
      if (from && from->has_cannot_in_out && !(fs->hidden && fs->hidden[here])
          && lists_direction (json_object_get (from->json, "cannotOut"), dir_names[d]))
        return FALSE;
      if (to && to->has_cannot_in_out && !(fs->hidden && fs->hidden[there])
          && lists_direction (json_object_get (to->json, "cannotIn"), back))
        return FALSE;
    }
  return TRUE;
}

static gboolean
can_step (TwEngine *self, gint x, gint y, gint d)
{
  return tw_engine_can_step (self, self->cur, x, y, d);
}

static gboolean
do_move (TwEngine *self, TwScriptDir dir, const char *text, const char **reason)
{
  gint x = self->hero.x + dir_dx[dir], y = self->hero.y + dir_dy[dir];
  const TwTileInfo *info;
  json_t *stairs = NULL;
  CellKind kind = classify (self, x, y, &info);
  gboolean bump = FALSE;
  gboolean has_event;

  /* control.js `moveAction`: a direction the hero cannot go (canMoveHero)
   * triggers nothing there. */
  if (kind != CELL_OUTSIDE && !can_step (self, self->hero.x, self->hero.y, dir))
    return refuse (self, text, "cannot move", reason);
  /* A tile with its own `event` is bumped and runs it, whatever else the
   * cell is (events.js `trigger`, docs/rules.md §11.1). */
  if (info != NULL && tw_tower_events_tile_event (self, info, x, y))
    {
      emit_action (self, text);
      set_direction (self, dir);
      return TRUE;
    }
  /* ... nor onto an empty cell whose map damage would kill him, unless the
   * tower lets him (canMoveHero's dead-zone check, docs/rules.md §3.14). */
  if (tw_engine_map_damage_deadly (self, x, y))
    return refuse (self, text, "deadly map damage", reason);
  /* An enemy's, item's or door's cell keeps its own meaning: maps.js
   * `initBlock` gives the block its trigger (battle, getItem, openDoor)
   * before `_addEvent` lays the cell's event over it, which only replaces a
   * trigger it names itself ("trigger": "action"). */
  if (self->tev && (kind == CELL_ENEMY || kind == CELL_ITEM || kind == CELL_DOOR)
      && tw_tower_events_cell_takes_over (self, x, y))
    kind = CELL_FREE;
  has_event = self->tev && (kind == CELL_FREE || kind == CELL_WALL)
              && tw_tower_events_cell (self, x, y, &bump);

  /* A cell's events (docs/rules.md §11.1): a block that does not let the
   * hero through is bumped (he stays, no time); else he steps on it and
   * they run after the step. */
  if (has_event && bump)
    {
      emit_action (self, text);
      set_direction (self, dir);
      tw_tower_events_queue_cell (self, "events", x, y);
      return TRUE;
    }
  switch (kind)
    {
    case CELL_OUTSIDE:
      return refuse (self, text, "outside the map", reason);
    case CELL_WALL:
      return refuse (self, text, "wall", reason);
    case CELL_DOOR:
      if (door_keys (self, info) && !has_keys (self, door_keys (self, info)))
        return refuse (self, text, "no key", reason);
      emit_action (self, text);
      set_direction (self, dir);
      if (door_keys (self, info))
        use_keys (self, door_keys (self, info));
      tw_engine_remove_block (self, NULL, x, y);
      tw_tower_events_door_opened (self, info, x, y);
      /* control.js `_moveAction_noPass`: a door is opened by a bump, the
       * hero stays and takes no step, so no time passes (docs/rules.md
       * §2.9); stepping in is the next move. */
      return TRUE;
    case CELL_ENEMY:
      {
        TwDamageResult dmg;
        TwBattleOutcome outcome;
        tw_engine_forecast (self, x, y, &dmg);
        if (!tw_damage_can_win (&dmg, self->hero.hp))
          return refuse (self, text, "cannot win", reason);
        emit_action (self, text);
        set_direction (self, dir);
        /* A bump: the hero stays; the battle's cost is the action's time. */
        tw_engine_battle (self, x, y, TW_BATTLE_BY_HERO, &outcome);
        tw_engine_consume_time (self, outcome.cost, "battle");
        return TRUE;
      }
    case CELL_ITEM:
      emit_action (self, text);
      set_direction (self, dir);
      pick_up (self, x, y, info);
      break;
    case CELL_STAIRS:
      emit_action (self, text);
      set_direction (self, dir);
      stairs = change_floor_entry (&self->floors[self->cur], x, y);
      break;
    case CELL_FREE:
    default:
      emit_action (self, text);
      set_direction (self, dir);
      break;
    }
  self->hero.x = x;
  self->hero.y = y;
  /* Map damage where he now stands, after the pick-up (moveOneStep's
   * `checkBlock`, docs/rules.md §3.12); it can kill: the frame ends. */
  tw_engine_check_block (self);
  if (self->dead)
    return TRUE;
  /* Stairs: the whole frame (the step's tick, then the captures around the
   * stairs and their ticks) runs on the floor it started on, then the floor
   * changes. */
  tw_engine_consume_time (self, 1, "move");
  tw_engine_capture_battles (self);
  if (has_event)
    tw_tower_events_queue_cell (self, "events", x, y);
  if (stairs && !self->dead)
    take_stairs (self, stairs);
  return TRUE;
}

/* Whether a direct move may pass over the stairs @entry (a floor's
 * changeFloor entry): its own `ignoreChangeFloor`, else the tower's flag
 * (maps.js `_canMoveDirectly_checkNextPoint`). */
static gboolean
ignores_change_floor (TwEngine *self, json_t *entry)
{
  json_t *own = json_object_get (entry, "ignoreChangeFloor");
  if (own != NULL && !json_is_null (own))
    return json_is_true (own);
  return json_is_true (json_object_get (tw_tower_get_flags (self->tower), "ignoreChangeFloor"));
}

/* The cells of the current floor where standing starts a capture battle:
 * those next to a capturer (the game's checkBlock.ambush, docs/rules.md
 * §3.15), one byte a cell, found once for a whole path search. */
static guint8 *
ambush_mask (TwEngine *self, TwFloorState *fs)
{
  gint w = fs->def->width, h = fs->def->height;
  guint8 *mask = g_new0 (guint8, (gsize)w * h);
  for (gint y = 0; y < h; y++)
    for (gint x = 0; x < w; x++)
      {
        if (capturer_at (self, x, y) < 0)
          continue;
        for (gint d = 0; d < 4; d++)
          {
            gint nx = x + capture_dx[d], ny = y + capture_dy[d];
            if (nx >= 0 && ny >= 0 && nx < w && ny < h)
              mask[(gsize)ny * w + nx] = 1;
          }
      }
  return mask;
}

/* moveDirectly walks through empty cells only: no block (or a hidden one);
 * stairs only when it ignores them (§3.15), and never to end on them. */
static gboolean
walkable (TwEngine *self, TwFloorState *fs, gint x, gint y, gboolean as_end)
{
  gsize cell;

  if (x < 0 || y < 0 || x >= fs->def->width || y >= fs->def->height)
    return FALSE;
  cell = (gsize)y * fs->def->width + x;
  if (fs->hidden && fs->hidden[cell])
    return TRUE;
  json_t *stairs = change_floor_entry (fs, x, y);
  if (stairs != NULL)
    return !as_end && ignores_change_floor (self, stairs);
  return fs->tiles[cell] == 0;
}

/* The length of the shortest 4-way path to (tx, ty), or -1. */
static gint
path_length (TwEngine *self, gint tx, gint ty)
{
  TwFloorState *fs = &self->floors[self->cur];
  gsize n = (gsize)fs->def->width * fs->def->height;
  g_autofree gint32 *dist = g_new (gint32, n);
  g_autofree gint32 *queue = g_new (gint32, n);
  gsize head = 0, tail = 0;
  gint32 start;

  if (!walkable (self, fs, tx, ty, TRUE) || self->hero.x < 0 || self->hero.y < 0
      || self->hero.x >= fs->def->width || self->hero.y >= fs->def->height)
    return -1;
  /* maps.js `_canMoveDirectly_checkStartPoint`: not from a damaging cell;
   * nor through one, nor one that pushes a repulse enemy, nor one next to
   * a capturer (§3.15). */
  if (tw_engine_map_damage_at (self, self->hero.x, self->hero.y, NULL) != 0)
    return -1;
  g_autofree guint8 *ambushed = ambush_mask (self, fs);
  memset (dist, 0xff, sizeof (gint32) * n);
  start = (gint32)((gsize)self->hero.y * fs->def->width + self->hero.x);
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail)
    {
      gint32 cell = queue[head++];
      gint x = cell % fs->def->width, y = cell / fs->def->width;
      gint d;
      if (x == tx && y == ty)
        return dist[cell];
      for (d = 0; d < 4; d++)
        {
          gint nx = x + dir_dx[d], ny = y + dir_dy[d];
          gsize next;
          if (!walkable (self, fs, nx, ny, nx == tx && ny == ty) || !can_step (self, x, y, d)
              || tw_engine_map_damage_marks (self, nx, ny))
            continue;
          next = (gsize)ny * fs->def->width + nx;
          if (dist[next] >= 0 || ambushed[next])
            continue;
          dist[next] = dist[cell] + 1;
          queue[tail++] = (gint32)next;
        }
    }
  return -1;
}

static gboolean
do_moveto (TwEngine *self, gint tx, gint ty, const char *text, const char **reason)
{
  gint steps;

  if (tx == self->hero.x && ty == self->hero.y)
    return refuse (self, text, "already there", reason);
  if (tx < 0 || ty < 0 || tx >= self->floors[self->cur].def->width
      || ty >= self->floors[self->cur].def->height)
    return refuse (self, text, "outside the map", reason);
  steps = path_length (self, tx, ty);
  if (steps <= 0)
    return refuse (self, text, "no path", reason);
  emit_action (self, text);
  self->hero.x = tx;
  self->hero.y = ty;
  tw_engine_consume_time (self, steps, "move");
  tw_engine_capture_battles (self);
  return TRUE;
}

static gboolean
do_pickup (TwEngine *self, TwScriptDir dir, const char *text, const char **reason)
{
  gint x = self->hero.x + dir_dx[dir], y = self->hero.y + dir_dy[dir];
  const TwTileInfo *info;

  if (classify (self, x, y, &info) != CELL_ITEM)
    return refuse (self, text, "no item there", reason);
  emit_action (self, text);
  pick_up (self, x, y, info);
  tw_engine_consume_time (self, 1, "pickup");
  return TRUE;
}

/* --- skills and tools ------------------------------------------------------- */

static TwStatusSkill *
find_status (TwEngine *self, const char *id, guint *index)
{
  guint i;

  for (i = 0; i < self->status_skills->len; i++)
    {
      TwStatusSkill *s = g_ptr_array_index (self->status_skills, i);
      if (strcmp (s->id, id) == 0)
        {
          if (index)
            *index = i;
          return s;
        }
    }
  return NULL;
}

static void
use_status_skill (TwEngine *self, const TwItemDef *def)
{
  TwStatusSkill *s;
  TwStatusOp op = TW_STATUS_ON;

  if (def->stack_policy == TW_STACK_REPLACE)
    {
      guint i = 0;
      while (i < self->status_skills->len)
        {
          TwStatusSkill *other = g_ptr_array_index (self->status_skills, i);
          if (strcmp (other->id, def->id) == 0)
            {
              i++;
              continue;
            }
          if (self->sink)
            emit_status (self, other->id, TW_STATUS_OFF, other->remain_battles);
          g_ptr_array_remove_index (self->status_skills, i);
        }
    }
  s = find_status (self, def->id, NULL);
  if (s == NULL)
    {
      s = g_new0 (TwStatusSkill, 1);
      s->id = g_strdup (def->id);
      s->source_item_id = g_strdup (def->id);
      s->remain_battles = def->duration_battles;
      g_ptr_array_add (self->status_skills, s);
    }
  else if (def->stack_policy == TW_STACK_STACK)
    {
      op = TW_STATUS_STACK;
      if (s->remain_battles >= 0 && def->duration_battles >= 0)
        s->remain_battles += def->duration_battles;
      else
        s->remain_battles = def->duration_battles;
    }
  else
    {
      op = def->stack_policy == TW_STACK_REPLACE ? TW_STATUS_REPLACE : TW_STATUS_REFRESH;
      s->remain_battles = def->duration_battles;
    }
  s->battle_time_cost = def->battle_time_cost;
  if (self->sink)
    emit_status (self, def->id, op, s->remain_battles);
}

/* The first enemy within effect.range cells in @dir, or FALSE. The shot
 * stops at the map's edge, a wall or a closed door (docs/rules.md §4);
 * items, stairs and open cells let it through. */
static gboolean
remote_target (TwEngine *self, const TwItemDef *def, TwScriptDir dir, gint *tx, gint *ty,
               gint *enemy)
{
  gint range = (gint)json_integer_value (json_object_get (def->effect, "range"));
  gint k;

  for (k = 1; k <= range; k++)
    {
      const TwTileInfo *info;
      *tx = self->hero.x + k * dir_dx[dir];
      *ty = self->hero.y + k * dir_dy[dir];
      switch (classify (self, *tx, *ty, &info))
        {
        case CELL_ENEMY:
          return tw_engine_cell_is_enemy (self, self->cur, *tx, *ty, enemy);
        case CELL_OUTSIDE:
        case CELL_WALL:
        case CELL_DOOR:
          return FALSE;
        default:
          break;
        }
    }
  return FALSE;
}

/* A remote skill: the action event names the target, the damage and the hp
 * the target keeps; at 0 it is removed and its rewards given. */
static void
use_remote_skill (TwEngine *self, const TwItemDef *def, TwScriptDir dir, const char *text)
{
  gint64 damage = json_integer_value (json_object_get (def->effect, "damage"));
  TwInstance *inst = NULL;
  gint x = 0, y = 0, enemy = -1;
  char id[256];

  if (remote_target (self, def, dir, &x, &y, &enemy))
    {
      inst = tw_engine_instance (self, self->cur, x, y, TRUE);
      inst->hp -= damage;
    }
  if (self->sink)
    {
      TwEvent ev = { .kind = TW_EVENT_ACTION, .action = text };
      if (inst)
        {
          tw_engine_event_set_enemy (self, &ev, self->cur, x, y, enemy, id, sizeof id);
          ev.damage = damage;
          ev.target_hp = MAX (inst->hp, 0);
        }
      tw_engine_emit (self, &ev);
    }
  if (inst && inst->hp <= 0)
    tw_engine_defeat_enemy (self, x, y, enemy);
}

/* Turns the selected battle skill off: by cancel, or by selecting it again.
 * Only when its canCancel is true; else refused, and nothing changes. */
static gboolean
battle_skill_off (TwEngine *self, const TwItemDef *def, const char *text, const char **reason)
{
  g_autofree char *id = g_strdup (self->active_battle_skill);

  if (def == NULL || !def->can_cancel)
    return refuse (self, text, "cannot cancel", reason);
  emit_action (self, text);
  g_clear_pointer (&self->active_battle_skill, g_free);
  if (self->sink)
    emit_status (self, id, TW_STATUS_OFF, -1);
  return TRUE;
}

static TwScriptDir
facing (TwEngine *self)
{
  gint d;
  for (d = 0; d < 4; d++)
    if (g_strcmp0 (self->hero.direction, dir_names[d]) == 0)
      return (TwScriptDir)d;
  return TW_SCRIPT_DIR_UP;
}

static gboolean
do_use (TwEngine *self, const char *id, TwScriptDir dir, const char *text, const char **reason)
{
  gint index = tw_tower_find_item (self->tower, id);
  const TwItemDef *def;

  if (index < 0)
    return refuse (self, text, "unknown item", reason);
  def = tw_tower_get_item (self->tower, (guint)index);
  if (owned_count (self, def->cls, def->id) <= 0)
    return refuse (self, text, "not owned", reason);
  if (dir == TW_SCRIPT_DIR_NONE)
    dir = facing (self);

  if (g_strcmp0 (def->cls, "skillupdate") == 0)
    {
      emit_action (self, text);
      use_status_skill (self, def);
      return TRUE; /* a status skill takes no time */
    }
  if (g_strcmp0 (def->cls, "skillbattle") == 0)
    {
      /* A toggle (docs/rules.md §4): the selected one again turns it off. */
      if (g_strcmp0 (self->active_battle_skill, def->id) == 0)
        return battle_skill_off (self, def, text, reason);
      emit_action (self, text);
      g_free (self->active_battle_skill);
      self->active_battle_skill = g_strdup (def->id);
      if (self->sink)
        emit_status (self, def->id, TW_STATUS_SELECT, -1);
      return TRUE;
    }
  if (g_strcmp0 (def->cls, "skillremote") == 0)
    {
      use_remote_skill (self, def, dir, text);
      tw_engine_consume_time (self, def->time_cost, "ranged");
      return TRUE;
    }
  if (g_strcmp0 (def->cls, "skillrecover") == 0)
    {
      gint64 heal = json_integer_value (json_object_get (def->effect, "heal"));
      emit_action (self, text);
      self->hero.hp += heal;
      if (self->hero.has_hpmax && self->hero.hpmax > 0)
        self->hero.hp = MIN (self->hero.hp, MAX (self->hero.hpmax, self->hero.hp - heal));
      tw_engine_consume_time (self, def->time_cost, "recover");
      return TRUE;
    }
  if (g_strcmp0 (def->cls, "tools") == 0)
    {
      emit_action (self, text);
      /* items.js useItem: _useItemEffect (the effect, then the useItemEvent
       * started), then _afterUseItem takes the tool away. */
      tw_engine_apply_item_effect (self, def, "useItemEffect");
      tw_engine_queue_use_item_event (self, def);
      add_owned (self, def->cls, def->id, -1);
      tw_engine_consume_time (self, def->time_cost, "tool");
      return TRUE;
    }
  return refuse (self, text, "not usable", reason);
}

static gboolean
do_cancel (TwEngine *self, const char *id, const char *text, const char **reason)
{
  gint index = tw_tower_find_item (self->tower, id);
  const TwItemDef *def = index >= 0 ? tw_tower_get_item (self->tower, (guint)index) : NULL;
  guint at;

  if (find_status (self, id, &at))
    {
      if (def == NULL || !def->can_cancel)
        return refuse (self, text, "cannot cancel", reason);
      emit_action (self, text);
      g_ptr_array_remove_index (self->status_skills, at);
      if (self->sink)
        emit_status (self, id, TW_STATUS_OFF, -1);
      return TRUE;
    }
  if (g_strcmp0 (self->active_battle_skill, id) == 0)
    return battle_skill_off (self, def, text, reason);
  return refuse (self, text, "not active", reason);
}

/* --- the entry point ------------------------------------------------------- */

void
tw_engine_set_slot (TwEngine *self, const char *name, json_t *state)
{
  g_return_if_fail (name != NULL);
  if (state == NULL)
    g_hash_table_remove (self->slots, name);
  else
    g_hash_table_replace (self->slots, g_strdup (name), json_deep_copy (state));
}

static gboolean
apply_one (TwEngine *self, const TwScriptAction *action, const char *text, const char **reason)
{
  self->frame_battle_stop = FALSE;
  if (action->kind == TW_SCRIPT_LOAD)
    {
      json_t *state = g_hash_table_lookup (self->slots, action->id);
      if (state == NULL)
        return refuse (self, text, "no such save", reason);
      emit_action (self, text);
      if (!tw_engine_load_state (self, state, NULL))
        return refuse (self, text, "invalid save", reason);
      return TRUE;
    }
  if (self->dead)
    return refuse (self, text, "dead", reason);
  switch (action->kind)
    {
    case TW_SCRIPT_MOVE:
      return do_move (self, action->dir, text, reason);
    case TW_SCRIPT_MOVETO:
      return do_moveto (self, action->x, action->y, text, reason);
    case TW_SCRIPT_PICKUP:
      return do_pickup (self, action->dir, text, reason);
    case TW_SCRIPT_USE:
      return do_use (self, action->id, TW_SCRIPT_DIR_NONE, text, reason);
    case TW_SCRIPT_SKILL:
      return do_use (self, action->id, action->dir, text, reason);
    case TW_SCRIPT_CANCEL:
      return do_cancel (self, action->id, text, reason);
    case TW_SCRIPT_WAIT:
      emit_action (self, text);
      tw_engine_consume_time (self, action->count, "wait");
      return TRUE;
    case TW_SCRIPT_SHOP:
      {
        /* A shop bought from: no time; its action runs at the frame's end. */
        const char *why = "no such shop";
        if (self->tev == NULL
            || !tw_tower_events_shop_trade (self, action->id, (gint)action->count,
                                            action->x == 1, &why))
          return refuse (self, text, why, reason);
        emit_action (self, text);
        return TRUE;
      }
    case TW_SCRIPT_INPUT:
      /* What the player types at the next input or input2; no time
       * (docs/rules.md §11.8). */
      emit_action (self, text);
      tw_tower_events_input (self, action->id);
      return TRUE;
    case TW_SCRIPT_CHOOSE:
      /* An answer kept for the next choices or confirm; no time (docs/rules.md §11.8). */
      emit_action (self, text);
      tw_tower_events_answer (self, (gint)action->count);
      return TRUE;
    case TW_SCRIPT_GAME:
      /* A token of the game's route (a fly, a key press, an equipment
       * change) that the rules do not play: refused, so the trace and the
       * check show where the game goes on alone (docs/routes.md). */
      return refuse (self, text, "played by the game only", reason);
    case TW_SCRIPT_SAVE:
      {
        json_t *state = tw_engine_save_state (self);
        emit_action (self, text);
        g_hash_table_replace (self->slots, g_strdup (action->id), state);
        return TRUE;
      }
    default:
      return refuse (self, text, "unknown action", reason);
    }
}

/* One frame, and the tower events it set off, run to completion at its end
 * (docs/rules.md §11.2). What was queued outside a frame (the start floor's
 * firstArrive, a floor change by the API) runs before it. */
static gboolean
apply_one_with_events (TwEngine *self, const TwScriptAction *action, const char *text,
                       const char **reason)
{
  gboolean played;

  /* An answer is kept for the question that comes: the answers before the
   * first action answer the start story's (docs/rules.md §11.8, §11.12). */
  if (self->tev != NULL && (action->kind == TW_SCRIPT_CHOOSE || action->kind == TW_SCRIPT_INPUT))
    return apply_one (self, action, text, reason);
  if (self->tev != NULL && action->kind != TW_SCRIPT_LOAD)
    tw_tower_events_run (self);
  played = apply_one (self, action, text, reason);
  tw_tower_events_run (self);
  /* Every action of the game ends with updateStatusBar (enableHPMax). */
  tw_engine_cap_hp (self);
  return played;
}

void
tw_engine_begin_game (TwEngine *self)
{
  g_return_if_fail (self != NULL && !self->in_tick);
  if (self->tev != NULL)
    tw_tower_events_run (self);
}

gboolean
tw_engine_apply_action (TwEngine *self, const TwScriptAction *action, const char **reason)
{
  g_autofree char *text = NULL;
  guint i;

  g_return_val_if_fail (self != NULL && action != NULL, FALSE);
  g_return_val_if_fail (!self->in_tick, FALSE);
  if (reason)
    *reason = NULL;
  if (action->kind != TW_SCRIPT_MOVE || action->count <= 1)
    {
      gboolean played;
      text = tw_script_action_to_string (action);
      played = apply_one_with_events (self, action, text, reason);
      return played;
    }
  /* `move DIR N`: N frames of one step, each played and recorded on its own
   * (a refused step is one `refused` event, and the next step is tried). */
  {
    TwScriptAction step = *action;
    gboolean all_played = TRUE;
    const char *step_reason = NULL;
    step.count = 1;
    text = tw_script_action_to_string (&step);
    for (i = 0; i < action->count; i++)
      if (!apply_one_with_events (self, &step, text, &step_reason))
        {
          if (all_played && reason)
            *reason = step_reason;
          all_played = FALSE;
        }
    return all_played;
  }
}

gboolean
tw_engine_forecast_damage (TwEngine *self, gint x, gint y, gint64 *damage)
{
  TwDamageResult result;

  if (!tw_engine_forecast (self, x, y, &result))
    return FALSE;
  if (damage)
    *damage = result.can_battle ? result.damage : -1;
  return TRUE;
}
