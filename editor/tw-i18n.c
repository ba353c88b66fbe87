/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "editor/tw-i18n.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

/* TRUE when the running program is a binary of the build tree it was
 * compiled in (not installed): its catalogues are then in <build>/po. */
gboolean
tw_running_uninstalled (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  return exe != NULL && g_str_has_prefix (exe, TW_BUILD_ROOT "/");
}

const char *
tw_i18n_locale_dir (void)
{
  const char *override = g_getenv ("TW_LOCALEDIR");
  if (override != NULL && override[0] != '\0')
    return override;
  return tw_running_uninstalled () ? TW_BUILD_ROOT "/po" : TW_LOCALEDIR;
}

void
tw_i18n_init (void)
{
  /* GNU gettext ignores LANGUAGE under the plain C locale, which is what a
   * machine without LANG gives; C.UTF-8 formats the same and lets
   * `LANGUAGE=zh_CN turnwright` speak Chinese there too. */
  const char *messages = setlocale (LC_MESSAGES, NULL);
  if (messages != NULL && (strcmp (messages, "C") == 0 || strcmp (messages, "POSIX") == 0))
    setlocale (LC_ALL, "C.UTF-8");

  bindtextdomain (GETTEXT_PACKAGE, tw_i18n_locale_dir ());
  /* GTK and the terminal both want UTF-8 whatever the locale's charset. */
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
