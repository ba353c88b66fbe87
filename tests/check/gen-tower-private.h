/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen-tower-private.h: the generated tower as the generator's parts share
 * it: gen-tower.c draws it, gen-tower-write.c writes it as mota-js files,
 * gen-tower-moves.c writes its script. */
#pragma once

#include <jansson.h>

#include "tests/check/gen-tower.h"

G_BEGIN_DECLS

#define GEN_MAX_FLOORS 3
#define GEN_MAX_ENEMIES 5
#define GEN_MAX_SKILLS 4

/* What a tile is to the generator and its script. */
typedef enum
{
  GEN_EMPTY,
  GEN_WALL,
  GEN_DOOR,
  GEN_ITEM,
  GEN_ENEMY,
  GEN_STAIRS,
} GenKind;

typedef struct
{
  char id[8]; /* "MT1" */
  int width, height;
  guint32 *map;         /* width * height tile numbers, row by row */
  json_t *change_floor; /* its changeFloor object: "x,y" -> {floorId, stair} */
} GenFloor;

typedef struct
{
  const char *id; /* an enemy of the sample's enemys.js */
  guint32 tile;
  int home;    /* the only floor it stands on (a patrol's route is in its cells), or -1 */
  json_t *def; /* its new enemys.js entry */
} GenEnemy;

typedef struct
{
  const char *id;  /* an item of the sample's items.js */
  const char *cls; /* skillupdate, skillbattle, skillremote, skillrecover */
  json_t *fields;  /* the skill's fields (docs/rules.md §4.1) */
} GenSkill;

typedef struct
{
  guint32 seed;
  TwGenFlags flags;
  GRand *rand;
  char *template_dir;
  json_t *maps;        /* the sample's maps.js: tile number -> {cls, id, ...} */
  GHashTable *numbers; /* tile id -> tile number (GUINT_TO_POINTER) */
  GenFloor floors[GEN_MAX_FLOORS];
  int n_floors;
  GenEnemy enemies[GEN_MAX_ENEMIES];
  int n_enemies;
  GenSkill skills[GEN_MAX_SKILLS];
  int n_skills;
  struct
  {
    int hp, atk, def, mdef;
    int x, y; /* on the first floor */
    int yellow_keys;
  } hero;
} GenTower;

/* gen-tower.c */
guint32 gen_tile (const GenTower *t, const char *id);
GenKind gen_tile_kind (const GenTower *t, guint32 tile);
/* The key a door tile needs (its doorInfo's first key), or NULL. */
const char *gen_door_key (const GenTower *t, guint32 tile);
int gen_range (GenTower *t, int lo, int hi); /* lo..hi, both included */
gboolean gen_chance (GenTower *t, int percent);

/* gen-tower-write.c */
gboolean gen_copy_template (const GenTower *t, const char *out_dir, GError **error);
gboolean gen_write_project (const GenTower *t, const char *out_dir, GError **error);
json_t *gen_load_data_file (const char *path, char **prefix, GError **error);

/* gen-tower-moves.c: plays the tower written in @out_dir in the engine while
 * it writes the script; @text gets the script. */
gboolean gen_write_moves (GenTower *t, const char *out_dir, GError **error);

G_END_DECLS
