/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-engine-state-text.c: the saved state (tw-engine-state.c) written as
 * compact JSON text directly. A simulation session keeps its snapshots as
 * this text; building the state's tree (an object for each of hundreds of
 * scheduled enemies and its gauge) to dump it and free it was a quarter of
 * a session's cost per tick (issue 20). The large parts, the floors and
 * flags.mapTurnState, are written here; the rest (hero, flags, skills, the
 * tower's events) comes from the state's skeleton, dumped value by value,
 * so the text is byte for byte what json_dumps (state, JSON_COMPACT)
 * gives (tests/engine/test-engine-state.c holds them equal).
 */
#include "engine/tw-engine-private.h"

#include <string.h>

/* A string as jansson writes it: the common case (no character to escape)
 * as it is, any other through jansson itself. */
static gboolean
put_string (GString *out, const char *text)
{
  const char *p;
  for (p = text; *p != '\0'; p++)
    if ((guchar)*p < 0x20 || *p == '"' || *p == '\\')
      break;
  if (*p == '\0' && g_utf8_validate (text, -1, NULL))
    {
      g_string_append_c (out, '"');
      g_string_append (out, text);
      g_string_append_c (out, '"');
      return TRUE;
    }
  json_t *value = json_string (text);
  char *dumped = value ? json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
  json_decref (value);
  if (dumped == NULL)
    return FALSE;
  g_string_append (out, dumped);
  free (dumped);
  return TRUE;
}

/* An integer as jansson's "%" JSON_INTEGER_FORMAT writes it. */
static void
put_int (GString *out, gint64 value)
{
  char digits[24];
  gint n = 0;
  guint64 u = value < 0 ? (guint64)0 - (guint64)value : (guint64)value;

  do
    digits[n++] = (char)('0' + u % 10);
  while ((u /= 10) != 0);
  if (value < 0)
    g_string_append_c (out, '-');
  while (n > 0)
    g_string_append_c (out, digits[--n]);
}

static void
put_key (GString *out, gboolean *first, const char *key)
{
  if (!*first)
    g_string_append_c (out, ',');
  *first = FALSE;
  g_string_append_c (out, '"');
  g_string_append (out, key); /* the keys written here need no escape */
  g_string_append (out, "\":");
}

static void
put_cell_key (GString *out, gboolean *first, gint x, gint y)
{
  if (!*first)
    g_string_append_c (out, ',');
  *first = FALSE;
  g_string_append_c (out, '"');
  put_int (out, x);
  g_string_append_c (out, ',');
  put_int (out, y);
  g_string_append (out, "\":");
}

/* Any value as json_dumps writes it. */
static gboolean
put_value (GString *out, json_t *value)
{
  char *dumped = json_dumps (value, JSON_COMPACT | JSON_ENCODE_ANY);
  if (dumped == NULL)
    return FALSE;
  g_string_append (out, dumped);
  free (dumped);
  return TRUE;
}

/* Opens the object or array @key of an object being written, remembering
 * where it began so that an empty one can be taken back (save_floor leaves
 * empty parts out). */
typedef struct
{
  gsize mark;
  gboolean outer_first;
  gboolean first; /* inside it */
} Part;

static void
part_open (GString *out, gboolean *first, const char *key, char bracket, Part *part)
{
  part->mark = out->len;
  part->outer_first = *first;
  part->first = TRUE;
  put_key (out, first, key);
  g_string_append_c (out, bracket);
}

static void
part_close (GString *out, gboolean *first, char bracket, const Part *part)
{
  if (part->first)
    {
      g_string_truncate (out, part->mark);
      *first = part->outer_first;
    }
  else
    g_string_append_c (out, bracket);
}

/* --- floors (save_floor) ------------------------------------------------------- */

static void
put_blocks (GString *out, gboolean *first, const TwFloorState *fs)
{
  const gint w = fs->def->width, h = fs->def->height;
  Part part;

  part_open (out, first, "blocks", '{', &part);
  for (gint y = 0; y < h; y++)
    for (gint x = 0; x < w; x++)
      {
        gsize cell = (gsize)y * w + x;
        if (fs->tiles[cell] == fs->def->map[cell])
          continue;
        put_cell_key (out, &part.first, x, y);
        put_int (out, fs->tiles[cell]);
      }
  part_close (out, first, '}', &part);
}

static void
put_hidden (GString *out, gboolean *first, const TwFloorState *fs)
{
  const gint w = fs->def->width, h = fs->def->height;
  Part part;

  if (fs->hidden == NULL)
    return;
  part_open (out, first, "hidden", '[', &part);
  for (gint y = 0; y < h; y++)
    for (gint x = 0; x < w; x++)
      if (fs->hidden[(gsize)y * w + x])
        {
          if (!part.first)
            g_string_append_c (out, ',');
          part.first = FALSE;
          g_string_append_c (out, '"');
          put_int (out, x);
          g_string_append_c (out, ',');
          put_int (out, y);
          g_string_append_c (out, '"');
        }
  part_close (out, first, ']', &part);
}

static void
put_enemies (GString *out, gboolean *first, const TwFloorState *fs)
{
  const gint w = fs->def->width, h = fs->def->height;
  Part part;

  part_open (out, first, "enemies", '{', &part);
  for (gint y = 0; y < h; y++)
    for (gint x = 0; x < w; x++)
      {
        gsize cell = (gsize)y * w + x;
        const TwInstance *inst
            = fs->inst ? g_hash_table_lookup (fs->inst, GSIZE_TO_POINTER (cell + 1)) : NULL;
        gint32 slot = fs->list ? fs->list->cell_slot[cell] : -1;
        guint16 patrol = slot >= 0 ? fs->list->slots[slot].patrol_target : 0;
        gboolean first_in = TRUE;
        if (inst == NULL && patrol == 0)
          continue;
        put_cell_key (out, &part.first, x, y);
        g_string_append_c (out, '{');
        if (inst != NULL)
          {
            put_key (out, &first_in, "hp");
            put_int (out, inst->hp);
          }
        if (patrol != 0)
          {
            put_key (out, &first_in, "patrolTarget");
            put_int (out, patrol);
          }
        g_string_append_c (out, '}');
      }
  part_close (out, first, '}', &part);
}

/* "floors": each floor with something saved, by its id. */
static gboolean
put_floors (TwEngine *self, GString *out)
{
  g_string_append_c (out, '{');
  for (guint f = 0, n = 0; f < self->n_floors; f++)
    {
      const TwFloorState *fs = &self->floors[f];
      gsize mark = out->len;
      gboolean first = TRUE;
      if (n > 0)
        g_string_append_c (out, ',');
      if (!put_string (out, fs->def->id))
        return FALSE;
      g_string_append (out, ":{");
      put_blocks (out, &first, fs);
      put_hidden (out, &first, fs);
      put_enemies (out, &first, fs);
      if (first)
        g_string_truncate (out, mark); /* nothing saved: left out */
      else
        {
          g_string_append_c (out, '}');
          n++;
        }
    }
  g_string_append_c (out, '}');
  return TRUE;
}

/* --- flags.mapTurnState (tw_engine_save_map_turn_state) ------------------------- */

static gint
seq_order (gconstpointer a, gconstpointer b)
{
  const TwActive *const *x = a, *const *y = b;
  return (*x)->seq < (*y)->seq ? -1 : ((*x)->seq > (*y)->seq ? 1 : 0);
}

/* The live entries of @list in list order; NULL when two of them would
 * share a runtimeId (the tree keeps one gauge for both: written from it). */
static GPtrArray *
list_order (const TwFloorState *fs)
{
  const TwActiveList *list = fs->list;
  GPtrArray *order = g_ptr_array_sized_new (list->n_live);

  for (guint i = 0; i < list->n_slots; i++)
    {
      const TwActive *a = &list->slots[i];
      if (!a->alive)
        continue;
      if (list->cell_slot[(gsize)a->y * fs->def->width + a->x] != (gint32)i)
        {
          g_ptr_array_unref (order);
          return NULL;
        }
      g_ptr_array_add (order, (gpointer)a);
    }
  g_ptr_array_sort (order, seq_order);
  return order;
}

/* One active enemy of a floor's list, its runtimeId in @rid; @index > 0
 * after the first. */
typedef gboolean (*PutActive) (TwEngine *self, GString *out, gint floor, const TwActive *a,
                               const char *rid, guint index);

static gboolean
put_gauge (TwEngine *self, GString *out, gint floor, const TwActive *a, const char *rid,
           guint index)
{
  if (index > 0)
    g_string_append_c (out, ',');
  if (!put_string (out, rid))
    return FALSE;
  g_string_append_c (out, ':');
  put_int (out, tw_engine_entry_gauge (self, self->floors[floor].list, a));
  return TRUE;
}

static gboolean
put_list_entry (TwEngine *self, GString *out, gint floor, const TwActive *a, const char *rid,
                guint index)
{
  g_string_append (out, index > 0 ? ",{\"runtimeId\":" : "{\"runtimeId\":");
  if (!put_string (out, rid))
    return FALSE;
  g_string_append (out, ",\"x\":");
  put_int (out, a->x);
  g_string_append (out, ",\"y\":");
  put_int (out, a->y);
  g_string_append (out, ",\"enemyId\":");
  if (!put_string (out, tw_tower_get_enemy (self->tower, a->def)->id))
    return FALSE;
  g_string_append_c (out, '}');
  return TRUE;
}

/* An object by floor id of what @put writes for each floor's active enemies
 * in their order, between @open and @close (the gauges' object, the lists'
 * arrays). */
static gboolean
put_by_floor (TwEngine *self, GString *out, GPtrArray *const *orders, char open, char close,
              PutActive put)
{
  gboolean first = TRUE;
  g_string_append_c (out, '{');
  for (guint f = 0; f < self->n_floors; f++)
    {
      if (orders[f] == NULL)
        continue;
      if (!first)
        g_string_append_c (out, ',');
      first = FALSE;
      if (!put_string (out, self->floors[f].def->id))
        return FALSE;
      g_string_append_c (out, ':');
      g_string_append_c (out, open);
      for (guint i = 0; i < orders[f]->len; i++)
        {
          const TwActive *a = g_ptr_array_index (orders[f], i);
          char rid[256];
          tw_engine_format_runtime_id (self, (gint)f, a->x, a->y, (gint)a->def, rid, sizeof rid);
          if (!put (self, out, (gint)f, a, rid, i))
            return FALSE;
        }
      g_string_append_c (out, close);
    }
  g_string_append_c (out, '}');
  return TRUE;
}

static gboolean
put_map_turn_state (TwEngine *self, GString *out)
{
  g_autofree GPtrArray **orders = g_new0 (GPtrArray *, self->n_floors);
  gboolean ok = TRUE, shared_id = FALSE;

  for (guint f = 0; f < self->n_floors; f++)
    if (self->floors[f].list != NULL)
      shared_id |= (orders[f] = list_order (&self->floors[f])) == NULL;
  if (shared_id)
    {
      json_t *state = tw_engine_save_map_turn_state (self);
      ok = put_value (out, state);
      json_decref (state);
    }
  else
    {
      g_string_append (out, "{\"clock\":");
      put_int (out, self->clock);
      g_string_append (out, ",\"mapTurn\":");
      put_int (out, self->map_turn);
      g_string_append (out, ",\"enemyActionGauge\":");
      ok = put_by_floor (self, out, orders, '{', '}', put_gauge);
      g_string_append (out, ",\"activeEnemiesByFloor\":");
      ok = ok && put_by_floor (self, out, orders, '[', ']', put_list_entry);
      g_string_append (out, ",\"activeEnemiesVersion\":");
      put_int (out, self->active_version);
      g_string_append_c (out, '}');
    }
  for (guint f = 0; f < self->n_floors; f++)
    if (orders[f] != NULL)
      g_ptr_array_unref (orders[f]);
  return ok;
}

/* --- the state -------------------------------------------------------------------- */

typedef enum
{
  LEVEL_STATE,
  LEVEL_FLAGS,
} Level;

/* @object, a level of the skeleton, with the large parts written in the
 * places of their nulls. */
static gboolean
put_skeleton (TwEngine *self, GString *out, json_t *object, Level level)
{
  const char *key;
  json_t *value;
  gboolean first = TRUE;

  g_string_append_c (out, '{');
  json_object_foreach (object, key, value)
  {
    gboolean ok;
    if (!first)
      g_string_append_c (out, ',');
    first = FALSE;
    if (!put_string (out, key))
      return FALSE;
    g_string_append_c (out, ':');
    if (level == LEVEL_STATE && strcmp (key, "floors") == 0)
      ok = put_floors (self, out);
    else if (level == LEVEL_STATE && strcmp (key, "flags") == 0 && json_is_object (value))
      ok = put_skeleton (self, out, value, LEVEL_FLAGS);
    else if (level == LEVEL_FLAGS && strcmp (key, "mapTurnState") == 0)
      ok = put_map_turn_state (self, out);
    else
      ok = put_value (out, value);
    if (!ok)
      return FALSE;
  }
  g_string_append_c (out, '}');
  return TRUE;
}

gboolean
tw_engine_write_state (TwEngine *self, GString *out)
{
  gsize start;
  json_t *skeleton;
  gboolean ok;

  g_return_val_if_fail (self != NULL && out != NULL, FALSE);
  g_return_val_if_fail (!self->in_tick, FALSE);
  start = out->len;
  skeleton = tw_engine_save_state_skeleton (self);
  ok = put_skeleton (self, out, skeleton, LEVEL_STATE);
  json_decref (skeleton);
  if (!ok)
    g_string_truncate (out, start);
  return ok;
}
