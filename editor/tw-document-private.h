/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-document-private.h: what the document's files share: its struct and
 * the operation and edit helpers of tw-document.c, used by the floor and
 * entity operations of tw-document-entities.c. */
#pragma once

#include "editor/tw-document.h"
#include "editor/tw-history.h"

G_BEGIN_DECLS

struct _TwDocument
{
  GObject parent_instance;

  json_t *tower;
  TwHistory *history;
  guint operation_depth;
  GPtrArray *pending; /* const TwEdit*, owned by the history */

  /* last notified values of the history properties */
  gboolean dirty;
  gboolean can_undo;
  gboolean can_redo;
  char *undo_label;
  char *redo_label;
};

/* tw-document.c */
void tw_document_operation_begin (TwDocument *self, const char *label);
void tw_document_operation_end (TwDocument *self);
gboolean tw_document_edit (TwDocument *self, TwEditKind kind, const char *parent, const char *key,
                           const char *new_key, json_t *value, GError **error);
gboolean tw_document_edit_set_new (TwDocument *self, const char *parent, const char *key,
                                   json_t *value);
gboolean tw_document_edit_set_index (TwDocument *self, const char *parent, gsize index,
                                     json_t *value);
json_t *tw_document_floor_ids_array (TwDocument *self);
json_t *tw_document_part (TwDocument *self, const char *name);
gboolean tw_document_fail (GError **error, TwDocumentError code, const char *format, ...)
    G_GNUC_PRINTF (3, 4);
char *tw_document_floor_path (const char *floor_id);

/* tw-document-references.c: inside an operation, after the definition was
 * renamed. */
void tw_document_rename_in_references (TwDocument *self, const char *old_id, const char *new_id,
                                       gboolean item);

G_END_DECLS
