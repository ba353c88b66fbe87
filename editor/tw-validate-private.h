/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-private.h: what the validator's files share: the validator's
 * state, its report function, and the field checks of tw-validate-fields.c. */
#pragma once

#include <stdarg.h>

#include "editor/tw-validate.h"
#include "engine/tw-fields.h"

G_BEGIN_DECLS

typedef struct
{
  json_t *tower;
  GPtrArray *out;
  TwPositionLookup lookup;
  gpointer lookup_data;
  GHashTable *enemy_places; /* enemy id -> GArray of Place; built on first use */
} Validator;

/* Adds a diagnostic, with line and column when the lookup knows them. */
TwDiagnostic *tw_validate_report_va (Validator *v, TwSeverity severity, const char *rule,
                                     const char *file, const char *path, const char *id,
                                     const char *field, const char *format, va_list args)
    G_GNUC_PRINTF (8, 0);

/* "an object", "text", "a whole number": what a JSON value is, in words. */
const char *tw_validate_value_words (json_t *value);
/* "idle, chase, patrol or skill" (a new string). */
char *tw_validate_choice_words (const char *const *choices);
/* Every field of entry that the field table knows for owner: its type, then
 * its row's rule. what: "Enemy 'bat'"; file and base: where the entry sits. */
void tw_validate_check_fields (Validator *v, json_t *entry, TwFieldOwner owner, const char *what,
                               const char *file, const char *base, const char *id);
/* A tile's cls and id (tiles are not in the field table). */
void tw_validate_check_tile_fields (Validator *v, json_t *entry, const char *what, const char *file,
                                    const char *base, const char *id);

G_END_DECLS
