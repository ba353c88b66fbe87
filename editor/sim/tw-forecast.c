/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-forecast.c: the damage forecast (see tw-forecast.h). */
#include "editor/sim/tw-forecast.h"

#include "engine/tw-damage.h"
#include "engine/tw-engine.h"
#include "engine/tw-map-damage.h"
#include "engine/tw-tower-script.h"
#include "engine/tw-tower.h"

#include <string.h>

struct _TwForecast
{
  json_t *tower;
  gboolean has_hero; /* FALSE: the tower's starting hero */
  TwHeroStats hero;
  char *run_state;       /* tw_forecast_set_run_state's, or NULL */
  TwTowerScript *script; /* the tower's functions.js (docs/rules.md §12), or NULL */
  char *script_text;     /* the text it was loaded from */
  gboolean has_revision; /* tw_forecast_set_revision was called */
  guint64 revision;
  gboolean script_checked;    /* script matches the tower at checked_revision, */
  guint64 checked_revision;   /* when its functions.js string was checked_text */
  json_t *checked_text;
  /* The map damage of one floor at the start (tw_forecast_map_damage). */
  gboolean md_valid;
  guint64 md_revision;
  char *md_floor;
  gint64 *md_grid; /* NULL: none on that floor */
  gint md_width, md_height;
};

TwForecast *
tw_forecast_new (json_t *tower)
{
  g_return_val_if_fail (tower != NULL, NULL);
  TwForecast *self = g_new0 (TwForecast, 1);
  self->tower = json_incref (tower);
  return self;
}

void
tw_forecast_free (TwForecast *self)
{
  if (self == NULL)
    return;
  json_decref (self->tower);
  tw_tower_script_free (self->script);
  g_free (self->script_text);
  g_free (self->run_state);
  g_free (self->md_floor);
  g_free (self->md_grid);
  g_free (self);
}

json_t *
tw_forecast_get_tower (TwForecast *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->tower;
}

void
tw_forecast_set_hero (TwForecast *self, const TwHeroStats *hero)
{
  g_return_if_fail (self != NULL);
  self->has_hero = hero != NULL;
  if (hero != NULL)
    self->hero = *hero;
}

void
tw_forecast_set_revision (TwForecast *self, guint64 revision)
{
  g_return_if_fail (self != NULL);
  self->has_revision = TRUE;
  self->revision = revision;
}

/* ---- the starting hero ---- */

static gint64
hero_stat (json_t *hero, const char *name)
{
  return (gint64)json_number_value (json_object_get (hero, name));
}

static gboolean
hero_owns (json_t *hero, const char *item_id)
{
  const char *cls;
  json_t *owned;
  json_object_foreach (json_object_get (hero, "items"), cls, owned)
  {
    if (json_number_value (json_object_get (owned, item_id)) > 0)
      return TRUE;
  }
  return FALSE;
}

gboolean
tw_forecast_starting_hero (json_t *tower, TwHeroStats *out)
{
  json_t *first_data = json_object_get (json_object_get (tower, "data"), "firstData");
  json_t *hero = json_object_get (first_data, "hero");
  if (!json_is_object (hero))
    return FALSE;
  /* The hatred a battle adds is not counted: the map shows first fights. */
  *out = (TwHeroStats){
    .hp = hero_stat (hero, "hp"),
    .atk = hero_stat (hero, "atk"),
    .def = hero_stat (hero, "def"),
    .mdef = hero_stat (hero, "mdef"),
    .has_cross = hero_owns (hero, "cross"),
  };
  return TRUE;
}

gboolean
tw_forecast_get_hero (TwForecast *self, TwHeroStats *out)
{
  g_return_val_if_fail (self != NULL && out != NULL, FALSE);
  if (self->has_hero)
    {
      *out = self->hero;
      return TRUE;
    }
  return tw_forecast_starting_hero (self->tower, out);
}

/* ---- battles ---- */

static json_t *
tower_values (json_t *tower)
{
  json_t *values = json_object_get (json_object_get (tower, "data"), "values");
  return json_is_object (values) ? values : NULL;
}

/* The tower's functions.js, loaded again when its text changed. A file that
 * does not load leaves the built-in formula (the validator says why). */
static json_t *
functions_text_object (json_t *tower)
{
  return json_object_get (json_object_get (tower, "functions"), "text");
}

/* The script was checked at this revision of the tower, with the same
 * functions.js string object: no need to compare its text (69 KB for the
 * default functions.js, on every battle the map's numbers ask for). */
static gboolean
script_still_current (TwForecast *self)
{
  return self->has_revision && self->script_checked && self->checked_revision == self->revision
         && self->checked_text == functions_text_object (self->tower);
}

static TwTowerScript *
forecast_script (TwForecast *self)
{
  if (script_still_current (self))
    return self->script;
  self->script_checked = TRUE;
  self->checked_revision = self->revision;
  self->checked_text = functions_text_object (self->tower);
  const char *text = tw_tower_script_text (self->tower, NULL);
  if (g_strcmp0 (text, self->script_text) != 0)
    {
      g_clear_pointer (&self->script, tw_tower_script_free);
      g_free (self->script_text);
      self->script_text = g_strdup (text);
      self->script = tw_tower_script_new (self->tower, NULL);
    }
  return self->script;
}

void
tw_forecast_set_run_state (TwForecast *self, const char *state_text)
{
  g_return_if_fail (self != NULL);
  g_free (self->run_state);
  self->run_state = g_strdup (state_text);
}

TwTowerScript *
tw_forecast_get_script (TwForecast *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return forecast_script (self);
}

/* The tower's own getDamageInfo when it has one (docs/rules.md §12), else and
 * on its failure the built-in formula. */
static void
fight (TwTowerScript *script, const TwHeroStats *hero, const char *state, const char *enemy_id,
       json_t *enemy, json_t *values, TwForecastDamage *out)
{
  TwDamageResult result;
  tw_tower_script_damage_or_builtin_in_run (script, hero, state, enemy_id, enemy, values, &result,
                                            NULL);
  out->can_battle = result.can_battle;
  out->can_win = tw_damage_can_win (&result, hero->hp);
  out->damage = result.damage;
}

gboolean
tw_forecast_enemy (TwForecast *self, const char *enemy_id, TwForecastDamage *out)
{
  g_return_val_if_fail (self != NULL && enemy_id != NULL && out != NULL, FALSE);
  TwHeroStats hero;
  json_t *enemy = tw_tower_json_enemy (self->tower, enemy_id);
  if (enemy == NULL || !tw_forecast_get_hero (self, &hero))
    return FALSE;
  fight (forecast_script (self), &hero, self->run_state, enemy_id, enemy,
         tower_values (self->tower), out);
  return TRUE;
}

/* The enemy id of a tile number, when the tile is an enemy (its cls is
 * "enemys" or "enemy48") with a definition. */
static const char *
enemy_of_tile (json_t *tower, json_t *number)
{
  char key[24];
  g_snprintf (key, sizeof key, "%" JSON_INTEGER_FORMAT, json_integer_value (number));
  json_t *tile = json_object_get (json_object_get (tower, "maps"), key);
  const char *cls = json_string_value (json_object_get (tile, "cls"));
  const char *id = json_string_value (json_object_get (tile, "id"));
  if (cls == NULL || id == NULL
      || (g_strcmp0 (cls, "enemys") != 0 && g_strcmp0 (cls, "enemy48") != 0))
    return NULL;
  return tw_tower_json_enemy (tower, id) != NULL ? id : NULL;
}

GArray *
tw_forecast_floor (TwForecast *self, const char *floor_id)
{
  g_return_val_if_fail (self != NULL && floor_id != NULL, NULL);
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (TwForecastCell));
  json_t *floor = json_object_get (json_object_get (self->tower, "floors"), floor_id);
  json_t *map = json_object_get (floor, "map");
  TwHeroStats hero;
  if (!json_is_array (map) || !tw_forecast_get_hero (self, &hero))
    return cells;

  json_t *values = tower_values (self->tower);
  TwTowerScript *script = forecast_script (self);
  for (gsize y = 0; y < json_array_size (map); y++)
    {
      json_t *row = json_array_get (map, y);
      for (gsize x = 0; x < json_array_size (row); x++)
        {
          const char *id = enemy_of_tile (self->tower, json_array_get (row, x));
          if (id == NULL)
            continue;
          TwForecastCell cell = { (int)x, (int)y, id, { FALSE, FALSE, 0 } };
          fight (script, &hero, self->run_state, id, tw_tower_json_enemy (self->tower, id), values,
                 &cell.damage);
          g_array_append_val (cells, cell);
        }
    }
  return cells;
}

char *
tw_forecast_damage_text (const TwForecastDamage *damage)
{
  g_return_val_if_fail (damage != NULL, NULL);
  if (!damage->can_battle)
    return g_strdup ("???");
  if (damage->damage >= 100000)
    return g_strdup_printf ("%.1fw", (double)damage->damage / 10000.0);
  return g_strdup_printf ("%" G_GINT64_FORMAT, damage->damage);
}

/* ---- map damage ---- */

/* Whether some enemy of @tower has a map damage special, or a tile is a
 * lava net: most towers have neither, and then no engine is made. */
static gboolean
tower_makes_map_damage (json_t *tower)
{
  const char *key;
  json_t *value;
  json_object_foreach (json_object_get (tower, "enemys"), key, value)
  {
    for (int special = 1; special <= 30; special++)
      if (tw_map_damage_special (special) && tw_enemy_has_special (value, special))
        return TRUE;
  }
  json_object_foreach (json_object_get (tower, "maps"), key, value)
  {
    if (g_strcmp0 (json_string_value (json_object_get (value, "id")), "lavaNet") == 0)
      return TRUE;
  }
  return FALSE;
}

/* The start of the game on @floor_id, its map damage table copied. */
static void
compute_map_damage (TwForecast *self, const char *floor_id)
{
  g_clear_pointer (&self->md_grid, g_free);
  g_free (self->md_floor);
  self->md_floor = g_strdup (floor_id);
  self->md_revision = self->revision;
  self->md_valid = TRUE;
  if (!tower_makes_map_damage (self->tower))
    return;
  TwTower *tower = tw_tower_new_from_json (self->tower, NULL);
  if (tower == NULL)
    return;
  TwEngine *engine = tw_engine_new (tower);
  gint floor = tw_tower_find_floor (tower, floor_id);
  if (floor >= 0 && (g_strcmp0 (tw_engine_get_floor_id (engine), floor_id) == 0
                     || tw_engine_change_floor (engine, floor_id, 0, 0)))
    {
      const TwFloorDef *def = tw_tower_get_floor (tower, (guint)floor);
      const gint64 *grid = tw_engine_map_damage_grid (engine, NULL);
      self->md_width = def->width;
      self->md_height = def->height;
      if (grid != NULL)
        self->md_grid = g_memdup2 (grid, sizeof (gint64) * (gsize)def->width * def->height);
    }
  tw_engine_free (engine);
  tw_tower_unref (tower);
}

gint64
tw_forecast_map_damage (TwForecast *self, const char *floor_id, gint x, gint y)
{
  g_return_val_if_fail (self != NULL && floor_id != NULL, 0);
  if (!self->md_valid || !self->has_revision || self->md_revision != self->revision
      || g_strcmp0 (self->md_floor, floor_id) != 0)
    compute_map_damage (self, floor_id);
  if (self->md_grid == NULL || x < 0 || y < 0 || x >= self->md_width || y >= self->md_height)
    return 0;
  return self->md_grid[(gsize)y * self->md_width + x];
}
