/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-detail.c: the detail pane's text for one tick (see tw-timeline-detail.h). */
#include "editor/sim/tw-timeline-detail.h"

#include "editor/tw-i18n.h"

char *
tw_timeline_detail_settle_text (const TwTimelineSettle *settle)
{
  g_return_val_if_fail (settle != NULL, NULL);
  return g_strdup_printf (ngettext ("max(base %u, status %u, battle skill %u) = %u tick",
                                    "max(base %u, status %u, battle skill %u) = %u ticks",
                                    settle->final_cost),
                          settle->base, settle->status_max, settle->battle_skill,
                          settle->final_cost);
}

/* The item definition @id of @tower, if it is of class @cls. */
static json_t *
skill_definition (json_t *tower, const char *id, const char *cls)
{
  json_t *def = json_object_get (json_object_get (tower, "items"), id);
  const char *def_cls = json_string_value (json_object_get (def, "cls"));
  return g_strcmp0 (def_cls, cls) == 0 ? def : NULL;
}

/* A lane is "around" a battle's tick when it is on at the tick before (the
 * skill was active when the battle began, and the battle may have used its
 * last layer) or at the tick itself (turned on in the same frame). */
static gboolean
lane_active_around (TwTimelineModel *model, guint skill, guint tick)
{
  if (tw_timeline_model_status_skill_layers_at (model, skill, tick) != TW_TIMELINE_LAYERS_OFF)
    return TRUE;
  return tick > 0
         && tw_timeline_model_status_skill_layers_at (model, skill, tick - 1)
                != TW_TIMELINE_LAYERS_OFF;
}

char *
tw_timeline_detail_settle_skills (TwTimelineModel *model, json_t *tower, guint tick, guint value,
                                  gboolean battle_skill)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model), NULL);
  if (tower == NULL || value == 0)
    return NULL;
  const char *cls = battle_skill ? "skillbattle" : "skillupdate";
  const char *field = battle_skill ? "timeCost" : "battleTimeCost";
  GString *names = NULL;
  for (guint s = 0; s < tw_timeline_model_get_n_status_skills (model); s++)
    {
      const char *id = tw_timeline_model_status_skill_get_id (model, s);
      json_t *def = skill_definition (tower, id, cls);
      if (def == NULL || !lane_active_around (model, s, tick)
          || json_integer_value (json_object_get (def, field)) != (json_int_t)value)
        continue;
      if (names == NULL)
        names = g_string_new (id);
      else
        g_string_append_printf (names, ", %s", id);
    }
  return names != NULL ? g_string_free (names, FALSE) : NULL;
}

static void
append_header (GString *out, TwTimelineModel *model, guint tick)
{
  TwTimelineTickTime time = tw_timeline_model_get_tick_time (model, tick);
  g_string_append_printf (out, _("Tick %u   clock %lld   mapTurn %lld"), tick,
                          (long long)time.clock, (long long)time.map_turn);
  const char *floor_id = tw_timeline_model_get_floor_at (model, tick);
  if (floor_id != NULL)
    g_string_append_printf (out, _("   floor %s"), floor_id);
  g_string_append_c (out, '\n');
}

static void
append_actions (GString *out, TwTimelineModel *model, guint tick)
{
  guint n;
  const TwTimelinePlayerAction *actions
      = tw_timeline_model_get_player_actions (model, tick, tick, &n);
  g_string_append_printf (out, "\n%s\n", _("Actions"));
  if (n == 0)
    g_string_append_printf (out, "  %s\n", _("No player action began at this tick."));
  for (guint i = 0; i < n; i++)
    if (actions[i].refused)
      g_string_append_printf (out, _("  %s: refused (%s)\n"), actions[i].text, actions[i].reason);
    else if (actions[i].time_cost == TW_TIMELINE_COST_UNKNOWN)
      g_string_append_printf (out, "  %s\n", actions[i].text);
    else
      g_string_append_printf (out,
                              ngettext ("  %s: %u tick\n", "  %s: %u ticks\n",
                                        actions[i].time_cost),
                              actions[i].text, actions[i].time_cost);
}

static const char *
row_name (TwTimelineModel *model, int row, const char *fallback)
{
  return row >= 0 ? tw_timeline_model_row_get_name (model, (guint)row) : fallback;
}

static void
append_battle (GString *out, TwTimelineModel *model, json_t *tower, const TwTimelineBattle *b)
{
  const char *name = row_name (model, b->row, b->enemy);
  long long damage = b->damage;
  /* Whole sentences for the four cases, so each translates as one. */
  if (b->by_enemy)
    g_string_append_printf (out,
                            b->success ? _("  %s (%s), the enemy attacked: damage %lld, won\n")
                                       : _("  %s (%s), the enemy attacked: damage %lld, lost\n"),
                            name, b->enemy, damage);
  else
    g_string_append_printf (out,
                            b->success ? _("  %s (%s), the hero attacked: damage %lld, won\n")
                                       : _("  %s (%s), the hero attacked: damage %lld, lost\n"),
                            name, b->enemy, damage);
  if (!b->success)
    {
      g_string_append_printf (out, "    %s\n", _("The hero died: no time was settled."));
      return;
    }
  g_autofree char *settle = tw_timeline_detail_settle_text (&b->settle);
  g_string_append_printf (out, "    %s\n", settle);
  g_autofree char *status
      = tw_timeline_detail_settle_skills (model, tower, b->tick, b->settle.status_max, FALSE);
  g_autofree char *battle
      = tw_timeline_detail_settle_skills (model, tower, b->tick, b->settle.battle_skill, TRUE);
  if (b->settle.status_max > 0)
    g_string_append_printf (out, _("    status %u from %s\n"), b->settle.status_max,
                            status != NULL ? status : _("an active status skill"));
  if (b->settle.battle_skill > 0)
    g_string_append_printf (out, _("    battle skill %u from %s\n"), b->settle.battle_skill,
                            battle != NULL ? battle : _("the selected battle skill"));
  if (b->settle.status_max == 0 && b->settle.battle_skill == 0)
    g_string_append_printf (out, "    %s\n", _("No skill was active: the base of 1 tick applies."));
}

static void
append_battles (GString *out, TwTimelineModel *model, json_t *tower, guint tick)
{
  guint n;
  const TwTimelineBattle *battles = tw_timeline_model_get_battles (model, tick, tick, &n);
  if (n == 0)
    return;
  g_string_append_printf (out, "\n%s\n", _("Battles"));
  for (guint i = 0; i < n; i++)
    append_battle (out, model, tower, &battles[i]);
}

static void
append_enemy (GString *out, TwTimelineModel *model, guint row, guint tick)
{
  int x, y;
  tw_timeline_model_row_get_position (model, row, tick, &x, &y);
  guint gauge = 0;
  guint cost = tw_timeline_model_row_get_time_cost (model, row);
  gboolean alive = tw_timeline_model_row_gauge_at (model, row, tick, &gauge);
  g_string_append_printf (out, "  %s (%d,%d)", tw_timeline_model_row_get_name (model, row), x, y);
  if (!alive)
    g_string_append (out, _(": not scheduled"));
  else if (cost > 0)
    g_string_append_printf (out, _(": gauge %u / timeCost %u"), gauge, cost);
  else
    g_string_append_printf (out, _(": gauge %u / timeCost unknown"), gauge);
  guint n;
  const TwTimelineMark *marks = tw_timeline_model_row_get_marks (model, row, tick, tick, &n);
  for (guint i = 0; i < n; i++)
    if (marks[i].kind == TW_TIMELINE_MARK_ACT)
      g_string_append_printf (out, _(", acted (%s)"),
                              tw_timeline_act_result_to_string (marks[i].result));
    else
      g_string_append (out, marks[i].kind == TW_TIMELINE_MARK_JOIN ? _(", joined") : _(", left"));
  g_string_append_c (out, '\n');
}

static void
append_enemies (GString *out, TwTimelineModel *model, guint tick)
{
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  tw_timeline_model_rows_alive_in (model, tick, tick, rows);
  g_string_append_printf (out, "\n%s\n", _("Enemy gauges"));
  if (rows->len == 0)
    g_string_append_printf (out, "  %s\n", _("No enemy is scheduled at this tick."));
  guint shown = MIN (rows->len, TW_TIMELINE_DETAIL_MAX_ENEMIES);
  for (guint i = 0; i < shown; i++)
    append_enemy (out, model, g_array_index (rows, guint, i), tick);
  if (rows->len > shown)
    g_string_append_printf (out,
                            ngettext ("  \u2026 and %u more scheduled enemy (hover its row).\n",
                                      "  \u2026 and %u more scheduled enemies (hover their rows).\n",
                                      rows->len - shown),
                            rows->len - shown);
}

static void
append_status (GString *out, TwTimelineModel *model, guint tick)
{
  gboolean any = FALSE;
  for (guint s = 0; s < tw_timeline_model_get_n_status_skills (model); s++)
    {
      int layers = tw_timeline_model_status_skill_layers_at (model, s, tick);
      if (layers == TW_TIMELINE_LAYERS_OFF)
        continue;
      if (!any)
        g_string_append_printf (out, "\n%s\n", _("Active skills"));
      any = TRUE;
      const char *id = tw_timeline_model_status_skill_get_id (model, s);
      if (layers == TW_TIMELINE_LAYERS_UNLIMITED)
        g_string_append_printf (out, _("  %s: on until cancelled\n"), id);
      else
        g_string_append_printf (
            out, ngettext ("  %s: %d battle left\n", "  %s: %d battles left\n", layers), id,
            layers);
    }
}

char *
tw_timeline_detail_text (TwTimelineModel *model, json_t *tower, guint tick)
{
  g_return_val_if_fail (TW_IS_TIMELINE_MODEL (model), NULL);
  tick = MIN (tick, tw_timeline_model_get_last_tick (model));
  GString *out = g_string_new (NULL);
  append_header (out, model, tick);
  append_actions (out, model, tick);
  append_battles (out, model, tower, tick);
  append_enemies (out, model, tick);
  append_status (out, model, tick);
  return g_string_free (out, FALSE);
}
