/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-test-util.h: small towers for engine tests. */
#pragma once

#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* Tile numbers of tt_tower(): 1 wall, 81 yellowDoor (needs yellowKey),
 * 87 upFloor, 88 downFloor; the i-th enemy of @enemys is 201 + i and the
 * i-th item of @items is 301 + i. */
#define TT_WALL 1
#define TT_DOOR 81
#define TT_UP 87
#define TT_DOWN 88
#define TT_ENEMY(i) (201 + (i))
#define TT_ITEM(i) (301 + (i))

/* A tower from a JSON text (the tower object of docs/formats.md). */
TwTower *tt_tower_from_text (const char *text);
/* A tower from its parts, each a JSON object text: @enemys and @items (may be
 * NULL), @floors ({"F0": {"map": [[...]], ...}}), @hero (firstData.hero, may
 * be NULL) starting on the first floor of @floors. */
TwTower *tt_tower (const char *enemys, const char *items, const char *floors, const char *hero);
json_t *tt_tower_json (const char *enemys, const char *items, const char *floors, const char *hero);

/* JSON text written with single quotes for double ones, so that the towers
 * of the tests stay readable, parsed (a new reference). Aborts the test when
 * it is not JSON. */
json_t *tt_json_sq (const char *text);

/* A file of the bundled test sample, tests/data/mota-sample/@relative (say
 * "project/enemys.js"), parsed as JSON: a mota `.js` data file is JSON after
 * the text before its first `{`. Aborts the test on any error. */
json_t *tt_load_mota_js (const char *relative);

/* Records events as compact lines: "tick 3", "act F0:1:1:slime g0 idle", ... */
typedef struct
{
  GString *text;
  GPtrArray *json; /* json_t* trace objects */
} TtLog;

TtLog *tt_log_new (void);
void tt_log_free (TtLog *log);
void tt_log_sink (TwEngine *engine, const TwEvent *event, gpointer user_data);
/* Takes and clears the text. */
char *tt_log_take (TtLog *log);

G_END_DECLS
