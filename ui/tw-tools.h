/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tools.h: the map tools, driven by cells as the canvas reports them.
 *
 * A TwTools turns pointer strokes on one floor of a document into edits:
 * every stroke is one undo step (tw_document_begin_group / end_group).
 *
 *   pencil (B)     paints the current tile on every cell the stroke crosses
 *   eraser (E)     paints 0
 *   rectangle (R)  fills the rectangle from the press to the release cell
 *   fill (F)       flood-fills the 4-connected region of the pressed cell's tile
 *   select (S)     drags a selection rectangle; a drag that starts inside the
 *                  selection moves its cells (tw_document_move_cells)
 *   pick (I)       takes the pressed cell's tile as the current tile
 *
 * capture_stamp takes the selection's cells (painted layer) as the pencil's stamp.
 *
 * The clipboard is the controller's own (tile numbers only; per-cell events
 * stay where they are). Signals: changed (selection, preview or clipboard
 * changed: redraw the overlay, update actions), tile-picked (number).
 */
#pragma once

#include <gdk/gdk.h>

#include "editor/render/tw-floor-render.h"
#include "editor/tw-document.h"

G_BEGIN_DECLS

typedef enum
{
  TW_TOOL_PENCIL,
  TW_TOOL_ERASER,
  TW_TOOL_RECTANGLE,
  TW_TOOL_FILL,
  TW_TOOL_SELECT,
  TW_TOOL_PICK,
  TW_N_TOOLS
} TwToolKind;

/* "pencil", "eraser", "rectangle", "fill", "select", "pick". */
const char *tw_tool_kind_to_string (TwToolKind kind);
/* -1 for an unknown name. */
int tw_tool_kind_from_string (const char *name);

#define TW_TYPE_TOOLS (tw_tools_get_type ())
G_DECLARE_FINAL_TYPE (TwTools, tw_tools, TW, TOOLS, GObject)

TwTools *tw_tools_new (void);
/* Drops the selection and any stroke in progress. document may be NULL. */
void tw_tools_set_document (TwTools *self, TwDocument *document);
TwDocument *tw_tools_get_document (TwTools *self);
/* The floor strokes paint on; changing it drops the selection. */
void tw_tools_set_floor (TwTools *self, const char *floor_id);
const char *tw_tools_get_floor (TwTools *self);

void tw_tools_set_tool (TwTools *self, TwToolKind tool);
TwToolKind tw_tools_get_tool (TwTools *self);
/* The tile pencil, rectangle and fill paint (-1: none chosen yet); drops a stamp. */
void tw_tools_set_tile (TwTools *self, int tile);
/* A stamp of width x height tiles (row by row) for the pencil and the
 * rectangle: a click paints the whole stamp with its top-left cell at the
 * pointer (one undo step), a drag lays copies edge to edge from the press,
 * a rectangle is filled with copies. Fill paints the top-left tile. */
void tw_tools_set_stamp (TwTools *self, const int *numbers, int width, int height);
/* The stamp (1 x 1: the tile); never NULL. */
const int *tw_tools_get_stamp (TwTools *self, int *width, int *height);
int tw_tools_get_tile (TwTools *self);
/* Tiled's "capture stamp": the selection's cells on the painted layer (its
 * numbers only, empty cells as 0) become the stamp, so the pencil paints a
 * copy of that part of the map wherever it clicks, one undo step a stroke.
 * A 1 x 1 selection becomes the tile. FALSE without a selection. */
gboolean tw_tools_capture_stamp (TwTools *self);
/* The layer the tools paint, fill, pick, copy, cut and paste (default the
 * event layer, `map`); moving a selection's cells works on the event layer only. */
void tw_tools_set_layer (TwTools *self, TwLayer layer);
TwLayer tw_tools_get_layer (TwTools *self);

/* A stroke, as the canvas's stroke-begin / stroke-cell / stroke-end give it. */
void tw_tools_press (TwTools *self, int x, int y);
void tw_tools_drag (TwTools *self, int x, int y);
void tw_tools_release (TwTools *self, int x, int y);
gboolean tw_tools_is_stroking (TwTools *self);
/* Picks the cell's tile whatever the tool (right click). FALSE off the map. */
gboolean tw_tools_pick (TwTools *self, int x, int y);

/* Undo and redo of the document, with the selection following: a step the
 * tools made with the selection (moving it, paste, cut, delete) brings back
 * the selection it had before (undo) or after (redo), on its floor. */
gboolean tw_tools_undo (TwTools *self);
gboolean tw_tools_redo (TwTools *self);

/* The selection, in cells; FALSE when there is none. */
gboolean tw_tools_get_selection (TwTools *self, GdkRectangle *out);
/* Clipped to the floor; an empty rectangle clears. */
void tw_tools_set_selection (TwTools *self, int x, int y, int width, int height);
void tw_tools_clear_selection (TwTools *self);
/* What a stroke in progress would change (the rectangle being drawn, the
 * selection being dragged to); FALSE when nothing is previewed. */
gboolean tw_tools_get_preview (TwTools *self, GdkRectangle *out);

gboolean tw_tools_copy (TwTools *self);
/* Copies the selection, then clears its cells (one undo step). */
gboolean tw_tools_cut (TwTools *self);
/* Paints the clipboard with its top-left cell at (x, y), clipped to the floor
 * (one undo step); the pasted cells become the selection. */
gboolean tw_tools_paste (TwTools *self, int x, int y);
/* Clears the selection's cells to 0 (one undo step). */
gboolean tw_tools_delete (TwTools *self);
gboolean tw_tools_can_paste (TwTools *self);

G_END_DECLS
