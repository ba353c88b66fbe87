/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-history.h: reversible edits of a JSON tree and the undo history.
 *
 * Every change to the tower is a list of primitive edits, each addressed by a
 * JSON Pointer (RFC 6901) to its container, so that undoing it restores the
 * tree exactly, key order included. Commands are the undo steps: one or more
 * edits under a label. The history is a stack of commands with a position
 * and a clean point.
 */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* JSON Pointers. Paths are "" (the root) or "/seg/seg", with '~' written
 * "~0" and '/' written "~1" inside a segment. */
char   *tw_path_escape        (const char *segment);
char   *tw_path_append        (const char *path,
                               const char *segment);
char   *tw_path_append_index  (const char *path,
                               gsize       index);
char  **tw_path_split         (const char *path);
/* "/a/b~1c" -> parent "/a", key "b/c" (unescaped); FALSE for "" (the root). */
gboolean tw_path_split_last   (const char *path,
                               char      **parent,
                               char      **key);
json_t *tw_path_resolve       (json_t     *root,
                               const char *path);

/* Where a key sits in an object's insertion order (-1 when absent). */
gssize  tw_path_key_position  (json_t     *object,
                               const char *key);

typedef enum
{
  TW_EDIT_SET,    /* object: add or replace a key; array: replace an element */
  TW_EDIT_REMOVE, /* object: delete a key; array: delete an element */
  TW_EDIT_INSERT, /* array: insert an element before index (index == size appends) */
  TW_EDIT_RENAME, /* object: give a key a new name at the same position */
} TwEditKind;

/* One primitive edit, as recorded. Read-only for users of the history. */
typedef struct
{
  TwEditKind kind;
  char *parent;        /* JSON Pointer of the container */
  char *key;           /* object key, or array index in decimal */
  char *new_key;       /* TW_EDIT_RENAME only */
  json_t *old_value;   /* NULL when a key was added */
  json_t *new_value;   /* NULL for removals and renames */
  gssize old_position; /* where a removed key stood */
} TwEdit;

typedef struct _TwCommand TwCommand;

const char   *tw_command_get_label   (const TwCommand *command);
guint         tw_command_get_n_edits (const TwCommand *command);
const TwEdit *tw_command_get_edit    (const TwCommand *command,
                                      guint            index);

typedef struct _TwHistory TwHistory;

#define TW_HISTORY_ERROR (tw_history_error_quark ())
GQuark tw_history_error_quark (void);

typedef enum
{
  TW_HISTORY_ERROR_NOT_FOUND, /* the path or key does not exist */
  TW_HISTORY_ERROR_EXISTS,    /* the key already exists (rename) */
  TW_HISTORY_ERROR_TYPE,      /* the container is not an object or array */
} TwHistoryError;

TwHistory *tw_history_new  (void);
void       tw_history_free (TwHistory *self);

/* Groups: every edit made between the outermost begin and end is one undo
 * step, labelled by the outermost label. Groups nest. An edit outside any
 * group is a step of its own. A group with no edit leaves no step. */
void     tw_history_begin_group (TwHistory  *self,
                                 const char *label);
void     tw_history_end_group   (TwHistory  *self);
gboolean tw_history_in_group    (TwHistory  *self);

/* Applies an edit to root and records it. value is copied (deep), so the
 * caller keeps its own. Returns the recorded edit (owned by the history), or
 * NULL with error set and the tree unchanged. */
const TwEdit *tw_history_apply (TwHistory   *self,
                                json_t      *root,
                                TwEditKind   kind,
                                const char  *parent,
                                const char  *key,
                                const char  *new_key,
                                json_t      *value,
                                GError     **error);

gboolean tw_history_can_undo (TwHistory *self);
gboolean tw_history_can_redo (TwHistory *self);

/* Reverts or re-applies one step; returns it (owned by the history), or
 * NULL when there is nothing to do or a group is open. */
const TwCommand *tw_history_undo (TwHistory *self,
                                  json_t    *root);
const TwCommand *tw_history_redo (TwHistory *self,
                                  json_t    *root);

const char *tw_history_get_undo_label (TwHistory *self);
const char *tw_history_get_redo_label (TwHistory *self);
guint       tw_history_get_position   (TwHistory *self);
guint       tw_history_get_length     (TwHistory *self);

/* The clean point is the position of the last save. Dirty means the current
 * position differs from it; once a new edit drops the redo steps that led to
 * it, the clean point is unreachable and the history stays dirty. */
void     tw_history_mark_clean (TwHistory *self);
gboolean tw_history_is_dirty   (TwHistory *self);

G_END_DECLS
