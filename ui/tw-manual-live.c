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
  gboolean has_hero;
  TwHeroStats hero; /* the last stats given to the panel */
} Follower;

gboolean
tw_manual_live_hero (TwSimSession *session, TwHeroStats *out)
{
  json_t *hero = tw_engine_dup_hero (tw_sim_session_get_engine (session));
  if (hero == NULL)
    return FALSE;
  /* The starting hero's reader, over a tower holding only the live hero. */
  json_t *tower = json_pack ("{s:{s:{s:o}}}", "data", "firstData", "hero", hero);
  gboolean ok = tw_forecast_starting_hero (tower, out);
  json_decref (tower);
  return ok;
}

static void
give_hero (Follower *f, const TwHeroStats *hero)
{
  if (f->panel == NULL)
    return;
  if (hero == NULL ? !f->has_hero
                   : f->has_hero && memcmp (hero, &f->hero, sizeof *hero) == 0)
    return;
  f->has_hero = hero != NULL;
  if (hero != NULL)
    f->hero = *hero;
  tw_manual_panel_set_hero (f->panel, hero);
}

static void
session_changed_cb (TwSimSession *session, Follower *f)
{
  TwHeroStats hero;
  memset (&hero, 0, sizeof hero);
  give_hero (f, tw_manual_live_hero (session, &hero) ? &hero : NULL);
}

static void
unfollow_session (Follower *f)
{
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
      give_hero (f, NULL);
      return;
    }
  f->session = g_object_ref (session);
  f->changed_handler
      = g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), f);
  session_changed_cb (session, f);
}

static void
follower_free (gpointer data, GClosure *closure)
{
  (void)closure;
  Follower *f = data;
  unfollow_session (f);
  g_clear_weak_pointer (&f->panel);
  g_free (f);
}

void
tw_manual_panel_follow_sim_bar (TwManualPanel *panel, TwSimBar *bar)
{
  g_return_if_fail (TW_IS_MANUAL_PANEL (panel) && TW_IS_SIM_BAR (bar));
  Follower *f = g_new0 (Follower, 1);
  g_set_weak_pointer (&f->panel, panel);
  g_signal_connect_data (bar, "notify::active", G_CALLBACK (active_cb), f, follower_free, 0);
}
