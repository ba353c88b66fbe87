/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-fields.h: the one table of the mota-js fields Turnwright understands.
 *
 * Every field of an enemy, an item (by class), a floor, the hero's start and
 * the tower values is one row: its JSON name, owner, type, default, range,
 * the item classes it applies to, its label and tooltip, and the validation
 * rule that reports a bad value. The tower loader reads defaults from it, the
 * validator its types and ranges, the inspector builds its forms from it and
 * the canvas badges read through it. Adding a field is adding a row (and its
 * behaviour where the engine uses it).
 *
 * The names of act types, stack policies and item classes are spelled here
 * once, beside the table, with their enums. */
#pragma once

#include <glib.h>
#include <jansson.h>

#include "engine/tw-tower.h"

G_BEGIN_DECLS

typedef enum
{
  TW_FIELD_OWNER_ENEMY,
  TW_FIELD_OWNER_ITEM,
  TW_FIELD_OWNER_FLOOR,
  TW_FIELD_OWNER_HERO,   /* data.firstData.hero */
  TW_FIELD_OWNER_VALUES, /* data.values, the tower values (全塔属性) */
  TW_FIELD_OWNER_FLAGS,  /* data.flags, the tower's switches (全塔属性 flags) */
  TW_FIELD_N_OWNERS,
} TwFieldOwner;

typedef enum
{
  TW_FIELD_STRING,
  TW_FIELD_NUMBER,  /* decimals allowed */
  TW_FIELD_INTEGER, /* a whole number */
  TW_FIELD_BOOLEAN,
  TW_FIELD_CHOICE, /* a string out of the row's choices */
  TW_FIELD_OBJECT,
  TW_FIELD_ARRAY,
  TW_FIELD_SPECIAL, /* a number or a list of numbers (an enemy's specials) */
} TwFieldType;

/* Where the inspector shows a row: its generic forms show the rows of one
 * section in table order; OTHER rows have forms of their own (specials,
 * actArgs, effect, start cell, items). */
typedef enum
{
  TW_FIELD_SECTION_MAIN,     /* stats, names */
  TW_FIELD_SECTION_MAP_TURN, /* the map-turn fields (docs/rules.md §10) */
  TW_FIELD_SECTION_EFFECT,   /* a skill's effect object (docs/rules.md §4) */
  TW_FIELD_SECTION_ACT_ARGS, /* an enemy's actArgs, by actType (docs/rules.md §7) */
  TW_FIELD_SECTION_OTHER,
} TwFieldSection;

typedef enum
{
  TW_FIELD_HAS_MIN = 1 << 0,
  TW_FIELD_HAS_MAX = 1 << 1,
  /* null is a value and the default (durationBattles: until cancelled);
   * default_number is what tw_field_read_int() gives for it. */
  TW_FIELD_NULLABLE = 1 << 2,
  TW_FIELD_REQUIRED = 1 << 3, /* an edit may not remove it */
  /* On a skill of a class it does not apply to, a warning (rule
   * field-not-for-class): the engine ignores it there. */
  TW_FIELD_WARN_OTHER_CLASS = 1 << 4,
  /* A STRING of mota-js JavaScript statements that the engine reads as an
   * item effect (engine/tw-item-effect.h): editors check it as it is typed. */
  TW_FIELD_ITEM_EFFECT = 1 << 5,
  TW_FIELD_ENEMY_REF = 1 << 6, /* a STRING naming an enemy (a summon's enemy) */
} TwFieldFlags;

#define TW_ACT_TYPE_BIT(type)   (1u << (type))
#define TW_SKILL_KIND_BIT(kind) (1u << (kind))

/* Item classes (mota-js `cls`). */
typedef enum
{
  TW_ITEM_CLASS_SKILLBATTLE, /* battle skill: selected, raises later battles' cost */
  TW_ITEM_CLASS_SKILLREMOTE, /* hurts the first enemy in a direction */
  TW_ITEM_CLASS_SKILLRECOVER,
  TW_ITEM_CLASS_SKILLUPDATE, /* status skill: lasts some battles */
  TW_ITEM_CLASS_ITEMS,       /* used when picked up */
  TW_ITEM_CLASS_CONSTANTS,
  TW_ITEM_CLASS_TOOLS,
  TW_ITEM_CLASS_EQUIPS,
  TW_ITEM_N_CLASSES,
} TwItemClass;

#define TW_ITEM_CLASS_BIT(cls) (1u << (cls))
#define TW_ITEM_CLASSES_SKILLS                                                                     \
  (TW_ITEM_CLASS_BIT (TW_ITEM_CLASS_SKILLBATTLE) | TW_ITEM_CLASS_BIT (TW_ITEM_CLASS_SKILLREMOTE)   \
   | TW_ITEM_CLASS_BIT (TW_ITEM_CLASS_SKILLRECOVER)                                                \
   | TW_ITEM_CLASS_BIT (TW_ITEM_CLASS_SKILLUPDATE))

typedef struct
{
  /* The JSON member, or "parent/member" for a member of an object member
   * ("effect/heal"): one level only. */
  const char *name;
  TwFieldOwner owner;
  TwFieldType type;
  TwFieldSection section;
  guint flags;                /* TwFieldFlags */
  double default_number;      /* NUMBER, INTEGER, BOOLEAN (0 or 1) */
  const char *default_string; /* STRING, CHOICE; NULL: none */
  double min, max;            /* with TW_FIELD_HAS_MIN / _HAS_MAX */
  guint classes;              /* item rows: TW_ITEM_CLASS_BIT mask; 0: every class */
  const char *const *choices; /* CHOICE: NULL-terminated */
  /* ACT_ARGS rows: the actTypes (TW_ACT_TYPE_BIT) and, for a skill, the
   * skill kinds (TW_SKILL_KIND_BIT) they apply to; 0: every one. */
  guint act_types;
  guint skill_kinds;
  const char *label;
  const char *tooltip;
  const char *placeholder; /* what an empty entry means, or NULL */
  /* The validator's rule for a value out of range or choices ("out-of-range"
   * unless the field has a rule of its own), and the range in words
   * ("0 or more") for its message. */
  const char *rule;
  const char *range_words;
} TwField;

/* The first row of owner named name, whatever its classes; NULL when none. */
const TwField *tw_field_lookup (TwFieldOwner owner, const char *name);
/* The row of owner named name that applies to the item class cls (only item
 * rows depend on the class); NULL when the field does not apply. */
const TwField *tw_field_lookup_for_class (TwFieldOwner owner, const char *name, const char *cls);
/* Iteration: the rows of owner in table order. Start with NULL; returns NULL
 * after the last. */
const TwField *tw_field_next (TwFieldOwner owner, const TwField *after);
/* Whether the row applies to an item of class cls (unknown classes take only
 * rows for every class). */
gboolean tw_field_applies_to_class (const TwField *field, const char *cls);
/* Whether an ACT_ARGS row applies to an enemy of actType act and, for a
 * skill, of kind (other rows: always). */
gboolean tw_field_applies_to_act (const TwField *field, TwActType act, TwSkillKind kind);
/* Every row, for tests and tools. */
const TwField *tw_fields_get_all (guint *n_fields);

/* The value of the row's field in object (borrowed), NULL when missing. */
json_t *tw_field_get_value (const TwField *field, json_t *object);
/* Reading a definition's value, or the row's default when it is missing or of
 * another type (as the engine always read them: a real is truncated). */
gint64 tw_field_read_int (const TwField *field, json_t *object);
double tw_field_read_number (const TwField *field, json_t *object);
gboolean tw_field_read_bool (const TwField *field, json_t *object);
/* Empty strings count as missing. */
const char *tw_field_read_string (const TwField *field, json_t *object);
/* Whether value is inside the row's range (any value for a row without one;
 * never NaN). */
gboolean tw_field_in_range (const TwField *field, double value);

/* Names spelled once. Each list is NULL-terminated and indexed by its enum
 * (skill kinds by TwSkillKind - 1: NONE has no name). */
extern const char *const tw_act_type_names[];
extern const char *const tw_stack_policy_names[];
extern const char *const tw_item_class_names[];
extern const char *const tw_skill_kind_names[]; /* actArgs.kind of a skill enemy */

/* tw_act_type_to_string() and tw_act_type_from_string() (engine/tw-tower.h)
 * read tw_act_type_names too. What the engine plays for an actType: unknown
 * or NULL names are idle (docs/rules.md §7). */
TwActType tw_act_type_or_idle (const char *name);
/* Unknown or NULL names give TW_STACK_REFRESH, -1, TW_SKILL_KIND_NONE. */
TwStackPolicy tw_stack_policy_from_string (const char *name);
gint tw_item_class_from_string (const char *name);
TwSkillKind tw_skill_kind_from_string (const char *name);

G_END_DECLS
