/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-check-damage.c: damage figures against the game's (tw-check-damage.h). */
#include "editor/check/tw-check-damage.h"

#include <string.h>

#include "editor/analysis/tw-manual.h"
#include "editor/check/tw-check.h"
#include "editor/sim/tw-forecast.h"
#include "engine/tw-engine.h"
#include "engine/tw-tower.h"

static void
difference_free (gpointer data)
{
  TwCheckDamageDifference *d = data;
  g_free (d->floor);
  g_free (d->enemy);
  g_free (d->what);
  g_free (d->game);
  g_free (d->ours);
  g_free (d);
}

void
tw_check_damage_result_clear (TwCheckDamageResult *result)
{
  g_clear_pointer (&result->differences, g_ptr_array_unref);
}

/* One forecast for every hero, and the floors it gave each ("HERO:FLOOR"
 * -> GArray of TwForecastCell): the hero is set before a floor is asked. */
typedef struct
{
  TwForecast *forecast;
  GHashTable *floors;
} Forecasts;

static const TwForecastCell *
cell_at (Forecasts *f, guint h, const TwHeroStats *hero, const char *floor, int x, int y)
{
  g_autofree char *key = g_strdup_printf ("%u:%s", h, floor);
  GArray *cells = g_hash_table_lookup (f->floors, key);

  if (cells == NULL)
    {
      tw_forecast_set_hero (f->forecast, hero);
      cells = tw_forecast_floor (f->forecast, floor);
      g_hash_table_insert (f->floors, g_steal_pointer (&key), cells);
    }
  for (guint i = 0; i < cells->len; i++)
    {
      const TwForecastCell *c = &g_array_index (cells, TwForecastCell, i);
      if (c->x == x && c->y == y)
        return c;
    }
  return NULL;
}

/* "123", or "???" for a battle that cannot be fought (the game: null). */
static char *
game_damage_text (json_t *line)
{
  json_t *error = json_object_get (line, "error");
  json_t *damage = json_object_get (line, "damage");

  if (error != NULL)
    return g_strdup_printf ("error: %s", json_string_value (error));
  if (damage == NULL || json_is_null (damage))
    return g_strdup ("???");
  return g_strdup_printf ("%" JSON_INTEGER_FORMAT, (json_int_t)json_number_value (damage));
}

static char *
our_damage_text (const TwForecastCell *cell)
{
  if (cell == NULL)
    return g_strdup ("(no enemy)");
  if (!cell->damage.can_battle)
    return g_strdup ("???");
  return g_strdup_printf ("%" G_GINT64_FORMAT, cell->damage.damage);
}

/* nextCriticals' list as "[atk,saved] ...", the attack values where the
 * damage falls: mota-js's default (turn by turn, `useLoop` off) also lists
 * the turn counts where it does not ([250,0]), and [[0,0]] for none, which
 * the manual does not list (docs/check.md). @n_shown: how many it kept, the
 * length of the manual's list compared. */
static char *
game_criticals_text (json_t *list, guint *n_shown)
{
  GString *out = g_string_new (NULL);
  json_t *pair;
  gsize i;

  *n_shown = 0;
  json_array_foreach (list, i, pair)
    {
      json_int_t atk = (json_int_t)json_number_value (json_array_get (pair, 0));
      json_int_t saved = (json_int_t)json_number_value (json_array_get (pair, 1));
      if (saved == 0)
        continue;
      (*n_shown)++;
      g_string_append_printf (out, "%s[%" JSON_INTEGER_FORMAT ",%" JSON_INTEGER_FORMAT "]",
                              out->len ? " " : "", atk, saved);
    }
  return g_string_free (out, FALSE);
}

/* The manual's criticals in nextCriticals' terms: a hero who cannot hurt
 * the enemy yet gets the break point first ([attack to add, -the damage
 * then]) unless it is a mimic or solid, and the list holds @n entries in
 * all. */
static char *
our_criticals_text (json_t *tower, TwTowerScript *script, const char *state, const char *enemy,
                    const TwHeroStats *hero, guint n)
{
  TwManualEntry *entry = tw_manual_entry_new_scripted (tower, script, enemy, hero, state, n);
  GString *out = g_string_new (NULL);
  guint shown = 0;

  json_t *def = tw_tower_json_enemy (tower, enemy);
  /* enemys.js `_nextCriticals_special`: none for a mimic or a solid enemy
   * (2.6.1's '?' for a solid one is not a figure either);
   * `_nextCriticals_overAtk` looks no higher than the enemy's hp + def, and
   * a break point of no damage is not listed. */
  gint64 highest = (gint64)json_number_value (json_object_get (def, "hp"))
                   + (gint64)json_number_value (json_object_get (def, "def"));
  if (entry != NULL && !entry->battle.can_battle && entry->can_break
      && entry->break_damage != 0 && hero->atk + entry->break_atk <= highest
      && !tw_enemy_has_special (def, TW_SPECIAL_MIMIC)
      && !tw_enemy_has_special (def, TW_SPECIAL_SOLID))
    {
      g_string_append_printf (out, "[%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT "]", entry->break_atk,
                              -entry->break_damage);
      shown++;
    }
  for (guint i = 0; entry != NULL && i < entry->criticals->len && shown < n; i++, shown++)
    {
      const TwManualCritical *c = &g_array_index (entry->criticals, TwManualCritical, i);
      g_string_append_printf (out, "%s[%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT "]",
                              out->len ? " " : "", c->atk_add, c->saving);
    }
  if (entry != NULL)
    tw_manual_entry_free (entry);
  return g_string_free (out, FALSE);
}

static void
compare (TwCheckDamageResult *result, json_t *line, const char *what, char *game, char *ours)
{
  result->n_compared++;
  if (g_str_equal (game, ours))
    {
      result->n_agree++;
      g_free (game);
      g_free (ours);
      return;
    }
  TwCheckDamageDifference *d = g_new0 (TwCheckDamageDifference, 1);
  d->floor = g_strdup (json_string_value (json_object_get (line, "floor")));
  d->x = (int)json_integer_value (json_object_get (line, "x"));
  d->y = (int)json_integer_value (json_object_get (line, "y"));
  d->enemy = g_strdup (json_string_value (json_object_get (line, "enemy")));
  d->hero = (guint)json_integer_value (json_object_get (line, "hero"));
  d->what = g_strdup (what);
  d->game = game;
  d->ours = ours;
  g_ptr_array_add (result->differences, d);
}

static json_t *
heroes_json (const TwHeroStats *heroes, guint n)
{
  json_t *array = json_array ();
  for (guint i = 0; i < n; i++)
    json_array_append_new (array, json_pack ("{s:I, s:I, s:I, s:I}", "hp", (json_int_t)heroes[i].hp,
                                             "atk", (json_int_t)heroes[i].atk, "def",
                                             (json_int_t)heroes[i].def, "mdef",
                                             (json_int_t)heroes[i].mdef));
  return array;
}

/* The run's state a damage formula reads once the game has started
 * (docs/rules.md §11.12), or NULL (no formula, or no engine for the tower). */
static char *
state_after_start (json_t *tower)
{
  TwTower *loaded = tw_tower_new_from_json (tower, NULL);
  if (loaded == NULL)
    return NULL;
  TwEngine *engine = tw_engine_new (loaded);
  tw_tower_unref (loaded);
  tw_engine_begin_game (engine);
  char *state = tw_engine_damage_state_text (engine);
  tw_engine_free (engine);
  return state;
}

gboolean
tw_check_damage (json_t *tower, const char *game_dir, const TwHeroStats *heroes, guint n_heroes,
                 GCancellable *cancellable, TwCheckDamageResult *result, GError **error)
{
  json_t *asked = heroes_json (heroes, n_heroes);
  gint64 started = g_get_monotonic_time ();
  json_t *lines = tw_check_game_damage (game_dir, asked, cancellable, error);
  TwHeroStats *ours;
  TwHeroStats start = { 0 };
  json_t *line;
  gsize i;

  json_decref (asked);
  memset (result, 0, sizeof *result);
  if (lines == NULL)
    return FALSE;
  result->game_seconds = (g_get_monotonic_time () - started) / 1e6;
  result->differences = g_ptr_array_new_with_free_func (difference_free);
  tw_forecast_starting_hero (tower, &start);
  /* The game reports after its start (startGame, the start story, the
   * first difficulty): the engine's run at the same point. */
  g_autofree char *state = state_after_start (tower);
  /* One forecast, and its script for the manual's criticals too: one load
   * of the tower's code (a worker's start in V8). */
  Forecasts f = { tw_forecast_new (tower), g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                                 (GDestroyNotify)g_array_unref) };
  tw_forecast_set_run_state (f.forecast, state);
  TwTowerScript *script = tw_forecast_get_script (f.forecast);
  ours = g_new0 (TwHeroStats, n_heroes);
  for (guint h = 0; h < n_heroes; h++)
    {
      ours[h] = start;
      ours[h].hp = heroes[h].hp;
      ours[h].atk = heroes[h].atk;
      ours[h].def = heroes[h].def;
      ours[h].mdef = heroes[h].mdef;
    }
  json_array_foreach (lines, i, line)
    {
      guint h = (guint)json_integer_value (json_object_get (line, "hero"));
      const char *floor = json_string_value (json_object_get (line, "floor"));
      const char *enemy = json_string_value (json_object_get (line, "enemy"));
      int x = (int)json_integer_value (json_object_get (line, "x"));
      int y = (int)json_integer_value (json_object_get (line, "y"));
      json_t *criticals = json_object_get (line, "criticals");

      if (h >= n_heroes || floor == NULL || enemy == NULL)
        continue;
      compare (result, line, "damage", game_damage_text (line),
               our_damage_text (cell_at (&f, h, &ours[h], floor, x, y)));
      if (json_is_array (criticals))
        {
          guint n_shown;
          char *game = game_criticals_text (criticals, &n_shown);
          compare (result, line, "criticals", game,
                   our_criticals_text (tower, script, state, enemy, &ours[h], n_shown));
        }
    }
  g_hash_table_unref (f.floors);
  tw_forecast_free (f.forecast);
  g_free (ours);
  json_decref (lines);
  return TRUE;
}
