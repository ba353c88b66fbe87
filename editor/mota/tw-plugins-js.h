/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-plugins-js.h: a mota-js project/plugins.js read as the shape the engine
 * loads, `var plugins_... = { "name": function () {...}, ... }`, without
 * running it.
 *
 * The reader is a JavaScript tokenizer (comments, strings, template
 * literals, regular expressions, brackets) that finds where each entry of the
 * object starts and ends, so that an entry can be added, replaced or removed
 * and every other byte of the file kept. It also notes where the tower
 * defines a map-turn plugin of its own (consumeTime, advanceMapTurnOne,
 * mapTurnState, mapTurn), outside Turnwright's runtime entry, which it
 * recognises by its markers and does not read (docs/runtime.md).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The runtime's markers: its function's first body line is the version
 * marker followed by the version number, its last one the end marker. */
#define TW_RUNTIME_MARKER     "// @turnwright-runtime map-turn "
#define TW_RUNTIME_END_MARKER "// @turnwright-runtime end"
/* The key of the runtime's entry in the plugins object. */
#define TW_RUNTIME_ENTRY_KEY "mapTurn"

typedef struct
{
  char *key;       /* the key, unquoted */
  gsize key_start; /* offset of the key's first byte (its quote) */
  gsize value_end; /* one past the value's last byte */
  gsize comma;     /* offset of the ',' after the value, 0 when none follows */
  guint line;      /* 1-based line of the key */
  gboolean ours;   /* Turnwright's runtime (its markers) */
  guint version;   /* of Turnwright's runtime */
} TwPluginsEntry;

typedef struct
{
  gsize open;       /* offset of the object's '{' */
  gsize close;      /* offset of the object's '}' */
  GArray *entries;  /* TwPluginsEntry, in file order */
  int ours;         /* index of Turnwright's runtime entry, -1 if none */
  const char *newline; /* "\r\n" for a file of CRLF lines, else "\n" */
  /* The first place where the tower has a map-turn plugin of its own: its
   * 1-based line (0: none) and what is there ("this.consumeTime ="). */
  guint own_line;
  char *own_what;
} TwPluginsObject;

/* Reads @text (@length bytes; @display names the file in errors). FALSE
 * with a TW_JSON_ERROR naming the file, line and column when it is not the
 * plugins object's shape. Clear @object with tw_plugins_object_clear. */
gboolean tw_plugins_js_parse (const char      *text,
                              gsize            length,
                              const char      *display,
                              TwPluginsObject *object,
                              GError         **error);
void     tw_plugins_object_clear (TwPluginsObject *object);

/* TRUE when @line (@length bytes, one line without its end) holds the
 * version marker and nothing else but blanks; *version gets the number. */
gboolean tw_plugins_js_read_marker (const char *line,
                                    gsize       length,
                                    guint      *version);
/* TRUE when @line holds the end marker and nothing else but blanks. */
gboolean tw_plugins_js_is_end_marker (const char *line,
                                      gsize       length);

G_END_DECLS
