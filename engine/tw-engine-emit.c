/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-emit.c: events leave the engine here (docs/rules.md §9): an
 * enemy's runtime id written into the event, and the event handed to the
 * sink with the clock it happened at. */
#include "engine/tw-engine-private.h"

static gsize
append_text (char *buf, gsize at, gsize len, const char *text)
{
  while (*text && at + 1 < len)
    buf[at++] = *text++;
  return at;
}

static gsize
append_int (char *buf, gsize at, gsize len, gint v)
{
  char digits[16];
  gint n = 0;
  guint u = v < 0 ? (guint)-v : (guint)v;

  if (v < 0 && at + 1 < len)
    buf[at++] = '-';
  do
    digits[n++] = (char)('0' + u % 10);
  while ((u /= 10) != 0);
  while (n > 0 && at + 1 < len)
    buf[at++] = digits[--n];
  return at;
}

/* "floorId:x:y:enemyId", written by hand: it runs for every reported action. */
void
tw_engine_format_runtime_id (TwEngine *self, gint floor, gint x, gint y, gint enemy, char *buf,
                             gsize len)
{
  gsize at = append_text (buf, 0, len, self->floors[floor].def->id);
  at = append_text (buf, at, len, ":");
  at = append_int (buf, at, len, x);
  at = append_text (buf, at, len, ":");
  at = append_int (buf, at, len, y);
  at = append_text (buf, at, len, ":");
  at = append_text (buf, at, len, tw_tower_get_enemy (self->tower, enemy)->id);
  buf[at] = '\0';
}

void
tw_engine_event_set_enemy (TwEngine *self, TwEvent *ev, gint floor, gint x, gint y, gint enemy,
                           char *buf, gsize len)
{
  tw_engine_format_runtime_id (self, floor, x, y, enemy, buf, len);
  ev->enemy = buf;
  ev->enemy_floor = self->floors[floor].def->id;
  ev->enemy_id = self->defs[enemy]->id;
  ev->x = x;
  ev->y = y;
}

void
tw_engine_emit (TwEngine *self, TwEvent *ev)
{
  if (self->sink == NULL)
    return;
  ev->map_turn = self->map_turn;
  ev->clock = self->clock;
  self->sink (self, ev, self->sink_data);
}

gint64
tw_engine_event_hit_damage (TwEngine *self, const TwEvent *event)
{
  if (self == NULL || event->kind != TW_EVENT_ENEMY_ACT || event->result != TW_RESULT_HIT
      || event->enemy_id == NULL)
    return 0;
  gint index = tw_tower_find_enemy (self->tower, event->enemy_id);
  if (index < 0)
    return 0;
  gint64 damage = tw_tower_get_enemy (self->tower, (guint)index)->skill_damage;
  return CLAMP (damage, 0, MAX (event->hp, 0));
}
