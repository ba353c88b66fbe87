/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <locale.h>

#include "ui/tw-application.h"
#include "editor/check/tw-script-worker.h"
#include "editor/tw-i18n.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  tw_i18n_init ();
  /* V8 for tower code Duktape cannot run (docs/js-engine.md). */
  tw_script_worker_install ();
  g_autoptr (TwApplication) app = tw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
