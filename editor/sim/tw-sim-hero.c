/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-hero.c: the simulated hero at a glance (see tw-sim-hero.h). */
#include "editor/sim/tw-sim-hero.h"
#include "editor/tw-i18n.h"

/* "atk 10", or "atk 15 (10 +5)" when skills add to it: the formula's value
 * first, since that is what the battles use. */
static void
append_stat (GString *out, const char *name, gint64 base, gint64 effective)
{
  if (effective == base)
    g_string_append_printf (out, "  %s %lld", name, (long long)base);
  else
    /* TRANSLATORS: a stat with a skill's change: "atk 15 (10 +5)". */
    g_string_append_printf (out, _("  %s %lld (%lld %+lld)"), name, (long long)effective,
                            (long long)base, (long long)(effective - base));
}

static gint64
hero_int (json_t *hero, const char *key)
{
  return json_integer_value (json_object_get (hero, key));
}

/* Keys are the owned items whose id ends in "Key" (yellowKey, blueKey, ...). */
static void
append_keys (GString *out, json_t *hero)
{
  const char *cls, *id;
  json_t *per_cls, *count;
  gboolean any = FALSE;
  g_string_append_printf (out, "  %s", _("keys"));
  json_object_foreach (json_object_get (hero, "items"), cls, per_cls)
  json_object_foreach (per_cls, id, count)
  {
    if (!g_str_has_suffix (id, "Key") || json_integer_value (count) <= 0)
      continue;
    g_string_append_printf (out, "%s%s %" G_GINT64_FORMAT, any ? ", " : " ", id,
                            (gint64)json_integer_value (count));
    any = TRUE;
  }
  if (!any)
    g_string_append_printf (out, " %s", _("none"));
}

static void
append_skills (GString *out, TwTimelineModel *model, guint tick)
{
  gboolean any = FALSE;
  g_string_append_printf (out, "  %s", _("skills"));
  for (guint s = 0; model != NULL && s < tw_timeline_model_get_n_status_skills (model); s++)
    {
      int layers = tw_timeline_model_status_skill_layers_at (model, s, tick);
      if (layers == TW_TIMELINE_LAYERS_OFF)
        continue;
      const char *id = tw_timeline_model_status_skill_get_id (model, s);
      if (layers == TW_TIMELINE_LAYERS_UNLIMITED)
        g_string_append_printf (out, _("%s%s (on)"), any ? ", " : " ", id);
      else
        g_string_append_printf (out, _("%s%s (%d left)"), any ? ", " : " ", id, layers);
      any = TRUE;
    }
  if (!any)
    g_string_append_printf (out, " %s", _("none"));
}

char *
tw_sim_hero_text (TwSimSession *session)
{
  g_return_val_if_fail (TW_IS_SIM_SESSION (session), NULL);
  TwEngine *engine = tw_sim_session_get_engine (session);
  TwTimelineModel *model = tw_sim_session_get_timeline (session);
  /* Events of a frame whose time has not begun are stamped with the next
   * tick (docs/timeline.md): at the live end, they are the present. */
  guint tick = tw_sim_session_is_rewound (session) ? tw_sim_session_get_tick (session)
                                                   : tw_timeline_model_get_last_tick (model);
  json_t *hero = tw_engine_dup_hero (engine);
  TwHeroStats effective;
  tw_engine_get_battle_hero (engine, &effective);
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, "%s %lld", _("hp"), (long long)hero_int (hero, "hp"));
  append_stat (out, _("atk"), hero_int (hero, "atk"), effective.atk);
  append_stat (out, _("def"), hero_int (hero, "def"), effective.def);
  append_stat (out, _("mdef"), hero_int (hero, "mdef"), effective.mdef);
  g_string_append_printf (out, "  %s %lld", _("money"), (long long)hero_int (hero, "money"));
  append_keys (out, hero);
  append_skills (out, model, tick);
  json_decref (hero);
  return g_string_free (out, FALSE);
}
