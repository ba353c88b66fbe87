/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the mota-js tests: temporary folders and file comparison. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Copies a folder tree. */
void  tw_test_copy_tree (const char *src,
                         const char *dest);
/* Removes a folder tree. */
void  tw_test_remove_tree (const char *path);
/* A new temporary folder (remove it with tw_test_remove_tree). */
char *tw_test_make_tmp_dir (void);
/* The contents of a file (asserts it can be read). */
char *tw_test_read (const char *path);
/* How many lines differ between two texts of the same line count (-1 when the
 * line counts differ); *changed gets the first changed line of b. */
int   tw_test_count_changed_lines (const char *a,
                                   const char *b,
                                   char      **changed);
/* Runs turnwright-cli (TW_CLI) with argv; returns its exit status. */
int   tw_test_run_cli (const char *const *args,
                       char              **out,
                       char              **err);

G_END_DECLS
