/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-js.c: the tower's JavaScript item effects and `function` commands
 * run against the engine's own hero, flags and items (docs/rules.md §12.6).
 *
 * The engine's state goes to the script as JSON (tw_tower_script_run_effect)
 * and what the call leaves comes back as JSON: the script never holds a
 * pointer into the engine. The write-back is all or nothing: a hero number
 * that is not a finite number, or items that are not counts, fail the call
 * and change nothing.
 */
#include "engine/tw-engine-private.h"
#include "engine/tw-tower-events-private.h"

#include <math.h>
#include <string.h>

/* Where the flags a script sets are kept: the tower events' flags (so that
 * `flag:` names see them) when the tower has events, else the engine's own
 * (saved as flags.scriptFlags). */
static json_t *
runtime_flags (TwEngine *self)
{
  return self->tev ? self->tev->flags : self->script_flags;
}

/* The flags a script sees: the starting hero's, then the run's on top. A
 * null is a flag removed. */
static json_t *
visible_flags (TwEngine *self)
{
  json_t *start = json_object_get (self->hero.rest, "flags");
  json_t *flags = json_is_object (start) ? json_deep_copy (start) : json_object ();
  const char *key;
  json_t *value;

  json_object_foreach (runtime_flags (self), key, value)
  {
    if (json_is_null (value))
      json_object_del (flags, key);
    else
      json_object_set (flags, key, value);
  }
  json_object_set_new (flags, "hatred", json_integer (self->hatred));
  return flags;
}

static json_t *
hero_json (TwEngine *self)
{
  const TwHero *h = &self->hero;
  json_t *hero = json_object ();
  const char *key;
  json_t *value;

  /* Every other mota-js field (lv, mana, name, equipment, ...) as kept. */
  json_object_foreach (h->rest, key, value)
  {
    if (strcmp (key, "flags") != 0 && strcmp (key, "items") != 0)
      json_object_set (hero, key, value);
  }
  json_object_set_new (hero, "hp", json_integer (h->hp));
  json_object_set_new (hero, "atk", json_integer (h->atk));
  json_object_set_new (hero, "def", json_integer (h->def));
  json_object_set_new (hero, "mdef", json_integer (h->mdef));
  json_object_set_new (hero, "money", json_integer (h->money));
  json_object_set_new (hero, "exp", json_integer (h->exp));
  if (h->has_hpmax)
    json_object_set_new (hero, "hpmax", json_integer (h->hpmax));
  json_object_set_new (hero, "loc",
                       json_pack ("{s:i, s:i, s:s}", "x", h->x, "y", h->y, "direction",
                                  h->direction ? h->direction : "up"));
  return hero;
}

static json_t *
state_json (TwEngine *self, json_t *flags)
{
  const TwFloorDef *floor = self->floors[self->cur].def;
  json_t *state
      = json_pack ("{s:o, s:O, s:o, s:f, s:s}", "hero", hero_json (self), "flags", flags, "items",
                   json_deep_copy (self->hero.items), "ratio", floor->ratio, "floorId", floor->id);
  /* 2.6 item effects see a local `ratio` (docs/rules.md §2.15). */
  if (tw_tower_is_2_6 (self->tower))
    json_object_set_new (state, "itemRatio", json_real (tw_engine_item_ratio (self)));
  return state;
}

/* What a damage formula sees of the run (docs/rules.md §12.9): the state of
 * an item effect without the hero's position (a battle's figures do not
 * depend on where the hero stands, and the forecast's cache would otherwise
 * miss at every step) and without the four numbers the call passes itself.
 * NULL when the tower has no damage script to read it. */
char *
tw_engine_damage_state_text (TwEngine *self)
{
  TwTowerScript *script = tw_tower_get_script (self->tower);
  if (!tw_tower_script_overrides_damage (script))
    return NULL;
  json_t *flags = visible_flags (self);
  json_t *state = state_json (self, flags); /* holds its own reference */
  json_decref (flags);
  json_t *hero = json_object_get (state, "hero");
  static const char *const passed[] = { "loc", "hp", "atk", "def", "mdef" };
  for (guint i = 0; i < G_N_ELEMENTS (passed); i++)
    json_object_del (hero, passed[i]);
  char *text = json_dumps (state, JSON_COMPACT | JSON_SORT_KEYS);
  json_decref (state);
  return text;
}

/* A hero number the script left: finite, within ±2^53, floored. */
static gboolean
number_of (json_t *value, gint64 *out)
{
  double v = json_number_value (value);
  if (!json_is_number (value) || !isfinite (v) || fabs (v) > 9007199254740992.0)
    return FALSE;
  *out = (gint64)floor (v);
  return TRUE;
}

/* {cls: {id: count}} with counts above 0 (and the 2.6 keys at 0), or NULL
 * when @items is not that. */
static json_t *
items_of (json_t *items)
{
  json_t *out = json_object ();
  const char *cls, *id;
  json_t *per_cls, *count;
  gint64 n;

  if (!json_is_object (items))
    goto bad;
  json_object_foreach (items, cls, per_cls)
  {
    json_t *kept = json_object ();
    if (!json_is_object (per_cls))
      {
        json_decref (kept);
        goto bad;
      }
    json_object_foreach (per_cls, id, count)
    {
      if (!number_of (count, &n))
        {
          json_decref (kept);
          goto bad;
        }
      if (n > 0 || (n == 0 && tw_item_class_keeps_zero (cls)))
        json_object_set_new (kept, id, json_integer (n));
    }
    json_object_set_new (out, cls, kept);
  }
  return out;
bad:
  json_decref (out);
  return NULL;
}

static const char *const hero_numbers[] = { "hp", "atk", "def", "mdef", "money", "exp", "hpmax" };

static gint64 *
number_field (TwHero *h, guint i)
{
  gint64 *fields[] = { &h->hp, &h->atk, &h->def, &h->mdef, &h->money, &h->exp, &h->hpmax };
  return fields[i];
}

/* Checks what the call left; writes nothing when it is not usable. */
static gboolean
check_result (json_t *out, json_t **items, const char *label, GError **error)
{
  json_t *hero = json_object_get (out, "hero");
  gint64 n;

  for (guint i = 0; i < G_N_ELEMENTS (hero_numbers); i++)
    {
      json_t *v = json_object_get (hero, hero_numbers[i]);
      if (v != NULL && !number_of (v, &n))
        {
          g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0,
                       "%s: the script left core.status.hero.%s not a finite number", label,
                       hero_numbers[i]);
          return FALSE;
        }
    }
  *items = items_of (json_object_get (out, "items"));
  if (*items == NULL)
    {
      g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0,
                   "%s: the script left core.status.hero.items not as {class: {id: count}}", label);
      return FALSE;
    }
  return TRUE;
}

static void
write_flags (TwEngine *self, json_t *before, json_t *after)
{
  json_t *store = runtime_flags (self);
  const char *key;
  json_t *value;
  gboolean changed = FALSE;

  if (!json_is_object (after))
    return;
  json_object_foreach (after, key, value)
  {
    if (json_equal (value, json_object_get (before, key)))
      continue;
    if (strcmp (key, "hatred") == 0)
      {
        gint64 n;
        if (number_of (value, &n))
          self->hatred = n;
        continue;
      }
    json_object_set (store, key, value);
    changed = TRUE;
  }
  json_object_foreach (before, key, value)
  {
    if (json_object_get (after, key) == NULL && strcmp (key, "hatred") != 0)
      {
        json_object_set_new (store, key, json_null ());
        changed = TRUE;
      }
  }
  if (changed && self->tev)
    self->tev->version++;
}

static void
write_hero (TwEngine *self, json_t *hero)
{
  TwHero *h = &self->hero;
  const char *key;
  json_t *value;

  for (guint i = 0; i < G_N_ELEMENTS (hero_numbers); i++)
    {
      json_t *v = json_object_get (hero, hero_numbers[i]);
      if (v == NULL)
        continue;
      number_of (v, number_field (h, i));
      if (strcmp (hero_numbers[i], "hpmax") == 0)
        h->has_hpmax = TRUE;
    }
  /* The other scalar fields (lv, mana, ...) as the script left them. */
  json_object_foreach (hero, key, value)
  {
    gboolean engine_field = FALSE;
    for (guint i = 0; i < G_N_ELEMENTS (hero_numbers); i++)
      engine_field = engine_field || strcmp (key, hero_numbers[i]) == 0;
    if (!engine_field && strcmp (key, "flags") != 0 && strcmp (key, "items") != 0
        && !json_equal (value, json_object_get (h->rest, key)))
      json_object_set (h->rest, key, value);
  }
}

gboolean
tw_engine_run_js (TwEngine *self, TwTowerScriptCode kind, const char *code, const char *item_id,
                  const char *label, GError **error)
{
  TwTowerScript *script = tw_tower_get_effect_script (self->tower);
  json_t *items = NULL;

  if (script == NULL)
    {
      g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0, "%s: the interpreter could not start", label);
      return FALSE;
    }
  GError *local = NULL;
  json_t *flags = visible_flags (self);
  json_t *state = state_json (self, flags);
  json_t *out = tw_tower_script_run_effect (script, kind, code, item_id, label, state, &local);
  json_decref (state);
  if (out != NULL && !check_result (out, &items, label, &local))
    tw_tower_script_note_failure (script, local->message);
  if (out == NULL || items == NULL)
    {
      g_propagate_error (error, local);
      json_decref (out);
      json_decref (flags);
      return FALSE;
    }
  write_hero (self, json_object_get (out, "hero"));
  write_flags (self, flags, json_object_get (out, "flags"));
  json_decref (self->hero.items);
  self->hero.items = items;
  json_decref (out);
  json_decref (flags);
  return TRUE;
}

void
tw_engine_report_js_failure (TwEngine *self, const GError *error)
{
  TwEvent ev = { .kind = TW_EVENT_LIMIT, .limit = "towerScript", .limit_max = 1, .dropped = 1 };
  if (self->sink)
    tw_engine_emit (self, &ev);
  g_debug ("%s", error->message);
}
