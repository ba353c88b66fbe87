/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-chase-field.c: the chase distance field (docs/rules.md §7) against a
 * full breadth-first search.
 *
 * The engine keeps one field while the hero stands still and the floor's
 * passability does not change, searches it only as far as the chasers that
 * ask need (the layer after the asking chaser's own distance), and carries
 * the search on for the next one. The reference searches the whole floor
 * afresh for every action. Random floors up to 40x40, mostly chasers (some
 * with a range, some slower, summoners adding chasers next to themselves),
 * the hero stepping or jumping (onto walls too), chasers put down far away
 * between ticks and in the middle of ticks (an enemy on an empty cell leaves
 * the passability, and so the field, as it was), walls appearing and going,
 * cells hidden and shown. After every step: the same actions with the same
 * results, the same tiles, the same lists.
 */
#include "tw-ref-engine.h"

#include <string.h>

#define T_WALL 1
#define T_CHASER 201
#define N_DEFS 5

typedef struct
{
  TwEngine *eng;
  TwRefEngine *ref;
  GRand *rand; /* drives mid-tick changes: same seed on both sides */
  GString *log;
  gint w, h;
  guint mid_percent;
} Side;

static TwTower *
random_tower (GRand *r, gint w, gint h)
{
  TwTower *tower = tw_tower_new ();
  g_autoptr (GError) error = NULL;
  g_autofree guint32 *map = g_new0 (guint32, w * h);
  gint walls = g_rand_int_range (r, 0, 45), chasers = g_rand_int_range (r, 1, 5);
  json_t *defs[N_DEFS], *wall, *hero;
  gint i;

  wall = json_pack ("{s:s, s:s}", "cls", "terrains", "id", "wall");
  tw_tower_add_tile (tower, T_WALL, wall);
  json_decref (wall);
  /* e0 chases every tick, e1 every other tick, e2 within a range, e3 summons
   * e0, e4 idles. */
  defs[0] = json_pack ("{s:i, s:i, s:i, s:i, s:s}", "hp", 1, "atk", 1, "def", 0, "timeCost", 1,
                       "actType", "chase");
  defs[1] = json_pack ("{s:i, s:i, s:i, s:i, s:s}", "hp", 1, "atk", 1, "def", 0, "timeCost", 2,
                       "actType", "chase");
  defs[2]
      = json_pack ("{s:i, s:i, s:i, s:i, s:s, s:{s:i}}", "hp", 1, "atk", 1, "def", 0, "timeCost", 1,
                   "actType", "chase", "actArgs", "range", g_rand_int_range (r, 1, 20));
  defs[3]
      = json_pack ("{s:i, s:i, s:i, s:i, s:s, s:{s:s, s:s}}", "hp", 1, "atk", 1, "def", 0,
                   "timeCost", 9, "actType", "skill", "actArgs", "kind", "summon", "enemy", "e0");
  defs[4] = json_pack ("{s:i, s:i, s:i, s:i, s:s}", "hp", 1, "atk", 1, "def", 0, "timeCost", 3,
                       "actType", "idle");
  for (i = 0; i < N_DEFS; i++)
    {
      char id[8];
      json_t *tile;
      g_snprintf (id, sizeof id, "e%d", i);
      tw_tower_add_enemy (tower, id, defs[i]);
      json_decref (defs[i]);
      tile = json_pack ("{s:s, s:s}", "cls", "enemys", "id", id);
      tw_tower_add_tile (tower, T_CHASER + i, tile);
      json_decref (tile);
    }
  for (i = 0; i < w * h; i++)
    {
      gint roll = g_rand_int_range (r, 0, 100);
      if (roll < walls)
        map[i] = T_WALL;
      else if (roll < walls + chasers)
        map[i] = T_CHASER + (g_rand_int_range (r, 0, 10) < 7 ? 0 : g_rand_int_range (r, 1, 3));
    }
  /* One summoner, one idler (more summoners than battles can keep up with
   * would keep the hero fighting for ever). */
  map[g_rand_int_range (r, 0, w * h)] = T_CHASER + 3;
  map[g_rand_int_range (r, 0, w * h)] = T_CHASER + 4;
  tw_tower_add_floor (tower, "F0", w, h, map, NULL);
  /* A hero who beats every enemy (hp 1, atk 1) without losing hp. */
  hero = json_pack ("{s:i, s:i, s:i, s:{s:i, s:i}}", "hp", 1000000000, "atk", 1000, "def", 1000,
                    "loc", "x", g_rand_int_range (r, 0, w), "y", g_rand_int_range (r, 0, h));
  tw_tower_set_start (tower, "F0", hero);
  json_decref (hero);
  tw_tower_finish (tower, &error);
  g_assert_no_error (error);
  return tower;
}

typedef enum
{
  OP_WAIT,
  OP_STEP, /* becomes OP_JUMP to a neighbour of the hero's cell */
  OP_JUMP,
  OP_PUT_CHASER,
  OP_WALL,
  OP_REMOVE,
  OP_HIDE,
  OP_SHOW,
} OpKind;

typedef struct
{
  OpKind kind;
  gint x, y;
  gint64 n;
} Op;

static void
random_op (GRand *r, Op *op, gint w, gint h, gboolean mid_tick)
{
  static const OpKind kinds[]
      = { OP_WAIT, OP_WAIT, OP_WAIT,   OP_WAIT, OP_STEP, OP_STEP,       OP_STEP,
          OP_JUMP, OP_WALL, OP_REMOVE, OP_HIDE, OP_SHOW, OP_PUT_CHASER, OP_PUT_CHASER };
  static const OpKind mid_kinds[]
      = { OP_PUT_CHASER, OP_PUT_CHASER, OP_PUT_CHASER, OP_WALL, OP_REMOVE, OP_HIDE };

  memset (op, 0, sizeof *op);
  op->kind = mid_tick ? mid_kinds[g_rand_int_range (r, 0, G_N_ELEMENTS (mid_kinds))]
                      : kinds[g_rand_int_range (r, 0, G_N_ELEMENTS (kinds))];
  op->x = g_rand_int_range (r, 0, w);
  op->y = g_rand_int_range (r, 0, h);
  op->n = g_rand_int_range (r, 1, 5);
}

static void
apply_op (Side *s, const Op *op)
{
  switch (op->kind)
    {
    case OP_WAIT:
      if (s->eng)
        tw_engine_consume_time (s->eng, op->n, "wait");
      else
        tw_ref_consume_time (s->ref, op->n, "wait");
      return;
    case OP_JUMP:
      if (s->eng)
        tw_engine_set_hero_loc (s->eng, op->x, op->y);
      else
        tw_ref_set_hero_loc (s->ref, op->x, op->y);
      return;
    case OP_PUT_CHASER:
    case OP_WALL:
      if (s->eng)
        tw_engine_set_block (s->eng, "F0", op->x, op->y,
                             op->kind == OP_WALL ? T_WALL : T_CHASER + (guint32)(op->n % 3));
      else
        tw_ref_set_block (s->ref, "F0", op->x, op->y,
                          op->kind == OP_WALL ? T_WALL : T_CHASER + (guint32)(op->n % 3));
      return;
    case OP_REMOVE:
      if (s->eng)
        tw_engine_remove_block (s->eng, "F0", op->x, op->y);
      else
        tw_ref_remove_block (s->ref, "F0", op->x, op->y);
      return;
    case OP_HIDE:
      if (s->eng)
        tw_engine_hide_block (s->eng, "F0", op->x, op->y);
      else
        tw_ref_hide_block (s->ref, "F0", op->x, op->y);
      return;
    case OP_SHOW:
      if (s->eng)
        tw_engine_show_block (s->eng, "F0", op->x, op->y);
      else
        tw_ref_show_block (s->ref, "F0", op->x, op->y);
      return;
    default:
      g_assert_not_reached ();
    }
}

/* --- sinks: log every action, sometimes change the map mid-tick ------------ */

static void
on_event (Side *s, const TwEvent *ev)
{
  Op op;

  if (ev->kind != TW_EVENT_TICK && ev->kind != TW_EVENT_ENEMY_ACT)
    return;
  g_string_append_printf (s->log, "%s t%" G_GINT64_FORMAT, tw_event_kind_to_string (ev->kind),
                          ev->map_turn);
  if (ev->kind == TW_EVENT_ENEMY_ACT)
    g_string_append_printf (s->log, " %s g%" G_GINT64_FORMAT " %s", ev->enemy, ev->gauge,
                            tw_event_result_to_string (ev->result));
  g_string_append_c (s->log, '\n');
  if (ev->kind != TW_EVENT_ENEMY_ACT || (guint)g_rand_int_range (s->rand, 0, 100) >= s->mid_percent)
    return;
  random_op (s->rand, &op, s->w, s->h, TRUE);
  apply_op (s, &op);
}

static void
engine_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  on_event (data, ev);
}

static void
ref_sink (TwRefEngine *ref, const TwEvent *ev, gpointer data)
{
  on_event (data, ev);
}

static void
assert_same (Side *a, Side *b, guint seed, guint step)
{
  g_auto (GStrv) la = tw_engine_dup_active_list (a->eng, "F0");
  g_auto (GStrv) lb = tw_ref_dup_active_list (b->ref, "F0");
  gint x, y;

  if (strcmp (a->log->str, b->log->str) != 0)
    g_error ("seed %u step %u: actions differ\nengine:\n%s\nreference:\n%s", seed, step,
             a->log->str, b->log->str);
  g_assert_cmpint (tw_engine_get_hero_hp (a->eng), ==, tw_ref_get_hero_hp (b->ref));
  g_assert_true ((la == NULL) == (lb == NULL));
  if (la != NULL)
    g_assert_true (g_strv_equal ((const char *const *)la, (const char *const *)lb));
  for (y = 0; y < a->h; y++)
    for (x = 0; x < a->w; x++)
      if (tw_engine_get_tile (a->eng, "F0", x, y) != tw_ref_get_tile (b->ref, "F0", x, y))
        g_error ("seed %u step %u: tile at %d,%d engine %u reference %u", seed, step, x, y,
                 tw_engine_get_tile (a->eng, "F0", x, y), tw_ref_get_tile (b->ref, "F0", x, y));
  g_string_truncate (a->log, 0);
  g_string_truncate (b->log, 0);
}

/* Returns how many actions were compared. */
static guint
run_seed (guint seed, guint steps)
{
  static const gint dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  gint w = g_rand_int_range (r, 1, 41), h = g_rand_int_range (r, 1, 41);
  TwTower *tower = random_tower (r, w, h);
  Side a = { 0 }, b = { 0 };
  guint step, actions = 0;
  gint hx, hy;

  a.eng = tw_engine_new (tower);
  b.ref = tw_ref_new (tower);
  a.log = g_string_new (NULL);
  b.log = g_string_new (NULL);
  a.rand = g_rand_new_with_seed (seed * 7919u + 1);
  b.rand = g_rand_new_with_seed (seed * 7919u + 1);
  a.w = b.w = w;
  a.h = b.h = h;
  a.mid_percent = b.mid_percent = g_rand_int_range (r, 0, 3);
  tw_engine_set_event_sink (a.eng, engine_sink, &a, NULL);
  tw_ref_set_sink (b.ref, ref_sink, &b);
  tw_engine_get_hero_loc (a.eng, &hx, &hy);
  for (step = 1; step <= steps; step++)
    {
      Op op;
      random_op (r, &op, w, h, FALSE);
      if (op.kind == OP_STEP)
        {
          gint d = g_rand_int_range (r, 0, 4);
          op.kind = OP_JUMP;
          op.x = hx + dx[d];
          op.y = hy + dy[d];
        }
      if (op.kind == OP_JUMP)
        {
          hx = op.x;
          hy = op.y;
        }
      if (g_getenv ("TW_CHASE_DEBUG"))
        g_printerr ("seed %u %dx%d step %u: op %d (%d,%d) n %" G_GINT64_FORMAT "\n", seed, w, h,
                    step, op.kind, op.x, op.y, op.n);
      apply_op (&a, &op);
      apply_op (&b, &op);
      actions += (guint)(strlen (a.log->str) > 0);
      assert_same (&a, &b, seed, step);
    }
  tw_engine_free (a.eng);
  tw_ref_free (b.ref);
  g_string_free (a.log, TRUE);
  g_string_free (b.log, TRUE);
  g_rand_free (a.rand);
  g_rand_free (b.rand);
  tw_tower_unref (tower);
  return actions;
}

/* Under AddressSanitizer the reference is slow: fewer floors there. */
#if defined(__SANITIZE_ADDRESS__)
#define N_FLOORS 200
#else
#define N_FLOORS 800
#endif

static void
test_chase_field_differential (void)
{
  guint seed, actions = 0;

  for (seed = 1; seed <= N_FLOORS; seed++)
    actions += run_seed (seed, 40);
  g_test_message ("%u floors, %u steps with actions compared", N_FLOORS, actions);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/chase-field/against-full-search", test_chase_field_differential);
  return g_test_run ();
}
