/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-validate-private.h: what the validator's files share: the validator's
 * state, its report function, and the field checks of tw-validate-fields.c. */
#pragma once

#include <stdarg.h>

#include "editor/tw-validate.h"
#include "engine/tw-fields.h"
#include "engine/tw-tower-script.h"

G_BEGIN_DECLS

typedef struct
{
  json_t *tower;
  GPtrArray *out;
  TwPositionLookup lookup;
  gpointer lookup_data;
  GHashTable *enemy_places; /* enemy id -> GArray of Place; built on first use */
  /* The tower's functions.js, loaded once on first use (a V8 worker's
   * start for a modern file): tw_validate_script. */
  gboolean script_loaded;
  TwTowerScript *script;
  char *script_error;
} Validator;

/* The tower's loaded functions.js (borrowed), or NULL (none, or it did not
 * load: then *@error_message, which may be NULL, says why). */
TwTowerScript *tw_validate_script (Validator *v, const char **error_message);

/* Adds a diagnostic, with line and column when the lookup knows them. */
TwDiagnostic *tw_validate_report_va (Validator *v, TwSeverity severity, const char *rule,
                                     const char *file, const char *path, const char *id,
                                     const char *field, const char *format, va_list args)
    G_GNUC_PRINTF (8, 0);

/* The files of a mota-js tower that diagnostics name. */
#define ENEMYS_FILE "project/enemys.js"
#define ITEMS_FILE "project/items.js"
#define MAPS_FILE "project/maps.js"
#define DATA_FILE "project/data.js"

/* The same, with the arguments of @format given. */
TwDiagnostic *tw_validate_report (Validator *v, TwSeverity severity, const char *rule,
                                  const char *file, const char *path, const char *id,
                                  const char *field, const char *format, ...) G_GNUC_PRINTF (8, 9);
/* A diagnostic about field (or the whole entry, field NULL) of entry id of a
 * table file (enemys.js, items.js, maps.js). */
TwDiagnostic *tw_validate_report_entry (Validator *v, TwSeverity severity, const char *rule,
                                        const char *file, const char *id, const char *field,
                                        const char *format, ...) G_GNUC_PRINTF (7, 8);
/* "project/floors/ID.js" (a new string). */
char *tw_validate_floor_file (const char *floor_id);
/* The tower's member @name when it is an object, else NULL. */
json_t *tw_validate_part (Validator *v, const char *name);
/* The shape the floor says it has: width and height, or the map's own. */
void tw_validate_floor_size (json_t *floor, int *width, int *height);
/* Enemy id -> GArray of where it stands, every map scanned once (cached). */
GHashTable *tw_validate_enemy_places (Validator *v);

/* The rules of tw-validate-play.c, run by tw_validate_tower. */
void tw_validate_check_hero_start_on_map (Validator *v);
void tw_validate_check_events_on_map (Validator *v);
void tw_validate_check_unsafe_numbers (Validator *v);
void tw_validate_check_balance (Validator *v);
/* tw-validate-plugins.c: plugins that replace game functions the engine
 * plays natively (docs/rules.md §12.11). */
void tw_validate_check_plugin_overrides (Validator *v);

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
