/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-live.c: the window's numbers and map follow the hero.
 *
 * The damage forecast (the map's numbers, tw_window_damage_text) is computed
 * for one hero: in simulate mode the simulated hero at the shown tick, as a
 * battle then would see it (stats with active status and battle skills
 * added); in edit mode the hero box's (the starting hero unless the user set
 * other stats). In simulate mode the map also keeps the hero in view and the
 * floor list follows the hero's floor.
 */
#include "ui/tw-window-private.h"

#include "ui/tw-hero-box.h"
#include "ui/tw-manual-panel.h"
#include "ui/tw-sim-bar.h"
#include "editor/tw-i18n.h"

static TwSimSession *
live_session (TwWindow *self)
{
  return self->sim_bar != NULL ? tw_sim_bar_get_session (TW_SIM_BAR (self->sim_bar)) : NULL;
}

/* The map's map damage (docs/rules.md §3.11): in simulate mode the engine's
 * table at the shown tick, on the hero's floor; in edit mode the start of
 * the game on the shown floor (the forecast's). */
static gint64
map_damage_cb (gint x, gint y, gpointer data)
{
  TwWindow *self = data;
  TwSimSession *session = live_session (self);
  const char *floor = tw_map_canvas_get_floor (self->canvas);
  if (floor == NULL)
    return 0;
  if (session != NULL)
    {
      TwEngine *engine = tw_sim_session_get_engine (session);
      if (g_strcmp0 (floor, tw_engine_get_floor_id (engine)) != 0)
        return 0;
      return tw_engine_map_damage_at (engine, x, y, NULL);
    }
  if (self->forecast == NULL)
    return 0;
  tw_forecast_set_revision (self->forecast, self->change_serial);
  return tw_forecast_map_damage (self->forecast, floor, x, y);
}

void
tw_window_live_install_map_damage (TwWindow *self)
{
  tw_map_canvas_set_map_damage_func (self->canvas, map_damage_cb, self);
}

/* Sets the forecast's hero and redraws the numbers. */
static void
update_forecast_hero (TwWindow *self)
{
  if (self->forecast == NULL)
    return;
  TwSimSession *session = live_session (self);
  TwHeroStats hero;
  if (session != NULL)
    {
      tw_engine_get_battle_hero (tw_sim_session_get_engine (session), &hero);
      tw_forecast_set_hero (self->forecast, &hero);
    }
  else if (tw_hero_box_is_custom (TW_HERO_BOX (self->hero_box))
           && tw_hero_box_get_stats (TW_HERO_BOX (self->hero_box), &hero))
    {
      tw_forecast_set_hero (self->forecast, &hero);
      /* The manual computes for the same hero as the map's numbers. */
      tw_manual_panel_set_edit_hero (self->manual_panel, &hero);
    }
  else
    {
      tw_forecast_set_hero (self->forecast, NULL);
      tw_manual_panel_set_edit_hero (self->manual_panel, NULL);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Scrolls the map only when the hero's cell left the visible part. */
static void
keep_cell_visible (TwWindow *self, int x, int y)
{
  graphene_rect_t bounds;
  tw_map_canvas_cell_bounds (self->canvas, x, y, &bounds);
  GtkAdjustment *adjustments[2] = { gtk_scrolled_window_get_hadjustment (self->map_scroller),
                                    gtk_scrolled_window_get_vadjustment (self->map_scroller) };
  /* Cell bounds are in the canvas's (scrolled) coordinates. */
  double starts[2] = { bounds.origin.x, bounds.origin.y };
  double sizes[2] = { bounds.size.width, bounds.size.height };
  for (guint i = 0; i < 2; i++)
    {
      double page = gtk_adjustment_get_page_size (adjustments[i]);
      if (page <= 0 || (starts[i] >= 0 && starts[i] + sizes[i] <= page))
        continue;
      gtk_adjustment_set_value (adjustments[i], gtk_adjustment_get_value (adjustments[i])
                                                    + starts[i] + sizes[i] / 2 - page / 2);
    }
}

/* The detail pane names the skills of a settlement from the session's tower
 * (a replay after an edit brings a new session). */
static void
update_timeline_tower (TwWindow *self, TwSimSession *session)
{
  tw_timeline_set_tower (self->timeline,
                         session != NULL ? tw_sim_session_get_map_view (session) : NULL);
}

static void
follow_hero (TwWindow *self, TwSimSession *session)
{
  TwEngine *engine = tw_sim_session_get_engine (session);
  const char *floor_id = tw_engine_get_floor_id (engine);
  if (floor_id != NULL && g_strcmp0 (tw_floor_list_get_selected (self->floor_list), floor_id) != 0)
    tw_floor_list_select (self->floor_list, floor_id);
  int x, y;
  tw_engine_get_hero_loc (engine, &x, &y);
  keep_cell_visible (self, x, y);
}

static void
hero_changed_cb (TwSimBar *bar, TwWindow *self)
{
  update_forecast_hero (self);
  TwSimSession *session = live_session (self);
  update_timeline_tower (self, session);
  if (session != NULL)
    follow_hero (self, session);
}

static void
sim_active_changed_cb (TwSimBar *bar, GParamSpec *pspec, TwWindow *self)
{
  gboolean active = tw_sim_bar_get_active (bar);
  /* In simulate mode the numbers follow the simulated hero, not the box. */
  gtk_widget_set_sensitive (self->hero_box, !active);
  update_forecast_hero (self);
  update_timeline_tower (self, live_session (self));
}

static void
hero_box_changed_cb (TwHeroBox *box, TwWindow *self)
{
  update_forecast_hero (self);
}

char *
tw_window_live_cell_damage (TwWindow *self, int x, int y)
{
  /* The canvas's tower: in simulate mode the session's live map, whose
   * cells show what is there now. */
  json_t *tower = tw_map_canvas_get_tower (self->canvas);
  const char *floor_id = tw_map_canvas_get_floor (self->canvas);
  json_t *floor = json_object_get (json_object_get (tower, "floors"), floor_id);
  json_t *row = json_array_get (json_object_get (floor, "map"), (size_t)y);
  json_int_t number = json_integer_value (json_array_get (row, (size_t)x));
  char key[24];
  g_snprintf (key, sizeof key, "%" JSON_INTEGER_FORMAT, number);
  json_t *tile = json_object_get (json_object_get (tower, "maps"), key);
  const char *enemy_id = json_string_value (json_object_get (tile, "id"));
  if (number == 0 || g_strcmp0 (json_string_value (json_object_get (tile, "cls")), "enemys") != 0
      || enemy_id == NULL)
    return NULL;
  gboolean can_win = FALSE;
  g_autofree char *damage = tw_window_damage_text (self, enemy_id, &can_win);
  if (damage == NULL)
    return NULL;
  return g_strdup_printf (can_win ? _("damage %s") : _("damage %s (the hero cannot win)"), damage);
}

void
tw_window_live_build (TwWindow *self)
{
  self->hero_box = tw_hero_box_new ();
  gtk_widget_set_name (self->hero_box, "hero-box");
  gtk_box_append (self->header_end_box, self->hero_box);
  g_signal_connect (self->hero_box, "changed", G_CALLBACK (hero_box_changed_cb), self);
  g_signal_connect_object (self->sim_bar, "hero-changed", G_CALLBACK (hero_changed_cb), self, 0);
  g_signal_connect_object (self->sim_bar, "notify::active", G_CALLBACK (sim_active_changed_cb),
                           self, 0);
}

void
tw_window_live_project_changed (TwWindow *self)
{
  if (self->hero_box == NULL)
    return;
  tw_hero_box_set_tower (TW_HERO_BOX (self->hero_box),
                         self->document != NULL ? tw_document_get_tower (self->document) : NULL);
}
