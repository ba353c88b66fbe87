/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <locale.h>

#include "ui/tw-application.h"
#include "editor/tw-i18n.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  tw_i18n_init ();
  g_autoptr (TwApplication) app = tw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
