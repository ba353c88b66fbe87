/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-manual-live.c: the manual's hero in simulate mode (see tw-manual-live.h). */
#include "ui/tw-manual-live.h"

#include <string.h>

#include "editor/sim/tw-forecast.h"

typedef struct
{
  TwManualPanel *panel; /* weak: the follower dies with the bar or the panel */
  TwSimSession *session;
  gulong changed_handler;
  gulong map_handler;  /* on the panel, while it lives */
  guint update_source; /* the update, coalesced: a wait emits `changed` many times */
  gboolean pending;    /* a change came while the panel was not shown */
  gboolean has_hero;
  TwHeroStats hero; /* the last stats given to the panel */
  char *state;      /* and the run's state with them */
} Follower;

gboolean
tw_manual_live_hero (TwSimSession *session, TwHeroStats *out)
{
  /* The hero as a battle would see it (active status and battle skills
   * added), as the map's damage numbers are computed (tw-window-live.c):
   * the manual and the map agree. */
  TwEngine *engine = tw_sim_session_get_engine (session);
  if (engine == NULL)
    return FALSE;
  memset (out, 0, sizeof *out);
  tw_engine_get_battle_hero (engine, out);
  return TRUE;
}

/* @state: the run's state a tower's damage formula reads (taken). */
static void
give_hero (Follower *f, const TwHeroStats *hero, char *state)
{
  if (f->panel == NULL
      || (hero == NULL ? !f->has_hero
                       : f->has_hero && memcmp (hero, &f->hero, sizeof *hero) == 0
                             && g_strcmp0 (state, f->state) == 0))
    {
      g_free (state);
      return;
    }
  f->has_hero = hero != NULL;
  if (hero != NULL)
    f->hero = *hero;
  g_free (f->state);
  f->state = state;
  tw_manual_panel_set_hero_in_run (f->panel, hero, state);
}

static void
update_now (Follower *f)
{
  f->pending = FALSE;
  TwHeroStats hero;
  memset (&hero, 0, sizeof hero);
  if (f->session == NULL)
    return;
  if (tw_manual_live_hero (f->session, &hero))
    give_hero (f, &hero, tw_engine_damage_state_text (tw_sim_session_get_engine (f->session)));
  else
    give_hero (f, NULL, NULL);
}

/* A hidden manual is brought up to date when it shows (panel_mapped_cb). */
static gboolean
update_timeout (gpointer data)
{
  Follower *f = data;
  f->update_source = 0;
  if (f->panel != NULL && gtk_widget_get_mapped (GTK_WIDGET (f->panel)))
    update_now (f);
  else
    f->pending = TRUE;
  return G_SOURCE_REMOVE;
}

static void
panel_mapped_cb (GtkWidget *panel, Follower *f)
{
  if (f->pending)
    update_now (f);
}

/* Not inside the action that changed the session, and at most a few times
 * a second: the manual's rebuild costs more than a tick, and playing must
 * stay responsive. */
#define UPDATE_DELAY_MS 150

static void
session_changed_cb (TwSimSession *session, Follower *f)
{
  if (f->update_source == 0)
    f->update_source = g_timeout_add (UPDATE_DELAY_MS, update_timeout, f);
}

static void
unfollow_session (Follower *f)
{
  g_clear_handle_id (&f->update_source, g_source_remove);
  f->pending = FALSE;
  if (f->session != NULL)
    {
      g_clear_signal_handler (&f->changed_handler, f->session);
      g_clear_object (&f->session);
    }
}

static void
active_cb (TwSimBar *bar, GParamSpec *pspec, Follower *f)
{
  (void)pspec;
  unfollow_session (f);
  TwSimSession *session = tw_sim_bar_get_session (bar);
  if (session == NULL)
    {
      give_hero (f, NULL, NULL);
      return;
    }
  f->session = g_object_ref (session);
  f->changed_handler = g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), f);
  update_now (f);
}

static void
follower_free (gpointer data, GClosure *closure)
{
  (void)closure;
  Follower *f = data;
  unfollow_session (f);
  if (f->panel != NULL)
    g_clear_signal_handler (&f->map_handler, f->panel);
  g_clear_weak_pointer (&f->panel);
  g_free (f->state);
  g_free (f);
}

void
tw_manual_panel_follow_sim_bar (TwManualPanel *panel, TwSimBar *bar)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (panel) && TW_IS_SIM_BAR (bar));
  Follower *f = g_new0 (Follower, 1);
  g_set_weak_pointer (&f->panel, panel);
  g_signal_connect_data (bar, "notify::active", G_CALLBACK (active_cb), f, follower_free, 0);
  f->map_handler = g_signal_connect (panel, "map", G_CALLBACK (panel_mapped_cb), f);
}
