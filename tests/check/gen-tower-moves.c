/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-tower-moves.c: the moves script of a generated tower.
 *
 * The tower just written is opened as the check opens it and played in
 * Turnwright's engine while its script is written: each line is chosen
 * from where the hero is now (walks to the stairs, an item, an enemy, a
 * door; single steps; direct moves; pick-ups; waits and skills), played,
 * and kept. So the moves follow the hero across floors and around enemies
 * that move. Two things the game would not take are never written: a
 * direct move the engine refuses (mota-js's replay stops at a moveDirectly
 * that fails) and a direct move right after another (the replay folds
 * consecutive ones into one, docs/check.md). A line that kills the hero is
 * taken back and another one tried, except now and then once the script
 * has 20 lines, or when nothing else is left: the script ends there, as
 * the game does. It also ends at a frame that reaches the cap on battle
 * ticks (reached_cap). */
#include "tests/check/gen-tower-private.h"

#include <string.h>

#include "editor/mota/tw-project-open.h"
#include "engine/tw-engine.h"
#include "engine/tw-tower.h"

#define MIN_LINES 20
#define MAX_LINES 80
#define MAX_WALK 12 /* steps of one walk */

typedef struct
{
  GenTower *t;
  TwEngine *engine;
  GString *text;
  int n_lines, target;
  int rejected;         /* deadly lines taken back in a row */
  gboolean last_moveto; /* the line before is a direct move */
  gboolean over;        /* the hero died, or the cap was reached: the script ends */
  /* The hero faces the same way in the engine and in the game: not after a
   * refused step, which turns him in the game only, nor after what turns
   * him in one of them only (a pick-up, a direct move, an aimed skill;
   * docs/check.md, "What is compared"). */
  gboolean facing_known;
  json_t *before; /* the state before the line being tried */
  gboolean facing_before;
  guint64 capped_before; /* cuts of the battle-tick cap before it */
  int n_saves;           /* saves s0 .. s(n-1) written so far */
} Moves;

static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

static gboolean
stock (const Moves *m)
{
  return (m->t->flags & TW_GEN_NO_MAPTURN) != 0;
}

/* ---- the engine's state ----------------------------------------------- */

typedef struct
{
  const guint32 *tiles;
  const guint8 *hidden;
  int width, height;
  int hero_x, hero_y;
} View;

static void
view (Moves *m, View *v)
{
  v->tiles = tw_engine_floor_grid (m->engine, tw_engine_get_floor_id (m->engine), &v->width,
                                   &v->height, &v->hidden);
  tw_engine_get_hero_loc (m->engine, &v->hero_x, &v->hero_y);
}

static guint32
tile_at (const View *v, int x, int y)
{
  if (x < 0 || y < 0 || x >= v->width || y >= v->height)
    return G_MAXUINT32;
  int i = y * v->width + x;
  return v->hidden != NULL && v->hidden[i] ? 0 : v->tiles[i];
}

static GenKind
kind_at (Moves *m, const View *v, int x, int y)
{
  guint32 tile = tile_at (v, x, y);
  return tile == G_MAXUINT32 ? GEN_WALL : gen_tile_kind (m->t, tile);
}

static gboolean
owns (Moves *m, const char *id)
{
  json_t *hero = tw_engine_dup_hero (m->engine);
  json_t *group;
  const char *cls;
  gboolean owned = FALSE;
  json_object_foreach (json_object_get (hero, "items"), cls, group)
  {
    owned |= json_integer_value (json_object_get (group, id)) > 0;
  }
  json_decref (hero);
  return owned;
}

/* ---- lines ------------------------------------------------------------ */

static void
line_begin (Moves *m)
{
  TwLimitReport cap;
  m->before = tw_engine_save_state (m->engine);
  m->facing_before = m->facing_known;
  tw_engine_get_battle_ticks_limit (m->engine, &cap);
  m->capped_before = cap.hits;
}

/* The line just played reached the cap on a frame's battle ticks
 * (docs/rules.md §3.10: summoned chasers walking into the hero, battle
 * after battle). Such a frame is checked like any other, but every later
 * one would reach it again (the summoned enemies stay), and the game's
 * runtime takes seconds for each: the script ends there. */
static gboolean
reached_cap (Moves *m)
{
  TwLimitReport cap;
  tw_engine_get_battle_ticks_limit (m->engine, &cap);
  return cap.hits > m->capped_before;
}

static gboolean
may_die (Moves *m)
{
  return m->rejected >= 6 || (m->n_lines + 1 >= MIN_LINES && gen_chance (m->t, 30));
}

/* Keeps what the engine played since line_begin as the line @text, or
 * takes it back (FALSE): when @keep is FALSE, or when it kills the hero
 * and the script may not end here. */
static gboolean
line_end (Moves *m, const char *text, gboolean keep)
{
  gboolean dead = tw_engine_is_dead (m->engine);
  if (keep && dead && !may_die (m))
    {
      m->rejected++;
      keep = FALSE;
    }
  if (!keep)
    {
      tw_engine_load_state (m->engine, m->before, NULL);
      m->facing_known = m->facing_before;
    }
  g_clear_pointer (&m->before, json_decref);
  if (!keep)
    return FALSE;
  g_string_append_printf (m->text, "%s\n", text);
  m->n_lines++;
  m->rejected = 0;
  m->over = dead || reached_cap (m);
  return TRUE;
}

static gboolean
play (Moves *m, TwScriptKind kind, TwScriptDir dir, guint count, const char *id)
{
  TwScriptAction a = {
    .kind = kind, .dir = dir, .count = count, .id = (char *)id, .line = (guint)m->n_lines + 1
  };
  const char *reason = NULL;
  gboolean played = tw_engine_apply_action (m->engine, &a, &reason);
  if (kind == TW_SCRIPT_MOVE)
    m->facing_known = played;
  else if (kind == TW_SCRIPT_PICKUP || kind == TW_SCRIPT_MOVETO
           || (kind == TW_SCRIPT_SKILL && dir != TW_SCRIPT_DIR_NONE))
    m->facing_known = FALSE;
  return played;
}

/* One line of a single action. */
static gboolean
line (Moves *m, TwScriptKind kind, TwScriptDir dir, guint count, const char *id)
{
  TwScriptAction a = { .kind = kind, .dir = dir, .count = count, .id = (char *)id };
  g_autofree char *text = tw_script_action_to_string (&a);
  line_begin (m);
  play (m, kind, dir, count, id);
  return line_end (m, text, TRUE);
}

/* ---- walks ------------------------------------------------------------ */

/* Where a walk may pass: empty cells, items, doors whose key the hero
 * holds; the target itself, whatever it is. */
static gboolean
passable (Moves *m, const View *v, int x, int y, int tx, int ty)
{
  if (x == tx && y == ty)
    return tile_at (v, x, y) != G_MAXUINT32;
  switch (kind_at (m, v, x, y))
    {
    case GEN_EMPTY:
    case GEN_ITEM:
      return TRUE;
    case GEN_DOOR:
      return owns (m, gen_door_key (m->t, tile_at (v, x, y)));
    default:
      return FALSE;
    }
}

/* The first steps (at most MAX_WALK) of a shortest path from the hero to
 * (@tx, @ty), as directions in @dirs; 0 when there is none. */
static int
find_path (Moves *m, const View *v, int tx, int ty, int *dirs)
{
  int n = v->width * v->height, head = 0, tail = 0, len = 0;
  g_autofree int *from = g_new (int, n), *queue = g_new (int, n);
  int start = v->hero_y * v->width + v->hero_x, goal = ty * v->width + tx;

  for (int i = 0; i < n; i++)
    from[i] = -1;
  from[start] = 4;
  queue[tail++] = start;
  while (head < tail && from[goal] < 0)
    {
      int i = queue[head++], x = i % v->width, y = i / v->width;
      for (int d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];
          if (tile_at (v, nx, ny) == G_MAXUINT32 || from[ny * v->width + nx] >= 0
              || !passable (m, v, nx, ny, tx, ty))
            continue;
          from[ny * v->width + nx] = d;
          queue[tail++] = ny * v->width + nx;
        }
    }
  if (from[goal] < 0 || goal == start)
    return 0;
  g_autoptr (GArray) back = g_array_new (FALSE, FALSE, sizeof (int));
  for (int i = goal; i != start; i -= dy[from[i]] * v->width + dx[from[i]])
    g_array_append_val (back, from[i]);
  for (int k = (int)back->len - 1; k >= 0 && len < MAX_WALK; k--)
    dirs[len++] = g_array_index (back, int, k);
  return len;
}

/* Plays up to @n steps of @dir as one line "move DIR N"; a step that opens
 * a door or fights (the hero stays) is played again, so that the walk goes
 * on. Stops early at a refusal, a floor change or a death (*@stop): the
 * check compares the game after each step, and the game ends at a death. */
static gboolean
walk_line (Moves *m, int dir, int n, gboolean *stop)
{
  g_autofree char *floor_id = g_strdup (tw_engine_get_floor_id (m->engine));
  guint steps = 0;

  line_begin (m);
  for (int k = 0; k < n && !*stop; k++)
    {
      int x0, y0, x1, y1;
      tw_engine_get_hero_loc (m->engine, &x0, &y0);
      gboolean played = play (m, TW_SCRIPT_MOVE, dir, 1, NULL);
      steps++;
      tw_engine_get_hero_loc (m->engine, &x1, &y1);
      *stop = !played || tw_engine_is_dead (m->engine) || reached_cap (m)
              || g_strcmp0 (floor_id, tw_engine_get_floor_id (m->engine)) != 0;
      if (!*stop && x0 == x1 && y0 == y1 && k + 1 == n)
        *stop = TRUE; /* the target fought or opened: the walk is over */
      else if (!*stop && x0 == x1 && y0 == y1 && n < 2 * MAX_WALK)
        n++;
    }
  TwScriptAction a = { .kind = TW_SCRIPT_MOVE, .dir = dir, .count = steps };
  g_autofree char *text = tw_script_action_to_string (&a);
  return line_end (m, text, TRUE);
}

/* A walk along @dirs, a line per run of one direction. */
static gboolean
walk (Moves *m, const int *dirs, int n)
{
  gboolean stop = FALSE, any = FALSE;
  for (int k = 0; k < n && !stop && !m->over && m->n_lines < m->target;)
    {
      int run = 1;
      while (k + run < n && dirs[k + run] == dirs[k])
        run++;
      if (!walk_line (m, dirs[k], run, &stop))
        return any;
      any = TRUE;
      k += run;
    }
  return any;
}

/* A random cell of @kind on the current floor, not the hero's. */
static gboolean
random_cell (Moves *m, const View *v, GenKind kind, int *x, int *y)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (int));
  for (int i = 0; i < v->width * v->height; i++)
    if (kind_at (m, v, i % v->width, i / v->width) == kind && i != v->hero_y * v->width + v->hero_x)
      g_array_append_val (cells, i);
  if (cells->len == 0)
    return FALSE;
  int i = g_array_index (cells, int, gen_range (m->t, 0, (int)cells->len - 1));
  *x = i % v->width;
  *y = i / v->width;
  return TRUE;
}

/* A walk toward the stairs (most often), an item, an enemy (a battle), a
 * door or an empty cell. An item is picked up from next to it now and then
 * (`pickup DIR`) rather than stepped on. */
static gboolean
do_walk (Moves *m)
{
  static const GenKind targets[] = { GEN_STAIRS, GEN_STAIRS, GEN_STAIRS, GEN_ITEM, GEN_ITEM,
                                     GEN_ENEMY,  GEN_ENEMY,  GEN_DOOR,   GEN_EMPTY };
  GenKind kind = targets[gen_range (m->t, 0, G_N_ELEMENTS (targets) - 1)];
  int dirs[MAX_WALK], x, y, n;
  View v;

  view (m, &v);
  if (!random_cell (m, &v, kind, &x, &y))
    return FALSE;
  n = find_path (m, &v, x, y, dirs);
  if (n == 0)
    return FALSE;
  if (kind != GEN_ITEM || !gen_chance (m->t, 40) || n > MAX_WALK - 1)
    return walk (m, dirs, n);
  gboolean walked = walk (m, dirs, n - 1);
  view (m, &v);
  if (m->over || m->n_lines >= m->target || v.hero_x + dx[dirs[n - 1]] != x
      || v.hero_y + dy[dirs[n - 1]] != y)
    return walked;
  return line (m, TW_SCRIPT_PICKUP, dirs[n - 1], 1, NULL) || walked;
}

/* ---- the other lines -------------------------------------------------- */

/* A step or a few in a random direction, often into a wall (a refusal).
 * Played step by step as a walk, so that a death ends the line. */
static gboolean
do_step (Moves *m)
{
  int n = gen_chance (m->t, 70) ? 1 : gen_range (m->t, 2, 3);
  gboolean stop = FALSE;
  return walk_line (m, gen_range (m->t, 0, 3), n, &stop);
}

/* @special (a number or a list, as enemys.js has it) holds @n. */
static gboolean
has_special (json_t *special, int n)
{
  if (json_is_integer (special))
    return json_integer_value (special) == n;
  for (gsize k = 0; k < json_array_size (special); k++)
    if (json_integer_value (json_array_get (special, k)) == n)
      return TRUE;
  return FALSE;
}

/* A capture enemy (special 27) of the tower stands on @tile. */
static gboolean
is_capturer (Moves *m, guint32 tile)
{
  for (int i = 0; i < m->t->n_enemies; i++)
    if (m->t->enemies[i].tile == tile
        && has_special (json_object_get (m->t->enemies[i].def, "special"), 27))
      return TRUE;
  return FALSE;
}

/* A cell next to a capture enemy: the game's checkBlock.ambush. */
static gboolean
is_ambush (Moves *m, const View *v, int x, int y)
{
  for (int d = 0; d < 4; d++)
    {
      guint32 tile = tile_at (v, x + dx[d], y + dy[d]);
      if (tile != G_MAXUINT32 && tile != 0 && is_capturer (m, tile))
        return TRUE;
    }
  return FALSE;
}

/* The length of a direct move from the hero to (@tx, @ty), -1 when there
 * is none: the engine's (docs/rules.md §2.8: through empty cells only), or,
 * @as_game, the game's (maps.js canMoveDirectly: it passes stairs too, as
 * data.js sets ignoreChangeFloor, and never passes or ends on a cell next
 * to a capture enemy, checkBlock.ambush). */
static int
direct_distance (Moves *m, const View *v, int tx, int ty, gboolean as_game)
{
  int n = v->width * v->height, head = 0, tail = 0;
  g_autofree int *dist = g_new (int, n), *queue = g_new (int, n);

  for (int i = 0; i < n; i++)
    dist[i] = -1;
  dist[v->hero_y * v->width + v->hero_x] = 0;
  queue[tail++] = v->hero_y * v->width + v->hero_x;
  while (head < tail)
    {
      int i = queue[head++], x = i % v->width, y = i / v->width;
      for (int d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d], ni = ny * v->width + nx;
          GenKind kind = kind_at (m, v, nx, ny);
          gboolean stairs = as_game && kind == GEN_STAIRS && !(nx == tx && ny == ty);
          if (tile_at (v, nx, ny) == G_MAXUINT32 || dist[ni] >= 0 || (kind != GEN_EMPTY && !stairs)
              || (as_game && is_ambush (m, v, nx, ny)))
            continue;
          dist[ni] = dist[i] + 1;
          queue[tail++] = ni;
        }
    }
  return dist[ty * v->width + tx];
}

/* A direct move to an empty cell, only one the engine plays and the game
 * plays the same way, and never two in a row (see the top of this file).
 * Where the two rules part (a way past a capture enemy, or over stairs) the
 * game refuses or walks another way: real differences of the engine, left
 * out until it follows the game (docs/check.md). */
static gboolean
do_moveto (Moves *m)
{
  View v;
  int x, y;
  if (m->last_moveto)
    return FALSE;
  view (m, &v);
  if (!random_cell (m, &v, GEN_EMPTY, &x, &y))
    return FALSE;
  int ours = direct_distance (m, &v, x, y, FALSE);
  if (ours < 0 || ours != direct_distance (m, &v, x, y, TRUE))
    return FALSE;
  TwScriptAction a = { .kind = TW_SCRIPT_MOVETO, .x = x, .y = y, .line = (guint)m->n_lines + 1 };
  g_autofree char *text = tw_script_action_to_string (&a);
  const char *reason = NULL;
  line_begin (m);
  gboolean played = tw_engine_apply_action (m->engine, &a, &reason);
  m->facing_known = FALSE;
  return line_end (m, text, played);
}

static gboolean
do_pickup (Moves *m)
{
  View v;
  view (m, &v);
  int first = gen_range (m->t, 0, 3);
  for (int k = 0; k < 4; k++)
    {
      int d = (first + k) % 4;
      if (kind_at (m, &v, v.hero_x + dx[d], v.hero_y + dy[d]) == GEN_ITEM)
        return line (m, TW_SCRIPT_PICKUP, d, 1, NULL);
    }
  return FALSE;
}

static gboolean
do_wait (Moves *m)
{
  return line (m, TW_SCRIPT_WAIT, TW_SCRIPT_DIR_NONE, (guint)gen_range (m->t, 1, 6), NULL);
}

/* The direction of the nearest enemy in a straight line within @range, or
 * a random one. */
static int
aim (Moves *m, int range)
{
  View v;
  view (m, &v);
  for (int r = 1; r <= range; r++)
    for (int d = 0; d < 4; d++)
      if (kind_at (m, &v, v.hero_x + r * dx[d], v.hero_y + r * dy[d]) == GEN_ENEMY)
        return d;
  return gen_range (m->t, 0, 3);
}

/* A skill: a remote one aimed (or, now and then, where the hero faces,
 * when that is the same in the game), the others by `skill ID` or `use
 * ID`. */
static gboolean
do_skill (Moves *m)
{
  const GenSkill *s = &m->t->skills[gen_range (m->t, 0, m->t->n_skills - 1)];
  if (g_str_equal (s->cls, "skillremote"))
    {
      json_t *range = json_object_get (json_object_get (s->fields, "effect"), "range");
      int dir = gen_chance (m->t, 20) && m->facing_known ? TW_SCRIPT_DIR_NONE
                                                         : aim (m, (int)json_integer_value (range));
      return line (m, TW_SCRIPT_SKILL, dir, 1, s->id);
    }
  if (!g_str_equal (s->cls, "skillbattle") && gen_chance (m->t, 50))
    return line (m, TW_SCRIPT_USE, TW_SCRIPT_DIR_NONE, 1, s->id);
  return line (m, TW_SCRIPT_SKILL, TW_SCRIPT_DIR_NONE, 1, s->id);
}

/* Cancelling a status or battle skill, on or not (a refusal then). */
static gboolean
do_cancel (Moves *m)
{
  const GenSkill *s = &m->t->skills[gen_range (m->t, 0, m->t->n_skills - 1)];
  if (g_str_equal (s->cls, "skillremote") || g_str_equal (s->cls, "skillrecover"))
    return FALSE;
  return line (m, TW_SCRIPT_CANCEL, TW_SCRIPT_DIR_NONE, 1, s->id);
}

/* A load of one of the saves written before: the game's own loadData in
 * the check (docs/runtime.md). Who faces where comes back with the save;
 * taken as unknown. */
static gboolean
do_load (Moves *m)
{
  if (m->n_saves == 0)
    return FALSE;
  g_autofree char *name = g_strdup_printf ("s%d", gen_range (m->t, 0, m->n_saves - 1));
  if (!line (m, TW_SCRIPT_LOAD, TW_SCRIPT_DIR_NONE, 1, name))
    return FALSE;
  m->facing_known = FALSE;
  return TRUE;
}

/* ---- the script ------------------------------------------------------- */

typedef gboolean (*LineFunc) (Moves *m);

typedef struct
{
  LineFunc func;
  int weight;        /* out of the weights of its rules */
  gboolean map_turn; /* a line the plain game cannot play (docs/check.md) */
} Choice;

static const Choice choices[] = {
  { do_walk, 45, FALSE }, { do_step, 12, FALSE }, { do_moveto, 10, FALSE }, { do_pickup, 8, FALSE },
  { do_wait, 12, TRUE },  { do_skill, 12, TRUE }, { do_cancel, 5, TRUE },  { do_load, 3, TRUE },
};

static LineFunc
choose (Moves *m)
{
  int total = 0, r;
  for (gsize i = 0; i < G_N_ELEMENTS (choices); i++)
    total += stock (m) && choices[i].map_turn ? 0 : choices[i].weight;
  r = gen_range (m->t, 0, total - 1);
  for (gsize i = 0;; i++)
    {
      int w = stock (m) && choices[i].map_turn ? 0 : choices[i].weight;
      if (r < w)
        return choices[i].func;
      r -= w;
    }
}

/* Now and then a save (`save sN`), drawn as it always was, so that every
 * other draw of the seed stays; do_load goes back to one of them. */
static void
note_save_point (Moves *m)
{
  if (!stock (m) && gen_chance (m->t, 5))
    {
      g_autofree char *name = g_strdup_printf ("s%d", m->n_saves);
      if (line (m, TW_SCRIPT_SAVE, TW_SCRIPT_DIR_NONE, 1, name))
        m->n_saves++;
    }
}

static void
write_lines (Moves *m)
{
  for (int tries = 0; tries < 2000 && !m->over && m->n_lines < m->target; tries++)
    {
      LineFunc func = choose (m);
      note_save_point (m);
      if (func (m))
        m->last_moveto = func == do_moveto;
    }
}

static TwEngine *
open_engine (const char *out_dir, GError **error)
{
  g_autoptr (TwProjectFile) project = tw_project_open (out_dir, error);
  if (project == NULL)
    return NULL;
  TwTower *tower = tw_tower_new_from_json (tw_project_file_get_tower (project), error);
  if (tower == NULL)
    return NULL;
  TwEngine *engine = tw_engine_new (tower);
  tw_tower_unref (tower);
  tw_engine_begin_game (engine);
  return engine;
}

gboolean
gen_write_moves (GenTower *t, const char *out_dir, GError **error)
{
  g_autoptr (GError) local = NULL;
  Moves m = { .t = t, .text = g_string_new (NULL), .facing_known = TRUE };
  gboolean ok;

  m.engine = open_engine (out_dir, &local);
  if (m.engine == NULL)
    {
      g_set_error (error, TW_GEN_ERROR, TW_GEN_ERROR_ENGINE, "%s: the tower does not load: %s",
                   out_dir, local->message);
      g_string_free (m.text, TRUE);
      return FALSE;
    }
  g_string_append_printf (m.text, "# generated by tests/check/gen-tower.c, seed %u\n", t->seed);
  if (stock (&m))
    g_string_append (m.text, "# stock rules (TW_GEN_NO_MAPTURN): every timeCost 0, no skills\n");
  m.target = gen_range (t, MIN_LINES, MAX_LINES);
  write_lines (&m);
  tw_engine_free (m.engine);
  g_autofree char *path = g_build_filename (out_dir, "moves.txt", NULL);
  ok = g_file_set_contents (path, m.text->str, (gssize)m.text->len, error);
  g_string_free (m.text, TRUE);
  return ok;
}
