/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-diagnostic.h: one finding of the validator, for the Issues panel and the CLI. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  TW_SEVERITY_ERROR,   /* the game will not work as written */
  TW_SEVERITY_WARNING, /* it works, but probably not as the designer meant */
  TW_SEVERITY_NOTE,    /* worth a look: balance and the like */
} TwSeverity;

/* Plain data; every string is owned by the diagnostic. */
typedef struct
{
  TwSeverity severity;
  char *rule;     /* the rule's name, e.g. "negative-time-cost" */
  char *file;     /* e.g. "project/enemys.js", "project/floors/MT1.js" */
  char *path;     /* JSON Pointer inside that file, e.g. "/greenSlime/timeCost" */
  int line;       /* 1-based; 0 when unknown */
  int column;     /* 1-based; 0 when unknown */
  char *id;       /* the enemy, item or floor id it concerns, or NULL */
  char *field;    /* the field it concerns, or NULL */
  char *floor_id; /* for a map cell: the floor, x and y; otherwise NULL, -1, -1 */
  int x;
  int y;
  char *message;  /* one sentence for a designer */
} TwDiagnostic;

#define TW_TYPE_DIAGNOSTIC (tw_diagnostic_get_type ())
GType tw_diagnostic_get_type (void);

TwDiagnostic *tw_diagnostic_new  (TwSeverity          severity,
                                  const char         *rule,
                                  const char         *file,
                                  const char         *path,
                                  const char         *id,
                                  const char         *field,
                                  const char         *message);
TwDiagnostic *tw_diagnostic_copy (const TwDiagnostic *self);
void          tw_diagnostic_free (TwDiagnostic       *self);
void          tw_diagnostic_set_cell (TwDiagnostic *self,
                                      const char   *floor_id,
                                      int           x,
                                      int           y);

const char *tw_severity_to_string (TwSeverity severity);

/* The rule of the finding that leads every list (docs/rules.md §12.10): the
 * tower's damage formula could not be run, so every figure of the tower is
 * the built-in formula's. */
#define TW_DIAGNOSTIC_RULE_NOT_RUN "tower-script-not-run"

/* Whether @self goes before every other finding, whatever its severity. */
gboolean tw_diagnostic_leads (const TwDiagnostic *self);

/* "FILE:LINE:COL: severity: message", the compiler-style line of the CLI. */
char *tw_diagnostic_format (const TwDiagnostic *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TwDiagnostic, tw_diagnostic_free)

G_END_DECLS
