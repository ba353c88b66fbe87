/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-timeline-model-keys.c: the model's key cache. An engine event names its
 * enemy by a formatted runtimeId ("floorId:x:y:enemyId") and by the parts of
 * it (tower-owned strings and a cell); finding the row by the text costs a
 * string hash and compare on every action, which was a fifth of a session's
 * tick (issue 20). The cache maps the parts (pointers and integers) to the
 * row row_by_id gives for that text. It stays exact: an entry is used only
 * while no runtimeId has since been mapped to another row (key_gen), and a
 * miss falls back to the text. Four ways a set, the one used last first: a
 * patrol's two cells or hot enemies that hash alike no longer evict each
 * other on every action (a miss formats and hashes the text: issue 20).
 */
#include "editor/sim/tw-timeline-model-private.h"

#include <string.h>

void
tw_timeline_model_keys_invalidate (TwTimelineModel *self)
{
  /* Generation 0 is never valid: a wrap clears the entries. */
  if (++self->key_gen == 0)
    {
      if (self->keys != NULL)
        memset (self->keys, 0, KEY_CACHE_SIZE / KEY_WAYS * sizeof (KeySet));
      self->key_gen = 1;
    }
}

void
tw_timeline_model_keys_free (TwTimelineModel *self)
{
  g_clear_pointer (&self->keys, g_aligned_free);
}

static KeyEntry *
key_slot (TwTimelineModel *self, const TwTimelineEnemy *enemy, int x, int y)
{
  if (self->keys == NULL)
    {
      self->keys = g_aligned_alloc0 (KEY_CACHE_SIZE / KEY_WAYS, sizeof (KeySet), 64);
      if (self->key_gen == 0)
        self->key_gen = 1;
    }
  if (self->key_tower != enemy->tower)
    {
      /* Another tower's strings may sit at the same addresses. */
      self->key_tower = enemy->tower;
      tw_timeline_model_keys_invalidate (self);
    }
  return tw_timeline_key_set (self, enemy->floor_id, enemy->enemy_id, x, y);
}

const char *
tw_timeline_enemy_runtime_id (const TwTimelineEnemy *enemy, const char *text, int x, int y,
                              char *buf, gsize len)
{
  if (text != NULL || enemy->floor_id == NULL || enemy->enemy_id == NULL)
    return text;
  g_snprintf (buf, len, "%s:%d:%d:%s", enemy->floor_id, x, y, enemy->enemy_id);
  return buf;
}

int
tw_timeline_model_lookup_cell (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                               const char *runtime_id, int x, int y, const char **interned)
{
  if (enemy->tower == NULL || enemy->floor_id == NULL || enemy->enemy_id == NULL)
    {
      int row = tw_timeline_model_lookup_row (self, runtime_id);
      if (interned != NULL)
        *interned = row >= 0 ? tw_timeline_model_intern (self, runtime_id) : NULL;
      return row;
    }
  KeyEntry *entry = key_slot (self, enemy, x, y);
  if (tw_timeline_key_set_find (self, entry, enemy->floor_id, enemy->enemy_id, x, y) == NULL)
    {
      char buf[256];
      runtime_id = tw_timeline_enemy_runtime_id (enemy, runtime_id, x, y, buf, sizeof buf);
      int row = tw_timeline_model_lookup_row (self, runtime_id);
      if (row < 0)
        {
          if (interned != NULL)
            *interned = NULL;
          return -1;
        }
      /* The last way goes, the others move down one. */
      for (guint way = KEY_WAYS - 1; way > 0; way--)
        entry[way] = entry[way - 1];
      *entry = (KeyEntry){ .floor_id = enemy->floor_id,
                           .enemy_id = enemy->enemy_id,
                           .x = x,
                           .y = y,
                           .gen = self->key_gen,
                           .row = (guint32)row,
                           .runtime_id = tw_timeline_model_intern (self, runtime_id) };
    }
  if (interned != NULL)
    *interned = entry->runtime_id;
  return (int)entry->row;
}

int
tw_timeline_model_lookup_enemy (TwTimelineModel *self, const TwTimelineEnemy *enemy,
                                const char **interned)
{
  return tw_timeline_model_lookup_cell (self, enemy, enemy->runtime_id, enemy->x, enemy->y,
                                        interned);
}
