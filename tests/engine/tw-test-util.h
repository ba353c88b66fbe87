/* tw-test-util.h: small towers for engine tests, built through the C API. */
#pragma once

#include "engine/tw-engine.h"

G_BEGIN_DECLS

/* Tile numbers of the test towers. */
#define TT_WALL 1
#define TT_DOOR 81
#define TT_KEY 21
#define TT_GEM 27
#define TT_STAIR 87
#define TT_ENEMY(i) (201 + (i))

/* A tower from a JSON text (the tower object of docs/formats.md). */
TwTower *tt_tower_from_text (const char *text);

G_END_DECLS
