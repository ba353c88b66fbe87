/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower.h: the definitions of a tower (the static world the engine plays).
 *
 * A TwTower holds what does not change while playing: the tile table
 * (mota-js `maps`), enemy and item definitions with their map-turn fields,
 * every floor's starting grid, the start hero and the tower `values`.
 * It is built through a small C API or loaded from the tower object of
 * docs/formats.md. Definitions keep their json_t so that nothing the engine
 * does not understand is lost.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-item-effect.h"
#include "engine/tw-map-damage.h"
#include "engine/tw-tower-script.h"

G_BEGIN_DECLS

#define TW_TOWER_ERROR (tw_tower_error_quark ())
GQuark tw_tower_error_quark (void);

typedef enum
{
  TW_TOWER_ERROR_INVALID,
} TwTowerError;

/* `actType` of an enemy definition. */
typedef enum
{
  TW_ACT_IDLE,
  TW_ACT_CHASE,
  TW_ACT_PATROL,
  TW_ACT_SKILL,
  TW_N_ACT_TYPES,
} TwActType;

typedef enum
{
  TW_SKILL_KIND_NONE,
  TW_SKILL_KIND_RANGED,
  TW_SKILL_KIND_SUMMON,
} TwSkillKind;

typedef struct
{
  gint x, y;
} TwPoint;

typedef struct
{
  char *id;
  json_t *json; /* the whole mota-js definition, owned */
  /* Map-turn fields (docs/rules.md §10 defaults). */
  gint time_cost;
  TwActType act_type;
  gboolean contact_battle_only;
  json_t *act_args; /* borrowed from json, or NULL */
  gint priority;
  /* actArgs, parsed. */
  gint chase_range; /* -1: unlimited */
  TwPoint *route;
  guint n_route;
  TwSkillKind skill_kind;
  gint skill_range;
  gint skill_damage;
  gint summon_enemy; /* enemy index, -1 */
  /* Stats used by the engine itself. */
  gint64 hp, money, exp;
} TwEnemyDef;

typedef enum
{
  TW_STACK_REFRESH,
  TW_STACK_STACK,
  TW_STACK_REPLACE,
} TwStackPolicy;

typedef struct
{
  char *id;
  char *cls;
  json_t *json; /* owned */
  gint time_cost;
  gboolean can_cancel;
  char *exclusive_group; /* NULL when unset */
  gint duration_battles; /* -1 when null */
  gint battle_time_cost;
  TwStackPolicy stack_policy;
  json_t *effect; /* borrowed, or NULL */
} TwItemDef;

/* One entry of the tile table. */
typedef struct
{
  guint number;
  char *cls;
  char *id;
  gboolean can_pass;
  gboolean is_door;        /* doorInfo with the openDoor trigger or with keys */
  json_t *door_keys;       /* doorInfo.keys (borrowed), NULL when none are needed */
  json_t *door_keys_owned; /* a 2.6 door's key, from its id (owned), or NULL */
  gint enemy;              /* enemy index when the tile is an enemy, else -1 */
  gint item;               /* item index when cls is an item class, else -1 */
  json_t *json;            /* owned */
  gboolean has_cannot_in_out; /* json has `cannotIn` or `cannotOut` (docs/rules.md §11.11) */
} TwTileInfo;

typedef struct
{
  char *id;
  gint width, height;
  guint32 *map; /* map[y * width + x], the starting grid */
  gdouble ratio;
  json_t *json; /* owned: changeFloor and everything else */
  /* json holds a `cannotMove` or `cannotMoveIn` table (docs/rules.md §11.11):
   * moves ask it only then. */
  gboolean has_cannot_move;
} TwFloorDef;

typedef struct _TwTower TwTower;

TwTower *tw_tower_new (void);
TwTower *tw_tower_ref (TwTower *tower);
void tw_tower_unref (TwTower *tower);

/* Loads the tower object of docs/formats.md (or a project file holding it
 * under `tower`). Returns NULL with @error set when it is not usable. */
TwTower *tw_tower_new_from_json (json_t *root, GError **error);

/* Builders: each takes a reference of @json when given (may be NULL). The
 * enemy and item definitions are parsed from their json. Returns the new
 * index. Referenced ids (summoned enemies, tiles) resolve in
 * tw_tower_finish(). */
gint tw_tower_add_enemy (TwTower *tower, const char *id, json_t *def);
/* A definition of @id read from @json, not added to
 * @tower (whose enemies name its summon; @json is not taken): an engine's own, changed copy
 * (tower events' setEnemy, docs/rules.md §11.10). Free with tw_enemy_def_free. */
TwEnemyDef *tw_enemy_def_new (const TwTower *tower, const char *id, json_t *json);
void tw_enemy_def_free (gpointer def);
gint tw_tower_add_item (TwTower *tower, const char *id, json_t *def);
void tw_tower_add_tile (TwTower *tower, guint number, json_t *def);
gint tw_tower_add_floor (TwTower *tower, const char *id, gint width, gint height,
                         const guint32 *map, json_t *def);
/* The start: hero in mota-js names (hp, atk, ..., loc, items, flags) and floor. */
void tw_tower_set_start (TwTower *tower, const char *floor_id, json_t *hero);
void tw_tower_set_values (TwTower *tower, json_t *values);
void tw_tower_set_flags (TwTower *tower, json_t *flags);
/* project/events.js (its `commonEvent` is what `insert` runs), or NULL. */
void tw_tower_set_events (TwTower *tower, json_t *events);
json_t *tw_tower_get_events (const TwTower *tower);
/* data.main.shops (mota-js 2.x global shops), or NULL. */
json_t *tw_tower_get_shops (const TwTower *tower);
/* The commands the game runs when it starts, before the start floor is
 * entered (docs/rules.md §11.12): a list, maybe empty, never NULL once
 * loaded from JSON. */
json_t *tw_tower_get_start_story (const TwTower *tower);
/* flag:hard as the game starts (docs/rules.md §11.12): the first
 * difficulty's `hard`, or NULL for 0. */
json_t *tw_tower_get_start_hard (const TwTower *tower);
/* Whose map damage rule the tower's functions.js has (docs/rules.md §3.16). */
TwMapDamageRule tw_tower_get_map_damage_rule (const TwTower *tower);
/* Whether a won battle ends the hero's skill (docs/rules.md §3.17):
 * "enableSkill" in data.flags.statusBarItems, and the tower's afterBattle
 * keeps mota-js's test for it. */
gboolean tw_tower_ends_skill_after_battle (const TwTower *tower);
typedef enum
{
  TW_COIN_NONE,
  TW_COIN_MULTIPLY,
  TW_COIN_ADD,
  TW_COIN_SET,
} TwCoinOp;
/* What holding the lucky coin (item `coin`) does to a won battle's money:
 * the tower's afterBattle statement (docs/rules.md §3.18). */
typedef struct
{
  TwCoinOp op;
  gint64 n;
} TwCoinRule;
TwCoinRule tw_tower_get_coin_rule (const TwTower *tower);
/* The statements of the tower's own hp cap (functions.js updateStatusBar),
 * run when the hp passes the built-in cap, or NULL: the built-in cap
 * (docs/rules.md §3.19). */
const char *tw_tower_get_hp_cap_code (const TwTower *tower);
/* Resolves cross references; call once after the builders. */
gboolean tw_tower_finish (TwTower *tower, GError **error);

guint tw_tower_get_n_floors (const TwTower *tower);
const TwFloorDef *tw_tower_get_floor (const TwTower *tower, guint index);
gint tw_tower_find_floor (const TwTower *tower, const char *id);
guint tw_tower_get_n_enemies (const TwTower *tower);
const TwEnemyDef *tw_tower_get_enemy (const TwTower *tower, guint index);
gint tw_tower_find_enemy (const TwTower *tower, const char *id);
/* Every enemy definition by index (valid while the tower lives and gets no new enemy). */
TwEnemyDef *const *tw_tower_get_enemy_array (const TwTower *tower);
guint tw_tower_get_n_items (const TwTower *tower);
const TwItemDef *tw_tower_get_item (const TwTower *tower, guint index);
gint tw_tower_find_item (const TwTower *tower, const char *id);
/* NULL for 0 and for numbers missing from the table. */
const TwTileInfo *tw_tower_get_tile (const TwTower *tower, guint number);
/* Tile numbers below this are indexed directly (the table's largest number + 1, up to 2^20). */
guint tw_tower_get_tile_limit (const TwTower *tower);
/* The first tile number whose id is @id, or 0. */
guint tw_tower_find_tile_by_id (const TwTower *tower, const char *id);
const char *tw_tower_get_start_floor (const TwTower *tower);
json_t *tw_tower_get_start_hero (const TwTower *tower);
json_t *tw_tower_get_values (const TwTower *tower);
/* The tower's project/functions.js (docs/rules.md §12), or NULL; and why it
 * did not load ("project/functions.js:3: SyntaxError: ..."), or NULL. */
TwTowerScript *tw_tower_get_script (const TwTower *tower);
const char *tw_tower_get_script_error (const TwTower *tower);
/* The interpreter of item effects and `function` commands, made on first use
 * (docs/rules.md §12.6); NULL when it cannot start. */
TwTowerScript *tw_tower_get_effect_script (TwTower *tower);
/* The same, NULL when no effect has needed it yet. */
TwTowerScript *tw_tower_peek_effect_script (const TwTower *tower);
json_t *tw_tower_get_flags (const TwTower *tower);
/* TRUE for a mota-js 2.6 tower (docs/rules.md §11.7): one with items of
 * class `keys` (2.7 made keys tools). Known once the tower is finished. */
gboolean tw_tower_is_2_6 (const TwTower *tower);

/* The same test on a tower's JSON (the editor's, not loaded): items of
 * class `keys`, or a starting hero who keeps keys apart. */
gboolean tw_tower_json_is_2_6 (json_t *root);
/* Enemy @id of a tower's JSON as the game reads it (borrowed; NULL when
 * there is none): on 2.7+, a facing variant (`faceIds.down` naming another
 * enemy) is its down-facing enemy's definition, as map_facings_to_down
 * makes it for a loaded tower (2.10.3 enemys.js getEnemys). */
json_t *tw_tower_json_enemy (json_t *root, const char *id);
/* TRUE when some item has a useItemEvent the engine runs (docs/rules.md
 * §2.14): not in a 2.6 tower. */
gboolean tw_tower_has_use_item_events (const TwTower *tower);
/* How the tower keeps hp <= hpmax (tw_item_effect_hp_cap of its flags). */
TwHpCap tw_tower_get_hp_cap (const TwTower *tower);
/* The largest enemy `timeCost` of the tower. */
gint tw_tower_get_max_time_cost (const TwTower *tower);
/* TRUE when the tower has map-turn content: an enemy with timeCost > 0 or
 * an item of a skill class (docs/rules.md §1, §4). */
gboolean tw_tower_uses_map_turn (const TwTower *tower);

const char *tw_act_type_to_string (TwActType type);
/* FALSE when @text is not an actType name. */
gboolean tw_act_type_from_string (const char *text, TwActType *type);

G_END_DECLS
