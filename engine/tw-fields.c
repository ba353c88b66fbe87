/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-fields.c: the field table and the names spelled once.
 *
 * Row order is the order of the inspector's forms. Defaults are those of
 * docs/rules.md §10 (map-turn fields) and the engine's own fallbacks. */
#include "engine/tw-fields.h"

#include <math.h>
#include <string.h>

const char *const tw_act_type_names[] = {
  [TW_ACT_IDLE] = "idle",   [TW_ACT_CHASE] = "chase", [TW_ACT_PATROL] = "patrol",
  [TW_ACT_SKILL] = "skill", [TW_N_ACT_TYPES] = NULL,
};

const char *const tw_stack_policy_names[] = {
  [TW_STACK_REFRESH] = "refresh",
  [TW_STACK_STACK] = "stack",
  [TW_STACK_REPLACE] = "replace",
  NULL,
};

const char *const tw_item_class_names[] = {
  [TW_ITEM_CLASS_SKILLBATTLE] = "skillbattle",
  [TW_ITEM_CLASS_SKILLREMOTE] = "skillremote",
  [TW_ITEM_CLASS_SKILLRECOVER] = "skillrecover",
  [TW_ITEM_CLASS_SKILLUPDATE] = "skillupdate",
  [TW_ITEM_CLASS_ITEMS] = "items",
  [TW_ITEM_CLASS_CONSTANTS] = "constants",
  [TW_ITEM_CLASS_TOOLS] = "tools",
  [TW_ITEM_CLASS_EQUIPS] = "equips",
  NULL,
};

const char *const tw_skill_kind_names[] = {
  [TW_SKILL_KIND_RANGED - 1] = "ranged",
  [TW_SKILL_KIND_SUMMON - 1] = "summon",
  NULL,
};

#define CLASS(c) TW_ITEM_CLASS_BIT (TW_ITEM_CLASS_##c)
#define MIN_0 .flags = TW_FIELD_HAS_MIN, .min = 0, .range_words = "0 or more"
#define STAT(owner_, name_, tooltip_)                                                              \
  {                                                                                                \
    .name = name_, .owner = owner_, .type = TW_FIELD_NUMBER, .section = TW_FIELD_SECTION_MAIN,     \
    .flags = TW_FIELD_HAS_MIN | TW_FIELD_REQUIRED, .min = 0, .label = name_, .tooltip = tooltip_,  \
    .rule = "out-of-range", .range_words = "0 or more"                                             \
  }
#define OTHER(owner_, name_, type_, tooltip_)                                                      \
  {                                                                                                \
    .name = name_, .owner = owner_, .type = type_, .section = TW_FIELD_SECTION_OTHER,              \
    .label = name_, .tooltip = tooltip_                                                            \
  }
#define TEXT(owner_, name_, tooltip_)                                                              \
  {                                                                                                \
    .name = name_, .owner = owner_, .type = TW_FIELD_STRING, .section = TW_FIELD_SECTION_MAIN,     \
    .default_string = "", .label = name_, .tooltip = tooltip_                                      \
  }
#define FLAG(owner_, name_, tooltip_)                                                              \
  {                                                                                                \
    .name = name_, .owner = owner_, .type = TW_FIELD_BOOLEAN, .section = TW_FIELD_SECTION_MAIN,    \
    .label = name_, .tooltip = tooltip_                                                            \
  }
#define VALUE(name_, tooltip_)                                                                     \
  {                                                                                                \
    .name = name_, .owner = TW_FIELD_OWNER_VALUES, .type = TW_FIELD_NUMBER,                        \
    .section = TW_FIELD_SECTION_MAIN, MIN_0, .label = name_, .tooltip = tooltip_,                  \
    .rule = "out-of-range"                                                                         \
  }

#define STAT_SKILLS (CLASS (SKILLBATTLE) | CLASS (SKILLUPDATE))
#define EFFECT(name_, tooltip_, classes_)                                                          \
  {                                                                                                \
    .name = name_, .owner = TW_FIELD_OWNER_ITEM, .type = TW_FIELD_NUMBER,                          \
    .section = TW_FIELD_SECTION_EFFECT, .classes = classes_,                                       \
    .label = &(name_)[sizeof ("effect/") - 1], .tooltip = tooltip_                                 \
  }

#define ENEMY TW_FIELD_OWNER_ENEMY
#define ITEM TW_FIELD_OWNER_ITEM
#define FLOOR TW_FIELD_OWNER_FLOOR
#define HERO TW_FIELD_OWNER_HERO

static const TwField fields[] = {
  /* Enemies (project/enemys.js) */
  TEXT (ENEMY, "name", "The name shown in the game"),
  STAT (ENEMY, "hp", "Hit points: the damage it takes to defeat it"),
  STAT (ENEMY, "atk", "Attack: the damage of each hit, less the hero's defence"),
  STAT (ENEMY, "def", "Defence: taken off each of the hero's hits"),
  STAT (ENEMY, "money", "Gold the hero gets for defeating it"),
  STAT (ENEMY, "exp", "Experience the hero gets for defeating it"),
  STAT (ENEMY, "point", "Points the hero gets for defeating it (towers that use them)"),
  OTHER (ENEMY, "special", TW_FIELD_SPECIAL, "Its mota-js specials: a number or a list"),
  { .name = "timeCost",
    .owner = ENEMY,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_HAS_MIN,
    .label = "timeCost",
    .tooltip = "Ticks between two actions; 0 keeps the enemy out of the schedule",
    .placeholder = "0: never acts",
    .rule = "negative-time-cost",
    .range_words = "0 (never acts) or more (acts every that many ticks)" },
  { .name = "actType",
    .owner = ENEMY,
    .type = TW_FIELD_CHOICE,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .default_string = "idle",
    .choices = tw_act_type_names,
    .label = "actType",
    .tooltip = "What the enemy does when it acts",
    .rule = "unknown-act-type" },
  { .name = "priority",
    .owner = ENEMY,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .label = "priority",
    .tooltip = "Acts before enemies of lower priority in the same tick",
    .placeholder = "0" },
  { .name = "contactBattleOnly",
    .owner = ENEMY,
    .type = TW_FIELD_BOOLEAN,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .label = "contactBattleOnly: one battle per contact (bosses)",
    .tooltip = "At most one battle per frame, and no capture battles after it" },
  OTHER (ENEMY, "actArgs", TW_FIELD_OBJECT, "The arguments of its actType (docs/rules.md §7)"),
  /* The members of actArgs by actType (docs/rules.md §7); a patrol's route
   * has an editor of its own. */
  { .name = "actArgs/kind",
    .owner = ENEMY,
    .type = TW_FIELD_CHOICE,
    .section = TW_FIELD_SECTION_ACT_ARGS,
    .default_string = "ranged",
    .choices = tw_skill_kind_names,
    .act_types = TW_ACT_TYPE_BIT (TW_ACT_SKILL),
    .label = "kind",
    .tooltip = "ranged: hurts the hero within range; summon: calls an enemy next to it" },
  { .name = "actArgs/range",
    .owner = ENEMY,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_ACT_ARGS,
    MIN_0,
    .act_types = TW_ACT_TYPE_BIT (TW_ACT_CHASE) | TW_ACT_TYPE_BIT (TW_ACT_SKILL),
    .skill_kinds = TW_SKILL_KIND_BIT (TW_SKILL_KIND_RANGED),
    .label = "range",
    .tooltip = "Cells (Manhattan): a chaser chases only this near (empty: no limit); a ranged "
               "skill reaches this far",
    .placeholder = "chase: no limit; skill: 0",
    .rule = "out-of-range" },
  { .name = "actArgs/damage",
    .owner = ENEMY,
    .type = TW_FIELD_NUMBER,
    .section = TW_FIELD_SECTION_ACT_ARGS,
    MIN_0,
    .act_types = TW_ACT_TYPE_BIT (TW_ACT_SKILL),
    .skill_kinds = TW_SKILL_KIND_BIT (TW_SKILL_KIND_RANGED),
    .label = "damage",
    .tooltip = "Hp the hero loses per hit",
    .placeholder = "0",
    .rule = "out-of-range" },
  { .name = "actArgs/enemy",
    .owner = ENEMY,
    .type = TW_FIELD_STRING,
    .section = TW_FIELD_SECTION_ACT_ARGS,
    .flags = TW_FIELD_ENEMY_REF,
    .act_types = TW_ACT_TYPE_BIT (TW_ACT_SKILL),
    .skill_kinds = TW_SKILL_KIND_BIT (TW_SKILL_KIND_SUMMON),
    .label = "enemy",
    .tooltip = "The id of the enemy summoned on the first empty neighbouring cell",
    .placeholder = "enemy id" },

  /* Items (project/items.js); the skill fields by class (docs/rules.md §4) */
  TEXT (ITEM, "name", "The name shown in the game"),
  TEXT (ITEM, "text", "The description shown in the item box"),
  { .name = "cls",
    .owner = ITEM,
    .type = TW_FIELD_CHOICE,
    .section = TW_FIELD_SECTION_MAIN,
    .default_string = "items",
    .choices = tw_item_class_names,
    .label = "cls",
    .tooltip = "skill*: the map-turn skills; items, constants, tools, equips: mota-js classes" },
  /* What picking up (items) or using (tools) does: JavaScript, of which the
   * engine plays the usual `core.status.hero.X += ...` statements. */
  { .name = "itemEffect",
    .owner = ITEM,
    .type = TW_FIELD_STRING,
    .section = TW_FIELD_SECTION_MAIN,
    /* mota-js reads a null as none (items.js `if (item.itemEffect)`, `itemEffectTip || ""`);
     * its editor writes null for a cleared field. */
    .flags = TW_FIELD_ITEM_EFFECT | TW_FIELD_NULLABLE,
    .classes = CLASS (ITEMS),
    .label = "itemEffect",
    .tooltip = "What picking it up does, e.g. core.status.hero.atk += core.values.redGem * "
               "core.status.thisMap.ratio",
    .placeholder = "no effect" },
  { .name = "itemEffectTip",
    .owner = ITEM,
    .type = TW_FIELD_STRING,
    .section = TW_FIELD_SECTION_MAIN,
    .flags = TW_FIELD_NULLABLE,
    .classes = CLASS (ITEMS),
    .label = "itemEffectTip",
    .tooltip = "The text shown when it is picked up (may use ${...})" },
  { .name = "useItemEffect",
    .owner = ITEM,
    .type = TW_FIELD_STRING,
    .section = TW_FIELD_SECTION_MAIN,
    .flags = TW_FIELD_ITEM_EFFECT | TW_FIELD_NULLABLE,
    .classes = CLASS (ITEMS) | CLASS (TOOLS),
    .label = "useItemEffect",
    .tooltip = "What using it from the item box does (JavaScript)",
    .placeholder = "not usable" },
  { .name = "timeCost",
    .owner = ITEM,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_HAS_MIN | TW_FIELD_WARN_OTHER_CLASS,
    .range_words = "0 or more",
    .classes = CLASS (SKILLBATTLE) | CLASS (SKILLREMOTE) | CLASS (SKILLRECOVER) | CLASS (TOOLS),
    .label = "timeCost",
    .tooltip = "Ticks that pass when it is used (a battle skill: the cost of each battle while "
               "selected)",
    .placeholder = "0",
    .rule = "negative-time-cost" },
  /* A status skill takes no time to use: its cost is its battleTimeCost. */
  { .name = "timeCost",
    .owner = ITEM,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_HAS_MIN | TW_FIELD_HAS_MAX | TW_FIELD_WARN_OTHER_CLASS,
    .classes = CLASS (SKILLUPDATE),
    .label = "timeCost",
    .tooltip = "A status skill takes no time to use: fixed at 0",
    .placeholder = "0",
    .rule = "skillupdate-time-cost",
    .range_words = "a status skill (skillupdate) takes no time to use; use battleTimeCost to make "
                   "battles slower" },
  { .name = "canCancel",
    .owner = ITEM,
    .type = TW_FIELD_BOOLEAN,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_WARN_OTHER_CLASS,
    .classes = CLASS (SKILLBATTLE) | CLASS (SKILLUPDATE),
    .label = "canCancel: the hero may turn it off",
    .tooltip = "Without it, cancelling this skill is refused" },
  { .name = "exclusiveGroup",
    .owner = ITEM,
    .type = TW_FIELD_STRING,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .classes = CLASS (SKILLBATTLE),
    .label = "exclusiveGroup",
    .tooltip = "Battle skills of one group replace each other",
    .placeholder = "battleSkill" },
  { .name = "durationBattles",
    .owner = ITEM,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_HAS_MIN | TW_FIELD_NULLABLE | TW_FIELD_WARN_OTHER_CLASS,
    .default_number = -1,
    .min = 1,
    .classes = CLASS (SKILLUPDATE),
    .label = "durationBattles",
    .tooltip = "Battles a status skill lasts; empty: until cancelled",
    .placeholder = "until cancelled",
    .rule = "bad-duration",
    .range_words = "a whole number of battles above 0, or null (until cancelled)" },
  { .name = "battleTimeCost",
    .owner = ITEM,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_HAS_MIN | TW_FIELD_WARN_OTHER_CLASS,
    .range_words = "0 or more",
    .classes = CLASS (SKILLUPDATE),
    .label = "battleTimeCost",
    .tooltip = "While active, each battle costs at least this many ticks",
    .placeholder = "0",
    .rule = "negative-time-cost" },
  { .name = "stackPolicy",
    .owner = ITEM,
    .type = TW_FIELD_CHOICE,
    .section = TW_FIELD_SECTION_MAP_TURN,
    .flags = TW_FIELD_WARN_OTHER_CLASS,
    .default_string = "refresh",
    .choices = tw_stack_policy_names,
    .classes = CLASS (SKILLUPDATE),
    .label = "stackPolicy",
    .tooltip = "Used again while active: refresh resets the layers, stack adds them, replace "
               "removes the other status skills first",
    .rule = "bad-stack-policy" },
  { .name = "effect",
    .owner = ITEM,
    .type = TW_FIELD_OBJECT,
    .section = TW_FIELD_SECTION_OTHER,
    .classes = TW_ITEM_CLASSES_SKILLS,
    .label = "effect",
    .tooltip = "What the skill does: atk, def, mdef, heal, damage, range" },
  /* What each class's effect reads (docs/rules.md §4): stats while a battle
   * or status skill is on, heal for a recover skill, damage and range for a
   * remote one. */
  EFFECT ("effect/atk", "Attack added in battle while the skill is on", STAT_SKILLS),
  EFFECT ("effect/def", "Defence added in battle while the skill is on", STAT_SKILLS),
  EFFECT ("effect/mdef", "Magic defence added in battle while the skill is on", STAT_SKILLS),
  EFFECT ("effect/heal", "Hp the hero gains (up to hpmax when the tower sets one)",
          CLASS (SKILLRECOVER)),
  EFFECT ("effect/damage", "Hp the first enemy in the aimed direction loses", CLASS (SKILLREMOTE)),
  { .name = "effect/range",
    .owner = ITEM,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_EFFECT,
    MIN_0,
    .classes = CLASS (SKILLREMOTE),
    .label = "range",
    .tooltip = "How far a remote skill reaches, in cells",
    .rule = "out-of-range" },

  /* Floors (project/floors/ID.js) */
  OTHER (FLOOR, "floorId", TW_FIELD_STRING, "The floor's id, as its file is named"),
  OTHER (FLOOR, "width", TW_FIELD_INTEGER, "Columns of the map"),
  OTHER (FLOOR, "height", TW_FIELD_INTEGER, "Rows of the map"),
  OTHER (FLOOR, "map", TW_FIELD_ARRAY, "The tile numbers, row by row"),
  OTHER (FLOOR, "changeFloor", TW_FIELD_OBJECT, "Stairs and doors to other floors, by cell"),
  OTHER (FLOOR, "events", TW_FIELD_OBJECT, "The events of its cells"),
  TEXT (FLOOR, "title", "The floor's title in game"),
  TEXT (FLOOR, "name", "The short name (fly menu)"),
  { .name = "ratio",
    .owner = FLOOR,
    .type = TW_FIELD_NUMBER,
    .section = TW_FIELD_SECTION_MAIN,
    MIN_0,
    .default_number = 1,
    .label = "ratio",
    .tooltip = "Multiplies gems and potions on this floor",
    .placeholder = "1",
    .rule = "out-of-range" },
  { .name = "defaultGround",
    .owner = FLOOR,
    .type = TW_FIELD_STRING,
    .section = TW_FIELD_SECTION_MAIN,
    .default_string = "ground",
    .label = "defaultGround",
    .tooltip = "The tile drawn under everything",
    .placeholder = "ground" },
  TEXT (FLOOR, "bgm", "The music played on this floor (a file of the game's sounds)"),
  FLAG (FLOOR, "canFlyTo", "The flying wand can reach this floor"),
  FLAG (FLOOR, "canFlyFrom", "The flying wand can be used here"),
  FLAG (FLOOR, "canUseQuickShop", "The quick shop opens here"),
  FLAG (FLOOR, "cannotViewMap", "The map viewer cannot show this floor"),

  /* The hero's start (data.firstData.hero) */
  TEXT (HERO, "name", "The hero's name"),
  { .name = "lv",
    .owner = HERO,
    .type = TW_FIELD_INTEGER,
    .section = TW_FIELD_SECTION_MAIN,
    .flags = TW_FIELD_HAS_MIN,
    .min = 1,
    .default_number = 1,
    .label = "lv",
    .tooltip = "The level at the start",
    .placeholder = "1",
    .rule = "out-of-range",
    .range_words = "1 or more" },
  STAT (HERO, "hp", "Hit points at the start"),
  { .name = "hpmax",
    .owner = HERO,
    .type = TW_FIELD_NUMBER,
    .section = TW_FIELD_SECTION_MAIN,
    .label = "hpmax",
    .tooltip = "The most hp the hero can have, in towers that set one; empty: no limit" },
  STAT (HERO, "atk", "Attack at the start"),
  STAT (HERO, "def", "Defence at the start"),
  STAT (HERO, "mdef", "Magic defence at the start: taken off the damage of a battle"),
  STAT (HERO, "money", "Gold at the start"),
  STAT (HERO, "exp", "Experience at the start"),
  OTHER (HERO, "loc", TW_FIELD_OBJECT, "The start cell {x, y, direction}"),
  OTHER (HERO, "items", TW_FIELD_OBJECT, "The items the hero starts with, by class"),
  OTHER (HERO, "flags", TW_FIELD_OBJECT, "The game's flags at the start"),

  /* Tower values (data.values) */
  VALUE ("redGem", "Attack a red gem gives (times the floor's ratio)"),
  VALUE ("blueGem", "Defence a blue gem gives (times the floor's ratio)"),
  VALUE ("greenGem", "Magic defence a green gem gives (times the floor's ratio)"),
  VALUE ("redPotion", "Hp a red potion gives (times the floor's ratio)"),
  VALUE ("bluePotion", "Hp a blue potion gives (times the floor's ratio)"),
  VALUE ("yellowPotion", "Hp a yellow potion gives (times the floor's ratio)"),
  VALUE ("greenPotion", "Hp a green potion gives (times the floor's ratio)"),
  VALUE ("breakArmor", "破甲: the share of the hero's defence a break-armour enemy deals first"),
  VALUE ("counterAttack", "反击: the share of the hero's attack a counter enemy adds per hit"),
  VALUE ("purify", "净化: times the hero's magic defence a purify enemy deals first"),
  VALUE ("hatred", "仇恨: the hatred each battle adds"),
  VALUE ("lavaDamage", "Hp a lava cell takes from the hero"),
  VALUE ("poisonDamage", "Hp poison takes each step"),
  VALUE ("weakValue", "Attack and defence weakness takes away (below 1: a share)"),

  /* The tower's switches (data.flags) that change the rules */
  { .name = "mapTurnEnabled",
    .owner = TW_FIELD_OWNER_FLAGS,
    .type = TW_FIELD_BOOLEAN,
    .section = TW_FIELD_SECTION_MAIN,
    .default_number = 1,
    .label = "mapTurnEnabled: enemies act on the map",
    .tooltip = "Off: the tower plays as plain mota-js, no enemy moves (docs/rules.md §10)" },
  OTHER (TW_FIELD_OWNER_FLAGS, "statusBarItems", TW_FIELD_ARRAY,
         "What the status bar shows; enableHPMax keeps hp at most hpmax"),
  FLAG (TW_FIELD_OWNER_FLAGS, "enableNegativeDamage", "A battle may heal the hero (negative damage)"),
  FLAG (TW_FIELD_OWNER_FLAGS, "betweenAttackMax", "夹击 takes at most half the hero's hp"),
  FLAG (TW_FIELD_OWNER_FLAGS, "enableAddPoint", "Level ups give points to spend"),
  FLAG (TW_FIELD_OWNER_FLAGS, "enableEnemyPoint", "Enemies can be given points by the tower"),
  FLAG (TW_FIELD_OWNER_FLAGS, "flyNearStair", "The flying wand lands next to the stairs only"),
  FLAG (TW_FIELD_OWNER_FLAGS, "ignoreChangeFloor", "Walking past stairs does not take them"),
  FLAG (TW_FIELD_OWNER_FLAGS, "canGoDeadZone", "The hero may walk into cells that kill"),
  FLAG (TW_FIELD_OWNER_FLAGS, "enableMoveDirectly", "Clicking a cell walks there at once"),
  FLAG (TW_FIELD_OWNER_FLAGS, "disableShopOnDamage", "Shops close while a cell hurts the hero"),
};

const TwField *
tw_fields_get_all (guint *n_fields)
{
  *n_fields = G_N_ELEMENTS (fields);
  return fields;
}

const TwField *
tw_field_next (TwFieldOwner owner, const TwField *after)
{
  const TwField *field = after ? after + 1 : fields;
  for (; field < fields + G_N_ELEMENTS (fields); field++)
    if (field->owner == owner)
      return field;
  return NULL;
}

const TwField *
tw_field_lookup (TwFieldOwner owner, const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);
  for (const TwField *field = tw_field_next (owner, NULL); field;
       field = tw_field_next (owner, field))
    if (strcmp (field->name, name) == 0)
      return field;
  return NULL;
}

gboolean
tw_field_applies_to_class (const TwField *field, const char *cls)
{
  g_return_val_if_fail (field != NULL, FALSE);
  if (field->classes == 0)
    return TRUE;
  gint index = tw_item_class_from_string (cls);
  return index >= 0 && (field->classes & TW_ITEM_CLASS_BIT (index)) != 0;
}

gboolean
tw_field_applies_to_act (const TwField *field, TwActType act, TwSkillKind kind)
{
  g_return_val_if_fail (field != NULL, FALSE);
  if (field->act_types != 0 && !(field->act_types & TW_ACT_TYPE_BIT (act)))
    return FALSE;
  /* The kinds narrow a skill only: a chaser's range has no kind. */
  if (act == TW_ACT_SKILL && field->skill_kinds != 0)
    {
      if (kind == TW_SKILL_KIND_NONE)
        kind = TW_SKILL_KIND_RANGED; /* as the engine plays a skill of no kind */
      return (field->skill_kinds & TW_SKILL_KIND_BIT (kind)) != 0;
    }
  return TRUE;
}

const TwField *
tw_field_lookup_for_class (TwFieldOwner owner, const char *name, const char *cls)
{
  g_return_val_if_fail (name != NULL, NULL);
  for (const TwField *field = tw_field_next (owner, NULL); field;
       field = tw_field_next (owner, field))
    if (strcmp (field->name, name) == 0 && tw_field_applies_to_class (field, cls))
      return field;
  return NULL;
}

json_t *
tw_field_get_value (const TwField *field, json_t *object)
{
  g_return_val_if_fail (field != NULL, NULL);
  const char *slash = strchr (field->name, '/');
  if (slash == NULL)
    return json_object_get (object, field->name);
  g_autofree char *parent = g_strndup (field->name, (gsize)(slash - field->name));
  return json_object_get (json_object_get (object, parent), slash + 1);
}

gint64
tw_field_read_int (const TwField *field, json_t *object)
{
  g_return_val_if_fail (field != NULL, 0);
  json_t *value = tw_field_get_value (field, object);
  if (json_is_integer (value))
    return json_integer_value (value);
  if (json_is_real (value))
    return (gint64)json_real_value (value); /* as tw_json_get_int: toward zero */
  return (gint64)field->default_number;
}

double
tw_field_read_number (const TwField *field, json_t *object)
{
  g_return_val_if_fail (field != NULL, 0);
  json_t *value = tw_field_get_value (field, object);
  return json_is_number (value) ? json_number_value (value) : field->default_number;
}

/* Booleans: mota-js data also writes 0 and 1. */
gboolean
tw_field_read_bool (const TwField *field, json_t *object)
{
  g_return_val_if_fail (field != NULL, FALSE);
  json_t *value = tw_field_get_value (field, object);
  if (json_is_boolean (value))
    return json_is_true (value);
  if (json_is_integer (value))
    return json_integer_value (value) != 0;
  return field->default_number != 0;
}

const char *
tw_field_read_string (const TwField *field, json_t *object)
{
  g_return_val_if_fail (field != NULL, NULL);
  const char *value = json_string_value (tw_field_get_value (field, object));
  return value != NULL && value[0] != '\0' ? value : field->default_string;
}

gboolean
tw_field_in_range (const TwField *field, double value)
{
  g_return_val_if_fail (field != NULL, FALSE);
  if (isnan (value))
    return FALSE;
  if ((field->flags & TW_FIELD_HAS_MIN) && value < field->min)
    return FALSE;
  if ((field->flags & TW_FIELD_HAS_MAX) && value > field->max)
    return FALSE;
  return TRUE;
}

static gint
index_of (const char *const *names, const char *name)
{
  for (gint i = 0; name != NULL && names[i] != NULL; i++)
    if (strcmp (names[i], name) == 0)
      return i;
  return -1;
}

gboolean
tw_act_type_from_string (const char *text, TwActType *type)
{
  gint index = index_of (tw_act_type_names, text);
  if (index < 0)
    return FALSE;
  *type = (TwActType)index;
  return TRUE;
}

TwActType
tw_act_type_or_idle (const char *name)
{
  TwActType type = TW_ACT_IDLE;
  tw_act_type_from_string (name, &type);
  return type;
}

const char *
tw_act_type_to_string (TwActType type)
{
  return (guint)type < G_N_ELEMENTS (tw_act_type_names) - 1 ? tw_act_type_names[type] : "idle";
}

TwStackPolicy
tw_stack_policy_from_string (const char *name)
{
  gint index = index_of (tw_stack_policy_names, name);
  return index < 0 ? TW_STACK_REFRESH : (TwStackPolicy)index;
}

gint
tw_item_class_from_string (const char *name)
{
  return index_of (tw_item_class_names, name);
}

TwSkillKind
tw_skill_kind_from_string (const char *name)
{
  return (TwSkillKind)(index_of (tw_skill_kind_names, name) + 1);
}
