/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window.c: the main window: its panes, the open document and how the
 * widgets follow it. Actions and file commands are in tw-window-actions.c. */
#include "ui/tw-window-private.h"
#include "ui/tw-a11y.h"
#include "editor/tw-i18n.h"
#include "ui/tw-manual-live.h"
#include "ui/tw-sim-bar.h"

#include "editor/mota/tw-json-error.h"
#include "editor/mota/tw-mota.h"
#include "editor/mota/tw-project-open.h"
#include "ui/tw-autosave.h"
#include "ui/tw-map-readouts.h"
#include "ui/tw-window-disk-watch.h"
#include "ui/tw-recent.h"
#include "ui/tw-wrap-box.h"
#include "ui/tw-sprites.h"
#include "editor/tw-i18n.h"

G_DEFINE_FINAL_TYPE (TwWindow, tw_window, GTK_TYPE_APPLICATION_WINDOW)

#define TW_AUTOSAVE_SECONDS 60

/* ---- status line and selection overlay --------------------------------------------- */

static void
status_update (TwWindow *self)
{
  int x, y;
  tw_map_canvas_get_hover (self->canvas, &x, &y);
  g_autoptr (GString) text = g_string_new (NULL);
  if (x >= 0)
    {
      /* The floor too: the keyboard cursor's reader hears where it is. */
      g_autofree char *cell = tw_map_canvas_describe_cell (self->canvas, x, y);
      g_autofree char *damage = tw_window_live_cell_damage (self, x, y);
      g_string_append_printf (text, _("Floor %s, %s"), tw_map_canvas_get_floor (self->canvas),
                              cell);
      if (damage != NULL)
        g_string_append_printf (text, "   ·   %s", damage);
    }
  GdkRectangle sel;
  if (self->tools != NULL && tw_tools_get_selection (self->tools, &sel))
    {
      if (text->len > 0)
        g_string_append (text, "   ·   ");
      g_string_append_printf (text, _("selection %d×%d at (%d, %d)"), sel.width, sel.height, sel.x,
                              sel.y);
    }
  gtk_label_set_text (self->status_label, text->str);
}

static void
hover_changed_cb (TwMapCanvas *canvas, int x, int y, TwWindow *self)
{
  status_update (self);
}

/* The rectangle of cells r in the overlay's coordinates. */
static gboolean
cells_to_overlay (TwWindow *self, const GdkRectangle *r, graphene_rect_t *out)
{
  graphene_rect_t first, last;
  tw_map_canvas_cell_bounds (self->canvas, r->x, r->y, &first);
  tw_map_canvas_cell_bounds (self->canvas, r->x + r->width - 1, r->y + r->height - 1, &last);
  graphene_point_t origin;
  if (!gtk_widget_compute_point (GTK_WIDGET (self->canvas), GTK_WIDGET (self->selection_area),
                                 &GRAPHENE_POINT_INIT (0, 0), &origin))
    return FALSE;
  graphene_rect_union (&first, &last, out);
  out->origin.x += origin.x;
  out->origin.y += origin.y;
  return TRUE;
}

static void
draw_cells_outline (cairo_t *cr, const graphene_rect_t *r, double red, double green, double blue)
{
  cairo_rectangle (cr, r->origin.x + 1, r->origin.y + 1, r->size.width - 2, r->size.height - 2);
  cairo_set_source_rgba (cr, red, green, blue, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_stroke_preserve (cr);
  double dash[] = { 5, 4 };
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgb (cr, red, green, blue);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
selection_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  if (self->tools == NULL || self->document == NULL)
    return;
  GdkRectangle cells;
  graphene_rect_t r;
  if (tw_tools_get_selection (self->tools, &cells) && cells_to_overlay (self, &cells, &r))
    draw_cells_outline (cr, &r, 0.2, 0.45, 0.9);
  if (tw_tools_get_preview (self->tools, &cells) && cells_to_overlay (self, &cells, &r))
    draw_cells_outline (cr, &r, 0.95, 0.6, 0.1);
}

static void
selection_queue_draw (TwWindow *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->selection_area));
}

static void
tools_changed_cb (TwTools *tools, TwWindow *self)
{
  selection_queue_draw (self);
  status_update (self);
  tw_window_update_actions (self);
}

/* ---- the canvas drives the tools ---------------------------------------------------- */

static void
inspect_cell (TwWindow *self, int x, int y)
{
  const char *floor_id = tw_tools_get_floor (self->tools);
  const char *cls = NULL, *id = NULL;
  int tile = tw_document_get_cell (self->document, floor_id, x, y);
  json_t *loc = json_object_get (tw_document_get_hero (self->document), "loc");
  /* The hero's start cell shows the hero page; an enemy on the map its
   * definition: that is what designers tune. */
  if (g_strcmp0 (floor_id, tw_document_get_start_floor (self->document)) == 0
      && json_integer_value (json_object_get (loc, "x")) == x
      && json_integer_value (json_object_get (loc, "y")) == y && json_is_integer (json_object_get (loc, "x")))
    tw_inspector_show_hero (self->inspector, self->document);
  else if (tw_document_lookup_tile (self->document, tile, &cls, &id) && cls != NULL
      && g_str_has_prefix (cls, "enemy") && tw_document_get_enemy (self->document, id) != NULL)
    tw_inspector_show_enemy (self->inspector, self->document, id);
  else
    tw_inspector_show_cell (self->inspector, self->document, floor_id, x, y);
}

static void
floor_activated_cb (TwFloorList *list, const char *floor_id, TwWindow *self)
{
  if (self->document != NULL && floor_id != NULL)
    tw_inspector_show_floor (self->inspector, self->document, floor_id);
}

static void
cell_activated_cb (TwMapCanvas *canvas, int x, int y, guint button, TwWindow *self)
{
  if (self->document == NULL)
    return;
  if (button == 3 && !tw_window_loop_is_simulating (self))
    {
      tw_tools_pick (self->tools, x, y);
      return;
    }
  TwToolKind tool = tw_tools_get_tool (self->tools);
  /* While simulating a click inspects (what the balancer tunes), whatever the tool. */
  if (!tw_inspector_get_picking_route (self->inspector)
      && (tool == TW_TOOL_SELECT || tool == TW_TOOL_PICK || tw_window_loop_is_simulating (self)))
    inspect_cell (self, x, y);
}

static void
stroke_begin_cb (TwMapCanvas *canvas, int x, int y, guint button, TwWindow *self)
{
  if (self->document == NULL)
    return;
  /* While the inspector picks a patrol route, clicks add route cells instead of painting. */
  if (tw_inspector_get_picking_route (self->inspector))
    {
      tw_inspector_add_route_cell (self->inspector, x, y);
      return;
    }
  /* The map shows the played state while simulating: no tool edits the tower behind it. */
  if (tw_window_loop_is_simulating (self))
    return;
  tw_tools_press (self->tools, x, y);
}

static void
stroke_cell_cb (TwMapCanvas *canvas, int x, int y, TwWindow *self)
{
  tw_tools_drag (self->tools, x, y);
}

static void
stroke_end_cb (TwMapCanvas *canvas, int x, int y, TwWindow *self)
{
  tw_tools_release (self->tools, x, y);
}

static void
tile_picked_cb (TwTools *tools, int tile, TwWindow *self)
{
  if (tile > 0)
    tw_palette_select (self->palette, tile);
  tw_tools_set_tile (tools, tile);
}

static void
palette_tile_selected_cb (TwPalette *palette, int tile, TwWindow *self)
{
  /* A rectangle dragged in a tileset grid is a stamp for the pencil. */
  int stamp_width, stamp_height;
  const int *stamp = tw_palette_get_stamp (palette, &stamp_width, &stamp_height);
  if (stamp != NULL)
    tw_tools_set_stamp (self->tools, stamp, stamp_width, stamp_height);
  else
    tw_tools_set_tile (self->tools, tile);
  tw_map_canvas_set_stamp_preview (self->canvas, stamp, stamp_width, stamp_height);
  if (self->document == NULL)
    return;
  const char *cls = NULL, *id = NULL;
  if (!tw_document_lookup_tile (self->document, tile, &cls, &id) || cls == NULL)
    return;
  if (g_str_has_prefix (cls, "enemy") && tw_document_get_enemy (self->document, id))
    tw_inspector_show_enemy (self->inspector, self->document, id);
  else if (g_str_equal (cls, "items") && tw_document_get_item (self->document, id))
    tw_inspector_show_item (self->inspector, self->document, id);
  /* Choosing a tile to paint with means painting: leave select and pick. */
  TwToolKind tool = tw_tools_get_tool (self->tools);
  if (tool == TW_TOOL_SELECT || tool == TW_TOOL_PICK || tool == TW_TOOL_ERASER)
    gtk_widget_activate_action (GTK_WIDGET (self), "tool.pencil", NULL);
}

/* ---- the document's signals --------------------------------------------------------- */

static void
floor_selected_cb (TwFloorList *list, const char *floor_id, TwWindow *self)
{
  tw_map_canvas_set_floor (self->canvas, floor_id);
  tw_tools_set_floor (self->tools, floor_id);
  tw_manual_panel_set_floor (self->manual_panel, floor_id);
  selection_queue_draw (self);
}

static void
cells_changed_cb (TwDocument *doc, const char *floor_id, int x, int y, int width, int height,
                  TwWindow *self)
{
  self->change_serial++;
  if (g_strcmp0 (floor_id, tw_map_canvas_get_floor (self->canvas)) == 0)
    tw_map_canvas_queue_cells_redraw (self->canvas, x, y, width, height);
  status_update (self);
}

static void
floors_changed_cb (TwDocument *doc, TwWindow *self)
{
  self->change_serial++;
  /* A renamed or removed floor: follow the floor list's selection, reloading the map. */
  const char *selected = tw_floor_list_get_selected (self->floor_list);
  tw_map_canvas_set_floor (self->canvas, selected);
  tw_tools_set_floor (self->tools, selected);
  selection_queue_draw (self);
}

const char *
tw_window_get_game_folder (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), NULL);
  return self->game_folder;
}

void
tw_window_set_game_folder (TwWindow *self, const char *folder)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  if (self->project == NULL)
    return;
  char *copy = g_strdup (folder);
  g_free (self->game_folder);
  self->game_folder = copy;
  if (!self->is_folder)
    tw_project_file_set_game_folder (self->project, folder, self->path);
  tw_window_sprites_rebuild (self);
}

static void
entity_changed_cb (TwDocument *doc, TwEntityKind kind, const char *id, const char *field,
                   TwWindow *self)
{
  self->change_serial++;
  /* New tiles or pictures change what the canvas and palette draw. */
  if (kind == TW_ENTITY_TILE || (kind == TW_ENTITY_OTHER && g_strcmp0 (id, "icons") == 0))
    tw_window_sprites_rebuild (self);
  else if (kind == TW_ENTITY_FLOOR && g_strcmp0 (id, tw_map_canvas_get_floor (self->canvas)) == 0)
    /* Its ground, images, tint or weather may have changed: the canvas
     * redraws from scratch when the floor reads differently. */
    tw_map_canvas_queue_cells_redraw (self->canvas, 0, 0, 1, 1);
  else
    gtk_widget_queue_draw (GTK_WIDGET (self->canvas)); /* badges, routes, start */
}

static void
document_state_cb (TwDocument *doc, GParamSpec *pspec, TwWindow *self)
{
  tw_window_update_actions (self);
  tw_window_update_title (self);
}

/* ---- the damage forecast ---------------------------------------------------------- */

char *
tw_window_damage_text (TwWindow *self, const char *enemy_id, gboolean *can_win)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && enemy_id != NULL && can_win != NULL, NULL);
  TwForecastDamage damage;
  if (self->forecast != NULL)
    tw_forecast_set_revision (self->forecast, self->change_serial);
  if (self->forecast == NULL || !tw_forecast_enemy (self->forecast, enemy_id, &damage))
    return NULL;
  *can_win = damage.can_win;
  return tw_forecast_damage_text (&damage);
}

/* The canvas's damage overlay: the forecast model's number for an enemy. */
static char *
damage_forecast (const char *enemy_id, gboolean *can_win, gpointer data)
{
  return tw_window_damage_text (TW_WINDOW (data), enemy_id, can_win);
}

static gboolean
hero_stats_equal (const TwHeroStats *a, const TwHeroStats *b)
{
  return a->hp == b->hp && a->atk == b->atk && a->def == b->def && a->mdef == b->mdef
         && a->hatred == b->hatred && !a->has_cross == !b->has_cross;
}

char *
tw_window_critical_text (TwWindow *self, const char *enemy_id)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && enemy_id != NULL, NULL);
  TwHeroStats hero;
  if (self->forecast == NULL)
    return NULL;
  tw_forecast_set_revision (self->forecast, self->change_serial);
  if (!tw_forecast_get_hero (self->forecast, &hero))
    return NULL;
  /* A critical table is a search over attack values (through the tower's
   * own getDamageInfo): computed once per enemy while the forecast, the
   * document's revision, the hero and the floor stay the same. */
  const char *floor = tw_map_canvas_get_floor (self->canvas);
  if (self->critical_cache == NULL || self->critical_forecast != self->forecast
      || self->critical_serial != self->change_serial
      || !hero_stats_equal (&self->critical_hero, &hero)
      || g_strcmp0 (self->critical_floor, floor) != 0)
    {
      if (self->critical_cache == NULL)
        self->critical_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      else
        g_hash_table_remove_all (self->critical_cache);
      self->critical_forecast = self->forecast;
      self->critical_serial = self->change_serial;
      self->critical_hero = hero;
      g_free (self->critical_floor);
      self->critical_floor = g_strdup (floor);
    }
  const char *cached = g_hash_table_lookup (self->critical_cache, enemy_id);
  if (cached == NULL)
    {
      json_t *tower = tw_forecast_get_tower (self->forecast);
      json_t *enemy = json_object_get (json_object_get (tower, "enemys"), enemy_id);
      json_t *values = json_object_get (json_object_get (tower, "data"), "values");
      TwManualCritical next;
      /* Through the tower's own getDamageInfo, as the manual's table. */
      gboolean has = json_is_object (enemy)
                     && tw_manual_next_critical_scripted (
                         tw_forecast_get_script (self->forecast), enemy_id, &hero, enemy,
                         json_is_object (values) ? values : NULL, &next);
      cached = has ? g_strdup_printf ("+%" G_GINT64_FORMAT, next.atk_add) : g_strdup ("");
      g_hash_table_insert (self->critical_cache, g_strdup (enemy_id), (char *)cached);
    }
  return cached[0] != '\0' ? g_strdup (cached) : NULL;
}

/* The canvas's Criticals overlay (drawn with the damage numbers). */
static char *
critical_forecast (const char *enemy_id, gpointer data)
{
  return tw_window_critical_text (TW_WINDOW (data), enemy_id);
}

/* ---- issues ------------------------------------------------------------------------- */

static void
scroll_to_cell (TwWindow *self, int x, int y)
{
  graphene_rect_t bounds;
  tw_map_canvas_cell_bounds (self->canvas, x, y, &bounds);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (self->map_scroller);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (self->map_scroller);
  /* Cell bounds are in the canvas's (scrolled) coordinates. */
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + bounds.origin.x
                                   + bounds.size.width / 2 - gtk_adjustment_get_page_size (h) / 2);
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) + bounds.origin.y
                                   + bounds.size.height / 2 - gtk_adjustment_get_page_size (v) / 2);
}

void
tw_window_jump_to_cell (TwWindow *self, const char *floor_id, int x, int y)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  if (self->document == NULL || tw_document_get_floor (self->document, floor_id) == NULL)
    return;
  tw_floor_list_select (self->floor_list, floor_id);
  if (g_strcmp0 (tw_map_canvas_get_floor (self->canvas), floor_id) != 0)
    floor_selected_cb (self->floor_list, floor_id, self);
  tw_tools_set_selection (self->tools, x, y, 1, 1);
  scroll_to_cell (self, x, y);
  tw_inspector_show_cell (self->inspector, self->document, floor_id, x, y);
}

/* The banner over the map when the tower's damage formula could not be run
 * (docs/rules.md §12.10): the lead finding of the last validation, until the
 * designer closes it; a different failure shows it again. */
static void
issues_validated_cb (TwIssuesPanel *panel, TwWindow *self)
{
  const TwDiagnostic *lead = tw_issues_panel_get_lead (panel);
  gboolean show = lead != NULL && g_strcmp0 (lead->message, self->script_dismissed) != 0;
  if (show)
    gtk_label_set_text (self->script_label, lead->message);
  gtk_info_bar_set_revealed (self->script_bar, show);
}

static void
script_bar_response_cb (GtkInfoBar *bar, int response, TwWindow *self)
{
  if (response != GTK_RESPONSE_CLOSE)
    return;
  g_free (self->script_dismissed);
  self->script_dismissed = g_strdup (gtk_label_get_text (self->script_label));
  gtk_info_bar_set_revealed (bar, FALSE);
}

static void
diagnostic_activated_cb (TwIssuesPanel *panel, TwEntityKind kind, const char *id, const char *field,
                         const char *floor_id, int x, int y, TwWindow *self)
{
  if (floor_id != NULL && x >= 0 && y >= 0)
    tw_window_jump_to_cell (self, floor_id, x, y);
  if (kind == TW_ENTITY_ENEMY)
    tw_inspector_show_enemy (self->inspector, self->document, id);
  else if (kind == TW_ENTITY_ITEM)
    tw_inspector_show_item (self->inspector, self->document, id);
  else if (floor_id != NULL && x >= 0)
    ; /* the cell is shown */
  else if (kind == TW_ENTITY_FLOOR)
    {
      tw_floor_list_select (self->floor_list, id);
      tw_inspector_show_floor (self->inspector, self->document, id);
    }
  else if (kind == TW_ENTITY_HERO)
    tw_inspector_show_hero (self->inspector, self->document);
  if (field != NULL)
    tw_inspector_focus_field (self->inspector, field);
}

/* The manual's row: where the enemy first stands, and its definition. */
static void
manual_enemy_activated_cb (TwManualPanel *panel, const char *enemy_id, const char *floor_id, int x,
                           int y, TwWindow *self)
{
  tw_window_jump_to_cell (self, floor_id, x, y);
  tw_inspector_show_enemy (self->inspector, self->document, enemy_id);
}

/* ---- the open project --------------------------------------------------------------- */

/* The largest zoom step up to 2 at which the whole floor fits the view. */
static void
zoom_to_fit (TwWindow *self)
{
  static const double steps[] = { 2, 1.5, 1, 0.75, 0.5, 0.25 };
  int width = tw_map_canvas_get_floor_width (self->canvas);
  int height = tw_map_canvas_get_floor_height (self->canvas);
  int view_w = gtk_widget_get_width (GTK_WIDGET (self->map_scroller)) - 24;
  int view_h = gtk_widget_get_height (GTK_WIDGET (self->map_scroller)) - 24;
  if (width <= 0 || height <= 0 || view_w <= 0 || view_h <= 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (width * TW_MAP_CANVAS_CELL_SIZE * steps[i] <= view_w
        && height * TW_MAP_CANVAS_CELL_SIZE * steps[i] <= view_h)
      {
        tw_map_canvas_set_zoom (self->canvas, steps[i]);
        return;
      }
  tw_map_canvas_set_zoom (self->canvas, 1);
}

static void
frame_painted_cb (GdkFrameClock *clock, TwWindow *self)
{
  if (self->first_frame_us == 0 && self->document != NULL
      && gtk_widget_get_mapped (GTK_WIDGET (self->canvas)))
    {
      self->first_frame_us = g_get_monotonic_time ();
      g_signal_handlers_disconnect_by_func (clock, frame_painted_cb, self);
      zoom_to_fit (self);
    }
}

static void
watch_first_frame (TwWindow *self)
{
  self->first_frame_us = 0;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  if (clock == NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, frame_painted_cb, self);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (frame_painted_cb), self, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
offer_recovery (TwWindow *self)
{
  g_clear_pointer (&self->recovery, tw_project_file_free);
  self->recovery = tw_autosave_find_recovery (self->path, tw_document_get_tower (self->document));
  if (self->recovery != NULL)
    {
      g_autofree char *autosave = tw_autosave_path (self->path);
      g_autoptr (GFile) file = g_file_new_for_path (autosave);
      g_autoptr (GFileInfo) info
          = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 0, NULL, NULL);
      g_autoptr (GDateTime) when = info ? g_file_info_get_modification_date_time (info) : NULL;
      g_autofree char *stamp = when ? g_date_time_format (when, "%Y-%m-%d %H:%M") : g_strdup ("?");
      g_autofree char *text = g_strdup_printf (
          _("%s has unsaved changes from %s that were not saved (Turnwright stopped without "
          "saving them). Recover them?"),
          self->display_name, stamp);
      gtk_label_set_text (self->recovery_label, text);
    }
  gtk_info_bar_set_revealed (self->recovery_bar, self->recovery != NULL);
  tw_window_update_actions (self);
}

static gboolean
issues_attach_idle (gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  self->issues_idle = 0;
  tw_issues_panel_set_document (self->issues_panel, self->document);
  return G_SOURCE_REMOVE;
}

/* The manual's table and the stats (every floor of the tower counted) each
 * take a while on a big tower: one at a time, after the first frame, so
 * that opening draws the floor without waiting for them. */
static gboolean
panels_attach_idle (gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  switch (self->panels_step++)
    {
    case 0:
      tw_manual_panel_set_document (self->manual_panel, self->document);
      return G_SOURCE_CONTINUE;
    default:
      tw_stats_panel_set_document (self->stats_panel, self->document);
      self->panels_idle = 0;
      return G_SOURCE_REMOVE;
    }
}

static char *
display_name_for (const char *path, gboolean is_folder)
{
  g_autofree char *base = g_path_get_basename (path);
  if (is_folder && g_strcmp0 (base, "project") == 0)
    {
      g_autofree char *parent = g_path_get_dirname (path);
      return g_path_get_basename (parent);
    }
  return g_steal_pointer (&base);
}

/* in_background (opening from a file): the sprites are built on a worker
 * while the map shows placeholders, and the manual and stats panels are
 * filled after the first frame; else all at once (a script may follow). */
static void
project_set (TwWindow *self, TwProjectFile *project, const char *path, gboolean in_background)
{
  tw_window_loop_project_changed (self);
  tw_window_sprites_cancel (self);
  g_clear_pointer (&self->recovery, tw_project_file_free);
  gtk_info_bar_set_revealed (self->recovery_bar, FALSE);
  g_clear_pointer (&self->forecast, tw_forecast_free);
  g_clear_pointer (&self->critical_cache, g_hash_table_unref);
  g_clear_pointer (&self->critical_floor, g_free);
  g_clear_object (&self->document);
  g_clear_pointer (&self->project, tw_project_file_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->game_folder, g_free);
  g_clear_pointer (&self->display_name, g_free);
  g_clear_pointer (&self->route_origin, g_free);
  self->change_serial = self->autosaved_serial = 0;
  tw_window_live_project_changed (self);

  if (project == NULL)
    {
      g_clear_handle_id (&self->panels_idle, g_source_remove);
      g_signal_group_set_target (self->document_signals, NULL);
      tw_tools_set_document (self->tools, NULL);
      tw_floor_list_set_document (self->floor_list, NULL);
      tw_issues_panel_set_document (self->issues_panel, NULL);
      tw_manual_panel_set_document (self->manual_panel, NULL);
      tw_stats_panel_set_document (self->stats_panel, NULL);
      tw_window_find_set_document (self);
      tw_inspector_show_nothing (self->inspector);
      tw_map_canvas_set_tower (self->canvas, NULL, NULL);
      tw_palette_set_sprites (self->palette, NULL);
      tw_welcome_refresh (self->welcome);
      tw_disk_watch_update (self->disk_watch);
      gtk_stack_set_visible_child_name (self->view_stack, "welcome");
      tw_window_update_actions (self);
      tw_window_update_title (self);
      return;
    }

  self->project = project;
  self->path = g_strdup (path);
  self->is_folder = path != NULL && g_file_test (path, G_FILE_TEST_IS_DIR);
  self->display_name = path ? display_name_for (path, self->is_folder) : g_strdup (_("Untitled"));
  self->game_folder = self->is_folder ? g_strdup (path)
                      : path != NULL  ? tw_project_file_dup_game_folder (project, path)
                                      : NULL;
  gboolean game_folder_moved
      = self->game_folder != NULL && !self->is_folder && !tw_mota_is_game_folder (self->game_folder);
  self->document = tw_document_new (tw_project_file_get_tower (project));
  self->forecast = tw_forecast_new (tw_document_get_tower (self->document));
  tw_window_live_project_changed (self);

  gtk_stack_set_visible_child_name (self->view_stack, "editor");
  if (in_background)
    {
      const char *start = tw_document_get_start_floor (self->document);
      tw_window_sprites_rebuild_in_background (
          self, start != NULL ? start : tw_document_get_floor_id (self->document, 0));
    }
  else
    tw_window_sprites_rebuild (self);
  tw_tools_set_document (self->tools, self->document);
  g_signal_group_set_target (self->document_signals, self->document);
  tw_inspector_show_document (self->inspector, self->document);
  tw_issues_panel_set_position_lookup (self->issues_panel, tw_project_file_lookup_position, project,
                                       NULL);
  /* Validation takes a while on big towers: after the first frame, not before it. */
  tw_issues_panel_set_document (self->issues_panel, NULL);
  g_clear_handle_id (&self->issues_idle, g_source_remove);
  self->issues_idle = g_idle_add_full (G_PRIORITY_LOW, issues_attach_idle, self, NULL);
  tw_floor_list_set_document (self->floor_list, self->document);
  g_clear_handle_id (&self->panels_idle, g_source_remove);
  if (in_background)
    {
      tw_manual_panel_set_document (self->manual_panel, NULL);
      tw_stats_panel_set_document (self->stats_panel, NULL);
      self->panels_step = 0;
      self->panels_idle = g_idle_add_full (G_PRIORITY_LOW, panels_attach_idle, self, NULL);
    }
  else
    {
      tw_manual_panel_set_document (self->manual_panel, self->document);
      tw_stats_panel_set_document (self->stats_panel, self->document);
    }
  tw_window_find_set_document (self);
  const char *start = tw_document_get_start_floor (self->document);
  if (start == NULL || !tw_floor_list_select (self->floor_list, start))
    start = tw_floor_list_get_selected (self->floor_list);
  floor_selected_cb (self->floor_list, start, self);

  if (path != NULL)
    {
      tw_recent_add (path);
      offer_recovery (self);
    }
  if (game_folder_moved)
    tw_window_ask_game_folder (self);
  tw_window_autosave_schedule (self);
  tw_disk_watch_update (self->disk_watch);
  watch_first_frame (self);
  tw_window_update_actions (self);
  tw_window_update_title (self);
}

void
tw_window_set_project (TwWindow *self, TwProjectFile *project, const char *path)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  project_set (self, project, path, FALSE);
}

void
tw_window_show_error (TwWindow *self, const char *primary, const GError *error)
{
  const char *file = tw_json_error_get_file (error);
  g_autofree char *where = NULL;
  if (file != NULL && tw_json_error_get_line (error) > 0)
    where = g_strdup_printf ("%s, line %d, column %d: %s", file, tw_json_error_get_line (error),
                             tw_json_error_get_column (error), tw_json_error_get_text (error));
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  gtk_widget_set_name (dialog, "error-dialog");
  tw_a11y_drop_mnemonic_labels (dialog); /* "_Close" read as "Close" */

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            where ? where : error->message);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- opening ------------------------------------------------------------------------ */

static void
open_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  TwProjectFile *project = tw_project_open (data, &error);
  if (project == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, project, (GDestroyNotify)tw_project_file_free);
}

static void
open_done (GObject *source, GAsyncResult *result, gpointer data)
{
  TwWindow *self = TW_WINDOW (source);
  const char *path = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  TwProjectFile *project = g_task_propagate_pointer (G_TASK (result), &error);
  /* Cancelled: the window was closed while loading; its widgets are gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->open_cancellable);
  gtk_spinner_stop (self->loading_spinner);
  if (project == NULL)
    {
      gtk_stack_set_visible_child_name (self->view_stack,
                                        self->document != NULL ? "editor" : "welcome");
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *primary = g_strdup_printf (_("Could not open “%s”"), name);
      tw_window_show_error (self, primary, error);
      return;
    }
  project_set (self, project, path, TRUE);
}

gboolean
tw_window_is_loading (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return self->open_cancellable != NULL;
}

void
tw_window_open (TwWindow *self, const char *path)
{
  g_return_if_fail (TW_IS_WINDOW (self) && path != NULL);
  if (self->open_cancellable != NULL)
    return;
  self->open_started_us = g_get_monotonic_time ();
  self->open_cancellable = g_cancellable_new ();
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *label = g_strdup_printf (_("Opening %s…"), name);
  gtk_label_set_text (self->loading_label, label);
  gtk_spinner_start (self->loading_spinner);
  gtk_stack_set_visible_child_name (self->view_stack, "loading");
  g_autoptr (GTask) task = g_task_new (self, self->open_cancellable, open_done, NULL);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, open_thread);
}

gboolean
tw_window_open_sync (TwWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (TW_IS_WINDOW (self) && path != NULL, FALSE);
  self->open_started_us = g_get_monotonic_time ();
  TwProjectFile *project = tw_project_open (path, error);
  if (project == NULL)
    return FALSE;
  tw_window_set_project (self, project, path);
  return TRUE;
}

/* ---- drop a file or folder ---------------------------------------------------------- */

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, TwWindow *self)
{
  GSList *files = g_value_get_boxed (value);
  if (files == NULL)
    return FALSE;
  g_autofree char *path = g_file_get_path (files->data);
  if (path == NULL)
    return FALSE;
  tw_window_open_path (self, path);
  return TRUE;
}

/* ---- the class ---------------------------------------------------------------------- */

static void
tw_window_dispose (GObject *object)
{
  TwWindow *self = TW_WINDOW (object);
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  tw_window_sprites_cancel (self);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_handle_id (&self->issues_idle, g_source_remove);
  g_clear_handle_id (&self->panels_idle, g_source_remove);
  g_clear_pointer (&self->autosave_lock, tw_lock_release);
  g_clear_pointer (&self->script_dismissed, g_free);
  tw_window_loop_dispose (self);
  tw_window_layout_dispose (self);
  tw_window_check_cancel (self);
  g_clear_pointer (&self->disk_watch, tw_disk_watch_free);
  if (self->tools != NULL)
    g_signal_handlers_disconnect_by_data (self->tools, self);
  g_clear_object (&self->tools);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  /* The canvas may outlive the window: it must not ask it for damage. */
  if (self->canvas != NULL)
    {
      tw_map_canvas_set_damage_func (self->canvas, NULL, NULL, NULL);
      tw_map_canvas_set_critical_func (self->canvas, NULL, NULL, NULL);
      tw_map_canvas_set_map_damage_func (self->canvas, NULL, NULL);
    }
  g_clear_pointer (&self->forecast, tw_forecast_free);
  g_clear_pointer (&self->critical_cache, g_hash_table_unref);
  g_clear_pointer (&self->critical_floor, g_free);
  g_clear_object (&self->document);
  g_clear_pointer (&self->project, tw_project_file_free);
  g_clear_pointer (&self->recovery, tw_project_file_free);
  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
    }
  g_clear_object (&self->chooser);
  G_OBJECT_CLASS (tw_window_parent_class)->dispose (object);
}

static void
tw_window_finalize (GObject *object)
{
  TwWindow *self = TW_WINDOW (object);
  g_free (self->path);
  g_free (self->game_folder);
  g_free (self->display_name);
  g_free (self->route_origin);
  G_OBJECT_CLASS (tw_window_parent_class)->finalize (object);
}

static void
tw_window_class_init (TwWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = tw_window_dispose;
  object_class->finalize = tw_window_finalize;

  g_type_ensure (TW_TYPE_WRAP_BOX);
  g_type_ensure (TW_TYPE_FLOOR_LIST);
  g_type_ensure (TW_TYPE_INSPECTOR);
  g_type_ensure (TW_TYPE_ISSUES_PANEL);
  g_type_ensure (TW_TYPE_MANUAL_PANEL);
  g_type_ensure (TW_TYPE_MAP_CANVAS);
  g_type_ensure (TW_TYPE_PALETTE);
  g_type_ensure (TW_TYPE_TIMELINE);
  g_type_ensure (TW_TYPE_WELCOME);
  g_type_ensure (TW_TYPE_ZOOM_READOUT);
  g_type_ensure (TW_TYPE_PASSABILITY_LEGEND);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/turnwright/Turnwright/tw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TwWindow, bottom_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, bottom_stack);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, bottom_switcher);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, bottom_tabs);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, bottom_toggle);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, center_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, floor_list);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, floors_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, header_end_box);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, inspector);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, inspector_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, issues_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, manual_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, left_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, loading_label);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, loading_spinner);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, main_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, map_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, map_scroller);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, outer_paned);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, overlay_box);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, palette_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, recovery_bar);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, recovery_label);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, script_bar);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, script_label);
  gtk_widget_class_bind_template_callback (widget_class, script_bar_response_cb);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, selection_area);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, sim_bar_slot);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, timeline);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, timeline_panel);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, tool_box);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TwWindow, welcome);
  gtk_widget_class_set_css_name (widget_class, "twwindow");
  tw_window_class_init_actions (widget_class);
  tw_window_class_init_find (widget_class);
}

static GtkWidget *
overlay_toggle (TwWindow *self, const char *label, const char *property, const char *tooltip)
{
  GtkWidget *button = gtk_check_button_new_with_label (label);
  g_autofree char *name = g_strconcat ("overlay-", property, NULL);
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_bind_property (self->canvas, property, button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  return button;
}

static void
overlay_toggles_build (TwWindow *self)
{
  static const char *const toggles[][3] = {
    { N_("Grid"), "show-grid", N_("Show the grid") },
    { N_("Damage"), "show-damage", N_("Damage forecast on each enemy") },
    { N_("Badges"), "show-badges", N_("timeCost and actType of scheduled enemies") },
    { N_("Routes"), "show-routes", N_("Patrol routes") },
    { N_("Passability"), "show-passability", N_("Where the hero can step") },
    { N_("Criticals"), "show-criticals",
      N_("临界, with the damage numbers: the attack the hero needs for the next critical "
         "(+12, gold, top right); none when no more attack lowers the damage") },
  };
  /* In a popover, so the map's toolbar stays narrow beside a wide inspector. */
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint i = 0; i < G_N_ELEMENTS (toggles); i++)
    gtk_box_append (GTK_BOX (list),
                    overlay_toggle (self, _(toggles[i][0]), toggles[i][1], _(toggles[i][2])));
  /* The name tests and docs know it by. */
  gtk_widget_set_name (gtk_widget_get_last_child (list), "overlay-criticals");
  GtkWidget *popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), list);
  GtkWidget *button = gtk_menu_button_new ();
  gtk_widget_set_name (button, "overlays-button");
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Overlays"));
  tw_a11y_set_name (button, _("Overlays"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_tooltip_text (button, _("Grid, damage forecast, badges, patrol routes, passability, criticals"));
  gtk_box_append (self->overlay_box, button);
  /* Damage and badges are what a balancer looks at first. */
  g_object_set (self->canvas, "show-damage", TRUE, "show-badges", TRUE, NULL);
}

static void
scroll_changed_cb (GtkAdjustment *adjustment, TwWindow *self)
{
  selection_queue_draw (self);
}

/* ---- simulate mode ---------------------------------------------------------------- */

/* win.simulate (its header toggle, Ctrl+Enter) asks the bar; its state
 * follows the bar, which may refuse. */
static void
simulate_change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  TwSimBar *bar = TW_SIM_BAR (TW_WINDOW (data)->sim_bar);
  tw_window_loop_set_simulating (TW_WINDOW (data), g_variant_get_boolean (value));
  g_simple_action_set_state (action, g_variant_new_boolean (tw_sim_bar_get_active (bar)));
}

static void
sim_active_cb (TwSimBar *bar, GParamSpec *pspec, TwWindow *self)
{
  gboolean active = tw_sim_bar_get_active (bar);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "simulate");
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (active));
  tw_window_loop_active_changed (self, active);
  tw_window_layout_set_simulating (self, active);
}

static gboolean
sim_key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                    GdkModifierType state, TwWindow *self)
{
  return tw_sim_bar_handle_key (TW_SIM_BAR (self->sim_bar), keyval, state);
}

/* The bar above the panes plays the map's tower and shows its timeline;
 * win.simulate, its header toggle, Ctrl+Enter and the movement keys drive it. */
static void
simulate_mode_build (TwWindow *self)
{
  self->sim_bar = tw_sim_bar_new ();
  gtk_box_append (self->sim_bar_slot, self->sim_bar);
  tw_sim_bar_set_canvas (TW_SIM_BAR (self->sim_bar), self->canvas);
  tw_sim_bar_set_timeline (TW_SIM_BAR (self->sim_bar), self->timeline);
  g_signal_connect_object (self->sim_bar, "notify::active", G_CALLBACK (sim_active_cb), self, 0);
  tw_manual_panel_follow_sim_bar (self->manual_panel, TW_SIM_BAR (self->sim_bar));

  g_autoptr (GSimpleAction) simulate
      = g_simple_action_new_stateful ("simulate", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (simulate, "change-state", G_CALLBACK (simulate_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (simulate));

  GtkWidget *toggle = gtk_toggle_button_new_with_label (_("Simulate"));
  gtk_widget_set_tooltip_text (toggle, _("Simulate mode: play the tower (Ctrl+Enter)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (toggle), "win.simulate");
  gtk_header_bar_pack_end (self->header_bar, toggle);

  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>Return"),
                        gtk_named_action_new ("win.simulate")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (sim_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
welcome_open_path_cb (TwWelcome *welcome, const char *path, TwWindow *self)
{
  tw_window_open_path (self, path);
}

static void
tw_window_init (TwWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->autosave_seconds = TW_AUTOSAVE_SECONDS;

  self->tools = tw_tools_new ();
  g_signal_connect (self->tools, "changed", G_CALLBACK (tools_changed_cb), self);
  g_signal_connect (self->tools, "tile-picked", G_CALLBACK (tile_picked_cb), self);

  self->document_signals = g_signal_group_new (TW_TYPE_DOCUMENT);
  g_signal_group_connect (self->document_signals, "cells-changed", G_CALLBACK (cells_changed_cb),
                          self);
  g_signal_group_connect (self->document_signals, "floors-changed", G_CALLBACK (floors_changed_cb),
                          self);
  g_signal_group_connect (self->document_signals, "entity-changed", G_CALLBACK (entity_changed_cb),
                          self);
  const char *const notifies[] = { "notify::dirty", "notify::can-undo", "notify::can-redo",
                                   "notify::undo-label", "notify::redo-label" };
  for (guint i = 0; i < G_N_ELEMENTS (notifies); i++)
    g_signal_group_connect (self->document_signals, notifies[i], G_CALLBACK (document_state_cb),
                            self);

  g_signal_connect (self->canvas, "hover-changed", G_CALLBACK (hover_changed_cb), self);
  g_signal_connect (self->canvas, "cell-activated", G_CALLBACK (cell_activated_cb), self);
  g_signal_connect (self->canvas, "stroke-begin", G_CALLBACK (stroke_begin_cb), self);
  g_signal_connect (self->canvas, "stroke-cell", G_CALLBACK (stroke_cell_cb), self);
  g_signal_connect (self->canvas, "stroke-end", G_CALLBACK (stroke_end_cb), self);
  g_signal_connect_swapped (self->canvas, "notify::zoom", G_CALLBACK (selection_queue_draw), self);
  g_signal_connect (gtk_scrolled_window_get_hadjustment (self->map_scroller), "value-changed",
                    G_CALLBACK (scroll_changed_cb), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->map_scroller), "value-changed",
                    G_CALLBACK (scroll_changed_cb), self);
  gtk_drawing_area_set_draw_func (self->selection_area, selection_draw, self, NULL);
  g_signal_connect (self->palette, "tile-selected", G_CALLBACK (palette_tile_selected_cb), self);
  g_signal_connect (self->floor_list, "floor-selected", G_CALLBACK (floor_selected_cb), self);
  g_signal_connect (self->floor_list, "floor-activated", G_CALLBACK (floor_activated_cb), self);
  g_signal_connect (self->issues_panel, "diagnostic-activated",
                    G_CALLBACK (diagnostic_activated_cb), self);
  g_signal_connect (self->issues_panel, "validated", G_CALLBACK (issues_validated_cb), self);
  {
    /* A labelled button rather than the info bar's own close button, which
     * has no accessible name in GTK 4.8. */
    GtkWidget *hide = gtk_info_bar_add_button (self->script_bar, _("_Hide"), GTK_RESPONSE_CLOSE);
    gtk_widget_set_name (hide, "script-hide-button");
    gtk_widget_set_tooltip_text (hide, _("Hide this message until the tower's formula fails "
                                         "another way"));
  }
  g_signal_connect (self->manual_panel, "enemy-activated", G_CALLBACK (manual_enemy_activated_cb),
                    self);
  g_signal_connect (self->welcome, "open-path", G_CALLBACK (welcome_open_path_cb), self);
  overlay_toggles_build (self);
  self->disk_watch = tw_disk_watch_new (self);
  tw_map_canvas_set_damage_func (self->canvas, damage_forecast, self, NULL);
  tw_map_canvas_set_critical_func (self->canvas, critical_forecast, self, NULL);
  tw_window_live_install_map_damage (self);

  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  tw_window_layout_build (self);
  simulate_mode_build (self);
  tw_window_loop_build (self);
  self->stats_panel = TW_STATS_PANEL (tw_stats_panel_new ());
  gtk_stack_add_titled (self->bottom_stack, GTK_WIDGET (self->stats_panel), "stats", C_("bottom tab", "Stats"));
  tw_window_sweep_build (self);
  tw_window_check_build (self);

  tw_window_init_actions (self);
  tw_window_init_find (self);
  tw_window_update_actions (self);
  tw_window_update_title (self);
  tw_window_live_build (self);
  /* After every child is built: "_Save" buttons read as "Save". */
  tw_a11y_drop_mnemonic_labels (GTK_WIDGET (self));
}

TwWindow *
tw_window_new (GtkApplication *app)
{
  TwWindow *self = g_object_new (TW_TYPE_WINDOW, "application", app, NULL);
  /* The app's windows remember their pane sizes; one made without the app
   * (the tests) keeps the sizes it is drawn with. */
  if (app != NULL)
    tw_window_remember_panes (self, NULL);
  return self;
}

void
tw_window_remember_panes (TwWindow *self, const char *path)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  tw_window_layout_remember (self, path);
}
