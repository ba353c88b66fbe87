/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "editor/tw-i18n.h"

#include <glib.h>

const char *
tw_i18n_locale_dir (void)
{
  const char *override = g_getenv ("TW_LOCALEDIR");
  return override != NULL && override[0] != '\0' ? override : TW_LOCALEDIR;
}

void
tw_i18n_init (void)
{
  bindtextdomain (GETTEXT_PACKAGE, tw_i18n_locale_dir ());
  /* GTK and the terminal both want UTF-8 whatever the locale's charset. */
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
