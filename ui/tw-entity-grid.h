/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-entity-grid.h: every enemy or item definition in one table.
 *
 * A GtkColumnView over the document's enemies (or items): the id, then one
 * column per field of editor/tw-entity-table (name, hp, atk, ..., specials,
 * timeCost, actType, ...; items: cls, timeCost, ..., effect/atk, ...).
 * Columns sort on a header click; the search entry filters by id or name,
 * or compares a column ("hp>100 atk<50"). Cells are frameless entries:
 * Enter or leaving the cell writes it through the document (one undo step;
 * a bad value is refused with its reason under the table), Escape puts the
 * stored value back. A field that does not apply to an item's class is
 * shown as a dash and cannot be typed into.
 *
 * Rows are selected by clicking them (their id; Ctrl and Shift for more).
 * Actions (grid.*): copy (Ctrl+C outside a cell's text: the selected rows
 * as TSV on the clipboard), paste (Ctrl+V: the clipboard's numbers over the
 * selected rows, or the row of the cell being typed in, one undo step; one
 * value on the clipboard goes into that cell as text), export-csv,
 * import-csv (the numeric columns).
 *
 * The cells are named "cell-<field>" ("cell-hp", "cell-effect/atk"; the id
 * column "cell-id") and carry their row's id as object data "tw-row-id".
 */
#pragma once

#include <gtk/gtk.h>

#include "editor/tw-document.h"

G_BEGIN_DECLS

#define TW_TYPE_ENTITY_GRID (tw_entity_grid_get_type ())
G_DECLARE_FINAL_TYPE (TwEntityGrid, tw_entity_grid, TW, ENTITY_GRID, GtkWidget)

/* kind: TW_ENTITY_ENEMY or TW_ENTITY_ITEM. */
GtkWidget *tw_entity_grid_new (TwEntityKind kind);
TwEntityKind tw_entity_grid_get_kind (TwEntityGrid *self);
/* document may be NULL (an empty table). */
void tw_entity_grid_set_document (TwEntityGrid *self, TwDocument *document);
TwDocument *tw_entity_grid_get_document (TwEntityGrid *self);

/* The rows shown (filtered, sorted) and their ids. */
guint tw_entity_grid_get_n_rows (TwEntityGrid *self);
const char *tw_entity_grid_get_row_id (TwEntityGrid *self, guint position);
/* Sorts by a column: "id" or a field name. */
void tw_entity_grid_sort_by (TwEntityGrid *self, const char *column, GtkSortType order);
/* The filter entry's text. */
void tw_entity_grid_set_filter (TwEntityGrid *self, const char *text);
/* Selects the rows at the positions given (the others are unselected). */
void tw_entity_grid_select_rows (TwEntityGrid *self, const guint *positions, guint n);
/* The ids of the selected rows, in the order shown (NULL-terminated, free
 * with g_strfreev). */
char **tw_entity_grid_dup_selected_ids (TwEntityGrid *self);
/* Shows and selects the row of id (clears the filter when it hides it). */
gboolean tw_entity_grid_reveal (TwEntityGrid *self, const char *id);

/* Pastes TSV over the selected rows as Ctrl+V does, and says so under the
 * table. */
gboolean tw_entity_grid_paste_text (TwEntityGrid *self, const char *tsv, GError **error);
/* The CSV import and export the actions run after their file choosers. */
gboolean tw_entity_grid_export_csv (TwEntityGrid *self, const char *path, GError **error);
gboolean tw_entity_grid_import_csv (TwEntityGrid *self, const char *path, GError **error);
/* The message under the table (the last refused edit, paste or import,
 * or what a paste or import changed), "" when none. */
const char *tw_entity_grid_get_message (TwEntityGrid *self);

G_END_DECLS
