/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-events-commands.c: the event commands (docs/rules.md §11.3),
 * after mota-js 2.x's libs/events.js `_action_*` functions: run_list runs
 * a list of them, writing each one's line or the reason it is skipped, and
 * static_skip makes the same decisions on a command alone. */
#include "engine/tw-tower-events-private.h"

#include "engine/tw-engine-battle.h"
#include "engine/tw-json-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --- commands ------------------------------------------------------------------------ */

/* Commands that only draw, sound or wait in mota-js: no-ops here. */
static const char *const presentation[]
    = { "comment",       "text",          "autoText",       "scrollText",
        "setText",       "tip",           "animate",        "playSound",
        "stopSound",     "playBgm",       "pauseBgm",       "resumeBgm",
        "loadBgm",       "freeBgm",       "setVolume",      "sleep",
        "setCurtain",    "vibrate",       "turnBlock",      "showImage",
        "hideImage",     "showTextImage", "moveImage",      "rotateImage",
        "scaleImage",    "showGif",       "setHeroOpacity", "screenFlash",
        "setWeather",    "update",        "updateEnemys",   "waitAsync",
        "showStatusBar", "hideStatusBar", "setHeroIcon",    "setViewport",
        "moveViewport",  "lockViewport",  "drawWarning",    "setAnimate",
        "autoSave",      "animateImage",  "setBgFgBlock",   "hideFloorImg",
        "showFloorImg",  "showHero",      "hideHero",       "stopAsync",
        "drawArrow",     "fillText",      "clearMap",       "setAttribute",
        "setFilter",     "previewUI",     "waitBgm",        NULL };

static gboolean
is_presentation (const char *type)
{
  return g_strv_contains ((const char *const *)presentation, type);
}

/* The cells of a block command: `loc` as [x, y] or [[x, y], ...], else the
 * event's own cell. */
static guint
command_cells (const Ctx *ctx, json_t *loc, TwPoint *cells, guint max)
{
  guint n = 0;
  if (json_is_array (loc) && json_array_size (loc) >= 2 && json_is_number (json_array_get (loc, 0)))
    {
      cells[0].x = (gint)json_number_value (json_array_get (loc, 0));
      cells[0].y = (gint)json_number_value (json_array_get (loc, 1));
      return 1;
    }
  if (json_is_array (loc))
    {
      gsize i;
      json_t *p;
      json_array_foreach (loc, i, p)
      {
        if (n < max && json_is_array (p) && json_is_number (json_array_get (p, 0))
            && json_is_number (json_array_get (p, 1)))
          {
            cells[n].x = (gint)json_number_value (json_array_get (p, 0));
            cells[n].y = (gint)json_number_value (json_array_get (p, 1));
            n++;
          }
      }
      return n;
    }
  if (loc == NULL && ctx->x >= 0)
    {
      cells[0].x = ctx->x;
      cells[0].y = ctx->y;
      return 1;
    }
  return 0;
}

/* `floorId` of a command, the current floor when missing; -1 when unknown. */
static gint
command_floor (TwEngine *self, json_t *cmd)
{
  const char *id = json_string_value (json_object_get (cmd, "floorId"));
  if (id == NULL || strcmp (id, ":now") == 0)
    return self->cur;
  if (strcmp (id, ":next") == 0)
    return self->cur + 1 < (gint)self->n_floors ? self->cur + 1 : -1;
  if (strcmp (id, ":before") == 0)
    return self->cur - 1;
  return tw_tower_find_floor (self->tower, id);
}

static gboolean
tile_number (TwEngine *self, json_t *number, guint32 *out)
{
  if (json_is_integer (number) && json_integer_value (number) >= 0)
    *out = (guint32)json_integer_value (number);
  else if (json_is_string (number) && g_ascii_isdigit (json_string_value (number)[0]))
    *out = (guint32)g_ascii_strtoull (json_string_value (number), NULL, 10);
  else if (json_is_string (number))
    *out = tw_tower_find_tile_by_id (self->tower, json_string_value (number));
  else
    return FALSE;
  return *out != 0 || (json_is_integer (number) && json_integer_value (number) == 0);
}

static gboolean
in_floor (TwEngine *self, gint floor, gint x, gint y)
{
  return floor >= 0 && tw_engine_in_bounds (&self->floors[floor], x, y);
}

/* events.js `_updateValueByOperator`: @value applied to @old by @op (NULL
 * is `=`); FALSE for an operator not simulated. */
gboolean
tw_tower_events_apply_operator (const char *op, double old, double value, double *out)
{
  if (op == NULL || strcmp (op, "=") == 0)
    *out = value;
  else if (strcmp (op, "+=") == 0)
    *out = old + value;
  else if (strcmp (op, "-=") == 0)
    *out = old - value;
  else if (strcmp (op, "*=") == 0)
    *out = old * value;
  else if (strcmp (op, "/=") == 0)
    *out = old / value;
  else if (strcmp (op, "//=") == 0)
    *out = floor (old / value);
  else if (strcmp (op, "%=") == 0)
    *out = fmod (old, value);
  else if (strcmp (op, "**=") == 0)
    *out = pow (old, value);
  else if (strcmp (op, "min=") == 0)
    *out = MIN (old, value);
  else if (strcmp (op, "max=") == 0)
    *out = MAX (old, value);
  else
    return FALSE;
  return TRUE;
}

/* @value when it is one JavaScript string literal and nothing else ("..."
 * with JSON's escapes, or '...' without any), its text; else NULL. */
static char *
string_literal (const char *value)
{
  if (value == NULL)
    return NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (value));
  gsize n = strlen (trimmed);
  if (n < 2 || trimmed[0] != trimmed[n - 1] || (trimmed[0] != '"' && trimmed[0] != '\''))
    return NULL;
  if (trimmed[0] == '\'')
    {
      for (gsize i = 1; i + 1 < n; i++)
        if (trimmed[i] == '\'' || trimmed[i] == '\\')
          return NULL;
      return g_strndup (trimmed + 1, n - 2);
    }
  json_t *parsed = json_loads (trimmed, JSON_DECODE_ANY, NULL);
  char *out = json_is_string (parsed) ? g_strdup (json_string_value (parsed)) : NULL;
  json_decref (parsed);
  return out;
}

/* setValue's @name compiled: NULL unless it is exactly one name of the
 * language (then *@o is it; free the result). */
static Expr *
target_name (const char *name, Op **o)
{
  json_t *s = json_string (name);
  Expr *target = tw_tower_events_expr_compile (s);
  json_decref (s);
  if (target == NULL || target->ops->len != 1
      || (*o = &g_array_index (target->ops, Op, 0))->op != OP_NAME)
    {
      tw_tower_events_expr_free (target);
      return NULL;
    }
  return target;
}

/* setValue of a text: into a flag, switch or global only. */
static const char *
set_value_text (TwEngine *self, const Ctx *ctx, const char *name, const char *text)
{
  Op *o;
  Expr *target = target_name (name, &o);
  gboolean ok = target != NULL && tw_tower_events_write_name_text (self, ctx, o->ns, o->name, text);
  tw_tower_events_expr_free (target);
  return ok ? NULL : "value not simulated";
}

/* setValue (events.js `_action_setValue` / `_updateValueByOperator`). */
static const char *
do_set_value (TwEngine *self, const Ctx *ctx, json_t *cmd, const char *type)
{
  const char *name = json_string_value (json_object_get (cmd, "name"));
  const char *op = json_string_value (json_object_get (cmd, "operator"));
  Expr *target;
  Op *o;
  double value, old;

  if (name == NULL)
    return "value not simulated";
  /* A text (`"鹿间裕贵"`: calValue evals it to the string) set with `=`. */
  g_autofree char *text = string_literal (json_string_value (json_object_get (cmd, "value")));
  if (text != NULL && (op == NULL || strcmp (op, "=") == 0) && strcmp (type, "setValue") == 0)
    return set_value_text (self, ctx, name, text);
  if (!tw_tower_events_eval_value (self, ctx, json_object_get (cmd, "value"), &value))
    return "value not simulated";
  /* The name must be exactly one name of the language. */
  target = target_name (name, &o);
  if (target == NULL)
    return "name not simulated";
  if (strcmp (type, "addValue") == 0)
    op = "+=";
  old = tw_tower_events_read_name (self, ctx, o->ns, o->name);
  if (!tw_tower_events_apply_operator (op, old, value, &value))
    {
      tw_tower_events_expr_free (target);
      return "operator not simulated";
    }
  if (!isfinite (value))
    {
      tw_tower_events_expr_free (target);
      return "value not simulated";
    }
  tw_tower_events_write_name (self, ctx, o->ns, o->name, value);
  tw_tower_events_expr_free (target);
  /* hp at 0 or below is a loss: run_list dies after the command's line;
   * else _action_setValue's updateStatusBar (enableHPMax) unless norefresh. */
  if (self->hero.hp > 0 && !json_is_true (json_object_get (cmd, "norefresh")))
    tw_engine_cap_hp (self);
  return NULL;
}

static void
block_at (TwEngine *self, const char *type, gint floor, gint x, gint y, json_t *cmd)
{
  const char *fid = self->floors[floor].def->id;
  gboolean remove = strcmp (type, "remove") == 0 || json_is_true (json_object_get (cmd, "remove"));

  if (strcmp (type, "show") == 0)
    tw_engine_show_block (self, fid, x, y);
  else if (remove)
    {
      /* removeBlock takes the event too: the cell stays hidden. */
      tw_engine_remove_block (self, fid, x, y);
      tw_engine_hide_block (self, fid, x, y);
    }
  else
    tw_engine_hide_block (self, fid, x, y);
}

static gboolean
step_delta (const char *dir, gint *dx, gint *dy)
{
  static const char *const names[] = { "up", "right", "down", "left" };
  static const gint ddx[] = { 0, 1, 0, -1 }, ddy[] = { -1, 0, 1, 0 };
  for (guint d = 0; d < 4; d++)
    if (strcmp (dir, names[d]) == 0)
      {
        *dx = ddx[d];
        *dy = ddy[d];
        return TRUE;
      }
  return FALSE;
}

/* moveBlock's end cell after `steps` ("up", "left:2", {direction, value}). */
static gboolean
move_end (json_t *steps, gint *x, gint *y)
{
  gsize i;
  json_t *s;

  if (!json_is_array (steps))
    return FALSE;
  json_array_foreach (steps, i, s)
  {
    g_autofree char *dir = NULL;
    gint n = 1, dx, dy;
    if (json_is_string (s))
      {
        const char *colon = strchr (json_string_value (s), ':');
        dir = colon ? g_strndup (json_string_value (s), colon - json_string_value (s))
                    : g_strdup (json_string_value (s));
        if (colon)
          n = atoi (colon + 1);
      }
    else if (json_is_object (s))
      {
        dir = g_strdup (json_string_value (json_object_get (s, "direction")));
        n = (gint)tw_json_get_int (s, "value", 1);
      }
    if (dir == NULL || !step_delta (dir, &dx, &dy) || n < 0 || n > 10000)
      return FALSE;
    *x += dx * n;
    *y += dy * n;
  }
  return TRUE;
}

static gboolean
point_of (json_t *loc, gint *x, gint *y)
{
  if (!json_is_array (loc) || !json_is_number (json_array_get (loc, 0))
      || !json_is_number (json_array_get (loc, 1)))
    return FALSE;
  *x = (gint)json_number_value (json_array_get (loc, 0));
  *y = (gint)json_number_value (json_array_get (loc, 1));
  return TRUE;
}

/* changeFloor (events.js `_action_changeFloor`): `loc`, else the tile named
 * by `stair` on the new floor, else where the hero stands. */
static const char *
do_change_floor (TwEngine *self, json_t *cmd)
{
  gint floor = command_floor (self, cmd), x = self->hero.x, y = self->hero.y;
  const char *stair = json_string_value (json_object_get (cmd, "stair"));
  const char *direction = json_string_value (json_object_get (cmd, "direction"));
  gint dx, dy;

  if (floor < 0)
    return "unknown floor";
  if (!point_of (json_object_get (cmd, "loc"), &x, &y) && stair != NULL)
    {
      TwFloorState *fs = &self->floors[floor];
      for (gsize c = 0; c < (gsize)fs->def->width * fs->def->height; c++)
        {
          const TwTileInfo *info = tw_tower_get_tile (self->tower, fs->tiles[c]);
          if (info && strcmp (info->id, stair) == 0)
            {
              x = (gint)(c % fs->def->width);
              y = (gint)(c / fs->def->width);
              break;
            }
        }
    }
  if (!in_floor (self, floor, x, y))
    return "cell outside the floor";
  if (direction && step_delta (direction, &dx, &dy))
    {
      g_free (self->hero.direction);
      self->hero.direction = g_strdup (direction);
    }
  tw_engine_change_floor (self, self->floors[floor].def->id, x, y);
  return NULL;
}

/* moveHero (events.js `eventMoveHero`): the hero walks the steps whatever
 * stands there (no battle, pickup or event), each step a move of one tick
 * (docs/rules.md §11.3). "forward" and "backward" follow his facing. */
static gboolean
move_hero_steps_ok (json_t *steps)
{
  gsize i;
  json_t *s;

  if (!json_is_array (steps))
    return FALSE;
  json_array_foreach (steps, i, s)
  {
    const char *text = json_string_value (s);
    g_autofree char *dir = text ? g_strndup (text, strcspn (text, ":")) : NULL;
    gint dx, dy;
    if (dir == NULL
        || !(step_delta (dir, &dx, &dy) || strcmp (dir, "forward") == 0
             || strcmp (dir, "backward") == 0 || strcmp (dir, "speed") == 0))
      return FALSE;
  }
  return TRUE;
}

static const char *
do_move_hero (TwEngine *self, json_t *steps)
{
  gsize i;
  json_t *s;

  /* All steps are read first: a step not understood skips the whole move. */
  if (!move_hero_steps_ok (steps))
    return "steps not simulated";
  json_array_foreach (steps, i, s)
  {
    const char *text = json_string_value (s);
    const char *colon = strchr (text, ':');
    g_autofree char *dir = g_strndup (text, strcspn (text, ":"));
    gint n = colon ? atoi (colon + 1) : 1, sign = 1, dx, dy;
    if (strcmp (dir, "speed") == 0)
      continue;
    if (strcmp (dir, "forward") == 0 || strcmp (dir, "backward") == 0)
      {
        sign = dir[0] == 'b' ? -1 : 1;
        g_free (dir);
        dir = g_strdup (self->hero.direction ? self->hero.direction : "up");
      }
    if (!step_delta (dir, &dx, &dy))
      return "steps not simulated";
    for (gint k = 0; k < n && k < 10000; k++)
      {
        gint x = self->hero.x + sign * dx, y = self->hero.y + sign * dy;
        if (!in_floor (self, self->cur, x, y) || self->dead)
          return self->dead ? NULL : "cell outside the floor";
        if (sign > 0)
          {
            g_free (self->hero.direction);
            self->hero.direction = g_strdup (dir);
          }
        self->hero.x = x;
        self->hero.y = y;
        /* events.js runs each step through moveOneStep: its checkBlock too
         * (docs/rules.md §3.12). */
        tw_engine_check_block (self);
        if (self->dead)
          return NULL;
        tw_engine_consume_time (self, 1, "move");
        /* Each step is a move (§2): the capturers around him then fight,
         * as after a step of his own. mota-js's eventMoveHero triggers
         * nothing on the cells he crosses: no battle, pickup or event. */
        if (!self->dead)
          {
            self->frame_battle_stop = FALSE;
            tw_engine_capture_battles (self);
          }
      }
  }
  return NULL;
}

/* The common event @name (project/events.js commonEvent), or NULL. */
static json_t *
common_event (TwEngine *self, const char *name)
{
  return json_object_get (json_object_get (tw_tower_get_events (self->tower), "commonEvent"), name);
}

/* Containers (if, switch, loops, insert, trigger, choices) write their
 * line before what they run, as soon as they are known to be played. */
#define EMIT_NOW()                                                                                 \
  do                                                                                               \
    {                                                                                              \
      tw_tower_events_emit (self, ctx, TW_EVENT_EVENT, type, NULL);                                \
      *emitted = TRUE;                                                                             \
    }                                                                                              \
  while (0)

/* One command. Returns the flow; *skip_reason when it was not simulated. */
static Flow
run_command (TwEngine *self, const Ctx *ctx, json_t *cmd, const char *type, const char **skip,
             gboolean *emitted)
{
  TwTowerEvents *tev = self->tev;
  TwPoint cells[64];
  guint n;
  gint floor;
  double v;

  *skip = NULL;
  if (is_presentation (type))
    return FLOW_NEXT;
  if (strcmp (type, "function") == 0)
    return tw_tower_events_run_function (self, ctx, cmd, skip);
  if (strcmp (type, "setValue") == 0 || strcmp (type, "addValue") == 0)
    {
      *skip = do_set_value (self, ctx, cmd, type);
      return self->dead ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "if") == 0)
    {
      if (!tw_tower_events_eval_value (self, ctx, json_object_get (cmd, "condition"), &v))
        return (*skip = "condition not simulated"), FLOW_NEXT;
      EMIT_NOW ();
      return tw_tower_events_run_list (self, ctx, json_object_get (cmd, v != 0 ? "true" : "false"));
    }
  if (strcmp (type, "switch") == 0)
    {
      json_t *c;
      gsize i;
      gboolean matched = FALSE;
      if (!tw_tower_events_eval_value (self, ctx, json_object_get (cmd, "condition"), &v))
        return (*skip = "condition not simulated"), FLOW_NEXT;
      EMIT_NOW ();
      json_array_foreach (json_object_get (cmd, "caseList"), i, c)
      {
        json_t *value = json_object_get (c, "case");
        double cv;
        if (!matched)
          {
            if (g_strcmp0 (json_string_value (value), "default") == 0)
              matched = TRUE;
            else if (tw_tower_events_eval_value (self, ctx, value, &cv))
              matched = cv == v;
          }
        if (matched)
          {
            Flow f = tw_tower_events_run_list (self, ctx, json_object_get (c, "action"));
            if (f == FLOW_BREAK)
              return FLOW_NEXT;
            if (f != FLOW_NEXT)
              return f;
            if (!json_is_true (json_object_get (c, "nobreak")))
              return FLOW_NEXT;
          }
      }
      return FLOW_NEXT;
    }
  if (strcmp (type, "while") == 0 || strcmp (type, "dowhile") == 0)
    {
      json_t *cond = json_object_get (cmd, "condition");
      gboolean first = strcmp (type, "dowhile") == 0;
      if (!tw_tower_events_compiles (cond))
        return (*skip = "condition not simulated"), FLOW_NEXT;
      EMIT_NOW ();
      for (gint turn = 0;; turn++)
        {
          Flow f;
          if (!first)
            {
              if (!tw_tower_events_eval_value (self, ctx, cond, &v))
                return (*skip = "condition not simulated"), FLOW_NEXT;
              if (v == 0)
                return FLOW_NEXT;
            }
          first = FALSE;
          if (turn >= MAX_WHILE_TURNS)
            {
              TwEvent ev = { .kind = TW_EVENT_LIMIT,
                             .limit = "eventWhileTurns",
                             .limit_max = MAX_WHILE_TURNS,
                             .dropped = 1 };
              if (self->sink)
                tw_engine_emit (self, &ev);
              return FLOW_NEXT;
            }
          f = tw_tower_events_run_list (self, ctx, json_object_get (cmd, "data"));
          if (f == FLOW_BREAK)
            return FLOW_NEXT;
          if (f == FLOW_EXIT || f == FLOW_STOP)
            return f;
        }
    }
  if (strcmp (type, "break") == 0)
    return FLOW_BREAK;
  if (strcmp (type, "continue") == 0)
    return FLOW_CONTINUE;
  if (strcmp (type, "exit") == 0)
    return FLOW_EXIT;
  if (strcmp (type, "hide") == 0 || strcmp (type, "show") == 0 || strcmp (type, "remove") == 0)
    {
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, G_N_ELEMENTS (cells));
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      for (guint i = 0; i < n; i++)
        if (in_floor (self, floor, cells[i].x, cells[i].y))
          block_at (self, type, floor, cells[i].x, cells[i].y, cmd);
      return FLOW_NEXT;
    }
  if (strcmp (type, "setBlock") == 0 || strcmp (type, "closeDoor") == 0)
    {
      guint32 tile;
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, G_N_ELEMENTS (cells));
      if (!tile_number (self, json_object_get (cmd, type[0] == 's' ? "number" : "id"), &tile))
        return (*skip = "unknown tile"), FLOW_NEXT;
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      for (guint i = 0; i < n; i++)
        if (in_floor (self, floor, cells[i].x, cells[i].y))
          {
            tw_engine_set_block (self, self->floors[floor].def->id, cells[i].x, cells[i].y, tile);
            tw_engine_show_block (self, self->floors[floor].def->id, cells[i].x, cells[i].y);
          }
      return FLOW_NEXT;
    }
  if (strcmp (type, "openDoor") == 0)
    {
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
      if (floor < 0 || n == 0 || !in_floor (self, floor, cells[0].x, cells[0].y))
        return (*skip = "no cell"), FLOW_NEXT;
      {
        const char *id = self->floors[floor].def->id;
        const TwTileInfo *door = tw_tower_get_tile (
            self->tower, tw_engine_get_tile (self, id, cells[0].x, cells[0].y));
        tw_engine_remove_block (self, id, cells[0].x, cells[0].y);
        if (floor == self->cur)
          tw_tower_events_door_opened (self, door, cells[0].x, cells[0].y);
      }
      return FLOW_NEXT;
    }
  if (strcmp (type, "move") == 0 || strcmp (type, "jump") == 0)
    {
      gboolean move = type[0] == 'm';
      gint fx, fy, tx, ty;
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, move ? "loc" : "from"), cells, 1);
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      fx = tx = cells[0].x;
      fy = ty = cells[0].y;
      if (move ? !move_end (json_object_get (cmd, "steps"), &tx, &ty)
               : !point_of (json_object_get (cmd, "to"), &tx, &ty))
        return (*skip = move ? "steps not simulated" : "target not simulated"), FLOW_NEXT;
      if (!in_floor (self, floor, fx, fy) || !in_floor (self, floor, tx, ty))
        return (*skip = "cell outside the floor"), FLOW_NEXT;
      (move ? tw_engine_move_block
            : tw_engine_jump_block) (self, self->floors[floor].def->id, fx, fy, tx, ty,
                                     json_is_true (json_object_get (cmd, "keep")));
      return FLOW_NEXT;
    }
  if (strcmp (type, "changeFloor") == 0)
    {
      /* The arrival's firstArrive and eachArrive run at once, before the
       * rest of this event (functions.js `afterChangeFloor` inserts them
       * first; docs/rules.md §11.2). */
      guint queued = tev->pending->len;
      *skip = do_change_floor (self, cmd);
      if (*skip != NULL)
        return FLOW_NEXT;
      EMIT_NOW ();
      return tw_tower_events_run_first (self, tev->pending->len - queued);
    }
  if (tw_tower_events_is_question (type))
    return tw_tower_events_run_question (self, ctx, cmd, type, skip, emitted);
  if (strcmp (type, "openShop") == 0 || strcmp (type, "disableShop") == 0)
    {
      /* events.js `_action_openShop` / `_action_disableShop`: the shop is
       * usable (by `shop ID N` lines) or not; opening it is the player's. */
      const char *id = json_string_value (json_object_get (cmd, "id"));
      if (id == NULL)
        return (*skip = "no shop id"), FLOW_NEXT;
      if (type[0] == 'o')
        json_object_set_new (tev->shops, id, json_true ());
      else
        json_object_del (tev->shops, id);
      return FLOW_NEXT;
    }
  if (strcmp (type, "moveHero") == 0)
    {
      *skip = do_move_hero (self, json_object_get (cmd, "steps"));
      return self->dead ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "jumpHero") == 0)
    {
      gint x = self->hero.x, y = self->hero.y;
      json_t *dxy = json_object_get (cmd, "dxy");
      if (point_of (dxy, &x, &y))
        {
          x += self->hero.x;
          y += self->hero.y;
        }
      else if (dxy != NULL
               || (json_object_get (cmd, "loc") != NULL
                   && !point_of (json_object_get (cmd, "loc"), &x, &y)))
        return (*skip = "target not simulated"), FLOW_NEXT;
      if (!in_floor (self, self->cur, x, y))
        return (*skip = "cell outside the floor"), FLOW_NEXT;
      /* events.js `jumpHero`: the hero lands, no step taken. */
      self->hero.x = x;
      self->hero.y = y;
      return FLOW_NEXT;
    }
  if (strcmp (type, "changePos") == 0)
    {
      gint x, y, dx, dy;
      const char *direction = json_string_value (json_object_get (cmd, "direction"));
      if (point_of (json_object_get (cmd, "loc"), &x, &y))
        {
          if (!in_floor (self, self->cur, x, y))
            return (*skip = "cell outside the floor"), FLOW_NEXT;
          self->hero.x = x;
          self->hero.y = y;
        }
      if (direction && step_delta (direction, &dx, &dy))
        {
          g_free (self->hero.direction);
          self->hero.direction = g_strdup (direction);
        }
      return FLOW_NEXT;
    }
  if (strcmp (type, "battle") == 0)
    {
      TwBattleOutcome outcome;
      gint enemy;
      if (json_object_get (cmd, "id") != NULL)
        {
          /* events.js `_action_battle` with an id: `battle (id, null, null,
           * true)`, a fight with no cell (docs/rules.md §11.3). The run loop
           * skipped an unknown id. */
          enemy = tw_tower_find_enemy (self->tower, json_string_value (json_object_get (cmd, "id")));
          tw_engine_battle_by_id (self, enemy, &outcome);
          return self->dead ? FLOW_STOP : FLOW_NEXT;
        }
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
      if (n == 0 || !tw_engine_cell_is_enemy (self, self->cur, cells[0].x, cells[0].y, &enemy))
        return (*skip = "no enemy"), FLOW_NEXT;
      /* events.js `_action_battle`: a forced battle; its time is not map time
       * (docs/rules.md §11.3). */
      tw_engine_battle (self, cells[0].x, cells[0].y, TW_BATTLE_BY_HERO, &outcome);
      return self->dead ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "insert") == 0)
    {
      const char *name = json_string_value (json_object_get (cmd, "name"));
      Ctx sub;
      json_t *data;
      if (name != NULL)
        {
          data = common_event (self, name);
          if (data == NULL)
            return (*skip = "unknown common event"), FLOW_NEXT;
          tw_tower_events_ctx_init (self, &sub, "commonEvent", ctx->floor, ctx->x, ctx->y);
        }
      else
        {
          floor = command_floor (self, cmd);
          n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
          if (floor < 0 || n == 0)
            return (*skip = "no cell"), FLOW_NEXT;
          data = tw_tower_events_event_commands (
              tw_tower_events_cell_hook (self, floor, "events", cells[0].x, cells[0].y), NULL,
              NULL);
          tw_tower_events_ctx_init (self, &sub, "events", floor, cells[0].x, cells[0].y);
        }
      {
        Flow f;
        EMIT_NOW ();
        f = tw_tower_events_run_list (self, &sub, data);
        return f == FLOW_STOP ? FLOW_STOP : FLOW_NEXT;
      }
    }
  if (strcmp (type, "trigger") == 0)
    {
      /* events.js `_action_trigger`: the cell's own event runs now, as if
       * the hero had met it; a cell of the current floor whose block is
       * hidden has none. Blocks without events (enemies, items) are not
       * triggered. */
      json_t *data;
      Ctx sub;
      Flow f;
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, 1);
      if (n == 0 || !in_floor (self, self->cur, cells[0].x, cells[0].y))
        return (*skip = "no cell"), FLOW_NEXT;
      {
        TwFloorState *fs = &self->floors[self->cur];
        gsize cell = tw_engine_cell_of (fs, cells[0].x, cells[0].y);
        data
            = fs->hidden && fs->hidden[cell]
                  ? NULL
                  : tw_tower_events_event_commands (
                      tw_tower_events_cell_hook (self, self->cur, "events", cells[0].x, cells[0].y),
                      NULL, NULL);
      }
      if (data == NULL)
        return (*skip = "no event there"), FLOW_NEXT;
      tw_tower_events_ctx_init (self, &sub, "events", self->cur, cells[0].x, cells[0].y);
      EMIT_NOW ();
      f = tw_tower_events_run_list (self, &sub, data);
      return f == FLOW_STOP ? FLOW_STOP : FLOW_NEXT;
    }
  if (strcmp (type, "setEnemy") == 0)
    {
      *skip = tw_tower_events_set_enemy (self, ctx, cmd);
      return FLOW_NEXT;
    }
  if (strcmp (type, "setEnemyOnPoint") == 0 || strcmp (type, "resetEnemyOnPoint") == 0)
    {
      /* events.js `_action_setEnemyOnPoint` / `_action_resetEnemyOnPoint`:
       * every cell of `loc` (default: the event's own) of `floorId`. */
      floor = command_floor (self, cmd);
      n = command_cells (ctx, json_object_get (cmd, "loc"), cells, G_N_ELEMENTS (cells));
      if (floor < 0 || n == 0)
        return (*skip = "no cell"), FLOW_NEXT;
      for (guint i = 0; i < n; i++)
        {
          if (!in_floor (self, floor, cells[i].x, cells[i].y))
            continue;
          if (type[0] == 'r')
            tw_tower_events_reset_enemy_on_point (self, floor, cells[i].x, cells[i].y);
          else
            {
              const char *why = tw_tower_events_set_enemy_on_point (self, ctx, cmd, floor,
                                                                    cells[i].x, cells[i].y);
              /* A cell without an enemy is passed over, as mota-js does. */
              if (why != NULL && strcmp (why, "no enemy") != 0)
                return (*skip = why), FLOW_NEXT;
            }
        }
      return FLOW_NEXT;
    }
  if (strcmp (type, "moveEnemyOnPoint") == 0)
    {
      gint fx, fy, tx, ty;
      floor = command_floor (self, cmd);
      if (floor < 0 || !point_of (json_object_get (cmd, "from"), &fx, &fy))
        return (*skip = "no cell"), FLOW_NEXT;
      if (point_of (json_object_get (cmd, "dxy"), &tx, &ty))
        tx += fx, ty += fy;
      else if (!point_of (json_object_get (cmd, "to"), &tx, &ty))
        return (*skip = "target not simulated"), FLOW_NEXT;
      tw_tower_events_move_enemy_on_point (self, floor, fx, fy, tx, ty);
      return FLOW_NEXT;
    }
  if (strcmp (type, "win") == 0)
    {
      tev->won = TRUE;
      return FLOW_STOP;
    }
  if (strcmp (type, "lose") == 0)
    return FLOW_LOSE; /* run_list dies after the command's line */
  *skip = "not simulated";
  return FLOW_NEXT;
}

Flow
tw_tower_events_run_list (TwEngine *self, const Ctx *ctx, json_t *list)
{
  TwTowerEvents *tev = self->tev;
  gsize i;
  json_t *cmd;

  if (json_is_string (list) || json_is_object (list))
    {
      json_t *one = json_pack ("[O]", list);
      Flow f = tw_tower_events_run_list (self, ctx, one);
      json_decref (one);
      return f;
    }
  json_array_foreach (list, i, cmd)
  {
    const char *type
        = json_is_string (cmd) ? "text" : json_string_value (json_object_get (cmd, "type"));
    const char *skip = NULL;
    gboolean emitted = FALSE;
    Flow f;

    if (self->dead || tev->won)
      return FLOW_STOP;
    if (--tev->budget < 0)
      {
        TwEvent ev = { .kind = TW_EVENT_LIMIT,
                       .limit = "eventCommands",
                       .limit_max = MAX_FRAME_COMMANDS,
                       .dropped = 1 };
        if (self->sink)
          tw_engine_emit (self, &ev);
        return FLOW_STOP;
      }
    if (type == NULL)
      {
        tw_tower_events_emit (self, ctx, TW_EVENT_SKIP, "?", "no type");
        continue;
      }
    if (json_is_string (cmd))
      {
        tw_tower_events_emit (self, ctx, TW_EVENT_EVENT, type, NULL);
        continue;
      }
    if (is_presentation (type))
      {
        tw_tower_events_emit (self, ctx, TW_EVENT_EVENT, type, NULL);
        continue;
      }
    /* A command that may kill the hero by its own effects (a battle, the
     * ticks of moveHero) has its line first, so that nothing but refusals
     * follows a death (docs/rules.md §9); the others after they ran, when
     * whether they were played is known. */
    if (strcmp (type, "battle") == 0 || strcmp (type, "moveHero") == 0)
      {
        gint enemy;
        TwPoint cell[1];
        skip = tw_tower_events_static_skip (self->tower, cmd, type);
        if (skip == NULL && type[0] == 'b' && json_object_get (cmd, "id") == NULL
            && (command_cells (ctx, json_object_get (cmd, "loc"), cell, 1) == 0
                || !tw_engine_cell_is_enemy (self, self->cur, cell[0].x, cell[0].y, &enemy)))
          skip = "no enemy";
        tw_tower_events_emit (self, ctx, skip ? TW_EVENT_SKIP : TW_EVENT_EVENT, type, skip);
        if (skip)
          continue;
        f = run_command (self, ctx, cmd, type, &skip, &emitted);
      }
    else
      {
        f = run_command (self, ctx, cmd, type, &skip, &emitted);
        if (!emitted)
          tw_tower_events_emit (self, ctx, skip ? TW_EVENT_SKIP : TW_EVENT_EVENT, type, skip);
      }
    /* events.js `_action_setValue`: hp at 0 or below is a loss; `lose`. */
    if (f == FLOW_LOSE || (!self->dead && self->hero.hp <= 0))
      {
        self->hero.hp = MAX (self->hero.hp, 0);
        tw_engine_die (self, f == FLOW_LOSE ? "lose" : "event");
        return FLOW_STOP;
      }
    if (f != FLOW_NEXT)
      return f;
  }
  return FLOW_NEXT;
}

/* Why @cmd would not be played, or NULL: the same decisions as
 * run_command, made on the command alone. */
const char *
tw_tower_events_static_skip (TwTower *tower, json_t *cmd, const char *type)
{
  static const char *const plain[]
      = { "break",    "continue", "exit",     "hide",        "show",     "remove",
          "openDoor", "win",      "lose",     "changePos",   "jumpHero", "choices",
          "confirm",  "trigger",  "openShop", "disableShop", "input",    "input2", NULL };
  static const char *const operators[]
      = { "=", "+=", "-=", "*=", "/=", "//=", "%=", "**=", "min=", "max=", NULL };
  const char *op;
  gint x = 0, y = 0;

  if (is_presentation (type) || g_strv_contains (plain, type))
    return NULL;
  if (strcmp (type, "function") == 0)
    return tw_tower_events_function_static_skip (cmd);
  if (strcmp (type, "setValue") == 0 || strcmp (type, "addValue") == 0)
    {
      json_t *name = json_object_get (cmd, "name");
      Expr *target = json_is_string (name) ? tw_tower_events_expr_compile (name) : NULL;
      gboolean one_name = target != NULL && target->ops->len == 1
                          && g_array_index (target->ops, Op, 0).op == OP_NAME;
      tw_tower_events_expr_free (target);
      op = json_string_value (json_object_get (cmd, "operator"));
      if (!one_name)
        return "name not simulated";
      if (op != NULL && !g_strv_contains (operators, op))
        return "operator not simulated";
      return tw_tower_events_compiles (json_object_get (cmd, "value")) ? NULL
                                                                       : "value not simulated";
    }
  if (strcmp (type, "if") == 0 || strcmp (type, "switch") == 0 || strcmp (type, "while") == 0
      || strcmp (type, "dowhile") == 0)
    return tw_tower_events_compiles (json_object_get (cmd, "condition"))
               ? NULL
               : "condition not simulated";
  if (strcmp (type, "setBlock") == 0 || strcmp (type, "closeDoor") == 0)
    {
      json_t *number = json_object_get (cmd, type[0] == 's' ? "number" : "id");
      if (json_is_integer (number)
          || (json_is_string (number) && g_ascii_isdigit (json_string_value (number)[0]))
          || (json_is_string (number)
              && tw_tower_find_tile_by_id (tower, json_string_value (number)) != 0))
        return NULL;
      return "unknown tile";
    }
  if (strcmp (type, "moveHero") == 0)
    return move_hero_steps_ok (json_object_get (cmd, "steps")) ? NULL : "steps not simulated";
  if (strcmp (type, "move") == 0)
    return move_end (json_object_get (cmd, "steps"), &x, &y) ? NULL : "steps not simulated";
  if (strcmp (type, "jump") == 0)
    return point_of (json_object_get (cmd, "to"), &x, &y) ? NULL : "target not simulated";
  if (strcmp (type, "changeFloor") == 0)
    {
      const char *id = json_string_value (json_object_get (cmd, "floorId"));
      return id == NULL || id[0] == ':' || tw_tower_find_floor (tower, id) >= 0 ? NULL
                                                                                : "unknown floor";
    }
  if (strcmp (type, "battle") == 0)
    {
      json_t *id = json_object_get (cmd, "id");
      return id == NULL || tw_tower_find_enemy (tower, json_string_value (id)) >= 0
                 ? NULL
                 : "unknown enemy";
    }
  if (g_str_has_suffix (type, "EnemyOnPoint") || strcmp (type, "setEnemy") == 0)
    return tw_tower_events_enemy_static_skip (tower, cmd, type);
  if (strcmp (type, "insert") == 0)
    {
      const char *name = json_string_value (json_object_get (cmd, "name"));
      return name == NULL
                     || json_object_get (
                            json_object_get (tw_tower_get_events (tower), "commonEvent"), name)
                            != NULL
                 ? NULL
                 : "unknown common event";
    }
  return "not simulated";
}
