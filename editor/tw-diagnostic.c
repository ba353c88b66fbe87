/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-diagnostic.c: one finding of the validator. */
#include "editor/tw-diagnostic.h"

G_DEFINE_BOXED_TYPE (TwDiagnostic, tw_diagnostic, tw_diagnostic_copy, tw_diagnostic_free)

TwDiagnostic *
tw_diagnostic_new (TwSeverity severity, const char *rule, const char *file, const char *path,
                   const char *id, const char *field, const char *message)
{
  g_return_val_if_fail (rule != NULL && file != NULL && message != NULL, NULL);

  TwDiagnostic *self = g_new0 (TwDiagnostic, 1);
  self->severity = severity;
  self->rule = g_strdup (rule);
  self->file = g_strdup (file);
  self->path = g_strdup (path ? path : "");
  self->id = g_strdup (id);
  self->field = g_strdup (field);
  self->x = -1;
  self->y = -1;
  self->message = g_strdup (message);
  return self;
}

void
tw_diagnostic_set_cell (TwDiagnostic *self, const char *floor_id, int x, int y)
{
  g_return_if_fail (self != NULL);
  g_free (self->floor_id);
  self->floor_id = g_strdup (floor_id);
  self->x = x;
  self->y = y;
}

TwDiagnostic *
tw_diagnostic_copy (const TwDiagnostic *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  TwDiagnostic *copy = tw_diagnostic_new (self->severity, self->rule, self->file, self->path,
                                          self->id, self->field, self->message);
  copy->line = self->line;
  copy->column = self->column;
  tw_diagnostic_set_cell (copy, self->floor_id, self->x, self->y);
  return copy;
}

void
tw_diagnostic_free (TwDiagnostic *self)
{
  if (self == NULL)
    return;
  g_free (self->rule);
  g_free (self->file);
  g_free (self->path);
  g_free (self->id);
  g_free (self->field);
  g_free (self->floor_id);
  g_free (self->message);
  g_free (self);
}

const char *
tw_severity_to_string (TwSeverity severity)
{
  switch (severity)
    {
    case TW_SEVERITY_ERROR:
      return "error";
    case TW_SEVERITY_WARNING:
      return "warning";
    case TW_SEVERITY_NOTE:
    default:
      return "note";
    }
}

char *
tw_diagnostic_format (const TwDiagnostic *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_strdup_printf ("%s:%d:%d: %s: %s", self->file, self->line, self->column,
                          tw_severity_to_string (self->severity), self->message);
}

gboolean
tw_diagnostic_leads (const TwDiagnostic *self)
{
  return self != NULL && g_strcmp0 (self->rule, TW_DIAGNOSTIC_RULE_NOT_RUN) == 0;
}
