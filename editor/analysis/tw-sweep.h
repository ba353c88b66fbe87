/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sweep.h: what-if sweeps: the outcome of a script on variants of a tower.
 *
 * A variant is the tower with some values set by path (`enemys.bat.timeCost`,
 * `hero.atk` for data.firstData.hero.atk, `values.redGem` for
 * data.values.redGem, or any path from the tower's root). Its outcome is the
 * script played to its end: hp, ticks, battles, damage taken (battles and
 * enemies' skill hits), the tick of death, the floor reached. A sweep plays the cross product of one
 * or more ranges (LO:HI[:STEP]) on a GThreadPool. `simulate --set` and
 * `--outcome` give the same outcome for one variant, so that a sweep can
 * also be run as separate commands. See docs/analytics.md.
 */
#pragma once

#include <gio/gio.h>
#include <jansson.h>

#include "engine/tw-engine.h"
#include "engine/tw-script.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 end_hp;
  gint64 ticks;        /* the engine's clock at the end */
  gint64 battles;      /* battle events, won or lost */
  gint64 damage_taken; /* the battles' damage and the enemies' skill hits */
  gint64 death_tick;   /* the clock at death; -1: the hero lived */
  char *floor;         /* the floor the hero is on at the end */
  guint refused;       /* script actions refused */
} TwOutcome;

void tw_outcome_clear (TwOutcome *outcome);
/* Counts @event into @outcome (use from an event sink; @engine, whose tower
 * gives an enemy's skillDamage, may be NULL: skill hits are then not counted). */
void tw_outcome_observe (TwOutcome *outcome, TwEngine *engine, const TwEvent *event);
/* Reads the end of the run: hp, clock, floor. */
void tw_outcome_finish (TwOutcome *outcome, TwEngine *engine);
json_t *tw_outcome_to_json (const TwOutcome *outcome);
gboolean tw_outcome_from_json (json_t *json, TwOutcome *outcome, GError **error);

/* Plays @script on a tower made from @tower_json (not changed) and fills
 * @outcome; FALSE when the tower cannot be simulated or a cap stopped it. */
gboolean tw_outcome_play (json_t *tower_json, const TwScript *script, TwOutcome *outcome,
                          GError **error);

/* Sets the value at @path of @tower (aliases hero. and values. as above): the
 * parent must exist and be an object. */
gboolean tw_tower_set_path (json_t *tower, const char *path, json_t *value, GError **error);
/* "PATH=VALUE": VALUE as JSON when it is JSON, else as a string. */
gboolean tw_tower_set_assignment (json_t *tower, const char *assignment, GError **error);

/* One varied value: PATH and its values. */
typedef struct
{
  char *path;
  GArray *values; /* double */
} TwSweepAxis;

/* Parses "PATH=LO:HI[:STEP]" (STEP defaults to 1; LO <= HI, STEP > 0; at
 * most TW_SWEEP_MAX_VARIANTS values). */
#define TW_SWEEP_MAX_VARIANTS 100000u
TwSweepAxis *tw_sweep_axis_parse (const char *spec, GError **error);
void tw_sweep_axis_free (TwSweepAxis *axis);

/* A value as the CSV and --set write it: an integer without a point, else %.15g. */
char *tw_sweep_value_text (double value);

typedef struct
{
  GArray *values; /* double: one per axis */
  gboolean ok;
  char *error; /* when !ok */
  TwOutcome outcome;
} TwSweepRow;

/* The number of variants of @axes (the product of their sizes), 0 when over
 * TW_SWEEP_MAX_VARIANTS. */
guint tw_sweep_count (GPtrArray *axes);
/* The values of variant @index (the last axis varies fastest). */
GArray *tw_sweep_variant (GPtrArray *axes, guint index);

/* Plays every variant on up to @n_threads threads (0: one per processor).
 * Returns the rows in variant order (TwSweepRow *; free with the array). */
GPtrArray *tw_sweep_run (json_t *tower, const TwScript *script, GPtrArray *axes, guint n_threads);
/* The same, for a caller in another thread (the app's sweep dialog): once
 * @cancellable (may be NULL) is cancelled the variants not yet begun are
 * rows with the error "Operation was cancelled"; *@n_done (may be NULL) is
 * raised atomically as each variant ends (read it with g_atomic_int_get). */
GPtrArray *tw_sweep_run_full (json_t *tower, const TwScript *script, GPtrArray *axes,
                              guint n_threads, GCancellable *cancellable, guint *n_done);

/* The CSV of @rows: one column per axis (its path), then end_hp, ticks,
 * battles, damage_taken, death_tick ("none" when the hero lived), floor,
 * refused, error. */
char *tw_sweep_csv (GPtrArray *axes, GPtrArray *rows);

void tw_sweep_row_free (TwSweepRow *row);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwSweepAxis, tw_sweep_axis_free)

G_END_DECLS
