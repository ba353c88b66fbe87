/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-image-folders.c: the picture lookup of mota-js's libs/loader.js, by
 * version (docs/formats.md, "Where the pictures are"). */
#include "editor/render/tw-image-folders.h"

#include <string.h>

/* loader.js is small (under 20 kB in every release); more is not one. */
#define LOADER_MAX_BYTES (1024 * 1024)

/* What the game's own loader reads from: 2.6's loadImage builds
 * 'project/images/' + name for every kind, 2.7's builds
 * 'project/' + dir + '/' + name. -1 when there is no loader.js to ask. */
static int
layout_from_loader (const char *project_dir)
{
  g_autofree char *game = g_path_get_dirname (project_dir);
  g_autofree char *path = g_build_filename (game, "libs", "loader.js", NULL);
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_get_contents (path, &text, &length, NULL) || length > LOADER_MAX_BYTES)
    return -1;
  if (strstr (text, "'project/' + dir + '/'") != NULL)
    return TW_IMAGE_LAYOUT_FOLDERS;
  if (strstr (text, "'project/images/' + name") != NULL)
    return TW_IMAGE_LAYOUT_ONE_FOLDER;
  return -1;
}

TwImageLayout
tw_image_folders_detect (const char *project_dir)
{
  if (project_dir == NULL)
    return TW_IMAGE_LAYOUT_FOLDERS;
  int from_loader = layout_from_loader (project_dir);
  if (from_loader >= 0)
    return (TwImageLayout)from_loader;
  /* A project/ folder copied without libs/: its folders tell. */
  g_autofree char *materials = g_build_filename (project_dir, "materials", NULL);
  g_autofree char *images = g_build_filename (project_dir, "images", NULL);
  if (!g_file_test (materials, G_FILE_TEST_IS_DIR) && g_file_test (images, G_FILE_TEST_IS_DIR))
    return TW_IMAGE_LAYOUT_ONE_FOLDER;
  return TW_IMAGE_LAYOUT_FOLDERS;
}

static const char *
kind_folder (TwImageLayout layout, TwImageKind kind)
{
  if (layout == TW_IMAGE_LAYOUT_ONE_FOLDER)
    return "images";
  switch (kind)
    {
    case TW_IMAGE_MATERIAL:
      return "materials";
    case TW_IMAGE_AUTOTILE:
      return "autotiles";
    case TW_IMAGE_TILESET:
      return "tilesets";
    case TW_IMAGE_PICTURE:
    default:
      return "images";
    }
}

/* A name the browser would resolve inside its folder: no absolute path,
 * no "..", no backslash (a Windows separator a browser turns into '/'). */
static gboolean
name_is_safe (const char *name)
{
  if (name == NULL || *name == '\0' || g_path_is_absolute (name) || strchr (name, '\\') != NULL)
    return FALSE;
  g_auto (GStrv) parts = g_strsplit (name, "/", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] == '\0' || g_str_equal (parts[i], "..") || g_str_equal (parts[i], "."))
      return FALSE;
  return TRUE;
}

char *
tw_image_folders_relative (TwImageLayout layout, TwImageKind kind, const char *name)
{
  if (!name_is_safe (name))
    return NULL;
  /* loader.js loadImage: `if (name.indexOf(".") < 0) name = name + ".png"`. */
  const char *suffix = strchr (name, '.') == NULL ? ".png" : "";
  return g_strconcat (kind_folder (layout, kind), "/", name, suffix, NULL);
}

char *
tw_image_folders_project_dir (const char *path, const char *game_folder)
{
  if (path == NULL && game_folder == NULL)
    return NULL;
  g_autofree char *base = game_folder != NULL                       ? g_strdup (game_folder)
                          : g_file_test (path, G_FILE_TEST_IS_DIR) ? g_strdup (path)
                                                                   : g_path_get_dirname (path);
  g_autofree char *project = g_build_filename (base, "project", NULL);
  return g_file_test (project, G_FILE_TEST_IS_DIR) ? g_steal_pointer (&project)
                                                   : g_steal_pointer (&base);
}
