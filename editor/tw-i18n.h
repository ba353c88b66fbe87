/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Translation macros for every module: _() for strings shown to people,
 * N_() for strings in static tables translated where they are shown,
 * ngettext() for counts. Until tw_i18n_init() binds the text domain
 * (both programs' main() do; tests only when they ask for it) these
 * return the English text unchanged. */
#ifndef TW_I18N_H
#define TW_I18N_H

#include <glib/gi18n.h>

/* Binds the "turnwright" text domain to its catalogues and makes it the
 * default one, with UTF-8 output. The catalogues are looked up in
 * $TW_LOCALEDIR when set (tests point it at the build tree's po/), else in
 * the installed locale directory. Call after setlocale (LC_ALL, ""). */
void tw_i18n_init (void);

/* The directory tw_i18n_init() binds (for diagnostics and tests). */
const char *tw_i18n_locale_dir (void);

/* TRUE when the running program is a binary of the build tree it was
 * compiled in (not installed): its catalogues are then in <build>/po, and
 * its data (the game reference) in the source tree. */
gboolean tw_running_uninstalled (void);

#endif /* TW_I18N_H */
