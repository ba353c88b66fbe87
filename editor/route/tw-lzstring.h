/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-lzstring.h: LZString's compressToBase64 and decompressFromBase64, the
 * codec mota-js wraps its routes and route files in (libs/thirdparty/
 * lz-string.min.js, LZString 1.4). The codec works on UTF-16 code units, as
 * JavaScript strings are; these functions take and give UTF-8, so a text
 * round-trips byte for byte with what the game writes. No GTK. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TW_LZSTRING_ERROR (tw_lzstring_error_quark ())

typedef enum
{
  TW_LZSTRING_ERROR_CORRUPT, /* not LZString's base64; the message names the offset */
  TW_LZSTRING_ERROR_TOO_LARGE,
} TwLzstringError;

GQuark tw_lzstring_error_quark (void);

/* The largest text decompression gives, in UTF-16 code units: LZW can
 * describe a text quadratically longer than itself, and a route file a
 * player sends is never near this. */
#define TW_LZSTRING_MAX_UNITS (16u * 1024u * 1024u)

/* LZString.compressToBase64 of @text (UTF-8, @length -1: NUL-terminated). */
char *tw_lzstring_compress_to_base64 (const char *text, gssize length);

/* LZString.decompressFromBase64 of @base64, strictly: where the game's codec
 * would read a character outside its alphabet as 0, a dictionary code it
 * does not have as null or the end of the text as 0 bits, this fails with
 * TW_LZSTRING_ERROR_CORRUPT and the 0-based character offset where the
 * reading went wrong ("offset 17: ..."), and @error_offset set to it (may
 * be NULL). An empty @base64 gives an error too (the game: null). */
char *tw_lzstring_decompress_from_base64 (const char *base64, gssize length, gsize *error_offset,
                                          GError **error);

/* decompressFromBase64 as the game runs it, for deciding what the game
 * makes of a text: a character outside the alphabet reads as 0 bits, a
 * text that runs out before its end mark gives "", a code the dictionary
 * does not have gives NULL (the game's null), as does a text the game
 * would turn into garbage ("undefined"s). */
char *tw_lzstring_decompress_like_game (const char *base64);

G_END_DECLS
