/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-schedule.c: the schedule wheel and the active lists.
 *
 * activeEnemiesByFloor (docs/rules.md §6) as lists of 32-byte entries kept in
 * action order, and the current floor's wheel: one bucket per tick modulo
 * TW_WHEEL of bitsets over list slots, with a small heap for enemies due
 * further away. The wheel's O(1) steps the tick loop takes are inline in
 * tw-engine-private.h; the tick itself, the patches and the rules that call
 * them are in tw-engine.c. See docs/engine.md.
 */
#include "engine/tw-engine-private.h"

#include <string.h>

/* --- Events without runtimeIds (tw_engine_set_event_runtime_ids) ------------ */

void
tw_engine_event_set_enemy_parts (TwEngine *self, TwEvent *ev, gint floor, gint x, gint y,
                                 gint enemy, char *buf, gsize len)
{
  if (!self->no_event_ids)
    {
      tw_engine_event_set_enemy (self, ev, floor, x, y, enemy, buf, len);
      return;
    }
  ev->enemy = NULL;
  ev->enemy_floor = self->floors[floor].def->id;
  ev->enemy_id = self->defs[enemy]->id;
  ev->x = x;
  ev->y = y;
}

void
tw_engine_set_event_runtime_ids (TwEngine *self, gboolean enabled)
{
  g_return_if_fail (self != NULL);
  self->no_event_ids = !enabled;
}

/* --- Schedule events ------------------------------------------------------- */

/* enemy_join / _leave / _migrate of the current floor's entry @a (to: its new cell). */
void
tw_engine_emit_schedule (TwEngine *self, TwEventKind kind, const TwActive *a, gint64 gauge, gint tx,
                         gint ty)
{
  char id[256], to[256];
  TwEvent ev = { .kind = kind, .gauge = gauge };

  if (kind == TW_EVENT_ENEMY_MIGRATE)
    tw_engine_event_set_enemy_parts (self, &ev, self->cur, a->x, a->y, (gint)a->def, id, sizeof id);
  else
    tw_engine_event_set_enemy (self, &ev, self->cur, a->x, a->y, (gint)a->def, id, sizeof id);
  if (kind == TW_EVENT_ENEMY_JOIN)
    {
      ev.time_cost = a->time_cost;
      ev.act_type = self->defs[a->def]->act_type;
      ev.implied = tw_engine_entry_implied (self, a);
    }
  if (kind == TW_EVENT_ENEMY_MIGRATE)
    {
      if (!self->no_event_ids)
        {
          tw_engine_format_runtime_id (self, self->cur, tx, ty, (gint)a->def, to, sizeof to);
          ev.to = to;
        }
      ev.to_x = tx;
      ev.to_y = ty;
    }
  tw_engine_emit (self, &ev);
}

void
tw_engine_emit_reschedule (TwEngine *self, const TwActive *a, gboolean before_turn)
{
  char id[256];
  TwEvent ev = { .kind = TW_EVENT_ENEMY_RESCHEDULE,
                 .gauge = a->gauge_at,
                 .time_cost = a->time_cost,
                 .act_type = self->defs[a->def]->act_type,
                 .implied = TRUE,
                 .before_turn = before_turn };

  if (!tw_engine_wants_schedule_events (self) || !tw_engine_entry_implied (self, a))
    return;
  tw_engine_event_set_enemy_parts (self, &ev, self->cur, a->x, a->y, (gint)a->def, id, sizeof id);
  tw_engine_emit (self, &ev);
}

void
tw_engine_set_schedule_events (TwEngine *self, gboolean enabled)
{
  g_return_if_fail (self != NULL);
  self->schedule_events = enabled;
}

/* --- The wheel ------------------------------------------------------------ */

gint64
tw_engine_entry_gauge (TwEngine *self, const TwActiveList *list, const TwActive *a)
{
  gint64 raw;

  if (list->frozen || self->serial == a->tick_at)
    return a->gauge_at;
  raw = a->gauge_at + (self->serial - a->tick_at);
  return raw % a->time_cost;
}

void
tw_engine_wheel_reserve (TwEngine *self, guint cap)
{
  guint nwords = (cap + 63) / 64;
  guint nsum = (nwords + 63) / 64;

  if (nwords > self->nwords)
    {
      self->bits = g_renew (guint64, self->bits, (gsize)nwords * TW_WHEEL);
      memset (self->bits + (gsize)self->nwords * TW_WHEEL, 0,
              sizeof (guint64) * (nwords - self->nwords) * TW_WHEEL);
      self->nwords = nwords;
    }
  if (nsum > self->nsum)
    {
      self->sum = g_renew (guint64, self->sum, (gsize)nsum * TW_WHEEL);
      memset (self->sum + (gsize)self->nsum * TW_WHEEL, 0,
              sizeof (guint64) * (nsum - self->nsum) * TW_WHEEL);
      self->nsum = nsum;
    }
}

void
tw_engine_wheel_clear_all (TwEngine *self)
{
  if (self->bits)
    memset (self->bits, 0, sizeof (guint64) * self->nwords * TW_WHEEL);
  if (self->sum)
    memset (self->sum, 0, sizeof (guint64) * self->nsum * TW_WHEEL);
  g_array_set_size (self->far, 0);
}

void
tw_engine_far_push (TwEngine *self, gint64 next, guint slot)
{
  TwFarItem item = { next, slot };
  TwFarItem *heap;
  guint i;

  g_array_append_val (self->far, item);
  heap = (TwFarItem *)(gpointer)self->far->data;
  i = self->far->len - 1;
  while (i > 0 && heap[(i - 1) / 2].next > heap[i].next)
    {
      TwFarItem t = heap[i];
      heap[i] = heap[(i - 1) / 2];
      heap[(i - 1) / 2] = t;
      i = (i - 1) / 2;
    }
}

static void
far_pop (TwEngine *self)
{
  TwFarItem *heap = (TwFarItem *)(gpointer)self->far->data;
  guint n = self->far->len - 1;
  guint i = 0;

  heap[0] = heap[n];
  g_array_set_size (self->far, n);
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      if (l < n && heap[l].next < heap[m].next)
        m = l;
      if (r < n && heap[r].next < heap[m].next)
        m = r;
      if (m == i)
        break;
      TwFarItem t = heap[i];
      heap[i] = heap[m];
      heap[m] = t;
      i = m;
    }
}

/* Moves enemies due within the wheel's span from the heap into buckets. */
void
tw_engine_far_pull (TwEngine *self, TwActiveList *list)
{
  while (self->far->len > 0)
    {
      TwFarItem item = g_array_index (self->far, TwFarItem, 0);
      TwActive *a;
      if (item.next - self->serial >= TW_WHEEL)
        break;
      far_pop (self);
      if (item.slot >= list->n_slots)
        continue;
      a = &list->slots[item.slot];
      if (!a->alive || a->where != TW_WHERE_FAR || tw_engine_entry_next (a) != item.next)
        continue;
      tw_engine_wheel_set (self, item.slot, (guint)(item.next & (TW_WHEEL - 1)));
      a->where = TW_WHERE_WHEEL;
    }
}

/* --- The list -------------------------------------------------------------- */

TwActiveList *
tw_engine_list_new (const TwFloorState *fs, gboolean current)
{
  TwActiveList *list = g_new0 (TwActiveList, 1);
  gsize n = (gsize)fs->def->width * fs->def->height;

  list->frozen = !current; /* only the current floor's gauges move */
  list->cell_slot = g_new (gint32, n);
  memset (list->cell_slot, 0xff, sizeof (gint32) * n);
  return list;
}

void
tw_engine_list_free (TwActiveList *list)
{
  if (list == NULL)
    return;
  g_free (list->slots);
  g_free (list->cell_slot);
  g_free (list);
}

/* Action order: priority highest first, then list order. */
static gint
entry_compare (TwEngine *self, const TwActive *a, const TwActive *b)
{
  /* The engine's definitions: priority may be changed by setEnemy. */
  gint pa = self->defs[a->def]->priority;
  gint pb = self->defs[b->def]->priority;

  if (pa != pb)
    return pa > pb ? -1 : 1;
  return a->seq < b->seq ? -1 : (a->seq > b->seq ? 1 : 0);
}

static gint
entry_compare_cb (gconstpointer a, gconstpointer b, gpointer self)
{
  return entry_compare (self, a, b);
}

static void
list_reserve (TwEngine *self, TwActiveList *list, guint need)
{
  guint cap = list->cap ? list->cap : 64;

  while (cap < need)
    cap *= 2;
  if (cap == list->cap)
    return;
  list->slots = g_renew (TwActive, list->slots, cap);
  list->cap = cap;
  if (tw_engine_list_is_current (self, list))
    tw_engine_wheel_reserve (self, cap);
}

/* Puts the live entries back in action order, in slots 0..n-1, and rebuilds
 * the wheel. Never runs while a tick walks the wheel. */
void
tw_engine_list_reslot (TwEngine *self, TwFloorState *fs)
{
  TwActiveList *list = fs->list;
  gboolean current = tw_engine_list_is_current (self, list);
  guint i, n = 0;

  g_assert (!self->in_tick || !current);
  for (i = 0; i < list->n_slots; i++)
    if (list->slots[i].alive)
      list->slots[n++] = list->slots[i];
  g_qsort_with_data (list->slots, (gint)n, sizeof (TwActive), entry_compare_cb, self);
  list->n_slots = n;
  list->dirty = FALSE;
  if (current)
    tw_engine_wheel_clear_all (self);
  for (i = 0; i < n; i++)
    {
      TwActive *a = &list->slots[i];
      list->cell_slot[tw_engine_cell_of (fs, a->x, a->y)] = (gint32)i;
      a->where = TW_WHERE_NONE;
      if (current && tw_engine_entry_wants_wheel (self, a))
        tw_engine_sched_insert (self, list, i);
    }
}

TwActiveList *
tw_engine_list_ensure (TwEngine *self, gint floor)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);

  if (fs->list == NULL)
    {
      fs->list = tw_engine_list_new (fs, floor == self->cur);
      if (floor == self->cur)
        tw_engine_wheel_reserve (self, 64);
    }
  return fs->list;
}

guint
tw_engine_list_append (TwEngine *self, gint floor, gint x, gint y, gint enemy, gint64 gauge)
{
  TwFloorState *fs = tw_engine_floor_state (self, floor);
  TwActiveList *list = fs->list;
  TwActive *a;
  guint slot;

  if (list->n_slots == list->cap && list->n_live < list->cap / 2
      && !tw_engine_list_is_current (self, list))
    tw_engine_list_reslot (self, fs);
  else if (list->n_slots == list->cap && list->n_live < list->cap / 2 && !self->in_tick)
    tw_engine_list_reslot (self, fs);
  list_reserve (self, list, list->n_slots + 1);
  slot = list->n_slots++;
  a = &list->slots[slot];
  memset (a, 0, sizeof *a);
  a->x = (guint16)x;
  a->y = (guint16)y;
  a->def = (guint32)enemy;
  a->seq = list->next_seq++;
  a->time_cost = tw_engine_enemy_time_cost (self, enemy);
  a->gauge_at = (gint32)gauge;
  a->tick_at = self->serial;
  a->alive = 1;
  list->n_live++;
  list->cell_slot[tw_engine_cell_of (fs, x, y)] = (gint32)slot;
  if (slot > 0 && entry_compare (self, &list->slots[slot - 1], a) > 0)
    list->dirty = TRUE;
  if (tw_engine_list_is_current (self, list) && tw_engine_entry_wants_wheel (self, a))
    tw_engine_sched_insert (self, list, slot);
  if (tw_engine_list_is_current (self, list) && tw_engine_wants_schedule_events (self))
    tw_engine_emit_schedule (self, TW_EVENT_ENEMY_JOIN, a, gauge, 0, 0);
  return slot;
}

void
tw_engine_list_remove_slot (TwEngine *self, TwFloorState *fs, guint slot)
{
  TwActiveList *list = fs->list;
  TwActive *a = &list->slots[slot];

  if (tw_engine_list_is_current (self, list))
    tw_engine_sched_remove (self, list, slot);
  if (tw_engine_list_is_current (self, list) && tw_engine_wants_schedule_events (self))
    tw_engine_emit_schedule (self, TW_EVENT_ENEMY_LEAVE, a, 0, 0, 0);
  list->cell_slot[tw_engine_cell_of (fs, a->x, a->y)] = -1;
  a->alive = 0;
  list->n_live--;
}

/* --- Queries ---------------------------------------------------------------------- */

static gint
seq_compare (gconstpointer a, gconstpointer b)
{
  const TwActive *const *x = a, *const *y = b;
  return (*x)->seq < (*y)->seq ? -1 : ((*x)->seq > (*y)->seq ? 1 : 0);
}

/* The live entries of @floor in list order (seq), borrowed. */
static GPtrArray *
list_in_order (TwEngine *self, gint floor)
{
  TwActiveList *list = self->floors[floor].list;
  GPtrArray *out = g_ptr_array_new ();
  guint i;

  for (i = 0; list && i < list->n_slots; i++)
    if (list->slots[i].alive)
      g_ptr_array_add (out, &list->slots[i]);
  g_ptr_array_sort (out, seq_compare);
  return out;
}

char **
tw_engine_dup_active_list (TwEngine *self, const char *floor_id)
{
  gint floor = tw_engine_floor_index (self, floor_id);
  g_autoptr (GPtrArray) entries = NULL;
  GPtrArray *ids;
  guint i;

  if (floor < 0 || self->floors[floor].list == NULL)
    return NULL;
  entries = list_in_order (self, floor);
  ids = g_ptr_array_new ();
  for (i = 0; i < entries->len; i++)
    {
      const TwActive *a = g_ptr_array_index (entries, i);
      char buf[256];
      tw_engine_format_runtime_id (self, floor, a->x, a->y, (gint)a->def, buf, sizeof buf);
      g_ptr_array_add (ids, g_strdup (buf));
    }
  g_ptr_array_add (ids, NULL);
  return (char **)g_ptr_array_free (ids, FALSE);
}

void
tw_engine_foreach_active (TwEngine *self, const char *floor_id, TwActiveFunc func,
                          gpointer user_data)
{
  gint floor = tw_engine_floor_index (self, floor_id);
  g_autoptr (GPtrArray) entries = NULL;
  guint i;

  g_return_if_fail (func != NULL);
  if (floor < 0 || self->floors[floor].list == NULL)
    return;
  entries = list_in_order (self, floor);
  for (i = 0; i < entries->len; i++)
    {
      const TwActive *a = g_ptr_array_index (entries, i);
      const TwEnemyDef *def = self->defs[a->def];
      TwActiveList *list = self->floors[floor].list;
      char rid[256];
      TwActiveInfo info;
      tw_engine_format_runtime_id (self, floor, a->x, a->y, (gint)a->def, rid, sizeof rid);
      info.runtime_id = rid;
      info.enemy_id = def->id;
      info.x = a->x;
      info.y = a->y;
      info.gauge = tw_engine_entry_gauge (self, list, a);
      info.time_cost = a->time_cost;
      info.priority = def->priority;
      info.ticks_to_action = list->frozen ? -1 : MAX (1, a->time_cost - info.gauge);
      info.implied = tw_engine_entry_implied (self, a);
      func (&info, user_data);
    }
}

gint64
tw_engine_get_gauge (TwEngine *self, const char *floor_id, gint x, gint y)
{
  gint floor = tw_engine_floor_index (self, floor_id);
  TwFloorState *fs;
  gint32 slot;

  if (floor < 0)
    return -1;
  fs = &self->floors[floor];
  if (fs->list == NULL || !tw_engine_in_bounds (fs, x, y))
    return -1;
  slot = fs->list->cell_slot[tw_engine_cell_of (fs, x, y)];
  return slot < 0 ? -1 : tw_engine_entry_gauge (self, fs->list, &fs->list->slots[slot]);
}

void
tw_engine_foreach_enemy_gauge (TwEngine *self, const char *floor_id, TwEngineGaugeVisit visit,
                               gpointer data)
{
  gint floor = tw_engine_floor_index (self, floor_id);
  if (floor < 0 || self->floors[floor].list == NULL)
    return;
  TwFloorState *fs = &self->floors[floor];
  TwActiveList *list = fs->list;
  for (guint i = 0; i < list->n_slots; i++)
    {
      const TwActive *a = &list->slots[i];
      /* Live, and the slot its cell names (as tw_engine_get_gauge reads it).
       * Nothing but the slot is read: looking up each enemy's tile and
       * definition cost two cache misses an enemy. */
      if (!a->alive || a->time_cost <= 0 || !tw_engine_in_bounds (fs, a->x, a->y)
          || list->cell_slot[tw_engine_cell_of (fs, a->x, a->y)] != (gint32)i)
        continue;
      visit (a->x, a->y, tw_engine_entry_gauge (self, list, a), a->time_cost, data);
    }
}

guint
tw_engine_get_n_active (TwEngine *self, const char *floor_id)
{
  gint floor = tw_engine_floor_index (self, floor_id);
  return floor >= 0 && self->floors[floor].list ? self->floors[floor].list->n_live : 0;
}

gint64
tw_engine_get_full_scan_count (TwEngine *self)
{
  return self->full_scans;
}

gint64
tw_engine_get_active_enemies_version (TwEngine *self)
{
  return self->active_version;
}

gsize
tw_engine_get_scheduler_bytes (TwEngine *self, gsize *per_cell_bytes)
{
  gsize bytes = sizeof (guint64) * ((gsize)self->nwords + self->nsum) * TW_WHEEL
                + sizeof (TwFarItem) * self->far->len;
  gsize cells = 0;
  guint i;

  for (i = 0; i < self->n_floors; i++)
    {
      TwActiveList *list = self->floors[i].list;
      if (list == NULL)
        continue;
      bytes += sizeof (TwActiveList) + sizeof (TwActive) * list->cap;
      cells += sizeof (gint32) * (gsize)self->floors[i].def->width * self->floors[i].def->height;
    }
  if (per_cell_bytes)
    *per_cell_bytes = cells;
  return bytes;
}
