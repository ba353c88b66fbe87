/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-sim-compare.h: the numbers of one simulated run, and two runs compared.
 *
 * The balancing loop (issue 15) plays the same moves on a tower before and
 * after an edit. A TwSimRun is what one run came to: end hp, ticks (the
 * clock at the end), battles, the damage they took, the death (clock and
 * cause) and a fingerprint of every event, so that two runs can be compared
 * event by event: the first tick where they differ. It is built from the
 * engine's events (tw_sim_run_observe from an event sink) and its end state
 * (tw_sim_run_finish), or by tw_sim_run_play, which plays a script as
 * `turnwright-cli simulate` does. No GTK.
 */
#pragma once

#include <glib.h>

#include "engine/tw-engine.h"
#include "engine/tw-script.h"
#include "engine/tw-tower.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 end_hp;
  gint64 ticks;        /* the engine's clock at the end */
  gint64 battles;      /* battle events, won or lost */
  gint64 damage_taken; /* the sum of the battles' damage */
  gint64 death_tick;   /* the clock at death; -1: the hero lived */
  gint64 death_at;     /* the timeline's tick of the death (its stamp); -1: the hero lived */
  char *death_cause;   /* the death event's cause, or NULL */
  guint refused;       /* actions refused */
  GArray *events;      /* TwSimRunEvent, in order */
  /* The timeline's stamp of the next event (docs/timeline.md, "Ticks and
   * stamps"): ticks begun so far (tick 0 counts), and whether a tick's
   * enemy pass is open (its events get that tick; after a player action
   * began, they get the next one). */
  guint n_ticks;
  gboolean pass_open;
} TwSimRun;

/* One event's place and fingerprint. */
typedef struct
{
  gint64 clock;
  gint64 tick; /* the timeline tick it is drawn at */
  guint32 hash;
} TwSimRunEvent;

TwSimRun *tw_sim_run_new (void);
void tw_sim_run_free (TwSimRun *run);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwSimRun, tw_sim_run_free)

/* Counts @event into @run (call it from an engine's event sink). */
void tw_sim_run_observe (TwSimRun *run, TwEngine *engine, const TwEvent *event);
/* An engine event sink that observes into the TwSimRun given as user data. */
void tw_sim_run_sink (TwEngine *engine, const TwEvent *event, gpointer run);
/* Reads the end of the run from @engine: hp and clock. */
void tw_sim_run_finish (TwSimRun *run, TwEngine *engine);

/* Plays @script on a fresh engine for @tower, every action in turn as
 * `turnwright-cli simulate` plays them (refused ones counted and skipped). */
TwSimRun *tw_sim_run_play (TwTower *tower, const TwScript *script);

/* The first tick at which the two runs' events differ (an event changed,
 * or one run has events the other has not): the timeline tick of the first
 * differing event (the earlier of the two), as the timeline draws it; -1
 * when they are the same. */
gint64 tw_sim_run_first_difference (const TwSimRun *before, const TwSimRun *after);

G_END_DECLS
