/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-tower-tool.c: `gen-tower-tool [--stock] SEED OUT_DIR` writes the random
 * map-turn tower of SEED (gen-tower.h) into OUT_DIR, with its script in
 * OUT_DIR/moves.txt; --stock: the stock rules only (TW_GEN_NO_MAPTURN).
 * A test's tool, not installed: to look at a seed the test reported, or to
 * make towers to try by hand (docs/check.md, "Random map-turn towers"). */
#include <stdio.h>
#include <string.h>

#include "tests/check/gen-tower.h"

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  TwGenFlags flags = TW_GEN_DEFAULT;
  int first = 1;
  char *end = NULL;

  if (argc > 1 && strcmp (argv[1], "--stock") == 0)
    flags |= TW_GEN_NO_MAPTURN, first++;
  if (argc - first != 2)
    {
      fprintf (stderr, "usage: %s [--stock] SEED OUT_DIR\n", argv[0]);
      return 2;
    }
  guint64 seed = g_ascii_strtoull (argv[first], &end, 10);
  if (end == argv[first] || *end != '\0' || seed > G_MAXUINT32)
    {
      fprintf (stderr, "%s: the seed should be a whole number from 0 to %u\n", argv[first],
               G_MAXUINT32);
      return 2;
    }
  if (!tw_gen_tower_full ((guint32)seed, argv[first + 1], flags, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}
