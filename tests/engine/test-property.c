/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-property.c: saving and loading never changes the future.
 *
 * 1,000 random scripts on random towers (two floors joined by stairs; random
 * walls, keys, doors, gems; enemies that idle, chase, patrol, shoot and
 * summon, some capturing, some contactBattleOnly; status, battle, remote and
 * recover skills). Each script is played once straight through; at a random
 * point the state is saved, written to text, read back and loaded into a
 * fresh engine, which plays the rest. The rest of the trace and the final
 * state must be identical. The straight trace also keeps the rules of
 * check_event().
 *
 * The towers carry tower events too (docs/rules.md §11: afterBattle,
 * autoEvent, step-on events with switches and hide, firstArrive,
 * eachArrive), so that their state crosses the save as well.
 *
 * The same save with its activeEnemiesByFloor deleted, or corrupted so that
 * it no longer matches the map (an entry moved, dropped, doubled, or naming
 * an unknown enemy), must go on exactly as the intact save does
 * (docs/rules.md §8: the cache is derived, rebuilt once on load, gauges and
 * per-instance state kept by runtimeId). Only its version may differ.
 */
#include "tw-test-util.h"

#include <stdlib.h>
#include <string.h>

static const char *kinds[] = { "idle", "chase", "patrol", "skill" };

static json_t *
random_enemys (GRand *r, gint w, gint h)
{
  json_t *enemys = json_object ();
  gint i;

  for (i = 0; i < 6; i++)
    {
      char id[8];
      const char *act = kinds[g_rand_int_range (r, 0, 4)];
      json_t *e = json_pack (
          "{s:i, s:i, s:i, s:i, s:i, s:i, s:s, s:i}", "hp", g_rand_int_range (r, 50, 400), "atk",
          g_rand_int_range (r, 100, 180), "def", g_rand_int_range (r, 0, 60), "money",
          g_rand_int_range (r, 0, 5), "exp", g_rand_int_range (r, 0, 5), "timeCost",
          g_rand_int_range (r, 0, 5), "actType", act, "priority", g_rand_int_range (r, 0, 3));
      g_snprintf (id, sizeof id, "m%d", i);
      if (g_rand_int_range (r, 0, 4) == 0)
        json_object_set_new (e, "special", json_pack ("[i]", 27));
      if (g_rand_int_range (r, 0, 6) == 0)
        json_object_set_new (e, "contactBattleOnly", json_true ());
      if (strcmp (act, "patrol") == 0)
        json_object_set_new (e, "actArgs",
                             json_pack ("{s:[[i,i],[i,i],[i,i]]}", "route",
                                        g_rand_int_range (r, 0, w), g_rand_int_range (r, 0, h),
                                        g_rand_int_range (r, 0, w), g_rand_int_range (r, 0, h),
                                        g_rand_int_range (r, 0, w), g_rand_int_range (r, 0, h)));
      else if (strcmp (act, "skill") == 0)
        json_object_set_new (e, "actArgs",
                             g_rand_boolean (r)
                                 ? json_pack ("{s:s, s:i, s:i}", "kind", "ranged", "range",
                                              g_rand_int_range (r, 1, 4), "damage",
                                              g_rand_int_range (r, 5, 60))
                                 : json_pack ("{s:s, s:s}", "kind", "summon", "enemy", "m0"));
      else if (strcmp (act, "chase") == 0 && g_rand_boolean (r))
        json_object_set_new (e, "actArgs",
                             json_pack ("{s:i}", "range", g_rand_int_range (r, 2, 8)));
      json_object_set_new (enemys, id, e);
    }
  return enemys;
}

static const char *items_text
    = "{\"yellowKey\": {\"cls\": \"tools\"},"
      " \"redGem\": {\"cls\": \"items\", \"itemEffect\": \"core.status.hero.atk += 2\"},"
      " \"skill1\": {\"cls\": \"skillbattle\", \"timeCost\": 3, \"canCancel\": true, "
      "\"exclusiveGroup\": \"battleSkill\", \"effect\": {\"atk\": 20}},"
      " \"skill2\": {\"cls\": \"skillbattle\", \"timeCost\": 2, \"canCancel\": false, "
      "\"exclusiveGroup\": \"battleSkill\"},"
      " \"shield\": {\"cls\": \"skillupdate\", \"durationBattles\": 2, \"battleTimeCost\": 4, "
      "\"canCancel\": true, \"effect\": {\"def\": 10}},"
      " \"stacker\": {\"cls\": \"skillupdate\", \"durationBattles\": 1, \"battleTimeCost\": 2, "
      "\"stackPolicy\": \"stack\"},"
      " \"aura\": {\"cls\": \"skillupdate\", \"durationBattles\": null, \"stackPolicy\": "
      "\"replace\", \"canCancel\": true, \"effect\": {\"mdef\": 5}},"
      " \"fireball\": {\"cls\": \"skillremote\", \"timeCost\": 2, \"effect\": {\"damage\": 60, "
      "\"range\": 3}},"
      " \"heal\": {\"cls\": \"skillrecover\", \"timeCost\": 1, \"effect\": {\"heal\": 150}},"
      " \"bomb\": {\"cls\": \"tools\", \"timeCost\": 2, \"useItemEffect\": \"core.status.hero.hp "
      "+= 5\"}}";

static const char *hero_text
    = "{\"hp\": 2000, \"atk\": 120, \"def\": 60, \"mdef\": 0, \"loc\": {\"x\": 0, \"y\": 0},"
      " \"items\": {\"tools\": {\"yellowKey\": 1, \"bomb\": 2}, \"skillbattle\": {\"skill1\": 1, "
      "\"skill2\": 1},"
      "            \"skillupdate\": {\"shield\": 1, \"stacker\": 1, \"aura\": 1},"
      "            \"skillremote\": {\"fireball\": 1}, \"skillrecover\": {\"heal\": 1}}}";

/* Tower events (docs/rules.md §11), placed from the map alone so that the
 * random towers stay the same: every enemy counts its defeat (afterBattle),
 * and makes m0 stronger (setEnemy, kept in the save as flags.enemyInfo),
 * the first wall opens at two (autoEvent), some empty cells raise atk and
 * hide on their second visit (a switch), and arrivals are counted
 * (firstArrive, eachArrive). */
static void
add_events (json_t *floor, gint w, gint h, gint sx, gint sy)
{
  json_t *map = json_object_get (floor, "map");
  json_t *after = json_object (), *events = json_object (), *autos = json_object ();
  gboolean door = FALSE;

  for (gint y = 0; y < h; y++)
    for (gint x = 0; x < w; x++)
      {
        gint tile = (gint)json_integer_value (json_array_get (json_array_get (map, y), x));
        g_autofree char *key = g_strdup_printf ("%d,%d", x, y);
        if (tile >= TT_ENEMY (0) && tile < TT_ENEMY (6))
          json_object_set_new (
              after, key,
              json_pack ("[{s:s, s:s, s:s}, {s:s, s:s, s:s, s:s, s:s}]", "type", "addValue", "name",
                         "flag:kills", "value", "1", "type", "setEnemy", "id", "m0", "name", "atk",
                         "operator", "+=", "value", "1"));
        else if (tile == TT_WALL && !door)
          {
            door = TRUE;
            json_object_set_new (autos, key,
                                 json_pack ("{s:{s:s, s:b, s:b, s:[{s:s}]}}", "0", "condition",
                                            "flag:kills >= 2", "currentFloor", 1, "multiExecute", 0,
                                            "data", "type", "openDoor"));
          }
        else if (tile == 0 && (x * 7 + y * 3) % 11 == 5 && !(x == sx && y == sy))
          json_object_set_new (
              events, key,
              json_pack ("[{s:s, s:s, s:s}, {s:s, s:s, s:s}, {s:s, s:s, s:[{s:s}], s:[]}]", "type",
                         "addValue", "name", "status:atk", "value", "1", "type", "addValue", "name",
                         "switch:n", "value", "1", "type", "if", "condition", "switch:n >= 2",
                         "true", "type", "hide", "false"));
      }
  json_object_set_new (floor, "afterBattle", after);
  json_object_set_new (floor, "events", events);
  json_object_set_new (floor, "autoEvent", autos);
  json_object_set_new (
      floor, "firstArrive",
      json_pack ("[{s:s, s:s, s:s}]", "type", "addValue", "name", "global:arrivals", "value", "1"));
  json_object_set_new (
      floor, "eachArrive",
      json_pack ("[{s:s, s:s, s:s}]", "type", "addValue", "name", "flag:each", "value", "1"));
}

static json_t *
random_floor (GRand *r, const char *id, const char *other, gint w, gint h)
{
  json_t *rows = json_array ();
  json_t *floor;
  gint x, y, sx, sy;

  /* Stairs near the start, so that scripts do change floors. */
  do
    {
      sx = g_rand_int_range (r, 0, MIN (w, 4));
      sy = g_rand_int_range (r, 0, MIN (h, 4));
    }
  while (sx == 0 && sy == 0);

  for (y = 0; y < h; y++)
    {
      json_t *row = json_array ();
      for (x = 0; x < w; x++)
        {
          gint roll = g_rand_int_range (r, 0, 100), tile = 0;
          if (x == 0 && y == 0)
            tile = 0;
          else if (x == sx && y == sy)
            tile = TT_UP;
          else if (roll < 12)
            tile = TT_WALL;
          else if (roll < 26)
            tile = TT_ENEMY (g_rand_int_range (r, 0, 6));
          else if (roll < 29)
            tile = TT_DOOR;
          else if (roll < 33)
            tile = TT_ITEM (g_rand_int_range (r, 0, 2));
          json_array_append_new (row, json_integer (tile));
        }
      json_array_append_new (rows, row);
    }
  {
    g_autofree char *key = g_strdup_printf ("%d,%d", sx, sy);
    json_t *cf = json_object ();
    json_object_set_new (cf, key, json_pack ("{s:s, s:[i,i]}", "floorId", other, "loc", 0, 0));
    floor = json_pack ("{s:o, s:o}", "map", rows, "changeFloor", cf);
  }
  add_events (floor, w, h, sx, sy);
  (void)id;
  return floor;
}

static TwTower *
random_tower (GRand *r)
{
  gint w = g_rand_int_range (r, 4, 10), h = g_rand_int_range (r, 4, 10);
  json_t *floors = json_object ();
  json_t *enemys = random_enemys (r, w, h);
  g_autofree char *enemys_text = NULL, *floors_text = NULL;

  json_object_set_new (floors, "F0", random_floor (r, "F0", "F1", w, h));
  json_object_set_new (floors, "F1", random_floor (r, "F1", "F0", w, h));
  enemys_text = json_dumps (enemys, JSON_PRESERVE_ORDER);
  floors_text = json_dumps (floors, JSON_PRESERVE_ORDER);
  json_decref (enemys);
  json_decref (floors);
  return tt_tower (enemys_text, items_text, floors_text, hero_text);
}

static const char *dirs[] = { "up", "right", "down", "left" };
static const char *usable[] = { "shield", "stacker", "aura", "heal", "bomb", "skill1", "skill2" };
static const char *cancellable[] = { "shield", "stacker", "aura", "skill1", "skill2" };

static char *
random_script (GRand *r, guint n)
{
  GString *s = g_string_new (NULL);
  guint i;

  for (i = 0; i < n; i++)
    {
      gint roll = g_rand_int_range (r, 0, 100);
      const char *d = dirs[g_rand_int_range (r, 0, 4)];
      if (roll < 50)
        g_string_append_printf (s, "move %s\n", d);
      else if (roll < 55)
        g_string_append_printf (s, "move %s %d\n", d, g_rand_int_range (r, 2, 4));
      else if (roll < 60)
        g_string_append_printf (s, "moveto %d %d\n", g_rand_int_range (r, 0, 9),
                                g_rand_int_range (r, 0, 9));
      else if (roll < 64)
        g_string_append_printf (s, "pickup %s\n", d);
      else if (roll < 74)
        g_string_append_printf (s, "use %s\n",
                                usable[g_rand_int_range (r, 0, G_N_ELEMENTS (usable))]);
      else if (roll < 80)
        g_string_append_printf (s, "skill fireball %s\n", d);
      else if (roll < 85)
        g_string_append_printf (s, "cancel %s\n",
                                cancellable[g_rand_int_range (r, 0, G_N_ELEMENTS (cancellable))]);
      else
        g_string_append_printf (s, "wait %d\n", g_rand_int_range (r, 0, 6));
    }
  return g_string_free (s, FALSE);
}

/* Events seen by kind over all cases, reported so that a reader can see the
 * scripts do reach battles, deaths, floors and every enemy action. */
static GHashTable *seen;

/* A trace being recorded, and the rules every trace keeps, checked as it
 * grows: clock never goes back and ends as the number of ticks (at least as
 * many after a death); each tick is the previous mapTurn + 1 (0 after a floor
 * change); after a death only refusals follow. */
typedef struct
{
  GString *text;
  guint seed;
  gint64 clock, map_turn, ticks;
  gboolean dead;
} Trace;

static void
check_event (Trace *t, const TwEvent *ev, const char *line)
{
  const char *kind = tw_event_kind_to_string (ev->kind);
  gboolean has_result = ev->kind == TW_EVENT_ENEMY_ACT || ev->kind == TW_EVENT_BATTLE;
  g_autofree char *key = g_strdup_printf ("%s%s%s", kind, has_result ? ":" : "",
                                          has_result ? tw_event_result_to_string (ev->result) : "");

  g_hash_table_replace (seen, g_strdup (key),
                        GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (seen, key)) + 1));
  if (ev->clock < t->clock)
    g_error ("seed %u: clock went back at %s", t->seed, line);
  if (t->dead && ev->kind != TW_EVENT_REFUSED && ev->kind != TW_EVENT_ACTION)
    g_error ("seed %u: %s after the death", t->seed, line);
  if (ev->kind == TW_EVENT_TICK)
    {
      if (ev->map_turn != t->map_turn + 1)
        g_error ("seed %u: %s after mapTurn %" G_GINT64_FORMAT, t->seed, line, t->map_turn);
      t->ticks++;
    }
  else if (ev->kind == TW_EVENT_FLOOR)
    g_assert_cmpint (ev->map_turn, ==, 0);
  else
    g_assert_cmpint (ev->map_turn, ==, t->map_turn);
  if (ev->kind == TW_EVENT_DEATH)
    t->dead = TRUE;
  t->clock = ev->clock;
  t->map_turn = ev->map_turn;
}

static void
trace_sink (TwEngine *engine, const TwEvent *ev, gpointer data)
{
  Trace *t = data;
  json_t *obj = tw_event_to_json (ev);
  char *line = json_dumps (obj, JSON_COMPACT | JSON_PRESERVE_ORDER);

  check_event (t, ev, line);
  g_string_append (t->text, line);
  g_string_append_c (t->text, '\n');
  free (line);
  json_decref (obj);
}

static void
check_trace_end (Trace *t, TwEngine *engine)
{
  /* clock += n comes first: a death drops the rest of the n ticks. */
  if (t->dead)
    g_assert_cmpint (tw_engine_get_clock (engine), >=, t->ticks);
  else
    g_assert_cmpint (tw_engine_get_clock (engine), ==, t->ticks);
  g_assert_cmpint (tw_engine_get_map_turn (engine), ==, t->map_turn);
  g_assert_true (t->dead == tw_engine_is_dead (engine));
}

/* How a copy of the save's cache is broken. */
typedef enum
{
  CACHE_DELETED,
  CACHE_ENTRY_MOVED,
  CACHE_ENTRY_DROPPED,
  CACHE_ENTRY_DOUBLED,
  CACHE_ENTRY_UNKNOWN,
  CACHE_N_BREAKS,
} CacheBreak;

/* Breaks one floor's list of @lists (the first that has an entry); a list
 * with no entry gets a ghost instead. */
static void
break_list (GRand *r, json_t *lists, CacheBreak how)
{
  const char *fid;
  json_t *list;

  json_object_foreach (lists, fid, list)
  {
    gsize n = json_array_size (list);
    json_t *entry;
    if (n == 0)
      continue;
    entry = json_array_get (list, (gsize)g_rand_int_range (r, 0, (gint)n));
    switch (how)
      {
      case CACHE_ENTRY_MOVED:
        json_object_set_new (entry, "x",
                             json_integer (json_integer_value (json_object_get (entry, "x")) + 1));
        break;
      case CACHE_ENTRY_DROPPED:
        json_array_remove (list, 0);
        break;
      case CACHE_ENTRY_DOUBLED:
        json_array_append (list, entry);
        break;
      default:
        json_object_set_new (entry, "enemyId", json_string ("nobody"));
        break;
      }
    return;
  }
  json_object_foreach (lists, fid, list)
  {
    json_array_append_new (list, json_pack ("{s:s, s:i, s:i, s:s}", "runtimeId", "ghost", "x", 0,
                                            "y", 0, "enemyId", "m0"));
    return;
  }
}

/* @saved_text with its cache broken by @how. */
static json_t *
broken_save (GRand *r, const char *saved_text, CacheBreak how)
{
  json_t *state = json_loads (saved_text, 0, NULL);
  json_t *mts = json_object_get (json_object_get (state, "flags"), "mapTurnState");

  if (how == CACHE_DELETED)
    json_object_del (mts, "activeEnemiesByFloor");
  else
    break_list (r, json_object_get (mts, "activeEnemiesByFloor"), how);
  return state;
}

/* Loads @state into a fresh engine and plays actions cut..n-1; returns the
 * trace of the rest, and the final state without activeEnemiesVersion. */
static char *
continue_from (TwTower *tower, json_t *state, TwScript *script, guint cut, guint seed,
               json_t **final)
{
  TwEngine *engine = tw_engine_new (tower);
  GString *text = g_string_new (NULL);
  Trace trace = { text, seed };
  g_autoptr (GError) error = NULL;
  guint i;

  g_assert_true (tw_engine_load_state (engine, state, &error));
  g_assert_no_error (error);
  trace.clock = tw_engine_get_clock (engine);
  trace.map_turn = tw_engine_get_map_turn (engine);
  trace.dead = tw_engine_is_dead (engine);
  tw_engine_set_event_sink (engine, trace_sink, &trace, NULL);
  for (i = cut; i < tw_script_get_n_actions (script); i++)
    tw_engine_apply_action (engine, tw_script_get_action (script, i), NULL);
  *final = tw_engine_save_state (engine);
  json_object_del (json_object_get (json_object_get (*final, "flags"), "mapTurnState"),
                   "activeEnemiesVersion");
  tw_engine_free (engine);
  return g_string_free (text, FALSE);
}

/* The intact save and a broken copy of it give the same future. */
static void
check_broken_cache (GRand *r, TwTower *tower, const char *saved_text, TwScript *script, guint cut,
                    guint seed, const char *script_text)
{
  CacheBreak how = (CacheBreak)g_rand_int_range (r, 0, CACHE_N_BREAKS);
  json_t *intact = json_loads (saved_text, 0, NULL), *broken = broken_save (r, saved_text, how);
  json_t *fi, *fb;
  g_autofree char *ti = continue_from (tower, intact, script, cut, seed, &fi);
  g_autofree char *tb = continue_from (tower, broken, script, cut, seed, &fb);

  if (strcmp (ti, tb) != 0)
    g_error ("seed %u (cache break %d, cut at %u): traces differ\nscript:\n%s\nintact:\n%s\n"
             "broken:\n%s",
             seed, how, cut, script_text, ti, tb);
  if (!json_equal (fi, fb))
    {
      g_autofree char *si = json_dumps (fi, JSON_INDENT (1) | JSON_SORT_KEYS);
      g_autofree char *sb = json_dumps (fb, JSON_INDENT (1) | JSON_SORT_KEYS);
      g_error ("seed %u (cache break %d): final states differ\n%s\n---\n%s", seed, how, si, sb);
    }
  json_decref (intact);
  json_decref (broken);
  json_decref (fi);
  json_decref (fb);
}

static void
run_case (guint seed)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  TwTower *tower = random_tower (r);
  g_autofree char *text = random_script (r, g_rand_int_range (r, 10, 40));
  g_autoptr (TwScript) script = tw_script_parse (text, -1, NULL, NULL, NULL);
  guint n = tw_script_get_n_actions (script);
  guint cut = g_rand_int_range (r, 0, n + 1);
  GString *ta = g_string_new (NULL), *tb = g_string_new (NULL);
  Trace trace_a = { ta, seed }, trace_b = { tb, seed };
  TwEngine *a = tw_engine_new (tower), *b = tw_engine_new (tower);
  g_autofree char *saved_text = NULL;
  gsize mark = 0;
  json_t *saved, *fa, *fb;
  g_autoptr (GError) error = NULL;
  guint i;

  g_assert_nonnull (script);
  tw_engine_set_event_sink (a, trace_sink, &trace_a, NULL);
  for (i = 0; i < n; i++)
    {
      if (i == cut)
        {
          json_t *state = tw_engine_save_state (a);
          saved_text = json_dumps (state, JSON_COMPACT);
          json_decref (state);
          mark = ta->len;
        }
      tw_engine_apply_action (a, tw_script_get_action (script, i), NULL);
    }
  if (cut == n)
    {
      json_t *state = tw_engine_save_state (a);
      saved_text = json_dumps (state, JSON_COMPACT);
      json_decref (state);
      mark = ta->len;
    }

  /* Through text, into a fresh engine. */
  saved = json_loads (saved_text, 0, NULL);
  g_assert_true (tw_engine_load_state (b, saved, &error));
  g_assert_no_error (error);
  json_decref (saved);
  /* The loaded engine's trace starts where the straight one was cut. */
  trace_b.clock = tw_engine_get_clock (b);
  trace_b.map_turn = tw_engine_get_map_turn (b);
  trace_b.dead = tw_engine_is_dead (b);
  tw_engine_set_event_sink (b, trace_sink, &trace_b, NULL);
  for (i = cut; i < n; i++)
    tw_engine_apply_action (b, tw_script_get_action (script, i), NULL);

  check_trace_end (&trace_a, a);
  if (strcmp (ta->str + mark, tb->str) != 0)
    g_error ("seed %u (cut at %u of %u): traces differ\nscript:\n%s\nstraight:\n%s\nloaded:\n%s",
             seed, cut, n, text, ta->str + mark, tb->str);
  fa = tw_engine_save_state (a);
  fb = tw_engine_save_state (b);
  if (!json_equal (fa, fb))
    {
      g_autofree char *sa = json_dumps (fa, JSON_INDENT (1) | JSON_SORT_KEYS);
      g_autofree char *sb = json_dumps (fb, JSON_INDENT (1) | JSON_SORT_KEYS);
      g_error ("seed %u: final states differ\n%s\n---\n%s", seed, sa, sb);
    }
  json_decref (fa);
  json_decref (fb);
  check_broken_cache (r, tower, saved_text, script, cut, seed, text);
  tw_engine_free (a);
  tw_engine_free (b);
  g_string_free (ta, TRUE);
  g_string_free (tb, TRUE);
  tw_tower_unref (tower);
}

static void
test_property_save_load (void)
{
  guint first = 1, last = 1000, seed;

  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_getenv ("TW_PROPERTY_SEED"))
    first = last = (guint)atoi (g_getenv ("TW_PROPERTY_SEED"));
  for (seed = first; seed <= last; seed++)
    {
      if (g_getenv ("TW_PROPERTY_VERBOSE"))
        g_printerr ("seed %u\n", seed);
      run_case (seed);
    }
  {
    g_autoptr (GList) keys = g_list_sort (g_hash_table_get_keys (seen), (GCompareFunc)strcmp);
    GString *summary = g_string_new ("events:");
    for (GList *l = keys; l; l = l->next)
      g_string_append_printf (summary, " %s=%d", (char *)l->data,
                              GPOINTER_TO_INT (g_hash_table_lookup (seen, l->data)));
    g_test_message ("%s", summary->str);
    /* The random scripts must reach the interesting cases. */
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, "death")), >, 10);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, "floor")), >, 100);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, "enemy_act:summoned")), >, 10);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, "enemy_act:battle")), >, 10);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, "battle:success")), >, 10);
    g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (seen, "event")), >, 1000);
    g_string_free (summary, TRUE);
  }
  g_hash_table_unref (seen);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/property/save-load-same-future", test_property_save_load);
  return g_test_run ();
}
