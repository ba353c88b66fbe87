/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-item-effect.c: recognising the usual mota-js itemEffect statements. */
#include "engine/tw-item-effect.h"

#include <math.h>
#include <string.h>

struct _TwItemEffect
{
  char *text;
  GArray *ops; /* of TwItemOp */
};

/* clang-format would read the dashes of the quark's name as minus signs and
   space them out, which changes the name: keep this line as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-item-effect-error-quark, tw_item_effect_error)
/* clang-format on */

static const struct
{
  const char *name;
  TwHeroField field;
} hero_fields[] = {
  { "hp", TW_HERO_FIELD_HP },          { "hpmax", TW_HERO_FIELD_HPMAX },
  { "atk", TW_HERO_FIELD_ATK },        { "def", TW_HERO_FIELD_DEF },
  { "mdef", TW_HERO_FIELD_MDEF },      { "money", TW_HERO_FIELD_MONEY },
  { "exp", TW_HERO_FIELD_EXP },        { "mana", TW_HERO_FIELD_MANA },
  { "experience", TW_HERO_FIELD_EXP }, /* engine 2.6 and older */
};

const char *
tw_hero_field_name (TwHeroField field)
{
  for (gsize i = 0; i < G_N_ELEMENTS (hero_fields); i++)
    if (hero_fields[i].field == field)
      return hero_fields[i].name;
  g_return_val_if_reached (NULL);
}

static gboolean
hero_field_from_name (const char *name, TwHeroField *field)
{
  for (gsize i = 0; i < G_N_ELEMENTS (hero_fields); i++)
    if (strcmp (hero_fields[i].name, name) == 0)
      {
        *field = hero_fields[i].field;
        return TRUE;
      }
  return FALSE;
}

static void
clear_op (gpointer data)
{
  TwItemOp *op = data;
  g_clear_pointer (&op->values_key, g_free);
}

void
tw_item_effect_free (TwItemEffect *effect)
{
  if (effect == NULL)
    return;
  g_free (effect->text);
  g_array_unref (effect->ops);
  g_free (effect);
}

/* A term of the right-hand side: a number, core.values.KEY, or the floor ratio. */
typedef enum
{
  TERM_NUMBER,
  TERM_VALUE,
  TERM_RATIO,
} TermKind;

static gboolean
is_identifier (const char *s)
{
  if (!g_ascii_isalpha (*s) && *s != '_' && *s != '$')
    return FALSE;
  for (s++; *s != '\0'; s++)
    if (!g_ascii_isalnum (*s) && *s != '_' && *s != '$')
      return FALSE;
  return TRUE;
}

static gboolean
is_number (const char *s, double *out)
{
  static GRegex *number_re;

  if (g_once_init_enter (&number_re))
    g_once_init_leave (&number_re, g_regex_new ("^[0-9]+(\\.[0-9]+)?$", G_REGEX_OPTIMIZE, 0, NULL));
  if (!g_regex_match (number_re, s, 0, NULL))
    return FALSE;
  *out = g_ascii_strtod (s, NULL);
  return TRUE;
}

static gboolean
classify_term (const char *term, TermKind *kind, double *number, const char **key)
{
  if (strcmp (term, "core.status.thisMap.ratio") == 0
      || strcmp (term, "core.status.thisMap.item_ratio") == 0 || strcmp (term, "ratio") == 0)
    {
      *kind = TERM_RATIO;
      return TRUE;
    }
  if (g_str_has_prefix (term, "core.values.") && is_identifier (term + strlen ("core.values.")))
    {
      *kind = TERM_VALUE;
      *key = term + strlen ("core.values.");
      return TRUE;
    }
  if (is_number (term, number))
    {
      *kind = TERM_NUMBER;
      return TRUE;
    }
  return FALSE;
}

/* The amount: terms joined by `*`: numbers, at most one value and at most
 * one floor ratio, as mota-js 2.6 towers write them
 * (`core.values.redGem * core.status.thisMap.ratio * 2`, docs/rules.md §11.7). */
static gboolean
parse_amount (const char *rhs, TwItemOp *op)
{
  g_auto (GStrv) terms = g_strsplit (rhs, "*", -1);
  guint n_terms = g_strv_length (terms);
  gboolean seen_amount = FALSE;

  if (n_terms < 1 || n_terms > 4)
    return FALSE;
  op->constant = 1;
  for (guint i = 0; i < n_terms; i++)
    {
      TermKind kind;
      double number = 0;
      const char *key = NULL;

      g_strstrip (terms[i]);
      if (!classify_term (terms[i], &kind, &number, &key))
        return FALSE;
      if (kind == TERM_RATIO)
        {
          if (op->times_ratio)
            return FALSE;
          op->times_ratio = TRUE;
          continue;
        }
      seen_amount = TRUE;
      if (key != NULL)
        {
          if (op->values_key != NULL)
            return FALSE;
          op->values_key = g_strdup (key);
        }
      else
        op->constant *= number;
    }
  return seen_amount;
}

/* `core.status.hero.FIELD += AMOUNT` or `-=`. */
static gboolean
parse_statement (const char *statement, TwItemOp *op)
{
  static const char prefix[] = "core.status.hero.";
  const char *p = statement;

  if (!g_str_has_prefix (p, prefix))
    return FALSE;
  p += strlen (prefix);
  const char *name_end = p;
  while (g_ascii_isalnum (*name_end) || *name_end == '_')
    name_end++;
  g_autofree char *name = g_strndup (p, name_end - p);
  if (!hero_field_from_name (name, &op->field))
    return FALSE;
  p = name_end;
  while (g_ascii_isspace (*p))
    p++;
  if ((p[0] != '+' && p[0] != '-') || p[1] != '=')
    return FALSE;
  op->sign = p[0] == '+' ? 1 : -1;
  return parse_amount (p + 2, op);
}

TwItemEffect *
tw_item_effect_parse (const char *text, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_autoptr (TwItemEffect) effect = g_new0 (TwItemEffect, 1);
  effect->text = g_strdup (text);
  effect->ops = g_array_new (FALSE, TRUE, sizeof (TwItemOp));
  g_array_set_clear_func (effect->ops, clear_op);

  g_auto (GStrv) statements = g_strsplit_set (text, ";\n", -1);
  for (char **s = statements; *s != NULL; s++)
    {
      TwItemOp op = { 0 };

      g_strstrip (*s);
      if (**s == '\0')
        continue;
      if (!parse_statement (*s, &op))
        {
          clear_op (&op);
          g_set_error (error, TW_ITEM_EFFECT_ERROR, TW_ITEM_EFFECT_ERROR_NOT_SIMULATED,
                       "item effect not simulated: statement \"%s\" in \"%s\"", *s, text);
          return NULL;
        }
      g_array_append_val (effect->ops, op);
    }
  return g_steal_pointer (&effect);
}

const char *
tw_item_effect_get_text (const TwItemEffect *effect)
{
  g_return_val_if_fail (effect != NULL, NULL);
  return effect->text;
}

guint
tw_item_effect_get_n_ops (const TwItemEffect *effect)
{
  g_return_val_if_fail (effect != NULL, 0);
  return effect->ops->len;
}

const TwItemOp *
tw_item_effect_get_op (const TwItemEffect *effect, guint index)
{
  g_return_val_if_fail (effect != NULL, NULL);
  g_return_val_if_fail (index < effect->ops->len, NULL);
  return &g_array_index (effect->ops, TwItemOp, index);
}

static gint64 *
hero_slot (TwHeroNumbers *hero, TwHeroField field)
{
  switch (field)
    {
    case TW_HERO_FIELD_HP:
      return &hero->hp;
    case TW_HERO_FIELD_HPMAX:
      return &hero->hpmax;
    case TW_HERO_FIELD_ATK:
      return &hero->atk;
    case TW_HERO_FIELD_DEF:
      return &hero->def;
    case TW_HERO_FIELD_MDEF:
      return &hero->mdef;
    case TW_HERO_FIELD_MONEY:
      return &hero->money;
    case TW_HERO_FIELD_EXP:
      return &hero->exp;
    case TW_HERO_FIELD_MANA:
      return &hero->mana;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
op_amount (const TwItemOp *op, json_t *values, double ratio, double *amount, GError **error)
{
  double base = op->constant;

  if (op->values_key != NULL)
    {
      json_t *node = values != NULL ? json_object_get (values, op->values_key) : NULL;
      if (!json_is_number (node))
        {
          g_set_error (error, TW_ITEM_EFFECT_ERROR, TW_ITEM_EFFECT_ERROR_MISSING_VALUE,
                       "core.values.%s is not a number in the tower's values", op->values_key);
          return FALSE;
        }
      base = json_number_value (node) * op->constant;
    }
  *amount = op->sign * base * (op->times_ratio ? ratio : 1);
  return TRUE;
}

gboolean
tw_item_effect_apply (const TwItemEffect *effect, TwHeroNumbers *hero, json_t *values, double ratio,
                      gboolean clamp_hp, GError **error)
{
  g_return_val_if_fail (effect != NULL, FALSE);
  g_return_val_if_fail (hero != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Work on a copy so that a failure leaves the hero untouched. */
  TwHeroNumbers next = *hero;
  for (guint i = 0; i < effect->ops->len; i++)
    {
      const TwItemOp *op = &g_array_index (effect->ops, TwItemOp, i);
      gint64 *slot = hero_slot (&next, op->field);
      double amount;

      if (!op_amount (op, values, ratio, &amount, error))
        return FALSE;
      *slot = (gint64)floor ((double)*slot + amount);
    }
  if (clamp_hp && next.hpmax > 0 && next.hp > next.hpmax)
    next.hp = next.hpmax;
  *hero = next;
  return TRUE;
}

TwHpCap
tw_item_effect_hp_cap (json_t *tower_flags)
{
  json_t *items = tower_flags != NULL ? json_object_get (tower_flags, "statusBarItems") : NULL;
  size_t i;
  json_t *item;

  json_array_foreach (items, i, item)
  {
    if (json_is_string (item) && strcmp (json_string_value (item), "enableHPMax") == 0)
      return TW_HP_CAP_BUFFED;
  }
  /* mota-js 2.6 keeps the switch as a flag of its own. */
  if (tower_flags != NULL && json_is_true (json_object_get (tower_flags, "enableHPMax")))
    return TW_HP_CAP_PLAIN;
  return TW_HP_CAP_NONE;
}

gboolean
tw_item_effect_tower_clamps_hp (json_t *tower_flags)
{
  return tw_item_effect_hp_cap (tower_flags) != TW_HP_CAP_NONE;
}
