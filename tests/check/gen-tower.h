/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-tower.h: random map-turn mota-js towers for the check (docs/check.md,
 * "Random map-turn towers").
 *
 * A seed gives a complete mota-js 2.10.3 game folder: the stock sample's
 * engine and project files (tests/game/mota-js-2.10.3) with its floors
 * replaced by 1 to 3 random floors of 7x7 to 13x13 (walls, potions, gems,
 * keys and doors, stairs), some of the sample's enemies given random stats
 * and map-turn fields (docs/rules.md §10.1), 2 to 4 of its items made
 * skills (docs/rules.md §4), and a moves script, moves.txt, of 20 to 80
 * lines. The same seed gives the same folder, byte for byte.
 *
 * The script is played in Turnwright's engine while it is written, so that
 * its moves go where the hero really is (enemies move) and it ends where
 * the hero dies: the game ends there, and the check has nothing to compare
 * after it. Test code: GLib, jansson and the editor's headless library. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TW_GEN_DEFAULT = 0,
  /* The stock rules only: every enemy's timeCost 0 (its other map-turn
   * fields stay, inert), no contactBattleOnly, no skill items, and no
   * script line the plain game cannot play (wait, skill, cancel). The
   * engine and the stock game must agree on such a tower. */
  TW_GEN_NO_MAPTURN = 1 << 0,
} TwGenFlags;

#define TW_GEN_ERROR (tw_gen_error_quark ())

typedef enum
{
  TW_GEN_ERROR_TEMPLATE, /* the stock sample game could not be read */
  TW_GEN_ERROR_WRITE,    /* the folder could not be written */
  TW_GEN_ERROR_ENGINE,   /* the written tower did not load in the engine */
} TwGenError;

GQuark tw_gen_error_quark (void);

/* Writes the tower of @seed, with the map-turn fields, into @out_dir (made
 * if missing; files of an earlier tower there are overwritten, so use an
 * empty folder) and its script into @out_dir/moves.txt. */
gboolean tw_gen_tower (guint32 seed, const char *out_dir, GError **error);

/* The same, with @flags. */
gboolean tw_gen_tower_full (guint32 seed, const char *out_dir, TwGenFlags flags, GError **error);

/* The stock game the towers start from: $TW_SOURCE_ROOT/tests/game/mota-js-2.10.3,
 * else the source tree's. */
char *tw_gen_template_dir (void);

G_END_DECLS
