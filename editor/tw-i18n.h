/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Translation macros for every module: _() for strings shown to people,
 * N_() for strings in static tables translated where they are shown.
 * Until a text domain is bound these return the English text unchanged. */
#ifndef TW_I18N_H
#define TW_I18N_H

#include <glib/gi18n.h>

#endif /* TW_I18N_H */
