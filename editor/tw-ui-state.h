/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-ui-state.h: the window's layout remembered between launches.
 *
 * GSettings needs an installed schema, which an app run from its build tree
 * does not have; so the few numbers the window remembers (its pane
 * positions) live in a small key file, by default
 * g_get_user_config_dir()/turnwright/layout.ini, written atomically. A
 * missing or unreadable file is an empty state: the layout is a comfort,
 * never a reason to fail.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TwUiState TwUiState;

/* g_get_user_config_dir()/turnwright/layout.ini; a new string. */
char      *tw_ui_state_default_path (void);

/* Reads path (NULL: the default path). Never fails: what cannot be read is
 * left out. */
TwUiState *tw_ui_state_load         (const char  *path);
void       tw_ui_state_free         (TwUiState   *self);
const char *tw_ui_state_get_path    (TwUiState   *self);

/* The number under group and key; FALSE (and *value untouched) when absent
 * or not a number. */
gboolean   tw_ui_state_get_int      (TwUiState   *self,
                                     const char  *group,
                                     const char  *key,
                                     int         *value);
void       tw_ui_state_set_int      (TwUiState   *self,
                                     const char  *group,
                                     const char  *key,
                                     int          value);

/* Writes the file atomically, creating its folder. */
gboolean   tw_ui_state_save         (TwUiState   *self,
                                     GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwUiState, tw_ui_state_free)

G_END_DECLS
