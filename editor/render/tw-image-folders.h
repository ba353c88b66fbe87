/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-image-folders.h: where a mota-js game keeps each kind of picture, as
 * the game's own libs/loader.js looks for it. Up to 2.6.x every picture is
 * project/images/<name>; from 2.7 on each kind has its folder (materials/,
 * autotiles/, tilesets/, images/). A name without a dot gets ".png" in
 * every version (loader.js loadImage). No GTK, no cairo: plain paths. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TW_IMAGE_MATERIAL, /* a tile class's sheet (main.js materials: enemys, terrains, ...) */
  TW_IMAGE_AUTOTILE, /* icons.autotile's ids */
  TW_IMAGE_TILESET,  /* data.main.tilesets */
  TW_IMAGE_PICTURE,  /* data.main.images and the floors' `images` */
} TwImageKind;

typedef enum
{
  TW_IMAGE_LAYOUT_FOLDERS,    /* 2.7 to 2.10: one folder per kind */
  TW_IMAGE_LAYOUT_ONE_FOLDER, /* 2.6.x and older: all in project/images */
} TwImageLayout;

/* The layout of the game whose `project/` folder is @project_dir: what
 * its libs/loader.js (beside project/) loads from; without a loader.js,
 * ONE_FOLDER when project/ has images/ but no materials/, else FOLDERS. */
TwImageLayout tw_image_folders_detect (const char *project_dir);

/* The picture's path relative to project/ ("materials/enemys.png",
 * "images/magictower.png"), or NULL for a name the game could not load
 * either (empty, absolute, or climbing out with ".."). */
char *tw_image_folders_relative (TwImageLayout layout, TwImageKind kind, const char *name);

/* The mota-js project/ folder a tower's pictures are read from: the game
 * folder (@game_folder, else @path itself when it is a folder, else the
 * folder holding the project file @path), or its project/ subfolder when
 * it has one. The app and `turnwright-cli render` both ask this. NULL
 * when @path is NULL and no game folder is given. */
char *tw_image_folders_project_dir (const char *path, const char *game_folder);

G_END_DECLS
