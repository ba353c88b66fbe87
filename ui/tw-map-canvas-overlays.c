/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-map-canvas-overlays.c: the canvas's overlay pass, drawn with
 * GtkSnapshot every frame over the visible cells: grid, hero start, damage
 * numbers, critical values, badges, live gauges and patrol routes. */
#include "ui/tw-map-canvas-private.h"

#include "editor/render/tw-badge-layout.h"

/* ---- the overlay pass: GtkSnapshot per frame --------------------------------- */

/* Overlay text (damage numbers, badges) is rendered once per text and
 * style into a small cached surface: drawing a few hundred labels a frame as
 * text nodes (five each, for the outline) cost several milliseconds. */
typedef enum
{
  LABEL_DAMAGE,
  LABEL_DAMAGE_LOSS,
  LABEL_BADGE,
  LABEL_CRITICAL, /* the Criticals overlay: small, gold, outlined */
} LabelStyle;

typedef struct
{
  cairo_surface_t *surface;
  GdkTexture *texture;
  int width;
  int height;
} Label;

#define LABEL_CACHE_MAX 1024

void
tw_map_canvas_label_free (gpointer data)
{
  Label *label = data;
  g_clear_object (&label->texture);
  cairo_surface_destroy (label->surface);
  g_free (label);
}

static void
label_draw (cairo_t *cr, PangoLayout *layout, LabelStyle style, int width, int height)
{
  if (style == LABEL_BADGE)
    {
      double radius = 3;
      cairo_new_sub_path (cr);
      cairo_arc (cr, width - radius, radius, radius, -G_PI_2, 0);
      cairo_arc (cr, width - radius, height - radius, radius, 0, G_PI_2);
      cairo_arc (cr, radius, height - radius, radius, G_PI_2, G_PI);
      cairo_arc (cr, radius, radius, radius, G_PI, 3 * G_PI_2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.10, 0.15, 0.45, 0.85);
      cairo_fill (cr);
      cairo_move_to (cr, 1.5, 0);
      cairo_set_source_rgb (cr, 1, 1, 1);
      pango_cairo_show_layout (cr, layout);
      return;
    }
  /* A one-pixel black outline, as mota-js draws its damage numbers. */
  static const int offsets[][2] = { { 0, 1 }, { 2, 1 }, { 1, 0 }, { 1, 2 } };
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
    {
      cairo_move_to (cr, offsets[i][0], offsets[i][1]);
      pango_cairo_show_layout (cr, layout);
    }
  if (style == LABEL_DAMAGE_LOSS)
    cairo_set_source_rgb (cr, 1, 0.2, 0.2);
  else if (style == LABEL_CRITICAL)
    cairo_set_source_rgb (cr, 1, 0.82, 0.2);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, 1, 1);
  pango_cairo_show_layout (cr, layout);
}

static Label *
label_get (TwMapCanvas *self, const char *text, LabelStyle style)
{
  g_autofree char *key = g_strdup_printf ("%d%s", (int)style, text);
  Label *label = g_hash_table_lookup (self->labels, key);
  if (label != NULL)
    return label;

  int cs = tw_map_canvas_get_cell_pixels (self);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font
      = pango_font_description_from_string (style == LABEL_BADGE ? "Sans" : "Sans Bold");
  double size = style == LABEL_CRITICAL ? CLAMP (cs * 0.26, 8, 15) : CLAMP (cs * 0.32, 9, 18);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  int tw, th;
  pango_layout_get_pixel_size (layout, &tw, &th);

  label = g_new0 (Label, 1);
  label->width = style == LABEL_BADGE ? tw + 3 : tw + 2;
  label->height = style == LABEL_BADGE ? th : th + 2;
  label->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, label->width, label->height);
  cairo_t *cr = cairo_create (label->surface);
  label_draw (cr, layout, style, label->width, label->height);
  cairo_destroy (cr);
  cairo_surface_flush (label->surface);
  g_object_unref (layout);
  g_hash_table_insert (self->labels, g_steal_pointer (&key), label);
  return label;
}

static GdkTexture *
label_texture (Label *label)
{
  if (label->texture == NULL)
    {
      int stride = cairo_image_surface_get_stride (label->surface);
      GBytes *bytes = g_bytes_new_with_free_func (
          cairo_image_surface_get_data (label->surface), (gsize)label->height * stride,
          (GDestroyNotify)cairo_surface_destroy, cairo_surface_reference (label->surface));
      label->texture
          = gdk_memory_texture_new (label->width, label->height, GDK_MEMORY_DEFAULT, bytes, stride);
      g_bytes_unref (bytes);
    }
  return label->texture;
}

/* Labels of one frame: painted through one cairo node with the cairo
 * renderer, as cached textures otherwise (like the tile chunks). */
typedef struct
{
  GtkSnapshot *snapshot;
  cairo_t *cr;
  gboolean use_cairo;
  double width;
  double height;
} LabelPainter;

static void
label_paint (LabelPainter *painter, Label *label, double x, double y)
{
  if (!painter->use_cairo)
    {
      gtk_snapshot_append_texture (painter->snapshot, label_texture (label),
                                   &GRAPHENE_RECT_INIT (x, y, label->width, label->height));
      return;
    }
  if (painter->cr == NULL)
    painter->cr = gtk_snapshot_append_cairo (
        painter->snapshot, &GRAPHENE_RECT_INIT (0, 0, painter->width, painter->height));
  cairo_set_source_surface (painter->cr, label->surface, x, y);
  cairo_rectangle (painter->cr, x, y, label->width, label->height);
  cairo_fill (painter->cr);
}

/* The texts of an enemy cell's damage and critical labels, with the
 * overlays as they are set: the pass and tw_map_canvas_get_cell_labels share it. */
static void
enemy_label_texts (TwMapCanvas *self, const char *enemy_id, TwMapCellLabels *out)
{
  *out = (TwMapCellLabels){ NULL, TRUE, NULL };
  if (enemy_id == NULL)
    return;
  if (self->show_damage && self->damage_func != NULL)
    out->damage = self->damage_func (enemy_id, &out->damage_can_win, self->damage_data);
  if (self->show_criticals && self->critical_func != NULL)
    out->critical = self->critical_func (enemy_id, self->critical_data);
}

void
tw_map_cell_labels_clear (TwMapCellLabels *labels)
{
  g_clear_pointer (&labels->damage, g_free);
  g_clear_pointer (&labels->critical, g_free);
}

void
tw_map_canvas_get_cell_labels (TwMapCanvas *self, int x, int y, TwMapCellLabels *out)
{
  g_return_if_fail (TW_IS_MAP_CANVAS (self) && out != NULL);
  *out = (TwMapCellLabels){ NULL, TRUE, NULL };
  int number = tw_map_canvas_get_cell (self, x, y);
  if (tw_map_canvas_enemy_definition (self, number) == NULL)
    return;
  enemy_label_texts (self, tw_map_canvas_cell_id (self, number), out);
}

/* The critical value in the cell's top-right corner; where the badge took
 * that corner, the top-left one; not drawn when it would cover another
 * label or leave the cell. */
static void
paint_critical (TwMapCanvas *self, LabelPainter *painter, Label *critical,
                const TwCellLabels *placed, const graphene_rect_t *cell)
{
  TwLabelBox box = { cell->origin.x, cell->origin.y, cell->size.width, cell->size.height };
  TwLabelBox right = { cell->origin.x + cell->size.width - critical->width, cell->origin.y,
                       critical->width, critical->height };
  TwLabelBox left = { cell->origin.x, cell->origin.y, critical->width, critical->height };
  const TwLabelBox *choices[] = { &right, &left };
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      const TwLabelBox *at = choices[i];
      if (!tw_label_box_inside (at, &box)
          || (placed->damage_shown && tw_label_box_overlaps (at, &placed->damage))
          || (placed->badge_form >= 0 && tw_label_box_overlaps (at, &placed->badge)))
        continue;
      label_paint (painter, critical, at->x, at->y);
      self->stats.critical_labels++;
      return;
    }
  self->stats.labels_hidden++;
}

/* The badge's labels, longest first: the cost and the action ("5 chase"),
 * then the cost and the action's initial ("5C"); 0 when the enemy is not
 * scheduled. */
static guint
badge_labels (TwMapCanvas *self, json_t *enemy, Label *forms[2])
{
  /* The field table's readers: what the engine reads, defaults included. */
  static const TwField *time_cost_row, *act_type_row;
  if (time_cost_row == NULL)
    {
      time_cost_row = tw_field_lookup (TW_FIELD_OWNER_ENEMY, "timeCost");
      act_type_row = tw_field_lookup (TW_FIELD_OWNER_ENEMY, "actType");
    }
  gint64 time_cost = tw_field_read_int (time_cost_row, enemy);
  if (time_cost <= 0)
    return 0;
  const char *act = tw_field_read_string (act_type_row, enemy);
  g_autofree char *long_text = g_strdup_printf ("%" G_GINT64_FORMAT " %s", time_cost, act);
  g_autofree char *short_text
      = g_strdup_printf ("%" G_GINT64_FORMAT "%c", time_cost, g_ascii_toupper (act[0]));
  forms[0] = label_get (self, long_text, LABEL_BADGE);
  forms[1] = label_get (self, short_text, LABEL_BADGE);
  return 2;
}

/* A cell's damage number and badge, laid out so that neither leaves the
 * cell nor covers the other (tw_cell_labels_layout): what does not fit is
 * not drawn. */
static void
paint_cell_labels (TwMapCanvas *self, LabelPainter *painter, Label *damage, Label *critical,
                   Label *const *badges, guint n_badges, const graphene_rect_t *cell)
{
  TwLabelBox box = { cell->origin.x, cell->origin.y, cell->size.width, cell->size.height };
  TwLabelBox forms[2];
  for (guint i = 0; i < n_badges; i++)
    forms[i] = (TwLabelBox){ 0, 0, badges[i]->width, badges[i]->height };
  TwCellLabels placed;
  tw_cell_labels_layout (&box, damage ? damage->width : 0, damage ? damage->height : 0, forms,
                         n_badges, &placed);
  if (placed.damage_shown)
    label_paint (painter, damage, placed.damage.x, placed.damage.y);
  else if (damage != NULL)
    self->stats.labels_hidden++;
  if (placed.badge_form >= 0)
    label_paint (painter, badges[placed.badge_form], placed.badge.x, placed.badge.y);
  else if (n_badges > 0)
    self->stats.labels_hidden++;
  if (critical != NULL)
    paint_critical (self, painter, critical, &placed, cell);
}

static gboolean
route_point (json_t *point, int *x, int *y)
{
  if (json_is_array (point) && json_array_size (point) >= 2)
    {
      *x = (int)json_integer_value (json_array_get (point, 0));
      *y = (int)json_integer_value (json_array_get (point, 1));
      return TRUE;
    }
  if (json_is_object (point))
    {
      *x = (int)json_integer_value (json_object_get (point, "x"));
      *y = (int)json_integer_value (json_object_get (point, "y"));
      return TRUE;
    }
  return FALSE;
}

/* Patrol routes: the enemy's cell, then its route in order and back to the
 * first route cell (docs/rules.md §7: the route repeats from its first cell). */
/* Where the floor's enemies stand (for the routes); scanned again after
 * cells change. */
static void
enemy_cells_update (TwMapCanvas *self)
{
  if (self->enemy_cells_valid)
    return;
  g_array_set_size (self->enemy_cells, 0);
  /* Whether a tile number is an enemy with a definition, asked once a number:
   * a floor holds few kinds, and this runs every tick while enemies move. */
  g_autoptr (GHashTable) is_enemy = g_hash_table_new (NULL, NULL);
  for (int y = 0; y < self->height; y++)
    {
      json_t *row = json_array_get (self->map, (size_t)y);
      for (int x = 0; x < self->width; x++)
        {
          json_t *cell = json_array_get (row, (size_t)x);
          int number = json_is_integer (cell) ? (int)json_integer_value (cell) : 0;
          gpointer known;
          if (!g_hash_table_lookup_extended (is_enemy, GINT_TO_POINTER (number), NULL, &known))
            {
              known = GINT_TO_POINTER (tw_map_canvas_enemy_definition (self, number) != NULL);
              g_hash_table_insert (is_enemy, GINT_TO_POINTER (number), known);
            }
          if (known != NULL)
            {
              int pair[2] = { x, y };
              g_array_append_vals (self->enemy_cells, pair, 2);
            }
        }
    }
  self->enemy_cells_valid = TRUE;
}

/* The patrol routes to draw: for each, its length n, then n (x, y) cells
 * (the enemy's own, then the route's, then back to the route's first). */
static GArray *
route_cells (TwMapCanvas *self)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (int));
  enemy_cells_update (self);
  for (guint e = 0; e < self->enemy_cells->len; e += 2)
    {
      int x = g_array_index (self->enemy_cells, int, e);
      int y = g_array_index (self->enemy_cells, int, e + 1);
      json_t *enemy = tw_map_canvas_enemy_definition (self, tw_map_canvas_get_cell (self, x, y));
      json_t *route = json_object_get (json_object_get (enemy, "actArgs"), "route");
      const char *act = json_string_value (json_object_get (enemy, "actType"));
      if (!json_is_array (route) || json_array_size (route) == 0
          || tw_act_type_or_idle (act) != TW_ACT_PATROL)
        continue;
      guint start = cells->len;
      int n = 0, pair[2] = { x, y };
      g_array_append_val (cells, n);
      g_array_append_vals (cells, pair, 2);
      n++;
      size_t i;
      json_t *point;
      json_array_foreach (route, i, point)
      {
        if (!route_point (point, &pair[0], &pair[1]))
          continue;
        g_array_append_vals (cells, pair, 2);
        n++;
      }
      if (n == 1)
        {
          g_array_set_size (cells, start); /* no route cell to go to */
          continue;
        }
      /* Back to the first route cell: copied out first, since appending may
       * move the array's data. */
      pair[0] = g_array_index (cells, int, start + 3);
      pair[1] = g_array_index (cells, int, start + 4);
      g_array_append_vals (cells, pair, 2);
      g_array_index (cells, int, start) = n + 1;
    }
  return cells;
}

static void
draw_routes (TwMapCanvas *self, cairo_t *cr, const GArray *cells, double ox, double oy)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  cairo_set_line_width (cr, MAX (1.5, cs / 12.0));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 0.0, 0.85, 0.95, 0.9);
  for (guint i = 0; i < cells->len;)
    {
      int n = g_array_index (cells, int, i);
      const int *p = &g_array_index (cells, int, i + 1);
      for (int k = 0; k < n; k++)
        cairo_line_to (cr, ox + (p[2 * k] + 0.5) * cs, oy + (p[2 * k + 1] + 0.5) * cs);
      cairo_stroke (cr);
      /* A dot on each route cell (the last point is the first route cell again). */
      for (int k = 1; k < n - 1; k++)
        {
          cairo_arc (cr, ox + (p[2 * k] + 0.5) * cs, oy + (p[2 * k + 1] + 0.5) * cs,
                     MAX (2, cs / 8.0), 0, 2 * G_PI);
          cairo_fill (cr);
        }
      i += 1 + 2 * (guint)n;
    }
}

void
tw_map_canvas_routes_clear (TwMapCanvas *self)
{
  g_clear_pointer (&self->routes_node, gsk_render_node_unref);
  g_clear_pointer (&self->routes_cells, g_array_unref);
}

/* The routes' node is kept while the routes and the view stay the same:
 * a new node every frame made GTK redraw the whole canvas (and, with GL,
 * upload a canvas-sized texture), and no node is made when no route shows. */
void
tw_map_canvas_snapshot_routes (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy)
{
  GArray *cells = route_cells (self);
  int cs = tw_map_canvas_get_cell_pixels (self);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                               gtk_widget_get_height (GTK_WIDGET (self)));
  gboolean same = self->routes_cells != NULL && self->routes_cells->len == cells->len
                  && memcmp (self->routes_cells->data, cells->data, cells->len * sizeof (int)) == 0
                  && self->routes_ox == ox && self->routes_oy == oy && self->routes_cs == cs
                  && graphene_rect_equal (&self->routes_bounds, &bounds);
  if (!same)
    {
      tw_map_canvas_routes_clear (self);
      self->routes_cells = g_array_ref (cells);
      self->routes_ox = ox;
      self->routes_oy = oy;
      self->routes_cs = cs;
      self->routes_bounds = bounds;
      if (cells->len > 0)
        {
          self->routes_node = gsk_cairo_node_new (&bounds);
          cairo_t *cr = gsk_cairo_node_get_draw_context (self->routes_node);
          draw_routes (self, cr, cells, ox, oy);
          cairo_destroy (cr);
        }
    }
  g_array_unref (cells);
  if (self->routes_node != NULL)
    gtk_snapshot_append_node (snapshot, self->routes_node);
}

static void
draw_hero_marker (cairo_t *cr, const char *direction, double x, double y, int cs)
{
  double cx = x + cs / 2.0, cy = y + cs / 2.0, r = cs * 0.38;
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1.0, 0.85, 0.1, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1.0, 0.80, 0.0);
  cairo_set_line_width (cr, MAX (1.5, cs / 14.0));
  cairo_stroke (cr);
  /* An arrow toward the facing direction. */
  double angle = -G_PI_2;
  if (g_strcmp0 (direction, "down") == 0)
    angle = G_PI_2;
  else if (g_strcmp0 (direction, "left") == 0)
    angle = G_PI;
  else if (g_strcmp0 (direction, "right") == 0)
    angle = 0;
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, r * 0.75, 0);
  cairo_line_to (cr, -r * 0.45, -r * 0.5);
  cairo_line_to (cr, -r * 0.45, r * 0.5);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1.0, 0.80, 0.0);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tw_map_canvas_snapshot_hero (TwMapCanvas *self, GtkSnapshot *snapshot, const GdkRectangle *cells)
{
  json_t *first = json_object_get (json_object_get (self->tower, "data"), "firstData");
  if (g_strcmp0 (json_string_value (json_object_get (first, "floorId")), self->floor_id) != 0)
    return;
  json_t *loc = json_object_get (json_object_get (first, "hero"), "loc");
  int x = (int)json_integer_value (json_object_get (loc, "x"));
  int y = (int)json_integer_value (json_object_get (loc, "y"));
  if (x < cells->x || y < cells->y || x >= cells->x + cells->width || y >= cells->y + cells->height)
    return;
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (self, x, y, &cell);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &cell);
  draw_hero_marker (cr, json_string_value (json_object_get (loc, "direction")), cell.origin.x,
                    cell.origin.y, tw_map_canvas_get_cell_pixels (self));
  cairo_destroy (cr);
}

void
tw_map_canvas_snapshot_grid (TwMapCanvas *self, GtkSnapshot *snapshot, double ox, double oy,
                             const GdkRectangle *cells)
{
  int cs = tw_map_canvas_get_cell_pixels (self);
  if (cs < 6)
    return;
  /* Mid grey reads on dark (stone) and light (grass) grounds alike. */
  const GdkRGBA line = { 0.55, 0.55, 0.55, 0.45 };
  double top = oy + (double)cells->y * cs, left = ox + (double)cells->x * cs;
  double bottom = top + (double)cells->height * cs, right = left + (double)cells->width * cs;
  for (int x = cells->x; x <= cells->x + cells->width; x++)
    gtk_snapshot_append_color (snapshot, &line,
                               &GRAPHENE_RECT_INIT (ox + (double)x * cs, top, 1, bottom - top));
  for (int y = cells->y; y <= cells->y + cells->height; y++)
    gtk_snapshot_append_color (snapshot, &line,
                               &GRAPHENE_RECT_INIT (left, oy + (double)y * cs, right - left, 1));
}

/* A cell's map damage, in red in its middle (mota-js draws it so). */
static void
paint_map_damage (TwMapCanvas *self, LabelPainter *painter, int x, int y)
{
  if (self->map_damage_func == NULL)
    return;
  gint64 value = self->map_damage_func (x, y, self->map_damage_data);
  if (value <= 0)
    return;
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  Label *label = label_get (self, text, LABEL_DAMAGE_LOSS);
  graphene_rect_t cell;
  tw_map_canvas_cell_bounds (self, x, y, &cell);
  label_paint (painter, label, cell.origin.x + (cell.size.width - label->width) / 2,
               cell.origin.y + (cell.size.height - label->height) / 2);
  self->stats.map_damage_labels++;
}

void
tw_map_canvas_snapshot_cell_overlays (TwMapCanvas *self, GtkSnapshot *snapshot,
                                      const GdkRectangle *cells)
{
  gboolean damage = self->show_damage && self->damage_func != NULL;
  gboolean criticals = self->show_criticals && self->critical_func != NULL;
  tw_map_canvas_snapshot_gauges (self, snapshot, cells);
  if ((!damage && !criticals && !self->show_badges)
      || tw_map_canvas_get_cell_pixels (self) < TEXT_MIN_CELL)
    return;
  /* Trimmed between frames only: a frame holds its cells' labels until they
   * are laid out and painted. */
  if (g_hash_table_size (self->labels) >= LABEL_CACHE_MAX)
    g_hash_table_remove_all (self->labels);
  LabelPainter painter
      = { snapshot, NULL, tw_map_canvas_renderer_is_cairo (self),
          gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)) };
  for (int y = cells->y; y < cells->y + cells->height; y++)
    for (int x = cells->x; x < cells->x + cells->width; x++)
      {
        self->stats.cells_overlaid++;
        int number = tw_map_canvas_get_cell (self, x, y);
        json_t *enemy = tw_map_canvas_enemy_definition (self, number);
        if (enemy == NULL)
          {
            if (damage)
              paint_map_damage (self, &painter, x, y);
            continue;
          }
        graphene_rect_t cell;
        tw_map_canvas_cell_bounds (self, x, y, &cell);
        TwMapCellLabels texts;
        enemy_label_texts (self, tw_map_canvas_cell_id (self, number), &texts);
        Label *damage_text
            = texts.damage == NULL
                  ? NULL
                  : label_get (self, texts.damage,
                               texts.damage_can_win ? LABEL_DAMAGE : LABEL_DAMAGE_LOSS);
        Label *critical_text
            = texts.critical == NULL ? NULL : label_get (self, texts.critical, LABEL_CRITICAL);
        tw_map_cell_labels_clear (&texts);
        Label *badges[2];
        guint n_badges = self->show_badges ? badge_labels (self, enemy, badges) : 0;
        paint_cell_labels (self, &painter, damage_text, critical_text, badges, n_badges, &cell);
      }
  if (painter.cr != NULL)
    cairo_destroy (painter.cr);
}
