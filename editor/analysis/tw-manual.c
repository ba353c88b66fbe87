/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-manual.c: the monster manual (see tw-manual.h).
 *
 * Critical values. For an enemy without mimic (10) or solid (3) the monster's
 * def does not depend on the hero's attack, so the damage changes with the
 * attack only through the turn count (which falls) and the counter-attack
 * (which rises): within one turn count the damage never falls. A new low can
 * thus only be at the first attack of a turn count, and from a turn count T
 * the next one starts at atk = ceil (hp / (T - 1)) + def: the table walks
 * those, never each attack value. With solid the hero takes off 1 a round at
 * any attack above the def, so nothing ever lowers the damage; with mimic the
 * monster's attack follows the hero's, and the table scans attack values one
 * by one (at most TW_MANUAL_SCAN_MAX).
 *
 * A tower whose functions.js overrides getDamageInfo gives the manual its
 * own figures (docs/rules.md §12.2): every battle goes through
 * tw_tower_script_damage_or_builtin, and since that formula may change the
 * damage at any attack value, its critical table must equal a brute force
 * over the attack values; criticals_by_script finds it asking the script at
 * far fewer of them (see there), each battle cached by the script.
 */
#include "editor/analysis/tw-manual.h"

#include <gio/gio.h>
#include <string.h>

#include "editor/analysis/tw-tower-floors.h"
#include "engine/tw-damage.h"
#include "engine/tw-fields.h"
#include "engine/tw-tower-script.h"
#include "engine/tw-tower.h"
#include "editor/tw-i18n.h"

/* How the manual computes a battle: the tower's getDamageInfo when @script
 * (may be NULL) overrides it, else the built-in formula. */
typedef struct
{
  json_t *values;
  TwTowerScript *script;
  const char *enemy_id;
  const char *state; /* the run's state (docs/rules.md §12.9), or NULL */
} Formula;

static void
formula_battle (const Formula *f, const TwHeroStats *hero, json_t *enemy, TwDamageResult *result)
{
  tw_tower_script_damage_or_builtin_in_run (f->script, hero, f->state, f->enemy_id, enemy,
                                            f->values, result, NULL);
}

static gboolean
scripted (const Formula *f)
{
  return tw_tower_script_overrides_damage (f->script);
}

void
tw_manual_battle (const TwHeroStats *hero, json_t *enemy, json_t *values, TwDamageResult *result)
{
  Formula f = { values, NULL, NULL };
  formula_battle (&f, hero, enemy, result);
}

static gboolean
battle_at_atk (const Formula *f, const TwHeroStats *hero, gint64 atk, json_t *enemy,
               TwDamageResult *result)
{
  TwHeroStats h = *hero;
  h.atk = atk;
  formula_battle (f, &h, enemy, result);
  return result->can_battle;
}

static gboolean
break_atk (const Formula *f, const TwHeroStats *hero, json_t *enemy, gint64 *atk_add)
{
  TwDamageResult r;
  *atk_add = 0;
  if (battle_at_atk (f, hero, hero->atk, enemy, &r))
    return TRUE;
  /* The hero takes off atk - monDef a round; monDef is the enemy's def, the
   * hero's (mimic) or atk - 1 (solid): above both, any battle can be fought
   * unless nothing can (invincible). Fightable is monotone in atk. A tower's
   * own formula may raise the def further: its upper bound is doubled until
   * the battle can be fought (at most 16 times). */
  gint64 own_def = (gint64)json_number_value (json_object_get (enemy, "def"));
  gint64 lo = MAX (hero->atk, 0) + 1;
  gint64 hi = MAX (MAX (own_def, hero->def), 0) + 1;
  if (hi < lo)
    hi = lo;
  gboolean ok = battle_at_atk (f, hero, hi, enemy, &r);
  for (guint k = 0; !ok && scripted (f) && k < 16; k++)
    {
      lo = hi + 1;
      hi = hi * 2 + 1;
      ok = battle_at_atk (f, hero, hi, enemy, &r);
    }
  if (!ok)
    return FALSE;
  /* The built-in break point (one more than the enemy's own def) first: two
   * calls confirm it (fightable there, not one below), where the bisection
   * below would ask about ten. */
  gint64 guess = MAX (own_def, 0) + 1;
  if (guess > lo && guess <= hi && battle_at_atk (f, hero, guess, enemy, &r)
      && !battle_at_atk (f, hero, guess - 1, enemy, &r))
    lo = hi = guess;
  while (lo < hi)
    {
      gint64 mid = lo + (hi - lo) / 2;
      if (battle_at_atk (f, hero, mid, enemy, &r))
        hi = mid;
      else
        lo = mid + 1;
    }
  *atk_add = lo - hero->atk;
  return TRUE;
}

gboolean
tw_manual_break_atk (const TwHeroStats *hero, json_t *enemy, json_t *values, gint64 *atk_add)
{
  g_return_val_if_fail (hero != NULL && enemy != NULL && atk_add != NULL, FALSE);
  Formula f = { values, NULL, NULL };
  return break_atk (&f, hero, enemy, atk_add);
}

static void
add_critical (GArray *list, gint64 atk_add, gint64 saving)
{
  TwManualCritical c = { atk_add, saving };
  g_array_append_val (list, c);
}

/* The figures that make a battle's damage other than the hero's attack
 * (hero_per_damage follows the attack everywhere). */
static gboolean
same_figures (const TwDamageResult *a, const TwDamageResult *b)
{
  return a->can_battle == b->can_battle && a->damage == b->damage && a->turn == b->turn
         && a->mon_hp == b->mon_hp && a->mon_atk == b->mon_atk && a->mon_def == b->mon_def
         && a->init_damage == b->init_damage && a->per_damage == b->per_damage;
}

/* A new low at @atk: one more critical. */
static void
note_battle (const TwHeroStats *hero, gint64 atk, const TwDamageResult *r, gint64 first,
             gint64 *low, GArray *list)
{
  if (r->can_battle && r->damage < *low)
    {
      add_critical (list, atk - hero->atk, first - r->damage);
      *low = r->damage;
    }
}

/* The attack where the built-in turn count would next drop, from the
 * script's own figures at @r (mon_hp, mon_def): ceil (hp / (turn - 1)) +
 * def; @after + 1 when there is no such attack to predict. */
static gint64
predicted_next (const TwDamageResult *r, gint64 after, gint64 end)
{
  if (!r->can_battle || r->turn <= 1 || r->mon_hp <= 0)
    return end;
  gint64 next = (r->mon_hp + r->turn - 2) / (r->turn - 1) + r->mon_def;
  return CLAMP (next, after + 1, end);
}

/* A tower's own formula may change the damage anywhere, so its table must
 * equal a brute force over every attack value from @base up to the one that
 * ends the battle in one round at the figures it reported (hp + def), at
 * most TW_MANUAL_SCRIPT_SCAN_MAX values. It is found with far fewer calls
 * into the script: from each attack value, the next one where the built-in
 * turn count drops (at the script's own mon_hp and mon_def) is a candidate;
 * the script is asked at the candidate and at the value just before it. When
 * the value before gives the same figures as the start of the step (turn,
 * damage, the monster's), nothing between them can be lower: a formula whose
 * figures are the same at both ends of a run of attack values is taken to
 * have them all along it (the turn count falls as the attack rises). When
 * they differ, the prediction was wrong there (a special of the tower's
 * own, a counter-attack that grows with the attack...) and that step is
 * scanned value by value. */
static void
criticals_by_script (const Formula *f, const TwHeroStats *hero, json_t *enemy, gint64 base,
                     const TwDamageResult *at_base, guint max_n, GArray *list)
{
  gint64 first = at_base->damage, low = at_base->damage;
  gint64 end = base + TW_MANUAL_SCRIPT_SCAN_MAX;
  if (at_base->mon_hp > 0)
    end = MIN (end, at_base->mon_hp + MAX (MAX (at_base->mon_def, hero->def), 0) + 1);
  TwDamageResult cur = *at_base, r;
  gint64 atk = base;
  while (atk < end && list->len < max_n)
    {
      gint64 next = predicted_next (&cur, atk, end);
      if (next - 1 > atk)
        {
          battle_at_atk (f, hero, next - 1, enemy, &r);
          if (!same_figures (&r, &cur))
            {
              /* The prediction missed: this step value by value. */
              for (gint64 a = atk + 1; a < next && list->len < max_n; a++)
                {
                  battle_at_atk (f, hero, a, enemy, &r);
                  note_battle (hero, a, &r, first, &low, list);
                }
            }
        }
      if (list->len >= max_n)
        break;
      battle_at_atk (f, hero, next, enemy, &cur);
      note_battle (hero, next, &cur, first, &low, list);
      atk = next;
    }
}

static GArray *
criticals (const Formula *f, const TwHeroStats *hero, json_t *enemy, guint max_n)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (TwManualCritical));
  gint64 add = 0;
  TwDamageResult r;
  /* mota-js nextCriticals (2.6-2.10) gives a mimic none: its attack is the
   * hero's, so the game shows no critical for it (enemys.js, "模仿临界"). */
  if (max_n == 0 || tw_enemy_has_special (enemy, TW_SPECIAL_MIMIC)
      || !break_atk (f, hero, enemy, &add))
    return list;
  /* Nor a solid enemy (坚固, 3): enemys.js `_nextCriticals_special`, the
   * damage formula the tower's own or not. */
  if (tw_enemy_has_special (enemy, TW_SPECIAL_SOLID))
    return list;
  gint64 base = hero->atk + add;
  battle_at_atk (f, hero, base, enemy, &r);
  if (scripted (f))
    {
      criticals_by_script (f, hero, enemy, base, &r, max_n, list);
      return list;
    }
  gint64 first = r.damage, low = r.damage;

  gint64 hp = r.mon_hp, def = r.mon_def, turn = r.turn;
  for (guint steps = 0; turn > 1 && list->len < max_n && steps < TW_MANUAL_SCAN_MAX; steps++)
    {
      gint64 per = (hp + turn - 2) / (turn - 1); /* ceil (hp / (turn - 1)) */
      gint64 atk = per + def;
      if (!battle_at_atk (f, hero, atk, enemy, &r))
        break;
      if (r.damage < low)
        {
          add_critical (list, atk - hero->atk, first - r.damage);
          low = r.damage;
        }
      if (r.turn >= turn)
        break; /* cannot happen with a fixed def; never loop */
      turn = r.turn;
    }
  return list;
}

GArray *
tw_manual_criticals (const TwHeroStats *hero, json_t *enemy, json_t *values, guint max_n)
{
  g_return_val_if_fail (hero != NULL && enemy != NULL, NULL);
  Formula f = { values, NULL, NULL };
  return criticals (&f, hero, enemy, max_n);
}

char *
tw_manual_critical_text (const TwHeroStats *hero, json_t *enemy, json_t *values)
{
  return tw_manual_critical_text_scripted (NULL, NULL, hero, enemy, values);
}

char *
tw_manual_critical_text_scripted (TwTowerScript *script, const char *enemy_id,
                                  const TwHeroStats *hero, json_t *enemy, json_t *values)
{
  g_return_val_if_fail (hero != NULL && enemy != NULL, NULL);
  /* The same formula as the manual's table (docs/rules.md §12.2). */
  Formula f = { values, script, enemy_id };
  TwDamageResult r;
  gint64 add = 0;
  formula_battle (&f, hero, enemy, &r);
  if (!r.can_battle)
    return break_atk (&f, hero, enemy, &add) && add > 0
               ? g_strdup_printf ("+%" G_GINT64_FORMAT "atk", add)
               : NULL;
  g_autoptr (GArray) next = criticals (&f, hero, enemy, 1);
  if (next->len == 0)
    return NULL;
  const TwManualCritical *c = &g_array_index (next, TwManualCritical, 0);
  return g_strdup_printf ("+%" G_GINT64_FORMAT ":-%" G_GINT64_FORMAT, c->atk_add, c->saving);
}

gboolean
tw_manual_next_critical_scripted (TwTowerScript *script, const char *enemy_id,
                                  const TwHeroStats *hero, json_t *enemy, json_t *values,
                                  TwManualCritical *out)
{
  g_return_val_if_fail (hero != NULL && enemy != NULL && out != NULL, FALSE);
  Formula f = { values, script, enemy_id, NULL };
  g_autoptr (GArray) next = criticals (&f, hero, enemy, 1);
  if (next->len == 0)
    return FALSE;
  *out = g_array_index (next, TwManualCritical, 0);
  return TRUE;
}

/* ---- specials ---- */

static const struct
{
  int id;
  const char *zh;
  const char *en;
} special_names[] = {
  { 1, "先攻", "First strike" },   { 2, "魔攻", "Magic attack" },   { 3, "坚固", "Solid" },
  { 4, "2连击", "Double hit" },    { 5, "3连击", "Triple hit" },    { 6, "N连击", "Multi-hit" },
  { 7, "破甲", "Armour break" },   { 8, "反击", "Counter-attack" }, { 9, "净化", "Purify" },
  { 10, "模仿", "Mimic" },         { 11, "吸血", "Vampire" },       { 12, "中毒", "Poison" },
  { 13, "衰弱", "Weaken" },        { 14, "诅咒", "Curse" },         { 15, "领域", "Zone" },
  { 16, "夹击", "Pincer" },        { 17, "仇恨", "Hatred" },        { 18, "阻击", "Repulse" },
  { 19, "自爆", "Self-destruct" }, { 20, "无敌", "Invincible" },    { 21, "退化", "Degrade" },
  { 22, "固伤", "Fixed damage" },  { 23, "重生", "Rebirth" },       { 24, "激光", "Laser" },
  { 25, "光环", "Aura" },          { 26, "支援", "Support" },       { 27, "捕捉", "Capture" },
};

gint64
tw_manual_entry_map_damage (const TwManualEntry *entry, int special)
{
  g_return_val_if_fail (entry != NULL, 0);
  return special == 15 ? entry->zone : special == 18 ? entry->repulse
                                     : special == 24 ? entry->laser
                                                     : 0;
}

const char *
tw_manual_special_name (int special, gboolean chinese)
{
  for (guint i = 0; i < G_N_ELEMENTS (special_names); i++)
    if (special_names[i].id == special)
      return chinese ? special_names[i].zh : special_names[i].en;
  return NULL;
}

/* ---- entries ---- */

static gint64
int_member (json_t *object, const char *key)
{
  json_t *node = json_object_get (object, key);
  return json_is_number (node) ? (gint64)json_number_value (node) : 0;
}

static json_t *
tower_values (json_t *tower)
{
  json_t *values = json_object_get (json_object_get (tower, "data"), "values");
  return json_is_object (values) ? values : NULL;
}

/* Whose map damage rule the tower's functions.js has: read once per
 * manual, not per enemy (it hashes the whole file). */
static TwMapDamageRule
map_damage_rule (json_t *tower)
{
  return tw_map_damage_rule_of_text (tw_tower_script_text (tower, NULL));
}

static TwManualEntry *
entry_new (json_t *tower, TwTowerScript *script, TwMapDamageRule rule, const char *enemy_id,
           const TwHeroStats *hero, const char *state, guint n_criticals)
{
  /* The key as the tower holds it, so that the entry can borrow it. */
  void *iter = json_object_iter_at (json_object_get (tower, "enemys"), enemy_id);
  const char *key = iter != NULL ? json_object_iter_key (iter) : NULL;
  /* A facing variant reads its down-facing enemy's figures. */
  json_t *enemy = key != NULL ? tw_tower_json_enemy (tower, key) : NULL;
  if (!json_is_object (enemy))
    return NULL;
  Formula f = { tower_values (tower), script, key, state };
  TwManualEntry *e = g_new0 (TwManualEntry, 1);
  e->enemy_id = key;
  e->name = json_string_value (json_object_get (enemy, "name"));
  if (e->name == NULL)
    e->name = key;
  e->hp = int_member (enemy, "hp");
  e->atk = int_member (enemy, "atk");
  e->def = int_member (enemy, "def");
  e->money = int_member (enemy, "money");
  e->exp = int_member (enemy, "exp");
  e->specials = g_array_new (FALSE, FALSE, sizeof (int));
  json_t *special = json_object_get (enemy, "special");
  if (json_is_number (special) && json_number_value (special) != 0)
    {
      int s = (int)json_number_value (special);
      g_array_append_val (e->specials, s);
    }
  size_t i;
  json_t *item;
  json_array_foreach (json_is_array (special) ? special : NULL, i, item)
  {
    int s = (int)json_number_value (item);
    if (json_is_number (item) && s != 0)
      g_array_append_val (e->specials, s);
  }

  e->zone = (gint64)tw_map_damage_figure (enemy, 15, rule) * tw_enemy_has_special (enemy, 15);
  e->repulse = (gint64)tw_map_damage_figure (enemy, 18, rule) * tw_enemy_has_special (enemy, 18);
  e->laser = (gint64)tw_map_damage_figure (enemy, 24, rule) * tw_enemy_has_special (enemy, 24);

  formula_battle (&f, hero, enemy, &e->battle);
  e->can_win = tw_damage_can_win (&e->battle, hero->hp);
  e->can_break = break_atk (&f, hero, enemy, &e->break_atk);
  if (!e->battle.can_battle && e->can_break)
    {
      TwDamageResult r;
      battle_at_atk (&f, hero, hero->atk + e->break_atk, enemy, &r);
      e->break_damage = r.damage;
    }
  e->criticals = criticals (&f, hero, enemy, n_criticals);

  TwHeroStats more_def = *hero;
  more_def.def++;
  TwDamageResult r;
  formula_battle (&f, &more_def, enemy, &r);
  e->has_def_damage = e->battle.can_battle && r.can_battle;
  e->def_damage = e->has_def_damage ? e->battle.damage - r.damage : 0;

  e->time_cost = MAX (int_member (enemy, "timeCost"), 0);
  e->act_type = tw_act_type_to_string (
      tw_act_type_or_idle (json_string_value (json_object_get (enemy, "actType"))));
  e->actions_per_10 = e->time_cost > 0 ? 10 / e->time_cost : 0;
  return e;
}

TwManualEntry *
tw_manual_entry_new (json_t *tower, const char *enemy_id, const TwHeroStats *hero,
                     guint n_criticals)
{
  g_return_val_if_fail (tower != NULL && enemy_id != NULL && hero != NULL, NULL);
  g_autoptr (TwTowerScript) script = tw_tower_script_new (tower, NULL);
  return tw_manual_entry_new_scripted (tower, script, enemy_id, hero, NULL, n_criticals);
}

TwManualEntry *
tw_manual_entry_new_scripted (json_t *tower, TwTowerScript *script, const char *enemy_id,
                              const TwHeroStats *hero, const char *state, guint n_criticals)
{
  g_return_val_if_fail (tower != NULL && enemy_id != NULL && hero != NULL, NULL);
  return entry_new (tower, script, map_damage_rule (tower), enemy_id, hero, state, n_criticals);
}

void
tw_manual_entry_free (TwManualEntry *entry)
{
  if (entry == NULL)
    return;
  g_array_unref (entry->specials);
  g_array_unref (entry->criticals);
  g_free (entry);
}

/* The enemy id of a tile number, when it is an enemy with a definition. */
static const char *
enemy_of_tile (json_t *tower, json_t *number, TwTileLookup *tiles)
{
  const char *cls, *id;
  if (!tw_tile_lookup_get (tiles, number, &cls, &id) || !tw_tile_cls_is_enemy (cls)
      || !json_is_object (json_object_get (json_object_get (tower, "enemys"), id)))
    return NULL;
  return id;
}

GPtrArray *
tw_manual_build (json_t *tower, const char *floor_id, const TwHeroStats *hero, guint n_criticals)
{
  return tw_manual_build_in_run (tower, floor_id, hero, NULL, n_criticals);
}

GPtrArray *
tw_manual_build_in_run (json_t *tower, const char *floor_id, const TwHeroStats *hero,
                        const char *state, guint n_criticals)
{
  g_return_val_if_fail (tower != NULL && hero != NULL, NULL);
  json_t *floors = json_object_get (tower, "floors");
  if (floor_id != NULL && !json_is_object (json_object_get (floors, floor_id)))
    return NULL;
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify)tw_manual_entry_free);
  g_autoptr (GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (TwTileLookup) tiles = tw_tile_lookup_new (tower);
  g_autoptr (GPtrArray) ids = tw_tower_floor_ids (tower);
  /* One interpreter for the whole manual, its figures cached by stats. */
  g_autoptr (TwTowerScript) script = tw_tower_script_new (tower, NULL);
  TwMapDamageRule rule = map_damage_rule (tower);
  for (guint f = 0; f < ids->len; f++)
    {
      const char *fid = g_ptr_array_index (ids, f);
      if (floor_id != NULL && strcmp (fid, floor_id) != 0)
        continue;
      json_t *map = json_object_get (json_object_get (floors, fid), "map");
      for (gsize y = 0; y < json_array_size (map); y++)
        {
          json_t *row = json_array_get (map, y);
          for (gsize x = 0; x < json_array_size (row); x++)
            {
              const char *id = enemy_of_tile (tower, json_array_get (row, x), tiles);
              if (id == NULL)
                continue;
              TwManualEntry *e = g_hash_table_lookup (by_id, id);
              if (e == NULL)
                {
                  e = entry_new (tower, script, rule, id, hero, state, n_criticals);
                  e->first_floor = fid;
                  e->first_x = (int)x;
                  e->first_y = (int)y;
                  g_hash_table_insert (by_id, (gpointer)e->enemy_id, e);
                  g_ptr_array_add (entries, e);
                }
              e->count++;
            }
        }
    }
  return entries;
}

gboolean
tw_manual_hero_from_json (json_t *json, const TwHeroStats *base, TwHeroStats *out, GError **error)
{
  g_return_val_if_fail (base != NULL && out != NULL, FALSE);
  if (!json_is_object (json))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("the hero should be an object like {\"hp\": 1000, \"atk\": 10, \"def\": 10}"));
      return FALSE;
    }
  *out = *base;
  static const char *const names[] = { "hp", "atk", "def", "mdef", "hatred" };
  gint64 *fields[] = { &out->hp, &out->atk, &out->def, &out->mdef, &out->hatred };
  const char *key;
  json_t *value;
  json_object_foreach (json, key, value)
  {
    gboolean known = FALSE;
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      if (strcmp (key, names[i]) == 0)
        {
          if (!json_is_number (value))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("the hero's %s should be a number"), key);
              return FALSE;
            }
          *fields[i] = (gint64)json_number_value (value);
          known = TRUE;
        }
    if (strcmp (key, "cross") == 0)
      {
        out->has_cross = json_is_true (value);
        known = TRUE;
      }
    if (!known)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("the hero has no stat '%s' (hp, atk, def, mdef, hatred, cross)"), key);
        return FALSE;
      }
  }
  return TRUE;
}
