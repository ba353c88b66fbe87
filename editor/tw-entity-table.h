/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-entity-table.h: enemy and item definitions as a table (no GTK).
 *
 * The enemy and item grids show one row per definition and one column per
 * plain field of the field table (engine/tw-fields.c): numbers, text,
 * choices, booleans and an enemy's specials; object fields (actArgs,
 * effect) are left to the inspector, but effect's number members
 * ("effect/atk") are columns of their own. This module gives a cell's text,
 * parses a typed text back into a value (as strictly as the inspector), and
 * writes it: each write one undo step of the document. It also copies rows
 * as TSV, pastes TSV over rows, and exports and imports the numeric columns
 * as CSV. A paste or an import is checked whole before anything is written:
 * on error the document is unchanged; otherwise it is one undo step.
 */
#pragma once

#include <glib.h>

#include "editor/tw-document.h"
#include "engine/tw-fields.h"

G_BEGIN_DECLS

#define TW_ENTITY_TABLE_ERROR (tw_entity_table_error_quark ())
GQuark tw_entity_table_error_quark (void);

typedef enum
{
  TW_ENTITY_TABLE_ERROR_VALUE,    /* a value that does not parse or is out of range */
  TW_ENTITY_TABLE_ERROR_COLUMN,   /* an unknown column */
  TW_ENTITY_TABLE_ERROR_ROW,      /* an unknown id, or rows that do not fit the selection */
  TW_ENTITY_TABLE_ERROR_FORMAT,   /* malformed CSV (an unclosed quote) or no header */
  TW_ENTITY_TABLE_ERROR_NOT_HERE, /* the field does not apply to the item's class */
} TwEntityTableError;

/* The columns of kind (TW_ENTITY_ENEMY or TW_ENTITY_ITEM), in field table
 * order, one per field name; the id is not a column. n may be NULL. The
 * array is static. */
const TwField *const *tw_entity_table_columns (TwEntityKind kind, guint *n);
/* The column named name ("hp", "effect/atk"), or NULL. */
const TwField *tw_entity_table_column (TwEntityKind kind, const char *name);
/* Numbers and whole numbers: what CSV and paste write. */
gboolean tw_entity_table_is_numeric (const TwField *column);

/* The row of the field table for an entity's column: for items, the row of
 * the item's class; NULL when the column does not apply to it. */
const TwField *tw_entity_table_field_for (TwDocument *doc, TwEntityKind kind, const char *id,
                                          const TwField *column);

/* The cell's text: the value as typed (numbers without a needless ".0",
 * specials as "1, 5"), "" when the field is missing or does not apply. */
char *tw_entity_table_cell_text (TwDocument *doc, TwEntityKind kind, const char *id,
                                 const TwField *column);
/* A number for sorting: the value, or the field's default; NaN for text. */
double tw_entity_table_cell_number (TwDocument *doc, TwEntityKind kind, const char *id,
                                    const TwField *column);

/* Parses text for field: *value a new reference, or NULL for "remove the
 * field" (empty text on a field that may be missing). */
gboolean tw_entity_table_parse (const TwField *field, const char *text, json_t **value,
                                GError **error);

/* Writes a cell from its text: one undo step labelled after the field, or
 * none when the value is the same. On error nothing changes. */
gboolean tw_entity_table_set_cell (TwDocument *doc, TwEntityKind kind, const char *id,
                                   const TwField *column, const char *text, GError **error);

/* Whether the entity's id or name contains query (case-insensitive), or
 * the query is a comparison on a numeric column: "hp>100", "timeCost=0",
 * "atk<=50" (operators < <= > >= = !=). Words separated by spaces must all
 * match. An empty query matches everything. */
gboolean tw_entity_table_matches (TwDocument *doc, TwEntityKind kind, const char *id,
                                  const char *query);

/* Rows as TSV: a header line "id<TAB>column..." and one line per id, every
 * column. */
char *tw_entity_table_to_tsv (TwDocument *doc, TwEntityKind kind, const char *const *ids);
/* Pastes TSV over the rows ids, in order: the numeric columns only (others
 * are skipped, empty cells too). With a header line (first cell "id") the
 * columns are named by it, else they are the columns of to_tsv without the
 * id. One pasted line goes to every row; else the line counts must match.
 * n_changed (may be NULL) is the number of values written. */
gboolean tw_entity_table_paste_tsv (TwDocument *doc, TwEntityKind kind, const char *const *ids,
                                    const char *tsv, guint *n_changed, GError **error);

/* The numeric columns as CSV: "id,name,hp,atk,..." and one line per
 * definition, in file order (RFC 4180 quoting). */
char *tw_entity_table_export_csv (TwDocument *doc, TwEntityKind kind);
/* Reads CSV written by export (columns in any order; "id" needed; "name"
 * and the other non-numeric columns are ignored; empty cells leave the
 * value). file names the source in errors, which say
 * "FILE:LINE:COLUMN: ...". All or nothing, one undo step. */
gboolean tw_entity_table_import_csv (TwDocument *doc, TwEntityKind kind, const char *csv,
                                     const char *file, guint *n_changed, GError **error);

G_END_DECLS
