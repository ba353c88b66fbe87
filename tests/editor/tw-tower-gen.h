/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-gen.h: writes a large mota-js tower for tests and benchmarks. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Writes DIR/project/ (data.js, enemys.js, items.js, maps.js, floors/F<i>.js)
 * in the official editor's layout: n_floors 13x13 floors joined by stairs,
 * n_enemies enemies with map-turn fields, placed over the floors. The same
 * seed gives the same tower. */
void tw_tower_gen_write (const char *dir,
                         guint       n_floors,
                         guint       n_enemies,
                         guint32     seed);

/* The same tower with tileset art: tileset_png (a mota-js tileset image)
 * copied as project/tilesets/magictower.png and named in main.tilesets,
 * and every floor with a bgmap of tileset cells and a sparse fgmap. */
void tw_tower_gen_write_layered (const char *dir,
                                 guint       n_floors,
                                 guint       n_enemies,
                                 guint32     seed,
                                 const char *tileset_png);

G_END_DECLS
