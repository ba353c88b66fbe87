/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-floor-images.h: a floor's `images` read in both of mota-js's forms.
 * Towers written before 2.7 (libs/maps.js up to May 2020) keep an array of
 * [x, y, "name", type, frames] entries (or a bare file name, or one string
 * for the whole member); 2.7 and later keep objects {name, canvas, x, y,
 * sx, sy, w, h, frame, reverse, disabled}. The renderer and the image
 * loader read the object form only: this turns the old form into it without
 * touching the document, so the file is written back as it was read. */
#pragma once

#include <glib.h>
#include <jansson.h>

G_BEGIN_DECLS

/* The floor's images as an array of objects in the 2.7 form (a new
 * reference), or NULL when the floor has none. Object entries are shared
 * with the floor; an old entry becomes {name, canvas, x, y, frame, reverse}
 * as the old game drew it: type 0 (or none) the "bg" canvas, 1 "fg", 2
 * "auto", any other type no canvas (never drawn); a name ending in ":x",
 * ":y" or ":o" is that mirror image; a position that is not a number is not
 * drawn. */
json_t *tw_floor_images_read (json_t *floor);

G_END_DECLS
