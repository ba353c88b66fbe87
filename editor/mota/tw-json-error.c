/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-json-error.c: an extended GError domain holding file, line, column and text. */
#include "editor/mota/tw-json-error.h"

typedef struct
{
  char *file;
  int line;
  int column;
  char *text;
} TwJsonErrorPrivate;

static void
tw_json_error_private_init (TwJsonErrorPrivate *priv)
{
  priv->file = NULL;
  priv->text = NULL;
  priv->line = 0;
  priv->column = 0;
}

static void
tw_json_error_private_copy (const TwJsonErrorPrivate *src, TwJsonErrorPrivate *dest)
{
  dest->file = g_strdup (src->file);
  dest->text = g_strdup (src->text);
  dest->line = src->line;
  dest->column = src->column;
}

static void
tw_json_error_private_clear (TwJsonErrorPrivate *priv)
{
  g_clear_pointer (&priv->file, g_free);
  g_clear_pointer (&priv->text, g_free);
}

G_DEFINE_EXTENDED_ERROR (TwJsonError, tw_json_error)

void
tw_json_error_set (GError **error, TwJsonErrorCode code, const char *file, int line, int column,
                   const char *format, ...)
{
  if (error == NULL)
    return;

  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);

  const char *where = file != NULL ? file : "<input>";
  if (line > 0 && column > 0)
    g_set_error (error, TW_JSON_ERROR, code, "%s:%d:%d: error: %s", where, line, column, text);
  else if (line > 0)
    g_set_error (error, TW_JSON_ERROR, code, "%s:%d: error: %s", where, line, text);
  else
    g_set_error (error, TW_JSON_ERROR, code, "%s: error: %s", where, text);

  TwJsonErrorPrivate *priv = tw_json_error_get_private (*error);
  priv->file = g_strdup (where);
  priv->line = line;
  priv->column = column;
  priv->text = g_steal_pointer (&text);
}

/* The details of a TW_JSON_ERROR, NULL for any other error: callers ask
 * every error they meet (a save's GIO error too), and the generated
 * accessor criticises other domains. */
static const TwJsonErrorPrivate *
details_of (const GError *error)
{
  if (error == NULL || error->domain != TW_JSON_ERROR)
    return NULL;
  return tw_json_error_get_private (error);
}

const char *
tw_json_error_get_file (const GError *error)
{
  const TwJsonErrorPrivate *priv = details_of (error);
  return priv != NULL ? priv->file : NULL;
}

int
tw_json_error_get_line (const GError *error)
{
  const TwJsonErrorPrivate *priv = details_of (error);
  return priv != NULL ? priv->line : 0;
}

int
tw_json_error_get_column (const GError *error)
{
  const TwJsonErrorPrivate *priv = details_of (error);
  return priv != NULL ? priv->column : 0;
}

const char *
tw_json_error_get_text (const GError *error)
{
  const TwJsonErrorPrivate *priv = details_of (error);
  return priv != NULL ? priv->text : NULL;
}
