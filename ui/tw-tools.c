/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tools.c: the map tools; see tw-tools.h. */
#include "ui/tw-tools.h"
#include "editor/tw-i18n.h"

#include <math.h>

struct _TwTools
{
  GObject parent_instance;

  TwDocument *document;
  char *floor_id;
  TwToolKind tool;
  int tile;
  TwLayer layer; /* the layer the tools paint, pick and copy */

  /* The stroke in progress. */
  gboolean stroking;
  gboolean group_open;
  gboolean moving; /* select: dragging the selection's cells */
  int anchor_x, anchor_y;
  int last_x, last_y;

  gboolean has_selection;
  GdkRectangle selection;

  /* The stamp the pencil and rectangle paint: stamp_width x stamp_height
   * tile numbers row by row; NULL: the single tile. */
  int *stamp;
  int stamp_width, stamp_height;

  /* The clipboard: clip_width x clip_height tile numbers, row by row. */
  int *clip;
  int clip_width, clip_height;

  /* The selection before and after each step the tools made that moved or
   * used it (SelectionMark), so undo and redo bring it back. */
  GArray *marks;
  gboolean in_history_step; /* tw_tools_undo or _redo is running */
};

typedef struct
{
  guint position; /* the document's history position once the step is done */
  char *floor_id;
  gboolean had_before, had_after;
  GdkRectangle before, after;
} SelectionMark;

static void
selection_mark_clear (gpointer data)
{
  g_free (((SelectionMark *)data)->floor_id);
}

G_DEFINE_FINAL_TYPE (TwTools, tw_tools, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_TILE_PICKED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const char *const tool_names[TW_N_TOOLS]
    = { "pencil", "eraser", "rectangle", "fill", "select", "pick" };

const char *
tw_tool_kind_to_string (TwToolKind kind)
{
  g_return_val_if_fail (kind < TW_N_TOOLS, NULL);
  return tool_names[kind];
}

int
tw_tool_kind_from_string (const char *name)
{
  for (int i = 0; i < TW_N_TOOLS; i++)
    if (g_strcmp0 (name, tool_names[i]) == 0)
      return i;
  return -1;
}

static void
tools_changed (TwTools *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static gboolean
floor_size (TwTools *self, int *width, int *height)
{
  return self->document != NULL && self->floor_id != NULL
         && tw_document_get_floor_size (self->document, self->floor_id, width, height);
}

/* Ends an open undo group, whatever stopped the stroke. */
static void
stroke_finish (TwTools *self)
{
  if (self->group_open && self->document != NULL)
    tw_document_end_group (self->document);
  self->group_open = FALSE;
  self->stroking = FALSE;
  self->moving = FALSE;
}

static void
tw_tools_dispose (GObject *object)
{
  TwTools *self = TW_TOOLS (object);
  stroke_finish (self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tw_tools_parent_class)->dispose (object);
}

static void
tw_tools_finalize (GObject *object)
{
  TwTools *self = TW_TOOLS (object);
  g_free (self->floor_id);
  g_free (self->clip);
  g_free (self->stamp);
  g_array_unref (self->marks);
  G_OBJECT_CLASS (tw_tools_parent_class)->finalize (object);
}

static void
tw_tools_class_init (TwToolsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = tw_tools_dispose;
  object_class->finalize = tw_tools_finalize;

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_TILE_PICKED]
      = g_signal_new ("tile-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
tw_tools_init (TwTools *self)
{
  self->layer = TW_LAYER_EVENT;
  self->tile = -1;
  self->marks = g_array_new (FALSE, TRUE, sizeof (SelectionMark));
  g_array_set_clear_func (self->marks, selection_mark_clear);
}

TwTools *
tw_tools_new (void)
{
  return g_object_new (TW_TYPE_TOOLS, NULL);
}

/* ---- the selection through undo and redo ------------------------------------------ */

/* A change not made by undo or redo starts a new future: marks of steps at or
 * after the current position belonged to the undone steps it replaces. */
static void
document_edited (TwTools *self)
{
  if (self->in_history_step || self->document == NULL)
    return;
  guint position = tw_document_get_history_position (self->document);
  guint keep = 0;
  while (keep < self->marks->len
         && g_array_index (self->marks, SelectionMark, keep).position < position)
    keep++;
  g_array_set_size (self->marks, keep);
}

/* Remembers the selection before a step; mark_end records it with the one after. */
static void
mark_begin (TwTools *self, SelectionMark *mark)
{
  *mark = (SelectionMark){
    .position = self->document ? tw_document_get_history_position (self->document) : 0,
    .had_before = self->has_selection,
    .before = self->selection,
  };
}

static void
mark_end (TwTools *self, SelectionMark *mark)
{
  if (self->document == NULL || tw_document_get_history_position (self->document) == mark->position)
    return; /* no step was made */
  mark->position = tw_document_get_history_position (self->document);
  mark->floor_id = g_strdup (self->floor_id);
  mark->had_after = self->has_selection;
  mark->after = self->selection;
  g_array_append_val (self->marks, *mark);
}

static SelectionMark *
mark_find (TwTools *self, guint position)
{
  for (guint i = 0; i < self->marks->len; i++)
    if (g_array_index (self->marks, SelectionMark, i).position == position)
      return &g_array_index (self->marks, SelectionMark, i);
  return NULL;
}

static void
selection_restore (TwTools *self, const SelectionMark *mark, gboolean after)
{
  if (mark == NULL || g_strcmp0 (mark->floor_id, self->floor_id) != 0)
    return;
  if (after ? mark->had_after : mark->had_before)
    {
      const GdkRectangle *r = after ? &mark->after : &mark->before;
      tw_tools_set_selection (self, r->x, r->y, r->width, r->height);
    }
  else
    tw_tools_clear_selection (self);
}

gboolean
tw_tools_undo (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (self->document == NULL)
    return FALSE;
  guint step = tw_document_get_history_position (self->document);
  self->in_history_step = TRUE;
  gboolean done = tw_document_undo (self->document);
  self->in_history_step = FALSE;
  if (done)
    selection_restore (self, mark_find (self, step), FALSE);
  return done;
}

gboolean
tw_tools_redo (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (self->document == NULL)
    return FALSE;
  self->in_history_step = TRUE;
  gboolean done = tw_document_redo (self->document);
  self->in_history_step = FALSE;
  if (done)
    selection_restore (self, mark_find (self, tw_document_get_history_position (self->document)),
                       TRUE);
  return done;
}

void
tw_tools_set_document (TwTools *self, TwDocument *document)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  stroke_finish (self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_array_set_size (self->marks, 0);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "cells-changed", G_CALLBACK (document_edited), self);
      g_signal_connect_swapped (document, "floors-changed", G_CALLBACK (document_edited), self);
      g_signal_connect_swapped (document, "entity-changed", G_CALLBACK (document_edited), self);
    }
  self->has_selection = FALSE;
  tools_changed (self);
}

TwDocument *
tw_tools_get_document (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), NULL);
  return self->document;
}

void
tw_tools_set_floor (TwTools *self, const char *floor_id)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  if (g_strcmp0 (self->floor_id, floor_id) == 0)
    return;
  stroke_finish (self);
  g_free (self->floor_id);
  self->floor_id = g_strdup (floor_id);
  self->has_selection = FALSE;
  tools_changed (self);
}

const char *
tw_tools_get_floor (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), NULL);
  return self->floor_id;
}

void
tw_tools_set_tool (TwTools *self, TwToolKind tool)
{
  g_return_if_fail (TW_IS_TOOLS (self) && tool < TW_N_TOOLS);
  if (self->tool == tool)
    return;
  stroke_finish (self);
  self->tool = tool;
  tools_changed (self);
}

TwToolKind
tw_tools_get_tool (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), TW_TOOL_PENCIL);
  return self->tool;
}

void
tw_tools_set_tile (TwTools *self, int tile)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  self->tile = tile;
  g_clear_pointer (&self->stamp, g_free);
  self->stamp_width = self->stamp_height = 0;
}

void
tw_tools_set_stamp (TwTools *self, const int *numbers, int width, int height)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  g_return_if_fail (numbers != NULL && width > 0 && height > 0);
  tw_tools_set_tile (self, numbers[0]);
  if (width * height == 1)
    return;
  self->stamp = g_memdup2 (numbers, sizeof (int) * (gsize)width * height);
  self->stamp_width = width;
  self->stamp_height = height;
}

const int *
tw_tools_get_stamp (TwTools *self, int *width, int *height)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), NULL);
  *width = self->stamp != NULL ? self->stamp_width : 1;
  *height = self->stamp != NULL ? self->stamp_height : 1;
  return self->stamp != NULL ? self->stamp : &self->tile;
}

int
tw_tools_get_tile (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), -1);
  return self->tile;
}

gboolean
tw_tools_is_stroking (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  return self->stroking;
}

/* ---- painting ---------------------------------------------------------------------- */

static void
group_begin (TwTools *self, const char *label)
{
  tw_document_begin_group (self->document, label);
  self->group_open = TRUE;
}

static int
cell_get (TwTools *self, int x, int y)
{
  return tw_document_get_layer_cell (self->document, self->floor_id, tw_layer_member (self->layer),
                                     x, y);
}

static void
paint (TwTools *self, int x, int y, int tile)
{
  if (tile < 0)
    return;
  /* Off-map cells and equal tiles are refused or no-ops; neither is an error here. */
  tw_document_set_layer_cell (self->document, self->floor_id, tw_layer_member (self->layer), x, y,
                              tile, NULL);
}

static GdkRectangle
rect_from_corners (int x0, int y0, int x1, int y1)
{
  return (GdkRectangle){ MIN (x0, x1), MIN (y0, y1), ABS (x1 - x0) + 1, ABS (y1 - y0) + 1 };
}

/* The stamp's tile for cell (x, y) when its copies are laid edge to edge
 * from (ox, oy): a drag or a rectangle repeats the stamp seamlessly. */
static int
stamp_tile_at (TwTools *self, int ox, int oy, int x, int y)
{
  if (self->stamp == NULL)
    return self->tile;
  int sx = ((x - ox) % self->stamp_width + self->stamp_width) % self->stamp_width;
  int sy = ((y - oy) % self->stamp_height + self->stamp_height) % self->stamp_height;
  return self->stamp[sy * self->stamp_width + sx];
}

/* The pencil at (x, y): the single tile, or the whole copy of the stamp
 * that covers (x, y) in the grid of copies laid from the stroke's start. */
static void
paint_pencil (TwTools *self, int x, int y)
{
  if (self->stamp == NULL)
    {
      paint (self, x, y, self->tile);
      return;
    }
  int w = self->stamp_width, h = self->stamp_height;
  int bx = self->anchor_x + (int)floor ((double)(x - self->anchor_x) / w) * w;
  int by = self->anchor_y + (int)floor ((double)(y - self->anchor_y) / h) * h;
  for (int sy = 0; sy < h; sy++)
    for (int sx = 0; sx < w; sx++)
      paint (self, bx + sx, by + sy, self->stamp[sy * w + sx]);
}

/* Fills a rectangle with `tile`, or (with_stamp) with copies of the stamp. */
static void
fill_rect (TwTools *self, const GdkRectangle *r, int tile, gboolean with_stamp)
{
  for (int y = r->y; y < r->y + r->height; y++)
    for (int x = r->x; x < r->x + r->width; x++)
      paint (self, x, y, with_stamp ? stamp_tile_at (self, r->x, r->y, x, y) : tile);
}

/* 4-connected flood fill from (x, y), with an explicit stack (floors reach 1000x1000). */
static void
flood_fill (TwTools *self, int x, int y, int tile)
{
  int width, height;
  int target = cell_get (self, x, y);
  if (tile < 0 || target < 0 || target == tile || !floor_size (self, &width, &height))
    return;
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (int));
  int start = y * width + x;
  g_array_append_val (stack, start);
  while (stack->len > 0)
    {
      int at = g_array_index (stack, int, stack->len - 1);
      g_array_set_size (stack, stack->len - 1);
      int cx = at % width, cy = at / width;
      if (cell_get (self, cx, cy) != target)
        continue;
      paint (self, cx, cy, tile);
      const int next[4][2] = { { cx - 1, cy }, { cx + 1, cy }, { cx, cy - 1 }, { cx, cy + 1 } };
      for (int i = 0; i < 4; i++)
        if (next[i][0] >= 0 && next[i][0] < width && next[i][1] >= 0 && next[i][1] < height)
          {
            int n = next[i][1] * width + next[i][0];
            g_array_append_val (stack, n);
          }
    }
}

static gboolean
selection_contains (TwTools *self, int x, int y)
{
  const GdkRectangle *s = &self->selection;
  return self->has_selection && x >= s->x && y >= s->y && x < s->x + s->width
         && y < s->y + s->height;
}

void
tw_tools_press (TwTools *self, int x, int y)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  int width, height;
  if (!floor_size (self, &width, &height))
    return;
  stroke_finish (self);
  self->stroking = TRUE;
  self->anchor_x = self->last_x = x;
  self->anchor_y = self->last_y = y;
  switch (self->tool)
    {
    case TW_TOOL_PENCIL:
      group_begin (self, _("Pencil"));
      paint_pencil (self, x, y);
      break;
    case TW_TOOL_ERASER:
      group_begin (self, _("Erase"));
      paint (self, x, y, 0);
      break;
    case TW_TOOL_FILL:
      group_begin (self, _("Fill"));
      flood_fill (self, x, y, self->tile);
      stroke_finish (self);
      break;
    case TW_TOOL_PICK:
      tw_tools_pick (self, x, y);
      stroke_finish (self);
      break;
    case TW_TOOL_SELECT:
      /* Moving cells (with their events) is for the event layer. */
      self->moving = self->layer == TW_LAYER_EVENT && selection_contains (self, x, y);
      if (!self->moving)
        {
          self->has_selection = TRUE;
          self->selection = (GdkRectangle){ x, y, 1, 1 };
        }
      break;
    case TW_TOOL_RECTANGLE:
    case TW_N_TOOLS:
      break;
    }
  tools_changed (self);
}

void
tw_tools_drag (TwTools *self, int x, int y)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  if (!self->stroking)
    return;
  self->last_x = x;
  self->last_y = y;
  switch (self->tool)
    {
    case TW_TOOL_PENCIL:
      paint_pencil (self, x, y);
      break;
    case TW_TOOL_ERASER:
      paint (self, x, y, 0);
      break;
    case TW_TOOL_SELECT:
      if (!self->moving)
        self->selection = rect_from_corners (self->anchor_x, self->anchor_y, x, y);
      tools_changed (self);
      break;
    case TW_TOOL_RECTANGLE:
      tools_changed (self);
      break;
    case TW_TOOL_FILL:
    case TW_TOOL_PICK:
    case TW_N_TOOLS:
      break;
    }
}

void
tw_tools_release (TwTools *self, int x, int y)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  if (!self->stroking)
    return;
  tw_tools_drag (self, x, y);
  if (self->tool == TW_TOOL_RECTANGLE)
    {
      GdkRectangle r = rect_from_corners (self->anchor_x, self->anchor_y, x, y);
      group_begin (self, _("Rectangle"));
      fill_rect (self, &r, self->tile, TRUE);
    }
  else if (self->tool == TW_TOOL_SELECT && self->moving)
    {
      int dx = x - self->anchor_x, dy = y - self->anchor_y;
      GdkRectangle *s = &self->selection;
      SelectionMark mark;
      mark_begin (self, &mark);
      if ((dx != 0 || dy != 0)
          && tw_document_move_cells (self->document, self->floor_id, s->x, s->y, s->width,
                                     s->height, dx, dy, NULL))
        tw_tools_set_selection (self, s->x + dx, s->y + dy, s->width, s->height);
      mark_end (self, &mark);
    }
  stroke_finish (self);
  tools_changed (self);
}

void
tw_tools_set_layer (TwTools *self, TwLayer layer)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  g_return_if_fail (layer < TW_N_LAYERS);
  if (self->layer == layer)
    return;
  stroke_finish (self);
  self->layer = layer;
  tools_changed (self);
}

TwLayer
tw_tools_get_layer (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), TW_LAYER_EVENT);
  return self->layer;
}

gboolean
tw_tools_pick (TwTools *self, int x, int y)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (self->document == NULL || self->floor_id == NULL)
    return FALSE;
  int tile = cell_get (self, x, y);
  if (tile < 0)
    return FALSE;
  self->tile = tile;
  g_signal_emit (self, signals[SIGNAL_TILE_PICKED], 0, tile);
  return TRUE;
}

/* ---- selection and clipboard -------------------------------------------------------- */

gboolean
tw_tools_get_selection (TwTools *self, GdkRectangle *out)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (self->has_selection && out != NULL)
    *out = self->selection;
  return self->has_selection;
}

void
tw_tools_set_selection (TwTools *self, int x, int y, int width, int height)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  int fw = 0, fh = 0;
  floor_size (self, &fw, &fh);
  int x0 = CLAMP (x, 0, fw), y0 = CLAMP (y, 0, fh);
  int x1 = CLAMP (x + width, 0, fw), y1 = CLAMP (y + height, 0, fh);
  self->has_selection = x1 > x0 && y1 > y0;
  self->selection = (GdkRectangle){ x0, y0, x1 - x0, y1 - y0 };
  tools_changed (self);
}

void
tw_tools_clear_selection (TwTools *self)
{
  g_return_if_fail (TW_IS_TOOLS (self));
  if (!self->has_selection)
    return;
  self->has_selection = FALSE;
  tools_changed (self);
}

gboolean
tw_tools_get_preview (TwTools *self, GdkRectangle *out)
{
  g_return_val_if_fail (TW_IS_TOOLS (self) && out != NULL, FALSE);
  if (!self->stroking)
    return FALSE;
  if (self->tool == TW_TOOL_RECTANGLE)
    {
      *out = rect_from_corners (self->anchor_x, self->anchor_y, self->last_x, self->last_y);
      return TRUE;
    }
  if (self->tool == TW_TOOL_SELECT && self->moving)
    {
      *out = self->selection;
      out->x += self->last_x - self->anchor_x;
      out->y += self->last_y - self->anchor_y;
      return TRUE;
    }
  return FALSE;
}

/* The selection's cells on the painted layer, row by row (a new array). */
static int *
selection_cells (TwTools *self)
{
  const GdkRectangle *s = &self->selection;
  int *cells = g_new (int, (gsize)s->width * s->height);
  for (int y = 0; y < s->height; y++)
    for (int x = 0; x < s->width; x++)
      cells[y * s->width + x] = MAX (0, cell_get (self, s->x + x, s->y + y));
  return cells;
}

gboolean
tw_tools_capture_stamp (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (!self->has_selection || self->document == NULL)
    return FALSE;
  g_autofree int *cells = selection_cells (self);
  tw_tools_set_stamp (self, cells, self->selection.width, self->selection.height);
  tools_changed (self);
  return TRUE;
}

gboolean
tw_tools_copy (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (!self->has_selection || self->document == NULL)
    return FALSE;
  g_free (self->clip);
  self->clip = selection_cells (self);
  self->clip_width = self->selection.width;
  self->clip_height = self->selection.height;
  tools_changed (self);
  return TRUE;
}

static gboolean
clear_selection_cells (TwTools *self, const char *label)
{
  SelectionMark mark;
  mark_begin (self, &mark);
  tw_document_begin_group (self->document, label);
  fill_rect (self, &self->selection, 0, FALSE);
  tw_document_end_group (self->document);
  mark_end (self, &mark);
  return TRUE;
}

gboolean
tw_tools_cut (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  return tw_tools_copy (self) && clear_selection_cells (self, _("Cut"));
}

gboolean
tw_tools_delete (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  if (!self->has_selection || self->document == NULL)
    return FALSE;
  return clear_selection_cells (self, _("Delete"));
}

gboolean
tw_tools_can_paste (TwTools *self)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  return self->clip != NULL && self->document != NULL && self->floor_id != NULL;
}

gboolean
tw_tools_paste (TwTools *self, int x, int y)
{
  g_return_val_if_fail (TW_IS_TOOLS (self), FALSE);
  int width, height;
  if (!tw_tools_can_paste (self) || !floor_size (self, &width, &height) || x < 0 || y < 0
      || x >= width || y >= height)
    return FALSE;
  SelectionMark mark;
  mark_begin (self, &mark);
  tw_document_begin_group (self->document, _("Paste"));
  for (int cy = 0; cy < self->clip_height; cy++)
    for (int cx = 0; cx < self->clip_width; cx++)
      if (x + cx < width && y + cy < height)
        paint (self, x + cx, y + cy, self->clip[cy * self->clip_width + cx]);
  tw_document_end_group (self->document);
  tw_tools_set_selection (self, x, y, self->clip_width, self->clip_height);
  mark_end (self, &mark);
  return TRUE;
}
