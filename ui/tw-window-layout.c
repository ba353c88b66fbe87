/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-window-layout.c: the window's panes sized by rules, per mode (issue 32).
 *
 * Part of the window (tw-window-private.h). The four panes of the template:
 * main_paned (the map's part above, the bottom panel below), outer_paned
 * (the left column | the rest), left_paned (floors above the palette) and
 * center_paned (the map | the inspector). Edit and simulate mode each keep
 * their own sizes: the bottom panel's height and whether it is folded to its
 * tabs, the left column's width, the floor list's height and the
 * inspector's width (sizes that GtkPaned keeps when the window is resized).
 * Whatever they say, the rules of docs/ui.md ("The window's layout") clamp
 * them when they are put back: the map's part keeps MAP_MIN_SHARE of the
 * height, the open bottom panel its minimum, and so on.
 */
#include "ui/tw-window-private.h"

#include <math.h>
#include <string.h>

#include "editor/sim/tw-timeline-render.h"
#include "ui/tw-sim-bar.h"
#include "editor/tw-i18n.h"
#include "editor/tw-ui-state.h"

/* The map's part (the panes above the bottom panel) never gets less. */
#define MAP_MIN_SHARE 0.55
/* The bottom panel opened in edit mode: its default share, its minimum. */
#define EDIT_BOTTOM_SHARE 0.30
#define EDIT_BOTTOM_MIN 160
/* The timeline's own toolbar above its rows (zoom, legend). */
#define TIMELINE_TOOLBAR_HEIGHT 36
/* The rows the open timeline shows at least in simulate mode. */
#define TIMELINE_MIN_ROWS 2
/* The whole floor in view at the largest zoom step up to this one. */
#define SIMULATE_FIT_MAX_ZOOM 1.0
#define FIT_PAD 2
/* The left column: its default share of the width and its bounds. */
#define LEFT_SHARE 0.22
#define LEFT_MIN 240
#define LEFT_MAX_DEFAULT 360
#define LEFT_MAX_SHARE 0.35
/* The inspector: its default share and bounds (its template asks 360). */
#define INSPECTOR_SHARE 0.28
#define INSPECTOR_MIN 360
#define INSPECTOR_MAX_DEFAULT 520
#define INSPECTOR_MAX_SHARE 0.45
/* The map keeps this share of the width between the two. */
#define MAP_MIN_WIDTH_SHARE 0.40
/* The floor list's share of the left column (the palette paints nothing in
 * simulate mode, so the floors get more there), its least share, and the
 * least the palette keeps. */
#define FLOORS_EDIT_SHARE 0.50
#define FLOORS_SIMULATE_SHARE 0.75
#define FLOORS_MIN_SHARE 0.40
#define PALETTE_MIN 120
/* A drag of the folded panel's handle by more than this opens it. */
#define UNFOLD_DRAG 24
/* Ticks an apply waits at most for the panes' heights to settle. */
#define SETTLE_TICKS 20

enum
{
  MODE_EDIT,
  MODE_SIMULATE,
  N_MODES
};

static const char *const mode_groups[N_MODES] = { "layout-edit", "layout-simulate" };

/* One mode's sizes; -1: the rules' default. */
typedef struct
{
  int bottom;        /* the bottom panel's height while open */
  gboolean folded;   /* the bottom panel shows its tabs only */
  int left;          /* the left column's width */
  int floors;        /* the floor list's height */
  int inspector;     /* the inspector's width */
} ModeSizes;

typedef struct _TwWindowLayout TwWindowLayout;

struct _TwWindowLayout
{
  ModeSizes sizes[N_MODES];
  int mode;
  char *path;      /* the layout file, NULL: not remembered */
  gboolean remembered;
  guint applying;  /* > 0 while this file sets positions */
  guint apply_tick;
  gint64 settle_key; /* the heights the last apply saw */
  int settle_ticks;
  int room_height, room_width; /* the panes' size the last resize saw */
  gboolean fit_zoom; /* after the apply: zoom out until the floor fits */
  guint refit_tick;  /* simulate mode went to another floor: fit its zoom */
  guint clamp_tick;
  /* Simulate mode zoomed out to fit the floor: the zoom edit mode had, and
   * the one set (leaving puts the first back unless the zoom was changed). */
  double edit_zoom;
  double fitted_zoom;
};

static const ModeSizes default_sizes[N_MODES] = {
  { -1, TRUE, -1, -1, -1 },
  { -1, FALSE, -1, -1, -1 },
};

/* ---- the rules ---------------------------------------------------------------------- */

static int
tab_strip_height (TwWindow *self)
{
  int min = 0, nat = 0;
  gtk_widget_measure (GTK_WIDGET (self->bottom_tabs), GTK_ORIENTATION_VERTICAL, -1, &min, &nat,
                      NULL, NULL);
  return nat + gtk_widget_get_margin_top (GTK_WIDGET (self->bottom_tabs))
         + gtk_widget_get_margin_bottom (GTK_WIDGET (self->bottom_tabs));
}

/* The handle between a paned's two children, as drawn now. */
static int
handle_size (GtkPaned *paned, GtkOrientation orientation)
{
  GtkWidget *start = gtk_paned_get_start_child (paned);
  GtkWidget *end = gtk_paned_get_end_child (paned);
  gboolean h = orientation == GTK_ORIENTATION_HORIZONTAL;
  int whole = h ? gtk_widget_get_width (GTK_WIDGET (paned)) : gtk_widget_get_height (GTK_WIDGET (paned));
  int parts = h ? gtk_widget_get_width (start) + gtk_widget_get_width (end)
                : gtk_widget_get_height (start) + gtk_widget_get_height (end);
  return CLAMP (whole - parts, 0, 16);
}

static int
map_min_height (int height)
{
  return (int)ceil (height * MAP_MIN_SHARE);
}

/* The least height of the open bottom panel at this height: the timeline's
 * ruler, the player's lanes and TIMELINE_MIN_ROWS rows in simulate mode,
 * EDIT_BOTTOM_MIN in edit mode; never more than the map's minimum leaves. */
static int
bottom_min_height (TwWindow *self, int mode, int height)
{
  int wanted = EDIT_BOTTOM_MIN;
  if (mode == MODE_SIMULATE)
    wanted = tab_strip_height (self) + TIMELINE_TOOLBAR_HEIGHT + (int)TW_TIMELINE_RULER_HEIGHT
             + (int)TW_TIMELINE_PLAYER_HEIGHT + (int)TW_TIMELINE_STATUS_LANE_HEIGHT
             + TIMELINE_MIN_ROWS * (int)TW_TIMELINE_ROW_HEIGHT;
  int handle = handle_size (self->main_paned, GTK_ORIENTATION_VERTICAL);
  return MAX (0, MIN (wanted, height - map_min_height (height) - handle));
}

static const double zoom_steps[] = { 4, 3, 2, 1.5, 1, 0.75, 0.5, 0.25 };

/* The map's part tall enough for the whole floor at the largest zoom step
 * up to max_zoom at which it fits both within max_height and the map's
 * width; 0 when it fits nowhere. *zoom: that step. */
static int
floor_fit_height (TwWindow *self, double max_zoom, int max_height, int pad, double *zoom)
{
  int cols = tw_map_canvas_get_floor_width (self->canvas);
  int rows = tw_map_canvas_get_floor_height (self->canvas);
  int top = gtk_widget_get_height (GTK_WIDGET (self->outer_paned));
  int view_h = gtk_widget_get_height (GTK_WIDGET (self->map_scroller));
  int view_w = gtk_widget_get_width (GTK_WIDGET (self->map_scroller));
  int chrome = top > view_h && view_h > 0 ? top - view_h : 70; /* toolbar, status line */
  if (cols <= 0 || rows <= 0 || view_w <= 0)
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (zoom_steps); i++)
    {
      if (zoom_steps[i] > max_zoom)
        continue;
      int cell = (int)round (TW_MAP_CANVAS_CELL_SIZE * zoom_steps[i]);
      int needed = chrome + rows * cell + pad;
      if (needed <= max_height && cols * cell + pad <= view_w)
        {
          if (zoom != NULL)
            *zoom = zoom_steps[i];
          return needed;
        }
    }
  return 0;
}

/* The open bottom panel's height for a mode at this height: the mode's own
 * when it has one, else the default (edit: EDIT_BOTTOM_SHARE; simulate: what
 * the whole floor leaves at a zoom that fits), clamped by the rules. */
static int
bottom_height (TwWindow *self, int mode, int height)
{
  TwWindowLayout *layout = self->layout;
  int least = bottom_min_height (self, mode, height);
  int most = MAX (least, height - map_min_height (height));
  int wanted = layout->sizes[mode].bottom;
  if (wanted < 0 && mode == MODE_EDIT)
    wanted = (int)(height * EDIT_BOTTOM_SHARE);
  else if (wanted < 0)
    {
      int fit = floor_fit_height (self, SIMULATE_FIT_MAX_ZOOM, height - least, FIT_PAD, NULL);
      int map = MAX (map_min_height (height), fit);
      wanted = height - map;
    }
  return CLAMP (wanted, least, most);
}

/* The most the left column may take: LEFT_MAX_SHARE, and what leaves the
 * map its share beside the narrowest inspector. */
static int
left_most (int width)
{
  int most = MIN ((int)(width * LEFT_MAX_SHARE),
                  width - (int)ceil (width * MAP_MIN_WIDTH_SHARE) - INSPECTOR_MIN);
  return MAX (LEFT_MIN, most);
}

/* The most the inspector may take beside a left column of @left. */
static int
inspector_most (int width, int left)
{
  int most = MIN ((int)(width * INSPECTOR_MAX_SHARE),
                  width - left - (int)ceil (width * MAP_MIN_WIDTH_SHARE));
  return MAX (INSPECTOR_MIN, most);
}

static int
left_width (TwWindowLayout *layout, int width)
{
  int wanted = layout->sizes[layout->mode].left;
  if (wanted < 0)
    wanted = CLAMP ((int)(width * LEFT_SHARE), LEFT_MIN, LEFT_MAX_DEFAULT);
  return CLAMP (wanted, LEFT_MIN, left_most (width));
}

static int
inspector_width (TwWindowLayout *layout, int width, int left)
{
  int wanted = layout->sizes[layout->mode].inspector;
  if (wanted < 0)
    wanted = CLAMP ((int)(width * INSPECTOR_SHARE), INSPECTOR_MIN, INSPECTOR_MAX_DEFAULT);
  return CLAMP (wanted, INSPECTOR_MIN, inspector_most (width, left));
}

static int
floors_height (TwWindowLayout *layout, int column)
{
  int wanted = layout->sizes[layout->mode].floors;
  if (wanted < 0)
    wanted = (int)(column * (layout->mode == MODE_SIMULATE ? FLOORS_SIMULATE_SHARE
                                                           : FLOORS_EDIT_SHARE));
  int least = (int)(column * FLOORS_MIN_SHARE);
  return CLAMP (wanted, least, MAX (least, column - PALETTE_MIN));
}

/* ---- putting sizes in place --------------------------------------------------------- */

static void
set_position (TwWindow *self, GtkPaned *paned, int position)
{
  self->layout->applying++;
  gtk_paned_set_position (paned, MAX (0, position));
  self->layout->applying--;
}

static void
show_folded (TwWindow *self, gboolean folded)
{
  gtk_widget_set_visible (GTK_WIDGET (self->bottom_stack), !folded);
  gtk_button_set_icon_name (GTK_BUTTON (self->bottom_toggle),
                            folded ? "pan-up-symbolic" : "pan-down-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->bottom_toggle),
                               folded ? _("Show the bottom panel")
                                      : _("Fold the bottom panel to its tabs"));
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "bottom-panel");
  if (action != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (!folded));
}

/* Only the main split: the bottom panel folded, or open at its height. */
static void
apply_vertical (TwWindow *self, int height)
{
  TwWindowLayout *layout = self->layout;
  ModeSizes *sizes = &layout->sizes[layout->mode];
  show_folded (self, sizes->folded);
  if (sizes->folded)
    {
      gtk_widget_set_size_request (GTK_WIDGET (self->bottom_panel), -1, -1);
      /* GtkPaned keeps the bottom at its least height: the tab strip. */
      set_position (self, self->main_paned, G_MAXINT / 4);
      return;
    }
  int bottom = bottom_height (self, layout->mode, height);
  gtk_widget_set_size_request (GTK_WIDGET (self->bottom_panel), -1,
                               bottom_min_height (self, layout->mode, height));
  int position = height - bottom - handle_size (self->main_paned, GTK_ORIENTATION_VERTICAL);
  set_position (self, self->main_paned, MAX (position, map_min_height (height)));
}

/* Every split, from the mode's sizes and the rules, at the window's size now. */
static void
apply_all (TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  int width = gtk_widget_get_width (GTK_WIDGET (self->outer_paned));
  apply_vertical (self, height);

  int left = left_width (layout, width);
  set_position (self, self->outer_paned, left);
  int center = width - left - handle_size (self->outer_paned, GTK_ORIENTATION_HORIZONTAL);
  int inspector = inspector_width (layout, width, left);
  set_position (self, self->center_paned,
                center - inspector - handle_size (self->center_paned, GTK_ORIENTATION_HORIZONTAL));

  int column = layout->sizes[layout->mode].folded
                   ? height - tab_strip_height (self)
                   : height - bottom_height (self, layout->mode, height);
  set_position (self, self->left_paned, floors_height (layout, column));
}

/* Simulate mode: when the whole floor is not in view at the zoom edit mode
 * left, the largest step below it at which it is. Again when the session
 * goes to another floor: from the zoom the user had (edit mode's, unless
 * the user zoomed since the last fit), the largest step that shows it. */
static void
fit_zoom (TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  double zoom = tw_map_canvas_get_zoom (self->canvas);
  gboolean was_fitted = layout->fitted_zoom > 0 && zoom == layout->fitted_zoom;
  double base = was_fitted ? layout->edit_zoom : zoom;
  int top = gtk_widget_get_height (GTK_WIDGET (self->outer_paned));
  double fitted = base;
  if (floor_fit_height (self, base, top, 0, &fitted) == 0)
    fitted = zoom_steps[G_N_ELEMENTS (zoom_steps) - 1];
  if (fitted >= base)
    {
      /* It fits at the user's zoom. */
      if (was_fitted)
        tw_map_canvas_set_zoom (self->canvas, base);
      layout->fitted_zoom = 0;
      return;
    }
  layout->edit_zoom = base;
  layout->fitted_zoom = fitted;
  tw_map_canvas_set_zoom (self->canvas, fitted);
}

static gboolean
refit_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  TwWindowLayout *layout = self->layout;
  layout->refit_tick = 0;
  /* Still simulating (leaving simulate mode puts the edit floor back). */
  if (layout->mode == MODE_SIMULATE && layout->apply_tick == 0)
    fit_zoom (self);
  return G_SOURCE_REMOVE;
}

/* The session went to another floor (the sim bar shows it on the canvas):
 * the zoom follows its size on the next frame, the pane sizes stay. */
static void
canvas_floor_cb (TwMapCanvas *canvas, GParamSpec *pspec, TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  if (layout->mode != MODE_SIMULATE || self->sim_bar == NULL
      || !tw_sim_bar_get_active (TW_SIM_BAR (self->sim_bar)))
    return;
  if (layout->apply_tick != 0)
    layout->fit_zoom = TRUE; /* the apply under way fits when it is done */
  else if (layout->refit_tick == 0)
    layout->refit_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), refit_tick, self, NULL);
}

static gboolean
apply_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  TwWindowLayout *layout = self->layout;
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  if (height <= 0)
    return G_SOURCE_CONTINUE; /* not laid out yet */
  /* Apply again until the heights stop changing: entering simulate mode
   * shows its bar above the panes a layout after this is asked, the map's
   * toolbar and status line (its chrome) may take another height, and the
   * left column's split scales with the column once it has its height. */
  int chrome = gtk_widget_get_height (GTK_WIDGET (self->outer_paned))
               - gtk_widget_get_height (GTK_WIDGET (self->map_scroller));
  int column = gtk_widget_get_height (GTK_WIDGET (self->left_paned));
  gint64 key = ((gint64)height << 40) + ((gint64)CLAMP (chrome, 0, 65535) << 20)
               + CLAMP (column, 0, 65535);
  if (key != layout->settle_key && layout->settle_ticks < SETTLE_TICKS)
    {
      layout->settle_key = key;
      layout->settle_ticks++;
      apply_all (self);
      return G_SOURCE_CONTINUE;
    }
  layout->apply_tick = 0;
  layout->room_height = height;
  layout->room_width = gtk_widget_get_width (GTK_WIDGET (self->outer_paned));
  if (layout->sizes[layout->mode].folded)
    {
      /* The position GtkPaned settled on, rather than the large number asked. */
      int most = 0;
      g_object_get (self->main_paned, "max-position", &most, NULL);
      if (most > 0)
        set_position (self, self->main_paned, most);
    }
  if (layout->fit_zoom && layout->mode == MODE_SIMULATE)
    fit_zoom (self);
  layout->fit_zoom = FALSE;
  return G_SOURCE_REMOVE;
}

static void
queue_apply (TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  layout->settle_key = -1;
  layout->settle_ticks = 0;
  if (layout->apply_tick == 0)
    layout->apply_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), apply_tick, self, NULL);
}

/* What a size drawn now records: -1 (the default, which follows the
 * window's size) when it is what the rules' default gives, else itself. */
static int
recorded (int drawn, int fallback)
{
  return ABS (drawn - fallback) <= 1 ? -1 : drawn;
}

/* Reads the sizes drawn now into the mode's record. */
static void
record_sizes (TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  int width = gtk_widget_get_width (GTK_WIDGET (self->outer_paned));
  if (layout->apply_tick != 0 || height <= 0 || width <= 0)
    return; /* what is drawn is not the mode's yet: the record stands */
  ModeSizes *sizes = &layout->sizes[layout->mode];
  ModeSizes drawn = *sizes;
  if (!sizes->folded)
    drawn.bottom = gtk_widget_get_height (GTK_WIDGET (self->bottom_panel));
  drawn.left = gtk_widget_get_width (gtk_paned_get_start_child (self->outer_paned));
  drawn.inspector = gtk_widget_get_width (GTK_WIDGET (self->inspector_panel));
  drawn.floors = gtk_widget_get_height (GTK_WIDGET (self->floors_panel));
  /* The defaults at this size, from a record of defaults. */
  *sizes = (ModeSizes){ -1, sizes->folded, -1, -1, -1 };
  int column = sizes->folded ? height - tab_strip_height (self)
                             : height - bottom_height (self, layout->mode, height);
  ModeSizes fallback = { bottom_height (self, layout->mode, height), sizes->folded,
                         left_width (layout, width), floors_height (layout, column), 0 };
  fallback.inspector = inspector_width (layout, width, drawn.left);
  *sizes = (ModeSizes){
    .bottom = sizes->folded ? drawn.bottom : recorded (drawn.bottom, fallback.bottom),
    .folded = sizes->folded,
    .left = recorded (drawn.left, fallback.left),
    .floors = recorded (drawn.floors, fallback.floors),
    .inspector = recorded (drawn.inspector, fallback.inspector),
  };
}

/* ---- keeping the rules while the window is resized or a handle dragged ------------- */

/* position clamped to [least, most] (most wins when they cross), and then
 * to what the paned's children allow: where the rules ask for less than a
 * child's minimum (the left column's buttons beside the narrowest inspector
 * in a 1024 px window), GtkPaned moves the handle back on its next
 * allocation, and a clamp that moved it again would never end. */
static void
clamp_position (TwWindow *self, GtkPaned *paned, int least, int most)
{
  int position = gtk_paned_get_position (paned);
  int wanted = MIN (MAX (position, least), MAX (0, most));
  int paned_min = 0, paned_max = G_MAXINT;
  g_object_get (paned, "min-position", &paned_min, "max-position", &paned_max, NULL);
  if (paned_max >= paned_min)
    wanted = CLAMP (wanted, paned_min, paned_max);
  if (wanted != position)
    set_position (self, paned, wanted);
}

static gboolean
clamp_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  TwWindowLayout *layout = self->layout;
  layout->clamp_tick = 0;
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  int width = gtk_widget_get_width (GTK_WIDGET (self->outer_paned));
  if (height <= 0 || width <= 0 || layout->apply_tick != 0)
    return G_SOURCE_REMOVE;
  if (!layout->sizes[layout->mode].folded)
    clamp_position (self, self->main_paned, map_min_height (height), G_MAXINT / 4);
  clamp_position (self, self->outer_paned, LEFT_MIN, left_most (width));
  int left = gtk_widget_get_width (gtk_paned_get_start_child (self->outer_paned));
  int center = gtk_widget_get_width (GTK_WIDGET (self->center_paned));
  int handle = handle_size (self->center_paned, GTK_ORIENTATION_HORIZONTAL);
  clamp_position (self, self->center_paned, center - handle - inspector_most (width, left),
                  center - handle - INSPECTOR_MIN);
  int column = gtk_widget_get_height (GTK_WIDGET (self->left_paned));
  int least = (int)(column * FLOORS_MIN_SHARE);
  clamp_position (self, self->left_paned, least, MAX (least, column - PALETTE_MIN));
  return G_SOURCE_REMOVE;
}

static void
queue_clamp (TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  if (layout->clamp_tick == 0)
    layout->clamp_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), clamp_tick, self, NULL);
}

/* A side handle dragged: the rules follow. */
static void
pane_changed_cb (GtkPaned *paned, GParamSpec *pspec, TwWindow *self)
{
  if (self->layout->applying == 0 && self->layout->apply_tick == 0)
    queue_clamp (self);
}

/* The window resized (the panes' room changed): the sizes that are still
 * the rules' defaults follow the new size; the others are clamped. */
static void
room_changed_cb (GtkPaned *paned, GParamSpec *pspec, TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  if (layout->applying > 0 || layout->apply_tick != 0)
    return;
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  int width = gtk_widget_get_width (GTK_WIDGET (self->outer_paned));
  if (height == layout->room_height && width == layout->room_width)
    return;
  layout->room_height = height;
  layout->room_width = width;
  const ModeSizes *sizes = &layout->sizes[layout->mode];
  if (sizes->left < 0 || sizes->inspector < 0 || sizes->floors < 0
      || (sizes->bottom < 0 && !sizes->folded))
    queue_apply (self);
  else
    queue_clamp (self);
}

static void
main_position_cb (GtkPaned *paned, GParamSpec *pspec, TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  if (layout->applying > 0 || layout->apply_tick != 0)
    return;
  ModeSizes *sizes = &layout->sizes[layout->mode];
  int max_position = 0;
  g_object_get (paned, "max-position", &max_position, NULL);
  int height = gtk_widget_get_height (GTK_WIDGET (paned));
  if (sizes->folded && height > 0 && max_position - gtk_paned_get_position (paned) > UNFOLD_DRAG)
    {
      /* The folded panel's handle dragged up: it opens at that height. */
      sizes->folded = FALSE;
      sizes->bottom = height - gtk_paned_get_position (paned);
      apply_vertical (self, height);
      return;
    }
  queue_clamp (self);
}

/* ---- folding and opening ------------------------------------------------------------ */

static void
set_folded (TwWindow *self, gboolean folded)
{
  TwWindowLayout *layout = self->layout;
  ModeSizes *sizes = &layout->sizes[layout->mode];
  if (sizes->folded == folded)
    return;
  if (folded)
    record_sizes (self);
  sizes->folded = folded;
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  if (height > 0 && layout->apply_tick == 0)
    apply_vertical (self, height);
  else
    queue_apply (self);
}

static void
bottom_panel_change_state (GSimpleAction *action, GVariant *value, gpointer data)
{
  set_folded (TW_WINDOW (data), !g_variant_get_boolean (value));
}

/* A tab clicked while the panel is folded opens it (on that tab). */
static void
tabs_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, TwWindow *self)
{
  set_folded (self, FALSE);
}

static void
visible_tab_cb (GtkStack *stack, GParamSpec *pspec, TwWindow *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self->bottom_panel)))
    set_folded (self, FALSE);
}

static void
reset_layout_activate (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TwWindow *self = TW_WINDOW (data);
  TwWindowLayout *layout = self->layout;
  layout->sizes[layout->mode] = default_sizes[layout->mode];
  layout->fit_zoom = layout->mode == MODE_SIMULATE;
  queue_apply (self);
}

/* ---- the modes ---------------------------------------------------------------------- */

void
tw_window_layout_set_simulating (TwWindow *self, gboolean simulating)
{
  TwWindowLayout *layout = self->layout;
  if (layout == NULL)
    return; /* disposed */
  int mode = simulating ? MODE_SIMULATE : MODE_EDIT;
  if (simulating)
    {
      /* The timeline comes forward: its tab, and the panel open. */
      g_signal_handlers_block_by_func (self->bottom_stack, visible_tab_cb, self);
      gtk_stack_set_visible_child_name (self->bottom_stack, "timeline");
      g_signal_handlers_unblock_by_func (self->bottom_stack, visible_tab_cb, self);
    }
  if (mode == layout->mode)
    {
      if (simulating)
        set_folded (self, FALSE);
      return;
    }
  record_sizes (self);
  if (!simulating && layout->fitted_zoom > 0
      && tw_map_canvas_get_zoom (self->canvas) == layout->fitted_zoom)
    tw_map_canvas_set_zoom (self->canvas, layout->edit_zoom);
  layout->fitted_zoom = 0;
  layout->mode = mode;
  if (simulating)
    layout->sizes[mode].folded = FALSE;
  layout->fit_zoom = simulating;
  /* The sizes of the mode entered, shown at once, then again once its bar
   * has its height. */
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  if (height > 0)
    apply_all (self);
  queue_apply (self);
}

/* ---- remembering -------------------------------------------------------------------- */

static void
read_sizes (TwWindowLayout *layout, TwUiState *state)
{
  for (int mode = 0; mode < N_MODES; mode++)
    {
      ModeSizes *sizes = &layout->sizes[mode];
      const char *group = mode_groups[mode];
      int value;
      /* A zero or negative size is no size: the rules' default. */
      if (tw_ui_state_get_int (state, group, "bottom", &value) && value > 0)
        sizes->bottom = value;
      if (tw_ui_state_get_int (state, group, "bottom-open", &value))
        sizes->folded = value == 0;
      if (tw_ui_state_get_int (state, group, "left", &value) && value > 0)
        sizes->left = value;
      if (tw_ui_state_get_int (state, group, "floors", &value) && value > 0)
        sizes->floors = value;
      if (tw_ui_state_get_int (state, group, "inspector", &value) && value > 0)
        sizes->inspector = value;
    }
}

static gboolean
save_sizes (TwWindow *self, GError **error)
{
  TwWindowLayout *layout = self->layout;
  record_sizes (self);
  /* Read first, so what other windows or versions keep there survives. */
  g_autoptr (TwUiState) state = tw_ui_state_load (layout->path);
  for (int mode = 0; mode < N_MODES; mode++)
    {
      const ModeSizes *sizes = &layout->sizes[mode];
      const char *group = mode_groups[mode];
      tw_ui_state_set_int (state, group, "bottom-open", !sizes->folded);
      const struct
      {
        const char *key;
        int value;
      } keys[] = { { "bottom", sizes->bottom },
                   { "left", sizes->left },
                   { "floors", sizes->floors },
                   { "inspector", sizes->inspector } };
      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        if (keys[i].value > 0)
          tw_ui_state_set_int (state, group, keys[i].key, keys[i].value);
    }
  return tw_ui_state_save (state, error);
}

static gboolean
close_request_cb (GtkWindow *window, gpointer data)
{
  g_autoptr (GError) error = NULL;
  if (TW_WINDOW (window)->layout != NULL && !save_sizes (TW_WINDOW (window), &error))
    g_warning ("The layout was not saved: %s", error->message);
  return FALSE; /* the window's own handlers decide whether it closes */
}

void
tw_window_layout_remember (TwWindow *self, const char *path)
{
  TwWindowLayout *layout = self->layout;
  g_return_if_fail (!layout->remembered);
  layout->remembered = TRUE;
  layout->path = g_strdup (path);
  g_autoptr (TwUiState) state = tw_ui_state_load (path);
  read_sizes (layout, state);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  queue_apply (self);
}

/* ---- building ----------------------------------------------------------------------- */

void
tw_window_layout_build (TwWindow *self)
{
  TwWindowLayout *layout = g_new0 (TwWindowLayout, 1);
  self->layout = layout;
  memcpy (layout->sizes, default_sizes, sizeof default_sizes);
  layout->mode = MODE_EDIT;

  g_autoptr (GSimpleAction) bottom
      = g_simple_action_new_stateful ("bottom-panel", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (bottom, "change-state", G_CALLBACK (bottom_panel_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (bottom));
  g_autoptr (GSimpleAction) reset = g_simple_action_new ("reset-layout", NULL);
  g_signal_connect (reset, "activate", G_CALLBACK (reset_layout_activate), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (reset));

  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control><Shift>r"),
                        gtk_named_action_new ("win.reset-layout")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  /* Capture: the tab's own button still switches the page. */
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (tabs_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->bottom_switcher), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (self->bottom_stack, "notify::visible-child", G_CALLBACK (visible_tab_cb),
                    self);
  g_signal_connect (self->main_paned, "notify::position", G_CALLBACK (main_position_cb), self);
  g_signal_connect (self->canvas, "notify::floor-id", G_CALLBACK (canvas_floor_cb), self);
  g_signal_connect (self->main_paned, "notify::max-position", G_CALLBACK (room_changed_cb), self);
  g_signal_connect (self->outer_paned, "notify::max-position", G_CALLBACK (room_changed_cb), self);
  GtkPaned *const sides[] = { self->outer_paned, self->left_paned, self->center_paned };
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    g_signal_connect (sides[i], "notify::position", G_CALLBACK (pane_changed_cb), self);
  g_signal_connect (self->left_paned, "notify::max-position", G_CALLBACK (pane_changed_cb), self);

  /* Folded from the first frame: the map's first zoom to fit sees its room. */
  show_folded (self, TRUE);
  set_position (self, self->main_paned, G_MAXINT / 4);
  queue_apply (self);
}

void
tw_window_layout_dispose (TwWindow *self)
{
  TwWindowLayout *layout = self->layout;
  if (layout == NULL)
    return;
  if (layout->apply_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), layout->apply_tick);
  if (layout->clamp_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), layout->clamp_tick);
  if (layout->refit_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), layout->refit_tick);
  g_signal_handlers_disconnect_by_data (self->bottom_stack, self);
  g_signal_handlers_disconnect_by_data (self->main_paned, self);
  g_signal_handlers_disconnect_by_func (self->canvas, canvas_floor_cb, self);
  g_signal_handlers_disconnect_by_data (self->outer_paned, self);
  g_signal_handlers_disconnect_by_data (self->left_paned, self);
  g_signal_handlers_disconnect_by_data (self->center_paned, self);
  g_free (layout->path);
  g_free (layout);
  self->layout = NULL;
}

/* ---- public ------------------------------------------------------------------------- */

gboolean
tw_window_get_bottom_panel_open (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return !self->layout->sizes[self->layout->mode].folded;
}

void
tw_window_get_layout_minimums (TwWindow *self, int *map_min, int *bottom_min)
{
  g_return_if_fail (TW_IS_WINDOW (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self->main_paned));
  if (map_min != NULL)
    *map_min = map_min_height (height);
  if (bottom_min != NULL)
    *bottom_min = bottom_min_height (self, self->layout->mode, height);
}

gboolean
tw_window_get_layout_pending (TwWindow *self)
{
  g_return_val_if_fail (TW_IS_WINDOW (self), FALSE);
  return self->layout->apply_tick != 0 || self->layout->clamp_tick != 0
         || self->layout->refit_tick != 0;
}
