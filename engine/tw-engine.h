/* tw-engine.h: the Turnwright map-turn engine, plain C on GLib and jansson.
 *
 * Nothing here may include GTK or GObject: the CLI, the tests and the app all
 * share this library.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The engine's version, the same string as the project's. */
const char *tw_engine_version (void);

G_END_DECLS
